//! Strings: UTF-16 text in atoms or heap strings, concatenation by ropes, flattening, comparison,
//! JSON quoting.
//!
//! JavaScript strings are sequences of UTF-16 code units and may hold lone surrogates, so text is
//! `[u16]` everywhere inside the VM. Concatenation of long strings makes a rope (O(1)); the rope is
//! flattened iteratively — never recursively — the first time its text is needed, and replaced in
//! place by the flat text.

use std::cmp::Ordering;
use std::sync::Arc;

use crate::Vm;
use crate::atoms::atom;
use crate::error::JsResult;
use crate::heap::HeapStr;
use crate::value::{Atom, StrRef, Value};

/// Longest string any setting may allow, in code units (as V8: 2^29 - 24); the cap a run has is
/// `VmOptions::caps` (see `caps`).
pub const MAX_STRING_LEN: usize = (1 << 29) - 24;

/// Below this total length, concatenation copies instead of making a rope.
const ROPE_MIN: usize = 64;

/// The longest text a heap string holds in place ([`Short`]): 14 code units and the length make
/// a 32-byte slot (most keys, ids and numbers of a program's data fit; 10 would keep the slot at
/// the 24 bytes of a shared text, and measured worse on string-heavy programs).
pub const SHORT_MAX: usize = 14;

/// Short flat text held in place: at most [`SHORT_MAX`] code units, no allocation of its own.
#[derive(Clone, Copy, Debug)]
pub struct Short {
    len: u8,
    units: [u16; SHORT_MAX],
}

impl Short {
    /// The empty text.
    pub const EMPTY: Short = Short { len: 0, units: [0; SHORT_MAX] };

    /// `text` in place, if it is short enough.
    #[inline]
    #[must_use]
    pub fn new(text: &[u16]) -> Option<Short> {
        if text.len() > SHORT_MAX {
            return None;
        }
        let mut units = [0u16; SHORT_MAX];
        units[..text.len()].copy_from_slice(text);
        Some(Short { len: text.len() as u8, units })
    }

    /// `a` followed by `b` in place, if together they are short enough.
    #[inline]
    #[must_use]
    pub fn joined(a: &[u16], b: &[u16]) -> Option<Short> {
        let len = a.len() + b.len();
        if len > SHORT_MAX {
            return None;
        }
        let mut units = [0u16; SHORT_MAX];
        units[..a.len()].copy_from_slice(a);
        units[a.len()..len].copy_from_slice(b);
        Some(Short { len: len as u8, units })
    }

    /// The text.
    #[inline]
    #[must_use]
    pub fn units(&self) -> &[u16] {
        &self.units[..usize::from(self.len).min(SHORT_MAX)]
    }
}

/// The text of a string as [`Vm::str_text`] gives it, and an atom's: shared, or held in place
/// when short (a copy of a short heap string's text).
#[derive(Clone)]
pub enum Text {
    /// Shared text (an atom's, a long flat string's, or a flattened rope's).
    Shared(Arc<[u16]>),
    /// A copy of a short heap string's text.
    Short(Short),
}

impl Text {
    /// `units`: in place when short, else copied into a shared slice.
    #[must_use]
    pub fn new(units: &[u16]) -> Text {
        match Short::new(units) {
            Some(s) => Text::Short(s),
            None => Text::Shared(units.into()),
        }
    }

    /// Shared text, held in place instead when it is short.
    #[must_use]
    pub fn from_arc(units: Arc<[u16]>) -> Text {
        match Short::new(&units) {
            Some(s) => Text::Short(s),
            None => Text::Shared(units),
        }
    }

    /// The text as a shared slice (allocating for a short one).
    #[must_use]
    pub fn into_arc(self) -> Arc<[u16]> {
        match self {
            Text::Shared(a) => a,
            Text::Short(s) => Arc::from(s.units()),
        }
    }
}

