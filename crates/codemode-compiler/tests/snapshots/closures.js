let count = 0
const inc = () => ++count
const fs = []
for (let i = 0; i < 3; i++) fs.push(() => i)
for (const x of [1, 2]) fs.push(() => x)
function outer(p) {
  let q = p + 1
  return function inner() { return p + q + count }
}
inc() + outer(1)()
