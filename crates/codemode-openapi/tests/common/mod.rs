//! A small real HTTP API (axum on 127.0.0.1:0) and its OpenAPI document, shared by the tests.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::body::Body;
use axum::extract::{Path, RawQuery};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};

/// The bearer token, API key and basic password the server accepts (and the tests hunt for).
pub const SECRET: &str = "s3cr3t-Tok3n-4e1f";

fn authorized(headers: &HeaderMap, expected: &str) -> bool {
    headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()) == Some(expected)
}

fn unauthorized() -> Response {
    (StatusCode::UNAUTHORIZED, Json(json!({ "error": "unauthorized" }))).into_response()
}

fn echo(headers: &HeaderMap, query: Option<String>, body: Option<Value>) -> Value {
    let h = |n: &str| headers.get(n).and_then(|v| v.to_str().ok()).map(str::to_owned);
    json!({
        "query": query,
        "contentType": h("content-type"),
        "accept": h("accept"),
        "trace": h("x-trace"),
        "tenant": h("x-tenant"),
        "body": body,
    })
}

fn app() -> Router {
    Router::new()
        .route(
            "/users/{id}",
            get(|Path(id): Path<String>, headers: HeaderMap, RawQuery(q): RawQuery| async move {
                Json(json!({ "id": id, "name": format!("user {id}"), "echo": echo(&headers, q, None) }))
            })
            .delete(|| async { StatusCode::NO_CONTENT })
            .patch(|headers: HeaderMap, body: String| async move {
                Json(echo(&headers, None, serde_json::from_str(&body).ok()))
            }),
        )
        .route(
            "/users",
            post(|headers: HeaderMap, RawQuery(q): RawQuery, Json(body): Json<Value>| async move {
                (StatusCode::CREATED, Json(echo(&headers, q, Some(body))))
            }),
        )
        .route("/search", get(|headers: HeaderMap, RawQuery(q): RawQuery| async move { Json(echo(&headers, q, None)) }))
        .route(
            "/items/{ids}",
            get(
                |Path(ids): Path<String>, RawQuery(q): RawQuery| async move { Json(json!({ "ids": ids, "query": q })) },
            ),
        )
        .route(
            "/secure/bearer",
            get(|headers: HeaderMap| async move {
                if authorized(&headers, &format!("Bearer {SECRET}")) {
                    Json(json!({ "ok": "bearer" })).into_response()
                } else {
                    unauthorized()
                }
            }),
        )
        .route(
            "/secure/basic",
            get(|headers: HeaderMap| async move {
                use base64::Engine as _;
                let expected = base64::engine::general_purpose::STANDARD.encode(format!("ann:{SECRET}"));
                if authorized(&headers, &format!("Basic {expected}")) {
                    Json(json!({ "ok": "basic" })).into_response()
                } else {
                    unauthorized()
                }
            }),
        )
        .route(
            "/secure/key",
            get(|headers: HeaderMap, RawQuery(q): RawQuery| async move {
                let header_ok = headers.get("x-api-key").and_then(|v| v.to_str().ok()) == Some(SECRET);
                let query_ok = q.as_deref() == Some(&format!("api_key={SECRET}"));
                if header_ok || query_ok {
                    Json(json!({ "ok": if header_ok { "header" } else { "query" } })).into_response()
                } else {
                    unauthorized()
                }
            }),
        )
        .route(
            "/secure/echo-auth",
            get(|headers: HeaderMap| async move {
                // A badly behaved server that echoes the credential in its error body.
                let auth = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
                (StatusCode::FORBIDDEN, format!("forbidden for {auth}")).into_response()
            }),
        )
        .route(
            "/secure/anonymous-ok",
            get(|headers: HeaderMap| async move {
                Json(json!({ "authorized": headers.contains_key(header::AUTHORIZATION) }))
            }),
        )
        .route("/redirect", get(|| async { (StatusCode::FOUND, [(header::LOCATION, "/users/7")]).into_response() }))
        .route("/loop", get(|| async { (StatusCode::FOUND, [(header::LOCATION, "/loop")]).into_response() }))
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                Json(json!({ "slow": true }))
            }),
        )
        .route(
            "/huge",
            get(|| async {
                let body = format!("[\"{}\"]", "x".repeat(2 * 1024 * 1024));
                ([(header::CONTENT_TYPE, "application/json")], body).into_response()
            }),
        )
        .route(
            "/huge-stream",
            get(|| async {
                let chunks = (0..64).map(|_| Ok::<_, std::io::Error>(vec![b'x'; 64 * 1024]));
                let stream = futures::stream::iter(chunks);
                Response::builder()
                    .header(header::CONTENT_TYPE, "text/plain")
                    .body(Body::from_stream(stream))
                    .unwrap_or_default()
            }),
        )
        .route(
            "/bad-json",
            get(|| async { ([(header::CONTENT_TYPE, "application/json")], "{\"oops\": ").into_response() }),
        )
        .route("/text", get(|| async { ([(header::CONTENT_TYPE, "text/plain")], "hello there").into_response() }))
        .route(
            "/status/{code}",
            get(|Path(code): Path<u16>| async move {
                let status = StatusCode::from_u16(code).unwrap_or(StatusCode::BAD_REQUEST);
                (status, Json(json!({ "error": format!("status {code}"), "detail": "x".repeat(2000) }))).into_response()
            }),
        )
        .route("/empty-error", get(|| async { StatusCode::SERVICE_UNAVAILABLE }))
}

