/*---
{
  "description": "sort with a comparator that is called (records by a field, ties kept in order): every size around the runs of 8 and the merges (1 to 40, 100, 257, 1000), ascending and descending, keys with many ties and all equal, already sorted and reversed input; a comparator with one parameter, one that reads arguments, ones returning booleans, strings, NaN and -0 for equal elements, and one that throws midway (the array left a permutation of its elements)",
  "expect": {"ok": true, "value": [172, 172, 14413, "5,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3,2,3,8,4", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", "1,1,2,2,3,3,3,4,4,5,5,5,5,6,7,8,8,9,9,9", true, "stop at 30", true]}
}
---*/
let seed = 11
const rnd = () => (seed = (seed * 48271) % 2147483647)
const check = (xs, key) => {
  for (let i = 1; i < xs.length; i++) {
    const a = key(xs[i - 1]), b = key(xs[i])
    if (a > b || (a === b && xs[i - 1].id > xs[i].id)) return false
  }
  return true
}
const out = []
const sizes = []
for (let n = 1; n <= 40; n++) sizes.push(n)
sizes.push(100, 257, 1000)
let good = 0
let sum = 0
for (const n of sizes) {
  for (const mod of [3, 1000, 1]) {
    const rs = Array.from({ length: n }, (_, id) => ({ id, k: rnd() % mod }))
    const asc = rs.slice().sort((a, b) => a.k - b.k)
    const desc = rs.slice().sort((a, b) => b.k - a.k || a.id - b.id)
    if (check(asc, (r) => r.k) && check(desc, (r) => -r.k)) good++
    sum += asc[n >> 1].id * 3 + desc[n - 1].id
  }
  const sorted = Array.from({ length: n }, (_, id) => ({ id, k: id }))
  const rev = sorted.slice().reverse()
  if (check(sorted.slice().sort((a, b) => a.k - b.k), (r) => r.k) && check(rev.sort((a, b) => a.k - b.k), (r) => r.k)) good++
}
out.push(good, sizes.length * 4, sum)
const nums = [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4]
out.push(nums.slice().sort((a) => 0).join())
out.push(nums.slice().sort(function () { return arguments[0] - arguments[1] }).join())
out.push(nums.slice().sort((a, b) => (a > b ? true : a < b ? -1 : false)).join())
out.push(nums.slice().sort((a, b) => String(a - b)).join())
out.push(nums.slice().sort((a, b) => (a === b ? NaN : a - b)).join())
out.push(nums.slice().sort((a, b) => (a === b ? -0 : a - b)).join())
const m = nums.slice()
let calls = 0
m.sort((a, b) => { calls++; return a - b })
out.push(m.join(), calls > 0)
const t = nums.slice()
let n = 0
try {
  t.sort((a, b) => { if (++n === 30) throw new Error("stop at " + n); return a - b })
} catch (e) {
  out.push(e.message)
}
out.push(t.slice().sort((a, b) => a - b).join() === nums.slice().sort((a, b) => a - b).join())
return out
