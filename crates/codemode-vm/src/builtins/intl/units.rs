//! Unit names on ICU4X's CLDR data (the `intl-data` feature), for `Intl.NumberFormat`'s `style:
//! "unit"` and so `Intl.DurationFormat`: the pattern of a unit (`{0} km`, `{0} Stunden`) for a
//! locale, width and plural category, `-per-` compounds built as CLDR builds them, and the time
//! separator of the digital duration style.
//!
//! ICU4X 0.7's unit data (`icu_experimental`) covers five categories: area, duration, length, mass
//! and volume; [`category`] names the sanctioned units in them. The others (digital units,
//! temperatures, `degree`, `percent`) have no names here and the prelude keeps its CLDR en
//! patterns for them. ICU4X's data also lacks two CLDR facts a compound needs, kept as tables
//! taken from CLDR 48 (as ICU 78 formats them, for the 95 locales `scripts/units-cldr.mjs` lists;
//! it writes them): the compound units CLDR names as units of their own (`kilometer-per-hour` is
//! `時速 {0} キロメートル` in Japanese, not a kilometre per hour built from parts), and the
//! per-unit patterns of the denominators that have one (`{0}/h` in German, where the parts would
//! give `km/Std.`). [`PER_UNIT`] and [`OWN_COMPOUNDS`] keep only the entries where CLDR's answer
//! differs from the one built from parts (about 1,700 and 740 rows, 92 KB). A locale the
//! tables do not list builds every compound from parts.
//!
//! Nothing here is cached beyond the plural rules (`icu.rs`): a lookup in the baked data is a trie
//! walk; the tables are indexed once per process. Nothing here enters the VM state.

use std::collections::HashMap;
use std::sync::OnceLock;

use icu_experimental::dimension::provider::units::categorized_display_names::{
    UnitsNamesAreaCoreV1, UnitsNamesAreaExtendedV1, UnitsNamesAreaOutlierV1, UnitsNamesDurationCoreV1,
    UnitsNamesDurationExtendedV1, UnitsNamesDurationOutlierV1, UnitsNamesLengthCoreV1, UnitsNamesLengthExtendedV1,
    UnitsNamesLengthOutlierV1, UnitsNamesMassCoreV1, UnitsNamesMassExtendedV1, UnitsNamesMassOutlierV1,
    UnitsNamesVolumeCoreV1, UnitsNamesVolumeExtendedV1, UnitsNamesVolumeOutlierV1,
};
use icu_experimental::dimension::provider::units::display_names::UnitsDisplayNames;
use icu_experimental::dimension::provider::units::essentials::UnitsEssentialsV1;
use icu_experimental::duration::provider::UnitsDurationDigitalV1;
use icu_experimental::provider::Baked;
use icu_plurals::{PluralOperands, PluralRules};
use icu_provider::prelude::*;

/// The ICU4X category of a sanctioned simple unit, by its data markers.
#[derive(Copy, Clone)]
enum Category {
    Area,
    Duration,
    Length,
    Mass,
    Volume,
}

/// The category of a sanctioned simple unit ICU4X has names for; `None` for the others.
fn category(unit: &str) -> Option<Category> {
    Some(match unit {
        "acre" | "hectare" => Category::Area,
        "year" | "month" | "week" | "day" | "hour" | "minute" | "second" | "millisecond" | "microsecond"
        | "nanosecond" => Category::Duration,
        "kilometer" | "meter" | "centimeter" | "millimeter" | "mile" | "mile-scandinavian" | "yard" | "foot"
        | "inch" => Category::Length,
        "kilogram" | "gram" | "pound" | "ounce" | "stone" => Category::Mass,
        "liter" | "milliliter" | "gallon" | "fluid-ounce" => Category::Volume,
        _ => return None,
    })
}

/// Whether ICU4X has names for `unit` (a sanctioned simple unit, or two joined by `-per-`).
pub(crate) fn has_unit(unit: &str) -> bool {
    match unit.split_once("-per-") {
        Some((num, den)) => category(num).is_some() && category(den).is_some(),
        None => category(unit).is_some(),
    }
}

