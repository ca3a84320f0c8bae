//! Functions and classes: closures, lazily materialized function properties, class creation,
//! `super`, private names, template objects and constants.

use codemode_bytecode::{Const, FuncFlags};
use num_bigint::BigInt;

use crate::Vm;
use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::exec::call::{call_function, construct, deliver};
use crate::frame::Ret;
use crate::heap::{Class, Closure, Object, Prop, Slot, attr, oflags};
use crate::property::Lookup;
use crate::value::{Atom, ObjId, Value};

/// `LoadConst` of a non-string constant.
pub(crate) fn load_const(vm: &mut Vm, consts: &[Const], idx: u32) -> JsResult<Value> {
    match consts.get(idx as usize) {
        Some(Const::Number(n)) => Ok(Value::Number(*n)),
        Some(Const::String(s)) => Ok(vm.new_str(s)),
        Some(Const::BigInt(d)) => {
            // The decimal digits of the literal: a machine integer's read without big-number
            // parsing (a loop's `31n` is loaded on every pass).
            let b = match d.parse::<i64>() {
                Ok(i) => BigInt::from(i),
                Err(_) => d.parse::<BigInt>().map_err(|_| Ctl::syntax_error("Invalid BigInt literal"))?,
            };
            Ok(vm.new_bigint(b))
        }
        Some(Const::Template { .. }) | None => Err(Ctl::type_error("invalid constant")),
    }
}

/// `MakeClosure`: a closure of `func` over `env`; `creator` is the function creating it.
pub(crate) fn make_closure(vm: &mut Vm, code: u32, func: u32, env: Option<ObjId>, creator: ObjId) -> JsResult<ObjId> {
    Ok(vm.make_closure_object(code, func, env, Some(creator)))
}

impl Vm {
    /// Creates a closure object (with lazy `length`/`name`/`prototype`).
    pub fn make_closure_object(&mut self, code: u32, func: u32, env: Option<ObjId>, creator: Option<ObjId>) -> ObjId {
        let flags = self.codes[code as usize].code.functions[func as usize].flags;
        let (home, link) = if flags.has(FuncFlags::ARROW) {
            match creator.map(|c| &self.state.heap.obj(c).class) {
                Some(Class::Closure(cc)) => {
                    let creator_is_arrow =
                        self.codes[cc.code as usize].code.functions[cc.func as usize].flags.has(FuncFlags::ARROW);
                    (cc.home, if creator_is_arrow { cc.link } else { creator })
                }
                _ => (None, None),
            }
        } else {
            (None, None)
        };
        let r = &self.state.realm;
        let proto = if flags.has(FuncFlags::GENERATOR) {
            if flags.has(FuncFlags::ASYNC) {
                r.async_generator_function_prototype
            } else {
                r.generator_function_prototype
            }
        } else if flags.has(FuncFlags::ASYNC) {
            r.async_function_prototype
        } else {
            r.function_prototype
        };
        let mut obj = Object::new(Some(proto), Class::Closure(Closure { code, func, env, home, link }));
        obj.flags |= oflags::LAZY_FUNC;
        self.state.heap.alloc(obj)
    }

    /// The `name` of a function (empty when absent).
    pub fn function_name_of(&mut self, o: ObjId) -> String {
        match self.get_own(o, atom::NAME) {
            Some(p) => match p.slot {
                Slot::Data(Value::String(s)) => self.str_lossy(s),
                _ => String::new(),
            },
            None => String::new(),
        }
    }

    /// Sets a function's `name` (from a property key, with an optional `get `/`set ` prefix).
    pub fn set_function_name(&mut self, f: ObjId, key: Atom, prefix: &str) {
        let base = match self.state.atoms.entry(key) {
            Some(crate::atoms::AtomEntry::Symbol { description, .. }) => match description {
                Some(d) => format!("[{}]", String::from_utf16_lossy(d)),
                None => String::new(),
            },
            _ => self.state.atoms.display(key),
        };
        let name = if prefix.is_empty() { base } else { format!("{prefix} {base}") };
        let v = self.new_string(&name);
        self.materialize(f);
        self.define_raw(f, atom::NAME, Slot::Data(v), attr::CONFIGURABLE);
    }
}

