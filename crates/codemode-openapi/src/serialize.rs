//! Parameter serialization: path (`simple`), query (`form`, `deepObject`) and header (`simple`)
//! styles, from the JSON values a program passes.
//!
//! - Primitives: strings as they are, numbers as JSON writes them, booleans `true`/`false`, `null`
//!   as `null`.
//! - Arrays of primitives: comma lists (query `form` with `explode` repeats the key instead).
//! - Objects of primitives: `k,v,k2,v2`, or `k=v,k2=v2` exploded (query `form` exploded spreads
//!   the keys as parameters; `deepObject` sends `name[k]=v`).
//! - Anything nested deeper fails: `Parameter '<n>' contains an unsupported nested value.`
//! - Path values are percent-encoded (everything but `A-Za-z0-9-._~`, so `!'()*` too); an empty
//!   value, `.` or `..` is rejected. Query pairs are encoded in `call.rs` when the URL is built.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use serde_json::Value;

/// Every byte but the unreserved characters.
pub(crate) const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');

/// A parameter's style (only the supported ones; the others are skipped in `operation.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// Path and header.
    Simple,
    /// Query.
    Form,
    /// Query, `name[key]=value`.
    DeepObject,
}

/// Percent-encodes one piece of a URL component.
pub(crate) fn encode(s: &str) -> String {
    utf8_percent_encode(s, COMPONENT).to_string()
}

fn nested(name: &str) -> String {
    format!("Parameter '{name}' contains an unsupported nested value.")
}

fn primitive(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Null => Some("null".into()),
        Value::Array(_) | Value::Object(_) => None,
    }
}

/// The parts of a value: `Scalar`, list of items, or list of (key, value).
enum Parts {
    Scalar(String),
    List(Vec<String>),
    Map(Vec<(String, String)>),
}

fn parts(name: &str, v: &Value) -> Result<Parts, String> {
    Ok(match v {
        Value::Array(items) => {
            Parts::List(items.iter().map(|i| primitive(i).ok_or_else(|| nested(name))).collect::<Result<_, _>>()?)
        }
        Value::Object(map) => Parts::Map(
            map.iter()
                .map(|(k, v)| primitive(v).map(|v| (k.clone(), v)).ok_or_else(|| nested(name)))
                .collect::<Result<_, _>>()?,
        ),
        other => Parts::Scalar(primitive(other).unwrap_or_default()),
    })
}

fn simple(name: &str, v: &Value, explode: bool, enc: fn(&str) -> String) -> Result<String, String> {
    Ok(match parts(name, v)? {
        Parts::Scalar(s) => enc(&s),
        Parts::List(items) => items.iter().map(|i| enc(i)).collect::<Vec<_>>().join(","),
        Parts::Map(pairs) => pairs
            .iter()
            .map(|(k, v)| format!("{}{}{}", enc(k), if explode { "=" } else { "," }, enc(v)))
            .collect::<Vec<_>>()
            .join(","),
    })
}

/// A path parameter's encoded value.
pub(crate) fn path_value(name: &str, v: &Value, explode: bool) -> Result<String, String> {
    let s = simple(name, v, explode, encode)?;
    if s.is_empty() || s == "." || s == ".." || s == "%2E" || s == "%2E%2E" {
        return Err(format!("Path parameter '{name}' must not be empty, '.' or '..'."));
    }
    Ok(s)
}

/// A header parameter's value.
pub(crate) fn header_value(name: &str, v: &Value, explode: bool) -> Result<String, String> {
    simple(name, v, explode, |s| s.to_owned())
}

/// A query parameter's (name, value) pairs, not yet encoded.
pub(crate) fn query_pairs(name: &str, v: &Value, style: Style, explode: bool) -> Result<Vec<(String, String)>, String> {
    let parts = parts(name, v)?;
    Ok(match (style, parts) {
        (_, Parts::Scalar(s)) => vec![(name.to_owned(), s)],
        (Style::DeepObject, Parts::Map(pairs)) => pairs.into_iter().map(|(k, v)| (format!("{name}[{k}]"), v)).collect(),
        (Style::DeepObject, Parts::List(_)) => return Err(nested(name)),
        (_, Parts::List(items)) if explode => items.into_iter().map(|i| (name.to_owned(), i)).collect(),
        (_, Parts::List(items)) => vec![(name.to_owned(), items.join(","))],
        (_, Parts::Map(pairs)) if explode => pairs,
        (_, Parts::Map(pairs)) => {
            vec![(name.to_owned(), pairs.into_iter().flat_map(|(k, v)| [k, v]).collect::<Vec<_>>().join(","))]
        }
    })
}

/// `k=v&k2=v2`, encoded.
pub(crate) fn query_string(pairs: &[(String, String)]) -> String {
    pairs.iter().map(|(k, v)| format!("{}={}", encode(k), encode(v))).collect::<Vec<_>>().join("&")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn path_styles() {
        assert_eq!(path_value("id", &json!("a b/c!'()*"), false).unwrap(), "a%20b%2Fc%21%27%28%29%2A");
        assert_eq!(path_value("id", &json!(42), false).unwrap(), "42");
        assert_eq!(path_value("ids", &json!([1, "x,y", true]), false).unwrap(), "1,x%2Cy,true");
        assert_eq!(path_value("o", &json!({"a": 1, "b": "z"}), false).unwrap(), "a,1,b,z");
        assert_eq!(path_value("o", &json!({"a": 1, "b": "z"}), true).unwrap(), "a=1,b=z");
        for bad in [json!(""), json!("."), json!(".."), json!([])] {
            assert!(path_value("id", &bad, false).unwrap_err().contains("must not be empty"), "{bad}");
        }
        assert_eq!(
            path_value("id", &json!([[1]]), false).unwrap_err(),
            "Parameter 'id' contains an unsupported nested value."
        );
    }

    #[test]
    fn query_styles() {
        let q = |v, style, explode| query_string(&query_pairs("f", &v, style, explode).unwrap());
        assert_eq!(q(json!(["a", "b"]), Style::Form, true), "f=a&f=b");
        assert_eq!(q(json!(["a", "b"]), Style::Form, false), "f=a%2Cb");
        assert_eq!(q(json!({"x": 1, "y": "2"}), Style::Form, true), "x=1&y=2");
        assert_eq!(q(json!({"x": 1, "y": "2"}), Style::Form, false), "f=x%2C1%2Cy%2C2");
        assert_eq!(q(json!({"x": 1, "y": "a b"}), Style::DeepObject, true), "f%5Bx%5D=1&f%5By%5D=a%20b");
        assert_eq!(q(json!(null), Style::Form, true), "f=null");
        assert_eq!(q(json!("ä&="), Style::Form, true), "f=%C3%A4%26%3D");
        assert!(query_pairs("f", &json!({"a": {"b": 1}}), Style::DeepObject, true).is_err());
        assert!(query_pairs("f", &json!([1]), Style::DeepObject, true).is_err());
    }

    #[test]
    fn header_styles() {
        assert_eq!(header_value("h", &json!([1, 2]), false).unwrap(), "1,2");
        assert_eq!(header_value("h", &json!({"a": "b c"}), true).unwrap(), "a=b c");
        assert!(header_value("h", &json!([{}]), false).is_err());
    }
}
