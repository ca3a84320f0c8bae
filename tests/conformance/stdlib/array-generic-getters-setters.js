/*---
{
  "description": "generic paths run getters and setters of array-likes",
  "expect": {
    "ok": true,
    "value": [
      [
        "len",
        "setlen 3",
        "idx1",
        "idx1",
        "idx1",
        "idx1"
      ],
      1,
      true,
      [
        1,
        20
      ],
      "1+20+3"
    ]
  }
}
---*/
const log = []
const o = {
  get length() { log.push("len"); return 2 },
  set length(v) { log.push("setlen " + v) },
  get 0() { log.push("get0"); return "a" },
  1: "b",
}
Array.prototype.push.call(o, "z")
const arr = [1, 2, 3]
Object.defineProperty(arr, 1, { get() { log.push("idx1"); return 20 } })
return [log, arr.indexOf(20), arr.includes(20), arr.slice(0, 2), arr.join("+")]
