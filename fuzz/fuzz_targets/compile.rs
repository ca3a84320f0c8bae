//! Any text compiles to code or gives a diagnostic: never a panic or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        for typescript in [true, false] {
            let opts = codemode_compiler::CompileOptions { typescript, ..Default::default() };
            let _ = codemode_compiler::compile(src, &opts);
        }
    }
});
