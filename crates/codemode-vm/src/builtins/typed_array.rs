//! `ArrayBuffer`, `%TypedArray%` and `Uint8Array` (the one element type code mode provides),
//! with the base64/hex methods (`Uint8Array.fromBase64`, `fromHex`, `toBase64`, `toHex`,
//! `setFromBase64`, `setFromHex`).
//!
//! A buffer is `Class::ArrayBuffer(bytes)`; a view is `Class::TypedArray { buffer, offset,
//! length }` over it (buffers are never detached or resized, so a view's length is fixed).
//! Element reads go through `Vm::typed_get` (property code), element writes through
//! [`typed_set`], which `property.rs` calls for a numeric key on a typed array.
//!
//! The methods that call back (`map`, `filter`, `forEach`, `reduce`, … , `from`, `sort` with a
//! comparator, `set` from a general array-like, construction from an iterable) and the option
//! reading of the base64 methods are in the prelude (`prelude/url.js`, binary-data section);
//! the natives here do the byte work.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, IterKind, NativeFunc, Object, Prop, Slot, attr, oflags};
use crate::numconv;
use crate::property::{Lookup, SetOutcome};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, NativeFn, Vm};

/// The largest buffer a program may allocate.
const MAX_BYTES: f64 = 2_147_483_647.0;

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let fp = vm.state.realm.function_prototype;

    // ArrayBuffer.
    let abp = vm.intrinsic_object(Some(op));
    vm.state.realm.arraybuffer_prototype = abp;
    let ab = vm.def_ctor("ArrayBuffer", 1, ab_ctor, abp);
    vm.def_method(ab, "isView", 1, ab_is_view);
    vm.def_getter(abp, "byteLength", ab_byte_length);
    vm.def_getter(abp, "maxByteLength", ab_byte_length);
    vm.def_getter(abp, "resizable", ab_false);
    vm.def_getter(abp, "detached", ab_false);
    vm.def_method(abp, "slice", 2, ab_slice);
    crate::builtins::url::tag(vm, abp, "ArrayBuffer");

    // %TypedArray%.
    let tap = vm.intrinsic_object(Some(op));
    let id = vm.register_native("TypedArray", 0, ta_abstract);
    let mut o = Object::new(Some(fp), Class::Native(NativeFunc { id, ctor: true, data: Value::Undefined }));
    o.flags |= oflags::LAZY_FUNC;
    let ta = vm.state.heap.alloc(o);
    vm.materialize(ta);
    vm.state.heap.obj_mut(ta).props.set(Prop { key: atom::PROTOTYPE, attrs: 0, slot: Slot::Data(Value::Object(tap)) });
    vm.state.heap.obj_mut(tap).props.set(Prop {
        key: atom::CONSTRUCTOR,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(ta)),
    });
    vm.def_method(ta, "of", 0, ta_of);
    for (name, f) in [
        ("buffer", ta_buffer as NativeFn),
        ("byteLength", ta_byte_length),
        ("byteOffset", ta_byte_offset),
        ("length", ta_length),
    ] {
        vm.def_getter(tap, name, f);
    }
    let tag_getter = vm.native_fn("[Symbol.toStringTag]", 0, ta_tag);
    let n = vm.new_string("get [Symbol.toStringTag]");
    vm.materialize(tag_getter);
    vm.state.heap.obj_mut(tag_getter).props.set(Prop {
        key: atom::NAME,
        attrs: attr::CONFIGURABLE,
        slot: Slot::Data(n),
    });
    vm.state.heap.obj_mut(tap).props.set(Prop {
        key: atom::SYM_TO_STRING_TAG,
        attrs: attr::CONFIGURABLE,
        slot: Slot::Accessor { get: Some(tag_getter), set: None },
    });
    let methods: &[(&'static str, u16, NativeFn)] = &[
        ("at", 1, ta_at),
        ("copyWithin", 2, ta_copy_within),
        ("entries", 0, ta_entries),
        ("fill", 1, ta_fill),
        ("includes", 1, ta_includes),
        ("indexOf", 1, ta_index_of),
        ("join", 1, ta_join),
        ("keys", 0, ta_keys),
        ("lastIndexOf", 1, ta_last_index_of),
        ("reverse", 0, ta_reverse),
        ("set", 1, ta_set),
        ("slice", 2, ta_slice),
        ("sort", 1, ta_sort),
        ("subarray", 2, ta_subarray),
        ("toLocaleString", 0, ta_to_locale_string),
        ("toReversed", 0, ta_to_reversed),
        ("toSorted", 1, ta_to_sorted),
        ("with", 2, ta_with),
    ];
    for (name, len, f) in methods {
        vm.def_method(tap, name, *len, *f);
    }
    let values = vm.def_method(tap, "values", 0, ta_values);
    vm.state.heap.obj_mut(tap).props.set(Prop {
        key: atom::SYM_ITERATOR,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(values)),
    });

    // Uint8Array.
    let u8p = vm.intrinsic_object(Some(tap));
    vm.state.realm.uint8array_prototype = u8p;
    let u8c = vm.def_ctor("Uint8Array", 3, u8_ctor, u8p);
    vm.state.heap.obj_mut(u8c).proto = Some(ta);
    vm.def_value(u8c, "BYTES_PER_ELEMENT", Value::Number(1.0), 0);
    vm.def_value(u8p, "BYTES_PER_ELEMENT", Value::Number(1.0), 0);
    vm.def_method(u8c, "fromHex", 1, u8_from_hex);
    vm.def_method(u8p, "toHex", 0, u8_to_hex);
    vm.def_method(u8p, "setFromHex", 1, u8_set_from_hex);
    // `%TypedArray%.prototype[Symbol.toStringTag]` is a getter, which
    // `Object.prototype.toString` cannot call natively: the tag is also a data property here.
    crate::builtins::url::tag(vm, u8p, "Uint8Array");

    vm.def_hidden("u8Create", 2, u8_create_hidden);
    vm.def_hidden("u8FromBase64", 3, u8_from_base64_hidden);
    vm.def_hidden("u8SetFromBase64", 4, u8_set_from_base64_hidden);
    vm.def_hidden("u8ToBase64", 3, u8_to_base64_hidden);
    vm.def_hidden("u8Bytes", 1, u8_bytes_hidden);
    vm.def_hidden("u8Write", 2, u8_write_hidden);
    vm.def_hidden("typedArraySetElement", 1, set_element_hidden);
}

