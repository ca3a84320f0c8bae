//! Typed arrays in the object model: the twelve element kinds and their codec ([`Kind`],
//! [`Elem`]), views of buffers as they are now, and the integer-indexed exotic behaviour that
//! `property.rs` and the interpreter ask for (this is object-model machinery, not a built-in:
//! `builtins/typed_array.rs` and `builtins/dataview.rs` build the constructors and methods on it).
//!
//! A buffer is `Class::ArrayBuffer { bytes, max, flags }`; a view is `Class::TypedArray { buffer,
//! offset, length, kind, tracking }` or `Class::DataView` over it. Nothing follows a resize to the
//! views: every access asks [`ta_record`] (or [`dv_record`]) for the view as it is now, which is
//! out of bounds when the buffer is detached or shrank below it; elements then read as absent and
//! the byte accessors give empty slices (so an inconsistent snapshot cannot make them panic
//! either). Elements are stored little-endian.
//!
//! The integer-indexed exotic behaviour: canonical numeric string keys such as `"-0"` or `"1.5"`
//! never reach the prototype chain ([`numeric_key`]); element writes go through [`typed_set`] and
//! [`typed_define`]; the interpreter's `ta[n]` fast paths are [`fast_get`] and [`fast_set`].

use num_bigint::{BigInt, Sign};

use crate::Vm;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Heap, NativeFunc, abflags};
use crate::numconv;
use crate::property::SetOutcome;
use crate::value::{Atom, ObjId, Value};

/// An element type. The discriminant is the `kind` stored in `Class::TypedArray` (and the index
/// into `Realm::typed_array_ctors`/`typed_array_prototypes`, and into the prelude's `$taCtors`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Uint8 = 0,
    Int8,
    Uint8Clamped,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Float16,
    Float32,
    Float64,
    BigInt64,
    BigUint64,
}

impl Kind {
    /// Every kind, in discriminant order.
    pub(crate) const ALL: [Kind; 12] = [
        Kind::Uint8,
        Kind::Int8,
        Kind::Uint8Clamped,
        Kind::Int16,
        Kind::Uint16,
        Kind::Int32,
        Kind::Uint32,
        Kind::Float16,
        Kind::Float32,
        Kind::Float64,
        Kind::BigInt64,
        Kind::BigUint64,
    ];

    /// The kind stored as `k` (Uint8 for an out-of-range value of a damaged snapshot).
    pub(crate) fn from_u8(k: u8) -> Kind {
        Kind::ALL.get(k as usize).copied().unwrap_or(Kind::Uint8)
    }

    /// Bytes per element.
    pub(crate) fn size(self) -> usize {
        match self {
            Kind::Uint8 | Kind::Int8 | Kind::Uint8Clamped => 1,
            Kind::Int16 | Kind::Uint16 | Kind::Float16 => 2,
            Kind::Int32 | Kind::Uint32 | Kind::Float32 => 4,
            Kind::Float64 | Kind::BigInt64 | Kind::BigUint64 => 8,
        }
    }

    /// The constructor's name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Uint8 => "Uint8Array",
            Kind::Int8 => "Int8Array",
            Kind::Uint8Clamped => "Uint8ClampedArray",
            Kind::Int16 => "Int16Array",
            Kind::Uint16 => "Uint16Array",
            Kind::Int32 => "Int32Array",
            Kind::Uint32 => "Uint32Array",
            Kind::Float16 => "Float16Array",
            Kind::Float32 => "Float32Array",
            Kind::Float64 => "Float64Array",
            Kind::BigInt64 => "BigInt64Array",
            Kind::BigUint64 => "BigUint64Array",
        }
    }

    /// Whether elements are BigInts ([[ContentType]] BigInt).
    pub(crate) fn is_bigint(self) -> bool {
        matches!(self, Kind::BigInt64 | Kind::BigUint64)
    }
}

/// An element value already converted for its kind: a Number, or a BigInt modulo 2^64.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Elem {
    /// A Number (any of the number kinds).
    Num(f64),
    /// The low 64 bits (two's complement) of a BigInt.
    Big(u64),
}

