//! `String` and the `String.prototype` methods that do not use regular expressions.
//!
//! Owns the constructor, `fromCharCode`/`fromCodePoint` (`raw` is in `prelude/string.js`), and
//! every prototype method of ES2023 except the HTML ones and those of the regular-expression
//! protocol (`match`, `matchAll`, `replace`, `replaceAll`, `search`, `split`: `builtins/regexp.rs`
//! installs them). Text is UTF-16 throughout; positions are code-unit indices.
//!
//! Conversions that may run user code (ToString of an object `this` or argument) go through
//! [`Vm::this_str`]/[`Vm::str_arg`] and re-run the native with the primitive. Two paths defer to
//! the prelude: `startsWith`/`endsWith`/`includes` with an object argument (IsRegExp reads
//! `Symbol.match`, which may be a getter) and options objects whose properties are getters or
//! objects ([`read_options`]). Case mapping is in [`case`], `localeCompare`'s collation in
//! [`collate`].

mod case;
#[cfg(not(feature = "intl-data"))]
pub(crate) mod collate;

use unicode_normalization::UnicodeNormalization;

use crate::atoms::atom;
use crate::error::{Ctl, EngineError, JsResult, TailCall};
use crate::heap::{Class, Object, Prop, Slot, attr};
use crate::numconv;
use crate::property::Lookup;
use crate::value::{StrRef, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let empty = Value::String(StrRef::atom(atom::EMPTY));
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Primitive(empty)));
    vm.state.realm.string_prototype = proto;
    let ctor = vm.def_ctor("String", 1, string_ctor, proto);
    vm.def_method(ctor, "fromCharCode", 1, from_char_code);
    vm.def_method(ctor, "fromCodePoint", 1, from_code_point);

    vm.def_method(proto, "at", 1, at);
    vm.def_method(proto, "charAt", 1, char_at);
    vm.def_method(proto, "charCodeAt", 1, char_code_at);
    vm.def_method(proto, "codePointAt", 1, code_point_at);
    vm.def_method(proto, "concat", 1, concat);
    vm.def_method(proto, "endsWith", 1, ends_with);
    vm.def_method(proto, "includes", 1, includes);
    vm.def_method(proto, "indexOf", 1, index_of);
    vm.def_method(proto, "isWellFormed", 0, is_well_formed);
    vm.def_method(proto, "lastIndexOf", 1, last_index_of);
    vm.state.realm.string_locale_compare = vm.def_method(proto, "localeCompare", 1, locale_compare);
    vm.def_method(proto, "normalize", 0, normalize);
    vm.def_method(proto, "padEnd", 1, pad_end);
    vm.def_method(proto, "padStart", 1, pad_start);
    vm.def_method(proto, "repeat", 1, repeat);
    vm.def_method(proto, "slice", 2, slice);
    vm.def_method(proto, "substr", 2, substr);
    vm.def_method(proto, "substring", 2, substring);
    vm.def_method(proto, "startsWith", 1, starts_with);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "toWellFormed", 0, to_well_formed);
    vm.def_method(proto, "trim", 0, trim);
    let trim_start = vm.def_method(proto, "trimStart", 0, trim_start);
    alias(vm, proto, "trimLeft", trim_start);
    let trim_end = vm.def_method(proto, "trimEnd", 0, trim_end);
    alias(vm, proto, "trimRight", trim_end);
    vm.def_method(proto, "toLocaleLowerCase", 0, to_locale_lower_case);
    vm.def_hidden("intlCase", 3, locale_case_hidden);
    vm.def_method(proto, "toLocaleUpperCase", 0, to_locale_upper_case);
    vm.def_method(proto, "toLowerCase", 0, to_lower_case);
    vm.def_method(proto, "toUpperCase", 0, to_upper_case);
    vm.def_method(proto, "valueOf", 0, value_of);
    let it = vm.def_method_sym(proto, atom::SYM_ITERATOR, "[Symbol.iterator]", 0, iterator);
    vm.state.realm.string_iterator = it;
}

/// Installs the same function object under a second name (`trimLeft` is `trimStart`).
fn alias(vm: &mut Vm, target: crate::value::ObjId, name: &str, f: crate::value::ObjId) {
    let key = vm.intern(name);
    vm.state.heap.obj_mut(target).props.set(Prop { key, attrs: attr::HIDDEN, slot: Slot::Data(Value::Object(f)) });
}

// ---- shared helpers ----------------------------------------------------------------------------

/// A tail call into the prelude function exported as `name` (return it as the native's `Err`).
pub(crate) fn call_exported(vm: &mut Vm, name: &str, this: Value, args: Vec<Value>) -> Ctl {
    match vm.exported(name) {
        Some(f) => Ctl::TailCall(Box::new(TailCall { callee: Value::Object(f), this, args, new_target: None })),
        None => Ctl::fatal(EngineError::Internal(format!("prelude export {name} missing"))),
    }
}

