/*---
{
  "description": "localeCompare orders like ICU root: punctuation, digits, letters; case and accents break ties; options sensitivity, numeric, caseFirst, ignorePunctuation",
  "expect": { "ok": true, "value": ["_id $5 €5 10 9 a b a-b ab Äpfel apple oeuvre œuvre Ørsted Oscar resume Resume résumé rèsume strasse straße zebra Zebra", "item1 item01 Item2 item9 item10", "A a B b", 0, -1, 0, -1, 0, 0, 1, -1, 1, 0, 0, -1] }
}
---*/
function sorted(arr, opts) {
  const a = arr.slice()
  for (let i = 1; i < a.length; i++) {
    for (let j = i; j > 0 && a[j - 1].localeCompare(a[j], undefined, opts) > 0; j--) {
      const t = a[j]
      a[j] = a[j - 1]
      a[j - 1] = t
    }
  }
  return a.join(" ")
}
const words = ["résumé", "Resume", "resume", "rèsume", "apple", "Äpfel", "Zebra", "zebra", "_id", "10", "9", "a-b", "ab", "a b", "straße", "strasse", "œuvre", "oeuvre", "Ørsted", "Oscar", "$5", "€5"]
return [
  sorted(words),
  sorted(["item10", "item9", "item1", "Item2", "item01"], { numeric: true }),
  sorted(["b", "B", "a", "A"], { caseFirst: "upper" }),
  "a".localeCompare("á", undefined, { sensitivity: "base" }),
  "a".localeCompare("á", undefined, { sensitivity: "accent" }),
  "a".localeCompare("A", undefined, { sensitivity: "accent" }),
  "a".localeCompare("A", undefined, { sensitivity: "case" }),
  "a.b".localeCompare("ab", undefined, { ignorePunctuation: true }),
  "\u0661" .localeCompare("1"), "ｱ".localeCompare("ア"), "あ".localeCompare("ア"), "ﬁ".localeCompare("fi"),
  "a\u0000".localeCompare("a"), "e\u0301".localeCompare("\u00e9"),
  "a".localeCompare("b", "de-DE"),
]
