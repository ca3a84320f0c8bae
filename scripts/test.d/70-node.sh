#!/usr/bin/env bash
# The Node package (bindings/node): installs its local node_modules, builds the addon from the
# repository (`npm run build`, a debug build into the workspace's target/), runs its `node --test`
# suite and type-checks the declarations against a usage file.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "skip: node and npm are not installed"
else
    (
        cd bindings/node
        npm install --no-audit --no-fund --loglevel=error
        npm run build
        npm test
        npm run typecheck
    )
fi
