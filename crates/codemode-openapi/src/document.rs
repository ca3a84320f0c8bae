//! Reading an OpenAPI document: JSON or YAML text into a [`serde_json::Value`], the version check
//! (3.0 and 3.1 accepted, Swagger 2.0 and anything else refused with a clear error), and local
//! `$ref` resolution for the non-schema objects (parameters, request bodies, responses, path items).
//!
//! Schemas are not resolved here: `schema.rs` rewrites their references into `$defs`. Nothing here
//! fetches anything: a reference outside the document is reported, never followed.

use serde_json::Value;

use crate::SpecError;

/// Which dialect the document's schemas are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// OpenAPI 3.0: its own schema dialect (`nullable`, boolean `exclusiveMinimum`, `$ref` siblings
    /// ignored).
    V30,
    /// OpenAPI 3.1 (and later 3.x): JSON Schema 2020-12.
    V31,
}

/// How many `$ref` hops one lookup follows before it is called a cycle.
const MAX_HOPS: usize = 32;

/// Parses `text` as JSON when it starts like JSON, otherwise as YAML (a superset of JSON).
pub(crate) fn parse_text(text: &str) -> Result<Value, SpecError> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('{') {
        return serde_json::from_str(trimmed).map_err(|e| SpecError::Parse(format!("invalid JSON: {e}")));
    }
    serde_yaml_ng::from_str::<Value>(trimmed).map_err(|e| SpecError::Parse(format!("invalid YAML: {e}")))
}

/// The document's dialect, or why it is not an OpenAPI 3.x document.
pub(crate) fn dialect(doc: &Value) -> Result<Dialect, SpecError> {
    let Some(root) = doc.as_object() else {
        return Err(SpecError::NotOpenApi("the document is not an object".into()));
    };
    if let Some(v) = root.get("swagger") {
        let v = v.as_str().map_or_else(|| v.to_string(), str::to_owned);
        return Err(SpecError::Unsupported(format!(
            "Swagger {v} documents are not supported; convert the document to OpenAPI 3.x first"
        )));
    }
    let version = match root.get("openapi") {
        Some(Value::String(v)) => v.as_str(),
        Some(other) => {
            return Err(SpecError::NotOpenApi(format!("the `openapi` field is {other}, not a version string")));
        }
        None => return Err(SpecError::NotOpenApi("there is no `openapi` version field".into())),
    };
    let mut parts = version.split('.');
    let dialect = match (parts.next(), parts.next()) {
        (Some("3"), Some("0")) => Dialect::V30,
        (Some("3"), Some(minor)) if minor.parse::<u32>().is_ok() => Dialect::V31,
        _ => {
            return Err(SpecError::Unsupported(format!(
                "OpenAPI version {version} is not supported (only 3.0 and 3.1 are)"
            )));
        }
    };
    if !matches!(root.get("paths"), None | Some(Value::Object(_))) {
        return Err(SpecError::NotOpenApi("`paths` is not an object".into()));
    }
    Ok(dialect)
}

/// The value at a local reference (`#/components/...`), or why there is none.
pub(crate) fn pointer<'a>(doc: &'a Value, reference: &str) -> Result<&'a Value, String> {
    let Some(ptr) = reference.strip_prefix('#') else {
        return Err(format!("the reference '{reference}' points outside the document, which is not supported"));
    };
    if ptr.is_empty() {
        return Ok(doc);
    }
    let decoded = percent_encoding::percent_decode_str(ptr).decode_utf8_lossy();
    doc.pointer(&decoded).ok_or_else(|| format!("the reference '{reference}' points to nothing"))
}

/// `value` with its `$ref` chain followed (for parameters, bodies, responses, path items).
pub(crate) fn deref<'a>(doc: &'a Value, mut value: &'a Value) -> Result<&'a Value, String> {
    for _ in 0..MAX_HOPS {
        match value.get("$ref").and_then(Value::as_str) {
            Some(r) => value = pointer(doc, r)?,
            None => return Ok(value),
        }
    }
    Err("a `$ref` chain loops".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn versions() {
        assert_eq!(dialect(&json!({"openapi": "3.0.3", "paths": {}})).unwrap(), Dialect::V30);
        assert_eq!(dialect(&json!({"openapi": "3.1.0"})).unwrap(), Dialect::V31);
        let e = dialect(&json!({"swagger": "2.0"})).unwrap_err().to_string();
        assert!(e.contains("Swagger 2.0 documents are not supported"), "{e}");
        assert!(dialect(&json!({"openapi": "4.0.0"})).unwrap_err().to_string().contains("4.0.0"));
        assert!(dialect(&json!({"openapi": 3})).is_err());
        assert!(dialect(&json!([1])).is_err());
        assert!(dialect(&json!({"info": {}})).unwrap_err().to_string().contains("no `openapi`"));
    }

    #[test]
    fn text_formats() {
        assert_eq!(parse_text("{\"a\": 1}").unwrap(), json!({"a": 1}));
        assert_eq!(parse_text("a: 1\nb: [x, 2]\n").unwrap(), json!({"a": 1, "b": ["x", 2]}));
        assert!(parse_text("a: [").unwrap_err().to_string().contains("invalid YAML"));
        assert!(parse_text("{").unwrap_err().to_string().contains("invalid JSON"));
    }

    #[test]
    fn refs() {
        let doc = json!({"a": {"$ref": "#/b"}, "b": {"$ref": "#/c"}, "c": 1, "x": {"$ref": "#/y"}, "y": {"$ref": "#/x"}, "s/t": 2});
        assert_eq!(deref(&doc, &doc["a"]).unwrap(), &json!(1));
        assert!(deref(&doc, &doc["x"]).unwrap_err().contains("loops"));
        assert!(pointer(&doc, "other.yaml#/a").unwrap_err().contains("outside the document"));
        assert!(pointer(&doc, "#/nope").unwrap_err().contains("points to nothing"));
        assert_eq!(pointer(&doc, "#/s~1t").unwrap(), &json!(2));
    }
}