// ---- the element codec ----------------------------------------------------------------------

/// binary16 bits of `x` (rounded to nearest, ties to even, as `Math.f16round`).
pub(crate) fn f16_bits(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return 0x7E00;
    }
    let r = numconv::f16round(x).abs();
    if r.is_infinite() {
        return sign | 0x7C00;
    }
    if r == 0.0 {
        return sign;
    }
    // 2^-14 is the smallest normal binary16 value; below it, multiples of 2^-24.
    if r < 6.103_515_625e-5 {
        return sign | (r * 16_777_216.0) as u16;
    }
    let e = ((r.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let mant = ((r.to_bits() >> 42) & 0x3FF) as u16;
    sign | (((e + 15) as u16) << 10) | mant
}

/// The value of binary16 bits.
pub(crate) fn f16_value(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1F);
    let m = f64::from(h & 0x3FF);
    sign * match e {
        0 => m * 5.960_464_477_539_063e-8,
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * f64::powi(2.0, e - 15),
    }
}

/// ToUint8Clamp: clamped, rounded half to even.
pub(crate) fn to_uint8_clamp(n: f64) -> u8 {
    if n.is_nan() || n <= 0.0 {
        return 0;
    }
    if n >= 255.0 {
        return 255;
    }
    n.round_ties_even() as u8
}

/// Encodes `e` as a `kind` element into `out` (little-endian, `kind.size()` bytes). A Number
/// for a BigInt kind (or the reverse) cannot happen: callers convert with [`to_elem`].
pub(crate) fn put(kind: Kind, e: Elem, out: &mut [u8]) {
    let n = match e {
        Elem::Num(n) => n,
        Elem::Big(b) => {
            out[..8].copy_from_slice(&b.to_le_bytes());
            return;
        }
    };
    match kind {
        Kind::Uint8 | Kind::Int8 => out[0] = numconv::to_uint32(n) as u8,
        Kind::Uint8Clamped => out[0] = to_uint8_clamp(n),
        Kind::Int16 | Kind::Uint16 => out[..2].copy_from_slice(&(numconv::to_uint32(n) as u16).to_le_bytes()),
        Kind::Int32 | Kind::Uint32 => out[..4].copy_from_slice(&numconv::to_uint32(n).to_le_bytes()),
        Kind::Float16 => out[..2].copy_from_slice(&f16_bits(n).to_le_bytes()),
        Kind::Float32 => out[..4].copy_from_slice(&(n as f32).to_le_bytes()),
        Kind::Float64 => out[..8].copy_from_slice(&n.to_le_bytes()),
        Kind::BigInt64 | Kind::BigUint64 => out[..8].copy_from_slice(&(n as i64).to_le_bytes()),
    }
}

/// Decodes a `kind` element from `b` (little-endian).
#[inline]
pub(crate) fn get(kind: Kind, b: &[u8]) -> Elem {
    #[inline(always)]
    fn a<const N: usize>(b: &[u8]) -> [u8; N] {
        let mut x = [0; N];
        x.copy_from_slice(&b[..N]);
        x
    }
    let a2 = || a::<2>(b);
    let a4 = || a::<4>(b);
    let a8 = || a::<8>(b);
    Elem::Num(match kind {
        Kind::Uint8 | Kind::Uint8Clamped => f64::from(b[0]),
        Kind::Int8 => f64::from(b[0] as i8),
        Kind::Int16 => f64::from(i16::from_le_bytes(a2())),
        Kind::Uint16 => f64::from(u16::from_le_bytes(a2())),
        Kind::Int32 => f64::from(i32::from_le_bytes(a4())),
        Kind::Uint32 => f64::from(u32::from_le_bytes(a4())),
        Kind::Float16 => f16_value(u16::from_le_bytes(a2())),
        Kind::Float32 => f64::from(f32::from_le_bytes(a4())),
        Kind::Float64 => f64::from_le_bytes(a8()),
        Kind::BigInt64 | Kind::BigUint64 => return Elem::Big(u64::from_le_bytes(a8())),
    })
}

