//! Calling tools: validation of input and output for typed tools and JSON Schema tools (draft 7
//! and 2020-12), decoding and encoding failures, tool errors, and the tool-without-output rule.

use std::collections::BTreeMap;

use codemode_tools::{CallContext, CallError, INPUT_SUGGESTION, Tool, ToolError, Tools};
use futures::executor::block_on;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

fn ctx(path: &str) -> CallContext {
    CallContext::new("run-7:3", path)
}

fn call(tool: &Tool, path: &str, input: Value) -> Result<Value, CallError> {
    block_on(tool.call(input, ctx(path)))
}

fn invalid_input(path: &str, what: &str) -> CallError {
    CallError::InvalidInput(format!("Invalid input for tool '{path}': {what}"))
}

fn invalid_output(path: &str, what: &str) -> CallError {
    CallError::InvalidOutput(format!("Invalid output from tool '{path}': {what}"))
}

fn echo() -> Tool {
    Tool::new("Echo", |v, _| async move { Ok(v) })
}

#[test]
fn suggestion_text() {
    assert_eq!(INPUT_SUGGESTION, "The signature may have changed. Use search to get the current signature.");
}

#[test]
fn tools_are_shareable() {
    fn assert_send_sync<T: Send + Sync + Clone + 'static>() {}
    assert_send_sync::<Tool>();
    assert_send_sync::<Tools>();
    assert_send_sync::<CallError>();
}

// ── typed tools ──

#[derive(Deserialize, JsonSchema)]
struct LookupInput {
    id: String,
    #[serde(default)]
    verbose: bool,
}

#[derive(Serialize, JsonSchema)]
struct Order {
    id: String,
    #[schemars(length(min = 1))]
    status: String,
}

fn lookup() -> Tool {
    Tool::typed("Look up an order by ID", |input: LookupInput, ctx: CallContext| async move {
        if input.id == "missing" {
            return Err(ToolError::from(format!("No order {} ({})", input.id, ctx.key)));
        }
        let status = if input.id == "blank" {
            String::new()
        } else if input.verbose {
            "open (verbose)".into()
        } else {
            "open".into()
        };
        Ok(Order { id: input.id, status })
    })
}

#[test]
fn typed_success() {
    let tool = lookup();
    assert!(tool.has_output());
    assert_eq!(call(&tool, "orders.lookup", json!({"id": "o1"})).unwrap(), json!({"id": "o1", "status": "open"}));
    assert_eq!(
        call(&tool, "orders.lookup", json!({"id": "o1", "verbose": true, "ignored": 1})).unwrap(),
        json!({"id": "o1", "status": "open (verbose)"})
    );
}

