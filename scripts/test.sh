#!/usr/bin/env bash
# The project's whole test run (README's test command; CI runs it through .ci/run).
#
# Every file in scripts/test.d/ is sourced in name order, in one shell with `set -euo pipefail`, so a
# step can install or start what later steps need and export variables for them (a database URL, a
# virtual environment). Steps number themselves: 10–39 set things up, 50 is the Rust workspace,
# 60–89 run the suites of the packages and interop checks. Each step must work on a bare machine
# (installing what it needs) and skip with a line saying why when it cannot run here.
set -euo pipefail
cd "$(dirname "$0")/.."
export CODEMODE_ROOT="$PWD"
for step in scripts/test.d/*.sh; do
    echo "==> $step"
    started=$SECONDS
    # shellcheck disable=SC1090
    source "$step"
    echo "<== $step ($((SECONDS - started)) s)"
done
