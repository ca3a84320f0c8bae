//! One tool: a description, optional JSON Schemas and an async JSON-in/JSON-out function.
//!
//! [`Tool::call`] is the whole call contract the runtime relies on: validate the input
//! ([`CallError::InvalidInput`]), run the function ([`CallError::Failed`] carries the tool's own
//! error), validate the output ([`CallError::InvalidOutput`]). Messages are complete sentences
//! for the program (`Invalid input for tool 'orders.lookup': "id" is a required property at /`);
//! see `validate.rs` for the "what is wrong, where" part.
//!
//! A tool *without an output schema* declares no result: its signature is `Promise<void>` and the
//! program must receive `undefined`. [`Tool::call`] still returns the function's value; the caller
//! checks [`Tool::has_output`] and maps the result to `undefined`.
//!
//! A tool may refer into a shared [`Definitions`] table (one per document side, see
//! `definitions.rs`) instead of carrying its definitions: [`Tool::input`] / [`Tool::output`] then
//! build the standalone document on first use (and keep it), validation compiles that document
//! lazily, and signatures read the table directly.
//!
//! This module knows nothing about paths or the tree (the path in messages comes from the
//! [`CallContext`]), nor about any VM type.

use std::fmt;
use std::future::Future;
use std::sync::{Arc, OnceLock};

use futures::FutureExt as _;
use futures::future::BoxFuture;
use jsonschema::Validator;
use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::context::RunContext;
use crate::definitions::Definitions;
use crate::durable::{Durable, DurableContext};
use crate::validate;

/// The suggestion the public API appends to an invalid-input message.
pub const INPUT_SUGGESTION: &str = "The signature may have changed. Use search to get the current signature.";

/// What a tool function is told about the call it serves.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CallContext {
    /// A key unique to this call: `<runId>:<id>` (stable across a snapshot and resume).
    pub key: String,
    /// The canonical dotted path the program called (`orders.lookup`).
    pub path: String,
    /// The services the host gave the run (empty unless it gave some).
    pub run: RunContext,
}

impl CallContext {
    /// A context from its parts (with an empty [`RunContext`]).
    pub fn new(key: impl Into<String>, path: impl Into<String>) -> Self {
        Self { key: key.into(), path: path.into(), run: RunContext::new() }
    }

    /// The context with the run's services.
    #[must_use]
    pub fn with_run(mut self, run: RunContext) -> Self {
        self.run = run;
        self
    }

    /// The run's service of type `T` (shorthand for `self.run.get::<T>()`).
    #[must_use]
    pub fn get<T: std::any::Any + Send + Sync>(&self) -> Option<&T> {
        self.run.get::<T>()
    }
}

/// A failure reported by a tool function; the program sees an `Error` with this message, whose
/// `cause` is an `Error` for the first of `causes` (and so on down the chain). An uncaught failure
/// is reported as the message, then each cause on a line of its own (`Caused by: …`). `details`
/// become own enumerable properties of the program's error (an HTTP tool's `status`, say), so that
/// a program can act on a failure without parsing its message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolError {
    /// The message the program's `Error` carries.
    pub message: String,
    /// What caused it, outermost first (empty when nothing did).
    pub causes: Vec<String>,
    /// Properties of the program's error, in order (a key the error already has, such as
    /// `message`, is left out).
    pub details: Vec<(String, Value)>,
}

impl ToolError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        Self { message: message.into(), causes: Vec::new(), details: Vec::new() }
    }

    /// The error with one more detail: `error[key]` in the program is `value`.
    #[must_use]
    pub fn with_detail(mut self, key: impl Into<String>, value: impl Into<Value>) -> Self {
        self.details.push((key.into(), value.into()));
        self
    }

    /// The error with one more cause at the end of its chain.
    #[must_use]
    pub fn caused_by(mut self, cause: impl Into<String>) -> Self {
        self.causes.push(cause.into());
        self
    }

    /// An error from any Rust error: its `Display` is the message and its [`std::error::Error::source`]
    /// chain the causes.
    pub fn from_error(error: &(dyn std::error::Error + 'static)) -> Self {
        let mut out = ToolError::new(error.to_string());
        let mut next = error.source();
        while let Some(e) = next {
            out.causes.push(e.to_string());
            next = e.source();
        }
        out
    }

    /// The message and its causes as an uncaught failure reports them: the message, then
    /// `Caused by: <cause>` on a line of its own for each cause.
    #[must_use]
    pub fn full_message(&self) -> String {
        let mut s = self.message.clone();
        for c in &self.causes {
            s.push_str("\nCaused by: ");
            s.push_str(c);
        }
        s
    }
}

