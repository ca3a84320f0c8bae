//! Pathologically deep sources must give a diagnostic or compile — never overflow the stack —
//! on a thread with cargo test's default 2 MiB stack.

use codemode_compiler::{CompileOptions, DiagnosticKind, compile};

/// Runs `f` on a thread with a 2 MiB stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(2 << 20).spawn(f).expect("thread").join().expect("no panic")
}

/// Compiles `src` on a small stack; returns `Ok(())` or the diagnostic's kind and message.
fn check(src: String) -> Result<(), (DiagnosticKind, String)> {
    on_small_stack(move || compile(&src, &CompileOptions::default()).map(|_| ()).map_err(|d| (d.kind, d.message)))
}

fn assert_too_deep_or_ok(r: Result<(), (DiagnosticKind, String)>) {
    if let Err((kind, msg)) = r {
        assert_eq!(kind, DiagnosticKind::ParseError, "{msg}");
        assert_eq!(msg, "Program is nested too deeply.");
    }
}

#[test]
fn nested_brackets() {
    let n = 50_000;
    let src = format!("return {}1{}", "[".repeat(n), "]".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_parens() {
    let n = 50_000;
    let src = format!("return {}1{}", "(".repeat(n), ")".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_unary_minus() {
    let n = 50_000;
    let src = format!("return {}1", "- ".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn long_addition_chain_compiles() {
    let n = 100_000;
    let mut src = String::from("return 1");
    for _ in 1..n {
        src.push_str("+1");
    }
    // A flat chain is not nesting: it compiles.
    assert_eq!(check(src), Ok(()));
}

#[test]
fn long_chain_of_literals_in_a_loop_compiles() {
    // The look-ahead for loop constants (`constants.rs`) walks it too.
    let mut src = String::from("let s = 0; for (let i = 0; i < 3; i++) { s = i * 100000");
    for k in 1..100_000 {
        src.push_str(&format!(" + {}", 40_000 + k % 7));
    }
    src.push_str(" } return s");
    assert_eq!(check(src), Ok(()));
}

#[test]
fn long_logical_chain() {
    let n = 100_000;
    let mut src = String::from("let a = 0; return a");
    for _ in 1..n {
        src.push_str(" || a");
    }
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_blocks() {
    let n = 50_000;
    let src = format!("{}1{}", "{".repeat(n), "}".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_functions() {
    let n = 20_000;
    let src = format!("{}{}", "function f() {".repeat(n), "}".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_arrows() {
    let n = 20_000;
    let src = format!("return {}1", "() => ".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_objects() {
    let n = 30_000;
    let src = format!("return {}1{}", "{a:".repeat(n), "}".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn nested_array_patterns() {
    let n = 30_000;
    let src = format!("let {}x{} = 1", "[".repeat(n), "]".repeat(n));
    assert_too_deep_or_ok(check(src));
}

#[test]
fn unbalanced_brackets_are_a_parse_error() {
    let n = 50_000;
    let src = format!("return {}1", "[".repeat(n));
    let r = check(src);
    assert!(matches!(r, Err((DiagnosticKind::ParseError, _))), "{r:?}");
}

#[test]
fn moderate_nesting_compiles() {
    let n = 200;
    let src = format!("return {}1{}", "[".repeat(n), "]".repeat(n));
    assert_eq!(check(src), Ok(()));
}

/// Just under the limits, every construct must compile (resolver, codegen and the AST's drop
/// all recurse) on a small stack.
#[test]
fn near_limit_nesting_compiles_on_small_stack() {
    let n = 300;
    let cases = vec![
        format!("return {}1{}", "[".repeat(n), "]".repeat(n)),
        format!("return {}1{}", "(".repeat(n), ")".repeat(n)),
        format!("return {}1", "- ".repeat(n)),
        format!("{}1{}", "{".repeat(n), "}".repeat(n)),
        format!("{}{}", "function f() {".repeat(n), "}".repeat(n)),
        format!("return {}1", "() => ".repeat(n)),
        format!("return {}1{}", "{a:".repeat(n), "}".repeat(n)),
        format!("let {}x{} = 1", "[".repeat(n), "]".repeat(n)),
        format!("return {}1", "a ? b : ".repeat(n)),
        format!("return {}1{}", "`${".repeat(n), "}`".repeat(n)),
        format!("return {}1{}", "f(".repeat(n), ")".repeat(n)),
        format!("let a; return {}1", "a = ".repeat(n)),
        format!("{}1", "if (a) ".repeat(n)),
        format!("{}{}", "class A { m() {".repeat(n / 2), "} }".repeat(n / 2)),
        format!("{}x{}", "try {".repeat(n), "} finally {}".repeat(n)),
        (0..n).map(|i| format!("l{i}: ")).collect::<String>() + "x",
        format!("return {}x", "typeof ".repeat(n)),
        format!("return {}1{}", "a?.[".repeat(n), "]".repeat(n)),
    ];
    for src in cases {
        let head: String = src.chars().take(20).collect();
        let r = check(src);
        assert!(matches!(r, Ok(()) | Err((DiagnosticKind::ParseError, _))), "{head}: {r:?}");
        if let Err((_, m)) = &r {
            assert_eq!(m, "Program is nested too deeply.", "{head}");
        }
    }
}

/// Statement nesting that the lexical pre-scan does not see is bounded by the resolver.
#[test]
fn deep_statement_nesting() {
    let n = 50_000;
    let labels: String = (0..n).map(|i| format!("l{i}: ")).collect();
    for src in [format!("{}1", "if (a)\n".repeat(n)), labels + "x", format!("{}1", "while (a) ".repeat(n))] {
        assert_too_deep_or_ok(check(src));
    }
}

/// A long `else if` chain is not nesting for the compiler.
#[test]
fn long_else_if_chain_compiles() {
    let mut src = String::from("let x = 5, r = 0\n");
    for i in 0..3000 {
        src.push_str(&format!("if (x === {i}) r = {i}\nelse "));
    }
    src.push_str("r = -1\nreturn r");
    assert_eq!(check(src), Ok(()));
}
