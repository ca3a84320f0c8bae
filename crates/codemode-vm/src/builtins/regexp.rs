//! `RegExp`, `RegExp.prototype`, `%RegExpStringIteratorPrototype%`, and the `String.prototype`
//! methods that go through the regexp protocol (`match`, `matchAll`, `replace`, `replaceAll`,
//! `search`, `split`). It does not own the other `String.prototype` methods, nor the compiler's
//! early errors for regexp literals (a literal is validated when it is evaluated, by
//! [`new_regexp`]).
//!
//! # How matching works
//! - Patterns are compiled by [regress] (feature `utf16`): `find_from_utf16` for `u`/`v` regexps,
//!   `find_from_ucs2` otherwise, so offsets are UTF-16 code units and non-unicode regexps split
//!   surrogate pairs as JavaScript requires. regress ignores `g`, `y` and `d`: `lastIndex`, sticky
//!   matching and match indices are implemented here.
//! - Compiled patterns are never part of a snapshot: a regexp object holds only its source and
//!   flags ([`RegExpData`]); the compiled form lives in a per-thread cache keyed by
//!   (source, flags) ([`compile`], cleared past [`CACHE_MAX`] entries). A VM moved to another
//!   thread simply recompiles; nothing here makes the VM `!Send`.
//! - Sticky matches and every match of a *risky* pattern (below) run on the bounded backtracker of
//!   [`engine`], which can match anchored at a position (regress only searches forward).
//!
//! # Catastrophic backtracking
//! regress 0.12 is a classical backtracker with no step limit, budget or interrupt hook (upstream
//! issue ridiculousfish/regress#140 is open), so `/(a+)+$/` on `"aaaa…b"` takes exponential time
//! inside one native call, where no fuel check or timeout can stop it. Worse, some nested
//! quantifiers make its matcher loop forever with unbounded memory (`/(?:(?:a*)?b)*c/` on `"ab"`),
//! and it returns wrong captures on some deeply nested patterns (the engine's tests list cases
//! where node agrees with [`engine`], not with regress). The bound:
//! - every pattern regress accepts is also parsed by [`engine`]; it is *risky* when a quantifier
//!   that repeats more than once (`*`, `+`, `{n,}`, `{n,m}` with m > 1) contains a choice point: a
//!   variable quantifier, an alternation whose branches may begin alike, or a backreference (the
//!   shapes of super-polynomial backtracking, and of all regress failures found so far);
//! - risky patterns never reach regress's matcher. They run on [`engine`]'s backtracker, which
//!   memoizes failed (loop head, position, live loop registers) states when the pattern has no
//!   backreferences — so the exponential cases become polynomial and answer at once — and counts
//!   steps against [`engine::Budget`]: 10 million steps plus 100 per input code unit, per native
//!   call (tens of milliseconds in a release build). Running out throws a catchable `RangeError`
//!   ("Maximum regular expression backtracking exceeded (N steps)"); a backtrack stack past two
//!   million entries throws `RangeError: Maximum call stack size exceeded` (as V8 does for deep
//!   regexp backtracking);
//! - when the run has a time limit ([`Vm::deadline`]), the engine's steps look at the clock
//!   every 65,536 steps, and a search regress would run that could cost more than about four
//!   million steps — estimated as `(len + 1)^(1 + q)` for `q` variable quantifiers, the bound of a
//!   failing search — runs on the engine too, with no step limit but the deadline and a backtrack
//!   stack of up to sixteen million entries (within the memory limit), see
//!   [`engine::Plan::watched`]. So the answer is regress's, or the run ends at its time limit with
//!   `TimeoutExceeded` (uncatchable, as any timeout): `/(a|b)*c/` over a million characters, or
//!   `/a*a*a*a*a*b/` over a hundred, no longer outlive the limit;
//! - the engine asks regress the meaning of every single-character atom (classes, escapes, `.`,
//!   property escapes, case folding), one character at a time with a cache, so both engines agree
//!   on what a character matches.
//!
//! Limits of the bound: a risky pattern the engine cannot run (a `v`-flag class that matches
//! strings, such as `[\q{abc}]` or `\p{RGI_Emoji}`, inside nested quantifiers) is refused with a
//! `RangeError` when it is matched; without a time limit, non-risky patterns run on regress
//! unbounded, so they can still be polynomially slow (`/\s+$/` on a long run of spaces is
//! quadratic, as in V8), and a pattern the engine cannot model stays on regress even under a time
//! limit (a `v`-flag class of strings, nesting past [`engine::MAX_DEPTH`]); the budget is
//! counted in steps, not time, and some polynomial risky cases (`/(a+)+$/` on ~2000 `a`s) use it
//! up and throw where V8 would hang. Case-insensitive backreferences in the engine compare with
//! Rust's simple case mappings. regress's own memory (its backtrack stack grows with loop
//! iterations, about 160 bytes per iteration of a capturing group) is not counted against the
//! VM's memory limit. regress itself folds `ſ` and the Kelvin sign to ASCII under `i`
//! without `u` (V8 does not).
//!
//! # Built-ins in Rust and in the prelude
//! Every method here is a native with a fast path for *pristine* regexps (the original prototype,
//! only an own writable numeric `lastIndex`, and the parts of `RegExp.prototype` the algorithm
//! would read still the originals, see [`need`]) and primitive arguments. Anything else
//! (subclasses, overridden `exec` or flag getters, object arguments, user-defined
//! `Symbol.replace`…) tail-calls the spec-complete JavaScript versions in `prelude/regexp.js`,
//! which call back into the natives (`exec`, hidden `rx*` helpers) for the matching itself.
//! Function replacers run in the prelude too; for a pristine regexp the matches are collected
//! natively first (unobservable, as the spec collects them before calling the replacer).
//! The String methods follow ECMAScript 2025: `Symbol.match`/`replace`/`search`/`split` are looked
//! up on object arguments only, never on primitives.

mod engine;

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, IterKind, NativeFunc, Object, Prop, RegExpData, Slot, attr, oflags};
use crate::property::Lookup;
use crate::value::{Atom, ObjId, StrRef, Value};
use crate::{NativeCall, NativeFn, Vm};

pub(crate) use engine::Found;

// ---- setup ----------------------------------------------------------------------------------

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.regexp_prototype = proto;
    let ctor = vm.def_ctor("RegExp", 2, regexp_ctor, proto);
    vm.def_method(ctor, "escape", 1, regexp_escape);
    def_species(vm, ctor);

    vm.def_method(proto, "exec", 1, exec);
    vm.def_method(proto, "compile", 2, compile_method);
    vm.def_getter(proto, "dotAll", get_dot_all);
    vm.def_getter(proto, "flags", get_flags);
    vm.def_getter(proto, "global", get_global);
    vm.def_getter(proto, "hasIndices", get_has_indices);
    vm.def_getter(proto, "ignoreCase", get_ignore_case);
    vm.def_getter(proto, "multiline", get_multiline);
    vm.def_getter(proto, "source", get_source);
    vm.def_getter(proto, "sticky", get_sticky);
    vm.def_getter(proto, "unicode", get_unicode);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "test", 1, test);
    vm.def_getter(proto, "unicodeSets", get_unicode_sets);
    vm.def_method_sym(proto, atom::SYM_MATCH, "[Symbol.match]", 1, sym_match);
    vm.def_method_sym(proto, atom::SYM_MATCH_ALL, "[Symbol.matchAll]", 1, sym_match_all);
    vm.def_method_sym(proto, atom::SYM_REPLACE, "[Symbol.replace]", 2, sym_replace);
    vm.def_method_sym(proto, atom::SYM_SEARCH, "[Symbol.search]", 1, sym_search);
    vm.def_method_sym(proto, atom::SYM_SPLIT, "[Symbol.split]", 2, sym_split);

    let it = vm.state.realm.regexp_string_iterator_prototype;
    vm.def_method(it, "next", 0, iter_next);

    let sp = vm.state.realm.string_prototype;
    vm.def_method(sp, "match", 1, str_match);
    vm.def_method(sp, "matchAll", 1, str_match_all);
    vm.def_method(sp, "replace", 2, str_replace);
    vm.def_method(sp, "replaceAll", 2, str_replace_all);
    vm.def_method(sp, "search", 1, str_search);
    vm.def_method(sp, "split", 2, str_split);

    vm.def_hidden("rxCreate", 3, hidden_create);
    vm.def_hidden("rxSource", 1, hidden_source);
    vm.def_hidden("rxFlags", 1, hidden_flags);
    vm.def_hidden("rxExecAt", 3, hidden_exec_at);
    vm.def_hidden("rxPristine", 1, hidden_pristine);
    vm.def_hidden("rxExecAll", 2, hidden_exec_all);
    vm.def_hidden("rxReplaceCalls", 2, hidden_replace_calls);
    vm.def_hidden("rxAssemble", 3, hidden_assemble);
    vm.def_hidden("rxAdvance", 3, hidden_advance);
    vm.def_hidden("rxIndexOf", 3, hidden_index_of);
    vm.def_hidden("rxSlice", 3, hidden_slice);
    vm.def_hidden("rxIterCreate", 4, hidden_iter_create);
    vm.def_hidden("rxIterFinish", 1, hidden_iter_finish);
    vm.def_hidden("rxEscapeSource", 1, hidden_escape_source);
}

/// `get RegExp[Symbol.species]`.
fn def_species(vm: &mut Vm, ctor: ObjId) {
    let f = vm.native_fn("[Symbol.species]", 0, species);
    let n = vm.new_string("get [Symbol.species]");
    let fobj = vm.state.heap.obj_mut(f);
    fobj.flags &= !oflags::LAZY_FUNC;
    fobj.props.set(Prop { key: atom::LENGTH, attrs: attr::CONFIGURABLE, slot: Slot::Data(Value::Number(0.0)) });
    fobj.props.set(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(n) });
    vm.state.heap.obj_mut(ctor).props.set(Prop {
        key: atom::SYM_SPECIES,
        attrs: attr::CONFIGURABLE,
        slot: Slot::Accessor { get: Some(f), set: None },
    });
}

fn species(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(c.this)
}

// ---- flags ------------------------------------------------------------------------------------

/// A set of regexp flags.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Flags(u8);

