//! A deterministic collation for `String.prototype.localeCompare`, close to ICU's root collation
//! (CLDR root, as V8 uses for every locale code mode accepts) for common text.
//!
//! Each string becomes a list of collation elements with three weights, compared level by level
//! as the Unicode Collation Algorithm does: primary (the base letter: case and accents ignored),
//! then secondary (accents, in ICU's order of the combining marks), then tertiary (case: lower
//! before upper; compatibility variants such as ligatures, full-width forms and katakana after
//! the plain form). Characters that ICU ignores (controls, format characters) are dropped, so
//! strings that differ only by them compare equal, as in V8.
//!
//! Primary order follows ICU root: whitespace, punctuation, symbols, currency signs, digits (every
//! script's decimal digits by value), Latin letters (with ICU's expansions `æ` = `ae`, `ß` = `ss`,
//! `œ` = `oe` and its extra letters `þ`, `ŋ`, `ı` placed after their neighbours), then the letters
//! of other scripts by code point (katakana folded onto hiragana).
//!
//! What it deliberately does not do: locale tailorings (Swedish `ä` after `z`, …), the full DUCET
//! order of symbols and non-Latin scripts (they are ordered by code point within their group),
//! contractions, and the identical level. Options supported: `sensitivity`, `numeric`,
//! `caseFirst` (`"upper"`), `ignorePunctuation`.

use std::cmp::Ordering;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::{canonical_combining_class, decompose_compatible, is_combining_mark};

/// Which differences count (`Intl.Collator`'s `sensitivity`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Sensitivity {
    /// Base letters only.
    Base,
    /// Base letters and accents.
    Accent,
    /// Base letters and case.
    Case,
    /// Everything (the default).
    Variant,
}

/// Collation options.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Options {
    /// `sensitivity`.
    pub sensitivity: Sensitivity,
    /// `numeric`: digit runs compare by value.
    pub numeric: bool,
    /// `caseFirst: "upper"`.
    pub upper_first: bool,
    /// `ignorePunctuation`: whitespace and punctuation are ignored.
    pub ignore_punctuation: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { sensitivity: Sensitivity::Variant, numeric: false, upper_first: false, ignore_punctuation: false }
    }
}

/// One collation element. `p == 0` marks an accent (secondary only).
#[derive(Copy, Clone, Debug)]
struct Ce {
    p: u32,
    s: u32,
    /// Bit 2: upper case; bit 1: katakana; bit 0: compatibility variant.
    t: u8,
    /// The digit value when the element is a decimal digit (for numeric collation).
    digit: Option<u8>,
}

const UPPER: u8 = 4;
const KATAKANA: u8 = 2;
const VARIANT: u8 = 1;
/// Secondary weight of a primary element (below every accent).
const COMMON: u32 = 5;
/// Secondary weights inside the expansions `æ`, `œ` and `ß`.
const EXPANSION: u32 = 0x900;
const EXPANSION_SS: u32 = 0x901;

// Primary weight groups, in ICU root order.
const WS: u32 = 0x100;
const KNOWN: u32 = 0x200;
const SYMBOL: u32 = 0x400;
const CURRENCY: u32 = 0x0120_0000;
const DIGIT: u32 = 0x0130_0000;
const NUMBER_LEN: u32 = DIGIT + 0x10;
const LATIN: u32 = 0x0140_0000;
const OTHER_LETTER: u32 = 0x0150_0000;
const LONE_SURROGATE: u32 = 0x0200_0000;

/// Punctuation and symbols in ICU root order (whitespace, currency and digits excluded). The
/// characters up to and including `•` are punctuation (ignored by `ignorePunctuation`).
const KNOWN_ORDER: &str = "_-\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015},;:!¡?¿.…·'‘’‚‹›\"“”„«»()[]{}§¶@*/\\&#%‰†‡•`´˜^¯¨°©®←↑→↓↔∑+±÷×<=≠>¬|¦~√∞≤≥★☆✓✔✗✘♠♣♥♦😀";
const PUNCT_END: char = '•';
const CURRENCY_ORDER: &str = "¤¢$£¥€₹₩₪₫₱₽₺₴₦₿";