impl From<String> for ToolError {
    fn from(message: String) -> Self {
        Self::new(message)
    }
}

impl From<&str> for ToolError {
    fn from(message: &str) -> Self {
        Self::new(message)
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ToolError {}

/// The future a tool function returns, boxed.
pub type ToolFuture = BoxFuture<'static, Result<Value, ToolError>>;

/// Why [`Tool::call`] did not produce a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallError {
    /// The input failed the input schema, or could not be decoded into a typed tool's input type.
    /// The full message: `Invalid input for tool '<path>': <what is wrong, where>` (without
    /// [`INPUT_SUGGESTION`], which the public API appends).
    InvalidInput(String),
    /// The output failed the output schema, or a typed tool's output could not be encoded. The full
    /// message: `Invalid output from tool '<path>': <what is wrong, where>`.
    InvalidOutput(String),
    /// The tool function failed (also used when the tool's own schema does not compile, which a
    /// tool inside a built [`crate::Tools`] never has).
    Failed(ToolError),
}

impl CallError {
    /// The message the program sees.
    pub fn message(&self) -> &str {
        match self {
            CallError::InvalidInput(m) | CallError::InvalidOutput(m) => m,
            CallError::Failed(e) => &e.message,
        }
    }
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for CallError {}

/// How a handler's future can fail (a typed tool's output may not encode).
enum HandlerError {
    Tool(ToolError),
    Encode(String),
}

type HandlerFuture = BoxFuture<'static, Result<Value, HandlerError>>;
/// Decodes the input (an `Err` is an invalid-input description) and starts the function.
type Handler = dyn Fn(Value, CallContext) -> Result<HandlerFuture, String> + Send + Sync;

/// A tool the host offers to programs. Cheap to clone (an `Arc` inside).
#[derive(Clone)]
pub struct Tool {
    inner: Arc<Inner>,
}

struct Inner {
    description: String,
    input: Option<Value>,
    output: Option<Value>,
    /// Shared definitions the input / output schema refers into (`#/$defs/<name>`).
    input_defs: Option<Arc<Definitions>>,
    output_defs: Option<Arc<Definitions>>,
    /// The standalone input / output documents, built on first use when there are definitions.
    input_standalone: OnceLock<Value>,
    output_standalone: OnceLock<Value>,
    validate: bool,
    handler: Arc<Handler>,
    /// Compiled on first use; builder methods make a fresh `Inner`, so these never go stale.
    input_validator: OnceLock<Result<Validator, String>>,
    output_validator: OnceLock<Result<Validator, String>>,
    durable: Option<Durable>,
}

impl Inner {
    /// The one check of a value crossing the tool boundary, for input and output alike (see
    /// [`Tool::check_input`] and [`Tool::check_output`]).
    fn check(&self, which: Which, path: &str, value: &Value) -> Result<(), CallError> {
        if matches!(which, Which::Output) && nesting_exceeds(value, MAX_VALUE_DEPTH) {
            return Err(CallError::InvalidOutput(too_deep(path)));
        }
        if !self.validate {
            return Ok(());
        }
        match self.validator(which) {
            None => Ok(()),
            Some(Err(e)) => Err(schema_failure(path, which, e)),
            Some(Ok(v)) => match (validate::check(v, value), which) {
                (None, _) => Ok(()),
                (Some(what), Which::Input) => Err(CallError::InvalidInput(invalid_input(path, &what))),
                (Some(what), Which::Output) => Err(CallError::InvalidOutput(invalid_output(path, &what))),
            },
        }
    }

    fn validator(&self, which: Which) -> Option<&Result<Validator, String>> {
        let cell = match which {
            Which::Input => &self.input_validator,
            Which::Output => &self.output_validator,
        };
        let schema = self.standalone(which)?;
        Some(cell.get_or_init(|| validate::compile(schema)))
    }

