// bulk: Array.from({ length: 1e6 }, f)
const a = Array.from({ length: 1000000 }, (_, i) => i * 2)
return a[999999]
