//! The `.ods` definition language: a pest grammar, an AST with spans, one
//! semantic model (shared with `#[op]`), validation with rendered
//! diagnostics, and generators for Rust code and Markdown docs.
//!
//! Stages, each in its own module: [`parse`] (text to [`ast`]), [`sema`]
//! (names and rules, to [`model`]), [`codegen`] (model to Rust) and
//! [`docs`] (model to Markdown). [`Session`] runs them over files with
//! `include` support; [`build`] wraps it for build scripts.

#![warn(missing_docs)]

pub mod ast;
pub mod build;
pub mod codegen;
pub mod diag;
pub mod docs;
pub mod format;
pub mod model;
pub mod parse;
pub mod sema;

use diag::{Diagnostic, SourceMap};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The builtin constraint library, in `.ods`.
pub const PRELUDE: &str = include_str!("prelude.ods");

/// Upstream's op interfaces that `ir`'s generic code queries, in `.ods`; loaded
/// with the prelude, generated into `ir::interfaces` (see
/// [`codegen::upstream_interfaces`]).
pub const UPSTREAM_INTERFACES: &str = include_str!("interfaces.ods");

/// Upstream's builtin type and attribute interfaces that `ir`'s generic code
/// queries, in `.ods`; loaded and generated like [`UPSTREAM_INTERFACES`].
pub const BUILTIN_INTERFACES: &str = include_str!("builtin_interfaces.ods");

/// Failure of a run: the diagnostics and the sources to render them with.
pub struct Failure {
    /// Inputs (for rendering).
    pub sources: SourceMap,
    /// Errors of the phase that failed.
    pub diagnostics: Vec<Diagnostic>,
}

impl Failure {
    /// Renders every diagnostic with its source snippet.
    pub fn render(&self) -> String {
        diag::render(&self.sources, &self.diagnostics)
    }
}

impl std::fmt::Debug for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}

/// A validated set of inputs.
pub struct Compiled {
    /// Inputs (for line numbers and rendering).
    pub sources: SourceMap,
    /// The model.
    pub module: model::Module,
}

/// Loads `.ods` inputs (following `include`s once each) and analyzes them.
pub struct Session {
    sources: SourceMap,
    files: Vec<(u32, ast::File, bool)>,
    diagnostics: Vec<Diagnostic>,
    loaded: HashSet<PathBuf>,
    /// Every file read from disk, inputs and includes (for `rerun-if-changed`).
    pub read_paths: Vec<PathBuf>,
    include_dirs: Vec<PathBuf>,
    /// Interfaces declared in Rust that ops may list ([`Session::rust_interface`]).
    rust_interfaces: Vec<String>,
    /// Property kinds declared in Rust that ops may use ([`Session::rust_prop_kind`]).
    rust_prop_kinds: Vec<String>,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

impl Session {
    /// A session with the prelude loaded.
    pub fn new() -> Self {
        let mut s = Session {
            sources: SourceMap::new(),
            files: Vec::new(),
            diagnostics: Vec::new(),
            loaded: HashSet::new(),
            read_paths: Vec::new(),
            include_dirs: Vec::new(),
            rust_interfaces: Vec::new(),
            rust_prop_kinds: Vec::new(),
        };
        s.add_parsed("<prelude>", PRELUDE.to_string(), None, true);
        s.add_parsed("<interfaces>", UPSTREAM_INTERFACES.to_string(), None, true);
        s.add_parsed("<builtin-interfaces>", BUILTIN_INTERFACES.to_string(), None, true);
        s
    }

    /// Adds a directory searched by `include` after the including file's own.
    pub fn include_dir(&mut self, dir: impl Into<PathBuf>) {
        self.include_dirs.push(dir.into());
    }

