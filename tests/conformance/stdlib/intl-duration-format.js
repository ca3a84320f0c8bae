/*---
{
  "description": "Intl.DurationFormat (en): long/short/narrow/digital styles, per-unit styles, fractional seconds, negative durations, IsValidDuration errors, formatToParts, resolvedOptions (note: node 20 has no Intl.DurationFormat; the expectations follow ECMA-402 2025 and CLDR en data, as V8 with DurationFormat prints them)",
  "expect": {
    "ok": true,
    "value": [
      "1 hour, 46 minutes, 40 seconds",
      "1 hr, 46 min, 40 sec",
      "1h 46m 40s",
      "1:46:40",
      "1 hr, 46 min, 40 sec",
      "1:02:03.45",
      "0:00:03.45",
      "1 year, 2 months, 3 weeks, 1 day, 5 minutes",
      "2 days, 3:00:09",
      "-1 hr, 30 min",
      "-1:30:00",
      "2:05:00",
      "1.005s",
      "RangeError",
      "RangeError",
      "TypeError",
      "TypeError",
      "RangeError",
      [
        {
          "type": "integer",
          "value": "1",
          "unit": "hour"
        },
        {
          "type": "literal",
          "value": ":"
        },
        {
          "type": "integer",
          "value": "05",
          "unit": "minute"
        },
        {
          "type": "literal",
          "value": ":"
        },
        {
          "type": "integer",
          "value": "00",
          "unit": "second"
        }
      ],
      [
        {
          "type": "integer",
          "value": "2",
          "unit": "hour"
        },
        {
          "type": "literal",
          "value": " ",
          "unit": "hour"
        },
        {
          "type": "unit",
          "value": "hours",
          "unit": "hour"
        },
        {
          "type": "literal",
          "value": ", "
        },
        {
          "type": "integer",
          "value": "1",
          "unit": "second"
        },
        {
          "type": "literal",
          "value": " ",
          "unit": "second"
        },
        {
          "type": "unit",
          "value": "second",
          "unit": "second"
        }
      ],
      {
        "locale": "en",
        "numberingSystem": "latn",
        "style": "digital",
        "years": "short",
        "yearsDisplay": "auto",
        "months": "short",
        "monthsDisplay": "auto",
        "weeks": "short",
        "weeksDisplay": "auto",
        "days": "short",
        "daysDisplay": "auto",
        "hours": "numeric",
        "hoursDisplay": "always",
        "minutes": "2-digit",
        "minutesDisplay": "always",
        "seconds": "2-digit",
        "secondsDisplay": "always",
        "milliseconds": "numeric",
        "millisecondsDisplay": "auto",
        "microseconds": "numeric",
        "microsecondsDisplay": "auto",
        "nanoseconds": "numeric",
        "nanosecondsDisplay": "auto"
      },
      0,
      "[object Intl.DurationFormat]"
    ]
  }
}
---*/
const t = (f) => { try { return f() } catch (e) { return e.constructor.name } }
const d = { hours: 1, minutes: 46, seconds: 40 }
const f = (o, x) => t(() => new Intl.DurationFormat("en", o).format(x))
return [f({ style: "long" }, d), f({ style: "short" }, d), f({ style: "narrow" }, d), f({ style: "digital" }, d), f({}, d),
  f({ style: "digital" }, { hours: 1, minutes: 2, seconds: 3, milliseconds: 450 }),
  f({ style: "digital", fractionalDigits: 2 }, { seconds: 3, milliseconds: 456 }),
  f({ style: "long" }, { years: 1, months: 2, weeks: 3, days: 1, hours: 0, minutes: 5 }),
  f({ style: "digital" }, { days: 2, hours: 3, minutes: 0, seconds: 9 }),
  f({}, { hours: -1, minutes: -30 }), f({ style: "digital" }, { hours: -1, minutes: -30 }),
  f({ hours: "numeric" }, { hours: 2, minutes: 5 }), f({ style: "narrow", milliseconds: "numeric" }, { seconds: 1, milliseconds: 5 }),
  f({}, { hours: 1, minutes: -30 }), f({}, { hours: 1.5 }), f({}, {}), f({}, 5), f({ minutes: "numeric", seconds: "long" }, d),
  new Intl.DurationFormat("en", { style: "digital" }).formatToParts({ hours: 1, minutes: 5 }),
  new Intl.DurationFormat("en", { style: "long" }).formatToParts({ hours: 2, seconds: 1 }),
  new Intl.DurationFormat("en", { style: "digital" }).resolvedOptions(),
  Intl.DurationFormat.length, Object.prototype.toString.call(new Intl.DurationFormat())]
