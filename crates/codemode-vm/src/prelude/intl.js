// codemode prelude: `Intl`. Numbers format on CLDR data through intlNumber (builtins/intl/icu.rs:
// every style and notation; unit names per locale through intlUnit, builtins/intl/units.rs, for
// the units ICU4X names, CLDR en's for the others) and, without the data, through
// Number/BigInt.prototype.toLocaleString's en-US formatter (builtins/number/intl.rs); dates
// through builtins/date_format.rs (parts, ranges, time zones, through the hidden
// dtfFormat/dtfRange: with CLDR data on ICU4X's patterns and calendars, builtins/intl/datetime.rs,
// except English in the Gregorian calendar, which keeps the en-US formatter); these constructors add the ECMA-402 object API on top: options read once at
// construction (and validated there), bound `format`/`compare` getters, `resolvedOptions`,
// `formatToParts`, plus PluralRules, ListFormat, RelativeTimeFormat and DurationFormat (CLDR's
// English rules without the data), Segmenter (boundaries from builtins/intl.rs), and Locale over a UTS 35 parser
// with a small table of aliases and likely subtags. When the build has CLDR data
// (`intlData()`, the `intl-data` feature: builtins/intl/icu.rs on ICU4X), PluralRules,
// ListFormat, NumberFormat, DurationFormat and Collator (and so localeCompare) resolve locales
// over that data and answer from it; the other services, and all of them without the data, resolve to "en" or "en-US" (the
// first requested locale English matches, else "en-US"). Objects keep only strings and numbers:
// the ICU4X objects are built from them per call (and cached per thread) in Rust. Internal
// slots are private symbols (`intlSlot`), invisible to programs; array work avoids
// Array.prototype methods a program may have patched.
const Intl$numLocale = Number.prototype.toLocaleString
const Intl$bigLocale = BigInt.prototype.toLocaleString
const Intl$localeCompare = String.prototype.localeCompare
const Intl$toPrecision = Number.prototype.toPrecision
const Intl$Date = Date
const Intl$now = Date.now
const Intl$String = String
const Intl$Number = Number
const Intl$isFinite = Number.isFinite
const Intl$abs = Math.abs
const Intl$round = Math.round
const Intl$floor = Math.floor
const Intl$trunc = Math.trunc
const Intl$log10 = Math.log10
const Intl$gopd = Object.getOwnPropertyDescriptor
const Intl$keys = Object.keys

const Intl$newSlot = __hidden("intlSlot")
// CLDR data (builtins/intl/icu.rs); without it intlData() is false and the others are unused.
const Intl$DATA = __hidden("intlData")()
const Intl$best = __hidden("intlBest")
const Intl$digitsOf = __hidden("intlDigits")
const Intl$pluralOf = __hidden("intlPlural")
const Intl$listOf = __hidden("intlList")
const Intl$collate = __hidden("intlCollate")
const Intl$collation = __hidden("intlCollation")
const Intl$likely = __hidden("intlLikely")
const Intl$numberOf = __hidden("intlNumber")
const Intl$name = __hidden("intlName")
const Intl$relativeOf = __hidden("intlRelative")
const Intl$numberingSystemOf = __hidden("intlNumberingSystem")
const Intl$unitOf = __hidden("intlUnit")
const Intl$loc = Intl$newSlot("Locale")

// A proxy has no internal slots (and asking it for one would hand its traps the private symbol).
function Intl$isLocale(v) {
  return isObject(v) && !__isProxy(v) && __hasOwn(v, Intl$loc)
}
function Intl$localeTag(v) {
  return Intl$tagString(v[Intl$loc].tag)
}

// ---- language tags (UTS 35 unicode_locale_id, as ECMA-402 reads them) ------------------------

function Intl$isAlpha(p, min, max) {
  if (p.length < min || p.length > max) return false
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i) | 32
    if (c < 97 || c > 122) return false
  }
  return true
}
function Intl$isDigit(p, n) {
  if (p.length !== n) return false
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}
function Intl$isAlnum(p, min, max) {
  if (p.length < min || p.length > max) return false
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i)
    const l = c | 32
    if (!(c >= 48 && c <= 57) && !(l >= 97 && l <= 122)) return false
  }
  return true
}
const Intl$isLanguage = (p) => Intl$isAlpha(p, 2, 3) || Intl$isAlpha(p, 5, 8)
const Intl$isScript = (p) => Intl$isAlpha(p, 4, 4)
const Intl$isRegion = (p) => Intl$isAlpha(p, 2, 2) || Intl$isDigit(p, 3)
const Intl$isVariant = (p) => Intl$isAlnum(p, 5, 8) || (p.length === 4 && Intl$isDigit(p[0], 1) && Intl$isAlnum(p, 4, 4))
// Array helpers that programs cannot taint (Array.prototype may be patched).
function Intl$has(arr, v) {
  for (let i = 0; i < arr.length; i++) if (arr[i] === v) return true
  return false
}
function Intl$join(arr, from, to) {
  let s = ""
  for (let i = from; i < to; i++) s += (i > from ? "-" : "") + arr[i]
  return s
}
// A stable insertion sort in place (the lists are a handful of subtags).
function Intl$sort(arr, cmp) {
  for (let i = 1; i < arr.length; i++) {
    const x = arr[i]
    let j = i - 1
    while (j >= 0 && cmp(arr[j], x) > 0) {
      arr[j + 1] = arr[j]
      j--
    }
    arr[j + 1] = x
  }
  return arr
}
const Intl$title = (p) => p[0].toUpperCase() + p.slice(1).toLowerCase()

// Deprecated subtags replaced by their preferred value (a small part of CLDR's alias data).
const Intl$LANG_ALIAS = { __proto__: null, cmn: "zh", iw: "he", in: "id", ji: "yi", jw: "jv", mo: "ro", tl: "fil",
  aar: "aa", deu: "de", eng: "en", fra: "fr", spa: "es", zho: "zh", jpn: "ja", kor: "ko", rus: "ru", ara: "ar", hin: "hi", por: "pt", ita: "it", heb: "he", nld: "nl", swe: "sv", pol: "pl", tur: "tr", ell: "el", ukr: "uk", vie: "vi", tha: "th" }
const Intl$CALENDAR_ALIAS = { __proto__: null, islamicc: "islamic-civil", "ethiopic-amete-alem": "ethioaa", gregorian: "gregory" }
const Intl$STRENGTH_ALIAS = { __proto__: null, primary: "level1", secondary: "level2", tertiary: "level3", quaternary: "level4", quarternary: "level4", identical: "identic" }
const Intl$REGION_ALIAS = { __proto__: null, SU: "RU", DD: "DE", BU: "MM", FX: "FR", TP: "TL", YD: "YE", ZR: "CD", UK: "GB", "004": "AF", "840": "US", "826": "GB", "276": "DE", "250": "FR" }

// Reads a unicode_language_id from parts[i..]: { language, script, region, variants, next }, or
// undefined when it is not one (or repeats a variant).
function Intl$parseLanguageId(parts, i, allowUnd) {
  const p0 = parts[i]
  if (p0 === undefined || !Intl$isLanguage(p0)) return undefined
  const r = { language: p0.toLowerCase(), script: undefined, region: undefined, variants: [], next: i + 1 }
  let j = i + 1
  if (j < parts.length && Intl$isScript(parts[j])) r.script = Intl$title(parts[j++])
  if (j < parts.length && Intl$isRegion(parts[j])) r.region = parts[j++].toUpperCase()
  while (j < parts.length && Intl$isVariant(parts[j])) {
    const v = parts[j++].toLowerCase()
    if (Intl$has(r.variants, v)) return undefined
    __arrayPush(r.variants, v)
  }
  r.next = j
  return r
}

const Intl$canonicalTag = __hidden("intlCanonical")

// Parses `tag` into { language, script, region, variants, exts, pu } in canonical form (case,
// order, aliases), or undefined when the tag is not structurally valid. With CLDR data the
// aliases are all of CLDR's (intlCanonical: ICU4X's canonicalizer, then this parser's
// canonical form again), else the small tables above.
function Intl$parseTag(tag) {
  const r = Intl$parseTagOnce(tag)
  return r === undefined ? r : Intl$dataCanonical(r)
}

// A canonical record canonicalized again on CLDR's alias data (intlCanonical), when the build
// has it.
function Intl$dataCanonical(r) {
  if (!Intl$DATA) return r
  const s = Intl$tagString(r)
  const c = Intl$canonicalTag(s)
  if (c === undefined || c === s) return r
  const again = Intl$parseTagOnce(c)
  return again === undefined ? r : again
}

function Intl$parseTagOnce(tag) {
  const parts = tag.split("-")
  const id = Intl$parseLanguageId(parts, 0)
  if (id === undefined) return undefined
  const r = { language: id.language, script: id.script, region: id.region, variants: id.variants, exts: [], pu: undefined }
  let i = id.next
  const seen = []
  while (i < parts.length) {
    const single = parts[i].toLowerCase()
    if (single.length !== 1 || !Intl$isAlnum(single, 1, 1)) return undefined
    if (single === "x") {
      if (i + 1 >= parts.length) return undefined
      for (let j = i + 1; j < parts.length; j++) if (!Intl$isAlnum(parts[j], 1, 8)) return undefined
      r.pu = Intl$join(parts, i, parts.length).toLowerCase()
      break
    }
    if (Intl$has(seen, single)) return undefined
    __arrayPush(seen, single)
    i++
    if (single === "u") {
      const e = { singleton: "u", attributes: [], keywords: [] }
      while (i < parts.length && Intl$isAlnum(parts[i], 3, 8)) __arrayPush(e.attributes, parts[i++].toLowerCase())
      while (i < parts.length && parts[i].length === 2 && Intl$isAlnum(parts[i], 2, 2) && Intl$isAlpha(parts[i][1], 1, 1)) {
        const key = parts[i++].toLowerCase()
        const vals = []
        while (i < parts.length && Intl$isAlnum(parts[i], 3, 8)) __arrayPush(vals, parts[i++].toLowerCase())
        __arrayPush(e.keywords, [key, Intl$join(vals, 0, vals.length)])
      }
      if (e.attributes.length === 0 && e.keywords.length === 0) return undefined
      __arrayPush(r.exts, e)
    } else if (single === "t") {
      const e = { singleton: "t", tlang: undefined, fields: [] }
      if (i < parts.length && Intl$isLanguage(parts[i])) {
        const tl = Intl$parseLanguageId(parts, i)
        if (tl === undefined) return undefined
        e.tlang = Intl$languageIdString(Intl$aliasId(tl)).toLowerCase()
        i = tl.next
      }
      while (i < parts.length && parts[i].length === 2 && Intl$isAlpha(parts[i][0], 1, 1) && Intl$isDigit(parts[i][1], 1)) {
        const key = parts[i++].toLowerCase()
        const vals = []
        while (i < parts.length && Intl$isAlnum(parts[i], 3, 8)) __arrayPush(vals, parts[i++].toLowerCase())
        if (vals.length === 0) return undefined
        let v = Intl$join(vals, 0, vals.length)
        if (key === "m0" && v === "names") v = "prprname"
        __arrayPush(e.fields, [key, v])
      }
      if (e.tlang === undefined && e.fields.length === 0) return undefined
      __arrayPush(r.exts, e)
    } else {
      const vals = []
      while (i < parts.length && Intl$isAlnum(parts[i], 2, 8)) __arrayPush(vals, parts[i++].toLowerCase())
      if (vals.length === 0) return undefined
      __arrayPush(r.exts, { singleton: single, value: Intl$join(vals, 0, vals.length) })
    }
  }
  return Intl$canonicalize(r)
}

function Intl$aliasId(id) {
  // Grandfathered tags that parse as language + variant, and languages that imply a script.
  if (id.language === "art" && Intl$has(id.variants, "lojban")) Intl$replaceVariant(id, "lojban", "jbo")
  else if (id.language === "cel" && Intl$has(id.variants, "gaulish")) Intl$replaceVariant(id, "gaulish", "xtg")
  else if (id.language === "zh" && Intl$has(id.variants, "guoyu")) Intl$replaceVariant(id, "guoyu", "zh")
  else if (id.language === "zh" && Intl$has(id.variants, "hakka")) Intl$replaceVariant(id, "hakka", "hak")
  else if (id.language === "zh" && Intl$has(id.variants, "xiang")) Intl$replaceVariant(id, "xiang", "hsn")
  if (id.language === "sh") {
    id.language = "sr"
    if (id.script === undefined) id.script = "Latn"
  } else if (id.language === "cnr") {
    id.language = "sr"
    if (id.region === undefined) id.region = "ME"
  }
  const l = Intl$LANG_ALIAS[id.language]
  if (l !== undefined) id.language = l
  // (With CLDR data, intlCanonical replaces regions, some by the language's likely one.)
  if (id.region !== undefined && !Intl$DATA) {
    const g = Intl$REGION_ALIAS[id.region]
    if (g !== undefined) id.region = g
  }
  Intl$sort(id.variants, (a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return id
}

function Intl$replaceVariant(id, variant, language) {
  const vs = []
  for (let i = 0; i < id.variants.length; i++) if (id.variants[i] !== variant) __arrayPush(vs, id.variants[i])
  id.variants = vs
  id.language = language
}

function Intl$byKey(a, b) {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0
}

// CanonicalizeUnicodeLocaleId: aliases, sorted variants, extensions by singleton, keywords by key
// (the first of a repeated key wins), "true" and "yes" values of -u- keywords dropped.
function Intl$canonicalize(r) {
  Intl$aliasId(r)
  Intl$sort(r.exts, (a, b) => (a.singleton < b.singleton ? -1 : a.singleton > b.singleton ? 1 : 0))
  for (let i = 0; i < r.exts.length; i++) {
    const e = r.exts[i]
    if (e.singleton === "u") {
      const kw = []
      const keys = []
      for (let j = 0; j < e.keywords.length; j++) {
        const k = e.keywords[j]
        if (Intl$has(keys, k[0])) continue
        __arrayPush(keys, k[0])
        if (k[1] === "yes" && (k[0] === "kb" || k[0] === "kc" || k[0] === "kh" || k[0] === "kk" || k[0] === "kn")) k[1] = ""
        if (k[1] === "true") k[1] = ""
        if (k[0] === "ks" && Intl$STRENGTH_ALIAS[k[1]] !== undefined) k[1] = Intl$STRENGTH_ALIAS[k[1]]
        if (k[0] === "ms" && k[1] === "imperial") k[1] = "uksystem"
        if (k[0] === "ca" && Intl$CALENDAR_ALIAS[k[1]] !== undefined) k[1] = Intl$CALENDAR_ALIAS[k[1]]
        __arrayPush(kw, k)
      }
      e.keywords = Intl$sort(kw, Intl$byKey)
      const attrs = []
      for (let j = 0; j < e.attributes.length; j++) if (!Intl$has(attrs, e.attributes[j])) __arrayPush(attrs, e.attributes[j])
      e.attributes = Intl$sort(attrs, (a, b) => (a < b ? -1 : a > b ? 1 : 0))
    } else if (e.singleton === "t") {
      Intl$sort(e.fields, Intl$byKey)
    }
  }
  return r
}

function Intl$languageIdString(r) {
  let s = r.language
  if (r.script !== undefined) s += "-" + r.script
  if (r.region !== undefined) s += "-" + r.region
  for (let i = 0; i < r.variants.length; i++) s += "-" + r.variants[i]
  return s
}

function Intl$tagString(r) {
  let s = Intl$languageIdString(r)
  for (let i = 0; i < r.exts.length; i++) {
    const e = r.exts[i]
    s += "-" + e.singleton
    if (e.singleton === "u") {
      for (let j = 0; j < e.attributes.length; j++) s += "-" + e.attributes[j]
      for (let j = 0; j < e.keywords.length; j++) s += "-" + e.keywords[j][0] + (e.keywords[j][1] === "" ? "" : "-" + e.keywords[j][1])
    } else if (e.singleton === "t") {
      if (e.tlang !== undefined) s += "-" + e.tlang
      for (let j = 0; j < e.fields.length; j++) s += "-" + e.fields[j][0] + "-" + e.fields[j][1]
    } else {
      s += "-" + e.value
    }
  }
  if (r.pu !== undefined) s += "-" + r.pu
  return s
}

// CanonicalizeLocaleList: a list of canonical tags, duplicates removed; Intl.Locale objects give
// their tag. A TypeError for elements that are neither strings nor objects, a RangeError for
// malformed tags.
function Intl$canonicalList(locales) {
  const out = []
  if (locales === undefined) return out
  let list
  if (typeof locales === "string" || Intl$isLocale(locales)) list = [locales]
  else {
    if (locales === null) __throwType("Cannot convert undefined or null to object")
    list = Object(locales)
  }
  const n = toLength(list.length)
  for (let i = 0; i < n; i++) {
    if (!(i in list)) continue
    const v = list[i]
    if (typeof v !== "string" && !isObject(v)) __throwType("Language ID should be string or object.")
    let tag
    if (Intl$isLocale(v)) tag = Intl$localeTag(v)
    else {
      const parsed = Intl$parseTag(Intl$toStr(v))
      if (parsed === undefined) __throwRange("Incorrect locale information provided")
      tag = Intl$tagString(parsed)
    }
    if (!Intl$has(out, tag)) __arrayPush(out, tag)
  }
  return out
}

// The tag without its extensions (what locale matching compares).
function Intl$noExtensions(tag) {
  const parts = tag.split("-")
  let i = 1
  while (i < parts.length && parts[i].length !== 1) i++
  return Intl$join(parts, 0, i)
}

// LookupMatcher over the available locales "en" and "en-US": the longest available prefix of the
// request's base name, or undefined.
function Intl$lookup(tag) {
  let t = Intl$noExtensions(tag)
  while (true) {
    if (t === "en" || t === "en-US") return t
    const k = t.lastIndexOf("-")
    if (k < 0) return undefined
    t = t.slice(0, k)
    if (t.length >= 2 && t[t.length - 2] === "-") t = t.slice(0, -2)
  }
}

// BestAvailableLocale of a requested tag for `service` ("plurals", "list", "collator", "number",
// "segmenter", "names", "relative": the services answering from CLDR data when the build has
// it), else over "en" and "en-US".
function Intl$lookupFor(service, tag) {
  if (service === undefined || !Intl$DATA) return Intl$lookup(tag)
  return Intl$best(service, Intl$noExtensions(tag))
}

// LookupMatcher: [available locale, requested tag] for the first requested locale that has one,
// else ["en-US", undefined].
function Intl$match(list, service) {
  for (let i = 0; i < list.length; i++) {
    const m = Intl$lookupFor(service, list[i])
    if (m !== undefined) return [m, list[i]]
  }
  return ["en-US", undefined]
}

// ResolveLocale without extension keys: the available locale of the first requested one that
// has one, else en-US.
function Intl$locale(locales, service = undefined) {
  return Intl$match(Intl$canonicalList(locales), service)[0]
}

// SupportedLocales: the requested locales that match (as requested, extensions kept).
function Intl$supported(locales, options, service = undefined) {
  const list = Intl$canonicalList(locales)
  if (options !== undefined) {
    const o = Intl$options(options)
    Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  }
  const out = []
  for (let i = 0; i < list.length; i++) if (Intl$lookupFor(service, list[i]) !== undefined) __arrayPush(out, list[i])
  return out
}

// The options object as ECMA-402's CoerceOptionsToObject / GetOptionsObject give it.
function Intl$options(options) {
  if (options === undefined) return { __proto__: null }
  if (options === null) __throwType("Cannot convert undefined or null to object")
  return Object(options)
}

// Reads `keys` once, in order, into a null-prototype record (only the ones given).
function Intl$read(options, keys) {
  const o = Intl$options(options)
  const r = { __proto__: null }
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i]]
    if (v !== undefined) r[keys[i]] = v
  }
  return r
}

function Intl$choice(r, key, allowed, fallback) {
  const v = r[key]
  if (v === undefined) return fallback
  const s = Intl$String(v)
  for (let i = 0; i < allowed.length; i++) if (allowed[i] === s) return s
  __throwRange("Value " + s + " out of range for Intl options property " + key)
}

