// codemode prelude: `Intl`, en-US only. The formatting itself is the locale-sensitive methods'
// (Number/BigInt/Date.prototype.toLocale*String, String.prototype.localeCompare, which implement
// ICU's en-US patterns in Rust); these constructors add the ECMA-402 object API on top: options
// read once at construction (and validated there), bound `format`/`compare` getters,
// `resolvedOptions`, `formatToParts` for numbers, plus PluralRules, ListFormat and
// RelativeTimeFormat with CLDR's English rules. Every locale resolves to "en-US".
const Intl$numLocale = Number.prototype.toLocaleString
const Intl$bigLocale = BigInt.prototype.toLocaleString
const Intl$dateLocale = Date.prototype.toLocaleString
const Intl$dateLocaleDate = Date.prototype.toLocaleDateString
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
const Intl$gopd = Object.getOwnPropertyDescriptor

// A BCP 47 tag's shape: subtags of 1 to 8 letters or digits, the first 2 to 8 letters.
function Intl$wellFormed(s) {
  const parts = s.split("-")
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]
    if (p.length < 1 || p.length > 8) return false
    for (let j = 0; j < p.length; j++) {
      const c = p.charCodeAt(j)
      const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
      if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false
    }
    if (i === 0 && p.length < 2) return false
  }
  return true
}

