/*---
{
  "description": "JSON.stringify runs getters and toJSON methods exactly once each, in property order, even when plain data precedes them",
  "expect": {"ok": true, "value": ["{\"plain\":[1,2,{\"deep\":\"x\"}],\"first\":{\"n\":1},\"middle\":\"m\",\"t\":\"T\",\"last\":[true]}", "[\"T\",5]", ["first", "toJSON:t", "last", "r:", "toJSON:0", "r:0", "r:1"]]}
}
---*/
const calls = []
const obj = {
  plain: [1, 2, { deep: "x" }],
  get first() {
    calls.push("first")
    return { n: 1 }
  },
  middle: "m",
  t: {
    toJSON(key) {
      calls.push("toJSON:" + key)
      return "T"
    },
  },
  get last() {
    calls.push("last")
    return [true]
  },
}
const s = JSON.stringify(obj)
const r = JSON.stringify([obj.t, 5], (k, v) => (calls.push("r:" + k), v))
return [s, r, calls]
