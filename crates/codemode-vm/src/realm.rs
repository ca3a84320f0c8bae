//! The realm: the intrinsic objects every run starts with, the native function table, and the
//! helpers built-ins use to install themselves.
//!
//! Setup is deterministic: the same build creates the same objects at the same heap indices and
//! registers natives in the same order, so a snapshot can name a native by its index and an
//! intrinsic by its `ObjId`. Intrinsic ids live in [`Realm`], which is part of the state.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::atoms::atom;
use crate::error::{EngineError, ErrorType};
use crate::heap::{Class, NativeFunc, Object, Prop, Slot, attr, oflags};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeFn, Vm};

macro_rules! realm_fields {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// Intrinsic objects by role.
        #[derive(Clone, Debug, Default, Serialize, Deserialize)]
        pub struct Realm {
            $($(#[$doc])* pub $name: ObjId,)*
            /// Prototypes of the error constructors, indexed by [`ErrorType`].
            pub error_prototypes: [ObjId; 9],
            /// The typed array constructors, indexed by `typed::Kind`.
            pub typed_array_ctors: [ObjId; 12],
            /// Their prototypes, indexed by `typed::Kind`.
            pub typed_array_prototypes: [ObjId; 12],
            /// Hidden key: the diagnostic kind of an error.
            pub kind_key: Atom,
            /// Hidden key: where the runtime raised an error (`"line:col"`).
            pub location_key: Atom,
            /// Hidden key: the call-site lines of an error's `stack`, captured when it was made.
            pub trace_key: Atom,
            /// Native id of promise resolve functions.
            pub resolve_fn_id: u16,
            /// Native id of promise reject functions.
            pub reject_fn_id: u16,
            /// Number of objects created by setup and the prelude (ids below are intrinsics).
            pub intrinsic_count: u32,
            /// Number of atoms created by setup and the prelude.
            pub intrinsic_atoms: u32,
            /// Fingerprint of the realm (prelude source, natives, intrinsic counts): a snapshot
            /// restores only into a realm with the same fingerprint.
            pub fingerprint: u64,
        }

        impl Realm {
            /// Every intrinsic object named by the realm (collector roots).
            #[must_use]
            pub fn object_roots(&self) -> Vec<ObjId> {
                let mut v = vec![$(self.$name),*];
                v.extend_from_slice(&self.error_prototypes);
                v.extend_from_slice(&self.typed_array_ctors);
                v.extend_from_slice(&self.typed_array_prototypes);
                v
            }

            /// A realm slot by name (`None` when unknown).
            #[must_use]
            pub fn get_by_name(&self, name: &str) -> Option<ObjId> {
                match name {
                    $(stringify!($name) => Some(self.$name),)*
                    _ => None,
                }
            }

            /// Sets a prelude-provided function by name; false when unknown.
            pub fn set_by_name(&mut self, name: &str, f: ObjId) -> bool {
                match name {
                    $(stringify!($name) => { self.$name = f; true })*
                    _ => false,
                }
            }
        }
    };
}

realm_fields! {
    /// The global object.
    global,
    /// `Object.prototype`
    object_prototype,
    /// `Function.prototype`
    function_prototype,
    /// `Array.prototype`
    array_prototype,
    /// `String.prototype`
    string_prototype,
    /// `Number.prototype`
    number_prototype,
    /// `Boolean.prototype`
    boolean_prototype,
    /// `Symbol.prototype`
    symbol_prototype,
    /// `BigInt.prototype`
    bigint_prototype,
    /// `%IteratorPrototype%`
    iterator_prototype,
    /// `%AsyncIteratorPrototype%`
    async_iterator_prototype,
    /// `%ArrayIteratorPrototype%`
    array_iterator_prototype,
    /// `%MapIteratorPrototype%`
    map_iterator_prototype,
    /// `%SetIteratorPrototype%`
    set_iterator_prototype,
    /// `%StringIteratorPrototype%`
    string_iterator_prototype,
    /// `%RegExpStringIteratorPrototype%`
    regexp_string_iterator_prototype,
    /// `%GeneratorPrototype%`
    generator_prototype,
    /// `%AsyncGeneratorPrototype%`
    async_generator_prototype,
    /// `%GeneratorFunction.prototype%`
    generator_function_prototype,
    /// `%AsyncGeneratorFunction.prototype%`
    async_generator_function_prototype,
    /// `%AsyncFunction.prototype%`
    async_function_prototype,
    /// `Promise`
    promise_ctor,
    /// `Promise.prototype`
    promise_prototype,
    /// `Promise.prototype.then`
    promise_then,
    /// `get Promise[Symbol.species]` (the original getter; `then` takes its fast path only when
    /// `Promise[Symbol.species]` is still this getter)
    promise_species,
    /// Prelude: `Promise.prototype.then` with SpeciesConstructor and NewPromiseCapability.
    promise_then_slow,
    /// Prelude: the rest of a resolve function whose resolution has a `then` getter
    /// (`promiseResolveSlow(promise, resolution)`).
    promise_resolve_slow,
    /// Prelude: a thenable job's `then` that first reads the resolution's `then` getter.
    promise_adopt_getter,
    /// `RegExp.prototype`
    regexp_prototype,
    /// `Date.prototype`
    date_prototype,
    /// `Map.prototype`
    map_prototype,
    /// `Set.prototype`
    set_prototype,
    /// `WeakMap.prototype`
    weakmap_prototype,
    /// `WeakSet.prototype`
    weakset_prototype,
    /// `ArrayBuffer.prototype`
    arraybuffer_prototype,
    /// `Uint8Array.prototype`
    uint8array_prototype,
    /// `%TypedArray%`
    typed_array_ctor,
    /// `%TypedArray%.prototype`
    typed_array_prototype,
    /// `DataView.prototype`
    dataview_prototype,
    /// `URL.prototype`
    url_prototype,
    /// `URLSearchParams.prototype`
    urlsearchparams_prototype,
    /// The `tools` root reference.
    tools_root,
    /// Object holding hidden natives for the prelude (`__hidden(name)`) and prelude functions
    /// exported to Rust (`__export(name, f)`); unreachable from programs.
    hidden,
    /// `Array.prototype.values` (the original `Symbol.iterator` of arrays)
    array_values,
    /// `%ArrayIteratorPrototype%.next`
    array_iterator_next,
    /// `%GeneratorPrototype%.next` (a `for`-`of` over a generator resumes it directly)
    generator_next,
    /// `%MapIteratorPrototype%.next` (shared by Set iterators)
    map_iterator_next,
    /// `%StringIteratorPrototype%.next`
    string_iterator_next,
    /// `String.prototype.localeCompare` (a sort by `a.k.localeCompare(b.k)` runs no calls)
    string_locale_compare,
    /// `String.prototype[Symbol.iterator]`
    string_iterator,
    /// `Map.prototype.entries`
    map_entries,
    /// `Set.prototype.values`
    set_values,
    /// `%IteratorPrototype%[Symbol.iterator]` (returns this)
    iterator_self,
    /// `Function.prototype[Symbol.hasInstance]`
    function_has_instance,
    /// `%ThrowTypeError%` (`Function.prototype.caller`/`arguments`, `arguments.callee`)
    throw_type_error,
    /// Prelude: converts a value to boundary data (`toData(value, label)`).
    to_data,
    /// Prelude: calls a tool (`callTool(path, argsArray)`).
    call_tool,
    /// Prelude: binary operators on objects.
    binary_op,
    /// Prelude: unary operators on objects.
    unary_op,
    /// Prelude: `o[k]` with an object key.
    get_prop_slow,
    /// Prelude: `o[k] = v` with an object key.
    set_prop_slow,
    /// Prelude: object spread with accessors.
    copy_data_props,
    /// Prelude: object rest with accessors.
    object_rest,
    /// Prelude: GetIterator through `Symbol.iterator`.
    get_iterator,
    /// Prelude: IteratorValue/IteratorComplete with accessors.
    iter_result_slow,
    /// Prelude: IteratorClose with an accessor `return`.
    iter_close_slow,
    /// Prelude: spread of a generic iterable into an array.
    spread_into,
    /// Prelude: ToPrimitive (used by natives to convert arguments: `toPrimitive(v, hint)`).
    to_primitive,
    /// Prelude: `Array.prototype.sort` and friends re-entered by natives.
    array_sort,
    /// Prelude: calls a host extension function (`callExtension(id, argsArray)`).
    call_extension,
    /// Prelude: `Date.prototype.toJSON` (recognized by the native `JSON.stringify`).
    date_to_json,
    /// `Date.prototype[Symbol.toPrimitive]`
    date_to_primitive,
    /// `Date.prototype.valueOf`
    date_value_of,
    /// `Date.prototype.toISOString`
    date_to_iso_string,
    /// `URL.prototype.toJSON`
    url_to_json,
    /// `Date.prototype.toString`
    date_to_string,
    /// `Array.prototype.join` (the native `join` joins nested arrays in place while it is theirs)
    array_join,
    /// Prelude: `Array.prototype.toString` (likewise)
    array_to_string,
}

impl Vm {
    /// Registers a native function in the process-wide table (during setup only).
    pub(crate) fn register_native(&mut self, name: &'static str, length: u16, f: NativeFn) -> u16 {
        let fns = Arc::make_mut(&mut self.natives);
        fns.push(f);
        Arc::make_mut(&mut self.native_info).push((name, length));
        (fns.len() - 1) as u16
    }

    /// Name and length of native `id`.
    pub(crate) fn native_meta(&self, id: u16) -> (u16, String) {
        self.native_info.get(id as usize).map_or((0, String::new()), |(n, l)| (*l, (*n).to_string()))
    }

    /// A function object for native `id` with per-function `data`.
    pub fn new_native_function(&mut self, id: u16, data: Value) -> ObjId {
        let proto = self.state.realm.function_prototype;
        let mut o = Object::new(Some(proto), Class::Native(NativeFunc { id, ctor: false, data }));
        o.flags |= oflags::LAZY_FUNC;
        self.state.heap.alloc(o)
    }

    /// A callable object for host function `id`, named `name`.
    pub fn new_host_function(&mut self, id: u32, name: &str) -> ObjId {
        let proto = self.state.realm.function_prototype;
        let o = self.state.heap.alloc(Object::new(Some(proto), Class::HostFn { id, handle: 0 }));
        let n = self.new_string(name);
        let obj = self.state.heap.obj_mut(o);
        obj.props.set(Prop { key: atom::LENGTH, attrs: attr::CONFIGURABLE, slot: Slot::Data(Value::Number(0.0)) });
        obj.props.set(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(n) });
        o
    }

    /// Registers a native and creates its function object.
    pub(crate) fn native_fn(&mut self, name: &'static str, length: u16, f: NativeFn) -> ObjId {
        let id = self.register_native(name, length, f);
        self.new_native_function(id, Value::Undefined)
    }

    /// Installs a built-in method (non-enumerable) on `target`.
    pub(crate) fn def_method(&mut self, target: ObjId, name: &'static str, length: u16, f: NativeFn) -> ObjId {
        let func = self.native_fn(name, length, f);
        let key = self.intern(name);
        self.state.heap.obj_mut(target).props.set(Prop {
            key,
            attrs: attr::HIDDEN,
            slot: Slot::Data(Value::Object(func)),
        });
        func
    }

    /// Installs a built-in method under a symbol key (named `[Symbol.x]`).
    pub(crate) fn def_method_sym(
        &mut self,
        target: ObjId,
        key: Atom,
        name: &'static str,
        length: u16,
        f: NativeFn,
    ) -> ObjId {
        let func = self.native_fn(name, length, f);
        self.state.heap.obj_mut(target).props.set(Prop {
            key,
            attrs: attr::HIDDEN,
            slot: Slot::Data(Value::Object(func)),
        });
        func
    }

    /// Installs a built-in getter (named `get <name>`).
    pub(crate) fn def_getter(&mut self, target: ObjId, name: &'static str, f: NativeFn) -> ObjId {
        let func = self.native_fn(name, 0, f);
        let n = self.new_string(&format!("get {name}"));
        self.state.heap.obj_mut(func).flags &= !oflags::LAZY_FUNC;
        self.state.heap.obj_mut(func).props.set(Prop {
            key: atom::LENGTH,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Data(Value::Number(0.0)),
        });
        self.state.heap.obj_mut(func).props.set(Prop {
            key: atom::NAME,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Data(n),
        });
        let key = self.intern(name);
        let existing_set = match self.state.heap.obj(target).props.get(key).map(|p| p.slot) {
            Some(Slot::Accessor { set, .. }) => set,
            _ => None,
        };
        self.state.heap.obj_mut(target).props.set(Prop {
            key,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Accessor { get: Some(func), set: existing_set },
        });
        func
    }

    /// Installs a built-in setter next to an existing getter.
    pub(crate) fn def_setter(&mut self, target: ObjId, name: &'static str, f: NativeFn) -> ObjId {
        let func = self.native_fn(name, 1, f);
        let n = self.new_string(&format!("set {name}"));
        self.state.heap.obj_mut(func).flags &= !oflags::LAZY_FUNC;
        self.state.heap.obj_mut(func).props.set(Prop {
            key: atom::LENGTH,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Data(Value::Number(1.0)),
        });
        self.state.heap.obj_mut(func).props.set(Prop {
            key: atom::NAME,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Data(n),
        });
        let key = self.intern(name);
        let existing_get = match self.state.heap.obj(target).props.get(key).map(|p| p.slot) {
            Some(Slot::Accessor { get, .. }) => get,
            _ => None,
        };
        self.state.heap.obj_mut(target).props.set(Prop {
            key,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Accessor { get: existing_get, set: Some(func) },
        });
        func
    }

    /// Registers a native the prelude can fetch with `__hidden(name)`.
    pub(crate) fn def_hidden(&mut self, name: &'static str, length: u16, f: NativeFn) -> ObjId {
        let h = self.state.realm.hidden;
        self.def_method(h, name, length, f)
    }

    /// The value the hidden object holds under `name` (`undefined` when it has none).
    pub(crate) fn hidden_value(&mut self, name: &str) -> Value {
        let h = self.state.realm.hidden;
        let key = self.intern(name);
        match self.state.heap.obj(h).props.get(key).map(|p| p.slot) {
            Some(Slot::Data(v)) => v,
            _ => Value::Undefined,
        }
    }

    /// A function the prelude exported with `__export(name, f)`.
    pub(crate) fn exported(&mut self, name: &str) -> Option<ObjId> {
        let h = self.state.realm.hidden;
        let key = self.state.atoms.lookup(&crate::strings::utf16(name))?;
        match self.state.heap.obj(h).props.get(key).map(|p| p.slot) {
            Some(Slot::Data(Value::Object(f))) => Some(f),
            _ => None,
        }
    }

    /// Installs a data property with explicit attributes.
    pub(crate) fn def_value(&mut self, target: ObjId, name: &str, v: Value, attrs: u8) {
        let key = self.intern(name);
        self.state.heap.obj_mut(target).props.set(Prop { key, attrs, slot: Slot::Data(v) });
    }

    /// Creates a native constructor `name` whose `prototype` is `proto`, links `proto.constructor`,
    /// and installs it as a global.
    pub(crate) fn def_ctor(&mut self, name: &'static str, length: u16, f: NativeFn, proto: ObjId) -> ObjId {
        let id = self.register_native(name, length, f);
        let fp = self.state.realm.function_prototype;
        let mut o = Object::new(Some(fp), Class::Native(NativeFunc { id, ctor: true, data: Value::Undefined }));
        o.flags |= oflags::LAZY_FUNC;
        let ctor = self.state.heap.alloc(o);
        self.materialize(ctor);
        self.link_constructor(ctor, 0, proto, attr::HIDDEN);
        let g = self.state.realm.global;
        self.def_value(g, name, Value::Object(ctor), attr::HIDDEN);
        ctor
    }

    /// Installs `Symbol.toStringTag` (configurable only) with the value `tag`.
    pub(crate) fn def_to_string_tag(&mut self, o: ObjId, tag: Value) {
        self.state.heap.obj_mut(o).props.set(Prop {
            key: atom::SYM_TO_STRING_TAG,
            attrs: attr::CONFIGURABLE,
            slot: Slot::Data(tag),
        });
    }

    /// Installs `Symbol.toStringTag` (configurable only) as a new string `name`.
    pub(crate) fn tag(&mut self, o: ObjId, name: &str) {
        let v = self.new_string(name);
        self.def_to_string_tag(o, v);
    }

    /// Links a constructor and its prototype both ways: `ctor.prototype = proto` with
    /// `prototype_attrs` and `proto.constructor = ctor` with `constructor_attrs`.
    pub(crate) fn link_constructor(&mut self, ctor: ObjId, prototype_attrs: u8, proto: ObjId, constructor_attrs: u8) {
        self.state.heap.obj_mut(ctor).props.set(Prop {
            key: atom::PROTOTYPE,
            attrs: prototype_attrs,
            slot: Slot::Data(Value::Object(proto)),
        });
        self.state.heap.obj_mut(proto).props.set(Prop {
            key: atom::CONSTRUCTOR,
            attrs: constructor_attrs,
            slot: Slot::Data(Value::Object(ctor)),
        });
    }

    /// Installs a global value (non-enumerable, writable, configurable).
    pub(crate) fn def_global(&mut self, name: &str, v: Value) {
        let g = self.state.realm.global;
        self.def_value(g, name, v, attr::HIDDEN);
    }

    /// A plain object with the given prototype, for built-in namespaces and prototypes.
    pub(crate) fn intrinsic_object(&mut self, proto: Option<ObjId>) -> ObjId {
        self.state.heap.alloc(Object::new(proto, Class::Ordinary))
    }
}

