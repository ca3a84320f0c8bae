// codemode prelude: the internal methods of proxy exotic objects (ECMA-262 §10.5), each a
// function `P$<method>(proxy, …)` the VM calls when an operation meets a proxy. Traps are ordinary
// calls, so they run in frames (a snapshot taken inside a trap resumes like any other); the
// target's own internal methods are reached through the captured `Reflect` functions, which hand
// a target that is itself a proxy back to these functions.
//
// Property descriptors travel in two forms: descriptor *objects* (what
// `Reflect.getOwnPropertyDescriptor` returns: an ordinary object with every field) and
// descriptor *records* (null-prototype objects holding only the fields present, what
// ToPropertyDescriptor gives and `Reflect.defineProperty` reads without running code).
const R$apply = Reflect.apply
const R$defineProperty = Reflect.defineProperty
const R$deleteProperty = Reflect.deleteProperty
const R$get = Reflect.get
const R$getOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor
const R$getPrototypeOf = Reflect.getPrototypeOf
const R$has = Reflect.has
const R$isExtensible = Reflect.isExtensible
const R$ownKeys = Reflect.ownKeys
const R$preventExtensions = Reflect.preventExtensions
const R$set = Reflect.set
const R$setPrototypeOf = Reflect.setPrototypeOf

function P$keyText(key) {
  return typeof key === "symbol" ? __call(P$symbolToString, key, []) : "" + key
}
const P$symbolToString = Symbol.prototype.toString

function P$fail(trap, what) {
  __throwType("'" + trap + "' on proxy: " + what)
}

// GetMethod(handler, name).
function P$trap(handler, name) {
  const trap = handler[name]
  if (trap === undefined || trap === null) return undefined
  if (!__isCallable(trap)) __throwType("'" + name + "' on proxy: trap is not a function")
  return trap
}

// ToPropertyDescriptor: a record of the fields present.
function P$toDescriptor(obj) {
  if (!isObject(obj)) __throwType("Property description must be an object: " + (typeof obj === "symbol" ? P$keyText(obj) : "" + obj))
  const d = { __proto__: null }
  if ("enumerable" in obj) d.enumerable = !!obj.enumerable
  if ("configurable" in obj) d.configurable = !!obj.configurable
  if ("value" in obj) d.value = obj.value
  if ("writable" in obj) d.writable = !!obj.writable
  if ("get" in obj) {
    const g = obj.get
    if (g !== undefined && !__isCallable(g)) __throwType("Getter must be a function: " + P$describe(g))
    d.get = g
  }
  if ("set" in obj) {
    const s = obj.set
    if (s !== undefined && !__isCallable(s)) __throwType("Setter must be a function: " + P$describe(s))
    d.set = s
  }
  if (("get" in d || "set" in d) && ("value" in d || "writable" in d)) {
    __throwType("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute")
  }
  return d
}

function P$describe(v) {
  if (typeof v === "symbol") return P$keyText(v)
  if (isObject(v)) return __isCallable(v) ? "function" : "#<Object>"
  return typeof v === "string" ? v : "" + v
}

// FromPropertyDescriptor of a record (or of a descriptor object: the same fields).
function P$fromDescriptor(d) {
  const o = {}
  if ("value" in d) __createDataProp(o, "value", d.value)
  if ("writable" in d) __createDataProp(o, "writable", d.writable)
  if ("get" in d) __createDataProp(o, "get", d.get)
  if ("set" in d) __createDataProp(o, "set", d.set)
  if ("enumerable" in d) __createDataProp(o, "enumerable", d.enumerable)
  if ("configurable" in d) __createDataProp(o, "configurable", d.configurable)
  return o
}

function P$isAccessor(d) {
  return "get" in d || "set" in d
}

function P$isData(d) {
  return "value" in d || "writable" in d
}

// IsCompatiblePropertyDescriptor(extensible, desc, current): `desc` a record, `current` a
// descriptor object or undefined (ValidateAndApplyPropertyDescriptor without an object).
function P$isCompatible(extensible, desc, current) {
  if (current === undefined) return extensible
  if (current.configurable === false) {
    if (desc.configurable === true) return false
    if ("enumerable" in desc && desc.enumerable !== current.enumerable) return false
    const generic = !P$isAccessor(desc) && !P$isData(desc)
    const currentAccessor = !__hasOwn(current, "value")
    if (!generic && P$isAccessor(desc) !== currentAccessor) return false
    if (currentAccessor) {
      if ("get" in desc && !__sameValue(desc.get, current.get)) return false
      if ("set" in desc && !__sameValue(desc.set, current.set)) return false
    } else if (current.writable === false) {
      if (desc.writable === true) return false
      if ("value" in desc && !__sameValue(desc.value, current.value)) return false
    }
  }
  return true
}

