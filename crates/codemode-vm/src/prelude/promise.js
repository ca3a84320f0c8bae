// codemode prelude, part 3: the Promise constructor, combinators and helpers.
function Promise(executor) {
  if (new.target === undefined) __throwType("Promise constructor cannot be invoked without 'new'")
  if (!__isCallable(executor)) __throwType("Promise resolver " + describeForError(executor) + " is not a function")
  const p = __newPromiseFrom(new.target)
  const fns = __resolvingFunctions(p)
  try {
    executor(fns[0], fns[1])
  } catch (e) {
    fns[1](e)
  }
  return p
}
__installPromise(Promise)

const PromiseProto = Promise.prototype
const $AggregateError = AggregateError

__define(PromiseProto, "catch", function (onRejected) {
  return this.then(undefined, onRejected)
})

__define(PromiseProto, "finally", function (onFinally) {
  if (!__isCallable(onFinally)) return this.then(onFinally, onFinally)
  const C = Promise
  return this.then(
    (value) => C.resolve(onFinally()).then(() => value),
    (reason) =>
      C.resolve(onFinally()).then(() => {
        throw reason
      }),
  )
})
__setName(PromiseProto, "catch")
__setName(PromiseProto, "finally")

function promiseIterate(iterable, method) {
  if (iterable === null || iterable === undefined) __throwType(String(iterable) + " is not iterable (cannot read property Symbol(Symbol.iterator))")
  return iterable
}

__define(Promise, "all", function all(iterable) {
  const C = this
  return new C((resolve, reject) => {
    const values = []
    let remaining = 1
    let index = 0
    for (const item of promiseIterate(iterable, "all")) {
      const i = index++
      values.push(undefined)
      remaining++
      C.resolve(item).then((v) => {
        values[i] = v
        if (--remaining === 0) resolve(values)
      }, reject)
    }
    if (--remaining === 0) resolve(values)
  })
})

__define(Promise, "allSettled", function allSettled(iterable) {
  const C = this
  return new C((resolve, reject) => {
    const values = []
    let remaining = 1
    let index = 0
    for (const item of promiseIterate(iterable, "allSettled")) {
      const i = index++
      values.push(undefined)
      remaining++
      let done = false
      C.resolve(item).then(
        (value) => {
          if (done) return
          done = true
          values[i] = { status: "fulfilled", value }
          if (--remaining === 0) resolve(values)
        },
        (reason) => {
          if (done) return
          done = true
          values[i] = { status: "rejected", reason }
          if (--remaining === 0) resolve(values)
        },
      )
    }
    if (--remaining === 0) resolve(values)
  })
})

__define(Promise, "race", function race(iterable) {
  const C = this
  return new C((resolve, reject) => {
    for (const item of promiseIterate(iterable, "race")) C.resolve(item).then(resolve, reject)
  })
})

__define(Promise, "any", function any(iterable) {
  const C = this
  return new C((resolve, reject) => {
    const errors = []
    let remaining = 1
    let index = 0
    for (const item of promiseIterate(iterable, "any")) {
      const i = index++
      errors.push(undefined)
      remaining++
      C.resolve(item).then(resolve, (e) => {
        errors[i] = e
        if (--remaining === 0) reject(new $AggregateError(errors, "All promises were rejected"))
      })
    }
    if (--remaining === 0) reject(new $AggregateError(errors, "All promises were rejected"))
  })
})

__define(Promise, "withResolvers", function withResolvers() {
  let resolve
  let reject
  const promise = new this((a, b) => {
    resolve = a
    reject = b
  })
  return { promise, resolve, reject }
})

__define(Promise, "try", function (f, ...args) {
  const C = this
  return new C((resolve) => resolve(f(...args)))
})
__setName(Promise, "try")
