// survey: closure counter objects
function make() { let c = 0; return { inc: () => ++c, get: () => c } }
let r = 0
for (let i = 0; i < 50000; i++) { const m = make(); m.inc(); m.inc(); r += m.get() }
return r
