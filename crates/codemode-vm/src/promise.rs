//! Promise machinery (ECMA-262 §27.2): states, reactions, resolution, and the microtask jobs they
//! queue. The JavaScript-visible `Promise` constructor and methods are in `builtins::promise`;
//! async functions and `await` use these directly.

use crate::atoms::atom;
use crate::error::JsResult;
use crate::heap::{Class, Object, PromiseData, PromiseState, ReactionTarget};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{Job, Vm};

impl Vm {
    /// A new pending promise.
    pub fn new_promise(&mut self) -> ObjId {
        let proto = self.state.realm.promise_prototype;
        self.new_promise_with_proto(proto)
    }

    /// A new pending promise with the given prototype (subclassing).
    pub fn new_promise_with_proto(&mut self, proto: ObjId) -> ObjId {
        self.state.promise_seq += 1;
        let data = PromiseData {
            state: PromiseState::Pending,
            reactions: Vec::new(),
            handled: false,
            host_call: None,
            seq: self.state.promise_seq,
            tool_failure: false,
        };
        self.state.heap.pending_promises += 1;
        self.state.heap.alloc(Object::new(Some(proto), Class::Promise(Box::new(data))))
    }

    /// Whether `o` is a promise.
    #[must_use]
    pub fn is_promise(&self, o: ObjId) -> bool {
        matches!(self.state.heap.obj(o).class, Class::Promise(_))
    }

    /// Whether `v` is a promise.
    #[must_use]
    pub fn is_promise_value(&self, v: Value) -> bool {
        matches!(v, Value::Object(o) if self.is_promise(o))
    }

    /// Whether reading a missing property of `o` is a data error (a tool call's promise).
    #[must_use]
    pub fn is_promise_data_error(&self, o: ObjId) -> bool {
        matches!(&self.state.heap.obj(o).class, Class::Promise(d) if d.host_call.is_some())
    }

    fn promise_data(&mut self, p: ObjId) -> Option<&mut PromiseData> {
        match &mut self.state.heap.obj_mut(p).class {
            Class::Promise(d) => Some(d),
            _ => None,
        }
    }

    /// Fulfills a pending promise.
    pub fn fulfill_promise(&mut self, p: ObjId, v: Value) {
        self.settle(p, true, v);
    }

    /// Rejects a pending promise.
    pub fn reject_promise(&mut self, p: ObjId, e: Value) {
        self.settle(p, false, e);
    }

    fn settle(&mut self, p: ObjId, fulfilled: bool, v: Value) {
        let Some(d) = self.promise_data(p) else {
            return;
        };
        if !matches!(d.state, PromiseState::Pending) {
            return;
        }
        d.state = if fulfilled { PromiseState::Fulfilled(v) } else { PromiseState::Rejected(v) };
        let reactions = std::mem::take(&mut d.reactions);
        let (handled, seq) = (d.handled, d.seq);
        self.state.heap.pending_promises = self.state.heap.pending_promises.saturating_sub(1);
        if !fulfilled && !handled {
            self.state.unhandled.insert(seq, p);
        }
        for reaction in reactions {
            self.state.jobs.push_back(Job::Reaction { reaction, fulfilled, value: v });
        }
    }

    /// Resolves `p` with `v` (adopting thenables through a job, as the spec does).
    pub fn resolve_promise(&mut self, p: ObjId, v: Value) {
        if let Some(d) = self.promise_data(p)
            && !matches!(d.state, PromiseState::Pending)
        {
            return;
        }
        let Value::Object(o) = v else {
            self.fulfill_promise(p, v);
            return;
        };
        if o == p {
            let e = self.make_error(crate::ErrorType::Type, "Chaining cycle detected for promise #<Promise>", None);
            self.reject_promise(p, e);
            return;
        }
        match self.lookup(o, atom::THEN) {
            Lookup::Value(then) if self.is_callable(then) => {
                self.state.jobs.push_back(Job::ResolveThenable { promise: p, thenable: v, then });
            }
            Lookup::Getter(_) | Lookup::Proxy(_) => {
                // The getter (or a proxy's `get` trap) cannot run here (no JavaScript from natives): a thenable job whose
                // `then` is a prelude function reads `v.then` first, then calls it or fulfills.
                let then = Value::Object(self.state.realm.promise_adopt_getter);
                self.state.jobs.push_back(Job::ResolveThenable { promise: p, thenable: v, then });
            }
            _ => self.fulfill_promise(p, v),
        }
    }

    /// Adds a reaction to `p` (marking it handled).
    pub fn perform_then_internal(&mut self, p: ObjId, reaction: ReactionTarget) {
        let Some(d) = self.promise_data(p) else {
            return;
        };
        let was_handled = d.handled;
        d.handled = true;
        let seq = d.seq;
        match d.state.clone() {
            PromiseState::Pending => d.reactions.push(reaction),
            PromiseState::Fulfilled(v) => {
                self.state.jobs.push_back(Job::Reaction { reaction, fulfilled: true, value: v })
            }
            PromiseState::Rejected(v) => {
                if !was_handled {
                    self.state.unhandled.remove(&seq);
                }
                self.state.jobs.push_back(Job::Reaction { reaction, fulfilled: false, value: v });
            }
        }
    }

    /// PromiseResolve(%Promise%, v): `v` itself when it is a promise made by `Promise`, else a new
    /// promise resolved with `v`.
    ///
    /// # Errors
    /// Never today; kept fallible for a `constructor` getter.
    pub fn promise_resolve_value(&mut self, v: Value) -> JsResult<ObjId> {
        if let Value::Object(o) = v
            && self.is_promise(o)
            && matches!(self.lookup(o, atom::CONSTRUCTOR), Lookup::Value(Value::Object(c)) if c == self.state.realm.promise_ctor)
        {
            return Ok(o);
        }
        let p = self.new_promise();
        self.resolve_promise(p, v);
        Ok(p)
    }

    /// A pair of resolving functions for `p`, and their shared record.
    pub fn resolving_functions(&mut self, p: ObjId) -> (ObjId, ObjId, ObjId) {
        let rec = self.state.heap.alloc(Object::new(None, Class::Resolving { promise: p, resolved: false }));
        let resolve = self.new_native_function(self.state.realm.resolve_fn_id, Value::Object(rec));
        let reject = self.new_native_function(self.state.realm.reject_fn_id, Value::Object(rec));
        (resolve, reject, rec)
    }

    /// Sets a resolving record's flag; returns whether it was already set.
    pub fn take_resolved_flag(&mut self, rec: ObjId) -> bool {
        match &mut self.state.heap.obj_mut(rec).class {
            Class::Resolving { resolved, .. } => std::mem::replace(resolved, true),
            _ => true,
        }
    }

    /// The promise of a resolving record.
    #[must_use]
    pub fn resolving_promise(&self, rec: ObjId) -> Option<ObjId> {
        match &self.state.heap.obj(rec).class {
            Class::Resolving { promise, .. } => Some(*promise),
            _ => None,
        }
    }
}
