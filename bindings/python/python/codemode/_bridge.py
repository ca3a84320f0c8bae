"""How the native module reaches asyncio: submitting awaitables to a loop and waiting for them.

Blocking runs (``CodeMode.execute``) send asynchronous work (``async def`` tools, durable
functions, awaitable hooks) to one background event loop, started on first use in a daemon thread
and kept for the life of the process, so that clients bound to a loop stay usable across runs.
Asynchronous runs use the caller's loop instead.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from typing import Any, Awaitable, Optional

_lock = threading.Lock()
_loop: Optional[asyncio.AbstractEventLoop] = None
_thread: Optional[threading.Thread] = None


def background_loop() -> asyncio.AbstractEventLoop:
    """The background loop, started on first use."""
    global _loop, _thread
    with _lock:
        if _loop is None or _loop.is_closed():
            loop = asyncio.new_event_loop()
            ready = threading.Event()

            def run() -> None:
                asyncio.set_event_loop(loop)
                loop.call_soon(ready.set)
                loop.run_forever()

            _thread = threading.Thread(target=run, name="codemode-asyncio", daemon=True)
            _thread.start()
            ready.wait()
            _loop = loop
        return _loop


def in_background_loop() -> bool:
    """Whether the calling thread runs the background loop."""
    return _thread is not None and threading.current_thread() is _thread


async def _await(awaitable: Awaitable[Any]) -> Any:
    return await awaitable


def submit(awaitable: Awaitable[Any], loop: Optional[asyncio.AbstractEventLoop]) -> concurrent.futures.Future:
    """Runs ``awaitable`` on ``loop`` (the background loop when None) from any thread."""
    return asyncio.run_coroutine_threadsafe(_await(awaitable), loop or background_loop())


def wait(awaitable: Awaitable[Any], loop: Optional[asyncio.AbstractEventLoop]) -> Any:
    """Runs ``awaitable`` on ``loop`` and blocks the calling thread until it is done."""
    return submit(awaitable, loop).result()


from ._tools import plain  # noqa: E402  (the native module converts results with it)
