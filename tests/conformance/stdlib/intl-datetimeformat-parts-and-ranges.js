/*---
{
  "description": "Intl.DateTimeFormat formatToParts, formatRange and formatRangeToParts (en-US parts, shared/startRange/endRange sources, interval patterns)",
  "expect": {"ok": true, "value": ["month:1|literal:/|day:3|literal:/|year:2019", "weekday:Thursday|literal:, |month:January|literal: |day:3|literal:, |year:2019|literal: at |hour:3|literal::|minute:04|literal::|second:05|literal:.|fractionalSecond:067|literal: |dayPeriod:PM|literal: |timeZoneName:UTC", "month:Jul|literal: |day:3|literal:, |year:2019|literal:, |hour:11|literal::|minute:00|literal::|second:00|literal: |dayPeriod:AM|literal: |timeZoneName:EDT", "year:101|literal: |era:BC", "hour:07|literal::|minute:05", "1/3/2019 – 1/5/2019", "1/3/2019", "Jan 3 – 5, 2019", "Jan 3 – Feb 5, 2019", "Jan 3, 2019 – Feb 5, 2020", "January – March 2019", "Thursday, January 3 – Saturday, January 5, 2019", "January 3 – 5, 2019", "10:00 – 11:30 AM", "10:00 AM – 1:00 PM", "10 – 11 AM", "1/3/2019, 10:00 – 11:00 AM", "1/3/2019, 10:00 AM – 1/4/2019, 11:00 AM", "Jan 3, 2019, 10:00 – 11:00 AM", "10:00 – 11:00 AM UTC", "1/3 – 2/5", "hour:10:startRange|literal:::startRange|minute:00:startRange|literal: – :shared|hour:11:endRange|literal:::endRange|minute:00:endRange|literal: :shared|dayPeriod:AM:shared", "month:Jan:shared|literal: :shared|day:3:startRange|literal: – :shared|day:5:endRange|literal:, :shared|year:2019:shared", "month:1:shared|literal:/:shared|day:3:shared|literal:/:shared|year:2019:shared", "1:30 AM EDT", "in the morning,in the morning,in the morning,noon,in the afternoon,in the evening,at night", "12 in the morning,9 in the morning,12 noon,3 in the afternoon,7 in the evening", "12:30 in the afternoon", "TypeError", "RangeError", "RangeError"]}
}
---*/
const out = []
const D = Date.UTC
const f = (o) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...o })
const j = (parts) => parts.map((p) => p.source === undefined ? p.type + ":" + p.value : p.type + ":" + p.value + ":" + p.source).join("|")
out.push(j(f({}).formatToParts(D(2019, 0, 3))))
out.push(j(f({ weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3, timeZoneName: "short" }).formatToParts(D(2019, 0, 3, 15, 4, 5, 67))))
out.push(j(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "long" }).formatToParts(D(2019, 6, 3, 15))))
out.push(j(f({ era: "short", year: "numeric" }).formatToParts(D(-100, 0, 1))))
out.push(j(f({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(D(2019, 0, 3, 7, 5))))
const ranges = [
  [{}, D(2019, 0, 3), D(2019, 0, 5)],
  [{}, D(2019, 0, 3, 10), D(2019, 0, 3, 11)],
  [{ month: "short", day: "numeric", year: "numeric" }, D(2019, 0, 3), D(2019, 0, 5)],
  [{ month: "short", day: "numeric", year: "numeric" }, D(2019, 0, 3), D(2019, 1, 5)],
  [{ month: "short", day: "numeric", year: "numeric" }, D(2019, 0, 3), D(2020, 1, 5)],
  [{ month: "long", year: "numeric" }, D(2019, 0, 3), D(2019, 2, 5)],
  [{ dateStyle: "full" }, D(2019, 0, 3), D(2019, 0, 5)],
  [{ dateStyle: "long" }, D(2019, 0, 3), D(2019, 0, 5)],
  [{ hour: "numeric", minute: "numeric" }, D(2019, 0, 3, 10), D(2019, 0, 3, 11, 30)],
  [{ hour: "numeric", minute: "numeric" }, D(2019, 0, 3, 10), D(2019, 0, 3, 13)],
  [{ hour: "numeric" }, D(2019, 0, 3, 10), D(2019, 0, 3, 11)],
  [{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" }, D(2019, 0, 3, 10), D(2019, 0, 3, 11)],
  [{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" }, D(2019, 0, 3, 10), D(2019, 0, 4, 11)],
  [{ dateStyle: "medium", timeStyle: "short" }, D(2019, 0, 3, 10), D(2019, 0, 3, 11)],
  [{ hour: "numeric", minute: "numeric", timeZoneName: "short" }, D(2019, 0, 3, 10), D(2019, 0, 3, 11)],
  [{ month: "numeric", day: "numeric" }, D(2019, 0, 3), D(2019, 1, 5)],
]
for (const [o, a, b] of ranges) out.push(f(o).formatRange(a, b))
out.push(j(f({ hour: "numeric", minute: "numeric" }).formatRangeToParts(D(2019, 0, 3, 10), D(2019, 0, 3, 11))))
out.push(j(f({ month: "short", day: "numeric", year: "numeric" }).formatRangeToParts(D(2019, 0, 3), D(2019, 0, 5))))
out.push(j(f({}).formatRangeToParts(D(2019, 0, 3), D(2019, 0, 3, 5))))
// A range across New York's fall-back hour.
out.push(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "numeric", timeZoneName: "short" }).formatRange(D(2020, 10, 1, 5, 30), D(2020, 10, 1, 6, 30)))
out.push([0, 3, 6, 12, 13, 18, 21].map((h) => f({ dayPeriod: "short" }).format(D(2017, 11, 12, h))).join(","))
out.push([0, 9, 12, 15, 19].map((h) => f({ hour: "numeric", dayPeriod: "long" }).format(D(2017, 11, 12, h))).join(","))
out.push(f({ hour: "numeric", minute: "numeric", dayPeriod: "narrow" }).format(D(2017, 11, 12, 12, 30)))
try { f({}).formatRange(D(2019, 0, 3), undefined) } catch (e) { out.push(e.name) }
try { f({}).formatRange(NaN, 0) } catch (e) { out.push(e.name) }
try { f({}).formatToParts(Infinity) } catch (e) { out.push(e.name) }
return out
