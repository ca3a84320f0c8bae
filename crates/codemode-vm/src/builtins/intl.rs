//! The primitive parts of `Intl` (the object API is `prelude/intl.js`): text segmentation for
//! `Intl.Segmenter` on the `unicode-segmentation` crate (UAX #29, no locale tailoring, no
//! dictionaries: a run of ideographs or Thai splits per character), and the private symbols the
//! prelude keeps each Intl object's internal slots under.
//!
//! Strings in the VM are UTF-16 and may hold lone surrogates; the segmenter works on UTF-8, so
//! the text is converted with each lone surrogate read as U+FFFD (one code unit either way) and
//! every boundary is mapped back to a UTF-16 index. Nothing here calls JavaScript.

use unicode_segmentation::UnicodeSegmentation;

use crate::error::JsResult;
use crate::strings::utf16;
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    vm.def_hidden("intlSlot", 1, slot_hidden);
    vm.def_hidden("segmentBreaks", 2, segment_breaks_hidden);
}

/// `intlSlot(description)`: a new private symbol (never listed by `ownKeys`, unreachable from
/// programs) to key an Intl object's internal state.
fn slot_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let d = match c.arg(0) {
        Value::String(s) => vm.str_text(s),
        _ => utf16("slot").into(),
    };
    Ok(Value::Symbol(vm.state.atoms.new_symbol(Some(d), true, false)))
}

/// The granularities of `Intl.Segmenter`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Granularity {
    Grapheme,
    Word,
    Sentence,
}

/// The segments of `text` (UTF-16) as `(start, is_word_like)` in order; the end of each is the
/// start of the next, the last ends at `text.len()`. Empty text has no segment.
pub(crate) fn segments(text: &[u16], g: Granularity) -> Vec<(usize, bool)> {
    // UTF-8 copy, and the UTF-16 index of every byte offset that starts a char (plus the end).
    let mut s = String::with_capacity(text.len());
    let mut at = Vec::with_capacity(text.len() + 1);
    let mut i = 0;
    for ch in char::decode_utf16(text.iter().copied()) {
        let ch = ch.unwrap_or(char::REPLACEMENT_CHARACTER);
        let units = if ch == char::REPLACEMENT_CHARACTER && text[i] != 0xFFFD { 1 } else { ch.len_utf16() };
        for _ in 0..ch.len_utf8() {
            at.push(i);
        }
        s.push(ch);
        i += units;
    }
    at.push(i);
    let mut out = Vec::new();
    match g {
        Granularity::Grapheme => {
            for (b, _) in s.grapheme_indices(true) {
                out.push((at[b], false));
            }
        }
        Granularity::Word => {
            for (b, w) in s.split_word_bound_indices() {
                out.push((at[b], w.chars().any(char::is_alphanumeric)));
            }
        }
        Granularity::Sentence => {
            for (b, _) in s.split_sentence_bound_indices() {
                out.push((at[b], false));
            }
        }
    }
    out
}

/// `segmentBreaks(string, granularity)`: `[start0, wordLike0, start1, wordLike1, …]` with
/// granularity 0 grapheme, 1 word, 2 sentence (word-likeness is 0 or 1, always 0 unless word).
fn segment_breaks_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let text = match c.arg(0) {
        Value::String(s) => vm.str_text(s),
        _ => return Ok(Value::Object(vm.new_array(Vec::new()))),
    };
    let g = match c.arg(1).as_number().unwrap_or(0.0) as u8 {
        1 => Granularity::Word,
        2 => Granularity::Sentence,
        _ => Granularity::Grapheme,
    };
    let mut vals = Vec::new();
    for (start, word) in segments(&text, g) {
        vals.push(Value::Number(start as f64));
        vals.push(Value::Number(if word { 1.0 } else { 0.0 }));
    }
    Ok(Value::Object(vm.new_array(vals)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(s: &str, g: Granularity) -> Vec<usize> {
        let t: Vec<u16> = s.encode_utf16().collect();
        segments(&t, g).into_iter().map(|p| p.0).collect()
    }

    #[test]
    fn graphemes_in_utf16_units() {
        // e + combining acute, a flag (two regional indicators, four units), an astral emoji.
        assert_eq!(starts("e\u{301}🇫🇷😀x", Granularity::Grapheme), vec![0, 2, 6, 8]);
    }

    #[test]
    fn words_and_word_likeness() {
        let t: Vec<u16> = "Hi, 42 猫!".encode_utf16().collect();
        let got = segments(&t, Granularity::Word);
        assert_eq!(got, vec![(0, true), (2, false), (3, false), (4, true), (6, false), (7, true), (8, false)]);
    }

    #[test]
    fn sentences() {
        assert_eq!(starts("One. Two? Three", Granularity::Sentence), vec![0, 5, 10]);
    }

    #[test]
    fn lone_surrogates_count_one_unit() {
        let t = [0x61, 0xD800, 0x62, 0xDC00, 0xFFFD];
        assert_eq!(segments(&t, Granularity::Grapheme).len(), 5);
        assert_eq!(segments(&t, Granularity::Grapheme).last().map(|p| p.0), Some(4));
        assert!(segments(&[], Granularity::Word).is_empty());
    }
}
