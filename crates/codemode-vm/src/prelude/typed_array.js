// ---- binary data: what calls back, constructs through `this` or a species -------------------------
// The %TypedArray% methods taking callbacks, `from`/`of`, the species-creating methods (`slice`,
// `subarray`, `map`, `filter`), `toLocaleString`, construction from an iterable or array-like, `set`
// from an array-like, `sort` with a comparator, ArrayBuffer.prototype.slice with a species, and the
// option reading of Uint8Array's base64 methods. builtins/typed_array.rs has the rest; its element
// kinds are numbered in the order of $taCtors.
const $TypedArray = Object.getPrototypeOf(Int8Array)
const $TypedArrayProto = $TypedArray.prototype
const $Uint8Array = Uint8Array
const $ArrayBuffer = ArrayBuffer
const $taCtors = [Uint8Array, Int8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
  Float16Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array]
const $taBigKinds = 10
const $taCreate = __hidden("taCreate")
const $taKind = __hidden("taKind")
const $taElements = __hidden("taElements")
const $taWrite = __hidden("taWrite")
const $taCopy = __hidden("taCopy")
const $abCopy = __hidden("abCopy")
const $abDetached = __hidden("abDetached")
const $taValidateNow = __hidden("taValidate")
const $taTracking = __hidden("taTracking")
const $u8FromBase64 = __hidden("u8FromBase64")
const $u8SetFromBase64 = __hidden("u8SetFromBase64")
const $u8ToBase64 = __hidden("u8ToBase64")
const $taLength = Object.getOwnPropertyDescriptor($TypedArrayProto, "length").get
const $taBuffer = Object.getOwnPropertyDescriptor($TypedArrayProto, "buffer").get
const $taByteOffset = Object.getOwnPropertyDescriptor($TypedArrayProto, "byteOffset").get
const $abByteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get
const $taObject = Object
const $taSpecies = Symbol.species

function taDescribe(v) {
  if (typeof v === "string") return JSON.stringify(v)
  if (v === null) return "null"
  if (typeof v === "object") return Array.isArray(v) ? "array" : "#<Object>"
  return String(v)
}

function taRequireCallable(f) {
  if (!__isCallable(f)) __throwType(taDescribe(f) + " is not a function")
}

// ValidateTypedArray: the length of a typed array now (TypeError for anything else, and for
// one that is out of bounds or whose buffer is detached).
function taValidate(O, method) {
  return $taValidateNow(O, method)
}

function taToLength(v) {
  const n = +v
  if (!(n > 0)) return 0
  return n > 9007199254740991 ? 9007199254740991 : n - (n % 1)
}

// ToIntegerOrInfinity, then a relative index against len (dflt when undefined).
function taRelative(v, len, dflt) {
  if (v === undefined) return dflt
  const n = +v
  if (n !== n) return 0
  const r = n === Infinity || n === -Infinity ? n : n - (n % 1)
  if (r < 0) return len + r < 0 ? 0 : len + r
  return r < len ? r : len
}

// SpeciesConstructor(O, dflt).
function taSpeciesCtor(O, dflt) {
  let C = O.constructor
  if (C === undefined) return dflt
  if (!isObject(C)) __throwType("object.constructor is not an object")
  C = C[$taSpecies]
  if (C === undefined || C === null) return dflt
  if (!__isConstructor(C)) __throwType("object.constructor[Symbol.species] is not a constructor")
  return C
}

// TypedArrayCreateFromConstructor(C, args).
function taCreateFrom(C, args) {
  const A = args.length === 1 ? new C(args[0]) : args.length === 2 ? new C(args[0], args[1]) : new C(args[0], args[1], args[2])
  const len = taValidate(A, "constructor")
  if (args.length === 1 && len < args[0]) __throwType("Derived TypedArray constructor created an array which was too small")
  return A
}

// TypedArraySpeciesCreate(exemplar, args).
function taSpeciesCreate(exemplar, args) {
  const kind = $taKind(exemplar)
  const A = taCreateFrom(taSpeciesCtor(exemplar, $taCtors[kind]), args)
  if (($taKind(A) >= $taBigKinds) !== (kind >= $taBigKinds)) __throwType("Content type mismatch")
  return A
}

