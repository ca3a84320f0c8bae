//! Tool names for operations, as the reference behaviour gives them.
//!
//! - An `operationId` is split on `.` into segments; in each, runs of characters outside
//!   `[A-Za-z0-9_$]` become `_`, leading and trailing `_` are trimmed, a leading digit gets a `_`
//!   prefix, an empty segment becomes `operation`, and `__proto__`, `constructor`, `prototype` get
//!   `_2` appended.
//! - Without one: flat camelCase of the method and the path words (`GET /users/{id}` →
//!   `getUsersById`).
//! - A later duplicate becomes its segments joined with `_` plus `_2`, `_3` … ([`Names::claim`]).

use std::collections::HashSet;

/// The segments of the name for an operation.
pub(crate) fn segments(operation_id: Option<&str>, method: &str, path: &str) -> Vec<String> {
    match operation_id {
        Some(id) if !id.trim().is_empty() => id.split('.').map(segment).collect(),
        _ => vec![flat(method, path)],
    }
}

fn segment(raw: &str) -> String {
    let mut s = String::with_capacity(raw.len());
    let mut in_run = false;
    for c in raw.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            s.push(c);
            in_run = false;
        } else if !in_run {
            s.push('_');
            in_run = true;
        }
    }
    let trimmed = s.trim_matches('_');
    let mut s = if trimmed.is_empty() { "operation".to_owned() } else { trimmed.to_owned() };
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    if matches!(s.as_str(), "__proto__" | "constructor" | "prototype") {
        s.push_str("_2");
    }
    s
}

fn flat(method: &str, path: &str) -> String {
    let mut out = method.to_ascii_lowercase();
    for part in path.split('/').filter(|p| !p.is_empty()) {
        let (param, word) = match part.strip_prefix('{').and_then(|p| p.strip_suffix('}')) {
            Some(inner) => (true, inner),
            None => (false, part),
        };
        if param {
            out.push_str("By");
        }
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    segment(&out)
}

/// The names taken so far.
#[derive(Default)]
pub(crate) struct Names {
    taken: HashSet<String>,
}

impl Names {
    /// The dotted name for `segments`, made unique.
    pub(crate) fn claim(&mut self, segments: &[String]) -> String {
        let dotted = segments.join(".");
        if self.taken.insert(dotted.clone()) {
            return dotted;
        }
        let base = segments.join("_");
        let mut n = 2;
        loop {
            let candidate = format!("{base}_{n}");
            if self.taken.insert(candidate.clone()) {
                return candidate;
            }
            n += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(id: Option<&str>, method: &str, path: &str) -> String {
        segments(id, method, path).join(".")
    }

    #[test]
    fn operation_ids() {
        assert_eq!(name(Some("group..other"), "get", "/"), "group.operation.other");
        assert_eq!(name(Some("list-users!!now"), "get", "/"), "list_users_now");
        assert_eq!(name(Some("__a b__"), "get", "/"), "a_b");
        assert_eq!(name(Some("2fa"), "get", "/"), "_2fa");
        // `__proto__` loses its underscores to the trimming; the bare names get `_2`.
        assert_eq!(name(Some("x.__proto__.constructor.prototype"), "get", "/"), "x.proto.constructor_2.prototype_2");
        assert_eq!(name(Some("$ok"), "get", "/"), "$ok");
    }

    #[test]
    fn flat_names() {
        assert_eq!(name(None, "GET", "/users"), "getUsers");
        assert_eq!(name(None, "get", "/users/{id}"), "getUsersById");
        assert_eq!(
            name(None, "get", "/organizations/{organizationId}/users/{id}"),
            "getOrganizationsByOrganizationidUsersById"
        );
        assert_eq!(name(None, "post", "/"), "post");
        assert_eq!(name(None, "delete", "/user-groups/{group_id}"), "deleteUser_groupsByGroup_id");
    }

    #[test]
    fn collisions() {
        let mut n = Names::default();
        let seg = segments(Some("group.item"), "get", "/");
        assert_eq!(n.claim(&seg), "group.item");
        assert_eq!(n.claim(&seg), "group_item_2");
        assert_eq!(n.claim(&seg), "group_item_3");
    }
}
