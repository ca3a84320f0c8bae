// codemode prelude: the parts of URLSearchParams that iterate program values (builtins/url.rs
// has the rest): construction from an iterable of pairs or a record, and forEach.
const $spAppend = __hidden("spAppend")
const $nodeError = __hidden("nodeError")
const $SPProto = URLSearchParams.prototype

// node's "Received ..." suffix of ERR_INVALID_ARG_TYPE messages.
function nodeReceived(v) {
  if (v === null || v === undefined) return "Received " + v
  if (typeof v === "function") return "Received function " + (v.name || "<anonymous>")
  if (typeof v === "object") {
    const c = v.constructor
    const n = c !== undefined && c !== null && typeof c.name === "string" && c.name !== "" ? c.name : undefined
    return n !== undefined ? "Received an instance of " + n : "Received " + (Array.isArray(v) ? "[]" : "[Object: null prototype] {}")
  }
  let shown = typeof v === "string" ? "'" + v + "'" : typeof v === "bigint" ? String(v) + "n" : String(v)
  if (shown.length > 28) {
    let cut = ""
    for (let i = 0; i < 25; i++) cut += shown[i]
    shown = cut + "..."
  }
  return "Received type " + typeof v + " (" + shown + ")"
}

function searchParamsFill(sp, init) {
  const method = init[Symbol_iterator]
  if (method !== undefined && method !== null) {
    if (!__isCallable(method)) throw $nodeError("TypeError", "ERR_ARG_NOT_ITERABLE", "Query pairs must be iterable")
    const it = __call(method, init, [])
    if (!isObject(it)) __throwType("Result of the Symbol.iterator method is not an object")
    const next = it.next
    for (;;) {
      const r = __call(next, it, [])
      if (!isObject(r)) __throwType("Iterator result " + String(r) + " is not an object")
      if (r.done) break
      const pair = r.value
      const bad = () => $nodeError("TypeError", "ERR_INVALID_TUPLE", "Each query pair must be an iterable [name, value] tuple")
      if (!isObject(pair) || !__isCallable(pair[Symbol_iterator])) throw bad()
      const parts = []
      for (const x of pair) __arrayPush(parts, x)
      if (parts.length !== 2) throw bad()
      $spAppend(sp, parts[0], parts[1])
    }
    return sp
  }
  const keys = __ownKeys(init)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (!__isEnumerable(init, k)) continue
    if (typeof k === "symbol") __throwType("Cannot convert a Symbol value to a string")
    $spAppend(sp, k, init[k])
  }
  return sp
}
__export("searchParamsFill", searchParamsFill)

__define($SPProto, "forEach", { forEach(callback, thisArg = undefined) {
  if (__typeTag(this) !== "URLSearchParams") throw $nodeError("TypeError", "ERR_INVALID_THIS", 'Value of "this" must be of type URLSearchParams')
  if (!__isCallable(callback)) throw $nodeError("TypeError", "ERR_INVALID_ARG_TYPE", 'The "callback" argument must be of type function. ' + nodeReceived(callback))
  const it = __call($SPProto.entries, this, [])
  for (;;) {
    const r = it.next()
    if (r.done) break
    __call(callback, thisArg, [r.value[1], r.value[0], this])
  }
} }.forEach)