/// Reads the options `keys` of an options argument as primitives (`undefined` when absent).
/// Returns `None` when a property is a getter or holds an object: the caller then defers to
/// [`options_slow`], which reads and converts them in JavaScript and calls the native again
/// with a plain object.
///
/// # Errors
/// `TypeError` for a `null` options argument (V8's wording names `method`).
pub(crate) fn read_options(vm: &mut Vm, opts: Value, keys: &[&str], method: &str) -> JsResult<Option<Vec<Value>>> {
    if opts.is_undefined() {
        return Ok(Some(vec![Value::Undefined; keys.len()]));
    }
    if matches!(opts, Value::Null) {
        return Err(Ctl::type_error(format!("{method} called on null or undefined")));
    }
    let mut out = Vec::with_capacity(keys.len());
    for k in keys {
        let key = vm.intern(k);
        match vm.lookup_value(opts, key)? {
            Lookup::Value(Value::Object(_)) | Lookup::Getter(_) | Lookup::Proxy(_) => return Ok(None),
            Lookup::Value(v) => out.push(v),
            Lookup::Missing => out.push(Value::Undefined),
        }
    }
    Ok(Some(out))
}

/// Defers a native whose options argument (`args[index]`) needs JavaScript to read: the
/// prelude's `optionsSlow` reads `keys` converting each with `types` (`s` string, `n` number,
/// `b` boolean, `g` boolean-or-string), then calls the native again.
pub(crate) fn options_slow(vm: &mut Vm, c: &NativeCall<'_>, index: usize, keys: &[&str], types: &str) -> Ctl {
    let mut args = c.args.to_vec();
    if args.len() <= index {
        args.resize(index + 1, Value::Undefined);
    }
    let args = Value::Object(vm.new_array(args));
    let key_vals: Vec<Value> = keys.iter().map(|k| vm.atom_str(k)).collect();
    let keys = Value::Object(vm.new_array(key_vals));
    let types = vm.new_string(types);
    call_exported(
        vm,
        "optionsSlow",
        Value::Undefined,
        vec![Value::Object(c.callee), c.this, args, Value::Number(index as f64), keys, types],
    )
}

/// ToString of `this` and its text.
fn this_text(vm: &mut Vm, c: &NativeCall<'_>, method: &str) -> JsResult<(StrRef, crate::strings::Text)> {
    let s = vm.this_str(c, method)?;
    let t = vm.str_text(s);
    Ok((s, t))
}

/// Argument `i` as ToIntegerOrInfinity, `None` when undefined.
fn opt_int(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<Option<f64>> {
    if c.arg(i).is_undefined() { Ok(None) } else { vm.int_arg(c, i).map(Some) }
}

/// An integer position clamped to `0..=len`.
fn clamp(p: f64, len: usize) -> usize {
    if p <= 0.0 {
        0
    } else if p >= len as f64 {
        len
    } else {
        p as usize
    }
}

/// A relative position (negative counts from the end) clamped to `0..=len`.
fn relative(p: f64, len: usize) -> usize {
    if p < 0.0 { clamp(len as f64 + p, len) } else { clamp(p, len) }
}

/// The substring `start..end` of `s` (the same string when it is all of it).
fn substring_value(vm: &mut Vm, s: StrRef, t: &[u16], start: usize, end: usize) -> Value {
    if start == 0 && end == t.len() {
        return Value::String(s);
    }
    if start >= end {
        return Value::String(StrRef::atom(atom::EMPTY));
    }
    vm.new_str(&t[start..end])
}

/// First index `>= from` where `needle` occurs.
pub(crate) fn find(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return (from <= hay.len()).then_some(from);
    }
    if needle.len() > hay.len() || from > hay.len() - needle.len() {
        return None;
    }
    if needle.len() >= LINEAR_SEARCH_FROM {
        return linear_search(hay.len() - from, |i| hay[from + i], needle).map(|k| from + k);
    }
    let last = hay.len() - needle.len();
    let first = needle[0];
    let mut i = from;
    while i <= last {
        let off = hay[i..=last].iter().position(|&u| u == first)?;
        i += off;
        if hay[i..i + needle.len()] == *needle {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Needles at least this long are searched in linear time ([`linear_search`]): comparing at
/// every position costs up to `hay × needle` steps (hours for two long strings of one letter),
/// inside one native call where no time limit is looked at.
const LINEAR_SEARCH_FROM: usize = 16;

/// The first `k` where `needle` occurs in the `len` code units `at(0..len)`, in `len + needle`
/// steps (Knuth–Morris–Pratt: on a mismatch, the longest border of the part already matched says
/// how far the needle may shift without missing an occurrence).
fn linear_search(len: usize, at: impl Fn(usize) -> u16, needle: &[u16]) -> Option<usize> {
    let m = needle.len();
    // border[j]: length of the longest proper border of needle[..=j].
    let mut border = vec![0u32; m];
    let mut k = 0usize;
    for j in 1..m {
        while k > 0 && needle[j] != needle[k] {
            k = border[k - 1] as usize;
        }
        if needle[j] == needle[k] {
            k += 1;
        }
        border[j] = k as u32;
    }
    let mut q = 0usize;
    for i in 0..len {
        let u = at(i);
        while q > 0 && u != needle[q] {
            q = border[q - 1] as usize;
        }
        if u == needle[q] {
            q += 1;
            if q == m {
                return Some(i + 1 - m);
            }
        }
    }
    None
}

/// Last index `<= from` where `needle` occurs.
fn rfind(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    let start = from.min(hay.len() - needle.len());
    let m = needle.len();
    if m >= LINEAR_SEARCH_FROM {
        // The same search over the text read backwards from the last possible end.
        let reversed: Vec<u16> = needle.iter().rev().copied().collect();
        let end = start + m;
        return linear_search(end, |i| hay[end - 1 - i], &reversed).map(|k| start - k);
    }
    (0..=start).rev().find(|&i| hay[i..i + m] == *needle)
}

/// The code point at `i` (a lone surrogate is its own code unit).
fn code_point_at_index(t: &[u16], i: usize) -> u32 {
    let u = t[i];
    if (0xD800..0xDC00).contains(&u)
        && let Some(&l) = t.get(i + 1)
        && (0xDC00..0xE000).contains(&l)
    {
        return 0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(l) - 0xDC00);
    }
    u32::from(u)
}

fn check_len(vm: &Vm, len: usize) -> JsResult<()> {
    vm.check_string_build(len as f64)
}

// ---- constructor and statics -------------------------------------------------------------------

fn string_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = match c.arg(0) {
        _ if c.args.is_empty() => StrRef::atom(atom::EMPTY),
        Value::Symbol(a) if c.new_target.is_none() => {
            let d = vm.state.atoms.display(a);
            match vm.new_string(&d) {
                Value::String(s) => s,
                _ => StrRef::atom(atom::EMPTY),
            }
        }
        _ => vm.str_arg(c, 0)?,
    };
    match c.new_target {
        None => Ok(Value::String(s)),
        Some(nt) => {
            let sp = vm.state.realm.string_prototype;
            let proto = vm.proto_from_ctor(nt, sp);
            Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Primitive(Value::String(s))))))
        }
    }
}

