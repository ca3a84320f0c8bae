/*---
{
  "description": "invalid toLocaleString options throw V8's RangeError and TypeError messages. note: maximumFractionDigits 21 is accepted (ECMA-402 since 2023 allows up to 100; node 20 still stops at 20)",
  "expect": { "ok": true, "value": ["1", "RangeError: minimumFractionDigits value is out of range.", "RangeError: maximumFractionDigits value is out of range.", "RangeError: maximumSignificantDigits value is out of range.", "RangeError: minimumIntegerDigits value is out of range.", "TypeError: Currency code is required with currency style.", "RangeError: Value bogus out of range for Number.prototype.toLocaleString options property style", "RangeError: Invalid currency code : US", "RangeError: Value sometimes out of range for Number.prototype.toLocaleString options property signDisplay", "RangeError: maximumFractionDigits value is out of range.", "TypeError: Number.prototype.toLocaleString requires that 'this' be a Number"] }
}
---*/
const out = []
for (const o of [{ maximumFractionDigits: 21 }, { minimumFractionDigits: -1 }, { minimumFractionDigits: 3, maximumFractionDigits: 1 }, { maximumSignificantDigits: 0 }, { minimumIntegerDigits: 22 }, { style: "currency" }, { style: "bogus" }, { style: "currency", currency: "US" }, { signDisplay: "sometimes" }, { maximumFractionDigits: "x" }]) {
  try {
    out.push((1).toLocaleString(undefined, o))
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
try {
  Number.prototype.toLocaleString.call("1")
} catch (e) {
  out.push(e.name + ": " + e.message)
}
return out