/// Sets a function's own `length` and `name` (configurable, as every function has them).
fn set_length_and_name(vm: &mut Vm, o: ObjId, len: impl Into<f64>, name: &str) {
    let name_v = vm.new_string(name);
    let obj = vm.state.heap.obj_mut(o);
    obj.props.set(Prop { key: atom::LENGTH, attrs: attr::CONFIGURABLE, slot: Slot::Data(Value::Number(len.into())) });
    obj.props.set(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(name_v) });
}

/// Creates `length`, `name` and (for constructors and generators) `prototype` of a function.
pub(crate) fn materialize_function(vm: &mut Vm, o: ObjId) {
    let class = vm.state.heap.obj(o).class.clone();
    match class {
        Class::Closure(cl) => {
            let f = &vm.codes[cl.code as usize].code.functions[cl.func as usize];
            let (len, flags) = (f.length, f.flags);
            let name = f.name.clone();
            set_length_and_name(vm, o, len, &name);
            if flags.has(FuncFlags::GENERATOR) {
                let proto = if flags.has(FuncFlags::ASYNC) {
                    vm.state.realm.async_generator_prototype
                } else {
                    vm.state.realm.generator_prototype
                };
                let p = vm.new_object_with_proto(Some(proto));
                vm.state.heap.obj_mut(o).props.set(Prop {
                    key: atom::PROTOTYPE,
                    attrs: attr::WRITABLE,
                    slot: Slot::Data(Value::Object(p)),
                });
            } else if flags.is_constructor() && !flags.has(FuncFlags::CLASS_CONSTRUCTOR) {
                let p = vm.new_object();
                vm.link_constructor(o, attr::WRITABLE, p, attr::HIDDEN);
            }
        }
        Class::Native(n) => {
            let (len, name) = vm.native_meta(n.id);
            set_length_and_name(vm, o, len, &name);
        }
        _ => {}
    }
}

/// `MakeClass`. `Ok(None)`: reading the heritage's `prototype` needs program code (a proxy's
/// `get` trap, a getter): a prelude call was pushed that reads it into `State::heritage_proto`,
/// and the op must run again (the caller rewinds its `pc`).
pub(crate) fn make_class(
    vm: &mut Vm,
    code: u32,
    func: u32,
    env: Option<ObjId>,
    heritage: Value,
) -> JsResult<Option<(ObjId, ObjId)>> {
    let (proto_parent, ctor_parent) = match heritage {
        Value::Empty => (Some(vm.state.realm.object_prototype), vm.state.realm.function_prototype),
        Value::Null => (None, vm.state.realm.function_prototype),
        Value::Object(h) if vm.is_constructor(h) => {
            let read = match vm.state.heritage_proto {
                Some((x, p)) if x == h => {
                    vm.state.heritage_proto = None;
                    Lookup::Value(p)
                }
                _ => vm.lookup(h, atom::PROTOTYPE),
            };
            let pp = match read {
                Lookup::Getter(_) | Lookup::Proxy(_) => {
                    crate::exec::props::call_proxy_method(vm, "P$heritageProto", vec![heritage], Ret::Discard)?;
                    return Ok(None);
                }
                Lookup::Value(Value::Object(p)) => Some(p),
                Lookup::Value(Value::Null) => None,
                _ => {
                    return Err(Ctl::type_error("Class extends value does not have valid prototype property"));
                }
            };
            (pp, h)
        }
        other => {
            let d = vm.describe(other);
            return Err(Ctl::type_error(format!("Class extends value {d} is not a constructor or null")));
        }
    };
    let proto = vm.new_object_with_proto(proto_parent);
    let ctor = vm.make_closure_object(code, func, env, None);
    materialize_function(vm, ctor);
    let obj = vm.state.heap.obj_mut(ctor);
    obj.flags &= !oflags::LAZY_FUNC;
    obj.flags |= oflags::CLASS_CTOR;
    obj.proto = Some(ctor_parent);
    if let Class::Closure(cl) = &mut obj.class {
        cl.home = Some(proto);
    }
    vm.link_constructor(ctor, 0, proto, attr::HIDDEN);
    Ok(Some((ctor, proto)))
}

