//! The heap: arenas of objects, strings and BigInts addressed by index, and the object model.
//!
//! Owns the *layout* of objects (prototype, property map, class-specific data) and allocation. It
//! deliberately does not implement JavaScript property semantics (prototype walks, setters,
//! exotic arrays): that is `property.rs`. Nothing here holds a reference or an `Rc`; every link
//! is an index, so the heap serializes as it is. Lookup indexes (property hash tables, map
//! tables) are derived data: skipped by serde and rebuilt by [`Heap::rebuild_indexes`].

use std::sync::Arc;

use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::frame::SuspendedFrame;
use crate::strings::Short;
use crate::value::{Atom, BigRef, ObjId, StrRef, Value};

/// A slot arena with a free list, over a shared frozen base (copy on write).
///
/// The slots below `floor` are the base: the realm's intrinsics, frozen by [`Arena::set_floor`]
/// into an `Arc` that every VM cloned from the template shares. A VM's own slots start at
/// `floor`. Reading a base slot reads the shared value unless this VM changed it; the first
/// mutable access copies it into `copies` (`patch` maps the base index to the copy). A clone
/// costs what the VM created and changed, not the realm. The own-slot path of [`Arena::get`] and
/// [`Arena::get_mut`] is one bounds check, as for a plain vector; a base slot read by a VM that
/// changed none (`clean`, the base again until the first change) costs one more.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound(serialize = "T: Serialize", deserialize = "T: Deserialize<'de>"))]
pub struct Arena<T> {
    /// Own slots (index `floor + i`).
    slots: Vec<Option<T>>,
    #[serde(skip)]
    free: Vec<u32>,
    /// The number of base slots (none below it is ever reused).
    #[serde(skip)]
    floor: u32,
    /// The shared base (`floor` slots).
    #[serde(skip, default = "empty_base")]
    base: Arc<[Option<T>]>,
    /// The base while this VM has changed none of it, else empty: [`Arena::get`]'s fast path.
    #[serde(skip, default = "empty_base")]
    clean: Arc<[Option<T>]>,
    /// Per base slot (as far as any was changed): 0, or 1 + its index in `copies`.
    #[serde(skip)]
    patch: Vec<u32>,
    /// This VM's copies of the base values it changed.
    #[serde(skip)]
    copies: Vec<T>,
    /// The base indices changed, in the order first changed.
    #[serde(skip)]
    changed: Vec<u32>,
}

/// An empty base: `Arc::default` (a shared static, no allocation; `Arc::from(Vec::new())`
/// allocated one for every default arena, three of them for each state a snapshot restored).
fn empty_base<T>() -> Arc<[Option<T>]> {
    Arc::default()
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena {
            slots: Vec::new(),
            free: Vec::new(),
            floor: 0,
            base: empty_base(),
            clean: empty_base(),
            patch: Vec::new(),
            copies: Vec::new(),
            changed: Vec::new(),
        }
    }
}

impl<T: Clone> Arena<T> {
    /// Stores `v`, reusing a free slot when there is one.
    pub fn alloc(&mut self, v: T) -> u32 {
        if let Some(i) = self.free.pop() {
            self.slots[(i - self.floor) as usize] = Some(v);
            i
        } else {
            self.slots.push(Some(v));
            self.floor + (self.slots.len() - 1) as u32
        }
    }

    /// The value at `i`.
    #[inline(always)]
    #[must_use]
    pub fn get(&self, i: u32) -> Option<&T> {
        // A base index wraps around to a huge one: the own bounds check sends it to the base.
        match self.slots.get((i as usize).wrapping_sub(self.floor as usize)) {
            Some(s) => s.as_ref(),
            None => match self.clean.get(i as usize) {
                Some(s) => s.as_ref(),
                None => self.get_base(i),
            },
        }
    }

    /// The value of base slot `i` as this VM sees it (its copy once changed): out of line, for
    /// a VM that changed some of the base (its reads of the base take this path).
    #[inline(never)]
    fn get_base(&self, i: u32) -> Option<&T> {
        match self.patch.get(i as usize) {
            Some(&k) if k != 0 => self.copies.get(k as usize - 1),
            _ => self.base.get(i as usize).and_then(Option::as_ref),
        }
    }

    /// The value at `i`, mutably (a base value is copied first).
    #[inline(always)]
    pub fn get_mut(&mut self, i: u32) -> Option<&mut T> {
        let j = (i as usize).wrapping_sub(self.floor as usize);
        if j < self.slots.len() {
            return self.slots[j].as_mut();
        }
        self.get_mut_base(i)
    }

    /// [`Arena::get_mut`] of a base slot: this VM's copy, made on the first write.
    #[inline(never)]
    fn get_mut_base(&mut self, i: u32) -> Option<&mut T> {
        let i = i as usize;
        if i >= self.floor as usize {
            return None;
        }
        let k = self.patch.get(i).copied().unwrap_or(0);
        if k != 0 {
            return self.copies.get_mut(k as usize - 1);
        }
        let v = self.base.get(i)?.as_ref()?.clone();
        self.put_changed(i as u32, v);
        self.copies.last_mut()
    }

    /// Sets base slot `i` (below the floor) to `v`, as a change of this VM.
    pub fn put_changed(&mut self, i: u32, v: T) {
        let iu = i as usize;
        if iu >= self.floor as usize {
            return;
        }
        if !self.clean.is_empty() {
            self.clean = empty_base();
        }
        if self.patch.len() <= iu {
            self.patch.resize(iu + 1, 0);
        }
        match self.patch[iu] {
            0 => {
                self.copies.push(v);
                self.patch[iu] = self.copies.len() as u32;
                self.changed.push(i);
            }
            k => self.copies[k as usize - 1] = v,
        }
    }

    /// Whether slot `i` may differ from the base (an own slot, or a base slot this VM changed).
    #[inline]
    #[must_use]
    pub fn is_changed(&self, i: u32) -> bool {
        i >= self.floor || self.patch.get(i as usize).is_some_and(|&k| k != 0)
    }

    /// The base indices this VM changed, in the order first changed.
    #[must_use]
    pub fn changed(&self) -> &[u32] {
        &self.changed
    }

    /// The pristine base value of slot `i`.
    #[must_use]
    pub fn base_value(&self, i: u32) -> Option<&T> {
        self.base.get(i as usize).and_then(Option::as_ref)
    }

