//! Values: the 16-byte, `Copy` representation of every JavaScript value the VM handles.
//!
//! A value never owns memory: strings, BigInts and objects live in the [`crate::heap::Heap`]
//! and a value holds their index. This is what makes the whole VM state plain data (a snapshot is
//! a move, not a mirror) and what lets registers be copied freely. The heap's collector decides
//! when an index is free again.

use std::cell::Cell;

use serde::{Deserialize, Serialize};

macro_rules! handle {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
        pub struct $name(pub u32);
    )*};
}

/// An object in the heap.
///
/// In a snapshot a reference travels relative to the heap's floor (see [`with_floors`]), so the
/// objects a run made, which sit after the realm's thousands of intrinsics, are one-byte varints.
#[derive(Copy, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ObjId(pub u32);

handle! {
    /// An interned string or symbol: the key of every property (see [`crate::atoms`]).
    Atom;
    /// A BigInt in the heap.
    BigRef;
}

/// A string: either an interned atom (bit 31 set) or a heap string.
///
/// In a snapshot a reference travels as a varint word whose low two bits say what it is (see
/// [`StrRef::word`]): an atom's was five bytes with bit 31 set, a run's own heap string is one.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct StrRef(pub u32);

thread_local! {
    /// The heap's floors (first object and first string after the intrinsics) of the snapshot
    /// encode or decode in progress on this thread; `(0, 0)` otherwise.
    static FLOORS: Cell<(u32, u32)> = const { Cell::new((0, 0)) };
}

/// Runs a snapshot encode or decode with references relative to these floors (objects, strings).
pub(crate) fn with_floors<T>(floors: (u32, u32), run: impl FnOnce() -> T) -> T {
    struct Reset((u32, u32));
    impl Drop for Reset {
        fn drop(&mut self) {
            FLOORS.with(|f| f.set(self.0));
        }
    }
    let _reset = Reset(FLOORS.with(|f| f.replace(floors)));
    run()
}

fn floors() -> (u32, u32) {
    FLOORS.with(Cell::get)
}

impl ObjId {
    /// The snapshot word of this reference: `(id - floor) << 1` for an object after the floor,
    /// `id << 1 | 1` for an intrinsic.
    #[must_use]
    pub fn word(self, floor: u32) -> u64 {
        match self.0.checked_sub(floor) {
            Some(own) => u64::from(own) << 1,
            None => u64::from(self.0) << 1 | 1,
        }
    }

    /// The reference of a snapshot word ([`ObjId::word`]).
    #[must_use]
    pub fn of_word(w: u64, floor: u32) -> Option<ObjId> {
        let v = u32::try_from(w >> 1).ok()?;
        if w & 1 == 0 { v.checked_add(floor).map(ObjId) } else { Some(ObjId(v)) }
    }
}

impl StrRef {
    /// The snapshot word of this reference: `(i - floor) << 2` for a heap string after the
    /// floor, `atom << 2 | 1` for an atom, `i << 2 | 2` for a heap string of the realm.
    #[must_use]
    pub fn word(self, floor: u32) -> u64 {
        match self.as_atom() {
            Some(a) => u64::from(a.0) << 2 | 1,
            None => match self.0.checked_sub(floor) {
                Some(own) => u64::from(own) << 2,
                None => u64::from(self.0) << 2 | 2,
            },
        }
    }

    /// The reference of a snapshot word ([`StrRef::word`]).
    #[must_use]
    pub fn of_word(w: u64, floor: u32) -> Option<StrRef> {
        let v = u32::try_from(w >> 2).ok().filter(|v| v & Self::ATOM_BIT == 0)?;
        match w & 3 {
            0 => v.checked_add(floor).filter(|i| i & Self::ATOM_BIT == 0).map(StrRef),
            1 => Some(StrRef(v | Self::ATOM_BIT)),
            2 => Some(StrRef(v)),
            _ => None,
        }
    }
}

impl Serialize for ObjId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(self.word(floors().0))
    }
}

impl<'de> Deserialize<'de> for ObjId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ObjId, D::Error> {
        let w = u64::deserialize(d)?;
        ObjId::of_word(w, floors().0).ok_or_else(|| serde::de::Error::custom("object reference out of range"))
    }
}

impl Serialize for StrRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(self.word(floors().1))
    }
}

impl<'de> Deserialize<'de> for StrRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<StrRef, D::Error> {
        let w = u64::deserialize(d)?;
        StrRef::of_word(w, floors().1).ok_or_else(|| serde::de::Error::custom("string reference out of range"))
    }
}

impl StrRef {
    const ATOM_BIT: u32 = 1 << 31;

