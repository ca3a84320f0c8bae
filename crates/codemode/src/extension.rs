//! Extensions: named sets of host globals that programs call directly (`fetch`, `fs.readFile`),
//! as opposed to tools. They are not in the catalog and not counted by `maxToolCalls`.
//!
//! A global is a function (synchronous unless made with [`HostFunction::asynchronous`]), an object
//! of functions (every function in it is an entry point named by its path, `fs.promises.readFile`),
//! or a plain value. Values are copied both ways as data; functions inside a result stay callable.
//! Programs may also load a global as a Node module: `import fs from "node:fs"`, `require("fs")`,
//! `await import("fs")`.
//!
//! Functions receive the call's [`CallContext`] (key, path and the run's services) when made with
//! [`HostFunction::sync_with_context`] / [`HostFunction::asynchronous_with_context`]. A function
//! that panics fails the call (a thrown `Error` for the program), never the host.
//!
//! Snapshot hooks work on values: a value an extension function returned that holds functions
//! (a response object with methods) is kept as it was returned; on suspension `encode` turns it
//! into [`SnapshotData`], on resume `decode` turns that back into a value of the same shape whose
//! functions the program's copies call from then on.

use std::sync::Arc;

use codemode_tools::{CallContext, RunContext};
use futures::future::BoxFuture;
use serde_json::Value;

use crate::snapshot::SnapshotData;

/// Data crossing from an extension function to the program: JSON plus callable functions.
#[derive(Clone, Debug)]
pub enum ExtValue {
    /// `undefined`.
    Undefined,
    /// Plain data.
    Json(Value),
    /// A function the program can call.
    Function(HostFunction),
    /// An array that may hold functions.
    Array(Vec<ExtValue>),
    /// An object that may hold functions (keys in order).
    Object(Vec<(String, ExtValue)>),
}

impl From<Value> for ExtValue {
    fn from(v: Value) -> ExtValue {
        ExtValue::Json(v)
    }
}

impl ExtValue {
    /// The functions inside, in the order a depth-first walk meets them (array elements and
    /// object members in order) — the order in which the program's copy numbers them.
    #[must_use]
    pub fn functions(&self) -> Vec<&HostFunction> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(v) = stack.pop() {
            match v {
                ExtValue::Function(f) => out.push(f),
                ExtValue::Array(a) => stack.extend(a.iter().rev()),
                ExtValue::Object(m) => stack.extend(m.iter().rev().map(|(_, x)| x)),
                ExtValue::Undefined | ExtValue::Json(_) => {}
            }
        }
        out
    }

    /// Whether the value nests arrays and objects (its own and those of its JSON parts) more than
    /// `max` levels.
    pub(crate) fn nesting_exceeds(&self, max: usize) -> bool {
        let mut stack = vec![(self, 0usize)];
        while let Some((v, d)) = stack.pop() {
            match v {
                ExtValue::Json(j) => {
                    if d > max || codemode_vm::boundary::nesting_exceeds(j, max - d) {
                        return true;
                    }
                }
                ExtValue::Array(a) => {
                    if d >= max {
                        return true;
                    }
                    stack.extend(a.iter().map(|x| (x, d + 1)));
                }
                ExtValue::Object(m) => {
                    if d >= max {
                        return true;
                    }
                    stack.extend(m.iter().map(|(_, x)| (x, d + 1)));
                }
                ExtValue::Undefined | ExtValue::Function(_) => {}
            }
        }
        false
    }
}

type SyncFn = dyn Fn(Vec<Value>, &CallContext) -> Result<ExtValue, String> + Send + Sync;
type AsyncFn = dyn Fn(Vec<Value>, CallContext) -> BoxFuture<'static, Result<ExtValue, String>> + Send + Sync;

#[derive(Clone)]
pub(crate) enum FnKind {
    Sync(Arc<SyncFn>),
    Async(Arc<AsyncFn>),
}

/// A host function (cheap to clone), optionally carrying data that describes it (what an
/// extension's snapshot hooks encode).
#[derive(Clone)]
pub struct HostFunction {
    pub(crate) kind: FnKind,
    pub(crate) data: Option<Value>,
}

impl std::fmt::Debug for HostFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let k = match self.kind {
            FnKind::Sync(_) => "sync",
            FnKind::Async(_) => "async",
        };
        write!(f, "HostFunction({k})")
    }
}

impl HostFunction {
    /// A synchronous function: the program gets its result (or its error thrown) at once.
    pub fn sync<F>(f: F) -> HostFunction
    where
        F: Fn(Vec<Value>) -> Result<ExtValue, String> + Send + Sync + 'static,
    {
        HostFunction::sync_with_context(move |args, _ctx| f(args))
    }

    /// A synchronous function that receives the call's context (its key, the entry point's path
    /// and the run's services, [`CallContext::run`]).
    pub fn sync_with_context<F>(f: F) -> HostFunction
    where
        F: Fn(Vec<Value>, &CallContext) -> Result<ExtValue, String> + Send + Sync + 'static,
    {
        HostFunction { kind: FnKind::Sync(Arc::new(f)), data: None }
    }

    /// An asynchronous function: the program gets a promise.
    pub fn asynchronous<F, Fut>(f: F) -> HostFunction
    where
        F: Fn(Vec<Value>) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Result<ExtValue, String>> + Send + 'static,
    {
        HostFunction::asynchronous_with_context(move |args, _ctx| f(args))
    }

    /// An asynchronous function that receives the call's context.
    pub fn asynchronous_with_context<F, Fut>(f: F) -> HostFunction
    where
        F: Fn(Vec<Value>, CallContext) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Result<ExtValue, String>> + Send + 'static,
    {
        HostFunction { kind: FnKind::Async(Arc::new(move |args, ctx| Box::pin(f(args, ctx)))), data: None }
    }

