/*---
{
  "description": "Intl.Segmenter: grapheme, word (isWordLike) and sentence segments with UTF-16 indices, containing, iterator, resolvedOptions, errors",
  "expect": {
    "ok": true,
    "value": [
      [
        [
          "Don't",
          0,
          true
        ],
        [
          " ",
          5,
          false
        ],
        [
          "panic",
          6,
          true
        ],
        [
          ":",
          11,
          false
        ],
        [
          " ",
          12,
          false
        ],
        [
          "42",
          13,
          true
        ],
        [
          " ",
          15,
          false
        ],
        [
          "cats",
          16,
          true
        ],
        [
          ",",
          20,
          false
        ],
        [
          " ",
          21,
          false
        ],
        [
          "猫",
          22,
          true
        ],
        [
          "!",
          23,
          false
        ]
      ],
      [
        "é",
        "🇫🇷",
        "👍🏽",
        "a"
      ],
      [
        "Hi there. ",
        "How are you? ",
        "Fine!"
      ],
      {
        "segment": "42",
        "index": 13,
        "input": "Don't panic: 42 cats, 猫!",
        "isWordLike": true
      },
      null,
      null,
      {
        "value": {
          "segment": "a",
          "index": 0,
          "input": "ab"
        },
        "done": false
      },
      "word",
      "[object Intl.Segmenter]",
      "[object Segmenter String Iterator]",
      0,
      "RangeError",
      "TypeError",
      [],
      "function"
    ]
  }
}
---*/
const words = new Intl.Segmenter("en", { granularity: "word" })
const segs = words.segment("Don't panic: 42 cats, 猫!")
const list = [...segs].map((s) => [s.segment, s.index, s.isWordLike])
const graphemes = [...new Intl.Segmenter().segment("e\u0301🇫🇷👍🏽a")].map((s) => s.segment)
const sentences = [...new Intl.Segmenter("en", { granularity: "sentence" }).segment("Hi there. How are you? Fine!")].map((s) => s.segment)
const c = segs.containing(14)
const firstSeg = new Intl.Segmenter().segment("ab")[Symbol.iterator]().next()
let err
try { new Intl.Segmenter("en", { granularity: "line" }) } catch (e) { err = e.constructor.name }
let noNew
try { Intl.Segmenter() } catch (e) { noNew = e.constructor.name }
return [list, graphemes, sentences, c, segs.containing(-1), segs.containing(99), firstSeg,
  words.resolvedOptions().granularity, Object.prototype.toString.call(words),
  Object.prototype.toString.call(segs[Symbol.iterator]()), Intl.Segmenter.length, err, noNew,
  Intl.Segmenter.supportedLocalesOf([]), typeof segs.containing]