    /// The string of an atom (which must be a string atom, not a symbol).
    #[must_use]
    pub fn atom(a: Atom) -> StrRef {
        StrRef(a.0 | Self::ATOM_BIT)
    }

    /// A heap string.
    #[must_use]
    pub fn heap(i: u32) -> StrRef {
        debug_assert!(i & Self::ATOM_BIT == 0);
        StrRef(i)
    }

    /// The atom, when this string is interned.
    #[must_use]
    pub fn as_atom(self) -> Option<Atom> {
        (self.0 & Self::ATOM_BIT != 0).then_some(Atom(self.0 & !Self::ATOM_BIT))
    }

    /// The heap index, when this string is not interned.
    #[must_use]
    pub fn as_heap(self) -> Option<u32> {
        (self.0 & Self::ATOM_BIT == 0).then_some(self.0)
    }
}

/// A JavaScript value. `==` on `Value` is representation equality (not any JavaScript equality).
///
/// In a snapshot a value is one varint (`u128`, see [`Value::word`]): its kind in the low three
/// bits, its payload above. Most values of a run (`undefined`, small integers, its own objects and
/// strings) are one or two bytes, and a value is one read, where an enum's variant and payload
/// were two.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub enum Value {
    /// `undefined`
    #[default]
    Undefined,
    /// `null`
    Null,
    /// A boolean.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    String(StrRef),
    /// A symbol (a symbol atom).
    Symbol(Atom),
    /// A BigInt.
    BigInt(BigRef),
    /// An object.
    Object(ObjId),
    /// Internal marker: an uninitialized binding, an array hole, or the iteration done marker.
    /// Never visible to programs.
    Empty,
}

/// [`Value::word`]'s kinds (the low three bits; `7` is not used).
mod kind {
    /// `undefined` (payload 0), `null` (1), `false` (2), `true` (3), the empty marker (4).
    pub const PLAIN: u128 = 0;
    /// A number that is an integer of `i64` (not `-0`): its zigzag form.
    pub const INT: u128 = 1;
    /// Any other number: its bits, bytes swapped (a short float's zero bits go high).
    pub const FLOAT: u128 = 2;
    /// A string: its [`super::StrRef::word`].
    pub const STRING: u128 = 3;
    /// An object: its [`super::ObjId::word`].
    pub const OBJECT: u128 = 4;
    /// A symbol: its atom.
    pub const SYMBOL: u128 = 5;
    /// A BigInt: its heap index.
    pub const BIGINT: u128 = 6;
}

impl Value {
    /// The snapshot word of this value: its payload shifted left by three, its kind (`kind`)
    /// in the low bits; references relative to `floors` (objects, strings).
    #[must_use]
    pub fn word(self, floors: (u32, u32)) -> u128 {
        let (payload, k): (u64, u128) = match self {
            Value::Undefined => (0, kind::PLAIN),
            Value::Null => (1, kind::PLAIN),
            Value::Bool(b) => (2 + u64::from(b), kind::PLAIN),
            Value::Empty => (4, kind::PLAIN),
            Value::Number(f) => {
                // Exact: `i` converts back to `f` (NaN, infinities and fractions do not; `-0`
                // is excluded by its sign).
                let i = f as i64;
                if i as f64 == f && (i != 0 || f.is_sign_positive()) {
                    (((i << 1) ^ (i >> 63)) as u64, kind::INT)
                } else {
                    (f.to_bits().swap_bytes(), kind::FLOAT)
                }
            }
            Value::String(r) => (r.word(floors.1), kind::STRING),
            Value::Object(o) => (o.word(floors.0), kind::OBJECT),
            Value::Symbol(a) => (u64::from(a.0), kind::SYMBOL),
            Value::BigInt(b) => (u64::from(b.0), kind::BIGINT),
        };
        u128::from(payload) << 3 | k
    }

    /// The value of a snapshot word ([`Value::word`]); `None` for a word no value writes.
    #[must_use]
    pub fn of_word(w: u128, floors: (u32, u32)) -> Option<Value> {
        let payload = u64::try_from(w >> 3).ok()?;
        let small = || u32::try_from(payload).ok();
        Some(match w & 7 {
            kind::PLAIN => match payload {
                0 => Value::Undefined,
                1 => Value::Null,
                2 => Value::Bool(false),
                3 => Value::Bool(true),
                4 => Value::Empty,
                _ => return None,
            },
            kind::INT => Value::Number(((payload >> 1) as i64 ^ -((payload & 1) as i64)) as f64),
            kind::FLOAT => Value::Number(f64::from_bits(payload.swap_bytes())),
            kind::STRING => Value::String(StrRef::of_word(payload, floors.1)?),
            kind::OBJECT => Value::Object(ObjId::of_word(payload, floors.0)?),
            kind::SYMBOL => Value::Symbol(Atom(small()?)),
            kind::BIGINT => Value::BigInt(BigRef(small()?)),
            _ => return None,
        })
    }
}

