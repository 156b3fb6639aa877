//! `rods-opt`'s streaming path writes exactly what the in-memory driver
//! writes, and leaves every failure to the driver (same messages, same exit
//! codes).

use crate::support::gen_large;

use dialects::driver::{run_buffer, Options};
use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rods-opt-streaming-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn rods_opt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rods-opt"))
}

const FLAGS: [&str; 2] = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];

#[test]
fn streamed_output_equals_driver_output() {
    let text = gen_large::generate(5000, 3);
    let input = scratch("in.mlir");
    std::fs::write(&input, &text).expect("write input");
    let name = input.to_str().expect("utf-8 path");
    for debug_info in [false, true] {
        let opts = Options {
            input: name.to_string(),
            generic: true,
            debug_info,
            allow_unregistered: true,
            ..Default::default()
        };
        let expected = run_buffer(&opts, name, text.as_bytes());
        assert!(expected.success);

        let out = scratch("out.mlir");
        let mut cmd = rods_opt();
        cmd.args(FLAGS).arg(name).arg("-o").arg(&out);
        if debug_info {
            cmd.arg("--mlir-print-debuginfo");
        }
        let status = cmd.status().expect("runs");
        assert!(status.success());
        assert!(
            std::fs::read(&out).expect("output") == expected.output,
            "to a file, debug_info={debug_info}"
        );

        let mut cmd = rods_opt();
        cmd.args(FLAGS).arg(name);
        if debug_info {
            cmd.arg("--mlir-print-debuginfo");
        }
        let r = cmd.output().expect("runs");
        assert!(r.status.success());
        assert!(r.stdout == expected.output, "to stdout, debug_info={debug_info}");
    }
}

#[test]
fn failures_are_the_drivers() {
    let input = scratch("bad.mlir");
    std::fs::write(&input, "\"u.a\"(%0) : (i32) -> ()\n").expect("write input");
    let r = rods_opt().args(FLAGS).arg(&input).output().expect("runs");
    assert_eq!(r.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(stderr.contains("use of undeclared SSA value name"), "{stderr}");

    let missing = scratch("missing.mlir");
    let r = rods_opt().args(FLAGS).arg(&missing).output().expect("runs");
    assert_eq!(r.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&r.stderr).contains("Could not open input file"));
}
