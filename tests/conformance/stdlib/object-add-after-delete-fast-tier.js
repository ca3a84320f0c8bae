/*---
{
  "description": "properties added after deletions from an object large enough for a hash index (named and computed writes in a loop, a prototype shared by typed arrays) keep their values and leave the other properties alone",
  "expect": {"ok": true, "value": [[["k0", 0], ["k1", 1], ["k2", 2], ["k4", 4], ["k5", 5], ["k6", 6], ["k8", 8], ["k9", 9], ["k10", 10], ["k11", 11], ["k12", 12], ["k13", 13], ["k14", 14], ["k15", 15], ["k16", 16], ["k17", 17], ["k18", 18], ["k19", 19], ["n0", "v0"], ["n1", "v1"], ["n2", "v2"], ["n3", "v3"], ["n4", "v4"], ["named", "x"]], "v0", 19, "x", 30, 1416, 211, 0, 19, ",test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar,,test,bar", "function", "function", 36]}
}
---*/
const o = {}
for (let i = 0; i < 20; i++) o['k' + i] = i
delete o.k3
delete o.k7
for (let i = 0; i < 5; i++) o['n' + i] = 'v' + i
o.named = 'x'
const out = [Object.entries(o), o.n0, o.k19, o.named]
for (let r = 0; r < 3; r++) {
  for (let i = 0; i < 12; i++) { o['t' + i] = r * 100 + i; if (i % 2) delete o['t' + (i - 1)] }
}
out.push(Object.keys(o).length, Object.values(o).reduce((a, v) => a + (typeof v === 'number' ? v : 0), 0), o.t11, o.k0, o.k19)
const keys = ['1.0', '+1', '1000000000000000000000', '0.0000001']
const TA = Object.getPrototypeOf(Int8Array)
const seen = []
for (const C of [Int8Array, Uint8Array, Float64Array]) {
  for (const key of keys) {
    const sample = new C()
    seen.push(sample[key])
    TA.prototype[key] = 'test'
    seen.push(sample[key])
    sample[key] = 'bar'
    seen.push(sample[key])
    delete TA.prototype[key]
  }
}
out.push(seen.join(), typeof TA.prototype.map, typeof TA.prototype.subarray, Object.getOwnPropertyNames(TA.prototype).length)
return out
