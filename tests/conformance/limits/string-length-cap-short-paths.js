/*---
{
  "description": "a maxStringLength below the in-place string size still caps padStart/padEnd and concatenation of short flat strings",
  "limits": { "maxStringLength": 6 },
  "expect": { "ok": true, "value": ["xxxxab", "abcdef", "Invalid string length", "Invalid string length", "Invalid string length", "Invalid string length", "bcd"] }
}
---*/
const out = ["ab".padStart(6, "x"), "abc" + "def"]
const a = "abcd"
try { out.push("ab".padStart(7, "x")) } catch (e) { out.push(e.message) }
try { out.push("ab".padEnd(8)) } catch (e) { out.push(e.message) }
try { out.push(a + "xyz") } catch (e) { out.push(e.message) }
try { out.push(`${a}:${a}`) } catch (e) { out.push(e.message) }
out.push("abcdef".slice(1, 4))
return out
