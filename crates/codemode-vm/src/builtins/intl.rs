//! The primitive parts of `Intl` (the object API is `prelude/intl.js`): text segmentation for
//! `Intl.Segmenter` (with CLDR data, ICU4X's segmenter with its word dictionaries; without, the
//! `unicode-segmentation` crate: UAX #29, no dictionaries, so a run of ideographs or Thai splits
//! per character), the private symbols the
//! prelude keeps each Intl object's internal slots under, digit options (`intl/digits.rs`) and,
//! with the `intl-data` feature, the natives over ICU4X's CLDR data (`intl/icu.rs`: locale
//! availability, likely subtags, display names, numbers, relative time, plural rules, lists, collation;
//! `intl/units.rs`: unit names and the digital duration separator).
//!
//! Every build defines the same natives (the native table is part of a snapshot's identity,
//! and so is whether the build has the data: see `crate::INTL_DATA`); without the data the ICU4X ones
//! answer `undefined` and the prelude, which asks `intlData()` once, keeps to its English tables.
//!
//! Strings in the VM are UTF-16 and may hold lone surrogates; the segmenter works on UTF-8, so
//! the text is converted with each lone surrogate read as U+FFFD (one code unit either way) and
//! every boundary is mapped back to a UTF-16 index. Nothing here calls JavaScript.

use unicode_segmentation::UnicodeSegmentation;

#[cfg(feature = "intl-data")]
pub(crate) mod datetime;
pub(crate) mod digits;
#[cfg(feature = "intl-data")]
pub(crate) mod icu;
#[cfg(feature = "intl-data")]
pub(crate) mod units;

use crate::error::JsResult;
use crate::strings::utf16;
use crate::value::Value;
use crate::{NativeCall, Vm};

/// A native over CLDR data: itself with the `intl-data` feature, else [`no_data`] (same name and
/// length either way, so both builds define the same natives).
macro_rules! with_data {
    ($f:ident) => {{
        #[cfg(feature = "intl-data")]
        let f: crate::NativeFn = $f;
        #[cfg(not(feature = "intl-data"))]
        let f: crate::NativeFn = no_data;
        f
    }};
}

pub(crate) fn setup(vm: &mut Vm) {
    vm.def_hidden("intlSlot", 1, slot_hidden);
    vm.def_hidden("segmentBreaks", 2, segment_breaks_hidden);
    vm.def_hidden("intlData", 0, data_hidden);
    vm.def_hidden("intlDigits", 10, digits_hidden);
    vm.def_hidden("intlBest", 2, with_data!(best_hidden));
    vm.def_hidden("intlPlural", 5, with_data!(plural_hidden));
    vm.def_hidden("intlList", 4, with_data!(list_hidden));
    vm.def_hidden("intlCollate", 9, with_data!(collate_hidden));
    vm.def_hidden("intlCollation", 3, with_data!(collation_hidden));
    vm.def_hidden("intlLikely", 2, with_data!(likely_hidden));
    vm.def_hidden("intlCanonical", 1, with_data!(canonical_hidden));
    vm.def_hidden("intlName", 5, with_data!(name_hidden));
    vm.def_hidden("intlRelative", 5, with_data!(relative_hidden));
    vm.def_hidden("intlNumber", 18, with_data!(number_hidden));
    vm.def_hidden("intlNumberingSystem", 1, with_data!(numbering_system_hidden));
    vm.def_hidden("intlUnit", 5, with_data!(unit_hidden));
}

/// What every CLDR native answers in a build without the data: `undefined` (the prelude keeps to
/// its English tables).
#[cfg(not(feature = "intl-data"))]
fn no_data(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Undefined)
}

/// The text of a string argument (the prelude passes strings; anything else reads as empty).
fn text_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> String {
    match c.arg(i) {
        Value::String(s) => vm.str_lossy(s),
        _ => String::new(),
    }
}

/// `intlData()`: whether this build has CLDR data (else the prelude's English tables answer).
fn data_hidden(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(cfg!(feature = "intl-data")))
}

/// `intlDigits(x, minInt, minFD, maxFD, minSD, maxSD, roundingType, increment, roundingMode,
/// stripIfInteger)`: `x` (a finite number, or a BigInt's digits as a string) rounded and padded
/// by resolved digit options, as a plain decimal string (see `intl/digits.rs`). `roundingType`
/// is 0 fraction digits, 1 significant digits, 2 more precision, 3 less precision.
fn digits_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = number_arg(vm, c, 0);
    let o = digit_options(vm, c, 1);
    let s = digits::format(&x, &o);
    Ok(vm.new_string(&s))
}

/// Argument `i` as an exact decimal: a finite number, or a BigInt's digits as a string.
fn number_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> fixed_decimal::Decimal {
    match c.arg(i) {
        Value::String(s) => {
            let t = vm.str_lossy(s);
            digits::decimal_of_text(&t).unwrap_or_default()
        }
        v => digits::decimal_of(v.as_number().unwrap_or(0.0)),
    }
}