impl std::ops::Deref for Text {
    type Target = [u16];
    #[inline]
    fn deref(&self) -> &[u16] {
        match self {
            Text::Shared(a) => a,
            Text::Short(s) => s.units(),
        }
    }
}

/// Shown as its code units, wherever it lies.
impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl AsRef<[u16]> for Text {
    fn as_ref(&self) -> &[u16] {
        self
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        **self == **other
    }
}

impl Eq for Text {}

impl From<Vec<u16>> for Text {
    fn from(v: Vec<u16>) -> Text {
        Text::new(&v)
    }
}

/// Serialized as its code units, as a shared slice is: where a text lies is not part of any
/// format.
impl serde::Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        Ok(Text::from(Vec::<u16>::deserialize(deserializer)?))
    }
}

impl From<Arc<[u16]>> for Text {
    fn from(v: Arc<[u16]>) -> Text {
        Text::from_arc(v)
    }
}

impl From<Text> for Arc<[u16]> {
    fn from(t: Text) -> Arc<[u16]> {
        t.into_arc()
    }
}

/// UTF-16 units of a Rust string.
#[must_use]
pub fn utf16(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

/// The UTF-16 of `s` in `buf` when it fits (`s` has at most [`SHORT_MAX`] bytes: a string has
/// no more UTF-16 units than UTF-8 bytes), without the allocation of [`utf16`].
pub(crate) fn utf16_short<'b>(s: &str, buf: &'b mut [u16; SHORT_MAX]) -> Option<&'b [u16]> {
    if s.len() > SHORT_MAX {
        return None;
    }
    let mut n = 0;
    for (d, u) in buf.iter_mut().zip(s.encode_utf16()) {
        *d = u;
        n += 1;
    }
    Some(&buf[..n])
}

/// A Rust string from UTF-16 (lone surrogates become U+FFFD).
#[must_use]
pub fn lossy(units: &[u16]) -> String {
    String::from_utf16_lossy(units)
}

impl Vm {
    /// The text of `s`, flattening it if it is a rope.
    pub fn str_text(&mut self, s: StrRef) -> Text {
        if let Some(a) = s.as_atom() {
            return self.state.atoms.text_of(a).unwrap_or(Text::Short(Short::EMPTY));
        }
        let idx = s.as_heap().unwrap_or(0);
        match self.state.heap.strings.get(idx) {
            Some(HeapStr::Flat(t)) => Text::Shared(t.clone()),
            Some(HeapStr::Short(t)) => Text::Short(*t),
            Some(HeapStr::Rope { len, .. }) => {
                let mut out: Vec<u16> = Vec::with_capacity(*len as usize);
                let mut stack = vec![s];
                while let Some(x) = stack.pop() {
                    if let Some(a) = x.as_atom() {
                        out.extend_from_slice(self.state.atoms.text(a));
                        continue;
                    }
                    match self.state.heap.strings.get(x.as_heap().unwrap_or(0)) {
                        Some(HeapStr::Flat(t)) => out.extend_from_slice(t),
                        Some(HeapStr::Short(t)) => out.extend_from_slice(t.units()),
                        Some(HeapStr::Rope { left, right, .. }) => {
                            stack.push(*right);
                            stack.push(*left);
                        }
                        None => {}
                    }
                }
                let arc: Arc<[u16]> = out.into();
                if let Some(slot) = self.state.heap.strings.get_mut(idx) {
                    *slot = HeapStr::Flat(arc.clone());
                }
                Text::Shared(arc)
            }
            None => Text::Shared(Arc::from(&[][..])),
        }
    }

    /// The length of `s` in code units.
    #[must_use]
    pub fn str_len(&self, s: StrRef) -> usize {
        if let Some(a) = s.as_atom() {
            return self.state.atoms.text(a).len();
        }
        self.state.heap.strings.get(s.as_heap().unwrap_or(0)).map_or(0, HeapStr::len)
    }

