/*---
{
  "description": "the constructors of async, generator and async generator functions are their own intrinsics below Function (name, length, non-writable prototype and constructor links, toStringTag), and, like Function, cannot compile code in code mode. note: node compiles the argument where code mode throws a TypeError; the oracle replaces the Function global with a stand-in, so node answers false for the two checks against Function that ECMA-262 (27.3.2, 27.4.2, 27.7.2: [[Prototype]] is %Function%) makes true",
  "expect": { "ok": true, "value": [[false, "AsyncFunction", 1, true, true, true, "0,0,0", "0,0,1", "AsyncFunction", true], [false, "GeneratorFunction", 1, true, true, true, "0,0,0", "0,0,1", "GeneratorFunction", true], [false, "AsyncGeneratorFunction", 1, true, true, true, "0,0,0", "0,0,1", "AsyncGeneratorFunction", true], "TypeError", "TypeError"] }
}
---*/
const attrs = (o, k) => { const x = Object.getOwnPropertyDescriptor(o, k); return [x.writable, x.enumerable, x.configurable].map(Number).join() }
const kinds = [async function () {}, function* () {}, async function* () {}]
const out = kinds.map((f) => {
  const C = f.constructor
  const P = Object.getPrototypeOf(f)
  return [C === Function, C.name, C.length, Object.getPrototypeOf(C) === Function, C.prototype === P, P.constructor === C, attrs(C, "prototype"), attrs(P, "constructor"), P[Symbol.toStringTag], C instanceof Function]
})
for (const f of [kinds[0].constructor, kinds[1].constructor]) {
  try { f("return 1"); out.push("compiled") } catch (e) { out.push(e.constructor.name) }
}
return out