/// Creates the realm: the fundamental objects first, then every built-in area.
pub(crate) fn setup(vm: &mut Vm) -> Result<(), EngineError> {
    let object_prototype = vm.intrinsic_object(None);
    vm.state.realm.object_prototype = object_prototype;
    let function_prototype = vm.native_fn_raw_proto(object_prototype);
    vm.state.realm.function_prototype = function_prototype;
    let global = vm.intrinsic_object(Some(object_prototype));
    vm.state.realm.global = global;
    vm.state.realm.hidden = vm.intrinsic_object(None);
    vm.state.realm.kind_key = vm.state.atoms.new_symbol(Some(crate::strings::utf16("kind").into()), true, false);
    vm.state.realm.location_key =
        vm.state.atoms.new_symbol(Some(crate::strings::utf16("location").into()), true, false);
    vm.state.realm.trace_key = vm.state.atoms.new_symbol(Some(crate::strings::utf16("trace").into()), true, false);
    for (i, ty) in ErrorType::ALL.into_iter().enumerate() {
        debug_assert_eq!(ty as usize, i);
        let parent = if i == 0 { object_prototype } else { vm.state.realm.error_prototypes[0] };
        vm.state.realm.error_prototypes[i] = vm.intrinsic_object(Some(parent));
    }
    crate::builtins::setup_all(vm);
    Ok(())
}

impl Vm {
    fn native_fn_raw_proto(&mut self, proto: ObjId) -> ObjId {
        fn noop(_: &mut Vm, _: &crate::NativeCall<'_>) -> crate::JsResult<Value> {
            Ok(Value::Undefined)
        }
        let id = self.register_native("", 0, noop);
        let mut o = Object::new(Some(proto), Class::Native(NativeFunc { id, ctor: false, data: Value::Undefined }));
        o.flags |= oflags::LAZY_FUNC;
        self.state.heap.alloc(o)
    }
}