// [[GetPrototypeOf]]
function P$getPrototypeOf(p) {
  const handler = __proxyHandler(p, "getPrototypeOf")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "getPrototypeOf")
  if (trap === undefined) return R$getPrototypeOf(target)
  const proto = __call(trap, handler, [target])
  if (proto !== null && !isObject(proto)) P$fail("getPrototypeOf", "trap returned neither object nor null")
  if (R$isExtensible(target)) return proto
  if (proto !== R$getPrototypeOf(target)) {
    P$fail("getPrototypeOf", "proxy target is non-extensible but the trap did not return its actual prototype")
  }
  return proto
}
__export("P$getPrototypeOf", P$getPrototypeOf)

// [[SetPrototypeOf]]
function P$setPrototypeOf(p, V) {
  const handler = __proxyHandler(p, "setPrototypeOf")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "setPrototypeOf")
  if (trap === undefined) return R$setPrototypeOf(target, V)
  if (!__call(trap, handler, [target, V])) return false
  if (R$isExtensible(target)) return true
  if (V !== R$getPrototypeOf(target)) {
    P$fail("setPrototypeOf", "trap returned truish for setting a new prototype on the non-extensible proxy target")
  }
  return true
}
__export("P$setPrototypeOf", P$setPrototypeOf)

// [[IsExtensible]]
function P$isExtensible(p) {
  const handler = __proxyHandler(p, "isExtensible")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "isExtensible")
  if (trap === undefined) return R$isExtensible(target)
  const r = !!__call(trap, handler, [target])
  if (r !== R$isExtensible(target)) P$fail("isExtensible", "trap result does not reflect extensibility of proxy target (which is '" + !r + "')")
  return r
}
__export("P$isExtensible", P$isExtensible)

// [[PreventExtensions]]
function P$preventExtensions(p) {
  const handler = __proxyHandler(p, "preventExtensions")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "preventExtensions")
  if (trap === undefined) return R$preventExtensions(target)
  const r = !!__call(trap, handler, [target])
  if (r && R$isExtensible(target)) P$fail("preventExtensions", "trap returned truish but the proxy target is extensible")
  return r
}
__export("P$preventExtensions", P$preventExtensions)

// [[GetOwnProperty]]: a descriptor object, or undefined.
function P$getOwnProperty(p, key) {
  const handler = __proxyHandler(p, "getOwnPropertyDescriptor")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "getOwnPropertyDescriptor")
  if (trap === undefined) return R$getOwnPropertyDescriptor(target, key)
  const r = __call(trap, handler, [target, key])
  if (r !== undefined && !isObject(r)) {
    P$fail("getOwnPropertyDescriptor", "trap returned neither object nor undefined for property '" + P$keyText(key) + "'")
  }
  const targetDesc = R$getOwnPropertyDescriptor(target, key)
  if (r === undefined) {
    if (targetDesc === undefined) return undefined
    if (targetDesc.configurable === false) {
      P$fail("getOwnPropertyDescriptor", "trap returned undefined for property '" + P$keyText(key) + "' which is non-configurable in the proxy target")
    }
    if (!R$isExtensible(target)) {
      P$fail("getOwnPropertyDescriptor", "trap returned undefined for property '" + P$keyText(key) + "' which exists in the non-extensible proxy target")
    }
    return undefined
  }
  const extensible = R$isExtensible(target)
  const d = P$toDescriptor(r)
  // CompletePropertyDescriptor.
  if (!P$isAccessor(d)) {
    if (!("value" in d)) d.value = undefined
    if (!("writable" in d)) d.writable = false
  } else {
    if (!("get" in d)) d.get = undefined
    if (!("set" in d)) d.set = undefined
  }
  if (!("enumerable" in d)) d.enumerable = false
  if (!("configurable" in d)) d.configurable = false
  if (!P$isCompatible(extensible, d, targetDesc)) {
    P$fail("getOwnPropertyDescriptor", "trap returned descriptor for property '" + P$keyText(key) + "' that is incompatible with the existing property in the proxy target")
  }
  if (!d.configurable) {
    if (targetDesc === undefined || targetDesc.configurable) {
      P$fail("getOwnPropertyDescriptor", "trap reported non-configurability for property '" + P$keyText(key) + "' which is either non-existent or configurable in the proxy target")
    }
    if ("writable" in d && d.writable === false && targetDesc.writable === true) {
      P$fail("getOwnPropertyDescriptor", "trap reported non-configurable and writable for property '" + P$keyText(key) + "' which is non-configurable, non-writable in the proxy target")
    }
  }
  return P$fromDescriptor(d)
}
__export("P$getOwnProperty", P$getOwnProperty)

