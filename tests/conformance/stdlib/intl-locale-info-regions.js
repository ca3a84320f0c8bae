/*---
{
  "description": "Intl.Locale's getCalendars, getHourCycles and getWeekInfo by region, as the Intl Locale Info proposal's RegionPreference picks it (the -u-rg- override, then the region subtag, then the -u-sd- subdivision, then the likely region, then 001): CLDR's calendarPreferenceData (th buddhist first, fa persian, ar-EG coptic, ja japanese, zh-TW roc), timeData with its language-region rows (fr-CA h23 where en-CA is h12, ku-SY h23) and weekData through ICU4X (fa-IR starts on Saturday with a Friday weekend, hi-IN a Sunday-only weekend). Node 20 has the older getter form (calendars, hourCycles, weekInfo) and agrees with every value but one: it ignores -u-sd-, so en-u-sd-gbeng gives h12 there, where the proposal (and test262) take the subdivision's region GB",
  "expect": {
    "ok": true,
    "value": {
      "calendars": [
        "th-TH buddhist gregory",
        "th buddhist gregory",
        "fa persian gregory islamic islamic-civil islamic-tbla",
        "fa-IR persian gregory islamic islamic-civil islamic-tbla",
        "ar-EG gregory coptic islamic islamic-civil islamic-tbla",
        "ar-SA gregory islamic-umalqura islamic islamic-rgsa",
        "ja-JP gregory japanese",
        "zh-TW gregory roc chinese",
        "ko gregory dangi",
        "he-IL gregory hebrew islamic islamic-civil islamic-tbla",
        "en-US gregory",
        "en-US-u-rg-thzzzz buddhist gregory",
        "en-u-sd-inka gregory indian",
        "fa-JP-u-sd-inka-rg-thzzzz buddhist gregory",
        "eo gregory",
        "ja-u-ca-japanese japanese"
      ],
      "hourCycles": [
        "en-US h12",
        "en-GB h23",
        "fr-CA h23",
        "en-CA h12",
        "ja-JP h23",
        "ko h12",
        "de h23",
        "ar h12",
        "ar-SY h12",
        "ku-SY h23",
        "en-US-u-rg-gbzzzz h23",
        "en-u-sd-gbeng h23",
        "de-u-hc-h12 h12"
      ],
      "weeks": [
        "en-US 7:6,7",
        "de 1:6,7",
        "fa-IR 6:5",
        "ps-AF 6:4,5",
        "hi-IN 7:7",
        "ar-EG 6:5,6",
        "ar-AE 1:6,7",
        "he 7:5,6",
        "fa-JP-u-sd-inka-rg-afzzzz 6:4,5",
        "en-u-fw-wed 3:6,7"
      ]
    }
  }
}
---*/
const L = (t) => new Intl.Locale(t)
const cal = (t) => L(t).getCalendars().join(" ")
const hc = (t) => L(t).getHourCycles().join(" ")
const wk = (t) => { const w = L(t).getWeekInfo(); return w.firstDay + ":" + w.weekend.join(",") }
return {
  calendars: ["th-TH", "th", "fa", "fa-IR", "ar-EG", "ar-SA", "ja-JP", "zh-TW", "ko", "he-IL", "en-US", "en-US-u-rg-thzzzz", "en-u-sd-inka", "fa-JP-u-sd-inka-rg-thzzzz", "eo", "ja-u-ca-japanese"].map((t) => t + " " + cal(t)),
  hourCycles: ["en-US", "en-GB", "fr-CA", "en-CA", "ja-JP", "ko", "de", "ar", "ar-SY", "ku-SY", "en-US-u-rg-gbzzzz", "en-u-sd-gbeng", "de-u-hc-h12"].map((t) => t + " " + hc(t)),
  weeks: ["en-US", "de", "fa-IR", "ps-AF", "hi-IN", "ar-EG", "ar-AE", "he", "fa-JP-u-sd-inka-rg-afzzzz", "en-u-fw-wed"].map((t) => t + " " + wk(t)),
}
