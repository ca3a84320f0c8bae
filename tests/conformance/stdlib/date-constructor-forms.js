/*---
{
  "description": "Date constructor forms: time value, string, date object, components (two-digit years, overflow), out-of-range values, and Date.UTC defaults",
  "expect": {"ok": true, "value": ["1970-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z", "invalid", "1969-12-31T23:59:59.999Z", "2024-02-29T00:00:00.000Z", "2024-02-29T10:20:30.000Z", "2024-02-29T08:20:30.000Z", "1970-01-02T00:00:00.000Z", "1999-01-01T00:00:00.000Z", "2025-03-08T02:02:02.001Z", "2024-01-01T00:00:00.000Z", "invalid", "1970-01-01T00:00:00.001Z", "1970-01-01T00:00:00.000Z", "invalid", "invalid", "1970-01-01T00:00:01.000Z", "2020-01-01T00:00:00.000Z", 1577836800000, 1580515200000, -2208988800000, -62198755200000, true, 1577836799999, 0, "string", 7, 7, 4, "[object Date]", "[object Object]"]}
}
---*/
const iso = (d) => (Number.isNaN(d.getTime()) ? "invalid" : d.toISOString())
return [
  iso(new Date(0)),
  iso(new Date(8.64e15)),
  iso(new Date(8.64e15 + 1)),
  iso(new Date(-1)),
  iso(new Date("2024-02-29")),
  iso(new Date("2024-02-29T10:20:30")),
  iso(new Date("2024-02-29T10:20:30+02:00")),
  iso(new Date(new Date(86400000))),
  iso(new Date(99, 0)),
  iso(new Date(2024, 13, 35, 25, 61, 61, 1001)),
  iso(new Date(2024, 0, 1, 0, 0, 0, 0.9)),
  iso(new Date(NaN)),
  iso(new Date(true)),
  iso(new Date(null)),
  iso(new Date(undefined)),
  iso(new Date("")),
  iso(new Date({ valueOf: () => 1000 })),
  iso(new Date({ toString: () => "2020-01-01", valueOf: undefined })),
  Date.UTC(2020),
  Date.UTC(2020, 1),
  Date.UTC(0, 0, 1),
  Date.UTC(-1, 0),
  Number.isNaN(Date.UTC()),
  Date.UTC(2020, 0, 1, 0, 0, 0, -1),
  new Date(2020, 0).getTimezoneOffset(),
  typeof Date(),
  Date.length,
  Date.UTC.length,
  Date.prototype.setHours.length,
  Object.prototype.toString.call(new Date()),
  Object.prototype.toString.call(Date.prototype),
]
