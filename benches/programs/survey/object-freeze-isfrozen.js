// survey: object freeze isfrozen
let r = 0
for (let i = 0; i < 100000; i++) { const o = Object.freeze({ a: i, b: 2 }); if (Object.isFrozen(o)) r += o.a }
return r
