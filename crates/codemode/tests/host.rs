//! What the host gives a run and what it gets back: per-run context, failures with their causes,
//! panics caught, boundary limits both ways, Node module names, nested tool records, denied
//! extension calls. Every test runs in normal and roundtrip modes.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use codemode::{
    CallContext, Durable, DurableContext, ErrorKind, ExecuteOptions, ExtEntry, ExtValue, Extension, Hooks,
    HostFunction, Record, RunContext, Runtime, Tool, ToolError,
};
use common::{both, echo, opts};
use futures::executor::block_on;
use serde_json::{Value, json};

#[derive(Debug, Clone, PartialEq)]
struct User(String);

fn ctx_opts(roundtrip: bool, user: &str) -> ExecuteOptions {
    ExecuteOptions { context: RunContext::new().with(User(user.into())), ..opts(roundtrip) }
}

fn user_of(run: &RunContext) -> String {
    run.get::<User>().map_or_else(|| "nobody".into(), |u| u.0.clone())
}

#[test]
fn every_tool_extension_and_hook_of_a_run_receives_its_context() {
    both(|roundtrip| {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let (s1, s2, s3, s4) = (seen.clone(), seen.clone(), seen.clone(), seen.clone());
        let whoami = Tool::new("who calls", |_: Value, ctx: CallContext| async move {
            futures_timer::Delay::new(Duration::from_millis(30)).await;
            Ok(json!(ctx.get::<User>().map(|u| u.0.clone())))
        })
        .output_schema(json!({}));
        let durable = Durable::new(
            |_i: Value, ctx: DurableContext| async move { Ok(json!(user_of(&ctx.run))) },
            |h: Value, ctx: DurableContext| async move { Ok(json!([h, user_of(&ctx.run)])) },
        );
        let sync =
            HostFunction::sync_with_context(|_args, ctx: &CallContext| Ok(ExtValue::Json(json!(user_of(&ctx.run)))));
        let asynchronous = HostFunction::asynchronous_with_context(|_args, ctx: CallContext| async move {
            Ok(ExtValue::Json(json!(format!("{} at {}", user_of(&ctx.run), ctx.path))))
        });
        let hooks = Hooks {
            tool_before: Some(Arc::new(move |i| {
                s1.lock().unwrap().push(format!("before {} {}", i.name, user_of(&i.run)));
                Ok(())
            })),
            tool_after: Some(Arc::new(move |i, _| {
                s2.lock().unwrap().push(format!("after {} {}", i.name, user_of(&i.run)))
            })),
            extension_before: Some(Arc::new(move |i| {
                s3.lock().unwrap().push(format!("before {} {}", i.name, user_of(&i.run)));
                Ok(())
            })),
            extension_after: Some(Arc::new(move |i, _| {
                s4.lock().unwrap().push(format!("after {} {}", i.name, user_of(&i.run)));
            })),
        };
        let rt = Runtime::builder()
            .tool("whoami", whoami)
            .tool("job", Tool::durable("a durable call", durable).output_schema(json!({})))
            .extension(Extension::new("me").object(
                "me",
                vec![("sync".into(), ExtEntry::Function(sync)), ("later".into(), ExtEntry::Function(asynchronous))],
            ))
            .hooks(hooks)
            .build()
            .unwrap();
        let code = "return [await tools.whoami({}), await tools.job({}), me.sync(), await me.later()]";
        // Two runs at once, each with its own user: neither sees the other's.
        let (a, b) = block_on(futures::future::join(
            rt.execute_with(code, ctx_opts(roundtrip, "ada")),
            rt.execute_with(code, ctx_opts(roundtrip, "bob")),
        ));
        assert_eq!(a.value(), Some(&json!(["ada", ["ada", "ada"], "ada", "ada at me.later"])), "{:?}", a.error());
        assert_eq!(b.value(), Some(&json!(["bob", ["bob", "bob"], "bob", "bob at me.later"])), "{:?}", b.error());
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.len(), 16, "{seen:?}");
        for user in ["ada", "bob"] {
            for what in ["before whoami", "after whoami", "before job", "after job", "before me.sync", "after me.later"]
            {
                assert!(seen.contains(&format!("{what} {user}")), "{what} {user} in {seen:?}");
            }
        }
        // Without a context, tools get an empty one.
        let r = block_on(rt.execute_with("return await tools.whoami({})", opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!(null)));
    });
}