impl Flags {
    const D: u8 = 1;
    const G: u8 = 2;
    const I: u8 = 4;
    const M: u8 = 8;
    const S: u8 = 16;
    const U: u8 = 32;
    const V: u8 = 64;
    const Y: u8 = 128;
    /// Canonical order (the `flags` getter's): `dgimsuvy`.
    const ORDER: [(u8, char); 8] = [
        (Self::D, 'd'),
        (Self::G, 'g'),
        (Self::I, 'i'),
        (Self::M, 'm'),
        (Self::S, 's'),
        (Self::U, 'u'),
        (Self::V, 'v'),
        (Self::Y, 'y'),
    ];

    /// Parses flags; `None` for an unknown or repeated flag, or `u` with `v`.
    fn parse(text: &[u16]) -> Option<Flags> {
        let mut f = 0u8;
        for &c in text {
            let bit = Self::ORDER.iter().find(|(_, ch)| u32::from(c) == *ch as u32)?.0;
            if f & bit != 0 {
                return None;
            }
            f |= bit;
        }
        if f & Self::U != 0 && f & Self::V != 0 {
            return None;
        }
        Some(Flags(f))
    }

    fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }

    /// `u` or `v`: the pattern and input are read as code points.
    pub(crate) fn unicode(self) -> bool {
        self.has(Self::U | Self::V)
    }

    fn canonical(self) -> String {
        Self::ORDER.iter().filter(|(b, _)| self.has(*b)).map(|(_, c)| *c).collect()
    }

    /// The flags regress understands.
    fn regress_flags(self) -> regress::Flags {
        regress::Flags {
            icase: self.has(Self::I),
            multiline: self.has(Self::M),
            dot_all: self.has(Self::S),
            unicode: self.has(Self::U),
            unicode_sets: self.has(Self::V),
            ..regress::Flags::default()
        }
    }
}

// ---- compilation and the cache ----------------------------------------------------------------

/// A compiled pattern: regress's form plus the analysis (and lazily the program) of [`engine`].
pub(crate) struct Compiled {
    flags: Flags,
    regex: regress::Regex,
    plan: engine::Plan,
}

/// Cached patterns per thread; bounded by clearing when it grows past this many entries.
const CACHE_MAX: usize = 512;

/// The cache's map: (source, flag bits) → compiled pattern.
type CacheMap = FxHashMap<(Arc<[u16]>, u8), Rc<Compiled>>;

thread_local! {
    static CACHE: RefCell<CacheMap> = RefCell::new(FxHashMap::default());
}

/// The code points (for `u`/`v`) or code units of a pattern, as regress reads it. Without `u`,
/// surrogate pairs are still read as code points inside group names (`(?<name>`, `\k<name>`),
/// where the grammar reads code points in every mode.
fn pattern_chars(source: &[u16], unicode: bool) -> Vec<u32> {
    if unicode {
        return decode_units(source);
    }
    let mut out = Vec::with_capacity(source.len());
    let mut i = 0;
    let mut in_class = false;
    let at = |i: usize, c: u8| source.get(i) == Some(&u16::from(c));
    while i < source.len() {
        let u = source[i];
        let group_name = at(i, b'(') && at(i + 1, b'?') && at(i + 2, b'<') && !at(i + 3, b'=') && !at(i + 3, b'!');
        let backref_name = at(i, b'\\') && at(i + 1, b'k') && at(i + 2, b'<');
        if !in_class && (group_name || backref_name) {
            let n = 3;
            out.extend(source[i..i + n].iter().map(|&u| u32::from(u)));
            i += n;
            let end = source[i..].iter().position(|&c| c == u16::from(b'>')).map_or(source.len(), |k| i + k);
            out.extend(decode_units(&source[i..end]));
            i = end;
            continue;
        }
        if u == u16::from(b'\\') {
            out.push(u32::from(u));
            if let Some(&n) = source.get(i + 1) {
                out.push(u32::from(n));
            }
            i += 2;
            continue;
        }
        if u == u16::from(b'[') {
            in_class = true;
        } else if u == u16::from(b']') {
            in_class = false;
        }
        out.push(u32::from(u));
        i += 1;
    }
    out
}

/// Code points of UTF-16 text (lone surrogates as themselves).
fn decode_units(units: &[u16]) -> Vec<u32> {
    char::decode_utf16(units.iter().copied())
        .map(|r| r.map_or_else(|e| u32::from(e.unpaired_surrogate()), u32::from))
        .collect()
}

/// Compiles (or fetches from the cache) `source` with `flags`.
///
/// # Errors
/// The V8-style message text of an invalid pattern (without the `SyntaxError` prefix).
pub(crate) fn compile(source: &Arc<[u16]>, flags: Flags) -> Result<Rc<Compiled>, String> {
    let key = (source.clone(), flags.0);
    if let Some(c) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(c);
    }
    let stack = analysis_stack(source).ok_or_else(|| invalid_pattern(source, flags, "Regular expression too large"))?;
    let (regex, plan) = stacker::maybe_grow(stack, stack, || {
        let chars = pattern_chars(source, flags.unicode());
        let regex = regress::Regex::from_unicode(chars.into_iter(), flags.regress_flags()).map_err(|e| {
            match engine::syntax_reason(source, flags) {
                Some(why) => invalid_pattern(source, flags, why),
                None => syntax_message(source, flags, &e.text),
            }
        })?;
        let plan = engine::Plan::new(source, flags);
        // A deeply nested pattern's engine program is built here too (its compiler recurses over
        // the groups); a shallow one's is built when first needed.
        if stack > analysis_stack(&[]).unwrap_or(0) + (64 << 10) {
            let _ = plan.program_for(true);
        }
        Ok::<_, String>((regex, plan))
    })?;
    if let Some(why) = plan.syntax_error {
        // regress 0.12 accepts a few invalid unicode-mode patterns (`/\b{2}/u`, `/\u00/v`).
        return Err(invalid_pattern(source, flags, why));
    }
    let compiled = Rc::new(Compiled { flags, regex, plan });
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_MAX {
            c.clear();
        }
        c.insert(key, compiled.clone());
    });
    Ok(compiled)
}

/// Most alternatives (`|`) a pattern may have: regress builds an alternation as a chain of
/// binary nodes and walks it recursively, so their number is a depth on the native stack.
pub(crate) const MAX_ALTERNATIVES: usize = 10_000;

/// The native stack that parsing and analysing `source` may need (regress and the engine recurse
/// over its groups, at most 256 deep, and its alternatives), or `None` past
/// [`MAX_ALTERNATIVES`]. Compilation runs on a stack this large (a grown one when the thread's
/// own has less left), so no pattern overflows the stack whatever the thread it runs on.
fn analysis_stack(source: &[u16]) -> Option<usize> {
    let count = |c: u8| source.iter().filter(|&&u| u == u16::from(c)).count();
    let alternatives = count(b'|') + 1;
    if alternatives > MAX_ALTERNATIVES {
        return None;
    }
    // Measured in a debug build: about 4 KiB per group level, 200 bytes per alternative.
    let groups = count(b'(').min(300);
    Some((256 << 10) + groups * (8 << 10) + alternatives * 1024)
}