// RequireInternalSlot: a proxy never has one (its traps must not see the private symbol).
function Intl$requireThis(v, slot, name) {
  if (!isObject(v) || __isProxy(v) || !__hasOwn(v, slot)) __throwType("Method " + name + " called on incompatible receiver " + C$receiver(v))
  return v[slot]
}

// Installs the getter `name` of the object literal `holder` on `proto`.
function Intl$getter(proto, name, holder) {
  const get = Intl$gopd(holder, name).get
  O$defineProperty(proto, name, { get, enumerable: false, configurable: true })
}

function Intl$tag(proto, tag) {
  O$defineProperty(proto, O$toStringTag, { value: tag, writable: false, enumerable: false, configurable: true })
}

// ---- NumberFormat --------------------------------------------------------------------------

const Intl$nf = Intl$newSlot("NumberFormat")
// %Intl%.[[FallbackSymbol]]: where NumberFormat and DateTimeFormat, called as functions with a
// `this` inheriting their prototype, put the formatter they make (ECMA-402's normative optional
// ChainNumberFormat / ChainDateTimeFormat), and where UnwrapNumberFormat finds it again.
const Intl$FALLBACK = Symbol("IntlLegacyConstructedSymbol")

// ChainNumberFormat / ChainDateTimeFormat: a call without `new` on an object inheriting the
// constructor's prototype stores the new formatter on it under the fallback symbol and returns it.
function Intl$chain(formatter, newTarget, self, ctor) {
  if (newTarget === undefined && isObject(self) && __ordinaryHasInstance(ctor, self)) {
    if (!O$Reflect.defineProperty(self, Intl$FALLBACK, { value: formatter, writable: false, enumerable: false, configurable: false }))
      __throwType("Cannot redefine property: Symbol(IntlLegacyConstructedSymbol)")
    return self
  }
  return formatter
}

// UnwrapNumberFormat / UnwrapDateTimeFormat, then the internal slot's state.
function Intl$unwrap(v, slot, ctor, name) {
  if (isObject(v) && (__isProxy(v) || !__hasOwn(v, slot)) && __ordinaryHasInstance(ctor, v)) v = v[Intl$FALLBACK]
  return Intl$requireThis(v, slot, name)
}
// The simple units ECMA-402 sanctions, with CLDR's en patterns: [long one, long other, short one,
// short other, narrow one, narrow other].
const Intl$UNIT_PATTERNS = { __proto__: null,
  "acre": ["{0} acre","{0} acres","{0} ac","{0} ac","{0}ac","{0}ac"],
  "bit": ["{0} bit","{0} bits","{0} bit","{0} bit","{0}bit","{0}bit"],
  "byte": ["{0} byte","{0} bytes","{0} byte","{0} byte","{0}B","{0}B"],
  "celsius": ["{0} degree Celsius","{0} degrees Celsius","{0}°C","{0}°C","{0}°C","{0}°C"],
  "centimeter": ["{0} centimeter","{0} centimeters","{0} cm","{0} cm","{0}cm","{0}cm"],
  "day": ["{0} day","{0} days","{0} day","{0} days","{0}d","{0}d"],
  "degree": ["{0} degree","{0} degrees","{0} deg","{0} deg","{0}°","{0}°"],
  "fahrenheit": ["{0} degree Fahrenheit","{0} degrees Fahrenheit","{0}°F","{0}°F","{0}°","{0}°"],
  "fluid-ounce": ["{0} fluid ounce","{0} fluid ounces","{0} fl oz","{0} fl oz","{0}fl oz","{0}fl oz"],
  "foot": ["{0} foot","{0} feet","{0} ft","{0} ft","{0}′","{0}′"],
  "gallon": ["{0} gallon","{0} gallons","{0} gal","{0} gal","{0}gal","{0}gal"],
  "gigabit": ["{0} gigabit","{0} gigabits","{0} Gb","{0} Gb","{0}Gb","{0}Gb"],
  "gigabyte": ["{0} gigabyte","{0} gigabytes","{0} GB","{0} GB","{0}GB","{0}GB"],
  "gram": ["{0} gram","{0} grams","{0} g","{0} g","{0}g","{0}g"],
  "hectare": ["{0} hectare","{0} hectares","{0} ha","{0} ha","{0}ha","{0}ha"],
  "hour": ["{0} hour","{0} hours","{0} hr","{0} hr","{0}h","{0}h"],
  "inch": ["{0} inch","{0} inches","{0} in","{0} in","{0}″","{0}″"],
  "kilobit": ["{0} kilobit","{0} kilobits","{0} kb","{0} kb","{0}kb","{0}kb"],
  "kilobyte": ["{0} kilobyte","{0} kilobytes","{0} kB","{0} kB","{0}kB","{0}kB"],
  "kilogram": ["{0} kilogram","{0} kilograms","{0} kg","{0} kg","{0}kg","{0}kg"],
  "kilometer": ["{0} kilometer","{0} kilometers","{0} km","{0} km","{0}km","{0}km"],
  "liter": ["{0} liter","{0} liters","{0} L","{0} L","{0}L","{0}L"],
  "megabit": ["{0} megabit","{0} megabits","{0} Mb","{0} Mb","{0}Mb","{0}Mb"],
  "megabyte": ["{0} megabyte","{0} megabytes","{0} MB","{0} MB","{0}MB","{0}MB"],
  "meter": ["{0} meter","{0} meters","{0} m","{0} m","{0}m","{0}m"],
  "microsecond": ["{0} microsecond","{0} microseconds","{0} μs","{0} μs","{0}μs","{0}μs"],
  "mile": ["{0} mile","{0} miles","{0} mi","{0} mi","{0}mi","{0}mi"],
  "mile-scandinavian": ["{0} mile-scandinavian","{0} miles-scandinavian","{0} smi","{0} smi","{0}smi","{0}smi"],
  "milliliter": ["{0} milliliter","{0} milliliters","{0} mL","{0} mL","{0}mL","{0}mL"],
  "millimeter": ["{0} millimeter","{0} millimeters","{0} mm","{0} mm","{0}mm","{0}mm"],
  "millisecond": ["{0} millisecond","{0} milliseconds","{0} ms","{0} ms","{0}ms","{0}ms"],
  "minute": ["{0} minute","{0} minutes","{0} min","{0} min","{0}m","{0}m"],
  "month": ["{0} month","{0} months","{0} mth","{0} mths","{0}m","{0}m"],
  "nanosecond": ["{0} nanosecond","{0} nanoseconds","{0} ns","{0} ns","{0}ns","{0}ns"],
  "ounce": ["{0} ounce","{0} ounces","{0} oz","{0} oz","{0}oz","{0}oz"],
  "percent": ["{0} percent","{0} percent","{0}%","{0}%","{0}%","{0}%"],
  "petabyte": ["{0} petabyte","{0} petabytes","{0} PB","{0} PB","{0}PB","{0}PB"],
  "pound": ["{0} pound","{0} pounds","{0} lb","{0} lb","{0}#","{0}#"],
  "second": ["{0} second","{0} seconds","{0} sec","{0} sec","{0}s","{0}s"],
  "stone": ["{0} stone","{0} stones","{0} st","{0} st","{0}st","{0}st"],
  "terabit": ["{0} terabit","{0} terabits","{0} Tb","{0} Tb","{0}Tb","{0}Tb"],
  "terabyte": ["{0} terabyte","{0} terabytes","{0} TB","{0} TB","{0}TB","{0}TB"],
  "week": ["{0} week","{0} weeks","{0} wk","{0} wks","{0}w","{0}w"],
  "yard": ["{0} yard","{0} yards","{0} yd","{0} yd","{0}yd","{0}yd"],
  "year": ["{0} year","{0} years","{0} yr","{0} yrs","{0}y","{0}y"]
}
// The units `style: "unit"` formats, sorted (Intl.supportedValuesOf("unit")).
const Intl$UNITS = Intl$keys(Intl$UNIT_PATTERNS)

// IsWellFormedUnitIdentifier: a sanctioned unit, or two joined by "-per-".
function Intl$wellFormedUnit(unit) {
  if (Intl$UNIT_PATTERNS[unit] !== undefined) return true
  const k = unit.indexOf("-per-")
  if (k < 0) return false
  return Intl$UNIT_PATTERNS[unit.slice(0, k)] !== undefined && Intl$UNIT_PATTERNS[unit.slice(k + 5)] !== undefined
}

// CLDR en's per-unit symbols of the time units ("{0}/h"), and its own short names of two compound
// units; other compound units are "{0} X per Y" (long) or "{0} X/Y".
const Intl$PER_SYMBOL = { __proto__: null, hour: "h", minute: "min", second: "s", day: "d", week: "w", month: "m", year: "y" }
const Intl$COMPOUND_SHORT = { __proto__: null, "mile-per-hour": "mph", "mile-per-gallon": "mpg" }

// A unit pattern's name without the number: "{0} km" → "km".
const Intl$unitName = (p) => p.slice(p[3] === " " ? 4 : 3)

// The pattern of a unit for a formatted number x (its text numText), [before, after] the number:
// the locale's CLDR pattern for x's plural category when ICU4X has names for the unit
// (intlUnit, builtins/intl/units.rs; NaN and the infinities take the "other" form), else CLDR
// en's, plural "one" only for exactly 1 (no visible fraction digits) as en's rule says.
function Intl$unitAffixes(s, numText, x) {
  if (s.unitData) {
    const finite = typeof x !== "number" || Intl$isFinite(x)
    const pat = Intl$unitOf(0, s.tag, s.unit, s.unitDisplay, finite ? Intl$pluralText(s, x) : "")
    if (pat !== undefined) {
      // A pattern may leave the number out (Arabic's "سنة", one year): [pattern, undefined].
      const k = pat.indexOf("{0}")
      return k < 0 ? [pat, undefined] : [pat.slice(0, k), pat.slice(k + 3)]
    }
  }
  let t = numText
  if (t[0] === "-" || t[0] === "+") t = t.slice(1)
  const one = t === "1"
  const col = s.unitDisplay === "long" ? 0 : s.unitDisplay === "short" ? 2 : 4
  const k = s.unit.indexOf("-per-")
  let pat
  if (k < 0) pat = Intl$UNIT_PATTERNS[s.unit][col + (one ? 0 : 1)]
  else {
    const num = s.unit.slice(0, k)
    const den = s.unit.slice(k + 5)
    const special = Intl$COMPOUND_SHORT[s.unit]
    if (special !== undefined && col !== 0) pat = (col === 2 ? "{0} " : "{0}") + special
    else if (col === 0) pat = Intl$UNIT_PATTERNS[num][one ? 0 : 1] + " per " + Intl$unitName(Intl$UNIT_PATTERNS[den][0])
    else {
      const sym = Intl$PER_SYMBOL[den]
      pat = Intl$UNIT_PATTERNS[num][col + (one ? 0 : 1)] + "/" + (sym !== undefined ? sym : Intl$unitName(Intl$UNIT_PATTERNS[den][2]))
    }
  }
  const i = pat.indexOf("{0}")
  return [pat.slice(0, i), pat.slice(i + 3)]
}

// ISO 4217's minor-unit digits of a currency (as ICU uses them).
function Intl$currencyDigits(c) {
  if (Intl$has(["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"], c)) return 0
  if (Intl$has(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"], c)) return 3
  return 2
}

// ECMA-402's numbering systems with simple digit mappings (its Table 1): the code point of each
// one's zero, the other digits following it; hanidec's digits are not consecutive.
const Intl$NU_ZERO = { __proto__: null,
  adlm: 0x1E950, ahom: 0x11730, arab: 0x660, arabext: 0x6F0, bali: 0x1B50, beng: 0x9E6,
  bhks: 0x11C50, brah: 0x11066, cakm: 0x11136, cham: 0xAA50, deva: 0x966, diak: 0x11950,
  fullwide: 0xFF10, gara: 0x10D40, gong: 0x11DA0, gonm: 0x11D50, gujr: 0xAE6, gukh: 0x16130,
  guru: 0xA66, hmng: 0x16B50, hmnp: 0x1E140, java: 0xA9D0, kali: 0xA900, kawi: 0x11F50,
  khmr: 0x17E0, knda: 0xCE6, krai: 0x16D70, lana: 0x1A80, lanatham: 0x1A90, laoo: 0xED0,
  latn: 0x30, lepc: 0x1C40, limb: 0x1946, mathbold: 0x1D7CE, mathdbl: 0x1D7D8, mathmono: 0x1D7F6,
  mathsanb: 0x1D7EC, mathsans: 0x1D7E2, mlym: 0xD66, modi: 0x11650, mong: 0x1810, mroo: 0x16A60,
  mtei: 0xABF0, mymr: 0x1040, mymrepka: 0x116DA, mymrpao: 0x116D0, mymrshan: 0x1090,
  mymrtlng: 0xA9F0, nagm: 0x1E4F0, newa: 0x11450, nkoo: 0x7C0, olck: 0x1C50, onao: 0x1E5F1,
  orya: 0xB66, osma: 0x104A0, outlined: 0x1CCF0, rohg: 0x10D30, saur: 0xA8D0, segment: 0x1FBF0,
  shrd: 0x111D0, sind: 0x112F0, sinh: 0xDE6, sora: 0x110F0, sund: 0x1BB0, sunu: 0x11BF0,
  takr: 0x116C0, talu: 0x19D0, tamldec: 0xBE6, telu: 0xC66, thai: 0xE50, tibt: 0xF20,
  tirh: 0x114D0, tnsa: 0x16AC0, tols: 0x11DE0, vaii: 0xA620, wara: 0x118E0, wcho: 0x1E2F0 }
const Intl$HANIDEC = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
const Intl$fromCodePoint = String.fromCodePoint

// Whether `nu` is a numbering system with simple digits.
function Intl$nuKnown(nu) {
  return nu === "hanidec" || Intl$NU_ZERO[nu] !== undefined
}

// `text` with its ASCII digits written in the numbering system `nu`.
function Intl$nuText(text, nu) {
  if (nu === "latn") return text
  let out = ""
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) out += nu === "hanidec" ? Intl$HANIDEC[c - 48] : Intl$fromCodePoint(Intl$NU_ZERO[nu] + c - 48)
    else out += text[i]
  }
  return out
}

// Parts with the ASCII digits of their values written in `nu`.
function Intl$nuParts(parts, nu) {
  if (nu !== "latn") for (let i = 0; i < parts.length; i++) parts[i].value = Intl$nuText(parts[i].value, nu)
  return parts
}

// CLDR facts ICU4X's data has no field for (from CLDR's number symbols, accounting currency
// patterns and range patterns; a locale's entry is found by its tag, language-script or
// language, see Intl$pick): the NaN symbols other than "NaN", the locales whose accounting
// pattern writes negative amounts in parentheses, range separators other than "–" and
// approximately signs other than "~".
const Intl$NAN = { __proto__: null, am: "በቁጥር\u00a0ሊገለጽ\u00a0የማይችል", ar: "ليس\u00a0رقمًا", fa: "ناعدد", fi: "epäluku", ga: "Nuimh",
  hy: "ՈչԹ", ka: "არ\u00a0არის\u00a0რიცხვი", kk: "сан\u00a0емес", ky: "сан\u00a0эмес", lo: "ບໍ່\u200bແມ່ນ\u200bໂຕ\u200bເລກ", lv: "NS",
  my: "ဂဏန်းမဟုတ်သော", ru: "не\u00a0число", so: "MaL", tk: "san\u00a0däl", uz: "son\u00a0emas", "zh-Hant": "非數值", "yue-Hant": "非數值",
  "yue-Hans": "非数值", dz: "ཨང་མད", to: "TF", ee: "mnn", ast: "ND" }
const Intl$ACCOUNTING_PARENS = { __proto__: null }
for (const l of ["af", "am", "ar", "as", "bg", "bn", "ca", "cy", "en", "et", "eu", "fa", "fil", "fr", "ga", "gl", "gu", "ja",
  "km", "kn", "ko", "ml", "mr", "ms", "nb", "nl", "no", "or", "pl", "ps", "ro", "si", "sk", "sl", "so", "sq", "sr", "ta", "te",
  "th", "tr", "ur", "uz", "zh", "zh-Hant", "zu", "yue", "ug", "fo", "fy", "gd", "haw", "ia", "ig", "ku", "rm", "sc", "sn",
  "yo", "ak", "ee", "bm", "ceb", "chr", "br", "co", "eo", "ny", "sm", "ts", "ve", "ss", "nr", "pt-PT"]) Intl$ACCOUNTING_PARENS[l] = true
const Intl$RANGE_SEP = { __proto__: null, bg: " – ", bs: " – ", ca: "-", da: "-", es: "-", et: "‒", eu: "-", fil: "-", gu: "-",
  hr: " – ", it: "-", ja: "～", ka: "-", ko: "~", mk: "\u2009–\u2009", ml: "-", my: " - ", nl: "-", ro: " - ", sk: " – ", sq: "-",
  th: "-", vi: "-", zh: "-", yue: "-", fy: "-", jv: " – ", to: "—", tt: "-", lij: "-", vec: "-", "pt-PT": " - " }
const Intl$APPROX = { __proto__: null, be: "≈", bs: "≈", de: "≈", et: "≈", fr: "≃", "fr-CA": "≈", ja: "約", ka: "≈", lt: "∼",
  mk: "≈", nb: "ca.", no: "ca.", ru: "≈", sq: "≈", rm: "≈", wo: "-", yo: "dáàṣì", eo: "≈" }

// A table's entry for a resolved locale: its base name, then language-script-region,
// language-script and language (from likely subtags with CLDR data).
function Intl$pick(table, locale) {
  const base = Intl$noExtensions(locale)
  if (table[base] !== undefined) return table[base]
  const full = Intl$DATA ? Intl$likely(false, base) : undefined
  const p = (full === undefined ? base : full).split("-")
  if (p.length > 2 && table[p[0] + "-" + p[2]] !== undefined) return table[p[0] + "-" + p[2]]
  if (p.length > 1 && table[p[0] + "-" + p[1]] !== undefined) return table[p[0] + "-" + p[1]]
  return table[p[0]]
}

const Intl$trim = String.prototype.trim
const Intl$BigInt = BigInt
const Intl$DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const Intl$RADIX_RE = /^0[xXoObB]/

// ToIntlMathematicalValue: a Number (NaN, the infinities and -0 included), or the exact decimal
// text of a BigInt or of a string holding a decimal literal ("1.0000000000000001" keeps its
// digits; exponents beyond ±1000 go through Number).
function Intl$mathValue(v) {
  const p = toPrimitive(v, "number")
  if (typeof p === "bigint") return Intl$String(p)
  if (typeof p !== "string") return Intl$Number(p)
  const t = __call(Intl$trim, p, [])
  if (Intl$RADIX_RE.test(t)) return Intl$String(Intl$BigInt(t))
  const m = Intl$DECIMAL_RE.exec(t)
  if (m === null || (m[2] === "" && (m[3] === undefined || m[3] === ""))) return Intl$Number(t)
  const e = m[4] === undefined ? 0 : Intl$Number(m[4])
  if (e > 1000 || e < -1000) return Intl$Number(t)
  let digits = m[2] + (m[3] === undefined ? "" : m[3])
  let point = m[2].length + e
  let i = 0
  while (i < digits.length && digits[i] === "0") i++
  if (i === digits.length) return Intl$Number(t)
  digits = digits.slice(i)
  point -= i
  let out
  if (point <= 0) out = "0." + "0".repeat(-point) + digits
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length)
  else out = digits.slice(0, point) + "." + digits.slice(point)
  return m[1] === "-" ? "-" + out : out
}

// The parts of a finite number (or exact decimal text) before any unit pattern: from the
// locale's CLDR data (intlNumber: decimal, percent and currency patterns, every notation), or
// without it the en-US formatter of Number.prototype.toLocaleString split into parts.
function Intl$finiteParts(s, x) {
  if (s.tag === undefined) {
    const n = Intl$Number(x)
    const text = s.notation === "compact" ? Intl$compact(s, n) : __call(Intl$numLocale, n, [undefined, s.native])
    return Intl$numberParts(text, s)
  }
  const d = s.digits
  const flat = Intl$numberOf(s.tag, x, d.minInt, d.minFD, d.maxFD, d.minSD, d.maxSD, Intl$ROUNDING_TYPES[d.type], d.inc,
    d.mode, d.tzd === "stripIfInteger", s.grouping, s.signDisplay,
    s.notation === "compact" ? s.compactDisplay : s.notation === "standard" ? "" : s.notation,
    s.style === "percent" || s.style === "currency" ? s.style : "", s.currency === undefined ? "" : s.currency,
    s.currencyDisplay, s.parens)
  const parts = []
  for (let i = 0; i < flat.length; i += 2) __arrayPush(parts, { type: flat[i], value: flat[i + 1] })
  return s.translit === undefined ? parts : Intl$nuParts(parts, s.translit)
}

