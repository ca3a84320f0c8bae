//! Conversion without HTTP: names, skips with their reasons, input shapes and the signatures the
//! catalog and `search()` show.

mod common;

use codemode_openapi::{OpenApi, Options, SpecError};
use codemode_tools::Tools;
use serde_json::json;

fn tools(spec: &str, options: Options) -> (Tools, codemode_openapi::Converted) {
    let converted = OpenApi::from_spec(spec, options).expect("converts");
    let tools = Tools::builder().record("api", converted.tools.clone()).build().expect("builds");
    (tools, converted)
}

fn reasons(c: &codemode_openapi::Converted) -> Vec<String> {
    c.skipped.iter().map(|s| format!("{} {}: {}", s.method, s.path, s.reason)).collect()
}

#[test]
fn the_test_api_converts_with_the_expected_skips() {
    let (tools, c) = tools(common::SPEC, Options::new().base_url("http://127.0.0.1:1"));
    assert_eq!(
        reasons(&c),
        vec![
            "GET /cookie: cookie parameter 'sid' is not supported",
            "POST /upload: request body has no JSON media type (declared: multipart/form-data, application/octet-stream)",
            "GET /events: server-sent events (text/event-stream) are not supported",
            "GET /file: binary response (application/pdf) is not supported",
            "GET /cookie-auth: cookie authentication (scheme 'session') is not supported and no alternative is",
        ]
    );
    let names: Vec<&str> = c.generated.iter().map(|g| g.name.as_str()).collect();
    assert!(names.contains(&"users.get") && names.contains(&"getItemsByIds"), "{names:?}");

    let sig = tools.signature("api.users.get").unwrap();
    assert_eq!(
        sig,
        "tools.api.users.get({\n  /** The user. */\n  path_id: string,\n  /** @integer */\n  query_id?: number,\n  \"x-trace\"?: string,\n}): Promise<{\n  /** The user ID. */\n  id: string,\n  name: string,\n  manager?: unknown,\n  nickname?: string | null,\n}>"
    );
    // The cycle back into User renders as `unknown`. A request leaves readOnly out (through the
    // $ref), a response writeOnly.
    let sig = tools.signature("api.users.patch").unwrap();
    assert!(sig.contains("password?: string") && !sig.contains("The user ID"), "{sig}");
    assert!(!tools.signature("api.users.get").unwrap().contains("password"));

    // A required closed object body is flattened; its field clashing with a query name is prefixed.
    let sig = tools.signature("api.users.create").unwrap();
    assert_eq!(
        sig,
        "tools.api.users.create({\n  query_dryRun?: boolean,\n  name: string,\n  body_dryRun?: boolean,\n}): Promise<{}>"
    );
    let sig = tools.signature("api.search.run").unwrap();
    assert!(sig.contains("  nothing?: string | null,"), "{sig}");
    assert!(!sig.contains("Accept"), "accept/content-type/authorization headers are ignored: {sig}");
    assert_eq!(
        tools.signature("api.users.delete").unwrap(),
        "tools.api.users.delete({\n  /** The user. */\n  id: string,\n}): Promise<null>"
    );
    assert_eq!(tools.signature("api.text").unwrap(), "tools.api.text(): Promise<string>");

    let found = tools.search(&json!({ "query": "get a user" })).unwrap();
    assert_eq!(found["items"][0]["path"], "tools.api.users.get", "{found}");
    assert!(found["items"][0]["signature"].as_str().unwrap().contains("path_id: string"));
    let entry = tools.catalog().into_iter().find(|e| e.path == "api.users.get").unwrap();
    assert_eq!(entry.description, "Get a user");
}