// ---- helpers ----------------------------------------------------------------------------------

/// ToUint8.
fn to_uint8(n: f64) -> u8 {
    if !n.is_finite() {
        return 0;
    }
    let m = n.trunc() % 256.0;
    (if m < 0.0 { m + 256.0 } else { m }) as u8
}

/// ToIndex: a non-negative integer up to 2^53 - 1, else `None` (the caller's RangeError).
fn to_index(n: f64) -> Option<f64> {
    let i = numconv::to_integer_or_infinity(n);
    (0.0..=9_007_199_254_740_991.0).contains(&i).then_some(i)
}

/// Resolves a relative index (`start`, `end` arguments) against `len`.
fn relative(n: f64, len: usize) -> usize {
    let i = numconv::to_integer_or_infinity(n);
    let len_f = len as f64;
    if i < 0.0 { (len_f + i).max(0.0) as usize } else { i.min(len_f) as usize }
}

/// Argument `i` as a relative index, with `default` when undefined.
fn rel_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize, len: usize, default: usize) -> JsResult<usize> {
    if c.arg(i).is_undefined() {
        return Ok(default);
    }
    let n = vm.num_arg(c, i)?;
    Ok(relative(n, len))
}

/// `(buffer, offset, length)` of a typed array.
fn view(vm: &Vm, o: ObjId) -> Option<(ObjId, usize, usize)> {
    match vm.state.heap.obj(o).class {
        Class::TypedArray { buffer, offset, length, .. } => Some((buffer, offset as usize, length as usize)),
        _ => None,
    }
}

