/*---
{
  "description": "Intl.PluralRules and Collator as ECMA-402 now specifies them, on ICU4X 2.4's CLDR data: pluralCategories in the order zero/one/two/few/many/other, the notation option (compact plural operands: French 1.5M is many), selectRange, rounding increments, and a -u-kn the numeric option contradicts dropped from the resolved locale. note: node 20 (older ECMA-402 and ICU) lists the categories in another order, has no notation option (select gives other, resolvedOptions has no notation) and keeps -u-kn",
  "expect": {
    "ok": true,
    "value": [
      [
        "zero",
        "one",
        "two",
        "few",
        "many",
        "other"
      ],
      "standard",
      "many",
      "other",
      "one",
      "other",
      [
        "other",
        "other"
      ],
      "de",
      "de-u-kn"
    ]
  }
}
---*/
const ar = new Intl.PluralRules("ar").resolvedOptions()
const en = new Intl.PluralRules("en", { roundingIncrement: 5, maximumFractionDigits: 1, minimumFractionDigits: 1 })
return [
  ar.pluralCategories,
  ar.notation,
  new Intl.PluralRules("fr", { notation: "compact" }).select(1.5e6),
  new Intl.PluralRules("fr").select(1.5e6),
  new Intl.PluralRules("fr").selectRange(0, 1),
  new Intl.PluralRules("en").selectRange(1, 2),
  [en.select(1.02), en.select(1.24)],
  new Intl.Collator("de-u-kn", { numeric: false }).resolvedOptions().locale,
  new Intl.Collator("de-u-kn", { numeric: true }).resolvedOptions().locale,
]