#[test]
fn names_descriptions_and_collisions() {
    let spec = json!({
        "openapi": "3.1.0", "info": { "title": "N", "version": "1" },
        "servers": [{ "url": "https://{region}.example.com/v{ver}", "variables": { "region": { "default": "eu" }, "ver": { "default": "2" } } }],
        "paths": {
            "/a": { "get": { "operationId": "group.item", "description": "Desc", "summary": "Sum", "responses": {} },
                    "post": { "operationId": "group.item", "summary": "Sum", "responses": {} },
                    "put": { "operationId": "group..other", "responses": {} },
                    "delete": { "operationId": "bad", "parameters": [{ "name": "c", "in": "cookie", "schema": {} }], "responses": {} } },
            "/organizations/{organizationId}/users/{id}": { "get": {
                "parameters": [{ "name": "organizationId", "in": "path", "schema": { "type": "string" } }, { "name": "id", "in": "path", "schema": { "type": "string" } }],
                "responses": {} } },
            "/b": { "patch": { "operationId": "bad", "responses": {} } }
        }
    });
    let c = OpenApi::from_value(spec, Options::new()).unwrap();
    let names: Vec<(&str, &str)> = c.generated.iter().map(|g| (g.name.as_str(), g.method.as_str())).collect();
    assert_eq!(
        names,
        vec![
            ("group.item", "GET"),
            ("group_item_2", "POST"),
            ("group.operation.other", "PUT"),
            ("getOrganizationsByOrganizationidUsersById", "GET"),
            ("bad", "PATCH"),
        ],
        "a skipped operation reserves no name"
    );
    let tools = Tools::builder().record("", c.tools).build().unwrap();
    let entries = tools.catalog();
    let d = |p: &str| entries.iter().find(|e| e.path == p).unwrap().description.clone();
    assert_eq!(d("group.item"), "Desc");
    assert_eq!(d("group_item_2"), "Sum");
    assert_eq!(d("group.operation.other"), "PUT /a");
    // Path parameters are always required; unknown output is `unknown`.
    assert_eq!(
        tools.signature("getOrganizationsByOrganizationidUsersById").unwrap(),
        "tools.getOrganizationsByOrganizationidUsersById({\n  organizationId: string,\n  id: string,\n}): Promise<unknown>"
    );
}

