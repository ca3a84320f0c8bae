//! Runs one program file a given number of times on QuickJS (rquickjs), the peer of the ratio
//! bench, for profilers: its instruction count beside `once`'s tells whether a ratio is about
//! instructions or about the machine (`valgrind --tool=callgrind target/release/examples/qjs_once
//! benches/programs/a-fib25.js 1`). Needs `--features quickjs`.

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: qjs_once <file.js> [times]");
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let code = std::fs::read_to_string(&path).expect("read program");
    let script = codemode_benches::wrap(&code);
    let rt = rquickjs::Runtime::new().expect("quickjs runtime");
    for _ in 0..times {
        let ctx = rquickjs::Context::full(&rt).expect("context");
        ctx.with(|ctx| {
            let v: rquickjs::Value<'_> = ctx.eval(script.as_str()).expect("eval");
            std::hint::black_box(v.type_of());
        });
    }
}
