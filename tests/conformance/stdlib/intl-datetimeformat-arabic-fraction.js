/*---
{
  "description": "Intl.DateTimeFormat with the Arabic digits (en-US-u-nu-arab, -arabext) writes the fraction of a second after the Arabic decimal separator U+066B, in format and formatToParts; Devanagari digits keep \".\", and ar-EG formats on CLDR data (a 23-hour clock, so that no day period is written: the en-US formatter puts a plain space before AM where node 20 has U+202F)",
  "expect": {
    "ok": true,
    "value": [
      [
        "٠٢:٣٥:٠٦٫٧٨٩",
        "hour:٠٢|literal::|minute:٣٥|literal::|second:٠٦|literal:٫|fractionalSecond:٧٨٩"
      ],
      [
        "۰۲:۳۵:۰۶٫۷۸۹",
        "hour:۰۲|literal::|minute:۳۵|literal::|second:۰۶|literal:٫|fractionalSecond:۷۸۹"
      ],
      [
        "०२:३५:०६.७८९",
        "hour:०२|literal::|minute:३५|literal::|second:०६|literal:.|fractionalSecond:७८९"
      ],
      [
        "٠٢:٣٥:٠٦٫٧٨٩",
        "hour:٠٢|literal::|minute:٣٥|literal::|second:٠٦|literal:٫|fractionalSecond:٧٨٩"
      ]
    ]
  }
}
---*/
const t = new Date(2024, 0, 1, 2, 35, 6, 789)
const o = { hour: "numeric", minute: "numeric", second: "numeric", fractionalSecondDigits: 3, hourCycle: "h23" }
return ["en-US-u-nu-arab", "en-US-u-nu-arabext", "en-US-u-nu-deva", "ar-EG"].map((l) => [new Intl.DateTimeFormat(l, o).format(t),
  new Intl.DateTimeFormat(l, o).formatToParts(t).map((p) => p.type + ":" + p.value).join("|")])