    /// The schema as a document of its own (the shared definitions it reaches copied in).
    fn standalone(&self, which: Which) -> Option<&Value> {
        let (schema, defs, cell) = match which {
            Which::Input => (self.input.as_ref()?, &self.input_defs, &self.input_standalone),
            Which::Output => (self.output.as_ref()?, &self.output_defs, &self.output_standalone),
        };
        match defs {
            None => Some(schema),
            Some(defs) => Some(cell.get_or_init(|| defs.standalone(schema))),
        }
    }
}

#[derive(Clone, Copy)]
enum Which {
    Input,
    Output,
}

impl Which {
    fn name(self) -> &'static str {
        match self {
            Which::Input => "input",
            Which::Output => "output",
        }
    }
}

impl fmt::Debug for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tool")
            .field("description", &self.inner.description)
            .field("input", &self.inner.input)
            .field("output", &self.inner.output)
            .field("validate", &self.inner.validate)
            .finish_non_exhaustive()
    }
}

impl Tool {
    /// A tool from a JSON-in/JSON-out async function.
    ///
    /// Without schemas the input is any value and the output is discarded: the signature says
    /// `Promise<void>` and [`Tool::has_output`] is false, so the program receives `undefined`.
    /// Add [`Tool::input_schema`] / [`Tool::output_schema`] to describe and validate them.
    pub fn new<F, Fut>(description: impl Into<String>, f: F) -> Tool
    where
        F: Fn(Value, CallContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Value, ToolError>> + Send + 'static,
    {
        let handler = move |input: Value, ctx: CallContext| -> Result<HandlerFuture, String> {
            Ok(f(input, ctx).map(|r| r.map_err(HandlerError::Tool)).boxed())
        };
        Tool::from_parts(description.into(), None, None, Arc::new(handler))
    }

    /// A typed tool: the input and output schemas are derived with schemars (JSON Schema 2020-12,
    /// the input as `I` deserializes, the output as `O` serializes). The input is validated
    /// against the schema and decoded into `I` before `f` runs; the output is encoded and
    /// validated against `O`'s schema.
    ///
    /// A decoding failure after validation (possible when validation is off, or when the schema
    /// was replaced with [`Tool::input_schema`]) is reported like a schema failure:
    /// `Invalid input for tool '<path>': <serde's message>`. A tool that takes nothing should use
    /// an empty struct (`struct NoInput {}`), since programs send `{}` when called without
    /// arguments.
    pub fn typed<I, O, F, Fut>(description: impl Into<String>, f: F) -> Tool
    where
        I: DeserializeOwned + JsonSchema,
        O: Serialize + JsonSchema,
        F: Fn(I, CallContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<O, ToolError>> + Send + 'static,
    {
        use schemars::generate::SchemaSettings;
        let input = SchemaSettings::draft2020_12().for_deserialize().into_generator().into_root_schema_for::<I>();
        let output = SchemaSettings::draft2020_12().for_serialize().into_generator().into_root_schema_for::<O>();
        let handler = move |input: Value, ctx: CallContext| -> Result<HandlerFuture, String> {
            let decoded: I = serde_json::from_value(input).map_err(|e| e.to_string())?;
            let fut = f(decoded, ctx);
            Ok(async move {
                let out = fut.await.map_err(HandlerError::Tool)?;
                serde_json::to_value(out).map_err(|e| HandlerError::Encode(format!("could not encode the result: {e}")))
            }
            .boxed())
        };
        Tool::from_parts(description.into(), Some(input.to_value()), Some(output.to_value()), Arc::new(handler))
    }

    fn from_parts(description: String, input: Option<Value>, output: Option<Value>, handler: Arc<Handler>) -> Tool {
        Tool {
            inner: Arc::new(Inner {
                description,
                input,
                output,
                input_defs: None,
                output_defs: None,
                input_standalone: OnceLock::new(),
                output_standalone: OnceLock::new(),
                validate: true,
                handler,
                input_validator: OnceLock::new(),
                output_validator: OnceLock::new(),
                durable: None,
            }),
        }
    }

    /// A copy with some parts changed (the function is shared; compiled validators are not).
    fn rebuild(&self, input: Option<Value>, output: Option<Value>, validate: bool) -> Tool {
        let mut tool = Tool::from_parts(self.inner.description.clone(), input, output, self.inner.handler.clone());
        if let Some(inner) = Arc::get_mut(&mut tool.inner) {
            inner.validate = validate;
            inner.durable = self.inner.durable.clone();
            inner.input_defs = self.inner.input_defs.clone();
            inner.output_defs = self.inner.output_defs.clone();
        }
        tool
    }

    /// A durable tool (see [`Durable`]). Called directly (outside a suspendable run), it starts
    /// the work and attaches to it.
    pub fn durable(description: impl Into<String>, durable: Durable) -> Tool {
        let d = durable.clone();
        let handler = move |input: Value, ctx: CallContext| -> Result<HandlerFuture, String> {
            let d = d.clone();
            let dctx = DurableContext::new(ctx.key, ctx.path).with_run(ctx.run);
            Ok(async move {
                let handle = d.start(input, dctx.clone()).await.map_err(HandlerError::Tool)?;
                d.attach(handle, dctx).await.map_err(HandlerError::Tool)
            }
            .boxed())
        };
        let mut tool = Tool::from_parts(description.into(), None, None, Arc::new(handler));
        if let Some(inner) = Arc::get_mut(&mut tool.inner) {
            inner.durable = Some(durable);
        }
        tool
    }

    /// The durable functions, for a durable tool.
    #[must_use]
    pub fn as_durable(&self) -> Option<&Durable> {
        self.inner.durable.as_ref()
    }

    /// Checks an output as [`Tool::call`] checks the function's result: the data boundary's depth
    /// limit always, then the output schema (when validating). A durable tool's output, which
    /// does not come through [`Tool::call`], is checked with this.
    ///
    /// # Errors
    /// [`CallError::InvalidOutput`] with the full `Invalid output from tool '<path>': …` message;
    /// [`CallError::Failed`] when the output schema does not compile.
    pub fn check_output(&self, path: &str, output: &Value) -> Result<(), CallError> {
        self.inner.check(Which::Output, path, output)
    }

    /// Sets the input schema (a JSON Schema document, draft 7 or 2020-12; the draft comes from
    /// `$schema`). It shapes the signature and, unless [`Tool::without_validation`], is checked
    /// before the function runs.
    #[must_use]
    pub fn input_schema(self, schema: Value) -> Tool {
        self.rebuild(Some(schema), self.inner.output.clone(), self.inner.validate)
    }

    /// Sets the output schema: the signature's `Promise<…>` type, checked after the function
    /// returns. A tool with an output schema delivers its result to the program.
    #[must_use]
    pub fn output_schema(self, schema: Value) -> Tool {
        self.rebuild(self.inner.input.clone(), Some(schema), self.inner.validate)
    }

    /// Opts out of JSON Schema validation of input and output. The schemas still shape the
    /// signature, and an output schema still means the result reaches the program.
    #[must_use]
    pub fn without_validation(self) -> Tool {
        self.rebuild(self.inner.input.clone(), self.inner.output.clone(), false)
    }

    /// Attaches shared definitions: references `#/$defs/<name>` in the input schema that it does
    /// not resolve itself go to `input`, those of the output schema to `output` (see
    /// `definitions.rs`). Many tools can share one table (an `Arc`), so a large document's
    /// definitions exist once however many tools reach them.
    #[must_use]
    pub fn definitions(self, input: Option<Arc<Definitions>>, output: Option<Arc<Definitions>>) -> Tool {
        let mut tool = self.rebuild(self.inner.input.clone(), self.inner.output.clone(), self.inner.validate);
        if let Some(inner) = Arc::get_mut(&mut tool.inner) {
            inner.input_defs = input;
            inner.output_defs = output;
        }
        tool
    }

    /// The shared definitions the input schema refers into, if any.
    pub fn input_definitions(&self) -> Option<&Arc<Definitions>> {
        self.inner.input_defs.as_ref()
    }

    /// The shared definitions the output schema refers into, if any.
    pub fn output_definitions(&self) -> Option<&Arc<Definitions>> {
        self.inner.output_defs.as_ref()
    }

    /// The input schema as given, its references into [`Tool::input_definitions`] unresolved.
    pub fn input_as_given(&self) -> Option<&Value> {
        self.inner.input.as_ref()
    }

    /// The output schema as given, its references into [`Tool::output_definitions`] unresolved.
    pub fn output_as_given(&self) -> Option<&Value> {
        self.inner.output.as_ref()
    }

    /// The tool's description, as given.
    pub fn description(&self) -> &str {
        &self.inner.description
    }

    /// The input schema, if any, as a document of its own: with shared definitions, the ones it
    /// reaches are copied into its `$defs` on the first call (and kept).
    pub fn input(&self) -> Option<&Value> {
        self.inner.standalone(Which::Input)
    }

    /// The output schema, if any, as a document of its own (see [`Tool::input`]).
    pub fn output(&self) -> Option<&Value> {
        self.inner.standalone(Which::Output)
    }

    /// Whether the tool has an output schema, i.e. whether the program receives its result. When
    /// false the caller must give the program `undefined` whatever [`Tool::call`] returned.
    pub fn has_output(&self) -> bool {
        self.inner.output.is_some()
    }

    /// Whether input and output are validated against the schemas.
    pub fn validates(&self) -> bool {
        self.inner.validate
    }

    /// Compiles the schemas that will be used for validation (none when validation is off).
    ///
    /// # Errors
    ///
    /// `"<input|output> schema is invalid: <jsonschema's message>"` for the first schema that
    /// does not compile (unknown type, bad `$ref`, external reference …).
    pub fn check_schemas(&self) -> Result<(), String> {
        if !self.inner.validate {
            return Ok(());
        }
        for which in [Which::Input, Which::Output] {
            if let Some(Err(e)) = self.inner.validator(which) {
                return Err(format!("{} schema is invalid: {e}", which.name()));
            }
        }
        Ok(())
    }

    /// Checks `input` as [`Tool::call`] checks it (against the input schema, when validating),
    /// without running the tool.
    ///
    /// # Errors
    ///
    /// [`CallError::InvalidInput`] with the full `Invalid input for tool '<path>': …` message;
    /// [`CallError::Failed`] when the input schema does not compile.
    pub fn check_input(&self, path: &str, input: &Value) -> Result<(), CallError> {
        self.inner.check(Which::Input, path, input)
    }

    /// Runs the tool: validates the input, calls the function, validates the output.
    ///
    /// The input check and decoding happen before this returns, so the function is never started
    /// for an invalid input. The path in messages is `ctx.path`.
    ///
    /// # Errors
    ///
    /// See [`CallError`].
    pub fn call(&self, input: Value, ctx: CallContext) -> BoxFuture<'static, Result<Value, CallError>> {
        let inner = self.inner.clone();
        let path = ctx.path.clone();
        if let Err(e) = inner.check(Which::Input, &path, &input) {
            return ready(Err(e));
        }
        let fut = match (inner.handler)(input, ctx) {
            Ok(fut) => fut,
            Err(what) => return ready(Err(CallError::InvalidInput(invalid_input(&path, &what)))),
        };
        async move {
            let out = fut.await.map_err(|e| match e {
                HandlerError::Tool(e) => CallError::Failed(e),
                HandlerError::Encode(what) => CallError::InvalidOutput(invalid_output(&path, &what)),
            })?;
            inner.check(Which::Output, &path, &out)?;
            Ok(out)
        }
        .boxed()
    }
}

/// Levels of nested arrays and objects a tool's output may have: the data boundary's limit, the
/// same in both directions (programs cannot send deeper values either). Checked whether or not
/// the tool validates, before any schema is applied.
pub const MAX_VALUE_DEPTH: usize = 32;

/// Whether `v` nests arrays and objects more than `max` levels (`[]` is one level): recursively
/// up to twice [`MAX_VALUE_DEPTH`] (no allocation), walked with an explicit stack beyond, so a
/// hostile value cannot exhaust the Rust stack.
pub fn nesting_exceeds(v: &Value, max: usize) -> bool {
    fn deeper(v: &Value, room: usize) -> bool {
        match v {
            Value::Array(a) => room == 0 || a.iter().any(|c| deeper(c, room - 1)),
            Value::Object(m) => room == 0 || m.values().any(|c| deeper(c, room - 1)),
            _ => false,
        }
    }
    if max <= 2 * MAX_VALUE_DEPTH {
        return deeper(v, max);
    }
    let mut stack: Vec<(&Value, usize)> = vec![(v, 0)];
    while let Some((v, d)) = stack.pop() {
        match v {
            Value::Array(_) | Value::Object(_) if d >= max => return true,
            Value::Array(a) => stack.extend(a.iter().map(|c| (c, d + 1))),
            Value::Object(m) => stack.extend(m.values().map(|c| (c, d + 1))),
            _ => {}
        }
    }
    false
}

fn too_deep(path: &str) -> String {
    invalid_output(path, &format!("the value exceeds the maximum value depth of {MAX_VALUE_DEPTH}"))
}

fn ready(result: Result<Value, CallError>) -> BoxFuture<'static, Result<Value, CallError>> {
    futures::future::ready(result).boxed()
}

