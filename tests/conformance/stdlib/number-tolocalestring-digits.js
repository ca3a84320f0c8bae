/*---
{
  "description": "toLocaleString and Intl.NumberFormat digits: integers grouped by threes (zero, -0, negatives, 2^53 and past it, 1e21), fractions rounded half away from zero at three digits, leading fraction zeros, minimum integer and fraction digits, significant digits, grouping off and min2, percent and signs; in a hot loop too",
  "expect": {"ok": true, "value": ["0", "-0", "7", "-7", "1,234", "-1,234,567", "999,999", "1,000,000", "9,007,199,254,740,991", "9,007,199,254,740,992", "1,152,921,504,606,847,000", "1,000,000,000,000,000,000,000", "12,345,678,901,234,567,000", "1.001", "1.001", "0", "0", "123.457", "123.457", "-0", "-0", "-0.001", "-0.001", "0.1", "0.1", "1,234.5", "1,234.5", "1,000", "1,000", "0", "0", "0", "0", "123,456.789", "123,456.789", "0.00 | -0.00 | 5.00 | 0.05 | 12.345 | 1,234.568 | -98,765.432 | 0.00", "0 | -0 | 5 | 0 | 12 | 1,235 | -98,765 | 0", "0,000 | -0,000 | 0,005 | 0,000.05 | 0,012.345 | 1,234.568 | -98,765.432 | 0,000", "000.0 | -000.0 | 005.0 | 000.05 | 012.345 | 1,234.568 | -98,765.432 | 000.0", "0 | -0 | 5 | 0.05 | 12.3 | 1,230 | -98,800 | 0.000123", "0.0000 | -0.0000 | 5.0000 | 0.050000 | 12.345 | 1,234.5678 | -98,765.4321 | 0.00012300", "0 | -0 | 5 | 0.05 | 12.345 | 1234.568 | -98765.432 | 0", "0 | -0 | 5 | 0.05 | 12.345 | 1234.568 | -98,765.432 | 0", "0% | -0% | 500% | 5% | 1,235% | 123,457% | -9,876,543% | 0%", "+0 | -0 | +5 | +0.05 | +12.345 | +1,234.568 | -98,765.432 | +0", "0 | 0 | +5 | +0.05 | +12.345 | +1,234.568 | -98,765.432 | 0", 36169]}
}
---*/
const out = []
for (const x of [0, -0, 7, -7, 1234, -1234567, 999999, 1000000, 9007199254740991, 9007199254740992, 2 ** 60, 1e21, 12345678901234567890])
  out.push(x.toLocaleString())
for (const x of [1.0005, 0.0001234, 123.4565, -0.0004, -0.0005, 0.1, 1234.5, 999.9995, 5e-7, 1.5e-10, 123456.789])
  out.push(x.toLocaleString(), x.toLocaleString('en-US'))
const fmts = [
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumIntegerDigits: 4 },
  { minimumIntegerDigits: 3, minimumFractionDigits: 1 },
  { maximumSignificantDigits: 3 },
  { minimumSignificantDigits: 5 },
  { useGrouping: false },
  { useGrouping: 'min2' },
  { style: 'percent' },
  { signDisplay: 'always' },
  { signDisplay: 'exceptZero' },
]
for (const o of fmts) {
  const f = new Intl.NumberFormat('en-US', o)
  out.push([0, -0, 5, 0.05, 12.345, 1234.5678, -98765.4321, 0.000123].map(x => f.format(x)).join(' | '))
}
let len = 0
for (let i = 0; i < 2000; i++) len += (i * 1234.5).toLocaleString().length + (-i * 1001).toLocaleString().length
out.push(len)
return out
