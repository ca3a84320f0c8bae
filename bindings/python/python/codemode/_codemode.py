"""``CodeMode``: tools, limits and hooks built once into a native runtime, and runs of programs."""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
from typing import Any, Callable, Dict, List, Mapping, Optional, Union

from . import _bridge
from ._native import CodeModeError, Runtime, State
from ._results import CatalogEntry, PendingCall, Result, Suspension, outcome
from ._tools import DurableTool, Namespace, Tool

__all__ = ["CodeMode", "Limits", "Hooks", "ToolCall", "CallEnd"]


@dataclasses.dataclass(frozen=True)
class Limits:
    """Limits of every run (None: unlimited)."""

    timeout_ms: Optional[int] = None
    max_tool_calls: Optional[int] = None
    max_output_bytes: Optional[int] = None
    max_memory_bytes: Optional[int] = None
    max_instructions: Optional[int] = None
    max_snapshot_bytes: Optional[int] = None


@dataclasses.dataclass(frozen=True)
class ToolCall:
    """A tool call, as hooks see it: the tool's path (``search`` included), its input, its key."""

    name: str
    input: Any
    key: str


@dataclasses.dataclass(frozen=True)
class CallEnd:
    """How a call ended: ``status`` is ``"success"`` (with ``value``), ``"failure"`` (with
    ``error``, the message) or ``"interrupted"`` (the run ended first)."""

    status: str
    value: Any = None
    error: Optional[str] = None


@dataclasses.dataclass(frozen=True)
class Hooks:
    """Hooks around every tool call. ``before_tool_call(call)`` denies the call by raising (the
    program sees a tool failure with the exception's message); ``after_tool_call(call, end)``
    observes how it ended. Both may be ``async def``; they run on the thread driving the run and
    should return quickly."""

    before_tool_call: Optional[Callable[[ToolCall], Any]] = None
    after_tool_call: Optional[Callable[[ToolCall, CallEnd], Any]] = None


class _HookAdapter:
    """What the native module calls: plain arguments in, the user's hooks out."""

    def __init__(self, hooks: Hooks) -> None:
        self.hooks = hooks

    def _before(self, name: str, input: Any, key: str) -> Any:
        assert self.hooks.before_tool_call is not None
        return self.hooks.before_tool_call(ToolCall(name, input, key))

    def _after(self, name: str, input: Any, key: str, status: str, payload: Any) -> Any:
        assert self.hooks.after_tool_call is not None
        if status == "success":
            end = CallEnd(status, value=payload)
        elif status == "failure":
            end = CallEnd(status, error=payload)
        else:
            end = CallEnd(status)
        return self.hooks.after_tool_call(ToolCall(name, input, key), end)


ToolLike = Union[Tool, DurableTool, Namespace, Callable[..., Any], Mapping[str, Any]]


def _flatten(tools: Mapping[str, Any], prefix: str, out: Dict[str, Any], namespaces: Dict[str, str]) -> None:
    for name, value in tools.items():
        if not isinstance(name, str):
            raise TypeError(f"tool names must be strings, not {name!r}")
        path = f"{prefix}.{name}" if prefix else name
        if isinstance(value, (Tool, DurableTool)):
            out[path] = value
        elif isinstance(value, Namespace):
            namespaces[path] = value.description
            _flatten(value.tools, path, out, namespaces)
        elif isinstance(value, Mapping):
            _flatten(value, path, out, namespaces)
        elif callable(value):
            out[path] = Tool(inspect.getdoc(value) or "", value)
        else:
            raise TypeError(f"{path}: expected a Tool, DurableTool, Namespace, dict or callable, not {type(value).__name__}")


def _outcomes(outcomes: Optional[Mapping[str, Any]]) -> Dict[str, dict]:
    out: Dict[str, dict] = {}
    for key, o in (outcomes or {}).items():
        if isinstance(o, BaseException):
            out[key] = {"ok": False, "error": str(o) or type(o).__name__}
        elif isinstance(o, Mapping) and "ok" in o:
            out[key] = dict(o)
        else:
            raise TypeError(
                f"outcome of {key!r}: expected {{'ok': True, 'value': ...}}, {{'ok': False, 'error': '...'}} or an exception"
            )
    return out


