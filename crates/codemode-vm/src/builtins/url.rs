//! `URL` and `URLSearchParams` (WHATWG URL, on the `url` crate and its `quirks` accessors).
//!
//! A URL object is `Class::Url(href)`: every getter re-parses the href and every setter stores
//! the new one. Its `searchParams` is a `Class::SearchParams` object created with it and linked
//! both ways: the URL keeps it in a private slot ([`slot_key`]) and it keeps the URL in its
//! `url` field; editing the params rewrites the URL's query, and setting `href` or `search`
//! re-reads the params from the query.
//!
//! Owns the private-slot helpers shared with `encoding.rs` (one private symbol, unreachable
//! from programs), and the node-style errors (`code` property, location of the program frame).
//! The parts that iterate program values (constructing params from an iterable or a record,
//! `forEach`) are in `prelude/url.js`.

use std::sync::Arc;

use url::Url;
use url::quirks;

use crate::atoms::atom;
use crate::error::{Ctl, ErrorSpec, ErrorType, JsResult, TailCall};
use crate::heap::{Class, Object, Prop, Slot, attr};
use crate::strings::utf16;
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, NativeFn, Vm};

/// The pairs of a URLSearchParams.
type Pairs = Vec<(Arc<[u16]>, Arc<[u16]>)>;

/// A name argument and an optional value argument.
type NameValue = (Arc<[u16]>, Option<Arc<[u16]>>);

pub(crate) fn setup(vm: &mut Vm) {
    let slot = vm.state.atoms.new_symbol(Some(utf16("[[slot]]").into()), true, false);
    let h = vm.state.realm.hidden;
    vm.def_value(h, "%slot", Value::Symbol(slot), 0);

    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.url_prototype = proto;
    let ctor = vm.def_ctor("URL", 1, url_ctor, proto);
    vm.def_method(ctor, "parse", 1, url_parse);
    vm.def_method(ctor, "canParse", 1, url_can_parse);
    web_method(vm, proto, "toString", 0, url_to_string);
    type Acc = (&'static str, NativeFn, Option<NativeFn>);
    let accessors: &[Acc] = &[
        ("href", get_href, Some(set_href)),
        ("origin", get_origin, None),
        ("protocol", get_protocol, Some(set_protocol)),
        ("username", get_username, Some(set_username)),
        ("password", get_password, Some(set_password)),
        ("host", get_host, Some(set_host)),
        ("hostname", get_hostname, Some(set_hostname)),
        ("port", get_port, Some(set_port)),
        ("pathname", get_pathname, Some(set_pathname)),
        ("search", get_search, Some(set_search)),
        ("searchParams", get_search_params, None),
        ("hash", get_hash, Some(set_hash)),
    ];
    for (name, get, set) in accessors {
        vm.def_getter(proto, name, *get);
        if let Some(s) = set {
            vm.def_setter(proto, name, *s);
        }
        let key = vm.intern(name);
        if let Some(p) = vm.state.heap.obj_mut(proto).props.get_mut(key) {
            p.attrs = attr::ENUMERABLE | attr::CONFIGURABLE;
        }
    }
    let to_json = web_method(vm, proto, "toJSON", 0, url_to_string);
    vm.state.realm.url_to_json = to_json;
    vm.tag(proto, "URL");

    let sproto = vm.intrinsic_object(Some(op));
    vm.state.realm.urlsearchparams_prototype = sproto;
    vm.def_ctor("URLSearchParams", 0, sp_ctor, sproto);
    vm.def_getter(sproto, "size", sp_size);
    let size = vm.intern("size");
    if let Some(p) = vm.state.heap.obj_mut(sproto).props.get_mut(size) {
        p.attrs = attr::ENUMERABLE | attr::CONFIGURABLE;
    }
    web_method(vm, sproto, "append", 2, sp_append);
    web_method(vm, sproto, "delete", 1, sp_delete);
    web_method(vm, sproto, "get", 1, sp_get);
    web_method(vm, sproto, "getAll", 1, sp_get_all);
    web_method(vm, sproto, "has", 1, sp_has);
    web_method(vm, sproto, "set", 2, sp_set);
    web_method(vm, sproto, "sort", 0, sp_sort);
    let entries = web_method(vm, sproto, "entries", 0, sp_entries);
    web_method(vm, sproto, "keys", 0, sp_keys);
    web_method(vm, sproto, "values", 0, sp_values);
    web_method(vm, sproto, "toString", 0, sp_to_string);
    vm.state.heap.obj_mut(sproto).props.set(Prop {
        key: atom::SYM_ITERATOR,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(entries)),
    });
    vm.tag(sproto, "URLSearchParams");

    let ip = vm.state.realm.iterator_prototype;
    let iter_proto = vm.intrinsic_object(Some(ip));
    vm.def_method(iter_proto, "next", 0, sp_iter_next);
    vm.tag(iter_proto, "URLSearchParams Iterator");
    vm.def_value(h, "%spIterProto", Value::Object(iter_proto), 0);

    vm.def_hidden("spAppend", 3, sp_append_hidden);
    vm.def_hidden("nodeError", 3, node_error_hidden);
}

