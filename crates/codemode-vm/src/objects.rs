//! Constructors of common objects (plain objects, arrays, errors, iterator results, environments)
//! and small helpers over them, shared by ops and built-ins.

use crate::atoms::atom;
use crate::error::{ErrorSpec, ErrorType};
use crate::heap::{Class, Env, Object, Prop, Slot, attr, oflags};
use crate::host::HostError;
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{ErrorKind, Failure, Vm};

/// How many details of a host error become properties of the program's error.
const MAX_DETAILS: usize = 32;

/// How many causes of a host error become a `cause` chain (and are reported).
pub const MAX_CAUSES: usize = 16;

impl Vm {
    /// `{}`
    pub fn new_object(&mut self) -> ObjId {
        let p = self.state.realm.object_prototype;
        self.state.heap.alloc(Object::new(Some(p), Class::Ordinary))
    }

    /// An ordinary object with the given prototype.
    pub fn new_object_with_proto(&mut self, proto: Option<ObjId>) -> ObjId {
        self.state.heap.alloc(Object::new(proto, Class::Ordinary))
    }

    /// An array of `values`.
    pub fn new_array(&mut self, values: Vec<Value>) -> ObjId {
        let p = self.state.realm.array_prototype;
        let len = values.len() as u32;
        self.state.heap.allocated += values.len() * 16;
        self.state.heap.alloc(Object::new(Some(p), Class::Array { dense: values, len }))
    }

    /// An `arguments` object (unmapped: programs are strict, so `callee` is an accessor that
    /// throws).
    pub fn new_arguments(&mut self, values: &[Value]) -> ObjId {
        let o = self.new_object();
        let n = values.len();
        self.state.heap.obj_mut(o).props.reserve(n + 3);
        for (i, &v) in values.iter().enumerate() {
            let k = self.state.atoms.intern_index(i as u32);
            self.state.heap.obj_mut(o).props.push(Prop { key: k, attrs: attr::DEFAULT, slot: Slot::Data(v) });
        }
        let values_fn = self.state.realm.array_values;
        let thrower = self.state.realm.throw_type_error;
        let obj = self.state.heap.obj_mut(o);
        obj.props.push(Prop { key: atom::LENGTH, attrs: attr::HIDDEN, slot: Slot::Data(Value::Number(n as f64)) });
        obj.class = Class::Arguments;
        obj.props.push(Prop {
            key: atom::SYM_ITERATOR,
            attrs: attr::HIDDEN,
            slot: Slot::Data(Value::Object(values_fn)),
        });
        obj.props.push(Prop {
            key: atom::CALLEE,
            attrs: 0,
            slot: Slot::Accessor { get: Some(thrower), set: Some(thrower) },
        });
        o
    }

    /// The elements of an array value (holes as undefined); empty for non-arrays.
    pub fn array_values(&mut self, v: Value) -> Vec<Value> {
        let Value::Object(o) = v else {
            return Vec::new();
        };
        let (len, slow) = match &self.state.heap.obj(o).class {
            Class::Array { dense, len } => {
                if self.state.heap.obj(o).flags & oflags::SLOW_ARRAY == 0
                    && dense.len() == *len as usize
                    && !crate::elements::has_hole(dense)
                {
                    return dense.clone();
                }
                (*len, true)
            }
            _ => return Vec::new(),
        };
        let _ = slow;
        (0..len).map(|i| self.index_value(o, i)).collect()
    }

    /// Appends values to an array.
    pub fn array_extend(&mut self, a: ObjId, values: Vec<Value>) {
        let obj = self.state.heap.obj_mut(a);
        if obj.flags & oflags::SLOW_ARRAY == 0
            && let Class::Array { dense, len } = &mut obj.class
            && dense.len() == *len as usize
        {
            *len += values.len() as u32;
            dense.extend(values);
            return;
        }
        for v in values {
            let n = self.array_len(a);
            let _ = self.array_set_index(a, n, v);
        }
    }

