//! MLIR's textual pass pipelines: `builtin.module(func.func(canonicalize{
//! max-iterations=3},cse),symbol-dce)`, with mlir-opt's error messages.

use super::manager::{OpPassManager, PassElement};
use super::registry::PassRegistry;
use super::PassOptionError;

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

/// A pipeline that does not parse, or a pass that refuses its options, as
/// mlir-opt reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelineError {
    /// What LLVM's command-line parser prints on stderr by itself, ahead of
    /// the diagnostic, for an option value that does not parse (`for the
    /// --max-iterations option: 'x' value invalid for long argument!`).
    pub option_value_error: Option<String>,
    /// The diagnostic's message.
    pub message: String,
    /// Whether a pass refused its options (the pipeline levels around it
    /// then add their context lines), not a syntax or registry error.
    from_option: bool,
}

impl PipelineError {
    /// An error that is its message and nothing else (syntax, registry).
    pub fn new(message: impl Into<String>) -> PipelineError {
        PipelineError {
            option_value_error: None,
            message: message.into(),
            from_option: false,
        }
    }

    /// A pass's refusal of an option as mlir-opt words it before any context
    /// is added: `<Pass-Options-Parser>: no such option foo` and a line end
    /// for an unknown option, nothing for a bad value (LLVM printed it).
    fn option(error: PassOptionError) -> PipelineError {
        let (option_value_error, message) = match error {
            PassOptionError::NoSuchOption(key) => (None, format!("<Pass-Options-Parser>: no such option {key}\n")),
            PassOptionError::InvalidValue(message) => (Some(message), String::new()),
        };
        PipelineError {
            option_value_error,
            message,
            from_option: true,
        }
    }

    /// A pass that cannot be added to its pipeline (the levels around it add
    /// their context lines, as for an option error).
    fn misplaced(message: String) -> PipelineError {
        PipelineError {
            option_value_error: None,
            message,
            from_option: true,
        }
    }

    /// Adds one line of context to an option error, as each enclosing
    /// pipeline level does (syntax and registry errors get none).
    fn context(mut self, line: impl FnOnce() -> String) -> PipelineError {
        if self.from_option {
            self.message.push('\n');
            self.message.push_str(&line());
        }
        self
    }
}