/// Loads the names of one unit and width (`long-hour`) for a locale from one marker, and whether
/// they are the root locale's (the data falls back to the root when a marker lacks the unit).
fn load<M>(attrs: &DataMarkerAttributes, dl: &DataLocale) -> Option<(DataPayload<M>, bool)>
where
    M: DataMarker<DataStruct = UnitsDisplayNames<'static>>,
    Baked: DataProvider<M>,
{
    let req =
        DataRequest { id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attrs, dl), ..Default::default() };
    let r = Baked.load(req).ok()?;
    let root = r.metadata.locale.is_some_and(|l| l.is_unknown());
    Some((r.payload, root))
}

/// The pattern for the plural operands (`None`: the `other` form), as text with `{0}`, from the
/// names of one unit and width for a locale. The core, extended and outlier markers of a
/// category split its units by which locales prefer them, and each falls back to the root for a
/// unit it lacks, so the first answer not from the root wins (the root's when every one is).
fn pattern_of<C, E, O>(
    attrs: &DataMarkerAttributes,
    dl: &DataLocale,
    op: Option<PluralOperands>,
    rules: &PluralRules,
) -> Option<String>
where
    C: DataMarker<DataStruct = UnitsDisplayNames<'static>>,
    E: DataMarker<DataStruct = UnitsDisplayNames<'static>>,
    O: DataMarker<DataStruct = UnitsDisplayNames<'static>>,
    Baked: DataProvider<C> + DataProvider<E> + DataProvider<O>,
{
    let mut fallback = None;
    let found = [
        load::<C>(attrs, dl),
        load::<E>(attrs, dl).map(|(p, r)| (p.cast::<C>(), r)),
        load::<O>(attrs, dl).map(|(p, r)| (p.cast::<C>(), r)),
    ];
    let mut names = None;
    for (p, root) in found.into_iter().flatten() {
        if !root {
            names = Some(p);
            break;
        }
        fallback.get_or_insert(p);
    }
    let names = names.or(fallback)?;
    let p = match op {
        Some(op) => names.get().get(op, rules),
        None => names.get().elements.get_default().1,
    };
    Some(p.interpolate_to_string(("{0}",)))
}

/// The pattern of `unit` (simple) in `width` for the plural operands, as text with `{0}`.
fn simple_pattern(
    dl: &DataLocale,
    unit: &str,
    width: &str,
    op: Option<PluralOperands>,
    rules: &PluralRules,
) -> Option<String> {
    let key = format!("{width}-{unit}");
    let attrs = DataMarkerAttributes::try_from_str(&key).ok()?;
    match category(unit)? {
        Category::Area => {
            pattern_of::<UnitsNamesAreaCoreV1, UnitsNamesAreaExtendedV1, UnitsNamesAreaOutlierV1>(attrs, dl, op, rules)
        }
        Category::Duration => {
            pattern_of::<UnitsNamesDurationCoreV1, UnitsNamesDurationExtendedV1, UnitsNamesDurationOutlierV1>(
                attrs, dl, op, rules,
            )
        }
        Category::Length => {
            pattern_of::<UnitsNamesLengthCoreV1, UnitsNamesLengthExtendedV1, UnitsNamesLengthOutlierV1>(
                attrs, dl, op, rules,
            )
        }
        Category::Mass => {
            pattern_of::<UnitsNamesMassCoreV1, UnitsNamesMassExtendedV1, UnitsNamesMassOutlierV1>(attrs, dl, op, rules)
        }
        Category::Volume => {
            pattern_of::<UnitsNamesVolumeCoreV1, UnitsNamesVolumeExtendedV1, UnitsNamesVolumeOutlierV1>(
                attrs, dl, op, rules,
            )
        }
    }
}

/// A unit pattern's name alone: `{0} Stunde` → `Stunde`.
fn bare_name(pattern: &str) -> String {
    pattern.replace("{0}", "").trim_matches(|c: char| c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}').to_string()
}