/// The JavaScript value of an element of `kind`.
pub(crate) fn elem_value(vm: &mut Vm, kind: Kind, e: Elem) -> Value {
    match e {
        Elem::Num(n) => Value::Number(n),
        Elem::Big(b) if kind == Kind::BigInt64 => vm.new_bigint(BigInt::from(b as i64)),
        Elem::Big(b) => vm.new_bigint(BigInt::from(b)),
    }
}

/// A BigInt modulo 2^64 (two's complement).
pub(crate) fn bigint_low64(b: &BigInt) -> u64 {
    let (sign, digits) = b.to_u64_digits();
    let low = digits.first().copied().unwrap_or(0);
    if sign == Sign::Minus { low.wrapping_neg() } else { low }
}

/// Converts a primitive for a `kind` element: ToNumber, or ToBigInt for the BigInt kinds.
///
/// # Errors
/// As ToNumber/ToBigInt (`TypeError` for a Number in a BigInt array and the reverse).
pub(crate) fn to_elem(vm: &mut Vm, kind: Kind, v: Value) -> JsResult<Elem> {
    if kind.is_bigint() {
        match crate::conv::to_bigint(vm, v)? {
            Value::BigInt(b) => Ok(Elem::Big(bigint_low64(vm.state.heap.bigint(b)))),
            _ => Ok(Elem::Big(0)),
        }
    } else {
        Ok(Elem::Num(vm.to_number(v)?))
    }
}

// ---- views ----------------------------------------------------------------------------------

/// The bytes of ArrayBuffer `b` (empty when detached; `None` for any other object).
pub(crate) fn buf_bytes(vm: &Vm, b: ObjId) -> Option<&Vec<u8>> {
    match &vm.state.heap.obj(b).class {
        Class::ArrayBuffer { bytes, .. } => Some(bytes),
        _ => None,
    }
}

/// The mutable bytes of ArrayBuffer `b`.
pub(crate) fn buf_bytes_mut(vm: &mut Vm, b: ObjId) -> Option<&mut Vec<u8>> {
    match &mut vm.state.heap.obj_mut(b).class {
        Class::ArrayBuffer { bytes, .. } => Some(bytes),
        _ => None,
    }
}

/// The `abflags` of ArrayBuffer `b` (0 for any other object).
pub(crate) fn buf_flags(vm: &Vm, b: ObjId) -> u8 {
    match &vm.state.heap.obj(b).class {
        Class::ArrayBuffer { flags, .. } => *flags,
        _ => 0,
    }
}

/// IsDetachedBuffer.
pub(crate) fn is_detached(vm: &Vm, b: ObjId) -> bool {
    buf_flags(vm, b) & abflags::DETACHED != 0
}

/// The current length of a view of `size`-byte units at `offset` of `buffer` (`length` units,
/// or all that fit when `tracking`): `None` when it is out of bounds (detached, or the buffer
/// shrank below it).
pub(crate) fn view_len(vm: &Vm, buffer: ObjId, offset: u32, length: u32, tracking: bool, size: usize) -> Option<usize> {
    view_len_in(&vm.state.heap, buffer, offset, length, tracking, size)
}

/// [`view_len`] asked of the heap alone.
pub(crate) fn view_len_in(
    heap: &Heap,
    buffer: ObjId,
    offset: u32,
    length: u32,
    tracking: bool,
    size: usize,
) -> Option<usize> {
    let (bytes, flags) = match &heap.obj(buffer).class {
        Class::ArrayBuffer { bytes, flags, .. } => (bytes.len(), *flags),
        _ => return None,
    };
    let offset = offset as usize;
    if flags & abflags::DETACHED != 0 || offset > bytes {
        return None;
    }
    if tracking {
        Some((bytes - offset) / size)
    } else if offset + length as usize * size > bytes {
        None
    } else {
        Some(length as usize)
    }
}