/// `Invalid input for tool '<path>': <what>`.
pub(crate) fn invalid_input(path: &str, what: &str) -> String {
    format!("Invalid input for tool '{path}': {what}")
}

/// `Invalid output from tool '<path>': <what>`.
pub(crate) fn invalid_output(path: &str, what: &str) -> String {
    format!("Invalid output from tool '{path}': {what}")
}

fn schema_failure(path: &str, which: Which, error: &str) -> CallError {
    CallError::Failed(ToolError::new(format!("Tool '{path}' has an invalid {} schema: {error}", which.name())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures::executor::block_on;
    use serde_json::json;

    fn ctx(path: &str) -> CallContext {
        CallContext::new("run:1", path)
    }

    #[test]
    fn untyped_tool_passes_value_and_context() {
        let tool =
            Tool::new("Echo", |input, ctx: CallContext| async move { Ok(json!({"input": input, "key": ctx.key})) });
        assert!(!tool.has_output());
        let out = block_on(tool.call(json!({"a": 1}), ctx("echo"))).unwrap();
        assert_eq!(out, json!({"input": {"a": 1}, "key": "run:1"}));
    }

    #[test]
    fn tool_error_is_failed() {
        let tool = Tool::new("Fail", |_, _| async { Err::<Value, _>("boom".into()) });
        let err = block_on(tool.call(json!({}), ctx("f"))).unwrap_err();
        assert_eq!(err, CallError::Failed(ToolError::new("boom")));
        assert_eq!(err.to_string(), "boom");
    }

    #[test]
    fn builder_methods_keep_the_function() {
        let tool = Tool::new("Echo", |input, _| async move { Ok(input) })
            .input_schema(json!({"type": "object"}))
            .output_schema(json!({}));
        assert!(tool.has_output());
        assert!(tool.validates());
        assert_eq!(block_on(tool.call(json!({"x": 1}), ctx("e"))).unwrap(), json!({"x": 1}));
        let loose = tool.clone().without_validation();
        assert!(!loose.validates());
        assert_eq!(loose.input(), tool.input());
        assert_eq!(block_on(loose.call(json!(3), ctx("e"))).unwrap(), json!(3));
        let err = block_on(tool.call(json!(3), ctx("e"))).unwrap_err();
        assert_eq!(
            err,
            CallError::InvalidInput(r#"Invalid input for tool 'e': 3 is not of type "object" at /"#.into())
        );
    }

    #[test]
    fn invalid_input_never_starts_the_function() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let calls = Arc::new(AtomicUsize::new(0));
        let seen = calls.clone();
        let tool = Tool::new("Count", move |_, _| {
            seen.fetch_add(1, Ordering::SeqCst);
            async { Ok(Value::Null) }
        })
        .input_schema(json!({"type": "object", "required": ["id"]}));
        let fut = tool.call(json!({}), ctx("c"));
        assert_eq!(calls.load(Ordering::SeqCst), 0);
        assert!(matches!(block_on(fut), Err(CallError::InvalidInput(_))));
        assert_eq!(calls.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn broken_schema_is_reported() {
        let tool = Tool::new("x", |v, _| async move { Ok(v) }).input_schema(json!({"type": 12}));
        assert!(tool.check_schemas().unwrap_err().starts_with("input schema is invalid: "));
        let err = block_on(tool.call(json!({}), ctx("x"))).unwrap_err();
        assert!(
            matches!(&err, CallError::Failed(e) if e.message.starts_with("Tool 'x' has an invalid input schema: ")),
            "{err:?}"
        );
        assert_eq!(tool.without_validation().check_schemas(), Ok(()));
    }

    /// `check_input` / `check_output` and `call` are one path: an uncompilable schema is the same
    /// clear failure from both (`check_input` used to pass such an input silently).
    #[test]
    fn checks_and_call_agree_on_an_uncompilable_schema() {
        let tool = Tool::new("x", |v, _| async move { Ok(v) }).input_schema(json!({"type": 12}));
        let checked = tool.check_input("x", &json!({})).unwrap_err();
        let called = block_on(tool.call(json!({}), ctx("x"))).unwrap_err();
        assert_eq!(checked, called);
        assert!(checked.message().starts_with("Tool 'x' has an invalid input schema: "), "{checked:?}");
        assert!(matches!(checked, CallError::Failed(_)));

        let tool = Tool::new("y", |v, _| async move { Ok(v) }).output_schema(json!({"type": "no-such-type"}));
        let checked = tool.check_output("y", &json!(1)).unwrap_err();
        let called = block_on(tool.call(json!(1), ctx("y"))).unwrap_err();
        assert_eq!(checked, called);
        assert!(checked.message().starts_with("Tool 'y' has an invalid output schema: "), "{checked:?}");

        // Valid and invalid values give the same answer both ways too.
        let tool = Tool::new("z", |v, _| async move { Ok(v) }).output_schema(json!({"type": "string"}));
        assert_eq!(tool.check_output("z", &json!("a")), Ok(()));
        assert_eq!(
            tool.check_output("z", &json!(1)).unwrap_err(),
            block_on(tool.call(json!(1), ctx("z"))).unwrap_err()
        );
    }

    #[test]
    fn outputs_deeper_than_the_boundary_limit_are_invalid() {
        let mut deep = json!("leaf");
        for _ in 0..MAX_VALUE_DEPTH {
            deep = json!([deep]);
        }
        assert!(!nesting_exceeds(&deep, MAX_VALUE_DEPTH));
        let tool = Tool::new("Echo", |v, _| async move { Ok(v) }).without_validation();
        assert_eq!(block_on(tool.call(deep.clone(), ctx("e"))).unwrap(), deep);
        let deeper = json!({ "v": deep });
        assert!(nesting_exceeds(&deeper, MAX_VALUE_DEPTH));
        let err = block_on(tool.call(deeper.clone(), ctx("e"))).unwrap_err();
        assert_eq!(
            err,
            CallError::InvalidOutput(
                "Invalid output from tool 'e': the value exceeds the maximum value depth of 32".into()
            )
        );
        assert!(tool.check_output("e", &deeper).is_err());
    }

    #[test]
    fn causes_from_a_rust_error_chain() {
        #[derive(Debug)]
        struct Outer(std::io::Error);
        impl fmt::Display for Outer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("could not reach the order service")
            }
        }
        impl std::error::Error for Outer {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(&self.0)
            }
        }
        let e = ToolError::from_error(&Outer(std::io::Error::other("connection refused")));
        assert_eq!(e.message, "could not reach the order service");
        assert_eq!(e.causes, vec!["connection refused".to_string()]);
        assert_eq!(e.full_message(), "could not reach the order service\nCaused by: connection refused");
        assert_eq!(ToolError::new("a").caused_by("b").causes, vec!["b".to_string()]);
    }

    #[test]
    fn tool_error_conversions() {
        assert_eq!(ToolError::from("a"), ToolError::new("a"));
        assert_eq!(ToolError::from(String::from("b")).to_string(), "b");
        let boxed: Box<dyn std::error::Error> = Box::new(ToolError::new("c"));
        assert_eq!(boxed.to_string(), "c");
    }
}