    /// Turns this arena back into an equal copy of `template` (of which it is a clone), keeping
    /// at most `keep` slots of spare capacity.
    pub fn reset_to(&mut self, template: &Arena<T>, keep: usize) {
        if !Arc::ptr_eq(&self.base, &template.base) {
            self.base = template.base.clone();
            self.patch.clear();
        } else {
            for &i in &self.changed {
                if let Some(k) = self.patch.get_mut(i as usize) {
                    *k = 0;
                }
            }
        }
        self.floor = template.floor;
        self.changed.clear();
        self.copies.clear();
        self.clean = template.clean.clone();
        for &i in &template.changed {
            if let Some(v) = template.get(i) {
                self.put_changed(i, v.clone());
            }
        }
        self.slots.clear();
        self.slots.extend(template.slots.iter().cloned());
        self.free.clone_from(&template.free);
        if self.slots.capacity() > self.slots.len() + keep {
            self.slots.shrink_to(self.slots.len() + keep);
        }
        if self.free.capacity() > keep {
            self.free.shrink_to(keep);
        }
        if self.copies.capacity() > keep {
            self.copies.shrink_to(keep);
        }
    }

    /// Frees slot `i` (an own slot; the base is never freed).
    pub fn free(&mut self, i: u32) {
        let j = (i as usize).wrapping_sub(self.floor as usize);
        if let Some(s) = self.slots.get_mut(j)
            && s.take().is_some()
        {
            self.free.push(i);
        }
    }

    /// Number of slots (base, live or free).
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.floor as usize + self.slots.len()
    }

    /// Number of live values.
    #[must_use]
    pub fn live(&self) -> usize {
        self.capacity() - self.free.len()
    }

    /// Rebuilds the free list after deserialization (highest index last, so low slots are reused first).
    pub fn rebuild_free(&mut self) {
        let floor = self.floor;
        self.free = (0..self.slots.len() as u32)
            .rev()
            .filter(|&j| self.slots[j as usize].is_none())
            .map(|j| floor + j)
            .collect();
    }

    /// Iterates live `(index, value)` pairs (base values as this VM sees them).
    pub fn iter(&self) -> impl Iterator<Item = (u32, &T)> {
        (0..self.floor).filter_map(|i| self.get_base(i).map(|v| (i, v))).chain(self.iter_from(self.floor as usize))
    }

    /// Iterates live own `(index, value)` pairs from index `from` (at least the floor) on.
    pub fn iter_from(&self, from: usize) -> impl Iterator<Item = (u32, &T)> {
        let floor = self.floor as usize;
        let from = from.max(floor);
        let slots = self.slots.get(from - floor..).unwrap_or(&[]);
        slots.iter().enumerate().filter_map(move |(i, s)| s.as_ref().map(|v| ((from + i) as u32, v)))
    }

    /// The own slots from index `from` (at least the floor) on, mutably.
    pub fn slots_from_mut(&mut self, from: usize) -> &mut [Option<T>] {
        let from = from.max(self.floor as usize) - self.floor as usize;
        self.slots.get_mut(from..).unwrap_or(&mut [])
    }

    /// The copies of changed base values, mutably.
    pub fn copies_mut(&mut self) -> &mut [T] {
        &mut self.copies
    }

    /// Iterates the values that may differ from the base (changed base values and own slots),
    /// mutably.
    pub fn iter_changed_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.copies.iter_mut().chain(self.slots.iter_mut().flatten())
    }

    /// The own slots (live and free, from the floor on), for the snapshot codec.
    #[must_use]
    pub fn own_slots(&self) -> &[Option<T>] {
        &self.slots
    }

    /// Freezes the current slots into the shared base: none below the current length is ever
    /// reused, and clones share them.
    pub fn set_floor(&mut self) {
        let n = self.capacity();
        if self.slots.is_empty() && self.changed.is_empty() {
            self.free.clear();
            return;
        }
        let base: Vec<Option<T>> = (0..n as u32).map(|i| self.get(i).cloned()).collect();
        self.base = Arc::from(base);
        self.clean = self.base.clone();
        self.floor = n as u32;
        self.slots.clear();
        self.patch.clear();
        self.copies.clear();
        self.changed.clear();
        self.free.clear();
    }

    /// Replaces the slots from the floor on (snapshot restore) and rebuilds the free list. The
    /// slots go into this arena's own vector, whose capacity a recycled VM kept: the resumed run's
    /// first allocation does not grow (copy) a vector of exactly the restored length.
    pub fn replace_own(&mut self, tail: impl IntoIterator<Item = Option<T>>) {
        self.slots.clear();
        self.slots.extend(tail);
        self.rebuild_free();
    }

    /// Truncates trailing free own slots (after a collection) and rebuilds the free list.
    pub fn shrink(&mut self) {
        while matches!(self.slots.last(), Some(None)) {
            self.slots.pop();
        }
        self.rebuild_free();
    }
}

/// A heap string: flat UTF-16 text (shared, or held in place when short), or a concatenation
/// flattened on first use. Serialized as [`HeapStrWire`]: where a text lies is not part of the
/// format (snapshots write heap strings in their own section, `snapshot::texts`, by text alone).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "HeapStrWire", into = "HeapStrWire")]
pub enum HeapStr {
    /// Flat text.
    Flat(Arc<[u16]>),
    /// Flat text of at most [`SHORT_MAX`](crate::strings::SHORT_MAX) code units, in place: no
    /// allocation of its own (the slot is as large as a `Flat` one).
    Short(Short),
    /// `left + right`, not yet flattened.
    Rope {
        /// Left part.
        left: StrRef,
        /// Right part.
        right: StrRef,
        /// Total length in code units.
        len: u32,
    },
}

/// A heap string's serialized form: flat text or a rope.
#[derive(Clone, Serialize, Deserialize)]
#[serde(rename = "HeapStr")]
enum HeapStrWire {
    Flat(Arc<[u16]>),
    Rope { left: StrRef, right: StrRef, len: u32 },
}

impl From<HeapStrWire> for HeapStr {
    fn from(w: HeapStrWire) -> HeapStr {
        match w {
            HeapStrWire::Flat(t) => match Short::new(&t) {
                Some(s) => HeapStr::Short(s),
                None => HeapStr::Flat(t),
            },
            HeapStrWire::Rope { left, right, len } => HeapStr::Rope { left, right, len },
        }
    }
}