impl Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u128(self.word(floors()))
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        let w = u128::deserialize(d)?;
        Value::of_word(w, floors()).ok_or_else(|| serde::de::Error::custom("bad value"))
    }
}

/// A `Vec<Value>` in a snapshot (array elements, environment slots, register windows): one byte
/// string holding a varint count and then each value's [`Value::word`] as a varint. Written and
/// read by hand, a value costs a few instructions where a sequence element through serde cost
/// tens; the count is checked against the bytes left, and every byte must be used.
pub(crate) mod value_seq {
    use std::cell::RefCell;

    use serde::de::{Error, Visitor};
    use serde::{Deserializer, Serializer};

    use super::{Value, floors};

    thread_local! {
        /// The bytes of the sequence being written (kept: a snapshot writes several).
        static SCRATCH: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    #[inline]
    fn put(out: &mut Vec<u8>, mut w: u128) {
        while w >= 0x80 {
            out.push(w as u8 | 0x80);
            w >>= 7;
        }
        out.push(w as u8);
    }

    /// The bytes of `values` (references relative to `floors`) appended to `out`.
    pub(crate) fn encode(out: &mut Vec<u8>, values: &[Value], floors: (u32, u32)) {
        put(out, values.len() as u128);
        for v in values {
            put(out, v.word(floors));
        }
    }

    /// A varint of at most 128 bits; `None` when truncated or beyond.
    #[inline]
    fn take(bytes: &mut &[u8]) -> Option<u128> {
        let (&b, rest) = bytes.split_first()?;
        *bytes = rest;
        if b < 0x80 {
            return Some(u128::from(b));
        }
        let mut w = u128::from(b & 0x7f);
        for shift in (7..133).step_by(7) {
            let (&b, rest) = bytes.split_first()?;
            *bytes = rest;
            if shift == 126 && b > 3 {
                return None;
            }
            w |= u128::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(w);
            }
        }
        None
    }

    /// The values of bytes [`encode`] wrote (all of them); `None` when they are not such bytes.
    /// No bytes at all are no values (what a format tracer passes).
    pub(crate) fn decode(mut bytes: &[u8], floors: (u32, u32)) -> Option<Vec<Value>> {
        if bytes.is_empty() {
            return Some(Vec::new());
        }
        let n = usize::try_from(take(&mut bytes)?).ok()?;
        if n > bytes.len() {
            return None;
        }
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(Value::of_word(take(&mut bytes)?, floors)?);
        }
        bytes.is_empty().then_some(out)
    }

    pub fn serialize<S: Serializer>(values: &[Value], s: S) -> Result<S::Ok, S::Error> {
        SCRATCH.with(|scratch| match scratch.try_borrow_mut() {
            Ok(mut b) => {
                b.clear();
                encode(&mut b, values, floors());
                let r = s.serialize_bytes(&b);
                // A long sequence's buffer is not kept for the thread's life.
                if b.capacity() > 1 << 16 {
                    *b = Vec::new();
                }
                r
            }
            Err(_) => {
                let mut b = Vec::new();
                encode(&mut b, values, floors());
                s.serialize_bytes(&b)
            }
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Value>, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Vec<Value>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a sequence of values")
            }
            fn visit_bytes<E: Error>(self, b: &[u8]) -> Result<Vec<Value>, E> {
                decode(b, floors()).ok_or_else(|| E::custom("bad sequence of values"))
            }
            fn visit_byte_buf<E: Error>(self, b: Vec<u8>) -> Result<Vec<Value>, E> {
                self.visit_bytes(&b)
            }
        }
        d.deserialize_bytes(V)
    }
}

impl Value {
    /// Whether this is `undefined`.
    #[inline]
    #[must_use]
    pub fn is_undefined(self) -> bool {
        matches!(self, Value::Undefined)
    }

    /// Whether this is `null` or `undefined`.
    #[inline]
    #[must_use]
    pub fn is_nullish(self) -> bool {
        matches!(self, Value::Undefined | Value::Null)
    }

    /// The object, if this is one.
    #[inline]
    #[must_use]
    pub fn as_object(self) -> Option<ObjId> {
        match self {
            Value::Object(o) => Some(o),
            _ => None,
        }
    }