    /// The string value of zero or one code unit: an atom (the empty one, or a one-unit atom
    /// from [`crate::atoms::Atoms::intern_unit`], no hashing below U+0100).
    #[inline]
    pub(crate) fn tiny_str(&mut self, units: &[u16]) -> Value {
        match units {
            [u] => Value::String(StrRef::atom(self.state.atoms.intern_unit(*u))),
            _ => Value::String(StrRef::atom(atom::EMPTY)),
        }
    }

    /// A string value from UTF-16 text.
    pub fn new_str(&mut self, units: &[u16]) -> Value {
        if units.len() <= 1 {
            return self.tiny_str(units);
        }
        Value::String(self.state.heap.alloc_units(units))
    }

    /// A string value from owned UTF-16 text.
    pub fn new_str_vec(&mut self, units: Vec<u16>) -> Value {
        if units.len() <= 1 {
            return self.tiny_str(&units);
        }
        if units.len() <= SHORT_MAX {
            return Value::String(self.state.heap.alloc_units(&units));
        }
        Value::String(self.state.heap.alloc_str(units.into()))
    }

    /// A string value from shared text.
    pub fn new_str_arc(&mut self, units: Arc<[u16]>) -> Value {
        if units.len() <= 1 {
            return self.tiny_str(&units);
        }
        Value::String(self.state.heap.alloc_str(units))
    }

    /// A string value from text (in place when short).
    pub fn new_text(&mut self, units: Text) -> Value {
        if units.len() <= 1 {
            return self.tiny_str(&units);
        }
        match units {
            Text::Short(s) => Value::String(self.state.heap.alloc_short(s)),
            Text::Shared(a) => Value::String(self.state.heap.alloc_str(a)),
        }
    }

    /// A string value from a Rust string.
    pub fn new_string(&mut self, s: &str) -> Value {
        let mut buf = [0u16; SHORT_MAX];
        if let Some(u) = utf16_short(s, &mut buf) {
            return self.new_str(u);
        }
        let u = utf16(s);
        self.new_str_vec(u)
    }

    /// A string value from ASCII text (number formatting), converted on the stack when it has at
    /// most 64 characters.
    pub fn new_ascii(&mut self, text: &[u8]) -> Value {
        let mut buf = [0u16; 64];
        match buf.get_mut(..text.len()) {
            Some(units) => {
                for (d, &c) in units.iter_mut().zip(text) {
                    *d = u16::from(c);
                }
                self.new_str(units)
            }
            None => self.new_str_vec(text.iter().map(|&c| u16::from(c)).collect()),
        }
    }

    /// The interned string value of a Rust string (for names used often).
    pub fn atom_str(&mut self, s: &str) -> Value {
        Value::String(StrRef::atom(self.state.atoms.intern_str(s)))
    }

    /// Interns a Rust string.
    pub fn intern(&mut self, s: &str) -> Atom {
        self.state.atoms.intern_str(s)
    }

    /// The atom of a string (interning it).
    pub fn str_atom(&mut self, s: StrRef) -> Atom {
        if let Some(a) = s.as_atom() {
            return a;
        }
        match self.str_text(s) {
            Text::Shared(t) => self.state.atoms.intern_arc(t),
            Text::Short(t) => self.state.atoms.intern(t.units()),
        }
    }

