//! `ArrayBuffer`, `%TypedArray%` and its eleven constructors of ES2025 (`Int8Array` …
//! `BigUint64Array`, `Float16Array` included), with the base64/hex methods of `Uint8Array`
//! (`Uint8Array.fromBase64`, `fromHex`, `toBase64`, `toHex`, `setFromBase64`, `setFromHex`).
//! `DataView` is in `dataview.rs`; both build on the element codec and views of `typed.rs`.
//!
//! A buffer is `Class::ArrayBuffer { bytes, max, flags }`: resizable (`resize` up to `max`) or
//! not, and detached by `transfer`/`transferToFixedLength` (its bytes move to the new buffer). A
//! view is `Class::TypedArray { buffer, offset, length, kind, tracking }` over it: `length`
//! elements, or (`tracking`, a view of a resizable buffer made without a length) as many as fit
//! after `offset`. Nothing follows a resize to the views: every access asks `typed::ta_record`
//! (or `dv_record`) for the view as it is now, which is out of bounds when the buffer is detached
//! or shrank below it; the methods then throw the spec's TypeError. No `SharedArrayBuffer`.
//!
//! The integer-indexed exotic behaviour (canonical numeric string keys, element writes and
//! definitions, the interpreter's fast paths) is object-model machinery in `typed.rs`, which
//! `property.rs` asks.
//!
//! What calls back is in the prelude (`prelude/typed_array.js`): the methods taking callbacks,
//! `from`/`of` (they construct `this`), the species-creating methods (`slice`, `subarray`,
//! `map`, `filter`: `constructor` and `@@species` may be getters), `toLocaleString`,
//! construction from an iterable or array-like, `set` from an array-like and `sort` with a
//! comparator. The natives here do the byte work.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, IterKind, NativeFunc, Object, Prop, Slot, abflags, attr, oflags};
use crate::numconv;
use crate::property::Lookup;
use crate::typed::{
    Elem, Kind, bigint_low64, buf_bytes, buf_bytes_mut, buf_flags, byte_view, bytes_of, elem_value, get, is_detached,
    kind_of, put, ta_record, ta_view, to_elem, with_bytes, write_elem,
};
use crate::value::{ObjId, Value};
use crate::{NativeCall, NativeFn, Vm};

/// The largest buffer a program may allocate (`caps::MAX_BUFFER_BYTES`).
const MAX_BYTES: f64 = crate::caps::MAX_BUFFER_BYTES as f64;

// ---- the element codec ------------------------------------------------------------------------

/// Argument `i` converted for a `kind` element (objects go through the prelude's ToPrimitive).
pub(crate) fn elem_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize, kind: Kind) -> JsResult<Elem> {
    let p = vm.prim_arg(c, i, "number")?;
    to_elem(vm, kind, p)
}

/// Converts an element read from one kind for another of the same content type.
fn convert(e: Elem, to: Kind) -> Elem {
    match (e, to.is_bigint()) {
        (Elem::Num(n), false) => Elem::Num(n),
        (Elem::Big(b), true) => Elem::Big(b),
        // Mixed content types are refused before any copy.
        _ => Elem::Num(0.0),
    }
}

/// The text of an element (Number::toString / BigInt::toString).
fn elem_text(kind: Kind, e: Elem) -> String {
    match e {
        Elem::Num(n) => numconv::number_to_string(n),
        Elem::Big(b) if kind == Kind::BigInt64 => (b as i64).to_string(),
        Elem::Big(b) => b.to_string(),
    }
}

// ---- views ------------------------------------------------------------------------------------

/// Whether `o` is a typed array that is not fixed-length (IsTypedArrayFixedLength false: it
/// tracks its buffer's length, or its buffer is resizable). Such an array cannot be made
/// non-extensible ([[PreventExtensions]] returns false).
pub(crate) fn ta_not_fixed_length(vm: &Vm, o: ObjId) -> bool {
    match vm.state.heap.obj(o).class {
        Class::TypedArray { tracking, buffer, .. } => tracking || buf_flags(vm, buffer) & abflags::RESIZABLE != 0,
        _ => false,
    }
}

/// The TypeError of `Object.freeze`/`seal`/`preventExtensions` on such an array.
pub(crate) fn not_fixed_length_error() -> Ctl {
    Ctl::type_error("Cannot prevent extensions of a TypedArray backed by a resizable ArrayBuffer")
}

/// `taTracking(ta)`: `[length-tracking, byte offset as stored]` (for `subarray`).
fn ta_tracking_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (tracking, offset) = match c.arg(0) {
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::TypedArray { tracking, offset, .. } => (tracking, offset),
            _ => (false, 0),
        },
        _ => (false, 0),
    };
    Ok(Value::Object(vm.new_array(vec![Value::Bool(tracking), Value::Number(f64::from(offset))])))
}

/// `abTransferInto(from, to)`: `structuredClone`'s transfer: `to` (a placeholder the clone
/// refers to) takes the bytes, length limit and resizability of `from`, which is detached.
fn ab_transfer_into_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (Value::Object(from), Value::Object(to)) = (c.arg(0), c.arg(1)) else {
        return Ok(Value::Undefined);
    };
    let taken = match &mut vm.state.heap.obj_mut(from).class {
        Class::ArrayBuffer { bytes, max, flags } if *flags & abflags::DETACHED == 0 => {
            let t = (std::mem::take(bytes), *max, *flags);
            *flags |= abflags::DETACHED;
            t
        }
        _ => return Ok(Value::Undefined),
    };
    if let Class::ArrayBuffer { bytes, max, flags } = &mut vm.state.heap.obj_mut(to).class {
        (*bytes, *max, *flags) = taken;
    }
    Ok(Value::Undefined)
}

/// The elements of a typed array.
fn elems(vm: &Vm, o: ObjId) -> Vec<Elem> {
    let Some(kind) = kind_of(vm, o) else {
        return Vec::new();
    };
    let bytes = bytes_of(vm, o).unwrap_or_default();
    bytes.chunks_exact(kind.size()).map(|b| get(kind, b)).collect()
}

/// Writes `vals` (of the array's content type) from element `start` on, as far as they fit.
fn write_elems(vm: &mut Vm, o: ObjId, start: usize, vals: &[Elem]) {
    let Some(kind) = kind_of(vm, o) else {
        return;
    };
    let size = kind.size();
    with_bytes(vm, o, |b| {
        for (chunk, v) in b.chunks_exact_mut(size).skip(start).zip(vals) {
            put(kind, *v, chunk);
        }
    });
}

/// Refuses a buffer of `len` bytes larger than the cap or than what the memory limit leaves
/// (before allocating it).
pub(crate) fn check_alloc(vm: &Vm, len: f64) -> JsResult<()> {
    let left = vm.options.max_memory.map(|l| l.saturating_sub(vm.heap_bytes()));
    let limit = left.map_or(MAX_BYTES, |l| (l as f64).min(MAX_BYTES));
    if len > limit {
        return Err(Ctl::range_error("Array buffer allocation failed"));
    }
    Ok(())
}

