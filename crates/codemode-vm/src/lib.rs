//! The codemode register VM: values, heap, frames, the interpreter loop, built-ins, snapshots.
//!
//! A [`Vm`] runs compiled [`codemode_bytecode::Code`] with explicit frames and an explicit heap.
//! Its whole state is plain indexed data, so a run serializes to bytes at any instruction boundary
//! ([`snapshot`]). It never blocks and never calls the host asynchronously: [`Vm::run`] executes
//! until the program finishes, waits only on host calls, or uses up its fuel, and returns.
//! Synchronous questions to the host (does this tool exist, run `search`) go through the
//! [`Host`] trait passed to `run`.
//!
//! What it deliberately does not do: parse or compile source (the compiler crate does; even the
//! prelude's code is compiled by the caller and handed in), talk to tools, keep time, or depend on
//! any async runtime.

#![forbid(unsafe_code)]

pub mod atoms;
pub mod boundary;
mod builtins;
pub mod caps;
pub mod conv;
pub mod datemath;
pub(crate) mod elements;
pub mod error;
mod exec;
pub(crate) mod fastloop;
pub(crate) mod fdlibm;
pub mod frame;
pub mod gc;
pub mod heap;
pub mod host;
mod interp;
pub mod kind;
pub mod numconv;
mod objects;
pub mod prelude;
mod promise;
pub mod property;
pub mod realm;
pub mod snapshot;
pub mod strings;
pub(crate) mod typed;
mod validate;
pub mod value;
pub(crate) mod zone;

use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

use codemode_bytecode::{Code, Const};
use serde::{Deserialize, Serialize};

pub use crate::error::{Ctl, EngineError, ErrorType, JsResult};
pub use crate::host::{ExtensionReply, Host, HostError, HostOutcome, HostValue, NodeInfo, ToolView};

/// What this build knows of locales (the `intl-data` feature: ICU4X's compiled CLDR data, or the
/// English tables alone). Part of a snapshot's identity (the facade hashes it with the native
/// table): a run whose Intl objects resolved `de` against CLDR data must not resume in a build
/// where `de` formats in English.
pub const INTL_DATA: &str = if cfg!(feature = "intl-data") { "icu4x 2.4 cldr" } else { "en-US tables" };
pub use crate::kind::ErrorKind;
pub use crate::value::{Atom, ObjId, StrRef, Value};

use crate::atoms::Atoms;
use crate::frame::{Frame, Handler};
use crate::heap::Heap;
use crate::realm::Realm;

/// A compiled code unit linked into a VM: the code plus its names and string constants as atoms.
#[derive(Debug)]
pub struct LoadedCode {
    /// The code.
    pub code: Arc<Code>,
    /// Per function: the name table as atoms.
    pub names: Vec<Vec<Atom>>,
    /// Per function: string constants as atoms (`None` for other constants).
    pub strings: Vec<Vec<Option<Atom>>>,
    /// Per function: whether it is a key comparator ([`exec::sort::key_comparator`]), worked out
    /// at its first use as a sort's comparator (not state: it follows from the code and atoms).
    pub(crate) comparators: Box<[std::sync::OnceLock<Option<Arc<exec::sort::KeyComparator>>>]>,
}

impl LoadedCode {
    fn link(code: Arc<Code>, atoms: &mut Atoms) -> LoadedCode {
        let mut names = Vec::with_capacity(code.functions.len());
        let mut strings = Vec::with_capacity(code.functions.len());
        for f in &code.functions {
            names.push(f.names.iter().map(|n| atoms.intern(n)).collect());
            strings.push(
                f.consts
                    .iter()
                    .map(|c| match c {
                        Const::String(s) => Some(atoms.intern(s)),
                        _ => None,
                    })
                    .collect(),
            );
        }
        let comparators = code.functions.iter().map(|_| std::sync::OnceLock::new()).collect();
        LoadedCode { code, names, strings, comparators }
    }
}

/// A job of the microtask queue.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Job {
    /// Run a promise reaction with the settled value.
    Reaction {
        /// The reaction.
        reaction: heap::ReactionTarget,
        /// Whether the promise was fulfilled (else rejected).
        fulfilled: bool,
        /// The value or reason.
        value: Value,
    },
    /// Resolve `promise` by calling `then` of the thenable.
    ResolveThenable {
        /// The promise being resolved.
        promise: ObjId,
        /// The thenable.
        thenable: Value,
        /// Its `then` method.
        then: Value,
    },
}

