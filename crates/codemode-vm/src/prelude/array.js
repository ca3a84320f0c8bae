// codemode prelude, part 2: Array built-ins written in JavaScript. The methods that take a
// callback live here; the others are natives (builtins/array.rs) with fast paths for plain dense
// arrays, and fall back to the generic versions exported here (`__export("array_<name>", f)`),
// which follow the spec's steps on any array-like (getters, setters, holes, species).
const ArrayProto = Array.prototype
const A$Array = Array
const A$Object = Object
const A$species = Symbol.species
const A$isConcatSpreadable = Symbol.isConcatSpreadable
const A$unscopables = Symbol.unscopables
const A$MAX_SAFE = 9007199254740991
const A$sortNative = ArrayProto.sort

function toObject(v, method) {
  if (v === null || v === undefined) __throwType("Array.prototype." + method + " called on null or undefined")
  return A$Object(v)
}

// ToIntegerOrInfinity.
function A$toInteger(v) {
  const n = typeof v === "number" ? v : __toNumber(toPrimitive(v, "number"))
  if (n !== n) return 0
  if (n === Infinity || n === -Infinity) return n
  const t = n - (n % 1)
  return t === 0 ? 0 : t
}

function toLength(v) {
  const n = A$toInteger(v)
  if (n <= 0) return 0
  return n > A$MAX_SAFE ? A$MAX_SAFE : n
}

// A relative index (negative counts from the end) clamped to [0, len].
function A$relativeIndex(v, len) {
  const n = A$toInteger(v)
  if (n < 0) return n + len < 0 ? 0 : n + len
  return n > len ? len : n
}

function requireCallable(f, what) {
  if (!__isCallable(f)) __throwType(describeForError(f) + " is not a function")
}

function describeForError(v) {
  if (typeof v === "string") return '"' + v + '"'
  if (v === null) return "null"
  if (typeof v === "symbol") return v.toString()
  if (typeof v === "object") {
    if (A$Array.isArray(v)) return "array"
    const tag = __typeTag(v)
    return tag === "Object" || tag === "Primitive" ? "#<Object>" : "#<" + tag + ">"
  }
  return String(v)
}

function A$deleteOrThrow(O, k) {
  delete O[k]
}

// The constructor ArraySpeciesCreate would use, or null for a plain Array (callers then build a
// plain array with pushes, which is much faster than defining index keys).
function A$speciesCtor(O) {
  if (!A$Array.isArray(O)) return null
  let C = O.constructor
  if (C === A$Array) {
    C = C[A$species]
    if (C === A$Array) return null
    if (C === null) C = undefined
  } else if (isObject(C)) {
    C = C[A$species]
    if (C === null) C = undefined
  }
  if (C === undefined) return null
  if (!__isConstructor(C)) __throwType("object.constructor[Symbol.species] is not a constructor")
  return C
}

// ArraySpeciesCreate.
function arraySpeciesCreate(O, length) {
  const C = A$speciesCtor(O)
  return C === null ? arrayCreate(length) : new C(length)
}

function arrayCreate(length) {
  if (length > 4294967295) __throwRange("Invalid array length")
  return new A$Array(length)
}

function A$setLength(O, len) {
  O.length = len
}

// ---- callbacks ---------------------------------------------------------------------------------

__define(ArrayProto, "forEach", { forEach(callback, thisArg = undefined) {
  const O = toObject(this, "forEach")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(0, O, callback, len)) return __each(0, O, len, callback, thisArg, undefined, 0)
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      if (thisArg === undefined) callback(v, k, O)
      else __call(callback, thisArg, [v, k, O])
    }
  }
} }.forEach)

__define(ArrayProto, "map", { map(callback, thisArg = undefined) {
  const O = toObject(this, "map")
  const len = toLength(O.length)
  requireCallable(callback)
  const C = A$speciesCtor(O)
  if (C !== null) {
    const A = new C(len)
    for (let k = 0; k < len; k++) {
      if (k in O) {
        const v = O[k]
        __createDataProp(A, k, thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O]))
      }
    }
    return A
  }
  if (len > 4294967295) __throwRange("Invalid array length")
  if (__eachOk(1, O, callback, len)) return __each(1, O, len, callback, thisArg, undefined, 0)
  const A = arrayCreate(0)
  let n = 0
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      const r = thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])
      if (k === n) {
        __arrayPush(A, r)
        n++
      } else {
        __createDataProp(A, k, r)
      }
    }
  }
  A.length = len
  return A
} }.map)

