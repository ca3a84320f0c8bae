/*---
{
  "description": "Temporal PlainDate, PlainTime, PlainDateTime and Duration: parsing, arithmetic (month-end constrain), differences, rounding, totals, comparison, equality, toJSON, errors (expected values from the Temporal specification; node 20 has no Temporal)",
  "expect": {"ok": true, "value": ["2024-02-29", 3, 31, true, "P30D", "P1Y2M5D", "13:45:30", "00:01:00", "2024-03-10T01:30", "PT2H30M", 90, 0, 1, true, "{\"d\":\"2024-01-31\"}", "[object Temporal.PlainDate]", "RangeError", "RangeError", "TypeError", "TypeError", "2024-01-31[u-ca=iso8601]", "M02", 2024]}
}
---*/
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.constructor.name
  }
}
const d = Temporal.PlainDate.from("2024-01-31")
const out = [d.add({ months: 1 }).toString(), d.dayOfWeek, d.daysInMonth, d.inLeapYear]
out.push(Temporal.PlainDate.from("2024-03-01").since(d).toString())
out.push(Temporal.PlainDate.from("2024-01-15").until("2025-03-20", { largestUnit: "years" }).toString())
out.push(Temporal.PlainTime.from("13:45:30.123456789").round({ smallestUnit: "second" }).toString())
out.push(new Temporal.PlainTime(23, 59).add({ minutes: 2 }).toString())
out.push(Temporal.PlainDateTime.from("2024-03-10T01:30").toString({ smallestUnit: "minute" }))
out.push(Temporal.Duration.from({ hours: 1, minutes: 90 }).round({ largestUnit: "hours" }).toString())
out.push(Temporal.Duration.from("PT1H30M").total("minutes"))
out.push(Temporal.Duration.compare({ hours: 1 }, { minutes: 60 }))
out.push(Temporal.PlainDate.compare("2024-01-01", "2023-12-31"))
out.push(d.equals("2024-01-31"))
out.push(JSON.stringify({ d }))
out.push(Object.prototype.toString.call(d))
out.push(
  err(() => new Temporal.PlainDate(2024, 13, 1)),
  err(() => Temporal.PlainDate.from("2024-02-30")),
  err(() => d.valueOf()),
  err(() => Temporal.PlainDate()),
)
out.push(d.toString({ calendarName: "always" }))
const dt = Temporal.PlainDateTime.from({ year: 2024, month: 2, day: 29, hour: 12 })
out.push(dt.monthCode, dt.year)
return out
