/*---
{
  "description": "Intl.DisplayNames with CLDR English names: languages (dialect and standard display, script/region qualifiers), regions (long and short), scripts, currencies, calendars, date-time fields; fallback code/none; canonical codes; the RangeErrors of invalid codes and the TypeError of a missing type; with CLDR data, fr is supported too. note: node 20 does not canonicalize region and script codes before naming them (of('de') gives 'de', of('latn') 'latn') and names en-u-ca-gregory instead of throwing, where ECMA-402 canonicalizes and throws",
  "expect": {"ok": true, "value": [["French","British English","American English","Traditional Chinese","Serbian (Latin, Serbia)","Hebrew","xyz"],["English (United Kingdom)","Portuguese (Brazil)","Chinese (Simplified, China)"],["United States","Germany","Latin America","UK","Outlying Oceania","Outlying Oceania"],"Latin","Euro","Gregorian Calendar",["yr.","day of wk.","AM/PM"],["RangeError","RangeError","TypeError","TypeError","TypeError"],{"locale":"en","style":"long","type":"language","fallback":"code","languageDisplay":"dialect"},{"locale":"en-US","style":"long","type":"region","fallback":"code"},"[object Intl.DisplayNames]",["en-GB","fr"]]}
}
---*/
const err = (f) => { try { return f() } catch (e) { return e.constructor.name } }
const lang = new Intl.DisplayNames("en", { type: "language" })
const std = new Intl.DisplayNames("en", { type: "language", languageDisplay: "standard" })
const region = new Intl.DisplayNames(["en-US"], { type: "region" })
const shortRegion = new Intl.DisplayNames("en", { type: "region", style: "short" })
const none = new Intl.DisplayNames("en", { type: "region", fallback: "none" })
return [
  [lang.of("fr"), lang.of("en-GB"), lang.of("EN-us"), lang.of("zh-Hant"), lang.of("sr-Latn-RS"), lang.of("iw"), lang.of("xyz")],
  [std.of("en-GB"), std.of("pt-BR"), std.of("zh-Hans-CN")],
  [region.of("US"), region.of("de"), region.of("419"), shortRegion.of("GB"), none.of("QO"), region.of("QO")],
  new Intl.DisplayNames("en", { type: "script" }).of("latn"),
  new Intl.DisplayNames("en", { type: "currency" }).of("eur"),
  new Intl.DisplayNames("en", { type: "calendar" }).of("gregory"),
  ["year", "weekday", "dayPeriod"].map((f) => new Intl.DisplayNames("en", { type: "dateTimeField", style: "short" }).of(f)),
  [err(() => region.of("USA")), err(() => lang.of("en-u-ca-gregory")), err(() => new Intl.DisplayNames("en", {})), err(() => new Intl.DisplayNames("en")), err(() => Intl.DisplayNames("en", { type: "region" }))],
  lang.resolvedOptions(),
  region.resolvedOptions(),
  Object.prototype.toString.call(lang),
  Intl.DisplayNames.supportedLocalesOf(["en-GB", "fr"]),
]
