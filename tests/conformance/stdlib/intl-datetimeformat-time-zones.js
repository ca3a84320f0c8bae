/*---
{
  "description": "Intl.DateTimeFormat in IANA zones: offsets across DST transitions, timeZoneName styles, case-insensitive ids with links kept in resolvedOptions, RangeError for unknown zones",
  "expect": {"ok": true, "value": ["Mar 8, 2020, 1:59 AM EST", "Mar 8, 2020, 3:00 AM EDT", "Nov 1, 2020, 1:30 AM EDT", "Nov 1, 2020, 1:30 AM EST", "Jan 15, 2021, 12:00 PM GMT", "Jul 15, 2021, 1:00 PM GMT+1", "Jan 15, 2021, 11:00 PM GMT+11", "Jul 15, 2021, 10:00 PM GMT+10", "Jan 15, 2021, 5:30 PM GMT+5:30", "Jul 15, 2021, 5:30 PM GMT+5:30", "Jan 15, 2021, 5:45 PM GMT+5:45", "Jul 15, 2021, 5:45 PM GMT+5:45", "Jan 15, 2021, 4:00 AM PST", "Jul 15, 2021, 5:00 AM PDT", "7 AM CDT", "1 PM GMT+1", "9 PM GMT+9", "7 AM Central Daylight Time", "1 PM Central European Standard Time", "9 PM Japan Standard Time", "7 AM GMT-5", "1 PM GMT+1", "9 PM GMT+9", "7 AM GMT-05:00", "1 PM GMT+01:00", "9 PM GMT+09:00", "7 AM CT", "1 PM France Time", "9 PM Japan Time", "7 AM Central Time", "1 PM Central European Time", "9 PM Japan Standard Time", "Thursday, January 1, 1970 at 5:30:00 AM India Standard Time", "Asia/Calcutta", "America/New_York", "UTC", "UTC", "RangeError", "7/1/2020, 2:00:00 PM", "12:00:00 AM New Zealand Standard Time", true, true]}
}
---*/
const out = []
const D = Date.UTC
const fmt = (tz, o, t) => new Intl.DateTimeFormat("en-US", { timeZone: tz, ...o }).format(t)
const dt = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }
// New York springs forward at 2020-03-08 07:00Z and falls back at 2020-11-01 06:00Z.
for (const t of [D(2020, 2, 8, 6, 59), D(2020, 2, 8, 7, 0), D(2020, 10, 1, 5, 30), D(2020, 10, 1, 6, 30)]) out.push(fmt("America/New_York", dt, t))
// London, Sydney (southern summer), Kolkata (a half-hour offset), Kathmandu (45 minutes).
for (const tz of ["Europe/London", "Australia/Sydney", "Asia/Kolkata", "Asia/Kathmandu", "America/Los_Angeles"])
  for (const t of [D(2021, 0, 15, 12), D(2021, 6, 15, 12)]) out.push(fmt(tz, dt, t))
for (const style of ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"])
  out.push(fmt("America/Chicago", { hour: "numeric", timeZoneName: style }, D(2021, 6, 15, 12)),
    fmt("Europe/Paris", { hour: "numeric", timeZoneName: style }, D(2021, 0, 15, 12)),
    fmt("Asia/Tokyo", { hour: "numeric", timeZoneName: style }, D(2021, 0, 15, 12)))
out.push(fmt("Asia/Calcutta", { dateStyle: "full", timeStyle: "full" }, 0))
out.push(new Intl.DateTimeFormat("en-US", { timeZone: "asia/calcutta" }).resolvedOptions().timeZone)
out.push(new Intl.DateTimeFormat("en-US", { timeZone: "AMERICA/NEW_YORK" }).resolvedOptions().timeZone)
out.push(new Intl.DateTimeFormat("en-US", { timeZone: "utc" }).resolvedOptions().timeZone)
out.push(new Intl.DateTimeFormat("en-US").resolvedOptions().timeZone)
try { new Intl.DateTimeFormat("en-US", { timeZone: "Mars/Olympus" }) } catch (e) { out.push(e.name) }
out.push(new Date(D(2020, 6, 1, 12)).toLocaleString("en-US", { timeZone: "Europe/Berlin" }))
out.push(new Date(D(2020, 6, 1, 12)).toLocaleTimeString("en-US", { timeZone: "Pacific/Auckland", timeZoneName: "long" }))
const zones = Intl.supportedValuesOf("timeZone")
out.push(zones.includes("America/New_York"), zones.every((z, i) => i === 0 || zones[i - 1] < z))
return out