#[test]
fn a_tool_failure_keeps_its_causes() {
    both(|roundtrip| {
        let failing = Tool::new("fails with causes", |_: Value, _| async {
            Err::<Value, _>(
                ToolError::new("could not load the order")
                    .caused_by("the service answered 503")
                    .caused_by("overloaded"),
            )
        })
        .output_schema(json!({}));
        let rt = Runtime::builder().tool("orders.load", failing).build().unwrap();
        let r = block_on(rt.execute_with("await tools.orders.load({})", opts(roundtrip)));
        let e = r.error().unwrap();
        assert_eq!(e.kind, ErrorKind::ToolFailure);
        assert_eq!(e.message, "could not load the order\nCaused by: the service answered 503\nCaused by: overloaded");
        let r = block_on(rt.execute_with(
            "try { await tools.orders.load({}) } catch (e) { return [e.message, e.cause.message, e.cause.cause.message, e.cause.cause.cause === undefined, Object.keys(e).includes('cause')] }",
            opts(roundtrip),
        ));
        assert_eq!(
            r.value(),
            Some(&json!(["could not load the order", "the service answered 503", "overloaded", true, false])),
            "{:?}",
            r.error()
        );
    });
}

#[test]
fn panics_in_host_code_become_failures() {
    both(|roundtrip| {
        let panicky = Tool::new("panics", |_: Value, _| async { panic!("tool exploded") }).output_schema(json!({}));
        let panicky_start = Tool::durable(
            "durable that panics",
            Durable::new(
                |_i: Value, _c| async { panic!("start exploded") },
                |_h: Value, _c| futures::future::pending(),
            ),
        );
        let sync = HostFunction::sync(|_| panic!("sync exploded"));
        let later = HostFunction::asynchronous(|_| async { panic!("async exploded") });
        let rt = Runtime::builder()
            .tool("boom", panicky)
            .tool("start", panicky_start)
            .tool("echo", echo())
            .extension(Extension::new("x").function("syncBoom", sync).function("asyncBoom", later))
            .build()
            .unwrap();
        let code = "const out = []\n\
            for (const f of [() => tools.boom({}), () => tools.start({}), () => syncBoom(), () => asyncBoom()]) {\n\
              try { await f(); out.push('no error') } catch (e) { out.push(e.message) }\n\
            }\n\
            return out";
        let r = block_on(rt.execute_with(code, opts(roundtrip)));
        assert_eq!(
            r.value(),
            Some(&json!([
                "Tool 'boom' panicked: tool exploded",
                "The durable tool 'start' panicked: start exploded",
                "The host function 'syncBoom' panicked: sync exploded",
                "The host function 'asyncBoom' panicked: async exploded"
            ])),
            "{:?}",
            r.error()
        );
        let r = block_on(rt.execute_with("await tools.boom({})", opts(roundtrip)));
        assert_eq!(r.error().unwrap().kind, ErrorKind::ToolFailure);
        // Hooks that panic fail the call they surround.
        let hooks = Hooks {
            tool_before: Some(Arc::new(|i| if i.name == "echo" { panic!("before hook exploded") } else { Ok(()) })),
            extension_after: Some(Arc::new(|_, _| panic!("after hook exploded"))),
            ..Hooks::default()
        };
        let ok = HostFunction::sync(|_| Ok(ExtValue::Json(json!(1))));
        let rt = Runtime::builder()
            .tool("echo", echo())
            .extension(Extension::new("x").function("one", ok))
            .hooks(hooks)
            .build()
            .unwrap();
        let r = block_on(rt.execute_with(
            "const out = []\n\
             try { await tools.echo({}) } catch (e) { out.push(e.message) }\n\
             try { one() } catch (e) { out.push(e.message) }\n\
             return out",
            opts(roundtrip),
        ));
        assert_eq!(
            r.value(),
            Some(&json!([
                "The before hook panicked: before hook exploded",
                "The after hook panicked: after hook exploded"
            ])),
            "{:?}",
            r.error()
        );
    });
}