__define(ArrayProto, "filter", { filter(callback, thisArg = undefined) {
  const O = toObject(this, "filter")
  const len = toLength(O.length)
  requireCallable(callback)
  const C = A$speciesCtor(O)
  if (C === null && __eachOk(2, O, callback, len)) return __each(2, O, len, callback, thisArg, undefined, 0)
  const A = C === null ? [] : new C(0)
  let to = 0
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) {
        if (C === null) __arrayPush(A, v)
        else __createDataProp(A, to, v)
        to++
      }
    }
  }
  return A
} }.filter)

__define(ArrayProto, "reduce", { reduce(callback, ...init) {
  const O = toObject(this, "reduce")
  const len = toLength(O.length)
  requireCallable(callback)
  let k = 0
  let acc
  if (init.length > 0) {
    acc = init[0]
  } else {
    while (k < len && !(k in O)) k++
    if (k >= len) __throwType("Reduce of empty array with no initial value")
    acc = O[k++]
  }
  if (__eachOk(7, O, callback, len)) return __each(7, O, len, callback, undefined, acc, k)
  for (; k < len; k++) {
    if (k in O) acc = callback(acc, O[k], k, O)
  }
  return acc
} }.reduce)

__define(ArrayProto, "reduceRight", { reduceRight(callback, ...init) {
  const O = toObject(this, "reduceRight")
  const len = toLength(O.length)
  requireCallable(callback)
  let k = len - 1
  let acc
  if (init.length > 0) {
    acc = init[0]
  } else {
    while (k >= 0 && !(k in O)) k--
    if (k < 0) __throwType("Reduce of empty array with no initial value")
    acc = O[k--]
  }
  if (__eachOk(12, O, callback, k + 1)) return __each(12, O, k + 1, callback, undefined, acc, 0)
  for (; k >= 0; k--) {
    if (k in O) acc = callback(acc, O[k], k, O)
  }
  return acc
} }.reduceRight)

__define(ArrayProto, "some", { some(callback, thisArg = undefined) {
  const O = toObject(this, "some")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(3, O, callback, len)) return __each(3, O, len, callback, thisArg, undefined, 0)
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) return true
    }
  }
  return false
} }.some)

__define(ArrayProto, "every", { every(callback, thisArg = undefined) {
  const O = toObject(this, "every")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(4, O, callback, len)) return __each(4, O, len, callback, thisArg, undefined, 0)
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      if (!(thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O]))) return false
    }
  }
  return true
} }.every)

__define(ArrayProto, "find", { find(callback, thisArg = undefined) {
  const O = toObject(this, "find")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(5, O, callback, len)) return __each(5, O, len, callback, thisArg, undefined, 0)
  for (let k = 0; k < len; k++) {
    const v = O[k]
    if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) return v
  }
  return undefined
} }.find)

__define(ArrayProto, "findIndex", { findIndex(callback, thisArg = undefined) {
  const O = toObject(this, "findIndex")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(6, O, callback, len)) return __each(6, O, len, callback, thisArg, undefined, 0)
  for (let k = 0; k < len; k++) {
    if (thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O])) return k
  }
  return -1
} }.findIndex)

__define(ArrayProto, "findLast", { findLast(callback, thisArg = undefined) {
  const O = toObject(this, "findLast")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(10, O, callback, len)) return __each(10, O, len, callback, thisArg, undefined, 0)
  for (let k = len - 1; k >= 0; k--) {
    const v = O[k]
    if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) return v
  }
  return undefined
} }.findLast)

__define(ArrayProto, "findLastIndex", { findLastIndex(callback, thisArg = undefined) {
  const O = toObject(this, "findLastIndex")
  const len = toLength(O.length)
  requireCallable(callback)
  if (__eachOk(11, O, callback, len)) return __each(11, O, len, callback, thisArg, undefined, 0)
  for (let k = len - 1; k >= 0; k--) {
    if (thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O])) return k
  }
  return -1
} }.findLastIndex)

