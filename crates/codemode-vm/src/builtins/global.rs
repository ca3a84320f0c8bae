//! Global functions and values: `globalThis`, `NaN`, `Infinity`, `undefined`, `parseInt`,
//! `parseFloat`, `isNaN`, `isFinite`, the module loader (`require`, `import`), and the built-ins
//! code mode deliberately does not provide (`eval`, timers, `process`).

use crate::error::{Ctl, JsResult};
use crate::heap::attr;
use crate::numconv;
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let g = vm.state.realm.global;
    vm.def_value(g, "globalThis", Value::Object(g), attr::HIDDEN);
    vm.def_value(g, "NaN", Value::Number(f64::NAN), 0);
    vm.def_value(g, "Infinity", Value::Number(f64::INFINITY), 0);
    vm.def_value(g, "undefined", Value::Undefined, 0);
    // `parseInt`/`parseFloat` are installed by `number::setup` (shared with `Number`).
    vm.def_method(g, "isNaN", 1, is_nan);
    vm.def_method(g, "isFinite", 1, is_finite);
    vm.def_method(g, "eval", 1, eval);
    let req = vm.def_method(g, "require", 1, require);
    // The compiler's own entry points (`import` declarations and `import()`) live on the realm's
    // hidden object: `GetGlobal` falls back to it for `%` names, which no program identifier can
    // spell, so they never show on `globalThis`.
    vm.def_hidden("typeofValue", 1, typeof_value);
    let h = vm.state.realm.hidden;
    vm.def_value(h, "%require", Value::Object(req), 0);
    let imp = vm.native_fn("import", 1, dynamic_import);
    vm.def_value(h, "%import", Value::Object(imp), 0);
}

pub(crate) fn parse_int(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let radix = vm.num_arg(c, 1)?;
    let t = vm.str_text(s);
    Ok(Value::Number(numconv::parse_int(&t, radix)))
}

pub(crate) fn parse_float(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let t = vm.str_text(s);
    Ok(Value::Number(numconv::parse_float(&t)))
}

fn is_nan(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(vm.num_arg(c, 0)?.is_nan()))
}

fn is_finite(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(vm.num_arg(c, 0)?.is_finite()))
}

fn eval(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("eval is not available in code mode: programs cannot compile code at run time"))
}

/// The module specifier without a `node:` prefix.
fn module_name(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<String> {
    let s = vm.str_arg(c, 0)?;
    let name = vm.str_lossy(s);
    Ok(name.strip_prefix("node:").unwrap_or(&name).to_string())
}

/// An own data property of the global object (`undefined` when absent or an accessor).
fn global_value(vm: &mut Vm, name: &str) -> Value {
    let g = vm.state.realm.global;
    let key = vm.intern(name);
    match vm.get_own(g, key).map(|p| p.slot) {
        Some(crate::heap::Slot::Data(v)) => v,
        _ => Value::Undefined,
    }
}

/// A module object made of globals: each `(member, global)` that exists, then the own enumerable
/// members of the global `extra` (a host's own `util`, say) that are not there yet.
fn module_of_globals(vm: &mut Vm, members: &[(&str, &str)], extra: Option<&str>) -> Value {
    let m = vm.new_object();
    for (member, global) in members {
        let v = global_value(vm, global);
        if !v.is_undefined() {
            let k = vm.intern(member);
            let _ = vm.create_data_prop(m, k, v);
        }
    }
    if let Some(name) = extra
        && let Value::Object(o) = global_value(vm, name)
    {
        for k in vm.own_keys(o) {
            if vm.state.atoms.is_symbol(k) || vm.get_own(m, k).is_some() {
                continue;
            }
            let enumerable = vm.get_own(o, k).is_some_and(|p| p.attrs & crate::heap::attr::ENUMERABLE != 0);
            if enumerable {
                let v = vm.get_data(Value::Object(o), k);
                let _ = vm.create_data_prop(m, k, v);
            }
        }
    }
    Value::Object(m)
}

/// The global a module name maps to. `util` and `buffer` are Node modules whose members are
/// globals here: they resolve to module objects holding those globals (`import { TextEncoder }
/// from "util"` is the built-in `TextEncoder`; `import { Buffer } from "buffer"` the host's
/// `Buffer`, when the host provides one).
fn module_value(vm: &mut Vm, name: &str) -> JsResult<Value> {
    match name {
        "util" => {
            let members = [("TextEncoder", "TextEncoder"), ("TextDecoder", "TextDecoder")];
            return Ok(module_of_globals(vm, &members, Some("util")));
        }
        "buffer" if !global_value(vm, "Buffer").is_undefined() => {
            let members = [("Buffer", "Buffer"), ("atob", "atob"), ("btoa", "btoa")];
            return Ok(module_of_globals(vm, &members, None));
        }
        _ => {}
    }
    let global_name = match name {
        "fs/promises" => "fs.promises",
        "url" => "URL",
        other => other,
    };
    let g = vm.state.realm.global;
    let mut parts = global_name.split('.');
    let first = parts.next().unwrap_or_default();
    let key = vm.intern(first);
    let mut v = match vm.get_own(g, key) {
        Some(p) => match p.slot {
            crate::heap::Slot::Data(v) => v,
            _ => Value::Undefined,
        },
        None => Value::Undefined,
    };
    for p in parts {
        let k = vm.intern(p);
        v = vm.get_data(v, k);
    }
    if name == "url" && !v.is_undefined() {
        // `import { URL, URLSearchParams } from "url"`: a module object with both.
        let m = vm.new_object();
        let u = vm.intern("URL");
        let _ = vm.create_data_prop(m, u, v);
        let sp = vm.intern("URLSearchParams");
        let spv = vm.get_data(Value::Object(g), sp);
        let _ = vm.create_data_prop(m, sp, spv);
        return Ok(Value::Object(m));
    }
    if v.is_undefined() {
        let why = if name == "buffer" {
            "code mode has no Buffer unless the host provides one"
        } else {
            "code mode provides no packages, only host globals"
        };
        return Err(Ctl::error(crate::ErrorType::Error, format!("Cannot find module '{name}': {why}")));
    }
    Ok(v)
}

fn require(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let name = module_name(vm, c)?;
    module_value(vm, &name)
}

fn dynamic_import(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(_) | Value::Symbol(_) = c.arg(0) {
        // Its conversion may throw, which must reject, not throw: the prelude converts it.
        return crate::builtins::object::tail_export(vm, "importSlow", Value::Undefined, vec![c.arg(0)]);
    }
    let p = vm.new_promise();
    let name = module_name(vm, c)?;
    match module_value(vm, &name) {
        Ok(v) => {
            let m = vm.new_object();
            let d = crate::atoms::atom::DEFAULT;
            let _ = vm.create_data_prop(m, d, v);
            if let Value::Object(o) = v {
                let keys = vm.own_keys(o);
                for k in keys {
                    if k == d {
                        continue;
                    }
                    let x = vm.get_data(v, k);
                    let _ = vm.create_data_prop(m, k, x);
                }
            }
            vm.fulfill_promise(p, Value::Object(m));
        }
        Err(Ctl::Error(spec)) => {
            let e = vm.make_error_from_spec(&spec, true);
            vm.reject_promise(p, e);
        }
        Err(other) => return Err(other),
    }
    Ok(Value::Object(p))
}

/// `typeofValue(v)`: the `typeof` string of `v` (`TypeofGlobal` of an accessor types the getter's
/// result through it: `exec::props::typeof_after`).
fn typeof_value(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = vm.type_of(c.arg(0));
    Ok(Value::String(crate::value::StrRef::atom(t)))
}
