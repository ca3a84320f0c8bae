/*---
{
  "description": "Annex B String HTML methods (CreateHTML escapes quotes in the attribute) and RegExp.prototype.compile (reinitializes in place, resets lastIndex)",
  "expect": {
    "ok": true,
    "value": ["<a name=\"&quot;x&quot;\">t</a>", "<big>t</big>", "<b>t</b>", "<tt>t</tt>", "<font color=\"red\">t</font>", "<font size=\"7\">t</font>", "<i>t</i>", "<a href=\"u\">t</a>", "<small>t</small>", "<strike>t</strike>", "<sub>t</sub>", "<sup>t</sup>", "<blink>t</blink>", "TypeError", true, "b+", "gi", 0, true, "a", "", "SyntaxError", "TypeError", "TypeError"]
  }
}
---*/
const s = "t"
const out = [s.anchor('"x"'), s.big(), s.bold(), s.fixed(), s.fontcolor("red"), s.fontsize(7), s.italics(), s.link("u"), s.small(), s.strike(), s.sub(), s.sup(), s.blink()]
try { String.prototype.bold.call(null) } catch (e) { out.push(e.name) }
const re = /a/y
re.lastIndex = 3
out.push(re.compile("b+", "gi") === re, re.source, re.flags, re.lastIndex, re.test("xBB"))
re.compile(/a/)
out.push(re.source, re.flags)
try { re.compile("(", "") } catch (e) { out.push(e.name) }
try { re.compile(/a/, "g") } catch (e) { out.push(e.name) }
try { RegExp.prototype.compile.call({}, "a") } catch (e) { out.push(e.name) }
return out
