//! The bounded backtracker behind `RegExp`: pattern structure, risk analysis, and a matcher with
//! a step budget and failure memoization.
//!
//! regress has no step limit, so patterns whose backtracking can explode (nested or ambiguous
//! quantifiers, see [`Plan::new`]) run here instead, and so do sticky matches, which need a
//! match anchored at one position (regress only searches forward), and — when the run has a time
//! limit — searches regress could spend long on ([`Plan::watched`]), because only here do the
//! steps look at the clock ([`Budget::until`]).
//!
//! What it owns: a parser for the *structure* of a JavaScript pattern (alternation, groups,
//! quantifiers, assertions, lookarounds, backreferences, `(?ims-ims:)` modifiers, Annex B
//! escapes) that runs only after regress has accepted the pattern; a compiler to a small
//! instruction list; and an explicit-stack backtracking matcher with ECMAScript semantics
//! (capture reset per iteration, the empty-iteration check, atomic lookarounds, backward
//! matching inside lookbehinds).
//!
//! What it deliberately does not own: the meaning of characters. Every single-character atom
//! (a class, `\d`, `\p{…}`, `.`, a case-insensitive literal) is compiled on its own by regress
//! with the pattern's flags and asked one character at a time (cached per atom), so the two
//! engines agree on character semantics. Patterns it cannot model (`v`-flag classes that match
//! strings, nesting deeper than [`MAX_DEPTH`]) are left to regress.
//!
//! No recursion here is proportional to input length; recursion over the pattern is bounded by
//! [`MAX_DEPTH`].

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Instant;

use rustc_hash::{FxHashMap, FxHashSet};

use super::Flags;

/// Group nesting deeper than this is left to regress (which itself rejects nesting deeper than
/// 256, so in practice every pattern regress accepts fits).
pub(crate) const MAX_DEPTH: usize = 260;

/// Base number of engine steps a native call may spend.
const BUDGET_BASE: u64 = 10_000_000;
/// Extra steps per code unit of input.
const BUDGET_PER_UNIT: u64 = 100;

/// Why the matcher stopped without an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// The step budget ran out.
    Steps,
    /// The run's deadline passed (see [`Budget::until`]).
    Deadline,
    /// The backtrack stack grew past [`MAX_STACK`] entries.
    Stack,
    /// An internal invariant failed (a bug).
    Internal,
}

/// Most backtrack entries a match may hold (16 bytes each, plus a small key for loop heads).
const MAX_STACK: usize = 2_000_000;

/// Most backtrack entries of a match moved from regress to watch a deadline (256 MiB): enough for
/// a few million iterations of a loop over a group, about where V8 stops too.
const MAX_STACK_WATCHED: usize = 16_000_000;

/// Steps between two looks at the clock when a deadline is set (a look costs tens of
/// nanoseconds; this many steps take a few hundred microseconds).
const DEADLINE_EVERY: u64 = 1 << 16;

/// The step budget of one native call, and the run's deadline: a single match can take longer
/// than a whole timeout (the budget allows billions of steps on a long input), and the limits are
/// otherwise checked only between slices of instructions.
#[derive(Debug)]
pub(crate) struct Budget {
    left: u64,
    limit: u64,
    deadline: Option<Instant>,
    /// Most backtrack entries a match may hold.
    max_stack: usize,
    /// Most backtrack entries of a match moved from regress ([`Budget::deadline_only`]).
    watched_stack: usize,
}

impl Budget {
    /// The budget for matching in an input of `len` code units.
    pub(crate) fn for_input(len: usize) -> Budget {
        let limit = BUDGET_BASE.saturating_add(BUDGET_PER_UNIT.saturating_mul(len as u64));
        Budget { left: limit, limit, deadline: None, max_stack: MAX_STACK, watched_stack: MAX_STACK_WATCHED }
    }

    /// The same budget, ending with [`Halt::Deadline`] once `deadline` has passed.
    pub(crate) fn until(mut self, deadline: Option<Instant>) -> Budget {
        self.deadline = deadline;
        self
    }

    /// The same budget for a run whose heap may hold `max_memory` bytes: a match moved from
    /// regress keeps its backtrack stack within that size too (and never below [`MAX_STACK`]).
    pub(crate) fn within(mut self, max_memory: Option<usize>) -> Budget {
        if let Some(m) = max_memory {
            self.watched_stack = (m / std::mem::size_of::<Bt>()).clamp(MAX_STACK, MAX_STACK_WATCHED);
        }
        self
    }

    /// The run's deadline, when it has one.
    pub(crate) fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// No step limit, only the deadline: for a pattern regress would have run unbounded, moved
    /// here only so that the time limit holds during the match (see [`Plan::watched`]).
    ///
    /// regress's own backtracking would grow its stack without bound; the engine's may grow to
    /// [`MAX_STACK_WATCHED`] entries (a loop over a group takes a few entries an iteration), or
    /// what [`Budget::within`] allowed.
    pub(crate) fn deadline_only(&self, deadline: Instant) -> Budget {
        Budget {
            left: u64::MAX,
            limit: u64::MAX,
            deadline: Some(deadline),
            max_stack: self.watched_stack,
            watched_stack: self.watched_stack,
        }
    }

    /// Spends one step.
    #[inline]
    fn tick(&mut self) -> Result<(), Halt> {
        if self.left == 0 {
            return Err(Halt::Steps);
        }
        self.left -= 1;
        if self.left & (DEADLINE_EVERY - 1) == 0
            && let Some(d) = self.deadline
            && Instant::now() >= d
        {
            return Err(Halt::Deadline);
        }
        Ok(())
    }

    /// The whole budget.
    pub(crate) fn limit(&self) -> u64 {
        self.limit
    }
}

/// Named groups of a match in pattern order: the name and the range, if the group took part.
pub(crate) type NamedRanges = Vec<(Rc<str>, Option<(usize, usize)>)>;

/// A match: the whole range, capture ranges (group 1 first) and named groups in pattern order.
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) caps: Vec<Option<(usize, usize)>>,
    pub(crate) named: NamedRanges,
}

impl Found {
    /// From a regress match (offsets are code units for the UTF-16 entry points).
    pub(crate) fn from_regress(m: &regress::Match) -> Found {
        Found {
            start: m.start(),
            end: m.end(),
            caps: m.captures.iter().map(|r| r.as_ref().map(|r| (r.start, r.end))).collect(),
            named: m.named_groups().map(|(n, r)| (Rc::from(n), r.map(|r| (r.start, r.end)))).collect(),
        }
    }
}

// ---- the plan ---------------------------------------------------------------------------------

/// What the engine knows about a pattern: whether it is risky, and its program (built lazily).
pub(crate) struct Plan {
    parsed: Option<Parsed>,
    /// A syntax error regress accepted (quantified assertions, and unicode-mode escapes): the V8
    /// message.
    pub(crate) syntax_error: Option<&'static str>,
    risky: bool,
    /// Quantifiers with a variable count ([`variable_quantifiers`]): the degree of the
    /// polynomial that bounds a failing search on regress.
    degree: u32,
    program: std::cell::OnceCell<Option<Program>>,
}

/// Most steps a search may take on regress (estimated by [`Plan::watched`]) before a run with a
/// deadline moves it to the engine, whose steps look at the clock. regress makes about 10^8 simple
/// steps a second, so this overshoots a deadline by a few tens of milliseconds at most.
const REGRESS_STEPS_UNWATCHED: f64 = 4_194_304.0;

/// V8's reason for a pattern regress rejected, when the engine's parser can tell.
pub(crate) fn syntax_reason(source: &[u16], flags: Flags) -> Option<&'static str> {
    let chars = super::pattern_chars(source, flags.unicode());
    match Parser::parse(&chars, flags) {
        Err(Unsupported(why)) => why,
        Ok(_) => None,
    }
}

impl Plan {
    /// Analyzes a pattern regress has accepted.
    pub(crate) fn new(source: &[u16], flags: Flags) -> Plan {
        let chars = super::pattern_chars(source, flags.unicode());
        let (parsed, syntax_error) = match Parser::parse(&chars, flags) {
            Ok(p) => (Some(p), None),
            // Quantified assertions are errors in every mode; the rest only without Annex B.
            Err(Unsupported(why)) => {
                (None, why.filter(|m| flags.unicode() || *m == "Nothing to repeat" || *m == "Invalid quantifier"))
            }
        };
        let risky = parsed.as_ref().is_some_and(|p| is_risky(&p.root));
        let degree = parsed.as_ref().map_or(0, |p| variable_quantifiers(&p.root));
        Plan { parsed, syntax_error, risky, degree, program: std::cell::OnceCell::new() }
    }

    /// Whether a search in `len` code units that would run on regress must run on the engine
    /// instead because the run has a deadline.
    ///
    /// regress cannot be interrupted, and a pattern that is not risky still costs up to about
    /// `len^(1 + degree)` steps when it fails: every start position, times every way its
    /// variable quantifiers can split the text (`/(a|b)*c/` over a long `abab…` is quadratic,
    /// `/a*a*a*a*b/` over a hundred `a`s takes hours). When that bound is small the search stays on
    /// regress (fast, and a few milliseconds past the deadline at worst); otherwise the engine runs
    /// it with the deadline and no step limit, so the answer is the one regress would give, or
    /// the timeout. A pattern the engine cannot model stays on regress.
    pub(crate) fn watched(&self, sticky: bool, len: usize) -> Option<&Program> {
        if self.risky || sticky || self.degree == 0 {
            return None;
        }
        let cost = (len as f64 + 1.0).powi(1 + self.degree.min(16) as i32);
        if cost <= REGRESS_STEPS_UNWATCHED {
            return None;
        }
        self.program().as_ref()
    }

    /// Whether the pattern can backtrack super-polynomially (and so never runs on regress).
    #[cfg(test)]
    pub(crate) fn risky(&self) -> bool {
        self.risky
    }

    /// The program to use for a match, if the engine should run it: always for risky patterns,
    /// and for sticky matches.
    ///
    /// # Errors
    /// `Err(())` for a risky pattern the engine cannot run (one with a `v`-flag class that
    /// matches strings): it is refused rather than run unbounded on regress.
    pub(crate) fn program_for(&self, sticky: bool) -> Result<Option<&Program>, ()> {
        if self.risky {
            return self.program().as_ref().map(Some).ok_or(());
        }
        if sticky {
            return Ok(self.program().as_ref());
        }
        Ok(None)
    }

    fn program(&self) -> &Option<Program> {
        self.program.get_or_init(|| self.parsed.as_ref().filter(|p| !p.has_strings).map(Program::compile))
    }

    /// The program regardless of risk (tests compare it with regress).
    #[cfg(test)]
    pub(crate) fn forced(&self) -> Option<&Program> {
        self.program().as_ref()
    }
}

// ---- the pattern's structure ----------------------------------------------------------------

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Assertion {
    Start { multiline: bool },
    End { multiline: bool },
    WordBoundary { unicode_icase: bool },
    NotWordBoundary { unicode_icase: bool },
}

#[derive(Debug)]
enum Node {
    Empty,
    /// A literal character compared exactly (code unit, or code point in unicode mode).
    Char(u32),
    /// A single-character atom decided by regress.
    Atom(u32),
    /// `.`: any character but line terminators (any at all with `s`).
    Dot {
        all: bool,
    },
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    Group {
        index: Option<usize>,
        body: Box<Node>,
    },
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    },
    Assert(Assertion),
    Look {
        ahead: bool,
        negate: bool,
        body: Box<Node>,
    },
    BackRef {
        groups: Vec<usize>,
        icase: bool,
    },
}

