//! The prelude: built-in behaviour written in JavaScript, and the intrinsics it may call.
//!
//! Built-ins that call back into the program (`map`, `sort`, `JSON.parse` revivers, promise
//! combinators, `ToPrimitive`) are written in JavaScript here and compiled like user code, so they
//! run in ordinary frames: no callback ever recurses on the Rust stack and a snapshot can be taken
//! inside one. The caller compiles [`SOURCE`] in builtin mode with [`INTRINSICS`] (the VM does not
//! depend on the compiler) and passes the code to [`crate::Vm::new`].
//!
//! A call `__name(args)` in the prelude compiles to `CallIntrinsic`, which lands in
//! [`call_intrinsic`]. Intrinsics receive primitives or objects as the prelude passes them and
//! never call JavaScript themselves.

use crate::Vm;
use crate::error::{Ctl, EngineError, JsResult};
use crate::heap::{Class, Slot, attr};
use crate::host::Host;
use crate::value::{Atom, ObjId, Value};
use std::sync::Arc;

/// The prelude's source text.
pub const SOURCE: &str = concat!(
    include_str!("prelude/core.js"),
    include_str!("prelude/object.js"),
    include_str!("prelude/array.js"),
    include_str!("prelude/string.js"),
    include_str!("prelude/regexp.js"),
    include_str!("prelude/collections.js"),
    include_str!("prelude/iterator.js"),
    include_str!("prelude/json.js"),
    include_str!("prelude/date.js"),
    include_str!("prelude/url.js"),
    include_str!("prelude/typed_array.js"),
    include_str!("prelude/promise.js"),
    include_str!("prelude/proxy.js"),
    include_str!("prelude/disposal.js"),
    include_str!("prelude/intl.js"),
    include_str!("prelude/temporal.js"),
    include_str!("prelude/misc.js"),
);

macro_rules! intrinsics {
    ($($name:ident = $arity:literal => $f:expr,)*) => {
        /// Intrinsics callable from the prelude: `(name, arity)`, indexed by id.
        pub const INTRINSICS: &[(&str, u8)] = &[$((concat!("__", stringify!($name)), $arity)),*];
        #[allow(non_camel_case_types, dead_code)]
        #[repr(u16)]
        enum Id { $($name,)* }
        type IntrinsicFn = fn(&mut Vm, &mut dyn Host, &[Value]) -> JsResult<Value>;
        const TABLE: &[IntrinsicFn] = &[$($f),*];
    };
}

fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or_default()
}

fn obj_arg(args: &[Value], i: usize) -> JsResult<crate::value::ObjId> {
    match arg(args, i) {
        Value::Object(o) => Ok(o),
        _ => Err(Ctl::type_error("intrinsic expects an object")),
    }
}

/// The `NewRegExp` op's native: a RegExp object from source, flags and an optional prototype.
pub(crate) type NewRegExp = fn(&mut Vm, Arc<[u16]>, &str, Option<ObjId>) -> JsResult<ObjId>;

