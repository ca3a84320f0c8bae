//! Text and URI encodings: `encodeURI`, `encodeURIComponent`, `decodeURI`,
//! `decodeURIComponent`, `escape`, `unescape`, `TextEncoder`, `TextDecoder` (UTF-8 only, with
//! `fatal`, `ignoreBOM` and streaming), `atob` and `btoa` (node's forgiving base64, with
//! DOMException-like `InvalidCharacterError`s).
//!
//! The URI functions follow ECMA-262 §19.2.6 on UTF-16 text (lone surrogates are a
//! `URIError: URI malformed`). Encoder and decoder instances are ordinary objects whose state
//! lives in the private slot of `url.rs` (the decoder's is `[flags, bomSeen, ...pending bytes]`).

use crate::error::{Ctl, ErrorSpec, ErrorType, JsResult};
use crate::heap::attr;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

use super::typed_array::new_uint8_array;
use super::url::{get_slot, missing_args, node_error, set_slot};
use crate::typed::bytes_of;

const FATAL: u8 = 1;
const IGNORE_BOM: u8 = 2;
/// The decoder was once used with `stream: true` (node then leaves its UTF-8 fast path, which
/// changes the wording of an argument error).
const STREAMED: u8 = 4;

pub(crate) fn setup(vm: &mut Vm) {
    let g = vm.state.realm.global;
    vm.def_method(g, "encodeURI", 1, encode_uri);
    vm.def_method(g, "encodeURIComponent", 1, encode_uri_component);
    vm.def_method(g, "decodeURI", 1, decode_uri);
    vm.def_method(g, "decodeURIComponent", 1, decode_uri_component);
    vm.def_method(g, "escape", 1, escape);
    vm.def_method(g, "unescape", 1, unescape);
    vm.def_method(g, "atob", 1, atob);
    vm.def_method(g, "btoa", 1, btoa);

    let op = vm.state.realm.object_prototype;
    let ep = vm.intrinsic_object(Some(op));
    vm.def_ctor("TextEncoder", 0, encoder_ctor, ep);
    vm.def_getter(ep, "encoding", encoder_encoding);
    vm.def_method(ep, "encode", 0, encode);
    vm.def_method(ep, "encodeInto", 2, encode_into);
    vm.tag(ep, "TextEncoder");

    let dp = vm.intrinsic_object(Some(op));
    vm.def_ctor("TextDecoder", 0, decoder_ctor, dp);
    vm.def_method(dp, "decode", 0, decode);
    vm.def_getter(dp, "encoding", decoder_encoding);
    vm.def_getter(dp, "fatal", decoder_fatal);
    vm.def_getter(dp, "ignoreBOM", decoder_ignore_bom);
    vm.tag(dp, "TextDecoder");
    for (o, names) in
        [(ep, &["encoding", "encode", "encodeInto"][..]), (dp, &["decode", "encoding", "fatal", "ignoreBOM"][..])]
    {
        for n in names {
            let k = vm.intern(n);
            if let Some(p) = vm.state.heap.obj_mut(o).props.get_mut(k) {
                p.attrs |= attr::ENUMERABLE;
            }
        }
    }
}

fn uri_error() -> Ctl {
    Ctl::error(ErrorType::Uri, "URI malformed")
}

// ---- encodeURI / decodeURI --------------------------------------------------------------------

/// Characters `encodeURIComponent` leaves alone.
fn unreserved(c: u16) -> bool {
    matches!(c, 0x41..=0x5A | 0x61..=0x7A | 0x30..=0x39) || b"-_.!~*'()".iter().any(|&b| u16::from(b) == c)
}

/// The extra characters `encodeURI` leaves alone (and `decodeURI` keeps escaped).
fn uri_reserved(c: u16) -> bool {
    b";/?:@&=+$,#".iter().any(|&b| u16::from(b) == c)
}

fn push_hex_byte(out: &mut Vec<u16>, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push(0x25);
    out.push(u16::from(HEX[usize::from(b >> 4)]));
    out.push(u16::from(HEX[usize::from(b & 15)]));
}

