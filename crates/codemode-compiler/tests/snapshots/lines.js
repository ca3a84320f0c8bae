const config = null
const other = { deep: {} }
other.deep.value = 1 +
  other.deep.missing.length
return config.field
