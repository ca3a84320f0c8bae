//! `codemode mcp` end to end: the built `codemode` binary as an MCP server, driven by rmcp's own
//! client over stdio (a child process) and over Streamable HTTP (`--listen 127.0.0.1:0`), whose
//! upstream tools are themselves MCP servers — the fixture server of `codemode-mcp`, served in
//! this process over HTTP, and another `codemode mcp` whose tool kills it mid-call (a crashing
//! upstream). Listing, `execute` combining two upstream calls, `search`, `describe`, failing
//! programs, a timeout, cancellation, `--log-calls`; durable runs as MCP tasks across a restart.

mod common;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use codemode_mcp::fixture::Fixture;
use codemode_mcp::rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, CancelTaskParams, ClientCapabilities, ClientConfig,
    DetailedTask, GetTaskParams, Implementation, TaskPayload, TaskStatus,
};
use codemode_mcp::rmcp::service::{RoleClient, RunningService};
use codemode_mcp::rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use codemode_mcp::rmcp::{ServiceExt as _, transport::streamable_http_client::StreamableHttpClientTransportConfig};
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

type Client = RunningService<RoleClient, ClientConfig>;

const BIN: &str = env!("CARGO_BIN_EXE_codemode");

fn config() -> ClientConfig {
    ClientConfig::new(ClientCapabilities::default(), Implementation::new("codemode-test", "0"))
}

/// Serves the fixture over HTTP in this process; its URL and the token that stops it.
async fn fixture(fx: Fixture) -> (String, CancellationToken) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/mcp", listener.local_addr().unwrap());
    let stop = CancellationToken::new();
    tokio::spawn(codemode_mcp::http::serve(fx, listener, stop.clone()));
    (url, stop)
}

/// `codemode mcp ARGS` as a child process spoken to over stdio.
async fn stdio_client(args: &[String], dir: &Path) -> Client {
    let mut cmd = tokio::process::Command::new(BIN);
    cmd.arg("mcp").args(args).current_dir(dir);
    let (transport, _) = TokioChildProcess::builder(cmd).stderr(Stdio::inherit()).spawn().expect("starts codemode mcp");
    tokio::time::timeout(Duration::from_secs(60), config().serve(transport)).await.expect("handshake in time").unwrap()
}

/// A `codemode mcp --listen 127.0.0.1:0 ARGS` process, killed when dropped.
struct HttpServer {
    child: std::process::Child,
    url: String,
    log: PathBuf,
}

