/*---
{
  "description": "JSON.parse reviver: this is the holder, undefined deletes the property (array elements become holes), the root holder has key \"\", and values added during the walk are not visited",
  "expect": {"ok": true, "value": [{"a": [1, null, 3], "b": {"d": 4}, "e": null, "added": {"visited": false}}, false, 3, ["d"], ["0:array:", "1:array:", "2:array:", "a:object:", "c:object:", "d:object:", "b:object:", "e:object:", ":object:1"]]}
}
---*/
const log = []
const out = JSON.parse('{"a":[1,2,3],"b":{"c":"drop","d":4},"e":null}', function (k, v) {
  log.push(k + ":" + (Array.isArray(this) ? "array" : typeof this) + ":" + (k === "" ? Object.keys(this).length : ""))
  if (v === "drop" || v === 2) return undefined
  if (k === "b") this.added = { visited: false }
  return v
})
return [out, 1 in out.a, out.a.length, Object.keys(out.b), log]
