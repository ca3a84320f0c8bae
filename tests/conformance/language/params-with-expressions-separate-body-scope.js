/*---
{
  "description": "when parameters contain expressions, the body's vars live in a scope of their own, starting with the parameter's value",
  "expect": { "ok": true, "value": ["outside", "inside", [1, 2, 1], [1, null, "function"], "function", "function", [4]] }
}
---*/
var x = "outside";
var probeParams, probeBody;
((_ = (probeParams = function () { return x; })) => {
  var x = "inside";
  probeBody = function () { return x; };
})();
const r = [probeParams(), probeBody()];
function f(a, b = () => a) {
  var a;
  const before = a;
  a = 2;
  return [before, a, b()];
}
r.push(f(1));
function g(a = 1) {
  var c;
  return [a, c === undefined ? null : c, typeof h];
  function h() {}
}
r.push(g());
var fn = function self(a = 1) { return typeof self; };
r.push(fn());
function m(x = 1) {
  var x;
  function x() {}
  return typeof x;
}
r.push(m());
function* gen(a = 1) {
  var a;
  yield a;
}
r.push([...gen(4)]);
return r;