// The rest of a native array loop (exec/each.rs) whose source's reads became observable: the
// same steps as the methods above from index k on (acc: the result so far, or the accumulator).
__export("array_each_from", function eachFrom(kind, O, len, f, thisArg, k, acc, pending = undefined) {
  if (kind === 9) {
    // flatMap: first the callback result the native loop could not append (always an array).
    let to = acc.length
    if (pending !== undefined) to = A$flattenInto(acc, [pending], 1, to, 1, undefined, undefined)
    A$flattenInto(acc, O, len, to, 1, f, thisArg, k)
    return acc
  }
  if (kind === 8) {
    for (; k < len; k++) {
      const v = O[k]
      __createDataProp(acc, k, thisArg === undefined ? f(v, k) : __call(f, thisArg, [v, k]))
    }
    acc.length = len
    return acc
  }
  if (kind === 7) {
    for (; k < len; k++) {
      if (k in O) acc = f(acc, O[k], k, O)
    }
    return acc
  }
  // From the end (findLast, findLastIndex, reduceRight): on down from index k.
  if (kind === 12) {
    for (; k >= 0; k--) {
      if (k in O) acc = f(acc, O[k], k, O)
    }
    return acc
  }
  if (kind === 10 || kind === 11) {
    for (; k >= 0; k--) {
      const v = O[k]
      if (thisArg === undefined ? f(v, k, O) : __call(f, thisArg, [v, k, O])) return kind === 10 ? v : k
    }
    return kind === 10 ? undefined : -1
  }
  for (; k < len; k++) {
    if (kind < 5 && !(k in O)) continue
    const v = O[k]
    const r = thisArg === undefined ? f(v, k, O) : __call(f, thisArg, [v, k, O])
    if (kind === 1) __createDataProp(acc, k, r)
    else if (kind === 2) {
      if (r) __arrayPush(acc, v)
    } else if (kind === 3) {
      if (r) return true
    } else if (kind === 4) {
      if (!r) return false
    } else if (kind === 5) {
      if (r) return v
    } else if (kind === 6) {
      if (r) return k
    }
  }
  if (kind === 1) {
    acc.length = len
    return acc
  }
  if (kind === 2) return acc
  if (kind === 3) return false
  if (kind === 4) return true
  if (kind === 6) return -1
  return undefined
})

// FlattenIntoArray, with an explicit stack of sources (no recursion per depth level).
function A$flattenInto(target, source, sourceLen, start, depth, mapper, thisArg, from = 0) {
  let targetIndex = start
  const stack = [[source, sourceLen, from, depth]]
  while (stack.length > 0) {
    const top = stack[stack.length - 1]
    const src = top[0]
    const k = top[2]
    if (k >= top[1]) {
      stack.pop()
      continue
    }
    top[2] = k + 1
    if (!(k in src)) continue
    let el = src[k]
    const d = top[3]
    if (mapper !== undefined && stack.length === 1) el = thisArg === undefined ? mapper(el, k, src) : __call(mapper, thisArg, [el, k, src])
    if (d > 0 && A$Array.isArray(el)) {
      // The last level of a plain array: appended natively (its reads are unobservable).
      const to = d === 1 ? __appendElements(target, targetIndex, el) : -1
      if (to >= 0) targetIndex = to
      else __arrayPush(stack, [el, toLength(el.length), 0, d - 1])
      continue
    }
    if (targetIndex >= A$MAX_SAFE) __throwType("Array too long")
    __createDataProp(target, targetIndex++, el)
  }
  return targetIndex
}

__define(ArrayProto, "flat", { flat(depth = undefined) {
  const O = toObject(this, "flat")
  const len = toLength(O.length)
  let d = 1
  if (depth !== undefined) {
    d = A$toInteger(depth)
    if (d < 0) d = 0
  }
  // A plain array of plain arrays: flattened natively (its reads are unobservable).
  const P = __flatPlain(O, d)
  if (P !== undefined) return P
  const A = arraySpeciesCreate(O, 0)
  A$flattenInto(A, O, len, 0, d, undefined, undefined)
  return A
} }.flat)

__define(ArrayProto, "flatMap", { flatMap(mapper, thisArg = undefined) {
  const O = toObject(this, "flatMap")
  const len = toLength(O.length)
  requireCallable(mapper)
  const C = A$speciesCtor(O)
  if (C === null && __eachOk(9, O, mapper, len)) return __each(9, O, len, mapper, thisArg, undefined, 0)
  const A = C === null ? [] : new C(0)
  A$flattenInto(A, O, len, 0, 1, mapper, thisArg)
  return A
} }.flatMap)

// ---- generic versions of the natives (slow paths) ----------------------------------------------

__export("array_push", function push(...items) {
  const O = toObject(this, "push")
  let len = toLength(O.length)
  const n = items.length
  if (len + n > A$MAX_SAFE) __throwType("Pushing " + n + " elements on an array-like of length " + len + " is disallowed, as the total surpasses 2**53-1")
  for (let i = 0; i < n; i++) O[len++] = items[i]
  O.length = len
  return len
})

__export("array_pop", function pop() {
  const O = toObject(this, "pop")
  const len = toLength(O.length)
  if (len === 0) {
    O.length = 0
    return undefined
  }
  const idx = len - 1
  const el = O[idx]
  A$deleteOrThrow(O, idx)
  O.length = idx
  return el
})

