const o = { a: { b: null }, f() { return 1 } }
let v = o?.a?.b ?? "default"
v ||= 1
v &&= 2
v ??= 3
o.a.b ??= 4
const t = typeof missing
const d = delete o.a.b
const u = o.g?.() ?? o.f?.()
let i = 0
const post = i++
const pre = --i
o.a.n = (o.a.n ?? 0) + 1
v = !v || (v && i > 1)
2 ** 10 % 7
