#!/usr/bin/env bash
# MCP interoperability (`cargo xtask mcp-interop`): the official TypeScript SDK's client and its
# reference servers, installed from npm into target/mcp-interop, against `codemode mcp` over stdio
# and Streamable HTTP.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "skip: node and npm are not installed"
else
    cargo xtask mcp-interop
fi
