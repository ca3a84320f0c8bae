/*---
{
  "description": "TextEncoder/TextDecoder: lone surrogates, encodeInto limits, BOM handling, fatal mode, streaming, labels and argument errors",
  "expect": {"ok": true, "value": ["utf-8", "utf-8", false, false, [97, 239, 191, 189, 98], [], [], [110, 117, 108, 108], [49, 50], {"read": 3, "written": 5}, [97, 240, 159, 152, 128], {"read": 1, "written": 1}, {"read": 0, "written": 0}, "A", 2, "a�b�", "�", "", 2, "|�A", "|€A", "|B", true, "TypeError: The encoded data was not valid for encoding utf-8", "é", "utf-8", "utf-8", "RangeError: The \"latin-9-not-real\" encoding is not supported", "TypeError: The \"list\" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.", "TypeError: The \"dest\" argument must be an instance of Uint8Array. Received an instance of Array", "TypeError: Class constructor TextEncoder cannot be invoked without 'new'", "TypeError: The \"options\" argument must be of type object. Received type number (5)", "hi", "[object TextEncoder]", "[object TextDecoder]"]}
}
---*/
const enc = new TextEncoder()
const dec = new TextDecoder()
const err = (f) => {
  try {
    const r = f()
    return typeof r === "string" ? r : JSON.stringify(r)
  } catch (e) {
    return e.name + ": " + e.message
  }
}
const bytes = (u) => Array.from(u)
const out = [enc.encoding, dec.encoding, dec.fatal, dec.ignoreBOM]
out.push(bytes(enc.encode("a\ud800b")), bytes(enc.encode()), bytes(enc.encode(undefined)), bytes(enc.encode(null)), bytes(enc.encode(12)))
const dst = new Uint8Array(5)
out.push(enc.encodeInto("a😀bc", dst), bytes(dst), enc.encodeInto("héllo", new Uint8Array(2)), enc.encodeInto("", new Uint8Array(0)))
out.push(dec.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).length)
out.push(dec.decode(new Uint8Array([0x61, 0xff, 0x62, 0xe2, 0x82])), dec.decode(new Uint8Array([0xf0, 0x9f, 0x98])), dec.decode(), dec.decode(new ArrayBuffer(2)).length)
out.push(new TextDecoder().decode(new Uint8Array([0xe2, 0x82]), { stream: true }) + "|" + dec.decode(new Uint8Array([0xac, 0x41])))
const streaming = new TextDecoder()
out.push(streaming.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) + "|" + streaming.decode(new Uint8Array([0xac, 0x41])))
out.push(streaming.decode(new Uint8Array([0xef, 0xbb]), { stream: true }) + "|" + streaming.decode(new Uint8Array([0xbf, 0x42])))
const fatal = new TextDecoder("utf-8", { fatal: true })
out.push(fatal.fatal, err(() => fatal.decode(new Uint8Array([0xc3]))), fatal.decode(new Uint8Array([0xc3, 0xa9])))
out.push(new TextDecoder(" UTF8 ").encoding, new TextDecoder("unicode-1-1-utf-8").encoding)
out.push(err(() => new TextDecoder("latin-9-not-real")), err(() => dec.decode("str")), err(() => enc.encodeInto("a", [])), err(() => TextEncoder()), err(() => new TextDecoder("utf-8", 5)))
const view = new Uint8Array([0, 0x68, 0x69, 0]).subarray(1, 3)
out.push(dec.decode(view), Object.prototype.toString.call(enc), Object.prototype.toString.call(dec))
return out
