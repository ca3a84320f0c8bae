//! TypeScript-like signatures rendered from JSON Schema.
//!
//! A signature is `<tool expression>(<input>): Promise<<output>>`, for example
//!
//! ```text
//! tools.orders.lookup({
//!   /** The order ID. */
//!   id: string,
//! }): Promise<{
//!   id: string,
//!   status: "open" | "shipped",
//! }>
//! ```
//!
//! # Rules
//!
//! - Input: `()` when the schema is absent or renders as the empty object type `{}` (an object
//!   with no properties and no index signature); otherwise the rendered type, with no parameter
//!   name. Output: `void` without a schema, `unknown` for `{}`/`true`.
//! - Objects: `{`, one field per line indented two spaces per nesting level, `name: type,` or
//!   `name?: type,` (required per `required`), a trailing comma on every field, `}` at the
//!   enclosing indentation. Keys that are not identifiers are JSON-quoted. Properties keep their
//!   document order. A name in `required` without a property schema is `name: unknown,`.
//!   `additionalProperties: T` (and `patternProperties`) become `[key: string]: T,` as the last
//!   line (`true` → `unknown`; `false` or absent → nothing). An object with nothing to list is `{}`.
//! - `string`, `boolean`, `null` as themselves; `number` and `integer` → `number`; a `type` list is
//!   a union. Without `type`, `properties`/`additionalProperties`/`patternProperties` imply an
//!   object and `items`/`prefixItems` an array; otherwise the base type is `unknown`.
//! - `const` and `enum` are literal unions of compact JSON (`"a" | "b"`, `1 | 2`, `null`); they take
//!   precedence over `type`.
//! - Arrays: `Array<T>` (`items` absent → `Array<unknown>`); tuples from `prefixItems` (or a
//!   draft-7 `items` array) → `[A, B]`, with `...Array<T>` appended when `items` (2020-12) or
//!   `additionalItems` (draft 7) allows more.
//! - `anyOf` and `oneOf` are unions, `allOf` an intersection (` & `), and they are intersected
//!   with the schema's own type when it has one. An `unknown` member makes a union `unknown` and
//!   is dropped from an intersection; `false` is `never`. Unions inside intersections are
//!   parenthesized; duplicate members are dropped.
//! - `nullable: true` (OpenAPI 3.0) adds `| null`.
//! - `$ref`: local references (`#/$defs/X`, `#/definitions/X`, any `#/…` pointer) are inlined;
//!   a reference to a schema already being expanded (recursion, including `#`) and any
//!   non-local reference render as `unknown`.
//! - Nesting deeper than [`MAX_DEPTH`] levels (properties, items, values) renders as `unknown`.
//!
//! # Shared definitions and aliases
//!
//! A reference `#/$defs/<name>` that the schema does not resolve itself goes to the tool's shared
//! [`Definitions`] table. Such a definition is inlined like a local one while the signature side
//! (input or output) has rendered fewer than [`INLINE_FIELDS`] object fields; after that, it
//! renders as its alias (`Pet`, see `definitions.rs`), and the catalog declares the alias once
//! per table ([`crate::Tools::declarations`]): `type Pet = {…};`, rendered by [`declaration`],
//! where every reference into the table is an alias (so a recursive definition reads as
//! TypeScript does). Small documents therefore render exactly as if each tool carried its own
//! definitions, and a document whose schemas all reach each other costs each signature at most
//! about [`INLINE_FIELDS`] fields plus one declaration per definition.
//!
//! # Field comments
//!
//! A field gets a JSDoc comment when its schema (looked up together with the schema its `$ref`
//! points to, the field's own keys winning; nothing is copied) has a `description` or any of these, in this order: `@deprecated`,
//! `@default <json>`, `@format <f>`, `@integer` (type integer), `@minimum`, `@maximum`,
//! `@exclusiveMinimum`, `@exclusiveMaximum`, `@multipleOf`, `@minLength`, `@maxLength`,
//! `@pattern`, `@minItems`, `@maxItems`, `@uniqueItems true` (values as compact JSON, format and
//! pattern raw). The metadata of an array's `items` schema and of a map's `additionalProperties`
//! schema follow as `Each item: <description> <tags>` and `Each value: …`.
//!
//! The comment is one line, `/** Desc. @tag 1 Each item: … */`, when the description is a single
//! line and the whole line, indentation included, fits in [`COMMENT_WIDTH`] characters. Otherwise
//! it is a block: `/**`, then ` * ` + one line per description line, tag and `Each …` entry, then
//! ` */`, all at the field's indentation. `*/` inside comment text is written `*\/`.
//!
//! Decided here (the brief left them open): the description of the top-level input or output
//! schema, and `title`s, are not printed; comments are only attached to object fields (not to
//! index signatures, tuple members or union members).
//!
//! This module does not validate anything and never fails: a schema it does not understand
//! renders as `unknown`.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use crate::definitions::{Definitions, def_name};
use crate::path::{is_identifier, json_quote, tool_expression};
use crate::tool::Tool;

