//! `DataView`: unaligned reads and writes of every element type at a byte offset of an
//! ArrayBuffer, in either byte order (`getInt8` … `getBigUint64`, `getFloat16`, and the `set`
//! twins).
//!
//! A view is `Class::DataView { buffer, offset, length }`; the element codec (conversions,
//! binary16) is `typed_array.rs`'s, which stores little-endian: a big-endian access reverses
//! the bytes. A view of a resizable buffer may track its length (`tracking`, made when no
//! `byteLength` is given) and goes out of bounds when the buffer shrinks below it or is
//! detached: `byteLength`, `byteOffset` and every get/set then throw a TypeError.

use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object};
use crate::numconv;
use crate::value::{ObjId, Value};
use crate::{NativeCall, NativeFn, Vm};

use super::typed_array::{ab_len, elem_arg, to_index};
use crate::heap::abflags;
use crate::typed::{Kind, buf_bytes, buf_bytes_mut, buf_flags, dv_record, elem_value, get, is_detached, put};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let p = vm.intrinsic_object(Some(op));
    vm.state.realm.dataview_prototype = p;
    vm.def_ctor("DataView", 1, dv_ctor, p);
    for (name, f) in [("buffer", dv_buffer as NativeFn), ("byteLength", dv_byte_length), ("byteOffset", dv_byte_offset)]
    {
        vm.def_getter(p, name, f);
    }
    let methods: [(&'static str, &'static str, Kind); 11] = [
        ("getInt8", "setInt8", Kind::Int8),
        ("getUint8", "setUint8", Kind::Uint8),
        ("getInt16", "setInt16", Kind::Int16),
        ("getUint16", "setUint16", Kind::Uint16),
        ("getInt32", "setInt32", Kind::Int32),
        ("getUint32", "setUint32", Kind::Uint32),
        ("getFloat16", "setFloat16", Kind::Float16),
        ("getFloat32", "setFloat32", Kind::Float32),
        ("getFloat64", "setFloat64", Kind::Float64),
        ("getBigInt64", "setBigInt64", Kind::BigInt64),
        ("getBigUint64", "setBigUint64", Kind::BigUint64),
    ];
    for (getter, setter, kind) in methods {
        let g = vm.def_method(p, getter, 1, dv_get);
        let s = vm.def_method(p, setter, 2, dv_set);
        for f in [g, s] {
            if let Class::Native(n) = &mut vm.state.heap.obj_mut(f).class {
                n.data = Value::Number(f64::from(kind as u8));
            }
        }
    }
    vm.tag(p, "DataView");
}

/// `this` as a DataView: `(buffer, byte offset, byte length now)`, the length `None` when it is
/// out of bounds.
fn this_dv(vm: &Vm, c: &NativeCall<'_>, what: &str) -> JsResult<(ObjId, usize, Option<usize>)> {
    match c.this {
        Value::Object(o) => match dv_record(vm, o) {
            Some(r) => Ok(r),
            None => Err(Ctl::type_error(format!("Method DataView.prototype.{what} called on incompatible receiver"))),
        },
        _ => Err(Ctl::type_error(format!("Method DataView.prototype.{what} called on incompatible receiver"))),
    }
}

/// The TypeError of an access to an out-of-bounds or detached view.
fn oob(vm: &Vm, buffer: ObjId, what: &str) -> Ctl {
    if is_detached(vm, buffer) {
        Ctl::type_error(format!("Cannot perform DataView.prototype.{what} on a detached ArrayBuffer"))
    } else {
        Ctl::type_error(format!("Cannot perform DataView.prototype.{what} on an out of bounds DataView"))
    }
}