/// CLDR's compound pattern (`{0}/{1}`, `{0} pro {1}`, `{1}당 {0}`) of a locale and width.
fn per_pattern(dl: &DataLocale, width: &str) -> Option<String> {
    let attrs = DataMarkerAttributes::try_from_str(width).ok()?;
    let req =
        DataRequest { id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attrs, dl), ..Default::default() };
    let r = DataProvider::<UnitsEssentialsV1>::load(&Baked, req).ok()?;
    Some(r.payload.get().per.to_string())
}

/// The pattern (`{0} km`, `{0} Kilometer pro Stunde`) of `unit` (a sanctioned unit or a `-per-`
/// compound ICU4X has names for) in locale `tag` and `width` (`long`, `short`, `narrow`) for the
/// formatted number `text` (its plural operands, as `icu::plural_select` reads them; empty for NaN
/// and the infinities, which take the `other` form); `None`
/// when the data has no names for it.
pub(crate) fn unit_pattern(tag: &str, unit: &str, width: &str, text: &str) -> Option<String> {
    let loc = super::icu::locale(tag);
    let dl = DataLocale::from(&loc);
    let rules = super::icu::plural_rules(tag, false)?;
    let rules = rules.rules();
    // NaN and the infinities take the "other" form.
    let op = if text.is_empty() { None } else { Some(super::icu::operands(text)) };
    let Some((num, den)) = unit.split_once("-per-") else { return simple_pattern(&dl, unit, width, op, rules) };
    if let Some(p) =
        own_compound(&loc, unit, width, op.map_or(icu_plurals::PluralCategory::Other, |op| rules.category_for(op)))
    {
        return Some(p.to_string());
    }
    let num_pattern = simple_pattern(&dl, num, width, op, rules)?;
    if let Some(p) = per_unit(&loc, den, width) {
        return Some(p.replace("{0}", &num_pattern));
    }
    let den_name = bare_name(&simple_pattern(&dl, den, width, Some(PluralOperands::from(1u32)), rules)?);
    Some(per_pattern(&dl, width)?.replace("{1}", &den_name).replace("{0}", &num_pattern))
}

/// The time separator of the digital duration style in locale `tag` (`:`, `.` in Finnish and
/// Danish), from CLDR's `hms` pattern.
pub(crate) fn digital_separator(tag: &str) -> String {
    let dl = DataLocale::from(&super::icu::locale(tag));
    let req = DataRequest { id: DataIdentifierBorrowed::for_locale(&dl), ..Default::default() };
    match DataProvider::<UnitsDurationDigitalV1>::load(&Baked, req) {
        Ok(r) => r.payload.get().separator.to_string(),
        Err(_) => ":".to_string(),
    }
}

// ---- CLDR facts ICU4X's unit data lacks ----------------------------------------------------------

/// A table's rows by key and width (`kilometer-per-hour|long`), as (locale, value): the text
/// (`locale\tkey\twidth\tvalue` lines) is read once per process.
type Rows = HashMap<String, Vec<(&'static str, &'static str)>>;

fn index(table: &'static str) -> Rows {
    let mut rows: Rows = HashMap::new();
    for l in table.lines() {
        let mut f = l.splitn(4, '\t');
        if let (Some(loc), Some(k), Some(w), Some(v)) = (f.next(), f.next(), f.next(), f.next()) {
            rows.entry(format!("{k}|{w}")).or_default().push((loc, v));
        }
    }
    rows
}

/// The rows of a table for a key and width.
fn rows(
    table: &'static OnceLock<Rows>,
    text: &'static str,
    key: &str,
    width: &str,
) -> &'static [(&'static str, &'static str)] {
    table.get_or_init(|| index(text)).get(&format!("{key}|{width}")).map_or(&[], Vec::as_slice)
}