impl From<HeapStr> for HeapStrWire {
    fn from(h: HeapStr) -> HeapStrWire {
        match h {
            HeapStr::Flat(t) => HeapStrWire::Flat(t),
            HeapStr::Short(t) => HeapStrWire::Flat(Arc::from(t.units())),
            HeapStr::Rope { left, right, len } => HeapStrWire::Rope { left, right, len },
        }
    }
}

impl HeapStr {
    /// The length in code units.
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            HeapStr::Flat(t) => t.len(),
            HeapStr::Short(t) => t.units().len(),
            HeapStr::Rope { len, .. } => *len as usize,
        }
    }

    /// Whether the text is empty.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The text of a flat string (`None` for a rope).
    #[inline]
    #[must_use]
    pub fn flat(&self) -> Option<&[u16]> {
        match self {
            HeapStr::Flat(t) => Some(t),
            HeapStr::Short(t) => Some(t.units()),
            HeapStr::Rope { .. } => None,
        }
    }
}

/// Property attribute bits.
pub mod attr {
    /// `[[Writable]]`
    pub const WRITABLE: u8 = 1;
    /// `[[Enumerable]]`
    pub const ENUMERABLE: u8 = 2;
    /// `[[Configurable]]`
    pub const CONFIGURABLE: u8 = 4;
    /// All three: a property made by assignment.
    pub const DEFAULT: u8 = WRITABLE | ENUMERABLE | CONFIGURABLE;
    /// Writable and configurable, not enumerable: built-in methods, class members.
    pub const HIDDEN: u8 = WRITABLE | CONFIGURABLE;
}

/// What a property holds.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum Slot {
    /// A data property.
    Data(Value),
    /// An accessor property.
    Accessor {
        /// The getter.
        get: Option<ObjId>,
        /// The setter.
        set: Option<ObjId>,
    },
}

/// One own property.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct Prop {
    /// The key.
    pub key: Atom,
    /// [`attr`] bits (`WRITABLE` is meaningless for accessors).
    pub attrs: u8,
    /// The value or accessor pair.
    pub slot: Slot,
}

/// Own properties in insertion order, with a hash index once there are many. A removal from a
/// map with an index leaves its place as a hole ([`REMOVED`] as the key, counted in the index;
/// skipped by everything but positions) and the holes are squeezed out once they are half the
/// places, so that deleting many properties of a large object is not quadratic. A snapshot holds
/// the live properties only.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct PropMap {
    #[serde(serialize_with = "live_props")]
    props: Vec<Prop>,
    #[serde(skip)]
    index: Option<Box<PropIndex>>,
}

/// The key of a removed property's place in a large [`PropMap`]: no atom is numbered so (the
/// atom table cannot grow that far), so no lookup finds it.
pub(crate) const REMOVED: Atom = Atom(u32::MAX);

/// Whether `p` is a live property (not a removed one's place).
#[inline(always)]
fn live(p: &&Prop) -> bool {
    p.key != REMOVED
}

/// Serializes a map's live properties as the sequence of them.
fn live_props<S: serde::Serializer>(props: &[Prop], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let n = props.iter().filter(live).count();
    let mut seq = s.serialize_seq(Some(n))?;
    for p in props.iter().filter(live) {
        seq.serialize_element(p)?;
    }
    seq.end()
}

/// A large [`PropMap`]'s hash index: key to position, and a filter of the keys present that
/// answers most misses (a key looked up along a prototype chain is usually absent from the
/// large maps on the way, `Object.prototype`'s say) without hashing.
#[derive(Clone, Debug, Default)]
struct PropIndex {
    map: FxHashMap<Atom, u32>,
    /// One bit per key present (see [`filter_bit`]); never cleared (a bit of a removed key
    /// only costs a hash lookup).
    filter: [u64; 4],
    /// How many places of the map are removed properties' ([`REMOVED`]).
    removed: u32,
}

/// The bit of `key` in [`PropIndex::filter`]: word and bit from a multiplicative hash.
#[inline(always)]
fn filter_bit(key: Atom) -> (usize, u64) {
    let h = key.0.wrapping_mul(0x9E37_79B1) >> 24;
    ((h >> 6) as usize & 3, 1 << (h & 63))
}

impl PropIndex {
    /// Records `key` at position `i`.
    #[inline]
    fn insert(&mut self, key: Atom, i: u32) {
        self.map.insert(key, i);
        let (w, b) = filter_bit(key);
        self.filter[w] |= b;
    }
}

const INDEX_THRESHOLD: usize = 8;

/// [`PropMap::find`] through the hash index, out of line: inlined, the key's hash was computed
/// ahead of the branch on every lookup, small objects' included.
#[inline(never)]
fn find_indexed(ix: &PropIndex, key: Atom) -> Option<usize> {
    ix.map.get(&key).map(|&i| i as usize)
}

/// [`find_indexed`] for a key that is likely absent: one the filter does not have is, without
/// hashing.
#[inline(never)]
fn find_filtered(ix: &PropIndex, key: Atom) -> Option<usize> {
    let (w, b) = filter_bit(key);
    if ix.filter[w] & b == 0 {
        return None;
    }
    ix.map.get(&key).map(|&i| i as usize)
}

impl PropMap {
    /// Whether the map has its hash index (it is large: a lookup hashes the key).
    #[inline]
    #[must_use]
    pub fn indexed(&self) -> bool {
        self.index.is_some()
    }

    /// The position of `key`.
    #[inline]
    #[must_use]
    pub fn find(&self, key: Atom) -> Option<usize> {
        match &self.index {
            None => self.props.as_slice().iter().position(|p| p.key == key),
            Some(ix) => find_indexed(ix, key),
        }
    }

    /// [`PropMap::get`] for a key that is likely absent (a prototype chain walk): a large map
    /// answers most misses from its key filter.
    #[inline]
    #[must_use]
    pub fn get_on_chain(&self, key: Atom) -> Option<&Prop> {
        let i = match &self.index {
            None => self.props.as_slice().iter().position(|p| p.key == key)?,
            Some(ix) => find_filtered(ix, key)?,
        };
        self.props.as_slice().get(i)
    }