    /// `{ value, done }`
    pub fn iter_result(&mut self, value: Value, done: bool) -> ObjId {
        let o = self.new_object();
        let obj = self.state.heap.obj_mut(o);
        obj.props.push(Prop { key: atom::VALUE, attrs: attr::DEFAULT, slot: Slot::Data(value) });
        obj.props.push(Prop { key: atom::DONE, attrs: attr::DEFAULT, slot: Slot::Data(Value::Bool(done)) });
        o
    }

    /// A new environment record with `slots` empty slots.
    pub fn new_env(&mut self, parent: Option<ObjId>, slots: usize) -> ObjId {
        self.state.heap.alloc(Object::new(None, Class::Env(Env { parent, slots: vec![Value::Empty; slots] })))
    }

    fn env_at(&self, env: Option<ObjId>, depth: u8) -> Option<ObjId> {
        let mut e = env?;
        for _ in 0..depth {
            e = match &self.state.heap.obj(e).class {
                Class::Env(env) => env.parent?,
                _ => return None,
            };
        }
        Some(e)
    }

    /// `E(depth)[slot]`
    pub fn env_get(&self, env: Option<ObjId>, depth: u8, slot: u16) -> Value {
        match self.env_at(env, depth).map(|e| &self.state.heap.obj(e).class) {
            Some(Class::Env(e)) => e.slots.get(slot as usize).copied().unwrap_or_default(),
            _ => Value::Undefined,
        }
    }

    /// `E(depth)[slot] := v`
    pub fn env_set(&mut self, env: Option<ObjId>, depth: u8, slot: u16, v: Value) {
        if let Some(e) = self.env_at(env, depth)
            && let Class::Env(env) = &mut self.state.heap.obj_mut(e).class
            && let Some(s) = env.slots.get_mut(slot as usize)
        {
            *s = v;
        }
    }

    /// `Object.freeze` (private names stay writable).
    pub fn freeze(&mut self, o: ObjId) {
        self.materialize(o);
        if matches!(self.state.heap.obj(o).class, Class::Array { .. }) {
            self.array_make_slow(o);
            self.state.heap.obj_mut(o).flags |= oflags::FROZEN_LENGTH;
        }
        let obj = self.state.heap.obj_mut(o);
        obj.flags &= !oflags::EXTENSIBLE;
        for p in obj.props.iter_mut() {
            if self.state.atoms.is_private(p.key) {
                continue;
            }
            p.attrs &= !attr::CONFIGURABLE;
            if let Slot::Data(_) = p.slot {
                p.attrs &= !attr::WRITABLE;
            }
        }
    }

    /// ToObject for a primitive (wrapper objects).
    pub fn to_object_wrapper(&mut self, v: Value) -> ObjId {
        let r = &self.state.realm;
        let proto = match v {
            Value::Object(o) => return o,
            Value::String(_) => r.string_prototype,
            Value::Number(_) => r.number_prototype,
            Value::Bool(_) => r.boolean_prototype,
            Value::Symbol(_) => r.symbol_prototype,
            Value::BigInt(_) => r.bigint_prototype,
            _ => r.object_prototype,
        };
        self.state.heap.alloc(Object::new(Some(proto), Class::Primitive(v)))
    }

    /// Creates an error object of constructor `ty` with `message`; `kind` tags the diagnostic
    /// kind the host reports when it is uncaught.
    pub fn make_error(&mut self, ty: ErrorType, message: &str, kind: Option<ErrorKind>) -> Value {
        let proto = self.state.realm.error_prototypes[ty as usize];
        let o = self.state.heap.alloc(Object::new(Some(proto), Class::Error));
        let m = self.new_string(message);
        self.state.heap.obj_mut(o).props.push(Prop { key: atom::MESSAGE, attrs: attr::HIDDEN, slot: Slot::Data(m) });
        self.attach_trace(o);
        if let Some(k) = kind {
            let kv = self.new_string(k.as_str());
            let key = self.state.realm.kind_key;
            self.state.heap.obj_mut(o).props.push(Prop { key, attrs: 0, slot: Slot::Data(kv) });
        }
        Value::Object(o)
    }

