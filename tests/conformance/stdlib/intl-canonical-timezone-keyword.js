/*---
{
  "description": "The -u-tz- keyword's aliases are canonicalized (Intl.getCanonicalLocales, Intl.Locale): CLDR's deprecated time-zone ids to their preferred id (cnckg → cnsha, usnavajo → usden) and IANA names written as a value to their zone's id (eire → iedub, est → papty, gmt0 → gmt, zulu → utc), canonical ids unchanged",
  "expect": {
    "ok": true,
    "value": [
      "und-u-tz-cnsha und-u-tz-cnsha und-u-tz-cnurc und-u-tz-usden und-u-tz-iedub und-u-tz-papty und-u-tz-gmt und-u-tz-utc und-u-tz-utc und-u-tz-usphx und-u-tz-usnyc und-u-tz-utc und-u-tz-deber und-u-tz-utcw05",
      "en-u-tz-iedub",
      "de-u-ca-gregory-tz-utc"
    ]
  }
}
---*/
const tags = ["cnckg", "cnhrb", "cnkhg", "usnavajo", "eire", "est", "gmt0", "uct", "zulu", "mst", "usnyc", "utc", "deber", "utcw05"]
return [tags.map((t) => Intl.getCanonicalLocales("und-u-tz-" + t)[0]).join(" "), new Intl.Locale("en-u-tz-eire").toString(),
  Intl.getCanonicalLocales("de-u-ca-gregory-tz-zulu")[0]]
