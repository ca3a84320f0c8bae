//! One document to tools: each operation becomes a call plan ([`Plan`]) with its input and output
//! schemas, or a skip reason.
//!
//! The input is one flat object: path, query and header parameters (in that order), then the body
//! (its fields when the body is a required closed object, else `body`/`body?`). A name used in more
//! than one location gets a location prefix (`path_id`, `query_id`, `header_id`, `body_id`); a
//! later clash gets `_2`. The output is the union of the 2xx responses. Every rule that leaves an
//! operation out returns the reason the host sees in [`crate::Skipped`].

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use codemode_tools::{Definitions, Record, Tool};
use serde_json::{Map, Value, json};

use crate::call::{self, Body, Carrier, Loc, Param, Plan, Scheme, Shared};
use crate::document::{self, deref, pointer};
use crate::names::{Names, segments};
use crate::schema::{Mode, Schemas};
use crate::serialize::Style;
use crate::{Converted, Generated, OperationInfo, Options, Skipped, SpecError};

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const IGNORED_HEADERS: [&str; 3] = ["accept", "content-type", "authorization"];

pub(crate) fn convert(doc: Arc<Value>, options: Options) -> Result<Converted, SpecError> {
    let dialect = document::dialect(&doc)?;
    let base_override = match &options.base_url {
        Some(u) => Some(server_url(u).map_err(|e| SpecError::Options(format!("the base URL {e}")))?),
        None => None,
    };
    let shared = Arc::new(Shared::new(&options)?);
    let mut schemas = Schemas::new(&doc, dialect);
    let mut names = Names::default();
    let mut built_tools = Vec::new();
    let mut generated = Vec::new();
    let mut skipped = Vec::new();
    let empty = Map::new();
    let paths = doc.get("paths").and_then(Value::as_object).unwrap_or(&empty);
    for (path, item) in paths {
        let item = match deref(&doc, item) {
            Ok(Value::Object(item)) => item,
            Ok(_) => {
                skipped.push(Skipped {
                    method: "*".into(),
                    path: path.clone(),
                    reason: "the path item is not an object".into(),
                });
                continue;
            }
            Err(e) => {
                skipped.push(Skipped { method: "*".into(), path: path.clone(), reason: e });
                continue;
            }
        };
        for (method, op) in item.iter().filter(|(k, _)| METHODS.contains(&k.as_str())) {
            let method_up = method.to_ascii_uppercase();
            let skip = |reason: String| Skipped { method: method_up.clone(), path: path.clone(), reason };
            let Some(op_map) = op.as_object() else {
                skipped.push(skip("the operation is not an object".into()));
                continue;
            };
            let info = OperationInfo {
                method: method_up.clone(),
                path: path.clone(),
                operation_id: op_map.get("operationId").and_then(Value::as_str).map(str::to_owned),
                tags: op_map
                    .get("tags")
                    .and_then(Value::as_array)
                    .map(|t| t.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                    .unwrap_or_default(),
                summary: op_map.get("summary").and_then(Value::as_str).map(str::to_owned),
            };
            if let Some(keep) = &options.filter
                && !keep(&info)
            {
                skipped.push(skip("excluded by the operation filter".into()));
                continue;
            }
            let ctx = Ctx { doc: &doc, item, op: op_map, path, method: &method_up, base: base_override.as_deref() };
            match ctx.plan(&mut schemas, info) {
                Ok(built) => {
                    let name = names.claim(&segments(built.plan.info.operation_id.as_deref(), method, path));
                    generated.push(Generated { name: name.clone(), method: method_up.clone(), path: path.clone() });
                    built_tools.push((name, built));
                }
                Err(reason) => skipped.push(skip(reason)),
            }
        }
    }
    // One table per side, shared by every tool of the document.
    let (request, response) = schemas.tables();
    let (request, response) = (Arc::new(request), Arc::new(response));
    let members = built_tools
        .into_iter()
        .map(|(name, built)| (name, Record::Tool(tool(built, shared.clone(), &request, &response))))
        .collect();
    let description = doc.pointer("/info/title").and_then(Value::as_str).map(|t| {
        match doc.pointer("/info/description").and_then(Value::as_str).and_then(|d| d.lines().next()) {
            Some(d) if !d.trim().is_empty() => format!("{t}: {}", d.trim()),
            _ => t.to_owned(),
        }
    });
    Ok(Converted { tools: Record::Namespace { description, members }, generated, skipped })
}

/// A planned operation with its schemas.
struct Built {
    plan: Plan,
    description: String,
    input: Value,
    output: Value,
}

fn tool(built: Built, shared: Arc<Shared>, request: &Arc<Definitions>, response: &Arc<Definitions>) -> Tool {
    let plan = Arc::new(built.plan);
    // Input is checked against its schema by a tool of its own, so that the output schema shapes
    // the signature without rejecting what a server really returns. Its validator (the input
    // with the definitions it reaches copied in) is compiled on the first call.
    let checker = Tool::new("", |_, _| async { Ok(Value::Null) })
        .input_schema(built.input.clone())
        .definitions(Some(request.clone()), None);
    Tool::new(built.description, move |input: Value, ctx: codemode_tools::CallContext| {
        let checked = match checker.check_schemas() {
            Ok(()) => checker.check_input(&ctx.path, &input),
            Err(_) => Ok(()),
        };
        let plan = plan.clone();
        let shared = shared.clone();
        async move {
            checked
                .map_err(|m| codemode_tools::ToolError::new(format!("{m}. {}", codemode_tools::INPUT_SUGGESTION)))?;
            call::run(plan, shared, input).await
        }
    })
    .input_schema(built.input)
    .output_schema(built.output)
    .definitions(Some(request.clone()), Some(response.clone()))
    .without_validation()
}

/// A server URL checked: absolute HTTP(S), no query or fragment; returned without a trailing `/`.
fn server_url(u: &str) -> Result<String, String> {
    let parsed = url::Url::parse(u).map_err(|_| format!("'{u}' is not an absolute HTTP(S) URL"))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        return Err(format!("'{u}' is not an absolute HTTP(S) URL"));
    }
    if parsed.query().is_some() || parsed.fragment().is_some() || u.contains('?') || u.contains('#') {
        return Err(format!("'{u}' has a query string or fragment"));
    }
    Ok(u.trim_end_matches('/').to_owned())
}

