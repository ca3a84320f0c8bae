//! Time zones for `Date`, `Intl.DateTimeFormat` and `Temporal.Now`, on the IANA database
//! `temporal_rs` compiles in: resolving a `timeZone` option as ECMA-402 does, the UTC offset of a
//! zone at an instant, local time back to UTC (ECMA-262's `UTC(t)`), the list of canonical
//! zones, and English zone names (`timeZoneName`).
//!
//! Zones are passed around as their identifier strings (what a snapshot holds); each call parses
//! the identifier again. The names are a small table of CLDR's English metazone names for the
//! zones programs meet most; every other zone (and every name style CLDR has no name for) is
//! named by its offset (`GMT+5:30`, `GMT+05:30`), which is CLDR's own fallback. This module does
//! not read options or touch the heap.

use temporal_rs::{Calendar, TimeZone, ZonedDateTime};

const MS_PER_DAY: f64 = 86_400_000.0;

/// An ECMA-402 `timeZone` option (already a string): an offset (`±HH`, `±HHMM`, `±HH:MM`, ASCII
/// signs, no seconds) as `±HH:MM`, else an available named zone case-normalized (links are kept,
/// as `resolvedOptions` shows them). `None` when it is neither.
pub(crate) fn resolve(s: &str) -> Option<String> {
    if s.starts_with(['+', '-']) {
        return offset_minutes(s).map(format_offset_id);
    }
    let n = timezone_provider::SINGLETON_IANA_NORMALIZER;
    let idx = n.available_id_index.get(s)?;
    let id = n.normalized_identifiers.get(idx)?;
    if !has_data(id) {
        return None;
    }
    // ECMA-402 names the UTC zone "UTC" whatever it was spelled.
    if id.eq_ignore_ascii_case("utc") { Some("UTC".into()) } else { Some(id.to_string()) }
}

/// Whether the database has the zone's rules (the identifier table names a few it has none for).
fn has_data(id: &str) -> bool {
    TimeZone::try_from_identifier_str(id).is_ok_and(|tz| ZonedDateTime::try_new(0, tz, Calendar::default()).is_ok())
}

/// The minutes of an offset time-zone identifier (`UTCOffset[~SubMinutePrecision]`).
fn offset_minutes(s: &str) -> Option<i32> {
    let b = s.as_bytes();
    let sign = match b.first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let d = |i: usize| b.get(i).filter(|c| c.is_ascii_digit()).map(|c| i32::from(c - b'0'));
    let h = d(1)? * 10 + d(2)?;
    let m = match b.len() {
        3 => 0,
        5 => d(3)? * 10 + d(4)?,
        6 if b[3] == b':' => d(4)? * 10 + d(5)?,
        _ => return None,
    };
    (h <= 23 && m <= 59).then_some(sign * (h * 60 + m))
}

/// FormatOffsetTimeZoneIdentifier: `+05:30` (zero is `+00:00`).
fn format_offset_id(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let a = minutes.abs();
    format!("{sign}{:02}:{:02}", a / 60, a % 60)
}

/// Whether `id` is `UTC` or an offset of zero: the offset is 0 at every instant.
fn is_utc(id: &str) -> bool {
    id == "UTC" || id == "+00:00"
}

fn parse(id: &str) -> Option<TimeZone> {
    if let Some(m) = offset_minutes(id) {
        return TimeZone::try_from_identifier_str(&format_offset_id(m)).ok();
    }
    TimeZone::try_from_identifier_str(id).ok()
}

/// The UTC offset of zone `id` at time value `t` (ms since the epoch, UTC), in milliseconds
/// (0 for NaN, an unknown zone or an instant outside Temporal's range).
pub(crate) fn offset_ms(id: &str, t: f64) -> f64 {
    if is_utc(id) || !t.is_finite() {
        return 0.0;
    }
    let Some(tz) = parse(id) else { return 0.0 };
    let ns = (t.floor() as i128).clamp(-8_640_000_000_000_000, 8_640_000_000_000_000) * 1_000_000;
    ZonedDateTime::try_new(ns, tz, Calendar::default()).map_or(0.0, |z| z.offset_nanoseconds() as f64 / 1e6)
}

