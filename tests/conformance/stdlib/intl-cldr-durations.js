/*---
{
  "description": "Intl.DurationFormat on CLDR data, built as ECMA-402 builds it from unit-style NumberFormats and a unit ListFormat: unit names per locale (1 Stunde, 2 j, 1 año), the locale's unit list (und, et, y; ja narrow without separators), digital style with the locale's time separator (Finnish 1.02.03) and decimal comma, the locale's default numbering system (ar-EG) and a requested one, formatToParts with units, resolved locales (sr-Thai-RS resolves to sr, tlh to en-US). Node 20 has no Intl.DurationFormat to compare with",
  "expect": {
    "ok": true,
    "value": {
      "durations": [
        "1 Stunde, 2 Minuten und 3 Sekunden",
        "2 j et 5 h",
        "1 año, 2 meses y 3 días",
        "1h2m3s",
        "2 часа 5 минут",
        "1.02.03",
        "1:02:03,4",
        "٣ س",
        "٧ Min."
      ],
      "durationParts": [
        {
          "type": "integer",
          "value": "1",
          "unit": "hour"
        },
        {
          "type": "literal",
          "value": " ",
          "unit": "hour"
        },
        {
          "type": "unit",
          "value": "Stunde",
          "unit": "hour"
        },
        {
          "type": "literal",
          "value": ", "
        },
        {
          "type": "integer",
          "value": "30",
          "unit": "minute"
        },
        {
          "type": "literal",
          "value": " ",
          "unit": "minute"
        },
        {
          "type": "unit",
          "value": "Minuten",
          "unit": "minute"
        }
      ],
      "durationOptions": [
        "de latn",
        "sr latn",
        "ar-EG arab",
        "en-US latn"
      ]
    }
  }
}
---*/
const d = { hours: 1, minutes: 2, seconds: 3 }
const durations = [
  new Intl.DurationFormat("de", { style: "long" }).format(d),
  new Intl.DurationFormat("fr", { style: "short" }).format({ days: 2, hours: 5 }),
  new Intl.DurationFormat("es", { style: "long" }).format({ years: 1, months: 2, days: 3 }),
  new Intl.DurationFormat("ja", { style: "narrow" }).format(d),
  new Intl.DurationFormat("ru", { style: "long" }).format({ hours: 2, minutes: 5 }),
  new Intl.DurationFormat("fi", { style: "digital" }).format(d),
  new Intl.DurationFormat("de", { style: "digital" }).format({ hours: 1, minutes: 2, seconds: 3, milliseconds: 400 }),
  new Intl.DurationFormat("ar-EG", { style: "short" }).format({ hours: 3 }),
  new Intl.DurationFormat("de", { style: "narrow", numberingSystem: "arab" }).format({ minutes: 7 }),
]
const durationParts = new Intl.DurationFormat("de", { style: "long" }).formatToParts({ hours: 1, minutes: 30 })
const durationOptions = ["de", "sr-Thai-RS", "ar-EG", "tlh"].map((l) => {
  const r = new Intl.DurationFormat(l).resolvedOptions()
  return r.locale + " " + r.numberingSystem
})
return { durations, durationParts, durationOptions }
