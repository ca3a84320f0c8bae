// survey: array sort many small arrays with one key comparator
let t = 0
for (let i = 0; i < 20000; i++) {
  const xs = [{ x: i % 3, y: i % 5 }, { x: 1, y: 2 }, { x: 0, y: i % 7 }, { x: 2 }]
  xs.sort((a, b) => a.x - b.x || b.y - a.y)
  t += xs[0].x + xs[3].x
}
return t