/// A WebIDL operation: an enumerable method.
fn web_method(vm: &mut Vm, target: ObjId, name: &'static str, len: u16, f: NativeFn) -> ObjId {
    let m = vm.def_method(target, name, len, f);
    let key = vm.intern(name);
    if let Some(p) = vm.state.heap.obj_mut(target).props.get_mut(key) {
        p.attrs = attr::DEFAULT;
    }
    m
}

// ---- private slots and node-style errors ------------------------------------------------------

/// The private symbol under which built-in objects keep their internal state.
fn slot_key(vm: &mut Vm) -> Option<Atom> {
    match vm.hidden_value("%slot") {
        Value::Symbol(a) => Some(a),
        _ => None,
    }
}

/// The internal slot of `o`, if it has one.
pub(crate) fn get_slot(vm: &mut Vm, o: ObjId) -> Option<Value> {
    let key = slot_key(vm)?;
    match vm.state.heap.obj(o).props.get(key).map(|p| p.slot) {
        Some(Slot::Data(v)) => Some(v),
        _ => None,
    }
}

/// Sets the internal slot of `o`.
pub(crate) fn set_slot(vm: &mut Vm, o: ObjId, v: Value) {
    if let Some(key) = slot_key(vm) {
        vm.state.heap.obj_mut(o).props.set(Prop { key, attrs: attr::WRITABLE, slot: Slot::Data(v) });
    }
}

/// An error as node's internals raise it: `message`, an enumerable `code`, the program's
/// location, and extra enumerable properties.
pub(crate) fn node_error(vm: &mut Vm, ty: ErrorType, code: &str, message: &str, extra: &[(&str, Value)]) -> Ctl {
    let spec = ErrorSpec { ty, message: message.to_string(), kind: None };
    let e = vm.make_error_from_spec(&spec, true);
    if let Value::Object(o) = e {
        let c = vm.new_string(code);
        let key = vm.intern("code");
        let _ = vm.create_data_prop(o, key, c);
        for (k, v) in extra {
            let key = vm.intern(k);
            let _ = vm.create_data_prop(o, key, *v);
        }
    }
    Ctl::Throw(e)
}

/// `nodeError(type, code, message)` for the prelude: the error object, to be thrown.
fn node_error_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let ty = match c.arg(0) {
        Value::String(s) if vm.str_lossy(s) == "RangeError" => ErrorType::Range,
        _ => ErrorType::Type,
    };
    let code = match c.arg(1) {
        Value::String(s) => vm.str_lossy(s),
        _ => String::new(),
    };
    let msg = match c.arg(2) {
        Value::String(s) => vm.str_lossy(s),
        _ => String::new(),
    };
    match node_error(vm, ty, &code, &msg, &[]) {
        Ctl::Throw(e) => Ok(e),
        other => Err(other),
    }
}

