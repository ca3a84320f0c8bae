//! Linker settings for a Node addon (napi-build: on macOS, undefined symbols resolve at load time).
fn main() {
    napi_build::setup();
}
