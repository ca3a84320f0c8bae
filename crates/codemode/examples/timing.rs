//! Rough timings of the phases of a trivial run (for development; the figures that count come
//! from the criterion benches).

use std::time::Instant;

fn main() {
    let rt = codemode::Runtime::builder().build().unwrap();
    if std::env::args().nth(1).as_deref() == Some("trivial") {
        // Only the trivial run, for a profiler.
        for _ in 0..20_000 {
            assert!(futures::executor::block_on(rt.execute("1+1")).is_ok());
        }
        return;
    }
    if let Some(file) = std::env::args().nth(1).filter(|a| a.ends_with(".js")) {
        // One program, ten times, for a profiler.
        let code = std::fs::read_to_string(&file).unwrap();
        for _ in 0..10 {
            let r = futures::executor::block_on(rt.execute(&code));
            assert!(r.is_ok(), "{r:?}");
        }
        return;
    }
    let n = 2000;
    let _ = futures::executor::block_on(rt.execute("1+1"));
    let t = Instant::now();
    for _ in 0..n {
        let r = futures::executor::block_on(rt.execute("1+1"));
        assert!(r.is_ok());
    }
    println!("execute 1+1: {:?} per run", t.elapsed() / n);
    let t = Instant::now();
    for i in 0..n {
        let src = format!("{i}+1");
        let _ = codemode_compiler::compile(&src, &Default::default()).unwrap();
    }
    println!("compile only: {:?}", t.elapsed() / n);
    let code = std::fs::read_to_string("benches/programs/a-fib25.js").unwrap();
    let t = Instant::now();
    let r = futures::executor::block_on(rt.execute(&code));
    println!("fib25: {:?} {:?}", t.elapsed(), r.value());
    let code = std::fs::read_to_string("benches/programs/b-loop-sum-1e6.js").unwrap();
    let t = Instant::now();
    let r = futures::executor::block_on(rt.execute(&code));
    println!("loop 1e6: {:?} {:?}", t.elapsed(), r.value());
    for f in ["c-objects-1e5.js", "d-string-concat-1e5.js", "e-sort-1e5.js", "e0-sort-baseline.js"] {
        let code = std::fs::read_to_string(format!("benches/programs/{f}")).unwrap();
        let t = Instant::now();
        let r = futures::executor::block_on(rt.execute(&code));
        println!("{f}: {:?} ok={}", t.elapsed(), r.is_ok());
    }
}
