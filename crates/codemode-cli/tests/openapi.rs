//! `--openapi` through the `codemode` binary: a program calling a real local API (axum on
//! 127.0.0.1:0) under two namespaces, `--auth SCHEME=env:VAR`, and `catalog`/`search` showing the
//! generated tools and the skipped operations.

use std::path::PathBuf;
use std::process::Command;

use axum::Json;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use serde_json::json;

const SECRET: &str = "cli-s3cret-7781";

const SPEC: &str = r#"
openapi: 3.0.3
info: { title: Shop, version: "1" }
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
paths:
  /orders/{id}:
    get:
      operationId: orders.get
      summary: Look up an order
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      security: [{ token: [] }]
      responses:
        "200":
          description: ok
          content: { application/json: { schema: { type: object, properties: { id: { type: string }, total: { type: number } } } } }
  /upload:
    post:
      operationId: upload
      requestBody: { content: { multipart/form-data: { schema: { type: object } } } }
      responses: { "200": { description: ok } }
"#;

async fn server() -> String {
    let app = axum::Router::new().route(
        "/orders/{id}",
        get(|axum::extract::Path(id): axum::extract::Path<String>, headers: HeaderMap| async move {
            let ok = headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bearer {SECRET}"));
            if ok {
                Json(json!({ "id": id, "total": 12.5 })).into_response()
            } else {
                (StatusCode::UNAUTHORIZED, "no").into_response()
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

fn files() -> (PathBuf, PathBuf) {
    let d = std::env::temp_dir().join(format!("codemode-openapi-cli-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let spec = d.join("shop.yaml");
    std::fs::write(&spec, SPEC).unwrap();
    let prog = d.join("prog.js");
    std::fs::write(
        &prog,
        "const a = await tools.shop.orders.get({ id: 'o1' });\nconst b = await tools.east.orders.get({ id: 'o2' });\n\
         return { ids: [a.id, b.id], total: a.total + b.total }",
    )
    .unwrap();
    (spec, prog)
}

async fn output(args: Vec<String>) -> (i32, String, String) {
    tokio::task::spawn_blocking(move || {
        let out =
            Command::new(env!("CARGO_BIN_EXE_codemode")).args(&args).env("SHOP_TOKEN", SECRET).output().expect("runs");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    })
    .await
    .unwrap()
}

#[tokio::test]
async fn run_catalog_and_search_with_openapi() {
    let base = server().await;
    let (spec, prog) = files();
    let spec = spec.display().to_string();
    let prog = prog.display().to_string();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    // `codemode run prog.js` with the document at the server and more flags.
    let run = |more: &[&str]| {
        let mut args = s(&["run", &prog, "--openapi", &spec, "--openapi-base-url", &base]);
        args.extend(s(more));
        args
    };

    let (code, stdout, stderr) = output(run(&[
        "--openapi",
        &spec,
        "--openapi-base-url",
        &base,
        "--openapi-namespace",
        "shop",
        "--openapi-namespace",
        "east",
        "--auth",
        "token=env:SHOP_TOKEN",
    ]))
    .await;
    assert_eq!(code, 0, "{stdout} {stderr}");
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(v["value"], json!({ "ids": ["o1", "o2"], "total": 25 }), "{v}");
    assert_eq!(v["toolCalls"], json!(["shop.orders.get", "east.orders.get"]));
    assert!(!stdout.contains(SECRET) && !stderr.contains(SECRET));

    // Without the credential the call fails with a message the program could act on.
    let (code, stdout, _) = output(run(&["--openapi-namespace", "shop"])).await;
    assert_ne!(code, 0);
    assert!(
        stdout.contains("GET /orders/{id} requires authentication; no credential available for: token."),
        "{stdout}"
    );

    let (code, stdout, stderr) = output(s(&["catalog", "--openapi", &spec, "--openapi-base-url", &base])).await;
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("/** Look up an order */\ntools.shop.orders.get({\n  id: string,\n}): Promise<{"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "// shop: skipped POST /upload: request body has no JSON media type (declared: multipart/form-data)"
        ),
        "{stdout}"
    );

    let (code, stdout, stderr) = output(s(&["search", "--openapi", &spec, "--openapi-base-url", &base, "order"])).await;
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(v["items"][0]["path"], "tools.shop.orders.get");
    assert!(stderr.contains("shop: skipped POST /upload"), "{stderr}");

    // Without servers or a base URL, the operations are skipped with the reason.
    let (code, stdout, _) = output(s(&["catalog", "--openapi", &spec])).await;
    assert_eq!(code, 0);
    assert!(stdout.contains("skipped GET /orders/{id}: no server URL"), "{stdout}");
    let (code, _, stderr) = output(s(&["catalog", "--openapi", &spec, "--auth", "token"])).await;
    assert_eq!(code, 2);
    assert!(stderr.contains("--auth expects SCHEME=env:VAR"), "{stderr}");
}

/// A schema too big to inline, shared by two operations: `catalog` declares its alias once, before the
/// signatures, and both signatures name it; `--json` lists the declaration as its own entry.
#[tokio::test]
async fn catalog_declares_a_shared_alias_once() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let mut fields = serde_json::Map::new();
    for i in 0..45 {
        fields.insert(format!("field{i}"), json!({ "type": "number" }));
    }
    fields.insert("parent".into(), json!({ "$ref": "#/components/schemas/Big" }));
    let op = |id: &str| {
        json!({ "get": { "operationId": id, "responses": { "200": { "description": "ok",
            "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Big" } } } } } } })
    };
    let spec = json!({
        "openapi": "3.1.0",
        "info": { "title": "big", "version": "1" },
        "servers": [{ "url": "http://127.0.0.1:9" }],
        "paths": { "/a": op("getA"), "/b": op("getB") },
        "components": { "schemas": { "Big": { "type": "object", "properties": fields } } }
    });
    let d = std::env::temp_dir().join(format!("codemode-openapi-cli-big-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let path = d.join("big.json");
    std::fs::write(&path, serde_json::to_string(&spec).unwrap()).unwrap();
    let path = path.display().to_string();

    let (code, stdout, stderr) = output(s(&["catalog", "--openapi", &path, "--openapi-namespace", "big"])).await;
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.matches("type Big = {\n").count(), 1, "{stdout}");
    let declared = stdout.find("type Big = {\n").unwrap();
    let a = stdout.find("tools.big.getA(").expect("getA listed");
    let b = stdout.find("tools.big.getB(").expect("getB listed");
    assert!(declared < a && declared < b, "the declaration comes first:\n{stdout}");
    assert!(stdout.contains("  parent?: Big,\n"), "{stdout}");
    for at in [a, b] {
        let sig = &stdout[at..];
        let sig = &sig[..sig.find("\n\n").unwrap_or(sig.len())];
        // The result is shown in full once; its nested `parent` is the alias, not a second copy.
        assert!(sig.contains("  parent?: Big,\n"), "the signature names the alias: {sig}");
        assert_eq!(sig.matches("field44?").count(), 1, "the alias is not inlined again: {sig}");
    }

    let (code, stdout, stderr) =
        output(s(&["catalog", "--json", "--openapi", &path, "--openapi-namespace", "big"])).await;
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let decls: Vec<&serde_json::Value> = v.as_array().unwrap().iter().filter(|e| e.get("type").is_some()).collect();
    assert_eq!(decls.len(), 1, "{stdout}");
    assert_eq!(decls[0]["namespace"], "big");
    assert_eq!(decls[0]["type"], "Big");
}
