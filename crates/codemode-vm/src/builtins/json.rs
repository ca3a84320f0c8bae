//! `JSON.parse` and `JSON.stringify`.
//!
//! Owns the JSON text parser (iterative over UTF-16 text, with V8's `SyntaxError` messages, which
//! builds the JSON Parse Records of a reviver's walk beside the values when asked), the
//! native `JSON.stringify` for plain data, and the hidden natives the prelude's general paths use
//! (`jsonQuote`, `jsonCtorName`, `jsonUnwrap`, `jsonGap`, `jsonIsError`).
//!
//! What needs program code is in `prelude/json.js`: the reviver walk of `JSON.parse`, and the
//! general `JSON.stringify` (replacer functions, getters, `toJSON`, boxed primitives, exotic
//! objects). The native stringify walks ordinary data objects, arrays and primitives with an
//! explicit stack (with an array replacer, reading its property list by [[Get]]) and hands the
//! whole call to the prelude (`jsonStringifySlow`) the moment it meets anything else; it has done
//! nothing observable by then, so the restart is invisible. A replacer that is an ordinary
//! function starts the resumable walk of `exec/stringify.rs` instead (`Ctl::Stringify`), which
//! calls the prelude's serializer for single properties.
//!
//! Code-mode rules shared by both paths: an error object serializes as
//! `{name, message, ...own enumerable}`, and a promise anywhere in the value throws the
//! `InvalidDataValue` TypeError.
//!
//! Nothing here recurses on the Rust stack in proportion to the data's depth.

use rustc_hash::FxHashSet;

use crate::atoms::atom;
use crate::error::{Ctl, ErrorType, JsResult, TailCall};
use crate::heap::{Class, Slot, attr, oflags};
use crate::numconv;
use crate::property::Lookup;
use crate::strings::{Text, quote_json_into as quote_into};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, Vm};

/// The message of the code-mode promise rule.
pub(crate) const PROMISE_MESSAGE: &str = "JSON.stringify received an un-awaited Promise; await it first.";

/// Newer V8 versions (node 22+) append ` (line L column C)` to positioned parse errors; node 20,
/// the reference here, does not.
const WITH_LINE_COLUMN: bool = false;

/// Native stringify hands containers nested deeper than this to the prelude.
const NATIVE_MAX_DEPTH: usize = 5_000;

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let json = vm.intrinsic_object(Some(op));
    vm.tag(json, "JSON");
    vm.def_method(json, "parse", 2, parse);
    vm.def_method(json, "stringify", 3, stringify);
    vm.def_method(json, "rawJSON", 1, raw_json);
    vm.def_method(json, "isRawJSON", 1, is_raw_json);
    vm.def_global("JSON", Value::Object(json));
    vm.def_hidden("jsonQuote", 1, quote_native);
    vm.def_hidden("jsonCtorName", 1, ctor_name_native);
    vm.def_hidden("jsonUnwrap", 1, unwrap_native);
    vm.def_hidden("jsonGap", 1, gap_native);
    vm.def_hidden("jsonIsError", 1, is_error_native);
    vm.def_hidden("jsonIsRaw", 1, is_raw_json);
}

// ---- JSON.parse -------------------------------------------------------------------------------

fn parse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    use crate::exec::revive;
    let s = vm.str_arg(c, 0)?;
    let text = vm.str_text(s);
    let reviver = c.arg(1);
    if !vm.is_callable(reviver) {
        return parse_json(vm, &text);
    }
    let Some(f) = vm.exported("jsonRevive") else {
        return parse_json(vm, &text);
    };
    let native = revive::applicable(vm, reviver);
    if native && !revive::sees_context(vm, reviver) {
        // The reviver cannot see its `context` argument: no records, no contexts.
        let value = parse_json(vm, &text)?;
        return Err(Ctl::Revive(revive::start(vm, value, reviver, None)));
    }
    let mut rec = Recorder::default();
    let value = parse_json_recording(vm, &text, Some(&mut rec))?;
    // The source spans point into the text: kept as a flat string.
    let rope = s.as_heap().and_then(|h| vm.state.heap.strings.get(h)).is_some_and(|h| h.flat().is_none());
    let source = if rope { vm.new_text(text) } else { Value::String(s) };
    let records = rec.out;
    if native {
        return Err(Ctl::Revive(revive::start(vm, value, reviver, Some((source, records)))));
    }
    let root = match records.recs.len().checked_sub(1) {
        Some(r) => revive::js_records(vm, &records, source)[r].0,
        None => Value::Undefined,
    };
    Err(Ctl::TailCall(Box::new(TailCall {
        callee: Value::Object(f),
        this: Value::Undefined,
        args: vec![value, reviver, root],
        new_target: None,
    })))
}

/// Builds the JSON Parse Records (json-parse-with-source) beside the parse, in one pass: a
/// primitive's record is its source span, a container's the records of its children, which are
/// complete before it (so every record comes after its children's).
#[derive(Default)]
struct Recorder {
    /// The records so far.
    out: crate::exec::revive::Records,
    /// The children of the open containers (key and record), innermost last.
    pending: Vec<(Atom, u32)>,
    /// Where each open container's children start in `pending`.
    bases: Vec<u32>,
}

impl Recorder {
    /// The record of a primitive `v` whose source is `s[a..b]`.
    fn primitive(&mut self, v: Value, a: usize, b: usize) -> u32 {
        self.push(v, a as u32, b as u32)
    }

    fn push(&mut self, val: Value, a: u32, b: u32) -> u32 {
        let r = self.out.recs.len() as u32;
        self.out.recs.push(crate::exec::revive::ParseRec { val, a, b });
        r
    }