/// Nesting levels rendered before falling back to `unknown`.
pub const MAX_DEPTH: usize = 8;
/// Object fields one signature side renders before references into shared definitions render as
/// their aliases instead of being inlined.
pub const INLINE_FIELDS: usize = 40;
/// Widest one-line field comment (in characters, indentation included).
pub const COMMENT_WIDTH: usize = 120;

/// The signature of the tool at the canonical `path`: `<tool expression>(<input>): Promise<<output>>`.
pub fn signature(path: &str, tool: &Tool) -> String {
    rendered_signature(path, tool).text
}

/// A signature and the shared definitions it names by alias, per side.
pub(crate) struct Rendered {
    pub(crate) text: String,
    pub(crate) input_aliases: BTreeSet<String>,
    pub(crate) output_aliases: BTreeSet<String>,
}

pub(crate) fn rendered_signature(path: &str, tool: &Tool) -> Rendered {
    let side = |schema: Option<&Value>, defs: Option<&Definitions>| {
        schema.map(|schema| {
            let mut r = Renderer::new(schema, defs, true);
            let text = r.ty(schema, 0, 0).text;
            (text, r.used)
        })
    };
    let input = side(tool.input_as_given(), tool.input_definitions().map(|d| &**d));
    let output = side(tool.output_as_given(), tool.output_definitions().map(|d| &**d));
    let input_text = match &input {
        None => String::new(),
        Some((t, _)) if t == "{}" => String::new(),
        Some((t, _)) => t.clone(),
    };
    let output_text = output.as_ref().map_or_else(|| "void".to_owned(), |(t, _)| t.clone());
    Rendered {
        text: format!("{}({input_text}): Promise<{output_text}>", tool_expression(path)),
        input_aliases: input.map(|(_, u)| u).unwrap_or_default(),
        output_aliases: output.map(|(_, u)| u).unwrap_or_default(),
    }
}

/// The declaration `type <Alias> = <type>;` of the definition `name` of `defs` (every reference
/// into `defs` rendered as its alias), with the names of the definitions it refers to; `None`
/// when `defs` has no such definition.
pub fn declaration(defs: &Definitions, name: &str) -> Option<(String, BTreeSet<String>)> {
    let schema = defs.get(name)?;
    let alias = defs.alias(name)?;
    let mut r = Renderer::new(schema, Some(defs), false);
    let text = r.ty(schema, 0, 0).text;
    Some((format!("type {alias} = {text};"), r.used))
}

/// The parameter list text for an input schema: empty for none or for an empty object type.
pub fn input_type(schema: Option<&Value>) -> String {
    match schema {
        None => String::new(),
        Some(schema) => {
            let text = render_type(schema);
            if text == "{}" { String::new() } else { text }
        }
    }
}

/// The `Promise<…>` argument for an output schema: `void` for none.
pub fn output_type(schema: Option<&Value>) -> String {
    match schema {
        None => "void".to_owned(),
        Some(schema) => render_type(schema),
    }
}

/// The TypeScript type of a JSON Schema document, rendered at indentation level 0.
pub fn render_type(schema: &Value) -> String {
    Renderer::new(schema, None, true).ty(schema, 0, 0).text
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Atom,
    Union,
    Intersection,
    Unknown,
    Never,
}

/// A rendered type; unions and intersections keep their members for flattening.
#[derive(Debug, Clone)]
struct Ty {
    text: String,
    kind: Kind,
    members: Vec<String>,
}

impl Ty {
    fn atom(text: impl Into<String>) -> Ty {
        Ty { text: text.into(), kind: Kind::Atom, members: Vec::new() }
    }
    fn unknown() -> Ty {
        Ty { text: "unknown".into(), kind: Kind::Unknown, members: Vec::new() }
    }
    fn never() -> Ty {
        Ty { text: "never".into(), kind: Kind::Never, members: Vec::new() }
    }
}