/// A copy of the bytes a typed array views (or of a whole ArrayBuffer).
pub(crate) fn bytes_of(vm: &Vm, o: ObjId) -> Option<Vec<u8>> {
    match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer(b) => Some(b.clone()),
        Class::TypedArray { .. } => {
            let (buf, off, len) = view(vm, o)?;
            match &vm.state.heap.obj(buf).class {
                Class::ArrayBuffer(b) => {
                    let end = (off + len).min(b.len());
                    Some(b.get(off.min(end)..end).unwrap_or(&[]).to_vec())
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Runs `f` on the mutable bytes a typed array views.
fn with_bytes<R>(vm: &mut Vm, o: ObjId, f: impl FnOnce(&mut [u8]) -> R) -> Option<R> {
    let (buf, off, len) = view(vm, o)?;
    match &mut vm.state.heap.obj_mut(buf).class {
        Class::ArrayBuffer(b) => {
            let end = (off + len).min(b.len());
            let start = off.min(end);
            Some(f(&mut b[start..end]))
        }
        _ => None,
    }
}

/// Refuses a buffer of `len` bytes larger than the limits (before allocating it).
fn check_alloc(vm: &Vm, len: f64) -> JsResult<()> {
    let limit = vm.options.max_memory.map_or(MAX_BYTES, |l| (l as f64).min(MAX_BYTES));
    if len > limit {
        return Err(Ctl::range_error("Array buffer allocation failed"));
    }
    Ok(())
}

/// A new ArrayBuffer holding `bytes`.
fn new_buffer(vm: &mut Vm, bytes: Vec<u8>) -> ObjId {
    vm.state.heap.allocated += bytes.len();
    let p = vm.state.realm.arraybuffer_prototype;
    vm.state.heap.alloc(Object::new(Some(p), Class::ArrayBuffer(bytes)))
}

/// A new Uint8Array (over a new buffer) holding `bytes`, with prototype `proto`.
fn new_u8_with_proto(vm: &mut Vm, bytes: Vec<u8>, proto: ObjId) -> ObjId {
    let length = bytes.len() as u32;
    let buffer = new_buffer(vm, bytes);
    vm.state.heap.alloc(Object::new(Some(proto), Class::TypedArray { buffer, offset: 0, length, kind: 0 }))
}

/// A new Uint8Array holding `bytes`.
pub(crate) fn new_uint8_array(vm: &mut Vm, bytes: Vec<u8>) -> ObjId {
    let p = vm.state.realm.uint8array_prototype;
    new_u8_with_proto(vm, bytes, p)
}

/// `this` as a typed array.
fn this_ta(vm: &Vm, c: &NativeCall<'_>) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::TypedArray { .. }) => Ok(o),
        _ => Err(Ctl::type_error("this is not a typed array.")),
    }
}

fn len_of(vm: &Vm, o: ObjId) -> usize {
    view(vm, o).map_or(0, |(_, _, l)| l)
}

/// `o[key] = v` on a typed array: `None` when `key` is not numeric (an ordinary property),
/// else the write (out-of-range and non-integer numeric keys are ignored after the value is
/// converted, as the spec says). An object value needs program code to convert: the write is
/// then a call of a one-off setter (`typedArraySetElement` carrying the index) that converts
/// the value like any native argument.
pub(crate) fn typed_set(vm: &mut Vm, o: ObjId, key: Atom, v: Value) -> Option<JsResult<SetOutcome>> {
    let index = match vm.state.atoms.index_of(key) {
        Some(i) => Some(i as usize),
        None => {
            if vm.state.atoms.is_symbol(key) {
                return None;
            }
            let t = vm.state.atoms.text(key).to_vec();
            let n = numconv::string_to_number(&t);
            let canonical =
                crate::strings::lossy(&t) == "-0" || crate::strings::utf16(&numconv::number_to_string(n)) == t;
            if !canonical {
                return None;
            }
            None
        }
    };
    let n = match v {
        Value::Object(_) => {
            let setter = match crate::builtins::url::hidden_value(vm, "typedArraySetElement") {
                Value::Object(f) => f,
                _ => return Some(Err(Ctl::type_error("Cannot convert object to primitive value"))),
            };
            let Class::Native(NativeFunc { id, .. }) = vm.state.heap.obj(setter).class else {
                return Some(Err(Ctl::type_error("Cannot convert object to primitive value")));
            };
            let at = index.map_or(-1.0, |i| i as f64);
            let f = vm.new_native_function(id, Value::Number(at));
            return Some(Ok(SetOutcome::Setter(f)));
        }
        other => match vm.to_number(other) {
            Ok(n) => n,
            Err(e) => return Some(Err(e)),
        },
    };
    if let Some(i) = index {
        with_bytes(vm, o, |b| {
            if let Some(slot) = b.get_mut(i) {
                *slot = to_uint8(n);
            }
        });
    }
    Some(Ok(SetOutcome::Done))
}

/// The one-off setter of [`typed_set`]: `this` is the typed array, the callee's data the index
/// (-1: convert only).
fn set_element_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = vm.num_arg(c, 0)?;
    let at = match &vm.state.heap.obj(c.callee).class {
        Class::Native(NativeFunc { data: Value::Number(i), .. }) => *i,
        _ => -1.0,
    };
    if let Value::Object(o) = c.this
        && at >= 0.0
    {
        let i = at as usize;
        with_bytes(vm, o, |b| {
            if let Some(slot) = b.get_mut(i) {
                *slot = to_uint8(n);
            }
        });
    }
    Ok(Value::Undefined)
}

// ---- ArrayBuffer ------------------------------------------------------------------------------

fn ab_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error("Constructor ArrayBuffer requires 'new'"));
    };
    let n = vm.num_arg(c, 0)?;
    let Some(len) = to_index(n) else {
        return Err(Ctl::range_error("Invalid array buffer length"));
    };
    check_alloc(vm, len)?;
    let abp = vm.state.realm.arraybuffer_prototype;
    let proto = vm.proto_from_ctor(nt, abp);
    let b = new_buffer(vm, vec![0; len as usize]);
    vm.state.heap.obj_mut(b).proto = Some(proto);
    Ok(Value::Object(b))
}

fn ab_is_view(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o)
        if matches!(vm.state.heap.obj(o).class, Class::TypedArray { .. }))))
}

fn this_ab(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::ArrayBuffer(_)) => Ok(o),
        _ => Err(Ctl::type_error(format!("Method ArrayBuffer.prototype.{method} called on incompatible receiver"))),
    }
}

fn ab_len(vm: &Vm, o: ObjId) -> usize {
    match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer(b) => b.len(),
        _ => 0,
    }
}

