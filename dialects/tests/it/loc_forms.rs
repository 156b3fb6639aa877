//! File locations keep the form they were written in, as MLIR 22's
//! `FileLineColRange` does: `loc("f":9)` and `loc("f":9:0)` print alike but
//! are different attributes (so `--mlir-print-debuginfo` gives them
//! different aliases), and bytecode writes `FileLineColLoc` (two numbers)
//! and the other forms with different codes.
//!
//! The expected outputs below are mlir-opt-22's; when `mlir-opt-22` is on
//! `PATH` the test also checks them against the tool itself.

use dialects::driver::{run_buffer, Options};
use std::path::PathBuf;
use std::process::{Command, Stdio};

const INPUT: &str = r#""t.a"() : () -> () loc("f":9)
"t.b"() : () -> () loc("f":9:0)
"t.c"() : () -> () loc("f":9:3 to :7)
"t.d"() : () -> () loc("f":9:3 to 11:7)
"t.g"() : () -> () loc("f":9:3 to :3)
"t.h"() : () -> () loc("f":9:3 to 9:3)
"t.h2"() : () -> () loc("f":9:3)
"t.h3"() : () -> () loc("f":9:3 to 9:7)
"t.i"() : () -> () loc("f")
"t.j"() : () -> () loc("f":0:0)
"t.k"() : () -> () loc("f":9:0 to :0)
"t.l"() : () -> () loc("f":0)
"#;

/// mlir-opt-22 --allow-unregistered-dialect --mlir-print-debuginfo on
/// `INPUT` (a file named `in.mlir`).
const EXPECTED_TEXT: &str = r#"module {
  "t.a"() : () -> () loc(#loc1)
  "t.b"() : () -> () loc(#loc2)
  "t.c"() : () -> () loc(#loc3)
  "t.d"() : () -> () loc(#loc4)
  "t.g"() : () -> () loc(#loc5)
  "t.h"() : () -> () loc(#loc6)
  "t.h2"() : () -> () loc(#loc7)
  "t.h3"() : () -> () loc(#loc8)
  "t.i"() : () -> () loc(#loc9)
  "t.j"() : () -> () loc(#loc10)
  "t.k"() : () -> () loc(#loc11)
  "t.l"() : () -> () loc(#loc12)
} loc(#loc)
#loc = loc("in.mlir":0:0)
#loc1 = loc("f":9:0)
#loc2 = loc("f":9:0)
#loc3 = loc("f":9:3 to :7)
#loc4 = loc("f":9:3 to 11:7)
#loc5 = loc("f":9:3)
#loc6 = loc("f":9:3)
#loc7 = loc("f":9:3)
#loc8 = loc("f":9:3 to :7)
#loc9 = loc("f")
#loc10 = loc("f":0:0)
#loc11 = loc("f":9:0)
#loc12 = loc("f":0:0)

"#;

/// The same module after a trip through bytecode: the writer keeps
/// `FileLineColLoc`s apart from ranges but writes each range with the
/// fewest numbers that give its values, so some forms merge.
const EXPECTED_AFTER_BYTECODE: &str = r#"module {
  "t.a"() : () -> () loc(#loc1)
  "t.b"() : () -> () loc(#loc2)
  "t.c"() : () -> () loc(#loc3)
  "t.d"() : () -> () loc(#loc4)
  "t.g"() : () -> () loc(#loc5)
  "t.h"() : () -> () loc(#loc5)
  "t.h2"() : () -> () loc(#loc5)
  "t.h3"() : () -> () loc(#loc3)
  "t.i"() : () -> () loc(#loc6)
  "t.j"() : () -> () loc(#loc7)
  "t.k"() : () -> () loc(#loc1)
  "t.l"() : () -> () loc(#loc8)
} loc(#loc)
#loc = loc("in.mlir":0:0)
#loc1 = loc("f":9:0)
#loc2 = loc("f":9:0)
#loc3 = loc("f":9:3 to :7)
#loc4 = loc("f":9:3 to 11:7)
#loc5 = loc("f":9:3)
#loc6 = loc("f")
#loc7 = loc("f":0:0)
#loc8 = loc("f":0:0)

"#;

fn options(emit_bytecode: bool) -> Options {
    Options {
        input: "in.mlir".to_string(),
        debug_info: true,
        allow_unregistered: true,
        emit_bytecode,
        ..Default::default()
    }
}

fn rods(input: &[u8], emit_bytecode: bool) -> Vec<u8> {
    let r = run_buffer(&options(emit_bytecode), "in.mlir", input);
    assert!(r.success, "{}", r.stderr);
    r.output
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("utf-8 output")
}

#[test]
fn location_forms_stay_apart_in_text() {
    assert_eq!(text(rods(INPUT.as_bytes(), false)), EXPECTED_TEXT);
}

#[test]
fn location_forms_through_bytecode() {
    let bytecode = rods(INPUT.as_bytes(), true);
    assert_eq!(text(rods(&bytecode, false)), EXPECTED_AFTER_BYTECODE);
}

/// Runs mlir-opt-22 in a scratch directory on `input` (named `in.mlir`);
/// `None` when the tool is not installed.
fn mlir_opt(input: &[u8], extra: &[&str]) -> Option<Vec<u8>> {
    let dir = std::env::temp_dir().join(format!("rods-loc-forms-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path: PathBuf = dir.join("in.mlir");
    std::fs::write(&path, input).expect("write input");
    let out = Command::new("mlir-opt-22")
        .args(["--allow-unregistered-dialect", "--mlir-print-debuginfo"])
        .args(extra)
        .arg("in.mlir")
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .ok()?;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    Some(out.stdout)
}

#[test]
fn location_forms_match_mlir_opt() {
    let Some(expected) = mlir_opt(INPUT.as_bytes(), &[]) else {
        eprintln!("mlir-opt-22 not found: skipped");
        return;
    };
    assert_eq!(text(expected), EXPECTED_TEXT);
    let upstream_bytecode = mlir_opt(INPUT.as_bytes(), &["--emit-bytecode"]).expect("ran before");
    assert!(rods(INPUT.as_bytes(), true) == upstream_bytecode, "bytecode differs");
    assert_eq!(text(rods(&upstream_bytecode, false)), EXPECTED_AFTER_BYTECODE);
}
