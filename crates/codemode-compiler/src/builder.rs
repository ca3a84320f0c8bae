//! The function builder: the op buffer of one function with its tables.
//!
//! It owns register allocation (a stack: locals are pushed when their block is entered,
//! temporaries around expressions), the constant and name tables (deduplicated), labels with
//! jump patching, and the line table. Running out of registers or names is recorded as a
//! sticky error reported when the function is finished, so emitting code never panics. It knows
//! nothing about JavaScript semantics.

use rustc_hash::FxHashMap;

use codemode_bytecode::{Const, ConstIdx, EmitJump, FuncFlags, FunctionProto, LineEntry, NameIdx, Offset, Op, Reg};

/// A jump target, bound to an op index once known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Label(u32);

#[derive(Hash, PartialEq, Eq)]
enum ConstKey {
    Number(u64),
    String(Vec<u16>),
    BigInt(String),
}

/// Registers above this are never handed out (`Reg::NONE` is `u16::MAX`).
const MAX_REGS: u32 = 65_000;

/// Builds one [`FunctionProto`]. Its jump helpers (`jump`, `jump_if_true`, …) come from the op
/// table through [`EmitJump`].
pub(crate) struct Builder {
    ops: Vec<Op>,
    consts: Vec<Const>,
    const_map: FxHashMap<ConstKey, u32>,
    names: Vec<Vec<u16>>,
    name_map: FxHashMap<Vec<u16>, u16>,
    lines: Vec<LineEntry>,
    next_reg: u32,
    max_reg: u32,
    /// Registers that hold a user binding (expressions must not clobber them early).
    var_regs: Vec<bool>,
    labels: Vec<Option<u32>>,
    /// The highest op index a label is bound to.
    last_bound: Option<u32>,
    patches: Vec<(u32, Label)>,
    /// The first limit exceeded, if any.
    pub(crate) overflow: Option<&'static str>,
    /// Callee texts of call ops by pc (see `FunctionProto::callee_names`).
    pub(crate) callee_names: Vec<(u32, String)>,
    /// The callee text of the call whose arguments are about to be compiled.
    pub(crate) pending_callee: Option<String>,
}

/// Turns the last of `ops`, when it is a `Mov` into `src` followed by a `Return` of `src`, into a
/// `Return` of the `Mov`'s source: nothing reads the copy once the frame is gone (`return c ? a
/// : b` returns `a` or `b` where they are). A jump to the `Return` still finds it, and one to the
/// `Mov` returns the same value. Whether it did.
fn return_moved(ops: &mut [Op], src: Reg) -> bool {
    if let Some(last) = ops.last_mut()
        && let Op::Mov { dst, src: from } = *last
        && dst == src
    {
        *last = Op::Return { src: from };
        return true;
    }
    false
}

impl Builder {
    /// A builder whose first free register is `first_free` (after `R0`, `R1` and the parameters).
    pub(crate) fn new(first_free: u16) -> Builder {
        Builder {
            ops: Vec::new(),
            consts: Vec::new(),
            const_map: FxHashMap::default(),
            names: Vec::new(),
            name_map: FxHashMap::default(),
            lines: Vec::new(),
            next_reg: u32::from(first_free),
            max_reg: u32::from(first_free),
            var_regs: Vec::new(),
            labels: Vec::new(),
            last_bound: None,
            patches: Vec::new(),
            overflow: None,
            callee_names: Vec::new(),
            pending_callee: None,
        }
    }

    // ---- ops ----

    /// Appends `op`; returns its index.
    pub(crate) fn emit(&mut self, op: Op) -> u32 {
        let pc = self.ops.len() as u32;
        self.ops.push(op);
        pc
    }

    /// Emits `Return { src }`. A `Mov` into `src` just before it becomes a `Return` of the
    /// `Mov`'s source (see [`return_moved`]); the `Return` itself is still emitted when a label
    /// points at it.
    pub(crate) fn emit_return(&mut self, src: Reg) {
        let pc = self.pc();
        if !return_moved(&mut self.ops, src) || self.last_bound == Some(pc) {
            self.emit(Op::Return { src });
        }
    }

