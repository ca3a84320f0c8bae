//! The error constructors (`Error`, `TypeError`, … `AggregateError`, `SuppressedError`) and
//! `Error.prototype`.

use crate::atoms::atom;
use crate::error::{Ctl, ErrorType, JsResult};
use crate::heap::{Class, Object, Prop, Slot, attr};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

const TYPES: [ErrorType; 9] = ErrorType::ALL;

pub(crate) fn setup(vm: &mut Vm) {
    let mut base_ctor = None;
    for ty in TYPES {
        let proto = vm.state.realm.error_prototypes[ty as usize];
        let (f, len): (crate::NativeFn, u16) = match ty {
            ErrorType::Error => (error_ctor::<0>, 1),
            ErrorType::Type => (error_ctor::<1>, 1),
            ErrorType::Range => (error_ctor::<2>, 1),
            ErrorType::Reference => (error_ctor::<3>, 1),
            ErrorType::Syntax => (error_ctor::<4>, 1),
            ErrorType::Uri => (error_ctor::<5>, 1),
            ErrorType::Eval => (error_ctor::<6>, 1),
            ErrorType::Aggregate => (aggregate_ctor, 2),
            ErrorType::Suppressed => (suppressed_ctor, 3),
        };
        let ctor = vm.def_ctor(ty.name(), len, f, proto);
        let name = vm.atom_str(ty.name());
        vm.def_value(proto, "name", name, attr::HIDDEN);
        let empty = vm.atom_str("");
        vm.def_value(proto, "message", empty, attr::HIDDEN);
        match base_ctor {
            None => {
                base_ctor = Some(ctor);
                vm.def_method(proto, "toString", 0, error_to_string);
                vm.def_getter(proto, "stack", stack_get);
                vm.def_setter(proto, "stack", stack_set);
                vm.def_method(ctor, "isError", 1, is_error);
                vm.def_method(ctor, "captureStackTrace", 1, capture_stack_trace);
                vm.def_value(ctor, "stackTraceLimit", Value::Number(10.0), attr::DEFAULT);
            }
            Some(b) => vm.state.heap.obj_mut(ctor).proto = Some(b),
        }
    }
}

fn make(vm: &mut Vm, c: &NativeCall<'_>, ty: ErrorType, msg_index: usize) -> JsResult<ObjId> {
    let default = vm.state.realm.error_prototypes[ty as usize];
    let proto = match c.new_target {
        Some(nt) => vm.proto_from_ctor(nt, default),
        None => default,
    };
    let message = match c.arg(msg_index) {
        Value::Undefined => None,
        _ => Some(Value::String(vm.str_arg(c, msg_index)?)),
    };
    let o = vm.state.heap.alloc(Object::new(Some(proto), Class::Error));
    vm.attach_trace(o);
    if let Some(m) = message {
        vm.state.heap.obj_mut(o).props.push(Prop { key: atom::MESSAGE, attrs: attr::HIDDEN, slot: Slot::Data(m) });
    }
    if let Value::Object(opts) = c.arg(msg_index + 1)
        && ty != ErrorType::Suppressed
        && vm.has_property(opts, atom::CAUSE) == Ok(true)
        && !matches!(vm.lookup(opts, atom::CAUSE), Lookup::Getter(_) | Lookup::Proxy(_))
    {
        let cause = vm.get_data(Value::Object(opts), atom::CAUSE);
        vm.state.heap.obj_mut(o).props.push(Prop { key: atom::CAUSE, attrs: attr::HIDDEN, slot: Slot::Data(cause) });
    }
    Ok(o)
}

fn error_ctor<const T: usize>(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = make(vm, c, TYPES[T], 0)?;
    cause_getter(vm, o, c.arg(1))
}

/// Whether `options.cause` must be read by the prelude (a getter, or a proxy to ask): `make`
/// installs only a plain data `cause`.
fn cause_in_prelude(vm: &mut Vm, options: Value) -> bool {
    matches!(options, Value::Object(opts)
        if matches!(vm.lookup(opts, atom::CAUSE), Lookup::Getter(_)) || vm.has_property(opts, atom::CAUSE).is_err())
}

/// The error, or (when `options.cause` is a getter) a tail call to the prelude that reads it and
/// installs `cause` on the error.
fn cause_getter(vm: &mut Vm, o: ObjId, options: Value) -> JsResult<Value> {
    if cause_in_prelude(vm, options) {
        return crate::builtins::object::tail_export(
            vm,
            "error_installCause",
            Value::Undefined,
            vec![Value::Object(o), options],
        );
    }
    Ok(Value::Object(o))
}

