//! Frames, return targets, continuations and exception handlers: the explicit call stack.
//!
//! The VM never recurses on the Rust stack to run JavaScript: a call pushes a [`Frame`] on
//! `Vm::frames` and the dispatch loop continues with it. What happens to a frame's result is its
//! [`Ret`]: a register of the caller, nothing, or a [`Cont`] — a serializable description of the
//! work that was waiting for this call (resolve a promise, resume a generator's caller, re-run a
//! built-in with a converted argument). Everything here is plain data and part of a snapshot.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

pub use crate::exec::sort::SortState;
use crate::value::{ObjId, Value};

/// Where a finished call's result goes.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Ret {
    /// Into this register of the frame below.
    Reg(u16),
    /// Nowhere (setters, field initializers).
    Discard,
    /// To a continuation.
    Cont(Box<Cont>),
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
    /// `Array.prototype.sort` with a comparator: the call was one comparison (the resumable
    /// sort, `exec/sort.rs`).
    Sort(Box<SortState>),
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
    pub regs: Vec<Value>,
    /// The frame's handlers (their `frame` field is meaningless while suspended).
    pub handlers: SmallVec<[Handler; 2]>,
    /// Register receiving the value sent on resumption.
    pub resume_dst: u16,
    /// Register receiving the resumption mode (`Yield`), or `u16::MAX`.
    pub resume_mode: u16,
}