    /// Creates the error of an [`ErrorSpec`]; with `locate`, records the failing position of the
    /// innermost program frame.
    pub fn make_error_from_spec(&mut self, spec: &ErrorSpec, locate: bool) -> Value {
        let e = self.make_error(spec.ty, &spec.message, spec.kind);
        if locate && let Some((line, col)) = self.current_position() {
            let Value::Object(o) = e else { return e };
            let loc = self.new_string(&format!("{line}:{col}"));
            let key = self.state.realm.location_key;
            self.state.heap.obj_mut(o).props.push(Prop { key, attrs: 0, slot: Slot::Data(loc) });
        }
        e
    }

    /// Records the call sites of the running program on a new error, for its `stack`: one line per
    /// program frame (innermost first, at most `Error.stackTraceLimit`-like 10), as V8 prints them:
    /// `    at name (program:line:col)`, or `    at program:line:col` for the top level.
    pub fn attach_trace(&mut self, o: ObjId) {
        let mut trace = String::new();
        let mut n = 0;
        for f in self.state.frames.iter().rev() {
            let code = &self.codes[f.code as usize];
            let func = &code.code.functions[f.func as usize];
            if func.flags.has(codemode_bytecode::FuncFlags::BUILTIN) {
                continue;
            }
            if n == 10 {
                break;
            }
            n += 1;
            let (line, col) = func.position(f.pc.saturating_sub(1)).unwrap_or((0, 0));
            if f.func == code.code.main.0 || func.name.is_empty() {
                trace.push_str(&format!("\n    at program:{line}:{col}"));
            } else {
                trace.push_str(&format!("\n    at {} (program:{line}:{col})", func.name));
            }
        }
        let t = self.new_string(&trace);
        let key = self.state.realm.trace_key;
        self.state.heap.obj_mut(o).props.push(Prop { key, attrs: 0, slot: Slot::Data(t) });
    }

    /// The source position of the innermost frame running program (not prelude) code.
    pub fn current_position(&self) -> Option<(u32, u32)> {
        for f in self.state.frames.iter().rev() {
            let code = &self.codes[f.code as usize];
            let func = &code.code.functions[f.func as usize];
            if func.flags.has(codemode_bytecode::FuncFlags::BUILTIN) {
                continue;
            }
            return func.position(f.pc.saturating_sub(1));
        }
        None
    }

    /// The rejection value of a failed host call.
    pub fn make_host_error(&mut self, e: &HostError) -> Value {
        let err = match e.kind {
            // A plain JavaScript error raised on the host's behalf (`HostError::type_error` …).
            ErrorKind::ExecutionFailure => self.make_error(e.error_type, &e.message, None),
            kind => self.make_error(e.error_type, &e.message, Some(kind)),
        };
        // The details become own enumerable data properties, after what the error already has
        // (a detail never replaces its message, kind or stack).
        if let Value::Object(o) = err {
            for (k, v) in e.details.iter().take(MAX_DETAILS) {
                let key = self.intern(k);
                if self.state.heap.obj(o).props.get(key).is_some() {
                    continue;
                }
                let v = crate::boundary::from_json(self, v);
                self.state.heap.obj_mut(o).props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
            }
        }
        // The causes become a chain of plain `Error`s under `cause` (non-enumerable, as
        // InstallErrorCause makes it), innermost last.
        let mut below = err;
        for c in e.causes.iter().take(MAX_CAUSES) {
            let ce = self.make_error(ErrorType::Error, c, None);
            if let Value::Object(o) = below {
                self.state.heap.obj_mut(o).props.push(Prop {
                    key: atom::CAUSE,
                    attrs: attr::HIDDEN,
                    slot: Slot::Data(ce),
                });
            }
            below = ce;
        }
        err
    }