const Intl$NUMBER_TYPES = ["integer", "group", "decimal", "fraction", "exponentSeparator", "exponentMinusSign", "exponentInteger"]

// PartitionNumberPattern: the parts of x (a value Intl$mathValue gave). NaN and the infinities
// take the pattern of 0 (NaN has no sign) or ±1 with the number replaced by the locale's symbol.
function Intl$partsOf(s, x) {
  let parts
  if (typeof x === "number" && !Intl$isFinite(x)) {
    const nan = x !== x
    const sym = nan ? (Intl$DATA ? Intl$pick(Intl$NAN, s.locale) ?? "NaN" : "NaN") : "∞"
    const placeholder = Intl$finiteParts(s, nan ? 0 : x > 0 ? 1 : -1)
    parts = []
    let put = false
    for (let i = 0; i < placeholder.length; i++) {
      const p = placeholder[i]
      if (Intl$has(Intl$NUMBER_TYPES, p.type) || p.type === "compact") {
        if (!put) __arrayPush(parts, { type: nan ? "nan" : "infinity", value: sym })
        put = true
      } else __arrayPush(parts, p)
    }
  } else parts = Intl$finiteParts(s, x)
  if (s.style !== "unit") return parts
  let text = ""
  for (let i = 0; i < parts.length; i++) text += parts[i].value
  const a = Intl$unitAffixes(s, text, x)
  if (a[1] === undefined) return Intl$affixParts(a[0], [])
  const out = Intl$affixParts(a[0], [])
  for (let i = 0; i < parts.length; i++) __arrayPush(out, parts[i])
  return Intl$affixParts(a[1], out)
}

function Intl$partsText(parts) {
  let out = ""
  for (let i = 0; i < parts.length; i++) out += parts[i].value
  return out
}

// Compact notation as ICU does it for en (the build without CLDR data): the number scaled by
// thousands, rounded to an integer, or to two significant digits below 100 ("1.2K", "12K").
function Intl$compact(s, n) {
  if (!Intl$isFinite(n)) return __call(Intl$numLocale, n, [undefined, s.native])
  const long = s.compactDisplay === "long"
  const units = long ? ["", " thousand", " million", " billion", " trillion"] : ["", "K", "M", "B", "T"]
  const neg = n < 0
  const a = Intl$abs(n)
  let e = 0
  while (e < 4 && a >= 1000 ** (e + 1)) e++
  let v = a / 1000 ** e
  v = v >= 100 ? Intl$round(v) : Intl$Number(__call(Intl$toPrecision, v, [2]))
  if (v >= 1000 && e < 4) {
    e++
    v = v / 1000
    v = v >= 100 ? Intl$round(v) : Intl$Number(__call(Intl$toPrecision, v, [2]))
  }
  const opts = { __proto__: null, maximumFractionDigits: 20, useGrouping: s.native.useGrouping, signDisplay: s.signDisplay }
  return __call(Intl$numLocale, neg ? -v : v, [undefined, opts]) + units[e]
}

function NumberFormat(locales, options) {
  // OrdinaryCreateFromConstructor reads newTarget.prototype first.
  let proto = NumberFormat.prototype
  if (new.target !== undefined) {
    const p = new.target.prototype
    if (isObject(p)) proto = p
  }
  return Intl$chain(Intl$newNumberFormat(proto, locales, options, "Intl.NumberFormat"), new.target, this, NumberFormat)
}

// InitializeNumberFormat on a new object of `proto`; `where` names the caller in the messages of
// invalid options (Intl.NumberFormat, or the toLocaleString that made it).
function Intl$newNumberFormat(proto, locales, options, where) {
  const list = Intl$canonicalList(locales)
  const o = Intl$options(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit", where)
  const nuOpt = Intl$getOption(o, "numberingSystem", undefined, undefined, where)
  if (nuOpt !== undefined && !Intl$TYPE_RE.test(nuOpt)) __throwRange("Invalid numberingSystem : " + nuOpt)
  // SetNumberFormatUnitOptions.
  const style = Intl$getOption(o, "style", ["decimal", "percent", "currency", "unit"], "decimal", where)
  const currency = Intl$getOption(o, "currency", undefined, undefined, where)
  if (currency === undefined) {
    if (style === "currency") __throwType("Currency code is required with currency style.")
  } else if (!Intl$isAlpha(currency, 3, 3)) __throwRange("Invalid currency code : " + currency)
  const currencyDisplay = Intl$getOption(o, "currencyDisplay", ["code", "symbol", "narrowSymbol", "name"], "symbol", where)
  const currencySign = Intl$getOption(o, "currencySign", ["standard", "accounting"], "standard", where)
  const unit = Intl$getOption(o, "unit", undefined, undefined, where)
  if (unit === undefined) {
    if (style === "unit") __throwType("Unit is required with unit style")
  } else if (!Intl$wellFormedUnit(unit)) __throwRange("Invalid unit argument for Intl.NumberFormat() '" + unit + "'")
  const unitDisplay = Intl$getOption(o, "unitDisplay", ["short", "narrow", "long"], "short", where)
  const notation = Intl$getOption(o, "notation", ["standard", "scientific", "engineering", "compact"], "standard", where)
  const code = style === "currency" ? currency.toUpperCase() : undefined
  const cDigits = style === "currency" && notation === "standard" ? Intl$currencyDigits(code) : -1
  const digits = Intl$digitOptions(o, cDigits >= 0 ? cDigits : 0, cDigits >= 0 ? cDigits : style === "percent" ? 0 : 3, notation, where)
  const compactDisplay = Intl$getOption(o, "compactDisplay", ["short", "long"], "short", where)
  // GetBooleanOrStringNumberFormatOption.
  const defaultGrouping = notation === "compact" ? "min2" : "auto"
  let useGrouping = o.useGrouping
  if (useGrouping === undefined) useGrouping = defaultGrouping
  else if (useGrouping === true) useGrouping = "always"
  else if (!useGrouping) useGrouping = false
  else {
    useGrouping = Intl$toStr(useGrouping)
    if (useGrouping === "true" || useGrouping === "false") useGrouping = defaultGrouping
    else if (useGrouping !== "min2" && useGrouping !== "auto" && useGrouping !== "always")
      __throwRange("Value " + useGrouping + " out of range for " + where + " options property useGrouping")
  }
  const signDisplay = Intl$getOption(o, "signDisplay", ["auto", "never", "always", "exceptZero", "negative"], "auto", where)
  if (!Intl$DATA && (notation === "scientific" || notation === "engineering"))
    __throwRange("notation: \"" + notation + "\" is not supported in code mode without locale data")
  // With CLDR data every style formats per locale but the unit style for units ICU4X has no names
  // for (they keep CLDR en's patterns and so resolve to en or en-US); numbering systems with
  // simple digits that ICU4X's data lacks are written over the Latin digits (translit).
  const unitData = Intl$DATA && style === "unit" && Intl$unitOf(1, "", unit)
  let locale
  let tag
  let nu = "latn"
  let translit
  let native
  if (Intl$DATA) {
    const m = Intl$match(list, style === "unit" && !unitData ? undefined : "number")
    const additions = []
    nu = Intl$extensionKey(m[1], "nu", Intl$nuKnown, Intl$numberingSystemOf(m[0]), nuOpt, additions)
    locale = additions[0] === "" ? m[0] : m[0] + "-u" + additions[0]
    tag = m[0] + "-u-nu-" + nu
    if (Intl$numberingSystemOf(tag) !== nu) translit = nu
  } else {
    locale = Intl$match(list, undefined)[0]
    // The en-US formatter's options (it has ECMA-402's digit options but no rounding modes or
    // increments, and at most 20 fraction digits).
    native = { __proto__: null, style: style === "unit" ? "decimal" : style, minimumIntegerDigits: digits.minInt,
      useGrouping: useGrouping === false ? false : useGrouping === "min2" ? "min2" : true, signDisplay }
    if (style === "currency") {
      native.currency = code
      native.currencyDisplay = currencyDisplay
      native.currencySign = currencySign
    }
    if (digits.type === "significantDigits") {
      native.minimumSignificantDigits = digits.minSD
      native.maximumSignificantDigits = digits.maxSD
    } else if (digits.minFD !== undefined) {
      native.minimumFractionDigits = digits.minFD > 20 ? 20 : digits.minFD
      native.maximumFractionDigits = digits.maxFD > 20 ? 20 : digits.maxFD
    }
  }
  const parens = style === "currency" && currencySign === "accounting" && Intl$pick(Intl$ACCOUNTING_PARENS, locale) === true
  const state = { locale, nu, tag, translit, native, style, currency: code, currencyDisplay, currencySign, unit,
    unitData, unitDisplay, notation, compactDisplay, digits, useGrouping, grouping: useGrouping === false ? "false" : useGrouping,
    signDisplay, parens, boundFormat: undefined }
  const nf = O$create(proto)
  Intl$slot(nf, Intl$nf, state)
  return nf
}
O$defineProperty(NumberFormat, "prototype", { value: NumberFormat.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(NumberFormat.prototype, "Intl.NumberFormat")

Intl$getter(NumberFormat.prototype, "format", { get format() {
  const s = Intl$unwrap(this, Intl$nf, NumberFormat, "get Intl.NumberFormat.prototype.format")
  if (s.boundFormat === undefined) s.boundFormat = (x) => Intl$partsText(Intl$partsOf(s, Intl$mathValue(x)))
  return s.boundFormat
} })

// A unit pattern's text around the number as parts: the unit's words as one part, the spaces
// around them literals.
function Intl$affixParts(text, parts) {
  const space = (c) => c === " " || c === "\u00a0" || c === "\u202f"
  let i = 0
  while (i < text.length && space(text[i])) i++
  let j = text.length
  while (j > i && space(text[j - 1])) j--
  if (i > 0) __arrayPush(parts, { type: "literal", value: text.slice(0, i) })
  if (j > i) __arrayPush(parts, { type: "unit", value: text.slice(i, j) })
  if (j < text.length) __arrayPush(parts, { type: "literal", value: text.slice(j) })
  return parts
}

// Splits a formatted number into ECMA-402's parts.
function Intl$numberParts(text, s) {
  const parts = []
  let i = 0
  let seenDecimal = false
  const push = (type, value) => __arrayPush(parts, { type, value })
  while (i < text.length) {
    const c = text[i]
    if (c >= "0" && c <= "9") {
      let j = i
      while (j < text.length && text[j] >= "0" && text[j] <= "9") j++
      push(seenDecimal ? "fraction" : "integer", text.slice(i, j))
      i = j
    } else if (c === "," && !seenDecimal) {
      push("group", c)
      i++
    } else if (c === ".") {
      seenDecimal = true
      push("decimal", c)
      i++
    } else if (c === "-") {
      push("minusSign", c)
      i++
    } else if (c === "+") {
      push("plusSign", c)
      i++
    } else if (c === "%") {
      push("percentSign", c)
      i++
    } else if (c === "∞") {
      push("infinity", c)
      i++
    } else if (text.startsWith("NaN", i)) {
      push("nan", "NaN")
      i += 3
    } else if (c === " " || c === "\u00a0" || c === "(" || c === ")") {
      push("literal", c)
      i++
    } else {
      let j = i
      while (j < text.length && !(text[j] >= "0" && text[j] <= "9") && text[j] !== " " && text[j] !== "\u00a0" && text[j] !== "(" && text[j] !== ")" && text[j] !== "-") j++
      push(s.notation === "compact" ? "compact" : s.style === "currency" ? "currency" : "literal", text.slice(i, j))
      i = j
    }
  }
  return parts
}

__define(NumberFormat.prototype, "formatToParts", { formatToParts(x) {
  const s = Intl$requireThis(this, Intl$nf, "Intl.NumberFormat.prototype.formatToParts")
  return Intl$partsOf(s, Intl$mathValue(x))
} }.formatToParts)

// The two ends of a range as ToIntlMathematicalValue gives them (a TypeError for undefined, a
// RangeError for NaN).
function Intl$rangeValues(start, end) {
  if (start === undefined || end === undefined) __throwType("start or end is undefined")
  const x = Intl$mathValue(start)
  const y = Intl$mathValue(end)
  if (x !== x || y !== y) __throwRange("Invalid number range: NaN")
  return [x, y]
}

// The number's own parts (digits, separators, compact and exponent) between a formatted
// number's affixes: [first, end) indices.
function Intl$core(parts) {
  let i = 0
  while (i < parts.length && !(Intl$has(Intl$NUMBER_TYPES, parts[i].type) || parts[i].type === "compact" || parts[i].type === "nan" || parts[i].type === "infinity")) i++
  let j = parts.length
  while (j > i && !(Intl$has(Intl$NUMBER_TYPES, parts[j - 1].type) || parts[j - 1].type === "compact" || parts[j - 1].type === "nan" || parts[j - 1].type === "infinity")) j--
  return [i, j]
}

function Intl$sameParts(a, from, to, b, bFrom, bTo) {
  if (to - from !== bTo - bFrom) return false
  for (let k = 0; k < to - from; k++) if (a[from + k].type !== b[bFrom + k].type || a[from + k].value !== b[bFrom + k].value) return false
  return true
}

// PartitionNumberRangePattern with FormatApproximately and ICU's collapsing: equal ends give the
// approximately sign and one number; otherwise both ends around the locale's range separator,
// the affixes (sign, currency, percent, unit) written once when both ends have the same ones and
// they are longer than one character, and spaces around the separator when affixes repeat.
function Intl$rangeParts(s, x, y) {
  const xp = Intl$partsOf(s, x)
  const yp = Intl$partsOf(s, y)
  const out = []
  const put = (p, source) => __arrayPush(out, { type: p.type, value: p.value, source })
  if (Intl$partsText(xp) === Intl$partsText(yp)) {
    const sign = Intl$DATA ? Intl$pick(Intl$APPROX, s.locale) ?? "~" : "~"
    __arrayPush(out, { type: "approximatelySign", value: sign, source: "shared" })
    for (let i = 0; i < xp.length; i++) put(xp[i], "shared")
    return out
  }
  const xc = Intl$core(xp)
  const yc = Intl$core(yp)
  const samePrefix = Intl$sameParts(xp, 0, xc[0], yp, 0, yc[0])
  const sameSuffix = Intl$sameParts(xp, xc[1], xp.length, yp, yc[1], yp.length)
  let affixLength = 0
  for (let i = 0; i < xc[0]; i++) affixLength += xp[i].value.length
  for (let i = xc[1]; i < xp.length; i++) affixLength += xp[i].value.length
  const collapse = samePrefix && sameSuffix && affixLength > 1
  let repeated = !collapse && affixLength > 0
  for (let i = xc[0]; i < xc[1]; i++) if (xp[i].type === "compact") repeated = true
  let sep = Intl$DATA ? Intl$pick(Intl$RANGE_SEP, s.locale) ?? "–" : "–"
  if (repeated && sep[0] !== " " && sep[0] !== "\u2009") sep = " " + sep + " "
  if (collapse) {
    for (let i = 0; i < xc[0]; i++) put(xp[i], "shared")
    for (let i = xc[0]; i < xc[1]; i++) put(xp[i], "startRange")
    __arrayPush(out, { type: "literal", value: sep, source: "shared" })
    for (let i = yc[0]; i < yc[1]; i++) put(yp[i], "endRange")
    for (let i = xc[1]; i < xp.length; i++) put(xp[i], "shared")
    return out
  }
  for (let i = 0; i < xp.length; i++) put(xp[i], "startRange")
  __arrayPush(out, { type: "literal", value: sep, source: "shared" })
  for (let i = 0; i < yp.length; i++) put(yp[i], "endRange")
  return out
}

__define(NumberFormat.prototype, "formatRange", { formatRange(start, end) {
  const s = Intl$requireThis(this, Intl$nf, "Intl.NumberFormat.prototype.formatRange")
  const v = Intl$rangeValues(start, end)
  return Intl$partsText(Intl$rangeParts(s, v[0], v[1]))
} }.formatRange)

__define(NumberFormat.prototype, "formatRangeToParts", { formatRangeToParts(start, end) {
  const s = Intl$requireThis(this, Intl$nf, "Intl.NumberFormat.prototype.formatRangeToParts")
  const v = Intl$rangeValues(start, end)
  return Intl$rangeParts(s, v[0], v[1])
} }.formatRangeToParts)

__define(NumberFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$unwrap(this, Intl$nf, NumberFormat, "Intl.NumberFormat.prototype.resolvedOptions")
  const r = { locale: s.locale, numberingSystem: s.nu, style: s.style }
  if (s.style === "currency") {
    r.currency = s.currency
    r.currencyDisplay = s.currencyDisplay
    r.currencySign = s.currencySign
  }
  if (s.style === "unit") {
    r.unit = s.unit
    r.unitDisplay = s.unitDisplay
  }
  Intl$putDigits(r, s.digits, false)
  r.useGrouping = s.useGrouping
  r.notation = s.notation
  if (s.notation === "compact") r.compactDisplay = s.compactDisplay
  r.signDisplay = s.signDisplay
  return Intl$putRounding(r, s.digits)
} }.resolvedOptions)

// ---- DateTimeFormat ------------------------------------------------------------------------
// The options are read once, in CreateDateTimeFormat's order, converted and validated, into a
// plain record; builtins/date_format.rs formats from that record (on ICU4X's CLDR data for the
// locale tag `icu` a formatter carries, else with the en-US patterns; time zones, parts, ranges).
// Temporal objects format through T$formatTemporal.

const Intl$DTF_KEYS = ["localeMatcher", "calendar", "numberingSystem", "hour12", "hourCycle", "timeZone",
  "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits",
  "timeZoneName", "formatMatcher", "dateStyle", "timeStyle"]
const Intl$DTF_CHOICES = { __proto__: null, localeMatcher: ["lookup", "best fit"], hourCycle: ["h11", "h12", "h23", "h24"],
  weekday: ["narrow", "short", "long"], era: ["narrow", "short", "long"], year: ["2-digit", "numeric"],
  month: ["2-digit", "numeric", "narrow", "short", "long"], day: ["2-digit", "numeric"], dayPeriod: ["narrow", "short", "long"],
  hour: ["2-digit", "numeric"], minute: ["2-digit", "numeric"], second: ["2-digit", "numeric"],
  timeZoneName: ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"],
  formatMatcher: ["basic", "best fit"], dateStyle: ["full", "long", "medium", "short"], timeStyle: ["full", "long", "medium", "short"] }
const Intl$dtf = Intl$newSlot("DateTimeFormat")
const Intl$dtfFormat = __hidden("dtfFormat")
const Intl$dtfRange = __hidden("dtfRange")
const Intl$dtfZone = __hidden("dtfZone")
const Intl$timeZones = __hidden("timeZones")

// A `type` sequence of a Unicode extension (calendar, numberingSystem): (3*8alphanum) *("-" (3*8alphanum)).
function Intl$isTypeSequence(s) {
  const parts = s.split("-")
  for (let i = 0; i < parts.length; i++) if (!Intl$isAlnum(parts[i], 3, 8)) return false
  return true
}

// Reads and validates DateTimeFormat's options (GetOption for each, in order).
function Intl$dtfOptions(options, where = "Intl.DateTimeFormat") {
  const o = Intl$options(options)
  const r = { __proto__: null }
  for (let i = 0; i < Intl$DTF_KEYS.length; i++) {
    const k = Intl$DTF_KEYS[i]
    const v = o[k]
    if (v === undefined) continue
    if (k === "hour12") { r.hour12 = !!v; continue }
    if (k === "fractionalSecondDigits") {
      const n = Intl$Number(v)
      if (!(n >= 1 && n <= 3)) __throwRange("fractionalSecondDigits value is out of range.")
      r[k] = Intl$floor(n)
      continue
    }
    const s = Intl$String(v)
    if (k === "calendar" || k === "numberingSystem") {
      if (!Intl$isTypeSequence(s)) __throwRange("Invalid " + k + " : " + s)
      r[k] = s
      continue
    }
    if (k === "timeZone") {
      const z = Intl$dtfZone(s)
      if (z === undefined) __throwRange("Invalid time zone specified: " + s)
      r[k] = z
      continue
    }
    const allowed = Intl$DTF_CHOICES[k]
    if (!Intl$has(allowed, s)) __throwRange("Value " + s + " out of range for " + where + " options property " + k)
    r[k] = s
  }
  if (r.timeZone === undefined) r.timeZone = Intl$dtfZone()
  return r
}

// CreateDataProperty (a setter a program put on Object.prototype is not called).
function Intl$put(o, k, v) {
  O$defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true })
}