/// The serializable state of a run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    /// The heap (a snapshot writes its own part beside the state, `snapshot.rs`).
    #[serde(skip)]
    pub heap: Heap,
    /// Interned strings and symbols (a snapshot writes the own ones beside the state).
    #[serde(skip)]
    pub atoms: Atoms,
    /// The register file (a snapshot writes the registers in use beside the state).
    #[serde(skip)]
    pub regs: Vec<Value>,
    /// The call stack.
    pub frames: Vec<Frame>,
    /// Exception handlers of the frames.
    pub handlers: Vec<Handler>,
    /// The microtask queue.
    pub jobs: VecDeque<Job>,
    /// Intrinsic objects. Not in a snapshot: a state restores only into a realm with the same
    /// fingerprint (which the snapshot's header carries), whose `Realm` it takes.
    #[serde(skip)]
    pub realm: Realm,
    /// Pending host calls: handle → promise.
    pub host_calls: BTreeMap<u32, ObjId>,
    /// Results of host-driven calls ([`Vm::call_function`]).
    pub host_results: Vec<Option<Result<Value, Value>>>,
    /// Next promise sequence number.
    pub promise_seq: u64,
    /// `Math.random` state (xorshift128+); 16 bytes in a snapshot (varints of random words are
    /// longer).
    #[serde(with = "rng_bytes")]
    pub rng: [u64; 2],
    /// The program's promise once started.
    pub main_promise: Option<ObjId>,
    /// Cached template objects by (code, function, constant).
    pub templates: BTreeMap<(u32, u32, u32), ObjId>,
    /// The exception being thrown (read by `Catch`).
    pub exception: Value,
    /// Console output lines.
    pub logs: Vec<String>,
    /// Promises rejected with no handler, by creation sequence.
    pub unhandled: BTreeMap<u64, ObjId>,
    /// Instructions executed so far.
    pub steps: u64,
    /// Tool references by path (so that `tools.a === tools.a`). Not in a snapshot: restore
    /// rebuilds it from the tool reference objects (`snapshot::rebuild_tool_refs`).
    #[serde(skip)]
    pub tool_refs: BTreeMap<String, ObjId>,
    /// Phase of the run (`exec::call::phase`).
    pub phase: u8,
    /// The program's completion once finished: boundary data, or the thrown value.
    pub result: Option<Result<Value, Value>>,
    /// The current time in milliseconds since the epoch, as the host last set it
    /// ([`Vm::set_now`]); `Date.now()` and `new Date()` read it.
    pub now: f64,
    /// The run's local time zone as the host chose it ([`Vm::set_time_zone`]): a resolved
    /// identifier, or `None` for UTC. Kept in the state so that a resumed run answers as before.
    pub time_zone: Option<String>,
    /// The `prototype` of a class heritage that needed program code to read (a proxy's `get`
    /// trap, a getter): `MakeClass` reads it on its second run (see `exec::function`).
    pub heritage_proto: Option<(ObjId, Value)>,
}

/// [`State::rng`] as 16 bytes, little-endian.
pub(crate) mod rng_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rng: &[u64; 2], s: S) -> Result<S::Ok, S::Error> {
        let mut b = [0u8; 16];
        b[..8].copy_from_slice(&rng[0].to_le_bytes());
        b[8..].copy_from_slice(&rng[1].to_le_bytes());
        serde::Serialize::serialize(&b, s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u64; 2], D::Error> {
        let b = <[u8; 16]>::deserialize(d)?;
        let word = |i: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(&b[i..i + 8]);
            u64::from_le_bytes(w)
        };
        Ok([word(0), word(8)])
    }
}

/// The native function table shared by every VM of a process.
pub type NativeFn = fn(&mut Vm, &NativeCall<'_>) -> JsResult<Value>;

/// A call of a native function.
#[derive(Debug)]
pub struct NativeCall<'a> {
    /// `this`.
    pub this: Value,
    /// The arguments.
    pub args: &'a [Value],
    /// The function object.
    pub callee: ObjId,
    /// `new.target` when constructing.
    pub new_target: Option<ObjId>,
}