#[test]
fn typed_missing_field() {
    assert_eq!(
        call(&lookup(), "orders.lookup", json!({})).unwrap_err(),
        invalid_input("orders.lookup", r#""id" is a required property at /"#)
    );
}

#[test]
fn typed_wrong_types_are_all_listed() {
    assert_eq!(
        call(&lookup(), "orders.lookup", json!({"id": 5, "verbose": "yes"})).unwrap_err(),
        invalid_input(
            "orders.lookup",
            r#"5 is not of type "string" at /id; "yes" is not of type "boolean" at /verbose"#
        )
    );
}

#[test]
fn typed_not_an_object() {
    assert_eq!(
        call(&lookup(), "orders.lookup", json!([1])).unwrap_err(),
        invalid_input("orders.lookup", r#"[1] is not of type "object" at /"#)
    );
}

#[test]
fn typed_decoding_failure_without_validation() {
    let tool = lookup().without_validation();
    assert_eq!(
        call(&tool, "orders.lookup", json!({"id": 5})).unwrap_err(),
        invalid_input("orders.lookup", "invalid type: integer `5`, expected a string")
    );
    assert_eq!(
        call(&tool, "orders.lookup", json!({})).unwrap_err(),
        invalid_input("orders.lookup", "missing field `id`")
    );
}

#[test]
fn typed_decoding_failure_with_a_replaced_schema() {
    let tool = lookup().input_schema(json!({"type": "object"}));
    assert_eq!(
        call(&tool, "orders.lookup", json!({"id": null})).unwrap_err(),
        invalid_input("orders.lookup", "invalid type: null, expected a string")
    );
}

#[test]
fn typed_output_validation() {
    assert_eq!(
        call(&lookup(), "orders.lookup", json!({"id": "blank"})).unwrap_err(),
        invalid_output("orders.lookup", r#""" is shorter than 1 character at /status"#)
    );
    // Without validation the value goes through.
    assert_eq!(
        call(&lookup().without_validation(), "orders.lookup", json!({"id": "blank"})).unwrap(),
        json!({"id": "blank", "status": ""})
    );
}

#[test]
fn typed_tool_error() {
    assert_eq!(
        call(&lookup(), "orders.lookup", json!({"id": "missing"})).unwrap_err(),
        CallError::Failed(ToolError::new("No order missing (run-7:3)"))
    );
}

#[derive(Serialize, JsonSchema)]
struct Unencodable {
    #[serde(serialize_with = "refuse")]
    x: i32,
}

fn refuse<S: serde::Serializer>(_: &i32, _: S) -> Result<S::Ok, S::Error> {
    Err(serde::ser::Error::custom("cannot encode x"))
}

#[derive(Deserialize, JsonSchema)]
struct NoInput {}

#[test]
fn typed_encoding_failure() {
    let tool = Tool::typed("Bad", |_: NoInput, _| async { Ok(Unencodable { x: 1 }) });
    assert_eq!(
        call(&tool, "bad", json!({})).unwrap_err(),
        invalid_output("bad", "could not encode the result: cannot encode x")
    );
}

#[test]
fn typed_empty_input_struct_takes_no_parameters() {
    let tool = Tool::typed("Count", |_: NoInput, _| async { Ok(BTreeMap::from([("n".to_owned(), 1)])) });
    assert_eq!(
        codemode_tools::signature("visits.next", &tool),
        "tools.visits.next(): Promise<{\n  [key: string]: number,\n}>"
    );
    assert_eq!(call(&tool, "visits.next", json!({})).unwrap(), json!({"n": 1}));
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code, reason = "only validation is exercised")]
struct Strict {
    a: u8,
}

#[test]
fn typed_strict_struct() {
    let tool = Tool::typed("Strict", |_: Strict, _| async { Ok(()) });
    assert_eq!(
        call(&tool, "s", json!({"a": 1, "b": 2})).unwrap_err(),
        invalid_input("s", "Additional properties are not allowed ('b' was unexpected) at /")
    );
    assert_eq!(
        call(&tool, "s", json!({"a": 300})).unwrap_err(),
        invalid_input("s", "300 is greater than the maximum of 255 at /a")
    );
    assert_eq!(call(&tool, "s", json!({"a": 1})).unwrap(), Value::Null);
}

// ── JSON Schema tools ──

#[test]
fn untyped_without_schemas_accepts_anything_and_has_no_output() {
    let tool = echo();
    assert!(!tool.has_output());
    assert_eq!(tool.input(), None);
    assert_eq!(tool.output(), None);
    // The value is still returned; the caller maps it to `undefined`.
    assert_eq!(call(&tool, "echo", json!([1, "x"])).unwrap(), json!([1, "x"]));
}

#[test]
fn draft7_input() {
    let tool = echo().input_schema(json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {
            "pair": {"type": "array", "items": [{"type": "string"}, {"$ref": "#/definitions/Count"}], "additionalItems": false},
            "when": {"type": "string", "format": "date"}
        },
        "required": ["pair"],
        "definitions": {"Count": {"type": "integer", "minimum": 0}}
    }));
    assert_eq!(call(&tool, "t", json!({"pair": ["a", 1]})).unwrap(), json!({"pair": ["a", 1]}));
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", -1]})).unwrap_err(),
        invalid_input("t", "-1 is less than the minimum of 0 at /pair/1")
    );
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", 1, 2]})).unwrap_err(),
        invalid_input("t", "Additional items are not allowed (2 was unexpected) at /pair")
    );
    // Draft 7 asserts formats.
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", 1], "when": "yesterday"})).unwrap_err(),
        invalid_input("t", r#""yesterday" is not a "date" at /when"#)
    );
}