impl Vm {
    /// Whether `o` can be called with `new`.
    pub fn is_constructor(&self, o: ObjId) -> bool {
        // A chain of bound functions is followed in a loop: it may be arbitrarily long.
        let mut o = o;
        loop {
            return match &self.state.heap.obj(o).class {
                Class::Closure(cl) => {
                    let f = self.codes[cl.code as usize].code.functions[cl.func as usize].flags;
                    f.is_constructor() || f.has(FuncFlags::CLASS_CONSTRUCTOR)
                }
                Class::Native(n) => n.ctor,
                Class::Bound(b) => {
                    o = b.target;
                    continue;
                }
                Class::Proxy(p) => p.ctor,
                _ => false,
            };
        }
    }

    /// The home object of the running function (for `super`).
    fn current_home(&self) -> Option<ObjId> {
        let f = self.state.frames.last()?;
        match &self.state.heap.obj(f.callee).class {
            Class::Closure(cl) => cl.home,
            _ => None,
        }
    }
}

/// `SuperBase`: GetSuperBase, the prototype of the running method's home object (`null` when it
/// has none), taken when the reference is made: before its key is converted (`KeyOf`, which
/// refuses a null base first, as GetValue's and PutValue's ToObject do) and before the value of
/// an assignment is evaluated.
pub(crate) fn super_base(vm: &mut Vm) -> JsResult<Value> {
    let Some(home) = vm.current_home() else {
        return Err(Ctl::syntax_error("'super' keyword unexpected here"));
    };
    Ok(vm.proto_of(home).map_or(Value::Null, Value::Object))
}

/// `GetSuper`: `base[key]` with receiver `this`, the base from `SuperBase`; a null base is
/// GetValue's ToObject failure (for an object key `KeyOf` already raised it).
pub(crate) fn get_super(vm: &mut Vm, base: Value, key: Value, this: Value, ret: Ret) -> JsResult<()> {
    let Value::Object(p) = base else {
        return Err(super_null_base(vm, key, "read"));
    };
    let k = vm.to_key(key)?;
    match vm.lookup(p, k) {
        Lookup::Value(v) => deliver(vm, ret, Ok(v)).map_err(Ctl::fatal),
        Lookup::Missing => deliver(vm, ret, Ok(Value::Undefined)).map_err(Ctl::fatal),
        Lookup::Getter(g) => call_function(vm, Value::Object(g), this, vec![], ret),
        Lookup::Proxy(px) => crate::exec::props::proxy_get(vm, px, k, this, ret),
    }
}

/// `SetSuper`.
///
/// As for `GetSuper`: the base from `SuperBase`, a null one refused (PutValue's ToObject).
pub(crate) fn set_super(vm: &mut Vm, base: Value, key: Value, v: Value, this: Value) -> JsResult<()> {
    let Value::Object(p) = base else {
        return Err(super_null_base(vm, key, "set"));
    };
    let k = vm.to_key(key)?;
    let outcome = vm.set_prop(p, k, v, this)?;
    crate::exec::props::finish_set(vm, outcome, k, v, this).map(|_| ())
}

/// The `TypeError` of a `super` property reference whose base (the home object's prototype) is
/// null, naming the key when it is a primitive (an object key is not converted: that would run
/// its `toString` after the failure).
fn super_null_base(vm: &mut Vm, key: Value, what: &str) -> Ctl {
    let name = match key {
        Value::Object(_) => String::new(),
        Value::Symbol(_) => format!(" ({}ing a symbol)", if what == "set" { "sett" } else { what }),
        k => {
            let d = vm.describe(k);
            format!(" ({}ing '{}')", if what == "set" { "sett" } else { what }, d.trim_matches('"'))
        }
    };
    let verb = if what == "set" { "set" } else { "read" };
    Ctl::type_error(format!("Cannot {verb} properties of null{name}"))
}

