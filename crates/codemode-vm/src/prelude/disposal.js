// codemode prelude: explicit resource management. The steps of `using` and `await using`
// declarations (called by compiled code through `%` names), DisposableStack,
// AsyncDisposableStack, %IteratorPrototype%[Symbol.dispose] and
// %AsyncIteratorPrototype%[Symbol.asyncDispose].
//
// A dispose capability is a plain array, three entries per resource in the order they were
// added: the value, the dispose method (undefined for an `await using` of null or undefined) and
// the hint (true: async-dispose). The compiler keeps one in a hidden register per scope with
// `using` declarations and runs DisposeResources when the scope is left, on every path:
// `%disposeSync(cap, kind, value)` for scopes without `await using`, otherwise a loop of
// `%disposeNext(state)` (which returns a value to await, or the state itself when done) with
// each rejection reported to `%disposeRejected(state, reason)`. `kind` and `value` are the
// completion of the scope as the compiler's `finally` machinery keeps it (kind 1: a throw).
const Symbol_dispose = Symbol.dispose
const Symbol_asyncDispose = Symbol.asyncDispose
const $SuppressedError = SuppressedError

// GetMethod(V, key).
function D$getMethod(V, key) {
  const m = V[key]
  if (m === undefined || m === null) return undefined
  if (!__isCallable(m)) __throwType(C$receiver(m) + " is not a function")
  return m
}

// A sync dispose method used by `await using`: its result is never awaited and its error rejects.
function D$asyncFromSync(method) {
  return async function () {
    __call(method, this, [])
  }
}

// AddDisposableResource(cap, V, hint) for a resource without a given method.
function D$add(cap, V, async) {
  let method
  if (V === undefined || V === null) {
    if (!async) return
    V = undefined
  } else {
    if (!isObject(V)) __throwType((async ? "await using" : "using") + " declarations require an object, got " + C$receiver(V))
    if (async) {
      method = D$getMethod(V, Symbol_asyncDispose)
      if (method === undefined) {
        const sync = D$getMethod(V, Symbol_dispose)
        if (sync !== undefined) method = D$asyncFromSync(sync)
      }
      if (method === undefined) __throwType("Object is not async disposable: it has neither a [Symbol.asyncDispose] nor a [Symbol.dispose] method")
    } else {
      method = D$getMethod(V, Symbol_dispose)
      if (method === undefined) __throwType("Object is not disposable: it has no [Symbol.dispose] method")
    }
  }
  __arrayPush(cap, V)
  __arrayPush(cap, method)
  __arrayPush(cap, async)
}
__export("%using", D$add)

// The completion after a disposal error `e`: the first error, or a SuppressedError over the
// previous one.
function D$record(st, e) {
  if (st.thrown) {
    st.value = new $SuppressedError(e, st.value)
  } else {
    st.thrown = true
    st.value = e
  }
}

// DisposeResources(cap, completion) for resources with sync-dispose hints only.
function D$disposeSync(cap, kind, value) {
  const st = { thrown: kind === 1, value }
  for (let i = cap.length - 3; i >= 0; i -= 3) {
    const method = cap[i + 1]
    if (method === undefined) continue
    try {
      __call(method, cap[i], [])
    } catch (e) {
      D$record(st, e)
    }
  }
  cap.length = 0
  if (st.thrown) throw st.value
}
__export("%disposeSync", D$disposeSync)

// DisposeResources(cap, completion) as a resumable loop: see the top of this file.
function D$begin(cap, kind, value) {
  return { cap, i: cap.length, thrown: kind === 1, value, needsAwait: false, hasAwaited: false }
}
__export("%disposeBegin", D$begin)

function D$next(st) {
  const cap = st.cap
  while (st.i > 0) {
    st.i -= 3
    const i = st.i
    const async = cap[i + 2]
    if (!async && st.needsAwait && !st.hasAwaited) {
      // A sync resource after an `await using` of null: Await(undefined) first.
      st.needsAwait = false
      st.i += 3
      return undefined
    }
    const method = cap[i + 1]
    if (method === undefined) {
      st.needsAwait = true
      continue
    }
    let r
    try {
      r = __call(method, cap[i], [])
    } catch (e) {
      D$record(st, e)
      continue
    }
    if (async) {
      st.hasAwaited = true
      return r
    }
  }
  if (st.needsAwait && !st.hasAwaited) {
    st.needsAwait = false
    return undefined
  }
  cap.length = 0
  if (st.thrown) throw st.value
  return st
}
__export("%disposeNext", D$next)
__export("%disposeRejected", D$record)

async function D$disposeAsync(cap) {
  const st = D$begin(cap, 0, undefined)
  for (;;) {
    const r = D$next(st)
    if (r === st) return undefined
    try {
      await r
    } catch (e) {
      D$record(st, e)
    }
  }
}

// The prototype of a new stack from NewTarget: the class machinery does not run a `prototype`
// getter of NewTarget and falls back to %Object.prototype%, where OrdinaryCreateFromConstructor
// reads it with Get and falls back to the realm's own prototype.
function D$fromNewTarget(O, newTarget, fallback) {
  const proto = newTarget.prototype
  const p = isObject(proto) ? proto : fallback
  if (__getProto(O) !== p) I$setPrototypeOf(O, p)
}

function D$disposed(what) {
  return __makeError(3, what + " was already disposed", undefined)
}

// ---- DisposableStack ---------------------------------------------------------------------------

