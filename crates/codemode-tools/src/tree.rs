//! The tool tree: tools and namespaces addressed by dotted paths, and the catalog.
//!
//! [`ToolsBuilder`] collects `(dotted path → Tool)` and `(dotted path → namespace description)`
//! definitions; [`ToolsBuilder::build`] checks them and freezes a [`Tools`] tree that the runtime
//! walks (`tools.issues.list` → [`Tools::node`] / [`Tools::get`]) and that search ranks.
//!
//! Rules:
//! - Dotted paths nest: `"issues.list"` is the tool `list` inside the namespace `issues`.
//! - Every segment must be non-empty (`""`, `"a..b"`, `".a"`, `"a."` are rejected by `build`).
//! - A path can be a tool and a namespace at once (`issues` and `issues.list`).
//! - The last definition of a path wins (for tools and for namespace descriptions separately).
//! - Segments are plain strings: `constructor`, `prototype`, `__proto__` are ordinary names, and
//!   all maps here are `BTreeMap`s or `Vec`s.
//! - Listings (children, catalog, search) are sorted in UTF-16 code-unit order.
//!
//! Tools that share a [`crate::Definitions`] table (the tools of one OpenAPI document side) get
//! their signatures' aliases declared once per table ([`Tools::declarations`]), under the
//! namespace all those tools share; a search result's signature is followed by the declarations
//! it names (breadth-first, at most [`MAX_SEARCH_TYPES`]).
//!
//! Tools' schemas are compiled at `build` (when validation is on), so a tool inside a [`Tools`]
//! never fails on its own schema. The tree does not run tools (see [`Tool::call`]) and knows no VM
//! types.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::sync::Arc;

use serde_json::Value;

use crate::definitions::Definitions;
use crate::path::{ToolPath, cmp_utf16, tool_expression};
use crate::search::{self, Entry};
use crate::signature::{declaration, rendered_signature};
use crate::tool::Tool;

/// Declarations a search result's signature is followed by, at most.
pub const MAX_SEARCH_TYPES: usize = 8;

/// A type the catalog declares: the alias of a shared definition that some signature names
/// instead of inlining it (see `signature.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeDeclaration {
    /// The dotted namespace that every tool using the table lies in (`""` for the root).
    pub namespace: String,
    /// The alias (`Pet`).
    pub name: String,
    /// The declaration, `type Pet = {…};`.
    pub text: String,
}

/// One shared table seen while building: its declarations, rendered once each.
struct Table {
    defs: Arc<Definitions>,
    namespace: Option<String>,
    /// Definition name → (declaration, names it refers to).
    declared: BTreeMap<String, (String, BTreeSet<String>)>,
}

impl Table {
    /// Declares `names` and everything they refer to (each definition once).
    fn declare(&mut self, names: &BTreeSet<String>) {
        let mut work: Vec<String> = names.iter().rev().cloned().collect();
        while let Some(name) = work.pop() {
            if self.declared.contains_key(&name) {
                continue;
            }
            if let Some((text, used)) = declaration(&self.defs, &name) {
                work.extend(used.iter().rev().filter(|n| !self.declared.contains_key(*n)).cloned());
                self.declared.insert(name, (text, used));
            }
        }
    }
}

/// The longest dotted prefix `a` and `b` share.
fn common_namespace(a: &str, b: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for (x, y) in a.split('.').zip(b.split('.')) {
        if x != y || x.is_empty() {
            break;
        }
        out.push(x);
    }
    out.join(".")
}

/// What the host says about a namespace.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Namespace {
    /// Shown to the model; counts in search for every tool below the namespace.
    pub description: Option<String>,
}

/// One node of the tree, as the runtime needs it for property access and `Object.keys`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeInfo {
    /// Whether the node is a tool (it may also have children).
    pub callable: bool,
    /// Child segments, sorted in UTF-16 code-unit order.
    pub children: Vec<String>,
    /// The namespace description, when the host gave one for this path.
    pub description: Option<String>,
}

