//! `Function.prototype` (`call`, `apply`, `bind`, `toString`, `Symbol.hasInstance`, the
//! `caller`/`arguments` accessors that throw), `%ThrowTypeError%` and the unavailable `Function`
//! constructor.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Bound, Class, Object, Prop, Slot, attr};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let fp = vm.state.realm.function_prototype;
    vm.def_method(fp, "call", 1, call);
    vm.def_method(fp, "apply", 2, apply);
    vm.def_method(fp, "bind", 1, bind);
    vm.def_method(fp, "toString", 0, to_string);
    let hi = vm.def_method_sym(fp, atom::SYM_HAS_INSTANCE, "[Symbol.hasInstance]", 1, has_instance);
    if let Some(p) = vm.state.heap.obj_mut(fp).props.get_mut(atom::SYM_HAS_INSTANCE) {
        p.attrs = 0;
    }
    vm.state.realm.function_has_instance = hi;
    let ctor = vm.def_ctor("Function", 1, function_ctor, fp);
    let _ = ctor;
    add_restricted_function_properties(vm);
    vm.def_hidden("boundCreate", 6, bound_create_hidden);
}

/// `%ThrowTypeError%` (a frozen anonymous function of length 0) as the getter and setter of
/// `Function.prototype.caller` and `.arguments` (AddRestrictedFunctionProperties).
fn add_restricted_function_properties(vm: &mut Vm) {
    let thrower = vm.native_fn("", 0, throw_type_error);
    vm.materialize(thrower);
    let obj = vm.state.heap.obj_mut(thrower);
    for key in [atom::LENGTH, atom::NAME] {
        if let Some(p) = obj.props.get_mut(key) {
            p.attrs = 0;
        }
    }
    obj.flags &= !crate::heap::oflags::EXTENSIBLE;
    vm.state.realm.throw_type_error = thrower;
    let fp = vm.state.realm.function_prototype;
    for key in [atom::CALLER, atom::ARGUMENTS] {
        vm.state.heap.obj_mut(fp).props.set(Prop {
            key,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Accessor { get: Some(thrower), set: Some(thrower) },
        });
    }
}

/// %ThrowTypeError%.
fn throw_type_error(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error(
        "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them",
    ))
}

fn require_callable(vm: &mut Vm, f: Value, method: &str) -> JsResult<()> {
    if vm.is_callable(f) {
        Ok(())
    } else {
        Err(Ctl::type_error(format!("Function.prototype.{method} called on a value that is not a function")))
    }
}

fn call(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_callable(vm, c.this, "call")?;
    let args = c.args.get(1..).map(<[Value]>::to_vec).unwrap_or_default();
    Err(Ctl::TailCall(Box::new(TailCall { callee: c.this, this: c.arg(0), args, new_target: None })))
}

fn apply(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_callable(vm, c.this, "apply")?;
    let args = match c.arg(1) {
        Value::Undefined | Value::Null => Vec::new(),
        Value::Object(o) => {
            if !plain_array_like(vm, o) {
                // Getters or an object length: CreateListFromArrayLike runs code (prelude).
                return crate::builtins::object::tail_export(
                    vm,
                    "function_applySlow",
                    Value::Undefined,
                    vec![c.this, c.arg(0), c.arg(1)],
                );
            }
            let len = vm.length_of(o) as u32;
            (0..len).map(|i| vm.index_value(o, i)).collect()
        }
        _ => {
            return Err(Ctl::type_error("CreateListFromArrayLike called on non-object"));
        }
    };
    Err(Ctl::TailCall(Box::new(TailCall { callee: c.this, this: c.arg(0), args, new_target: None })))
}

/// Whether reading `length` and the elements of `o` runs no code: a numeric `length` and only
/// data properties of its own, and elements it lacks read nothing from its prototypes (no index
/// getter or proxy there: [`Vm::index_value`] cannot call one).
fn plain_array_like(vm: &mut Vm, o: ObjId) -> bool {
    if matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
        return vm.elements_read_plainly(o);
    }
    let numeric_len =
        matches!(vm.lookup(o, atom::LENGTH), Lookup::Value(Value::Number(_) | Value::Undefined) | Lookup::Missing);
    numeric_len
        && vm.state.heap.obj(o).props.iter().all(|p| matches!(p.slot, Slot::Data(_)))
        && crate::elements::holes_are_plain(vm, o)
}

