// codemode prelude: Object built-ins written in JavaScript (those that run getters or setters or
// take callbacks), and the slow paths of the Object natives (exported as `object_<name>`).
const O$Proto = Object.prototype
const O$toString = O$Proto.toString
const O$Object = Object
const O$defineProperty = Object.defineProperty
const O$getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor
const O$create = Object.create
const O$toStringTag = Symbol.toStringTag
const O$Map = Map

function O$toObject(v) {
  if (v === null || v === undefined) __throwType("Cannot convert undefined or null to object")
  return O$Object(v)
}

function O$describe(v) {
  if (typeof v === "string") return v
  if (typeof v === "symbol") return v.toString()
  if (isObject(v)) return __isCallable(v) ? "function" : "#<Object>"
  return "" + v
}

// ToPropertyDescriptor: reads the fields (running getters) into a null-prototype data object the
// natives can read directly.
function O$toPlainDescriptor(d, what = undefined) {
  if (!isObject(d)) __throwType("Property description must be an object: " + O$describe(d))
  const r = O$create(null)
  if ("enumerable" in d) r.enumerable = !!d.enumerable
  if ("configurable" in d) r.configurable = !!d.configurable
  if ("value" in d) r.value = d.value
  if ("writable" in d) r.writable = !!d.writable
  if ("get" in d) {
    const g = d.get
    if (g !== undefined && !__isCallable(g)) __throwType("Getter must be a function: " + O$describe(g))
    r.get = g
  }
  if ("set" in d) {
    const s = d.set
    if (s !== undefined && !__isCallable(s)) __throwType("Setter must be a function: " + O$describe(s))
    r.set = s
  }
  if ((__hasOwn(r, "get") || __hasOwn(r, "set")) && (__hasOwn(r, "value") || __hasOwn(r, "writable"))) {
    __throwType("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, " + C$receiver(d))
  }
  return r
}

// Object.defineProperty(array, "length", desc) with an object value: ToUint32 and ToNumber of
// the value (each a conversion), RangeError when they differ, then the native with a number.
__export("object_defineArrayLength", function defineArrayLength(O, desc) {
  const d = O$toPlainDescriptor(desc)
  const newLen = __toNumber(toPrimitive(d.value, "number")) >>> 0
  const numberLen = __toNumber(toPrimitive(d.value, "number"))
  if (newLen !== numberLen) __throwRange("Invalid array length")
  d.value = newLen
  return O$defineProperty(O, "length", d)
})

// `array.length = object`: ArraySetLength's two conversions, then the store with a number.
__export("array_setLength", function setLength(O, v) {
  O.length = O$arrayLength(v)
})

function O$arrayLength(v) {
  const newLen = __toNumber(toPrimitive(v, "number")) >>> 0
  const numberLen = __toNumber(toPrimitive(v, "number"))
  if (newLen !== numberLen) __throwRange("Invalid array length")
  return newLen
}

__export("reflect_setArrayLength", function setArrayLength(O, v) {
  return O$Reflect.set(O, "length", O$arrayLength(v))
})

__export("reflect_defineArrayLength", function defineArrayLength(O, desc) {
  const d = O$toPlainDescriptor(desc)
  d.value = O$arrayLength(d.value)
  return O$Reflect.defineProperty(O, "length", d)
})

// Function.prototype.apply with an array-like whose length or elements run code.
__export("function_applySlow", function applySlow(f, thisArg, arrayLike) {
  const len = toLength(arrayLike.length)
  if (len > 65535) __throwRange("Too many arguments in function call (only 65535 allowed)")
  const args = []
  for (let i = 0; i < len; i++) __arrayPush(args, arrayLike[i])
  return __call(f, thisArg, args)
})

// OrdinaryHasInstance(C, O) when C.prototype is a getter.
__export("function_hasInstanceSlow", function hasInstanceSlow(C, O) {
  const P = C.prototype
  if (!isObject(P)) __throwType("Function has non-object prototype '" + O$describe(P) + "' in instanceof check")
  for (let o = __getProto(O); o !== null; o = __getProto(o)) {
    if (o === P) return true
  }
  return false
})

// Error.prototype.toString when name or message runs code.
__export("error_toString", function toString() {
  const name = this.name
  const N = name === undefined ? "Error" : `${name}`
  const message = this.message
  const M = message === undefined ? "" : `${message}`
  if (N === "") return M
  if (M === "") return N
  return N + ": " + M
})

// InstallErrorCause when options.cause is a getter.
__export("error_installCause", function installCause(O, options) {
  if ("cause" in options) __define(O, "cause", options.cause)
  return O
})