fn dv_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error("Constructor DataView requires 'new'"));
    };
    let buffer = match c.arg(0) {
        Value::Object(b) if matches!(vm.state.heap.obj(b).class, Class::ArrayBuffer { .. }) => b,
        _ => return Err(Ctl::type_error("First argument to DataView constructor must be an ArrayBuffer")),
    };
    let off_n = vm.num_arg(c, 1)?;
    let Some(offset) = to_index(off_n) else {
        return Err(Ctl::range_error(format!(
            "Start offset {} is outside the bounds of the buffer",
            numconv::number_to_string(numconv::to_integer_or_infinity(off_n))
        )));
    };
    if is_detached(vm, buffer) {
        return Err(Ctl::type_error("Cannot construct a DataView on a detached ArrayBuffer"));
    }
    let buf_len = ab_len(vm, buffer) as f64;
    if offset > buf_len {
        return Err(Ctl::range_error(format!("Start offset {offset} is outside the bounds of the buffer")));
    }
    let tracking = c.arg(2).is_undefined() && buf_flags(vm, buffer) & abflags::RESIZABLE != 0;
    let length = if c.arg(2).is_undefined() {
        if tracking { 0.0 } else { buf_len - offset }
    } else {
        let l = vm.num_arg(c, 2)?;
        match to_index(l) {
            Some(l) if offset + l <= buf_len => l,
            _ => {
                return Err(Ctl::range_error(format!(
                    "Invalid DataView length {}",
                    numconv::number_to_string(numconv::to_integer_or_infinity(l))
                )));
            }
        }
    };
    if let Some(r) = super::typed_array::proto_getter_detour(vm, c, nt) {
        return r;
    }
    let p = vm.state.realm.dataview_prototype;
    let proto = vm.proto_from_ctor(nt, p);
    // Reading the prototype may have run code (a proxy's trap) that resized or detached it.
    if is_detached(vm, buffer) {
        return Err(Ctl::type_error("Cannot construct a DataView on a detached ArrayBuffer"));
    }
    let buf_len = ab_len(vm, buffer) as f64;
    if offset > buf_len || (!tracking && offset + length > buf_len) {
        return Err(Ctl::range_error(format!("Start offset {offset} is outside the bounds of the buffer")));
    }
    let o = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::DataView { buffer, offset: offset as u32, length: length as u32, tracking },
    ));
    Ok(Value::Object(o))
}

fn dv_buffer(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (b, _, _) = this_dv(vm, c, "buffer")?;
    Ok(Value::Object(b))
}

fn dv_byte_length(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (b, _, l) = this_dv(vm, c, "byteLength")?;
    let l = l.ok_or_else(|| oob(vm, b, "byteLength"))?;
    Ok(Value::Number(l as f64))
}

fn dv_byte_offset(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (b, off, l) = this_dv(vm, c, "byteOffset")?;
    l.ok_or_else(|| oob(vm, b, "byteOffset"))?;
    Ok(Value::Number(off as f64))
}

/// The element kind of a get/set method (its native data).
fn method_kind(vm: &Vm, c: &NativeCall<'_>) -> Kind {
    match &vm.state.heap.obj(c.callee).class {
        Class::Native(n) => Kind::from_u8(n.data.as_number().unwrap_or(0.0) as u8),
        _ => Kind::Uint8,
    }
}

/// GetViewValue's index: ToIndex of argument 0.
fn index_arg(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<usize> {
    let n = vm.num_arg(c, 0)?;
    match to_index(n) {
        Some(i) => Ok(i as usize),
        None => Err(Ctl::range_error("Offset is outside the bounds of the DataView")),
    }
}

/// The absolute byte range of an access of `size` bytes at `index`, if inside the view.
fn range(off: usize, len: usize, index: usize, size: usize) -> JsResult<std::ops::Range<usize>> {
    if index.checked_add(size).is_none_or(|end| end > len) {
        return Err(Ctl::range_error("Offset is outside the bounds of the DataView"));
    }
    Ok(off + index..off + index + size)
}

/// `getInt8(byteOffset)` … `getBigUint64(byteOffset, littleEndian)`.
fn dv_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let kind = method_kind(vm, c);
    this_dv(vm, c, "get")?;
    let index = index_arg(vm, c)?;
    let little = vm.truthy(c.arg(1));
    // Converting the index may have run code that resized or detached the buffer.
    let (buffer, off, len) = this_dv(vm, c, "get")?;
    let len = len.ok_or_else(|| oob(vm, buffer, "get"))?;
    let r = range(off, len, index, kind.size())?;
    let mut bytes = [0u8; 8];
    if let Some(src) = buf_bytes(vm, buffer).and_then(|b| b.get(r)) {
        bytes[..src.len()].copy_from_slice(src);
    }
    if !little {
        bytes[..kind.size()].reverse();
    }
    let e = get(kind, &bytes);
    Ok(elem_value(vm, kind, e))
}

/// `setInt8(byteOffset, value)` … `setBigUint64(byteOffset, value, littleEndian)`.
fn dv_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let kind = method_kind(vm, c);
    this_dv(vm, c, "set")?;
    let index = index_arg(vm, c)?;
    let e = elem_arg(vm, c, 1, kind)?;
    let little = vm.truthy(c.arg(2));
    let (buffer, off, len) = this_dv(vm, c, "set")?;
    let len = len.ok_or_else(|| oob(vm, buffer, "set"))?;
    let r = range(off, len, index, kind.size())?;
    let mut bytes = [0u8; 8];
    put(kind, e, &mut bytes);
    if !little {
        bytes[..kind.size()].reverse();
    }
    if let Some(dst) = buf_bytes_mut(vm, buffer).and_then(|b| b.get_mut(r)) {
        let n = dst.len();
        dst.copy_from_slice(&bytes[..n]);
    }
    Ok(Value::Undefined)
}