/// The natives in `builtins/` that the prelude's intrinsics (and the interpreter's RegExp
/// literal) link to. The built-ins' setup (`builtins::setup_all`) hands this table to the VM
/// ([`Vm::links`]), so that outside `builtins/` nothing names a built-in module and `builtins/`
/// stays a leaf entered by its setup alone. Not serialized: a restored VM is a clone of a template
/// that has it, and it is part of no fingerprint.
#[derive(Debug)]
pub(crate) struct Links {
    /// Tail-calls a prelude export with the arguments (the proxy traps' slow paths).
    pub(crate) proxy_tail: fn(&mut Vm, &str, Vec<Value>) -> JsResult<Value>,
    /// Tail-calls a prelude export with an object, a key and more arguments.
    pub(crate) proxy_tail_key: fn(&mut Vm, &str, ObjId, Atom, &[Value]) -> JsResult<Value>,
    /// `__proxyHandler(p, trap)`: the handler's trap, or a TypeError on a revoked proxy.
    pub(crate) proxy_handler: fn(&mut Vm, Value, Value) -> JsResult<Value>,
    /// `__proxyTarget(p)`: the proxy's target (`null` when revoked).
    pub(crate) proxy_target: fn(&Vm, Value) -> Value,
    /// `__hostToolCall(path, data, present)`.
    pub(crate) host_tool_call: fn(&mut Vm, &mut dyn Host, Value, Value, Value) -> JsResult<Value>,
    /// A call of a tool reference made without the prelude's `callTool`, when that would run no
    /// code of the program (`None`: call `callTool`).
    pub(crate) direct_tool_call: fn(&mut Vm, &mut dyn Host, ObjId, Option<Value>) -> Option<ObjId>,
    /// `__search(data)`.
    pub(crate) host_search: fn(&mut Vm, &mut dyn Host, Value) -> JsResult<Value>,
    /// `__hostExtCall(id, args)`.
    pub(crate) host_extension_call: fn(&mut Vm, &mut dyn Host, Value, Value) -> JsResult<Value>,
    /// A pending promise with the given prototype.
    pub(crate) new_promise_with_proto: fn(&mut Vm, Value) -> JsResult<ObjId>,
    /// The promise a built-in resolve function settles, if it is one.
    pub(crate) fulfill_via: fn(&mut Vm, Value) -> Option<ObjId>,
    /// Installs the prelude's `Promise` constructor.
    pub(crate) install_promise: fn(&mut Vm, ObjId),
    /// The end of a bound function's chain.
    pub(crate) bound_target: fn(&Vm, ObjId) -> ObjId,
    /// `Array.prototype.flat` on a plain array, or `None` for the prelude's generic path.
    pub(crate) flat_plain: fn(&mut Vm, ObjId, f64) -> Option<ObjId>,
    /// `copyWithin` on a plain packed array; `false` for the generic path.
    pub(crate) copy_within_plain: fn(&mut Vm, ObjId, f64, f64, f64) -> bool,
    /// A copy of a plain array's range (reversed on request), or `None` for the generic path.
    pub(crate) copy_plain: fn(&mut Vm, ObjId, f64, f64, bool) -> Option<ObjId>,
    /// `Array.from(items)` copied natively (a plain array through the original iterator, or an
    /// array-like whose elements all read `undefined`), or `None` for the generic path.
    pub(crate) from_plain: fn(&mut Vm, Value, Value, f64) -> Option<ObjId>,
    /// `toSpliced` of a plain array in one pass, or `None` for the generic path.
    pub(crate) to_spliced_plain: fn(&mut Vm, ObjId, f64, f64, ObjId) -> Option<ObjId>,
    /// `Object.keys`/`values`/`entries` of a plain object, or `None` for the generic path.
    pub(crate) own_enumerable_plain: fn(&mut Vm, ObjId, u8) -> Option<ObjId>,
    /// A RegExp object from source and flags (the `NewRegExp` op).
    pub(crate) new_regexp: NewRegExp,
    /// `localeCompare`'s order without locales and options (a sort by it, `exec/sort.rs`).
    pub(crate) default_locale_order: fn(&[u16], &[u16]) -> std::cmp::Ordering,
}

impl Vm {
    /// The natives the built-ins' setup linked ([`Links`]).
    ///
    /// # Errors
    /// An internal error before the setup ran (a bug: [`Vm::new`] runs it first).
    #[inline]
    pub(crate) fn links(&self) -> JsResult<&'static Links> {
        self.links.ok_or_else(|| Ctl::fatal(EngineError::Internal("the built-ins are not linked".into())))
    }
}

