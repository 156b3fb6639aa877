//! Text helpers for the positional form of `typedef`/`attrdef` values
//! (`mnemonic<p0, p1>`), which their default bytecode encoding
//! ([`crate::bytecode::dialect`]) reads parameters from: printing and
//! splitting parameter lists, quoting strings.

/// `mnemonic<p0, p1>` (or just `mnemonic` without parameters).
pub fn format_params(mnemonic: &str, params: &[String]) -> String {
    if params.is_empty() {
        mnemonic.to_string()
    } else {
        format!("{mnemonic}<{}>", params.join(", "))
    }
}

/// Splits `mnemonic<a, b<c, d>, "e,f">` into its top-level parameters;
/// `None` when the mnemonic differs or brackets do not balance.
pub fn split_params(data: &str, mnemonic: &str) -> Option<Vec<String>> {
    let rest = data.strip_prefix(mnemonic)?;
    if rest.is_empty() {
        return Some(Vec::new());
    }
    let body = rest.strip_prefix('<')?.strip_suffix('>')?;
    split_list(body)
}

/// Splits a comma-separated list at depth zero (brackets and strings respected).
pub fn split_list(body: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let mut escaped = false;
    let mut cur = String::new();
    for c in body.chars() {
        if in_str {
            cur.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        if depth < 0 {
            return None;
        }
        cur.push(c);
    }
    if depth != 0 || in_str {
        return None;
    }
    if !cur.trim().is_empty() || !out.is_empty() {
        out.push(cur.trim().to_string());
    }
    Some(out)
}

/// A string parameter as MLIR prints it (quoted, escaped).
pub fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\22"),
            '\\' => out.push_str("\\5C"),
            '\n' => out.push_str("\\0A"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The value of a quoted string parameter.
pub fn unquote(s: &str) -> Option<String> {
    let body = s.strip_prefix('"')?.strip_suffix('"')?;
    let bytes = body.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 2 < bytes.len() + 1 {
            let hex = body.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_nested_parameters() {
        assert_eq!(
            split_params("shape<2, tensor<4x?xf32>, \"a,b\">", "shape").unwrap(),
            vec!["2", "tensor<4x?xf32>", "\"a,b\""]
        );
        assert_eq!(split_params("shape", "shape").unwrap(), Vec::<String>::new());
        assert!(split_params("shapes<1>", "shape").is_none());
        assert_eq!(unquote(&quote("a\"b")).unwrap(), "a\"b");
    }
}