__export("array_shift", function shift() {
  const O = toObject(this, "shift")
  const len = toLength(O.length)
  if (len === 0) {
    O.length = 0
    return undefined
  }
  const first = O[0]
  for (let k = 1; k < len; k++) {
    if (k in O) O[k - 1] = O[k]
    else A$deleteOrThrow(O, k - 1)
  }
  A$deleteOrThrow(O, len - 1)
  O.length = len - 1
  return first
})

__export("array_unshift", function unshift(...items) {
  const O = toObject(this, "unshift")
  const len = toLength(O.length)
  const n = items.length
  if (n > 0) {
    if (len + n > A$MAX_SAFE) __throwType("Pushing " + n + " elements on an array-like of length " + len + " is disallowed, as the total surpasses 2**53-1")
    for (let k = len; k > 0; k--) {
      const from = k - 1
      const to = k + n - 1
      if (from in O) O[to] = O[from]
      else A$deleteOrThrow(O, to)
    }
    for (let j = 0; j < n; j++) O[j] = items[j]
  }
  O.length = len + n
  return len + n
})

__export("array_slice", function slice(start, end) {
  const O = toObject(this, "slice")
  const len = toLength(O.length)
  const k0 = A$relativeIndex(start, len)
  const fin = end === undefined ? len : A$relativeIndex(end, len)
  const count = fin - k0 > 0 ? fin - k0 : 0
  const A = arraySpeciesCreate(O, count)
  let n = 0
  for (let k = k0; k < fin; k++, n++) {
    if (k in O) __createDataProp(A, n, O[k])
  }
  A.length = n
  return A
})

__export("array_splice", function splice(start, deleteCount, ...items) {
  const O = toObject(this, "splice")
  const len = toLength(O.length)
  const actualStart = A$relativeIndex(start, len)
  const itemCount = items.length
  let dc
  if (arguments.length === 0) dc = 0
  else if (arguments.length === 1) dc = len - actualStart
  else {
    dc = A$toInteger(deleteCount)
    if (dc < 0) dc = 0
    if (dc > len - actualStart) dc = len - actualStart
  }
  if (len + itemCount - dc > A$MAX_SAFE) __throwType("Invalid array length")
  const A = arraySpeciesCreate(O, dc)
  for (let k = 0; k < dc; k++) {
    const from = actualStart + k
    if (from in O) __createDataProp(A, k, O[from])
  }
  A.length = dc
  if (itemCount < dc) {
    for (let k = actualStart; k < len - dc; k++) {
      const from = k + dc
      const to = k + itemCount
      if (from in O) O[to] = O[from]
      else A$deleteOrThrow(O, to)
    }
    for (let k = len; k > len - dc + itemCount; k--) A$deleteOrThrow(O, k - 1)
  } else if (itemCount > dc) {
    for (let k = len - dc; k > actualStart; k--) {
      const from = k + dc - 1
      const to = k + itemCount - 1
      if (from in O) O[to] = O[from]
      else A$deleteOrThrow(O, to)
    }
  }
  for (let k = 0; k < itemCount; k++) O[actualStart + k] = items[k]
  O.length = len - dc + itemCount
  return A
})

__export("array_indexOf", function indexOf(search, fromIndex = undefined) {
  const O = toObject(this, "indexOf")
  const len = toLength(O.length)
  if (len === 0) return -1
  let n = A$toInteger(fromIndex)
  if (n === Infinity) return -1
  if (n < 0) n = n + len < 0 ? 0 : n + len
  for (let k = n; k < len; k++) {
    if (k in O && O[k] === search) return k
  }
  return -1
})

__export("array_lastIndexOf", function lastIndexOf(search, ...rest) {
  const O = toObject(this, "lastIndexOf")
  const len = toLength(O.length)
  if (len === 0) return -1
  let n = rest.length > 0 ? A$toInteger(rest[0]) : len - 1
  if (n === -Infinity) return -1
  let k = n >= 0 ? (n < len - 1 ? n : len - 1) : len + n
  for (; k >= 0; k--) {
    if (k in O && O[k] === search) return k
  }
  return -1
})

__export("array_includes", function includes(search, fromIndex = undefined) {
  const O = toObject(this, "includes")
  const len = toLength(O.length)
  if (len === 0) return false
  let n = A$toInteger(fromIndex)
  if (n === Infinity) return false
  if (n < 0) n = n + len < 0 ? 0 : n + len
  for (let k = n; k < len; k++) {
    if (__sameValueZero(O[k], search)) return true
  }
  return false
})

