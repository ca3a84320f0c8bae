"""Tools as Python callables: calling conventions, schemas derived from type hints, durable tools.

A tool function receives the program's input object in one of three ways, chosen from its
signature:

- one parameter that is unannotated or annotated with a mapping type (``dict``, ``Mapping``, a
  ``TypedDict``, ``Any``): the input as a ``dict``;
- one parameter annotated with a pydantic model: the input validated into that model;
- otherwise (several parameters, or annotated scalars): the input's fields as keyword arguments
  (``def add(a: int, b: int)`` is called as ``add(a=1, b=2)``).

A parameter annotated with :class:`CallContext` (or an unannotated one named ``ctx``) receives the
call's context. With pydantic installed, schemas come from the annotations when ``input=`` /
``output=`` are not given: the input from the parameters, the output from the return annotation
(``-> None`` declares no result; no annotation means any JSON data, delivered as is).
"""

from __future__ import annotations

import asyncio
import collections.abc
import contextvars
import dataclasses
import enum
import functools
import inspect
import sys
import typing
from typing import Any, Callable, Dict, Mapping, Optional

try:  # pydantic is optional: without it, schemas must be given explicitly.
    import pydantic

    _HAVE_PYDANTIC = True
except ImportError:  # pragma: no cover - exercised by the no-pydantic test run
    pydantic = None  # type: ignore[assignment]
    _HAVE_PYDANTIC = False

__all__ = ["CallContext", "DurableContext", "Tool", "DurableTool", "Namespace", "ToolError", "tool"]


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class ToolError(Exception):
    """Raise it from a tool to fail the call with this message (any exception does the same)."""


@dataclasses.dataclass(frozen=True)
class CallContext:
    """What a tool function is told about the call: its key (``<runId>:<n>``) and path."""

    key: str
    path: str


@dataclasses.dataclass(frozen=True)
class DurableContext(CallContext):
    """The context of a durable tool's ``start`` / ``attach``."""


class Namespace:
    """A group of tools with a description: ``Namespace("Orders", {"lookup": lookup})``."""

    def __init__(self, description: str, tools: Optional[Mapping[str, Any]] = None) -> None:
        self.description = description
        self.tools: Dict[str, Any] = dict(tools or {})

    def __repr__(self) -> str:
        return f"Namespace({self.description!r}, {sorted(self.tools)!r})"


def _is_model(t: Any) -> bool:
    return _HAVE_PYDANTIC and isinstance(t, type) and issubclass(t, pydantic.BaseModel)


def _is_mapping_type(t: Any) -> bool:
    if t is inspect.Parameter.empty or t is Any or t is dict or t is Mapping:
        return True
    origin = typing.get_origin(t)
    if origin in (dict, collections.abc.Mapping):
        return True
    return isinstance(t, type) and issubclass(t, dict)  # TypedDict classes are dict subclasses


def _caller_locals() -> Dict[str, Any]:
    """The local names of the code that made the tool (outside this package), so that string
    annotations (``from __future__ import annotations``) naming local classes resolve."""
    frame = sys._getframe(1)
    while frame is not None and str(frame.f_globals.get("__name__", "")).startswith("codemode"):
        frame = frame.f_back  # type: ignore[assignment]
    return dict(frame.f_locals) if frame is not None else {}