#[test]
fn draft2020_input() {
    let tool = echo().input_schema(json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
            "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"$ref": "#/$defs/Count"}], "items": false},
            "when": {"type": "string", "format": "date"}
        },
        "required": ["pair"],
        "additionalProperties": false,
        "$defs": {"Count": {"type": "integer", "minimum": 0}}
    }));
    assert_eq!(call(&tool, "t", json!({"pair": ["a", 1]})).unwrap(), json!({"pair": ["a", 1]}));
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", 1.5]})).unwrap_err(),
        invalid_input("t", r#"1.5 is not of type "integer" at /pair/1"#)
    );
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", 1, 2]})).unwrap_err(),
        invalid_input("t", "False schema does not allow 2 at /pair/2")
    );
    assert_eq!(
        call(&tool, "t", json!({"pair": ["a", 1], "extra": true})).unwrap_err(),
        invalid_input("t", "Additional properties are not allowed ('extra' was unexpected) at /")
    );
    // 2020-12 treats format as an annotation.
    assert!(call(&tool, "t", json!({"pair": ["a", 1], "when": "yesterday"})).is_ok());
}

#[test]
fn output_validation() {
    let tool =
        echo().output_schema(json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}));
    assert!(tool.has_output());
    assert_eq!(call(&tool, "x.y", json!({"id": "1"})).unwrap(), json!({"id": "1"}));
    assert_eq!(
        call(&tool, "x.y", json!({})).unwrap_err(),
        invalid_output("x.y", r#""id" is a required property at /"#)
    );
    assert_eq!(call(&tool.clone().without_validation(), "x.y", json!({})).unwrap(), json!({}));
    assert_eq!(
        call(&tool, "x.y", json!({})).unwrap_err().to_string(),
        r#"Invalid output from tool 'x.y': "id" is a required property at /"#
    );
}

#[test]
fn untyped_tool_error_and_message() {
    let tool = Tool::new("Fail", |_, _| async { Err::<Value, _>(ToolError::from("Order is already shipped")) });
    let err = call(&tool, "orders.cancel", json!({"id": "9"})).unwrap_err();
    assert_eq!(err, CallError::Failed(ToolError::new("Order is already shipped")));
    assert_eq!(err.message(), "Order is already shipped");
}

#[test]
fn calls_through_the_tree_use_the_context_path() {
    let tools = Tools::builder()
        .tool(
            "context7.resolve-library-id",
            echo().input_schema(json!({"type": "object", "required": ["libraryName"]})),
        )
        .build()
        .unwrap();
    let tool = tools.get("context7.resolve-library-id").unwrap();
    let err = block_on(tool.call(json!({}), ctx("context7.resolve-library-id"))).unwrap_err();
    assert_eq!(err, invalid_input("context7.resolve-library-id", r#""libraryName" is a required property at /"#));
}

#[test]
fn schemas_are_compiled_at_build() {
    let broken = echo().input_schema(json!({"$ref": "#/$defs/Missing"}));
    let err = Tools::builder().tool("a", broken).build().unwrap_err();
    assert!(err.to_string().starts_with("tool 'a': input schema is invalid: "), "{err}");
}

#[test]
fn many_failures_are_capped() {
    let tool = echo().input_schema(json!({"type": "object", "additionalProperties": {"type": "string"}}));
    let input = json!({"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8});
    let CallError::InvalidInput(message) = call(&tool, "m", input).unwrap_err() else { panic!() };
    assert!(message.ends_with("; and 3 more"), "{message}");
    assert_eq!(message.matches("is not of type").count(), 5);
}
