//! The resumable sort: `Array.prototype.sort` of a plain array with an ordinary function as
//! comparator, run natively as a state machine whose comparator calls are ordinary frames, so that
//! the comparator may throw, call anything, be suspended in a snapshot and resumed.
//!
//! This module is the pattern the next resumable native follows. Its pieces:
//! - the state, [`SortState`], is plain serializable data kept in the frame stack: a native that
//!   wants to call back raises `Ctl::Sort` with it ([`start`]), and from then on it rides in the
//!   `Cont::Sort` of each comparator call's frame;
//! - a stage function, [`advance`], runs the machine up to the next call it needs (or to the end)
//!   without touching the VM, so it is testable and cannot re-enter JavaScript;
//! - the glue in `exec::call` is three one-line hooks: `Ctl::Sort` ([`run`]) and `Cont::Sort`
//!   ([`resume`]) route here, and [`next`] makes the call or stores the result ([`store`]);
//! - snapshot hooks: the collector asks [`trace`] for the state's references and `validate.rs`
//!   asks [`well_formed`] whether a state from a snapshot lets [`advance`] run without indexing out
//!   of range (every stage's cursor invariants).
//!
//! The comparisons are exactly those of the prelude's `A$mergeSort` (`prelude/array.js`), which
//! handles every other case (array-likes, proxies, async or generator comparators), so which one
//! runs is not observable. A comparator that only subtracts keys of its parameters (`(a, b) =>
//! a - b`, `(a, b) => b.score - a.score || a.id - b.id`, [`key_comparator`]) sorting values whose
//! keys are numbers read without running code is not called at all: [`sort_by_keys`] gives the
//! order its calls would, and no call of it could be seen.

use serde::{Deserialize, Serialize};

use crate::error::{Ctl, EngineError, msg};
use crate::exec::call::{Args, ctl_to_unwind, deliver_or_unwind, invoke, stack_top};
use crate::frame::{Cont, Ret};
use crate::gc::Sink;
use crate::heap::{Class, oflags};
use crate::value::{Atom, ObjId, Value};
use crate::{Vm, elements};

/// A comparator-driven `Array.prototype.sort` of a plain array between two comparisons: the
/// stable bottom-up merge sort of `prelude/array.js` (`A$mergeSort`: insertion sort on runs of 8,
/// then merges, skipping a merge whose halves are already in order), as a resumable state
/// machine, so that the comparator runs in an ordinary frame and the sort survives a snapshot.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SortState {
    /// The array being sorted.
    pub array: ObjId,
    /// The comparator.
    pub cmp: Value,
    /// The array's length at the start.
    pub len: u32,
    /// Its dense length at the start.
    pub dense_len: u32,
    /// How many elements were `undefined` (they go last, uncompared).
    pub undefs: u32,
    /// The values being sorted (the merge source when `!flipped`).
    pub a: Vec<Value>,
    /// The merge buffer (the source when `flipped`).
    pub b: Vec<Value>,
    /// Whether `b` holds the current pass's source.
    pub flipped: bool,
    /// Where the state machine is (a `stage` constant; see [`advance`]).
    pub stage: u8,
    /// The pending comparison's result arrives as a boolean (`result > 0` computed by a
    /// JavaScript conversion) rather than as the comparator's value.
    pub converted: bool,
    /// Merge width.
    pub width: u32,
    /// Run bounds and cursors.
    pub lo: u32,
    /// End of the run.
    pub hi: u32,
    /// Middle of the run (merges).
    pub mid: u32,
    /// Left cursor.
    pub i: u32,
    /// Right cursor (for the insertion sort, the element compared with `x`).
    pub j: u32,
    /// Output cursor.
    pub k: u32,
    /// The pending comparison's left operand (the insertion sort's element being placed).
    pub x: Value,
    /// The pending comparison's right operand.
    pub y: Value,
    /// Where the sorted array goes.
    pub outer: Ret,
}

/// Starts `sort` of `this` with comparator `cmp`, when both allow the native sort: `this` is a
/// plain, writable array whose holes read nothing, and `cmp` an ordinary function (not async, not
/// a generator, not a class). Returns the state for `Ctl::Sort`, or `None` when the caller must
/// use the prelude's generic sort (nothing was read or written then).
pub(crate) fn start(vm: &mut Vm, this: Value, cmp: Value) -> Option<Box<SortState>> {
    let simple = match cmp {
        Value::Object(f) => {
            let obj = vm.state.heap.obj(f);
            match &obj.class {
                Class::Closure(cl) if obj.flags & oflags::CLASS_CTOR == 0 => {
                    vm.codes.get(cl.code as usize).and_then(|u| u.code.functions.get(cl.func as usize)).is_some_and(
                        |f| {
                            !f.flags.has(codemode_bytecode::FuncFlags::ASYNC)
                                && !f.flags.has(codemode_bytecode::FuncFlags::GENERATOR)
                        },
                    )
                }
                _ => false,
            }
        }
        _ => false,
    };
    let Value::Object(o) = this else {
        return None;
    };
    if !simple || !elements::plain(vm, o) {
        return None;
    }
    let n = vm.array_len(o) as usize;
    if !elements::writable_plain(vm, o) || !elements::readable(vm, o, 0, n) {
        return None;
    }
    let Class::Array { dense, .. } = &vm.state.heap.obj(o).class else {
        return None;
    };
    let items: Vec<Value> = dense.iter().copied().filter(|v| !v.is_empty() && !v.is_undefined()).collect();
    let undefs = dense.iter().filter(|v| v.is_undefined()).count();
    Some(Box::new(SortState {
        array: o,
        cmp,
        len: n as u32,
        dense_len: dense.len() as u32,
        undefs: undefs as u32,
        a: items,
        b: Vec::new(),
        flipped: false,
        stage: stage::RUN,
        converted: false,
        width: 0,
        lo: 0,
        hi: 0,
        mid: 0,
        i: 0,
        j: 0,
        k: 0,
        x: Value::Undefined,
        y: Value::Undefined,
        outer: Ret::Discard,
    }))
}