fn bind(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_callable(vm, c.this, "bind")?;
    let Value::Object(target) = c.this else {
        return Err(Ctl::type_error("Bind must be called on a function"));
    };
    let args = c.args.get(1..).map(<[Value]>::to_vec).unwrap_or_default();
    let accessor = |vm: &mut Vm, k| matches!(vm.get_own(target, k).map(|p| p.slot), Some(Slot::Accessor { .. }));
    if vm.is_proxy(target) || accessor(vm, atom::LENGTH) || accessor(vm, atom::NAME) {
        // `length`, `name` and the prototype come from traps or a getter: the prelude reads them.
        let list = Value::Object(vm.new_array(args));
        return crate::builtins::object::tail_export(
            vm,
            "function_bindSlow",
            Value::Undefined,
            vec![c.this, c.arg(0), list],
        );
    }
    let target_len = match vm.get_own(target, atom::LENGTH).map(|p| p.slot) {
        Some(Slot::Data(Value::Number(n))) => n,
        _ => 0.0,
    };
    // ToIntegerOrInfinity of the target's length, less the bound arguments, at least 0.
    let len = if target_len == f64::INFINITY {
        f64::INFINITY
    } else if target_len.is_nan() || target_len == f64::NEG_INFINITY {
        0.0
    } else {
        (target_len.trunc() - args.len() as f64).max(0.0)
    };
    let name = match vm.get_own(target, atom::NAME).map(|p| p.slot) {
        Some(Slot::Data(Value::String(s))) => Some(s),
        _ => None,
    };
    let n = bound_name(vm, name)?;
    let proto = vm.proto_of(target);
    let o = vm.state.heap.alloc(Object::new(proto, Class::Bound(Box::new(Bound { target, this: c.arg(0), args }))));
    let obj = vm.state.heap.obj_mut(o);
    obj.props.push(Prop { key: atom::LENGTH, attrs: attr::CONFIGURABLE, slot: Slot::Data(Value::Number(len)) });
    obj.props.push(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(n) });
    Ok(Value::Object(o))
}

/// `"bound " + name`, as a rope over the target's name rather than a copy of it: a chain of
/// `bind`s (`f.bind().bind()…`) costs a constant per link, not the whole name again (which made
/// 20,000 links take minutes and gigabytes), and the name's code units are kept as they are.
fn bound_name(vm: &mut Vm, name: Option<crate::value::StrRef>) -> JsResult<Value> {
    let prefix = vm.new_string("bound ");
    let (Value::String(p), Some(name)) = (prefix, name) else {
        return Ok(prefix);
    };
    Ok(Value::String(vm.concat(p, name)?))
}

/// `boundCreate(target, boundThis, args, length, name, proto)`: BoundFunctionCreate with the
/// `length` and `name` the prelude computed.
fn bound_create_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(target) = c.arg(0) else {
        return Err(Ctl::type_error("Bind must be called on a function"));
    };
    let args = vm.array_values(c.arg(2));
    let proto = c.arg(5).as_object();
    let o = vm.state.heap.alloc(Object::new(proto, Class::Bound(Box::new(Bound { target, this: c.arg(1), args }))));
    let name = match c.arg(4) {
        Value::String(s) => Some(s),
        _ => None,
    };
    let n = bound_name(vm, name)?;
    let obj = vm.state.heap.obj_mut(o);
    obj.props.push(Prop { key: atom::LENGTH, attrs: attr::CONFIGURABLE, slot: Slot::Data(c.arg(3)) });
    obj.props.push(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(n) });
    Ok(Value::Object(o))
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Err(Ctl::type_error("Function.prototype.toString requires that 'this' be a Function"));
    };
    if !vm.is_callable(c.this) {
        return Err(Ctl::type_error("Function.prototype.toString requires that 'this' be a Function"));
    }
    let text = match &vm.state.heap.obj(o).class {
        Class::Closure(cl) => {
            let f = &vm.codes[cl.code as usize].code.functions[cl.func as usize];
            if f.flags.has(codemode_bytecode::FuncFlags::BUILTIN) { None } else { vm.source_text(cl.code, f.source) }
        }
        _ => None,
    };
    let s = match text {
        Some(t) => t,
        None => {
            let name = vm.function_name_of(o);
            format!("function {name}() {{ [native code] }}")
        }
    };
    Ok(vm.new_string(&s))
}

