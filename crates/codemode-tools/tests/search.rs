//! The built-in search: exact lookup, scoping, browsing, every ranking rule, paging, input errors,
//! non-ASCII text and `suggest`.

use codemode_tools::{Tool, Tools};
use serde_json::{Value, json};

fn tool(description: &str) -> Tool {
    Tool::new(description, |v, _| async move { Ok(v) })
}

/// The three tools of the conformance search cases.
fn math_and_text() -> Tools {
    Tools::builder()
        .tool("math.add", tool("Add two numbers"))
        .tool("math.subtract", tool("Subtract two numbers"))
        .tool("text.upper", tool("Uppercase a string"))
        .build()
        .unwrap()
}

fn search(tools: &Tools, input: Value) -> Value {
    tools.search(&input).unwrap()
}

fn paths(result: &Value) -> Vec<String> {
    result["items"].as_array().unwrap().iter().map(|i| i["path"].as_str().unwrap().to_owned()).collect()
}

fn scores(tools: &Tools, query: &str) -> Vec<(String, u32)> {
    tools.scores(query)
}

fn one(path: &str, description: &str) -> Tools {
    Tools::builder().tool(path, tool(description)).build().unwrap()
}

fn score(tools: &Tools, query: &str) -> u32 {
    tools.scores(query).first().map_or(0, |(_, s)| *s)
}

// ── conformance cases (shared/conformance/cases/tools/search-*.js) ──

#[test]
fn exact_path_returns_one_item() {
    let r = search(&math_and_text(), json!({"query": "math.add"}));
    assert_eq!(paths(&r), ["tools.math.add"]);
    assert_eq!(r["remaining"], 0);
    assert_eq!(r["next"], Value::Null);
}

#[test]
fn namespace_browse() {
    let r = search(&math_and_text(), json!({"namespace": "math"}));
    assert_eq!(paths(&r), ["tools.math.add", "tools.math.subtract"]);
}

#[test]
fn pagination_case() {
    let tools = math_and_text();
    let first = search(&tools, json!({"namespace": "math", "limit": 1}));
    assert_eq!(paths(&first), ["tools.math.add"]);
    assert_eq!(first["remaining"], 1);
    assert_eq!(first["next"], json!({"offset": 1}));
    let second = search(&tools, json!({"namespace": "math", "limit": 1, "offset": first["next"]["offset"]}));
    assert_eq!(paths(&second), ["tools.math.subtract"]);
    assert_eq!(second["next"], Value::Null);
}

#[test]
fn bracket_expression_in_results() {
    let tools = one("context7.resolve-library-id", "Resolve a library id");
    let r = search(&tools, json!({"query": "context7.resolve-library-id"}));
    assert_eq!(paths(&r), [r#"tools.context7["resolve-library-id"]"#]);
}

#[test]
fn tools_prefix_is_accepted() {
    let r = search(&math_and_text(), json!({"query": "tools.text.upper"}));
    assert_eq!(paths(&r), ["tools.text.upper"]);
}

// ── output shape ──

#[test]
fn item_shape() {
    let tools = Tools::builder()
        .tool(
            "orders.lookup",
            tool("Look up an order by ID")
                .input_schema(json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}))
                .output_schema(json!({})),
        )
        .build()
        .unwrap();
    let r = search(&tools, json!({"query": "orders.lookup"}));
    assert_eq!(
        r,
        json!({
            "items": [{
                "path": "tools.orders.lookup",
                "description": "Look up an order by ID",
                "signature": "tools.orders.lookup({\n  id: string,\n}): Promise<unknown>"
            }],
            "remaining": 0,
            "next": null
        })
    );
    // Key order is part of what the program sees when it prints the result.
    let keys: Vec<&String> = r.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["items", "remaining", "next"]);
}

// ── exact lookup ──