__export("array_at", function at(index) {
  const O = toObject(this, "at")
  const len = toLength(O.length)
  const rel = A$toInteger(index)
  const k = rel >= 0 ? rel : len + rel
  if (k < 0 || k >= len) return undefined
  return O[k]
})

function A$isSpreadable(O) {
  if (!isObject(O)) return false
  const s = O[A$isConcatSpreadable]
  if (s !== undefined) return !!s
  return A$Array.isArray(O)
}

__export("array_concat", function concat(...items) {
  const O = toObject(this, "concat")
  const A = arraySpeciesCreate(O, 0)
  let n = 0
  const all = [O, ...items]
  for (let i = 0; i < all.length; i++) {
    const E = all[i]
    if (A$isSpreadable(E)) {
      const len = toLength(E.length)
      if (n + len > A$MAX_SAFE) __throwType("Invalid array length")
      for (let k = 0; k < len; k++, n++) {
        if (k in E) __createDataProp(A, n, E[k])
      }
    } else {
      if (n >= A$MAX_SAFE) __throwType("Invalid array length")
      __createDataProp(A, n++, E)
    }
  }
  A.length = n
  return A
})

// Arrays being joined, so that a cycle joins as "" (as V8 does).
const A$joinStack = []

__export("array_join", function join(separator) {
  const O = toObject(this, "join")
  const len = toLength(O.length)
  const sep = separator === undefined ? "," : __toStr(toPrimitive(separator, "string"))
  for (let i = 0; i < A$joinStack.length; i++) if (A$joinStack[i] === O) return ""
  __arrayPush(A$joinStack, O)
  try {
    let s = ""
    for (let k = 0; k < len; k++) {
      if (k > 0) s += sep
      const v = O[k]
      if (v !== undefined && v !== null) s += typeof v === "string" ? v : __toStr(toPrimitive(v, "string"))
    }
    return s
  } finally {
    A$joinStack.pop()
  }
})

__export("array_reverse", function reverse() {
  const O = toObject(this, "reverse")
  const len = toLength(O.length)
  const middle = (len - (len % 2)) / 2
  for (let lower = 0; lower !== middle; lower++) {
    const upper = len - lower - 1
    const lowerExists = lower in O
    const lowerValue = lowerExists ? O[lower] : undefined
    const upperExists = upper in O
    const upperValue = upperExists ? O[upper] : undefined
    if (upperExists) O[lower] = upperValue
    else if (lowerExists) A$deleteOrThrow(O, lower)
    if (lowerExists) O[upper] = lowerValue
    else if (upperExists) A$deleteOrThrow(O, upper)
  }
  return O
})

__export("array_fill", function fill(value, start = undefined, end = undefined) {
  const O = toObject(this, "fill")
  const len = toLength(O.length)
  const k0 = A$relativeIndex(start, len)
  const fin = end === undefined ? len : A$relativeIndex(end, len)
  for (let k = k0; k < fin; k++) O[k] = value
  return O
})

__define(ArrayProto, "copyWithin", { copyWithin(target, start, end = undefined) {
  const O = toObject(this, "copyWithin")
  const len = toLength(O.length)
  let to = A$relativeIndex(target, len)
  let from = A$relativeIndex(start, len)
  const fin = end === undefined ? len : A$relativeIndex(end, len)
  let count = (fin - from < len - to ? fin - from : len - to)
  // A packed plain array: moved natively (its reads and writes are unobservable).
  if (__copyWithinPlain(O, to, from, count)) return O
  let dir = 1
  if (from < to && to < from + count) {
    dir = -1
    from = from + count - 1
    to = to + count - 1
  }
  while (count > 0) {
    if (from in O) O[to] = O[from]
    else A$deleteOrThrow(O, to)
    from += dir
    to += dir
    count--
  }
  return O
} }.copyWithin)

// ---- sort --------------------------------------------------------------------------------------

function A$compareKeys(a, b) {
  return a.k < b.k ? -1 : a.k > b.k ? 1 : 0
}

