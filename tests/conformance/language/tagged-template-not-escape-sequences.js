/*---
{
  "description": "a tagged template's cooked string is undefined for the NotEscapeSequences \\8, \\9 and \\0 before a digit (as for other invalid escapes), while \\0 alone and an escaped backslash before 8 cook normally; raw strings are kept",
  "expect": { "ok": true, "value": [[null, "\\8"], [null, "\\9"], [null, "\\08"], [null, "\\01"], [null, "\\u{g"], [null, "\\xg"], ["\u0000", "\\0"], ["\\8", "\\\\8"], ["a", "a"]] }
}
---*/
const tag = (s) => [s[0], s.raw[0]]
return [tag`\8`, tag`\9`, tag`\08`, tag`\01`, tag`\u{g`, tag`\xg`, tag`\0`, tag`\\8`, tag`a${1}b`]