// [[DefineOwnProperty]] with a descriptor record.
function P$defineOwnProperty(p, key, desc) {
  const handler = __proxyHandler(p, "defineProperty")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "defineProperty")
  if (trap === undefined) return R$defineProperty(target, key, desc)
  const descObj = P$fromDescriptor(desc)
  if (!__call(trap, handler, [target, key, descObj])) return false
  const targetDesc = R$getOwnPropertyDescriptor(target, key)
  const extensible = R$isExtensible(target)
  const settingConfigFalse = "configurable" in desc && desc.configurable === false
  if (targetDesc === undefined) {
    if (!extensible) P$fail("defineProperty", "trap returned truish for adding property '" + P$keyText(key) + "'  to the non-extensible proxy target")
    if (settingConfigFalse) P$fail("defineProperty", "trap returned truish for defining non-configurable property '" + P$keyText(key) + "' which is either non-existent or configurable in the proxy target")
  } else {
    if (!P$isCompatible(extensible, desc, targetDesc)) {
      P$fail("defineProperty", "trap returned truish for adding property '" + P$keyText(key) + "'  that is incompatible with the existing property in the proxy target")
    }
    if (settingConfigFalse && targetDesc.configurable) {
      P$fail("defineProperty", "trap returned truish for defining non-configurable property '" + P$keyText(key) + "' which is either non-existent or configurable in the proxy target")
    }
    if (__hasOwn(targetDesc, "value") && targetDesc.configurable === false && targetDesc.writable === true) {
      if ("writable" in desc && desc.writable === false) {
        P$fail("defineProperty", "trap returned truish for defining non-configurable property '" + P$keyText(key) + "' which cannot be non-writable, unless there exists a corresponding non-configurable, non-writable own property of the target object.")
      }
    }
  }
  return true
}
__export("P$defineOwnProperty", P$defineOwnProperty)

// Reflect.defineProperty(proxy, key, attributes): ToPropertyDescriptor, then the method.
__export("P$reflectDefine", function reflectDefine(p, key, attributes) {
  return P$defineOwnProperty(p, key, P$toDescriptor(attributes))
})

// Object.defineProperty(proxy, key, attributes).
__export("P$objectDefine", function objectDefine(p, key, attributes) {
  if (!P$defineOwnProperty(p, key, P$toDescriptor(attributes))) {
    P$fail("defineProperty", "trap returned falsish for property '" + P$keyText(key) + "'")
  }
  return p
})

// CreateDataPropertyOrThrow on a proxy.
__export("P$createDataProp", function createDataProp(p, key, v) {
  if (!P$defineOwnProperty(p, key, { __proto__: null, value: v, writable: true, enumerable: true, configurable: true })) {
    __throwType("Cannot define property " + P$keyText(key) + ", object is not extensible")
  }
})

// [[HasProperty]]
function P$has(p, key) {
  const handler = __proxyHandler(p, "has")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "has")
  if (trap === undefined) return R$has(target, key)
  const r = !!__call(trap, handler, [target, key])
  if (!r) {
    const targetDesc = R$getOwnPropertyDescriptor(target, key)
    if (targetDesc !== undefined) {
      if (targetDesc.configurable === false) {
        P$fail("has", "trap returned falsish for property '" + P$keyText(key) + "' which exists in the proxy target as non-configurable")
      }
      if (!R$isExtensible(target)) {
        P$fail("has", "trap returned falsish for property '" + P$keyText(key) + "' but the proxy target is not extensible")
      }
    }
  }
  return r
}
__export("P$has", P$has)

