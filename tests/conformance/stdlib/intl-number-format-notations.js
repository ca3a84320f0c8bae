/*---
{
  "description": "Intl.NumberFormat on CLDR data: scientific and engineering notation, NaN symbols per locale, accounting patterns per locale, currency names, compact currency and percent, compound -per- units in English, formatRange/formatRangeToParts with the approximately sign, collapsed affixes and range separators per locale",
  "expect": {
    "ok": true,
    "value": {
      "scientific": [
        "1.235E5",
        "3,45E-4",
        "543.211E3",
        "-∞",
        "minusSign:-|integer:1|decimal:.|fraction:23|exponentSeparator:E|exponentMinusSign:-|exponentInteger:3"
      ],
      "symbols": [
        "非數值",
        "не число",
        "+∞"
      ],
      "accounting": [
        "($987.00)",
        "(US$987.00)",
        "-987,00 $",
        "literal:(|currency:US$|integer:987|decimal:.|fraction:00|literal:)"
      ],
      "names": [
        "1.00 US dollars",
        "-1,234.50 US dollars",
        "2,00 Euro",
        "integer:3|decimal:.|fraction:00|literal: |currency:euros"
      ],
      "compact": [
        "$1.2M",
        "1.2K%",
        "1,5 Mio. €"
      ],
      "units": [
        "50 kilometers per hour",
        "1 km/h",
        "2B/s",
        "30 mpg",
        "integer:1|literal: |unit:liter per kilometer",
        "5 m/s"
      ],
      "ranges": [
        "$3 – $5",
        "~$3",
        "+$2.90–3.10",
        "3,00 - 5,00 €",
        "987,654,321,987,654,321–987,654,321,987,654,322",
        "3～5",
        "≈3",
        "integer:10:startRange|percentSign:%:startRange|literal: – :shared|integer:20:endRange|percentSign:%:endRange"
      ],
      "rangeErrors": [
        "RangeError",
        "TypeError"
      ]
    }
  }
}
---*/
const f = (l, o, x) => new Intl.NumberFormat(l, o).format(x)
const parts = (l, o, x) => new Intl.NumberFormat(l, o).formatToParts(x).map((p) => p.type + ":" + p.value).join("|")
const range = (l, o, x, y) => new Intl.NumberFormat(l, o).formatRange(x, y)
return {
  scientific: [f("en", { notation: "scientific" }, 123456), f("de", { notation: "scientific" }, 0.000345), f("en", { notation: "engineering" }, 543211.1),
    f("en", { notation: "scientific" }, -Infinity), parts("en", { notation: "scientific" }, -0.00123)],
  symbols: [f("zh-TW", {}, NaN), f("ru", {}, NaN), f("de", { signDisplay: "always" }, Infinity)],
  accounting: [f("en", { style: "currency", currency: "USD", currencySign: "accounting" }, -987),
    f("ko-KR", { style: "currency", currency: "USD", currencySign: "accounting" }, -987),
    f("de-DE", { style: "currency", currency: "USD", currencySign: "accounting" }, -987),
    parts("zh-TW", { style: "currency", currency: "USD", currencySign: "accounting" }, -987)],
  names: [f("en", { style: "currency", currency: "USD", currencyDisplay: "name" }, 1),
    f("en", { style: "currency", currency: "USD", currencyDisplay: "name" }, -1234.5),
    f("de", { style: "currency", currency: "EUR", currencyDisplay: "name" }, 2),
    parts("en", { style: "currency", currency: "EUR", currencyDisplay: "name" }, 3)],
  compact: [f("en", { style: "currency", currency: "USD", notation: "compact" }, 1234567), f("en", { style: "percent", notation: "compact" }, 12.34),
    f("de", { style: "currency", currency: "EUR", notation: "compact" }, 1500000)],
  units: [f("en", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }, 50), f("en", { style: "unit", unit: "kilometer-per-hour" }, 1),
    f("en", { style: "unit", unit: "byte-per-second", unitDisplay: "narrow" }, 2), f("en", { style: "unit", unit: "mile-per-gallon" }, 30),
    parts("en", { style: "unit", unit: "liter-per-kilometer", unitDisplay: "long" }, 1), (5).toLocaleString(undefined, { style: "unit", unit: "meter-per-second" })],
  ranges: [range("en", { style: "currency", currency: "USD", maximumFractionDigits: 0 }, 3, 5), range("en", { style: "currency", currency: "USD", maximumFractionDigits: 0 }, 2.9, 3.1),
    range("en", { style: "currency", currency: "USD", signDisplay: "always" }, 2.9, 3.1), range("pt-PT", { style: "currency", currency: "EUR" }, 3, 5),
    range("en", {}, "987654321987654321", "987654321987654322"), range("ja", {}, 3, 5), range("de", {}, 3, 3),
    new Intl.NumberFormat("en", { style: "percent" }).formatRangeToParts(0.1, 0.2).map((p) => p.type + ":" + p.value + ":" + p.source).join("|")],
  rangeErrors: [[NaN, 1], [1, undefined]].map(([a, b]) => { try { new Intl.NumberFormat("en").formatRange(a, b); return "ok" } catch (e) { return e.name } }),
}