    /// `a + b`.
    ///
    /// # Errors
    /// `RangeError: Invalid string length` past the cap (`caps::MAX_STRING_LENGTH` unless set).
    pub fn concat(&mut self, a: StrRef, b: StrRef) -> JsResult<StrRef> {
        // Each string looked up once: two flat texts whose join is short make the result in
        // place; otherwise their lengths go on.
        let (la, lb) = match (self.text_or_len(a), self.text_or_len(b)) {
            (Ok(ta), Ok(tb)) => {
                if !ta.is_empty()
                    && !tb.is_empty()
                    && let Some(short) = Short::joined(ta, tb)
                {
                    self.check_string_len((ta.len() + tb.len()) as f64)?;
                    return Ok(self.state.heap.alloc_short(short));
                }
                (ta.len(), tb.len())
            }
            (x, y) => (x.map_or_else(|n| n, <[u16]>::len), y.map_or_else(|n| n, <[u16]>::len)),
        };
        if la == 0 {
            return Ok(b);
        }
        if lb == 0 {
            return Ok(a);
        }
        let len = la + lb;
        self.check_string_len(len as f64)?;
        if len <= SHORT_MAX
            && let (Some(ta), Some(tb)) = (self.flat_text(a), self.flat_text(b))
            && let Some(short) = Short::joined(ta, tb)
        {
            return Ok(self.state.heap.alloc_short(short));
        }
        if len < ROPE_MIN {
            // Both texts into one stack buffer, then the result in place or one allocation.
            let mut buf = [0u16; ROPE_MIN];
            self.text_into(a, &mut buf[..la]);
            self.text_into(b, &mut buf[la..len]);
            return Ok(self.state.heap.alloc_units(&buf[..len]));
        }
        Ok(self.state.heap.alloc_rope(a, b, len as u32))
    }

    /// `s + n` (or `n + s` when `num_first`) for a number `n`: an integer below 1e15 is written
    /// straight into the result when it is short (no string for the number on its own), any other
    /// number goes through ToString and [`Vm::concat`].
    ///
    /// # Errors
    /// As [`Vm::concat`].
    pub fn concat_number(&mut self, s: StrRef, n: f64, num_first: bool) -> JsResult<StrRef> {
        // Integral and below 1e15 (the cast saturates, and NaN casts to 0).
        let i = n as i64;
        if i as f64 == n && i.unsigned_abs() < 1_000_000_000_000_000 {
            let mut digits = [0u16; 20];
            let d = crate::conv::i64_digits(i, &mut digits);
            let ld = d.len();
            // A short result (`"k" + i`) is made in place from the flat text.
            let (ls, short) = match self.flat_text(s) {
                Some(t) => (t.len(), if num_first { Short::joined(d, t) } else { Short::joined(t, d) }),
                None => (self.str_len(s), None),
            };
            let len = ls + ld;
            if len < ROPE_MIN {
                self.check_string_len(len as f64)?;
                if let Some(short) = short {
                    return Ok(self.state.heap.alloc_short(short));
                }
                let mut buf = [0u16; ROPE_MIN];
                if num_first {
                    buf[..ld].copy_from_slice(d);
                    self.text_into(s, &mut buf[ld..len]);
                } else {
                    self.text_into(s, &mut buf[..ls]);
                    buf[ls..len].copy_from_slice(d);
                }
                return Ok(self.state.heap.alloc_units(&buf[..len]));
            }
        }
        let t = self.number_to_str(n);
        if num_first { self.concat(t, s) } else { self.concat(s, t) }
    }

    /// The text of an atom or a flat string where it lies (`None` for a rope).
    #[inline]
    pub(crate) fn flat_text(&self, s: StrRef) -> Option<&[u16]> {
        match s.as_atom() {
            Some(a) => Some(self.state.atoms.text(a)),
            None => self.state.heap.strings.get(s.as_heap().unwrap_or(0)).and_then(HeapStr::flat),
        }
    }

    /// The text of an atom or a flat string where it lies, else (a rope) its length: one lookup.
    #[inline]
    fn text_or_len(&self, s: StrRef) -> Result<&[u16], usize> {
        match s.as_atom() {
            Some(a) => Ok(self.state.atoms.text(a)),
            None => match self.state.heap.strings.get(s.as_heap().unwrap_or(0)) {
                Some(h) => h.flat().ok_or_else(|| h.len()),
                None => Err(0),
            },
        }
    }