// A stable bottom-up merge sort of the array `a` (a fresh dense array) with `cmp(x, y) > 0`
// meaning x goes after y. Insertion sort on runs of 8 first.
function A$mergeSort(a, cmp) {
  const n = a.length
  for (let lo = 0; lo < n; lo += 8) {
    const hi = lo + 8 < n ? lo + 8 : n
    for (let i = lo + 1; i < hi; i++) {
      const x = a[i]
      let j = i - 1
      while (j >= lo && cmp(a[j], x) > 0) {
        a[j + 1] = a[j]
        j--
      }
      a[j + 1] = x
    }
  }
  if (n <= 8) return a
  let src = a
  let dst = a.slice()
  for (let width = 8; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = lo + width < n ? lo + width : n
      const hi = lo + 2 * width < n ? lo + 2 * width : n
      let i = lo
      let j = mid
      let k = lo
      if (mid < hi && cmp(src[mid - 1], src[mid]) > 0) {
        let x = src[i]
        let y = src[j]
        for (;;) {
          if (cmp(x, y) > 0) {
            dst[k++] = y
            if (++j >= hi) break
            y = src[j]
          } else {
            dst[k++] = x
            if (++i >= mid) break
            x = src[i]
          }
        }
      }
      while (i < mid) dst[k++] = src[i++]
      while (j < hi) dst[k++] = src[j++]
    }
    const t = src
    src = dst
    dst = t
  }
  if (src !== a) for (let i = 0; i < n; i++) a[i] = src[i]
  return a
}

// SortIndexedProperties + the comparator: returns the sorted values, undefineds last.
function A$sortValues(O, len, comparefn, skipHoles) {
  const items = []
  let undefs = 0
  for (let k = 0; k < len; k++) {
    if (skipHoles && !(k in O)) continue
    const v = O[k]
    if (v === undefined) undefs++
    else __arrayPush(items, v)
  }
  if (comparefn === undefined) {
    const keyed = []
    for (let i = 0; i < items.length; i++) {
      const v = items[i]
      __arrayPush(keyed, { k: typeof v === "string" ? v : __toStr(toPrimitive(v, "string")), v })
    }
    A$mergeSort(keyed, A$compareKeys)
    for (let i = 0; i < keyed.length; i++) items[i] = keyed[i].v
  } else {
    A$mergeSort(items, comparefn)
  }
  for (let i = 0; i < undefs; i++) __arrayPush(items, undefined)
  return items
}

__export("array_sort", function sort(comparefn) {
  if (comparefn !== undefined && !__isCallable(comparefn)) __throwType("The comparison function must be either a function or undefined")
  const O = toObject(this, "sort")
  const len = toLength(O.length)
  const items = A$sortValues(O, len, comparefn, true)
  let i = 0
  for (; i < items.length; i++) O[i] = items[i]
  for (; i < len; i++) A$deleteOrThrow(O, i)
  return O
})

// The end of a native comparator-driven sort whose array changed shape meanwhile (see
// `store` in exec/sort.rs): the same stores as `sort` above.
__export("array_sort_store", function sortStore(O, items, len) {
  let i = 0
  for (; i < items.length; i++) O[i] = items[i]
  for (; i < len; i++) A$deleteOrThrow(O, i)
  return O
})

__define(ArrayProto, "toSorted", { toSorted(comparefn) {
  if (comparefn !== undefined && !__isCallable(comparefn)) __throwType("The comparison function must be either a function or undefined")
  const O = toObject(this, "toSorted")
  const len = toLength(O.length)
  const A = arrayCreate(len)
  // A plain array: copied natively (its reads are unobservable) and sorted in place.
  const F = __copyPlain(O, 0, len, false)
  if (F !== undefined) return __call(A$sortNative, F, [comparefn])
  const items = A$sortValues(O, len, comparefn, false)
  for (let i = 0; i < items.length; i++) __createDataProp(A, i, items[i])
  return A
} }.toSorted)

__define(ArrayProto, "toReversed", { toReversed() {
  const O = toObject(this, "toReversed")
  const len = toLength(O.length)
  const A = arrayCreate(len)
  const F = __copyPlain(O, 0, len, true)
  if (F !== undefined) return F
  for (let k = 0; k < len; k++) __createDataProp(A, k, O[len - k - 1])
  return A
} }.toReversed)

__define(ArrayProto, "toSpliced", { toSpliced(start, skipCount) {
  const O = toObject(this, "toSpliced")
  const len = toLength(O.length)
  const actualStart = A$relativeIndex(start, len)
  const itemCount = arguments.length > 2 ? arguments.length - 2 : 0
  let sc
  if (arguments.length === 0) sc = 0
  else if (arguments.length === 1) sc = len - actualStart
  else {
    sc = A$toInteger(skipCount)
    if (sc < 0) sc = 0
    if (sc > len - actualStart) sc = len - actualStart
  }
  const newLen = len + itemCount - sc
  if (newLen > A$MAX_SAFE) __throwType("Invalid array length")
  const A = arrayCreate(newLen)
  const items = []
  for (let j = 0; j < itemCount; j++) __arrayPush(items, arguments[j + 2])
  const F = __toSplicedPlain(O, actualStart, sc, items)
  if (F !== undefined) return F
  let i = 0
  let r = actualStart + sc
  for (; i < actualStart; i++) __createDataProp(A, i, O[i])
  for (let j = 0; j < itemCount; j++) __createDataProp(A, i++, arguments[j + 2])
  for (; i < newLen; i++, r++) __createDataProp(A, i, O[r])
  return A
} }.toSpliced)

