// regex: test / exec / match / replace with groups / split over 1e4 lines
const lines = []
for (let i = 0; i < 10000; i++) lines.push(`order_${i} ${i % 3 ? "open" : "complete"} total=${i}.50 user${i % 97}@example.com`)
const text = lines.join("\n")
let n = 0
const re = /^order_(\d+) (\w+) total=(\d+)\.(\d+)/
for (const l of lines) { const m = re.exec(l); if (m && m[2] === "open") n += +m[3] }
n += (text.match(/[a-z0-9]+@example\.com/g) || []).length
n += text.replace(/total=(\d+)/g, (_, d) => "t" + d).length
n += text.split(/\s+/).length
for (const l of lines) if (/complete/.test(l)) n++
return n