intrinsics! {
    register = 2 => |vm, _, a| {
        let name = match arg(a, 0) { Value::String(s) => vm.str_lossy(s), _ => String::new() };
        let f = obj_arg(a, 1)?;
        if !REGISTERED.contains(&name.as_str()) || !vm.state.realm.set_by_name(&name, f) {
            return Err(Ctl::fatal(EngineError::Internal(format!("unknown prelude registration {name}"))));
        }
        Ok(Value::Undefined)
    },
    binary = 3 => |vm, _, a| {
        let k = crate::exec::operators::Bin::from_u8(arg(a, 0).as_number().unwrap_or(0.0) as u8)
            .ok_or_else(|| Ctl::type_error("bad operator"))?;
        match crate::exec::operators::binary(vm, k, arg(a, 1), arg(a, 2))? {
            Some(v) => Ok(v),
            None => Err(Ctl::type_error("Cannot convert object to primitive value")),
        }
    },
    unary = 2 => |vm, _, a| {
        let k = crate::exec::operators::Un::from_u8(arg(a, 0).as_number().unwrap_or(0.0) as u8)
            .ok_or_else(|| Ctl::type_error("bad operator"))?;
        match crate::exec::operators::unary(vm, k, arg(a, 1))? {
            Some(v) => Ok(v),
            None => Err(Ctl::type_error("Cannot convert object to primitive value")),
        }
    },
    isPromise = 1 => |vm, _, a| Ok(Value::Bool(vm.is_promise_value(arg(a, 0)))),
    dataError = 1 => |vm, _, a| {
        let m = match arg(a, 0) { Value::String(s) => vm.str_lossy(s), _ => String::new() };
        Ok(vm.make_error(crate::ErrorType::Type, &m, Some(crate::ErrorKind::InvalidDataValue)))
    },
    done = 0 => |_, _, _| Ok(Value::Empty),
    arrayPush = 2 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let n = vm.array_len(o);
        vm.array_set_index(o, n, arg(a, 1))?;
        Ok(Value::Undefined)
    },
    define = 3 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        vm.define_raw(o, k, Slot::Data(arg(a, 2)), attr::HIDDEN);
        Ok(Value::Undefined)
    },
    defineGetter = 3 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        let g = obj_arg(a, 2)?;
        vm.define_raw(o, k, Slot::Accessor { get: Some(g), set: None }, attr::CONFIGURABLE);
        Ok(Value::Undefined)
    },
    toKey = 1 => |vm, _, a| {
        let k = vm.to_key(arg(a, 0))?;
        Ok(vm.atom_value(k))
    },
    isCallable = 1 => |vm, _, a| Ok(Value::Bool(vm.is_callable(arg(a, 0)))),
    isConstructor = 1 => |vm, _, a| Ok(Value::Bool(matches!(arg(a, 0), Value::Object(o) if vm.is_constructor(o)))),
    call = 3 => |vm, _, a| {
        let args = vm.array_values(arg(a, 2));
        Err(Ctl::TailCall(Box::new(crate::error::TailCall { callee: arg(a, 0), this: arg(a, 1), args, new_target: None })))
    },
    construct = 3 => |vm, _, a| {
        let args = vm.array_values(arg(a, 1));
        let nt = match arg(a, 2) { Value::Object(o) => o, _ => obj_arg(a, 0)? };
        Err(Ctl::TailCall(Box::new(crate::error::TailCall { callee: arg(a, 0), this: Value::Undefined, args, new_target: Some(nt) })))
    },
    ownKeys = 1 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail)(vm, "P$ownKeys", vec![Value::Object(o)]);
        }
        let keys = vm.own_keys(o);
        let vals: Vec<Value> = keys.into_iter().map(|k| vm.atom_value(k)).collect();
        Ok(Value::Object(vm.new_array(vals)))
    },
    enumKeys = 1 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail)(vm, "P$enumerableKeys", vec![Value::Object(o)]);
        }
        let vals = vm.enumerable_string_keys(o).into_iter().map(|k| vm.atom_value(k)).collect();
        Ok(Value::Object(vm.new_array(vals)))
    },
    isEnumerable = 2 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail_key)(vm, "P$isEnumerableOwn", o, k, &[]);
        }
        Ok(Value::Bool(vm.get_own(o, k).is_some_and(|p| p.attrs & attr::ENUMERABLE != 0)))
    },
    createDataProp = 3 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        // Dense fast path: an append at a plain array's length (what the array builders do),
        // without interning the index as a key.
        if let Value::Number(n) = arg(a, 1) {
            let cap = vm.max_array_len() as usize;
            let obj = vm.state.heap.obj_mut(o);
            let plain = obj.flags & (crate::heap::oflags::SLOW_ARRAY | crate::heap::oflags::FROZEN_LENGTH) == 0
                && obj.flags & crate::heap::oflags::EXTENSIBLE != 0
                && obj.props.is_empty();
            if plain
                && let Class::Array { dense, len } = &mut obj.class
                && n == dense.len() as f64
                && dense.len() < cap.min(1 << 26)
            {
                dense.push(arg(a, 2));
                if dense.len() as u32 > *len {
                    *len = dense.len() as u32;
                }
                vm.state.heap.allocated += 16;
                return Ok(Value::Undefined);
            }
        }
        let k = vm.to_key(arg(a, 1))?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail_key)(vm, "P$createDataProp", o, k, &[arg(a, 2)]);
        }
        vm.create_data_prop(o, k, arg(a, 2))?;
        Ok(Value::Undefined)
    },
    throwType = 1 => |vm, _, a| {
        let m = match arg(a, 0) { Value::String(s) => vm.str_lossy(s), _ => String::new() };
        Err(Ctl::type_error(m))
    },
    throwRange = 1 => |vm, _, a| {
        let m = match arg(a, 0) { Value::String(s) => vm.str_lossy(s), _ => String::new() };
        Err(Ctl::range_error(m))
    },
    typeTag = 1 => |vm, _, a| {
        let t = match arg(a, 0) {
            Value::Object(o) => match &vm.state.heap.obj(o).class {
                Class::Array { .. } => "Array",
                Class::Date(_) => "Date",
                Class::Map(_) => "Map",
                Class::Set(_) => "Set",
                Class::WeakMap(_) => "WeakMap",
                Class::WeakSet(_) => "WeakSet",
                Class::Error => "Error",
                Class::RegExp(_) => "RegExp",
                Class::Promise(_) => "Promise",
                Class::Url(_) => "URL",
                Class::SearchParams { .. } => "URLSearchParams",
                Class::ToolRef(_) => "ToolRef",
                Class::Primitive(_) => "Primitive",
                Class::TypedArray { .. } => "TypedArray",
                Class::ArrayBuffer { .. } => "ArrayBuffer",
                Class::DataView { .. } => "DataView",
                Class::Generator(_) => "Generator",
                Class::Arguments => "Arguments",
                _ => if vm.is_callable(arg(a, 0)) { "Function" } else { "Object" },
            },
            _ => "",
        };
        Ok(vm.atom_str(t))
    },
    arrayLength = 1 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        Ok(Value::Number(f64::from(vm.array_len(o))))
    },
    setToArray = 1 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let vals: Vec<Value> = match &vm.state.heap.obj(o).class {
            Class::Set(m) | Class::Map(m) => m.entries.iter().flatten().map(|(_, v)| *v).collect(),
            _ => Vec::new(),
        };
        Ok(Value::Object(vm.new_array(vals)))
    },
    hostToolCall = 3 => |vm, host, a| (vm.links()?.host_tool_call)(vm, host, arg(a, 0), arg(a, 1), arg(a, 2)),
    search = 1 => |vm, host, a| (vm.links()?.host_search)(vm, host, arg(a, 0)),
    hasOwn = 2 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail_key)(vm, "P$hasOwn", o, k, &[]);
        }
        Ok(Value::Bool(vm.get_own(o, k).is_some()))
    },
    getProto = 1 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        if vm.is_proxy(o) {
            return (vm.links()?.proxy_tail)(vm, "P$getPrototypeOf", vec![Value::Object(o)]);
        }
        Ok(vm.proto_of(o).map_or(Value::Null, Value::Object))
    },
    newPromise = 0 => |vm, _, _| Ok(Value::Object(vm.try_new_promise()?)),
    resolvePromise = 2 => |vm, _, a| {
        let p = obj_arg(a, 0)?;
        vm.resolve_promise(p, arg(a, 1));
        Ok(Value::Undefined)
    },
    rejectPromise = 2 => |vm, _, a| {
        let p = obj_arg(a, 0)?;
        vm.reject_promise(p, arg(a, 1));
        Ok(Value::Undefined)
    },
    markHandled = 1 => |vm, _, a| {
        if let Value::Object(p) = arg(a, 0)
            && let Class::Promise(d) = &mut vm.state.heap.obj_mut(p).class
                && !d.handled {
                    d.handled = true;
                    let seq = d.seq;
                    vm.state.unhandled.remove(&seq);
                }
        Ok(Value::Undefined)
    },
    toNumber = 1 => |vm, _, a| Ok(Value::Number(vm.to_number(arg(a, 0))?)),
    toStr = 1 => |vm, _, a| Ok(Value::String(vm.to_str(arg(a, 0))?)),
    sameValueZero = 2 => |vm, _, a| Ok(Value::Bool(vm.same_value_zero(arg(a, 0), arg(a, 1)))),
    makeError = 3 => |vm, _, a| {
        let ty = match arg(a, 0).as_number().unwrap_or(0.0) as u8 {
            1 => crate::ErrorType::Type,
            2 => crate::ErrorType::Range,
            3 => crate::ErrorType::Reference,
            4 => crate::ErrorType::Syntax,
            7 => crate::ErrorType::Aggregate,
            8 => crate::ErrorType::Suppressed,
            _ => crate::ErrorType::Error,
        };
        let m = match arg(a, 1) { Value::String(s) => vm.str_lossy(s), _ => String::new() };
        let kind = match arg(a, 2) {
            Value::String(s) => {
                let name = vm.str_lossy(s);
                match crate::ErrorKind::from_name(&name) {
                    Some(k) => Some(k),
                    None => return Err(Ctl::type_error(format!("__makeError: unknown error kind '{name}'"))),
                }
            }
            _ => None,
        };
        Ok(vm.make_error(ty, &m, kind))
    },
    toolPath = 1 => |vm, _, a| {
        match arg(a, 0) {
            Value::Object(o) => match &vm.state.heap.obj(o).class {
                Class::ToolRef(p) => { let p = (**p).clone(); Ok(vm.new_string(&p)) }
                _ => Ok(Value::Undefined),
            },
            _ => Ok(Value::Undefined),
        }
    },
    newPromiseFrom = 1 => |vm, _, a| Ok(Value::Object((vm.links()?.new_promise_with_proto)(vm, arg(a, 0))?)),
    performThen = 4 => |vm, _, a| {
        let p = obj_arg(a, 0)?;
        let on_fulfilled = if vm.is_callable(arg(a, 1)) { arg(a, 1) } else { Value::Undefined };
        let on_rejected = if vm.is_callable(arg(a, 2)) { arg(a, 2) } else { Value::Undefined };
        let target = arg(a, 3).as_object();
        vm.perform_then_internal(p, crate::heap::ReactionTarget::Then { on_fulfilled, on_rejected, target });
        Ok(Value::Undefined)
    },
    fulfillPromise = 2 => |vm, _, a| {
        let p = obj_arg(a, 0)?;
        vm.fulfill_promise(p, arg(a, 1));
        Ok(Value::Undefined)
    },
    fulfillVia = 2 => |vm, _, a| {
        if let Some(p) = (vm.links()?.fulfill_via)(vm, arg(a, 0)) {
            vm.fulfill_promise(p, arg(a, 1));
        }
        Ok(Value::Undefined)
    },
    enqueueThenable = 3 => |vm, _, a| {
        let promise = obj_arg(a, 0)?;
        vm.state.jobs.push_back(crate::Job::ResolveThenable { promise, thenable: arg(a, 1), then: arg(a, 2) });
        Ok(Value::Undefined)
    },
    resolvingFunctions = 1 => |vm, _, a| {
        let p = obj_arg(a, 0)?;
        let (res, rej, _) = vm.resolving_functions(p);
        Ok(Value::Object(vm.new_array(vec![Value::Object(res), Value::Object(rej)])))
    },
    installPromise = 1 => |vm, _, a| {
        let f = obj_arg(a, 0)?;
        (vm.links()?.install_promise)(vm, f);
        Ok(Value::Undefined)
    },
    setName = 2 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        if let crate::property::Lookup::Value(Value::Object(f)) = vm.lookup(o, k) {
            vm.set_function_name(f, k, "");
        }
        Ok(Value::Undefined)
    },
    defineGlobal = 2 => |vm, _, a| {
        let k = vm.to_key(arg(a, 0))?;
        let g = vm.state.realm.global;
        vm.define_raw(g, k, Slot::Data(arg(a, 1)), attr::HIDDEN);
        Ok(Value::Undefined)
    },
    hidden = 1 => |vm, _, a| {
        let h = vm.state.realm.hidden;
        let k = vm.to_key(arg(a, 0))?;
        match vm.state.heap.obj(h).props.get(k).map(|p| p.slot) {
            Some(Slot::Data(v)) => Ok(v),
            _ => {
                let n = vm.state.atoms.display(k);
                Err(Ctl::fatal(EngineError::Internal(format!("no hidden native {n}"))))
            }
        }
    },
    export = 2 => |vm, _, a| {
        let h = vm.state.realm.hidden;
        let k = vm.to_key(arg(a, 0))?;
        vm.define_raw(h, k, Slot::Data(arg(a, 1)), attr::HIDDEN);
        Ok(Value::Undefined)
    },
    hostExtCall = 2 => |vm, host, a| (vm.links()?.host_extension_call)(vm, host, arg(a, 0), arg(a, 1)),
    hasProperty = 2 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        let k = vm.to_key(arg(a, 1))?;
        match vm.has_property(o, k) {
            Ok(b) => Ok(Value::Bool(b)),
            Err(p) => (vm.links()?.proxy_tail_key)(vm, "P$has", p, k, &[]),
        }
    },
    deleteStrict = 2 => |vm, _, a| {
        if let Value::Object(o) = arg(a, 0)
            && vm.is_proxy(o)
        {
            let k = vm.to_key(arg(a, 1))?;
            return (vm.links()?.proxy_tail_key)(vm, "P$deleteStrict", o, k, &[]);
        }
        match crate::exec::props::delete(vm, arg(a, 0), arg(a, 1))? {
            Some(b) => Ok(Value::Bool(b)),
            None => Err(Ctl::type_error("Cannot convert object to primitive value")),
        }
    },
    ordinaryHasInstance = 2 => |vm, _, a| {
        let f = obj_arg(a, 0)?;
        match vm.ordinary_has_instance(f, arg(a, 1))? {
            Some(b) => Ok(Value::Bool(b)),
            None => {
                let t = (vm.links()?.bound_target)(vm, f);
                (vm.links()?.proxy_tail)(vm, "P$ordinaryHasInstance", vec![Value::Object(t), arg(a, 1)])
            }
        }
    },
    forInIterator = 2 => |vm, _, a| {
        let keys = vm.array_values(arg(a, 1));
        let mut atoms = Vec::with_capacity(keys.len());
        for k in keys {
            atoms.push(vm.to_key(k)?);
        }
        Ok(crate::exec::iter::for_in_iterator(vm, arg(a, 0), atoms))
    },
    arrayIter = 3 => |vm, _, a| {
        let it = obj_arg(a, 0)?;
        let op = arg(a, 1).as_number().unwrap_or(0.0) as u8;
        let n = arg(a, 2).as_number().unwrap_or(0.0);
        Ok(vm.array_iter_op(it, op, n.clamp(0.0, f64::from(u32::MAX)) as u32))
    },
    setHeritageProto = 2 => |vm, _, a| {
        let h = obj_arg(a, 0)?;
        vm.state.heritage_proto = Some((h, arg(a, 1)));
        Ok(Value::Undefined)
    },
    isProxy = 1 => |vm, _, a| Ok(Value::Bool(vm.is_proxy_value(arg(a, 0)))),
    proxyHandler = 2 => |vm, _, a| (vm.links()?.proxy_handler)(vm, arg(a, 0), arg(a, 1)),
    proxyTarget = 1 => |vm, _, a| Ok((vm.links()?.proxy_target)(vm, arg(a, 0))),
    sameValue = 2 => |vm, _, a| Ok(Value::Bool(vm.same_value(arg(a, 0), arg(a, 1)))),
    constructWithProto = 4 => |vm, _, a| {
        let args = vm.array_values(arg(a, 1));
        let nt = obj_arg(a, 2)?;
        crate::exec::call::construct_with_proto(arg(a, 0), args, nt, arg(a, 3))
    },
    // Unused by the prelude; kept so that the intrinsic ids, and with them the compiled prelude a
    // snapshot's identity pins, stay as they are.
    objectKindData = 1 => |_, _, a| Ok(arg(a, 0)),
    appendElements = 3 => |vm, _, a| {
        let (Value::Object(t), Value::Number(at), Value::Object(s)) = (arg(a, 0), arg(a, 1), arg(a, 2)) else {
            return Ok(Value::Number(-1.0));
        };
        Ok(Value::Number(crate::elements::append_elements(vm, t, at, s).map_or(-1.0, f64::from)))
    },
    flatPlain = 2 => |vm, _, a| {
        let (Value::Object(o), Value::Number(d)) = (arg(a, 0), arg(a, 1)) else {
            return Ok(Value::Undefined);
        };
        Ok((vm.links()?.flat_plain)(vm, o, d).map_or(Value::Undefined, Value::Object))
    },
    copyWithinPlain = 4 => |vm, _, a| {
        let (Value::Object(o), Value::Number(to), Value::Number(from), Value::Number(n)) = (arg(a, 0), arg(a, 1), arg(a, 2), arg(a, 3)) else {
            return Ok(Value::Bool(false));
        };
        Ok(Value::Bool((vm.links()?.copy_within_plain)(vm, o, to, from, n)))
    },
    copyPlain = 4 => |vm, _, a| {
        let (Value::Object(o), Value::Number(s), Value::Number(e)) = (arg(a, 0), arg(a, 1), arg(a, 2)) else {
            return Ok(Value::Undefined);
        };
        let reversed = arg(a, 3) == Value::Bool(true);
        Ok((vm.links()?.copy_plain)(vm, o, s, e, reversed).map_or(Value::Undefined, Value::Object))
    },
    fromPlain = 3 => |vm, _, a| {
        let (o @ (Value::Object(_) | Value::String(_)), Value::Number(len)) = (arg(a, 0), arg(a, 2)) else {
            return Ok(Value::Undefined);
        };
        Ok((vm.links()?.from_plain)(vm, o, arg(a, 1), len).map_or(Value::Undefined, Value::Object))
    },
    toSplicedPlain = 4 => |vm, _, a| {
        let (Value::Object(o), Value::Number(s), Value::Number(k), Value::Object(items)) = (arg(a, 0), arg(a, 1), arg(a, 2), arg(a, 3)) else {
            return Ok(Value::Undefined);
        };
        Ok((vm.links()?.to_spliced_plain)(vm, o, s, k, items).map_or(Value::Undefined, Value::Object))
    },
    ownEnumerablePlain = 2 => |vm, _, a| {
        let (Value::Object(o), Value::Number(kind)) = (arg(a, 0), arg(a, 1)) else {
            return Ok(Value::Undefined);
        };
        Ok((vm.links()?.own_enumerable_plain)(vm, o, kind as u8).map_or(Value::Undefined, Value::Object))
    },
    // The fifth argument of `__eachOk` and the eighth of `__each`: true from a
    // `%TypedArray%.prototype` method.
    eachOk = 5 => |vm, _, a| {
        let kind = arg(a, 0).as_number().unwrap_or(-1.0);
        let len = arg(a, 3).as_number().unwrap_or(-1.0);
        let typed = matches!(arg(a, 4), Value::Bool(true));
        Ok(Value::Bool((0.0..255.0).contains(&kind) && crate::exec::each::applicable(vm, kind as u8, arg(a, 1), arg(a, 2), len, typed)))
    },
    each = 8 => |vm, _, a| {
        let kind = arg(a, 0).as_number().unwrap_or(-1.0);
        let (len, k) = (arg(a, 2).as_number().unwrap_or(-1.0), arg(a, 6).as_number().unwrap_or(-1.0));
        if !(0.0..255.0).contains(&kind) {
            return Err(Ctl::type_error("__each: bad kind"));
        }
        let typed = matches!(arg(a, 7), Value::Bool(true));
        match crate::exec::each::start(vm, kind as u8, arg(a, 1), len, arg(a, 3), arg(a, 4), arg(a, 5), k, typed) {
            Some(st) => Err(Ctl::Each(st)),
            None => Err(Ctl::type_error("__each: not applicable")),
        }
    },
    // CreateDataProperty(o, k, v) without the throw: whether it succeeded, or null for a proxy
    // (whose `defineProperty` trap the prelude calls through Reflect).
    tryDataProp = 3 => |vm, _, a| {
        let o = obj_arg(a, 0)?;
        if vm.is_proxy(o) {
            return Ok(Value::Null);
        }
        let k = vm.to_key(arg(a, 1))?;
        Ok(Value::Bool(vm.define_own(o, k, crate::property::PropDesc::data(arg(a, 2), attr::DEFAULT))?))
    },
}

