/*---
{
  "description": "with no limits set, an array longer than 10,000,000 elements is refused before it is built",
  "expect": { "ok": true, "value": [
    ["RangeError", "Invalid array length"],
    ["RangeError", "Invalid array length"],
    ["RangeError", "Invalid array length"],
    ["RangeError", "Invalid array length"],
    ["RangeError", "Invalid array length"],
    10000000
  ] }
}
---*/
const tries = [
  () => Array.from({ length: 3e7 }),
  () => new Array(10000001),
  () => { const a = []; a.length = 2e7; return a },
  () => { const a = []; a[10000000] = 1; return a },
  () => { const a = [1]; a.length = 10000000; a.push(2); return a },
]
const out = tries.map((f) => {
  try {
    f()
    return "no error"
  } catch (e) {
    return [e.name, e.message]
  }
})
const ok = []
ok.length = 10000000
out.push(ok.length)
return out
