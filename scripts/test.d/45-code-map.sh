# ARCHITECTURE.md's code map names every Rust file of the crates' src/ (scripts/check-code-map.py).
if ! command -v python3 >/dev/null 2>&1; then
    echo "skip: python3 is not installed"
else
    python3 scripts/check-code-map.py
fi
