/*---
{
  "description": "Date toLocale{,Date,Time}String and localeCompare with the default locale's tag en-US (any case) and no options give what they give without locales; other locales, options and malformed tags keep the Intl paths",
  "expect": {"ok": true, "value": [["1/1/1970, 12:00:00 AM", "1/1/1970", "12:00:00 AM", true], ["9/9/2001, 1:46:40 AM", "9/9/2001", "1:46:40 AM", true], ["11/15/2023, 1:39:05 AM", "11/15/2023", "1:39:05 AM", true], ["10/31/1966, 2:13:20 PM", "10/31/1966", "2:13:20 PM", true], ["9/13/275760, 12:00:00 AM", "9/13/275760", "12:00:00 AM", true], ["Invalid Date", "Invalid Date", "Invalid Date", true], ["11/15/2023, 11:13:20 AM", "11/15/2023", "11:13:20 AM", true], "November 14", "14/11/2023", "11/14/2023", "RangeError", "TypeError", "10,9,a,ä,apple,b,B,resume,résumé,z,Zebra", "10,9,a,ä,apple,b,B,resume,résumé,z,Zebra", "10,9,a,ä,apple,B,b,resume,résumé,z,Zebra", "10,9,a,apple,b,B,resume,résumé,z,Zebra,ä", -1, 0, 1, 17645]}
}
---*/
const out = []
for (const t of [0, 1e12, 1.7e12 + 12345678, -1e11, 8.64e15, NaN, 1700000000000 + 13 * 3600e3]) {
  const d = new Date(t)
  out.push([d.toLocaleString('en-US'), d.toLocaleDateString('EN-US'), d.toLocaleTimeString('en-us'), d.toLocaleString() === d.toLocaleString('en-US')])
}
const d = new Date(1.7e12)
out.push(d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }), d.toLocaleDateString('en-GB', { timeZone: 'UTC' }), d.toLocaleDateString(['en-US'], { timeZone: 'UTC' }))
try { d.toLocaleDateString('en-US-') } catch (e) { out.push(e.constructor.name) }
try { d.toLocaleDateString(null) } catch (e) { out.push(e.constructor.name) }
const words = ['b', 'a', 'B', 'ä', 'z', '10', '9', 'résumé', 'resume', 'Zebra', 'apple']
out.push(words.slice().sort((x, y) => x.localeCompare(y, 'en-US')).join(), words.slice().sort((x, y) => x.localeCompare(y, 'EN-us')).join())
out.push(words.slice().sort((x, y) => x.localeCompare(y, 'en-US', { sensitivity: 'base' }) || (x < y ? -1 : x > y ? 1 : 0)).join(), words.slice().sort((x, y) => x.localeCompare(y, 'sv')).join())
out.push('a'.localeCompare('B', 'en-US'), 'a'.localeCompare('a', 'en-US'), 'ä'.localeCompare('a', 'en-US'))
let n = 0
for (let i = 0; i < 2000; i++) n += ('k' + i).localeCompare('k' + (i >> 1), 'en-US') + new Date(i * 864e5).toLocaleDateString('en-US').length
out.push(n)
return out