fn uri_encode(s: &[u16], keep: fn(u16) -> bool) -> JsResult<Vec<u16>> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if keep(c) {
            out.push(c);
            i += 1;
            continue;
        }
        let cp = match c {
            0xDC00..=0xDFFF => return Err(uri_error()),
            0xD800..=0xDBFF => match s.get(i + 1) {
                Some(&lo) if (0xDC00..=0xDFFF).contains(&lo) => {
                    i += 1;
                    0x10000 + ((u32::from(c) - 0xD800) << 10) + (u32::from(lo) - 0xDC00)
                }
                _ => return Err(uri_error()),
            },
            _ => u32::from(c),
        };
        let ch = char::from_u32(cp).ok_or_else(uri_error)?;
        let mut buf = [0u8; 4];
        for b in ch.encode_utf8(&mut buf).bytes() {
            push_hex_byte(&mut out, b);
        }
        i += 1;
    }
    Ok(out)
}

fn hex_at(s: &[u16], i: usize) -> Option<u8> {
    let d = |c: u16| char::from_u32(u32::from(c)).and_then(|c| c.to_digit(16));
    Some((d(*s.get(i)?)? * 16 + d(*s.get(i + 1)?)?) as u8)
}

fn uri_decode(s: &[u16], keep_escaped: fn(u16) -> bool) -> JsResult<Vec<u16>> {
    let mut out = Vec::with_capacity(s.len());
    let mut k = 0;
    while k < s.len() {
        let c = s[k];
        if c != 0x25 {
            out.push(c);
            k += 1;
            continue;
        }
        let start = k;
        let b = hex_at(s, k + 1).ok_or_else(uri_error)?;
        k += 3;
        if b < 0x80 {
            let ch = u16::from(b);
            if keep_escaped(ch) {
                out.extend_from_slice(&s[start..k]);
            } else {
                out.push(ch);
            }
            continue;
        }
        let n = b.leading_ones() as usize;
        if n == 1 || n > 4 {
            return Err(uri_error());
        }
        let mut bytes = vec![b];
        for _ in 1..n {
            if s.get(k) != Some(&0x25) {
                return Err(uri_error());
            }
            let cb = hex_at(s, k + 1).ok_or_else(uri_error)?;
            if cb & 0xC0 != 0x80 {
                return Err(uri_error());
            }
            bytes.push(cb);
            k += 3;
        }
        let text = std::str::from_utf8(&bytes).map_err(|_| uri_error())?;
        out.extend(text.encode_utf16());
    }
    Ok(out)
}

fn uri_fn(vm: &mut Vm, c: &NativeCall<'_>, f: fn(&[u16]) -> JsResult<Vec<u16>>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let t = vm.str_text(s);
    let out = f(&t)?;
    Ok(vm.new_str_vec(out))
}

fn encode_uri(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| uri_encode(t, |c| unreserved(c) || uri_reserved(c)))
}
fn encode_uri_component(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| uri_encode(t, unreserved))
}
fn decode_uri(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| uri_decode(t, uri_reserved))
}
fn decode_uri_component(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| uri_decode(t, |_| false))
}

fn escape(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let mut out = Vec::with_capacity(t.len());
        for &ch in t {
            let plain =
                matches!(ch, 0x41..=0x5A | 0x61..=0x7A | 0x30..=0x39) || b"@*_+-./".iter().any(|&b| u16::from(b) == ch);
            if plain {
                out.push(ch);
            } else if ch < 256 {
                push_hex_byte(&mut out, ch as u8);
            } else {
                out.extend_from_slice(&[0x25, 0x75]);
                for shift in [12, 8, 4, 0] {
                    out.push(u16::from(HEX[usize::from((ch >> shift) & 15)]));
                }
            }
        }
        Ok(out)
    })
}

fn unescape(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    uri_fn(vm, c, |t| {
        let mut out = Vec::with_capacity(t.len());
        let mut k = 0;
        while k < t.len() {
            let ch = t[k];
            if ch == 0x25 {
                if t.get(k + 1) == Some(&0x75)
                    && let (Some(a), Some(b)) = (hex_at(t, k + 2), hex_at(t, k + 4))
                {
                    out.push(u16::from(a) << 8 | u16::from(b));
                    k += 6;
                    continue;
                }
                if let Some(b) = hex_at(t, k + 1) {
                    out.push(u16::from(b));
                    k += 3;
                    continue;
                }
            }
            out.push(ch);
            k += 1;
        }
        Ok(out)
    })
}

// ---- atob / btoa ------------------------------------------------------------------------------

