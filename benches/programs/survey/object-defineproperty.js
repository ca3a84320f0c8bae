// survey: object defineproperty
let r = 0
for (let i = 0; i < 50000; i++) { const o = {}; Object.defineProperty(o, 'x', { value: i, enumerable: true }); Object.defineProperty(o, 'y', { get() { return 2 } }); r += o.x + o.y }
return r