impl NativeCall<'_> {
    /// Argument `i`, or undefined.
    #[inline]
    #[must_use]
    pub fn arg(&self, i: usize) -> Value {
        self.args.get(i).copied().unwrap_or(Value::Undefined)
    }
}

/// Options fixed when a VM is created.
#[derive(Clone, Debug)]
pub struct VmOptions {
    /// Maximum call depth (frames).
    pub max_depth: usize,
    /// Heap limit in bytes (`None`: unlimited).
    pub max_memory: Option<usize>,
    /// The intrinsic caps (array and string lengths, pending promises): see [`caps`].
    pub caps: caps::Caps,
}

impl Default for VmOptions {
    fn default() -> Self {
        VmOptions { max_depth: 10_000, max_memory: None, caps: caps::Caps::default() }
    }
}

/// How a call to [`Vm::run`] ended.
#[derive(Clone, Debug, PartialEq)]
pub enum RunState {
    /// The program's promise settled (see [`Vm::outcome`]).
    Finished,
    /// Nothing to do until a host call completes.
    Waiting,
    /// The fuel ran out; call `run` again to continue.
    OutOfFuel,
}

/// The interpreter.
#[derive(Clone)]
pub struct Vm {
    /// The serializable state.
    pub state: State,
    /// Linked code units: 0 is the prelude.
    pub(crate) codes: Vec<Arc<LoadedCode>>,
    /// Native functions by id.
    pub(crate) natives: Arc<Vec<NativeFn>>,
    /// Names and lengths of the natives.
    pub(crate) native_info: Arc<Vec<(&'static str, u16)>>,
    /// Options.
    pub options: VmOptions,
    /// The tool tree's shape (see [`ToolView`]).
    pub tools: Option<Arc<dyn ToolView>>,
    /// Source text per code unit, when kept (for `Function.prototype.toString`).
    pub(crate) sources: Vec<Option<Arc<str>>>,
    /// When the host's time limit ends: native work that can run long inside one instruction
    /// (regular-expression matching) stops with [`EngineError::Interrupted`] once it has passed.
    /// Set by the host before each slice; not part of the state.
    pub deadline: Option<std::time::Instant>,
    /// The natives the prelude's intrinsics link to, handed over by the built-ins' setup.
    pub(crate) links: Option<&'static prelude::Links>,
    /// The last program this VM linked while it had no atoms of its own (per process, not part of
    /// the state; kept by [`Vm::reset_to`]): see [`Vm::load`].
    link_cache: Option<LinkCache>,
    /// Large element buffers the collector freed, for the next large arrays (not state).
    pub(crate) spare: elements::Spare,
    /// A suspended frame's allocations (its box and register vector, emptied) kept from the last
    /// generator resumption for the next suspension (not state).
    pub(crate) spare_frame: Option<Box<frame::SuspendedFrame>>,
    /// The return target of the last `for`-`of` step of a generator (`Cont::GenStep` over
    /// `Cont::IterStep`, in their boxes), for the next step's (not state: its fields are
    /// overwritten).
    pub(crate) spare_step: Option<Box<frame::Cont>>,
    /// Where the global object last held a key, by the key's low bits: `(key, place)` (not
    /// state: a hint the fast tier's `GetGlobal` checks against the key at that place).
    pub(crate) global_hint: Box<[(Atom, u32); GLOBAL_HINTS]>,
    /// The same for own data properties of large objects (`Math.floor`, `JSON.stringify`): the
    /// place a key last had in one (not state: the fast tier's `GetNamed` checks the key there).
    pub(crate) named_hint: Box<[(Atom, u32); GLOBAL_HINTS]>,
    /// The native id of `%TypedArray%.prototype.length`'s getter (set by the built-ins' setup;
    /// `u16::MAX` before): the interpreter's named read answers a typed array's length itself
    /// when the lookup found that getter (not state: the same in every VM of a build).
    pub(crate) ta_length_native: u16,
}

/// Entries of [`Vm::global_hint`].
pub(crate) const GLOBAL_HINTS: usize = 64;

/// A program linked by a VM with no atoms of its own: its links, the realm atoms they were
/// resolved against (by pointer) and the atoms linking added, in order.
#[derive(Clone)]
struct LinkCache {
    loaded: Arc<LoadedCode>,
    base: Arc<[atoms::AtomEntry]>,
    added: Arc<[atoms::AtomEntry]>,
}

/// Whether `own` (a VM's own atoms) begins with the string atoms `added`.
fn starts_with_atoms(own: &[atoms::AtomEntry], added: &[atoms::AtomEntry]) -> bool {
    use atoms::AtomEntry::Str;
    own.len() >= added.len()
        && own.iter().zip(added).all(|(a, b)| matches!((a, b), (Str { text: x, .. }, Str { text: y, .. }) if x == y))
}

impl std::fmt::Debug for Vm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vm").field("frames", &self.state.frames.len()).finish_non_exhaustive()
    }
}

