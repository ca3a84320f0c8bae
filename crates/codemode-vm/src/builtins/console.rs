//! `console`: `log`, `info`, `debug`, `warn`, `error`, `dir`, `table` append lines to the run's
//! logs (part of the state, so logs survive a snapshot).
//!
//! Formatting follows the code-mode rules: top-level strings raw, everything else compact and
//! JSON-like (`{"a":1}`, `[1,2]`, `NaN`, `Error: boom`, ISO dates, `/re/g`, `Map(n) [[k,v]]`,
//! `Set(n) [a,b]`, `[Promise (await it to get its value)]`, `[opaque reference]`, `[Circular]`).
//! Properties are read as data (a getter prints as `null`): the console never runs program code.

use crate::atoms::atom;
use crate::error::JsResult;
use crate::heap::{Class, Slot};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let console = vm.intrinsic_object(Some(op));
    vm.def_method(console, "log", 0, log);
    vm.def_method(console, "info", 0, log);
    vm.def_method(console, "debug", 0, debug);
    vm.def_method(console, "warn", 0, warn);
    vm.def_method(console, "error", 0, error);
    vm.def_method(console, "dir", 0, dir);
    vm.def_method(console, "table", 1, table);
    vm.def_global("console", Value::Object(console));
}

fn emit(vm: &mut Vm, prefix: &str, args: &[Value]) -> JsResult<Value> {
    let mut parts = Vec::with_capacity(args.len());
    for a in args {
        parts.push(top(vm, *a));
    }
    vm.state.logs.push(format!("{prefix}{}", parts.join(" ")));
    Ok(Value::Undefined)
}

fn log(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    emit(vm, "", c.args)
}
fn debug(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    emit(vm, "[debug] ", c.args)
}
fn warn(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    emit(vm, "[warn] ", c.args)
}
fn error(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    emit(vm, "[error] ", c.args)
}
fn dir(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let line = top(vm, c.arg(0));
    vm.state.logs.push(line);
    Ok(Value::Undefined)
}

/// A top-level argument.
pub(crate) fn top(vm: &mut Vm, v: Value) -> String {
    match v {
        Value::String(s) => vm.str_lossy(s),
        Value::Undefined => "undefined".into(),
        _ => fmt(vm, v, 0, &mut Vec::new()),
    }
}

fn json_quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

fn data(vm: &mut Vm, o: ObjId, key: crate::value::Atom) -> Value {
    match vm.lookup(o, key) {
        Lookup::Value(v) => v,
        _ => Value::Undefined,
    }
}

/// A nested value.
pub(crate) fn fmt(vm: &mut Vm, v: Value, depth: usize, seen: &mut Vec<ObjId>) -> String {
    // A proxy shows as its target (as node does), without running traps.
    let v = crate::builtins::proxy::unwrap_value(vm, v);
    match v {
        Value::Null | Value::Undefined | Value::Empty => "null".into(),
        Value::String(s) => {
            let t = vm.str_lossy(s);
            json_quote(&t)
        }
        Value::Number(_) | Value::Bool(_) | Value::BigInt(_) => match vm.to_str(v) {
            Ok(s) => vm.str_lossy(s),
            Err(_) => String::new(),
        },
        Value::Symbol(a) => vm.state.atoms.display(a),
        Value::Object(o) => {
            if vm.is_callable(v) {
                return "[opaque reference]".into();
            }
            if depth > 32 {
                return "...".into();
            }
            let class = vm.state.heap.obj(o).class.clone();
            match &class {
                Class::Promise(_) => return "[Promise (await it to get its value)]".into(),
                Class::Date(t) => {
                    return if t.is_nan() { "Invalid Date".into() } else { crate::datemath::to_iso_string(*t) };
                }
                Class::RegExp(r) => {
                    let src = String::from_utf16_lossy(&r.source);
                    return format!("/{src}/{}", r.flags);
                }
                Class::Url(href) => return (**href).clone(),
                Class::SearchParams { .. } => {
                    return crate::builtins::url::search_params_string(vm, o);
                }
                Class::ToolRef(_) | Class::HostValue(_) | Class::Generator(_) | Class::Iter(_) => {
                    return "[opaque reference]".into();
                }
                _ => {}
            }
            if vm.is_error_like(o) {
                let name = vm.plain_string_prop(o, atom::NAME).unwrap_or_else(|| "Error".into());
                let msg = vm.plain_string_prop(o, atom::MESSAGE).unwrap_or_default();
                return if msg.is_empty() { name } else { format!("{name}: {msg}") };
            }
            if seen.contains(&o) {
                return "[Circular]".into();
            }
            seen.push(o);
            let s = match class {
                Class::Map(m) => {
                    let entries: Vec<(Value, Value)> = m.entries.iter().flatten().copied().collect();
                    let parts: Vec<String> = entries
                        .into_iter()
                        .map(|(k, x)| format!("[{},{}]", fmt(vm, k, depth + 1, seen), fmt(vm, x, depth + 1, seen)))
                        .collect();
                    format!("Map({}) [{}]", m.size, parts.join(","))
                }
                Class::Set(m) => {
                    let vals: Vec<Value> = m.entries.iter().flatten().map(|(k, _)| *k).collect();
                    let parts: Vec<String> = vals.into_iter().map(|x| fmt(vm, x, depth + 1, seen)).collect();
                    format!("Set({}) [{}]", m.size, parts.join(","))
                }
                Class::TypedArray { .. } => {
                    let length = crate::typed::ta_view(vm, o).map_or(0, |v| v.2) as u32;
                    let parts: Vec<String> = (0..length)
                        .map(|i| vm.typed_get(o, i).map_or(String::new(), |x| fmt(vm, x, depth + 1, seen)))
                        .collect();
                    let name = crate::typed::kind_of(vm, o).map_or("Uint8Array", |k| k.name());
                    format!("{name}({length}) [{}]", parts.join(","))
                }
                Class::Array { len, .. } => {
                    let parts: Vec<String> = (0..len)
                        .map(|i| {
                            let x = vm.index_value(o, i);
                            fmt(vm, x, depth + 1, seen)
                        })
                        .collect();
                    format!("[{}]", parts.join(","))
                }
                _ => {
                    let keys = vm.own_keys(o);
                    let mut parts = Vec::new();
                    for k in keys {
                        if vm.state.atoms.is_symbol(k) {
                            continue;
                        }
                        let Some(p) = vm.get_own(o, k) else { continue };
                        if p.attrs & crate::heap::attr::ENUMERABLE == 0 {
                            continue;
                        }
                        let x = match p.slot {
                            Slot::Data(x) => x,
                            Slot::Accessor { .. } => data(vm, o, k),
                        };
                        let ks = vm.state.atoms.display(k);
                        parts.push(format!("{}:{}", json_quote(&ks), fmt(vm, x, depth + 1, seen)));
                    }
                    format!("{{{}}}", parts.join(","))
                }
            };
            seen.pop();
            s
        }
    }
}

