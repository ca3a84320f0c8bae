//! Iterator prototypes: `%IteratorPrototype%`, the built-in iterators (array, map, set, string),
//! generators and async generators, and the function prototypes of generator/async functions.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, Resume};
use crate::heap::{Class, Prop, Slot, attr};
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let fp = vm.state.realm.function_prototype;
    let ip = vm.intrinsic_object(Some(op));
    vm.state.realm.iterator_prototype = ip;
    let self_fn = vm.def_method_sym(ip, atom::SYM_ITERATOR, "[Symbol.iterator]", 0, return_this);
    vm.state.realm.iterator_self = self_fn;
    let aip = vm.intrinsic_object(Some(op));
    vm.state.realm.async_iterator_prototype = aip;
    vm.def_method_sym(aip, atom::SYM_ASYNC_ITERATOR, "[Symbol.asyncIterator]", 0, return_this);

    let (aiter, next) = builtin_iterator(vm, ip, "Array Iterator");
    vm.state.realm.array_iterator_prototype = aiter;
    vm.state.realm.array_iterator_next = next;

    let (miter, mnext) = builtin_iterator(vm, ip, "Map Iterator");
    vm.state.realm.map_iterator_prototype = miter;
    vm.state.realm.map_iterator_next = mnext;
    let siter = vm.intrinsic_object(Some(ip));
    vm.state.realm.set_iterator_prototype = siter;
    vm.state.heap.obj_mut(siter).props.set(Prop {
        key: atom::NEXT,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(mnext)),
    });
    vm.tag(siter, "Set Iterator");

    let (striter, snext) = builtin_iterator(vm, ip, "String Iterator");
    vm.state.realm.string_iterator_prototype = striter;
    vm.state.realm.string_iterator_next = snext;

    let rxiter = vm.intrinsic_object(Some(ip));
    vm.state.realm.regexp_string_iterator_prototype = rxiter;
    vm.tag(rxiter, "RegExp String Iterator");

    // Generators.
    let (gen_proto, gen_fn_proto) = generator_prototypes(vm, ip, ["Generator", "GeneratorFunction"], false);
    vm.state.realm.generator_prototype = gen_proto;
    vm.state.realm.generator_function_prototype = gen_fn_proto;
    let (agen_proto, agen_fn_proto) = generator_prototypes(vm, aip, ["AsyncGenerator", "AsyncGeneratorFunction"], true);
    vm.state.realm.async_generator_prototype = agen_proto;
    vm.state.realm.async_generator_function_prototype = agen_fn_proto;

    let afp = vm.intrinsic_object(Some(fp));
    vm.state.realm.async_function_prototype = afp;
    vm.tag(afp, "AsyncFunction");
    crate::builtins::function::setup_dynamic_function_ctors(vm, [afp, gen_fn_proto, agen_fn_proto]);
}

/// A built-in iterator prototype below `ip` with the shared native `next`, tagged `name`: the
/// prototype and its `next`.
fn builtin_iterator(vm: &mut Vm, ip: ObjId, name: &str) -> (ObjId, ObjId) {
    let proto = vm.intrinsic_object(Some(ip));
    let next = vm.def_method(proto, "next", 0, builtin_next);
    vm.tag(proto, name);
    (proto, next)
}

/// A generator prototype (`next`, `return`, `throw`) below `parent`, and the generator function
/// prototype linked to it, tagged with the two `names`; `is_async` picks the async generator
/// methods (which reject instead of throwing).
fn generator_prototypes(vm: &mut Vm, parent: ObjId, names: [&str; 2], is_async: bool) -> (ObjId, ObjId) {
    let proto = vm.intrinsic_object(Some(parent));
    if is_async {
        vm.def_method(proto, "next", 1, async_gen_next);
        vm.def_method(proto, "return", 1, async_gen_return);
        vm.def_method(proto, "throw", 1, async_gen_throw);
    } else {
        let next = vm.def_method(proto, "next", 1, gen_next);
        vm.state.realm.generator_next = next;
        vm.def_method(proto, "return", 1, gen_return);
        vm.def_method(proto, "throw", 1, gen_throw);
    }
    vm.tag(proto, names[0]);
    let fp = vm.state.realm.function_prototype;
    let fn_proto = vm.intrinsic_object(Some(fp));
    vm.link_constructor(fn_proto, attr::CONFIGURABLE, proto, attr::CONFIGURABLE);
    vm.tag(fn_proto, names[1]);
    (proto, fn_proto)
}

fn return_this(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(c.this)
}

fn builtin_next(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(it) = c.this else {
        return Err(Ctl::type_error("next method called on incompatible receiver"));
    };
    if !matches!(vm.state.heap.obj(it).class, Class::Iter(_)) {
        return Err(Ctl::type_error("next method called on incompatible receiver"));
    }
    if vm.array_step_in_prelude(it) {
        return crate::builtins::object::tail_export(vm, "arrayIteratorNextSlow", Value::Undefined, vec![c.this]);
    }
    let (value, done) = match vm.builtin_iter_step(it)? {
        Some(v) => (v, false),
        None => (Value::Undefined, true),
    };
    Ok(Value::Object(vm.iter_result(value, done)))
}

fn resume(vm: &mut Vm, c: &NativeCall<'_>, mode: u8) -> JsResult<Value> {
    let Value::Object(g) = c.this else {
        let d = vm.describe(c.this);
        return Err(Ctl::type_error(format!("next method called on incompatible receiver {d}")));
    };
    // An async generator has no [[GeneratorState]]: GeneratorValidate refuses it.
    if !matches!(&vm.state.heap.obj(g).class, Class::Generator(d) if !d.is_async) {
        let d = vm.describe(c.this);
        return Err(Ctl::type_error(format!("next method called on incompatible receiver {d}")));
    }
    Err(Ctl::Resume(Box::new(Resume { generator: g, mode, value: c.arg(0) })))
}

/// `%AsyncGeneratorPrototype%.next`/`return`/`throw`: AsyncGeneratorValidate's failure is not
/// thrown but returned as a promise rejected with the `TypeError` (ECMA-262 27.6.1.2–4, step 5:
/// IfAbruptRejectPromise), so `next.call({})` and `next.call(aSyncGenerator)` reject.
fn async_resume(vm: &mut Vm, c: &NativeCall<'_>, mode: u8) -> JsResult<Value> {
    match c.this {
        Value::Object(g) if vm.is_async_generator(g) => {
            Err(Ctl::Resume(Box::new(Resume { generator: g, mode, value: c.arg(0) })))
        }
        _ => {
            let d = vm.describe(c.this);
            let method = ["next", "return", "throw"][usize::from(mode)];
            let msg = format!("Method [AsyncGenerator].prototype.{method} called on incompatible receiver {d}");
            let e = vm.make_error(crate::error::ErrorType::Type, &msg, None);
            let p = vm.new_promise();
            vm.reject_promise(p, e);
            Ok(Value::Object(p))
        }
    }
}

fn async_gen_next(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    async_resume(vm, c, 0)
}

fn async_gen_return(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    async_resume(vm, c, 1)
}

fn async_gen_throw(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    async_resume(vm, c, 2)
}

fn gen_next(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    resume(vm, c, 0)
}

fn gen_return(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    resume(vm, c, 1)
}

fn gen_throw(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    resume(vm, c, 2)
}
