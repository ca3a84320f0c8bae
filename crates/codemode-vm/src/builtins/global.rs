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

/// The global a module name maps to.
fn module_value(vm: &mut Vm, name: &str) -> JsResult<Value> {
    let global_name = match name {
        "fs/promises" => "fs.promises",
        "url" => "URL",
        "buffer" => "Buffer",
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
        return Err(Ctl::error(
            crate::ErrorType::Error,
            format!("Cannot find module '{name}': code mode provides no packages, only host globals"),
        ));
    }
    Ok(v)
}

fn require(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let name = module_name(vm, c)?;
    module_value(vm, &name)
}

fn dynamic_import(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
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
