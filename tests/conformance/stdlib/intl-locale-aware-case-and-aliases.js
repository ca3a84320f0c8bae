/*---
{
  "description": "locale-aware case mapping on ICU4X (Turkish, Azeri, Lithuanian, Greek rules), CanonicalizeLocaleList's errors in toLocaleLowerCase/UpperCase and Date's toLocale*String, locales and options passed to elements by Array and TypedArray toLocaleString, and CLDR alias canonicalization (ICU4X's LocaleCanonicalizer: language, variant, complex region and subdivision aliases)",
  "expect": {
    "ok": true,
    "value": {
      "lower": [
        "istanbul",
        "ị",
        "i̇̀",
        "I",
        "İSTANBUL",
        "ας"
      ],
      "caseErrors": [
        "RangeError",
        "TypeError",
        "TypeError"
      ],
      "dateErrors": [
        "TypeError",
        "RangeError",
        "RangeError"
      ],
      "arrays": [
        "[null,null]",
        "[\"ar\",{\"a\":1}],",
        "๐.๐๐๐",
        "1,5"
      ],
      "canonical": [
        "cs",
        "gss",
        "hy-AM",
        "ru-RU",
        "ja-Latn-alalc97",
        "und-u-rg-no50",
        "aa-x-private",
        "ro"
      ],
      "locale": [
        "en-NZ",
        "ru-Armn-RU",
        "ru-Armn-AM"
      ]
    }
  }
}
---*/
const err = (f) => { try { return f() } catch (e) { return e.name } }
const spy = { toLocaleString(...args) { return JSON.stringify(args) } }
return {
  lower: ["İstanbul".toLocaleLowerCase("tr"), "I\u0323\u0307".toLocaleLowerCase("tr"), "I\u0300".toLocaleLowerCase("lt"), "i\u0307".toLocaleUpperCase("lt"), "istanbul".toLocaleUpperCase(["az", "en"]), "ΑΣ".toLocaleLowerCase("el")],
  caseErrors: [err(() => "a".toLocaleLowerCase("i")), err(() => "a".toLocaleUpperCase(null)), err(() => "a".toLocaleUpperCase([5]))],
  dateErrors: [err(() => new Date(0).toLocaleString(null)), err(() => new Date(0).toLocaleDateString("de_DE")), err(() => new Date(0).toLocaleTimeString([], { localeMatcher: null }))],
  arrays: [[spy].toLocaleString(), [spy, null].toLocaleString("ar", { a: 1 }), [0].toLocaleString("th-u-nu-thai", { minimumFractionDigits: 3 }), new Float64Array([1.5]).toLocaleString("de")],
  canonical: Intl.getCanonicalLocales(["ces", "sgn-GR", "hy-SU", "ru-810", "ja-Latn-hepburn-heploc", "und-u-rg-no23", "aar-x-private", "mo"]),
  locale: [new Intl.Locale("en", { region: "554" }).toString(), new Intl.Locale("ru", { script: "Armn", region: "SU" }).toString(), new Intl.Locale("und-Armn-SU", { language: "ru" }).toString()],
}
