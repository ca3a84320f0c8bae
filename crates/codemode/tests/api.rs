//! The public API: tools, hooks, limits, cancellation, results — what the conformance corpus
//! cannot express.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use codemode::{CallEnd, ErrorKind, ExecuteOptions, Hooks, Limits, Runtime, Tool, ToolError};
use futures::executor::block_on;
use serde_json::{Value, json};

mod common;
use common::roundtrip_forced;

fn echo() -> Tool {
    Tool::new("echo", |v: Value, _| async move { Ok(v) }).output_schema(json!({}))
}

#[test]
fn one_plus_one() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("1 + 1"));
    assert_eq!(r.value(), Some(&json!(2)));
    assert_eq!(r.to_json(), json!({ "ok": true, "value": 2, "toolCalls": [] }));
}

#[test]
fn empty_program_is_a_parse_error() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("   \n "));
    let e = r.error().unwrap();
    assert_eq!(e.kind, ErrorKind::ParseError);
    assert_eq!(e.message, "Code cannot be empty.");
}

#[test]
fn syntax_error_has_a_location() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("const a = 1\nconst total = ;"));
    let e = r.error().unwrap();
    assert_eq!(e.kind, ErrorKind::ParseError);
    let loc = e.location.unwrap();
    assert_eq!(loc.line, 2);
}

#[test]
fn runtime_errors_carry_the_failing_position() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("const config = null\nreturn config.field"));
    let e = r.error().unwrap();
    assert_eq!(e.kind, ErrorKind::ExecutionFailure);
    assert!(e.message.starts_with("TypeError: "), "{}", e.message);
    assert!(e.message.ends_with("(line 2, col 8)"), "{}", e.message);
}

#[test]
fn call_keys_use_the_run_id() {
    let keys = Arc::new(Mutex::new(Vec::new()));
    let k = keys.clone();
    let rt = Runtime::builder()
        .tool(
            "t",
            Tool::new("records its key", move |_: Value, ctx| {
                k.lock().unwrap().push(ctx.key.clone());
                async move { Ok(json!(1)) }
            })
            .output_schema(json!({})),
        )
        .build()
        .unwrap();
    let opts = ExecuteOptions { run_id: Some("r1".into()), ..Default::default() };
    let r = block_on(rt.execute_with("await tools.t({}); await tools.t({}); return 1", opts));
    assert!(r.is_ok());
    assert_eq!(*keys.lock().unwrap(), vec!["r1:1".to_string(), "r1:2".to_string()]);
}

#[test]
fn before_hook_denies_and_after_hook_sees_outcomes() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s = seen.clone();
    let hooks = Hooks {
        tool_before: Some(Arc::new(
            |info| if info.name == "blocked" { Err("denied by policy".into()) } else { Ok(()) },
        )),
        tool_after: Some(Arc::new(move |info, end| {
            let what = match end {
                CallEnd::Success(v) => format!("ok {v}"),
                CallEnd::Failure(m) => format!("fail {m}"),
                CallEnd::Interrupted => "interrupted".into(),
            };
            s.lock().unwrap().push(format!("{}: {what}", info.name));
        })),
        ..Hooks::default()
    };
    let rt = Runtime::builder().tool("echo", echo()).tool("blocked", echo()).hooks(hooks).build().unwrap();
    let r = block_on(rt.execute(
        "const a = await tools.echo({ x: 1 })\n\
         try { await tools.blocked({}) } catch (e) { return [a.x, e.message] }",
    ));
    assert_eq!(r.value(), Some(&json!([1, "denied by policy"])));
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen, vec!["echo: ok {\"x\":1}".to_string(), "blocked: fail denied by policy".to_string()]);
}