fn nested(levels: usize) -> Value {
    let mut v = json!("leaf");
    for _ in 0..levels {
        v = json!([v]);
    }
    v
}

#[test]
fn values_from_the_host_deeper_than_32_levels_are_refused() {
    both(|roundtrip| {
        let deep =
            Tool::new("deep", |input: Value, _| async move { Ok(nested(input["n"].as_u64().unwrap_or(0) as usize)) })
                .output_schema(json!({}));
        let sync = HostFunction::sync(|args| Ok(ExtValue::Json(nested(args[0].as_u64().unwrap_or(0) as usize))));
        let later = HostFunction::asynchronous(|args| async move {
            Ok(ExtValue::Array(vec![ExtValue::Json(nested(args[0].as_u64().unwrap_or(0) as usize))]))
        });
        let rt = Runtime::builder()
            .tool("deep", deep)
            .extension(Extension::new("x").function("deepSync", sync).function("deepLater", later))
            .build()
            .unwrap();
        let code = "const out = []\n\
            for (const f of [() => tools.deep({ n: 32 }), () => tools.deep({ n: 33 }), () => deepSync(32), () => deepSync(33), () => deepLater(31), () => deepLater(32)]) {\n\
              try { await f(); out.push('ok') } catch (e) { out.push(e.message) }\n\
            }\n\
            return out";
        let r = block_on(rt.execute_with(code, opts(roundtrip)));
        let ext = |n: &str| {
            format!("The extension 'x' returned a value from '{n}' nested deeper than the maximum value depth of 32.")
        };
        assert_eq!(
            r.value(),
            Some(&json!([
                "ok",
                "Invalid output from tool 'deep': the value exceeds the maximum value depth of 32",
                "ok",
                ext("deepSync"),
                "ok",
                ext("deepLater")
            ])),
            "{:?}",
            r.error()
        );
        let r = block_on(rt.execute_with("return await tools.deep({ n: 40 })", opts(roundtrip)));
        assert_eq!(r.error().unwrap().kind, ErrorKind::InvalidToolOutput);
        // A binding too.
        let options = ExecuteOptions { bindings: vec![("config".into(), nested(40))], ..opts(roundtrip) };
        let r = block_on(rt.execute_with("return 1", options));
        assert!(r.error().unwrap().message.contains("maximum value depth of 32"), "{:?}", r.error());
    });
}

#[test]
fn tool_inputs_without_a_data_form_are_invalid_input() {
    both(|roundtrip| {
        let rt = Runtime::builder().tool("echo", echo()).build().unwrap();
        let cases = [
            (
                "const a = {}; a.self = a; await tools.echo(a)",
                "Invalid input for tool 'echo': the input contains a cycle; it cannot be converted to data.",
            ),
            (
                "await tools.echo({ p: tools.echo({}) })",
                "Invalid input for tool 'echo': the input contains an un-awaited Promise; await it first.",
            ),
            (
                "let v = 1; for (let i = 0; i < 40; i++) v = [v]; await tools.echo(v)",
                "Invalid input for tool 'echo': the input exceeds the maximum value depth of 32.",
            ),
            (
                "await tools.echo({ n: 1n })",
                "Invalid input for tool 'echo': the input contains a BigInt, which has no data form.",
            ),
            (
                "const a = {}; a.a = a; search(a)",
                "Invalid input for tool 'search': the input contains a cycle; it cannot be converted to data.",
            ),
        ];
        for (code, message) in cases {
            let r = block_on(rt.execute_with(code, opts(roundtrip)));
            let e = r.error().unwrap_or_else(|| panic!("{code}: {r:?}"));
            assert_eq!(e.kind, ErrorKind::InvalidToolInput, "{code}: {e:?}");
            assert!(e.message.starts_with(&format!("TypeError: {message}")), "{code}: {}", e.message);
        }
        // A program's own error in toJSON is its own, not the tool's.
        let r = block_on(
            rt.execute_with("await tools.echo({ toJSON() { throw new RangeError('mine') } })", opts(roundtrip)),
        );
        assert_eq!(r.error().unwrap().kind, ErrorKind::ExecutionFailure);
        assert!(r.error().unwrap().message.starts_with("RangeError: mine"));
    });
}

