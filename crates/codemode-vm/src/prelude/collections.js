// codemode prelude: collections built-ins written in JavaScript: constructors fed by a generic
// iterable, forEach, Map.groupBy and the Set methods (union … isDisjointFrom) with the set-like
// protocol (size, has, keys). The data operations are the natives of builtins/collections.rs.
const C$Set = Set
const C$MapProto = O$Map.prototype
const C$SetProto = C$Set.prototype
const C$MapEntries = C$MapProto.entries
const C$SetValues = C$SetProto.values
const C$SetHas = C$SetProto.has
const C$SetAdd = C$SetProto.add
const C$SetDelete = C$SetProto.delete
const C$kind = __hidden("collectionKind")
const C$size = __hidden("setSize")
const C$NAMES = ["Map", "Set", "WeakMap", "WeakSet"]

function C$receiver(v) {
  if (typeof v === "string") return v
  if (typeof v === "symbol") return v.toString()
  if (isObject(v)) {
    if (__isCallable(v)) return "function"
    const c = __typeTag(v)
    return c === "Object" || c === "Primitive" ? "#<Object>" : "#<" + c + ">"
  }
  return "" + v
}

function C$require(v, kind, method) {
  if (C$kind(v) !== kind) {
    __throwType("Method " + C$NAMES[kind] + ".prototype." + method + " called on incompatible receiver " + C$receiver(v))
  }
}

// The generic part of `new Map(iterable)` and friends: calls the adder for each entry.
__export("collectionFill", function collectionFill(target, iterable, kind) {
  const adderName = kind === 0 || kind === 2 ? "set" : "add"
  const adder = target[adderName]
  if (!__isCallable(adder)) {
    __throwType("'" + C$receiver(adder) + "' returned for property '" + adderName + "' of object '#<" + C$NAMES[kind] + ">' is not a function")
  }
  if (kind === 1 || kind === 3) {
    for (const v of iterable) __call(adder, target, [v])
  } else {
    for (const entry of iterable) {
      if (!isObject(entry)) __throwType("Iterator value " + C$receiver(entry) + " is not an entry object")
      __call(adder, target, [entry[0], entry[1]])
    }
  }
  return target
})

__define(C$MapProto, "forEach", { forEach(callback, thisArg = undefined) {
  C$require(this, 0, "forEach")
  if (!__isCallable(callback)) __throwType(describeForError(callback) + " is not a function")
  const it = __call(C$MapEntries, this, [])
  for (const e of it) __call(callback, thisArg, [e[1], e[0], this])
} }.forEach)

// Upsert (ES2026): getOrInsert and getOrInsertComputed on Map and WeakMap.
const C$MapHas = C$MapProto.has
const C$MapGet = C$MapProto.get
const C$MapSet = C$MapProto.set
const C$WeakMapProto = WeakMap.prototype
const C$WeakMapHas = C$WeakMapProto.has
const C$WeakMapGet = C$WeakMapProto.get
const C$WeakMapSet = C$WeakMapProto.set

const C$keyFor = Symbol.keyFor
function C$canBeHeldWeakly(v) {
  return isObject(v) || (typeof v === "symbol" && __call(C$keyFor, undefined, [v]) === undefined)
}

__define(C$MapProto, "getOrInsert", { getOrInsert(key, value) {
  C$require(this, 0, "getOrInsert")
  if (key === 0) key = 0
  if (__call(C$MapHas, this, [key])) return __call(C$MapGet, this, [key])
  __call(C$MapSet, this, [key, value])
  return value
} }.getOrInsert)

__define(C$MapProto, "getOrInsertComputed", { getOrInsertComputed(key, callbackfn) {
  C$require(this, 0, "getOrInsertComputed")
  if (!__isCallable(callbackfn)) __throwType(describeForError(callbackfn) + " is not a function")
  if (key === 0) key = 0
  if (__call(C$MapHas, this, [key])) return __call(C$MapGet, this, [key])
  const value = __call(callbackfn, undefined, [key])
  __call(C$MapSet, this, [key, value])
  return value
} }.getOrInsertComputed)

