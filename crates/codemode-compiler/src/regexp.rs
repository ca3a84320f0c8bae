//! Early errors of regular expression literals: the flags and the pattern are checked when the
//! program is compiled, as a parser must, instead of when the literal is evaluated.
//!
//! The pattern grammar is regress's (the VM's engine takes its patterns from regress too), fed
//! the same way the VM feeds it: code points under `u`/`v`, UTF-16 code units otherwise (except
//! inside group names, which are always read as code points). It owns no matching.

/// Checks a literal's flags and pattern; `Err` holds the message of the `SyntaxError`.
pub(crate) fn validate(pattern: &str, flags: &str) -> Result<(), String> {
    let mut seen = String::new();
    for c in flags.chars() {
        if !"dgimsuvy".contains(c) || seen.contains(c) {
            return Err(format!("Invalid regular expression flags '{flags}'"));
        }
        seen.push(c);
    }
    let unicode = seen.contains('u') || seen.contains('v');
    if seen.contains('u') && seen.contains('v') {
        return Err(format!("Invalid regular expression flags '{flags}'"));
    }
    let regress_flags = regress::Flags {
        icase: seen.contains('i'),
        multiline: seen.contains('m'),
        dot_all: seen.contains('s'),
        unicode: seen.contains('u'),
        unicode_sets: seen.contains('v'),
        ..regress::Flags::default()
    };
    let chars: Vec<u32> = if unicode { pattern.chars().map(u32::from).collect() } else { code_units(pattern) };
    match regress::Regex::from_unicode(chars.into_iter(), regress_flags) {
        Ok(_) => Ok(()),
        Err(e) => Err(format!("Invalid regular expression: /{pattern}/{flags}: {}", e.text)),
    }
}

/// A non-unicode pattern as regress reads it: one element per UTF-16 code unit, except the
/// names of groups and named backreferences, which stay whole code points.
fn code_units(pattern: &str) -> Vec<u32> {
    let mut out = Vec::with_capacity(pattern.len());
    let mut in_class = false;
    let mut rest = pattern;
    while let Some(c) = rest.chars().next() {
        let named = !in_class
            && ((rest.starts_with("(?<") && !rest.starts_with("(?<=") && !rest.starts_with("(?<!"))
                || rest.starts_with("\\k<"));
        if named {
            out.extend(rest[..3].chars().map(u32::from));
            rest = &rest[3..];
            let end = rest.find('>').unwrap_or(rest.len());
            out.extend(rest[..end].chars().map(u32::from));
            rest = &rest[end..];
            continue;
        }
        let mut step = c.len_utf8();
        if c == '\\' {
            if let Some(n) = rest[1..].chars().next() {
                step += n.len_utf8();
            }
        } else if c == '[' {
            in_class = true;
        } else if c == ']' {
            in_class = false;
        }
        let mut buf = [0u16; 2];
        for ch in rest[..step].chars() {
            out.extend(ch.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
        }
        rest = &rest[step..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::validate;

    #[test]
    fn accepts_and_rejects() {
        assert!(validate("a+b", "gi").is_ok());
        assert!(validate("(?<x>.)\\k<x>", "").is_ok());
        assert!(validate("\\u{1F600}", "u").is_ok());
        assert!(validate("[😀]", "").is_ok());
        assert!(validate("a{2,1}", "").is_err());
        assert!(validate("(?<a>.)(?<a>.)", "").is_err());
        assert!(validate("a", "gg").is_err());
        assert!(validate("a", "uv").is_err());
        assert!(validate("a", "x").is_err());
    }
}
