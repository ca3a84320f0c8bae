//! The ratio table: every benchmark program (the shared ones and `programs/suite/`) run by
//! codemode and, with `--features quickjs`, by QuickJS in the same process, interleaved, medians.
//!
//! `cargo bench -p codemode-benches --features quickjs --bench ratios [-- <filter>]` prints a
//! Markdown table (milliseconds and codemode ÷ QuickJS). Without the feature only codemode runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use codemode::Runtime;
use codemode_benches::{program, run, suite};

/// Times `f` `n` times and returns the median.
fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

fn main() {
    let filter: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let runtime = Runtime::builder().build().expect("runtime");
    let mut programs: Vec<(String, String)> = ["z-trivial.js", "a-fib25.js", "b-loop-sum-1e6.js", "c-objects-1e5.js"]
        .iter()
        .chain(["d-string-concat-1e5.js", "e-sort-1e5.js"].iter())
        .map(|f| ((*f).to_string(), program(f)))
        .collect();
    programs.extend(suite());
    // Another directory of programs instead (a survey of methods, say): CODEMODE_RATIOS_DIR.
    if let Ok(dir) = std::env::var("CODEMODE_RATIOS_DIR") {
        programs = codemode_benches::programs_in(std::path::Path::new(&dir));
    }
    println!("| program | codemode ms | quickjs ms | ratio |");
    println!("|---|---:|---:|---:|");
    for (name, code) in programs {
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let r = run(&runtime, &code);
        assert!(r.is_ok(), "{name}: {:?}", r.error());
        #[cfg(feature = "quickjs")]
        let qjs = quickjs::Peer::new(&code);
        // Rounds until about 1.5 s are spent, between 3 and 25 of each, interleaved.
        #[cfg_attr(not(feature = "quickjs"), allow(unused_mut))]
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let started = Instant::now();
        while ours.len() < 3 || (ours.len() < 25 && started.elapsed() < Duration::from_millis(1500)) {
            let t = Instant::now();
            black_box(run(&runtime, &code));
            ours.push(t.elapsed());
            #[cfg(feature = "quickjs")]
            {
                let t = Instant::now();
                qjs.run();
                theirs.push(t.elapsed());
            }
        }
        let ours = median(ours).as_secs_f64() * 1e3;
        if theirs.is_empty() {
            println!("| {name} | {ours:.3} | | |");
        } else {
            let theirs = median(theirs).as_secs_f64() * 1e3;
            println!("| {name} | {ours:.3} | {theirs:.3} | {:.2} |", ours / theirs);
        }
    }
}

#[cfg(feature = "quickjs")]
mod quickjs {
    use std::hint::black_box;

    /// QuickJS on one program: a fresh context per run, as the criterion benches do.
    pub struct Peer {
        rt: rquickjs::Runtime,
        script: String,
    }

    impl Peer {
        pub fn new(code: &str) -> Self {
            let peer =
                Self { rt: rquickjs::Runtime::new().expect("quickjs runtime"), script: codemode_benches::wrap(code) };
            peer.run();
            peer
        }

        pub fn run(&self) {
            let ctx = rquickjs::Context::full(&self.rt).expect("context");
            ctx.with(|ctx| {
                let v: rquickjs::Value<'_> = ctx.eval(self.script.as_str()).expect("eval");
                black_box(v.type_of());
            });
        }
    }
}
