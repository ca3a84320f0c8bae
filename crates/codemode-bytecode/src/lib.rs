//! The codemode instruction set: the op table, compiled [`Code`], and the disassembler.
//!
//! This crate owns the contract between the compiler (which emits ops) and the VM (which runs
//! them). It deliberately knows nothing about values, the heap or swc: an op is plain data over
//! register and table indices.
//!
//! # Conventions shared by compiler and VM
//!
//! **Register window.** Every call gets a window of `FunctionProto::n_regs` registers. `R0` holds
//! the callee (the function object), `R1` holds `this`, and the formal parameters follow from `R2`
//! (`R[2 + i]` is parameter `i`). Missing arguments are `undefined`. Locals and temporaries are
//! allocated above the parameters. Every other register starts as `undefined` on entry, except
//! those the compiler initializes itself.
//!
//! **Calls.** A call site places the callee in `R[base]`, the `this` value in `R[base + 1]` and
//! the arguments in `R[base + 2 ..]`, all of them the highest live registers at that point: the
//! VM may reuse everything from `R[base]` upwards as the callee's window. The result goes to
//! `dst`, which may be any register (including `base`).
//!
//! **Environments.** A binding that a nested function captures lives in an *environment*: a heap
//! record of slots created by [`Op::PushEnv`] when its scope is entered, whose parent is the
//! environment current at that point. A closure remembers the environment current when it was
//! created; a call starts with that environment current. `GetEnv { depth, slot }` walks `depth`
//! parents up from the current environment. Bindings that are never captured live in registers.
//! `this`, `new.target` and `arguments` are ordinary bindings of a non-arrow function; arrow
//! functions reach them through the environment like any captured variable.
//!
//! **Temporal dead zone.** An uninitialized `let`/`const`/`class` binding holds the internal
//! *empty* value; [`Op::CheckInit`] throws a `ReferenceError` for it. The compiler leaves the
//! check out where the binding is known to be initialized: a read after the declaration in the
//! same function (but for a `switch`'s cases), and a read from a closure made after it in source
//! order (an arrow, a function expression or a method, not a hoisted declaration).
//!
//! **Handlers.** [`Op::PushHandler`] registers a catch target for the current frame; a throw
//! unwinds to the innermost handler (restoring the environment that was current when the handler
//! was pushed) and [`Op::Catch`] at the target reads the thrown value. `finally` is compiled by the
//! compiler into ordinary jumps over a completion-kind register.
//!
//! **Iteration.** [`Op::GetIterator`] writes the iterator object to `R[dst]` and its `next` method
//! to `R[dst + 1]`. [`Op::IterNext`] writes the next value, or the internal *done* marker tested
//! by [`Op::JumpIfDone`].
//!
//! **Offsets.** Every jump offset is relative to the index of the jump op itself.

use std::fmt;

use serde::{Deserialize, Serialize};

pub mod code;
pub mod disasm;
mod ops;

pub use code::{Code, Const, FuncFlags, FunctionProto, LineEntry};
pub use ops::{EmitJump, OP_TABLE, Op, OpInfo};

macro_rules! index_types {
    ($( $(#[$doc:meta])* $name:ident($inner:ty) ;)*) => {
        $(
            $(#[$doc])*
            #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
            pub struct $name(pub $inner);

            impl fmt::Debug for $name {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    fmt::Display::fmt(self, f)
                }
            }
        )*
    };
}

index_types! {
    /// A register of the current frame's window.
    Reg(u16);
    /// An index into a function's constant table ([`FunctionProto::consts`]).
    ConstIdx(u32);
    /// An index into a function's property-name table ([`FunctionProto::names`]).
    NameIdx(u16);
    /// An index into [`Code::functions`].
    FuncIdx(u32);
    /// A relative jump offset, in instructions, from the jump op itself.
    Offset(i32);
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", self.0)
    }
}
impl fmt::Display for ConstIdx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "k{}", self.0)
    }
}
impl fmt::Display for NameIdx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "n{}", self.0)
    }
}
impl fmt::Display for FuncIdx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "f{}", self.0)
    }
}
impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+}", self.0)
    }
}

impl Reg {
    /// The callee's register in every window.
    pub const CALLEE: Reg = Reg(0);
    /// The `this` register in every window.
    pub const THIS: Reg = Reg(1);
    /// The first parameter register.
    pub const FIRST_PARAM: u16 = 2;
    /// Marks "no register" where an operand is optional (e.g. no class heritage).
    pub const NONE: Reg = Reg(u16::MAX);

    /// The register `n` places above this one.
    #[must_use]
    pub fn offset(self, n: u16) -> Reg {
        Reg(self.0 + n)
    }
}

/// Kinds of error an [`Op::ThrowError`] raises; the message is a name-table entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[repr(u8)]
pub enum ErrorKind {
    /// `TypeError`
    Type = 0,
    /// `ReferenceError`
    Reference = 1,
    /// `SyntaxError`
    Syntax = 2,
    /// `RangeError`
    Range = 3,
}

impl ErrorKind {
    /// Decodes the operand byte.
    #[must_use]
    pub fn from_u8(b: u8) -> Option<ErrorKind> {
        Some(match b {
            0 => ErrorKind::Type,
            1 => ErrorKind::Reference,
            2 => ErrorKind::Syntax,
            3 => ErrorKind::Range,
            _ => return None,
        })
    }
}

/// Flags of property definitions ([`Op::DefineProp`] and friends).
pub mod define_flags {
    /// The property is enumerable (object literals); class members are not.
    pub const ENUMERABLE: u8 = 1;
    /// Defines a getter (the value is the getter function).
    pub const GETTER: u8 = 2;
    /// Defines a setter (the value is the setter function).
    pub const SETTER: u8 = 4;
    /// The value is a method: the VM sets its home object to the target object.
    pub const METHOD: u8 = 8;
    /// The value is an anonymous function that takes the property key as its `name`.
    pub const SET_NAME: u8 = 16;
}

/// FNV-1a fingerprint of [`OP_TABLE`] (codes, names, operand names and types). The VM folds it
/// into the build identity of snapshots; `tests/ops.rs` pins it.
pub const INSTRUCTION_SET_FINGERPRINT: u64 = 0xee99_387b_b07f_f760;
