// survey: string tolocaleupper normalize
let r = 0
for (let i = 0; i < 50000; i++) r += ('Straße ' + i).toLocaleUpperCase().length + ('Ok' + i).toLocaleLowerCase().length
return r