// CanonicalizeLocaleList, reduced: tags are checked for shape (a RangeError as V8 gives it for a
// malformed tag), and every locale resolves to en-US.
function Intl$locale(locales) {
  if (locales === undefined) return "en-US"
  const list = typeof locales === "string" ? [locales] : locales
  if (!isObject(list)) {
    if (list === null) __throwType("Cannot convert undefined or null to object")
    return "en-US"
  }
  const n = list.length >>> 0
  for (let i = 0; i < n; i++) {
    const tag = list[i]
    if (typeof tag !== "string" && !isObject(tag)) __throwType("Language ID should be string or object.")
    const s = Intl$String(tag)
    if (!Intl$wellFormed(s)) __throwRange("Incorrect locale information provided")
  }
  return "en-US"
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

function Intl$requireThis(v, slot, name) {
  if (!isObject(v) || v[slot] === undefined) __throwType("Method " + name + " called on incompatible receiver " + C$receiver(v))
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

const Intl$NF_KEYS = ["style", "currency", "currencyDisplay", "currencySign", "minimumIntegerDigits",
  "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits",
  "useGrouping", "signDisplay", "notation", "compactDisplay", "unit", "unitDisplay"]
const Intl$nf = Symbol("NumberFormat")

function Intl$formatNumber(s, x) {
  if (typeof x === "bigint") {
    if (s.notation === "compact") return Intl$compact(s, Intl$Number(x))
    return __call(Intl$bigLocale, x, ["en-US", s.native])
  }
  const n = typeof x === "number" ? x : Intl$Number(x)
  if (s.notation === "compact") return Intl$compact(s, n)
  return __call(Intl$numLocale, n, ["en-US", s.native])
}

// Compact notation as ICU does it for en: the number scaled by thousands, rounded to an integer,
// or to two significant digits below 100 ("1.2K", "12K", "123K", "1.2M").
function Intl$compact(s, n) {
  if (!Intl$isFinite(n)) return __call(Intl$numLocale, n, ["en-US", s.native])
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
  const opts = { __proto__: null, maximumFractionDigits: 20, useGrouping: s.native.useGrouping }
  if (s.native.signDisplay !== undefined) opts.signDisplay = s.native.signDisplay
  return __call(Intl$numLocale, neg ? -v : v, ["en-US", opts]) + units[e]
}

function NumberFormat(locales, options) {
  const locale = Intl$locale(locales)
  const r = Intl$read(options, Intl$NF_KEYS)
  const notation = Intl$choice(r, "notation", ["standard", "scientific", "engineering", "compact"], "standard")
  if (notation === "scientific" || notation === "engineering") __throwRange("notation: \"" + notation + "\" is not supported in code mode")
  const compactDisplay = Intl$choice(r, "compactDisplay", ["short", "long"], "short")
  const style = Intl$choice(r, "style", ["decimal", "percent", "currency", "unit"], "decimal")
  if (style === "unit") __throwRange("style: \"unit\" is not supported in code mode")
  const native = { __proto__: null }
  for (let i = 0; i < 11; i++) {
    const k = Intl$NF_KEYS[i]
    if (r[k] !== undefined) native[k] = r[k]
  }
  // Validation (and V8's messages) come from the formatter itself.
  __call(Intl$numLocale, 0, ["en-US", native])
  const state = { locale, native, notation, compactDisplay, style, boundFormat: undefined }
  const o = O$create(NumberFormat.prototype)
  O$defineProperty(o, Intl$nf, { value: state, writable: false, enumerable: false, configurable: false })
  return o
}
O$defineProperty(NumberFormat, "prototype", { value: NumberFormat.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(NumberFormat.prototype, "Intl.NumberFormat")

Intl$getter(NumberFormat.prototype, "format", { get format() {
  const s = Intl$requireThis(this, Intl$nf, "get Intl.NumberFormat.prototype.format")
  if (s.boundFormat === undefined) s.boundFormat = (x) => Intl$formatNumber(s, x)
  return s.boundFormat
} })

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
  return Intl$numberParts(Intl$formatNumber(s, x), s)
} }.formatToParts)

__define(NumberFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$nf, "Intl.NumberFormat.prototype.resolvedOptions")
  const n = s.native
  const currency = s.style === "currency"
  const minFD = n.minimumFractionDigits !== undefined ? Intl$Number(n.minimumFractionDigits) : currency ? 2 : 0
  const maxFD = n.maximumFractionDigits !== undefined ? Intl$Number(n.maximumFractionDigits) : currency ? (minFD > 2 ? minFD : 2) : s.style === "percent" ? (minFD > 0 ? minFD : 0) : (minFD > 3 ? minFD : 3)
  const r = { locale: s.locale, numberingSystem: "latn", style: s.style }
  if (currency) {
    r.currency = Intl$String(n.currency).toUpperCase()
    r.currencyDisplay = n.currencyDisplay === undefined ? "symbol" : n.currencyDisplay
    r.currencySign = n.currencySign === undefined ? "standard" : n.currencySign
  }
  r.minimumIntegerDigits = n.minimumIntegerDigits === undefined ? 1 : Intl$Number(n.minimumIntegerDigits)
  if (n.minimumSignificantDigits !== undefined || n.maximumSignificantDigits !== undefined) {
    r.minimumSignificantDigits = n.minimumSignificantDigits === undefined ? 1 : Intl$Number(n.minimumSignificantDigits)
    r.maximumSignificantDigits = n.maximumSignificantDigits === undefined ? 21 : Intl$Number(n.maximumSignificantDigits)
  } else {
    r.minimumFractionDigits = minFD
    r.maximumFractionDigits = maxFD
  }
  r.useGrouping = n.useGrouping === undefined ? "auto" : n.useGrouping === false ? false : n.useGrouping === "min2" ? "min2" : "auto"
  r.notation = s.notation
  if (s.notation === "compact") r.compactDisplay = s.compactDisplay
  r.signDisplay = n.signDisplay === undefined ? "auto" : n.signDisplay
  r.roundingIncrement = 1
  r.roundingMode = "halfExpand"
  r.roundingPriority = "auto"
  r.trailingZeroDisplay = "auto"
  return r
} }.resolvedOptions)

// ---- DateTimeFormat ------------------------------------------------------------------------

const Intl$DTF_KEYS = ["weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
  "fractionalSecondDigits", "timeZoneName", "hour12", "hourCycle", "timeZone", "dateStyle", "timeStyle"]
const Intl$dtf = Symbol("DateTimeFormat")

function Intl$formatDate(s, d) {
  const t = d === undefined ? Intl$now() : Intl$Number(d)
  if (!Intl$isFinite(t)) __throwRange("Invalid time value")
  const date = new Intl$Date(t)
  return __call(s.components ? Intl$dateLocale : Intl$dateLocaleDate, date, ["en-US", s.options])
}

