// bulk: toSpliced / with / toReversed copies of a 1e5-element array, a few times each
const a = []
for (let i = 0; i < 100000; i++) a.push(i)
let n = 0
for (let r = 0; r < 10; r++) {
  n += a.toSpliced(r, 2, -1, -2, -3).length
  n += a.toSpliced(50000, 100).length
  n += a.with(r, -r).length
  n += a.toReversed()[r]
}
return n