/// Stages of [`SortState::stage`].
mod stage {
    /// Start the insertion sort of the run of 8 at `lo`.
    pub const RUN: u8 = 0;
    /// Insert element `i` of the run.
    pub const NEXT: u8 = 1;
    /// Waiting for `cmp(a[j], x) > 0`.
    pub const INSERT: u8 = 2;
    /// Start a merge pass of `width`.
    pub const PASS: u8 = 3;
    /// Start merging the two runs at `lo`.
    pub const MERGE_RUN: u8 = 4;
    /// Waiting for `cmp(src[mid - 1], src[mid]) > 0` (are the halves out of order?).
    pub const CHECK: u8 = 5;
    /// Waiting for `cmp(x, y) > 0`.
    pub const MERGE: u8 = 6;
    /// Copy what is left of both halves.
    pub const TAIL: u8 = 7;
    /// Sorted (into `a`).
    pub const DONE: u8 = 8;
}

/// A step of a [`KeyPath`]: a named property read (`a.score`) or a constant index (`a[1]`).
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Name(Atom),
    Index(u32),
}

/// The reads a comparator makes of one parameter to get one key (`a.stats.score`: two names;
/// `a`: none).
type KeyPath = Vec<Step>;

/// How a comparator compares the keys one path reads from its two parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Term {
    /// Only with `-` (and maybe relational operators): the keys must be numbers.
    Sub,
    /// Only with `<`, `<=`, `>`, `>=`, `==`, `===` and their negations: numbers, or strings
    /// (code-unit order).
    Ordered,
    /// Only with `x.localeCompare(y)` (the method's name atom, checked to be the original's):
    /// strings, in the default collation.
    Locale(Atom),
}

/// A comparator recognized by [`key_comparator`]: its result's sign is the lexicographic order
/// of keys read from its parameters. Each term's key path, whether it is descending, and how its
/// keys compare.
#[derive(Debug)]
pub(crate) struct KeyComparator {
    terms: Vec<(KeyPath, bool, Term)>,
    /// The other paths it reads (a path compared only when an earlier key ties, a read whose
    /// value is not used): each must read without running code, as the terms' keys do.
    reads: Vec<KeyPath>,
}

/// Most key paths a recognized comparator may read (its behaviour is worked out for each of the
/// 3^n ways their keys may compare).
const MAX_TERMS: usize = 3;

/// Most ops a recognized comparator may have.
const MAX_OPS: usize = 64;

/// The method name [`key_comparator`] knows as a string comparison.
const LOCALE_COMPARE: &[u16] = &[108, 111, 99, 97, 108, 101, 67, 111, 109, 112, 97, 114, 101];

/// A register's value while [`evaluate`] runs a comparator's ops on keys whose order is given.
#[derive(Clone, Debug, PartialEq)]
enum Abs {
    /// A key path read from parameter 0 (`a`) or 1 (`b`).
    Path(u8, KeyPath),
    /// A number whose only use is its sign (a constant, a difference of keys, a collation).
    Sign(i8),
    /// A boolean.
    Bool(bool),
    /// A small integer constant (an index about to be read, or a returned constant).
    Int(i32),
    /// `x.localeCompare` (the name's atom) of the key path in the register given, about to be
    /// called on it.
    LocaleMethod(u16, Atom),
}