    /// The record of a container `v` with no children.
    fn empty(&mut self, v: Value) -> u32 {
        let e = self.out.entries.len() as u32;
        self.push(v, e, e)
    }

    /// A container opens.
    fn open(&mut self) {
        self.bases.push(self.pending.len() as u32);
    }

    /// A child of the innermost open container is complete.
    fn child(&mut self, key: Atom, r: u32) {
        self.pending.push((key, r));
    }

    /// The innermost open container, `v`, closes: its record.
    fn close(&mut self, v: Value) -> u32 {
        let base = self.bases.pop().unwrap_or(0) as usize;
        let a = self.out.entries.len() as u32;
        self.out.entries.extend(self.pending.drain(base.min(self.pending.len())..));
        let b = self.out.entries.len() as u32;
        self.push(v, a, b)
    }
}

/// `JSON.rawJSON(text)`: a frozen null-prototype object whose `rawJSON` is `text`, which must be
/// the JSON text of a primitive without surrounding whitespace.
fn raw_json(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let text = vm.str_text(s);
    let bad_end = |u: Option<&u16>| u.is_none_or(|&u| matches!(u, 0x09 | 0x0A | 0x0D | 0x20));
    if bad_end(text.first()) || bad_end(text.last()) {
        return Err(Ctl::syntax_error("JSON.rawJSON cannot be empty or start or end with whitespace"));
    }
    let v = parse_json(vm, &text)?;
    if matches!(v, Value::Object(_)) {
        return Err(Ctl::syntax_error("JSON.rawJSON cannot create objects or arrays"));
    }
    let o = vm.new_object_with_proto(None);
    let key = vm.intern("rawJSON");
    vm.create_data_prop(o, key, Value::String(s))?;
    vm.freeze(o);
    vm.state.heap.obj_mut(o).flags |= oflags::RAW_JSON;
    Ok(Value::Object(o))
}

/// Whether a value is an object made by `JSON.rawJSON`.
pub(crate) fn is_raw(vm: &Vm, v: Value) -> bool {
    matches!(v, Value::Object(o) if vm.state.heap.obj(o).flags & oflags::RAW_JSON != 0)
}

/// `JSON.isRawJSON(value)`.
fn is_raw_json(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(is_raw(vm, c.arg(0))))
}

/// An open container while parsing.
enum Open {
    Array(Vec<Value>),
    /// An object, the key of the member being parsed, and that member's position.
    Object {
        obj: ObjId,
        key: Atom,
        n: u32,
    },
}

/// The atom of the key `text` of an object's member `n`: objects of one shape repeat their keys
/// in order, so the key of member `n` of the last object parsed is tried before interning.
fn key_atom(vm: &mut Vm, hints: &mut Vec<Atom>, n: u32, text: &[u16]) -> Atom {
    let n = n as usize;
    if let Some(&a) = hints.get(n)
        && vm.state.atoms.text(a) == text
    {
        return a;
    }
    let a = vm.state.atoms.intern(text);
    if n < 64 {
        if hints.len() <= n {
            hints.resize(n + 1, atom::EMPTY);
        }
        hints[n] = a;
    }
    a
}

struct Parser<'a> {
    s: &'a [u16],
    pos: usize,
}

fn is_ws(c: u16) -> bool {
    matches!(c, 0x20 | 0x09 | 0x0A | 0x0D)
}

fn is_digit(c: Option<u16>) -> bool {
    matches!(c, Some(0x30..=0x39))
}