// The rest of AggregateError's construction when `errors` is not a plainly iterated array:
// the cause (when a getter or a proxy must be asked), then IteratorToList(errors).
__export("error_aggregateErrors", function aggregateErrors(O, errors, options) {
  if (options !== undefined && "cause" in options) __define(O, "cause", options.cause)
  __define(O, "errors", [...errors])
  return O
})

__export("object_defineProperty", function defineProperty(O, key, desc) {
  return O$defineProperty(O, key, O$toPlainDescriptor(desc))
})

function O$defineProperties(O, Properties) {
  if (!isObject(O)) __throwType("Object.defineProperties called on non-object")
  const props = O$toObject(Properties)
  const keys = __ownKeys(props)
  const descriptors = []
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (__isEnumerable(props, k)) __arrayPush(descriptors, [k, O$toPlainDescriptor(props[k])])
  }
  for (let i = 0; i < descriptors.length; i++) O$defineProperty(O, descriptors[i][0], descriptors[i][1])
  return O
}
__define(O$Object, "defineProperties", { defineProperties(O, Properties) {
  return O$defineProperties(O, Properties)
} }.defineProperties)
__export("object_defineProperties", O$defineProperties)

__export("object_toString", function toString(builtinTag) {
  const tag = O$Object(this)[O$toStringTag]
  return "[object " + (typeof tag === "string" ? tag : builtinTag) + "]"
})

__define(O$Proto, "toLocaleString", { toLocaleString() {
  if (this === null || this === undefined) __throwType("Object.prototype.toLocaleString called on null or undefined")
  const f = this.toString
  if (!__isCallable(f)) __throwType(O$describe(f) + " is not a function")
  return __call(f, this, [])
} }.toLocaleString)

// The rest of `Object.assign` (native, builtins/object.rs) from the first step that could run
// code: the remaining `keys` of source `from` (none when undefined), then `sources` from `next`.
__export("object_assignRest", function assignRest(to, from, keys, sources, next) {
  if (keys !== undefined) O$assignKeys(to, from, keys)
  for (let i = next; i < sources.length; i++) {
    const src = sources[i]
    if (src === null || src === undefined) continue
    const f = O$Object(src)
    O$assignKeys(to, f, __ownKeys(f))
  }
  return to
})

function O$assignKeys(to, from, keys) {
  for (let j = 0; j < keys.length; j++) {
    const k = keys[j]
    if (__isEnumerable(from, k)) to[k] = from[k]
  }
}

// EnumerableOwnProperties(O, kind): 0 keys, 1 values, 2 entries.
function O$enumerableOwn(O, kind) {
  // Data properties only: read natively (the reads are unobservable).
  const F = kind === 0 ? undefined : __ownEnumerablePlain(O, kind)
  if (F !== undefined) return F
  const obj = O$toObject(O)
  const keys = __ownKeys(obj)
  const out = []
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (typeof k !== "string" || !__isEnumerable(obj, k)) continue
    if (kind === 0) __arrayPush(out, k)
    else if (kind === 1) __arrayPush(out, obj[k])
    else __arrayPush(out, [k, obj[k]])
  }
  return out
}

__define(O$Object, "entries", { entries(O) {
  return O$enumerableOwn(O, 2)
} }.entries)

__define(O$Object, "values", { values(O) {
  return O$enumerableOwn(O, 1)
} }.values)

const O$fromEntriesPlain = __hidden("fromEntriesPlain")
__define(O$Object, "fromEntries", { fromEntries(iterable) {
  if (iterable === null || iterable === undefined) __throwType(String(iterable) + " is not iterable")
  // An array of plain [key, value] arrays with primitive keys: nothing observable, done natively.
  const plain = O$fromEntriesPlain(iterable)
  if (plain !== undefined) return plain
  const obj = {}
  for (const entry of iterable) {
    if (!isObject(entry)) __throwType("Iterator value " + O$describe(entry) + " is not an entry object")
    const k = entry[0]
    const v = entry[1]
    __createDataProp(obj, toPropertyKey(k), v)
  }
  return obj
} }.fromEntries)

__define(O$Object, "getOwnPropertyDescriptors", { getOwnPropertyDescriptors(O) {
  const obj = O$toObject(O)
  const keys = __ownKeys(obj)
  const out = {}
  for (let i = 0; i < keys.length; i++) {
    const d = O$getOwnPropertyDescriptor(obj, keys[i])
    if (d !== undefined) __createDataProp(out, keys[i], d)
  }
  return out
} }.getOwnPropertyDescriptors)

