function f(a, b = a + 1, ...rest) {
  return [a, b, rest, arguments.length]
}
function g({ x, y = 2 }, [z] = [3]) {
  return x + y + z
}
const fact = function me(n) { return n <= 1 ? 1 : n * me(n - 1) }
const arrow = async (v) => await v
const obj = { method() { return this }, get x() { return 1 }, set x(v) {} }
f(1) + g({ x: 1 }) + fact(3) + arrow(1) + obj.x
