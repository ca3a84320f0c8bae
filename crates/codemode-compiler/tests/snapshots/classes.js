class Account {
  #balance = 0
  static #count = 0
  static registry = []
  owner = "nobody";
  [Symbol.toStringTag] = "Account"
  constructor(owner) {
    this.owner = owner
    Account.#count++
  }
  #check(n) { if (n <= 0) throw new RangeError("bad") }
  deposit(n) { this.#check(n); this.#balance += n; return this }
  get balance() { return this.#balance }
  static get count() { return Account.#count }
  static isAccount(o) { return #balance in o }
  static { Account.registry.push("ready") }
}
new Account("ada").deposit(1).balance
