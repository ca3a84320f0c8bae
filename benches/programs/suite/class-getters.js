// classes: 1e5 instances, a method, a getter and a setter
class Point {
  constructor(x, y) { this.x = x; this.y = y }
  get norm1() { return Math.abs(this.x) + Math.abs(this.y) }
  set scale(k) { this.x *= k; this.y *= k }
  add(p) { return new Point(this.x + p.x, this.y + p.y) }
}
let acc = new Point(0, 0)
let t = 0
for (let i = 0; i < 100000; i++) {
  const p = new Point(i, -i)
  p.scale = 2
  t += p.norm1
  acc = acc.add(p)
}
return [t, acc.x, acc.y]
