/*---
{
  "description": "in-program JSON.stringify gives errors as {name, message, ...own enumerable} (nested too, with a replacer too) and throws InvalidDataValue for a promise anywhere. note: plain JS gives {} for errors; code mode serializes them (the oracle emulates this)",
  "expect": {"ok": true, "value": ["{\"name\":\"TypeError\",\"message\":\"bad input\",\"code\":42}", "{\"errors\":[{\"name\":\"RangeError\",\"message\":\"r\"},{\"name\":\"MyErr\",\"message\":\"m\",\"extra\":[1]}]}", "{\"e\":{\"name\":\"Error\",\"message\":\"x\"}}", "{\n \"name\": \"Error\",\n \"message\": \"\"\n}", "TypeError: JSON.stringify received an un-awaited Promise; await it first.", "TypeError: JSON.stringify received an un-awaited Promise; await it first.", "TypeError: JSON.stringify received an un-awaited Promise; await it first."]}
}
---*/
const e = new TypeError("bad input")
e.code = 42
class MyErr extends Error {
  constructor(m) {
    super(m)
    this.name = "MyErr"
    this.extra = [1]
  }
}
const out = [
  JSON.stringify(e),
  JSON.stringify({ errors: [new RangeError("r"), new MyErr("m")] }),
  JSON.stringify({ e: new Error("x") }, (k, v) => v),
  JSON.stringify(new Error(), null, 1),
]
for (const v of [Promise.resolve(1), { p: Promise.resolve(2) }, [1, new Promise(() => {})]]) {
  try {
    JSON.stringify(v)
    out.push("no error")
  } catch (err) {
    out.push(err.name + ": " + err.message)
  }
}
return out
