//! ECMA-402's digit options applied to a number (FormatNumericToString, §15.5.3): rounding to
//! fraction or significant digits (or the better/worse of both, `roundingPriority`), the nine
//! rounding modes, rounding increments, trailing-zero display and minimum integer digits, on
//! `fixed_decimal`'s exact decimals. The result is a plain decimal string (`-` sign, `.` point,
//! no grouping) that `Intl.PluralRules` selects on and the formatters localize.
//!
//! It starts from the shortest round-trip decimal of a double (as ICU does), so `1.005` rounds
//! to two places as `1.01`. Reading and validating the options is the prelude's
//! (`Intl$digitOptions`); this module trusts the ranges it is given. Compiled in every build:
//! it needs no locale data.

use fixed_decimal::{Decimal, RoundingIncrement, SignedRoundingMode, UnsignedRoundingMode};

/// How the digits are limited (`[[RoundingType]]`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum RoundingType {
    FractionDigits,
    SignificantDigits,
    MorePrecision,
    LessPrecision,
}

/// The digit options of a formatter, as SetNumberFormatDigitOptions resolves them.
#[derive(Copy, Clone, Debug)]
pub(crate) struct DigitOptions {
    pub min_int: i16,
    pub min_fd: i16,
    pub max_fd: i16,
    pub min_sd: i16,
    pub max_sd: i16,
    pub kind: RoundingType,
    /// 1, 2, 5, 10, 20, 25, 50, 100, … 5000 (only with fraction digits).
    pub increment: u32,
    pub mode: SignedRoundingMode,
    /// `trailingZeroDisplay: "stripIfInteger"`.
    pub strip_if_integer: bool,
}

impl Default for DigitOptions {
    fn default() -> Self {
        DigitOptions {
            min_int: 1,
            min_fd: 0,
            max_fd: 3,
            min_sd: 1,
            max_sd: 21,
            kind: RoundingType::FractionDigits,
            increment: 1,
            mode: SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand),
            strip_if_integer: false,
        }
    }
}

/// ECMA-402's name of a rounding mode.
pub(crate) fn rounding_mode(name: &str) -> Option<SignedRoundingMode> {
    use SignedRoundingMode as S;
    use UnsignedRoundingMode as U;
    Some(match name {
        "ceil" => S::Ceil,
        "floor" => S::Floor,
        "expand" => S::Unsigned(U::Expand),
        "trunc" => S::Unsigned(U::Trunc),
        "halfCeil" => S::HalfCeil,
        "halfFloor" => S::HalfFloor,
        "halfExpand" => S::Unsigned(U::HalfExpand),
        "halfTrunc" => S::Unsigned(U::HalfTrunc),
        "halfEven" => S::Unsigned(U::HalfEven),
        _ => return None,
    })
}

/// The exact decimal of a finite double, from its shortest round-trip digits.
pub(crate) fn decimal_of(x: f64) -> Decimal {
    let mut buf = ryu_js::Buffer::new();
    let text = buf.format(x).replace('+', "");
    let mut d = Decimal::try_from_str(&text).unwrap_or_default();
    if x == 0.0 && x.is_sign_negative() {
        d.sign = fixed_decimal::Sign::Negative;
    }
    d
}

/// A decimal string (a BigInt's digits, or one [`format`] made).
pub(crate) fn decimal_of_text(text: &str) -> Option<Decimal> {
    Decimal::try_from_str(text).ok()
}

fn magnitude(d: &Decimal) -> i16 {
    d.absolute.nonzero_magnitude_start()
}

/// ToRawPrecision: `max` significant digits, trailing zeros kept down to `min`. Returns the
/// result and the magnitude it was rounded at.
fn raw_precision(x: &Decimal, min: i16, max: i16, mode: SignedRoundingMode) -> (Decimal, i16) {
    let mut d = x.clone();
    let at = magnitude(&d) - max + 1;
    d.round_with_mode(at, mode);
    d.absolute.trim_end();
    let keep = magnitude(&d) - min + 1;
    d.absolute.pad_end(keep.min(0));
    (d, at)
}