/// `search` is surrounded by the same hook pattern as tool calls: a denied search is reported to
/// the `after` hook as a failure, as a denied tool call is.
#[test]
fn a_denied_search_is_reported_to_the_after_hook() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s = seen.clone();
    let hooks = Hooks {
        tool_before: Some(Arc::new(|info| if info.name == "search" { Err("no searching".into()) } else { Ok(()) })),
        tool_after: Some(Arc::new(move |info, end| {
            s.lock().unwrap().push(format!("{}: {end:?}", info.name));
        })),
        ..Hooks::default()
    };
    let rt = Runtime::builder().tool("echo", echo()).hooks(hooks).build().unwrap();
    let r = block_on(rt.execute("try { search({ query: 'echo' }) } catch (e) { return e.message }"));
    assert_eq!(r.value(), Some(&json!("no searching")));
    assert_eq!(seen.lock().unwrap().clone(), vec!["search: Failure(\"no searching\")".to_string()]);
}

#[test]
fn tool_sees_cancellation_when_the_program_returns() {
    struct Flag(Arc<AtomicBool>);
    impl Drop for Flag {
        fn drop(&mut self) {
            self.0.store(true, Ordering::SeqCst);
        }
    }
    let dropped = Arc::new(AtomicBool::new(false));
    let d = dropped.clone();
    let rt = Runtime::builder()
        .tool(
            "hang",
            Tool::new("never finishes", move |_: Value, _| {
                let flag = Flag(d.clone());
                async move {
                    let _keep = flag;
                    futures::future::pending::<Result<Value, ToolError>>().await
                }
            })
            .output_schema(json!({})),
        )
        .build()
        .unwrap();
    let r = block_on(rt.execute("tools.hang({}); return 'done'"));
    assert_eq!(r.value(), Some(&json!("done")));
    assert!(dropped.load(Ordering::SeqCst), "the tool's future was not dropped");
}

#[test]
fn dropping_an_execution_cancels_its_calls() {
    let started = Arc::new(AtomicUsize::new(0));
    let s = started.clone();
    let rt = Runtime::builder()
        .tool(
            "slow",
            Tool::new("slow", move |_: Value, _| {
                s.fetch_add(1, Ordering::SeqCst);
                async move {
                    futures_timer::Delay::new(Duration::from_secs(30)).await;
                    Ok(json!(1))
                }
            })
            .output_schema(json!({})),
        )
        .build()
        .unwrap();
    let mut exec = rt.execute("return await tools.slow({})");
    // Poll once: the program runs to its first await and starts the call.
    let waker = futures::task::noop_waker();
    let mut cx = std::task::Context::from_waker(&waker);
    assert!(std::pin::Pin::new(&mut exec).poll(&mut cx).is_pending());
    assert_eq!(started.load(Ordering::SeqCst), 1);
    exec.cancel();
}

#[test]
fn busy_loop_times_out_near_the_deadline() {
    let rt = Runtime::builder().limits(Limits { timeout_ms: Some(200), ..Limits::default() }).build().unwrap();
    let t = Instant::now();
    let r = block_on(rt.execute("while (true) {}"));
    let elapsed = t.elapsed();
    let e = r.error().unwrap();
    assert_eq!(e.kind, ErrorKind::TimeoutExceeded);
    assert_eq!(e.message, "Execution timed out after 200ms.");
    // Debug builds are slow; the check between slices must still land close to the deadline.
    assert!(elapsed < Duration::from_millis(1500), "took {elapsed:?}");
}

#[test]
fn deep_recursion_is_a_catchable_range_error() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute(
        "function f(n) { return n === 0 ? 0 : 1 + f(n - 1) }\n\
         try { return f(100000) } catch (e) { return [e instanceof RangeError, e.message] }",
    ));
    assert_eq!(r.value(), Some(&json!([true, "Maximum call stack size exceeded"])));
}

#[test]
fn invalid_limits_are_rejected_when_building() {
    assert!(Runtime::builder().limits(Limits { max_output_bytes: Some(0), ..Limits::default() }).build().is_err());
    assert!(Runtime::builder().limits(Limits { timeout_ms: Some(0), ..Limits::default() }).build().is_err());
}