__define(C$WeakMapProto, "getOrInsert", { getOrInsert(key, value) {
  C$require(this, 2, "getOrInsert")
  if (!C$canBeHeldWeakly(key)) __throwType("Invalid value used as weak map key")
  if (__call(C$WeakMapHas, this, [key])) return __call(C$WeakMapGet, this, [key])
  __call(C$WeakMapSet, this, [key, value])
  return value
} }.getOrInsert)

__define(C$WeakMapProto, "getOrInsertComputed", { getOrInsertComputed(key, callbackfn) {
  C$require(this, 2, "getOrInsertComputed")
  if (!__isCallable(callbackfn)) __throwType(describeForError(callbackfn) + " is not a function")
  if (!C$canBeHeldWeakly(key)) __throwType("Invalid value used as weak map key")
  if (__call(C$WeakMapHas, this, [key])) return __call(C$WeakMapGet, this, [key])
  const value = __call(callbackfn, undefined, [key])
  __call(C$WeakMapSet, this, [key, value])
  return value
} }.getOrInsertComputed)

__define(C$SetProto, "forEach", { forEach(callback, thisArg = undefined) {
  C$require(this, 1, "forEach")
  if (!__isCallable(callback)) __throwType(describeForError(callback) + " is not a function")
  const it = __call(C$SetValues, this, [])
  for (const v of it) __call(callback, thisArg, [v, v, this])
} }.forEach)

__define(O$Map, "groupBy", { groupBy(items, callback) {
  return O$groupBy(items, callback, true)
} }.groupBy)

// ---- Set methods -------------------------------------------------------------------------------

// GetSetRecord.
function C$getSetRecord(obj, method) {
  if (!isObject(obj)) __throwType("Set.prototype." + method + " argument must be an object")
  const rawSize = obj.size
  const numSize = typeof rawSize === "number" ? rawSize : __toNumber(toPrimitive(rawSize, "number"))
  if (numSize !== numSize) __throwType("The 'size' property must be a number")
  const intSize = A$toInteger(numSize)
  if (intSize < 0) __throwRange("'" + intSize + "' is an invalid size")
  const has = obj.has
  if (!__isCallable(has)) __throwType("The 'has' property must be a function")
  const keys = obj.keys
  if (!__isCallable(keys)) __throwType("The 'keys' property must be a function")
  return { set: obj, size: intSize, has, keys }
}

// GetIteratorFromMethod(rec.set, rec.keys): [iterator, next].
function C$recordKeys(rec) {
  const it = __call(rec.keys, rec.set, [])
  if (!isObject(it)) __throwType("Result of the keys method is not an object")
  return [it, it.next]
}

// IteratorStepValue: the next value, or the `done` sentinel.
const C$DONE = {}
function C$step(it, next) {
  const r = __call(next, it, [])
  if (!isObject(r)) __throwType("Iterator result " + C$receiver(r) + " is not an object")
  if (r.done) return C$DONE
  return r.value
}

function C$close(it) {
  const r = it.return
  if (r !== undefined && r !== null) {
    const res = __call(r, it, [])
    if (!isObject(res)) __throwType("Iterator result " + C$receiver(res) + " is not an object")
  }
}

function C$copy(s) {
  const r = new C$Set()
  if (s !== undefined) {
    const it = __call(C$SetValues, s, [])
    for (const v of it) __call(C$SetAdd, r, [v])
  }
  return r
}

function C$has(set, v) {
  return __call(C$SetHas, set, [v])
}

function C$defineSetMethod(name, fn) {
  __define(C$SetProto, name, fn)
}

C$defineSetMethod("union", { union(other) {
  C$require(this, 1, "union")
  const rec = C$getSetRecord(other, "union")
  const [it, next] = C$recordKeys(rec)
  const result = C$copy(this)
  for (;;) {
    const v = C$step(it, next)
    if (v === C$DONE) break
    __call(C$SetAdd, result, [v === 0 ? 0 : v])
  }
  return result
} }.union)

C$defineSetMethod("intersection", { intersection(other) {
  C$require(this, 1, "intersection")
  const rec = C$getSetRecord(other, "intersection")
  const result = C$copy(undefined)
  if (C$size(this) <= rec.size) {
    const it = __call(C$SetValues, this, [])
    for (const e of it) {
      if (__call(rec.has, rec.set, [e])) __call(C$SetAdd, result, [e])
    }
  } else {
    const [it, next] = C$recordKeys(rec)
    for (;;) {
      const v = C$step(it, next)
      if (v === C$DONE) break
      const n = v === 0 ? 0 : v
      if (C$has(this, n)) __call(C$SetAdd, result, [n])
    }
  }
  return result
} }.intersection)