/// ToRawFixed: `max` fraction digits (at a multiple of `increment`), trailing zeros kept down to
/// `min`. Returns the result and the magnitude it was rounded at.
fn raw_fixed(x: &Decimal, min: i16, max: i16, increment: u32, mode: SignedRoundingMode) -> (Decimal, i16) {
    let mut d = x.clone();
    // increment = k × 10^j with k in {1, 2, 5, 25}: round at -max + j to multiples of k.
    let (mut k, mut j) = (increment.max(1), 0i16);
    while k % 10 == 0 {
        k /= 10;
        j += 1;
    }
    let inc = match k {
        2 => RoundingIncrement::MultiplesOf2,
        5 => RoundingIncrement::MultiplesOf5,
        25 => RoundingIncrement::MultiplesOf25,
        _ => RoundingIncrement::MultiplesOf1,
    };
    let at = -max + j;
    d.round_with_mode_and_increment(at, mode, inc);
    d.absolute.trim_end();
    d.absolute.pad_end(-min);
    (d, -max)
}

/// FormatNumericToString without the sign's display: `x` rounded and padded as `o` says. A
/// negative result keeps its sign (negative zero included).
pub(crate) fn apply(x: &Decimal, o: &DigitOptions) -> Decimal {
    let mut d = match o.kind {
        RoundingType::SignificantDigits => raw_precision(x, o.min_sd, o.max_sd, o.mode).0,
        RoundingType::FractionDigits => raw_fixed(x, o.min_fd, o.max_fd, o.increment, o.mode).0,
        RoundingType::MorePrecision | RoundingType::LessPrecision => {
            let (s, sm) = raw_precision(x, o.min_sd, o.max_sd, o.mode);
            let (f, fm) = raw_fixed(x, o.min_fd, o.max_fd, 1, o.mode);
            let pick_s = if o.kind == RoundingType::MorePrecision { sm <= fm } else { sm > fm };
            if pick_s { s } else { f }
        }
    };
    if o.strip_if_integer && d.absolute.nonzero_magnitude_end() >= 0 {
        d.absolute.trim_end();
    }
    d.absolute.pad_start(o.min_int);
    d
}

/// [`apply`] as text: `-` sign, `.` point, no grouping.
pub(crate) fn format(x: &Decimal, o: &DigitOptions) -> String {
    apply(x, o).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(x: f64, f: impl FnOnce(&mut DigitOptions)) -> String {
        let mut o = DigitOptions::default();
        f(&mut o);
        format(&decimal_of(x), &o)
    }

    #[test]
    fn fraction_digits() {
        assert_eq!(fmt(1.005, |o| o.max_fd = 2), "1.01");
        assert_eq!(fmt(1.5, |o| o.min_fd = 2), "1.50");
        assert_eq!(fmt(1234.5678, |_| {}), "1234.568");
        assert_eq!(fmt(0.0, |o| o.min_fd = 1), "0.0");
        assert_eq!(fmt(-0.0, |_| {}), "-0");
        assert_eq!(fmt(7.0, |o| o.min_int = 3), "007");
        assert_eq!(fmt(1e21, |_| {}), "1000000000000000000000");
    }

    #[test]
    fn significant_digits_and_priority() {
        let sig = |o: &mut DigitOptions| {
            o.kind = RoundingType::SignificantDigits;
            o.min_sd = 2;
            o.max_sd = 3;
        };
        assert_eq!(fmt(1.0, sig), "1.0");
        assert_eq!(fmt(9.996, sig), "10");
        assert_eq!(fmt(123456.0, sig), "123000");
        assert_eq!(fmt(0.0, sig), "0.0");
        // 1.23456 with (2 sd max) vs (3 fd max): more precision takes the fraction digits.
        let both = |kind| {
            move |o: &mut DigitOptions| {
                o.kind = kind;
                o.max_sd = 2;
                o.max_fd = 3;
            }
        };
        assert_eq!(fmt(1.23456, both(RoundingType::MorePrecision)), "1.235");
        assert_eq!(fmt(1.23456, both(RoundingType::LessPrecision)), "1.2");
    }

    #[test]
    fn increments_modes_and_stripping() {
        assert_eq!(fmt(1.23, |o| (o.max_fd, o.min_fd, o.increment) = (2, 2, 25)), "1.25");
        assert_eq!(fmt(1.7, |o| (o.max_fd, o.increment) = (0, 10)), "0");
        assert_eq!(fmt(17.0, |o| (o.max_fd, o.increment) = (0, 10)), "20");
        assert_eq!(fmt(-1.5, |o| (o.max_fd, o.mode) = (0, rounding_mode("halfCeil").unwrap())), "-1");
        assert_eq!(fmt(2.5, |o| (o.max_fd, o.mode) = (0, rounding_mode("halfEven").unwrap())), "2");
        assert_eq!(fmt(1.0, |o| (o.min_fd, o.strip_if_integer) = (2, true)), "1");
        assert_eq!(fmt(1.5, |o| (o.min_fd, o.strip_if_integer) = (2, true)), "1.50");
    }
}