    /// Attaches data describing the function (what snapshot hooks may read to encode a value
    /// holding it).
    #[must_use]
    pub fn with_data(mut self, data: Value) -> HostFunction {
        self.data = Some(data);
        self
    }

    /// The data attached with [`HostFunction::with_data`].
    #[must_use]
    pub fn data(&self) -> Option<&Value> {
        self.data.as_ref()
    }
}

/// What a global (or a member of one) is.
#[derive(Clone, Debug)]
pub enum ExtEntry {
    /// A function.
    Function(HostFunction),
    /// An object of entries.
    Object(Vec<(String, ExtEntry)>),
    /// A plain value.
    Value(Value),
}

/// Encodes a value an extension function returned (as it returned it) as plain data.
pub type EncodeHook = Arc<dyn Fn(&ExtValue, &RunContext) -> Result<SnapshotData, String> + Send + Sync>;
/// Rebuilds a value of the same shape from its data on resume (once per value).
pub type DecodeHook = Arc<dyn Fn(&SnapshotData, &RunContext) -> Result<ExtValue, String> + Send + Sync>;

/// An extension's snapshot hooks.
#[derive(Clone)]
pub struct SnapshotHooks {
    pub(crate) encode: EncodeHook,
    pub(crate) decode: DecodeHook,
}

impl std::fmt::Debug for SnapshotHooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SnapshotHooks")
    }
}

/// A named set of host globals.
#[derive(Clone, Debug)]
pub struct Extension {
    pub(crate) name: String,
    pub(crate) globals: Vec<(String, ExtEntry)>,
    pub(crate) hooks: Option<SnapshotHooks>,
}

impl Extension {
    /// A new, empty extension.
    #[must_use]
    pub fn new(name: impl Into<String>) -> Extension {
        Extension { name: name.into(), globals: Vec::new(), hooks: None }
    }

    /// Snapshot hooks for the values this extension's functions return that hold functions.
    ///
    /// On suspension, `encode` receives each such value as the function returned it (a response
    /// object with its methods, say) and gives plain data. On resume, `decode` receives that data
    /// (once per value) and returns a value of the same shape: it must hold as many functions, in
    /// the same places, and the program's copies of the old functions call the new ones from then
    /// on. Both receive the run's services. An error (or a panic) in `encode` fails the
    /// suspension (the run goes on); one in `decode` fails the resume with a `SnapshotError`.
    ///
    /// Without hooks, such functions throw a `TypeError` when called after a resume.
    #[must_use]
    pub fn snapshot_hooks<E, D>(mut self, encode: E, decode: D) -> Extension
    where
        E: Fn(&ExtValue, &RunContext) -> Result<SnapshotData, String> + Send + Sync + 'static,
        D: Fn(&SnapshotData, &RunContext) -> Result<ExtValue, String> + Send + Sync + 'static,
    {
        self.hooks = Some(SnapshotHooks { encode: Arc::new(encode), decode: Arc::new(decode) });
        self
    }

    /// Adds a global function.
    #[must_use]
    pub fn function(mut self, name: impl Into<String>, f: HostFunction) -> Extension {
        self.globals.push((name.into(), ExtEntry::Function(f)));
        self
    }

    /// Adds a global object of entries.
    #[must_use]
    pub fn object(mut self, name: impl Into<String>, members: Vec<(String, ExtEntry)>) -> Extension {
        self.globals.push((name.into(), ExtEntry::Object(members)));
        self
    }

    /// Adds a global value.
    #[must_use]
    pub fn value(mut self, name: impl Into<String>, v: Value) -> Extension {
        self.globals.push((name.into(), ExtEntry::Value(v)));
        self
    }

    /// The extension's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// An entry point: a function reachable from a global, by path.
#[derive(Clone, Debug)]
pub(crate) struct EntryPoint {
    pub(crate) extension: String,
    pub(crate) path: String,
    pub(crate) function: HostFunction,
}

/// Ids at or above this are functions created at run time (inside results).
pub(crate) const DYNAMIC_BASE: u32 = 1 << 30;

/// The extensions' entry points (in id order) and their globals as VM host values, by name.
pub(crate) type Layout = (Vec<EntryPoint>, Vec<(String, codemode_vm::HostValue)>);

/// Lays out the extensions' globals: entry points get ids in order; returns the globals as VM host
/// values to install.
pub(crate) fn layout(extensions: &[Extension]) -> Result<Layout, String> {
    fn walk(e: &ExtEntry, ext: &str, path: &str, entries: &mut Vec<EntryPoint>) -> codemode_vm::HostValue {
        match e {
            ExtEntry::Function(f) => {
                let id = entries.len() as u32;
                entries.push(EntryPoint { extension: ext.to_string(), path: path.to_string(), function: f.clone() });
                codemode_vm::HostValue::Function(id)
            }
            ExtEntry::Object(members) => codemode_vm::HostValue::Object(
                members.iter().map(|(k, m)| (k.clone(), walk(m, ext, &format!("{path}.{k}"), entries))).collect(),
            ),
            ExtEntry::Value(v) => codemode_vm::HostValue::from(v.clone()),
        }
    }
    let mut entries = Vec::new();
    let mut globals: Vec<(String, codemode_vm::HostValue)> = Vec::new();
    for ext in extensions {
        for (name, e) in &ext.globals {
            if globals.iter().any(|(n, _)| n == name) {
                return Err(format!(
                    "extension '{}' defines the global '{name}', which another extension defines",
                    ext.name
                ));
            }
            let hv = walk(e, &ext.name, name, &mut entries);
            globals.push((name.clone(), hv));
        }
    }
    Ok((entries, globals))
}