fn ab_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "byteLength")?;
    Ok(Value::Number(ab_len(vm, o) as f64))
}

fn ab_false(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    this_ab(vm, c, "resizable")?;
    Ok(Value::Bool(false))
}

fn ab_slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "slice")?;
    let len = ab_len(vm, o);
    let start = rel_arg(vm, c, 0, len, 0)?;
    let end = rel_arg(vm, c, 1, len, len)?;
    let bytes = match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer(b) if start < end => b[start..end].to_vec(),
        _ => Vec::new(),
    };
    Ok(Value::Object(new_buffer(vm, bytes)))
}

// ---- %TypedArray% -----------------------------------------------------------------------------

fn ta_abstract(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("Abstract class TypedArray not directly constructable"))
}

fn ta_buffer(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(view(vm, o).map_or(Value::Undefined, |(b, _, _)| Value::Object(b)))
}
fn ta_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(len_of(vm, o) as f64))
}
fn ta_byte_offset(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(view(vm, o).map_or(0, |(_, off, _)| off) as f64))
}
fn ta_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(len_of(vm, o) as f64))
}
fn ta_tag(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::TypedArray { .. }) => vm.atom_str("Uint8Array"),
        _ => Value::Undefined,
    })
}

fn ta_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let mut bytes = Vec::with_capacity(c.args.len());
    for i in 0..c.args.len() {
        bytes.push(to_uint8(vm.num_arg(c, i)?));
    }
    Ok(Value::Object(new_uint8_array(vm, bytes)))
}

fn iter(vm: &mut Vm, c: &NativeCall<'_>, kind: u8) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let proto = vm.state.realm.array_iterator_prototype;
    let it = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(IterKind::Array { target: Value::Object(o), index: 0, kind })),
    ));
    Ok(Value::Object(it))
}
fn ta_keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    iter(vm, c, 0)
}
fn ta_values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    iter(vm, c, 1)
}
fn ta_entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    iter(vm, c, 2)
}

fn ta_at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o) as f64;
    let i = vm.int_arg(c, 0)?;
    let k = if i >= 0.0 { i } else { len + i };
    if k < 0.0 || k >= len {
        return Ok(Value::Undefined);
    }
    Ok(vm.typed_get(o, k as u32).unwrap_or(Value::Undefined))
}

fn ta_copy_within(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    let to = rel_arg(vm, c, 0, len, 0)?;
    let from = rel_arg(vm, c, 1, len, 0)?;
    let fin = rel_arg(vm, c, 2, len, len)?;
    let count = fin.saturating_sub(from).min(len - to);
    if count > 0 {
        with_bytes(vm, o, |b| b.copy_within(from..from + count, to));
    }
    Ok(Value::Object(o))
}

fn ta_fill(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    let v = to_uint8(vm.num_arg(c, 0)?);
    let start = rel_arg(vm, c, 1, len, 0)?;
    let end = rel_arg(vm, c, 2, len, len)?;
    if start < end {
        with_bytes(vm, o, |b| b[start..end].fill(v));
    }
    Ok(Value::Object(o))
}

/// The byte a search argument denotes, if it is a number that can be one.
fn search_byte(v: Value) -> Option<u8> {
    match v {
        Value::Number(n) if (0.0..=255.0).contains(&n) && n.fract() == 0.0 => Some(n as u8),
        _ => None,
    }
}

fn ta_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    if len == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = rel_arg(vm, c, 1, len, 0)?;
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let found = search_byte(c.arg(0)).and_then(|b| bytes.iter().skip(from).position(|&x| x == b).map(|p| p + from));
    Ok(Value::Number(found.map_or(-1.0, |p| p as f64)))
}

fn ta_last_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    if len == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = if c.args.len() > 1 {
        let n = vm.int_arg(c, 1)?;
        if n >= 0.0 { n.min(len as f64 - 1.0) } else { len as f64 + n }
    } else {
        len as f64 - 1.0
    };
    if from < 0.0 {
        return Ok(Value::Number(-1.0));
    }
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let found = search_byte(c.arg(0)).and_then(|b| (0..=from as usize).rev().find(|&i| bytes.get(i) == Some(&b)));
    Ok(Value::Number(found.map_or(-1.0, |p| p as f64)))
}

fn ta_includes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    if len == 0 {
        return Ok(Value::Bool(false));
    }
    let from = rel_arg(vm, c, 1, len, 0)?;
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let found = search_byte(c.arg(0)).is_some_and(|b| bytes.iter().skip(from).any(|&x| x == b));
    Ok(Value::Bool(found))
}

fn join_with(vm: &mut Vm, o: ObjId, sep: &[u16]) -> Value {
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let mut out: Vec<u16> = Vec::with_capacity(bytes.len() * 4);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        out.extend(b.to_string().bytes().map(u16::from));
    }
    vm.new_str_vec(out)
}