/// A typed array's view as of now: `(buffer, byte offset, length, kind)`, the length `None`
/// when out of bounds (IsTypedArrayOutOfBounds).
pub(crate) fn ta_record(vm: &Vm, o: ObjId) -> Option<(ObjId, usize, Option<usize>, Kind)> {
    match vm.state.heap.obj(o).class {
        Class::TypedArray { buffer, offset, length, kind, tracking } => {
            let kind = Kind::from_u8(kind);
            Some((buffer, offset as usize, view_len(vm, buffer, offset, length, tracking, kind.size()), kind))
        }
        _ => None,
    }
}

/// A typed array's element count now (0 when out of bounds), asked of the heap alone; `None`
/// for any other object.
pub(crate) fn len_in(heap: &Heap, o: ObjId) -> Option<usize> {
    match heap.obj(o).class {
        Class::TypedArray { buffer, offset, length, kind, tracking } => {
            Some(view_len_in(heap, buffer, offset, length, tracking, Kind::from_u8(kind).size()).unwrap_or(0))
        }
        _ => None,
    }
}

/// `(buffer, byte offset, element count, kind)` of a typed array (count 0 when out of bounds).
pub(crate) fn ta_view(vm: &Vm, o: ObjId) -> Option<(ObjId, usize, usize, Kind)> {
    ta_record(vm, o).map(|(b, off, len, k)| (b, off, len.unwrap_or(0), k))
}

/// A DataView's view as of now: `(buffer, byte offset, byte length)`, the length `None` when
/// out of bounds (IsViewOutOfBounds).
pub(crate) fn dv_record(vm: &Vm, o: ObjId) -> Option<(ObjId, usize, Option<usize>)> {
    match vm.state.heap.obj(o).class {
        Class::DataView { buffer, offset, length, tracking } => {
            Some((buffer, offset as usize, view_len(vm, buffer, offset, length, tracking, 1)))
        }
        _ => None,
    }
}

/// `(buffer, byte offset, byte length)` of a typed array or DataView (length 0 when out of
/// bounds).
pub(crate) fn byte_view(vm: &Vm, o: ObjId) -> Option<(ObjId, usize, usize)> {
    if let Some((b, off, len, k)) = ta_view(vm, o) {
        return Some((b, off, len * k.size()));
    }
    dv_record(vm, o).map(|(b, off, len)| (b, off, len.unwrap_or(0)))
}

/// The kind of a typed array.
pub(crate) fn kind_of(vm: &Vm, o: ObjId) -> Option<Kind> {
    match vm.state.heap.obj(o).class {
        Class::TypedArray { kind, .. } => Some(Kind::from_u8(kind)),
        _ => None,
    }
}

/// A copy of the bytes a typed array or DataView views (or of a whole ArrayBuffer).
pub(crate) fn bytes_of(vm: &Vm, o: ObjId) -> Option<Vec<u8>> {
    if let Some(b) = buf_bytes(vm, o) {
        return Some(b.clone());
    }
    let (buf, off, len) = byte_view(vm, o)?;
    let b = buf_bytes(vm, buf)?;
    let end = (off + len).min(b.len());
    Some(b.get(off.min(end)..end).unwrap_or(&[]).to_vec())
}

/// Runs `f` on the mutable bytes a typed array or DataView views (none when out of bounds).
pub(crate) fn with_bytes<R>(vm: &mut Vm, o: ObjId, f: impl FnOnce(&mut [u8]) -> R) -> Option<R> {
    let (buf, off, len) = byte_view(vm, o)?;
    let b = buf_bytes_mut(vm, buf)?;
    let end = (off + len).min(b.len());
    let start = off.min(end);
    Some(f(&mut b[start..end]))
}

/// Element `i` of a typed array, if in range.
pub(crate) fn read_elem(vm: &Vm, o: ObjId, i: usize) -> Option<Elem> {
    let (buf, off, len, kind) = ta_view(vm, o)?;
    if i >= len {
        return None;
    }
    let size = kind.size();
    buf_bytes(vm, buf)?.get(off + i * size..off + (i + 1) * size).map(|s| get(kind, s))
}

/// Writes element `i` (ignored when out of range).
pub(crate) fn write_elem(vm: &mut Vm, o: ObjId, i: usize, e: Elem) {
    let Some(kind) = kind_of(vm, o) else {
        return;
    };
    let size = kind.size();
    with_bytes(vm, o, |b| {
        if let Some(slot) = b.get_mut(i * size..(i + 1) * size) {
            put(kind, e, slot);
        }
    });
}

