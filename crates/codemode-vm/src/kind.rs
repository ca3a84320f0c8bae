//! The diagnostic kinds: the one [`ErrorKind`] enum shared by the VM (an error's kind, a host
//! failure's kind, an uncaught [`crate::Failure`]'s kind) and the facade (its `RunResult`s).
//!
//! The enum, its string form ([`ErrorKind::as_str`], the JSON spelling) and the reverse lookup
//! ([`ErrorKind::from_name`]) are generated from one list, so a kind is declared once and a
//! misspelled kind in Rust is a compile error. The only string channel left is the prelude's
//! `__makeError(type, message, kind)`, whose kind is looked up here and refused when unknown.
//!
//! On the heap an error's kind is the string form (a hidden own property), so a snapshot holds
//! no new type; only [`ErrorKind::from_name`] reads it back.

use serde::{Deserialize, Serialize};

macro_rules! kinds {
    ($($(#[doc = $doc:literal])* $name:ident,)*) => {
        /// The kind of a diagnostic.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum ErrorKind {
            $($(#[doc = $doc])* $name,)*
        }

        impl ErrorKind {
            /// Every kind, in declaration order.
            pub const ALL: &'static [ErrorKind] = &[$(ErrorKind::$name,)*];

            /// The kind's name as it appears in JSON (the variant's name).
            #[must_use]
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorKind::$name => stringify!($name),)*
                }
            }

            /// The kind named `s` (as [`ErrorKind::as_str`] spells it), if there is one.
            #[must_use]
            pub fn from_name(s: &str) -> Option<ErrorKind> {
                match s {
                    $(stringify!($name) => Some(ErrorKind::$name),)*
                    _ => None,
                }
            }
        }
    };
}

kinds! {
    /// The program does not parse (or is empty).
    ParseError,
    /// The program uses a construct codemode does not run.
    UnsupportedSyntax,
    /// A call to a tool that does not exist (or a namespace that is not callable).
    UnknownTool,
    /// A tool's input does not match its schema (or the call passed more than one argument).
    InvalidToolInput,
    /// A tool's output does not match its schema.
    InvalidToolOutput,
    /// A value has no data form at the boundary (an un-awaited promise, a cycle, too deep).
    InvalidDataValue,
    /// The run made more tool calls than allowed.
    ToolCallLimitExceeded,
    /// The run took longer than allowed.
    TimeoutExceeded,
    /// A tool failed and the program did not catch it.
    ToolFailure,
    /// The program threw (or the runtime failed) and nothing caught it.
    ExecutionFailure,
    /// Output was cut to the output limit (warnings only).
    Truncated,
    /// The run used more memory than allowed.
    MemoryLimitExceeded,
    /// A snapshot could not be read or resumed.
    SnapshotError,
    /// A run could not be suspended.
    SuspendError,
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_serde() {
        for &k in ErrorKind::ALL {
            assert_eq!(ErrorKind::from_name(k.as_str()), Some(k));
            assert_eq!(serde_json::to_value(k).unwrap(), serde_json::Value::String(k.as_str().into()));
        }
        assert_eq!(ErrorKind::from_name("ToolFailur"), None);
        assert_eq!(ErrorKind::ALL.len(), 14);
    }
}
