/*---
{
  "description": "Date setters roll over, take optional fields, return the new time value (NaN for an invalid date, except setFullYear); local getters equal UTC ones",
  "expect": {"ok": true, "value": [1709382645500, "2024-03-02T12:30:45.500Z", 1709209845500, "2024-02-29T12:30:45.500Z", 1709259081500, "2024-03-01T02:11:21.500Z", 1709258361500, "2024-03-01T01:59:21.500Z", 1709261940500, "2024-03-01T02:59:00.500Z", 1709261939999, "2024-03-01T02:58:59.999Z", 1677639539999, "2023-03-01T02:58:59.999Z", 1583031539999, "2020-03-01T02:58:59.999Z", 946728000000, "2000-01-01T12:00:00.000Z", 788961600000, 1995, 95, [1995, 0, 1, 0, 12, 0, 0, 0], [1995, 0, 1, 0, 12, 0, 0, 0], true, 946684800000, "2000-01-01T00:00:00.000Z", true, true, 31449600000, null, "TypeError: this is not a Date object."]}
}
---*/
const d = new Date(Date.UTC(2024, 0, 31, 12, 30, 45, 500))
const out = []
out.push(d.setMonth(1), d.toISOString())
out.push(d.setDate(0), d.toISOString())
out.push(d.setHours(25, 70, 80, 1500), d.toISOString())
out.push(d.setMinutes(-1), d.toISOString())
out.push(d.setSeconds(3600), d.toISOString())
out.push(d.setMilliseconds(-1), d.toISOString())
out.push(d.setFullYear(2023, 1, 29), d.toISOString())
out.push(d.setUTCFullYear(2020), d.toISOString())
out.push(d.setTime(86400000 * 365.25 * 30), d.toISOString())
out.push(d.setYear(95), d.getFullYear(), d.getYear())
out.push([d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()])
out.push([d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()])
const bad = new Date(NaN)
out.push(Number.isNaN(bad.setHours({ valueOf() { return 1 } })))
out.push(bad.setFullYear(2000), bad.toISOString())
out.push(Number.isNaN(new Date(0).setDate(NaN)), Number.isNaN(new Date(0).setTime()))
out.push(new Date(0).setMonth(11, 31), new Date(8.64e15).setMilliseconds(1))
let err
try {
  Date.prototype.getTime.call({})
} catch (e) {
  err = e.name + ": " + e.message
}
out.push(err)
return out