/// node's DOMException for `atob`/`btoa`: an Error named `InvalidCharacterError`, code 5.
fn invalid_character(vm: &mut Vm, message: &str) -> Ctl {
    let spec = ErrorSpec { ty: ErrorType::Error, message: message.to_string(), kind: None };
    let e = vm.make_error_from_spec(&spec, true);
    if let Value::Object(o) = e {
        let name = vm.new_string("InvalidCharacterError");
        vm.def_value(o, "name", name, attr::HIDDEN);
        vm.def_value(o, "code", Value::Number(5.0), attr::HIDDEN);
    }
    Ctl::Throw(e)
}

/// The text of `atob`/`btoa`'s required `input` argument (Node's error when it is missing).
fn input_text(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<crate::strings::Text> {
    if c.args.is_empty() {
        return Err(missing_args(vm, "\"input\""));
    }
    let s = vm.str_arg(c, 0)?;
    Ok(vm.str_text(s))
}

fn atob(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = input_text(vm, c)?;
    let mut data = 0usize;
    let mut equals = 0usize;
    for &ch in t.iter() {
        if matches!(ch, 0x09 | 0x0A | 0x0C | 0x0D | 0x20) {
            continue;
        }
        if ch == u16::from(b'=') {
            data += 1;
            equals += 1;
        } else if super::typed_array::b64_value(ch).is_some() {
            data += 1;
            if equals > 0 {
                return Err(invalid_character(vm, "Invalid character"));
            }
        } else {
            return Err(invalid_character(vm, "Invalid character"));
        }
        if equals > 2 {
            return Err(invalid_character(vm, "Invalid character"));
        }
    }
    let mut rem = data % 4;
    if rem == 0 {
        rem = (data - equals) % 4;
    } else if equals > 0 {
        return Err(invalid_character(vm, "Invalid character"));
    }
    if rem == 1 {
        return Err(invalid_character(vm, "The string to be decoded is not correctly encoded."));
    }
    let mut out: Vec<u16> = Vec::with_capacity(data * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for v in t.iter().filter_map(|&ch| super::typed_array::b64_value(ch)) {
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(u16::from((acc >> bits) as u8));
        }
    }
    Ok(vm.new_str_vec(out))
}

fn btoa(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = input_text(vm, c)?;
    let mut bytes = Vec::with_capacity(t.len());
    for &ch in t.iter() {
        let Ok(b) = u8::try_from(ch) else {
            return Err(invalid_character(vm, "Invalid character"));
        };
        bytes.push(b);
    }
    let out = super::typed_array::base64_encode(&bytes, false, true);
    Ok(vm.new_string(&out))
}

// ---- TextEncoder ------------------------------------------------------------------------------

fn not_constructed(name: &str) -> Ctl {
    Ctl::type_error(format!("Class constructor {name} cannot be invoked without 'new'"))
}

fn invalid_this(vm: &mut Vm, name: &str) -> Ctl {
    node_error(vm, ErrorType::Type, "ERR_INVALID_THIS", &format!("Value of \"this\" must be of type {name}"), &[])
}

fn encoder_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(not_constructed("TextEncoder"));
    };
    let p = encoder_proto(vm);
    let proto = vm.proto_from_ctor(nt, p);
    let o = vm.new_object_with_proto(Some(proto));
    set_slot(vm, o, Value::Bool(true));
    Ok(Value::Object(o))
}

fn global_proto(vm: &mut Vm, name: &str) -> ObjId {
    let g = vm.state.realm.global;
    let k = vm.intern(name);
    let ctor = vm.get_data(Value::Object(g), k);
    match vm.get_data(ctor, crate::atoms::atom::PROTOTYPE) {
        Value::Object(p) => p,
        _ => vm.state.realm.object_prototype,
    }
}

fn encoder_proto(vm: &mut Vm) -> ObjId {
    global_proto(vm, "TextEncoder")
}