/// The message of a pattern regress rejected, in V8's words where the cause is clear.
fn syntax_message(source: &[u16], flags: Flags, err: &str) -> String {
    let unmatched_close = || {
        let mut depth = 0i32;
        let mut i = 0;
        let mut in_class = false;
        while i < source.len() {
            match source[i] {
                0x5C => i += 1,
                0x5B => in_class = true,
                0x5D => in_class = false,
                0x28 if !in_class => depth += 1,
                0x29 if !in_class => {
                    depth -= 1;
                    if depth < 0 {
                        return true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        false
    };
    let lone_bracket = source.iter().any(|&c| c == u16::from(b']') || c == u16::from(b'}'));
    let why = match err {
        "Unbalanced parenthesis" if unmatched_close() => "Unmatched ')'".to_string(),
        "Unbalanced parenthesis" => "Unterminated group".into(),
        "Unbalanced bracket" => "Unterminated character class".into(),
        "Invalid atom character" if flags.unicode() && lone_bracket => "Lone quantifier brackets".into(),
        "Invalid atom character" | "Invalid braced quantifier" => "Nothing to repeat".into(),
        "Invalid quantifier" if flags.unicode() => "Incomplete quantifier".into(),
        "Invalid quantifier" => "numbers out of order in {} quantifier".into(),
        "Incomplete escape" => "\\ at end of pattern".into(),
        "Invalid character escape" => "Invalid escape".into(),
        "Invalid unicode escape" => "Invalid Unicode escape".into(),
        "Invalid token at named capture group identifier" => "Invalid capture group name".into(),
        "Quantifier not allowed here" => "Invalid quantifier".into(),
        "Invalid character range" => "Invalid character class".into(),
        "Invalid group modifier" => "Invalid group".into(),
        "Invalid class set character" if has_set_operation(source) => "Invalid set operation in character class".into(),
        "Invalid class set character"
        | "Unexpected character in class set intersection"
        | "Unbalanced class set bracket" => "Invalid character in character class".into(),
        "Invalid named backreference syntax" => "Invalid capture group name".into(),
        e if e.starts_with("Range values reversed") => "Range out of order in character class".into(),
        e if e.starts_with("Backreference to invalid named capture group") => "Invalid named capture referenced".into(),
        other => other.to_string(),
    };
    invalid_pattern(source, flags, &why)
}

/// Whether a pattern uses `v`-flag set operations (`&&`, `--`).
fn has_set_operation(source: &[u16]) -> bool {
    source.windows(2).any(|w| {
        (w[0] == u16::from(b'&') && w[1] == u16::from(b'&')) || (w[0] == u16::from(b'-') && w[1] == u16::from(b'-'))
    })
}

/// `Invalid regular expression: /source/flags: why`.
fn invalid_pattern(source: &[u16], flags: Flags, why: &str) -> String {
    let src = String::from_utf16_lossy(source);
    format!("Invalid regular expression: /{src}/{}: {why}", flags.canonical())
}

/// The compiled form of regexp object `o`.
///
/// # Errors
/// `SyntaxError` (only for objects restored from a snapshot of another build).
fn compiled_of(vm: &Vm, o: ObjId) -> JsResult<Rc<Compiled>> {
    let Class::RegExp(d) = &vm.state.heap.obj(o).class else {
        return Err(Ctl::type_error("not a RegExp"));
    };
    let flags = flags_of(d);
    compile(&d.source, flags).map_err(Ctl::syntax_error)
}

fn flags_of(d: &RegExpData) -> Flags {
    let u: Vec<u16> = d.flags.encode_utf16().collect();
    Flags::parse(&u).unwrap_or_default()
}

// ---- matching ---------------------------------------------------------------------------------

impl Vm {
    /// The budget of one native call's matching in `len` code units: the step limit, the run's
    /// deadline and its memory limit.
    fn regex_budget(&self, len: usize) -> engine::Budget {
        engine::Budget::for_input(len).until(self.deadline).within(self.options.max_memory)
    }
}

/// Finds the first match at or after `start` (exactly at `start` when `sticky`).
fn find(
    c: &Compiled,
    text: &[u16],
    start: usize,
    sticky: bool,
    budget: &mut engine::Budget,
) -> JsResult<Option<Found>> {
    let mut start = start;
    if start > text.len() {
        return Ok(None);
    }
    let unicode = c.flags.unicode();
    // As V8: a unicode match never starts inside a surrogate pair; back up to its start.
    if unicode && start > 0 && start < text.len() && is_low(text[start]) && is_high(text[start - 1]) {
        start -= 1;
    }
    let program = c.plan.program_for(sticky).map_err(|()| {
        Ctl::range_error(
            "Regular expression too complex to match safely (nested quantifiers around a class of strings)",
        )
    })?;
    // A run with a deadline: a search that could take long on regress runs on the engine, which
    // watches the clock, with no step limit of its own.
    let watched = budget.deadline().and_then(|d| c.plan.watched(sticky, text.len()).map(|p| (p, d)));
    let mut unlimited;
    let (program, budget) = match watched {
        Some((p, d)) => {
            unlimited = budget.deadline_only(d);
            (Some(p), &mut unlimited)
        }
        None => (program, budget),
    };
    if let Some(p) = program {
        return p.exec(text, start, sticky, budget).map_err(|h| match h {
            engine::Halt::Steps => {
                Ctl::range_error(format!("Maximum regular expression backtracking exceeded ({} steps)", budget.limit()))
            }
            engine::Halt::Deadline => Ctl::fatal(crate::error::EngineError::Interrupted),
            engine::Halt::Stack => Ctl::range_error(crate::error::msg::STACK_OVERFLOW),
            engine::Halt::Internal => Ctl::range_error("Internal error in regular expression matching"),
        });
    }
    let m =
        if unicode { c.regex.find_from_utf16(text, start).next() } else { c.regex.find_from_ucs2(text, start).next() };
    Ok(match m {
        Some(m) if !sticky || m.start() == start => Some(Found::from_regress(&m)),
        _ => None,
    })
}

fn is_high(u: u16) -> bool {
    (0xD800..0xDC00).contains(&u)
}

fn is_low(u: u16) -> bool {
    (0xDC00..0xE000).contains(&u)
}

/// AdvanceStringIndex.
fn advance(text: &[u16], index: usize, unicode: bool) -> usize {
    if !unicode || index + 1 >= text.len() {
        return index + 1;
    }
    if is_high(text[index]) && is_low(text[index + 1]) { index + 2 } else { index + 1 }
}

// ---- regexp objects -------------------------------------------------------------------------

/// Creates a regexp object (`NewRegExp`, `new RegExp`).
///
/// # Errors
/// `SyntaxError` for an invalid pattern or flags.
/// `P` and `F` from arguments 0 and 1 (undefined → empty; ToString otherwise).
fn pattern_and_flags(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<(Arc<[u16]>, String)> {
    let p = match c.arg(0) {
        Value::Undefined => Arc::from(&[][..]),
        _ => {
            let s = vm.str_arg(c, 0)?;
            vm.str_text(s).into_arc()
        }
    };
    let f = match c.arg(1) {
        Value::Undefined => String::new(),
        _ => {
            let s = vm.str_arg(c, 1)?;
            vm.str_lossy(s)
        }
    };
    Ok((p, f))
}

/// The checks of RegExpInitialize: valid flags and a pattern that compiles under them.
fn initialize(source: Arc<[u16]>, flags: &str) -> JsResult<RegExpData> {
    let fu: Vec<u16> = flags.encode_utf16().collect();
    let Some(f) = Flags::parse(&fu) else {
        return Err(Ctl::syntax_error(format!("Invalid flags supplied to RegExp constructor '{flags}'")));
    };
    compile(&source, f).map_err(Ctl::syntax_error)?;
    Ok(RegExpData { source, flags: f.canonical() })
}

pub(crate) fn new_regexp(vm: &mut Vm, source: Arc<[u16]>, flags: &str, proto: Option<ObjId>) -> JsResult<ObjId> {
    let data = initialize(source, flags)?;
    let p = proto.unwrap_or(vm.state.realm.regexp_prototype);
    let mut obj = Object::new(Some(p), Class::RegExp(Box::new(data)));
    obj.props.push(Prop { key: atom::LAST_INDEX, attrs: attr::WRITABLE, slot: Slot::Data(Value::Number(0.0)) });
    Ok(vm.state.heap.alloc(obj))
}

fn is_regexp(vm: &Vm, v: Value) -> Option<ObjId> {
    match v {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::RegExp(_)) => Some(o),
        _ => None,
    }
}

/// ToLength of a number.
fn to_length(n: f64) -> f64 {
    let n = crate::numconv::to_integer_or_infinity(n);
    if n <= 0.0 { 0.0 } else { n.min(9_007_199_254_740_991.0) }
}

/// `ToLength(Get(R, "lastIndex"))` when it needs no JavaScript (`None` for an object value).
fn read_last_index(vm: &mut Vm, rx: ObjId) -> JsResult<Option<f64>> {
    let v = match vm.state.heap.obj(rx).props.get(atom::LAST_INDEX).map(|p| p.slot) {
        Some(Slot::Data(v)) => v,
        Some(Slot::Accessor { .. }) => return Ok(None),
        None => match vm.lookup(rx, atom::LAST_INDEX) {
            Lookup::Value(v) => v,
            Lookup::Missing => Value::Undefined,
            Lookup::Getter(_) | Lookup::Proxy(_) => return Ok(None),
        },
    };
    if let Value::Object(_) = v {
        return Ok(None);
    }
    Ok(Some(to_length(vm.to_number(v)?)))
}

/// `Set(R, "lastIndex", n, true)` on a regexp object.
fn set_last_index(vm: &mut Vm, rx: ObjId, n: f64) -> JsResult<()> {
    if let Some(p) = vm.state.heap.obj_mut(rx).props.get_mut(atom::LAST_INDEX)
        && let Slot::Data(_) = p.slot
    {
        if p.attrs & attr::WRITABLE == 0 {
            return Err(Ctl::type_error("Cannot assign to read only property 'lastIndex' of object '[object RegExp]'"));
        }
        p.slot = Slot::Data(Value::Number(n));
        return Ok(());
    }
    match vm.set_prop(rx, atom::LAST_INDEX, Value::Number(n), Value::Object(rx))? {
        crate::property::SetOutcome::Done => Ok(()),
        crate::property::SetOutcome::Setter(_)
        | crate::property::SetOutcome::Proxy(_)
        | crate::property::SetOutcome::ProxyReceiver(_) => {
            Err(Ctl::type_error("Cannot assign to read only property 'lastIndex' of object '[object RegExp]'"))
        }
    }
}

/// Whether native `f` is the function object `o`'s implementation.
fn is_native(vm: &Vm, o: ObjId, f: NativeFn) -> bool {
    match &vm.state.heap.obj(o).class {
        Class::Native(NativeFunc { id, .. }) => {
            vm.natives.get(*id as usize).is_some_and(|g| std::ptr::fn_addr_eq(*g, f))
        }
        _ => false,
    }
}

/// Names of `RegExp.prototype` properties the fast paths check, with a per-thread cache of their
/// atoms (verified on every use, so a VM whose atom table differs only costs a lookup).
#[derive(Copy, Clone)]
enum Name {
    Exec,
    IgnoreCase,
    Multiline,
    DotAll,
    Unicode,
    UnicodeSets,
    Sticky,
    HasIndices,
}

const NAMES: [&str; 8] =
    ["exec", "ignoreCase", "multiline", "dotAll", "unicode", "unicodeSets", "sticky", "hasIndices"];

thread_local! {
    static NAME_ATOMS: Cell<[u32; 8]> = const { Cell::new([u32::MAX; 8]) };
}

/// The atom of a property name, if the VM has it (no interning, no allocation).
fn name_atom(vm: &Vm, n: Name) -> Option<Atom> {
    let s = NAMES[n as usize];
    let same = |a: Atom| {
        let t = vm.state.atoms.text(a);
        t.len() == s.len() && t.iter().zip(s.bytes()).all(|(&u, b)| u == u16::from(b))
    };
    let cached = NAME_ATOMS.with(|c| c.get()[n as usize]);
    if cached != u32::MAX && same(Atom(cached)) {
        return Some(Atom(cached));
    }
    let mut buf = [0u16; 16];
    for (d, b) in buf.iter_mut().zip(s.bytes()) {
        *d = u16::from(b);
    }
    let a = vm.state.atoms.lookup(&buf[..s.len()])?;
    NAME_ATOMS.with(|c| {
        let mut v = c.get();
        v[n as usize] = a.0;
        c.set(v);
    });
    Some(a)
}

/// What a fast path bypasses, and so needs to be the original built-in.
mod need {
    /// `RegExp.prototype.exec` (every RegExpExec).
    pub(super) const EXEC: u16 = 1;
    /// The `flags` getter and the eight flag getters it reads.
    pub(super) const FLAGS: u16 = 2;
    /// `RegExp.prototype.constructor` and `RegExp[Symbol.species]` (SpeciesConstructor).
    pub(super) const SPECIES: u16 = 4;
    /// `RegExp.prototype[Symbol.match]` (also read by IsRegExp).
    pub(super) const MATCH: u16 = 8;
    /// `RegExp.prototype[Symbol.matchAll]`.
    pub(super) const MATCH_ALL: u16 = 16;
    /// `RegExp.prototype[Symbol.replace]`.
    pub(super) const REPLACE: u16 = 32;
    /// `RegExp.prototype[Symbol.search]`.
    pub(super) const SEARCH: u16 = 64;
    /// `RegExp.prototype[Symbol.split]`.
    pub(super) const SPLIT: u16 = 128;
    /// The `source` getter.
    pub(super) const SOURCE: u16 = 256;
}

/// Whether the parts of `RegExp.prototype` (and `RegExp[Symbol.species]`) in `need` still hold
/// the original built-ins.
fn proto_pristine(vm: &Vm, need: u16) -> bool {
    let p = vm.state.realm.regexp_prototype;
    let props = &vm.state.heap.obj(p).props;
    let data = |key: Option<Atom>, f: NativeFn| -> bool {
        match key.and_then(|k| props.get(k)).map(|p| p.slot) {
            Some(Slot::Data(Value::Object(o))) => is_native(vm, o, f),
            _ => false,
        }
    };
    let getter = |key: Option<Atom>, f: NativeFn| -> bool {
        match key.and_then(|k| props.get(k)).map(|p| p.slot) {
            Some(Slot::Accessor { get: Some(o), .. }) => is_native(vm, o, f),
            _ => false,
        }
    };
    let has = |bit: u16| need & bit != 0;
    if has(need::EXEC) && !data(name_atom(vm, Name::Exec), exec) {
        return false;
    }
    let symbols: [(u16, Atom, NativeFn); 5] = [
        (need::MATCH, atom::SYM_MATCH, sym_match),
        (need::MATCH_ALL, atom::SYM_MATCH_ALL, sym_match_all),
        (need::REPLACE, atom::SYM_REPLACE, sym_replace),
        (need::SEARCH, atom::SYM_SEARCH, sym_search),
        (need::SPLIT, atom::SYM_SPLIT, sym_split),
    ];
    for (bit, key, f) in symbols {
        if has(bit) && !data(Some(key), f) {
            return false;
        }
    }
    if has(need::SOURCE) && !getter(Some(atom::SOURCE), get_source) {
        return false;
    }
    if has(need::FLAGS) {
        let flag_getters: [(Name, NativeFn); 7] = [
            (Name::IgnoreCase, get_ignore_case),
            (Name::Multiline, get_multiline),
            (Name::DotAll, get_dot_all),
            (Name::Unicode, get_unicode),
            (Name::UnicodeSets, get_unicode_sets),
            (Name::Sticky, get_sticky),
            (Name::HasIndices, get_has_indices),
        ];
        if !getter(Some(atom::FLAGS), get_flags) || !getter(Some(atom::GLOBAL), get_global) {
            return false;
        }
        for (n, f) in flag_getters {
            if !getter(name_atom(vm, n), f) {
                return false;
            }
        }
    }
    if has(need::SPECIES) {
        if !data(Some(atom::CONSTRUCTOR), regexp_ctor) {
            return false;
        }
        let Some(Slot::Data(Value::Object(ctor))) = props.get(atom::CONSTRUCTOR).map(|p| p.slot) else {
            return false;
        };
        if !matches!(
            vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot),
            Some(Slot::Accessor { get: Some(g), .. }) if is_native(vm, g, species)
        ) {
            return false;
        }
    }
    true
}

/// Whether `rx` is a plain regexp (the original prototype, only its own writable numeric
/// `lastIndex`) whose prototype parts in `need` are the originals: a fast path may skip every
/// observable step.
fn pristine(vm: &Vm, rx: ObjId, need: u16) -> bool {
    let obj = vm.state.heap.obj(rx);
    if !matches!(obj.class, Class::RegExp(_))
        || obj.proto != Some(vm.state.realm.regexp_prototype)
        || obj.props.len() != 1
    {
        return false;
    }
    match obj.props.get(atom::LAST_INDEX) {
        Some(p) if p.attrs & attr::WRITABLE != 0 => {
            if !matches!(p.slot, Slot::Data(Value::Number(_))) {
                return false;
            }
        }
        _ => return false,
    }
    proto_pristine(vm, need)
}

fn pristine_value(vm: &Vm, v: Value, need: u16) -> Option<ObjId> {
    match v {
        Value::Object(o) if pristine(vm, o, need) => Some(o),
        _ => None,
    }
}

/// Calls the prelude's spec-complete version `name` with this call's `this` and arguments.
fn slow(vm: &mut Vm, name: &str, this: Value, args: Vec<Value>) -> JsResult<Value> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::fatal(crate::EngineError::Internal(format!("prelude function {name} is missing"))));
    };
    Err(Ctl::TailCall(Box::new(TailCall { callee: Value::Object(f), this, args, new_target: None })))
}

