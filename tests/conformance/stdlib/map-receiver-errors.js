/*---
{
  "description": "Map methods reject incompatible receivers and calls without new",
  "expect": {
    "ok": true,
    "value": [
      "Constructor Map requires 'new'",
      "Method Map.prototype.get called on incompatible receiver #<Object>",
      "Method get Map.prototype.size called on incompatible receiver #<Set>",
      "Iterator value 1 is not an entry object",
      "TypeError"
    ]
  }
}
---*/
const out = []
try { Map() } catch (e) { out.push(e.message) }
try { Map.prototype.get.call({}, 1) } catch (e) { out.push(e.message) }
try { Object.getOwnPropertyDescriptor(Map.prototype, "size").get.call(new Set()) } catch (e) { out.push(e.message) }
try { new Map([1]) } catch (e) { out.push(e.message) }
try { new Map(5) } catch (e) { out.push(e.constructor.name) }
return out
