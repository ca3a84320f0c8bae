//! The atom table: interned strings and symbols, the keys of every property.
//!
//! A string becomes an atom when it is used as a property key or appears as a literal in code; a
//! symbol *is* an atom. Atoms are compared by index and never collected. Atom strings carry their
//! canonical array index (if any) so that key ordering never reparses them.
//!
//! The table's lookup map is not part of the state: it is rebuilt from the entries when a snapshot
//! is loaded. Well-known atoms occupy fixed indices (see [`atom`]).
//!
//! The realm's atoms (those of the template VM, [`Atoms::freeze`]) are a shared, frozen base
//! behind an `Arc`: a run's table holds only the atoms it created itself, so cloning the template
//! costs nothing per realm atom.

use std::sync::Arc;

use hashbrown::HashTable;
use serde::{Deserialize, Serialize};

use crate::strings::Text;
use crate::value::Atom;

/// What an atom is.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum AtomEntry {
    /// An interned string.
    Str {
        /// The UTF-16 text (in place when short).
        text: Text,
        /// The array index this string denotes (`"0"`, `"42"`, not `"01"`), if any.
        index: Option<u32>,
    },
    /// A symbol.
    Symbol {
        /// `Symbol(description)`.
        description: Option<Arc<[u16]>>,
        /// A private name (`#x`): invisible to every reflective operation.
        private: bool,
        /// Registered with `Symbol.for`.
        registered: bool,
    },
}

/// A lookup map of texts to atoms, probed with a hash computed once ([`text_hash`]) in both the
/// base's and the own map. It holds no text: a slot names its atom (whose entry has the text)
/// and keeps 32 bits of the text's hash, so that growing the map never reads a text and a slot
/// is eight bytes (a map of texts would copy every short key a second time and make each probe
/// of a large table touch five times the memory).
type TextMap = HashTable<Slot>;

/// An entry of a [`TextMap`].
#[derive(Clone, Copy, Debug)]
struct Slot {
    /// The atom.
    atom: Atom,
    /// Its text's [`text_hash`].
    hash: u32,
}

/// A map's hash of a text hash kept in a [`Slot`]: the multiplication carries every bit of it
/// into the top bits, which `hashbrown` compares before any text.
#[inline]
fn spread(hash: u32) -> u64 {
    u64::from(hash).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A slot's map hash (when the map grows).
#[inline]
fn slot_hash(s: &Slot) -> u64 {
    spread(s.hash)
}

/// The text of a string entry.
#[inline]
fn entry_text(e: Option<&AtomEntry>) -> Option<&[u16]> {
    match e {
        Some(AtomEntry::Str { text, .. }) => Some(text),
        _ => None,
    }
}

/// How many own atoms a table truncated back to its base keeps room for.
const OWN_MAP_KEPT: usize = 1024;

/// The hash of an atom's text (the lookup maps').
#[inline]
fn text_hash(text: &[u16]) -> u32 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    text.hash(&mut h);
    let h = h.finish();
    (h ^ (h >> 32)) as u32
}

/// The table: the shared base (the realm's atoms, `0..base.len()`, and their lookup map) and
/// this VM's own atoms after it.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Atoms {
    /// Own atoms (index `base_len + i`).
    entries: Vec<AtomEntry>,
    #[serde(skip)]
    map: TextMap,
    /// The shared base's entries (a fat pointer here: reading one is one load away).
    #[serde(skip)]
    base: Arc<[AtomEntry]>,
    /// The shared base's lookup map.
    #[serde(skip)]
    base_map: Arc<TextMap>,
    #[serde(skip)]
    base_len: u32,
    /// The atoms of small array indices found so far, by index: a hint, trusted only when the
    /// atom there still denotes that index (so truncation and restore need not clear it).
    #[serde(skip)]
    index_hint: Vec<Atom>,
    /// The atoms of one-unit strings below [`UNIT_HINTS`] found so far, by unit: a hint like
    /// `index_hint`, trusted only when the atom there still has that text.
    #[serde(skip)]
    unit_hint: Vec<Atom>,
}

/// One-unit strings below this have their atoms remembered in [`Atoms::unit_hint`].
const UNIT_HINTS: u16 = 256;

/// Indices below this have their atoms remembered in [`Atoms::index_hint`].
const INDEX_HINTS: u32 = 1 << 16;