__define(ArrayProto, "with", { with(index, value) {
  const O = toObject(this, "with")
  const len = toLength(O.length)
  const rel = A$toInteger(index)
  const actual = rel >= 0 ? rel : len + rel
  if (actual >= len || actual < 0) __throwRange("Invalid index : " + index)
  const A = arrayCreate(len)
  const F = __copyPlain(O, 0, len, false)
  if (F !== undefined) {
    F[actual] = value
    return F
  }
  for (let k = 0; k < len; k++) __createDataProp(A, k, k === actual ? value : O[k])
  return A
} }.with)

__define(ArrayProto, "toString", { toString() {
  const O = toObject(this, "toString")
  const j = O.join
  if (__isCallable(j)) return __call(j, O, [])
  return __call(O$toString, O, [])
} }.toString)
// The native join joins an element array in place while its toString is this one.
__register("array_to_string", ArrayProto.toString)

// ECMA-402's version: each element's toLocaleString gets the locales and options.
__define(ArrayProto, "toLocaleString", { toLocaleString(locales = undefined, options = undefined) {
  const O = toObject(this, "toLocaleString")
  const len = toLength(O.length)
  for (let i = 0; i < A$joinStack.length; i++) if (A$joinStack[i] === O) return ""
  __arrayPush(A$joinStack, O)
  try {
    let s = ""
    for (let k = 0; k < len; k++) {
      if (k > 0) s += ","
      const v = O[k]
      if (v !== undefined && v !== null) {
        const f = v.toLocaleString
        if (!__isCallable(f)) __throwType(describeForError(f) + " is not a function")
        s += __toStr(toPrimitive(__call(f, v, [locales, options]), "string"))
      }
    }
    return s
  } finally {
    A$joinStack.pop()
  }
} }.toLocaleString)

{
  const u = A$Object.create(null)
  const names = ["at", "copyWithin", "entries", "fill", "find", "findIndex", "findLast", "findLastIndex", "flat", "flatMap", "includes", "keys", "toReversed", "toSorted", "toSpliced", "values"]
  for (let i = 0; i < names.length; i++) u[names[i]] = true
  A$Object.defineProperty(ArrayProto, A$unscopables, { value: u, writable: false, enumerable: false, configurable: true })
}

// ---- Array.from / of / fromAsync ---------------------------------------------------------------

__define(A$Array, "from", { from(items, mapfn = undefined, thisArg = undefined) {
  const C = this
  if (mapfn !== undefined && !__isCallable(mapfn)) __throwType(describeForError(mapfn) + " is not a function")
  if (items === null || items === undefined) __throwType(String(items) + " is not iterable (cannot read property Symbol(Symbol.iterator))")
  const usingIterator = items[Symbol_iterator]
  if (usingIterator !== undefined && usingIterator !== null) {
    if (!__isCallable(usingIterator)) __throwType(describeForError(items) + " is not iterable")
    // A plain array through the original iterator: copied natively (nothing observable is read).
    if (mapfn === undefined && C === A$Array) {
      const F = __fromPlain(items, usingIterator, 0)
      if (F !== undefined) return F
    }
    const A = __isConstructor(C) && C !== A$Array ? new C() : []
    let k = 0
    if (mapfn === undefined) {
      for (const v of items) __createDataProp(A, k++, v)
    } else {
      for (const v of items) {
        __createDataProp(A, k, thisArg === undefined ? mapfn(v, k) : __call(mapfn, thisArg, [v, k]))
        k++
      }
    }
    A.length = k
    return A
  }
  const arrayLike = A$Object(items)
  const len = toLength(arrayLike.length)
  const ctor = __isConstructor(C) && C !== A$Array
  const A = ctor ? new C(len) : arrayCreate(len)
  // Elements that all read undefined (no index properties anywhere): mapped natively.
  if (!ctor && mapfn !== undefined && __eachOk(8, arrayLike, mapfn, len)) return __each(8, arrayLike, len, mapfn, thisArg, undefined, 0)
  // No function and elements that all read undefined: made natively.
  if (!ctor && mapfn === undefined) {
    const F = __fromPlain(arrayLike, undefined, len)
    if (F !== undefined) return F
  }
  for (let k = 0; k < len; k++) {
    const v = arrayLike[k]
    __createDataProp(A, k, mapfn === undefined ? v : thisArg === undefined ? mapfn(v, k) : __call(mapfn, thisArg, [v, k]))
  }
  A.length = len
  return A
} }.from)