fn this_encoder(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<()> {
    if let Value::Object(o) = c.this
        && get_slot(vm, o) == Some(Value::Bool(true))
    {
        return Ok(());
    }
    Err(invalid_this(vm, "TextEncoder"))
}

fn encoder_encoding(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    this_encoder(vm, c)?;
    Ok(vm.atom_str("utf-8"))
}

fn encode(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    this_encoder(vm, c)?;
    let text = if c.arg(0).is_undefined() {
        String::new()
    } else {
        let s = vm.str_arg(c, 0)?;
        vm.str_lossy(s)
    };
    Ok(Value::Object(new_uint8_array(vm, text.into_bytes())))
}

fn encode_into(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    this_encoder(vm, c)?;
    let s = vm.str_arg(c, 0)?;
    let dest = match c.arg(1) {
        Value::Object(o) if crate::typed::kind_of(vm, o) == Some(crate::typed::Kind::Uint8) => o,
        other => {
            return Err(invalid_arg_type(vm, "The \"dest\" argument must be an instance of Uint8Array.", Some(other)));
        }
    };
    let units = vm.str_text(s);
    let cap = bytes_of(vm, dest).map_or(0, |b| b.len());
    let mut out = Vec::with_capacity(cap);
    let mut read = 0;
    for r in char::decode_utf16(units.iter().copied()) {
        let ok = r.is_ok();
        let ch = r.unwrap_or('\u{FFFD}');
        let n = ch.len_utf8();
        if out.len() + n > cap {
            break;
        }
        let mut buf = [0u8; 4];
        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        read += if ok { ch.len_utf16() } else { 1 };
    }
    let written = out.len();
    super::typed_array::write_bytes(vm, dest, &out);
    let o = vm.new_object();
    let rk = vm.intern("read");
    let wk = vm.intern("written");
    let _ = vm.create_data_prop(o, rk, Value::Number(read as f64));
    let _ = vm.create_data_prop(o, wk, Value::Number(written as f64));
    Ok(Value::Object(o))
}

/// node's "Received ..." suffix for a few common cases.
/// Node's `ERR_INVALID_ARG_TYPE` TypeError: what was expected, then what was received if given.
fn invalid_arg_type(vm: &mut Vm, expected: &str, received: Option<Value>) -> Ctl {
    let msg = match received {
        Some(v) => format!("{expected} {}", describe_received(vm, v)),
        None => expected.to_string(),
    };
    node_error(vm, ErrorType::Type, "ERR_INVALID_ARG_TYPE", &msg, &[])
}

fn describe_received(vm: &mut Vm, v: Value) -> String {
    match v {
        Value::Undefined => "Received undefined".into(),
        Value::Null => "Received null".into(),
        Value::Object(o) => {
            let n = vm.constructor_name(o).unwrap_or_else(|| "Object".into());
            format!("Received an instance of {n}")
        }
        Value::String(s) => format!("Received type string ('{}')", vm.str_lossy(s)),
        other => {
            let t = vm.type_of(other);
            let t = vm.state.atoms.display(t);
            let d = vm.describe(other);
            format!("Received type {t} ({d})")
        }
    }
}

// ---- TextDecoder ------------------------------------------------------------------------------

fn decoder_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(not_constructed("TextDecoder"));
    };
    let label = if c.arg(0).is_undefined() {
        "utf-8".to_string()
    } else {
        let s = vm.str_arg(c, 0)?;
        vm.str_lossy(s)
    };
    let norm = label.trim_matches(|ch: char| matches!(ch, '\t' | '\n' | '\x0C' | '\r' | ' ')).to_ascii_lowercase();
    if !matches!(
        norm.as_str(),
        "utf-8" | "utf8" | "unicode-1-1-utf-8" | "unicode11utf8" | "unicode20utf8" | "x-unicode20utf8"
    ) {
        return Err(node_error(
            vm,
            ErrorType::Range,
            "ERR_ENCODING_NOT_SUPPORTED",
            &format!("The \"{label}\" encoding is not supported"),
            &[],
        ));
    }
    let mut flags = 0;
    match c.arg(1) {
        Value::Undefined | Value::Null => {}
        Value::Object(o) => {
            let fk = vm.intern("fatal");
            let ik = vm.intern("ignoreBOM");
            let f = vm.get_data(Value::Object(o), fk);
            let i = vm.get_data(Value::Object(o), ik);
            if vm.truthy(f) {
                flags |= FATAL;
            }
            if vm.truthy(i) {
                flags |= IGNORE_BOM;
            }
        }
        other => return Err(invalid_arg_type(vm, "The \"options\" argument must be of type object.", Some(other))),
    }
    let p = global_proto(vm, "TextDecoder");
    let proto = vm.proto_from_ctor(nt, p);
    let o = vm.new_object_with_proto(Some(proto));
    let state = vm.new_array(vec![Value::Number(f64::from(flags)), Value::Bool(false)]);
    set_slot(vm, o, Value::Object(state));
    Ok(Value::Object(o))
}