/// The names by which Rust and the prelude find each other beside [`INTRINSICS`] (which the
/// compiler links when it compiles the prelude, refusing a call of an unknown `__name`): one
/// declared list per channel and direction, checked right after the prelude runs
/// ([`check_links`]), so that a name missing on either side fails the creation of every VM
/// instead of the first run that takes its path.
///
/// Prelude → Rust, `__register(name, f)`: the realm slots ([`crate::realm::Realm`]) the prelude fills.
pub(crate) const REGISTERED: &[&str] = &[
    "array_to_string",
    "binary_op",
    "call_extension",
    "call_tool",
    "copy_data_props",
    "date_to_json",
    "get_iterator",
    "get_prop_slow",
    "iter_close_slow",
    "iter_result_slow",
    "object_rest",
    "promise_adopt_getter",
    "promise_resolve_slow",
    "promise_then_slow",
    "set_prop_slow",
    "spread_into",
    "to_data",
    "to_primitive",
    "unary_op",
];

/// Prelude → Rust, `__export(name, f)`: the functions the prelude hands over in the realm's hidden
/// object, which Rust calls through [`Vm::exported`].
pub(crate) const EXPORTED: &[&str] = &[
    "%disposeBegin",
    "%disposeNext",
    "%disposeRejected",
    "%disposeSync",
    "%search",
    "%using",
    "P$call",
    "P$construct",
    "P$constructWithProxyNewTarget",
    "P$createDataProp",
    "P$defineOwnProperty",
    "P$deleteProperty",
    "P$deleteStrict",
    "P$enumerableKeys",
    "P$forInIterator",
    "P$get",
    "P$getOwnProperty",
    "P$getPrototypeOf",
    "P$has",
    "P$hasOwn",
    "P$heritageProto",
    "P$isEnumerableOwn",
    "P$isExtensible",
    "P$isPrototypeOf",
    "P$objectDefine",
    "P$objectPreventExtensions",
    "P$objectSetPrototypeOf",
    "P$ordinaryHasInstance",
    "P$ownKeys",
    "P$ownKeysOfType",
    "P$preventExtensions",
    "P$reflectDefine",
    "P$set",
    "P$setIntegrity",
    "P$setOnReceiver",
    "P$setOnReceiverStrict",
    "P$setPrototypeOf",
    "P$setStrict",
    "P$testIntegrity",
    "argToNumber",
    "argToString",
    "arrayBufferSliceSpecies",
    "arrayBufferWithOptions",
    "arrayIteratorNextSlow",
    "array_at",
    "array_concat",
    "array_fill",
    "array_includes",
    "array_indexOf",
    "array_join",
    "array_lastIndexOf",
    "array_pop",
    "array_push",
    "array_reverse",
    "array_setLength",
    "array_shift",
    "array_slice",
    "array_sort",
    "array_sort_store",
    "array_each_from",
    "array_splice",
    "array_unshift",
    "awaitPromiseResolve",
    "collectionFill",
    "constructWithProtoGetter",
    "dateOrdinaryToPrimitive",
    "dateSetSlow",
    "dateToLocaleSlow",
    "error_installCause",
    "error_aggregateErrors",
    "error_toString",
    "function_applySlow",
    "function_bindSlow",
    "function_hasInstanceSlow",
    "importSlow",
    "jsonFinish",
    "jsonPropertyFrom",
    "jsonRevive",
    "jsonReviveLoop",
    "jsonStringifySlow",
    "localeCompareSlow",
    "numberToLocaleSlow",
    "object_assignRest",
    "object_defineArrayLength",
    "object_defineProperties",
    "object_defineProperty",
    "object_toString",
    "optionsSlow",
    "reflect_apply",
    "reflect_callSetter",
    "reflect_construct",
    "reflect_defineArrayLength",
    "reflect_defineProperty",
    "reflect_setArrayLength",
    "rxCtorSlow",
    "rxExecSlow",
    "rxFlagsSlow",
    "rxIterNextSlow",
    "rxSymMatch",
    "rxSymMatchAll",
    "rxSymReplace",
    "rxSymSearch",
    "rxSymSplit",
    "rxTestSlow",
    "rxToStringSlow",
    "searchParamsFill",
    "stringCaseSlow",
    "stringMatch",
    "stringMatchAll",
    "stringReplace",
    "stringReplaceAll",
    "stringSearch",
    "stringSearchSlow",
    "stringSplit",
    "sumPreciseSlow",
    "typedArrayDefineValue",
    "typedArrayFromObject",
    "typedArrayMapFrom",
    "typedArrayResume",
    "typedArraySetFrom",
    "typedArraySortWith",
];

