/*---
{
  "description": "Intl.DateTimeFormat en-US with a dateStyle formats a Temporal.PlainYearMonth as a year and month and a PlainMonthDay as a month and day (\"January 2222\", \"Jan 2222\", \"1/22\"; \"March 4\", \"Mar 4\", \"3/4\"), not as a whole date at the reference day or year. Node 20 has no Temporal; the strings are what it gives for a Date with the same fields, and test262's temporal-plainyearmonth/plainmonthday-formatting-datetime-style.js expect them",
  "expect": {
    "ok": true,
    "value": [
      [
        "January 2222",
        "January 2222",
        "Jan 2222",
        "1/22"
      ],
      [
        "March 4",
        "March 4",
        "Mar 4",
        "3/4"
      ],
      "January 2222",
      "Mar 4"
    ]
  }
}
---*/
const ym = new Temporal.PlainYearMonth(2222, 1, "gregory", 30)
const md = new Temporal.PlainMonthDay(3, 4, "gregory", 5678)
const f = (s) => new Intl.DateTimeFormat("en-US", { dateStyle: s, calendar: "gregory" })
const styles = ["full", "long", "medium", "short"]
return [styles.map((s) => f(s).format(ym)), styles.map((s) => f(s).format(md)),
  ym.toLocaleString("en-US", { dateStyle: "long", calendar: "gregory" }), md.toLocaleString("en-US", { dateStyle: "medium", calendar: "gregory" })]
