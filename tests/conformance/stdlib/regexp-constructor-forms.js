/*---
{
  "description": "RegExp(re) returns re, new RegExp copies, flags override, regexp-like objects, undefined and null patterns, source escaping",
  "expect": {"ok": true, "value": [true,false,"iy","","/x.y/i","/(?:)/","/null/","/12/g","\\/","a\\nb","[/]","\\/","(?:)","/(?:)/","",null,"dgimsuy",true]}
}
---*/
const re = /a/g
const like = { [Symbol.match]: true, source: "x.y", flags: "i" }
return [
  RegExp(re) === re,
  new RegExp(re) === re,
  new RegExp(re, "iy").flags,
  RegExp(re, "").flags,
  String(new RegExp(like)),
  String(new RegExp(undefined)),
  String(new RegExp(null)),
  String(new RegExp(12, "g")),
  new RegExp("/").source,
  new RegExp("a\nb").source,
  new RegExp("[/]").source,
  new RegExp("\\/").source,
  RegExp("").source,
  String(RegExp.prototype),
  RegExp.prototype.flags,
  RegExp.prototype.global,
  /x/gimsuyd.flags,
  new RegExp("a", "v").unicodeSets,
]
