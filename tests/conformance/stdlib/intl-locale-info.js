/*---
{
  "description": "Intl.Locale info methods (getCalendars, getCollations, getHourCycles, getNumberingSystems, getTimeZones, getTextInfo, getWeekInfo) and firstDayOfWeek (note: node 20 has the older getter form of Intl Locale Info; these follow the current proposal, answering from what code mode supports: CLDR's calendar preferences for the region (ar-EG: gregory, coptic and the islamic calendars, as node's calendars getter), latn, UTC, and the collation types of the CLDR data, as node's collations getter)",
  "expect": {
    "ok": true,
    "value": [
      [
        "gregory",
        "coptic",
        "islamic",
        "islamic-civil",
        "islamic-tbla"
      ],
      [
        "compat",
        "emoji",
        "eor"
      ],
      [
        "h12"
      ],
      [
        "latn"
      ],
      [
        "UTC"
      ],
      {
        "direction": "rtl"
      },
      null,
      {
        "firstDay": 7,
        "weekend": [
          6,
          7
        ]
      },
      {
        "firstDay": 1,
        "weekend": [
          6,
          7
        ]
      },
      [
        "h23"
      ],
      1,
      "en-u-fw-sun",
      "de-AT"
    ]
  }
}
---*/
const l = new Intl.Locale("ar-EG")
return [l.getCalendars(), l.getCollations(), l.getHourCycles(), l.getNumberingSystems(), l.getTimeZones(), l.getTextInfo(),
  new Intl.Locale("en").getTimeZones(), new Intl.Locale("en-US").getWeekInfo(), new Intl.Locale("de").getWeekInfo(),
  new Intl.Locale("en-US-u-rg-gbzzzz").getHourCycles(), new Intl.Locale("en", { firstDayOfWeek: 1 }).getWeekInfo().firstDay,
  new Intl.Locale("en", { firstDayOfWeek: "7" }).toString(), new Intl.Locale("und-AT").minimize().toString()]
