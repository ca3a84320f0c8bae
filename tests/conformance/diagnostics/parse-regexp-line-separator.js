/*---
{
  "description": "A regular expression literal holds no line terminator: U+2028 inside one is a ParseError (swc accepts it; the resolver reports it)",
  "expect": {"ok": false, "kind": "ParseError"}
}
---*/
const re = / /
return re.source
