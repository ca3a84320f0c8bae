// codemode prelude, part 1: the slow paths of operators and the iteration protocol, and the data
// boundary. Runs once when a realm is created; everything here is strict built-in code. Globals
// are captured at start so that programs that overwrite them cannot change built-in behaviour.
const Symbol_iterator = Symbol.iterator
const Symbol_asyncIterator = Symbol.asyncIterator
const Symbol_toPrimitive = Symbol.toPrimitive
const Symbol_hasInstance = Symbol.hasInstance
const $TypeError = TypeError

function isObject(v) {
  return (typeof v === "object" && v !== null) || typeof v === "function"
}

function promiseDataError(what) {
  return __dataError(what + " requires data values: this is an un-awaited Promise; await it first.")
}

function toPrimitive(v, hint) {
  if (!isObject(v)) return v
  if (__isPromise(v)) throw promiseDataError("Binary operators")
  const exotic = v[Symbol_toPrimitive]
  if (exotic !== undefined && exotic !== null) {
    if (!__isCallable(exotic)) __throwType("Symbol.toPrimitive is not a function")
    const r = __call(exotic, v, [hint === undefined ? "default" : hint])
    if (isObject(r)) __throwType("Cannot convert object to primitive value")
    return r
  }
  const first = hint === "string" ? "toString" : "valueOf"
  const second = hint === "string" ? "valueOf" : "toString"
  const m1 = v[first]
  if (__isCallable(m1)) {
    const r = __call(m1, v, [])
    if (!isObject(r)) return r
  }
  const m2 = v[second]
  if (__isCallable(m2)) {
    const r = __call(m2, v, [])
    if (!isObject(r)) return r
  }
  __throwType("Cannot convert object to primitive value")
}

function toPropertyKey(k) {
  return __toKey(toPrimitive(k, "string"))
}

// Operator numbers as in exec/operators.rs (Bin).
function binaryOp(kind, a, b) {
  switch (kind) {
    case 0: // +
      return __binary(0, toPrimitive(a, "default"), toPrimitive(b, "default"))
    case 12: // ==
    case 13: {
      // IsLooselyEqual with at least one object.
      let x = a
      let y = b
      for (let i = 0; i < 4; i++) {
        const xo = isObject(x)
        const yo = isObject(y)
        if (xo && yo) {
          const eq = x === y
          return kind === 12 ? eq : !eq
        }
        if (xo) {
          if (y === null || y === undefined) return kind === 13
          x = toPrimitive(x, "default")
        } else if (yo) {
          if (x === null || x === undefined) return kind === 13
          y = toPrimitive(y, "default")
        } else {
          return __binary(kind, x, y)
        }
      }
      return kind === 13
    }
    case 14:
    case 15:
    case 16:
    case 17: // < <= > >=
      return __binary(kind, toPrimitive(a, "number"), toPrimitive(b, "number"))
    case 18: // in
      if (!isObject(b)) __throwType("Cannot use 'in' operator to search for a key in a non-object")
      return __hasProperty(b, toPropertyKey(a))
    case 19: { // instanceof
      if (!isObject(b)) __throwType("Right-hand side of 'instanceof' is not an object")
      const h = b[Symbol_hasInstance]
      if (h !== undefined && h !== null) {
        if (!__isCallable(h)) __throwType("Symbol.hasInstance is not a function")
        return !!__call(h, b, [a])
      }
      if (!__isCallable(b)) __throwType("Right-hand side of 'instanceof' is not callable")
      return __ordinaryHasInstance(b, a)
    }
    case 20: // delete with an object key
      return __deleteStrict(a, toPropertyKey(b))
    default:
      // ToNumeric(lhs) (which may throw) before ToNumeric(rhs).
      return __binary(kind, toNumeric(a), toNumeric(b))
  }
}

function toNumeric(v) {
  const p = toPrimitive(v, "number")
  return typeof p === "bigint" ? p : +p
}

// Unary numbers as in exec/operators.rs (Un).
function unaryOp(kind, v) {
  if (kind === 4) return __unary(4, toPrimitive(v, "string"))
  if (kind === 5) return toPropertyKey(v)
  return __unary(kind, toPrimitive(v, "number"))
}

function getPropSlow(o, k) {
  return o[toPropertyKey(k)]
}

function setPropSlow(o, k, v) {
  o[toPropertyKey(k)] = v
}

