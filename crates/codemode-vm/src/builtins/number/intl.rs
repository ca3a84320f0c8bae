//! `toLocaleString` of Numbers and BigInts: the en-US subset of `Intl.NumberFormat` code mode
//! provides (ECMA-402 §15), the default locale's. With the `intl-data` feature a call with
//! locales or options goes to the prelude's `Intl.NumberFormat` instead (`number.rs`'s
//! `locale_slow`), which formats on CLDR data (`intl/icu.rs`), so this formatter serves the
//! argument-less call; without the feature it formats every call, and the prelude's
//! `Intl.NumberFormat` formats through it.
//!
//! Supported options: `style` (`decimal`, `percent`, `currency`), `currency` (symbols of the
//! common currencies as ICU's en-US data gives them, else the code), `currencyDisplay` (`symbol`,
//! `narrowSymbol`, `code`; `name` falls back to `code`), `currencySign` (`accounting` wraps
//! negatives in parentheses), `minimumIntegerDigits`, `minimum/maximumFractionDigits`,
//! `minimum/maximumSignificantDigits`, `useGrouping` (`min2` included) and `signDisplay`.
//! Range checks and messages are V8's (with node 20's limit of 20 fraction digits).
//!
//! Like ICU, formatting starts from the shortest round-trip decimal of the double (so
//! `(1.005).toLocaleString(undefined, {maximumFractionDigits: 2})` is `"1.01"`), rounds it
//! half-expand, and shifts percentages by two decimal places exactly. Not supported: `notation`
//! other than `standard`, `unit` style, `roundingMode`/`roundingPriority`/`roundingIncrement`,
//! and other locales' symbols and separators.

use crate::Vm;
use crate::error::{Ctl, JsResult};
use crate::value::Value;

/// The options read from the options object, in this order (see [`OPTION_TYPES`]).
pub(crate) const OPTION_KEYS: [&str; 12] = [
    "style",
    "currency",
    "currencyDisplay",
    "currencySign",
    "minimumIntegerDigits",
    "minimumFractionDigits",
    "maximumFractionDigits",
    "minimumSignificantDigits",
    "maximumSignificantDigits",
    "useGrouping",
    "signDisplay",
    "notation",
];

/// Conversion of each option for the prelude's slow path.
pub(crate) const OPTION_TYPES: &str = "ssssnnnnngss";