    /// Emits `GetEnv { dst, depth, slot }`, or less when the op before it stored that slot
    /// (`n += d; return n`) and no label points here: the stored register already holds the
    /// value, so it is copied into `dst` (nothing when it is `dst`).
    pub(crate) fn emit_get_env(&mut self, dst: Reg, depth: u8, slot: u16) {
        let pc = self.pc();
        if self.last_bound != Some(pc)
            && let Some(&Op::SetEnv { src, depth: d, slot: s }) = self.ops.last()
            && (d, s) == (depth, slot)
        {
            if src != dst {
                self.emit(Op::Mov { dst, src });
            }
            return;
        }
        self.emit(Op::GetEnv { dst, depth, slot });
    }

    /// The index the next op will get.
    pub(crate) fn pc(&self) -> u32 {
        self.ops.len() as u32
    }

    // ---- registers ----

    /// The current top of the register stack (a mark for [`Builder::release`]).
    pub(crate) fn mark(&self) -> u32 {
        self.next_reg
    }

    /// Pops every register allocated since `mark`.
    pub(crate) fn release(&mut self, mark: u32) {
        debug_assert!(mark <= self.next_reg);
        for r in mark..self.next_reg {
            if let Some(v) = self.var_regs.get_mut(r as usize) {
                *v = false;
            }
        }
        self.next_reg = mark;
    }

    /// Pushes one register.
    pub(crate) fn alloc(&mut self) -> Reg {
        self.alloc_n(1)
    }

    /// Pushes `n` consecutive registers; returns the first.
    pub(crate) fn alloc_n(&mut self, n: u32) -> Reg {
        let r = self.next_reg;
        if r + n > MAX_REGS {
            self.overflow.get_or_insert("Function needs too many registers");
            return Reg((MAX_REGS - 1) as u16);
        }
        self.next_reg += n;
        self.max_reg = self.max_reg.max(self.next_reg);
        Reg(r as u16)
    }

    /// Pushes a register holding a user binding.
    pub(crate) fn alloc_var(&mut self) -> Reg {
        let r = self.alloc();
        self.set_var_reg(r);
        r
    }

    pub(crate) fn set_var_reg(&mut self, r: Reg) {
        let i = r.0 as usize;
        if self.var_regs.len() <= i {
            self.var_regs.resize(i + 1, false);
        }
        self.var_regs[i] = true;
    }

    /// Whether `r` holds a user binding.
    pub(crate) fn is_var_reg(&self, r: Reg) -> bool {
        self.var_regs.get(r.0 as usize).copied().unwrap_or(false)
    }

    // ---- tables ----

    fn add_const(&mut self, key: ConstKey, c: Const) -> ConstIdx {
        if let Some(&i) = self.const_map.get(&key) {
            return ConstIdx(i);
        }
        let i = self.consts.len() as u32;
        self.consts.push(c);
        self.const_map.insert(key, i);
        ConstIdx(i)
    }

    pub(crate) fn number(&mut self, n: f64) -> ConstIdx {
        self.add_const(ConstKey::Number(n.to_bits()), Const::Number(n))
    }

    pub(crate) fn string(&mut self, s: Vec<u16>) -> ConstIdx {
        self.add_const(ConstKey::String(s.clone()), Const::String(s))
    }

    pub(crate) fn bigint(&mut self, digits: String) -> ConstIdx {
        self.add_const(ConstKey::BigInt(digits.clone()), Const::BigInt(digits))
    }

    /// A constant that is never shared (template sites).
    pub(crate) fn unique_const(&mut self, c: Const) -> ConstIdx {
        let i = self.consts.len() as u32;
        self.consts.push(c);
        ConstIdx(i)
    }

    /// The name-table index of `name` (UTF-16).
    pub(crate) fn name16(&mut self, name: Vec<u16>) -> NameIdx {
        if let Some(&i) = self.name_map.get(&name) {
            return NameIdx(i);
        }
        if self.names.len() >= usize::from(u16::MAX) {
            self.overflow.get_or_insert("Function uses too many property names");
            return NameIdx(0);
        }
        let i = self.names.len() as u16;
        self.names.push(name.clone());
        self.name_map.insert(name, i);
        NameIdx(i)
    }

    /// The name-table index of `name`.
    pub(crate) fn name(&mut self, name: &str) -> NameIdx {
        self.name16(name.encode_utf16().collect())
    }