/// The diagnostic of an uncaught value, as the host reports it.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    /// `ExecutionFailure`, or the kind an error carries (`InvalidDataValue`, `ToolFailure` …).
    pub kind: ErrorKind,
    /// The message (`Name: message (line L, col C)` for errors).
    pub message: String,
    /// Where the runtime raised it, if it did.
    pub location: Option<(u32, u32)>,
}

impl Vm {
    /// A new VM whose realm is set up and whose prelude (compiled by the caller from
    /// [`prelude::SOURCE`] with [`prelude::INTRINSICS`]) has run.
    ///
    /// # Errors
    /// When the prelude fails (a bug).
    pub fn new(prelude: Arc<Code>, options: VmOptions) -> Result<Vm, EngineError> {
        let mut atoms = Atoms::new();
        let loaded = LoadedCode::link(prelude, &mut atoms);
        let state = State {
            heap: Heap::default(),
            atoms,
            regs: Vec::new(),
            frames: Vec::new(),
            handlers: Vec::new(),
            jobs: VecDeque::new(),
            realm: Realm::default(),
            host_calls: BTreeMap::new(),
            host_results: Vec::new(),
            promise_seq: 0,
            rng: [0x853c_49e6_748f_ea9b, 0xda3e_39cb_94b9_5bdb],
            main_promise: None,
            templates: BTreeMap::new(),
            exception: Value::Undefined,
            logs: Vec::new(),
            unhandled: BTreeMap::new(),
            steps: 0,
            tool_refs: BTreeMap::new(),
            phase: 0,
            result: None,
            now: 0.0,
            time_zone: None,
            heritage_proto: None,
        };
        let mut vm = Vm {
            state,
            codes: vec![Arc::new(loaded)],
            natives: Arc::new(Vec::new()),
            native_info: Arc::new(Vec::new()),
            options,
            tools: None,
            sources: vec![None],
            deadline: None,
            links: None,
            link_cache: None,
            spare: elements::Spare::default(),
            spare_frame: None,
            spare_step: None,
            global_hint: Box::new([(Atom(u32::MAX), 0); GLOBAL_HINTS]),
            named_hint: Box::new([(Atom(u32::MAX), 0); GLOBAL_HINTS]),
            ta_length_native: u16::MAX,
        };
        realm::setup(&mut vm)?;
        prelude::run_prelude(&mut vm)?;
        prelude::check_links(&mut vm)?;
        vm.seal_template();
        vm.state.heap.live_bytes = vm.state.heap.allocated;
        vm.state.heap.allocated = 0;
        Ok(vm)
    }

