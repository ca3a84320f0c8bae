/*---
{
  "description": "a proxy of an Intl object has none of its internal slots: methods throw TypeError and CanonicalizeLocaleList reads a proxied Intl.Locale as a list, and no trap ever sees the private symbols the prelude keeps internal slots under",
  "expect": {
    "ok": true,
    "value": {
      "out": [
        "TypeError",
        "TypeError",
        []
      ],
      "seen": [
        "length"
      ]
    }
  }
}
---*/
const seen = []
const handler = { getOwnPropertyDescriptor(t, k) { seen.push(typeof k === "symbol" ? String(k) : k); return Reflect.getOwnPropertyDescriptor(t, k) },
  get(t, k, r) { seen.push(typeof k === "symbol" ? String(k) : k); return Reflect.get(t, k, r) } }
const err = (f) => { try { return f() } catch (e) { return e.name } }
const out = [
  err(() => Intl.NumberFormat.prototype.formatToParts.call(new Proxy(new Intl.NumberFormat("en"), handler), 1)),
  err(() => Intl.Collator.prototype.resolvedOptions.call(new Proxy(new Intl.Collator("en"), handler)).locale),
  err(() => Intl.getCanonicalLocales(new Proxy(new Intl.Locale("de"), handler))),
]
return { out, seen }