    /// The property `key`.
    #[inline]
    #[must_use]
    pub fn get(&self, key: Atom) -> Option<&Prop> {
        let i = self.find(key)?;
        self.props.as_slice().get(i)
    }

    /// The property at position `i` (in insertion order; the place of a removed property, key
    /// [`REMOVED`], in a map with an index).
    #[inline]
    #[must_use]
    pub fn at(&self, i: usize) -> Option<&Prop> {
        self.props.as_slice().get(i)
    }

    /// Property number `i`, mutably (its key must not change).
    #[inline]
    pub fn at_mut(&mut self, i: usize) -> Option<&mut Prop> {
        self.props.as_mut_slice().get_mut(i)
    }

    /// The property `key`, mutably.
    #[inline]
    pub fn get_mut(&mut self, key: Atom) -> Option<&mut Prop> {
        let i = self.find(key)?;
        self.props.as_mut_slice().get_mut(i)
    }

    /// The map of one property (allocated to its size).
    #[must_use]
    pub fn one(prop: Prop) -> PropMap {
        PropMap { props: vec![prop], index: None }
    }

    /// Appends a property that is known not to exist yet.
    pub fn push(&mut self, prop: Prop) {
        let i = self.props.len();
        self.props.push(prop);
        if let Some(ix) = &mut self.index {
            ix.insert(prop.key, i as u32);
        } else if self.props.len() > INDEX_THRESHOLD {
            self.build_index();
        }
    }

    /// Inserts or replaces.
    pub fn set(&mut self, prop: Prop) {
        if let Some(i) = self.find(prop.key) {
            self.props[i] = prop;
        } else {
            self.push(prop);
        }
    }

    /// Removes `key`, keeping the order of the rest: a small map shifts the rest down, a map
    /// with an index leaves a hole in its place (see [`PropMap`]).
    pub fn remove(&mut self, key: Atom) -> Option<Prop> {
        let i = self.find(key)?;
        let Some(ix) = &mut self.index else {
            return Some(self.props.remove(i));
        };
        ix.map.remove(&key);
        let hole = Prop { key: REMOVED, attrs: 0, slot: Slot::Data(Value::Undefined) };
        let p = std::mem::replace(&mut self.props[i], hole);
        ix.removed += 1;
        let removed = ix.removed as usize;
        if self.props.len() - removed <= INDEX_THRESHOLD {
            self.props.retain(|p| p.key != REMOVED);
            self.index = None;
        } else if removed * 2 > self.props.len() {
            self.props.retain(|p| p.key != REMOVED);
            self.build_index();
        }
        Some(p)
    }

    /// Makes room for `additional` more properties (a bulk copy into the object): the vector
    /// and, when they will need one, the hash index are sized once instead of growing and
    /// rehashing as the properties arrive.
    pub fn reserve(&mut self, additional: usize) {
        self.props.reserve(additional);
        let total = self.props.len() + additional;
        match &mut self.index {
            Some(ix) => ix.map.reserve(additional),
            None if total > INDEX_THRESHOLD => self.build_index_for(total),
            None => {}
        }
    }

    fn build_index(&mut self) {
        self.build_index_for(self.props.len());
    }

    /// Builds the hash index with room for `capacity` keys.
    fn build_index_for(&mut self, capacity: usize) {
        let mut ix = PropIndex::default();
        ix.map.reserve(capacity);
        for (i, p) in self.props.iter().enumerate() {
            ix.insert(p.key, i as u32);
        }
        self.index = Some(Box::new(ix));
    }

    /// Rebuilds the index after deserialization.
    pub fn rebuild_index(&mut self) {
        if self.props.len() > INDEX_THRESHOLD {
            self.build_index();
        } else {
            self.index = None;
        }
    }

    /// Whether some property's key is an array index (a removed property's place is not one:
    /// its key is no atom). The scan of the places themselves, with no step to skip holes: the
    /// per-element check of the native array loops runs it over every prototype.
    #[must_use]
    pub fn has_index_key(&self, atoms: &crate::atoms::Atoms) -> bool {
        self.props.iter().any(|p| atoms.index_of(p.key).is_some())
    }

    /// Properties in insertion order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Prop> + Clone + '_ {
        self.props.iter().filter(live)
    }

    /// Properties in insertion order, mutably (keys must not change).
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut Prop> + '_ {
        self.props.iter_mut().filter(|p| p.key != REMOVED)
    }

    /// Number of properties.
    #[must_use]
    pub fn len(&self) -> usize {
        self.props.len() - self.index.as_ref().map_or(0, |ix| ix.removed as usize)
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Object flag bits.
pub mod oflags {
    /// New properties may be added.
    pub const EXTENSIBLE: u8 = 1;
    /// A function whose `length`, `name` (and `prototype`) are not materialized yet.
    pub const LAZY_FUNC: u8 = 2;
    /// A class constructor.
    pub const CLASS_CTOR: u8 = 4;
    /// An error object created by the runtime for a failure of its own (carries a location).
    pub const HAS_LOCATION: u8 = 8;
    /// An array whose elements live in the property map (after attribute changes, or very sparse).
    pub const SLOW_ARRAY: u8 = 16;
    /// The array's `length` is not writable.
    pub const FROZEN_LENGTH: u8 = 32;
    /// The object is one of the realm's intrinsics (created before any program ran).
    pub const INTRINSIC: u8 = 64;
    /// A frozen object made by `JSON.rawJSON` (`[[IsRawJSON]]`).
    pub const RAW_JSON: u8 = 128;
}

/// The `flags` of `Class::ArrayBuffer`.
pub mod abflags {
    /// Created with a `maxByteLength`: `resize` may change its length up to it.
    pub const RESIZABLE: u8 = 1;
    /// Detached (by `transfer`/`transferToFixedLength`): no bytes, every view out of bounds.
    pub const DETACHED: u8 = 2;
}

/// A closure over compiled code.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Closure {
    /// Code unit.
    pub code: u32,
    /// Function index in the code unit.
    pub func: u32,
    /// Captured environment.
    pub env: Option<ObjId>,
    /// Home object for `super` lookups (methods; arrows inherit their creator's).
    pub home: Option<ObjId>,
    /// For arrows: the enclosing non-arrow function. For class constructors: the instance-field
    /// initializer.
    pub link: Option<ObjId>,
}