/// Runs a comparator's ops with the keys of each path in `paths` ordered as `rel` says (for path
/// `i`, `a`'s key is less than, equal to or greater than `b`'s: -1, 0, 1), registering each path
/// met and how it is compared in `paths` (a path not yet there, or one compared two ways, when
/// `learn` is false: `None`). The sign of what it returns, or `None` for anything else than
/// reading key paths, comparing or subtracting the same path of both parameters, constants,
/// forward jumps on what that gives, and returning it.
fn evaluate(
    ops: &[codemode_bytecode::Op],
    names: &[Atom],
    atoms: &crate::atoms::Atoms,
    n_regs: usize,
    paths: &mut Vec<(KeyPath, Term)>,
    reads: &mut Vec<KeyPath>,
    rel: &[i8],
    learn: bool,
) -> Option<i8> {
    use codemode_bytecode::Op;
    let mut regs: Vec<Option<Abs>> = vec![None; n_regs.max(4)];
    regs[2] = Some(Abs::Path(0, Vec::new()));
    regs[3] = Some(Abs::Path(1, Vec::new()));
    // The relation of `a`'s key to `b`'s for a path compared as `term` (`x` from parameter `px`).
    let mut relation = |px: u8, py: u8, x: &KeyPath, y: &KeyPath, term: Term| -> Option<i8> {
        if px == py || x != y {
            return None;
        }
        let i = match paths.iter().position(|(p, _)| p == x) {
            Some(i) => {
                let t = &mut paths[i].1;
                match (*t, term) {
                    (a, b) if a == b => {}
                    // A path both subtracted and compared: numbers.
                    (Term::Sub, Term::Ordered) => {}
                    (Term::Ordered, Term::Sub) if learn => *t = Term::Sub,
                    _ => return None,
                }
                i
            }
            None if learn && paths.len() < MAX_TERMS => {
                paths.push((x.clone(), term));
                paths.len() - 1
            }
            None => return None,
        };
        let r = rel.get(i).copied().unwrap_or(0);
        Some(if px == 0 { r } else { -r })
    };
    let mut at = 0;
    loop {
        let op = ops.get(at)?;
        let mut next = at + 1;
        let reg = |r: codemode_bytecode::Reg| r.0 as usize;
        match *op {
            Op::LoadInt { dst, value } => *regs.get_mut(reg(dst))? = Some(Abs::Int(value)),
            Op::Mov { dst, src } => *regs.get_mut(reg(dst))? = regs.get(reg(src))?.clone(),
            Op::GetNamed { dst, obj, name } => {
                let Some(Abs::Path(p, mut path)) = regs.get(reg(obj))?.clone() else { return None };
                let key = *names.get(name.0 as usize)?;
                let v = if atoms.text(key) == LOCALE_COMPARE {
                    Abs::LocaleMethod(obj.0, key)
                } else {
                    path.push(Step::Name(key));
                    if !reads.contains(&path) {
                        reads.push(path.clone());
                    }
                    Abs::Path(p, path)
                };
                *regs.get_mut(reg(dst))? = Some(v);
            }
            Op::GetProp { dst, obj, key } => {
                let Some(Abs::Path(p, mut path)) = regs.get(reg(obj))?.clone() else { return None };
                let Some(Abs::Int(i)) = regs.get(reg(key))? else { return None };
                path.push(Step::Index(u32::try_from(*i).ok()?));
                if !reads.contains(&path) {
                    reads.push(path.clone());
                }
                *regs.get_mut(reg(dst))? = Some(Abs::Path(p, path));
            }
            Op::Sub { dst, lhs, rhs } => {
                let (Some(Abs::Path(px, x)), Some(Abs::Path(py, y))) = (regs.get(reg(lhs))?, regs.get(reg(rhs))?)
                else {
                    return None;
                };
                let r = relation(*px, *py, x, y, Term::Sub)?;
                *regs.get_mut(reg(dst))? = Some(Abs::Sign(r));
            }
            Op::Lt { dst, lhs, rhs }
            | Op::Le { dst, lhs, rhs }
            | Op::Gt { dst, lhs, rhs }
            | Op::Ge { dst, lhs, rhs }
            | Op::Eq { dst, lhs, rhs }
            | Op::NotEq { dst, lhs, rhs }
            | Op::StrictEq { dst, lhs, rhs }
            | Op::StrictNotEq { dst, lhs, rhs } => {
                let (Some(Abs::Path(px, x)), Some(Abs::Path(py, y))) = (regs.get(reg(lhs))?, regs.get(reg(rhs))?)
                else {
                    return None;
                };
                let r = relation(*px, *py, x, y, Term::Ordered)?;
                let b = match op {
                    Op::Lt { .. } => r < 0,
                    Op::Le { .. } => r <= 0,
                    Op::Gt { .. } => r > 0,
                    Op::Ge { .. } => r >= 0,
                    Op::Eq { .. } | Op::StrictEq { .. } => r == 0,
                    _ => r != 0,
                };
                *regs.get_mut(reg(dst))? = Some(Abs::Bool(b));
            }
            Op::Call { dst, base, argc: 1 } => {
                let b = reg(base);
                let Some(&Abs::LocaleMethod(this, method)) = regs.get(b)?.as_ref() else { return None };
                let (Some(Abs::Path(px, x)), Some(Abs::Path(py, y))) = (regs.get(b + 1)?, regs.get(b + 2)?) else {
                    return None;
                };
                if usize::from(this) != b + 1 {
                    return None;
                }
                let r = relation(*px, *py, x, y, Term::Locale(method))?;
                *regs.get_mut(reg(dst))? = Some(Abs::Sign(r));
            }
            Op::Jump { offset } | Op::JumpIfTrue { offset, .. } | Op::JumpIfFalse { offset, .. } => {
                let taken = match *op {
                    Op::Jump { .. } => true,
                    Op::JumpIfTrue { src, .. } | Op::JumpIfFalse { src, .. } => {
                        let truthy = match regs.get(reg(src))? {
                            Some(Abs::Sign(s)) => *s != 0,
                            Some(Abs::Bool(b)) => *b,
                            Some(Abs::Int(i)) => *i != 0,
                            _ => return None,
                        };
                        truthy == matches!(op, Op::JumpIfTrue { .. })
                    }
                    _ => return None,
                };
                if taken {
                    // Forward only: every run of the ops ends.
                    next = usize::try_from(at as i64 + i64::from(offset.0)).ok().filter(|&t| t > at)?;
                }
            }
            Op::Return { src } => {
                return match regs.get(reg(src))? {
                    Some(Abs::Sign(s)) => Some(*s),
                    Some(Abs::Int(i)) => Some(i.signum() as i8),
                    // `true` is 1, `false` 0 (the sort converts the result to a number).
                    Some(Abs::Bool(b)) => Some(i8::from(*b)),
                    _ => None,
                };
            }
            _ => return None,
        }
        at = next;
    }
}

/// Every way `n` keys may compare (-1, 0, 1 each) with the ones of `fixed` at 0 (equal).
fn relations(n: usize, fixed: &[bool]) -> Vec<Vec<i8>> {
    let mut out = vec![Vec::new()];
    for &f in fixed.iter().take(n) {
        let choices: &[i8] = if f { &[0] } else { &[-1, 0, 1] };
        out = out.into_iter().flat_map(|r| choices.iter().map(move |&c| [r.clone(), vec![c]].concat())).collect();
    }
    out
}

/// The terms, in order, of the lexicographic order `sign` follows on the relations where the
/// paths of `fixed` are equal: a path whose relation alone gives the sign whenever it is not
/// equal (its direction: as it or reversed), then the same below it. `None` when `sign` is no
/// such order (a comparator that is inconsistent, such as `a.x > b.x ? 1 : -1`).
fn lexicographic(sign: &dyn Fn(&[i8]) -> i8, n: usize, fixed: &mut Vec<bool>) -> Option<Vec<(usize, bool)>> {
    let space = relations(n, fixed);
    if space.iter().all(|r| sign(r) == 0) {
        return Some(Vec::new());
    }
    for p in 0..n {
        if fixed[p] {
            continue;
        }
        for descending in [false, true] {
            let follows = space.iter().all(|r| r[p] == 0 || sign(r) == if descending { -r[p] } else { r[p] });
            if follows {
                fixed[p] = true;
                let rest = lexicographic(sign, n, fixed);
                fixed[p] = false;
                let mut terms = vec![(p, descending)];
                terms.extend(rest?);
                return Some(terms);
            }
        }
    }
    None
}