fn from_char_code(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    // A few units (the usual call) are gathered on the stack: no vector for a short string.
    let mut buf = [0u16; crate::strings::SHORT_MAX];
    if let Some(units) = buf.get_mut(..c.args.len()) {
        for (i, u) in units.iter_mut().enumerate() {
            *u = numconv::to_uint16(vm.num_arg(c, i)?);
        }
        return Ok(vm.new_str(units));
    }
    let mut out = Vec::with_capacity(c.args.len());
    for i in 0..c.args.len() {
        let n = vm.num_arg(c, i)?;
        out.push(numconv::to_uint16(n));
    }
    Ok(vm.new_str_vec(out))
}

fn from_code_point(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let mut out = Vec::with_capacity(c.args.len());
    for i in 0..c.args.len() {
        let n = vm.num_arg(c, i)?;
        if !(n.fract() == 0.0 && (0.0..=1_114_111.0).contains(&n)) {
            return Err(Ctl::range_error(format!("Invalid code point {}", numconv::number_to_string(n))));
        }
        let cp = n as u32;
        if cp >= 0x10000 {
            let v = cp - 0x10000;
            out.push(0xD800 + (v >> 10) as u16);
            out.push(0xDC00 + (v & 0x3FF) as u16);
        } else {
            out.push(cp as u16);
        }
    }
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

// ---- prototype ---------------------------------------------------------------------------------

fn this_string_value(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<StrRef> {
    match c.this {
        Value::String(s) => Ok(s),
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(Value::String(s)) => Ok(s),
            _ => Err(Ctl::type_error(format!("String.prototype.{method} requires that 'this' be a String"))),
        },
        _ => Err(Ctl::type_error(format!("String.prototype.{method} requires that 'this' be a String"))),
    }
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::String(this_string_value(vm, c, "toString")?))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::String(this_string_value(vm, c, "valueOf")?))
}

fn iterator(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.this_str(c, "[Symbol.iterator]")?;
    let proto = vm.state.realm.string_iterator_prototype;
    let it = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(crate::heap::IterKind::String { text: Value::String(s), pos: 0 })),
    ));
    Ok(Value::Object(it))
}

fn at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "at")?;
    let rel = vm.int_arg(c, 0)?;
    let len = t.len() as f64;
    let k = if rel >= 0.0 { rel } else { len + rel };
    if k < 0.0 || k >= len {
        return Ok(Value::Undefined);
    }
    Ok(vm.new_str(&t[k as usize..=k as usize]))
}

