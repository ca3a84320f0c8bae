// codemode prelude: the parts of URLSearchParams that iterate program values (builtins/url.rs
// has the rest): construction from an iterable of pairs or a record, and forEach.
const $spAppend = __hidden("spAppend")
const $nodeError = __hidden("nodeError")
const $SPProto = URLSearchParams.prototype

// node's "Received ..." suffix of ERR_INVALID_ARG_TYPE messages.
function nodeReceived(v) {
  if (v === null || v === undefined) return "Received " + v
  if (typeof v === "function") return "Received function " + (v.name || "<anonymous>")
  if (typeof v === "object") {
    const c = v.constructor
    const n = c !== undefined && c !== null && typeof c.name === "string" && c.name !== "" ? c.name : undefined
    return n !== undefined ? "Received an instance of " + n : "Received " + (Array.isArray(v) ? "[]" : "[Object: null prototype] {}")
  }
  let shown = typeof v === "string" ? "'" + v + "'" : typeof v === "bigint" ? String(v) + "n" : String(v)
  if (shown.length > 28) {
    let cut = ""
    for (let i = 0; i < 25; i++) cut += shown[i]
    shown = cut + "..."
  }
  return "Received type " + typeof v + " (" + shown + ")"
}

function searchParamsFill(sp, init) {
  const method = init[Symbol_iterator]
  if (method !== undefined && method !== null) {
    if (!__isCallable(method)) throw $nodeError("TypeError", "ERR_ARG_NOT_ITERABLE", "Query pairs must be iterable")
    const it = __call(method, init, [])
    if (!isObject(it)) __throwType("Result of the Symbol.iterator method is not an object")
    const next = it.next
    for (;;) {
      const r = __call(next, it, [])
      if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      if (r.done) break
      const pair = r.value
      const bad = () => $nodeError("TypeError", "ERR_INVALID_TUPLE", "Each query pair must be an iterable [name, value] tuple")
      if (!isObject(pair) || !__isCallable(pair[Symbol_iterator])) throw bad()
      const parts = []
      for (const x of pair) __arrayPush(parts, x)
      if (parts.length !== 2) throw bad()
      $spAppend(sp, parts[0], parts[1])
    }
    return sp
  }
  const keys = __ownKeys(init)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (!__isEnumerable(init, k)) continue
    if (typeof k === "symbol") __throwType("Cannot convert a Symbol value to a string")
    $spAppend(sp, k, init[k])
  }
  return sp
}
__export("searchParamsFill", searchParamsFill)

__define($SPProto, "forEach", { forEach(callback, thisArg = undefined) {
  if (__typeTag(this) !== "URLSearchParams") throw $nodeError("TypeError", "ERR_INVALID_THIS", 'Value of "this" must be of type URLSearchParams')
  if (!__isCallable(callback)) throw $nodeError("TypeError", "ERR_INVALID_ARG_TYPE", 'The "callback" argument must be of type function. ' + nodeReceived(callback))
  const it = __call($SPProto.entries, this, [])
  for (;;) {
    const r = it.next()
    if (r.done) break
    __call(callback, thisArg, [r.value[1], r.value[0], this])
  }
} }.forEach)

// ---- binary data: %TypedArray% methods that call back, Uint8Array base64 options ----------------
// (builtins/typed_array.rs has the rest.)
const $Uint8Array = Uint8Array
const $TypedArrayProto = Object.getPrototypeOf(Uint8Array.prototype)
const $TypedArray = Object.getPrototypeOf(Uint8Array)
const $u8Create = __hidden("u8Create")
const $u8FromBase64 = __hidden("u8FromBase64")
const $u8SetFromBase64 = __hidden("u8SetFromBase64")
const $u8ToBase64 = __hidden("u8ToBase64")
const $u8Bytes = __hidden("u8Bytes")
const $u8Write = __hidden("u8Write")
const $taLength = Object.getOwnPropertyDescriptor($TypedArrayProto, "length").get
const $taObject = Object

function taDescribe(v) {
  if (typeof v === "string") return JSON.stringify(v)
  if (v === null) return "null"
  if (typeof v === "object") return Array.isArray(v) ? "array" : "#<Object>"
  return String(v)
}

function taRequireCallable(f) {
  if (!__isCallable(f)) __throwType(taDescribe(f) + " is not a function")
}

