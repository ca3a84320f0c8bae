// The Node package end to end: tools, schemas, namespaces, limits, hooks, concurrency, the event
// loop, diagnostics, catalog and search, suspend/resume (across processes), cancellation.
'use strict'

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { execFileSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const { Tool, Namespace, CodeMode, Snapshot, BuildError, SnapshotError } = require('..')

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const lookup = Tool.make({
  description: 'Look up an order by ID',
  input: { type: 'object', properties: { id: { type: 'string', description: 'The order ID.' } }, required: ['id'] },
  output: { type: 'object', properties: { id: { type: 'string' }, status: { enum: ['open', 'complete'] } } },
  execute: async ({ id }) => ({ id, status: id === 'o2' ? 'complete' : 'open' }),
})

test('execute resolves to the result with value, logs and tool calls', async () => {
  const runtime = CodeMode.make({ tools: { orders: { lookup } } })
  const r = await runtime.execute("const o = await tools.orders.lookup({ id: 'o1' }); console.log('got', o.id); return o")
  assert.deepEqual(r, { ok: true, value: { id: 'o1', status: 'open' }, logs: ['got o1'], toolCalls: ['orders.lookup'] })
})

test('values cross as plain data', async () => {
  const echo = Tool.make({ description: 'Echo', output: {}, execute: (x) => x })
  const runtime = CodeMode.make({ tools: { echo } })
  const data = { s: 'é🙂', i: 2 ** 53 - 1, f: 1.5, b: true, n: null, l: [1, [2, { x: [] }]] }
  const r = await runtime.execute('return await tools.echo(input)', { bindings: { input: data } })
  assert.deepEqual(r.value, data)
  const d = await runtime.execute("return await tools.echo({ when: new Date(0), big: 1e21, u: undefined, neg: -0 })")
  assert.deepEqual(d.value, { when: '1970-01-01T00:00:00.000Z', big: 1e21, neg: 0 })
})

test('a tool exception is an error the program can catch', async () => {
  const fail = Tool.make({
    description: 'Fails',
    output: {},
    execute: async ({ id }) => {
      throw new Error(`no order ${id}`)
    },
  })
  const runtime = CodeMode.make({ tools: { orders: { fail } } })
  const caught = await runtime.execute(
    "try { await tools.orders.fail({ id: 'x' }) } catch (e) { return [e instanceof Error, e.message] }",
  )
  assert.deepEqual(caught.value, [true, 'no order x'])
  const r = await runtime.execute("return await tools.orders.fail({ id: 'y' })")
  assert.equal(r.ok, false)
  assert.deepEqual(r.error, { kind: 'ToolFailure', message: 'no order y' })
  const bad = Tool.make({ description: 'Bad', output: {}, execute: () => ({ n: 1n }) })
  const b = await CodeMode.make({ tools: { bad } }).execute('try { await tools.bad() } catch (e) { return e.message }')
  assert.match(b.value, /not JSON data/)
})

test('schemas shape signatures and are validated', async () => {
  const add = Tool.make({
    description: 'Add two numbers',
    input: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
    output: { type: 'number' },
    execute: ({ a, b }) => (a < 0 ? 'negative' : a + b),
  })
  const fire = Tool.make({ description: 'No result', execute: () => 'ignored' })
  const runtime = CodeMode.make({ tools: { math: { add }, fire } })
  assert.equal((await runtime.execute('return await tools.math.add({ a: 1, b: 2 })')).value, 3)
  const missing = await runtime.execute('return await tools.math.add({ a: 1 })')
  assert.equal(missing.error.kind, 'InvalidToolInput')
  assert.match(missing.error.message, /"b" is a required property/)
  assert.equal((await runtime.execute('return await tools.math.add({ a: -1, b: 0 })')).error.kind, 'InvalidToolOutput')
  // Without an output schema the tool declares no result.
  assert.deepEqual((await runtime.execute('return [await tools.fire()]')).value, [null])
  const sigs = Object.fromEntries(runtime.catalog().map((e) => [e.path, e.signature]))
  assert.equal(sigs['math.add'], 'tools.math.add({\n  a: number,\n  b: number,\n}): Promise<number>')
  assert.equal(sigs.fire, 'tools.fire(): Promise<void>')
  const loose = CodeMode.make({ tools: { add: Tool.make({ ...add, execute: add.execute, validate: false }) } })
  assert.equal((await loose.execute('return await tools.add({ a: -1, b: 0 })')).value, 'negative')
})

test('nested records are namespaces; catalog and search', async () => {
  const runtime = CodeMode.make({
    tools: {
      orders: Namespace.make({
        description: 'Order management',
        tools: { lookup, cancel: Tool.make({ description: 'Cancel an order', execute: () => {} }) },
      }),
      'billing.invoice.create': Tool.make({ description: 'Create an invoice', output: {}, execute: () => 1 }),
    },
    namespaces: { billing: 'Invoices and payments' },
  })
  assert.deepEqual(
    runtime.catalog().map((e) => e.path),
    ['billing.invoice.create', 'orders.cancel', 'orders.lookup'],
  )
  const entry = runtime.catalog()[2]
  assert.equal(entry.expression, 'tools.orders.lookup')
  assert.equal(entry.description, 'Look up an order by ID')
  assert.match(entry.signature, /\/\*\* The order ID. \*\//)
  const found = runtime.search('order')
  assert.ok(found.items.some((i) => i.path === 'tools.orders.lookup'))
  const page = runtime.search({ namespace: 'orders', limit: 1 })
  assert.equal(page.items.length, 1)
  assert.equal(page.remaining, 1)
  assert.deepEqual(page.next, { offset: 1 })
  assert.throws(() => runtime.search({ query: 'x', limit: 0 }), /limit/)
  const r = await runtime.execute("const r = await search({ query: 'invoice' }); return [r.items[0].path, Object.keys(tools.orders)]")
  assert.deepEqual(r.value, ['tools.billing.invoice.create', ['cancel', 'lookup']])
})

test('invalid tools and limits are build errors', () => {
  assert.throws(() => CodeMode.make({ tools: { 'a..b': lookup } }), BuildError)
  assert.throws(() => CodeMode.make({ limits: { timeoutMs: 0 } }), /timeoutMs/)
  assert.throws(() => CodeMode.make({ limits: { timeout: 10 } }), /unknown field/)
  assert.throws(() => CodeMode.make({ tools: { x: Tool.make({ description: 'x', input: { type: 12 }, execute() {} }) } }), /schema/)
  assert.throws(() => CodeMode.make({ tools: { x: () => 1 } }), TypeError)
  assert.throws(() => Tool.make({ description: 'x' }), /execute must be a function/)
})

test('limits: time, tool calls, output, memory', async () => {
  const runtime = CodeMode.make({ tools: { orders: { lookup } }, limits: { timeoutMs: 200, maxToolCalls: 2, maxOutputBytes: 64 } })
  assert.equal((await runtime.execute('while (true) {}')).error.kind, 'TimeoutExceeded')
  const calls = await runtime.execute("for (let i = 0; i < 3; i++) await tools.orders.lookup({ id: 'o' + i })")
  assert.equal(calls.error.kind, 'ToolCallLimitExceeded')
  assert.deepEqual(calls.toolCalls, ['orders.lookup', 'orders.lookup'])
  const big = await runtime.execute("return 'x'.repeat(1000)")
  assert.equal(big.truncated, true)
  assert.match(big.value, /result truncated/)
  const mem = await CodeMode.make({ limits: { maxMemoryBytes: 1 << 21 } }).execute(
    "const a = []; while (true) a.push('x'.repeat(1000) + a.length)",
  )
  assert.equal(mem.error.kind, 'MemoryLimitExceeded')
})

test('diagnostics', async () => {
  const runtime = CodeMode.make()
  assert.deepEqual((await runtime.execute('const x = 1;\nreturn x +')).error, {
    kind: 'ParseError',
    message: 'Expression expected',
    location: { line: 2, column: 11 },
  })
  assert.equal((await runtime.execute("throw new TypeError('bad')")).error.kind, 'ExecutionFailure')
  assert.equal((await runtime.execute('return await tools.nope()')).error.kind, 'UnknownTool')
  assert.equal((await runtime.execute('const x: number = 1; return x')).value, 1)
  assert.equal((await CodeMode.make({ typescript: false }).execute('const x: number = 1')).error.kind, 'ParseError')
  await assert.rejects(runtime.execute(42), TypeError)
})

test('hooks see every call and can deny it (sync or async)', async () => {
  const seen = []
  const runtime = CodeMode.make({
    tools: { orders: { lookup } },
    hooks: {
      beforeToolCall: async (call) => {
        await sleep(1)
        seen.push(['before', call.name, call.input])
        if (call.input && call.input.id === 'secret') throw new Error('not allowed')
      },
      afterToolCall: (call, end) => seen.push(['after', call.name, end]),
    },
  })
  const r = await runtime.execute(
    "const a = await tools.orders.lookup({ id: 'o1' }); try { await tools.orders.lookup({ id: 'secret' }) } catch (e) { return [a.status, e.message] }",
  )
  assert.deepEqual(r.value, ['open', 'not allowed'])
  await sleep(10)
  assert.deepEqual(seen, [
    ['before', 'orders.lookup', { id: 'o1' }],
    ['after', 'orders.lookup', { status: 'success', value: { id: 'o1', status: 'open' } }],
    ['before', 'orders.lookup', { id: 'secret' }],
    ['after', 'orders.lookup', { status: 'failure', error: 'not allowed' }],
  ])
})

test('tool calls of a run proceed concurrently, and the event loop is never blocked', async () => {
  const slow = Tool.make({
    description: 'Slow',
    input: { type: 'object' },
    output: { type: 'number' },
    execute: async ({ n }) => {
      await sleep(300)
      return n * 2
    },
  })
  const runtime = CodeMode.make({ tools: { slow }, limits: { timeoutMs: 600 } })
  let ticks = 0
  const timer = setInterval(() => ticks++, 10)
  const t = Date.now()
  const [a, b] = await Promise.all([
    runtime.execute('return await Promise.all([1, 2, 3, 4].map((n) => tools.slow({ n })))'),
    runtime.execute('while (true) {}'),
  ])
  clearInterval(timer)
  assert.deepEqual(a.value, [2, 4, 6, 8])
  assert.equal(b.error.kind, 'TimeoutExceeded')
  assert.ok(Date.now() - t < 1500, `took ${Date.now() - t} ms`)
  assert.ok(ticks > 20, `only ${ticks} timer ticks while programs ran`)
})

test('many runs at once', async () => {
  const runtime = CodeMode.make({ tools: { orders: { lookup } } })
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => runtime.execute(`return (await tools.orders.lookup({ id: 'o${i}' })).id`)),
  )
  assert.deepEqual(
    results.map((r) => r.value),
    Array.from({ length: 30 }, (_, i) => `o${i}`),
  )
})

