//! Number ⇄ string conversions exactly as JavaScript (V8) performs them.
//!
//! Every function here is pure and total: it never panics, whatever the input.
//! Argument ranges that JavaScript checks with a `RangeError` (e.g. the digit
//! counts of `toFixed`) are the caller's job; out-of-range values are clamped.
//!
//! JavaScript strings are UTF-16, so inputs that come from JS strings are
//! `&[u16]`; outputs are ASCII `String`s (except the `∞` sign of
//! [`to_locale_string_en_us`]).
//!
//! Exact decimal work (toFixed / toPrecision / toExponential) is done on the
//! exact binary value of the double, so ties are decided on the real value
//! exactly as the specification (and V8's bignum-dtoa) does: in 64/128-bit
//! integers where they hold it (the usual digit counts and exponents), with
//! `num-bigint` otherwise. Integers' digits are written by [`write_u64`].
//! The shortest round-trip digits come from `ryu-js`, which matches V8's
//! `Number::toString`.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, ToPrimitive, Zero};

const DIGIT_CHARS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

// ---------------------------------------------------------------------------
// Whitespace
// ---------------------------------------------------------------------------

/// Whether `c` is JavaScript `WhiteSpace` or `LineTerminator` (ECMA-262 §12.2,
/// §12.3): TAB, VT, FF, SP, NBSP, ZWNBSP (U+FEFF), the `Zs` category
/// (U+1680, U+2000–U+200A, U+202F, U+205F, U+3000), LF, CR, LS, PS.
#[must_use]
#[inline]
pub fn is_js_whitespace(c: u16) -> bool {
    if c < 0x80 {
        return matches!(c, 0x09..=0x0D | 0x20);
    }
    matches!(
        c,
        0x09 | 0x0A | 0x0B | 0x0C | 0x0D | 0x20 | 0xA0 | 0x1680 | 0x2000
            ..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000 | 0xFEFF
    )
}

/// Strips leading and trailing JS whitespace (`String.prototype.trim`, ECMA-262 §22.1.3.32.1).
#[must_use]
pub fn trim_js_whitespace(s: &[u16]) -> &[u16] {
    let start = s.iter().position(|&c| !is_js_whitespace(c)).unwrap_or(s.len());
    let end = s.iter().rposition(|&c| !is_js_whitespace(c)).map_or(start, |i| i + 1);
    &s[start..end.max(start)]
}

fn trim_js_whitespace_start(s: &[u16]) -> &[u16] {
    let start = s.iter().position(|&c| !is_js_whitespace(c)).unwrap_or(s.len());
    &s[start..]
}

/// Value of `c` as a digit in `radix` (2..=36), ASCII letters in either case.
fn digit_value(c: u16, radix: u32) -> Option<u32> {
    let d = match c {
        0x30..=0x39 => u32::from(c - 0x30),
        0x61..=0x7A => u32::from(c - 0x61) + 10,
        0x41..=0x5A => u32::from(c - 0x41) + 10,
        _ => return None,
    };
    (d < radix).then_some(d)
}

// ---------------------------------------------------------------------------
// Exact decimal helpers
// ---------------------------------------------------------------------------

/// Splits a finite, non-negative double into `(m, e)` with `x = m × 2^e`.
fn decompose(x: f64) -> (u64, i32) {
    let bits = x.to_bits() & 0x7FFF_FFFF_FFFF_FFFF;
    let biased = ((bits >> 52) & 0x7FF) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if biased == 0 { (frac, -1074) } else { (frac | (1u64 << 52), biased - 1075) }
}

fn pow10(k: u32) -> BigUint {
    BigUint::from(10u32).pow(k)
}

/// The exact value of `|x| × 10^k` as a fraction `num / den`.
fn scaled_fraction(x: f64, k: i32) -> (BigUint, BigUint) {
    let (m, e) = decompose(x);
    let mut num = BigUint::from(m);
    let mut den = BigUint::one();
    if e >= 0 {
        num <<= e as u32;
    } else {
        den <<= e.unsigned_abs();
    }
    if k >= 0 {
        num *= pow10(k as u32);
    } else {
        den *= pow10(k.unsigned_abs());
    }
    (num, den)
}

/// `n` such that `n - |x| × 10^k` is as close to zero as possible; on a tie
/// the larger `n` (i.e. round half up on the exact binary value).
fn scaled_round_half_up(x: f64, k: i32) -> BigUint {
    let (num, den) = scaled_fraction(x, k);
    let q = &num / &den;
    let r = num - &q * &den;
    if r << 1u32 >= den { q + 1u32 } else { q }
}

/// The exact `floor(log10(x))` for a finite `x > 0`.
fn floor_log10(x: f64) -> i32 {
    // The estimate is off by at most one; fix it with exact comparisons.
    let mut e = x.log10().floor() as i32;
    for _ in 0..4 {
        let (num, den) = scaled_fraction(x, -e); // x / 10^e
        if num < den {
            e -= 1;
            continue;
        }
        let (num, den) = scaled_fraction(x, -(e + 1)); // x / 10^(e+1)
        if num >= den {
            e += 1;
            continue;
        }
        break;
    }
    e
}

/// The shortest round-trip decimal digits of a finite `x > 0` (as
/// `Number::toString` picks them) and the exponent `e` of the first digit:
/// `x ≈ d.ddd × 10^e`.
fn shortest_digits(x: f64) -> (Vec<u8>, i32) {
    let mut buf = ryu_js::Buffer::new();
    let s = buf.format(x);
    let (mantissa, exp) = match s.find('e') {
        Some(i) => (&s[..i], s[i + 1..].parse::<i32>().unwrap_or(0)),
        None => (s, 0),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    let mut digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).filter(u8::is_ascii_digit).collect();
    // value = 0.DIGITS × 10^point
    let mut point = int_part.len() as i32 + exp;
    let lead = digits.iter().take_while(|&&d| d == b'0').count();
    digits.drain(..lead);
    point -= lead as i32;
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    if digits.is_empty() {
        digits.push(b'0');
        point = 1;
    }
    (digits, point - 1)
}

fn push_exponent(out: &mut String, e: i32) {
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    out.push_str(&e.unsigned_abs().to_string());
}

// ---------------------------------------------------------------------------
// Number -> String
// ---------------------------------------------------------------------------

/// `Number::toString(x, 10)` (ECMA-262 §6.1.6.1.20): shortest round-trip
/// digits; `NaN`, `Infinity`, `-Infinity`; both zeros print as `"0"`.
#[must_use]
pub fn number_to_string(x: f64) -> String {
    let mut ibuf = [0u8; 20];
    if let Some(s) = integer_digits(x, &mut ibuf) {
        return s.to_string();
    }
    let mut buf = ryu_js::Buffer::new();
    buf.format(x).to_string()
}

/// [`number_to_string`] of an integer below 2^53 in magnitude (its shortest round-trip digits
/// are the integer's own, both zeros `"0"`), written at the end of `buf`; `None` for any other
/// number.
#[must_use]
pub fn integer_digits(x: f64, buf: &mut [u8; 20]) -> Option<&str> {
    const LIMIT: f64 = 9_007_199_254_740_992.0;
    if x.is_nan() || x.abs() >= LIMIT || x.fract() != 0.0 {
        return None;
    }
    let at = write_u64(x.abs() as u64, &mut buf[..]);
    // `-0` is not below zero: it prints as "0".
    let at = if x < 0.0 {
        buf[at - 1] = b'-';
        at - 1
    } else {
        at
    };
    std::str::from_utf8(&buf[at..]).ok()
}

/// The decimal digits of 0..=99, two by two.
const DIGIT_PAIRS: [[u8; 2]; 100] = {
    let mut t = [[0u8; 2]; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    t
};

/// Writes the decimal digits of `n` at the end of `buf`, two a step from a pair table, and returns
/// the index of the first. The one decimal writer of the crate: ASCII bytes (`T = u8`) or UTF-16
/// units (`T = u16`). `buf` must hold the digits (20 hold any `u64`).
#[inline]
pub fn write_u64<T: From<u8> + Copy>(mut n: u64, buf: &mut [T]) -> usize {
    let mut at = buf.len();
    while n >= 100 {
        let p = DIGIT_PAIRS[(n % 100) as usize];
        at -= 2;
        buf[at] = T::from(p[0]);
        buf[at + 1] = T::from(p[1]);
        n /= 100;
    }
    if n >= 10 {
        let p = DIGIT_PAIRS[n as usize];
        at -= 2;
        buf[at] = T::from(p[0]);
        buf[at + 1] = T::from(p[1]);
    } else {
        at -= 1;
        buf[at] = T::from(b'0' + n as u8);
    }
    at
}

/// [`number_to_string_radix`] of an integer below 2^53 in magnitude (its digits are exact, no
/// fraction), written into `buf` by plain integer division; `None` for any other number.
/// `radix` must be within 2..=36 (`None` otherwise).
#[must_use]
pub fn integer_radix_digits(x: f64, radix: u32, buf: &mut [u8; 64]) -> Option<&[u8]> {
    const LIMIT: f64 = 9_007_199_254_740_992.0;
    if !(2..=36).contains(&radix) || x.is_nan() || x.abs() >= LIMIT || x.fract() != 0.0 {
        return None;
    }
    let mut n = x.abs() as u64;
    let r = u64::from(radix);
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = DIGIT_CHARS[(n % r) as usize];
        n /= r;
        if n == 0 {
            break;
        }
    }
    // `-0` is not below zero: it prints as "0".
    if x < 0.0 {
        at -= 1;
        buf[at] = b'-';
    }
    Some(&buf[at..])
}

/// `Number.prototype.toString(radix)` (ECMA-262 §21.1.3.6) for radix 2..=36,
/// following V8's `DoubleToRadixCString`: fractional digits are generated
/// only up to the precision of the double, rounding the last digit to even.
/// Radix 10 is [`number_to_string`]; out-of-range radixes are clamped.
#[must_use]
pub fn number_to_string_radix(x: f64, radix: u32) -> String {
    let radix = radix.clamp(2, 36);
    if radix == 10 || !x.is_finite() || x == 0.0 {
        return number_to_string(x);
    }
    let mut ibuf = [0u8; 64];
    if let Some(d) = integer_radix_digits(x, radix, &mut ibuf) {
        return d.iter().map(|&b| b as char).collect();
    }
    let r = f64::from(radix);
    let negative = x < 0.0;
    let value = x.abs();

    let mut integer = value.floor();
    let mut fraction = value - integer;
    // Only compute fractional digits up to the input double's precision.
    let next = f64::from_bits(value.to_bits() + 1);
    let mut delta = 0.5 * (next - value);
    delta = delta.max(f64::from_bits(1));
    let mut frac_digits: Vec<u32> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= r;
            delta *= r;
            let digit = (fraction as u32).min(radix - 1);
            frac_digits.push(digit);
            fraction -= f64::from(digit);
            // Round to even.
            if (fraction > 0.5 || (fraction == 0.5 && digit & 1 == 1)) && fraction + delta > 1.0 {
                // Propagate the carry through the digits written so far.
                loop {
                    match frac_digits.pop() {
                        None => {
                            integer += 1.0;
                            break;
                        }
                        Some(d) if d + 1 < radix => {
                            frac_digits.push(d + 1);
                            break;
                        }
                        Some(_) => {}
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }

    // Integer digits (least significant first); digits below the double's
    // precision are printed as zeros.
    let mut int_digits: Vec<u8> = Vec::new();
    let exponent_of = |d: f64| -> i32 {
        let biased = ((d.to_bits() >> 52) & 0x7FF) as i32;
        if biased == 0 { -1074 } else { biased - 1075 }
    };
    while exponent_of(integer / r) > 0 {
        integer /= r;
        int_digits.push(b'0');
    }
    loop {
        let remainder = integer % r;
        let idx = (remainder as usize).min(35);
        int_digits.push(DIGIT_CHARS[idx]);
        integer = (integer - remainder) / r;
        if integer <= 0.0 || !integer.is_finite() {
            break;
        }
    }

    let mut out = String::with_capacity(int_digits.len() + frac_digits.len() + 2);
    if negative {
        out.push('-');
    }
    out.extend(int_digits.iter().rev().map(|&b| b as char));
    if !frac_digits.is_empty() {
        out.push('.');
        out.extend(frac_digits.iter().map(|&d| DIGIT_CHARS[d as usize] as char));
    }
    out
}

/// `Number.prototype.toFixed(fractionDigits)` (ECMA-262 §21.1.3.3), after the
/// range check: `digits` is clamped to 0..=100. `|x| >= 1e21` (and non-finite
/// values) use [`number_to_string`]. Exact ties round up ("pick the larger n"),
/// negative non-zero values keep their sign even when they round to zero.
#[must_use]
pub fn to_fixed(x: f64, digits: u32) -> String {
    let mut sbuf = [0u8; 64];
    if let Some(s) = to_fixed_small(x, digits, &mut sbuf) {
        return s.iter().map(|&b| b as char).collect();
    }
    to_fixed_exact(x, digits)
}

/// [`to_fixed`] with big numbers, for any number and digit count.
fn to_fixed_exact(x: f64, digits: u32) -> String {
    let f = digits.min(100);
    if x.is_nan() {
        return "NaN".into();
    }
    if x.abs() >= 1e21 || !x.is_finite() {
        return number_to_string(x);
    }
    let negative = x < 0.0;
    let n = scaled_round_half_up(x.abs(), f as i32);
    let mut m = n.to_string();
    let f = f as usize;
    if f != 0 {
        if m.len() <= f {
            let pad = f + 1 - m.len();
            m.insert_str(0, &"0".repeat(pad));
        }
        let k = m.len() - f;
        m.insert(k, '.');
    }
    if negative {
        m.insert(0, '-');
    }
    m
}

/// The most fraction digits [`to_fixed_small`] handles: `m × 10^22` fits in 128 bits for any
/// 53-bit significand `m`.
const FIXED_SMALL_DIGITS: u32 = 22;

/// 10^19, the largest power of ten below 2^64.
const TEN19: u128 = 10_000_000_000_000_000_000;

/// [`to_fixed`] in 128-bit integer arithmetic, written into `buf`: for a finite `|x| < 1e21` and
/// `digits <= 22`, `n = round_half_up(|x| × 10^digits)` is computed exactly from the binary value
/// `m × 2^e` (a shift and a remainder test, no big numbers); `None` for anything else (or an
/// integral `x` whose scaled value overflows), which the general path handles.
#[must_use]
pub fn to_fixed_small(x: f64, digits: u32, buf: &mut [u8; 64]) -> Option<&[u8]> {
    if !x.is_finite() || x.abs() >= 1e21 || digits > FIXED_SMALL_DIGITS {
        return None;
    }
    let (m, e) = decompose(x);
    let scale = 10u128.pow(digits);
    let n: u128 = if e >= 0 {
        // |x| < 1e21 < 2^70: the shift fits; the product may not.
        (u128::from(m) << e.unsigned_abs()).checked_mul(scale)?
    } else {
        let s = e.unsigned_abs();
        if s >= 128 {
            // m × 10^digits < 2^127 <= 2^s / 2: below one half, rounds to zero.
            0
        } else {
            let num = u128::from(m) * scale; // < 2^53 × 10^22 < 2^127
            let q = num >> s;
            let r = num - (q << s);
            // A tie (r = 2^s / 2) picks the larger n.
            if r >= 1u128 << (s - 1) { q + 1 } else { q }
        }
    };
    // The digits of n (at most 44: n < 1e21 × 10^22), at least digits + 1 of them.
    let mut tmp = [b'0'; 48];
    let mut at = tmp.len();
    let mut v = n;
    // Nineteen digits at a time (zero-padded, `tmp` starts as zeros) while `v` needs 128 bits.
    while v > u128::from(u64::MAX) {
        let lo = (v % TEN19) as u64;
        v /= TEN19;
        write_u64(lo, &mut tmp[..at]);
        at -= 19;
    }
    at = write_u64(v as u64, &mut tmp[..at]);
    let f = digits as usize;
    at = at.min(tmp.len() - f - 1);
    let digits_of_n = &tmp[at..];
    let int_len = digits_of_n.len() - f;
    let mut len = 0;
    // A negative value keeps its sign even when it rounds to zero; -0 is not below zero.
    if x < 0.0 {
        buf[0] = b'-';
        len = 1;
    }
    buf[len..len + int_len].copy_from_slice(&digits_of_n[..int_len]);
    len += int_len;
    if f != 0 {
        buf[len] = b'.';
        len += 1;
        buf[len..len + f].copy_from_slice(&digits_of_n[int_len..]);
        len += f;
    }
    Some(&buf[..len])
}

/// `10^k` for `k` in 0..=38, all that fit 128 bits.
const POW10_U128: [u128; 39] = {
    let mut t = [1u128; 39];
    let mut i = 1;
    while i < 39 {
        t[i] = t[i - 1] * 10;
        i += 1;
    }
    t
};

/// `10^k` for `k` in 0..=38 (`None` beyond: it does not fit 128 bits).
#[inline]
fn pow10_u128(k: i32) -> Option<u128> {
    usize::try_from(k).ok().and_then(|k| POW10_U128.get(k).copied())
}

/// `(q, up)` with `q = floor(m × 2^e × 10^s)` and `up` whether the rest is at least one half,
/// exactly in 128-bit integers; `None` when a product does not fit.
fn scaled_u128(m: u64, e: i32, s: i32) -> Option<(u128, bool)> {
    let m = u128::from(m);
    if s >= 0 {
        let num = m.checked_mul(pow10_u128(s)?)?;
        if e >= 0 {
            // m < 2^53: the shift fits when the product has room for e more bits.
            let e = e.unsigned_abs();
            return (num.leading_zeros() > e).then(|| (num << e, false));
        }
        let sh = e.unsigned_abs();
        if sh >= 128 {
            return None;
        }
        let q = num >> sh;
        let r = num - (q << sh);
        return Some((q, r >= 1u128 << (sh - 1)));
    }
    let mut den = pow10_u128(-s)?;
    let num = if e >= 0 {
        let e = e.unsigned_abs();
        if m.leading_zeros() <= e {
            return None;
        }
        m << e
    } else {
        let sh = e.unsigned_abs();
        if den.leading_zeros() <= sh {
            return None;
        }
        den <<= sh;
        m
    };
    // (Both usually fit 64 bits, whose division is far cheaper than a 128-bit one.)
    let (q, r) = match (u64::try_from(num), u64::try_from(den)) {
        (Ok(n), Ok(d)) => (u128::from(n / d), u128::from(n % d)),
        _ => (num / den, num % den),
    };
    Some((q, r >= den - r))
}

/// The `p` (1..=19) significant decimal digits of a finite `x > 0`, rounded half up on its exact
/// binary value, as `(n, k)` with `10^(p-1) <= n < 10^p` and `x ≈ n × 10^(k-p+1)` (`k` is the
/// exponent of the first digit, after any carry to the next power of ten); `None` when 128-bit
/// integers do not hold the work (very large or small `x`), which the big-number path does.
fn round_to_digits(x: f64, p: u32) -> Option<(u64, i32)> {
    if !(1..=19).contains(&p) || !x.is_finite() || x <= 0.0 {
        return None;
    }
    let (m, e) = decompose(x);
    // 2^b <= x < 2^(b+1); floor(b × log10 2) is floor(log10 x) or one below it.
    let b = e + 63 - m.leading_zeros() as i32;
    let mut k = ((i64::from(b) * 78_913) >> 18) as i32;
    let p = p as i32;
    let lo = POW10_U128[(p - 1) as usize];
    let hi = lo * 10;
    for _ in 0..3 {
        let (q, up) = scaled_u128(m, e, p - 1 - k)?;
        if q < lo {
            k -= 1;
        } else if q >= hi {
            k += 1;
        } else {
            let n = q + u128::from(up);
            return Some(if n == hi { (lo as u64, k + 1) } else { (n as u64, k) });
        }
    }
    None
}

/// The shortest round-trip digits of a finite `x > 0` as an integer (at most 17 digits, no
/// trailing zeros), their count and the exponent of the first digit, read from `ryu` without
/// allocating.
fn shortest_u64(x: f64) -> (u64, u32, i32) {
    let mut buf = ryu_js::Buffer::new();
    let t = buf.format(x).as_bytes();
    let (mut n, mut count, mut point, mut seen_point, mut exp) = (0u64, 0u32, 0i32, false, 0i32);
    let mut i = 0;
    while i < t.len() {
        match t[i] {
            b'.' => seen_point = true,
            b'e' => {
                let (neg, rest) = match t.get(i + 1) {
                    Some(b'-') => (true, &t[i + 2..]),
                    Some(b'+') => (false, &t[i + 2..]),
                    _ => (false, &t[i + 1..]),
                };
                let v = rest.iter().fold(0i32, |a, &c| a * 10 + i32::from(c - b'0'));
                exp = if neg { -v } else { v };
                break;
            }
            c => {
                if !seen_point {
                    point += 1;
                }
                if count == 0 && c == b'0' {
                    // Leading zeros: the first digit is further right.
                    point -= 1;
                } else if count < 17 {
                    // (Beyond 17 digits there are only the zeros of an integer's text, as in
                    // `100000000000000000000`.)
                    n = n * 10 + u64::from(c - b'0');
                    count += 1;
                }
            }
        }
        i += 1;
    }
    while count > 1 && n % 10 == 0 {
        n /= 10;
        count -= 1;
    }
    (n, count, point + exp - 1)
}

/// Writes `e+K` / `e-K` at `buf[at..]` and returns the new end.
fn put_exponent(buf: &mut [u8], mut at: usize, k: i32) -> usize {
    buf[at] = b'e';
    buf[at + 1] = if k < 0 { b'-' } else { b'+' };
    at += 2;
    let mut d = [0u8; 20];
    let from = write_u64(u64::from(k.unsigned_abs()), &mut d[..]);
    let len = d.len() - from;
    buf[at..at + len].copy_from_slice(&d[from..]);
    at + len
}

/// The text of `ds` (the significant digits, first digit at exponent `k`) as `toExponential`
/// writes it (`exponential`) or as `toPrecision` does (exponential when `k < -6` or
/// `k >= ds.len()`), into `buf` (room for a sign, 6 zeros, the digits and an exponent).
fn put_digits<'b>(buf: &'b mut [u8; 48], negative: bool, ds: &[u8], k: i32, exponential: bool) -> &'b [u8] {
    let p = ds.len() as i32;
    let mut at = 0;
    if negative {
        buf[0] = b'-';
        at = 1;
    }
    let put = |buf: &mut [u8; 48], at: &mut usize, b: &[u8]| {
        buf[*at..*at + b.len()].copy_from_slice(b);
        *at += b.len();
    };
    if exponential || k < -6 || k >= p {
        put(buf, &mut at, &ds[..1]);
        if p > 1 {
            put(buf, &mut at, b".");
            put(buf, &mut at, &ds[1..]);
        }
        at = put_exponent(buf, at, k);
    } else if k == p - 1 {
        put(buf, &mut at, ds);
    } else if k >= 0 {
        let i = (k + 1) as usize;
        put(buf, &mut at, &ds[..i]);
        put(buf, &mut at, b".");
        put(buf, &mut at, &ds[i..]);
    } else {
        put(buf, &mut at, b"0.");
        put(buf, &mut at, &b"000000"[..(-(k + 1)) as usize]);
        put(buf, &mut at, ds);
    }
    &buf[..at]
}

/// [`to_precision`] written into `buf` in 64/128-bit integer arithmetic (no big numbers, no
/// allocation): `p` 1..=19 and a finite `x` whose exact scaled value fits 128 bits (zero, and
/// every `x` between about 1e-16 and 1e38 at any such `p`); `None` otherwise, which the general
/// path handles.
#[must_use]
pub fn to_precision_small(x: f64, p: u32, buf: &mut [u8; 48]) -> Option<&[u8]> {
    if !(1..=19).contains(&p) || !x.is_finite() {
        return None;
    }
    let negative = x < 0.0;
    let (n, k) = if x == 0.0 { (0, 0) } else { round_to_digits(x.abs(), p)? };
    let mut d = [b'0'; 20];
    write_u64(n, &mut d[..]);
    Some(put_digits(buf, negative, &d[20 - p as usize..], k, false))
}

/// [`to_exponential`] written into `buf` like [`to_precision_small`]: `digits` `None` (the
/// shortest round-trip digits, any finite `x`) or `Some(0..=18)`; `None` when the general path
/// must answer.
#[must_use]
pub fn to_exponential_small(x: f64, digits: Option<u32>, buf: &mut [u8; 48]) -> Option<&[u8]> {
    if !x.is_finite() {
        return None;
    }
    let negative = x < 0.0;
    let (n, p, k) = match digits {
        _ if x == 0.0 => (0, digits.map_or(Some(1), |f| f.checked_add(1).filter(|&p| p <= 19))?, 0),
        None => shortest_u64(x.abs()),
        Some(f) => {
            let p = f.checked_add(1)?;
            let (n, k) = round_to_digits(x.abs(), p)?;
            (n, p, k)
        }
    };
    let mut d = [b'0'; 20];
    write_u64(n, &mut d[..]);
    Some(put_digits(buf, negative, &d[20 - p as usize..], k, true))
}

/// `Number.prototype.toExponential(fractionDigits)` (ECMA-262 §21.1.3.2),
/// after the range check. `None` means `fractionDigits` was undefined: as
/// many digits as necessary to identify the number (the shortest round-trip
/// digits). `Some(f)` is clamped to 0..=100 and rounds exact ties up.
#[must_use]
pub fn to_exponential(x: f64, digits: Option<u32>) -> String {
    let mut buf = [0u8; 48];
    if let Some(s) = to_exponential_small(x, digits, &mut buf) {
        return s.iter().map(|&b| b as char).collect();
    }
    to_exponential_exact(x, digits)
}

/// [`to_exponential`] with big numbers, for any number and digit count.
fn to_exponential_exact(x: f64, digits: Option<u32>) -> String {
    if !x.is_finite() {
        return number_to_string(x);
    }
    let negative = x < 0.0;
    let x = x.abs();
    let (ds, e): (Vec<u8>, i32) = if x == 0.0 {
        (vec![b'0'; digits.map_or(0, |f| f.min(100) as usize) + 1], 0)
    } else {
        match digits {
            None => shortest_digits(x),
            Some(f) => {
                let f = f.min(100) as i32;
                let mut e = floor_log10(x);
                let mut n = scaled_round_half_up(x, f - e);
                if n >= pow10((f + 1) as u32) {
                    n = pow10(f as u32);
                    e += 1;
                }
                (n.to_string().into_bytes(), e)
            }
        }
    };
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push(ds[0] as char);
    if ds.len() > 1 {
        out.push('.');
        out.extend(ds[1..].iter().map(|&b| b as char));
    }
    push_exponent(&mut out, e);
    out
}

