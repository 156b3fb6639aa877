//! The top permute canonicalizations (`dialects/src/top/canonicalize/permute.rs`):
//! permutes compose, identities go, and permutes move past unary and binary elementwise
//! ops and concats, so that inverse pairs meet and vanish.

use dialects::driver::{parse_args, run_buffer};

const MODEL: &str = r#"module @m {
  func.func @main(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<1x2x3x4xf32>) -> (tensor<1x4x2x3xf32>, tensor<1x3x2x8xf32>, tensor<1x3x2x4xf32>) {
    %0 = "top.Input"(%arg0) : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> loc("a")
    %1 = "top.Input"(%arg1) : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> loc("b")
    %2 = "top.Permute"(%0) {order = [0, 2, 3, 1]} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32> loc("pa")
    %3 = "top.Permute"(%1) {order = [0, 2, 3, 1]} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32> loc("pb")
    %4 = "top.Sigmoid"(%2) : (tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32> loc("sig")
    %5 = "top.Add"(%4, %3) : (tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32> loc("add")
    %6 = "top.Permute"(%5) {order = [0, 3, 1, 2]} : (tensor<1x3x4x2xf32>) -> tensor<1x2x3x4xf32> loc("back")
    %7 = "top.Permute"(%6) {order = [0, 3, 1, 2]} : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32> loc("out1")
    %8 = "top.Concat"(%2, %3) {axis = 3 : si32} : (tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>) -> tensor<1x3x4x4xf32> loc("cat")
    %9 = "top.Permute"(%8) {order = [0, 1, 3, 2]} : (tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> loc("swap")
    %10 = "top.Mul"(%9, %9) : (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> loc("sq")
    %11 = "top.Relu"(%10) : (tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> loc("relu")
    %12 = "top.Permute"(%11) {order = [0, 2, 1, 3]} : (tensor<1x3x4x4xf32>) -> tensor<1x4x3x4xf32> loc("out2")
    %13 = "top.Reshape"(%12) {shape = [1, 3, 2, 8]} : (tensor<1x4x3x4xf32>) -> tensor<1x3x2x8xf32> loc("r")
    %14 = "top.Permute"(%0) {order = [0, 2, 1, 3]} : (tensor<1x2x3x4xf32>) -> tensor<1x3x2x4xf32> loc("out3")
    return %7, %13, %14 : tensor<1x4x2x3xf32>, tensor<1x3x2x8xf32>, tensor<1x3x2x4xf32>
  }
}
"#;

fn canonicalize(text: &str) -> String {
    let args: Vec<String> = ["--canonicalize", "--mlir-print-debuginfo", "-"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let r = run_buffer(&parse_args(&args).expect("valid arguments"), "m.mlir", text.as_bytes());
    assert!(r.success, "{}", r.stderr);
    String::from_utf8_lossy(&r.output).into_owned()
}

/// The op lines that hold `"top.` with the name of their location alias resolved
/// (`top.Add@add`), as `(op, line)`.
fn top_ops(out: &str) -> Vec<(String, String)> {
    let alias = |a: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(&format!("{a} = loc(\"")))
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_default()
            .to_string()
    };
    out.lines()
        .filter_map(|l| {
            let start = l.find("\"top.")? + 1;
            let name = &l[start..start + l[start..].find('"')?];
            let loc = l.rsplit("loc(").next()?.trim_end_matches(')');
            Some((format!("{name}@{}", alias(loc)), l.trim().to_string()))
        })
        .collect()
}

#[test]
fn permutes_compose_vanish_and_move_past_elementwise_ops() {
    let out = canonicalize(MODEL);
    let ops = top_ops(&out);
    let names: Vec<&str> = ops.iter().map(|(n, _)| n.as_str()).collect();
    // sig(P(a)) + P(b) is P(sig(a) + b); with `back` it composes to the identity, so
    // only `out1` is left after the addition. The concat of P(a) and P(b) on axis 3 is
    // the concat of a and b on axis 1 (order[3]), then P, which composes with `swap`,
    // moves past the square and the relu (fused into the square) and composes with
    // `out2` to the identity: no permute is left before the reshape. `out3` stays.
    assert_eq!(
        names,
        [
            "top.Input@a",
            "top.Input@b",
            "top.Sigmoid@sig",
            "top.Add@add",
            "top.Permute@out1",
            "top.Concat@cat",
            "top.Mul@relu",
            "top.Reshape@r",
            "top.Permute@out3",
        ],
        "{out}"
    );
    let line = |name: &str| &ops.iter().find(|(n, _)| n == name).unwrap().1;
    assert!(line("top.Add@add").contains("(tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>"));
    assert!(line("top.Permute@out1").contains("order = [0, 3, 1, 2]"));
    assert!(line("top.Concat@cat").contains("axis = 1 : si32"));
    assert!(line("top.Concat@cat").contains("-> tensor<1x4x3x4xf32>"));
    assert!(line("top.Mul@relu").contains("do_relu = true"));
}