/// A parsed pattern.
#[derive(Debug)]
struct Parsed {
    root: Node,
    groups: usize,
    names: Vec<(Rc<str>, Vec<usize>)>,
    atoms: Vec<AtomDef>,
    unicode: bool,
    vmode: bool,
    has_backrefs: bool,
    /// A `v`-flag class or property that matches strings: the structure is known (for the risk
    /// analysis) but the engine cannot run it.
    has_strings: bool,
}

/// The text of a single-character atom and the flags it is compiled with.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct AtomDef {
    text: Vec<u32>,
    icase: bool,
    dot_all: bool,
}

/// Flags a modifier group can change.
#[derive(Copy, Clone, Debug)]
struct Mods {
    icase: bool,
    multiline: bool,
    dot_all: bool,
}

#[derive(Debug)]
enum GroupKind {
    Top,
    Capture(usize),
    NonCapture,
    Look { ahead: bool, negate: bool },
}

#[derive(Debug)]
struct Frame {
    kind: GroupKind,
    alts: Vec<Node>,
    seq: Vec<Node>,
    saved: Mods,
}

struct Parser<'a> {
    s: &'a [u32],
    i: usize,
    unicode: bool,
    vmode: bool,
    mods: Mods,
    groups: usize,
    next_group: usize,
    names: Vec<(Rc<str>, Vec<usize>)>,
    atoms: Vec<AtomDef>,
    atom_ids: FxHashMap<AtomDef, u32>,
    has_backrefs: bool,
    has_strings: bool,
}

/// Why the engine leaves a pattern to regress: a syntax error regress missed (its message, for
/// unicode-mode patterns, whose grammar has no Annex B leniency), or a shape it does not model.
#[derive(Debug)]
struct Unsupported(Option<&'static str>);

/// A shape the engine does not model (or an internal inconsistency).
const UNMODELED: Unsupported = Unsupported(None);

type PResult<T> = Result<T, Unsupported>;

const fn ch(c: char) -> u32 {
    c as u32
}

fn is_digit(c: u32) -> bool {
    (ch('0')..=ch('9')).contains(&c)
}

fn hex_val(c: u32) -> Option<u32> {
    char::from_u32(c).and_then(|c| c.to_digit(16))
}

fn is_syntax_char(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| "^$\\.*+?()[]{}|".contains(c))
}

/// Properties of strings (only valid with `v`): they match sequences, which the engine does not
/// model.
const STRING_PROPERTIES: [&str; 7] = [
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
];

fn text_of(s: &[u32]) -> String {
    s.iter().filter_map(|&c| char::from_u32(c)).collect()
}

impl<'a> Parser<'a> {
    fn parse(s: &'a [u32], flags: Flags) -> PResult<Parsed> {
        let mut p = Parser {
            s,
            i: 0,
            unicode: flags.unicode(),
            vmode: flags.has(Flags::V),
            mods: Mods { icase: flags.has(Flags::I), multiline: flags.has(Flags::M), dot_all: flags.has(Flags::S) },
            groups: 0,
            next_group: 1,
            names: Vec::new(),
            atoms: Vec::new(),
            atom_ids: FxHashMap::default(),
            has_backrefs: false,
            has_strings: false,
        };
        p.prescan()?;
        let root = p.run()?;
        Ok(Parsed {
            root,
            groups: p.groups.max(p.next_group - 1),
            names: p.names,
            atoms: p.atoms,
            unicode: p.unicode,
            vmode: p.vmode,
            has_backrefs: p.has_backrefs,
            has_strings: p.has_strings,
        })
    }

    fn peek(&self, k: usize) -> Option<u32> {
        self.s.get(self.i + k).copied()
    }

