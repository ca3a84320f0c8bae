/*---
{
  "description": "typed arrays of every number kind cross as objects with index keys (JSON.stringify behaviour); buffers and DataViews as empty objects",
  "expect": {"ok": true, "value": {"i16": {"0": 1, "1": -2}, "f64": {"0": 0.5, "1": null, "2": 0}, "u8c": {"0": 255}, "dv": {}, "buf": {}, "same": true}}
}
---*/
const v = { i16: new Int16Array([1, -2]), f64: new Float64Array([0.5, NaN, -0]), u8c: new Uint8ClampedArray([300]), dv: new DataView(new ArrayBuffer(2)), buf: new ArrayBuffer(2) }
v.same = JSON.stringify(v) === JSON.stringify({ i16: { 0: 1, 1: -2 }, f64: { 0: 0.5, 1: null, 2: 0 }, u8c: { 0: 255 }, dv: {}, buf: {} })
return v
