/*---
{
  "description": "Object.fromEntries on arrays of plain [key, value] arrays (done natively) keeps key order, later duplicates, symbol, __proto__ and primitive keys; short entries, getters, object keys, a replaced iterator and Maps take the specified steps",
  "expect": { "ok": true, "value": [["0","1","2","b","a","__proto__","true","null","undefined","1.5"],3,"sym",true,true,"z","{\"x\":1}","{}","{\"k\":1}","{\"g\":\"got\"}","{\"c\":3}","{\"m\":1}","TypeError"] }
}
---*/
const s = Symbol("s")
const r1 = Object.fromEntries([["b", 1], ["a", 2], [2, "two"], [1, "one"], ["b", 3], [s, "sym"], ["__proto__", 5], [true, "t"], [null, "n"], [undefined, "u"], [1.5, "f"], [-0, "z"]])
const out = [Object.keys(r1), r1.b, r1[s], Object.getPrototypeOf(r1) === Object.prototype, Object.hasOwn(r1, "__proto__"), r1["0"]]
out.push(JSON.stringify(Object.fromEntries([["x", 1, 2, 3], ["y"].concat([undefined])])))
// not plain: short entry, holes, getters, objects as keys, iterator replaced
out.push(JSON.stringify(Object.fromEntries([["a"]])))
out.push(JSON.stringify(Object.fromEntries([[{ toString() { return "k" } }, 1]])))
const withGetter = ["g", 0]; Object.defineProperty(withGetter, 1, { get() { return "got" } })
out.push(JSON.stringify(Object.fromEntries([withGetter])))
const custom = [["a", 1]]; custom[Symbol.iterator] = function* () { yield ["c", 3] }
out.push(JSON.stringify(Object.fromEntries(custom)))
out.push(JSON.stringify(Object.fromEntries(new Map([["m", 1]]))))
try { Object.fromEntries([1]) } catch (e) { out.push(e.constructor.name) }
return out
