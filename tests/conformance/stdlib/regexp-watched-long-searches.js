/*---
{
  "description": "under a time limit, searches that could run long on regress run on the bounded engine (which watches the deadline) and give the same answers: long greedy loops over groups, several variable quantifiers, captures of the last iteration, global match, replace, split",
  "limits": { "timeoutMs": 600000 },
  "expect": { "ok": true, "value": [400000, "b", 400000, "c", 6000, "a", null, false, [500, 2, 3], 2000, 48884, 2001, ["user1998", "user1999"], true, "tail"] }
}
---*/
const long = 'ab'.repeat(2e5)
const out = []
let m = /(a|b)*/.exec(long)
out.push(m[0].length, m[1])
m = /((?:ab)+)(c?)/.exec(long + 'c')
out.push(m[1].length, m[2])
m = /(a|b)*?b(a)?$/.exec('ab'.repeat(3000))
out.push(m[0].length, m[1], m[2])
out.push(/x*y*z*w/.test('xyz'.repeat(300)))
out.push(/(\d+)-(\d+)-(\d+)/.exec('1'.repeat(500) + '-22-333')?.slice(1).map(s => s.length))
const text = Array.from({ length: 2000 }, (_, i) => `user${i}@example.com and ${'x'.repeat(i % 7)}`).join(' ')
out.push(text.match(/[a-z0-9]+@example\.com/g).length)
out.push(text.replace(/(\w+)@(\w+)\.com/g, '$2/$1').length)
out.push(text.split(/\s*and\s*/).length)
out.push([...text.matchAll(/(?<name>user\d+)@/g)].slice(-2).map(r => r.groups.name))
out.push(/(?:a|b|c)*d/.test('abc'.repeat(2000) + 'd'))
out.push(/^(?:[a-c]+)\s*,\s*(\w*)$/.exec('abc'.repeat(1000) + ' ,  tail')?.[1])
return out
