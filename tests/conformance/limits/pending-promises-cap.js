/*---
{
  "description": "with no limits set, more than 10,000 promises pending at once throw a RangeError the program can catch",
  "roundtrip": false,
  "expect": { "ok": true, "value": ["RangeError", "Too many pending promises", true] }
}
---*/
const kept = []
try {
  for (let i = 0; i < 20000; i++) kept.push(new Promise(() => {}))
  return "no error"
} catch (e) {
  return [e.name, e.message, kept.length > 9900 && kept.length < 10000]
}
