/*---
{
  "description": "Array.fromAsync reads Symbol.asyncIterator and Symbol.iterator once each, and closes a sync source whose value rejects or whose mapper throws",
  "expect": { "ok": true, "value": [["get asyncIterator", "get iterator"], [0, 2, 4], "closed 1 no", "closed 1 mapper"] }
}
---*/
const reads = []
function* gen() {
  for (let i = 0; i < 3; i++) yield i * 2
}
const items = {
  get [Symbol.asyncIterator]() {
    reads.push("get asyncIterator")
    return undefined
  },
  get [Symbol.iterator]() {
    reads.push("get iterator")
    return gen
  },
}
const out = [reads, await Array.fromAsync(items)]
let closed = 0
function* source() {
  try {
    yield Promise.reject("no")
  } finally {
    closed++
  }
}
try {
  await Array.fromAsync(source())
} catch (e) {
  out.push("closed " + closed + " " + e)
}
closed = 0
function* plain() {
  try {
    yield 1
    yield 2
  } finally {
    closed++
  }
}
try {
  await Array.fromAsync(plain(), () => {
    throw "mapper"
  })
} catch (e) {
  out.push("closed " + closed + " " + e)
}
return out