/// One tool in the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogEntry {
    /// The canonical dotted path (`orders.lookup`).
    pub path: String,
    /// The tool expression (`tools.orders.lookup`).
    pub expression: String,
    /// The tool's description.
    pub description: String,
    /// The TypeScript-like signature (see `signature.rs`).
    pub signature: String,
}

/// Why [`ToolsBuilder::build`] refused the definitions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToolsError {
    /// A tool or namespace path has an empty segment (or is empty).
    EmptySegment {
        /// The path as given.
        path: String,
    },
    /// A tool's input or output schema does not compile.
    InvalidSchema {
        /// The tool's path.
        path: String,
        /// `"<input|output> schema is invalid: …"`.
        message: String,
    },
}

impl fmt::Display for ToolsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolsError::EmptySegment { path } => write!(
                f,
                "invalid tool path {}: every dot-separated segment must be non-empty (e.g. \"orders.lookup\")",
                crate::path::json_quote(path)
            ),
            ToolsError::InvalidSchema { path, message } => write!(f, "tool '{path}': {message}"),
        }
    }
}

impl std::error::Error for ToolsError {}

/// A nested record of tools, shorthand for many dotted paths (see [`ToolsBuilder::record`]).
#[derive(Debug, Clone)]
pub enum Record {
    /// A tool at this key.
    Tool(Tool),
    /// A namespace at this key: an optional description and its members (keys may be dotted).
    Namespace {
        /// The namespace description, if any.
        description: Option<String>,
        /// Members, in definition order.
        members: Vec<(String, Record)>,
    },
}

/// Collects tool and namespace definitions; see the module docs for the rules.
#[derive(Debug, Clone, Default)]
pub struct ToolsBuilder {
    tools: Vec<(String, Tool)>,
    namespaces: Vec<(String, String)>,
}

