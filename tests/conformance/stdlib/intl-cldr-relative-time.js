/*---
{
  "description": "Intl.RelativeTimeFormat on CLDR data (ICU4X): patterns per locale and style, numeric auto words (gestern, übermorgen, la semaine prochaine), numbers per locale and numbering system, formatToParts with the unit on number parts, resolvedOptions",
  "expect": {
    "ok": true,
    "value": {
      "long": [
        "in 3 Stunden",
        "vor 1 Tag",
        "dans 2 semaines",
        "5 分前",
        "dentro de 1 trimestre"
      ],
      "auto": [
        "gestern",
        "übermorgen",
        "la semaine prochaine",
        "this year",
        "last month"
      ],
      "styles": [
        "in 3 mo.",
        "2y ago",
        "in 10 Sek."
      ],
      "numbers": [
        "in 1,234.5 seconds",
        "in 1.234,5 Sekunden",
        "خلال ٣ أيام",
        "in ١٢ hours"
      ],
      "parts": [
        [
          {
            "type": "integer",
            "value": "1",
            "unit": "day"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "day"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "day"
          },
          {
            "type": "literal",
            "value": " days ago"
          }
        ],
        [
          {
            "type": "literal",
            "value": "morgen"
          }
        ]
      ],
      "resolved": [
        {
          "locale": "de-AT",
          "style": "long",
          "numeric": "always",
          "numberingSystem": "latn"
        },
        "thai"
      ]
    }
  }
}
---*/
const rt = (l, o, x, u) => new Intl.RelativeTimeFormat(l, o).format(x, u)
return {
  long: [rt("de", undefined, 3, "hours"), rt("de", undefined, -1, "day"), rt("fr", undefined, 2, "week"), rt("ja", undefined, -5, "minute"), rt("es", undefined, 1, "quarter")],
  auto: [rt("de", { numeric: "auto" }, -1, "day"), rt("de", { numeric: "auto" }, 2, "day"), rt("fr", { numeric: "auto" }, 1, "week"), rt("en", { numeric: "auto" }, 0, "year"), rt("en", { numeric: "auto" }, -1, "month")],
  styles: [rt("en", { style: "short" }, 3, "months"), rt("en", { style: "narrow" }, -2, "years"), rt("de", { style: "short" }, 10, "seconds")],
  numbers: [rt("en", undefined, 1234.5, "second"), rt("de", undefined, 1234.5, "second"), rt("ar-EG", undefined, 3, "day"), rt("en-u-nu-arab", undefined, 12, "hour")],
  parts: [new Intl.RelativeTimeFormat("en").formatToParts(-1234, "day"), new Intl.RelativeTimeFormat("de", { numeric: "auto" }).formatToParts(1, "day")],
  resolved: [new Intl.RelativeTimeFormat("de-AT").resolvedOptions(), new Intl.RelativeTimeFormat("en", { numberingSystem: "thai" }).resolvedOptions().numberingSystem],
}
