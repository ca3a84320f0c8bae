//! `codemode-mcp-fixture [--listen 127.0.0.1:PORT]`: the fixture MCP server of
//! `codemode_mcp::fixture`, over stdio (the default) or Streamable HTTP (it prints
//! `listening on http://ADDR/mcp` to stderr once bound). Logs go to stderr only.

use codemode_mcp::fixture::Fixture;
use rmcp::ServiceExt as _;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rt = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("codemode-mcp-fixture: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let result: Result<(), String> = rt.block_on(async move {
        match args.as_slice() {
            [] => {
                let service =
                    Fixture::new().allow_crash().serve(rmcp::transport::stdio()).await.map_err(|e| e.to_string())?;
                service.waiting().await.map_err(|e| e.to_string())?;
                Ok(())
            }
            [flag, addr] if flag == "--listen" => {
                let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| e.to_string())?;
                let local = listener.local_addr().map_err(|e| e.to_string())?;
                eprintln!("listening on http://{local}/mcp");
                let stop = tokio_util::sync::CancellationToken::new();
                codemode_mcp::http::serve(Fixture::new().allow_crash(), listener, stop).await.map_err(|e| e.to_string())
            }
            _ => Err("usage: codemode-mcp-fixture [--listen ADDR]".into()),
        }
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("codemode-mcp-fixture: {e}");
            std::process::ExitCode::from(1)
        }
    }
}
