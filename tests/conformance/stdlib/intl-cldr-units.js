/*---
{
  "description": "Intl.NumberFormat style unit on CLDR data (ICU4X's unit names with two CLDR 48 tables): per locale, width and plural form (3 Stunden, 5 минут, 2,5 litres, Arabic's dual يومان without the number), -per- compounds (CLDR's own units 時速 80 キロメートル and 초속 3미터, per-unit patterns km/h and l/h, compound patterns litres par heure, zh-TW 公里/小時), formatToParts around a prefix unit, locale resolution (de-AT; a compound whose halves both have names keeps its locale)",
  "expect": {
    "ok": true,
    "value": {
      "units": [
        "1 Kilometer",
        "3 Stunden",
        "2,5 litres",
        "12 kg",
        "5 минут",
        "2 минуты",
        "22 mile",
        "6ft",
        "1 settimana",
        "يومان"
      ],
      "compounds": [
        "120 km/h",
        "120 Kilometer pro Stunde",
        "時速 80 キロメートル",
        "초속 3미터",
        "987 公里/小時",
        "2 litres par heure",
        "2 l/h",
        "60 mph"
      ],
      "parts": [
        {
          "type": "unit",
          "value": "時速"
        },
        {
          "type": "literal",
          "value": " "
        },
        {
          "type": "minusSign",
          "value": "-"
        },
        {
          "type": "integer",
          "value": "5"
        },
        {
          "type": "literal",
          "value": " "
        },
        {
          "type": "unit",
          "value": "キロメートル"
        }
      ],
      "resolved": [
        "de-AT",
        "fr"
      ]
    }
  }
}
---*/
const nf = (l, unit, unitDisplay, x) => new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay }).format(x)
const units = [
  nf("de", "kilometer", "long", 1),
  nf("de", "hour", "long", 3),
  nf("fr", "liter", "long", 2.5),
  nf("ja", "kilogram", "short", 12),
  nf("ru", "minute", "long", 5),
  nf("ru", "minute", "long", 2),
  nf("pl", "mile", "long", 22),
  nf("es", "foot", "narrow", 6),
  nf("it", "week", "long", 1),
  nf("ar", "day", "long", 2),
]
const compounds = [
  nf("de", "kilometer-per-hour", "short", 120),
  nf("de", "kilometer-per-hour", "long", 120),
  nf("ja", "kilometer-per-hour", "long", 80),
  nf("ko", "meter-per-second", "long", 3),
  nf("zh-TW", "kilometer-per-hour", "short", 987),
  nf("fr", "liter-per-hour", "long", 2),
  nf("de", "liter-per-hour", "short", 2),
  nf("en", "mile-per-hour", "short", 60),
]
const parts = new Intl.NumberFormat("ja", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).formatToParts(-5)
const resolved = [
  new Intl.NumberFormat("de-AT", { style: "unit", unit: "meter" }).resolvedOptions().locale,
  new Intl.NumberFormat("fr", { style: "unit", unit: "gram-per-liter" }).resolvedOptions().locale,
]
return { units, compounds, parts, resolved }