/// `SuperCall`: constructs the parent of the active class constructor.
/// `arrow_new_target` is `R[base + 1]`, the constructor's `new.target` when called from an arrow.
pub(crate) fn super_call(vm: &mut Vm, args: Vec<Value>, arrow_new_target: Value, ret: Ret) -> JsResult<()> {
    let Some(f) = vm.state.frames.last() else {
        return Err(Ctl::syntax_error("'super' keyword unexpected here"));
    };
    let mut func = f.callee;
    let mut nt = f.new_target;
    if let Class::Closure(cl) = &vm.state.heap.obj(func).class {
        let flags = vm.codes[cl.code as usize].code.functions[cl.func as usize].flags;
        if flags.has(FuncFlags::ARROW)
            && let Some(l) = cl.link
        {
            func = l;
            nt = match arrow_new_target {
                Value::Object(o) => Some(o),
                _ => nt.or(Some(l)),
            };
        }
    }
    let parent = vm.proto_of(func);
    match parent {
        Some(p) if vm.is_constructor(p) => construct(vm, Value::Object(p), args, nt.or(Some(func)), ret),
        _ => Err(Ctl::type_error("Super constructor is not a constructor")),
    }
}

fn private_desc(vm: &Vm, key: Value) -> String {
    match key {
        Value::Symbol(a) => match vm.state.atoms.entry(a) {
            Some(crate::atoms::AtomEntry::Symbol { description: Some(d), .. }) => String::from_utf16_lossy(d),
            _ => "#<private>".into(),
        },
        _ => "#<private>".into(),
    }
}

/// `GetPrivate`.
pub(crate) fn get_private(vm: &mut Vm, obj: Value, key: Value, ret: Ret) -> JsResult<()> {
    let (Value::Object(o), Value::Symbol(k)) = (obj, key) else {
        let d = private_desc(vm, key);
        return Err(Ctl::type_error(format!(
            "Cannot read private member {d} from an object whose class did not declare it"
        )));
    };
    match vm.state.heap.obj(o).props.get(k).map(|p| p.slot) {
        Some(Slot::Data(v)) => deliver(vm, ret, Ok(v)).map_err(Ctl::fatal),
        Some(Slot::Accessor { get: Some(g), .. }) => call_function(vm, Value::Object(g), obj, vec![], ret),
        Some(Slot::Accessor { get: None, .. }) => {
            let d = private_desc(vm, key);
            Err(Ctl::type_error(format!("'{d}' was defined without a getter")))
        }
        None => {
            let d = private_desc(vm, key);
            Err(Ctl::type_error(format!(
                "Cannot read private member {d} from an object whose class did not declare it"
            )))
        }
    }
}

/// `SetPrivate`.
pub(crate) fn set_private(vm: &mut Vm, obj: Value, key: Value, v: Value) -> JsResult<()> {
    let (Value::Object(o), Value::Symbol(k)) = (obj, key) else {
        let d = private_desc(vm, key);
        return Err(Ctl::type_error(format!(
            "Cannot write private member {d} to an object whose class did not declare it"
        )));
    };
    match vm.state.heap.obj(o).props.get(k).copied() {
        Some(Prop { slot: Slot::Data(_), attrs, .. }) => {
            if attrs & attr::WRITABLE == 0 {
                let d = private_desc(vm, key);
                return Err(Ctl::type_error(format!("Private method '{d}' is not writable")));
            }
            if let Some(p) = vm.state.heap.obj_mut(o).props.get_mut(k) {
                p.slot = Slot::Data(v);
            }
            Ok(())
        }
        Some(Prop { slot: Slot::Accessor { set: Some(s), .. }, .. }) => {
            call_function(vm, Value::Object(s), obj, vec![v], Ret::Discard)
        }
        Some(_) => {
            let d = private_desc(vm, key);
            Err(Ctl::type_error(format!("'{d}' was defined without a setter")))
        }
        None => {
            let d = private_desc(vm, key);
            Err(Ctl::type_error(format!("Cannot write private member {d} to an object whose class did not declare it")))
        }
    }
}

