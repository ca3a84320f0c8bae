/*---
{
  "description": "tool inputs that are data as they are and those that are not convert alike: index keys first, non-enumerable and symbol keys skipped, getters read, -0/NaN/Infinity, holes, a __proto__ key (dropped), toJSON on the prototypes",
  "tools": {"echo": {"fixture": "echo"}},
  "expect": {"ok": true, "value": [
    {"idx": {"1": "one", "2": "two", "b": 1, "a": 2}, "hidden": {"a": 1}, "sym": {"a": 1}, "parsed": {"x": 2}, "getter": {"g": "got"}, "nums": [0, null, null, 1.5, 1152921504606846976.0, -3], "deep": [[[{}]]], "s": "abbb", "holes": [1, null, 3], "named": [1, 2]},
    "object",
    {"a": "array"},
    {"n": 1},
    {},
    "deep"
  ]}
}
---*/
const sym = Symbol("s")
const named = [1, 2]
named.extra = true
const first = await tools.echo({
  idx: { b: 1, 2: "two", a: 2, 1: "one" },
  hidden: Object.defineProperty({ a: 1 }, "hidden", { value: 2, enumerable: false }),
  sym: { a: 1, [sym]: 2 },
  parsed: JSON.parse('{"__proto__": 1, "x": 2}'),
  getter: { get g() { return "got" } },
  nums: [-0, NaN, Infinity, 1.5, 2 ** 60, -3],
  deep: [[[{}]]],
  s: "a" + "b".repeat(3),
  holes: [1, , 3],
  named,
})
Object.prototype.toJSON = function () { return "object" }
const second = await tools.echo({ a: 1 })
delete Object.prototype.toJSON
Array.prototype.toJSON = function () { return "array" }
const third = await tools.echo({ a: [[1], [2]] })
delete Array.prototype.toJSON
const own = await tools.echo({ n: 1 })
const none = await tools.echo()
const proto = Object.create({ toJSON() { return "deep" } })
const fourth = await tools.echo(proto)
return [first, second, third, own, none, fourth]
