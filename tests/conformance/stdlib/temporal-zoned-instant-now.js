/*---
{
  "description": "Temporal ZonedDateTime over the compiled-in time-zone database (a DST gap in New York), Instant, and Temporal.Now reading the host's clock as Date.now does (expected values from the Temporal specification and the IANA data; node 20 has no Temporal)",
  "expect": {"ok": true, "value": ["-05:00", "2024-03-10T03:30:00-04:00[America/New_York]", 23, "2024-03-11T01:30:00-04:00[America/New_York]", 1704067200000, "2024-01-01T09:00:00+09:00[Asia/Tokyo]", "2024-01-01T00:00:00+00:00", "bigint", "PT9H", true, "UTC", true, true, "RangeError"]}
}
---*/
const z = Temporal.ZonedDateTime.from("2024-03-10T01:30[America/New_York]")
const out = [z.offset, z.add({ hours: 1 }).toString(), z.hoursInDay, z.add({ days: 1 }).toString()]
const i = Temporal.Instant.from("2024-01-01T00:00:00Z")
out.push(i.epochMilliseconds)
const tokyo = i.toZonedDateTimeISO("Asia/Tokyo")
out.push(tokyo.toString(), i.toString({ timeZone: "Europe/London" }), typeof i.epochNanoseconds)
out.push(tokyo.toPlainDateTime().since(i.toZonedDateTimeISO("UTC").toPlainDateTime()).toString())
const now = Temporal.Now.instant()
out.push(Math.abs(now.epochMilliseconds - Date.now()) < 60000)
out.push(Temporal.Now.timeZoneId())
out.push(Temporal.Now.plainDateISO() instanceof Temporal.PlainDate)
out.push(Temporal.Now.zonedDateTimeISO().timeZoneId === "UTC")
try {
  Temporal.ZonedDateTime.from("2024-03-10T02:30[America/New_York]", { disambiguation: "reject" })
  out.push("ok")
} catch (e) {
  out.push(e.constructor.name)
}
return out
