//! Proxies and their traps at the VM level: a run saved and restored at every instruction —
//! so also while a trap's frame, and the prelude's internal method that called it, are on the
//! stack — gives the same result as an uninterrupted one.

mod common;

const TRAPS: &str = r#"
const log = []
const target = { a: 1, list: [1, 2, 3] }
const p = new Proxy(target, {
  get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r) },
  set(t, k, v, r) { log.push("set " + String(k)); return Reflect.set(t, k, v, r) },
  has(t, k) { log.push("has " + String(k)); return k in t },
  ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t) },
  getOwnPropertyDescriptor(t, k) { log.push("gopd " + String(k)); return Reflect.getOwnPropertyDescriptor(t, k) },
  deleteProperty(t, k) { log.push("delete " + String(k)); return delete t[k] },
})
p.b = p.a + 1
const keys = Object.keys(p)
const json = JSON.stringify(p)
const had = "b" in p
delete p.a
const f = new Proxy((x) => x * 2, { apply(t, self, args) { log.push("apply"); return t(...args) + 1 } })
const C = new Proxy(class { constructor(v) { this.v = v } }, { construct(t, args) { log.push("construct"); return new t(args[0] * 3) } })
return { keys, json, had, left: Object.keys(target), call: f(20), made: new C(2).v, mapped: p.list.map(f), log }
"#;

#[test]
fn traps_give_the_same_result_when_saved_at_every_instruction() {
    let plain = common::run(TRAPS).expect("runs");
    assert_eq!(plain["call"], 41);
    assert_eq!(plain["made"], 6);
    assert_eq!(plain["json"], r#"{"a":1,"list":[1,2,3],"b":2}"#);
    for every in [1, 3, 17] {
        let restored = common::run_with_snapshots(TRAPS, every, 1_000_000);
        assert_eq!(restored, plain, "saved every {every} instructions");
    }
}

#[test]
fn a_revoked_proxy_in_a_snapshot_stays_revoked() {
    let src = r#"
const { proxy, revoke } = Proxy.revocable({ x: 1 }, {})
const before = proxy.x
revoke()
let after
try { proxy.x } catch (e) { after = e.message }
return [before, after]
"#;
    let v = common::run_with_snapshots(src, 1, 1_000_000);
    assert_eq!(v, serde_json::json!([1, "Cannot perform 'get' on a proxy that has been revoked"]));
}