impl Parser<'_> {
    fn peek(&self) -> Option<u16> {
        self.s.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while let Some(&c) = self.s.get(self.pos) {
            if !is_ws(c) {
                break;
            }
            self.pos += 1;
        }
    }

    /// A positioned message (`... at position N`).
    fn at(&self, what: &str, pos: usize) -> String {
        if WITH_LINE_COLUMN {
            let (line, col) = self.line_column(pos);
            format!("{what} at position {pos} (line {line} column {col})")
        } else {
            format!("{what} at position {pos}")
        }
    }

    /// V8's line/column: `\r\n`, `\r` and `\n` end lines.
    fn line_column(&self, pos: usize) -> (usize, usize) {
        let mut line = 1;
        let mut line_start = 0;
        let mut i = 0;
        let end = pos.min(self.s.len());
        while i < end {
            if self.s[i] == 0x0D && i + 1 < end && self.s[i + 1] == 0x0A {
                i += 1;
            }
            if self.s[i] == 0x0D || self.s[i] == 0x0A {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
        }
        (line, 1 + end - line_start)
    }

    /// The error for the token at `pos` when no specific message applies.
    fn unexpected(&self, pos: usize) -> String {
        const CONTEXT: usize = 10;
        let Some(&c) = self.s.get(pos) else {
            return "Unexpected end of JSON input".into();
        };
        if c == 0x22 {
            return self.at("Unexpected string in JSON", pos);
        }
        if c == 0x2D || is_digit(Some(c)) {
            return self.at("Unexpected number in JSON", pos);
        }
        let src = String::from_utf16_lossy(self.s);
        if matches!(src.as_str(), "NaN" | "Infinity" | "undefined" | "[object Object]") {
            return format!("\"{src}\" is not valid JSON");
        }
        let tok = String::from_utf16_lossy(&[c]);
        let len = self.s.len();
        if len <= 2 * CONTEXT {
            return format!("Unexpected token '{tok}', \"{src}\" is not valid JSON");
        }
        let sub = |a: usize, b: usize| String::from_utf16_lossy(&self.s[a..b.min(len)]);
        if pos < CONTEXT {
            format!("Unexpected token '{tok}', \"{}\"... is not valid JSON", sub(0, pos + CONTEXT))
        } else if pos < len - CONTEXT {
            format!("Unexpected token '{tok}', ...\"{}\"... is not valid JSON", sub(pos - CONTEXT, pos + CONTEXT))
        } else {
            format!("Unexpected token '{tok}', ...\"{}\" is not valid JSON", sub(pos - CONTEXT, len))
        }
    }

    /// `true`, `false` or `null` whose first character matched (V8's `ScanLiteral`).
    fn literal(&mut self, lit: &[u8]) -> Result<(), String> {
        let n = lit.len();
        let rest = &self.s[self.pos..];
        if rest.len() >= n && rest[..n].iter().zip(lit).all(|(&a, &b)| a == u16::from(b)) {
            self.pos += n;
            return Ok(());
        }
        self.pos += 1;
        for &want in &lit[1..] {
            match self.peek() {
                None => break,
                Some(c) if c != u16::from(want) => return Err(self.unexpected(self.pos)),
                Some(_) => self.pos += 1,
            }
        }
        Err(self.unexpected(self.s.len()))
    }

    fn digits(&mut self) {
        while is_digit(self.peek()) {
            self.pos += 1;
        }
    }

    fn number(&mut self) -> Result<f64, String> {
        let start = self.pos;
        if self.peek() == Some(0x2D) {
            self.pos += 1;
        }
        match self.peek() {
            Some(0x30) => {
                self.pos += 1;
                if is_digit(self.peek()) {
                    return Err(self.at("Unexpected number in JSON", self.pos));
                }
            }
            c if is_digit(c) => self.digits(),
            _ => return Err(self.at("No number after minus sign in JSON", self.pos)),
        }
        if self.peek() == Some(0x2E) {
            self.pos += 1;
            if !is_digit(self.peek()) {
                return Err(self.at("Unterminated fractional number in JSON", self.pos));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(0x65 | 0x45)) {
            self.pos += 1;
            if matches!(self.peek(), Some(0x2B | 0x2D)) {
                self.pos += 1;
            }
            if !is_digit(self.peek()) {
                return Err(self.at("Exponent part is missing a number in JSON", self.pos));
            }
            self.digits();
        }
        // Only ASCII digits, signs, `.` and `e` were accepted above.
        let text = &self.s[start..self.pos];
        let (neg, digits) = match text.split_first() {
            Some((0x2D, rest)) => (true, rest),
            _ => (false, text),
        };
        if digits.len() <= 15 && digits.iter().all(|&u| is_digit(Some(u))) {
            // An integer of at most 15 digits is exact in an f64.
            let n = digits.iter().fold(0u64, |n, &u| n * 10 + u64::from(u - 0x30)) as f64;
            return Ok(if neg { -n } else { n });
        }
        let mut buf = [0u8; 64];
        if text.len() <= buf.len() {
            for (b, &u) in buf.iter_mut().zip(text) {
                *b = u as u8;
            }
            let t = std::str::from_utf8(&buf[..text.len()]).unwrap_or("");
            return Ok(t.parse::<f64>().unwrap_or(f64::NAN));
        }
        let text: String = text.iter().map(|&u| char::from(u as u8)).collect();
        Ok(text.parse::<f64>().unwrap_or(f64::NAN))
    }

    /// A string literal; `pos` is at the opening quote. A literal without escapes is taken from
    /// the source in one piece (in place when it is short).
    fn string(&mut self) -> Result<Text, String> {
        self.pos += 1;
        let first = self.pos;
        while let Some(&c) = self.s.get(self.pos) {
            if c == 0x22 {
                self.pos += 1;
                return Ok(Text::new(&self.s[first..self.pos - 1]));
            }
            if c == 0x5C || c < 0x20 {
                break;
            }
            self.pos += 1;
        }
        // An escape or a control character: the text so far, then piece by piece.
        let mut out = self.s[first..self.pos].to_vec();
        loop {
            let start = self.pos;
            while let Some(&c) = self.s.get(self.pos) {
                if c == 0x22 || c == 0x5C || c < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            out.extend_from_slice(&self.s[start..self.pos]);
            let Some(c) = self.peek() else {
                return Err(self.at("Unterminated string in JSON", self.pos));
            };
            if c == 0x22 {
                self.pos += 1;
                return Ok(Text::from(out));
            }
            if c < 0x20 {
                return Err(self.at("Bad control character in string literal in JSON", self.pos));
            }
            // A backslash.
            self.pos += 1;
            let Some(e) = self.peek() else {
                return Err(self.unexpected(self.pos));
            };
            if e > 0xFF {
                return Err(self.unexpected(self.pos));
            }
            let unit = match e as u8 {
                b'"' => 0x22,
                b'\\' => 0x5C,
                b'/' => 0x2F,
                b'b' => 0x08,
                b'f' => 0x0C,
                b'n' => 0x0A,
                b'r' => 0x0D,
                b't' => 0x09,
                b'u' => {
                    let mut v: u16 = 0;
                    for _ in 0..4 {
                        self.pos += 1;
                        let d = self.peek().and_then(|h| char::from_u32(u32::from(h))).and_then(|h| h.to_digit(16));
                        match d {
                            Some(d) => v = v * 16 + d as u16,
                            None => return Err(self.at("Bad Unicode escape in JSON", self.pos)),
                        }
                    }
                    v
                }
                _ => return Err(self.at("Bad escaped character in JSON", self.pos)),
            };
            out.push(unit);
            self.pos += 1;
        }
    }
}

/// Parses JSON text into fresh values; the error is the `SyntaxError` message.
/// What one `JSON.parse` has built so far, checked against the memory limit and the array cap
/// as it grows (before the next value is made).
struct Budget {
    /// Bytes the memory limit leaves (`usize::MAX` without one).
    left: usize,
    /// Bytes built so far (at the collector's rates).
    spent: usize,
    /// The array cap.
    max_array: usize,
    /// The error that stopped the parse, when it was not a syntax error.
    tripped: Option<Ctl>,
}

impl Budget {
    /// Charges `bytes`; `Err` (with `tripped` set) past the limit.
    fn charge(&mut self, vm: &Vm, bytes: usize) -> Result<(), String> {
        self.spent = self.spent.saturating_add(bytes);
        if self.spent > self.left {
            let limit = vm.options.max_memory.unwrap_or(usize::MAX);
            self.tripped = Some(Ctl::Fatal(Box::new(crate::EngineError::OutOfMemory { limit })));
            return Err(String::new());
        }
        Ok(())
    }
}

/// `JSON.parse`'s text to a value: a `SyntaxError` for bad text; the array cap and the memory
/// limit hold while it builds.
pub(crate) fn parse_json(vm: &mut Vm, s: &[u16]) -> JsResult<Value> {
    parse_json_recording(vm, s, None)
}

/// [`parse_json`], building the JSON Parse Records in `rec` when given.
fn parse_json_recording(vm: &mut Vm, s: &[u16], rec: Option<&mut Recorder>) -> JsResult<Value> {
    let left = vm.options.max_memory.map_or(usize::MAX, |l| l.saturating_sub(vm.heap_bytes()));
    let mut b = Budget { left, spent: 0, max_array: vm.max_array_len() as usize, tripped: None };
    match parse_json_text(vm, s, &mut b, rec) {
        Ok(v) => {
            vm.state.heap.allocated += b.spent;
            Ok(v)
        }
        Err(m) => Err(b.tripped.take().unwrap_or_else(|| Ctl::syntax_error(m))),
    }
}

fn parse_json_text(vm: &mut Vm, s: &[u16], b: &mut Budget, mut rec: Option<&mut Recorder>) -> Result<Value, String> {
    use crate::caps::VALUE_BYTES;
    use crate::heap::OBJECT_COST;
    let mut p = Parser { s, pos: 0 };
    let mut stack: Vec<Open> = Vec::new();
    let mut hints: Vec<Atom> = Vec::new();
    'value: loop {
        p.skip_ws();
        let start = p.pos;
        let Some(c) = p.peek() else {
            return Err(p.unexpected(p.pos));
        };
        let mut v = match c {
            0x22 => {
                let t = p.string()?;
                b.charge(vm, 32 + t.len() * 2)?;
                vm.new_text(t)
            }
            0x2D | 0x30..=0x39 => Value::Number(p.number()?),
            0x74 => {
                p.literal(b"true")?;
                Value::Bool(true)
            }
            0x66 => {
                p.literal(b"false")?;
                Value::Bool(false)
            }
            0x6E => {
                p.literal(b"null")?;
                Value::Null
            }
            0x5B => {
                p.pos += 1;
                p.skip_ws();
                if p.peek() == Some(0x5D) {
                    p.pos += 1;
                    b.charge(vm, OBJECT_COST)?;
                    Value::Object(vm.new_array(Vec::new()))
                } else {
                    b.charge(vm, OBJECT_COST)?;
                    stack.push(Open::Array(Vec::new()));
                    if let Some(rc) = rec.as_deref_mut() {
                        rc.open();
                    }
                    continue 'value;
                }
            }
            0x7B => {
                p.pos += 1;
                p.skip_ws();
                if p.peek() == Some(0x7D) {
                    p.pos += 1;
                    b.charge(vm, OBJECT_COST)?;
                    Value::Object(vm.new_object())
                } else {
                    b.charge(vm, OBJECT_COST)?;
                    if p.peek() != Some(0x22) {
                        return Err(p.at("Expected property name or '}' in JSON", p.pos));
                    }
                    let k = p.string()?;
                    p.skip_ws();
                    if p.peek() != Some(0x3A) {
                        return Err(p.at("Expected ':' after property name in JSON", p.pos));
                    }
                    p.pos += 1;
                    let key = key_atom(vm, &mut hints, 0, &k);
                    let obj = vm.new_object();
                    stack.push(Open::Object { obj, key, n: 0 });
                    if let Some(rc) = rec.as_deref_mut() {
                        rc.open();
                    }
                    continue 'value;
                }
            }
            _ => return Err(p.unexpected(p.pos)),
        };
        // The value's record (`r`, meaningless without a recorder).
        let mut r = match rec.as_deref_mut() {
            Some(rc) if matches!(v, Value::Object(_)) => rc.empty(v),
            Some(rc) => rc.primitive(v, start, p.pos),
            None => 0,
        };
        // Close every container the value completes.
        loop {
            match stack.last_mut() {
                None => {
                    p.skip_ws();
                    if p.pos < s.len() {
                        return Err(p.at("Unexpected non-whitespace character after JSON", p.pos));
                    }
                    return Ok(v);
                }
                Some(Open::Array(items)) => {
                    if items.len() >= b.max_array {
                        b.tripped = Some(crate::caps::array_length_error());
                        return Err(String::new());
                    }
                    b.charge(vm, VALUE_BYTES)?;
                    items.push(v);
                    if let Some(rc) = rec.as_deref_mut() {
                        rc.child(atom::EMPTY, r);
                    }
                    p.skip_ws();
                    match p.peek() {
                        Some(0x2C) => {
                            p.pos += 1;
                            continue 'value;
                        }
                        Some(0x5D) => {
                            p.pos += 1;
                            let items = match stack.pop() {
                                Some(Open::Array(items)) => items,
                                _ => Vec::new(),
                            };
                            v = Value::Object(vm.new_array(items));
                            if let Some(rc) = rec.as_deref_mut() {
                                r = rc.close(v);
                            }
                        }
                        _ => {
                            return Err(p.at("Expected ',' or ']' after array element in JSON", p.pos));
                        }
                    }
                }
                Some(Open::Object { obj, key, n }) => {
                    let (o, k, n) = (*obj, *key, *n + 1);
                    b.charge(vm, 32)?;
                    vm.create_data_prop(o, k, v).map_err(|_| "Unexpected error".to_string())?;
                    if let Some(rc) = rec.as_deref_mut() {
                        rc.child(k, r);
                    }
                    p.skip_ws();
                    match p.peek() {
                        Some(0x2C) => {
                            p.pos += 1;
                            p.skip_ws();
                            if p.peek() != Some(0x22) {
                                return Err(p.at("Expected double-quoted property name in JSON", p.pos));
                            }
                            let t = p.string()?;
                            p.skip_ws();
                            if p.peek() != Some(0x3A) {
                                return Err(p.unexpected(p.pos));
                            }
                            p.pos += 1;
                            let nk = key_atom(vm, &mut hints, n, &t);
                            if let Some(Open::Object { key, n: at, .. }) = stack.last_mut() {
                                *key = nk;
                                *at = n;
                            }
                            continue 'value;
                        }
                        Some(0x7D) => {
                            p.pos += 1;
                            stack.pop();
                            v = Value::Object(o);
                            if let Some(rc) = rec.as_deref_mut() {
                                r = rc.close(v);
                            }
                        }
                        _ => {
                            return Err(p.at("Expected ',' or '}' after property value in JSON", p.pos));
                        }
                    }
                }
            }
        }
    }
}

// ---- JSON.stringify ---------------------------------------------------------------------------

fn quote_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let t = vm.str_text(s);
    let mut out = Vec::with_capacity(t.len() + 2);
    quote_into(&mut out, &t);
    Ok(vm.new_str_vec(out))
}