C$defineSetMethod("difference", { difference(other) {
  C$require(this, 1, "difference")
  const rec = C$getSetRecord(other, "difference")
  const result = C$copy(this)
  if (C$size(this) <= rec.size) {
    const it = __call(C$SetValues, this, [])
    for (const e of it) {
      if (__call(rec.has, rec.set, [e])) __call(C$SetDelete, result, [e])
    }
  } else {
    const [it, next] = C$recordKeys(rec)
    for (;;) {
      const v = C$step(it, next)
      if (v === C$DONE) break
      __call(C$SetDelete, result, [v === 0 ? 0 : v])
    }
  }
  return result
} }.difference)

C$defineSetMethod("symmetricDifference", { symmetricDifference(other) {
  C$require(this, 1, "symmetricDifference")
  const rec = C$getSetRecord(other, "symmetricDifference")
  const [it, next] = C$recordKeys(rec)
  const result = C$copy(this)
  for (;;) {
    const v = C$step(it, next)
    if (v === C$DONE) break
    const n = v === 0 ? 0 : v
    if (C$has(this, n)) __call(C$SetDelete, result, [n])
    else __call(C$SetAdd, result, [n])
  }
  return result
} }.symmetricDifference)

C$defineSetMethod("isSubsetOf", { isSubsetOf(other) {
  C$require(this, 1, "isSubsetOf")
  const rec = C$getSetRecord(other, "isSubsetOf")
  if (C$size(this) > rec.size) return false
  const it = __call(C$SetValues, this, [])
  for (const e of it) {
    if (!__call(rec.has, rec.set, [e])) return false
  }
  return true
} }.isSubsetOf)

C$defineSetMethod("isSupersetOf", { isSupersetOf(other) {
  C$require(this, 1, "isSupersetOf")
  const rec = C$getSetRecord(other, "isSupersetOf")
  if (C$size(this) < rec.size) return false
  const [it, next] = C$recordKeys(rec)
  for (;;) {
    const v = C$step(it, next)
    if (v === C$DONE) break
    if (!C$has(this, v)) {
      C$close(it)
      return false
    }
  }
  return true
} }.isSupersetOf)

C$defineSetMethod("isDisjointFrom", { isDisjointFrom(other) {
  C$require(this, 1, "isDisjointFrom")
  const rec = C$getSetRecord(other, "isDisjointFrom")
  if (C$size(this) <= rec.size) {
    const it = __call(C$SetValues, this, [])
    for (const e of it) {
      if (__call(rec.has, rec.set, [e])) return false
    }
  } else {
    const [it, next] = C$recordKeys(rec)
    for (;;) {
      const v = C$step(it, next)
      if (v === C$DONE) break
      if (C$has(this, v)) {
        C$close(it)
        return false
      }
    }
  }
  return true
} }.isDisjointFrom)

// ---- structuredClone ---------------------------------------------------------------------------
const C$cloneKind = __hidden("cloneKind")
const C$cloneShell = __hidden("cloneShell")
const C$cloneTyped = __hidden("cloneTyped")
const C$typedBuffer = __hidden("typedBuffer")
const C$abTransferInto = __hidden("abTransferInto")
const C$ArrayBuffer = ArrayBuffer
const C$Error = Error
const C$FunctionToString = Function.prototype.toString
const C$errorCtors = {
  Error,
  EvalError,
  RangeError,
  ReferenceError,
  SyntaxError,
  TypeError,
  URIError,
}

function C$dataCloneError(what) {
  const e = new C$Error(what + " could not be cloned.")
  O$defineProperty(e, "name", { value: "DataCloneError", writable: true, enumerable: false, configurable: true })
  O$defineProperty(e, "code", { value: 25, writable: true, enumerable: false, configurable: true })
  return e
}

