// survey: try catch throw
let r = 0
for (let i = 0; i < 20000; i++) { try { if (i % 2) throw new Error('e' + i); r++ } catch (e) { r += e.message.length } }
return r
