//! Credentials and the host's resolver: the only way a secret reaches a request.
//!
//! The resolver is host code, asked once per security scheme of an alternative ([`AuthRequest`]);
//! it answers with a [`Credential`], with `None` ("try the next alternative") or with an
//! [`AuthError`], which aborts the call. Credentials are applied to the request in `call.rs` and
//! nowhere else: they are not part of the tool input, the signature, the catalog, the result or any
//! message (`Debug` prints them redacted, and error messages are scrubbed of their values).

use std::fmt;
use std::future::Future;

use futures::FutureExt as _;
use futures::future::BoxFuture;
use serde_json::Value;

use crate::OperationInfo;

/// One question to the resolver: a credential for one scheme of one operation's requirement.
#[derive(Debug, Clone, PartialEq)]
pub struct AuthRequest {
    /// The scheme's name in `components.securitySchemes`.
    pub name: String,
    /// The scheme's definition as the document has it (`{type: "http", scheme: "bearer"}`).
    pub definition: Value,
    /// The scopes the requirement lists (OAuth 2 and OpenID Connect; often empty).
    pub scopes: Vec<String>,
    /// The operation being called.
    pub operation: OperationInfo,
}

/// A credential for one scheme.
#[derive(Clone, PartialEq, Eq)]
pub enum Credential {
    /// `authorization: Bearer <token>` (http bearer, OAuth 2, OpenID Connect).
    Bearer {
        /// The token.
        token: String,
    },
    /// `authorization: Basic base64(username:password)` (UTF-8).
    Basic {
        /// The user name.
        username: String,
        /// The password.
        password: String,
    },
    /// The value of an `apiKey` scheme, sent where the scheme says (header or query).
    ApiKey {
        /// The key.
        value: String,
    },
    /// Any header (for schemes the other forms do not cover).
    Header {
        /// The header name.
        name: String,
        /// The header value.
        value: String,
    },
}

impl Credential {
    /// The secret strings this credential contains (scrubbed from messages).
    pub(crate) fn secrets(&self) -> Vec<String> {
        match self {
            Credential::Bearer { token } => vec![token.clone()],
            Credential::Basic { username, password } => vec![password.clone(), basic(username, password)],
            Credential::ApiKey { value } | Credential::Header { value, .. } => vec![value.clone()],
        }
    }
}

/// `base64(username:password)`.
pub(crate) fn basic(username: &str, password: &str) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(format!("{username}:{password}"))
}

impl fmt::Debug for Credential {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Credential::Bearer { .. } => f.write_str("Credential::Bearer(<redacted>)"),
            Credential::Basic { username, .. } => write!(f, "Credential::Basic({username:?}, <redacted>)"),
            Credential::ApiKey { .. } => f.write_str("Credential::ApiKey(<redacted>)"),
            Credential::Header { name, .. } => write!(f, "Credential::Header({name:?}, <redacted>)"),
        }
    }
}

/// A resolver failure: the call is aborted. The message is for the host (it is not shown to the
/// program, which sees only that the credential for the scheme could not be resolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthError(pub String);

impl fmt::Display for AuthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for AuthError {}

impl From<String> for AuthError {
    fn from(m: String) -> Self {
        AuthError(m)
    }
}

impl From<&str> for AuthError {
    fn from(m: &str) -> Self {
        AuthError(m.to_owned())
    }
}

/// The host's credential source. Any `Fn(AuthRequest) -> impl Future<Output = Result<Option<Credential>,
/// AuthError>>` is one.
pub trait AuthResolver: Send + Sync {
    /// A credential for `request`'s scheme, `None` when there is none.
    fn resolve(&self, request: AuthRequest) -> BoxFuture<'static, Result<Option<Credential>, AuthError>>;
}

impl<F, Fut> AuthResolver for F
where
    F: Fn(AuthRequest) -> Fut + Send + Sync,
    Fut: Future<Output = Result<Option<Credential>, AuthError>> + Send + 'static,
{
    fn resolve(&self, request: AuthRequest) -> BoxFuture<'static, Result<Option<Credential>, AuthError>> {
        self(request).boxed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_is_redacted() {
        let c = Credential::Basic { username: "u".into(), password: "hunter2".into() };
        assert!(!format!("{c:?}").contains("hunter2"));
        assert_eq!(basic("Aladdin", "open sesame"), "QWxhZGRpbjpvcGVuIHNlc2FtZQ==");
        let c = Credential::Bearer { token: "tok".into() };
        assert!(!format!("{c:?}").contains("tok\""));
    }
}