#[test]
fn util_and_buffer_resolve_to_the_globals_that_provide_their_members() {
    both(|roundtrip| {
        // A host `Buffer` (an object with `from`, as a host extension would give).
        let from = HostFunction::sync(|args| Ok(ExtValue::Json(json!({ "bytes": args[0] }))));
        let rt = Runtime::builder()
            .extension(Extension::new("buffer").object("Buffer", vec![("from".into(), ExtEntry::Function(from))]))
            .build()
            .unwrap();
        let code = "import { TextEncoder, TextDecoder } from 'util'\n\
            import { Buffer } from 'node:buffer'\n\
            import * as util from 'node:util'\n\
            const b = require('buffer')\n\
            return [TextEncoder === globalThis.TextEncoder, new TextDecoder().decode(new TextEncoder().encode('hé')),\n\
              Buffer === globalThis.Buffer, Buffer.from('x').bytes, b.Buffer === Buffer, typeof b.atob, util.TextDecoder === TextDecoder]";
        let r = block_on(rt.execute_with(code, opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!([true, "hé", true, "x", true, "function", true])), "{:?}", r.error());
        // Without a host Buffer, 'buffer' is not there.
        let rt = Runtime::builder().build().unwrap();
        let r = block_on(rt.execute_with("try { require('buffer') } catch (e) { return e.message }", opts(roundtrip)));
        assert_eq!(
            r.value(),
            Some(&json!("Cannot find module 'buffer': code mode has no Buffer unless the host provides one"))
        );
    });
}

#[test]
fn nested_records_become_namespaces() {
    both(|roundtrip| {
        let record = Record::Namespace {
            description: None,
            members: vec![(
                "crm".into(),
                Record::Namespace {
                    description: Some("Customer records".into()),
                    members: vec![
                        ("contacts.find".into(), Record::Tool(echo())),
                        (
                            "notes".into(),
                            Record::Namespace {
                                description: None,
                                members: vec![("add".into(), Record::Tool(echo()))],
                            },
                        ),
                    ],
                },
            )],
        };
        let rt = Runtime::builder().record("", record).build().unwrap();
        let paths: Vec<&str> = rt.tools().paths().collect();
        assert_eq!(paths, vec!["crm.contacts.find", "crm.notes.add"]);
        assert_eq!(rt.tools().namespace("crm").and_then(|n| n.description), Some("Customer records".to_string()));
        let r = block_on(rt.execute_with(
            "return [await tools.crm.contacts.find({ q: 1 }), await tools.crm.notes.add({ n: 2 }), Object.keys(tools.crm)]",
            opts(roundtrip),
        ));
        assert_eq!(r.value(), Some(&json!([{ "q": 1 }, { "n": 2 }, ["contacts", "notes"]])), "{:?}", r.error());
    });
}

#[test]
fn a_denied_asynchronous_global_rejects_and_a_denied_synchronous_one_throws() {
    both(|roundtrip| {
        let hooks = Hooks { extension_before: Some(Arc::new(|_| Err("not allowed here".into()))), ..Hooks::default() };
        let rt = Runtime::builder()
            .extension(
                Extension::new("x")
                    .function("later", HostFunction::asynchronous(|_| async { Ok(ExtValue::Json(json!(1))) }))
                    .function("now", HostFunction::sync(|_| Ok(ExtValue::Json(json!(1))))),
            )
            .hooks(hooks)
            .build()
            .unwrap();
        let code = "const p = later()\n\
            const isPromise = p instanceof Promise\n\
            const rejected = await p.then(() => 'fulfilled', (e) => 'rejected: ' + e.message)\n\
            let thrown; try { now(); thrown = 'returned' } catch (e) { thrown = 'thrown: ' + e.message }\n\
            return [isPromise, rejected, thrown]";
        let r = block_on(rt.execute_with(code, opts(roundtrip)));
        assert_eq!(
            r.value(),
            Some(&json!([true, "rejected: not allowed here", "thrown: not allowed here"])),
            "{:?}",
            r.error()
        );
    });
}
