//! Schema definitions shared by many tools: one table per document side instead of a copy of the
//! reached definitions inside every tool's schema.
//!
//! A tool generated from a large API description (OpenAPI, say) refers to named definitions with
//! `{"$ref": "#/$defs/Pet"}`. When hundreds of tools reach the same definitions, copying them into
//! each tool's `$defs` costs operations × definitions in memory and time; a [`Definitions`] table
//! behind an `Arc` is built once and attached to every tool (see [`crate::Tool::definitions`]).
//!
//! - A reference `#/$defs/<name>` (JSON Pointer escaping, `~0`/`~1`, undone) that the tool's own
//!   schema does not resolve is looked up in the table; the schema's own `$defs` win.
//! - [`Definitions::standalone`] copies only the definitions a schema reaches (transitively) into
//!   its `$defs`: that document is what validation compiles (lazily, once per tool) and what
//!   [`crate::Tool::input`] / [`crate::Tool::output`] return.
//! - Each definition has an alias, a TypeScript type name, that signatures use for definitions
//!   they do not inline (see `signature.rs`); the catalog declares each used alias once per table
//!   ([`crate::Tools::declarations`]). Aliases are the definition names with every character that
//!   cannot appear in an identifier replaced by `_` (and a leading digit prefixed with `_`), then
//!   the table's suffix ([`Definitions::alias_suffix`]); a clash gets `_2`, `_3`, … in name order.
//!
//! Nothing here fails: a reference to a name the table does not have stays a dangling reference
//! (validation reports it when it compiles the schema).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;

use serde_json::{Map, Value};

use crate::path::is_identifier;

/// A table of named JSON Schema definitions shared by many tools.
pub struct Definitions {
    defs: BTreeMap<String, Value>,
    aliases: HashMap<String, String>,
}

impl fmt::Debug for Definitions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Definitions").field("names", &self.defs.keys().collect::<Vec<_>>()).finish()
    }
}

/// The name a `$ref` of the form `#/$defs/<name>` points to, unescaped.
pub(crate) fn def_name(reference: &str) -> Option<String> {
    let raw = reference.strip_prefix("#/$defs/")?;
    if raw.contains('/') {
        return None;
    }
    Some(raw.replace("~1", "/").replace("~0", "~"))
}

impl Definitions {
    /// A table from `(name, schema)` pairs (a later pair with the same name wins), with no alias
    /// suffix.
    pub fn new(defs: impl IntoIterator<Item = (String, Value)>) -> Definitions {
        Definitions::with_suffix(defs, "")
    }

    /// A table whose aliases end in `suffix` (`"Input"` makes `Pet` print as `PetInput`), so that
    /// two tables with the same names (a request and a response side) print distinct types.
    pub fn alias_suffix(self, suffix: &str) -> Definitions {
        Definitions::with_suffix(self.defs, suffix)
    }

    fn with_suffix(defs: impl IntoIterator<Item = (String, Value)>, suffix: &str) -> Definitions {
        let defs: BTreeMap<String, Value> = defs.into_iter().collect();
        let mut taken = HashSet::new();
        let mut aliases = HashMap::with_capacity(defs.len());
        for name in defs.keys() {
            let mut base: String =
                name.chars().map(|c| if c.is_alphanumeric() || c == '_' || c == '$' { c } else { '_' }).collect();
            if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
                base.insert(0, '_');
            }
            base.push_str(suffix);
            if !is_identifier(&base) {
                base = format!("_{base}");
            }
            let mut alias = base.clone();
            let mut n = 2;
            while !taken.insert(alias.clone()) {
                alias = format!("{base}_{n}");
                n += 1;
            }
            aliases.insert(name.clone(), alias);
        }
        Definitions { defs, aliases }
    }

    /// The definition called `name`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.defs.get(name)
    }

    /// The TypeScript alias of the definition called `name`.
    pub fn alias(&self, name: &str) -> Option<&str> {
        self.aliases.get(name).map(String::as_str)
    }

    /// How many definitions the table has.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    /// The definition names, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> + '_ {
        self.defs.keys().map(String::as_str)
    }

    /// The names of the table's definitions that `schema` reaches, directly or through other
    /// definitions of the table (references the schema's own `$defs` resolve do not count).
    pub fn reached(&self, schema: &Value) -> BTreeSet<String> {
        let own = schema.get("$defs").and_then(Value::as_object);
        let mut seen = BTreeSet::new();
        let mut work = Vec::new();
        refs(schema, &mut work);
        while let Some(name) = work.pop() {
            if own.is_some_and(|o| o.contains_key(&name)) || seen.contains(&name) {
                continue;
            }
            if let Some(def) = self.defs.get(&name) {
                refs(def, &mut work);
                seen.insert(name);
            }
        }
        seen
    }

    /// `schema` as a document of its own: the definitions it reaches are added to its `$defs`
    /// (its own `$defs` entries are kept and win). A schema that reaches none is returned as is.
    pub fn standalone(&self, schema: &Value) -> Value {
        let reached = self.reached(schema);
        if reached.is_empty() {
            return schema.clone();
        }
        let mut defs: Map<String, Value> =
            reached.into_iter().filter_map(|n| Some((n.clone(), self.defs.get(&n)?.clone()))).collect();
        match schema {
            Value::Object(m) => {
                let mut out = m.clone();
                if let Some(Value::Object(own)) = out.get("$defs") {
                    for (k, v) in own {
                        defs.insert(k.clone(), v.clone());
                    }
                }
                out.insert("$defs".into(), Value::Object(defs));
                Value::Object(out)
            }
            // A boolean schema has no references, so it never gets here.
            other => other.clone(),
        }
    }
}

