const name = "world"
const s = `hello ${name}, ${1 + 1}!`
const only = `${name}`
function tag(strings, ...values) { return strings.raw }
tag`a${name}b\n`
