//! Generated tools against a real HTTP server (axum on 127.0.0.1:0), run through the public API:
//! parameters of every supported style, JSON bodies, auth schemes, redirects, timeouts, the size
//! cap, malformed JSON, error statuses, cancellation, and secrets that never leak.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use codemode::{CallEnd, ExecuteOptions, Hooks, Runtime};
use codemode_openapi::{AuthRequest, Credential, OpenApi, Options};
use common::{SECRET, SPEC};
use serde_json::{Value, json};

async fn resolver(req: AuthRequest) -> Result<Option<Credential>, codemode_openapi::AuthError> {
    Ok(match req.name.as_str() {
        "bearerAuth" => Some(Credential::Bearer { token: SECRET.into() }),
        "basicAuth" => Some(Credential::Basic { username: "ann".into(), password: SECRET.into() }),
        "keyHeader" => Some(Credential::ApiKey { value: SECRET.into() }),
        _ => None,
    })
}

async fn runtime(options: Options) -> (Runtime, codemode_openapi::Converted) {
    let base = common::start().await;
    let converted = OpenApi::from_spec(SPEC, options.base_url(base)).expect("converts");
    let runtime = Runtime::builder().record("api", converted.tools.clone()).build().expect("builds");
    (runtime, converted)
}

async fn run(runtime: &Runtime, code: &str) -> Result<Value, String> {
    let r = runtime.execute(code).await;
    match &r.outcome {
        Ok(v) => Ok(v.clone()),
        Err(d) => Err(d.message.clone()),
    }
}

/// What a program sees when the call fails: the message of the caught error.
async fn caught(runtime: &Runtime, call: &str) -> String {
    let code = format!("try {{ await {call}; return 'no error' }} catch (e) {{ return e.message }}");
    run(runtime, &code).await.expect("the program runs").as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn path_query_header_and_body_parameters() {
    let (rt, _) = runtime(Options::new().header("x-trace", "default").auth(resolver)).await;
    let v =
        run(&rt, "return await tools.api.users.get({ path_id: 'a b/c', query_id: 5, 'x-trace': 't1' })").await.unwrap();
    assert_eq!(v["id"], "a b/c");
    assert_eq!(v["echo"]["query"], "id=5");
    assert_eq!(v["echo"]["trace"], "t1", "a header parameter overrides the host's header");
    assert_eq!(v["echo"]["accept"], "application/json");

    let v = run(&rt, "return await tools.api.users.get({ path_id: '1' })").await.unwrap();
    assert_eq!(v["echo"]["trace"], "default");
    assert_eq!(v["echo"]["query"], Value::Null);

    let v = run(
        &rt,
        "return await tools.api.search.run({ tags: ['a', 'b c'], csv: ['x', 'y'], filter: { k: 'v', n: '1' }, \
         spread: { p: 'q' }, nothing: null, 'X-Tenant': [1, 2] })",
    )
    .await
    .unwrap();
    assert_eq!(v["query"], "tags=a&tags=b%20c&csv=x%2Cy&filter%5Bk%5D=v&filter%5Bn%5D=1&p=q&nothing=null");
    assert_eq!(v["tenant"], "1,2");

    let v = run(&rt, "return await tools.api.getItemsByIds({ ids: ['a', 'b/c', \"!'()*\"] })").await.unwrap();
    assert_eq!(v["ids"], "a,b/c,!'()*", "the server decodes what was percent-encoded");

    let v = run(&rt, "return await tools.api.users.create({ query_dryRun: true, name: 'Ann', body_dryRun: false })")
        .await
        .unwrap();
    assert_eq!(v["query"], "dryRun=true");
    assert_eq!(v["body"], json!({ "name": "Ann", "dryRun": false }));
    assert_eq!(v["contentType"], "application/json");

    let v = run(&rt, "return await tools.api.users.patch({ id: '3', body: { name: 'Bo' } })").await.unwrap();
    assert_eq!(v["contentType"], "application/merge-patch+json");
    assert_eq!(v["body"], json!({ "name": "Bo" }));

    let v = run(&rt, "return await tools.api.users.delete({ id: '3' })").await.unwrap();
    assert_eq!(v, Value::Null, "204 gives null");
    let v = run(&rt, "return await tools.api.text()").await.unwrap();
    assert_eq!(v, "hello there");
}

#[tokio::test]
async fn input_errors_fail_before_anything_is_sent() {
    let asked = Arc::new(Mutex::new(0));
    let count = asked.clone();
    let options = Options::new().auth(move |req: AuthRequest| {
        *count.lock().unwrap() += 1;
        resolver(req)
    });
    let (rt, _) = runtime(options).await;
    let m = caught(&rt, "tools.api.secure.bearer({ nope: 1 })").await;
    assert!(m.starts_with("Invalid input for tool 'api.secure.bearer'"), "{m}");
    let m = caught(&rt, "tools.api.search.run({ filter: { k: { deep: 1 } } })").await;
    assert!(m.starts_with("Invalid input"), "the schema catches it first: {m}");
    let m = caught(&rt, "tools.api.getItemsByIds({ ids: ['..'] })").await;
    assert_eq!(m, "Path parameter 'ids' must not be empty, '.' or '..'.");
    let m = caught(&rt, "tools.api.getItemsByIds({ ids: [] })").await;
    assert_eq!(m, "Path parameter 'ids' must not be empty, '.' or '..'.");
    assert_eq!(*asked.lock().unwrap(), 0, "no credential was asked for");
}

#[tokio::test]
async fn nested_values_are_rejected_when_validation_cannot() {
    // A schema that allows anything still cannot send nested values in a query.
    let spec = r#"{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/search":{"get":{"operationId":"q",
        "parameters":[{"name":"f","in":"query","schema":{}}],"responses":{"200":{"description":"ok"}}}}}}"#;
    let base = common::start().await;
    let api = OpenApi::from_spec(spec, Options::new().base_url(base)).unwrap();
    let rt = Runtime::builder().record("", api.tools).build().unwrap();
    let m = caught(&rt, "tools.q({ f: { a: [1] } })").await;
    assert_eq!(m, "Parameter 'f' contains an unsupported nested value.");
}