/// The indentation unit for a primitive `space` argument.
fn gap_of(vm: &mut Vm, space: Value) -> Vec<u16> {
    match space {
        Value::Number(n) => {
            let k = numconv::to_integer_or_infinity(n).clamp(0.0, 10.0) as usize;
            vec![0x20; k]
        }
        Value::String(s) => {
            let t = vm.str_text(s);
            t[..t.len().min(10)].to_vec()
        }
        _ => Vec::new(),
    }
}

fn gap_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let g = gap_of(vm, c.arg(0));
    Ok(vm.new_str_vec(g))
}

fn is_error_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(match c.arg(0) {
        Value::Object(o) => vm.is_error_like(o),
        _ => false,
    }))
}

/// The constructor name V8 prints in circular-structure messages.
pub(crate) fn ctor_name(vm: &mut Vm, o: ObjId) -> String {
    vm.constructor_name(o).unwrap_or_else(|| "Object".into())
}

fn ctor_name_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = match c.arg(0) {
        Value::Object(o) => ctor_name(vm, o),
        _ => "Object".into(),
    };
    Ok(vm.new_string(&n))
}

/// `jsonUnwrap(v)`: the primitive inside a wrapper object, or undefined.
fn unwrap_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(match c.arg(0) {
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(p) => p,
            _ => Value::Undefined,
        },
        _ => Value::Undefined,
    })
}