function DateTimeFormat(locales, options) {
  const locale = Intl$locale(locales)
  const r = Intl$read(options, Intl$DTF_KEYS)
  let components = r.dateStyle !== undefined || r.timeStyle !== undefined
  for (let i = 0; i < 11; i++) if (r[Intl$DTF_KEYS[i]] !== undefined) components = true
  if (r.timeZone !== undefined) {
    const tz = Intl$String(r.timeZone).toUpperCase()
    if (tz !== "UTC" && tz !== "ETC/UTC" && tz !== "GMT" && tz !== "ETC/GMT") {
      __throwRange("timeZone " + Intl$String(r.timeZone) + " is not supported: code mode keeps time in UTC")
    }
  }
  const s = { locale, options: r, components, boundFormat: undefined }
  // Validation (and V8's messages) come from the formatter itself.
  Intl$formatDate(s, 0)
  const o = O$create(DateTimeFormat.prototype)
  O$defineProperty(o, Intl$dtf, { value: s, writable: false, enumerable: false, configurable: false })
  return o
}
O$defineProperty(DateTimeFormat, "prototype", { value: DateTimeFormat.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(DateTimeFormat.prototype, "Intl.DateTimeFormat")

Intl$getter(DateTimeFormat.prototype, "format", { get format() {
  const s = Intl$requireThis(this, Intl$dtf, "get Intl.DateTimeFormat.prototype.format")
  if (s.boundFormat === undefined) s.boundFormat = (d) => Intl$formatDate(s, d)
  return s.boundFormat
} })

__define(DateTimeFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$dtf, "Intl.DateTimeFormat.prototype.resolvedOptions")
  const r = { locale: s.locale, calendar: "gregory", numberingSystem: "latn", timeZone: "UTC" }
  const o = s.options
  if (!s.components) {
    r.year = "numeric"
    r.month = "numeric"
    r.day = "numeric"
  } else {
    for (let i = 0; i < Intl$DTF_KEYS.length; i++) {
      const k = Intl$DTF_KEYS[i]
      if (k !== "timeZone" && o[k] !== undefined) r[k] = o[k]
    }
  }
  return r
} }.resolvedOptions)

// ---- Collator ------------------------------------------------------------------------------

const Intl$coll = Symbol("Collator")

function Collator(locales, options) {
  const locale = Intl$locale(locales)
  const r = Intl$read(options, ["usage", "localeMatcher", "collation", "numeric", "caseFirst", "sensitivity", "ignorePunctuation"])
  const usage = Intl$choice(r, "usage", ["sort", "search"], "sort")
  const sensitivity = Intl$choice(r, "sensitivity", ["base", "accent", "case", "variant"], "variant")
  const caseFirst = Intl$choice(r, "caseFirst", ["upper", "lower", "false"], "false")
  const opts = { __proto__: null, usage, sensitivity, caseFirst, numeric: !!r.numeric, ignorePunctuation: !!r.ignorePunctuation }
  const s = { locale, opts, boundCompare: undefined }
  const o = O$create(Collator.prototype)
  O$defineProperty(o, Intl$coll, { value: s, writable: false, enumerable: false, configurable: false })
  return o
}
O$defineProperty(Collator, "prototype", { value: Collator.prototype, writable: false, enumerable: false, configurable: false })
Intl$tag(Collator.prototype, "Intl.Collator")

Intl$getter(Collator.prototype, "compare", { get compare() {
  const s = Intl$requireThis(this, Intl$coll, "get Intl.Collator.prototype.compare")
  if (s.boundCompare === undefined) {
    s.boundCompare = (x, y) => __call(Intl$localeCompare, Intl$String(x), [Intl$String(y), "en-US", s.opts])
  }
  return s.boundCompare
} })

__define(Collator.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$coll, "Intl.Collator.prototype.resolvedOptions")
  const o = s.opts
  return { locale: s.locale, usage: o.usage, sensitivity: o.sensitivity, ignorePunctuation: o.ignorePunctuation, collation: "default", numeric: o.numeric, caseFirst: o.caseFirst }
} }.resolvedOptions)

