//! The golden corpora shared by `corpus_text.rs` and `bytecode_corpus.rs`:
//! upstream's corpus and our own inputs for the ops it does not cover.

use std::path::{Path, PathBuf};

/// The golden directories: upstream's corpus and our own inputs for the
/// ops it does not cover (`tests/data/ops_corpus`, made the same way by
/// `mlir-oracle corpus`; see its MANIFEST.md).
pub fn corpus_dirs() -> [PathBuf; 2] {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    [data.join("corpus"), data.join("ops_corpus")]
}

/// Every case as `DIR/NAME` (files are `DIR/NAME.mlir`, `DIR/NAME.pretty.mlir`, ...).
pub fn cases() -> Vec<String> {
    let mut names = Vec::new();
    for dir in corpus_dirs() {
        let mut here: Vec<String> = std::fs::read_dir(&dir)
            .expect("corpus directory")
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let n = e.file_name().into_string().ok()?;
                let case = n.strip_suffix(".generic.mlir")?;
                Some(dir.join(case).to_string_lossy().into_owned())
            })
            .collect();
        here.sort();
        names.extend(here);
    }
    assert!(names.len() >= 23, "corpus incomplete: {names:?}");
    names
}

/// The bare file name, as upstream's commands named the input.
pub fn base_name(file: &str) -> &str {
    Path::new(file).file_name().and_then(|n| n.to_str()).unwrap_or(file)
}