/// A new ArrayBuffer holding `bytes`.
pub(crate) fn new_buffer(vm: &mut Vm, bytes: Vec<u8>) -> ObjId {
    vm.state.heap.allocated += bytes.len();
    let p = vm.state.realm.arraybuffer_prototype;
    vm.state.heap.alloc(Object::new(Some(p), Class::ArrayBuffer { bytes, max: 0, flags: 0 }))
}

/// A new typed array of `kind` over a new buffer holding `bytes`, with prototype `proto`.
fn new_typed(vm: &mut Vm, kind: Kind, bytes: Vec<u8>, proto: ObjId) -> ObjId {
    let length = (bytes.len() / kind.size()) as u32;
    let buffer = new_buffer(vm, bytes);
    vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::TypedArray { buffer, offset: 0, length, kind: kind as u8, tracking: false },
    ))
}

/// A new typed array of `kind` (its intrinsic prototype) holding `vals`.
fn new_typed_from(vm: &mut Vm, kind: Kind, vals: &[Elem]) -> ObjId {
    let size = kind.size();
    let mut bytes = vec![0; vals.len() * size];
    for (chunk, v) in bytes.chunks_exact_mut(size).zip(vals) {
        put(kind, convert(*v, kind), chunk);
    }
    let p = vm.state.realm.typed_array_prototypes[kind as usize];
    new_typed(vm, kind, bytes, p)
}

/// A new Uint8Array holding `bytes`.
pub(crate) fn new_uint8_array(vm: &mut Vm, bytes: Vec<u8>) -> ObjId {
    let p = vm.state.realm.uint8array_prototype;
    new_typed(vm, Kind::Uint8, bytes, p)
}

/// `this` as a typed array.
fn this_ta(vm: &Vm, c: &NativeCall<'_>) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::TypedArray { .. }) => Ok(o),
        _ => Err(Ctl::type_error("this is not a typed array.")),
    }
}

/// `this` as a Uint8Array (ValidateUint8Array of the base64/hex methods).
fn this_u8(vm: &Vm, c: &NativeCall<'_>) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if kind_of(vm, o) == Some(Kind::Uint8) => Ok(o),
        _ => Err(Ctl::type_error("this is not a Uint8Array.")),
    }
}

fn len_of(vm: &Vm, o: ObjId) -> usize {
    ta_view(vm, o).map_or(0, |(_, _, l, _)| l)
}

/// The TypeError of a typed array method on an out-of-bounds or detached view.
fn oob_error(vm: &Vm, o: ObjId, method: &str) -> Ctl {
    let detached = ta_view(vm, o).is_some_and(|(b, ..)| is_detached(vm, b));
    let what = if detached { "a detached ArrayBuffer" } else { "an out of bounds TypedArray" };
    Ctl::type_error(format!("Cannot perform %TypedArray%.prototype.{method} on {what}"))
}

/// ValidateTypedArray: `this` as a typed array in bounds, and its length now.
fn valid_ta(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<(ObjId, usize)> {
    let o = this_ta(vm, c)?;
    revalidate(vm, o, method).map(|l| (o, l))
}

/// The length of typed array `o` now, or the TypeError when it went out of bounds (the check
/// the methods repeat after converting their arguments, which may have run program code).
fn revalidate(vm: &Vm, o: ObjId, method: &str) -> JsResult<usize> {
    match ta_record(vm, o) {
        Some((_, _, Some(len), _)) => Ok(len),
        _ => Err(oob_error(vm, o, method)),
    }
}

/// What [`begin`] found: the typed array, its length, and the converted arguments when resumed.
type Begun = (ObjId, usize, Option<Vec<Value>>);

/// The start of a method that converts arguments after ValidateTypedArray: `this` checked and
/// its length now (`None` in `.2` on a plain call). Converting an object argument runs program
/// code, which may resize or detach the buffer, and a native re-runs from its start after each
/// conversion; so when an argument named in `hints` (the ToPrimitive hint, "" for arguments the
/// method does not convert) is an object, the prelude's `typedArrayResume` converts them all and
/// calls the method again with the length found here and a marker (the `taValidate` native)
/// after the converted arguments: that call starts with them, skipping the validation.
fn begin(
    vm: &mut Vm,
    c: &NativeCall<'_>,
    method: &str,
    hints: &[&str],
    on_empty: Option<Value>,
) -> JsResult<Result<Begun, Value>> {
    let o = this_ta(vm, c)?;
    let n = c.args.len();
    if n >= 2
        && let Value::Object(_) = c.args[n - 2]
        && c.args[n - 2] == vm.hidden_value("taValidate")
    {
        let len = c.args[n - 1].as_number().unwrap_or(0.0) as usize;
        return Ok(Ok((o, len, Some(c.args[..n - 2].to_vec()))));
    }
    let len = revalidate(vm, o, method)?;
    // The search methods answer an empty array before converting anything.
    if let (0, Some(v)) = (len, on_empty) {
        return Ok(Err(v));
    }
    let converts = hints.iter().enumerate().any(|(i, h)| !h.is_empty() && matches!(c.arg(i), Value::Object(_)));
    if converts {
        let hs: Vec<Value> = hints.iter().map(|h| vm.atom_str(h)).collect();
        let hs = vm.new_array(hs);
        let args = vm.new_array(c.args.to_vec());
        return Err(tail_err(
            vm,
            "typedArrayResume",
            Value::Undefined,
            vec![Value::Object(c.callee), c.this, Value::Object(args), Value::Object(hs), Value::Number(len as f64)],
        ));
    }
    Ok(Ok((o, len, None)))
}

/// `begin` for method `$m` with `hints`: binds `$o` and `$len`, and rebinds `$c` to the
/// converted arguments when resumed.
macro_rules! begin {
    ($vm:ident, $c:ident, $o:ident, $len:ident, $m:literal, $hints:expr) => {
        begin!($vm, $c, $o, $len, $m, $hints, None)
    };
    ($vm:ident, $c:ident, $o:ident, $len:ident, $m:literal, $hints:expr, $empty:expr) => {
        let ($o, $len, resumed) = match begin($vm, $c, $m, $hints, $empty)? {
            Ok(b) => b,
            Err(v) => return Ok(v),
        };
        let rebound;
        let $c = match &resumed {
            Some(args) => {
                rebound = NativeCall { args, ..*$c };
                &rebound
            }
            None => $c,
        };
    };
}

/// `taValidate(v, method)`: the prelude's ValidateTypedArray (the length now, or a TypeError).
fn ta_validate_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("this is not a typed array."));
    };
    if kind_of(vm, o).is_none() {
        return Err(Ctl::type_error("this is not a typed array."));
    }
    let method = text_arg(vm, c, 1);
    revalidate(vm, o, &method).map(|l| Value::Number(l as f64))
}