// The time value a format argument gives (a Temporal object is handled by the caller).
function Intl$dtfTime(d) {
  const t = d === undefined ? Intl$now() : Intl$Number(d)
  if (!Intl$isFinite(t)) __throwRange("Invalid time value")
  return t
}

// [type, value, …] (or [type, value, source, …]) as part objects.
function Intl$dtfParts(flat, stride) {
  const out = []
  for (let i = 0; i < flat.length; i += stride) {
    __arrayPush(out, stride === 3 ? { type: flat[i], value: flat[i + 1], source: flat[i + 2] } : { type: flat[i], value: flat[i + 1] })
  }
  return out
}

function Intl$formatDate(s, d, toParts) {
  // The en-US formatter's "." before the fraction of a second is the numbering system's decimal
  // separator, U+066B for the Arabic digits: such a text is made from its parts.
  const arabicFraction = s.icu === undefined && (s.nu === "arab" || s.nu === "arabext") && s.options.fractionalSecondDigits !== undefined
  if (arabicFraction && !toParts) {
    const parts = Intl$formatDate(s, d, true)
    let text = ""
    for (let i = 0; i < parts.length; i++) text += parts[i].value
    return text
  }
  let out
  if (T$kind(d) >= 0) out = T$formatTemporal(d, s.options, s.ca, toParts, true, false, s.icu)
  else {
    out = Intl$dtfFormat(Intl$dtfTime(d), s.options, s.req, toParts, s.icu)
    if (toParts) out = Intl$dtfParts(out, 2)
  }
  if (s.nu === "latn") return out
  if (arabicFraction) {
    for (let i = 1; i < out.length; i++) if (out[i].type === "fractionalSecond" && out[i - 1].value === ".") out[i - 1].value = "\u066b"
  }
  return toParts ? Intl$nuParts(out, s.nu) : Intl$nuText(out, s.nu)
}

function Intl$formatRange(s, x, y, toParts, name) {
  if (x === undefined || y === undefined) __throwType("Intl.DateTimeFormat.prototype." + name + ": startDate and endDate are required")
  // ToDateTimeFormattable, both, before the kinds are compared.
  const kx = T$kind(x)
  if (kx < 0) x = Intl$Number(x)
  const ky = T$kind(y)
  if (ky < 0) y = Intl$Number(y)
  let out
  if (kx >= 0 || ky >= 0) {
    if (kx !== ky) __throwType("Intl.DateTimeFormat.prototype." + name + ": the two values must be of the same type")
    const a = T$formatTemporal(x, s.options, s.ca, toParts, true, true, s.icu)
    const b = T$formatTemporal(y, s.options, s.ca, toParts, true, true, s.icu)
    out = Intl$dtfRange(a.ms, b.ms, a.options, kx === T$INSTANT ? 0 : 8, toParts, s.icu)
  } else {
    out = Intl$dtfRange(Intl$dtfTime(x), Intl$dtfTime(y), s.options, s.req, toParts, s.icu)
  }
  if (toParts) return Intl$nuParts(Intl$dtfParts(out, 3), s.nu)
  return Intl$nuText(out, s.nu)
}

// The calendars the formatter knows (with CLDR data: ICU4X's; without, Gregorian, and
// iso8601 formatted as Gregorian).
const Intl$DTF_CALENDARS = ["buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregory", "hebrew", "indian",
  "islamic-civil", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc"]
const Intl$dtfInfo = __hidden("dtfInfo")

// CreateDateTimeFormat's state: the resolved locale, the options record, the calendar,
// numbering system and hour cycle, and `req`, the defaults a format without component options
// takes (0 date and time, 1 date, 2 time: dtfFormat's `required`). With CLDR data, `icu` is the
// tag (with its -u-ca/-nu/-hc keywords) ICU4X formats with (builtins/intl/datetime.rs), except
// for English in the Gregorian calendar, which the en-US formatter writes as before.
function Intl$newDtf(locales, options, required, where = undefined) {
  const m = Intl$match(Intl$canonicalList(locales), Intl$DATA ? "date" : undefined)
  let locale = m[0]
  const r = Intl$dtfOptions(options, where)
  let nu = "latn"
  let ca = "gregory"
  let hc = undefined
  let icu = undefined
  const hcKnown = (v) => v === "h11" || v === "h12" || v === "h23" || v === "h24"
  if (Intl$DATA) {
    const additions = []
    let caOpt = r.calendar === undefined ? undefined : r.calendar.toLowerCase()
    if (caOpt !== undefined && Intl$CALENDAR_ALIAS[caOpt] !== undefined) caOpt = Intl$CALENDAR_ALIAS[caOpt]
    const caDefault = Intl$dtfInfo(1, locale)
    ca = Intl$extensionKey(m[1], "ca", (v) => Intl$has(Intl$DTF_CALENDARS, v), caDefault === undefined ? "gregory" : caDefault, caOpt, additions)
    // hour12 replaces any hour cycle (the option's and the keyword's).
    const hcOpt = r.hour12 !== undefined ? null : r.hourCycle
    hc = Intl$extensionKey(m[1], "hc", (v) => v === null || hcKnown(v), null, hcOpt, additions)
    nu = Intl$extensionKey(m[1], "nu", Intl$nuKnown, Intl$numberingSystemOf(m[0]), r.numberingSystem, additions)
    const ext = additions[0] + (hc === null ? "" : additions[1]) + additions[2]
    if (ext !== "") locale += "-u" + ext
    if (hc === null) hc = undefined
    const base = Intl$noExtensions(locale)
    const english = base === "en" || base === "en-US"
    if (!english || (ca !== "gregory" && ca !== "iso8601")) {
      icu = base + "-u-ca-" + (ca === "iso8601" ? "gregory" : ca) + "-nu-" + nu
      if (hc !== undefined && r.hour12 === undefined) icu += "-hc-" + (hc === "h24" ? "h23" : hc)
    }
    if (hc === undefined && r.hour12 === undefined && r.hourCycle !== undefined) hc = r.hourCycle
  } else {
    if (r.calendar === "gregory" || r.calendar === "iso8601") ca = r.calendar
    hc = r.hour12 !== undefined ? undefined : r.hourCycle
  }
  // The en-US formatter's calendar: Gregorian (an iso8601 request is kept: it formats as
  // Gregorian and lets Temporal objects of that calendar through).
  if (ca === "gregory" || ca === "iso8601") r.calendar = ca
  else delete r.calendar
  if (r.hour12 === undefined && r.hourCycle === undefined && hc !== undefined) r.hourCycle = hc
  let components = r.dateStyle !== undefined || r.timeStyle !== undefined
  for (let i = 6; i < 17; i++) if (r[Intl$DTF_KEYS[i]] !== undefined) components = true
  // A DateTimeFormat (required -1) takes the date defaults without any component; the
  // toLocale methods take their own, which dtfFormat adds (ToDateTimeOptions).
  const req = required >= 0 ? required : components ? 0 : 1
  const s = { locale, options: r, components, nu, ca, hc, icu, req, boundFormat: undefined }
  // The style conflicts (and V8's messages) come from the formatter itself.
  Intl$dtfFormat(0, r, req, false, icu)
  return s
}

// The resolved hour cycle (with CLDR data, the locale's: its 12- or 24-hour form for hour12).
function Intl$dtfCycle(s) {
  const o = s.options
  if (s.icu !== undefined || (Intl$DATA && s.hc === undefined)) {
    const base = Intl$noExtensions(s.locale)
    if (o.hour12 !== undefined) return Intl$dtfInfo(o.hour12 ? 2 : 3, base)
    if (s.hc !== undefined) return s.hc
    return Intl$dtfInfo(0, base)
  }
  return o.hour12 !== undefined ? (o.hour12 ? "h12" : "h23") : o.hourCycle !== undefined ? o.hourCycle : "h12"
}

function DateTimeFormat(locales = undefined, options = undefined) {
  const s = Intl$newDtf(locales, options, -1)
  let proto = DateTimeFormat.prototype
  if (new.target !== undefined) {
    const p = new.target.prototype
    if (isObject(p)) proto = p
  }
  const o = O$create(proto)
  O$defineProperty(o, Intl$dtf, { value: s, writable: false, enumerable: false, configurable: false })
  return Intl$chain(o, new.target, this, DateTimeFormat)
}
O$defineProperty(DateTimeFormat, "prototype", { value: DateTimeFormat.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(DateTimeFormat.prototype, "Intl.DateTimeFormat")

Intl$getter(DateTimeFormat.prototype, "format", { get format() {
  const s = Intl$unwrap(this, Intl$dtf, DateTimeFormat, "get Intl.DateTimeFormat.prototype.format")
  if (s.boundFormat === undefined) s.boundFormat = (date) => Intl$formatDate(s, date, false)
  return s.boundFormat
} })

__define(DateTimeFormat.prototype, "formatToParts", { formatToParts(date) {
  const s = Intl$requireThis(this, Intl$dtf, "Intl.DateTimeFormat.prototype.formatToParts")
  return Intl$formatDate(s, date, true)
} }.formatToParts)

__define(DateTimeFormat.prototype, "formatRange", { formatRange(startDate, endDate) {
  const s = Intl$requireThis(this, Intl$dtf, "Intl.DateTimeFormat.prototype.formatRange")
  return Intl$formatRange(s, startDate, endDate, false, "formatRange")
} }.formatRange)

__define(DateTimeFormat.prototype, "formatRangeToParts", { formatRangeToParts(startDate, endDate) {
  const s = Intl$requireThis(this, Intl$dtf, "Intl.DateTimeFormat.prototype.formatRangeToParts")
  return Intl$formatRange(s, startDate, endDate, true, "formatRangeToParts")
} }.formatRangeToParts)

__define(DateTimeFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$unwrap(this, Intl$dtf, DateTimeFormat, "Intl.DateTimeFormat.prototype.resolvedOptions")
  const o = s.options
  const r = { locale: s.locale, calendar: s.ca, numberingSystem: s.nu, timeZone: o.timeZone }
  if (o.hour !== undefined || o.timeStyle !== undefined) {
    const hc = Intl$dtfCycle(s)
    Intl$put(r, "hourCycle", hc)
    Intl$put(r, "hour12", hc === "h11" || hc === "h12")
  }
  if (!s.components) {
    Intl$put(r, "year", "numeric")
    Intl$put(r, "month", "numeric")
    Intl$put(r, "day", "numeric")
  } else if (o.dateStyle === undefined && o.timeStyle === undefined) {
    for (let i = 6; i < 17; i++) {
      const k = Intl$DTF_KEYS[i]
      let v = o[k]
      if (v === undefined) continue
      if (k === "hour" && !r.hour12) v = "2-digit"
      if ((k === "minute" && o.hour !== undefined) || (k === "second" && (o.minute !== undefined || o.hour !== undefined))) v = "2-digit"
      Intl$put(r, k, v)
    }
  }
  if (o.dateStyle !== undefined) Intl$put(r, "dateStyle", o.dateStyle)
  if (o.timeStyle !== undefined) Intl$put(r, "timeStyle", o.timeStyle)
  return r
} }.resolvedOptions)

// ---- Collator ------------------------------------------------------------------------------

const Intl$coll = Symbol("Collator")

// ResolveLocale's step for one extension key: the requested tag's -u- value when the locale
// supports it (with the addition it brings to the resolved tag), then the option's, which wins
// (and drops the addition) when supported and different.
function Intl$extensionKey(tag, key, supported, fallback, optionValue, additions) {
  let value = fallback
  let addition = ""
  if (tag !== undefined) {
    const parsed = Intl$parseTag(tag)
    let v = parsed === undefined ? undefined : Intl$keyword(parsed, key)
    if (v === "") v = "true"
    if (v !== undefined && supported(v)) {
      value = v
      addition = v === "true" ? "-" + key : "-" + key + "-" + v
    }
  }
  if (optionValue !== undefined && supported(optionValue) && optionValue !== value) {
    value = optionValue
    addition = ""
  }
  __arrayPush(additions, addition)
  return value
}

function Collator(locales, options) {
  const list = Intl$canonicalList(locales)
  const r = Intl$read(options, ["usage", "localeMatcher", "collation", "numeric", "caseFirst", "sensitivity", "ignorePunctuation"])
  const usage = Intl$choice(r, "usage", ["sort", "search"], "sort")
  Intl$choice(r, "localeMatcher", ["lookup", "best fit"], "best fit")
  let collation = r.collation === undefined ? undefined : Intl$String(r.collation)
  if (collation !== undefined && !Intl$TYPE_RE.test(collation)) __throwRange("Invalid collation : " + collation)
  const numericOpt = r.numeric === undefined ? undefined : Intl$String(!!r.numeric)
  const caseFirstOpt = r.caseFirst === undefined ? undefined : Intl$choice(r, "caseFirst", ["upper", "lower", "false"], "false")
  const sensitivity = Intl$choice(r, "sensitivity", ["base", "accent", "case", "variant"], "variant")
  const ignoreOpt = r.ignorePunctuation === undefined ? undefined : !!r.ignorePunctuation
  let s
  if (Intl$DATA) {
    const m = Intl$match(list, "collator")
    const base = m[0]
    const additions = []
    const co = Intl$extensionKey(m[1], "co", (v) => Intl$collation(0, base, v), "default", collation, additions)
    const caseFirst = Intl$extensionKey(m[1], "kf", (v) => v === "upper" || v === "lower" || v === "false", "false", caseFirstOpt, additions)
    const numeric = Intl$extensionKey(m[1], "kn", (v) => v === "true" || v === "false", "false", numericOpt, additions) === "true"
    const ext = additions[0] + additions[1] + additions[2]
    const ignorePunctuation = ignoreOpt === undefined ? Intl$collation(1, base) : ignoreOpt
    const opts = { __proto__: null, usage, sensitivity, caseFirst, numeric, ignorePunctuation }
    s = { locale: ext === "" ? base : base + "-u" + ext, base, co, opts, boundCompare: undefined }
  } else {
    const opts = { __proto__: null, usage, sensitivity, caseFirst: caseFirstOpt === undefined ? "false" : caseFirstOpt, numeric: numericOpt === "true", ignorePunctuation: !!ignoreOpt }
    s = { locale: Intl$match(list, undefined)[0], base: undefined, co: "default", opts, boundCompare: undefined }
  }
  const o = O$create(Collator.prototype)
  O$defineProperty(o, Intl$coll, { value: s, writable: false, enumerable: false, configurable: false })
  return o
}
O$defineProperty(Collator, "prototype", { value: Collator.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(Collator.prototype, "Intl.Collator")

Intl$getter(Collator.prototype, "compare", { get compare() {
  const s = Intl$requireThis(this, Intl$coll, "get Intl.Collator.prototype.compare")
  if (s.boundCompare === undefined) {
    const o = s.opts
    s.boundCompare = Intl$DATA
      ? (x, y) => Intl$collate(Intl$String(x), Intl$String(y), s.base, s.co === "default" ? "" : s.co, o.usage, o.sensitivity, o.ignorePunctuation, o.numeric, o.caseFirst)
      : (x, y) => __call(Intl$localeCompare, Intl$String(x), [Intl$String(y), undefined, o])
  }
  return s.boundCompare
} })

__define(Collator.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$coll, "Intl.Collator.prototype.resolvedOptions")
  const o = s.opts
  return { locale: s.locale, usage: o.usage, sensitivity: o.sensitivity, ignorePunctuation: o.ignorePunctuation, collation: s.co, numeric: o.numeric, caseFirst: o.caseFirst }
} }.resolvedOptions)

// Number/BigInt.prototype.toLocaleString with locales or options (with CLDR data): a NumberFormat's
// format.
__export("numberToLocaleSlow", function numberToLocaleSlow(x, locales, options) {
  const where = typeof x === "bigint" ? "BigInt.prototype.toLocaleString" : "Number.prototype.toLocaleString"
  const s = Intl$newNumberFormat(NumberFormat.prototype, locales, options, where)[Intl$nf]
  return Intl$partsText(Intl$partsOf(s, Intl$mathValue(x)))
})

// Date.prototype.toLocale{,Date,Time}String with locales: CanonicalizeLocaleList's errors and
// the localeMatcher and formatMatcher options' (the en-US formatter reads the others), around
// that formatter (the method without locales).
const Intl$getTime = Intl$Date.prototype.getTime
const Intl$DATE_LOCALE = { __proto__: null, Any: Intl$Date.prototype.toLocaleString,
  Date: Intl$Date.prototype.toLocaleDateString, Time: Intl$Date.prototype.toLocaleTimeString }
__export("dateToLocaleSlow", function dateToLocaleSlow(date, locales, options, which) {
  if (Intl$DATA) {
    // ToDateTimeOptions' defaults for the method, then FormatDateTime.
    const t = __call(Intl$getTime, date, [])
    const s = Intl$newDtf(locales, options, which === "Any" ? 0 : which === "Date" ? 1 : 2, "Date.prototype.toLocale" + (which === "Any" ? "" : which) + "String")
    if (t !== t) return "Invalid Date"
    return Intl$nuText(Intl$dtfFormat(t, s.options, s.req, false, s.icu), s.nu)
  }
  Intl$canonicalList(locales)
  const o = options === undefined ? undefined : Intl$options(options)
  if (o !== undefined) Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const out = __call(Intl$DATE_LOCALE[which], date, [undefined, options])
  if (o !== undefined) Intl$getOption(o, "formatMatcher", ["basic", "best fit"], "best fit")
  return out
})

// String.prototype.toLocaleLowerCase/toLocaleUpperCase with locales: TransformCase, the
// language of the first canonical locale choosing the rules (intlCase).
const Intl$case = __hidden("intlCase")
__export("stringCaseSlow", function stringCaseSlow(s, locales, upper) {
  const list = Intl$canonicalList(locales)
  const lang = list.length === 0 ? "" : list[0].split("-")[0]
  return Intl$case(s, lang, upper)
})

// String.prototype.localeCompare with locales or options (with CLDR data): a collator's compare.
__export("localeCompareSlow", function localeCompareSlow(s, that, locales, options) {
  return Collator(locales, options).compare(s, that)
})

// ---- digit options (SetNumberFormatDigitOptions) ------------------------------------------

const Intl$INCREMENTS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]
const Intl$ROUNDING_MODES = ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]
const Intl$ROUNDING_TYPES = { __proto__: null, fractionDigits: 0, significantDigits: 1, morePrecision: 2, lessPrecision: 3 }

// DefaultNumberOption: undefined gives the fallback, else an integer in [min, max] (RangeError).
function Intl$numberOption(v, min, max, fallback, key) {
  if (v === undefined) return fallback
  const n = Intl$Number(v)
  if (n !== n || n < min || n > max) __throwRange(key + " value is out of range.")
  return Intl$floor(n)
}