class CodeMode:
    """A runtime for code-mode programs: the tools a program can call (``tools.<path>(input)``),
    limits and hooks, built once and reused for every run.

    ``tools`` maps dotted paths (``"orders.lookup"``) or nested dicts to :class:`Tool`,
    :class:`DurableTool`, :class:`Namespace` or plain callables (described by their docstring).
    ``namespaces`` maps dotted paths to descriptions. ``typescript=False`` parses programs as
    plain JavaScript.
    """

    def __init__(
        self,
        tools: Optional[Mapping[str, ToolLike]] = None,
        *,
        namespaces: Optional[Mapping[str, str]] = None,
        limits: Union[Limits, Mapping[str, Any], None] = None,
        hooks: Union[Hooks, Mapping[str, Any], None] = None,
        typescript: bool = True,
    ) -> None:
        flat: Dict[str, Any] = {}
        ns: Dict[str, str] = {}
        _flatten(tools or {}, "", flat, ns)
        ns.update(namespaces or {})
        if limits is None:
            limits = Limits()
        elif isinstance(limits, Mapping):
            limits = Limits(**limits)
        if hooks is None:
            hooks = Hooks()
        elif isinstance(hooks, Mapping):
            hooks = Hooks(**hooks)
        self._tools = flat
        self.limits = limits
        self.hooks = hooks
        spec = {
            "tools": [
                {
                    "path": path,
                    "description": t.description,
                    "input": t.input_schema,
                    "output": t.output_schema,
                    "durable": t.durable,
                    "validate": t.validate,
                }
                for path, t in flat.items()
            ],
            "namespaces": sorted(ns.items()),
            "limits": dataclasses.asdict(limits),
            "typescript": typescript,
        }
        self._native = Runtime(
            spec,
            list(flat.values()),
            _bridge,
            _HookAdapter(hooks),
            before=hooks.before_tool_call is not None,
            after=hooks.after_tool_call is not None,
        )

    @property
    def tools(self) -> Dict[str, Union[Tool, DurableTool]]:
        """The tools by dotted path."""
        return dict(self._tools)

    def execute(
        self, code: str, *, auto_suspend: bool = False, bindings: Optional[Mapping[str, Any]] = None
    ) -> Union[Result, Suspension]:
        """Runs ``code`` and waits for its result, with the GIL released (Ctrl-C interrupts it).

        Plain tools run on this thread, one at a time; ``async def`` tools and durable functions
        run on a background event loop. With ``auto_suspend``, a run that waits only on durable
        calls ends as a :class:`Suspension`. ``bindings`` are read-only globals of the program.
        """
        if _bridge.in_background_loop():
            raise CodeModeError("execute() was called from an async tool; use `await execute_async()` there")
        return outcome(self._native.execute(code, auto_suspend, dict(bindings) if bindings else None))

    async def execute_async(
        self, code: str, *, auto_suspend: bool = False, bindings: Optional[Mapping[str, Any]] = None
    ) -> Union[Result, Suspension]:
        """Runs ``code`` on a thread of its own; tool calls run on this event loop, concurrently
        (``async def`` tools as tasks, plain ones in the loop's default executor). Cancelling the
        awaiting task interrupts the run."""
        b = dict(bindings) if bindings else None
        return await self._await_run(lambda loop, done: self._native.start(code, loop, done, auto_suspend, b))

    def resume(
        self,
        state: Union[State, bytes],
        outcomes: Optional[Mapping[str, Any]] = None,
        *,
        key: Optional[bytes] = None,
        auto_suspend: bool = False,
    ) -> Union[Result, Suspension]:
        """Continues a suspended run from its state (or the bytes of ``state.to_bytes(key)``).

        ``outcomes`` maps pending calls' keys to ``{"ok": True, "value": v}``, ``{"ok": False,
        "error": "message"}`` or an exception; a pending call without one is waited for with its
        tool's ``attach`` (its handle found with ``lookup`` when the run was saved before
        ``start`` returned).
        """
        st = self._state(state, key)
        done = _outcomes(outcomes)
        missing = self._missing(st, done)
        if missing:
            done.update(_bridge.wait(self._attach_all(missing), None))
        return outcome(self._native.resume(st, done, auto_suspend))

    async def resume_async(
        self,
        state: Union[State, bytes],
        outcomes: Optional[Mapping[str, Any]] = None,
        *,
        key: Optional[bytes] = None,
        auto_suspend: bool = False,
    ) -> Union[Result, Suspension]:
        """Like :meth:`resume`, on this event loop (see :meth:`execute_async`)."""
        st = self._state(state, key)
        done = _outcomes(outcomes)
        missing = self._missing(st, done)
        if missing:
            done.update(await self._attach_all(missing))
        return await self._await_run(lambda loop, cb: self._native.start_resume(st, done, loop, cb, auto_suspend))

    def catalog(self) -> List[CatalogEntry]:
        """Every tool with its expression, description and signature, sorted by path."""
        return [CatalogEntry(**e) for e in self._native.catalog()]

    def search(
        self,
        query: str = "",
        *,
        namespace: Optional[str] = None,
        limit: Optional[int] = None,
        offset: Optional[int] = None,
    ) -> dict:
        """The built-in ``search`` as programs see it: ``{"items": [{path, description,
        signature}], "remaining": n, "next": {"offset": n} | None}``."""
        q: Dict[str, Any] = {"query": query}
        if namespace is not None:
            q["namespace"] = namespace
        if limit is not None:
            q["limit"] = limit
        if offset is not None:
            q["offset"] = offset
        return self._native.search(q)

    # ----- internals -----

    @staticmethod
    def _state(state: Union[State, bytes], key: Optional[bytes]) -> State:
        if isinstance(state, State):
            return state
        return State.from_bytes(bytes(state), key)

    @staticmethod
    def _missing(state: State, outcomes: Dict[str, dict]) -> List[dict]:
        """The pending calls to wait for; none when an outcome names no pending call (resuming then
        fails with that error at once)."""
        pending = state.pending
        keys = {p["key"] for p in pending}
        if any(k not in keys for k in outcomes):
            return []
        return [p for p in pending if p["key"] not in outcomes]

    async def _attach_all(self, pending: List[dict]) -> Dict[str, dict]:
        results = await asyncio.gather(*(self._attach_one(PendingCall(**p)) for p in pending))
        return {p["key"]: r for p, r in zip(pending, results)}

    async def _attach_one(self, p: PendingCall) -> dict:
        tool = self._tools.get(p.path)
        if not isinstance(tool, DurableTool):
            return {"ok": False, "error": f"No durable tool '{p.path}' here to wait for the call {p.key}."}
        try:
            handle = p.handle
            if handle is None:
                handle = await tool._alookup(p.key)
            if handle is None:
                return {"ok": False, "error": f"The work of the call {p.key} ({p.path}) cannot be found."}
            return {"ok": True, "value": await tool._aattach(handle, p.key, p.path)}
        except Exception as e:  # the tool's failure is the call's outcome
            return {"ok": False, "error": str(e) or type(e).__name__}

    @staticmethod
    async def _await_run(start: Callable[[asyncio.AbstractEventLoop, Callable[..., None]], Any]) -> Any:
        loop = asyncio.get_running_loop()
        future: asyncio.Future = loop.create_future()

        def settle(raw: Any, error: Optional[BaseException]) -> None:
            if future.done():
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(raw)

        def done(raw: Any, error: Optional[BaseException]) -> None:  # called from the run's thread
            try:
                loop.call_soon_threadsafe(settle, raw, error)
            except RuntimeError:  # the loop is closed: nobody waits any more
                pass

        handle = start(loop, done)
        try:
            raw = await future
        except asyncio.CancelledError:
            handle.cancel()
            raise
        return outcome(raw)

