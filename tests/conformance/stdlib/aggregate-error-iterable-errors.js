/*---
{
  "description": "AggregateError lists any iterable as its errors (a Set, a generator, a string), after the message and the cause, and a throwing iterator propagates",
  "expect": {"ok": true, "value": [[1, 2], ["a", "b"], ["x", "y"], ["msg", "cause", "iter", "next"], "boom", false]}
}
---*/
const seq = []
const fromSet = new AggregateError(new Set([1, 2])).errors
const fromGen = new AggregateError((function* () { yield 'a'; yield 'b' })()).errors
const fromString = new AggregateError('xy').errors
const errs = { [Symbol.iterator]() { seq.push('iter'); return { next() { seq.push('next'); return { done: true } } } } }
new AggregateError(errs, { toString() { seq.push('msg'); return '' } }, { get cause() { seq.push('cause'); return 1 } })
let thrown
try { new AggregateError({ [Symbol.iterator]() { throw new Error('boom') } }) } catch (e) { thrown = e.message }
const e = new AggregateError(new Set([3]))
return [fromSet, fromGen, fromString, seq, thrown, Object.getOwnPropertyDescriptor(e, 'errors').enumerable]