    /// Turns a VM that was cloned (or restored) from `template` back into an equal copy of it,
    /// reusing its allocations: the run's copies of the intrinsics it changed and everything it
    /// created are dropped (the realm itself is shared, see [`heap::Arena`]).
    ///
    /// `self` must descend from `template` (same realm fingerprint); otherwise it becomes a clone.
    pub fn reset_to(&mut self, template: &Vm) {
        if self.state.realm.fingerprint != template.state.realm.fingerprint
            || self.state.heap.intrinsic_objects != template.state.heap.intrinsic_objects
            || self.codes.is_empty()
            || !Arc::ptr_eq(&self.codes[0], &template.codes[0])
        {
            *self = template.clone();
            return;
        }
        self.spare.clear();
        let t = &template.state;
        // Destructured so that a new field of `State` cannot be forgotten here.
        let State {
            heap,
            atoms,
            regs,
            frames,
            handlers,
            jobs,
            realm,
            host_calls,
            host_results,
            promise_seq,
            rng,
            main_promise,
            templates,
            exception,
            logs,
            unhandled,
            steps,
            tool_refs,
            phase,
            result,
            now,
            time_zone,
            heritage_proto,
        } = &mut self.state;
        // Spare capacity a recycled VM keeps (so a big run does not pin its memory).
        const KEEP: usize = 4096;
        heap.objects.reset_to(&t.heap.objects, KEEP);
        heap.strings.reset_to(&t.heap.strings, KEEP);
        heap.bigints = t.heap.bigints.clone();
        heap.allocated = t.heap.allocated;
        heap.live_bytes = t.heap.live_bytes;
        heap.pending_promises = t.heap.pending_promises;
        heap.intrinsic_objects = t.heap.intrinsic_objects;
        heap.intrinsic_strings = t.heap.intrinsic_strings;
        heap.intrinsic_live = t.heap.intrinsic_live;
        heap.intrinsic_pending = t.heap.intrinsic_pending;
        if atoms.same_base(&t.atoms) {
            atoms.truncate(t.atoms.len());
        } else {
            atoms.clone_from(&t.atoms);
        }
        regs.clear();
        regs.extend_from_slice(&t.regs);
        regs.shrink_to(KEEP.max(t.regs.len()));
        frames.clone_from(&t.frames);
        handlers.clone_from(&t.handlers);
        jobs.clone_from(&t.jobs);
        realm.clone_from(&t.realm);
        host_calls.clone_from(&t.host_calls);
        host_results.clone_from(&t.host_results);
        *promise_seq = t.promise_seq;
        *rng = t.rng;
        *main_promise = t.main_promise;
        templates.clone_from(&t.templates);
        *exception = t.exception;
        logs.clone_from(&t.logs);
        unhandled.clone_from(&t.unhandled);
        *steps = t.steps;
        tool_refs.clone_from(&t.tool_refs);
        *phase = t.phase;
        result.clone_from(&t.result);
        *now = t.now;
        time_zone.clone_from(&t.time_zone);
        *heritage_proto = t.heritage_proto;
        self.codes.truncate(template.codes.len());
        self.sources.truncate(template.sources.len());
        self.natives = template.natives.clone();
        self.native_info = template.native_info.clone();
        self.options = template.options.clone();
        self.tools = template.tools.clone();
    }

    /// Links a program's code (with its source text, if kept); returns its code unit index.
    ///
    /// Linking interns every name and string constant. A VM remembers the last program it linked
    /// while it had no atoms of its own, with the atoms that added; loading that program again (a
    /// pooled VM's next run of it, or a restored run whose own atoms begin with those, as every
    /// snapshot of a run of it does) reuses the links instead of interning again: the atoms and
    /// the links come out the same either way.
    pub fn load(&mut self, code: Arc<Code>, source: Option<Arc<str>>) -> u32 {
        let own = self.state.atoms.own();
        let loaded = match &self.link_cache {
            Some(c)
                if Arc::ptr_eq(&c.loaded.code, &code)
                    && Arc::ptr_eq(&c.base, self.state.atoms.base())
                    && (own.is_empty() || starts_with_atoms(own, &c.added)) =>
            {
                if own.is_empty() {
                    let from = self.state.atoms.len();
                    self.state.atoms.replace_tail(from, c.added.to_vec());
                }
                c.loaded.clone()
            }
            _ => {
                let fresh = own.is_empty();
                let loaded = Arc::new(LoadedCode::link(code, &mut self.state.atoms));
                if fresh {
                    self.link_cache = Some(LinkCache {
                        loaded: loaded.clone(),
                        base: self.state.atoms.base().clone(),
                        added: self.state.atoms.own().into(),
                    });
                }
                loaded
            }
        };
        self.codes.push(loaded);
        self.sources.push(source);
        (self.codes.len() - 1) as u32
    }

    /// The linked code units (0 is the prelude).
    #[must_use]
    pub fn code_units(&self) -> Vec<Arc<Code>> {
        self.codes.iter().map(|c| c.code.clone()).collect()
    }

    /// Starts the main function of code unit `unit` as the program.
    ///
    /// # Errors
    /// When the unit does not exist.
    pub fn start(&mut self, unit: u32) -> Result<(), EngineError> {
        exec::call::start_program(self, unit)
    }