/// The common call `s.charCodeAt(i)` (and `charAt`, `codePointAt`, `at`): a primitive string
/// `this` and a non-negative Number position, as `(string, index)`; anything else (a wrapper
/// object, a position to convert, NaN, a negative one) takes the general path.
fn plain_position(c: &NativeCall<'_>) -> Option<(StrRef, usize)> {
    match (c.this, c.arg(0)) {
        // Truncating a non-negative Number is ToIntegerOrInfinity; past u32 it is past any string.
        (Value::String(s), Value::Number(n)) if (0.0..4_294_967_296.0).contains(&n) => Some((s, n as usize)),
        _ => None,
    }
}

/// Code unit `i` of `s` (none past its end), read in place: no copy of a flat text (a rope is
/// flattened once, and stays so).
fn unit_at(vm: &mut Vm, s: StrRef, i: usize) -> Option<u16> {
    if let Some(a) = s.as_atom() {
        return vm.state.atoms.text(a).get(i).copied();
    }
    if let Some(t) = vm.state.heap.strings.get(s.as_heap().unwrap_or(0)).and_then(crate::heap::HeapStr::flat) {
        return t.get(i).copied();
    }
    vm.str_text(s).get(i).copied()
}

fn char_at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some((s, i)) = plain_position(c) {
        return Ok(match unit_at(vm, s, i) {
            Some(u) => vm.new_str(&[u]),
            None => Value::String(StrRef::atom(atom::EMPTY)),
        });
    }
    let (_, t) = this_text(vm, c, "charAt")?;
    let p = vm.int_arg(c, 0)?;
    if p < 0.0 || p >= t.len() as f64 {
        return Ok(Value::String(StrRef::atom(atom::EMPTY)));
    }
    Ok(vm.new_str(&t[p as usize..=p as usize]))
}

fn char_code_at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some((s, i)) = plain_position(c) {
        return Ok(Value::Number(unit_at(vm, s, i).map_or(f64::NAN, f64::from)));
    }
    let (_, t) = this_text(vm, c, "charCodeAt")?;
    let p = vm.int_arg(c, 0)?;
    if p < 0.0 || p >= t.len() as f64 {
        return Ok(Value::Number(f64::NAN));
    }
    Ok(Value::Number(f64::from(t[p as usize])))
}

fn code_point_at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "codePointAt")?;
    let p = vm.int_arg(c, 0)?;
    if p < 0.0 || p >= t.len() as f64 {
        return Ok(Value::Undefined);
    }
    Ok(Value::Number(f64::from(code_point_at_index(&t, p as usize))))
}

fn concat(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let mut s = vm.this_str(c, "concat")?;
    let mut parts = Vec::with_capacity(c.args.len());
    for i in 0..c.args.len() {
        parts.push(vm.str_arg(c, i)?);
    }
    for p in parts {
        s = vm.concat(s, p)?;
    }
    Ok(Value::String(s))
}

/// The search string of `startsWith`/`endsWith`/`includes`: an object argument goes to the
/// prelude (IsRegExp reads `Symbol.match`), which converts it and calls the native again.
fn search_arg(vm: &mut Vm, c: &NativeCall<'_>, s: StrRef, method: &str) -> JsResult<crate::strings::Text> {
    if let Value::Object(_) = c.arg(0) {
        let name = vm.atom_str(method);
        let args = vec![name, Value::Object(c.callee), Value::String(s), c.arg(0), c.arg(1)];
        return Err(call_exported(vm, "stringSearchSlow", Value::Undefined, args));
    }
    let p = vm.str_arg(c, 0)?;
    Ok(vm.str_text(p))
}

fn starts_with(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "startsWith")?;
    let search = search_arg(vm, c, s, "startsWith")?;
    let start = clamp(vm.int_arg(c, 1)?, t.len());
    Ok(Value::Bool(t[start..].starts_with(&search)))
}

fn ends_with(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "endsWith")?;
    let search = search_arg(vm, c, s, "endsWith")?;
    let end = opt_int(vm, c, 1)?.map_or(t.len(), |e| clamp(e, t.len()));
    Ok(Value::Bool(t[..end].ends_with(&search)))
}

fn includes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "includes")?;
    let search = search_arg(vm, c, s, "includes")?;
    let start = clamp(vm.int_arg(c, 1)?, t.len());
    Ok(Value::Bool(find(&t, &search, start).is_some()))
}

fn index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "indexOf")?;
    let search = vm.str_arg(c, 0)?;
    let search = vm.str_text(search);
    let start = clamp(vm.int_arg(c, 1)?, t.len());
    Ok(Value::Number(find(&t, &search, start).map_or(-1.0, |i| i as f64)))
}

fn last_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "lastIndexOf")?;
    let search = vm.str_arg(c, 0)?;
    let search = vm.str_text(search);
    let n = vm.num_arg(c, 1)?;
    let pos = if n.is_nan() { f64::INFINITY } else { numconv::to_integer_or_infinity(n) };
    let start = clamp(pos, t.len());
    Ok(Value::Number(rfind(&t, &search, start).map_or(-1.0, |i| i as f64)))
}