class DisposableStack {
  #disposed
  #cap
  constructor() {
    D$fromNewTarget(this, new.target, D$StackProto)
    this.#disposed = false
    this.#cap = []
  }
  get disposed() {
    if (!isObject(this) || !(#cap in this)) __throwType("Method get DisposableStack.prototype.disposed called on incompatible receiver " + C$receiver(this))
    return this.#disposed
  }
  dispose() {
    if (!isObject(this) || !(#cap in this)) __throwType("Method DisposableStack.prototype.dispose called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) return undefined
    this.#disposed = true
    D$disposeSync(this.#cap, 0, undefined)
    return undefined
  }
  use(value) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method DisposableStack.prototype.use called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("DisposableStack")
    D$add(this.#cap, value, false)
    return value
  }
  adopt(value, onDispose) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method DisposableStack.prototype.adopt called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("DisposableStack")
    if (!__isCallable(onDispose)) __throwType(C$receiver(onDispose) + " is not a function")
    const cap = this.#cap
    __arrayPush(cap, undefined)
    __arrayPush(cap, () => __call(onDispose, undefined, [value]))
    __arrayPush(cap, false)
    return value
  }
  defer(onDispose) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method DisposableStack.prototype.defer called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("DisposableStack")
    if (!__isCallable(onDispose)) __throwType(C$receiver(onDispose) + " is not a function")
    const cap = this.#cap
    __arrayPush(cap, undefined)
    __arrayPush(cap, onDispose)
    __arrayPush(cap, false)
    return undefined
  }
  move() {
    if (!isObject(this) || !(#cap in this)) __throwType("Method DisposableStack.prototype.move called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("DisposableStack")
    const moved = new DisposableStack()
    moved.#cap = this.#cap
    this.#cap = []
    this.#disposed = true
    return moved
  }
}
const D$StackProto = DisposableStack.prototype
{
  const proto = D$StackProto
  O$defineProperty(proto, Symbol_dispose, { value: proto.dispose, writable: true, enumerable: false, configurable: true })
  O$defineProperty(proto, O$toStringTag, { value: "DisposableStack", writable: false, enumerable: false, configurable: true })
}
__defineGlobal("DisposableStack", DisposableStack)

// ---- AsyncDisposableStack ----------------------------------------------------------------------

class AsyncDisposableStack {
  #disposed
  #cap
  constructor() {
    D$fromNewTarget(this, new.target, D$AsyncStackProto)
    this.#disposed = false
    this.#cap = []
  }
  get disposed() {
    if (!isObject(this) || !(#cap in this)) __throwType("Method get AsyncDisposableStack.prototype.disposed called on incompatible receiver " + C$receiver(this))
    return this.#disposed
  }
  disposeAsync() {
    const cap = P$capability(Promise)
    if (!isObject(this) || !(#cap in this)) {
      cap.reject(__makeError(1, "Method AsyncDisposableStack.prototype.disposeAsync called on incompatible receiver " + C$receiver(this), undefined))
      return cap.promise
    }
    if (this.#disposed) {
      cap.resolve(undefined)
      return cap.promise
    }
    this.#disposed = true
    return D$disposeAsync(this.#cap)
  }
  use(value) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method AsyncDisposableStack.prototype.use called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("AsyncDisposableStack")
    D$add(this.#cap, value, true)
    return value
  }
  adopt(value, onDisposeAsync) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method AsyncDisposableStack.prototype.adopt called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("AsyncDisposableStack")
    if (!__isCallable(onDisposeAsync)) __throwType(C$receiver(onDisposeAsync) + " is not a function")
    const cap = this.#cap
    __arrayPush(cap, undefined)
    __arrayPush(cap, () => __call(onDisposeAsync, undefined, [value]))
    __arrayPush(cap, true)
    return value
  }
  defer(onDisposeAsync) {
    if (!isObject(this) || !(#cap in this)) __throwType("Method AsyncDisposableStack.prototype.defer called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("AsyncDisposableStack")
    if (!__isCallable(onDisposeAsync)) __throwType(C$receiver(onDisposeAsync) + " is not a function")
    const cap = this.#cap
    __arrayPush(cap, undefined)
    __arrayPush(cap, onDisposeAsync)
    __arrayPush(cap, true)
    return undefined
  }
  move() {
    if (!isObject(this) || !(#cap in this)) __throwType("Method AsyncDisposableStack.prototype.move called on incompatible receiver " + C$receiver(this))
    if (this.#disposed) throw D$disposed("AsyncDisposableStack")
    const moved = new AsyncDisposableStack()
    moved.#cap = this.#cap
    this.#cap = []
    this.#disposed = true
    return moved
  }
}
const D$AsyncStackProto = AsyncDisposableStack.prototype
{
  const proto = D$AsyncStackProto
  O$defineProperty(proto, Symbol_asyncDispose, { value: proto.disposeAsync, writable: true, enumerable: false, configurable: true })
  O$defineProperty(proto, O$toStringTag, { value: "AsyncDisposableStack", writable: false, enumerable: false, configurable: true })
}
__defineGlobal("AsyncDisposableStack", AsyncDisposableStack)

// ---- iterators ---------------------------------------------------------------------------------

__define(I$IteratorProto, Symbol_dispose, { [Symbol_dispose]() {
  const ret = D$getMethod(this, "return")
  if (ret !== undefined) __call(ret, this, [])
  return undefined
} }[Symbol_dispose])

__define(__getProto(__getProto((async function* () {}).prototype)), Symbol_asyncDispose, { [Symbol_asyncDispose]() {
  const cap = P$capability(Promise)
  try {
    const ret = D$getMethod(this, "return")
    if (ret === undefined) {
      cap.resolve(undefined)
    } else {
      const wrapper = P$promiseResolve(Promise, __call(ret, this, []))
      __performThen(wrapper, (value) => undefined, undefined, cap.promise)
    }
  } catch (e) {
    cap.reject(e)
  }
  return cap.promise
} }[Symbol_asyncDispose])