test('an AbortSignal cancels the run and aborts its calls', async () => {
  let aborted = null
  const wait = Tool.make({
    description: 'Waits',
    execute: (input, ctx) =>
      new Promise((resolve) => {
        ctx.signal.addEventListener('abort', () => {
          aborted = ctx.key
          resolve()
        })
      }),
  })
  const ends = []
  const runtime = CodeMode.make({ tools: { wait }, hooks: { afterToolCall: (c, end) => ends.push(end.status) } })
  const controller = new AbortController()
  const run = runtime.execute('await tools.wait()', { signal: controller.signal })
  await sleep(100)
  controller.abort(new Error('stop'))
  await assert.rejects(run, /stop/)
  await sleep(50)
  assert.match(aborted, /:1$/)
  await assert.rejects(runtime.execute('1', { signal: AbortSignal.abort(new Error('early')) }), /early/)
})

// ----- durable tools, suspend and resume -----

const decided = new Map()
const cancelled = []
const approve = Tool.durable({
  description: 'Ask a human to approve',
  input: { type: 'object', properties: { item: { type: 'string' } } },
  output: { type: 'object', properties: { approved: { type: 'boolean' } } },
  start: async ({ item }, ctx) => ({ ticket: ctx.key, item }),
  attach: async (handle, ctx) => {
    // Stops when the run no longer waits (suspended, timed out): ctx.signal aborts.
    while (!decided.has(handle.ticket)) {
      if (ctx.signal.aborted) throw ctx.signal.reason
      await sleep(5)
    }
    return { approved: decided.get(handle.ticket) }
  },
  cancel: (handle) => cancelled.push(handle.ticket),
})
const APPROVE = "const a = await tools.approve({ item: 'deploy' }); console.log('approved?', a.approved); return a.approved ? 'deployed' : 'stopped'"