#[derive(Clone, Debug, PartialEq)]
enum Style {
    Decimal,
    Percent,
    Currency { affix: String, accounting: bool },
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum Grouping {
    Off,
    On,
    Min2,
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum SignDisplay {
    Auto,
    Never,
    Always,
    ExceptZero,
    Negative,
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum Rounding {
    Fraction { min: u32, max: u32 },
    Significant { min: u32, max: u32 },
}

/// A resolved number format.
#[derive(Clone, Debug)]
pub(crate) struct NumberFormat {
    style: Style,
    min_int: u32,
    rounding: Rounding,
    grouping: Grouping,
    sign: SignDisplay,
}

impl Default for NumberFormat {
    fn default() -> Self {
        NumberFormat {
            style: Style::Decimal,
            min_int: 1,
            rounding: Rounding::Fraction { min: 0, max: 3 },
            grouping: Grouping::On,
            sign: SignDisplay::Auto,
        }
    }
}

/// Minor-unit digits of a currency (ISO 4217 as ICU uses it).
fn currency_digits(code: &str) -> u32 {
    match code {
        "BIF" | "CLP" | "DJF" | "GNF" | "ISK" | "JPY" | "KMF" | "KRW" | "PYG" | "RWF" | "UGX" | "UYI" | "VND"
        | "VUV" | "XAF" | "XOF" | "XPF" => 0,
        "BHD" | "IQD" | "JOD" | "KWD" | "LYD" | "OMR" | "TND" => 3,
        _ => 2,
    }
}

/// The en-US symbol of a currency (`None`: shown as its code).
fn currency_symbol(code: &str, narrow: bool) -> Option<&'static str> {
    Some(match code {
        "USD" => "$",
        "EUR" => "€",
        "GBP" => "£",
        "JPY" => "¥",
        "INR" => "₹",
        "KRW" => "₩",
        "ILS" => "₪",
        "VND" => "₫",
        "PHP" => "₱",
        "CNY" => {
            if narrow {
                "¥"
            } else {
                "CN¥"
            }
        }
        "CAD" | "AUD" | "MXN" | "HKD" | "NZD" | "TWD" | "BRL" if narrow => {
            if code == "BRL" {
                "R$"
            } else {
                "$"
            }
        }
        "CAD" => "CA$",
        "AUD" => "A$",
        "MXN" => "MX$",
        "HKD" => "HK$",
        "NZD" => "NZ$",
        "TWD" => "NT$",
        "BRL" => "R$",
        "XAF" => "FCFA",
        "XOF" => "F\u{202F}CFA",
        "RUB" if narrow => "₽",
        "TRY" if narrow => "₺",
        "UAH" if narrow => "₴",
        "NGN" if narrow => "₦",
        "PLN" if narrow => "zł",
        "THB" if narrow => "฿",
        "SGD" if narrow => "$",
        "ZAR" if narrow => "R",
        _ => return None,
    })
}

fn out_of_range(name: &str) -> Ctl {
    Ctl::range_error(format!("{name} value is out of range."))
}

/// DefaultNumberOption (ECMA-402 §9.2.15).
fn number_option(vm: &mut Vm, v: Value, name: &str, min: u32, max: u32) -> JsResult<Option<u32>> {
    if v.is_undefined() {
        return Ok(None);
    }
    let n = vm.to_number(v)?;
    if n.is_nan() || n < f64::from(min) || n > f64::from(max) {
        return Err(out_of_range(name));
    }
    Ok(Some(n.floor() as u32))
}

impl NumberFormat {
    /// Resolves the options (values in [`OPTION_KEYS`] order, already primitives).
    ///
    /// # Errors
    /// `RangeError`/`TypeError` as V8 gives them for invalid options.
    pub(crate) fn from_options(vm: &mut Vm, vals: &[Value], method: &str) -> JsResult<Self> {
        use super::super::string::string_option;
        let mut f = NumberFormat::default();
        let style = string_option(vm, vals[0], "style", &["decimal", "percent", "currency", "unit"], method)?;
        let currency = match vals[1] {
            Value::Undefined => None,
            v => {
                let s = vm.to_str(v)?;
                let s = vm.str_lossy(s);
                if s.len() != 3 || !s.bytes().all(|b| b.is_ascii_alphabetic()) {
                    return Err(Ctl::range_error(format!("Invalid currency code : {s}")));
                }
                Some(s.to_ascii_uppercase())
            }
        };
        let display =
            string_option(vm, vals[2], "currencyDisplay", &["code", "symbol", "narrowSymbol", "name"], method)?;
        let sign = string_option(vm, vals[3], "currencySign", &["standard", "accounting"], method)?;
        let mut digits_default = (0, 3);
        match style.as_deref() {
            Some("currency") => {
                let Some(code) = currency else {
                    return Err(Ctl::type_error("Currency code is required with currency style."));
                };
                let d = currency_digits(&code);
                digits_default = (d, d);
                let affix = match display.as_deref() {
                    Some("code" | "name") => format!("{code}\u{A0}"),
                    other => match currency_symbol(&code, other == Some("narrowSymbol")) {
                        Some(s) => s.to_string(),
                        None => format!("{code}\u{A0}"),
                    },
                };
                f.style = Style::Currency { affix, accounting: sign.as_deref() == Some("accounting") };
            }
            Some("percent") => {
                f.style = Style::Percent;
                digits_default = (0, 0);
            }
            Some("unit") => {
                return Err(Ctl::type_error(format!("Invalid unit argument for {method}() ''")));
            }
            _ => {}
        }
        f.min_int = number_option(vm, vals[4], "minimumIntegerDigits", 1, 21)?.unwrap_or(1);
        let mnfd = vals[5];
        let mxfd = vals[6];
        let mnsd = vals[7];
        let mxsd = vals[8];
        if !mnsd.is_undefined() || !mxsd.is_undefined() {
            let min = number_option(vm, mnsd, "minimumSignificantDigits", 1, 21)?.unwrap_or(1);
            let max = number_option(vm, mxsd, "maximumSignificantDigits", min, 21)?.unwrap_or(21);
            f.rounding = Rounding::Significant { min, max };
        } else {
            let min = number_option(vm, mnfd, "minimumFractionDigits", 0, 20)?;
            let max = number_option(vm, mxfd, "maximumFractionDigits", 0, 20)?;
            let (min, max) = match (min, max) {
                (None, None) => digits_default,
                (None, Some(max)) => (digits_default.0.min(max), max),
                (Some(min), None) => (min, digits_default.1.max(min)),
                (Some(min), Some(max)) => {
                    if min > max {
                        return Err(out_of_range("maximumFractionDigits"));
                    }
                    (min, max)
                }
            };
            f.rounding = Rounding::Fraction { min, max };
        }
        f.grouping = match vals[9] {
            Value::Undefined => Grouping::On,
            Value::Bool(true) => Grouping::On,
            v if !vm.truthy(v) => Grouping::Off,
            v => {
                let s = vm.to_str(v)?;
                match vm.str_lossy(s).as_str() {
                    "min2" => Grouping::Min2,
                    "always" | "auto" | "true" | "false" => Grouping::On,
                    other => {
                        return Err(Ctl::range_error(format!(
                            "Value {other} out of range for {method} options property useGrouping"
                        )));
                    }
                }
            }
        };
        f.sign = match string_option(
            vm,
            vals[10],
            "signDisplay",
            &["auto", "never", "always", "exceptZero", "negative"],
            method,
        )?
        .as_deref()
        {
            Some("never") => SignDisplay::Never,
            Some("always") => SignDisplay::Always,
            Some("exceptZero") => SignDisplay::ExceptZero,
            Some("negative") => SignDisplay::Negative,
            _ => SignDisplay::Auto,
        };
        string_option(vm, vals[11], "notation", &["standard", "scientific", "engineering", "compact"], method)?;
        Ok(f)
    }

    /// Formats a Number.
    #[must_use]
    pub(crate) fn format_number(&self, x: f64) -> String {
        if x.is_nan() {
            return self.assemble(false, false, "NaN");
        }
        let negative = x.is_sign_negative();
        if x.is_infinite() {
            return self.assemble(negative, true, "∞");
        }
        let (digits, point) = shortest_decimal(x.abs());
        self.format_decimal(negative, digits, point)
    }

    /// Formats a BigInt given its decimal text (with `-` for negatives).
    #[must_use]
    pub(crate) fn format_bigint(&self, text: &str) -> String {
        let (negative, body) = match text.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, text),
        };
        let mut digits: Vec<u8> = body.bytes().map(|b| b - b'0').collect();
        let point = digits.len() as i64;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        self.format_decimal(negative, digits, point)
    }

