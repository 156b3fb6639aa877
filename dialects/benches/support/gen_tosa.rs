//! A deterministic generator of the TOSA model that
//! `tools/compare-speed-pipeline` times (the same layer pattern, other
//! weights): one function on a 1x16x16x8 activation, three of every four
//! layers a 3x3 conv2d (pad 1, constant weights and bias) with a ReLU6
//! clamp, every fourth the fully-connected form (reshape, matmul with
//! constant weights, reshape back, add a bias).

use std::fmt::Write;

/// The activation type of every layer.
const ACT: &str = "tensor<1x16x16x8xf32>";

/// A dense literal of `shape` with small multiples of 1/8 from a
/// linear congruential sequence.
fn dense(state: &mut u64, shape: &[usize]) -> String {
    if shape.is_empty() {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let k = ((*state >> 33) % 17) as i64 - 8;
        return format!("{:?}", k as f64 / 8.0);
    }
    let items: Vec<String> = (0..shape[0]).map(|_| dense(state, &shape[1..])).collect();
    format!("[{}]", items.join(", "))
}

fn tensor(shape: &[usize]) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}f32>")
}

/// The model of `layers` layers, weights from `seed`.
pub fn generate(layers: usize, seed: u64) -> String {
    let mut state = seed;
    let mut s = String::new();
    let _ = writeln!(s, "func.func @model(%arg0: {ACT}) -> {ACT} {{");
    s.push_str("  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n");
    s.push_str("  %s3 = tosa.const_shape {values = dense<[1, 256, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>\n");
    s.push_str("  %s4 = tosa.const_shape {values = dense<[1, 16, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>\n");
    let mut x = "%arg0".to_string();
    for i in 0..layers {
        if i % 4 == 3 {
            let (w, b) = ([1, 8, 8], [1, 1, 1, 8]);
            let (tw, tb) = (tensor(&w), tensor(&b));
            let _ = writeln!(
                s,
                "  %w{i} = \"tosa.const\"() <{{values = dense<{}> : {tw}}}> : () -> {tw}",
                dense(&mut state, &w)
            );
            let _ = writeln!(
                s,
                "  %b{i} = \"tosa.const\"() <{{values = dense<{}> : {tb}}}> : () -> {tb}",
                dense(&mut state, &b)
            );
            let _ = writeln!(
                s,
                "  %r{i} = tosa.reshape {x}, %s3 : ({ACT}, !tosa.shape<3>) -> tensor<1x256x8xf32>"
            );
            let _ = writeln!(
                s,
                "  %m{i} = tosa.matmul %r{i}, %w{i}, %zp, %zp : (tensor<1x256x8xf32>, {tw}, tensor<1xf32>, tensor<1xf32>) -> tensor<1x256x8xf32>"
            );
            let _ = writeln!(
                s,
                "  %u{i} = tosa.reshape %m{i}, %s4 : (tensor<1x256x8xf32>, !tosa.shape<4>) -> {ACT}"
            );
            let _ = writeln!(s, "  %y{i} = tosa.add %u{i}, %b{i} : ({ACT}, {tb}) -> {ACT}");
        } else {
            let w = [8, 3, 3, 8];
            let tw = tensor(&w);
            let _ = writeln!(
                s,
                "  %w{i} = \"tosa.const\"() <{{values = dense<{}> : {tw}}}> : () -> {tw}",
                dense(&mut state, &w)
            );
            let _ = writeln!(
                s,
                "  %b{i} = \"tosa.const\"() <{{values = dense<{}> : tensor<8xf32>}}> : () -> tensor<8xf32>",
                dense(&mut state, &[8])
            );
            let _ = writeln!(
                s,
                "  %c{i} = tosa.conv2d {x}, %w{i}, %b{i}, %zp, %zp {{acc_type = f32, dilation = array<i64: 1, 1>, \
                 pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}} : ({ACT}, {tw}, tensor<8xf32>, \
                 tensor<1xf32>, tensor<1xf32>) -> {ACT}"
            );
            let _ = writeln!(
                s,
                "  %y{i} = tosa.clamp %c{i} {{max_val = 6.0 : f32, min_val = 0.0 : f32}} : ({ACT}) -> {ACT}"
            );
        }
        x = format!("%y{i}");
    }
    let _ = writeln!(s, "  return {x} : {ACT}\n}}");
    s
}
