//! Plain arrays: when an array's dense elements may be read and written directly instead of
//! through [[Get]]/[[Set]]. An array is *plain* when it is a `Class::Array` with all its elements
//! in the dense vector (none in its property map, not much shorter than its length, not made slow);
//! its holes are *plain* when reading one finds nothing along the prototype chain.
//!
//! These checks belong to the object model, not to one built-in: the interpreter's element ops
//! and `property.rs` ask [`element_write_is_plain`] before writing an element directly, the
//! resumable sort (`exec/sort.rs`) asks [`plain`]/[`writable_plain`]/[`readable`] before sorting
//! in place, and the `Array` natives (`builtins/array.rs`), the collection constructors (an array argument) and the prelude's
//! flattening (`append_elements`) take their fast paths by them.

use crate::Vm;
use crate::atoms::Atoms;
use crate::heap::{Class, Heap, oflags};
use crate::value::{ObjId, Value};

/// Longest run of missing elements past the dense part a fast path accepts (beyond it the
/// generic path runs, whose loop is interruptible).
const SPARSE_SLACK: usize = 1024;

/// Whether `o` is a plain array: a `Class::Array` with dense elements only (none in its property
/// map), not made slow, and not much shorter than its length. Whether its holes may be read
/// directly is [`readable`].
pub(crate) fn plain(vm: &mut Vm, o: ObjId) -> bool {
    plain_in(&vm.state.heap, &vm.state.atoms, o)
}

/// [`plain`], asked of the heap and atoms alone (the callbacks' re-entry in `exec::call`).
#[inline(always)]
pub(crate) fn plain_in(heap: &Heap, atoms: &Atoms, o: ObjId) -> bool {
    let obj = heap.obj(o);
    let Class::Array { dense, len } = &obj.class else {
        return false;
    };
    if obj.flags & oflags::SLOW_ARRAY != 0 || *len as usize > dense.len() + SPARSE_SLACK {
        return false;
    }
    obj.props.is_empty() || !obj.props.has_index_key(atoms)
}

/// Whether the elements `s..e` of a plain array can be read directly: present, or holes that
/// read nothing from the prototype chain.
pub(crate) fn readable(vm: &mut Vm, o: ObjId, s: usize, e: usize) -> bool {
    readable_holey(vm, o, s, e).is_some()
}

/// [`readable`], saying also whether the range holds a hole (or reaches past the dense part):
/// `Some(false)` lets a copy skip looking for holes again ([`append_range`]).
pub(crate) fn readable_holey(vm: &mut Vm, o: ObjId, s: usize, e: usize) -> Option<bool> {
    let holey = match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => e > dense.len() || has_hole(&dense[s.min(dense.len())..e.min(dense.len())]),
        _ => return None,
    };
    (!holey || holes_are_plain(vm, o)).then_some(holey)
}

/// Whether `values` holds a hole: four at a time without a branch between them (a branch per
/// value costs about twice as much on long arrays).
#[inline]
pub(crate) fn has_hole(values: &[Value]) -> bool {
    let mut quads = values.chunks_exact(4);
    let found = quads.any(|q| q[0].is_empty() | q[1].is_empty() | q[2].is_empty() | q[3].is_empty());
    found || quads.remainder().iter().any(|v| v.is_empty())
}

/// Appends the elements `s..e` of `dense` to `out`, holes and those past its end as
/// `undefined` (for an array that is [`readable_holey`] there): one copy when the range holds no
/// hole (`holey` false), else copied in one piece, then the holes replaced.
pub(crate) fn append_range(out: &mut Vec<Value>, dense: &[Value], s: usize, e: usize, holey: bool) {
    if !holey && let Some(part) = dense.get(s..e) {
        out.extend_from_slice(part);
        return;
    }
    let (a, b) = (s.min(dense.len()), e.min(dense.len()).max(s.min(dense.len())));
    let from = out.len();
    out.extend_from_slice(&dense[a..b]);
    if has_hole(&out[from..]) {
        for v in &mut out[from..] {
            if v.is_empty() {
                *v = Value::Undefined;
            }
        }
    }
    out.resize(from + e.saturating_sub(s), Value::Undefined);
}

/// Whether a plain array's elements and length may be changed in place: not slow, length not
/// frozen, extensible.
pub(crate) fn writable_plain(vm: &Vm, o: ObjId) -> bool {
    let f = vm.state.heap.obj(o).flags;
    f & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0 && f & oflags::EXTENSIBLE != 0
}

/// An array's dense elements and length, to change in place (`None` when `o` is not an array).
pub(crate) fn dense_mut(vm: &mut Vm, o: ObjId) -> Option<(&mut Vec<Value>, &mut u32)> {
    match &mut vm.state.heap.obj_mut(o).class {
        Class::Array { dense, len } => Some((dense, len)),
        _ => None,
    }
}

/// Whether writing an index of array `o` that it does not have (a hole or past its end) can skip
/// the prototype chain: true when the chain is the untouched `Array.prototype` →
/// `Object.prototype` (no index setters or read-only indices), else as [`holes_are_plain`].
#[inline(always)]
pub(crate) fn index_writes_are_plain(vm: &mut Vm, o: ObjId) -> bool {
    let (ap, op) = (vm.state.realm.array_prototype, vm.state.realm.object_prototype);
    let heap = &vm.state.heap;
    if heap.obj(o).proto == Some(ap) && !heap.is_changed(ap) && !heap.is_changed(op) {
        return true;
    }
    holes_are_plain(vm, o)
}

