// survey: object in instanceof
class A {}
class B extends A {}
const xs = []
for (let i = 0; i < 100000; i++) xs.push(i % 2 ? new B() : { k: i })
let r = 0
for (const x of xs) { if (x instanceof A) r++; if ('k' in x) r += 2 }
return r