pub(crate) fn missing_args(vm: &mut Vm, names: &str) -> Ctl {
    let msg = if names.contains(" and ") {
        format!("The {names} arguments must be specified")
    } else {
        format!("The {names} argument must be specified")
    };
    node_error(vm, ErrorType::Type, "ERR_MISSING_ARGS", &msg, &[])
}

fn not_constructed(name: &str) -> Ctl {
    Ctl::type_error(format!("Class constructor {name} cannot be invoked without 'new'"))
}

/// Argument `i` as a USVString (lone surrogates become U+FFFD).
fn usv(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<String> {
    let s = vm.str_arg(c, i)?;
    Ok(vm.str_lossy(s))
}

// ---- URL --------------------------------------------------------------------------------------

fn parse_url(input: &str, base: Option<&str>) -> Option<Url> {
    match base {
        Some(b) => {
            let base = Url::parse(b).ok()?;
            Url::options().base_url(Some(&base)).parse(input).ok()
        }
        None => Url::parse(input).ok(),
    }
}

/// The `url` and optional `base` arguments, converted.
fn url_args(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<(String, Option<String>)> {
    if c.args.is_empty() {
        return Err(missing_args(vm, "\"url\""));
    }
    let input = usv(vm, c, 0)?;
    let base = if c.arg(1).is_undefined() { None } else { Some(usv(vm, c, 1)?) };
    Ok((input, base))
}

/// A new URL object (with its linked searchParams).
fn new_url(vm: &mut Vm, proto: ObjId, url: &Url) -> ObjId {
    let o = vm.state.heap.alloc(Object::new(Some(proto), Class::Url(Box::new(url.as_str().to_string()))));
    let sproto = vm.state.realm.urlsearchparams_prototype;
    let sp = vm.state.heap.alloc(Object::new(
        Some(sproto),
        Class::SearchParams { pairs: Box::new(parse_query(url.query().unwrap_or(""))), url: Some(o) },
    ));
    set_slot(vm, o, Value::Object(sp));
    o
}

fn invalid_url(vm: &mut Vm, input: &str) -> Ctl {
    let i = vm.new_string(input);
    node_error(vm, ErrorType::Type, "ERR_INVALID_URL", "Invalid URL", &[("input", i)])
}

fn url_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(not_constructed("URL"));
    };
    let (input, base) = url_args(vm, c)?;
    let Some(url) = parse_url(&input, base.as_deref()) else {
        return Err(invalid_url(vm, &input));
    };
    let up = vm.state.realm.url_prototype;
    let proto = vm.proto_from_ctor(nt, up);
    Ok(Value::Object(new_url(vm, proto, &url)))
}

fn url_parse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (input, base) = url_args(vm, c)?;
    Ok(match parse_url(&input, base.as_deref()) {
        Some(url) => {
            let up = vm.state.realm.url_prototype;
            Value::Object(new_url(vm, up, &url))
        }
        None => Value::Null,
    })
}

fn url_can_parse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (input, base) = url_args(vm, c)?;
    Ok(Value::Bool(parse_url(&input, base.as_deref()).is_some()))
}

/// `this` as a URL: the object and its parsed URL.
fn this_url(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<(ObjId, Url)> {
    if let Value::Object(o) = c.this
        && let Class::Url(href) = &vm.state.heap.obj(o).class
        && let Ok(u) = Url::parse(href)
    {
        return Ok((o, u));
    }
    Err(node_error(vm, ErrorType::Type, "ERR_INVALID_THIS", "Value of \"this\" must be of type URL", &[]))
}

fn url_to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (_, u) = this_url(vm, c)?;
    Ok(vm.new_string(u.as_str()))
}

fn getter(vm: &mut Vm, c: &NativeCall<'_>, f: fn(&Url) -> String) -> JsResult<Value> {
    let (_, u) = this_url(vm, c)?;
    let s = f(&u);
    Ok(vm.new_string(&s))
}