#[test]
fn skip_reasons() {
    let op = |extra: serde_json::Value| {
        let mut o = json!({ "responses": { "200": { "description": "ok" } } });
        o.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        o
    };
    let p = |param: serde_json::Value| op(json!({ "parameters": [param] }));
    let spec = json!({
        "openapi": "3.0.0", "info": { "title": "S", "version": "1" },
        "servers": [{ "url": "https://api.example.com" }],
        "components": { "securitySchemes": { "mtls": { "type": "mutualTLS" } } },
        "paths": {
            "/1": { "get": p(json!({ "name": "r", "in": "query", "allowReserved": true, "schema": {} })) },
            "/2": { "get": p(json!({ "name": "s", "in": "query", "style": 3, "schema": {} })) },
            "/3": { "get": p(json!({ "name": "s", "in": "query", "explode": "yes", "schema": {} })) },
            "/4": { "get": p(json!({ "name": "c", "in": "query", "content": { "application/json": {} } })) },
            "/5": { "get": p(json!({ "name": "n", "in": "query" })) },
            "/6": { "get": p(json!({ "name": "l", "in": "body", "schema": {} })) },
            "/7": { "get": p(json!({ "name": "q", "in": "query", "style": "pipeDelimited", "schema": {} })) },
            "/8/{m}": { "get": p(json!({ "name": "m", "in": "path", "style": "matrix", "schema": {} })) },
            "/9": { "get": p(json!({ "name": "d", "in": "query", "style": "deepObject", "explode": false, "schema": {} })) },
            "/10": { "get": op(json!({ "x-websocket": true })) },
            "/11": { "get": op(json!({ "security": { "a": [] } })) },
            "/12": { "get": op(json!({ "security": [{ "missing": [] }] })) },
            "/13": { "get": op(json!({ "servers": [{ "url": "/relative" }] })) },
            "/14": { "get": op(json!({ "servers": [{ "url": "https://x.example.com/?q=1" }] })) },
            "/15": { "get": op(json!({ "security": [{ "mtls": [] }] })) },
            "/16": { "get": op(json!({ "responses": { "200": { "$ref": "#/components/responses/Stream" } } })) },
            "/17/{id}": { "get": op(json!({})) },
            "/18": { "get": op(json!({ "servers": [{ "url": "ftp://x.example.com" }] })) },
            "/19": { "get": op(json!({ "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "string", "format": "binary" } } } } } })) },
            "/20": { "get": p(json!({ "name": "h", "in": "header", "style": "form", "schema": {} })) },
        }
    });
    let mut spec = spec;
    spec["components"]["responses"] =
        json!({ "Stream": { "description": "s", "content": { "text/event-stream": {} } } });
    let c = OpenApi::from_value(spec, Options::new()).unwrap();
    assert!(c.generated.is_empty(), "{:?}", c.generated);
    assert_eq!(
        reasons(&c),
        vec![
            "GET /1: parameter 'r' uses allowReserved, which is not supported",
            "GET /2: parameter 's' has an invalid style",
            "GET /3: parameter 's' has an invalid explode",
            "GET /4: parameter 'c' uses content encoding, which is not supported",
            "GET /5: parameter 'n' has neither schema nor content",
            "GET /6: parameter 'l' has an unknown location 'body'",
            "GET /7: query parameter 'q' uses style 'pipeDelimited', which is not supported",
            "GET /8/{m}: path parameter 'm' uses style 'matrix', which is not supported",
            "GET /9: query parameter 'd' uses deepObject without explode, which is not supported",
            "GET /10: WebSocket operations are not supported",
            "GET /11: malformed security declaration",
            "GET /12: security requirement names unknown scheme 'missing'",
            "GET /13: server URL '/relative' is not an absolute HTTP(S) URL",
            "GET /14: server URL 'https://x.example.com/?q=1' has a query string or fragment",
            "GET /15: mutual TLS authentication (scheme 'mtls') is not supported and no alternative is",
            "GET /16: server-sent events (text/event-stream) are not supported",
            "GET /17/{id}: path parameter 'id' is not declared",
            "GET /18: server URL 'ftp://x.example.com' is not an absolute HTTP(S) URL",
            "GET /19: binary response (application/json with format: binary) is not supported",
            "GET /20: header parameter 'h' uses style 'form', which is not supported",
        ]
    );
}

#[test]
fn servers_filter_and_body_shapes() {
    let spec = r#"
openapi: 3.0.1
info: { title: T, version: "1" }
paths:
  /x:
    get: { operationId: x, responses: { "200": { description: ok } } }
    post:
      operationId: y
      requestBody:
        content: { application/json: { schema: { type: object, properties: { a: { type: string } }, additionalProperties: false } } }
      responses: { "200": { description: ok, content: { application/json: { schema: { type: integer } } } }, "204": { description: none } }
"#;
    let c = OpenApi::from_spec(spec, Options::new()).unwrap();
    assert_eq!(reasons(&c).len(), 2);
    assert!(reasons(&c)[0].ends_with("no server URL: the document has no servers and no base URL was given"));
    let (tools, c) =
        tools(spec, Options::new().base_url("http://localhost:9/api/").operations(|op| op.method == "POST"));
    assert_eq!(reasons(&c), vec!["GET /x: excluded by the operation filter"]);
    // Optional body: not flattened, `body?`; two 2xx responses: a union.
    assert_eq!(
        tools.signature("api.y").unwrap(),
        "tools.api.y({\n  body?: {\n    a?: string,\n  },\n}): Promise<number | null>"
    );
    for bad in ["/relative", "http://x/?a=1", "http://x/#f", "mailto:a@b"] {
        let e = OpenApi::from_spec(spec, Options::new().base_url(bad)).unwrap_err();
        assert!(matches!(e, SpecError::Options(_)), "{bad}: {e}");
    }
    let e = OpenApi::from_spec(spec, Options::new().header("bad header", "v")).unwrap_err();
    assert!(e.to_string().contains("not a valid header name"), "{e}");
}

#[test]
fn documents_that_are_not_openapi_3() {
    for (text, want) in [
        ("swagger: '2.0'\ninfo: {}\npaths: {}\n", "Swagger 2.0 documents are not supported"),
        ("{\"openapi\": \"2.5\"}", "OpenAPI version 2.5 is not supported"),
        ("just: text", "there is no `openapi` version field"),
        ("- a\n- b", "the document is not an object"),
        ("{ nope", "invalid JSON"),
        ("a: [", "invalid YAML"),
        ("", "the document is not an object"),
    ] {
        let e = OpenApi::from_spec(text, Options::new()).unwrap_err().to_string();
        assert!(e.contains(want), "{text:?}: {e}");
    }
}

#[test]
fn cyclic_and_composed_schemas_terminate() {
    let spec = json!({
        "openapi": "3.0.3", "info": { "title": "C", "version": "1" }, "servers": [{ "url": "http://h" }],
        "components": { "schemas": {
            "A": { "type": "object", "properties": { "b": { "$ref": "#/components/schemas/B" } } },
            "B": { "allOf": [{ "$ref": "#/components/schemas/A" }, { "type": "object", "properties": { "x": { "type": "integer", "readOnly": true }, "y": { "type": "integer" } } }] },
            "Self": { "$ref": "#/components/schemas/Self" },
            "U": { "oneOf": [{ "type": "string" }, { "type": "integer" }], "nullable": true },
        } },
        "paths": { "/c": { "post": {
            "operationId": "c",
            "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": {
                "a": { "$ref": "#/components/schemas/A" }, "s": { "$ref": "#/components/schemas/Self" }, "u": { "$ref": "#/components/schemas/U" } } } } } },
            "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/B" } } } } }
        } } }
    });
    let c = OpenApi::from_value(spec, Options::new()).unwrap();
    let tools = Tools::builder().record("", c.tools).build().unwrap();
    let sig = tools.signature("c").unwrap();
    assert!(sig.contains("u?: string | number | null"), "{sig}");
    assert!(sig.contains("s?: unknown"), "{sig}");
    let (input, output) = sig.split_once("): Promise<").unwrap();
    assert!(!input.contains("x?: number") && input.contains("y?: number"), "{input}");
    assert!(output.contains("x?: number"), "{output}");
    // The input schema compiles and validates.
    let tool = tools.get("c").unwrap();
    let checker = codemode_tools::Tool::new("", |_, _| async { Ok(serde_json::Value::Null) })
        .input_schema(tool.input().unwrap().clone());
    assert_eq!(checker.check_schemas(), Ok(()));
    assert!(checker.check_input("c", &json!({ "body": { "u": null, "a": { "b": { "y": 1 } } } })).is_ok());
    assert!(checker.check_input("c", &json!({ "body": { "u": true } })).is_err());
}

