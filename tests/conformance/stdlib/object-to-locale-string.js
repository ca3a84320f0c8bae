/*---
{
  "description": "Object.prototype.toLocaleString calls toString",
  "expect": {
    "ok": true,
    "value": [
      "T",
      "1,a",
      "5"
    ]
  }
}
---*/
return [({ toString() { return "T" } }).toLocaleString(), [1, "a"].toLocaleString(), Object.prototype.toLocaleString.call(5)]