/// A built-in function implemented in Rust.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NativeFunc {
    /// Index into the native table.
    pub id: u16,
    /// Whether it can be called with `new`.
    pub ctor: bool,
    /// Per-function data (e.g. the promise of a resolving function).
    pub data: Value,
}

/// A bound function.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Bound {
    /// The target function.
    pub target: ObjId,
    /// The bound `this`.
    pub this: Value,
    /// The bound leading arguments.
    pub args: Vec<Value>,
}

/// An environment record (captured bindings of one scope instance).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Env {
    /// The enclosing environment.
    pub parent: Option<ObjId>,
    /// The slots.
    #[serde(with = "crate::value::value_seq")]
    pub slots: Vec<Value>,
}

/// What hashing and comparing Map and Set keys reads: the texts of strings (atoms and flat heap
/// strings) and the values of BigInts.
pub struct KeyCtx<'a> {
    /// The atom table (texts of interned strings).
    pub atoms: &'a crate::atoms::Atoms,
    /// Heap strings.
    pub strings: &'a Arena<HeapStr>,
    /// BigInts.
    pub bigints: &'a Arena<BigInt>,
}

impl KeyCtx<'_> {
    /// The text of a string key (keys are flattened before they are stored or looked up; a rope,
    /// which only a hostile snapshot could hold, reads as empty).
    fn text(&self, s: StrRef) -> &[u16] {
        match s.as_atom() {
            Some(a) => self.atoms.text(a),
            None => match self.strings.get(s.0) {
                Some(h) => h.flat().unwrap_or(&[]),
                None => &[],
            },
        }
    }

    /// The hash of a key under SameValueZero: strings by their text (an atom and a heap string
    /// with the same text hash alike), numbers by their normalized bits, BigInts by value.
    #[must_use]
    pub fn hash(&self, k: Value) -> u32 {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        match k {
            Value::String(s) => {
                0u8.hash(&mut h);
                self.text(s).hash(&mut h);
            }
            Value::Number(n) => {
                1u8.hash(&mut h);
                normalize_num(n).hash(&mut h);
            }
            Value::BigInt(b) => {
                2u8.hash(&mut h);
                if let Some(b) = self.bigints.get(b.0) {
                    b.hash(&mut h);
                }
            }
            Value::Object(o) => {
                3u8.hash(&mut h);
                o.0.hash(&mut h);
            }
            Value::Symbol(a) => {
                4u8.hash(&mut h);
                a.0.hash(&mut h);
            }
            Value::Bool(b) => (5u8, b).hash(&mut h),
            Value::Null => 6u8.hash(&mut h),
            Value::Undefined | Value::Empty => 7u8.hash(&mut h),
        }
        let x = h.finish();
        (x ^ (x >> 32)) as u32
    }

    /// SameValueZero of two keys (`-0` equals `+0`, NaN equals NaN, strings and BigInts by value).
    #[must_use]
    pub fn same(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::String(x), Value::String(y)) => x == y || self.text(x) == self.text(y),
            (Value::Number(x), Value::Number(y)) => normalize_num(x) == normalize_num(y),
            (Value::BigInt(x), Value::BigInt(y)) => {
                x == y || matches!((self.bigints.get(x.0), self.bigints.get(y.0)), (Some(p), Some(q)) if p == q)
            }
            (Value::Undefined | Value::Empty, Value::Undefined | Value::Empty) => true,
            _ => a == b,
        }
    }
}

/// One slot of a map's index: the entry's position and its key's hash.
#[derive(Copy, Clone, Debug)]
pub(crate) struct IndexSlot {
    pos: u32,
    hash: u32,
}

/// The table hash of a key hash (spread over 64 bits for the table's bucket and tag bits).
#[inline]
fn spread(h: u32) -> u64 {
    u64::from(h).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The entries of a Map or Set in insertion order; deleted entries stay as holes so that live
/// iterators keep their positions. The index maps a key's hash (of its content, see
/// [`KeyCtx::hash`]) to entry positions; it is derived and rebuilt on load the same way.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MapData {
    /// `(key, value)`; Sets store the value in both.
    pub entries: Vec<Option<(Value, Value)>>,
    /// Number of live entries.
    pub size: u32,
    #[serde(skip)]
    pub(crate) index: hashbrown::HashTable<IndexSlot>,
}

/// The state of a promise.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum PromiseState {
    /// Not settled.
    Pending,
    /// Fulfilled with a value.
    Fulfilled(Value),
    /// Rejected with a reason.
    Rejected(Value),
}

/// What a reaction does when its promise settles.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ReactionTarget {
    /// `then` handlers settling a derived promise (if any).
    Then {
        /// On fulfilment (undefined: pass through).
        on_fulfilled: Value,
        /// On rejection (undefined: pass through).
        on_rejected: Value,
        /// The derived promise.
        target: Option<ObjId>,
    },
    /// Resume the async function suspended in this object.
    Await(ObjId),
    /// Resume an async generator's `await`.
    AsyncGenAwait(ObjId),
    /// Complete an async generator's `return(value)` request that arrived when it was not
    /// running its body (not started or completed): the value awaited, as
    /// AsyncGeneratorAwaitReturn does, before the request's promise settles.
    AsyncGenReturn(ObjId),
}

/// A promise.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PromiseData {
    /// Its state.
    pub state: PromiseState,
    /// Reactions waiting for it, in attach order.
    pub reactions: Vec<ReactionTarget>,
    /// Whether a rejection handler was ever attached (or it was awaited).
    pub handled: bool,
    /// The host call it stands for, if any.
    pub host_call: Option<u32>,
    /// Creation sequence number (warnings are reported in creation order).
    pub seq: u64,
    /// The rejection came from a tool failure.
    pub tool_failure: bool,
}

/// Generator states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GenState {
    /// Created, body not started.
    SuspendedStart,
    /// Stopped at a `yield`.
    SuspendedYield,
    /// Running.
    Executing,
    /// Finished.
    Completed,
}

/// A generator (sync or async).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GenData {
    /// State.
    pub state: GenState,
    /// The suspended body.
    pub frame: Option<Box<SuspendedFrame>>,
    /// Async generators: queued requests `(mode, value, promise)`.
    pub queue: std::collections::VecDeque<(u8, Value, ObjId)>,
    /// An async generator.
    pub is_async: bool,
}

