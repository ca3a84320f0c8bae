function f() {
  try {
    return "try"
  } finally {
    console.log("cleanup")
  }
}
function g() {
  for (const x of [1, 2]) {
    try {
      if (x === 1) continue
      break
    } catch (e) {
      throw e
    } finally {
      console.log(x)
    }
  }
}
try {
  f()
} catch {
  g()
}