    /// The end (exclusive) of the class starting at `start` (`[`).
    fn class_end(&self, start: usize) -> PResult<usize> {
        let mut i = start + 1;
        if self.s.get(i) == Some(&ch('^')) {
            i += 1;
        }
        let mut depth = 1usize;
        while i < self.s.len() {
            let c = self.s[i];
            if c == ch('\\') {
                i += 2;
                continue;
            }
            if c == ch('[') && self.vmode {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(UNMODELED);
                }
            } else if c == ch(']') {
                depth -= 1;
                if depth == 0 {
                    return Ok(i + 1);
                }
            }
            i += 1;
        }
        Err(UNMODELED)
    }

    /// Reads a group name starting after `<`; returns it and the index after `>`.
    fn group_name(&self, mut i: usize) -> PResult<(String, usize)> {
        let mut units: Vec<u32> = Vec::new();
        loop {
            let c = *self.s.get(i).ok_or(UNMODELED)?;
            if c == ch('>') {
                break;
            }
            if c == ch('\\') && self.s.get(i + 1) == Some(&ch('u')) {
                i += 2;
                if self.s.get(i) == Some(&ch('{')) {
                    let mut v = 0u32;
                    i += 1;
                    while let Some(h) = self.s.get(i).and_then(|&c| hex_val(c)) {
                        v = v.saturating_mul(16).saturating_add(h);
                        i += 1;
                    }
                    if self.s.get(i) != Some(&ch('}')) {
                        return Err(UNMODELED);
                    }
                    i += 1;
                    units.push(v);
                } else {
                    let mut v = 0u32;
                    for _ in 0..4 {
                        let h = self.s.get(i).and_then(|&c| hex_val(c)).ok_or(UNMODELED)?;
                        v = v * 16 + h;
                        i += 1;
                    }
                    units.push(v);
                }
                continue;
            }
            units.push(c);
            i += 1;
        }
        // Combine surrogate pairs written as two escapes.
        let mut out = String::new();
        let mut k = 0;
        while k < units.len() {
            let u = units[k];
            if (0xD800..0xDC00).contains(&u)
                && let Some(&l) = units.get(k + 1)
                && (0xDC00..0xE000).contains(&l)
            {
                let cp = 0x10000 + ((u - 0xD800) << 10) + (l - 0xDC00);
                out.push(char::from_u32(cp).ok_or(UNMODELED)?);
                k += 2;
                continue;
            }
            out.push(char::from_u32(u).ok_or(UNMODELED)?);
            k += 1;
        }
        Ok((out, i + 1))
    }

    /// Counts capture groups and collects their names.
    fn prescan(&mut self) -> PResult<()> {
        let mut i = 0;
        let mut n = 0usize;
        while i < self.s.len() {
            let c = self.s[i];
            if c == ch('\\') {
                i += 2;
                continue;
            }
            if c == ch('[') {
                i = self.class_end(i)?;
                continue;
            }
            if c == ch('(') {
                if self.s.get(i + 1) != Some(&ch('?')) {
                    n += 1;
                } else if self.s.get(i + 2) == Some(&ch('<'))
                    && !matches!(self.s.get(i + 3), Some(&c) if c == ch('=') || c == ch('!'))
                {
                    n += 1;
                    let (name, _) = self.group_name(i + 3)?;
                    let name: Rc<str> = Rc::from(name.as_str());
                    match self.names.iter_mut().find(|(x, _)| *x == name) {
                        Some((_, list)) => list.push(n),
                        None => self.names.push((name, vec![n])),
                    }
                }
            }
            i += 1;
        }
        self.groups = n;
        Ok(())
    }

    fn atom(&mut self, text: Vec<u32>) -> Node {
        let def = AtomDef { text, icase: self.mods.icase, dot_all: self.mods.dot_all };
        if let Some(&id) = self.atom_ids.get(&def) {
            return Node::Atom(id);
        }
        let id = self.atoms.len() as u32;
        self.atoms.push(def.clone());
        self.atom_ids.insert(def, id);
        Node::Atom(id)
    }

    /// A literal character (compared exactly, or through regress when ignoring case).
    fn literal(&mut self, c: u32) -> Node {
        if !self.mods.icase {
            return Node::Char(c);
        }
        let text: Vec<u32> = if self.unicode {
            format!("\\u{{{c:X}}}").chars().map(u32::from).collect()
        } else {
            format!("\\u{c:04X}").chars().map(u32::from).collect()
        };
        self.atom(text)
    }

    fn run(&mut self) -> PResult<Node> {
        let mut stack: Vec<Frame> =
            vec![Frame { kind: GroupKind::Top, alts: Vec::new(), seq: Vec::new(), saved: self.mods }];
        while self.i < self.s.len() {
            let c = self.s[self.i];
            let top = stack.last_mut().ok_or(UNMODELED)?;
            if c == ch('|') {
                self.i += 1;
                let seq = std::mem::take(&mut top.seq);
                top.alts.push(seq_node(seq));
                continue;
            }
            if c == ch('(') {
                let frame = self.open_group()?;
                stack.push(frame);
                if stack.len() > MAX_DEPTH {
                    return Err(UNMODELED);
                }
                continue;
            }
            if c == ch(')') {
                self.i += 1;
                let frame = stack.pop().ok_or(UNMODELED)?;
                let body = alt_node(frame.alts, frame.seq);
                self.mods = frame.saved;
                let node = match frame.kind {
                    GroupKind::Top => return Err(UNMODELED),
                    GroupKind::Capture(index) => Node::Group { index: Some(index), body: Box::new(body) },
                    GroupKind::NonCapture => Node::Group { index: None, body: Box::new(body) },
                    GroupKind::Look { ahead, negate } => Node::Look { ahead, negate, body: Box::new(body) },
                };
                let node = self.quantified(node)?;
                stack.last_mut().ok_or(UNMODELED)?.seq.push(node);
                continue;
            }
            let node = match c {
                _ if c == ch('^') => {
                    self.i += 1;
                    Node::Assert(Assertion::Start { multiline: self.mods.multiline })
                }
                _ if c == ch('$') => {
                    self.i += 1;
                    Node::Assert(Assertion::End { multiline: self.mods.multiline })
                }
                _ if c == ch('.') => {
                    self.i += 1;
                    let n = Node::Dot { all: self.mods.dot_all };
                    self.quantified(n)?
                }
                _ if c == ch('[') => {
                    let end = self.class_end(self.i)?;
                    let text = self.s[self.i..end].to_vec();
                    if self.vmode {
                        let t = text_of(&text);
                        if t.contains("\\q") || STRING_PROPERTIES.iter().any(|p| t.contains(p)) {
                            self.has_strings = true;
                        }
                    }
                    self.i = end;
                    let n = self.atom(text);
                    self.quantified(n)?
                }
                _ if c == ch('\\') => {
                    let n = self.escape()?;
                    if matches!(n, Node::Assert(_)) { n } else { self.quantified(n)? }
                }
                _ if c == ch('*') || c == ch('+') || c == ch('?') => {
                    return Err(Unsupported(Some("Nothing to repeat")));
                }
                _ if (c == ch(']') || c == ch('}')) && self.unicode => {
                    return Err(Unsupported(Some("Lone quantifier brackets")));
                }
                _ if c == ch('{') => {
                    if self.quantifier_at(self.i).is_some() {
                        return Err(Unsupported(Some("Nothing to repeat")));
                    }
                    if self.unicode {
                        return Err(Unsupported(Some("Lone quantifier brackets")));
                    }
                    self.i += 1;
                    let n = self.literal(c);
                    self.quantified(n)?
                }
                _ => {
                    self.i += 1;
                    let n = self.literal(c);
                    self.quantified(n)?
                }
            };
            stack.last_mut().ok_or(UNMODELED)?.seq.push(node);
        }
        if stack.len() != 1 {
            return Err(UNMODELED);
        }
        let frame = stack.pop().ok_or(UNMODELED)?;
        Ok(alt_node(frame.alts, frame.seq))
    }

    fn open_group(&mut self) -> PResult<Frame> {
        let saved = self.mods;
        self.i += 1;
        if self.peek(0) != Some(ch('?')) {
            let index = self.next_group;
            self.next_group += 1;
            return Ok(Frame { kind: GroupKind::Capture(index), alts: Vec::new(), seq: Vec::new(), saved });
        }
        let k = self.peek(1).ok_or(Unsupported(Some("Invalid group")))?;
        let kind = if k == ch(':') {
            self.i += 2;
            GroupKind::NonCapture
        } else if k == ch('=') || k == ch('!') {
            self.i += 2;
            GroupKind::Look { ahead: true, negate: k == ch('!') }
        } else if k == ch('<') {
            let k2 = self.peek(2).ok_or(UNMODELED)?;
            if k2 == ch('=') || k2 == ch('!') {
                self.i += 3;
                GroupKind::Look { ahead: false, negate: k2 == ch('!') }
            } else {
                let (_, end) = self.group_name(self.i + 2)?;
                self.i = end;
                let index = self.next_group;
                self.next_group += 1;
                GroupKind::Capture(index)
            }
        } else {
            // Modifiers: (?ims-ims:
            self.i += 1;
            let mut on = true;
            loop {
                let c = self.peek(0).ok_or(UNMODELED)?;
                self.i += 1;
                match char::from_u32(c) {
                    Some(':') => break,
                    Some('-') => on = false,
                    Some('i') => self.mods.icase = on,
                    Some('m') => self.mods.multiline = on,
                    Some('s') => self.mods.dot_all = on,
                    _ => return Err(UNMODELED),
                }
            }
            GroupKind::NonCapture
        };
        Ok(Frame { kind, alts: Vec::new(), seq: Vec::new(), saved })
    }

    /// A `{n}`, `{n,}` or `{n,m}` quantifier at `i`: its bounds and the index after it.
    fn quantifier_at(&self, i: usize) -> Option<(u32, Option<u32>, usize)> {
        if self.s.get(i) != Some(&ch('{')) {
            return None;
        }
        let mut j = i + 1;
        let num = |j: &mut usize| -> Option<u32> {
            let start = *j;
            let mut v: u64 = 0;
            while let Some(&c) = self.s.get(*j)
                && is_digit(c)
            {
                v = (v * 10 + u64::from(c - ch('0'))).min(u64::from(u32::MAX));
                *j += 1;
            }
            (*j > start).then_some(v as u32)
        };
        let min = num(&mut j)?;
        let max = if self.s.get(j) == Some(&ch(',')) {
            j += 1;
            if self.s.get(j) == Some(&ch('}')) { None } else { Some(num(&mut j)?) }
        } else {
            Some(min)
        };
        if self.s.get(j) != Some(&ch('}')) {
            return None;
        }
        Some((min, max, j + 1))
    }

    /// Applies a quantifier following the node, if any.
    fn quantified(&mut self, node: Node) -> PResult<Node> {
        let Some(c) = self.peek(0) else {
            return Ok(node);
        };
        let (min, max) = if c == ch('*') {
            self.i += 1;
            (0, None)
        } else if c == ch('+') {
            self.i += 1;
            (1, None)
        } else if c == ch('?') {
            self.i += 1;
            (0, Some(1))
        } else if let Some((min, max, end)) = self.quantifier_at(self.i) {
            self.i = end;
            (min, max)
        } else if c == ch('{') && self.unicode {
            return Err(Unsupported(Some("Incomplete quantifier")));
        } else {
            return Ok(node);
        };
        let greedy = if self.peek(0) == Some(ch('?')) {
            self.i += 1;
            false
        } else {
            true
        };
        if matches!(node, Node::Assert(_)) {
            return Err(Unsupported(Some("Nothing to repeat")));
        }
        if matches!(node, Node::Look { ahead: false, .. }) || (self.unicode && matches!(node, Node::Look { .. })) {
            return Err(Unsupported(Some("Invalid quantifier")));
        }
        if let Some(m) = max
            && m < min
        {
            return Err(Unsupported(Some("numbers out of order in {} quantifier")));
        }
        Ok(Node::Repeat { body: Box::new(node), min, max, greedy })
    }

    /// An escape outside a class (`self.i` at the backslash).
    fn escape(&mut self) -> PResult<Node> {
        let start = self.i;
        self.i += 1;
        let c = self.peek(0).ok_or(UNMODELED)?;
        self.i += 1;
        let unicode_icase = self.unicode && self.mods.icase;
        let Some(k) = char::from_u32(c) else {
            return Ok(self.literal(c));
        };
        Ok(match k {
            'b' => Node::Assert(Assertion::WordBoundary { unicode_icase }),
            'B' => Node::Assert(Assertion::NotWordBoundary { unicode_icase }),
            'd' | 'D' | 'w' | 'W' | 's' | 'S' => {
                let text = self.s[start..self.i].to_vec();
                self.atom(text)
            }
            'p' | 'P' if self.unicode => {
                if self.peek(0) != Some(ch('{')) {
                    return Err(Unsupported(Some("Invalid property name")));
                }
                while let Some(c) = self.peek(0) {
                    self.i += 1;
                    if c == ch('}') {
                        break;
                    }
                }
                let text = self.s[start..self.i].to_vec();
                if self.vmode {
                    let t = text_of(&text);
                    if STRING_PROPERTIES.iter().any(|p| t.contains(p)) {
                        self.has_strings = true;
                    }
                }
                self.atom(text)
            }
            '1'..='9' => {
                // A backreference, or (Annex B, no such group) an octal or identity escape.
                let mut j = self.i;
                let mut v: u64 = u64::from(c - ch('0'));
                while let Some(&d) = self.s.get(j)
                    && is_digit(d)
                {
                    v = (v * 10 + u64::from(d - ch('0'))).min(1 << 32);
                    j += 1;
                }
                if self.unicode || v as usize <= self.groups {
                    if v as usize > self.groups || v == 0 {
                        return Err(Unsupported(Some("Invalid escape")));
                    }
                    self.i = j;
                    self.has_backrefs = true;
                    return Ok(Node::BackRef { groups: vec![v as usize], icase: self.mods.icase });
                }
                if k == '8' || k == '9' {
                    return Ok(self.literal(c));
                }
                self.i -= 1;
                let v = self.legacy_octal();
                self.literal(v)
            }
            '0' => {
                if self.unicode && self.peek(0).is_some_and(is_digit) {
                    return Err(Unsupported(Some("Invalid decimal escape")));
                }
                if !self.unicode && self.peek(0).is_some_and(is_digit) {
                    self.i -= 1;
                    let v = self.legacy_octal();
                    self.literal(v)
                } else {
                    self.literal(0)
                }
            }
            'k' if self.unicode || !self.names.is_empty() => {
                if self.peek(0) != Some(ch('<')) {
                    return Err(Unsupported(Some("Invalid named reference")));
                }
                let (name, end) = self.group_name(self.i + 1)?;
                self.i = end;
                let groups = self
                    .names
                    .iter()
                    .find(|(n, _)| **n == *name)
                    .map(|(_, g)| g.clone())
                    .ok_or(Unsupported(Some("Invalid named capture referenced")))?;
                self.has_backrefs = true;
                Node::BackRef { groups, icase: self.mods.icase }
            }
            'c' => match self.peek(0).and_then(char::from_u32) {
                Some(l) if l.is_ascii_alphabetic() => {
                    self.i += 1;
                    self.literal(u32::from(l) % 32)
                }
                _ => {
                    if self.unicode {
                        return Err(Unsupported(Some("Invalid Unicode escape")));
                    }
                    // Annex B: a literal backslash; the `c` is read again as a character.
                    self.i -= 1;
                    self.literal(ch('\\'))
                }
            },
            'x' => match (self.peek(0).and_then(hex_val), self.peek(1).and_then(hex_val)) {
                (Some(a), Some(b)) => {
                    self.i += 2;
                    self.literal(a * 16 + b)
                }
                _ if self.unicode => return Err(Unsupported(Some("Invalid escape"))),
                _ => self.literal(c),
            },
            'u' => {
                let v = self.unicode_escape()?;
                self.literal(v)
            }
            't' => self.literal(0x09),
            'n' => self.literal(0x0A),
            'v' => self.literal(0x0B),
            'f' => self.literal(0x0C),
            'r' => self.literal(0x0D),
            _ => {
                if self.unicode && !is_syntax_char(c) && c != ch('/') {
                    return Err(Unsupported(Some("Invalid escape")));
                }
                self.literal(c)
            }
        })
    }

    /// LegacyOctalEscapeSequence at `self.i` (the first digit).
    fn legacy_octal(&mut self) -> u32 {
        let oct = |c: Option<u32>| c.filter(|&c| (ch('0')..=ch('7')).contains(&c));
        let Some(d0) = oct(self.peek(0)) else {
            return 0;
        };
        let mut v = d0 - ch('0');
        self.i += 1;
        let max_digits = if v <= 3 { 3 } else { 2 };
        for _ in 1..max_digits {
            match oct(self.peek(0)) {
                Some(d) => {
                    v = v * 8 + (d - ch('0'));
                    self.i += 1;
                }
                None => break,
            }
        }
        v
    }

    /// `\u` escapes (after the `u`): `\uHHHH`, pairs of them and `\u{…}` in unicode mode.
    fn unicode_escape(&mut self) -> PResult<u32> {
        if self.unicode && self.peek(0) == Some(ch('{')) {
            let mut j = self.i + 1;
            let mut v: u32 = 0;
            while let Some(h) = self.s.get(j).and_then(|&c| hex_val(c)) {
                v = v.saturating_mul(16).saturating_add(h);
                j += 1;
            }
            if self.s.get(j) != Some(&ch('}')) || v > 0x10FFFF {
                return Err(Unsupported(Some("Invalid Unicode escape")));
            }
            self.i = j + 1;
            return Ok(v);
        }
        let four = |at: usize| -> Option<u32> {
            let mut v = 0;
            for k in 0..4 {
                v = v * 16 + self.s.get(at + k).and_then(|&c| hex_val(c))?;
            }
            Some(v)
        };
        let Some(v) = four(self.i) else {
            if self.unicode {
                return Err(Unsupported(Some("Invalid Unicode escape")));
            }
            return Ok(ch('u'));
        };
        self.i += 4;
        if self.unicode
            && (0xD800..0xDC00).contains(&v)
            && self.peek(0) == Some(ch('\\'))
            && self.peek(1) == Some(ch('u'))
            && let Some(l) = four(self.i + 2)
            && (0xDC00..0xE000).contains(&l)
        {
            self.i += 6;
            return Ok(0x10000 + ((v - 0xD800) << 10) + (l - 0xDC00));
        }
        Ok(v)
    }
}

fn seq_node(mut seq: Vec<Node>) -> Node {
    match seq.len() {
        0 => Node::Empty,
        1 => seq.pop().unwrap_or(Node::Empty),
        _ => Node::Seq(seq),
    }
}

fn alt_node(mut alts: Vec<Node>, seq: Vec<Node>) -> Node {
    if alts.is_empty() {
        return seq_node(seq);
    }
    alts.push(seq_node(seq));
    Node::Alt(alts)
}

// ---- risk analysis --------------------------------------------------------------------------

