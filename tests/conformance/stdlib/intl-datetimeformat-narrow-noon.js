/*---
{
  "description": "Intl.DateTimeFormat en with dayPeriod \"narrow\" writes CLDR's narrow noon \"n\" at exactly 12:00 (\"in the afternoon\" at 12:30), as format and as a dayPeriod part",
  "expect": {
    "ok": true,
    "value": [
      "in the morning,in the morning,n,in the afternoon,in the evening,at night",
      "12 n",
      "12:30 in the afternoon",
      "dayPeriod:n"
    ]
  }
}
---*/
const D = (h, m) => new Date(2017, 11, 12, h, m || 0)
const f = (o) => new Intl.DateTimeFormat("en", o)
return [[0, 6, 12, 13, 18, 21].map((h) => f({ dayPeriod: "narrow" }).format(D(h))).join(","),
  f({ hour: "numeric", dayPeriod: "narrow" }).format(D(12)), f({ hour: "numeric", minute: "2-digit", dayPeriod: "narrow" }).format(D(12, 30)),
  f({ dayPeriod: "narrow" }).formatToParts(D(12)).map((p) => p.type + ":" + p.value).join("|")]