fn ta_join(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let sep: Vec<u16> = if c.arg(0).is_undefined() {
        vec![0x2C]
    } else {
        let s = vm.str_arg(c, 0)?;
        vm.str_text(s).to_vec()
    };
    Ok(join_with(vm, o, &sep))
}

fn ta_to_locale_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(join_with(vm, o, &[0x2C]))
}

fn ta_reverse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    with_bytes(vm, o, <[u8]>::reverse);
    Ok(Value::Object(o))
}

fn ta_to_reversed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let mut bytes = bytes_of(vm, o).unwrap_or_default();
    bytes.reverse();
    Ok(Value::Object(new_uint8_array(vm, bytes)))
}

/// The comparator argument: `Ok(true)` when it is a function (the prelude sorts).
fn comparator(vm: &Vm, c: &NativeCall<'_>) -> JsResult<bool> {
    let f = c.arg(0);
    if f.is_undefined() {
        return Ok(false);
    }
    if vm.is_callable(f) {
        return Ok(true);
    }
    Err(Ctl::type_error("The comparison function must be either a function or undefined"))
}

fn sort_with_prelude(vm: &mut Vm, c: &NativeCall<'_>, target: ObjId) -> JsResult<Value> {
    let Some(f) = vm.exported("typedArraySortWith") else {
        return Err(Ctl::type_error("sort is not available"));
    };
    Err(Ctl::TailCall(Box::new(TailCall {
        callee: Value::Object(f),
        this: Value::Undefined,
        args: vec![Value::Object(target), c.arg(0)],
        new_target: None,
    })))
}

fn ta_sort(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    if comparator(vm, c)? {
        return sort_with_prelude(vm, c, o);
    }
    with_bytes(vm, o, <[u8]>::sort_unstable);
    Ok(Value::Object(o))
}

fn ta_to_sorted(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let with_fn = comparator(vm, c)?;
    let mut bytes = bytes_of(vm, o).unwrap_or_default();
    if !with_fn {
        bytes.sort_unstable();
    }
    let copy = new_uint8_array(vm, bytes);
    if with_fn {
        return sort_with_prelude(vm, c, copy);
    }
    Ok(Value::Object(copy))
}

fn ta_with(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o) as f64;
    let rel = vm.int_arg(c, 0)?;
    let v = vm.num_arg(c, 1)?;
    let k = if rel >= 0.0 { rel } else { len + rel };
    if k < 0.0 || k >= len {
        return Err(Ctl::range_error("Invalid typed array index"));
    }
    let mut bytes = bytes_of(vm, o).unwrap_or_default();
    if let Some(b) = bytes.get_mut(k as usize) {
        *b = to_uint8(v);
    }
    Ok(Value::Object(new_uint8_array(vm, bytes)))
}

fn ta_slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let len = len_of(vm, o);
    let start = rel_arg(vm, c, 0, len, 0)?;
    let end = rel_arg(vm, c, 1, len, len)?;
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let part = if start < end { bytes[start..end].to_vec() } else { Vec::new() };
    Ok(Value::Object(new_uint8_array(vm, part)))
}

fn ta_subarray(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let Some((buffer, off, len)) = view(vm, o) else {
        return Ok(Value::Undefined);
    };
    let begin = rel_arg(vm, c, 0, len, 0)?;
    let end = rel_arg(vm, c, 1, len, len)?;
    let p = vm.state.realm.uint8array_prototype;
    let sub = vm.state.heap.alloc(Object::new(
        Some(p),
        Class::TypedArray { buffer, offset: (off + begin) as u32, length: end.saturating_sub(begin) as u32, kind: 0 },
    ));
    Ok(Value::Object(sub))
}

/// The bytes of a dense array of primitives (converted with ToNumber/ToUint8), when that needs
/// no program code: its iteration is the original one and no element is an object or a hole.
fn plain_array_bytes(vm: &mut Vm, a: ObjId, check_iterator: bool) -> JsResult<Option<Vec<u8>>> {
    let (dense, len) = match &vm.state.heap.obj(a).class {
        Class::Array { dense, len } if vm.state.heap.obj(a).flags & oflags::SLOW_ARRAY == 0 => {
            (dense.clone(), *len as usize)
        }
        _ => return Ok(None),
    };
    if dense.len() != len || dense.iter().any(|v| matches!(v, Value::Object(_) | Value::Empty)) {
        return Ok(None);
    }
    if check_iterator {
        let values = vm.state.realm.array_values;
        let next = vm.state.realm.array_iterator_next;
        let aip = vm.state.realm.array_iterator_prototype;
        let ok_iter = matches!(vm.lookup(a, atom::SYM_ITERATOR), Lookup::Value(Value::Object(f)) if f == values);
        let ok_next = matches!(vm.lookup(aip, atom::NEXT), Lookup::Value(Value::Object(f)) if f == next);
        if !(ok_iter && ok_next) {
            return Ok(None);
        }
    }
    let mut out = Vec::with_capacity(len);
    for v in dense {
        out.push(to_uint8(vm.to_number(v)?));
    }
    Ok(Some(out))
}

