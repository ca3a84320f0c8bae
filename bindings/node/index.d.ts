// Type declarations of the codemode Node package (the API of index.js).

/** A JSON Schema document (draft 7 or 2020-12). */
export type JsonSchema = boolean | { [keyword: string]: unknown }

/** Anything JSON can carry. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** What a tool function is told about the call it serves. */
export interface CallContext {
  /** Unique to this call: `<runId>:<n>`, stable across a suspension and resume. */
  readonly key: string
  /** The canonical dotted path the program called (`orders.lookup`). */
  readonly path: string
  /** Aborted when the run stops waiting for the call (it ended, timed out or was suspended). */
  readonly signal: AbortSignal
}

export interface ToolDefinition<I = any, O = any> {
  /** Shown to the model in signatures, the catalog and search. */
  description: string
  /** JSON Schema of the input (validated before `execute` runs). */
  input?: JsonSchema
  /** JSON Schema of the output (validated after); without it programs receive `undefined`. */
  output?: JsonSchema
  execute(input: I, ctx: CallContext): O | Promise<O>
  /** Validate input and output against the schemas (default true). */
  validate?: boolean
}

export interface DurableDefinition<I = any, H = any, O = any> {
  description: string
  input?: JsonSchema
  output?: JsonSchema
  /** Begins the work and returns a JSON handle identifying it. */
  start(input: I, ctx: CallContext): H | Promise<H>
  /** Waits for the work's outcome (possibly in another process, after a resume). */
  attach(handle: H, ctx: CallContext): O | Promise<O>
  /** Stops the work when the run ends without being suspended. */
  cancel?(handle: H): void | Promise<void>
  /** Finds the handle of a call by key (for calls saved before `start` returned). */
  lookup?(key: string): H | undefined | null | Promise<H | undefined | null>
  validate?: boolean
}

declare const toolBrand: unique symbol

/** A tool made by `Tool.make` or `Tool.durable`. */
export interface Tool {
  readonly [toolBrand]: 'tool' | 'durable'
  readonly description: string
  readonly input?: JsonSchema
  readonly output?: JsonSchema
}

export declare const Tool: {
  make<I = any, O = any>(definition: ToolDefinition<I, O>): Tool
  durable<I = any, H = any, O = any>(definition: DurableDefinition<I, H, O>): Tool
  is(value: unknown): value is Tool
}

/** A record of tools with a description. */
export interface Namespace {
  readonly description: string
  readonly tools: ToolRecord
}

export declare const Namespace: {
  make(definition: { description: string; tools: ToolRecord }): Namespace
}

/** Tools by name; nested records are namespaces, keys may be dotted paths. */
export interface ToolRecord {
  [name: string]: Tool | Namespace | ToolRecord
}

export interface Limits {
  /** Wall-clock time of the whole run (across suspensions: active time). */
  timeoutMs?: number
  /** Tool calls (`search` included). */
  maxToolCalls?: number
  /** UTF-8 bytes of value, logs and warnings in the result. */
  maxOutputBytes?: number
  /** Heap size (at least 1 MiB). */
  maxMemoryBytes?: number
  /** Instructions the run may execute. */
  maxInstructions?: number
  /** Bytes a suspended run's state may take. */
  maxSnapshotBytes?: number
}

/** A tool call as hooks see it (`name` is the path, or `search`). */
export interface ToolCall {
  readonly name: string
  readonly input: Json
  readonly key: string
}

export type CallEnd =
  | { status: 'success'; value: Json }
  | { status: 'failure'; error: string }
  | { status: 'interrupted' }

export interface Hooks {
  /** Runs before every call; throwing denies the call with the error's message. */
  beforeToolCall?(call: ToolCall): void | Promise<void>
  /** Runs after every call. */
  afterToolCall?(call: ToolCall, end: CallEnd): void | Promise<void>
}

export interface CodeModeOptions {
  tools?: ToolRecord
  /** Descriptions of namespaces by dotted path. */
  namespaces?: Record<string, string>
  limits?: Limits
  hooks?: Hooks
  /** Parse programs as TypeScript (default) or plain JavaScript. */
  typescript?: boolean
}

export type ErrorKind =
  | 'ParseError'
  | 'UnsupportedSyntax'
  | 'UnknownTool'
  | 'InvalidToolInput'
  | 'InvalidToolOutput'
  | 'InvalidDataValue'
  | 'ToolCallLimitExceeded'
  | 'TimeoutExceeded'
  | 'ToolFailure'
  | 'ExecutionFailure'
  | 'Truncated'
  | 'MemoryLimitExceeded'
  | 'SnapshotError'
  | 'SuspendError'

export interface Diagnostic {
  kind: ErrorKind
  message: string
  /** 1-based; the column counts UTF-16 code units. */
  location?: { line: number; column: number }
}

interface ResultCommon {
  logs: string[]
  warnings?: { kind: ErrorKind; message: string }[]
  truncated?: true
  /** Paths of the admitted tool calls, in order. */
  toolCalls: string[]
}

export interface Success extends ResultCommon {
  ok: true
  value: Json
  suspended?: undefined
}

export interface Failure extends ResultCommon {
  ok: false
  error: Diagnostic
  suspended?: undefined
}

export interface PendingCall {
  key: string
  path: string
  args: Json
  /** What the durable tool's `start` returned; null when the run was saved before. */
  handle: Json | null
}

export interface Suspended {
  ok: false
  suspended: true
  state: Snapshot
  pending: PendingCall[]
  toolCalls: string[]
}

export type Result = Success | Failure
export type Outcome = Result | Suspended

export type CallOutcome = { ok: true; value: Json } | { ok: false; error: string } | Error

export interface ExecuteOptions {
  /** End as `Suspended` once the run waits only on durable calls. */
  autoSuspend?: boolean
  /** Read-only globals of the program. */
  bindings?: Record<string, Json>
  /** Cancels the run (the promise rejects with the signal's reason). */
  signal?: AbortSignal
}

export interface ResumeOptions {
  autoSuspend?: boolean
  /** The key the bytes were authenticated with. */
  key?: string | Uint8Array
  signal?: AbortSignal
}

export interface CatalogEntry {
  path: string
  expression: string
  description: string
  signature: string
}

export interface SearchQuery {
  query?: string
  namespace?: string
  limit?: number
  offset?: number
}

export interface SearchResult {
  items: { path: string; description: string; signature: string }[]
  remaining: number
  next: { offset: number } | null
}

export declare class CodeMode {
  private constructor()
  static make(options?: CodeModeOptions): CodeMode
  readonly tools: Record<string, Tool>
  execute(code: string, options?: ExecuteOptions & { autoSuspend?: false }): Promise<Result>
  execute(code: string, options: ExecuteOptions): Promise<Outcome>
  resume(state: Snapshot | Uint8Array, outcomes?: Record<string, CallOutcome>, options?: ResumeOptions): Promise<Outcome>
  catalog(): CatalogEntry[]
  search(query?: string | SearchQuery): SearchResult
}

/** The state of a suspended run. */
export declare class Snapshot {
  private constructor()
  readonly runId: string
  readonly pending: PendingCall[]
  readonly toolCalls: string[]
  /** The bytes to store (a Buffer); with `key`, authenticated (HMAC-SHA256). */
  toBytes(key?: string | Uint8Array): Uint8Array
  /** Reads bytes made by `toBytes`; with `key`, checks their authentication. */
  static fromBytes(bytes: Uint8Array, key?: string | Uint8Array): Snapshot
}

export declare class ToolError extends Error {}
export declare class BuildError extends Error {}
export declare class SnapshotError extends Error {}
export declare function engineVersion(): string