// SetNumberFormatDigitOptions, reading `o` (an options object) in the specification's order.
// The record keeps undefined for the digit counts the rounding does not use (resolvedOptions
// leaves them out).
function Intl$digitOptions(o, mnfdDefault, mxfdDefault, notation, where = "Intl") {
  const minInt = Intl$numberOption(o.minimumIntegerDigits, 1, 21, 1, "minimumIntegerDigits")
  let mnfd = o.minimumFractionDigits
  let mxfd = o.maximumFractionDigits
  const mnsd = o.minimumSignificantDigits
  const mxsd = o.maximumSignificantDigits
  const inc = Intl$numberOption(o.roundingIncrement, 1, 5000, 1, "roundingIncrement")
  if (!Intl$has(Intl$INCREMENTS, inc)) __throwRange("roundingIncrement value is out of range.")
  const mode = Intl$getOption(o, "roundingMode", Intl$ROUNDING_MODES, "halfExpand", where)
  const priority = Intl$getOption(o, "roundingPriority", ["auto", "morePrecision", "lessPrecision"], "auto", where)
  const tzd = Intl$getOption(o, "trailingZeroDisplay", ["auto", "stripIfInteger"], "auto", where)
  if (inc !== 1) mxfdDefault = mnfdDefault
  const d = { minInt, minFD: undefined, maxFD: undefined, minSD: undefined, maxSD: undefined, type: "fractionDigits",
    inc, mode, priority: "auto", tzd }
  const hasSd = mnsd !== undefined || mxsd !== undefined
  const hasFd = mnfd !== undefined || mxfd !== undefined
  let needSd = true
  let needFd = true
  if (priority === "auto") {
    needSd = hasSd
    if (needSd || (!hasFd && notation === "compact")) needFd = false
  }
  if (needSd) {
    if (hasSd) {
      d.minSD = Intl$numberOption(mnsd, 1, 21, 1, "minimumSignificantDigits")
      d.maxSD = Intl$numberOption(mxsd, d.minSD, 21, 21, "maximumSignificantDigits")
    } else {
      d.minSD = 1
      d.maxSD = 21
    }
  }
  if (needFd) {
    if (hasFd) {
      mnfd = Intl$numberOption(mnfd, 0, 100, undefined, "minimumFractionDigits")
      mxfd = Intl$numberOption(mxfd, 0, 100, undefined, "maximumFractionDigits")
      if (mnfd === undefined) mnfd = mnfdDefault < mxfd ? mnfdDefault : mxfd
      else if (mxfd === undefined) mxfd = mxfdDefault > mnfd ? mxfdDefault : mnfd
      else if (mnfd > mxfd) __throwRange("maximumFractionDigits value is out of range.")
      d.minFD = mnfd
      d.maxFD = mxfd
    } else {
      d.minFD = mnfdDefault
      d.maxFD = mxfdDefault
    }
  }
  if (!needSd && !needFd) {
    d.minFD = 0
    d.maxFD = 0
    d.minSD = 1
    d.maxSD = 2
    d.type = "morePrecision"
    d.priority = "morePrecision"
  } else if (priority === "auto") {
    d.type = needSd ? "significantDigits" : "fractionDigits"
  } else {
    d.type = priority
    d.priority = priority
  }
  if (inc !== 1) {
    if (d.type !== "fractionDigits") __throwType("roundingIncrement requires fraction digits rounding")
    if (d.maxFD !== d.minFD) __throwRange("maximumFractionDigits value is out of range.")
  }
  return d
}

// FormatNumericToString: a finite number (or BigInt) as a plain decimal string under `d`.
function Intl$digitText(d, x) {
  return Intl$digitsOf(typeof x === "bigint" ? Intl$String(x) : x, d.minInt, d.minFD, d.maxFD, d.minSD, d.maxSD,
    Intl$ROUNDING_TYPES[d.type], d.inc, d.mode, d.tzd === "stripIfInteger")
}

// The digit options' entries of resolvedOptions, in the specification's order.
function Intl$putDigits(r, d, withRounding) {
  r.minimumIntegerDigits = d.minInt
  if (d.minFD !== undefined) {
    r.minimumFractionDigits = d.minFD
    r.maximumFractionDigits = d.maxFD
  }
  if (d.minSD !== undefined) {
    r.minimumSignificantDigits = d.minSD
    r.maximumSignificantDigits = d.maxSD
  }
  if (withRounding) Intl$putRounding(r, d)
  return r
}

function Intl$putRounding(r, d) {
  r.roundingIncrement = d.inc
  r.roundingMode = d.mode
  r.roundingPriority = d.priority
  r.trailingZeroDisplay = d.tzd
  return r
}

// ---- PluralRules ---------------------------------------------------------------------------

const Intl$pr = Symbol("PluralRules")

function PluralRules(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.PluralRules requires 'new'")
  const list = Intl$canonicalList(locales)
  const o = Intl$options(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const type = Intl$getOption(o, "type", ["cardinal", "ordinal"], "cardinal")
  const notation = Intl$getOption(o, "notation", ["standard", "scientific", "engineering", "compact"], "standard")
  const compactDisplay = Intl$getOption(o, "compactDisplay", ["short", "long"], "short")
  const digits = Intl$digitOptions(o, 0, 3, notation)
  const locale = Intl$match(list, "plurals")[0]
  O$defineProperty(this, Intl$pr, { value: { locale, type, notation, compactDisplay, digits }, writable: false, enumerable: false, configurable: false })
}
Intl$tag(PluralRules.prototype, "Intl.PluralRules")

// The number as the plural rules see it: its digits under the digit options, and for
// scientific, engineering and compact notation the significand with CLDR's exponent ("1.5c6").
function Intl$pluralText(s, x) {
  if (s.notation === "standard" || x === 0) return Intl$digitText(s.digits, x)
  const a = Intl$abs(x)
  let e = Intl$floor(Intl$log10(a))
  if (10 ** (e + 1) <= a) e++
  else if (10 ** e > a) e--
  if (s.notation === "engineering") e -= ((e % 3) + 3) % 3
  else if (s.notation === "compact") e = e < 3 ? 0 : e > 14 ? 12 : e - (e % 3)
  if (e <= 0) return Intl$digitText(s.digits, x)
  return Intl$digitText(s.digits, x / 10 ** e) + "c" + e
}

// PluralRuleSelect in English (the build without CLDR data): CLDR's en rules.
function Intl$pluralEnglish(type, text) {
  if (text.indexOf("c") >= 0) return "other"
  const neg = text[0] === "-"
  const t = neg ? text.slice(1) : text
  if (type === "ordinal") {
    if (t.indexOf(".") >= 0) return "other"
    const n = Intl$Number(t)
    const m10 = n % 10, m100 = n % 100
    if (m10 === 1 && m100 !== 11) return "one"
    if (m10 === 2 && m100 !== 12) return "two"
    if (m10 === 3 && m100 !== 13) return "few"
    return "other"
  }
  return t === "1" ? "one" : "other"
}

function Intl$pluralSelect(s, x) {
  if (!Intl$isFinite(x)) return "other"
  const text = Intl$pluralText(s, x)
  return Intl$DATA ? Intl$pluralOf(0, s.locale, s.type, text) : Intl$pluralEnglish(s.type, text)
}

__define(PluralRules.prototype, "select", { select(n) {
  const s = Intl$requireThis(this, Intl$pr, "Intl.PluralRules.prototype.select")
  return Intl$pluralSelect(s, Intl$Number(n))
} }.select)

__define(PluralRules.prototype, "selectRange", { selectRange(start, end) {
  const s = Intl$requireThis(this, Intl$pr, "Intl.PluralRules.prototype.selectRange")
  if (start === undefined || end === undefined) __throwType("start and end are required")
  const x = Intl$Number(start)
  const y = Intl$Number(end)
  if (x !== x || y !== y) __throwRange("Invalid range: start and end must be numbers")
  if (!Intl$isFinite(x) || !Intl$isFinite(y)) return "other"
  if (!Intl$DATA) return Intl$pluralSelect(s, y)
  return Intl$pluralOf(1, s.locale, s.type, Intl$pluralText(s, x), Intl$pluralText(s, y))
} }.selectRange)

__define(PluralRules.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$pr, "Intl.PluralRules.prototype.resolvedOptions")
  const r = { locale: s.locale, type: s.type, notation: s.notation }
  if (s.notation === "compact") r.compactDisplay = s.compactDisplay
  Intl$putDigits(r, s.digits, false)
  r.pluralCategories = Intl$DATA ? Intl$pluralOf(2, s.locale, s.type)
    : s.type === "ordinal" ? ["one", "two", "few", "other"] : ["one", "other"]
  return Intl$putRounding(r, s.digits)
} }.resolvedOptions)

// ---- ListFormat ----------------------------------------------------------------------------

const Intl$lf = Symbol("ListFormat")

function ListFormat(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.ListFormat requires 'new'")
  const list = Intl$canonicalList(locales)
  const o = Intl$optionsObject(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const type = Intl$getOption(o, "type", ["conjunction", "disjunction", "unit"], "conjunction")
  const style = Intl$getOption(o, "style", ["long", "short", "narrow"], "long")
  const locale = Intl$match(list, "list")[0]
  O$defineProperty(this, Intl$lf, { value: { locale, type, style }, writable: false, enumerable: false, configurable: false })
}
Intl$tag(ListFormat.prototype, "Intl.ListFormat")

function Intl$listStrings(list) {
  const out = []
  if (list === undefined) return out
  for (const v of list) {
    if (typeof v !== "string") __throwType("Iterable yielded " + C$receiver(v) + " which is not a string")
    __arrayPush(out, v)
  }
  return out
}

// The list as parts: elements and the separators between them (CLDR's patterns with the data,
// else en's).
function Intl$listParts(s, xs) {
  const n = xs.length
  const parts = []
  if (n === 0) return parts
  if (Intl$DATA) {
    const flat = Intl$listOf(s.locale, s.type, s.style, xs)
    for (let i = 0; i < flat.length; i += 2) __arrayPush(parts, { type: flat[i] ? "element" : "literal", value: flat[i + 1] })
    return parts
  }
  let last
  if (s.type === "unit") last = s.style === "narrow" ? " " : ", "
  else if (s.type === "disjunction") last = " or "
  else last = s.style === "long" ? " and " : s.style === "short" ? " & " : ", "
  const sep = s.type === "unit" && s.style === "narrow" ? " " : ", "
  const tail = s.type === "unit" ? sep : s.type === "disjunction" ? ", or " : s.style === "long" ? ", and " : s.style === "short" ? ", & " : ", "
  for (let i = 0; i < n; i++) {
    if (i > 0) __arrayPush(parts, { type: "literal", value: n === 2 ? last : i === n - 1 ? tail : sep })
    __arrayPush(parts, { type: "element", value: xs[i] })
  }
  return parts
}

__define(ListFormat.prototype, "format", { format(list) {
  const s = Intl$requireThis(this, Intl$lf, "Intl.ListFormat.prototype.format")
  const parts = Intl$listParts(s, Intl$listStrings(list))
  let out = ""
  for (let i = 0; i < parts.length; i++) out += parts[i].value
  return out
} }.format)

__define(ListFormat.prototype, "formatToParts", { formatToParts(list) {
  const s = Intl$requireThis(this, Intl$lf, "Intl.ListFormat.prototype.formatToParts")
  return Intl$listParts(s, Intl$listStrings(list))
} }.formatToParts)

__define(ListFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$lf, "Intl.ListFormat.prototype.resolvedOptions")
  return { locale: s.locale, type: s.type, style: s.style }
} }.resolvedOptions)

// ---- RelativeTimeFormat --------------------------------------------------------------------

const Intl$rtf = Symbol("RelativeTimeFormat")
const Intl$RT_UNITS = { __proto__: null, second: 0, minute: 1, hour: 2, day: 3, week: 4, month: 5, quarter: 6, year: 7 }
const Intl$RT_LONG = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"]
const Intl$RT_SHORT = [["sec.", "sec."], ["min.", "min."], ["hr.", "hr."], ["day", "days"], ["wk.", "wk."], ["mo.", "mo."], ["qtr.", "qtrs."], ["yr.", "yr."]]
const Intl$RT_NARROW = [["s", "s"], ["m", "m"], ["h", "h"], ["d", "d"], ["w", "w"], ["mo", "mo"], ["q", "q"], ["y", "y"]]

function RelativeTimeFormat(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.RelativeTimeFormat requires 'new'")
  const list = Intl$canonicalList(locales)
  const m = Intl$match(list, Intl$DATA ? "relative" : undefined)
  let locale = m[0]
  const o = Intl$options(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const ns = Intl$getOption(o, "numberingSystem", undefined, undefined)
  if (ns !== undefined && !Intl$NS_RE.test(ns)) __throwRange("Invalid numberingSystem : " + ns)
  const style = Intl$getOption(o, "style", ["long", "short", "narrow"], "long")
  const numeric = Intl$getOption(o, "numeric", ["always", "auto"], "always")
  // With CLDR data: the locale's patterns, in its numbering system (-u-nu or the option).
  let nu = "latn"
  let tag
  if (Intl$DATA) {
    const additions = []
    nu = Intl$extensionKey(m[1], "nu", Intl$nuKnown, Intl$numberingSystemOf(locale), ns, additions)
    tag = locale + "-u-nu-" + nu
    if (Intl$numberingSystemOf(tag) !== nu) tag = locale
    if (additions[0] !== "") locale += "-u" + additions[0]
  }
  O$defineProperty(this, Intl$rtf, { value: { locale, style, numeric, nu, tag }, writable: false, enumerable: false, configurable: false })
}
Intl$tag(RelativeTimeFormat.prototype, "Intl.RelativeTimeFormat")

// PartitionRelativeTimePattern in en: [prefix, number, suffix, unit] (number undefined for the
// words of numeric: "auto": "tomorrow", "last week").
function Intl$rtPattern(s, value, unit) {
  const x = Intl$Number(value)
  let u = Intl$toStr(unit)
  if (!Intl$isFinite(x)) __throwRange("Invalid value " + Intl$String(value) + " for the relative time")
  if (u.endsWith("s")) u = u.slice(0, -1)
  const k = Intl$RT_UNITS[u]
  if (k === undefined) __throwRange("Invalid unit argument for format() '" + Intl$toStr(unit) + "'")
  const neg = x < 0 || (x === 0 && 1 / x < 0)
  if (s.numeric === "auto" && (x === 0 || x === 1 || x === -1)) {
    let w
    if (k === 3) w = x === 0 ? "today" : x === 1 ? "tomorrow" : "yesterday"
    else if (k === 0 && x === 0) w = "now"
    else if (k >= 4) {
      const name = s.style === "long" ? Intl$RT_LONG[k] : Intl$RT_SHORT[k][0]
      w = (x === 0 ? "this " : x === 1 ? "next " : "last ") + name
    } else if (x === 0) w = "this " + (s.style === "long" ? Intl$RT_LONG[k] : Intl$RT_SHORT[k][0])
    if (w !== undefined) return [w, undefined, "", u]
  }
  const a = Intl$abs(x)
  const num = __call(Intl$numLocale, a, [undefined, { maximumFractionDigits: 3 }])
  const plural = !(a === 1)
  let word
  if (s.style === "long") word = " " + Intl$RT_LONG[k] + (plural ? "s" : "")
  else if (s.style === "short") word = " " + Intl$RT_SHORT[k][plural ? 1 : 0]
  else word = Intl$RT_NARROW[k][plural ? 1 : 0]
  return neg ? ["", num, word + " ago", u] : ["in ", num, word, u]
}

// PartitionRelativeTimePattern on CLDR data: the parts, numbers' parts carrying the unit.
function Intl$rtData(s, value, unit) {
  const x = Intl$Number(value)
  let u = Intl$toStr(unit)
  if (!Intl$isFinite(x)) __throwRange("Invalid value " + Intl$String(value) + " for the relative time")
  if (u.endsWith("s")) u = u.slice(0, -1)
  if (Intl$RT_UNITS[u] === undefined) __throwRange("Invalid unit argument for format() '" + Intl$toStr(unit) + "'")
  // numeric "auto" reads the value as a string, so -0 is "0" ("now", "today")
  const flat = Intl$relativeOf(s.tag, u, s.style, s.numeric === "auto", s.numeric === "auto" && x === 0 ? 0 : x)
  const parts = []
  const translit = s.tag.endsWith("-u-nu-" + s.nu) ? "latn" : s.nu
  for (let i = 0; i < flat.length; i += 2) {
    __arrayPush(parts, flat[i] === "literal" ? { type: "literal", value: flat[i + 1] }
      : { type: flat[i], value: Intl$nuText(flat[i + 1], translit), unit: u })
  }
  return parts
}

__define(RelativeTimeFormat.prototype, "format", { format(value, unit) {
  const s = Intl$requireThis(this, Intl$rtf, "Intl.RelativeTimeFormat.prototype.format")
  if (s.tag !== undefined) {
    const parts = Intl$rtData(s, value, unit)
    let out = ""
    for (let i = 0; i < parts.length; i++) out += parts[i].value
    return out
  }
  const p = Intl$rtPattern(s, value, unit)
  return p[1] === undefined ? p[0] : p[0] + p[1] + p[2]
} }.format)

__define(RelativeTimeFormat.prototype, "formatToParts", { formatToParts(value, unit) {
  const s = Intl$requireThis(this, Intl$rtf, "Intl.RelativeTimeFormat.prototype.formatToParts")
  if (s.tag !== undefined) return Intl$rtData(s, value, unit)
  const p = Intl$rtPattern(s, value, unit)
  const parts = []
  if (p[0] !== "") __arrayPush(parts, { type: "literal", value: p[0] })
  if (p[1] !== undefined) {
    const num = Intl$numberParts(p[1], { notation: "standard", style: "decimal" })
    for (let i = 0; i < num.length; i++) __arrayPush(parts, { type: num[i].type, value: num[i].value, unit: p[3] })
  }
  if (p[2] !== "") __arrayPush(parts, { type: "literal", value: p[2] })
  return parts
} }.formatToParts)

__define(RelativeTimeFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$rtf, "Intl.RelativeTimeFormat.prototype.resolvedOptions")
  return { locale: s.locale, style: s.style, numeric: s.numeric, numberingSystem: s.nu }
} }.resolvedOptions)

// ---- shared helpers for the ECMA-402 constructors below ---------------------------------------

const Intl$ObjectProto = Object.prototype
const Intl$segBreaks = __hidden("segmentBreaks")

// ToString as the spec's abstract operation (a TypeError for symbols).
function Intl$toStr(v) {
  return typeof v === "string" ? v : `${v}`
}

// GetOptionsObject: undefined gives an empty record, anything but an object a TypeError.
function Intl$optionsObject(options) {
  if (options === undefined) return O$create(null)
  if (!isObject(options)) __throwType("Options must be an object")
  return options
}

// GetOption for a string option: Get, then ToString, then the allowed values (RangeError, whose
// message names `where`, V8's "Intl" unless given).
function Intl$getOption(o, key, allowed, fallback, where = "Intl") {
  const v = o[key]
  if (v === undefined) return fallback
  const s = Intl$toStr(v)
  if (allowed !== undefined) {
    for (let i = 0; i < allowed.length; i++) if (allowed[i] === s) return s
    __throwRange("Value " + s + " out of range for " + where + " options property " + key)
  }
  return s
}

// A constructor's own properties as ECMA-402 gives them: `length`, a fixed `prototype`, the tag.
function Intl$ctor(ctor, length, tag) {
  O$defineProperty(ctor, "length", { value: length, writable: false, enumerable: false, configurable: true })
  O$defineProperty(ctor, "prototype", { value: ctor.prototype, writable: false, enumerable: false, configurable: false })
  Intl$tag(ctor.prototype, tag)
}

function Intl$slot(o, slot, state) {
  O$defineProperty(o, slot, { value: state, writable: false, enumerable: false, configurable: false })
}

// ---- Segmenter -----------------------------------------------------------------------------

const Intl$seg = Intl$newSlot("Segmenter")
const Intl$segments = Intl$newSlot("Segments")
const Intl$segIter = Intl$newSlot("SegmentIterator")
const Intl$GRANULARITY = ["grapheme", "word", "sentence"]

function Segmenter(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.Segmenter requires 'new'")
  const locale = Intl$locale(locales, "segmenter")
  const o = Intl$optionsObject(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const granularity = Intl$getOption(o, "granularity", Intl$GRANULARITY, "grapheme")
  Intl$slot(this, Intl$seg, { locale, granularity, g: granularity === "word" ? 1 : granularity === "sentence" ? 2 : 0 })
}
Intl$ctor(Segmenter, 0, "Intl.Segmenter")

__define(Segmenter.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$seg, "Intl.Segmenter.prototype.resolvedOptions")
  return { locale: s.locale, granularity: s.granularity }
} }.resolvedOptions)

// %IntlSegmentsPrototype%: `segment` returns one of these over the string; its breaks are
// computed once, on first use, as [start0, wordLike0, start1, wordLike1, ...].
const Intl$SegmentsProto = {}
const Intl$SegmentIteratorProto = O$create(I$IteratorProto)
Intl$tag(Intl$SegmentIteratorProto, "Segmenter String Iterator")

