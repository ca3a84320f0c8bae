/*---
{
  "description": "Intl.DateTimeFormat formats Temporal wall-clock values without a Date's TimeClip (ECMA-402: the extremes of PlainDate, PlainDateTime and PlainYearMonth lie beyond a Date's range), and Date.prototype.toLocaleString with locales checks localeMatcher and formatMatcher as Intl.DateTimeFormat does. note: node 20 has no Temporal; the expectation is the spec's with code mode's en-US patterns for en, and ICU4X's CLDR pattern for de (ICU4C: 1.1.1970)",
  "expect": { "ok": true, "value": {"dates": ["4/19/271822", "9/13/275760", "9/13/275760, 11:59:59 PM", "4/271822", "9/12/275760 – 9/13/275760"], "dateOptions": ["RangeError", "RangeError", "01.01.1970"]} }
}
---*/
const dtf = new Intl.DateTimeFormat("en", { calendar: "iso8601" })
const err = (f) => { try { return f() } catch (e) { return e.name } }
return {
  dates: [dtf.format(new Temporal.PlainDate(-271821, 4, 19)), dtf.format(new Temporal.PlainDate(275760, 9, 13)),
    dtf.format(new Temporal.PlainDateTime(275760, 9, 13, 23, 59, 59, 999)), dtf.format(new Temporal.PlainYearMonth(-271821, 4)),
    dtf.formatRange(new Temporal.PlainDate(275760, 9, 12), new Temporal.PlainDate(275760, 9, 13))],
  dateOptions: [err(() => new Date(0).toLocaleString([], { formatMatcher: "invalid" })), err(() => new Date(0).toLocaleString("en", { localeMatcher: "x" })),
    new Date(0).toLocaleDateString("de", { timeZone: "UTC" })],
}