fn slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(v) = range_fast(vm, c, Range::Slice) {
        return Ok(v);
    }
    let (s, t) = this_text(vm, c, "slice")?;
    let len = t.len();
    let start = relative(vm.int_arg(c, 0)?, len);
    let end = opt_int(vm, c, 1)?.map_or(len, |e| relative(e, len));
    Ok(substring_value(vm, s, &t, start, end))
}

/// Which of the three methods [`range_fast`] answers for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Range {
    Slice,
    Substring,
    Substr,
}

/// `slice`, `substring` or `substr` of a flat string (an atom's text or a flat heap
/// string) by numbers (or a second argument left undefined): the text read where it lies, no
/// conversions and no shared handle taken; a short result is built on the stack, a longer one
/// copied once (`None`: the general path, which gives the same result, is taken).
fn range_fast(vm: &mut Vm, c: &NativeCall<'_>, method: Range) -> Option<Value> {
    let Value::String(s) = c.this else { return None };
    let Value::Number(a) = c.arg(0) else { return None };
    let b = match c.arg(1) {
        Value::Number(b) => Some(b),
        Value::Undefined => None,
        _ => return None,
    };
    let mut buf = [0u16; crate::strings::SHORT_MAX];
    let part = {
        let t = vm.flat_text(s)?;
        let len = t.len();
        let a = numconv::to_integer_or_infinity(a);
        // (An undefined second argument is the end: the length, or an infinite count.)
        let b = match b {
            Some(b) => numconv::to_integer_or_infinity(b),
            None if method == Range::Substr => f64::INFINITY,
            None => len as f64,
        };
        let (start, end) = match method {
            Range::Substring => {
                let (a, b) = (clamp(a, len), clamp(b, len));
                (a.min(b), a.max(b))
            }
            Range::Slice => (relative(a, len), relative(b, len)),
            Range::Substr => {
                let start = relative(a, len);
                (start, clamp(start as f64 + b.max(0.0), len))
            }
        };
        if start == 0 && end == len {
            return Some(Value::String(s));
        }
        if start >= end {
            return Some(Value::String(StrRef::atom(atom::EMPTY)));
        }
        let part = t.get(start..end)?;
        match buf.get_mut(..part.len()) {
            Some(d) => {
                d.copy_from_slice(part);
                Ok(part.len())
            }
            None => Err(std::sync::Arc::<[u16]>::from(part)),
        }
    };
    Some(match part {
        Ok(n) => short_value(vm, &buf[..n]),
        Err(arc) => vm.new_str_arc(arc),
    })
}

/// A string value of at most [`crate::strings::SHORT_MAX`] code units, as `Vm::new_str` makes
/// it (one unit or none as an atom, else a short heap string).
fn short_value(vm: &mut Vm, units: &[u16]) -> Value {
    if units.len() <= 1 {
        return vm.tiny_str(units);
    }
    Value::String(vm.state.heap.alloc_units(units))
}

fn substring(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(v) = range_fast(vm, c, Range::Substring) {
        return Ok(v);
    }
    let (s, t) = this_text(vm, c, "substring")?;
    let len = t.len();
    let a = clamp(vm.int_arg(c, 0)?, len);
    let b = opt_int(vm, c, 1)?.map_or(len, |e| clamp(e, len));
    Ok(substring_value(vm, s, &t, a.min(b), a.max(b)))
}

fn substr(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(v) = range_fast(vm, c, Range::Substr) {
        return Ok(v);
    }
    let (s, t) = this_text(vm, c, "substr")?;
    let len = t.len();
    let start = relative(vm.int_arg(c, 0)?, len);
    let count = opt_int(vm, c, 1)?.unwrap_or(f64::INFINITY);
    let end = clamp(start as f64 + count.max(0.0), len);
    Ok(substring_value(vm, s, &t, start, end))
}

fn to_lower_case(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "toLowerCase")?;
    let out = case::to_lower(&t);
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

fn to_upper_case(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "toUpperCase")?;
    let out = case::to_upper(&t);
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

fn to_locale_lower_case(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    locale_case(vm, c, false)
}

fn to_locale_upper_case(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    locale_case(vm, c, true)
}

