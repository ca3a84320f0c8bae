// codemode prelude, part 4: remaining built-ins written in JavaScript.

// search(input): the synchronous tool search, counted as a tool call by the host. Its result is
// the data itself and also a thenable: non-enumerable `then`, `catch` and `finally` settle with a
// plain copy of the data (a copy, so that awaiting it does not find a `then` again), so
// `search(q)`, `await search(q)` and `search(q).then(...)` all work and the data is unchanged.
const S$parse = JSON.parse
const S$stringify = JSON.stringify
const S$resolve = Promise.resolve
const S$PromiseProto = Promise.prototype
const S$protoThen = S$PromiseProto.then
const S$protoCatch = S$PromiseProto.catch
const S$protoFinally = S$PromiseProto.finally
function S$settled(r) {
  return __call(S$resolve, Promise, [S$parse(S$stringify(r))])
}
const S$methods = {
  then(onFulfilled, onRejected) { return __call(S$protoThen, S$settled(this), [onFulfilled, onRejected]) },
  catch(onRejected) { return __call(S$protoCatch, S$settled(this), [onRejected]) },
  finally(onFinally) { return __call(S$protoFinally, S$settled(this), [onFinally]) },
}
const S$then = S$methods.then
const S$catch = S$methods.catch
const S$finally = S$methods.finally
function search(input = {}) {
  const invalid = (m) => __makeError(1, "Invalid input for tool 'search': " + m, "InvalidToolInput")
  const r = __search(toData(input, "the input", invalid))
  if (isObject(r)) {
    __define(r, "then", S$then)
    __define(r, "catch", S$catch)
    __define(r, "finally", S$finally)
  }
  return r
}
__defineGlobal("search", search)
__export("%search", search)

// `import(specifier)` with an object specifier (`builtins::global`'s dynamic import sends it here):
// its ToString runs in this frame, so a conversion that throws rejects the promise import() returns
// instead of throwing (EvaluateImportCall's IfAbruptRejectPromise).
const G$import = __hidden("%import")
__export("importSlow", function importSlow(specifier) {
  let name
  try {
    name = `${specifier}`
  } catch (e) {
    const p = __newPromiseFrom(S$PromiseProto)
    __rejectPromise(p, e)
    return p
  }
  return G$import(name)
})

// The conversions of a native's object argument (builtins/mod.rs, `num_arg` and `str_arg`): the
// whole ToNumber or ToString, so that the native runs again with a number or a string, never
// with the `undefined` a `valueOf` or `toString` may return, which would read as an absent
// argument (`"abc".slice(0, { valueOf() {} })` is "", not "abc").
__export("argToNumber", function argToNumber(v) { return +v })
__export("argToString", function argToString(v) { return `${v}` })