impl ToolsBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Defines the tool at a dotted path (a later definition of the same path wins).
    #[must_use]
    pub fn tool(mut self, path: &str, tool: Tool) -> Self {
        self.tools.push((path.to_owned(), tool));
        self
    }

    /// Describes the namespace at a dotted path (a later description of the same path wins).
    #[must_use]
    pub fn namespace(mut self, path: &str, description: impl Into<String>) -> Self {
        self.namespaces.push((path.to_owned(), description.into()));
        self
    }

    /// Adds a nested record under `prefix` (`""` for the root): `Record::Tool` at a key defines a
    /// tool, `Record::Namespace` a namespace whose members nest below it. Keys may be dotted. A
    /// description on the root record (prefix `""`) is ignored: the root is not a namespace.
    #[must_use]
    pub fn record(mut self, prefix: &str, record: Record) -> Self {
        match record {
            Record::Tool(tool) => self.tools.push((prefix.to_owned(), tool)),
            Record::Namespace { description, members } => {
                if let Some(description) = description.filter(|_| !prefix.is_empty()) {
                    self.namespaces.push((prefix.to_owned(), description));
                }
                for (key, member) in members {
                    let path = if prefix.is_empty() { key } else { format!("{prefix}.{key}") };
                    self = self.record(&path, member);
                }
            }
        }
        self
    }

    /// Checks the definitions and builds the tree.
    ///
    /// # Errors
    ///
    /// [`ToolsError::EmptySegment`] for the first path (tools first, then namespaces, in definition
    /// order) with an empty segment; [`ToolsError::InvalidSchema`] for the first tool, in path
    /// order, whose schema does not compile.
    pub fn build(self) -> Result<Tools, ToolsError> {
        for path in self.tools.iter().map(|(p, _)| p).chain(self.namespaces.iter().map(|(p, _)| p)) {
            if path.split('.').any(str::is_empty) {
                return Err(ToolsError::EmptySegment { path: path.clone() });
            }
        }
        let tools: BTreeMap<String, Tool> = self.tools.into_iter().collect();
        let namespaces: BTreeMap<String, String> = self.namespaces.into_iter().collect();
        let mut paths: Vec<&String> = tools.keys().collect();
        paths.sort_by(|a, b| cmp_utf16(a, b));
        for path in &paths {
            tools[*path]
                .check_schemas()
                .map_err(|message| ToolsError::InvalidSchema { path: (*path).clone(), message })?;
        }

        let mut nodes = vec![Node::default()];
        let mut entries = Vec::with_capacity(paths.len());
        let mut tables: Vec<Table> = Vec::new();
        let mut entry_aliases: Vec<Vec<(usize, BTreeSet<String>)>> = Vec::with_capacity(paths.len());
        for path in paths {
            let tool = tools[path].clone();
            let rendered = rendered_signature(path, &tool);
            let parent = path.rsplit_once('.').map_or("", |(p, _)| p);
            let mut named = Vec::new();
            for (defs, aliases) in [
                (tool.input_definitions(), rendered.input_aliases),
                (tool.output_definitions(), rendered.output_aliases),
            ] {
                let Some(defs) = defs else { continue };
                let at = match tables.iter().position(|t| Arc::ptr_eq(&t.defs, defs)) {
                    Some(at) => at,
                    None => {
                        tables.push(Table { defs: defs.clone(), namespace: None, declared: BTreeMap::new() });
                        tables.len() - 1
                    }
                };
                let table = &mut tables[at];
                table.namespace = Some(match &table.namespace {
                    None => parent.to_owned(),
                    Some(ns) => common_namespace(ns, parent),
                });
                if !aliases.is_empty() {
                    table.declare(&aliases);
                    named.push((at, aliases));
                }
            }
            entry_aliases.push(named);
            let node = ensure(&mut nodes, path);
            nodes[node].entry = Some(entries.len());
            let enclosing: Vec<&str> = namespaces
                .iter()
                .filter(|(ns, _)| {
                    path.len() > ns.len() && path.starts_with(ns.as_str()) && path[ns.len()..].starts_with('.')
                })
                .map(|(_, d)| d.as_str())
                .collect();
            entries.push(Entry::new(path.clone(), rendered.text, tool, &enclosing));
        }
        for (entry, named) in entries.iter_mut().zip(entry_aliases) {
            let mut lines = Vec::new();
            for (at, names) in named {
                let table = &tables[at];
                let mut seen = BTreeSet::new();
                let mut work: VecDeque<&String> = names.iter().collect();
                while let Some(name) = work.pop_front() {
                    if lines.len() == MAX_SEARCH_TYPES {
                        break;
                    }
                    if !seen.insert(name) {
                        continue;
                    }
                    if let Some((text, used)) = table.declared.get(name) {
                        lines.push(text.as_str());
                        work.extend(used.iter());
                    }
                }
            }
            if !lines.is_empty() {
                entry.search_signature = Some(format!("{}\n{}", entry.signature, lines.join("\n")));
            }
        }
        let mut declarations: Vec<TypeDeclaration> = tables
            .into_iter()
            .flat_map(|t| {
                let namespace = t.namespace.unwrap_or_default();
                let defs = t.defs;
                t.declared.into_iter().map(move |(name, (text, _))| TypeDeclaration {
                    namespace: namespace.clone(),
                    name: defs.alias(&name).unwrap_or(&name).to_owned(),
                    text,
                })
            })
            .collect();
        declarations.sort_by(|a, b| cmp_utf16(&a.namespace, &b.namespace).then_with(|| cmp_utf16(&a.name, &b.name)));
        for (path, description) in namespaces {
            let node = ensure(&mut nodes, &path);
            nodes[node].description = Some(description);
        }
        for node in &mut nodes {
            let mut names: Vec<String> = node.children.keys().cloned().collect();
            names.sort_by(|a, b| cmp_utf16(a, b));
            node.sorted = names;
        }
        Ok(Tools { inner: Arc::new(Inner { nodes, entries, declarations }) })
    }
}

