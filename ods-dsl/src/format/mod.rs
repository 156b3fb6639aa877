//! Declarative assembly formats: the format language of MLIR's ODS
//! (`assemblyFormat`), parsed and validated with mlir-tblgen's rules and
//! messages, into a [`Format`] that code generation turns into the per-op
//! printer/parser tables.
//!
//! The entry point, [`compile`], takes the format text and an op of the
//! semantic model; errors carry byte offsets into the format text
//! ([`FormatError`]), so any front end can place them: `.ods` files map
//! them through the string's escapes with [`TextOrigin`], `#[op]` maps them
//! into its string literal.

mod def;
pub mod lexer;
mod parser;
mod verify;

pub use def::compile_def;
pub use parser::collect_variables;

use crate::diag::Diagnostic;
use crate::model::{Op, Span, TypeTransform};

/// The note MLIR attaches to every format error.
pub const FORMAT_NOTE: &str = "in custom assembly format for this operation";

/// An error in a format, at a byte offset of the format text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset in the format text.
    pub offset: usize,
    /// MLIR's message.
    pub message: String,
    /// MLIR's extra note, when it gives one.
    pub note: Option<String>,
}

impl FormatError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        FormatError {
            offset,
            message: message.into(),
            note: None,
        }
    }

    /// Adds the extra note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }
}

/// Where the bytes of a format text come from in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextOrigin {
    /// File id.
    pub file: u32,
    /// Source offset of every byte of the text, plus one for its end.
    pub offsets: Vec<u32>,
}

impl TextOrigin {
    /// Text copied verbatim from `file` starting at `start`.
    pub fn contiguous(file: u32, start: usize, len: usize) -> Self {
        TextOrigin {
            file,
            offsets: (start..=start + len).map(|o| o as u32).collect(),
        }
    }

    /// The origin of the value of a `.ods` string token: `raw` is the token
    /// as written (quotes included) at `start` in `file`. Handles escapes of
    /// `"..."` strings and the indentation removal of `"""..."""` strings.
    pub fn ods_string(file: u32, start: usize, raw: &str) -> Self {
        let offsets = if let Some(body) = raw.strip_prefix("\"\"\"").and_then(|r| r.strip_suffix("\"\"\"")) {
            dedent_offsets(body, start + 3)
        } else {
            let body = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
            unescape_offsets(body, start + 1)
        };
        TextOrigin {
            file,
            offsets: offsets.into_iter().map(|o| o as u32).collect(),
        }
    }

    /// The source span of the text bytes `start..end`.
    pub fn span(&self, start: usize, end: usize) -> Span {
        let at = |i: usize| self.offsets.get(i).or(self.offsets.last()).copied().unwrap_or(0);
        let s = at(start);
        // The end is where the next byte comes from (escapes span several
        // source bytes); within a line of a `"""` string that is the same.
        let e = if end > start { at(end - 1) + 1 } else { s };
        let e = if end > start && end < self.offsets.len() {
            let next = at(end);
            if next > e && next <= e + 2 {
                next
            } else {
                e
            }
        } else {
            e
        };
        Span {
            file: self.file,
            start: s,
            end: e.max(s),
        }
    }
}

fn unescape_offsets(body: &str, base: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(body.len() + 1);
    let mut it = body.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if c != '\\' {
            out.extend(std::iter::repeat_n(base + i, c.len_utf8()));
            continue;
        }
        if let Some((_, e)) = it.next() {
            let produced = match e {
                'n' | 't' => 1,
                other => other.len_utf8(),
            };
            out.extend(std::iter::repeat_n(base + i, produced));
        }
    }
    out.push(base + body.len());
    out
}

fn dedent_offsets(body: &str, base: usize) -> Vec<usize> {
    // Mirrors the parser's `dedent`: common indentation removed, leading and
    // trailing blank lines dropped, lines joined with '\n'.
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for l in body.split('\n') {
        lines.push((at, l.strip_suffix('\r').unwrap_or(l)));
        at += l.len() + 1;
    }
    if body.ends_with('\n') {
        lines.pop();
    }
    let indent = lines
        .iter()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(_, l)| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut kept: Vec<(usize, &str)> = lines
        .iter()
        .map(|&(o, l)| match l.get(indent..) {
            Some(rest) => (o + indent, rest),
            None => {
                let t = l.trim_start();
                (o + (l.len() - t.len()), t)
            }
        })
        .collect();
    while kept.first().is_some_and(|(_, l)| l.trim().is_empty()) {
        kept.remove(0);
    }
    while kept.last().is_some_and(|(_, l)| l.trim().is_empty()) {
        kept.pop();
    }
    let mut out = Vec::new();
    for (i, (o, l)) in kept.iter().enumerate() {
        if i > 0 {
            out.push(base + o - 1);
        }
        out.extend((0..l.len()).map(|k| base + o + k));
    }
    out.push(kept.last().map_or(base, |(o, l)| base + o + l.len()));
    out
}

/// A validated format.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// The text it was compiled from.
    pub text: String,
    /// Top-level elements.
    pub elements: Vec<Element>,
    /// How each operand group gets its type when parsing.
    pub operand_types: Vec<TypeResolution>,
    /// How each result group gets its types when parsing.
    pub result_types: Vec<TypeResolution>,
    /// Result types come from `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// The `operands` directive is used.
    pub all_operands: bool,
    /// `type(operands)` is used.
    pub all_operand_types: bool,
    /// `type(results)` is used.
    pub all_result_types: bool,
    /// The `regions` directive is used.
    pub all_regions: bool,
    /// The `successors` directive is used.
    pub all_successors: bool,
    /// Attributes bound by variables, in the order first seen.
    pub used_attributes: Vec<usize>,
    /// Properties bound by variables.
    pub used_properties: Vec<usize>,
    /// Segment attributes of `VariadicOfVariadic` operands (inferred when parsing).
    pub inferred_attributes: Vec<String>,
    /// `prop-dict` is used.
    pub has_prop_dict: bool,
}