/// Whether a node can match the empty string (conservatively true when unsure).
fn nullable(n: &Node) -> bool {
    match n {
        Node::Empty | Node::Assert(_) | Node::Look { .. } | Node::BackRef { .. } => true,
        Node::Char(_) | Node::Atom(_) | Node::Dot { .. } => false,
        Node::Seq(v) => v.iter().all(nullable),
        Node::Alt(v) => v.iter().any(nullable),
        Node::Group { body, .. } => nullable(body),
        Node::Repeat { body, min, .. } => *min == 0 || nullable(body),
    }
}

/// The literal first character of a node, when it is one for sure.
fn first_literal(n: &Node) -> Option<u32> {
    match n {
        Node::Char(c) => Some(*c),
        Node::Seq(v) => v.first().and_then(first_literal),
        Node::Group { body, .. } => first_literal(body),
        Node::Repeat { body, min, .. } if *min > 0 => first_literal(body),
        _ => None,
    }
}

/// Whether the alternatives of an alternation may start the same way.
fn ambiguous_alt(branches: &[Node]) -> bool {
    let mut seen = FxHashSet::default();
    for b in branches {
        if nullable(b) {
            return true;
        }
        match first_literal(b) {
            Some(c) => {
                if !seen.insert(c) {
                    return true;
                }
            }
            None => return true,
        }
    }
    false
}

/// Whether a node contains a choice point that lets a repetition around it split the same text
/// in several ways: a variable quantifier, an ambiguous alternation, or a backreference.
fn has_choice(n: &Node) -> bool {
    match n {
        Node::Empty | Node::Char(_) | Node::Atom(_) | Node::Dot { .. } | Node::Assert(_) => false,
        Node::BackRef { .. } => true,
        Node::Seq(v) => v.iter().any(has_choice),
        Node::Alt(v) => ambiguous_alt(v) || v.iter().any(has_choice),
        Node::Group { body, .. } | Node::Look { body, .. } => has_choice(body),
        Node::Repeat { body, min, max, .. } => max.is_none_or(|m| m != *min) || has_choice(body),
    }
}

/// The number of quantifiers with a variable count (`*`, `+`, `?`, `{m,n}` with `m < n`), the
/// choice points that make a search on regress polynomial in the input length (capped at 16).
fn variable_quantifiers(n: &Node) -> u32 {
    let here = match n {
        Node::Empty | Node::Char(_) | Node::Atom(_) | Node::Dot { .. } | Node::Assert(_) | Node::BackRef { .. } => 0,
        Node::Seq(v) | Node::Alt(v) => v.iter().map(variable_quantifiers).fold(0, u32::saturating_add),
        Node::Group { body, .. } | Node::Look { body, .. } => variable_quantifiers(body),
        Node::Repeat { body, min, max, .. } => {
            u32::from(max.is_none_or(|m| m != *min)).saturating_add(variable_quantifiers(body))
        }
    };
    here.min(16)
}

/// Mandatory iterations of a body that can match empty beyond which regress's memory use (about
/// 13 bytes an iteration, even when nothing is consumed) is no longer acceptable.
const MANY_EMPTY_ITERATIONS: u32 = 10_000;

/// Whether a pattern is risky: a repetition (more than once) around a choice point, or many
/// mandatory iterations of a body that can match empty (`(?:\b){100000000}` makes regress 0.12
/// allocate gigabytes, and an allocation failure aborts the process).
fn is_risky(n: &Node) -> bool {
    risky_within(n, 1)
}

/// [`is_risky`] for a node repeated at least `times` times by its enclosing quantifiers.
fn risky_within(n: &Node, times: u64) -> bool {
    match n {
        Node::Empty | Node::Char(_) | Node::Atom(_) | Node::Dot { .. } | Node::Assert(_) | Node::BackRef { .. } => {
            false
        }
        Node::Seq(v) | Node::Alt(v) => v.iter().any(|x| risky_within(x, times)),
        Node::Group { body, .. } | Node::Look { body, .. } => risky_within(body, times),
        Node::Repeat { body, min, max, .. } => {
            let total = times.saturating_mul(u64::from(*min).max(1));
            (max.is_none_or(|m| m > 1) && has_choice(body))
                || (total >= u64::from(MANY_EMPTY_ITERATIONS) && nullable(body))
                || risky_within(body, total)
        }
    }
}

// ---- the program ------------------------------------------------------------------------------

#[derive(Copy, Clone, Debug)]
enum Matcher {
    Char(u32),
    Atom(u32),
    Dot { all: bool },
}

#[derive(Clone, Debug)]
enum Inst {
    /// Consume one character matching `m` (leftwards when `back`).
    One {
        m: Matcher,
        back: bool,
    },
    /// `m{min,max}` over single characters, without registers.
    Star {
        m: Matcher,
        min: u32,
        max: u32,
        greedy: bool,
        back: bool,
    },
    Assert(Assertion),
    /// Try `a`, then `b`.
    Split(usize, usize),
    /// `a` when the next character is `c`, else `b`: branch `a` begins with `c` and no later
    /// branch can (an alternation whose branches begin with distinct literals).
    SplitOn {
        c: u32,
        a: usize,
        b: usize,
    },
    Jmp(usize),
    /// Capture slot := position.
    Save(usize),
    /// Loop register `reg` := 0.
    RepeatInit(usize),
    /// The head of a loop: decide between another iteration (`enter`) and leaving (`exit`).
    RepeatHead {
        reg: usize,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        enter: usize,
        exit: usize,
        memo: Option<u32>,
    },
    /// Start of an iteration: remember the position, reset the body's captures.
    RepeatEnter {
        reg: usize,
        caps: (usize, usize),
    },
    /// End of an iteration: the empty check, count it, back to the head.
    RepeatEnd {
        reg: usize,
        min: u32,
        head: usize,
    },
    BackRef {
        groups: Vec<usize>,
        icase: bool,
        back: bool,
    },
    LookStart {
        negate: bool,
        end: usize,
    },
    LookEnd,
    Match,
}

/// Which loop registers matter after a loop head (for the memo key).
#[derive(Clone, Debug)]
struct MemoSpec {
    /// (register, min): counts, clamped at `min` when the loop is unbounded (`None`).
    counts: Vec<(usize, Option<u32>)>,
    /// Iteration-start registers of enclosing loops whose body can match empty.
    starts: Vec<usize>,
}

/// A compiled pattern for the bounded matcher.
pub(crate) struct Program {
    insts: Vec<Inst>,
    atoms: Vec<AtomState>,
    groups: usize,
    names: Vec<(Rc<str>, Vec<usize>)>,
    unicode: bool,
    regs: usize,
    memo_specs: Vec<MemoSpec>,
}

/// A single-character atom compiled by regress, with its answers cached.
struct AtomState {
    def: AtomDef,
    unicode: bool,
    vmode: bool,
    regex: std::cell::OnceCell<Option<regress::Regex>>,
    ascii_known: Cell<u128>,
    ascii_yes: Cell<u128>,
    others: RefCell<FxHashMap<u32, bool>>,
}

const ATOM_CACHE_MAX: usize = 4096;

impl AtomState {
    fn regex(&self) -> Option<&regress::Regex> {
        self.regex
            .get_or_init(|| {
                let mut text = vec![ch('('), ch('?'), ch(':')];
                text.extend_from_slice(&self.def.text);
                text.push(ch(')'));
                let flags = regress::Flags {
                    icase: self.def.icase,
                    dot_all: self.def.dot_all,
                    unicode: self.unicode && !self.vmode,
                    unicode_sets: self.vmode,
                    ..regress::Flags::default()
                };
                regress::Regex::from_unicode(text.into_iter(), flags).ok()
            })
            .as_ref()
    }

    fn ask(&self, c: u32) -> bool {
        let Some(re) = self.regex() else {
            return false;
        };
        let mut buf = [0u16; 2];
        let units: &[u16] = if self.unicode {
            match char::from_u32(c) {
                Some(ch) => ch.encode_utf16(&mut buf),
                None => {
                    buf[0] = c as u16;
                    &buf[..1]
                }
            }
        } else {
            buf[0] = c as u16;
            &buf[..1]
        };
        let m = if self.unicode { re.find_from_utf16(units, 0).next() } else { re.find_from_ucs2(units, 0).next() };
        m.is_some_and(|m| m.start() == 0 && m.end() == units.len())
    }

    fn matches(&self, c: u32) -> bool {
        if c < 128 {
            let bit = 1u128 << c;
            if self.ascii_known.get() & bit != 0 {
                return self.ascii_yes.get() & bit != 0;
            }
            let r = self.ask(c);
            self.ascii_known.set(self.ascii_known.get() | bit);
            if r {
                self.ascii_yes.set(self.ascii_yes.get() | bit);
            }
            return r;
        }
        if let Some(&r) = self.others.borrow().get(&c) {
            return r;
        }
        let r = self.ask(c);
        let mut m = self.others.borrow_mut();
        if m.len() >= ATOM_CACHE_MAX {
            m.clear();
        }
        m.insert(c, r);
        r
    }
}

struct Compiler<'p> {
    parsed: &'p Parsed,
    insts: Vec<Inst>,
    regs: usize,
    memo: bool,
    memo_specs: Vec<MemoSpec>,
    /// Enclosing loops: (register, min, max, body nullable).
    loops: Vec<(usize, u32, Option<u32>, bool)>,
}

/// The capture groups (lowest, highest + 1) inside a node.
fn cap_range(n: &Node, lo: &mut usize, hi: &mut usize) {
    match n {
        Node::Group { index, body } => {
            if let Some(i) = index {
                *lo = (*lo).min(*i);
                *hi = (*hi).max(*i + 1);
            }
            cap_range(body, lo, hi);
        }
        Node::Seq(v) | Node::Alt(v) => v.iter().for_each(|x| cap_range(x, lo, hi)),
        Node::Repeat { body, .. } | Node::Look { body, .. } => cap_range(body, lo, hi),
        _ => {}
    }
}

fn single_matcher(n: &Node) -> Option<Matcher> {
    match n {
        Node::Char(c) => Some(Matcher::Char(*c)),
        Node::Atom(a) => Some(Matcher::Atom(*a)),
        Node::Dot { all } => Some(Matcher::Dot { all: *all }),
        Node::Group { index: None, body } => single_matcher(body),
        _ => None,
    }
}

