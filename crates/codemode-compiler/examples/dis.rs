//! Prints the disassembly of a file (or of `-e SOURCE`): `cargo run -p codemode-compiler --example dis -- FILE`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (src, ts) = match args.as_slice() {
        [flag, code] if flag == "-e" => (code.clone(), true),
        [flag, code] if flag == "-js" => (code.clone(), false),
        [path] => {
            let text = std::fs::read_to_string(path).expect("readable file");
            // Strip a conformance front matter block, keeping line numbers.
            let text = match (text.find("/*---"), text.find("---*/")) {
                (Some(0), Some(end)) => {
                    let block = &text[..end + 5];
                    let blank = "\n".repeat(block.matches('\n').count());
                    format!("{blank}{}", &text[end + 5..])
                }
                _ => text,
            };
            (text, !path.ends_with(".js"))
        }
        _ => {
            eprintln!("usage: dis FILE | -e SOURCE | -js SOURCE");
            std::process::exit(2);
        }
    };
    let opts = codemode_compiler::CompileOptions { typescript: ts, ..Default::default() };
    match codemode_compiler::compile(&src, &opts) {
        Ok(code) => print!("{}", codemode_bytecode::disasm::disassemble(&code, Some(&src))),
        Err(d) => {
            println!("{d}");
            std::process::exit(1);
        }
    }
}
