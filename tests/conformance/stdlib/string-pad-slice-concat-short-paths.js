/*---
{
  "description": "padStart/padEnd, slice and short concatenation of flat strings (in-place paths) and their fall-backs; Math one-argument functions with numbers and values to convert",
  "expect": {"ok": true, "value": ["005", "abxyx", "    ab", "ab  ", "-------------x", "abc", "abc", "abc", "ab", "a", "........w1:2", "\ud83d\ude00\u00e9", "ba", "a", "a", "<<qqqqqqqqqqqqqqqqqqqq", "012301230123012301ab", "ab.............", "***ab", "000ab", "abnu", "  ab", "ab", "##ab", 44, "2345", "6789", "00012", "23", "xy--", "el", "TypeError", "TypeError", "23:4", "w123:45678", "w123:45678", "678", "", "", "123", "w1", "23:45678", "w12", "", "", "w1", "4", "qqqqqqqqqqqqqqqqqq", "qqqqqqqqqqqqqqqqqq", "23", "123:45678", "w1", "678", "abcd", "ab", "cd", "ab:cd", "xxxxxxxyyyyyyy", "xxxxxxxyyyyyyyy", 3, null, 7, 0, 2, 9, null, -3, 4, 46050]}
}
---*/
const out = []
// padStart / padEnd of flat strings to short lengths (the in-place path)
out.push("5".padStart(3, "0"), "ab".padEnd(5, "xy"), "ab".padStart(6), "ab".padEnd(4), "x".padStart(14, "-"))
out.push("abc".padStart(3, "z"), "abc".padStart(1, "z"), "abc".padStart(5, ""), "".padStart(2, "ab"), "".padEnd(1, "ab"))
out.push("w1:2".padStart(12, "."), "é".padStart(3, "\u{1F600}"), "a".padStart(2.9, "b"), "a".padStart(-3, "b"), "a".padStart(NaN, "b"))
// Fall-backs: long results, non-number lengths, non-string fills, ropes, wrappers, objects
const long = "q".repeat(20)
out.push(long.padStart(22, "<"), "ab".padStart(20, "0123"), "ab".padEnd(15, "."))
out.push("ab".padStart("5", "*"), "ab".padStart(5, 0), "ab".padEnd(4, null), "ab".padStart(4, undefined), "ab".padStart(true, "*"))
out.push("ab".padStart({ valueOf() { return 4 } }, { toString() { return "#" } }))
let rope = "r"
for (let i = 0; i < 40; i++) rope += i % 10
out.push(rope.padStart(44, "!").length, rope.slice(3, 7), rope.slice(-4))
out.push(String.prototype.padStart.call(12, 5, "0"), String.prototype.slice.call(123456, 1, 3))
out.push(new String("xy").padEnd(4, "-"), new String("hello").slice(1, 3))
try { String.prototype.padStart.call(null, 3) } catch (e) { out.push(e.constructor.name) }
try { String.prototype.slice.call(undefined, 1) } catch (e) { out.push(e.constructor.name) }
// slice of flat strings by numbers (short results in place)
const s = "w123:45678"
out.push(s.slice(2, 6), s.slice(0), s.slice(0, s.length), s.slice(-3), s.slice(4, 2), s.slice(3, 3), s.slice(1.7, 4.2))
out.push(s.slice(-100, 2), s.slice(2, 100), s.slice(NaN, 3), s.slice(2, NaN), s.slice(Infinity), s.slice(-Infinity, -8), s.slice(5, 6))
// slice fall-backs: long results, non-number positions
out.push(long.slice(1, 19), long.slice(2), s.slice("2", "4"), s.slice(1, undefined), s.slice(null, 2), s.slice({ valueOf() { return 7 } }))
// concatenation of short flat strings
const a = "ab", b = "cd"
out.push(a + b, a + "", "" + b, `${a}:${b}`, "x".repeat(7) + "y".repeat(7), "x".repeat(7) + "y".repeat(8))
// Math's one-argument functions with numbers and with values to convert
out.push(Math.abs(-3), Math.abs(-0) === 0 && 1 / Math.abs(-0), Math.abs("-7"), Math.abs(null), Math.abs([-2]), Math.abs({ valueOf() { return -9 } }), Math.abs(), Math.floor(-2.5), Math.sqrt("16"))
let n = 0
for (let i = 0; i < 300; i++) n += `${"w" + (i % 17)}:${i}`.padStart(12, ".").slice(2, 6).length + Math.abs(-i)
out.push(n)
return out