/// The nine arguments from `at` on as resolved digit options: minInt, minFD, maxFD, minSD,
/// maxSD, roundingType, increment, roundingMode, stripIfInteger.
fn digit_options(vm: &mut Vm, c: &NativeCall<'_>, at: usize) -> digits::DigitOptions {
    use digits::{DigitOptions, RoundingType};
    let int = |i: usize, d: i16| c.arg(at + i).as_number().map_or(d, |n| n as i16);
    let mode = text_arg(vm, c, at + 7);
    DigitOptions {
        min_int: int(0, 1),
        min_fd: int(1, 0),
        max_fd: int(2, 3),
        min_sd: int(3, 1),
        max_sd: int(4, 21),
        kind: match int(5, 0) {
            1 => RoundingType::SignificantDigits,
            2 => RoundingType::MorePrecision,
            3 => RoundingType::LessPrecision,
            _ => RoundingType::FractionDigits,
        },
        increment: c.arg(at + 6).as_number().map_or(1, |n| n as u32),
        mode: digits::rounding_mode(&mode).unwrap_or(DigitOptions::default().mode),
        strip_if_integer: matches!(c.arg(at + 8), Value::Bool(true)),
    }
}

/// `intlNumber(locale, x, minInt, minFD, maxFD, minSD, maxSD, roundingType, increment,
/// roundingMode, stripIfInteger, useGrouping, signDisplay, notation, style, currency,
/// currencyDisplay, parens)`: the finite number `x` (or an exact decimal string) formatted for
/// the locale (with `-u-nu`) as parts `[type, value, …]`; `notation` empty for standard,
/// `short`/`long` for compact, `scientific` or `engineering`; `style` `percent` or `currency`
/// (with the currency code and `symbol`, `narrowSymbol`, `code` or `name`) for those patterns,
/// empty for decimal; `parens`: negative amounts in parentheses (an accounting pattern).
/// `undefined` without data.
#[cfg(feature = "intl-data")]
fn number_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 0);
    let x = number_arg(vm, c, 1);
    let o = digit_options(vm, c, 2);
    let grouping = text_arg(vm, c, 11);
    let sign = text_arg(vm, c, 12);
    let notation = text_arg(vm, c, 13);
    let spec = icu::NumberSpec {
        locale: &tag,
        grouping: &grouping,
        sign: &sign,
        compact: if notation.is_empty() { None } else { Some(&notation) },
    };
    let style = text_arg(vm, c, 14);
    let currency = text_arg(vm, c, 15);
    let display = text_arg(vm, c, 16);
    let parens = matches!(c.arg(17), Value::Bool(true));
    let parts = match style.as_str() {
        "percent" => {
            let mut x = x.clone();
            x.multiply_pow10(2);
            icu::styled_parts(&x, &o, &spec, "", "", false)
        }
        "currency" if display == "name" => icu::named_currency_parts(&x, &o, &spec, &currency),
        "currency" => icu::styled_parts(&x, &o, &spec, &currency, &display, parens),
        _ => None,
    };
    let mut out = Vec::new();
    for (kind, text) in parts.unwrap_or_else(|| icu::number_parts(&x, &o, &spec)) {
        out.push(vm.new_string(kind));
        out.push(vm.new_string(&text));
    }
    Ok(Value::Object(vm.new_array(out)))
}

/// `intlUnit(op, locale, unit, width, text)`: op 0 the CLDR pattern (`{0} km`) of `unit` (a
/// sanctioned unit or a `-per-` compound) in the locale and width for the formatted number `text`
/// (a plain decimal, as the plural rules read it), `undefined` when ICU4X has no names for it;
/// op 1 whether ICU4X has names for `unit`; op 2 the locale's time separator of the digital
/// duration style (`intl/units.rs`). `undefined` without data.
#[cfg(feature = "intl-data")]
fn unit_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let op = c.arg(0).as_number().unwrap_or(0.0);
    let tag = text_arg(vm, c, 1);
    let unit = text_arg(vm, c, 2);
    if op == 1.0 {
        return Ok(Value::Bool(units::has_unit(&unit)));
    }
    if op == 2.0 {
        let sep = units::digital_separator(&tag);
        return Ok(vm.new_string(&sep));
    }
    let width = text_arg(vm, c, 3);
    let text = text_arg(vm, c, 4);
    Ok(units::unit_pattern(&tag, &unit, &width, &text).map_or(Value::Undefined, |p| vm.new_string(&p)))
}

