// strings: split / join / indexOf / slice / toUpperCase / padStart / replaceAll / template, 1e5 words
const words = []
for (let i = 0; i < 100000; i++) words.push("w" + (i % 1000))
const text = words.join(" ")
const back = text.split(" ")
let n = back.length + text.indexOf("w999") + text.toUpperCase().length + text.replaceAll("w1", "W").length
for (let i = 0; i < 100000; i++) n += `${back[i]}:${i}`.padStart(12, ".").slice(2, 6).length
return n