function copyDataProps(target, source, excluded) {
  if (source === null || source === undefined) return target
  if (!isObject(source)) {
    const o = Object(source)
    const ks = __enumKeys(o)
    for (let i = 0; i < ks.length; i++) __createDataProp(target, ks[i], o[ks[i]])
    return target
  }
  const keys = __ownKeys(source)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (excluded !== undefined && excluded.includes(k)) continue
    if (__isEnumerable(source, k)) __createDataProp(target, k, source[k])
  }
  return target
}

function objectRest(source, excluded) {
  if (source === null || source === undefined) __throwType("Cannot destructure '" + source + "' as it is " + source + ".")
  return copyDataProps({}, source, excluded)
}

function getIterator(obj, isAsync) {
  if (isAsync) {
    const am = obj === null || obj === undefined ? undefined : obj[Symbol_asyncIterator]
    if (am !== undefined && am !== null) {
      if (!__isCallable(am)) __throwType("Symbol.asyncIterator is not a function")
      const it = __call(am, obj, [])
      if (!isObject(it)) __throwType("Result of the Symbol.asyncIterator method is not an object")
      return it
    }
    return asyncFromSync(getIterator(obj, false))
  }
  if (obj === null || obj === undefined) __throwType(String(obj) + " is not iterable")
  if (__isPromise(obj)) throw promiseDataError("Iteration")
  const m = obj[Symbol_iterator]
  if (!__isCallable(m)) {
    __throwType((typeof obj === "string" ? JSON.stringify(obj) : typeof obj === "object" ? "object" : String(obj)) + " is not iterable")
  }
  const it = __call(m, obj, [])
  if (!isObject(it)) __throwType("Result of the Symbol.iterator method is not an object")
  return it
}

// CreateAsyncFromSyncIterator: an async iterator over a sync one. A value that rejects (or whose
// PromiseResolve throws) closes the sync iterator unless it came from `return`; `throw` on an
// iterator without one closes it and rejects with a TypeError.
function asyncFromSync(syncIt) {
  const next = syncIt.next
  const continuation = (result, closeOnRejection) => {
    const cap = P$capability(Promise)
    let done
    let wrapper
    try {
      done = !!result.done
      const value = result.value
      try {
        wrapper = P$promiseResolve(Promise, value)
      } catch (e) {
        if (!done && closeOnRejection) I$closeQuiet(syncIt)
        throw e
      }
    } catch (e) {
      const reject = cap.reject
      reject(e)
      return cap.promise
    }
    const onRejected =
      done || !closeOnRejection
        ? undefined
        : (error) => {
            I$closeQuiet(syncIt)
            throw error
          }
    __performThen(wrapper, (v) => ({ value: v, done }), onRejected, cap.promise)
    return cap.promise
  }
  const rejected = (e) => {
    const cap = P$capability(Promise)
    const reject = cap.reject
    reject(e)
    return cap.promise
  }
  return {
    next(...args) {
      let r
      try {
        r = __call(next, syncIt, args.length > 0 ? [args[0]] : [])
        if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      } catch (e) {
        return rejected(e)
      }
      return continuation(r, true)
    },
    return(...args) {
      let r
      try {
        const ret = syncIt.return
        if (ret === undefined || ret === null) return Promise.resolve({ value: args[0], done: true })
        r = __call(ret, syncIt, args.length > 0 ? [args[0]] : [])
        if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      } catch (e) {
        return rejected(e)
      }
      return continuation(r, false)
    },
    throw(...args) {
      let r
      try {
        const t = syncIt.throw
        if (t === undefined || t === null) {
          I$close(syncIt)
          __throwType("The iterator does not provide a 'throw' method")
        }
        r = __call(t, syncIt, args.length > 0 ? [args[0]] : [])
        if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      } catch (e) {
        return rejected(e)
      }
      return continuation(r, true)
    },
  }
}

function iterResultSlow(r) {
  if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
  if (r.done) return __done()
  return r.value
}

// IteratorClose for a normal (or break/return) completion: `return` must be callable and give an
// object. (A throw completion ignores both: its callers catch what this throws.)
function iterCloseSlow(it) {
  const r = it.return
  if (r === undefined || r === null) return
  if (typeof r !== "function") throw new TypeError("iterator.return is not a function")
  const res = __call(r, it, [])
  if (!isObject(res)) throw new TypeError("Iterator result " + String(res) + " is not an object")
}

function spreadInto(arr, src) {
  for (const v of src) __arrayPush(arr, v)
}

