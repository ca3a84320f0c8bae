//! Snapshot tests of signature rendering: one test per rule of `signature.rs`.

use codemode_tools::{Tool, render_type, search_signature, signature};
use serde_json::{Value, json};

fn tool(input: Option<Value>, output: Option<Value>) -> Tool {
    let mut tool = Tool::new("test", |v, _| async move { Ok(v) });
    if let Some(input) = input {
        tool = tool.input_schema(input);
    }
    if let Some(output) = output {
        tool = tool.output_schema(output);
    }
    tool
}

fn sig(path: &str, input: Option<Value>, output: Option<Value>) -> String {
    signature(path, &tool(input, output))
}

/// Renders `schema` as the only field `f` of an object, so field comments show.
fn field(schema: Value) -> String {
    render_type(&json!({"type": "object", "properties": {"f": schema}, "required": ["f"]}))
}

#[test]
fn no_schemas_is_void_and_no_parameters() {
    assert_eq!(sig("ping", None, None), "tools.ping(): Promise<void>");
}

#[test]
fn empty_object_input_is_no_parameters() {
    assert_eq!(sig("a", Some(json!({"type": "object"})), None), "tools.a(): Promise<void>");
    assert_eq!(
        sig("a", Some(json!({"type": "object", "properties": {}, "additionalProperties": false})), None),
        "tools.a(): Promise<void>"
    );
}

#[test]
fn any_output_is_unknown() {
    assert_eq!(sig("a", None, Some(json!({}))), "tools.a(): Promise<unknown>");
    assert_eq!(sig("a", None, Some(json!(true))), "tools.a(): Promise<unknown>");
    assert_eq!(sig("a", Some(json!({})), None), "tools.a(unknown): Promise<void>");
}

#[test]
fn false_schema_is_never() {
    assert_eq!(sig("a", None, Some(json!(false))), "tools.a(): Promise<never>");
}

#[test]
fn orders_lookup_example() {
    let input = json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]});
    let output = json!({
        "type": "object",
        "properties": {"id": {"type": "string"}, "status": {"type": "string"}},
        "required": ["id", "status"]
    });
    assert_eq!(
        sig("orders.lookup", Some(input), Some(output)),
        "tools.orders.lookup({\n  id: string,\n}): Promise<{\n  id: string,\n  status: string,\n}>"
    );
}

#[test]
fn non_identifier_segments_use_brackets() {
    let input =
        json!({"type": "object", "properties": {"libraryName": {"type": "string"}}, "required": ["libraryName"]});
    assert_eq!(
        sig("context7.resolve-library-id", Some(input), None),
        "tools.context7[\"resolve-library-id\"]({\n  libraryName: string,\n}): Promise<void>"
    );
    assert_eq!(sig("meta.constructor", None, None), "tools.meta.constructor(): Promise<void>");
}

#[test]
fn non_object_input_is_rendered_as_is() {
    assert_eq!(sig("a", Some(json!({"type": "string"})), None), "tools.a(string): Promise<void>");
}

#[test]
fn required_optional_quoted_keys_and_document_order() {
    let schema = json!({
        "type": "object",
        "properties": {
            "zeta": {"type": "string"},
            "alpha": {"type": "boolean"},
            "x-request-id": {"type": "string"},
            "$ok": {"type": "null"},
            "1st": {"type": "number"}
        },
        "required": ["zeta", "x-request-id", "missing"]
    });
    assert_eq!(
        render_type(&schema),
        "{\n  zeta: string,\n  alpha?: boolean,\n  \"x-request-id\": string,\n  $ok?: null,\n  \"1st\"?: number,\n  missing: unknown,\n}"
    );
}

#[test]
fn nested_objects_indent_two_spaces_per_level() {
    let schema = json!({
        "type": "object",
        "properties": {
            "customer": {
                "type": "object",
                "properties": {
                    "address": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
                }
            }
        }
    });
    assert_eq!(render_type(&schema), "{\n  customer?: {\n    address?: {\n      city: string,\n    },\n  },\n}");
}

