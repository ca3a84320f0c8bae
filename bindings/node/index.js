// codemode for Node: run code-mode programs — short JavaScript/TypeScript programs written by a
// model — in a confined interpreter whose only door to the outside world is the tools you give it.
//
// This file is the API (Tool.make, CodeMode.make, Snapshot); codemode.node (built from
// src/lib.rs by `npm run build`) runs the programs, each on a thread of its own, and sends this
// side one event per tool call, durable call and hook, as JSON text (see src/lib.rs). The event
// loop is never blocked by a running program.
'use strict'

const path = require('node:path')

let native
try {
  native = require(path.join(__dirname, 'codemode.node'))
} catch (e) {
  const err = new Error(
    `codemode: the native addon is missing or does not load (${e.message}); run \`npm run build\` in ${__dirname}`,
  )
  err.cause = e
  throw err
}

const TOOL = Symbol.for('codemode.tool')

/** A tool failure with this message (any thrown error does the same). */
class ToolError extends Error {
  constructor(message, options) {
    super(message, options)
    this.name = 'ToolError'
  }
}

/** Raised by `CodeMode.make` when tools, schemas or limits are invalid. */
class BuildError extends Error {
  constructor(message) {
    super(message)
    this.name = 'BuildError'
  }
}

/** Raised when snapshot bytes cannot be read (malformed, another version, wrong key). */
class SnapshotError extends Error {
  constructor(message) {
    super(message)
    this.name = 'SnapshotError'
  }
}

function schemaOf(schema, what) {
  if (schema === undefined || schema === null) return undefined
  if (typeof schema === 'boolean') return schema
  if (typeof schema !== 'object') throw new TypeError(`${what} must be a JSON Schema object`)
  if (typeof schema.toJSONSchema === 'function') return schema.toJSONSchema()
  return schema
}

function requireFunction(f, what) {
  if (typeof f !== 'function') throw new TypeError(`${what} must be a function`)
  return f
}

const Tool = {
  /**
   * A tool: `{ description, input?, output?, execute(input, ctx) }`. `input` and `output` are
   * JSON Schemas; without `output` the tool declares no result and programs receive undefined.
   * `execute` may be async; `ctx` is `{ key, path, signal }` (the signal aborts when the run stops
   * waiting for the call).
   */
  make({ description, input, output, execute, validate = true }) {
    if (typeof description !== 'string') throw new TypeError('Tool.make: description must be a string')
    return Object.freeze({
      [TOOL]: 'tool',
      description,
      input: schemaOf(input, 'Tool.make: input'),
      output: schemaOf(output, 'Tool.make: output'),
      execute: requireFunction(execute, 'Tool.make: execute'),
      validate: Boolean(validate),
    })
  },

  /**
   * A durable tool, for long-running work a run can wait on across a suspension:
   * `start(input, ctx) -> handle` begins it, `attach(handle, ctx) -> output` waits for it (maybe
   * in another process), `cancel(handle)` stops it when the run ends unsuspended, `lookup(key) ->
   * handle | undefined` finds the work of a call saved before `start` returned.
   */
  durable({ description, input, output, start, attach, cancel, lookup, validate = true }) {
    if (typeof description !== 'string') throw new TypeError('Tool.durable: description must be a string')
    return Object.freeze({
      [TOOL]: 'durable',
      description,
      input: schemaOf(input, 'Tool.durable: input'),
      output: schemaOf(output, 'Tool.durable: output'),
      start: requireFunction(start, 'Tool.durable: start'),
      attach: requireFunction(attach, 'Tool.durable: attach'),
      cancel: cancel === undefined ? undefined : requireFunction(cancel, 'Tool.durable: cancel'),
      lookup: lookup === undefined ? undefined : requireFunction(lookup, 'Tool.durable: lookup'),
      validate: Boolean(validate),
    })
  },

  /** Whether `value` was made by `Tool.make` or `Tool.durable`. */
  is(value) {
    return value !== null && typeof value === 'object' && (value[TOOL] === 'tool' || value[TOOL] === 'durable')
  },
}

const Namespace = {
  /** A record of tools with a description the model sees: `Namespace.make({ description, tools })`. */
  make({ description, tools }) {
    if (typeof description !== 'string') throw new TypeError('Namespace.make: description must be a string')
    return Object.freeze({ [TOOL]: 'namespace', description, tools: tools || {} })
  },
}

function flatten(record, prefix, tools, namespaces) {
  if (record === null || typeof record !== 'object') {
    throw new TypeError(`${prefix || 'tools'}: expected a record of tools`)
  }
  for (const [name, value] of Object.entries(record)) {
    const p = prefix ? `${prefix}.${name}` : name
    if (Tool.is(value)) {
      tools.set(p, value)
    } else if (value && value[TOOL] === 'namespace') {
      namespaces.push([p, value.description])
      flatten(value.tools, p, tools, namespaces)
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value, p, tools, namespaces)
    } else {
      throw new TypeError(`tools.${p}: expected a tool (Tool.make), a namespace or a record of tools`)
    }
  }
}