/// ToIndex: a non-negative integer up to 2^53 - 1, else `None` (the caller's RangeError).
pub(crate) fn to_index(n: f64) -> Option<f64> {
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

/// The one-off setter of [`typed_set`]: `this` is the typed array, the callee's data the index
/// (-1: convert only).
fn set_element_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Ok(Value::Undefined);
    };
    let Some(kind) = kind_of(vm, o) else {
        return Ok(Value::Undefined);
    };
    let e = elem_arg(vm, c, 0, kind)?;
    let at = match &vm.state.heap.obj(c.callee).class {
        Class::Native(NativeFunc { data: Value::Number(i), .. }) => *i,
        _ => -1.0,
    };
    if at >= 0.0 {
        write_elem(vm, o, at as usize, e);
    }
    Ok(Value::Undefined)
}

// ---- setup ------------------------------------------------------------------------------------

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let fp = vm.state.realm.function_prototype;

    // ArrayBuffer.
    let abp = vm.intrinsic_object(Some(op));
    vm.state.realm.arraybuffer_prototype = abp;
    let ab = vm.def_ctor("ArrayBuffer", 1, ab_ctor, abp);
    crate::builtins::collections::def_species(vm, ab);
    vm.def_method(ab, "isView", 1, ab_is_view);
    vm.def_getter(abp, "byteLength", ab_byte_length);
    vm.def_getter(abp, "maxByteLength", ab_max_byte_length);
    vm.def_getter(abp, "resizable", ab_resizable);
    vm.def_getter(abp, "detached", ab_detached);
    vm.def_method(abp, "resize", 1, ab_resize);
    vm.def_method(abp, "slice", 2, ab_slice);
    vm.def_method(abp, "transfer", 0, ab_transfer);
    vm.def_method(abp, "transferToFixedLength", 0, ab_transfer_fixed);
    vm.tag(abp, "ArrayBuffer");

    // %TypedArray%.
    let tap = vm.intrinsic_object(Some(op));
    let id = vm.register_native("TypedArray", 0, ta_abstract);
    let mut o = Object::new(Some(fp), Class::Native(NativeFunc { id, ctor: true, data: Value::Undefined }));
    o.flags |= oflags::LAZY_FUNC;
    let ta = vm.state.heap.alloc(o);
    vm.materialize(ta);
    vm.state.realm.typed_array_ctor = ta;
    vm.state.realm.typed_array_prototype = tap;
    vm.link_constructor(ta, 0, tap, attr::HIDDEN);
    crate::builtins::collections::def_species(vm, ta);
    for (name, f) in [
        ("buffer", ta_buffer as NativeFn),
        ("byteLength", ta_byte_length),
        ("byteOffset", ta_byte_offset),
        ("length", ta_length),
    ] {
        let g = vm.def_getter(tap, name, f);
        if name == "length"
            && let Class::Native(NativeFunc { id, .. }) = vm.state.heap.obj(g).class
        {
            vm.ta_length_native = id;
        }
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
        ("sort", 1, ta_sort),
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

    // The eleven constructors: `Kind` order, so realm ids stay stable.
    for kind in Kind::ALL {
        let p = vm.intrinsic_object(Some(tap));
        let c = vm.def_ctor(kind.name(), 3, ta_ctor, p);
        vm.state.heap.obj_mut(c).proto = Some(ta);
        if let Class::Native(f) = &mut vm.state.heap.obj_mut(c).class {
            f.data = Value::Number(kind as u8 as f64);
        }
        let bpe = Value::Number(kind.size() as f64);
        vm.def_value(c, "BYTES_PER_ELEMENT", bpe, 0);
        vm.def_value(p, "BYTES_PER_ELEMENT", bpe, 0);
        vm.state.realm.typed_array_ctors[kind as usize] = c;
        vm.state.realm.typed_array_prototypes[kind as usize] = p;
    }
    let u8c = vm.state.realm.typed_array_ctors[Kind::Uint8 as usize];
    let u8p = vm.state.realm.typed_array_prototypes[Kind::Uint8 as usize];
    vm.state.realm.uint8array_prototype = u8p;
    vm.def_method(u8c, "fromHex", 1, u8_from_hex);
    vm.def_method(u8p, "toHex", 0, u8_to_hex);
    vm.def_method(u8p, "setFromHex", 1, u8_set_from_hex);

    vm.def_hidden("taCreate", 3, ta_create_hidden);
    vm.def_hidden("taKind", 1, ta_kind_hidden);
    vm.def_hidden("taElements", 1, ta_elements_hidden);
    vm.def_hidden("taWrite", 2, ta_write_hidden);
    vm.def_hidden("taCopy", 4, ta_copy_hidden);
    vm.def_hidden("abCopy", 4, ab_copy_hidden);
    vm.def_hidden("abDetached", 1, ab_detached_hidden);
    vm.def_hidden("taValidate", 2, ta_validate_hidden);
    vm.def_hidden("taTracking", 1, ta_tracking_hidden);
    vm.def_hidden("abTransferInto", 2, ab_transfer_into_hidden);
    vm.def_hidden("u8FromBase64", 3, u8_from_base64_hidden);
    vm.def_hidden("u8SetFromBase64", 4, u8_set_from_base64_hidden);
    vm.def_hidden("u8ToBase64", 3, u8_to_base64_hidden);
    vm.def_hidden("typedArraySetElement", 1, set_element_hidden);
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
    // GetArrayBufferMaxByteLengthOption: natively when `maxByteLength` is an own data property
    // holding a primitive; else the prelude reads it (a getter, a proxy, an object value) and
    // constructs again with the number.
    let max = match c.arg(1) {
        Value::Object(opts) => {
            let key = vm.intern("maxByteLength");
            let plain = matches!(vm.state.heap.obj(opts).class, Class::Ordinary);
            match vm.get_own(opts, key).map(|p| p.slot) {
                Some(Slot::Data(v)) if plain && !matches!(v, Value::Object(_)) => {
                    if v.is_undefined() {
                        None
                    } else {
                        let m = vm.to_number(v)?;
                        match to_index(m) {
                            Some(m) => Some(m),
                            None => return Err(Ctl::range_error("Invalid array buffer max length")),
                        }
                    }
                }
                _ => {
                    return tail(
                        vm,
                        "arrayBufferWithOptions",
                        Value::Undefined,
                        vec![Value::Number(len), c.arg(1), Value::Object(nt)],
                    );
                }
            }
        }
        _ => None,
    };
    if let Some(m) = max
        && len > m
    {
        return Err(Ctl::range_error("Invalid array buffer length: larger than maxByteLength"));
    }
    if let Some(r) = proto_getter_detour(vm, c, nt) {
        return r;
    }
    let abp = vm.state.realm.arraybuffer_prototype;
    let proto = vm.proto_from_ctor(nt, abp);
    if let Some(m) = max
        && m > MAX_BYTES
    {
        return Err(Ctl::range_error("Invalid array buffer max length"));
    }
    check_alloc(vm, len)?;
    let b = new_buffer(vm, vec![0; len as usize]);
    vm.state.heap.obj_mut(b).proto = Some(proto);
    if let (Some(m), Class::ArrayBuffer { max, flags, .. }) = (max, &mut vm.state.heap.obj_mut(b).class) {
        *max = m as u32;
        *flags |= abflags::RESIZABLE;
    }
    Ok(Value::Object(b))
}

