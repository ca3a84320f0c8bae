# The public API's tests again in forced roundtrip mode: every run of every test saved to bytes
# and resumed in a brand-new runtime at every host call and every few instructions (the
# conformance corpus does both modes itself, in step 50).
CODEMODE_ROUNDTRIP=1 cargo test -p codemode --tests
