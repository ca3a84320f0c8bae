// codemode prelude: `Temporal`. Everything observable happens here, in the specification's
// order: `this` and argument type checks, reading property bags (alphabetically, converting each
// field as it is read) and options bags (GetOption), ToString/ToNumber of arguments. The
// algorithms are temporal_rs's, behind the hidden native `temporal(op, …)` (builtins/temporal.rs),
// which takes primitives, Temporal objects and field records (arrays indexed as T$R_*), and
// answers new Temporal objects, strings and numbers. Temporal.Now reads the host's clock through
// Date.now (the time the host set for the run) and the current time zone is the run's local zone
// (UTC unless the host set one: Vm::set_time_zone), as for Date.
const T$op = __hidden("temporal")
const T$isFinite = Number.isFinite
const T$trunc = Math.trunc
const T$floor = Math.floor
const T$dateNow = Date.now
const T$BigInt = BigInt
const T$dfFormat = DurationFormat.prototype.format

const T$DURATION = 0
const T$DATE = 1
const T$TIME = 2
const T$DATETIME = 3
const T$YEARMONTH = 4
const T$MONTHDAY = 5
const T$INSTANT = 6
const T$ZONED = 7

function T$kind(v) {
  return T$op("kind", v)
}
function T$this(v, k, name) {
  if (T$op("kind", v) !== k) __throwType(name + " called on incompatible receiver")
  return v
}
function T$get(v, name) {
  return T$op("get", v, name)
}

// ---- conversions ---------------------------------------------------------------------------

function T$toStr(v) {
  if (typeof v === "string") return v
  if (typeof v === "symbol") __throwType("Cannot convert a Symbol value to a string")
  return `${v}`
}
function T$toNum(v) {
  if (typeof v === "number") return v
  if (typeof v === "bigint" || typeof v === "symbol") __throwType("Cannot convert a " + typeof v + " to a number")
  return +v
}
// ToIntegerWithTruncation
function T$toInt(v) {
  const n = T$toNum(v)
  if (!T$isFinite(n)) __throwRange("Temporal field must be a finite number: " + n)
  return T$trunc(n) + 0
}
// ToPositiveIntegerWithTruncation
function T$toPosInt(v) {
  const n = T$toInt(v)
  if (n <= 0) __throwRange("Temporal field must be positive: " + n)
  return n
}
// ToIntegerIfIntegral
function T$toIntegral(v) {
  const n = T$toNum(v)
  if (!T$isFinite(n) || T$trunc(n) !== n) __throwRange("Temporal duration field must be an integer: " + n)
  return n + 0
}
// The syntax of a month code (M01…M13, with L for a leap month), checked as it is read.
function T$checkMonthCode(s) {
  const ok = (s.length === 3 || (s.length === 4 && s[3] === "L")) && s[0] === "M" &&
    s[1] >= "0" && s[1] <= "9" && s[2] >= "0" && s[2] <= "9" && !(s[1] === "0" && s[2] === "0")
  if (!ok) __throwRange("invalid month code " + s)
  return s
}
// The syntax of a UTC offset string (±HH, ±HH:MM, ±HHMM, with seconds and a fraction).
function T$checkOffset(s) {
  const digit = (c) => c >= "0" && c <= "9"
  let ok = s.length >= 3 && (s[0] === "+" || s[0] === "-") && digit(s[1]) && digit(s[2])
  let i = 3
  if (ok && i < s.length) {
    const colon = s[i] === ":"
    if (colon) i++
    ok = digit(s[i]) && digit(s[i + 1])
    i += 2
    if (ok && i < s.length) {
      if ((s[i] === ":") !== colon) ok = false
      if (colon) i++
      ok = ok && digit(s[i]) && digit(s[i + 1])
      i += 2
      if (ok && i < s.length) {
        ok = s[i] === "." || s[i] === ","
        i++
        const start = i
        while (i < s.length && digit(s[i])) i++
        ok = ok && i === s.length && i - start >= 1 && i - start <= 9
      }
    }
  }
  if (!ok || (s[1] > "2" || (s[1] === "2" && s[2] > "3"))) __throwRange("invalid UTC offset " + s)
  return s
}
function T$toBigInt(v) {
  const p = toPrimitive(v, "number")
  if (typeof p === "number") __throwType("Cannot convert a Number to a BigInt")
  if (p === undefined || p === null || typeof p === "symbol") __throwType("Cannot convert " + T$toStr(typeof p === "symbol" ? "a Symbol" : p) + " to a BigInt")
  return T$BigInt(p)
}
function T$requireString(v, what) {
  const p = toPrimitive(v, "string")
  if (typeof p !== "string") __throwType(what + " must be a string")
  return p
}

// ---- options -------------------------------------------------------------------------------

function T$options(options) {
  if (options === undefined) return O$create(null)
  if (!isObject(options)) __throwType("Options must be an object")
  return options
}
function T$getOption(o, key, allowed, fallback) {
  const v = o[key]
  if (v === undefined) return fallback
  const s = T$toStr(v)
  if (allowed !== undefined) {
    for (let i = 0; i < allowed.length; i++) if (allowed[i] === s) return s
    __throwRange(s + " is not a valid value for " + key)
  }
  return s
}
const T$MODES = ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]
const T$UNITS = ["year", "month", "week", "day", "hour", "minute", "second", "millisecond", "microsecond", "nanosecond",
  "years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds", "auto"]
function T$overflow(o) {
  return T$getOption(o, "overflow", ["constrain", "reject"], "constrain")
}
function T$mode(o, fallback) {
  return T$getOption(o, "roundingMode", T$MODES, fallback)
}
function T$unit(o, key) {
  const u = T$getOption(o, key, T$UNITS, undefined)
  return u !== undefined && u !== "auto" && u[u.length - 1] === "s" ? u.slice(0, u.length - 1) : u
}
function T$increment(o) {
  const v = o.roundingIncrement
  if (v === undefined) return 1
  const n = T$toNum(v)
  if (!T$isFinite(n)) __throwRange("roundingIncrement must be finite")
  const i = T$trunc(n)
  if (i < 1 || i > 1e9) __throwRange("roundingIncrement out of range")
  return i
}
function T$digits(o) {
  const v = o.fractionalSecondDigits
  if (v === undefined) return undefined
  if (typeof v !== "number") {
    if (T$toStr(v) !== "auto") __throwRange("fractionalSecondDigits must be auto or 0-9")
    return undefined
  }
  if (!T$isFinite(v)) __throwRange("fractionalSecondDigits must be auto or 0-9")
  const d = T$floor(v)
  if (d < 0 || d > 9) __throwRange("fractionalSecondDigits must be auto or 0-9")
  return d
}
function T$disambiguation(o) {
  return T$getOption(o, "disambiguation", ["compatible", "earlier", "later", "reject"], "compatible")
}
function T$offsetOption(o, fallback) {
  return T$getOption(o, "offset", ["prefer", "use", "ignore", "reject"], fallback)
}

// ---- identifiers ---------------------------------------------------------------------------

function T$calendarOf(v) {
  return T$get(v, "calendarId")
}
// ToTemporalCalendarIdentifier
function T$calendarId(v) {
  const k = T$kind(v)
  if (k === T$DATE || k === T$DATETIME || k === T$YEARMONTH || k === T$MONTHDAY || k === T$ZONED) return T$calendarOf(v)
  if (typeof v !== "string") __throwType("Calendar must be a string")
  return T$op("calendarId", v)
}
// GetTemporalCalendarIdentifierWithISODefault
function T$bagCalendar(item) {
  const k = T$kind(item)
  if (k === T$DATE || k === T$DATETIME || k === T$YEARMONTH || k === T$MONTHDAY || k === T$ZONED) return T$calendarOf(item)
  const c = item.calendar
  if (c === undefined) return "iso8601"
  return T$calendarId(c)
}
// ToTemporalTimeZoneIdentifier
function T$timeZoneId(v) {
  if (T$kind(v) === T$ZONED) return T$get(v, "timeZoneId")
  if (typeof v !== "string") __throwType("Time zone must be a string")
  return T$op("timeZoneId", v)
}

// ---- property bags -------------------------------------------------------------------------

