// survey: class private fields
class P { #x; #y; constructor(x) { this.#x = x; this.#y = x * 2 } get sum() { return this.#x + this.#y } inc() { this.#x++ } }
let r = 0
for (let i = 0; i < 100000; i++) { const p = new P(i); p.inc(); r += p.sum }
return r
