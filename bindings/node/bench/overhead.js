// Per-run cost of the Node package on the shared programs, to set against the Rust API's
// (`cargo bench -p codemode-benches -- host_call`): z-trivial.js and tool-program-20.js with a
// plain orders.lookup tool (sync and async execute functions). Build the addon in release mode
// first (`npm run build:release`).
//
//   node bench/overhead.js [ROUNDS]
'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { Tool, CodeMode } = require('..')

const programs = path.join(__dirname, '..', '..', '..', 'benches', 'programs')
const rounds = Number(process.argv[2] || 300)

function make(execute) {
  return CodeMode.make({ tools: { orders: { lookup: Tool.make({ description: 'Look up an order', output: { type: 'object' }, execute }) } } })
}

async function timeIt(fn) {
  await fn()
  const samples = []
  for (let i = 0; i < rounds; i++) {
    const t = process.hrtime.bigint()
    await fn()
    samples.push(Number(process.hrtime.bigint() - t) / 1000)
  }
  samples.sort((a, b) => a - b)
  return [samples[0], samples[samples.length >> 1]]
}

async function main() {
  const syncRt = make(({ id }) => ({ id, status: 'open' }))
  const asyncRt = make(async ({ id }) => ({ id, status: 'open' }))
  for (const name of ['z-trivial.js', 'tool-program-20.js']) {
    const code = fs.readFileSync(path.join(programs, name), 'utf8')
    const r = await syncRt.execute(code)
    if (!r.ok) throw new Error(JSON.stringify(r))
    for (const [label, rt] of [['sync execute', syncRt], ['async execute', asyncRt]]) {
      const [lo, med] = await timeIt(() => rt.execute(code))
      console.log(`${name.padEnd(20)} ${label.padEnd(16)} min ${lo.toFixed(1).padStart(9)} us  median ${med.toFixed(1).padStart(9)} us`)
    }
  }
}
main()
