/*---
{
  "description": "URL setters (valid and ignored values), href errors, and searchParams kept in sync both ways",
  "expect": {"ok": true, "value": ["http://me:p%20w@b.test:8080/q%20r?x=1", "http://b.test:8080", "b.test:8080", "http://me:p%20w@b.test:8080/q%20r?x=1", "b.test", "1", 2, true, "?a=1&b=2&c=x+y", "http://me:p%20w@b.test/q%20r?a=1&b=2&c=x+y", "", "http://me:p%20w@b.test/q%20r", "v", "#frag", "https://c.test/?k=v#frag", "https://c.test/?k=v#frag", ["TypeError", "Invalid URL", "ERR_INVALID_URL"], "https://c.test/?k=v#frag", "file:", "", "/C:/dir/file.txt", "null", "someone@example.test", "?subject=hi", "null", "hi", "http://[::1]/%C3%BC?%C3%BC=%C3%BC#%C3%BC", "[::1]", "", "example.xn--tst-jma", 0, "{\"u\":\"https://c.test/?k=v#frag\"}", "[object URL]", true, null, "https://b.test/p"]}
}
---*/
const u = new URL("https://a.test/p?x=1#h")
const sp = u.searchParams
const out = []
u.protocol = "http"
u.username = "me"
u.password = "p w"
u.hostname = "b.test"
u.port = "8080"
u.pathname = "q r"
u.hash = ""
out.push(u.href, u.origin, u.host)
u.port = "not a port"
u.protocol = "1bad"
out.push(u.href)
u.port = ""
out.push(u.host)
u.search = "a=1&b=2"
out.push(sp.get("a"), sp.size, sp === u.searchParams)
sp.append("c", "x y")
out.push(u.search, u.href)
sp.delete("a")
sp.delete("b")
sp.delete("c")
out.push(u.search, u.href)
u.href = "https://c.test/?k=v#frag"
out.push(sp.get("k"), u.hash, String(u), u.toJSON())
let err
try {
  u.href = "not a url"
} catch (e) {
  err = [e.name, e.message, e.code]
}
out.push(err, u.href)
const f = new URL("file:///C:/dir/file.txt")
out.push(f.protocol, f.host, f.pathname, f.origin)
const m = new URL("mailto:someone@example.test?subject=hi")
out.push(m.pathname, m.search, m.origin, m.searchParams.get("subject"))
const ip = new URL("http://[::1]:80/ü?ü=ü#ü")
out.push(ip.href, ip.host, ip.port)
const idn = new URL("https://EXAMPLE.Tëst/")
out.push(idn.hostname)
out.push(Object.keys(u).length, JSON.stringify({ u }), Object.prototype.toString.call(u))
out.push(URL.canParse("x", "https://b.test/"), URL.parse("nope"), URL.parse("/p", "https://b.test/q").href)
return out