test('a durable tool waits in process without autoSuspend', async () => {
  const quick = Tool.durable({
    description: 'Approves after a moment',
    output: { type: 'object' },
    start: (input, ctx) => ({ ticket: ctx.key }),
    attach: async (handle, ctx) => {
      await sleep(50)
      return { approved: handle.ticket === ctx.key }
    },
  })
  const r = await CodeMode.make({ tools: { approve: quick } }).execute(APPROVE)
  assert.equal(r.value, 'deployed')
})

test('suspend to bytes and resume with outcomes', async () => {
  const runtime = CodeMode.make({ tools: { approve } })
  const s = await runtime.execute(APPROVE, { autoSuspend: true })
  assert.equal(s.ok, false)
  assert.equal(s.suspended, true)
  assert.ok(s.state instanceof Snapshot)
  const [p] = s.pending
  assert.equal(p.path, 'approve')
  assert.deepEqual(p.args, { item: 'deploy' })
  assert.deepEqual(p.handle, { ticket: p.key, item: 'deploy' })
  assert.equal(s.state.runId, p.key.slice(0, p.key.lastIndexOf(':')))
  const bytes = s.state.toBytes()
  assert.equal(bytes.subarray(0, 4).toString(), 'CMSN')
  const r = await runtime.resume(bytes, { [p.key]: { ok: true, value: { approved: false } } })
  assert.deepEqual(r, { ok: true, value: 'stopped', logs: ['approved? false'], toolCalls: ['approve'] })
  const e = await runtime.resume(s.state, { [p.key]: new Error('the approver left') })
  assert.deepEqual(e.error, { kind: 'ToolFailure', message: 'the approver left' })
  assert.throws(() => Snapshot.fromBytes(Buffer.from('not a snapshot')), SnapshotError)
  assert.throws(() => Snapshot.fromBytes(s.state.toBytes('key-1'), 'key-2'), /authentication/)
  assert.equal(Snapshot.fromBytes(s.state.toBytes('key-1'), 'key-1').runId, s.state.runId)
  const wrong = await runtime.resume(s.state, { 'nope:1': { ok: true, value: 1 } })
  assert.equal(wrong.error.kind, 'SnapshotError')
  // Without an outcome, resume waits for the call with the tool's attach.
  decided.set(p.key, true)
  assert.equal((await runtime.resume(s.state.toBytes('k'), {}, { key: 'k' })).value, 'deployed')
})

