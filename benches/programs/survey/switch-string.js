// survey: switch string
const ks = ['alpha', 'beta', 'gamma', 'delta', 'eps']
let r = 0
for (let i = 0; i < 200000; i++) { switch (ks[i % 5]) { case 'alpha': r += 1; break; case 'beta': r += 2; break; case 'gamma': r += 3; break; default: r += 4 } }
return r