// new XArray(iterable or array-like): the values are read in the spec's order and converted as
// each is stored.
function typedArrayFromObject(source, proto, kind) {
  const method = source[Symbol_iterator]
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
    const O = $taCreate(kind, proto, vals.length)
    for (let k = 0; k < vals.length; k++) O[k] = vals[k]
    return O
  }
  const len = taToLength(source.length)
  const O = $taCreate(kind, proto, len)
  for (let k = 0; k < len; k++) O[k] = source[k]
  return O
}
__export("typedArrayFromObject", typedArrayFromObject)

function typedArraySetFrom(target, source, offset) {
  const targetLength = taValidate(target, "set")
  const src = $taObject(source)
  const len = taToLength(src.length)
  if (offset === Infinity || offset + len > targetLength) __throwRange("offset is out of bounds")
  for (let i = 0; i < len; i++) target[offset + i] = src[i]
}
__export("typedArraySetFrom", typedArraySetFrom)

// A %TypedArray% method validated its receiver and has object arguments: convert them in order
// (each may resize or detach the buffer), then call it again with the converted arguments, then
// the marker and the length it found (typed_array.rs `begin`).
function typedArrayResume(method, O, args, hints, len) {
  const conv = []
  for (let i = 0; i < args.length; i++) {
    const h = i < hints.length ? hints[i] : ""
    const v = args[i]
    __arrayPush(conv, h !== "" && isObject(v) ? toPrimitive(v, h) : v)
  }
  __arrayPush(conv, $taValidateNow)
  __arrayPush(conv, len)
  return __call(method, O, conv)
}
__export("typedArrayResume", typedArrayResume)

// A stable merge sort with the program's comparator (undefined results and NaN count as 0).
function typedArraySortWith(target, cmp) {
  let a = $taElements(target)
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
  $taWrite(target, a)
  return target
}
__export("typedArraySortWith", typedArraySortWith)

__define($TypedArray, "from", { from(source, mapFn = undefined, thisArg = undefined) {
  const C = this
  if (!__isConstructor(C)) __throwType(taDescribe(C) + " is not a constructor")
  const mapping = mapFn !== undefined
  if (mapping && !__isCallable(mapFn)) __throwType(taDescribe(mapFn) + " is not a function")
  const method = source[Symbol_iterator]
  if (method !== undefined && method !== null) {
    if (!__isCallable(method)) __throwType(taDescribe(method) + " is not a function")
    const vals = []
    for (const v of { [Symbol_iterator]: () => __call(method, source, []) }) __arrayPush(vals, v)
    const len = vals.length
    const target = taCreateFrom(C, [len])
    for (let k = 0; k < len; k++) target[k] = mapping ? __call(mapFn, thisArg, [vals[k], k]) : vals[k]
    return target
  }
  const src = $taObject(source)
  const len = taToLength(src.length)
  const target = taCreateFrom(C, [len])
  for (let k = 0; k < len; k++) {
    const v = src[k]
    target[k] = mapping ? __call(mapFn, thisArg, [v, k]) : v
  }
  return target
} }.from)

__define($TypedArray, "of", { of(...items) {
  const len = items.length
  const C = this
  if (!__isConstructor(C)) __throwType(taDescribe(C) + " is not a constructor")
  const target = taCreateFrom(C, [len])
  for (let k = 0; k < len; k++) target[k] = items[k]
  return target
} }.of)

__define($TypedArrayProto, "toString", Array.prototype.toString)

// ECMA-402's version: each element's toLocaleString gets the locales and options.
__define($TypedArrayProto, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  const len = taValidate(this, "toLocaleString")
  let s = ""
  for (let k = 0; k < len; k++) {
    if (k > 0) s += ","
    const v = this[k]
    if (v !== undefined && v !== null) {
      const f = v.toLocaleString
      if (!__isCallable(f)) __throwType(taDescribe(f) + " is not a function")
      s += __toStr(toPrimitive(__call(f, v, [locales, options]), "string"))
    }
  }
  return s
} }.toLocaleString)

