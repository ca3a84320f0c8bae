// codemode prelude: String, Number and Math built-ins written in JavaScript, and the slow paths
// of their natives (builtins/string.rs, number.rs, math.rs): IsRegExp for startsWith/endsWith/
// includes, options objects that need getters or conversions, sumPrecise over any iterable.
const strSymbolMatch = Symbol.match
const strObjectCreate = Object.create

__define(String, "raw", { raw(template, ...substitutions) {
  if (template === null || template === undefined) __throwType("Cannot convert undefined or null to object")
  const literals = template.raw
  if (literals === null || literals === undefined) __throwType("Cannot convert undefined or null to object")
  const len = toLength(literals.length)
  let r = ""
  for (let i = 0; i < len; i++) {
    r += `${literals[i]}`
    if (i + 1 < len && i < substitutions.length) r += `${substitutions[i]}`
  }
  return r
} }.raw)

// startsWith/endsWith/includes with an object argument: IsRegExp, then ToString, then the
// native again (`f`) with `S` (this, already a string) and the converted argument.
function stringSearchSlow(name, f, S, search, position) {
  const m = search[strSymbolMatch]
  if (m !== undefined ? !!m : __typeTag(search) === "RegExp") {
    __throwType("First argument to String.prototype." + name + " must not be a regular expression")
  }
  return __call(f, S, [`${search}`, position])
}
__export("stringSearchSlow", stringSearchSlow)

// A native's options argument whose properties are getters or objects: read each key once,
// convert it (s: ToString, n: ToNumber, b: ToBoolean, g: boolean-or-string), and call the
// native again with a null-prototype object of primitives.
function optionsSlow(f, thisArg, args, index, keys, types) {
  const opts = args[index]
  if (opts === null || opts === undefined) __throwType("Cannot convert undefined or null to object")
  const plain = strObjectCreate(null)
  for (let i = 0; i < keys.length; i++) {
    const v = opts[keys[i]]
    let c = v
    if (v !== undefined) {
      const t = types[i]
      if (t === "b") c = !!v
      else if (t === "n") c = +v
      else if (t === "g") c = v === true ? true : !v ? false : `${v}`
      else c = `${v}`
    }
    __createDataProp(plain, keys[i], c)
  }
  const a = []
  for (let i = 0; i < args.length; i++) __arrayPush(a, args[i])
  a[index] = plain
  return __call(f, thisArg, a)
}
__export("optionsSlow", optionsSlow)

const strSumPreciseArray = __hidden("sumPreciseArray")
function sumPreciseSlow(items) {
  const nums = []
  for (const v of items) {
    if (typeof v !== "number") __throwType("Type of 'Iterator value' must be 'number', found '" + typeof v + "'")
    __arrayPush(nums, v)
  }
  return strSumPreciseArray(nums)
}
__export("sumPreciseSlow", sumPreciseSlow)

// ---- Annex B HTML methods (CreateHTML) --------------------------------------------------------
function strCreateHTML(thisValue, method, tag, attribute, value) {
  if (thisValue === null || thisValue === undefined) {
    __throwType("String.prototype." + method + " called on null or undefined")
  }
  let p = "<" + tag
  const S = `${thisValue}`
  if (attribute !== "") p += " " + attribute + '="' + `${value}`.replaceAll('"', "&quot;") + '"'
  return p + ">" + S + "</" + tag + ">"
}
{
  const methods = {
    anchor(name) { return strCreateHTML(this, "anchor", "a", "name", name) },
    big() { return strCreateHTML(this, "big", "big", "", "") },
    blink() { return strCreateHTML(this, "blink", "blink", "", "") },
    bold() { return strCreateHTML(this, "bold", "b", "", "") },
    fixed() { return strCreateHTML(this, "fixed", "tt", "", "") },
    fontcolor(color) { return strCreateHTML(this, "fontcolor", "font", "color", color) },
    fontsize(size) { return strCreateHTML(this, "fontsize", "font", "size", size) },
    italics() { return strCreateHTML(this, "italics", "i", "", "") },
    link(url) { return strCreateHTML(this, "link", "a", "href", url) },
    small() { return strCreateHTML(this, "small", "small", "", "") },
    strike() { return strCreateHTML(this, "strike", "strike", "", "") },
    sub() { return strCreateHTML(this, "sub", "sub", "", "") },
    sup() { return strCreateHTML(this, "sup", "sup", "", "") },
  }
  const names = ["anchor", "big", "blink", "bold", "fixed", "fontcolor", "fontsize", "italics", "link", "small", "strike", "sub", "sup"]
  for (let i = 0; i < names.length; i++) __define(String.prototype, names[i], methods[names[i]])
}
