// codemode prelude, part 3: the Promise constructor, the statics, `then` with a species
// constructor, `catch`, `finally`, and the resolution steps that read a `then` getter.
//
// Every static uses `this` as the constructor through NewPromiseCapability (P$capability); when
// `this` is `Promise` itself the capability is made natively (no executor is observable then).
function Promise(executor) {
  if (new.target === undefined) __throwType("Promise constructor cannot be invoked without 'new'")
  if (!__isCallable(executor)) __throwType("Promise resolver " + describeForError(executor) + " is not a function")
  const p = __newPromiseFrom(new.target.prototype)
  const fns = __resolvingFunctions(p)
  try {
    executor(fns[0], fns[1])
  } catch (e) {
    const reject = fns[1]
    reject(e)
  }
  return p
}
__installPromise(Promise)

const PromiseProto = Promise.prototype
const $AggregateError = AggregateError
const P$species = Symbol.species

// NewPromiseCapability(C): { promise, resolve, reject }.
function P$capability(C) {
  if (C === Promise) {
    const promise = __newPromiseFrom(PromiseProto)
    const fns = __resolvingFunctions(promise)
    return { promise, resolve: fns[0], reject: fns[1] }
  }
  if (!__isConstructor(C)) __throwType(describeForError(C) + " is not a constructor")
  const cap = { promise: undefined, resolve: undefined, reject: undefined }
  cap.promise = new C((resolve, reject) => {
    if (cap.resolve !== undefined) __throwType("Promise executor has already been invoked with non-undefined arguments")
    if (cap.reject !== undefined) __throwType("Promise executor has already been invoked with non-undefined arguments")
    cap.resolve = resolve
    cap.reject = reject
  })
  if (!__isCallable(cap.resolve)) __throwType("Promise resolve function is not callable")
  if (!__isCallable(cap.reject)) __throwType("Promise reject function is not callable")
  return cap
}

// SpeciesConstructor(O, %Promise%).
function P$speciesCtor(O) {
  const C = O.constructor
  if (C === undefined) return Promise
  if (!isObject(C)) __throwType("The .constructor property is not an object")
  const S = C[P$species]
  if (S === undefined || S === null) return Promise
  if (!__isConstructor(S)) __throwType("object.constructor[Symbol.species] is not a constructor")
  return S
}

// PromiseResolve(C, x).
function P$promiseResolve(C, x) {
  if (__isPromise(x) && x.constructor === C) return x
  const cap = P$capability(C)
  const resolve = cap.resolve
  resolve(x)
  return cap.promise
}

// `await x` when PromiseResolve(%Promise%, x) runs code (a `constructor` or `then` getter, a
// proxy): it runs here, in the await's turn, and the VM awaits the promise given.
__export("awaitPromiseResolve", function awaitPromiseResolve(x) { return P$promiseResolve(Promise, x) })

// `then` when the species constructor may not be `Promise` (the native `then` checked).
function promiseThenSlow(onFulfilled, onRejected) {
  const promise = this
  if (!__isPromise(promise)) __throwType("Method Promise.prototype.then called on incompatible receiver " + describeForError(promise))
  const C = P$speciesCtor(promise)
  const cap = P$capability(C)
  if (C === Promise) {
    __performThen(promise, onFulfilled, onRejected, cap.promise)
    return cap.promise
  }
  const onF = __isCallable(onFulfilled) ? onFulfilled : undefined
  const onR = __isCallable(onRejected) ? onRejected : undefined
  // Reactions settle a foreign capability through its functions; errors those throw are
  // dropped, as a job's abrupt completion is only reported.
  __performThen(
    promise,
    (value) => P$settle(cap, onF, value, true),
    (reason) => P$settle(cap, onR, reason, false),
    undefined,
  )
  return cap.promise
}
__register("promise_then_slow", promiseThenSlow)

function P$settle(cap, handler, argument, fulfilled) {
  let result
  let ok = fulfilled
  if (handler === undefined) {
    result = argument
  } else {
    try {
      result = handler(argument)
      ok = true
    } catch (e) {
      result = e
      ok = false
    }
  }
  try {
    const f = ok ? cap.resolve : cap.reject
    f(result)
  } catch (e) {
    // reported nowhere, as the spec's HostReportErrors would
  }
}

// The rest of a resolve function when `resolution.then` is a getter.
function promiseResolveSlow(promise, resolution) {
  let then
  try {
    then = resolution.then
  } catch (e) {
    __rejectPromise(promise, e)
    return
  }
  if (__isCallable(then)) __enqueueThenable(promise, resolution, then)
  else __fulfillPromise(promise, resolution)
}
__register("promise_resolve_slow", promiseResolveSlow)

// The thenable job of a resolution whose `then` is a getter, when the VM resolved internally.
function promiseAdoptGetter(resolve, reject) {
  let then
  try {
    then = this.then
  } catch (e) {
    reject(e)
    return
  }
  if (__isCallable(then)) __call(then, this, [resolve, reject])
  else __fulfillVia(resolve, this)
}
__register("promise_adopt_getter", promiseAdoptGetter)

__define(PromiseProto, "catch", { catch(onRejected) {
  return this.then(undefined, onRejected)
} }.catch)

__define(PromiseProto, "finally", { finally(onFinally) {
  const promise = this
  if (!isObject(promise)) __throwType("Promise.prototype.finally called on a non-object")
  const C = P$speciesCtor(promise)
  if (!__isCallable(onFinally)) return promise.then(onFinally, onFinally)
  return promise.then(
    (value) => P$promiseResolve(C, onFinally()).then(() => value),
    (reason) =>
      P$promiseResolve(C, onFinally()).then(() => {
        throw reason
      }),
  )
} }.finally)