/// The secondary order of the combining diacritics U+0300–U+036F in ICU root.
const MARK_ORDER: [u16; 111] = [
    0x332, 0x313, 0x343, 0x314, 0x301, 0x341, 0x300, 0x340, 0x306, 0x302, 0x30c, 0x30a, 0x342, 0x308, 0x344, 0x30b,
    0x303, 0x307, 0x338, 0x327, 0x328, 0x304, 0x30d, 0x30e, 0x312, 0x315, 0x31a, 0x33d, 0x33e, 0x33f, 0x346, 0x34a,
    0x34b, 0x34c, 0x350, 0x351, 0x352, 0x357, 0x35b, 0x35d, 0x35e, 0x316, 0x317, 0x318, 0x319, 0x31c, 0x31d, 0x31e,
    0x31f, 0x320, 0x329, 0x32a, 0x32b, 0x32c, 0x32f, 0x333, 0x33a, 0x33b, 0x33c, 0x347, 0x348, 0x349, 0x34d, 0x34e,
    0x353, 0x354, 0x355, 0x356, 0x359, 0x35a, 0x35c, 0x35f, 0x362, 0x336, 0x337, 0x335, 0x305, 0x309, 0x30f, 0x310,
    0x311, 0x31b, 0x321, 0x322, 0x323, 0x324, 0x325, 0x326, 0x32d, 0x32e, 0x330, 0x331, 0x334, 0x339, 0x345, 0x358,
    0x360, 0x361, 0x363, 0x368, 0x369, 0x364, 0x36a, 0x365, 0x36b, 0x366, 0x36c, 0x36d, 0x367, 0x36e, 0x36f,
];

/// Zeros of the decimal digit blocks of other scripts (their digits collate as 0–9).
const DIGIT_ZEROS: &[u32] = &[
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0E50,
    0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50,
    0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x11066, 0x110F0, 0x11136, 0x111D0,
    0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x16A60, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2,
    0x1D7EC, 0x1D7F6, 0x1E950, 0x1FBF0,
];

fn digit_value(c: char) -> Option<u8> {
    let cp = c as u32;
    if c.is_ascii_digit() {
        return Some((cp - 0x30) as u8);
    }
    DIGIT_ZEROS.iter().find(|&&z| (z..z + 10).contains(&cp)).map(|&z| (cp - z) as u8)
}

fn mark_weight(c: char) -> u32 {
    let cp = c as u32;
    match MARK_ORDER.iter().position(|&m| u32::from(m) == cp) {
        Some(i) => COMMON + 1 + i as u32,
        None => 0x1000 + cp,
    }
}

/// Characters ICU ignores completely.
fn is_ignorable(c: char) -> bool {
    (c.is_control() && !c.is_whitespace())
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{180B}'..='\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206F}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

fn whitespace_weight(c: char) -> u32 {
    WS + match c {
        '\t' => 1,
        '\n' => 2,
        '\u{0B}' => 3,
        '\u{0C}' => 4,
        '\r' => 5,
        '\u{85}' => 6,
        ' ' => 9,
        '\u{2028}' => 10,
        '\u{2029}' => 11,
        _ => 12,
    }
}

/// Latin letters ICU does not decompose: their primaries (as `(letter index, sub)`, the
/// weight `LATIN + index * 16 + sub`; a second entry makes an expansion) and an accent that
/// tells them apart at the secondary level.
type Special = (&'static [(u32, u32)], Option<char>);

fn latin_special(lower: char) -> Option<Special> {
    Some(match lower {
        'æ' => (&[(0, 0), (4, 0)], None),
        'œ' => (&[(14, 0), (4, 0)], None),
        'ß' => (&[(18, 0), (18, 0)], None),
        'ð' | 'đ' => (&[(3, 0)], Some('\u{0335}')),
        'ø' => (&[(14, 0)], Some('\u{0338}')),
        'ħ' => (&[(7, 0)], Some('\u{0335}')),
        'ł' | 'ŀ' => (&[(11, 0)], Some('\u{0337}')),
        'ı' => (&[(8, 1)], None),
        'ŋ' => (&[(13, 1)], None),
        'ĸ' => (&[(16, 1)], None),
        'ŧ' => (&[(19, 1)], None),
        'þ' => (&[(25, 1)], None),
        _ => return None,
    })
}

struct Builder<'o> {
    out: Vec<Ce>,
    opts: &'o Options,
    /// The last character was ignored as punctuation (its accents are ignored too).
    shifted: bool,
}