fn slow_call(vm: &mut Vm, name: &str, c: &NativeCall<'_>) -> JsResult<Value> {
    slow(vm, name, c.this, c.args.to_vec())
}

/// A receiver as V8 prints it in "incompatible receiver" messages.
fn receiver_text(vm: &mut Vm, v: Value) -> String {
    match v {
        Value::String(s) => vm.str_lossy(s),
        Value::Object(o) => {
            let name = vm.constructor_name(o).unwrap_or_else(|| "Object".into());
            format!("#<{name}>")
        }
        other => vm.describe(other),
    }
}

fn incompatible(vm: &mut Vm, method: &str, v: Value) -> Ctl {
    let r = receiver_text(vm, v);
    Ctl::type_error(format!("Method {method} called on incompatible receiver {r}"))
}

// ---- the constructor --------------------------------------------------------------------------

fn regexp_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let pattern = c.arg(0);
    let flags = c.arg(1);
    let slow_ctor = |vm: &mut Vm| {
        let nt = c.new_target.map_or(Value::Undefined, Value::Object);
        slow(vm, "rxCtorSlow", Value::Undefined, vec![pattern, flags, nt])
    };
    // IsRegExp(pattern)
    let pattern_is_regexp = match pattern {
        Value::Object(o) => match vm.lookup(o, atom::SYM_MATCH) {
            Lookup::Getter(_) | Lookup::Proxy(_) => return slow_ctor(vm),
            Lookup::Value(Value::Undefined) | Lookup::Missing => is_regexp(vm, pattern).is_some(),
            Lookup::Value(v) => vm.truthy(v),
        },
        _ => false,
    };
    if c.new_target.is_none() && pattern_is_regexp && flags.is_undefined() {
        let Value::Object(o) = pattern else {
            return slow_ctor(vm);
        };
        match vm.lookup(o, atom::CONSTRUCTOR) {
            Lookup::Getter(_) | Lookup::Proxy(_) => return slow_ctor(vm),
            Lookup::Value(Value::Object(k)) if k == c.callee => return Ok(pattern),
            _ => {}
        }
    }
    let (source, flag_text): (Arc<[u16]>, String) = if let Some(o) = is_regexp(vm, pattern) {
        let Class::RegExp(d) = &vm.state.heap.obj(o).class else {
            return slow_ctor(vm);
        };
        let (src, own_flags) = (d.source.clone(), d.flags.clone());
        let f = match flags {
            Value::Undefined => own_flags,
            Value::Object(_) => return slow_ctor(vm),
            other => {
                let s = vm.to_str(other)?;
                vm.str_lossy(s)
            }
        };
        (src, f)
    } else if pattern_is_regexp {
        return slow_ctor(vm);
    } else {
        if matches!(pattern, Value::Object(_)) || matches!(flags, Value::Object(_)) {
            return slow_ctor(vm);
        }
        let p = match pattern {
            Value::Undefined => Arc::from(&[][..]),
            other => {
                let s = vm.to_str(other)?;
                vm.str_text(s).into_arc()
            }
        };
        let f = match flags {
            Value::Undefined => String::new(),
            other => {
                let s = vm.to_str(other)?;
                vm.str_lossy(s)
            }
        };
        (p, f)
    };
    let proto = match c.new_target {
        Some(nt) if nt != c.callee => {
            let rp = vm.state.realm.regexp_prototype;
            Some(vm.proto_from_ctor(nt, rp))
        }
        _ => None,
    };
    Ok(Value::Object(new_regexp(vm, source, &flag_text, proto)?))
}

/// `rxCreate(P, F, newTarget)`: RegExpAlloc + RegExpInitialize with already-chosen P and F.
fn hidden_create(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (p, f) = pattern_and_flags(vm, c)?;
    let rp = vm.state.realm.regexp_prototype;
    let proto = match c.arg(2) {
        Value::Object(nt) => vm.proto_from_ctor(nt, rp),
        _ => rp,
    };
    Ok(Value::Object(new_regexp(vm, p, &f, Some(proto))?))
}

fn hidden_source(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    match c.arg(0) {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::RegExp(d) => {
                let s = d.source.clone();
                Ok(vm.new_str_arc(s))
            }
            _ => Ok(Value::Undefined),
        },
        _ => Ok(Value::Undefined),
    }
}

fn hidden_flags(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    match c.arg(0) {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::RegExp(d) => {
                let f = d.flags.clone();
                Ok(vm.new_string(&f))
            }
            _ => Ok(Value::Undefined),
        },
        _ => Ok(Value::Undefined),
    }
}

/// `RegExp.prototype.compile(pattern, flags)` (Annex B): reinitializes a regexp in place.
fn compile_method(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = is_regexp(vm, c.this) else {
        return Err(incompatible(vm, "RegExp.prototype.compile", c.this));
    };
    let (source, flag_text): (Arc<[u16]>, String) = if let Some(p) = is_regexp(vm, c.arg(0)) {
        if !c.arg(1).is_undefined() {
            return Err(Ctl::type_error("Cannot supply flags when constructing one RegExp from another"));
        }
        let Class::RegExp(d) = &vm.state.heap.obj(p).class else { unreachable!("checked above") };
        (d.source.clone(), d.flags.clone())
    } else {
        pattern_and_flags(vm, c)?
    };
    let data = initialize(source, &flag_text)?;
    vm.state.heap.obj_mut(o).class = Class::RegExp(Box::new(data));
    set_last_index(vm, o, 0.0)?;
    Ok(c.this)
}

// ---- RegExp.escape ----------------------------------------------------------------------------