#[test]
fn index_signatures() {
    assert_eq!(
        render_type(&json!({"type": "object", "additionalProperties": true})),
        "{\n  [key: string]: unknown,\n}"
    );
    assert_eq!(
        render_type(&json!({"type": "object", "additionalProperties": {"type": "number"}})),
        "{\n  [key: string]: number,\n}"
    );
    assert_eq!(
        render_type(&json!({
            "type": "object",
            "properties": {"name": {"type": "string"}},
            "required": ["name"],
            "additionalProperties": {"type": "string"}
        })),
        "{\n  name: string,\n  [key: string]: string,\n}"
    );
    assert_eq!(
        render_type(
            &json!({"type": "object", "patternProperties": {"^x-": {"type": "string"}, "^n-": {"type": "integer"}}, "additionalProperties": false})
        ),
        "{\n  [key: string]: string | number,\n}"
    );
    // No `type`: properties imply an object.
    assert_eq!(render_type(&json!({"additionalProperties": {"type": "boolean"}})), "{\n  [key: string]: boolean,\n}");
}

#[test]
fn primitive_types() {
    assert_eq!(render_type(&json!({"type": "string"})), "string");
    assert_eq!(render_type(&json!({"type": "number"})), "number");
    assert_eq!(render_type(&json!({"type": "integer"})), "number");
    assert_eq!(render_type(&json!({"type": "boolean"})), "boolean");
    assert_eq!(render_type(&json!({"type": "null"})), "null");
    assert_eq!(render_type(&json!({"type": "bogus"})), "unknown");
    assert_eq!(render_type(&json!({"description": "no type at all"})), "unknown");
    assert_eq!(render_type(&json!("not a schema")), "unknown");
}

#[test]
fn type_lists_are_unions() {
    assert_eq!(render_type(&json!({"type": ["string", "null"]})), "string | null");
    assert_eq!(render_type(&json!({"type": ["integer", "number"]})), "number");
    assert_eq!(
        render_type(&json!({"type": ["array", "string"], "items": {"type": "number"}})),
        "Array<number> | string"
    );
}