impl Builder<'_> {
    fn push(&mut self, p: u32, t: u8, digit: Option<u8>) {
        self.out.push(Ce { p, s: COMMON, t, digit });
    }

    fn mark(&mut self, c: char) {
        self.out.push(Ce { p: 0, s: mark_weight(c), t: 0, digit: None });
    }

    /// Elements of one character that is already canonically decomposed.
    fn char(&mut self, c: char, variant: bool) {
        let v = if variant { VARIANT } else { 0 };
        if is_combining_mark(c) || canonical_combining_class(c) != 0 {
            if !self.shifted {
                self.mark(c);
            }
            return;
        }
        if is_ignorable(c) {
            return;
        }
        self.shifted = false;
        if c.is_whitespace() {
            if self.opts.ignore_punctuation {
                self.shifted = true;
            } else {
                self.push(whitespace_weight(c), v, None);
            }
            return;
        }
        if let Some(d) = digit_value(c) {
            self.push(DIGIT + u32::from(d), v, Some(d));
            return;
        }
        if c.is_alphabetic() {
            let upper = c.is_uppercase() || (c.is_alphabetic() && c.to_lowercase().next() != Some(c));
            let lower = if upper { c.to_lowercase().next().unwrap_or(c) } else { c };
            let t = v | if upper { UPPER } else { 0 };
            if lower.is_ascii_lowercase() {
                self.push(LATIN + (lower as u32 - 'a' as u32) * 16, t, None);
                return;
            }
            if let Some((ps, mark)) = latin_special(lower) {
                let t = if ps.len() > 1 { t | VARIANT } else { t };
                for (k, &(i, sub)) in ps.iter().enumerate() {
                    if k == 1 {
                        // DUCET puts a secondary weight between the parts of an expansion
                        // (`ß` is `s s` with an accent-level difference from `ss`).
                        self.out.push(Ce {
                            p: 0,
                            s: if lower == 'ß' { EXPANSION_SS } else { EXPANSION },
                            t: 0,
                            digit: None,
                        });
                    }
                    self.push(LATIN + i * 16 + sub, t, None);
                }
                if let Some(m) = mark {
                    self.mark(m);
                }
                return;
            }
            let cp = lower as u32;
            if (0x30A1..=0x30FA).contains(&cp) {
                // Katakana sorts with hiragana, after it.
                self.push(OTHER_LETTER + cp - 0x60, t | KATAKANA, None);
                return;
            }
            self.push(OTHER_LETTER + cp, t, None);
            return;
        }
        if let Some(i) = CURRENCY_ORDER.chars().position(|k| k == c) {
            self.push(CURRENCY + i as u32, v, None);
            return;
        }
        if ('\u{20A0}'..='\u{20CF}').contains(&c) {
            self.push(CURRENCY + 0x100 + c as u32, v, None);
            return;
        }
        if let Some(i) = KNOWN_ORDER.chars().position(|k| k == c) {
            let punct = KNOWN_ORDER.chars().position(|k| k == PUNCT_END).is_some_and(|end| i <= end);
            if punct && self.opts.ignore_punctuation {
                self.shifted = true;
            } else {
                self.push(KNOWN + i as u32, v, None);
            }
            return;
        }
        self.push(SYMBOL + c as u32, v, None);
    }

    /// Elements of a character as it comes out of NFD.
    fn decomposed(&mut self, c: char) {
        if (c as u32) < 0x80 {
            self.char(c, false);
            return;
        }
        let lower = c.to_lowercase().next().unwrap_or(c);
        if latin_special(lower).is_some() || matches!(c, 'ŀ' | 'Ŀ') {
            self.char(c, false);
            return;
        }
        let mut compat: smallvec::SmallVec<[char; 4]> = smallvec::SmallVec::new();
        decompose_compatible(c, |d| compat.push(d));
        if compat.len() == 1 && compat[0] == c {
            self.char(c, false);
        } else {
            for d in compat {
                self.char(d, true);
            }
        }
    }

    fn unit_run(&mut self, s: &[u16]) {
        if s.iter().all(|&u| u < 0x80) {
            for &u in s {
                self.char(char::from(u as u8), false);
            }
            return;
        }
        let chars: String = char::decode_utf16(s.iter().copied()).map(|r| r.unwrap_or('\u{FFFD}')).collect();
        for c in chars.chars().nfd() {
            self.decomposed(c);
        }
    }
}

