//! Intl on ICU4X with CLDR data compiled in (the `intl-data` feature): which locales each service
//! has data for, text segmentation, likely subtags, display names, relative time (`Intl.Locale`'s `maximize`/`minimize`), plural rules
//! (`Intl.PluralRules`), list patterns (`Intl.ListFormat`) and collation (`Intl.Collator`,
//! `String.prototype.localeCompare`) with CLDR's tailorings.
//!
//! Nothing here enters the VM state. The prelude keeps only strings (the resolved locale and
//! options) in its objects; the ICU4X objects are built from them when a method runs and kept in
//! a per-thread cache keyed by locale and options, bounded by [`CACHE_LIMIT`] entries per kind
//! (a full cache is emptied, not evicted in order: a program naming hundreds of locales just
//! rebuilds). So a snapshot never holds one, and a restored run rebuilds what it uses.
//!
//! Locale availability: a locale is available when the data, after CLDR's fallback, answers for
//! it with something other than the root locale (so `de-CH` is available through `de`, and
//! `tlh` is not). Plural data leaves out the languages whose only category is "other" and
//! collation data the languages that sort by the root order, so plural rules and lists take a
//! language as known when list patterns or plural rules have it, and the collator also when a
//! tailoring does. `en` and `en-US` are always available (the default locale).

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use fixed_decimal::{Decimal, SignDisplay};
use icu_collator::options::{AlternateHandling, CaseLevel, CollatorOptions, Strength};
use icu_collator::{CollatorBorrowed, CollatorPreferences};
use icu_decimal::options::{CompactDecimalFormatterOptions, DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::{CompactDecimalFormatter, DecimalFormatter, DecimalFormatterPreferences};
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_list::{ListFormatter, ListFormatterPreferences};
use icu_locale_core::Locale;
use icu_plurals::{
    PluralCategory, PluralOperands, PluralRuleType, PluralRules, PluralRulesOptions, PluralRulesPreferences,
    PluralRulesWithRanges,
};
use icu_provider::prelude::*;
use writeable::{Part, PartsWrite, Writeable};

/// The most objects of one kind a thread keeps.
const CACHE_LIMIT: usize = 64;

/// An Intl service with locale data of its own.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Service {
    Plurals,
    List,
    Collator,
    /// The services whose data covers every language CLDR knows (numbers, segmentation).
    Language,
}

impl Service {
    pub(crate) fn from_name(name: &str) -> Option<Service> {
        Some(match name {
            "plurals" => Service::Plurals,
            "list" => Service::List,
            "collator" => Service::Collator,
            "number" => Service::Language,
            "segmenter" | "names" | "relative" | "date" | "duration" => Service::Language,
            _ => return None,
        })
    }
}

/// A load that falls back silently (a miss is an answer here, not an error worth logging).
fn silent(id: DataIdentifierBorrowed<'_>) -> DataRequest<'_> {
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    DataRequest { id, metadata }
}

/// Whether the data of marker `M` answers for `locale` with something other than the root.
fn has_data<M, P>(provider: &P, attributes: &DataMarkerAttributes, locale: &DataLocale) -> bool
where
    M: DataMarker,
    P: DataProvider<M>,
{
    match provider.load(silent(DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, locale))) {
        Ok(r) => r.metadata.locale.is_none_or(|l| !l.is_unknown()),
        Err(_) => false,
    }
}

/// Whether `tag` (a canonical tag without extensions) is an available locale of `service`.
pub(crate) fn available(service: Service, tag: &str) -> bool {
    if tag == "en-US" || tag == "en" {
        return true;
    }
    let Ok(loc) = Locale::try_from_str(tag) else { return false };
    let dl = DataLocale::from(&loc);
    // Plural data leaves out the languages whose only category is "other" (they fall back to
    // the root), so a language counts as known when its list patterns or its plural rules do.
    let list = || {
        has_data::<icu_list::provider::ListAndV1, _>(
            &icu_list::provider::Baked,
            icu_list::provider::ListFormatterPatterns::WIDE,
            &dl,
        )
    };
    let plurals = || {
        has_data::<icu_plurals::provider::PluralsCardinalV1, _>(&icu_plurals::provider::Baked, Default::default(), &dl)
    };
    match service {
        Service::Plurals | Service::List | Service::Language => list() || plurals(),
        Service::Collator => {
            list()
                || plurals()
                || has_data::<icu_collator::provider::CollationMetadataV1, _>(
                    &icu_collator::provider::Baked,
                    Default::default(),
                    &dl,
                )
        }
    }
}

/// BestAvailableLocale: `tag` (no extensions) or its longest available prefix.
pub(crate) fn best_available(service: Service, tag: &str) -> Option<String> {
    let mut candidate = tag;
    loop {
        if available(service, candidate) {
            return Some(candidate.to_string());
        }
        let k = candidate.rfind('-')?;
        candidate = &candidate[..k];
        if candidate.len() >= 2 && candidate.as_bytes()[candidate.len() - 2] == b'-' {
            candidate = &candidate[..candidate.len() - 2];
        }
    }
}

/// A per-thread cache of `T` by key, emptied when full (also `datetime.rs`'s).
pub(super) struct Cache<T>(HashMap<String, Rc<T>>);

impl<T> Cache<T> {
    pub(super) fn new() -> Self {
        Cache(HashMap::new())
    }

    pub(super) fn get_or(&mut self, key: String, make: impl FnOnce() -> Option<T>) -> Option<Rc<T>> {
        if let Some(v) = self.0.get(&key) {
            return Some(v.clone());
        }
        let v = Rc::new(make()?);
        if self.0.len() >= CACHE_LIMIT {
            self.0.clear();
        }
        self.0.insert(key, v.clone());
        Some(v)
    }
}

thread_local! {
    static PLURALS: RefCell<Cache<PluralRulesWithRanges<PluralRules>>> = RefCell::new(Cache::new());
    static LISTS: RefCell<Cache<ListFormatter>> = RefCell::new(Cache::new());
    static COLLATORS: RefCell<Cache<CollatorBorrowed<'static>>> = RefCell::new(Cache::new());
    static DECIMALS: RefCell<Cache<DecimalFormatter>> = RefCell::new(Cache::new());
    static COMPACTS: RefCell<Cache<CompactDecimalFormatter>> = RefCell::new(Cache::new());
    static AFFIXES: RefCell<Cache<Affixes>> = RefCell::new(Cache::new());
    static NAMES: RefCell<Cache<icu_experimental::dimension::currency::formatter::CurrencyFormatter<DecimalFormatter>>> = RefCell::new(Cache::new());
    static RELATIVES: RefCell<Cache<icu_experimental::relativetime::RelativeTimeFormatter>> = RefCell::new(Cache::new());
}

pub(super) fn locale(tag: &str) -> Locale {
    Locale::try_from_str(tag).unwrap_or(Locale::UNKNOWN)
}

// ---- likely subtags ----------------------------------------------------------------------------

/// AddLikelySubtags (`minimize` false) or RemoveLikelySubtags (true, favouring the region, as
/// ECMA-402 says) of a language identifier (`language[-script][-region]`), on CLDR's full
/// likely-subtags data; `None` for an identifier that does not parse. An `und` ICU4X has no row
/// for (`und` itself, `und-150`) comes back unchanged.
pub(crate) fn likely_subtags(id: &str, minimize: bool) -> Option<String> {
    let mut langid = icu_locale_core::LanguageIdentifier::try_from_str(id).ok()?;
    let expander = icu_locale::LocaleExpander::new_extended();
    if minimize {
        expander.minimize(&mut langid);
    } else {
        expander.maximize(&mut langid);
    }
    Some(langid.to_string())
}