/// Kinds of built-in iterators.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum IterKind {
    /// Array iterator: `kind` 0 keys, 1 values, 2 entries.
    Array {
        /// The iterated object (undefined when exhausted).
        target: Value,
        /// Next index.
        index: u32,
        /// keys/values/entries.
        kind: u8,
    },
    /// Map or Set iterator.
    MapSet {
        /// The map or set (undefined when exhausted).
        target: Value,
        /// Next entry position.
        pos: u32,
        /// keys/values/entries.
        kind: u8,
    },
    /// String iterator (by code point).
    String {
        /// The string.
        text: Value,
        /// Next code-unit position.
        pos: u32,
    },
    /// for-in key iterator.
    ForIn {
        /// The object whose keys are listed (for the deletion check).
        object: Value,
        /// Remaining keys (collected at the start).
        keys: Vec<Atom>,
        /// Next key position.
        pos: u32,
    },
    /// Iterator helpers and wrapped iterators are implemented in the prelude.
    RegExpString {
        /// The regexp.
        regexp: Value,
        /// The string.
        string: Value,
        /// `g` flag.
        global: bool,
        /// `u`/`v` flag.
        unicode: bool,
        /// Exhausted.
        done: bool,
    },
}

/// A compiled regular expression's source.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RegExpData {
    /// The pattern source text.
    pub source: Arc<[u16]>,
    /// The flags, in canonical order.
    pub flags: String,
}

/// The internal slots of a proxy. Its internal methods are the prelude's `P$…` functions
/// (`prelude/proxy.js`), which call the handler's traps in ordinary frames.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ProxyData {
    /// `[[ProxyTarget]]` (`None` once revoked).
    pub target: Option<ObjId>,
    /// `[[ProxyHandler]]` (`None` once revoked).
    pub handler: Option<ObjId>,
    /// Whether it has `[[Call]]` (its target had it when it was created).
    pub callable: bool,
    /// Whether it has `[[Construct]]`.
    pub ctor: bool,
}

/// The slots of a `FinalizationRegistry`: its cleanup callback (never called: targets stay
/// alive for the whole run) and its cells as `(held value, unregister token)`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FinalizationData {
    /// `[[CleanupCallback]]`.
    pub cleanup: Value,
    /// `[[Cells]]` without their targets.
    pub cells: Vec<(Value, Value)>,
}

/// One `URLSearchParams` pair: name and value, as UTF-16.
pub type QueryPair = (Arc<[u16]>, Arc<[u16]>);

/// The internal slots of a Temporal object, as plain data (ISO fields, epoch nanoseconds,
/// calendar and time-zone identifiers); `builtins/temporal.rs` turns them into `temporal_rs`
/// values for each operation.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum TemporalData {
    /// A `Temporal.Duration`: years, months, weeks, days, hours, minutes, seconds, milliseconds,
    /// microseconds, nanoseconds (integral Numbers, as the specification keeps them).
    Duration([f64; 10]),
    /// A `Temporal.PlainDate`: ISO year, month, day and the calendar identifier.
    PlainDate {
        /// ISO year, month, day.
        iso: (i32, u8, u8),
        /// Calendar identifier.
        cal: String,
    },
    /// A `Temporal.PlainTime`: hour, minute, second, millisecond, microsecond, nanosecond.
    PlainTime([u16; 6]),
    /// A `Temporal.PlainDateTime`.
    PlainDateTime {
        /// ISO year, month, day.
        iso: (i32, u8, u8),
        /// Hour … nanosecond.
        time: [u16; 6],
        /// Calendar identifier.
        cal: String,
    },
    /// A `Temporal.PlainYearMonth` (its ISO reference date).
    PlainYearMonth {
        /// ISO year, month, reference day.
        iso: (i32, u8, u8),
        /// Calendar identifier.
        cal: String,
    },
    /// A `Temporal.PlainMonthDay` (its ISO reference date).
    PlainMonthDay {
        /// ISO reference year, month, day.
        iso: (i32, u8, u8),
        /// Calendar identifier.
        cal: String,
    },
    /// A `Temporal.Instant`: nanoseconds since the epoch.
    Instant(i128),
    /// A `Temporal.ZonedDateTime`.
    ZonedDateTime {
        /// Nanoseconds since the epoch.
        ns: i128,
        /// Time-zone identifier (IANA name or offset).
        tz: String,
        /// Calendar identifier.
        cal: String,
    },
}