fn regexp_escape(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::String(s) = c.arg(0) else {
        return Err(Ctl::type_error("RegExp.escape requires a string argument"));
    };
    let text = vm.str_text(s);
    let mut out: Vec<u16> = Vec::with_capacity(text.len() * 2);
    let mut i = 0;
    while i < text.len() {
        let (cp, n) = code_point_at(&text, i);
        if i == 0 && cp < 128 && (cp as u8).is_ascii_alphanumeric() {
            push_hex(&mut out, "\\x", cp, 2);
        } else {
            encode_for_escape(&mut out, cp);
        }
        i += n;
    }
    Ok(vm.new_str_vec(out))
}

fn code_point_at(text: &[u16], i: usize) -> (u32, usize) {
    let u = text[i];
    if is_high(u)
        && let Some(&l) = text.get(i + 1)
        && is_low(l)
    {
        let cp = 0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(l) - 0xDC00);
        return (cp, 2);
    }
    (u32::from(u), 1)
}

fn push_str(out: &mut Vec<u16>, s: &str) {
    out.extend(s.encode_utf16());
}

fn push_hex(out: &mut Vec<u16>, prefix: &str, v: u32, width: usize) {
    push_str(out, prefix);
    push_str(out, &format!("{v:0width$x}"));
}

fn is_js_whitespace(cp: u32) -> bool {
    matches!(cp, 0x09 | 0x0B | 0x0C | 0x20 | 0xA0 | 0xFEFF | 0x1680 | 0x2000..=0x200A | 0x202F | 0x205F | 0x3000)
}

/// EncodeForRegExpEscape.
fn encode_for_escape(out: &mut Vec<u16>, cp: u32) {
    const SYNTAX: &str = "^$\\.*+?()[]{}|/";
    const OTHER_PUNCT: &str = ",-=<>#&!%:;@~'`\"";
    if let Some(ch) = char::from_u32(cp) {
        if SYNTAX.contains(ch) {
            out.push(u16::from(b'\\'));
            out.push(cp as u16);
            return;
        }
        let ctrl = match cp {
            0x09 => Some('t'),
            0x0A => Some('n'),
            0x0B => Some('v'),
            0x0C => Some('f'),
            0x0D => Some('r'),
            _ => None,
        };
        if let Some(e) = ctrl {
            out.push(u16::from(b'\\'));
            out.push(e as u16);
            return;
        }
    }
    let special = char::from_u32(cp).is_some_and(|ch| OTHER_PUNCT.contains(ch))
        || is_js_whitespace(cp)
        || matches!(cp, 0x0A | 0x0D | 0x2028 | 0x2029)
        || (0xD800..0xE000).contains(&cp);
    if special {
        if cp <= 0xFF {
            push_hex(out, "\\x", cp, 2);
        } else {
            push_hex(out, "\\u", cp, 4);
        }
        return;
    }
    if cp > 0xFFFF {
        let v = cp - 0x10000;
        out.push(0xD800 + (v >> 10) as u16);
        out.push(0xDC00 + (v & 0x3FF) as u16);
    } else {
        out.push(cp as u16);
    }
}

// ---- getters ----------------------------------------------------------------------------------

fn flag_getter(vm: &mut Vm, c: &NativeCall<'_>, bit: u8, name: &str) -> JsResult<Value> {
    if let Value::Object(o) = c.this {
        if let Class::RegExp(d) = &vm.state.heap.obj(o).class {
            return Ok(Value::Bool(flags_of(d).has(bit)));
        }
        if o == vm.state.realm.regexp_prototype {
            return Ok(Value::Undefined);
        }
    }
    Err(Ctl::type_error(format!("RegExp.prototype.{name} getter called on non-RegExp object")))
}

/// The natives of the flag getters, one per flag, each a call of [`flag_getter`].
macro_rules! flag_getters {
    ($($f:ident = $bit:ident $name:literal,)*) => {$(
        fn $f(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
            flag_getter(vm, c, Flags::$bit, $name)
        }
    )*};
}

flag_getters! {
    get_dot_all = S "dotAll",
    get_global = G "global",
    get_has_indices = D "hasIndices",
    get_ignore_case = I "ignoreCase",
    get_multiline = M "multiline",
    get_sticky = Y "sticky",
    get_unicode = U "unicode",
    get_unicode_sets = V "unicodeSets",
}

/// EscapeRegExpPattern as V8 does it: `/` outside classes and line terminators are escaped.
fn escape_source(source: &[u16], flags: Flags) -> Vec<u16> {
    if source.is_empty() {
        return "(?:)".encode_utf16().collect();
    }
    let nested = flags.has(Flags::V);
    let mut out = Vec::with_capacity(source.len() + 4);
    let mut depth = 0u32;
    let mut i = 0;
    while i < source.len() {
        let u = source[i];
        let escaped = |out: &mut Vec<u16>, u: u16| match u {
            0x0A => push_str(out, "n"),
            0x0D => push_str(out, "r"),
            0x2028 => push_str(out, "u2028"),
            0x2029 => push_str(out, "u2029"),
            _ => out.push(u),
        };
        match u {
            0x5C => {
                out.push(u);
                if let Some(&n) = source.get(i + 1) {
                    escaped(&mut out, n);
                    i += 1;
                }
            }
            0x2F if depth == 0 => push_str(&mut out, "\\/"),
            0x5B => {
                if depth == 0 || nested {
                    depth += 1;
                }
                out.push(u);
            }
            0x5D => {
                depth = depth.saturating_sub(1);
                out.push(u);
            }
            0x0A | 0x0D | 0x2028 | 0x2029 => {
                out.push(u16::from(b'\\'));
                escaped(&mut out, u);
            }
            _ => out.push(u),
        }
        i += 1;
    }
    out
}

fn get_source(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.this {
        if let Class::RegExp(d) = &vm.state.heap.obj(o).class {
            let out = escape_source(&d.source, flags_of(d));
            return Ok(vm.new_str_vec(out));
        }
        if o == vm.state.realm.regexp_prototype {
            return Ok(vm.new_string("(?:)"));
        }
    }
    Err(Ctl::type_error("RegExp.prototype.source getter called on non-RegExp object"))
}

fn hidden_escape_source(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let t = vm.str_text(s);
    Ok(vm.new_str_vec(escape_source(&t, Flags::default())))
}

/// Whether `o` reads its flags through the original getters (a regexp with only `lastIndex` of
/// its own and a pristine prototype chain).
fn plain_flags(vm: &Vm, o: ObjId, need: u16) -> Option<Flags> {
    let obj = vm.state.heap.obj(o);
    let Class::RegExp(d) = &obj.class else {
        return None;
    };
    (obj.proto == Some(vm.state.realm.regexp_prototype) && obj.props.len() == 1 && proto_pristine(vm, need))
        .then(|| flags_of(d))
}

fn get_flags(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        let d = receiver_text(vm, c.this);
        return Err(Ctl::type_error(format!("RegExp.prototype.flags getter called on non-object {d}")));
    };
    if let Some(f) = plain_flags(vm, o, need::FLAGS) {
        return Ok(vm.new_string(&f.canonical()));
    }
    slow(vm, "rxFlagsSlow", c.this, Vec::new())
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Err(incompatible(vm, "RegExp.prototype.toString", c.this));
    };
    if let Some(f) = plain_flags(vm, o, need::FLAGS | need::SOURCE)
        && let Class::RegExp(d) = &vm.state.heap.obj(o).class
    {
        let mut out = vec![u16::from(b'/')];
        out.extend(escape_source(&d.source, f));
        out.push(u16::from(b'/'));
        push_str(&mut out, &f.canonical());
        return Ok(vm.new_str_vec(out));
    }
    slow(vm, "rxToStringSlow", c.this, Vec::new())
}

// ---- exec and test ----------------------------------------------------------------------------

