const key = "k"
const base = { a: 1 }
const o = {
  key,
  [key + 1]: 2,
  "quoted": 3,
  4: "four",
  __proto__: base,
  ...base,
  method() { return super.a },
  get g() { return 1 },
  [Symbol.iterator]: function* () {},
}
const arr = [1, , ...o.key, 3]
o
