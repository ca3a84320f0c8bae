// codemode prelude: the parts of JSON that call back into the program. JSON.parse and
// JSON.stringify are natives (builtins/json.rs); they hand over here when a reviver, a replacer,
// a getter, a toJSON method or an exotic object needs program code.
const $jsonQuote = __hidden("jsonQuote")
const $jsonCtorName = __hidden("jsonCtorName")
const $jsonUnwrap = __hidden("jsonUnwrap")
const $jsonGap = __hidden("jsonGap")
const $jsonIsError = __hidden("jsonIsError")
const $jsonIsRaw = __hidden("jsonIsRaw")
const $jsonIsArray = Array.isArray
const $jsonString = String
const $jsonNumber = Number
const JSON_PROMISE_MESSAGE = "JSON.stringify received an un-awaited Promise; await it first."

function jsonToLength(v) {
  const n = $jsonNumber(v)
  if (!(n > 0)) return 0
  return n > 9007199254740991 ? 9007199254740991 : n - (n % 1)
}

// ---- JSON.parse: InternalizeJSONProperty, with an explicit stack ------------------------------
// `rec` is the value's JSON Parse Record from the native parser: `[value, source]` for a
// primitive, `[array, [records]]`, `[object, {key: record}]`; it applies while the value is still
// the one parsed (SameValue), and gives the reviver's `context.source` for primitives.
function jsonSameValue(a, b) {
  return a === b ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b
}

// The walk's frames are eight slots each of one array (no object per value): the holder, the
// name, the value, its keys (undefined for an array), their count, the next child, the value's
// records and the reviver's context.
function jsonReviveEnter(frames, holder, name, val, rec) {
  const context = {}
  let recs
  let keys
  let len = 0
  const obj = isObject(val)
  if (rec !== undefined && jsonSameValue(rec[0], val)) {
    if (obj) recs = rec[1]
    else __createDataProp(context, "source", rec[1])
  }
  if (obj) {
    if ($jsonIsArray(val)) len = jsonToLength(val.length)
    else {
      keys = __enumKeys(val)
      len = keys.length
    }
  }
  const n = frames.length
  frames[n] = holder
  frames[n + 1] = name
  frames[n + 2] = val
  frames[n + 3] = keys
  frames[n + 4] = len
  frames[n + 5] = 0
  frames[n + 6] = recs
  frames[n + 7] = context
}

// The record of child `k` (the `i`th) of a value whose records are `recs`: an array's by
// position, an object's by key (`recs` has a null prototype and only own keys).
function jsonChildRecord(recs, keys, i, k) {
  if (recs === undefined) return undefined
  if (keys === undefined) return i < recs.length ? recs[i] : undefined
  return k in recs ? recs[k] : undefined
}

// The walk for a reviver that is not an ordinary function; exec/revive.rs walks natively for
// one that is, and hands its frames to jsonReviveLoop when a step becomes observable.
function jsonRevive(unfiltered, reviver, rec) {
  const root = {}
  __createDataProp(root, "", unfiltered)
  const frames = []
  jsonReviveEnter(frames, root, "", unfiltered, rec)
  return jsonReviveLoop(frames, reviver)
}

function jsonReviveLoop(frames, reviver) {
  for (;;) {
    const f = frames.length - 8
    const i = frames[f + 5]
    if (i < frames[f + 4]) {
      const keys = frames[f + 3]
      const k = keys === undefined ? $jsonString(i) : keys[i]
      frames[f + 5] = i + 1
      const parent = frames[f + 2]
      const val = parent[k]
      const crec = jsonChildRecord(frames[f + 6], keys, i, k)
      if (isObject(val)) {
        jsonReviveEnter(frames, parent, k, val, crec)
      } else {
        // A primitive has no children: revived at once, without a frame.
        const context = {}
        if (crec !== undefined && jsonSameValue(crec[0], val)) __createDataProp(context, "source", crec[1])
        jsonReviveStore(parent, k, __call(reviver, parent, [k, val, context]))
      }
      continue
    }
    const holder = frames[f]
    const name = frames[f + 1]
    const r = __call(reviver, holder, [name, frames[f + 2], frames[f + 7]])
    frames.length = f
    if (f === 0) return r
    jsonReviveStore(holder, name, r)
  }
}

