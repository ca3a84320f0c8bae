// survey: string word count
let t = ''
for (let i = 0; i < 100000; i++) t += 'w' + (i % 997) + ' '
const m = new Map()
for (const w of t.split(' ')) if (w) m.set(w, (m.get(w) || 0) + 1)
return m.size + m.get('w5')