/// Parses a canonical array index (`0 ..= 2^32 - 2`, no leading zeros).
#[must_use]
pub fn array_index_of(text: &[u16]) -> Option<u32> {
    if text.is_empty() || text.len() > 10 {
        return None;
    }
    if text.len() > 1 && text[0] == u16::from(b'0') {
        return None;
    }
    let mut n: u64 = 0;
    for &c in text {
        if !(u16::from(b'0')..=u16::from(b'9')).contains(&c) {
            return None;
        }
        n = n * 10 + u64::from(c - u16::from(b'0'));
    }
    (n < u64::from(u32::MAX)).then_some(n as u32)
}

/// The decimal digits of `i` as UTF-16, written at the end of `buf`.
fn index_digits(mut i: u32, buf: &mut [u16; 10]) -> &[u16] {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = u16::from(b'0') + (i % 10) as u16;
        i /= 10;
        if i == 0 {
            break;
        }
    }
    &buf[at..]
}

impl Atoms {
    /// A table with the well-known atoms at their fixed indices.
    #[must_use]
    pub fn new() -> Atoms {
        let mut t = Atoms::default();
        for (i, s) in atom::STRINGS.iter().enumerate() {
            let a = t.intern_str(s);
            debug_assert_eq!(a.0 as usize, i);
        }
        for name in atom::SYMBOLS {
            let desc: Vec<u16> = format!("Symbol.{name}").encode_utf16().collect();
            t.entries.push(AtomEntry::Symbol { description: Some(desc.into()), private: false, registered: false });
        }
        t
    }

    /// Makes every atom part of the shared base (the template VM, once its realm is complete):
    /// clones of this table share them.
    pub fn freeze(&mut self) {
        if self.entries.is_empty() {
            return;
        }
        let mut entries = Vec::with_capacity(self.len());
        entries.extend(self.base.iter().cloned());
        entries.append(&mut self.entries);
        let mut map = (*self.base_map).clone();
        for e in std::mem::take(&mut self.map) {
            map.insert_unique(slot_hash(&e), e, slot_hash);
        }
        self.base_len = entries.len() as u32;
        self.base = entries.into();
        self.base_map = Arc::new(map);
    }

    /// Whether `self` shares `other`'s base (a clone of it, or of a clone).
    #[must_use]
    pub fn same_base(&self, other: &Atoms) -> bool {
        Arc::ptr_eq(&self.base, &other.base)
    }

    /// The own entries from index `from` on (at least the base's length; for the snapshot codec).
    #[must_use]
    pub fn entries_from(&self, from: usize) -> &[AtomEntry] {
        self.entries.get(from.saturating_sub(self.base_len as usize)..).unwrap_or(&[])
    }

    /// The shared base's entries (compared by pointer: two tables with the same base `Arc`
    /// resolve every realm text alike).
    #[must_use]
    pub fn base(&self) -> &Arc<[AtomEntry]> {
        &self.base
    }

    /// The own entries (after the base).
    #[must_use]
    pub fn own(&self) -> &[AtomEntry] {
        &self.entries
    }

    /// Replaces the entries from index `from` on (at least the base's length), updating the
    /// lookup map for them only.
    pub fn replace_tail(&mut self, from: usize, tail: Vec<AtomEntry>) {
        self.truncate(from);
        for e in tail {
            if let AtomEntry::Str { text, .. } = &e {
                let slot = Slot { atom: Atom(self.len() as u32), hash: text_hash(text) };
                self.map.insert_unique(slot_hash(&slot), slot, slot_hash);
            }
            self.entries.push(e);
        }
    }

    /// Forgets the atoms from index `n` (at least the base's length) on.
    pub fn truncate(&mut self, n: usize) {
        let n = n.saturating_sub(self.base_len as usize);
        if n >= self.entries.len() {
            return;
        }
        if n == 0 {
            // Back to the base (a recycled VM): drop the whole own map at once, keeping a
            // modest capacity for the next run rather than all of a large one's.
            self.map.clear();
            self.map.shrink_to(OWN_MAP_KEPT, slot_hash);
            self.entries.clear();
            self.entries.shrink_to(OWN_MAP_KEPT);
            return;
        }
        let first = self.base_len as usize + n;
        for (i, e) in self.entries[n..].iter().enumerate() {
            if let AtomEntry::Str { text, .. } = e {
                let atom = Atom((first + i) as u32);
                if let Ok(found) = self.map.find_entry(spread(text_hash(text)), |s| s.atom == atom) {
                    found.remove();
                }
            }
        }
        self.entries.truncate(n);
    }