/// `toLocaleLowerCase`/`toLocaleUpperCase`: without locales the mapping here; with them,
/// CanonicalizeLocaleList (its errors) and the language's rules: the prelude, then `intlCase`.
fn locale_case(vm: &mut Vm, c: &NativeCall<'_>, upper: bool) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, if upper { "toLocaleUpperCase" } else { "toLocaleLowerCase" })?;
    if !c.arg(0).is_undefined() {
        return Err(call_exported(
            vm,
            "stringCaseSlow",
            Value::Undefined,
            vec![Value::String(s), c.arg(0), Value::Bool(upper)],
        ));
    }
    let out = if upper { case::to_upper(&t) } else { case::to_lower(&t) };
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

/// `intlCase(s, language, upper)`: TransformCase of the string `s` for a language (the
/// prelude's `stringCaseSlow` has canonicalized the locales): with CLDR data ICU4X's case
/// mapper, whose Turkish, Azeri and Lithuanian rules are SpecialCasing's (a string with lone
/// surrogates keeps to the mapping below); without it, [`case`]'s mapping with the Turkish/Azeri
/// dotted and dotless i.
fn locale_case_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::String(s) = c.arg(0) else { return Ok(c.arg(0)) };
    let lang = match c.arg(1) {
        Value::String(l) => vm.str_lossy(l),
        _ => String::new(),
    };
    let upper = matches!(c.arg(2), Value::Bool(true));
    let t = vm.str_text(s);
    #[cfg(feature = "intl-data")]
    if let Ok(text) = String::from_utf16(&t) {
        let id =
            lang.parse::<icu_locale_core::LanguageIdentifier>().unwrap_or(icu_locale_core::LanguageIdentifier::UNKNOWN);
        let cm = icu_casemap::CaseMapper::new();
        let mapped = if upper { cm.uppercase_to_string(&text, &id) } else { cm.lowercase_to_string(&text, &id) };
        let out: Vec<u16> = mapped.encode_utf16().collect();
        check_len(vm, out.len())?;
        return Ok(vm.new_str_vec(out));
    }
    let turkic = lang == "tr" || lang == "az";
    let out = match (upper, turkic) {
        (true, true) => case::to_upper_turkic(&t),
        (true, false) => case::to_upper(&t),
        (false, true) => case::to_lower_turkic(&t),
        (false, false) => case::to_lower(&t),
    };
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

/// The bounds of `t` without its leading (`start`) and trailing (`end`) white space.
fn trim_bounds(t: &[u16], start: bool, end: bool) -> (usize, usize) {
    let mut a = 0;
    let mut b = t.len();
    if start {
        while a < b && numconv::is_js_whitespace(t[a]) {
            a += 1;
        }
    }
    if end {
        while b > a && numconv::is_js_whitespace(t[b - 1]) {
            b -= 1;
        }
    }
    (a, b)
}

fn trim_with(vm: &mut Vm, c: &NativeCall<'_>, method: &str, start: bool, end: bool) -> JsResult<Value> {
    let s = vm.this_str(c, method)?;
    // A flat string is scanned where it lies: nothing copied but a short result.
    if let Some(t) = vm.flat_text(s) {
        let (a, b) = trim_bounds(t, start, end);
        if a == 0 && b == t.len() {
            return Ok(Value::String(s));
        }
        let mut buf = [0u16; crate::strings::SHORT_MAX];
        if let Some(out) = buf.get_mut(..b - a) {
            out.copy_from_slice(&t[a..b]);
            return Ok(vm.new_str(out));
        }
    }
    let t = vm.str_text(s);
    let (a, b) = trim_bounds(&t, start, end);
    Ok(substring_value(vm, s, &t, a, b))
}

fn trim(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    trim_with(vm, c, "trim", true, true)
}

fn trim_start(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    trim_with(vm, c, "trimStart", true, false)
}

fn trim_end(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    trim_with(vm, c, "trimEnd", false, true)
}

fn pad(vm: &mut Vm, c: &NativeCall<'_>, method: &str, at_start: bool) -> JsResult<Value> {
    if let Some(v) = pad_short(vm, c, at_start) {
        return Ok(v);
    }
    let (s, t) = this_text(vm, c, method)?;
    let max = vm.int_arg(c, 0)?;
    let fill = if c.arg(1).is_undefined() {
        crate::strings::Text::new(&[0x20])
    } else {
        let f = vm.str_arg(c, 1)?;
        vm.str_text(f)
    };
    if max <= t.len() as f64 || fill.is_empty() {
        return Ok(Value::String(s));
    }
    vm.check_string_build(max)?;
    let max = max as usize;
    let fill_len = max - t.len();
    // A short result is built on the stack (one allocation, for the string itself).
    let mut out = smallvec::SmallVec::<[u16; 64]>::with_capacity(max);
    if !at_start {
        out.extend_from_slice(&t);
    }
    out.extend(fill.iter().copied().cycle().take(fill_len));
    if at_start {
        out.extend_from_slice(&t);
    }
    Ok(vm.new_str(&out))
}

/// [`pad`] of a flat string to a number with a flat fill string (or none) when the result is
/// short: the texts read where they lie and the result built on the stack, no conversions
/// (`None`: the general path, which gives the same result, is taken).
fn pad_short(vm: &mut Vm, c: &NativeCall<'_>, at_start: bool) -> Option<Value> {
    let Value::String(s) = c.this else { return None };
    let Value::Number(m) = c.arg(0) else { return None };
    let fill = match c.arg(1) {
        Value::String(f) => Some(f),
        Value::Undefined => None,
        _ => return None,
    };
    let max = numconv::to_integer_or_infinity(m);
    let mut buf = [0u16; crate::strings::SHORT_MAX];
    let max = {
        let t = vm.flat_text(s)?;
        let space = [0x20u16];
        let fill: &[u16] = match fill {
            Some(f) => vm.flat_text(f)?,
            None => &space,
        };
        if max <= t.len() as f64 || fill.is_empty() {
            return Some(Value::String(s));
        }
        if max > crate::strings::SHORT_MAX as f64 {
            return None;
        }
        vm.check_string_build(max).ok()?;
        let max = max as usize;
        let fill_len = max - t.len();
        let (pad_at, text_at) = if at_start { (0, fill_len) } else { (t.len(), 0) };
        buf[text_at..text_at + t.len()].copy_from_slice(t);
        // The fill repeated (cut short at the end); one unit (the usual fill) is a plain fill.
        let pad = &mut buf[pad_at..pad_at + fill_len];
        if let [u] = fill {
            pad.fill(*u);
        } else {
            let mut j = 0;
            for d in pad {
                *d = fill[j];
                j += 1;
                if j == fill.len() {
                    j = 0;
                }
            }
        }
        max
    };
    Some(short_value(vm, &buf[..max]))
}

fn pad_start(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    pad(vm, c, "padStart", true)
}

fn pad_end(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    pad(vm, c, "padEnd", false)
}

fn repeat(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "repeat")?;
    let raw = vm.num_arg(c, 0)?;
    let n = numconv::to_integer_or_infinity(raw);
    if n < 0.0 || n == f64::INFINITY {
        return Err(Ctl::range_error(format!("Invalid count value: {}", numconv::number_to_string(raw))));
    }
    if n == 0.0 || t.is_empty() {
        return Ok(Value::String(StrRef::atom(atom::EMPTY)));
    }
    if n == 1.0 {
        return Ok(Value::String(s));
    }
    vm.check_string_build(n * t.len() as f64)?;
    let n = n as usize;
    let mut out = Vec::with_capacity(n * t.len());
    for _ in 0..n {
        out.extend_from_slice(&t);
    }
    Ok(vm.new_str_vec(out))
}