fn push_unique(list: &mut Vec<String>, text: String) {
    if !list.contains(&text) {
        list.push(text);
    }
}

/// `A | B`: `unknown` absorbs everything, `never` vanishes, nested unions flatten.
fn union(members: Vec<Ty>) -> Ty {
    let mut parts = Vec::new();
    for m in members {
        match m.kind {
            Kind::Unknown => return Ty::unknown(),
            Kind::Never => {}
            Kind::Union => m.members.into_iter().for_each(|p| push_unique(&mut parts, p)),
            Kind::Atom | Kind::Intersection => push_unique(&mut parts, m.text),
        }
    }
    match parts.len() {
        0 => Ty::never(),
        1 => Ty::atom(parts.pop().unwrap_or_default()),
        _ => Ty { text: parts.join(" | "), kind: Kind::Union, members: parts },
    }
}

/// `A & B`: `unknown` vanishes, `never` absorbs, unions get parentheses.
fn intersection(members: Vec<Ty>) -> Ty {
    let mut parts = Vec::new();
    let mut single = None;
    for m in members {
        match m.kind {
            Kind::Unknown => {}
            Kind::Never => return Ty::never(),
            Kind::Intersection => m.members.into_iter().for_each(|p| push_unique(&mut parts, p)),
            Kind::Union => {
                push_unique(&mut parts, format!("({})", m.text));
                single = Some(m);
            }
            Kind::Atom => {
                push_unique(&mut parts, m.text.clone());
                single = Some(m);
            }
        }
    }
    match parts.len() {
        0 => Ty::unknown(),
        1 => single.unwrap_or_else(|| Ty::atom(parts.pop().unwrap_or_default())),
        _ => Ty { text: parts.join(" & "), kind: Kind::Intersection, members: parts },
    }
}

fn literal(value: &Value) -> Ty {
    Ty::atom(serde_json::to_string(value).unwrap_or_else(|_| "unknown".into()))
}

fn pad(indent: usize) -> String {
    "  ".repeat(indent)
}

struct Renderer<'a> {
    root: &'a Value,
    /// `$ref`s being expanded (the root counts as `#`): a reference to one of them is recursive.
    stack: Vec<&'a str>,
    /// Where references the root does not resolve go.
    shared: Option<&'a Definitions>,
    /// Whether shared definitions may be inlined (false in declarations: always aliases).
    inline: bool,
    /// Object fields rendered so far.
    fields: usize,
    /// Shared definitions rendered as aliases.
    used: BTreeSet<String>,
}

impl<'a> Renderer<'a> {
    fn new(root: &'a Value, shared: Option<&'a Definitions>, inline: bool) -> Self {
        Renderer { root, stack: vec!["#"], shared, inline, fields: 0, used: BTreeSet::new() }
    }

    /// The schema `reference` points to, and its name when it is a shared definition.
    fn lookup(&self, reference: &str) -> Option<(&'a Value, Option<String>)> {
        let pointer = reference.strip_prefix('#')?;
        if pointer.is_empty() {
            Some((self.root, None))
        } else if pointer.starts_with('/') {
            if let Some(local) = self.root.pointer(pointer) {
                return Some((local, None));
            }
            let name = def_name(reference)?;
            Some((self.shared?.get(&name)?, Some(name)))
        } else {
            None
        }
    }