/// Whether a direct write of element `i` of array `o` is what [[Set]] would do: `o` has that
/// element already, or [`index_writes_are_plain`] (a hole or append no prototype intercepts).
/// False for anything but an array (no prototype walk: a typed array's writes asked here
/// before its class was looked at walked three prototypes per element).
#[inline]
pub(crate) fn element_write_is_plain(vm: &mut Vm, o: ObjId, i: usize) -> bool {
    match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => dense.get(i).is_some_and(|x| !x.is_empty()) || index_writes_are_plain(vm, o),
        _ => false,
    }
}

/// Whether reading a hole of `o` finds nothing along its prototype chain (no index properties,
/// no exotic elements), so a hole reads as `undefined` and `in` is false.
pub(crate) fn holes_are_plain(vm: &mut Vm, o: ObjId) -> bool {
    holes_are_plain_in(&vm.state.heap, &vm.state.atoms, o)
}

/// [`holes_are_plain`], asked of the heap and atoms alone.
pub(crate) fn holes_are_plain_in(heap: &Heap, atoms: &Atoms, o: ObjId) -> bool {
    let mut cur = heap.obj(o).proto;
    let mut depth = 0;
    while let Some(p) = cur {
        depth += 1;
        if depth > 64 {
            return false;
        }
        let obj = heap.obj(p);
        match &obj.class {
            Class::Array { dense, .. } => {
                if !dense.is_empty() {
                    return false;
                }
            }
            Class::Ordinary | Class::Native(_) | Class::Closure(_) | Class::Error => {}
            Class::Map(_) | Class::Set(_) | Class::Date(_) | Class::RegExp(_) => {}
            _ => return false,
        }
        if obj.props.has_index_key(atoms) {
            return false;
        }
        cur = obj.proto;
    }
    true
}

/// FlattenIntoArray's innermost level for a plain source: appends the elements of `src` (holes
/// skipped, as `k in src` would) to `target` at `at`, when `target` is a plain extensible array
/// whose dense part ends at `at` and `src` a plain array whose holes read nothing. Returns the
/// new target index, or `None` when the generic loop must do it (nothing was written then).
pub(crate) fn append_elements(vm: &mut Vm, target: ObjId, at: f64, src: ObjId) -> Option<u32> {
    if target == src || !plain(vm, src) || !plain(vm, target) || !writable_plain(vm, target) {
        return None;
    }
    let n = vm.array_len(src) as usize;
    if !readable(vm, src, 0, n) {
        return None;
    }
    let Class::Array { dense, .. } = &vm.state.heap.obj(src).class else {
        return None;
    };
    let elems: Vec<Value> = dense.iter().copied().filter(|v| !v.is_empty()).collect();
    let cap = vm.max_array_len();
    let fits = vm.reserve_values(elems.len()).is_ok();
    let (dense, len) = dense_mut(vm, target)?;
    if at != dense.len() as f64 || dense.len() + elems.len() > cap as usize || !fits {
        return None;
    }
    dense.extend_from_slice(&elems);
    let end = dense.len() as u32;
    if end > *len {
        *len = end;
    }
    vm.state.heap.allocated += elems.len() * 16;
    Some(end)
}

/// Element buffers of large arrays the collector freed, kept for the next large arrays this VM
/// builds (copies, `toSpliced`, `flat` …). A collection frees its garbage in one batch, long
/// after the arrays died: handed back to the allocator, a buffer of this size is unmapped (or
/// trimmed off the heap's top) and the next one of its size is mapped again and faulted in page
/// by page — with the system allocator, that cost more than the copy itself. Kept here, the
/// next arrays reuse them while they are still mapped (and likely cached). At most
/// [`Spare::KEEP_VALUES`] values' room in all, as much as the collector lets garbage grow to
/// between two collections; none of it is state (a clone of the VM, a recycled or restored VM
/// starts with none).
#[derive(Default)]
pub(crate) struct Spare {
    bufs: Vec<Vec<Value>>,
    /// The kept buffers' capacities, summed.
    room: usize,
}

impl Clone for Spare {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl Spare {
    /// The smallest buffer kept, in values (256 KiB: glibc maps anything from 128 KiB on).
    pub(crate) const MIN: usize = 1 << 14;
    /// How many values' room is kept at most (16 MiB, the collector's least threshold).
    const KEEP_VALUES: usize = 1 << 20;

    /// Keeps `buf` (emptied) when it is large enough and there is room; drops it otherwise.
    pub(crate) fn give(&mut self, mut buf: Vec<Value>) {
        let cap = buf.capacity();
        if cap < Self::MIN || self.room + cap > Self::KEEP_VALUES {
            return;
        }
        buf.clear();
        self.room += cap;
        self.bufs.push(buf);
    }

    /// An empty vector with room for `n` values: a kept buffer of at least `n` and at most twice
    /// that when `n` is large, a new one otherwise.
    pub(crate) fn take(&mut self, n: usize) -> Vec<Value> {
        if n >= Self::MIN
            && let Some(i) = self.bufs.iter().position(|b| b.capacity() >= n && b.capacity() <= 2 * n)
        {
            let buf = self.bufs.swap_remove(i);
            self.room -= buf.capacity();
            return buf;
        }
        Vec::with_capacity(n)
    }

    /// Drops every kept buffer.
    pub(crate) fn clear(&mut self) {
        *self = Self::default();
    }
}
