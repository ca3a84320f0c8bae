//! OpenAPI schemas to JSON Schema 2020-12, one schema per tool input or output plus one shared
//! table of definitions per document side.
//!
//! - References to any place of the document (`#/components/schemas/Pet`) become `#/$defs/Pet`.
//!   Each referenced definition is converted once per [`Mode`] into that side's
//!   [`codemode_tools::Definitions`] table ([`Schemas::tables`]), which every tool of the document
//!   shares behind an `Arc`: a tool's schema carries no `$defs` of its own, and a document whose
//!   schemas all reach each other costs operations + definitions, not their product. The tool
//!   copies the definitions its schema reaches into a standalone document only when it is
//!   validated or asked for (`Tool::input`). Cycles are fine: a definition is referred to by name,
//!   so the converter never loops.
//! - OpenAPI 3.0's dialect is normalized: `nullable: true` becomes a `null` member of `type` (or of
//!   `enum`, or an `anyOf` with `{type: "null"}`), boolean `exclusiveMinimum`/`exclusiveMaximum`
//!   become the numeric form, `$ref` siblings are ignored (except `nullable`).
//! - [`Mode::Request`] drops `readOnly` properties, [`Mode::Response`] drops `writeOnly` ones, looking
//!   through `$ref`s and `allOf`; `required` loses the names it drops. This shapes signatures and
//!   input validation only: response values are never filtered.
//! - Keywords no validator needs (`x-*`, `example`, `xml`, `discriminator`, `$id`, nested `$defs`)
//!   are dropped; invalid `type` names are dropped rather than failing the document.
//!
//! Nothing here fails: a reference that cannot be followed becomes `{}` (anything).

use std::collections::{HashMap, HashSet};

use codemode_tools::Definitions;
use serde_json::{Map, Value, json};

use crate::document::{Dialect, pointer};

/// Which side of the wire a schema describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Mode {
    /// Sent by the program: `readOnly` properties are left out.
    Request,
    /// Received by the program: `writeOnly` properties are left out.
    Response,
}

const VALID_TYPES: [&str; 7] = ["string", "number", "integer", "boolean", "object", "array", "null"];
const MAX_FLAG_HOPS: usize = 16;

struct Def {
    schema: Value,
    deps: Vec<String>,
}

/// The converter for one document, with its definitions cached per mode.
pub(crate) struct Schemas<'a> {
    doc: &'a Value,
    dialect: Dialect,
    defs: HashMap<(Mode, String), Def>,
    /// Definitions whose references have been followed (each once per mode for the document).
    closed: HashSet<(Mode, String)>,
    names: HashMap<String, String>,
    taken: HashSet<String>,
    /// Schema nodes converted, for tests of the conversion's cost.
    pub(crate) work: usize,
}

/// A converted schema and the references (document pointers) it uses directly.
pub(crate) struct Converted {
    pub(crate) schema: Value,
    pub(crate) deps: Vec<String>,
}

impl<'a> Schemas<'a> {
    pub(crate) fn new(doc: &'a Value, dialect: Dialect) -> Self {
        Schemas {
            doc,
            dialect,
            defs: HashMap::new(),
            closed: HashSet::new(),
            names: HashMap::new(),
            taken: HashSet::new(),
            work: 0,
        }
    }

    /// Converts one schema (its references stay references, see [`Schemas::finish`]).
    pub(crate) fn convert(&mut self, schema: &Value, mode: Mode) -> Converted {
        let mut deps = Vec::new();
        let schema = self.node(schema, mode, &mut deps);
        Converted { schema, deps }
    }

    /// A tool's schema: every definition it needs, transitively, is converted into this side's
    /// table (each definition once per document), and the schema refers to them by name.
    pub(crate) fn finish(&mut self, converted: Converted, mode: Mode) -> Value {
        let Converted { schema, deps } = converted;
        let mut work = deps;
        while let Some(ptr) = work.pop() {
            if self.closed.contains(&(mode, ptr.clone())) {
                continue;
            }
            self.closed.insert((mode, ptr.clone()));
            self.ensure_def(&ptr, mode);
            work.extend(self.defs[&(mode, ptr)].deps.iter().cloned());
        }
        schema
    }

    /// The request and response tables of the converted definitions (request aliases end in
    /// `Input`, so that the two sides' `Pet` print as distinct TypeScript types).
    pub(crate) fn tables(self) -> (Definitions, Definitions) {
        let mut request = Vec::new();
        let mut response = Vec::new();
        for ((mode, ptr), def) in self.defs {
            let name = self.names.get(&ptr).cloned().unwrap_or_default();
            match mode {
                Mode::Request => request.push((name, def.schema)),
                Mode::Response => response.push((name, def.schema)),
            }
        }
        (Definitions::new(request).alias_suffix("Input"), Definitions::new(response))
    }