/// `AggregateError(errors, message, options)`: an array that iterates plainly is listed here;
/// any other `errors` (a Set, a generator, a string, a throwing iterable) goes to the prelude,
/// which installs a `cause` read through a getter first and then lists `errors` by iteration
/// (InstallErrorCause before IteratorToList, as the specification orders them).
fn aggregate_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = make(vm, c, ErrorType::Aggregate, 1)?;
    let errors = c.arg(0);
    if let Value::Object(a) = errors
        && vm.array_iterates_plainly(a)
    {
        let values = vm.array_values(errors);
        let arr = vm.new_array(values);
        vm.state.heap.obj_mut(o).props.push(Prop {
            key: atom::ERRORS,
            attrs: attr::HIDDEN,
            slot: Slot::Data(Value::Object(arr)),
        });
        return cause_getter(vm, o, c.arg(2));
    }
    let options = c.arg(2);
    let cause_pending = cause_in_prelude(vm, options);
    crate::builtins::object::tail_export(
        vm,
        "error_aggregateErrors",
        Value::Undefined,
        vec![Value::Object(o), errors, if cause_pending { options } else { Value::Undefined }],
    )
}

/// `SuppressedError(error, suppressed, message)`: `message` first (as every error), then the
/// own `error` and `suppressed` properties; no options argument.
fn suppressed_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = make(vm, c, ErrorType::Suppressed, 2)?;
    for (key, i) in [(atom::ERROR, 0), (atom::SUPPRESSED, 1)] {
        vm.state.heap.obj_mut(o).props.push(Prop { key, attrs: attr::HIDDEN, slot: Slot::Data(c.arg(i)) });
    }
    Ok(Value::Object(o))
}

fn error_to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Err(Ctl::type_error("Error.prototype.toString requires that 'this' be an Object"));
    };
    let runs_code = [atom::NAME, atom::MESSAGE].into_iter().any(|k| {
        matches!(
            vm.lookup(o, k),
            Lookup::Getter(_) | Lookup::Proxy(_) | Lookup::Value(Value::Object(_) | Value::Symbol(_))
        )
    });
    if runs_code {
        // A getter, ToPrimitive or a Symbol's TypeError: the prelude reads and converts.
        return crate::builtins::object::tail_export(vm, "error_toString", c.this, Vec::new());
    }
    let name = vm.plain_string_prop(o, atom::NAME).unwrap_or_else(|| "Error".into());
    let msg = vm.plain_string_prop(o, atom::MESSAGE).unwrap_or_default();
    let s = if name.is_empty() {
        msg
    } else if msg.is_empty() {
        name
    } else {
        format!("{name}: {msg}")
    };
    Ok(vm.new_string(&s))
}

/// `Error.isError(v)`: whether `v` is an object with an error's internal slot.
fn is_error(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::Error))))
}

/// `Error.captureStackTrace(target)`: gives `target` an own `stack` data property, formatted now
/// from its `name` and `message` and the current call sites (as V8 does).
fn capture_stack_trace(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("Invalid argument"));
    };
    let scratch = vm.state.heap.alloc(Object::new(None, Class::Ordinary));
    vm.attach_trace(scratch);
    let key = vm.state.realm.trace_key;
    let trace = match vm.state.heap.obj(scratch).props.get(key).map(|p| p.slot) {
        Some(Slot::Data(Value::String(s))) => vm.str_lossy(s),
        _ => String::new(),
    };
    let text = format!("{}{trace}", error_header(vm, o));
    let v = vm.new_string(&text);
    vm.define_own(o, atom::STACK, crate::property::PropDesc::data(v, attr::HIDDEN))?;
    Ok(Value::Undefined)
}

/// `name: message` as `Error.prototype.toString` gives it, read without running getters.
fn error_header(vm: &mut Vm, o: ObjId) -> String {
    let name = vm.plain_string_prop(o, atom::NAME).unwrap_or_else(|| "Error".into());
    let msg = vm.plain_string_prop(o, atom::MESSAGE).unwrap_or_default();
    match (name.is_empty(), msg.is_empty()) {
        (true, _) => msg,
        (false, true) => name,
        (false, false) => format!("{name}: {msg}"),
    }
}

/// `get Error.prototype.stack`: `String(error)` (read without running getters) followed by the
/// call sites captured when the error was made; `undefined` for objects that were never errors.
/// As in Firefox the property is an accessor on the prototype (V8 makes it an own property), so
/// the header reflects a `name` or `message` set after construction, as V8's lazy formatting does.
fn stack_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else { return Ok(Value::Undefined) };
    let key = vm.state.realm.trace_key;
    let trace = match vm.state.heap.obj(o).props.get(key).map(|p| p.slot) {
        Some(Slot::Data(Value::String(s))) => vm.str_lossy(s),
        _ => return Ok(Value::Undefined),
    };
    let head = error_header(vm, o);
    Ok(vm.new_string(&format!("{head}{trace}")))
}

/// `set Error.prototype.stack`: an ordinary own data property on the receiver.
fn stack_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else { return Ok(Value::Undefined) };
    let desc = crate::property::PropDesc::data(c.arg(0), attr::HIDDEN);
    vm.define_own(o, atom::STACK, desc)?;
    Ok(Value::Undefined)
}
