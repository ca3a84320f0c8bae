#!/usr/bin/env python3
"""Example command tool: reads {"id": ...} on stdin, prints an order as JSON."""
import json
import sys

order = json.load(sys.stdin)
oid = order.get("id", "")
if not oid:
    print("an order id is required", file=sys.stderr)
    sys.exit(2)
status = "complete" if oid.endswith(("0", "5")) else "open"
print(json.dumps({"id": oid, "status": status}))
