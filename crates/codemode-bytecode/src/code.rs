//! Compiled code: a program is a [`Code`] holding every [`FunctionProto`] it contains.
//!
//! Code is immutable once compiled and shared by every run of the program; the VM never writes
//! to it. A snapshot refers to code by content hash (computed by the VM layer), never by copying it.

use serde::{Deserialize, Serialize};

use crate::{FuncIdx, Op};

/// A JavaScript string as UTF-16 code units (it may hold lone surrogates).
pub type JsText = Vec<u16>;

/// A constant of a function's constant table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Const {
    /// A number literal.
    Number(f64),
    /// A string literal.
    String(JsText),
    /// A BigInt literal, as decimal digits.
    BigInt(String),
    /// The strings of a tagged template site: cooked (`None` where an escape is invalid) and raw.
    Template {
        /// Cooked strings.
        cooked: Vec<Option<JsText>>,
        /// Raw strings.
        raw: Vec<JsText>,
    },
}

/// Properties of a function, as bits.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FuncFlags(pub u16);

impl FuncFlags {
    /// An arrow function: lexical `this`, `arguments`, `new.target`; not a constructor.
    pub const ARROW: u16 = 1;
    /// An async function (or async generator with [`FuncFlags::GENERATOR`]).
    pub const ASYNC: u16 = 2;
    /// A generator function.
    pub const GENERATOR: u16 = 4;
    /// A class constructor: calling it without `new` throws.
    pub const CLASS_CONSTRUCTOR: u16 = 8;
    /// The constructor of a class with `extends`: `this` starts unbound.
    pub const DERIVED: u16 = 16;
    /// A method, getter or setter: not a constructor, no `prototype`.
    pub const METHOD: u16 = 32;
    /// The function reads its argument list (`arguments` or a rest parameter): the VM keeps it.
    pub const USES_ARGUMENTS: u16 = 64;
    /// The top-level program.
    pub const PROGRAM: u16 = 128;
    /// Built-in (prelude) code: hidden from error locations, printed as native code.
    pub const BUILTIN: u16 = 256;
    /// A class field initializer or static block (internal function).
    pub const INITIALIZER: u16 = 512;

    /// Whether all of `bits` are set.
    #[must_use]
    pub fn has(self, bits: u16) -> bool {
        self.0 & bits == bits
    }

    /// Whether the function can be called with `new`.
    #[must_use]
    pub fn is_constructor(self) -> bool {
        self.0 & (Self::ARROW | Self::ASYNC | Self::GENERATOR | Self::METHOD | Self::INITIALIZER) == 0
    }
}

/// Where a range of ops came from: ops from `pc` up to the next entry map to this position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineEntry {
    /// First op index of the range.
    pub pc: u32,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in UTF-16 code units.
    pub col: u32,
}

/// One compiled function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionProto {
    /// The function's name (`""` when anonymous).
    pub name: String,
    /// The number of parameter registers (`R2 ..`), after which locals start.
    pub n_params: u16,
    /// The value of the function's `length` property.
    pub length: u16,
    /// The size of the register window.
    pub n_regs: u16,
    /// Properties of the function.
    pub flags: FuncFlags,
    /// The instructions.
    pub ops: Vec<Op>,
    /// Constants referenced by [`crate::ConstIdx`].
    pub consts: Vec<Const>,
    /// Property names referenced by [`crate::NameIdx`].
    pub names: Vec<JsText>,
    /// The source position table, sorted by `pc`.
    pub lines: Vec<LineEntry>,
    /// Byte range of the function's source text (for `Function.prototype.toString`).
    pub source: (u32, u32),
    /// The source-like text of the callee of call and `new` ops (`o.method`, `f(...)`), by pc and
    /// sorted by it, for V8's "o.method is not a function" messages.
    #[serde(default)]
    pub callee_names: Vec<(u32, String)>,
}

impl FunctionProto {
    /// The callee text recorded for the call or `new` op at `pc`.
    #[must_use]
    pub fn callee_name(&self, pc: u32) -> Option<&str> {
        self.callee_names.binary_search_by_key(&pc, |e| e.0).ok().map(|i| self.callee_names[i].1.as_str())
    }

    /// The source position of the op at `pc`, if known.
    #[must_use]
    pub fn position(&self, pc: u32) -> Option<(u32, u32)> {
        let i = self.lines.partition_point(|e| e.pc <= pc);
        if i == 0 {
            return None;
        }
        let e = self.lines[i - 1];
        Some((e.line, e.col))
    }
}

/// A compiled program: its functions, with the entry point.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Code {
    /// Every function of the program; [`FuncIdx`] indexes this.
    pub functions: Vec<FunctionProto>,
    /// The top-level function.
    pub main: FuncIdx,
}

impl Code {
    /// The function at `idx`.
    ///
    /// # Panics
    /// When `idx` is out of range; the VM validates indices before running code.
    #[must_use]
    pub fn function(&self, idx: FuncIdx) -> &FunctionProto {
        &self.functions[idx.0 as usize]
    }
}
