// survey: object getownpropertydescriptors
let r = 0
for (let i = 0; i < 30000; i++) { const d = Object.getOwnPropertyDescriptors({ a: i, b: 2, c: 3 }); r += d.a.value + Object.keys(d).length }
return r
