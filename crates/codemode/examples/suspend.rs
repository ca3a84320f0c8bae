//! The README's suspend/resume example, compiled (and run by `cargo run --example suspend`).

use std::collections::BTreeMap;

use codemode::{CallOutcome, Durable, ExecuteOptions, Outcome, Runtime, Snapshot, Tool};
use serde_json::json;

fn main() -> Result<(), codemode::BuildError> {
    futures::executor::block_on(async {
        let approve = Durable::new(
            |input: serde_json::Value, ctx: codemode::DurableContext| async move {
                Ok(json!({ "ticket": ctx.key, "item": input["item"] }))
            },
            |_handle: serde_json::Value, _ctx| futures::future::pending(), // a human answers later
        );
        let runtime = Runtime::builder()
            .tool(
                "approve",
                Tool::durable("Ask a human to approve", approve).output_schema(json!({ "type": "object" })),
            )
            .build()?;
        let opts = ExecuteOptions { auto_suspend: true, ..Default::default() };
        let code = "const r = await tools.approve({ item: 'deploy' }); return r.ok ? 'deployed' : 'stopped'";
        let Outcome::Suspended(s) = runtime.execute_with(code, opts).result().await else { panic!("did not suspend") };
        let bytes = s.state.to_bytes(None).expect("encodes");
        println!("suspended: {} bytes, waiting on {}", bytes.len(), s.pending[0].key);
        let state = Snapshot::from_bytes(&bytes, None).expect("decodes");
        let mut outcomes = BTreeMap::new();
        outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": true })));
        let Outcome::Finished(result) = runtime.resume(state, outcomes).result().await else {
            panic!("suspended again")
        };
        assert_eq!(result.value(), Some(&json!("deployed")));
        println!("resumed: {:?}", result.value());
        Ok(())
    })
}
