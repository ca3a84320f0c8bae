//! Per-run services: [`RunContext`], a small type map a host fills for one run (the calling
//! session, a user id, a request-scoped client) and the runtime hands to every tool, durable
//! tool, extension function and hook of that run.
//!
//! It is cheap to clone (one `Arc`) and immutable once the run starts: a run's calls share it, two
//! runs never do unless the host gives them the same one. It is not part of a snapshot — a
//! resumed run gets the context its resumer gives (`ResumeOptions::context` in `codemode`).

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;

/// Services given to one run, looked up by type.
///
/// ```
/// use codemode_tools::RunContext;
///
/// #[derive(Debug, PartialEq)]
/// struct UserId(String);
///
/// let ctx = RunContext::new().with(UserId("u-42".into()));
/// assert_eq!(ctx.get::<UserId>(), Some(&UserId("u-42".into())));
/// assert!(ctx.get::<u32>().is_none());
/// ```
#[derive(Clone)]
pub struct RunContext {
    map: Arc<Map>,
}

/// The values of a context.
type Map = HashMap<TypeId, Arc<dyn Any + Send + Sync>>;

impl Default for RunContext {
    /// An empty context: every one shares one empty map (contexts are made per call, and an
    /// empty one then costs no allocation; adding a value copies it first).
    fn default() -> RunContext {
        static EMPTY: std::sync::OnceLock<Arc<Map>> = std::sync::OnceLock::new();
        RunContext { map: EMPTY.get_or_init(|| Arc::new(Map::new())).clone() }
    }
}

impl RunContext {
    /// An empty context.
    #[must_use]
    pub fn new() -> RunContext {
        RunContext::default()
    }

    /// The context with `value` added (replacing a value of the same type).
    #[must_use]
    pub fn with<T: Any + Send + Sync>(mut self, value: T) -> RunContext {
        self.insert(value);
        self
    }

    /// Adds `value`, replacing a value of the same type. Contexts cloned before keep what they had.
    pub fn insert<T: Any + Send + Sync>(&mut self, value: T) {
        Arc::make_mut(&mut self.map).insert(TypeId::of::<T>(), Arc::new(value));
    }

    /// The value of type `T`, if the host gave one.
    #[must_use]
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&T> {
        self.map.get(&TypeId::of::<T>()).and_then(|v| v.downcast_ref::<T>())
    }

    /// Whether the context holds nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// How many values the context holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.map.len()
    }
}

impl std::fmt::Debug for RunContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RunContext({} values)", self.map.len())
    }
}

/// Two contexts are equal when they are the same context (clones of one another) or both empty:
/// the values inside need not be comparable.
impl PartialEq for RunContext {
    fn eq(&self, other: &RunContext) -> bool {
        Arc::ptr_eq(&self.map, &other.map) || (self.map.is_empty() && other.map.is_empty())
    }
}

impl Eq for RunContext {}

impl std::hash::Hash for RunContext {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Consistent with `eq`: every empty context hashes alike.
        if self.map.is_empty() {
            0usize.hash(state);
        } else {
            (Arc::as_ptr(&self.map) as *const () as usize).hash(state);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_by_type_and_copies_on_write() {
        let mut a = RunContext::new().with(7u32).with(String::from("s"));
        assert_eq!(a.get::<u32>(), Some(&7));
        assert_eq!(a.get::<String>().map(String::as_str), Some("s"));
        let b = a.clone();
        assert_eq!(a, b);
        a.insert(8u32);
        assert_eq!(a.get::<u32>(), Some(&8));
        assert_eq!(b.get::<u32>(), Some(&7), "a clone keeps what it had");
        assert_ne!(a, b);
        assert_eq!(RunContext::new(), RunContext::default());
        assert_eq!(a.len(), 2);
    }
}