fn is_json(media: &str) -> bool {
    let essence = media.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

fn is_text(media: &str) -> bool {
    let essence = media.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    essence.starts_with("text/")
        || essence.ends_with("+xml")
        || matches!(
            essence.as_str(),
            "application/xml" | "application/x-www-form-urlencoded" | "application/javascript" | "application/yaml"
        )
}

struct Ctx<'a> {
    doc: &'a Value,

    item: &'a Map<String, Value>,
    op: &'a Map<String, Value>,
    path: &'a str,
    method: &'a str,
    base: Option<&'a str>,
}

/// One input field before its final name is known.
struct Field {
    name: String,
    loc: &'static str,
    schema: Value,
    required: bool,
    kind: FieldKind,
}

enum FieldKind {
    Param(Loc, Style, bool),
    BodyWhole,
    BodyProp,
}

impl Ctx<'_> {
    fn plan(&self, schemas: &mut Schemas<'_>, info: OperationInfo) -> Result<Built, String> {
        if self.op.get("x-websocket") == Some(&Value::Bool(true)) {
            return Err("WebSocket operations are not supported".into());
        }
        let base = self.server()?;
        let mut in_deps = Vec::new();
        let mut fields = self.parameters(schemas, &mut in_deps)?;
        let mut body = None;
        if let Some(rb) = self.op.get("requestBody") {
            let (media, b, body_fields) = self.request_body(schemas, rb, &mut in_deps)?;
            fields.extend(body_fields);
            body = Some((b, media));
        }
        let (output, accept) = self.responses(schemas)?;
        let security = self.security()?;

        // Final names: location prefixes for names used in several locations, then `_2`.
        let mut count: HashMap<&str, HashSet<&str>> = HashMap::new();
        for f in &fields {
            count.entry(f.name.as_str()).or_default().insert(f.loc);
        }
        let mut used = HashSet::new();
        let mut finals = Vec::with_capacity(fields.len());
        for f in &fields {
            let base = if count[f.name.as_str()].len() > 1 { format!("{}_{}", f.loc, f.name) } else { f.name.clone() };
            let mut name = base.clone();
            let mut n = 2;
            while !used.insert(name.clone()) {
                name = format!("{base}_{n}");
                n += 1;
            }
            finals.push(name);
        }
        let mut properties = Map::new();
        let mut required = Vec::new();
        let mut params = Vec::new();
        let mut body_props = Vec::new();
        let mut body_field = None;
        for (f, field) in fields.into_iter().zip(finals) {
            if f.required {
                required.push(Value::String(field.clone()));
            }
            properties.insert(field.clone(), f.schema);
            match f.kind {
                FieldKind::Param(loc, style, explode) => {
                    params.push(Param { name: f.name, field, loc, style, explode, required: f.required })
                }
                FieldKind::BodyWhole => body_field = Some((field, f.required)),
                FieldKind::BodyProp => body_props.push((field, f.name)),
            }
        }
        let body = body.map(|(b, media)| {
            let b = match b {
                BodyShape::Whole => {
                    let (field, required) = body_field.unwrap_or_else(|| ("body".into(), false));
                    Body::Whole { field, required }
                }
                BodyShape::Fields => Body::Fields(body_props),
            };
            (b, media)
        });
        let input = schemas.finish(
            crate::schema::Converted {
                schema: json!({ "type": "object", "properties": properties, "required": required, "additionalProperties": false }),
                deps: in_deps,
            },
            Mode::Request,
        );
        let output = schemas.finish(output, Mode::Response);
        let description = ["description", "summary"]
            .iter()
            .find_map(|k| self.op.get(*k).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()))
            .map_or_else(|| format!("{} {}", self.method, self.path), str::to_owned);
        let plan = Plan {
            method: reqwest::Method::from_bytes(self.method.as_bytes()).map_err(|_| "invalid method".to_owned())?,
            base,
            params,
            body,
            security,
            accept,
            info,
        };
        Ok(Built { plan, description, input, output })
    }

    fn server(&self) -> Result<String, String> {
        if let Some(b) = self.base {
            return Ok(b.to_owned());
        }
        let list = [self.op.get("servers"), self.item.get("servers"), self.doc.get("servers")]
            .into_iter()
            .flatten()
            .filter_map(Value::as_array)
            .find(|l| !l.is_empty());
        let Some(server) = list.and_then(|l| l.first()) else {
            return Err("no server URL: the document has no servers and no base URL was given".into());
        };
        let Some(raw) = server.get("url").and_then(Value::as_str) else {
            return Err("the server has no URL".into());
        };
        let mut url = String::new();
        let mut rest = raw;
        while let Some(open) = rest.find('{') {
            url.push_str(&rest[..open]);
            let Some(close) = rest[open..].find('}') else {
                return Err(format!("server URL '{raw}' has an unclosed variable"));
            };
            let var = &rest[open + 1..open + close];
            let default = server
                .get("variables")
                .and_then(|v| v.get(var))
                .and_then(|v| v.get("default"))
                .and_then(Value::as_str)
                .ok_or_else(|| format!("server variable '{var}' has no default"))?;
            url.push_str(default);
            rest = &rest[open + close + 1..];
        }
        url.push_str(rest);
        server_url(&url).map_err(|e| format!("server URL {e}"))
    }

    fn parameters(&self, schemas: &mut Schemas<'_>, deps: &mut Vec<String>) -> Result<Vec<Field>, String> {
        let mut merged: Vec<((String, String), &Value)> = Vec::new();
        for list in [self.item.get("parameters"), self.op.get("parameters")].into_iter().flatten() {
            let Value::Array(list) = list else { return Err("`parameters` is not a list".into()) };
            for p in list {
                let p = deref(self.doc, p)?;
                let (Some(name), Some(location)) =
                    (p.get("name").and_then(Value::as_str), p.get("in").and_then(Value::as_str))
                else {
                    return Err("a parameter has no `name` or `in`".into());
                };
                let key = (location.to_owned(), name.to_owned());
                match merged.iter_mut().find(|(k, _)| *k == key) {
                    Some(slot) => slot.1 = p,
                    None => merged.push((key, p)),
                }
            }
        }
        let mut out: Vec<Field> = Vec::new();
        for ((location, name), p) in &merged {
            let loc = match location.as_str() {
                "path" => Loc::Path,
                "query" => Loc::Query,
                "header" => Loc::Header,
                "cookie" => return Err(format!("cookie parameter '{name}' is not supported")),
                other => return Err(format!("parameter '{name}' has an unknown location '{other}'")),
            };
            if loc == Loc::Header && IGNORED_HEADERS.contains(&name.to_ascii_lowercase().as_str()) {
                continue;
            }
            if p.get("allowReserved") == Some(&Value::Bool(true)) {
                return Err(format!("parameter '{name}' uses allowReserved, which is not supported"));
            }
            let style = match p.get("style") {
                None => None,
                Some(Value::String(s)) => Some(s.as_str()),
                Some(_) => return Err(format!("parameter '{name}' has an invalid style")),
            };
            let explode = match p.get("explode") {
                None => None,
                Some(Value::Bool(b)) => Some(*b),
                Some(_) => return Err(format!("parameter '{name}' has an invalid explode")),
            };
            if p.get("content").is_some() {
                return Err(format!("parameter '{name}' uses content encoding, which is not supported"));
            }
            let Some(schema) = p.get("schema") else {
                return Err(format!("parameter '{name}' has neither schema nor content"));
            };
            let style = match (loc, style) {
                (Loc::Query, None | Some("form")) => Style::Form,
                (Loc::Query, Some("deepObject")) => Style::DeepObject,
                (Loc::Path | Loc::Header, None | Some("simple")) => Style::Simple,
                (
                    _,
                    Some(
                        s
                        @ ("form" | "deepObject" | "simple" | "label" | "matrix" | "spaceDelimited" | "pipeDelimited"),
                    ),
                ) => {
                    return Err(format!("{location} parameter '{name}' uses style '{s}', which is not supported"));
                }
                (_, Some(s)) => return Err(format!("parameter '{name}' has an invalid style '{s}'")),
            };
            let explode = explode.unwrap_or(style != Style::Simple);
            if style == Style::DeepObject && !explode {
                return Err(format!(
                    "query parameter '{name}' uses deepObject without explode, which is not supported"
                ));
            }
            if loc == Loc::Header && reqwest::header::HeaderName::from_bytes(name.as_bytes()).is_err() {
                return Err(format!("header parameter '{name}' has an invalid name"));
            }
            let converted = schemas.convert(schema, Mode::Request);
            deps.extend(converted.deps);
            let mut schema = converted.schema;
            if let Value::Object(m) = &mut schema {
                for key in ["description", "deprecated"] {
                    if let Some(v) = p.get(key)
                        && !m.contains_key(key)
                    {
                        m.insert(key.into(), v.clone());
                    }
                }
            }
            let required = loc == Loc::Path || p.get("required") == Some(&Value::Bool(true));
            let tag = match loc {
                Loc::Path => "path",
                Loc::Query => "query",
                Loc::Header => "header",
            };
            out.push(Field {
                name: name.clone(),
                loc: tag,
                schema,
                required,
                kind: FieldKind::Param(loc, style, explode),
            });
        }
        // Every `{name}` of the template needs a path parameter.
        let mut rest = self.path;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}') else { break };
            let var = &rest[open + 1..open + close];
            if !out.iter().any(|f| matches!(f.kind, FieldKind::Param(Loc::Path, ..)) && f.name == var) {
                return Err(format!("path parameter '{var}' is not declared"));
            }
            rest = &rest[open + close + 1..];
        }
        // Path, then query, then header (stable within each location).
        out.sort_by_key(|f| match f.kind {
            FieldKind::Param(Loc::Path, ..) => 0,
            FieldKind::Param(Loc::Query, ..) => 1,
            _ => 2,
        });
        Ok(out)
    }

    fn request_body(
        &self,
        schemas: &mut Schemas<'_>,
        rb: &Value,
        deps: &mut Vec<String>,
    ) -> Result<(String, BodyShape, Vec<Field>), String> {
        let rb = deref(self.doc, rb)?;
        let required = rb.get("required") == Some(&Value::Bool(true));
        let content = rb.get("content").and_then(Value::as_object).filter(|c| !c.is_empty());
        let Some(content) = content else {
            return Err("the request body declares no media type".into());
        };
        let Some((media, mt)) = content.iter().find(|(k, _)| is_json(k)) else {
            let declared: Vec<&str> = content.keys().map(String::as_str).collect();
            return Err(format!("request body has no JSON media type (declared: {})", declared.join(", ")));
        };
        let raw = mt.get("schema").unwrap_or(&Value::Bool(true));
        let resolved = schemas.resolve(raw);
        let flat = required
            && resolved.get("type").and_then(Value::as_str) == Some("object")
            && resolved.get("properties").and_then(Value::as_object).is_some_and(|p| !p.is_empty())
            && resolved.get("additionalProperties") == Some(&Value::Bool(false))
            && resolved.get("nullable") != Some(&Value::Bool(true))
            && !["allOf", "anyOf", "oneOf"].iter().any(|k| resolved.get(*k).is_some());
        if flat {
            let converted = schemas.convert(resolved, Mode::Request);
            deps.extend(converted.deps);
            let req: Vec<&str> = converted
                .schema
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let fields = converted
                .schema
                .get("properties")
                .and_then(Value::as_object)
                .map(|props| {
                    props
                        .iter()
                        .map(|(name, s)| Field {
                            name: name.clone(),
                            loc: "body",
                            schema: s.clone(),
                            required: req.contains(&name.as_str()),
                            kind: FieldKind::BodyProp,
                        })
                        .collect()
                })
                .unwrap_or_default();
            return Ok((media.clone(), BodyShape::Fields, fields));
        }
        let converted = schemas.convert(raw, Mode::Request);
        deps.extend(converted.deps);
        let mut schema = converted.schema;
        if let (Value::Object(m), Some(d)) = (&mut schema, rb.get("description"))
            && !m.contains_key("description")
        {
            m.insert("description".into(), d.clone());
        }
        let field = Field { name: "body".into(), loc: "body", schema, required, kind: FieldKind::BodyWhole };
        Ok((media.clone(), BodyShape::Whole, vec![field]))
    }

    fn responses(&self, schemas: &mut Schemas<'_>) -> Result<(crate::schema::Converted, Option<String>), String> {
        let mut members = Vec::new();
        let mut deps = Vec::new();
        let mut accept: Vec<String> = Vec::new();
        let mut any_success = false;
        if let Some(Value::Object(responses)) = self.op.get("responses") {
            for (code, resp) in responses {
                let success = code.len() == 3
                    && code.starts_with('2')
                    && code[1..].chars().all(|c| c.is_ascii_digit() || c == 'X' || c == 'x');
                if !success {
                    continue;
                }
                any_success = true;
                let resp = deref(self.doc, resp)?;
                let content = resp.get("content").and_then(Value::as_object).filter(|c| !c.is_empty());
                let Some(content) = content else {
                    members.push(json!({ "type": "null" }));
                    continue;
                };
                if let Some(sse) = content.keys().find(|k| k.to_ascii_lowercase().starts_with("text/event-stream")) {
                    return Err(format!("server-sent events ({sse}) are not supported"));
                }
                if let Some((media, mt)) = content.iter().find(|(k, _)| is_json(k)) {
                    let raw = mt.get("schema").unwrap_or(&Value::Bool(true));
                    if schemas.resolve(raw).get("format").and_then(Value::as_str) == Some("binary") {
                        return Err(format!("binary response ({media} with format: binary) is not supported"));
                    }
                    let c = schemas.convert(raw, Mode::Response);
                    deps.extend(c.deps);
                    members.push(c.schema);
                    if !accept.contains(media) {
                        accept.push(media.clone());
                    }
                } else if let Some(media) = content.keys().find(|k| is_text(k)) {
                    members.push(json!({ "type": "string" }));
                    if !accept.contains(media) {
                        accept.push(media.clone());
                    }
                } else {
                    let declared: Vec<&str> = content.keys().map(String::as_str).collect();
                    return Err(format!("binary response ({}) is not supported", declared.join(", ")));
                }
            }
        }
        let schema = if !any_success || members.iter().any(|m| m == &json!(true) || m == &json!({})) {
            json!({})
        } else {
            let mut unique: Vec<Value> = Vec::new();
            for m in members {
                if !unique.contains(&m) {
                    unique.push(m);
                }
            }
            if unique.len() == 1 { unique.pop().unwrap_or(json!({})) } else { json!({ "anyOf": unique }) }
        };
        let accept = if accept.is_empty() { None } else { Some(accept.join(", ")) };
        Ok((crate::schema::Converted { schema, deps }, accept))
    }

    fn security(&self) -> Result<Option<Vec<Vec<Scheme>>>, String> {
        let decl = match self.op.get("security") {
            Some(s) => s,
            None => match self.doc.get("security") {
                Some(s) => s,
                None => return Ok(None),
            },
        };
        let malformed = || "malformed security declaration".to_owned();
        let Value::Array(alternatives) = decl else { return Err(malformed()) };
        if alternatives.is_empty() {
            return Ok(None);
        }
        let mut usable = Vec::new();
        let mut unsupported = Vec::new();
        for alt in alternatives {
            let Value::Object(alt) = alt else { return Err(malformed()) };
            let mut schemes = Vec::new();
            let mut ok = true;
            for (name, scopes) in alt {
                let Value::Array(scopes) = scopes else { return Err(malformed()) };
                let scopes: Vec<String> = scopes
                    .iter()
                    .map(|s| s.as_str().map(str::to_owned).ok_or_else(malformed))
                    .collect::<Result<_, _>>()?;
                let ptr = format!("#/components/securitySchemes/{}", name.replace('~', "~0").replace('/', "~1"));
                let definition = pointer(self.doc, &ptr)
                    .and_then(|d| deref(self.doc, d))
                    .map_err(|_| format!("security requirement names unknown scheme '{name}'"))?;
                let carrier = match (
                    definition.get("type").and_then(Value::as_str),
                    definition.get("in").and_then(Value::as_str),
                ) {
                    (Some("apiKey"), Some("header")) => match definition.get("name").and_then(Value::as_str) {
                        Some(h) if reqwest::header::HeaderName::from_bytes(h.as_bytes()).is_ok() => {
                            Carrier::Header(h.to_owned())
                        }
                        _ => return Err(format!("security scheme '{name}' has no valid header name")),
                    },
                    (Some("apiKey"), Some("query")) => match definition.get("name").and_then(Value::as_str) {
                        Some(q) => Carrier::Query(q.to_owned()),
                        None => return Err(format!("security scheme '{name}' has no parameter name")),
                    },
                    (Some("apiKey"), Some("cookie")) => {
                        unsupported.push(format!("cookie authentication (scheme '{name}')"));
                        ok = false;
                        continue;
                    }
                    (Some("http" | "oauth2" | "openIdConnect"), _) => Carrier::Authorization,
                    (Some("mutualTLS"), _) => {
                        unsupported.push(format!("mutual TLS authentication (scheme '{name}')"));
                        ok = false;
                        continue;
                    }
                    _ => return Err(format!("security scheme '{name}' has an unknown type")),
                };
                schemes.push(Scheme { name: name.clone(), definition: definition.clone(), scopes, carrier });
            }
            if ok {
                usable.push(schemes);
            }
        }
        if usable.is_empty() {
            return Err(format!("{} is not supported and no alternative is", unsupported.join(", ")));
        }
        Ok(Some(usable))
    }
}

enum BodyShape {
    Whole,
    Fields,
}
