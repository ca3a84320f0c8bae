/*---
{
  "description": "Intl.NumberFormat edge inputs: scientific/engineering notation at the double's extremes and zero, decimal strings (exponents, whitespace, hex, empty, invalid, -0, Infinity), a currency without data in name display, Arabic currency names, percent in scientific notation, accounting negative zero with signDisplay always, NaN in a currency pattern, ranges of infinities and compact ranges",
  "expect": {
    "ok": true,
    "value": [
      "1E308",
      "5E-324",
      "0E0",
      "-0E0",
      "0",
      "1,000,000,000,000,000,000T",
      "12.5",
      "31",
      "NaN",
      "0",
      "-0",
      "∞",
      "3.00 XYZ",
      "٣٫٠٠ جنيهات مصرية",
      "5E1%",
      "(€0.00)",
      "NaN €",
      "-∞ – ∞",
      "1K – 5K"
    ]
  }
}
---*/
const f = (l, o, x) => { try { return new Intl.NumberFormat(l, o).format(x) } catch (e) { return e.name } }
return [
  f("en", { notation: "scientific" }, 1e308), f("en", { notation: "engineering" }, 5e-324), f("en", { notation: "scientific" }, 0),
  f("en", { notation: "scientific" }, -0), f("en", { maximumFractionDigits: 3 }, "1e-1000"), f("en", { notation: "compact" }, "1e30"),
  f("en", {}, "  12.5  "), f("en", {}, "0x1F"), f("en", {}, "abc"), f("en", {}, ""), f("en", {}, "-0"), f("en", {}, "Infinity"),
  f("en", { style: "currency", currency: "XYZ", currencyDisplay: "name" }, 3), f("ar-EG", { style: "currency", currency: "EGP", currencyDisplay: "name" }, 3),
  f("en", { style: "percent", notation: "scientific" }, 0.5), f("en", { style: "currency", currency: "EUR", currencySign: "accounting", signDisplay: "always" }, -0),
  f("de", { style: "currency", currency: "EUR" }, NaN),
  new Intl.NumberFormat("en").formatRange(-Infinity, Infinity), new Intl.NumberFormat("en", { notation: "compact" }).formatRange(1000, 5000),
]