    fn resolve(&self, reference: &str) -> Option<&'a Value> {
        self.lookup(reference).map(|(v, _)| v)
    }

    /// Renders `schema`, whose text starts on a line indented `indent` levels.
    fn ty(&mut self, schema: &'a Value, depth: usize, indent: usize) -> Ty {
        if depth > MAX_DEPTH {
            return Ty::unknown();
        }
        let m = match schema {
            Value::Bool(false) => return Ty::never(),
            Value::Object(m) => m,
            _ => return Ty::unknown(),
        };
        let mut parts = Vec::new();
        if let Some(reference) = m.get("$ref").and_then(Value::as_str) {
            parts.push(self.reference(reference, depth, indent));
        } else if let Some(value) = m.get("const") {
            parts.push(literal(value));
        } else if let Some(Value::Array(values)) = m.get("enum") {
            parts.push(union(values.iter().map(literal).collect()));
        } else if let Some(t) = self.by_type(m, depth, indent) {
            parts.push(t);
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(members)) = m.get(key) {
                let members = members.iter().map(|s| self.ty(s, depth, indent)).collect();
                parts.push(union(members));
            }
        }
        if let Some(Value::Array(members)) = m.get("allOf") {
            for s in members {
                let t = self.ty(s, depth, indent);
                parts.push(t);
            }
        }
        let t = intersection(parts);
        if m.get("nullable") == Some(&Value::Bool(true)) { union(vec![t, Ty::atom("null")]) } else { t }
    }

    fn reference(&mut self, reference: &'a str, depth: usize, indent: usize) -> Ty {
        let found = self.lookup(reference);
        if let (Some((_, Some(name))), Some(shared)) = (&found, self.shared)
            && (!self.inline || self.fields >= INLINE_FIELDS)
            && let Some(alias) = shared.alias(name)
        {
            let alias = Ty::atom(alias);
            self.used.insert(name.clone());
            return alias;
        }
        if self.stack.contains(&reference) {
            return Ty::unknown();
        }
        let Some((target, _)) = found else {
            return Ty::unknown();
        };
        self.stack.push(reference);
        let t = self.ty(target, depth, indent);
        self.stack.pop();
        t
    }

    fn by_type(&mut self, m: &'a Map<String, Value>, depth: usize, indent: usize) -> Option<Ty> {
        let types: Vec<&str> = match m.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
            Some(_) => return Some(Ty::unknown()),
            None if ["properties", "additionalProperties", "patternProperties"].iter().any(|k| m.contains_key(*k)) => {
                vec!["object"]
            }
            None if m.contains_key("items") || m.contains_key("prefixItems") => vec!["array"],
            None => return None,
        };
        if types.is_empty() {
            return None;
        }
        let members = types
            .into_iter()
            .map(|t| match t {
                "string" => Ty::atom("string"),
                "number" | "integer" => Ty::atom("number"),
                "boolean" => Ty::atom("boolean"),
                "null" => Ty::atom("null"),
                "array" => self.array(m, depth, indent),
                "object" => self.object(m, depth, indent),
                _ => Ty::unknown(),
            })
            .collect();
        Some(union(members))
    }

    fn array(&mut self, m: &'a Map<String, Value>, depth: usize, indent: usize) -> Ty {
        let tuple = match (m.get("prefixItems"), m.get("items")) {
            (Some(Value::Array(prefix)), rest) => Some((prefix, rest)),
            (_, Some(Value::Array(prefix))) => Some((prefix, m.get("additionalItems"))),
            _ => None,
        };
        if let Some((prefix, rest)) = tuple {
            let mut elements: Vec<String> = prefix.iter().map(|s| self.ty(s, depth + 1, indent).text).collect();
            match rest {
                None | Some(Value::Bool(false)) => {}
                Some(rest) => elements.push(format!("...Array<{}>", self.ty(rest, depth + 1, indent).text)),
            }
            return Ty::atom(format!("[{}]", elements.join(", ")));
        }
        let item = match m.get("items") {
            None => Ty::unknown(),
            Some(items) => self.ty(items, depth + 1, indent),
        };
        Ty::atom(format!("Array<{}>", item.text))
    }

    fn object(&mut self, m: &'a Map<String, Value>, depth: usize, indent: usize) -> Ty {
        let field_pad = pad(indent + 1);
        let required: Vec<&str> = match m.get("required") {
            Some(Value::Array(names)) => names.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let mut lines = String::new();
        let properties = m.get("properties").and_then(Value::as_object);
        for (name, schema) in properties.into_iter().flatten() {
            self.fields += 1;
            let t = self.ty(schema, depth + 1, indent + 1);
            lines.push_str(&self.comment(schema, indent + 1));
            let optional = if required.contains(&name.as_str()) { "" } else { "?" };
            lines.push_str(&format!("{field_pad}{}{optional}: {},\n", key(name), t.text));
        }
        for name in &required {
            if !properties.is_some_and(|p| p.contains_key(*name)) {
                lines.push_str(&format!("{field_pad}{}: unknown,\n", key(name)));
            }
        }
        let mut values = Vec::new();
        if let Some(Value::Object(patterns)) = m.get("patternProperties") {
            for schema in patterns.values() {
                values.push(self.ty(schema, depth + 1, indent + 1));
            }
        }
        match m.get("additionalProperties") {
            None | Some(Value::Bool(false)) => {}
            Some(schema) => values.push(self.ty(schema, depth + 1, indent + 1)),
        }
        if !values.is_empty() {
            lines.push_str(&format!("{field_pad}[key: string]: {},\n", union(values).text));
        }
        if lines.is_empty() { Ty::atom("{}") } else { Ty::atom(format!("{{\n{lines}{}}}", pad(indent))) }
    }

    /// `schema`'s keywords with those of its `$ref` target behind them (the schema's own win).
    fn meta(&self, schema: &'a Value) -> Meta<'a> {
        let own = schema.as_object();
        let target = own
            .and_then(|m| m.get("$ref"))
            .and_then(Value::as_str)
            .and_then(|r| self.resolve(r))
            .and_then(Value::as_object);
        Meta { own, target }
    }

    /// The JSDoc comment (with its newline) for a field whose schema is `schema`, or "".
    fn comment(&self, schema: &'a Value, indent: usize) -> String {
        let meta = self.meta(schema);
        let description = description_lines(&meta);
        let mut entries: Vec<String> = description.clone();
        entries.extend(tags(&meta));
        for (key, label) in [("items", "Each item"), ("additionalProperties", "Each value")] {
            if let Some(sub @ Value::Object(_)) = meta.get(key) {
                let sub = self.meta(sub);
                let mut inline: Vec<String> = description_lines(&sub).into_iter().filter(|l| !l.is_empty()).collect();
                inline.extend(tags(&sub));
                if !inline.is_empty() {
                    entries.push(format!("{label}: {}", inline.join(" ")));
                }
            }
        }
        format_comment(&entries, description.len() <= 1, indent)
    }
}

fn key(name: &str) -> String {
    if is_identifier(name) { name.to_owned() } else { json_quote(name) }
}

/// A schema's keywords looked up in it, then in its `$ref` target.
struct Meta<'a> {
    own: Option<&'a Map<String, Value>>,
    target: Option<&'a Map<String, Value>>,
}

