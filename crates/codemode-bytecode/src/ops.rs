//! The op table: every instruction, its number, operands and meaning, written once.
//!
//! From [`define_ops!`] come the [`Op`] enum, [`Op::name`], [`Op::opcode`], the operand listing
//! used by the disassembler, the jump ops ([`Op::jump_offset_mut`], [`EmitJump`], whose helpers
//! the compiler's builder uses), the ops that end a block ([`Op::ends_block`]) and [`OP_TABLE`]
//! (which the fingerprint test hashes). Opcode numbers are part of the snapshot format (a frame's
//! `pc` indexes these ops): they are explicit and append-only.
//!
//! Notation: `R[x]` is register `x` of the current window, `K[i]` a constant, `N[i]` a
//! property-name table entry, `E(d)[s]` slot `s` of the environment `d` parents up.
//! "Calls" marks ops that may run JavaScript (a getter, a `valueOf`, an iterator's `next`); they
//! always do so as their last action, delivering the result to their destination.

use serde::{Deserialize, Serialize};

use crate::{ConstIdx, FuncIdx, NameIdx, Offset, Reg};

/// Static description of one op, for the fingerprint test and documentation.
#[derive(Debug, Clone, Copy)]
pub struct OpInfo {
    /// The opcode number (stable across builds of one format version).
    pub code: u8,
    /// The op's name.
    pub name: &'static str,
    /// `(operand name, operand type)` pairs, in order.
    pub operands: &'static [(&'static str, &'static str)],
    /// A jump op (`jump(helper)` in the table): its last operand `offset` is patched by the
    /// compiler's builder.
    pub jump: bool,
    /// The op never falls through to the next one (`-> !` in the table).
    pub ends: bool,
}

/// Expands to its tokens after the first: lets an optional marker of the table drive a
/// repetition that does not otherwise mention it.
macro_rules! given {
    ($marker:tt, $($body:tt)*) => { $($body)* };
}

/// Expands to `true` for the `-> !` marker (and fails to compile for any other).
macro_rules! never {
    (!) => {
        true
    };
}

/// The helper of [`EmitJump`] for one op: none for an op without a `jump(helper)` marker.
macro_rules! jump_helper {
    ([] $name:ident { $($field:ident : $ty:ty),* }) => {};
    ([$helper:ident] $name:ident { $($field:ident : $ty:ty),* }) => {
        #[doc = concat!("Emits `", stringify!($name), "` jumping to `target`.")]
        fn $helper(&mut self, $($field: $ty,)* target: Self::Label) {
            self.emit_jump(Op::$name { $($field,)* offset: Offset(0) }, target);
        }
    };
}

