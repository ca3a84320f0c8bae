/*---
{
  "description": "Intl.NumberFormat percent and currency styles on CLDR data (ICU4X): the locale's percent pattern (de 26 %, fr, tr %50), currency patterns and symbols (de 1.234,50 €, fr, ja ￥, de-CH CHF, en-IN lakh grouping, code and narrow symbol, nl negative), ISO 4217 minor digits (JPY 0, KWD 3), formatToParts, toLocaleString",
  "expect": {
    "ok": true,
    "value": {
      "percent": [
        "26 %",
        "50 %",
        "%50",
        "-12.3%",
        "+10 %"
      ],
      "currency": [
        "1.234,50 €",
        "-1 234,50 €",
        "€1,234.50",
        "￥1,235",
        "CHF 1'234.50",
        "₹12,34,567.00",
        "12,00 USD",
        "$12.00",
        "€ -5,00",
        "1,500 KWD"
      ],
      "parts": [
        [
          {
            "type": "minusSign",
            "value": "-"
          },
          {
            "type": "integer",
            "value": "1"
          },
          {
            "type": "group",
            "value": "."
          },
          {
            "type": "integer",
            "value": "234"
          },
          {
            "type": "decimal",
            "value": ","
          },
          {
            "type": "fraction",
            "value": "50"
          },
          {
            "type": "literal",
            "value": " "
          },
          {
            "type": "currency",
            "value": "€"
          }
        ],
        [
          {
            "type": "integer",
            "value": "50"
          },
          {
            "type": "literal",
            "value": " "
          },
          {
            "type": "percentSign",
            "value": "%"
          }
        ]
      ],
      "resolved": [
        "de",
        "12,50 €"
      ]
    }
  }
}
---*/
const f = (l, o, x) => new Intl.NumberFormat(l, o).format(x)
const eur = { style: "currency", currency: "EUR" }
return {
  percent: [f("de", { style: "percent" }, 0.256), f("fr", { style: "percent" }, 0.5), f("tr", { style: "percent" }, 0.5), f("en", { style: "percent", maximumFractionDigits: 1 }, -0.1234),
    f("de", { style: "percent", signDisplay: "always" }, 0.1)],
  currency: [f("de", eur, 1234.5), f("fr", eur, -1234.5), f("en-US", eur, 1234.5), f("ja", { style: "currency", currency: "JPY" }, 1234.5),
    f("de-CH", { style: "currency", currency: "CHF" }, 1234.5), f("en-IN", { style: "currency", currency: "INR" }, 1234567),
    f("de", { style: "currency", currency: "USD", currencyDisplay: "code" }, 12), f("en", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }, 12),
    f("nl", eur, -5), f("de", { style: "currency", currency: "KWD" }, 1.5)],
  parts: [new Intl.NumberFormat("de", eur).formatToParts(-1234.5), new Intl.NumberFormat("de", { style: "percent" }).formatToParts(0.5)],
  resolved: [new Intl.NumberFormat("de", eur).resolvedOptions().locale, (12.5).toLocaleString("de-DE", eur)],
}
