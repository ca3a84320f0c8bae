const o = { a: 1 }
for (const k in o) console.log(k)
for (let [k, v] of Object.entries(o)) console.log(k, v)
let last
for (last of [1, 2, 3]);
async function f(xs) {
  for await (const x of xs) {
    if (x) return x
  }
}
last + f([])