    /// Rebuilds the lookup map of the own atoms after deserialization.
    pub fn rebuild_map(&mut self) {
        self.map.clear();
        let base = self.base_len;
        for (i, e) in self.entries.iter().enumerate() {
            if let AtomEntry::Str { text, .. } = e {
                let slot = Slot { atom: Atom(base + i as u32), hash: text_hash(text) };
                self.map.insert_unique(slot_hash(&slot), slot, slot_hash);
            }
        }
    }

    /// The number of atoms.
    #[must_use]
    pub fn len(&self) -> usize {
        self.base_len as usize + self.entries.len()
    }

    /// Whether the table is empty (never, after [`Atoms::new`]).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry of atom index `i`.
    #[inline]
    fn at(&self, i: u32) -> Option<&AtomEntry> {
        match self.base.get(i as usize) {
            Some(e) => Some(e),
            None => self.entries.get((i as usize).wrapping_sub(self.base_len as usize)),
        }
    }

    /// The atom of `text`, if interned (never adds one).
    #[inline]
    pub(crate) fn find(&self, text: &[u16]) -> Option<Atom> {
        let hash = text_hash(text);
        let (base, own, base_len) = (&self.base, &self.entries, self.base_len as usize);
        let in_base = |s: &Slot| s.hash == hash && entry_text(base.get(s.atom.0 as usize)) == Some(text);
        let in_own =
            |s: &Slot| s.hash == hash && entry_text(own.get((s.atom.0 as usize).wrapping_sub(base_len))) == Some(text);
        match self.base_map.find(spread(hash), in_base) {
            Some(s) => Some(s.atom),
            None => self.map.find(spread(hash), in_own).map(|s| s.atom),
        }
    }

    /// Interns UTF-16 text: one hash and one probe of each map; the text is copied only when it
    /// is new.
    pub fn intern(&mut self, text: &[u16]) -> Atom {
        self.intern_with(text, || Text::new(text))
    }

    /// Interns the one-unit string `u` (a character of a string iterated, `fromCharCode`, `at`):
    /// below [`UNIT_HINTS`] from a table of those found so far, without hashing.
    #[inline]
    pub fn intern_unit(&mut self, u: u16) -> Atom {
        if let Some(&a) = self.unit_hint.get(usize::from(u))
            && self.text(a) == [u]
        {
            return a;
        }
        let a = self.intern(&[u]);
        if u < UNIT_HINTS {
            if self.unit_hint.len() <= usize::from(u) {
                self.unit_hint.resize(usize::from(UNIT_HINTS), Atom(u32::MAX));
            }
            self.unit_hint[usize::from(u)] = a;
        }
        a
    }

    /// Interns shared UTF-16 text without copying it when it is new.
    pub fn intern_arc(&mut self, text: Arc<[u16]>) -> Atom {
        let t = text.clone();
        self.intern_with(&t, || Text::from_arc(text))
    }

    /// Interns `text`, storing `make()` (the same text) when it is new.
    #[inline]
    fn intern_with(&mut self, text: &[u16], make: impl FnOnce() -> Text) -> Atom {
        let hash = text_hash(text);
        let next = Atom(self.len() as u32);
        let Atoms { entries, map, base, base_map, base_len, .. } = self;
        let in_base = |s: &Slot| s.hash == hash && entry_text(base.get(s.atom.0 as usize)) == Some(text);
        if let Some(s) = base_map.find(spread(hash), in_base) {
            return s.atom;
        }
        let base_len = *base_len as usize;
        let in_own = |s: &Slot| {
            s.hash == hash && entry_text(entries.get((s.atom.0 as usize).wrapping_sub(base_len))) == Some(text)
        };
        match map.entry(spread(hash), in_own, slot_hash) {
            hashbrown::hash_table::Entry::Occupied(e) => e.get().atom,
            hashbrown::hash_table::Entry::Vacant(e) => {
                e.insert(Slot { atom: next, hash });
                let index = array_index_of(text);
                entries.push(AtomEntry::Str { text: make(), index });
                next
            }
        }
    }

    /// Interns a Rust string.
    pub fn intern_str(&mut self, s: &str) -> Atom {
        let mut buf = [0u16; crate::strings::SHORT_MAX];
        if let Some(u) = crate::strings::utf16_short(s, &mut buf) {
            return self.intern(u);
        }
        let v: Vec<u16> = s.encode_utf16().collect();
        self.intern(&v)
    }

