//! Shared setup of the fuzz targets: the compiled prelude and a template VM, once per process.

use std::sync::{Arc, OnceLock};

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::{Vm, VmOptions, prelude};

pub fn template() -> &'static Vm {
    static T: OnceLock<Vm> = OnceLock::new();
    T.get_or_init(|| {
        let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
        let code = Arc::new(compile(prelude::SOURCE, &opts).expect("prelude compiles"));
        Vm::new(code, VmOptions { max_depth: 500, max_memory: Some(64 << 20), ..VmOptions::default() }).expect("realm")
    })
}