fn has_instance(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(f) = c.this else {
        return Ok(Value::Bool(false));
    };
    if !vm.is_callable(c.this) {
        return Ok(Value::Bool(false));
    }
    if matches!(c.arg(0), Value::Object(_))
        && !matches!(vm.state.heap.obj(f).class, Class::Bound(_))
        && matches!(vm.lookup(f, atom::PROTOTYPE), Lookup::Getter(_))
    {
        // Reading `prototype` runs a getter: OrdinaryHasInstance in the prelude.
        return crate::builtins::object::tail_export(
            vm,
            "function_hasInstanceSlow",
            Value::Undefined,
            vec![c.this, c.arg(0)],
        );
    }
    match vm.ordinary_has_instance(f, c.arg(0))? {
        Some(b) => Ok(Value::Bool(b)),
        None => {
            let target = crate::builtins::function::bound_target(vm, f);
            crate::builtins::proxy::proxy_tail(vm, "P$ordinaryHasInstance", vec![Value::Object(target), c.arg(0)])
        }
    }
}

/// The function a (chain of) bound function(s) finally calls.
pub(crate) fn bound_target(vm: &Vm, mut f: ObjId) -> ObjId {
    for _ in 0..100_000 {
        match &vm.state.heap.obj(f).class {
            Class::Bound(b) => f = b.target,
            _ => break,
        }
    }
    f
}

fn function_ctor(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("Function is not available in code mode: programs cannot compile code at run time"))
}

fn async_function_ctor(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("AsyncFunction is not available in code mode: programs cannot compile code at run time"))
}

fn generator_function_ctor(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("GeneratorFunction is not available in code mode: programs cannot compile code at run time"))
}

fn async_generator_function_ctor(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error(
        "AsyncGeneratorFunction is not available in code mode: programs cannot compile code at run time",
    ))
}

/// `%AsyncFunction%`, `%GeneratorFunction%` and `%AsyncGeneratorFunction%` (reached only as the
/// `constructor` of their prototypes): constructors below `%Function%` that, like it, refuse to
/// compile code. `fn_protos` are the three function prototypes, in that order; each gets its
/// `constructor` (non-writable, configurable) and the constructor its `prototype` (fixed).
pub(crate) fn setup_dynamic_function_ctors(vm: &mut Vm, fn_protos: [ObjId; 3]) {
    let key = vm.intern("Function");
    let g = vm.state.realm.global;
    let function = match vm.get_own(g, key).map(|p| p.slot) {
        Some(Slot::Data(Value::Object(f))) => f,
        _ => vm.state.realm.function_prototype,
    };
    let ctors: [(&'static str, crate::NativeFn); 3] = [
        ("AsyncFunction", async_function_ctor),
        ("GeneratorFunction", generator_function_ctor),
        ("AsyncGeneratorFunction", async_generator_function_ctor),
    ];
    for ((name, f), proto) in ctors.into_iter().zip(fn_protos) {
        let id = vm.register_native(name, 1, f);
        let ctor = vm.new_native_function(id, Value::Undefined);
        if let Class::Native(n) = &mut vm.state.heap.obj_mut(ctor).class {
            n.ctor = true;
        }
        vm.state.heap.obj_mut(ctor).proto = Some(function);
        vm.materialize(ctor);
        vm.link_constructor(ctor, 0, proto, attr::CONFIGURABLE);
    }
}

impl Vm {
    /// The source text of a function, when the code unit kept its source.
    pub(crate) fn source_text(&self, code: u32, range: (u32, u32)) -> Option<String> {
        let src = self.sources.get(code as usize)?.as_ref()?;
        src.get(range.0 as usize..range.1 as usize).map(str::to_string)
    }
}
