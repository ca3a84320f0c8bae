//! `tools` and `search`: tool references (namespaces and callable tools by dotted path), tool
//! calls through the host, and the synchronous `search` global.
//!
//! A tool reference is an exotic object: every string key reads as the child reference (paths
//! are not object properties, so `constructor` or `__proto__` are just segments), its keys are
//! the children the host's [`crate::ToolView`] lists, and it is callable when that path is a tool.
//! Calling one goes to the prelude's `callTool`, which converts the input to data and comes back
//! through [`host_tool_call`]; the interpreter's `Call` op takes a shorter way ([`direct_call`])
//! when the input is data as it is and nothing of `callTool` could throw or run code.

use crate::Vm;
use crate::atoms::atom;
use crate::boundary;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object, Slot, attr};
use crate::host::Host;
use crate::property::OwnProp;
use crate::value::{Atom, ObjId, Value};

pub(crate) fn setup(vm: &mut Vm) {
    let root = tool_ref(vm, "");
    vm.state.realm.tools_root = root;
    vm.def_global("tools", Value::Object(root));
}

/// The reference for `path` (cached, so references compare equal).
pub(crate) fn tool_ref(vm: &mut Vm, path: &str) -> ObjId {
    if let Some(o) = vm.state.tool_refs.get(path) {
        return *o;
    }
    let op = vm.state.realm.object_prototype;
    let o = vm.state.heap.alloc(Object::new(Some(op), Class::ToolRef(Box::new(path.to_string()))));
    vm.state.tool_refs.insert(path.to_string(), o);
    o
}

impl Vm {
    /// Whether the tool path is callable.
    pub(crate) fn tool_ref_callable(&self, path: &str) -> bool {
        self.tools.as_ref().and_then(|t| t.node(path)).is_some_and(|n| n.callable)
    }

    /// Own property of a tool reference: every string key is a child reference.
    pub(crate) fn tool_ref_own(&mut self, o: ObjId, key: Atom) -> Option<OwnProp> {
        if self.state.atoms.is_symbol(key) || key == atom::THEN {
            return None;
        }
        let Class::ToolRef(p) = &self.state.heap.obj(o).class else {
            return None;
        };
        // The child's path built in one string (the parent's, a dot, the key's text).
        let seg = self.state.atoms.text(key);
        let mut path = String::with_capacity(p.len() + 1 + seg.len());
        path.push_str(p);
        let top = path.is_empty();
        if !top {
            path.push('.');
        }
        path.extend(char::decode_utf16(seg.iter().copied()).map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER)));
        if top && path == "search" && self.tools.as_ref().and_then(|t| t.node("search")).is_none() {
            let h = self.state.realm.hidden;
            let search = self.get_data(
                Value::Object(h),
                self.state.atoms.lookup(&crate::strings::utf16("%search")).unwrap_or(atom::EMPTY),
            );
            return Some(OwnProp { attrs: attr::ENUMERABLE, slot: Slot::Data(search) });
        }
        let child = tool_ref(self, &path);
        Some(OwnProp { attrs: attr::ENUMERABLE, slot: Slot::Data(Value::Object(child)) })
    }

    /// Enumerating a tool reference whose path does not exist is an `UnknownTool` error.
    ///
    /// # Errors
    /// `UnknownTool` for a path with nothing below it.
    pub(crate) fn check_tool_ref(&mut self, o: ObjId) -> JsResult<()> {
        let Class::ToolRef(p) = &self.state.heap.obj(o).class else { return Ok(()) };
        let path = (**p).clone();
        if path.is_empty() || self.tools.as_ref().and_then(|t| t.node(&path)).is_some() {
            return Ok(());
        }
        Err(Ctl::coded(
            crate::ErrorType::Error,
            crate::ErrorKind::UnknownTool,
            format!("Unknown tool namespace '{path}'. Use search to find available tools."),
        ))
    }

    /// Own keys of a tool reference: its children.
    pub(crate) fn tool_ref_keys(&mut self, o: ObjId) -> Vec<Atom> {
        let Class::ToolRef(p) = &self.state.heap.obj(o).class else {
            return Vec::new();
        };
        let path = (**p).clone();
        let children = self.tools.as_ref().and_then(|t| t.node(&path)).map(|n| n.children).unwrap_or_default();
        children.iter().map(|c| self.intern(c)).collect()
    }
}