    // ---- labels ----

    pub(crate) fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() as u32 - 1)
    }

    /// Binds `l` to the next op.
    pub(crate) fn bind(&mut self, l: Label) {
        let pc = self.pc();
        self.labels[l.0 as usize] = Some(pc);
        self.last_bound = Some(self.last_bound.map_or(pc, |b| b.max(pc)));
    }

    /// Removes the last op when it is `LoadUndef { dst: r }` and no label is bound after it (for
    /// a call that writes `this` itself, `CallUndef`).
    pub(crate) fn pop_load_undef(&mut self, r: Reg) -> bool {
        let pc = self.pc();
        if self.last_bound == Some(pc) || !matches!(self.ops.last(), Some(Op::LoadUndef { dst }) if *dst == r) {
            return false;
        }
        self.ops.pop();
        true
    }

    /// Whether the next op can never run: the last op does not fall through and no label
    /// points here.
    pub(crate) fn unreachable(&self) -> bool {
        let ends = self.ops.last().is_some_and(Op::ends_block);
        ends && self.last_bound != Some(self.pc())
    }

    // ---- line table ----

    /// Records that ops from here on come from `line`/`col` (1-based).
    pub(crate) fn position(&mut self, line: u32, col: u32) {
        let pc = self.pc();
        if let Some(last) = self.lines.last_mut() {
            if last.line == line && last.col == col {
                return;
            }
            if last.pc == pc {
                last.line = line;
                last.col = col;
                // Merge with the entry before when it now says the same.
                let n = self.lines.len();
                if n >= 2 && self.lines[n - 2].line == line && self.lines[n - 2].col == col {
                    self.lines.pop();
                }
                return;
            }
        }
        self.lines.push(LineEntry { pc, line, col });
    }

    /// The last recorded position (1-based line and column), or 1:1.
    pub(crate) fn last_position(&self) -> (u32, u32) {
        self.lines.last().map_or((1, 1), |e| (e.line, e.col))
    }

    // ---- finishing ----

    /// Patches jumps and produces the function.
    ///
    /// # Errors
    /// The first limit exceeded while building.
    pub(crate) fn finish(
        mut self,
        name: String,
        n_params: u16,
        length: u16,
        flags: FuncFlags,
        source: (u32, u32),
    ) -> Result<FunctionProto, &'static str> {
        if let Some(e) = self.overflow {
            return Err(e);
        }
        for &(pc, l) in &self.patches {
            let Some(target) = self.labels[l.0 as usize] else {
                return Err("internal compiler error: unbound label");
            };
            let off = Offset(target as i32 - pc as i32);
            match self.ops[pc as usize].jump_offset_mut() {
                Some(offset) => *offset = off,
                None => return Err("internal compiler error: patching a non-jump"),
            }
        }
        // A jump to a `Return` returns where it is: no op runs in between, so the handlers and
        // the environment are the same (`c ? a : b` as a function's result, an `if`'s early exit).
        for pc in 0..self.ops.len() {
            if let Op::Jump { offset } = self.ops[pc] {
                let target = pc as i64 + i64::from(offset.0);
                if let Some(&Op::Return { src }) = usize::try_from(target).ok().and_then(|t| self.ops.get(t)) {
                    self.ops[pc] = Op::Return { src };
                    return_moved(&mut self.ops[..pc], src);
                }
            }
        }
        // Drop line entries past the end (a position set after the last op).
        let end = self.ops.len() as u32;
        while self.lines.last().is_some_and(|e| e.pc >= end && end > 0) {
            self.lines.pop();
        }
        Ok(FunctionProto {
            name,
            n_params,
            length,
            n_regs: self.max_reg.min(u32::from(u16::MAX)) as u16,
            flags,
            ops: self.ops,
            consts: self.consts,
            names: self.names,
            lines: self.lines,
            source,
            callee_names: self.callee_names,
        })
    }
}

impl EmitJump for Builder {
    type Label = Label;

    /// Emits a jump op (its offset patched to `target` when the function is finished).
    fn emit_jump(&mut self, op: Op, target: Label) {
        let pc = self.emit(op);
        self.patches.push((pc, target));
    }
}
