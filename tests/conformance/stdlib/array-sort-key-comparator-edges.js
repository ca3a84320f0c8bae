/*---
{
  "description": "key comparators at their edges (reads they do not use, getters read only on ties): one that always says equal keeps the order, a ternary on the values themselves sorts strings by code units and numbers numerically, an equal-keys ternary on mixed values falls back to calls",
  "expect": {"ok": true, "value": {"alwaysEqual": "3,1,2", "alwaysEqualKeys": "[{\"k\":2},{\"k\":1}]", "stringsSelf": "10,9,A,B,a,b,é", "stringsSelfDesc": "é,b,a,B,A", "numbersSelf": "-Infinity,-0,0,2,9,10,1e+21", "numbersSelfSub": "1e+21,10,9,2,-Infinity", "unusedGetter": "1,2,3true", "tieGetter": "2,1,0true", "droppedCompare": "1,2true"}}
}
---*/
const out = {}
out.alwaysEqual = [3, 1, 2].sort((a, b) => a === b ? 0 : 0).join(",")
out.alwaysEqualKeys = JSON.stringify([{ k: 2 }, { k: 1 }].sort((a, b) => a.k < b.k ? 0 : 0))
out.stringsSelf = ["b", "B", "a", "é", "A", "10", "9"].sort((a, b) => a < b ? -1 : a > b ? 1 : 0).join(",")
out.stringsSelfDesc = ["b", "B", "a", "é", "A"].sort((a, b) => a < b ? 1 : a > b ? -1 : 0).join(",")
out.numbersSelf = [10, 9, -0, 0, 1e21, -Infinity, 2].sort((a, b) => a < b ? -1 : a > b ? 1 : 0).map((x) => Object.is(x, -0) ? "-0" : String(x)).join(",")
out.numbersSelfSub = [10, 9, 1e21, -Infinity, 2].sort((a, b) => b - a).join(",")
// A read the comparator does not use still runs (a getter is called): the comparator is called.
let gets = 0
const withGetter = [{ x: 2 }, { x: 1 }, { x: 3 }].map((o) => Object.defineProperty(o, "g", { get() { gets++; return 0 } }))
out.unusedGetter = withGetter.sort((a, b) => { a.g; return a.x - b.x }).map((o) => o.x).join(",") + (gets > 0)
// A tie-breaker key that is a getter: its calls are made when keys tie.
let ties = 0
const tied = [{ x: 1, i: 0 }, { x: 1, i: 1 }, { x: 0, i: 2 }].map((o) => Object.defineProperty(o, "t", { get() { ties++; return -this.i } }))
out.tieGetter = tied.sort((a, b) => a.x - b.x || a.t - b.t).map((o) => o.i).join(",") + (ties > 0)
// A comparison whose result is dropped (a getter there is still called).
let ys = 0
const withY = [{ x: 2 }, { x: 1 }].map((o) => Object.defineProperty(o, "y", { get() { ys++; return 0 } }))
out.droppedCompare = withY.sort((a, b) => (a.y < b.y, a.x - b.x)).map((o) => o.x).join(",") + (ys > 0)
return out
