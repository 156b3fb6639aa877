//! mlir-opt-22's transform interpreter on a test input: the schedule (one
//! transform op on the ops `transform.structured.match` finds by name) is a
//! preloaded library, so that it stays out of the output.

use std::path::Path;

/// mlir-opt-22's output on `path` running `%1:{n} = {op} : (...) -> (...)`
/// (`n` handles) on the ops named `name`, when it is installed (`None`
/// otherwise); a failing run panics with its stderr.
pub fn run_transform(path: &Path, name: &str, op: &str, n: usize) -> Option<String> {
    let types = vec!["!transform.any_op"; n].join(", ");
    let schedule = format!(
        "module attributes {{transform.with_named_sequence}} {{\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {{transform.readonly}}) {{\n    %0 = transform.structured.match ops{{[\"{name}\"]}} in %arg0 : (!transform.any_op) -> !transform.any_op\n    %1:{n} = {op} : (!transform.any_op) -> ({types})\n    transform.yield\n  }}\n}}\n"
    );
    let stem = path.file_stem()?.to_str()?;
    let parent = path.parent()?.file_name()?.to_str()?;
    let lib = std::env::temp_dir().join(format!("rods-{parent}-{}-{stem}.mlir", std::process::id()));
    std::fs::write(&lib, schedule).ok()?;
    let out = std::process::Command::new("mlir-opt-22")
        .arg(path)
        .arg(format!(
            "--transform-preload-library=transform-library-paths={}",
            lib.display()
        ))
        .arg("--transform-interpreter")
        .output()
        .ok();
    let _ = std::fs::remove_file(&lib);
    let out = out?;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).ok()
}
