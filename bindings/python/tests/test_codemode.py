"""The Python package end to end: tools, schemas, namespaces, limits, hooks, async runs,
diagnostics, catalog and search, suspend/resume (across processes), Ctrl-C."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from typing import List, Optional

import pydantic
import pytest

import codemode
from codemode import CodeMode, DurableTool, ErrorKind, Limits, Namespace, Tool

HERE = os.path.dirname(os.path.abspath(__file__))


def lookup(id: str) -> dict:
    """Look up an order by ID."""
    return {"id": id, "status": "open" if id != "o2" else "complete"}


def test_execute_returns_value_logs_and_tool_calls():
    cm = CodeMode(tools={"orders.lookup": lookup})
    r = cm.execute("const o = await tools.orders.lookup({ id: 'o1' }); console.log('got', o.id); return o")
    assert r.ok and not r.suspended
    assert r.value == {"id": "o1", "status": "open"}
    assert r.logs == ["got o1"]
    assert r.tool_calls == ["orders.lookup"]
    assert r.error is None
    assert r.unwrap() == r.value


def test_values_cross_as_plain_python_data():
    echo = Tool("Echo", lambda input: input, output={})
    cm = CodeMode(tools={"echo": echo})
    data = {"s": "é🙂", "i": 2**53 - 1, "f": 1.5, "b": True, "n": None, "l": [1, [2, {"x": []}]], "neg": -0.25}
    r = cm.execute("return await tools.echo(input)", bindings={"input": data})
    assert r.value == data
    r = cm.execute("return [1, 2.5, 'x', null, true, {a: undefined, b: [undefined]}, -0, 1e21]")
    assert r.value == [1, 2.5, "x", None, True, {"b": [None]}, 0, 1e21]


def test_tool_exception_is_a_catchable_error():
    def fails(order_id: str) -> dict:
        raise ValueError(f"no order {order_id}")

    cm = CodeMode(tools={"orders.fail": fails})
    r = cm.execute("try { await tools.orders.fail({ order_id: 'x' }) } catch (e) { return [e instanceof Error, e.message] }")
    assert r.value == [True, "no order x"]
    r = cm.execute("return await tools.orders.fail({ order_id: 'y' })")
    assert not r.ok
    assert r.error.kind is ErrorKind.TOOL_FAILURE
    assert r.error.message == "no order y"
    with pytest.raises(codemode.RunError) as e:
        r.unwrap()
    assert e.value.diagnostic.kind is ErrorKind.TOOL_FAILURE


def test_calling_conventions_and_derived_schemas():
    class Order(pydantic.BaseModel):
        id: str
        status: str = "open"

    class Query(pydantic.BaseModel):
        """Find orders."""

        status: str
        limit: int = 10

    seen = {}

    def as_dict(input):
        seen["dict"] = input
        return len(input)

    def as_model(q: Query) -> List[Order]:
        seen["model"] = q
        return [Order(id=f"o{i}", status=q.status) for i in range(min(q.limit, 2))]

    def as_kwargs(a: int, b: int = 2) -> int:
        return a * b

    def with_ctx(x: int, ctx: codemode.CallContext) -> str:
        return f"{ctx.path}:{ctx.key.split(':')[-1]}:{x}"

    def void(x: int) -> None:
        seen["void"] = x
        return "ignored"  # type: ignore[return-value]

    cm = CodeMode(
        tools={
            "d": Tool("dict", as_dict),
            "m": Tool("model", as_model),
            "k": Tool("kwargs", as_kwargs),
            "c": Tool("ctx", with_ctx),
            "v": Tool("void", void),
        }
    )
    r = cm.execute(
        """return [await tools.d({ a: 1, b: 2 }), await tools.m({ status: 'late' }), await tools.k({ a: 3 }),
                   await tools.k({ a: 3, b: 5 }), await tools.c({ x: 7 }), await tools.v({ x: 1 })]"""
    )
    assert r.ok, r.error
    assert r.value == [2, [{"id": "o0", "status": "late"}, {"id": "o1", "status": "late"}], 6, 15, "c:5:7", None]
    assert seen["dict"] == {"a": 1, "b": 2}
    assert isinstance(seen["model"], Query) and seen["model"].limit == 10
    assert seen["void"] == 1
    sigs = {e.path: e.signature for e in cm.catalog()}
    assert sigs["k"] == "tools.k({\n  /** @integer */\n  a: number,\n  /** @default 2 @integer */\n  b?: number,\n}): Promise<number>"
    assert "status: string," in sigs["m"] and "Promise<Array<{" in sigs["m"]
    assert sigs["v"].endswith("Promise<void>")
    assert sigs["d"] == "tools.d(): Promise<unknown>"
    # The derived schema is checked before the function runs.
    r = cm.execute("return await tools.k({ a: 'x' })")
    assert r.error.kind is ErrorKind.INVALID_TOOL_INPUT
    assert "Invalid input for tool 'k'" in r.error.message


def test_explicit_schemas_and_output_validation():
    t = Tool(
        "Add",
        lambda input: input["a"] + input["b"] if input["a"] >= 0 else "negative",
        input={"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}, "required": ["a", "b"]},
        output={"type": "number"},
    )
    cm = CodeMode(tools={"math.add": t})
    assert cm.execute("return await tools.math.add({ a: 1, b: 2 })").value == 3
    r = cm.execute("return await tools.math.add({ a: 1 })")
    assert r.error.kind is ErrorKind.INVALID_TOOL_INPUT and '"b" is a required property' in r.error.message
    r = cm.execute("return await tools.math.add({ a: -1, b: 0 })")
    assert r.error.kind is ErrorKind.INVALID_TOOL_OUTPUT
    loose = CodeMode(tools={"math.add": Tool("Add", t.fn, input=t.input_schema, output=t.output_schema, validate=False)})
    assert loose.execute("return await tools.math.add({ a: -1, b: 0 })").value == "negative"


def test_results_that_are_not_plain_data():
    @dataclasses.dataclass
    class Point:
        x: int
        y: int

    class Color(pydantic.BaseModel):
        name: str

    cm = CodeMode(
        tools={
            "p": Tool("p", lambda input: Point(1, 2)),
            "c": Tool("c", lambda input: {"color": Color(name="red"), "tags": {"a"}}),
            "bad": Tool("bad", lambda input: object()),
        }
    )
    assert cm.execute("return await tools.p({})").value == {"x": 1, "y": 2}
    assert cm.execute("return await tools.c({})").value == {"color": {"name": "red"}, "tags": ["a"]}
    r = cm.execute("try { await tools.bad({}) } catch (e) { return e.message }")
    assert r.value.startswith("The tool returned a value that is not JSON data")


def test_namespaces_catalog_and_search():
    cm = CodeMode(
        tools={
            "orders": Namespace("Order management", {"lookup": lookup, "cancel": Tool("Cancel an order", lambda input: None)}),
            "billing": {"invoice.create": Tool("Create an invoice", lambda input: 1, output={"type": "number"})},
        },
        namespaces={"billing": "Invoices and payments"},
    )
    assert [e.path for e in cm.catalog()] == ["billing.invoice.create", "orders.cancel", "orders.lookup"]
    entry = cm.catalog()[2]
    assert entry.expression == "tools.orders.lookup" and entry.description == "Look up an order by ID."
    found = cm.search("order")
    assert [i["path"] for i in found["items"]][:2] == ["tools.orders.lookup", "tools.orders.cancel"] or {
        i["path"] for i in found["items"]
    } >= {"tools.orders.lookup", "tools.orders.cancel"}
    page = cm.search("", namespace="orders", limit=1)
    assert len(page["items"]) == 1 and page["remaining"] == 1 and page["next"] == {"offset": 1}
    assert cm.search("tools.billing.invoice.create")["items"][0]["path"] == "tools.billing.invoice.create"
    with pytest.raises(ValueError, match="limit"):
        cm.search("x", limit=0)
    # The program's own search sees the same tools.
    r = cm.execute("const r = await search({ query: 'invoice' }); return r.items[0].path")
    assert r.value == "tools.billing.invoice.create"
    r = cm.execute("return Object.keys(tools.orders)")
    assert r.value == ["cancel", "lookup"]


def test_build_errors():
    with pytest.raises(codemode.BuildError, match="segment"):
        CodeMode(tools={"a..b": lookup})
    with pytest.raises(codemode.BuildError, match="timeoutMs"):
        CodeMode(limits=Limits(timeout_ms=0))
    with pytest.raises(codemode.BuildError, match="schema"):
        CodeMode(tools={"x": Tool("x", lambda input: 1, input={"type": 12})})
    with pytest.raises(TypeError):
        CodeMode(tools={"x": 42})


def test_limits():
    cm = CodeMode(tools={"orders.lookup": lookup}, limits=Limits(timeout_ms=200, max_tool_calls=2, max_output_bytes=64))
    t = time.monotonic()
    r = cm.execute("while (true) {}")
    assert r.error.kind is ErrorKind.TIMEOUT_EXCEEDED
    assert time.monotonic() - t < 5
    r = cm.execute("for (let i = 0; i < 3; i++) await tools.orders.lookup({ id: 'o' + i })")
    assert r.error.kind is ErrorKind.TOOL_CALL_LIMIT_EXCEEDED
    assert r.tool_calls == ["orders.lookup", "orders.lookup"]
    r = cm.execute("return 'x'.repeat(1000)")
    assert r.truncated and "result truncated" in r.value and len(r.value) < 300
    r = CodeMode(limits={"max_memory_bytes": 1 << 21}).execute("const a = []; while (true) a.push('x'.repeat(1000) + a.length)")
    assert r.error.kind is ErrorKind.MEMORY_LIMIT_EXCEEDED


def test_diagnostics_are_typed():
    cm = CodeMode()
    r = cm.execute("const x = 1;\nreturn x +")
    assert r.error.kind is ErrorKind.PARSE_ERROR
    assert r.error.location == codemode.Location(2, 11)
    r = cm.execute("throw new TypeError('bad')")
    assert r.error.kind is ErrorKind.EXECUTION_FAILURE and "bad" in r.error.message
    r = cm.execute("return await tools.nope()")
    assert r.error.kind is ErrorKind.UNKNOWN_TOOL
    assert "nope" in str(r.error)
    assert CodeMode(typescript=False).execute("const x: number = 1").error.kind is ErrorKind.PARSE_ERROR
    assert cm.execute("const x: number = 1; return x").value == 1


def test_hooks_see_and_deny_calls():
    seen = []

    def before(call: codemode.ToolCall):
        seen.append(("before", call.name, call.input))
        if call.input.get("id") == "secret":
            raise PermissionError("orders.lookup of secret is not allowed")

    def after(call, end: codemode.CallEnd):
        seen.append(("after", call.name, end.status, end.value if end.status == "success" else end.error))

    cm = CodeMode(tools={"orders.lookup": lookup}, hooks=codemode.Hooks(before_tool_call=before, after_tool_call=after))
    r = cm.execute(
        "const a = await tools.orders.lookup({ id: 'o1' });"
        "try { await tools.orders.lookup({ id: 'secret' }) } catch (e) { return [a.status, e.message] }"
    )
    assert r.value == ["open", "orders.lookup of secret is not allowed"]
    assert seen == [
        ("before", "orders.lookup", {"id": "o1"}),
        ("after", "orders.lookup", "success", {"id": "o1", "status": "open"}),
        ("before", "orders.lookup", {"id": "secret"}),
        ("after", "orders.lookup", "failure", "orders.lookup of secret is not allowed"),
    ]


def test_async_hooks_in_both_modes():
    seen = []

    async def before(call):
        await asyncio.sleep(0.01)
        seen.append(call.name)
        if call.name == "search":
            raise RuntimeError("no searching")

    cm = CodeMode(tools={"orders.lookup": lookup}, hooks={"before_tool_call": before})
    code = "await tools.orders.lookup({ id: 'a' }); try { await search({ query: 'x' }) } catch (e) { return e.message }"
    assert cm.execute(code).value == "no searching"
    assert asyncio.run(cm.execute_async(code)).value == "no searching"
    assert seen == ["orders.lookup", "search", "orders.lookup", "search"]


async def slow_double(n: int) -> int:
    await asyncio.sleep(0.3)
    return n * 2


def sync_slow(n: int) -> int:
    time.sleep(0.3)
    return n + 1


def test_async_tools_run_concurrently_in_a_blocking_run():
    cm = CodeMode(tools={"slow": Tool("Slow", slow_double)})
    t = time.monotonic()
    r = cm.execute("return await Promise.all([1, 2, 3, 4].map((n) => tools.slow({ n })))")
    assert r.value == [2, 4, 6, 8]
    assert time.monotonic() - t < 1.0  # four 0.3 s calls at once


def test_execute_async_runs_calls_concurrently_on_the_loop():
    cm = CodeMode(tools={"slow": Tool("Slow", slow_double), "sync": Tool("Sync", sync_slow)})

    async def main():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.ensure_future(ticker())
        t = time.monotonic()
        r = await cm.execute_async(
            "return await Promise.all([tools.slow({ n: 1 }), tools.slow({ n: 2 }), tools.sync({ n: 3 }), tools.sync({ n: 4 })])"
        )
        elapsed = time.monotonic() - t
        task.cancel()
        return r, elapsed, ticks

    r, elapsed, ticks = asyncio.run(main())
    assert r.value == [2, 4, 4, 5]
    assert elapsed < 1.0
    assert ticks > 5  # the loop kept running while the program ran


def test_execute_async_many_runs_at_once():
    cm = CodeMode(tools={"orders.lookup": lookup})

    async def main():
        return await asyncio.gather(
            *(cm.execute_async(f"return (await tools.orders.lookup({{ id: 'o{i}' }})).id") for i in range(20))
        )

    assert [r.value for r in asyncio.run(main())] == [f"o{i}" for i in range(20)]


def test_cancelling_execute_async_interrupts_the_run():
    ends = []
    cm = CodeMode(
        tools={"slow": Tool("Slow", slow_double)}, hooks={"after_tool_call": lambda call, end: ends.append(end.status)}
    )

    async def main():
        task = asyncio.ensure_future(cm.execute_async("await tools.slow({ n: 1 }); while (true) {}"))
        await asyncio.sleep(0.5)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.1)

    asyncio.run(main())
    assert ends == ["success"]


def test_gil_is_released_while_a_program_runs():
    cm = CodeMode(limits=Limits(timeout_ms=600))
    counter = 0
    stop = threading.Event()

    def spin():
        nonlocal counter
        while not stop.is_set():
            counter += 1

    th = threading.Thread(target=spin)
    th.start()
    before = counter
    r = cm.execute("while (true) {}")
    stop.set()
    th.join()
    assert r.error.kind is ErrorKind.TIMEOUT_EXCEEDED
    assert counter - before > 10_000


def test_nested_runs_from_a_tool():
    inner = CodeMode(tools={"orders.lookup": lookup})

    def outer_tool(id: str) -> str:
        return inner.execute(f"return (await tools.orders.lookup({{ id: {json.dumps(id)} }})).status").value

    cm = CodeMode(tools={"status": outer_tool})
    assert cm.execute("return [await tools.status({ id: 'o1' }), await tools.status({ id: 'o2' })]").value == [
        "open",
        "complete",
    ]


# ----- durable tools, suspend and resume -----

APPROVALS: dict = {}


def approval_tool(log: Optional[list] = None) -> DurableTool:
    def start(item: str, ctx: codemode.DurableContext) -> dict:
        APPROVALS[ctx.key] = item
        return {"ticket": ctx.key}

    async def attach(handle: dict, ctx: codemode.DurableContext) -> dict:
        while handle["ticket"] not in DECIDED:
            await asyncio.sleep(0.01)
        return {"approved": DECIDED[handle["ticket"]]}

    def cancel(handle):
        if log is not None:
            log.append(("cancel", handle))

    def lookup_fn(key):
        return {"ticket": key} if key in APPROVALS else None

    return DurableTool("Ask a human to approve", start=start, attach=attach, cancel=cancel, lookup=lookup_fn)


DECIDED: dict = {}
APPROVE_CODE = """
const a = await tools.approve({ item: 'deploy' });
console.log('approved?', a.approved);
return a.approved ? 'deployed' : 'stopped'
"""


def test_durable_tool_waits_in_process_without_auto_suspend():
    cm = CodeMode(tools={"approve": approval_tool()})

    def decide():
        time.sleep(0.2)
        for k in list(APPROVALS):
            DECIDED[k] = True

    threading.Thread(target=decide).start()
    r = cm.execute(APPROVE_CODE)
    assert r.value == "deployed"


def test_suspend_to_bytes_and_resume_with_outcomes():
    cm = CodeMode(tools={"approve": approval_tool()})
    s = cm.execute(APPROVE_CODE, auto_suspend=True)
    assert s.suspended and not s.ok
    assert isinstance(s.state, codemode.State)
    [p] = s.pending
    assert p.path == "approve" and p.args == {"item": "deploy"} and p.handle == {"ticket": p.key}
    assert s.state.run_id == p.key.rsplit(":", 1)[0]
    data = s.state.to_bytes()
    assert isinstance(data, bytes) and data[:4] == b"CMSN"
    r = cm.resume(data, {p.key: {"ok": True, "value": {"approved": False}}})
    assert r.value == "stopped" and r.logs == ["approved? false"]
    r = cm.resume(s.state, {p.key: RuntimeError("the approver left")})
    assert r.error.kind is ErrorKind.TOOL_FAILURE and r.error.message == "the approver left"
    with pytest.raises(codemode.SnapshotError):
        codemode.State.from_bytes(b"not a snapshot")
    with pytest.raises(codemode.SnapshotError, match="authentication"):
        codemode.State.from_bytes(s.state.to_bytes(b"key-1"), b"key-2")
    assert codemode.State.from_bytes(s.state.to_bytes(b"key-1"), b"key-1").run_id == s.state.run_id
    r = cm.resume(s.state, {"nope:1": {"ok": True, "value": 1}})
    assert r.error.kind is ErrorKind.SNAPSHOT_ERROR


def test_resume_attaches_to_calls_without_outcome():
    cm = CodeMode(tools={"approve": approval_tool()})
    s = cm.execute(APPROVE_CODE, auto_suspend=True)
    DECIDED[s.pending[0].key] = True
    assert cm.resume(s.state.to_bytes()).value == "deployed"

    async def main():
        s2 = await cm.execute_async(APPROVE_CODE, auto_suspend=True)
        DECIDED[s2.pending[0].key] = False
        return await cm.resume_async(s2.state)

    assert asyncio.run(main()).value == "stopped"


def test_durable_work_is_cancelled_when_an_unsuspended_run_ends():
    log = []
    cm = CodeMode(tools={"approve": approval_tool(log)}, limits=Limits(timeout_ms=300))
    r = cm.execute(APPROVE_CODE)
    assert r.error.kind is ErrorKind.TIMEOUT_EXCEEDED
    assert len(log) == 1 and log[0][0] == "cancel"


def run_python(script: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=HERE)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script), *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_a_run_suspended_in_one_process_resumes_in_another(tmp_path):
    state_file = tmp_path / "run.state"
    first = run_python(
        """
        import sys, codemode, procs
        cm = procs.runtime()
        s = cm.execute(procs.CODE, auto_suspend=True)
        assert s.suspended, s
        open(sys.argv[1], "wb").write(s.state.to_bytes(b"secret"))
        print(s.pending[0].key)
        """,
        str(state_file),
    )
    assert first.returncode == 0, first.stderr
    key = first.stdout.strip()
    second = run_python(
        """
        import sys, json, codemode, procs
        cm = procs.runtime()
        r = cm.resume(open(sys.argv[1], "rb").read(), {sys.argv[2]: {"ok": True, "value": {"approved": True}}}, key=b"secret")
        print(json.dumps({"ok": r.ok, "value": r.value, "logs": r.logs, "calls": r.tool_calls}))
        """,
        str(state_file),
        key,
    )
    assert second.returncode == 0, second.stderr
    assert json.loads(second.stdout) == {
        "ok": True,
        "value": {"deployed": "build-7", "first": "o1"},
        "logs": ["approved"],
        "calls": ["orders.lookup", "approve", "orders.lookup"],
    }


def test_ctrl_c_interrupts_a_blocking_run():
    script = textwrap.dedent(
        """
        import signal, sys, time, codemode
        # A shell that starts a job in the background without job control hands it SIGINT
        # ignored, and Python then keeps it ignored: restore Python's own handler, as an
        # interactive process has it.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        def slow() -> int:
            "Sleeps."
            time.sleep(60)
            return 1
        cm = codemode.CodeMode(tools={"slow": slow})
        print("ready", flush=True)
        try:
            cm.execute(sys.argv[1])
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        print(cm.execute("return 40 + 2").value, flush=True)
        """
    )
    for program in ["while (true) {}", "return await tools.slow()", "try { await tools.slow() } catch (e) { return 1 }"]:
        p = subprocess.Popen([sys.executable, "-c", script, program], stdout=subprocess.PIPE, text=True)
        assert p.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        out, _ = p.communicate(timeout=30)
        assert out.split() == ["interrupted", "42"], (program, out)
        assert p.returncode == 0


def test_without_pydantic():
    r = run_python(
        """
        import sys
        sys.modules["pydantic"] = None  # importing it now fails
        import json, codemode
        def add(a, b):
            return a + b
        cm = codemode.CodeMode(tools={
            "add": codemode.Tool("Add", add),
            "echo": codemode.Tool("Echo", lambda input: input, input={"type": "object"}),
        })
        r = cm.execute("return [await tools.add({ a: 1, b: 2 }), await tools.echo({ x: 1 })]")
        print(json.dumps([r.value, [e.signature for e in cm.catalog()]]))
        """
    )
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == [[3, {"x": 1}], ["tools.add(): Promise<unknown>", "tools.echo(): Promise<unknown>"]]


def test_the_readme_example_runs_as_written():
    with open(os.path.join(HERE, "..", "README.md")) as f:
        readme = f.read()
    example = readme.split("## Example", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    r = run_python(example + "\nprint(result.value)\n")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "['open: o1, o3'] ['orders.lookup', 'orders.lookup', 'orders.lookup']"
    assert lines[1].startswith("tools.orders.lookup({")
    assert lines[-1] == "2"