// Record slots (builtins/temporal.rs `rec`).
const T$R_CALENDAR = 0
// [name, slot, conversion], alphabetical (PrepareCalendarFields reads in this order).
const T$FIELDS = [["day", 6, 1], ["era", 1, 3], ["eraYear", 2, 0], ["hour", 7, 0], ["microsecond", 11, 0],
  ["millisecond", 10, 0], ["minute", 8, 0], ["month", 4, 1], ["monthCode", 5, 4], ["nanosecond", 12, 0],
  ["offset", 13, 5], ["second", 9, 0], ["timeZone", 14, 6], ["year", 3, 0]]
const T$DATE_F = { __proto__: null, day: true, month: true, monthCode: true, year: true, era: true, eraYear: true }
const T$TIME_F = { __proto__: null, hour: true, minute: true, second: true, millisecond: true, microsecond: true, nanosecond: true }
const T$DT_F = { __proto__: null, day: true, month: true, monthCode: true, year: true, era: true, eraYear: true,
  hour: true, minute: true, second: true, millisecond: true, microsecond: true, nanosecond: true }
const T$ZDT_F = { __proto__: null, day: true, month: true, monthCode: true, year: true, era: true, eraYear: true,
  hour: true, minute: true, second: true, millisecond: true, microsecond: true, nanosecond: true, offset: true, timeZone: true }
const T$YM_F = { __proto__: null, month: true, monthCode: true, year: true, era: true, eraYear: true }
const T$MD_F = { __proto__: null, day: true, month: true, monthCode: true, year: true, era: true, eraYear: true }

// PrepareCalendarFields: the record, and whether any field was present.
function T$readFields(item, cal, which) {
  const r = [cal, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined,
    undefined, undefined, undefined, undefined, undefined, undefined]
  let any = false
  const eras = cal !== "iso8601" && cal !== "chinese" && cal !== "dangi"
  for (let i = 0; i < T$FIELDS.length; i++) {
    const f = T$FIELDS[i]
    if (!which[f[0]]) continue
    if ((f[0] === "era" || f[0] === "eraYear") && !eras) continue
    const v = item[f[0]]
    if (v === undefined) continue
    any = true
    let x
    switch (f[2]) {
      case 0: x = T$toInt(v); break
      case 1: x = T$toPosInt(v); break
      case 3: x = T$toStr(v); break
      case 4: x = T$checkMonthCode(T$requireString(v, "monthCode")); break
      case 5: x = T$checkOffset(T$requireString(v, "offset")); break
      case 6: x = T$timeZoneId(v); break
    }
    r[f[1]] = x
  }
  return { r, any }
}

// IsPartialTemporalObject for `with`.
function T$partial(item) {
  if (!isObject(item)) __throwType("with() argument must be an object")
  if (T$kind(item) >= 0) __throwType("with() argument must be a plain object")
  if (item.calendar !== undefined) __throwType("with() argument must not have a calendar property")
  if (item.timeZone !== undefined) __throwType("with() argument must not have a timeZone property")
}

// ---- ToTemporalX -----------------------------------------------------------------------------

