#!/usr/bin/env node
// Builds the native addon from the repository and copies it next to index.js as codemode.node.
//
//   npm run build              debug build (fast to compile; what the test suite uses)
//   npm run build -- --release optimized build (what to ship or benchmark)
//
// It runs `cargo build -p codemode-node` in the workspace (so the engine is built into the
// workspace's target/ directory, shared with the other packages and `cargo test`), asks cargo
// where the library went, and copies it. Only cargo and node are needed.
'use strict'
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const here = path.resolve(__dirname, '..')
const args = ['build', '-p', 'codemode-node', '--lib', '--message-format=json-render-diagnostics']
if (process.argv.includes('--release')) args.push('--release')
const cargo = process.env.CARGO || 'cargo'
const run = spawnSync(cargo, args, { cwd: here, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 })
if (run.error) {
  console.error(`codemode: cannot run ${cargo}: ${run.error.message} (the Rust toolchain is needed to build the addon)`)
  process.exit(1)
}
if (run.status !== 0) process.exit(run.status ?? 1)
let artifact = null
for (const line of run.stdout.toString().split('\n')) {
  if (!line.startsWith('{')) continue
  const msg = JSON.parse(line)
  if (msg.reason === 'compiler-artifact' && msg.target && msg.target.name === 'codemode_node') {
    artifact = msg.filenames.find((f) => /\.(so|dylib|dll)$/.test(f)) || artifact
  }
}
if (!artifact) {
  console.error('codemode: cargo did not report the addon library')
  process.exit(1)
}
const dest = path.join(here, 'codemode.node')
fs.rmSync(dest, { force: true }) // a loaded addon may be mapped: replace the file, do not rewrite it
fs.copyFileSync(artifact, dest)
console.log(`codemode: built ${path.relative(here, dest)} from ${path.relative(here, artifact)}`)
