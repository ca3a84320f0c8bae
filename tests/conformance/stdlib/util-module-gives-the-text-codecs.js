/*---
{
  "description": "the Node module 'util' resolves to the globals that provide its members (TextEncoder, TextDecoder), by name or with node:",
  "expect": {"ok": true, "value": [true, true, "h\u00e9", true]}
}
---*/
import { TextEncoder, TextDecoder } from "util"
const util = require("node:util")
return [
  TextEncoder === globalThis.TextEncoder,
  util.TextDecoder === globalThis.TextDecoder,
  new TextDecoder().decode(new TextEncoder().encode("h\u00e9")),
  (await import("util")).TextEncoder === TextEncoder,
]