/// Recognizes a comparator whose calls could be stood for without making them: an ordinary
/// (non-async, non-generator) function of two parameters whose ops only read key paths of its
/// parameters (named properties and constant indices), compare or subtract the same path of each
/// (`-`, relational and equality operators, the original `localeCompare`), and return a constant
/// or such a result, through forward jumps on them, so that what it returns depends only on how
/// the keys compare; and whose result's sign is then a lexicographic order of the keys (`(a, b)
/// => a - b`, `(a, b) => b.score - a.score || a.id - b.id`, `(a, b) => a.name < b.name ? -1 :
/// a.name > b.name ? 1 : 0`, `(a, b) => a.name.localeCompare(b.name)`, `a[1] - b[1]`). Its ops
/// are run for every way the keys may compare to find that order. On values whose keys read
/// without running code as what the terms need ([`sort_by_keys`] checks it), such a call has no
/// effect, and sorting by that order gives the result the calls would.
pub(crate) fn key_comparator(vm: &Vm, cmp: Value) -> Option<std::sync::Arc<KeyComparator>> {
    let Value::Object(f) = cmp else { return None };
    let obj = vm.state.heap.obj(f);
    let Class::Closure(cl) = &obj.class else { return None };
    if obj.flags & oflags::CLASS_CTOR != 0 {
        return None;
    }
    let unit = vm.codes.get(cl.code as usize)?;
    // Worked out once per function: a program sorting many small arrays with one comparator
    // pays for the recognition once.
    let cell = unit.comparators.get(cl.func as usize)?;
    cell.get_or_init(|| recognize(vm, unit, cl.func).map(std::sync::Arc::new)).clone()
}

/// [`key_comparator`]'s work for function `func` of `unit`.
fn recognize(vm: &Vm, unit: &crate::LoadedCode, func: u32) -> Option<KeyComparator> {
    let proto = unit.code.functions.get(func as usize)?;
    let names = unit.names.get(func as usize)?;
    if proto.flags.0 & crate::fastloop::SLOW != 0 || proto.n_params != 2 || proto.ops.len() > MAX_OPS {
        return None;
    }
    let (ops, atoms, n_regs) = (proto.ops.as_slice(), &vm.state.atoms, usize::from(proto.n_regs));
    // Learn the paths (each run may meet new ones on its branches) until a pass over every
    // relation of the known ones meets no new path.
    let mut paths: Vec<(KeyPath, Term)> = Vec::new();
    let mut reads: Vec<KeyPath> = Vec::new();
    loop {
        let known = paths.len();
        for r in relations(known, &vec![false; known]) {
            evaluate(ops, names, atoms, n_regs, &mut paths, &mut reads, &r, true)?;
        }
        if paths.len() == known && known > 0 {
            break;
        }
        if paths.len() == known {
            return None;
        }
    }
    let n = paths.len();
    let mut table = std::collections::HashMap::new();
    for r in relations(n, &vec![false; n]) {
        let s = evaluate(ops, names, atoms, n_regs, &mut paths, &mut reads, &r, false)?;
        table.insert(r, s);
    }
    let sign = |r: &[i8]| table.get(r).copied().unwrap_or(0);
    let order = lexicographic(&sign, n, &mut vec![false; n])?;
    // A comparator that always says "equal" leaves the order as it is: called as usual.
    if order.is_empty() {
        return None;
    }
    let terms: Vec<(KeyPath, bool, Term)> =
        order.into_iter().map(|(p, d)| (paths[p].0.clone(), d, paths[p].1)).collect();
    // Every other path the comparator reads (one it compares without effect on the result too)
    // must read without running code.
    reads.retain(|r| !terms.iter().any(|(p, _, _)| p == r));
    Some(KeyComparator { terms, reads })
}

/// The value `path` reads from `v` when reading it runs no code: data properties (own or
/// inherited through ordinary prototypes) of objects, dense elements of arrays, a string's
/// `length`. `None` for anything else (a getter, a proxy, a hole, a missing key).
fn read_path(vm: &Vm, mut v: Value, path: &[Step]) -> Option<Value> {
    for step in path {
        v = match (v, step) {
            (Value::Object(o), Step::Name(key)) => {
                match crate::fastloop::lookup_plain(&vm.state.heap, &vm.state.atoms, o, *key)? {
                    crate::property::Lookup::Value(v) => v,
                    _ => return None,
                }
            }
            (Value::Object(o), Step::Index(i)) => match &vm.state.heap.obj(o).class {
                Class::Array { dense, .. } => match dense.get(*i as usize) {
                    Some(v) if !v.is_empty() => *v,
                    _ => return None,
                },
                _ => return None,
            },
            (Value::String(s), Step::Name(key)) if *key == crate::atoms::atom::LENGTH => {
                Value::Number(vm.str_len(s) as f64)
            }
            _ => return None,
        };
    }
    Some(v)
}

/// A key [`sort_by_keys`] read: a number of a `-` term (negated for a descending one), or the
/// text of a `localeCompare` term.
enum Key {
    Num(f64),
    Text(crate::strings::Text),
}