/// The array `exec` returns for a match.
fn exec_result(vm: &mut Vm, s: StrRef, text: &[u16], f: &Found, indices: bool) -> Value {
    let mut vals = Vec::with_capacity(f.caps.len() + 1);
    vals.push(vm.new_str(&text[f.start..f.end]));
    for cap in &f.caps {
        vals.push(match *cap {
            Some((a, b)) => vm.new_str(&text[a..b]),
            None => Value::Undefined,
        });
    }
    let arr = vm.new_array(vals);
    let groups = if f.named.is_empty() {
        Value::Undefined
    } else {
        let g = vm.new_object_with_proto(None);
        for (name, r) in &f.named {
            let key = vm.intern(name);
            let v = match *r {
                Some((a, b)) => vm.new_str(&text[a..b]),
                None => Value::Undefined,
            };
            vm.state.heap.obj_mut(g).props.set(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
        }
        Value::Object(g)
    };
    let mut props =
        vec![(atom::INDEX, Value::Number(f.start as f64)), (atom::INPUT, Value::String(s)), (atom::GROUPS, groups)];
    if indices {
        let pair = |vm: &mut Vm, r: Option<(usize, usize)>| match r {
            Some((a, b)) => Value::Object(vm.new_array(vec![Value::Number(a as f64), Value::Number(b as f64)])),
            None => Value::Undefined,
        };
        let mut list = vec![pair(vm, Some((f.start, f.end)))];
        for cap in &f.caps {
            list.push(pair(vm, *cap));
        }
        let ind = vm.new_array(list);
        let igroups = if f.named.is_empty() {
            Value::Undefined
        } else {
            let g = vm.new_object_with_proto(None);
            for (name, r) in &f.named {
                let key = vm.intern(name);
                let v = pair(vm, *r);
                vm.state.heap.obj_mut(g).props.set(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
            }
            Value::Object(g)
        };
        vm.state.heap.obj_mut(ind).props.push(Prop {
            key: atom::GROUPS,
            attrs: attr::DEFAULT,
            slot: Slot::Data(igroups),
        });
        props.push((atom::INDICES, Value::Object(ind)));
    }
    let obj = vm.state.heap.obj_mut(arr);
    for (key, v) in props {
        obj.props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
    }
    Value::Object(arr)
}

/// RegExpBuiltinExec up to the match: reads the flags, applies `lastIndex`, updates it.
fn builtin_match(
    vm: &mut Vm,
    rx: ObjId,
    c: &Compiled,
    text: &[u16],
    last_index: f64,
    budget: &mut engine::Budget,
) -> JsResult<Option<Found>> {
    let global = c.flags.has(Flags::G);
    let sticky = c.flags.has(Flags::Y);
    let li = if global || sticky { last_index } else { 0.0 };
    if li > text.len() as f64 {
        if global || sticky {
            set_last_index(vm, rx, 0.0)?;
        }
        return Ok(None);
    }
    match find(c, text, li as usize, sticky, budget)? {
        None => {
            if global || sticky {
                set_last_index(vm, rx, 0.0)?;
            }
            Ok(None)
        }
        Some(f) => {
            if global || sticky {
                set_last_index(vm, rx, f.end as f64)?;
            }
            Ok(Some(f))
        }
    }
}

/// RegExpBuiltinExec with a known `lastIndex`.
fn builtin_exec(vm: &mut Vm, rx: ObjId, s: StrRef, last_index: f64) -> JsResult<Value> {
    let c = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    match builtin_match(vm, rx, &c, &text, last_index, &mut budget)? {
        None => Ok(Value::Null),
        Some(f) => Ok(exec_result(vm, s, &text, &f, c.flags.has(Flags::D))),
    }
}

fn exec(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(rx) = is_regexp(vm, c.this) else {
        return Err(incompatible(vm, "RegExp.prototype.exec", c.this));
    };
    let s = vm.str_arg(c, 0)?;
    match read_last_index(vm, rx)? {
        Some(li) => builtin_exec(vm, rx, s, li),
        None => slow(vm, "rxExecSlow", c.this, vec![Value::String(s)]),
    }
}

/// `rxExecAt(R, S, lastIndex)`: RegExpBuiltinExec after the prelude converted `lastIndex`.
fn hidden_exec_at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(rx) = is_regexp(vm, c.arg(0)) else {
        return Err(incompatible(vm, "RegExp.prototype.exec", c.arg(0)));
    };
    let s = vm.str_arg(c, 1)?;
    let li = to_length(vm.num_arg(c, 2)?);
    builtin_exec(vm, rx, s, li)
}

fn test(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Err(incompatible(vm, "RegExp.prototype.test", c.this));
    };
    if pristine(vm, o, need::EXEC)
        && let Some(s) = prim_string(vm, c.arg(0))?
    {
        let li = read_last_index(vm, o)?.unwrap_or(0.0);
        let comp = compiled_of(vm, o)?;
        let text = vm.str_text(s);
        let mut budget = vm.regex_budget(text.len());
        let found = builtin_match(vm, o, &comp, &text, li, &mut budget)?;
        return Ok(Value::Bool(found.is_some()));
    }
    slow_call(vm, "rxTestSlow", c)
}

/// ToString of a primitive argument (`None` for an object, which needs the prelude).
fn prim_string(vm: &mut Vm, v: Value) -> JsResult<Option<StrRef>> {
    match v {
        Value::Object(_) => Ok(None),
        other => Ok(Some(vm.to_str(other)?)),
    }
}

// ---- Symbol.match / matchAll / search ---------------------------------------------------------

/// `RegExp.prototype[Symbol.match]` on a pristine regexp.
fn match_fast(vm: &mut Vm, rx: ObjId, s: StrRef) -> JsResult<Value> {
    let c = compiled_of(vm, rx)?;
    if !c.flags.has(Flags::G) {
        let li = read_last_index(vm, rx)?.unwrap_or(0.0);
        return builtin_exec(vm, rx, s, li);
    }
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    set_last_index(vm, rx, 0.0)?;
    let sticky = c.flags.has(Flags::Y);
    let unicode = c.flags.unicode();
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(f) = find(&c, &text, pos, sticky, &mut budget)? {
        pos = if f.end == f.start { advance(&text, f.end, unicode) } else { f.end };
        out.push(vm.new_str(&text[f.start..f.end]));
    }
    set_last_index(vm, rx, 0.0)?;
    if out.is_empty() {
        return Ok(Value::Null);
    }
    Ok(Value::Object(vm.new_array(out)))
}

fn sym_match(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if !matches!(c.this, Value::Object(_)) {
        return Err(incompatible(vm, "RegExp.prototype.@@match", c.this));
    }
    if let Some(rx) = pristine_value(vm, c.this, need::EXEC | need::FLAGS)
        && let Some(s) = prim_string(vm, c.arg(0))?
    {
        return match_fast(vm, rx, s);
    }
    slow_call(vm, "rxSymMatch", c)
}

/// `RegExp.prototype[Symbol.search]` on a pristine regexp.
fn search_fast(vm: &mut Vm, rx: ObjId, s: StrRef) -> JsResult<Value> {
    let c = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    Ok(match find(&c, &text, 0, c.flags.has(Flags::Y), &mut budget)? {
        Some(f) => Value::Number(f.start as f64),
        None => Value::Number(-1.0),
    })
}

fn sym_search(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if !matches!(c.this, Value::Object(_)) {
        return Err(incompatible(vm, "RegExp.prototype.@@search", c.this));
    }
    if let Some(rx) = pristine_value(vm, c.this, need::EXEC)
        && let Some(s) = prim_string(vm, c.arg(0))?
    {
        return search_fast(vm, rx, s);
    }
    slow_call(vm, "rxSymSearch", c)
}

fn new_iterator(vm: &mut Vm, rx: ObjId, s: StrRef, global: bool, unicode: bool) -> Value {
    let proto = vm.state.realm.regexp_string_iterator_prototype;
    Value::Object(vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(IterKind::RegExpString {
            regexp: Value::Object(rx),
            string: Value::String(s),
            global,
            unicode,
            done: false,
        })),
    )))
}

/// `RegExp.prototype[Symbol.matchAll]` on a pristine regexp: a clone with the same flags and
/// `lastIndex`, iterated.
fn match_all_fast(vm: &mut Vm, rx: ObjId, s: StrRef) -> JsResult<Value> {
    let Class::RegExp(d) = &vm.state.heap.obj(rx).class else {
        return Err(Ctl::type_error("not a RegExp"));
    };
    let (source, flag_text) = (d.source.clone(), d.flags.clone());
    let flags = flags_of(d);
    let li = read_last_index(vm, rx)?.unwrap_or(0.0);
    let matcher = new_regexp(vm, source, &flag_text, None)?;
    set_last_index(vm, matcher, li)?;
    Ok(new_iterator(vm, matcher, s, flags.has(Flags::G), flags.unicode()))
}

fn sym_match_all(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if !matches!(c.this, Value::Object(_)) {
        return Err(incompatible(vm, "RegExp.prototype.@@matchAll", c.this));
    }
    if let Some(rx) = pristine_value(vm, c.this, need::SPECIES | need::FLAGS)
        && let Some(s) = prim_string(vm, c.arg(0))?
    {
        return match_all_fast(vm, rx, s);
    }
    slow_call(vm, "rxSymMatchAll", c)
}

fn hidden_iter_create(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(rx) = c.arg(0) else {
        return Err(Ctl::type_error("not an object"));
    };
    let s = vm.str_arg(c, 1)?;
    let global = vm.truthy(c.arg(2));
    let unicode = vm.truthy(c.arg(3));
    Ok(new_iterator(vm, rx, s, global, unicode))
}

fn set_iter_done(vm: &mut Vm, it: ObjId) {
    if let Class::Iter(k) = &mut vm.state.heap.obj_mut(it).class
        && let IterKind::RegExpString { done, regexp, string, .. } = &mut **k
    {
        *done = true;
        *regexp = Value::Undefined;
        *string = Value::Undefined;
    }
}

fn hidden_iter_finish(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(it) = c.arg(0) {
        set_iter_done(vm, it);
    }
    Ok(Value::Undefined)
}

