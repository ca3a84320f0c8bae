/*---
{
  "description": "Temporal's toLocaleString through the en-US formatter (type defaults, a ZonedDateTime's zone by offset), Date.prototype.toTemporalInstant, Intl.DurationFormat of a Temporal.Duration (expected values from the specifications and ICU's en-US patterns; node 20 has no Temporal)",
  "expect": {"ok": true, "value": ["1970-01-01T00:00:01.5Z", "8/4/2021", "1:05:09 PM", "8/4/2021, 1:05:09 PM", "8/4/2021, 1:05:09 PM GMT+2", "August 2021", "1 hour, 30 minutes", "RangeError", "TypeError", "TypeError"]}
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
return [
  new Date(1500).toTemporalInstant().toString(),
  Temporal.PlainDate.from("2021-08-04").toLocaleString(),
  Temporal.PlainTime.from("13:05:09").toLocaleString(),
  Temporal.PlainDateTime.from("2021-08-04T13:05:09").toLocaleString(),
  Temporal.ZonedDateTime.from("2021-08-04T13:05:09+02:00[Europe/Berlin]").toLocaleString(),
  Temporal.PlainYearMonth.from({ year: 2021, month: 8, calendar: "gregory" }).toLocaleString("en", { year: "numeric", month: "long" }),
  new Intl.DurationFormat("en", { style: "long" }).format(Temporal.Duration.from("PT1H30M")),
  err(() => new Date(NaN).toTemporalInstant()),
  err(() => Temporal.PlainDate.from("2021-08-04").toLocaleString("en", { timeStyle: "short" })),
  err(() => Temporal.ZonedDateTime.from("2021-08-04T13:05[UTC]").toLocaleString("en", { timeZone: "UTC" })),
]