    /// Whether `schema` (through `$ref`s and `allOf`) is marked with `flag` (`readOnly`/`writeOnly`).
    pub(crate) fn flagged(&self, schema: &Value, flag: &str) -> bool {
        self.flagged_at(schema, flag, 0)
    }

    fn flagged_at(&self, schema: &Value, flag: &str, hops: usize) -> bool {
        if hops > MAX_FLAG_HOPS {
            return false;
        }
        let Some(m) = schema.as_object() else { return false };
        if m.get(flag) == Some(&Value::Bool(true)) {
            return true;
        }
        if let Some(target) = m.get("$ref").and_then(Value::as_str).and_then(|r| pointer(self.doc, r).ok())
            && self.flagged_at(target, flag, hops + 1)
        {
            return true;
        }
        match m.get("allOf") {
            Some(Value::Array(all)) => all.iter().any(|s| self.flagged_at(s, flag, hops + 1)),
            _ => false,
        }
    }

    /// The schema `schema` refers to with its top-level `$ref`s followed (bounded).
    pub(crate) fn resolve<'b>(&self, mut schema: &'b Value) -> &'b Value
    where
        'a: 'b,
    {
        for _ in 0..MAX_FLAG_HOPS {
            match schema.get("$ref").and_then(Value::as_str).and_then(|r| pointer(self.doc, r).ok()) {
                Some(t) => schema = t,
                None => break,
            }
        }
        schema
    }

    fn def_name(&mut self, ptr: &str) -> String {
        if let Some(n) = self.names.get(ptr) {
            return n.clone();
        }
        let last = ptr.rsplit('/').next().unwrap_or("schema");
        let last = percent_encoding::percent_decode_str(last).decode_utf8_lossy().replace("~1", "/").replace("~0", "~");
        let mut base: String = last
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') { c } else { '_' })
            .collect();
        if base.is_empty() {
            base = "schema".into();
        }
        let mut name = base.clone();
        let mut n = 2;
        while self.taken.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.taken.insert(name.clone());
        self.names.insert(ptr.to_owned(), name.clone());
        name
    }

    fn ensure_def(&mut self, ptr: &str, mode: Mode) {
        if self.defs.contains_key(&(mode, ptr.to_owned())) {
            return;
        }
        let target = pointer(self.doc, ptr).unwrap_or(&Value::Bool(true));
        let mut deps = Vec::new();
        let schema = self.node(target, mode, &mut deps);
        self.defs.insert((mode, ptr.to_owned()), Def { schema, deps });
    }

    fn reference(&mut self, r: &str, deps: &mut Vec<String>) -> Value {
        if pointer(self.doc, r).is_err() {
            return json!({});
        }
        let name = self.def_name(r);
        if !deps.iter().any(|d| d == r) {
            deps.push(r.to_owned());
        }
        json!({ "$ref": format!("#/$defs/{name}") })
    }

    fn node(&mut self, schema: &Value, mode: Mode, deps: &mut Vec<String>) -> Value {
        self.work += 1;
        let m = match schema {
            Value::Object(m) => m,
            Value::Bool(_) => return schema.clone(),
            _ => return json!({}),
        };
        let nullable = self.dialect == Dialect::V30 && m.get("nullable") == Some(&Value::Bool(true));
        let mut out = Map::new();
        if let Some(r) = m.get("$ref").and_then(Value::as_str) {
            let reference = self.reference(r, deps);
            if self.dialect == Dialect::V30 {
                return if nullable { json!({ "anyOf": [reference, { "type": "null" }] }) } else { reference };
            }
            if let Value::Object(rm) = reference {
                out.extend(rm);
            }
        }
        let mut dropped: Vec<String> = Vec::new();
        for (k, v) in m {
            match k.as_str() {
                "$ref" | "nullable" | "example" | "examples" | "xml" | "discriminator" | "externalDocs" => {}
                k if k.starts_with("x-") || (k.starts_with('$') && k != "$comment") => {}
                "definitions" => {}
                "properties" => {
                    let Value::Object(props) = v else { continue };
                    let flag = match mode {
                        Mode::Request => "readOnly",
                        Mode::Response => "writeOnly",
                    };
                    let mut converted = Map::new();
                    for (name, prop) in props {
                        if self.flagged(prop, flag) {
                            dropped.push(name.clone());
                            continue;
                        }
                        converted.insert(name.clone(), self.node(prop, mode, deps));
                    }
                    out.insert(k.clone(), Value::Object(converted));
                }
                "patternProperties" | "dependentSchemas" | "$defs" => {
                    if let Value::Object(map) = v {
                        let converted = map.iter().map(|(n, s)| (n.clone(), self.node(s, mode, deps))).collect();
                        out.insert(k.clone(), Value::Object(converted));
                    }
                }
                "additionalProperties"
                | "items"
                | "not"
                | "contains"
                | "propertyNames"
                | "unevaluatedProperties"
                | "unevaluatedItems"
                | "additionalItems"
                | "if"
                | "then"
                | "else" => match v {
                    Value::Array(list) if k == "items" => {
                        out.insert("prefixItems".into(), list.iter().map(|s| self.node(s, mode, deps)).collect());
                    }
                    Value::Object(_) | Value::Bool(_) => {
                        out.insert(k.clone(), self.node(v, mode, deps));
                    }
                    _ => {}
                },
                "allOf" | "anyOf" | "oneOf" | "prefixItems" => {
                    if let Value::Array(list) = v
                        && !list.is_empty()
                    {
                        out.insert(k.clone(), list.iter().map(|s| self.node(s, mode, deps)).collect());
                    }
                }
                "required" => {
                    if let Value::Array(names) = v {
                        let names: Vec<Value> = names.iter().filter(|n| n.is_string()).cloned().collect();
                        out.insert(k.clone(), Value::Array(names));
                    }
                }
                "type" => match v {
                    Value::String(t) if VALID_TYPES.contains(&t.as_str()) => {
                        out.insert(k.clone(), v.clone());
                    }
                    Value::Array(ts) => {
                        let ts: Vec<Value> = ts
                            .iter()
                            .filter(|t| t.as_str().is_some_and(|t| VALID_TYPES.contains(&t)))
                            .cloned()
                            .collect();
                        if !ts.is_empty() {
                            out.insert(k.clone(), Value::Array(ts));
                        }
                    }
                    _ => {}
                },
                "exclusiveMinimum" | "exclusiveMaximum" => match v {
                    Value::Bool(true) => {
                        let base = if k == "exclusiveMinimum" { "minimum" } else { "maximum" };
                        if let Some(n) = m.get(base) {
                            out.insert(k.clone(), n.clone());
                        }
                    }
                    Value::Number(_) => {
                        out.insert(k.clone(), v.clone());
                    }
                    _ => {}
                },
                "enum" => {
                    if let Value::Array(_) = v {
                        out.insert(k.clone(), v.clone());
                    }
                }
                _ => {
                    out.insert(k.clone(), v.clone());
                }
            }
        }
        // A 3.0 boolean exclusive bound replaces its inclusive one.
        for (excl, base) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            if m.get(excl) == Some(&Value::Bool(true)) {
                out.remove(base);
            }
        }
        if !dropped.is_empty()
            && let Some(Value::Array(req)) = out.get_mut("required")
        {
            req.retain(|n| !n.as_str().is_some_and(|n| dropped.iter().any(|d| d == n)));
        }
        if out.contains_key("$defs") {
            // Nested definitions are only reachable by pointer, which now goes through our `$defs`.
            out.remove("$defs");
        }
        if nullable {
            return make_nullable(out);
        }
        Value::Object(out)
    }
}

