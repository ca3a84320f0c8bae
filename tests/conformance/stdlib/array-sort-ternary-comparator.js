/*---
{
  "description": "comparators written as comparisons of keys (ternaries, if statements, equality first, mixed with differences and localeCompare) give the order their calls would; inconsistent ones (never 0 for equal keys) and ones on mixed key types are called",
  "expect": {"ok": true, "value": {"ternary": "8,9,10,1,5,12,4,11,3,2,0,7,6", "ternaryDesc": "6,0,7,2,3,11,4,12,5,1,10,9,8", "ifs": "8,9,10,1,5,12,4,11,3,2,0,7,6", "eqFirst": "8,9,10,1,5,12,4,11,3,2,0,7,6", "gtFirst": "8,9,10,1,5,12,4,11,3,2,0,7,6", "numbers": "0,5,10,3,8,1,6,11,4,9,2,7,12", "thenName": "8,12,4,0,9,1,5,10,2,6,11,3,7", "ifChain": "11,3,7,10,2,6,9,1,5,8,12,4,0", "localeThenNumber": "8,9,10,12,4,1,11,3,5,2,7,0,6", "inconsistent": true, "mixed": "[\"b\",2,\"a\",1]", "nan": "[3,null,1,2]", "signedZero": "[2,0,1]"}}
}
---*/
const names = ["delta", "Alpha", "charlie", "bravo", "alpha", "Bravo", "echo", "delta", "", "10", "9", "b", "a"]
const rs = names.map((name, i) => ({ name, i, n: i % 4, s: { v: (i * 7) % 5 } }))
const ids = (xs) => xs.map((r) => r.i).join(",")
const out = {}
out.ternary = ids([...rs].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
out.ternaryDesc = ids([...rs].sort((a, b) => a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
out.ifs = ids([...rs].sort((a, b) => {
  if (a.name < b.name) return -1
  if (a.name > b.name) return 1
  return 0
}))
out.eqFirst = ids([...rs].sort((a, b) => a.name === b.name ? 0 : a.name < b.name ? -1 : 1))
out.gtFirst = ids([...rs].sort((a, b) => (a.name > b.name) ? 1 : (b.name > a.name) ? -1 : 0))
out.numbers = ids([...rs].sort((a, b) => a.s.v < b.s.v ? -1 : a.s.v > b.s.v ? 1 : 0))
out.thenName = ids([...rs].sort((a, b) => a.n - b.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
out.ifChain = ids([...rs].sort((a, b) => {
  if (a.n !== b.n) return b.n - a.n
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return 0
}))
out.localeThenNumber = ids([...rs].sort((a, b) => a.name.localeCompare(b.name) || b.i - a.i))
// Inconsistent: never 0 for equal keys (the calls decide; equal keys are the point of the test).
out.inconsistent = ids([...rs].sort((a, b) => (a.n > b.n ? 1 : -1))).length > 0
// Mixed key types, NaN: called as always.
out.mixed = JSON.stringify([{ k: "b" }, { k: 2 }, { k: "a" }, { k: 1 }].sort((a, b) => a.k < b.k ? -1 : a.k > b.k ? 1 : 0).map((r) => r.k))
out.nan = JSON.stringify([{ k: 3 }, { k: NaN }, { k: 1 }, { k: 2 }].sort((a, b) => a.k < b.k ? -1 : a.k > b.k ? 1 : 0).map((r) => r.k))
out.signedZero = JSON.stringify([{ k: 0, i: 0 }, { k: -0, i: 1 }, { k: -1, i: 2 }].sort((a, b) => a.k < b.k ? -1 : a.k > b.k ? 1 : 0).map((r) => r.i))
return out
