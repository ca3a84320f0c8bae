/*---
{"description": "a tool output nested deeper than 32 levels is the tool's invalid output, even without validation of its schema. note: plain JS has no data boundary (the oracle does not emulate this)", "tools": {"deep": {"fixture": "const", "value": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["leaf"]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}, "expect": {"ok": false, "kind": "InvalidToolOutput", "message": "Invalid output from tool 'deep': the value exceeds the maximum value depth of 32"}}
---*/
return await tools.deep({})