#[test]
fn a_cap_of_zero_is_refused_when_building() {
    for (limits, field) in [
        (Limits { max_array_length: Some(0), ..Limits::default() }, "maxArrayLength"),
        (Limits { max_string_length: Some(0), ..Limits::default() }, "maxStringLength"),
        (Limits { max_pending_promises: Some(0), ..Limits::default() }, "maxPendingPromises"),
        (Limits { max_array_length: Some(1 << 33), ..Limits::default() }, "maxArrayLength"),
    ] {
        let e = Runtime::builder().limits(limits.clone()).build().err().unwrap_or_else(|| panic!("{limits:?} built"));
        assert!(e.to_string().contains(field), "{e}");
    }
    let base = Runtime::builder().build().unwrap();
    assert!(base.with_limits(Limits { max_pending_promises: Some(0), ..Limits::default() }).is_err());
}

#[test]
fn a_huge_array_like_is_refused_at_once_with_no_limits() {
    // Before the caps this ran for over a minute and took gigabytes.
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("try { Array.from({ length: 3e7 }) } catch (e) { return [e.name, e.message] }"));
    assert_eq!(r.value(), Some(&json!(["RangeError", "Invalid array length"])), "{:?}", r.error());
}

#[test]
fn the_memory_limit_holds_inside_one_builtin() {
    if roundtrip_forced() {
        // The accounting between a restore and the next collection is of the restored heap; the
        // conformance cases under tests/conformance/limits cover what both modes agree on.
        return;
    }
    let rt =
        Runtime::builder().limits(Limits { max_memory_bytes: Some(8 << 20), ..Limits::default() }).build().unwrap();
    // A 5 MB buffer fits; its copy would not.
    let r = block_on(rt.execute(
        "const b = new ArrayBuffer(5000000); try { structuredClone(b); return 'copied' } catch (e) { return [e.name, e.message] }",
    ));
    assert_eq!(r.value(), Some(&json!(["RangeError", "Array buffer allocation failed"])), "{:?}", r.error());
    for program in [
        "new Array(5000000).fill(0).length",
        "JSON.parse('[' + '0,'.repeat(2000000) + '0]').length",
        "const a = []; a.length = 5000000; a.fill('x'); a.length",
        "const s = 'x'.repeat(3000000); [s, s].join('').length",
    ] {
        let r = block_on(rt.execute(program));
        let e = r.error().unwrap_or_else(|| panic!("{program}: {:?}", r.value()));
        assert_eq!(e.kind, ErrorKind::MemoryLimitExceeded, "{program}: {e:?}");
    }
}

#[test]
fn growing_a_buffer_goes_through_the_same_checks_as_allocating_one() {
    if roundtrip_forced() {
        // As above: the accounting right after a restore is of the restored heap.
        return;
    }
    let rt =
        Runtime::builder().limits(Limits { max_memory_bytes: Some(8 << 20), ..Limits::default() }).build().unwrap();
    // resize and transfer past what the memory limit leaves fail before allocating; the buffer is
    // unchanged (resize) or not detached (transfer); a maxByteLength past the buffer cap is refused.
    let r = block_on(rt.execute(
        "const b = new ArrayBuffer(1000, { maxByteLength: 20000000 }); const out = []; \
         try { b.resize(10000000) } catch (e) { out.push(e.name, e.message, b.byteLength) } \
         const f = new ArrayBuffer(1000); \
         try { f.transfer(10000000) } catch (e) { out.push(e.name, f.detached) } \
         b.resize(4000000); out.push(b.byteLength); \
         try { new ArrayBuffer(0, { maxByteLength: 2 ** 29 }) } catch (e) { out.push(e.name) } \
         return out",
    ));
    assert_eq!(
        r.value(),
        Some(&json!([
            "RangeError",
            "Array buffer allocation failed",
            1000,
            "RangeError",
            false,
            4000000,
            "RangeError"
        ])),
        "{:?}",
        r.error()
    );
}

#[test]
fn a_tool_result_past_the_memory_limit_ends_the_run_before_it_is_built() {
    let big = Tool::new("big", |_: Value, _| async move { Ok(json!(vec!["x".repeat(1000); 20_000])) })
        .output_schema(json!({}));
    let rt = Runtime::builder()
        .tool("big", big)
        .limits(Limits { max_memory_bytes: Some(8 << 20), ..Limits::default() })
        .build()
        .unwrap();
    let r = block_on(rt.execute("const v = await tools.big({}); return v.length"));
    let e = r.error().unwrap_or_else(|| panic!("{:?}", r.value()));
    assert_eq!(e.kind, ErrorKind::MemoryLimitExceeded, "{e:?}");
}

