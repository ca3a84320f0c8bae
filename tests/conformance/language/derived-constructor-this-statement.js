/*---
{
  "description": "A bare `this;` statement in a derived constructor (extends null included) before super() throws ReferenceError: the unused read is not dropped",
  "expect": {"ok": true, "value": ["ReferenceError", "ReferenceError", "TypeError", "ok"]}
}
---*/
const out = []
class B {}
class N extends B { constructor() { try { this; out.push('no error') } catch (e) { out.push(e.name) } return {} } }
new N()
class Z extends null { constructor() { try { this; out.push('no error') } catch (e) { out.push(e.name) } return {} } }
new Z()
try { new (class extends null {})() } catch (e) { out.push(e.name) }
class P { constructor() { this; out.push('ok') } }
new P()
return out