#[tokio::test]
async fn authentication_schemes() {
    let (rt, _) = runtime(Options::new().auth(resolver)).await;
    assert_eq!(run(&rt, "return await tools.api.secure.bearer()").await.unwrap(), json!({ "ok": "bearer" }));
    assert_eq!(run(&rt, "return await tools.api.secure.basic()").await.unwrap(), json!({ "ok": "basic" }));
    // The cookie alternative is dropped, the header one is satisfied.
    assert_eq!(run(&rt, "return await tools.api.secure.key()").await.unwrap(), json!({ "ok": "header" }));
    assert_eq!(run(&rt, "return await tools.api.secure.optional()").await.unwrap(), json!({ "authorized": true }));

    // Only the query key: the header alternative has no credential, the next one is used.
    let only_query = |req: AuthRequest| async move {
        Ok(if req.name == "keyQuery" { Some(Credential::ApiKey { value: SECRET.into() }) } else { None })
    };
    let (rt, _) = runtime(Options::new().auth(only_query)).await;
    assert_eq!(run(&rt, "return await tools.api.secure.key()").await.unwrap(), json!({ "ok": "query" }));
    let m = caught(&rt, "tools.api.secure.bearer()").await;
    assert_eq!(m, "GET /secure/bearer requires authentication; no credential available for: bearerAuth.");
    assert_eq!(run(&rt, "return await tools.api.secure.optional()").await.unwrap(), json!({ "authorized": false }));

    let (rt, _) = runtime(Options::new()).await;
    let m = caught(&rt, "tools.api.secure.key()").await;
    assert_eq!(m, "GET /secure/key requires authentication; no credential available for: keyHeader, keyQuery.");

    let failing = |_req: AuthRequest| async move { Err(codemode_openapi::AuthError(format!("vault down: {SECRET}"))) };
    let (rt, _) = runtime(Options::new().auth(failing)).await;
    let m = caught(&rt, "tools.api.secure.bearer()").await;
    assert_eq!(m, "GET /secure/bearer failed: the credential for 'bearerAuth' could not be resolved");

    let doubled = |_req: AuthRequest| async move {
        Ok(Some(Credential::Header { name: "Authorization".into(), value: "x".into() }))
    };
    let spec = SPEC.replace("security: [{ bearerAuth: [] }, {}]", "security: [{ bearerAuth: [], basicAuth: [] }]");
    let base = common::start().await;
    let api = OpenApi::from_spec(&spec, Options::new().base_url(base).auth(doubled)).unwrap();
    let rt = Runtime::builder().record("api", api.tools).build().unwrap();
    let m = caught(&rt, "tools.api.secure.optional()").await;
    assert_eq!(m, "GET /secure/anonymous-ok failed: multiple credentials for header 'authorization'");
}