test('durable work is cancelled when an unsuspended run ends', async () => {
  const runtime = CodeMode.make({ tools: { approve }, limits: { timeoutMs: 200 } })
  const before = cancelled.length
  const r = await runtime.execute(APPROVE)
  assert.equal(r.error.kind, 'TimeoutExceeded')
  await sleep(50)
  assert.equal(cancelled.length, before + 1)
})

test('a run suspended in one process resumes in another', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codemode-'))
  const file = path.join(dir, 'run.state')
  const helper = path.join(__dirname, 'fixtures', 'procs.js')
  const key = execFileSync(process.execPath, [helper, 'suspend', file], { encoding: 'utf8' }).trim()
  const out = execFileSync(process.execPath, [helper, 'resume', file, key], { encoding: 'utf8' })
  assert.deepEqual(JSON.parse(out), {
    ok: true,
    value: { deployed: 'build-7', first: 'o1' },
    logs: ['approved'],
    toolCalls: ['orders.lookup', 'approve', 'orders.lookup'],
  })
  fs.rmSync(dir, { recursive: true })
})

test("the README's example runs as written", () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')
  const example = readme.match(/## Example[\s\S]*?```js\n([\s\S]*?)```/)[1]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codemode-readme-'))
  fs.mkdirSync(path.join(dir, 'node_modules'))
  fs.symlinkSync(path.join(__dirname, '..'), path.join(dir, 'node_modules', 'codemode'), 'dir')
  fs.writeFileSync(path.join(dir, 'example.mjs'), `${example}\nconsole.log(JSON.stringify(result))\n`)
  const out = execFileSync(process.execPath, [path.join(dir, 'example.mjs')], { encoding: 'utf8' }).trim().split('\n')
  assert.deepEqual(JSON.parse(out[out.length - 1]), {
    ok: true,
    value: 2,
    logs: ['open: o1, o3'],
    toolCalls: ['orders.lookup', 'orders.lookup', 'orders.lookup'],
  })
  fs.rmSync(dir, { recursive: true })
})