impl<'a> Meta<'a> {
    fn get(&self, key: &str) -> Option<&'a Value> {
        self.own.and_then(|m| m.get(key)).or_else(|| self.target.and_then(|m| m.get(key)))
    }
}

fn description_lines(meta: &Meta<'_>) -> Vec<String> {
    match meta.get("description").and_then(Value::as_str).map(str::trim) {
        Some(d) if !d.is_empty() => d.lines().map(|l| l.trim_end().to_owned()).collect(),
        _ => Vec::new(),
    }
}

/// The JSDoc tags for a schema's metadata, in the documented order.
fn tags(meta: &Meta<'_>) -> Vec<String> {
    let json = |v: &Value| serde_json::to_string(v).unwrap_or_default();
    let raw = |v: &Value| v.as_str().map_or_else(|| json(v), |s| s.replace('\n', "\\n"));
    let mut out = Vec::new();
    if meta.get("deprecated") == Some(&Value::Bool(true)) {
        out.push("@deprecated".to_owned());
    }
    if let Some(v) = meta.get("default") {
        out.push(format!("@default {}", json(v)));
    }
    if let Some(v) = meta.get("format") {
        out.push(format!("@format {}", raw(v)));
    }
    let is_integer = match meta.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(ts)) => ts.iter().any(|t| t == "integer"),
        _ => false,
    };
    if is_integer {
        out.push("@integer".to_owned());
    }
    for k in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength"] {
        if let Some(v) = meta.get(k) {
            out.push(format!("@{k} {}", json(v)));
        }
    }
    if let Some(v) = meta.get("pattern") {
        out.push(format!("@pattern {}", raw(v)));
    }
    for k in ["minItems", "maxItems"] {
        if let Some(v) = meta.get(k) {
            out.push(format!("@{k} {}", json(v)));
        }
    }
    if meta.get("uniqueItems") == Some(&Value::Bool(true)) {
        out.push("@uniqueItems true".to_owned());
    }
    out
}

/// One line when allowed and narrow enough, else a block; "" when there is nothing to say.
fn format_comment(entries: &[String], one_line_allowed: bool, indent: usize) -> String {
    if entries.is_empty() {
        return String::new();
    }
    let pad = pad(indent);
    let entries: Vec<String> = entries.iter().map(|e| e.replace("*/", "*\\/")).collect();
    if one_line_allowed {
        let line = format!("{pad}/** {} */", entries.join(" "));
        if line.chars().count() <= COMMENT_WIDTH {
            return line + "\n";
        }
    }
    let mut out = format!("{pad}/**\n");
    for e in &entries {
        if e.is_empty() {
            out.push_str(&format!("{pad} *\n"));
        } else {
            out.push_str(&format!("{pad} * {e}\n"));
        }
    }
    out.push_str(&format!("{pad} */\n"));
    out
}