/// The `TypeError` message for a cycle, as V8 writes it: `names[i]` is the constructor name of
/// the i-th open object from the root, `keys[i]` how it was reached (`property 'k'`, `index 3`),
/// `start` the object the circle returns to and `closing` the key that returns to it.
pub(crate) fn circular_message(names: &[String], keys: &[String], start: usize, closing: &str) -> String {
    let mut m = String::from("Converting circular structure to JSON");
    let first = names.get(start).map_or("Object", String::as_str);
    m.push_str(&format!("\n    --> starting at object with constructor '{first}'"));
    let inner: Vec<usize> = (start + 1..names.len().min(keys.len())).collect();
    let line = |i: usize| format!("\n    |     {} -> object with constructor '{}'", keys[i], names[i]);
    if inner.len() <= 3 {
        for &i in &inner {
            m.push_str(&line(i));
        }
    } else {
        m.push_str(&line(inner[0]));
        m.push_str(&line(inner[1]));
        m.push_str("\n    |     ...");
        m.push_str(&line(inner[inner.len() - 1]));
    }
    m.push_str(&format!("\n    --- {closing} closes the circle"));
    m
}

/// How an open object was reached (for the circular-structure message).
#[derive(Copy, Clone)]
enum Via {
    Root,
    Index(u32),
    Key(Atom),
}

fn via_text(vm: &Vm, via: Via) -> String {
    match via {
        Via::Root => String::new(),
        Via::Index(i) => format!("index {i}"),
        Via::Key(k) => format!("property '{}'", vm.state.atoms.display(k)),
    }
}

/// An open container of the native walk.
enum Frame {
    Array {
        o: ObjId,
        len: u32,
        i: u32,
    },
    /// An object's own enumerable string keys (read as own data properties), or the replacer's
    /// property list when `listed` (read by [[Get]], so inherited and non-enumerable ones too).
    Object {
        o: ObjId,
        keys: Vec<Atom>,
        i: usize,
        any: bool,
        listed: bool,
    },
    /// The code-mode form of an error: fixed entries.
    Entries {
        o: ObjId,
        entries: Vec<(Atom, Value)>,
        i: usize,
        any: bool,
    },
}

impl Frame {
    fn obj(&self) -> ObjId {
        match self {
            Frame::Array { o, .. } | Frame::Object { o, .. } | Frame::Entries { o, .. } => *o,
        }
    }
}

