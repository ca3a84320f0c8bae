/*---
{
  "description": "sort rejects a non-callable comparator and propagates comparator errors",
  "expect": {
    "ok": true,
    "value": [
      "TypeError",
      "The comparison function must be either a function or undefined",
      "boom",
      [
        1,
        2,
        3
      ]
    ]
  }
}
---*/
const out = []
try { [2, 1].sort(5) } catch (e) { out.push(e.constructor.name, e.message) }
try { [2, 1, 3].sort(() => { throw new Error("boom") }) } catch (e) { out.push(e.message) }
out.push([3, 1, 2].sort(undefined))
return out