/// Starts the server; returns its base URL.
pub async fn start() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
    let addr: SocketAddr = listener.local_addr().expect("local addr");
    tokio::spawn(async move {
        let _ = axum::serve(listener, app()).await;
    });
    format!("http://{addr}")
}

/// The document describing the server (servers left out: tests give the base URL).
pub const SPEC: &str = r##"
openapi: 3.0.3
info:
  title: Test API
  description: A small API for the tests.
  version: "1"
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
    basicAuth: { type: http, scheme: basic }
    keyHeader: { type: apiKey, in: header, name: x-api-key }
    keyQuery: { type: apiKey, in: query, name: api_key }
    session: { type: apiKey, in: cookie, name: sid }
  schemas:
    User:
      type: object
      required: [id, name]
      properties:
        id: { type: string, readOnly: true, description: The user ID. }
        name: { type: string }
        password: { type: string, writeOnly: true }
        manager: { $ref: "#/components/schemas/User" }
        nickname: { type: string, nullable: true }
  parameters:
    Trace:
      name: x-trace
      in: header
      schema: { type: string }
paths:
  /users/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string }, description: The user. }
    get:
      operationId: users.get
      summary: Get a user
      parameters:
        - $ref: "#/components/parameters/Trace"
        - { name: id, in: query, schema: { type: integer } }
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "#/components/schemas/User" }
    delete:
      operationId: users.delete
      responses:
        "204": { description: gone }
    patch:
      operationId: users.patch
      requestBody:
        required: true
        content:
          application/merge-patch+json:
            schema: { $ref: "#/components/schemas/User" }
      responses:
        "200": { description: ok, content: { application/json: { schema: { type: object } } } }
  /users:
    post:
      operationId: users.create
      parameters:
        - { name: dryRun, in: query, schema: { type: boolean } }
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [name]
              properties:
                name: { type: string }
                id: { type: string, readOnly: true }
                dryRun: { type: boolean }
      responses:
        "201": { description: created, content: { application/json: { schema: { type: object } } } }
  /search:
    get:
      operationId: search.run
      parameters:
        - { name: tags, in: query, schema: { type: array, items: { type: string } } }
        - { name: csv, in: query, explode: false, schema: { type: array, items: { type: string } } }
        - { name: filter, in: query, style: deepObject, schema: { type: object, additionalProperties: { type: string } } }
        - { name: spread, in: query, schema: { type: object, additionalProperties: { type: string } } }
        - { name: nothing, in: query, schema: { type: string, nullable: true } }
        - { name: X-Tenant, in: header, schema: { type: array, items: { type: integer } } }
        - { name: Accept, in: header, schema: { type: string } }
      responses:
        "200": { description: ok, content: { application/json: { schema: {} } } }
  /items/{ids}:
    get:
      parameters:
        - { name: ids, in: path, required: true, schema: { type: array, items: { type: string } } }
      responses:
        "200": { description: ok, content: { application/json: { schema: { type: object } } } }
  /secure/bearer:
    get:
      operationId: secure.bearer
      security: [{ bearerAuth: [] }]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
  /secure/basic:
    get:
      operationId: secure.basic
      security: [{ basicAuth: [] }]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
  /secure/key:
    get:
      operationId: secure.key
      security: [{ session: [] }, { keyHeader: [] }, { keyQuery: [] }]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
  /secure/echo-auth:
    get:
      operationId: secure.echo
      security: [{ bearerAuth: [] }]
      responses: { "200": { description: ok } }
  /secure/anonymous-ok:
    get:
      operationId: secure.optional
      security: [{ bearerAuth: [] }, {}]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
  /redirect:
    get: { operationId: redirect, responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } } }
  /loop:
    get: { operationId: loop, responses: { "200": { description: ok } } }
  /slow:
    get: { operationId: slow, responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } } }
  /huge:
    get: { operationId: huge, responses: { "200": { description: ok, content: { application/json: { schema: { type: array } } } } } }
  /huge-stream:
    get: { operationId: hugeStream, responses: { "200": { description: ok, content: { text/plain: { schema: { type: string } } } } } }
  /bad-json:
    get: { operationId: badJson, responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } } }
  /text:
    get: { operationId: text, responses: { "200": { description: ok, content: { text/plain: { schema: { type: string } } } } } }
  /status/{code}:
    get:
      operationId: status
      parameters: [{ name: code, in: path, required: true, schema: { type: integer } }]
      responses: { "200": { description: ok } }
  /empty-error:
    get: { operationId: emptyError, responses: { "200": { description: ok } } }
  /cookie:
    get:
      operationId: cookie
      parameters: [{ name: sid, in: cookie, schema: { type: string } }]
      responses: { "200": { description: ok } }
  /upload:
    post:
      operationId: upload
      requestBody: { content: { multipart/form-data: { schema: { type: object } }, application/octet-stream: {} } }
      responses: { "200": { description: ok } }
  /events:
    get:
      operationId: events
      responses: { "200": { description: ok, content: { text/event-stream: { schema: { type: string } } } } }
  /file:
    get:
      operationId: file
      responses: { "200": { description: ok, content: { application/pdf: { schema: { type: string, format: binary } } } } }
  /cookie-auth:
    get:
      operationId: cookieAuth
      security: [{ session: [] }]
      responses: { "200": { description: ok } }
"##;
