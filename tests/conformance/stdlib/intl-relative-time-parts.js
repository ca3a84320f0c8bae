/*---
{
  "description": "Intl.RelativeTimeFormat.prototype.formatToParts (number parts carry the unit, numeric \"auto\" words are one literal), ListFormat.formatToParts, options read in spec order with their TypeErrors/RangeErrors",
  "expect": {
    "ok": true,
    "value": [
      [
        "1 day ago",
        "in 2 hours",
        "in 0 years",
        "in 1 week",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": " seconds"
          }
        ],
        [
          {
            "type": "integer",
            "value": "1",
            "unit": "day"
          },
          {
            "type": "literal",
            "value": " day ago"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": " months ago"
          }
        ]
      ],
      [
        "yesterday",
        "in 2 hours",
        "this year",
        "next week",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": " seconds"
          }
        ],
        [
          {
            "type": "literal",
            "value": "yesterday"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": " months ago"
          }
        ]
      ],
      [
        "1 day ago",
        "in 2 hr.",
        "in 0 yr.",
        "in 1 wk.",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": " sec."
          }
        ],
        [
          {
            "type": "integer",
            "value": "1",
            "unit": "day"
          },
          {
            "type": "literal",
            "value": " day ago"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": " mo. ago"
          }
        ]
      ],
      [
        "yesterday",
        "in 2 hr.",
        "this yr.",
        "next wk.",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": " sec."
          }
        ],
        [
          {
            "type": "literal",
            "value": "yesterday"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": " mo. ago"
          }
        ]
      ],
      [
        "1d ago",
        "in 2h",
        "in 0y",
        "in 1w",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": "s"
          }
        ],
        [
          {
            "type": "integer",
            "value": "1",
            "unit": "day"
          },
          {
            "type": "literal",
            "value": "d ago"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": "mo ago"
          }
        ]
      ],
      [
        "yesterday",
        "in 2h",
        "this yr.",
        "next wk.",
        [
          {
            "type": "literal",
            "value": "in "
          },
          {
            "type": "integer",
            "value": "1",
            "unit": "second"
          },
          {
            "type": "group",
            "value": ",",
            "unit": "second"
          },
          {
            "type": "integer",
            "value": "234",
            "unit": "second"
          },
          {
            "type": "decimal",
            "value": ".",
            "unit": "second"
          },
          {
            "type": "fraction",
            "value": "5",
            "unit": "second"
          },
          {
            "type": "literal",
            "value": "s"
          }
        ],
        [
          {
            "type": "literal",
            "value": "yesterday"
          }
        ],
        [
          {
            "type": "integer",
            "value": "3",
            "unit": "month"
          },
          {
            "type": "literal",
            "value": "mo ago"
          }
        ]
      ],
      "TypeError",
      "TypeError",
      "RangeError",
      [
        {
          "type": "element",
          "value": "1h"
        },
        {
          "type": "literal",
          "value": " "
        },
        {
          "type": "element",
          "value": "2m"
        }
      ]
    ]
  }
}
---*/
const t = (f) => { try { return f() } catch (e) { return e.constructor.name } }
const out = []
for (const style of ["long", "short", "narrow"]) for (const numeric of ["always", "auto"]) {
  const rtf = new Intl.RelativeTimeFormat("en", { style, numeric })
  out.push([rtf.format(-1, "day"), rtf.format(2, "hours"), rtf.format(0, "year"), rtf.format(1, "week"),
    rtf.formatToParts(1234.5, "seconds"), rtf.formatToParts(-1, "day"), rtf.formatToParts(-3, "month")])
}
out.push(t(() => new Intl.RelativeTimeFormat("en").format(1, Symbol())), t(() => new Intl.ListFormat("en", 5)),
  t(() => new Intl.RelativeTimeFormat("en", { numberingSystem: "" })), new Intl.ListFormat("en", { type: "unit", style: "narrow" }).formatToParts(["1h", "2m"]))
return out
