/*---
{
  "description": "normalize in the four forms (RangeError for others) and isWellFormed/toWellFormed with lone surrogates",
  "expect": { "ok": true, "value": [2, 3, "ṩ", 3, "fi2", 3, true, true, 2, "abc", false, 65533, true, 1, "RangeError: The normalization form should be one of NFC, NFD, NFKC, NFKD."] }
}
---*/
const out = [
  "\u1e9b\u0323".normalize("NFC").length, "\u1e9b\u0323".normalize("NFD").length, "\u1e9b\u0323".normalize("NFKC"), "\u1e9b\u0323".normalize("NFKD").length,
  "ﬁ²".normalize("NFKD"), "한".normalize("NFD").length, "한".normalize("NFD").normalize() === "한", "e\u0301".normalize() === "\u00e9",
  "\ud800e\u0301".normalize().length, "abc".normalize(undefined),
  "a\ud800".isWellFormed(), "\udc00a".toWellFormed().charCodeAt(0), "😀".isWellFormed(), "😀".slice(1).toWellFormed().length,
]
try {
  "x".normalize("nfc")
} catch (e) {
  out.push(e.name + ": " + e.message)
}
return out
