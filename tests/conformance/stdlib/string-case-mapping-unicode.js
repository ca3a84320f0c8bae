/*---
{
  "description": "toUpperCase/toLowerCase use full Unicode case mapping with final sigma; toLocale* honours Turkish dotted i",
  "expect": { "ok": true, "value": ["STRASSE FI ʼN J̌", "όσος σας. σ", "ασ'ς aσb", 2, "ǆǄ", "ΑΙ Ϊ́", "İIİI", "iıiı", "II", "ǆ dž", 55296] }
}
---*/
return [
  "straße ﬁ ŉ ǰ".toUpperCase(),
  "ΌΣΟΣ ΣΑΣ. Σ".toLowerCase(),
  "ΑΣ'Σ aΣb".toLowerCase(),
  "İ".toLowerCase().length,
  "ǅ".toLowerCase() + "ǅ".toUpperCase(),
  "ᾳ ΐ".toUpperCase(),
  "iIİı".toLocaleUpperCase("tr"),
  "iIİı".toLocaleLowerCase("tr-TR"),
  "iI".toLocaleUpperCase("en-US"),
  "Ǆ dž".toLowerCase(),
  "\ud800a".toUpperCase().charCodeAt(0),
]
