class Base {
  constructor(x) { this.x = x }
  hello() { return "base " + this.x }
}
class Derived extends Base {
  y = 2
  constructor(x) {
    const arrow = () => this
    super(x)
    arrow()
  }
  hello() { return super.hello() + " derived" }
}
class Implicit extends Base {
  z = 3
}
new Derived(1).hello()
