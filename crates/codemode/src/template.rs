//! The compiled prelude and the template VM (the realm set up, the prelude run), made once per
//! process: every runtime clones the template, and snapshots check their identity against it.

use std::sync::{Arc, OnceLock};

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, compile};
use codemode_vm::{Vm, VmOptions, prelude};

use crate::result::{Diagnostic, ErrorKind};

/// The compiled prelude (once per process).
pub(crate) fn prelude_code() -> Result<Arc<Code>, Diagnostic> {
    static P: OnceLock<Result<Arc<Code>, Diagnostic>> = OnceLock::new();
    P.get_or_init(|| {
        let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
        compile(prelude::SOURCE, &opts)
            .map(Arc::new)
            .map_err(|d| Diagnostic::new(ErrorKind::ExecutionFailure, format!("prelude does not compile: {d}")))
    })
    .clone()
}

/// A VM with the realm set up and the prelude run (once per process; cloned per runtime).
pub(crate) fn template_vm() -> Result<Vm, Diagnostic> {
    static T: OnceLock<Result<Vm, Diagnostic>> = OnceLock::new();
    T.get_or_init(|| {
        let code = prelude_code()?;
        Vm::new(code, VmOptions::default())
            .map_err(|e| Diagnostic::new(ErrorKind::ExecutionFailure, format!("realm setup failed: {e}")))
    })
    .clone()
}
