//! Diagnostics: kinds, messages and 1-based positions.

use codemode_compiler::{CompileOptions, Diagnostic, DiagnosticKind, compile};

fn err(src: &str) -> Diagnostic {
    match compile(src, &CompileOptions::default()) {
        Ok(_) => panic!("expected a diagnostic for {src:?}"),
        Err(d) => d,
    }
}

fn err_js(src: &str) -> Diagnostic {
    match compile(src, &CompileOptions { typescript: false, ..CompileOptions::default() }) {
        Ok(_) => panic!("expected a diagnostic for {src:?}"),
        Err(d) => d,
    }
}

fn ok(src: &str) {
    if let Err(d) = compile(src, &CompileOptions::default()) {
        panic!("{src:?} should compile: {d}");
    }
}

#[track_caller]
fn assert_diag(d: &Diagnostic, kind: DiagnosticKind, message: &str, line: u32, column: u32) {
    assert_eq!((d.kind, d.message.as_str(), d.line, d.column), (kind, message, line, column), "{d}");
}

#[test]
fn empty_program() {
    assert_diag(&err(""), DiagnosticKind::ParseError, "Code cannot be empty.", 1, 1);
    assert_diag(&err("  \n\t\n  "), DiagnosticKind::ParseError, "Code cannot be empty.", 1, 1);
}

#[test]
fn syntax_error_position_is_one_based() {
    assert_diag(&err("const total = ;"), DiagnosticKind::ParseError, "Expression expected", 1, 15);
    assert_diag(&err("let a = 1\nlet b = a +;\n"), DiagnosticKind::ParseError, "Expression expected", 2, 12);
    // Columns count UTF-16 units: the emoji is two.
    let d = err("let a = '🙂🙂'; x +;");
    assert_eq!((d.line, d.column), (1, 20), "{d}");
}

#[test]
fn display_includes_kind_and_position() {
    let d = err("const total = ;");
    assert_eq!(d.to_string(), "ParseError: Expression expected (line 1, col 15)");
    let e: &dyn std::error::Error = &d;
    assert!(e.to_string().contains("Expression expected"));
}

#[test]
fn top_level_return_is_allowed() {
    ok("return 1");
    ok("if (true) return 'early'\n'last'");
    compile("return 1", &CompileOptions { typescript: false, ..CompileOptions::default() }).expect("plain JS");
}

#[test]
fn duplicate_lexical_declarations() {
    let m = "Identifier 'a' has already been declared";
    assert_diag(&err("let a = 1\nlet a = 2"), DiagnosticKind::ParseError, m, 2, 5);
    assert_diag(&err("let a; var a"), DiagnosticKind::ParseError, m, 1, 12);
    assert_diag(&err("var a; let a"), DiagnosticKind::ParseError, m, 1, 12);
    assert_diag(&err("const a = 1; class a {}"), DiagnosticKind::ParseError, m, 1, 20);
    assert_diag(&err("{ function a() {} let a }"), DiagnosticKind::ParseError, m, 1, 23);
    assert_diag(&err("{ function a() {} function a() {} }"), DiagnosticKind::ParseError, m, 1, 28);
    assert_diag(&err("{ let a; { var a } }"), DiagnosticKind::ParseError, m, 1, 16);
    assert_diag(&err("function f(a) { let a }"), DiagnosticKind::ParseError, m, 1, 21);
    assert_diag(&err("try {} catch (a) { let a }"), DiagnosticKind::ParseError, m, 1, 24);
    assert_diag(&err("switch (1) { case 1: let a; case 2: let a }"), DiagnosticKind::ParseError, m, 1, 41);
    assert_diag(&err("for (let a of []) { var a }"), DiagnosticKind::ParseError, m, 1, 25);
    // Programs are strict mode code: `with` is a syntax error (as V8 says it), not a missing feature.
    let w = "Strict mode code may not include a with statement";
    assert_diag(&err("let o = {}\nwith (o) {}"), DiagnosticKind::ParseError, w, 2, 1);
    // A program is not a module: `import.meta` is V8's script-goal syntax error.
    let im = "Cannot use 'import.meta' outside a module";
    assert_diag(&err("const m = import.meta"), DiagnosticKind::ParseError, im, 1, 11);
    // Allowed redeclarations.
    ok("var a; var a");
    ok("function f() {} function f() {}");
    ok("var f; function f() {}");
    ok("function g(a) { var a }");
    ok("try {} catch (e) { var e }");
    ok("let a; { let a }");
    ok("enum E { A } enum E { B = 2 }");
}

#[test]
fn await_in_plain_function_is_a_parse_error() {
    let d = err("function load() {\n  const r = await Promise.resolve(1)\n  return r\n}");
    assert_eq!(d.kind, DiagnosticKind::ParseError);
    assert_eq!(d.line, 2);
}

