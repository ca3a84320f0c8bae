/*---
{
  "description": "padStart/padEnd fill rules and repeat's RangeErrors with V8 messages",
  "expect": { "ok": true, "value": ["xyxyxabc", "abc-=-=", "abc", "abc", "abc..", "  abc", "nuabc", "ababab", "", "abab", "", "RangeError: Invalid count value: -1", "RangeError: Invalid count value: Infinity", "RangeError: Invalid count value: -1.5", "RangeError: Invalid string length", "RangeError: Invalid string length"] }
}
---*/
const out = [
  "abc".padStart(8, "xy"), "abc".padEnd(7, "-="), "abc".padStart(6, ""), "abc".padStart(-1), "abc".padEnd(5.9, "."),
  "abc".padStart(5, undefined), "abc".padStart(5, null), "ab".repeat(3), "ab".repeat(0), "ab".repeat("2"), "".repeat(1e9),
]
for (const f of [() => "a".repeat(-1), () => "a".repeat(Infinity), () => "a".repeat(-1.5), () => "a".repeat(2 ** 30), () => "a".padEnd(2 ** 31)]) {
  try {
    f()
    out.push("no error")
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
return out
