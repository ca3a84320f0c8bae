// classes: a subclass calling super, 1e5 instances and virtual calls
class Shape { constructor(n) { this.n = n } area() { return 0 } describe() { return this.area() + this.n } }
class Sq extends Shape { constructor(n, s) { super(n); this.s = s } area() { return this.s * this.s } }
let t = 0
for (let i = 0; i < 100000; i++) t += new Sq(i, i % 10).describe()
return t
