/*---
{
  "description": "GetSubstitution: $0 and $00 stay literal, $01 is group 1, $10 falls back to $1 then 0, $< without groups is literal",
  "expect": {"ok": true, "value": ["a[$0|$00|$1|$<x>|$]c","a[b|b0|$2|$001]c","k-j-abl","a[b||$<x]c","acab$c"]}
}
---*/
const s = "abc"
return [
  s.replace(/b/, "[$0|$00|$1|$<x>|$]"),
  s.replace(/(b)/, "[$01|$10|$2|$001]"),
  "abcdefghijkl".replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, "$11-$10-$1$2"),
  s.replace(/(?<x>b)/, "[$<x>|$<y>|$<x]"),
  s.replace("b", "$'$`$&$$"),
]
