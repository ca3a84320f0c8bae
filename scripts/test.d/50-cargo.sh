# The Rust workspace: every crate's tests, the conformance corpus in normal and roundtrip modes.
cargo test --workspace
