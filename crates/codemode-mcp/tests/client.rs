//! The client side end to end: codemode programs calling the fixture MCP server's tools, with the
//! server as a real child process (stdio) and served in-process over Streamable HTTP on
//! 127.0.0.1:0 — pagination, signatures, every kind of result, errors, cancellation, a crashing
//! server and reconnection, large results, HTTP headers.

use std::time::Duration;

use codemode::Runtime;
use codemode_mcp::fixture::Fixture;
use codemode_mcp::{ClientOptions, Endpoint, McpClient};
use serde_json::json;
use tokio_util::sync::CancellationToken;

fn fixture_command() -> Endpoint {
    Endpoint::command(env!("CARGO_BIN_EXE_codemode-mcp-fixture"), Vec::<String>::new())
}

/// Serves `fixture` over HTTP in this process; returns its URL and the token that stops it.
async fn serve_http(fixture: Fixture) -> (String, CancellationToken) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/mcp", listener.local_addr().unwrap());
    let stop = CancellationToken::new();
    tokio::spawn(codemode_mcp::http::serve(fixture, listener, stop.clone()));
    (url, stop)
}

async fn runtime(client: &McpClient) -> Runtime {
    Runtime::builder().record(client.name(), client.record()).timeout(Duration::from_secs(20)).build().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn child_process_tools_every_page_with_signatures() {
    let client = McpClient::connect("fx", fixture_command(), ClientOptions::default()).await.unwrap();
    let names: Vec<&str> = client.listed().iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names.len(), codemode_mcp::fixture::tools().len(), "every page was listed: {names:?}");
    assert!(names.len() > codemode_mcp::fixture::PAGE_SIZE);
    let rt = runtime(&client).await;
    let add = rt.tools().signature("fx.add").unwrap().to_owned();
    assert!(add.starts_with("tools.fx.add({"), "{add}");
    assert!(add.contains("a: number") && add.contains("sum: number"), "{add}");
    assert!(rt.tools().signature("fx.echo").unwrap().ends_with("Promise<unknown>"));
    assert!(rt.tools().signature("fx.get-page").unwrap().starts_with(r#"tools.fx["get-page"]("#));
    let entry = rt.catalog().into_iter().find(|e| e.path == "fx.add").unwrap();
    assert_eq!(entry.expression, "tools.fx.add");
    assert_eq!(entry.description, "Add two numbers.");

    let r = rt
        .execute(
            r#"const s = await tools.fx.add({ a: 2, b: 40 });
               const e = await tools.fx.echo({ text: "hi" });
               const p = await tools.fx["get-page"]({ n: 3 });
               return { s, e, p };"#,
        )
        .await;
    assert_eq!(r.value(), Some(&json!({"s": {"sum": 42}, "e": "hi", "p": "page 3"})), "{:?}", r.to_json());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_results_of_every_kind_and_errors() {
    let (url, stop) = serve_http(Fixture::new()).await;
    let client = McpClient::connect("fx", Endpoint::http(&url), ClientOptions::default()).await.unwrap();
    let rt = runtime(&client).await;
    let r = rt
        .execute(
            r#"const out = {};
               out.json = await tools.fx.json_text({ value: { k: [1, 2] } });
               out.picture = await tools.fx.picture({});
               out.document = await tools.fx.document({});
               try { await tools.fx.fail({ message: "no such order" }); } catch (e) { out.fail = e.message; }
               try { await tools.fx.reject({}); } catch (e) { out.reject = e.message; }
               try { await tools.fx.add({ a: "x", b: 1 }); } catch (e) { out.invalid = e.message; }
               out.big = (await tools.fx.big({ bytes: 1000000 })).length;
               return out;"#,
        )
        .await;
    let v = r.value().unwrap_or_else(|| panic!("{:?}", r.to_json())).clone();
    assert_eq!(v["json"], json!({"k": [1, 2]}));
    assert_eq!(
        v["picture"],
        json!([{"type": "text", "text": "a 1×1 PNG"}, {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}])
    );
    assert_eq!(v["document"][0]["type"], "resource");
    assert_eq!(v["document"][0]["resource"]["text"], "hello from a resource");
    assert_eq!(v["fail"], "no such order");
    let reject = v["reject"].as_str().unwrap();
    assert!(reject.contains("rejected the call to 'reject'") && reject.contains("the fixture rejects"), "{reject}");
    assert!(v["invalid"].as_str().unwrap().starts_with("Invalid input for tool 'fx.add'"), "{}", v["invalid"]);
    assert_eq!(v["big"], 1_000_000);
    stop.cancel();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_headers_reach_the_server() {
    let (url, stop) = serve_http(Fixture::new()).await;
    let endpoint = Endpoint::http(&url).header("Authorization", "Bearer s3cret").header("X-Team", "blue");
    let client = McpClient::connect("fx", endpoint, ClientOptions::default()).await.unwrap();
    let rt = runtime(&client).await;
    let r = rt
        .execute(
            r#"return [await tools.fx.header({ name: "authorization" }), await tools.fx.header({ name: "x-team" })];"#,
        )
        .await;
    assert_eq!(r.value(), Some(&json!(["Bearer s3cret", "blue"])), "{:?}", r.to_json());
    stop.cancel();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_that_times_out_cancels_its_calls() {
    let fixture = Fixture::new();
    let (url, stop) = serve_http(fixture.clone()).await;
    let client = McpClient::connect("fx", Endpoint::http(&url), ClientOptions::default()).await.unwrap();
    let rt = Runtime::builder().record("fx", client.record()).timeout(Duration::from_millis(500)).build().unwrap();
    let r = rt.execute("await Promise.all([tools.fx.wait({ ms: 60000 }), tools.fx.wait({ ms: 60000 })]);").await;
    assert!(!r.is_ok());
    // The server sees notifications/cancelled for both requests (a generous bound keeps a broken
    // cancellation from hanging the test).
    for _ in 0..200 {
        if fixture.cancelled() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(fixture.cancelled(), 2);
    stop.cancel();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn child_process_cancellation_reaches_the_server() {
    let client = McpClient::connect("fx", fixture_command(), ClientOptions::default()).await.unwrap();
    let rt = Runtime::builder().record("fx", client.record()).timeout(Duration::from_millis(500)).build().unwrap();
    let r = rt.execute("await tools.fx.wait({ ms: 60000 });").await;
    assert!(!r.is_ok());
    let rt = runtime(&client).await;
    let mut count = json!(0);
    for _ in 0..200 {
        count = rt.execute("return (await tools.fx.cancelled({})).count;").await.value().cloned().unwrap_or_default();
        if count == json!(1) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(count, json!(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crashing_server_is_a_clear_error_and_the_next_run_reconnects() {
    let client = McpClient::connect("fx", fixture_command(), ClientOptions::default()).await.unwrap();
    let rt = runtime(&client).await;
    let r = rt
        .execute(
            r#"const before = (await tools.fx.pid({})).pid;
               try { await tools.fx.crash({}); return "no error"; }
               catch (e) { return { before, message: e.message }; }"#,
        )
        .await;
    let v = r.value().unwrap_or_else(|| panic!("{:?}", r.to_json())).clone();
    let message = v["message"].as_str().unwrap();
    assert!(message.contains("MCP server 'fx' is not reachable"), "{message}");
    let r = rt.execute("return (await tools.fx.pid({})).pid;").await;
    let after = r.value().unwrap_or_else(|| panic!("{:?}", r.to_json()));
    assert_ne!(after, &v["before"], "a new server process");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreachable_servers_are_connect_errors() {
    let err = McpClient::connect("gone", Endpoint::command("/nonexistent/mcp-server", ["x"]), ClientOptions::default())
        .await
        .unwrap_err();
    assert!(err.to_string().starts_with("MCP server 'gone': cannot start `/nonexistent/mcp-server x`"), "{err}");
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/mcp", listener.local_addr().unwrap());
    drop(listener);
    let options = ClientOptions { connect_timeout: Duration::from_secs(10), ..ClientOptions::default() };
    let err = McpClient::connect("down", Endpoint::http(&url), options).await.unwrap_err();
    assert!(err.to_string().starts_with("MCP server 'down': "), "{err}");
    let err = McpClient::connect("bad name", fixture_command(), ClientOptions::default()).await.unwrap_err();
    assert!(err.message.contains("not a valid MCP server name"), "{err}");
}
