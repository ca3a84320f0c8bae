/*---
{
  "description": "Intl.DateTimeFormat on CLDR data (ICU4X's icu_datetime): dateStyle/timeStyle and component options per locale (de, fr, ja, es), parts, hour cycles per locale (h23 for de and ja, h11 for ja's 12-hour clock, -u-hc-), calendars (japanese eras, buddhist for th, chinese relatedYear, hebrew, persian for fa) and numbering systems (ar-EG's arab, -u-nu-, the option), ranges with shared separators, localized zone names, Date toLocale*String with locales and Temporal toLocaleString in a locale and calendar",
  "expect": {
    "ok": true,
    "value": {
      "styles": {
        "de": [
          "Dienstag, 5. März 2024",
          "5. März 2024",
          "05.03.2024",
          "05.03.24",
          "14:07:09",
          "14:07",
          "05.03.2024"
        ],
        "fr": [
          "mardi 5 mars 2024",
          "5 mars 2024",
          "5 mars 2024",
          "05/03/2024",
          "14:07:09",
          "14:07",
          "05/03/2024"
        ],
        "ja": [
          "2024年3月5日火曜日",
          "2024年3月5日",
          "2024/03/05",
          "2024/03/05",
          "14:07:09",
          "14:07",
          "2024/03/05"
        ],
        "es": [
          "martes, 5 de marzo de 2024",
          "5 de marzo de 2024",
          "5 mar 2024",
          "5/3/24",
          "14:07:09",
          "14:07",
          "5/3/2024"
        ]
      },
      "parts": [
        "weekday:Dienstag",
        "literal:, ",
        "day:5",
        "literal:. ",
        "month:März",
        "literal: ",
        "year:2024",
        "literal: um ",
        "hour:14",
        "literal::",
        "minute:07"
      ],
      "fraction": [
        "hour:14",
        "literal::",
        "minute:07",
        "literal::",
        "second:09",
        "literal:,",
        "fractionalSecond:123"
      ],
      "hour12": [
        "2:07 PM",
        "14:07",
        "오후 2:07"
      ],
      "cycles": [
        [
          "de",
          "h23",
          false,
          "h12"
        ],
        [
          "en-US",
          "h12",
          true,
          "h12"
        ],
        [
          "ja",
          "h23",
          false,
          "h11"
        ],
        [
          "fr-u-hc-h12",
          "h12",
          true,
          "h12"
        ]
      ],
      "calendars": {
        "japanese": [
          "era:令和",
          "year:6",
          "literal:年",
          "month:3",
          "literal:月",
          "day:5",
          "literal:日"
        ],
        "buddhist": "5 มีนาคม 2567",
        "chinese": [
          "relatedYear:2024",
          "literal:年",
          "month:正月",
          "day:廿五"
        ],
        "hebrew": "כ״ה באדר א׳ ה׳תשפ״ד",
        "islamic": "٠٥‏/٠٣‏/٢٠٢٤",
        "resolved": [
          [
            "th",
            "buddhist",
            "latn"
          ],
          [
            "ar-SA",
            "gregory",
            "arab"
          ],
          [
            "fa",
            "persian",
            "arabext"
          ],
          [
            "ja-u-ca-japanese",
            "japanese",
            "latn"
          ],
          [
            "en-u-ca-buddhist",
            "buddhist",
            "latn"
          ]
        ]
      },
      "numbering": [
        "٥‏/٣‏/٢٠٢٤",
        "٠٥.٠٣.٢٤",
        "२०२४"
      ],
      "range": [
        "5 – 9 mars",
        "05.03. – 09.05.2024",
        [
          "startRange:hour:14",
          "startRange:literal::",
          "startRange:minute:07",
          "shared:literal:–",
          "endRange:hour:16",
          "endRange:literal::",
          "endRange:minute:00"
        ]
      ],
      "zones": [
        "15:07:09 MEZ",
        "09 UTC-5"
      ],
      "methods": [
        "05.03.2024, 14:07:09",
        "2024/03/05",
        "14:07:09",
        "marzo",
        "5. März 2024",
        "令和6年3月5日",
        "14:07:00"
      ]
    }
  }
}
---*/
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9, 123))
const utc = { timeZone: "UTC" }
const styles = {}
for (const loc of ["de", "fr", "ja", "es"]) {
  styles[loc] = [
    new Intl.DateTimeFormat(loc, { ...utc, dateStyle: "full" }).format(d),
    new Intl.DateTimeFormat(loc, { ...utc, dateStyle: "long" }).format(d),
    new Intl.DateTimeFormat(loc, { ...utc, dateStyle: "medium" }).format(d),
    new Intl.DateTimeFormat(loc, { ...utc, dateStyle: "short" }).format(d),
    new Intl.DateTimeFormat(loc, { ...utc, timeStyle: "medium" }).format(d),
    new Intl.DateTimeFormat(loc, { ...utc, timeStyle: "short" }).format(d),
    new Intl.DateTimeFormat(loc, utc).format(d),
  ]
}
const parts = new Intl.DateTimeFormat("de", { ...utc, weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" })
  .formatToParts(d).map((p) => p.type + ":" + p.value)
const fraction = new Intl.DateTimeFormat("fr", { ...utc, hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3 })
  .formatToParts(d).map((p) => p.type + ":" + p.value)
const hour12 = [
  new Intl.DateTimeFormat("de", { ...utc, hour: "numeric", minute: "2-digit", hour12: true }).format(d),
  new Intl.DateTimeFormat("en-GB", { ...utc, hour: "numeric", minute: "2-digit" }).format(d),
  new Intl.DateTimeFormat("ko", { ...utc, hour: "numeric", minute: "2-digit" }).format(d),
]
const cycles = ["de", "en-US", "ja", "fr-u-hc-h12"].map((l) => {
  const r = new Intl.DateTimeFormat(l, { hour: "numeric" }).resolvedOptions()
  const r12 = new Intl.DateTimeFormat(l, { hour: "numeric", hour12: true }).resolvedOptions()
  return [r.locale, r.hourCycle, r.hour12, r12.hourCycle]
})
const calendars = {
  japanese: new Intl.DateTimeFormat("ja-u-ca-japanese", { ...utc, era: "long", year: "numeric", month: "long", day: "numeric" }).formatToParts(d).map((p) => p.type + ":" + p.value),
  buddhist: new Intl.DateTimeFormat("th", { ...utc, dateStyle: "long" }).format(d),
  chinese: new Intl.DateTimeFormat("zh-u-ca-chinese", { ...utc, year: "numeric", month: "long", day: "numeric" }).formatToParts(d).map((p) => p.type + ":" + p.value),
  hebrew: new Intl.DateTimeFormat("he", { ...utc, calendar: "hebrew", dateStyle: "long" }).format(d),
  islamic: new Intl.DateTimeFormat("ar-SA", { ...utc, dateStyle: "medium" }).format(d),
  resolved: ["th", "ar-SA", "fa", "ja-u-ca-japanese", "en-u-ca-buddhist"].map((l) => {
    const r = new Intl.DateTimeFormat(l).resolvedOptions()
    return [r.locale, r.calendar, r.numberingSystem]
  }),
}
const numbering = [
  new Intl.DateTimeFormat("ar-EG", { ...utc, dateStyle: "short" }).format(d),
  new Intl.DateTimeFormat("de-u-nu-arab", { ...utc, dateStyle: "short" }).format(d),
  new Intl.DateTimeFormat("hi", { ...utc, numberingSystem: "deva", year: "numeric" }).format(d),
]
const range = [
  new Intl.DateTimeFormat("fr", { ...utc, month: "long", day: "numeric" }).formatRange(d, new Date(Date.UTC(2024, 2, 9, 14))),
  new Intl.DateTimeFormat("de", { ...utc, dateStyle: "medium" }).formatRange(d, new Date(Date.UTC(2024, 4, 9))),
  new Intl.DateTimeFormat("de", { ...utc, hour: "numeric", minute: "numeric" }).formatRangeToParts(d, new Date(Date.UTC(2024, 2, 5, 16))).map((p) => p.source + ":" + p.type + ":" + p.value),
]
const zones = [
  new Intl.DateTimeFormat("de", { timeZone: "Europe/Berlin", timeStyle: "long" }).format(d),
  new Intl.DateTimeFormat("fr", { timeZone: "America/New_York", hour: "numeric", timeZoneName: "short" }).format(d),
]
const methods = [
  d.toLocaleString("de-DE", utc),
  d.toLocaleDateString("ja", utc),
  d.toLocaleTimeString("fr", utc),
  d.toLocaleDateString("es", { ...utc, month: "long" }),
  new Temporal.PlainDate(2024, 3, 5).toLocaleString("de", { dateStyle: "long" }),
  new Temporal.PlainDate(2024, 3, 5, "japanese").toLocaleString("ja-u-ca-japanese", { dateStyle: "long" }),
  new Temporal.PlainTime(14, 7).toLocaleString("fr"),
]
return { styles, parts, fraction, hour12, cycles, calendars, numbering, range, zones, methods }