    /// Adds a file from disk.
    pub fn add_file(&mut self, path: &Path) -> Result<(), String> {
        let canonical = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        if !self.loaded.insert(canonical) {
            return Ok(());
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        self.read_paths.push(path.to_path_buf());
        self.add_parsed(&path.display().to_string(), text, Some(path.to_path_buf()), false);
        Ok(())
    }

    /// Adds an in-memory source named `name` (includes resolve relative to it).
    pub fn add_source(&mut self, name: &str, text: &str) {
        self.add_parsed(name, text.to_string(), Some(PathBuf::from(name)), false);
    }

    /// Registers a source text without parsing it and returns its file id.
    /// Front ends that build the [`ast`] themselves (`#[op]` in ods-macros)
    /// register what their spans point into this way: a span is a file id
    /// and a byte range, whatever the file stands for.
    pub fn add_virtual_file(&mut self, name: &str, text: &str) -> u32 {
        self.sources.add(name, text)
    }

    /// Adds a syntax tree built by another front end; its spans must refer
    /// to files of this session (see [`Session::add_virtual_file`]).
    /// `include` items are ignored.
    pub fn add_syntax(&mut self, file: u32, ast: ast::File) {
        self.files.push((file, ast, false));
    }

    /// Names of the dialects the loaded files declare.
    pub fn dialect_names(&self) -> Vec<String> {
        let items = self.files.iter().flat_map(|(_, f, _)| f.items.iter());
        items
            .filter_map(|i| match i {
                ast::Item::Dialect(d) => Some(d.name.name.clone()),
                _ => None,
            })
            .collect()
    }

    /// Whether `name` is an op interface this session knows: one a loaded file
    /// declares (upstream's in the prelude's `interfaces.ods`, an included file's). `#[op]` takes the other names it lists as interfaces
    /// declared in Rust (`#[op_interface]`), which rustc resolves.
    pub fn knows_interface(&self, name: &str) -> bool {
        self.files
            .iter()
            .flat_map(|(_, f, _)| f.items.iter())
            .any(|i| matches!(i, ast::Item::Interface(x) if x.name.name == name))
    }

    /// Lets ops (or type and attribute definitions) list `name`, an interface
    /// declared in Rust (`#[op_interface]`, `#[type_interface]`, `#[attr_interface]`)
    /// outside the loaded files: sema checks the lists with it (an unknown name stays
    /// an error, a repeated one too), and the front end that lists it (`#[op]`,
    /// `#[type_def]`) attaches the implementation, as the model records no
    /// registration path for it.
    pub fn rust_interface(&mut self, name: &str) {
        self.rust_interfaces.push(name.to_string());
    }

    /// Lets ops use `path` (`props::Nice`, as a property's type names it), a
    /// custom-storage property kind declared in Rust (`#[property_type]`) outside the
    /// loaded files, unless a loaded file declares a kind of its last name (which
    /// `#[op]` names by the path of the module generating it). The op's code names
    /// the kind's items at the path, which rustc resolves.
    pub fn rust_prop_kind(&mut self, path: &str) {
        self.rust_prop_kinds.push(path.to_string());
    }

    fn add_parsed(&mut self, name: &str, text: String, path: Option<PathBuf>, prelude: bool) {
        let id = self.sources.add(name, text);
        match parse::parse_file(id, self.sources.text(id)) {
            Ok(file) => {
                let includes: Vec<ast::Str> = file
                    .items
                    .iter()
                    .filter_map(|i| match i {
                        ast::Item::Include(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect();
                self.files.push((id, file, prelude));
                for inc in includes {
                    self.include(&inc, path.as_deref());
                }
            }
            Err(d) => self.diagnostics.push(d),
        }
    }

    fn include(&mut self, inc: &ast::Str, from: Option<&Path>) {
        let base = from.and_then(Path::parent).map(Path::to_path_buf).unwrap_or_default();
        let candidates =
            std::iter::once(base.join(&inc.value)).chain(self.include_dirs.iter().map(|d| d.join(&inc.value)));
        for c in candidates.collect::<Vec<_>>() {
            if c.is_file() {
                if let Err(e) = self.add_file(&c) {
                    self.diagnostics.push(Diagnostic::error(inc.span, e));
                }
                return;
            }
        }
        self.diagnostics
            .push(Diagnostic::error(inc.span, format!("cannot find included file '{}'", inc.value)).label("not found"));
    }

    /// Validates everything loaded.
    pub fn analyze(mut self) -> Result<Compiled, Failure> {
        if self.diagnostics.is_empty() {
            self.diagnostics = sema::classes::expand(self.files.iter_mut().map(|(_, f, _)| f));
        }
        if !self.diagnostics.is_empty() {
            return Err(Failure {
                sources: self.sources,
                diagnostics: self.diagnostics,
            });
        }
        let inputs: Vec<sema::Input<'_>> = self
            .files
            .iter()
            .map(|(file, ast, prelude)| sema::Input {
                file: *file,
                ast,
                prelude: *prelude,
            })
            .collect();
        let rust = sema::RustItems {
            interfaces: &self.rust_interfaces,
            prop_kinds: &self.rust_prop_kinds,
        };
        match sema::analyze_with(&self.sources, &inputs, &rust) {
            Ok(module) => Ok(Compiled {
                sources: self.sources,
                module,
            }),
            Err(diagnostics) => Err(Failure {
                sources: self.sources,
                diagnostics,
            }),
        }
    }
}

/// Validates one in-memory source.
pub fn check_source(name: &str, text: &str) -> Result<Compiled, Failure> {
    let mut s = Session::new();
    s.add_source(name, text);
    s.analyze()
}