fn ta_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let offset = vm.int_arg(c, 1)?;
    if offset < 0.0 {
        return Err(Ctl::range_error("offset is out of bounds"));
    }
    let target_len = len_of(vm, o);
    let src: Option<Vec<u8>> = match c.arg(0) {
        Value::Object(s) if matches!(vm.state.heap.obj(s).class, Class::TypedArray { .. }) => bytes_of(vm, s),
        Value::Object(s) => plain_array_bytes(vm, s, false)?,
        Value::Undefined | Value::Null => {
            return Err(Ctl::type_error("Cannot convert undefined or null to object"));
        }
        // A primitive source is an array-like with no elements (strings: their characters,
        // which the prelude converts).
        Value::String(_) => None,
        _ => Some(Vec::new()),
    };
    let Some(src) = src else {
        let Some(f) = vm.exported("typedArraySetFrom") else {
            return Err(Ctl::type_error("set is not available"));
        };
        return Err(Ctl::TailCall(Box::new(TailCall {
            callee: Value::Object(f),
            this: Value::Undefined,
            args: vec![Value::Object(o), c.arg(0), Value::Number(offset)],
            new_target: None,
        })));
    };
    if offset + src.len() as f64 > target_len as f64 {
        return Err(Ctl::range_error("offset is out of bounds"));
    }
    let off = offset as usize;
    with_bytes(vm, o, |b| b[off..off + src.len()].copy_from_slice(&src));
    Ok(Value::Undefined)
}

// ---- Uint8Array -------------------------------------------------------------------------------

fn u8_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error("Constructor Uint8Array requires 'new'"));
    };
    let u8p = vm.state.realm.uint8array_prototype;
    let proto = vm.proto_from_ctor(nt, u8p);
    match c.arg(0) {
        Value::Object(src) => {
            let class = vm.state.heap.obj(src).class.clone();
            match class {
                Class::ArrayBuffer(b) => {
                    let buf_len = b.len() as f64;
                    let off_n = vm.num_arg(c, 1)?;
                    let Some(off) = to_index(off_n) else {
                        return Err(Ctl::range_error(format!(
                            "Start offset {} is outside the bounds of the buffer",
                            numconv::number_to_string(numconv::to_integer_or_infinity(off_n))
                        )));
                    };
                    let length = if c.arg(2).is_undefined() {
                        if off > buf_len {
                            return Err(Ctl::range_error(format!(
                                "Start offset {off} is outside the bounds of the buffer"
                            )));
                        }
                        buf_len - off
                    } else {
                        let l = vm.num_arg(c, 2)?;
                        let Some(l) = to_index(l) else {
                            return Err(Ctl::range_error(format!(
                                "Invalid typed array length: {}",
                                numconv::number_to_string(l)
                            )));
                        };
                        if off + l > buf_len {
                            return Err(Ctl::range_error(format!("Invalid typed array length: {l}")));
                        }
                        l
                    };
                    let o = vm.state.heap.alloc(Object::new(
                        Some(proto),
                        Class::TypedArray { buffer: src, offset: off as u32, length: length as u32, kind: 0 },
                    ));
                    Ok(Value::Object(o))
                }
                Class::TypedArray { .. } => {
                    let bytes = bytes_of(vm, src).unwrap_or_default();
                    Ok(Value::Object(new_u8_with_proto(vm, bytes, proto)))
                }
                _ => {
                    if let Some(bytes) = plain_array_bytes(vm, src, true)? {
                        return Ok(Value::Object(new_u8_with_proto(vm, bytes, proto)));
                    }
                    let Some(f) = vm.exported("typedArrayFromObject") else {
                        return Err(Ctl::type_error("Uint8Array is not available"));
                    };
                    Err(Ctl::TailCall(Box::new(TailCall {
                        callee: Value::Object(f),
                        this: Value::Undefined,
                        args: vec![Value::Object(src), Value::Object(proto)],
                        new_target: None,
                    })))
                }
            }
        }
        _ => {
            let n = if c.arg(0).is_undefined() { 0.0 } else { vm.num_arg(c, 0)? };
            let Some(len) = to_index(n) else {
                return Err(Ctl::range_error(format!("Invalid typed array length: {}", numconv::number_to_string(n))));
            };
            check_alloc(vm, len)?;
            Ok(Value::Object(new_u8_with_proto(vm, vec![0; len as usize], proto)))
        }
    }
}

/// `u8Create(numbers, proto)`: a Uint8Array of the (already converted) numbers.
fn u8_create_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let vals = vm.array_values(c.arg(0));
    let bytes: Vec<u8> = vals.into_iter().map(|v| to_uint8(v.as_number().unwrap_or(f64::NAN))).collect();
    let proto = match c.arg(1) {
        Value::Object(p) => p,
        _ => vm.state.realm.uint8array_prototype,
    };
    Ok(Value::Object(new_u8_with_proto(vm, bytes, proto)))
}