/// The node for `path`, created with its ancestors as needed.
fn ensure(nodes: &mut Vec<Node>, path: &str) -> usize {
    let mut at = 0;
    for segment in path.split('.') {
        at = match nodes[at].children.get(segment) {
            Some(&child) => child,
            None => {
                let child = nodes.len();
                nodes.push(Node::default());
                nodes[at].children.insert(segment.to_owned(), child);
                child
            }
        };
    }
    at
}

#[derive(Debug, Default)]
struct Node {
    children: BTreeMap<String, usize>,
    /// Child names in UTF-16 order.
    sorted: Vec<String>,
    /// Index into `entries` when the node is a tool.
    entry: Option<usize>,
    description: Option<String>,
}

#[derive(Debug)]
pub(crate) struct Inner {
    nodes: Vec<Node>,
    /// One per tool, sorted by path in UTF-16 order.
    pub(crate) entries: Vec<Entry>,
    /// Sorted by namespace, then name.
    declarations: Vec<TypeDeclaration>,
}

/// A frozen tool tree. Cheap to clone (an `Arc` inside).
#[derive(Debug, Clone)]
pub struct Tools {
    inner: Arc<Inner>,
}

impl Default for Tools {
    fn default() -> Self {
        Tools { inner: Arc::new(Inner { nodes: vec![Node::default()], entries: Vec::new(), declarations: Vec::new() }) }
    }
}

impl Tools {
    /// A builder.
    pub fn builder() -> ToolsBuilder {
        ToolsBuilder::new()
    }

    /// A tree with no tools.
    pub fn empty() -> Tools {
        Tools::default()
    }

    /// How many tools the tree has.
    pub fn len(&self) -> usize {
        self.inner.entries.len()
    }

    /// Whether the tree has no tools.
    pub fn is_empty(&self) -> bool {
        self.inner.entries.is_empty()
    }

    fn find<P: ToolPath + ?Sized>(&self, path: &P) -> Option<&Node> {
        let mut node = &self.inner.nodes[0];
        for segment in path.segments() {
            node = &self.inner.nodes[*node.children.get(segment)?];
        }
        Some(node)
    }

    /// The tool at a canonical path (`"issues.list"` or `&["issues", "list"]`).
    pub fn get<P: ToolPath + ?Sized>(&self, path: &P) -> Option<&Tool> {
        let entry = self.find(path)?.entry?;
        Some(&self.inner.entries[entry].tool)
    }

    /// [`Tools::get`] of a dotted path, walking its segments without collecting them (the lookup
    /// of every tool call a run makes).
    #[must_use]
    pub fn get_dotted(&self, path: &str) -> Option<&Tool> {
        let mut node = &self.inner.nodes[0];
        if !path.is_empty() {
            for segment in path.split('.') {
                node = &self.inner.nodes[*node.children.get(segment)?];
            }
        }
        Some(&self.inner.entries[node.entry?].tool)
    }

    /// The node at a path (the root for `""` or no segments), or `None` when nothing is there.
    pub fn node<P: ToolPath + ?Sized>(&self, path: &P) -> Option<NodeInfo> {
        let node = self.find(path)?;
        Some(NodeInfo {
            callable: node.entry.is_some(),
            children: node.sorted.clone(),
            description: node.description.clone(),
        })
    }

    /// The namespace description at a path, if the host gave one.
    pub fn namespace<P: ToolPath + ?Sized>(&self, path: &P) -> Option<Namespace> {
        let node = self.find(path)?;
        node.description.as_ref().map(|d| Namespace { description: Some(d.clone()) })
    }

