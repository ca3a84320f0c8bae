//! Semantics of the ops, grouped as the op table is: `operators` (expression), `props`
//! (property), `function` (closures, classes, super, private names), `call` (calls, returns,
//! throws, continuations, jobs), `iter` (iteration protocol), `generator` (suspension); and `sort`, the resumable sort, the
//! pattern for a native that calls back (its state in the frame stack, a stage function, the
//! collector's and validation's hooks).
//!
//! The dispatch loop in `interp.rs` routes to these; they never run JavaScript re-entrantly —
//! they push frames.

pub(crate) mod call;
pub(crate) mod each;
pub(crate) mod function;
pub(crate) mod generator;
pub(crate) mod iter;
pub(crate) mod operators;
pub(crate) mod props;
pub(crate) mod revive;
pub(crate) mod sort;
pub(crate) mod stringify;
