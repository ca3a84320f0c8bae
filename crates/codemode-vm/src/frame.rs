//! Frames, return targets, continuations and exception handlers: the explicit call stack.
//!
//! The VM never recurses on the Rust stack to run JavaScript: a call pushes a [`Frame`] on
//! `Vm::frames` and the dispatch loop continues with it. What happens to a frame's result is its
//! [`Ret`]: a register of the caller, nothing, or a [`Cont`] — a serializable description of the
//! work that was waiting for this call (resolve a promise, resume a generator's caller, re-run a
//! built-in with a converted argument). Everything here is plain data and part of a snapshot.

use std::cell::Cell;

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

pub use crate::exec::sort::SortState;
use crate::value::{ObjId, Value};

/// Where a finished call's result goes.
///
/// Serialized through [`RetRef`] and [`RetShape`], which have the same serde shape, so that the
/// nesting of continuations (`Ret::Cont` → `Cont { outer: Ret }` → …) is counted: serde encodes
/// and decodes it by recursion on the native stack, and a payload nesting it deeper than
/// [`MAX_RET_NESTING`] is refused as an invalid snapshot instead of overflowing the stack.
#[derive(Clone, Debug)]
pub enum Ret {
    /// Into this register of the frame below.
    Reg(u16),
    /// Nowhere (setters, field initializers).
    Discard,
    /// To a continuation.
    Cont(Box<Cont>),
}

/// How deeply continuations may nest in one [`Ret`] in a snapshot. A running program never comes
/// near it: a chain grows by a level only where a native hands its own return target on to a
/// continuation (an async body's caller, a generator step's caller, a re-invocation's target, a
/// sort's caller), and every such level has a frame of its own between it and the next, so a
/// chain is a few levels deep whatever the call depth. Encoding refuses a deeper one too, so a
/// snapshot that was written can always be read.
pub const MAX_RET_NESTING: u32 = 128;

thread_local! {
    /// The [`Ret`] nesting of the encode or decode in progress on this thread.
    static RET_NESTING: Cell<u32> = const { Cell::new(0) };
    /// Whether the budget refused a level in the run of [`counting_nesting`] in progress.
    static RET_REFUSED: Cell<bool> = const { Cell::new(false) };
}

/// Runs an encode or decode with the nesting budget, giving its error as text: the budget's own
/// reason when it refused a level (the serializer's error keeps no message), else the error's.
pub(crate) fn counting_nesting<T, E: std::fmt::Display>(run: impl FnOnce() -> Result<T, E>) -> Result<T, String> {
    RET_REFUSED.with(|r| r.set(false));
    run().map_err(|e| if RET_REFUSED.with(|r| r.replace(false)) { too_deep() } else { e.to_string() })
}

/// The message for a refused nesting.
fn too_deep() -> String {
    format!("continuations nested deeper than {MAX_RET_NESTING} levels")
}

/// One level of [`Ret`] nesting, counted while it is encoded or decoded.
struct Nesting;

impl Nesting {
    fn enter() -> Option<Nesting> {
        RET_NESTING.with(|n| {
            let depth = n.get();
            if depth >= MAX_RET_NESTING {
                RET_REFUSED.with(|r| r.set(true));
                return None;
            }
            n.set(depth + 1);
            Some(Nesting)
        })
    }
}

impl Drop for Nesting {
    fn drop(&mut self) {
        RET_NESTING.with(|n| n.set(n.get().saturating_sub(1)));
    }
}

/// [`Ret`] as it is encoded (same shape).
#[derive(Serialize)]
#[serde(rename = "Ret")]
enum RetRef<'a> {
    Reg(u16),
    Discard,
    Cont(&'a Cont),
}

/// [`Ret`] as it is decoded (same shape).
#[derive(Deserialize)]
#[serde(rename = "Ret")]
enum RetShape {
    Reg(u16),
    Discard,
    Cont(Box<Cont>),
}

