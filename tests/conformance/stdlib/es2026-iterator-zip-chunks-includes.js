/*---
{
  "description": "Iterator.zip / zipKeyed (joint iteration), Iterator.prototype.chunks / windows (chunking) and includes. note: newer than node 20, values follow the specification",
  "expect": {
    "ok": true,
    "value": ["[[0,1,2],[3,4,5],[6]]", "[[0,1,2],[1,2,3],[2,3,4]]", "[]", "[[0,1]]", true, false, true, false, "[[1,\"a\"],[2,\"b\"]]", "[[1,\"a\"],[2,\"z\"],[3,\"z\"]]", "[{\"a\":1,\"b\":3},{\"a\":2,\"b\":4},{\"b\":5}]", "TypeError", 1, "RangeError", "TypeError", "TypeError", "RangeError", "RangeError", null, 1, 1, 2, 1, true]
  }
}
---*/
const g = function* (n) { for (let i = 0; i < n; i++) yield i }
const out = []
out.push(JSON.stringify([...g(7).chunks(3)]))
out.push(JSON.stringify([...g(5).windows(3)]))
out.push(JSON.stringify([...g(2).windows(3)]))
out.push(JSON.stringify([...g(2).windows(3, "allow-partial")]))
out.push(g(5).includes(3), g(5).includes(3, 4), [NaN].values().includes(NaN), [0].values().includes("0"))
out.push(JSON.stringify([...Iterator.zip([[1, 2, 3], "ab".split("")])]))
out.push(JSON.stringify([...Iterator.zip([[1, 2, 3], ["a"]], { mode: "longest", padding: [0, "z"] })]))
out.push(JSON.stringify([...Iterator.zipKeyed({ a: [1, 2], b: [3, 4, 5] }, { mode: "longest" })]))
// strict mode: unequal lengths throw and the longer iterator is closed
let closed = 0
const long = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: i++, done: i > 2 }), return() { closed++; return {} } } } }
try { [...Iterator.zip([[1], long], { mode: "strict" })] } catch (e) { out.push(e.constructor.name, closed) }
try { g(3).chunks(0) } catch (e) { out.push(e.constructor.name) }
try { g(3).chunks(1.5) } catch (e) { out.push(e.constructor.name) }
try { g(3).windows(2, "partial") } catch (e) { out.push(e.constructor.name) }
try { g(3).drop(2 ** 53) } catch (e) { out.push(e.constructor.name) }
try { g(3).includes(1, -1) } catch (e) { out.push(e.constructor.name) }
out.push(Object.getPrototypeOf(Iterator.zipKeyed({ a: [1] }).next().value))
out.push(Iterator.prototype.chunks.length, Iterator.prototype.windows.length, Iterator.zip.length + Iterator.zipKeyed.length, Iterator.prototype.includes.length)
out.push(Iterator.zip([]).next().done)
return out