    /// `value = 0.DIGITS × 10^point` (no trailing zeros; empty digits for zero).
    fn format_decimal(&self, negative: bool, mut digits: Vec<u8>, mut point: i64) -> String {
        if digits.is_empty() {
            point = 1;
        }
        if self.style == Style::Percent && !digits.is_empty() {
            point += 2;
        }
        let (min_frac, cut) = match self.rounding {
            Rounding::Fraction { min, max } => (i64::from(min), point + i64::from(max)),
            Rounding::Significant { max, .. } => (0, i64::from(max)),
        };
        round_half_expand(&mut digits, &mut point, cut);
        let zero = digits.is_empty();
        // Integer and fraction digits, read from `digits` where they are (no lists of them).
        let p = point.max(0) as usize;
        let int_len0 = if !zero && point > 0 { p } else { 1 };
        let lead = if zero || point > 0 { 0 } else { (-point) as usize };
        let frac_len0 = if zero {
            0
        } else if point > 0 {
            digits.len().saturating_sub(p)
        } else {
            lead + digits.len()
        };
        let min_frac = match self.rounding {
            Rounding::Fraction { .. } => min_frac as usize,
            Rounding::Significant { min, .. } => {
                // Pad to `min` significant digits.
                let sig = if zero {
                    1
                } else if point > 0 {
                    digits.len().max(p)
                } else {
                    digits.len()
                };
                let extra = (min as usize).saturating_sub(sig);
                frac_len0 + extra
            }
        };
        let frac_len = frac_len0.max(min_frac);
        let n = int_len0.max(self.min_int as usize);
        let pad = n - int_len0;
        let int_digit = |i: usize| -> u8 {
            if i < pad || zero || point <= 0 { 0 } else { digits.get(i - pad).copied().unwrap_or(0) }
        };
        let frac_digit = |j: usize| -> u8 {
            if j >= frac_len0 {
                0
            } else if point > 0 {
                digits[p + j]
            } else if j < lead {
                0
            } else {
                digits[j - lead]
            }
        };
        let group = match self.grouping {
            Grouping::Off => false,
            Grouping::On => true,
            Grouping::Min2 => n >= 5,
        };
        let mut body = String::with_capacity(n + n / 3 + frac_len + 2);
        for i in 0..n {
            if group && i > 0 && (n - i).is_multiple_of(3) {
                body.push(',');
            }
            body.push(char::from(b'0' + int_digit(i)));
        }
        if frac_len > 0 {
            body.push('.');
            body.extend((0..frac_len).map(|j| char::from(b'0' + frac_digit(j))));
        }
        if self.style == Style::Decimal && matches!(self.sign, SignDisplay::Auto) && !negative {
            return body;
        }
        self.assemble(negative, !zero, &body)
    }

