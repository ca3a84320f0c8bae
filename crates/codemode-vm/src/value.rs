//! Values: the 16-byte, `Copy` representation of every JavaScript value the VM handles.
//!
//! A value never owns memory: strings, BigInts and objects live in the [`crate::heap::Heap`]
//! and a value holds their index. This is what makes the whole VM state plain data (a snapshot is
//! a move, not a mirror) and what lets registers be copied freely. The heap's collector decides
//! when an index is free again.

use serde::{Deserialize, Serialize};

macro_rules! handle {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
        pub struct $name(pub u32);
    )*};
}

handle! {
    /// An object in the heap.
    ObjId;
    /// An interned string or symbol: the key of every property (see [`crate::atoms`]).
    Atom;
    /// A BigInt in the heap.
    BigRef;
}

/// A string: either an interned atom (bit 31 set) or a heap string.
///
/// In a snapshot the atom bit travels as bit 0 (the index shifted up by one), so a reference is
/// a short varint either way (an atom's was five bytes with bit 31 set).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct StrRef(pub u32);

impl Serialize for StrRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.0.rotate_left(1))
    }
}

impl<'de> Deserialize<'de> for StrRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<StrRef, D::Error> {
        u32::deserialize(d).map(|w| StrRef(w.rotate_right(1)))
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
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