/// Sorts a state's values in place, as the comparator [`key_comparator`] recognized would, when
/// every key of every value reads without running code ([`read_path`]) as what its term needs: a
/// number other than NaN for a difference (with NaN such a comparator is inconsistent, and the
/// order the merge sort's calls give is kept), numbers other than NaN or strings (all of one
/// kind) for relational operators, strings for `localeCompare` (when it is still the original
/// method). On such keys the sign of `x - y` is their order (two equal infinities give NaN,
/// "equal", as they compare equal; `+0` and `-0` are equal), `<` is the numbers' or the code
/// units' order, `localeCompare`'s sign the collator's, and the comparator's result the keys'
/// lexicographic order, so any stable sort gives the one result the calls would. False, with
/// nothing changed, otherwise.
pub(crate) fn sort_by_keys(vm: &mut Vm, st: &mut SortState, cmp: &KeyComparator) -> bool {
    // `localeCompare`, looked up on a string, must be the original.
    for (_, _, term) in &cmp.terms {
        if let Term::Locale(name) = term {
            // `String.prototype` is a String object: its own property, read directly.
            let proto = vm.state.heap.obj(vm.state.realm.string_prototype);
            match proto.props.get(*name) {
                Some(crate::heap::Prop { slot: crate::heap::Slot::Data(Value::Object(f)), .. })
                    if *f == vm.state.realm.string_locale_compare => {}
                _ => return false,
            }
        }
    }
    // What the comparator reads besides its keys (a key it never compares, a read it does not
    // use) must run no code either.
    if !cmp.reads.is_empty() && !st.a.iter().all(|v| cmp.reads.iter().all(|path| read_path(vm, *v, path).is_some())) {
        return false;
    }
    // `(a, b) => a - b` on numbers: the values are their keys, sorted as they are.
    if let [(path, descending, term @ (Term::Sub | Term::Ordered))] = cmp.terms.as_slice()
        && path.is_empty()
        && (*term == Term::Sub || st.a.iter().all(|v| matches!(v, Value::Number(_))))
    {
        let mut keys = Vec::with_capacity(st.a.len());
        for v in &st.a {
            match *v {
                Value::Number(n) if !n.is_nan() => keys.push(n),
                _ => return false,
            }
        }
        // `+0` and `-0` are equal (`0 - -0` is `0`): stable, they keep their order.
        let order = |x: &f64, y: &f64| x.partial_cmp(y).unwrap_or(std::cmp::Ordering::Equal);
        if *descending {
            keys.sort_by(|x, y| order(y, x));
        } else {
            keys.sort_by(order);
        }
        st.a = keys.into_iter().map(Value::Number).collect();
        return true;
    }
    // No term: nothing to sort by (`key_comparator` gives none such; kept out here too).
    if cmp.terms.is_empty() {
        return false;
    }
    let Ok(links) = vm.links() else { return false };
    let locale_order = links.default_locale_order;
    let k = cmp.terms.len();
    let mut keys: Vec<Key> = Vec::with_capacity(st.a.len() * k);
    // Per term: whether its keys are strings (a term's keys are all numbers or all strings).
    let mut texts: [Option<bool>; MAX_TERMS] = [None; MAX_TERMS];
    for v in &st.a {
        for (t, (path, descending, term)) in cmp.terms.iter().enumerate() {
            let key = match (read_path(vm, *v, path), term) {
                // Negated, a descending key sorts ascending (`-0` and `+0` stay equal).
                (Some(Value::Number(n)), Term::Sub | Term::Ordered) if !n.is_nan() => {
                    Key::Num(if *descending { -n } else { n })
                }
                (Some(Value::String(s)), Term::Ordered | Term::Locale(_)) => Key::Text(vm.str_text(s)),
                _ => return false,
            };
            let text = matches!(key, Key::Text(_));
            if *texts[t].get_or_insert(text) != text {
                return false;
            }
            keys.push(key);
        }
    }
    let order: Vec<u32> = if k == 1 && texts[0] != Some(true) {
        // One number each: sorted as pairs with the values' places.
        let mut pairs: Vec<(f64, u32)> =
            keys.iter().enumerate().map(|(i, key)| (if let Key::Num(n) = key { *n } else { 0.0 }, i as u32)).collect();
        pairs.sort_by(|(x, _), (y, _)| x.partial_cmp(y).unwrap_or(std::cmp::Ordering::Equal));
        pairs.iter().map(|&(_, i)| i).collect()
    } else if texts.iter().all(|t| *t != Some(true)) {
        // Numbers only: sorted as fixed rows.
        let mut rows: Vec<([f64; MAX_TERMS], u32)> = keys
            .chunks(k.max(1))
            .enumerate()
            .map(|(i, row)| {
                let mut r = [0.0; MAX_TERMS];
                for (slot, key) in r.iter_mut().zip(row) {
                    if let Key::Num(n) = key {
                        *slot = *n;
                    }
                }
                (r, i as u32)
            })
            .collect();
        rows.sort_by(|(x, _), (y, _)| {
            for t in 0..k {
                match x[t].partial_cmp(&y[t]) {
                    Some(std::cmp::Ordering::Equal) | None => {}
                    Some(o) => return o,
                }
            }
            std::cmp::Ordering::Equal
        });
        rows.iter().map(|&(_, i)| i).collect()
    } else {
        let mut order: Vec<u32> = (0..st.a.len() as u32).collect();
        order.sort_by(|&x, &y| {
            let (x, y) = (x as usize * k, y as usize * k);
            for (t, (_, descending, term)) in cmp.terms.iter().enumerate() {
                let o = match (&keys[x + t], &keys[y + t]) {
                    (Key::Num(a), Key::Num(b)) => a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal),
                    (Key::Text(a), Key::Text(b)) => {
                        let o = match term {
                            Term::Locale(_) => locale_order(a, b),
                            // `<` on strings: code-unit order.
                            _ => a[..].cmp(&b[..]),
                        };
                        if *descending { o.reverse() } else { o }
                    }
                    _ => std::cmp::Ordering::Equal,
                };
                if o != std::cmp::Ordering::Equal {
                    return o;
                }
            }
            std::cmp::Ordering::Equal
        });
        order
    };
    st.a = order.iter().map(|&i| st.a[i as usize]).collect();
    true
}