// ---- PluralRules ---------------------------------------------------------------------------

const Intl$pr = Symbol("PluralRules")

function PluralRules(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.PluralRules requires 'new'")
  const locale = Intl$locale(locales)
  const r = Intl$read(options, ["type", "minimumFractionDigits"])
  const type = Intl$choice(r, "type", ["cardinal", "ordinal"], "cardinal")
  const minFD = r.minimumFractionDigits === undefined ? 0 : Intl$Number(r.minimumFractionDigits)
  O$defineProperty(this, Intl$pr, { value: { locale, type, minFD }, writable: false, enumerable: false, configurable: false })
}
Intl$tag(PluralRules.prototype, "Intl.PluralRules")

__define(PluralRules.prototype, "select", { select(n) {
  const s = Intl$requireThis(this, Intl$pr, "Intl.PluralRules.prototype.select")
  const x = Intl$Number(n)
  if (!Intl$isFinite(x)) return "other"
  const a = Intl$abs(x)
  if (s.type === "ordinal") {
    if (a !== Intl$floor(a)) return "other"
    const m10 = a % 10, m100 = a % 100
    if (m10 === 1 && m100 !== 11) return "one"
    if (m10 === 2 && m100 !== 12) return "two"
    if (m10 === 3 && m100 !== 13) return "few"
    return "other"
  }
  return a === 1 && s.minFD === 0 ? "one" : "other"
} }.select)

__define(PluralRules.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$pr, "Intl.PluralRules.prototype.resolvedOptions")
  return { locale: s.locale, type: s.type, minimumIntegerDigits: 1, minimumFractionDigits: s.minFD, maximumFractionDigits: s.minFD > 3 ? s.minFD : 3,
    pluralCategories: s.type === "ordinal" ? ["few", "one", "two", "other"] : ["one", "other"], roundingIncrement: 1, roundingMode: "halfExpand",
    roundingPriority: "auto", trailingZeroDisplay: "auto" }
} }.resolvedOptions)

// ---- ListFormat ----------------------------------------------------------------------------

const Intl$lf = Symbol("ListFormat")

function ListFormat(locales, options) {
  if (new.target === undefined) __throwType("Constructor Intl.ListFormat requires 'new'")
  const locale = Intl$locale(locales)
  const r = Intl$read(options, ["type", "style"])
  const type = Intl$choice(r, "type", ["conjunction", "disjunction", "unit"], "conjunction")
  const style = Intl$choice(r, "style", ["long", "short", "narrow"], "long")
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

__define(ListFormat.prototype, "format", { format(list) {
  const s = Intl$requireThis(this, Intl$lf, "Intl.ListFormat.prototype.format")
  const xs = Intl$listStrings(list)
  const n = xs.length
  if (n === 0) return ""
  if (n === 1) return xs[0]
  let last
  if (s.type === "unit") last = s.style === "narrow" ? " " : ", "
  else if (s.type === "disjunction") last = " or "
  else last = s.style === "long" ? " and " : s.style === "short" ? " & " : ", "
  if (n === 2) return xs[0] + (s.type === "unit" && s.style !== "narrow" ? ", " : last) + xs[1]
  const sep = s.type === "unit" && s.style === "narrow" ? " " : ", "
  let out = xs[0]
  for (let i = 1; i < n - 1; i++) out += sep + xs[i]
  const tail = s.type === "unit" ? sep : s.type === "disjunction" ? ", or " : s.style === "long" ? ", and " : s.style === "short" ? ", & " : ", "
  return out + tail + xs[n - 1]
} }.format)

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
  const locale = Intl$locale(locales)
  const r = Intl$read(options, ["style", "numeric"])
  const style = Intl$choice(r, "style", ["long", "short", "narrow"], "long")
  const numeric = Intl$choice(r, "numeric", ["always", "auto"], "always")
  O$defineProperty(this, Intl$rtf, { value: { locale, style, numeric }, writable: false, enumerable: false, configurable: false })
}
Intl$tag(RelativeTimeFormat.prototype, "Intl.RelativeTimeFormat")