// ---- display names -------------------------------------------------------------------------------

/// UTS 35's canonicalization of a locale tag on CLDR's alias data (ICU4X's `LocaleCanonicalizer`:
/// language, script, region and variant aliases, regions replaced by the likely one of their
/// language, `-u-rg`/`-u-sd` subdivision aliases), as a tag; `None` when ICU4X cannot read it.
pub(crate) fn canonical_tag(tag: &str) -> Option<String> {
    use icu_locale::LocaleCanonicalizer;
    thread_local! {
        static CANONICALIZER: LocaleCanonicalizer = const { LocaleCanonicalizer::new_extended() };
    }
    let mut loc: Locale = tag.parse().ok()?;
    CANONICALIZER.with(|c| c.canonicalize(&mut loc));
    // The `tz` keyword's aliases, which the canonicalizer leaves alone: an IANA name written as
    // a value (`eire`, `est`, `gmt0`, `zulu`) becomes its zone's BCP 47 id, a deprecated id its
    // preferred one.
    let tz = icu_locale_core::extensions::unicode::key!("tz");
    if let Some(v) = loc.extensions.unicode.keywords.get(&tz)
        && let Some(id) = canonical_tz(&v.to_string())
        && let Ok(value) = icu_locale_core::extensions::unicode::Value::try_from_str(&id)
    {
        loc.extensions.unicode.keywords.set(tz, value);
    }
    Some(loc.to_string())
}

/// The preferred BCP 47 time-zone id for the `tz` value `v` when it is an alias: deprecated ids
/// (CLDR's `bcp47/timezone.xml`, which ICU4X does not carry) and IANA names (ICU4X's parser).
fn canonical_tz(v: &str) -> Option<String> {
    const DEPRECATED: [(&str, &str); 12] = [
        ("camtr", "cator"),
        ("canpg", "cator"),
        ("capnt", "caiql"),
        ("cathu", "cator"),
        ("cayzf", "caedm"),
        ("cnckg", "cnsha"),
        ("cnhrb", "cnsha"),
        ("cnkhg", "cnurc"),
        ("mxstis", "mxtij"),
        ("uaozh", "uaiev"),
        ("uauzh", "uaiev"),
        ("usnavajo", "usden"),
    ];
    if let Some((_, preferred)) = DEPRECATED.iter().find(|(d, _)| *d == v) {
        return Some((*preferred).to_owned());
    }
    let zone = icu_time::TimeZone::from_iana_id(v);
    let id = zone.0.as_str();
    (!zone.is_unknown() && id != v).then(|| id.to_owned())
}

/// The name of a language, region or script `code` (canonical) in the locale `tag`, from CLDR's
/// names (ICU4X's "heavy" set for languages, the "light" modern one for regions and scripts): `short` for ECMA-402's short and narrow styles (regions and
/// languages have short forms: `UK`, `US English`), `dialect` for `languageDisplay: "dialect"`.
/// `None` when the data has no name (the caller falls back to the code or undefined).
pub(crate) fn display_name(kind: &str, tag: &str, code: &str, short: bool, dialect: bool) -> Option<String> {
    use icu_locale::names::{
        DisplayNamesPreferences, LanguageDisplay, LanguageIdentifierDisplayName, LanguageIdentifierDisplayNameOptions,
        RegionDisplayName, ScriptDisplayName,
    };
    use writeable::TryWriteable;
    let prefs = DisplayNamesPreferences::from(&locale(tag));
    match kind {
        "region" => {
            let r = icu_locale_core::subtags::Region::try_from_str(code).ok()?;
            let n = if short {
                RegionDisplayName::try_new_short_light(prefs, r)
            } else {
                RegionDisplayName::try_new_light(prefs, r)
            };
            Some(n.ok()?.write_to_string().into_owned())
        }
        "script" => {
            let sc = icu_locale_core::subtags::Script::try_from_str(code).ok()?;
            Some(ScriptDisplayName::try_new_light(prefs, sc).ok()?.write_to_string().into_owned())
        }
        "language" => {
            let id = icu_locale_core::LanguageIdentifier::try_from_str(code).ok()?;
            let mut o = LanguageIdentifierDisplayNameOptions::default();
            o.language_display = Some(if dialect { LanguageDisplay::Dialect } else { LanguageDisplay::Standard });
            // The heavy set: the light one leaves out languages as common as Hebrew.
            let n = if short {
                LanguageIdentifierDisplayName::try_new_short_heavy(prefs, id, o)
            } else {
                LanguageIdentifierDisplayName::try_new_heavy(prefs, id, o)
            };
            n.ok()?.as_borrowed().try_write_to_string().ok().map(|c| c.into_owned())
        }
        "currency" => currency_name(tag, code),
        _ => None,
    }
}

/// The currency codes CLDR names (in English, with the root's fallback): what
/// `Intl.supportedValuesOf("currency")` lists, so that it and `Intl.DisplayNames` agree.
/// Found once per thread by asking for every three-letter code.
pub(crate) fn currency_codes() -> Rc<Vec<String>> {
    thread_local! {
        static CODES: std::cell::OnceCell<Rc<Vec<String>>> = const { std::cell::OnceCell::new() };
    }
    CODES.with(|c| {
        c.get_or_init(|| {
            let mut out = Vec::new();
            for a in b'A'..=b'Z' {
                for b in b'A'..=b'Z' {
                    for d in b'A'..=b'Z' {
                        let code = String::from_utf8(vec![a, b, d]).unwrap_or_default();
                        if currency_name("en", &code).is_some() {
                            out.push(code);
                        }
                    }
                }
            }
            Rc::new(out)
        })
        .clone()
    })
}

/// CLDR's display name of the ISO 4217 `code` (upper case) in the locale `tag` (ICU4X's
/// `icu_experimental` currency display names, with locale fallback); `None` when the data has
/// none.
fn currency_name(tag: &str, code: &str) -> Option<String> {
    use icu_experimental::dimension::provider::currency::displayname::CurrencyDisplaynameV1;
    let attrs = DataMarkerAttributes::try_from_str(code).ok()?;
    let loc = DataLocale::from(&locale(tag));
    let req =
        DataRequest { id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attrs, &loc), ..Default::default() };
    let res: DataResponse<CurrencyDisplaynameV1> = icu_experimental::provider::Baked.load(req).ok()?;
    let name: &str = res.payload.get();
    (!name.is_empty()).then(|| name.to_owned())
}

// ---- plural rules ------------------------------------------------------------------------------

pub(super) fn plural_rules(tag: &str, ordinal: bool) -> Option<Rc<PluralRulesWithRanges<PluralRules>>> {
    let key = format!("{tag}|{ordinal}");
    PLURALS.with(|c| {
        c.borrow_mut().get_or(key, || {
            let prefs = PluralRulesPreferences::from(&locale(tag));
            let t = if ordinal { PluralRuleType::Ordinal } else { PluralRuleType::Cardinal };
            PluralRulesWithRanges::try_new(prefs, PluralRulesOptions::default().with_type(t)).ok()
        })
    })
}

/// CLDR's name of a plural category.
pub(crate) fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    }
}

