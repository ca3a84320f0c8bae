/*---
{
  "description": "trim scanning in place (same string, short and long results, every white space, a rope, String objects and conversions), substr of a flat string by numbers and every fall-back (conversions, NaN, infinities, a rope), fromCharCode on the stack up to 14 units and beyond, padStart/padEnd fills (one unit, longer fills cut short, the general path)",
  "expect": {"ok": true, "value": ["[\"\",\"\",\"\"]", "[\"\",\"\",\"\"]", "[\"\",\"\",\"\"]", "[\"abc\",\"abc\",\"abc\"]", "[\"abc\",\"abc \",\" abc\"]", "[\"x\",\"x \\t\\n\\u000b\\f\\r\u00a0\ufeff\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\",\" \\t\\n\\u000b\\f\\r\u00a0\ufeff\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000x\"]", "[\"\u200bx\u200b\",\"\u200bx\u200b\",\"\u200bx\u200b\"]", "[\"a long text that is not short\",\"a long text that is not short \",\"a long text that is not short\"]", "[\"yyyyyyyyyyyyyyyyyyyy\",\"yyyyyyyyyyyyyyyyyyyy   \",\"   yyyyyyyyyyyyyyyyyyyy\"]", "[\"\u180ex\u180e\",\"\u180ex\u180e\",\"\u180ex\u180e\"]", "[\"\u0085z\u0085\",\"\u0085z\u0085\",\"\u0085z\u0085\"]", "[\"r0    r1    r2    r3    r4\",\"r0    r1    r2    r3    r4  \",\"  r0    r1    r2    r3    r4\"]", true, "w", "12.5", "obj", "TypeError", 3390, "Lorem|  r0 ", "em ipsum dolor sit amet, consectetur|0    r1    r2    r3    r4  ", "etur|r4  ", "et|r4", "Lor|  r", "|", "|", "|", "Lor|  r", "|", "|", "Lo|  ", "or| r", "Lorem ipsum dolor sit amet, consectetur|  r0    r1    r2    r3    r4  ", " ipsum dolor sit amet, consect|   r1    r2    r3    r4  ", "em i|0   ", "or| r", "Lor|  r", "rem ipsum dolor sit amet, consectetur|r0    r1    r2    r3    r4  ", "|", "o| ", "234", true, "", "A", 255, 256, "\ud83d\ude00", 2, 65535, "BCD", "abcdefghijklmn", "abcdefghijklmno", 0, true, true, 32766, "TypeError", "00000042|42000000", "      42|42      ", "abcabcab42|42abcabcab", "xyxyxyxyxyx42|42xyxyxyxyxyx", "42|42", "z42|42z", "\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d42|42\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d\u00e9\u4e2d", "ababababababababab42|42ababababababababab", "-------42|42-------", ".....42|42.....", 4800]}
}
---*/
// trim scans a flat string in place (the same string when nothing is trimmed, a short result on
// the stack); substr of a flat string by numbers takes the fast path slice and substring take;
// fromCharCode of up to 14 units builds the string on the stack. Every fall-back is checked.
const out = []
const ws = ' \t\n\v\f\r\u00a0\ufeff\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000'
const samples = ['', ' ', ws, 'abc', ' abc ', ws + 'x' + ws, '\u200bx\u200b', 'a long text that is not short ',
  '   ' + 'y'.repeat(20) + '   ', '\u180ex\u180e', '\u0085z\u0085']
let rope = ''
for (let i = 0; i < 5; i++) rope += '  r' + i + '  '
samples.push(rope)
for (const s of samples) out.push(JSON.stringify([s.trim(), s.trimStart(), s.trimEnd()]))
const same = 'unchanged'
out.push(same.trim() === same, String.prototype.trim.call(new String('  w ')), String.prototype.trimEnd.call(12.5),
  String.prototype.trimStart.call({ toString() { return '  obj' } }))
try { String.prototype.trim.call(null); out.push('no error') } catch (e) { out.push(e.name) }
let sum = 0
for (let i = 0; i < 500; i++) sum += ('  ' + i + '  ').trim().length + (' x ').trimStart().length + (' y ').trimEnd().length
out.push(sum)
// substr: numbers (fast), then conversions, NaN, infinities, negatives and a rope (general).
const t = 'Lorem ipsum dolor sit amet, consectetur'
const args = [[0, 5], [3], [-4], [-4, 2], [-100, 3], [100, 2], [2, -1], [2, 0], [NaN, 3], [2, NaN], [Infinity, 2],
  [-Infinity, 2], [1.7, 2.9], [0, Infinity], [5, 30], ['3', '4'], [{ valueOf() { return 1 } }, { valueOf() { return 2 } }],
  [undefined, 3], [2, undefined], [2, null], [true, true]]
for (const a of args) out.push(t.substr(...a) + '|' + rope.substr(...a))
out.push(String.prototype.substr.call(123456, 1, 3), 'ab'.substr(0, 2) === 'ab')
// fromCharCode: up to 14 units on the stack, more in a vector, conversions and wrapping.
out.push(String.fromCharCode(), String.fromCharCode(65), String.fromCharCode(255).charCodeAt(0),
  String.fromCharCode(0x100).charCodeAt(0), String.fromCharCode(0xD83D, 0xDE00), String.fromCharCode(65601, -1).length,
  String.fromCharCode(65601, -1).charCodeAt(1), String.fromCharCode('66', { valueOf() { return 67 } }, 68.9),
  String.fromCharCode(...Array.from({ length: 14 }, (_, i) => 97 + i)),
  String.fromCharCode(...Array.from({ length: 15 }, (_, i) => 97 + i)), String.fromCharCode(NaN).charCodeAt(0),
  String.fromCharCode(97) === 'a', String.fromCharCode(0x4e2d) === '\u4e2d')
let fc = 0
for (let i = 0; i < 300; i++) fc += String.fromCharCode(65 + (i % 26), 97 + (i % 26)).charCodeAt(1)
out.push(fc)
try { String.fromCharCode(Symbol()); out.push('no error') } catch (e) { out.push(e.name) }
// padStart/padEnd of a short result: one-unit fills, longer fills cut short, and the general path.
for (const [n, f] of [[8, '0'], [8, undefined], [10, 'abc'], [13, 'xy'], [5, ''], [3, 'z'], [14, '\u00e9\u4e2d'], [20, 'ab'], ['9', '-'], [7.9, '.']]) {
  out.push('42'.padStart(n, f) + '|' + '42'.padEnd(n, f))
}
let ps = 0
for (let i = 0; i < 300; i++) ps += String(i).padStart(8, '0').length + String(i).padEnd(8).length
out.push(ps)
return out
