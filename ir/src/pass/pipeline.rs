//! MLIR's textual pass pipelines: `builtin.module(func.func(canonicalize{
//! max-iterations=3},cse),symbol-dce)`, with mlir-opt's error messages.

use super::manager::{OpPassManager, PassElement};
use super::registry::PassRegistry;

/// One parsed element: a name, its options text and, for an op name, its
/// nested pipeline.
#[derive(Debug)]
struct Element {
    name: String,
    /// Byte offset of the name in the parsed text (for diagnostics).
    offset: usize,
    options: Option<String>,
    nested: Option<Vec<Element>>,
}

/// A pipeline parse error, already in mlir-opt's wording.
fn text_error(text: &str, offset: usize, msg: &str) -> String {
    let col = text[..offset.min(text.len())].chars().count() + 1;
    format!(
        "MLIR Textual PassPipeline Parser:1:{col}: error: {msg}\n{text}\n{}^\n",
        " ".repeat(col - 1)
    )
}

/// Parses the element list `text[start..end]`.
fn parse_list(text: &str, mut pos: usize, end: usize) -> Result<Vec<Element>, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    loop {
        // Name: up to the next structural character.
        let name_start = pos;
        while pos < end && !matches!(bytes[pos], b',' | b'(' | b')' | b'{' | b'}') {
            pos += 1;
        }
        let raw = &text[name_start..pos];
        let lead = raw.len() - raw.trim_start().len();
        let name = raw.trim().to_string();
        let offset = name_start + lead;
        let mut element = Element {
            name,
            offset,
            options: None,
            nested: None,
        };
        if pos < end && bytes[pos] == b'{' {
            let close = matching(bytes, pos, end, b'{', b'}')
                .ok_or_else(|| text_error(text, pos, "missing closing '}' while processing pass options"))?;
            element.options = Some(text[pos + 1..close].to_string());
            pos = close + 1;
        }
        while pos < end && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos < end && bytes[pos] == b'(' {
            let close = matching(bytes, pos, end, b'(', b')')
                .ok_or_else(|| text_error(text, pos, "missing closing ')' while processing pipeline"))?;
            element.nested = Some(parse_list(text, pos + 1, close)?);
            pos = close + 1;
            while pos < end && bytes[pos].is_ascii_whitespace() {
                pos += 1;
            }
        }
        if element.name.is_empty() {
            return Err(text_error(text, element.offset, "expected pass or pipeline name"));
        }
        out.push(element);
        if pos >= end {
            return Ok(out);
        }
        match bytes[pos] {
            b',' => pos += 1,
            _ => return Err(text_error(text, pos, "expected ',' after parsing pipeline")),
        }
    }
}

/// The index of the bracket closing the one at `open`.
fn matching(bytes: &[u8], open: usize, end: usize, left: u8, right: u8) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &b) in bytes.iter().enumerate().take(end).skip(open) {
        if b == left {
            depth += 1;
        } else if b == right {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// Splits pass options `key=value key2=value2` (values may be quoted or
/// braced).
pub fn split_options(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let key_start = i;
        while i < bytes.len() && bytes[i] != b'=' && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[key_start..i].to_string();
        let mut value = String::new();
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            let v_start = i;
            let mut depth = 0i32;
            let mut quote = false;
            while i < bytes.len() {
                match bytes[i] {
                    b'"' => quote = !quote,
                    b'{' | b'[' | b'(' if !quote => depth += 1,
                    b'}' | b']' | b')' if !quote => depth -= 1,
                    c if c.is_ascii_whitespace() && !quote && depth <= 0 => break,
                    _ => {}
                }
                i += 1;
            }
            value = text[v_start..i].to_string();
            if value.len() >= 2 && value.starts_with('"') && value.ends_with('"') {
                value = value[1..value.len() - 1].to_string();
            }
        }
        out.push((key, value));
    }
    out
}

/// Builds pipeline elements into `pm`.
fn build(text: &str, elements: Vec<Element>, pm: &mut OpPassManager, registry: &PassRegistry) -> Result<(), String> {
    for e in elements {
        if let Some(nested) = e.nested {
            let mut inner = OpPassManager::new(&e.name);
            build(text, nested, &mut inner, registry)?;
            pm.elements.push(PassElement::Nested(inner));
            continue;
        }
        let Some(info) = registry.lookup(&e.name) else {
            return Err(text_error(
                text,
                e.offset,
                &format!("'{}' does not refer to a registered pass or pass pipeline", e.name),
            ));
        };
        let mut pass = (info.create)();
        if let Some(opts) = &e.options {
            for (k, v) in split_options(opts) {
                pass.set_option(&k, &v).map_err(|msg| {
                    format!(
                        "{msg}\nfailed to add `{}` with options `{}`\nfailed to add `{}` with options `` to inner pipeline\n",
                        e.name,
                        opts,
                        pm.anchor_name()
                    )
                })?;
            }
        }
        pm.elements.push(PassElement::Pass(pass));
    }
    Ok(())
}

/// Parses a pipeline element list (`func.func(cse),canonicalize`) into `pm`.
pub fn parse_pipeline_element_list(text: &str, pm: &mut OpPassManager, registry: &PassRegistry) -> Result<(), String> {
    if text.trim().is_empty() {
        return Ok(());
    }
    let elements = parse_list(text, 0, text.len())?;
    build(text, elements, pm, registry)
}

/// Parses `--pass-pipeline`'s value: `<op-name>(<pipeline>)`.
pub fn parse_pass_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, String> {
    let t = text.trim();
    let start = t.find('(');
    let (Some(start), true) = (start, t.ends_with(')')) else {
        return Err(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        );
    };
    if start == 0 {
        return Err(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        );
    }
    let anchor = t[..start].trim_end();
    let inner = &t[start + 1..t.len() - 1];
    let mut pm = OpPassManager::new(anchor);
    parse_pipeline_element_list(inner, &mut pm, registry)?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_pipelines_and_options() {
        let r = PassRegistry::with_builtin_passes();
        let pm = parse_pass_pipeline(
            " builtin.module( func.func( cse , canonicalize{max-iterations=3 top-down=false} ) , symbol-dce ) ",
            &r,
        )
        .expect("parses");
        assert_eq!(
            pm.to_pipeline_string(),
            "builtin.module(func.func(cse,canonicalize{max-iterations=3 max-num-rewrites=-1 region-simplify=normal \
             test-convergence=false top-down=false}),symbol-dce)"
        );
    }

    #[test]
    fn reports_unknown_passes_like_mlir_opt() {
        let r = PassRegistry::with_builtin_passes();
        let e = parse_pass_pipeline("builtin.module(func.func(bogus))", &r)
            .err()
            .expect("fails");
        assert_eq!(
            e,
            "MLIR Textual PassPipeline Parser:1:11: error: 'bogus' does not refer to a registered pass or pass \
             pipeline\nfunc.func(bogus)\n          ^\n"
        );
        assert!(parse_pass_pipeline("func.func(cse", &r).is_err());
        assert!(parse_pass_pipeline("(cse)", &r).is_err());
    }

    #[test]
    fn splits_options() {
        assert_eq!(
            split_options("a=1 b=\"x y\" c={d=1 e=2}"),
            vec![
                ("a".to_string(), "1".to_string()),
                ("b".to_string(), "x y".to_string()),
                ("c".to_string(), "{d=1 e=2}".to_string())
            ]
        );
    }
}