/// Rust → prelude: what Rust puts in the hidden object: the natives the prelude fetches with
/// `__hidden(name)` (`def_hidden`; Rust also reaches some with `hidden_native`), and the originals
/// and symbols Rust keeps there for itself.
pub(crate) const HIDDEN: &[&str] = &[
    "abCopy",
    "abDetached",
    "abTransferInto",
    "boundCreate",
    "cloneKind",
    "cloneShell",
    "cloneTyped",
    "collectionKind",
    "dateSetPrim",
    "dtfFormat",
    "dtfInfo",
    "dtfRange",
    "dtfZone",
    "fromEntriesPlain",
    "groupAdd",
    "intlBest",
    "intlCanonical",
    "intlCase",
    "intlCollate",
    "intlCollation",
    "intlData",
    "intlDigits",
    "intlLikely",
    "intlList",
    "intlName",
    "intlNumber",
    "intlNumberingSystem",
    "intlPlural",
    "intlRelative",
    "intlSlot",
    "intlUnit",
    "jsonCtorName",
    "jsonGap",
    "jsonIsError",
    "jsonIsRaw",
    "jsonQuote",
    "jsonUnwrap",
    "nodeError",
    "proxyRevoke",
    "rxAdvance",
    "rxAssemble",
    "rxCreate",
    "rxEscapeSource",
    "rxExecAll",
    "rxExecAt",
    "rxFlags",
    "rxIndexOf",
    "rxIterCreate",
    "rxIterFinish",
    "rxPristine",
    "rxReplaceCalls",
    "rxSlice",
    "rxSource",
    "segmentBreaks",
    "setSize",
    "spAppend",
    "sumPreciseArray",
    "taCopy",
    "taCreate",
    "taElements",
    "taKind",
    "taWrite",
    "temporal",
    "timeZones",
    "typedArraySetElement",
    "typeofValue",
    "typedBuffer",
    "u8FromBase64",
    "u8SetFromBase64",
    "u8ToBase64",
    // Originals and symbols Rust keeps there for itself.
    "%Array",
    "%Array[@@species]",
    "%Map.prototype.set",
    "%Set.prototype.add",
    "%WeakMap.prototype.set",
    "%WeakSet.prototype.add",
    "%slot",
    "%spIterProto",
    "%WeakRefPrototype",
    "%FinalizationRegistryPrototype",
    "%TemporalProto0",
    "%TemporalProto1",
    "%TemporalProto2",
    "%TemporalProto3",
    "%TemporalProto4",
    "%TemporalProto5",
    "%TemporalProto6",
    "%TemporalProto7",
    "%require",
    "%import",
    "taTracking",
    "taValidate",
];

