//! Where an MCP server is: a command line to start (stdio) or a Streamable HTTP URL with headers,
//! and the parsing of the command-line forms `NAME=COMMAND…`, `NAME=https://…` and
//! `NAME=Header: value`.

use std::fmt;

/// How to reach one MCP server.
#[derive(Clone, PartialEq, Eq)]
pub enum Endpoint {
    /// A child process spoken to over its standard input and output (its standard error is
    /// inherited).
    Command {
        /// The program.
        program: String,
        /// Its arguments.
        args: Vec<String>,
    },
    /// A Streamable HTTP endpoint.
    Http {
        /// The endpoint URL (`http://127.0.0.1:8080/mcp`).
        url: String,
        /// Headers sent with every request (`Authorization: Bearer …`).
        headers: Vec<(String, String)>,
    },
}

impl fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Endpoint::Command { program, args } => {
                f.debug_struct("Command").field("program", program).field("args", args).finish()
            }
            // Header values may be secrets: only their names are shown.
            Endpoint::Http { url, headers } => f
                .debug_struct("Http")
                .field("url", url)
                .field("headers", &headers.iter().map(|(n, _)| n).collect::<Vec<_>>())
                .finish(),
        }
    }
}

impl fmt::Display for Endpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Endpoint::Command { program, args } => {
                f.write_str(program)?;
                for a in args {
                    write!(f, " {a}")?;
                }
                Ok(())
            }
            Endpoint::Http { url, .. } => f.write_str(url),
        }
    }
}

impl Endpoint {
    /// A command endpoint from a program and its arguments.
    pub fn command(program: impl Into<String>, args: impl IntoIterator<Item = impl Into<String>>) -> Endpoint {
        Endpoint::Command { program: program.into(), args: args.into_iter().map(Into::into).collect() }
    }

    /// An HTTP endpoint without headers.
    pub fn http(url: impl Into<String>) -> Endpoint {
        Endpoint::Http { url: url.into(), headers: Vec::new() }
    }

    /// The endpoint with one more header (HTTP only; a command endpoint is returned unchanged).
    #[must_use]
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Endpoint {
        if let Endpoint::Http { headers, .. } = &mut self {
            headers.push((name.into(), value.into()));
        }
        self
    }

    /// Parses the target of `--mcp NAME=TARGET`: an `http://` or `https://` URL, or a command line
    /// (split like a POSIX shell would, with single quotes, double quotes and backslashes; no
    /// variables, globs or redirections).
    ///
    /// # Errors
    /// An empty command or an unterminated quote.
    pub fn parse(target: &str) -> Result<Endpoint, String> {
        let t = target.trim();
        if t.starts_with("http://") || t.starts_with("https://") {
            return Ok(Endpoint::http(t));
        }
        let mut words = split_command_line(t)?;
        if words.is_empty() {
            return Err("the MCP server command is empty".into());
        }
        let program = words.remove(0);
        Ok(Endpoint::Command { program, args: words })
    }
}

/// Parses `NAME=TARGET` (the value of `--mcp`) into the server name and its endpoint.
///
/// # Errors
/// A missing `=`, a name that is empty or not made of letters, digits, `_` and `-`, or a bad target.
pub fn parse_server_flag(flag: &str) -> Result<(String, Endpoint), String> {
    let Some((name, target)) = flag.split_once('=') else {
        return Err(format!("--mcp expects NAME=COMMAND or NAME=URL, got '{flag}'"));
    };
    check_name(name)?;
    let endpoint = Endpoint::parse(target).map_err(|e| format!("--mcp {name}=…: {e}"))?;
    Ok((name.to_owned(), endpoint))
}

/// Parses `NAME=Header: value` (the value of `--mcp-header`) into the server name, the header
/// name and its value.
///
/// # Errors
/// A missing `=` or `:`, or an empty header name.
pub fn parse_header_flag(flag: &str) -> Result<(String, String, String), String> {
    let parsed = flag.split_once('=').and_then(|(server, header)| {
        let (name, value) = header.split_once(':')?;
        Some((server.to_owned(), name.trim().to_owned(), value.trim().to_owned()))
    });
    match parsed {
        Some((server, name, value)) if !server.is_empty() && !name.is_empty() => Ok((server, name, value)),
        _ => Err(format!("--mcp-header expects NAME=Header: value, got '{}'", redact_header_flag(flag))),
    }
}

/// The flag with everything after the header's `:` hidden (it is likely a secret).
fn redact_header_flag(flag: &str) -> String {
    match flag.split_once(':') {
        Some((head, _)) => format!("{head}: …"),
        None => flag.to_owned(),
    }
}

/// Checks a server name: it becomes the namespace `tools.<name>`.
///
/// # Errors
/// When it is empty or has characters other than ASCII letters, digits, `_` and `-`.
pub fn check_name(name: &str) -> Result<(), String> {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
        return Err(format!(
            "'{name}' is not a valid MCP server name: use letters, digits, '_' and '-' (it becomes tools.<name>)"
        ));
    }
    Ok(())
}

/// Splits a command line into words the way a POSIX shell does for quoting: whitespace separates,
/// `'…'` is literal, `"…"` is literal except for `\"` and `\\`, and `\` outside quotes escapes the
/// next character.
///
/// # Errors
/// An unterminated quote or a trailing backslash.
pub fn split_command_line(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated ' in the command line".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("unterminated \" in the command line".into()),
                        },
                        Some(c) => word.push(c),
                        None => return Err("unterminated \" in the command line".into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err("the command line ends with a backslash".into()),
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_lines_split_like_a_shell() {
        assert_eq!(split_command_line("npx -y  @scope/pkg").unwrap(), ["npx", "-y", "@scope/pkg"]);
        assert_eq!(split_command_line(r#"a 'b c' "d \"e\"" f\ g"#).unwrap(), ["a", "b c", "d \"e\"", "f g"]);
        assert_eq!(split_command_line("x ''").unwrap(), ["x", ""]);
        assert!(split_command_line("a 'b").is_err());
        assert!(split_command_line("a \"b").is_err());
        assert!(split_command_line("a \\").is_err());
    }

    #[test]
    fn server_flags() {
        let (name, e) = parse_server_flag("files=npx -y server-files /tmp").unwrap();
        assert_eq!(name, "files");
        assert_eq!(e, Endpoint::command("npx", ["-y", "server-files", "/tmp"]));
        let (_, e) = parse_server_flag("remote=https://example.invalid/mcp").unwrap();
        assert_eq!(e, Endpoint::http("https://example.invalid/mcp"));
        assert!(parse_server_flag("noequals").is_err());
        assert!(parse_server_flag("bad.name=x").is_err());
        assert!(parse_server_flag("x=").is_err());
    }

    #[test]
    fn header_flags_and_redaction() {
        assert_eq!(
            parse_header_flag("remote=Authorization: Bearer t0k").unwrap(),
            ("remote".into(), "Authorization".into(), "Bearer t0k".into())
        );
        let err = parse_header_flag("=Authorization: Bearer secret").unwrap_err();
        assert!(!err.contains("secret"), "{err}");
        assert!(parse_header_flag("remote=NoColon").is_err());
        let e = Endpoint::http("http://h/mcp").header("Authorization", "Bearer secret");
        assert!(!format!("{e:?}").contains("secret"));
    }
}