/// The table's grammar, per op: doc lines, the stable opcode, the name, the operands, then two
/// optional markers: `jump(helper)` makes it a jump op (the table appends its last operand
/// `offset: Offset` and [`EmitJump`] gets `helper`), `-> !` says it never falls through.
macro_rules! define_ops {
    ($( $(#[doc = $doc:literal])* $code:literal $name:ident { $($field:ident : $ty:ty),* $(,)? }
        $(jump($helper:ident))? $(-> $never:tt)? )*) => {
        /// One instruction. See the module docs for the notation.
        #[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[repr(u8)]
        pub enum Op {
            $( $(#[doc = $doc])* $name {
                $( #[allow(missing_docs)] $field: $ty, )*
                $( #[allow(missing_docs)] offset: given!($helper, Offset), )?
            } = $code, )*
        }

        impl Op {
            /// The op's name as it appears in disassembly.
            #[must_use]
            pub fn name(&self) -> &'static str {
                match self { $( Op::$name { .. } => stringify!($name), )* }
            }

            /// The op's stable number.
            #[must_use]
            pub fn opcode(&self) -> u8 {
                match self { $( Op::$name { .. } => $code, )* }
            }

            /// The operands as `(name, rendered value)` pairs, for the disassembler.
            #[must_use]
            pub fn operands(&self) -> Vec<(&'static str, String)> {
                match *self {
                    $( Op::$name { $($field,)* $( offset: given!($helper, offset), )? } => vec![
                        $( (stringify!($field), format!("{}", $field)), )*
                        $( given!($helper, ("offset", format!("{}", offset))), )?
                    ], )*
                }
            }

            /// The jump offset of a jump op (`None` for every other op).
            #[must_use]
            pub fn jump_offset_mut(&mut self) -> Option<&mut Offset> {
                match self {
                    $( $( given!($helper, Op::$name { offset, .. }) => Some(offset), )? )*
                    _ => None,
                }
            }

            /// Whether the op never falls through to the next one (a return, a throw, an
            /// unconditional jump).
            #[must_use]
            pub fn ends_block(&self) -> bool {
                match self {
                    $( $( Op::$name { .. } => never!($never), )? )*
                    _ => false,
                }
            }
        }

        /// Emits jump ops towards labels that are bound later: one helper per jump op of the
        /// table, so that the table is the only list of jumps.
        pub trait EmitJump {
            /// A jump target, bound to an op index once known.
            type Label: Copy;

            /// Emits `op` (a jump op whose offset is patched later) jumping to `target`.
            fn emit_jump(&mut self, op: Op, target: Self::Label);

            $( jump_helper!([$($helper)?] $name { $($field : $ty),* }); )*
        }

        /// Every op of the instruction set, in opcode order.
        pub static OP_TABLE: &[OpInfo] = &[
            $( OpInfo {
                code: $code,
                name: stringify!($name),
                operands: &[
                    $( (stringify!($field), stringify!($ty)), )*
                    $( given!($helper, ("offset", "Offset")), )?
                ],
                jump: false $( || given!($helper, true) )?,
                ends: false $( || never!($never) )?,
            }, )*
        ];
    };
}

define_ops! {
    // ---- expression: loads and moves -------------------------------------------------------
    /// `R[dst] := R[src]`
    1 Mov { dst: Reg, src: Reg }
    /// `R[dst] := undefined`
    2 LoadUndef { dst: Reg }
    /// `R[dst] := null`
    3 LoadNull { dst: Reg }
    /// `R[dst] := value`
    4 LoadBool { dst: Reg, value: bool }
    /// `R[dst] := value` (as a number)
    5 LoadInt { dst: Reg, value: i32 }
    /// `R[dst] := K[idx]` (number, string or BigInt constant)
    6 LoadConst { dst: Reg, idx: ConstIdx }
    /// `R[dst] := empty` (the uninitialized marker of the temporal dead zone)
    7 LoadEmpty { dst: Reg }
    /// `R[dst] := new.target` of the current (non-arrow) function, or `undefined`
    8 LoadNewTarget { dst: Reg }

    // ---- scope: globals and environments ---------------------------------------------------
    /// `R[dst] := global[N[name]]`
    /// # Throws
    /// `ReferenceError: <name> is not defined` when the global does not exist. Calls (getter).
    10 GetGlobal { dst: Reg, name: NameIdx }
    /// `global[N[name]] := R[src]`
    /// # Throws
    /// `ReferenceError` when the global does not exist (strict mode), `TypeError` when read-only.
    11 SetGlobal { name: NameIdx, src: Reg }
    /// `R[dst] := typeof global[N[name]]`, `"undefined"` when it does not exist
    12 TypeofGlobal { dst: Reg, name: NameIdx }
    /// `env := new Env(slots, parent: env)`; every slot starts empty
    13 PushEnv { slots: u16 }
    /// `env := env.parent`
    14 PopEnv {}
    /// `env := copy of env` (same parent and slot values): a fresh binding per loop iteration
    15 CopyEnv {}
    /// `R[dst] := E(depth)[slot]`
    16 GetEnv { dst: Reg, depth: u8, slot: u16 }
    /// `E(depth)[slot] := R[src]`
    17 SetEnv { src: Reg, depth: u8, slot: u16 }
    /// Checks that `R[src]` is initialized.
    /// # Throws
    /// `ReferenceError: Cannot access '<name>' before initialization` when `R[src]` is empty.
    18 CheckInit { src: Reg, name: NameIdx }
    /// Checks that `this` of a derived constructor is bound.
    /// # Throws
    /// `ReferenceError: Must call super constructor …` when `R[src]` is empty.
    19 CheckThis { src: Reg }
    /// Throws a new error of `kind` ([`crate::ErrorKind`]) with message `N[msg]`.
    20 ThrowError { kind: u8, msg: NameIdx } -> !

    // ---- expression: binary operators (`R[dst] := R[lhs] op R[rhs]`) ------------------------
    /// `R[dst] := R[lhs] + R[rhs]` (numeric addition or string concatenation). Calls (ToPrimitive).
    21 Add { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] - R[rhs]`. Calls (ToPrimitive).
    22 Sub { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] * R[rhs]`. Calls (ToPrimitive).
    23 Mul { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] / R[rhs]`. Calls (ToPrimitive).
    24 Div { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] % R[rhs]`. Calls (ToPrimitive).
    25 Mod { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] ** R[rhs]`. Calls (ToPrimitive).
    26 Pow { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] & R[rhs]`. Calls (ToPrimitive).
    27 BitAnd { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] | R[rhs]`. Calls (ToPrimitive).
    28 BitOr { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] ^ R[rhs]`. Calls (ToPrimitive).
    29 BitXor { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] << R[rhs]`. Calls (ToPrimitive).
    30 Shl { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] >> R[rhs]`. Calls (ToPrimitive).
    31 Shr { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] >>> R[rhs]`. Calls (ToPrimitive).
    32 UShr { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] == R[rhs]`. Calls (ToPrimitive).
    33 Eq { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] != R[rhs]`. Calls (ToPrimitive).
    34 NotEq { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] === R[rhs]`
    35 StrictEq { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] !== R[rhs]`
    36 StrictNotEq { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] < R[rhs]`. Calls (ToPrimitive).
    37 Lt { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] <= R[rhs]`. Calls (ToPrimitive).
    38 Le { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] > R[rhs]`. Calls (ToPrimitive).
    39 Gt { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] >= R[rhs]`. Calls (ToPrimitive).
    40 Ge { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] in R[rhs]`
    /// # Throws
    /// `TypeError` when `R[rhs]` is not an object.
    41 In { dst: Reg, lhs: Reg, rhs: Reg }
    /// `R[dst] := R[lhs] instanceof R[rhs]`. Calls (`Symbol.hasInstance`).
    42 InstanceOf { dst: Reg, lhs: Reg, rhs: Reg }

    // ---- expression: unary operators (`R[dst] := op R[src]`) --------------------------------
    /// `R[dst] := -R[src]`. Calls (ToPrimitive).
    43 Neg { dst: Reg, src: Reg }
    /// `R[dst] := +R[src]` (ToNumber). Calls (ToPrimitive).
    44 ToNumber { dst: Reg, src: Reg }
    /// `R[dst] := !R[src]`
    45 Not { dst: Reg, src: Reg }
    /// `R[dst] := ~R[src]`. Calls (ToPrimitive).
    46 BitNot { dst: Reg, src: Reg }
    /// `R[dst] := typeof R[src]`
    47 Typeof { dst: Reg, src: Reg }
    /// `R[dst] := ToNumeric(R[src])` (the old value of `x++`). Calls (ToPrimitive).
    48 ToNumeric { dst: Reg, src: Reg }
    /// `R[dst] := R[src] + 1` for a numeric `R[src]`
    49 Inc { dst: Reg, src: Reg }
    /// `R[dst] := R[src] - 1` for a numeric `R[src]`
    50 Dec { dst: Reg, src: Reg }
    /// `R[dst] := ToString(R[src])` (template literal parts). Calls (ToPrimitive).
    51 ToString { dst: Reg, src: Reg }
    /// `R[dst] := ToPropertyKey(R[src])`. Calls (ToPrimitive).
    52 ToPropertyKey { dst: Reg, src: Reg }
    /// `R[dst] := ToBoolean(R[src])`
    53 ToBool { dst: Reg, src: Reg }

    // ---- control: jumps ----------------------------------------------------------------------
    /// `pc += offset`
    60 Jump {} jump(jump) -> !
    /// `if ToBoolean(R[src]) { pc += offset }`
    61 JumpIfTrue { src: Reg } jump(jump_if_true)
    /// `if !ToBoolean(R[src]) { pc += offset }`
    62 JumpIfFalse { src: Reg } jump(jump_if_false)
    /// `if R[src] is null or undefined { pc += offset }`
    63 JumpIfNullish { src: Reg } jump(jump_if_nullish)
    /// `if R[src] is neither null nor undefined { pc += offset }`
    64 JumpIfNotNullish { src: Reg } jump(jump_if_not_nullish)
    /// `if R[src] === undefined { pc += offset }`
    65 JumpIfUndefined { src: Reg } jump(jump_if_undefined)
    /// `if R[src] !== undefined { pc += offset }`
    66 JumpIfNotUndefined { src: Reg } jump(jump_if_not_undefined)
    /// `if R[src] is the iteration done marker { pc += offset }`
    67 JumpIfDone { src: Reg } jump(jump_if_done)

    // ---- property: objects, arrays and properties --------------------------------------------
    /// `R[dst] := {}`
    70 NewObject { dst: Reg }
    /// `R[dst] := []`
    71 NewArray { dst: Reg }
    /// Appends `R[src]` to the array `R[array]` (array literals).
    72 ArrayPush { array: Reg, src: Reg }
    /// Appends a hole to the array `R[array]` (elisions in array literals).
    73 ArrayPushHole { array: Reg }
    /// Appends every value of the iterable `R[src]` to the array `R[array]` (spread). Calls.
    74 ArraySpread { array: Reg, src: Reg }
    /// `R[dst] := R[obj][R[key]]`. Calls (getter).
    75 GetProp { dst: Reg, obj: Reg, key: Reg }
    /// `R[dst] := R[obj][N[name]]`. Calls (getter).
    76 GetNamed { dst: Reg, obj: Reg, name: NameIdx }
    /// `R[obj][R[key]] := R[src]`. Calls (setter).
    /// # Throws
    /// `TypeError` on a read-only property or a non-extensible object (strict mode).
    77 SetProp { obj: Reg, key: Reg, src: Reg }
    /// `R[obj][N[name]] := R[src]`. Calls (setter).
    78 SetNamed { obj: Reg, name: NameIdx, src: Reg }
    /// `R[dst] := delete R[obj][R[key]]`
    /// # Throws
    /// `TypeError` for a non-configurable property (strict mode).
    79 DeleteProp { dst: Reg, obj: Reg, key: Reg }
    /// Defines own property `R[key]` of `R[obj]` as `R[src]` with [`crate::define_flags`].
    80 DefineProp { flags: u8, obj: Reg, key: Reg, src: Reg }
    /// Defines own property `N[name]` of `R[obj]` as `R[src]` with [`crate::define_flags`].
    81 DefineNamed { flags: u8, obj: Reg, name: NameIdx, src: Reg }
    /// Copies the own enumerable properties of `R[src]` onto `R[dst]` (object spread). Calls.
    82 CopyDataProps { dst: Reg, src: Reg }
    /// `R[dst] := { ...R[src] }` without the keys listed in the array `R[excluded]`
    /// (object rest in destructuring). Calls.
    83 ObjectRest { dst: Reg, src: Reg, excluded: Reg }
    /// Sets the prototype of `R[obj]` to `R[src]` when it is an object or null (`__proto__: v`).
    84 SetProto { obj: Reg, src: Reg }
    /// `R[dst] := R[base][R[key]]` with receiver `R[base + 1]`: the pair made by `SuperBase`,
    /// and a primitive key (`KeyOf` converted an object key).
    /// # Throws
    /// `TypeError` when the base is null. Calls (getter).
    85 GetSuper { dst: Reg, base: Reg, key: Reg }
    /// `R[base][R[key]] := R[src]` with receiver `R[base + 1]`, as `GetSuper` takes them.
    /// # Throws
    /// `TypeError` when the base is null. Calls (setter).
    86 SetSuper { base: Reg, key: Reg, src: Reg }
    /// `R[dst] := R[obj].#name` where `R[key]` is the private name.
    /// # Throws
    /// `TypeError` when the object has no such private member. Calls (private getter).
    87 GetPrivate { dst: Reg, obj: Reg, key: Reg }
    /// `R[obj].#name := R[src]` where `R[key]` is the private name. Calls (private setter).
    88 SetPrivate { obj: Reg, key: Reg, src: Reg }
    /// Adds private member `R[key]` to `R[obj]` ([`crate::define_flags`]: method, getter, setter).
    /// # Throws
    /// `TypeError` when the object already has it.
    89 DefinePrivate { flags: u8, obj: Reg, key: Reg, src: Reg }
    /// `R[dst] := #name in R[obj]` where `R[key]` is the private name.
    90 HasPrivate { dst: Reg, obj: Reg, key: Reg }
    /// `R[dst] :=` a fresh private name described as `#N[name]`.
    91 NewPrivateName { dst: Reg, name: NameIdx }
    /// `R[dst] := delete R[obj][N[name]]`
    92 DeleteNamed { dst: Reg, obj: Reg, name: NameIdx }

    // ---- function: closures, classes and calls -----------------------------------------------
    /// `R[dst] :=` a closure of function `func` over the current environment.
    100 MakeClosure { dst: Reg, func: FuncIdx }
    /// Creates a class: `R[dst] :=` the constructor (a closure of `func`), `R[dst + 1] :=` its
    /// prototype object. On entry `R[dst + 1]` holds the heritage (`extends` value) or empty.
    /// # Throws
    /// `TypeError` when the heritage is neither a constructor nor null.
    101 MakeClass { dst: Reg, func: FuncIdx }
    /// Sets the instance-field initializer of class constructor `R[ctor]` to `R[func]`.
    102 SetFieldInit { ctor: Reg, func: Reg }
    /// Runs the instance-field initializer of class constructor `R[ctor]` with `this = R[this]`.
    /// Calls.
    103 RunFieldInit { ctor: Reg, this: Reg }
    /// `R[dst] := R[base](this: R[base + 1], R[base + 2 ..][..argc])`. Calls.
    104 Call { dst: Reg, base: Reg, argc: u16 }
    /// `R[dst] := R[base](this: R[base + 1], ...R[base + 2])` (the arguments as one array). Calls.
    105 CallSpread { dst: Reg, base: Reg }
    /// `R[dst] := new R[base](R[base + 2 ..][..argc])`. Calls.
    106 New { dst: Reg, base: Reg, argc: u16 }
    /// `R[dst] := new R[base](...R[base + 2])` (the arguments as one array). Calls.
    107 NewSpread { dst: Reg, base: Reg }
    /// `R[dst] := super(R[base + 2 ..][..argc])`: constructs the parent of the active class
    /// constructor with the current `new.target`; `R[base]` is scratch. In an arrow function the
    /// constructor is the arrow's enclosing function and `R[base + 1]` holds its `new.target`.
    /// Calls.
    108 SuperCall { dst: Reg, base: Reg, argc: u16 }
    /// `R[dst] := super(...R[base + 2])`. Calls.
    109 SuperCallSpread { dst: Reg, base: Reg }
    /// Returns `R[src]` to the caller.
    110 Return { src: Reg } -> !
    /// `R[dst] := intrinsic[id](R[base ..])` (built-in prelude code only). Calls.
    111 CallIntrinsic { dst: Reg, base: Reg, id: u16 }
    /// `R[dst] :=` an `arguments` object of the current call.
    112 CreateArguments { dst: Reg }
    /// `R[dst] :=` an array of the arguments from index `start` (rest parameter).
    113 CreateRest { dst: Reg, start: u16 }

    // ---- iter: the iteration protocol -----------------------------------------------------------
    /// `R[dst] := R[src][Symbol.iterator]()`, `R[dst + 1] := R[dst].next`. Calls.
    /// # Throws
    /// `TypeError: <x> is not iterable`.
    120 GetIterator { dst: Reg, src: Reg }
    /// As [`Op::GetIterator`] with `Symbol.asyncIterator` (falling back to a sync iterator). Calls.
    121 GetAsyncIterator { dst: Reg, src: Reg }
    /// `R[dst] :=` the next value of the iterator in `R[iter]` (next method in `R[iter + 1]`), or
    /// the done marker. Calls.
    122 IterNext { dst: Reg, iter: Reg }
    /// `R[dst] := R[src].done ? done marker : R[src].value` (an awaited async iterator result).
    /// Calls (getter).
    /// # Throws
    /// `TypeError` when `R[src]` is not an object.
    123 IterResult { dst: Reg, src: Reg }
    /// Calls `R[iter].return()` when it exists (leaving a loop early); the result is discarded.
    /// Calls.
    124 IterClose { iter: Reg }
    /// `R[dst] :=` a for-in key iterator over `R[src]` (enumerable string keys along the chain).
    125 ForInPrepare { dst: Reg, src: Reg }
    /// `R[dst] :=` the next key of the for-in iterator `R[iter]`, or the done marker.
    126 ForInNext { dst: Reg, iter: Reg }

    // ---- statement: exceptions and suspension ------------------------------------------------
    /// Throws `R[src]`.
    130 Throw { src: Reg } -> !
    /// Registers a handler at `pc + offset` for the current frame.
    131 PushHandler {} jump(push_handler)
    /// Removes the innermost handler of the current frame.
    132 PopHandler {}
    /// `R[dst] :=` the value being thrown (first op of a handler).
    133 Catch { dst: Reg }
    /// Suspends the async function until `R[src]` settles; then `R[dst] :=` its value.
    /// # Suspends
    /// Always, for at least one microtask turn.
    /// # Throws
    /// The rejection reason when it rejects.
    134 Await { dst: Reg, src: Reg }
    /// Suspends the generator, producing `{ value: R[src], done: false }`. On resumption
    /// `R[dst] :=` the sent value and `R[mode] :=` 0 for `next`, 1 for `return`; `throw` throws here.
    /// # Suspends
    /// Always.
    135 Yield { dst: Reg, src: Reg, mode: Reg }
    /// Suspends the generator producing the iterator result `R[src]` as is (`yield*`). On
    /// resumption `R[dst] :=` the sent value and `R[mode] :=` 0 `next`, 1 `return`, 2 `throw`.
    /// # Suspends
    /// Always.
    136 YieldStar { dst: Reg, src: Reg, mode: Reg }
    /// Does nothing (`debugger`, padding).
    137 Nop {}
    /// Ends a generator function's parameter binding: the frame is taken off the stack into a new
    /// generator object (suspended at its start), which is the call's result.
    /// # Suspends
    /// Always.
    138 GeneratorStart {}

    // ---- expression: literals ---------------------------------------------------------------
    /// `R[dst] :=` the frozen template strings array of constant `K[idx]` (one per site).
    140 TemplateObject { dst: Reg, idx: ConstIdx }
    /// `R[dst] := new RegExp(N[pattern], N[flags])`
    /// # Throws
    /// `SyntaxError` for an invalid pattern.
    141 NewRegExp { dst: Reg, pattern: NameIdx, flags: NameIdx }
    /// Throws a `TypeError` when `R[src]` is null or undefined (destructuring a nullish value).
    142 RequireCoercible { src: Reg }
    /// Throws a `TypeError` when `R[src]` is not an object (iterator results).
    143 RequireObject { src: Reg }
    /// `R[key] := ToPropertyKey(R[key])` for a reference on `R[obj]` that is read and then
    /// written (`o[k] += v`, `o[k]++`): an object key is converted once, after the `TypeError`
    /// for a null or undefined `R[obj]`; primitive keys are left as they are (their conversion
    /// has no effects). Calls (ToPrimitive).
    144 KeyOf { key: Reg, obj: Reg }

    // ---- expression: fused fast paths (appended) ---------------------------------------------
    /// `R[dst] := R[src] + imm`. Calls (ToPrimitive).
    150 AddImm { dst: Reg, src: Reg, imm: i16 }
    /// `R[dst] := R[src] - imm`. Calls (ToPrimitive).
    151 SubImm { dst: Reg, src: Reg, imm: i16 }

    // ---- function (appended) -------------------------------------------------------------------
    /// `R[dst] := ` the super base, the prototype of the running method's home object (null when
    /// it has none), and `R[dst + 1] := R[this]`: the base and `this` value of a `super` property
    /// reference, made (MakeSuperPropertyReference) before its key is converted and before the
    /// value of an assignment to it is evaluated.
    /// # Throws
    /// `SyntaxError` outside a method.
    152 SuperBase { dst: Reg, this: Reg }

    // ---- scope (appended) ----------------------------------------------------------------------
    /// `R[dst] := HasProperty(global, N[name])`: whether an assignment's global reference
    /// resolves, taken before its value is evaluated (a strict assignment to a reference that
    /// was unresolvable throws even when the value creates the global).
    153 HasGlobal { dst: Reg, name: NameIdx }

    // ---- function (appended) -------------------------------------------------------------------
    /// `R[base + 1] := undefined`, then as `Call`: a call whose `this` is `undefined` (a plain
    /// `f(x)`), one op instead of a `LoadUndef` and a `Call`. Calls.
    154 CallUndef { dst: Reg, base: Reg, argc: u16 }

    // ---- iter (appended) -----------------------------------------------------------------------
    /// The fast case of an array pattern of `n` plain bindings: when iterating `R[src]` is reading
    /// its elements unobservably (an array whose `Symbol.iterator` is the original `values`, with
    /// `%ArrayIteratorPrototype%.next` the original, whose holes read nothing from its prototypes,
    /// and no `return` method an early close would call), `R[dst + i] :=` element `i`
    /// (`undefined` past its end) for every `i < n`, and `R[dst + n] := true`; otherwise
    /// `R[dst + n] := false` and nothing else is written (the generic pattern code follows).
    155 ArrayUnpack { dst: Reg, src: Reg, n: u8 }

    // ---- expression: comparisons with a small integer (appended) ------------------------------
    /// `R[dst] := R[src] < imm` (`x < 2`: one op instead of a `LoadInt` and an `Lt`). Calls
    /// (ToPrimitive).
    156 LtImm { dst: Reg, src: Reg, imm: i16 }
    /// `R[dst] := R[src] <= imm`. Calls (ToPrimitive).
    157 LeImm { dst: Reg, src: Reg, imm: i16 }
    /// `R[dst] := R[src] > imm`. Calls (ToPrimitive).
    158 GtImm { dst: Reg, src: Reg, imm: i16 }
    /// `R[dst] := R[src] >= imm`. Calls (ToPrimitive).
    159 GeImm { dst: Reg, src: Reg, imm: i16 }
}
