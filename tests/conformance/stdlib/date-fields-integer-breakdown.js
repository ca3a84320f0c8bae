/*---
{
  "description": "Date fields, toISOString and the string forms for time values around the epoch, year 0 and before, leap days and centuries, and the ends of the time value range (the integer breakdown)",
  "expect": {"ok": true, "value": [["1970-01-01T00:00:00.000Z", 1970, 0, 1, 4, 0, 0, 0, 0, "Thu, 01 Jan 1970 00:00:00 GMT", true], ["1969-12-31T23:59:59.999Z", 1969, 11, 31, 3, 23, 59, 59, 999, "Wed, 31 Dec 1969 23:59:59 GMT", true], ["1970-01-01T00:00:00.001Z", 1970, 0, 1, 4, 0, 0, 0, 1, "Thu, 01 Jan 1970 00:00:00 GMT", true], ["+275760-09-13T00:00:00.000Z", 275760, 8, 13, 6, 0, 0, 0, 0, "Sat, 13 Sep 275760 00:00:00 GMT", true], ["-271821-04-20T00:00:00.000Z", -271821, 3, 20, 2, 0, 0, 0, 0, "Tue, 20 Apr -271821 00:00:00 GMT", true], ["2000-02-29T00:00:00.000Z", 2000, 1, 29, 2, 0, 0, 0, 0, "Tue, 29 Feb 2000 00:00:00 GMT", true], ["2000-02-29T23:59:59.999Z", 2000, 1, 29, 2, 23, 59, 59, 999, "Tue, 29 Feb 2000 23:59:59 GMT", true], ["0000-01-01T00:00:00.000Z", 0, 0, 1, 6, 0, 0, 0, 0, "Sat, 01 Jan 0000 00:00:00 GMT", true], ["-000001-12-31T23:59:59.999Z", -1, 11, 31, 5, 23, 59, 59, 999, "Fri, 31 Dec -0001 23:59:59 GMT", true], ["-000001-01-01T00:00:00.000Z", -1, 0, 1, 5, 0, 0, 0, 0, "Fri, 01 Jan -0001 00:00:00 GMT", true], ["2100-03-01T00:00:00.000Z", 2100, 2, 1, 1, 0, 0, 0, 0, "Mon, 01 Mar 2100 00:00:00 GMT", true], ["9999-12-31T23:59:59.999Z", 9999, 11, 31, 5, 23, 59, 59, 999, "Fri, 31 Dec 9999 23:59:59 GMT", true], ["+010000-01-01T00:00:00.000Z", 10000, 0, 1, 6, 0, 0, 0, 0, "Sat, 01 Jan 10000 00:00:00 GMT", true], ["-001199-02-15T14:13:20.000Z", -1199, 1, 15, 4, 14, 13, 20, 0, "Thu, 15 Feb -1199 14:13:20 GMT", true], ["2023-11-14T22:13:32.345Z", 2023, 10, 14, 2, 22, 13, 32, 345, "Tue, 14 Nov 2023 22:13:32 GMT", true], ["1970-01-01T23:59:59.999Z", 1970, 0, 1, 4, 23, 59, 59, 999, "Thu, 01 Jan 1970 23:59:59 GMT", true], ["1969-12-31T00:00:00.000Z", 1969, 11, 31, 3, 0, 0, 0, 0, "Wed, 31 Dec 1969 00:00:00 GMT", true], "2024-02-29T23:59:59.999Z", "-000001-12-31T00:00:00.000Z", 5, 236203]}
}
---*/
const out = []
const ts = [0, -1, 1, 8.64e15, -8.64e15, 951782400000, 951868799999, -62167219200000, -62167219200001, -62198755200000, 4107542400000, 253402300799999, 253402300800000, -1e14, 1.7e12 + 12345, 86399999, -86400000]
for (const t of ts) {
  const d = new Date(t)
  out.push([d.toISOString(), d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds(), d.toUTCString(), Date.parse(d.toISOString()) === t])
}
out.push(new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)).toISOString(), new Date(Date.UTC(-1, 11, 31)).toISOString(), new Date(Date.UTC(100, 0, 1)).getUTCDay())
let n = 0
for (let i = 0; i < 5000; i++) { const d = new Date(1700000000000 + i * 86400000 * 7 + i); n += d.getUTCDate() + d.getUTCMonth() + d.toISOString().length + d.getUTCDay() }
out.push(n)
return out
