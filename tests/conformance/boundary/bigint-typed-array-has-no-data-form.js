/*---
{
  "description": "a BigInt64Array result has no data form, like any BigInt (JSON.stringify throws on it too)",
  "expect": {"ok": false, "kind": "InvalidDataValue", "messageIncludes": "BigInt"}
}
---*/
return { big: new BigInt64Array([1n]) }