/// `Number.prototype.toPrecision(precision)` (ECMA-262 §21.1.3.5), after the
/// range check (and after the `undefined` case, which is `ToString`): `p` is
/// clamped to 1..=100. Exact ties round up.
#[must_use]
pub fn to_precision(x: f64, p: u32) -> String {
    let mut buf = [0u8; 48];
    if let Some(s) = to_precision_small(x, p, &mut buf) {
        return s.iter().map(|&b| b as char).collect();
    }
    to_precision_exact(x, p)
}

/// [`to_precision`] with big numbers, for any number and digit count.
fn to_precision_exact(x: f64, p: u32) -> String {
    if !x.is_finite() {
        return number_to_string(x);
    }
    let p = p.clamp(1, 100) as i32;
    let negative = x < 0.0;
    let x = x.abs();
    let (m, e): (Vec<u8>, i32) = if x == 0.0 {
        (vec![b'0'; p as usize], 0)
    } else {
        let mut e = floor_log10(x);
        let mut n = scaled_round_half_up(x, p - 1 - e);
        if n >= pow10(p as u32) {
            n = pow10((p - 1) as u32);
            e += 1;
        }
        (n.to_string().into_bytes(), e)
    };
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let push_all = |out: &mut String, ds: &[u8]| out.extend(ds.iter().map(|&b| b as char));
    if e < -6 || e >= p {
        out.push(m[0] as char);
        if p != 1 {
            out.push('.');
            push_all(&mut out, &m[1..]);
        }
        push_exponent(&mut out, e);
    } else if e == p - 1 {
        push_all(&mut out, &m);
    } else if e >= 0 {
        let k = (e + 1) as usize;
        push_all(&mut out, &m[..k]);
        out.push('.');
        push_all(&mut out, &m[k..]);
    } else {
        out.push_str("0.");
        out.push_str(&"0".repeat((-(e + 1)) as usize));
        push_all(&mut out, &m);
    }
    out
}

// ---------------------------------------------------------------------------
// String -> Number
// ---------------------------------------------------------------------------

/// Correctly rounded (half to even) conversion of a big integer to a double.
fn biguint_to_f64(n: &BigUint) -> f64 {
    let bits = n.bits();
    if bits <= 64 {
        return n.to_u64().map_or(f64::INFINITY, |v| v as f64);
    }
    let shift = bits - 64;
    if shift > 1023 {
        return f64::INFINITY;
    }
    let top = (n >> shift).to_u64().unwrap_or(u64::MAX);
    let sticky = n.trailing_zeros().is_some_and(|tz| tz < shift);
    // `top` has its high bit set, so bit 0 is far below the rounding point:
    // OR-ing the sticky bit there makes `as f64` round correctly.
    let m = (top | u64::from(sticky)) as f64;
    m * f64::from_bits((1023 + shift) << 52)
}

/// Parses ASCII digits of a radix that is a power of two (or any radix)
/// exactly and rounds once (V8's `InternalStringToIntDouble` is also
/// correctly rounded).
fn digits_to_f64_exact(digits: &[u16], radix: u32) -> f64 {
    let bytes: Vec<u8> = digits.iter().filter_map(|&c| digit_value(c, radix).map(|d| d as u8)).collect();
    match BigUint::from_radix_be(&bytes, radix) {
        Some(n) => biguint_to_f64(&n),
        None => f64::NAN,
    }
}

/// Decimal digits (ASCII, already validated) to a correctly rounded double.
fn decimal_ascii_to_f64(s: &str) -> f64 {
    s.parse::<f64>().unwrap_or(f64::NAN)
}

/// Length of the longest prefix of `s` that is a `StrUnsignedDecimalLiteral`
/// without `Infinity` (digits, optional fraction, optional exponent), or 0.
fn scan_unsigned_decimal(s: &[u16]) -> usize {
    let is_digit = |c: u16| (0x30..=0x39).contains(&c);
    let mut i = 0;
    let int_start = i;
    while i < s.len() && is_digit(s[i]) {
        i += 1;
    }
    let mut mantissa_digits = i - int_start;
    if i < s.len() && s[i] == u16::from(b'.') {
        let j = i + 1;
        let mut k = j;
        while k < s.len() && is_digit(s[k]) {
            k += 1;
        }
        mantissa_digits += k - j;
        if mantissa_digits > 0 {
            i = k;
        }
    }
    if mantissa_digits == 0 {
        return 0;
    }
    if i < s.len() && (s[i] == u16::from(b'e') || s[i] == u16::from(b'E')) {
        let mut j = i + 1;
        if j < s.len() && (s[j] == u16::from(b'+') || s[j] == u16::from(b'-')) {
            j += 1;
        }
        let k0 = j;
        while j < s.len() && is_digit(s[j]) {
            j += 1;
        }
        if j > k0 {
            i = j;
        }
    }
    i
}

fn ascii_string(s: &[u16]) -> String {
    s.iter().map(|&c| char::from(c as u8)).collect()
}

const INFINITY_U16: [u16; 8] =
    [b'I' as u16, b'n' as u16, b'f' as u16, b'i' as u16, b'n' as u16, b'i' as u16, b't' as u16, b'y' as u16];

/// `StringToNumber` (ECMA-262 §7.1.4.1.1): the `StringNumericLiteral`
/// grammar. Whitespace is trimmed, `""` is 0, `Infinity` may be signed,
/// `0x`/`0o`/`0b` integers take no sign, numeric separators are not allowed;
/// anything else is NaN. Results are correctly rounded.
#[must_use]
pub fn string_to_number(s: &[u16]) -> f64 {
    let s = trim_js_whitespace(s);
    if s.is_empty() {
        return 0.0;
    }
    if s.len() > 2 && s[0] == u16::from(b'0') {
        let radix = match s[1] {
            0x78 | 0x58 => 16, // x X
            0x6F | 0x4F => 8,  // o O
            0x62 | 0x42 => 2,  // b B
            _ => 0,
        };
        if radix != 0 {
            let digits = &s[2..];
            if digits.iter().all(|&c| digit_value(c, radix).is_some()) {
                return digits_to_f64_exact(digits, radix);
            }
            return f64::NAN;
        }
    }
    let (negative, body) = match s[0] {
        0x2B => (false, &s[1..]),
        0x2D => (true, &s[1..]),
        _ => (false, s),
    };
    if body == INFINITY_U16 {
        return if negative { f64::NEG_INFINITY } else { f64::INFINITY };
    }
    let n = scan_unsigned_decimal(body);
    if n == 0 || n != body.len() {
        return f64::NAN;
    }
    let v = decimal_ascii_to_f64(&ascii_string(body));
    if negative { -v } else { v }
}

/// `parseFloat(string)` (ECMA-262 §19.2.4): the longest prefix (after leading
/// whitespace) that satisfies `StrDecimalLiteral`, or NaN. No hex.
#[must_use]
pub fn parse_float(s: &[u16]) -> f64 {
    let s = trim_js_whitespace_start(s);
    let (negative, body) = match s.first() {
        Some(0x2B) => (false, &s[1..]),
        Some(0x2D) => (true, &s[1..]),
        _ => (false, s),
    };
    if body.starts_with(&INFINITY_U16) {
        return if negative { f64::NEG_INFINITY } else { f64::INFINITY };
    }
    let n = scan_unsigned_decimal(body);
    if n == 0 {
        return f64::NAN;
    }
    let v = decimal_ascii_to_f64(&ascii_string(&body[..n]));
    if negative { -v } else { v }
}

/// `parseInt(string, radix)` (ECMA-262 §19.2.5); `radix` is converted with
/// ToInt32 (so passing the raw Number is fine too); 0 means "detect" (10, or
/// 16 with a `0x` prefix). Radix 10 and the powers of two are correctly
/// rounded; other radixes use V8's chunked approximation (which the spec
/// permits), so big values match V8 bit for bit.
#[must_use]
pub fn parse_int(s: &[u16], radix: f64) -> f64 {
    let mut s = trim_js_whitespace_start(s);
    let mut negative = false;
    match s.first() {
        Some(0x2D) => {
            negative = true;
            s = &s[1..];
        }
        Some(0x2B) => s = &s[1..],
        _ => {}
    }
    let mut r = to_int32(radix);
    let mut strip_prefix = true;
    if r != 0 {
        if !(2..=36).contains(&r) {
            return f64::NAN;
        }
        if r != 16 {
            strip_prefix = false;
        }
    } else {
        r = 10;
    }
    if strip_prefix && s.len() >= 2 && s[0] == u16::from(b'0') && (s[1] == 0x78 || s[1] == 0x58) {
        s = &s[2..];
        r = 16;
    }
    let radix = r as u32;
    let end = s.iter().position(|&c| digit_value(c, radix).is_none()).unwrap_or(s.len());
    if end == 0 {
        return f64::NAN;
    }
    let digits = &s[..end];
    // Leading zeros do not change the value but do change V8's chunking.
    let first_nonzero = digits.iter().position(|&c| c != u16::from(b'0')).unwrap_or(digits.len());
    let digits = &digits[first_nonzero..];
    let value = if digits.is_empty() {
        0.0
    } else if radix == 10 {
        decimal_ascii_to_f64(&ascii_string(digits))
    } else if radix.is_power_of_two() {
        digits_to_f64_exact(digits, radix)
    } else {
        parse_int_generic(digits, radix)
    };
    if negative { -value } else { value }
}

/// V8's `NumberParseIntHelper::HandleGenericCase`: accumulate 32-bit chunks
/// and fold them in with double arithmetic.
fn parse_int_generic(digits: &[u16], radix: u32) -> f64 {
    const MAX_MULTIPLIER: u64 = 0xFFFF_FFFF / 36;
    let mut result = 0.0f64;
    let mut idx = 0;
    loop {
        let mut part: u64 = 0;
        let mut multiplier: u64 = 1;
        let mut done = false;
        loop {
            let Some(d) = digits.get(idx).and_then(|&c| digit_value(c, radix)) else {
                done = true;
                break;
            };
            let m = multiplier * u64::from(radix);
            if m > MAX_MULTIPLIER {
                break;
            }
            part = part * u64::from(radix) + u64::from(d);
            multiplier = m;
            idx += 1;
        }
        result = result * multiplier as f64 + part as f64;
        if done {
            return result;
        }
    }
}

// ---------------------------------------------------------------------------
// Integer conversions
// ---------------------------------------------------------------------------

fn modulo_pow2(x: f64, modulus: f64) -> f64 {
    if !x.is_finite() {
        return 0.0;
    }
    let m = x.trunc() % modulus;
    if m < 0.0 { m + modulus } else { m }
}

/// `ToInt32` (ECMA-262 §7.1.6): NaN and ±∞ are 0, otherwise truncate and wrap modulo 2^32.
#[must_use]
pub fn to_int32(x: f64) -> i32 {
    // Below 2^63 in magnitude the truncation to i64 is exact, and keeping its low 32 bits is the
    // wrap modulo 2^32 (NaN fails the comparison and takes the general path).
    if x.abs() < I64_EXACT {
        return x as i64 as i32;
    }
    modulo_pow2(x, 4_294_967_296.0) as u32 as i32
}

/// Magnitudes below which `f64 as i64` truncates exactly (2^63).
const I64_EXACT: f64 = 9_223_372_036_854_775_808.0;

/// `ToUint32` (ECMA-262 §7.1.7).
#[must_use]
pub fn to_uint32(x: f64) -> u32 {
    if x.abs() < I64_EXACT {
        return x as i64 as u32;
    }
    modulo_pow2(x, 4_294_967_296.0) as u32
}

/// `ToUint16` (ECMA-262 §7.1.9).
#[must_use]
pub fn to_uint16(x: f64) -> u16 {
    modulo_pow2(x, 65_536.0) as u16
}

/// `ToIntegerOrInfinity` (ECMA-262 §7.1.5) on an already-converted Number:
/// NaN and both zeros give +0, ±∞ stay, everything else truncates (never -0).
#[must_use]
pub fn to_integer_or_infinity(x: f64) -> f64 {
    // A 32-bit integer (nearly every argument) without `trunc`, a library call on baseline
    // x86-64; `-0` comes back as `+0`, as it must.
    let i = x as i32;
    if f64::from(i) == x {
        return f64::from(i);
    }
    if x.is_nan() {
        return 0.0;
    }
    if x.is_infinite() {
        return x;
    }
    x.trunc() + 0.0
}

// ---------------------------------------------------------------------------
// Intl (en-US)
// ---------------------------------------------------------------------------

/// `Number.prototype.toLocaleString` / `Intl.NumberFormat("en-US")` basics
/// (ECMA-402 §15.5): like ICU, the shortest round-trip decimal of `x` is
/// rounded to `max_frac` fraction digits with `halfExpand`, trailing zeros are
/// removed down to `min_frac` digits, and the integer part is grouped with
/// commas when `grouping` is set. NaN → "NaN", ±∞ → "∞"/"-∞", -0 (and
/// negatives that round to zero) keep the "-". Both counts are clamped to
/// 0..=100 and `max_frac` is raised to `min_frac` if smaller.
#[must_use]
pub fn to_locale_string_en_us(x: f64, min_frac: u32, max_frac: u32, grouping: bool) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    let negative = x.is_sign_negative();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if x.is_infinite() {
        out.push('∞');
        return out;
    }
    let min_frac = min_frac.min(100) as usize;
    let max_frac = (max_frac.min(100) as usize).max(min_frac);

    // Integer digits and fraction digits of the exact shortest decimal.
    let (mut int_digits, mut frac_digits): (Vec<u8>, Vec<u8>) = if x == 0.0 {
        (vec![0], Vec::new())
    } else {
        let (ds, e) = shortest_digits(x.abs());
        let ds: Vec<u8> = ds.iter().map(|b| b - b'0').collect();
        if e >= 0 {
            let k = (e + 1) as usize;
            let mut int: Vec<u8> = ds.iter().take(k).copied().collect();
            while int.len() < k {
                int.push(0);
            }
            (int, ds.iter().skip(k).copied().collect())
        } else {
            let mut frac = vec![0u8; (-(e + 1)) as usize];
            frac.extend_from_slice(&ds);
            (vec![0], frac)
        }
    };
    // Round half-expand to max_frac digits.
    if frac_digits.len() > max_frac {
        let round_up = frac_digits[max_frac] >= 5;
        frac_digits.truncate(max_frac);
        if round_up {
            let mut carry = true;
            for d in frac_digits.iter_mut().rev() {
                if *d == 9 {
                    *d = 0;
                } else {
                    *d += 1;
                    carry = false;
                    break;
                }
            }
            if carry {
                for d in int_digits.iter_mut().rev() {
                    if *d == 9 {
                        *d = 0;
                    } else {
                        *d += 1;
                        carry = false;
                        break;
                    }
                }
                if carry {
                    int_digits.insert(0, 1);
                }
            }
        }
    }
    while frac_digits.len() > min_frac && frac_digits.last() == Some(&0) {
        frac_digits.pop();
    }
    while frac_digits.len() < min_frac {
        frac_digits.push(0);
    }
    let n = int_digits.len();
    for (i, d) in int_digits.iter().enumerate() {
        if grouping && i > 0 && (n - i) % 3 == 0 {
            out.push(',');
        }
        out.push((b'0' + d) as char);
    }
    if !frac_digits.is_empty() {
        out.push('.');
        out.extend(frac_digits.iter().map(|d| (b'0' + d) as char));
    }
    out
}

// ---------------------------------------------------------------------------
// BigInt
// ---------------------------------------------------------------------------

/// `BigInt::toString(x, radix)` (ECMA-262 §6.1.6.2.23): lower-case digits,
/// `-` for negatives; the radix is clamped to 2..=36.
#[must_use]
pub fn bigint_to_string_radix(n: &BigInt, radix: u32) -> String {
    n.to_str_radix(radix.clamp(2, 36))
}

/// `StringToBigInt` (ECMA-262 §7.1.14): whitespace-trimmed
/// `StringIntegerLiteral`; `""` is 0n; a sign is allowed only on decimal
/// literals; `0x`/`0o`/`0b` prefixes; no fraction, exponent, separators or
/// `Infinity`. `None` means the string is not a valid literal (SyntaxError
/// for `BigInt(s)`, `undefined` for comparisons).
#[must_use]
pub fn string_to_bigint(s: &[u16]) -> Option<BigInt> {
    let s = trim_js_whitespace(s);
    if s.is_empty() {
        return Some(BigInt::zero());
    }
    if s.len() >= 2 && s[0] == u16::from(b'0') {
        let radix = match s[1] {
            0x78 | 0x58 => 16,
            0x6F | 0x4F => 8,
            0x62 | 0x42 => 2,
            _ => 0,
        };
        if radix != 0 {
            return parse_bigint_digits(&s[2..], radix).map(|m| BigInt::from_biguint(Sign::Plus, m));
        }
    }
    let (sign, body) = match s[0] {
        0x2B => (Sign::Plus, &s[1..]),
        0x2D => (Sign::Minus, &s[1..]),
        _ => (Sign::Plus, s),
    };
    parse_bigint_digits(body, 10).map(|m| BigInt::from_biguint(sign, m))
}

/// The largest BigInt, in bits, the VM creates: 16,777,216 bits, about five million decimal
/// digits (V8 allows 2^30). Past it: `RangeError: Maximum BigInt size exceeded`. Every operation on
/// numbers this size takes well under a second, where at 2^30 bits one multiplication, power,
/// parse or `toString` could run for minutes inside one instruction, beyond any time limit.
pub const MAX_BIGINT_BITS: u64 = 1 << 24;

/// Digits (of any radix) past which a string cannot be a BigInt within [`MAX_BIGINT_BITS`]
/// (decimal digits carry the fewest bits, log2(10) each), checked before parsing.
pub const MAX_BIGINT_DIGITS: usize = 5_050_446;

fn parse_bigint_digits(s: &[u16], radix: u32) -> Option<BigUint> {
    if s.is_empty() || s.len() > MAX_BIGINT_DIGITS + 1 {
        return None;
    }
    let mut bytes = Vec::with_capacity(s.len());
    for &c in s {
        bytes.push(digit_value(c, radix)? as u8);
    }
    if radix.is_power_of_two() {
        return BigUint::from_radix_be(&bytes, radix);
    }
    Some(digits_split(&bytes, radix))
}

/// Digits of a radix that is not a power of two, parsed by halves (`high · radix^len(low) + low`),
/// so that the cost is that of a few big multiplications rather than one multiply-add per limb
/// over the whole number: five million decimal digits take a fraction of a second instead of
/// over a minute.
fn digits_split(digits: &[u8], radix: u32) -> BigUint {
    if digits.len() <= 4096 {
        return BigUint::from_radix_be(digits, radix).unwrap_or_default();
    }
    let low = digits.len() / 2;
    let (hi, lo) = digits.split_at(digits.len() - low);
    digits_split(hi, radix) * BigUint::from(radix).pow(low as u32) + digits_split(lo, radix)
}

/// `Math.f16round`: the nearest IEEE binary16 value (ties to even), as a double (also the
/// rounding of a `Float16Array` element).
#[must_use]
pub fn f16round(x: f64) -> f64 {
    if x.is_nan() || x == 0.0 || x.is_infinite() {
        return x;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return f64::INFINITY.copysign(x);
    }
    let biased = ((a.to_bits() >> 52) & 0x7FF) as i32;
    let e = biased - 1023;
    // The spacing of binary16 values around `a`: 2^-24 for subnormals, else 2^(e-10).
    let q = if e < -14 { -24 } else { e - 10 };
    let scale = f64::from_bits(((q + 1023) as u64) << 52);
    let r = (a / scale).round_ties_even() * scale;
    r.copysign(x)
}

#[cfg(test)]
mod tests {
    //! Expectations come from node v20.20.2 (V8 11.3, ICU 78); the tables at the
    //! end were generated once with a node script and pasted here.
    use super::*;