function taValidate(O) {
  if (__typeTag(O) !== "TypedArray") __throwType("this is not a typed array.")
  return __call($taLength, O, [])
}

function taToLength(v) {
  const n = +v
  if (!(n > 0)) return 0
  return n > 9007199254740991 ? 9007199254740991 : n - (n % 1)
}

// new Uint8Array(iterable or array-like): values are read (and converted) in the spec's order.
function typedArrayFromObject(source, proto) {
  const method = source[Symbol_iterator]
  const nums = []
  if (method !== undefined && method !== null) {
    if (!__isCallable(method)) __throwType(taDescribe(method) + " is not a function")
    const vals = []
    const it = __call(method, source, [])
    if (!isObject(it)) __throwType("Result of the Symbol.iterator method is not an object")
    const next = it.next
    for (;;) {
      const r = __call(next, it, [])
      if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      if (r.done) break
      __arrayPush(vals, r.value)
    }
    for (let i = 0; i < vals.length; i++) __arrayPush(nums, +vals[i])
  } else {
    const len = taToLength(source.length)
    for (let i = 0; i < len; i++) __arrayPush(nums, +source[i])
  }
  return $u8Create(nums, proto)
}
__export("typedArrayFromObject", typedArrayFromObject)

function typedArraySetFrom(target, source, offset) {
  const src = $taObject(source)
  const len = taToLength(src.length)
  const targetLength = taValidate(target)
  if (offset + len > targetLength) __throwRange("offset is out of bounds")
  for (let i = 0; i < len; i++) target[offset + i] = +src[i]
}
__export("typedArraySetFrom", typedArraySetFrom)

// A stable merge sort with the program's comparator (undefined results and NaN count as 0).
function typedArraySortWith(target, cmp) {
  let a = $u8Bytes(target)
  const n = a.length
  let b = []
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = lo + width < n ? lo + width : n
      const hi = lo + 2 * width < n ? lo + 2 * width : n
      let i = lo
      let j = mid
      let k = lo
      while (i < mid && j < hi) {
        const r = +__call(cmp, undefined, [a[j], a[i]])
        if (r < 0) b[k++] = a[j++]
        else b[k++] = a[i++]
      }
      while (i < mid) b[k++] = a[i++]
      while (j < hi) b[k++] = a[j++]
    }
    const t = a
    a = b
    b = t
  }
  $u8Write(target, a)
  return target
}
__export("typedArraySortWith", typedArraySortWith)

__define($TypedArray, "from", { from(source, mapFn = undefined, thisArg = undefined) {
  const C = this
  if (!__isConstructor(C)) __throwType(taDescribe(C) + " is not a constructor")
  const mapping = mapFn !== undefined
  if (mapping && !__isCallable(mapFn)) __throwType(taDescribe(mapFn) + " is not a function")
  const vals = []
  const method = source === null || source === undefined ? undefined : source[Symbol_iterator]
  if (method !== undefined && method !== null) {
    for (const v of { [Symbol_iterator]: () => __call(method, source, []) }) __arrayPush(vals, v)
  } else {
    const src = $taObject(source)
    const len = taToLength(src.length)
    for (let i = 0; i < len; i++) __arrayPush(vals, src[i])
  }
  const target = new C(vals.length)
  for (let k = 0; k < vals.length; k++) {
    const v = mapping ? __call(mapFn, thisArg, [vals[k], k]) : vals[k]
    target[k] = +v
  }
  return target
} }.from)

__define($TypedArrayProto, "toString", Array.prototype.toString)

__define($TypedArrayProto, "forEach", { forEach(callback, thisArg = undefined) {
  const len = taValidate(this)
  taRequireCallable(callback)
  for (let k = 0; k < len; k++) __call(callback, thisArg, [this[k], k, this])
} }.forEach)

__define($TypedArrayProto, "map", { map(callback, thisArg = undefined) {
  const len = taValidate(this)
  taRequireCallable(callback)
  const A = new $Uint8Array(len)
  for (let k = 0; k < len; k++) A[k] = +__call(callback, thisArg, [this[k], k, this])
  return A
} }.map)

__define($TypedArrayProto, "filter", { filter(callback, thisArg = undefined) {
  const len = taValidate(this)
  taRequireCallable(callback)
  const kept = []
  for (let k = 0; k < len; k++) {
    const v = this[k]
    if (__call(callback, thisArg, [v, k, this])) __arrayPush(kept, v)
  }
  return $u8Create(kept, $Uint8Array.prototype)
} }.filter)