#[test]
fn exact_lookup_forms() {
    let tools = Tools::builder()
        .tool("a-b.c", tool("x"))
        .tool("a-b.cd", tool("x"))
        .tool("api.issues.list", tool("x"))
        .tool("api.issues.listAll", tool("x"))
        .build()
        .unwrap();
    for query in [r#"tools["a-b"].c"#, "tools['a-b'].c", "a-b.c", "tools.a-b.c", r#"  tools["a-b"]["c"]  "#] {
        assert_eq!(paths(&search(&tools, json!({"query": query}))), [r#"tools["a-b"].c"#], "{query}");
    }
    assert_eq!(paths(&search(&tools, json!({"query": r#"tools["api.issues"].list"#}))), ["tools.api.issues.list"]);
}

#[test]
fn exact_lookup_respects_scope() {
    let tools = math_and_text();
    let r = search(&tools, json!({"query": "math.add", "namespace": "text"}));
    assert_eq!(paths(&r), Vec::<String>::new());
    let r = search(&tools, json!({"query": "math.add", "namespace": "math"}));
    assert_eq!(paths(&r), ["tools.math.add"]);
}

#[test]
fn a_namespace_path_is_not_an_exact_hit() {
    // `math` names no tool, so the query is ranked and both math tools come back.
    let r = search(&math_and_text(), json!({"query": "math"}));
    assert_eq!(paths(&r), ["tools.math.add", "tools.math.subtract"]);
}

// ── scope and browse ──

#[test]
fn browse_everything_sorted_by_path() {
    let tools = math_and_text();
    for input in [
        json!({}),
        json!({"query": ""}),
        json!({"query": "   "}),
        json!({"query": "*"}),
        json!({"query": "-- * --"}),
        Value::Null,
    ] {
        let r = search(&tools, input.clone());
        assert_eq!(paths(&r), ["tools.math.add", "tools.math.subtract", "tools.text.upper"], "{input}");
    }
}

#[test]
fn namespace_forms() {
    let tools = Tools::builder()
        .tool("math.add", tool("x"))
        .tool("math.sub.neg", tool("x"))
        .tool("mathx.add", tool("x"))
        .tool("context7.resolve-library-id", tool("x"))
        .tool("context7.resolve-library-id.v2", tool("x"))
        .build()
        .unwrap();
    let scoped = |ns: &str| paths(&search(&tools, json!({"namespace": ns})));
    for ns in ["math", "tools.math", r#"tools["math"]"#, " math "] {
        assert_eq!(scoped(ns), ["tools.math.add", "tools.math.sub.neg"], "{ns}");
    }
    assert_eq!(scoped("math.sub"), ["tools.math.sub.neg"]);
    assert_eq!(scoped("math.add"), ["tools.math.add"]);
    assert_eq!(scoped("mat"), Vec::<String>::new());
    assert_eq!(scoped("billing"), Vec::<String>::new());
    assert_eq!(scoped("tools").len(), 5);
    assert_eq!(scoped("").len(), 5);
    let resolve = [r#"tools.context7["resolve-library-id"]"#, r#"tools.context7["resolve-library-id"].v2"#];
    assert_eq!(scoped("context7.resolve-library-id"), resolve);
    assert_eq!(scoped(r#"tools.context7["resolve-library-id"]"#), resolve);
}

#[test]
fn ranking_is_scoped() {
    let tools = math_and_text();
    let r = search(&tools, json!({"query": "numbers", "namespace": "text"}));
    assert_eq!(paths(&r), Vec::<String>::new());
    let r = search(&tools, json!({"query": "string", "namespace": "text"}));
    assert_eq!(paths(&r), ["tools.text.upper"]);
}

// ── ranking rules ──

#[test]
fn rule_path_ends_with_term() {
    let tools = one("orders.lookup", "");
    // +20 ends with .lookup, +12 word, +8 contains, +2 text
    assert_eq!(score(&tools, "lookup"), 42);
    let tools = one("lookup", "");
    assert_eq!(score(&tools, "lookup"), 42);
    // "up" is contained but neither the end segment nor a word.
    assert_eq!(score(&one("orders.lookup", ""), "up"), 10);
}

#[test]
fn rule_path_word() {
    // "orders" is a word of the path but not its last segment: +12 +8 +2.
    assert_eq!(score(&one("orders.lookup", ""), "orders"), 22);
    // camelCase paths are split into words too.
    assert_eq!(score(&one("orders.getStatus", ""), "status"), 22);
}

#[test]
fn rule_path_contains() {
    assert_eq!(score(&one("orders.lookup", ""), "look"), 10);
}

#[test]
fn rule_description() {
    // +4 description, +2 search text (the description is part of it).
    assert_eq!(score(&one("a.b", "Fetch the weather"), "weather"), 6);
    assert_eq!(score(&one("a.b", "Fetch the WEATHER"), "Weather"), 6);
}

#[test]
fn rule_search_text_namespace_descriptions() {
    let tools = Tools::builder()
        .namespace("geo", "Maps and places")
        .namespace("geo.find", "Lookups of places")
        .tool("geo.find", tool("Find"))
        .tool("geo.find.near", tool("Near"))
        .tool("other", tool("Other"))
        .build()
        .unwrap();
    // Enclosing namespaces count (+2 once per term), for every tool below them ...
    assert_eq!(scores(&tools, "maps"), [("geo.find".into(), 2), ("geo.find.near".into(), 2)]);
    // ... and a path's own namespace description counts only for tools strictly below it.
    assert_eq!(scores(&tools, "lookups"), [("geo.find.near".into(), 2)]);
}

#[test]
fn rule_search_text_input_properties() {
    let tools = Tools::builder()
        .tool(
            "geo.find",
            tool("Find").input_schema(json!({
                "type": "object",
                "properties": {"postalCode": {"type": "string", "description": "The ZIP code"}}
            })),
        )
        .build()
        .unwrap();
    assert_eq!(score(&tools, "zip"), 2);
    assert_eq!(score(&tools, "postalCode"), 4); // two terms, +2 each
    assert_eq!(score(&tools, "postalcode"), 2); // one term
}

#[test]
fn rule_input_properties_through_root_ref() {
    let tools = Tools::builder()
        .tool(
            "t",
            tool("x").input_schema(json!({
                "$ref": "#/$defs/In",
                "$defs": {"In": {"type": "object", "properties": {"region": {"type": "string"}}}}
            })),
        )
        .build()
        .unwrap();
    assert_eq!(score(&tools, "region"), 2);
}

#[test]
fn rule_plural_forms() {
    // "issues" also matches as "issue": word +12, contains +8, text +2.
    assert_eq!(score(&one("issue.get", ""), "issues"), 22);
    // ... and the +20 rule through the stripped form.
    assert_eq!(score(&one("issue", ""), "issues"), 42);
    // "boxes" → "box" (len > 3, trailing "es").
    assert_eq!(score(&one("box.open", ""), "boxes"), 22);
    // Short terms keep their s: "is" stays "is".
    assert_eq!(score(&one("i.get", ""), "is"), 0);
    // Each rule counts once per term even when several forms match.
    assert_eq!(score(&one("issues.issue", ""), "issues"), 42);
}

#[test]
fn rule_camel_case_query() {
    // "getUser" → get (+20 +12 +8 +2) + user (contains +8, text +2; "users" is the word).
    assert_eq!(score(&one("users.get", ""), "getUser"), 52);
    assert_eq!(score(&one("users.get", ""), "get user"), 52);
    assert_eq!(score(&one("users.get", ""), "GET_USER"), 52);
}

#[test]
fn rule_terms_add_up_and_zero_is_dropped() {
    let tools = math_and_text();
    // math.add: "add" +20 +12 +8 +4 (description) +2, "numbers" +4 +2; subtract: "numbers" only.
    assert_eq!(scores(&tools, "add numbers"), [("math.add".into(), 52), ("math.subtract".into(), 6)]);
    assert_eq!(paths(&search(&tools, json!({"query": "add numbers"}))), ["tools.math.add", "tools.math.subtract"]);
    assert!(scores(&tools, "zebra").is_empty());
    assert_eq!(search(&tools, json!({"query": "zebra"}))["items"], json!([]));
}

#[test]
fn rule_star_is_dropped() {
    let tools = math_and_text();
    assert_eq!(scores(&tools, "* add *"), scores(&tools, "add"));
}

#[test]
fn ties_sort_by_path_in_utf16_order() {
    let tools = Tools::builder()
        .tool("zeta.find", tool("x"))
        .tool("alpha.find", tool("x"))
        .tool("\u{FF61}.find", tool("x"))
        .tool("\u{1F600}.find", tool("x"))
        .build()
        .unwrap();
    let r = search(&tools, json!({"query": "find"}));
    assert_eq!(
        paths(&r),
        ["tools.alpha.find", "tools.zeta.find", "tools[\"\u{1F600}\"].find", "tools[\"\u{FF61}\"].find"]
    );
}

#[test]
fn higher_scores_first() {
    let tools = Tools::builder()
        .tool("a.weather", tool("x"))
        .tool("b.report", tool("The weather report"))
        .tool("c.weathervane", tool("x"))
        .build()
        .unwrap();
    assert_eq!(
        scores(&tools, "weather"),
        [("a.weather".into(), 42), ("c.weathervane".into(), 10), ("b.report".into(), 6)]
    );
}

// ── non-ASCII ──

#[test]
fn non_ascii_paths_descriptions_and_queries() {
    let tools = Tools::builder()
        .tool("bestellungen.größeÄndern", tool("Ändert die Größe einer Bestellung"))
        .tool("заказы.найти", tool("Найти заказ"))
        .tool("注文.検索", tool("注文を検索する"))
        .build()
        .unwrap();
    // word +12, contains +8, description +4, text +2
    assert_eq!(scores(&tools, "Größe"), [("bestellungen.größeÄndern".into(), 26)]);
    assert_eq!(scores(&tools, "ÄNDERN"), [("bestellungen.größeÄndern".into(), 22)]);
    // +20 end segment, +12, +8, +4, +2
    assert_eq!(scores(&tools, "НАЙТИ"), [("заказы.найти".into(), 46)]);
    assert_eq!(scores(&tools, "検索"), [("注文.検索".into(), 46)]);
    let greek = one("maps.ΟΔΟΣ", "");
    // +20 +12 +8 +2 whichever way the query is cased: final sigma lowercases alike everywhere.
    assert_eq!(score(&greek, "ΟΔΟΣ"), 42);
    assert_eq!(score(&greek, "οδος"), 42);
    let r = search(&tools, json!({"query": "заказы"}));
    assert_eq!(paths(&r), ["tools[\"заказы\"][\"найти\"]"]);
    let r = search(&tools, json!({"query": "tools[\"заказы\"][\"найти\"]"}));
    assert_eq!(r["items"][0]["description"], "Найти заказ");
}

// ── paging ──

#[test]
fn paging_remaining_and_next() {
    let mut builder = Tools::builder();
    for i in 0..25 {
        builder = builder.tool(&format!("t.n{i:02}"), tool("x"));
    }
    let tools = builder.build().unwrap();
    let r = search(&tools, json!({}));
    assert_eq!(paths(&r).len(), 10);
    assert_eq!(r["remaining"], 15);
    assert_eq!(r["next"], json!({"offset": 10}));
    let r = search(&tools, json!({"offset": 20}));
    assert_eq!(paths(&r), ["tools.t.n20", "tools.t.n21", "tools.t.n22", "tools.t.n23", "tools.t.n24"]);
    assert_eq!(r["remaining"], 0);
    assert_eq!(r["next"], Value::Null);
    let r = search(&tools, json!({"offset": 7, "limit": 3}));
    assert_eq!(paths(&r), ["tools.t.n07", "tools.t.n08", "tools.t.n09"]);
    assert_eq!(r["remaining"], 15);
    assert_eq!(r["next"], json!({"offset": 10}));
    let r = search(&tools, json!({"offset": 100}));
    assert_eq!(r, json!({"items": [], "remaining": 0, "next": null}));
    let r = search(&tools, json!({"limit": 1000}));
    assert_eq!(paths(&r).len(), 25);
    assert_eq!(r["next"], Value::Null);
    // Paging applies to ranked results too.
    let r = search(&tools, json!({"query": "t", "limit": 2, "offset": 1}));
    assert_eq!(paths(&r), ["tools.t.n01", "tools.t.n02"]);
    assert_eq!(r["remaining"], 22);
    assert_eq!(r["next"], json!({"offset": 3}));
}

#[test]
fn integral_floats_and_nulls_are_accepted() {
    let tools = math_and_text();
    let r = search(&tools, json!({"limit": 2.0, "offset": 1.0, "query": null, "namespace": null, "extra": [1]}));
    assert_eq!(paths(&r), ["tools.math.subtract", "tools.text.upper"]);
    let r = search(&tools, json!({"limit": null, "offset": -0.0}));
    assert_eq!(paths(&r).len(), 3);
}

// ── input errors ──

#[test]
fn invalid_input_messages() {
    let tools = math_and_text();
    let cases = [
        (json!({"limit": 0}), "limit must be a positive integer"),
        (json!({"limit": -1}), "limit must be a positive integer"),
        (json!({"limit": 1.5}), "limit must be a positive integer"),
        (json!({"limit": "2"}), "limit must be a positive integer"),
        (json!({"limit": 9007199254740992u64}), "limit must be a positive integer"),
        (json!({"offset": -1}), "offset must be a non-negative integer"),
        (json!({"offset": 0.5}), "offset must be a non-negative integer"),
        (json!({"offset": true}), "offset must be a non-negative integer"),
        (json!({"query": 5}), "query must be a string"),
        (json!({"query": ["a"]}), "query must be a string"),
        (json!({"namespace": {}}), "namespace must be a string"),
        (json!("math"), "input must be an object"),
        (json!([]), "input must be an object"),
        (json!(1), "input must be an object"),
    ];
    for (input, what) in cases {
        assert_eq!(tools.search(&input).unwrap_err(), format!("Invalid input for tool 'search': {what}"), "{input}");
    }
}

// ── suggest ──

#[test]
fn suggest_best_tool() {
    let tools = math_and_text();
    assert_eq!(tools.suggest("math.multiply").as_deref(), Some("tools.math.add"));
    assert_eq!(tools.suggest("tools.math.multiply").as_deref(), Some("tools.math.add"));
    assert_eq!(tools.suggest("text.lower").as_deref(), Some("tools.text.upper"));
    assert_eq!(tools.suggest("subtraction").as_deref(), None);
    assert_eq!(tools.suggest("weather.today"), None);
    let tools = one("context7.resolve-library-id", "Resolve a library id");
    assert_eq!(tools.suggest("context7.resolveLibrary").as_deref(), Some(r#"tools.context7["resolve-library-id"]"#));
    assert_eq!(Tools::empty().suggest("a.b"), None);
}