fn ab_is_view(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o)
        if matches!(vm.state.heap.obj(o).class, Class::TypedArray { .. } | Class::DataView { .. }))))
}

fn this_ab(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::ArrayBuffer { .. }) => Ok(o),
        _ => Err(Ctl::type_error(format!("Method ArrayBuffer.prototype.{method} called on incompatible receiver"))),
    }
}

/// `[[ArrayBufferByteLength]]` (0 when detached, or for any other object).
pub(crate) fn ab_len(vm: &Vm, o: ObjId) -> usize {
    buf_bytes(vm, o).map_or(0, Vec::len)
}

fn ab_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "byteLength")?;
    Ok(Value::Number(ab_len(vm, o) as f64))
}

fn ab_max_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "maxByteLength")?;
    Ok(Value::Number(match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer { flags, .. } if flags & abflags::DETACHED != 0 => 0.0,
        Class::ArrayBuffer { max, flags, .. } if flags & abflags::RESIZABLE != 0 => f64::from(*max),
        Class::ArrayBuffer { bytes, .. } => bytes.len() as f64,
        _ => 0.0,
    }))
}

fn ab_resizable(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "resizable")?;
    Ok(Value::Bool(buf_flags(vm, o) & abflags::RESIZABLE != 0))
}

fn ab_detached(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "detached")?;
    Ok(Value::Bool(is_detached(vm, o)))
}

/// `abDetached(v)`: whether `v` is a detached ArrayBuffer.
fn ab_detached_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o) if is_detached(vm, o))))
}

/// `resize(newLength)`: a resizable buffer grows (zero-filled, through the same allocation
/// checks as a new buffer) or shrinks in place; its views see the change.
fn ab_resize(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "resize")?;
    if buf_flags(vm, o) & abflags::RESIZABLE == 0 {
        return Err(Ctl::type_error(
            "Method ArrayBuffer.prototype.resize called on incompatible receiver #<ArrayBuffer>",
        ));
    }
    let n = vm.num_arg(c, 0)?;
    let Some(new_len) = to_index(n) else {
        return Err(Ctl::range_error("ArrayBuffer.prototype.resize: Invalid length parameter"));
    };
    if is_detached(vm, o) {
        return Err(Ctl::type_error("Cannot perform ArrayBuffer.prototype.resize on a detached ArrayBuffer"));
    }
    let (cur, max) = match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer { bytes, max, .. } => (bytes.len(), f64::from(*max)),
        _ => (0, 0.0),
    };
    if new_len > max {
        return Err(Ctl::range_error("ArrayBuffer.prototype.resize: Invalid length parameter"));
    }
    let new_len = new_len as usize;
    if new_len > cur {
        check_alloc(vm, (new_len - cur) as f64)?;
        vm.state.heap.allocated += new_len - cur;
    }
    if let Some(b) = buf_bytes_mut(vm, o) {
        b.resize(new_len, 0);
        if new_len < cur {
            b.shrink_to(new_len.max(64));
        }
    }
    Ok(Value::Undefined)
}

fn ab_transfer(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    copy_and_detach(vm, c, "transfer", true)
}

fn ab_transfer_fixed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    copy_and_detach(vm, c, "transferToFixedLength", false)
}

/// ArrayBufferCopyAndDetach: a new buffer with the bytes (truncated or zero-extended to
/// `newLength`), `this` detached. The bytes move when the length stays.
fn copy_and_detach(vm: &mut Vm, c: &NativeCall<'_>, method: &str, keep_resizable: bool) -> JsResult<Value> {
    let o = this_ab(vm, c, method)?;
    let new_len = if c.arg(0).is_undefined() {
        None
    } else {
        let n = vm.num_arg(c, 0)?;
        match to_index(n) {
            Some(l) => Some(l),
            None => return Err(Ctl::range_error(format!("ArrayBuffer.prototype.{method}: Invalid length parameter"))),
        }
    };
    let (cur, max, flags) = match &vm.state.heap.obj(o).class {
        Class::ArrayBuffer { bytes, max, flags } => (bytes.len(), *max, *flags),
        _ => (0, 0, 0),
    };
    if flags & abflags::DETACHED != 0 {
        return Err(Ctl::type_error(format!(
            "Cannot perform ArrayBuffer.prototype.{method} on a detached ArrayBuffer"
        )));
    }
    let new_len = new_len.unwrap_or(cur as f64);
    let resizable = keep_resizable && flags & abflags::RESIZABLE != 0;
    if resizable && new_len > f64::from(max) {
        return Err(Ctl::range_error(format!("ArrayBuffer.prototype.{method}: Invalid length parameter")));
    }
    // The cap is on the whole buffer, the memory limit on what it adds (the bytes move).
    if new_len > MAX_BYTES {
        return Err(Ctl::range_error("Array buffer allocation failed"));
    }
    if new_len > cur as f64 {
        check_alloc(vm, new_len - cur as f64)?;
    }
    let new_len = new_len as usize;
    let mut bytes = match &mut vm.state.heap.obj_mut(o).class {
        Class::ArrayBuffer { bytes, flags, .. } => {
            *flags |= abflags::DETACHED;
            std::mem::take(bytes)
        }
        _ => Vec::new(),
    };
    bytes.resize(new_len, 0);
    if new_len > cur {
        vm.state.heap.allocated += new_len - cur;
    }
    let b = new_buffer(vm, Vec::new());
    if let Class::ArrayBuffer { bytes: slot, max: m, flags: f } = &mut vm.state.heap.obj_mut(b).class {
        *slot = bytes;
        if resizable {
            *m = max;
            *f = abflags::RESIZABLE;
        }
    }
    Ok(Value::Object(b))
}

/// `ArrayBuffer.prototype.slice`: natively when the species is the intrinsic ArrayBuffer,
/// else the prelude's `arrayBufferSliceSpecies`.
fn ab_slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ab(vm, c, "slice")?;
    if is_detached(vm, o) {
        return Err(Ctl::type_error("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer"));
    }
    if !ab_default_species(vm, o) {
        return tail(vm, "arrayBufferSliceSpecies", c.this, c.args.to_vec());
    }
    let len = ab_len(vm, o);
    let start = rel_arg(vm, c, 0, len, 0)?;
    let end = rel_arg(vm, c, 1, len, len)?;
    if is_detached(vm, o) {
        return Err(Ctl::type_error("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer"));
    }
    let count = end.saturating_sub(start);
    check_alloc(vm, count as f64)?;
    // The arguments' conversion may have shrunk the buffer: what is gone reads as zeros.
    let mut bytes = vec![0; count];
    if let Some(b) = buf_bytes(vm, o) {
        let have = b.len().saturating_sub(start).min(count);
        bytes[..have].copy_from_slice(&b[start..start + have]);
    }
    Ok(Value::Object(new_buffer(vm, bytes)))
}