    /// The integer fast path of Number::toString gives ryu's digits, around 2^53 and its limits.
    #[test]
    fn integer_digits_match_the_shortest_digits() {
        let mut xs = vec![0.0, -0.0, 1.0, -1.0, 9.0, 10.0, 0.5, -0.5, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
        for k in [10, 31, 32, 52, 53, 54, 60] {
            let p = 2f64.powi(k);
            for d in [-2.0, -1.0, 0.0, 1.0, 2.0, 0.5] {
                xs.extend([p + d, -p + d, p * 0.75 + d]);
            }
        }
        for i in 0..10_000 {
            xs.push(f64::from(i) * 12_345.0);
        }
        for x in xs {
            let mut buf = [0u8; 20];
            let mut r = ryu_js::Buffer::new();
            if let Some(s) = integer_digits(x, &mut buf) {
                assert_eq!(s, r.format(x), "{x}");
            } else {
                assert!(x.is_nan() || x.abs() >= 9_007_199_254_740_992.0 || x.fract() != 0.0, "{x}");
            }
        }
    }

    /// The fast paths of ToInt32/ToUint32 agree with the spec's modulo on both sides of 2^63,
    /// at the wrap points and on fractions, infinities and NaN.
    #[test]
    fn int32_fast_path_matches_the_modulo() {
        let slow32 = |x: f64| modulo_pow2(x, 4_294_967_296.0) as u32;
        let mut xs = vec![0.0, -0.0, 0.5, -0.5, 1.9, -1.9, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
        for k in [31, 32, 33, 52, 53, 62, 63, 64, 80] {
            let p = 2f64.powi(k);
            for d in [-2.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.5] {
                xs.extend([p + d, -p + d, p * 1.5 + d, -(p * 1.5) - d]);
            }
        }
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            xs.push(f64::from_bits(seed));
        }
        for x in xs {
            assert_eq!(to_uint32(x), slow32(x), "ToUint32({x:e})");
            assert_eq!(to_int32(x), slow32(x) as i32, "ToInt32({x:e})");
        }
    }

    const NAN_BITS: u64 = 0x7FF8_0000_0000_0000;

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    fn assert_num(got: f64, expected_bits: u64, what: &str) {
        if expected_bits == NAN_BITS {
            assert!(got.is_nan(), "{what}: expected NaN, got {got:?}");
        } else {
            assert_eq!(
                got.to_bits(),
                expected_bits,
                "{what}: got {got:?}, expected {:?}",
                f64::from_bits(expected_bits)
            );
        }
    }

    #[test]
    fn examples_from_the_spec_and_v8() {
        assert_eq!(number_to_string(f64::NAN), "NaN");
        assert_eq!(number_to_string(f64::INFINITY), "Infinity");
        assert_eq!(number_to_string(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(number_to_string(-0.0), "0");
        assert_eq!(number_to_string(1e21), "1e+21");
        assert_eq!(number_to_string(1e-7), "1e-7");
        assert_eq!(number_to_string(123456789012345680000.0), "123456789012345680000");

        assert_eq!(number_to_string_radix(0.5, 2), "0.1");
        assert_eq!(number_to_string_radix(255.5, 16), "ff.8");
        assert_eq!(number_to_string_radix(-255.0, 36), "-73");
        assert_eq!(number_to_string_radix(0.1, 3), "0.0022002200220022002200220022002201");
        assert_eq!(number_to_string_radix(-0.0, 2), "0");
        assert_eq!(number_to_string_radix(1e21, 36), "5v1j4f4ds7c000");
        assert_eq!(number_to_string_radix(123.456, 36), "3f.gez4w97ry");
        assert_eq!(number_to_string_radix(0.5, 36), "0.i");
        assert_eq!(number_to_string_radix(35.99999999999999, 36), "z.zzzzzzzzz");
        assert_eq!(
            number_to_string_radix(1.9999999999999998, 2),
            "1.1111111111111111111111111111111111111111111111111111"
        );
        assert_eq!(number_to_string_radix(f64::NAN, 16), "NaN");
        assert_eq!(number_to_string_radix(f64::NEG_INFINITY, 16), "-Infinity");
        assert_eq!(number_to_string_radix(255.0, 10), "255");
        assert_eq!(number_to_string_radix(5e-324, 36).len(), 210);
        assert_eq!(number_to_string_radix(f64::MAX, 2).len(), 1024);

        assert_eq!(to_fixed(2.5, 0), "3");
        assert_eq!(to_fixed(-2.5, 0), "-3");
        assert_eq!(to_fixed(1.005, 2), "1.00");
        assert_eq!(to_fixed(-1e-7, 2), "-0.00");
        assert_eq!(to_fixed(-0.0, 2), "0.00");
        assert_eq!(to_fixed(1e21, 2), "1e+21");
        assert_eq!(to_fixed(-1e21, 5), "-1e+21");
        assert_eq!(to_fixed(999999999999999900000.0, 2), "999999999999999868928.00");
        assert_eq!(to_fixed(1.929842284342272e-18, 26), "0.00000000000000000192984228");
        assert_eq!(to_fixed(0.1, 20), "0.10000000000000000555");
        assert_eq!(to_fixed(f64::NAN, 2), "NaN");
        assert_eq!(to_fixed(f64::INFINITY, 2), "Infinity");

        assert_eq!(to_precision(0.000001234, 2), "0.0000012");
        assert_eq!(to_precision(1.234e-7, 2), "1.2e-7");
        assert_eq!(to_precision(123456.0, 2), "1.2e+5");
        assert_eq!(to_precision(123456.0, 6), "123456");
        assert_eq!(to_precision(0.0, 3), "0.00");
        assert_eq!(to_precision(-0.0, 1), "0");
        assert_eq!(to_precision(99.99, 3), "100");
        assert_eq!(to_precision(9.5, 1), "1e+1");
        assert_eq!(to_precision(f64::NEG_INFINITY, 3), "-Infinity");

        assert_eq!(to_exponential(0.0, None), "0e+0");
        assert_eq!(to_exponential(0.0, Some(2)), "0.00e+0");
        assert_eq!(to_exponential(123456.0, Some(2)), "1.23e+5");
        assert_eq!(to_exponential(1.25, Some(1)), "1.3e+0");
        assert_eq!(to_exponential(-1.5e-7, None), "-1.5e-7");
        assert_eq!(to_exponential(9.96, Some(1)), "1.0e+1");
        assert_eq!(to_exponential(5e-324, None), "5e-324");
        assert_eq!(to_exponential(f64::NAN, Some(1)), "NaN");

        assert_num(string_to_number(&u("")), 0, "''");
        assert_num(string_to_number(&u(" \u{a0}\u{feff}\n")), 0, "whitespace");
        assert_num(string_to_number(&u(".5")), 0.5f64.to_bits(), ".5");
        assert_num(string_to_number(&u("5.")), 5f64.to_bits(), "5.");
        assert_num(string_to_number(&u("-1.5E-3")), (-1.5e-3f64).to_bits(), "-1.5E-3");
        assert_num(string_to_number(&u("-0x10")), NAN_BITS, "-0x10");
        assert_num(string_to_number(&u("0b101")), 5f64.to_bits(), "0b101");
        assert_num(string_to_number(&u("1_000")), NAN_BITS, "1_000");
        assert_num(string_to_number(&u("-Infinity")), f64::NEG_INFINITY.to_bits(), "-Infinity");
        assert_num(string_to_number(&u("-0")), (-0.0f64).to_bits(), "-0");
        // 2^53 + 1 in hex rounds to even, like V8.
        assert_num(string_to_number(&u("0x20000000000001")), 9007199254740992f64.to_bits(), "hex tie");
        assert_num(string_to_number(&[0xD800]), NAN_BITS, "lone surrogate");
        assert_num(string_to_number(&[0x31, 0xD800]), NAN_BITS, "digit + lone surrogate");

        assert_num(parse_int(&u("0x1f"), 0.0), 31f64.to_bits(), "0x1f");
        assert_num(parse_int(&u("123abc"), 0.0), 123f64.to_bits(), "123abc");
        assert_num(parse_int(&u(""), 0.0), NAN_BITS, "''");
        assert_num(parse_int(&u("  -0"), 0.0), (-0.0f64).to_bits(), "-0");
        assert_num(parse_int(&u("900719925474099267"), 0.0), 900719925474099300f64.to_bits(), "big");
        assert_num(parse_int(&u("ff"), 16.0), 255f64.to_bits(), "ff/16");
        assert_num(parse_int(&u("0x1f"), 10.0), 0f64.to_bits(), "0x1f/10");
        assert_num(parse_int(&u("11"), 1.0), NAN_BITS, "radix 1");
        assert_num(parse_int(&u("11"), 4294967298.0), 3f64.to_bits(), "radix ToInt32 wraps to 2");
        assert_num(parse_int(&[0x35, 0xD800], 0.0), 5f64.to_bits(), "5 + lone surrogate");

        assert_num(parse_float(&u("1e1000")), f64::INFINITY.to_bits(), "1e1000");
        assert_num(parse_float(&u(".5abc")), 0.5f64.to_bits(), ".5abc");
        assert_num(parse_float(&u("Infinityx")), f64::INFINITY.to_bits(), "Infinityx");
        assert_num(parse_float(&u("-.e1")), NAN_BITS, "-.e1");
        assert_num(parse_float(&u("1e+")), 1f64.to_bits(), "1e+");
        assert_num(parse_float(&u("0x10")), 0f64.to_bits(), "0x10");
        assert_num(parse_float(&u("-0")), (-0.0f64).to_bits(), "-0");

        assert_eq!(to_int32(4294967295.0), -1);
        assert_eq!(to_uint32(-1.0), 4294967295);
        assert_eq!(to_uint16(-1.0), 65535);
        assert_eq!(to_int32(f64::NAN), 0);
        assert_eq!(to_integer_or_infinity(-0.5).to_bits(), 0f64.to_bits());
        assert_eq!(to_integer_or_infinity(f64::NEG_INFINITY), f64::NEG_INFINITY);
        assert_eq!(to_integer_or_infinity(f64::NAN), 0.0);
        assert_eq!(to_integer_or_infinity(-3.7), -3.0);
        // The 32-bit path and its edges.
        assert_eq!(to_integer_or_infinity(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(to_integer_or_infinity(7.0), 7.0);
        assert_eq!(to_integer_or_infinity(-2147483648.0), -2147483648.0);
        assert_eq!(to_integer_or_infinity(2147483648.5), 2147483648.0);
        assert_eq!(to_integer_or_infinity(-2147483649.5), -2147483649.0);
        assert_eq!(to_integer_or_infinity(1e300), 1e300);

        assert_eq!(to_locale_string_en_us(1234.5678, 0, 3, true), "1,234.568");
        assert_eq!(to_locale_string_en_us(1.005, 0, 2, true), "1.01");
        assert_eq!(to_locale_string_en_us(f64::NAN, 0, 3, true), "NaN");
        assert_eq!(to_locale_string_en_us(f64::INFINITY, 0, 3, true), "∞");
        assert_eq!(to_locale_string_en_us(f64::NEG_INFINITY, 0, 3, true), "-∞");
        assert_eq!(to_locale_string_en_us(-0.0, 0, 3, true), "-0");
        assert_eq!(to_locale_string_en_us(-0.0001, 0, 3, true), "-0");
        assert_eq!(to_locale_string_en_us(1e21, 0, 3, true), "1,000,000,000,000,000,000,000");
        assert_eq!(to_locale_string_en_us(999.9995, 0, 3, true), "1,000");
        assert_eq!(to_locale_string_en_us(1234.5, 0, 3, false), "1234.5");
        assert_eq!(to_locale_string_en_us(0.3, 2, 2, true), "0.30");

        let big = string_to_bigint(&u("  -123456789012345678901234567890 ")).unwrap();
        assert_eq!(bigint_to_string_radix(&big, 10), "-123456789012345678901234567890");
        assert_eq!(bigint_to_string_radix(&big, 36), "-byw97um9s91dlz68tsi");
        assert_eq!(string_to_bigint(&u("")), Some(BigInt::zero()));
        assert_eq!(string_to_bigint(&u("0x1F")), Some(BigInt::from(31)));
        assert_eq!(string_to_bigint(&u("-0x1F")), None);
        assert_eq!(string_to_bigint(&u("1e3")), None);
        assert_eq!(string_to_bigint(&u("1.0")), None);
        assert_eq!(string_to_bigint(&u("1_0")), None);
        assert_eq!(string_to_bigint(&u("+")), None);
        assert_eq!(string_to_bigint(&u("-0")), Some(BigInt::zero()));
        // Long decimal literals are parsed by halves: the same value as digit by digit.
        let long: String = (0..20_000).map(|i| char::from(b'0' + ((i * 7 + i / 13) % 10) as u8)).collect();
        let by_halves = string_to_bigint(&u(&long)).unwrap();
        let one_by_one = long.bytes().fold(BigInt::zero(), |n, d| n * 10 + i32::from(d - b'0'));
        assert_eq!(by_halves, one_by_one);
    }

    #[test]
    fn out_of_range_arguments_are_clamped_not_panicking() {
        for x in [0.0, -0.0, 1.5, -1e300, 5e-324, f64::MAX, f64::NAN, f64::INFINITY] {
            let _ = to_fixed(x, 1000);
            let _ = to_precision(x, 0);
            let _ = to_precision(x, 1000);
            let _ = to_exponential(x, Some(1000));
            let _ = number_to_string_radix(x, 0);
            let _ = number_to_string_radix(x, 99);
            let _ = to_locale_string_en_us(x, 500, 3, true);
        }
        assert_eq!(to_fixed(1.5, 1000), to_fixed(1.5, 100));
        assert_eq!(to_precision(1.5, 0), "2");
        assert_eq!(number_to_string_radix(255.0, 1), "11111111");
        assert_eq!(number_to_string_radix(35.0, 99), "z");
        assert_eq!(to_locale_string_en_us(1.5, 3, 1, true), "1.500");
        let b = BigInt::from(-255);
        assert_eq!(bigint_to_string_radix(&b, 0), "-11111111");
        assert_eq!(bigint_to_string_radix(&b, 100), "-73");
        for r in [0.0, 1.0, 2.0, 36.0, 37.0, -5.0, f64::NAN, f64::INFINITY, 1e300] {
            let _ = parse_int(&u(" -0x"), r);
            let _ = parse_int(&[0xFFFF, 0xD800, 0x30], r);
        }
    }

    #[test]
    fn number_formatting_matches_node() {
        let mut n = 0;
        for line in NUMBER_FORMAT.lines() {
            let f: Vec<&str> = line.split(' ').collect();
            assert_eq!(f.len(), 11, "{line}");
            let x = f64::from_bits(u64::from_str_radix(f[0], 16).unwrap());
            let r: u32 = f[2].parse().unwrap();
            let d: u32 = f[4].parse().unwrap();
            let p: u32 = f[6].parse().unwrap();
            let e: u32 = f[8].parse().unwrap();
            assert_eq!(number_to_string(x), f[1], "String({x:e})");
            assert_eq!(number_to_string_radix(x, r), f[3], "({x:e}).toString({r})");
            assert_eq!(to_fixed(x, d), f[5], "({x:e}).toFixed({d})");
            assert_eq!(to_precision(x, p), f[7], "({x:e}).toPrecision({p})");
            assert_eq!(to_exponential(x, Some(e)), f[9], "({x:e}).toExponential({e})");
            assert_eq!(to_exponential(x, None), f[10], "({x:e}).toExponential()");
            n += 1;
        }
        assert!(n >= 400);
    }

    /// The 128-bit paths agree with the big-number ones wherever they answer.
    #[test]
    fn small_fast_paths_agree_with_the_general_ones() {
        let mut xs: Vec<f64> = vec![
            0.0,
            -0.0,
            0.5,
            1.5,
            2.5,
            -2.5,
            1.005,
            1.045,
            0.045,
            1e-7,
            -1e-7,
            5e-324,
            -5e-324,
            2.2250738585072014e-308,
            0.1,
            0.7,
            123.456,
            1e20,
            9.999999999999999e20,
            -1e20,
            4294967296.5,
            9007199254740991.0,
            9007199254740993.0,
            1e21,
            1.7976931348623157e308,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e15 + 0.3,
            0.000_000_5,
            9.5,
            99.99,
            0.00095,
            1e-6,
            9.999999e-7,
            1e38,
            3.4e38,
            1e-16,
            123456789012345680000.0,
        ];
        for k in -30..=40 {
            let t = 10f64.powi(k);
            xs.extend([t, f64::from_bits(t.to_bits() - 1), f64::from_bits(t.to_bits() + 1), 5.0 * t, 2.5 * t]);
        }
        // A deterministic spread of bit patterns and decimal fractions.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..4000u32 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            xs.push(f64::from_bits(seed));
            xs.push(f64::from(i) / 7.0);
            xs.push(f64::from(i) * 1.5 - 3000.0);
            xs.push((seed % 2_000_000) as f64 / 1000.0 - 1000.0);
            xs.push(f64::from(i) / 1000.0);
        }
        for &x in &xs {
            for d in 0..=24 {
                let mut buf = [0u8; 64];
                if let Some(s) = to_fixed_small(x, d, &mut buf) {
                    assert_eq!(std::str::from_utf8(s).unwrap(), to_fixed_exact(x, d), "({x:e}).toFixed({d})");
                }
            }
            for p in 1..=21 {
                let mut buf = [0u8; 48];
                if let Some(s) = to_precision_small(x, p, &mut buf) {
                    assert_eq!(std::str::from_utf8(s).unwrap(), to_precision_exact(x, p), "({x:e}).toPrecision({p})");
                }
                let mut buf = [0u8; 48];
                if let Some(s) = to_exponential_small(x, Some(p - 1), &mut buf) {
                    let want = to_exponential_exact(x, Some(p - 1));
                    assert_eq!(std::str::from_utf8(s).unwrap(), want, "({x:e}).toExponential({})", p - 1);
                }
            }
            let mut buf = [0u8; 48];
            if let Some(s) = to_exponential_small(x, None, &mut buf) {
                assert_eq!(std::str::from_utf8(s).unwrap(), to_exponential_exact(x, None), "({x:e}).toExponential()");
            }
            for r in 2..=36 {
                let mut buf = [0u8; 64];
                if let Some(s) = integer_radix_digits(x, r, &mut buf) {
                    let v = BigInt::from(x.abs() as u64);
                    let sign = if x < 0.0 { "-" } else { "" };
                    assert_eq!(
                        std::str::from_utf8(s).unwrap(),
                        format!("{sign}{}", v.to_str_radix(r)),
                        "({x:e}).toString({r})"
                    );
                }
            }
        }
        let mut buf = [0u8; 64];
        assert_eq!(to_fixed_small(1.005, 2, &mut buf), Some(&b"1.00"[..]));
        assert_eq!(to_fixed_small(-0.0001, 2, &mut buf), Some(&b"-0.00"[..]));
        assert_eq!(to_fixed_small(2.5, 0, &mut buf), Some(&b"3"[..]));
        assert_eq!(to_fixed_small(1e21, 2, &mut buf), None);
    }

    #[test]
    fn locale_formatting_matches_node() {
        for &(bits, min, max, grouping, expected) in LOCALE {
            let x = f64::from_bits(bits);
            assert_eq!(to_locale_string_en_us(x, min, max, grouping), expected, "{x:e} {min} {max} {grouping}");
        }
    }

    #[test]
    fn integer_conversions_match_node() {
        for &(bits, i, u32_, u16_) in INTS {
            let x = f64::from_bits(bits);
            assert_eq!(to_int32(x), i, "ToInt32({x:e})");
            assert_eq!(to_uint32(x), u32_, "ToUint32({x:e})");
            assert_eq!(to_uint16(x), u16_, "ToUint16({x:e})");
        }
    }

    #[test]
    fn string_to_number_matches_node() {
        for &(s, bits) in STRING_TO_NUMBER {
            assert_num(string_to_number(&u(s)), bits, &format!("Number({s:?})"));
        }
    }

    #[test]
    fn parse_float_matches_node() {
        for &(s, bits) in PARSE_FLOAT {
            assert_num(parse_float(&u(s)), bits, &format!("parseFloat({s:?})"));
        }
    }

    #[test]
    fn parse_int_matches_node() {
        for &(s, radix, bits) in PARSE_INT {
            let r = f64::from_bits(radix);
            assert_num(parse_int(&u(s), r), bits, &format!("parseInt({s:?}, {r})"));
        }
    }

    #[test]
    fn bigint_conversions_match_node() {
        for &(s, expected) in STRING_TO_BIGINT {
            let got = string_to_bigint(&u(s)).map(|b| b.to_string());
            assert_eq!(got.as_deref(), expected, "BigInt({s:?})");
        }
        for &(s, radix, expected) in BIGINT_TO_STRING {
            let b = string_to_bigint(&u(s)).unwrap();
            assert_eq!(bigint_to_string_radix(&b, radix), expected, "BigInt({s}).toString({radix})");
        }
    }

    /// Generated by node v20 (V8 11.3): bits, String(x), radix, x.toString(radix), d,
    /// x.toFixed(d), p, x.toPrecision(p), e, x.toExponential(e), x.toExponential().
    const NUMBER_FORMAT: &str = "\
0000000000000000 0 3 0 1 0.0 8 0.0000000 0 0e+0 0e+0
8000000000000000 0 32 0 11 0.00000000000 7 0.000000 4 0.0000e+0 0e+0
3ff0000000000000 1 7 1 9 1.000000000 13 1.000000000000 19 1.0000000000000000000e+0 1e+0
bff0000000000000 -1 12 -1 7 -1.0000000 8 -1.0000000 17 -1.00000000000000000e+0 -1e+0
3fe0000000000000 0.5 12 0.6 16 0.5000000000000000 59 0.50000000000000000000000000000000000000000000000000000000000 15 5.000000000000000e-1 5e-1
bfe0000000000000 -0.5 36 -0.i 5 -0.50000 5 -0.50000 10 -5.0000000000e-1 -5e-1
3ff8000000000000 1.5 16 1.8 10 1.5000000000 60 1.50000000000000000000000000000000000000000000000000000000000 18 1.500000000000000000e+0 1.5e+0
4004000000000000 2.5 32 2.g 18 2.500000000000000000 8 2.5000000 5 2.50000e+0 2.5e+0
c004000000000000 -2.5 2 -10.1 14 -2.50000000000000 6 -2.50000 16 -2.5000000000000000e+0 -2.5e+0
3fb999999999999a 0.1 8 0.0631463146314631464 19 0.1000000000000000056 20 0.10000000000000000555 4 1.0000e-1 1e-1
3fc999999999999a 0.2 7 0.12541254125412541255 9 0.200000000 7 0.2000000 13 2.0000000000000e-1 2e-1
3fd3333333333333 0.3 32 0.9j6cpj6cpj6 10 0.3000000000 21 0.299999999999999988898 16 2.9999999999999999e-1 3e-1
3fd5555555555555 0.3333333333333333 2 0.010101010101010101010101010101010101010101010101010101 6 0.333333 2 0.33 13 3.3333333333333e-1 3.333333333333333e-1
3fe5555555555555 0.6666666666666666 16 0.aaaaaaaaaaaaa8 17 0.66666666666666663 2 0.67 13 6.6666666666667e-1 6.666666666666666e-1
400921fb54442d18 3.141592653589793 36 3.53i5ab8p5f 15 3.141592653589793 12 3.14159265359 7 3.1415927e+0 3.141592653589793e+0
4005bf0a8b145769 2.718281828459045 2 10.101101111110000101010001011000101000101011101101001 3 2.718 7 2.718282 3 2.718e+0 2.718281828459045e+0
3ff0147ae147ae14 1.005 7 1.0015001500150015 46 1.0049999999999998934185896359849721193313598633 59 1.0049999999999998934185896359849721193313598632812500000000 0 1e+0 1.005e+0
3ff0b851eb851eb8 1.045 5 1.0103030303030303030303 6 1.045000 13 1.045000000000 9 1.045000000e+0 1.045e+0
4020b0a3d70a3d71 8.345 2 1000.0101100001010001111010111000010100011110101110001 2 8.35 11 8.3450000000 17 8.34500000000000064e+0 8.345e+0
4023fd70a3d70a3d 9.995 7 12.665166516651665165 39 9.994999999999999218402990663889795541763 6 9.99500 0 1e+1 9.995e+0
3eb0c6f7a0b5ed8d 0.000001 12 0.000002b9b9445467052b 9 0.000001000 2 0.0000010 2 1.00e-6 1e-6
3e7ad7f29abcaf48 1e-7 16 0.000001ad7f29abcaf48 0 0 20 9.9999999999999995475e-8 9 1.000000000e-7 1e-7
3e80823f71155233 1.23e-7 8 0.0000000204043756105251063 17 0.00000012300000000 16 1.230000000000000e-7 15 1.230000000000000e-7 1.23e-7
405edd2f1a9fbe77 123.456 2 1111011.0111010010111100011010100111111011111001110111 0 123 20 123.45600000000000307 0 1e+2 1.23456e+2
c05edd2f1a9fbe77 -123.456 8 -173.3513615237574734 14 -123.45600000000000 3 -123 8 -1.23456000e+2 -1.23456e+2
444b1ae4d6e2ef50 1e+21 5 1014102102000000000000000000000 2 1e+21 20 1.0000000000000000000e+21 5 1.00000e+21 1e+21
4415af1d78b58c40 100000000000000000000 36 l3r41ifs0p800 46 100000000000000000000.0000000000000000000000000000000000000000000000 16 1.000000000000000e+20 6 1.000000e+20 1e+20
444b1ae4d6e2ef4f 999999999999999900000 2 1101100011010111001001101011011100010111011110100111100000000000000000 5 999999999999999868928.00000 17 9.9999999999999987e+20 9 1.000000000e+21 9.999999999999999e+20
0000000000000001 5e-324 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003 12 0.000000000000 15 4.94065645841247e-324 17 4.94065645841246544e-324 5e-324
8000000000000001 -5e-324 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003 12 -0.000000000000 17 -4.9406564584124654e-324 7 -4.9406565e-324 -5e-324
0010000000000000 2.2250738585072014e-308 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000034lmua2oev 13 0.0000000000000 18 2.22507385850720138e-308 9 2.225073859e-308 2.2250738585072014e-308
7fefffffffffffff 1.7976931348623157e+308 36 1a1e4vngaiqo0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 4 1.7976931348623157e+308 5 1.7977e+308 10 1.7976931349e+308 1.7976931348623157e+308
ffefffffffffffff -1.7976931348623157e+308 36 -1a1e4vngaiqo0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 17 -1.7976931348623157e+308 17 -1.7976931348623157e+308 19 -1.7976931348623157081e+308 -1.7976931348623157e+308
4340000000000000 9007199254740992 3 1121202011211211122211100012101112 2 9007199254740992.00 11 9.0071992547e+15 8 9.00719925e+15 9.007199254740992e+15
4340000000000001 9007199254740994 16 20000000000002 19 9007199254740994.0000000000000000000 7 9.007199e+15 16 9.0071992547409940e+15 9.007199254740994e+15
41e0000000000000 2147483648 16 80000000 12 2147483648.000000000000 16 2147483648.000000 15 2.147483648000000e+9 2.147483648e+9
c1e0000000000000 -2147483648 36 -zik0zk 8 -2147483648.00000000 3 -2.15e+9 16 -2.1474836480000000e+9 -2.147483648e+9
41f0000000000000 4294967296 3 102002022201221111211 4 4294967296.0000 3 4.29e+9 17 4.29496729600000000e+9 4.294967296e+9
406fe00000000000 255 7 513 3 255.000 5 255.00 17 2.55000000000000000e+2 2.55e+2
c06fe00000000000 -255 32 -7v 12 -255.000000000000 15 -255.000000000000 12 -2.550000000000e+2 -2.55e+2
406ff00000000000 255.5 16 ff.8 15 255.500000000000000 21 255.500000000000000000 16 2.5550000000000000e+2 2.555e+2
3fd3333333333334 0.30000000000000004 16 0.4cccccccccccd 19 0.3000000000000000444 12 0.300000000000 20 3.00000000000000044409e-1 3.0000000000000004e-1
54b249ad2594c37d 1e+100 7 16201341553122251060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 0 1e+100 19 1.000000000000000016e+100 2 1.00e+100 1e+100
7e45798ee2308c39 1.7976931348623156e+300 36 ru5twcxkpq800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 4 1.7976931348623156e+300 5 1.7977e+300 11 1.79769313486e+300 1.7976931348623156e+300
4011666666666666 4.35 8 4.26314631463146314 73 4.3499999999999996447286321199499070644378662109375000000000000000000000000 12 4.35000000000 12 4.350000000000e+0 4.35e+0
3ff4147ae147ae14 1.255 16 1.4147ae147ae14 19 1.2549999999999998934 10 1.255000000 0 1e+0 1.255e+0
3ff4000000000000 1.25 16 1.4 4 1.2500 74 1.2500000000000000000000000000000000000000000000000000000000000000000000000 10 1.2500000000e+0 1.25e+0
3fc0000000000000 0.125 16 0.2 18 0.125000000000000000 10 0.1250000000 15 1.250000000000000e-1 1.25e-1
3fb0000000000000 0.0625 36 0.29 10 0.0625000000 11 0.062500000000 13 6.2500000000000e-2 6.25e-2
40934a456d5cfaad 1234.5678 3 1200201.120022221000012101122122221 42 1234.567800000000033833202905952930450439453125 16 1234.567800000000 16 1.2345678000000000e+3 1.2345678e+3
4059000000000000 100 12 84 2 100.00 9 100.000000 4 1.0000e+2 1e+2
412e848000000000 1000000 7 11333311 17 1000000.00000000000000000 13 1000000.000000 20 1.00000000000000000000e+6 1e+6
441ac53a7e04bcda 123456789012345680000 7 434014101441402122660000 13 123456789012345683968.0000000000000 8 1.2345679e+20 4 1.2346e+20 1.2345678901234568e+20
3ee4f8b588e368f1 0.00001 3 0.00000000001202211101211210021122111222221 17 0.00001000000000000 4 0.00001000 40 1.0000000000000000818030539140313095458623e-5 1e-5
3eb4b3fd5942cd96 0.000001234 3 0.0000000000001222010020020010220000101111020201 11 0.00000123400 20 0.0000012339999999999999590 2 1.23e-6 1.234e-6
4041800000000000 35 7 50 0 35 11 35.000000000 13 3.5000000000000e+1 3.5e+1
4042000000000000 36 36 10 14 36.00000000000000 7 36.00000 84 3.600000000000000000000000000000000000000000000000000000000000000000000000000000000000e+1 3.6e+1
4042800000000000 37 16 25 3 37.000 55 37.00000000000000000000000000000000000000000000000000000 8 3.70000000e+1 3.7e+1
40943c0000000000 1295 16 50f 12 1295.000000000000 1 1e+3 17 1.29500000000000000e+3 1.295e+3
40e6c7ffae147ae1 46655.99 8 133077.7727024365604 12 46655.989999999998 9 46655.9900 0 5e+4 4.665599e+4
42c428d204909e99 44331109523773.195 32 18a6i0i89t.68 5 44331109523773.19531 16 44331109523773.20 20 4.43311095237731953125e+13 4.4331109523773195e+13
3ff7f5c28f5c28f6 1.4975 8 1.37656050753412173 1 1.5 9 1.49750000 5 1.49750e+0 1.4975e+0
3b545ff1bd8e6c8e 6.74145e-23 3 0.00000000000000000000000000000000000000000000001210101201012220122201011002201101 10 0.0000000000 16 6.741450000000001e-23 14 6.74145000000000e-23 6.74145e-23
c2612e3b00000000 -590320500736 7 -60435456315361 7 -590320500736.0000000 2 -5.9e+11 8 -5.90320501e+11 -5.90320500736e+11
43994fbc00000000 455970770573590500 16 653ef0000000000 7 455970770573590528.0000000 15 4.55970770573591e+17 11 4.55970770574e+17 4.559707705735905e+17
c3269893c0000000 -3180104918237184 2 -1011010011000100100111100000000000000000000000000000 6 -3180104918237184.000000 13 -3.180104918237e+15 20 -3.18010491823718400000e+15 -3.180104918237184e+15
3ff5d57800000000 1.3646163940429688 7 1.2360305164460664155 10 1.3646163940 21 1.36461639404296875000 14 1.36461639404297e+0 1.3646163940429688e+0
4080340000000000 518.5 5 4033.2222222222222222222 19 518.5000000000000000000 7 518.5000 10 5.1850000000e+2 5.185e+2
431c6bf526340000 2000000000000000 16 71afd498d0000 17 2000000000000000.00000000000000000 15 2.00000000000000e+15 10 2.0000000000e+15 2e+15
40b76d0000000000 5997 16 176d 19 5997.0000000000000000000 16 5997.000000000000 13 5.9970000000000e+3 5.997e+3
41b1f75480000000 301421696 16 11f75480 10 301421696.0000000000 13 301421696.0000 5 3.01422e+8 3.01421696e+8
4054066666666666 80.1 2 1010000.000110011001100110011001100110011001100110011 2 80.10 4 80.10 0 8e+1 8.01e+1
3a40b27e993a3b9f 4.214977026e-28 3 0.00000000000000000000000000000000000000000000000000000000012221210212110212212022010211121 39 0.000000000000000000000000000421497702600 14 4.2149770260000e-28 20 4.21497702599999975341e-28 4.214977026e-28
3a5233e2340815ea 9.189999999999999e-28 5 0.0000000000000000000000000000000000000013134342334134112303324 8 0.00000000 6 9.19000e-28 5 9.19000e-28 9.189999999999999e-28
bf8af280e0000000 -0.013157851062715054 36 -0.0h1w4xrtut8p 18 -0.013157851062715054 15 -0.0131578510627151 4 -1.3158e-2 -1.3157851062715054e-2
3fb928bc00000000 0.09827780723571777 2 0.0001100100101000101111 15 0.098277807235718 4 0.09828 18 9.827780723571777344e-2 9.827780723571777e-2
e8a7274b00000000 -1.3521461096585723e+196 36 -136yf7sl3ey80000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 4 -1.3521461096585723e+196 9 -1.35214611e+196 13 -1.3521461096586e+196 -1.3521461096585723e+196
441fd85408a5004e 146859290000000000000 5 34323421111324330000000000000 3 146859289999999991808.000 16 1.468592900000000e+20 8 1.46859290e+20 1.4685929e+20
4463149584bcfcce 2.815771e+21 16 98a4ac25e7e6700000 15 2.815771e+21 17 2.8157710000000000e+21 9 2.815771000e+21 2.815771e+21
c281234500000000 -2355397394432 3 -22100011200200202002120112 11 -2355397394432.00000000000 3 -2.36e+12 9 -2.355397394e+12 -2.355397394432e+12
82a92870e2f8b800 -7.6936054248654e-296 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003u0bq2w1qev 0 -0 15 -7.69360542486540e-296 5 -7.69361e-296 -7.6936054248654e-296
3cf73dcd2247a540 5.1606300000000004e-15 16 0.00000000000173dcd2247a54 18 0.000000000000005161 3 5.16e-15 17 5.16063000000000040e-15 5.1606300000000004e-15
43a6e81bf46a4280 825300000000000000 36 69q8fly1gjk0 10 825300000000000000.0000000000 2 8.3e+17 5 8.25300e+17 8.253e+17
9c9276a500000000 -4.777662292118171e-171 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000007gemtstiocd 13 -0.0000000000000 16 -4.777662292118171e-171 8 -4.77766229e-171 -4.777662292118171e-171
bfa051e17423be4b -0.0318747 2 -0.000010000010100011110000101110100001000111011111001001011 0 -0 13 -0.03187470000000 29 -3.18746999999999988673060613564e-2 -3.18747e-2
3e72655b390bba48 6.853015422821044e-8 16 0.0000012655b390bba48 8 0.00000007 16 6.853015422821044e-8 14 6.85301542282104e-8 6.853015422821044e-8
1693b09f00000000 6.430829198850675e-200 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000119i5lfoy3h 3 0.000 6 6.43083e-200 1 6.4e-200 6.430829198850675e-200
43dbc16d674ec800 8000000000000000000 12 3732b12a38ab0a5400 11 8000000000000000000.00000000000 16 8.000000000000000e+18 6 8.000000e+18 8e+18
3cf073ca0bb8c077 3.653144836425782e-15 3 0.000000000000000000000000000000202022022120102012122110011200002 16 0.0000000000000037 9 3.65314484e-15 1 3.7e-15 3.653144836425782e-15
3f7effb400000000 0.007568076252937317 36 0.09t3gmpdjkyb 3 0.008 15 0.00756807625293732 40 7.5680762529373168945312500000000000000000e-3 7.568076252937317e-3
3f9e7f6600000000 0.029782861471176147 2 0.0000011110011111110110011 12 0.029782861471 7 0.02978286 3 2.978e-2 2.9782861471176147e-2
3fc4804000000000 0.16016387939453125 36 0.5rkltbj4i 3 0.160 21 0.160163879394531250000 13 1.6016387939453e-1 1.6016387939453125e-1
402a7d70a3d70a3d 13.245 5 23.11030303030303030303 11 13.24500000000 7 13.24500 8 1.32450000e+1 1.3245e+1
40c139b333333333 8819.4 3 110002122.1012101210121012101210121 61 8819.3999999999996362021192908287048339843750000000000000000000000 13 8819.400000000 15 8.819400000000000e+3 8.8194e+3
39d0d571b2e1cdd1 3.3198750019e-30 32 0.000000000000000000046le6pe3jeh 13 0.0000000000000 3 3.32e-30 20 3.31987500189999987650e-30 3.3198750019e-30
b96b3df700000000 -4.1973024136506173e-32 36 -0.00000000000000000000k75h5kg9yc8 10 -0.0000000000 2 -4.2e-32 4 -4.1973e-32 -4.1973024136506173e-32
c318e95a00000000 -1752993049346048 8 -61645320000000000 5 -1752993049346048.00000 2 -1.8e+15 30 -1.752993049346048000000000000000e+15 -1.752993049346048e+15
3af258454ba835e4 9.48404312133789e-25 36 0.0000000000000007jq8tgo4q6 2 0.00 14 9.4840431213379e-25 18 9.484043121337890311e-25 9.48404312133789e-25
68e1841580000000 1.6366693522513335e+197 36 d6ejlmrjmu800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 16 1.6366693522513335e+197 13 1.636669352251e+197 15 1.636669352251334e+197 1.6366693522513335e+197
41eb5d204211ff00 3672703504.562378 36 1oqms5s.k8ub 39 3672703504.562377929687500000000000000000000000000 15 3672703504.56238 10 3.6727035046e+9 3.672703504562378e+9
3bb8567618637ecd 5.1537168025970465e-21 16 0.000000000000000018567618637ecd 27 0.000000000000000000005153717 19 5.153716802597046474e-21 0 5e-21 5.1537168025970465e-21
033e0e408f43f1b0 4.705986567756515e-293 36 0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001t4wowvallh 4 0.0000 8 4.7059866e-293 39 4.705986567756515067750780719477936316503e-293 4.705986567756515e-293
3f6b5c0a00000000 0.00333978608250618 8 0.0015534024 1 0.0 1 0.003 17 3.33978608250617981e-3 3.33978608250618e-3
40ccc32800000000 14726.3125 2 11100110000110.0101 3 14726.313 6 14726.3 16 1.4726312500000000e+4 1.47263125e+4
404d3844d013a92a 58.4396 32 1q.e24q09qiag 16 58.4395999999999987 4 58.44 0 6e+1 5.84396e+1
32846470f7994400 2.4204616122335893e-65 36 0.000000000000000000000000000000000000000005lsjiaw684 9 0.000000000 1 2e-65 4 2.4205e-65 2.4204616122335893e-65
3f23879c4113c686 0.000149 3 0.00000000222101122212212122102100220221211 19 0.0001490000000000000 17 0.00014899999999999999 18 1.489999999999999897e-4 1.49e-4
532c737231464400 4.636450520253473e+92 36 6zk50aximns0000000000000000000000000000000000000000000000000 9 4.636450520253473e+92 7 4.636451e+92 4 4.6365e+92 4.636450520253473e+92
7b10d29700000000 6.253878823764594e+284 36 zeo0qlncun40000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 11 6.253878823764594e+284 9 6.25387882e+284 0 6e+284 6.253878823764594e+284
4032f1eb851eb852 18.945 16 12.f1eb851eb852 10 18.9450000000 7 18.94500 9 1.894500000e+1 1.8945e+1
3fa3c3b19b181edb 0.0386024 7 0.01614535103602226522 2 0.04 9 0.0386024000 17 3.86024000000000020e-2 3.86024e-2
41113fcc0cc20000 282611.01245880127 16 44ff3.03308 14 282611.01245880126953 12 282611.012459 7 2.8261101e+5 2.8261101245880127e+5
42ba463e80000000 28888998608896 12 32a6a6b223314 19 28888998608896.0000000000000000000 17 28888998608896.000 9 2.888899861e+13 2.8888998608896e+13
b8c31a801c25a800 -2.8743778137800745e-35 12 -0.00000000000000000000000000000000b95978867679616 17 -0.00000000000000000 5 -2.8744e-35 0 -3e-35 -2.8743778137800745e-35
40630b3333333333 152.35 8 230.263146314631463 16 152.3499999999999943 19 152.3499999999999943 10 1.5235000000e+2 1.5235e+2
60832a8b00000000 8.223248215626293e+156 36 j9ku5i0zzbk000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 20 8.223248215626293e+156 13 8.223248215626e+156 9 8.223248216e+156 8.223248215626293e+156
3c3f7054463d0f8b 1.7043e-18 7 0.0000000000000000000006443404024413324155 6 0.000000 13 1.704300000000e-18 18 1.704300000000000053e-18 1.7043e-18
3fdf22d0e5604189 0.4865 36 0.hii56mgpcdr 19 0.4864999999999999880 9 0.486500000 20 4.86499999999999988010e-1 4.865e-1
1d1b902400000000 1.8258693525353276e-168 36 0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000275ccyoupck 4 0.0000 18 1.82586935253532755e-168 4 1.8259e-168 1.8258693525353276e-168
40c33f5680000000 9854.67578125 32 9ju.lk 30 9854.675781250000000000000000000000 12 9854.67578125 0 1e+4 9.85467578125e+3
3cbcddb25b318dc6 4.0059626102447514e-16 2 0.0000000000000000000000000000000000000000000000000001110011011101101100100101101100110001100011011100011 18 0.000000000000000401 20 4.0059626102447514331e-16 19 4.0059626102447514331e-16 4.0059626102447514e-16
4247b0193b01f47c 203477382659.91003 8 2754014473003.72174 8 203477382659.91003418 93 203477382659.910034179687500000000000000000000000000000000000000000000000000000000000000000000 4 2.0348e+11 2.0347738265991003e+11
411cc2c7c0000000 471217.9375 36 a3ld.xr 19 471217.9375000000000000000 8 471217.94 19 4.7121793750000000000e+5 4.712179375e+5
3a37c4b90ebc4813 3e-28 36 0.0000000000000000033e8xvk7fgb 8 0.00000000 5 3.0000e-28 20 3.00000000000000002580e-28 3e-28
3faded2e66666667 0.05845017433166504 3 0.001120121110211010010021201121002222 18 0.058450174331665043 21 0.0584501743316650432258 15 5.845017433166504e-2 5.845017433166504e-2
95276b2c00000000 -9.117896552041952e-207 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000008vgwte5nw5o 12 -0.000000000000 71 -9.1178965520419520980540205808409568387118462255582736384575748321687523e-207 6 -9.117897e-207 -9.117896552041952e-207
3c4b9ef094402c80 2.9946594732855356e-18 36 0.00000000000e6u13vyah1n 14 0.00000000000000 1 3e-18 0 3e-18 2.9946594732855356e-18
3fa8b28000000000 0.048236846923828125 5 0.0110033222434342223221342 6 0.048237 10 0.04823684692 12 4.823684692383e-2 4.8236846923828125e-2
3db6bc8349383cb9 2.067861557006836e-11 32 0.0000000mni1kie1sn4 8 0.00000000 14 2.0678615570068e-11 78 2.067861557006835854032877069193712771602577937812839081743732094764709472656250e-11 2.067861557006836e-11
4066cf22d0e56042 182.473 12 132.5814165225b52 33 182.473000000000013187673175707459450 16 182.4730000000000 10 1.8247300000e+2 1.82473e+2
c098c20000000000 -1584.5 2 -11000110000.1 19 -1584.5000000000000000000 21 -1584.50000000000000000 10 -1.5845000000e+3 -1.5845e+3
150d9dd100000000 2.8827454454240305e-207 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002t0619p51o 11 0.00000000000 11 2.8827454454e-207 5 2.88275e-207 2.8827454454240305e-207
3fc0132c00000000 0.12558507919311523 8 0.1002313 87 0.125585079193115234375000000000000000000000000000000000000000000000000000000000000000000 15 0.125585079193115 10 1.2558507919e-1 1.2558507919311523e-1
40b570bae147ae14 5488.73 2 1010101110000.10111010111000010100011110101110000101 20 5488.72999999999956344254 7 5488.730 12 5.488730000000e+3 5.48873e+3
3f36628000000000 0.000341564416885376 2 0.0000000000010110011000101 0 0 3 0.000342 15 3.415644168853760e-4 3.41564416885376e-4
3d61770a1b618346 4.963850975036621e-13 2 0.00000000000000000000000000000000000000001000101110111000010100001101101100001100000110100011 4 0.0000 9 4.96385098e-13 6 4.963851e-13 4.963850975036621e-13
bff667c06e19b90f -1.40033 2 -1.0110011001111100000001101110000110011011100100001111 3 -1.400 20 -1.4003300000000000747 3 -1.400e+0 -1.40033e+0
45c1f4ac3add6b63 1.11140727997e+28 32 8v9b1qrllm600000000 20 1.11140727997e+28 7 1.111407e+28 8 1.11140728e+28 1.11140727997e+28
3ad70216f39ffa86 2.9737353324890003e-25 8 0.000000000000000000000000000560102674717772414 15 0.000000000000000 8 2.9737353e-25 2 2.97e-25 2.9737353324890003e-25
f29b44f0dcbdda00 -1.1637253616142336e+244 36 -j66ibwgtzmw00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 18 -1.1637253616142336e+244 8 -1.1637254e+244 0 -1e+244 -1.1637253616142336e+244
4029b33333333333 12.85 5 22.411111111111111111111 4 12.8500 11 12.850000000 3 1.285e+1 1.285e+1
434d1b7400000000 16385918709530624 8 721556400000000000 10 16385918709530624.0000000000 6 1.63859e+16 6 1.638592e+16 1.6385918709530624e+16
3ea3574927913e81 5.764055252075195e-7 36 0.0000yupjc5vws4 19 0.0000005764055252075 15 5.76405525207520e-7 0 6e-7 5.764055252075195e-7
42a1ca9623e20000 9780900000000 5 2240222240400000000 20 9780900000000.00000000000000000000 18 9780900000000.00000 16 9.7809000000000000e+12 9.7809e+12
3ffe4fdf3b645a1d 1.8945 36 1.w79sifjve4k 5 1.89450 5 1.8945 20 1.89450000000000007283e+0 1.8945e+0
c2b6550400000000 -24554395140096 3 -10012221101012000102100012210 6 -24554395140096.000000 7 -2.455440e+13 18 -2.455439514009600000e+13 -2.4554395140096e+13
43874af30686eab3 209802627563476580 16 2e95e60d0dd5660 2 209802627563476576.00 11 2.0980262756e+17 12 2.098026275635e+17 2.0980262756347658e+17
42824c1bd0e9a896 2514761686325.073 7 346454065433660.0341 1 2514761686325.1 16 2514761686325.073 19 2.5147616863250732422e+12 2.514761686325073e+12
4115932c00000000 353483 12 15068b 13 353483.0000000000000 5 3.5348e+5 3 3.535e+5 3.53483e+5
3ff8000000000000 1.5 8 1.4 17 1.50000000000000000 13 1.500000000000 13 1.5000000000000e+0 1.5e+0
44a935d3741a0b06 5.952603816986084e+22 16 c9ae9ba0d0583000000 1 5.952603816986084e+22 8 5.9526038e+22 15 5.952603816986084e+22 5.952603816986084e+22
404f2f71b8000000 62.3706579208374 5 222.14113123111121140032 6 62.370658 20 62.370657920837402344 16 6.2370657920837402e+1 6.23706579208374e+1
3f66dcd0a3d70a3e 0.0027908396720886233 3 0.00000200022101111111020022211022212111 17 0.00279083967208862 21 0.00279083967208862328974 12 2.790839672089e-3 2.7908396720886233e-3
3c55930ddc4490eb 4.678208827972412e-18 16 0.00000000000000564c37711243ac 8 0.00000000 14 4.6782088279724e-18 17 4.67820882797241187e-18 4.678208827972412e-18
409b7f5400000000 1759.83203125 3 2102011.21111011221211200020122102 6 1759.832031 21 1759.83203125000000000 16 1.7598320312500000e+3 1.75983203125e+3
9b6de0b580000000 -1.4746220579068974e-176 36 -0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000012nga56w42u 0 -0 78 -1.47462205790689742280705360940453281778218426742959958336024048785167202524005e-176 5 -1.47462e-176 -1.4746220579068974e-176
3f7f237600000000 0.007602177560329437 16 0.01f2376 19 0.0076021775603294373 18 0.00760217756032943726 13 7.6021775603294e-3 7.602177560329437e-3
411034bc00000000 265519 32 839f 9 265519.000000000 4 2.655e+5 12 2.655190000000e+5 2.65519e+5
3bb80e4159d4b139 5.093989372253418e-21 16 0.0000000000000000180e4159d4b139 9 0.000000000 6 5.09399e-21 1 5.1e-21 5.093989372253418e-21
c09876a900000000 -1565.6650390625 3 -2010222.122221210222000122210112122 12 -1565.665039062500 2 -1.6e+3 2 -1.57e+3 -1.5656650390625e+3
e9690a6e00000000 -5.989827539489005e+199 36 -3pysscwzu2q0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 15 -5.989827539489005e+199 9 -5.98982754e+199 9 -5.989827539e+199 -5.989827539489005e+199
40f70c7b33333333 94407.7 2 10111000011000111.101100110011001100110011001100110011 19 94407.6999999999970896170 5 94408 5 9.44077e+4 9.44077e+4
c3899a5740000000 -230610366218895360 5 -3413303030220004014122400 19 -230610366218895360.0000000000000000000 20 -230610366218895360.00 9 -2.306103662e+17 -2.3061036621889536e+17
408f0c589c800000 993.543267250061 8 1741.4261162 6 993.543267 5 993.54 5 9.93543e+2 9.93543267250061e+2
4012d4f200000000 4.707954406738281 7 4.464554061621610124 18 4.707954406738281250 12 4.70795440674 13 4.7079544067383e+0 4.707954406738281e+0
39897080e2cc4700 1.5678281784768556e-31 7 0.0000000000000000000000000000000000002624130400014155102 16 0.0000000000000000 15 1.56782817847686e-31 11 1.56782817848e-31 1.5678281784768556e-31
3a53ce9a36f23c10 1e-27 8 0.0000000000000000000000000000011716464333621701 14 0.00000000000000 2 1.0e-27 6 1.000000e-27 1e-27
a231991200000000 -5.637203197042187e-144 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000upci4gbferg 13 -0.0000000000000 6 -5.63720e-144 17 -5.63720319704218733e-144 -5.637203197042187e-144
2ba9d7dc00000000 2.36307620253801e-98 36 0.000000000000000000000000000000000000000000000000000000000000002mt14mbcu2e 2 0.00 13 2.363076202538e-98 9 2.363076203e-98 2.36307620253801e-98
bfdd2923e5b8561d -0.455636 8 -0.351222174556053035 0 -0 6 -0.455636 13 -4.5563600000000e-1 -4.55636e-1
c3de7a9bc0000000 -8784956068930257000 5 -1042143143230213132121200000 5 -8784956068930256896.00000 31 -8784956068930256896.000000000000 50 -8.78495606893025689600000000000000000000000000000000e+18 -8.784956068930257e+18
4023970a3d70a3d7 9.795 3 100.2101101122221210012021011012 1 9.8 13 9.795000000000 3 9.795e+0 9.795e+0
44e491fb9b31be82 7.771219015e+23 7 14553233336443463310000000000 2 7.771219015e+23 7 7.771219e+23 0 8e+23 7.771219015e+23
b84f2c5500000000 -1.832194378988384e-37 36 -0.00000000000000000000000443cblro598 98 -0.00000000000000000000000000000000000018321943789883839406718062132005654458502274163748838679345146 8 -1.8321944e-37 1 -1.8e-37 -1.832194378988384e-37
3ff478d4fdf3b646 1.2795 7 1.1646036161044520325 17 1.27950000000000008 18 1.27950000000000008 4 1.2795e+0 1.2795e+0
3e66a98ed826328b 4.221189e-8 12 0.00000016197954bb26098 13 0.0000000422119 13 4.221189000000e-8 11 4.22118900000e-8 4.221189e-8
3f82e05a8f5c28f6 0.009216983318328858 16 0.025c0b51eb851ec 12 0.009216983318 20 0.0092169833183288578382 17 9.21698331832885784e-3 9.216983318328858e-3
3f599c3c00000000 0.0015631280839443207 12 0.00284b5856a9b3 10 0.0015631281 17 0.0015631280839443207 6 1.563128e-3 1.5631280839443207e-3
3dd5b7b4bb1cc6ec 7.900817394256592e-11 36 0.00000066w2egzfok 6 0.000000 78 7.90081739425659158286524373350457814413339008297043619677424430847167968750000e-11 19 7.9008173942565915829e-11 7.900817394256592e-11
3f32d68000000000 0.0002874433994293213 5 0.000004221201301144403030202 9 0.000287443 41 0.00028744339942932128906250000000000000000000 11 2.87443399429e-4 2.874433994293213e-4
75270e8f00000000 2.163747948026559e+256 36 cmvrgv85ysw0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 10 2.163747948026559e+256 8 2.1637479e+256 10 2.1637479480e+256 2.163747948026559e+256
3eb2b60e8839de33 0.000001115272 32 0.00015dgeh0stsco 13 0.0000011152720 6 0.00000111527 1 1.1e-6 1.115272e-6
4026cf5c28f5c28f 11.405 32 b.cun18un18u 15 11.404999999999999 5 11.405 6 1.140500e+1 1.1405e+1
40554942c3c9eecc 85.1447 12 71.18a05ba74b268 4 85.1447 1 9e+1 12 8.514470000000e+1 8.51447e+1
4052b66666666666 74.85 2 1001010.110110011001100110011001100110011001100110011 11 74.85000000000 5 74.850 40 7.4849999999999994315658113919198513031006e+1 7.485e+1
40f2ec8000000000 77512 36 1nt4 88 77512.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 86 77512.000000000000000000000000000000000000000000000000000000000000000000000000000000000 16 7.7512000000000000e+4 7.7512e+4
3ae87db6fcb54c04 6.330794095993001e-25 7 0.00000000000000000000000000002016122212501022312 15 0.000000000000000 9 6.33079410e-25 9 6.330794096e-25 6.330794095993001e-25
c058bce280000000 -98.95132446289062 8 -142.74705 20 -98.95132446289062500000 83 -98.951324462890625000000000000000000000000000000000000000000000000000000000000000000 6 -9.895132e+1 -9.895132446289062e+1
3f5e39a800000000 0.0018448010087013245 7 0.00043001624240626210213 0 0 15 0.00184480100870132 16 1.8448010087013245e-3 1.8448010087013245e-3
3f721bb800000000 0.004420965909957886 2 0.0000000100100001101110111 15 0.004420965909958 16 0.004420965909957886 6 4.420966e-3 4.420965909957886e-3
40168d4000000000 5.637939453125 16 5.a35 3 5.638 12 5.63793945313 17 5.63793945312500000e+0 5.637939453125e+0
bfed4d983947496b -0.915722 36 -0.wyrxbmabf8i 4 -0.9157 21 -0.915722000000000035946 12 -9.157220000000e-1 -9.15722e-1
3fc784ba0e842742 0.183738 12 0.2255ba88a3957b27 20 0.18373800000000001242 9 0.183738000 19 1.8373800000000001242e-1 1.83738e-1
a7441c70674a9c00 -1.5576409015787665e-119 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000anrg1r2dlwg 57 -0.000000000000000000000000000000000000000000000000000000000 11 -1.5576409016e-119 9 -1.557640902e-119 -1.5576409015787665e-119
bf5536cf00000000 -0.0012948056682944298 12 -0.0022a2328a1b599 1 -0.0 21 -0.00129480566829442977905 0 -1e-3 -1.2948056682944298e-3
454d581f9a7b72a0 7.094999999999999e+25 36 8wxlnpt6fwg000000 3 7.094999999999999e+25 13 7.095000000000e+25 17 7.09499999999999907e+25 7.094999999999999e+25
8696d7f380000000 -6.443291360962457e-277 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000006rxa522btym 20 -0.00000000000000000000 6 -6.44329e-277 11 -6.44329136096e-277 -6.443291360962457e-277
c27ff01940000000 -2194754764800 32 -1vs0p8000 96 -2194754764800.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 11 -2.1947547648e+12 3 -2.195e+12 -2.1947547648e+12
3f774bee00000000 0.005687646567821503 3 0.00001101022112211121022221100200010102 7 0.0056876 1 0.006 3 5.688e-3 5.687646567821503e-3
5e50d72e00000000 2.102877959313262e+146 36 12lwg8mv8drk00000000000000000000000000000000000000000000000000000000000000000000000000000000000 4 2.102877959313262e+146 24 2.10287795931326209599065e+146 1 2.1e+146 2.102877959313262e+146
3d26a61a4f28f1e6 4.0232419967651e-14 16 0.00000000000b530d279478f3 20 0.00000000000004023242 9 4.02324200e-14 1 4.0e-14 4.0232419967651e-14
0246b880b753eef0 1.0856660895398846e-297 36 0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001y3xtg1ydp9 17 0.00000000000000000 6 1.08567e-297 87 1.085666089539884649019852818573433441236338389551177178679582365205436201378367197009171e-297 1.0856660895398846e-297
4409687d80000000 58587239591532560000 7 206615051616214360620000 7 58587239591532560384.0000000 86 58587239591532560384.000000000000000000000000000000000000000000000000000000000000000000 12 5.858723959153e+19 5.858723959153256e+19
bfe2153586ca89fc -0.565089 16 -0.90a9ac36544fe 14 -0.56508900000000 11 -0.56508900000 18 -5.650889999999999525e-1 -5.65089e-1
bfabf2eb4487188e -0.0545877 16 -0.0df975a2438c47 3 -0.055 11 -0.054587700000 0 -5e-2 -5.45877e-2
3fb4c19600000000 0.08107888698577881 36 0.2x2te90h33e 5 0.08108 12 0.0810788869858 11 8.10788869858e-2 8.107888698577881e-2
f67be470d0fac400 -5.489354612332497e+262 36 -j32o77nc54000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 9 -5.489354612332497e+262 45 -5.48935461233249734412818611059779246355658843e+262 14 -5.48935461233250e+262 -5.489354612332497e+262
7a0d8ae900000000 8.379053532810585e+279 36 m4stzv4qxdc0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 11 8.379053532810585e+279 3 8.38e+279 5 8.37905e+279 8.379053532810585e+279
bf50937280000000 -0.0010117166675627232 12 -0.0018b8b779491b76 17 -0.00101171666756272 21 -0.00101171666756272315979 18 -1.011716667562723160e-3 -1.0117166675627232e-3
3ffe922000000000 1.910675048828125 32 1.t4h 14 1.91067504882813 12 1.91067504883 13 1.9106750488281e+0 1.910675048828125e+0
429fb4159fe6cf1b 8714579343795.776 3 1010212002212000111012110100.202222 11 8714579343795.77636718750 19 8714579343795.776367 18 8.714579343795776367e+12 8.714579343795776e+12
59cc3e72b529b300 3.7341647329796807e+124 32 e3ssll56pg0000000000000000000000000000000000000000000000000000000000000000000000000 0 3.7341647329796807e+124 11 3.7341647330e+124 6 3.734165e+124 3.7341647329796807e+124
c3c9b00300000000 -3701965490768314400 32 -36o0600000000 9 -3701965490768314368.000000000 9 -3.70196549e+18 19 -3.7019654907683143680e+18 -3.7019654907683144e+18
4065b482c0000000 173.64096069335938 2 10101101.101001000001011 11 173.64096069336 18 173.640960693359375 10 1.7364096069e+2 1.7364096069335938e+2
43da816580000000 7639677269648081000 16 6a05960000000000 0 7639677269648080896 17 7.6396772696480809e+18 0 8e+18 7.639677269648081e+18
9fe6966500000000 -5.264534748082422e-155 36 -0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000mgxl7wujwx 0 -0 15 -5.26453474808242e-155 13 -5.2645347480824e-155 -5.264534748082422e-155
bfa0393682730c67 -0.0316865 3 -0.00021200220011112202220220100100212 11 -0.03168650000 16 -0.03168650000000000 17 -3.16864999999999994e-2 -3.16865e-2
437cedfecc4cc2e1 130287647247314450 8 7166776630463027020 3 130287647247314448.000 3 1.30e+17 7 1.3028765e+17 1.3028764724731445e+17
4013800000000000 4.875 36 4.vi 1 4.9 17 4.8750000000000000 20 4.87500000000000000000e+0 4.875e+0
3d20998648f5f401 2.9487e-14 12 0.00000000000031a38228a926477 17 0.00000000000002949 3 2.95e-14 17 2.94869999999999997e-14 2.9487e-14
4018333333333333 6.05 3 20.0011001100110011001100110011001 11 6.05000000000 2 6.0 81 6.049999999999999822364316059974953532218933105468750000000000000000000000000000000e+0 6.05e+0
45a59a6cfcd71916 3.342937231064e+27 8 2546466374656144260000000000000 2 3.342937231064e+27 21 3.34293723106399980722e+27 27 3.342937231063999807221661696e+27 3.342937231064e+27
82902c6d00000000 -2.473029597922171e-296 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000018d0lntmq5h 8 -0.00000000 3 -2.47e-296 17 -2.47302959792217087e-296 -2.473029597922171e-296
bfe59c92ddbdb5d9 -0.675363 7 -0.4504355320406334305 11 -0.67536300000 18 -0.675363000000000047 5 -6.75363e-1 -6.75363e-1
5ee204803e9b4a00 1.15192545364333e+149 36 gbh3g3dsjjs0000000000000000000000000000000000000000000000000000000000000000000000000000000000000 12 1.15192545364333e+149 10 1.151925454e+149 2 1.15e+149 1.15192545364333e+149
c010fe718a86d71f -4.24848 36 -4.8y12zeuko 6 -4.248480 12 -4.24848000000 19 -4.2484799999999998121e+0 -4.24848e+0
3f5032fc6a7ef9db 0.0009887185096740722 2 0.00000000010000001100101111110001101010011111101111100111011011 5 0.00099 8 0.00098871851 19 9.8871850967407223613e-4 9.887185096740722e-4
45a838ace78cf2a8 3.7480783e+27 7 325201433505436235330000000000000 5 3.7480783e+27 10 3.748078300e+27 6 3.748078e+27 3.7480783e+27
4293aa0fe2e88000 5405282974240 32 4ta1vheh0 9 5405282974240.000000000 13 5405282974240 2 5.41e+12 5.40528297424e+12
416b2dc3f399c000 14249503.61251831 36 8hezj.m1tnk 12 14249503.612518310547 20 14249503.612518310547 13 1.4249503612518e+7 1.424950361251831e+7
43a8fabc0a003f62 899978876113891600 3 12222220010202202022002200120110120000 9 899978876113891584.000000000 12 8.99978876114e+17 4 8.9998e+17 8.999788761138916e+17
bf99dc725c3dee78 -0.025255 32 -0.0prhp5offef 18 -0.025255000000000000 1 -0.03 9 -2.525500000e-2 -2.5255e-2
bfe3400da1a93294 -0.601569 2 -0.100110100000000001101101000011010100100110010100101 58 -0.6015690000000000203783656615996733307838439941406250000000 9 -0.601569000 14 -6.01569000000000e-1 -6.01569e-1
4114348400000000 331041 12 13b6a9 17 331041.00000000000000000 10 331041.0000 17 3.31041000000000000e+5 3.31041e+5
3d05a14adc87b9fb 9.605671167373658e-15 36 0.000000000z4bbzkipkd 1 0.0 5 9.6057e-15 7 9.6056712e-15 9.605671167373658e-15
4195e65800000000 91854336 8 536313000 10 91854336.0000000000 5 9.1854e+7 13 9.1854336000000e+7 9.1854336e+7
407a280000000000 418.5 3 120111.1111111111111111111111111112 3 418.500 10 418.5000000 8 4.18500000e+2 4.185e+2
4245fa6420000000 188790358016 7 16432254365021 11 188790358016.00000000000 2 1.9e+11 7 1.8879036e+11 1.88790358016e+11
bfe3d102bc72e276 -0.619264 5 -0.30220100000000000000001 74 -0.61926400000000003664979431050596758723258972167968750000000000000000000000 5 -0.61926 16 -6.1926400000000004e-1 -6.19264e-1
3bc3c880ac73bf00 8.378516777853486e-21 2 0.000000000000000000000000000000000000000000000000000000000000000000100111100100010000000101011000111001110111111 17 0.00000000000000000 68 8.3785167778534856916491127405110135435703152677637192691229017782462e-21 7 8.3785168e-21 8.378516777853486e-21
4086fc0000000000 735.5 12 513.6 4 735.5000 8 735.50000 18 7.355000000000000000e+2 7.355e+2
40a375b540000000 2490.85400390625 36 1x6.uqsemi 14 2490.85400390625000 57 2490.85400390625000000000000000000000000000000000000000000 0 2e+3 2.49085400390625e+3
631dfcb280000000 2.8292545924999044e+169 36 nhvdlp09fr400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 11 2.8292545924999044e+169 8 2.8292546e+169 2 2.83e+169 2.8292545924999044e+169
0ea4517200000000 3.900295481404307e-238 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000052ocpq06tcv 2 0.00 12 3.90029548140e-238 6 3.900295e-238 3.900295481404307e-238
434238ae00000000 10257739112513536 7 6204430123463122540 17 10257739112513536.00000000000000000 12 1.02577391125e+16 14 1.02577391125135e+16 1.0257739112513536e+16
bec0f080846dc600 -0.0000020193411133732474 36 -0.0003e3nz7z0xe4 8 -0.00000202 2 -0.0000020 3 -2.019e-6 -2.0193411133732474e-6
9faf1d2280000000 -4.5323706857269096e-156 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001xn5frgiwwv 11 -0.00000000000 12 -4.53237068573e-156 4 -4.5324e-156 -4.5323706857269096e-156
4031b8ce703afb7f 17.7219 16 11.b8ce703afb7f 10 17.7219000000 1 2e+1 9 1.772190000e+1 1.77219e+1
eb5c518100000000 -1.4546728426239319e+209 36 -45gnm7r654o0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 20 -1.4546728426239319e+209 10 -1.454672843e+209 4 -1.4547e+209 -1.4546728426239319e+209
4624833aa1c4c27b 8.125883341e+29 32 kgcta3h62fc000000000 12 8.125883341e+29 14 8.1258833410000e+29 19 8.1258833409999998975e+29 8.125883341e+29
40d7440400000000 23824.0625 32 n8g.2 1 23824.1 17 23824.062500000000 7 2.3824063e+4 2.38240625e+4
44c0e4585b7e38a1 1.59540176392e+23 3 2000000001210120102012220111201100000000000000000 15 1.59540176392e+23 7 1.595402e+23 0 2e+23 1.59540176392e+23
dfc5e080b4a7f600 -2.2915791403661132e+153 36 -6yhogdun6ac0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 10 -2.2915791403661132e+153 21 -2.29157914036611322187e+153 6 -2.291579e+153 -2.2915791403661132e+153
4186249300000000 46436960 8 261111140 18 46436960.000000000000000000 6 4.64370e+7 13 4.6436960000000e+7 4.643696e+7
43514b6580000000 19471895661379584 2 1000101001011011001011000000000000000000000000000000000 17 19471895661379584.00000000000000000 17 19471895661379584 16 1.9471895661379584e+16 1.9471895661379584e+16
40ce1ecc00000000 15421.59375 5 443141.24410213244102133 1 15421.6 13 15421.59375000 18 1.542159375000000000e+4 1.542159375e+4
417c50be1c7f2000 29690849.781036377 7 510240146.531616102 17 29690849.78103637695312500 11 29690849.781 12 2.969084978104e+7 2.9690849781036377e+7
3f7b95f000000000 0.006734788417816162 16 0.01b95f 15 0.006734788417816 21 0.00673478841781616210938 2 6.73e-3 6.734788417816162e-3
bfcf3d0000000000 -0.244049072265625 2 -0.001111100111101 6 -0.244049 12 -0.244049072266 0 -2e-1 -2.44049072265625e-1
42d38ddbdcd80000 86000000000000 3 102021111112000212101120112012 0 86000000000000 1 9e+13 16 8.6000000000000000e+13 8.6e+13
3c28b964d155d808 6.70150637626648e-19 36 0.0000000000036bcttfgkv8 16 0.0000000000000000 16 6.701506376266480e-19 20 6.70150637626647987722e-19 6.70150637626648e-19
4091760000000000 1117.5 16 45d.8 3 1117.500 88 1117.500000000000000000000000000000000000000000000000000000000000000000000000000000000000 9 1.117500000e+3 1.1175e+3
3a19985127b772dc 8.076354265000001e-29 12 0.00000000000000000000000000b1174283b89127 19 0.0000000000000000000 13 8.076354265000e-29 4 8.0764e-29 8.076354265000001e-29
41008fb733e80000 135670.90034484863 2 100001000111110110.1110011001111101 20 135670.90034484863281250000 8 135670.90 18 1.356709003448486328e+5 1.3567090034484863e+5
d22bfd9180000000 -6.960163373437383e+87 16 -dfec8c0000000000000000000000000000000000000000000000000000000000000000000 7 -6.960163373437383e+87 7 -6.960163e+87 20 -6.96016337343738307544e+87 -6.960163373437383e+87
3ff799999999999a 1.475 12 1.584972497249726 2 1.48 17 1.4750000000000001 0 1e+0 1.475e+0
64083e80f18dfc00 7.495395743949742e+173 36 dcb2onw0on400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 39 7.495395743949742e+173 17 7.4953957439497418e+173 6 7.495396e+173 7.495395743949742e+173
523d9c7038861c00 1.4726281796235571e+88 36 acs668oxcog0000000000000000000000000000000000000000000000 5 1.4726281796235571e+88 16 1.472628179623557e+88 5 1.47263e+88 1.4726281796235571e+88
3f8a8d3e00000000 0.012964710593223572 32 0.0d8qfg 14 0.01296471059322 16 0.01296471059322357 3 1.296e-2 1.2964710593223572e-2
41ef7c2e80000000 4225856512 3 101220111200202100011 8 4225856512.00000000 6 4.22586e+9 12 4.225856512000e+9 4.225856512e+9
05a1ab6c00000000 1.5209719032820206e-281 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000007gn5yyrt72o 13 0.0000000000000 16 1.520971903282021e-281 12 1.520971903282e-281 1.5209719032820206e-281
3f8eafd1c0000000 0.014983786270022392 2 0.00000011110101011111101000111 5 0.01498 7 0.01498379 19 1.4983786270022392273e-2 1.4983786270022392e-2
404d543fe5c91d15 58.6582 32 1q.l1vsn4hq58 10 58.6582000000 6 58.6582 14 5.86582000000000e+1 5.86582e+1
e2d560709edc9000 -1.2605458157594101e+168 36 -11oqal6pjdnk0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 78 -1.2605458157594101e+168 6 -1.26055e+168 8 -1.26054582e+168 -1.2605458157594101e+168
bfd5bfdb4cc25072 -0.339835 12 -0.40b299a57b090b3 15 -0.339835000000000 6 -0.339835 10 -3.3983500000e-1 -3.39835e-1
c093969580000000 -1253.64599609375 12 -885.790346 0 -1254 16 -1253.645996093750 6 -1.253646e+3 -1.25364599609375e+3
86be3680fa989400 -3.4087604499056812e-276 36 -0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000zugiigok4mh 13 -0.0000000000000 15 -3.40876044990568e-276 3 -3.409e-276 -3.4087604499056812e-276
3d64c1a88b5fd42e 5.89934587478638e-13 36 0.00000001nww71g0qib 18 0.000000000000589935 18 5.89934587478638014e-13 3 5.899e-13 5.89934587478638e-13
44fa784379d99db4 2e+24 5 32042220212000000000000000000000000 13 2e+24 5 2.0000e+24 17 1.99999999999999997e+24 2e+24
3a1522b7fc6d09c2 6.669225700000001e-29 7 0.0000000000000000000000000000000003415643434414102612 15 0.000000000000000 12 6.66922570000e-29 15 6.669225700000001e-29 6.669225700000001e-29
4045d33333333333 43.65 36 17.neeeeeeee 17 43.64999999999999858 16 43.65000000000000 16 4.3649999999999999e+1 4.365e+1
c04a21bc00000000 -52.2635498046875 5 -202.1124324403240041422 16 -52.2635498046875000 18 -52.2635498046875000 5 -5.22635e+1 -5.22635498046875e+1
40bd27034fa00000 7463.012933731079 5 214323.001302021044043312 18 7463.012933731079101563 3 7.46e+3 13 7.4630129337311e+3 7.463012933731079e+3
3ff360d040000000 1.2111361026763916 16 1.360d04 11 1.21113610268 9 1.21113610 17 1.21113610267639160e+0 1.2111361026763916e+0
4021fe4cd7492791 8.99668 2 1000.1111111100100110011010111010010010010011110010001 11 8.99668000000 7 8.996680 1 9.0e+0 8.99668e+0
1d7b4c9200000000 1.1573661721126018e-166 36 0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003vczp0zt00n 11 0.00000000000 2 1.2e-166 10 1.1573661721e-166 1.1573661721126018e-166
c0736570a3d70a3d -310.34 36 -8m.c8n1fu8n 48 -310.339999999999974988895701244473457336425781250000 17 -310.33999999999997 18 -3.103399999999999750e+2 -3.1034e+2
404d925c00000000 59.1434326171875 36 1n.55vzpvi 20 59.14343261718750000000 17 59.143432617187500 1 5.9e+1 5.91434326171875e+1
4052d9c9c2000000 75.4029393196106 12 63.4a034244046 1 75.4 15 75.4029393196106 20 7.54029393196105957031e+1 7.54029393196106e+1
41bff41ef08d0400 536092400.5508423 2 11111111101000001111011110000.10001101000001 2 536092400.55 6 5.36092e+8 12 5.360924005508e+8 5.360924005508423e+8
40d7f25000000000 24521.25 7 131330.15151515151515 13 24521.2500000000000 4 2.452e+4 8 2.45212500e+4 2.452125e+4
40338b851eb851ec 19.545 36 j.jmbipx4bj 8 19.54500000 19 19.54500000000000171 1 2.0e+1 1.9545e+1
40e6639b42800000 45852.85186767578 8 131434.66412 1 45852.9 18 45852.8518676757813 1 4.6e+4 4.585285186767578e+4
413ef2f289400000 2028274.5361328125 3 10211001021021.112110211200221212101 6 2028274.536133 1 2e+6 12 2.028274536133e+6 2.0282745361328125e+6
3fd1a1cac083126f 0.2755 36 0.9x1q7hkg4m 14 0.27550000000000 8 0.27550000 17 2.75500000000000023e-1 2.755e-1
3fff70a3d70a3d71 1.965 16 1.f70a3d70a3d71 20 1.96500000000000007994 1 2 5 1.96500e+0 1.965e+0
3f92047800000000 0.01759517192840576 36 0.0msx4rgam7vi 20 0.01759517192840576172 16 0.01759517192840576 1 1.8e-2 1.759517192840576e-2
388a348049d7bb00 2.4643141178061686e-36 16 0.0000000000000000000000000000034690093af76 18 0.000000000000000000 6 2.46431e-36 2 2.46e-36 2.4643141178061686e-36
3c2c287da77dd00d 7.632286548614503e-19 16 0.000000000000000e143ed3bee8068 17 0.00000000000000000 4 7.632e-19 18 7.632286548614502828e-19 7.632286548614503e-19
400d28f5c28f5c29 3.645 36 3.n7x4bipx4b 70 3.6450000000000000177635683940025046467781066894531250000000000000000000 19 3.645000000000000018 16 3.6450000000000000e+0 3.645e+0
40def08800000000 31682.125 7 161240.0606060606061 1 31682.1 11 31682.125000 1 3.2e+4 3.1682125e+4
39e9f91600000000 1.0244538967868262e-29 16 0.000000000000000000000000cfc8b 2 0.00 17 1.0244538967868262e-29 7 1.0244539e-29 1.0244538967868262e-29
41dbd2a5c0000000 1867159296 5 12310443044141 15 1867159296.000000000000000 17 1867159296.0000000 10 1.8671592960e+9 1.867159296e+9
3b7b18bad3049a28 3.5862052440643304e-22 32 0.00000000000000dhhemj0id2g 7 0.0000000 15 3.58620524406433e-22 12 3.586205244064e-22 3.5862052440643304e-22
4381994900000000 158515629303791600 36 17ct3msn7oqo 70 158515629303791616.0000000000000000000000000000000000000000000000000000000000000000000000 21 158515629303791616.000 6 1.585156e+17 1.585156293037916e+17
e424160700000000 -2.4839447017878297e+174 36 -187pxwmylwxs00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 3 -2.4839447017878297e+174 11 -2.4839447018e+174 0 -2e+174 -2.4839447017878297e+174
169ad2801b0f0100 8.760287775613814e-200 36 0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001erfw4k99cy 12 0.000000000000 6 8.76029e-200 17 8.76028777561381351e-200 8.760287775613814e-200
3cd05306176b5af3 9.061813354492188e-16 36 0.0000000003b9tz7szyp 15 0.000000000000001 2 9.1e-16 16 9.0618133544921884e-16 9.061813354492188e-16
30d01080709e6700 1.4206503209376617e-73 16 0.000000000000000000000000000000000000000000000000000000000000404201c2799c 18 0.000000000000000000 2 1.4e-73 15 1.420650320937662e-73 1.4206503209376617e-73
abee6a2000000000 -4.4497213509738516e-97 16 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000f351 8 -0.00000000 11 -4.4497213510e-97 8 -4.44972135e-97 -4.4497213509738516e-97
404d066666666666 58.05 32 1q.1j6cpj6cpg 9 58.050000000 4 58.05 12 5.805000000000e+1 5.805e+1
3eaa5909f1f14984 7.852258682250977e-7 32 0.0000qb44v3sa9gg 10 0.0000007852 4 7.852e-7 16 7.8522586822509767e-7 7.852258682250977e-7
409451aedbb59ddc 1300.42076 5 20200.202244141414141414 1 1300.4 7 1300.421 0 1e+3 1.30042076e+3
39f95a5efea6b348 2.0000000000000002e-29 36 0.0000000000000000007fclgi5amom 11 0.00000000000 5 2.0000e-29 13 2.0000000000000e-29 2.0000000000000002e-29
4410a0055c26ae5e 76669657230377190000 7 254160264650534343560000 8 76669657230377189376.00000000 5 7.6670e+19 12 7.666965723038e+19 7.666965723037719e+19
b9845a70b3890200 -1.2543678600841392e-31 36 -0.00000000000000000001od3n1mw748 15 -0.000000000000000 13 -1.254367860084e-31 7 -1.2543679e-31 -1.2543678600841392e-31
3f1200b95810624a 0.0000686753392219543 36 0.0037cj9jvkjat 0 0 17 0.000068675339221954294 5 6.86753e-5 6.86753392219543e-5
404f866666666666 63.05 2 111111.0000110011001100110011001100110011001100110011 14 63.05000000000000 2 63 92 6.30499999999999971578290569595992565155029296875000000000000000000000000000000000000000000000e+1 6.305e+1
43a56c1e80000000 771821153692942300 32 ldgf80000000 3 771821153692942336.000 3 7.72e+17 10 7.7182115369e+17 7.718211536929423e+17
97529a80983f2800 -2.4887316504587104e-196 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000339vr9vd4im 0 -0 9 -2.48873165e-196 14 -2.48873165045871e-196 -2.4887316504587104e-196
1d60a870ac1a3840 3.5311362154362434e-167 36 0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000016iotdcgorh 17 0.00000000000000000 14 3.5311362154362e-167 7 3.5311362e-167 3.5311362154362434e-167
273ba4707f1f8400 1.070475084385786e-119 16 0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001ba4707f1f84 31 0.0000000000000000000000000000000 17 1.0704750843857860e-119 7 1.0704751e-119 1.070475084385786e-119
426cf604916e4b48 995092630386.3525 36 cp50gjn6.cow 10 995092630386.3525390625 4 9.951e+11 10 9.9509263039e+11 9.950926303863525e+11
45899c907cffdc4b 9.908000000000001e+26 5 233020423144422400000022000000000000000 0 9.908000000000001e+26 7 9.908000e+26 12 9.908000000000e+26 9.908000000000001e+26
c86d1080d4776600 -7.912100169574577e+40 16 -e88406a3bb300000000000000000000000 16 -7.912100169574577e+40 17 -7.9121001695745771e+40 3 -7.912e+40 -7.912100169574577e+40
3c99f0d3ef0faf29 9e-17 36 0.0000000000bugcsrw85c 11 0.00000000000 5 9.0000e-17 6 9.000000e-17 9e-17
4020bef9db22d0e5 8.373 12 8.45866404736759 8 8.37300000 21 8.37299999999999933209 20 8.37299999999999933209e+0 8.373e+0
da3e924f00000000 -5.1736280094928544e+126 12 -29956919a5171464000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 14 -5.1736280094928544e+126 7 -5.173628e+126 7 -5.1736280e+126 -5.1736280094928544e+126
4034800000000000 20.5 12 18.6 11 20.50000000000 10 20.50000000 12 2.050000000000e+1 2.05e+1
b1e5c4701f4f2400 -2.523110500653801e-68 36 -0.00000000000000000000000000000000000000000007km49u099a5 10 -0.0000000000 57 -2.52311050065380086956181061126037426078057083681037040735e-68 20 -2.52311050065380086956e-68 -2.523110500653801e-68
424eeb8e80000000 265602007040 36 3e0kks8w 15 265602007040.000000000000000 98 265602007040.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000 13 2.6560200704000e+11 2.6560200704e+11
7f6c5a80c3b5e800 6.2220387400915615e+305 36 5qifeqhh5l4000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 10 6.2220387400915615e+305 3 6.22e+305 20 6.22203874009156148324e+305 6.2220387400915615e+305
40879478d4fdf3b6 754.559 7 2125.362510535212234 47 754.55899999999996907718013972043991088867187500000 4 754.6 14 7.54559000000000e+2 7.54559e+2
3fd1dc8800000000 0.2790851593017578 8 0.2167104 6 0.279085 14 0.27908515930176 12 2.790851593018e-1 2.790851593017578e-1
3b2d03a3e67cd5fc 1.2000000000000001e-23 16 0.0000000000000000000e81d1f33e6afe 20 0.00000000000000000000 8 1.2000000e-23 19 1.2000000000000001288e-23 1.2000000000000001e-23
c0c404cccccccccd -10249.6 8 -24011.4631463146315 15 -10249.600000000000364 17 -10249.600000000000 16 -1.0249600000000000e+4 -1.02496e+4
3ff7666666666666 1.4625 32 1.epj6cpj6cpg 6 1.462500 8 1.4625000 9 1.462500000e+0 1.4625e+0
40258a3c00000000 10.769989013671875 16 a.c51e 50 10.76998901367187500000000000000000000000000000000000 16 10.76998901367188 1 1.1e+1 1.0769989013671875e+1
405af85800000000 107.88037109375 2 1101011.11100001011 1 107.9 20 107.88037109375000000 6 1.078804e+2 1.0788037109375e+2
402351743e963dc5 9.65909 16 9.a8ba1f4b1ee28 16 9.6590900000000008 17 9.6590900000000008 13 9.6590900000000e+0 9.65909e+0
14e9388029846f00 6.137199451066914e-208 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000li4ahk5k29p 11 0.00000000000 18 6.13719945106691394e-208 0 6e-208 6.137199451066914e-208
ab33d60080000000 -1.4170146985665627e-100 12 -0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003337543b253180b6 11 -0.00000000000 14 -1.4170146985666e-100 5 -1.41701e-100 -1.4170146985665627e-100
90c534723c1e7000 -6.993085950833632e-228 36 -0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000015snu2kkug 4 -0.0000 11 -6.9930859508e-228 5 -6.99309e-228 -6.993085950833632e-228
40330ccccccccccd 19.05 7 25.023102310231023104 10 19.0500000000 3 19.1 44 1.90500000000000007105427357601001858711242676e+1 1.905e+1
7302bc70fc34bc00 1.0234476843940235e+246 36 1au2icoh6www000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 10 1.0234476843940235e+246 21 1.02344768439402354975e+246 5 1.02345e+246 1.0234476843940235e+246
3d2c2d50ab10e4fa 5.0052428245544433e-14 2 0.000000000000000000000000000000000000000000001110000101101010100001010101100010000111001001111101 5 0.00000 14 5.0052428245544e-14 13 5.0052428245544e-14 5.0052428245544433e-14
40f7df6b81940000 97782.71913528442 7 555036.501443355435 5 97782.71914 2 9.8e+4 20 9.77827191352844238281e+4 9.778271913528442e+4
4411ab6600000000 81486302070293140000 7 265614204201446166510000 20 81486302070293135360.00000000000000000000 1 8e+19 18 8.148630207029313536e+19 8.148630207029314e+19
de039870f69a6800 -7.646517695359136e+144 36 -1ejflhw6aig00000000000000000000000000000000000000000000000000000000000000000000000000000000000 1 -7.646517695359136e+144 13 -7.646517695359e+144 19 -7.6465176953591355911e+144 -7.646517695359136e+144
3fdaa7ef9db22d0e 0.4165 3 0.102020121222011202200001100002022 9 0.416500000 1 0.4 20 4.16499999999999981348e-1 4.165e-1
3bfc1f4333eb407d 9.528144598007202e-20 16 0.0000000000000001c1f4333eb407d 13 0.0000000000000 17 9.5281445980072017e-20 5 9.52814e-20 9.528144598007202e-20
4017becfe9b7bf1f 5.93634 16 5.efb3fa6defc7c 16 5.9363400000000004 8 5.9363400 12 5.936340000000e+0 5.93634e+0
3f27cec000000000 0.000181637704372406 12 0.00039244a7a946 12 0.000181637704 14 0.00018163770437241 9 1.816377044e-4 1.81637704372406e-4
3f437c1000000000 0.0005946233868598938 36 0.00rqqlonvims 7 0.0005946 19 0.0005946233868598937988 15 5.946233868598938e-4 5.946233868598938e-4
434d6af319545922 16560733318328900 36 4j2afuw9pok 5 16560733318328900.00000 2 1.7e+16 18 1.656073331832890000e+16 1.65607333183289e+16
bffd441880000000 -1.829124927520752 16 -1.d44188 0 -2 11 -1.8291249275 3 -1.829e+0 -1.829124927520752e+0
41c7200959ef5c29 775951027.87 12 197a45897.a5343a 8 775951027.87000000 3 7.76e+8 11 7.75951027870e+8 7.7595102787e+8
4018695a00000000 6.102882385253906 16 6.1a568 16 6.1028823852539063 21 6.10288238525390625000 2 6.10e+0 6.102882385253906e+0
4030aa3d70a3d70a 16.665 8 20.5243656050753412 18 16.664999999999999147 14 16.665000000000 14 1.66650000000000e+1 1.6665e+1
40925ae000000000 1174.71875 36 wm.pvi 18 1174.718750000000000000 15 1174.71875000000 6 1.174719e+3 1.17471875e+3
3ffb8b4395810625 1.7215 7 1.502321516310343606 14 1.72150000000000 18 1.72150000000000003 5 1.72150e+0 1.7215e+0
3ff2ab7400000000 1.1668586730957031 32 1.5ark 11 1.16685867310 6 1.16686 9 1.166858673e+0 1.1668586730957031e+0
c07310872b020c4a -305.033 36 -8h.16rnbt363 96 -305.033000000000015461409930139780044555664062500000000000000000000000000000000000000000000000000000 14 -305.03300000000 19 -3.0503300000000001546e+2 -3.05033e+2
415e44eeeb2fc000 7934907.674789429 16 7913bb.acbf 6 7934907.674789 20 7934907.6747894287109 6 7.934908e+6 7.934907674789429e+6
408c5c0000000000 907.5 5 12112.2222222222222222222 8 907.50000000 7 907.5000 11 9.07500000000e+2 9.075e+2
597a265f00000000 1.0804086837940289e+123 32 d2cno00000000000000000000000000000000000000000000000000000000000000000000000000000 8 1.0804086837940289e+123 9 1.08040868e+123 12 1.080408683794e+123 1.0804086837940289e+123
3f1dca8000000000 0.00011364370584487915 8 0.000035625 7 0.0001136 12 0.000113643705845 19 1.1364370584487915039e-4 1.1364370584487915e-4
4085fc0000000000 703.5 2 1010111111.1 15 703.500000000000000 11 703.50000000 18 7.035000000000000000e+2 7.035e+2
40cc06d200000000 14349.640625 2 11100000001101.101001 14 14349.64062500000000 21 14349.6406250000000000 12 1.434964062500e+4 1.4349640625e+4
3e3469a1845262e7 4.75268364e-9 3 0.00000000000000000121120102200110201212122120002102 6 0.000000 14 4.7526836400000e-9 19 4.7526836399999998484e-9 4.75268364e-9
4097787a00000000 1502.119140625 8 2736.075 15 1502.119140625000000 4 1502 13 1.5021191406250e+3 1.502119140625e+3
3e61fffc09036981 3.35275e-8 36 0.000020zcrg3kkt3 9 0.000000034 14 3.3527500000000e-8 12 3.352750000000e-8 3.35275e-8
400b3d70a3d70a3d 3.405 16 3.67ae147ae147a 19 3.4049999999999998046 6 3.40500 3 3.405e+0 3.405e+0
d8b8107d00000000 -2.4273559743062808e+119 12 -489790382867379800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 9 -2.4273559743062808e+119 3 -2.43e+119 19 -2.4273559743062807519e+119 -2.4273559743062808e+119
3f9c8414cd169ea8 0.0278476 2 0.0000011100100001000001010011001101000101101001111010101 6 0.027848 14 0.027847600000000 20 2.78476000000000001311e-2 2.78476e-2
40224227200055af 9.1292047501 5 14.031033403003210122104 20 9.12920475009999954352 3 9.13 8 9.12920475e+0 9.1292047501e+0
405001aee631f8a1 64.0263 3 2101.00020101112222002021202011002 1 64.0 15 64.0263000000000 8 6.40263000e+1 6.40263e+1
8be20e8026ab8c00 -1.970292205198268e-251 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000q17nxq3xruj 19 -0.0000000000000000000 12 -1.97029220520e-251 8 -1.97029221e-251 -1.970292205198268e-251
e724e2f01d7a2000 -7.270302439332164e+188 36 -3jf9xwn84c0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 7 -7.270302439332164e+188 18 -7.27030243933216444e+188 10 -7.2703024393e+188 -7.270302439332164e+188
3f3dcf2000000000 0.0004548504948616028 2 0.000000000001110111001111001 18 0.000454850494861603 17 0.00045485049486160278 10 4.5485049486e-4 4.548504948616028e-4
3fa3eb7400000000 0.03890573978424072 32 0.17qrk 10 0.0389057398 1 0.04 6 3.890574e-2 3.890573978424072e-2
44658ebf13374896 3.181340694e+21 8 530727704633510454000000 20 3.181340694e+21 4 3.181e+21 10 3.1813406940e+21 3.181340694e+21
3feed4fdf3b645a2 0.9635 16 0.f6a7ef9db22d1 0 1 14 0.96350000000000 2 9.64e-1 9.635e-1
415d20bbfbcb8000 7635695.934295654 16 7482ef.ef2e 9 7635695.934295654 3 7.64e+6 19 7.6356959342956542969e+6 7.635695934295654e+6
3aaa8ea5c4f5632f 4.2905498e-26 16 0.000000000000000000000d4752e27ab1978 9 0.000000000 76 4.290549800000000115969602327138165634706698526299399504146867151624790241715e-26 20 4.29054980000000011597e-26 4.2905498e-26
f52c10fe00000000 -2.6338598516839134e+256 36 -fdpoklqhch40000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 1 -2.6338598516839134e+256 13 -2.633859851684e+256 0 -3e+256 -2.6338598516839134e+256
4023cf5c28f5c28f 9.905 36 9.wkvoha2vof 25 9.9049999999999993605115378 1 1e+1 4 9.9050e+0 9.905e+0
3fbbf162ae4b0186 0.109152 5 0.023310222222222222222223 18 0.109151999999999999 83 0.10915199999999999902478009516926249489188194274902343750000000000000000000000000000 20 1.09151999999999999025e-1 1.09152e-1
c0e937d000000000 -51646.5 5 -3123041.2222222222222222 9 -51646.500000000 12 -51646.5000000 10 -5.1646500000e+4 -5.16465e+4
c1d10135e0000000 -1141168000 7 -40164524260 1 -1141168000.0 1 -1e+9 21 -1.141168000000000000000e+9 -1.141168e+9
40f69b3400000000 92595.25 16 169b3.4 16 92595.2500000000000000 21 92595.2500000000000000 19 9.2595250000000000000e+4 9.259525e+4
4296666893b11f48 6157274246215.82 3 210210122000000210001122021.211011 15 6157274246215.820312500000000 2 6.2e+12 7 6.1572742e+12 6.15727424621582e+12
9469308040910600 -2.3943732105902813e-210 36 -0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000030q4f6lwmn4 20 -0.00000000000000000000 4 -2.394e-210 8 -2.39437321e-210 -2.3943732105902813e-210
c3ac5016c0000000 -1020077822544183300 16 -e280b6000000000 10 -1020077822544183296.0000000000 7 -1.020078e+18 19 -1.0200778225441832960e+18 -1.0200778225441833e+18
40504ce8a6000000 65.20169973373413 5 230.10010123434401200242 17 65.20169973373413086 14 65.201699733734 22 6.5201699733734130859375e+1 6.520169973373413e+1
3f81ddd07ae147ae 0.008723858594894409 2 0.0000001000111011101110100000111101011100001010001111010111 52 0.0087238585948944090409096219218554324470460414886475 21 0.00872385859489440904091 20 8.72385859489440904091e-3 8.723858594894409e-3
63f7a6702fc85e00 3.655875580807799e+173 36 6i9po6ttj5400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 1 3.655875580807799e+173 12 3.65587558081e+173 7 3.6558756e+173 3.655875580807799e+173
de4b05005f778000 -1.686964005469603e+146 36 -uz02x7473bk00000000000000000000000000000000000000000000000000000000000000000000000000000000000 8 -1.686964005469603e+146 19 -1.686964005469603038e+146 20 -1.68696400546960303786e+146 -1.686964005469603e+146
686cc080fbf55600 1.0494331783335169e+195 36 31i9zp2dd5a0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 2 1.0494331783335169e+195 2 1.0e+195 19 1.0494331783335169086e+195 1.0494331783335169e+195
3f60d89800000000 0.002056404948234558 5 0.000112031201443313011001143 5 0.00206 2 0.0021 5 2.05640e-3 2.056404948234558e-3
800000cb43000000 -4.31320511652e-312 36 -0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000sadaikzf 15 -0.000000000000000 16 -4.313205116518670e-312 8 -4.31320512e-312 -4.31320511652e-312
159e8c2900000000 1.5223644692607298e-204 36 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000155o38blfuc 20 0.00000000000000000000 70 1.522364469260729782177623147463219542290804330073094614282444151660238e-204 13 1.5223644692607e-204 1.5223644692607298e-204
eb4bcaf02cbae800 -7.138355592958194e+208 36 -21ce1f71j5gg000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 9 -7.138355592958194e+208 13 -7.138355592958e+208 5 -7.13836e+208 -7.138355592958194e+208
3ffb189374bc6a7f 1.6935 12 1.83a44baa214165 10 1.6935000000 1 2 4 1.6935e+0 1.6935e+0
400a7caa00000000 3.310871124267578 2 11.010011111001010101 20 3.31087112426757812500 11 3.3108711243 66 3.310871124267578125000000000000000000000000000000000000000000000000e+0 3.310871124267578e+0
39dcd7c1f6b41e76 5.6882400000000005e-30 32 0.000000000000000000076no7rb87jm 8 0.00000000 90 5.68824000000000053681573235864671008996474817286359796788563412724188828937361105120285032e-30 76 5.6882400000000005368157323586467100899647481728635979678856341272418882893736e-30 5.6882400000000005e-30
c0dcee1e00000000 -29624.46875 7 -152240.31653165316532 11 -29624.46875000000 23 -29624.468750000000000000 6 -2.962447e+4 -2.962446875e+4
40e9de4000000000 52978 3 2200200011 3 52978.000 13 52978.00000000 4 5.2978e+4 5.2978e+4
4073b80000000000 315.5 32 9r.g 14 315.50000000000000 72 315.500000000000000000000000000000000000000000000000000000000000000000000 9 3.155000000e+2 3.155e+2
41d31286dcfd2e02 1279925107.955933 36 l618j7.yew0j 17 1279925107.95593309402465820 5 1.2799e+9 11 1.27992510796e+9 1.279925107955933e+9
4032f1b400000000 18.94415283203125 7 24.64156243122153215 20 18.94415283203125000000 9 18.9441528 53 1.89441528320312500000000000000000000000000000000000000e+1 1.894415283203125e+1
3fe2dcb200000000 0.5894403457641602 16 0.96e59 15 0.589440345764160 2 0.59 50 5.89440345764160156250000000000000000000000000000000e-1 5.894403457641602e-1
e4524470a681a400 -1.807227801137205e+175 36 -8xos2zgttxk000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 38 -1.807227801137205e+175 3 -1.81e+175 17 -1.80722780113720497e+175 -1.807227801137205e+175
c0cca00ccccccccd -14656.1 8 -34500.0631463146315 12 -14656.100000000000 3 -1.47e+4 16 -1.4656100000000000e+4 -1.46561e+4
c0c2b27c28f5c28f -9572.97 8 -22544.7605075341217 20 -9572.96999999999934516381 13 -9572.970000000 6 -9.572970e+3 -9.57297e+3
3fc6353f7ced9168 0.1735 5 0.041320432043204320432042 10 0.1735000000 9 0.173500000 8 1.73500000e-1 1.735e-1
3c3ee48800000000 1.674696633285059e-18 3 0.00000000000000000000000000000000000002021002012012100021001212000202021 12 0.000000000000 13 1.674696633285e-18 18 1.674696633285058982e-18 1.674696633285059e-18
23c842ad00000000 2.6076594026690586e-136 36 0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000nhm6y3x2wi 1 0.0 3 2.61e-136 4 2.6077e-136 2.6076594026690586e-136
3411e470bdd8c400 7.126037642203493e-58 16 0.000000000000000000000000000000000000000000000004791c2f7631 13 0.0000000000000 16 7.126037642203493e-58 0 7e-58 7.126037642203493e-58
4060880000000000 132.25 5 1012.1111111111111111111 18 132.250000000000000000 16 132.2500000000000 7 1.3225000e+2 1.3225e+2";

    /// (x, minimumFractionDigits, maximumFractionDigits, useGrouping, x.toLocaleString("en-US", ...)).
    const LOCALE: &[(u64, u32, u32, bool, &str)] = &[
        (0x0000000000000000, 0, 3, true, "0"),
        (0x0000000000000000, 2, 2, true, "0.00"),
        (0x0000000000000000, 0, 0, true, "0"),
        (0x0000000000000000, 0, 20, false, "0"),
        (0x0000000000000000, 1, 5, true, "0.0"),
        (0x8000000000000000, 0, 3, true, "-0"),
        (0x8000000000000000, 2, 2, true, "-0.00"),
        (0x8000000000000000, 0, 0, true, "-0"),
        (0x8000000000000000, 0, 20, false, "-0"),
        (0x8000000000000000, 1, 5, true, "-0.0"),
        (0x3ff0000000000000, 0, 3, true, "1"),
        (0x3ff0000000000000, 2, 2, true, "1.00"),
        (0x3ff0000000000000, 0, 0, true, "1"),
        (0x3ff0000000000000, 0, 20, false, "1"),
        (0x3ff0000000000000, 1, 5, true, "1.0"),
        (0xbff0000000000000, 0, 3, true, "-1"),
        (0xbff0000000000000, 2, 2, true, "-1.00"),
        (0xbff0000000000000, 0, 0, true, "-1"),
        (0xbff0000000000000, 0, 20, false, "-1"),
        (0xbff0000000000000, 1, 5, true, "-1.0"),
        (0x3fe0000000000000, 0, 3, true, "0.5"),
        (0x3fe0000000000000, 2, 2, true, "0.50"),
        (0x3fe0000000000000, 0, 0, true, "1"),
        (0x3fe0000000000000, 0, 20, false, "0.5"),
        (0x3fe0000000000000, 1, 5, true, "0.5"),
        (0xbfe0000000000000, 0, 3, true, "-0.5"),
        (0xbfe0000000000000, 2, 2, true, "-0.50"),
        (0xbfe0000000000000, 0, 0, true, "-1"),
        (0xbfe0000000000000, 0, 20, false, "-0.5"),
        (0xbfe0000000000000, 1, 5, true, "-0.5"),
        (0x3ff8000000000000, 0, 3, true, "1.5"),
        (0x3ff8000000000000, 2, 2, true, "1.50"),
        (0x3ff8000000000000, 0, 0, true, "2"),
        (0x3ff8000000000000, 0, 20, false, "1.5"),
        (0x3ff8000000000000, 1, 5, true, "1.5"),
        (0x4004000000000000, 0, 3, true, "2.5"),
        (0x4004000000000000, 2, 2, true, "2.50"),
        (0x4004000000000000, 0, 0, true, "3"),
        (0x4004000000000000, 0, 20, false, "2.5"),
        (0x4004000000000000, 1, 5, true, "2.5"),
        (0xc004000000000000, 0, 3, true, "-2.5"),
        (0xc004000000000000, 2, 2, true, "-2.50"),
        (0xc004000000000000, 0, 0, true, "-3"),
        (0xc004000000000000, 0, 20, false, "-2.5"),
        (0xc004000000000000, 1, 5, true, "-2.5"),
        (0x3fb999999999999a, 0, 3, true, "0.1"),
        (0x3fb999999999999a, 2, 2, true, "0.10"),
        (0x3fb999999999999a, 0, 0, true, "0"),
        (0x3fb999999999999a, 0, 20, false, "0.1"),
        (0x3fb999999999999a, 1, 5, true, "0.1"),
        (0x3fc999999999999a, 0, 3, true, "0.2"),
        (0x3fc999999999999a, 2, 2, true, "0.20"),
        (0x3fc999999999999a, 0, 0, true, "0"),
        (0x3fc999999999999a, 0, 20, false, "0.2"),
        (0x3fc999999999999a, 1, 5, true, "0.2"),
        (0x3fd3333333333333, 0, 3, true, "0.3"),
        (0x3fd3333333333333, 2, 2, true, "0.30"),
        (0x3fd3333333333333, 0, 0, true, "0"),
        (0x3fd3333333333333, 0, 20, false, "0.3"),
        (0x3fd3333333333333, 1, 5, true, "0.3"),
        (0x3fd5555555555555, 0, 3, true, "0.333"),
        (0x3fd5555555555555, 2, 2, true, "0.33"),
        (0x3fd5555555555555, 0, 0, true, "0"),
        (0x3fd5555555555555, 0, 20, false, "0.3333333333333333"),
        (0x3fd5555555555555, 1, 5, true, "0.33333"),
        (0x3fe5555555555555, 0, 3, true, "0.667"),
        (0x3fe5555555555555, 2, 2, true, "0.67"),
        (0x3fe5555555555555, 0, 0, true, "1"),
        (0x3fe5555555555555, 0, 20, false, "0.6666666666666666"),
        (0x3fe5555555555555, 1, 5, true, "0.66667"),
        (0x400921fb54442d18, 0, 3, true, "3.142"),
        (0x400921fb54442d18, 2, 2, true, "3.14"),
        (0x400921fb54442d18, 0, 0, true, "3"),
        (0x400921fb54442d18, 0, 20, false, "3.141592653589793"),
        (0x400921fb54442d18, 1, 5, true, "3.14159"),
        (0x4005bf0a8b145769, 0, 3, true, "2.718"),
        (0x4005bf0a8b145769, 2, 2, true, "2.72"),
        (0x4005bf0a8b145769, 0, 0, true, "3"),
        (0x4005bf0a8b145769, 0, 20, false, "2.718281828459045"),
        (0x4005bf0a8b145769, 1, 5, true, "2.71828"),
        (0x3ff0147ae147ae14, 0, 3, true, "1.005"),
        (0x3ff0147ae147ae14, 2, 2, true, "1.01"),
        (0x3ff0147ae147ae14, 0, 0, true, "1"),
        (0x3ff0147ae147ae14, 0, 20, false, "1.005"),
        (0x3ff0147ae147ae14, 1, 5, true, "1.005"),
        (0x3ff0b851eb851eb8, 0, 3, true, "1.045"),
        (0x3ff0b851eb851eb8, 2, 2, true, "1.05"),
        (0x3ff0b851eb851eb8, 0, 0, true, "1"),
        (0x3ff0b851eb851eb8, 0, 20, false, "1.045"),
        (0x3ff0b851eb851eb8, 1, 5, true, "1.045"),
        (0x4020b0a3d70a3d71, 0, 3, true, "8.345"),
        (0x4020b0a3d70a3d71, 2, 2, true, "8.35"),
        (0x4020b0a3d70a3d71, 0, 0, true, "8"),
        (0x4020b0a3d70a3d71, 0, 20, false, "8.345"),
        (0x4020b0a3d70a3d71, 1, 5, true, "8.345"),
        (0x4023fd70a3d70a3d, 0, 3, true, "9.995"),
        (0x4023fd70a3d70a3d, 2, 2, true, "10.00"),
        (0x4023fd70a3d70a3d, 0, 0, true, "10"),
        (0x4023fd70a3d70a3d, 0, 20, false, "9.995"),
        (0x4023fd70a3d70a3d, 1, 5, true, "9.995"),
        (0x3eb0c6f7a0b5ed8d, 0, 3, true, "0"),
        (0x3eb0c6f7a0b5ed8d, 2, 2, true, "0.00"),
        (0x3eb0c6f7a0b5ed8d, 0, 0, true, "0"),
        (0x3eb0c6f7a0b5ed8d, 0, 20, false, "0.000001"),
        (0x3eb0c6f7a0b5ed8d, 1, 5, true, "0.0"),
        (0x3e7ad7f29abcaf48, 0, 3, true, "0"),
        (0x3e7ad7f29abcaf48, 2, 2, true, "0.00"),
        (0x3e7ad7f29abcaf48, 0, 0, true, "0"),
        (0x3e7ad7f29abcaf48, 0, 20, false, "0.0000001"),
        (0x3e7ad7f29abcaf48, 1, 5, true, "0.0"),
        (0x3e80823f71155233, 0, 3, true, "0"),
        (0x3e80823f71155233, 2, 2, true, "0.00"),
        (0x3e80823f71155233, 0, 0, true, "0"),
        (0x3e80823f71155233, 0, 20, false, "0.000000123"),
        (0x3e80823f71155233, 1, 5, true, "0.0"),
        (0x405edd2f1a9fbe77, 0, 3, true, "123.456"),
        (0x405edd2f1a9fbe77, 2, 2, true, "123.46"),
        (0x405edd2f1a9fbe77, 0, 0, true, "123"),
        (0x405edd2f1a9fbe77, 0, 20, false, "123.456"),
        (0x405edd2f1a9fbe77, 1, 5, true, "123.456"),
        (0xc05edd2f1a9fbe77, 0, 3, true, "-123.456"),
        (0xc05edd2f1a9fbe77, 2, 2, true, "-123.46"),
        (0xc05edd2f1a9fbe77, 0, 0, true, "-123"),
        (0xc05edd2f1a9fbe77, 0, 20, false, "-123.456"),
        (0xc05edd2f1a9fbe77, 1, 5, true, "-123.456"),
        (0x444b1ae4d6e2ef50, 0, 3, true, "1,000,000,000,000,000,000,000"),
        (0x444b1ae4d6e2ef50, 2, 2, true, "1,000,000,000,000,000,000,000.00"),
        (0x444b1ae4d6e2ef50, 0, 0, true, "1,000,000,000,000,000,000,000"),
        (0x444b1ae4d6e2ef50, 0, 20, false, "1000000000000000000000"),
        (0x444b1ae4d6e2ef50, 1, 5, true, "1,000,000,000,000,000,000,000.0"),
        (0x4415af1d78b58c40, 0, 3, true, "100,000,000,000,000,000,000"),
        (0x4415af1d78b58c40, 2, 2, true, "100,000,000,000,000,000,000.00"),
        (0x4415af1d78b58c40, 0, 0, true, "100,000,000,000,000,000,000"),
        (0x4415af1d78b58c40, 0, 20, false, "100000000000000000000"),
        (0x4415af1d78b58c40, 1, 5, true, "100,000,000,000,000,000,000.0"),
        (0x444b1ae4d6e2ef4f, 0, 3, true, "999,999,999,999,999,900,000"),
        (0x444b1ae4d6e2ef4f, 2, 2, true, "999,999,999,999,999,900,000.00"),
        (0x444b1ae4d6e2ef4f, 0, 0, true, "999,999,999,999,999,900,000"),
        (0x444b1ae4d6e2ef4f, 0, 20, false, "999999999999999900000"),
        (0x444b1ae4d6e2ef4f, 1, 5, true, "999,999,999,999,999,900,000.0"),
        (0x0000000000000001, 0, 3, true, "0"),
        (0x0000000000000001, 2, 2, true, "0.00"),
        (0x0000000000000001, 0, 0, true, "0"),
        (0x0000000000000001, 0, 20, false, "0"),
        (0x0000000000000001, 1, 5, true, "0.0"),
        (0x8000000000000001, 0, 3, true, "-0"),
        (0x8000000000000001, 2, 2, true, "-0.00"),
        (0x8000000000000001, 0, 0, true, "-0"),
        (0x8000000000000001, 0, 20, false, "-0"),
        (0x8000000000000001, 1, 5, true, "-0.0"),
        (0x0010000000000000, 0, 3, true, "0"),
        (0x0010000000000000, 2, 2, true, "0.00"),
        (0x0010000000000000, 0, 0, true, "0"),
        (0x0010000000000000, 0, 20, false, "0"),
        (0x0010000000000000, 1, 5, true, "0.0"),
        (
            0x7fefffffffffffff,
            0,
            3,
            true,
            "179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x7fefffffffffffff,
            2,
            2,
            true,
            "179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.00",
        ),
        (
            0x7fefffffffffffff,
            0,
            0,
            true,
            "179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x7fefffffffffffff,
            0,
            20,
            false,
            "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ),
        (
            0x7fefffffffffffff,
            1,
            5,
            true,
            "179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.0",
        ),
        (
            0xffefffffffffffff,
            0,
            3,
            true,
            "-179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0xffefffffffffffff,
            2,
            2,
            true,
            "-179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.00",
        ),
        (
            0xffefffffffffffff,
            0,
            0,
            true,
            "-179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0xffefffffffffffff,
            0,
            20,
            false,
            "-179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ),
        (
            0xffefffffffffffff,
            1,
            5,
            true,
            "-179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.0",
        ),
        (0x4340000000000000, 0, 3, true, "9,007,199,254,740,992"),
        (0x4340000000000000, 2, 2, true, "9,007,199,254,740,992.00"),
        (0x4340000000000000, 0, 0, true, "9,007,199,254,740,992"),
        (0x4340000000000000, 0, 20, false, "9007199254740992"),
        (0x4340000000000000, 1, 5, true, "9,007,199,254,740,992.0"),
        (0x4340000000000001, 0, 3, true, "9,007,199,254,740,994"),
        (0x4340000000000001, 2, 2, true, "9,007,199,254,740,994.00"),
        (0x4340000000000001, 0, 0, true, "9,007,199,254,740,994"),
        (0x4340000000000001, 0, 20, false, "9007199254740994"),
        (0x4340000000000001, 1, 5, true, "9,007,199,254,740,994.0"),
        (0x41e0000000000000, 0, 3, true, "2,147,483,648"),
        (0x41e0000000000000, 2, 2, true, "2,147,483,648.00"),
        (0x41e0000000000000, 0, 0, true, "2,147,483,648"),
        (0x41e0000000000000, 0, 20, false, "2147483648"),
        (0x41e0000000000000, 1, 5, true, "2,147,483,648.0"),
        (0xc1e0000000000000, 0, 3, true, "-2,147,483,648"),
        (0xc1e0000000000000, 2, 2, true, "-2,147,483,648.00"),
        (0xc1e0000000000000, 0, 0, true, "-2,147,483,648"),
        (0xc1e0000000000000, 0, 20, false, "-2147483648"),
        (0xc1e0000000000000, 1, 5, true, "-2,147,483,648.0"),
        (0x41f0000000000000, 0, 3, true, "4,294,967,296"),
        (0x41f0000000000000, 2, 2, true, "4,294,967,296.00"),
        (0x41f0000000000000, 0, 0, true, "4,294,967,296"),
        (0x41f0000000000000, 0, 20, false, "4294967296"),
        (0x41f0000000000000, 1, 5, true, "4,294,967,296.0"),
        (0x406fe00000000000, 0, 3, true, "255"),
        (0x406fe00000000000, 2, 2, true, "255.00"),
        (0x406fe00000000000, 0, 0, true, "255"),
        (0x406fe00000000000, 0, 20, false, "255"),
        (0x406fe00000000000, 1, 5, true, "255.0"),
        (0xc06fe00000000000, 0, 3, true, "-255"),
        (0xc06fe00000000000, 2, 2, true, "-255.00"),
        (0xc06fe00000000000, 0, 0, true, "-255"),
        (0xc06fe00000000000, 0, 20, false, "-255"),
        (0xc06fe00000000000, 1, 5, true, "-255.0"),
        (0x406ff00000000000, 0, 3, true, "255.5"),
        (0x406ff00000000000, 2, 2, true, "255.50"),
        (0x406ff00000000000, 0, 0, true, "256"),
        (0x406ff00000000000, 0, 20, false, "255.5"),
        (0x406ff00000000000, 1, 5, true, "255.5"),
        (0x3fd3333333333334, 0, 3, true, "0.3"),
        (0x3fd3333333333334, 2, 2, true, "0.30"),
        (0x3fd3333333333334, 0, 0, true, "0"),
        (0x3fd3333333333334, 0, 20, false, "0.30000000000000004"),
        (0x3fd3333333333334, 1, 5, true, "0.3"),
        (
            0x54b249ad2594c37d,
            0,
            3,
            true,
            "10,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x54b249ad2594c37d,
            2,
            2,
            true,
            "10,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.00",
        ),
        (
            0x54b249ad2594c37d,
            0,
            0,
            true,
            "10,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x54b249ad2594c37d,
            0,
            20,
            false,
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ),
        (
            0x54b249ad2594c37d,
            1,
            5,
            true,
            "10,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.0",
        ),
        (
            0x7e45798ee2308c39,
            0,
            3,
            true,
            "1,797,693,134,862,315,600,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x7e45798ee2308c39,
            2,
            2,
            true,
            "1,797,693,134,862,315,600,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.00",
        ),
        (
            0x7e45798ee2308c39,
            0,
            0,
            true,
            "1,797,693,134,862,315,600,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ),
        (
            0x7e45798ee2308c39,
            0,
            20,
            false,
            "1797693134862315600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ),
        (
            0x7e45798ee2308c39,
            1,
            5,
            true,
            "1,797,693,134,862,315,600,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000.0",
        ),
        (0x4011666666666666, 0, 3, true, "4.35"),
        (0x4011666666666666, 2, 2, true, "4.35"),
        (0x4011666666666666, 0, 0, true, "4"),
        (0x4011666666666666, 0, 20, false, "4.35"),
        (0x4011666666666666, 1, 5, true, "4.35"),
        (0x3ff4147ae147ae14, 0, 3, true, "1.255"),
        (0x3ff4147ae147ae14, 2, 2, true, "1.26"),
        (0x3ff4147ae147ae14, 0, 0, true, "1"),
        (0x3ff4147ae147ae14, 0, 20, false, "1.255"),
        (0x3ff4147ae147ae14, 1, 5, true, "1.255"),
        (0x3ff4000000000000, 0, 3, true, "1.25"),
        (0x3ff4000000000000, 2, 2, true, "1.25"),
        (0x3ff4000000000000, 0, 0, true, "1"),
        (0x3ff4000000000000, 0, 20, false, "1.25"),
        (0x3ff4000000000000, 1, 5, true, "1.25"),
        (0x3fc0000000000000, 0, 3, true, "0.125"),
        (0x3fc0000000000000, 2, 2, true, "0.13"),
        (0x3fc0000000000000, 0, 0, true, "0"),
        (0x3fc0000000000000, 0, 20, false, "0.125"),
        (0x3fc0000000000000, 1, 5, true, "0.125"),
        (0x3fb0000000000000, 0, 3, true, "0.063"),
        (0x3fb0000000000000, 2, 2, true, "0.06"),
        (0x3fb0000000000000, 0, 0, true, "0"),
        (0x3fb0000000000000, 0, 20, false, "0.0625"),
        (0x3fb0000000000000, 1, 5, true, "0.0625"),
        (0x40934a456d5cfaad, 0, 3, true, "1,234.568"),
        (0x40934a456d5cfaad, 2, 2, true, "1,234.57"),
        (0x40934a456d5cfaad, 0, 0, true, "1,235"),
        (0x40934a456d5cfaad, 0, 20, false, "1234.5678"),
        (0x40934a456d5cfaad, 1, 5, true, "1,234.5678"),
        (0x4059000000000000, 0, 3, true, "100"),
        (0x4059000000000000, 2, 2, true, "100.00"),
        (0x4059000000000000, 0, 0, true, "100"),
        (0x4059000000000000, 0, 20, false, "100"),
        (0x4059000000000000, 1, 5, true, "100.0"),
        (0x412e848000000000, 0, 3, true, "1,000,000"),
        (0x412e848000000000, 2, 2, true, "1,000,000.00"),
        (0x412e848000000000, 0, 0, true, "1,000,000"),
        (0x412e848000000000, 0, 20, false, "1000000"),
        (0x412e848000000000, 1, 5, true, "1,000,000.0"),
        (0x441ac53a7e04bcda, 0, 3, true, "123,456,789,012,345,680,000"),
        (0x441ac53a7e04bcda, 2, 2, true, "123,456,789,012,345,680,000.00"),
        (0x441ac53a7e04bcda, 0, 0, true, "123,456,789,012,345,680,000"),
        (0x441ac53a7e04bcda, 0, 20, false, "123456789012345680000"),
        (0x441ac53a7e04bcda, 1, 5, true, "123,456,789,012,345,680,000.0"),
        (0x3ee4f8b588e368f1, 0, 3, true, "0"),
        (0x3ee4f8b588e368f1, 2, 2, true, "0.00"),
        (0x3ee4f8b588e368f1, 0, 0, true, "0"),
        (0x3ee4f8b588e368f1, 0, 20, false, "0.00001"),
        (0x3ee4f8b588e368f1, 1, 5, true, "0.00001"),
        (0x3eb4b3fd5942cd96, 0, 3, true, "0"),
        (0x3eb4b3fd5942cd96, 2, 2, true, "0.00"),
        (0x3eb4b3fd5942cd96, 0, 0, true, "0"),
        (0x3eb4b3fd5942cd96, 0, 20, false, "0.000001234"),
        (0x3eb4b3fd5942cd96, 1, 5, true, "0.0"),
        (0x4041800000000000, 0, 3, true, "35"),
        (0x4041800000000000, 2, 2, true, "35.00"),
        (0x4041800000000000, 0, 0, true, "35"),
        (0x4041800000000000, 0, 20, false, "35"),
        (0x4041800000000000, 1, 5, true, "35.0"),
        (0x4042000000000000, 0, 3, true, "36"),
        (0x4042000000000000, 2, 2, true, "36.00"),
        (0x4042000000000000, 0, 0, true, "36"),
        (0x4042000000000000, 0, 20, false, "36"),
        (0x4042000000000000, 1, 5, true, "36.0"),
        (0x4042800000000000, 0, 3, true, "37"),
        (0x4042800000000000, 2, 2, true, "37.00"),
        (0x4042800000000000, 0, 0, true, "37"),
        (0x4042800000000000, 0, 20, false, "37"),
        (0x4042800000000000, 1, 5, true, "37.0"),
        (0x40943c0000000000, 0, 3, true, "1,295"),
        (0x40943c0000000000, 2, 2, true, "1,295.00"),
        (0x40943c0000000000, 0, 0, true, "1,295"),
        (0x40943c0000000000, 0, 20, false, "1295"),
        (0x40943c0000000000, 1, 5, true, "1,295.0"),
        (0x40e6c7ffae147ae1, 0, 3, true, "46,655.99"),
        (0x40e6c7ffae147ae1, 2, 2, true, "46,655.99"),
        (0x40e6c7ffae147ae1, 0, 0, true, "46,656"),
        (0x40e6c7ffae147ae1, 0, 20, false, "46655.99"),
        (0x40e6c7ffae147ae1, 1, 5, true, "46,655.99"),
        (NAN_BITS, 0, 3, true, "NaN"),
        (NAN_BITS, 2, 2, true, "NaN"),
        (NAN_BITS, 0, 0, true, "NaN"),
        (NAN_BITS, 0, 20, false, "NaN"),
        (NAN_BITS, 1, 5, true, "NaN"),
        (0x7ff0000000000000, 0, 3, true, "\u{221e}"),
        (0x7ff0000000000000, 2, 2, true, "\u{221e}"),
        (0x7ff0000000000000, 0, 0, true, "\u{221e}"),
        (0x7ff0000000000000, 0, 20, false, "\u{221e}"),
        (0x7ff0000000000000, 1, 5, true, "\u{221e}"),
        (0xfff0000000000000, 0, 3, true, "-\u{221e}"),
        (0xfff0000000000000, 2, 2, true, "-\u{221e}"),
        (0xfff0000000000000, 0, 0, true, "-\u{221e}"),
        (0xfff0000000000000, 0, 20, false, "-\u{221e}"),
        (0xfff0000000000000, 1, 5, true, "-\u{221e}"),
        (0xbf1a36e2eb1c432d, 0, 3, true, "-0"),
        (0xbf1a36e2eb1c432d, 2, 2, true, "-0.00"),
        (0xbf1a36e2eb1c432d, 0, 0, true, "-0"),
        (0xbf1a36e2eb1c432d, 0, 20, false, "-0.0001"),
        (0xbf1a36e2eb1c432d, 1, 5, true, "-0.0001"),
        (0x3f40624dd2f1a9fc, 0, 3, true, "0.001"),
        (0x3f40624dd2f1a9fc, 2, 2, true, "0.00"),
        (0x3f40624dd2f1a9fc, 0, 0, true, "0"),
        (0x3f40624dd2f1a9fc, 0, 20, false, "0.0005"),
        (0x3f40624dd2f1a9fc, 1, 5, true, "0.0005"),
        (0x3feffbe76c8b4396, 0, 3, true, "1"),
        (0x3feffbe76c8b4396, 2, 2, true, "1.00"),
        (0x3feffbe76c8b4396, 0, 0, true, "1"),
        (0x3feffbe76c8b4396, 0, 20, false, "0.9995"),
        (0x3feffbe76c8b4396, 1, 5, true, "0.9995"),
        (0x408f3ffef9db22d1, 0, 3, true, "1,000"),
        (0x408f3ffef9db22d1, 2, 2, true, "1,000.00"),
        (0x408f3ffef9db22d1, 0, 0, true, "1,000"),
        (0x408f3ffef9db22d1, 0, 20, false, "999.9995"),
        (0x408f3ffef9db22d1, 1, 5, true, "999.9995"),
        (0x3e7ad7f29abcaf48, 0, 3, true, "0"),
        (0x3e7ad7f29abcaf48, 2, 2, true, "0.00"),
        (0x3e7ad7f29abcaf48, 0, 0, true, "0"),
        (0x3e7ad7f29abcaf48, 0, 20, false, "0.0000001"),
        (0x3e7ad7f29abcaf48, 1, 5, true, "0.0"),
        (0xbe7ad7f29abcaf48, 0, 3, true, "-0"),
        (0xbe7ad7f29abcaf48, 2, 2, true, "-0.00"),
        (0xbe7ad7f29abcaf48, 0, 0, true, "-0"),
        (0xbe7ad7f29abcaf48, 0, 20, false, "-0.0000001"),
        (0xbe7ad7f29abcaf48, 1, 5, true, "-0.0"),
        (0x4132d687e4189375, 0, 3, true, "1,234,567.891"),
        (0x4132d687e4189375, 2, 2, true, "1,234,567.89"),
        (0x4132d687e4189375, 0, 0, true, "1,234,568"),
        (0x4132d687e4189375, 0, 20, false, "1234567.891"),
        (0x4132d687e4189375, 1, 5, true, "1,234,567.891"),
        (0x40c81cd6e631f8a1, 0, 3, true, "12,345.679"),
        (0x40c81cd6e631f8a1, 2, 2, true, "12,345.68"),
        (0x40c81cd6e631f8a1, 0, 0, true, "12,346"),
        (0x40c81cd6e631f8a1, 0, 20, false, "12345.6789"),
        (0x40c81cd6e631f8a1, 1, 5, true, "12,345.6789"),
    ];

    /// (x, x | 0, x >>> 0, (x >>> 0) & 0xffff).
    const INTS: &[(u64, i32, u32, u16)] = &[
        (0x0000000000000000, 0, 0, 0),
        (0x8000000000000000, 0, 0, 0),
        (0x3ff0000000000000, 1, 1, 1),
        (0xbff0000000000000, -1, 4294967295, 65535),
        (0x3feccccccccccccd, 0, 0, 0),
        (0xbfeccccccccccccd, 0, 0, 0),
        (0x41dfffffffc00000, 2147483647, 2147483647, 65535),
        (0x41e0000000000000, -2147483648, 2147483648, 0),
        (0xc1e0000000000000, -2147483648, 2147483648, 0),
        (0xc1e0000000200000, 2147483647, 2147483647, 65535),
        (0x41f0000000000000, 0, 0, 0),
        (0x41f0000000500000, 5, 5, 5),
        (0xc1f0000000500000, -5, 4294967291, 65531),
        (0x41effffffff66666, -1, 4294967295, 65535),
        (0x40efffe000000000, 65535, 65535, 65535),
        (0x40f0000000000000, 65536, 65536, 0),
        (0xc0f0001000000000, -65537, 4294901759, 65535),
        (0x4415af1d78b58c40, 1661992960, 1661992960, 0),
        (0xc415af1d78b58c40, -1661992960, 2632974336, 0),
        (0x4340000000000001, 2, 2, 2),
        (0x7fee42d130773b76, 0, 0, 0),
        (NAN_BITS, 0, 0, 0),
        (0x7ff0000000000000, 0, 0, 0),
        (0xfff0000000000000, 0, 0, 0),
        (0x40fe240c9fbe76c9, 123456, 123456, 57920),
        (0xc0fe240c9fbe76c9, -123456, 4294843840, 7616),
        (0x0000000000000001, 0, 0, 0),
        (0x41e65a0bc0100000, -1294967296, 3000000000, 24064),
        (0xc1e65a0bc0100000, 1294967296, 1294967296, 41472),
    ];

    /// (s, Number(s)).
    const STRING_TO_NUMBER: &[(&str, u64)] = &[
        ("", 0x0000000000000000),
        (" ", 0x0000000000000000),
        ("\u{9}\u{a}\u{d}\u{b}\u{c}", 0x0000000000000000),
        ("0", 0x0000000000000000),
        ("-0", 0x8000000000000000),
        ("+0", 0x0000000000000000),
        (".5", 0x3fe0000000000000),
        ("5.", 0x4014000000000000),
        (".", NAN_BITS),
        ("-.", NAN_BITS),
        ("+.", NAN_BITS),
        ("1e3", 0x408f400000000000),
        ("-1.5E-3", 0xbf589374bc6a7efa),
        ("1e", NAN_BITS),
        ("1e+", NAN_BITS),
        ("e5", NAN_BITS),
        ("0x1f", 0x403f000000000000),
        ("0X1F", 0x403f000000000000),
        ("-0x1f", NAN_BITS),
        ("+0x1f", NAN_BITS),
        ("0x", NAN_BITS),
        ("0o17", 0x402e000000000000),
        ("0O17", 0x402e000000000000),
        ("0o8", NAN_BITS),
        ("0b101", 0x4014000000000000),
        ("0B2", NAN_BITS),
        ("0b", NAN_BITS),
        ("1_000", NAN_BITS),
        ("Infinity", 0x7ff0000000000000),
        ("+Infinity", 0x7ff0000000000000),
        ("-Infinity", 0xfff0000000000000),
        ("infinity", NAN_BITS),
        ("Infinityx", NAN_BITS),
        (" Infinity ", 0x7ff0000000000000),
        ("NaN", NAN_BITS),
        ("123abc", NAN_BITS),
        ("abc", NAN_BITS),
        ("  -0", 0x8000000000000000),
        ("900719925474099267", 0x43a9000000000001),
        ("9007199254740993", 0x4340000000000000),
        ("0x20000000000001", 0x4340000000000000),
        ("0x20000000000003", 0x4340000000000002),
        ("0x1fffffffffffffffff", 0x4440000000000000),
        (
            "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            0x7ff0000000000000,
        ),
        ("1e1000", 0x7ff0000000000000),
        ("-1e1000", 0xfff0000000000000),
        ("1e-400", 0x0000000000000000),
        ("-.e1", NAN_BITS),
        (".5abc", NAN_BITS),
        ("00012", 0x4028000000000000),
        ("012", 0x4028000000000000),
        ("08", 0x4020000000000000),
        ("1.7976931348623157e308", 0x7fefffffffffffff),
        ("1.7976931348623159e308", 0x7ff0000000000000),
        ("2.4703282292062327e-324", 0x0000000000000000),
        ("2.4703282292062328e-324", 0x0000000000000001),
        ("\u{a0} 42 \u{feff}", 0x4045000000000000),
        ("\u{3000}\u{3000}-7", 0xc01c000000000000),
        ("\u{180e}1", NAN_BITS),
        ("1\u{200b}", NAN_BITS),
        ("\u{2028}\u{2029}5\u{2029}", 0x4014000000000000),
        ("\u{1680}1\u{205f}", 0x3ff0000000000000),
        ("1n", NAN_BITS),
        ("12 34", NAN_BITS),
        ("- 5", NAN_BITS),
        ("+-5", NAN_BITS),
        ("\u{663}", NAN_BITS),
        (
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            0x0000000000000000,
        ),
        (
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            0x7ff0000000000000,
        ),
        ("99999999999999999999", 0x4415af1d78b58c40),
        ("18014398509481985", 0x4350000000000000),
        ("1.", 0x3ff0000000000000),
        ("1.e5", 0x40f86a0000000000),
        (".e5", NAN_BITS),
        ("-0e0", 0x8000000000000000),
        ("0x0", 0x0000000000000000),
        ("-0x0", NAN_BITS),
        ("0b111111111111111111111111111111111111111111111111111111111111", 0x43b0000000000000),
        ("0o777777777777777777777777777777", 0x4590000000000000),
        ("+.5", 0x3fe0000000000000),
        ("-.5e-1", 0xbfa999999999999a),
        ("0.1e-999999999", 0x0000000000000000),
        ("1e999999999999", 0x7ff0000000000000),
        ("0xz", NAN_BITS),
        ("Infinity1", NAN_BITS),
        ("1e5x", NAN_BITS),
        ("3.14more", NAN_BITS),
        ("-Infinityx", NAN_BITS),
        ("0e", NAN_BITS),
        ("00x10", NAN_BITS),
        ("0x10", 0x4030000000000000),
        ("0b12", NAN_BITS),
        ("0o19", NAN_BITS),
        ("1e+5", 0x40f86a0000000000),
        ("  +12.5e+2  ", 0x4093880000000000),
    ];

    /// (s, parseFloat(s)).
    const PARSE_FLOAT: &[(&str, u64)] = &[
        ("", NAN_BITS),
        (" ", NAN_BITS),
        ("\u{9}\u{a}\u{d}\u{b}\u{c}", NAN_BITS),
        ("0", 0x0000000000000000),
        ("-0", 0x8000000000000000),
        ("+0", 0x0000000000000000),
        (".5", 0x3fe0000000000000),
        ("5.", 0x4014000000000000),
        (".", NAN_BITS),
        ("-.", NAN_BITS),
        ("+.", NAN_BITS),
        ("1e3", 0x408f400000000000),
        ("-1.5E-3", 0xbf589374bc6a7efa),
        ("1e", 0x3ff0000000000000),
        ("1e+", 0x3ff0000000000000),
        ("e5", NAN_BITS),
        ("0x1f", 0x0000000000000000),
        ("0X1F", 0x0000000000000000),
        ("-0x1f", 0x8000000000000000),
        ("+0x1f", 0x0000000000000000),
        ("0x", 0x0000000000000000),
        ("0o17", 0x0000000000000000),
        ("0O17", 0x0000000000000000),
        ("0o8", 0x0000000000000000),
        ("0b101", 0x0000000000000000),
        ("0B2", 0x0000000000000000),
        ("0b", 0x0000000000000000),
        ("1_000", 0x3ff0000000000000),
        ("Infinity", 0x7ff0000000000000),
        ("+Infinity", 0x7ff0000000000000),
        ("-Infinity", 0xfff0000000000000),
        ("infinity", NAN_BITS),
        ("Infinityx", 0x7ff0000000000000),
        (" Infinity ", 0x7ff0000000000000),
        ("NaN", NAN_BITS),
        ("123abc", 0x405ec00000000000),
        ("abc", NAN_BITS),
        ("  -0", 0x8000000000000000),
        ("900719925474099267", 0x43a9000000000001),
        ("9007199254740993", 0x4340000000000000),
        ("0x20000000000001", 0x0000000000000000),
        ("0x20000000000003", 0x0000000000000000),
        ("0x1fffffffffffffffff", 0x0000000000000000),
        (
            "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            0x0000000000000000,
        ),
        ("1e1000", 0x7ff0000000000000),
        ("-1e1000", 0xfff0000000000000),
        ("1e-400", 0x0000000000000000),
        ("-.e1", NAN_BITS),
        (".5abc", 0x3fe0000000000000),
        ("00012", 0x4028000000000000),
        ("012", 0x4028000000000000),
        ("08", 0x4020000000000000),
        ("1.7976931348623157e308", 0x7fefffffffffffff),
        ("1.7976931348623159e308", 0x7ff0000000000000),
        ("2.4703282292062327e-324", 0x0000000000000000),
        ("2.4703282292062328e-324", 0x0000000000000001),
        ("\u{a0} 42 \u{feff}", 0x4045000000000000),
        ("\u{3000}\u{3000}-7", 0xc01c000000000000),
        ("\u{180e}1", NAN_BITS),
        ("1\u{200b}", 0x3ff0000000000000),
        ("\u{2028}\u{2029}5\u{2029}", 0x4014000000000000),
        ("\u{1680}1\u{205f}", 0x3ff0000000000000),
        ("1n", 0x3ff0000000000000),
        ("12 34", 0x4028000000000000),
        ("- 5", NAN_BITS),
        ("+-5", NAN_BITS),
        ("\u{663}", NAN_BITS),
        (
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            0x0000000000000000,
        ),
        (
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            0x7ff0000000000000,
        ),
        ("99999999999999999999", 0x4415af1d78b58c40),
        ("18014398509481985", 0x4350000000000000),
        ("1.", 0x3ff0000000000000),
        ("1.e5", 0x40f86a0000000000),
        (".e5", NAN_BITS),
        ("-0e0", 0x8000000000000000),
        ("0x0", 0x0000000000000000),
        ("-0x0", 0x8000000000000000),
        ("0b111111111111111111111111111111111111111111111111111111111111", 0x0000000000000000),
        ("0o777777777777777777777777777777", 0x0000000000000000),
        ("+.5", 0x3fe0000000000000),
        ("-.5e-1", 0xbfa999999999999a),
        ("0.1e-999999999", 0x0000000000000000),
        ("1e999999999999", 0x7ff0000000000000),
        ("0xz", 0x0000000000000000),
        ("Infinity1", 0x7ff0000000000000),
        ("1e5x", 0x40f86a0000000000),
        ("3.14more", 0x40091eb851eb851f),
        ("-Infinityx", 0xfff0000000000000),
        ("0e", 0x0000000000000000),
        ("00x10", 0x0000000000000000),
        ("0x10", 0x0000000000000000),
        ("0b12", 0x0000000000000000),
        ("0o19", 0x0000000000000000),
        ("1e+5", 0x40f86a0000000000),
        ("  +12.5e+2  ", 0x4093880000000000),
    ];

    /// (s, radix, parseInt(s, radix)).
    const PARSE_INT: &[(&str, u64, u64)] = &[
        ("", 0x4024000000000000, NAN_BITS),
        ("", 0x4000000000000000, NAN_BITS),
        (" ", 0x4000000000000000, NAN_BITS),
        (" ", 0x4025cccccccccccd, NAN_BITS),
        ("\u{9}\u{a}\u{d}\u{b}\u{c}", 0x4000000000000000, NAN_BITS),
        ("\u{9}\u{a}\u{d}\u{b}\u{c}", 0x4042000000000000, NAN_BITS),
        ("0", 0x4000000000000000, 0x0000000000000000),
        ("0", 0x4025cccccccccccd, 0x0000000000000000),
        ("-0", 0x0000000000000000, 0x8000000000000000),
        ("-0", 0x4042800000000000, NAN_BITS),
        ("+0", 0x3ff0000000000000, NAN_BITS),
        ("+0", 0x4008000000000000, 0x0000000000000000),
        (".5", 0x0000000000000000, NAN_BITS),
        (".5", NAN_BITS, NAN_BITS),
        ("5.", 0x4025cccccccccccd, 0x4014000000000000),
        ("5.", 0x3ff0000000000000, NAN_BITS),
        (".", 0x4025cccccccccccd, NAN_BITS),
        (".", 0x3ff0000000000000, NAN_BITS),
        ("-.", 0xbff0000000000000, NAN_BITS),
        ("-.", 0x41f0000001000000, NAN_BITS),
        ("+.", 0xbff0000000000000, NAN_BITS),
        ("+.", 0x4008000000000000, NAN_BITS),
        ("1e3", 0x4008000000000000, 0x3ff0000000000000),
        ("1e3", 0x4030000000000000, 0x407e300000000000),
        ("-1.5E-3", 0x4040000000000000, 0xbff0000000000000),
        ("-1.5E-3", 0x4024000000000000, 0xbff0000000000000),
        ("1e", NAN_BITS, 0x3ff0000000000000),
        ("1e", 0x4024000000000000, 0x3ff0000000000000),
        ("1e+", 0x4008000000000000, 0x3ff0000000000000),
        ("1e+", 0x4000000000000000, 0x3ff0000000000000),
        ("e5", 0x4040000000000000, 0x407c500000000000),
        ("e5", 0x4020000000000000, NAN_BITS),
        ("0x1f", 0x4024000000000000, 0x0000000000000000),
        ("0x1f", 0x4040000000000000, 0x0000000000000000),
        ("0X1F", 0x4025cccccccccccd, 0x0000000000000000),
        ("0X1F", 0x4000000000000000, 0x0000000000000000),
        ("-0x1f", 0x4008000000000000, 0x8000000000000000),
        ("-0x1f", 0x4000000000000000, 0x8000000000000000),
        ("+0x1f", 0x4042800000000000, NAN_BITS),
        ("+0x1f", 0x4042000000000000, 0x40e4e86000000000),
        ("0x", 0xbff0000000000000, NAN_BITS),
        ("0x", 0x4030000000000000, NAN_BITS),
        ("0o17", 0x0000000000000000, 0x0000000000000000),
        ("0o17", 0x4000000000000000, 0x0000000000000000),
        ("0O17", 0x4024000000000000, 0x0000000000000000),
        ("0O17", 0x4020000000000000, 0x0000000000000000),
        ("0o8", 0x4030000000000000, 0x0000000000000000),
        ("0o8", 0x0000000000000000, 0x0000000000000000),
        ("0b101", 0x3ff0000000000000, NAN_BITS),
        ("0b101", 0x4042000000000000, 0x411f674400000000),
        ("0B2", NAN_BITS, 0x0000000000000000),
        ("0B2", 0x3ff0000000000000, NAN_BITS),
        ("0b", 0x4040000000000000, 0x4026000000000000),
        ("0b", 0x4042000000000000, 0x4026000000000000),
        ("1_000", 0x4000000000000000, 0x3ff0000000000000),
        ("1_000", 0x4000000000000000, 0x3ff0000000000000),
        ("Infinity", 0x4000000000000000, NAN_BITS),
        ("Infinity", 0x3ff0000000000000, NAN_BITS),
        ("+Infinity", 0x4030000000000000, NAN_BITS),
        ("+Infinity", 0x4024000000000000, NAN_BITS),
        ("-Infinity", 0x4030000000000000, NAN_BITS),
        ("-Infinity", 0x4024000000000000, NAN_BITS),
        ("infinity", 0x4025cccccccccccd, NAN_BITS),
        ("infinity", 0x3ff0000000000000, NAN_BITS),
        ("Infinityx", 0x0000000000000000, NAN_BITS),
        ("Infinityx", 0x4042000000000000, 0x42c7ed52fb0b9c80),
        (" Infinity ", 0x4040000000000000, 0x4212bbe579740000),
        (" Infinity ", 0x4042000000000000, 0x427544bb89d16000),
        ("NaN", 0x41f0000001000000, NAN_BITS),
        ("NaN", 0x41f0000001000000, NAN_BITS),
        ("123abc", 0x4042800000000000, NAN_BITS),
        ("123abc", 0x4000000000000000, 0x3ff0000000000000),
        ("abc", 0x4040000000000000, 0x40c4b60000000000),
        ("abc", 0x4040000000000000, 0x40c4b60000000000),
        ("  -0", 0x4008000000000000, 0x8000000000000000),
        ("  -0", 0x4024000000000000, 0x8000000000000000),
        ("900719925474099267", 0x4000000000000000, NAN_BITS),
        ("900719925474099267", 0x4000000000000000, NAN_BITS),
        ("9007199254740993", 0x4030000000000000, 0x43e200e3324a8e81),
        ("9007199254740993", 0x4000000000000000, NAN_BITS),
        ("0x20000000000001", 0x4042800000000000, NAN_BITS),
        ("0x20000000000001", 0x4024000000000000, 0x0000000000000000),
        ("0x20000000000003", 0x4030000000000000, 0x4340000000000002),
        ("0x20000000000003", 0x3ff0000000000000, NAN_BITS),
        ("0x1fffffffffffffffff", 0x41f0000001000000, 0x4440000000000000),
        ("0x1fffffffffffffffff", 0x0000000000000000, 0x4440000000000000),
        (
            "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            0x4042000000000000,
            0x7ff0000000000000,
        ),
        (
            "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            0x4025cccccccccccd,
            0x0000000000000000,
        ),
        ("1e1000", 0x4020000000000000, 0x3ff0000000000000),
        ("1e1000", NAN_BITS, 0x3ff0000000000000),
        ("-1e1000", 0x4025cccccccccccd, 0xbff0000000000000),
        ("-1e1000", 0x3ff0000000000000, NAN_BITS),
        ("1e-400", 0x4024000000000000, 0x3ff0000000000000),
        ("1e-400", 0x4030000000000000, 0x403e000000000000),
        ("-.e1", 0xbff0000000000000, NAN_BITS),
        ("-.e1", 0x0000000000000000, NAN_BITS),
        (".5abc", NAN_BITS, NAN_BITS),
        (".5abc", 0x4042000000000000, NAN_BITS),
        ("00012", NAN_BITS, 0x4028000000000000),
        ("00012", 0x4008000000000000, 0x4014000000000000),
        ("012", NAN_BITS, 0x4028000000000000),
        ("012", 0x0000000000000000, 0x4028000000000000),
        ("08", 0x0000000000000000, 0x4020000000000000),
        ("08", NAN_BITS, 0x4020000000000000),
        ("1.7976931348623157e308", 0xbff0000000000000, NAN_BITS),
        ("1.7976931348623157e308", 0x4040000000000000, 0x3ff0000000000000),
        ("1.7976931348623159e308", 0x41f0000001000000, 0x3ff0000000000000),
        ("1.7976931348623159e308", 0x41f0000001000000, 0x3ff0000000000000),
        ("2.4703282292062327e-324", 0xbff0000000000000, NAN_BITS),
        ("2.4703282292062327e-324", 0x0000000000000000, 0x4000000000000000),
        ("2.4703282292062328e-324", 0x4008000000000000, 0x4000000000000000),
        ("2.4703282292062328e-324", 0x0000000000000000, 0x4000000000000000),
        ("\u{a0} 42 \u{feff}", 0x4030000000000000, 0x4050800000000000),
        ("\u{a0} 42 \u{feff}", 0x3ff0000000000000, NAN_BITS),
        ("\u{3000}\u{3000}-7", 0x4024000000000000, 0xc01c000000000000),
        ("\u{3000}\u{3000}-7", 0x4030000000000000, 0xc01c000000000000),
        ("\u{180e}1", 0x3ff0000000000000, NAN_BITS),
        ("\u{180e}1", 0x4042800000000000, NAN_BITS),
        ("1\u{200b}", NAN_BITS, 0x3ff0000000000000),
        ("1\u{200b}", 0x4008000000000000, 0x3ff0000000000000),
        ("\u{2028}\u{2029}5\u{2029}", 0x4020000000000000, 0x4014000000000000),
        ("\u{2028}\u{2029}5\u{2029}", 0x4030000000000000, 0x4014000000000000),
        ("\u{1680}1\u{205f}", 0x4042000000000000, 0x3ff0000000000000),
        ("\u{1680}1\u{205f}", 0x4042000000000000, 0x3ff0000000000000),
        ("1n", 0x4008000000000000, 0x3ff0000000000000),
        ("1n", 0x4025cccccccccccd, 0x3ff0000000000000),
        ("12 34", 0x4024000000000000, 0x4028000000000000),
        ("12 34", 0x4008000000000000, 0x4014000000000000),
        ("- 5", 0x4020000000000000, NAN_BITS),
        ("- 5", 0x4025cccccccccccd, NAN_BITS),
        ("+-5", 0x41f0000001000000, NAN_BITS),
        ("+-5", 0x3ff0000000000000, NAN_BITS),
        ("\u{663}", 0x4025cccccccccccd, NAN_BITS),
        ("\u{663}", 0xbff0000000000000, NAN_BITS),
        (
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            0x4008000000000000,
            0x0000000000000000,
        ),
        (
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            0x0000000000000000,
            0x0000000000000000,
        ),
        (
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            0x4008000000000000,
            0x5ea43ab413550fe9,
        ),
        (
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            0xbff0000000000000,
            NAN_BITS,
        ),
        ("99999999999999999999", NAN_BITS, 0x4415af1d78b58c40),
        ("99999999999999999999", 0x4020000000000000, NAN_BITS),
        ("18014398509481985", 0x0000000000000000, 0x4350000000000000),
        ("18014398509481985", NAN_BITS, 0x4350000000000000),
        ("1.", 0x0000000000000000, 0x3ff0000000000000),
        ("1.", 0x3ff0000000000000, NAN_BITS),
        ("1.e5", 0x4030000000000000, 0x3ff0000000000000),
        ("1.e5", NAN_BITS, 0x3ff0000000000000),
        (".e5", 0x3ff0000000000000, NAN_BITS),
        (".e5", 0x3ff0000000000000, NAN_BITS),
        ("-0e0", 0x4042000000000000, 0xc07f800000000000),
        ("-0e0", 0x0000000000000000, 0x8000000000000000),
        ("0x0", 0x41f0000001000000, 0x0000000000000000),
        ("0x0", 0x4040000000000000, 0x0000000000000000),
        ("-0x0", 0x4025cccccccccccd, 0x8000000000000000),
        ("-0x0", 0x4024000000000000, 0x8000000000000000),
        ("0b111111111111111111111111111111111111111111111111111111111111", 0x4025cccccccccccd, 0x0000000000000000),
        ("0b111111111111111111111111111111111111111111111111111111111111", 0x4042800000000000, NAN_BITS),
        ("0o777777777777777777777777777777", 0x41f0000001000000, 0x0000000000000000),
        ("0o777777777777777777777777777777", 0x0000000000000000, 0x0000000000000000),
        ("+.5", 0x4008000000000000, NAN_BITS),
        ("+.5", 0x4024000000000000, NAN_BITS),
        ("-.5e-1", 0x3ff0000000000000, NAN_BITS),
        ("-.5e-1", 0x3ff0000000000000, NAN_BITS),
        ("0.1e-999999999", 0x4008000000000000, 0x0000000000000000),
        ("0.1e-999999999", 0x3ff0000000000000, NAN_BITS),
        ("1e999999999999", 0x0000000000000000, 0x3ff0000000000000),
        ("1e999999999999", NAN_BITS, 0x3ff0000000000000),
        ("0xz", 0x0000000000000000, NAN_BITS),
        ("0xz", 0x4040000000000000, 0x0000000000000000),
        ("Infinity1", 0x4024000000000000, NAN_BITS),
        ("Infinity1", 0x4030000000000000, NAN_BITS),
        ("1e5x", 0x4024000000000000, 0x3ff0000000000000),
        ("1e5x", 0x41f0000001000000, 0x407e500000000000),
        ("3.14more", 0x4025cccccccccccd, 0x4008000000000000),
        ("3.14more", 0x4025cccccccccccd, 0x4008000000000000),
        ("-Infinityx", 0x41f0000001000000, NAN_BITS),
        ("-Infinityx", 0x4025cccccccccccd, NAN_BITS),
        ("0e", 0x4008000000000000, 0x0000000000000000),
        ("0e", 0x41f0000001000000, 0x402c000000000000),
        ("00x10", 0x4020000000000000, 0x0000000000000000),
        ("00x10", 0x4042000000000000, 0x40e4e68000000000),
        ("0x10", 0x41f0000001000000, 0x4030000000000000),
        ("0x10", NAN_BITS, 0x4030000000000000),
        ("0b12", 0x4040000000000000, 0x40c6110000000000),
        ("0b12", 0x4008000000000000, 0x0000000000000000),
        ("0o19", 0x4030000000000000, 0x0000000000000000),
        ("0o19", 0x0000000000000000, 0x0000000000000000),
        ("1e+5", 0x4040000000000000, 0x4047000000000000),
        ("1e+5", 0x41f0000001000000, 0x403e000000000000),
        ("  +12.5e+2  ", 0x0000000000000000, 0x4028000000000000),
        ("  +12.5e+2  ", 0x3ff0000000000000, NAN_BITS),
        ("1a70a09dhd3nd55m3m0jmc99g0kj9", 0x4038000000000000, 0x47fdbaa69ef2dc90),
        ("1fed58ac000b0e9c6500gbb30ehf00f5ggb95", 0x4032000000000000, 0x49604dc161d23eb4),
        ("9cb2dcc658ce4567a5703d0febe", 0x4031000000000000, 0x46c790da166d7b16),
        ("93a327073b5059", 0x4028000000000000, 0x430c586e6fe78828),
        ("lkdgc9dfe1fj43a9869lh93jc8", 0x4036000000000000, 0x472eb8625b77a120),
        ("41123244525402034151345323453433211", 0x4018000000000000, 0x458f2731a0f902b1),
        ("00100101111111000110000011110011001", 0x4000000000000000, 0x41f2fe3079900000),
        ("845500727642201420701166575733671664277", 0x4022000000000000, 0x47a75fb6a2878c99),
        ("001121012011020202102012202202", 0x4008000000000000, 0x42a63054cc57e400),
        ("0ecfa98c0dade8e5f2c4b36ae648c", 0x4031000000000000, 0x4712f683956c2de6),
        ("AB6C854GF0A00DC10495E74BG3C7D6", 0x4031000000000000, 0x478ef3b4b7d863b5),
        ("hd6000c2gi", 0x4035000000000000, 0x42a979b5a4cfa000),
        ("q2th3ic8s36ds2pfpotuprt0csam2bhckre", 0x403f000000000000, 0x4ac1bbbaee066c5c),
        ("QCD0BP7566ND9HP834K5LD8E", 0x403b000000000000, 0x47110276839669da),
        ("09000e083e9eec13d127", 0x4030000000000000, 0x44a2001c107d3dd8),
        ("6576574168161828703084070801155", 0x4022000000000000, 0x460c782ca4f7e132),
        ("suqu882kqdgpb2p065lm", 0x403f000000000000, 0x461fb957c70eb015),
        ("1K328KKAK9DH87KK5ID2", 0x4036000000000000, 0x454967324dbb6ea4),
        ("6230751334656313070044625", 0x4020000000000000, 0x449931e96e6b9964),
        ("63407104727234435353727230605345", 0x4020000000000000, 0x45e9c1c89d74e476),
        ("efgpbl2e0jkqpudhe78dcd82g0fda", 0x403f000000000000, 0x48d7d8512fa2dd59),
        ("33112300121000200010301200", 0x4010000000000000, 0x432eb60c810098c0),
        ("426db859a5fg0fd90ed16f49g6a", 0x4031000000000000, 0x46b407a473df5981),
        ("062a9580853aa1cc96b39500063c92266ac4128", 0x402a000000000000, 0x48a7778c0866aa76),
        ("BEB888A4CBCCC2806049670755AEA", 0x402e000000000000, 0x46ff7937c177ab98),
        ("2rgk4qml38r0x1kwxl0g2b18", 0x4041000000000000, 0x4756a65d34b4af8e),
        ("2994bb9315b9265", 0x402a000000000000, 0x434337f76d1575da),
        ("7o3nihrjlsrlo", 0x4041000000000000, 0x43efe9f417a488fd),
        ("42P295FQIVABN07C86RIM0A8LEVA8OE94A", 0x4040000000000000, 0x4a6059124afd4bea),
        ("8h9006mejmigk33i0k", 0x4038000000000000, 0x4500c9b082710610),
        ("4KQNU0QHW6NAOJJAC31TNBIQL", 0x4040800000000000, 0x47a361d602ca685a),
        ("CBEG49FA2B1949F2H2E4G7HE8", 0x4032000000000000, 0x466ab966736aead0),
        ("70996923451900628", 0x4024000000000000, 0x436f876a6c4fe05a),
        ("coa8dd8l2jq6dkedd4i5o", 0x403b000000000000, 0x461b9d7b936ea739),
        ("2e6da243b3161166", 0x402e000000000000, 0x43b20335f23e47fe),
        ("2fae13ace3cda264", 0x4030000000000000, 0x43c7d709d671e6d1),
        ("C0A738932773938B1082901A4DC0D62449AA605", 0x402c000000000000, 0x49334e06d412b854),
        ("175048702399808500a473865477", 0x4026000000000000, 0x45d1c53b7d849aab),
        ("XTFUF1TO08ZY5", 0x4042000000000000, 0x44215f98a8bf1a7f),
        ("3cf6kr0jd0qlh0ikifpt47626bjg32i1rjq974f", 0x4040800000000000, 0x4c05c01d074a1013),
        ("2088127372167817038835704116010", 0x4022000000000000, 0x45f210156561bf5b),
        ("D0E14A56516A", 0x402e000000000000, 0x42d9b0ca53339f40),
        ("118654553324a7947648298696899", 0x4026000000000000, 0x4600eb44b601cdc4),
        ("4b43e36c065921", 0x4032000000000000, 0x437561510c91732d),
        ("ulu3c2kh8qja7x87swsai5594wuhwrbv2fe0c0", 0x4042000000000000, 0x4c32aca8a587516e),
        ("J3J8M0E1OCDLJMO2LG450828LI638E037CO", 0x4039000000000000, 0x4a11c23ba2000ad7),
        ("mtaruv9qjnrvatvorbejbbt51de9s8kt", 0x4040000000000000, 0x49e6eab7efa753bf),
        ("010010110101001111011101101101", 0x4000000000000000, 0x41b2d4f76d000000),
        ("306370cb83d7dfc47ge177g169e2gc72edc", 0x4031000000000000, 0x48b7bc504d9b08b4),
        ("A0841517629863226955474", 0x4026000000000000, 0x44e5b23f6ce40d7f),
        ("184138261644668054807155211160574722", 0x4022000000000000, 0x46edee8fb748ccd4),
        ("2a88f6dci7lk60a0j504fj031", 0x4039000000000000, 0x46fa6ba679c8ef4c),
        ("AI04439HQHNFQ07P1PT5RRP49UK8DFQB1N2FG", 0x403f000000000000, 0x4b4afddd682b1ac6),
        ("1000100101000101010011001101110", 0x4000000000000000, 0x41d128a99b800000),
        ("7G66F7DD7263562CE77", 0x4031000000000000, 0x44b7b6f213f08b2b),
        ("320067a655577996", 0x4028000000000000, 0x4365ab37dd6a9ef8),
        ("826084112034503430121185676827447376138", 0x4022000000000000, 0x47a6c844f73e702c),
        ("1234389011F70DA396233193D1760", 0x4030000000000000, 0x46f234389011f70e),
        ("4h8fuh0a91iaik32t", 0x403f000000000000, 0x4505efe8d17c7685),
        ("8a3g09clanek3jg36j02oj3j0h6kmbohh6m", 0x4039000000000000, 0x49ff2dcedc60f501),
    ];

    /// (s, String(BigInt(s)) or None for a SyntaxError).
    const STRING_TO_BIGINT: &[(&str, Option<&str>)] = &[
        ("", Some("0")),
        (" ", Some("0")),
        ("\u{9}\u{a}\u{d}\u{b}\u{c}", Some("0")),
        ("0", Some("0")),
        ("-0", Some("0")),
        ("+0", Some("0")),
        (".5", None),
        ("5.", None),
        (".", None),
        ("-.", None),
        ("+.", None),
        ("1e3", None),
        ("-1.5E-3", None),
        ("1e", None),
        ("1e+", None),
        ("e5", None),
        ("0x1f", Some("31")),
        ("0X1F", Some("31")),
        ("-0x1f", None),
        ("+0x1f", None),
        ("0x", None),
        ("0o17", Some("15")),
        ("0O17", Some("15")),
        ("0o8", None),
        ("0b101", Some("5")),
        ("0B2", None),
        ("0b", None),
        ("1_000", None),
        ("Infinity", None),
        ("+Infinity", None),
        ("-Infinity", None),
        ("infinity", None),
        ("Infinityx", None),
        (" Infinity ", None),
        ("NaN", None),
        ("123abc", None),
        ("abc", None),
        ("  -0", Some("0")),
        ("900719925474099267", Some("900719925474099267")),
        ("9007199254740993", Some("9007199254740993")),
        ("0x20000000000001", Some("9007199254740993")),
        ("0x20000000000003", Some("9007199254740995")),
        ("0x1fffffffffffffffff", Some("590295810358705651711")),
        (
            "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            Some(
                "179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137215",
            ),
        ),
        ("1e1000", None),
        ("-1e1000", None),
        ("1e-400", None),
        ("-.e1", None),
        (".5abc", None),
        ("00012", Some("12")),
        ("012", Some("12")),
        ("08", Some("8")),
        ("1.7976931348623157e308", None),
        ("1.7976931348623159e308", None),
        ("2.4703282292062327e-324", None),
        ("2.4703282292062328e-324", None),
        ("\u{a0} 42 \u{feff}", Some("42")),
        ("\u{3000}\u{3000}-7", Some("-7")),
        ("\u{180e}1", None),
        ("1\u{200b}", None),
        ("\u{2028}\u{2029}5\u{2029}", Some("5")),
        ("\u{1680}1\u{205f}", Some("1")),
        ("1n", None),
        ("12 34", None),
        ("- 5", None),
        ("+-5", None),
        ("\u{663}", None),
        (
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            None,
        ),
        (
            "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            Some(
                "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            ),
        ),
        ("99999999999999999999", Some("99999999999999999999")),
        ("18014398509481985", Some("18014398509481985")),
        ("1.", None),
        ("1.e5", None),
        (".e5", None),
        ("-0e0", None),
        ("0x0", Some("0")),
        ("-0x0", None),
        ("0b111111111111111111111111111111111111111111111111111111111111", Some("1152921504606846975")),
        ("0o777777777777777777777777777777", Some("1237940039285380274899124223")),
        ("+.5", None),
        ("-.5e-1", None),
        ("0.1e-999999999", None),
        ("1e999999999999", None),
        ("0xz", None),
        ("Infinity1", None),
        ("1e5x", None),
        ("3.14more", None),
        ("-Infinityx", None),
        ("0e", None),
        ("00x10", None),
        ("0x10", Some("16")),
        ("0b12", None),
        ("0o19", None),
        ("1e+5", None),
        ("  +12.5e+2  ", None),
    ];

    /// (n, radix, BigInt(n).toString(radix)).
    const BIGINT_TO_STRING: &[(&str, u32, &str)] = &[
        ("901234567", 23, "620c10e"),
        ("6012345012345012345012345012345", 5, "101210130100200014014432131041140240310343340"),
        ("-601234560123456012345601234560123456", 24, "-iiimmne7c322fc9ecn636fgm80"),
        ("20123401234", 11, "8597154212"),
        ("301234012340123401234", 34, "3o7q05ta2qdwsi"),
        ("-5", 18, "-5"),
        ("1012345678012345678012345678012345678", 9, "48837577228211166170545883132854744711"),
        ("-20101010101", 10, "-20101010101"),
        ("-7", 16, "-7"),
        ("-7", 32, "-7"),
        ("6", 19, "6"),
        ("9010101", 12, "3026219"),
        ("60101", 22, "5e3j"),
        ("-50123401234012340123401234", 22, "-1c8cghg8fc8h568e4998"),
        ("60101", 2, "1110101011000101"),
        ("-5012012", 12, "-1818578"),
        ("-70101010101", 30, "-364odl6l"),
        ("6012301230123", 20, "beh242df63"),
        ("4", 13, "4"),
        ("90123456", 9, "207522123"),
        ("2", 17, "2"),
        ("-50123456012345601234560123456", 4, "-220133110212222300312213123112333310211020021000"),
        ("4012345678012345678", 5, "232124222133042032130030203"),
        ("-9012345678012345678", 11, "-1691536088aa3893369"),
        ("8012345", 4, "132210020321"),
        ("-3012345012345012345012345012345", 12, "-19b1877528a372919b04705736189"),
        ("-40101010101", 24, "-8hk3h94l"),
        ("-30101010101", 17, "-456108850"),
        ("-901230123", 7, "-31222221033"),
        ("-7012345012345012345", 23, "-dkmel2f593k03c"),
        ("-2", 30, "-2"),
        ("-4012345678012345678012345678", 9, "-76000150311213800586528217534"),
        ("-9", 26, "-9"),
        ("-30101", 33, "-rl5"),
        ("-80123401234", 12, "-136411b906a"),
        ("700", 24, "154"),
        ("-5012345012345012345012345", 12, "-90b50a60536b72724b633b5"),
        ("-800", 9, "-1078"),
        ("-50123456012345601234560123456", 3, "-1011220222020201120100022212022210110120000222202121211200122"),
        ("-50123012301230123", 30, "-2oqfbgna8fkn"),
    ];
}