fn get_href(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::href(u).to_string())
}
fn get_origin(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, quirks::origin)
}
fn get_protocol(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::protocol(u).to_string())
}
fn get_username(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::username(u).to_string())
}
fn get_password(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::password(u).to_string())
}
fn get_host(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::host(u).to_string())
}
fn get_hostname(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::hostname(u).to_string())
}
fn get_port(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::port(u).to_string())
}
fn get_pathname(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::pathname(u).to_string())
}
fn get_search(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::search(u).to_string())
}
fn get_hash(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    getter(vm, c, |u| quirks::hash(u).to_string())
}

fn get_search_params(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (o, _) = this_url(vm, c)?;
    Ok(get_slot(vm, o).unwrap_or(Value::Undefined))
}

/// Stores a changed URL and re-reads its linked params from the query.
fn store_url(vm: &mut Vm, o: ObjId, u: &Url) {
    if let Class::Url(href) = &mut vm.state.heap.obj_mut(o).class {
        **href = u.as_str().to_string();
    }
    if let Some(Value::Object(sp)) = get_slot(vm, o)
        && let Class::SearchParams { pairs, .. } = &mut vm.state.heap.obj_mut(sp).class
    {
        **pairs = parse_query(u.query().unwrap_or(""));
    }
}

/// A setter: converts the value, applies `f`, stores the URL.
fn setter(vm: &mut Vm, c: &NativeCall<'_>, f: fn(&mut Url, &str)) -> JsResult<Value> {
    let (o, mut u) = this_url(vm, c)?;
    let v = usv(vm, c, 0)?;
    f(&mut u, &v);
    store_url(vm, o, &u);
    Ok(Value::Undefined)
}

fn set_href(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (o, mut u) = this_url(vm, c)?;
    let v = usv(vm, c, 0)?;
    if quirks::set_href(&mut u, &v).is_err() {
        return Err(invalid_url(vm, &v));
    }
    store_url(vm, o, &u);
    Ok(Value::Undefined)
}
fn set_protocol(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_protocol(u, v);
    })
}
fn set_username(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_username(u, v);
    })
}
fn set_password(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_password(u, v);
    })
}
fn set_host(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_host(u, v);
    })
}
fn set_hostname(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_hostname(u, v);
    })
}
fn set_port(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, |u, v| {
        let _ = quirks::set_port(u, v);
    })
}
fn set_pathname(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, quirks::set_pathname)
}
fn set_search(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, quirks::set_search)
}
fn set_hash(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, quirks::set_hash)
}

// ---- URLSearchParams --------------------------------------------------------------------------

fn arc(s: &str) -> Arc<[u16]> {
    utf16(s).into()
}

/// Parses `application/x-www-form-urlencoded` text (a leading `?` is the caller's business).
fn parse_query(q: &str) -> Pairs {
    url::form_urlencoded::parse(q.as_bytes()).map(|(k, v)| (arc(&k), arc(&v))).collect()
}

/// Serializes pairs as `application/x-www-form-urlencoded` (spaces as `+`).
fn serialize(pairs: &Pairs) -> String {
    let mut ser = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        ser.append_pair(&String::from_utf16_lossy(k), &String::from_utf16_lossy(v));
    }
    ser.finish()
}

/// The query string of a URLSearchParams object.
pub(crate) fn search_params_string(vm: &mut Vm, o: ObjId) -> String {
    match &vm.state.heap.obj(o).class {
        Class::SearchParams { pairs, .. } => serialize(pairs),
        _ => String::new(),
    }
}