function T$toDate(item, options) {
  if (isObject(item)) {
    const k = T$kind(item)
    if (k === T$DATE || k === T$DATETIME || k === T$ZONED) {
      T$overflow(T$options(options))
      return k === T$DATE ? item : T$op("convert", item, "PlainDate")
    }
    const cal = T$bagCalendar(item)
    const f = T$readFields(item, cal, T$DATE_F)
    const ov = T$overflow(T$options(options))
    return T$op("fromFields", T$DATE, f.r, ov)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.PlainDate")
  const d = T$op("parse", T$DATE, item)
  T$overflow(T$options(options))
  return d
}

function T$toTime(item, options) {
  if (isObject(item)) {
    const k = T$kind(item)
    if (k === T$TIME || k === T$DATETIME || k === T$ZONED) {
      T$overflow(T$options(options))
      return k === T$TIME ? item : T$op("convert", item, "PlainTime")
    }
    const f = T$readFields(item, "iso8601", T$TIME_F)
    if (!f.any) __throwType("a time needs at least one time field")
    const ov = T$overflow(T$options(options))
    return T$op("fromFields", T$TIME, f.r, ov)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.PlainTime")
  const t = T$op("parse", T$TIME, item)
  T$overflow(T$options(options))
  return t
}

function T$toDateTime(item, options) {
  if (isObject(item)) {
    const k = T$kind(item)
    if (k === T$DATETIME || k === T$DATE || k === T$ZONED) {
      T$overflow(T$options(options))
      if (k === T$DATETIME) return item
      return k === T$DATE ? T$op("convert", item, "PlainDateTime") : T$op("convert", item, "PlainDateTime")
    }
    const cal = T$bagCalendar(item)
    const f = T$readFields(item, cal, T$DT_F)
    const ov = T$overflow(T$options(options))
    return T$op("fromFields", T$DATETIME, f.r, ov)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.PlainDateTime")
  const d = T$op("parse", T$DATETIME, item)
  T$overflow(T$options(options))
  return d
}

function T$toYearMonth(item, options) {
  if (isObject(item)) {
    if (T$kind(item) === T$YEARMONTH) {
      T$overflow(T$options(options))
      return item
    }
    const cal = T$bagCalendar(item)
    const f = T$readFields(item, cal, T$YM_F)
    const ov = T$overflow(T$options(options))
    return T$op("fromFields", T$YEARMONTH, f.r, ov)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.PlainYearMonth")
  const d = T$op("parse", T$YEARMONTH, item)
  T$overflow(T$options(options))
  return d
}

function T$toMonthDay(item, options) {
  if (isObject(item)) {
    if (T$kind(item) === T$MONTHDAY) {
      T$overflow(T$options(options))
      return item
    }
    const cal = T$bagCalendar(item)
    const f = T$readFields(item, cal, T$MD_F)
    const ov = T$overflow(T$options(options))
    return T$op("fromFields", T$MONTHDAY, f.r, ov)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.PlainMonthDay")
  const d = T$op("parse", T$MONTHDAY, item)
  T$overflow(T$options(options))
  return d
}

function T$toInstant(item) {
  if (isObject(item)) {
    const k = T$kind(item)
    if (k === T$INSTANT) return item
    if (k === T$ZONED) return T$op("convert", item, "Instant")
    item = toPrimitive(item, "string")
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.Instant")
  return T$op("parse", T$INSTANT, item)
}

function T$toZoned(item, options) {
  if (isObject(item)) {
    if (T$kind(item) === T$ZONED) {
      const o = T$options(options)
      T$disambiguation(o)
      T$offsetOption(o, "reject")
      T$overflow(o)
      return item
    }
    const cal = T$bagCalendar(item)
    const f = T$readFields(item, cal, T$ZDT_F)
    if (f.r[14] === undefined) __throwType("a ZonedDateTime needs a timeZone")
    const o = T$options(options)
    const dis = T$disambiguation(o)
    const off = T$offsetOption(o, "reject")
    const ov = T$overflow(o)
    return T$op("fromFields", T$ZONED, f.r, ov, dis, off)
  }
  if (typeof item !== "string") __throwType("cannot convert to a Temporal.ZonedDateTime")
  T$op("checkZoned", item)
  const o = T$options(options)
  const dis = T$disambiguation(o)
  const off = T$offsetOption(o, "reject")
  T$overflow(o)
  return T$op("parse", T$ZONED, item, dis, off)
}

const T$DUR_F = ["days", "hours", "microseconds", "milliseconds", "minutes", "months", "nanoseconds", "seconds", "weeks", "years"]
const T$DUR_SLOT = [3, 4, 8, 7, 5, 1, 9, 6, 2, 0]
function T$toDuration(item) {
  if (isObject(item) && T$kind(item) === T$DURATION) return item
  if (!isObject(item)) {
    if (typeof item !== "string") __throwType("cannot convert to a Temporal.Duration")
    return T$op("parse", T$DURATION, item)
  }
  const v = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  let any = false
  for (let i = 0; i < T$DUR_F.length; i++) {
    const x = item[T$DUR_F[i]]
    if (x !== undefined) {
      any = true
      v[T$DUR_SLOT[i]] = T$toIntegral(x)
    }
  }
  if (!any) __throwType("a duration needs at least one field")
  return T$op("new", T$DURATION, undefined, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
}

// ---- shared method shapes ------------------------------------------------------------------

function T$proto(nt, fallback) {
  if (nt === undefined) return undefined
  const p = nt.prototype
  return isObject(p) ? p : fallback
}
function T$method(proto, name, f) {
  __define(proto, name, f)
}
function T$getters(proto, kind, tname, names) {
  for (let i = 0; i < names.length; i++) {
    const name = names[i]
    const holder = { get [name]() { return T$get(T$this(this, kind, "get " + tname + ".prototype." + name), name) } }
    O$defineProperty(proto, name, { get: O$getOwnPropertyDescriptor(holder, name).get, enumerable: false, configurable: true })
  }
}
function T$ctor(ctor, tname) {
  O$defineProperty(ctor, "prototype", { writable: false, enumerable: false, configurable: false })
  O$defineProperty(ctor.prototype, O$toStringTag, { value: tname, writable: false, enumerable: false, configurable: true })
}
// The difference options: largestUnit, roundingIncrement, roundingMode, smallestUnit.
function T$diffOptions(options) {
  const o = T$options(options)
  const largest = T$unit(o, "largestUnit")
  const inc = T$increment(o)
  const mode = T$mode(o, "trunc")
  const smallest = T$unit(o, "smallestUnit")
  return [largest, smallest, mode, inc]
}
function T$diff(a, b, since, s) {
  return T$op("diff", a, b, since, s[0], s[1], s[2], s[3])
}
// The rounding options of round(): a string is the smallestUnit.
function T$roundOptions(arg, noLargest) {
  if (arg === undefined) __throwType("round() needs options")
  let o
  if (typeof arg === "string") {
    o = O$create(null)
    o.smallestUnit = arg
  } else o = T$options(arg)
  const largest = noLargest ? undefined : T$unit(o, "largestUnit")
  const inc = T$increment(o)
  const mode = T$mode(o, "halfExpand")
  const smallest = T$unit(o, "smallestUnit")
  return [largest, smallest, mode, inc, o]
}
function T$noValueOf() {
  __throwType("Temporal objects cannot be converted to primitives; use compare() or equals()")
}
const T$DATE_GETTERS = ["calendarId", "era", "eraYear", "year", "month", "monthCode", "day", "dayOfWeek", "dayOfYear",
  "weekOfYear", "yearOfWeek", "daysInWeek", "daysInMonth", "daysInYear", "monthsInYear", "inLeapYear"]
const T$TIME_GETTERS = ["hour", "minute", "second", "millisecond", "microsecond", "nanosecond"]
// toLocaleString and Intl.DateTimeFormat's format of a Temporal object: the date formatter
// (builtins/date_format.rs; with CLDR data, the locale's, in its calendar) over the object's wall-clock time as a UTC time value (an Instant at
// its instant in the formatter's zone, a ZonedDateTime in its own zone), with the type's default
// fields and the type's conflicts (a PlainDate has no time, a PlainTime no date, a ZonedDateTime
// takes no timeZone option).
function T$localeString(v, locales, options) {
  const list = Intl$canonicalList(locales)
  const r = Intl$read(options, Intl$DTF_KEYS)
  if (Intl$DATA) {
    // The locale, calendar, numbering system and hour cycle as a DateTimeFormat resolves them
    // (from the record just read: no option is read twice).
    const s = Intl$newDtf(list, r, 0)
    const o = s.options
    if (r.timeZone === undefined) delete o.timeZone
    return Intl$nuText(T$formatTemporal(v, o, s.ca, false, false, false, s.icu), s.nu)
  }
  // The formatter's calendar: the calendar option, the locale's -u-ca- keyword, else gregory.
  let cal = r.calendar
  if (cal === undefined && typeof locales === "string") {
    const at = locales.indexOf("-u-ca-")
    if (at >= 0) cal = locales.slice(at + 6).split("-")[0]
  }
  return T$formatTemporal(v, r, cal === undefined ? "gregory" : T$toStr(cal))
}
const T$DATE_KEYS = ["weekday", "era", "year", "month", "day"]
// Whether the options ask for a date or time field (era alone asks for the defaults).
function T$hasFieldsBesidesEra(r) {
  for (let i = 0; i < 5; i++) if ((i !== 1 && r[T$DATE_KEYS[i]] !== undefined) || r[T$TIME_KEYS[i]] !== undefined) return true
  return false
}
const T$TIME_KEYS = ["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"]
// fromDtf: a DateTimeFormat formats (its record has a resolved timeZone; a ZonedDateTime is a
// TypeError there); raw: answer { ms, options } for a range instead of formatting.
function T$formatTemporal(v, r, formatCalendar = "gregory", toParts = false, fromDtf = false, raw = false, icu = undefined) {
  const k = T$kind(v)
  if (fromDtf && k === T$ZONED) __throwType("Intl.DateTimeFormat cannot format a Temporal.ZonedDateTime: use its toLocaleString")
  const style = r.dateStyle !== undefined || r.timeStyle !== undefined
  let fields = false
  for (let i = 0; i < 5; i++) if (r[T$DATE_KEYS[i]] !== undefined || r[T$TIME_KEYS[i]] !== undefined) fields = true
  if (style && (fields || r.timeZoneName !== undefined)) __throwType("dateStyle and timeStyle cannot be combined with other date-time options")
  if (k === T$ZONED && r.timeZone !== undefined) __throwType("a ZonedDateTime is formatted in its own time zone: no timeZone option")
  const hasDate = k !== T$TIME
  let otherCalendar = false
  const hasTime = k === T$TIME || k === T$DATETIME || k === T$INSTANT || k === T$ZONED
  // A style the type cannot show is a TypeError (in a DateTimeFormat, only when it is the only
  // style: there it is ignored beside one the type can show).
  if (!hasTime && r.timeStyle !== undefined && !(fromDtf && r.dateStyle !== undefined)) __throwType("timeStyle does not apply to a value without a time")
  if (!hasDate && r.dateStyle !== undefined && !(fromDtf && r.timeStyle !== undefined)) __throwType("dateStyle does not apply to a value without a date")
  if (k !== T$INSTANT && k !== T$TIME) {
    const cal = T$calendarOf(v)
    const plain = k === T$YEARMONTH || k === T$MONTHDAY
    if (plain ? cal !== formatCalendar : cal !== "iso8601" && cal !== formatCalendar)
      __throwRange("calendar " + cal + " does not match the formatter's calendar " + formatCalendar)
    if (cal !== "iso8601" && cal !== "gregory") {
      // With CLDR data (a locale tag) the formatter converts from ISO fields to its calendar.
      if (icu === undefined) __throwRange("calendar " + cal + " cannot be formatted: code mode formats the Gregorian calendar only")
      otherCalendar = true
      if (k !== T$YEARMONTH && k !== T$MONTHDAY) v = T$op("convert", v, "withCalendar", "iso8601")
    }
  }
  const o = O$create(null)
  for (let i = 0; i < Intl$DTF_KEYS.length; i++) {
    const key = Intl$DTF_KEYS[i]
    if (r[key] !== undefined) o[key] = r[key]
  }
  const drop = (keys) => { for (let i = 0; i < keys.length; i++) o[keys[i]] = undefined }
  if (!hasTime) drop(["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits", "timeStyle"])
  if (!hasDate) o.dateStyle = undefined
  // Wall-clock types have no zone to name.
  if (k !== T$INSTANT && k !== T$ZONED) o.timeZoneName = undefined
  if (!hasDate) drop(T$DATE_KEYS)
  if (k === T$YEARMONTH) drop(["day", "weekday"])
  if (k === T$MONTHDAY) drop(["year", "era", "weekday"])
  if (icu === undefined && o.dateStyle !== undefined && (k === T$YEARMONTH || k === T$MONTHDAY)) {
    // The en-US formatter's date styles write a whole date: a year-month or a month-day takes
    // the fields of the style it has, as ICU's patterns do ("January 2222", "Jan 2222",
    // "1/22"; "March 4", "Mar 4", "3/4").
    const st = o.dateStyle
    o.dateStyle = undefined
    o.month = st === "short" ? "numeric" : st === "medium" ? "short" : "long"
    if (k === T$YEARMONTH) o.year = st === "short" ? "2-digit" : "numeric"
    else o.day = "numeric"
  }
  let any = o.dateStyle !== undefined || o.timeStyle !== undefined
  for (let i = 0; i < 5; i++) if (o[T$DATE_KEYS[i]] !== undefined || o[T$TIME_KEYS[i]] !== undefined) any = true
  // A DateTimeFormat's fields none of which the type has: nothing to format.
  if (!any && fromDtf && T$hasFieldsBesidesEra(r)) __throwType("the formatter's fields do not apply to this Temporal type")
  if (!any) {
    if (hasDate && k !== T$MONTHDAY) o.year = "numeric"
    if (hasDate && k !== T$MONTHDAY || k === T$MONTHDAY) o.month = "numeric"
    if (hasDate && k !== T$YEARMONTH) o.day = "numeric"
    if (hasTime) {
      o.hour = "numeric"
      o.minute = "numeric"
      o.second = "numeric"
    }
    if (k === T$ZONED && o.timeZoneName === undefined) o.timeZoneName = "short"
  }
  let ms
  if (k === T$INSTANT) ms = T$get(v, "epochMilliseconds")
  else if (k === T$ZONED) {
    ms = T$get(v, "epochMilliseconds")
    o.timeZone = T$get(v, "timeZoneId")
  } else {
    o.timeZone = "UTC"
    // The wall-clock fields as a UTC time, not clipped to a Date's range (Temporal's extremes
    // lie a day beyond it): the year moved into range by whole 400-year cycles (146097 days).
    const time = k === T$TIME || k === T$DATETIME
    let y = k === T$MONTHDAY ? 1972 : k === T$TIME ? 1970 : T$get(v, "year")
    let month = k === T$MONTHDAY ? +T$get(v, "monthCode").slice(1, 3) : k === T$TIME ? 1 : T$get(v, "month")
    let d = k === T$YEARMONTH || k === T$TIME ? 1 : T$get(v, "day")
    // Another calendar's year-month or month-day formats at its reference ISO date.
    if (otherCalendar && (k === T$YEARMONTH || k === T$MONTHDAY)) {
      y = T$get(v, "isoYear")
      month = T$get(v, "isoMonth")
      d = T$get(v, "isoDay")
    }
    const shift = Intl$floor((y - 1970) / 400)
    const date = new Intl$Date(0)
    date.setUTCFullYear(y - shift * 400, month - 1, d)
    if (time) date.setUTCHours(T$get(v, "hour"), T$get(v, "minute"), T$get(v, "second"), T$get(v, "millisecond"))
    ms = date.getTime() + shift * 146097 * 86400000
  }
  if (raw) return { ms, options: o }
  const out = Intl$dtfFormat(ms, o, k === T$INSTANT || k === T$ZONED ? 0 : 8, toParts, icu)
  return toParts ? Intl$dtfParts(out, 2) : out
}

// ---- Duration ------------------------------------------------------------------------------

function Duration(years = undefined, months = undefined, weeks = undefined, days = undefined, hours = undefined,
  minutes = undefined, seconds = undefined, milliseconds = undefined, microseconds = undefined, nanoseconds = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.Duration requires 'new'")
  const a = [years, months, weeks, days, hours, minutes, seconds, milliseconds, microseconds, nanoseconds]
  const v = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (let i = 0; i < 10; i++) if (a[i] !== undefined) v[i] = T$toIntegral(a[i])
  const p = T$proto(new.target, Duration.prototype)
  return T$op("new", T$DURATION, p, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
}
T$ctor(Duration, "Temporal.Duration")
const T$DP = Duration.prototype
T$getters(T$DP, T$DURATION, "Temporal.Duration", ["years", "months", "weeks", "days", "hours", "minutes", "seconds",
  "milliseconds", "microseconds", "nanoseconds", "sign", "blank"])
T$method(Duration, "from", { from(item) {
  const d = T$toDuration(item)
  return d === item ? T$op("durationNegate", T$op("durationNegate", d)) : d
} }.from)
T$method(Duration, "compare", { compare(one, two, options = undefined) {
  const a = T$toDuration(one)
  const b = T$toDuration(two)
  const o = T$options(options)
  const rel = T$relativeTo(o)
  return T$op("compare", a, b, rel)
} }.compare)
// GetTemporalRelativeToOption
function T$relativeTo(o) {
  const v = o.relativeTo
  if (v === undefined) return undefined
  if (isObject(v)) {
    const k = T$kind(v)
    if (k === T$ZONED || k === T$DATE) return v
    if (k === T$DATETIME) return T$op("convert", v, "PlainDate")
    const cal = T$bagCalendar(v)
    const f = T$readFields(v, cal, T$ZDT_F)
    if (f.r[14] === undefined) return T$op("fromFields", T$DATE, f.r, "constrain")
    return T$op("fromFields", T$ZONED, f.r, "constrain", "compatible", "reject")
  }
  if (typeof v !== "string") __throwType("relativeTo must be a string or an object")
  return T$op("relativeTo", v)
}
T$method(T$DP, "with", { with(durationLike) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.with")
  if (!isObject(durationLike)) __throwType("with() argument must be an object")
  const names = ["years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"]
  const v = []
  for (let i = 0; i < 10; i++) __arrayPush(v, T$get(this, names[i]))
  let any = false
  for (let i = 0; i < T$DUR_F.length; i++) {
    const x = durationLike[T$DUR_F[i]]
    if (x !== undefined) {
      any = true
      v[T$DUR_SLOT[i]] = T$toIntegral(x)
    }
  }
  if (!any) __throwType("with() needs at least one duration field")
  return T$op("new", T$DURATION, undefined, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
} }.with)
T$method(T$DP, "negated", { negated() {
  return T$op("durationNegate", T$this(this, T$DURATION, "Temporal.Duration.prototype.negated"))
} }.negated)
T$method(T$DP, "abs", { abs() {
  return T$op("durationAbs", T$this(this, T$DURATION, "Temporal.Duration.prototype.abs"))
} }.abs)
T$method(T$DP, "add", { add(other) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.add")
  return T$op("durationAdd", this, T$toDuration(other), false)
} }.add)
T$method(T$DP, "subtract", { subtract(other) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.subtract")
  return T$op("durationAdd", this, T$toDuration(other), true)
} }.subtract)
T$method(T$DP, "round", { round(roundTo) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.round")
  if (roundTo === undefined) __throwType("round() needs options")
  let o
  if (typeof roundTo === "string") {
    o = O$create(null)
    o.smallestUnit = roundTo
  } else o = T$options(roundTo)
  const largest = T$unit(o, "largestUnit")
  const rel = T$relativeTo(o)
  const inc = T$increment(o)
  const mode = T$mode(o, "halfExpand")
  const smallest = T$unit(o, "smallestUnit")
  if (smallest === undefined && largest === undefined) __throwRange("round() needs smallestUnit or largestUnit")
  return T$op("round", this, largest, smallest, mode, inc, rel)
} }.round)
T$method(T$DP, "total", { total(totalOf) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.total")
  if (totalOf === undefined) __throwType("total() needs a unit")
  let o
  if (typeof totalOf === "string") {
    o = O$create(null)
    o.unit = totalOf
  } else o = T$options(totalOf)
  const rel = T$relativeTo(o)
  const unit = T$unit(o, "unit")
  if (unit === undefined) __throwRange("total() needs a unit")
  return T$op("durationTotal", this, unit, rel)
} }.total)
T$method(T$DP, "toString", { toString(options = undefined) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.toString")
  const o = T$options(options)
  const digits = T$digits(o)
  const mode = T$mode(o, "trunc")
  const smallest = T$unit(o, "smallestUnit")
  if (smallest === "hour" || smallest === "minute" || smallest === "day" || smallest === "week" || smallest === "month" || smallest === "year" || smallest === "auto")
    __throwRange("smallestUnit must be a time unit smaller than a minute")
  return T$op("toString", this, digits, smallest, mode)
} }.toString)
T$method(T$DP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$DURATION, "Temporal.Duration.prototype.toJSON"))
} }.toJSON)
T$method(T$DP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  T$this(this, T$DURATION, "Temporal.Duration.prototype.toLocaleString")
  return __call(T$dfFormat, new DurationFormat(locales, options), [this])
} }.toLocaleString)
T$method(T$DP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- PlainDate -----------------------------------------------------------------------------

function PlainDate(isoYear, isoMonth, isoDay, calendar = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.PlainDate requires 'new'")
  const y = T$toInt(isoYear)
  const m = T$toInt(isoMonth)
  const d = T$toInt(isoDay)
  let cal = "iso8601"
  if (calendar !== undefined) {
    if (typeof calendar !== "string") __throwType("calendar must be a string")
    cal = T$op("calendarId", calendar, true)
  }
  if (m < 1 || d < 1) __throwRange("date out of range")
  return T$op("new", T$DATE, T$proto(new.target, PlainDate.prototype), y, m, d, cal)
}
T$ctor(PlainDate, "Temporal.PlainDate")
const T$PDP = PlainDate.prototype
T$getters(T$PDP, T$DATE, "Temporal.PlainDate", T$DATE_GETTERS)
T$method(PlainDate, "from", { from(item, options = undefined) {
  const d = T$toDate(item, options)
  return T$kind(item) === T$DATE ? T$op("convert", d, "withCalendar", T$calendarOf(d)) : d
} }.from)
T$method(PlainDate, "compare", { compare(one, two) {
  return T$op("compare", T$toDate(one), T$toDate(two))
} }.compare)
T$method(T$PDP, "with", { with(temporalDateLike, options = undefined) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.with")
  T$partial(temporalDateLike)
  const f = T$readFields(temporalDateLike, T$calendarOf(this), T$DATE_F)
  if (!f.any) __throwType("with() needs at least one date field")
  const ov = T$overflow(T$options(options))
  return T$op("with", this, f.r, ov)
} }.with)
T$method(T$PDP, "withCalendar", { withCalendar(calendar) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.withCalendar")
  if (calendar === undefined) __throwType("withCalendar() needs a calendar")
  return T$op("convert", this, "withCalendar", T$calendarId(calendar))
} }.withCalendar)
function T$addMethod(proto, kind, tname, sub) {
  const name = sub ? "subtract" : "add"
  const holder = { [name](temporalDurationLike, options = undefined) {
    T$this(this, kind, tname + ".prototype." + name)
    const d = T$toDuration(temporalDurationLike)
    const ov = kind === T$TIME || kind === T$INSTANT ? undefined : T$overflow(T$options(options))
    return T$op("add", this, d, ov, sub)
  } }
  T$method(proto, name, holder[name])
}
function T$diffMethod(proto, kind, tname, since, convert) {
  const name = since ? "since" : "until"
  const holder = { [name](other, options = undefined) {
    T$this(this, kind, tname + ".prototype." + name)
    const b = convert(other)
    const s = T$diffOptions(options)
    return T$diff(this, b, since, s)
  } }
  T$method(proto, name, holder[name])
}
T$addMethod(T$PDP, T$DATE, "Temporal.PlainDate", false)
T$addMethod(T$PDP, T$DATE, "Temporal.PlainDate", true)
T$diffMethod(T$PDP, T$DATE, "Temporal.PlainDate", false, (x) => T$toDate(x))
T$diffMethod(T$PDP, T$DATE, "Temporal.PlainDate", true, (x) => T$toDate(x))
T$method(T$PDP, "equals", { equals(other) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.equals")
  return T$op("equals", this, T$toDate(other))
} }.equals)
T$method(T$PDP, "toPlainDateTime", { toPlainDateTime(temporalTime = undefined) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.toPlainDateTime")
  const t = temporalTime === undefined ? undefined : T$toTime(temporalTime)
  return T$op("convert", this, "PlainDateTime", t)
} }.toPlainDateTime)
T$method(T$PDP, "toPlainYearMonth", { toPlainYearMonth() {
  return T$op("convert", T$this(this, T$DATE, "Temporal.PlainDate.prototype.toPlainYearMonth"), "PlainYearMonth")
} }.toPlainYearMonth)
T$method(T$PDP, "toPlainMonthDay", { toPlainMonthDay() {
  return T$op("convert", T$this(this, T$DATE, "Temporal.PlainDate.prototype.toPlainMonthDay"), "PlainMonthDay")
} }.toPlainMonthDay)
T$method(T$PDP, "toZonedDateTime", { toZonedDateTime(item) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.toZonedDateTime")
  let tz
  let t
  if (isObject(item) && T$kind(item) !== T$ZONED) {
    const tzLike = item.timeZone
    if (tzLike === undefined) tz = T$timeZoneId(item)
    else {
      tz = T$timeZoneId(tzLike)
      const tl = item.plainTime
      if (tl !== undefined) t = T$toTime(tl)
    }
  } else tz = T$timeZoneId(item)
  return T$op("convert", this, "ZonedDateTime", tz, t)
} }.toZonedDateTime)
T$method(T$PDP, "toString", { toString(options = undefined) {
  T$this(this, T$DATE, "Temporal.PlainDate.prototype.toString")
  const o = T$options(options)
  const cn = T$getOption(o, "calendarName", ["auto", "always", "never", "critical"], "auto")
  return T$op("toString", this, undefined, undefined, undefined, cn)
} }.toString)
T$method(T$PDP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$DATE, "Temporal.PlainDate.prototype.toJSON"))
} }.toJSON)
T$method(T$PDP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$DATE, "Temporal.PlainDate.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$PDP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- PlainTime -----------------------------------------------------------------------------

function PlainTime(hour = undefined, minute = undefined, second = undefined, millisecond = undefined,
  microsecond = undefined, nanosecond = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.PlainTime requires 'new'")
  const a = [hour, minute, second, millisecond, microsecond, nanosecond]
  const v = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < 6; i++) if (a[i] !== undefined) v[i] = T$toInt(a[i])
  return T$op("new", T$TIME, T$proto(new.target, PlainTime.prototype), v[0], v[1], v[2], v[3], v[4], v[5])
}
T$ctor(PlainTime, "Temporal.PlainTime")
const T$PTP = PlainTime.prototype
T$getters(T$PTP, T$TIME, "Temporal.PlainTime", T$TIME_GETTERS)
T$method(PlainTime, "from", { from(item, options = undefined) {
  const t = T$toTime(item, options)
  return t === item ? T$op("add", t, T$op("new", T$DURATION, undefined), undefined, false) : t
} }.from)
T$method(PlainTime, "compare", { compare(one, two) {
  return T$op("compare", T$toTime(one), T$toTime(two))
} }.compare)
T$method(T$PTP, "with", { with(temporalTimeLike, options = undefined) {
  T$this(this, T$TIME, "Temporal.PlainTime.prototype.with")
  T$partial(temporalTimeLike)
  const f = T$readFields(temporalTimeLike, "iso8601", T$TIME_F)
  if (!f.any) __throwType("with() needs at least one time field")
  const ov = T$overflow(T$options(options))
  return T$op("with", this, f.r, ov)
} }.with)
T$addMethod(T$PTP, T$TIME, "Temporal.PlainTime", false)
T$addMethod(T$PTP, T$TIME, "Temporal.PlainTime", true)
T$diffMethod(T$PTP, T$TIME, "Temporal.PlainTime", false, (x) => T$toTime(x))
T$diffMethod(T$PTP, T$TIME, "Temporal.PlainTime", true, (x) => T$toTime(x))
T$method(T$PTP, "round", { round(roundTo) {
  T$this(this, T$TIME, "Temporal.PlainTime.prototype.round")
  const r = T$roundOptions(roundTo, true)
  if (r[1] === undefined) __throwRange("round() needs a smallestUnit")
  return T$op("round", this, r[0], r[1], r[2], r[3])
} }.round)
T$method(T$PTP, "equals", { equals(other) {
  T$this(this, T$TIME, "Temporal.PlainTime.prototype.equals")
  return T$op("equals", this, T$toTime(other))
} }.equals)
function T$timeToString(v, options, withCalendar) {
  const o = T$options(options)
  const cn = withCalendar ? T$getOption(o, "calendarName", ["auto", "always", "never", "critical"], "auto") : undefined
  const digits = T$digits(o)
  const mode = T$mode(o, "trunc")
  const smallest = T$unit(o, "smallestUnit")
  if (smallest !== undefined && (smallest === "hour" || smallest === "day" || smallest === "week" || smallest === "month" || smallest === "year" || smallest === "auto"))
    __throwRange("smallestUnit must be minute or smaller")
  return T$op("toString", v, digits, smallest, mode, cn)
}
T$method(T$PTP, "toString", { toString(options = undefined) {
  T$this(this, T$TIME, "Temporal.PlainTime.prototype.toString")
  return T$timeToString(this, options, false)
} }.toString)
T$method(T$PTP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$TIME, "Temporal.PlainTime.prototype.toJSON"))
} }.toJSON)
T$method(T$PTP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$TIME, "Temporal.PlainTime.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$PTP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- PlainDateTime -------------------------------------------------------------------------

function PlainDateTime(isoYear, isoMonth, isoDay, hour = undefined, minute = undefined, second = undefined,
  millisecond = undefined, microsecond = undefined, nanosecond = undefined, calendar = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.PlainDateTime requires 'new'")
  const y = T$toInt(isoYear)
  const m = T$toInt(isoMonth)
  const d = T$toInt(isoDay)
  const a = [hour, minute, second, millisecond, microsecond, nanosecond]
  const v = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < 6; i++) if (a[i] !== undefined) v[i] = T$toInt(a[i])
  let cal = "iso8601"
  if (calendar !== undefined) {
    if (typeof calendar !== "string") __throwType("calendar must be a string")
    cal = T$op("calendarId", calendar, true)
  }
  if (m < 1 || d < 1) __throwRange("date out of range")
  return T$op("new", T$DATETIME, T$proto(new.target, PlainDateTime.prototype), y, m, d, v[0], v[1], v[2], v[3], v[4], v[5], cal)
}
T$ctor(PlainDateTime, "Temporal.PlainDateTime")
const T$PDTP = PlainDateTime.prototype
T$getters(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", T$DATE_GETTERS)
T$getters(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", T$TIME_GETTERS)
T$method(PlainDateTime, "from", { from(item, options = undefined) {
  const d = T$toDateTime(item, options)
  return d === item ? T$op("convert", d, "withCalendar", T$calendarOf(d)) : d
} }.from)
T$method(PlainDateTime, "compare", { compare(one, two) {
  return T$op("compare", T$toDateTime(one), T$toDateTime(two))
} }.compare)
T$method(T$PDTP, "with", { with(temporalDateTimeLike, options = undefined) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.with")
  T$partial(temporalDateTimeLike)
  const f = T$readFields(temporalDateTimeLike, T$calendarOf(this), T$DT_F)
  if (!f.any) __throwType("with() needs at least one field")
  const ov = T$overflow(T$options(options))
  return T$op("with", this, f.r, ov)
} }.with)
T$method(T$PDTP, "withPlainTime", { withPlainTime(plainTimeLike = undefined) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.withPlainTime")
  const t = plainTimeLike === undefined ? undefined : T$toTime(plainTimeLike)
  return T$op("convert", this, "withPlainTime", t)
} }.withPlainTime)
T$method(T$PDTP, "withCalendar", { withCalendar(calendar) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.withCalendar")
  if (calendar === undefined) __throwType("withCalendar() needs a calendar")
  return T$op("convert", this, "withCalendar", T$calendarId(calendar))
} }.withCalendar)
T$addMethod(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", false)
T$addMethod(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", true)
T$diffMethod(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", false, (x) => T$toDateTime(x))
T$diffMethod(T$PDTP, T$DATETIME, "Temporal.PlainDateTime", true, (x) => T$toDateTime(x))
T$method(T$PDTP, "round", { round(roundTo) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.round")
  const r = T$roundOptions(roundTo, true)
  if (r[1] === undefined) __throwRange("round() needs a smallestUnit")
  return T$op("round", this, r[0], r[1], r[2], r[3])
} }.round)
T$method(T$PDTP, "equals", { equals(other) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.equals")
  return T$op("equals", this, T$toDateTime(other))
} }.equals)
T$method(T$PDTP, "toPlainDate", { toPlainDate() {
  return T$op("convert", T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toPlainDate"), "PlainDate")
} }.toPlainDate)
T$method(T$PDTP, "toPlainTime", { toPlainTime() {
  return T$op("convert", T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toPlainTime"), "PlainTime")
} }.toPlainTime)
T$method(T$PDTP, "toZonedDateTime", { toZonedDateTime(temporalTimeZoneLike, options = undefined) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toZonedDateTime")
  const tz = T$timeZoneId(temporalTimeZoneLike)
  const dis = T$disambiguation(T$options(options))
  return T$op("convert", this, "ZonedDateTime", tz, dis)
} }.toZonedDateTime)
T$method(T$PDTP, "toString", { toString(options = undefined) {
  T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toString")
  return T$timeToString(this, options, true)
} }.toString)
T$method(T$PDTP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toJSON"))
} }.toJSON)
T$method(T$PDTP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$DATETIME, "Temporal.PlainDateTime.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$PDTP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- PlainYearMonth ------------------------------------------------------------------------

function PlainYearMonth(isoYear, isoMonth, calendar = undefined, referenceISODay = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.PlainYearMonth requires 'new'")
  const y = T$toInt(isoYear)
  const m = T$toInt(isoMonth)
  let cal = "iso8601"
  if (calendar !== undefined) {
    if (typeof calendar !== "string") __throwType("calendar must be a string")
    cal = T$op("calendarId", calendar, true)
  }
  const d = referenceISODay === undefined ? 1 : T$toInt(referenceISODay)
  if (m < 1 || d < 1) __throwRange("date out of range")
  return T$op("new", T$YEARMONTH, T$proto(new.target, PlainYearMonth.prototype), y, m, cal, d)
}
T$ctor(PlainYearMonth, "Temporal.PlainYearMonth")
const T$YMP = PlainYearMonth.prototype
T$getters(T$YMP, T$YEARMONTH, "Temporal.PlainYearMonth", ["calendarId", "era", "eraYear", "year", "month", "monthCode",
  "daysInYear", "daysInMonth", "monthsInYear", "inLeapYear"])
T$method(PlainYearMonth, "from", { from(item, options = undefined) {
  const d = T$toYearMonth(item, options)
  return d === item ? T$op("convert", d, "withCalendar", T$calendarOf(d)) : d
} }.from)
T$method(PlainYearMonth, "compare", { compare(one, two) {
  return T$op("compare", T$toYearMonth(one), T$toYearMonth(two))
} }.compare)
T$method(T$YMP, "with", { with(temporalYearMonthLike, options = undefined) {
  T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.with")
  T$partial(temporalYearMonthLike)
  const f = T$readFields(temporalYearMonthLike, T$calendarOf(this), T$YM_F)
  if (!f.any) __throwType("with() needs at least one field")
  const ov = T$overflow(T$options(options))
  return T$op("with", this, f.r, ov)
} }.with)
T$addMethod(T$YMP, T$YEARMONTH, "Temporal.PlainYearMonth", false)
T$addMethod(T$YMP, T$YEARMONTH, "Temporal.PlainYearMonth", true)
T$diffMethod(T$YMP, T$YEARMONTH, "Temporal.PlainYearMonth", false, (x) => T$toYearMonth(x))
T$diffMethod(T$YMP, T$YEARMONTH, "Temporal.PlainYearMonth", true, (x) => T$toYearMonth(x))
T$method(T$YMP, "equals", { equals(other) {
  T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.equals")
  return T$op("equals", this, T$toYearMonth(other))
} }.equals)
T$method(T$YMP, "toPlainDate", { toPlainDate(item) {
  T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.toPlainDate")
  if (!isObject(item)) __throwType("toPlainDate() needs an object")
  const f = T$readFields(item, T$calendarOf(this), { __proto__: null, day: true })
  return T$op("convert", this, "PlainDateFrom", f.r)
} }.toPlainDate)
T$method(T$YMP, "toString", { toString(options = undefined) {
  T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.toString")
  const cn = T$getOption(T$options(options), "calendarName", ["auto", "always", "never", "critical"], "auto")
  return T$op("toString", this, undefined, undefined, undefined, cn)
} }.toString)
T$method(T$YMP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.toJSON"))
} }.toJSON)
T$method(T$YMP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$YEARMONTH, "Temporal.PlainYearMonth.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$YMP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- PlainMonthDay -------------------------------------------------------------------------

function PlainMonthDay(isoMonth, isoDay, calendar = undefined, referenceISOYear = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.PlainMonthDay requires 'new'")
  const m = T$toInt(isoMonth)
  const d = T$toInt(isoDay)
  let cal = "iso8601"
  if (calendar !== undefined) {
    if (typeof calendar !== "string") __throwType("calendar must be a string")
    cal = T$op("calendarId", calendar, true)
  }
  const y = referenceISOYear === undefined ? 1972 : T$toInt(referenceISOYear)
  if (m < 1 || d < 1) __throwRange("date out of range")
  return T$op("new", T$MONTHDAY, T$proto(new.target, PlainMonthDay.prototype), m, d, cal, y)
}
T$ctor(PlainMonthDay, "Temporal.PlainMonthDay")
const T$MDP = PlainMonthDay.prototype
T$getters(T$MDP, T$MONTHDAY, "Temporal.PlainMonthDay", ["calendarId", "monthCode", "day"])
T$method(PlainMonthDay, "from", { from(item, options = undefined) {
  const d = T$toMonthDay(item, options)
  return d === item ? T$op("convert", d, "withCalendar", T$calendarOf(d)) : d
} }.from)
T$method(T$MDP, "with", { with(temporalMonthDayLike, options = undefined) {
  T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.with")
  T$partial(temporalMonthDayLike)
  const f = T$readFields(temporalMonthDayLike, T$calendarOf(this), T$MD_F)
  if (!f.any) __throwType("with() needs at least one field")
  const ov = T$overflow(T$options(options))
  return T$op("with", this, f.r, ov)
} }.with)
T$method(T$MDP, "equals", { equals(other) {
  T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.equals")
  return T$op("equals", this, T$toMonthDay(other))
} }.equals)
T$method(T$MDP, "toPlainDate", { toPlainDate(item) {
  T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.toPlainDate")
  if (!isObject(item)) __throwType("toPlainDate() needs an object")
  const f = T$readFields(item, T$calendarOf(this), { __proto__: null, year: true, era: true, eraYear: true })
  return T$op("convert", this, "PlainDateFrom", f.r)
} }.toPlainDate)
T$method(T$MDP, "toString", { toString(options = undefined) {
  T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.toString")
  const cn = T$getOption(T$options(options), "calendarName", ["auto", "always", "never", "critical"], "auto")
  return T$op("toString", this, undefined, undefined, undefined, cn)
} }.toString)
T$method(T$MDP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.toJSON"))
} }.toJSON)
T$method(T$MDP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$MONTHDAY, "Temporal.PlainMonthDay.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$MDP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- Instant -------------------------------------------------------------------------------

function Instant(epochNanoseconds) {
  if (new.target === undefined) __throwType("Constructor Temporal.Instant requires 'new'")
  const ns = T$toBigInt(epochNanoseconds)
  return T$op("new", T$INSTANT, T$proto(new.target, Instant.prototype), ns)
}
T$ctor(Instant, "Temporal.Instant")
const T$IP = Instant.prototype
T$getters(T$IP, T$INSTANT, "Temporal.Instant", ["epochMilliseconds", "epochNanoseconds"])
T$method(Instant, "from", { from(item) {
  const i = T$toInstant(item)
  return i === item ? T$op("new", T$INSTANT, undefined, T$get(i, "epochNanoseconds")) : i
} }.from)
T$method(Instant, "fromEpochMilliseconds", { fromEpochMilliseconds(epochMilliseconds) {
  const n = T$toNum(epochMilliseconds)
  if (!T$isFinite(n) || T$trunc(n) !== n) __throwRange("epochMilliseconds must be an integer")
  return T$op("new", T$INSTANT, undefined, T$BigInt(n) * 1000000n)
} }.fromEpochMilliseconds)
T$method(Instant, "fromEpochNanoseconds", { fromEpochNanoseconds(epochNanoseconds) {
  return T$op("new", T$INSTANT, undefined, T$toBigInt(epochNanoseconds))
} }.fromEpochNanoseconds)
T$method(Instant, "compare", { compare(one, two) {
  return T$op("compare", T$toInstant(one), T$toInstant(two))
} }.compare)
T$addMethod(T$IP, T$INSTANT, "Temporal.Instant", false)
T$addMethod(T$IP, T$INSTANT, "Temporal.Instant", true)
T$diffMethod(T$IP, T$INSTANT, "Temporal.Instant", false, (x) => T$toInstant(x))
T$diffMethod(T$IP, T$INSTANT, "Temporal.Instant", true, (x) => T$toInstant(x))
T$method(T$IP, "round", { round(roundTo) {
  T$this(this, T$INSTANT, "Temporal.Instant.prototype.round")
  const r = T$roundOptions(roundTo, true)
  if (r[1] === undefined) __throwRange("round() needs a smallestUnit")
  return T$op("round", this, undefined, r[1], r[2], r[3])
} }.round)
T$method(T$IP, "equals", { equals(other) {
  T$this(this, T$INSTANT, "Temporal.Instant.prototype.equals")
  return T$op("equals", this, T$toInstant(other))
} }.equals)
T$method(T$IP, "toZonedDateTimeISO", { toZonedDateTimeISO(timeZone) {
  T$this(this, T$INSTANT, "Temporal.Instant.prototype.toZonedDateTimeISO")
  return T$op("convert", this, "ZonedDateTime", T$timeZoneId(timeZone))
} }.toZonedDateTimeISO)
T$method(T$IP, "toString", { toString(options = undefined) {
  T$this(this, T$INSTANT, "Temporal.Instant.prototype.toString")
  const o = T$options(options)
  const digits = T$digits(o)
  const mode = T$mode(o, "trunc")
  const smallest = T$unit(o, "smallestUnit")
  const tzv = o.timeZone
  const tz = tzv === undefined ? undefined : T$timeZoneId(tzv)
  if (smallest !== undefined && (smallest === "hour" || smallest === "day" || smallest === "week" || smallest === "month" || smallest === "year" || smallest === "auto"))
    __throwRange("smallestUnit must be minute or smaller")
  return T$op("toString", this, digits, smallest, mode, undefined, tz)
} }.toString)
T$method(T$IP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$INSTANT, "Temporal.Instant.prototype.toJSON"))
} }.toJSON)
T$method(T$IP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$INSTANT, "Temporal.Instant.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$IP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- ZonedDateTime -------------------------------------------------------------------------

function ZonedDateTime(epochNanoseconds, timeZone, calendar = undefined) {
  if (new.target === undefined) __throwType("Constructor Temporal.ZonedDateTime requires 'new'")
  const ns = T$toBigInt(epochNanoseconds)
  if (typeof timeZone !== "string") __throwType("time zone must be a string")
  const tz = T$op("timeZoneId", timeZone, true)
  let cal = "iso8601"
  if (calendar !== undefined) {
    if (typeof calendar !== "string") __throwType("calendar must be a string")
    cal = T$op("calendarId", calendar, true)
  }
  return T$op("new", T$ZONED, T$proto(new.target, ZonedDateTime.prototype), ns, tz, cal)
}
T$ctor(ZonedDateTime, "Temporal.ZonedDateTime")
const T$ZP = ZonedDateTime.prototype
T$getters(T$ZP, T$ZONED, "Temporal.ZonedDateTime", T$DATE_GETTERS)
T$getters(T$ZP, T$ZONED, "Temporal.ZonedDateTime", T$TIME_GETTERS)
T$getters(T$ZP, T$ZONED, "Temporal.ZonedDateTime", ["timeZoneId", "epochMilliseconds", "epochNanoseconds", "offset",
  "offsetNanoseconds", "hoursInDay"])
T$method(ZonedDateTime, "from", { from(item, options = undefined) {
  const z = T$toZoned(item, options)
  return z === item ? T$op("convert", z, "withCalendar", T$calendarOf(z)) : z
} }.from)
T$method(ZonedDateTime, "compare", { compare(one, two) {
  return T$op("compare", T$toZoned(one), T$toZoned(two))
} }.compare)
T$method(T$ZP, "with", { with(temporalZonedDateTimeLike, options = undefined) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.with")
  T$partial(temporalZonedDateTimeLike)
  const fields = { __proto__: null, day: true, month: true, monthCode: true, year: true, era: true, eraYear: true,
    hour: true, minute: true, second: true, millisecond: true, microsecond: true, nanosecond: true, offset: true }
  const f = T$readFields(temporalZonedDateTimeLike, T$calendarOf(this), fields)
  if (!f.any) __throwType("with() needs at least one field")
  const o = T$options(options)
  const dis = T$disambiguation(o)
  const off = T$offsetOption(o, "prefer")
  const ov = T$overflow(o)
  return T$op("with", this, f.r, ov, dis, off)
} }.with)
T$method(T$ZP, "withPlainTime", { withPlainTime(plainTimeLike = undefined) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.withPlainTime")
  const t = plainTimeLike === undefined ? undefined : T$toTime(plainTimeLike)
  return T$op("convert", this, "withPlainTime", t)
} }.withPlainTime)
T$method(T$ZP, "withTimeZone", { withTimeZone(timeZoneLike) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.withTimeZone")
  return T$op("convert", this, "withTimeZone", T$timeZoneId(timeZoneLike))
} }.withTimeZone)
T$method(T$ZP, "withCalendar", { withCalendar(calendar) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.withCalendar")
  if (calendar === undefined) __throwType("withCalendar() needs a calendar")
  return T$op("convert", this, "withCalendar", T$calendarId(calendar))
} }.withCalendar)
T$addMethod(T$ZP, T$ZONED, "Temporal.ZonedDateTime", false)
T$addMethod(T$ZP, T$ZONED, "Temporal.ZonedDateTime", true)
T$diffMethod(T$ZP, T$ZONED, "Temporal.ZonedDateTime", false, (x) => T$toZoned(x))
T$diffMethod(T$ZP, T$ZONED, "Temporal.ZonedDateTime", true, (x) => T$toZoned(x))
T$method(T$ZP, "round", { round(roundTo) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.round")
  const r = T$roundOptions(roundTo, true)
  if (r[1] === undefined) __throwRange("round() needs a smallestUnit")
  return T$op("round", this, undefined, r[1], r[2], r[3])
} }.round)
T$method(T$ZP, "equals", { equals(other) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.equals")
  return T$op("equals", this, T$toZoned(other))
} }.equals)
T$method(T$ZP, "startOfDay", { startOfDay() {
  return T$op("convert", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.startOfDay"), "startOfDay")
} }.startOfDay)
T$method(T$ZP, "getTimeZoneTransition", { getTimeZoneTransition(directionParam) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.getTimeZoneTransition")
  if (directionParam === undefined) __throwType("getTimeZoneTransition() needs a direction")
  let o
  if (typeof directionParam === "string") {
    o = O$create(null)
    o.direction = directionParam
  } else o = T$options(directionParam)
  const dir = T$getOption(o, "direction", ["next", "previous"], undefined)
  if (dir === undefined) __throwRange("direction is required")
  return T$op("convert", this, "transition", dir)
} }.getTimeZoneTransition)
T$method(T$ZP, "toInstant", { toInstant() {
  return T$op("convert", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toInstant"), "Instant")
} }.toInstant)
T$method(T$ZP, "toPlainDate", { toPlainDate() {
  return T$op("convert", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toPlainDate"), "PlainDate")
} }.toPlainDate)
T$method(T$ZP, "toPlainTime", { toPlainTime() {
  return T$op("convert", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toPlainTime"), "PlainTime")
} }.toPlainTime)
T$method(T$ZP, "toPlainDateTime", { toPlainDateTime() {
  return T$op("convert", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toPlainDateTime"), "PlainDateTime")
} }.toPlainDateTime)
T$method(T$ZP, "toString", { toString(options = undefined) {
  T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toString")
  const o = T$options(options)
  const cn = T$getOption(o, "calendarName", ["auto", "always", "never", "critical"], "auto")
  const digits = T$digits(o)
  const off = T$getOption(o, "offset", ["auto", "never"], "auto")
  const mode = T$mode(o, "trunc")
  const smallest = T$unit(o, "smallestUnit")
  const tzn = T$getOption(o, "timeZoneName", ["auto", "never", "critical"], "auto")
  if (smallest !== undefined && (smallest === "hour" || smallest === "day" || smallest === "week" || smallest === "month" || smallest === "year" || smallest === "auto"))
    __throwRange("smallestUnit must be minute or smaller")
  return T$op("toString", this, digits, smallest, mode, cn, undefined, off, tzn)
} }.toString)
T$method(T$ZP, "toJSON", { toJSON() {
  return T$op("toString", T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toJSON"))
} }.toJSON)
T$method(T$ZP, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  return T$localeString(T$this(this, T$ZONED, "Temporal.ZonedDateTime.prototype.toLocaleString"), locales, options)
} }.toLocaleString)
T$method(T$ZP, "valueOf", { valueOf() { T$noValueOf() } }.valueOf)

// ---- Now -----------------------------------------------------------------------------------

const T$Now = {}
O$defineProperty(T$Now, O$toStringTag, { value: "Temporal.Now", writable: false, enumerable: false, configurable: true })
function T$nowInstant() {
  return T$op("instantFromMs", __call(T$dateNow, undefined, []))
}
function T$nowZone(tz) {
  return T$op("convert", T$nowInstant(), "ZonedDateTime", tz === undefined ? Intl$dtfZone() : T$timeZoneId(tz))
}
T$method(T$Now, "timeZoneId", { timeZoneId() { return Intl$dtfZone() } }.timeZoneId)
T$method(T$Now, "instant", { instant() { return T$nowInstant() } }.instant)
T$method(T$Now, "zonedDateTimeISO", { zonedDateTimeISO(temporalTimeZoneLike = undefined) {
  return T$nowZone(temporalTimeZoneLike)
} }.zonedDateTimeISO)
T$method(T$Now, "plainDateTimeISO", { plainDateTimeISO(temporalTimeZoneLike = undefined) {
  return T$op("convert", T$nowZone(temporalTimeZoneLike), "PlainDateTime")
} }.plainDateTimeISO)
T$method(T$Now, "plainDateISO", { plainDateISO(temporalTimeZoneLike = undefined) {
  return T$op("convert", T$nowZone(temporalTimeZoneLike), "PlainDate")
} }.plainDateISO)
T$method(T$Now, "plainTimeISO", { plainTimeISO(temporalTimeZoneLike = undefined) {
  return T$op("convert", T$nowZone(temporalTimeZoneLike), "PlainTime")
} }.plainTimeISO)

// ---- Date.prototype.toTemporalInstant ----------------------------------------------------

const T$getTime = Date.prototype.getTime
T$method(Date.prototype, "toTemporalInstant", { toTemporalInstant() {
  const t = __call(T$getTime, this, [])
  if (t !== t) __throwRange("Invalid Date")
  return T$op("instantFromMs", t)
} }.toTemporalInstant)

// ---- the namespace -------------------------------------------------------------------------

T$op("init", Duration.prototype, PlainDate.prototype, PlainTime.prototype, PlainDateTime.prototype,
  PlainYearMonth.prototype, PlainMonthDay.prototype, Instant.prototype, ZonedDateTime.prototype)
const Temporal = {}
O$defineProperty(Temporal, O$toStringTag, { value: "Temporal", writable: false, enumerable: false, configurable: true })
__define(Temporal, "Instant", Instant)
__define(Temporal, "PlainDateTime", PlainDateTime)
__define(Temporal, "Duration", Duration)
__define(Temporal, "PlainDate", PlainDate)
__define(Temporal, "PlainTime", PlainTime)
__define(Temporal, "PlainYearMonth", PlainYearMonth)
__define(Temporal, "PlainMonthDay", PlainMonthDay)
__define(Temporal, "ZonedDateTime", ZonedDateTime)
__define(Temporal, "Now", T$Now)
__defineGlobal("Temporal", Temporal)