__define($TypedArrayProto, "slice", { slice(start, end) {
  const len = taValidate(this, "slice")
  const k = taRelative(start, len, 0)
  const fin = taRelative(end, len, len)
  const count = fin > k ? fin - k : 0
  const A = taSpeciesCreate(this, [count])
  if (count > 0) {
    // The species constructor may have shrunk or detached the buffer.
    const now = taValidate(this, "slice")
    const end = fin < now ? fin : now
    if (end > k) $taCopy(A, this, k, end)
  }
  return A
} }.slice)

__define($TypedArrayProto, "subarray", { subarray(start, end) {
  const kind = $taKind(this)
  if (kind < 0) __throwType("this is not a typed array.")
  const buffer = __call($taBuffer, this, [])
  const len = __call($taLength, this, [])
  // [tracking, byte offset] (the offset as stored, also when out of bounds)
  const info = $taTracking(this)
  const begin = taRelative(start, len, 0)
  const fin = taRelative(end, len, len)
  const newLen = fin > begin ? fin - begin : 0
  const offset = info[1] + begin * $taCtors[kind].BYTES_PER_ELEMENT
  if (info[0] && end === undefined) return taSpeciesCreate(this, [buffer, offset])
  return taSpeciesCreate(this, [buffer, offset, newLen])
} }.subarray)

// The callback loops run natively (exec/each.rs, the kinds of Array.prototype's loops; map's
// is 13, writing into the typed array made first) when the callback is a plain function.
__define($TypedArrayProto, "forEach", { forEach(callback, thisArg = undefined) {
  const len = taValidate(this, "forEach")
  taRequireCallable(callback)
  if (__eachOk(0, this, callback, len, true)) return __each(0, this, len, callback, thisArg, undefined, 0, true)
  for (let k = 0; k < len; k++) __call(callback, thisArg, [this[k], k, this])
} }.forEach)

__define($TypedArrayProto, "map", { map(callback, thisArg = undefined) {
  const len = taValidate(this, "map")
  taRequireCallable(callback)
  const A = taSpeciesCreate(this, [len])
  if (__eachOk(13, this, callback, len, true)) return __each(13, this, len, callback, thisArg, A, 0, true)
  for (let k = 0; k < len; k++) A[k] = __call(callback, thisArg, [this[k], k, this])
  return A
} }.map)

// The rest of a native typed array map (exec/each.rs) whose callback returned at k a value that
// needs converting: written here, the loop goes on from k + 1.
__export("typedArrayMapFrom", function taMapFrom(O, len, callback, thisArg, k, A, pending) {
  A[k] = pending
  for (k++; k < len; k++) A[k] = __call(callback, thisArg, [O[k], k, O])
  return A
})

__define($TypedArrayProto, "filter", { filter(callback, thisArg = undefined) {
  const len = taValidate(this, "filter")
  taRequireCallable(callback)
  let kept
  if (__eachOk(2, this, callback, len, true)) kept = __each(2, this, len, callback, thisArg, undefined, 0, true)
  else {
    kept = []
    for (let k = 0; k < len; k++) {
      const v = this[k]
      if (__call(callback, thisArg, [v, k, this])) __arrayPush(kept, v)
    }
  }
  const A = taSpeciesCreate(this, [kept.length])
  for (let n = 0; n < kept.length; n++) A[n] = kept[n]
  return A
} }.filter)

function taReduce(O, callback, init, hasInit, right) {
  const len = taValidate(O, right ? "reduceRight" : "reduce")
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
  if (right) {
    if (__eachOk(12, O, callback, k + 1, true)) return __each(12, O, k + 1, callback, undefined, acc, 0, true)
  } else if (__eachOk(7, O, callback, len, true)) return __each(7, O, len, callback, undefined, acc, k, true)
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
  const len = taValidate(O, fromEnd ? (wantIndex ? "findLastIndex" : "findLast") : (wantIndex ? "findIndex" : "find"))
  taRequireCallable(callback)
  const kind = fromEnd ? (wantIndex ? 11 : 10) : (wantIndex ? 6 : 5)
  if (__eachOk(kind, O, callback, len, true)) return __each(kind, O, len, callback, thisArg, undefined, 0, true)
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
  const len = taValidate(this, "some")
  taRequireCallable(callback)
  if (__eachOk(3, this, callback, len, true)) return __each(3, this, len, callback, thisArg, undefined, 0, true)
  for (let k = 0; k < len; k++) if (__call(callback, thisArg, [this[k], k, this])) return true
  return false
} }.some)

