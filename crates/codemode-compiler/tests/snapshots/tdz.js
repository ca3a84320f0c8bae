function read() { return later }
let before = typeof undeclared
{
  early()
  function early() { return x }
  let x = 1
}
let later = 2
later = later + 1
const k = 1
k = read()
