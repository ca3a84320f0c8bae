//! Property semantics: own-property lookup with the exotic objects (arrays, string wrappers,
//! typed arrays, tool references, lazily materialized function properties), prototype walks,
//! OrdinarySet, ValidateAndApplyPropertyDescriptor, deletion and own-key order.
//!
//! Nothing here calls JavaScript: a getter or setter found on the way is *returned* to the caller
//! ([`Lookup::Getter`], [`SetOutcome::Setter`]), which runs it in a frame.

use crate::Vm;
use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object, Prop, Slot, attr, oflags};
use crate::value::{Atom, ObjId, StrRef, Value};

/// Largest gap of holes a write may open in a dense array before it goes to the property map.
const DENSE_GAP: usize = 1024;

/// The result of a property lookup.
#[derive(Copy, Clone, Debug)]
pub enum Lookup {
    /// A data value.
    Value(Value),
    /// A getter to call with the receiver.
    Getter(ObjId),
    /// No such property (the value is undefined).
    Missing,
    /// The walk reached a proxy (the object itself or one on its chain): its `[[Get]]` (the
    /// prelude's `P$get`, with the original receiver) gives the value.
    Proxy(ObjId),
}

/// The result of a property assignment.
#[derive(Copy, Clone, Debug)]
pub enum SetOutcome {
    /// Stored.
    Done,
    /// A setter to call with the receiver and the value.
    Setter(ObjId),
    /// The walk reached a proxy: its `[[Set]]` (the prelude's `P$set`, with the original
    /// receiver) does the rest and answers whether it succeeded.
    Proxy(ObjId),
    /// The property is to be created or updated on a receiver that is a proxy: the prelude's
    /// `P$setOnReceiver` does it through the receiver's `[[GetOwnProperty]]` and
    /// `[[DefineOwnProperty]]`, and answers whether it succeeded.
    ProxyReceiver(ObjId),
}

/// An own property as seen from outside (exotic ones included).
#[derive(Copy, Clone, Debug)]
pub struct OwnProp {
    /// [`attr`] bits.
    pub attrs: u8,
    /// Value or accessors.
    pub slot: Slot,
}

/// A property descriptor (`Object.defineProperty`), every field optional.
#[derive(Copy, Clone, Debug, Default)]
pub struct PropDesc {
    /// `value`
    pub value: Option<Value>,
    /// `get` (`Some(None)` is an explicit undefined getter)
    pub get: Option<Option<ObjId>>,
    /// `set`
    pub set: Option<Option<ObjId>>,
    /// `writable`
    pub writable: Option<bool>,
    /// `enumerable`
    pub enumerable: Option<bool>,
    /// `configurable`
    pub configurable: Option<bool>,
}

impl PropDesc {
    /// A data descriptor with all attributes given.
    #[must_use]
    pub fn data(value: Value, attrs: u8) -> PropDesc {
        PropDesc {
            value: Some(value),
            get: None,
            set: None,
            writable: Some(attrs & attr::WRITABLE != 0),
            enumerable: Some(attrs & attr::ENUMERABLE != 0),
            configurable: Some(attrs & attr::CONFIGURABLE != 0),
        }
    }

    /// Whether it describes an accessor.
    #[must_use]
    pub fn is_accessor(&self) -> bool {
        self.get.is_some() || self.set.is_some()
    }

    /// Whether it describes data.
    #[must_use]
    pub fn is_data(&self) -> bool {
        self.value.is_some() || self.writable.is_some()
    }
}

impl Vm {
    /// Materializes `length`/`name`/`prototype` of a function created lazily.
    pub fn materialize(&mut self, o: ObjId) {
        if self.state.heap.obj(o).flags & oflags::LAZY_FUNC == 0 {
            return;
        }
        self.state.heap.obj_mut(o).flags &= !oflags::LAZY_FUNC;
        crate::exec::function::materialize_function(self, o);
    }

    /// The own property `key` of `o`.
    pub fn get_own(&mut self, o: ObjId, key: Atom) -> Option<OwnProp> {
        let mut obj = self.state.heap.obj(o);
        if obj.flags & oflags::LAZY_FUNC != 0 && matches!(key, atom::LENGTH | atom::NAME | atom::PROTOTYPE) {
            self.materialize(o);
            obj = self.state.heap.obj(o);
        }
        match &obj.class {
            Class::Array { dense, len } => {
                if key == atom::LENGTH {
                    let w = if obj.flags & oflags::FROZEN_LENGTH != 0 { 0 } else { attr::WRITABLE };
                    return Some(OwnProp { attrs: w, slot: Slot::Data(Value::Number(f64::from(*len))) });
                }
                if let Some(i) = self.state.atoms.index_of(key)
                    && let Some(v) = dense.get(i as usize)
                    && !v.is_empty()
                {
                    return Some(OwnProp { attrs: attr::DEFAULT, slot: Slot::Data(*v) });
                }
            }
            Class::Primitive(Value::String(s)) => {
                let s = *s;
                if key == atom::LENGTH {
                    let n = self.str_len(s);
                    return Some(OwnProp { attrs: 0, slot: Slot::Data(Value::Number(n as f64)) });
                }
                if let Some(i) = self.state.atoms.index_of(key) {
                    let t = self.str_text(s);
                    if let Some(&u) = t.get(i as usize) {
                        let v = self.new_str(&[u]);
                        return Some(OwnProp { attrs: attr::ENUMERABLE, slot: Slot::Data(v) });
                    }
                }
            }
            Class::TypedArray { .. } => {
                if let Some(index) = crate::typed::numeric_key(self, o, key) {
                    return index
                        .and_then(|i| self.typed_get(o, i))
                        .map(|v| OwnProp { attrs: attr::DEFAULT, slot: Slot::Data(v) });
                }
            }
            Class::ToolRef(_) => return self.tool_ref_own(o, key),
            _ => {}
        }
        let obj = self.state.heap.obj(o);
        obj.props.get(key).map(|p| OwnProp { attrs: p.attrs, slot: p.slot })
    }