/// The decoder's state array.
fn this_decoder(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<ObjId> {
    if let Value::Object(o) = c.this
        && let Some(Value::Object(s)) = get_slot(vm, o)
        && matches!(vm.state.heap.obj(s).class, crate::heap::Class::Array { .. })
        && vm.proto_of(o).is_some()
        && !matches!(vm.state.heap.obj(o).class, crate::heap::Class::Url(_))
        && matches!(vm.array_values(Value::Object(s)).first(), Some(Value::Number(_)))
    {
        return Ok(s);
    }
    Err(invalid_this(vm, "TextDecoder"))
}

fn decoder_flags(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<u8> {
    let s = this_decoder(vm, c)?;
    Ok(match vm.array_values(Value::Object(s)).first() {
        Some(Value::Number(n)) => *n as u8,
        _ => 0,
    })
}

fn decoder_encoding(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    decoder_flags(vm, c)?;
    Ok(vm.atom_str("utf-8"))
}
fn decoder_fatal(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(decoder_flags(vm, c)? & FATAL != 0))
}
fn decoder_ignore_bom(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(decoder_flags(vm, c)? & IGNORE_BOM != 0))
}

/// Bytes at the end of `b` that start a UTF-8 sequence not yet complete.
fn incomplete_tail(b: &[u8]) -> usize {
    for k in 1..=3.min(b.len()) {
        let start = b.len() - k;
        let lead = b[start];
        if lead & 0xC0 == 0x80 {
            continue;
        }
        let need = match lead {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return 0,
        };
        if need > k
            && let Err(e) = std::str::from_utf8(&b[start..])
            && e.valid_up_to() == 0
            && e.error_len().is_none()
        {
            return k;
        }
        return 0;
    }
    0
}

fn decode(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let state = this_decoder(vm, c)?;
    let stream = match c.arg(1) {
        Value::Object(o) => {
            let k = vm.intern("stream");
            let v = vm.get_data(Value::Object(o), k);
            vm.truthy(v)
        }
        _ => false,
    };
    let st = vm.array_values(Value::Object(state));
    let mut flags = match st.first() {
        Some(Value::Number(n)) => *n as u8,
        _ => 0,
    };
    if stream {
        flags |= STREAMED;
    }
    let input = match c.arg(0) {
        Value::Undefined => Vec::new(),
        Value::Object(o) if bytes_of(vm, o).is_some() => bytes_of(vm, o).unwrap_or_default(),
        _ => {
            let name = if flags & STREAMED != 0 { "input" } else { "list" };
            let expected = format!(
                "The \"{name}\" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView."
            );
            return Err(invalid_arg_type(vm, &expected, None));
        }
    };
    let bom_seen = matches!(st.get(1), Some(Value::Bool(true)));
    let mut bytes: Vec<u8> = st.iter().skip(2).filter_map(|v| v.as_number().map(|n| n as u8)).collect();
    bytes.extend_from_slice(&input);
    let keep = if stream { incomplete_tail(&bytes) } else { 0 };
    let pending = bytes.split_off(bytes.len() - keep);
    if flags & FATAL != 0 && std::str::from_utf8(&bytes).is_err() {
        reset(vm, state, flags, false, Vec::new());
        return Err(node_error(
            vm,
            ErrorType::Type,
            "ERR_ENCODING_INVALID_ENCODED_DATA",
            "The encoded data was not valid for encoding utf-8",
            &[],
        ));
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut units: Vec<u16> = text.encode_utf16().collect();
    let mut seen = bom_seen;
    if !seen && !units.is_empty() {
        if flags & IGNORE_BOM == 0 && units[0] == 0xFEFF {
            units.remove(0);
        }
        seen = true;
    }
    if stream {
        reset(vm, state, flags, seen, pending);
    } else {
        reset(vm, state, flags, false, Vec::new());
    }
    Ok(vm.new_str_vec(units))
}

fn reset(vm: &mut Vm, state: ObjId, flags: u8, bom_seen: bool, pending: Vec<u8>) {
    let mut vals = vec![Value::Number(f64::from(flags)), Value::Bool(bom_seen)];
    vals.extend(pending.into_iter().map(|b| Value::Number(f64::from(b))));
    if let crate::heap::Class::Array { dense, len } = &mut vm.state.heap.obj_mut(state).class {
        *len = vals.len() as u32;
        *dense = vals;
    }
}
