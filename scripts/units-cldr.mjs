// Writes the two tables of CLDR unit facts ICU4X 0.7's data lacks, which
// crates/codemode-vm/src/builtins/intl/units.rs reads (see its module doc):
//
//   units-per.tsv  per-unit patterns of denominators ("{0}/h"), where they differ from the
//                  compound codemode builds from ICU4X's parts;
//   units-own.tsv  the compound units CLDR names as units of their own (kilometer-per-hour …),
//                  where they differ from what codemode builds with units-per.tsv.
//
// The reference is Node's ICU (Node 20.20: ICU 78.2, CLDR 48, the CLDR release of ICU4X 2.4's data).
// Each table is the difference between Node and a codemode build, so the two are made in turn:
//
//   1. empty both .tsv files, build:  cargo build --release -p codemode-cli
//   2. node scripts/units-cldr.mjs per target/release/codemode > crates/codemode-vm/src/builtins/intl/units-per.tsv
//   3. build again, then
//      node scripts/units-cldr.mjs own target/release/codemode > crates/codemode-vm/src/builtins/intl/units-own.tsv
//
// A regional or script variant's row is left out when its language's row gives the same answer.
import { execFileSync } from "node:child_process"
import { writeFileSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

// The program both engines run: for each locale and width, the patterns ("{0} km/h") of the own
// compound units by plural category, and the per-unit pattern of each denominator read from
// "gram-per-X" around the formatted "gram".
function collect() {
  const LOCS = ["af", "am", "ar", "as", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "de-AT", "de-CH", "el", "en",
    "en-GB", "en-AU", "en-CA", "en-IN", "es", "es-419", "es-MX", "es-US", "et", "eu", "fa", "fi", "fil", "fr", "fr-CA", "fr-CH", "ga",
    "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "ky", "lo", "lt", "lv", "mk", "ml",
    "mn", "mr", "ms", "my", "nb", "ne", "nl", "no", "or", "pa", "pl", "ps", "pt", "pt-PT", "ro", "ru", "si", "sk", "sl", "sq", "sr",
    "sr-Latn", "sv", "sw", "ta", "te", "th", "tk", "tr", "uk", "ur", "uz", "vi", "yue", "zh", "zh-Hant", "zh-HK", "zu"]
  const DENOMINATORS = ["acre", "hectare", "year", "month", "week", "day", "hour", "minute", "second", "millisecond",
    "microsecond", "nanosecond", "kilometer", "meter", "centimeter", "millimeter", "mile", "mile-scandinavian", "yard", "foot",
    "inch", "kilogram", "pound", "ounce", "stone", "liter", "milliliter", "gallon", "fluid-ounce"]
  const OWN = ["kilometer-per-hour", "meter-per-second", "mile-per-hour", "liter-per-kilometer", "mile-per-gallon"]
  const SAMPLES = [0, 1, 2, 3, 4, 5, 6, 7, 11, 21, 22, 25, 100, 1000000, 1.5, 0.5]
  const out = { own: {}, per: {} }
  for (const l of LOCS) {
    const pr = new Intl.PluralRules(l)
    const num = new Intl.NumberFormat(l)
    const sampleOf = {}
    for (const c of pr.resolvedOptions().pluralCategories)
      for (const t of SAMPLES) if (sampleOf[c] === undefined && pr.select(t) === c) sampleOf[c] = t
    for (const w of ["long", "short", "narrow"]) {
      for (const u of OWN) {
        const nf = new Intl.NumberFormat(l, { style: "unit", unit: u, unitDisplay: w })
        const forms = []
        for (const c of Object.keys(sampleOf).sort()) {
          const p = nf.format(sampleOf[c]).replace(num.format(sampleOf[c]), "{0}")
          if (p.includes("{0}")) forms.push(c + ":" + p)
        }
        out.own[l + "|" + u + "|" + w] = forms.join("|")
      }
      const g = new Intl.NumberFormat(l, { style: "unit", unit: "gram", unitDisplay: w }).format(5)
      for (const d of DENOMINATORS) {
        const s = new Intl.NumberFormat(l, { style: "unit", unit: "gram-per-" + d, unitDisplay: w }).format(5)
        out.per[l + "|" + d + "|" + w] = s.includes(g) ? s.replace(g, "{0}") : undefined
      }
    }
  }
  return out
}

const [kind, codemode] = process.argv.slice(2)
if ((kind !== "per" && kind !== "own") || codemode === undefined) {
  console.error("usage: node scripts/units-cldr.mjs per|own PATH-TO-CODEMODE")
  process.exit(2)
}
const dir = mkdtempSync(join(tmpdir(), "units-cldr-"))
const program = join(dir, "collect.js")
writeFileSync(program, collect.toString() + "\nreturn collect()\n")
const ours = JSON.parse(execFileSync(codemode, ["run", "--javascript", program], { maxBuffer: 1 << 26 }).toString()).value[kind]
const node = collect()[kind]

// One pattern when every category has the same.
const compact = (forms) => {
  const values = new Set(forms.split("|").map((f) => f.slice(f.indexOf(":") + 1)))
  return values.size === 1 ? [...values][0] : forms
}
const rows = {}
for (const [key, value] of Object.entries(node)) {
  if (value === undefined || value === "" || value === ours[key]) continue
  rows[key] = kind === "own" ? compact(value) : value
}
// A regional or script variant needs its own row when its answer differs from what codemode
// gives it, which after the language's row is that row's answer: so a variant with no difference
// from the parts still gets a row when its language has one that would otherwise apply.
const lines = []
for (const [key, value] of Object.entries(node)) {
  if (value === undefined || value === "") continue
  const [locale, unit, width] = key.split("|")
  const base = locale.split("-")[0] + "|" + unit + "|" + width
  const answer = kind === "own" ? compact(value) : value
  if (locale.includes("-")) {
    const inherited = rows[base] ?? ours[key]
    if (rows[key] === undefined && rows[base] === undefined) continue
    if (inherited === answer || (rows[base] === undefined && value === ours[key])) continue
  } else if (rows[key] === undefined) continue
  lines.push([locale, unit, width, answer].join("\t"))
}
process.stdout.write(lines.join("\n") + "\n")
