// Type-checked (not run) by `npm run typecheck`: the declarations in index.d.ts fit the API as the
// README uses it, and reject what is wrong.
import { CodeMode, Namespace, Snapshot, Tool, type Outcome, type Result } from '../..'

const lookup = Tool.make<{ id: string }, { id: string; status: string }>({
  description: 'Look up an order by ID',
  input: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  output: { type: 'object' },
  execute: async ({ id }, ctx) => {
    ctx.signal.throwIfAborted()
    return { id, status: ctx.key.length > 0 ? 'open' : 'unknown' }
  },
})

const approve = Tool.durable({
  description: 'Ask a human',
  start: (input: { item: string }, ctx) => ({ ticket: ctx.key, item: input.item }),
  attach: async (handle: { ticket: string }) => ({ approved: handle.ticket !== '' }),
  cancel: () => {},
  lookup: (key) => (key ? { ticket: key } : undefined),
})

const runtime = CodeMode.make({
  tools: { orders: Namespace.make({ description: 'Orders', tools: { lookup } }), approve },
  limits: { timeoutMs: 1000, maxToolCalls: 20 },
  hooks: {
    beforeToolCall: (call) => {
      if (call.name === 'search') throw new Error('no')
    },
    afterToolCall: (_call, end) => {
      if (end.status === 'failure') console.log(end.error)
    },
  },
})

async function main(): Promise<void> {
  const r: Result = await runtime.execute('return 1')
  if (r.ok) {
    const v: unknown = r.value
    void v
  } else {
    const kind: string = r.error.kind
    void kind
  }
  const o: Outcome = await runtime.execute('return 1', { autoSuspend: true })
  if (o.suspended) {
    const bytes = o.state.toBytes('key')
    const again = Snapshot.fromBytes(bytes, 'key')
    const done = await runtime.resume(again, { [o.pending[0].key]: { ok: true, value: { approved: true } } })
    void done
  }
  const sig: string = runtime.catalog()[0].signature
  const found = runtime.search({ query: 'order', limit: 5 })
  void sig, found.items[0].path
  // @ts-expect-error limits are checked by name
  CodeMode.make({ limits: { timeout: 5 } })
  // @ts-expect-error a tool needs execute
  Tool.make({ description: 'x' })
}
void main
