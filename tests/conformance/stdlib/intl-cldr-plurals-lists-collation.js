/*---
{
  "description": "Intl on CLDR data (ICU4X): PluralRules per locale (cardinal, ordinal, digit options), ListFormat patterns per locale (parts, types, styles), Collator tailorings (de, sv, cs, phonebook), -u-kn/-u-kf and options, localeCompare with locales, locale availability per service",
  "expect": {
    "ok": true,
    "value": {
      "plurals": [
        [
          "zero",
          "one",
          "two",
          "few",
          "many",
          "other",
          "other"
        ],
        [
          "one",
          "few",
          "many",
          "one",
          "other"
        ],
        [
          "zero",
          "one",
          "two",
          "few",
          "many",
          "many"
        ],
        "other",
        "one",
        "two",
        "few",
        "other"
      ],
      "resolved": [
        "de",
        2,
        21,
        false,
        [
          "one",
          "other"
        ]
      ],
      "lists": [
        "Äpfel, Birnen und Kirschen",
        "a, b ou c",
        "agua y hielo",
        "赤、青、緑",
        "1 h, 2 min",
        [
          {
            "type": "element",
            "value": "甲"
          },
          {
            "type": "literal",
            "value": "和"
          },
          {
            "type": "element",
            "value": "乙"
          }
        ],
        "en-US"
      ],
      "sorts": [
        [
          "Ähre",
          "Äpfel",
          "apple",
          "chicken",
          "cyan",
          "hat",
          "Öl",
          "ost",
          "zebra"
        ],
        [
          "apple",
          "chicken",
          "cyan",
          "hat",
          "ost",
          "zebra",
          "Ähre",
          "Äpfel",
          "Öl"
        ],
        [
          "Ähre",
          "Äpfel",
          "apple",
          "cyan",
          "hat",
          "chicken",
          "Öl",
          "ost",
          "zebra"
        ],
        [
          "a1",
          "a9",
          "a10"
        ],
        [
          "a1",
          "a9",
          "a10"
        ],
        [
          "A",
          "a",
          "B",
          "b"
        ],
        1,
        -1,
        0,
        0,
        [
          "Mueller",
          "Müller",
          "Muller"
        ]
      ],
      "collOpts": [
        {
          "locale": "de-u-co-phonebk-kf-upper-kn",
          "usage": "sort",
          "sensitivity": "variant",
          "ignorePunctuation": false,
          "collation": "phonebk",
          "numeric": true,
          "caseFirst": "upper"
        },
        "default",
        true,
        "fr-CA"
      ],
      "supported": [
        [
          "ja",
          "de-AT"
        ],
        [
          "fr"
        ],
        [
          "sw"
        ]
      ]
    }
  }
}
---*/
const ar = new Intl.PluralRules("ar")
const ru = new Intl.PluralRules("ru")
const cy = new Intl.PluralRules("cy", { type: "ordinal" })
const plurals = [
  [0, 1, 2, 3, 11, 100, 1.5].map((n) => ar.select(n)),
  [1, 2, 5, 21, 1.5].map((n) => ru.select(n)),
  [0, 1, 2, 3, 5, 6].map((n) => cy.select(n)),
  new Intl.PluralRules("en", { minimumFractionDigits: 1 }).select(1),
  new Intl.PluralRules("en", { maximumSignificantDigits: 1 }).select(1.2),
  new Intl.PluralRules("en", { type: "ordinal" }).select(22),
  new Intl.PluralRules("pl").select(-2),
  new Intl.PluralRules("ja").select(1),
]
const r = new Intl.PluralRules("de", { minimumSignificantDigits: 2 }).resolvedOptions()
const resolved = [r.locale, r.minimumSignificantDigits, r.maximumSignificantDigits, "minimumFractionDigits" in r, r.pluralCategories]
const lists = [
  new Intl.ListFormat("de").format(["Äpfel", "Birnen", "Kirschen"]),
  new Intl.ListFormat("fr", { type: "disjunction" }).format(["a", "b", "c"]),
  new Intl.ListFormat("es").format(["agua", "hielo"]),
  new Intl.ListFormat("ja").format(["赤", "青", "緑"]),
  new Intl.ListFormat("en", { style: "short", type: "unit" }).format(["1 h", "2 min"]),
  new Intl.ListFormat("zh").formatToParts(["甲", "乙"]),
  new Intl.ListFormat("tlh").resolvedOptions().locale,
]
const words = ["zebra", "Äpfel", "apple", "Ähre", "Öl", "ost", "chicken", "cyan", "hat"]
const sorts = [
  [...words].sort(new Intl.Collator("de").compare),
  [...words].sort(new Intl.Collator("sv").compare),
  [...words].sort(new Intl.Collator("cs").compare),
  ["a10", "a9", "a1"].sort(new Intl.Collator("en", { numeric: true }).compare),
  ["a10", "a9", "a1"].sort(new Intl.Collator("en-u-kn").compare),
  ["b", "B", "a", "A"].sort(new Intl.Collator("en", { caseFirst: "upper" }).compare),
  "ä".localeCompare("z", "sv"),
  "ä".localeCompare("z", "de"),
  "a".localeCompare("á", "en", { sensitivity: "base" }),
  "a".localeCompare("A", undefined, { sensitivity: "accent" }),
  ["Müller", "Mueller", "Muller"].sort(new Intl.Collator("de-u-co-phonebk").compare),
]
const c = new Intl.Collator("de-u-co-phonebk-kn-kf-upper", { numeric: true })
const collOpts = [c.resolvedOptions(), new Intl.Collator("en-u-co-phonebk").resolvedOptions().collation,
  new Intl.Collator("th").resolvedOptions().ignorePunctuation, new Intl.Collator("fr-CA").resolvedOptions().locale]
const supported = [Intl.PluralRules.supportedLocalesOf(["ja", "de-AT", "tlh"]), Intl.Collator.supportedLocalesOf(["fr", "zz"]),
  Intl.ListFormat.supportedLocalesOf("sw")]
return { plurals, resolved, lists, sorts, collOpts, supported }