/// The collation elements of a string.
fn elements(s: &[u16], opts: &Options) -> Vec<Ce> {
    let mut b = Builder { out: Vec::with_capacity(s.len() + 4), opts, shifted: false };
    // Lone surrogates split the text; each is a symbol of its own.
    let mut start = 0;
    let mut i = 0;
    while i < s.len() {
        let u = s[i];
        let lone = match u {
            0xD800..=0xDBFF => !matches!(s.get(i + 1), Some(0xDC00..=0xDFFF)),
            0xDC00..=0xDFFF => i == 0 || !matches!(s[i - 1], 0xD800..=0xDBFF),
            _ => false,
        };
        if lone {
            // ICU collates an unpaired surrogate as U+FFFD, after everything else.
            b.unit_run(&s[start..i]);
            b.push(LONE_SURROGATE, 0, None);
            start = i + 1;
        }
        i += 1;
    }
    b.unit_run(&s[start..]);
    let mut out = b.out;
    if opts.numeric {
        out = numeric_runs(out);
    }
    out
}

/// Replaces each run of digits by its length (without leading zeros) and its significant digits.
fn numeric_runs(ces: Vec<Ce>) -> Vec<Ce> {
    let mut out = Vec::with_capacity(ces.len());
    let mut i = 0;
    while i < ces.len() {
        if ces[i].digit.is_none() {
            out.push(ces[i]);
            i += 1;
            continue;
        }
        let start = i;
        while i < ces.len() && ces[i].digit.is_some() {
            i += 1;
        }
        let run = &ces[start..i];
        let first = run.iter().position(|c| c.digit != Some(0)).unwrap_or(run.len());
        let sig = &run[first..];
        out.push(Ce { p: NUMBER_LEN + sig.len().min(0xFFFF) as u32, s: COMMON, t: 0, digit: None });
        out.extend_from_slice(sig);
    }
    out
}

fn case_bits(t: u8, upper_first: bool) -> u8 {
    let upper = t & UPPER != 0;
    if upper != upper_first { 1 } else { 0 }
}

/// Compares two strings.
pub(crate) fn compare(a: &[u16], b: &[u16], opts: &Options) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let ka = elements(a, opts);
    let kb = elements(b, opts);
    let primary = |k: &[Ce]| k.iter().filter(|e| e.p != 0).map(|e| e.p).collect::<Vec<_>>();
    let o = primary(&ka).cmp(&primary(&kb));
    if o != Ordering::Equal || opts.sensitivity == Sensitivity::Base {
        return o;
    }
    if opts.sensitivity == Sensitivity::Case {
        let case =
            |k: &[Ce]| k.iter().filter(|e| e.p != 0).map(|e| case_bits(e.t, opts.upper_first)).collect::<Vec<_>>();
        return case(&ka).cmp(&case(&kb));
    }
    let secondary = |k: &[Ce]| k.iter().map(|e| e.s).collect::<Vec<_>>();
    let o = secondary(&ka).cmp(&secondary(&kb));
    if o != Ordering::Equal || opts.sensitivity == Sensitivity::Accent {
        return o;
    }
    let tertiary = |k: &[Ce]| {
        k.iter()
            .filter(|e| e.p != 0)
            .map(|e| (case_bits(e.t, opts.upper_first), e.t & (KATAKANA | VARIANT)))
            .collect::<Vec<_>>()
    };
    tertiary(&ka).cmp(&tertiary(&kb))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmp(a: &str, b: &str) -> i32 {
        let a: Vec<u16> = a.encode_utf16().collect();
        let b: Vec<u16> = b.encode_utf16().collect();
        compare(&a, &b, &Options::default()) as i32
    }

    #[test]
    fn icu_root_examples() {
        assert_eq!(cmp("a", "B"), -1);
        assert_eq!(cmp("a", "A"), -1);
        assert_eq!(cmp("résumé", "resume"), 1);
        assert_eq!(cmp("résumé", "Resume"), 1);
        assert_eq!(cmp("a-b", "ab"), -1);
        assert_eq!(cmp("ab", "a b"), 1);
        assert_eq!(cmp("Ab", "aB"), 1);
        assert_eq!(cmp("ä", "ae"), -1);
        assert_eq!(cmp("é", "è"), -1);
        assert_eq!(cmp("ß", "ss"), 1);
        assert_eq!(cmp("a\u{0}", "a"), 0);
        assert_eq!(cmp("\u{0661}", "1"), 0);
        assert_eq!(cmp("ﬁ", "fi"), 1);
        assert_eq!(cmp("あ", "ア"), -1);
        assert_eq!(cmp("_", "a"), -1);
        assert_eq!(cmp("9", "a"), -1);
        assert_eq!(cmp("$", "0"), -1);
        assert_eq!(cmp("Z", "a"), 1);
    }
}