    /// Whether `o` is a typed array and `key` a canonical numeric string (which never reaches
    /// its prototype chain).
    fn typed_numeric(&self, o: ObjId, key: Atom) -> bool {
        matches!(self.state.heap.obj(o).class, Class::TypedArray { .. })
            && crate::typed::numeric_key(self, o, key).is_some()
    }

    /// Looks `key` up along the prototype chain of `o`.
    pub fn lookup(&mut self, o: ObjId, key: Atom) -> Lookup {
        let mut cur = o;
        for _ in 0..100_000 {
            // Fast path: ordinary objects without exotic behaviour.
            let obj = self.state.heap.obj(cur);
            let plain = matches!(obj.class, Class::Ordinary | Class::Closure(_) | Class::Native(_) | Class::Error)
                && obj.flags & oflags::LAZY_FUNC == 0;
            if !plain && let Class::Proxy(_) = obj.class {
                return Lookup::Proxy(cur);
            }
            // (Reading an own property never changes the prototype: read it once.)
            let proto = obj.proto;
            let found = if plain {
                obj.props.get_on_chain(key).map(|p| p.slot)
            } else {
                self.get_own(cur, key).map(|p| p.slot)
            };
            match found {
                Some(Slot::Data(v)) => return Lookup::Value(v),
                Some(Slot::Accessor { get: Some(g), .. }) => return Lookup::Getter(g),
                Some(Slot::Accessor { get: None, .. }) => return Lookup::Value(Value::Undefined),
                // A numeric key of a typed array never reaches its prototype chain.
                None if !plain && self.typed_numeric(cur, key) => return Lookup::Missing,
                None => {}
            }
            match proto {
                Some(p) => cur = p,
                None => return Lookup::Missing,
            }
        }
        Lookup::Missing
    }

    /// [`Vm::lookup`] while every object on the walk is plain (ordinary objects, errors and
    /// functions whose properties are all materialized, objects of other classes whose
    /// properties are ordinary, arrays for a key that is not an index):
    /// `None` as soon as one is not, and the
    /// caller asks `lookup`. Inlined into the interpreter's named reads.
    #[inline(always)]
    pub(crate) fn lookup_plain(&self, o: ObjId, key: Atom) -> Option<Lookup> {
        crate::fastloop::lookup_plain(&self.state.heap, &self.state.atoms, o, key)
    }

    /// Looks up `key` on any value (primitives use their prototype).
    ///
    /// # Errors
    /// `TypeError` reading from null or undefined.
    pub fn lookup_value(&mut self, v: Value, key: Atom) -> JsResult<Lookup> {
        match v {
            Value::Object(o) => Ok(self.lookup(o, key)),
            Value::String(s) => {
                if key == atom::LENGTH {
                    return Ok(Lookup::Value(Value::Number(self.str_len(s) as f64)));
                }
                if let Some(i) = self.state.atoms.index_of(key) {
                    let t = self.str_text(s);
                    if let Some(&u) = t.get(i as usize) {
                        return Ok(Lookup::Value(self.new_str(&[u])));
                    }
                }
                Ok(self.lookup(self.state.realm.string_prototype, key))
            }
            Value::Number(_) => Ok(self.lookup(self.state.realm.number_prototype, key)),
            Value::Bool(_) => Ok(self.lookup(self.state.realm.boolean_prototype, key)),
            Value::Symbol(_) => Ok(self.lookup(self.state.realm.symbol_prototype, key)),
            Value::BigInt(_) => Ok(self.lookup(self.state.realm.bigint_prototype, key)),
            Value::Undefined | Value::Null | Value::Empty => {
                let what = if matches!(v, Value::Null) { "null" } else { "undefined" };
                let k = self.state.atoms.display(key);
                Err(Ctl::type_error(crate::error::msg::read_of_nullish(&k, what)))
            }
        }
    }

    /// Reads a data property only (getters are reported as missing): for internal reads of
    /// built-in state where a getter cannot matter.
    pub fn get_data(&mut self, v: Value, key: Atom) -> Value {
        match self.lookup_value(v, key) {
            Ok(Lookup::Value(v)) => v,
            _ => Value::Undefined,
        }
    }