/// `__hostToolCall(path, data, present)`: admits the call with the host and returns its promise.
pub(crate) fn host_tool_call(
    vm: &mut Vm,
    host: &mut dyn Host,
    path: Value,
    data: Value,
    present: Value,
) -> JsResult<Value> {
    let Value::String(p) = path else {
        return Err(Ctl::type_error("bad tool path"));
    };
    let path = vm.str_lossy(p);
    let input = if vm.truthy(present) {
        Some(
            boundary::to_json(vm, data)
                .map_err(|m| Ctl::coded(crate::ErrorType::Type, crate::ErrorKind::InvalidDataValue, m))?,
        )
    } else {
        None
    };
    let promise = vm.try_new_promise()?;
    Ok(Value::Object(start_call(vm, host, &path, input, promise)))
}

/// Hands the call to the host and ties its outcome to `promise`.
fn start_call(vm: &mut Vm, host: &mut dyn Host, path: &str, input: Option<serde_json::Value>, promise: ObjId) -> ObjId {
    match host.tool_call(path, input) {
        Ok(handle) => {
            if let Class::Promise(d) = &mut vm.state.heap.obj_mut(promise).class {
                d.host_call = Some(handle);
            }
            vm.state.host_calls.insert(handle, promise);
        }
        Err(e) => {
            let err = vm.make_host_error(&e);
            vm.reject_promise(promise, err);
        }
    }
    promise
}

/// Frames the prelude's path may take beyond the caller's (`callTool`, then `toData`'s walk
/// one level per value, at most [`boundary::DATA_MAX_DEPTH`] deep), with room to spare.
const PRELUDE_FRAMES: usize = boundary::DATA_MAX_DEPTH + 4;

/// A call of tool reference `r` with `arg` (`None`: no argument) made without the prelude's
/// `callTool`, when that would run none of the program's code, throw nothing and refuse nothing:
/// the input is plain data ([`boundary::direct_data`]), a new promise is allowed and the stack
/// has room for the prelude's frames (a call that would overflow it goes the prelude's way, and
/// fails there as before). The call's promise, or `None`: the caller calls `callTool`.
pub(crate) fn direct_call(vm: &mut Vm, host: &mut dyn Host, r: ObjId, arg: Option<Value>) -> Option<ObjId> {
    if vm.state.frames.len() + PRELUDE_FRAMES >= vm.options.max_depth || vm.check_pending_promises().is_err() {
        return None;
    }
    let input = match arg {
        None => Some(serde_json::Value::Object(serde_json::Map::new())),
        Some(Value::Undefined) => None,
        Some(v) => Some(boundary::direct_data(vm, v)?),
    };
    let Class::ToolRef(p) = &vm.state.heap.obj(r).class else { return None };
    let path = (**p).clone();
    let promise = vm.new_promise();
    Some(start_call(vm, host, &path, input, promise))
}

/// `__search(data)`: runs `search` synchronously.
pub(crate) fn host_search(vm: &mut Vm, host: &mut dyn Host, data: Value) -> JsResult<Value> {
    let input = boundary::to_json(vm, data)
        .map_err(|m| Ctl::coded(crate::ErrorType::Type, crate::ErrorKind::InvalidDataValue, m))?;
    match host.search(input) {
        Ok(out) => Ok(boundary::from_json(vm, &out)),
        Err(e) => {
            let err = vm.make_host_error(&e);
            Err(Ctl::Throw(err))
        }
    }
}

/// `__hostExtCall(id, argsData)`: calls a host extension function.
pub(crate) fn host_extension_call(vm: &mut Vm, host: &mut dyn Host, id: Value, args: Value) -> JsResult<Value> {
    let id = id.as_number().unwrap_or(-1.0);
    if !(0.0..4_294_967_296.0).contains(&id) {
        return Err(Ctl::type_error("bad host function"));
    }
    let Value::Object(arr) = args else { return Err(Ctl::type_error("bad host call arguments")) };
    let n = vm.array_len(arr);
    let mut json_args = Vec::with_capacity(n as usize);
    for i in 0..n {
        let v = vm.index_value(arr, i);
        json_args.push(
            boundary::to_json(vm, v)
                .map_err(|m| Ctl::coded(crate::ErrorType::Type, crate::ErrorKind::InvalidDataValue, m))?,
        );
    }
    match host.extension_call(id as u32, json_args) {
        Ok(crate::host::ExtensionReply::Now(h)) => Ok(boundary::from_host(vm, &h)),
        Ok(crate::host::ExtensionReply::Later(handle)) => {
            let promise = vm.new_promise();
            vm.state.host_calls.insert(handle, promise);
            Ok(Value::Object(promise))
        }
        Err(e) => {
            let err = vm.make_host_error(&e);
            Err(Ctl::Throw(err))
        }
    }
}