// ---- combinators --------------------------------------------------------------------------------

// An iterator record stepped by the combinators: `done` is set when the iterator must not be
// closed any more (it finished or one of its own methods threw).
function P$step(rec) {
  try {
    const r = __call(rec.next, rec.it, [])
    if (!isObject(r)) __throwType("Iterator result " + describeForError(r) + " is not an object")
    if (r.done) {
      rec.done = true
      return I$DONE
    }
    return r.value
  } catch (e) {
    rec.done = true
    throw e
  }
}

function P$copy(list) {
  const a = []
  for (let i = 0; i < list.length; i++) __arrayPush(a, list[i])
  return a
}

// The shared frame of Promise.all/allSettled/any/race: NewPromiseCapability, GetPromiseResolve,
// GetIterator, then `perform`; an abrupt completion closes the iterator and rejects.
function P$combinator(C, iterable, perform) {
  const cap = P$capability(C)
  const reject = cap.reject
  let rec
  let promiseResolve
  try {
    promiseResolve = C.resolve
    if (!__isCallable(promiseResolve)) __throwType("Promise resolve or reject function is not callable")
    const it = getIterator(iterable, false)
    rec = { it, next: it.next, done: false }
  } catch (e) {
    reject(e)
    return cap.promise
  }
  try {
    perform(C, cap, promiseResolve, rec)
  } catch (e) {
    if (!rec.done) I$closeQuiet(rec.it)
    reject(e)
  }
  return cap.promise
}

function P$performAll(C, cap, promiseResolve, rec) {
  const values = []
  const count = { remaining: 1 }
  for (let i = 0; ; i++) {
    const item = P$step(rec)
    if (item === I$DONE) break
    const index = i
    __arrayPush(values, undefined)
    const next = __call(promiseResolve, C, [item])
    let called = false
    count.remaining++
    next.then((x) => {
      if (called) return undefined
      called = true
      values[index] = x
      if (--count.remaining === 0) {
        const resolve = cap.resolve
        return resolve(P$copy(values))
      }
      return undefined
    }, cap.reject)
  }
  if (--count.remaining === 0) {
    const resolve = cap.resolve
    resolve(P$copy(values))
  }
}

function P$performAllSettled(C, cap, promiseResolve, rec) {
  const values = []
  const count = { remaining: 1 }
  for (let i = 0; ; i++) {
    const item = P$step(rec)
    if (item === I$DONE) break
    const index = i
    __arrayPush(values, undefined)
    const next = __call(promiseResolve, C, [item])
    const called = { done: false }
    count.remaining++
    next.then(
      (value) => {
        if (called.done) return undefined
        called.done = true
        values[index] = { status: "fulfilled", value }
        if (--count.remaining === 0) {
          const resolve = cap.resolve
          return resolve(P$copy(values))
        }
        return undefined
      },
      (reason) => {
        if (called.done) return undefined
        called.done = true
        values[index] = { status: "rejected", reason }
        if (--count.remaining === 0) {
          const resolve = cap.resolve
          return resolve(P$copy(values))
        }
        return undefined
      },
    )
  }
  if (--count.remaining === 0) {
    const resolve = cap.resolve
    resolve(P$copy(values))
  }
}

function P$aggregate(errors) {
  return new $AggregateError(P$copy(errors), "All promises were rejected")
}

function P$performAny(C, cap, promiseResolve, rec) {
  const errors = []
  const count = { remaining: 1 }
  for (let i = 0; ; i++) {
    const item = P$step(rec)
    if (item === I$DONE) break
    const index = i
    __arrayPush(errors, undefined)
    const next = __call(promiseResolve, C, [item])
    let called = false
    count.remaining++
    next.then(cap.resolve, (x) => {
      if (called) return undefined
      called = true
      errors[index] = x
      if (--count.remaining === 0) {
        const reject = cap.reject
        return reject(P$aggregate(errors))
      }
      return undefined
    })
  }
  if (--count.remaining === 0) {
    const reject = cap.reject
    reject(P$aggregate(errors))
  }
}

function P$performRace(C, cap, promiseResolve, rec) {
  for (;;) {
    const item = P$step(rec)
    if (item === I$DONE) break
    const next = __call(promiseResolve, C, [item])
    next.then(cap.resolve, cap.reject)
  }
}

__define(Promise, "all", { all(iterable) {
  return P$combinator(this, iterable, P$performAll)
} }.all)

__define(Promise, "allSettled", { allSettled(iterable) {
  return P$combinator(this, iterable, P$performAllSettled)
} }.allSettled)

__define(Promise, "any", { any(iterable) {
  return P$combinator(this, iterable, P$performAny)
} }.any)

__define(Promise, "race", { race(iterable) {
  return P$combinator(this, iterable, P$performRace)
} }.race)

__define(Promise, "resolve", { resolve(x) {
  if (!isObject(this)) __throwType("PromiseResolve called on non-object")
  return P$promiseResolve(this, x)
} }.resolve)

__define(Promise, "reject", { reject(r) {
  const cap = P$capability(this)
  const reject = cap.reject
  reject(r)
  return cap.promise
} }.reject)

__define(Promise, "withResolvers", { withResolvers() {
  const cap = P$capability(this)
  return { promise: cap.promise, resolve: cap.resolve, reject: cap.reject }
} }.withResolvers)

__define(Promise, "try", { try(callback, ...args) {
  if (!isObject(this)) __throwType("Promise.try called on non-object")
  const cap = P$capability(this)
  let status
  try {
    status = callback(...args)
  } catch (e) {
    const reject = cap.reject
    reject(e)
    return cap.promise
  }
  const resolve = cap.resolve
  resolve(status)
  return cap.promise
} }.try)
