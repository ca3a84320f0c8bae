//! Pins the sizes of the hot types. A change here changes the memory and speed profile of every
//! run: make it deliberately, and update the numbers with a note in ARCHITECTURE.md.

use codemode_vm::frame::{Frame, Handler};
use codemode_vm::heap::{Object, Prop};
use codemode_vm::value::Value;

#[test]
fn value_is_16_bytes() {
    assert_eq!(std::mem::size_of::<Value>(), 16);
}

#[test]
fn instruction_is_8_bytes() {
    assert_eq!(std::mem::size_of::<codemode_bytecode::Op>(), 8);
}

#[test]
fn frame_size() {
    assert_eq!(std::mem::size_of::<Frame>(), 80);
}

#[test]
fn handler_size() {
    assert_eq!(std::mem::size_of::<Handler>(), 16);
}

#[test]
fn property_size() {
    assert_eq!(std::mem::size_of::<Prop>(), 32);
}

#[test]
fn object_size() {
    assert_eq!(std::mem::size_of::<Object>(), 88);
}

#[test]
fn heap_string_slot_size() {
    // A short text held in place: 14 code units and its length fill a 32-byte slot.
    assert_eq!(std::mem::size_of::<Option<codemode_vm::heap::HeapStr>>(), 32);
    assert_eq!(codemode_vm::strings::SHORT_MAX, 14);
}

#[test]
fn vm_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<codemode_vm::Vm>();
}
