// codemode prelude: the global Iterator (abstract constructor), Iterator.from and the iterator
// helpers on %IteratorPrototype% (map, filter, take, drop, flatMap, reduce, toArray, forEach,
// some, every, find). A helper is an object of %IteratorHelperPrototype% whose state (the
// underlying iterator record, the callback, counters) lives in a private field; its `next` is a
// small state machine per kind rather than a generator.
const I$IteratorProto = __getProto(__getProto([][Symbol_iterator]()))
const I$setPrototypeOf = Object.setPrototypeOf

// IteratorStepValue: the value, or I$DONE.
const I$DONE = {}
function I$step(it, next) {
  const r = __call(next, it, [])
  if (!isObject(r)) __throwType("Iterator result " + C$receiver(r) + " is not an object")
  if (r.done) return I$DONE
  return r.value
}

// IteratorClose with a normal completion: errors of `return` propagate.
function I$close(it) {
  const r = it.return
  if (r === undefined || r === null) return
  const res = __call(r, it, [])
  if (!isObject(res)) __throwType("Iterator result " + C$receiver(res) + " is not an object")
}

// IteratorClose with a throw completion: the original error wins.
function I$closeQuiet(it) {
  try {
    const r = it.return
    if (r !== undefined && r !== null) __call(r, it, [])
  } catch (e) {
    // ignored: the pending throw is what propagates
  }
}

function I$result(value, done) {
  return { value, done }
}

function I$requireObject(O, method) {
  if (!isObject(O)) __throwType("Iterator.prototype." + method + " called on non-object")
}

// GetIteratorFlattenable(obj, primitives): [iterator, next].
function I$flattenable(obj, allowStrings) {
  if (!isObject(obj)) {
    if (!(allowStrings && typeof obj === "string")) __throwType(C$receiver(obj) + " is not an object")
  }
  const method = obj[Symbol_iterator]
  let it
  if (method === undefined || method === null) {
    it = obj
  } else {
    if (!__isCallable(method)) __throwType(C$receiver(method) + " is not a function")
    it = __call(method, obj, [])
  }
  if (!isObject(it)) __throwType(C$receiver(it) + " is not an object")
  return [it, it.next]
}

// ---- the helper objects ------------------------------------------------------------------------
// Record: { kind, it, next, fn, counter, limit, inner, innerNext, state }.
// state: 0 suspended-start, 1 suspended-yield, 2 running, 3 completed.

function I$helperStep(s) {
  const it = s.it
  switch (s.kind) {
    case 0: { // map
      const v = I$step(it, s.next)
      if (v === I$DONE) return I$DONE
      try {
        return __call(s.fn, undefined, [v, s.counter++])
      } catch (e) {
        I$closeQuiet(it)
        throw e
      }
    }
    case 1: // filter
      for (;;) {
        const v = I$step(it, s.next)
        if (v === I$DONE) return I$DONE
        let keep
        try {
          keep = __call(s.fn, undefined, [v, s.counter++])
        } catch (e) {
          I$closeQuiet(it)
          throw e
        }
        if (keep) return v
      }
    case 2: { // take
      if (s.limit === 0) {
        I$close(it)
        return I$DONE
      }
      if (s.limit !== Infinity) s.limit--
      return I$step(it, s.next)
    }
    case 3: { // drop
      while (s.limit > 0) {
        if (s.limit !== Infinity) s.limit--
        const v = I$step(it, s.next)
        if (v === I$DONE) return I$DONE
      }
      return I$step(it, s.next)
    }
    case 4: // flatMap
      for (;;) {
        if (s.inner !== undefined) {
          let v
          try {
            v = I$step(s.inner, s.innerNext)
          } catch (e) {
            I$closeQuiet(it)
            throw e
          }
          if (v !== I$DONE) return v
          s.inner = undefined
          continue
        }
        const v = I$step(it, s.next)
        if (v === I$DONE) return I$DONE
        try {
          const mapped = __call(s.fn, undefined, [v, s.counter++])
          const rec = I$flattenable(mapped, false)
          s.inner = rec[0]
          s.innerNext = rec[1]
        } catch (e) {
          I$closeQuiet(it)
          throw e
        }
      }
    case 5: // concat: each recorded iterable in turn
      for (;;) {
        if (s.inner === undefined) {
          if (s.index >= s.items.length) return I$DONE
          const item = s.items[s.index++]
          const iter = __call(item[1], item[0], [])
          if (!isObject(iter)) __throwType("Result of the Symbol.iterator method is not an object")
          s.inner = iter
          s.innerNext = iter.next
        }
        const v = I$step(s.inner, s.innerNext)
        if (v !== I$DONE) return v
        s.inner = undefined
      }
    case 6: { // chunks: arrays of up to `limit` values
      const chunk = []
      while (chunk.length < s.limit) {
        const v = I$step(it, s.next)
        if (v === I$DONE) return chunk.length === 0 ? I$DONE : chunk
        __arrayPush(chunk, v)
      }
      return chunk
    }
    case 7: // windows: sliding windows of `limit` values; `fn` is true for "allow-partial"
      for (;;) {
        const v = I$step(it, s.next)
        if (s.buffer === undefined) s.buffer = []
        const b = s.buffer
        if (v === I$DONE) {
          if (s.fn && b.length > 0 && b.length < s.limit) {
            s.buffer = []
            return b
          }
          return I$DONE
        }
        if (b.length === s.limit) b.shift()
        __arrayPush(b, v)
        if (b.length === s.limit) return b.slice()
      }
    case 8: // zip
      return I$zipStep(s)
    default: // wrapped: Iterator.from of a non-Iterator iterator
      return __call(s.next, it, [])
  }
}

