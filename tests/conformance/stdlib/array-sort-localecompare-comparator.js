/*---
{
  "description": "comparators that only call localeCompare on the same key of both parameters (alone or after differences in a || chain) sort natively when the keys are strings and localeCompare is the original; otherwise they are called",
  "expect": {"ok": true, "value": {"plain": " 10 9 a-b ab apple Apple banana Banana eclair éclair pear resume résumé zebra Zebra", "plainDesc": "Zebra zebra résumé resume pear éclair eclair Banana banana Apple apple ab a-b 9 10 ", "field": "/13 10/9 9/10 a-b/11 ab/12 apple/2 Apple/1 banana/7 Banana/8 eclair/4 éclair/3 pear/0 resume/15 résumé/14 zebra/6 Zebra/5", "nested": "Zebra/5 zebra/6 résumé/14 resume/15 pear/0 éclair/3 eclair/4 Banana/8 banana/7 Apple/1 apple/2 ab/12 a-b/11 9/10 10/9 /13", "chain": "a-b/11 apple/2 Banana/8 résumé/14 Zebra/5 /13 9/10 Apple/1 banana/7 eclair/4 10/9 ab/12 éclair/3 pear/0 resume/15 zebra/6", "chain2": "/13 10/9 9/10 a-b/11 ab/12 apple/2 Apple/1 banana/7 Banana/8 eclair/4 éclair/3 pear/0 resume/15 résumé/14 zebra/6 Zebra/5", "stable": "a/1 a/3 b/0 b/2 c/4", "numberKey": "TypeError", "stringObject": "[\"a\",\"b\"]", "getter": "[\"a\",\"b\",\"c\"]true", "patched": "cbatrue", "restored": "abc"}}
}
---*/
const words = ["pear", "Apple", "apple", "éclair", "eclair", "Zebra", "zebra", "banana", "Banana", "10", "9", "a-b", "ab", "", "résumé", "resume"]
const recs = words.map((w, i) => ({ w, i, n: i % 3, inner: { w } }))
const ws = (xs) => xs.map((r) => r.w + "/" + r.i).join(" ")
const out = {}
out.plain = [...words].sort((a, b) => a.localeCompare(b)).join(" ")
out.plainDesc = [...words].sort((a, b) => b.localeCompare(a)).join(" ")
out.field = ws([...recs].sort((a, b) => a.w.localeCompare(b.w)))
out.nested = ws([...recs].sort((x, y) => y.inner.w.localeCompare(x.inner.w)))
out.chain = ws([...recs].sort((a, b) => b.n - a.n || a.w.localeCompare(b.w)))
out.chain2 = ws([...recs].sort((a, b) => a.w.localeCompare(b.w) || b.i - a.i))
// Duplicates keep their order (stable).
const dups = ["b", "a", "b", "a", "c"].map((w, i) => ({ w, i }))
out.stable = ws(dups.sort((a, b) => a.w.localeCompare(b.w)))
// Fallbacks: a key that is not a string, a String object, a getter, a patched localeCompare.
out.numberKey = (() => { try { return JSON.stringify([{ w: 2 }, { w: 1 }].sort((a, b) => a.w.localeCompare(b.w))) } catch (e) { return e.constructor.name } })()
out.stringObject = JSON.stringify([{ w: new String("b") }, { w: "a" }].sort((a, b) => a.w.localeCompare(b.w)).map((r) => String(r.w)))
let gets = 0
out.getter = JSON.stringify([{ w: "c" }, { get w() { gets++; return "a" } }, { w: "b" }].sort((a, b) => a.w.localeCompare(b.w)).map((r) => r.w)) + (gets > 0)
const original = String.prototype.localeCompare
let calls = 0
String.prototype.localeCompare = function (other) { calls++; return original.call(other, this) }
out.patched = ["a", "c", "b"].sort((a, b) => a.localeCompare(b)).join("") + (calls > 0)
String.prototype.localeCompare = original
out.restored = ["a", "c", "b"].sort((a, b) => a.localeCompare(b)).join("")
return out