__register("to_primitive", toPrimitive)
__register("binary_op", binaryOp)
__register("unary_op", unaryOp)
__register("get_prop_slow", getPropSlow)
__register("set_prop_slow", setPropSlow)
__register("copy_data_props", copyDataProps)
__register("object_rest", objectRest)
__register("get_iterator", getIterator)
__register("iter_result_slow", iterResultSlow)
__register("iter_close_slow", iterCloseSlow)
__register("spread_into", spreadInto)

// ---- the data boundary -------------------------------------------------------------------------
// toData(value, label): the plain-data form of a value crossing to a tool or out as the result:
// JSON.stringify's rules plus the table of the public API (Date → ISO, Set → array, Map → {},
// URL → href, URLSearchParams → string, Error → {name, message, ...own enumerable}).
const MAX_DEPTH = 32

const $coreIsRawJSON = __hidden("jsonIsRaw")
const $coreJSONParse = JSON.parse
// `fail(message)` makes the error a value without a data form throws (by default a TypeError of
// kind InvalidDataValue; tool inputs make theirs InvalidToolInput).
function toDataWalk(key, val, depth, label, seen, fail) {
  if (isObject(val) || typeof val === "bigint") {
    if (__isPromise(val)) throw fail(label + " contains an un-awaited Promise; await it first.")
    if (typeof val !== "function") {
      const toJSON = val.toJSON
      if (__isCallable(toJSON)) val = __call(toJSON, val, [key])
    }
  }
  if (isObject(val)) {
    const tag = __typeTag(val)
    if (tag === "Set") val = __setToArray(val)
    else if (tag === "Map") val = {}
    else if (tag === "URLSearchParams") val = String(val)
    else if (tag === "Error") {
      const copy = { name: val.name, message: val.message }
      const ks = __enumKeys(val)
      for (let i = 0; i < ks.length; i++) if (ks[i] !== "name" && ks[i] !== "message") copy[ks[i]] = val[ks[i]]
      val = copy
    } else if (tag === "Primitive") val = val.valueOf()
    else if ($coreIsRawJSON(val)) val = $coreJSONParse(val.rawJSON)
  }
  if (val === null || typeof val === "string" || typeof val === "boolean") return val
  if (typeof val === "number") return val === val && val !== Infinity && val !== -Infinity ? (val === 0 ? 0 : val) : null
  if (val === undefined || typeof val === "function" || typeof val === "symbol") return undefined
  if (typeof val === "bigint") throw fail(label + " contains a BigInt, which has no data form.")
  if (__typeTag(val) === "ToolRef") return undefined
  if (depth >= MAX_DEPTH) throw fail(label + " exceeds the maximum value depth of " + MAX_DEPTH + ".")
  if (seen.includes(val)) throw fail(label + " contains a cycle; it cannot be converted to data.")
  __arrayPush(seen, val)
  let out
  if (Array.isArray(val)) {
    out = []
    const n = val.length
    for (let i = 0; i < n; i++) {
      const r = toDataWalk(String(i), val[i], depth + 1, label, seen, fail)
      __arrayPush(out, r === undefined ? null : r)
    }
  } else {
    out = {}
    const ks = __enumKeys(val)
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i]
      if (k === "__proto__") continue
      const r = toDataWalk(k, val[k], depth + 1, label, seen, fail)
      if (r !== undefined) __createDataProp(out, k, r)
    }
  }
  seen.pop()
  return out
}

function dataFail(message) {
  return __dataError(message)
}

function toData(value, label, fail = dataFail) {
  return toDataWalk("", value, 0, label, [], fail)
}
__register("to_data", toData)

// ---- tools ---------------------------------------------------------------------------------
function callTool(path, args) {
  if (args.length > 1) {
    return Promise.reject(__makeError(1, "Tool '" + path + "' expects at most one input object.", "InvalidToolInput"))
  }
  // An input without a data form is the tool's invalid input (the program's own errors, thrown
  // by a toJSON, pass through unchanged).
  const invalid = (m) => __makeError(1, "Invalid input for tool '" + path + "': " + m, "InvalidToolInput")
  let data
  try {
    data = args.length === 0 ? {} : args[0] === undefined ? undefined : toData(args[0], "the input", invalid)
  } catch (e) {
    return Promise.reject(e)
  }
  return __hostToolCall(path, data, args.length === 0 || args[0] !== undefined)
}
__register("call_tool", callTool)

// ---- host extensions -----------------------------------------------------------------------
function callExtension(id, args) {
  const data = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i]
    __arrayPush(data, a === undefined ? null : toData(a, "Argument"))
  }
  return __hostExtCall(id, data)
}
__register("call_extension", callExtension)
