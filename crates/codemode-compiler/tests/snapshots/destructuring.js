const [a, , b = 10, ...rest] = [1, 2, undefined, 4]
const { p, q: { r }, s = "d", ...others } = { p: 1, q: { r: 2 } }
let x, y
;[x, y] = [y, x]
;({ x, y = 5 } = { x: 1 })
const obj = {}
;[obj.first, obj["second"]] = [1, 2]
