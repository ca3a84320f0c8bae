/*---
{
  "description": "Intl.Locale: parsing and canonical form, options (language/script/region/calendar/collation/hourCycle/caseFirst/numeric/numberingSystem), getters, maximize/minimize with likely subtags, Locale objects in getCanonicalLocales, RangeError/TypeError cases",
  "expect": {
    "ok": true,
    "value": [
      [
        "en-Latn-US-u-ca-gregory-hc-h12-kn",
        "en-Latn-US",
        "en",
        "Latn",
        "US",
        "gregory",
        null,
        "h12",
        null,
        true,
        null
      ],
      [
        "ja-Jpan-JP-u-ca-japanese-co-emoji-kf-upper-kn-false-nu-latn",
        "ja-Jpan-JP",
        "ja",
        "Jpan",
        "JP",
        "japanese",
        "emoji",
        null,
        "upper",
        false,
        "latn"
      ],
      [
        "en-Latn-US",
        "fr-Latn-FR",
        "de-Latn-DE",
        "es-Latn-ES",
        "it-Latn-IT",
        "pt-Latn-BR",
        "ja-Jpan-JP",
        "zh-Hans-CN",
        "ko-Kore-KR",
        "ru-Cyrl-RU",
        "ar-Arab-EG",
        "hi-Deva-IN",
        "en-Latn-US",
        "zh-Hant-TW",
        "zh-Hant-TW",
        "en-Latn-GB",
        "ja-Jpan-JP",
        "de-Latn-AT"
      ],
      [
        "en",
        "zh-TW",
        "zh",
        "ja",
        "en-GB",
        "pt",
        "fr-CA",
        "en"
      ],
      "en-Latn-US-u-ca-gregory-hc-h12-kn",
      [
        "en-Latn-US-u-ca-gregory-hc-h12-kn",
        "de"
      ],
      "RangeError",
      "RangeError",
      "TypeError",
      "TypeError",
      "RangeError",
      "RangeError",
      "sl-1994-biske-rozaj",
      1,
      "[object Intl.Locale]",
      false,
      "en-u-kn"
    ]
  }
}
---*/
const t = (f) => { try { return f() } catch (e) { return e.constructor.name } }
const l = new Intl.Locale("EN-latn-us-u-ca-gregory-kn", { hourCycle: "h12" })
const g = (x) => [x.toString(), x.baseName, x.language, x.script, x.region, x.calendar, x.collation, x.hourCycle, x.caseFirst, x.numeric, x.numberingSystem]
const max = ["en", "fr", "de", "es", "it", "pt", "ja", "zh", "ko", "ru", "ar", "hi", "und", "zh-TW", "zh-Hant", "en-GB", "und-JP", "de-AT"].map((s) => new Intl.Locale(s).maximize().toString())
const min = ["en-Latn-US", "zh-Hant-TW", "zh-Hans-CN", "ja-Jpan-JP", "en-GB", "pt-Latn-BR", "fr-Latn-CA", "und"].map((s) => new Intl.Locale(s).minimize().toString())
return [g(l), g(new Intl.Locale("ja", { region: "jp", script: "jpan", calendar: "Japanese", numeric: false, numberingSystem: "latn", collation: "emoji", caseFirst: "upper" })),
  max, min, String(new Intl.Locale(l)), Intl.getCanonicalLocales([l, "de"]),
  t(() => new Intl.Locale("en_US")), t(() => new Intl.Locale("")), t(() => new Intl.Locale(5)), t(() => Intl.Locale("en")),
  t(() => new Intl.Locale("en", { region: "USA" })), t(() => new Intl.Locale("en", { hourCycle: "h13" })),
  new Intl.Locale("sl-rozaj-biske-1994").toString(), Intl.Locale.length, Object.prototype.toString.call(l),
  new Intl.Locale("en-u-kn-false").numeric, new Intl.Locale("en", { numeric: true }).toString()]