#[tokio::test]
async fn redirects_statuses_and_bodies() {
    let (rt, _) = runtime(Options::new().max_redirects(3)).await;
    let v = run(&rt, "return await tools.api.redirect()").await.unwrap();
    assert_eq!(v["id"], "7");
    let m = caught(&rt, "tools.api.loop()").await;
    assert_eq!(m, "GET /loop failed: transport error");
    let r = rt.execute("return await tools.api.loop()").await;
    let message = &r.error().unwrap().message;
    assert!(message.contains("Caused by: too many redirects"), "{message}");

    let m = caught(&rt, "tools.api.status({ code: 404 })").await;
    assert!(m.starts_with("GET /status/{code} failed with HTTP 404: {\"error\":\"status 404\""), "{m}");
    assert!(m.ends_with("..."), "the summary is capped: {}", m.len());
    assert!(m.len() < 700);
    let v = run(
        &rt,
        "try { await tools.api.status({ code: 500 }) } catch (e) { return Number(/HTTP (\\d+)/.exec(e.message)[1]) }",
    )
    .await
    .unwrap();
    assert_eq!(v, 500, "the status is in the message");
    let v = run(
        &rt,
        "try { await tools.api.status({ code: 404 }) } catch (e) {\n\
           return { status: e.status, text: e.statusText, error: e.body.error, keys: Object.keys(e), msg: e.message.slice(0, 30) }\n\
         }",
    )
    .await
    .unwrap();
    assert_eq!(
        v,
        json!({ "status": 404, "text": "Not Found", "error": "status 404", "keys": ["status", "statusText", "body"],
                "msg": "GET /status/{code} failed with" }),
        "the status and the parsed body are properties of the error"
    );
    let v = run(&rt, "try { await tools.api.emptyError() } catch (e) { return [e.status, e.body] }").await.unwrap();
    assert_eq!(v, json!([503, null]));
    let m = caught(&rt, "tools.api.emptyError()").await;
    assert_eq!(m, "GET /empty-error failed with HTTP 503: no response body");
    let m = caught(&rt, "tools.api.badJson()").await;
    assert_eq!(m, "GET /bad-json returned malformed JSON");

    let (rt, _) = runtime(Options::new().max_redirects(0)).await;
    let m = caught(&rt, "tools.api.redirect()").await;
    assert!(m.starts_with("GET /redirect failed with HTTP 302"), "{m}");
}

#[tokio::test]
async fn size_cap_by_length_and_while_streaming() {
    let (rt, _) = runtime(Options::new().max_response_bytes(1024 * 1024)).await;
    assert_eq!(caught(&rt, "tools.api.huge()").await, "GET /huge failed: response exceeds 1 MiB");
    assert_eq!(caught(&rt, "tools.api.hugeStream()").await, "GET /huge-stream failed: response exceeds 1 MiB");
    let (rt, _) = runtime(Options::new()).await;
    let v = run(&rt, "const s = await tools.api.hugeStream(); return s.length").await.unwrap();
    assert_eq!(v, 64 * 64 * 1024);
}

#[tokio::test]
async fn timeouts_and_transport_failures() {
    let (rt, _) = runtime(Options::new().timeout(Duration::from_millis(200))).await;
    let start = Instant::now();
    assert_eq!(caught(&rt, "tools.api.slow()").await, "GET /slow failed: timed out after 200 ms");
    assert!(start.elapsed() < Duration::from_secs(4));

    // Nothing listens on this port any more.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let api = OpenApi::from_spec(SPEC, Options::new().base_url(format!("http://127.0.0.1:{port}"))).unwrap();
    let rt = Runtime::builder().record("api", api.tools).build().unwrap();
    assert_eq!(caught(&rt, "tools.api.text()").await, "GET /text failed: transport error");
}

#[tokio::test]
async fn a_run_that_times_out_aborts_its_requests() {
    let ends = Arc::new(Mutex::new(Vec::new()));
    let seen = ends.clone();
    let hooks = Hooks {
        tool_after: Some(Arc::new(move |_, end: &CallEnd| seen.lock().unwrap().push(end.clone()))),
        ..Hooks::default()
    };
    let base = common::start().await;
    let api = OpenApi::from_spec(SPEC, Options::new().base_url(base)).unwrap();
    let rt2 =
        Runtime::builder().record("api", api.tools).hooks(hooks).timeout(Duration::from_millis(300)).build().unwrap();
    let start = Instant::now();
    let r = rt2.execute("return await tools.api.slow()").await;
    assert!(r.error().is_some(), "{:?}", r.outcome);
    assert!(start.elapsed() < Duration::from_secs(3), "the run did not wait for the slow response");
    assert_eq!(*ends.lock().unwrap(), vec![CallEnd::Interrupted]);
}

