/*---
{
  "description": "chains of calls with no frame in between (Function.prototype.call of call, bound functions of bound functions, called and constructed) run without overflowing the native stack",
  "expect": {"ok": true, "value": [1, 1, 2, true, true]}
}
---*/
const call = Function.prototype.call
const one = () => 1
let args = [one]
for (let i = 0; i < 300; i++) args = [call, ...args]
const viaCall = call.apply(call, args)
function F() { this.a = 2 }
function G(x) { return x }
let bf = F
let bg = G
for (let i = 0; i < 300; i++) {
  bf = bf.bind(null)
  bg = bg.bind(undefined)
}
const made = new bf()
return [viaCall, bg(1), made.a, made instanceof bf, made instanceof F]