function taReduce(O, callback, init, hasInit, right) {
  const len = taValidate(O)
  taRequireCallable(callback)
  let k = right ? len - 1 : 0
  const step = right ? -1 : 1
  let acc
  if (hasInit) acc = init
  else {
    if (len === 0) __throwType("Reduce of empty array with no initial value")
    acc = O[k]
    k += step
  }
  for (; right ? k >= 0 : k < len; k += step) acc = __call(callback, undefined, [acc, O[k], k, O])
  return acc
}

__define($TypedArrayProto, "reduce", { reduce(callback, ...init) {
  return taReduce(this, callback, init[0], init.length > 0, false)
} }.reduce)

__define($TypedArrayProto, "reduceRight", { reduceRight(callback, ...init) {
  return taReduce(this, callback, init[0], init.length > 0, true)
} }.reduceRight)

function taFind(O, callback, thisArg, fromEnd, wantIndex) {
  const len = taValidate(O)
  taRequireCallable(callback)
  for (let i = 0; i < len; i++) {
    const k = fromEnd ? len - 1 - i : i
    const v = O[k]
    if (__call(callback, thisArg, [v, k, O])) return wantIndex ? k : v
  }
  return wantIndex ? -1 : undefined
}

__define($TypedArrayProto, "find", { find(callback, thisArg = undefined) {
  return taFind(this, callback, thisArg, false, false)
} }.find)
__define($TypedArrayProto, "findIndex", { findIndex(callback, thisArg = undefined) {
  return taFind(this, callback, thisArg, false, true)
} }.findIndex)
__define($TypedArrayProto, "findLast", { findLast(callback, thisArg = undefined) {
  return taFind(this, callback, thisArg, true, false)
} }.findLast)
__define($TypedArrayProto, "findLastIndex", { findLastIndex(callback, thisArg = undefined) {
  return taFind(this, callback, thisArg, true, true)
} }.findLastIndex)

__define($TypedArrayProto, "some", { some(callback, thisArg = undefined) {
  const len = taValidate(this)
  taRequireCallable(callback)
  for (let k = 0; k < len; k++) if (__call(callback, thisArg, [this[k], k, this])) return true
  return false
} }.some)

__define($TypedArrayProto, "every", { every(callback, thisArg = undefined) {
  const len = taValidate(this)
  taRequireCallable(callback)
  for (let k = 0; k < len; k++) if (!__call(callback, thisArg, [this[k], k, this])) return false
  return true
} }.every)

// GetOptionsObject and the option readers of the base64 methods.
function b64Options(options) {
  if (options === undefined) return undefined
  if (!isObject(options)) __throwType("The options argument must be an object")
  return options
}

function b64Alphabet(opts) {
  const a = opts === undefined ? undefined : opts.alphabet
  if (a === undefined) return "base64"
  if (a !== "base64" && a !== "base64url") __throwType('The alphabet option must be "base64" or "base64url"')
  return a
}

function b64LastChunk(opts) {
  const l = opts === undefined ? undefined : opts.lastChunkHandling
  if (l === undefined) return "loose"
  if (l !== "loose" && l !== "strict" && l !== "stop-before-partial") {
    __throwType('The lastChunkHandling option must be "loose", "strict" or "stop-before-partial"')
  }
  return l
}

__define($Uint8Array, "fromBase64", { fromBase64(string, options = undefined) {
  if (typeof string !== "string") __throwType("The input must be a string")
  const opts = b64Options(options)
  const alphabet = b64Alphabet(opts)
  return $u8FromBase64(string, alphabet, b64LastChunk(opts))
} }.fromBase64)

__define($Uint8Array.prototype, "toBase64", { toBase64(options = undefined) {
  taValidate(this)
  const opts = b64Options(options)
  const alphabet = b64Alphabet(opts)
  const omit = opts === undefined ? false : !!opts.omitPadding
  return $u8ToBase64(this, alphabet, omit)
} }.toBase64)

__define($Uint8Array.prototype, "setFromBase64", { setFromBase64(string, options = undefined) {
  taValidate(this)
  if (typeof string !== "string") __throwType("The input must be a string")
  const opts = b64Options(options)
  const alphabet = b64Alphabet(opts)
  return $u8SetFromBase64(this, string, alphabet, b64LastChunk(opts))
} }.setFromBase64)
