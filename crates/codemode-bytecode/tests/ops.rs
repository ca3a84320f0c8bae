//! The instruction set's shape is part of the snapshot format: these tests pin it.

use codemode_bytecode::{OP_TABLE, Offset, Op, Reg};

#[test]
fn op_is_eight_bytes() {
    assert_eq!(std::mem::size_of::<Op>(), 8);
}

#[test]
fn opcodes_are_unique() {
    let mut seen = std::collections::HashSet::new();
    for op in OP_TABLE {
        assert!(seen.insert(op.code), "opcode {} used twice", op.code);
    }
}

/// FNV-1a over the table: stable across Rust versions (unlike `DefaultHasher`).
fn fingerprint() -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for op in OP_TABLE {
        eat(&[op.code]);
        eat(op.name.as_bytes());
        for (n, t) in op.operands {
            eat(n.as_bytes());
            eat(t.as_bytes());
        }
    }
    h
}

#[test]
fn instruction_set_fingerprint() {
    // A change here changes what a saved frame's `pc` means. The two legal answers:
    // - the change was a mistake: restore the table (ops are append-only, numbers explicit);
    // - the change is intended: update this value AND bump the snapshot format version
    //   (`codemode_vm::snapshot::FORMAT_VERSION`).
    assert_eq!(fingerprint(), codemode_bytecode::INSTRUCTION_SET_FINGERPRINT, "fingerprint is {:#x}", fingerprint());
}

#[test]
fn jump_ops_are_the_ops_with_an_offset() {
    for op in OP_TABLE {
        let has_offset = op.operands.iter().any(|&(_, t)| t == "Offset");
        assert_eq!(op.jump, has_offset, "{}: marked jump {} but has an offset {has_offset}", op.name, op.jump);
        if op.jump {
            assert_eq!(op.operands.last(), Some(&("offset", "Offset")), "{}: offset is not last", op.name);
        }
    }
    let mut jump = Op::JumpIfDone { src: Reg(3), offset: Offset(0) };
    *jump.jump_offset_mut().expect("a jump op") = Offset(-4);
    assert_eq!(jump, Op::JumpIfDone { src: Reg(3), offset: Offset(-4) });
    assert!(Op::Mov { dst: Reg(0), src: Reg(1) }.jump_offset_mut().is_none());
}

#[test]
fn the_ops_that_end_a_block() {
    let ends: Vec<&str> = OP_TABLE.iter().filter(|op| op.ends).map(|op| op.name).collect();
    assert_eq!(ends, ["ThrowError", "Jump", "Return", "Throw"]);
    assert!(Op::Return { src: Reg(0) }.ends_block());
    assert!(!Op::JumpIfTrue { src: Reg(0), offset: Offset(1) }.ends_block());
}
