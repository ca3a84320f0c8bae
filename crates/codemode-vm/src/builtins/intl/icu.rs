//! Intl on ICU4X with CLDR data compiled in (the `intl-data` feature): which locales each service
//! has data for, likely subtags (`Intl.Locale`'s `maximize`/`minimize`), plural rules
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

use icu_collator::options::{AlternateHandling, CaseLevel, CollatorOptions, Strength};
use icu_collator::{CollatorBorrowed, CollatorPreferences};
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
}

impl Service {
    pub(crate) fn from_name(name: &str) -> Option<Service> {
        Some(match name {
            "plurals" => Service::Plurals,
            "list" => Service::List,
            "collator" => Service::Collator,
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
        Service::Plurals | Service::List => list() || plurals(),
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

/// A per-thread cache of `T` by key, emptied when full.
struct Cache<T>(HashMap<String, Rc<T>>);

impl<T> Cache<T> {
    fn new() -> Self {
        Cache(HashMap::new())
    }

    fn get_or(&mut self, key: String, make: impl FnOnce() -> Option<T>) -> Option<Rc<T>> {
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
}

fn locale(tag: &str) -> Locale {
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

// ---- plural rules ------------------------------------------------------------------------------

fn plural_rules(tag: &str, ordinal: bool) -> Option<Rc<PluralRulesWithRanges<PluralRules>>> {
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
fn operands(text: &str) -> PluralOperands {
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

// ---- lists -------------------------------------------------------------------------------------

/// Text and the byte ranges of its `list/element` parts.
struct Collect {
    text: String,
    elements: Vec<(usize, usize)>,
}

impl fmt::Write for Collect {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.text.push_str(s);
        Ok(())
    }
}

impl PartsWrite for Collect {
    type SubPartsWrite = Collect;

    fn with_part(&mut self, part: Part, mut f: impl FnMut(&mut Self) -> fmt::Result) -> fmt::Result {
        let start = self.text.len();
        f(self)?;
        if part == icu_list::parts::ELEMENT {
            self.elements.push((start, self.text.len()));
        }
        Ok(())
    }
}

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
    let mut sink = Collect { text: String::new(), elements: Vec::new() };
    let _ = f.format(items.iter().map(String::as_str)).write_to_parts(&mut sink);
    let mut out = Vec::new();
    let mut at = 0;
    for (s, e) in sink.elements {
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

impl CollatorSpec<'_> {
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

fn collator(spec: &CollatorSpec<'_>) -> Option<Rc<CollatorBorrowed<'static>>> {
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
const COLLATION_TYPES: [&str; 16] = [
    "big5han", "compat", "dict", "direct", "ducet", "emoji", "eor", "gb2312", "phonebk", "phonetic", "pinyin",
    "reformed", "searchjl", "stroke", "trad", "unihan",
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
    let spec = CollatorSpec {
        locale: tag,
        collation: "",
        search: false,
        sensitivity: "variant",
        ignore_punctuation: None,
        numeric: false,
        case_first: "false",
    };
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
        let spec = |locale| CollatorSpec {
            locale,
            collation: "",
            search: false,
            sensitivity: "variant",
            ignore_punctuation: None,
            numeric: false,
            case_first: "false",
        };
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
