//! Diagnostics with source spans, collected per phase and rendered with
//! source snippets (codespan-reporting, no colours).

use crate::model::Span;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor::NoColor};

/// The input files of a run; a [`Span`]'s `file` indexes them.
#[derive(Default)]
pub struct SourceMap {
    files: SimpleFiles<String, String>,
    names: Vec<String>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a file; returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> u32 {
        let name = name.into();
        self.names.push(name.clone());
        self.files.add(name, text.into()) as u32
    }

    /// The text of a file.
    pub fn text(&self, file: u32) -> &str {
        self.files.get(file as usize).map(|f| f.source().as_str()).unwrap_or("")
    }

    /// The name of a file.
    pub fn name(&self, file: u32) -> &str {
        self.names.get(file as usize).map(String::as_str).unwrap_or("")
    }

    /// 1-based line of a span's start.
    pub fn line(&self, span: Span) -> u32 {
        let text = self.text(span.file);
        let end = (span.start as usize).min(text.len());
        text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count() as u32 + 1
    }

    /// Number of files.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether there are no files.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// One error with its primary span, secondary labels and notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Message.
    pub message: String,
    /// Where.
    pub span: Span,
    /// Text under the primary caret.
    pub label: String,
    /// Secondary spans with their text.
    pub secondary: Vec<(Span, String)>,
    /// Notes printed after the snippet.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// Sets the primary label.
    pub fn label(mut self, text: impl Into<String>) -> Self {
        self.label = text.into();
        self
    }

    /// Adds a secondary label.
    pub fn with_secondary(mut self, span: Span, text: impl Into<String>) -> Self {
        self.secondary.push((span, text.into()));
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, text: impl Into<String>) -> Self {
        self.notes.push(text.into());
        self
    }
}

/// A sink for the diagnostics of one phase.
#[derive(Default, Debug)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Records an error.
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }

    /// Records a plain error at `span`.
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(span, message));
    }

    /// Whether nothing was reported.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Number of errors.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Takes the errors out.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.list
    }

    /// Errors so far.
    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.list
    }

    /// Adds all of `other`.
    pub fn extend(&mut self, other: Vec<Diagnostic>) {
        self.list.extend(other);
    }
}

/// Renders diagnostics as text (`error: ...` plus an annotated snippet).
pub fn render(sources: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut out = NoColor::new(Vec::<u8>::new());
    let config = term::Config::default();
    for d in diags {
        let mut labels = vec![Label::primary(d.span.file as usize, range(sources, d.span)).with_message(&d.label)];
        for (s, t) in &d.secondary {
            labels.push(Label::secondary(s.file as usize, range(sources, *s)).with_message(t));
        }
        let cs = CsDiagnostic::error()
            .with_message(&d.message)
            .with_labels(labels)
            .with_notes(d.notes.clone());
        let _ = term::emit(&mut out, &config, &sources.files, &cs);
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

fn range(sources: &SourceMap, span: Span) -> std::ops::Range<usize> {
    let len = sources.text(span.file).len();
    let start = (span.start as usize).min(len);
    let end = (span.end as usize).clamp(start, len);
    start..end
}