#[test]
fn unsupported_constructs() {
    let u = DiagnosticKind::UnsupportedSyntax;
    assert_diag(&err("namespace N { export const x = 1 }"), u, "TypeScript namespaces are not supported", 1, 1);
    assert_diag(&err("let a = 1\n  module M {}"), u, "TypeScript namespaces are not supported", 2, 3);
    assert_diag(&err("@dec class A {}"), u, "Decorators are not supported", 1, 1);
    assert_diag(&err("class A {\n  @dec m() {}\n}"), u, "Decorators are not supported", 2, 3);
    assert_diag(&err("import x = require('x')"), u, "`import x = require()` is not supported", 1, 1);
    assert_diag(&err_js("const e = <div />"), u, "JSX is not supported", 1, 11);
    assert_diag(&err("class A { accessor x = 1 }"), u, "`accessor` fields are not supported", 1, 11);
    // Ambient declarations are erased, not rejected.
    ok("declare namespace N { const x: number }\ndeclare module 'm' { }\ndeclare const y: number\n1");
}

#[test]
fn using_declarations() {
    let p = DiagnosticKind::ParseError;
    ok("{ using r = f() }\nawait using a = g(), b = null\nfor (using x of xs) {}\nfor (await using x of xs) {}");
    ok("for (using x = f(), y = g(); x; ) {}\nfor (await using x = f();;) break\nfor (using of = null;;) break");
    // `using` is still an identifier where no declaration can start.
    ok("let using = [1]\nfor (using of using) {}\nusing\nx = 1");
    assert_diag(
        &err("switch (x) {\n  case 1:\n    using r = f()\n}"),
        p,
        "`using` declarations are not allowed directly in a `case` clause",
        3,
        5,
    );
    assert_diag(
        &err("for (using r = f(), [a] = g();;) {}"),
        p,
        "`using` declarations may not contain binding patterns",
        1,
        21,
    );
    ok("switch (x) { case 1: { using r = f() } }");
    // `using [a] = …` assigns to `using[a]`; an object pattern is an error.
    ok("let using = {}\n{ using [a] = f() }");
    let d = err("{ using {a} = f() }");
    assert_eq!(d.kind, p, "{d}");
    let d = err("{ using a }");
    assert_eq!(d.kind, p, "{d}");
    let d = err("for (using x in o) {}");
    assert_eq!(d.kind, p, "{d}");
    let d = err("function f() { await using x = g() }\nf()");
    assert_eq!(d.kind, p, "{d}");
}

#[test]
fn excessive_nesting() {
    let src = format!("return {}1{}", "[".repeat(5000), "]".repeat(5000));
    let d = err(&src);
    assert_eq!((d.kind, d.message.as_str()), (DiagnosticKind::ParseError, "Program is nested too deeply."));
}

#[test]
fn strict_mode_errors() {
    assert_eq!(err("let x = 1; delete x").kind, DiagnosticKind::ParseError);
    assert_eq!(err("function f(a, a) {}").kind, DiagnosticKind::ParseError);
    assert_eq!(err("let yield = 1").kind, DiagnosticKind::ParseError);
    assert_eq!(err("x: while (1) { continue y }").kind, DiagnosticKind::ParseError);
    assert_eq!(err("break").kind, DiagnosticKind::ParseError);
}

#[test]
fn builtin_intrinsics() {
    let opts = CompileOptions { builtin: true, intrinsics: &[("__add", 2), ("__now", 0)], ..CompileOptions::default() };
    compile("return __add(1, 2) + __add(1) + __now()", &opts).expect("intrinsics compile");
    let d = compile("__add(1, 2, 3)", &opts).expect_err("too many arguments");
    assert_eq!(d.kind, DiagnosticKind::UnsupportedSyntax);
    // A local binding shadows the intrinsic.
    compile("function __add(a, b, c) { return a }\n__add(1, 2, 3)", &opts).expect("shadowed");
    // A call of an unknown intrinsic is refused when the prelude is compiled.
    let d = compile("return __ad(1, 2)", &opts).expect_err("unknown intrinsic");
    assert_eq!(d.kind, DiagnosticKind::UnsupportedSyntax);
    assert!(d.message.contains("Unknown intrinsic `__ad`"), "{d}");
    // User code keeps its own `__` names.
    compile("return __ad(1, 2)", &CompileOptions::default()).expect("not builtin mode");
}

/// `__call(f, this, [a, b])` with a literal argument list compiles to a plain call (no array made
/// for the arguments); any other list keeps the intrinsic.
#[test]
fn call_intrinsic_with_literal_arguments_is_a_plain_call() {
    use codemode_bytecode::Op;
    let opts = CompileOptions { builtin: true, intrinsics: &[("__call", 3)], ..CompileOptions::default() };
    let ops = |src: &str| {
        let code = compile(src, &opts).expect("compiles");
        code.functions[code.main.0 as usize].ops.clone()
    };
    let plain = ops("const f = (a, b) => a + b\nreturn __call(f, undefined, [1, 2])");
    assert!(plain.iter().any(|o| matches!(o, Op::Call { argc: 2, .. } | Op::CallUndef { argc: 2, .. })), "{plain:?}");
    assert!(!plain.iter().any(|o| matches!(o, Op::CallIntrinsic { .. } | Op::NewArray { .. })), "{plain:?}");
    for src in [
        "const f = (a, b) => a + b, xs = [1, 2]\nreturn __call(f, undefined, xs)",
        "const f = (a, b) => a + b, xs = [1, 2]\nreturn __call(f, undefined, [...xs])",
        "const f = (a, b) => a + b\nreturn __call(f, undefined, [1, , 2])",
    ] {
        let kept = ops(src);
        assert!(kept.iter().any(|o| matches!(o, Op::CallIntrinsic { .. })), "{src}: {kept:?}");
    }
}