/// Whether SpeciesConstructor(o, %ArrayBuffer%) is %ArrayBuffer% with no program code involved:
/// `o` has no own `constructor`, its prototype is the intrinsic one whose `constructor` is the
/// intrinsic (a data property) with its original `@@species` getter.
fn ab_default_species(vm: &mut Vm, o: ObjId) -> bool {
    let abp = vm.state.realm.arraybuffer_prototype;
    if vm.state.heap.obj(o).proto != Some(abp) || vm.get_own(o, atom::CONSTRUCTOR).is_some() {
        return false;
    }
    let Some(Slot::Data(Value::Object(ctor))) = vm.state.heap.obj(abp).props.get(atom::CONSTRUCTOR).map(|p| p.slot)
    else {
        return false;
    };
    let is_native = |vm: &Vm, f: ObjId, name: &str| matches!(&vm.state.heap.obj(f).class, Class::Native(n) if vm.native_meta(n.id).1 == name);
    if !is_native(vm, ctor, "ArrayBuffer") {
        return false;
    }
    matches!(vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot),
        Some(Slot::Accessor { get: Some(g), .. }) if is_native(vm, g, "get [Symbol.species]"))
}

/// GetPrototypeFromConstructor when `new_target.prototype` is a getter, which a native cannot
/// call: `Some(tail call)` of the prelude's `constructWithProtoGetter`, which reads it and
/// constructs again with a stand-in new target carrying the result and the arguments as
/// converted so far (so no conversion runs twice). `None`: `proto_from_ctor` can read it.
pub(crate) fn proto_getter_detour(vm: &mut Vm, c: &NativeCall<'_>, nt: ObjId) -> Option<JsResult<Value>> {
    if !matches!(vm.lookup(nt, atom::PROTOTYPE), Lookup::Getter(_)) {
        return None;
    }
    let args = vm.new_array(c.args.to_vec());
    Some(tail(
        vm,
        "constructWithProtoGetter",
        Value::Undefined,
        vec![Value::Object(c.callee), Value::Object(args), Value::Object(nt)],
    ))
}

/// The control value that hands the call to a prelude function exported as `name`.
fn tail_err(vm: &mut Vm, name: &str, this: Value, args: Vec<Value>) -> Ctl {
    match tail(vm, name, this, args) {
        Err(e) => e,
        Ok(_) => Ctl::type_error(format!("{name} is not available")),
    }
}

/// Hands the call to a prelude function exported as `name`.
fn tail(vm: &mut Vm, name: &str, this: Value, args: Vec<Value>) -> JsResult<Value> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::type_error(format!("{name} is not available")));
    };
    Err(Ctl::TailCall(Box::new(TailCall { callee: Value::Object(f), this, args, new_target: None })))
}

/// `abCopy(from, to, start, count)`: copies bytes `start..start+count` of buffer `from` to the
/// start of buffer `to` (as far as both reach).
fn ab_copy_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (Value::Object(from), Value::Object(to)) = (c.arg(0), c.arg(1)) else {
        return Ok(Value::Undefined);
    };
    let start = c.arg(2).as_number().unwrap_or(0.0) as usize;
    let count = c.arg(3).as_number().unwrap_or(0.0) as usize;
    let Some(b) = buf_bytes(vm, from) else {
        return Ok(Value::Undefined);
    };
    let s = start.min(b.len());
    let src = b[s..(s + count).min(b.len())].to_vec();
    if let Some(b) = buf_bytes_mut(vm, to) {
        let n = src.len().min(b.len());
        b[..n].copy_from_slice(&src[..n]);
    }
    Ok(Value::Undefined)
}

// ---- %TypedArray% -----------------------------------------------------------------------------

fn ta_abstract(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Err(Ctl::type_error("Abstract class TypedArray not directly constructable"))
}

fn ta_buffer(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(ta_view(vm, o).map_or(Value::Undefined, |(b, _, _, _)| Value::Object(b)))
}
fn ta_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(ta_view(vm, o).map_or(0, |(_, _, l, k)| l * k.size()) as f64))
}
fn ta_byte_offset(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(match ta_record(vm, o) {
        Some((_, off, Some(_), _)) => off as f64,
        _ => 0.0,
    }))
}
fn ta_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    Ok(Value::Number(len_of(vm, o) as f64))
}
fn ta_tag(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(match c.this {
        Value::Object(o) => match kind_of(vm, o) {
            Some(k) => vm.atom_str(k.name()),
            None => Value::Undefined,
        },
        _ => Value::Undefined,
    })
}

/// The kind a typed array constructor makes (its native data).
fn ctor_kind(vm: &Vm, f: ObjId) -> Kind {
    match &vm.state.heap.obj(f).class {
        Class::Native(NativeFunc { data: Value::Number(k), .. }) => Kind::from_u8(*k as u8),
        _ => Kind::Uint8,
    }
}