// [[Get]]
function P$get(p, key, receiver) {
  const handler = __proxyHandler(p, "get")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "get")
  if (trap === undefined) return R$get(target, key, receiver)
  const v = __call(trap, handler, [target, key, receiver])
  const targetDesc = R$getOwnPropertyDescriptor(target, key)
  if (targetDesc !== undefined && targetDesc.configurable === false) {
    if (__hasOwn(targetDesc, "value")) {
      if (targetDesc.writable === false && !__sameValue(v, targetDesc.value)) {
        P$fail("get", "property '" + P$keyText(key) + "' is a read-only and non-configurable data property on the proxy target but the proxy did not return its actual value")
      }
    } else if (targetDesc.get === undefined && v !== undefined) {
      P$fail("get", "property '" + P$keyText(key) + "' is a non-configurable accessor property on the proxy target and does not have a getter function, but the trap did not return 'undefined'")
    }
  }
  return v
}
__export("P$get", P$get)

// [[Set]]: whether it succeeded.
function P$set(p, key, v, receiver) {
  const handler = __proxyHandler(p, "set")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "set")
  if (trap === undefined) return R$set(target, key, v, receiver)
  if (!__call(trap, handler, [target, key, v, receiver])) return false
  const targetDesc = R$getOwnPropertyDescriptor(target, key)
  if (targetDesc !== undefined && targetDesc.configurable === false) {
    if (__hasOwn(targetDesc, "value")) {
      if (targetDesc.writable === false && !__sameValue(v, targetDesc.value)) {
        P$fail("set", "trap returned truish for property '" + P$keyText(key) + "' which exists in the proxy target as a non-configurable and non-writable data property with a different value")
      }
    } else if (targetDesc.set === undefined) {
      P$fail("set", "trap returned truish for property '" + P$keyText(key) + "' which exists in the proxy target as a non-configurable and writable accessor property without a setter")
    }
  }
  return true
}
__export("P$set", P$set)

// An assignment (strict code): [[Set]] or a TypeError.
__export("P$setStrict", function setStrict(p, key, v, receiver) {
  if (!P$set(p, key, v, receiver)) P$fail("set", "trap returned falsish for property '" + P$keyText(key) + "'")
})

// The last steps of OrdinarySet when the receiver is a proxy: update or create the property
// through the receiver's own internal methods.
function P$setOnReceiver(receiver, key, v) {
  const existing = R$getOwnPropertyDescriptor(receiver, key)
  if (existing !== undefined) {
    if (!__hasOwn(existing, "value")) return false
    if (existing.writable === false) return false
    return R$defineProperty(receiver, key, { __proto__: null, value: v })
  }
  return R$defineProperty(receiver, key, { __proto__: null, value: v, writable: true, enumerable: true, configurable: true })
}
__export("P$setOnReceiver", P$setOnReceiver)

__export("P$setOnReceiverStrict", function setOnReceiverStrict(receiver, key, v) {
  if (!P$setOnReceiver(receiver, key, v)) __throwType("Cannot assign to read only property '" + P$keyText(key) + "' of object")
})

// [[Delete]]
function P$deleteProperty(p, key) {
  const handler = __proxyHandler(p, "deleteProperty")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "deleteProperty")
  if (trap === undefined) return R$deleteProperty(target, key)
  if (!__call(trap, handler, [target, key])) return false
  const targetDesc = R$getOwnPropertyDescriptor(target, key)
  if (targetDesc === undefined) return true
  if (targetDesc.configurable === false) {
    P$fail("deleteProperty", "trap returned truish for property '" + P$keyText(key) + "' which is non-configurable in the proxy target")
  }
  if (!R$isExtensible(target)) {
    P$fail("deleteProperty", "trap returned truish for property '" + P$keyText(key) + "' but the proxy target is non-extensible")
  }
  return true
}
__export("P$deleteProperty", P$deleteProperty)

// `delete proxy[key]` (strict code): [[Delete]] or a TypeError.
__export("P$deleteStrict", function deleteStrict(p, key) {
  if (!P$deleteProperty(p, key)) P$fail("deleteProperty", "trap returned falsish for property '" + P$keyText(key) + "'")
  return true
})

function P$indexOf(list, v) {
  for (let i = 0; i < list.length; i++) if (list[i] === v) return i
  return -1
}

