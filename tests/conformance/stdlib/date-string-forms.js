/*---
{
  "description": "Date string methods print V8's forms (en-US locale strings, UTC zone) while toString and String() give ISO; toPrimitive hints, toJSON and invalid dates. note: plain JS toString prints the long form; code mode prints ISO (the oracle emulates this)",
  "expect": {"ok": true, "value": ["2024-07-04T15:05:09.007Z", "2024-07-04T15:05:09.007Z", "2024-07-04T15:05:09.007Z", "2024-07-04T15:05:09.007Z", "2024-07-04T15:05:09.007Z1", 1720105509006, 1720105509007, 1720105509007, "Thu Jul 04 2024", "15:05:09 GMT+0000 (Coordinated Universal Time)", "Thu, 04 Jul 2024 15:05:09 GMT", true, "7/4/2024, 3:05:09 PM", "7/4/2024", "3:05:09 PM", "7/4/2024, 3:05:09 PM", "2024-07-04T15:05:09.007Z", "2024-07-04T15:05:09.007Z", 1720105509007, "-000050-01-01T00:00:00.000Z", "Sun, 01 Jan -0050 00:00:00 GMT", "Sun Jan 01 -0050", "1/1/51", "+012345-01-01T00:00:00.000Z", "Invalid Date", "Invalid Date", "Invalid Date", "Invalid Date", null, "[null]", "2024-07-04T15:05:09.007Z", 1720105509007, "2024-07-04T15:05:09.007Z", "TypeError: Invalid hint: other", "TypeError: Invalid hint: undefined", true, false, true, "[Symbol.toPrimitive]", 1, "\"custom\""]}
}
---*/
const d = new Date(Date.UTC(2024, 6, 4, 15, 5, 9, 7))
const old = new Date(Date.UTC(-50, 0, 1))
const bad = new Date("nope")
const hint = (h) => {
  try {
    return d[Symbol.toPrimitive](h)
  } catch (e) {
    return e.name + ": " + e.message
  }
}
return [
  d.toString(), String(d), `${d}`, d + "", d + 1, d - 1, +d, d * 1,
  d.toDateString(), d.toTimeString(), d.toUTCString(), d.toGMTString === d.toUTCString,
  d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString(), d.toLocaleString("en-US"),
  d.toISOString(), d.toJSON(), d.valueOf(),
  old.toISOString(), old.toUTCString(), old.toDateString(), old.toLocaleDateString(),
  new Date(Date.UTC(12345, 0)).toISOString(),
  String(bad), bad.toDateString(), bad.toUTCString(), bad.toLocaleString(), bad.toJSON(), JSON.stringify([bad]),
  hint("string"), hint("number"), hint("default"), hint("other"), hint(undefined),
  new Date(0) < new Date(1), new Date(5) == 5, new Date(0) == new Date(0).toString(),
  Date.prototype[Symbol.toPrimitive].name, Date.prototype[Symbol.toPrimitive].length,
  JSON.stringify({ toJSON: Date.prototype.toJSON, toISOString: () => "custom" }),
]