fn sp_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(not_constructed("URLSearchParams"));
    };
    let init = c.arg(0);
    let pairs = match init {
        Value::Undefined | Value::Null | Value::Object(_) => Vec::new(),
        other => {
            let s = vm.to_str(other)?;
            let t = vm.str_lossy(s);
            parse_query(t.strip_prefix('?').unwrap_or(&t))
        }
    };
    let sp_proto = vm.state.realm.urlsearchparams_prototype;
    let proto = vm.proto_from_ctor(nt, sp_proto);
    let o = vm.state.heap.alloc(Object::new(Some(proto), Class::SearchParams { pairs: Box::new(pairs), url: None }));
    if let Value::Object(_) = init
        && let Some(f) = vm.exported("searchParamsFill")
    {
        return Err(Ctl::TailCall(Box::new(TailCall {
            callee: Value::Object(f),
            this: Value::Undefined,
            args: vec![Value::Object(o), init],
            new_target: None,
        })));
    }
    Ok(Value::Object(o))
}

/// `this` as a URLSearchParams.
fn this_sp(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<ObjId> {
    if let Value::Object(o) = c.this
        && let Class::SearchParams { .. } = vm.state.heap.obj(o).class
    {
        return Ok(o);
    }
    Err(node_error(vm, ErrorType::Type, "ERR_INVALID_THIS", "Value of \"this\" must be of type URLSearchParams", &[]))
}

fn pairs_of(vm: &Vm, o: ObjId) -> Pairs {
    match &vm.state.heap.obj(o).class {
        Class::SearchParams { pairs, .. } => (**pairs).clone(),
        _ => Vec::new(),
    }
}

/// Edits the pairs, then rewrites the linked URL's query (the "update steps").
fn edit(vm: &mut Vm, o: ObjId, f: impl FnOnce(&mut Pairs)) {
    let url = match &mut vm.state.heap.obj_mut(o).class {
        Class::SearchParams { pairs, url } => {
            f(pairs);
            *url
        }
        _ => return,
    };
    let Some(u) = url else { return };
    let query = search_params_string(vm, o);
    if let Class::Url(href) = &mut vm.state.heap.obj_mut(u).class
        && let Ok(mut parsed) = Url::parse(href)
    {
        parsed.set_query(if query.is_empty() { None } else { Some(&query) });
        **href = parsed.as_str().to_string();
    }
}

fn sp_size(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    let n = match &vm.state.heap.obj(o).class {
        Class::SearchParams { pairs, .. } => pairs.len(),
        _ => 0,
    };
    Ok(Value::Number(n as f64))
}

fn sp_append(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    if c.args.len() < 2 {
        return Err(missing_args(vm, "\"name\" and \"value\""));
    }
    let k = usv(vm, c, 0)?;
    let v = usv(vm, c, 1)?;
    edit(vm, o, |p| p.push((arc(&k), arc(&v))));
    Ok(Value::Undefined)
}

/// `spAppend(params, name, value)` for the prelude's constructor paths (converts both).
fn sp_append_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(Value::Undefined);
    };
    let k = usv(vm, c, 1)?;
    let v = usv(vm, c, 2)?;
    edit(vm, o, |p| p.push((arc(&k), arc(&v))));
    Ok(Value::Undefined)
}

/// The name and, when given and not undefined, the value argument.
fn name_value(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<NameValue> {
    if c.args.is_empty() {
        return Err(missing_args(vm, "\"name\""));
    }
    let k = usv(vm, c, 0)?;
    let v = if c.arg(1).is_undefined() { None } else { Some(arc(&usv(vm, c, 1)?)) };
    Ok((arc(&k), v))
}

fn sp_delete(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    let (k, v) = name_value(vm, c)?;
    edit(vm, o, |p| {
        p.retain(|(pk, pv)| !(*pk == k && v.as_ref().is_none_or(|v| pv == v)));
    });
    Ok(Value::Undefined)
}

fn sp_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    if c.args.is_empty() {
        return Err(missing_args(vm, "\"name\""));
    }
    let k = arc(&usv(vm, c, 0)?);
    let found = pairs_of(vm, o).into_iter().find(|(pk, _)| *pk == k).map(|(_, v)| v);
    Ok(match found {
        Some(v) => vm.new_str_arc(v),
        None => Value::Null,
    })
}

