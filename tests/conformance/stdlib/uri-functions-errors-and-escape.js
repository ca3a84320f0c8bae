/*---
{
  "description": "encodeURI/encodeURIComponent/decodeURI/decodeURIComponent edge cases (reserved sets, surrogates, malformed sequences), escape and unescape",
  "expect": {"ok": true, "value": [";/?:@&=+$,#-_.!~*'()%20%5B%5D%7B%7D%7C%5C%5E%60%22%3C%3E%25%C3%A9", "%3B%2F%3F%3A%40%26%3D%2B%24%2C%23-_.!~*'()%20%5B%5D%7B%7D%7C%5C%5E%60%22%3C%3E%25%C3%A9", "%F0%9F%98%80%00%7F%C2%80%DF%BF%E0%A0%80%EF%BF%BF", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "%3B%2F%3F%3A%40%26%3D%2B%24%2C%23A€ ", ";/?:@&=+$,#A€ ", "😀", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "URIError: URI malformed", "a+b", "12.5", "undefined", "a%20b+%E9%u20AC%uD83D%uDE00@*_-./", "€A%zz%u12%", 1, "decodeURIComponent"]}
}
---*/
const err = (f) => {
  try {
    return f()
  } catch (e) {
    return e.name + ": " + e.message
  }
}
return [
  encodeURI(";/?:@&=+$,#-_.!~*'() []{}|\\^`\"<>%é"),
  encodeURIComponent(";/?:@&=+$,#-_.!~*'() []{}|\\^`\"<>%é"),
  encodeURIComponent("😀\u0000\u007f\u0080\u07ff\u0800\uffff"),
  err(() => encodeURIComponent("\ud800")),
  err(() => encodeURI("a\udc00")),
  err(() => encodeURIComponent("\ud800\ud800")),
  decodeURI("%3B%2F%3F%3A%40%26%3D%2B%24%2C%23%41%e2%82%ac%20"),
  decodeURIComponent("%3B%2F%3F%3A%40%26%3D%2B%24%2C%23%41%e2%82%ac%20"),
  decodeURIComponent("%F0%9F%98%80"),
  err(() => decodeURIComponent("%")),
  err(() => decodeURIComponent("%4")),
  err(() => decodeURIComponent("%zz")),
  err(() => decodeURIComponent("%80")),
  err(() => decodeURIComponent("%C0%80")),
  err(() => decodeURIComponent("%E2%82")),
  err(() => decodeURIComponent("%E2%82%41")),
  err(() => decodeURIComponent("%ED%A0%80")),
  err(() => decodeURIComponent("%F4%90%80%80")),
  err(() => decodeURIComponent("%FF")),
  decodeURIComponent("a+b"),
  encodeURIComponent(12.5),
  decodeURI(undefined),
  escape("a b+é€😀@*_-./"),
  unescape("%u20AC%41%zz%u12%"),
  encodeURI.length,
  decodeURIComponent.name,
]