function I$helperNext(s) {
  if (s.state === 2) __throwType("Generator is already running")
  if (s.state === 3) return I$result(undefined, true)
  s.state = 2
  let v
  try {
    v = I$helperStep(s)
  } catch (e) {
    s.state = 3
    throw e
  }
  if (v === I$DONE) {
    s.state = 3
    return I$result(undefined, true)
  }
  s.state = 1
  return I$result(v, false)
}

function I$helperReturn(s) {
  if (s.state === 2) __throwType("Generator is already running")
  if (s.state === 3) return I$result(undefined, true)
  // From suspended-start the helper completes before closing; from suspended-yield it runs
  // (GeneratorResumeAbrupt) while the underlying iterators close.
  s.state = s.state === 0 ? 3 : 2
  try {
    I$helperClose(s)
  } finally {
    s.state = 3
  }
  return I$result(undefined, true)
}

function I$helperClose(s) {
  if (s.kind === 8) {
    I$closeAll(s.open, null)
    return
  }
  if (s.kind === 5) {
    // concat has no underlying iterator: only the one being read is closed.
    if (s.inner !== undefined) I$close(s.inner)
    return
  }
  if (s.inner !== undefined) {
    try {
      I$close(s.inner)
    } catch (e) {
      I$closeQuiet(s.it)
      throw e
    }
  }
  I$close(s.it)
}