#[test]
fn empty_path_segments_are_rejected() {
    let e = Runtime::builder().tool("a..b", echo()).build().unwrap_err();
    assert!(e.to_string().contains("a..b"), "{e}");
}

#[test]
fn the_same_program_gives_the_same_snapshot_bytes() {
    use codemode_vm::{Vm, VmOptions};
    let prelude = {
        let opts = codemode_compiler::CompileOptions {
            typescript: false,
            builtin: true,
            intrinsics: codemode_vm::prelude::INTRINSICS,
        };
        Arc::new(codemode_compiler::compile(codemode_vm::prelude::SOURCE, &opts).unwrap())
    };
    let src =
        "const m = new Map(); const o = { a: [1, 2, { b: 'x' }] }; let s = 0; for (let i = 0; i < 50; i++) s += i; o";
    let code = Arc::new(codemode_compiler::compile(src, &Default::default()).unwrap());
    let run = || {
        let mut vm = Vm::new(prelude.clone(), VmOptions::default()).unwrap();
        let unit = vm.load(code.clone(), None);
        vm.start(unit).unwrap();
        let _ = vm.run(&mut codemode_vm::host::NoHost, 200).unwrap();
        vm.save().unwrap()
    };
    assert_eq!(run(), run());
}

mod extensions {
    use super::*;
    use codemode::{ExtEntry, ExtValue, Extension, HostFunction};

    fn fs_extension() -> Extension {
        let read = HostFunction::asynchronous(|args: Vec<Value>| async move {
            Ok(ExtValue::Json(json!(format!("contents of {}", args[0].as_str().unwrap_or("?")))))
        });
        let exists = HostFunction::sync(|args: Vec<Value>| Ok(ExtValue::Json(json!(args[0] == json!("/etc/hosts")))));
        Extension::new("fs").object(
            "fs",
            vec![
                ("existsSync".into(), ExtEntry::Function(exists)),
                ("promises".into(), ExtEntry::Object(vec![("readFile".into(), ExtEntry::Function(read))])),
            ],
        )
    }

    fn fetch_extension() -> Extension {
        let fetch = HostFunction::asynchronous(|args: Vec<Value>| async move {
            let url = args[0].as_str().unwrap_or("").to_string();
            let body = json!({ "url": url, "ok": true });
            let json_fn = HostFunction::asynchronous(move |_| {
                let body = body.clone();
                async move { Ok(ExtValue::Json(body)) }
            });
            Ok(ExtValue::Object(vec![
                ("status".into(), ExtValue::Json(json!(200))),
                ("json".into(), ExtValue::Function(json_fn)),
            ]))
        });
        Extension::new("http").function("fetch", fetch)
    }

    #[test]
    fn sync_and_async_globals_and_nested_entry_points() {
        let rt = Runtime::builder().extension(fs_extension()).build().unwrap();
        let r = block_on(rt.execute(
            "const a = fs.existsSync('/etc/hosts')\n\
             const b = await fs.promises.readFile('/a.txt')\n\
             return [a, b, typeof fs.promises.readFile]",
        ));
        assert_eq!(r.value(), Some(&json!([true, "contents of /a.txt", "function"])), "{:?}", r.error());
        assert!(r.tool_calls.is_empty());
    }

    #[test]
    fn functions_inside_results_stay_callable() {
        let rt = Runtime::builder().extension(fetch_extension()).build().unwrap();
        let r = block_on(rt.execute(
            "const res = await fetch('https://e.test/x')\n\
             const body = await res.json()\n\
             return [res.status, body.url]",
        ));
        assert_eq!(r.value(), Some(&json!([200, "https://e.test/x"])), "{:?}", r.error());
    }

