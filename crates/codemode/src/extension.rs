//! Extensions: named sets of host globals that programs call directly (`fetch`, `fs.readFile`),
//! as opposed to tools. They are not in the catalog and not counted by `maxToolCalls`.
//!
//! A global is a function (synchronous unless made with [`HostFunction::asynchronous`]), an object
//! of functions (every function in it is an entry point named by its path, `fs.promises.readFile`),
//! or a plain value. Values are copied both ways as data; functions inside a result stay callable.
//! Programs may also load a global as a Node module: `import fs from "node:fs"`, `require("fs")`,
//! `await import("fs")`.

use std::sync::Arc;

use futures::future::BoxFuture;
use serde_json::Value;

/// Data crossing from an extension function to the program: JSON plus callable functions.
#[derive(Clone)]
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

type SyncFn = dyn Fn(Vec<Value>) -> Result<ExtValue, String> + Send + Sync;
type AsyncFn = dyn Fn(Vec<Value>) -> BoxFuture<'static, Result<ExtValue, String>> + Send + Sync;

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
        HostFunction { kind: FnKind::Sync(Arc::new(f)), data: None }
    }

    /// An asynchronous function: the program gets a promise.
    pub fn asynchronous<F, Fut>(f: F) -> HostFunction
    where
        F: Fn(Vec<Value>) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Result<ExtValue, String>> + Send + 'static,
    {
        HostFunction { kind: FnKind::Async(Arc::new(move |args| Box::pin(f(args)))), data: None }
    }

    /// Attaches data describing the function (for snapshot hooks).
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

/// Encodes a host function from a result as plain data (snapshot hooks).
pub type EncodeHook = Arc<dyn Fn(&HostFunction) -> Result<Value, String> + Send + Sync>;
/// Rebuilds a host function from its data on resume.
pub type DecodeHook = Arc<dyn Fn(&Value) -> Result<HostFunction, String> + Send + Sync>;

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

    /// Snapshot hooks: `encode` gives plain data for a function one of this extension's functions
    /// returned; `decode` rebuilds an equivalent function on resume (once per value). Without
    /// them, such functions throw a `TypeError` when called after a resume.
    #[must_use]
    pub fn snapshot_hooks<E, D>(mut self, encode: E, decode: D) -> Extension
    where
        E: Fn(&HostFunction) -> Result<Value, String> + Send + Sync + 'static,
        D: Fn(&Value) -> Result<HostFunction, String> + Send + Sync + 'static,
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

/// Lays out the extensions' globals: entry points get ids in order; returns the globals as VM host
/// values to install.
pub(crate) fn layout(
    extensions: &[Extension],
) -> Result<(Vec<EntryPoint>, Vec<(String, codemode_vm::HostValue)>), String> {
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
