//! `Symbol`: the function, the registry, well-known symbols, and `Symbol.prototype`.

use std::sync::Arc;

use crate::atoms::{AtomEntry, atom};
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, attr};
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.symbol_prototype = proto;
    // A constructor (IsConstructor is true, so `class extends Symbol` and `Reflect.construct`'s
    // newTarget accept it) whose [[Construct]] throws: `symbol_fn` refuses a new.target.
    let ctor = vm.def_ctor("Symbol", 0, symbol_fn, proto);
    for (name, a) in crate::atoms::atom::SYMBOLS.iter().zip([
        atom::SYM_ITERATOR,
        atom::SYM_ASYNC_ITERATOR,
        atom::SYM_HAS_INSTANCE,
        atom::SYM_TO_PRIMITIVE,
        atom::SYM_TO_STRING_TAG,
        atom::SYM_IS_CONCAT_SPREADABLE,
        atom::SYM_SPECIES,
        atom::SYM_MATCH,
        atom::SYM_MATCH_ALL,
        atom::SYM_REPLACE,
        atom::SYM_SEARCH,
        atom::SYM_SPLIT,
        atom::SYM_UNSCOPABLES,
        atom::SYM_DISPOSE,
        atom::SYM_ASYNC_DISPOSE,
    ]) {
        vm.def_value(ctor, name, Value::Symbol(a), 0);
    }
    vm.def_method(ctor, "for", 1, symbol_for);
    vm.def_method(ctor, "keyFor", 1, key_for);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "valueOf", 0, value_of);
    vm.def_getter(proto, "description", description);
    let tp = vm.def_method_sym(proto, atom::SYM_TO_PRIMITIVE, "[Symbol.toPrimitive]", 1, value_of);
    let _ = tp;
    if let Some(p) = vm.state.heap.obj_mut(proto).props.get_mut(atom::SYM_TO_PRIMITIVE) {
        p.attrs = attr::CONFIGURABLE;
    }
    let tag = vm.atom_str("Symbol");
    vm.def_to_string_tag(proto, tag);
}

fn symbol_fn(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if c.new_target.is_some() {
        return Err(Ctl::type_error("Symbol is not a constructor"));
    }
    let desc = match c.arg(0) {
        Value::Undefined => None,
        _ => {
            let s = vm.str_arg(c, 0)?;
            Some(vm.str_text(s).into_arc())
        }
    };
    Ok(Value::Symbol(vm.state.atoms.new_symbol(desc, false, false)))
}

fn symbol_for(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let key = vm.str_text(s);
    // The registry is the set of registered symbol atoms (searched linearly: it is small).
    for i in 0..vm.state.atoms.len() as u32 {
        let a = crate::value::Atom(i);
        if let Some(AtomEntry::Symbol { description: Some(d), registered: true, .. }) = vm.state.atoms.entry(a)
            && **d == *key
        {
            return Ok(Value::Symbol(a));
        }
    }
    Ok(Value::Symbol(vm.state.atoms.new_symbol(Some(key.into_arc()), false, true)))
}

fn key_for(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Symbol(a) = c.arg(0) else {
        let d = vm.describe(c.arg(0));
        return Err(Ctl::type_error(format!("{d} is not a symbol")));
    };
    match vm.state.atoms.entry(a) {
        Some(AtomEntry::Symbol { description: Some(d), registered: true, .. }) => {
            let d: Arc<[u16]> = d.clone();
            Ok(vm.new_str_arc(d))
        }
        _ => Ok(Value::Undefined),
    }
}

fn this_symbol(vm: &Vm, c: &NativeCall<'_>) -> JsResult<crate::value::Atom> {
    match c.this {
        Value::Symbol(a) => Ok(a),
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(Value::Symbol(a)) => Ok(a),
            _ => Err(Ctl::type_error("Symbol.prototype method called on incompatible receiver")),
        },
        _ => Err(Ctl::type_error("Symbol.prototype method called on incompatible receiver")),
    }
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let a = this_symbol(vm, c)?;
    let s = vm.state.atoms.display(a);
    Ok(vm.new_string(&s))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Symbol(this_symbol(vm, c)?))
}

fn description(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let a = this_symbol(vm, c)?;
    match vm.state.atoms.entry(a) {
        Some(AtomEntry::Symbol { description: Some(d), .. }) => {
            let d = d.clone();
            Ok(vm.new_str_arc(d))
        }
        _ => Ok(Value::Undefined),
    }
}