/// Inputs on which swc's parser itself panics (found by fuzzing) give a ParseError.
#[test]
fn parser_panics_become_parse_errors() {
    // The last two were found by the fuzz runs of stop 25 (`roundtrip`: swc's parser/expr.rs
    // `debug_assert` after an arrow in a parenthesized list; `compile`: jsx.rs's `unreachable!`).
    for (src, typescript) in [
        ("~asynctypeofsuper<>`t${++,}`", true),
        ("<Ewhilebreaklabel:number.yarguments", false),
        ("Q<(i=Q<(i,spper.A<D=>d$tnefineProper\x1e\x1e\x1e\x1et*[", false),
        ("<suppeeup:e.r>2?++p", false),
    ] {
        let d = compile(src, &CompileOptions { typescript, ..CompileOptions::default() }).expect_err("invalid");
        assert_eq!(d.kind, DiagnosticKind::ParseError, "{d}");
    }
}

/// Found by `cargo fuzz run execute`: swc 47 hits a `debug_assert` (parser/expr.rs) on this input.
/// The parser runs under `catch_unwind`, so the program gets a ParseError, never a panic.
#[test]
fn fuzz_swc_arrow_debug_assertion_is_a_parse_error() {
    let src = "const probes = [\n  (> null.x,\n  () => undefined(),\n  () => notDefinedAnywhere\n , () => new Array() => Bi return e.name\n  }\n})\n";
    let d = err(src);
    assert_eq!(d.kind, DiagnosticKind::ParseError);
}

/// Lexical early errors swc's parser lets through (test262 `language/literals`,
/// `language/identifiers`, object and class element tests): each is a ParseError, and the
/// nearby valid spellings still compile.
#[test]
fn lexical_early_errors_swc_accepts() {
    for src in [
        // A regular expression body holds no line terminator, not even U+2028/U+2029.
        "/\u{2028}/",
        "/a\u{2029}b/",
        "/\\\u{2028}/",
        // `\0` before 8 or 9 is a legacy escape, not allowed in strict code (nor as a key).
        "'\\08'",
        "({ '\\09': 1 })",
        // No numeric separator inside a `\u{…}` escape: strings, keys, templates, identifiers.
        "\"\\u{1F_639}\"",
        "({ '\\u{1_0}': 1 })",
        "`\\u{1F_639}`",
        "var \\u{00_76} = 1",
        // U+200C and U+200D continue identifiers but do not start them.
        "var \\u200D;",
        "var \\u200C = 1",
        "class C { \\u200D_ZWJ; }",
        "class C { #\\u200C_ZWNJ; }",
        "({ \\u200Dx: 1 })",
        // Contextual keywords of methods are spelled without escapes.
        "({ g\\u0065t m() {} })",
        "({ \\u0073et m(v) {} })",
        "({ \\u0061sync m() {} })",
        "class C { st\\u0061tic m() {} }",
        "class C { g\\u0065t m() {} }",
        // No line terminator between `async` and a method's name.
        "({ async\n m() {} })",
        "({ async\r\n *m() {} })",
        // A for head's semicolons are never inserted.
        "for (false; false\n) { break }",
        "for (a; b\n)\n;",
        "for (\n; false) { break }",
        "for (let i = 0 /* ; */; i < 1\n) {}",
    ] {
        let d = err_js(src);
        assert_eq!(d.kind, DiagnosticKind::ParseError, "{src:?}: {d}");
    }
    for src in [
        "return ['\\u{1F639}', `\\u{10}`, /\\u2028/, '\\0', '\\0a']",
        "var a\\u200D = 1; return a\\u200D",
        "class C { a\\u200C; #b\\u200D = 1; static async\n m() {} }",
        "return ({ get: 1, g\\u0065t: 2, async: 3, get m() { return 1 }, async m() {} }).get",
        "return String.raw`\\u{1_0}`",
        "return ((s) => s[0])`\\u{1_0}`",
        "for (;;) break",
        "for (\n;\n;\n) break",
        "let n = 0; for (const s = ';' /* ; */; /;/.test(s) && n < 2; n++ // ;\n) {} return n",
    ] {
        if let Err(d) = compile(src, &CompileOptions { typescript: false, ..CompileOptions::default() }) {
            panic!("{src:?} should compile: {d}");
        }
    }
}