    /// Copies the text of `s` (of `out.len()` code units, as [`Vm::str_len`] gave) into `out`,
    /// reading an atom's or a flat string's text in place (no reference count touched).
    fn text_into(&mut self, s: StrRef, out: &mut [u16]) {
        let copy = |out: &mut [u16], t: &[u16]| {
            let n = out.len().min(t.len());
            out[..n].copy_from_slice(&t[..n]);
        };
        if let Some(t) = self.flat_text(s) {
            return copy(out, t);
        }
        let t = self.str_text(s);
        copy(out, &t);
    }

    /// Whether two strings have the same text.
    pub fn str_eq(&mut self, a: StrRef, b: StrRef) -> bool {
        if a == b {
            return true;
        }
        if a.as_atom().is_some() && b.as_atom().is_some() {
            return false;
        }
        if self.str_len(a) != self.str_len(b) {
            return false;
        }
        let ta = self.str_text(a);
        let tb = self.str_text(b);
        ta == tb
    }

    /// Code-unit order of two strings.
    pub fn str_cmp(&mut self, a: StrRef, b: StrRef) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let ta = self.str_text(a);
        let tb = self.str_text(b);
        ta.cmp(&tb)
    }

    /// A Rust string for messages (lossy).
    pub fn str_lossy(&mut self, s: StrRef) -> String {
        let t = self.str_text(s);
        lossy(&t)
    }

    /// The string value of an atom.
    #[must_use]
    pub fn atom_value(&self, a: Atom) -> Value {
        if self.state.atoms.is_symbol(a) { Value::Symbol(a) } else { Value::String(StrRef::atom(a)) }
    }
}

fn hex_escape(out: &mut Vec<u16>, c: u16) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.extend_from_slice(&[0x5C, 0x75]);
    for shift in [12, 8, 4, 0] {
        out.push(u16::from(HEX[usize::from((c >> shift) & 0xF)]));
    }
}

/// QuoteJSONString (`JSON.stringify`'s and its replacer walk's), appended to `out` (lone surrogates escaped as `\udxxx`).
pub(crate) fn quote_json_into(out: &mut Vec<u16>, s: &[u16]) {
    out.reserve(s.len() + 2);
    out.push(0x22);
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        match c {
            0x22 => out.extend_from_slice(&[0x5C, 0x22]),
            0x5C => out.extend_from_slice(&[0x5C, 0x5C]),
            0x08 => out.extend_from_slice(&[0x5C, 0x62]),
            0x0C => out.extend_from_slice(&[0x5C, 0x66]),
            0x0A => out.extend_from_slice(&[0x5C, 0x6E]),
            0x0D => out.extend_from_slice(&[0x5C, 0x72]),
            0x09 => out.extend_from_slice(&[0x5C, 0x74]),
            0xD800..=0xDBFF => match s.get(i + 1) {
                Some(&n) if (0xDC00..=0xDFFF).contains(&n) => {
                    out.push(c);
                    out.push(n);
                    i += 1;
                }
                _ => hex_escape(out, c),
            },
            0xDC00..=0xDFFF => hex_escape(out, c),
            _ if c < 0x20 => hex_escape(out, c),
            _ => out.push(c),
        }
        i += 1;
    }
    out.push(0x22);
}

#[cfg(test)]
mod tests {
    use super::{SHORT_MAX, utf16, utf16_short};

    /// The stack path gives the units `utf16` gives, for every text that fits, and declines longer.
    #[test]
    fn utf16_short_agrees_with_utf16() {
        let fits = ["", "a", "order_0", "abcdefghijklmn", "é", "😀", "a😀b", "😀😀😀", "ééééééxy"];
        for s in fits {
            assert!(s.len() <= SHORT_MAX, "{s}");
            let mut buf = [0u16; SHORT_MAX];
            assert_eq!(utf16_short(s, &mut buf), Some(utf16(s).as_slice()), "{s}");
        }
        for s in ["abcdefghijklmno", "😀😀😀😀", "ééééééééx"] {
            assert!(s.len() > SHORT_MAX, "{s}");
            let mut buf = [0u16; SHORT_MAX];
            assert_eq!(utf16_short(s, &mut buf), None, "{s}");
        }
    }
}