/// `u8Bytes(typedArray)`: its elements as an array of numbers.
fn u8_bytes_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let bytes = match c.arg(0) {
        Value::Object(o) => bytes_of(vm, o).unwrap_or_default(),
        _ => Vec::new(),
    };
    let vals = bytes.into_iter().map(|b| Value::Number(f64::from(b))).collect();
    Ok(Value::Object(vm.new_array(vals)))
}

/// `u8Write(typedArray, numbers)`: overwrites its elements from the start.
fn u8_write_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(Value::Undefined);
    };
    let vals = vm.array_values(c.arg(1));
    with_bytes(vm, o, |b| {
        for (slot, v) in b.iter_mut().zip(vals) {
            *slot = to_uint8(v.as_number().unwrap_or(f64::NAN));
        }
    });
    Ok(Value::Undefined)
}

// ---- base64 and hex ---------------------------------------------------------------------------

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard or URL-safe base64 of `bytes`, with or without padding.
pub(crate) fn base64_encode(bytes: &[u8], url: bool, pad: bool) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    let map = |i: u32| -> char {
        let c = B64[(i & 63) as usize];
        match (url, c) {
            (true, b'+') => '-',
            (true, b'/') => '_',
            _ => char::from(c),
        }
    };
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | u32::from(b) << (16 - 8 * i));
        out.push(map(n >> 18));
        out.push(map(n >> 12));
        if chunk.len() > 1 {
            out.push(map(n >> 6));
        } else if pad {
            out.push('=');
        }
        if chunk.len() > 2 {
            out.push(map(n));
        } else if pad {
            out.push('=');
        }
    }
    out
}

/// The value of a standard base64 character.
pub(crate) fn b64_value(c: u16) -> Option<u32> {
    let c = u8::try_from(c).ok()?;
    Some(match c {
        b'A'..=b'Z' => u32::from(c - b'A'),
        b'a'..=b'z' => u32::from(c - b'a') + 26,
        b'0'..=b'9' => u32::from(c - b'0') + 52,
        b'+' => 62,
        b'/' => 63,
        _ => return None,
    })
}

/// The outcome of FromBase64/FromHex: bytes decoded, code units read, and whether it failed.
struct Decoded {
    read: usize,
    bytes: Vec<u8>,
    error: bool,
}

fn is_ascii_ws(c: u16) -> bool {
    matches!(c, 0x09 | 0x0A | 0x0C | 0x0D | 0x20)
}

/// Decodes a final chunk of 2 or 3 characters; `None` when strict and the extra bits are set.
fn final_chunk(chunk: &[u32], strict: bool) -> Option<Vec<u8>> {
    let mut n = 0u32;
    for (i, v) in chunk.iter().enumerate() {
        n |= v << (18 - 6 * i);
    }
    let b = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
    if chunk.len() == 2 {
        if strict && b[1] != 0 {
            return None;
        }
        Some(vec![b[0]])
    } else {
        if strict && b[2] != 0 {
            return None;
        }
        Some(vec![b[0], b[1]])
    }
}

/// FromBase64 (the proposal's algorithm, step for step).
fn from_base64(s: &[u16], url: bool, last: &str, max: usize) -> Decoded {
    let mut d = Decoded { read: 0, bytes: Vec::new(), error: false };
    if max == 0 {
        return d;
    }
    let fail = |mut d: Decoded| {
        d.error = true;
        d
    };
    let len = s.len();
    let mut chunk: Vec<u32> = Vec::with_capacity(4);
    let mut index = 0;
    let skip = |mut i: usize| {
        while i < len && is_ascii_ws(s[i]) {
            i += 1;
        }
        i
    };
    loop {
        index = skip(index);
        if index == len {
            if !chunk.is_empty() {
                if last == "stop-before-partial" {
                    return d;
                }
                if last == "loose" {
                    if chunk.len() == 1 {
                        return fail(d);
                    }
                    if let Some(b) = final_chunk(&chunk, false) {
                        d.bytes.extend(b);
                    }
                } else {
                    return fail(d);
                }
            }
            d.read = len;
            return d;
        }
        let mut c = s[index];
        index += 1;
        if c == u16::from(b'=') {
            if chunk.len() < 2 {
                return fail(d);
            }
            index = skip(index);
            if chunk.len() == 2 {
                if index == len {
                    if last == "stop-before-partial" {
                        return d;
                    }
                    return fail(d);
                }
                if s[index] == u16::from(b'=') {
                    index = skip(index + 1);
                }
            }
            if index < len {
                return fail(d);
            }
            match final_chunk(&chunk, last == "strict") {
                Some(b) => d.bytes.extend(b),
                None => return fail(d),
            }
            d.read = len;
            return d;
        }
        if url {
            if c == u16::from(b'+') || c == u16::from(b'/') {
                return fail(d);
            }
            if c == u16::from(b'-') {
                c = u16::from(b'+');
            } else if c == u16::from(b'_') {
                c = u16::from(b'/');
            }
        }
        let Some(v) = b64_value(c) else {
            return fail(d);
        };
        let remaining = max - d.bytes.len();
        if (remaining == 1 && chunk.len() == 2) || (remaining == 2 && chunk.len() == 3) {
            return d;
        }
        chunk.push(v);
        if chunk.len() == 4 {
            let n = (chunk[0] << 18) | (chunk[1] << 12) | (chunk[2] << 6) | chunk[3];
            d.bytes.extend([(n >> 16) as u8, (n >> 8) as u8, n as u8]);
            chunk.clear();
            d.read = index;
            if d.bytes.len() == max {
                return d;
            }
        }
    }
}