// [[OwnPropertyKeys]]: an array of keys.
function P$ownKeys(p) {
  const handler = __proxyHandler(p, "ownKeys")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "ownKeys")
  if (trap === undefined) return R$ownKeys(target)
  const r = __call(trap, handler, [target])
  // CreateListFromArrayLike(r, « String, Symbol »).
  if (!isObject(r)) __throwType("CreateListFromArrayLike called on non-object")
  const len = toLength(r.length)
  const keys = []
  for (let i = 0; i < len; i++) {
    const k = r[i]
    if (typeof k !== "string" && typeof k !== "symbol") __throwType(P$describe(k) + " is not a valid property name")
    __arrayPush(keys, k)
  }
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      if (keys[i] === keys[j]) P$fail("ownKeys", "trap returned duplicate entries")
    }
  }
  const extensible = R$isExtensible(target)
  const targetKeys = R$ownKeys(target)
  const configurable = []
  const nonconfigurable = []
  for (let i = 0; i < targetKeys.length; i++) {
    const d = R$getOwnPropertyDescriptor(target, targetKeys[i])
    if (d !== undefined && d.configurable === false) __arrayPush(nonconfigurable, targetKeys[i])
    else __arrayPush(configurable, targetKeys[i])
  }
  if (extensible && nonconfigurable.length === 0) return keys
  const unchecked = []
  for (let i = 0; i < keys.length; i++) __arrayPush(unchecked, keys[i])
  for (let i = 0; i < nonconfigurable.length; i++) {
    const at = P$indexOf(unchecked, nonconfigurable[i])
    if (at < 0) P$fail("ownKeys", "trap result did not include '" + P$keyText(nonconfigurable[i]) + "'")
    unchecked[at] = P$removed
  }
  if (extensible) return keys
  for (let i = 0; i < configurable.length; i++) {
    const at = P$indexOf(unchecked, configurable[i])
    if (at < 0) P$fail("ownKeys", "trap result did not include '" + P$keyText(configurable[i]) + "'")
    unchecked[at] = P$removed
  }
  for (let i = 0; i < unchecked.length; i++) {
    if (unchecked[i] !== P$removed) P$fail("ownKeys", "trap returned extra keys but proxy target is non-extensible")
  }
  return keys
}
const P$removed = {}
__export("P$ownKeys", P$ownKeys)

// [[Call]]: `args` is a fresh array.
__export("P$call", function call(p, thisArg, args) {
  const handler = __proxyHandler(p, "apply")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "apply")
  if (trap === undefined) return __call(target, thisArg, args)
  return __call(trap, handler, [target, thisArg, args])
})

// [[Construct]]: `args` is a fresh array.
__export("P$construct", function construct(p, args, newTarget) {
  const handler = __proxyHandler(p, "construct")
  const target = __proxyTarget(p)
  const trap = P$trap(handler, "construct")
  if (trap === undefined) return __construct(target, args, newTarget)
  const o = __call(trap, handler, [target, args, newTarget])
  if (!isObject(o)) P$fail("construct", "trap returned non-object ('" + P$describe(o) + "')")
  return o
})

// Constructing with a proxy as new.target: GetPrototypeFromConstructor reads its `prototype`
// through the `get` trap, then the construction goes on with that prototype.
__export("P$constructWithProxyNewTarget", function constructWithProxyNewTarget(C, args, newTarget) {
  const proto = newTarget.prototype
  // A non-object falls back to the realm of newTarget: GetFunctionRealm throws for a revoked
  // proxy on the way.
  if (!isObject(proto)) for (let o = newTarget; __isProxy(o); o = __proxyTarget(o)) __proxyHandler(o, "construct")
  return __constructWithProto(C, args, newTarget, proto)
})

// A class heritage whose `prototype` a getter or a `get` trap gives: read it for MakeClass,
// which then runs again.
__export("P$heritageProto", function heritageProto(h) {
  __setHeritageProto(h, h.prototype)
})

// ---- built-ins over proxies: the generic algorithms the natives hand a proxy to ---------------

// EnumerableOwnProperties(O, key) of Object.keys.
__export("P$enumerableKeys", function enumerableKeys(O) {
  const keys = P$ownKeys(O)
  const out = []
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (typeof k !== "string") continue
    const d = P$getOwnProperty(O, k)
    if (d !== undefined && d.enumerable) __arrayPush(out, k)
  }
  return out
})

// Object.getOwnPropertyNames (strings) / getOwnPropertySymbols.
__export("P$ownKeysOfType", function ownKeysOfType(O, symbols) {
  const keys = P$ownKeys(O)
  const out = []
  for (let i = 0; i < keys.length; i++) {
    if ((typeof keys[i] === "symbol") === symbols) __arrayPush(out, keys[i])
  }
  return out
})