function Intl$breaks(s) {
  if (s.breaks === undefined) s.breaks = Intl$segBreaks(s.string, s.segmenter.g)
  return s.breaks
}

// CreateSegmentDataObject for the k-th segment of the breaks `b`.
function Intl$segmentData(s, b, k) {
  const start = b[2 * k]
  const end = 2 * k + 2 < b.length ? b[2 * k + 2] : s.string.length
  const r = { segment: s.string.slice(start, end), index: start, input: s.string }
  if (s.segmenter.g === 1) r.isWordLike = b[2 * k + 1] === 1
  return r
}

// The index of the segment containing code unit n (0 <= n < length), by binary search.
function Intl$segmentAt(b, n) {
  let lo = 0
  let hi = b.length / 2 - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (b[2 * mid] <= n) lo = mid
    else hi = mid - 1
  }
  return lo
}

__define(Segmenter.prototype, "segment", { segment(string) {
  const seg = Intl$requireThis(this, Intl$seg, "Intl.Segmenter.prototype.segment")
  const str = Intl$toStr(string)
  const o = O$create(Intl$SegmentsProto)
  Intl$slot(o, Intl$segments, { segmenter: seg, string: str, breaks: undefined })
  return o
} }.segment)

__define(Intl$SegmentsProto, "containing", { containing(index) {
  const s = Intl$requireThis(this, Intl$segments, "%Segments.prototype%.containing")
  let n = +index
  n = n !== n ? 0 : Intl$trunc(n)
  if (n < 0 || n >= s.string.length) return undefined
  const b = Intl$breaks(s)
  return Intl$segmentData(s, b, Intl$segmentAt(b, n))
} }.containing)

__define(Intl$SegmentsProto, Symbol_iterator, { [Symbol_iterator]() {
  const s = Intl$requireThis(this, Intl$segments, "%Segments.prototype%[@@iterator]")
  const it = O$create(Intl$SegmentIteratorProto)
  Intl$slot(it, Intl$segIter, { segments: s, next: 0 })
  return it
} }[Symbol_iterator])

__define(Intl$SegmentIteratorProto, "next", { next() {
  const st = Intl$requireThis(this, Intl$segIter, "%SegmentIterator.prototype%.next")
  const s = st.segments
  if (st.next >= s.string.length) return { value: undefined, done: true }
  const b = Intl$breaks(s)
  const k = Intl$segmentAt(b, st.next)
  const r = Intl$segmentData(s, b, k)
  st.next = r.index + r.segment.length
  return { value: r, done: false }
} }.next)

// ---- DurationFormat ------------------------------------------------------------------------

const Intl$df = Intl$newSlot("DurationFormat")
const Intl$DUR_UNITS = ["years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"]
const Intl$DUR_FIELDS = ["days", "hours", "microseconds", "milliseconds", "minutes", "months", "nanoseconds", "seconds", "weeks", "years"]
const Intl$DATE_STYLES = ["long", "short", "narrow"]
const Intl$TIME_STYLES = ["long", "short", "narrow", "numeric", "2-digit"]
const Intl$SUBSEC_STYLES = ["long", "short", "narrow", "numeric"]
const Intl$NS_RE = /^[a-zA-Z0-9]{3,8}(-[a-zA-Z0-9]{3,8})*$/

// GetDurationUnitOptions with ValidateDurationUnitStyle (en: hours are not two-digit in digital).
function Intl$durationUnit(o, unit, base, prevStyle) {
  const k = Intl$indexOfUnit(unit)
  const styles = k < 4 ? Intl$DATE_STYLES : k < 7 ? Intl$TIME_STYLES : Intl$SUBSEC_STYLES
  let style = Intl$getOption(o, unit, styles, undefined)
  let displayDefault = "always"
  if (style === undefined) {
    if (base === "digital") {
      if (k < 4 || k > 6) displayDefault = "auto"
      style = k < 4 ? "short" : "numeric"
    } else if (prevStyle === "fractional" || prevStyle === "numeric" || prevStyle === "2-digit") {
      if (unit !== "minutes" && unit !== "seconds") displayDefault = "auto"
      style = "numeric"
    } else {
      displayDefault = "auto"
      style = base
    }
  }
  if (style === "numeric" && k > 6) {
    style = "fractional"
    displayDefault = "auto"
  }
  const display = Intl$getOption(o, unit + "Display", ["auto", "always"], displayDefault)
  if (display === "always" && style === "fractional") __throwRange("Display \"always\" is not allowed with a fractional " + unit + " style")
  if (prevStyle === "fractional" && style !== "fractional") __throwRange("Invalid style for " + unit + " after a fractional unit")
  if ((prevStyle === "numeric" || prevStyle === "2-digit") && style !== "fractional" && style !== "numeric" && style !== "2-digit") {
    __throwRange("Style " + style + " for " + unit + " cannot follow a numeric unit")
  }
  if ((unit === "minutes" || unit === "seconds") && (prevStyle === "numeric" || prevStyle === "2-digit")) style = "2-digit"
  return [style, display]
}

function Intl$indexOfUnit(unit) {
  for (let i = 0; i < 10; i++) if (Intl$DUR_UNITS[i] === unit) return i
  return -1
}

function DurationFormat(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.DurationFormat requires 'new'")
  const m = Intl$match(Intl$canonicalList(locales), "duration")
  let locale = m[0]
  const o = Intl$optionsObject(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const ns = Intl$getOption(o, "numberingSystem", undefined, undefined)
  if (ns !== undefined && !Intl$NS_RE.test(ns)) __throwRange("Invalid numberingSystem : " + ns)
  let nu = "latn"
  let sep = ":"
  if (Intl$DATA) {
    const additions = []
    nu = Intl$extensionKey(m[1], "nu", Intl$nuKnown, Intl$numberingSystemOf(m[0]), ns, additions)
    if (additions[0] !== "") locale += "-u" + additions[0]
    sep = Intl$unitOf(2, m[0])
  }
  const style = Intl$getOption(o, "style", ["long", "short", "narrow", "digital"], "short")
  const st = { locale, style, units: [], fractionalDigits: undefined, nu, sep }
  let prev = ""
  for (let i = 0; i < 10; i++) {
    const u = Intl$durationUnit(o, Intl$DUR_UNITS[i], style, prev)
    __arrayPush(st.units, u)
    prev = u[0]
  }
  const fd = o.fractionalDigits
  if (fd !== undefined) {
    const n = +fd
    if (n !== n || n < 0 || n > 9) __throwRange("fractionalDigits value is out of range.")
    st.fractionalDigits = Intl$floor(n)
  }
  Intl$slot(this, Intl$df, st)
}
Intl$ctor(DurationFormat, 0, "Intl.DurationFormat")

__define(DurationFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$df, "Intl.DurationFormat.prototype.resolvedOptions")
  const r = { locale: s.locale, numberingSystem: s.nu, style: s.style }
  for (let i = 0; i < 10; i++) {
    const u = s.units[i]
    r[Intl$DUR_UNITS[i]] = u[0] === "fractional" ? "numeric" : u[0]
    r[Intl$DUR_UNITS[i] + "Display"] = u[1]
  }
  if (s.fractionalDigits !== undefined) r.fractionalDigits = s.fractionalDigits
  return r
} }.resolvedOptions)

// ToDurationRecord and IsValidDuration: integral numbers of one sign, within the spec's limits.
function Intl$durationRecord(d) {
  if (typeof d === "string" || T$kind(d) === T$DURATION) {
    // A Temporal.Duration's own slots (not its getters), or a duration string parsed as one.
    const dur = typeof d === "string" ? T$op("parse", T$DURATION, d) : d
    const t = { __proto__: null }
    for (let i = 0; i < 10; i++) t[Intl$DUR_FIELDS[i]] = T$get(dur, Intl$DUR_FIELDS[i])
    t.sign = T$get(dur, "sign")
    return t
  }
  if (!isObject(d)) __throwType("Invalid duration: expected an object")
  const r = { __proto__: null }
  let any = false
  for (let i = 0; i < 10; i++) {
    const k = Intl$DUR_FIELDS[i]
    const v = d[k]
    if (v === undefined) {
      r[k] = 0
      continue
    }
    any = true
    const n = +v
    if (!Intl$isFinite(n) || Intl$trunc(n) !== n) __throwRange("Invalid duration value for " + k + ": must be an integer")
    r[k] = n === 0 ? 0 : n
  }
  if (!any) __throwType("Invalid duration: no duration fields")
  let sign = 0
  for (let i = 0; i < 10; i++) {
    const v = r[Intl$DUR_UNITS[i]]
    const sg = v < 0 ? -1 : v > 0 ? 1 : 0
    if (sg !== 0) {
      if (sign !== 0 && sg !== sign) __throwRange("Invalid duration: mixed signs")
      sign = sg
    }
  }
  if (Intl$abs(r.years) >= 4294967296 || Intl$abs(r.months) >= 4294967296 || Intl$abs(r.weeks) >= 4294967296) __throwRange("Invalid duration: years, months or weeks out of range")
  // The time units as nanoseconds must stay below 2^53 seconds (exactly, with BigInt).
  const B = BigInt
  const ns = B(r.days) * 86400000000000n + B(r.hours) * 3600000000000n + B(r.minutes) * 60000000000n + B(r.seconds) * 1000000000n +
    B(r.milliseconds) * 1000000n + B(r.microseconds) * 1000n + B(r.nanoseconds)
  const lim = 9007199254740992000000000n
  if (ns >= lim || ns <= -lim) __throwRange("Invalid duration: time units out of range")
  r.sign = sign
  return r
}

// The seconds (exponent 9), milliseconds (6) or microseconds (3) with the smaller units as an
// exact decimal string.
function Intl$durationFraction(r, exponent) {
  const B = BigInt
  let ns = B(r.nanoseconds)
  if (exponent >= 3) ns += B(r.microseconds) * 1000n
  if (exponent >= 6) ns += B(r.milliseconds) * 1000000n
  if (exponent >= 9) ns += B(r.seconds) * 1000000000n
  const e = 10n ** B(exponent)
  const q = ns / e
  let f = ns % e
  if (f < 0n) f = -f
  let fs = Intl$String(f)
  while (fs.length < exponent) fs = "0" + fs
  const neg = ns < 0n && q === 0n ? "-" : ""
  return neg + Intl$String(q) + "." + fs
}

// Truncates a decimal string to `digits` fraction digits (roundingMode "trunc").
function Intl$truncDecimal(v, digits) {
  const k = v.indexOf(".")
  if (k < 0) return v
  return digits === 0 ? v.slice(0, k) : v.slice(0, k + 1 + digits)
}

// PartitionDurationFormatPattern: a list of groups (arrays of parts with a `unit`), joined by the
// caller as a unit list. With CLDR data each number is formatted by a NumberFormat of the
// locale in the numbering system (unit names per locale where ICU4X has them, which it has
// for every duration unit), and numeric units are joined by the locale's time separator (":",
// "." in Finnish); without, by an en NumberFormat and ":".
function Intl$durationGroups(s, r) {
  const groups = []
  let needSeparator = false
  let signShown = false
  for (let i = 0; i < 10; i++) {
    const unit = Intl$DUR_UNITS[i]
    let value = r[unit]
    const style = s.units[i][0]
    const display = s.units[i][1]
    const nfOpts = { __proto__: null }
    let done = false
    let fractionZero = false
    if (i >= 6 && i <= 8 && s.units[i + 1][0] === "fractional") {
      value = Intl$durationFraction(r, 9 - (i - 6) * 3)
      fractionZero = Intl$Number(value) === 0
      const fd = s.fractionalDigits
      if (fd !== undefined) value = Intl$truncDecimal(value, fd)
      nfOpts.maximumFractionDigits = fd === undefined ? 9 : fd
      nfOpts.minimumFractionDigits = fd === undefined ? 0 : fd
      done = true
    }
    let displayRequired = false
    if (unit === "minutes" && needSeparator) {
      displayRequired = s.units[6][1] === "always" || r.seconds !== 0 || r.milliseconds !== 0 || r.microseconds !== 0 || r.nanoseconds !== 0
    }
    const isZero = typeof value === "string" ? fractionZero : value === 0
    if (!isZero || display !== "auto" || displayRequired) {
      if (!signShown) {
        signShown = true
        if (isZero && r.sign < 0) value = typeof value === "string" ? (value[0] === "-" ? value : "-" + value) : -0
      } else {
        nfOpts.signDisplay = "never"
      }
      if (style === "2-digit") nfOpts.minimumIntegerDigits = 2
      const numeric = style === "numeric" || style === "2-digit"
      const singular = unit.slice(0, -1)
      if (!numeric) {
        nfOpts.style = "unit"
        nfOpts.unit = singular
        nfOpts.unitDisplay = style
      } else {
        nfOpts.useGrouping = false
      }
      if (Intl$DATA) nfOpts.numberingSystem = s.nu
      const nf = new NumberFormat(Intl$DATA ? s.locale : "en", nfOpts)
      let list
      if (!needSeparator) list = []
      else {
        list = groups[groups.length - 1]
        __arrayPush(list, { type: "literal", value: s.sep })
      }
      const parts = __call(NumberFormat.prototype.formatToParts, nf, [value])
      for (let j = 0; j < parts.length; j++) __arrayPush(list, { type: parts[j].type, value: parts[j].value, unit: singular })
      if (!needSeparator) {
        if (numeric) needSeparator = true
        __arrayPush(groups, list)
      }
    }
    if (done) break
  }
  return groups
}

// The groups joined as a unit list of the locale (digital uses the short list; en's without
// CLDR data), as parts.
function Intl$durationParts(s, groups) {
  const out = []
  if (Intl$DATA) {
    const texts = []
    for (let i = 0; i < groups.length; i++) __arrayPush(texts, Intl$partsText(groups[i]))
    const flat = Intl$listOf(s.locale, "unit", s.style === "digital" ? "short" : s.style, texts)
    let k = 0
    for (let i = 0; i < flat.length; i += 2) {
      if (!flat[i]) __arrayPush(out, { type: "literal", value: flat[i + 1] })
      else {
        const g = groups[k++]
        for (let j = 0; j < g.length; j++) __arrayPush(out, g[j])
      }
    }
    return out
  }
  const sep = s.style === "narrow" ? " " : ", "
  for (let i = 0; i < groups.length; i++) {
    if (i > 0) __arrayPush(out, { type: "literal", value: sep })
    const g = groups[i]
    for (let j = 0; j < g.length; j++) __arrayPush(out, g[j])
  }
  return out
}

__define(DurationFormat.prototype, "format", { format(duration) {
  const s = Intl$requireThis(this, Intl$df, "Intl.DurationFormat.prototype.format")
  const parts = Intl$durationParts(s, Intl$durationGroups(s, Intl$durationRecord(duration)))
  let out = ""
  for (let i = 0; i < parts.length; i++) out += parts[i].value
  return out
} }.format)

__define(DurationFormat.prototype, "formatToParts", { formatToParts(duration) {
  const s = Intl$requireThis(this, Intl$df, "Intl.DurationFormat.prototype.formatToParts")
  return Intl$durationParts(s, Intl$durationGroups(s, Intl$durationRecord(duration)))
} }.formatToParts)

// ---- Locale --------------------------------------------------------------------------------

// Likely subtags (CLDR likelySubtags, a small part): language -> language-Script-REGION, and a few
// script- or region-specific rows. "und" maximizes to en-Latn-US.
const Intl$LIKELY = { __proto__: null,
  und: "en-Latn-US", en: "en-Latn-US", fr: "fr-Latn-FR", de: "de-Latn-DE", es: "es-Latn-ES", it: "it-Latn-IT",
  pt: "pt-Latn-BR", ja: "ja-Jpan-JP", zh: "zh-Hans-CN", ko: "ko-Kore-KR", ru: "ru-Cyrl-RU", ar: "ar-Arab-EG",
  hi: "hi-Deva-IN", ro: "ro-Latn-RO", "und-Thai": "th-Thai-TH", jbo: "jbo-Latn-001", "und-AT": "de-Latn-AT", "und-CH": "de-Latn-CH", "en-Shaw": "en-Shaw-GB", nl: "nl-Latn-NL", sv: "sv-Latn-SE", pl: "pl-Latn-PL", tr: "tr-Latn-TR", he: "he-Hebr-IL",
  el: "el-Grek-GR", uk: "uk-Cyrl-UA", vi: "vi-Latn-VN", th: "th-Thai-TH", id: "id-Latn-ID", sr: "sr-Cyrl-RS",
  da: "da-Latn-DK", fi: "fi-Latn-FI", nb: "nb-Latn-NO", cs: "cs-Latn-CZ", fa: "fa-Arab-IR", bn: "bn-Beng-BD",
  "zh-TW": "zh-Hant-TW", "zh-HK": "zh-Hant-HK", "zh-MO": "zh-Hant-MO", "zh-Hant": "zh-Hant-TW",
  "sr-ME": "sr-Latn-ME", "pt-PT": "pt-Latn-PT", "und-Latn": "en-Latn-US", "und-Hans": "zh-Hans-CN",
  "und-Hant": "zh-Hant-TW", "und-Cyrl": "ru-Cyrl-RU", "und-Arab": "ar-Arab-EG", "und-Jpan": "ja-Jpan-JP",
  "und-Kore": "ko-Kore-KR", "und-Deva": "hi-Deva-IN", "und-419": "es-Latn-419", "und-150": "en-Latn-150",
  "es-419": "es-Latn-419", "en-150": "en-Latn-150" }

// A likely-subtags row for (language, script, region), trying L-S-R, L-R, L-S, L as UTS 35 does;
// for "und" with a region, the first language whose likely region it is.
function Intl$likelyRow(l, sc, rg) {
  const tries = []
  if (sc !== undefined && rg !== undefined) __arrayPush(tries, l + "-" + sc + "-" + rg)
  if (rg !== undefined) __arrayPush(tries, l + "-" + rg)
  if (sc !== undefined) __arrayPush(tries, l + "-" + sc)
  for (let i = 0; i < tries.length; i++) if (Intl$LIKELY[tries[i]] !== undefined) return Intl$LIKELY[tries[i]]
  if (l === "und" && rg !== undefined) {
    for (const k in Intl$LIKELY) {
      const v = Intl$LIKELY[k]
      if (v.endsWith("-" + rg) && k.indexOf("-") < 0) return v
    }
  }
  return Intl$LIKELY[l]
}

// The likely-subtags answer of CLDR's data (intlLikely) on a parsed tag: a new record with the
// language, script and region it gives, variants and extensions kept; undefined when ICU4X
// cannot read the identifier.
function Intl$likelyData(t, minimize) {
  const id = Intl$likely(minimize, t.language + (t.script !== undefined ? "-" + t.script : "") + (t.region !== undefined ? "-" + t.region : ""))
  if (id === undefined) return undefined
  const p = id.split("-")
  const r = { language: p[0], script: undefined, region: undefined, variants: t.variants, exts: t.exts, pu: t.pu }
  for (let i = 1; i < p.length; i++) {
    if (p[i].length === 4) r.script = p[i]
    else r.region = p[i]
  }
  return r
}

// AddLikelySubtags on a parsed tag (a new record; variants and extensions kept): CLDR's data, or
// without it the small table above (ICU4X leaves "und" alone where it has no row for the script
// or region, as for "und" itself and "und-150": the table's rows answer those).
function Intl$maximize(t) {
  if (Intl$DATA) {
    const r = Intl$likelyData(t, false)
    if (r !== undefined && r.language !== "und") return r
  }
  const row = Intl$likelyRow(t.language, t.script, t.region)
  const r = { language: t.language, script: t.script, region: t.region, variants: t.variants, exts: t.exts, pu: t.pu }
  if (row === undefined) return r
  const p = row.split("-")
  if (r.language === "und") r.language = p[0]
  if (r.script === undefined) r.script = p[1]
  if (r.region === undefined) r.region = p[2]
  return r
}

