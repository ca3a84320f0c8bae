//! Large generated OpenAPI documents, shared by the conversion-cost test and the benchmark: `ops`
//! operations, each returning its own object schema of 40 described properties, whose `parent`
//! reference ties the schemas together in one of three [`Shape`]s.

#![allow(dead_code)]

use serde_json::json;

/// How the generated schemas refer to each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Each schema refers to the next of its group of ten (small cycles, as real APIs' schemas
    /// form clusters).
    Clusters,
    /// One ring through all the schemas: every schema reaches every other.
    Ring,
    /// Every schema refers to one hub schema, which refers to every schema.
    Hub,
}

/// The document as JSON text.
pub fn large_document(ops: usize, shape: Shape) -> String {
    let mut paths = serde_json::Map::new();
    let mut schemas = serde_json::Map::new();
    let text = "A property of the generated benchmark schema, described at some length so that the document is as large as real ones. ".repeat(2);
    let mut hub = serde_json::Map::new();
    for i in 0..ops {
        let mut props = serde_json::Map::new();
        for p in 0..40 {
            let ty = ["string", "integer", "boolean", "number"][p % 4];
            props.insert(
                format!("field{p}"),
                json!({ "type": ty, "description": format!("{text}{p}"), "nullable": p % 3 == 0 }),
            );
        }
        let parent = match shape {
            Shape::Clusters => format!("Item{}", (i / 10 * 10 + (i + 1) % 10).min(ops - 1)),
            Shape::Ring => format!("Item{}", (i + 1) % ops),
            Shape::Hub => "Hub".to_owned(),
        };
        props.insert("parent".into(), json!({ "$ref": format!("#/components/schemas/{parent}") }));
        hub.insert(format!("item{i}"), json!({ "$ref": format!("#/components/schemas/Item{i}") }));
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
    if shape == Shape::Hub {
        schemas.insert(
            "Hub".into(),
            json!({ "type": "object", "description": "Links to every item.", "properties": hub }),
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