/// `new Int8Array(…)` … `new BigUint64Array(…)`: from a length, a typed array, an ArrayBuffer
/// (with byte offset and length), or an iterable/array-like (the prelude reads it).
fn ta_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let kind = ctor_kind(vm, c.callee);
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error(format!("Constructor {} requires 'new'", kind.name())));
    };
    let default_proto = vm.state.realm.typed_array_prototypes[kind as usize];
    let size = kind.size();
    let Value::Object(src) = c.arg(0) else {
        let n = if c.arg(0).is_undefined() { 0.0 } else { vm.num_arg(c, 0)? };
        let Some(len) = to_index(n) else {
            return Err(Ctl::range_error(format!("Invalid typed array length: {}", numconv::number_to_string(n))));
        };
        if let Some(r) = proto_getter_detour(vm, c, nt) {
            return r;
        }
        let proto = vm.proto_from_ctor(nt, default_proto);
        check_alloc(vm, len * size as f64)?;
        return Ok(Value::Object(new_typed(vm, kind, vec![0; len as usize * size], proto)));
    };
    if let Some(r) = proto_getter_detour(vm, c, nt) {
        return r;
    }
    let proto = vm.proto_from_ctor(nt, default_proto);
    if matches!(vm.state.heap.obj(src).class, Class::ArrayBuffer { .. }) {
        let off_n = vm.num_arg(c, 1)?;
        let Some(off) = to_index(off_n) else {
            return Err(Ctl::range_error(format!(
                "Start offset {} is outside the bounds of the buffer",
                numconv::number_to_string(numconv::to_integer_or_infinity(off_n))
            )));
        };
        if off % size as f64 != 0.0 {
            return Err(Ctl::range_error(format!("start offset of {} should be a multiple of {size}", kind.name())));
        }
        let new_len = if c.arg(2).is_undefined() {
            None
        } else {
            let l = vm.num_arg(c, 2)?;
            let Some(l) = to_index(l) else {
                return Err(Ctl::range_error(format!("Invalid typed array length: {}", numconv::number_to_string(l))));
            };
            Some(l)
        };
        if is_detached(vm, src) {
            return Err(Ctl::type_error(format!("Cannot construct a {} on a detached ArrayBuffer", kind.name())));
        }
        let buf_len = ab_len(vm, src) as f64;
        let resizable = buf_flags(vm, src) & abflags::RESIZABLE != 0;
        let (byte_len, tracking) = match new_len {
            None if resizable => {
                if off > buf_len {
                    return Err(Ctl::range_error(format!("Start offset {off} is outside the bounds of the buffer")));
                }
                (0.0, true)
            }
            None => {
                if buf_len % size as f64 != 0.0 {
                    return Err(Ctl::range_error(format!(
                        "byte length of {} should be a multiple of {size}",
                        kind.name()
                    )));
                }
                if off > buf_len {
                    return Err(Ctl::range_error(format!("Start offset {off} is outside the bounds of the buffer")));
                }
                (buf_len - off, false)
            }
            Some(l) => {
                if off + l * size as f64 > buf_len {
                    return Err(Ctl::range_error(format!("Invalid typed array length: {l}")));
                }
                (l * size as f64, false)
            }
        };
        let o = vm.state.heap.alloc(Object::new(
            Some(proto),
            Class::TypedArray {
                buffer: src,
                offset: off as u32,
                length: (byte_len / size as f64) as u32,
                kind: kind as u8,
                tracking,
            },
        ));
        return Ok(Value::Object(o));
    }
    if let Some(src_kind) = kind_of(vm, src) {
        if ta_record(vm, src).is_some_and(|(_, _, len, _)| len.is_none()) {
            return Err(Ctl::type_error(format!(
                "Cannot construct a {} from a detached or out of bounds {}",
                kind.name(),
                src_kind.name()
            )));
        }
        if src_kind.is_bigint() != kind.is_bigint() {
            return Err(Ctl::type_error(format!(
                "Content type mismatch: cannot create a {} from a {}",
                kind.name(),
                src_kind.name()
            )));
        }
        let vals = elems(vm, src);
        check_alloc(vm, (vals.len() * size) as f64)?;
        let o = new_typed_from(vm, kind, &vals);
        vm.state.heap.obj_mut(o).proto = Some(proto);
        return Ok(Value::Object(o));
    }
    if let Some(vals) = plain_array(vm, src, true) {
        check_alloc(vm, (vals.len() * size) as f64)?;
        let o = new_typed(vm, kind, vec![0; vals.len() * size], proto);
        for (i, v) in vals.into_iter().enumerate() {
            let e = to_elem(vm, kind, v)?;
            write_elem(vm, o, i, e);
        }
        return Ok(Value::Object(o));
    }
    tail(
        vm,
        "typedArrayFromObject",
        Value::Undefined,
        vec![Value::Object(src), Value::Object(proto), Value::Number(kind as u8 as f64)],
    )
}

/// `taCreate(kind, proto, length)`: a new zero-filled typed array (RangeError when too large).
fn ta_create_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let kind = Kind::from_u8(c.arg(0).as_number().unwrap_or(0.0) as u8);
    let proto = match c.arg(1) {
        Value::Object(p) => p,
        _ => vm.state.realm.typed_array_prototypes[kind as usize],
    };
    let len = c.arg(2).as_number().unwrap_or(0.0);
    check_alloc(vm, len * kind.size() as f64)?;
    Ok(Value::Object(new_typed(vm, kind, vec![0; len as usize * kind.size()], proto)))
}

/// `taKind(v)`: the element kind of a typed array, or -1.
fn ta_kind_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(match c.arg(0) {
        Value::Object(o) => kind_of(vm, o).map_or(-1.0, |k| f64::from(k as u8)),
        _ => -1.0,
    }))
}

/// `taElements(ta)`: its elements as an array.
fn ta_elements_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(Value::Object(vm.new_array(Vec::new())));
    };
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let vals: Vec<Value> = elems(vm, o).into_iter().map(|e| elem_value(vm, kind, e)).collect();
    Ok(Value::Object(vm.new_array(vals)))
}

/// `taWrite(ta, values)`: overwrites its elements from the start with primitives of its content
/// type (the sorted values of `sort` with a comparator).
fn ta_write_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(Value::Undefined);
    };
    let Some(kind) = kind_of(vm, o) else {
        return Ok(Value::Undefined);
    };
    let vals = vm.array_values(c.arg(1));
    let mut out = Vec::with_capacity(vals.len());
    for v in vals {
        out.push(to_elem(vm, kind, v)?);
    }
    write_elems(vm, o, 0, &out);
    Ok(Value::Undefined)
}

/// `taCopy(target, source, start, end)`: elements `start..end` of `source` to the start of
/// `target` (same content type; converted when the kinds differ, bytes copied when they match).
fn ta_copy_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (Value::Object(t), Value::Object(s)) = (c.arg(0), c.arg(1)) else {
        return Ok(Value::Undefined);
    };
    let (Some(tk), Some(sk)) = (kind_of(vm, t), kind_of(vm, s)) else {
        return Ok(Value::Undefined);
    };
    if tk.is_bigint() != sk.is_bigint() {
        return Err(Ctl::type_error("Content type mismatch"));
    }
    let start = c.arg(2).as_number().unwrap_or(0.0) as usize;
    let end = c.arg(3).as_number().unwrap_or(0.0) as usize;
    if tk == sk {
        let size = tk.size();
        let (Some((tb, toff, tlen)), Some((sb, soff, slen))) = (byte_view(vm, t), byte_view(vm, s)) else {
            return Ok(Value::Undefined);
        };
        if tb == sb {
            // One buffer: byte by byte, front to back, as the spec copies (an overlap repeats).
            let from = soff + start * size;
            let count = ((end.saturating_sub(start)) * size).min(tlen).min(slen.saturating_sub(start * size));
            if let Some(b) = buf_bytes_mut(vm, tb) {
                for i in 0..count {
                    if let (Some(&x), true) = (b.get(from + i), toff + i < b.len()) {
                        b[toff + i] = x;
                    }
                }
            }
            return Ok(Value::Undefined);
        }
        let bytes = bytes_of(vm, s).unwrap_or_default();
        let part = bytes.get(start * size..(end * size).min(bytes.len())).unwrap_or(&[]).to_vec();
        with_bytes(vm, t, |b| {
            let n = part.len().min(b.len());
            b[..n].copy_from_slice(&part[..n]);
        });
    } else {
        let vals = elems(vm, s);
        let part: Vec<Elem> = vals.get(start..end.min(vals.len())).unwrap_or(&[]).to_vec();
        write_elems(vm, t, 0, &part);
    }
    Ok(Value::Undefined)
}