#[test]
fn enums_and_consts_are_literal_unions() {
    assert_eq!(render_type(&json!({"type": "string", "enum": ["open", "shipped"]})), r#""open" | "shipped""#);
    assert_eq!(render_type(&json!({"enum": [1, 2, 2.5]})), "1 | 2 | 2.5");
    assert_eq!(render_type(&json!({"enum": ["a", null]})), r#""a" | null"#);
    assert_eq!(render_type(&json!({"enum": [true, "a\"b"]})), r#"true | "a\"b""#);
    assert_eq!(render_type(&json!({"const": "fixed"})), r#""fixed""#);
    assert_eq!(render_type(&json!({"const": null})), "null");
    assert_eq!(render_type(&json!({"const": {"a": [1]}})), r#"{"a":[1]}"#);
    assert_eq!(render_type(&json!({"enum": []})), "never");
}

#[test]
fn arrays() {
    assert_eq!(render_type(&json!({"type": "array", "items": {"type": "string"}})), "Array<string>");
    assert_eq!(render_type(&json!({"type": "array"})), "Array<unknown>");
    assert_eq!(render_type(&json!({"items": {"type": ["string", "number"]}})), "Array<string | number>");
    assert_eq!(
        render_type(&json!({"type": "array", "items": {"type": "array", "items": {"type": "integer"}}})),
        "Array<Array<number>>"
    );
    assert_eq!(
        render_type(
            &json!({"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}})
        ),
        "Array<{\n  id: string,\n}>"
    );
}

#[test]
fn tuples() {
    // 2020-12
    assert_eq!(
        render_type(&json!({"type": "array", "prefixItems": [{"type": "string"}, {"type": "number"}]})),
        "[string, number]"
    );
    assert_eq!(render_type(&json!({"type": "array", "prefixItems": [{"type": "string"}], "items": false})), "[string]");
    assert_eq!(
        render_type(&json!({"type": "array", "prefixItems": [{"type": "string"}], "items": {"type": "boolean"}})),
        "[string, ...Array<boolean>]"
    );
    // draft 7
    assert_eq!(
        render_type(&json!({"type": "array", "items": [{"type": "string"}, {"const": 1}], "additionalItems": true})),
        "[string, 1, ...Array<unknown>]"
    );
    assert_eq!(render_type(&json!({"type": "array", "items": [{"type": "null"}]})), "[null]");
}

#[test]
fn any_of_one_of_all_of() {
    assert_eq!(render_type(&json!({"anyOf": [{"type": "string"}, {"type": "number"}]})), "string | number");
    assert_eq!(render_type(&json!({"oneOf": [{"type": "string"}, {"type": "string"}]})), "string");
    assert_eq!(
        render_type(&json!({"anyOf": [{"type": "string"}, {"anyOf": [{"type": "number"}, {"type": "null"}]}]})),
        "string | number | null"
    );
    assert_eq!(render_type(&json!({"anyOf": [{"type": "string"}, {}]})), "unknown");
    assert_eq!(
        render_type(&json!({"allOf": [
            {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
            {"type": "object", "properties": {"b": {"type": "number"}}}
        ]})),
        "{\n  a: string,\n} & {\n  b?: number,\n}"
    );
    // A union inside an intersection is parenthesized; members with no type vanish.
    assert_eq!(
        render_type(&json!({
            "type": "object",
            "properties": {"kind": {"type": "string"}},
            "oneOf": [{"required": ["a"]}, {"required": ["b"]}],
            "allOf": [{"anyOf": [{"properties": {"x": {"type": "number"}}}, {"type": "null"}]}]
        })),
        "{\n  kind?: string,\n} & ({\n  x?: number,\n} | null)"
    );
    assert_eq!(render_type(&json!({"allOf": [{"type": "string"}, false]})), "never");
}

#[test]
fn nullable_adds_null() {
    assert_eq!(render_type(&json!({"type": "string", "nullable": true})), "string | null");
    assert_eq!(render_type(&json!({"type": ["string", "null"], "nullable": true})), "string | null");
    assert_eq!(render_type(&json!({"enum": ["a", "b"], "nullable": true})), r#""a" | "b" | null"#);
}

#[test]
fn local_refs_are_inlined() {
    let schema = json!({
        "type": "object",
        "properties": {
            "a": {"$ref": "#/$defs/Point"},
            "b": {"$ref": "#/definitions/Color"},
            "c": {"$ref": "#/properties/a"}
        },
        "required": ["a"],
        "$defs": {"Point": {"type": "object", "properties": {"x": {"type": "number"}}, "required": ["x"]}},
        "definitions": {"Color": {"enum": ["red", "green"]}}
    });
    assert_eq!(
        render_type(&schema),
        "{\n  a: {\n    x: number,\n  },\n  b?: \"red\" | \"green\",\n  c?: {\n    x: number,\n  },\n}"
    );
}

#[test]
fn recursive_and_external_refs_are_unknown() {
    let schema = json!({
        "$ref": "#/$defs/Node",
        "$defs": {
            "Node": {
                "type": "object",
                "properties": {
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                    "parent": {"$ref": "#"},
                    "remote": {"$ref": "https://example.invalid/x.json"},
                    "missing": {"$ref": "#/$defs/Nope"}
                }
            }
        }
    });
    assert_eq!(
        render_type(&schema),
        "{\n  children?: Array<unknown>,\n  parent?: unknown,\n  remote?: unknown,\n  missing?: unknown,\n}"
    );
    // The same definition twice side by side is not recursion.
    let schema = json!({
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/S"}, "b": {"$ref": "#/$defs/S"}},
        "$defs": {"S": {"type": "string"}}
    });
    assert_eq!(render_type(&schema), "{\n  a?: string,\n  b?: string,\n}");
}

#[test]
fn nesting_deeper_than_eight_is_unknown() {
    let mut schema = json!({"type": "string"});
    for _ in 0..9 {
        schema = json!({"type": "object", "properties": {"n": schema}, "required": ["n"]});
    }
    let text = render_type(&schema);
    // Nine nested objects: levels 1..=8 render, the ninth field's type is unknown.
    assert_eq!(text.matches('{').count(), 9);
    assert!(text.contains(&format!("{}n: unknown,", "  ".repeat(9))), "{text}");
    assert!(!text.contains("string"), "{text}");

    let mut arrays = json!({"type": "string"});
    for _ in 0..9 {
        arrays = json!({"type": "array", "items": arrays});
    }
    assert_eq!(render_type(&arrays), format!("{}unknown{}", "Array<".repeat(9), ">".repeat(9)));
}

#[test]
fn one_line_field_comment() {
    assert_eq!(
        field(json!({"type": "string", "description": "The order ID."})),
        "{\n  /** The order ID. */\n  f: string,\n}"
    );
    assert_eq!(field(json!({"type": "integer", "minimum": 1})), "{\n  /** @integer @minimum 1 */\n  f: number,\n}");
}

#[test]
fn tags_in_order() {
    let all_numeric = json!({
        "multipleOf": 1, "exclusiveMaximum": 11, "exclusiveMinimum": -1, "maximum": 10, "minimum": 0,
        "format": "int32", "default": 5, "deprecated": true, "type": "integer", "description": "Count."
    });
    assert_eq!(
        field(all_numeric),
        "{\n  /**\n   * Count.\n   * @deprecated\n   * @default 5\n   * @format int32\n   * @integer\n   * @minimum 0\n   * @maximum 10\n   * @exclusiveMinimum -1\n   * @exclusiveMaximum 11\n   * @multipleOf 1\n   */\n  f: number,\n}"
    );
    assert_eq!(
        field(json!({"type": "string", "pattern": "^a+$", "maxLength": 5, "minLength": 1, "default": "aa"})),
        "{\n  /** @default \"aa\" @minLength 1 @maxLength 5 @pattern ^a+$ */\n  f: string,\n}"
    );
    assert_eq!(
        field(json!({"type": "array", "uniqueItems": true, "maxItems": 3, "minItems": 1})),
        "{\n  /** @minItems 1 @maxItems 3 @uniqueItems true */\n  f: Array<unknown>,\n}"
    );
    assert_eq!(field(json!({"type": "array", "uniqueItems": false})), "{\n  f: Array<unknown>,\n}");
}

#[test]
fn long_comment_becomes_a_block() {
    let long = "word ".repeat(22).trim_end().to_owned(); // 109 characters
    let one_line = format!("  /** {long} */");
    assert!(one_line.len() <= 120);
    assert_eq!(field(json!({"description": long})), format!("{{\n{one_line}\n  f: unknown,\n}}"));
    let longer = format!("{long} more");
    assert_eq!(field(json!({"description": longer})), format!("{{\n  /**\n   * {longer}\n   */\n  f: unknown,\n}}"));
}

#[test]
fn multi_line_description_is_a_block() {
    assert_eq!(
        field(json!({"type": "string", "description": "First line.\n\nSecond line.  \n", "minLength": 1})),
        "{\n  /**\n   * First line.\n   *\n   * Second line.\n   * @minLength 1\n   */\n  f: string,\n}"
    );
}

#[test]
fn nested_field_comments_are_indented() {
    let schema = json!({
        "type": "object",
        "properties": {"inner": {"type": "object", "description": "Inner.", "properties": {"x": {"type": "string", "description": "X."}}}}
    });
    assert_eq!(render_type(&schema), "{\n  /** Inner. */\n  inner?: {\n    /** X. */\n    x?: string,\n  },\n}");
}

#[test]
fn item_and_value_metadata() {
    assert_eq!(
        field(json!({
            "type": "array", "description": "Order IDs.", "minItems": 1,
            "items": {"type": "string", "description": "An ID.", "format": "uuid"}
        })),
        "{\n  /** Order IDs. @minItems 1 Each item: An ID. @format uuid */\n  f: Array<string>,\n}"
    );
    assert_eq!(
        field(json!({"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}})),
        "{\n  /** Each value: @integer @minimum 0 */\n  f: {\n    [key: string]: number,\n  },\n}"
    );
    // Items without metadata add nothing.
    assert_eq!(field(json!({"type": "array", "items": {"type": "string"}})), "{\n  f: Array<string>,\n}");
}

#[test]
fn comment_metadata_follows_refs() {
    let schema = json!({
        "type": "object",
        "properties": {
            "status": {"$ref": "#/$defs/Status"},
            "other": {"$ref": "#/$defs/Status", "description": "Own words win."}
        },
        "$defs": {"Status": {"description": "Order status.", "enum": ["open", "done"]}}
    });
    assert_eq!(
        render_type(&schema),
        "{\n  /** Order status. */\n  status?: \"open\" | \"done\",\n  /** Own words win. */\n  other?: \"open\" | \"done\",\n}"
    );
}

#[test]
fn comment_terminators_are_escaped() {
    assert_eq!(
        field(json!({"type": "string", "description": "Ends */ early", "pattern": "a*/b"})),
        "{\n  /** Ends *\\/ early @pattern a*\\/b */\n  f: string,\n}"
    );
}

#[test]
fn top_level_description_is_not_printed() {
    assert_eq!(
        sig("a", Some(json!({"description": "Top.", "type": "object", "properties": {"x": {"type": "string"}}})), None),
        "tools.a({\n  x?: string,\n}): Promise<void>"
    );
}

#[test]
fn search_signature_snapshot() {
    assert_eq!(
        search_signature(),
        r#"search({
  /** Words to look for, or a tool path (orders.lookup) or expression (tools.orders.lookup) to get that tool alone. */
  query?: string,
  /** Only tools at or below this namespace, e.g. "orders". */
  namespace?: string,
  /** Results per page. @default 10 @integer @minimum 1 */
  limit?: number,
  /** Results to skip: next.offset of the previous page. @default 0 @integer @minimum 0 */
  offset?: number,
}): {
  items: Array<{
    /** The expression to call, e.g. tools.orders.lookup. */
    path: string,
    description: string,
    /** TypeScript-like signature. */
    signature: string,
  }>,
  /** Matches after this page. @integer @minimum 0 */
  remaining: number,
  /** Where the next page starts, or null on the last page. */
  next: {
    /** @integer */
    offset: number,
  } | null,
}"#
    );
}

mod typed {
    use super::*;
    use codemode_tools::{CallContext, ToolError};
    use schemars::JsonSchema;
    use serde::{Deserialize, Serialize};

    #[derive(Deserialize, JsonSchema)]
    #[allow(dead_code, reason = "only the schema is used")]
    struct SearchOrders {
        /// Free text.
        query: String,
        /// At most this many.
        limit: Option<u32>,
        status: Option<Status>,
        tags: Vec<String>,
    }

    #[derive(Serialize, Deserialize, JsonSchema)]
    #[serde(rename_all = "lowercase")]
    enum Status {
        Open,
        Shipped,
    }

    #[derive(Serialize, JsonSchema)]
    struct Page {
        orders: Vec<Line>,
        next: Option<String>,
    }

    #[derive(Serialize, JsonSchema)]
    struct Line {
        id: String,
        status: Status,
    }

    #[test]
    fn schemars_schemas_render() {
        let tool = Tool::typed("Search orders", |_: SearchOrders, _: CallContext| async {
            Ok::<_, ToolError>(Page { orders: Vec::new(), next: None })
        });
        assert_eq!(
            signature("orders.search", &tool),
            "tools.orders.search({
  /** Free text. */
  query: string,
  /** At most this many. @format uint32 @integer @minimum 0 */
  limit?: number | null,
  status?: \"open\" | \"shipped\" | null,
  tags: Array<string>,
}): Promise<{
  orders: Array<{
    id: string,
    status: \"open\" | \"shipped\",
  }>,
  next: string | null,
}>"
        );
    }
}
