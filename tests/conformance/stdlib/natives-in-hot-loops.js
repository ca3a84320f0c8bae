/*---
{
  "description": "Natives called in hot loops (the fast tier calls a native itself since the push/pop work): values stored in place, more than four arguments, a native's throw caught in the loop, natives that call back into the program (map, call, apply, Reflect.apply, sort), a callback's throw through a native, a method replaced by a closure mid-loop, a constructor called without new, and tool calls in a loop",
  "tools": {"echo": {"fixture": "echo"}},
  "expect": {"ok": true, "value": [90328,300,50,"TypeError",21200,10,"000102030405060708091011121314151617181920212223242526272829","0,1,2,3,4,50,60,70,80,90",5,"40","41","42",true,0,1,2]},
  "toolCalls": ["echo", "echo", "echo"]
}
---*/
const r = []
// values: push / pop / Math in a hot loop
const st = []
let s = 0
for (let i = 0; i < 300; i++) {
  st.push(i, i + 1)
  s += st.pop() + Math.max(i, 7) + Math.min(1, 2, 3, 4, 5, 6)
}
r.push(s, st.length)
// a native that throws, caught in the loop: the error is a TypeError from the native's line
let caught = 0, msg = ""
for (let i = 0; i < 50; i++) {
  try {
    if (i % 10 === 0) JSON.parse("{bad")
    else Symbol.prototype.toString.call(i)
  } catch (e) {
    caught++
    msg = e.constructor.name
  }
}
r.push(caught, msg)
// natives that call back into the program: map, call, apply, Reflect.apply, sort with a comparator
let t = 0
function add(a, b) { return this.base + a + b }
for (let i = 0; i < 100; i++) {
  t += [i, 1].map((x) => x * 2)[0]
  t += add.call({ base: 1 }, i, 2)
  t += add.apply({ base: 2 }, [i, 3])
  t += Reflect.apply(add, { base: 3 }, [1, 1])
  t += [3, 1, 2].sort((a, b) => a - b)[0]
}
r.push(t)
// a callback that throws through the native, caught outside it
let through = 0
for (let i = 0; i < 20; i++) {
  try {
    [1, 2].forEach((x) => { if (x === 2 && i % 2) throw new RangeError("cb " + i) })
  } catch (e) {
    through += e instanceof RangeError ? 1 : 100
  }
}
r.push(through)
// a native whose result depends on `this` and arguments read from registers at the call
const words = []
for (let i = 0; i < 30; i++) words.push(String(i).padStart(3, "0").slice(1))
r.push(words.join(""))
// a method replaced mid-loop: the next call finds the closure
const arr = []
let calls = 0
for (let i = 0; i < 10; i++) {
  if (i === 5) arr.push = function (x) { calls++; return Array.prototype.push.call(this, x * 10) }
  arr.push(i)
}
r.push(arr.join(","), calls)
// a native that is a constructor called without new, and the Error stack line of a native's throw
let line = 0
for (let i = 0; i < 3; i++) {
  r.push(String(Number("4" + i)))
  try { null.x } catch (e) { line = 1 }
}
try {
  for (let i = 0; i < 5; i++) [].reduce((a, b) => a + b)
} catch (e) {
  r.push(e instanceof TypeError)
}
// tool calls in a loop (the call is a native whose outcome is a host call)
for (let i = 0; i < 3; i++) r.push((await tools.echo({ i })).i)
return r
