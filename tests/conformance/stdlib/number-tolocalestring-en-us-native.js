/*---
{
  "description": "toLocaleString with the default locale's tag en-US (any case) and no options formats as toLocaleString() does; other tags, options and non-string locales keep Intl.NumberFormat's path",
  "expect": {"ok": true, "value": [["0", "0", true], ["-0", "-0", true], ["1", "1", true], ["-1", "-1", true], ["7.5", "7.5", true], ["1,234.5", "1,234.5", true], ["-1,234.568", "-1,234.568", true], ["0.001", "0.001", true], ["0", "0", true], ["1.001", "1.001", true], ["1,000", "1,000", true], ["12,345,678.9", "12,345,678.9", true], ["1,000,000,000,000,000,000,000", "1,000,000,000,000,000,000,000", true], ["0", "0", true], ["123,456,789,012", "123,456,789,012", true], ["NaN", "NaN", true], ["∞", "∞", true], ["-∞", "-∞", true], ["9,007,199,254,740,992", "9,007,199,254,740,992", true], ["0.3", "0.3", true], "1.234,5", "1,234.50", "1,234.5", "1,234.5", "12,345,678,901,234,567,890", "-5", "RangeError", 28283]}
}
---*/
const xs = [0, -0, 1, -1, 7.5, 1234.5, -1234.5678, 0.0005, 0.0004999, 1.0005, 999.9995, 12345678.9, 1e21, 1.5e-7, 123456789012, NaN, Infinity, -Infinity, 2 ** 53, 0.1 + 0.2]
const out = []
for (const x of xs) out.push([x.toLocaleString('en-US'), x.toLocaleString('EN-us'), x.toLocaleString() === x.toLocaleString('en-US')])
out.push((1234.5).toLocaleString('de-DE'), (1234.5).toLocaleString('en-US', { minimumFractionDigits: 2 }), (1234.5).toLocaleString(['en-US']), (1234.5).toLocaleString('en-GB'))
out.push((12345678901234567890n).toLocaleString('en-US'), (-5n).toLocaleString('en-us'))
try { (1).toLocaleString('en-US-') } catch (e) { out.push(e.constructor.name) }
let n = 0
for (let i = 0; i < 3000; i++) n += (i * 1234.5).toLocaleString('en-US').length
out.push(n)
return out
