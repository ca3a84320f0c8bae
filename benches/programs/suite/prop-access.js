// objects: property reads and writes on a few shapes, 1e6 iterations
const a = { x: 1, y: 2, z: 3 }
const b = { x: 4, y: 5, z: 6, w: 7 }
let s = 0
for (let i = 0; i < 1000000; i++) {
  const o = i & 1 ? a : b
  s += o.x + o.y * o.z
  o.x = i & 7
}
return s