/// Class-specific data of an object.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Class {
    /// A plain object.
    Ordinary,
    /// An array: dense elements (`Value::Empty` marks holes) and its length.
    Array {
        /// Dense elements.
        #[serde(with = "crate::value::value_seq")]
        dense: Vec<Value>,
        /// `length` (may exceed `dense.len()`).
        len: u32,
    },
    /// A closure.
    Closure(Closure),
    /// A native function.
    Native(NativeFunc),
    /// A bound function.
    Bound(Box<Bound>),
    /// An environment record.
    Env(Env),
    /// A primitive wrapper (`new Number(1)`, `Object("s")`).
    Primitive(Value),
    /// An error (has `[[ErrorData]]`).
    Error,
    /// A date with its time value.
    Date(f64),
    /// A regular expression.
    RegExp(Box<RegExpData>),
    /// A Map.
    Map(Box<MapData>),
    /// A Set.
    Set(Box<MapData>),
    /// A WeakMap (a Map that cannot be iterated).
    WeakMap(Box<MapData>),
    /// A WeakSet.
    WeakSet(Box<MapData>),
    /// A promise.
    Promise(Box<PromiseData>),
    /// A generator or async generator.
    Generator(Box<GenData>),
    /// An async function suspended at `await`.
    Suspended(Option<Box<SuspendedFrame>>),
    /// An `arguments` object.
    Arguments,
    /// A built-in iterator.
    Iter(Box<IterKind>),
    /// An ArrayBuffer: its bytes (empty once detached), `[[ArrayBufferMaxByteLength]]` of a
    /// resizable one, and its `abflags`.
    ArrayBuffer {
        /// The bytes (`[[ArrayBufferByteLength]]` is their count).
        bytes: Vec<u8>,
        /// `maxByteLength` when `abflags::RESIZABLE` is set (0 otherwise).
        max: u32,
        /// `abflags::RESIZABLE`, `abflags::DETACHED`.
        flags: u8,
    },
    /// A typed array: a view of `length` elements of type `kind` (`typed::Kind`,
    /// 0 = Uint8) at byte `offset` of an ArrayBuffer, or (`tracking`) of as many elements as the
    /// buffer holds after `offset` (a length-tracking view of a resizable buffer). A view whose
    /// bytes are not all inside the buffer (it shrank, or was detached) is out of bounds.
    TypedArray {
        /// The buffer object.
        buffer: ObjId,
        /// Byte offset.
        offset: u32,
        /// Element count (0 and unused when `tracking`).
        length: u32,
        /// Element type (`Kind as u8`).
        kind: u8,
        /// Length-tracking (`[[ArrayLength]]` is auto).
        tracking: bool,
    },
    /// A DataView of `length` bytes at byte `offset` of an ArrayBuffer (`tracking`: of the rest
    /// of a resizable buffer, whatever its length).
    DataView {
        /// The buffer object.
        buffer: ObjId,
        /// Byte offset.
        offset: u32,
        /// Byte length (0 and unused when `tracking`).
        length: u32,
        /// Length-tracking (`[[ByteLength]]` is auto).
        tracking: bool,
    },
    /// A URL (its parsed href).
    Url(Box<String>),
    /// URLSearchParams: ordered pairs, and the URL object they are linked to.
    SearchParams {
        /// The pairs.
        pairs: Box<Vec<QueryPair>>,
        /// The linked URL.
        url: Option<ObjId>,
    },
    /// `tools` or a namespace/tool reference below it (the dotted path).
    ToolRef(#[serde(with = "crate::snapshot::tool_path")] Box<String>),
    /// A host extension function (`id` into the extension table).
    HostFn {
        /// Entry point index.
        id: u32,
        /// Opaque-value handle for functions inside extension results.
        handle: u32,
    },
    /// An opaque host value (a result of an extension that has no data form).
    HostValue(u32),
    /// A `WeakRef` and its target (held strongly: see `builtins/weakref.rs`).
    WeakRef(Value),
    /// A `FinalizationRegistry`.
    FinalizationRegistry(Box<FinalizationData>),
    /// A proxy exotic object (`new Proxy(target, handler)`).
    Proxy(Box<ProxyData>),
    /// A Temporal object (`builtins/temporal.rs`).
    Temporal(Box<TemporalData>),
    /// The record shared by a pair of promise resolving functions.
    Resolving {
        /// The promise they settle.
        promise: ObjId,
        /// Whether one of them was called.
        resolved: bool,
    },
}

/// An object.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Object {
    /// `[[Prototype]]`.
    pub proto: Option<ObjId>,
    /// [`oflags`] bits.
    pub flags: u8,
    /// Own properties (for arrays, the non-dense ones).
    pub props: PropMap,
    /// Class-specific data.
    pub class: Class,
}

impl Object {
    /// A new extensible object.
    #[must_use]
    pub fn new(proto: Option<ObjId>, class: Class) -> Object {
        Object { proto, flags: oflags::EXTENSIBLE, props: PropMap::default(), class }
    }

    /// Whether it can be called.
    #[must_use]
    pub fn is_callable(&self) -> bool {
        match &self.class {
            Class::Closure(_) | Class::Native(_) | Class::Bound(_) | Class::HostFn { .. } => true,
            Class::Proxy(p) => p.callable,
            _ => false,
        }
    }
}

/// The heap: all objects, strings and BigInts of a run.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Heap {
    /// Objects.
    pub objects: Arena<Object>,
    /// Heap strings.
    pub strings: Arena<HeapStr>,
    /// BigInts.
    pub bigints: Arena<BigInt>,
    /// Approximate bytes allocated since the last collection.
    #[serde(skip)]
    pub allocated: usize,
    /// Approximate live bytes after the last collection.
    pub live_bytes: usize,
    /// Promise objects in the heap that are still pending (derived: counted again by every
    /// collection and on restore; `caps::MAX_PENDING_PROMISES` bounds it).
    #[serde(skip)]
    pub pending_promises: usize,
    /// Objects below this index are the realm's intrinsics (shared with the template VM).
    #[serde(skip)]
    pub intrinsic_objects: u32,
    /// Strings below this index were created with the realm.
    #[serde(skip)]
    pub intrinsic_strings: u32,
    /// The live bytes of the realm's intrinsics as sealed (the collector counts them without
    /// visiting the shared base).
    #[serde(skip)]
    pub intrinsic_live: usize,
    /// The pending promises among the realm's intrinsics as sealed.
    #[serde(skip)]
    pub intrinsic_pending: usize,
}

/// Rough per-object cost used for memory accounting.
pub const OBJECT_COST: usize = 96;

impl Heap {
    /// Allocates an object.
    pub fn alloc(&mut self, obj: Object) -> ObjId {
        self.allocated += OBJECT_COST;
        ObjId(self.objects.alloc(obj))
    }

    /// The object `id`.
    ///
    /// # Panics
    /// When `id` is not live; ids in a running VM always are (snapshots are validated on load).
    #[inline(always)]
    #[must_use]
    pub fn obj(&self, id: ObjId) -> &Object {
        self.objects.get(id.0).expect("live object")
    }

    /// The object `id`, mutably (an intrinsic is copied from the shared realm first).
    ///
    /// # Panics
    /// As [`Heap::obj`].
    #[inline(always)]
    pub fn obj_mut(&mut self, id: ObjId) -> &mut Object {
        self.objects.get_mut(id.0).expect("live object")
    }

    /// Whether object `id` may differ from the realm's pristine intrinsics (any object that is not
    /// an intrinsic, and every intrinsic this run changed).
    #[inline]
    #[must_use]
    pub fn is_changed(&self, id: ObjId) -> bool {
        self.objects.is_changed(id.0)
    }

    /// The intrinsic objects this run changed, in the order first changed.
    #[must_use]
    pub fn changed_intrinsics(&self) -> &[u32] {
        self.objects.changed()
    }

    /// Marks the current contents as the realm's intrinsics (after setup and the prelude, and a
    /// collection): they become the shared base of every clone.
    pub fn seal_intrinsics(&mut self) {
        self.intrinsic_objects = self.objects.capacity() as u32;
        self.intrinsic_strings = self.strings.capacity() as u32;
        self.objects.set_floor();
        self.strings.set_floor();
        self.intrinsic_live = self.live_bytes;
        self.intrinsic_pending = self.pending_promises;
    }