// RemoveLikelySubtags: the shortest of L, L-R, L-S that maximizes to the same.
function Intl$minimize(t) {
  if (Intl$DATA) {
    const r = Intl$likelyData(Intl$maximize(t), true)
    if (r !== undefined) return r
  }
  const max = Intl$maximize(t)
  const key = (x) => x.language + "-" + x.script + "-" + x.region
  const want = key(max)
  const trials = [[undefined, undefined], [undefined, max.region], [max.script, undefined]]
  for (let i = 0; i < trials.length; i++) {
    const c = { language: max.language, script: trials[i][0], region: trials[i][1], variants: t.variants, exts: t.exts, pu: t.pu }
    if (key(Intl$maximize(c)) === want) return c
  }
  return { language: max.language, script: max.script, region: max.region, variants: t.variants, exts: t.exts, pu: t.pu }
}

const Intl$TYPE_RE = /^[a-zA-Z0-9]{3,8}(-[a-zA-Z0-9]{3,8})*$/

// The value of -u- keyword `key` of a parsed tag ("" for a keyword without value), or undefined.
function Intl$keyword(t, key) {
  for (let i = 0; i < t.exts.length; i++) {
    const e = t.exts[i]
    if (e.singleton !== "u") continue
    for (let j = 0; j < e.keywords.length; j++) if (e.keywords[j][0] === key) return e.keywords[j][1]
  }
  return undefined
}

function Intl$setKeyword(t, key, value) {
  let u
  for (let i = 0; i < t.exts.length; i++) if (t.exts[i].singleton === "u") u = t.exts[i]
  if (u === undefined) {
    u = { singleton: "u", attributes: [], keywords: [] }
    __arrayPush(t.exts, u)
  }
  for (let j = 0; j < u.keywords.length; j++) {
    if (u.keywords[j][0] === key) {
      u.keywords[j][1] = value
      return
    }
  }
  __arrayPush(u.keywords, [key, value])
}

function Locale(tag, options) {
  if (new.target === undefined) __throwType("Constructor Intl.Locale requires 'new'")
  if (typeof tag !== "string" && !isObject(tag)) __throwType("First argument to Intl.Locale constructor can't be empty or missing")
  const text = Intl$isLocale(tag) ? Intl$localeTag(tag) : Intl$toStr(tag)
  const o = Intl$options(options)
  const t = Intl$parseTag(text)
  if (t === undefined) __throwRange("Incorrect locale information provided")
  // UpdateLanguageId
  const language = Intl$getOption(o, "language", undefined, undefined)
  if (language !== undefined && !Intl$isLanguage(language)) __throwRange("Incorrect locale information provided")
  const script = Intl$getOption(o, "script", undefined, undefined)
  if (script !== undefined && !Intl$isScript(script)) __throwRange("Incorrect locale information provided")
  const region = Intl$getOption(o, "region", undefined, undefined)
  if (region !== undefined && !Intl$isRegion(region)) __throwRange("Incorrect locale information provided")
  const variants = Intl$getOption(o, "variants", undefined, undefined)
  let vlist
  if (variants !== undefined) {
    vlist = variants === "" ? [""] : variants.split("-")
    for (let i = 0; i < vlist.length; i++) {
      if (!Intl$isVariant(vlist[i])) __throwRange("Incorrect locale information provided")
      vlist[i] = vlist[i].toLowerCase()
      for (let j = 0; j < i; j++) if (vlist[j] === vlist[i]) __throwRange("Incorrect locale information provided")
    }
  }
  if (language !== undefined) t.language = language.toLowerCase()
  if (script !== undefined) t.script = Intl$title(script)
  if (region !== undefined) t.region = region.toUpperCase()
  if (vlist !== undefined) t.variants = vlist
  // The Unicode extension keywords the options set.
  const kw = []
  const calendar = Intl$getOption(o, "calendar", undefined, undefined)
  if (calendar !== undefined && !Intl$TYPE_RE.test(calendar)) __throwRange("Incorrect locale information provided")
  if (calendar !== undefined) __arrayPush(kw, ["ca", calendar])
  const collation = Intl$getOption(o, "collation", undefined, undefined)
  if (collation !== undefined && !Intl$TYPE_RE.test(collation)) __throwRange("Incorrect locale information provided")
  if (collation !== undefined) __arrayPush(kw, ["co", collation])
  let fw = Intl$getOption(o, "firstDayOfWeek", undefined, undefined)
  if (fw !== undefined) {
    const days = ["sun", "mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    if (fw.length === 1 && fw >= "0" && fw <= "7") fw = days[+fw]
    if (!Intl$TYPE_RE.test(fw)) __throwRange("Incorrect locale information provided")
    __arrayPush(kw, ["fw", fw])
  }
  const hc = Intl$getOption(o, "hourCycle", ["h11", "h12", "h23", "h24"], undefined)
  if (hc !== undefined) __arrayPush(kw, ["hc", hc])
  const kf = Intl$getOption(o, "caseFirst", ["upper", "lower", "false"], undefined)
  if (kf !== undefined) __arrayPush(kw, ["kf", kf])
  const kn = o.numeric
  if (kn !== undefined) __arrayPush(kw, ["kn", Intl$String(!!kn)])
  const nu = Intl$getOption(o, "numberingSystem", undefined, undefined)
  if (nu !== undefined && !Intl$TYPE_RE.test(nu)) __throwRange("Incorrect locale information provided")
  if (nu !== undefined) __arrayPush(kw, ["nu", nu])
  for (let i = 0; i < kw.length; i++) Intl$setKeyword(t, kw[i][0], kw[i][1].toLowerCase())
  Intl$slot(this, Intl$loc, { tag: Intl$dataCanonical(Intl$canonicalize(t)) })
}
Intl$ctor(Locale, 1, "Intl.Locale")

function Intl$locThis(v, name) {
  return Intl$requireThis(v, Intl$loc, name).tag
}

function Intl$newLocale(t) {
  const o = O$create(Locale.prototype)
  Intl$slot(o, Intl$loc, { tag: t })
  return o
}

__define(Locale.prototype, "maximize", { maximize() {
  return Intl$newLocale(Intl$maximize(Intl$locThis(this, "Intl.Locale.prototype.maximize")))
} }.maximize)
__define(Locale.prototype, "minimize", { minimize() {
  return Intl$newLocale(Intl$minimize(Intl$locThis(this, "Intl.Locale.prototype.minimize")))
} }.minimize)
__define(Locale.prototype, "toString", { toString() {
  return Intl$tagString(Intl$locThis(this, "Intl.Locale.prototype.toString"))
} }.toString)

// Intl Locale Info (stage 3). With `intl-data` the week (CLDR's weekData) comes from ICU4X;
// CLDR's calendarPreferenceData and timeData, which ICU4X does not carry (it knows each
// region's first calendar only, and formats hours by the language's patterns), are the tables
// below. Without the data the week falls back to a list of the regions that start on Sunday;
// one numbering system, UTC, right-to-left scripts.
const Intl$RTL_SCRIPTS = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]
const Intl$SUNDAY_FIRST = ["US", "CA", "MX", "BR", "JP", "KR", "IL", "IN", "PH", "ZA", "SA", "AU", "HK", "TW", "CN", "AR", "CO", "PE", "VE"]
// CLDR timeData: the regions whose preferred clock is 12-hour (every other region, 001
// included, prefers 23-hour), and the language-region rows that differ from their region.
const Intl$H12 = [
  "AE", "AG", "AL", "AR", "AS", "AU", "BB", "BD", "BH", "BM", "BN", "BO", "BS", "BT", "CA", "CL",
  "CO", "CR", "CU", "CY", "DJ", "DM", "DO", "DZ", "EC", "EG", "EH", "ER", "ET", "FJ", "FM", "GD",
  "GH", "GM", "GR", "GT", "GU", "GY", "HK", "HN", "IN", "IQ", "JM", "JO", "KH", "KI", "KN", "KP",
  "KR", "KW", "KY", "LB", "LC", "LR", "LS", "LY", "MH", "MO", "MP", "MR", "MW", "MX", "MY", "NA",
  "NI", "NZ", "OM", "PA", "PE", "PG", "PH", "PK", "PR", "PS", "PW", "PY", "QA", "SA", "SB", "SD",
  "SG", "SL", "SO", "SS", "SV", "SY", "SZ", "TC", "TD", "TN", "TO", "TT", "TW", "UM", "US", "UY",
  "VC", "VE", "VG", "VI", "VU", "WS", "YE", "ZM"
]
const Intl$HOUR_CYCLE_ROWS = { __proto__: null, "en-001": "h12", "ar-001": "h12", "fr-CA": "h23", "ku-SY": "h23" }
// CLDR calendarPreferenceData: regions and their calendars in order of preference; every
// other region has ["gregory"].
const Intl$CALENDAR_PREFS = [
  [["AE", "BH", "KW", "QA"], ["gregory", "islamic-umalqura", "islamic", "islamic-civil", "islamic-tbla"]],
  [["AF", "IR"], ["persian", "gregory", "islamic", "islamic-civil", "islamic-tbla"]],
  [["AL", "AZ", "MV", "TJ", "TM", "TR", "UZ", "XK"], ["gregory", "islamic-civil", "islamic-tbla"]],
  [["BD", "DJ", "DZ", "EH", "ER", "ID", "IQ", "JO", "KM", "LB", "LY", "MA", "MR", "MY", "NE", "OM", "PK", "PS", "SD", "SY", "TD", "TN", "YE"], ["gregory", "islamic", "islamic-civil", "islamic-tbla"]],
  [["CN", "CX", "HK", "MO", "SG"], ["gregory", "chinese"]],
  [["EG"], ["gregory", "coptic", "islamic", "islamic-civil", "islamic-tbla"]],
  [["ET"], ["gregory", "ethiopic"]],
  [["IL"], ["gregory", "hebrew", "islamic", "islamic-civil", "islamic-tbla"]],
  [["IN"], ["gregory", "indian"]],
  [["JP"], ["gregory", "japanese"]],
  [["KR"], ["gregory", "dangi"]],
  [["SA"], ["gregory", "islamic-umalqura", "islamic", "islamic-rgsa"]],
  [["TH"], ["buddhist", "gregory"]],
  [["TW"], ["gregory", "roc", "chinese"]],
]

// RegionPreference: the -u-rg- override, the region subtag, the -u-sd- subdivision's region,
// the likely region, else "001".
function Intl$infoRegion(t) {
  const rg = Intl$keyword(t, "rg")
  if (rg !== undefined && rg.length >= 2) return rg.slice(0, 2).toUpperCase()
  if (t.region !== undefined) return t.region
  const sd = Intl$keyword(t, "sd")
  if (sd !== undefined && sd.length >= 2) return sd.slice(0, 2).toUpperCase()
  const r = Intl$maximize(t).region
  return r === undefined ? "001" : r
}

function Intl$infoMethod(name, f) {
  const holder = { [name]() { return f(Intl$locThis(this, "Intl.Locale.prototype." + name)) } }
  __define(Locale.prototype, name, holder[name])
}

Intl$infoMethod("getCalendars", (t) => {
  const ca = Intl$keyword(t, "ca")
  if (ca !== undefined && ca !== "") return [ca]
  const region = Intl$infoRegion(t)
  for (let i = 0; i < Intl$CALENDAR_PREFS.length; i++) {
    const row = Intl$CALENDAR_PREFS[i]
    if (!Intl$has(row[0], region)) continue
    const out = []
    for (let j = 0; j < row[1].length; j++) __arrayPush(out, row[1][j])
    return out
  }
  return ["gregory"]
})
Intl$infoMethod("getCollations", (t) => {
  const co = Intl$keyword(t, "co")
  if (co !== undefined && co !== "") return [co]
  return Intl$DATA ? Intl$collation(3, Intl$languageIdString(t)) : []
})
Intl$infoMethod("getHourCycles", (t) => {
  const hc = Intl$keyword(t, "hc")
  if (hc !== undefined && hc !== "") return [hc]
  const region = Intl$infoRegion(t)
  const row = Intl$HOUR_CYCLE_ROWS[t.language + "-" + region]
  if (row !== undefined) return [row]
  return [Intl$has(Intl$H12, region) ? "h12" : "h23"]
})
Intl$infoMethod("getNumberingSystems", (t) => {
  const nu = Intl$keyword(t, "nu")
  return [nu !== undefined && nu !== "" ? nu : "latn"]
})
Intl$infoMethod("getTimeZones", (t) => (t.region === undefined ? undefined : ["UTC"]))
Intl$infoMethod("getTextInfo", (t) => {
  const sc = t.script !== undefined ? t.script : Intl$maximize(t).script
  return { direction: Intl$has(Intl$RTL_SCRIPTS, sc) ? "rtl" : "ltr" }
})
Intl$infoMethod("getWeekInfo", (t) => {
  const fw = Intl$keyword(t, "fw")
  const days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
  const region = Intl$infoRegion(t)
  let first = Intl$has(Intl$SUNDAY_FIRST, region) ? 7 : 1
  let weekend = [6, 7]
  const week = Intl$DATA ? Intl$dtfInfo(4, region) : undefined
  if (week !== undefined) {
    first = +week[0]
    weekend = []
    for (let i = 1; i < week.length; i++) __arrayPush(weekend, +week[i])
  }
  for (let i = 0; i < 7; i++) if (days[i] === fw) first = i + 1
  return { firstDay: first, weekend }
})

Intl$getter(Locale.prototype, "baseName", { get baseName() {
  return Intl$languageIdString(Intl$locThis(this, "get Intl.Locale.prototype.baseName"))
} })
Intl$getter(Locale.prototype, "calendar", { get calendar() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.calendar"), "ca")
} })
Intl$getter(Locale.prototype, "caseFirst", { get caseFirst() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.caseFirst"), "kf")
} })
Intl$getter(Locale.prototype, "collation", { get collation() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.collation"), "co")
} })
Intl$getter(Locale.prototype, "firstDayOfWeek", { get firstDayOfWeek() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.firstDayOfWeek"), "fw")
} })
Intl$getter(Locale.prototype, "hourCycle", { get hourCycle() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.hourCycle"), "hc")
} })
Intl$getter(Locale.prototype, "numeric", { get numeric() {
  const v = Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.numeric"), "kn")
  return v === "" || v === "true"
} })
Intl$getter(Locale.prototype, "numberingSystem", { get numberingSystem() {
  return Intl$keyword(Intl$locThis(this, "get Intl.Locale.prototype.numberingSystem"), "nu")
} })
Intl$getter(Locale.prototype, "language", { get language() {
  return Intl$locThis(this, "get Intl.Locale.prototype.language").language
} })
Intl$getter(Locale.prototype, "script", { get script() {
  return Intl$locThis(this, "get Intl.Locale.prototype.script").script
} })
Intl$getter(Locale.prototype, "region", { get region() {
  return Intl$locThis(this, "get Intl.Locale.prototype.region").region
} })
Intl$getter(Locale.prototype, "variants", { get variants() {
  const v = Intl$locThis(this, "get Intl.Locale.prototype.variants").variants
  return v.length === 0 ? undefined : Intl$join(v, 0, v.length)
} })

// ---- DisplayNames --------------------------------------------------------------------------
// CLDR's English display names (en whatever the locale, as the other constructors): languages,
// regions, scripts, currencies, calendars and date-time fields. A code without an English name
// here falls back to the code (fallback "code") or undefined (fallback "none").

const Intl$dn = Symbol("DisplayNames")
function Intl$table(text) {
  const t = { __proto__: null }
  const rows = text.split("|")
  for (let i = 0; i < rows.length; i++) {
    const k = rows[i].indexOf(":")
    t[rows[i].slice(0, k)] = rows[i].slice(k + 1)
  }
  return t
}
const Intl$DN_LANGUAGES = Intl$table("af:Afrikaans|am:Amharic|ar:Arabic|as:Assamese|az:Azerbaijani|be:Belarusian|" +
  "bg:Bulgarian|bn:Bangla|bo:Tibetan|br:Breton|bs:Bosnian|ca:Catalan|ceb:Cebuano|chr:Cherokee|cs:Czech|cy:Welsh|" +
  "da:Danish|de:German|dv:Divehi|dz:Dzongkha|el:Greek|en:English|eo:Esperanto|es:Spanish|et:Estonian|eu:Basque|" +
  "fa:Persian|ff:Fula|fi:Finnish|fil:Filipino|fo:Faroese|fr:French|fy:Western Frisian|ga:Irish|gd:Scottish Gaelic|" +
  "gl:Galician|gu:Gujarati|ha:Hausa|haw:Hawaiian|he:Hebrew|hi:Hindi|hr:Croatian|ht:Haitian Creole|hu:Hungarian|" +
  "hy:Armenian|ia:Interlingua|id:Indonesian|ig:Igbo|is:Icelandic|it:Italian|ja:Japanese|jv:Javanese|ka:Georgian|" +
  "kk:Kazakh|km:Khmer|kn:Kannada|ko:Korean|ku:Kurdish|ky:Kyrgyz|la:Latin|lb:Luxembourgish|lo:Lao|lt:Lithuanian|" +
  "lv:Latvian|mg:Malagasy|mi:Māori|mk:Macedonian|ml:Malayalam|mn:Mongolian|mr:Marathi|ms:Malay|mt:Maltese|my:Burmese|" +
  "nb:Norwegian Bokmål|ne:Nepali|nl:Dutch|nn:Norwegian Nynorsk|no:Norwegian|ny:Nyanja|oc:Occitan|or:Odia|pa:Punjabi|" +
  "pl:Polish|ps:Pashto|pt:Portuguese|qu:Quechua|rm:Romansh|ro:Romanian|ru:Russian|rw:Kinyarwanda|sa:Sanskrit|" +
  "sd:Sindhi|si:Sinhala|sk:Slovak|sl:Slovenian|sm:Samoan|sn:Shona|so:Somali|sq:Albanian|sr:Serbian|st:Southern Sotho|" +
  "su:Sundanese|sv:Swedish|sw:Swahili|ta:Tamil|te:Telugu|tg:Tajik|th:Thai|ti:Tigrinya|tk:Turkmen|tl:Tagalog|" +
  "tr:Turkish|tt:Tatar|ug:Uyghur|uk:Ukrainian|ur:Urdu|uz:Uzbek|vi:Vietnamese|wo:Wolof|xh:Xhosa|yi:Yiddish|yo:Yoruba|" +
  "yue:Cantonese|zh:Chinese|zu:Zulu|und:Unknown language")
// Dialect names (languageDisplay "dialect"): [long, short].
const Intl$DN_DIALECTS = { __proto__: null, "ar-001": ["Modern Standard Arabic"], "de-AT": ["Austrian German"],
  "de-CH": ["Swiss High German"], "en-AU": ["Australian English"], "en-CA": ["Canadian English"],
  "en-GB": ["British English", "UK English"], "en-US": ["American English", "US English"], "es-419": ["Latin American Spanish"],
  "es-ES": ["European Spanish"], "es-MX": ["Mexican Spanish"], "fa-AF": ["Dari"], "fr-CA": ["Canadian French"],
  "fr-CH": ["Swiss French"], "nl-BE": ["Flemish"], "pt-BR": ["Brazilian Portuguese"], "pt-PT": ["European Portuguese"],
  "ro-MD": ["Moldavian"], "sw-CD": ["Congo Swahili"], "zh-Hans": ["Simplified Chinese"], "zh-Hant": ["Traditional Chinese"] }