/// `schema | null` for a 3.0 `nullable: true` schema.
fn make_nullable(mut out: Map<String, Value>) -> Value {
    if let Some(Value::Array(values)) = out.get_mut("enum") {
        if !values.contains(&Value::Null) {
            values.push(Value::Null);
        }
        if let Some(Value::String(t)) = out.get("type").cloned() {
            out.insert("type".into(), json!([t, "null"]));
        }
        return Value::Object(out);
    }
    let composite = ["allOf", "anyOf", "oneOf"].iter().any(|k| out.contains_key(*k));
    match out.get_mut("type") {
        Some(Value::String(t)) if !composite => {
            let t = std::mem::take(t);
            out.insert("type".into(), json!([t, "null"]));
            Value::Object(out)
        }
        Some(Value::Array(ts)) if !composite => {
            if !ts.contains(&json!("null")) {
                ts.push(json!("null"));
            }
            Value::Object(out)
        }
        _ => {
            let mut outer = Map::new();
            for k in ["description", "title", "default", "deprecated"] {
                if let Some(v) = out.remove(k) {
                    outer.insert(k.into(), v);
                }
            }
            outer.insert("anyOf".into(), json!([Value::Object(out), { "type": "null" }]));
            Value::Object(outer)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The converted schema with its definitions copied in, as `Tool::input` shows it.
    fn standalone_of(s: &mut Schemas<'_>, c: Converted, mode: Mode) -> Value {
        let schema = s.finish(c, mode);
        let defs: Vec<(String, Value)> = s
            .defs
            .iter()
            .filter(|((m, _), _)| *m == mode)
            .map(|((_, ptr), d)| (s.names[ptr].clone(), d.schema.clone()))
            .collect();
        Definitions::new(defs).standalone(&schema)
    }

    fn doc30() -> Value {
        json!({
            "openapi": "3.0.3",
            "components": { "schemas": {
                "Node": { "type": "object", "properties": {
                    "id": { "type": "string", "readOnly": true },
                    "secret": { "type": "string", "writeOnly": true },
                    "next": { "$ref": "#/components/schemas/Node" },
                    "name": { "type": "string", "nullable": true },
                    "kind": { "type": "string", "enum": ["a", "b"], "nullable": true },
                    "x-extra": 1,
                }, "required": ["id", "secret", "name"] },
                "Id": { "type": "string", "readOnly": true },
                "Holder": { "type": "object", "properties": { "id": { "$ref": "#/components/schemas/Id" }, "n": { "type": "integer", "minimum": 0, "exclusiveMinimum": true } } },
            }}
        })
    }

    #[test]
    fn cycles_and_modes() {
        let doc = doc30();
        let mut s = Schemas::new(&doc, Dialect::V30);
        let c = s.convert(&json!({ "$ref": "#/components/schemas/Node" }), Mode::Request);
        let root = standalone_of(&mut s, c, Mode::Request);
        assert_eq!(root["$ref"], "#/$defs/Node");
        let node = &root["$defs"]["Node"];
        assert!(node["properties"].get("id").is_none(), "readOnly left out of a request: {node}");
        assert!(node["properties"].get("secret").is_some());
        assert_eq!(node["required"], json!(["secret", "name"]));
        assert_eq!(node["properties"]["next"], json!({ "$ref": "#/$defs/Node" }));
        assert_eq!(node["properties"]["name"]["type"], json!(["string", "null"]));
        assert_eq!(node["properties"]["kind"]["enum"], json!(["a", "b", null]));
        let c = s.convert(&json!({ "$ref": "#/components/schemas/Node" }), Mode::Response);
        let root = standalone_of(&mut s, c, Mode::Response);
        let node = &root["$defs"]["Node"];
        assert!(node["properties"].get("secret").is_none());
        assert!(node["properties"].get("id").is_some());
        assert_eq!(codemode_tools::render_type(&root).matches("name: string | null").count(), 1, "{root}");
    }

    #[test]
    fn read_only_through_refs_and_bounds() {
        let doc = doc30();
        let mut s = Schemas::new(&doc, Dialect::V30);
        let c = s.convert(&json!({ "$ref": "#/components/schemas/Holder" }), Mode::Request);
        let root = standalone_of(&mut s, c, Mode::Request);
        let holder = &root["$defs"]["Holder"];
        assert!(holder["properties"].get("id").is_none(), "{holder}");
        assert_eq!(holder["properties"]["n"], json!({ "type": "integer", "exclusiveMinimum": 0 }));
    }

    #[test]
    fn nullable_refs_and_composites() {
        let doc = doc30();
        let mut s = Schemas::new(&doc, Dialect::V30);
        let c = s.convert(&json!({ "$ref": "#/components/schemas/Id", "nullable": true }), Mode::Response);
        assert_eq!(c.schema, json!({ "anyOf": [{ "$ref": "#/$defs/Id" }, { "type": "null" }] }));
        let c = s
            .convert(&json!({ "allOf": [{ "type": "string" }], "nullable": true, "description": "d" }), Mode::Response);
        assert_eq!(
            c.schema,
            json!({ "description": "d", "anyOf": [{ "allOf": [{ "type": "string" }] }, { "type": "null" }] })
        );
        let c = s.convert(&json!({ "$ref": "#/nowhere" }), Mode::Response);
        assert_eq!(c.schema, json!({}));
        let c = s.convert(&json!({ "type": "file", "required": true }), Mode::Response);
        assert_eq!(c.schema, json!({}));
    }

    #[test]
    fn v31_keeps_ref_siblings() {
        let doc = json!({ "components": { "schemas": { "A": { "type": "string" } } } });
        let mut s = Schemas::new(&doc, Dialect::V31);
        let c = s.convert(
            &json!({ "$ref": "#/components/schemas/A", "description": "an A", "nullable": true }),
            Mode::Request,
        );
        assert_eq!(c.schema, json!({ "$ref": "#/$defs/A", "description": "an A" }));
    }
}
