// codemode prelude, part 2: Array methods that call back into the program.
const ArrayProto = Array.prototype

function toObject(v, method) {
  if (v === null || v === undefined) __throwType("Array.prototype." + method + " called on null or undefined")
  return Object(v)
}

function toLength(v) {
  const n = Number(v)
  if (!(n > 0)) return 0
  const i = Math.floor(n)
  return i > 9007199254740991 ? 9007199254740991 : i
}

function requireCallable(f, what) {
  if (!__isCallable(f)) __throwType(describeForError(f) + " is not a function")
}

function describeForError(v) {
  if (typeof v === "string") return JSON.stringify(v)
  if (v === null) return "null"
  if (typeof v === "object") return Array.isArray(v) ? "array" : "#<Object>"
  return String(v)
}

__define(ArrayProto, "forEach", function forEach(callback, thisArg = undefined) {
  const O = toObject(this, "forEach")
  const len = toLength(O.length)
  requireCallable(callback)
  for (let k = 0; k < len; k++) {
    if (k in O) {
      if (thisArg === undefined) callback(O[k], k, O)
      else __call(callback, thisArg, [O[k], k, O])
    }
  }
})

__define(ArrayProto, "map", function map(callback, thisArg = undefined) {
  const O = toObject(this, "map")
  const len = toLength(O.length)
  requireCallable(callback)
  const A = new Array(len)
  for (let k = 0; k < len; k++) {
    if (k in O) {
      A[k] = thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O])
    }
  }
  return A
})

__define(ArrayProto, "filter", function filter(callback, thisArg = undefined) {
  const O = toObject(this, "filter")
  const len = toLength(O.length)
  requireCallable(callback)
  const A = []
  for (let k = 0; k < len; k++) {
    if (k in O) {
      const v = O[k]
      if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) __arrayPush(A, v)
    }
  }
  return A
})

__define(ArrayProto, "reduce", function reduce(callback, ...init) {
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
  for (; k < len; k++) {
    if (k in O) acc = callback(acc, O[k], k, O)
  }
  return acc
})

__define(ArrayProto, "some", function some(callback, thisArg = undefined) {
  const O = toObject(this, "some")
  const len = toLength(O.length)
  requireCallable(callback)
  for (let k = 0; k < len; k++) {
    if (k in O && (thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O]))) return true
  }
  return false
})

__define(ArrayProto, "every", function every(callback, thisArg = undefined) {
  const O = toObject(this, "every")
  const len = toLength(O.length)
  requireCallable(callback)
  for (let k = 0; k < len; k++) {
    if (k in O && !(thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O]))) return false
  }
  return true
})

__define(ArrayProto, "find", function find(callback, thisArg = undefined) {
  const O = toObject(this, "find")
  const len = toLength(O.length)
  requireCallable(callback)
  for (let k = 0; k < len; k++) {
    const v = O[k]
    if (thisArg === undefined ? callback(v, k, O) : __call(callback, thisArg, [v, k, O])) return v
  }
  return undefined
})

__define(ArrayProto, "findIndex", function findIndex(callback, thisArg = undefined) {
  const O = toObject(this, "findIndex")
  const len = toLength(O.length)
  requireCallable(callback)
  for (let k = 0; k < len; k++) {
    if (thisArg === undefined ? callback(O[k], k, O) : __call(callback, thisArg, [O[k], k, O])) return k
  }
  return -1
})

__define(ArrayProto, "join", function join(separator = undefined) {
  const O = toObject(this, "join")
  const len = toLength(O.length)
  const sep = separator === undefined ? "," : String(separator)
  let s = ""
  for (let k = 0; k < len; k++) {
    if (k > 0) s += sep
    const v = O[k]
    if (v !== undefined && v !== null) s += typeof v === "string" ? v : String(v)
  }
  return s
})

__define(ArrayProto, "toString", function toString() {
  const O = toObject(this, "toString")
  const j = O.join
  if (__isCallable(j)) return __call(j, O, [])
  return "[object Array]"
})