/// The operands of a formatted number: a decimal string, or `d.ddcE` for compact notation (the
/// significand as shown and the exponent CLDR's `c` operand gives).
pub(super) fn operands(text: &str) -> PluralOperands {
    if let Some((sig, exp)) = text.split_once('c') {
        let exp: u8 = exp.parse().unwrap_or(0);
        let d = super::digits::decimal_of_text(sig).unwrap_or_default();
        return PluralOperands::from_significand_and_exponent(&d.absolute, exp);
    }
    match super::digits::decimal_of_text(text) {
        Some(d) => PluralOperands::from(&d),
        None => PluralOperands::from(0u32),
    }
}

/// The plural category of a formatted number.
pub(crate) fn plural_select(tag: &str, ordinal: bool, text: &str) -> &'static str {
    match plural_rules(tag, ordinal) {
        Some(r) => category_name(r.rules().category_for(operands(text))),
        None => "other",
    }
}

/// The plural category of a range of two formatted numbers.
pub(crate) fn plural_range(tag: &str, ordinal: bool, x: &str, y: &str) -> &'static str {
    match plural_rules(tag, ordinal) {
        Some(r) => category_name(r.category_for_range(operands(x), operands(y))),
        None => "other",
    }
}

/// The categories the locale's rules use, in ECMA-402's order (zero, one, two, few, many, other).
pub(crate) fn plural_categories(tag: &str, ordinal: bool) -> Vec<&'static str> {
    let Some(r) = plural_rules(tag, ordinal) else { return vec!["other"] };
    let used: Vec<PluralCategory> = r.rules().categories().collect();
    use PluralCategory as C;
    [C::Zero, C::One, C::Two, C::Few, C::Many, C::Other]
        .into_iter()
        .filter(|c| used.contains(c))
        .map(category_name)
        .collect()
}

// ---- numbers -----------------------------------------------------------------------------------

/// The numbering system a locale (maybe with `-u-nu`) formats with: the requested one when CLDR
/// has its digits, else the locale's default.
pub(crate) fn numbering_system(tag: &str) -> String {
    use icu_decimal::provider::{Baked, DecimalDigitsV1, DecimalSymbolsV1};
    let loc = locale(tag);
    if let Some(nu) = loc.extensions.unicode.keywords.get(&icu_locale_core::extensions::unicode::key!("nu")) {
        let nu = nu.to_string();
        if let Ok(attrs) = DataMarkerAttributes::try_from_str(&nu) {
            let req = silent(DataIdentifierBorrowed::for_marker_attributes(attrs));
            if DataProvider::<DecimalDigitsV1>::load(&Baked, req).is_ok() {
                return nu;
            }
        }
    }
    let dl = DataLocale::from(&loc);
    match DataProvider::<DecimalSymbolsV1>::load(&Baked, silent(DataIdentifierBorrowed::for_locale(&dl))) {
        Ok(r) => r.payload.get().numsys().to_string(),
        Err(_) => "latn".to_string(),
    }
}

fn grouping(name: &str) -> GroupingStrategy {
    match name {
        "always" => GroupingStrategy::Always,
        "min2" => GroupingStrategy::Min2,
        "false" => GroupingStrategy::Never,
        _ => GroupingStrategy::Auto,
    }
}

/// ECMA-402's `signDisplay`.
fn sign_display(name: &str) -> SignDisplay {
    match name {
        "never" => SignDisplay::Never,
        "always" => SignDisplay::Always,
        "exceptZero" => SignDisplay::ExceptZero,
        "negative" => SignDisplay::Negative,
        _ => SignDisplay::Auto,
    }
}

/// Formatted text and the byte ranges of the parts `keep` selects (a number's `decimal` parts:
/// integer, group, decimal, fraction, signs; a list's elements; every part of a date), in the
/// order they close.
pub(super) struct PartsSink {
    pub(super) text: String,
    keep: fn(&Part) -> bool,
    pub(super) parts: Vec<(usize, usize, Part)>,
}

impl PartsSink {
    pub(super) fn new(keep: fn(&Part) -> bool) -> PartsSink {
        PartsSink { text: String::new(), keep, parts: Vec::new() }
    }

    /// A sink for a number's `decimal` parts.
    fn number() -> PartsSink {
        PartsSink::new(|p| p.category == "decimal")
    }
}

impl fmt::Write for PartsSink {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.text.push_str(s);
        Ok(())
    }
}

impl PartsWrite for PartsSink {
    type SubPartsWrite = PartsSink;

    fn with_part(&mut self, part: Part, mut f: impl FnMut(&mut Self) -> fmt::Result) -> fmt::Result {
        let start = self.text.len();
        f(self)?;
        if (self.keep)(&part) {
            self.parts.push((start, self.text.len(), part));
        }
        Ok(())
    }
}

/// How a number is formatted: the locale (with `-u-nu`), `useGrouping` (`auto`, `always`,
/// `min2`, `false`), `signDisplay` and, for compact notation, `short` or `long`.
pub(crate) struct NumberSpec<'a> {
    pub locale: &'a str,
    pub grouping: &'a str,
    pub sign: &'a str,
    pub compact: Option<&'a str>,
}

/// The decimal formatter of a locale and grouping strategy (cached per thread).
fn decimal_formatter(spec: &NumberSpec<'_>) -> Option<Rc<DecimalFormatter>> {
    let key = format!("{}|{}", spec.locale, spec.grouping);
    DECIMALS.with(|c| {
        c.borrow_mut().get_or(key, || {
            let prefs = DecimalFormatterPreferences::from(&locale(spec.locale));
            let mut opts = DecimalFormatterOptions::default();
            opts.grouping_strategy = Some(grouping(spec.grouping));
            DecimalFormatter::try_new(prefs, opts).ok()
        })
    })
}

/// A finite number formatted as ECMA-402's parts (`integer`, `group`, `decimal`, `fraction`,
/// `minusSign`, `plusSign`, and `compact`/`literal` for a compact pattern's affixes), after
/// rounding by the digit options (compact: the significand, at the locale's exponent).
pub(crate) fn number_parts(
    x: &Decimal,
    o: &super::digits::DigitOptions,
    spec: &NumberSpec<'_>,
) -> Vec<(&'static str, String)> {
    let mut sink = PartsSink::number();
    match spec.compact {
        Some(kind @ ("scientific" | "engineering")) => return exponent_parts(x, o, spec, kind == "engineering"),
        None => {
            let f = decimal_formatter(spec);
            let mut d = super::digits::apply(x, o);
            d.apply_sign_display(sign_display(spec.sign));
            match f {
                Some(f) => {
                    let _ = f.format(&d).write_to_parts(&mut sink);
                }
                None => sink.text = d.to_string(),
            }
        }
        Some(style) => {
            let key = format!("{}|{}|{}", spec.locale, spec.grouping, style);
            let f = COMPACTS.with(|c| {
                c.borrow_mut().get_or(key, || {
                    let loc = locale(spec.locale);
                    let mut opts = CompactDecimalFormatterOptions::default();
                    opts.grouping_strategy = Some(grouping(spec.grouping));
                    if style == "long" {
                        CompactDecimalFormatter::try_new_long((&loc).into(), opts).ok()
                    } else {
                        CompactDecimalFormatter::try_new_short((&loc).into(), opts).ok()
                    }
                })
            });
            let Some(f) = f else { return vec![("integer", super::digits::apply(x, o).to_string())] };
            // The exponent for the number's magnitude, then again if rounding the significand
            // carried it into the next one (999,999 → 1M, not 1000K).
            let significand = |exp: u8| {
                let mut s = x.clone();
                s.multiply_pow10(-i16::from(exp));
                super::digits::apply(&s, o)
            };
            let magnitude = x.absolute.nonzero_magnitude_start();
            let mut exp = f.compact_exponent_for_magnitude(magnitude);
            let mut d = significand(exp);
            let carried = f.compact_exponent_for_magnitude(d.absolute.nonzero_magnitude_start() + i16::from(exp));
            if carried != exp && !d.absolute.is_zero() {
                exp = carried;
                d = significand(exp);
            }
            d.apply_sign_display(sign_display(spec.sign));
            if let Ok(w) = f.format_with_exponent(&d, exp) {
                let _ = w.write_to_parts(&mut sink);
            }
        }
    }
    flatten(sink, if spec.compact.is_some() { "compact" } else { "literal" })
}