/// Pushes the definition names of every `#/$defs/<name>` reference inside the schema `v` (values
/// of `const`, `enum`, `default` and `examples` are data and are not looked into; names inside
/// `properties` are property names, whatever they are called).
fn refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                match k.as_str() {
                    "$ref" => {
                        if let Some(name) = child.as_str().and_then(def_name) {
                            out.push(name);
                        }
                    }
                    "$defs" | "const" | "enum" | "default" | "examples" | "example" => {}
                    "properties" | "patternProperties" | "dependentSchemas" | "definitions" => {
                        if let Value::Object(named) = child {
                            named.values().for_each(|s| refs(s, out));
                        }
                    }
                    _ => refs(child, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|c| refs(c, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn standalone_copies_only_what_is_reached() {
        let defs = Definitions::new([
            ("A".to_owned(), json!({ "type": "object", "properties": { "b": { "$ref": "#/$defs/B" } } })),
            ("B".to_owned(), json!({ "type": "array", "items": { "$ref": "#/$defs/A" } })),
            ("C".to_owned(), json!({ "type": "string" })),
        ]);
        let schema = json!({ "$ref": "#/$defs/A" });
        assert_eq!(defs.reached(&schema).into_iter().collect::<Vec<_>>(), ["A", "B"]);
        let doc = defs.standalone(&schema);
        assert_eq!(doc["$defs"].as_object().unwrap().keys().collect::<Vec<_>>(), ["A", "B"]);
        assert_eq!(defs.standalone(&json!({ "type": "string" })), json!({ "type": "string" }));
        // The schema's own `$defs` win and are not followed into the table.
        let own = json!({ "$ref": "#/$defs/A", "$defs": { "A": { "type": "null" } } });
        assert_eq!(defs.standalone(&own), own);
        // `const` values are data, not schemas.
        assert!(defs.reached(&json!({ "const": { "$ref": "#/$defs/C" } })).is_empty());
        let named = json!({ "properties": { "const": { "$ref": "#/$defs/C" } } });
        assert_eq!(defs.reached(&named).into_iter().collect::<Vec<_>>(), ["C"]);
    }

    #[test]
    fn aliases_are_identifiers_and_unique() {
        let defs = Definitions::new([
            ("Pet".to_owned(), json!({})),
            ("pet-1".to_owned(), json!({})),
            ("pet_1".to_owned(), json!({})),
            ("1x".to_owned(), json!({})),
        ]);
        assert_eq!(defs.alias("Pet"), Some("Pet"));
        assert_eq!(defs.alias("pet-1"), Some("pet_1"));
        assert_eq!(defs.alias("pet_1"), Some("pet_1_2"));
        assert_eq!(defs.alias("1x"), Some("_1x"));
        let input = defs.alias_suffix("Input");
        assert_eq!(input.alias("Pet"), Some("PetInput"));
        assert_eq!(def_name("#/$defs/a~1b"), Some("a/b".to_owned()));
        assert_eq!(def_name("#/components/schemas/A"), None);
    }
}
