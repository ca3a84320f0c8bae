/*---
{
  "description": "Intl.DisplayNames with type \"currency\" names per locale from CLDR (ICU4X's icu_experimental currency display names; every style gives the display name, as V8), the code itself as the fallback, undefined with fallback \"none\", RangeError for a malformed code, and supportedValuesOf(\"currency\") holding the common codes (it lists every code DisplayNames names, historic ones included, so that the two agree as test262 requires; node 20 lists 162 and names more)",
  "expect": {
    "ok": true,
    "value": [
      "long | en | US Dollar | Euro | Japanese Yen | Afghan Afghani | XYZ",
      "long | de | US-Dollar | Euro | Japanischer Yen | Afghanischer Afghani | XYZ",
      "long | ja | 米ドル | ユーロ | 日本円 | アフガニスタン アフガニー | XYZ",
      "long | fr-CA | dollar des États-Unis | euro | yen japonais | afghani afghan | XYZ",
      "short | en | US Dollar | Euro | Japanese Yen | Afghan Afghani | XYZ",
      "short | de | US-Dollar | Euro | Japanischer Yen | Afghanischer Afghani | XYZ",
      "short | ja | 米ドル | ユーロ | 日本円 | アフガニスタン アフガニー | XYZ",
      "short | fr-CA | dollar des États-Unis | euro | yen japonais | afghani afghan | XYZ",
      "narrow | en | US Dollar | Euro | Japanese Yen | Afghan Afghani | XYZ",
      "narrow | de | US-Dollar | Euro | Japanischer Yen | Afghanischer Afghani | XYZ",
      "narrow | ja | 米ドル | ユーロ | 日本円 | アフガニスタン アフガニー | XYZ",
      "narrow | fr-CA | dollar des États-Unis | euro | yen japonais | afghani afghan | XYZ",
      "undefined",
      "RangeError",
      "RangeError",
      true
    ]
  }
}
---*/
const r = []
for (const st of ["long", "short", "narrow"]) for (const l of ["en", "de", "ja", "fr-CA"]) {
  const d = new Intl.DisplayNames(l, { type: "currency", style: st })
  r.push([st, l, d.of("USD"), d.of("EUR"), d.of("jpy"), d.of("AFN"), d.of("XYZ")].join(" | "))
}
const none = new Intl.DisplayNames("en", { type: "currency", fallback: "none" })
const t = (fn) => { try { return fn() } catch (e) { return e.constructor.name } }
r.push(String(none.of("XYZ")), t(() => none.of("US")), t(() => none.of("USDX")))
r.push(["USD", "EUR", "JPY", "AFN", "CHF"].every((c) => Intl.supportedValuesOf("currency").includes(c)))
return r