fn normalize(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "normalize")?;
    let form = if c.arg(0).is_undefined() {
        0
    } else {
        let f = vm.str_arg(c, 0)?;
        match vm.str_lossy(f).as_str() {
            "NFC" => 0,
            "NFD" => 1,
            "NFKC" => 2,
            "NFKD" => 3,
            _ => {
                return Err(Ctl::range_error("The normalization form should be one of NFC, NFD, NFKC, NFKD."));
            }
        }
    };
    // ASCII is invariant under every form.
    if t.iter().all(|&u| u < 0x80) {
        return Ok(Value::String(s));
    }
    let mut out: Vec<u16> = Vec::with_capacity(t.len());
    let mut seg = String::new();
    let flush = |seg: &mut String, out: &mut Vec<u16>| {
        let mut buf = [0u16; 2];
        let mut push = |ch: char| out.extend_from_slice(ch.encode_utf16(&mut buf));
        match form {
            0 => seg.chars().nfc().for_each(&mut push),
            1 => seg.chars().nfd().for_each(&mut push),
            2 => seg.chars().nfkc().for_each(&mut push),
            _ => seg.chars().nfkd().for_each(&mut push),
        }
        seg.clear();
    };
    // Lone surrogates are not characters: normalize the runs between them and keep them as is.
    for r in char::decode_utf16(t.iter().copied()) {
        match r {
            Ok(ch) => seg.push(ch),
            Err(e) => {
                flush(&mut seg, &mut out);
                out.push(e.unpaired_surrogate());
            }
        }
    }
    flush(&mut seg, &mut out);
    if *out == *t {
        return Ok(Value::String(s));
    }
    check_len(vm, out.len())?;
    Ok(vm.new_str_vec(out))
}

fn is_well_formed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, t) = this_text(vm, c, "isWellFormed")?;
    Ok(Value::Bool(char::decode_utf16(t.iter().copied()).all(|r| r.is_ok())))
}

fn to_well_formed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (s, t) = this_text(vm, c, "toWellFormed")?;
    if char::decode_utf16(t.iter().copied()).all(|r| r.is_ok()) {
        return Ok(Value::String(s));
    }
    let mut out = Vec::with_capacity(t.len());
    let mut buf = [0u16; 2];
    for r in char::decode_utf16(t.iter().copied()) {
        out.extend_from_slice(r.unwrap_or('\u{FFFD}').encode_utf16(&mut buf));
    }
    Ok(vm.new_str_vec(out))
}

/// `localeCompare` without locales and options: the order of `x` and `y` (a sort whose comparator
/// only calls it, `exec::sort`, compares with this).
pub(crate) fn default_locale_order(x: &[u16], y: &[u16]) -> std::cmp::Ordering {
    #[cfg(feature = "intl-data")]
    {
        super::intl::icu::compare(x, y, &super::intl::icu::CollatorSpec::plain("en-US"))
    }
    #[cfg(not(feature = "intl-data"))]
    {
        collate::compare(x, y, &collate::Options::default())
    }
}