/// `intlCanonical(tag)`: the tag canonicalized on CLDR's alias data (`icu::canonical_tag`);
/// `undefined` when ICU4X cannot read it (or without data).
#[cfg(feature = "intl-data")]
fn canonical_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 0);
    Ok(match icu::canonical_tag(&tag) {
        Some(t) => vm.new_string(&t),
        None => Value::Undefined,
    })
}

/// `intlNumberingSystem(locale)`: the numbering system the locale (maybe with `-u-nu`) formats
/// with; `undefined` without data.
#[cfg(feature = "intl-data")]
fn numbering_system_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 0);
    let nu = icu::numbering_system(&tag);
    Ok(vm.new_string(&nu))
}

/// `intlBest(service, tag)`: BestAvailableLocale of `tag` (no extensions) among the locales
/// `service` (`plurals`, `list`, `collator`) has data for; `undefined` when none (or no data).
#[cfg(feature = "intl-data")]
fn best_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let service = text_arg(vm, c, 0);
    let tag = text_arg(vm, c, 1);
    Ok(icu::Service::from_name(&service)
        .and_then(|s| icu::best_available(s, &tag))
        .map_or(Value::Undefined, |b| vm.new_string(&b)))
}

/// `intlPlural(op, locale, type, x, y)`: op 0 the category of the formatted number `x`, 1 the
/// category of the range `x`–`y`, 2 the locale's categories in ECMA-402's order; `type` is
/// `cardinal` or `ordinal`. `undefined` without data.
#[cfg(feature = "intl-data")]
fn plural_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let op = c.arg(0).as_number().unwrap_or(0.0);
    let tag = text_arg(vm, c, 1);
    let ordinal = text_arg(vm, c, 2) == "ordinal";
    let x = text_arg(vm, c, 3);
    if op == 2.0 {
        let names: Vec<Value> = icu::plural_categories(&tag, ordinal).into_iter().map(|n| vm.new_string(n)).collect();
        return Ok(Value::Object(vm.new_array(names)));
    }
    let cat = if op == 1.0 {
        let y = text_arg(vm, c, 4);
        icu::plural_range(&tag, ordinal, &x, &y)
    } else {
        icu::plural_select(&tag, ordinal, &x)
    };
    Ok(vm.new_string(cat))
}

/// `intlList(locale, type, style, strings)`: the list's parts as `[isElement, text, …]`
/// (`isElement` 1 or 0); `undefined` without data.
#[cfg(feature = "intl-data")]
fn list_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 0);
    let kind = text_arg(vm, c, 1);
    let style = text_arg(vm, c, 2);
    let items: Vec<String> = vm
        .array_values(c.arg(3))
        .into_iter()
        .map(|v| match v {
            Value::String(s) => vm.str_lossy(s),
            _ => String::new(),
        })
        .collect();
    let mut out = Vec::new();
    for (element, t) in icu::list_parts(&tag, &kind, &style, &items) {
        out.push(Value::Number(if element { 1.0 } else { 0.0 }));
        out.push(vm.new_string(&t));
    }
    Ok(Value::Object(vm.new_array(out)))
}

/// `intlCollate(x, y, locale, collation, usage, sensitivity, ignorePunctuation, numeric,
/// caseFirst)`: -1, 0 or 1 as the collator with these resolved settings orders the strings
/// `x` and `y` (`ignorePunctuation` undefined: the locale's default); `undefined` without data.
#[cfg(feature = "intl-data")]
fn collate_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (Value::String(x), Value::String(y)) = (c.arg(0), c.arg(1)) else { return Ok(Value::Undefined) };
    let (x, y) = (vm.str_text(x), vm.str_text(y));
    let locale = text_arg(vm, c, 2);
    let collation = text_arg(vm, c, 3);
    let usage = text_arg(vm, c, 4);
    let sensitivity = text_arg(vm, c, 5);
    let case_first = text_arg(vm, c, 8);
    let spec = icu::CollatorSpec {
        locale: &locale,
        collation: &collation,
        search: usage == "search",
        sensitivity: &sensitivity,
        ignore_punctuation: match c.arg(6) {
            Value::Bool(b) => Some(b),
            _ => None,
        },
        numeric: matches!(c.arg(7), Value::Bool(true)),
        case_first: &case_first,
    };
    Ok(Value::Number(icu::compare(&x, &y, &spec) as i32 as f64))
}

/// `intlLikely(minimize, id)`: the language identifier `id` (`language[-script][-region]`) with
/// likely subtags added (`minimize` false) or removed; `undefined` without data or for an `id`
/// that does not parse.
#[cfg(feature = "intl-data")]
fn likely_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let minimize = matches!(c.arg(0), Value::Bool(true));
    let id = text_arg(vm, c, 1);
    Ok(icu::likely_subtags(&id, minimize).map_or(Value::Undefined, |t| vm.new_string(&t)))
}

