// bulk: new Array(n).fill, Array(n).fill().map, 1e6
const a = new Array(1000000).fill(0)
const b = new Array(1000000).fill(1).map((x, i) => x + i)
return a.length + b[999999]