const Intl$DN_REGIONS = Intl$table("001:world|002:Africa|003:North America|005:South America|009:Oceania|" +
  "011:Western Africa|013:Central America|014:Eastern Africa|015:Northern Africa|017:Middle Africa|018:Southern Africa|" +
  "019:Americas|021:Northern America|029:Caribbean|030:Eastern Asia|034:Southern Asia|035:Southeast Asia|" +
  "039:Southern Europe|053:Australasia|054:Melanesia|057:Micronesian Region|061:Polynesia|142:Asia|143:Central Asia|" +
  "145:Western Asia|150:Europe|151:Eastern Europe|154:Northern Europe|155:Western Europe|202:Sub-Saharan Africa|" +
  "419:Latin America|" +
  "AD:Andorra|AE:United Arab Emirates|AF:Afghanistan|AG:Antigua & Barbuda|AI:Anguilla|AL:Albania|AM:Armenia|AO:Angola|" +
  "AQ:Antarctica|AR:Argentina|AS:American Samoa|AT:Austria|AU:Australia|AW:Aruba|AX:Åland Islands|AZ:Azerbaijan|" +
  "BA:Bosnia & Herzegovina|BB:Barbados|BD:Bangladesh|BE:Belgium|BF:Burkina Faso|BG:Bulgaria|BH:Bahrain|BI:Burundi|" +
  "BJ:Benin|BL:St. Barthélemy|BM:Bermuda|BN:Brunei|BO:Bolivia|BQ:Caribbean Netherlands|BR:Brazil|BS:Bahamas|BT:Bhutan|" +
  "BV:Bouvet Island|BW:Botswana|BY:Belarus|BZ:Belize|CA:Canada|CC:Cocos (Keeling) Islands|CD:Congo - Kinshasa|" +
  "CF:Central African Republic|CG:Congo - Brazzaville|CH:Switzerland|CI:Côte d’Ivoire|CK:Cook Islands|CL:Chile|" +
  "CM:Cameroon|CN:China|CO:Colombia|CR:Costa Rica|CU:Cuba|CV:Cape Verde|CW:Curaçao|CX:Christmas Island|CY:Cyprus|" +
  "CZ:Czechia|DE:Germany|DJ:Djibouti|DK:Denmark|DM:Dominica|DO:Dominican Republic|DZ:Algeria|EC:Ecuador|EE:Estonia|" +
  "EG:Egypt|EH:Western Sahara|ER:Eritrea|ES:Spain|ET:Ethiopia|EU:European Union|FI:Finland|FJ:Fiji|FK:Falkland Islands|" +
  "FM:Micronesia|FO:Faroe Islands|FR:France|GA:Gabon|GB:United Kingdom|GD:Grenada|GE:Georgia|GF:French Guiana|" +
  "GG:Guernsey|GH:Ghana|GI:Gibraltar|GL:Greenland|GM:Gambia|GN:Guinea|GP:Guadeloupe|GQ:Equatorial Guinea|GR:Greece|" +
  "GS:South Georgia & South Sandwich Islands|GT:Guatemala|GU:Guam|GW:Guinea-Bissau|GY:Guyana|HK:Hong Kong SAR China|" +
  "HM:Heard & McDonald Islands|HN:Honduras|HR:Croatia|HT:Haiti|HU:Hungary|ID:Indonesia|IE:Ireland|IL:Israel|" +
  "IM:Isle of Man|IN:India|IO:British Indian Ocean Territory|IQ:Iraq|IR:Iran|IS:Iceland|IT:Italy|JE:Jersey|JM:Jamaica|" +
  "JO:Jordan|JP:Japan|KE:Kenya|KG:Kyrgyzstan|KH:Cambodia|KI:Kiribati|KM:Comoros|KN:St. Kitts & Nevis|KP:North Korea|" +
  "KR:South Korea|KW:Kuwait|KY:Cayman Islands|KZ:Kazakhstan|LA:Laos|LB:Lebanon|LC:St. Lucia|LI:Liechtenstein|" +
  "LK:Sri Lanka|LR:Liberia|LS:Lesotho|LT:Lithuania|LU:Luxembourg|LV:Latvia|LY:Libya|MA:Morocco|MC:Monaco|MD:Moldova|" +
  "ME:Montenegro|MF:St. Martin|MG:Madagascar|MH:Marshall Islands|MK:North Macedonia|ML:Mali|MM:Myanmar (Burma)|" +
  "MN:Mongolia|MO:Macao SAR China|MP:Northern Mariana Islands|MQ:Martinique|MR:Mauritania|MS:Montserrat|MT:Malta|" +
  "MU:Mauritius|MV:Maldives|MW:Malawi|MX:Mexico|MY:Malaysia|MZ:Mozambique|NA:Namibia|NC:New Caledonia|NE:Niger|" +
  "NF:Norfolk Island|NG:Nigeria|NI:Nicaragua|NL:Netherlands|NO:Norway|NP:Nepal|NR:Nauru|NU:Niue|NZ:New Zealand|OM:Oman|" +
  "PA:Panama|PE:Peru|PF:French Polynesia|PG:Papua New Guinea|PH:Philippines|PK:Pakistan|PL:Poland|" +
  "PM:St. Pierre & Miquelon|PN:Pitcairn Islands|PR:Puerto Rico|PS:Palestinian Territories|PT:Portugal|PW:Palau|" +
  "PY:Paraguay|QA:Qatar|RE:Réunion|RO:Romania|RS:Serbia|RU:Russia|RW:Rwanda|SA:Saudi Arabia|SB:Solomon Islands|" +
  "SC:Seychelles|SD:Sudan|SE:Sweden|SG:Singapore|SH:St. Helena|SI:Slovenia|SJ:Svalbard & Jan Mayen|SK:Slovakia|" +
  "SL:Sierra Leone|SM:San Marino|SN:Senegal|SO:Somalia|SR:Suriname|SS:South Sudan|ST:São Tomé & Príncipe|" +
  "SV:El Salvador|SX:Sint Maarten|SY:Syria|SZ:Eswatini|TC:Turks & Caicos Islands|TD:Chad|" +
  "TF:French Southern Territories|TG:Togo|TH:Thailand|TJ:Tajikistan|TK:Tokelau|TL:Timor-Leste|TM:Turkmenistan|" +
  "TN:Tunisia|TO:Tonga|TR:Türkiye|TT:Trinidad & Tobago|TV:Tuvalu|TW:Taiwan|TZ:Tanzania|UA:Ukraine|UG:Uganda|" +
  "UM:U.S. Outlying Islands|UN:United Nations|US:United States|UY:Uruguay|UZ:Uzbekistan|VA:Vatican City|" +
  "VC:St. Vincent & Grenadines|VE:Venezuela|VG:British Virgin Islands|VI:U.S. Virgin Islands|VN:Vietnam|VU:Vanuatu|" +
  "WF:Wallis & Futuna|WS:Samoa|XK:Kosovo|YE:Yemen|YT:Mayotte|ZA:South Africa|ZM:Zambia|ZW:Zimbabwe|ZZ:Unknown Region")
// Short region names (style "short"/"narrow") where CLDR has one.
const Intl$DN_REGIONS_SHORT = Intl$table("BA:Bosnia|GB:UK|HK:Hong Kong|MM:Myanmar|MO:Macao|PS:Palestine|UN:UN|US:US")
const Intl$DN_SCRIPTS = Intl$table("Adlm:Adlam|Arab:Arabic|Armn:Armenian|Beng:Bangla|Bopo:Bopomofo|Brai:Braille|" +
  "Cher:Cherokee|Copt:Coptic|Cyrl:Cyrillic|Deva:Devanagari|Ethi:Ethiopic|Geor:Georgian|Goth:Gothic|Grek:Greek|" +
  "Gujr:Gujarati|Guru:Gurmukhi|Hanb:Han with Bopomofo|Hang:Hangul|Hani:Han|Hans:Simplified Han|Hant:Traditional Han|" +
  "Hebr:Hebrew|Hira:Hiragana|Hrkt:Japanese syllabaries|Jamo:Jamo|Jpan:Japanese|Kana:Katakana|Khmr:Khmer|Knda:Kannada|" +
  "Kore:Korean|Laoo:Lao|Latn:Latin|Mlym:Malayalam|Mong:Mongolian|Mymr:Myanmar|Ogam:Ogham|Orya:Odia|Runr:Runic|" +
  "Sinh:Sinhala|Syrc:Syriac|Taml:Tamil|Telu:Telugu|Tfng:Tifinagh|Thaa:Thaana|Thai:Thai|Tibt:Tibetan|Vaii:Vai|" +
  "Yiii:Yi|Zmth:Mathematical Notation|Zsye:Emoji|Zsym:Symbols|Zxxx:Unwritten|Zyyy:Common|Zzzz:Unknown Script")
const Intl$DN_CURRENCIES = Intl$table("AED:United Arab Emirates Dirham|ARS:Argentine Peso|AUD:Australian Dollar|" +
  "BDT:Bangladeshi Taka|BGN:Bulgarian Lev|BRL:Brazilian Real|CAD:Canadian Dollar|CHF:Swiss Franc|CLP:Chilean Peso|" +
  "CNY:Chinese Yuan|COP:Colombian Peso|CZK:Czech Koruna|DKK:Danish Krone|EGP:Egyptian Pound|EUR:Euro|GBP:British Pound|" +
  "HKD:Hong Kong Dollar|HUF:Hungarian Forint|IDR:Indonesian Rupiah|ILS:Israeli New Shekel|INR:Indian Rupee|" +
  "ISK:Icelandic Króna|JPY:Japanese Yen|KES:Kenyan Shilling|KRW:South Korean Won|KWD:Kuwaiti Dinar|MAD:Moroccan Dirham|" +
  "MXN:Mexican Peso|MYR:Malaysian Ringgit|NGN:Nigerian Naira|NOK:Norwegian Krone|NZD:New Zealand Dollar|" +
  "PEN:Peruvian Sol|PHP:Philippine Peso|PKR:Pakistani Rupee|PLN:Polish Zloty|QAR:Qatari Riyal|RON:Romanian Leu|" +
  "RUB:Russian Ruble|SAR:Saudi Riyal|SEK:Swedish Krona|SGD:Singapore Dollar|THB:Thai Baht|TRY:Turkish Lira|" +
  "TWD:New Taiwan Dollar|UAH:Ukrainian Hryvnia|USD:US Dollar|VND:Vietnamese Dong|XAF:Central African CFA Franc|" +
  "XOF:West African CFA Franc|ZAR:South African Rand|XXX:Unknown Currency")
const Intl$DN_CALENDARS = Intl$table("buddhist:Buddhist Calendar|chinese:Chinese Calendar|coptic:Coptic Calendar|" +
  "dangi:Dangi Calendar|ethioaa:Ethiopic Amete Alem Calendar|ethiopic:Ethiopic Calendar|gregory:Gregorian Calendar|" +
  "hebrew:Hebrew Calendar|indian:Indian National Calendar|islamic:Hijri Calendar|islamic-civil:Hijri Calendar (tabular, civil epoch)|" +
  "islamic-tbla:Hijri Calendar (tabular, astronomical epoch)|islamic-umalqura:Hijri Calendar (Umm al-Qura)|iso8601:ISO-8601 Calendar|japanese:Japanese Calendar|" +
  "persian:Persian Calendar|roc:Minguo Calendar")
// Date-time field names: [long, short, narrow].
const Intl$DN_FIELDS = { __proto__: null, era: ["era", "era", "era"], year: ["year", "yr.", "yr"],
  quarter: ["quarter", "qtr.", "qtr"], month: ["month", "mo.", "mo"], weekOfYear: ["week", "wk.", "wk"],
  weekday: ["day of the week", "day of wk.", "day of wk."], day: ["day", "day", "day"], dayPeriod: ["AM/PM", "AM/PM", "AM/PM"],
  hour: ["hour", "hr.", "hr"], minute: ["minute", "min.", "min"], second: ["second", "sec.", "sec"],
  timeZoneName: ["time zone", "zone", "zone"] }

function DisplayNames(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.DisplayNames requires 'new'")
  const list = Intl$canonicalList(locales)
  const o = Intl$optionsObject(options)
  Intl$getOption(o, "localeMatcher", ["lookup", "best fit"], "best fit")
  const style = Intl$getOption(o, "style", ["narrow", "short", "long"], "long")
  const type = Intl$getOption(o, "type", ["language", "region", "script", "currency", "calendar", "dateTimeField"], undefined)
  if (type === undefined) __throwType("Required option 'type' is missing for Intl.DisplayNames")
  const fallback = Intl$getOption(o, "fallback", ["code", "none"], "code")
  const languageDisplay = Intl$getOption(o, "languageDisplay", ["dialect", "standard"], "dialect")
  // Languages, regions, scripts and currencies have CLDR names per locale (with data);
  // calendars and date-time fields keep the English tables and en-US.
  const data = Intl$DATA && (type === "language" || type === "region" || type === "script" || type === "currency")
  const locale = Intl$match(list, data ? "names" : undefined)[0]
  O$defineProperty(this, Intl$dn, {
    value: { locale, style, type, fallback, languageDisplay, data },
    writable: false, enumerable: false, configurable: false,
  })
}
Intl$tag(DisplayNames.prototype, "Intl.DisplayNames")

function Intl$dnInvalid(type, code) {
  __throwRange("invalid_argument: Invalid " + type + " code: " + code)
}

// CanonicalCodeForDisplayNames.
function Intl$dnCanonical(type, code) {
  if (type === "language") {
    const r = code.indexOf("_") < 0 ? Intl$parseTag(code) : undefined
    if (r === undefined || r.exts.length > 0 || r.pu !== undefined) Intl$dnInvalid(type, code)
    return Intl$tagString(r)
  }
  if (type === "region") {
    if (!((code.length === 2 && Intl$isAlpha(code, 2, 2)) || (code.length === 3 && Intl$isDigit(code, 3)))) Intl$dnInvalid(type, code)
    return code.toUpperCase()
  }
  if (type === "script") {
    if (code.length !== 4 || !Intl$isAlpha(code, 4, 4)) Intl$dnInvalid(type, code)
    return code[0].toUpperCase() + code.slice(1).toLowerCase()
  }
  if (type === "calendar") {
    const parts = code.split("-")
    for (let i = 0; i < parts.length; i++) if (!Intl$isAlnum(parts[i], 3, 8)) Intl$dnInvalid(type, code)
    const c = code.toLowerCase()
    return c === "gregorian" ? "gregory" : c === "islamicc" ? "islamic-civil" : c === "ethiopic-amete-alem" ? "ethioaa" : c
  }
  if (type === "dateTimeField") {
    if (Intl$DN_FIELDS[code] === undefined) Intl$dnInvalid(type, code)
    return code
  }
  if (code.length !== 3 || !Intl$isAlpha(code, 3, 3)) Intl$dnInvalid(type, code)
  return code.toUpperCase()
}

// The English name of a canonical language tag, or undefined when its language has none.
function Intl$dnLanguage(s, tag) {
  const r = Intl$parseTag(tag)
  const short = s.style !== "long"
  if (s.languageDisplay === "dialect") {
    const whole = Intl$DN_DIALECTS[tag]
    if (whole !== undefined) return short && whole.length > 1 ? whole[1] : whole[0]
  }
  let base = Intl$DN_LANGUAGES[r.language]
  if (base === undefined) return undefined
  const quals = []
  let script = r.script
  let region = r.region
  if (s.languageDisplay === "dialect") {
    // The longest dialect name the tag starts with (language-script or language-region).
    const ls = script !== undefined ? Intl$DN_DIALECTS[r.language + "-" + script] : undefined
    const lr = region !== undefined ? Intl$DN_DIALECTS[r.language + "-" + region] : undefined
    if (ls !== undefined) { base = ls[0]; script = undefined }
    else if (lr !== undefined) { base = short && lr.length > 1 ? lr[1] : lr[0]; region = undefined }
  }
  // Inside a language name CLDR says "Simplified"/"Traditional" (its stand-alone names add "Han").
  const scriptName = script === "Hans" ? "Simplified" : script === "Hant" ? "Traditional" : Intl$DN_SCRIPTS[script]
  if (script !== undefined) __arrayPush(quals, scriptName !== undefined ? scriptName : script)
  if (region !== undefined) __arrayPush(quals, Intl$dnRegion(s, region) !== undefined ? Intl$dnRegion(s, region) : region)
  for (let i = 0; i < r.variants.length; i++) __arrayPush(quals, r.variants[i].toUpperCase())
  if (quals.length === 0) return base
  let q = quals[0]
  for (let i = 1; i < quals.length; i++) q += ", " + quals[i]
  return base + " (" + q + ")"
}

function Intl$dnRegion(s, code) {
  if (s.style !== "long" && Intl$DN_REGIONS_SHORT[code] !== undefined) return Intl$DN_REGIONS_SHORT[code]
  return Intl$DN_REGIONS[code]
}

__define(DisplayNames.prototype, "of", { of(code) {
  const s = Intl$requireThis(this, Intl$dn, "Intl.DisplayNames.prototype.of")
  const c = Intl$dnCanonical(s.type, Intl$toStr(code))
  let name
  if (s.data) name = Intl$name(s.type, s.locale, c, s.style !== "long", s.languageDisplay === "dialect")
  else if (s.type === "language") name = Intl$dnLanguage(s, c)
  else if (s.type === "region") name = Intl$dnRegion(s, c)
  else if (s.type === "script") name = Intl$DN_SCRIPTS[c]
  else if (s.type === "currency") name = Intl$DN_CURRENCIES[c]
  else if (s.type === "calendar") name = Intl$DN_CALENDARS[c]
  else name = Intl$DN_FIELDS[c][s.style === "long" ? 0 : s.style === "short" ? 1 : 2]
  if (name !== undefined) return name
  return s.fallback === "code" ? c : undefined
} }.of)

__define(DisplayNames.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$dn, "Intl.DisplayNames.prototype.resolvedOptions")
  const r = { locale: s.locale, style: s.style, type: s.type, fallback: s.fallback }
  if (s.type === "language") r.languageDisplay = s.languageDisplay
  return r
} }.resolvedOptions)

// ---- Intl ----------------------------------------------------------------------------------

const Intl = {}
Intl$tag(Intl, "Intl")
// [name, constructor, service whose data gives its available locales (undefined: English)]
const Intl$CTORS = [["NumberFormat", NumberFormat, "number"], ["DateTimeFormat", DateTimeFormat, "date"], ["Collator", Collator, "collator"],
  ["PluralRules", PluralRules, "plurals"], ["ListFormat", ListFormat, "list"], ["RelativeTimeFormat", RelativeTimeFormat, "relative"],
  ["Segmenter", Segmenter, "segmenter"], ["DurationFormat", DurationFormat, "duration"], ["DisplayNames", DisplayNames, "names"]]
for (let i = 0; i < Intl$CTORS.length; i++) {
  const ctor = Intl$CTORS[i][1]
  const service = Intl$CTORS[i][2]
  __define(ctor, "supportedLocalesOf", { supportedLocalesOf(locales, options = undefined) {
    return Intl$supported(locales, options, service)
  } }.supportedLocalesOf)
  __define(Intl, Intl$CTORS[i][0], ctor)
}
for (let i = 0; i < 6; i++) {
  O$defineProperty(Intl$CTORS[i][1], "length", { value: 0, writable: false, enumerable: false, configurable: true })
  O$defineProperty(Intl$CTORS[i][1], "prototype", { writable: false })
}
O$defineProperty(DisplayNames, "prototype", { writable: false })
__define(Intl, "Locale", Locale)
__define(Intl, "getCanonicalLocales", { getCanonicalLocales(locales) {
  return Intl$canonicalList(locales)
} }.getCanonicalLocales)

// Intl.supportedValuesOf: what the implementation really supports (ICU4X's calendars with CLDR
// data, else the Gregorian calendar, also as iso8601; the numbering systems with simple digits; the canonical IANA zones; any ISO 4217 currency formats, the
// list is the active codes; the units NumberFormat's `style: "unit"` knows; the collation types
// of the CLDR data, or none without it: the root order is excluded by the spec).
const Intl$CURRENCIES = ("AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN " +
  "BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL " +
  "GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF " +
  "KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR " +
  "MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG " +
  "SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD " +
  "UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF XSU YER ZAR ZMW ZWG ZWL").split(" ")

__define(Intl, "supportedValuesOf", { supportedValuesOf(key) {
  const k = Intl$toStr(key)
  let list
  if (k === "calendar") list = Intl$DATA ? Intl$DTF_CALENDARS : ["gregory", "iso8601"]
  else if (k === "collation") list = Intl$DATA ? Intl$collation(2) : []
  else if (k === "currency") list = Intl$DATA ? Intl$name("currencies") : Intl$CURRENCIES
  else if (k === "numberingSystem") {
    list = ["latn"]
    if (Intl$DATA) {
      list = ["hanidec"]
      for (const nu in Intl$NU_ZERO) __arrayPush(list, nu)
      Intl$sort(list, (a, b) => (a < b ? -1 : a > b ? 1 : 0))
    }
  }
  else if (k === "timeZone") list = Intl$timeZones()
  else if (k === "unit") list = Intl$UNITS
  else __throwRange("Invalid key : " + k)
  const out = []
  for (let i = 0; i < list.length; i++) __arrayPush(out, list[i])
  return out
} }.supportedValuesOf)
__defineGlobal("Intl", Intl)