/// Runs the sort up to its next comparison, given whether the pending one (if any) said "greater":
/// returns the pair to compare, or `None` when the values in `a` are sorted.
#[inline(never)]
pub(crate) fn advance(st: &mut SortState, gt: bool) -> Option<(Value, Value)> {
    use stage as s;
    let n = st.a.len() as u32;
    loop {
        match st.stage {
            s::RUN => {
                if st.lo >= n {
                    if n <= 8 {
                        st.stage = s::DONE;
                    } else {
                        st.b = st.a.clone();
                        st.width = 8;
                        st.stage = s::PASS;
                    }
                    continue;
                }
                st.hi = st.lo.saturating_add(8).min(n);
                st.i = st.lo + 1;
                st.stage = s::NEXT;
            }
            s::NEXT => {
                if st.i < st.hi {
                    st.x = st.a[st.i as usize];
                    st.j = st.i - 1;
                    st.stage = s::INSERT;
                    return Some((st.a[st.j as usize], st.x));
                }
                st.lo = st.lo.saturating_add(8);
                st.stage = s::RUN;
            }
            s::INSERT => {
                let (mut x, mut y) = (Value::Undefined, Value::Undefined);
                if step(st, gt, &mut x, &mut y) {
                    return Some((x, y));
                }
                // The element is placed: before the one that was not greater, or at the run's start.
                let j = st.j as usize;
                if gt {
                    st.a[j + 1] = st.a[j];
                    st.a[j] = st.x;
                } else {
                    st.a[j + 1] = st.x;
                }
                st.i += 1;
                st.stage = s::NEXT;
            }
            s::PASS => {
                if st.width >= n {
                    st.stage = s::DONE;
                    continue;
                }
                st.lo = 0;
                st.stage = s::MERGE_RUN;
            }
            s::MERGE_RUN => {
                if st.lo >= n {
                    st.flipped = !st.flipped;
                    st.width = st.width.saturating_mul(2);
                    st.stage = s::PASS;
                    continue;
                }
                st.mid = st.lo.saturating_add(st.width).min(n);
                st.hi = st.lo.saturating_add(st.width.saturating_mul(2)).min(n);
                st.i = st.lo;
                st.j = st.mid;
                st.k = st.lo;
                if st.mid < st.hi {
                    st.stage = s::CHECK;
                    let src = if st.flipped { &st.b } else { &st.a };
                    return Some((src[st.mid as usize - 1], src[st.mid as usize]));
                }
                st.stage = s::TAIL;
            }
            s::CHECK => {
                if gt {
                    let src = if st.flipped { &st.b } else { &st.a };
                    st.x = src[st.i as usize];
                    st.y = src[st.j as usize];
                    st.stage = s::MERGE;
                    return Some((st.x, st.y));
                }
                st.stage = s::TAIL;
            }
            s::MERGE => {
                let (mut x, mut y) = (Value::Undefined, Value::Undefined);
                if step(st, gt, &mut x, &mut y) {
                    return Some((x, y));
                }
                // The half the placed value came from has run out: the rest is copied by `TAIL`.
                let dst = if st.flipped { &mut st.a } else { &mut st.b };
                if gt {
                    dst[st.k as usize] = st.y;
                    st.j += 1;
                } else {
                    dst[st.k as usize] = st.x;
                    st.i += 1;
                }
                st.k += 1;
                st.stage = s::TAIL;
            }
            s::TAIL => {
                let (src, dst) = if st.flipped { (&st.b, &mut st.a) } else { (&st.a, &mut st.b) };
                let (i, mid, j, hi, k) = (st.i as usize, st.mid as usize, st.j as usize, st.hi as usize, st.k as usize);
                dst[k..k + (mid - i)].copy_from_slice(&src[i..mid]);
                dst[k + (mid - i)..k + (mid - i) + (hi - j)].copy_from_slice(&src[j..hi]);
                st.lo = st.lo.saturating_add(st.width.saturating_mul(2));
                st.stage = s::MERGE_RUN;
            }
            _ => {
                if st.flipped {
                    std::mem::swap(&mut st.a, &mut st.b);
                    st.flipped = false;
                }
                st.stage = s::DONE;
                return None;
            }
        }
    }
}

/// The sort's next comparison taken without the VM, for the re-entry of the comparator that
/// returned `r` (`exec::call::reenter`): a number result is compared with 0 as [`resume`] does
/// and the machine advanced; the pair to compare next is written into the comparator's window
/// `w` as its `this` (`undefined`) and arguments (those past its end left out) and their count
/// given. `None` when `r` needs a conversion or the values are sorted (then the state is at its
/// `DONE` stage, which [`advance`] leaves as it is, and the generic return runs [`resume`],
/// which stores them).
#[inline(always)]
pub(crate) fn again(st: &mut SortState, r: Value, w: &mut [Value]) -> Option<u32> {
    let Value::Number(n) = r else { return None };
    if st.converted {
        return None;
    }
    let gt = n > 0.0;
    if let [_, this, x, y, ..] = w
        && step(st, gt, x, y)
    {
        *this = Value::Undefined;
        return Some(2);
    }
    let (x, y) = advance(st, gt)?;
    for (i, v) in [(1, Value::Undefined), (2, x), (3, y)] {
        if let Some(slot) = w.get_mut(i) {
            *slot = v;
        }
    }
    Some(2)
}

