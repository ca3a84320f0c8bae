//! JSON Schema validation of tool input and output, and the wording of its failures.
//!
//! Schemas are compiled with the `jsonschema` crate (drafts 4, 6, 7, 2019-09 and 2020-12; the
//! draft comes from `$schema`, 2020-12 when it is absent). No remote references are ever fetched
//! (the crate is built without its HTTP and file resolvers), so a schema with an external `$ref`
//! fails to compile and the tool tree refuses it.
//!
//! # Message format
//!
//! "What is wrong, where" is one clause per failed keyword, joined with `; `:
//! `<jsonschema message> at <instance path>`, where the instance path is a JSON Pointer into the
//! value and the root is written `/`:
//!
//! - `"id" is a required property at /`
//! - `5 is not of type "string" at /items/0/id`
//!
//! At most [`MAX_REPORTED`] clauses are listed, then `; and N more`. An offending value longer
//! than [`MAX_VALUE_CHARS`] characters is shown shortened (`{"a":1,"b":…`) so a large input
//! cannot blow up the message.
//!
//! OpenAPI 3.0's `nullable: true` is honoured (the type gains `"null"`), because the signature
//! renders such a field as `T | null` and the two must agree.
//!
//! This module does not decide when validation runs (that is [`crate::Tool::call`]) and does not
//! add the `Invalid input for tool '…'` prefix.

use jsonschema::Validator;
use serde_json::Value;

/// How many failed keywords one message lists.
pub const MAX_REPORTED: usize = 5;
/// Longest offending value (as compact JSON) shown in full inside a message.
pub const MAX_VALUE_CHARS: usize = 80;

/// Compiles `schema`; the error is jsonschema's message, for example for an unknown `type` or a
/// `$ref` that cannot be resolved.
pub(crate) fn compile(schema: &Value) -> Result<Validator, String> {
    let prepared = with_nullable(schema);
    jsonschema::validator_for(&prepared).map_err(|e| e.to_string())
}

/// Validates `instance`; `None` when it is valid, else "what is wrong, where" (see module docs).
pub(crate) fn check(validator: &Validator, instance: &Value) -> Option<String> {
    let mut clauses = Vec::new();
    let mut more = 0usize;
    for error in validator.iter_errors(instance) {
        if clauses.len() == MAX_REPORTED {
            more += 1;
            continue;
        }
        let shown = serde_json::to_string(error.instance().as_ref()).unwrap_or_default();
        let message = if shown.chars().count() > MAX_VALUE_CHARS {
            let short: String = shown.chars().take(MAX_VALUE_CHARS / 2).collect();
            error.masked_with(format!("{short}…")).to_string()
        } else {
            error.to_string()
        };
        let location = error.instance_path().as_str();
        let location = if location.is_empty() { "/" } else { location };
        clauses.push(format!("{message} at {location}"));
    }
    if clauses.is_empty() {
        return None;
    }
    let mut out = clauses.join("; ");
    if more > 0 {
        out.push_str(&format!("; and {more} more"));
    }
    Some(out)
}

/// A copy of `schema` where every subschema with `nullable: true` and a `type` also allows `null`.
fn with_nullable(schema: &Value) -> std::borrow::Cow<'_, Value> {
    fn mentions_nullable(v: &Value) -> bool {
        match v {
            Value::Object(m) => m.get("nullable") == Some(&Value::Bool(true)) || m.values().any(mentions_nullable),
            Value::Array(a) => a.iter().any(mentions_nullable),
            _ => false,
        }
    }
    fn rewrite(v: &mut Value) {
        match v {
            Value::Object(m) => {
                if m.get("nullable") == Some(&Value::Bool(true)) {
                    match m.get_mut("type") {
                        Some(Value::String(t)) if t != "null" => {
                            let t = std::mem::take(t);
                            m.insert("type".into(), Value::Array(vec![Value::String(t), "null".into()]));
                        }
                        Some(Value::Array(types)) if !types.iter().any(|t| t == "null") => types.push("null".into()),
                        _ => {}
                    }
                }
                m.values_mut().for_each(rewrite);
            }
            Value::Array(a) => a.iter_mut().for_each(rewrite),
            _ => {}
        }
    }
    if !mentions_nullable(schema) {
        return std::borrow::Cow::Borrowed(schema);
    }
    let mut copy = schema.clone();
    rewrite(&mut copy);
    std::borrow::Cow::Owned(copy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn errors(schema: Value, instance: Value) -> Option<String> {
        check(&compile(&schema).unwrap(), &instance)
    }

    #[test]
    fn valid_instance_has_no_message() {
        assert_eq!(errors(json!({"type": "object"}), json!({})), None);
    }

    #[test]
    fn required_at_root() {
        let schema = json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]});
        assert_eq!(errors(schema, json!({})).unwrap(), r#""id" is a required property at /"#);
    }

    #[test]
    fn nested_location() {
        let schema = json!({
            "type": "object",
            "properties": {"items": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}}}}}
        });
        assert_eq!(
            errors(schema, json!({"items": [{"id": 5}]})).unwrap(),
            r#"5 is not of type "string" at /items/0/id"#
        );
    }

    #[test]
    fn several_failures_are_joined_and_capped() {
        let schema = json!({"type": "array", "items": {"type": "string"}});
        let message = errors(schema, json!([1, 2, 3, 4, 5, 6, 7])).unwrap();
        assert_eq!(
            message,
            r#"1 is not of type "string" at /0; 2 is not of type "string" at /1; 3 is not of type "string" at /2; 4 is not of type "string" at /3; 5 is not of type "string" at /4; and 2 more"#
        );
    }

    #[test]
    fn long_values_are_shortened() {
        let long = "x".repeat(200);
        let message = errors(json!({"type": "number"}), json!(long)).unwrap();
        assert!(message.starts_with(&format!("\"{}…", "x".repeat(39))), "{message}");
        assert!(message.ends_with(r#" is not of type "number" at /"#), "{message}");
        assert!(message.chars().count() < 100, "{message}");
    }

    #[test]
    fn nullable_allows_null() {
        let schema = json!({"type": "object", "properties": {"a": {"type": "string", "nullable": true}}});
        assert_eq!(errors(schema.clone(), json!({"a": null})), None);
        assert!(errors(schema, json!({"a": 1})).is_some());
    }

    #[test]
    fn bad_schema_does_not_compile() {
        assert!(compile(&json!({"type": "no-such-type"})).is_err());
        assert!(compile(&json!({"$ref": "https://example.invalid/schema.json"})).is_err());
    }
}