impl Compiler<'_> {
    fn pc(&self) -> usize {
        self.insts.len()
    }

    fn emit(&mut self, n: &Node, back: bool) {
        match n {
            Node::Empty => {}
            Node::Char(c) => self.insts.push(Inst::One { m: Matcher::Char(*c), back }),
            Node::Atom(a) => self.insts.push(Inst::One { m: Matcher::Atom(*a), back }),
            Node::Dot { all } => self.insts.push(Inst::One { m: Matcher::Dot { all: *all }, back }),
            Node::Seq(v) => {
                if back {
                    v.iter().rev().for_each(|x| self.emit(x, back));
                } else {
                    v.iter().for_each(|x| self.emit(x, back));
                }
            }
            Node::Alt(v) => {
                // Branches that begin with distinct literals: at most one can match here, so the
                // choice is made on the next character and leaves no backtrack entry.
                let decided = !back && !ambiguous_alt(v);
                let mut jumps = Vec::new();
                for (k, b) in v.iter().enumerate() {
                    if k + 1 < v.len() {
                        let split = self.pc();
                        self.insts.push(Inst::Split(split + 1, 0));
                        self.emit(b, back);
                        jumps.push(self.pc());
                        self.insts.push(Inst::Jmp(0));
                        let next = self.pc();
                        self.insts[split] = match first_literal(b).filter(|_| decided) {
                            Some(c) => Inst::SplitOn { c, a: split + 1, b: next },
                            None => Inst::Split(split + 1, next),
                        };
                    } else {
                        self.emit(b, back);
                    }
                }
                let end = self.pc();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Group { index, body } => match index {
                Some(i) => {
                    let (first, second) = if back { (2 * i + 1, 2 * i) } else { (2 * i, 2 * i + 1) };
                    self.insts.push(Inst::Save(first));
                    self.emit(body, back);
                    self.insts.push(Inst::Save(second));
                }
                None => self.emit(body, back),
            },
            Node::Assert(a) => self.insts.push(Inst::Assert(*a)),
            Node::BackRef { groups, icase } => {
                self.insts.push(Inst::BackRef { groups: groups.clone(), icase: *icase, back })
            }
            Node::Look { ahead, negate, body } => {
                let start = self.pc();
                self.insts.push(Inst::LookStart { negate: *negate, end: 0 });
                self.emit(body, !*ahead);
                self.insts.push(Inst::LookEnd);
                let end = self.pc();
                self.insts[start] = Inst::LookStart { negate: *negate, end };
            }
            Node::Repeat { body, min, max, greedy } => self.emit_repeat(body, *min, *max, *greedy, back),
        }
    }

    fn emit_repeat(&mut self, body: &Node, min: u32, max: Option<u32>, greedy: bool, back: bool) {
        if max == Some(0) {
            return;
        }
        if min == 1 && max == Some(1) {
            self.emit(body, back);
            return;
        }
        if let Some(m) = single_matcher(body) {
            self.insts.push(Inst::Star { m, min, max: max.unwrap_or(u32::MAX), greedy, back });
            return;
        }
        let reg = self.regs;
        self.regs += 2;
        let (mut lo, mut hi) = (usize::MAX, 0);
        cap_range(body, &mut lo, &mut hi);
        let caps = if lo == usize::MAX { (0, 0) } else { (lo, hi) };
        let body_nullable = nullable(body);
        let memo = if self.memo {
            let mut counts = vec![(reg, if max.is_none() { Some(min) } else { None })];
            let mut starts = Vec::new();
            for &(r, lmin, lmax, lnull) in &self.loops {
                counts.push((r, if lmax.is_none() { Some(lmin) } else { None }));
                if lnull {
                    starts.push(r + 1);
                }
            }
            self.memo_specs.push(MemoSpec { counts, starts });
            Some((self.memo_specs.len() - 1) as u32)
        } else {
            None
        };
        self.insts.push(Inst::RepeatInit(reg));
        let head = self.pc();
        self.insts.push(Inst::Jmp(0));
        let enter = self.pc();
        self.insts.push(Inst::RepeatEnter { reg, caps });
        self.loops.push((reg, min, max, body_nullable));
        self.emit(body, back);
        self.loops.pop();
        self.insts.push(Inst::RepeatEnd { reg, min, head });
        let exit = self.pc();
        self.insts[head] = Inst::RepeatHead { reg, min, max, greedy, enter, exit, memo };
    }
}

impl Program {
    fn compile(p: &Parsed) -> Program {
        let mut c = Compiler {
            parsed: p,
            insts: Vec::new(),
            regs: 0,
            memo: !p.has_backrefs,
            memo_specs: Vec::new(),
            loops: Vec::new(),
        };
        c.insts.push(Inst::Save(0));
        c.emit(&p.root, false);
        c.insts.push(Inst::Save(1));
        c.insts.push(Inst::Match);
        let vmode = p.vmode;
        let atoms = c
            .parsed
            .atoms
            .iter()
            .map(|d| AtomState {
                def: d.clone(),
                unicode: p.unicode,
                vmode,
                regex: std::cell::OnceCell::new(),
                ascii_known: Cell::new(0),
                ascii_yes: Cell::new(0),
                others: RefCell::new(FxHashMap::default()),
            })
            .collect();
        Program {
            insts: c.insts,
            atoms,
            groups: p.groups,
            names: p.names.clone(),
            unicode: p.unicode,
            regs: c.regs,
            memo_specs: c.memo_specs,
        }
    }
}

// ---- the matcher ------------------------------------------------------------------------------

const NONE: usize = usize::MAX;

#[derive(Debug)]
///
/// Sixteen bytes an entry: positions, program counters, slots and registers are stored as `u32`
/// ([`narrow`]/[`wide`]; a string holds fewer than 2^32 code units), and a memo key lives on
/// [`Machine::memo_keys`], whose top belongs to the topmost [`Bt::Memo`].
enum Bt {
    /// Resume at `pc` with `pos`.
    Branch { pc: u32, pos: u32 },
    /// Restore a capture slot.
    Cap { slot: u32, old: u32 },
    /// Restore a loop register.
    Reg { reg: u32, old: u32 },
    /// Greedy single-character loop: give back one character (not below `min_pos`).
    Greedy { pc: u32, min_pos: u32, pos: u32 },
    /// Lazy single-character loop: take one more character.
    Lazy { pc: u32, count: u32, pos: u32 },
    /// Every path from this loop-head state failed: remember it (the key is the top of
    /// [`Machine::memo_keys`]).
    Memo,
    /// A lookaround's frame: where to continue, and the position to restore.
    Look { negate: bool, pos: u32, cont: u32 },
}

const _: () = assert!(std::mem::size_of::<Bt>() == 16);

/// A position, pc, slot or register value as stored in a [`Bt`] ([`NONE`] is kept).
#[inline]
fn narrow(x: usize) -> u32 {
    if x == NONE { u32::MAX } else { x as u32 }
}

/// The inverse of [`narrow`].
#[inline]
fn wide(x: u32) -> usize {
    if x == u32::MAX { NONE } else { x as usize }
}

struct Machine<'a> {
    p: &'a Program,
    text: &'a [u16],
    caps: Vec<usize>,
    regs: Vec<usize>,
    stack: Vec<Bt>,
    /// The keys of the [`Bt::Memo`] entries on `stack`, in the same order.
    memo_keys: Vec<Box<[usize]>>,
    /// Most entries `stack` may hold.
    max_stack: usize,
    failed: FxHashSet<Box<[usize]>>,
    scratch: Vec<usize>,
}

/// The memo table stops growing past this many failed states.
const MEMO_MAX: usize = 1_000_000;

fn is_line_terminator(c: u32) -> bool {
    matches!(c, 0x0A | 0x0D | 0x2028 | 0x2029)
}

fn is_word(c: u32, unicode_icase: bool) -> bool {
    char::from_u32(c).is_some_and(|k| k.is_ascii_alphanumeric() || k == '_')
        || (unicode_icase && (c == 0x017F || c == 0x212A))
}

/// Canonicalize for case-insensitive backreferences (simple case mappings).
fn canonicalize(c: u32, unicode: bool) -> u32 {
    let Some(k) = char::from_u32(c) else {
        return c;
    };
    if unicode {
        let mut l = k.to_lowercase();
        match (l.next(), l.next()) {
            (Some(x), None) => u32::from(x),
            _ => c,
        }
    } else {
        let mut u = k.to_uppercase();
        match (u.next(), u.next()) {
            (Some(x), None) if !(c >= 128 && u32::from(x) < 128) && u32::from(x) <= 0xFFFF => u32::from(x),
            _ => c,
        }
    }
}

