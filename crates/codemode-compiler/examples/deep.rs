//! Scratch: compiles `PREFIX x N + MID + SUFFIX x N` on a 2 MiB stack: `deep N PREFIX MID SUFFIX`.
fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = a[0].parse().unwrap();
    let src = format!("{}{}{}", a[1].replace("\\n", "\n").repeat(n), a[2], a[3].repeat(n));
    let t = std::time::Instant::now();
    let r = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || codemode_compiler::compile(&src, &Default::default()).map(|_| ()).map_err(|d| d.to_string()))
        .unwrap()
        .join()
        .unwrap();
    println!("{r:?} in {:?}", t.elapsed());
}