// Whether an own property is enumerable ([[GetOwnProperty]]).
__export("P$isEnumerableOwn", function isEnumerableOwn(O, key) {
  const d = P$getOwnProperty(O, key)
  return d !== undefined && d.enumerable === true
})

// Whether an own property exists ([[GetOwnProperty]]).
__export("P$hasOwn", function hasOwn(O, key) {
  return P$getOwnProperty(O, key) !== undefined
})

// SetIntegrityLevel(O, level) for a proxy: Object.freeze / Object.seal.
__export("P$setIntegrity", function setIntegrity(O, frozen) {
  if (!P$preventExtensions(O)) __throwType("Cannot prevent extensions of the proxy")
  const keys = P$ownKeys(O)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (!frozen) {
      P$defineOrThrow(O, k, { __proto__: null, configurable: false })
      continue
    }
    const current = P$getOwnProperty(O, k)
    if (current === undefined) continue
    const desc = __hasOwn(current, "value")
      ? { __proto__: null, configurable: false, writable: false }
      : { __proto__: null, configurable: false }
    P$defineOrThrow(O, k, desc)
  }
  return O
})

function P$defineOrThrow(O, k, desc) {
  if (!P$defineOwnProperty(O, k, desc)) P$fail("defineProperty", "trap returned falsish for property '" + P$keyText(k) + "'")
}

// TestIntegrityLevel(O, level) for a proxy: Object.isFrozen / Object.isSealed.
__export("P$testIntegrity", function testIntegrity(O, frozen) {
  if (P$isExtensible(O)) return false
  const keys = P$ownKeys(O)
  for (let i = 0; i < keys.length; i++) {
    const d = P$getOwnProperty(O, keys[i])
    if (d === undefined) continue
    if (d.configurable) return false
    if (frozen && __hasOwn(d, "value") && d.writable) return false
  }
  return true
})

// Object.preventExtensions(proxy).
__export("P$objectPreventExtensions", function objectPreventExtensions(O) {
  if (!P$preventExtensions(O)) P$fail("preventExtensions", "trap returned falsish")
  return O
})

// Object.setPrototypeOf(proxy, proto) and `proxy.__proto__ = proto`.
__export("P$objectSetPrototypeOf", function objectSetPrototypeOf(O, proto) {
  if (!P$setPrototypeOf(O, proto)) P$fail("setPrototypeOf", "trap returned falsish")
  return O
})

// Object.prototype.isPrototypeOf when the chain of V has a proxy.
__export("P$isPrototypeOf", function isPrototypeOf(O, V) {
  for (;;) {
    V = R$getPrototypeOf(V)
    if (V === null) return false
    if (V === O) return true
  }
})

// OrdinaryHasInstance(C, O) when the chain of O has a proxy (or C.prototype needs a [[Get]]).
__export("P$ordinaryHasInstance", function ordinaryHasInstance(C, O) {
  if (!isObject(O)) return false
  const P = C.prototype
  if (!isObject(P)) __throwType("Function has non-object prototype '" + P$describe(P) + "' in instanceof check")
  for (;;) {
    O = R$getPrototypeOf(O)
    if (O === null) return false
    if (O === P) return true
  }
})

// The keys a for-in loop over `O` visits when its chain has a proxy: EnumerateObjectProperties
// with [[OwnPropertyKeys]] and [[GetPrototypeOf]] along the chain first, then [[GetOwnProperty]]
// of each key (the order V8 uses; the loop checks that a key is still there before each turn).
__export("P$forInIterator", function forInIterator(O) {
  if (!isObject(O)) O = O$Object(O)
  const levels = []
  for (let o = O; o !== null; o = R$getPrototypeOf(o)) __arrayPush(levels, [o, R$ownKeys(o)])
  const out = []
  const visited = []
  for (let l = 0; l < levels.length; l++) {
    const o = levels[l][0]
    const keys = levels[l][1]
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]
      if (typeof k === "symbol" || P$indexOf(visited, k) >= 0) continue
      const d = R$getOwnPropertyDescriptor(o, k)
      if (d === undefined) continue
      __arrayPush(visited, k)
      if (d.enumerable) __arrayPush(out, k)
    }
  }
  return __forInIterator(O, out)
})