    /// The atom of an array index: an existing one is found without building a string.
    pub fn intern_index(&mut self, i: u32) -> Atom {
        if let Some(&a) = self.index_hint.get(i as usize)
            && self.index_of(a) == Some(i)
        {
            return a;
        }
        let mut buf = [0u16; 10];
        let a = self.intern(index_digits(i, &mut buf));
        if i < INDEX_HINTS {
            if self.index_hint.len() <= i as usize {
                self.index_hint.resize(i as usize + 1, Atom(u32::MAX));
            }
            self.index_hint[i as usize] = a;
        }
        a
    }

    /// The atom of an array index if one exists (never interns).
    #[must_use]
    pub fn lookup_index(&self, i: u32) -> Option<Atom> {
        if let Some(&a) = self.index_hint.get(i as usize)
            && self.index_of(a) == Some(i)
        {
            return Some(a);
        }
        let mut buf = [0u16; 10];
        self.find(index_digits(i, &mut buf))
    }

    /// Looks up text without interning it.
    #[must_use]
    pub fn lookup(&self, text: &[u16]) -> Option<Atom> {
        self.find(text)
    }

    /// Creates a new symbol.
    pub fn new_symbol(&mut self, description: Option<Arc<[u16]>>, private: bool, registered: bool) -> Atom {
        let a = Atom(self.len() as u32);
        self.entries.push(AtomEntry::Symbol { description, private, registered });
        a
    }

    /// The entry of an atom.
    #[must_use]
    pub fn entry(&self, a: Atom) -> Option<&AtomEntry> {
        self.at(a.0)
    }

    /// The text of a string atom (empty for a symbol).
    #[must_use]
    pub fn text(&self, a: Atom) -> &[u16] {
        match self.at(a.0) {
            Some(AtomEntry::Str { text, .. }) => text,
            _ => &[],
        }
    }

    /// The text of a string atom, shared or a copy of a short one.
    #[must_use]
    pub fn text_of(&self, a: Atom) -> Option<Text> {
        match self.at(a.0) {
            Some(AtomEntry::Str { text, .. }) => Some(text.clone()),
            _ => None,
        }
    }

    /// The array index a string atom denotes.
    #[inline]
    #[must_use]
    pub fn index_of(&self, a: Atom) -> Option<u32> {
        match self.at(a.0) {
            Some(AtomEntry::Str { index, .. }) => *index,
            _ => None,
        }
    }

    /// Whether the atom is a symbol (including private names).
    #[inline]
    #[must_use]
    pub fn is_symbol(&self, a: Atom) -> bool {
        matches!(self.at(a.0), Some(AtomEntry::Symbol { .. }))
    }

    /// Whether the atom is a private name.
    #[inline]
    #[must_use]
    pub fn is_private(&self, a: Atom) -> bool {
        matches!(self.at(a.0), Some(AtomEntry::Symbol { private: true, .. }))
    }

    /// Whether `a` is a valid atom index.
    #[must_use]
    pub fn contains(&self, a: Atom) -> bool {
        (a.0 as usize) < self.len()
    }

    /// A Rust string for messages (lossy for lone surrogates).
    #[must_use]
    pub fn display(&self, a: Atom) -> String {
        match self.at(a.0) {
            Some(AtomEntry::Str { text, .. }) => String::from_utf16_lossy(text),
            Some(AtomEntry::Symbol { description, .. }) => {
                let d = description.as_deref().map(String::from_utf16_lossy).unwrap_or_default();
                format!("Symbol({d})")
            }
            None => String::from("<bad atom>"),
        }
    }
}

macro_rules! well_known {
    (strings { $($name:ident = $text:literal,)* } symbols { $($sym:ident = $sname:literal,)* }) => {
        /// Well-known atoms at fixed indices.
        pub mod atom {
            use crate::value::Atom;
            /// The texts of the well-known string atoms, in index order.
            pub const STRINGS: &[&str] = &[$($text),*];
            /// The names of the well-known symbols (`Symbol.<name>`), in index order after STRINGS.
            pub const SYMBOLS: &[&str] = &[$($sname),*];
            #[allow(non_camel_case_types, clippy::upper_case_acronyms, clippy::enum_variant_names, dead_code)]
            #[repr(u32)]
            enum S { $($name,)* $($sym,)* }
            $(
                #[doc = concat!("`", $text, "`")]
                pub const $name: Atom = Atom(S::$name as u32);
            )*
            $(
                #[doc = concat!("`Symbol.", $sname, "`")]
                pub const $sym: Atom = Atom(S::$sym as u32);
            )*
        }
    };
}

