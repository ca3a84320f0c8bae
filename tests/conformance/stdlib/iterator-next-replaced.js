/*---
{
  "description": "a replaced next of a built-in iterator prototype is what for-of, spread, Array.from and destructuring call (the native fast paths step the iterator only while next is the original); a getter on next is read once per loop",
  "expect": { "ok": true, "value": [[7, 8], 3, [1, 2], 6, [3, 4], 9, 11, 11, 10, [1, 2, 3], 1, [4, 5], 2, [[1, 2]], [3], 2, ["a", "b"], 3, [9], ["z"], 22] }
}
---*/
const out = []
const AIP = Object.getPrototypeOf([][Symbol.iterator]())
const aNext = AIP.next
let calls = 0
AIP.next = function () { calls++; return aNext.call(this) }
const got = []
for (const x of [7, 8]) got.push(x)
out.push(got, calls)
out.push([...[1, 2]], calls)
out.push(Array.from([3, 4]), calls)
const [a, b] = [5, 6]
out.push(a + b, calls)
AIP.next = function () { return { done: calls++ > 20, value: 'x' } }
out.push([...[1]].length)
AIP.next = aNext
let reads = 0
Object.defineProperty(AIP, 'next', { get() { reads++; return aNext }, configurable: true })
const viaGetter = []
for (const x of [1, 2, 3]) viaGetter.push(x)
out.push(viaGetter, reads, [...[4, 5]], reads)
Object.defineProperty(AIP, 'next', { value: aNext, writable: true, configurable: true })
const MIP = Object.getPrototypeOf(new Map()[Symbol.iterator]())
const mNext = MIP.next
let mcalls = 0
MIP.next = function () { mcalls++; return mNext.call(this) }
out.push([...new Map([[1, 2]])], [...new Set([3])], mcalls)
MIP.next = mNext
const SIP = Object.getPrototypeOf(''[Symbol.iterator]())
const sNext = SIP.next
let scalls = 0
SIP.next = function () { scalls++; return sNext.call(this) }
out.push([...'ab'], scalls)
SIP.next = sNext
out.push([...[9]], [...'z'], calls)
return out
