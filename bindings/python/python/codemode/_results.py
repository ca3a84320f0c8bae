"""What a run gives back: results, diagnostics, suspensions, as plain data and dataclasses."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, List, Optional, Tuple, Union

from ._native import CodeModeError, State

__all__ = [
    "ErrorKind",
    "Location",
    "Diagnostic",
    "RunWarning",
    "Result",
    "PendingCall",
    "Suspension",
    "CatalogEntry",
    "RunError",
]


class ErrorKind(str, enum.Enum):
    """The kind of a diagnostic (the names are those of the JSON form)."""

    PARSE_ERROR = "ParseError"
    UNSUPPORTED_SYNTAX = "UnsupportedSyntax"
    UNKNOWN_TOOL = "UnknownTool"
    INVALID_TOOL_INPUT = "InvalidToolInput"
    INVALID_TOOL_OUTPUT = "InvalidToolOutput"
    INVALID_DATA_VALUE = "InvalidDataValue"
    TOOL_CALL_LIMIT_EXCEEDED = "ToolCallLimitExceeded"
    TIMEOUT_EXCEEDED = "TimeoutExceeded"
    TOOL_FAILURE = "ToolFailure"
    EXECUTION_FAILURE = "ExecutionFailure"
    TRUNCATED = "Truncated"
    MEMORY_LIMIT_EXCEEDED = "MemoryLimitExceeded"
    SNAPSHOT_ERROR = "SnapshotError"
    SUSPEND_ERROR = "SuspendError"

    def __str__(self) -> str:
        return self.value


def _kind(name: str) -> Union[ErrorKind, str]:
    try:
        return ErrorKind(name)
    except ValueError:  # a kind added by a newer engine
        return name


@dataclasses.dataclass(frozen=True)
class Location:
    """A source position: 1-based line and column (the column counts UTF-16 code units)."""

    line: int
    column: int


@dataclasses.dataclass(frozen=True)
class Diagnostic:
    """Why a run failed."""

    kind: Union[ErrorKind, str]
    message: str
    location: Optional[Location] = None

    def __str__(self) -> str:
        where = f" (line {self.location.line}, column {self.location.column})" if self.location else ""
        return f"{self.kind}: {self.message}{where}"


@dataclasses.dataclass(frozen=True)
class RunWarning:
    """A warning attached to a result (an unhandled rejection, truncated output, a late timeout)."""

    kind: Union[ErrorKind, str]
    message: str


class RunError(CodeModeError):
    """Raised by :meth:`Result.unwrap` for a failed run; ``.diagnostic`` says why."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(str(diagnostic))
        self.diagnostic = diagnostic


@dataclasses.dataclass(frozen=True)
class Result:
    """A finished run: ``ok`` with its ``value``, or its ``error``; console ``logs``, ``warnings``,
    whether output was ``truncated`` to the limit, and the ``tool_calls`` it made (paths)."""

    ok: bool
    value: Any = None
    error: Optional[Diagnostic] = None
    logs: List[str] = dataclasses.field(default_factory=list)
    warnings: List[RunWarning] = dataclasses.field(default_factory=list)
    truncated: bool = False
    tool_calls: List[str] = dataclasses.field(default_factory=list)

    suspended = False

    def unwrap(self) -> Any:
        """The value, or :class:`RunError` for a failed run."""
        if not self.ok:
            assert self.error is not None
            raise RunError(self.error)
        return self.value


@dataclasses.dataclass(frozen=True)
class PendingCall:
    """A durable call a suspended run waits on: its key, tool path, input and the handle its
    ``start`` returned (None when the run was saved before that)."""

    key: str
    path: str
    args: Any
    handle: Any = None


@dataclasses.dataclass(frozen=True)
class Suspension:
    """A suspended run: ``state`` (``state.to_bytes()``) and the calls it waits on."""

    state: State
    pending: List[PendingCall]
    tool_calls: List[str] = dataclasses.field(default_factory=list)

    ok = False
    suspended = True

    def unwrap(self) -> Any:
        raise RunError(Diagnostic(ErrorKind.SUSPEND_ERROR, "The run was suspended; resume it to get its value."))


@dataclasses.dataclass(frozen=True)
class CatalogEntry:
    """One tool as the model sees it: path, expression, description, TypeScript-like signature."""

    path: str
    expression: str
    description: str
    signature: str


def pending_calls(raw: List[dict]) -> List[PendingCall]:
    return [PendingCall(p["key"], p["path"], p["args"], p["handle"]) for p in raw]


def outcome(raw: dict) -> Union[Result, Suspension]:
    """The native outcome dict as a :class:`Result` or :class:`Suspension`."""
    if raw["suspended"]:
        return Suspension(raw["state"], pending_calls(raw["pending"]), list(raw["tool_calls"]))
    error = None
    if raw["error"] is not None:
        e = raw["error"]
        loc: Optional[Tuple[int, int]] = e["location"]
        error = Diagnostic(_kind(e["kind"]), e["message"], Location(*loc) if loc else None)
    return Result(
        ok=raw["ok"],
        value=raw["value"],
        error=error,
        logs=list(raw["logs"]),
        warnings=[RunWarning(_kind(k), m) for k, m in raw["warnings"]],
        truncated=raw["truncated"],
        tool_calls=list(raw["tool_calls"]),
    )
