// codemode prelude: the parts of Date that call back into the program (builtins/date.rs has
// the rest): Date.prototype.toJSON, and OrdinaryToPrimitive for Date.prototype[Symbol.toPrimitive]
// when toString/valueOf were replaced.
const $DateProto = Date.prototype
const $DateObject = Object

__define($DateProto, "toJSON", { toJSON(key) {
  if (this === null || this === undefined) __throwType("Date.prototype.toJSON called on null or undefined")
  const O = $DateObject(this)
  const tv = toPrimitive(O, "number")
  if (typeof tv === "number" && !(tv === tv && tv !== Infinity && tv !== -Infinity)) return null
  const f = O.toISOString
  if (!__isCallable(f)) __throwType("toISOString is not a function")
  return __call(f, O, [])
} }.toJSON)
__register("date_to_json", $DateProto.toJSON)

function dateOrdinaryToPrimitive(O, hint) {
  const first = hint === "string" ? "toString" : "valueOf"
  const second = hint === "string" ? "valueOf" : "toString"
  const m1 = O[first]
  if (__isCallable(m1)) {
    const r = __call(m1, O, [])
    if (!isObject(r)) return r
  }
  const m2 = O[second]
  if (__isCallable(m2)) {
    const r = __call(m2, O, [])
    if (!isObject(r)) return r
  }
  __throwType("Cannot convert object to primitive value")
}
__export("dateOrdinaryToPrimitive", dateOrdinaryToPrimitive)

// A Date setter with an object argument: the time value was read first (by the native), then
// every argument is converted here, in order, then the native applies them.
function dateSetSlow(date, which, t, args) {
  const nums = []
  for (let i = 0; i < args.length; i++) __arrayPush(nums, +args[i])
  return $dateSetPrim(date, which, t, nums)
}
const $dateSetPrim = __hidden("dateSetPrim")
__export("dateSetSlow", dateSetSlow)