    /// OrdinarySet of `key` on `target` (with `receiver` as the object written to).
    ///
    /// # Errors
    /// `TypeError` for read-only properties, getter-only accessors and non-extensible receivers.
    pub fn set_prop(&mut self, target: ObjId, key: Atom, v: Value, receiver: Value) -> JsResult<SetOutcome> {
        // Integer-indexed exotic objects: numeric keys write elements (typed_array.rs); for
        // another receiver, a key that is no element is ignored, and a valid one is an
        // ordinary write to the receiver.
        if let Class::TypedArray { .. } = self.state.heap.obj(target).class {
            if receiver == Value::Object(target) {
                if let Some(r) = crate::typed::typed_set(self, target, key, v) {
                    return r;
                }
            } else if let Some(None) = crate::typed::numeric_key(self, target, key) {
                return Ok(SetOutcome::Done);
            }
        }
        // Fast path: an own writable data property of the receiver itself.
        if receiver == Value::Object(target) {
            let obj = self.state.heap.obj(target);
            if matches!(obj.class, Class::Array { .. }) {
                // An element it has, or a hole/append no prototype intercepts (index setters and
                // read-only indices on the chain take the general path below).
                if obj.flags & oflags::SLOW_ARRAY == 0
                    && let Some(i) = self.state.atoms.index_of(key)
                    && crate::elements::element_write_is_plain(self, target, i as usize)
                {
                    return self.array_set_index(target, i, v).map(|()| SetOutcome::Done);
                }
            } else if let obj = self.state.heap.obj_mut(target)
                && matches!(obj.class, Class::Ordinary | Class::Error | Class::Closure(_))
                && obj.flags & oflags::LAZY_FUNC == 0
                && let Some(p) = obj.props.get_mut(key)
                && let Slot::Data(_) = p.slot
                && p.attrs & attr::WRITABLE != 0
            {
                p.slot = Slot::Data(v);
                return Ok(SetOutcome::Done);
            }
        }
        // Fast path: a new property of an ordinary extensible receiver whose prototype chain is
        // plain objects (as in `lookup_plain`) on which no setter or read-only property of that
        // name intercepts the assignment.
        if receiver == Value::Object(target)
            && let obj = self.state.heap.obj(target)
            && matches!(obj.class, Class::Ordinary)
            && obj.flags & oflags::EXTENSIBLE != 0
            && obj.props.get(key).is_none()
        {
            let mut cur = obj.proto;
            for _ in 0..32 {
                let Some(p) = cur else {
                    self.state.heap.obj_mut(target).props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
                    return Ok(SetOutcome::Done);
                };
                let po = self.state.heap.obj(p);
                if !matches!(po.class, Class::Ordinary | Class::Closure(_) | Class::Native(_) | Class::Error)
                    || po.flags & oflags::LAZY_FUNC != 0
                {
                    break;
                }
                match po.props.get_on_chain(key) {
                    None => cur = po.proto,
                    Some(Prop { slot: Slot::Data(_), attrs, .. }) if attrs & attr::WRITABLE != 0 => {
                        self.state.heap.obj_mut(target).props.push(Prop {
                            key,
                            attrs: attr::DEFAULT,
                            slot: Slot::Data(v),
                        });
                        return Ok(SetOutcome::Done);
                    }
                    Some(Prop { slot: Slot::Accessor { set: Some(s), .. }, .. }) => return Ok(SetOutcome::Setter(*s)),
                    // A read-only property or a getter alone: the general walk throws.
                    Some(_) => break,
                }
            }
        }
        let mut cur = Some(target);
        let mut depth = 0;
        while let Some(c) = cur {
            depth += 1;
            if depth > 100_000 {
                break;
            }
            if let Class::Proxy(_) = self.state.heap.obj(c).class {
                return Ok(SetOutcome::Proxy(c));
            }
            if c != target && self.typed_numeric(c, key) {
                // TypedArray [[Set]] reached through the prototype chain.
                if receiver == Value::Object(c)
                    && let Some(r) = crate::typed::typed_set(self, c, key, v)
                {
                    return r;
                }
                if let Some(None) = crate::typed::numeric_key(self, c, key) {
                    return Ok(SetOutcome::Done);
                }
            }
            if let Some(own) = self.get_own(c, key) {
                match own.slot {
                    Slot::Data(_) => {
                        if own.attrs & attr::WRITABLE == 0 {
                            let k = self.state.atoms.display(key);
                            let what = self.describe_object_for_message(receiver);
                            return Err(Ctl::type_error(format!(
                                "Cannot assign to read only property '{k}' of {what}"
                            )));
                        }
                        break;
                    }
                    Slot::Accessor { set: Some(s), .. } => return Ok(SetOutcome::Setter(s)),
                    Slot::Accessor { set: None, .. } => {
                        let k = self.state.atoms.display(key);
                        let what = self.describe_object_for_message(receiver);
                        return Err(Ctl::type_error(format!(
                            "Cannot set property {k} of {what} which has only a getter"
                        )));
                    }
                }
            }
            cur = self.state.heap.obj(c).proto;
        }
        let Value::Object(r) = receiver else {
            let k = self.state.atoms.display(key);
            let d = self.describe(receiver);
            return Err(Ctl::type_error(format!("Cannot create property '{k}' on {} '{d}'", self.type_name(receiver))));
        };
        if let Class::Proxy(_) = self.state.heap.obj(r).class {
            return Ok(SetOutcome::ProxyReceiver(r));
        }
        // A typed array receiver: an element write, or a failure for a key that is no element.
        if matches!(self.state.heap.obj(r).class, Class::TypedArray { .. })
            && let Some(index) = crate::typed::numeric_key(self, r, key)
        {
            if index.is_none() {
                let k = self.state.atoms.display(key);
                return Err(Ctl::type_error(format!("Cannot define property {k}: not an element of the typed array")));
            }
            if let Some(res) = crate::typed::typed_set(self, r, key, v) {
                return res;
            }
        }
        if let Some(own) = self.get_own(r, key) {
            if let Slot::Accessor { .. } = own.slot {
                return Err(Ctl::type_error("Cannot redefine an accessor by assignment"));
            }
            if own.attrs & attr::WRITABLE == 0 {
                let k = self.state.atoms.display(key);
                return Err(Ctl::type_error(format!("Cannot assign to read only property '{k}' of object")));
            }
            if !self.define_own(r, key, PropDesc { value: Some(v), ..PropDesc::default() })? {
                // An array whose length could not shrink past a non-configurable element.
                let k = self.state.atoms.display(key);
                let what = self.describe_object_for_message(receiver);
                return Err(Ctl::type_error(format!("Cannot assign to property '{k}' of {what}")));
            }
            return Ok(SetOutcome::Done);
        }
        if self.state.heap.obj(r).flags & oflags::EXTENSIBLE == 0 {
            // V8's wording for an assignment (CreateDataProperty's own message says "define").
            let k = self.state.atoms.display(key);
            return Err(Ctl::type_error(format!("Cannot add property {k}, object is not extensible")));
        }
        self.create_data_prop(r, key, v)?;
        Ok(SetOutcome::Done)
    }