/// `%RegExpStringIteratorPrototype%.next`.
fn iter_next(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let state = match c.this {
        Value::Object(it) => match &vm.state.heap.obj(it).class {
            Class::Iter(k) => match &**k {
                IterKind::RegExpString { regexp, string, global, unicode, done } => {
                    Some((it, *regexp, *string, *global, *unicode, *done))
                }
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    let Some((it, r, s, global, unicode, done)) = state else {
        let d = receiver_text(vm, c.this);
        return Err(Ctl::type_error(format!(
            "Method %RegExpStringIterator%.prototype.next called on incompatible receiver {d}"
        )));
    };
    if done {
        return Ok(Value::Object(vm.iter_result(Value::Undefined, true)));
    }
    if let (Some(rx), Value::String(s)) = (pristine_value(vm, r, need::EXEC), s) {
        let comp = compiled_of(vm, rx)?;
        let text = vm.str_text(s);
        let li = read_last_index(vm, rx)?.unwrap_or(0.0);
        let mut budget = vm.regex_budget(text.len());
        let Some(f) = builtin_match(vm, rx, &comp, &text, li, &mut budget)? else {
            set_iter_done(vm, it);
            return Ok(Value::Object(vm.iter_result(Value::Undefined, true)));
        };
        let m = exec_result(vm, s, &text, &f, comp.flags.has(Flags::D));
        if global {
            if f.start == f.end {
                let li = read_last_index(vm, rx)?.unwrap_or(0.0);
                let next = if li >= text.len() as f64 { li + 1.0 } else { advance(&text, li as usize, unicode) as f64 };
                set_last_index(vm, rx, next)?;
            }
        } else {
            set_iter_done(vm, it);
        }
        return Ok(Value::Object(vm.iter_result(m, false)));
    }
    slow(vm, "rxIterNextSlow", Value::Undefined, vec![c.this, r, s, Value::Bool(global), Value::Bool(unicode)])
}

// ---- Symbol.replace ---------------------------------------------------------------------------

/// The matches `@@replace` (or `@@match`) collects: every match for a global regexp (leaving
/// `lastIndex` 0), else the one `exec` finds.
fn collect_matches(
    vm: &mut Vm,
    rx: ObjId,
    c: &Compiled,
    text: &[u16],
    budget: &mut engine::Budget,
) -> JsResult<Vec<Found>> {
    if !c.flags.has(Flags::G) {
        let li = read_last_index(vm, rx)?.unwrap_or(0.0);
        return Ok(builtin_match(vm, rx, c, text, li, budget)?.into_iter().collect());
    }
    set_last_index(vm, rx, 0.0)?;
    let sticky = c.flags.has(Flags::Y);
    let unicode = c.flags.unicode();
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(f) = find(c, text, pos, sticky, budget)? {
        pos = if f.end == f.start { advance(text, f.end, unicode) } else { f.end };
        out.push(f);
    }
    set_last_index(vm, rx, 0.0)?;
    Ok(out)
}

/// GetSubstitution with captures given as ranges of `text`.
fn substitute(out: &mut Vec<u16>, text: &[u16], f: &Found, template: &[u16]) {
    let dollar = u16::from(b'$');
    let digit = |u: u16| (u16::from(b'0')..=u16::from(b'9')).contains(&u);
    let ncaps = f.caps.len();
    let mut i = 0;
    while i < template.len() {
        let u = template[i];
        if u != dollar || i + 1 >= template.len() {
            out.push(u);
            i += 1;
            continue;
        }
        let n = template[i + 1];
        match n {
            0x24 => {
                out.push(dollar);
                i += 2;
            }
            0x26 => {
                out.extend_from_slice(&text[f.start..f.end]);
                i += 2;
            }
            0x60 => {
                out.extend_from_slice(&text[..f.start]);
                i += 2;
            }
            0x27 => {
                out.extend_from_slice(&text[f.end.min(text.len())..]);
                i += 2;
            }
            _ if digit(n) => {
                let d1 = usize::from(n - u16::from(b'0'));
                let two = template
                    .get(i + 2)
                    .copied()
                    .filter(|&d| digit(d))
                    .map(|d| d1 * 10 + usize::from(d - u16::from(b'0')));
                let (index, len) = match two {
                    Some(v) if v <= ncaps && v >= 1 => (v, 3),
                    Some(v) if v <= ncaps => (v, 3),
                    _ => (d1, 2),
                };
                if (1..=ncaps).contains(&index) {
                    if let Some((a, b)) = f.caps[index - 1] {
                        out.extend_from_slice(&text[a..b]);
                    }
                } else {
                    out.extend_from_slice(&template[i..i + len]);
                }
                i += len;
            }
            0x3C => {
                let gt = template[i + 2..].iter().position(|&c| c == u16::from(b'>'));
                match gt {
                    Some(g) if !f.named.is_empty() => {
                        let name = &template[i + 2..i + 2 + g];
                        let hit = f.named.iter().find(|(n, _)| n.encode_utf16().eq(name.iter().copied()));
                        if let Some((_, Some((a, b)))) = hit {
                            out.extend_from_slice(&text[*a..*b]);
                        }
                        i += 3 + g;
                    }
                    _ => {
                        out.extend_from_slice(&template[i..i + 2]);
                        i += 2;
                    }
                }
            }
            _ => {
                out.push(dollar);
                i += 1;
            }
        }
    }
}

/// `RegExp.prototype[Symbol.replace]` on a pristine regexp with a string replacement.
fn replace_fast(vm: &mut Vm, rx: ObjId, s: StrRef, repl: StrRef) -> JsResult<Value> {
    let c = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let template = vm.str_text(repl);
    let mut budget = vm.regex_budget(text.len());
    let found = collect_matches(vm, rx, &c, &text, &mut budget)?;
    if found.is_empty() {
        return Ok(Value::String(s));
    }
    let mut out = Vec::with_capacity(text.len());
    let mut next = 0;
    for f in &found {
        if f.start < next {
            continue;
        }
        out.extend_from_slice(&text[next..f.start]);
        substitute(&mut out, &text, f, &template);
        next = f.end;
        vm.check_string_build(out.len() as f64)?;
    }
    if next < text.len() {
        out.extend_from_slice(&text[next..]);
    }
    vm.check_string_build(out.len() as f64)?;
    Ok(vm.new_str_vec(out))
}

fn sym_replace(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if !matches!(c.this, Value::Object(_)) {
        return Err(incompatible(vm, "RegExp.prototype.@@replace", c.this));
    }
    if let Some(rx) = pristine_value(vm, c.this, need::EXEC | need::FLAGS)
        && !matches!(c.arg(1), Value::Object(_))
        && let Some(s) = prim_string(vm, c.arg(0))?
    {
        let repl = vm.to_str(c.arg(1))?;
        return replace_fast(vm, rx, s, repl);
    }
    slow_call(vm, "rxSymReplace", c)
}

/// `rxExecAll(R, S)`: for a pristine regexp, the `exec` results `@@replace` would collect.
fn hidden_exec_all(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(rx) = pristine_value(vm, c.arg(0), need::EXEC | need::FLAGS) else {
        return Err(Ctl::type_error("rxExecAll needs a pristine RegExp"));
    };
    let s = vm.str_arg(c, 1)?;
    let comp = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    let found = collect_matches(vm, rx, &comp, &text, &mut budget)?;
    let d = comp.flags.has(Flags::D);
    let mut list = Vec::with_capacity(found.len());
    for f in &found {
        list.push(exec_result(vm, s, &text, f, d));
    }
    Ok(Value::Object(vm.new_array(list)))
}

/// `rxReplaceCalls(R, S)`: for a pristine regexp, the replacer arguments of every match `@@replace`
/// collects (`[matched, ...captures, position, S, groups?]`) and their spans
/// (`[start0, end0, start1, end1, …]`).
fn hidden_replace_calls(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(rx) = pristine_value(vm, c.arg(0), need::EXEC | need::FLAGS) else {
        return Err(Ctl::type_error("rxReplaceCalls needs a pristine RegExp"));
    };
    let s = vm.str_arg(c, 1)?;
    let comp = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    let found = collect_matches(vm, rx, &comp, &text, &mut budget)?;
    let mut calls = Vec::with_capacity(found.len());
    let mut spans = Vec::with_capacity(found.len() * 2);
    for f in &found {
        let mut args = Vec::with_capacity(f.caps.len() + 4);
        args.push(vm.new_str(&text[f.start..f.end]));
        for cap in &f.caps {
            args.push(match *cap {
                Some((a, b)) => vm.new_str(&text[a..b]),
                None => Value::Undefined,
            });
        }
        args.push(Value::Number(f.start as f64));
        args.push(Value::String(s));
        if !f.named.is_empty() {
            let g = vm.new_object_with_proto(None);
            for (name, r) in &f.named {
                let key = vm.intern(name);
                let v = match *r {
                    Some((a, b)) => vm.new_str(&text[a..b]),
                    None => Value::Undefined,
                };
                vm.state.heap.obj_mut(g).props.set(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
            }
            args.push(Value::Object(g));
        }
        calls.push(Value::Object(vm.new_array(args)));
        spans.push(Value::Number(f.start as f64));
        spans.push(Value::Number(f.end as f64));
    }
    let calls = vm.new_array(calls);
    let spans = vm.new_array(spans);
    Ok(Value::Object(vm.new_array(vec![Value::Object(calls), Value::Object(spans)])))
}

/// `rxAssemble(S, spans, parts)`: `S` with each span replaced by the matching part (strings).
fn hidden_assemble(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let spans = vm.array_values(c.arg(1));
    let parts = vm.array_values(c.arg(2));
    let text = vm.str_text(s);
    let mut out: Vec<u16> = Vec::with_capacity(text.len());
    let mut next = 0usize;
    for (k, part) in parts.iter().enumerate() {
        let (Some(a), Some(b)) =
            (spans.get(2 * k).and_then(|v| v.as_number()), spans.get(2 * k + 1).and_then(|v| v.as_number()))
        else {
            break;
        };
        let (a, b) = (a as usize, b as usize);
        if a < next || a > b || b > text.len() {
            continue;
        }
        out.extend_from_slice(&text[next..a]);
        if let Value::String(p) = part {
            let t = vm.str_text(*p);
            out.extend_from_slice(&t);
        }
        next = b;
        vm.check_string_build(out.len() as f64)?;
    }
    out.extend_from_slice(&text[next.min(text.len())..]);
    Ok(vm.new_str_vec(out))
}

fn hidden_pristine(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(pristine_value(vm, c.arg(0), need::EXEC | need::FLAGS).is_some()))
}

fn hidden_advance(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let i = vm.num_arg(c, 1)?;
    let unicode = vm.truthy(c.arg(2));
    let text = vm.str_text(s);
    if !(0.0..text.len() as f64).contains(&i) {
        return Ok(Value::Number(i + 1.0));
    }
    Ok(Value::Number(advance(&text, i as usize, unicode) as f64))
}

// ---- Symbol.split -----------------------------------------------------------------------------

/// `limit` as ToUint32 when it needs no JavaScript.
fn split_limit(vm: &mut Vm, v: Value) -> JsResult<Option<u32>> {
    match v {
        Value::Undefined => Ok(Some(u32::MAX)),
        Value::Object(_) => Ok(None),
        other => {
            let n = vm.to_number(other)?;
            Ok(Some(crate::numconv::to_uint32(n)))
        }
    }
}

/// `RegExp.prototype[Symbol.split]` on a pristine regexp.
fn split_fast(vm: &mut Vm, rx: ObjId, s: StrRef, lim: u32) -> JsResult<Value> {
    let c = compiled_of(vm, rx)?;
    let text = vm.str_text(s);
    let mut budget = vm.regex_budget(text.len());
    let lim = lim as usize;
    if lim == 0 {
        return Ok(Value::Object(vm.new_array(Vec::new())));
    }
    let size = text.len();
    if size == 0 {
        let hit = find(&c, &text, 0, true, &mut budget)?;
        let out = if hit.is_some() { Vec::new() } else { vec![Value::String(s)] };
        return Ok(Value::Object(vm.new_array(out)));
    }
    let unicode = c.flags.unicode();
    let mut out: Vec<Value> = Vec::new();
    let mut p = 0;
    let mut q = 0;
    while q < size {
        let Some(f) = find(&c, &text, q, false, &mut budget)? else {
            break;
        };
        if f.start >= size {
            break;
        }
        let e = f.end.min(size);
        if e == p {
            q = advance(&text, f.start, unicode);
            continue;
        }
        out.push(vm.new_str(&text[p..f.start]));
        if out.len() == lim {
            return Ok(Value::Object(vm.new_array(out)));
        }
        p = e;
        for cap in &f.caps {
            out.push(match *cap {
                Some((a, b)) => vm.new_str(&text[a..b]),
                None => Value::Undefined,
            });
            if out.len() == lim {
                return Ok(Value::Object(vm.new_array(out)));
            }
        }
        q = p;
    }
    out.push(vm.new_str(&text[p..size]));
    Ok(Value::Object(vm.new_array(out)))
}

fn sym_split(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if !matches!(c.this, Value::Object(_)) {
        return Err(incompatible(vm, "RegExp.prototype.@@split", c.this));
    }
    if let Some(rx) = pristine_value(vm, c.this, need::SPECIES | need::FLAGS | need::EXEC)
        && let Some(s) = prim_string(vm, c.arg(0))?
        && let Some(lim) = split_limit(vm, c.arg(1))?
    {
        return split_fast(vm, rx, s, lim);
    }
    slow_call(vm, "rxSymSplit", c)
}

// ---- String.prototype -------------------------------------------------------------------------

/// `this` of a String method when it is a string primitive (else the prelude handles it).
fn this_prim_string(c: &NativeCall<'_>) -> Option<StrRef> {
    match c.this {
        Value::String(s) => Some(s),
        _ => None,
    }
}

fn require_coercible(c: &NativeCall<'_>, method: &str) -> JsResult<()> {
    if c.this.is_nullish() {
        return Err(Ctl::type_error(format!("String.prototype.{method} called on null or undefined")));
    }
    Ok(())
}

/// StringIndexOf.
fn index_of(text: &[u16], search: &[u16], from: usize) -> Option<usize> {
    if search.is_empty() {
        return (from <= text.len()).then_some(from);
    }
    if search.len() > text.len() {
        return None;
    }
    let first = search[0];
    let last_start = text.len() - search.len();
    let mut i = from;
    while i <= last_start {
        match text[i..=last_start].iter().position(|&u| u == first) {
            None => return None,
            Some(k) => i += k,
        }
        if text[i..i + search.len()] == *search {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn hidden_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let t = vm.str_arg(c, 1)?;
    let from = vm.num_arg(c, 2)?;
    let text = vm.str_text(s);
    let search = vm.str_text(t);
    if from > text.len() as f64 {
        return Ok(Value::Number(-1.0));
    }
    let from = if from > 0.0 { from as usize } else { 0 };
    Ok(Value::Number(index_of(&text, &search, from).map_or(-1.0, |i| i as f64)))
}

/// `rxSlice(S, start, end)`: the code units `start..end` (clamped).
fn hidden_slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let a = vm.num_arg(c, 1)?;
    let b = vm.num_arg(c, 2)?;
    let text = vm.str_text(s);
    let len = text.len() as f64;
    let a = a.clamp(0.0, len) as usize;
    let b = b.clamp(0.0, len) as usize;
    if a >= b {
        return Ok(vm.new_str(&[]));
    }
    if a == 0 && b == text.len() {
        return Ok(Value::String(s));
    }
    Ok(vm.new_str(&text[a..b]))
}

/// `replace`/`replaceAll` with a string pattern and a string replacement.
fn string_replace(vm: &mut Vm, s: StrRef, search: StrRef, repl: StrRef, all: bool) -> JsResult<Value> {
    let text = vm.str_text(s);
    let pat = vm.str_text(search);
    let template = vm.str_text(repl);
    let mut positions = Vec::new();
    let mut from = 0;
    while let Some(p) = index_of(&text, &pat, from) {
        positions.push(p);
        if !all {
            break;
        }
        from = p + pat.len().max(1);
    }
    if positions.is_empty() {
        return Ok(Value::String(s));
    }
    let mut out = Vec::with_capacity(text.len());
    let mut next = 0;
    for p in positions {
        out.extend_from_slice(&text[next..p]);
        let f = Found { start: p, end: p + pat.len(), caps: Vec::new(), named: Vec::new() };
        substitute(&mut out, &text, &f, &template);
        next = p + pat.len();
        vm.check_string_build(out.len() as f64)?;
    }
    out.extend_from_slice(&text[next.min(text.len())..]);
    vm.check_string_build(out.len() as f64)?;
    Ok(vm.new_str_vec(out))
}

fn str_replace_impl(vm: &mut Vm, c: &NativeCall<'_>, all: bool) -> JsResult<Value> {
    let method = if all { "replaceAll" } else { "replace" };
    require_coercible(c, method)?;
    let slow_name = if all { "stringReplaceAll" } else { "stringReplace" };
    let Some(s) = this_prim_string(c) else {
        return slow_call(vm, slow_name, c);
    };
    let search = c.arg(0);
    let repl = c.arg(1);
    if let Value::Object(_) = search {
        if let Some(rx) = pristine_value(vm, search, need::REPLACE | need::MATCH | need::EXEC | need::FLAGS) {
            let comp = compiled_of(vm, rx)?;
            if all && !comp.flags.has(Flags::G) {
                return Err(Ctl::type_error("String.prototype.replaceAll called with a non-global RegExp argument"));
            }
            if !matches!(repl, Value::Object(_)) {
                let r = vm.to_str(repl)?;
                return replace_fast(vm, rx, s, r);
            }
            if vm.is_callable(repl) {
                return slow(vm, "rxSymReplace", search, vec![Value::String(s), repl]);
            }
        }
        return slow_call(vm, slow_name, c);
    }
    if matches!(repl, Value::Object(_)) {
        return slow_call(vm, slow_name, c);
    }
    let pat = vm.to_str(search)?;
    let r = vm.to_str(repl)?;
    string_replace(vm, s, pat, r, all)
}

fn str_replace(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    str_replace_impl(vm, c, false)
}

fn str_replace_all(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    str_replace_impl(vm, c, true)
}

/// `split` with a string separator.
fn string_split(vm: &mut Vm, s: StrRef, sep: Option<StrRef>, lim: u32) -> Value {
    let lim = lim as usize;
    if lim == 0 {
        return Value::Object(vm.new_array(Vec::new()));
    }
    let Some(sep) = sep else {
        return Value::Object(vm.new_array(vec![Value::String(s)]));
    };
    let text = vm.str_text(s);
    let pat = vm.str_text(sep);
    let mut out = Vec::new();
    if pat.is_empty() {
        for u in text.iter().take(lim) {
            out.push(vm.new_str(&[*u]));
        }
        return Value::Object(vm.new_array(out));
    }
    if text.is_empty() {
        return Value::Object(vm.new_array(vec![Value::String(s)]));
    }
    let mut i = 0;
    while let Some(j) = index_of(&text, &pat, i) {
        out.push(vm.new_str(&text[i..j]));
        if out.len() == lim {
            return Value::Object(vm.new_array(out));
        }
        i = j + pat.len();
    }
    out.push(vm.new_str(&text[i..]));
    Value::Object(vm.new_array(out))
}

fn str_split(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_coercible(c, "split")?;
    let Some(s) = this_prim_string(c) else {
        return slow_call(vm, "stringSplit", c);
    };
    let sep = c.arg(0);
    if let Value::Object(_) = sep {
        if let Some(rx) = pristine_value(vm, sep, need::SPLIT | need::SPECIES | need::FLAGS | need::EXEC)
            && let Some(lim) = split_limit(vm, c.arg(1))?
        {
            return split_fast(vm, rx, s, lim);
        }
        return slow_call(vm, "stringSplit", c);
    }
    let Some(lim) = split_limit(vm, c.arg(1))? else {
        return slow_call(vm, "stringSplit", c);
    };
    let sep = match sep {
        Value::Undefined => None,
        other => Some(vm.to_str(other)?),
    };
    Ok(string_split(vm, s, sep, lim))
}

/// A regexp made from a primitive pattern (RegExpCreate), for `match`/`search`/`matchAll`.
fn create_from_prim(vm: &mut Vm, v: Value, flags: &str) -> JsResult<ObjId> {
    let src: Arc<[u16]> = match v {
        Value::Undefined => Arc::from(&[][..]),
        other => {
            let s = vm.to_str(other)?;
            vm.str_text(s).into_arc()
        }
    };
    new_regexp(vm, src, flags, None)
}

fn str_match(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_coercible(c, "match")?;
    let Some(s) = this_prim_string(c) else {
        return slow_call(vm, "stringMatch", c);
    };
    let re = c.arg(0);
    if let Value::Object(_) = re {
        if let Some(rx) = pristine_value(vm, re, need::MATCH | need::EXEC | need::FLAGS) {
            return match_fast(vm, rx, s);
        }
        return slow_call(vm, "stringMatch", c);
    }
    if !proto_pristine(vm, need::MATCH | need::EXEC | need::FLAGS) {
        return slow_call(vm, "stringMatch", c);
    }
    let rx = create_from_prim(vm, re, "")?;
    match_fast(vm, rx, s)
}

fn str_search(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_coercible(c, "search")?;
    let Some(s) = this_prim_string(c) else {
        return slow_call(vm, "stringSearch", c);
    };
    let re = c.arg(0);
    if let Value::Object(_) = re {
        if let Some(rx) = pristine_value(vm, re, need::SEARCH | need::EXEC) {
            return search_fast(vm, rx, s);
        }
        return slow_call(vm, "stringSearch", c);
    }
    if !proto_pristine(vm, need::SEARCH | need::EXEC) {
        return slow_call(vm, "stringSearch", c);
    }
    let rx = create_from_prim(vm, re, "")?;
    search_fast(vm, rx, s)
}

fn str_match_all(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    require_coercible(c, "matchAll")?;
    let Some(s) = this_prim_string(c) else {
        return slow_call(vm, "stringMatchAll", c);
    };
    let re = c.arg(0);
    if let Value::Object(_) = re {
        if let Some(rx) = pristine_value(vm, re, need::MATCH_ALL | need::MATCH | need::SPECIES | need::FLAGS) {
            let comp = compiled_of(vm, rx)?;
            if !comp.flags.has(Flags::G) {
                return Err(Ctl::type_error("String.prototype.matchAll called with a non-global RegExp argument"));
            }
            return match_all_fast(vm, rx, s);
        }
        return slow_call(vm, "stringMatchAll", c);
    }
    if !proto_pristine(vm, need::MATCH_ALL | need::SPECIES | need::FLAGS) {
        return slow_call(vm, "stringMatchAll", c);
    }
    let rx = create_from_prim(vm, re, "g")?;
    match_all_fast(vm, rx, s)
}