/// `DefinePrivate`.
pub(crate) fn define_private(vm: &mut Vm, obj: Value, key: Value, v: Value, flags: u8) -> JsResult<()> {
    use codemode_bytecode::define_flags as df;
    let (Value::Object(o), Value::Symbol(k)) = (obj, key) else {
        return Err(Ctl::type_error("Cannot define a private member on a non-object"));
    };
    let existing = vm.state.heap.obj(o).props.get(k).copied();
    if flags & (df::GETTER | df::SETTER) != 0 {
        let f = v.as_object();
        let (mut get, mut set) = match existing {
            Some(Prop { slot: Slot::Accessor { get, set }, .. }) => (get, set),
            Some(_) => {
                let d = private_desc(vm, key);
                return Err(Ctl::type_error(format!("Cannot initialize {d} twice on the same object")));
            }
            None => (None, None),
        };
        // The getter and the setter of a pair come one at a time; either one twice means the
        // class initialized this object twice.
        let half = if flags & df::GETTER != 0 { &mut get } else { &mut set };
        if half.is_some() {
            let d = private_desc(vm, key);
            return Err(Ctl::type_error(format!("Cannot initialize {d} twice on the same object")));
        }
        *half = f;
        vm.state.heap.obj_mut(o).props.set(Prop { key: k, attrs: 0, slot: Slot::Accessor { get, set } });
        return Ok(());
    }
    if existing.is_some() {
        let d = private_desc(vm, key);
        return Err(Ctl::type_error(format!("Cannot initialize {d} twice on the same object")));
    }
    let attrs = if flags & df::METHOD != 0 { 0 } else { attr::WRITABLE };
    let home = vm.state.heap.obj(o).proto;
    if flags & df::METHOD != 0
        && let Value::Object(f) = v
        && let Class::Closure(cl) = &mut vm.state.heap.obj_mut(f).class
        && cl.home.is_none()
    {
        cl.home = home;
    }
    vm.state.heap.obj_mut(o).props.push(Prop { key: k, attrs, slot: Slot::Data(v) });
    Ok(())
}

/// `HasPrivate` (`#x in o`).
pub(crate) fn has_private(vm: &mut Vm, obj: Value, key: Value) -> JsResult<bool> {
    let Value::Object(o) = obj else {
        let d = vm.describe(obj);
        return Err(Ctl::type_error(format!("Cannot use 'in' operator to search for a private field in {d}")));
    };
    let Value::Symbol(k) = key else {
        return Ok(false);
    };
    Ok(vm.state.heap.obj(o).props.get(k).is_some())
}

/// `TemplateObject`: the frozen strings array of a tagged template site (cached per site).
pub(crate) fn template_object(vm: &mut Vm, code: u32, func: u32, idx: u32) -> JsResult<ObjId> {
    if let Some(o) = vm.state.templates.get(&(code, func, idx)) {
        return Ok(*o);
    }
    let c = vm.codes[code as usize].clone();
    let Some(Const::Template { cooked, raw }) = c.code.functions[func as usize].consts.get(idx as usize) else {
        return Err(Ctl::type_error("invalid template constant"));
    };
    let cooked_vals: Vec<Value> =
        cooked.iter().map(|s| s.as_ref().map_or(Value::Undefined, |s| vm.new_str(s))).collect();
    let raw_vals: Vec<Value> = raw.iter().map(|s| vm.new_str(s)).collect();
    let strings = vm.new_array(cooked_vals);
    let raws = vm.new_array(raw_vals);
    vm.freeze(raws);
    vm.define_raw(strings, atom::RAW, Slot::Data(Value::Object(raws)), 0);
    vm.freeze(strings);
    vm.state.templates.insert((code, func, idx), strings);
    Ok(strings)
}