/// Why the native walk stopped.
enum Stop {
    /// Hand the call to the prelude.
    Bail,
    /// Throw.
    Throw(Ctl),
}

/// What a value serializes to.
enum Step {
    /// Nothing (undefined, functions, symbols): the property is skipped, an element is `null`.
    Skip,
    /// Text already written.
    Done,
    /// A container to open.
    Open(Frame),
}

struct Writer<'g> {
    out: Vec<u16>,
    gap: &'g [u16],
    stack: Vec<Frame>,
    vias: Vec<Via>,
    on_stack: FxHashSet<ObjId>,
    /// The property list of an array replacer.
    list: Option<&'g [Atom]>,
}

impl Writer<'_> {
    fn newline_indent(&mut self, depth: usize) {
        if self.gap.is_empty() {
            return;
        }
        self.out.push(0x0A);
        for _ in 0..depth {
            self.out.extend_from_slice(self.gap);
        }
    }

    fn push_ascii(&mut self, s: &str) {
        self.out.extend(s.bytes().map(u16::from));
    }
}

fn stringify(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let value = c.arg(0);
    let replacer = c.arg(1);
    let space = c.arg(2);
    let slow = |vm: &mut Vm| -> JsResult<Value> {
        let Some(f) = vm.exported("jsonStringifySlow") else {
            return Err(Ctl::type_error("JSON.stringify is not available"));
        };
        Err(Ctl::TailCall(Box::new(TailCall {
            callee: Value::Object(f),
            this: Value::Undefined,
            args: vec![value, replacer, space],
            new_target: None,
        })))
    };
    let mut list = None;
    if let Value::Object(r) = replacer {
        if crate::exec::stringify::applicable(vm, replacer) && !matches!(space, Value::Object(_)) {
            let gap = gap_of(vm, space);
            return Err(Ctl::Stringify(crate::exec::stringify::start(vm, value, replacer, gap)));
        }
        if vm.is_callable(replacer) || matches!(vm.state.heap.obj(r).class, Class::Proxy(_)) {
            return slow(vm);
        }
        if matches!(vm.state.heap.obj(r).class, Class::Array { .. }) {
            match property_list(vm, r) {
                Some(l) => list = Some(l),
                None => return slow(vm),
            }
        }
    }
    if let Value::Object(_) = space {
        return slow(vm);
    }
    let gap = gap_of(vm, space);
    match stringify_native(vm, value, &gap, list.as_deref()) {
        Ok(Some(out)) => Ok(vm.new_str_vec(out)),
        Ok(None) => Ok(Value::Undefined),
        Err(Stop::Bail) => slow(vm),
        Err(Stop::Throw(c)) => Err(c),
    }
}

/// Replacer arrays longer than this build their property list in the prelude.
const NATIVE_MAX_LIST: u32 = 1 << 16;

/// The PropertyList of an array replacer `r`, built natively when reading it runs no code: its
/// elements read plainly (no getter or proxy, holes included) and none is a String or Number
/// object (whose ToString could run code). Strings and numbers (as ToString gives them) are
/// kept in order without duplicates, anything else is skipped. `None`: the prelude builds it.
fn property_list(vm: &mut Vm, r: ObjId) -> Option<Vec<Atom>> {
    if vm.array_len(r) > NATIVE_MAX_LIST || !vm.elements_read_plainly(r) {
        return None;
    }
    let mut list: Vec<Atom> = Vec::new();
    let mut seen = FxHashSet::default();
    for v in vm.array_values(Value::Object(r)) {
        let k = match v {
            Value::String(_) | Value::Number(_) => vm.to_key(v).ok()?,
            Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::Primitive(_)) => return None,
            _ => continue,
        };
        if seen.insert(k) {
            list.push(k);
        }
    }
    Some(list)
}

/// Whether a lookup found the intrinsic function object `want`.
fn is_fn(l: Lookup, want: ObjId) -> bool {
    matches!(l, Lookup::Value(Value::Object(f)) if f == want)
}

/// Serializes a primitive, or says what to do with an object.
fn step(vm: &mut Vm, w: &mut Writer<'_>, v: Value) -> Result<Step, Stop> {
    match v {
        Value::Null => w.push_ascii("null"),
        Value::Bool(true) => w.push_ascii("true"),
        Value::Bool(false) => w.push_ascii("false"),
        Value::Number(n) => {
            let mut buf = [0u8; 20];
            if let Some(s) = numconv::integer_digits(n, &mut buf) {
                w.push_ascii(s);
            } else if n.is_finite() {
                let s = numconv::number_to_string(n);
                w.push_ascii(&s);
            } else {
                w.push_ascii("null");
            }
        }
        Value::String(s) => {
            let t = vm.str_text(s);
            quote_into(&mut w.out, &t);
        }
        Value::Undefined | Value::Symbol(_) | Value::Empty => return Ok(Step::Skip),
        Value::BigInt(_) => {
            let bp = vm.state.realm.bigint_prototype;
            return match vm.lookup(bp, atom::TO_JSON) {
                Lookup::Missing => Err(Stop::Throw(Ctl::type_error("Do not know how to serialize a BigInt"))),
                Lookup::Value(f) if !vm.is_callable(f) => {
                    Err(Stop::Throw(Ctl::type_error("Do not know how to serialize a BigInt")))
                }
                _ => Err(Stop::Bail),
            };
        }
        Value::Object(o) => return step_object(vm, w, o),
    }
    Ok(Step::Done)
}