/// Scientific (or, `engineering`, exponents that are multiples of 3) notation: the significand
/// rounded by the digit options, then `E` and the exponent (`exponentSeparator`,
/// `exponentMinusSign`, `exponentInteger`) in the locale's digits and minus sign. CLDR's
/// exponential symbol is `E` in the locales ICU4X's decimal data covers that test262 checks;
/// ICU4X has no field for it, so `E` it is everywhere.
fn exponent_parts(
    x: &Decimal,
    o: &super::digits::DigitOptions,
    spec: &NumberSpec<'_>,
    engineering: bool,
) -> Vec<(&'static str, String)> {
    let exponent_of = |magnitude: i16| if engineering { magnitude.div_euclid(3) * 3 } else { magnitude };
    let significand = |exp: i16| {
        let mut s = x.clone();
        s.multiply_pow10(-exp);
        super::digits::apply(&s, o)
    };
    let mut exp = if x.absolute.is_zero() { 0 } else { exponent_of(x.absolute.nonzero_magnitude_start()) };
    let mut d = significand(exp);
    if !d.absolute.is_zero() {
        // Rounding may carry the significand into the next exponent (9.9995 → 10.00 → 1.000E1).
        let carried = exponent_of(d.absolute.nonzero_magnitude_start() + exp);
        if carried != exp {
            exp = carried;
            d = significand(exp);
        }
    }
    d.apply_sign_display(sign_display(spec.sign));
    let Some(f) = decimal_formatter(spec) else { return vec![("integer", format!("{d}E{exp}"))] };
    let mut sink = PartsSink::number();
    let _ = f.format(&d).write_to_parts(&mut sink);
    let mut out = flatten(sink, "literal");
    out.push(("exponentSeparator", "E".to_string()));
    if exp < 0 {
        // The locale's minus sign, as it writes -1.
        let mut minus = PartsSink::number();
        let _ = f.format(&Decimal::from(-1)).write_to_parts(&mut minus);
        let sign = flatten(minus, "literal").into_iter().find(|p| p.0 == "minusSign").map_or("-".to_string(), |p| p.1);
        out.push(("exponentMinusSign", sign));
    }
    let digits = f.format(&Decimal::from(exp.unsigned_abs())).write_to_string().into_owned();
    out.push(("exponentInteger", digits));
    out
}

