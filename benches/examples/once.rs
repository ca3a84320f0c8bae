//! Runs one program file a given number of times on one runtime, for profilers
//! (`valgrind --tool=callgrind target/release/examples/once benches/programs/a-fib25.js 1`).

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: once <file.js> [times]");
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let code = std::fs::read_to_string(&path).expect("read program");
    let runtime = codemode::Runtime::builder().build().expect("runtime");
    for _ in 0..times {
        let r = codemode_benches::run(&runtime, &code);
        assert!(r.is_ok(), "{path}: {:?}", r.error());
    }
}
