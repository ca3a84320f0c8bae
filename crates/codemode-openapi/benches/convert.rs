//! Benchmarks: converting a large generated document (1000 operations, over 10 MB of JSON, its
//! schemas in clusters of ten, in one ring through all of them, or around one hub schema),
//! building its catalog and searching it, and
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

#[path = "../tests/large/mod.rs"]
mod large;

use large::{Shape, large_document};

fn convert(c: &mut Criterion) {
    let mut g = c.benchmark_group("convert");
    g.sample_size(10);
    for (shape, label) in [(Shape::Clusters, "clusters"), (Shape::Ring, "ring"), (Shape::Hub, "hub")] {
        let doc = large_document(1000, shape);
        let converted = OpenApi::from_spec(&doc, Options::new()).unwrap();
        let tools = Tools::builder().record("api", converted.tools).build().unwrap();
        let catalog: usize = tools.catalog().iter().map(|e| e.signature.len()).sum::<usize>()
            + tools.declarations().iter().map(|d| d.text.len()).sum::<usize>();
        eprintln!(
            "{label}: 1000 operations, {:.1} MB document, catalog {:.1} MB ({} declarations)",
            doc.len() as f64 / 1e6,
            catalog as f64 / 1e6,
            tools.declarations().len()
        );
        g.bench_function(format!("from_spec_1000_ops_{label}"), |b| {
            b.iter(|| black_box(OpenApi::from_spec(black_box(&doc), Options::new()).map(|c| c.generated.len())))
        });
        g.bench_function(format!("from_spec_and_catalog_1000_ops_{label}"), |b| {
            b.iter(|| {
                let c = OpenApi::from_spec(&doc, Options::new()).ok()?;
                let tools = Tools::builder().record("api", c.tools).build().ok()?;
                Some(black_box(tools.catalog().len()))
            })
        });
        g.bench_function(format!("search_1000_ops_{label}"), |b| {
            b.iter(|| black_box(tools.search(&json!({ "query": "get resource 500" })).map(|v| v["remaining"].clone())))
        });
    }
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
