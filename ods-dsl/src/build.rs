//! The build-script API: validate `.ods` inputs, generate Rust into
//! `OUT_DIR`, print `cargo:rerun-if-changed` for every file read, and fail
//! the build with rendered diagnostics.
//!
//! ```no_run
//! // build.rs
//! ods_dsl::build::Generator::new()
//!     .file("src/test_dialect/test.ods")
//!     .output("test_dialect.rs")
//!     .run();
//! ```
//! The generated file is then `include!(concat!(env!("OUT_DIR"), "/test_dialect.rs"))`.
//! With `RODS_DUMP_DIR=dir`, a copy of every generated file is written there.

use crate::Session;
use std::path::{Path, PathBuf};

/// Why generation failed.
#[derive(Debug)]
pub enum Error {
    /// An input or output could not be read or written.
    Io(String),
    /// The inputs have errors; the rendered diagnostics.
    Invalid(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Io(s) | Error::Invalid(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Error {}

/// Configures one generated file from one or more `.ods` inputs.
#[derive(Default, Clone, Debug)]
pub struct Generator {
    inputs: Vec<PathBuf>,
    include_dirs: Vec<PathBuf>,
    output: Option<String>,
    out_dir: Option<PathBuf>,
    quiet: bool,
}

impl Generator {
    /// A generator with no inputs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an input file.
    pub fn file(mut self, path: impl AsRef<Path>) -> Self {
        self.inputs.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds a directory searched by `include`.
    pub fn include_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Name of the generated file (default: first input's stem + `.rs`).
    pub fn output(mut self, name: &str) -> Self {
        self.output = Some(name.to_string());
        self
    }

    /// Directory of the generated file (default: `$OUT_DIR`).
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Do not print `cargo:` directives (for use outside build scripts).
    pub fn quiet(mut self) -> Self {
        self.quiet = true;
        self
    }

    /// Validates and generates; returns the path written.
    pub fn generate(&self) -> Result<PathBuf, Error> {
        let mut session = Session::new();
        for d in &self.include_dirs {
            session.include_dir(d);
        }
        let mut io_errors = Vec::new();
        for input in &self.inputs {
            if let Err(e) = session.add_file(input) {
                io_errors.push(e);
            }
        }
        if !self.quiet {
            let mut seen = std::collections::BTreeSet::new();
            for p in self.inputs.iter().chain(session.read_paths.iter()) {
                if seen.insert(p.clone()) {
                    println!("cargo:rerun-if-changed={}", p.display());
                }
            }
            println!("cargo:rerun-if-env-changed=RODS_DUMP_DIR");
        }
        if !io_errors.is_empty() {
            return Err(Error::Io(io_errors.join("\n")));
        }
        let compiled = session.analyze().map_err(|f| Error::Invalid(f.render()))?;
        let code = crate::codegen::generate(&compiled.module, &compiled.sources);
        let name = self.output.clone().unwrap_or_else(|| {
            let stem = self
                .inputs
                .first()
                .and_then(|p| p.file_stem())
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "ods".into());
            format!("{stem}.rs")
        });
        let dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| Error::Io("OUT_DIR is not set (not in a build script?)".into()))?,
        };
        let path = dir.join(&name);
        write_if_changed(&path, &code)?;
        if let Some(dump) = std::env::var_os("RODS_DUMP_DIR") {
            let dump = PathBuf::from(dump);
            std::fs::create_dir_all(&dump).map_err(|e| Error::Io(format!("{}: {e}", dump.display())))?;
            write_if_changed(&dump.join(&name), &code)?;
        }
        Ok(path)
    }

    /// [`Self::generate`] for build scripts: on error, prints the rendered
    /// diagnostics and exits with status 1, failing the build.
    pub fn run(&self) {
        if let Err(e) = self.generate() {
            eprintln!("{e}");
            for line in e.to_string().lines() {
                println!("cargo:warning={line}");
            }
            std::process::exit(1);
        }
    }
}

fn write_if_changed(path: &Path, text: &str) -> Result<(), Error> {
    if std::fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| Error::Io(format!("cannot write {}: {e}", path.display())))
}