/// FromHex.
fn from_hex(s: &[u16], max: usize) -> Decoded {
    let mut d = Decoded { read: 0, bytes: Vec::new(), error: false };
    if !s.len().is_multiple_of(2) {
        d.error = true;
        return d;
    }
    let hex = |c: u16| char::from_u32(u32::from(c)).and_then(|c| c.to_digit(16));
    while d.read < s.len() && d.bytes.len() < max {
        match (hex(s[d.read]), hex(s[d.read + 1])) {
            (Some(a), Some(b)) => {
                d.read += 2;
                d.bytes.push((a * 16 + b) as u8);
            }
            _ => {
                d.error = true;
                return d;
            }
        }
    }
    d
}

fn string_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<std::sync::Arc<[u16]>> {
    match c.arg(i) {
        Value::String(s) => Ok(vm.str_text(s)),
        _ => Err(Ctl::type_error("The input must be a string")),
    }
}

fn text_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> String {
    match c.arg(i) {
        Value::String(s) => vm.str_lossy(s),
        _ => String::new(),
    }
}

fn read_written(vm: &mut Vm, read: usize, written: usize) -> Value {
    let o = vm.new_object();
    let r = vm.intern("read");
    let w = vm.intern("written");
    let _ = vm.create_data_prop(o, r, Value::Number(read as f64));
    let _ = vm.create_data_prop(o, w, Value::Number(written as f64));
    Value::Object(o)
}

/// `u8FromBase64(string, alphabet, lastChunkHandling)` (options already read by the prelude).
fn u8_from_base64_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = string_arg(vm, c, 0)?;
    let url = text_arg(vm, c, 1) == "base64url";
    let last = text_arg(vm, c, 2);
    let d = from_base64(&s, url, &last, usize::MAX);
    if d.error {
        return Err(Ctl::syntax_error("Invalid base64 string"));
    }
    Ok(Value::Object(new_uint8_array(vm, d.bytes)))
}

/// `u8SetFromBase64(target, string, alphabet, lastChunkHandling)`.
fn u8_set_from_base64_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("this is not a typed array."));
    };
    let s = string_arg(vm, c, 1)?;
    let url = text_arg(vm, c, 2) == "base64url";
    let last = text_arg(vm, c, 3);
    let max = len_of(vm, o);
    let d = from_base64(&s, url, &last, max);
    write_prefix(vm, o, &d.bytes);
    if d.error {
        return Err(Ctl::syntax_error("Invalid base64 string"));
    }
    Ok(read_written(vm, d.read, d.bytes.len()))
}

/// Writes `bytes` at the start of a typed array (as many as fit).
pub(crate) fn write_bytes(vm: &mut Vm, o: ObjId, bytes: &[u8]) {
    write_prefix(vm, o, bytes);
}

fn write_prefix(vm: &mut Vm, o: ObjId, bytes: &[u8]) {
    with_bytes(vm, o, |b| {
        let n = bytes.len().min(b.len());
        b[..n].copy_from_slice(&bytes[..n]);
    });
}

/// `u8ToBase64(target, alphabet, omitPadding)`.
fn u8_to_base64_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("this is not a typed array."));
    };
    let url = text_arg(vm, c, 1) == "base64url";
    let pad = !vm.truthy(c.arg(2));
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let s = base64_encode(&bytes, url, pad);
    Ok(vm.new_string(&s))
}

fn u8_to_hex(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push_str(&format!("{b:02x}"));
    }
    Ok(vm.new_string(&s))
}

fn u8_from_hex(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = string_arg(vm, c, 0)?;
    let d = from_hex(&s, usize::MAX);
    if d.error {
        return Err(Ctl::syntax_error("Invalid hex string"));
    }
    Ok(Value::Object(new_uint8_array(vm, d.bytes)))
}

fn u8_set_from_hex(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let s = string_arg(vm, c, 0)?;
    let max = len_of(vm, o);
    let d = from_hex(&s, max);
    write_prefix(vm, o, &d.bytes);
    if d.error {
        return Err(Ctl::syntax_error("Invalid hex string"));
    }
    Ok(read_written(vm, d.read, d.bytes.len()))
}