impl HttpServer {
    // The child is killed and waited for by `Drop`, or before the panic when it never starts.
    #[allow(clippy::zombie_processes)]
    fn start(args: &[String], dir: &Path) -> HttpServer {
        let log = dir.join(format!("{}.log", common::unique("mcp")));
        let mut child = std::process::Command::new(BIN)
            .arg("mcp")
            .args(["--listen", "127.0.0.1:0"])
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("starts codemode mcp --listen");
        let until = Instant::now() + Duration::from_secs(60);
        loop {
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            if let Some(rest) = text.split("codemode mcp listening on ").nth(1) {
                let url = rest.split_whitespace().next().unwrap().to_owned();
                return HttpServer { child, url, log };
            }
            if Instant::now() >= until {
                let _ = child.kill();
                let _ = child.wait();
                panic!("codemode mcp did not start: {text}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    async fn client(&self) -> Client {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let http = reqwest::Client::builder().build().unwrap();
        let transport = StreamableHttpClientTransport::with_client(
            http,
            StreamableHttpClientTransportConfig::with_uri(self.url.as_str()),
        );
        tokio::time::timeout(Duration::from_secs(30), config().serve(transport))
            .await
            .expect("handshake in time")
            .unwrap()
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn call(client: &Client, tool: &str, args: Value) -> CallToolResult {
    let Value::Object(args) = args else { panic!("arguments must be an object") };
    let params = CallToolRequestParams::new(tool.to_owned()).with_arguments(args);
    tokio::time::timeout(Duration::from_secs(60), client.peer().call_tool(params))
        .await
        .expect("the call answers in time")
        .unwrap()
}

async fn execute(client: &Client, code: &str) -> CallToolResult {
    call(client, "execute", json!({ "code": code })).await
}

fn text(r: &CallToolResult) -> String {
    r.content.iter().filter_map(|c| c.as_text().map(|t| t.text.clone())).collect()
}

fn structured(r: &CallToolResult) -> Value {
    r.structured_content.clone().unwrap_or_else(|| panic!("no structured content: {r:?}"))
}

/// Two upstream calls combined into one value.
const COMBINE: &str = r#"
    const s = await tools.fx.add({ a: 2, b: 40 });
    const e = await tools.fx.echo({ text: "sum" });
    console.log("combined", s.sum);
    return `${e}=${s.sum}`;
"#;

async fn the_surface_works(client: &Client) {
    let listed = client.peer().list_all_tools().await.unwrap();
    let names: Vec<&str> = listed.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names, ["execute", "search", "describe"]);
    let description = listed[0].description.as_deref().unwrap();
    assert!(description.contains("await tools.<namespace>.<tool>(input)"), "{description}");
    let n = codemode_mcp::fixture::tools().len();
    assert!(description.contains(&format!("- tools.fx ({n} tools: add, big,")), "{description}");
    assert!(description.contains("Limits per run: 30 s, 1000 tool calls"), "{description}");

    let r = execute(client, COMBINE).await;
    assert_eq!(r.is_error, Some(false), "{r:?}");
    let v = structured(&r);
    assert_eq!(v["value"], "sum=42", "{v}");
    assert_eq!(v["toolCalls"], json!(["fx.add", "fx.echo"]));
    assert_eq!(v["logs"], json!(["combined 42"]));
    let t = text(&r);
    assert!(t.contains("value: \"sum=42\"") && t.contains("tool calls (2): fx.add, fx.echo"), "{t}");

    let r = call(client, "search", json!({ "query": "add two numbers" })).await;
    let v = structured(&r);
    assert_eq!(v["items"][0]["path"], "tools.fx.add", "{v}");
    assert!(text(&r).contains("tools.fx.add({"), "{}", text(&r));

    let r = call(client, "describe", json!({ "path": "tools.fx.add" })).await;
    let v = structured(&r);
    assert_eq!(v["path"], "fx.add");
    assert_eq!(v["inputSchema"]["required"], json!(["a", "b"]));
    assert_eq!(v["outputSchema"]["properties"]["sum"]["type"], "number");
    assert!(v["signature"].as_str().unwrap().starts_with("tools.fx.add({"), "{v}");
    let r = call(client, "describe", json!({ "path": "tools.fx[\"get-page\"]" })).await;
    assert_eq!(structured(&r)["path"], "fx.get-page");
    let r = call(client, "describe", json!({ "path": "fx" })).await;
    assert_eq!(structured(&r)["tools"].as_array().unwrap().len(), n);
    let r = call(client, "describe", json!({ "path": "tools.fx.echo_text" })).await;
    assert_eq!(r.is_error, Some(true));
    assert!(text(&r).contains("Did you mean tools.fx."), "{}", text(&r));

    let r = execute(client, r#"await tools.fx.fail({ message: "no such order" });"#).await;
    assert_eq!(r.is_error, Some(true), "{r:?}");
    let v = structured(&r);
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["kind"], "ToolFailure", "{v}");
    assert!(v["error"]["message"].as_str().unwrap().contains("no such order"), "{v}");
    assert!(text(&r).starts_with("error ToolFailure: "), "{}", text(&r));
    let r = execute(client, "return (").await;
    assert_eq!(r.is_error, Some(true));
    assert_eq!(structured(&r)["error"]["kind"], "ParseError");
    let r = call(client, "execute", json!({})).await;
    assert_eq!(r.is_error, Some(true));
}

fn log_lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path).unwrap_or_default().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stdio_execute_search_describe_errors_and_the_call_log() {
    let dir = common::tempdir("mcp-stdio");
    let (url, stop) = fixture(Fixture::new()).await;
    let log = dir.join("calls.jsonl");
    let args = vec![
        format!("--mcp=fx={url}"),
        "--mcp-header=fx=Authorization: Bearer s3cret-token".into(),
        format!("--log-calls={}", log.display()),
    ];
    let client = stdio_client(&args, &dir).await;
    the_surface_works(&client).await;

    let lines = log_lines(&log);
    let before = lines.iter().find(|l| l["event"] == "before" && l["path"] == "fx.add").expect("a before line");
    assert_eq!(before["input"], json!({ "a": 2, "b": 40 }));
    let run = before["run"].as_str().unwrap();
    assert!(run.starts_with("run-"), "{before}");
    assert!(before["key"].as_str().unwrap().starts_with(&format!("{run}:")));
    let after = lines.iter().find(|l| l["event"] == "after" && l["key"] == before["key"]).expect("an after line");
    assert_eq!(after["outcome"]["ok"], true, "{after}");
    assert_eq!(after["outcome"]["value"]["sum"].as_f64(), Some(42.0), "{after}");
    let failed = lines.iter().find(|l| l["event"] == "after" && l["path"] == "fx.fail").unwrap();
    assert_eq!(failed["outcome"]["ok"], false);
    let raw = std::fs::read_to_string(&log).unwrap();
    assert!(!raw.contains("s3cret"), "credentials never reach the log");
    client.cancel().await.unwrap();
    stop.cancel();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_execute_a_timeout_cancellation_and_a_crashing_upstream() {
    let dir = common::tempdir("mcp-http");
    let fx = Fixture::new();
    let (url, stop) = fixture(fx.clone()).await;
    // An upstream that dies mid-call: another `codemode mcp` whose only tool kills its process.
    common::write(
        &dir,
        "crash.json",
        r#"{ "tools": { "boom": { "description": "Kill the server", "command": ["sh", "-c", "kill -9 $PPID"] } } }"#,
    );
    let crashy = format!("--mcp=crashy={BIN} mcp --tools {}", dir.join("crash.json").display());
    let server = HttpServer::start(&[format!("--mcp=fx={url}"), crashy, "--timeout-ms=30000".into()], &dir);
    let client = server.client().await;

    let r = execute(&client, COMBINE).await;
    assert_eq!(structured(&r)["value"], "sum=42", "{r:?}");
    let r = call(&client, "search", json!({ "query": "echo" })).await;
    assert_eq!(structured(&r)["items"][0]["path"], "tools.fx.echo");

    // The upstream crashes during the call: a clear, catchable error, not a hang; the next call
    // starts it again.
    let started = Instant::now();
    let r = execute(
        &client,
        r#"let crashed;
           try { await tools.crashy.execute({ code: "return await tools.boom({})" }); } catch (e) { crashed = e.message; }
           const again = await tools.crashy.describe({ path: "boom" });
           return { crashed, again: again.signature };"#,
    )
    .await;
    let v = structured(&r);
    let crashed = v["value"]["crashed"].as_str().unwrap_or_else(|| panic!("{v}"));
    assert!(crashed.contains("MCP server 'crashy' is not reachable"), "{crashed}");
    assert!(v["value"]["again"].as_str().unwrap().starts_with("tools.boom("), "{v}");
    assert!(started.elapsed() < Duration::from_secs(30));
    client.cancel().await.unwrap();
    drop(server);

    // A run over its time limit fails with TimeoutExceeded, and its upstream call is cancelled.
    let server = HttpServer::start(&[format!("--mcp=fx={url}"), "--timeout-ms=700".into()], &dir);
    let client = server.client().await;
    let started = Instant::now();
    let r = execute(&client, "await tools.fx.wait({ ms: 60000 }); return 1").await;
    assert_eq!(r.is_error, Some(true));
    assert_eq!(structured(&r)["error"]["kind"], "TimeoutExceeded", "{r:?}");
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    wait_for(|| fx.cancelled() == 1, "the timed-out run cancels its upstream call").await;

    // The client cancels an `execute` call: the run stops, and its upstream call with it.
    let params = CallToolRequestParams::new("execute")
        .with_arguments(json!({ "code": "await tools.fx.wait({ ms: 60000 })" }).as_object().unwrap().clone());
    let pending = tokio::spawn({
        let peer = client.peer().clone();
        async move { peer.call_tool(params).await }
    });
    tokio::time::sleep(Duration::from_millis(500)).await;
    pending.abort();
    wait_for(|| fx.cancelled() == 2, "a cancelled execute cancels its upstream call").await;
    let r = execute(&client, "return 7").await;
    assert_eq!(structured(&r)["value"], 7);
    assert!(!std::fs::read_to_string(&server.log).unwrap().contains("panicked"));
    client.cancel().await.unwrap();
    stop.cancel();
}

async fn wait_for(cond: impl Fn() -> bool, what: &str) {
    for _ in 0..300 {
        if cond() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("{what}: not within 6 s");
}

fn tasks_config() -> ClientConfig {
    ClientConfig::new(ClientCapabilities::builder().enable_tasks().build(), Implementation::new("codemode-test", "0"))
}

async fn stdio_tasks_client(args: &[String], dir: &Path) -> Client {
    let mut cmd = tokio::process::Command::new(BIN);
    cmd.arg("mcp").args(args).current_dir(dir);
    let (transport, _) = TokioChildProcess::builder(cmd).stderr(Stdio::inherit()).spawn().expect("starts codemode mcp");
    tokio::time::timeout(Duration::from_secs(60), tasks_config().serve(transport)).await.expect("handshake").unwrap()
}

async fn task_of(client: &Client, code: &str) -> String {
    let params =
        CallToolRequestParams::new("execute").with_arguments(json!({ "code": code }).as_object().unwrap().clone());
    match client.peer().call_tool_once(params).await.unwrap() {
        CallToolResponse::Task(t) => {
            assert_eq!(t.task.status, TaskStatus::Working);
            t.task.task_id
        }
        other => panic!("expected a task: {other:?}"),
    }
}

async fn task_status(client: &Client, id: &str) -> DetailedTask {
    client.peer().get_task(GetTaskParams::new(id)).await.unwrap().task
}

/// A durable run as an MCP task: working, the server stops, a new server on the same store picks
/// the task up and completes it once the durable job ends; a client without the Tasks extension
/// gets the run id and `wait`s; `tasks/cancel` cancels.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_durable_task_survives_a_server_restart() {
    let dir = common::tempdir("mcp-tasks");
    common::write(
        &dir,
        "durable.json",
        r#"{ "tools": {
            "job": { "description": "A slow job", "input": { "type": "object" },
                     "output": { "type": "object", "properties": { "n": { "type": "number" } }, "required": ["n"] },
                     "command": ["sh", "-c", "sleep 3; echo '{\"n\": 41}'"], "durable": true },
            "forever": { "description": "A job that never ends", "command": ["sh", "-c", "sleep 600"], "durable": true }
        } }"#,
    );
    let store = dir.join("store");
    let args = vec!["--tools=durable.json".to_string(), format!("--store={}", store.display())];
    let client = stdio_tasks_client(&args, &dir).await;
    let names: Vec<String> = client.peer().list_all_tools().await.unwrap().iter().map(|t| t.name.to_string()).collect();
    assert_eq!(names, ["execute", "search", "describe", "wait", "cancel"]);
    // An ordinary program still answers at once.
    let r = call(&client, "execute", json!({ "code": "return 1 + 1" })).await;
    assert_eq!(structured(&r)["value"], 2);

    let id = task_of(&client, "const r = await tools.job({}); return r.n + 1").await;
    let t = task_status(&client, &id).await;
    assert_eq!(t.status(), TaskStatus::Working);
    assert!(store.join(format!("{id}.snapshot")).exists());
    // The server goes away while the job runs.
    client.cancel().await.unwrap();

    let client = stdio_tasks_client(&args, &dir).await;
    let until = Instant::now() + Duration::from_secs(30);
    let result = loop {
        let t = task_status(&client, &id).await;
        if let TaskPayload::Completed { result } = &t.payload {
            break result.clone();
        }
        assert_eq!(t.status(), TaskStatus::Working, "{t:?}");
        assert!(Instant::now() < until, "the task did not complete");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(result["structuredContent"]["value"], 42, "{result:?}");
    assert_eq!(result["isError"], false);
    assert!(!store.join(format!("{id}.snapshot")).exists(), "a finished run's bytes are removed");

    // Cancelling a task.
    let id = task_of(&client, "await tools.forever({}); return 'never'").await;
    client.peer().cancel_task(CancelTaskParams::new(&id)).await.unwrap();
    assert_eq!(task_status(&client, &id).await.status(), TaskStatus::Cancelled);
    client.cancel().await.unwrap();

    // A client without the Tasks extension gets the run id, then waits.
    let client = stdio_client(&args, &dir).await;
    let r = call(&client, "execute", json!({ "code": "const r = await tools.job({}); return r.n * 2" })).await;
    let v = structured(&r);
    assert_eq!(v["status"], "suspended", "{v}");
    assert_eq!(v["pending"][0]["path"], "job");
    let run = v["runId"].as_str().unwrap().to_owned();
    assert!(text(&r).contains("Call `wait`"), "{}", text(&r));
    let r = call(&client, "wait", json!({ "runId": run, "timeoutMs": 30000 })).await;
    assert_eq!(structured(&r)["value"], 82, "{r:?}");
    let r = call(&client, "wait", json!({ "runId": "run-nope" })).await;
    assert_eq!(r.is_error, Some(true));
    client.cancel().await.unwrap();
}