impl Vm {
    /// Element `i` of a typed array, if in range.
    pub(crate) fn typed_get(&mut self, o: ObjId, i: u32) -> Option<Value> {
        let kind = kind_of(self, o)?;
        let e = read_elem(self, o, i as usize)?;
        Some(elem_value(self, kind, e))
    }
}

// ---- the integer-indexed exotic object ------------------------------------------------------

/// The byte position of element `n` of a number-kind typed array when `n` is an integer index
/// in range of the view as it is now (the fast paths' test).
#[inline(always)]
pub(crate) fn fast_at_in(heap: &Heap, o: ObjId, n: f64) -> Option<(ObjId, usize, Kind)> {
    let Class::TypedArray { buffer, offset, length, kind, tracking } = heap.obj(o).class else {
        return None;
    };
    let kind = Kind::from_u8(kind);
    let i = n as usize;
    if i as f64 != n || kind.is_bigint() {
        return None;
    }
    let Class::ArrayBuffer { bytes, .. } = &heap.obj(buffer).class else {
        return None;
    };
    let size = kind.size();
    let offset = offset as usize;
    // A detached buffer has no bytes, so every view of it fails these tests.
    let end = if tracking { bytes.len() } else { offset + length as usize * size };
    if (i >= length as usize && !tracking) || end > bytes.len() || offset + (i + 1) * size > end {
        return None;
    }
    Some((buffer, offset + i * size, kind))
}

/// The interpreter's fast path for `ta[n]`: element `n` of a number-kind typed array when `n`
/// is an integer index in range (anything else takes the property path).
#[inline]
pub(crate) fn fast_get(vm: &Vm, o: ObjId, n: f64) -> Option<Value> {
    fast_get_in(&vm.state.heap, o, n)
}

/// [`fast_get`] asked of the heap alone (also `fastloop`'s).
#[inline(always)]
pub(crate) fn fast_get_in(heap: &Heap, o: ObjId, n: f64) -> Option<Value> {
    let (buffer, at, kind) = fast_at_in(heap, o, n)?;
    let Class::ArrayBuffer { bytes, .. } = &heap.obj(buffer).class else {
        return None;
    };
    match get(kind, bytes.get(at..at + kind.size())?) {
        Elem::Num(x) => Some(Value::Number(x)),
        Elem::Big(_) => None,
    }
}

/// The interpreter's fast path for `ta[n] = x` with a Number `x`: true when written (a
/// number-kind typed array and an integer index in range).
#[inline]
pub(crate) fn fast_set(vm: &mut Vm, o: ObjId, n: f64, x: f64) -> bool {
    fast_set_in(&mut vm.state.heap, o, n, x)
}

/// [`fast_set`] on the heap alone (also `fastloop`'s).
#[inline(always)]
pub(crate) fn fast_set_in(heap: &mut Heap, o: ObjId, n: f64, x: f64) -> bool {
    let Some((buffer, at, kind)) = fast_at_in(heap, o, n) else {
        return false;
    };
    let Class::ArrayBuffer { bytes, .. } = &mut heap.obj_mut(buffer).class else {
        return false;
    };
    match bytes.get_mut(at..at + kind.size()) {
        Some(slot) => {
            put(kind, Elem::Num(x), slot);
            true
        }
        None => false,
    }
}

