"""Per-run cost of the Python package on the shared programs, to set against the Rust API's
(`cargo bench -p codemode-benches -- host_call`): `z-trivial.js` and `tool-program-20.js` with a
plain `orders.lookup` tool, through `execute` (blocking; sync and async tools) and
`execute_async`. Build the package in release mode first (`maturin develop --release`).

    python bench/overhead.py [ROUNDS]
"""

import asyncio
import os
import statistics
import sys
import time

import codemode

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "..", "..", "..", "benches", "programs")


def program(name: str) -> str:
    with open(os.path.join(PROGRAMS, name)) as f:
        return f.read()


def lookup(id: str) -> dict:
    """Look up an order."""
    return {"id": id, "status": "open"}


async def alookup(id: str) -> dict:
    """Look up an order."""
    return {"id": id, "status": "open"}


def best(samples):
    return min(samples), statistics.median(samples)


def time_it(fn, rounds):
    fn()
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1e6)
    return best(samples)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    out = {"type": "object"}
    sync_cm = codemode.CodeMode(tools={"orders.lookup": codemode.Tool("Look up an order", lookup, output=out)})
    async_cm = codemode.CodeMode(tools={"orders.lookup": codemode.Tool("Look up an order", alookup, output=out)})
    for name in ["z-trivial.js", "tool-program-20.js"]:
        code = program(name)
        assert sync_cm.execute(code).ok
        rows = [
            ("execute, sync tool", lambda: sync_cm.execute(code)),
            ("execute, async tool", lambda: async_cm.execute(code)),
        ]
        for label, fn in rows:
            lo, med = time_it(fn, rounds)
            print(f"{name:20} {label:32} min {lo:9.1f} us  median {med:9.1f} us")
        loop = asyncio.new_event_loop()
        for label, cm in [("execute_async, sync tool", sync_cm), ("execute_async, async tool", async_cm)]:
            lo, med = time_it(lambda: loop.run_until_complete(cm.execute_async(code)), rounds)
            print(f"{name:20} {label:32} min {lo:9.1f} us  median {med:9.1f} us")
        loop.close()


if __name__ == "__main__":
    main()