mod large;

/// What a converted document costs: its tools' schemas, its shared definition tables (once each),
/// the catalog's signatures and declarations, in bytes of JSON or text.
fn converted_size(ops: usize, shape: large::Shape) -> usize {
    let c = OpenApi::from_spec(&large::large_document(ops, shape), Options::new()).unwrap();
    let tools = Tools::builder().record("api", c.tools).build().unwrap();
    let mut tables: Vec<std::sync::Arc<codemode_tools::Definitions>> = Vec::new();
    let mut size = 0;
    for (_, tool) in tools.iter() {
        for schema in [tool.input_as_given(), tool.output_as_given()].into_iter().flatten() {
            size += schema.to_string().len();
        }
        for defs in [tool.input_definitions(), tool.output_definitions()].into_iter().flatten() {
            if !tables.iter().any(|t| std::sync::Arc::ptr_eq(t, defs)) {
                tables.push(defs.clone());
                size += defs.names().map(|n| defs.get(n).unwrap().to_string().len()).sum::<usize>();
            }
        }
    }
    size += tools.catalog().iter().map(|e| e.signature.len()).sum::<usize>();
    size + tools.declarations().iter().map(|d| d.text.len()).sum::<usize>()
}

#[test]
fn conversion_cost_grows_linearly_when_every_schema_reaches_every_other() {
    for shape in [large::Shape::Ring, large::Shape::Hub] {
        let (small, big) = (converted_size(100, shape), converted_size(300, shape));
        let ratio = big as f64 / small as f64;
        // Three times the schemas: about three times the size (a copy per tool would be nine).
        assert!(ratio < 4.0, "{shape:?}: {small} -> {big} bytes, ratio {ratio:.2}");
    }
}

#[test]
fn a_ring_of_schemas_renders_aliases_declared_once() {
    let c = OpenApi::from_spec(&large::large_document(30, large::Shape::Ring), Options::new()).unwrap();
    let tools = Tools::builder().record("api", c.tools).build().unwrap();
    // Item5 is inlined; its 41st field goes past the budget, so its parent is an alias.
    let sig = tools.signature("api.group5.get5").unwrap();
    assert!(sig.contains("  field39?: number | null,\n  parent?: Item6,\n}>"), "{sig}");
    let declared: Vec<&str> = tools.declarations().iter().map(|d| d.name.as_str()).collect();
    assert_eq!(declared.len(), 30, "every item is reached through the ring: {declared:?}");
    let item6 = tools.declarations().iter().find(|d| d.name == "Item6").unwrap();
    assert_eq!(item6.namespace, "api");
    assert!(item6.text.starts_with("type Item6 = {\n") && item6.text.contains("  parent?: Item7,\n"), "{}", item6.text);
    // A search result carries the declarations its signature names.
    let found = tools.search(&json!({ "query": "api.group5.get5" })).unwrap();
    let text = found["items"][0]["signature"].as_str().unwrap();
    assert!(text.starts_with(sig) && text.contains("\ntype Item6 = {"), "{text}");
    // The standalone output schema has every reached definition, and validates.
    let tool = tools.get("api.group5.get5").unwrap();
    assert!(tool.output_as_given().unwrap().get("$defs").is_none());
    assert_eq!(tool.output().unwrap()["$defs"].as_object().unwrap().len(), 30);
    let checker = codemode_tools::Tool::new("", |_, _| async { Ok(serde_json::Value::Null) })
        .input_schema(tool.output().unwrap().clone());
    assert!(checker.check_input("x", &json!({ "field0": "a", "parent": { "field0": "b", "field1": 2 } })).is_ok());
    assert!(checker.check_input("x", &json!({ "field0": "a", "parent": { "field1": "two" } })).is_err());
}
