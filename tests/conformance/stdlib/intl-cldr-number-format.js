/*---
{
  "description": "Intl.NumberFormat on CLDR data (ICU4X): per-locale decimal symbols and grouping (de, fr, en-IN, es minimum grouping), numbering systems (-u-nu, the option, ar-EG default arab), compact notation per locale (short and long, ja 万/億), formatToParts, signDisplay, BigInt, toLocaleString with locales, availability",
  "expect": {
    "ok": true,
    "value": {
      "decimal": [
        "1.234.567,891",
        "1 234 567,891",
        "1,23,45,678",
        "1234",
        "12.345",
        "5,00",
        "1.200",
        "12345",
        "123.456.789.012.345.678.901.234.567.890"
      ],
      "signs": [
        "+0",
        "-0",
        "-1,5",
        "-∞",
        "NaN"
      ],
      "numberingSystems": [
        "١٬٢٣٤٫٥",
        "๑๒๓",
        "٤٢",
        "arab",
        "de-u-nu-thai",
        "de"
      ],
      "compact": [
        "1,2 Mio.",
        "1,2 Millionen",
        "1.2億",
        "1M",
        "1.2K",
        "2,5 mille"
      ],
      "parts": [
        [
          {
            "type": "minusSign",
            "value": "-"
          },
          {
            "type": "integer",
            "value": "1"
          },
          {
            "type": "group",
            "value": "."
          },
          {
            "type": "integer",
            "value": "234"
          },
          {
            "type": "decimal",
            "value": ","
          },
          {
            "type": "fraction",
            "value": "5"
          }
        ],
        [
          {
            "type": "integer",
            "value": "1"
          },
          {
            "type": "decimal",
            "value": ","
          },
          {
            "type": "fraction",
            "value": "5"
          },
          {
            "type": "literal",
            "value": " "
          },
          {
            "type": "compact",
            "value": "Mio."
          }
        ]
      ],
      "toLocaleString": [
        "1.234,5",
        "1.234",
        "0.3",
        "en-US",
        [
          "de"
        ]
      ]
    }
  }
}
---*/
const f = (l, o, x) => new Intl.NumberFormat(l, o).format(x)
return {
  decimal: [f("de", undefined, 1234567.891), f("fr", undefined, 1234567.891), f("en-IN", undefined, 12345678),
    f("es", undefined, 1234), f("es", undefined, 12345), f("de", { minimumFractionDigits: 2 }, 5),
    f("de", { maximumSignificantDigits: 2 }, 1234), f("pl", { useGrouping: false }, 12345), f("de", undefined, 123456789012345678901234567890n)],
  signs: [f("de", { signDisplay: "always" }, 0), f("de", undefined, -0), f("de", { signDisplay: "exceptZero" }, -1.5), f("de", undefined, -Infinity), f("de", undefined, NaN)],
  numberingSystems: [f("ar-EG", undefined, 1234.5), f("th-u-nu-thai", undefined, 123), f("en", { numberingSystem: "arab" }, 42),
    new Intl.NumberFormat("ar-EG").resolvedOptions().numberingSystem, new Intl.NumberFormat("de-u-nu-thai").resolvedOptions().locale,
    new Intl.NumberFormat("de-u-nu-thai", { numberingSystem: "latn" }).resolvedOptions().locale],
  compact: [f("de", { notation: "compact" }, 1234567), f("de", { notation: "compact", compactDisplay: "long" }, 1234567),
    f("ja", { notation: "compact" }, 123456789), f("en", { notation: "compact" }, 999999), f("en", { notation: "compact" }, 1234),
    f("fr", { notation: "compact", compactDisplay: "long" }, 2500)],
  parts: [new Intl.NumberFormat("de").formatToParts(-1234.5), new Intl.NumberFormat("de", { notation: "compact" }).formatToParts(1500000)],
  toLocaleString: [(1234.5).toLocaleString("de-DE"), (1234n).toLocaleString("de"), (0.25).toLocaleString("en-US", { maximumFractionDigits: 1 }),
    new Intl.NumberFormat("zz").resolvedOptions().locale, Intl.NumberFormat.supportedLocalesOf(["de", "zz"])],
}
