fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50_000);
    let kind = std::env::args().nth(2).unwrap_or_else(|| "open".into());
    let src = match kind.as_str() {
        "open" => format!("return {}1", "[".repeat(n)),
        "closed" => format!("return {}1{}", "[".repeat(n), "]".repeat(n)),
        _ => format!("return {}1", "- ".repeat(n)),
    };
    let r = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            codemode_compiler::compile(&src, &Default::default())
                .map(|_| ())
                .map_err(|d| d.to_string())
        })
        .unwrap()
        .join()
        .unwrap();
    println!("{r:?}");
}