    /// The number, if this is one.
    #[inline]
    #[must_use]
    pub fn as_number(self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(n),
            _ => None,
        }
    }

    /// Whether this is the internal empty marker.
    #[inline]
    #[must_use]
    pub fn is_empty(self) -> bool {
        matches!(self, Value::Empty)
    }

    /// A number value from an integer.
    #[inline]
    #[must_use]
    pub fn int(i: i64) -> Value {
        Value::Number(i as f64)
    }
}

/// The `typeof` names.
pub mod type_names {
    /// `"undefined"`
    pub const UNDEFINED: &str = "undefined";
}

#[cfg(test)]
mod tests {
    use super::{Atom, BigRef, ObjId, StrRef, Value};

    const FLOORS: (u32, u32) = (100, 50);

    fn same(a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x.to_bits() == y.to_bits(),
            _ => a == b,
        }
    }

    /// Every kind of value comes back exactly (a number's bits, `-0` and NaN included), and the
    /// common ones are short.
    #[test]
    fn value_words_round_trip() {
        let values = [
            Value::Undefined,
            Value::Null,
            Value::Bool(false),
            Value::Bool(true),
            Value::Empty,
            Value::Number(0.0),
            Value::Number(-0.0),
            Value::Number(1.0),
            Value::Number(-1.0),
            Value::Number(42.0),
            Value::Number(0.5),
            Value::Number(1.5e300),
            Value::Number(f64::NAN),
            Value::Number(f64::INFINITY),
            Value::Number(f64::NEG_INFINITY),
            Value::Number(9.007_199_254_740_993e15),
            Value::Number(9_223_372_036_854_775_808.0),
            Value::Number(-9_223_372_036_854_775_808.0),
            Value::Number(1.8e19),
            Value::Number(f64::MIN_POSITIVE),
            Value::String(StrRef(50)),
            Value::String(StrRef(3)),
            Value::String(StrRef::atom(Atom(7))),
            Value::Object(ObjId(100)),
            Value::Object(ObjId(5)),
            Value::Object(ObjId(u32::MAX)),
            Value::Symbol(Atom(u32::MAX)),
            Value::BigInt(BigRef(9)),
        ];
        for v in values {
            let w = v.word(FLOORS);
            let back = Value::of_word(w, FLOORS).expect("decodes");
            assert!(same(v, back), "{v:?} came back as {back:?}");
        }
        // One byte of varint: undefined, small integers, the run's first objects and strings.
        for v in [Value::Undefined, Value::Number(3.0), Value::Object(ObjId(101)), Value::String(StrRef(51))] {
            assert!(v.word(FLOORS) < 0x80, "{v:?}");
        }
    }

    /// Words no value writes are `None`, never a panic.
    #[test]
    fn bad_value_words_are_none() {
        for w in [7u128, 5 << 3, 1u128 << 70 | 1, (u128::from(u32::MAX) + 1) << 3 | 5, 3 << 3 | 3, u128::MAX] {
            assert!(Value::of_word(w, FLOORS).is_none(), "{w:#x}");
        }
        // Any integer word decodes to some number.
        assert!(Value::of_word(u128::from(u64::MAX) << 3 | 1, FLOORS).is_some());
    }

    /// A sequence comes back; every strict prefix but the empty one, a count beyond the bytes, a
    /// bad word, an over-long varint and trailing bytes are `None`.
    #[test]
    fn value_sequences_round_trip_and_refuse_bad_bytes() {
        use super::value_seq::{decode, encode};
        let values = vec![Value::Number(-0.5), Value::Object(ObjId(120)), Value::Undefined, Value::String(StrRef(3))];
        let mut b = Vec::new();
        encode(&mut b, &values, FLOORS);
        let back = decode(&b, FLOORS).expect("decodes");
        assert_eq!(back.len(), values.len());
        assert!(back.iter().zip(&values).all(|(a, b)| same(*a, *b)));
        for n in 1..b.len() {
            assert!(decode(&b[..n], FLOORS).is_none(), "a prefix of {n} bytes decoded");
        }
        assert_eq!(decode(&[], FLOORS).map(|v| v.len()), Some(0));
        assert_eq!(decode(&[0], FLOORS).map(|v| v.len()), Some(0));
        assert!(decode(&[5, 0], FLOORS).is_none());
        assert!(decode(&[1, 7], FLOORS).is_none());
        assert!(decode(&[0, 0], FLOORS).is_none());
        let long: Vec<u8> = std::iter::once(1).chain(std::iter::repeat_n(0xff, 18)).chain([0x7f]).collect();
        assert!(decode(&long, FLOORS).is_none());
        let long: Vec<u8> = std::iter::once(1).chain(std::iter::repeat_n(0x80, 30)).collect();
        assert!(decode(&long, FLOORS).is_none());
    }
}