__define($TypedArrayProto, "every", { every(callback, thisArg = undefined) {
  const len = taValidate(this, "every")
  taRequireCallable(callback)
  if (__eachOk(4, this, callback, len, true)) return __each(4, this, len, callback, thisArg, undefined, 0, true)
  for (let k = 0; k < len; k++) if (!__call(callback, thisArg, [this[k], k, this])) return false
  return true
} }.every)

// Object.defineProperty / Reflect.defineProperty of an element with an object value: the write
// converts it (the natives checked the descriptor).
function typedArrayDefineValue(O, key, value, reflect) {
  O[key] = value
  return reflect ? true : O
}
__export("typedArrayDefineValue", typedArrayDefineValue)

// The ArrayBuffer, typed array and DataView constructors when newTarget.prototype is a getter:
// read it here and construct again with a stand-in new target carrying the result.
function constructWithProtoGetter(C, args, newTarget) {
  const proto = newTarget.prototype
  const carrier = function () {}
  carrier.prototype = proto
  return __construct(C, args, carrier)
}
__export("constructWithProtoGetter", constructWithProtoGetter)

// ArrayBuffer.prototype.slice when the species may not be %ArrayBuffer% (the native does the rest).
function arrayBufferSliceSpecies(start, end) {
  const O = this
  const len = __call($abByteLength, O, [])
  const first = taRelative(start, len, 0)
  const fin = taRelative(end, len, len)
  const newLen = fin > first ? fin - first : 0
  const C = taSpeciesCtor(O, $ArrayBuffer)
  const N = new C(newLen)
  if (__typeTag(N) !== "ArrayBuffer") __throwType("Species constructor did not return an ArrayBuffer")
  if ($abDetached(N)) __throwType("Species constructor returned a detached ArrayBuffer")
  if (N === O) __throwType("ArrayBuffer subclass returned this from species constructor")
  if (__call($abByteLength, N, []) < newLen) __throwType("Species constructor returned a too small ArrayBuffer")
  if ($abDetached(O)) __throwType("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
  // The species constructor may have shrunk O: copy what is left.
  const now = __call($abByteLength, O, [])
  if (first < now) $abCopy(O, N, first, newLen < now - first ? newLen : now - first)
  return N
}
__export("arrayBufferSliceSpecies", arrayBufferSliceSpecies)

// new ArrayBuffer(length, options) when reading options.maxByteLength may run code (a getter, a
// proxy, an object to convert): read it here and construct again with the number.
function arrayBufferWithOptions(length, options, newTarget) {
  const m = options.maxByteLength
  return __construct($ArrayBuffer, [length, { maxByteLength: m === undefined ? undefined : +m }], newTarget)
}
__export("arrayBufferWithOptions", arrayBufferWithOptions)

function u8Validate(O) {
  if ($taKind(O) !== 0) __throwType("this is not a Uint8Array.")
}

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
  u8Validate(this)
  const opts = b64Options(options)
  const alphabet = b64Alphabet(opts)
  const omit = opts === undefined ? false : !!opts.omitPadding
  return $u8ToBase64(this, alphabet, omit)
} }.toBase64)

__define($Uint8Array.prototype, "setFromBase64", { setFromBase64(string, options = undefined) {
  u8Validate(this)
  if (typeof string !== "string") __throwType("The input must be a string")
  const opts = b64Options(options)
  const alphabet = b64Alphabet(opts)
  return $u8SetFromBase64(this, string, alphabet, b64LastChunk(opts))
} }.setFromBase64)