function message(e) {
  if (e instanceof Error) return e.message || e.name
  if (typeof e === 'string') return e
  try {
    return String(e)
  } catch {
    return 'Unknown error'
  }
}

/** Answers the native event `id` with what `work` gives (a value or a failure). */
async function answer(id, work) {
  let value
  try {
    value = await work()
  } catch (e) {
    native.reply(id, false, message(e))
    return
  }
  let text
  try {
    text = value === undefined ? '' : JSON.stringify(value)
  } catch (e) {
    native.reply(id, false, `The tool returned a value that is not JSON data: ${message(e)}`)
    return
  }
  native.reply(id, true, text === undefined ? '' : text)
}

/** The state of a suspended run. */
class Snapshot {
  #state
  constructor(info) {
    this.#state = info.state
    /** The run's id (the prefix of its calls' keys). */
    this.runId = info.runId
    /** The calls waiting for an outcome: `{ key, path, args, handle }`. */
    this.pending = info.pending
    /** Tool calls made so far (paths). */
    this.toolCalls = info.toolCalls
    Object.freeze(this)
  }

  /** The bytes to store; with `key`, authenticated (HMAC-SHA256) so that `fromBytes` can check them. */
  toBytes(key) {
    return native.snapshotToBytes(this.#state, key === undefined ? undefined : Buffer.from(key))
  }

  /** Reads bytes made by `toBytes`; with `key`, checks their authentication. */
  static fromBytes(bytes, key) {
    let info
    try {
      info = JSON.parse(native.snapshotFromBytes(Buffer.from(bytes), key === undefined ? undefined : Buffer.from(key)))
    } catch (e) {
      throw new SnapshotError(message(e))
    }
    return new Snapshot(info)
  }

  static _state(s) {
    return s.#state
  }
}

/** The result with `logs` always present, in the order of the JSON form. */
function normalize(r) {
  const out = r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error }
  out.logs = r.logs || []
  if (r.warnings) out.warnings = r.warnings
  if (r.truncated) out.truncated = true
  out.toolCalls = r.toolCalls
  return out
}

class CodeMode {
  #native
  #tools
  #hooks

  constructor(options, key) {
    if (key !== TOOL) throw new TypeError('use CodeMode.make({ tools, limits, hooks })')
    const { tools = {}, namespaces = {}, limits = {}, hooks = {}, typescript = true } = options || {}
    const flat = new Map()
    const ns = []
    flatten(tools, '', flat, ns)
    for (const [p, d] of Object.entries(namespaces)) ns.push([p, d])
    const spec = {
      tools: [...flat].map(([p, t]) => ({
        path: p,
        description: t.description,
        input: t.input,
        output: t.output,
        durable: t[TOOL] === 'durable',
        validate: t.validate,
      })),
      namespaces: ns,
      limits,
      hooks: { before: typeof hooks.beforeToolCall === 'function', after: typeof hooks.afterToolCall === 'function' },
      typescript,
    }
    try {
      this.#native = new native.NativeRuntime(JSON.stringify(spec))
    } catch (e) {
      throw new BuildError(message(e))
    }
    this.#tools = flat
    this.#hooks = hooks
  }

  /**
   * A runtime: `{ tools, namespaces?, limits?, hooks?, typescript? }`. `tools` is a record whose
   * nested records are namespaces (`{ orders: { lookup } }` is `tools.orders.lookup`); keys may
   * also be dotted paths. `limits`: `{ timeoutMs, maxToolCalls, maxOutputBytes, maxMemoryBytes,
   * maxInstructions, maxSnapshotBytes }`. `hooks`: `{ beforeToolCall(call), afterToolCall(call,
   * end) }`; a `beforeToolCall` that throws denies the call with its message.
   */
  static make(options) {
    return new CodeMode(options, TOOL)
  }

