/*---
{
  "description": "a sticky regexp tokenizes by matching only at lastIndex, with lookbehind and alternation",
  "expect": {"ok": true, "value": [["id:let","id:x","num:1","op:=","num:42","op:+","id:y"],0,"a",2,"a","XXba",null]}
}
---*/
const tok = /\s*(?:(\d+)|([a-z]+)|(.))/y
const out = []
let m
while ((m = tok.exec("let x1 = 42+y")) !== null) out.push(m[1] ? "num:" + m[1] : m[2] ? "id:" + m[2] : "op:" + m[3])
const lb = /(?<=x)a/y
lb.lastIndex = 1
const alt = /a|ab/y
alt.lastIndex = 1
return [out, tok.lastIndex, lb.exec("xa")[0], lb.lastIndex, alt.exec("xab")[0], "aaba".replace(/a/gy, "X"), "baaa".match(/a/gy)]