fn step_object(vm: &mut Vm, w: &mut Writer<'_>, o: ObjId) -> Result<Step, Stop> {
    if vm.is_callable(Value::Object(o)) {
        return Ok(Step::Skip);
    }
    if vm.state.heap.obj(o).flags & oflags::RAW_JSON != 0 {
        let key = vm.intern("rawJSON");
        if let Some(Slot::Data(Value::String(s))) = vm.get_own(o, key).map(|p| p.slot) {
            let t = vm.str_text(s);
            w.out.extend_from_slice(&t);
            return Ok(Step::Done);
        }
    }
    let class_ok = match &vm.state.heap.obj(o).class {
        Class::Promise(_) => {
            return Err(Stop::Throw(Ctl::coded(ErrorType::Type, crate::ErrorKind::InvalidDataValue, PROMISE_MESSAGE)));
        }
        Class::Ordinary
        | Class::Array { .. }
        | Class::Error
        | Class::Date(_)
        | Class::Url(_)
        | Class::SearchParams { .. }
        | Class::Map(_)
        | Class::Set(_)
        | Class::WeakMap(_)
        | Class::WeakSet(_)
        | Class::RegExp(_)
        | Class::Arguments => true,
        _ => false,
    };
    if !class_ok {
        return Err(Stop::Bail);
    }
    match vm.lookup(o, atom::TO_JSON) {
        Lookup::Missing => {}
        Lookup::Getter(_) | Lookup::Proxy(_) => return Err(Stop::Bail),
        Lookup::Value(f) if !vm.is_callable(f) => {}
        l => return native_to_json(vm, w, o, l),
    }
    if w.stack.len() >= NATIVE_MAX_DEPTH {
        return Err(Stop::Bail);
    }
    if w.on_stack.contains(&o) {
        return Err(Stop::Throw(circular(vm, w, o)));
    }
    if let Some(list) = w.list
        && !matches!(vm.state.heap.obj(o).class, Class::Array { .. })
    {
        // The code-mode form of an error filtered by a list: the prelude does it.
        if vm.is_error_like(o) {
            return Err(Stop::Bail);
        }
        return Ok(Step::Open(Frame::Object { o, keys: list.to_vec(), i: 0, any: false, listed: true }));
    }
    if vm.is_error_like(o) {
        let mut entries = Vec::new();
        for key in [atom::NAME, atom::MESSAGE] {
            match vm.lookup(o, key) {
                Lookup::Value(x) => entries.push((key, x)),
                Lookup::Missing => entries.push((key, Value::Undefined)),
                Lookup::Getter(_) | Lookup::Proxy(_) => return Err(Stop::Bail),
            }
        }
        for k in vm.own_keys(o) {
            if vm.state.atoms.is_symbol(k) || k == atom::NAME || k == atom::MESSAGE {
                continue;
            }
            match vm.get_own(o, k) {
                Some(p) if p.attrs & attr::ENUMERABLE != 0 => match p.slot {
                    Slot::Data(x) => entries.push((k, x)),
                    Slot::Accessor { .. } => return Err(Stop::Bail),
                },
                _ => {}
            }
        }
        return Ok(Step::Open(Frame::Entries { o, entries, i: 0, any: false }));
    }
    if let Class::Array { len, .. } = vm.state.heap.obj(o).class {
        return Ok(Step::Open(Frame::Array { o, len, i: 0 }));
    }
    let keys: Vec<Atom> = vm.own_keys(o).into_iter().filter(|k| !vm.state.atoms.is_symbol(*k)).collect();
    Ok(Step::Open(Frame::Object { o, keys, i: 0, any: false, listed: false }))
}

/// `toJSON` of a Date or URL whose behaviour is the intrinsic one; anything else bails.
fn native_to_json(vm: &mut Vm, w: &mut Writer<'_>, o: ObjId, l: Lookup) -> Result<Step, Stop> {
    let r = &vm.state.realm;
    let (to_json, to_prim, value_of, to_iso, url_to_json) =
        (r.date_to_json, r.date_to_primitive, r.date_value_of, r.date_to_iso_string, r.url_to_json);
    let t = match &vm.state.heap.obj(o).class {
        Class::Date(t) if is_fn(l, to_json) => *t,
        Class::Url(href) if is_fn(l, url_to_json) => {
            let units: Vec<u16> = href.encode_utf16().collect();
            quote_into(&mut w.out, &units);
            return Ok(Step::Done);
        }
        _ => return Err(Stop::Bail),
    };
    if !is_fn(vm.lookup(o, atom::SYM_TO_PRIMITIVE), to_prim) || !is_fn(vm.lookup(o, atom::VALUE_OF), value_of) {
        return Err(Stop::Bail);
    }
    if !t.is_finite() {
        w.push_ascii("null");
        return Ok(Step::Done);
    }
    let iso = vm.intern("toISOString");
    if !is_fn(vm.lookup(o, iso), to_iso) {
        return Err(Stop::Bail);
    }
    let s = crate::datemath::to_iso_string(t);
    let units: Vec<u16> = s.encode_utf16().collect();
    quote_into(&mut w.out, &units);
    Ok(Step::Done)
}

fn circular(vm: &mut Vm, w: &Writer<'_>, target: ObjId) -> Ctl {
    let start = w.stack.iter().position(|f| f.obj() == target).unwrap_or(0);
    let mut names = Vec::with_capacity(w.stack.len());
    let mut keys = Vec::with_capacity(w.stack.len());
    for (f, via) in w.stack.iter().zip(&w.vias) {
        names.push(ctor_name(vm, f.obj()));
        keys.push(via_text(vm, *via));
    }
    // The key that closes the circle is the one being serialized in the innermost frame.
    let closing = match w.stack.last() {
        Some(Frame::Array { i, .. }) => via_text(vm, Via::Index(*i)),
        Some(Frame::Object { keys: ks, i, .. }) => ks.get(*i).map_or(String::new(), |k| via_text(vm, Via::Key(*k))),
        Some(Frame::Entries { entries, i, .. }) => {
            entries.get(*i).map_or(String::new(), |(k, _)| via_text(vm, Via::Key(*k)))
        }
        None => String::new(),
    };
    Ctl::type_error(circular_message(&names, &keys, start, &closing))
}

