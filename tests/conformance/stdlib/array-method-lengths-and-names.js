/*---
{
  "description": "Array methods have the spec's length and name",
  "expect": {
    "ok": true,
    "value": [
      [
        "at:1",
        "concat:1",
        "copyWithin:2",
        "every:1",
        "fill:1",
        "filter:1",
        "find:1",
        "flat:0",
        "flatMap:1",
        "forEach:1",
        "includes:1",
        "indexOf:1",
        "join:1",
        "lastIndexOf:1",
        "map:1",
        "push:1",
        "reduce:1",
        "reduceRight:1",
        "slice:2",
        "sort:1",
        "splice:2",
        "toSorted:1",
        "toSpliced:2",
        "unshift:1",
        "with:2"
      ],
      1,
      0,
      "with",
      0
    ]
  }
}
---*/
const names = ["at", "concat", "copyWithin", "every", "fill", "filter", "find", "flat", "flatMap", "forEach", "includes", "indexOf", "join", "lastIndexOf", "map", "push", "reduce", "reduceRight", "slice", "sort", "splice", "toSorted", "toSpliced", "unshift", "with"]
return [names.map((n) => n + ":" + Array.prototype[n].length), Array.from.length, Array.of.length, Array.prototype.with.name, Object.keys(Array.prototype).length]