/// ECMA-402's parts of formatted text whose number parts `sink` recorded: parts nest (an integer
/// holds its group separators), so each byte belongs to the innermost; the text between them is
/// split into whitespace (`literal`) and words (`affix`: `compact`, or `literal` again).
fn flatten(sink: PartsSink, affix_type: &'static str) -> Vec<(&'static str, String)> {
    let mut owner: Vec<Option<&'static str>> = vec![None; sink.text.len()];
    let mut nested = sink.parts;
    nested.sort_by_key(|p| std::cmp::Reverse(p.1 - p.0));
    for (s, e, part) in nested {
        owner[s..e].fill(Some(part.value));
    }
    let mut parts: Vec<(usize, usize, &'static str)> = Vec::new();
    for (i, o) in owner.iter().enumerate() {
        let Some(name) = *o else { continue };
        match parts.last_mut() {
            Some(last) if last.1 == i && last.2 == name => last.1 = i + 1,
            _ => parts.push((i, i + 1, name)),
        }
    }
    let mut out = Vec::new();
    let mut at = 0;
    let affix = |out: &mut Vec<(&'static str, String)>, text: &str| {
        // Between the number's parts: one literal, or a compact pattern's words and spaces.
        if affix_type == "literal" {
            out.push(("literal", text.to_string()));
            return;
        }
        let mut run = String::new();
        let mut space = false;
        for ch in text.chars() {
            let s = ch.is_whitespace() || ch == '\u{a0}' || ch == '\u{202f}';
            if !run.is_empty() && s != space {
                out.push((if space { "literal" } else { affix_type }, std::mem::take(&mut run)));
            }
            space = s;
            run.push(ch);
        }
        if !run.is_empty() {
            out.push((if space { "literal" } else { affix_type }, run));
        }
    };
    for (s, e, name) in parts {
        if s < at {
            continue;
        }
        if s > at {
            affix(&mut out, &sink.text[at..s]);
        }
        out.push((name, sink.text[s..e].to_string()));
        at = e;
    }
    if at < sink.text.len() {
        affix(&mut out, &sink.text[at..]);
    }
    out
}

// ---- percent and currency patterns ------------------------------------------------------------

/// The text a locale's percent or currency pattern puts before and after the number, for a
/// number without sign and for a negative one (the sign included).
#[derive(Debug)]
pub(crate) struct Affixes {
    pub pos: (String, String),
    pub neg: (String, String),
}

/// The affixes of the percent pattern (`currency` empty) or of `currency`'s pattern with
/// `display` (`symbol`, `narrowSymbol`, `code`) in the locale (maybe with `-u-nu`), read off
/// ICU4X's percent and currency formatters by formatting 7 and -7 and finding the number.
fn affixes(tag: &str, currency: &str, display: &str) -> Option<Rc<Affixes>> {
    use icu_experimental::dimension::currency::CurrencyType;
    use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
    use icu_experimental::dimension::percent::formatter::PercentFormatter;
    let key = format!("{tag}|{currency}|{display}");
    AFFIXES.with(|c| {
        c.borrow_mut().get_or(key, || {
            let loc = locale(tag);
            let plain = DecimalFormatter::try_new((&loc).into(), DecimalFormatterOptions::default()).ok()?;
            let text = |d: &Decimal| plain.format(d).write_to_string().into_owned();
            let seven = text(&Decimal::from(7));
            let zero = text(&Decimal::from(0));
            let half = text(&Decimal::try_from_str("7.5").ok()?);
            let point = half.strip_prefix(seven.as_str())?.strip_suffix(text(&Decimal::from(5)).as_str())?.to_string();
            let probe = |x: i32| -> Option<String> {
                let d = Decimal::from(x);
                if currency.is_empty() {
                    let f = PercentFormatter::try_new((&loc).into(), Default::default()).ok()?;
                    return Some(f.format(&d).write_to_string().into_owned());
                }
                let code = CurrencyType::try_from_str(&currency.to_ascii_lowercase()).ok()?;
                let f = match display {
                    "narrowSymbol" => CurrencyFormatter::try_new_symbol_narrow((&loc).into(), code, Default::default()),
                    "code" => CurrencyFormatter::try_new_code((&loc).into(), code, Default::default()),
                    _ => CurrencyFormatter::try_new_symbol((&loc).into(), code, Default::default()),
                }
                .ok()?;
                Some(f.format_fixed_decimal(&d).write_to_string().into_owned())
            };
            // The number is the 7 and, for a currency, its fraction zeros.
            let split = |text: String| -> Option<(String, String)> {
                let i = text.find(seven.as_str())?;
                let mut j = i + seven.len();
                if text[j..].strip_prefix(point.as_str()).is_some_and(|rest| rest.starts_with(zero.as_str())) {
                    j += point.len();
                    while text[j..].starts_with(zero.as_str()) {
                        j += zero.len();
                    }
                }
                Some((text[..i].to_string(), text[j..].to_string()))
            };
            Some(Affixes { pos: split(probe(7)?)?, neg: split(probe(-7)?)? })
        })
    })
}

/// An affix as ECMA-402's parts: signs, the percent sign, whitespace (`literal`) and the rest
/// (`currency`).
fn affix_parts(text: &str, out: &mut Vec<(&'static str, String)>) {
    let kind = |ch: char| match ch {
        '-' | '\u{2212}' | '\u{200e}' | '\u{200f}' | '\u{61c}' => "minusSign",
        '+' => "plusSign",
        '(' | ')' => "literal",
        '%' | '\u{66a}' | '\u{609}' => "percentSign",
        c if c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}' => "literal",
        _ => "currency",
    };
    for ch in text.chars() {
        let k = kind(ch);
        match out.last_mut() {
            Some(last) if last.0 == k && k != "percentSign" => last.1.push(ch),
            _ => out.push((k, ch.to_string())),
        }
    }
}

/// `x` as a percent (already multiplied by 100) or an amount of `currency`, in the locale's
/// pattern: the affixes of [`affixes`] around the number's parts (see [`number_parts`]: standard,
/// compact or scientific), the number's sign moved into the pattern (a positive number with a
/// sign to show takes the negative pattern with a plus sign). `parens`: the accounting pattern
/// of a locale that writes negative amounts in parentheses.
pub(crate) fn styled_parts(
    x: &Decimal,
    o: &super::digits::DigitOptions,
    spec: &NumberSpec<'_>,
    currency: &str,
    display: &str,
    parens: bool,
) -> Option<Vec<(&'static str, String)>> {
    let a = affixes(spec.locale, currency, display)?;
    let mut number = number_parts(x, o, spec);
    let sign = match number.first() {
        Some((k @ ("minusSign" | "plusSign"), _)) => Some(*k),
        _ => None,
    };
    if sign.is_some() {
        number.remove(0);
    }
    let (before, after) = match sign {
        Some("minusSign") if parens => (format!("({}", a.pos.0), format!("{})", a.pos.1)),
        Some("minusSign") => (a.neg.0.clone(), a.neg.1.clone()),
        Some(_) => (a.neg.0.replace(['-', '\u{2212}'], "+"), a.neg.1.replace(['-', '\u{2212}'], "+")),
        None => (a.pos.0.clone(), a.pos.1.clone()),
    };
    let mut out = Vec::new();
    affix_parts(&before, &mut out);
    out.extend(number);
    affix_parts(&after, &mut out);
    Some(out)
}

/// `x` as an amount of `currency` with its plural-dependent long name (`currencyDisplay:
/// "name"`: "1.00 US dollars", "1,00 Euro"): ICU4X's name formatter on the rounded number gives
/// the words around it; the number keeps its own parts (grouping, sign, notation).
pub(crate) fn named_currency_parts(
    x: &Decimal,
    o: &super::digits::DigitOptions,
    spec: &NumberSpec<'_>,
    currency: &str,
) -> Option<Vec<(&'static str, String)>> {
    use icu_experimental::dimension::currency::CurrencyType;
    use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
    let loc = locale(spec.locale);
    let code = CurrencyType::try_from_str(&currency.to_ascii_lowercase()).ok()?;
    let key = format!("{}|{currency}", spec.locale);
    let f = NAMES.with(|c| c.borrow_mut().get_or(key, || CurrencyFormatter::try_new_name((&loc).into(), code).ok()))?;
    let plain = decimal_formatter(&NumberSpec { locale: spec.locale, grouping: "auto", sign: "auto", compact: None })?;
    let mut d = super::digits::apply(x, o);
    d.sign = fixed_decimal::Sign::None;
    let text = f.format_fixed_decimal(&d).write_to_string().into_owned();
    let num = plain.format(&d).write_to_string().into_owned();
    let i = text.find(num.as_str())?;
    let mut out = Vec::new();
    let words = |t: &str, out: &mut Vec<(&'static str, String)>| {
        let core = t.trim_matches(|c: char| c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}');
        if core.is_empty() {
            if !t.is_empty() {
                out.push(("literal", t.to_string()));
            }
            return;
        }
        let at = t.find(core).unwrap_or(0);
        if at > 0 {
            out.push(("literal", t[..at].to_string()));
        }
        out.push(("currency", core.to_string()));
        if at + core.len() < t.len() {
            out.push(("literal", t[at + core.len()..].to_string()));
        }
    };
    words(&text[..i], &mut out);
    out.extend(number_parts(x, o, spec));
    words(&text[i + num.len()..], &mut out);
    Some(out)
}

// ---- relative time -----------------------------------------------------------------------------

/// `x` (finite) `unit`s from now in the locale `tag` (maybe with `-u-nu`) as ECMA-402's parts:
/// CLDR's relative-time patterns for the style (`long`, `short`, `narrow`), the words for -2…2 with
/// `numeric: "auto"` ("yesterday", "next week"), the number rounded to at most three fraction
/// digits. Whole-text words and literals are `literal`; the number's parts keep their types.
pub(crate) fn relative_parts(tag: &str, unit: &str, style: &str, auto: bool, x: f64) -> Vec<(&'static str, String)> {
    use icu_experimental::relativetime::options::Numeric;
    use icu_experimental::relativetime::{RelativeTimeFormatter, RelativeTimeFormatterOptions};
    let key = format!("{tag}|{unit}|{style}|{auto}");
    let f = RELATIVES.with(|c| {
        c.borrow_mut().get_or(key, || {
            let prefs = (&locale(tag)).into();
            let o = RelativeTimeFormatterOptions::default().with_numeric(if auto {
                Numeric::Auto
            } else {
                Numeric::Always
            });
            type Ctor = fn(
                icu_experimental::relativetime::RelativeTimeFormatterPreferences,
                RelativeTimeFormatterOptions,
            ) -> Result<RelativeTimeFormatter, DataError>;
            let ctor: Ctor = match (style, unit) {
                ("short", "second") => RelativeTimeFormatter::try_new_short_second,
                ("short", "minute") => RelativeTimeFormatter::try_new_short_minute,
                ("short", "hour") => RelativeTimeFormatter::try_new_short_hour,
                ("short", "day") => RelativeTimeFormatter::try_new_short_day,
                ("short", "week") => RelativeTimeFormatter::try_new_short_week,
                ("short", "month") => RelativeTimeFormatter::try_new_short_month,
                ("short", "quarter") => RelativeTimeFormatter::try_new_short_quarter,
                ("short", _) => RelativeTimeFormatter::try_new_short_year,
                ("narrow", "second") => RelativeTimeFormatter::try_new_narrow_second,
                ("narrow", "minute") => RelativeTimeFormatter::try_new_narrow_minute,
                ("narrow", "hour") => RelativeTimeFormatter::try_new_narrow_hour,
                ("narrow", "day") => RelativeTimeFormatter::try_new_narrow_day,
                ("narrow", "week") => RelativeTimeFormatter::try_new_narrow_week,
                ("narrow", "month") => RelativeTimeFormatter::try_new_narrow_month,
                ("narrow", "quarter") => RelativeTimeFormatter::try_new_narrow_quarter,
                ("narrow", _) => RelativeTimeFormatter::try_new_narrow_year,
                (_, "second") => RelativeTimeFormatter::try_new_long_second,
                (_, "minute") => RelativeTimeFormatter::try_new_long_minute,
                (_, "hour") => RelativeTimeFormatter::try_new_long_hour,
                (_, "day") => RelativeTimeFormatter::try_new_long_day,
                (_, "week") => RelativeTimeFormatter::try_new_long_week,
                (_, "month") => RelativeTimeFormatter::try_new_long_month,
                (_, "quarter") => RelativeTimeFormatter::try_new_long_quarter,
                _ => RelativeTimeFormatter::try_new_long_year,
            };
            ctor(prefs, o).ok()
        })
    });
    let o = super::digits::DigitOptions::default();
    let d = super::digits::apply(&super::digits::decimal_of(x), &o);
    let Some(f) = f else { return vec![("integer", d.to_string())] };
    let mut sink = PartsSink::number();
    let _ = f.format(d).write_to_parts(&mut sink);
    flatten(sink, "literal")
}

// ---- segmentation --------------------------------------------------------------------------------

/// The segments of UTF-16 `text` as `(start, is_word_like)` (see `super::segments`): UAX #29
/// rules with ICU4X's CLDR data, and for words in Chinese, Japanese, Thai, Lao, Khmer and Burmese
/// its dictionaries. Locale-invariant (no sentence-break suppressions).
pub(crate) fn segments(text: &[u16], g: super::Granularity) -> Vec<(usize, bool)> {
    use icu_segmenter::options::{SentenceBreakInvariantOptions, WordBreakInvariantOptions};
    use icu_segmenter::{GraphemeClusterSegmenter, SentenceSegmenter, WordSegmenter};
    let mut out = Vec::new();
    let mut prev = 0;
    match g {
        super::Granularity::Grapheme => {
            for b in GraphemeClusterSegmenter::new().segment_utf16(text).skip(1) {
                out.push((prev, false));
                prev = b;
            }
        }
        super::Granularity::Sentence => {
            for b in SentenceSegmenter::new(SentenceBreakInvariantOptions::default()).segment_utf16(text).skip(1) {
                out.push((prev, false));
                prev = b;
            }
        }
        super::Granularity::Word => {
            let mut it = WordSegmenter::new_dictionary(WordBreakInvariantOptions::default()).segment_utf16(text);
            it.next();
            while let Some(b) = it.next() {
                out.push((prev, it.is_word_like()));
                prev = b;
            }
        }
    }
    out
}

// ---- lists -------------------------------------------------------------------------------------

/// A list formatted as parts: `(is_element, text)` in order.
pub(crate) fn list_parts(tag: &str, kind: &str, style: &str, items: &[String]) -> Vec<(bool, String)> {
    let key = format!("{tag}|{kind}|{style}");
    let f = LISTS.with(|c| {
        c.borrow_mut().get_or(key, || {
            let prefs = ListFormatterPreferences::from(&locale(tag));
            let len = match style {
                "short" => ListLength::Short,
                "narrow" => ListLength::Narrow,
                _ => ListLength::Wide,
            };
            let o = ListFormatterOptions::default().with_length(len);
            match kind {
                "disjunction" => ListFormatter::try_new_or(prefs, o),
                "unit" => ListFormatter::try_new_unit(prefs, o),
                _ => ListFormatter::try_new_and(prefs, o),
            }
            .ok()
        })
    });
    let Some(f) = f else { return items.iter().map(|s| (true, s.clone())).collect() };
    let mut sink = PartsSink::new(|p| *p == icu_list::parts::ELEMENT);
    let _ = f.format(items.iter().map(String::as_str)).write_to_parts(&mut sink);
    let mut out = Vec::new();
    let mut at = 0;
    for (s, e, _) in sink.parts {
        if s > at {
            out.push((false, sink.text[at..s].to_string()));
        }
        out.push((true, sink.text[s..e].to_string()));
        at = e;
    }
    if at < sink.text.len() {
        out.push((false, sink.text[at..].to_string()));
    }
    out
}

// ---- collation ---------------------------------------------------------------------------------

/// A collator's resolved settings, as the prelude keeps them.
#[derive(Clone, Debug)]
pub(crate) struct CollatorSpec<'a> {
    /// The locale without extensions.
    pub locale: &'a str,
    /// `-u-co` (empty for the default).
    pub collation: &'a str,
    /// `usage: "search"`.
    pub search: bool,
    /// `base`, `accent`, `case` or `variant`.
    pub sensitivity: &'a str,
    /// `ignorePunctuation` (`None`: the locale's default).
    pub ignore_punctuation: Option<bool>,
    pub numeric: bool,
    /// `upper`, `lower` or `false`.
    pub case_first: &'a str,
}

