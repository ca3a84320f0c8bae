/*---
{
  "description": "Numbering systems with CLDR data: every ECMA-402 system with simple digits in NumberFormat (ahom, hanidec, mathbold), DateTimeFormat (-u-nu and the option, written over the en-US patterns) and RelativeTimeFormat; resolvedOptions and supportedValuesOf",
  "expect": {
    "ok": true,
    "value": [
      "١/١٥/٢٠٢٤",
      "๑:๐๕ PM",
      "deva",
      "en-US-u-nu-deva",
      "𑜱,𑜲𑜳𑜴.𑜵",
      "二,〇二四",
      [
        {
          "type": "minusSign",
          "value": "-"
        },
        {
          "type": "integer",
          "value": "𝟏𝟐"
        },
        {
          "type": "decimal",
          "value": "."
        },
        {
          "type": "fraction",
          "value": "𝟓"
        }
      ],
      "in 𝟏𝟐 days",
      true
    ]
  }
}
---*/
const d = Date.UTC(2024, 0, 15, 13, 5, 9)
return [
  new Intl.DateTimeFormat("en-US-u-nu-arab", { timeZone: "UTC" }).format(d),
  new Intl.DateTimeFormat("en-US", { numberingSystem: "thai", timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(d),
  new Intl.DateTimeFormat("en-US-u-nu-deva", { timeZone: "UTC" }).resolvedOptions().numberingSystem,
  new Intl.DateTimeFormat("en-US-u-nu-deva", { timeZone: "UTC" }).resolvedOptions().locale,
  new Intl.NumberFormat("en-u-nu-ahom").format(1234.5), new Intl.NumberFormat("en-u-nu-hanidec").format(2024),
  new Intl.NumberFormat("en", { numberingSystem: "mathbold" }).formatToParts(-12.5),
  new Intl.RelativeTimeFormat("en-u-nu-mathbold").format(12, "day"),
  Intl.supportedValuesOf("numberingSystem").includes("tamldec"),
]