/// The options `localeCompare` reads, and their types for the prelude's slow path.
#[cfg(not(feature = "intl-data"))]
const COLLATOR_OPTIONS: [&str; 5] = ["usage", "sensitivity", "ignorePunctuation", "numeric", "caseFirst"];

/// With CLDR data (`intl-data`), `localeCompare` is a collator's compare: without locales and
/// options, the root order en-US uses (on ICU4X, here); with either, the prelude's
/// `localeCompareSlow` makes the `Intl.Collator` they describe. Without the data, the root-like
/// order of `string/collate.rs` with the options it supports, whatever the locale.
fn locale_compare(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (this_ref, t) = this_text(vm, c, "localeCompare")?;
    let that_ref = vm.str_arg(c, 0)?;
    let that = vm.str_text(that_ref);
    #[cfg(feature = "intl-data")]
    {
        if !super::intl::names_default_locale(vm, c.arg(1)) || !c.arg(2).is_undefined() {
            let args = vec![Value::String(this_ref), Value::String(that_ref), c.arg(1), c.arg(2)];
            return Err(call_exported(vm, "localeCompareSlow", Value::Undefined, args));
        }
        let spec = super::intl::icu::CollatorSpec::plain("en-US");
        Ok(Value::Number(super::intl::icu::compare(&t, &that, &spec) as i32 as f64))
    }
    #[cfg(not(feature = "intl-data"))]
    {
        let _ = (this_ref, that_ref);
        let opts = if c.arg(2).is_undefined() {
            collate::Options::default()
        } else {
            let Some(vals) = read_options(vm, c.arg(2), &COLLATOR_OPTIONS, LOCALE_COMPARE)? else {
                return Err(options_slow(vm, c, 2, &COLLATOR_OPTIONS, "ssbbs"));
            };
            collator_options(vm, &vals)?
        };
        let o = collate::compare(&t, &that, &opts);
        Ok(Value::Number(o as i32 as f64))
    }
}

/// The string value of an option, checked against `allowed` (V8's RangeError otherwise).
pub(crate) fn string_option(
    vm: &mut Vm,
    v: Value,
    name: &str,
    allowed: &[&str],
    method: &str,
) -> JsResult<Option<String>> {
    if v.is_undefined() {
        return Ok(None);
    }
    let s = vm.to_str(v)?;
    let s = vm.str_lossy(s);
    if !allowed.is_empty() && !allowed.contains(&s.as_str()) {
        return Err(Ctl::range_error(format!("Value {s} out of range for {method} options property {name}")));
    }
    Ok(Some(s))
}

#[cfg(not(feature = "intl-data"))]
const LOCALE_COMPARE: &str = "String.prototype.localeCompare";

#[cfg(not(feature = "intl-data"))]
fn collator_options(vm: &mut Vm, vals: &[Value]) -> JsResult<collate::Options> {
    const M: &str = LOCALE_COMPARE;
    let mut o = collate::Options::default();
    string_option(vm, vals[0], "usage", &["sort", "search"], M)?;
    if let Some(s) = string_option(vm, vals[1], "sensitivity", &["base", "accent", "case", "variant"], M)? {
        o.sensitivity = match s.as_str() {
            "base" => collate::Sensitivity::Base,
            "accent" => collate::Sensitivity::Accent,
            "case" => collate::Sensitivity::Case,
            _ => collate::Sensitivity::Variant,
        };
    }
    if !vals[2].is_undefined() {
        o.ignore_punctuation = vm.truthy(vals[2]);
    }
    if !vals[3].is_undefined() {
        o.numeric = vm.truthy(vals[3]);
    }
    if let Some(s) = string_option(vm, vals[4], "caseFirst", &["upper", "lower", "false"], M)? {
        o.upper_first = s == "upper";
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::{find, rfind};

    fn naive(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
        (from..=hay.len().checked_sub(needle.len())?).find(|&i| hay[i..i + needle.len()] == *needle)
    }

    fn naive_last(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
        let start = from.min(hay.len().checked_sub(needle.len())?);
        (0..=start).rev().find(|&i| hay[i..i + needle.len()] == *needle)
    }

    #[test]
    fn long_needles_are_found_as_by_comparing_at_every_position() {
        // A two-letter alphabet makes borders, near misses and overlapping occurrences common.
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..3000 {
            let hay: Vec<u16> = (0..next() % 200).map(|_| 97 + (next() % 2) as u16).collect();
            let needle: Vec<u16> = (0..16 + next() % 24).map(|_| 97 + (next() % 2) as u16).collect();
            let from = (next() % 220) as usize;
            assert_eq!(find(&hay, &needle, from), naive(&hay, &needle, from), "{hay:?} {needle:?} {from}");
            assert_eq!(rfind(&hay, &needle, from), naive_last(&hay, &needle, from), "{hay:?} {needle:?} {from}");
        }
    }
}