well_known! {
    strings {
        EMPTY = "",
        LENGTH = "length",
        PROTOTYPE = "prototype",
        CONSTRUCTOR = "constructor",
        NAME = "name",
        MESSAGE = "message",
        CAUSE = "cause",
        STACK = "stack",
        ERRORS = "errors",
        TO_STRING = "toString",
        VALUE_OF = "valueOf",
        TO_JSON = "toJSON",
        VALUE = "value",
        DONE = "done",
        NEXT = "next",
        RETURN = "return",
        THROW = "throw",
        GET = "get",
        SET = "set",
        WRITABLE = "writable",
        ENUMERABLE = "enumerable",
        CONFIGURABLE = "configurable",
        PROTO = "__proto__",
        THEN = "then",
        CATCH = "catch",
        LAST_INDEX = "lastIndex",
        INDEX = "index",
        INPUT = "input",
        GROUPS = "groups",
        INDICES = "indices",
        RAW = "raw",
        CALLEE = "callee",
        DEFAULT = "default",
        UNDEFINED = "undefined",
        NULL = "null",
        TRUE = "true",
        FALSE = "false",
        NAN = "NaN",
        INFINITY = "Infinity",
        OBJECT = "object",
        FUNCTION = "function",
        STRING = "string",
        NUMBER = "number",
        BOOLEAN = "boolean",
        SYMBOL = "symbol",
        BIGINT = "bigint",
        STATUS = "status",
        REASON = "reason",
        FULFILLED = "fulfilled",
        REJECTED = "rejected",
        ZERO = "0",
        ONE = "1",
        SOURCE = "source",
        FLAGS = "flags",
        GLOBAL = "global",
        HREF = "href",
        ARGUMENTS = "arguments",
        CALLER = "caller",
        ANONYMOUS = "anonymous",
        KEY = "key",
        RESOLVE = "resolve",
        REJECT = "reject",
        PROMISE = "promise",
        ERROR = "error",
        SUPPRESSED = "suppressed",
    }
    symbols {
        SYM_ITERATOR = "iterator",
        SYM_ASYNC_ITERATOR = "asyncIterator",
        SYM_HAS_INSTANCE = "hasInstance",
        SYM_TO_PRIMITIVE = "toPrimitive",
        SYM_TO_STRING_TAG = "toStringTag",
        SYM_IS_CONCAT_SPREADABLE = "isConcatSpreadable",
        SYM_SPECIES = "species",
        SYM_MATCH = "match",
        SYM_MATCH_ALL = "matchAll",
        SYM_REPLACE = "replace",
        SYM_SEARCH = "search",
        SYM_SPLIT = "split",
        SYM_UNSCOPABLES = "unscopables",
        SYM_DISPOSE = "dispose",
        SYM_ASYNC_DISPOSE = "asyncDispose",
    }
}

#[cfg(test)]
mod tests {
    use super::Atoms;

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    /// Short and long texts intern to one atom each, whichever way they come in, and a table
    /// truncated back to its base forgets its own atoms (the map as well as the entries) while
    /// the base's stay found.
    #[test]
    fn intern_and_truncate_to_base() {
        let mut t = Atoms::new();
        let length = t.intern(&u("length"));
        t.freeze();
        let base = t.len();
        let short = t.intern(&u("k12345"));
        let long = t.intern(&u("a key longer than ten"));
        assert_eq!(t.intern_arc(u("k12345").into()), short);
        assert_eq!(t.intern_arc(u("a key longer than ten").into()), long);
        assert_eq!(t.intern(&u("length")), length);
        assert_eq!(t.text(short), &u("k12345")[..]);
        assert_eq!(t.text(long), &u("a key longer than ten")[..]);
        assert_eq!(t.len(), base + 2);
        t.truncate(base);
        assert_eq!(t.len(), base);
        assert_eq!(t.lookup(&u("k12345")), None);
        assert_eq!(t.lookup(&u("a key longer than ten")), None);
        assert_eq!(t.lookup(&u("length")), Some(length));
        // Interned again after the truncation, a text takes the first own index again.
        assert_eq!(t.intern(&u("a key longer than ten")).0 as usize, base);
        // A partial truncation removes only the atoms after it.
        let k = t.intern(&u("k1"));
        t.truncate(base + 1);
        assert_eq!(t.lookup(&u("k1")), None);
        assert_eq!(t.lookup(&u("a key longer than ten")).map(|a| a.0 as usize), Some(base));
        assert_eq!(t.intern(&u("k1")), k);
    }
}