fn cell(vm: &mut Vm, v: Value) -> String {
    match v {
        Value::Undefined => String::new(),
        Value::String(s) => vm.str_lossy(s),
        _ => fmt(vm, v, 1, &mut Vec::new()),
    }
}

fn is_obj(v: Value) -> bool {
    matches!(v, Value::Object(_))
}

fn table(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let data_v = c.arg(0);
    let columns: Option<Vec<crate::value::Atom>> = match c.arg(1) {
        Value::Object(a) if matches!(vm.state.heap.obj(a).class, Class::Array { .. }) => {
            let vals = vm.array_values(c.arg(1));
            let mut ks = Vec::new();
            for v in vals {
                ks.push(vm.to_key(v)?);
            }
            Some(ks)
        }
        _ => None,
    };
    let data_v = crate::builtins::proxy::unwrap_value(vm, data_v);
    let rows: Vec<(String, Value)> = match data_v {
        Value::Object(o) => match vm.state.heap.obj(o).class.clone() {
            Class::Map(m) => m.entries.iter().flatten().map(|(k, v)| (top(vm, *k), *v)).collect(),
            Class::Array { len, .. } => (0..len).map(|i| (i.to_string(), vm.index_value(o, i))).collect(),
            _ => {
                let keys = vm.own_keys(o);
                let mut rows = Vec::new();
                for k in keys {
                    if vm.state.atoms.is_symbol(k)
                        || vm.get_own(o, k).is_none_or(|p| p.attrs & crate::heap::attr::ENUMERABLE == 0)
                    {
                        continue;
                    }
                    let v = data(vm, o, k);
                    rows.push((vm.state.atoms.display(k), v));
                }
                rows
            }
        },
        _ => Vec::new(),
    };
    let mut cols: Vec<crate::value::Atom> = Vec::new();
    let mut value_col = false;
    for (_, r) in &rows {
        if let Value::Object(ro) = r {
            let keys = match &columns {
                Some(c) => c.clone(),
                None => {
                    let ks = vm.own_keys(*ro);
                    let mut out = Vec::new();
                    for k in ks {
                        if !vm.state.atoms.is_symbol(k)
                            && vm.get_own(*ro, k).is_some_and(|p| p.attrs & crate::heap::attr::ENUMERABLE != 0)
                        {
                            out.push(k);
                        }
                    }
                    out
                }
            };
            for k in keys {
                if !cols.contains(&k) {
                    cols.push(k);
                }
            }
        } else {
            value_col = true;
        }
    }
    let mut header = vec!["(index)".to_string()];
    header.extend(cols.iter().map(|k| vm.state.atoms.display(*k)));
    if value_col {
        header.push("Value".into());
    }
    let mut lines = vec![header.join("\t")];
    for (k, r) in rows {
        let mut line = vec![k];
        let obj = is_obj(r);
        for col in &cols {
            line.push(if let Value::Object(ro) = r {
                let v = data(vm, ro, *col);
                cell(vm, v)
            } else {
                String::new()
            });
        }
        if value_col {
            line.push(if obj { String::new() } else { cell(vm, r) });
        }
        lines.push(line.join("\t"));
    }
    vm.state.logs.push(lines.join("\n"));
    Ok(Value::Undefined)
}