// The reviver's result `r` into `holder[name]`: [[Delete]] for undefined, else
// CreateDataProperty; a failure is ignored, an abrupt completion (a proxy's trap throwing) is not.
function jsonReviveStore(holder, name, r) {
  if (r === undefined) R$deleteProperty(holder, name)
  else if (__tryDataProp(holder, name, r) === null) {
    R$defineProperty(holder, name, { __proto__: null, value: r, writable: true, enumerable: true, configurable: true })
  }
}
__export("jsonRevive", jsonRevive)
__export("jsonReviveLoop", jsonReviveLoop)

// ---- JSON.stringify: SerializeJSONProperty and friends ----------------------------------------
function jsonCircular(st, target, closing) {
  let start = 0
  for (let i = 0; i < st.stack.length; i++) {
    if (st.stack[i] === target) {
      start = i
      break
    }
  }
  const via = (k) => (typeof k === "number" ? "index " + k : "property '" + k + "'")
  const line = (i) => "\n    |     " + via(st.vias[i]) + " -> object with constructor '" + $jsonCtorName(st.stack[i]) + "'"
  let m = "Converting circular structure to JSON\n    --> starting at object with constructor '" + $jsonCtorName(st.stack[start]) + "'"
  const n = st.stack.length - (start + 1)
  if (n <= 3) {
    for (let i = start + 1; i < st.stack.length; i++) m += line(i)
  } else {
    m += line(start + 1) + line(start + 2) + "\n    |     ..." + line(st.stack.length - 1)
  }
  __throwType(m + "\n    --- " + via(closing) + " closes the circle")
}

function jsonEnter(st, obj, via) {
  for (let i = 0; i < st.stack.length; i++) if (st.stack[i] === obj) jsonCircular(st, obj, via)
  __arrayPush(st.stack, obj)
  __arrayPush(st.vias, via)
}

function jsonLeave(st) {
  st.stack.length = st.stack.length - 1
  st.vias.length = st.vias.length - 1
}

function jsonErrorForm(err) {
  const copy = {}
  __createDataProp(copy, "name", err.name)
  __createDataProp(copy, "message", err.message)
  const ks = __enumKeys(err)
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i]
    if (k !== "name" && k !== "message") __createDataProp(copy, k, err[k])
  }
  return copy
}

function jsonValue(st, key, holder, value, via) {
  let copy
  let source
  if (isObject(value) || typeof value === "bigint") {
    if (__isPromise(value)) throw __dataError(JSON_PROMISE_MESSAGE)
    const toJSON = value.toJSON
    if (__isCallable(toJSON)) value = __call(toJSON, value, [key])
    else if (isObject(value) && $jsonIsError(value)) {
      source = value
      copy = jsonErrorForm(value)
      value = copy
    }
  }
  if (st.replacer !== undefined) value = __call(st.replacer, holder, [key, value])
  return jsonFinish(st, value, via, copy, source)
}

// SerializeJSONProperty after the replacer: `copy` is the code-mode form made of the error
// `source` before it (undefined when none was).
function jsonFinish(st, value, via, copy, source) {
  if (isObject(value) && $jsonIsRaw(value)) return value.rawJSON
  if (isObject(value)) {
    const p = $jsonUnwrap(value)
    if (typeof p === "number") value = $jsonNumber(value)
    else if (typeof p === "string") value = $jsonString(value)
    else if (typeof p === "boolean" || typeof p === "bigint") value = p
  }
  if (value === null) return "null"
  if (value === true) return "true"
  if (value === false) return "false"
  if (typeof value === "string") return $jsonQuote(value)
  if (typeof value === "number") return value === value && value !== Infinity && value !== -Infinity ? $jsonString(value) : "null"
  if (typeof value === "bigint") __throwType("Do not know how to serialize a BigInt")
  if (isObject(value) && !__isCallable(value)) {
    if (__isPromise(value)) throw __dataError(JSON_PROMISE_MESSAGE)
    const marker = value === copy ? source : value
    return $jsonIsArray(value) ? jsonArray(st, value, via, marker) : jsonObject(st, value, via, marker)
  }
  return undefined
}