/// The common steps of the sort, taken inline by [`again`] and first by [`advance`]'s `MERGE`
/// and `INSERT` arms: a merge comparison whose side goes on (neither half runs out), or an
/// insertion comparison that moves the element placed one further left (not past its run's
/// start). The next pair is written to `x` and `y`; false, with nothing changed, for every other
/// step (then `advance` takes it: a half running out, an element coming to rest).
#[inline(always)]
fn step(st: &mut SortState, gt: bool, x: &mut Value, y: &mut Value) -> bool {
    match st.stage {
        stage::MERGE => {
            let (src, dst) = if st.flipped { (&st.b, &mut st.a) } else { (&st.a, &mut st.b) };
            let k = st.k as usize;
            if gt {
                let j = st.j + 1;
                if j >= st.hi {
                    return false;
                }
                dst[k] = st.y;
                st.y = src[j as usize];
                st.j = j;
            } else {
                let i = st.i + 1;
                if i >= st.mid {
                    return false;
                }
                dst[k] = st.x;
                st.x = src[i as usize];
                st.i = i;
            }
            st.k += 1;
            (*x, *y) = (st.x, st.y);
            true
        }
        stage::INSERT if gt && st.j > st.lo => {
            let j = st.j as usize;
            st.a[j + 1] = st.a[j];
            st.j -= 1;
            (*x, *y) = (st.a[j - 1], st.x);
            true
        }
        _ => false,
    }
}

/// Whether a sort state (from a snapshot) lets [`advance`] run without indexing out of range
/// (`validate.rs` asks it of every `Cont::Sort`).
pub(crate) fn well_formed(st: &SortState) -> bool {
    use stage as s;
    let n = st.a.len() as u32;
    let merge_cursors = st.i <= st.mid
        && st.mid <= st.hi
        && st.hi <= n
        && st.lo <= st.i
        && st.mid <= st.j
        && st.j <= st.hi
        && u64::from(st.k) + u64::from(st.mid) == u64::from(st.i) + u64::from(st.j);
    let merging = st.b.len() == st.a.len() && st.width >= 1;
    match st.stage {
        s::RUN => true,
        s::NEXT => st.i >= 1 && st.hi <= n,
        s::INSERT => st.lo <= st.j && st.j < st.i && st.i < st.hi && st.hi <= n,
        s::PASS | s::MERGE_RUN => merging,
        s::CHECK | s::MERGE => merging && merge_cursors && st.i < st.mid && st.j < st.hi,
        s::TAIL => merging && merge_cursors,
        s::DONE => !st.flipped || st.b.len() == st.a.len(),
        _ => false,
    }
}

/// Stores a finished sort into its array: directly when the array is still the plain, writable
/// array of the same shape it was (the comparator may have changed it), else through the
/// prelude's generic store. `Ok(None)` when the array holds the result; otherwise the function
/// and arguments to call.
pub(crate) fn store(vm: &mut Vm, st: &mut SortState) -> Result<Option<(Value, Vec<Value>)>, EngineError> {
    let o = st.array;
    let same = elements::plain(vm, o)
        && elements::writable_plain(vm, o)
        && vm.array_len(o) == st.len
        && matches!(&vm.state.heap.obj(o).class, Class::Array { dense, .. } if dense.len() == st.dense_len as usize);
    let mut items = std::mem::take(&mut st.a);
    items.extend(std::iter::repeat_n(Value::Undefined, st.undefs as usize));
    if same {
        items.resize(st.dense_len as usize, Value::Empty);
        if let Some((d, _)) = elements::dense_mut(vm, o) {
            *d = items;
        }
        return Ok(None);
    }
    let Some(f) = vm.exported("array_sort_store") else {
        return Err(EngineError::Internal("prelude export array_sort_store missing".into()));
    };
    let list = vm.new_array(items);
    Ok(Some((Value::Object(f), vec![Value::Object(o), Value::Object(list), Value::Number(f64::from(st.len))])))
}

/// A comparison of a sort finished (`Cont::Sort` applied to the comparator's completion): decides whether it said "greater" (`result > 0`, converted by
/// a JavaScript frame when the result is an object) and goes on.
pub(crate) fn resume(
    vm: &mut Vm,
    mut cont: Box<Cont>,
    result: Result<Value, Value>,
) -> Result<Option<Value>, EngineError> {
    let Cont::Sort(st) = &mut *cont else {
        return Err(EngineError::Internal("not a sort continuation".into()));
    };
    let v = match result {
        Ok(v) => v,
        Err(e) => {
            let outer = std::mem::replace(&mut st.outer, Ret::Discard);
            return deliver_or_unwind(vm, outer, Err(e));
        }
    };
    let gt = match v {
        Value::Number(n) => n > 0.0,
        _ if st.converted => {
            st.converted = false;
            vm.truthy(v)
        }
        _ => {
            let zero = Value::Number(0.0);
            match crate::exec::operators::binary(vm, crate::exec::operators::Bin::Gt, v, zero) {
                Ok(Some(b)) => vm.truthy(b),
                Ok(None) => {
                    if vm.state.frames.len() >= vm.options.max_depth {
                        let outer = std::mem::replace(&mut st.outer, Ret::Discard);
                        let e = vm.make_error(crate::ErrorType::Range, msg::STACK_OVERFLOW, None);
                        return deliver_or_unwind(vm, outer, Err(e));
                    }
                    st.converted = true;
                    let r = crate::exec::operators::binary_slow(
                        vm,
                        crate::exec::operators::Bin::Gt,
                        v,
                        zero,
                        Ret::Cont(cont),
                    );
                    return match r {
                        Ok(()) => Ok(None),
                        Err(ctl) => ctl_to_unwind(vm, ctl),
                    };
                }
                Err(ctl) => {
                    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
                    let e = match ctl_to_unwind(vm, ctl)? {
                        Some(e) => e,
                        None => return Ok(None),
                    };
                    return deliver_or_unwind(vm, outer, Err(e));
                }
            }
        }
    };
    next(vm, cont, gt)
}

