function* g() {
  try {
    const a = yield 1
    yield* [a, 2]
  } finally {
    console.log("done")
  }
  return 3
}
async function* ag() {
  yield 1
  for await (const v of g()) yield v
}
[...g(), ag()]
