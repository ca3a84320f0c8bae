//! `--openapi SPEC` (with `--openapi-base-url`, `--openapi-namespace` and `--auth SCHEME=env:VAR`):
//! OpenAPI documents as a tool source, one namespace per document (see `codemode-openapi`).
//!
//! The i-th `--openapi-base-url` and `--openapi-namespace` belong to the i-th `--openapi`; a
//! document without one uses its own servers and the namespace made of its file name
//! (`petstore.yaml` → `petstore`). `--auth SCHEME=env:VAR` gives the credential of the security
//! scheme named SCHEME (in every document): the variable is read when a call needs it, and turned
//! into the credential the scheme's type calls for (a bearer token for `http bearer`, OAuth 2 and
//! OpenID Connect; `user:password` for `http basic`; the key for `apiKey`; the raw
//! `authorization` value for other `http` schemes). Credentials never reach the program.

use std::path::{Path, PathBuf};

use codemode::RuntimeBuilder;
use codemode_openapi::{AuthRequest, Converted, Credential, OpenApi, Options};

/// The OpenAPI flags, flattened into [`crate::sources::ToolSources`].
#[derive(clap::Args, Debug, Clone, Default)]
pub struct OpenApiArgs {
    /// An OpenAPI 3.0/3.1 document (JSON or YAML) whose operations become tools; repeatable, each
    /// under its own namespace.
    #[arg(long = "openapi", value_name = "SPEC")]
    pub openapi: Vec<PathBuf>,
    /// The base URL of the API of the --openapi in the same position (instead of its servers).
    #[arg(long = "openapi-base-url", value_name = "URL")]
    pub base_urls: Vec<String>,
    /// The namespace of the --openapi in the same position (default: its file name).
    #[arg(long = "openapi-namespace", value_name = "NAME")]
    pub namespaces: Vec<String>,
    /// A credential for an OpenAPI security scheme, read from an environment variable:
    /// `SCHEME=env:VAR` (repeatable).
    #[arg(long = "auth", value_name = "SCHEME=env:VAR")]
    pub auth: Vec<String>,
}

/// One loaded document.
pub struct Loaded {
    /// The namespace its tools are under.
    pub namespace: String,
    /// What it became.
    pub converted: Converted,
}

impl OpenApiArgs {
    /// Whether no document was given.
    pub fn is_empty(&self) -> bool {
        self.openapi.is_empty()
    }

    fn credentials(&self) -> Result<Vec<(String, String)>, String> {
        self.auth
            .iter()
            .map(|a| match a.split_once('=') {
                Some((scheme, source)) if !scheme.is_empty() => match source.strip_prefix("env:") {
                    Some(var) if !var.is_empty() => Ok((scheme.to_owned(), var.to_owned())),
                    _ => Err(format!("--auth {scheme}=…: the credential must come from `env:VAR`")),
                },
                _ => Err(format!("--auth expects SCHEME=env:VAR, got '{a}'")),
            })
            .collect()
    }

    /// Converts every document.
    ///
    /// # Errors
    /// A document that cannot be read or converted, a bad flag.
    pub fn load(&self) -> Result<Vec<Loaded>, String> {
        if self.base_urls.len() > self.openapi.len() || self.namespaces.len() > self.openapi.len() {
            return Err("more --openapi-base-url or --openapi-namespace flags than --openapi documents".into());
        }
        let credentials = self.credentials()?;
        for (scheme, var) in &credentials {
            if std::env::var_os(var).is_none() {
                eprintln!("codemode: warning: --auth {scheme}=env:{var}: the variable is not set");
            }
        }
        let mut out = Vec::new();
        for (i, path) in self.openapi.iter().enumerate() {
            let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let creds = credentials.clone();
            let mut options = Options::new().auth(move |req: AuthRequest| {
                let found = creds.iter().find(|(s, _)| *s == req.name).and_then(|(_, var)| std::env::var(var).ok());
                async move { Ok(found.map(|secret| credential(&req, secret))) }
            });
            if let Some(url) = self.base_urls.get(i) {
                options = options.base_url(url.clone());
            }
            let converted = OpenApi::from_spec(&text, options).map_err(|e| format!("{}: {e}", path.display()))?;
            let namespace = match self.namespaces.get(i) {
                Some(n) => n.clone(),
                None => default_namespace(path),
            };
            if out.iter().any(|l: &Loaded| l.namespace == namespace) {
                return Err(format!(
                    "two OpenAPI documents share the namespace '{namespace}': use --openapi-namespace"
                ));
            }
            out.push(Loaded { namespace, converted });
        }
        Ok(out)
    }

    /// Adds the tools of every document to `builder`.
    ///
    /// # Errors
    /// As [`OpenApiArgs::load`].
    pub fn apply(&self, mut builder: RuntimeBuilder) -> Result<RuntimeBuilder, String> {
        for l in self.load()? {
            builder = builder.record(&l.namespace, l.converted.tools);
        }
        Ok(builder)
    }

    /// The skipped operations, one line each: `<namespace>: skipped <METHOD> <path>: <reason>`.
    ///
    /// # Errors
    /// As [`OpenApiArgs::load`].
    pub fn skipped_lines(&self) -> Result<Vec<String>, String> {
        Ok(self
            .load()?
            .iter()
            .flat_map(|l| {
                l.converted
                    .skipped
                    .iter()
                    .map(|s| format!("{}: skipped {} {}: {}", l.namespace, s.method, s.path, s.reason))
            })
            .collect())
    }
}

/// The credential a secret makes for a scheme of this type.
fn credential(req: &AuthRequest, secret: String) -> Credential {
    let d = &req.definition;
    let ty = d.get("type").and_then(|t| t.as_str()).unwrap_or("");
    let scheme = d.get("scheme").and_then(|t| t.as_str()).unwrap_or("").to_ascii_lowercase();
    match (ty, scheme.as_str()) {
        ("apiKey", _) => Credential::ApiKey { value: secret },
        ("http", "basic") => match secret.split_once(':') {
            Some((u, p)) => Credential::Basic { username: u.to_owned(), password: p.to_owned() },
            None => Credential::Basic { username: secret, password: String::new() },
        },
        ("http", "bearer") | ("oauth2" | "openIdConnect", _) => Credential::Bearer { token: secret },
        _ => Credential::Header { name: "authorization".into(), value: secret },
    }
}

fn default_namespace(path: &Path) -> String {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let stem = stem.strip_suffix(".openapi").unwrap_or(&stem).to_owned();
    let mut s: String =
        stem.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '$' { c } else { '_' }).collect();
    s = s.trim_matches('_').to_owned();
    if s.is_empty() {
        s = "api".into();
    }
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn namespaces_from_file_names() {
        assert_eq!(default_namespace(Path::new("/x/petstore.yaml")), "petstore");
        assert_eq!(default_namespace(Path::new("my-api.openapi.json")), "my_api");
        assert_eq!(default_namespace(Path::new("3d.yaml")), "_3d");
    }

    #[test]
    fn auth_flags() {
        let args = OpenApiArgs { auth: vec!["bearer=env:TOKEN".into()], ..Default::default() };
        assert_eq!(args.credentials().unwrap(), vec![("bearer".to_owned(), "TOKEN".to_owned())]);
        for bad in ["bearer", "bearer=TOKEN", "=env:X", "b=env:"] {
            let args = OpenApiArgs { auth: vec![bad.into()], ..Default::default() };
            assert!(args.credentials().is_err(), "{bad}");
        }
    }
}