    #[test]
    fn globals_load_as_node_modules() {
        let rt = Runtime::builder().extension(fs_extension()).build().unwrap();
        let r = block_on(rt.execute(
            "import fsm, { existsSync } from 'node:fs'\n\
             const viaRequire = require('fs').existsSync('/nope')\n\
             const dynamic = await import('fs')\n\
             const p = require('fs/promises')\n\
             return [existsSync('/etc/hosts'), viaRequire, typeof dynamic.default.promises.readFile, typeof p.readFile, fsm === require('fs')]",
        ));
        assert_eq!(r.value(), Some(&json!([true, false, "function", "function", true])), "{:?}", r.error());
    }

    #[test]
    fn shadowing_is_rejected_when_building() {
        let bad = Extension::new("x").function("console", HostFunction::sync(|_| Ok(ExtValue::Undefined)));
        assert!(Runtime::builder().extension(bad).build().is_err());
        let twice = Runtime::builder().extension(fetch_extension()).extension(fetch_extension()).build();
        assert!(twice.is_err());
    }

    #[test]
    fn extension_hooks_see_calls_and_can_deny() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let s = seen.clone();
        let hooks = Hooks {
            extension_before: Some(Arc::new(|info| {
                if info.args.first() == Some(&json!("/secret")) { Err("path not allowed".into()) } else { Ok(()) }
            })),
            extension_after: Some(Arc::new(move |info, end| {
                s.lock().unwrap().push(format!(
                    "{}:{}:{}",
                    info.extension,
                    info.name,
                    matches!(end, CallEnd::Success(_))
                ));
            })),
            ..Hooks::default()
        };
        let rt = Runtime::builder().extension(fs_extension()).hooks(hooks).build().unwrap();
        let r = block_on(rt.execute(
            "const a = fs.existsSync('/etc/hosts')\n\
             try { fs.existsSync('/secret') } catch (e) { return [a, e.message] }",
        ));
        assert_eq!(r.value(), Some(&json!([true, "path not allowed"])), "{:?}", r.error());
        assert_eq!(
            *seen.lock().unwrap(),
            vec!["fs:fs.existsSync:true".to_string(), "fs:fs.existsSync:false".to_string()]
        );
    }

    #[test]
    fn unknown_modules_throw() {
        let rt = Runtime::builder().build().unwrap();
        let r = block_on(rt.execute("try { require('left-pad') } catch (e) { return e.message }"));
        assert!(r.value().unwrap().as_str().unwrap().contains("left-pad"));
    }
}

#[test]
fn memory_limit_ends_the_run() {
    if roundtrip_forced() {
        // Roundtrip mode saves the whole heap every few instructions: for a program that grows
        // its heap to the memory limit that is quadratic (minutes), and the limit itself does not
        // depend on snapshots. Normal mode covers it.
        return;
    }
    let rt =
        Runtime::builder().limits(Limits { max_memory_bytes: Some(8 << 20), ..Limits::default() }).build().unwrap();
    let r = block_on(rt.execute("const keep = []; while (true) keep.push({ a: [1, 2, 3], s: 'x' + keep.length })"));
    let e = r.error().unwrap();
    assert_eq!(e.kind, ErrorKind::MemoryLimitExceeded, "{e:?}");
    assert!(e.message.contains("memory limit"), "{}", e.message);
}

#[test]
fn garbage_is_collected_under_a_memory_limit() {
    if roundtrip_forced() {
        // Roundtrip mode saves the whole heap every few instructions: for a program that grows
        // its heap to the memory limit that is quadratic (minutes), and the limit itself does not
        // depend on snapshots. Normal mode covers it.
        return;
    }
    let rt =
        Runtime::builder().limits(Limits { max_memory_bytes: Some(8 << 20), ..Limits::default() }).build().unwrap();
    let r = block_on(rt.execute(
        "let n = 0; for (let i = 0; i < 300000; i++) { const o = { a: [i, i], s: 'x' + i }; n += o.a.length } n",
    ));
    assert_eq!(r.value(), Some(&json!(600000)), "{:?}", r.error());
}

#[test]
fn huge_strings_are_a_catchable_range_error() {
    let rt = Runtime::builder().build().unwrap();
    let r = block_on(rt.execute("let s = 'x'; try { while (true) s += s } catch (e) { return [e.name, e.message] }"));
    assert_eq!(r.value(), Some(&json!(["RangeError", "Invalid string length"])), "{:?}", r.error());
}