impl Serialize for Ret {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let _level = Nesting::enter().ok_or_else(|| serde::ser::Error::custom(too_deep()))?;
        match self {
            Ret::Reg(r) => RetRef::Reg(*r),
            Ret::Discard => RetRef::Discard,
            Ret::Cont(c) => RetRef::Cont(c),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Ret {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let _level = Nesting::enter().ok_or_else(|| serde::de::Error::custom(too_deep()))?;
        Ok(match RetShape::deserialize(d)? {
            RetShape::Reg(r) => Ret::Reg(r),
            RetShape::Discard => Ret::Discard,
            RetShape::Cont(c) => Ret::Cont(c),
        })
    }
}

/// Work waiting for a call to finish (see the module docs).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Cont {
    /// The body of an async function: resolve or reject `promise`. `outer` is where the call's
    /// promise still has to be delivered (at the first suspension or at completion).
    AsyncBody {
        /// The async function's promise.
        promise: ObjId,
        /// The caller's target for the promise, until delivered.
        outer: Option<Ret>,
    },
    /// A generator step: wrap the completion into an iterator result for `outer`.
    GenStep {
        /// The generator object.
        generator: ObjId,
        /// Where the iterator result goes.
        outer: Ret,
    },
    /// An async generator step (see `exec::generator`).
    AsyncGenStep {
        /// The async generator object.
        generator: ObjId,
    },
    /// A promise reaction job's handler: settle `target` with its completion.
    Reaction {
        /// The derived promise, if any.
        target: Option<ObjId>,
    },
    /// A resolve-thenable job's `then` call: a throw rejects `promise` (unless already resolved).
    ThenableJob {
        /// The promise being resolved.
        promise: ObjId,
        /// The resolving functions' shared "already resolved" record.
        resolved: ObjId,
    },
    /// Re-run a native function after one argument was converted by JavaScript code.
    Reinvoke {
        /// The native function object.
        callee: ObjId,
        /// Its `this`.
        this: Value,
        /// Its arguments.
        args: Vec<Value>,
        /// Which argument the result replaces; `u8::MAX` replaces `this`.
        index: u8,
        /// `new.target` when constructing.
        new_target: Option<ObjId>,
        /// Where the native's result goes.
        outer: Ret,
    },
    /// A host-driven call (`Vm::call_function`): the result is kept for the host.
    Host {
        /// The slot in `Vm::host_results`.
        slot: u32,
    },
    /// `GetIterator` through a method call: store the iterator and its `next` in `dst`, `dst + 1`
    /// of the top frame.
    IterRecord {
        /// The destination register.
        dst: u16,
    },
    /// `IterNext` through a `next` call: unpack the result into `dst` (value or done marker).
    IterStep {
        /// The destination register.
        dst: u16,
    },
    /// `Await` of a value whose PromiseResolve runs code (a `then` or `constructor` getter, a
    /// proxy): the call was the prelude's PromiseResolve; await the promise it gives, resuming
    /// into `dst` of the top frame.
    AwaitResolved {
        /// The destination register.
        dst: u16,
    },
    /// `Array.prototype.sort` with a comparator: the call was one comparison (the resumable
    /// sort, `exec/sort.rs`).
    Sort(Box<SortState>),
    /// `forEach`, `map` … of a plain array: the call was one callback (the resumable array
    /// loops, `exec/each.rs`).
    Each(Box<crate::exec::each::EachState>),
    /// `JSON.parse` with a reviver: the call was one reviver call (the resumable reviver walk,
    /// `exec/revive.rs`).
    Revive(Box<crate::exec::revive::ReviveState>),
    /// `JSON.stringify` with a replacer function: the call was one replacer call, or the
    /// prelude's serializer of one property (the resumable stringify walk, `exec/stringify.rs`).
    Stringify(Box<crate::exec::stringify::StringifyState>),
}

/// A frame of the explicit call stack.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Frame {
    /// Code unit of the function (index into `Vm::codes`).
    pub code: u32,
    /// Function index within the code unit.
    pub func: u32,
    /// Next op to execute.
    pub pc: u32,
    /// First register of the window in `Vm::regs`.
    pub base: u32,
    /// One past the last register of the window.
    pub top: u32,
    /// Current environment.
    pub env: Option<ObjId>,
    /// The function object being run.
    pub callee: ObjId,
    /// `new.target` (set when constructing).
    pub new_target: Option<ObjId>,
    /// Number of arguments passed.
    pub argc: u32,
    /// The arguments, kept when the function reads its argument list.
    pub args: Option<Box<[Value]>>,
    /// Where the result goes.
    pub ret: Ret,
    /// [`FrameFlags`] bits.
    pub flags: u8,
}

impl Frame {
    /// A frame with every field zero or empty, pushed first and then filled in place: a frame
    /// built on the stack and then moved into the vector is stored field by field and reloaded
    /// sixteen bytes at a time, which the CPU cannot forward from its store buffer (a stall on
    /// every call).
    pub const BLANK: Frame = Frame {
        code: 0,
        func: 0,
        pc: 0,
        base: 0,
        top: 0,
        env: None,
        callee: ObjId(0),
        new_target: None,
        argc: 0,
        args: None,
        ret: Ret::Discard,
        flags: 0,
    };
}

/// Bits of [`Frame::flags`].
pub struct FrameFlags;
impl FrameFlags {
    /// The frame runs a constructor called with `new`: a non-object result is replaced by `this`.
    pub const CONSTRUCT: u8 = 1;
}

/// An exception handler of a frame.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct Handler {
    /// Index of the frame in `Vm::frames`.
    pub frame: u32,
    /// Where to continue.
    pub pc: u32,
    /// The environment to restore.
    pub env: Option<ObjId>,
}

/// A frame taken off the stack while its function waits (a generator between steps, an async
/// function at an `await`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SuspendedFrame {
    /// The frame (its `base`/`top` are meaningless while suspended).
    pub frame: Frame,
    /// The register window.
    #[serde(with = "crate::value::value_seq")]
    pub regs: Vec<Value>,
    /// The frame's handlers (their `frame` field is meaningless while suspended).
    pub handlers: SmallVec<[Handler; 2]>,
    /// Register receiving the value sent on resumption.
    pub resume_dst: u16,
    /// Register receiving the resumption mode (`Yield`), or `u16::MAX` (written plus one, so the
    /// usual `u16::MAX` is one byte).
    #[serde(with = "plus_one")]
    pub resume_mode: u16,
}

/// A `u16` written plus one (wrapping): `u16::MAX`, "none", is a one-byte varint.
mod plus_one {
    pub fn serialize<S: serde::Serializer>(n: &u16, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u16(n.wrapping_add(1))
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u16, D::Error> {
        <u16 as serde::Deserialize>::deserialize(d).map(|n| n.wrapping_sub(1))
    }
}
