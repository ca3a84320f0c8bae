/*---
{
  "description": "atob and btoa follow the forgiving-base64 rules: whitespace skipped, optional padding, InvalidCharacterError for bad input",
  "expect": {"ok": true, "value": ["", "Zg==", "Zm8=", "Zm9v", "//4A", "MTIz", "bnVsbA==", "", "foobar", "foob", "foob", "fooba", "ée", "f", ["InvalidCharacterError", "Invalid character", true, 5], ["InvalidCharacterError", "The string to be decoded is not correctly encoded.", true, 5], ["InvalidCharacterError", "Invalid character", true, 5], ["InvalidCharacterError", "Invalid character", true, 5], ["InvalidCharacterError", "Invalid character", true, 5], ["InvalidCharacterError", "Invalid character", true, 5], ["InvalidCharacterError", "Invalid character", true, 5], ["TypeError", "The \"input\" argument must be specified", true, "ERR_MISSING_ARGS"], ["TypeError", "The \"input\" argument must be specified", true, "ERR_MISSING_ARGS"], 3]}
}
---*/
const err = (f) => {
  try {
    return f()
  } catch (e) {
    return [e.name, e.message, e instanceof Error, e.code]
  }
}
return [
  btoa(""), btoa("f"), btoa("fo"), btoa("foo"), btoa("\u00ff\u00fe\u0000"), btoa(123), btoa(null),
  atob(""), atob(" Zm9v YmFy "), atob("Zm9vYg"), atob("Zm9vYg=="), atob("Zm9vYmE="), atob(null), atob("\tZg==\n"),
  err(() => btoa("✓")), err(() => atob("Zm9vY")), err(() => atob("Zm9vYg=")), err(() => atob("Zm9vYg===")),
  err(() => atob("Z=9v")), err(() => atob("Zm9v!")), err(() => atob("Zm9\u00e9")), err(() => atob()), err(() => btoa()),
  atob("/+/+").length,
]