  /** The tools by dotted path. */
  get tools() {
    return Object.fromEntries(this.#tools)
  }

  /**
   * Runs `code`; resolves to `{ ok: true, value, logs, toolCalls }`, `{ ok: false, error: { kind,
   * message, location? }, logs, toolCalls }` or, with `autoSuspend` (a run that waits only on
   * durable calls), `{ ok: false, suspended: true, state, pending, toolCalls }`. `signal` cancels
   * the run; `bindings` are read-only globals of the program.
   */
  execute(code, options = {}) {
    if (typeof code !== 'string') return Promise.reject(new TypeError('execute: code must be a string'))
    const opts = JSON.stringify({ autoSuspend: Boolean(options.autoSuspend), bindings: options.bindings || {} })
    return this.#run((onEvent) => this.#native.execute(code, opts, onEvent), options.signal)
  }

  /**
   * Continues a suspended run from its `Snapshot` (or the bytes of `toBytes(key)`) with
   * `outcomes`: call key → `{ ok: true, value }` or `{ ok: false, error: 'message' }`. A pending
   * call without an outcome is waited for with its tool's `attach` (its handle found with
   * `lookup` when the run was saved before `start` returned).
   */
  async resume(state, outcomes = {}, options = {}) {
    const snapshot = state instanceof Snapshot ? state : Snapshot.fromBytes(state, options.key)
    const done = { ...outcomes }
    // An outcome naming no pending call makes resuming fail at once: then wait for nothing.
    const keys = new Set(snapshot.pending.map((p) => p.key))
    const unknown = Object.keys(done).some((k) => !keys.has(k))
    const missing = unknown ? [] : snapshot.pending.filter((p) => !(p.key in done))
    const attached = await Promise.all(missing.map((p) => this.#attachOne(p)))
    missing.forEach((p, i) => {
      done[p.key] = attached[i]
    })
    for (const [k, o] of Object.entries(done)) {
      if (o instanceof Error) done[k] = { ok: false, error: message(o) }
    }
    const opts = JSON.stringify({ autoSuspend: Boolean(options.autoSuspend) })
    const outcomesText = JSON.stringify(done)
    return this.#run(
      (onEvent) => this.#native.resume(Snapshot._state(snapshot), outcomesText, opts, onEvent),
      options.signal,
    )
  }

  /** Every tool's `{ path, expression, description, signature }`, sorted by path. */
  catalog() {
    return JSON.parse(this.#native.catalog())
  }

  /**
   * The built-in `search` as programs see it: a query string or `{ query, namespace, limit,
   * offset }`; returns `{ items: [{ path, description, signature }], remaining, next }`.
   */
  search(query = {}) {
    const input = typeof query === 'string' ? { query } : query
    return JSON.parse(this.#native.search(JSON.stringify(input)))
  }

  async #attachOne(p) {
    const tool = this.#tools.get(p.path)
    if (!tool || tool[TOOL] !== 'durable') {
      return { ok: false, error: `No durable tool '${p.path}' here to wait for the call ${p.key}.` }
    }
    try {
      let handle = p.handle
      if (handle === null || handle === undefined) handle = tool.lookup ? await tool.lookup(p.key) : undefined
      if (handle === null || handle === undefined) {
        return { ok: false, error: `The work of the call ${p.key} (${p.path}) cannot be found.` }
      }
      const value = await tool.attach(handle, { key: p.key, path: p.path, signal: new AbortController().signal })
      return { ok: true, value: value === undefined ? null : value }
    } catch (e) {
      return { ok: false, error: message(e) }
    }
  }

  #run(start, signal) {
    const tools = this.#tools
    const hooks = this.#hooks
    return new Promise((resolve, reject) => {
      if (signal && signal.aborted) {
        reject(signal.reason)
        return
      }
      const calls = new Map() // event id -> AbortController
      const ctx = (ev) => {
        const controller = new AbortController()
        calls.set(ev.id, controller)
        return { key: ev.key, path: ev.path, signal: controller.signal }
      }
      const settle = (ev, work) => answer(ev.id, work).finally(() => calls.delete(ev.id))
      const onEvent = (text) => {
        const ev = JSON.parse(text)
        switch (ev.t) {
          case 'call': {
            const c = ctx(ev)
            settle(ev, () => tools.get(ev.path).execute(ev.input, c))
            break
          }
          case 'start': {
            const c = ctx(ev)
            settle(ev, () => tools.get(ev.path).start(ev.value, c))
            break
          }
          case 'attach': {
            const c = ctx(ev)
            settle(ev, () => tools.get(ev.path).attach(ev.value, c))
            break
          }
          case 'cancel': {
            const t = tools.get(ev.path)
            settle(ev, () => (t.cancel ? t.cancel(ev.value) : undefined))
            break
          }
          case 'abort': {
            const controller = calls.get(ev.id)
            calls.delete(ev.id)
            if (controller) controller.abort(new Error('The run no longer waits for this call.'))
            break
          }
          case 'before':
            answer(ev.id, async () => {
              await hooks.beforeToolCall({ name: ev.name, input: ev.input, key: ev.key })
            })
            break
          case 'after': {
            const end = { status: ev.status }
            if (ev.status === 'success') end.value = ev.value
            if (ev.status === 'failure') end.error = ev.error
            Promise.resolve()
              .then(() => hooks.afterToolCall({ name: ev.name, input: ev.input, key: ev.key }, end))
              .catch((e) => process.emitWarning(`codemode afterToolCall hook failed: ${message(e)}`))
            break
          }
          case 'done':
            if (signal) signal.removeEventListener('abort', onAbort)
            if (ev.cancelled) reject(signal && signal.aborted ? signal.reason : new Error('The run was cancelled.'))
            else if (ev.suspended) {
              const state = new Snapshot(ev)
              resolve({ ok: false, suspended: true, state, pending: ev.pending, toolCalls: ev.toolCalls })
            } else resolve(normalize(ev.result))
            break
        }
      }
      let token
      const onAbort = () => native.cancelRun(token)
      try {
        token = start(onEvent)
      } catch (e) {
        reject(e)
        return
      }
      if (signal) signal.addEventListener('abort', onAbort, { once: true })
    })
  }
}

module.exports = { Tool, Namespace, CodeMode, Snapshot, ToolError, BuildError, SnapshotError, engineVersion: native.engineVersion }
