/*---
{
  "description": "URLSearchParams: constructor inputs, get/getAll/has/delete with values, set keeps the first position, stable sort, live iterators, forEach, size and errors",
  "expect": {"ok": true, "value": ["a=1&b=2&a=3&c=&=e&d=A%25zz&e=+%2B", 7, "1", ["1", "3"], "", "e", "A%zz", " +", null, true, true, false, true, "b=2&a=3&c=&=e&d=A%25zz&e=+%2B", "b=only&a=3&c=&=e&d=A%25zz&e=+%2B", "Z=2&a=3&a=0&b=2&b=1&z=1&%C3%A9=1", "x=1&y=null", "k=1%2C2&u=undefined&n=null", "q=1", "m=1", "", 0, "123=", 1, "%EF%BF%BD=x", {"value": "a", "done": false}, {"value": "b", "done": false}, {"done": true}, ["1", "2"], [["a", "1"], ["b", "2"]], [["a", "1"], ["b", "2"]], [["a", "1", true, "t"], ["b", "2", true, "t"]], "TypeError: The \"name\" and \"value\" arguments must be specified ERR_MISSING_ARGS", "TypeError: The \"name\" argument must be specified ERR_MISSING_ARGS", "TypeError: Each query pair must be an iterable [name, value] tuple ERR_INVALID_TUPLE", "TypeError: Each query pair must be an iterable [name, value] tuple ERR_INVALID_TUPLE", "TypeError: The \"callback\" argument must be of type function. Received type number (5) ERR_INVALID_ARG_TYPE", "TypeError: Value of \"this\" must be of type URLSearchParams ERR_INVALID_THIS", "TypeError: Class constructor URLSearchParams cannot be invoked without 'new' undefined", "[object URLSearchParams]", "[object URLSearchParams Iterator]", "function", true]}
}
---*/
const out = []
const p = new URLSearchParams("?a=1&b=2&a=3&c&=e&d=%41%zz&e=+%2B")
out.push(p.toString(), p.size, p.get("a"), p.getAll("a"), p.get("c"), p.get(""), p.get("d"), p.get("e"), p.get("zzz"))
out.push(p.has("a"), p.has("a", "3"), p.has("a", "9"), p.has("a", undefined))
p.delete("a", "1")
out.push(p.toString())
p.set("b", "new")
p.append("b", "again")
p.set("b", "only")
out.push(p.toString())
const s = new URLSearchParams("z=1&b=2&a=3&b=1&a=0&é=1&Z=2")
s.sort()
out.push(s.toString())
out.push(new URLSearchParams([["x", 1], ["y", null]]).toString())
out.push(new URLSearchParams({ k: [1, 2], u: undefined, n: null }).toString())
out.push(new URLSearchParams(new URLSearchParams("q=1")).toString())
out.push(new URLSearchParams(new Map([["m", "1"]])).toString())
out.push(new URLSearchParams(null).toString(), new URLSearchParams("").size, new URLSearchParams(123).toString())
out.push(new URLSearchParams("a=\ud800").get("a").length, new URLSearchParams({ "\ud800": "x" }).toString())
const live = new URLSearchParams("a=1")
const it = live.keys()
out.push(it.next())
live.append("b", "2")
out.push(it.next(), it.next(), [...live.values()], [...live.entries()], [...live])
const seen = []
live.forEach(function (v, k, self) {
  seen.push([k, v, self === live, this.tag])
}, { tag: "t" })
out.push(seen)
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name + ": " + e.message + " " + e.code
  }
}
out.push(err(() => live.append("x")), err(() => live.get()), err(() => new URLSearchParams([["a"]])), err(() => new URLSearchParams([1])), err(() => live.forEach(5)), err(() => URLSearchParams.prototype.get.call({}, "a")), err(() => URLSearchParams()))
out.push(Object.prototype.toString.call(live), Object.prototype.toString.call(live.keys()), typeof live.keys().next, live[Symbol.iterator] === live.entries)
return out
