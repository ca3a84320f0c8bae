/*---
{
  "description": "Ops the fast tier takes since the literal, concatenation and computed-key work: computed string keys written and read (new, overwritten, index-like, __proto__, a frozen object, a setter and a getter on the chain), array elements written by index (overwrite, append, a hole, a frozen array, an index setter on Array.prototype), concatenation and ToString of primitives in templates (a symbol throws), and object and array literals with holes in a loop",
  "expect": {"ok": true, "value": [8725, "0,1,2,k0,k1", "idx1", null, 1, 0, 1, null, 3, "KID", "KID", "KID", "0|1|2", "name", 9, false, false, "0,10,20,30,40,50,,,80", "1,2", 3, 5, 1, "1,1,1,,1", 533, "0:true:null:undefined:0;1:false:null:und", "xxxxxxxxxx0y1y2y3y4y5y6y7y8y9y", true, "{\"i\":4,\"list\":[4,null,5],\"nested\":[[4]]}", false, 5]}
}
---*/
const r = []
// dynamic string keys: new, overwritten, read back, an index-like key, __proto__, a frozen object
const d = {}
for (let i = 0; i < 200; i++) d["k" + (i % 50)] = i
for (let i = 0; i < 3; i++) d[String(i)] = "idx" + i
let s = 0
for (let i = 0; i < 50; i++) s += d["k" + i]
r.push(s, Object.keys(d).slice(0, 5).join(","), d["1"], d["nope" + 1])
const p = {}
for (let i = 0; i < 2; i++) p["__proto__"] = { inherited: i }
r.push(p.inherited, Object.keys(p).length)
const fz = Object.freeze({ a: 1 })
let threw = 0
for (let i = 0; i < 3; i++) { try { fz["a"] = 2; fz["b" + i] = 3 } catch (e) { threw++ } }
r.push(fz.a, fz.b0, threw)
// a setter and a getter on the chain reached through computed string keys
let seen = []
const base = { set tag(v) { seen.push(v) }, get shout() { return this.name.toUpperCase() } }
const kid = Object.create(base)
kid.name = "kid"
for (let i = 0; i < 3; i++) { kid["ta" + "g"] = i; r.push(kid["sh" + "out"]) }
r.push(seen.join("|"), Object.keys(kid).join())
// array elements written by index: overwrite, append, a hole left, past the end, frozen, an index setter
const a = [1, 2, 3]
for (let i = 0; i < 6; i++) a[i] = i * 10
a[8] = 80
r.push(a.length, 6 in a, 7 in a, a.join())
const fa = Object.freeze([1, 2])
let ft = 0
for (let i = 0; i < 3; i++) { try { fa[i] = 9 } catch (e) { ft++ } }
r.push(fa.join(), ft)
let hits = 0
Object.defineProperty(Array.prototype, "3", { set(v) { hits += v }, configurable: true })
const b = [0, 1, 2]
for (let i = 0; i < 5; i++) b[i] = 1
delete Array.prototype[3]
r.push(b.length, hits, b.join())
// concatenation and ToString of primitives in templates, constants as atoms
let t = ""
for (let i = 0; i < 20; i++) t += `${i}:${i % 2 === 0}:${null}:${undefined}:${1.5 * i};`
r.push(t.length, t.slice(0, 40))
let u = ""
for (let i = 0; i < 10; i++) u = "x" + u + i + "y"
r.push(u)
try { for (let i = 0; i < 3; i++) t += `${Symbol("s")}` } catch (e) { r.push(e instanceof TypeError) }
// literals in a loop
const objs = []
for (let i = 0; i < 5; i++) objs.push({ i, list: [i, , i + 1], nested: [[i]] })
r.push(JSON.stringify(objs[4]), 1 in objs[2].list, objs.length)
return r
