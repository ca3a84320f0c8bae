"""The runtime of the cross-process test: both processes build it the same way."""

import asyncio

import codemode

CODE = """
const first = await tools.orders.lookup({ id: 'o1' });
const a = await tools.approve({ build: 'build-7' });
if (a.approved) console.log('approved');
const again = await tools.orders.lookup({ id: first.id });
return { deployed: a.approved ? 'build-7' : null, first: again.id }
"""


def lookup(id: str) -> dict:
    """Look up an order by ID."""
    return {"id": id, "status": "open"}


def start(build: str, ctx: codemode.DurableContext) -> dict:
    return {"ticket": ctx.key, "build": build}


async def attach(handle: dict) -> dict:
    await asyncio.Event().wait()  # a human answers later, elsewhere
    return {}


def runtime() -> codemode.CodeMode:
    return codemode.CodeMode(
        tools={
            "orders.lookup": lookup,
            "approve": codemode.DurableTool("Ask a human to approve a deploy", start=start, attach=attach),
        }
    )