function jsonObject(st, value, via, marker) {
  jsonEnter(st, marker, via)
  const stepback = st.indent
  st.indent = stepback + st.gap
  const keys = st.propertyList !== undefined ? st.propertyList : __enumKeys(value)
  let out = ""
  let any = false
  for (let i = 0; i < keys.length; i++) {
    const p = keys[i]
    const str = jsonValue(st, p, value, value[p], p)
    if (str === undefined) continue
    if (any) out += ","
    if (st.gap !== "") out += "\n" + st.indent
    out += $jsonQuote(p) + (st.gap !== "" ? ": " : ":") + str
    any = true
  }
  const final = !any ? "{}" : st.gap === "" ? "{" + out + "}" : "{" + out + "\n" + stepback + "}"
  jsonLeave(st)
  st.indent = stepback
  return final
}

function jsonArray(st, value, via, marker) {
  jsonEnter(st, marker, via)
  const stepback = st.indent
  st.indent = stepback + st.gap
  const len = jsonToLength(value.length)
  let out = ""
  for (let i = 0; i < len; i++) {
    const k = $jsonString(i)
    const str = jsonValue(st, k, value, value[k], i)
    if (i > 0) out += ","
    if (st.gap !== "") out += "\n" + st.indent
    out += str === undefined ? "null" : str
  }
  const final = len === 0 ? "[]" : st.gap === "" ? "[" + out + "]" : "[" + out + "\n" + stepback + "]"
  jsonLeave(st)
  st.indent = stepback
  return final
}

function jsonStringifySlow(value, replacer, space) {
  const st = { replacer: undefined, propertyList: undefined, stack: [], vias: [], indent: "", gap: "" }
  if (isObject(replacer)) {
    if (__isCallable(replacer)) st.replacer = replacer
    else if ($jsonIsArray(replacer)) {
      const list = []
      const len = jsonToLength(replacer.length)
      for (let k = 0; k < len; k++) {
        const v = replacer[$jsonString(k)]
        let item
        if (typeof v === "string") item = v
        else if (typeof v === "number") item = $jsonString(v)
        else if (isObject(v)) {
          const p = $jsonUnwrap(v)
          if (typeof p === "string" || typeof p === "number") item = $jsonString(v)
        }
        if (item === undefined) continue
        let dup = false
        for (let j = 0; j < list.length; j++) if (list[j] === item) dup = true
        if (!dup) __arrayPush(list, item)
      }
      st.propertyList = list
    }
  }
  if (isObject(space)) {
    const p = $jsonUnwrap(space)
    if (typeof p === "number") space = $jsonNumber(space)
    else if (typeof p === "string") space = $jsonString(space)
  }
  st.gap = $jsonGap(space)
  const wrapper = {}
  __createDataProp(wrapper, "", value)
  return jsonValue(st, "", wrapper, value, "")
}
__export("jsonStringifySlow", jsonStringifySlow)

// The native walk of a replacer function (exec/stringify.rs) hands one property here when a step
// would run code other than the replacer: `st` holds its open objects, their keys and the
// indentation; the result is the property's text, or undefined when it is skipped.
function jsonPropertyFrom(st, key, holder, via) {
  return jsonValue(st, key, holder, holder[key], via)
}
__export("jsonPropertyFrom", jsonPropertyFrom)
__export("jsonFinish", jsonFinish)