    /// Runs until the program finishes, waits on the host, or `fuel` instructions have run.
    ///
    /// # Errors
    /// Engine errors the program cannot catch.
    pub fn run(&mut self, host: &mut dyn Host, fuel: u64) -> Result<RunState, EngineError> {
        // A host that keeps time reports it here (0 means it does not: [`Vm::set_now`] rules).
        let now = host.now_ms();
        if now != 0.0 && now.is_finite() {
            self.state.now = now;
        }
        interp::run(self, host, fuel)
    }

    /// The program's outcome once [`RunState::Finished`]: the boundary data of its value, or the
    /// failure it ended with.
    #[must_use]
    pub fn outcome(&mut self) -> Option<Result<serde_json::Value, Failure>> {
        exec::call::program_outcome(self)
    }

    /// Settles the promise of host call `handle`.
    ///
    /// # Errors
    /// When `handle` is not a pending call.
    pub fn settle_host_call(&mut self, handle: u32, outcome: HostOutcome) -> Result<(), EngineError> {
        host::settle(self, handle, outcome)
    }

    /// Handles of host calls still pending.
    #[must_use]
    pub fn pending_host_calls(&self) -> Vec<u32> {
        self.state.host_calls.keys().copied().collect()
    }

    /// Console lines written so far (drained).
    pub fn take_logs(&mut self) -> Vec<String> {
        std::mem::take(&mut self.state.logs)
    }

    /// Warnings for rejections nobody handled, in promise-creation order: `(kind, message)`.
    pub fn unhandled_rejections(&mut self) -> Vec<Failure> {
        exec::call::unhandled_rejections(self)
    }

    /// Installs a global (before any program runs: extensions). Fails when the name is taken.
    ///
    /// # Errors
    /// The name is already a global.
    pub fn define_host_global(&mut self, name: &str, value: &HostValue) -> Result<(), String> {
        self.define_host_global_with(name, value, heap::attr::HIDDEN)
    }

    /// Installs a read-only global (a binding the program reads as a constant).
    ///
    /// # Errors
    /// The name is already a global.
    pub fn define_constant(&mut self, name: &str, value: &HostValue) -> Result<(), String> {
        self.define_host_global_with(name, value, 0)
    }

    fn define_host_global_with(&mut self, name: &str, value: &HostValue, attrs: u8) -> Result<(), String> {
        let g = self.state.realm.global;
        let key = self.intern(name);
        if self.get_own(g, key).is_some() {
            return Err(format!("the global '{name}' already exists"));
        }
        if boundary::host_nesting_exceeds(value, boundary::DATA_MAX_DEPTH) {
            return Err(format!("its value exceeds the maximum value depth of {}", boundary::DATA_MAX_DEPTH));
        }
        let v = boundary::from_host(self, value);
        self.define_raw(g, key, heap::Slot::Data(v), attrs);
        Ok(())
    }

    /// Makes everything created so far part of the realm (a template VM after the host installed its
    /// globals): snapshots then leave it out, like the built-ins.
    pub fn seal_template(&mut self) {
        crate::gc::collect(self);
        self.state.realm.intrinsic_count = self.state.heap.objects.capacity() as u32;
        self.state.realm.intrinsic_atoms = self.state.atoms.len() as u32;
        self.state.heap.seal_intrinsics();
        self.state.atoms.freeze();
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for b in bytes {
                h ^= u64::from(*b);
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        };
        eat(prelude::SOURCE.as_bytes());
        eat(&(self.natives.len() as u64).to_le_bytes());
        for (name, length) in self.native_info.iter() {
            eat(name.as_bytes());
            eat(&[0]);
            eat(&length.to_le_bytes());
        }
        eat(&self.state.realm.intrinsic_count.to_le_bytes());
        eat(&self.state.realm.intrinsic_atoms.to_le_bytes());
        eat(&(self.state.heap.intrinsic_strings).to_le_bytes());
        self.state.realm.fingerprint = h;
    }

    /// The native built-ins' names and `length`s, in id order: native function objects in a
    /// snapshot refer to them by id, so a snapshot's identity covers this table.
    #[must_use]
    pub fn native_table(&self) -> &[(&'static str, u16)] {
        &self.native_info
    }

    /// Instructions executed so far.
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.state.steps
    }
}