    /// Allocates a flat heap string.
    pub fn alloc_str(&mut self, text: Arc<[u16]>) -> StrRef {
        self.allocated += 32 + text.len() * 2;
        StrRef::heap(self.strings.alloc(HeapStr::Flat(text)))
    }

    /// Allocates a flat heap string from borrowed text: in place when it is short, else shared.
    pub fn alloc_units(&mut self, text: &[u16]) -> StrRef {
        match Short::new(text) {
            Some(short) => self.alloc_short(short),
            None => self.alloc_str(text.into()),
        }
    }

    /// Allocates a heap string of short text held in place.
    #[inline]
    pub fn alloc_short(&mut self, text: Short) -> StrRef {
        self.allocated += 32;
        StrRef::heap(self.strings.alloc(HeapStr::Short(text)))
    }

    /// Allocates a rope.
    pub fn alloc_rope(&mut self, left: StrRef, right: StrRef, len: u32) -> StrRef {
        self.allocated += 32;
        StrRef::heap(self.strings.alloc(HeapStr::Rope { left, right, len }))
    }

    /// Allocates a BigInt.
    pub fn alloc_bigint(&mut self, v: BigInt) -> BigRef {
        self.allocated += 32 + (v.bits() as usize / 8);
        BigRef(self.bigints.alloc(v))
    }

    /// The BigInt `r`.
    ///
    /// # Panics
    /// When `r` is not live.
    #[must_use]
    pub fn bigint(&self, r: BigRef) -> &BigInt {
        self.bigints.get(r.0).expect("live bigint")
    }

    /// Counts the pending promises again ([`Heap::pending_promises`]): the realm's as sealed,
    /// corrected for the intrinsics this run changed, and the run's own.
    pub fn count_pending_promises(&mut self) {
        let is_pending = |o: &Object| matches!(&o.class, Class::Promise(d) if matches!(d.state, PromiseState::Pending));
        let mut count = self.intrinsic_pending;
        for &i in self.objects.changed() {
            count -= usize::from(self.objects.base_value(i).is_some_and(is_pending));
            count += usize::from(self.objects.get(i).is_some_and(is_pending));
        }
        let io = self.intrinsic_objects as usize;
        count += self.objects.iter_from(io).filter(|(_, o)| is_pending(o)).count();
        self.pending_promises = count;
    }

    /// Rebuilds derived data after a snapshot's objects were put in place (free lists, pending
    /// promises, property and map indexes of the changed intrinsics and the run's objects). Costs
    /// what the snapshot holds, not what the realm holds.
    pub fn rebuild_indexes(&mut self, atoms: &crate::atoms::Atoms) {
        self.count_pending_promises();
        self.objects.rebuild_free();
        self.strings.rebuild_free();
        self.bigints.rebuild_free();
        let cx = KeyCtx { atoms, strings: &self.strings, bigints: &self.bigints };
        for o in self.objects.iter_changed_mut() {
            o.props.rebuild_index();
            match &mut o.class {
                Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => m.rebuild_index(&cx),
                _ => {}
            }
        }
    }
}

impl MapData {
    /// Rebuilds the key index from the entries.
    pub fn rebuild_index(&mut self, cx: &KeyCtx<'_>) {
        self.index.clear();
        self.index.reserve(self.size as usize, |s| spread(s.hash));
        for (i, e) in self.entries.iter().enumerate() {
            if let Some((k, _)) = e {
                let hash = cx.hash(*k);
                self.index.insert_unique(spread(hash), IndexSlot { pos: i as u32, hash }, |s| spread(s.hash));
            }
        }
    }

    /// The position of the entry whose key is SameValueZero to `key` (flattened if a string).
    #[must_use]
    pub fn find(&self, cx: &KeyCtx<'_>, key: Value) -> Option<u32> {
        let hash = cx.hash(key);
        let entries = &self.entries;
        self.index
            .find(spread(hash), |s| {
                s.hash == hash && matches!(entries.get(s.pos as usize), Some(Some((k, _))) if cx.same(*k, key))
            })
            .map(|s| s.pos)
    }

    /// Adds `key` (normalized: a flat string, `+0` for `-0`) with `value`, or with itself as its
    /// value when `value` is `None` (a Set's add); an existing key gets the new value, or keeps
    /// its entry for `None`. One probe either way; true when the key was new.
    pub fn put(&mut self, cx: &KeyCtx<'_>, key: Value, value: Option<Value>) -> bool {
        let hash = cx.hash(key);
        let pos = self.entries.len() as u32;
        let entries = &mut self.entries;
        let found = self.index.entry(
            spread(hash),
            |s| s.hash == hash && matches!(entries.get(s.pos as usize), Some(Some((k, _))) if cx.same(*k, key)),
            |s| spread(s.hash),
        );
        match found {
            hashbrown::hash_table::Entry::Occupied(e) => {
                if let Some(v) = value
                    && let Some(Some(entry)) = entries.get_mut(e.get().pos as usize)
                {
                    entry.1 = v;
                }
                false
            }
            hashbrown::hash_table::Entry::Vacant(e) => {
                e.insert(IndexSlot { pos, hash });
                entries.push(Some((key, value.unwrap_or(key))));
                self.size += 1;
                true
            }
        }
    }

    /// Removes `key`'s entry (leaving a hole); its former position, or `None` when absent.
    pub fn remove(&mut self, cx: &KeyCtx<'_>, key: Value) -> Option<u32> {
        let hash = cx.hash(key);
        let entries = &mut self.entries;
        let found = self
            .index
            .find_entry(spread(hash), |s| {
                s.hash == hash && matches!(entries.get(s.pos as usize), Some(Some((k, _))) if cx.same(*k, key))
            })
            .ok()?;
        let (slot, _) = found.remove();
        if let Some(e) = entries.get_mut(slot.pos as usize)
            && e.is_some()
        {
            *e = None;
            self.size -= 1;
        }
        Some(slot.pos)
    }
}

/// SameValueZero number bits: -0 as +0, every NaN as one.
#[must_use]
pub fn normalize_num(n: f64) -> u64 {
    if n.is_nan() {
        f64::NAN.to_bits()
    } else if n == 0.0 {
        0
    } else {
        n.to_bits()
    }
}