    fn type_name(&self, v: Value) -> &'static str {
        match v {
            Value::String(_) => "string",
            Value::Number(_) => "number",
            Value::Bool(_) => "boolean",
            Value::Symbol(_) => "symbol",
            Value::BigInt(_) => "bigint",
            _ => "value",
        }
    }

    /// `#<Object>`-style description used in property error messages.
    pub fn describe_object_for_message(&mut self, v: Value) -> String {
        match v {
            Value::Object(o) => {
                if matches!(self.state.heap.obj(o).class, Class::Array { .. }) {
                    return "object '[object Array]'".into();
                }
                let name = self.constructor_name(o).unwrap_or_else(|| "Object".into());
                format!("object '#<{name}>'")
            }
            other => self.describe(other),
        }
    }

    /// The `name` of the object's constructor, when it is a plain data property chain.
    pub fn constructor_name(&mut self, o: ObjId) -> Option<String> {
        let Lookup::Value(Value::Object(c)) = self.lookup(o, atom::CONSTRUCTOR) else {
            return None;
        };
        let n = self.function_name_of(c);
        (!n.is_empty()).then_some(n)
    }

    /// CreateDataProperty with default attributes.
    ///
    /// # Errors
    /// `TypeError` when the object is not extensible or the property is not configurable.
    pub fn create_data_prop(&mut self, o: ObjId, key: Atom, v: Value) -> JsResult<()> {
        let obj = self.state.heap.obj_mut(o);
        if obj.flags & (oflags::LAZY_FUNC | oflags::SLOW_ARRAY) == 0 && obj.flags & oflags::EXTENSIBLE != 0 {
            match &obj.class {
                Class::Ordinary | Class::Error | Class::Closure(_) | Class::Native(_) | Class::Arguments => {
                    if let Some(p) = obj.props.get_mut(key) {
                        if p.attrs & attr::CONFIGURABLE != 0 {
                            *p = Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) };
                            return Ok(());
                        }
                    } else {
                        obj.props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
                        return Ok(());
                    }
                }
                Class::Array { .. } => {
                    if let Some(i) = self.state.atoms.index_of(key) {
                        return self.array_set_index(o, i, v);
                    }
                }
                _ => {}
            }
        }
        if !self.define_own(o, key, PropDesc::data(v, attr::DEFAULT))? {
            let k = self.state.atoms.display(key);
            return Err(Ctl::type_error(format!("Cannot define property {k}, object is not extensible")));
        }
        Ok(())
    }

    /// The own properties of an ordinary object without index keys, in `own_keys`'s order:
    /// string keys in insertion order, then (when `symbols`) public symbols in insertion order
    /// — what `own_keys` and one `get_own` per key give, read in one pass over the map. `None`
    /// for other objects and when a key is an array index (ordered by `own_keys`).
    pub(crate) fn plain_own_props(&self, o: ObjId, symbols: bool) -> Option<Vec<Prop>> {
        let obj = self.state.heap.obj(o);
        if !matches!(obj.class, Class::Ordinary) {
            return None;
        }
        let atoms = &self.state.atoms;
        let mut out = Vec::with_capacity(obj.props.len());
        let mut syms = false;
        for p in obj.props.iter() {
            if atoms.is_symbol(p.key) {
                syms = true;
            } else if atoms.index_of(p.key).is_some() {
                return None;
            } else {
                out.push(*p);
            }
        }
        if symbols && syms {
            out.extend(obj.props.iter().filter(|p| atoms.is_symbol(p.key) && !atoms.is_private(p.key)));
        }
        Some(out)
    }

    /// Makes room in `o`'s own property map for `n` more properties about to be created one by
    /// one (object spread, `Object.fromEntries`): ordinary objects only.
    pub fn reserve_props(&mut self, o: ObjId, n: usize) {
        let obj = self.state.heap.obj_mut(o);
        if matches!(obj.class, Class::Ordinary) && obj.flags & oflags::EXTENSIBLE != 0 {
            obj.props.reserve(n);
        }
    }

    /// Defines a property with explicit attributes, replacing whatever was there (built-in setup,
    /// class members). No validation.
    pub fn define_raw(&mut self, o: ObjId, key: Atom, slot: Slot, attrs: u8) {
        self.materialize(o);
        let obj = self.state.heap.obj_mut(o);
        if let Class::Array { .. } = obj.class
            && (key == atom::LENGTH || self.state.atoms.index_of(key).is_some())
        {
            let _ = self.define_own(
                o,
                key,
                match slot {
                    Slot::Data(v) => PropDesc::data(v, attrs),
                    Slot::Accessor { get, set } => PropDesc {
                        get: Some(get),
                        set: Some(set),
                        enumerable: Some(attrs & attr::ENUMERABLE != 0),
                        configurable: Some(attrs & attr::CONFIGURABLE != 0),
                        ..PropDesc::default()
                    },
                },
            );
            return;
        }
        let obj = self.state.heap.obj_mut(o);
        obj.props.set(Prop { key, attrs, slot });
    }

    /// ValidateAndApplyPropertyDescriptor on `o`. Returns false when the definition is not
    /// allowed (the caller throws).
    ///
    /// # Errors
    /// `RangeError` for an invalid array length.
    pub fn define_own(&mut self, o: ObjId, key: Atom, desc: PropDesc) -> JsResult<bool> {
        self.materialize(o);
        if self.state.atoms.is_private(key) {
            self.state.heap.obj_mut(o).props.set(Prop {
                key,
                attrs: attr::WRITABLE,
                slot: Slot::Data(desc.value.unwrap_or_default()),
            });
            return Ok(true);
        }
        // Exotic: arrays.
        if let Class::Array { .. } = self.state.heap.obj(o).class {
            if key == atom::LENGTH {
                return self.array_define_length(o, desc);
            }
            if let Some(i) = self.state.atoms.index_of(key) {
                let len = self.array_len(o);
                if i >= len && self.state.heap.obj(o).flags & oflags::FROZEN_LENGTH != 0 {
                    return Ok(false);
                }
                let simple = desc.value.is_some()
                    && !desc.is_accessor()
                    && desc.writable != Some(false)
                    && desc.enumerable != Some(false)
                    && desc.configurable != Some(false);
                let slow = self.state.heap.obj(o).flags & oflags::SLOW_ARRAY != 0;
                if !slow {
                    let existing = self.get_own(o, key);
                    let fits_default = match existing {
                        Some(_) => {
                            simple
                                || (desc.value.is_some()
                                    && desc.writable.is_none()
                                    && desc.enumerable.is_none()
                                    && desc.configurable.is_none())
                        }
                        None => {
                            simple
                                && desc.writable.is_some()
                                && desc.enumerable.is_some()
                                && desc.configurable.is_some()
                        }
                    };
                    if fits_default && self.state.heap.obj(o).flags & oflags::EXTENSIBLE != 0 {
                        self.array_set_index(o, i, desc.value.unwrap_or_default())?;
                        return Ok(true);
                    }
                    if existing.is_none() && self.state.heap.obj(o).flags & oflags::EXTENSIBLE == 0 {
                        return Ok(false);
                    }
                    self.array_make_slow(o);
                }
                let ok = self.define_ordinary(o, key, desc);
                if ok && i >= self.array_len(o) {
                    self.set_array_len_raw(o, i + 1);
                }
                return Ok(ok);
            }
        }
        if let Class::TypedArray { .. } = self.state.heap.obj(o).class
            && let Some(r) = crate::typed::typed_define(self, o, key, &desc)
        {
            return r;
        }
        if let Class::Primitive(Value::String(s)) = self.state.heap.obj(o).class {
            let s: StrRef = s;
            if key == atom::LENGTH {
                return Ok(false);
            }
            if let Some(i) = self.state.atoms.index_of(key)
                && (i as usize) < self.str_len(s)
            {
                return Ok(false);
            }
        }
        Ok(self.define_ordinary(o, key, desc))
    }

    /// ValidateAndApplyPropertyDescriptor for an ordinary property map.
    fn define_ordinary(&mut self, o: ObjId, key: Atom, desc: PropDesc) -> bool {
        let obj: &mut Object = self.state.heap.obj_mut(o);
        let extensible = obj.flags & oflags::EXTENSIBLE != 0;
        let Some(cur) = obj.props.get(key).copied() else {
            if !extensible {
                return false;
            }
            let mut attrs = 0;
            if desc.enumerable == Some(true) {
                attrs |= attr::ENUMERABLE;
            }
            if desc.configurable == Some(true) {
                attrs |= attr::CONFIGURABLE;
            }
            let slot = if desc.is_accessor() {
                Slot::Accessor { get: desc.get.flatten(), set: desc.set.flatten() }
            } else {
                if desc.writable == Some(true) {
                    attrs |= attr::WRITABLE;
                }
                Slot::Data(desc.value.unwrap_or_default())
            };
            obj.props.push(Prop { key, attrs, slot });
            return true;
        };
        let configurable = cur.attrs & attr::CONFIGURABLE != 0;
        if !configurable {
            if desc.configurable == Some(true) {
                return false;
            }
            if let Some(e) = desc.enumerable
                && e != (cur.attrs & attr::ENUMERABLE != 0)
            {
                return false;
            }
            match cur.slot {
                Slot::Data(v) => {
                    if desc.is_accessor() {
                        return false;
                    }
                    if cur.attrs & attr::WRITABLE == 0 {
                        if desc.writable == Some(true) {
                            return false;
                        }
                        if let Some(nv) = desc.value
                            && !same_value_raw(v, nv)
                        {
                            // Strings compare by text; fall back to a slow check below.
                            if !(matches!((v, nv), (Value::String(_), Value::String(_)))) {
                                return false;
                            }
                        }
                    }
                }
                Slot::Accessor { get, set } => {
                    if desc.is_data() {
                        return false;
                    }
                    if let Some(g) = desc.get
                        && g != get
                    {
                        return false;
                    }
                    if let Some(s) = desc.set
                        && s != set
                    {
                        return false;
                    }
                }
            }
        }
        let obj: &mut Object = self.state.heap.obj_mut(o);
        let p = obj.props.get_mut(key).expect("present");
        let mut attrs = p.attrs;
        if let Some(e) = desc.enumerable {
            attrs = if e { attrs | attr::ENUMERABLE } else { attrs & !attr::ENUMERABLE };
        }
        if let Some(c) = desc.configurable {
            attrs = if c { attrs | attr::CONFIGURABLE } else { attrs & !attr::CONFIGURABLE };
        }
        match (p.slot, desc.is_accessor(), desc.is_data()) {
            (Slot::Data(_), true, _) => {
                attrs &= !attr::WRITABLE;
                p.slot = Slot::Accessor { get: desc.get.flatten(), set: desc.set.flatten() };
            }
            (Slot::Accessor { .. }, _, true) => {
                attrs &= !attr::WRITABLE;
                if desc.writable == Some(true) {
                    attrs |= attr::WRITABLE;
                }
                p.slot = Slot::Data(desc.value.unwrap_or_default());
            }
            (Slot::Data(v), _, _) => {
                if let Some(w) = desc.writable {
                    attrs = if w { attrs | attr::WRITABLE } else { attrs & !attr::WRITABLE };
                }
                p.slot = Slot::Data(desc.value.unwrap_or(v));
            }
            (Slot::Accessor { get, set }, _, _) => {
                p.slot = Slot::Accessor { get: desc.get.unwrap_or(get), set: desc.set.unwrap_or(set) };
            }
        }
        p.attrs = attrs;
        true
    }

    /// `delete o[key]`: false when the property is not configurable.
    pub fn delete_prop(&mut self, o: ObjId, key: Atom) -> bool {
        self.materialize(o);
        let obj = self.state.heap.obj_mut(o);
        match &mut obj.class {
            Class::Array { dense, len } => {
                if key == atom::LENGTH {
                    return false;
                }
                if let Some(i) = self.state.atoms.index_of(key)
                    && (i as usize) < dense.len()
                    && obj.flags & oflags::SLOW_ARRAY == 0
                {
                    dense[i as usize] = Value::Empty;
                    if i as usize + 1 == dense.len() {
                        while matches!(dense.last(), Some(Value::Empty)) {
                            dense.pop();
                        }
                    }
                    let _ = len;
                    return true;
                }
            }
            Class::TypedArray { .. } => {
                if let Some(index) = crate::typed::numeric_key(self, o, key) {
                    return index.is_none();
                }
            }
            Class::Primitive(Value::String(s)) => {
                let s = *s;
                if key == atom::LENGTH {
                    return false;
                }
                if let Some(i) = self.state.atoms.index_of(key)
                    && (i as usize) < self.str_len(s)
                {
                    return false;
                }
            }
            _ => {}
        }
        let obj = self.state.heap.obj_mut(o);
        match obj.props.get(key) {
            None => true,
            Some(p) if p.attrs & attr::CONFIGURABLE == 0 => false,
            Some(_) => {
                obj.props.remove(key);
                true
            }
        }
    }

    /// The enumerable own string keys of `o` (not a proxy), in [`Vm::own_keys`]'s order: the
    /// keys of EnumerableOwnProperties.
    pub(crate) fn enumerable_string_keys(&mut self, o: ObjId) -> Vec<Atom> {
        let mut keys = self.own_keys(o);
        keys.retain(|&k| {
            !self.state.atoms.is_symbol(k) && self.get_own(o, k).is_some_and(|p| p.attrs & attr::ENUMERABLE != 0)
        });
        keys
    }

    /// Own property keys in spec order: array indices ascending, then strings in insertion order,
    /// then symbols in insertion order. Private names are never listed.
    pub fn own_keys(&mut self, o: ObjId) -> Vec<Atom> {
        self.materialize(o);
        let mut indices: Vec<(u32, Atom)> = Vec::new();
        let mut strings = Vec::new();
        let mut symbols = Vec::new();
        let obj = self.state.heap.obj(o);
        let mut extra_strings = Vec::new();
        match &obj.class {
            Class::Array { dense, .. } => {
                let n = dense.len();
                let present: Vec<u32> = (0..n as u32).filter(|&i| !dense[i as usize].is_empty()).collect();
                for i in present {
                    let a = self.state.atoms.intern_index(i);
                    indices.push((i, a));
                }
                extra_strings.push(atom::LENGTH);
            }
            Class::Primitive(Value::String(s)) => {
                let n = self.str_len(*s) as u32;
                for i in 0..n {
                    let a = self.state.atoms.intern_index(i);
                    indices.push((i, a));
                }
                extra_strings.push(atom::LENGTH);
            }
            Class::TypedArray { .. } => {
                let length = crate::typed::ta_view(self, o).map_or(0, |v| v.2) as u32;
                for i in 0..length {
                    let a = self.state.atoms.intern_index(i);
                    indices.push((i, a));
                }
            }
            Class::ToolRef(_) => return self.tool_ref_keys(o),
            _ => {}
        }
        let obj = self.state.heap.obj(o);
        let atoms = &self.state.atoms;
        let mut prop_indices = Vec::new();
        for p in obj.props.iter() {
            if atoms.is_symbol(p.key) {
                if !atoms.is_private(p.key) {
                    symbols.push(p.key);
                }
            } else if let Some(i) = atoms.index_of(p.key) {
                prop_indices.push((i, p.key));
            } else {
                strings.push(p.key);
            }
        }
        if !prop_indices.is_empty() {
            indices.extend(prop_indices);
            indices.sort_by_key(|(i, _)| *i);
            indices.dedup_by_key(|(i, _)| *i);
        }
        let mut out: Vec<Atom> = indices.into_iter().map(|(_, a)| a).collect();
        out.extend(extra_strings);
        out.extend(strings);
        out.extend(symbols);
        out
    }

    /// HasProperty along the prototype chain; `Err(p)` when the walk reaches proxy `p`, whose
    /// `[[HasProperty]]` (the prelude's `P$has`) answers.
    pub fn has_property(&mut self, o: ObjId, key: Atom) -> Result<bool, ObjId> {
        let mut cur = Some(o);
        let mut depth = 0;
        while let Some(c) = cur {
            if let Class::Proxy(_) = self.state.heap.obj(c).class {
                return Err(c);
            }
            if self.get_own(c, key).is_some() {
                return Ok(true);
            }
            if self.typed_numeric(c, key) {
                return Ok(false);
            }
            depth += 1;
            if depth > 100_000 {
                return Ok(false);
            }
            cur = self.state.heap.obj(c).proto;
        }
        Ok(false)
    }

    /// The key of string `s` when it can be had without interning: `Ok(atom)` when `s` is one or
    /// its text is interned already, `Err(true)` when its text is no atom, no array index and
    /// `o` (with its prototype chain when `chain`) surely has no such property, `Err(false)`
    /// otherwise (the caller interns as usual). A text no atom has is in no property map, and
    /// the objects allowed on the walk keep every key that is not an index there (arrays and
    /// string wrappers: indices and `length`; lazily made function properties: interned names);
    /// typed arrays, tool references and proxies are not allowed. `in` and `Object.hasOwn` with a
    /// made-up key that is absent (`"q" + i in o`) so never grow the atom table.
    pub(crate) fn key_or_absent(&self, o: ObjId, s: StrRef, chain: bool) -> Result<Atom, bool> {
        if let Some(a) = s.as_atom() {
            return Ok(a);
        }
        let Some(text) = self.flat_text(s) else { return Err(false) };
        if let Some(a) = self.state.atoms.find(text) {
            return Ok(a);
        }
        if text.first().is_none_or(|c| (0x30..=0x39).contains(c)) {
            return Err(false);
        }
        let mut cur = Some(o);
        for _ in 0..100_000 {
            let Some(c) = cur else { return Err(true) };
            let obj = self.state.heap.obj(c);
            if matches!(obj.class, Class::Proxy(_) | Class::TypedArray { .. } | Class::ToolRef(_)) {
                return Err(false);
            }
            if !chain {
                return Err(true);
            }
            cur = obj.proto;
        }
        Err(false)
    }

    /// Whether `o` is a proxy exotic object.
    #[inline]
    #[must_use]
    pub fn is_proxy(&self, o: ObjId) -> bool {
        matches!(self.state.heap.obj(o).class, Class::Proxy(_))
    }

    /// Whether `v` is a proxy exotic object.
    #[inline]
    #[must_use]
    pub fn is_proxy_value(&self, v: Value) -> bool {
        matches!(v, Value::Object(o) if self.is_proxy(o))
    }

    /// Sets `[[Prototype]]`; false when it would make a cycle or the object is not extensible.
    pub fn set_proto(&mut self, o: ObjId, proto: Option<ObjId>) -> bool {
        if self.state.heap.obj(o).proto == proto {
            return true;
        }
        if o == self.state.realm.object_prototype {
            // An immutable prototype exotic object (§10.4.7).
            return false;
        }
        if self.state.heap.obj(o).flags & oflags::EXTENSIBLE == 0 {
            return false;
        }
        let mut p = proto;
        while let Some(x) = p {
            if x == o {
                return false;
            }
            p = self.state.heap.obj(x).proto;
        }
        self.state.heap.obj_mut(o).proto = proto;
        true
    }

    // ---- arrays ---------------------------------------------------------------------------------

    /// The `length` of an array object (0 for others).
    #[must_use]
    pub fn array_len(&self, o: ObjId) -> u32 {
        match &self.state.heap.obj(o).class {
            Class::Array { len, .. } => *len,
            _ => 0,
        }
    }

    fn set_array_len_raw(&mut self, o: ObjId, n: u32) {
        if let Class::Array { len, .. } = &mut self.state.heap.obj_mut(o).class {
            *len = n;
        }
    }

    /// Writes element `i` of array `o` (extending `length`).
    ///
    /// # Errors
    /// `TypeError` when the array is frozen or not extensible.
    pub fn array_set_index(&mut self, o: ObjId, i: u32, v: Value) -> JsResult<()> {
        let cap = self.options.caps.max_array_length;
        let obj = self.state.heap.obj_mut(o);
        let flags = obj.flags;
        let Class::Array { dense, len } = &mut obj.class else {
            return Ok(());
        };
        if i >= *len && i >= cap {
            return Err(crate::caps::array_length_error());
        }
        let iu = i as usize;
        if flags & oflags::SLOW_ARRAY == 0 {
            if iu < dense.len() {
                if dense[iu].is_empty() && flags & oflags::EXTENSIBLE == 0 {
                    return Err(Ctl::type_error(format!("Cannot add property {i}, object is not extensible")));
                }
                dense[iu] = v;
                return Ok(());
            }
            if i >= *len && flags & oflags::FROZEN_LENGTH != 0 {
                return Err(Ctl::type_error(format!("Cannot add property {i}, object is not extensible")));
            }
            if flags & oflags::EXTENSIBLE == 0 {
                return Err(Ctl::type_error(format!("Cannot add property {i}, object is not extensible")));
            }
            if iu <= dense.len() + DENSE_GAP && iu < (1 << 26) {
                let grown = iu + 1 - dense.len();
                dense.resize(iu, Value::Empty);
                dense.push(v);
                if i >= *len {
                    *len = i + 1;
                }
                // An index property may have been stored sparse earlier: the dense copy wins.
                if !obj.props.is_empty() {
                    let key = self.state.atoms.intern_index(i);
                    self.state.heap.obj_mut(o).props.remove(key);
                }
                self.state.heap.allocated += grown * crate::caps::VALUE_BYTES;
                return Ok(());
            }
            // Very sparse: keep it in the property map.
            if i >= *len {
                *len = i + 1;
            }
            let key = self.state.atoms.intern_index(i);
            self.state.heap.obj_mut(o).props.set(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
            return Ok(());
        }
        let key = self.state.atoms.intern_index(i);
        if i >= *len && flags & oflags::FROZEN_LENGTH != 0 {
            return Err(Ctl::type_error(format!("Cannot add property {i}, object is not extensible")));
        }
        if !self.define_ordinary(o, key, PropDesc { value: Some(v), ..PropDesc::default() }) {
            // Either not writable or not extensible.
            let existing = self.state.heap.obj(o).props.get(key).copied();
            match existing {
                Some(p) if p.attrs & attr::WRITABLE == 0 => {
                    return Err(Ctl::type_error(format!("Cannot assign to read only property '{i}' of object")));
                }
                Some(_) => {}
                None => {
                    if !self.define_ordinary(o, key, PropDesc::data(v, attr::DEFAULT)) {
                        return Err(Ctl::type_error(format!("Cannot add property {i}, object is not extensible")));
                    }
                }
            }
        } else if self.state.heap.obj(o).props.get(key).is_some_and(|p| p.attrs == 0 && matches!(p.slot, Slot::Data(_)))
        {
            // A new property defined through define_ordinary with no attributes: make it a plain one.
            if let Some(p) = self.state.heap.obj_mut(o).props.get_mut(key) {
                p.attrs = attr::DEFAULT;
            }
        }
        if i >= self.array_len(o) {
            self.set_array_len_raw(o, i + 1);
        }
        Ok(())
    }

    /// Moves an array's dense elements into its property map (before attribute changes).
    pub fn array_make_slow(&mut self, o: ObjId) {
        let obj = self.state.heap.obj_mut(o);
        if obj.flags & oflags::SLOW_ARRAY != 0 {
            return;
        }
        obj.flags |= oflags::SLOW_ARRAY;
        let Class::Array { dense, .. } = &mut obj.class else {
            return;
        };
        let elems = std::mem::take(dense);
        let mut existing: Vec<Prop> = obj.props.iter().copied().collect();
        let mut props = crate::heap::PropMap::default();
        for (i, v) in elems.into_iter().enumerate() {
            if !v.is_empty() {
                let key = self.state.atoms.intern_index(i as u32);
                props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
            }
        }
        for p in existing.drain(..) {
            props.set(p);
        }
        self.state.heap.obj_mut(o).props = props;
    }

    fn array_define_length(&mut self, o: ObjId, desc: PropDesc) -> JsResult<bool> {
        if desc.is_accessor() || desc.configurable == Some(true) || desc.enumerable == Some(true) {
            return Ok(false);
        }
        let frozen = self.state.heap.obj(o).flags & oflags::FROZEN_LENGTH != 0;
        if let Some(v) = desc.value {
            let n = self.to_number(v)?;
            let new_len = n as u32;
            if f64::from(new_len) != n {
                return Err(Ctl::range_error("Invalid array length"));
            }
            let cur = self.array_len(o);
            if new_len > cur {
                self.check_array_len(n)?;
            }
            if new_len != cur {
                if frozen {
                    return Ok(false);
                }
                if !self.array_truncate(o, new_len) {
                    // An element could not be deleted: the length stopped just past it.
                    if desc.writable == Some(false) {
                        self.state.heap.obj_mut(o).flags |= oflags::FROZEN_LENGTH;
                    }
                    return Ok(false);
                }
            }
        }
        if desc.writable == Some(false) {
            self.state.heap.obj_mut(o).flags |= oflags::FROZEN_LENGTH;
        } else if desc.writable == Some(true) && frozen {
            return Ok(false);
        }
        Ok(true)
    }

    /// Sets an array's length, deleting elements past it. A non-configurable element stops the
    /// deletion: the length becomes its index + 1 and the result is false (ArraySetLength).
    pub fn array_truncate(&mut self, o: ObjId, new_len: u32) -> bool {
        let obj = self.state.heap.obj(o);
        let blocker = obj
            .props
            .iter()
            .filter(|p| p.attrs & attr::CONFIGURABLE == 0)
            .filter_map(|p| self.state.atoms.index_of(p.key))
            .filter(|&i| i >= new_len)
            .max();
        let new_len = blocker.map_or(new_len, |i| i + 1);
        let obj = self.state.heap.obj_mut(o);
        let Class::Array { dense, len } = &mut obj.class else {
            return true;
        };
        if (new_len as usize) < dense.len() {
            dense.truncate(new_len as usize);
        }
        let old = *len;
        *len = new_len;
        if new_len < old && !obj.props.is_empty() {
            let doomed: Vec<Atom> = obj
                .props
                .iter()
                .filter(|p| self.state.atoms.index_of(p.key).is_some_and(|i| i >= new_len))
                .map(|p| p.key)
                .collect();
            for k in doomed {
                self.state.heap.obj_mut(o).props.remove(k);
            }
        }
        blocker.is_none()
    }

    /// The `[[Prototype]]` of `o`.
    #[must_use]
    pub fn proto_of(&self, o: ObjId) -> Option<ObjId> {
        self.state.heap.obj(o).proto
    }
}

/// SameValue without string text comparison (strings compared by reference).
fn same_value_raw(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            (x.is_nan() && y.is_nan()) || (x == y && x.is_sign_negative() == y.is_sign_negative())
        }
        (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Symbol(x), Value::Symbol(y)) => x == y,
        (Value::Object(x), Value::Object(y)) => x == y,
        (Value::BigInt(x), Value::BigInt(y)) => x == y,
        _ => false,
    }
}