fn iter(vm: &mut Vm, c: &NativeCall<'_>, kind: u8) -> JsResult<Value> {
    let (o, _) = valid_ta(vm, c, ["keys", "values", "entries"][kind as usize % 3])?;
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
    begin!(vm, c, o, len, "at", &["number"]);
    let len = len as f64;
    let i = vm.int_arg(c, 0)?;
    let k = if i >= 0.0 { i } else { len + i };
    if k < 0.0 || k >= len {
        return Ok(Value::Undefined);
    }
    Ok(vm.typed_get(o, k as u32).unwrap_or(Value::Undefined))
}

fn ta_copy_within(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "copyWithin", &["number", "number", "number"]);
    let to = rel_arg(vm, c, 0, len, 0)?;
    let from = rel_arg(vm, c, 1, len, 0)?;
    let fin = rel_arg(vm, c, 2, len, len)?;
    let count = fin.saturating_sub(from).min(len - to);
    if count > 0 {
        // The conversions may have shrunk the buffer: copy only what is still inside the view.
        let len = revalidate(vm, o, "copyWithin")?;
        let size = kind_of(vm, o).map_or(1, Kind::size);
        let count = count.min(len.saturating_sub(from)).min(len.saturating_sub(to));
        if count > 0 {
            with_bytes(vm, o, |b| {
                if (from + count) * size <= b.len() && (to + count) * size <= b.len() {
                    b.copy_within(from * size..(from + count) * size, to * size);
                }
            });
        }
    }
    Ok(Value::Object(o))
}

fn ta_fill(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "fill", &["number", "number", "number"]);
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let e = elem_arg(vm, c, 0, kind)?;
    let start = rel_arg(vm, c, 1, len, 0)?;
    let end = rel_arg(vm, c, 2, len, len)?;
    let end = end.min(revalidate(vm, o, "fill")?);
    if start < end {
        let size = kind.size();
        let mut one = [0u8; 8];
        put(kind, e, &mut one);
        with_bytes(vm, o, |b| {
            for chunk in b.chunks_exact_mut(size).skip(start).take(end - start) {
                chunk.copy_from_slice(&one[..size]);
            }
        });
    }
    Ok(Value::Object(o))
}

/// The element a search argument denotes in an array of `kind`, if any element could equal it.
fn search_elem(vm: &Vm, kind: Kind, v: Value) -> Option<Elem> {
    match v {
        Value::Number(n) if !kind.is_bigint() => Some(Elem::Num(n)),
        Value::BigInt(b) if kind.is_bigint() => {
            let b = vm.state.heap.bigint(b);
            let fits = if kind == Kind::BigInt64 { i64::try_from(b).is_ok() } else { u64::try_from(b).is_ok() };
            fits.then(|| Elem::Big(bigint_low64(b)))
        }
        _ => None,
    }
}

/// Whether element `e` matches the search value (`nan`: SameValueZero, else strict equality).
fn matches_elem(e: Elem, s: Elem, nan: bool) -> bool {
    match (e, s) {
        (Elem::Num(a), Elem::Num(b)) => a == b || (nan && a.is_nan() && b.is_nan()),
        (Elem::Big(a), Elem::Big(b)) => a == b,
        _ => false,
    }
}

fn ta_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "indexOf", &["", "number"], Some(Value::Number(-1.0)));
    if len == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = rel_arg(vm, c, 1, len, 0)?;
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let Some(s) = search_elem(vm, kind, c.arg(0)) else {
        return Ok(Value::Number(-1.0));
    };
    let found = elems(vm, o).iter().take(len).skip(from).position(|&e| matches_elem(e, s, false)).map(|p| p + from);
    Ok(Value::Number(found.map_or(-1.0, |p| p as f64)))
}

fn ta_last_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "lastIndexOf", &["", "number"], Some(Value::Number(-1.0)));
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
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let Some(s) = search_elem(vm, kind, c.arg(0)) else {
        return Ok(Value::Number(-1.0));
    };
    let vals = elems(vm, o);
    let found = (0..=from as usize).rev().find(|&i| vals.get(i).is_some_and(|&e| matches_elem(e, s, false)));
    Ok(Value::Number(found.map_or(-1.0, |p| p as f64)))
}

fn ta_includes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "includes", &["", "number"], Some(Value::Bool(false)));
    if len == 0 {
        return Ok(Value::Bool(false));
    }
    let from = rel_arg(vm, c, 1, len, 0)?;
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    // Elements past a shrunk end read as undefined (and so match undefined).
    if c.arg(0).is_undefined() && len_of(vm, o) < len && from < len {
        return Ok(Value::Bool(true));
    }
    let Some(s) = search_elem(vm, kind, c.arg(0)) else {
        return Ok(Value::Bool(false));
    };
    let found = elems(vm, o).iter().take(len).skip(from).any(|&e| matches_elem(e, s, true));
    Ok(Value::Bool(found))
}

fn join_with(vm: &mut Vm, o: ObjId, sep: &[u16], len: usize) -> Value {
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let vals = elems(vm, o);
    let mut out: Vec<u16> = Vec::with_capacity(len * 4);
    for i in 0..len {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        // Elements past a shrunk end read as undefined: empty.
        if let Some(&e) = vals.get(i) {
            out.extend(elem_text(kind, e).bytes().map(u16::from));
        }
    }
    vm.new_str_vec(out)
}

fn ta_join(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "join", &["string"]);
    let sep: Vec<u16> = if c.arg(0).is_undefined() {
        vec![0x2C]
    } else {
        let s = vm.str_arg(c, 0)?;
        vm.str_text(s).to_vec()
    };
    Ok(join_with(vm, o, &sep, len))
}

fn ta_reverse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (o, _) = valid_ta(vm, c, "reverse")?;
    let mut vals = elems(vm, o);
    vals.reverse();
    write_elems(vm, o, 0, &vals);
    Ok(Value::Object(o))
}

fn ta_to_reversed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (o, _) = valid_ta(vm, c, "toReversed")?;
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let mut vals = elems(vm, o);
    vals.reverse();
    Ok(Value::Object(new_typed_from(vm, kind, &vals)))
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

/// Sorts in the default numeric order: -0 before +0, NaN last; BigInts by value.
fn sort_default(kind: Kind, vals: &mut [Elem]) {
    vals.sort_by(|a, b| match (*a, *b) {
        (Elem::Num(x), Elem::Num(y)) => match (x.is_nan(), y.is_nan()) {
            (true, true) => std::cmp::Ordering::Equal,
            (true, false) => std::cmp::Ordering::Greater,
            (false, true) => std::cmp::Ordering::Less,
            _ => x.total_cmp(&y),
        },
        (Elem::Big(x), Elem::Big(y)) if kind == Kind::BigInt64 => (x as i64).cmp(&(y as i64)),
        (Elem::Big(x), Elem::Big(y)) => x.cmp(&y),
        _ => std::cmp::Ordering::Equal,
    });
}