fn sp_get_all(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    if c.args.is_empty() {
        return Err(missing_args(vm, "\"name\""));
    }
    let k = arc(&usv(vm, c, 0)?);
    let vals: Vec<Value> =
        pairs_of(vm, o).into_iter().filter(|(pk, _)| *pk == k).map(|(_, v)| vm.new_str_arc(v)).collect();
    Ok(Value::Object(vm.new_array(vals)))
}

fn sp_has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    let (k, v) = name_value(vm, c)?;
    let found = pairs_of(vm, o).iter().any(|(pk, pv)| *pk == k && v.as_ref().is_none_or(|v| pv == v));
    Ok(Value::Bool(found))
}

fn sp_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    if c.args.len() < 2 {
        return Err(missing_args(vm, "\"name\" and \"value\""));
    }
    let k = arc(&usv(vm, c, 0)?);
    let v = arc(&usv(vm, c, 1)?);
    edit(vm, o, |p| {
        if let Some(i) = p.iter().position(|(pk, _)| *pk == k) {
            p[i].1 = v;
            let mut j = 0;
            p.retain(|(pk, _)| {
                j += 1;
                j - 1 <= i || *pk != k
            });
        } else {
            p.push((k, v));
        }
    });
    Ok(Value::Undefined)
}

fn sp_sort(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    edit(vm, o, |p| p.sort_by(|a, b| a.0.cmp(&b.0)));
    Ok(Value::Undefined)
}

fn sp_to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    let s = search_params_string(vm, o);
    Ok(vm.new_string(&s))
}

/// A live iterator: its slot holds `[params, kind, index]` (kind 0 keys, 1 values, 2 entries).
fn sp_iterator(vm: &mut Vm, c: &NativeCall<'_>, kind: u8) -> JsResult<Value> {
    let o = this_sp(vm, c)?;
    let proto = match vm.hidden_value("%spIterProto") {
        Value::Object(p) => p,
        _ => vm.state.realm.iterator_prototype,
    };
    let it = vm.new_object_with_proto(Some(proto));
    let state = vm.new_array(vec![Value::Object(o), Value::Number(f64::from(kind)), Value::Number(0.0)]);
    set_slot(vm, it, Value::Object(state));
    Ok(Value::Object(it))
}

fn sp_entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    sp_iterator(vm, c, 2)
}
fn sp_keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    sp_iterator(vm, c, 0)
}
fn sp_values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    sp_iterator(vm, c, 1)
}

fn sp_iter_next(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let state = match c.this {
        Value::Object(it) => match get_slot(vm, it) {
            Some(Value::Object(s)) => Some(s),
            _ => None,
        },
        _ => None,
    };
    let Some(state) = state else {
        return Err(node_error(
            vm,
            ErrorType::Type,
            "ERR_INVALID_THIS",
            "Value of \"this\" must be of type URLSearchParamsIterator",
            &[],
        ));
    };
    let vals = vm.array_values(Value::Object(state));
    let (Some(Value::Object(sp)), Some(Value::Number(kind)), Some(Value::Number(index))) =
        (vals.first().copied(), vals.get(1).copied(), vals.get(2).copied())
    else {
        return Ok(Value::Object(vm.iter_result(Value::Undefined, true)));
    };
    let i = index as usize;
    let pair = match &vm.state.heap.obj(sp).class {
        Class::SearchParams { pairs, .. } => pairs.get(i).cloned(),
        _ => None,
    };
    let Some((k, v)) = pair else {
        return Ok(Value::Object(vm.iter_result(Value::Undefined, true)));
    };
    let _ = vm.array_set_index(state, 2, Value::Number((i + 1) as f64));
    let value = match kind as u8 {
        0 => vm.new_str_arc(k),
        1 => vm.new_str_arc(v),
        _ => {
            let kv = vm.new_str_arc(k);
            let vv = vm.new_str_arc(v);
            Value::Object(vm.new_array(vec![kv, vv]))
        }
    };
    Ok(Value::Object(vm.iter_result(value, false)))
}
