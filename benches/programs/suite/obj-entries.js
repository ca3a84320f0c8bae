// objects: Object.keys / values / entries / fromEntries / assign / spread on 1e4 keys, 10 times
const o = {}
for (let i = 0; i < 10000; i++) o["k" + i] = i
let n = 0
for (let r = 0; r < 10; r++) {
  n += Object.keys(o).length + Object.values(o).length
  const back = Object.fromEntries(Object.entries(o))
  const c = { ...back, extra: 1 }
  n += Object.assign({}, c).extra
}
return n
