/*---
{
  "description": "Intl.Segmenter on ICU4X with CLDR data: dictionary word breaks for Japanese, Chinese and Thai, word-likeness, extended grapheme clusters (emoji ZWJ sequences, Devanagari), sentences, locale resolution",
  "expect": {
    "ok": true,
    "value": {
      "words": [
        [
          [
            "こんにちは",
            0,
            true
          ],
          [
            "世界",
            5,
            true
          ]
        ],
        [
          [
            "我",
            0,
            true
          ],
          [
            "喜欢",
            1,
            true
          ],
          [
            "吃",
            3,
            true
          ],
          [
            "苹果",
            4,
            true
          ]
        ],
        [
          [
            "ทุก",
            0,
            true
          ],
          [
            "สอง",
            3,
            true
          ],
          [
            "สัปดาห์",
            6,
            true
          ]
        ],
        [
          [
            "Hi",
            0,
            true
          ],
          [
            ",",
            2,
            false
          ],
          [
            " ",
            3,
            false
          ],
          [
            "it's",
            4,
            true
          ],
          [
            " ",
            8,
            false
          ],
          [
            "42",
            9,
            true
          ],
          [
            " ",
            11,
            false
          ],
          [
            "cats",
            12,
            true
          ],
          [
            "!",
            16,
            false
          ]
        ]
      ],
      "graphemes": [
        [
          "é",
          "🇫🇷",
          "👨‍👩‍👧",
          "x"
        ],
        [
          "न",
          "म",
          "स्ते"
        ]
      ],
      "sentences": [
        [
          "One. ",
          "Two? ",
          "Three!  ",
          "Four"
        ]
      ],
      "locales": [
        "ja",
        [
          "th"
        ]
      ]
    }
  }
}
---*/
const seg = (l, g, s) => [...new Intl.Segmenter(l, { granularity: g }).segment(s)].map((x) => g === "word" ? [x.segment, x.index, x.isWordLike] : x.segment)
return {
  words: [seg("ja", "word", "こんにちは世界"), seg("zh", "word", "我喜欢吃苹果"), seg("th", "word", "ทุกสองสัปดาห์"), seg("en", "word", "Hi, it's 42 cats!")],
  graphemes: [seg("en", "grapheme", "e\u0301🇫🇷👨‍👩‍👧x"), seg("hi", "grapheme", "नमस्ते")],
  sentences: [seg("en", "sentence", "One. Two? Three!  Four")],
  locales: [new Intl.Segmenter("ja").resolvedOptions().locale, Intl.Segmenter.supportedLocalesOf(["th", "zz"])],
}