def _hints(fn: Callable[..., Any], localns: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    try:
        return typing.get_type_hints(fn, localns=localns)
    except Exception:  # unresolvable forward references: fall back to the raw annotations
        return dict(getattr(fn, "__annotations__", {}) or {})


def _is_context(p: inspect.Parameter, hint: Any) -> bool:
    if isinstance(hint, type) and issubclass(hint, CallContext):
        return True
    return hint is inspect.Parameter.empty and p.name in ("ctx", "context")


class _Plan:
    """How to call one function with an input object, and the input schema its hints give."""

    def __init__(self, fn: Callable[..., Any], model: Any = None, localns: Optional[Dict[str, Any]] = None) -> None:
        self.fn = fn
        try:
            sig = inspect.signature(fn)
        except (TypeError, ValueError):  # builtins without a signature: pass the input
            self.convention, self.ctx, self.params, self.schema = "dict", None, [], None
            self.adapter = None
            return
        hints = _hints(fn, localns)
        params = [
            p
            for p in sig.parameters.values()
            if p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
        ]
        self.ctx: Optional[str] = None
        rest = []
        for p in params:
            hint = hints.get(p.name, inspect.Parameter.empty)
            if self.ctx is None and _is_context(p, hint):
                self.ctx = p.name
            else:
                rest.append((p, hint))
        self.params = rest
        self.adapter = None
        self.schema: Optional[dict] = None
        if model is not None:
            self.convention, self.model = "model", model
            self.schema = model.model_json_schema()
        elif len(rest) == 1 and _is_model(rest[0][1]):
            self.convention, self.model = "model", rest[0][1]
            self.schema = self.model.model_json_schema()
        elif len(rest) == 1 and _is_mapping_type(rest[0][1]):
            self.convention = "dict"
            hint = rest[0][1]
            if _HAVE_PYDANTIC and hint not in (inspect.Parameter.empty, Any, dict, Mapping):
                try:
                    self.adapter = pydantic.TypeAdapter(hint)
                    self.schema = self.adapter.json_schema()
                except Exception:
                    self.adapter = None
        else:
            self.convention = "kwargs"
            if _HAVE_PYDANTIC:
                fields = {}
                for p, hint in rest:
                    annotation = Any if hint is inspect.Parameter.empty else hint
                    default = ... if p.default is inspect.Parameter.empty else p.default
                    fields[p.name] = (annotation, default)
                name = "".join(w.capitalize() for w in getattr(fn, "__name__", "tool").split("_")) + "Input"
                self.model = pydantic.create_model(name, **fields)  # type: ignore[call-overload]
                self.schema = self.model.model_json_schema()
            else:
                self.model = None

    def call(self, input: Any, ctx: CallContext) -> Any:
        kwargs: Dict[str, Any] = {}
        if self.ctx is not None:
            kwargs[self.ctx] = ctx
        if self.convention == "dict":
            value = self.adapter.validate_python(input) if self.adapter is not None else input
            if self.params:
                kwargs[self.params[0][0].name] = value
                return self.fn(**kwargs)
            return self.fn(value, **kwargs)
        if self.convention == "model":
            value = self.model.model_validate(input)
            if self.params:
                kwargs[self.params[0][0].name] = value
                return self.fn(**kwargs)
            return self.fn(value, **kwargs)
        if input is None:
            input = {}
        if not isinstance(input, dict):
            raise ToolError(f"expected an object with the fields {[p.name for p, _ in self.params]}")
        if self.model is not None:
            validated = self.model.model_validate(input)
            for p, _ in self.params:
                kwargs[p.name] = getattr(validated, p.name)
        else:
            names = {p.name for p, _ in self.params}
            for k, v in input.items():
                if k in names:
                    kwargs[k] = v
        return self.fn(**kwargs)


def _output(fn: Optional[Callable[..., Any]], output: Any, localns: Optional[Dict[str, Any]] = None) -> "tuple[Optional[dict], Any]":
    """The output schema (None: the tool declares no result) and a TypeAdapter to dump results."""
    if output is None:
        return None, None
    if isinstance(output, dict):
        return output, None
    if output is not MISSING:
        if not _HAVE_PYDANTIC:
            raise TypeError("an output type needs pydantic; pass a JSON Schema dict instead")
        adapter = pydantic.TypeAdapter(output)
        return adapter.json_schema(mode="serialization"), adapter
    if fn is None:
        return {}, None
    hint = _hints(fn, localns).get("return", inspect.Parameter.empty)
    if hint is inspect.Parameter.empty or hint is Any:
        return {}, None
    if hint is None or hint is type(None):
        return None, None
    if not _HAVE_PYDANTIC:
        return {}, None
    try:
        adapter = pydantic.TypeAdapter(hint)
        return adapter.json_schema(mode="serialization"), adapter
    except Exception:
        return {}, None


def _input(plan: _Plan, input: Any) -> Optional[dict]:
    if input is MISSING:
        return plan.schema
    if input is None:
        return None
    if isinstance(input, dict):
        return input
    if _is_model(input):
        return input.model_json_schema()
    raise TypeError("input must be a JSON Schema dict or a pydantic model class")


def plain(value: Any) -> Any:
    """Turns results that are not plain data (pydantic models, dataclasses, enums, sets, dates)
    into JSON data; the native module calls it when a result does not convert directly."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if _HAVE_PYDANTIC and isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [plain(v) for v in value]
    if hasattr(value, "isoformat"):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON data")


async def _in_executor(fn: Callable[..., Any], *args: Any) -> Any:
    loop = asyncio.get_running_loop()
    call = functools.partial(contextvars.copy_context().run, fn, *args)
    return await loop.run_in_executor(None, call)


def _is_async(fn: Any) -> bool:
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(getattr(fn, "__call__", None))


class Tool:
    """A tool: a description, JSON Schemas and a function (sync or ``async def``).

    ``input`` / ``output`` are JSON Schema dicts (or a pydantic model / a type for the output);
    when absent they are derived from the function's type hints (with pydantic installed).
    ``output=None`` declares that the tool gives no result (the program receives ``undefined``).
    """

    durable = False

    def __init__(
        self,
        description: str,
        fn: Callable[..., Any],
        *,
        input: Any = MISSING,
        output: Any = MISSING,
        validate: bool = True,
    ) -> None:
        if not callable(fn):
            raise TypeError("a tool needs a callable")
        self.description = description
        self.fn = fn
        model = input if _is_model(input) else None
        localns = _caller_locals()
        self._plan = _Plan(fn, model, localns)
        self.input_schema = _input(self._plan, input)
        self.output_schema, self._adapter = _output(fn, output, localns)
        self.validate = validate
        self._async = _is_async(fn)

    def __repr__(self) -> str:
        return f"Tool({self.description!r}, {getattr(self.fn, '__name__', self.fn)!r})"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Calls the function directly (as plain Python, outside any program)."""
        return self.fn(*args, **kwargs)

    def _dump(self, result: Any) -> Any:
        if self._adapter is not None:
            return self._adapter.dump_python(result, mode="json")
        return result

    async def _finish(self, awaitable: Any) -> Any:
        return self._dump(await awaitable)

    # Called by the native module.
    def _invoke(self, input: Any, key: str, path: str) -> Any:
        r = self._plan.call(input, CallContext(key, path))
        if inspect.isawaitable(r):
            return self._finish(r)
        return self._dump(r)

    async def _ainvoke(self, input: Any, key: str, path: str) -> Any:
        ctx = CallContext(key, path)
        if self._async:
            r = self._plan.call(input, ctx)
        else:
            r = await _in_executor(self._plan.call, input, ctx)
        if inspect.isawaitable(r):
            r = await r
        return self._dump(r)


class DurableTool:
    """A long-running tool (a build, a human approval) a run can wait on across a suspension.

    - ``start(input, ctx) -> handle``: begins the work and returns JSON data identifying it;
    - ``attach(handle, ctx) -> output``: waits for the work's outcome (possibly in another
      process, after the run was saved and resumed);
    - ``cancel(handle)``: stops the work when the run ends without being suspended;
    - ``lookup(key) -> handle | None``: finds the work of a call by its key (used on resume when the
      run was saved before ``start`` returned).

    Each may be sync or ``async def``; the input schema comes from ``start``'s hints, the output
    schema from ``attach``'s return annotation.
    """

    durable = True

    def __init__(
        self,
        description: str,
        *,
        start: Callable[..., Any],
        attach: Callable[..., Any],
        cancel: Optional[Callable[..., Any]] = None,
        lookup: Optional[Callable[..., Any]] = None,
        input: Any = MISSING,
        output: Any = MISSING,
        validate: bool = True,
    ) -> None:
        self.description = description
        self.start, self.attach, self.cancel, self.lookup = start, attach, cancel, lookup
        model = input if _is_model(input) else None
        localns = _caller_locals()
        self._plan = _Plan(start, model, localns)
        self._attach_ctx = _context_param(attach, localns)
        self.input_schema = _input(self._plan, input)
        self.output_schema, self._adapter = _output(attach, output, localns)
        self.validate = validate

    def __repr__(self) -> str:
        return f"DurableTool({self.description!r})"

    async def _run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if _is_async(fn):
            r = fn(*args, **kwargs)
        else:
            r = await _in_executor(functools.partial(fn, **kwargs), *args)
        if inspect.isawaitable(r):
            r = await r
        return r

    # Called by the native module (and by CodeMode.resume for calls saved without an outcome).
    async def _astart(self, input: Any, key: str, path: str) -> Any:
        ctx = DurableContext(key, path)
        if _is_async(self.start):
            r = self._plan.call(input, ctx)
        else:
            r = await _in_executor(self._plan.call, input, ctx)
        if inspect.isawaitable(r):
            r = await r
        return plain(r)

    async def _aattach(self, handle: Any, key: str, path: str) -> Any:
        kwargs = {self._attach_ctx: DurableContext(key, path)} if self._attach_ctx else {}
        r = await self._run(self.attach, handle, **kwargs)
        if self._adapter is not None:
            return self._adapter.dump_python(r, mode="json")
        return r

    async def _acancel(self, handle: Any) -> None:
        if self.cancel is not None:
            await self._run(self.cancel, handle)

    async def _alookup(self, key: str) -> Any:
        if self.lookup is None:
            return None
        return await self._run(self.lookup, key)


def _context_param(fn: Callable[..., Any], localns: Optional[Dict[str, Any]] = None) -> Optional[str]:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    hints = _hints(fn, localns)
    params = list(sig.parameters.values())
    for p in params[1:]:
        if _is_context(p, hints.get(p.name, inspect.Parameter.empty)):
            return p.name
    return None


def tool(description: Optional[str] = None, **options: Any) -> Callable[[Callable[..., Any]], Tool]:
    """Decorator: ``@codemode.tool("Look up an order")`` makes a :class:`Tool` of a function
    (the description defaults to its docstring)."""

    def wrap(fn: Callable[..., Any]) -> Tool:
        return Tool(description if description is not None else inspect.getdoc(fn) or "", fn, **options)

    return wrap
