//! `Intl` in both kinds of build: with the `intl-data` feature (CLDR data through ICU4X) the
//! locale a program names decides plural rules, list patterns and collation; without it every
//! service keeps to English. The conformance corpus covers the data build against node; these
//! tests pin the English one too, and the behaviour newer than node 20.

mod common;

use serde_json::json;

#[cfg(feature = "intl-data")]
#[test]
fn cldr_data_answers_per_locale() {
    common::check_values(&[
        ("return new Intl.PluralRules('ar').select(3)", json!("few")),
        (
            "return new Intl.PluralRules('ar').resolvedOptions().pluralCategories",
            json!(["zero", "one", "two", "few", "many", "other"]),
        ),
        ("return new Intl.PluralRules('fr', { notation: 'compact' }).select(1.5e6)", json!("many")),
        ("return new Intl.PluralRules('en', { minimumFractionDigits: 1 }).select(1)", json!("other")),
        ("return new Intl.ListFormat('de').format(['a', 'b', 'c'])", json!("a, b und c")),
        ("return ['z', 'ä', 'a'].sort(new Intl.Collator('sv').compare)", json!(["a", "z", "ä"])),
        ("return 'ä'.localeCompare('z', 'sv')", json!(1)),
        ("return 'ä'.localeCompare('z')", json!(-1)),
        ("return new Intl.Collator('de-u-kn', { numeric: false }).resolvedOptions().locale", json!("de")),
        ("return new Intl.Collator('es-u-co-trad').resolvedOptions().collation", json!("trad")),
        ("return Intl.PluralRules.supportedLocalesOf(['ja', 'tlh', 'de-AT'])", json!(["ja", "de-AT"])),
        ("return new Intl.Locale('de').getCollations()", json!(["emoji", "eor", "phonebk"])),
        (
            "return [new Intl.Locale('sw').maximize().toString(), new Intl.Locale('pa-Arab').maximize().toString()]",
            json!(["sw-Latn-TZ", "pa-Arab-PK"]),
        ),
        (
            "return [new Intl.Locale('und').maximize().toString(), new Intl.Locale('zh-Hant-TW').minimize().toString()]",
            json!(["en-Latn-US", "zh-TW"]),
        ),
        ("return Intl.supportedValuesOf('collation').includes('pinyin')", json!(true)),
        (
            "return [(1234.5).toLocaleString('de'), new Intl.NumberFormat('hi-u-nu-deva').format(12345)]",
            json!(["1.234,5", "१२,३४५"]),
        ),
        ("return new Intl.NumberFormat('de', { style: 'percent' }).format(0.25)", json!("25\u{a0}%")),
        (
            "const u = (unit) => new Intl.NumberFormat('de', { style: 'unit', unit, unitDisplay: 'long' }); \
             return [u('meter').resolvedOptions().locale, u('meter').format(2), u('byte').resolvedOptions().locale]",
            json!(["de", "2 Meter", "en-US"]),
        ),
        (
            "return new Intl.DurationFormat('de', { style: 'long' }).format({ hours: 1, minutes: 2 })",
            json!("1 Stunde, 2 Minuten"),
        ),
        ("return new Intl.DisplayNames('de', { type: 'region' }).of('FR')", json!("Frankreich")),
        ("return new Intl.RelativeTimeFormat('de', { numeric: 'auto' }).format(-1, 'day')", json!("gestern")),
        ("return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-0, 'second')", json!("now")),
        (
            "return new Intl.DurationFormat('en-u-nu-deva', { style: 'digital' }).format({ hours: 1, minutes: 2, seconds: 3 })",
            json!("१:०२:०३"),
        ),
        (
            "return [...new Intl.Segmenter('ja', { granularity: 'word' }).segment('こんにちは世界')].map((s) => s.segment)",
            json!(["こんにちは", "世界"]),
        ),
    ]);
}

#[cfg(not(feature = "intl-data"))]
#[test]
fn english_tables_without_data() {
    common::check_values(&[
        ("return new Intl.PluralRules('ar').select(3)", json!("other")),
        ("return new Intl.PluralRules('ar').resolvedOptions().locale", json!("en-US")),
        ("return new Intl.PluralRules('en', { minimumFractionDigits: 1 }).select(1)", json!("other")),
        ("return new Intl.PluralRules('en', { maximumFractionDigits: 0 }).select(1.4)", json!("one")),
        ("return new Intl.PluralRules('en', { type: 'ordinal' }).select(23)", json!("few")),
        ("return new Intl.ListFormat('de').format(['a', 'b', 'c'])", json!("a, b, and c")),
        ("return ['z', 'ä', 'a'].sort(new Intl.Collator('sv').compare)", json!(["a", "ä", "z"])),
        ("return Intl.PluralRules.supportedLocalesOf(['ja', 'en-GB'])", json!(["en-GB"])),
        ("return Intl.supportedValuesOf('collation')", json!([])),
        ("return new Intl.DateTimeFormat('en-u-nu-arab').resolvedOptions().numberingSystem", json!("latn")),
        ("return new Intl.Locale('sw').maximize().toString()", json!("sw")),
        (
            "return [(1234.5).toLocaleString('de'), new Intl.NumberFormat('de').resolvedOptions().locale]",
            json!(["1,234.5", "en-US"]),
        ),
    ]);
}

/// Digit options are read and resolved the same way in both builds (SetNumberFormatDigitOptions).
#[test]
fn digit_options() {
    common::check_values(&[
        (
            "const r = new Intl.PluralRules('en', { maximumSignificantDigits: 3 }).resolvedOptions(); \
             return [r.minimumSignificantDigits, r.maximumSignificantDigits, 'minimumFractionDigits' in r, r.roundingPriority]",
            json!([1, 3, false, "auto"]),
        ),
        (
            "try { new Intl.PluralRules('en', { roundingIncrement: 3 }) } catch (e) { return e.name }",
            json!("RangeError"),
        ),
        (
            "try { new Intl.PluralRules('en', { roundingIncrement: 5, maximumSignificantDigits: 2 }) } catch (e) { return e.name }",
            json!("TypeError"),
        ),
        (
            "return new Intl.PluralRules('en', { notation: 'compact' }).resolvedOptions().maximumSignificantDigits",
            json!(2),
        ),
    ]);
}