    /// Adds the sign and the style's affixes to the formatted magnitude.
    fn assemble(&self, negative: bool, nonzero: bool, body: &str) -> String {
        let sign = match self.sign {
            SignDisplay::Auto => negative.then_some('-'),
            SignDisplay::Never => None,
            SignDisplay::Always => Some(if negative { '-' } else { '+' }),
            SignDisplay::ExceptZero => nonzero.then_some(if negative { '-' } else { '+' }),
            SignDisplay::Negative => (negative && nonzero).then_some('-'),
        };
        let mut out = String::with_capacity(body.len() + 8);
        match &self.style {
            Style::Decimal => {
                out.extend(sign);
                out.push_str(body);
            }
            Style::Percent => {
                out.extend(sign);
                out.push_str(body);
                out.push('%');
            }
            Style::Currency { affix, accounting } => {
                if *accounting && sign == Some('-') {
                    out.push('(');
                    out.push_str(affix);
                    out.push_str(body);
                    out.push(')');
                } else {
                    out.extend(sign);
                    out.push_str(affix);
                    out.push_str(body);
                }
            }
        }
        out
    }
}

/// The shortest round-trip decimal of a finite `x >= 0`: `(digits, point)` with
/// `x = 0.DIGITS × 10^point`, no leading or trailing zeros (empty for zero).
fn shortest_decimal(x: f64) -> (Vec<u8>, i64) {
    if x == 0.0 {
        return (Vec::new(), 1);
    }
    let s = crate::numconv::number_to_string(x);
    let (mantissa, exp) = match s.find('e') {
        Some(i) => (&s[..i], s[i + 1..].parse::<i64>().unwrap_or(0)),
        None => (s.as_str(), 0),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    let mut digits: Vec<u8> =
        int_part.bytes().chain(frac_part.bytes()).filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
    let mut point = int_part.len() as i64 + exp;
    let lead = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..lead);
    point -= lead as i64;
    while digits.last() == Some(&0) {
        digits.pop();
    }
    (digits, point)
}

/// Keeps the first `cut` digits, rounding half-expand (away from zero on the magnitude);
/// trailing zeros are removed.
fn round_half_expand(digits: &mut Vec<u8>, point: &mut i64, cut: i64) {
    if cut >= digits.len() as i64 {
        return;
    }
    if cut < 0 {
        digits.clear();
        return;
    }
    let cut = cut as usize;
    let up = digits[cut] >= 5;
    digits.truncate(cut);
    if up {
        let mut carry = true;
        for d in digits.iter_mut().rev() {
            if *d == 9 {
                *d = 0;
            } else {
                *d += 1;
                carry = false;
                break;
            }
        }
        if carry {
            digits.insert(0, 1);
            *point += 1;
        }
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_format_matches_numconv() {
        let f = NumberFormat::default();
        for x in [
            0.0,
            -0.0,
            1.0,
            1234.5,
            1234567.891,
            0.5,
            -1e6,
            1.005,
            0.0005,
            0.0004999,
            999.9996,
            1e21,
            1.23e-7,
            -1e-9,
            123456789.98765433,
            9.995,
            5e-324,
            1.7976931348623157e308,
        ] {
            assert_eq!(f.format_number(x), crate::numconv::to_locale_string_en_us(x, 0, 3, true), "{x}");
        }
    }

    #[test]
    fn bigint_and_percent() {
        let f = NumberFormat::default();
        assert_eq!(f.format_bigint("-1234567890123456789"), "-1,234,567,890,123,456,789");
        assert_eq!(f.format_bigint("0"), "0");
        assert_eq!(f.format_bigint("1000"), "1,000");
        let p = NumberFormat {
            style: Style::Percent,
            rounding: Rounding::Fraction { min: 0, max: 0 },
            ..NumberFormat::default()
        };
        assert_eq!(p.format_number(0.256), "26%");
        assert_eq!(p.format_number(12.3456), "1,235%");
        assert_eq!(p.format_bigint("1234"), "123,400%");
    }
}
