function classify(n) {
  if (n < 0) return "neg"
  else if (n === 0) return "zero"
  else if (n < 10) return "small"
  else return "big"
}
function sw(v) {
  switch (v) {
    case 1:
    case 2:
      return "low"
    default:
      v = 0
    case 3: {
      let w = v
      return w
    }
  }
}
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j === 1) continue outer
    if (i === 2) break outer
  }
}
block: {
  if (classify(1)) break block
}
let n = sw(1)
while (n < 5) n++
do { n-- } while (n > 0 && n !== 3)
