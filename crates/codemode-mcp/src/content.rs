//! What a program receives from an MCP tool call: the mapping of a `CallToolResult` to a JSON
//! value or a tool error.
//!
//! - `isError: true` → a tool error whose message is the result's text (the program can catch it).
//! - `structuredContent` present → that value.
//! - Otherwise, when the tool declares an output schema, its text content parsed as JSON.
//! - Otherwise: no content → `null`; one text block → the string; anything else → the array of
//!   content blocks in their MCP form (`{ type: "text", text }`, `{ type: "image", data,
//!   mimeType }`, `{ type: "audio", … }`, `{ type: "resource", resource: { uri, text | blob } }`,
//!   `{ type: "resource_link", uri, name, … }`).

use codemode_tools::ToolError;
use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::Value;

/// Maps a call's result (see the module docs).
///
/// # Errors
/// `isError` results, and text that is not JSON from a tool that declares an output schema.
pub fn to_value(server: &str, tool: &str, result: CallToolResult, declared_output: bool) -> Result<Value, ToolError> {
    if result.is_error == Some(true) {
        let text = text_of(&result.content);
        let message = if text.trim().is_empty() {
            format!("MCP tool '{tool}' of server '{server}' reported an error")
        } else {
            text
        };
        return Err(ToolError::new(message));
    }
    if let Some(v) = result.structured_content {
        return Ok(v);
    }
    if declared_output {
        let text = text_of(&result.content);
        return serde_json::from_str(&text).map_err(|e| {
            ToolError::new(format!(
                "MCP tool '{tool}' of server '{server}' declares an output schema but returned no structured content and text that is not JSON"
            ))
            .caused_by(e.to_string())
        });
    }
    Ok(match result.content.as_slice() {
        [] => Value::Null,
        [ContentBlock::Text(t)] => Value::String(t.text.clone()),
        blocks => Value::Array(blocks.iter().map(block_value).collect()),
    })
}

/// One content block in its MCP form, without `_meta` and annotations.
fn block_value(block: &ContentBlock) -> Value {
    let mut v = serde_json::to_value(block).unwrap_or(Value::Null);
    if let Value::Object(m) = &mut v {
        m.remove("_meta");
        m.remove("annotations");
    }
    v
}

/// The text blocks joined by newlines.
fn text_of(content: &[ContentBlock]) -> String {
    content.iter().filter_map(|b| b.as_text().map(|t| t.text.as_str())).collect::<Vec<_>>().join("\n")
}

/// `an array`, `a string` … for messages.
pub(crate) fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn result(v: Value) -> CallToolResult {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn structured_then_text_then_blocks() {
        let r = result(json!({"content": [{"type": "text", "text": "{\"a\":1}"}], "structuredContent": {"b": 2}}));
        assert_eq!(to_value("s", "t", r, false).unwrap(), json!({"b": 2}));
        let r = result(json!({"content": [{"type": "text", "text": "{\"a\":1}"}]}));
        assert_eq!(to_value("s", "t", r.clone(), true).unwrap(), json!({"a": 1}));
        assert_eq!(to_value("s", "t", r, false).unwrap(), json!("{\"a\":1}"));
        let r = result(json!({"content": [{"type": "text", "text": "not json"}]}));
        assert!(to_value("s", "t", r, true).unwrap_err().message.contains("not JSON"));
        let r = result(json!({"content": [
            {"type": "text", "text": "a picture"},
            {"type": "image", "data": "AAAA", "mimeType": "image/png"}
        ]}));
        assert_eq!(
            to_value("s", "t", r, false).unwrap(),
            json!([{"type": "text", "text": "a picture"}, {"type": "image", "data": "AAAA", "mimeType": "image/png"}])
        );
        assert_eq!(to_value("s", "t", result(json!({"content": []})), false).unwrap(), Value::Null);
    }

    #[test]
    fn is_error_is_a_tool_error() {
        let r = result(json!({"content": [{"type": "text", "text": "no such order"}], "isError": true}));
        assert_eq!(to_value("s", "t", r, false).unwrap_err().message, "no such order");
        let r = result(json!({"content": [], "isError": true}));
        assert_eq!(to_value("s", "t", r, true).unwrap_err().message, "MCP tool 't' of server 's' reported an error");
    }
}
