/*---
{
  "description": "Intl (en-US): NumberFormat (currency, percent, compact, formatToParts, resolvedOptions), DateTimeFormat, Collator, PluralRules, ListFormat, RelativeTimeFormat",
  "expect": {
    "ok": true,
    "value": [
      "$1,234.57",
      [
        "$1.00",
        "$22.50",
        "-$3.00"
      ],
      "1,234,567.891",
      "3",
      "12.3%",
      [
        "999",
        "1K",
        "1.2K",
        "12K",
        "123K",
        "1M",
        "1.2M",
        "1.5B",
        "2T",
        "0.5",
        "-4.3K"
      ],
      [
        "1.2 thousand",
        "1.2 million"
      ],
      [
        {
          "type": "minusSign",
          "value": "-"
        },
        {
          "type": "currency",
          "value": "$"
        },
        {
          "type": "integer",
          "value": "1"
        },
        {
          "type": "group",
          "value": ","
        },
        {
          "type": "integer",
          "value": "234"
        },
        {
          "type": "decimal",
          "value": "."
        },
        {
          "type": "fraction",
          "value": "50"
        }
      ],
      [
        {
          "type": "integer",
          "value": "1"
        },
        {
          "type": "group",
          "value": ","
        },
        {
          "type": "integer",
          "value": "234"
        },
        {
          "type": "decimal",
          "value": "."
        },
        {
          "type": "fraction",
          "value": "5"
        }
      ],
      {
        "locale": "en-US",
        "numberingSystem": "latn",
        "style": "currency",
        "currency": "USD",
        "currencyDisplay": "symbol",
        "currencySign": "standard",
        "minimumIntegerDigits": 1,
        "minimumFractionDigits": 2,
        "maximumFractionDigits": 2,
        "useGrouping": "auto",
        "notation": "standard",
        "signDisplay": "auto",
        "roundingMode": "halfExpand",
        "roundingIncrement": 1,
        "trailingZeroDisplay": "auto",
        "roundingPriority": "auto"
      },
      {
        "locale": "en-US",
        "numberingSystem": "latn",
        "style": "decimal",
        "minimumIntegerDigits": 1,
        "minimumFractionDigits": 0,
        "maximumFractionDigits": 3,
        "useGrouping": "auto",
        "notation": "standard",
        "signDisplay": "auto",
        "roundingMode": "halfExpand",
        "roundingIncrement": 1,
        "trailingZeroDisplay": "auto",
        "roundingPriority": "auto"
      },
      "TypeError: Currency code is required with currency style.",
      "RangeError: maximumFractionDigits value is out of range.",
      "12,345,678,901,234,567,890",
      "3/5/2024",
      "Tuesday, March 5, 2024",
      "March 5, 2024",
      "02:07 PM",
      "Tuesday",
      "Mar 5, 2024, 2:07 PM",
      "UTC",
      [
        "a",
        "ä",
        "b",
        "C"
      ],
      [
        "item1",
        "item2",
        "item10"
      ],
      0,
      [
        "other",
        "one",
        "other",
        "other",
        "other"
      ],
      [
        "one",
        "two",
        "few",
        "other",
        "other",
        "other",
        "other",
        "one",
        "two",
        "few",
        "one",
        "other"
      ],
      "a, b, and c",
      "a and b",
      "a, b, or c",
      "a, b, & c",
      "a, b, c",
      "a, b, c",
      "a b c",
      "a, b",
      [
        "yesterday",
        "tomorrow",
        "today",
        "3 hours ago",
        "in 2 weeks",
        "last month",
        "now",
        "in 5 years",
        "next quarter",
        "this minute",
        "last week"
      ],
      [
        "1 day ago",
        "in 3 days",
        "1 hour ago",
        "in 1.5 hours",
        "in 1,000 years"
      ],
      [
        "2 days ago",
        "in 3 mo.",
        "1 hr. ago",
        "in 5 min.",
        "in 7 sec.",
        "in 2 qtrs.",
        "in 1 qtr.",
        "in 3 wk.",
        "in 4 yr."
      ],
      [
        "2d ago",
        "in 3mo",
        "1h ago",
        "in 5m",
        "in 7s",
        "in 2w",
        "in 4y"
      ],
      "[object Intl]",
      [
        "en-US"
      ],
      "RangeError: Incorrect locale information provided"
    ]
  }
}
---*/
const out = []
const t = (f) => { try { out.push(f()) } catch (e) { out.push(e.name + ': ' + e.message) } }
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
t(() => usd.format(1234.567))
t(() => [1, 22.5, -3].map(usd.format))
t(() => Intl.NumberFormat().format(1234567.891))
t(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(2.5))
t(() => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1 }).format(0.1234))
t(() => [999, 1000, 1234, 12345, 123456, 999999, 1234567, 1.5e9, 2e12, 0.5, -4321].map(n => new Intl.NumberFormat('en-US', { notation: 'compact' }).format(n)))
t(() => [1234, 1234567].map(n => new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long' }).format(n)))
t(() => usd.formatToParts(-1234.5))
t(() => new Intl.NumberFormat().formatToParts(1234.5))
t(() => usd.resolvedOptions())
t(() => new Intl.NumberFormat().resolvedOptions())
t(() => new Intl.NumberFormat('en-US', { style: 'currency' }))
t(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 200 }))
t(() => new Intl.NumberFormat('en-US').format(12345678901234567890n))
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9))
t(() => new Intl.DateTimeFormat('en-US').format(d))
t(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(d))
t(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d))
t(() => new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(d))
t(() => new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(d))
t(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d))
t(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions().timeZone)
t(() => ['b', 'a', 'C', 'ä'].sort(new Intl.Collator('en').compare))
t(() => ['item10', 'item2', 'item1'].sort(new Intl.Collator(undefined, { numeric: true }).compare))
t(() => new Intl.Collator('en', { sensitivity: 'base' }).compare('a', 'A'))
t(() => [0, 1, 2, 5, 1.5].map(n => new Intl.PluralRules('en-US').select(n)))
t(() => [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(n => new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)))
t(() => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en').format(['a', 'b']))
t(() => new Intl.ListFormat('en', { type: 'disjunction' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en', { style: 'short' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en', { style: 'narrow' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en', { type: 'unit' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en', { type: 'unit', style: 'narrow' }).format(['a', 'b', 'c']))
t(() => new Intl.ListFormat('en', { type: 'unit' }).format(['a', 'b']))
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
t(() => [[-1, 'day'], [1, 'day'], [0, 'day'], [-3, 'hours'], [2, 'weeks'], [-1, 'month'], [0, 'second'], [5, 'year'], [1, 'quarter'], [0, 'minute'], [-1, 'week']].map(([v, u]) => rtf.format(v, u)))
t(() => [[-1, 'day'], [3, 'day'], [-1, 'hour'], [1.5, 'hour'], [1000, 'year']].map(([v, u]) => new Intl.RelativeTimeFormat('en').format(v, u)))
t(() => [[-2, 'day'], [3, 'month'], [-1, 'hour'], [5, 'minute'], [7, 'second'], [2, 'quarter'], [1, 'quarter'], [3, 'week'], [4, 'year']].map(([v, u]) => new Intl.RelativeTimeFormat('en', { style: 'short' }).format(v, u)))
t(() => [[-2, 'day'], [3, 'month'], [-1, 'hour'], [5, 'minute'], [7, 'second'], [2, 'week'], [4, 'year']].map(([v, u]) => new Intl.RelativeTimeFormat('en', { style: 'narrow' }).format(v, u)))
t(() => Object.prototype.toString.call(Intl))
t(() => Intl.getCanonicalLocales('EN-us'))
t(() => new Intl.NumberFormat('not a locale!'))
return out