/// `intlName(type, locale, code, short, dialect)`: the CLDR name of a `language`, `region`,
/// `script` or `currency` code in the locale; `undefined` when the data has none, and without
/// data. `intlName("currencies")` is the array of the currency codes the data names.
#[cfg(feature = "intl-data")]
fn name_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let kind = text_arg(vm, c, 0);
    if kind == "currencies" {
        let codes = icu::currency_codes();
        let list: Vec<Value> = codes.iter().map(|code| vm.new_string(code)).collect();
        return Ok(Value::Object(vm.new_array(list)));
    }
    let tag = text_arg(vm, c, 1);
    let code = text_arg(vm, c, 2);
    let short = matches!(c.arg(3), Value::Bool(true));
    let dialect = matches!(c.arg(4), Value::Bool(true));
    Ok(icu::display_name(&kind, &tag, &code, short, dialect).map_or(Value::Undefined, |n| vm.new_string(&n)))
}

/// `intlRelative(locale, unit, style, auto, x)`: `x` (finite) `unit`s (singular) from now as
/// parts `[type, value, …]`, CLDR's relative-time patterns for the locale (maybe with `-u-nu`)
/// and style, the words of `numeric: "auto"` when `auto`; `undefined` without data.
#[cfg(feature = "intl-data")]
fn relative_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 0);
    let unit = text_arg(vm, c, 1);
    let style = text_arg(vm, c, 2);
    let auto = matches!(c.arg(3), Value::Bool(true));
    let x = c.arg(4).as_number().unwrap_or(0.0);
    let mut out = Vec::new();
    for (kind, text) in icu::relative_parts(&tag, &unit, &style, auto, x) {
        out.push(vm.new_string(kind));
        out.push(vm.new_string(&text));
    }
    Ok(Value::Object(vm.new_array(out)))
}

/// `intlCollation(op, locale, collation)`: op 0 whether the locale has the collation type, op 1
/// whether it ignores punctuation by default, op 2 every collation type some locale has, op 3
/// the locale's collation types; `undefined` without data.
#[cfg(feature = "intl-data")]
fn collation_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = text_arg(vm, c, 1);
    let op = c.arg(0).as_number().unwrap_or(0.0);
    if op >= 2.0 {
        let list = if op == 2.0 { icu::all_collations() } else { icu::collations_of(&tag) };
        let vals: Vec<Value> = list.into_iter().map(|n| vm.new_string(n)).collect();
        return Ok(Value::Object(vm.new_array(vals)));
    }
    let b = if op == 1.0 {
        icu::ignores_punctuation(&tag)
    } else {
        let co = text_arg(vm, c, 2);
        icu::has_collation(&tag, &co)
    };
    Ok(Value::Bool(b))
}

/// `intlSlot(description)`: a new private symbol (never listed by `ownKeys`, unreachable from
/// programs) to key an Intl object's internal state.
fn slot_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let d = match c.arg(0) {
        Value::String(s) => vm.str_text(s),
        _ => utf16("slot").into(),
    };
    Ok(Value::Symbol(vm.state.atoms.new_symbol(Some(d.into_arc()), true, false)))
}

/// The granularities of `Intl.Segmenter`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Granularity {
    Grapheme,
    Word,
    Sentence,
}

/// The segments of `text` (UTF-16) as `(start, is_word_like)` in order; the end of each is the
/// start of the next, the last ends at `text.len()`. Empty text has no segment. With CLDR data,
/// ICU4X's segmenter (dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese words).
pub(crate) fn segments(text: &[u16], g: Granularity) -> Vec<(usize, bool)> {
    #[cfg(feature = "intl-data")]
    {
        icu::segments(text, g)
    }
    #[cfg(not(feature = "intl-data"))]
    {
        segments_uax29(text, g)
    }
}

/// [`segments`] on the `unicode-segmentation` crate (UAX #29 alone).
#[cfg_attr(
    all(feature = "intl-data", not(test)),
    expect(dead_code, reason = "the build without CLDR data segments here; tests compare the two")
)]
fn segments_uax29(text: &[u16], g: Granularity) -> Vec<(usize, bool)> {
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

/// Whether a `locales` argument names the default locale plainly: `undefined`, or the string
/// `"en-US"` in any case (which CanonicalizeLocaleList accepts without reading anything, and
/// which resolves to the locale the en-US formatters serve). Then a `toLocale…String` or
/// `localeCompare` without options is the method without arguments.
pub(crate) fn names_default_locale(vm: &mut Vm, locales: Value) -> bool {
    match locales {
        Value::Undefined => true,
        Value::String(s) => {
            let t = vm.str_text(s);
            t.len() == 5 && t.iter().zip(b"en-US").all(|(&u, b)| u < 128 && (u as u8).eq_ignore_ascii_case(b))
        }
        _ => false,
    }
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
        assert_eq!(got, segments_uax29(&t, Granularity::Word));
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
