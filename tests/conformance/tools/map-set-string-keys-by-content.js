/*---
{
  "description": "Map and Set keys are found by content: run-time strings, long concatenations, literals, -0, NaN, BigInt, symbols and objects, after deletions, clear and a snapshot at each tool call",
  "tools": {
    "echo": {
      "fixture": "echo"
    }
  },
  "expect": {
    "ok": true,
    "value": {
      "before": [
        208,
        1,
        false,
        299,
        "again",
        "rope",
        "rope",
        1,
        "zero",
        "zero",
        "nan",
        "big",
        "sym",
        "obj",
        null,
        null
      ],
      "after": [
        208,
        [
          1,
          2,
          null,
          1
        ],
        2,
        false,
        "again",
        "rope",
        "zero",
        "nan",
        "big",
        "sym",
        "obj",
        [
          "k1",
          "k2",
          "k4",
          "k5"
        ],
        [
          "Symbol(s)",
          "[object Object]",
          "k0"
        ]
      ],
      "set1": [
        51,
        false,
        true,
        true,
        true
      ],
      "set2": [
        51,
        true,
        [
          "s0",
          "s1",
          "s2"
        ],
        1,
        "fresh",
        null
      ]
    }
  },
  "toolCalls": [
    "echo",
    "echo"
  ]
}
---*/
const long = "x".repeat(40)
const m = new Map()
for (let i = 0; i < 300; i++) m.set("k" + i, i)
m.set(long + "y".repeat(40), "rope")
m.set("lit", 1)
m.set(-0, "zero")
m.set(NaN, "nan")
m.set(10n ** 20n, "big")
const sym = Symbol("s")
const obj = {}
m.set(sym, "sym")
m.set(obj, "obj")
for (let i = 0; i < 300; i += 3) m.delete("k" + i)
m.set("k0", "again")
const before = [
  m.size, m.get("k1"), m.has("k3"), m.get("k" + 299), m.get("k0"),
  m.get(long + "y".repeat(40)), m.get("x".repeat(40) + "yyyyyyyyyy" + "y".repeat(30)),
  m.get(["l", "i", "t"].join("")), m.get(0), m.get(+0), m.get(0 / 0), m.get(100000000000000000000n),
  m.get(sym), m.get(obj), m.get({}), m.get("K1"),
]
const echoed = await tools.echo({ keys: ["k1", "k2", "k3", "lit"] })
const after = [
  m.size, echoed.keys.map((k) => m.get(k)), m.get("k" + 2), m.has("k" + 6), m.get("k0"),
  m.get(long + "y".repeat(40)), m.get(-0), m.get(NaN), m.get(10n ** 20n), m.get(sym), m.get(obj),
  [...m.keys()].slice(0, 4), [...m.keys()].slice(-3).map(String),
]
const s = new Set()
for (let i = 0; i < 200; i++) s.add("s" + (i % 50))
s.add("s" + 1e15)
s.add("s" + -7)
s.add("s-7")
s.delete("s" + 10)
const set1 = [s.size, s.has("s10"), s.has("s49"), s.has("s1000000000000000"), s.has("s" + -7)]
await tools.echo({})
m.clear()
m.set("k1", "fresh")
const set2 = [s.size, s.has("s" + 11), [...s].slice(0, 3), m.size, m.get("k" + 1), m.get("k2")]
return { before, after, set1, set2 }