impl<'a> CollatorSpec<'a> {
    /// The default collator of `locale`: the locale's own order, `sort` usage, `variant`
    /// sensitivity, its default punctuation handling, no numeric ordering or case first.
    pub(crate) fn plain(locale: &'a str) -> CollatorSpec<'a> {
        CollatorSpec {
            locale,
            collation: "",
            search: false,
            sensitivity: "variant",
            ignore_punctuation: None,
            numeric: false,
            case_first: "false",
        }
    }

    /// The locale with the Unicode extension keywords the collator reads.
    fn tag(&self) -> String {
        let mut t = self.locale.to_string();
        t.push_str("-u");
        if self.search {
            t.push_str("-co-search");
        } else if !self.collation.is_empty() {
            t.push_str("-co-");
            t.push_str(self.collation);
        }
        if self.case_first != "false" {
            t.push_str("-kf-");
            t.push_str(self.case_first);
        }
        t.push_str(if self.numeric { "-kn" } else { "-kn-false" });
        t
    }
}

/// A [`CollatorSpec`] kept by value: the last one [`collator`] served.
#[derive(PartialEq)]
struct OwnedSpec {
    locale: String,
    collation: String,
    search: bool,
    sensitivity: String,
    ignore_punctuation: Option<bool>,
    numeric: bool,
    case_first: String,
}

impl OwnedSpec {
    fn of(spec: &CollatorSpec<'_>) -> OwnedSpec {
        OwnedSpec {
            locale: spec.locale.to_string(),
            collation: spec.collation.to_string(),
            search: spec.search,
            sensitivity: spec.sensitivity.to_string(),
            ignore_punctuation: spec.ignore_punctuation,
            numeric: spec.numeric,
            case_first: spec.case_first.to_string(),
        }
    }