/// The native walk: `Ok(None)` when the value serializes to nothing (undefined).
/// `list` is the property list of an array replacer.
fn stringify_native(vm: &mut Vm, value: Value, gap: &[u16], list: Option<&[Atom]>) -> Result<Option<Vec<u16>>, Stop> {
    let mut w =
        Writer { out: Vec::new(), gap, stack: Vec::new(), vias: Vec::new(), on_stack: FxHashSet::default(), list };
    match step(vm, &mut w, value)? {
        Step::Skip => return Ok(None),
        Step::Done => return Ok(Some(w.out)),
        Step::Open(f) => open(&mut w, f, Via::Root),
    }
    while let Some(top) = w.stack.last() {
        vm.check_string_build(w.out.len() as f64).map_err(Stop::Throw)?;
        let depth = w.stack.len();
        match top {
            Frame::Array { o, len, i } => {
                let (o, len, idx) = (*o, *len, *i);
                if idx >= len {
                    close(&mut w, 0x5D, len > 0);
                    continue;
                }
                if idx > 0 {
                    w.out.push(0x2C);
                }
                w.newline_indent(depth);
                let x = element(vm, o, idx)?;
                let s = step(vm, &mut w, x)?;
                if let Some(Frame::Array { i, .. }) = w.stack.last_mut() {
                    *i += 1;
                }
                match s {
                    Step::Skip => w.push_ascii("null"),
                    Step::Done => {}
                    Step::Open(f) => open(&mut w, f, Via::Index(idx)),
                }
            }
            Frame::Object { o, keys, i, any, listed } => {
                let (o, idx, listed) = (*o, *i, *listed);
                let Some(&k) = keys.get(idx) else {
                    let any = *any;
                    close(&mut w, 0x7D, any);
                    continue;
                };
                let x = if listed {
                    match vm.lookup(o, k) {
                        Lookup::Value(x) => Some(x),
                        Lookup::Missing => None,
                        Lookup::Getter(_) | Lookup::Proxy(_) => return Err(Stop::Bail),
                    }
                } else {
                    match vm.get_own(o, k) {
                        Some(p) if p.attrs & attr::ENUMERABLE != 0 => match p.slot {
                            Slot::Data(x) => Some(x),
                            Slot::Accessor { .. } => return Err(Stop::Bail),
                        },
                        _ => None,
                    }
                };
                match x {
                    Some(x) => member(vm, &mut w, k, x, depth)?,
                    None => {
                        if let Some(Frame::Object { i, .. }) = w.stack.last_mut() {
                            *i += 1;
                        }
                    }
                }
            }
            Frame::Entries { entries, i, any, .. } => {
                let Some(&(k, x)) = entries.get(*i) else {
                    let any = *any;
                    close(&mut w, 0x7D, any);
                    continue;
                };
                member(vm, &mut w, k, x, depth)?;
            }
        }
    }
    Ok(Some(w.out))
}

/// Serializes member `k: x` of the innermost object frame and advances it.
fn member(vm: &mut Vm, w: &mut Writer<'_>, k: Atom, x: Value, depth: usize) -> Result<(), Stop> {
    let mark = w.out.len();
    let any = match w.stack.last() {
        Some(Frame::Object { any, .. } | Frame::Entries { any, .. }) => *any,
        _ => false,
    };
    if any {
        w.out.push(0x2C);
    }
    w.newline_indent(depth);
    let kt = vm.state.atoms.text(k).to_vec();
    quote_into(&mut w.out, &kt);
    w.out.push(0x3A);
    if !w.gap.is_empty() {
        w.out.push(0x20);
    }
    let s = step(vm, w, x)?;
    if let Some(Frame::Object { i, any, .. } | Frame::Entries { i, any, .. }) = w.stack.last_mut() {
        *i += 1;
        if !matches!(s, Step::Skip) {
            *any = true;
        }
    }
    match s {
        Step::Skip => w.out.truncate(mark),
        Step::Done => {}
        Step::Open(f) => open(w, f, Via::Key(k)),
    }
    Ok(())
}

fn open(w: &mut Writer<'_>, f: Frame, via: Via) {
    w.out.push(if matches!(f, Frame::Array { .. }) { 0x5B } else { 0x7B });
    w.on_stack.insert(f.obj());
    w.stack.push(f);
    w.vias.push(via);
}

fn close(w: &mut Writer<'_>, bracket: u16, nonempty: bool) {
    let depth = w.stack.len();
    if let Some(f) = w.stack.pop() {
        w.on_stack.remove(&f.obj());
    }
    w.vias.pop();
    if nonempty {
        w.newline_indent(depth.saturating_sub(1));
    }
    w.out.push(bracket);
}

/// Element `i` of an array as a data read (a getter anywhere bails).
fn element(vm: &mut Vm, o: ObjId, i: u32) -> Result<Value, Stop> {
    let obj = vm.state.heap.obj(o);
    if obj.flags & oflags::SLOW_ARRAY == 0
        && let Class::Array { dense, .. } = &obj.class
        && let Some(v) = dense.get(i as usize)
        && !v.is_empty()
    {
        return Ok(*v);
    }
    let k = vm.state.atoms.intern_index(i);
    match vm.lookup(o, k) {
        Lookup::Value(v) => Ok(v),
        Lookup::Missing => Ok(Value::Undefined),
        Lookup::Getter(_) | Lookup::Proxy(_) => Err(Stop::Bail),
    }
}