#[tokio::test]
async fn works_outside_a_tokio_runtime() {
    let base = common::start().await;
    let api = OpenApi::from_spec(SPEC, Options::new().base_url(base)).unwrap();
    let rt = Runtime::builder().record("api", api.tools).build().unwrap();
    // A plain thread (no tokio context) drives the run; the test's runtime keeps serving.
    let v = tokio::task::spawn_blocking(move || {
        std::thread::spawn(move || futures::executor::block_on(rt.execute("return await tools.api.text()")))
            .join()
            .unwrap()
    })
    .await
    .unwrap();
    assert_eq!(v.value(), Some(&json!("hello there")));
}

#[tokio::test]
async fn roundtrip_mode_calls_two_operations() {
    let (rt, _) = runtime(Options::new().auth(resolver)).await;
    let code = "const [u, s] = await Promise.all([tools.api.users.get({ path_id: '9' }), tools.api.secure.bearer()]);\n\
                const t = await tools.api.text();\n\
                return { name: u.name, ok: s.ok, words: t.split(' ').length }";
    for roundtrip in [false, true] {
        let r = rt.execute_with(code, ExecuteOptions { roundtrip, ..ExecuteOptions::default() }).await;
        assert_eq!(
            r.value(),
            Some(&json!({ "name": "user 9", "ok": "bearer", "words": 2 })),
            "roundtrip {roundtrip}: {:?}",
            r.outcome
        );
        assert_eq!(r.tool_calls, vec!["api.users.get", "api.secure.bearer", "api.text"]);
    }
}

#[tokio::test]
async fn secrets_never_leak() {
    let before = Arc::new(Mutex::new(Vec::new()));
    let after = Arc::new(Mutex::new(Vec::new()));
    let (b, a) = (before.clone(), after.clone());
    let hooks = Hooks {
        tool_before: Some(Arc::new(move |i| {
            b.lock().unwrap().push(format!("{i:?}"));
            Ok(())
        })),
        tool_after: Some(Arc::new(move |i, end| a.lock().unwrap().push(format!("{i:?} {end:?}")))),
        ..Hooks::default()
    };
    let base = common::start().await;
    let options = Options::new().base_url(base).auth(resolver).header("x-trace", "trace-header");
    let api = OpenApi::from_spec(SPEC, options.clone()).unwrap();
    let rt = Runtime::builder().record("api", api.tools.clone()).hooks(hooks).build().unwrap();
    let code = "const out = [];\n\
        for (const f of [() => tools.api.secure.bearer(), () => tools.api.secure.basic(), () => tools.api.secure.key(),\n\
                         () => tools.api.secure.echo(), () => tools.api.status({ code: 401 })]) {\n\
          try { out.push(await f()) } catch (e) { out.push(String(e)); console.log(e.message, e.stack, JSON.stringify(e)) }\n\
        }\n\
        console.log(JSON.stringify(out));\n\
        const found = await tools.search({ query: 'secure bearer' });\n\
        return { out, found }";
    let r = rt.execute(code).await;
    assert!(r.is_ok(), "{:?}", r.outcome);
    let out = &r.value().unwrap()["out"];
    assert_eq!(out[0], json!({ "ok": "bearer" }), "the secret was sent");
    assert_eq!(out[3], "Error: GET /secure/echo-auth failed with HTTP 403: forbidden for Bearer [redacted]");
    let failed = rt.execute("return await tools.api.secure.echo()").await;

    let mut outputs = vec![
        serde_json::to_string(&r.to_json()).unwrap(),
        serde_json::to_string(&failed.to_json()).unwrap(),
        format!("{:?}", failed.error()),
        format!("{:?}", rt.catalog()),
        format!("{:?}", api.generated),
        format!("{:?}", api.skipped),
        format!("{:?}", api.tools),
        format!("{options:?}"),
        serde_json::to_string(&rt.tools().search(&json!({ "query": "secure", "limit": 100 })).unwrap()).unwrap(),
    ];
    outputs.extend(rt.catalog().iter().map(|e| e.signature.clone()));
    outputs.extend(before.lock().unwrap().iter().cloned());
    outputs.extend(after.lock().unwrap().iter().cloned());
    assert!(after.lock().unwrap().len() >= 5);
    for o in &outputs {
        assert!(!o.contains(SECRET), "the secret leaked into: {o}");
    }
    assert!(!outputs.iter().any(|o| o.contains("trace-header")), "host header values stay out of debug output");
}
