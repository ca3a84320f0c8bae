/*---
{
  "description": "Number and BigInt toLocaleString in en-US: fraction and significant digits, grouping, currency symbols, percent, sign display",
  "expect": { "ok": true, "value": ["1.01", "3", "-3", "1,234.50", "0.00012", "1,200", "0.00", "005", "1234.5", "1234", "26%", "14.5%", "-50%", "-$1,234.50", "€1,234.50", "¥1,235", "£1,234.50", "CHF 1,234.50", "KWD 1,234.500", "USD 1,234.50", "($5.00)", "+$0.50", "-0", "0", "0", "NaN%", "-$∞", "1,000,000,000,000,000,000,000", "123,456,789.988", "12,345,678,901,234,567,890", "-5.00", "$1,234.00"] }
}
---*/
const f = (x, o) => x.toLocaleString("en-US", o)
return [
  f(1.005, { maximumFractionDigits: 2 }), f(2.5, { maximumFractionDigits: 0 }), f(-2.5, { maximumFractionDigits: 0 }),
  f(1234.5, { minimumFractionDigits: 2 }), f(0.000123456, { maximumSignificantDigits: 2 }), f(1234.5, { maximumSignificantDigits: 2 }),
  f(0, { minimumSignificantDigits: 3 }), f(5, { minimumIntegerDigits: 3 }), f(1234.5, { useGrouping: false }), f(1234, { useGrouping: "min2" }),
  f(0.256, { style: "percent" }), f(0.145, { style: "percent", maximumFractionDigits: 1 }), f(-0.5, { style: "percent" }),
  f(-1234.5, { style: "currency", currency: "USD" }), f(1234.5, { style: "currency", currency: "eur" }), f(1234.5, { style: "currency", currency: "JPY" }),
  f(1234.5, { style: "currency", currency: "GBP" }), f(1234.5, { style: "currency", currency: "CHF" }), f(1234.5, { style: "currency", currency: "KWD" }),
  f(1234.5, { style: "currency", currency: "USD", currencyDisplay: "code" }), f(-5, { style: "currency", currency: "USD", currencySign: "accounting" }),
  f(0.5, { style: "currency", currency: "USD", signDisplay: "always" }), f(-0, {}), f(-0, { signDisplay: "negative" }), f(0, { signDisplay: "exceptZero" }),
  f(NaN, { style: "percent" }), f(-Infinity, { style: "currency", currency: "USD" }), f(1e21, {}), f(123456789.98765433),
  f(12345678901234567890n), f(-5n, { minimumFractionDigits: 2 }), f(1234n, { style: "currency", currency: "USD" }),
]
