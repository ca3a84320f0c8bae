let a = 1
const b = a + 2
var c
a = b * 3
a += 1
a