/// How `key` addresses typed array `o`: `None` when it is not a canonical numeric string (an
/// ordinary property), `Some(Some(i))` for a valid integer index, `Some(None)` for a numeric
/// key that is no element (`"-0"`, `"1.5"`, `"-1"`, out of range): such keys are never looked
/// up on the prototype chain, and writes to them are ignored.
pub(crate) fn numeric_key(vm: &Vm, o: ObjId, key: Atom) -> Option<Option<u32>> {
    if let Some(i) = vm.state.atoms.index_of(key) {
        let len = ta_view(vm, o).map_or(0, |(_, _, l, _)| l);
        return Some(((i as usize) < len).then_some(i));
    }
    if vm.state.atoms.is_symbol(key) {
        return None;
    }
    let t = vm.state.atoms.text(key);
    // Every canonical numeric string starts with a digit, '-', 'I'(nfinity) or 'N'(aN).
    match t.first().copied() {
        Some(c) if (u16::from(b'0')..=u16::from(b'9')).contains(&c) || c == 0x2D || c == 0x49 || c == 0x4E => {}
        _ => return None,
    }
    if t == [0x2D, 0x30] {
        // "-0"
        return Some(None);
    }
    let n = numconv::string_to_number(t);
    if crate::strings::utf16(&numconv::number_to_string(n)) != t {
        return None;
    }
    // An array index would have been found above: anything else numeric is not an element.
    Some(None)
}

/// `o[key] = v` on a typed array that is its own receiver: `None` when `key` is not numeric (an
/// ordinary property), else the write (the value is converted even when the key is no valid
/// index, as TypedArraySetElement says). An object value needs program code to convert: the
/// write is then a call of a one-off setter (`typedArraySetElement` carrying the index) that
/// converts the value like any native argument.
pub(crate) fn typed_set(vm: &mut Vm, o: ObjId, key: Atom, v: Value) -> Option<JsResult<SetOutcome>> {
    let index = numeric_key(vm, o, key)?;
    let kind = kind_of(vm, o)?;
    let e = match v {
        Value::Object(_) => {
            let setter = match vm.hidden_value("typedArraySetElement") {
                Value::Object(f) => f,
                _ => return Some(Err(Ctl::type_error("Cannot convert object to primitive value"))),
            };
            let Class::Native(NativeFunc { id, .. }) = vm.state.heap.obj(setter).class else {
                return Some(Err(Ctl::type_error("Cannot convert object to primitive value")));
            };
            // The index is checked when the converted value is written (the conversion may
            // have resized the buffer): an integer index is carried even if out of range now.
            let at = index.or_else(|| vm.state.atoms.index_of(key)).map_or(-1.0, f64::from);
            let f = vm.new_native_function(id, Value::Number(at));
            return Some(Ok(SetOutcome::Setter(f)));
        }
        other => match to_elem(vm, kind, other) {
            Ok(e) => e,
            Err(e) => return Some(Err(e)),
        },
    };
    if let Some(i) = index {
        write_elem(vm, o, i as usize, e);
    }
    Some(Ok(SetOutcome::Done))
}

/// [[DefineOwnProperty]] of a numeric key of a typed array: `None` when `key` is not numeric.
/// An object value cannot be converted here (natives never call JavaScript): it is a TypeError.
pub(crate) fn typed_define(
    vm: &mut Vm,
    o: ObjId,
    key: Atom,
    desc: &crate::property::PropDesc,
) -> Option<JsResult<bool>> {
    let index = numeric_key(vm, o, key)?;
    let Some(i) = index else {
        return Some(Ok(false));
    };
    if desc.configurable == Some(false)
        || desc.enumerable == Some(false)
        || desc.is_accessor()
        || desc.writable == Some(false)
    {
        return Some(Ok(false));
    }
    if let Some(v) = desc.value {
        let kind = kind_of(vm, o)?;
        match to_elem(vm, kind, v) {
            Ok(e) => write_elem(vm, o, i as usize, e),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(true))
}

/// Whether defining `key` on typed array `o` with `desc` is an element write whose object value
/// needs program code to convert: `Object.defineProperty`/`Reflect.defineProperty` then hand
/// the write to the prelude (`typedArrayDefineValue`), which assigns it.
pub(crate) fn define_needs_conversion(vm: &Vm, o: ObjId, key: Atom, desc: &crate::property::PropDesc) -> bool {
    matches!(desc.value, Some(Value::Object(_)))
        && matches!(numeric_key(vm, o, key), Some(Some(_)))
        && desc.configurable != Some(false)
        && desc.enumerable != Some(false)
        && desc.writable != Some(false)
        && !desc.is_accessor()
}
