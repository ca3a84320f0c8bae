#!/usr/bin/env bash
# The Python package (bindings/python): builds it from the repository into a virtual environment
# (target/py-venv) with the README's command, then runs its pytest suite. The build is a debug one
# into the workspace's target/ (maturin's `--profile dev`), so it reuses what `cargo` built.
if ! command -v python3 >/dev/null 2>&1; then
    echo "skip: python3 is not installed"
else
    py_venv="$CODEMODE_ROOT/target/py-venv"
    if [ ! -x "$py_venv/bin/python" ]; then
        if ! python3 -m venv "$py_venv" 2>/dev/null; then
            # Debian splits venv support out of python3.
            rm -rf "$py_venv"
            apt-get update -q >/dev/null && apt-get install -y -q python3-venv >/dev/null
            python3 -m venv "$py_venv"
        fi
    fi
    "$py_venv/bin/python" -m pip install -q --disable-pip-version-check "maturin>=1.9.4,<2" "pytest>=7" "pydantic>=2"
    # `pip install ./bindings/python` as the README says; the build backend is taken from the
    # virtual environment (no isolated download) and told to make a debug build.
    PATH="$py_venv/bin:$PATH" MATURIN_PEP517_ARGS="--profile dev" "$py_venv/bin/python" -m pip install -q --disable-pip-version-check \
        --no-build-isolation --force-reinstall --no-deps ./bindings/python
    (cd bindings/python && "$py_venv/bin/python" -m pytest -q -p no:cacheprovider tests)
fi