function C$clone(v, memory) {
  if (typeof v === "symbol") throw C$dataCloneError(v.toString())
  if (typeof v === "function") throw C$dataCloneError(__toStr(__call(C$FunctionToString, v, [])))
  if (!isObject(v)) return v
  const seen = __call(O$MapGet, memory, [v])
  if (seen !== undefined) return seen
  const kind = C$cloneKind(v)
  let out
  switch (kind) {
    case "Primitive":
    case "Date":
    case "RegExp":
    case "ArrayBuffer":
      out = C$cloneShell(v)
      __call(O$MapSet, memory, [v, out])
      return out
    case "TypedArray": {
      const buffer = C$clone(C$typedBuffer(v), memory)
      out = C$cloneTyped(v, buffer)
      __call(O$MapSet, memory, [v, out])
      return out
    }
    case "Map": {
      out = new O$Map()
      __call(O$MapSet, memory, [v, out])
      const pairs = []
      for (const e of __call(C$MapEntries, v, [])) __arrayPush(pairs, e)
      for (let i = 0; i < pairs.length; i++) {
        __call(O$MapSet, out, [C$clone(pairs[i][0], memory), C$clone(pairs[i][1], memory)])
      }
      return out
    }
    case "Set": {
      out = new C$Set()
      __call(O$MapSet, memory, [v, out])
      const items = []
      for (const e of __call(C$SetValues, v, [])) __arrayPush(items, e)
      for (let i = 0; i < items.length; i++) __call(C$SetAdd, out, [C$clone(items[i], memory)])
      return out
    }
    case "Error": {
      const name = v.name
      const ctor = typeof name === "string" && __hasOwn(C$errorCtors, name) ? C$errorCtors[name] : C$Error
      out = new ctor()
      __call(O$MapSet, memory, [v, out])
      const md = O$getOwnPropertyDescriptor(v, "message")
      if (md !== undefined) {
        O$defineProperty(out, "message", { value: __toStr(toPrimitive(v.message, "string")), writable: true, enumerable: false, configurable: true })
      }
      if (__hasOwn(v, "cause")) {
        O$defineProperty(out, "cause", { value: C$clone(v.cause, memory), writable: true, enumerable: false, configurable: true })
      }
      return out
    }
    case "Array":
    case "Object": {
      out = kind === "Array" ? new A$Array(v.length) : {}
      __call(O$MapSet, memory, [v, out])
      const keys = __enumKeys(v)
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]
        if (__isEnumerable(v, k)) __createDataProp(out, k, C$clone(v[k], memory))
      }
      return out
    }
    default:
      throw C$dataCloneError(kind)
  }
}

__defineGlobal("structuredClone", { structuredClone(...args) {
  if (args.length === 0) __throwType("The value argument must be specified")
  const memory = new O$Map()
  // The transfer list: each ArrayBuffer is cloned as a placeholder that takes its bytes once
  // the whole value is cloned (so a failure detaches nothing); the original is then detached.
  const moves = []
  const options = args[1]
  if (options !== undefined && options !== null) {
    if (!isObject(options)) __throwType("The options argument must be an object")
    const list = options.transfer
    if (list !== undefined) {
      const items = []
      for (const t of list) __arrayPush(items, t)
      for (let i = 0; i < items.length; i++) {
        const t = items[i]
        if (!isObject(t)) __throwType("Value at index " + i + " is not an object")
        const kind = C$cloneKind(t)
        if (kind !== "ArrayBuffer") {
          throw C$dataCloneError(kind === "An ArrayBuffer is detached and" ? kind : "Value not transferable, and")
        }
        if (__call(O$MapGet, memory, [t]) !== undefined) throw C$dataCloneError("ArrayBuffer at index " + i + " is a duplicate and")
        // Detached (and resizable) until its bytes arrive, so the views cloned onto it in the
        // meantime are within bounds at every instruction (a snapshot there validates).
        const placeholder = new C$ArrayBuffer(0, { maxByteLength: 0 })
        C$abTransferInto(placeholder, new C$ArrayBuffer(0))
        __call(O$MapSet, memory, [t, placeholder])
        __arrayPush(moves, t)
        __arrayPush(moves, placeholder)
      }
    }
  }
  const out = C$clone(args[0], memory)
  for (let i = 0; i < moves.length; i += 2) C$abTransferInto(moves[i], moves[i + 1])
  return out
} }.structuredClone)
