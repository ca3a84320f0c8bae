/*---
{
  "description": "quantified assertions and invalid unicode-mode escapes are SyntaxErrors; Annex B lenience applies without u",
  "expect": {"ok": true, "value": ["SyntaxError: Invalid regular expression: /\\b*/: Nothing to repeat","SyntaxError: Invalid regular expression: /\\B{2}/: Nothing to repeat","SyntaxError: Invalid regular expression: /^*/: Nothing to repeat","SyntaxError: Invalid regular expression: /(?<=a)*/: Invalid quantifier","ok","SyntaxError: Invalid regular expression: /(?=a)*/u: Invalid quantifier","SyntaxError: Invalid regular expression: /\\u00/u: Invalid Unicode escape","ok","SyntaxError: Invalid regular expression: /\\x4/u: Invalid escape","ok","SyntaxError: Invalid regular expression: /\\k<n>/u: Invalid named capture referenced","ok","SyntaxError: Invalid regular expression: /]/u: Lone quantifier brackets","ok","SyntaxError: Invalid regular expression: /\\-/u: Invalid escape","ok","SyntaxError: Invalid regular expression: /\\c1/u: Invalid Unicode escape","ok"]}
}
---*/
const tries = [["\\b*", ""], ["\\B{2}", ""], ["^*", ""], ["(?<=a)*", ""], ["(?=a)*", ""], ["(?=a)*", "u"], ["\\u00", "u"], ["\\u00", ""], ["\\x4", "u"], ["\\x4", ""], ["\\k<n>", "u"], ["\\k<n>", ""], ["]", "u"], ["]", ""], ["\\-", "u"], ["[\\-]", "u"], ["\\c1", "u"], ["\\c1", ""]]
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