/// Checks the linking lists against the realm the prelude left: every registered slot filled,
/// every export and hidden native present, nothing in the hidden object left undeclared.
///
/// # Errors
/// An internal error naming every missing or undeclared name.
pub(crate) fn check_links(vm: &mut Vm) -> Result<(), EngineError> {
    let mut problems = Vec::new();
    for name in REGISTERED {
        if vm.state.realm.get_by_name(name).is_none_or(|f| f == crate::value::ObjId::default()) {
            problems.push(format!("the prelude did not __register {name:?}"));
        }
    }
    let hidden = vm.state.realm.hidden;
    // Exports are functions; Rust's own entries may be any value (a symbol, a prototype).
    for (list, functions, what) in
        [(EXPORTED, true, "the prelude did not __export"), (HIDDEN, false, "Rust did not define hidden")]
    {
        for name in list {
            let key = vm.state.atoms.lookup(&crate::strings::utf16(name));
            let slot = key.and_then(|k| vm.state.heap.obj(hidden).props.get(k)).map(|p| p.slot);
            let present = match slot {
                Some(Slot::Data(Value::Object(_))) => true,
                Some(Slot::Data(_)) => !functions,
                _ => false,
            };
            if !present {
                problems.push(format!("{what} {name:?}"));
            }
        }
    }
    for key in vm.own_keys(hidden) {
        let name = vm.state.atoms.display(key);
        if !EXPORTED.contains(&name.as_str()) && !HIDDEN.contains(&name.as_str()) {
            problems.push(format!("{name:?} is in the hidden object but in no linking list"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(EngineError::Internal(format!("prelude linking: {}", problems.join("; "))))
    }
}

/// Runs intrinsic `id`.
///
/// # Errors
/// Whatever the intrinsic throws.
pub fn call_intrinsic(vm: &mut Vm, host: &mut dyn Host, id: u16, args: &[Value]) -> JsResult<Value> {
    match TABLE.get(id as usize) {
        Some(f) => f(vm, host, args),
        None => Err(Ctl::fatal(EngineError::Internal(format!("unknown intrinsic {id}")))),
    }
}

/// Runs the prelude's main function (it installs the JavaScript-defined built-ins).
pub(crate) fn run_prelude(vm: &mut Vm) -> Result<(), EngineError> {
    let main = vm.codes[0].code.main.0;
    let f = vm.make_closure_object(0, main, None, None);
    match crate::exec::call::run_to_completion(vm, Value::Object(f), Value::Undefined, Vec::new())? {
        Ok(_) => Ok(()),
        Err(e) => {
            let f = vm.failure_of(e);
            Err(EngineError::Internal(format!("prelude failed: {}", f.message)))
        }
    }
}