    /// Canonical paths of every tool, in UTF-16 order.
    pub fn paths(&self) -> impl Iterator<Item = &str> + '_ {
        self.inner.entries.iter().map(|e| e.path.as_str())
    }

    /// Every tool with its canonical path, in UTF-16 path order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Tool)> + '_ {
        self.inner.entries.iter().map(|e| (e.path.as_str(), &e.tool))
    }

    /// Every tool's path, expression, description and signature, sorted by path (UTF-16 order).
    pub fn catalog(&self) -> Vec<CatalogEntry> {
        self.inner
            .entries
            .iter()
            .map(|e| CatalogEntry {
                path: e.path.clone(),
                expression: tool_expression(&e.path),
                description: e.tool.description().to_owned(),
                signature: e.signature.clone(),
            })
            .collect()
    }

    /// The types the catalog's signatures name instead of inlining them (shared definitions,
    /// see `signature.rs`), each declared once per table, sorted by namespace then name. Empty
    /// unless some tool has shared definitions large enough to need aliases.
    pub fn declarations(&self) -> &[TypeDeclaration] {
        &self.inner.declarations
    }

    /// The signature of the tool at `path`, as rendered at build time.
    pub fn signature<P: ToolPath + ?Sized>(&self, path: &P) -> Option<&str> {
        let entry = self.find(path)?.entry?;
        Some(&self.inner.entries[entry].signature)
    }

    /// The built-in `search` tool: JSON in, JSON out (see `search.rs` for the contract).
    ///
    /// # Errors
    ///
    /// The full invalid-input message, e.g.
    /// `Invalid input for tool 'search': limit must be a positive integer`.
    pub fn search(&self, input: &Value) -> Result<Value, String> {
        search::search(&self.inner, input)
    }

    /// The ranking of all tools for `query` (rule 4 of `search.rs`, no exact lookup, no scope):
    /// `(canonical path, score)` for every tool that scores, best first. For tests and for hosts
    /// tuning descriptions.
    pub fn scores(&self, query: &str) -> Vec<(String, u32)> {
        search::scores(&self.inner, query)
    }

    /// The best-ranked tool for an unknown path, as a tool expression (`tools.math.add`), for a
    /// "Did you mean …?" hint; `None` when nothing scores.
    pub fn suggest(&self, unknown_path: &str) -> Option<String> {
        search::suggest(&self.inner, unknown_path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tool(description: &str) -> Tool {
        Tool::new(description, |v, _| async move { Ok(v) })
    }

    #[test]
    fn empty_segments_are_rejected() {
        for bad in ["", ".a", "a.", "a..b"] {
            let err = Tools::builder().tool(bad, tool("x")).build().unwrap_err();
            assert_eq!(err, ToolsError::EmptySegment { path: bad.into() });
            let err = Tools::builder().namespace(bad, "x").build().unwrap_err();
            assert_eq!(err, ToolsError::EmptySegment { path: bad.into() });
        }
        let err = Tools::builder().tool("a..b", tool("x")).build().unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"invalid tool path "a..b": every dot-separated segment must be non-empty (e.g. "orders.lookup")"#
        );
    }

    #[test]
    fn invalid_schema_is_rejected_unless_validation_is_off() {
        let bad = tool("x").output_schema(json!({"type": "nope"}));
        let err = Tools::builder().tool("a.b", bad.clone()).build().unwrap_err();
        assert!(
            matches!(&err, ToolsError::InvalidSchema { path, message } if path == "a.b" && message.starts_with("output schema is invalid"))
        );
        assert!(err.to_string().starts_with("tool 'a.b': output schema is invalid"));
        assert!(Tools::builder().tool("a.b", bad.without_validation()).build().is_ok());
    }

    #[test]
    fn nesting_and_nodes() {
        let tools = Tools::builder()
            .tool("files.read", tool("r"))
            .tool("files.write", tool("w"))
            .tool("files.meta.stat", tool("s"))
            .namespace("files", "File access")
            .build()
            .unwrap();
        assert_eq!(tools.len(), 3);
        let root = tools.node("").unwrap();
        assert_eq!(root, NodeInfo { callable: false, children: vec!["files".into()], description: None });
        let files = tools.node("files").unwrap();
        assert_eq!(files.children, ["meta", "read", "write"]);
        assert!(!files.callable);
        assert_eq!(files.description.as_deref(), Some("File access"));
        assert_eq!(tools.namespace("files"), Some(Namespace { description: Some("File access".into()) }));
        assert_eq!(tools.namespace("files.meta"), None);
        assert!(tools.node(&["files", "meta", "stat"]).unwrap().callable);
        assert_eq!(tools.get("files.meta.stat").unwrap().description(), "s");
        assert_eq!(tools.get(&["files.meta", "stat"]).unwrap().description(), "s");
        assert!(tools.get("files").is_none());
        assert!(tools.get("files.nope").is_none());
        assert!(tools.node("billing").is_none());
        assert!(tools.node("files..read").is_none());
        let empty: [&str; 0] = [];
        assert_eq!(tools.node(&empty).unwrap().children, ["files"]);
    }

    #[test]
    fn tool_and_namespace_at_once_and_last_wins() {
        let tools = Tools::builder()
            .tool("issues", tool("first"))
            .tool("issues.list", tool("list"))
            .tool("issues", tool("second"))
            .namespace("issues", "one")
            .namespace("issues", "two")
            .build()
            .unwrap();
        let node = tools.node("issues").unwrap();
        assert!(node.callable);
        assert_eq!(node.children, ["list"]);
        assert_eq!(node.description.as_deref(), Some("two"));
        assert_eq!(tools.get("issues").unwrap().description(), "second");
        assert_eq!(tools.len(), 2);
    }

    #[test]
    fn js_special_names_are_plain_segments() {
        let tools = Tools::builder()
            .tool("meta.constructor", tool("c"))
            .tool("__proto__.prototype", tool("p"))
            .tool("hasOwnProperty", tool("h"))
            .build()
            .unwrap();
        assert_eq!(tools.get("meta.constructor").unwrap().description(), "c");
        assert_eq!(tools.get("__proto__.prototype").unwrap().description(), "p");
        assert_eq!(tools.node("").unwrap().children, ["__proto__", "hasOwnProperty", "meta"]);
        assert!(tools.get("toString").is_none());
        assert!(tools.node("meta.toString").is_none());
    }

    /// `get_dotted` finds what `get` finds, and nothing where `get` finds nothing.
    #[test]
    fn get_dotted_agrees_with_get() {
        let tools = Tools::builder()
            .tool("orders.lookup", tool("l"))
            .tool("orders.refunds.create", tool("c"))
            .tool("ping", tool("p"))
            .build()
            .unwrap();
        let paths = [
            "orders.lookup",
            "orders.refunds.create",
            "ping",
            "orders",
            "orders.refunds",
            "",
            "orders.",
            ".ping",
            "orders..lookup",
            "orders.lookup.x",
            "nope",
        ];
        for path in paths {
            let (a, b) = (tools.get(path), tools.get_dotted(path));
            assert_eq!(a.map(Tool::description), b.map(Tool::description), "{path:?}");
            assert_eq!(a.is_some(), ["orders.lookup", "orders.refunds.create", "ping"].contains(&path), "{path:?}");
        }
    }

    #[test]
    fn children_and_catalog_use_utf16_order() {
        let tools = Tools::builder()
            .tool("\u{1F600}", tool("astral"))
            .tool("\u{FF61}", tool("bmp"))
            .tool("B", tool("upper"))
            .tool("a", tool("lower"))
            .build()
            .unwrap();
        let expected = ["B", "a", "\u{1F600}", "\u{FF61}"];
        assert_eq!(tools.node("").unwrap().children, expected);
        let catalog: Vec<String> = tools.catalog().into_iter().map(|e| e.path).collect();
        assert_eq!(catalog, expected);
        assert_eq!(tools.paths().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn catalog_entries() {
        let tools = Tools::builder()
            .tool("context7.resolve-library-id", tool("Resolve").input_schema(json!({"type": "object", "properties": {"libraryName": {"type": "string"}}, "required": ["libraryName"]})))
            .build()
            .unwrap();
        let catalog = tools.catalog();
        assert_eq!(
            catalog,
            [CatalogEntry {
                path: "context7.resolve-library-id".into(),
                expression: r#"tools.context7["resolve-library-id"]"#.into(),
                description: "Resolve".into(),
                signature: "tools.context7[\"resolve-library-id\"]({\n  libraryName: string,\n}): Promise<void>".into(),
            }]
        );
        assert_eq!(tools.signature("context7.resolve-library-id"), Some(catalog[0].signature.as_str()));
    }

    #[test]
    fn records_nest() {
        let tools = Tools::builder()
            .record(
                "",
                Record::Namespace {
                    description: None,
                    members: vec![
                        (
                            "api".into(),
                            Record::Namespace {
                                description: Some("The API".into()),
                                members: vec![
                                    ("issues.list".into(), Record::Tool(tool("l"))),
                                    ("ping".into(), Record::Tool(tool("p"))),
                                ],
                            },
                        ),
                        ("echo".into(), Record::Tool(tool("e"))),
                    ],
                },
            )
            .build()
            .unwrap();
        assert_eq!(tools.paths().collect::<Vec<_>>(), ["api.issues.list", "api.ping", "echo"]);
        assert_eq!(tools.node("api").unwrap().description.as_deref(), Some("The API"));
        assert!(tools.node("").unwrap().description.is_none());
    }

    #[test]
    fn empty_tree() {
        let tools = Tools::empty();
        assert!(tools.is_empty());
        assert_eq!(tools.node("").unwrap().children, Vec::<String>::new());
        assert!(tools.catalog().is_empty());
    }

    #[test]
    fn shared_definitions_inline_small_and_alias_large() {
        use crate::Definitions;
        let wide: serde_json::Map<String, Value> =
            (0..crate::INLINE_FIELDS).map(|i| (format!("f{i}"), json!({ "type": "string" }))).collect();
        let defs = Arc::new(Definitions::new([
            (
                "Small".to_owned(),
                json!({ "type": "object", "properties": { "name": { "type": "string", "description": "The name." } } }),
            ),
            ("Wide".to_owned(), json!({ "type": "object", "properties": wide })),
            ("Node".to_owned(), json!({ "type": "object", "properties": { "next": { "$ref": "#/$defs/Node" } } })),
        ]));
        let with = |output: Value| tool("t").output_schema(output).definitions(None, Some(defs.clone()));
        let tools = Tools::builder()
            .tool("api.small", with(json!({ "$ref": "#/$defs/Small" })))
            .tool("api.more.wide", with(json!({ "type": "object", "properties": { "w": { "$ref": "#/$defs/Wide" }, "n": { "$ref": "#/$defs/Node" } } })))
            .build()
            .unwrap();
        // Under the field budget a shared definition is inlined, its field comments included.
        assert_eq!(
            tools.signature("api.small").unwrap(),
            "tools.api.small(): Promise<{\n  /** The name. */\n  name?: string,\n}>"
        );
        // Wide spends the budget, so Node after it is an alias, declared once with its recursion.
        let sig = tools.signature("api.more.wide").unwrap();
        assert!(sig.contains("  w?: {\n    f0?: string,\n") && sig.ends_with("  n?: Node,\n}>"), "{sig}");
        let declared: Vec<(&str, &str, &str)> =
            tools.declarations().iter().map(|d| (d.namespace.as_str(), d.name.as_str(), d.text.as_str())).collect();
        assert_eq!(declared, [("api", "Node", "type Node = {\n  next?: Node,\n};")]);
        let found = tools.search(&json!({ "query": "api.more.wide" })).unwrap();
        assert_eq!(found["items"][0]["signature"], format!("{sig}\ntype Node = {{\n  next?: Node,\n}};"));
        // The standalone schema copies in what it reaches; validation uses it.
        let t = tools.get("api.more.wide").unwrap();
        assert_eq!(t.output().unwrap()["$defs"].as_object().unwrap().keys().collect::<Vec<_>>(), ["Node", "Wide"]);
        assert!(t.check_output("x", &json!({ "n": { "next": { "next": {} } } })).is_ok());
        assert!(t.check_output("x", &json!({ "n": { "next": { "next": 1 } } })).is_err());
        assert_eq!(t.output_as_given().unwrap().get("$defs"), None);
    }
}