/// The entry of a table's rows for a locale: its language and region, language and script (the
/// likely one when the tag has none: `zh-TW` reads `zh-Hant`'s row), then language.
fn pick(rows: &[(&'static str, &'static str)], loc: &icu_locale_core::Locale) -> Option<&'static str> {
    if rows.is_empty() {
        return None;
    }
    let mut id = loc.id.clone();
    icu_locale::LocaleExpander::new_common().maximize(&mut id);
    let lang = id.language.as_str();
    let mut keys = Vec::with_capacity(3);
    if let Some(r) = loc.id.region {
        keys.push(format!("{lang}-{}", r.as_str()));
    }
    if let Some(s) = id.script {
        keys.push(format!("{lang}-{}", s.as_str()));
    }
    keys.push(lang.to_string());
    keys.iter().find_map(|k| rows.iter().find(|e| e.0 == k.as_str()).map(|e| e.1))
}

/// CLDR's per-unit pattern of denominator `den` in `width` where it differs from the compound
/// built from parts.
fn per_unit(loc: &icu_locale_core::Locale, den: &str, width: &str) -> Option<&'static str> {
    pick(rows(&PER_UNIT_ROWS, PER_UNIT, den, width), loc)
}

/// CLDR's pattern of a compound unit it names as a unit of its own, for a plural category, where
/// it differs from the compound built from parts.
fn own_compound(
    loc: &icu_locale_core::Locale,
    unit: &str,
    width: &str,
    cat: icu_plurals::PluralCategory,
) -> Option<&'static str> {
    let name = super::icu::category_name(cat);
    let forms = pick(rows(&OWN_ROWS, OWN_COMPOUNDS, unit, width), loc)?;
    // `one:{0} km/h|other:{0} km/h`, or one pattern for every category.
    if !forms.contains('|') && !forms.starts_with("other:") {
        return Some(forms);
    }
    let mut other = None;
    for f in forms.split('|') {
        let (k, v) = f.split_once(':')?;
        if k == name {
            return Some(v);
        }
        if k == "other" {
            other = Some(v);
        }
    }
    other
}

/// CLDR 48's per-unit patterns (`locale\tdenominator\twidth\tpattern`) where they differ from
/// the compound built from ICU4X's parts, for the 95 locales `scripts/units-cldr.mjs` lists.
const PER_UNIT: &str = include_str!("units-per.tsv");

/// CLDR 48's compound units of their own (`locale\tunit\twidth\tpatterns`, the patterns as
/// `category:pattern|…`, or one pattern for all) where they differ from the compound built from
/// parts.
const OWN_COMPOUNDS: &str = include_str!("units-own.tsv");

static PER_UNIT_ROWS: OnceLock<Rows> = OnceLock::new();
static OWN_ROWS: OnceLock<Rows> = OnceLock::new();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_locale_width_and_plural_form() {
        assert_eq!(unit_pattern("de", "hour", "long", "3").as_deref(), Some("{0} Stunden"));
        assert_eq!(unit_pattern("de", "hour", "long", "1").as_deref(), Some("{0} Stunde"));
        assert_eq!(unit_pattern("ru", "minute", "long", "2").as_deref(), Some("{0} минуты"));
        // NaN and the infinities take the other form.
        assert_eq!(unit_pattern("en", "kilometer", "long", "").as_deref(), Some("{0} kilometers"));
        assert_eq!(unit_pattern("de", "byte", "long", "1"), None);
        assert!(has_unit("liter-per-hour") && !has_unit("kilobyte-per-second"));
    }

    #[test]
    fn compounds_take_cldr_facts_then_parts() {
        // A compound CLDR names itself, a per-unit pattern, then the compound pattern.
        assert_eq!(unit_pattern("ja", "kilometer-per-hour", "long", "80").as_deref(), Some("時速 {0} キロメートル"));
        assert_eq!(unit_pattern("zh-TW", "kilometer-per-hour", "short", "5").as_deref(), Some("{0} 公里/小時"));
        assert_eq!(unit_pattern("de", "liter-per-hour", "short", "2").as_deref(), Some("{0} l/h"));
        assert_eq!(unit_pattern("de", "kilometer-per-hour", "long", "2").as_deref(), Some("{0} Kilometer pro Stunde"));
    }

    #[test]
    fn digital_separators_follow_the_locale() {
        assert_eq!(digital_separator("fi"), ".");
        assert_eq!(digital_separator("de"), ":");
    }
}