fn ta_sort(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let with_fn = comparator(vm, c)?;
    let (o, _) = valid_ta(vm, c, "sort")?;
    if with_fn {
        return tail(vm, "typedArraySortWith", Value::Undefined, vec![Value::Object(o), c.arg(0)]);
    }
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let mut vals = elems(vm, o);
    sort_default(kind, &mut vals);
    write_elems(vm, o, 0, &vals);
    Ok(Value::Object(o))
}

fn ta_to_sorted(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let with_fn = comparator(vm, c)?;
    let (o, _) = valid_ta(vm, c, "toSorted")?;
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let mut vals = elems(vm, o);
    if !with_fn {
        sort_default(kind, &mut vals);
    }
    let copy = new_typed_from(vm, kind, &vals);
    if with_fn {
        return tail(vm, "typedArraySortWith", Value::Undefined, vec![Value::Object(copy), c.arg(0)]);
    }
    Ok(Value::Object(copy))
}

fn ta_with(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    begin!(vm, c, o, len, "with", &["number", "number"]);
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    let len = len as f64;
    let rel = vm.int_arg(c, 0)?;
    let e = elem_arg(vm, c, 1, kind)?;
    let k = if rel >= 0.0 { rel } else { len + rel };
    if k < 0.0 || k >= len_of(vm, o) as f64 {
        return Err(Ctl::range_error("Invalid typed array index"));
    }
    let mut vals = elems(vm, o);
    vals.resize(len as usize, if kind.is_bigint() { Elem::Big(0) } else { Elem::Num(f64::NAN) });
    if let Some(slot) = vals.get_mut(k as usize) {
        *slot = e;
    }
    Ok(Value::Object(new_typed_from(vm, kind, &vals)))
}

/// The elements of a dense array of primitives, when reading them needs no program code: no
/// element is an object or a hole and (with `check_iterator`) its iteration is the original.
fn plain_array(vm: &mut Vm, a: ObjId, check_iterator: bool) -> Option<Vec<Value>> {
    let (dense, len) = match &vm.state.heap.obj(a).class {
        Class::Array { dense, len } if vm.state.heap.obj(a).flags & oflags::SLOW_ARRAY == 0 => {
            (dense.clone(), *len as usize)
        }
        _ => return None,
    };
    if dense.len() != len || dense.iter().any(|v| matches!(v, Value::Object(_) | Value::Empty)) {
        return None;
    }
    if check_iterator {
        let values = vm.state.realm.array_values;
        let next = vm.state.realm.array_iterator_next;
        let aip = vm.state.realm.array_iterator_prototype;
        let ok_iter = matches!(vm.lookup(a, atom::SYM_ITERATOR), Lookup::Value(Value::Object(f)) if f == values);
        let ok_next = matches!(vm.lookup(aip, atom::NEXT), Lookup::Value(Value::Object(f)) if f == next);
        if !(ok_iter && ok_next) {
            return None;
        }
    }
    Some(dense)
}

/// `set(source, offset)`: from a typed array (any kind of the same content type; overlapping
/// views of one buffer read the source before writing) or an array-like.
fn ta_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_ta(vm, c)?;
    let offset = vm.int_arg(c, 1)?;
    if offset < 0.0 {
        return Err(Ctl::range_error("offset is out of bounds"));
    }
    let target_len = revalidate(vm, o, "set")?;
    let kind = kind_of(vm, o).unwrap_or(Kind::Uint8);
    match c.arg(0) {
        Value::Object(s) if kind_of(vm, s).is_some() => {
            let sk = kind_of(vm, s).unwrap_or(Kind::Uint8);
            if sk.is_bigint() != kind.is_bigint() {
                return Err(Ctl::type_error(format!(
                    "Content type mismatch: cannot set {} elements from a {}",
                    kind.name(),
                    sk.name()
                )));
            }
            if ta_record(vm, s).is_some_and(|(_, _, l, _)| l.is_none()) {
                return Err(oob_error(vm, s, "set"));
            }
            // The same element type: the source's bytes as they are (copied out first, so a
            // source sharing the target's buffer is read before it is written, as the spec's
            // clone does).
            if sk == kind {
                let src = crate::typed::bytes_of(vm, s).unwrap_or_default();
                let n = src.len() / kind.size();
                if offset + n as f64 > target_len as f64 {
                    return Err(Ctl::range_error("offset is out of bounds"));
                }
                let at = offset as usize * kind.size();
                crate::typed::with_bytes(vm, o, |b| {
                    if let Some(dst) = b.get_mut(at..at + src.len()) {
                        dst.copy_from_slice(&src);
                    }
                });
                return Ok(Value::Undefined);
            }
            let src = elems(vm, s);
            if offset + src.len() as f64 > target_len as f64 {
                return Err(Ctl::range_error("offset is out of bounds"));
            }
            let vals: Vec<Elem> = src.into_iter().map(|e| convert(e, kind)).collect();
            write_elems(vm, o, offset as usize, &vals);
            Ok(Value::Undefined)
        }
        Value::Object(s) => {
            let Some(vals) = plain_array(vm, s, false) else {
                return tail(
                    vm,
                    "typedArraySetFrom",
                    Value::Undefined,
                    vec![Value::Object(o), c.arg(0), Value::Number(offset)],
                );
            };
            if offset + vals.len() as f64 > target_len as f64 {
                return Err(Ctl::range_error("offset is out of bounds"));
            }
            for (i, v) in vals.into_iter().enumerate() {
                let e = to_elem(vm, kind, v)?;
                write_elem(vm, o, offset as usize + i, e);
            }
            Ok(Value::Undefined)
        }
        Value::Undefined | Value::Null => Err(Ctl::type_error("Cannot convert undefined or null to object")),
        // Strings are array-likes of their characters (the prelude converts them); other
        // primitives have no length.
        Value::String(_) => {
            tail(vm, "typedArraySetFrom", Value::Undefined, vec![Value::Object(o), c.arg(0), Value::Number(offset)])
        }
        _ => {
            if offset > target_len as f64 {
                return Err(Ctl::range_error("offset is out of bounds"));
            }
            Ok(Value::Undefined)
        }
    }
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

fn string_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<crate::strings::Text> {
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
    let max = revalidate(vm, o, "setFromBase64")?;
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
    revalidate(vm, o, "toBase64")?;
    let bytes = bytes_of(vm, o).unwrap_or_default();
    let s = base64_encode(&bytes, url, pad);
    Ok(vm.new_string(&s))
}

fn u8_to_hex(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_u8(vm, c)?;
    revalidate(vm, o, "toHex")?;
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
    let o = this_u8(vm, c)?;
    let s = string_arg(vm, c, 0)?;
    let max = revalidate(vm, o, "setFromHex")?;
    let d = from_hex(&s, max);
    write_prefix(vm, o, &d.bytes);
    if d.error {
        return Err(Ctl::syntax_error("Invalid hex string"));
    }
    Ok(read_written(vm, d.read, d.bytes.len()))
}