class I$Helper {
  #s
  constructor(s) {
    this.#s = s
  }
  next() {
    if (!isObject(this) || !(#s in this)) __throwType("Method Iterator Helper.prototype.next called on incompatible receiver " + C$receiver(this))
    return I$helperNext(this.#s)
  }
  return() {
    if (!isObject(this) || !(#s in this)) __throwType("Method Iterator Helper.prototype.return called on incompatible receiver " + C$receiver(this))
    return I$helperReturn(this.#s)
  }
}
const I$HelperProto = I$Helper.prototype
delete I$HelperProto.constructor
I$setPrototypeOf(I$HelperProto, I$IteratorProto)
O$defineProperty(I$HelperProto, O$toStringTag, { value: "Iterator Helper", writable: false, enumerable: false, configurable: true })

class I$Wrap {
  #s
  constructor(s) {
    this.#s = s
  }
  next() {
    if (!isObject(this) || !(#s in this)) __throwType("Method %WrapForValidIteratorPrototype%.next called on incompatible receiver " + C$receiver(this))
    const s = this.#s
    return __call(s.next, s.it, [])
  }
  return() {
    if (!isObject(this) || !(#s in this)) __throwType("Method %WrapForValidIteratorPrototype%.return called on incompatible receiver " + C$receiver(this))
    const it = this.#s.it
    const r = it.return
    if (r === undefined || r === null) return I$result(undefined, true)
    return __call(r, it, [])
  }
}
const I$WrapProto = I$Wrap.prototype
delete I$WrapProto.constructor
I$setPrototypeOf(I$WrapProto, I$IteratorProto)

function I$makeHelper(kind, O, fn, limit) {
  return new I$Helper({ kind, it: O, next: O.next, fn, counter: 0, limit, inner: undefined, innerNext: undefined, state: 0 })
}

// ---- Iterator ----------------------------------------------------------------------------------

function Iterator() {
  if (new.target === undefined || new.target === Iterator) __throwType("Abstract class Iterator not directly constructable")
}
O$defineProperty(Iterator, "prototype", { value: I$IteratorProto, writable: false, enumerable: false, configurable: false })
__defineGlobal("Iterator", Iterator)

// SetterThatIgnoresPrototypeProperties.
function I$setIgnoringProto(thisValue, p, v) {
  if (!isObject(thisValue)) __throwType("Cannot set property " + String(p) + " of " + C$receiver(thisValue))
  if (thisValue === I$IteratorProto) __throwType("Cannot assign to read only property '" + String(p) + "' of object '[object Iterator]'")
  if (O$getOwnPropertyDescriptor(thisValue, p) === undefined) __createDataProp(thisValue, p, v)
  else thisValue[p] = v
}

{
  const acc = {
    get constructor() {
      return Iterator
    },
    set constructor(v) {
      I$setIgnoringProto(this, "constructor", v)
    },
    get [Symbol.toStringTag]() {
      return "Iterator"
    },
    set [Symbol.toStringTag](v) {
      I$setIgnoringProto(this, O$toStringTag, v)
    },
  }
  const c = O$getOwnPropertyDescriptor(acc, "constructor")
  O$defineProperty(I$IteratorProto, "constructor", { get: c.get, set: c.set, enumerable: false, configurable: true })
  const t = O$getOwnPropertyDescriptor(acc, O$toStringTag)
  O$defineProperty(I$IteratorProto, O$toStringTag, { get: t.get, set: t.set, enumerable: false, configurable: true })
}

function I$isIterator(o) {
  let p = __getProto(o)
  while (p !== null) {
    if (p === I$IteratorProto) return true
    p = __getProto(p)
  }
  return false
}

__define(Iterator, "from", { from(O) {
  const rec = I$flattenable(O, true)
  if (I$isIterator(rec[0])) return rec[0]
  return new I$Wrap({ it: rec[0], next: rec[1] })
} }.from)

__define(Iterator, "concat", { concat(...items) {
  const list = []
  for (let i = 0; i < items.length; i++) {
    const item = items[i]
    if (!isObject(item)) __throwType(C$receiver(item) + " is not an object")
    const method = item[Symbol_iterator]
    if (method === undefined || method === null) __throwType(C$receiver(item) + " is not iterable")
    if (!__isCallable(method)) __throwType(C$receiver(method) + " is not a function")
    list[i] = [item, method]
  }
  return new I$Helper({ kind: 5, it: undefined, next: undefined, fn: undefined, counter: 0, limit: undefined, inner: undefined, innerNext: undefined, state: 0, items: list, index: 0 })
} }.concat)

function I$callbackOrClose(O, fn) {
  if (!__isCallable(fn)) {
    I$closeQuiet(O)
    __throwType(C$receiver(fn) + " is not a function")
  }
}

// Validates a take/drop limit; closes O on failure.
function I$limit(O, limit) {
  let n
  try {
    n = typeof limit === "number" ? limit : __toNumber(toPrimitive(limit, "number"))
  } catch (e) {
    I$closeQuiet(O)
    throw e
  }
  if (n !== n) {
    I$closeQuiet(O)
    __throwRange(String(limit) + " must be positive")
  }
  const i = A$toInteger(n)
  if (i < 0) {
    I$closeQuiet(O)
    __throwRange(String(limit) + " must be positive")
  }
  if (i !== Infinity && i > 9007199254740991) {
    I$closeQuiet(O)
    __throwRange(String(limit) + " is out of range")
  }
  return i
}

// A chunks/windows size: an integral Number in [1, 2^32 - 1]; closes O on failure.
function I$size(O, size, method) {
  if (typeof size !== "number" || size !== size || size === Infinity || size === -Infinity || A$toInteger(size) !== size) {
    I$closeQuiet(O)
    __throwType("Iterator.prototype." + method + ": the size must be an integral number")
  }
  if (size < 1 || size > 4294967295) {
    I$closeQuiet(O)
    __throwRange("Iterator.prototype." + method + ": the size " + String(size) + " is out of range")
  }
  return size
}

// IteratorCloseAll: closes `iters` in reverse order. `error` is the pending throw (null for a
// normal or return completion, where the first error of a `return` becomes the completion).
function I$closeAll(iters, error) {
  let pending = error
  for (let i = iters.length - 1; i >= 0; i--) {
    if (pending !== null) {
      I$closeQuiet(iters[i])
    } else {
      try {
        I$close(iters[i])
      } catch (e) {
        pending = { e }
      }
    }
  }
  if (pending !== null) throw pending.e
}

function I$remove(list, item) {
  const i = list.indexOf(item)
  if (i >= 0) list.splice(i, 1)
}

// One step of IteratorZip: the next results array (or object for zipKeyed), or I$DONE.
function I$zipStep(s) {
  const iters = s.iters
  const count = iters.length
  if (count === 0) return I$DONE
  const results = []
  for (let i = 0; i < count; i++) {
    const rec = iters[i]
    let result
    if (rec === null) {
      result = s.padding[i]
    } else {
      try {
        result = I$step(rec[0], rec[1])
      } catch (e) {
        I$remove(s.open, rec[0])
        I$closeAll(s.open, { e })
      }
      if (result === I$DONE) {
        I$remove(s.open, rec[0])
        if (s.mode === "shortest") {
          I$closeAll(s.open, null)
          return I$DONE
        }
        if (s.mode === "strict") {
          if (i !== 0) I$closeAll(s.open, { e: new $TypeError("Iterator.zip: the iterables have different lengths") })
          for (let k = 1; k < count; k++) {
            const other = iters[k]
            let r
            try {
              r = __call(other[1], other[0], [])
              if (!isObject(r)) __throwType("Iterator result " + C$receiver(r) + " is not an object")
              r = r.done
            } catch (e) {
              I$remove(s.open, other[0])
              I$closeAll(s.open, { e })
            }
            if (r) I$remove(s.open, other[0])
            else I$closeAll(s.open, { e: new $TypeError("Iterator.zip: the iterables have different lengths") })
          }
          return I$DONE
        }
        if (s.open.length === 0) return I$DONE
        iters[i] = null
        result = s.padding[i]
      }
    }
    __arrayPush(results, result)
  }
  if (s.keys === undefined) return results
  const obj = O$create(null)
  for (let i = 0; i < count; i++) __createDataProp(obj, s.keys[i], results[i])
  return obj
}

__define(I$IteratorProto, "map", { map(mapper) {
  I$requireObject(this, "map")
  I$callbackOrClose(this, mapper)
  return I$makeHelper(0, this, mapper, 0)
} }.map)

__define(I$IteratorProto, "filter", { filter(predicate) {
  I$requireObject(this, "filter")
  I$callbackOrClose(this, predicate)
  return I$makeHelper(1, this, predicate, 0)
} }.filter)

__define(I$IteratorProto, "take", { take(limit) {
  I$requireObject(this, "take")
  const n = I$limit(this, limit)
  return I$makeHelper(2, this, undefined, n)
} }.take)

__define(I$IteratorProto, "drop", { drop(limit) {
  I$requireObject(this, "drop")
  const n = I$limit(this, limit)
  return I$makeHelper(3, this, undefined, n)
} }.drop)

__define(I$IteratorProto, "flatMap", { flatMap(mapper) {
  I$requireObject(this, "flatMap")
  I$callbackOrClose(this, mapper)
  return I$makeHelper(4, this, mapper, 0)
} }.flatMap)

__define(I$IteratorProto, "reduce", { reduce(reducer, ...initial) {
  I$requireObject(this, "reduce")
  I$callbackOrClose(this, reducer)
  const it = this
  const next = it.next
  let acc
  let counter
  if (initial.length === 0) {
    acc = I$step(it, next)
    if (acc === I$DONE) __throwType("Reduce of empty iterator with no initial value")
    counter = 1
  } else {
    acc = initial[0]
    counter = 0
  }
  for (;;) {
    const v = I$step(it, next)
    if (v === I$DONE) return acc
    try {
      acc = __call(reducer, undefined, [acc, v, counter++])
    } catch (e) {
      I$closeQuiet(it)
      throw e
    }
  }
} }.reduce)

__define(I$IteratorProto, "toArray", { toArray() {
  I$requireObject(this, "toArray")
  const it = this
  const next = it.next
  const out = []
  for (;;) {
    const v = I$step(it, next)
    if (v === I$DONE) return out
    __arrayPush(out, v)
  }
} }.toArray)

__define(I$IteratorProto, "forEach", { forEach(fn) {
  I$requireObject(this, "forEach")
  I$callbackOrClose(this, fn)
  const it = this
  const next = it.next
  let counter = 0
  for (;;) {
    const v = I$step(it, next)
    if (v === I$DONE) return undefined
    try {
      __call(fn, undefined, [v, counter++])
    } catch (e) {
      I$closeQuiet(it)
      throw e
    }
  }
} }.forEach)

// some (0), every (1), find (2).
function I$search(it, predicate, mode) {
  const next = it.next
  let counter = 0
  for (;;) {
    const v = I$step(it, next)
    if (v === I$DONE) return mode === 0 ? false : mode === 1 ? true : undefined
    let r
    try {
      r = __call(predicate, undefined, [v, counter++])
    } catch (e) {
      I$closeQuiet(it)
      throw e
    }
    if (mode === 1 ? !r : r) {
      I$close(it)
      return mode === 0 ? true : mode === 1 ? false : v
    }
  }
}

__define(I$IteratorProto, "some", { some(predicate) {
  I$requireObject(this, "some")
  I$callbackOrClose(this, predicate)
  return I$search(this, predicate, 0)
} }.some)

__define(I$IteratorProto, "every", { every(predicate) {
  I$requireObject(this, "every")
  I$callbackOrClose(this, predicate)
  return I$search(this, predicate, 1)
} }.every)

__define(I$IteratorProto, "find", { find(predicate) {
  I$requireObject(this, "find")
  I$callbackOrClose(this, predicate)
  return I$search(this, predicate, 2)
} }.find)

__define(I$IteratorProto, "chunks", { chunks(chunkSize) {
  I$requireObject(this, "chunks")
  const n = I$size(this, chunkSize, "chunks")
  return I$makeHelper(6, this, undefined, n)
} }.chunks)

__define(I$IteratorProto, "windows", { windows(windowSize, undersized = undefined) {
  I$requireObject(this, "windows")
  const n = I$size(this, windowSize, "windows")
  if (undersized === undefined) undersized = "only-full"
  if (undersized !== "only-full" && undersized !== "allow-partial") {
    I$closeQuiet(this)
    __throwType("Iterator.prototype.windows: undersized must be \"only-full\" or \"allow-partial\"")
  }
  return I$makeHelper(7, this, undersized === "allow-partial", n)
} }.windows)

__define(I$IteratorProto, "includes", { includes(searchElement, skippedElements = undefined) {
  I$requireObject(this, "includes")
  let toSkip = 0
  if (skippedElements !== undefined) {
    const k = skippedElements
    if (typeof k !== "number" || k !== k || (k !== Infinity && k !== -Infinity && A$toInteger(k) !== k)) {
      I$closeQuiet(this)
      __throwType("Iterator.prototype.includes: skippedElements must be an integral number")
    }
    if (k < 0 || (k !== Infinity && k > 9007199254740991)) {
      I$closeQuiet(this)
      __throwRange("Iterator.prototype.includes: skippedElements " + String(k) + " is out of range")
    }
    toSkip = k
  }
  const it = this
  const next = it.next
  let skipped = 0
  for (;;) {
    const v = I$step(it, next)
    if (v === I$DONE) return false
    if (skipped < toSkip) {
      skipped++
    } else if (v === searchElement || (v !== v && searchElement !== searchElement)) {
      I$close(it)
      return true
    }
  }
} }.includes)

// GetIterator(obj, sync): [iterator, next].
function I$getIterator(obj) {
  const method = obj[Symbol_iterator]
  if (!__isCallable(method)) __throwType(C$receiver(obj) + " is not iterable")
  const it = __call(method, obj, [])
  if (!isObject(it)) __throwType("Result of the Symbol.iterator method is not an object")
  return [it, it.next]
}

// GetOptionsObject, then mode and padding of Iterator.zip / zipKeyed.
function I$zipOptions(options) {
  if (options === undefined) return ["shortest", undefined]
  if (!isObject(options)) __throwType("Iterator.zip: options must be an object")
  let mode = options.mode
  if (mode === undefined) mode = "shortest"
  if (mode !== "shortest" && mode !== "longest" && mode !== "strict") {
    __throwType("Iterator.zip: mode must be \"shortest\", \"longest\" or \"strict\"")
  }
  let padding
  if (mode === "longest") {
    padding = options.padding
    if (padding !== undefined && !isObject(padding)) __throwType("Iterator.zip: padding must be an object")
  }
  return [mode, padding]
}

// GetIteratorFlattenable(value, reject-strings), closing `iters` when it fails.
function I$zipFlattenable(value, iters) {
  try {
    if (!isObject(value)) __throwType(C$receiver(value) + " is not an object")
    return I$flattenable(value, false)
  } catch (e) {
    I$closeAll(iters, { e })
  }
}

function I$zipHelper(mode, recs, padding, keys) {
  const open = []
  for (let i = 0; i < recs.length; i++) __arrayPush(open, recs[i][0])
  return new I$Helper({ kind: 8, it: undefined, next: undefined, fn: undefined, counter: 0, limit: undefined, inner: undefined, innerNext: undefined, state: 0, iters: recs, open, mode, padding, keys })
}

__define(Iterator, "zip", { zip(iterables, options = undefined) {
  if (!isObject(iterables)) __throwType("Iterator.zip: iterables must be an object")
  const [mode, paddingOption] = I$zipOptions(options)
  const recs = []
  const opened = []
  const [input, inputNext] = I$getIterator(iterables)
  for (;;) {
    let v
    try {
      v = I$step(input, inputNext)
    } catch (e) {
      I$closeAll(opened, { e })
    }
    if (v === I$DONE) break
    let rec
    try {
      if (!isObject(v)) __throwType(C$receiver(v) + " is not an object")
      rec = I$flattenable(v, false)
    } catch (e) {
      I$closeAll([input, ...opened], { e })
    }
    __arrayPush(recs, rec)
    __arrayPush(opened, rec[0])
  }
  const count = recs.length
  const padding = []
  if (mode === "longest") {
    if (paddingOption === undefined) {
      for (let i = 0; i < count; i++) __arrayPush(padding, undefined)
    } else {
      let pad
      try {
        pad = I$getIterator(paddingOption)
      } catch (e) {
        I$closeAll(opened, { e })
      }
      let using = true
      for (let i = 0; i < count; i++) {
        if (using) {
          let v
          try {
            v = I$step(pad[0], pad[1])
          } catch (e) {
            I$closeAll(opened, { e })
          }
          if (v === I$DONE) using = false
          else __arrayPush(padding, v)
        }
        if (!using) __arrayPush(padding, undefined)
      }
      if (using) {
        try {
          I$close(pad[0])
        } catch (e) {
          I$closeAll(opened, { e })
        }
      }
    }
  }
  return I$zipHelper(mode, recs, padding, undefined)
} }.zip)

__define(Iterator, "zipKeyed", { zipKeyed(iterables, options = undefined) {
  if (!isObject(iterables)) __throwType("Iterator.zipKeyed: iterables must be an object")
  const [mode, paddingOption] = I$zipOptions(options)
  const recs = []
  const opened = []
  const keys = []
  const all = __ownKeys(iterables)
  for (let i = 0; i < all.length; i++) {
    const key = all[i]
    let rec
    try {
      const desc = O$getOwnPropertyDescriptor(iterables, key)
      if (desc === undefined || !desc.enumerable) continue
      const value = iterables[key]
      if (value === undefined) continue
      if (!isObject(value)) __throwType(C$receiver(value) + " is not an object")
      rec = I$flattenable(value, false)
    } catch (e) {
      I$closeAll(opened, { e })
    }
    __arrayPush(keys, key)
    __arrayPush(recs, rec)
    __arrayPush(opened, rec[0])
  }
  const padding = []
  if (mode === "longest") {
    for (let i = 0; i < keys.length; i++) {
      if (paddingOption === undefined) {
        __arrayPush(padding, undefined)
        continue
      }
      let v
      try {
        v = paddingOption[keys[i]]
      } catch (e) {
        I$closeAll(opened, { e })
      }
      __arrayPush(padding, v)
    }
  }
  return I$zipHelper(mode, recs, padding, keys)
} }.zipKeyed)
