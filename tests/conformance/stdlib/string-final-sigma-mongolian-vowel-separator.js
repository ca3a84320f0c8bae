/*---
{
  "description": "Final_Sigma skips U+180E MONGOLIAN VOWEL SEPARATOR (case-ignorable) on both sides",
  "expect": { "ok": true, "value": ["a\u180eς", "a\u180eσb", "a\u180eς\u180e"] }
}
---*/
return ["A\u180EΣ".toLowerCase(), "A\u180EΣB".toLowerCase(), "A\u180EΣ\u180E".toLocaleLowerCase()]
