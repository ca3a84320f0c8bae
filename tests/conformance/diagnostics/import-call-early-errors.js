/*---
{
  "description": "import() with a spread argument is an early SyntaxError (ImportCall is not extensible), reported before anything runs",
  "expect": {
    "ok": false,
    "error": { "kind": "ParseError" }
  }
}
---*/
console.log("never runs")
const f = async () => import(...["x"])
