//! Parts of a constraint's summary or constant-builder text that only rustc
//! knows: those of an attribute declared in Rust (`#[attr_def]`), named by
//! its path in an `#[op]`, whose summary and attribute syntax are its
//! `ir::ods::DeclaredAttr`'s. Sema writes such a part as a marker
//! (`\u{1}summary:crate::tpu::ModeAttr\u{1}`) inside the text it composes
//! (`ConfinedAttr`, `AnyAttrOf`, a default value), and the code generator
//! turns the text into a compile-time concatenation of its pieces.

/// Delimits a part only rustc knows.
const MARK: char = '\u{1}';

/// A piece of a summary or attribute text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextPart<'a> {
    /// Written text.
    Text(&'a str),
    /// The `DeclaredAttr::SUMMARY` of the attribute at the path.
    Summary(&'a str),
    /// The text of the attribute at the path before a constant's value
    /// (`#d<mode ` of `#d<mode HalfUp>`).
    BuilderPrefix(&'a str),
    /// The text after the value (`>`).
    BuilderSuffix(&'a str),
}

/// The summary of the attribute declared in Rust at `path`.
pub fn declared_summary(path: &str) -> String {
    format!("{MARK}summary:{path}{MARK}")
}

/// The constant builder (`$0` for the value) of the attribute declared in
/// Rust at `path`.
pub fn declared_builder(path: &str) -> String {
    format!("{MARK}prefix:{path}{MARK}$0{MARK}suffix:{path}{MARK}")
}

/// The case a default value of an enum attribute names, as `.ods` reads it:
/// the last segment of a C++-style path (`::tpu::RoundMode::HalfUp`), trimmed.
pub fn default_case(value: &str) -> &str {
    value.rsplit("::").next().unwrap_or(value).trim()
}

/// The pieces of `text`, in order (a text without markers is one piece).
pub fn text_parts(text: &str) -> Vec<TextPart<'_>> {
    let mut out = Vec::new();
    for (i, piece) in text.split(MARK).enumerate() {
        if i % 2 == 0 {
            if !piece.is_empty() {
                out.push(TextPart::Text(piece));
            }
            continue;
        }
        out.push(match piece.split_once(':') {
            Some(("prefix", path)) => TextPart::BuilderPrefix(path),
            Some(("suffix", path)) => TextPart::BuilderSuffix(path),
            Some((_, path)) => TextPart::Summary(path),
            None => TextPart::Text(piece),
        });
    }
    out
}

/// `text` as a reader sees it (messages, docs): each summary only rustc knows
/// as its path, a builder's text as `path(value)`.
pub fn readable(text: &str) -> String {
    text_parts(text)
        .into_iter()
        .map(|p| match p {
            TextPart::Text(t) | TextPart::Summary(t) => t.to_string(),
            TextPart::BuilderPrefix(path) => format!("{path}("),
            TextPart::BuilderSuffix(_) => ")".to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composed_text_splits_into_its_parts() {
        let s = format!("{} whose value is non-negative", declared_summary("self::M"));
        assert_eq!(
            text_parts(&s),
            [
                TextPart::Summary("self::M"),
                TextPart::Text(" whose value is non-negative")
            ]
        );
        assert_eq!(readable(&s), "self::M whose value is non-negative");
        let b = declared_builder("a::B").replace("$0", "Up");
        assert_eq!(
            text_parts(&b),
            [
                TextPart::BuilderPrefix("a::B"),
                TextPart::Text("Up"),
                TextPart::BuilderSuffix("a::B")
            ]
        );
        assert_eq!(readable(&b), "a::B(Up)");
        assert_eq!(text_parts("plain"), [TextPart::Text("plain")]);
        assert!(text_parts("").is_empty());
    }
}
