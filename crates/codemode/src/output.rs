//! JSON text as JavaScript writes it, and the output limit (`maxOutputBytes`).
//!
//! `serde_json` prints numbers its own way (`1e21`, `100.0` for floats); byte counts and printed
//! results must match JavaScript's `JSON.stringify`, so text is produced here with the VM's number
//! formatting.

use codemode_vm::numconv;

use crate::result::{ErrorKind, RunResult, Warning};

/// `JSON.stringify` of a JSON value, with JavaScript's number formatting.
#[must_use]
pub fn to_js_json(v: &serde_json::Value) -> String {
    let mut out = String::new();
    write_json(v, &mut out);
    out
}

fn write_json(v: &serde_json::Value, out: &mut String) {
    // An explicit stack keeps deep values off the Rust stack.
    enum Item<'a> {
        Value(&'a serde_json::Value),
        Text(&'static str),
        Key(&'a str),
    }
    let mut stack = vec![Item::Value(v)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Text(t) => out.push_str(t),
            Item::Key(k) => {
                out.push_str(&serde_json::to_string(k).unwrap_or_default());
                out.push(':');
            }
            Item::Value(v) => match v {
                serde_json::Value::Null => out.push_str("null"),
                serde_json::Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                serde_json::Value::Number(n) => {
                    if let Some(i) = n.as_i64() {
                        out.push_str(&i.to_string());
                    } else if let Some(u) = n.as_u64() {
                        out.push_str(&u.to_string());
                    } else {
                        out.push_str(&numconv::number_to_string(n.as_f64().unwrap_or(f64::NAN)));
                    }
                }
                serde_json::Value::String(s) => out.push_str(&serde_json::to_string(s).unwrap_or_default()),
                serde_json::Value::Array(a) => {
                    out.push('[');
                    stack.push(Item::Text("]"));
                    for (i, x) in a.iter().enumerate().rev() {
                        stack.push(Item::Value(x));
                        if i > 0 {
                            stack.push(Item::Text(","));
                        }
                    }
                }
                serde_json::Value::Object(m) => {
                    out.push('{');
                    stack.push(Item::Text("}"));
                    let entries: Vec<_> = m.iter().collect();
                    for (i, (k, x)) in entries.into_iter().enumerate().rev() {
                        stack.push(Item::Value(x));
                        stack.push(Item::Key(k));
                        if i > 0 {
                            stack.push(Item::Text(","));
                        }
                    }
                }
            },
        }
    }
}

/// Applies `maxOutputBytes`: the value first, then the logs on what the value leaves, then the
/// warnings on a budget of their own. The error of a failure is never cut.
pub(crate) fn bound_output(result: &mut RunResult, max: usize) {
    let mut value_bytes = 0;
    if let Ok(v) = &result.outcome {
        let s = to_js_json(v);
        let n = s.len();
        if n > max {
            let mut cut = max;
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            let text = format!(
                "{} [result truncated: {n} bytes exceeds the {max}-byte output limit; return a smaller value]",
                &s[..cut]
            );
            result.outcome = Ok(serde_json::Value::String(text));
            value_bytes = max;
            result.truncated = true;
        } else {
            value_bytes = n;
        }
    }
    if !result.logs.is_empty() {
        let mut budget = max.saturating_sub(value_bytes);
        let mut kept = 0;
        for line in &result.logs {
            let cost = line.len() + 1;
            if cost > budget {
                break;
            }
            budget -= cost;
            kept += 1;
        }
        if kept < result.logs.len() {
            let total = result.logs.len();
            result.logs.truncate(kept);
            result.logs.push(format!("[logs truncated: showing {kept} of {total} lines]"));
            result.truncated = true;
        }
    }
    if !result.warnings.is_empty() {
        let mut budget = max;
        let mut kept = 0;
        for w in &result.warnings {
            let cost = serde_json::to_string(w).map_or(0, |s| s.len()) + 1;
            if cost > budget {
                break;
            }
            budget -= cost;
            kept += 1;
        }
        if kept < result.warnings.len() {
            let omitted = result.warnings.len() - kept;
            result.warnings.truncate(kept);
            result.warnings.push(Warning {
                kind: ErrorKind::Truncated,
                message: format!("{omitted} additional warnings omitted by the output limit."),
            });
            result.truncated = true;
        }
    }
}
