/*---
{
  "description": "An anonymous function assigned to a parenthesized identifier gets no name (the target is not an IdentifierReference as written); a plain target and a parenthesized value still name it",
  "expect": {"ok": true, "value": ["", "", "", "h", "k", "m"]}
}
---*/
var fn; (fn) = function () {}
let g; (g) = () => 1
let c; (c) ??= class {}
let h; h = function () {}
let k; k = (function () {})
let m; m ||= () => 2
return [fn.name, g.name, c.name, h.name, k.name, m.name]