// GroupBy(items, callback, property|zero), building the result as it goes: a new Map (keys by
// SameValueZero, in first-seen order) or a null-prototype object (keys by property key; its own
// keys come in the order the spec's final CreateDataProperty steps would give). `groupAdd`
// (builtins/collections.rs) appends to a key's list, making the list first.
const O$groupAdd = __hidden("groupAdd")
function O$groupBy(items, callback, isMap) {
  if (items === null || items === undefined) __throwType(String(items) + " is not iterable")
  if (!__isCallable(callback)) __throwType(O$describe(callback) + " is not a function")
  const groups = isMap ? new O$Map() : O$create(null)
  let k = 0
  for (const v of items) {
    let key = callback(v, k)
    // A primitive key's ToPropertyKey (and a Map's -0 to +0) is groupAdd's; an object's
    // ToPrimitive runs code, here.
    if (!isMap && isObject(key)) key = toPropertyKey(key)
    O$groupAdd(groups, key, v)
    k++
  }
  return groups
}

const O$MapGet = O$Map.prototype.get
const O$MapSet = O$Map.prototype.set

__define(O$Object, "groupBy", { groupBy(items, callback) {
  return O$groupBy(items, callback, false)
} }.groupBy)

// ---- Reflect slow paths ------------------------------------------------------------------------
const O$Reflect = Reflect
const O$ReflectDefine = Reflect.defineProperty

function O$listFromArrayLike(o) {
  if (!isObject(o)) __throwType("CreateListFromArrayLike called on non-object")
  const len = toLength(o.length)
  const out = []
  for (let k = 0; k < len; k++) __arrayPush(out, o[k])
  return out
}

__export("reflect_apply", function apply(f, thisArg, list) {
  return __call(f, thisArg, O$listFromArrayLike(list))
})

__export("reflect_construct", function construct(f, list, nt) {
  return __construct(f, O$listFromArrayLike(list), nt)
})

__export("reflect_defineProperty", function defineProperty(o, k, d) {
  return __call(O$ReflectDefine, O$Reflect, [o, k, O$toPlainDescriptor(d)])
})

__export("reflect_callSetter", function callSetter(setter, receiver, v) {
  __call(setter, receiver, [v])
  return true
})

// ---- Annex B: __defineGetter__, __defineSetter__, __lookupGetter__, __lookupSetter__ -----------

function O$defineAccessor(thisValue, P, fn, isGetter) {
  const O = O$toObject(thisValue)
  if (!__isCallable(fn)) __throwType((isGetter ? "Object.prototype.__defineGetter__" : "Object.prototype.__defineSetter__") + ": Expecting function")
  const desc = O$create(null)
  if (isGetter) desc.get = fn
  else desc.set = fn
  desc.enumerable = true
  desc.configurable = true
  O$defineProperty(O, toPropertyKey(P), desc)
}

function O$lookupAccessor(thisValue, P, isGetter) {
  let O = O$toObject(thisValue)
  const key = toPropertyKey(P)
  while (O !== null) {
    const desc = O$getOwnPropertyDescriptor(O, key)
    if (desc !== undefined) {
      if (__hasOwn(desc, "value")) return undefined
      return isGetter ? desc.get : desc.set
    }
    O = __getProto(O)
  }
  return undefined
}

__define(O$Proto, "__defineGetter__", { __defineGetter__(P, getter) {
  O$defineAccessor(this, P, getter, true)
} }.__defineGetter__)
__define(O$Proto, "__defineSetter__", { __defineSetter__(P, setter) {
  O$defineAccessor(this, P, setter, false)
} }.__defineSetter__)
__define(O$Proto, "__lookupGetter__", { __lookupGetter__(P) {
  return O$lookupAccessor(this, P, true)
} }.__lookupGetter__)
__define(O$Proto, "__lookupSetter__", { __lookupSetter__(P) {
  return O$lookupAccessor(this, P, false)
} }.__lookupSetter__)

// Function.prototype.bind when the target is a proxy (or its `length` a getter): the
// prototype, `length` and `name` through [[GetPrototypeOf]], HasOwnProperty and [[Get]].
const O$boundCreate = __hidden("boundCreate")
__export("function_bindSlow", function bindSlow(target, thisArg, args) {
  const proto = __getProto(target)
  let L = 0
  if (__hasOwn(target, "length")) {
    const targetLen = target.length
    if (typeof targetLen === "number") {
      if (targetLen === Infinity) L = Infinity
      else if (targetLen !== -Infinity) {
        const n = A$toInteger(targetLen) - args.length
        L = n > 0 ? n : 0
      }
    }
  }
  const name = target.name
  return O$boundCreate(target, thisArg, args, L, typeof name === "string" ? name : "", proto)
})
