/*---
{
  "description": "invalid patterns and flags throw SyntaxError with V8's messages",
  "expect": {"ok": true, "value": ["SyntaxError: Invalid regular expression: /(/: Unterminated group","SyntaxError: Invalid regular expression: /(/g: Unterminated group","SyntaxError: Invalid regular expression: /)/: Unmatched ')'","SyntaxError: Invalid regular expression: /[/: Unterminated character class","SyntaxError: Invalid regular expression: /a**/: Nothing to repeat","SyntaxError: Invalid regular expression: /a{2,1}/: numbers out of order in {} quantifier","SyntaxError: Invalid regular expression: /\\/: \\ at end of pattern","SyntaxError: Invalid regular expression: /[b-a]/: Range out of order in character class","SyntaxError: Invalid regular expression: /(?<n>a)(?<n>b)/: Duplicate capture group name","SyntaxError: Invalid regular expression: /\\p{Nope}/u: Invalid property name","SyntaxError: Invalid flags supplied to RegExp constructor 'gg'","SyntaxError: Invalid flags supplied to RegExp constructor 'z'","SyntaxError: Invalid flags supplied to RegExp constructor 'uv'"]}
}
---*/
const tries = [["(", ""], ["(", "g"], [")", ""], ["[", ""], ["a**", ""], ["a{2,1}", ""], ["\\", ""], ["[b-a]", ""], ["(?<n>a)(?<n>b)", ""], ["\\p{Nope}", "u"], ["a", "gg"], ["a", "z"], ["a", "uv"]]
const out = []
for (const [p, f] of tries) {
  try {
    new RegExp(p, f)
    out.push("ok")
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
return out