/// How the type of an operand or result group is known when parsing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeResolution {
    /// Parsed by a `type`/`functional-type` directive of the format.
    Explicit,
    /// The constraint's one type (MLIR text).
    Buildable(String),
    /// The type(s) of operand group `index`, transformed.
    Operand(usize, Option<TypeTransform>),
    /// The type(s) of result group `index`, transformed.
    Result(usize, Option<TypeTransform>),
    /// The type of attribute `index` (a typed attribute), transformed.
    Attribute(usize, Option<TypeTransform>),
    /// Result types come from `InferTypeOpInterface`.
    Inferred,
}

/// Which branch of an optional group holds an element.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Branch {
    /// The then-branch.
    Then,
    /// The else-branch.
    Else,
}

/// An optional group `( ... )[: ( ... )]?`.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionalGroup {
    /// Then-branch elements.
    pub then_elements: Vec<Element>,
    /// Else-branch elements.
    pub else_elements: Vec<Element>,
    /// The anchor: branch and index.
    pub anchor: (Branch, usize),
    /// Whether the anchor is in the else-branch (the then-branch is printed
    /// when the anchor is absent).
    pub inverted: bool,
    /// Index of the first non-whitespace then element.
    pub then_parse_start: usize,
    /// Index of the first non-whitespace else element.
    pub else_parse_start: usize,
}

impl OptionalGroup {
    /// The anchor element.
    pub fn anchor_element(&self) -> &Element {
        match self.anchor {
            (Branch::Then, i) => &self.then_elements[i],
            (Branch::Else, i) => &self.else_elements[i],
        }
    }
}

/// One clause of an `oilist`: its keyword and elements.
#[derive(Clone, Debug, PartialEq)]
pub struct OIClause {
    /// The keyword literal.
    pub keyword: String,
    /// The elements after it.
    pub elements: Vec<Element>,
}

/// An element of a format.
#[derive(Clone, Debug, PartialEq)]
pub struct Element {
    /// What it is.
    pub kind: ElementKind,
    /// Byte offset in the format text.
    pub offset: usize,
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq)]
pub enum ElementKind {
    /// A punctuation or keyword literal.
    Literal(String),
    /// `` ` ` ``
    Space,
    /// ` `` `
    NoSpace,
    /// `` `\n` ``
    Newline,
    /// `$operand` (group index).
    Operand(usize),
    /// `$attr` (index into the op's attributes); `qualified` when wrapped.
    Attribute {
        /// Index into `Op::attributes`.
        index: usize,
        /// `qualified($attr)`.
        qualified: bool,
    },
    /// `$prop` (index into the op's properties).
    Property(usize),
    /// `$result` (group index), only inside type directives.
    Result(usize),
    /// `$region`
    Region(usize),
    /// `$successor`
    Successor(usize),
    /// `attr-dict` / `attr-dict-with-keyword`
    AttrDict {
        /// With the `attributes` keyword.
        keyword: bool,
    },
    /// `prop-dict`
    PropDict,
    /// `operands`
    Operands,
    /// `results`
    Results,
    /// `regions`
    Regions,
    /// `successors`
    Successors,
    /// `type(arg)`
    Type {
        /// The operand/result variable or `operands`/`results`.
        arg: Box<Element>,
        /// `qualified(type(...))`.
        qualified: bool,
    },
    /// `functional-type(inputs, results)`
    FunctionalType {
        /// Inputs argument.
        inputs: Box<Element>,
        /// Results argument.
        results: Box<Element>,
    },
    /// `ref(x)` inside a custom directive.
    Ref(Box<Element>),
    /// A string argument of a custom directive.
    String(String),
    /// `custom<Name>(args)`
    Custom {
        /// Directive name.
        name: String,
        /// Arguments.
        args: Vec<Element>,
    },
    /// An optional group.
    Optional(Box<OptionalGroup>),
    /// `oilist(...)`
    OIList(Vec<OIClause>),
}

/// Compiles `text` as the assembly format of `op`: parses and validates it
/// with mlir-tblgen's rules. The error's offset is into `text`.
pub fn compile(text: &str, op: &Op) -> Result<Format, FormatError> {
    parser::FormatParser::new(text, op).parse()
}

/// The diagnostic of a format error: primary span at the error inside the
/// format (through `origin`), a secondary label on the op, MLIR's notes.
pub fn diagnostic(err: &FormatError, text: &str, origin: &TextOrigin, op_span: Span) -> Diagnostic {
    let len = token_len(text, err.offset);
    let mut d = Diagnostic::error(origin.span(err.offset, err.offset + len), err.message.clone())
        .with_secondary(op_span, FORMAT_NOTE);
    if let Some(n) = &err.note {
        d = d.with_note(n.clone());
    }
    d
}

/// Length of the token starting at `offset` (at least one byte when inside the text).
fn token_len(text: &str, offset: usize) -> usize {
    let rest = text.get(offset..).unwrap_or("");
    if rest.is_empty() {
        return 0;
    }
    let mut l = lexer::Lexer::new(rest);
    match l.next_token() {
        Ok(t) if t.start == 0 && t.end > 0 => t.end,
        _ => rest.chars().next().map_or(1, char::len_utf8),
    }
}

#[cfg(test)]
mod tests;