/// ECMA-262's `UTC(t)`: the time value whose local time in zone `id` is `local`. In a gap (a
/// wall-clock time that does not exist) the offset before the transition applies, so the answer
/// is later; in an overlap the earlier instant wins (Temporal's "compatible").
pub(crate) fn local_to_utc(id: &str, local: f64) -> f64 {
    if is_utc(id) || !local.is_finite() {
        return local;
    }
    let before = offset_ms(id, local - MS_PER_DAY);
    let after = offset_ms(id, local + MS_PER_DAY);
    let fits = |off: f64| offset_ms(id, local - off) == off;
    match (fits(before), fits(after)) {
        (true, true) => (local - before).min(local - after),
        (true, false) => local - before,
        (false, true) => local - after,
        (false, false) => local - before,
    }
}

/// The canonical (primary) named zones, sorted: `Intl.supportedValuesOf("timeZone")`.
pub(crate) fn canonical_zones() -> Vec<&'static str> {
    let n = timezone_provider::SINGLETON_IANA_NORMALIZER;
    let links = &n.non_canonical_identifiers;
    let mut out: Vec<&'static str> = Vec::new();
    for (i, id) in n.normalized_identifiers.iter().enumerate() {
        let Ok(i) = u32::try_from(i) else { continue };
        if links.binary_search_by(|p| p.0.cmp(&i)).is_ok() {
            continue;
        }
        // "Etc/UTC", "Etc/GMT" and "GMT" are "UTC" in ECMA-402.
        if matches!(id, "Etc/UTC" | "Etc/GMT" | "GMT") || !has_data(id) {
            continue;
        }
        out.push(id);
    }
    if !out.contains(&"UTC") {
        out.push("UTC");
    }
    out.sort_unstable();
    out
}

/// The primary identifier of zone `id` (links resolved; offsets and unknown ids unchanged).
pub(crate) fn primary(id: &str) -> String {
    parse(id).and_then(|t| t.primary_identifier().ok()).and_then(|t| t.identifier().ok()).unwrap_or_else(|| id.into())
}

/// `timeZoneName` styles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum NameStyle {
    Short,
    Long,
    ShortOffset,
    LongOffset,
    ShortGeneric,
    LongGeneric,
}

impl NameStyle {
    pub(crate) fn from_str(s: &str) -> Option<NameStyle> {
        Some(match s {
            "short" => NameStyle::Short,
            "long" => NameStyle::Long,
            "shortOffset" => NameStyle::ShortOffset,
            "longOffset" => NameStyle::LongOffset,
            "shortGeneric" => NameStyle::ShortGeneric,
            "longGeneric" => NameStyle::LongGeneric,
            _ => return None,
        })
    }
}

/// The localized GMT format of an offset in ms: `GMT+5:30` (short) or `GMT+05:30` (long); a
/// zero offset is `GMT+0` / `GMT+00:00`, as ICU prints it; seconds show when there are any.
pub(crate) fn gmt(offset_ms: f64, long: bool) -> String {
    let secs = (offset_ms / 1000.0).round() as i64;
    let sign = if secs < 0 { '-' } else { '+' };
    let a = secs.abs();
    let (h, m, s) = (a / 3600, a / 60 % 60, a % 60);
    let mut out = if long { format!("GMT{sign}{h:02}:{m:02}") } else { format!("GMT{sign}{h}") };
    if !long && (m != 0 || s != 0) {
        out.push_str(&format!(":{m:02}"));
    }
    if s != 0 {
        out.push_str(&format!(":{s:02}"));
    }
    out
}

