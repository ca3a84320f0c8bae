/*---
{
  "description": "A tagged template's \\u{…} escape with a numeric separator is a NotEscapeSequence: cooked undefined, raw kept (an untagged one is a SyntaxError)",
  "expect": {"ok": true, "value": [null, "\\u{1_0}", 16]}
}
---*/
const cooked = (s) => s[0]
const raw = (s) => s.raw[0]
return [cooked`\u{1_0}`, raw`\u{1_0}`, cooked`\u{10}`.charCodeAt(0)]