/// Runs a sort (a `Cont::Sort`) to its next comparison and calls the comparator for it, or stores
/// the sorted values and delivers the array.
fn next(vm: &mut Vm, mut cont: Box<Cont>, gt: bool) -> Result<Option<Value>, EngineError> {
    let Cont::Sort(st) = &mut *cont else {
        return Err(EngineError::Internal("not a sort continuation".into()));
    };
    if let Some((x, y)) = advance(st, gt) {
        let cmp = st.cmp;
        if vm.state.frames.len() >= vm.options.max_depth {
            let outer = std::mem::replace(&mut st.outer, Ret::Discard);
            let e = vm.make_error(crate::ErrorType::Range, msg::STACK_OVERFLOW, None);
            return deliver_or_unwind(vm, outer, Err(e));
        }
        // The window is written value by value (a copy through an array on the stack stalls).
        let base = stack_top(vm);
        if vm.state.regs.len() < base + 4 {
            vm.state.regs.resize(base + 4, Value::Undefined);
        }
        let w = &mut vm.state.regs[base..base + 4];
        w[0] = cmp;
        w[1] = Value::Undefined;
        w[2] = x;
        w[3] = y;
        return match invoke(vm, cmp, Value::Undefined, Args::InPlace { base, argc: 2 }, Ret::Cont(cont), None) {
            Ok(()) => Ok(None),
            Err(ctl) => ctl_to_unwind(vm, ctl),
        };
    }
    let array = Value::Object(st.array);
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    match store(vm, st)? {
        None => deliver_or_unwind(vm, outer, Ok(array)),
        Some((f, args)) => match invoke(vm, f, Value::Undefined, Args::Owned(args), outer, None) {
            Ok(()) => Ok(None),
            Err(ctl) => ctl_to_unwind(vm, ctl),
        },
    }
}

/// `Ctl::Sort` raised by the `sort` native: runs the sort to its first comparison; the sorted
/// array goes to `ret`.
pub(crate) fn run(vm: &mut Vm, mut st: Box<SortState>, ret: Ret) -> Result<(), Ctl> {
    st.outer = ret;
    match next(vm, Box::new(Cont::Sort(st)), false) {
        Ok(None) => Ok(()),
        Ok(Some(e)) => Err(Ctl::Throw(e)),
        Err(e) => Err(Ctl::fatal(e)),
    }
}

/// The collector's hook: names every reference the state holds and returns where its result
/// goes (which the caller traces). Destructured field by field, so a new field does not compile
/// until it is considered here.
pub(crate) fn trace<'a>(st: &'a SortState, s: &mut impl Sink) -> &'a Ret {
    let SortState {
        array,
        cmp,
        len: _,
        dense_len: _,
        undefs: _,
        a,
        b,
        flipped: _,
        stage: _,
        converted: _,
        width: _,
        lo: _,
        hi: _,
        mid: _,
        i: _,
        j: _,
        k: _,
        x,
        y,
        outer,
    } = st;
    s.obj(*array);
    s.value(*cmp);
    for v in a.iter().chain(b) {
        s.value(*v);
    }
    s.value(*x);
    s.value(*y);
    outer
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use codemode_compiler::{CompileOptions, compile};

    use crate::host::NoHost;
    use crate::{RunState, Vm, VmOptions, prelude};

    /// Runs `src` to its end and returns the VM (for what it cached) and the result.
    fn run(src: &str) -> (Vm, serde_json::Value) {
        let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
        let pre = Arc::new(compile(prelude::SOURCE, &opts).expect("prelude compiles"));
        let mut vm = Vm::new(pre, VmOptions::default()).expect("a VM");
        let code = compile(src, &CompileOptions::default()).expect("compiles");
        let unit = vm.load(Arc::new(code), Some(src.into()));
        vm.start(unit).expect("starts");
        assert!(matches!(vm.run(&mut NoHost, 100_000_000), Ok(RunState::Finished)));
        let value = match vm.outcome() {
            Some(Ok(v)) => v,
            other => panic!("{other:?}"),
        };
        (vm, value)
    }

    /// A comparator is recognized once per function, not once per `sort` (a program sorting
    /// many small arrays paid ~70k instructions per call): each function's answer stays in its
    /// code unit, the same for every closure of it, a comparator that is no key comparator
    /// included.
    #[test]
    fn recognition_is_cached_per_function() {
        let (vm, value) = run("
            const out = []
            for (let i = 0; i < 50; i++) {
              const xs = [{ x: i % 3, y: 1 }, { x: 1, y: i % 4 }, { x: 0, y: 2 }]
              xs.sort((a, b) => a.x - b.x || b.y - a.y)
              const ys = [3, 1, 2]
              ys.sort((a, b) => a % 2 - b % 2)
              out.push(xs.map(o => o.x).join('') + ys.join(''))
            }
            return [out[0], out[1], out[49]]
        ");
        assert_eq!(value, serde_json::json!(["001231", "011231", "011231"]));
        let unit = vm.codes.last().expect("the program's unit");
        let seen: Vec<Option<bool>> = unit.comparators.iter().map(|c| c.get().map(|k| k.is_some())).collect();
        // The key comparator, recognized; `a % 2 - b % 2`, refused; every other function (the
        // program, `o => o.x`) never asked.
        assert_eq!(seen.iter().filter(|s| **s == Some(true)).count(), 1, "{seen:?}");
        assert_eq!(seen.iter().filter(|s| **s == Some(false)).count(), 1, "{seen:?}");
        assert_eq!(seen.iter().filter(|s| s.is_none()).count(), seen.len() - 2, "{seen:?}");
        // The same function gives the same recognition to a new closure of it.
        let f = unit.comparators.iter().find_map(|c| c.get().cloned().flatten()).expect("recognized");
        assert_eq!(f.terms.len(), 2);
        assert!(!f.terms[0].1 && f.terms[1].1, "a.x ascending, then b.y - a.y descending");
    }
}
