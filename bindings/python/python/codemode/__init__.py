"""codemode: run code-mode programs — short JavaScript/TypeScript programs written by a model —
in a confined interpreter whose only door to the outside world is the tools you give it.

    import codemode

    def lookup(id: str) -> dict:
        "Look up an order by ID."
        return {"id": id, "status": "open"}

    cm = codemode.CodeMode(tools={"orders.lookup": lookup})
    result = cm.execute("const o = await tools.orders.lookup({ id: 'o1' }); return o.status")
    assert result.ok and result.value == "open"

See the package README for tools, schemas, limits, hooks, async runs and suspend/resume.
"""

from ._native import BuildError, CodeModeError, SnapshotError, State, __version__
from ._codemode import CallEnd, CodeMode, Hooks, Limits, ToolCall
from ._results import (
    CatalogEntry,
    Diagnostic,
    ErrorKind,
    Location,
    PendingCall,
    Result,
    RunError,
    RunWarning,
    Suspension,
)
from ._tools import CallContext, DurableContext, DurableTool, Namespace, Tool, ToolError, tool

__all__ = [
    "BuildError",
    "CallContext",
    "CallEnd",
    "CatalogEntry",
    "CodeMode",
    "CodeModeError",
    "Diagnostic",
    "DurableContext",
    "DurableTool",
    "ErrorKind",
    "Hooks",
    "Limits",
    "Location",
    "Namespace",
    "PendingCall",
    "Result",
    "RunError",
    "RunWarning",
    "SnapshotError",
    "State",
    "Suspension",
    "Tool",
    "ToolCall",
    "ToolError",
    "__version__",
    "tool",
]
