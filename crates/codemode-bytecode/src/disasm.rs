//! The disassembler: a readable listing of compiled code, with the source lines it came from.

use std::fmt::Write as _;

use crate::{Code, Const, FuncIdx};

/// Renders a constant for listings.
fn render_const(c: &Const) -> String {
    match c {
        Const::Number(n) => format!("{n}"),
        Const::String(s) => format!("{:?}", String::from_utf16_lossy(s)),
        Const::BigInt(d) => format!("{d}n"),
        Const::Template { raw, .. } => {
            let parts: Vec<String> = raw.iter().map(|r| format!("{:?}", String::from_utf16_lossy(r))).collect();
            format!("template[{}]", parts.join(", "))
        }
    }
}

/// Disassembles every function of `code`. With `source`, each run of ops is preceded by the
/// source line it was compiled from.
#[must_use]
pub fn disassemble(code: &Code, source: Option<&str>) -> String {
    let lines: Vec<&str> = source.map(|s| s.lines().collect()).unwrap_or_default();
    let mut out = String::new();
    for (i, f) in code.functions.iter().enumerate() {
        let name = if f.name.is_empty() { "<anonymous>" } else { &f.name };
        let main = if FuncIdx(i as u32) == code.main { " (main)" } else { "" };
        let _ = writeln!(
            out,
            "function f{i} {name}{main}: params={} length={} regs={} flags={:#x}",
            f.n_params, f.length, f.n_regs, f.flags.0
        );
        if !f.consts.is_empty() {
            for (k, c) in f.consts.iter().enumerate() {
                let _ = writeln!(out, "  k{k} = {}", render_const(c));
            }
        }
        if !f.names.is_empty() {
            for (k, n) in f.names.iter().enumerate() {
                let _ = writeln!(out, "  n{k} = {:?}", String::from_utf16_lossy(n));
            }
        }
        let mut last_line = 0;
        for (pc, op) in f.ops.iter().enumerate() {
            if let Some((line, _)) = f.position(pc as u32)
                && line != last_line
            {
                last_line = line;
                if let Some(text) = lines.get(line as usize - 1) {
                    let _ = writeln!(out, "  ; {line}: {}", text.trim());
                }
            }
            let operands: Vec<String> = op.operands().into_iter().map(|(n, v)| format!("{n}={v}")).collect();
            let _ = writeln!(out, "  {pc:>5}  {:<18} {}", op.name(), operands.join(" "));
        }
        out.push('\n');
    }
    out
}
