// codemode prelude, part 4: remaining built-ins written in JavaScript.

// search(input): the synchronous tool search, counted as a tool call by the host.
function search(input = {}) {
  return __search(toData(input, "Search input"))
}
__defineGlobal("search", search)
__export("%search", search)
