// survey: bigint arith
let a = 1n, r = 0n
for (let i = 0; i < 100000; i++) { a = (a * 31n + BigInt(i)) % 1000000007n; r += a }
return String(r)