impl std::fmt::Display for PipelineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(value_error) = &self.option_value_error {
            writeln!(f, "{value_error}")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for PipelineError {}

/// For callers that report errors as text: the value error (if any), then
/// the message.
impl From<PipelineError> for String {
    fn from(error: PipelineError) -> String {
        error.to_string()
    }
}

/// Creates the pass `name` of `registry` with its options text applied;
/// errors carry no pipeline context.
fn create_pass(
    text: &str,
    offset: usize,
    name: &str,
    options: Option<&str>,
    registry: &PassRegistry,
) -> Result<Box<dyn super::Pass>, PipelineError> {
    let Some(info) = registry.lookup(name) else {
        return Err(PipelineError::new(text_error(
            text,
            offset,
            &format!("'{name}' does not refer to a registered pass or pass pipeline"),
        )));
    };
    let mut pass = (info.create)();
    for (k, v) in split_options(options.unwrap_or_default()) {
        pass.set_option(&k, &v).map_err(PipelineError::option)?;
    }
    Ok(pass)
}

/// Builds pipeline elements into `pm`. An option error says which pass
/// refused its options and, for each nested pipeline it sits in (not the
/// root), which pipeline could not take it, as mlir-opt's textual pipeline
/// does.
fn build(
    text: &str,
    elements: Vec<Element>,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    for e in elements {
        if let Some(nested) = e.nested {
            let mut inner = OpPassManager::new(&e.name);
            build(text, nested, &mut inner, registry).map_err(|err| {
                err.context(|| format!("failed to add `{}` with options `` to inner pipeline", e.name))
            })?;
            pm.elements.push(PassElement::Nested(inner));
            continue;
        }
        let options = e.options.as_deref();
        let context = || {
            format!(
                "failed to add `{}` with options `{}`",
                e.name,
                options.unwrap_or_default()
            )
        };
        let pass = create_pass(text, e.offset, &e.name, options, registry).map_err(|err| err.context(context))?;
        if let (Some(pass_anchor), Some(pm_anchor)) = (pass.anchor(), pm.anchor.as_deref()) {
            if pass_anchor != pm_anchor {
                let message = format!(
                    "Can't add pass '{}' restricted to '{pass_anchor}' on a PassManager intended to run on '{pm_anchor}', did you intend to nest?",
                    pass.name()
                );
                return Err(PipelineError::misplaced(message).context(context));
            }
        }
        pm.elements.push(PassElement::Pass(pass));
    }
    Ok(())
}

/// Parses a pipeline element list (`func.func(cse),canonicalize`) into `pm`.
pub fn parse_pipeline_element_list(
    text: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    if text.trim().is_empty() {
        return Ok(());
    }
    let elements = parse_list(text, 0, text.len()).map_err(PipelineError::new)?;
    // mlir-opt ends an option error of a textual pipeline with a line end.
    build(text, elements, pm, registry).map_err(|err| err.context(String::new))
}

/// Adds the pass of a pass flag (`-canonicalize="max-iterations=3"`: the
/// flag `argument` and its `options` text) to `pm`. Its errors are the
/// pass's own, without the pipeline context lines. A pass anchored on
/// another op than `pm`'s is nested in a pipeline on its anchor (mlir-opt's
/// implicit nesting: `--tosa-infer-shapes` runs as
/// `builtin.module(func.func(tosa-infer-shapes))`).
pub fn parse_pass_flag(
    argument: &str,
    options: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    let pass = create_pass(argument, 0, argument, Some(options), registry)?;
    match (pass.anchor(), pm.anchor.as_deref()) {
        (Some(pass_anchor), Some(pm_anchor)) if pass_anchor != pm_anchor => {
            pm.nest(pass_anchor).add_pass(pass);
        }
        _ => pm.elements.push(PassElement::Pass(pass)),
    }
    Ok(())
}

/// Parses `--pass-pipeline`'s value: `<op-name>(<pipeline>)`.
pub fn parse_pass_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
    let t = text.trim();
    let start = t.find('(');
    let (Some(start), true) = (start, t.ends_with(')')) else {
        return Err(PipelineError::new(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        ));
    };
    if start == 0 {
        return Err(PipelineError::new(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        ));
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
            e.message,
            "MLIR Textual PassPipeline Parser:1:11: error: 'bogus' does not refer to a registered pass or pass \
             pipeline\nfunc.func(bogus)\n          ^\n"
        );
        assert!(parse_pass_pipeline("func.func(cse", &r).is_err());
        assert!(parse_pass_pipeline("(cse)", &r).is_err());
    }

    #[test]
    fn option_errors_name_the_pass_and_each_nested_pipeline() {
        let r = PassRegistry::with_builtin_passes();
        let e = parse_pass_pipeline("builtin.module(func.func(cse{a=1}))", &r)
            .err()
            .expect("fails");
        assert_eq!(e.option_value_error, None);
        assert_eq!(
            e.message,
            "<Pass-Options-Parser>: no such option a\n\nfailed to add `cse` with options `a=1`\n\
             failed to add `func.func` with options `` to inner pipeline\n"
        );
        let e = parse_pass_pipeline("builtin.module(canonicalize{top-down=2})", &r)
            .err()
            .expect("fails");
        assert_eq!(
            e.option_value_error.as_deref(),
            Some("for the --top-down option: '2' is invalid value for boolean argument! Try 0 or 1")
        );
        assert_eq!(e.message, "\nfailed to add `canonicalize` with options `top-down=2`\n");
        let mut pm = OpPassManager::new("builtin.module");
        let e = parse_pass_flag("cse", "a=1", &mut pm, &r).expect_err("fails");
        assert_eq!(e.message, "<Pass-Options-Parser>: no such option a\n");
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