    fn is(&self, spec: &CollatorSpec<'_>) -> bool {
        self.locale == spec.locale
            && self.collation == spec.collation
            && self.search == spec.search
            && self.sensitivity == spec.sensitivity
            && self.ignore_punctuation == spec.ignore_punctuation
            && self.numeric == spec.numeric
            && self.case_first == spec.case_first
    }
}

thread_local! {
    /// The collator [`collator`] served last, found by comparing fields: a sort's comparator
    /// (`localeCompare`, `Intl.Collator`'s `compare`) asks for the same one at every call, and
    /// the cache's key is a formatted string.
    static LAST_COLLATOR: RefCell<Option<(OwnedSpec, Rc<CollatorBorrowed<'static>>)>> = const { RefCell::new(None) };
    /// The default collator (`CollatorSpec::plain("en-US")`).
    static DEFAULT_COLLATOR: std::cell::OnceCell<Option<Rc<CollatorBorrowed<'static>>>> = const { std::cell::OnceCell::new() };
}

fn collator(spec: &CollatorSpec<'_>) -> Option<Rc<CollatorBorrowed<'static>>> {
    // The default (`localeCompare` without locales or options): compared with constants.
    if spec.locale == "en-US"
        && spec.collation.is_empty()
        && !spec.search
        && spec.sensitivity == "variant"
        && spec.ignore_punctuation.is_none()
        && !spec.numeric
        && spec.case_first == "false"
    {
        return DEFAULT_COLLATOR.with(|d| d.get_or_init(|| collator_cached(spec)).clone());
    }
    if let Some(c) = LAST_COLLATOR.with_borrow(|l| l.as_ref().filter(|(s, _)| s.is(spec)).map(|(_, c)| c.clone())) {
        return Some(c);
    }
    let c = collator_cached(spec)?;
    LAST_COLLATOR.set(Some((OwnedSpec::of(spec), c.clone())));
    Some(c)
}

fn collator_cached(spec: &CollatorSpec<'_>) -> Option<Rc<CollatorBorrowed<'static>>> {
    let tag = spec.tag();
    let key = format!("{tag}|{}|{:?}", spec.sensitivity, spec.ignore_punctuation);
    COLLATORS.with(|c| {
        c.borrow_mut().get_or(key, || {
            let prefs = CollatorPreferences::from(&locale(&tag));
            let mut o = CollatorOptions::default();
            o.strength = Some(match spec.sensitivity {
                "base" | "case" => Strength::Primary,
                "accent" => Strength::Secondary,
                _ => Strength::Tertiary,
            });
            if spec.sensitivity == "case" {
                o.case_level = Some(CaseLevel::On);
            }
            o.alternate_handling = spec
                .ignore_punctuation
                .map(|p| if p { AlternateHandling::Shifted } else { AlternateHandling::NonIgnorable });
            CollatorBorrowed::try_new(prefs, o).ok()
        })
    })
}

/// Compares two strings (UTF-16) as the collator `spec` describes.
pub(crate) fn compare(x: &[u16], y: &[u16], spec: &CollatorSpec<'_>) -> Ordering {
    match collator(spec) {
        Some(c) => c.compare_utf16(x, y),
        None => x.cmp(y),
    }
}

/// Whether the locale has the collation `co` (a tailoring of its own or of the root).
pub(crate) fn has_collation(tag: &str, co: &str) -> bool {
    if matches!(co, "standard" | "search") {
        return false;
    }
    let Ok(attrs) = DataMarkerAttributes::try_from_str(co) else { return false };
    let dl = DataLocale::from(&locale(tag));
    icu_provider::DataProvider::<icu_collator::provider::CollationMetadataV1>::load(
        &icu_collator::provider::Baked,
        silent(DataIdentifierBorrowed::for_marker_attributes_and_locale(attrs, &dl)),
    )
    .is_ok()
}

/// CLDR's collation types (UTS 35's `co` values) but `standard` and `search`, which ECMA-402
/// leaves out of every list.
const COLLATION_TYPES: [&str; 17] = [
    "big5han", "compat", "dict", "direct", "ducet", "emoji", "eor", "gb2312", "phonebk", "phonetic", "pinyin",
    "reformed", "searchjl", "stroke", "trad", "unihan", "zhuyin",
];

/// The collation types the locale has (its own tailorings and the root's), sorted.
pub(crate) fn collations_of(tag: &str) -> Vec<&'static str> {
    COLLATION_TYPES.into_iter().filter(|co| has_collation(tag, co)).collect()
}

/// Every collation type some locale has (`Intl.supportedValuesOf("collation")`), sorted: the
/// data cannot be listed, so each known type is looked up in the languages CLDR gives
/// tailorings of that type.
pub(crate) fn all_collations() -> Vec<&'static str> {
    const PROBES: [&str; 11] = ["und", "ar", "de", "es", "hi", "ko", "ln", "si", "sv", "zh", "ja"];
    COLLATION_TYPES.into_iter().filter(|co| PROBES.iter().any(|l| has_collation(l, co))).collect()
}

/// Whether the locale ignores punctuation by default (CLDR's `alternate=shifted`, as Thai does).
pub(crate) fn ignores_punctuation(tag: &str) -> bool {
    let spec = CollatorSpec::plain(tag);
    collator(&spec).is_some_and(|c| c.resolved_options().alternate_handling == AlternateHandling::Shifted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn availability_follows_the_data() {
        assert_eq!(best_available(Service::Plurals, "de-CH").as_deref(), Some("de-CH"));
        assert_eq!(best_available(Service::Plurals, "tlh"), None);
        assert_eq!(best_available(Service::Collator, "fr").as_deref(), Some("fr"));
        assert!(available(Service::List, "ja"));
        assert!(available(Service::Plurals, "ja"));
    }

    #[test]
    fn currency_names_per_locale() {
        assert_eq!(currency_name("en", "USD").as_deref(), Some("US Dollar"));
        assert_eq!(currency_name("de", "USD").as_deref(), Some("US-Dollar"));
        assert_eq!(currency_name("ja", "JPY").as_deref(), Some("日本円"));
        assert_eq!(currency_name("en", "AFN").as_deref(), Some("Afghan Afghani"));
        assert_eq!(currency_name("de-CH", "EUR").as_deref(), Some("Euro"));
        assert_eq!(currency_name("en", "XYZ"), None);
        let codes = currency_codes();
        assert!(codes.iter().any(|c| c == "USD") && codes.iter().any(|c| c == "ADP"));
        assert!(!codes.iter().any(|c| c == "XYZ"));
    }

    #[test]
    fn likely_subtags_from_cldr() {
        // ICU4X has no row for a bare "und" (the prelude's table answers it).
        assert_eq!(likely_subtags("und", false).as_deref(), Some("und"));
        assert_eq!(likely_subtags("sw", false).as_deref(), Some("sw-Latn-TZ"));
        assert_eq!(likely_subtags("zh-TW", false).as_deref(), Some("zh-Hant-TW"));
        assert_eq!(likely_subtags("zh-Hant-TW", true).as_deref(), Some("zh-TW"));
        assert_eq!(likely_subtags("en-Latn-US", true).as_deref(), Some("en"));
    }

    #[test]
    fn plural_rules_per_locale() {
        assert_eq!(plural_select("en", false, "1"), "one");
        assert_eq!(plural_select("en", false, "1.0"), "other");
        assert_eq!(plural_select("ar", false, "3"), "few");
        assert_eq!(plural_select("en", true, "22"), "two");
        assert_eq!(plural_select("fr", false, "1.2c6"), "many");
        assert_eq!(plural_categories("ar", false), ["zero", "one", "two", "few", "many", "other"]);
        assert_eq!(plural_range("en", false, "1", "2"), "other");
    }

    fn number(tag: &str, x: f64, compact: Option<&str>) -> String {
        let mut o = super::super::digits::DigitOptions::default();
        if compact.is_some() {
            o.kind = super::super::digits::RoundingType::MorePrecision;
            (o.min_fd, o.max_fd, o.min_sd, o.max_sd) = (0, 0, 1, 2);
        }
        let spec = NumberSpec {
            locale: tag,
            grouping: if compact.is_some() { "min2" } else { "auto" },
            sign: "auto",
            compact,
        };
        number_parts(&super::super::digits::decimal_of(x), &o, &spec).into_iter().map(|p| p.1).collect()
    }

    #[test]
    fn numbers_per_locale() {
        assert_eq!(number("de", 1234567.891, None), "1.234.567,891");
        assert_eq!(number("en-IN", 1234567.0, None), "12,34,567");
        assert_eq!(number("ar-u-nu-arab", -12.5, None), "؜-١٢٫٥");
        assert_eq!(number("es", 1234.0, None), "1234");
        let parts = |tag, x| {
            let o = super::super::digits::DigitOptions::default();
            let spec = NumberSpec { locale: tag, grouping: "auto", sign: "auto", compact: None };
            number_parts(&super::super::digits::decimal_of(x), &o, &spec).into_iter().map(|p| p.0).collect::<Vec<_>>()
        };
        assert_eq!(parts("de", -1234.5), ["minusSign", "integer", "group", "integer", "decimal", "fraction"]);
        assert_eq!(number("en", 1234.0, Some("short")), "1.2K");
        assert_eq!(number("en", 999999.0, Some("short")), "1M");
        assert_eq!(number("de", 1500000.0, Some("long")), "1,5 Millionen");
        assert_eq!(number("ja", 123456.0, Some("short")), "12万");
        assert_eq!(numbering_system("ar-EG"), "arab");
        assert_eq!(numbering_system("en-u-nu-thai"), "thai");
        assert_eq!(numbering_system("en-u-nu-wxyz"), "latn");
    }

    #[test]
    fn dictionary_words() {
        let u = |s: &str| s.encode_utf16().collect::<Vec<_>>();
        let starts =
            |s: &str| segments(&u(s), super::super::Granularity::Word).into_iter().map(|p| p.0).collect::<Vec<_>>();
        assert_eq!(starts("こんにちは世界"), [0, 5]);
        assert_eq!(starts("ทุกสองสัปดาห์"), [0, 3, 6]);
        assert_eq!(segments(&u("a😀"), super::super::Granularity::Grapheme).len(), 2);
    }

    #[test]
    fn display_names_per_locale() {
        let n = |kind, tag, code, short| display_name(kind, tag, code, short, true);
        assert_eq!(n("region", "de", "DE", false).as_deref(), Some("Deutschland"));
        assert_eq!(n("region", "en", "GB", true).as_deref(), Some("UK"));
        assert_eq!(n("script", "fr", "Cyrl", false).as_deref(), Some("cyrillique"));
        assert_eq!(n("language", "de", "fr", false).as_deref(), Some("Französisch"));
        assert_eq!(n("language", "en", "en-US", false).as_deref(), Some("American English"));
        assert_eq!(display_name("language", "en", "en-US", false, false).as_deref(), Some("English (United States)"));
        assert_eq!(n("region", "en", "QO", false).as_deref(), Some("Outlying Oceania"));
        assert_eq!(n("language", "en", "he", false).as_deref(), Some("Hebrew"));
        assert_eq!(n("language", "en", "sr-Latn-RS", false).as_deref(), Some("Serbian (Latin, Serbia)"));
    }

    #[test]
    fn relative_time_per_locale() {
        let t = |tag, unit, style, auto, x| {
            relative_parts(tag, unit, style, auto, x).into_iter().map(|p| p.1).collect::<String>()
        };
        assert_eq!(t("en", "day", "long", true, -1.0), "yesterday");
        assert_eq!(t("en", "day", "long", false, -1.0), "1 day ago");
        assert_eq!(t("de", "hour", "long", false, 3.0), "in 3 Stunden");
        assert_eq!(t("fr", "week", "long", true, 1.0), "la semaine prochaine");
        assert_eq!(t("en", "second", "short", false, 1234.5), "in 1,234.5 sec.");
        let kinds: Vec<_> = relative_parts("en", "day", "long", false, 1234.0).into_iter().map(|p| p.0).collect();
        assert_eq!(kinds, ["literal", "integer", "group", "integer", "literal"]);
    }

    #[test]
    fn percent_and_currency_per_locale() {
        let t = |tag, x: f64, currency: &str, display| {
            let mut o = super::super::digits::DigitOptions::default();
            let mut d = super::super::digits::decimal_of(x);
            if currency.is_empty() {
                d.multiply_pow10(2);
                o.max_fd = 0;
            } else {
                (o.min_fd, o.max_fd) = (2, 2);
            }
            let spec = NumberSpec { locale: tag, grouping: "auto", sign: "auto", compact: None };
            styled_parts(&d, &o, &spec, currency, display, false).unwrap().into_iter().map(|p| p.1).collect::<String>()
        };
        assert_eq!(t("de", 0.256, "", ""), "26\u{a0}%");
        assert_eq!(t("en", -0.5, "", ""), "-50%");
        assert_eq!(t("de", 1234.5, "EUR", "symbol"), "1.234,50\u{a0}€");
        assert_eq!(t("en", -1234.5, "USD", "symbol"), "-$1,234.50");
        assert_eq!(t("ja", 1234.0, "JPY", "symbol"), "￥1,234.00");
        assert_eq!(t("fr", 3.0, "CHF", "code"), "3,00\u{a0}CHF");
    }

    #[test]
    fn scientific_names_and_accounting() {
        let spec = |tag, notation| NumberSpec { locale: tag, grouping: "auto", sign: "auto", compact: notation };
        let text = |parts: Vec<(&'static str, String)>| parts.into_iter().map(|p| p.1).collect::<String>();
        let o = super::super::digits::DigitOptions::default();
        let d = |x: f64| super::super::digits::decimal_of(x);
        assert_eq!(text(number_parts(&d(0.000345), &o, &spec("de", Some("scientific")))), "3,45E-4");
        assert_eq!(text(number_parts(&d(543211.1), &o, &spec("en", Some("engineering")))), "543.211E3");
        assert_eq!(text(number_parts(&d(9.9996), &o, &spec("en", Some("scientific")))), "1E1");
        let kinds: Vec<_> =
            number_parts(&d(-0.5), &o, &spec("en", Some("scientific"))).into_iter().map(|p| p.0).collect();
        assert_eq!(kinds, ["minusSign", "integer", "exponentSeparator", "exponentMinusSign", "exponentInteger"]);
        let mut two = o;
        (two.min_fd, two.max_fd) = (2, 2);
        assert_eq!(text(named_currency_parts(&d(1.0), &two, &spec("en", None), "USD").unwrap()), "1.00 US dollars");
        assert_eq!(
            text(styled_parts(&d(-987.0), &two, &spec("ko", None), "USD", "symbol", true).unwrap()),
            "(US$987.00)"
        );
        let mut compact = o;
        compact.kind = super::super::digits::RoundingType::MorePrecision;
        (compact.min_fd, compact.max_fd, compact.min_sd, compact.max_sd) = (0, 0, 1, 2);
        assert_eq!(
            text(styled_parts(&d(1234567.0), &compact, &spec("en", Some("short")), "USD", "symbol", false).unwrap()),
            "$1.2M"
        );
    }

    #[test]
    fn lists_per_locale() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        let text = |tag, kind| list_parts(tag, kind, "long", &items).into_iter().map(|p| p.1).collect::<String>();
        assert_eq!(text("en", "conjunction"), "a, b, and c");
        assert_eq!(text("de", "conjunction"), "a, b und c");
        assert_eq!(text("es", "disjunction"), "a, b o c");
    }

    #[test]
    fn collation_tailorings() {
        let spec = CollatorSpec::plain;
        let u = |s: &str| s.encode_utf16().collect::<Vec<_>>();
        assert_eq!(compare(&u("ä"), &u("z"), &spec("de")), Ordering::Less);
        assert_eq!(compare(&u("ä"), &u("z"), &spec("sv")), Ordering::Greater);
        assert!(has_collation("de", "phonebk"));
        assert!(!has_collation("en", "phonebk"));
        assert!(collations_of("de").contains(&"phonebk"));
        assert!(all_collations().contains(&"pinyin"));
        assert!(ignores_punctuation("th"));
        assert!(!ignores_punctuation("en"));
    }
}