#[test]
fn instruction_limit_ends_the_run() {
    let rt =
        Runtime::builder().limits(Limits { max_instructions: Some(100_000), ..Limits::default() }).build().unwrap();
    let r = block_on(rt.execute("let i = 0; while (true) i++"));
    assert!(r.error().unwrap().message.contains("instruction limit"), "{:?}", r.error());
}

#[test]
fn bindings_are_read_only_globals() {
    let rt = Runtime::builder().build().unwrap();
    let opts =
        ExecuteOptions { bindings: vec![("config".into(), json!({ "region": "eu", "n": 3 }))], ..Default::default() };
    let r = block_on(rt.execute_with("return [config.region, config.n * 2]", opts.clone()));
    assert_eq!(r.value(), Some(&json!(["eu", 6])), "{:?}", r.error());
    let r = block_on(rt.execute_with("config = 1", opts));
    assert!(r.error().unwrap().message.starts_with("TypeError"), "{:?}", r.error());
}

/// Runs of one runtime are isolated: a run's VM is reused by the next one (reset to the realm),
/// and nothing a run changed — built-in prototypes, globals, the symbol registry, the random
/// sequence, lazily created built-in properties — is visible to the next run.
#[test]
fn runs_of_one_runtime_do_not_see_each_other() {
    if roundtrip_forced() {
        // It reuses one runtime's pooled VMs, which roundtrip mode replaces at every cycle, and its
        // 20,000-object heap makes every cycle slow (minutes in all). Normal mode covers it.
        return;
    }
    let rt = Runtime::builder().build().unwrap();
    let probe = r#"
        return [
          typeof Array.prototype.evil, typeof Object.prototype.polluted, typeof globalThis.leak,
          Math.random(), Symbol.for("k") === globalThis.sym, JSON.stringify.name,
          Object.getOwnPropertyNames(Math.max).join(), [1, 2, 3].map(x => x * 2).join(),
          typeof Map.prototype.get, String(new Date(0).getTime())
        ]
    "#;
    let first = block_on(rt.execute(probe));
    assert!(first.is_ok(), "{first:?}");
    let mutate = r#"
        Array.prototype.evil = () => 1
        Object.prototype.polluted = true
        globalThis.leak = 42
        globalThis.sym = Symbol.for("k")
        Math.random(); Math.random()
        JSON.stringify = function other() {}
        Math.max.extra = 1
        delete Map.prototype.get
        const big = []
        for (let i = 0; i < 20000; i++) big.push({ i, s: "x" + i })
        return big.length
    "#;
    for _ in 0..3 {
        let r = block_on(rt.execute(mutate));
        assert_eq!(r.value(), Some(&json!(20000)));
        let again = block_on(rt.execute(probe));
        assert_eq!(again.value(), first.value(), "a run saw the previous run's changes");
    }
    // A run that fails half-way leaves nothing behind either.
    let failing = block_on(rt.execute("Array.prototype.evil = 1; null.x"));
    assert!(!failing.is_ok());
    assert_eq!(block_on(rt.execute(probe)).value(), first.value());
}

#[test]
fn with_limits_makes_a_runtime_of_the_same_tools_with_other_limits() {
    let base = Runtime::builder()
        .tool(
            "t",
            Tool::new("t", |_: serde_json::Value, _ctx| async move { Ok(serde_json::json!(1)) })
                .output_schema(serde_json::json!({})),
        )
        .build()
        .unwrap();
    let limited = base.with_limits(codemode::Limits { max_tool_calls: Some(1), ..Default::default() }).unwrap();
    let code = "await tools.t({}); return await tools.t({})";
    let r = futures::executor::block_on(limited.execute(code));
    assert_eq!(r.to_json()["error"]["kind"], "ToolCallLimitExceeded", "{:?}", r.to_json());
    // The original keeps its (absent) limits.
    assert_eq!(futures::executor::block_on(base.execute(code)).value(), Some(&serde_json::json!(1)));
    assert!(base.with_limits(codemode::Limits { timeout_ms: Some(0), ..Default::default() }).is_err());
}