function Intl$rtWords(s, value, unit) {
  const x = Intl$Number(value)
  if (!Intl$isFinite(x)) __throwRange("Invalid value " + Intl$String(value) + " for the relative time")
  let u = Intl$String(unit)
  if (u.endsWith("s")) u = u.slice(0, -1)
  const k = Intl$RT_UNITS[u]
  if (k === undefined) __throwRange("Invalid unit argument for format() '" + Intl$String(unit) + "'")
  const neg = x < 0 || (x === 0 && 1 / x < 0)
  if (s.numeric === "auto" && (x === 0 || x === 1 || x === -1)) {
    if (k === 3) return x === 0 ? "today" : x === 1 ? "tomorrow" : "yesterday"
    if (k === 0 && x === 0) return "now"
    if (k >= 4) {
      const name = s.style === "long" ? Intl$RT_LONG[k] : Intl$RT_SHORT[k][0]
      return (x === 0 ? "this " : x === 1 ? "next " : "last ") + name
    }
    if (x === 0) return "this " + (s.style === "long" ? Intl$RT_LONG[k] : Intl$RT_SHORT[k][0])
  }
  const a = Intl$abs(x)
  const num = __call(Intl$numLocale, a, ["en-US", { maximumFractionDigits: 3 }])
  const plural = !(a === 1)
  let word
  if (s.style === "long") word = " " + Intl$RT_LONG[k] + (plural ? "s" : "")
  else if (s.style === "short") word = " " + Intl$RT_SHORT[k][plural ? 1 : 0]
  else word = Intl$RT_NARROW[k][plural ? 1 : 0]
  return neg ? num + word + " ago" : "in " + num + word
}

__define(RelativeTimeFormat.prototype, "format", { format(value, unit) {
  const s = Intl$requireThis(this, Intl$rtf, "Intl.RelativeTimeFormat.prototype.format")
  return Intl$rtWords(s, value, unit)
} }.format)

__define(RelativeTimeFormat.prototype, "resolvedOptions", { resolvedOptions() {
  const s = Intl$requireThis(this, Intl$rtf, "Intl.RelativeTimeFormat.prototype.resolvedOptions")
  return { locale: s.locale, style: s.style, numeric: s.numeric, numberingSystem: "latn" }
} }.resolvedOptions)

// ---- Intl ----------------------------------------------------------------------------------

const Intl = {}
Intl$tag(Intl, "Intl")
const Intl$CTORS = [["NumberFormat", NumberFormat], ["DateTimeFormat", DateTimeFormat], ["Collator", Collator],
  ["PluralRules", PluralRules], ["ListFormat", ListFormat], ["RelativeTimeFormat", RelativeTimeFormat]]
for (let i = 0; i < Intl$CTORS.length; i++) {
  const ctor = Intl$CTORS[i][1]
  __define(ctor, "supportedLocalesOf", { supportedLocalesOf(locales) {
    Intl$locale(locales)
    return locales === undefined ? [] : ["en-US"]
  } }.supportedLocalesOf)
  __define(Intl, Intl$CTORS[i][0], ctor)
}
__define(Intl, "getCanonicalLocales", { getCanonicalLocales(locales) {
  Intl$locale(locales)
  if (locales === undefined) return []
  const list = typeof locales === "string" ? [locales] : locales
  const out = []
  for (let i = 0; i < (list.length >>> 0); i++) {
    // Canonical case: language lower, script title, region upper (`EN-latn-us` -> `en-Latn-US`).
    const parts = Intl$String(list[i]).split("-")
    let tag = parts[0].toLowerCase()
    for (let j = 1; j < parts.length; j++) {
      const p = parts[j]
      if (p.length === 4 && j === 1) tag += "-" + p[0].toUpperCase() + p.slice(1).toLowerCase()
      else if (p.length === 2 || (p.length === 3 && p.charCodeAt(0) >= 48 && p.charCodeAt(0) <= 57)) tag += "-" + p.toUpperCase()
      else tag += "-" + p.toLowerCase()
    }
    if (out.indexOf(tag) < 0) __arrayPush(out, tag)
  }
  return out
} }.getCanonicalLocales)
__defineGlobal("Intl", Intl)
