function f() {
  using a = open()
  return a.read()
}
async function g() {
  await using b = open()
}
f()
g()
