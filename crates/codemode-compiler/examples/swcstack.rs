//! Measures swc's stack use per nesting level (scratch tool).
use swc_common::BytePos;
use swc_ecma_parser::{Parser, StringInput, Syntax, TsSyntax, lexer::Lexer};

fn parse_ok(src: &str, stack: usize) -> bool {
    let src = src.to_string();
    let h = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            let input = StringInput::new(&src, BytePos(1), BytePos(1 + src.len() as u32));
            let lexer = Lexer::new(
                Syntax::Typescript(TsSyntax::default()),
                Default::default(),
                input,
                None,
            );
            let mut p = Parser::new_from(lexer);
            let m = p.parse_module();
            let ok = m.is_ok();
            std::mem::forget(m);
            ok
        });
    h.unwrap().join().is_ok()
}

fn main() {
    let pats: &[(&str, &str, &str)] = &[
        ("[", "1", "]"),
        ("(", "1", ")"),
        ("- ", "1", ""),
        ("a=", "1", ""),
        ("a?b:", "1", ""),
        ("a**", "1", ""),
        ("x=>", "1", ""),
        ("{a:", "1", "}"),
        ("new ", "A", ""),
        ("!", "1", ""),
        ("`${", "1", "}`"),
        ("f(", "1", ")"),
        ("async x=>", "1", ""),
        ("typeof ", "1", ""),
        ("a.b(", "1", ")"),
        ("<T>", "1", ""),
        ("class A extends (", "B", "){}"),
        ("{", "", "}"),
        ("if(a)", ";", ""),
        ("function f(){", "", "}"),
        ("a+(", "1", ")"),
        ("[...", "a", "]"),
    ];
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let (open, mid, close) = pats[args[0]];
    let n = 2000;
    let src = format!("{}{}{}", open.repeat(n), mid, close.repeat(n));
    let ok = parse_ok(&src, args[1]);
    println!("{open:?} {}", src.len());
    std::process::exit(if ok { 0 } else { 1 });
}
