/*---
{
  "description": "Intl.DisplayNames on CLDR data (ICU4X names): region, language (dialect and standard) and script names per locale, short region names, fallback code/none, locale resolution",
  "expect": {
    "ok": true,
    "value": {
      "regions": [
        "Deutschland",
        "アメリカ合衆国",
        "Amérique latine",
        "UK",
        "México"
      ],
      "languages": [
        "Französisch",
        "American English",
        "English (United States)",
        "chinois traditionnel",
        "英語",
        "奥地利德语"
      ],
      "scripts": [
        "cyrillique",
        "латиница",
        "Arabisch"
      ],
      "fallbacks": [
        "AA",
        null,
        "xyz"
      ],
      "locales": [
        "de-AT",
        "en-US"
      ]
    }
  }
}
---*/
const dn = (l, type, code, o = {}) => new Intl.DisplayNames(l, { type, ...o }).of(code)
return {
  regions: [dn("de", "region", "DE"), dn("ja", "region", "US"), dn("fr", "region", "419"), dn("en", "region", "GB", { style: "short" }), dn("es", "region", "MX")],
  languages: [dn("de", "language", "fr"), dn("en", "language", "en-US"), dn("en", "language", "en-US", { languageDisplay: "standard" }),
    dn("fr", "language", "zh-Hant"), dn("ja", "language", "en"), dn("zh", "language", "de-AT")],
  scripts: [dn("fr", "script", "Cyrl"), dn("ru", "script", "Latn"), dn("de", "script", "Arab")],
  fallbacks: [dn("de", "region", "AA"), dn("de", "region", "AA", { fallback: "none" }), dn("de", "language", "xyz")],
  locales: [new Intl.DisplayNames("de-AT", { type: "region" }).resolvedOptions().locale, new Intl.DisplayNames("zz", { type: "region" }).resolvedOptions().locale],
}
