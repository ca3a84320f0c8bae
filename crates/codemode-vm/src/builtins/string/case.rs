//! Full Unicode case mapping of UTF-16 text, as `String.prototype.toLowerCase`/`toUpperCase` do
//! it (ECMA-262 §22.1.3.28 and §22.1.3.30 refer to the Unicode Default Case Conversion).
//!
//! The per-character mappings (including the unconditional SpecialCasing ones: `ß` → `SS`,
//! `İ` → `i̇`, ligatures) come from Rust's `char::to_lowercase`/`to_uppercase`. The one
//! context-sensitive rule of the root locale, Final_Sigma, is applied here: `Σ` lowers to `ς`
//! when it ends a word. Lone surrogates pass through unchanged. Language-sensitive mappings
//! are done for Turkish and Azeri only (dotted and dotless i, [`to_lower_turkic`],
//! [`to_upper_turkic`]); Lithuanian's are not.

use unicode_normalization::char::is_combining_mark;

/// A decoded unit of UTF-16 text: a scalar value, or a lone surrogate kept as is.
#[derive(Copy, Clone)]
enum Unit {
    Char(char),
    Lone(u16),
}

fn decode(s: &[u16]) -> Vec<Unit> {
    char::decode_utf16(s.iter().copied())
        .map(|r| match r {
            Ok(c) => Unit::Char(c),
            Err(e) => Unit::Lone(e.unpaired_surrogate()),
        })
        .collect()
}

fn push_char(out: &mut Vec<u16>, c: char) {
    let mut buf = [0u16; 2];
    out.extend_from_slice(c.encode_utf16(&mut buf));
}

/// Titlecase letters (general category Lt): cased, neither upper nor lower case.
fn is_titlecase(c: char) -> bool {
    matches!(
        c,
        '\u{01C5}'
            | '\u{01C8}'
            | '\u{01CB}'
            | '\u{01F2}'
            | '\u{1F88}'..='\u{1F8F}'
            | '\u{1F98}'..='\u{1F9F}'
            | '\u{1FA8}'..='\u{1FAF}'
            | '\u{1FBC}'
            | '\u{1FCC}'
            | '\u{1FFC}'
    )
}

/// Unicode `Cased`.
fn is_cased(c: char) -> bool {
    c.is_lowercase() || c.is_uppercase() || is_titlecase(c)
}

/// Unicode `Case_Ignorable`, approximated by the combining marks plus the common modifier
/// letters/symbols, format characters and word-internal punctuation (`'`, `.`, `:`, `·` …).
fn is_case_ignorable(c: char) -> bool {
    is_combining_mark(c)
        || matches!(
            c,
            '\'' | '.'
                | ':'
                | '^'
                | '`'
                | '\u{00A8}'
                | '\u{00AD}'
                | '\u{00AF}'
                | '\u{00B4}'
                | '\u{00B7}'
                | '\u{00B8}'
                | '\u{02B0}'..='\u{036F}'
                | '\u{0374}'
                | '\u{0375}'
                | '\u{037A}'
                | '\u{0384}'
                | '\u{0385}'
                | '\u{0387}'
                | '\u{0559}'
                | '\u{055F}'
                | '\u{0640}'
                | '\u{180B}'..='\u{180F}'
                | '\u{1D2C}'..='\u{1D6A}'
                | '\u{1D78}'
                | '\u{1D9B}'..='\u{1DFF}'
                | '\u{1FBD}'
                | '\u{1FBF}'..='\u{1FC1}'
                | '\u{1FCD}'..='\u{1FCF}'
                | '\u{1FDD}'..='\u{1FDF}'
                | '\u{1FED}'..='\u{1FEF}'
                | '\u{1FFD}'
                | '\u{1FFE}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2018}'
                | '\u{2019}'
                | '\u{2024}'
                | '\u{2027}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2071}'
                | '\u{207F}'
                | '\u{2090}'..='\u{209C}'
                | '\u{2C7C}'
                | '\u{2C7D}'
                | '\u{FE13}'
                | '\u{FE52}'
                | '\u{FE55}'
                | '\u{FEFF}'
                | '\u{FF07}'
                | '\u{FF0E}'
                | '\u{FF1A}'
                | '\u{FF3E}'
                | '\u{FF40}'
                | '\u{FF70}'
                | '\u{FF9E}'
                | '\u{FF9F}'
                | '\u{FFE3}'
        )
}

/// Final_Sigma (Unicode §3.13): the sigma at `i` follows a cased letter (skipping case-ignorable
/// characters) and is not followed by one.
fn is_final_sigma(units: &[Unit], i: usize) -> bool {
    let mut before = false;
    for u in units[..i].iter().rev() {
        match u {
            Unit::Char(c) if is_case_ignorable(*c) => {}
            Unit::Char(c) => {
                before = is_cased(*c);
                break;
            }
            Unit::Lone(_) => break,
        }
    }
    if !before {
        return false;
    }
    for u in &units[i + 1..] {
        match u {
            Unit::Char(c) if is_case_ignorable(*c) => {}
            Unit::Char(c) => return !is_cased(*c),
            Unit::Lone(_) => return true,
        }
    }
    true
}

/// `toLowerCase` of UTF-16 text.
#[must_use]
pub(crate) fn to_lower(s: &[u16]) -> Vec<u16> {
    if s.iter().all(|&u| u < 0x80) {
        return s.iter().map(|&u| u16::from((u as u8).to_ascii_lowercase())).collect();
    }
    let units = decode(s);
    let mut out = Vec::with_capacity(s.len());
    for (i, u) in units.iter().enumerate() {
        match *u {
            Unit::Lone(x) => out.push(x),
            Unit::Char('\u{03A3}') => {
                let c = if is_final_sigma(&units, i) { '\u{03C2}' } else { '\u{03C3}' };
                push_char(&mut out, c);
            }
            Unit::Char(c) => {
                for l in c.to_lowercase() {
                    push_char(&mut out, l);
                }
            }
        }
    }
    out
}

/// `toUpperCase` of UTF-16 text.
#[must_use]
pub(crate) fn to_upper(s: &[u16]) -> Vec<u16> {
    if s.iter().all(|&u| u < 0x80) {
        return s.iter().map(|&u| u16::from((u as u8).to_ascii_uppercase())).collect();
    }
    let mut out = Vec::with_capacity(s.len());
    for r in char::decode_utf16(s.iter().copied()) {
        match r {
            Ok(c) => {
                for l in c.to_uppercase() {
                    push_char(&mut out, l);
                }
            }
            Err(e) => out.push(e.unpaired_surrogate()),
        }
    }
    out
}

/// `toLocaleLowerCase("tr")`: `I` → `ı`, `İ` → `i`, `I` + combining dot above → `i`.
#[must_use]
pub(crate) fn to_lower_turkic(s: &[u16]) -> Vec<u16> {
    let mut pre: Vec<u16> = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            0x49 if s.get(i + 1) == Some(&0x0307) => {
                pre.push(0x69);
                i += 1;
            }
            0x49 => pre.push(0x0131),
            0x0130 => pre.push(0x69),
            u => pre.push(u),
        }
        i += 1;
    }
    to_lower(&pre)
}

/// `toLocaleUpperCase("tr")`: `i` → `İ`.
#[must_use]
pub(crate) fn to_upper_turkic(s: &[u16]) -> Vec<u16> {
    let pre: Vec<u16> = s.iter().map(|&u| if u == 0x69 { 0x0130 } else { u }).collect();
    to_upper(&pre)
}
