/*---
{
  "description": "with u, matching never starts inside a surrogate pair and empty matches advance by code point",
  "expect": {"ok": true, "value": [[0,2,2],[1,1,2],[0,0],7,9,true,false,true]}
}
---*/
const u = /./gu
u.lastIndex = 1
const m = u.exec("\u{1F600}x")
const n = /./g
n.lastIndex = 1
const k = n.exec("\u{1F600}x")
const y = /(?:)/uy
y.lastIndex = 1
return [
  [m.index, m[0].length, u.lastIndex],
  [k.index, k[0].length, n.lastIndex],
  [y.exec("\u{1F600}").index, y.lastIndex],
  "\u{1F600}\u{1F600}".replace(/(?:)/gu, "-").length,
  "\u{1F600}\u{1F600}".replace(/(?:)/g, "-").length,
  /^.$/u.test("\u{1F600}"),
  /\udc00/u.test("\ud800\udc00"),
  /\udc00/.test("\ud800\udc00"),
]
