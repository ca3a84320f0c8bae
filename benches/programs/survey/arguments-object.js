// survey: arguments object
function f() { let s = 0; for (let i = 0; i < arguments.length; i++) s += arguments[i]; return s }
let r = 0
for (let i = 0; i < 100000; i++) r += f(i, 1, 2)
return r