__define(A$Array, "of", { of(...items) {
  const C = this
  const len = items.length
  const A = __isConstructor(C) && C !== A$Array ? new C(len) : new A$Array(len)
  for (let k = 0; k < len; k++) __createDataProp(A, k, items[k])
  A.length = len
  return A
} }.of)

// AsyncIteratorClose (or IteratorClose for a sync source) after a throw: the throw wins.
async function A$closeAfterThrow(it, isAsync) {
  try {
    const r = it.return
    if (r !== undefined && r !== null) {
      const res = __call(r, it, [])
      if (isAsync) await res
    }
  } catch (e) {
    // ignored: the pending throw is what propagates
  }
}

__define(A$Array, "fromAsync", { async fromAsync(asyncItems, mapfn = undefined, thisArg = undefined) {
  const C = this
  if (mapfn !== undefined && !__isCallable(mapfn)) __throwType(describeForError(mapfn) + " is not a function")
  if (asyncItems === null || asyncItems === undefined) __throwType(String(asyncItems) + " is not iterable")
  let usingAsync = asyncItems[Symbol_asyncIterator]
  if (usingAsync === null) usingAsync = undefined
  if (usingAsync !== undefined && !__isCallable(usingAsync)) __throwType(describeForError(usingAsync) + " is not a function")
  let usingSync = undefined
  if (usingAsync === undefined) {
    usingSync = asyncItems[Symbol_iterator]
    if (usingSync === null) usingSync = undefined
    if (usingSync !== undefined && !__isCallable(usingSync)) __throwType(describeForError(usingSync) + " is not a function")
  }
  if (usingAsync !== undefined || usingSync !== undefined) {
    const A = __isConstructor(C) && C !== A$Array ? new C() : []
    const isAsync = usingAsync !== undefined
    const it = __call(isAsync ? usingAsync : usingSync, asyncItems, [])
    if (!isObject(it)) __throwType("Result of the Symbol." + (isAsync ? "asyncIterator" : "iterator") + " method is not an object")
    const next = it.next
    let k = 0
    for (;;) {
      let r = __call(next, it, [])
      if (isAsync) r = await r
      if (!isObject(r)) __throwType("Iterator result " + describeForError(r) + " is not an object")
      if (r.done) {
        A.length = k
        return A
      }
      let v = r.value
      try {
        // A sync source's values are awaited (CreateAsyncFromSyncIterator); a rejection closes it.
        if (!isAsync) v = await v
        if (mapfn !== undefined) v = await __call(mapfn, thisArg, [v, k])
        __createDataProp(A, k, v)
      } catch (e) {
        await A$closeAfterThrow(it, isAsync)
        throw e
      }
      k++
    }
  }
  const arrayLike = A$Object(asyncItems)
  const len = toLength(arrayLike.length)
  const A = __isConstructor(C) && C !== A$Array ? new C(len) : arrayCreate(len)
  for (let k = 0; k < len; k++) {
    const v = await arrayLike[k]
    __createDataProp(A, k, mapfn === undefined ? v : await __call(mapfn, thisArg, [v, k]))
  }
  A.length = len
  return A
} }.fromAsync)
A$fixFromAsyncProto()
function A$fixFromAsyncProto() {
  O$Object.setPrototypeOf(A$Array.fromAsync, O$Object.getPrototypeOf(A$Array.from))
}

// %ArrayIteratorPrototype%.next over an object that is neither an array nor a typed array
// (an array-like whose `length` or elements may be getters, a proxy): the spec's steps with
// [[Get]]s; the iterator's state stays native (`__arrayIter`).
__export("arrayIteratorNextSlow", function arrayIteratorNextSlow(it) {
  const st = __arrayIter(it, 0, 0)
  if (st === undefined) return { value: undefined, done: true }
  const O = st[0]
  const index = st[1]
  const len = toLength(O.length)
  if (index >= len) {
    __arrayIter(it, 2, 0)
    return { value: undefined, done: true }
  }
  __arrayIter(it, 1, index + 1)
  if (st[2] === 0) return { value: index, done: false }
  const v = O[index]
  return { value: st[2] === 1 ? v : [index, v], done: false }
})