    /// The messages of an error's `cause` chain (own data properties on error objects only, so
    /// reading them runs no code), at most [`MAX_CAUSES`].
    fn cause_messages(&mut self, o: ObjId) -> Vec<String> {
        let mut out = Vec::new();
        let mut cur = o;
        while out.len() < MAX_CAUSES {
            let next = match self.state.heap.obj(cur).props.get(atom::CAUSE).map(|p| p.slot) {
                Some(Slot::Data(Value::Object(c))) if self.is_error_like(c) => c,
                _ => break,
            };
            out.push(self.plain_string_prop(next, atom::MESSAGE).unwrap_or_default());
            cur = next;
        }
        out
    }

    /// How an uncaught value is reported.
    pub fn failure_of(&mut self, v: Value) -> Failure {
        if let Value::Object(o) = v {
            let kind_key = self.state.realm.kind_key;
            let loc_key = self.state.realm.location_key;
            let kind = match self.state.heap.obj(o).props.get(kind_key).map(|p| p.slot) {
                // Only `make_error` writes this hidden property, always a kind's name.
                Some(Slot::Data(Value::String(s))) => ErrorKind::from_name(&self.str_lossy(s)),
                _ => None,
            };
            let location = match self.state.heap.obj(o).props.get(loc_key).map(|p| p.slot) {
                Some(Slot::Data(Value::String(s))) => {
                    let t = self.str_lossy(s);
                    let mut it = t.split(':');
                    match (it.next().and_then(|a| a.parse().ok()), it.next().and_then(|a| a.parse().ok())) {
                        (Some(l), Some(c)) => Some((l, c)),
                        _ => None,
                    }
                }
                _ => None,
            };
            if self.is_error_like(o) {
                let name = self.plain_string_prop(o, atom::NAME).unwrap_or_else(|| "Error".into());
                let message = self.plain_string_prop(o, atom::MESSAGE).unwrap_or_default();
                let host_kind = kind.is_some_and(|k| k != ErrorKind::ExecutionFailure);
                let mut text = if host_kind && name == "Error" {
                    message.clone()
                } else if message.is_empty() {
                    name
                } else {
                    format!("{name}: {message}")
                };
                if let Some((l, c)) = location {
                    text.push_str(&format!(" (line {l}, col {c})"));
                }
                if host_kind {
                    // A host failure reports its causes after its message, one per line.
                    for cause in self.cause_messages(o) {
                        text.push_str("\nCaused by: ");
                        text.push_str(&cause);
                    }
                }
                return Failure { kind: kind.unwrap_or(ErrorKind::ExecutionFailure), message: text, location };
            }
        }
        let text = match v {
            Value::String(s) => self.str_lossy(s),
            other => match crate::boundary::to_json_lenient(self, other) {
                Some(j) => j.to_string(),
                None => self.describe(other),
            },
        };
        Failure { kind: ErrorKind::ExecutionFailure, message: format!("Uncaught: {text}"), location: None }
    }

    /// Whether an object looks like an error (an Error instance, or has `name` and `message`).
    pub fn is_error_like(&mut self, o: ObjId) -> bool {
        let mut p = Some(o);
        while let Some(x) = p {
            if matches!(self.state.heap.obj(x).class, Class::Error) {
                return true;
            }
            p = self.state.heap.obj(x).proto;
        }
        false
    }

    /// A string-valued data property along the chain, if there is one.
    pub fn plain_string_prop(&mut self, o: ObjId, key: crate::value::Atom) -> Option<String> {
        match self.lookup(o, key) {
            Lookup::Value(Value::String(s)) => Some(self.str_lossy(s)),
            Lookup::Value(Value::Undefined) | Lookup::Missing => None,
            Lookup::Value(other) => {
                let s = self.to_str(other).ok()?;
                Some(self.str_lossy(s))
            }
            Lookup::Getter(_) | Lookup::Proxy(_) => None,
        }
    }
}
