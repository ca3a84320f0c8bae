/*---
{
  "description": "Intl.NumberFormat's options as ECMA-402 2025 reads them: the spec's read order (note: node 20's V8 reads roundingIncrement and roundingMode earlier; the expectation is the spec's, as test262 checks it), roundingIncrement/roundingMode/roundingPriority/trailingZeroDisplay, useGrouping's boolean-or-string option, their errors, the legacy constructed symbol of a call without new, exact decimal strings and BigInts, currency digits outside standard notation",
  "expect": {
    "ok": true,
    "value": {
      "reads": [
        "localeMatcher",
        "numberingSystem",
        "style",
        "currency",
        "currencyDisplay",
        "currencySign",
        "unit",
        "unitDisplay",
        "notation",
        "minimumIntegerDigits",
        "minimumFractionDigits",
        "maximumFractionDigits",
        "minimumSignificantDigits",
        "maximumSignificantDigits",
        "roundingIncrement",
        "roundingMode",
        "roundingPriority",
        "trailingZeroDisplay",
        "compactDisplay",
        "useGrouping",
        "signDisplay"
      ],
      "legacy": [
        true,
        [
          "IntlLegacyConstructedSymbol"
        ],
        "1.234,5",
        "de"
      ],
      "rounding": [
        "1.10",
        "١٫٢٥",
        "1.1",
        "1.2",
        "1.63",
        "5",
        [
          5,
          "ceil",
          "auto",
          "stripIfInteger",
          2,
          2
        ]
      ],
      "grouping": [
        "always",
        false,
        "auto",
        "min2",
        "auto"
      ],
      "errors": [
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "TypeError"
      ],
      "exact": [
        "1.0000000000000001",
        "987,654,321,987,654,321",
        "12,345,678,901,234,567,890"
      ],
      "compactCurrency": 0
    }
  }
}
---*/
const f = (l, o, x) => new Intl.NumberFormat(l, o).format(x)
const reads = []
const options = new Proxy({}, { get(t, k) { reads.push(k); return undefined } })
new Intl.NumberFormat("en", options)
const legacyThis = Object.create(Intl.NumberFormat.prototype)
const legacy = Intl.NumberFormat.call(legacyThis, "de")
const fallback = Object.getOwnPropertySymbols(legacy).map((s) => s.description)
const ro = new Intl.NumberFormat("en", { roundingIncrement: 5, maximumFractionDigits: 2, minimumFractionDigits: 2, roundingMode: "ceil", trailingZeroDisplay: "stripIfInteger" }).resolvedOptions()
return {
  reads,
  legacy: [legacy === legacyThis, fallback, legacy.format(1234.5), legacyThis.resolvedOptions().locale],
  rounding: [
    f("en", { roundingIncrement: 5, maximumFractionDigits: 2, minimumFractionDigits: 2 }, 1.123),
    f("ar-EG", { roundingIncrement: 25, maximumFractionDigits: 2, minimumFractionDigits: 2 }, 1.3125),
    f("en", { roundingMode: "floor", maximumSignificantDigits: 2 }, 1.19),
    f("en", { roundingMode: "halfEven", maximumFractionDigits: 1 }, 1.25),
    f("en", { roundingPriority: "morePrecision", maximumSignificantDigits: 2, maximumFractionDigits: 2 }, 1.625),
    f("en", { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }, 5),
    [ro.roundingIncrement, ro.roundingMode, ro.roundingPriority, ro.trailingZeroDisplay, ro.minimumFractionDigits, ro.maximumFractionDigits],
  ],
  grouping: [true, false, "true", "min2", undefined].map((g) => new Intl.NumberFormat("en", { useGrouping: g }).resolvedOptions().useGrouping),
  errors: [{ roundingIncrement: 3 }, { roundingMode: "up" }, { trailingZeroDisplay: "" }, { useGrouping: "yes" }, { roundingIncrement: 5, maximumSignificantDigits: 2 }].map((o) => {
    try { new Intl.NumberFormat("en", o); return "ok" } catch (e) { return e.name }
  }),
  exact: [f("en", { maximumFractionDigits: 20 }, "1.0000000000000001"), f("en", {}, "987654321987654321"), f("en", {}, 12345678901234567890n)],
  compactCurrency: new Intl.NumberFormat("en", { style: "currency", currency: "JPY", notation: "compact" }).resolvedOptions().maximumFractionDigits,
}