impl<'a> Machine<'a> {
    /// The character at `pos` going right (code point in unicode mode) and its width.
    fn next_right(&self, pos: usize) -> Option<(u32, usize)> {
        let u = *self.text.get(pos)?;
        if self.p.unicode
            && (0xD800..0xDC00).contains(&u)
            && let Some(&l) = self.text.get(pos + 1)
            && (0xDC00..0xE000).contains(&l)
        {
            let cp = 0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(l) - 0xDC00);
            return Some((cp, 2));
        }
        Some((u32::from(u), 1))
    }

    /// The character ending at `pos` going left, and its width.
    fn next_left(&self, pos: usize) -> Option<(u32, usize)> {
        if pos == 0 {
            return None;
        }
        let l = self.text[pos - 1];
        if self.p.unicode && (0xDC00..0xE000).contains(&l) && pos >= 2 && (0xD800..0xDC00).contains(&self.text[pos - 2])
        {
            let u = self.text[pos - 2];
            let cp = 0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(l) - 0xDC00);
            return Some((cp, 2));
        }
        Some((u32::from(l), 1))
    }

    fn test(&self, m: Matcher, c: u32) -> bool {
        match m {
            Matcher::Char(x) => x == c,
            Matcher::Dot { all } => all || !is_line_terminator(c),
            Matcher::Atom(a) => self.p.atoms[a as usize].matches(c),
        }
    }

    /// One character matching `m` from `pos`: the new position.
    fn step(&self, m: Matcher, pos: usize, back: bool) -> Option<usize> {
        if back {
            let (c, w) = self.next_left(pos)?;
            self.test(m, c).then(|| pos - w)
        } else {
            let (c, w) = self.next_right(pos)?;
            self.test(m, c).then_some(pos + w)
        }
    }

    fn assert(&self, a: Assertion, pos: usize) -> bool {
        let len = self.text.len();
        match a {
            Assertion::Start { multiline } => {
                pos == 0 || (multiline && is_line_terminator(u32::from(self.text[pos - 1])))
            }
            Assertion::End { multiline } => pos == len || (multiline && is_line_terminator(u32::from(self.text[pos]))),
            Assertion::WordBoundary { unicode_icase } => self.boundary(pos, unicode_icase),
            Assertion::NotWordBoundary { unicode_icase } => !self.boundary(pos, unicode_icase),
        }
    }

    fn boundary(&self, pos: usize, ui: bool) -> bool {
        let a = pos > 0 && is_word(u32::from(self.text[pos - 1]), ui);
        let b = pos < self.text.len() && is_word(u32::from(self.text[pos]), ui);
        a != b
    }

    fn set_cap(&mut self, slot: usize, v: usize) {
        let old = self.caps[slot];
        self.stack.push(Bt::Cap { slot: narrow(slot), old: narrow(old) });
        self.caps[slot] = v;
    }

    fn set_reg(&mut self, reg: usize, v: usize) {
        let old = self.regs[reg];
        if old != v {
            self.stack.push(Bt::Reg { reg: narrow(reg), old: narrow(old) });
            self.regs[reg] = v;
        }
    }

    fn backref(&self, groups: &[usize], icase: bool, back: bool, pos: usize) -> Option<usize> {
        // A group that did not participate matches the empty string.
        let Some((s, e)) = groups.iter().find_map(|&g| {
            let (s, e) = (self.caps[2 * g], self.caps[2 * g + 1]);
            (s != NONE && e != NONE).then_some((s, e))
        }) else {
            return Some(pos);
        };
        let n = e - s;
        let (from, to) = if back {
            (pos.checked_sub(n)?, pos)
        } else {
            (pos, pos.checked_add(n).filter(|&t| t <= self.text.len())?)
        };
        let (a, b) = (&self.text[s..e], &self.text[from..to]);
        if !icase {
            return (a == b).then_some(if back { from } else { to });
        }
        let ca: Vec<u32> = char::decode_utf16(a.iter().copied())
            .map(|r| r.map_or_else(|e| u32::from(e.unpaired_surrogate()), u32::from))
            .collect();
        let cb: Vec<u32> = char::decode_utf16(b.iter().copied())
            .map(|r| r.map_or_else(|e| u32::from(e.unpaired_surrogate()), u32::from))
            .collect();
        let uni = self.p.unicode;
        let same =
            ca.len() == cb.len() && ca.iter().zip(&cb).all(|(&x, &y)| canonicalize(x, uni) == canonicalize(y, uni));
        same.then_some(if back { from } else { to })
    }

    fn memo_key(&mut self, spec: usize, pc: usize, pos: usize) {
        self.scratch.clear();
        self.scratch.push(pc);
        self.scratch.push(pos);
        let spec = &self.p.memo_specs[spec];
        for &(r, clamp) in &spec.counts {
            let v = self.regs[r];
            self.scratch.push(match clamp {
                Some(m) => v.min(m as usize),
                None => v,
            });
        }
        for &r in &spec.starts {
            self.scratch.push(self.regs[r]);
        }
    }

    /// Backtracks to the next alternative: `Some((pc, pos))`, or `None` when exhausted.
    fn backtrack(&mut self, budget: &mut Budget) -> Result<Option<(usize, usize)>, Halt> {
        while let Some(bt) = self.stack.pop() {
            budget.tick()?;
            match bt {
                Bt::Branch { pc, pos } => return Ok(Some((wide(pc), wide(pos)))),
                Bt::Cap { slot, old } => self.caps[wide(slot)] = wide(old),
                Bt::Reg { reg, old } => self.regs[wide(reg)] = wide(old),
                Bt::Greedy { pc, min_pos, pos } => {
                    let (pc, min_pos, pos) = (wide(pc), wide(min_pos), wide(pos));
                    let Inst::Star { back, .. } = self.p.insts[pc] else {
                        return Err(Halt::Internal);
                    };
                    let np = if back {
                        let (_, w) = self.next_right(pos).ok_or(Halt::Internal)?;
                        pos + w
                    } else {
                        let (_, w) = self.next_left(pos).ok_or(Halt::Internal)?;
                        pos - w
                    };
                    if np != min_pos {
                        self.stack.push(Bt::Greedy { pc: narrow(pc), min_pos: narrow(min_pos), pos: narrow(np) });
                    }
                    return Ok(Some((pc + 1, np)));
                }
                Bt::Lazy { pc, count, pos } => {
                    let (pc, pos) = (wide(pc), wide(pos));
                    let Inst::Star { m, max, back, .. } = self.p.insts[pc] else {
                        return Err(Halt::Internal);
                    };
                    if count < max
                        && let Some(np) = self.step(m, pos, back)
                    {
                        self.stack.push(Bt::Lazy { pc: narrow(pc), count: count + 1, pos: narrow(np) });
                        return Ok(Some((pc + 1, np)));
                    }
                }
                Bt::Memo => {
                    let key = self.memo_keys.pop().ok_or(Halt::Internal)?;
                    if self.failed.len() < MEMO_MAX {
                        self.failed.insert(key);
                    }
                }
                Bt::Look { negate, pos, cont } => {
                    if negate {
                        // The body failed: the negative lookaround succeeds.
                        return Ok(Some((wide(cont), wide(pos))));
                    }
                }
            }
        }
        Ok(None)
    }

    /// Runs from `start`; true when the program reaches `Match`.
    fn run(&mut self, start: usize, budget: &mut Budget) -> Result<bool, Halt> {
        let p: &'a Program = self.p;
        let mut pc = 0;
        let mut pos = start;
        loop {
            budget.tick()?;
            if self.stack.len() > self.max_stack {
                return Err(Halt::Stack);
            }
            let ok = match &p.insts[pc] {
                Inst::One { m, back } => match self.step(*m, pos, *back) {
                    Some(np) => {
                        pos = np;
                        pc += 1;
                        true
                    }
                    None => false,
                },
                &Inst::Star { m, min, max, greedy, back } => {
                    let mut count = 0u32;
                    let mut p = pos;
                    while count < min {
                        match self.step(m, p, back) {
                            Some(np) => {
                                p = np;
                                count += 1;
                            }
                            None => break,
                        }
                    }
                    if count < min {
                        false
                    } else if greedy {
                        let min_pos = p;
                        while count < max {
                            budget.tick()?;
                            match self.step(m, p, back) {
                                Some(np) => {
                                    p = np;
                                    count += 1;
                                }
                                None => break,
                            }
                        }
                        if p != min_pos {
                            self.stack.push(Bt::Greedy { pc: narrow(pc), min_pos: narrow(min_pos), pos: narrow(p) });
                        }
                        pos = p;
                        pc += 1;
                        true
                    } else {
                        self.stack.push(Bt::Lazy { pc: narrow(pc), count, pos: narrow(p) });
                        pos = p;
                        pc += 1;
                        true
                    }
                }
                Inst::Assert(a) => {
                    if self.assert(*a, pos) {
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                &Inst::Split(a, b) => {
                    self.stack.push(Bt::Branch { pc: narrow(b), pos: narrow(pos) });
                    pc = a;
                    true
                }
                &Inst::SplitOn { c, a, b } => {
                    pc = if self.next_right(pos).is_some_and(|(x, _)| x == c) { a } else { b };
                    true
                }
                &Inst::Jmp(t) => {
                    pc = t;
                    true
                }
                &Inst::Save(slot) => {
                    self.set_cap(slot, pos);
                    pc += 1;
                    true
                }
                &Inst::RepeatInit(reg) => {
                    self.set_reg(reg, 0);
                    pc += 1;
                    true
                }
                &Inst::RepeatHead { reg, min, max, greedy, enter, exit, memo } => {
                    let n = self.regs[reg];
                    let mut ok = true;
                    if let Some(spec) = memo {
                        self.memo_key(spec as usize, pc, pos);
                        if self.failed.contains(&self.scratch[..]) {
                            ok = false;
                        } else {
                            self.memo_keys.push(self.scratch.clone().into_boxed_slice());
                            self.stack.push(Bt::Memo);
                        }
                    }
                    if ok {
                        if max.is_some_and(|m| n >= m as usize) {
                            pc = exit;
                        } else if n < min as usize {
                            pc = enter;
                        } else if greedy {
                            self.stack.push(Bt::Branch { pc: narrow(exit), pos: narrow(pos) });
                            pc = enter;
                        } else {
                            self.stack.push(Bt::Branch { pc: narrow(enter), pos: narrow(pos) });
                            pc = exit;
                        }
                    }
                    ok
                }
                &Inst::RepeatEnter { reg, caps } => {
                    self.set_reg(reg + 1, pos);
                    for g in caps.0..caps.1 {
                        if self.caps[2 * g] != NONE {
                            self.set_cap(2 * g, NONE);
                        }
                        if self.caps[2 * g + 1] != NONE {
                            self.set_cap(2 * g + 1, NONE);
                        }
                    }
                    pc += 1;
                    true
                }
                &Inst::RepeatEnd { reg, min, head } => {
                    let n = self.regs[reg];
                    if pos == self.regs[reg + 1] {
                        if n >= min as usize {
                            // The empty check: an optional iteration must advance.
                            false
                        } else {
                            // A mandatory iteration matched empty: the remaining mandatory ones
                            // would repeat it exactly (captures inside are reset each time), so
                            // they are taken at once rather than one by one.
                            self.set_reg(reg, min as usize);
                            pc = head;
                            true
                        }
                    } else {
                        self.set_reg(reg, n + 1);
                        pc = head;
                        true
                    }
                }
                Inst::BackRef { groups, icase, back } => match self.backref(groups, *icase, *back, pos) {
                    Some(np) => {
                        pos = np;
                        pc += 1;
                        true
                    }
                    None => false,
                },
                &Inst::LookStart { negate, end } => {
                    self.stack.push(Bt::Look { negate, pos: narrow(pos), cont: narrow(end) });
                    pc += 1;
                    true
                }
                Inst::LookEnd => {
                    // The body matched: find this lookaround's frame.
                    let Some(k) = self.stack.iter().rposition(|b| matches!(b, Bt::Look { .. })) else {
                        return Err(Halt::Internal);
                    };
                    let Bt::Look { negate, pos: p0, cont } = self.stack[k] else {
                        return Err(Halt::Internal);
                    };
                    if negate {
                        // Undo the body, then fail.
                        while self.stack.len() > k + 1 {
                            match self.stack.pop() {
                                Some(Bt::Cap { slot, old }) => self.caps[wide(slot)] = wide(old),
                                Some(Bt::Reg { reg, old }) => self.regs[wide(reg)] = wide(old),
                                Some(Bt::Memo) => {
                                    self.memo_keys.pop();
                                }
                                _ => {}
                            }
                        }
                        self.stack.pop();
                        false
                    } else {
                        // Keep the body's captures (undoable), drop its alternatives.
                        let tail: Vec<Bt> = self.stack.drain(k + 1..).collect();
                        self.stack.pop();
                        let memos = tail.iter().filter(|b| matches!(b, Bt::Memo)).count();
                        self.memo_keys.truncate(self.memo_keys.len() - memos);
                        self.stack.extend(tail.into_iter().filter(|b| matches!(b, Bt::Cap { .. } | Bt::Reg { .. })));
                        pos = wide(p0);
                        pc = wide(cont);
                        true
                    }
                }
                Inst::Match => return Ok(true),
            };
            if !ok {
                match self.backtrack(budget)? {
                    Some((npc, npos)) => {
                        pc = npc;
                        pos = npos;
                    }
                    None => return Ok(false),
                }
            }
        }
    }
}

impl Program {
    /// The first match at or after `start` (only at `start` when `sticky`).
    ///
    /// # Errors
    /// [`Halt`] when the budget or the stack runs out.
    pub(crate) fn exec(
        &self,
        text: &[u16],
        start: usize,
        sticky: bool,
        budget: &mut Budget,
    ) -> Result<Option<Found>, Halt> {
        let mut m = Machine {
            p: self,
            text,
            caps: vec![NONE; 2 * (self.groups + 1)],
            regs: vec![0; self.regs],
            stack: Vec::new(),
            memo_keys: Vec::new(),
            max_stack: budget.max_stack,
            failed: FxHashSet::default(),
            scratch: Vec::new(),
        };
        let mut s = start;
        while s <= text.len() {
            m.caps.iter_mut().for_each(|c| *c = NONE);
            m.stack.clear();
            m.memo_keys.clear();
            if m.run(s, budget)? {
                return Ok(Some(self.found(&m.caps)));
            }
            if sticky {
                break;
            }
            s = match m.next_right(s) {
                Some((_, w)) => s + w,
                None => break,
            };
        }
        Ok(None)
    }

    fn found(&self, caps: &[usize]) -> Found {
        let pair = |g: usize| {
            let (a, b) = (caps[2 * g], caps[2 * g + 1]);
            (a != NONE && b != NONE).then_some((a, b))
        };
        let caps_list: Vec<Option<(usize, usize)>> = (1..=self.groups).map(pair).collect();
        let named = self.names.iter().map(|(n, gs)| (n.clone(), gs.iter().find_map(|&g| pair(g)))).collect();
        Found { start: caps[0], end: caps[1], caps: caps_list, named }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    fn atom(r: &mut Rng) -> String {
        match r.below(9) {
            0 | 1 => "a".into(),
            2 => "b".into(),
            3 => "[ab]".into(),
            4 => ".".into(),
            5 => "[^a]".into(),
            6 => "c".into(),
            7 => "\\w".into(),
            _ => "A".into(),
        }
    }

    fn term(r: &mut Rng, depth: u32, groups: &mut u32) -> String {
        let base = if depth < 3 && r.below(3) == 0 {
            let inner = alt(r, depth + 1, groups);
            match r.below(7) {
                0 | 1 => {
                    *groups += 1;
                    format!("({inner})")
                }
                2 => format!("(?:{inner})"),
                3 => format!("(?={inner})"),
                4 => format!("(?!{inner})"),
                5 => format!("(?<={inner})"),
                _ => format!("(?<!{inner})"),
            }
        } else if *groups > 0 && r.below(12) == 0 {
            format!("\\{}", 1 + r.below(u64::from(*groups)))
        } else if r.below(14) == 0 {
            ["^", "$", "\\b", "\\B"][r.below(4) as usize].into()
        } else {
            atom(r)
        };
        if base.starts_with("(?<")
            || base.starts_with('^')
            || base.starts_with('$')
            || base.starts_with("\\b")
            || base.starts_with("\\B")
        {
            return base;
        }
        let q = match r.below(12) {
            0 => "*",
            1 => "+",
            2 => "?",
            3 => "{1,2}",
            4 => "*?",
            5 => "+?",
            6 => "{0,2}?",
            7 => "{2,3}",
            _ => "",
        };
        format!("{base}{q}")
    }

    fn seq(r: &mut Rng, depth: u32, groups: &mut u32) -> String {
        let n = 1 + r.below(3);
        (0..n).map(|_| term(r, depth, groups)).collect()
    }

    fn alt(r: &mut Rng, depth: u32, groups: &mut u32) -> String {
        let mut s = seq(r, depth, groups);
        if r.below(3) == 0 {
            s.push('|');
            s.push_str(&seq(r, depth, groups));
        }
        s
    }

    /// regress 0.12 loops forever (with unbounded memory) on some failing matches of a loop
    /// around a quantified group whose body can match empty, such as `/(?:(?:a*)?b)*c/` on
    /// `"ab"`. Such patterns are risky, so they never reach regress's matcher outside tests;
    /// here they are skipped.
    fn regress_may_loop(n: &Node, in_loop: bool) -> bool {
        match n {
            Node::Seq(v) | Node::Alt(v) => v.iter().any(|x| regress_may_loop(x, in_loop)),
            Node::Group { body, .. } | Node::Look { body, .. } => regress_may_loop(body, in_loop),
            Node::Repeat { body, .. } => {
                (in_loop && nullable(body) && has_choice(body)) || regress_may_loop(body, true)
            }
            _ => false,
        }
    }

    fn check(pattern: &str, flags: &str, inputs: &[Vec<u16>]) -> Result<(), String> {
        let fu: Vec<u16> = flags.encode_utf16().collect();
        let f = Flags::parse(&fu).unwrap();
        let src: Vec<u16> = pattern.encode_utf16().collect();
        let chars = super::super::pattern_chars(&src, f.unicode());
        let Ok(re) = regress::Regex::from_unicode(chars.into_iter(), f.regress_flags()) else {
            return Ok(());
        };
        let plan = Plan::new(&src, f);
        let Some(prog) = plan.forced() else {
            return Err(format!("/{pattern}/{flags}: not modeled"));
        };
        if regress_may_loop(&plan.parsed.as_ref().ok_or("unparsed")?.root, false) {
            return Ok(());
        }
        for text in inputs {
            for start in 0..=text.len() {
                let want = if f.unicode() {
                    re.find_from_utf16(text, start).next()
                } else {
                    re.find_from_ucs2(text, start).next()
                }
                .map(|m| Found::from_regress(&m));
                let mut b = Budget::for_input(text.len());
                let got = prog.exec(text, start, false, &mut b).map_err(|h| format!("{h:?}"))?;
                let key = |f: &Option<Found>| f.as_ref().map(|f| (f.start, f.end, f.caps.clone()));
                if std::env::var("RX_DUMP_ALL").is_ok() {
                    eprintln!(
                        "DUMP\t{pattern}\t{flags}\t{}\t{start}\t{:?}\tall",
                        String::from_utf16_lossy(text),
                        key(&got)
                    );
                }
                if key(&want) != key(&got) {
                    if std::env::var("RX_DUMP").is_ok() {
                        eprintln!(
                            "DUMP\t{pattern}\t{flags}\t{}\t{start}\t{:?}\trisky={}",
                            String::from_utf16_lossy(text),
                            key(&got),
                            plan.risky()
                        );
                    }
                    return Err(format!(
                        "/{pattern}/{flags} on {:?} from {start}: regress {:?}, engine {:?}",
                        String::from_utf16_lossy(text),
                        key(&want),
                        key(&got)
                    ));
                }
                // Sticky: the engine anchored at `start` equals regress's match if it starts there.
                let mut b = Budget::for_input(text.len());
                let sticky = prog.exec(text, start, true, &mut b).map_err(|h| format!("{h:?}"))?;
                let want_sticky = want.filter(|m| m.start == start);
                if key(&want_sticky) != key(&sticky) {
                    return Err(format!(
                        "/{pattern}/{flags} sticky on {:?} at {start}: regress {:?}, engine {:?}",
                        String::from_utf16_lossy(text),
                        key(&want_sticky),
                        key(&sticky)
                    ));
                }
            }
        }
        Ok(())
    }

    /// Patterns of the random test where regress 0.12 is wrong (node agrees with the engine):
    /// (pattern, flags, input, start, node's match as (start, end, captures)).
    #[allow(clippy::type_complexity)]
    const REGRESS_BUGS: &[(&str, &str, &str, usize, Option<(usize, usize, &[Option<(usize, usize)>])>)] = &[
        (
            r"(((.{1,2})+|a+?[ab]{1,2})?|a{1,2}(?<!a?|[ab]*(?<=[^a]+?[ab]{0,2}?A{1,2})))*a",
            "i",
            " aaAa",
            1,
            Some((1, 5, &[Some((1, 4)), Some((1, 4)), Some((3, 4))])),
        ),
        (
            r"\w*(b{1,2}[ab]+?|([ab]*|\w+?(?:b|b?b+.*?)(c{0,2}?.[^a]*?)?)a*?(?:A*\w|a*?(?:\b[^a])(?:[^a]+.{0,2}?|[^a]A*?b){1,2})+)*?\w",
            "iu",
            "a  c",
            0,
            Some((0, 4, &[Some((1, 3)), Some((1, 1)), None])),
        ),
        (r"(([ab]{1,2}){1,2}|\w+[ab]?)*a+A+?", "i", " aaAa", 2, Some((2, 5, &[Some((2, 3)), Some((2, 3))]))),
        (
            r"(?<=a?(?<=(a{0,2}?)*?(?<!a{0,2}?b{0,2}?[^a]*?|b+?[ab])\1?)|\w+((?<!$a*)(a{1,2}\w*){1,2}){1,2})",
            "iu",
            " aaAa",
            0,
            Some((3, 3, &[None, Some((2, 3)), Some((2, 3))])),
        ),
        (
            r"(?=(.(?:\w{1,2}\wA?){1,2}){1,2}[^a]+?.)+(\1A{1,2}|\w){1,2}|(?!c{0,2}?)[^a]?b{0,2}?",
            "",
            " aaAa",
            0,
            Some((0, 5, &[Some((0, 3)), Some((4, 5))])),
        ),
        (r"(?<!(a?(?:a{0,2}?[ab]*[ab]+?){1,2}(\w\w)?|(.+)+){2,3}\w)\B", "i", "accbAc", 3, None),
        (
            r"(?:(?=(?:[^a]){0,2}?\w*a*)*?((\w.+?|.?[^a]*?)\1(a{1,2}[ab]{0,2}?a*?){1,2})[^a]?)\B",
            "s",
            " aaAa",
            1,
            Some((1, 4, &[Some((1, 3)), Some((1, 2)), Some((2, 3))])),
        ),
        (
            r".*?(?!(?<!a*?(b+?|c{0,2}?)+A*?|c+?(?<!A*?\1{0,2}?|.*))(?<=\w+?)[ab]{1,2})(([^a]+(?!\wA{2,3})\w)+A{0,2}?|.{2,3}\2A?){2,3}",
            "s",
            " aaAa",
            1,
            Some((1, 5, &[None, Some((3, 5)), Some((3, 5))])),
        ),
        (
            r"\B(?=a{0,2}?)*?A|(?![^a]a*\w+?|A[ab]{1,2})+?(a|(a+?[^a]+?)(?<=(?<=[^a]+?\1|$c+[^a]{0,2}?))){2,3}",
            "",
            " aaAa",
            2,
            Some((2, 5, &[Some((4, 5)), None])),
        ),
        (r"(?=A[^a]{2,3}|((a{1,2}a)+)+A)A\2", "iu", " aaAa", 2, Some((2, 5, &[Some((2, 4)), Some((2, 4))]))),
        (
            r"((b{2,3}|(?<!a+c+?)\w?.)+){1,2}c*a+?|(b+?(?<=(?<!\w?|a{0,2}?a+?))){2,3}[^a]+?",
            "u",
            " aaAa",
            0,
            Some((0, 5, &[Some((0, 4)), Some((3, 4)), None])),
        ),
    ];

    #[test]
    fn engine_matches_node_where_regress_is_wrong() {
        for &(p, f, text, start, want) in REGRESS_BUGS {
            let src: Vec<u16> = p.encode_utf16().collect();
            let fu: Vec<u16> = f.encode_utf16().collect();
            let plan = Plan::new(&src, Flags::parse(&fu).unwrap());
            assert!(plan.risky(), "/{p}/ should be risky (so it never runs on regress)");
            let t: Vec<u16> = text.encode_utf16().collect();
            let mut b = Budget::for_input(t.len());
            let got = plan.forced().unwrap().exec(&t, start, false, &mut b).unwrap();
            let got = got.as_ref().map(|g| (g.start, g.end, g.caps.as_slice()));
            assert_eq!(got, want, "/{p}/{f}");
        }
    }

    /// Random patterns over a small grammar, compared with regress on short inputs at every
    /// start (unanchored and sticky). Knobs for exploring: `RX_SEED=<n>` picks another seed,
    /// `RX_DUMP=1` prints each disagreement and `RX_DUMP_ALL=1` every engine result as
    /// tab-separated lines (pattern, flags, input, start, result) to check against node.
    #[test]
    fn engine_agrees_with_regress_on_random_patterns() {
        let seed = std::env::var("RX_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x9E37_79B9_7F4A_7C15u64);
        let mut r = Rng(seed);
        let mut inputs: Vec<Vec<u16>> = vec![Vec::new()];
        for _ in 0..12 {
            let n = r.below(7);
            inputs.push((0..n).map(|_| u16::from(b"abcA "[r.below(5) as usize])).collect());
        }
        let mut failures = Vec::new();
        for i in 0..20000 {
            let mut groups = 0;
            let p = alt(&mut r, 0, &mut groups);
            let flags = ["", "i", "m", "s", "u", "iu"][i % 6];
            if std::env::var("RX_TRACE").is_ok() {
                eprintln!("PATTERN /{p}/{flags}");
            }
            if REGRESS_BUGS.iter().any(|b| b.0 == p) {
                continue;
            }
            if let Err(e) = check(&p, flags, &inputs) {
                failures.push(e);
            }
        }
        assert!(
            failures.is_empty(),
            "{} failures:\n{}",
            failures.len(),
            failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
        );
    }

    #[test]
    fn arbitrary_pattern_text_never_panics() {
        // Random text over the pattern alphabet: whatever regress accepts must parse, compile and
        // run here without panicking (results are compared when regress is safe to run).
        const PIECES: &[&str] = &[
            "a",
            "b",
            "(",
            ")",
            "(?:",
            "(?=",
            "(?!",
            "(?<=",
            "(?<!",
            "(?<n>",
            "\\k<n>",
            "[",
            "]",
            "[^",
            "-",
            "\\",
            "\\1",
            "\\2",
            "\\0",
            "\\c",
            "\\x4",
            "\\u{1F600}",
            "\\u00",
            "*",
            "+",
            "?",
            "{",
            "}",
            "{2}",
            "{1,}",
            ",",
            "|",
            "^",
            "$",
            ".",
            "\\b",
            "\\d",
            "\\w",
            "\\p{L}",
            "\\q{",
            "&&",
            "--",
            "(?i:",
            "(?-i:",
            "\u{1F600}",
            "\u{e9}",
        ];
        let mut r = Rng(0xDEAD_BEEF_1234_5678);
        let inputs: Vec<Vec<u16>> = vec![
            Vec::new(),
            "ab".encode_utf16().collect(),
            "ba(a)".encode_utf16().collect(),
            vec![0xD83D, 0xDE00, 0x61, 0xD83D],
        ];
        let mut failures = Vec::new();
        for i in 0..20000 {
            let n = 1 + r.below(8);
            let p: String = (0..n).map(|_| PIECES[r.below(PIECES.len() as u64) as usize]).collect();
            let flags = ["", "i", "u", "v", "imsu"][i % 5];
            let fu: Vec<u16> = flags.encode_utf16().collect();
            let f = Flags::parse(&fu).unwrap();
            let src: Vec<u16> = p.encode_utf16().collect();
            let chars = super::super::pattern_chars(&src, f.unicode());
            if regress::Regex::from_unicode(chars.into_iter(), f.regress_flags()).is_err() {
                continue;
            }
            let plan = Plan::new(&src, f);
            if plan.parsed.is_none() {
                if plan.syntax_error.is_none() {
                    failures.push(format!("/{p}/{flags}: not parsed"));
                }
                continue;
            }
            let Some(prog) = plan.forced() else {
                continue;
            };
            for t in &inputs {
                for start in 0..=t.len() {
                    let mut b = Budget::for_input(t.len());
                    let _ = prog.exec(t, start, start % 2 == 0, &mut b);
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn fixed_patterns_agree() {
        let inputs: Vec<Vec<u16>> =
            ["", "a", "ab", "aab", "abab", "zaacbbbcac", "baaabaac", "x\nabc\ny", "foo bar", "\u{1F600}x\u{1F600}"]
                .iter()
                .map(|s| s.encode_utf16().collect())
                .chain([vec![0xD83D, 0x61, 0xDE00], vec![0xD800, 0x61, 0xDC00]])
                .collect();
        let pats = [
            ("(a+)+$", ""),
            ("(z)((a+)?(b+)?(c))*", ""),
            ("(.*?)a(?!(a+)b\\2c)\\2(.*)", ""),
            ("(?=(a+))a*b\\1", ""),
            ("(a*)*", ""),
            ("(a*)+", ""),
            ("((a)|b)+", ""),
            ("(?:a|b)*?c", ""),
            ("^abc$", "m"),
            ("\\bfoo\\b", ""),
            ("(?<=\\$)\\d+", ""),
            ("(?<!a)b", ""),
            ("(?<=(a+))b", ""),
            (".", "u"),
            (".", ""),
            ("[^x]", "u"),
            ("\\u{1F600}", "u"),
            ("\\ud83d", ""),
            ("(?:)", "u"),
            ("(a)|b", ""),
            ("a{2,}", ""),
            ("x{", ""),
            ("\\101", ""),
            ("\\cJ", ""),
            ("\\c1", ""),
            ("[\\b]", ""),
            ("\\0", ""),
            ("a]", ""),
            ("\\k", ""),
            ("(?<n>a)\\k<n>", ""),
            ("\\8", ""),
            ("(a)\\10", ""),
            ("(?i:a)b", ""),
            ("a(?-i:b)", "i"),
            ("\\w", "iu"),
            ("B", "i"),
            ("(?<a>x)|(?<a>y)", ""),
            ("\\p{Lu}", "u"),
            ("[\\p{L}--[a-z]]", "v"),
            ("[\\d-z]", ""),
        ];
        let mut failures = Vec::new();
        for (p, f) in pats {
            if let Err(e) = check(p, f, &inputs) {
                failures.push(e);
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn risky_patterns_are_detected() {
        let risky = |p: &str, f: &str| {
            let src: Vec<u16> = p.encode_utf16().collect();
            let fu: Vec<u16> = f.encode_utf16().collect();
            Plan::new(&src, Flags::parse(&fu).unwrap()).risky()
        };
        for p in [
            "(?:\\b){100000000}",
            "(?:(?=a)){20000}",
            "(?:(?:\\b){200}){200}",
            "(a+)+$",
            "(a|a)*$",
            "(a|aa)+$",
            "^(\\w+\\s?)+$",
            "(a*)*b",
            "(x+x+)+y",
            "(.*a){20}",
            "(\\d+,?)+$",
            "((ab)*)+c",
            "(a?a?)*b",
            "(?:a|\\w)+!",
        ] {
            assert!(risky(p, ""), "{p} should be risky");
        }
        for p in [
            "(?:\\b){9999}",
            "(?:ab){1000000}",
            "a+b",
            "\\d+-\\d+",
            "(?:\\r\\n|\\n)+",
            "(abc)+",
            "[a-z]+@[a-z]+\\.com",
            "(?:a|b)*c",
            "^\\s*$",
            "(\\w+)\\s(\\w+)",
        ] {
            assert!(!risky(p, ""), "{p} should not be risky");
        }
    }

    #[test]
    fn pathological_patterns_finish() {
        let cases = [
            ("(a+)+$", "a".repeat(5000) + "b", None),
            ("(a|a)*$", "a".repeat(2000) + "b", Some(2001)),
            ("^(\\w+\\s?)+$", "word ".repeat(400) + "!", None),
            ("(x+x+)+y", "x".repeat(3000), None),
            ("(a*)*b", "a".repeat(3000), None),
        ];
        for (p, text, want) in cases {
            let src: Vec<u16> = p.encode_utf16().collect();
            let plan = Plan::new(&src, Flags::default());
            let prog = plan.program_for(false).unwrap().expect("risky patterns run on the engine");
            let t: Vec<u16> = text.encode_utf16().collect();
            let mut b = Budget::for_input(t.len());
            let r = prog.exec(&t, 0, false, &mut b);
            if let Ok(f) = r {
                assert_eq!(f.map(|f| f.start), want, "{p}");
            }
        }
        // With a backreference there is no memo: the budget stops it.
        let src: Vec<u16> = "(a+)+\\1$".encode_utf16().collect();
        let plan = Plan::new(&src, Flags::default());
        let prog = plan.program_for(false).unwrap().unwrap();
        let t: Vec<u16> = ("a".repeat(40) + "b").encode_utf16().collect();
        let mut b = Budget::for_input(t.len());
        assert_eq!(prog.exec(&t, 0, false, &mut b).err(), Some(Halt::Steps));
    }

    #[test]
    fn deep_backtrack_stacks_are_bounded() {
        // Every iteration of a loop with alternatives keeps entries to come back to.
        let src: Vec<u16> = "(?:a|ab)*c".encode_utf16().collect();
        let plan = Plan::new(&src, Flags::default());
        let prog = plan.program_for(false).unwrap().unwrap();
        let t: Vec<u16> = "a".repeat(1_000_000).encode_utf16().collect();
        let mut b = Budget::for_input(t.len());
        assert_eq!(prog.exec(&t, 0, true, &mut b).err(), Some(Halt::Stack));
    }

    fn plan(p: &str) -> Plan {
        let src: Vec<u16> = p.encode_utf16().collect();
        Plan::new(&src, Flags::default())
    }

    #[test]
    fn searches_that_could_run_long_on_regress_are_watched() {
        // No variable quantifier: linear on regress whatever the input.
        assert!(plan("order_\\d{3} (open|done)").watched(false, 10_000_000).is_none());
        // One: quadratic when it fails, so watched past about two thousand code units.
        let one = plan("(a|b)*c");
        assert!(!one.risky);
        assert!(one.watched(false, 1_000).is_none());
        assert!(one.watched(false, 100_000).is_some());
        // Sticky matches and risky patterns already run on the engine, with its step budget.
        assert!(one.watched(true, 100_000).is_none());
        assert!(plan("(a+)+$").watched(false, 100_000).is_none());
        // Six in a row: hours over a hundred code units, so watched over twenty.
        let six = plan("a*a*a*a*a*a*b");
        assert_eq!(six.degree, 6);
        assert!(six.watched(false, 5).is_none());
        assert!(six.watched(false, 20).is_some());
        // A pattern the engine cannot model stays on regress.
        let src: Vec<u16> = "[\\q{abc}x]*y".encode_utf16().collect();
        let v = Plan::new(&src, Flags::parse(&"v".encode_utf16().collect::<Vec<u16>>()).unwrap());
        assert!(v.watched(false, 100_000).is_none());
    }

    #[test]
    fn a_watched_search_stops_at_the_deadline_not_at_a_step_limit() {
        let p = plan("(a|b)*c");
        let t: Vec<u16> = "ab".repeat(20_000).encode_utf16().collect();
        let prog = p.watched(false, t.len()).unwrap();
        // A deadline already passed: the first look at the clock stops it.
        let past = Instant::now();
        let mut b = Budget::for_input(t.len()).until(Some(past)).deadline_only(past);
        assert_eq!(prog.exec(&t, 0, false, &mut b).err(), Some(Halt::Deadline));
        // A far deadline: the search runs past the step budget a risky pattern would get
        // (10 million + 100 per code unit) and gives regress's answer. (Loops over groups are
        // memoized, so `(a|b)*c` is linear here; runs of single-character loops are not.)
        let far = Instant::now() + std::time::Duration::from_secs(3600);
        let cubic = plan("a*a*a*b");
        let short: Vec<u16> = "a".repeat(160).encode_utf16().collect();
        let mut b = Budget::for_input(short.len()).deadline_only(far);
        let prog = cubic.watched(false, short.len()).unwrap();
        assert_eq!(prog.exec(&short, 0, false, &mut b).unwrap().map(|f| f.start), None);
        assert!(u64::MAX - b.left > 10_000_000 + 100 * short.len() as u64, "{} steps", u64::MAX - b.left);
    }

    #[test]
    fn a_watched_loop_keeps_millions_of_iterations_within_the_memory_limit() {
        // One entry an iteration for a loop over an alternation of literals (the alternation
        // leaves no entry), so a million iterations fit where regress would have run them.
        let p = plan("(?:a|b)*");
        let t: Vec<u16> = "ab".repeat(500_000).encode_utf16().collect();
        let far = Instant::now() + std::time::Duration::from_secs(3600);
        let mut b = Budget::for_input(t.len()).deadline_only(far);
        let f = p.watched(false, t.len()).unwrap().exec(&t, 0, false, &mut b).unwrap().unwrap();
        assert_eq!((f.start, f.end), (0, 1_000_000));
        // A memory limit bounds the stack (never below the unwatched two million entries).
        let small = Budget::for_input(t.len()).within(Some(1 << 20)).deadline_only(far);
        assert_eq!(small.max_stack, MAX_STACK);
        let big = Budget::for_input(t.len()).within(Some(64 << 20)).deadline_only(far);
        assert_eq!(big.max_stack, 4 << 20);
        let capturing = plan("(a|b)*c");
        let t: Vec<u16> = "ab".repeat(2_000_000).encode_utf16().collect();
        let mut b = Budget::for_input(t.len()).within(Some(64 << 20)).deadline_only(far);
        assert_eq!(capturing.watched(false, t.len()).unwrap().exec(&t, 0, false, &mut b).err(), Some(Halt::Stack));
    }
}
