/*---
{
  "description": "the Iterator global, Iterator.from and the helper prototype (note: node 20 has no Iterator global; expectation from the spec, ES2025)",
  "expect": {
    "ok": true,
    "value": [
      "function",
      true,
      true,
      true,
      [
        0,
        1
      ],
      [
        "a",
        "b"
      ],
      "[object Iterator Helper]",
      "Iterator Helper",
      "Iterator",
      true,
      1,
      1,
      1,
      "TypeError",
      0,
      true,
      "RangeError",
      "RangeError",
      "TypeError"
    ]
  }
}
---*/
const plain = { i: 0, next() { return this.i < 2 ? { value: this.i++, done: false } : { done: true } } }
const wrapped = Iterator.from({ [Symbol.iterator]() { return plain } })
const arr = [1, 2].values()
const out = [
  typeof Iterator, Iterator.prototype === Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
  Iterator.from(arr) === arr,
  wrapped instanceof Iterator,
  wrapped.toArray(),
  Iterator.from("ab").toArray(),
  Object.prototype.toString.call([].values().map((x) => x)),
  [].values().map((x) => x)[Symbol.toStringTag],
  Iterator.prototype[Symbol.toStringTag],
  Iterator.prototype.constructor === Iterator,
  Iterator.from.length, Iterator.prototype.map.length, Iterator.prototype.reduce.length,
]
try { new Iterator() } catch (e) { out.push(e.constructor.name) }
class MyIter extends Iterator { next() { return { done: true } } }
out.push(new MyIter().toArray().length, new MyIter() instanceof Iterator)
try { Iterator.prototype.take.call([].values(), -1) } catch (e) { out.push(e.constructor.name) }
try { Iterator.prototype.take.call([].values(), NaN) } catch (e) { out.push(e.constructor.name) }
try { [].values().reduce((a, b) => a) } catch (e) { out.push(e.constructor.name) }
return out
