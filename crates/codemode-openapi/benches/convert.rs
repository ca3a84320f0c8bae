//! Benchmarks: converting a large generated document (1000 operations, over 10 MB of JSON), and
//! what a generated tool call adds on top of the HTTP round trip it makes (peers in one process:
//! the same GET sent with the same `reqwest` client directly, then through the generated tool, then
//! through a whole codemode run).
//!
//! `cargo bench -p codemode-openapi --bench convert`

use std::hint::black_box;

use codemode_openapi::{OpenApi, Options};
use codemode_tools::{CallContext, Tools};
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};

/// A document with `ops` operations, each with its own object schema of 40 described properties.
pub fn large_document(ops: usize) -> String {
    let mut paths = serde_json::Map::new();
    let mut schemas = serde_json::Map::new();
    let text = "A property of the generated benchmark schema, described at some length so that the document is as large as real ones. ".repeat(2);
    for i in 0..ops {
        let mut props = serde_json::Map::new();
        for p in 0..40 {
            let ty = ["string", "integer", "boolean", "number"][p % 4];
            props.insert(
                format!("field{p}"),
                json!({ "type": ty, "description": format!("{text}{p}"), "nullable": p % 3 == 0 }),
            );
        }
        // Each schema refers to the next one of its group of ten (a cycle of ten), as real APIs'
        // schemas form small clusters; one ring through all of them makes every tool carry every
        // definition, which is quadratic (see docs/compatibility.md, OpenAPI, "large documents").
        let next = i / 10 * 10 + (i + 1) % 10;
        props.insert("parent".into(), json!({ "$ref": format!("#/components/schemas/Item{}", next.min(ops - 1)) }));
        schemas.insert(format!("Item{i}"), json!({ "type": "object", "properties": props, "required": ["field0"] }));
        paths.insert(
            format!("/resources{i}/{{id}}"),
            json!({
                "get": {
                    "operationId": format!("group{}.get{i}", i % 20),
                    "summary": format!("Get resource {i}"),
                    "parameters": [
                        { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } },
                        { "name": "expand", "in": "query", "schema": { "type": "array", "items": { "type": "string" } } }
                    ],
                    "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": format!("#/components/schemas/Item{i}") } } } } }
                }
            }),
        );
    }
    let doc = json!({
        "openapi": "3.0.3",
        "info": { "title": "Large", "version": "1" },
        "servers": [{ "url": "https://api.example.com" }],
        "paths": paths,
        "components": { "schemas": schemas }
    });
    serde_json::to_string(&doc).unwrap_or_default()
}

fn convert(c: &mut Criterion) {
    let doc = large_document(1000);
    eprintln!("document: {} operations, {:.1} MB", 1000, doc.len() as f64 / 1e6);
    let mut g = c.benchmark_group("convert");
    g.sample_size(10);
    g.bench_function("from_spec_1000_ops", |b| {
        b.iter(|| black_box(OpenApi::from_spec(black_box(&doc), Options::new()).map(|c| c.generated.len())))
    });
    g.bench_function("from_spec_and_catalog_1000_ops", |b| {
        b.iter(|| {
            let c = OpenApi::from_spec(&doc, Options::new()).ok()?;
            let tools = Tools::builder().record("api", c.tools).build().ok()?;
            Some(black_box(tools.catalog().len()))
        })
    });
    g.finish();
}

const SMALL: &str = r#"{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{"/items/{id}":{"get":{"operationId":"items.get",
 "parameters":[{"name":"id","in":"path","required":true,"schema":{"type":"string"}},{"name":"q","in":"query","schema":{"type":"string"}}],
 "responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object"}}}}}}}}}"#;

fn call_overhead(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let base = rt.block_on(async {
        let app = axum::Router::new().route(
            "/items/{id}",
            axum::routing::get(|axum::extract::Path(id): axum::extract::Path<String>| async move {
                axum::Json(json!({ "id": id, "ok": true }))
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        format!("http://{addr}")
    });
    let client = reqwest::Client::new();
    let api = OpenApi::from_spec(SMALL, Options::new().base_url(base.clone()).client(client.clone())).unwrap();
    let tools = Tools::builder().record("api", api.tools.clone()).build().unwrap();
    let tool = tools.get("api.items.get").unwrap().clone();
    let runtime = codemode::Runtime::builder().record("api", api.tools).build().unwrap();

    let mut g = c.benchmark_group("call");
    g.bench_function("reqwest_direct", |b| {
        b.iter(|| {
            rt.block_on(async {
                let r = client.get(format!("{base}/items/a1?q=x")).send().await.unwrap();
                black_box(serde_json::from_slice::<Value>(&r.bytes().await.unwrap()).unwrap())
            })
        })
    });
    g.bench_function("generated_tool", |b| {
        b.iter(|| {
            let ctx = CallContext::new("run:1", "api.items.get");
            black_box(rt.block_on(tool.call(json!({ "id": "a1", "q": "x" }), ctx)).unwrap())
        })
    });
    g.bench_function("codemode_run", |b| {
        b.iter(|| black_box(rt.block_on(runtime.execute("return await tools.api.items.get({ id: 'a1', q: 'x' })"))))
    });
    g.finish();
}

criterion_group!(benches, convert, call_overhead);
criterion_main!(benches);