/// A CLDR metazone's English names: standard and daylight offsets (minutes), long standard and
/// daylight names, short (abbreviated) standard and daylight names, long and short generic names
/// ("" where en-US has none).
struct Meta {
    std: i16,
    dst: i16,
    long: [&'static str; 2],
    short: [&'static str; 2],
    generic: [&'static str; 2],
}

const fn meta(
    std: i16,
    dst: i16,
    long: [&'static str; 2],
    short: [&'static str; 2],
    generic: [&'static str; 2],
) -> Meta {
    Meta { std, dst, long, short, generic }
}
const fn fixed(off: i16, long: &'static str) -> Meta {
    Meta { std: off, dst: off, long: [long, long], short: ["", ""], generic: ["", ""] }
}

const UTC_META: Meta = meta(0, 0, ["Coordinated Universal Time"; 2], ["UTC"; 2], ["", ""]);
const GMT: Meta = meta(0, 0, ["Greenwich Mean Time"; 2], ["GMT"; 2], ["", "GMT"]);
const BRITISH: Meta = meta(0, 60, ["Greenwich Mean Time", "British Summer Time"], ["GMT", ""], ["", ""]);
const IRISH: Meta = meta(0, 60, ["Greenwich Mean Time", "Irish Standard Time"], ["GMT", ""], ["", ""]);
const EASTERN: Meta =
    meta(-300, -240, ["Eastern Standard Time", "Eastern Daylight Time"], ["EST", "EDT"], ["Eastern Time", "ET"]);
const CENTRAL: Meta =
    meta(-360, -300, ["Central Standard Time", "Central Daylight Time"], ["CST", "CDT"], ["Central Time", "CT"]);
const MOUNTAIN: Meta =
    meta(-420, -360, ["Mountain Standard Time", "Mountain Daylight Time"], ["MST", "MDT"], ["Mountain Time", "MT"]);
const PACIFIC: Meta =
    meta(-480, -420, ["Pacific Standard Time", "Pacific Daylight Time"], ["PST", "PDT"], ["Pacific Time", "PT"]);
const ALASKA: Meta =
    meta(-540, -480, ["Alaska Standard Time", "Alaska Daylight Time"], ["AKST", "AKDT"], ["Alaska Time", "AKT"]);
const HAWAII: Meta = meta(
    -600,
    -540,
    ["Hawaii-Aleutian Standard Time", "Hawaii-Aleutian Daylight Time"],
    ["HST", "HDT"],
    ["Hawaii-Aleutian Time", "HST"],
);
const ATLANTIC: Meta =
    meta(-240, -180, ["Atlantic Standard Time", "Atlantic Daylight Time"], ["AST", "ADT"], ["Atlantic Time", "AT"]);
const NEWFOUNDLAND: Meta =
    meta(-210, -150, ["Newfoundland Standard Time", "Newfoundland Daylight Time"], ["", ""], ["Newfoundland Time", ""]);
const BRASILIA: Meta =
    meta(-180, -120, ["Brasilia Standard Time", "Brasilia Summer Time"], ["", ""], ["Brasilia Time", ""]);
const ARGENTINA: Meta =
    meta(-180, -120, ["Argentina Standard Time", "Argentina Summer Time"], ["", ""], ["Argentina Time", ""]);
const COLOMBIA: Meta =
    meta(-300, -240, ["Colombia Standard Time", "Colombia Summer Time"], ["", ""], ["Colombia Time", ""]);
const WEST_EU: Meta = meta(
    0,
    60,
    ["Western European Standard Time", "Western European Summer Time"],
    ["", ""],
    ["Western European Time", ""],
);
const CENTRAL_EU: Meta = meta(
    60,
    120,
    ["Central European Standard Time", "Central European Summer Time"],
    ["", ""],
    ["Central European Time", ""],
);
const EAST_EU: Meta = meta(
    120,
    180,
    ["Eastern European Standard Time", "Eastern European Summer Time"],
    ["", ""],
    ["Eastern European Time", ""],
);
const MOSCOW: Meta = meta(180, 240, ["Moscow Standard Time", "Moscow Summer Time"], ["", ""], ["Moscow Time", ""]);
const AUS_CENTRAL: Meta = meta(
    570,
    630,
    ["Australian Central Standard Time", "Australian Central Daylight Time"],
    ["", ""],
    ["Australian Central Time", ""],
);
const AUS_EASTERN: Meta = meta(
    600,
    660,
    ["Australian Eastern Standard Time", "Australian Eastern Daylight Time"],
    ["", ""],
    ["Australian Eastern Time", ""],
);
const NEW_ZEALAND: Meta =
    meta(720, 780, ["New Zealand Standard Time", "New Zealand Daylight Time"], ["", ""], ["New Zealand Time", ""]);
const ISRAEL: Meta = meta(120, 180, ["Israel Standard Time", "Israel Daylight Time"], ["", ""], ["Israel Time", ""]);
const IRAN: Meta = meta(210, 270, ["Iran Standard Time", "Iran Daylight Time"], ["", ""], ["Iran Time", ""]);
const TURKEY: Meta = fixed(180, "Türkiye Standard Time");
const SOUTH_AFRICA: Meta = fixed(120, "South Africa Standard Time");
const WEST_AFRICA: Meta = fixed(60, "West Africa Time");
const EAST_AFRICA: Meta = fixed(180, "East Africa Time");
const GULF: Meta = fixed(240, "Gulf Standard Time");
const PAKISTAN: Meta = fixed(300, "Pakistan Standard Time");
const INDIA: Meta = fixed(330, "India Standard Time");
const NEPAL: Meta = fixed(345, "Nepal Time");
const AFGHANISTAN: Meta = fixed(270, "Afghanistan Time");
const BANGLADESH: Meta = fixed(360, "Bangladesh Standard Time");
const INDOCHINA: Meta = fixed(420, "Indochina Time");
const WEST_INDONESIA: Meta = fixed(420, "Western Indonesia Time");
const SINGAPORE: Meta = fixed(480, "Singapore Standard Time");
const HONG_KONG: Meta = fixed(480, "Hong Kong Standard Time");
const CHINA: Meta = fixed(480, "China Standard Time");
const TAIPEI: Meta = fixed(480, "Taiwan Standard Time");
const PHILIPPINES: Meta = fixed(480, "Philippine Standard Time");
const AUS_WESTERN: Meta = fixed(480, "Australian Western Standard Time");
const KOREA: Meta = fixed(540, "Korean Standard Time");
const JAPAN: Meta = fixed(540, "Japan Standard Time");

/// Zones with English names: identifier, metazone, and the location name CLDR's short generic
/// style uses ("" when the metazone's own generic name serves).
static ZONES: &[(&str, &Meta, &str)] = &[
    ("UTC", &UTC_META, ""),
    ("Etc/UTC", &UTC_META, ""),
    ("Etc/GMT", &UTC_META, ""),
    ("Africa/Abidjan", &GMT, ""),
    ("Europe/London", &BRITISH, "United Kingdom Time"),
    ("Europe/Dublin", &IRISH, "Ireland Time"),
    ("America/New_York", &EASTERN, ""),
    ("America/Detroit", &EASTERN, ""),
    ("America/Toronto", &EASTERN, ""),
    ("America/Indiana/Indianapolis", &EASTERN, ""),
    ("America/Chicago", &CENTRAL, ""),
    ("America/Mexico_City", &CENTRAL, ""),
    ("America/Winnipeg", &CENTRAL, ""),
    ("America/Denver", &MOUNTAIN, ""),
    ("America/Phoenix", &MOUNTAIN, ""),
    ("America/Edmonton", &MOUNTAIN, ""),
    ("America/Los_Angeles", &PACIFIC, ""),
    ("America/Vancouver", &PACIFIC, ""),
    ("America/Anchorage", &ALASKA, ""),
    ("Pacific/Honolulu", &HAWAII, ""),
    ("America/Halifax", &ATLANTIC, ""),
    ("America/Puerto_Rico", &ATLANTIC, ""),
    ("America/St_Johns", &NEWFOUNDLAND, "St. John’s Time"),
    ("America/Sao_Paulo", &BRASILIA, "São Paulo Time"),
    ("America/Argentina/Buenos_Aires", &ARGENTINA, "Buenos Aires Time"),
    ("America/Bogota", &COLOMBIA, "Colombia Time"),
    ("Europe/Lisbon", &WEST_EU, "Portugal Time"),
    ("Europe/Paris", &CENTRAL_EU, "France Time"),
    ("Europe/Berlin", &CENTRAL_EU, "Germany Time"),
    ("Europe/Madrid", &CENTRAL_EU, "Spain Time"),
    ("Europe/Rome", &CENTRAL_EU, "Italy Time"),
    ("Europe/Amsterdam", &CENTRAL_EU, "Netherlands Time"),
    ("Europe/Brussels", &CENTRAL_EU, "Belgium Time"),
    ("Europe/Zurich", &CENTRAL_EU, "Switzerland Time"),
    ("Europe/Vienna", &CENTRAL_EU, "Austria Time"),
    ("Europe/Stockholm", &CENTRAL_EU, "Sweden Time"),
    ("Europe/Oslo", &CENTRAL_EU, "Norway Time"),
    ("Europe/Copenhagen", &CENTRAL_EU, "Denmark Time"),
    ("Europe/Warsaw", &CENTRAL_EU, "Poland Time"),
    ("Europe/Prague", &CENTRAL_EU, "Czechia Time"),
    ("Europe/Budapest", &CENTRAL_EU, "Hungary Time"),
    ("Europe/Athens", &EAST_EU, "Greece Time"),
    ("Europe/Helsinki", &EAST_EU, "Finland Time"),
    ("Europe/Kyiv", &EAST_EU, "Ukraine Time"),
    ("Europe/Kiev", &EAST_EU, "Ukraine Time"),
    ("Europe/Bucharest", &EAST_EU, "Romania Time"),
    ("Africa/Cairo", &EAST_EU, "Egypt Time"),
    ("Europe/Istanbul", &TURKEY, "Türkiye Time"),
    ("Europe/Moscow", &MOSCOW, "Moscow Time"),
    ("Africa/Johannesburg", &SOUTH_AFRICA, "South Africa Time"),
    ("Africa/Lagos", &WEST_AFRICA, "Nigeria Time"),
    ("Africa/Nairobi", &EAST_AFRICA, "Kenya Time"),
    ("Asia/Dubai", &GULF, "United Arab Emirates Time"),
    ("Asia/Karachi", &PAKISTAN, "Pakistan Time"),
    ("Asia/Kolkata", &INDIA, "India Time"),
    ("Asia/Calcutta", &INDIA, "India Time"),
    ("Asia/Kathmandu", &NEPAL, "Nepal Time"),
    ("Asia/Kabul", &AFGHANISTAN, "Afghanistan Time"),
    ("Asia/Dhaka", &BANGLADESH, "Bangladesh Time"),
    ("Asia/Bangkok", &INDOCHINA, "Thailand Time"),
    ("Asia/Jakarta", &WEST_INDONESIA, "Jakarta Time"),
    ("Asia/Singapore", &SINGAPORE, "Singapore Time"),
    ("Asia/Hong_Kong", &HONG_KONG, "Hong Kong SAR China Time"),
    ("Asia/Shanghai", &CHINA, "China Time"),
    ("Asia/Taipei", &TAIPEI, "Taiwan Time"),
    ("Asia/Manila", &PHILIPPINES, "Philippines Time"),
    ("Asia/Seoul", &KOREA, "South Korea Time"),
    ("Asia/Tokyo", &JAPAN, "Japan Time"),
    ("Asia/Jerusalem", &ISRAEL, "Israel Time"),
    ("Asia/Tehran", &IRAN, "Iran Time"),
    ("Australia/Perth", &AUS_WESTERN, "Perth Time"),
    ("Australia/Adelaide", &AUS_CENTRAL, "Adelaide Time"),
    ("Australia/Brisbane", &AUS_EASTERN, "Brisbane Time"),
    ("Australia/Sydney", &AUS_EASTERN, "Sydney Time"),
    ("Australia/Melbourne", &AUS_EASTERN, "Melbourne Time"),
    ("Pacific/Auckland", &NEW_ZEALAND, "New Zealand Time"),
];

fn lookup(id: &str) -> Option<(&'static Meta, &'static str)> {
    let find = |k: &str| ZONES.iter().find(|z| z.0 == k).map(|z| (z.1, z.2));
    find(id).or_else(|| find(&primary(id)))
}

/// The name of zone `id` at time value `t` (UTC ms) in `style`.
pub(crate) fn name(id: &str, t: f64, style: NameStyle) -> String {
    let off = offset_ms(id, t);
    let by_offset = |long: bool| gmt(off, long);
    let Some((m, location)) = lookup(id) else {
        // An offset zone of zero is plain "GMT" (CLDR's gmtZeroFormat).
        if off == 0.0 && offset_minutes(id).is_some() {
            return "GMT".into();
        }
        return match style {
            NameStyle::Short | NameStyle::ShortOffset | NameStyle::ShortGeneric => by_offset(false),
            _ => by_offset(true),
        };
    };
    let mins = (off / 60_000.0).round() as i16;
    // Which of the metazone's offsets applies (None: neither, as in a zone's older history).
    let which = if mins == m.std {
        Some(0)
    } else if mins == m.dst {
        Some(1)
    } else {
        None
    };
    // Whether the zone keeps daylight time in t's year (January and July offsets differ).
    let observes = || {
        let y = crate::datemath::year_from_time(t);
        let jan = crate::datemath::make_date(crate::datemath::make_day(y, 0.0, 1.0), 0.0);
        let jul = crate::datemath::make_date(crate::datemath::make_day(y, 6.0, 1.0), 0.0);
        offset_ms(id, jan) != offset_ms(id, jul)
    };
    let nonempty = |s: &'static str| (!s.is_empty()).then(|| s.to_string());
    let utc = std::ptr::eq(m, &UTC_META);
    match style {
        NameStyle::ShortOffset => by_offset(false),
        NameStyle::LongOffset => by_offset(true),
        NameStyle::Short => which.and_then(|i| nonempty(m.short[i])).unwrap_or_else(|| by_offset(false)),
        NameStyle::Long => which.and_then(|i| nonempty(m.long[i])).unwrap_or_else(|| by_offset(true)),
        _ if utc => by_offset(style == NameStyle::LongGeneric),
        NameStyle::ShortGeneric => {
            let s = if observes() { nonempty(m.generic[1]) } else { nonempty(m.short[0]).or(nonempty(m.generic[1])) };
            s.or_else(|| nonempty(location)).unwrap_or_else(|| by_offset(false))
        }
        NameStyle::LongGeneric => {
            let s =
                if observes() { nonempty(m.generic[0]).or_else(|| nonempty(location)) } else { nonempty(m.long[0]) };
            s.unwrap_or_else(|| by_offset(true))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_names_and_offsets() {
        assert_eq!(resolve("america/new_york").as_deref(), Some("America/New_York"));
        assert_eq!(resolve("Asia/Calcutta").as_deref(), Some("Asia/Calcutta"));
        assert_eq!(resolve("utc").as_deref(), Some("UTC"));
        assert_eq!(resolve("+0530").as_deref(), Some("+05:30"));
        assert_eq!(resolve("-05").as_deref(), Some("-05:00"));
        assert_eq!(resolve("-00:00").as_deref(), Some("+00:00"));
        assert_eq!(resolve("+05:30:00"), None);
        assert_eq!(resolve("\u{2212}05:00"), None);
        assert_eq!(resolve("Mars/Olympus"), None);
    }

    #[test]
    fn offsets_follow_daylight_time() {
        // 2020-01-15 and 2020-07-15, noon UTC.
        assert_eq!(offset_ms("America/New_York", 1_579_089_600_000.0), -5.0 * 3_600_000.0);
        assert_eq!(offset_ms("America/New_York", 1_594_814_400_000.0), -4.0 * 3_600_000.0);
        assert_eq!(offset_ms("+05:30", 0.0), 330.0 * 60_000.0);
        // 2020-03-08 02:30 does not exist in New York: the offset before the gap applies.
        let local = 1_583_634_600_000.0; // 2020-03-08T02:30 as if UTC
        assert_eq!(local_to_utc("America/New_York", local), local + 5.0 * 3_600_000.0);
        // 2020-11-01 01:30 happens twice: the earlier (EDT) instant.
        let local = 1_604_194_200_000.0;
        assert_eq!(local_to_utc("America/New_York", local), local + 4.0 * 3_600_000.0);
    }

    #[test]
    fn names_and_zone_list() {
        let w = 1_579_089_600_000.0;
        assert_eq!(name("America/New_York", w, NameStyle::Short), "EST");
        assert_eq!(name("America/New_York", w, NameStyle::LongGeneric), "Eastern Time");
        assert_eq!(name("Asia/Calcutta", w, NameStyle::Long), "India Standard Time");
        assert_eq!(name("Asia/Kolkata", w, NameStyle::Short), "GMT+5:30");
        assert_eq!(name("+05:30", w, NameStyle::Long), "GMT+05:30");
        assert_eq!(name("UTC", w, NameStyle::ShortGeneric), "GMT+0");
        let list = canonical_zones();
        assert!(list.contains(&"UTC") && list.contains(&"Asia/Kolkata") && !list.contains(&"Asia/Calcutta"));
        assert!(list.windows(2).all(|w| w[0] < w[1]));
    }
}
