//! Deterministic random generator of valid TOSA functions: chains of f32
//! ops (conv2d, depthwise_conv2d, pools, the fully-connected form,
//! elementwise ops with broadcasting, clamp, reductions, reshape,
//! transpose, slice, pad, concat, tile, casts through i32, i8, f16 and
//! bf16) whose shapes always verify. The live
//! differential test of the TOSA lowerings feeds them to rods and to
//! mlir-opt-22; a seed names the same function everywhere (the generator
//! draws from [`Rng`], SplitMix64).

use super::random_mlir::Rng;
use std::fmt::Write;

/// A value of the function under construction: its SSA name and shape.
#[derive(Clone, Debug)]
struct Value {
    name: String,
    shape: Vec<i64>,
}

/// One function being generated.
struct Builder {
    rng: Rng,
    args: Vec<Value>,
    lines: Vec<String>,
    next: usize,
}

/// `tensor<AxBxf32>`.
fn ty(shape: &[i64]) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        let _ = write!(s, "{d}x");
    }
    s.push_str("f32>");
    s
}

/// `array<i64: a, b, ...>`.
fn arr(values: &[i64]) -> String {
    let list: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("array<i64: {}>", list.join(", "))
}

impl Builder {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next - 1)
    }

    /// A new function argument of `shape`.
    fn arg(&mut self, shape: Vec<i64>) -> Value {
        let v = Value {
            name: format!("%arg{}", self.args.len()),
            shape,
        };
        self.args.push(v.clone());
        v
    }

    /// Emits `%v = TEXT -> RESULT_TYPE` and returns the value.
    fn op(&mut self, text: String, shape: Vec<i64>) -> Value {
        let name = self.fresh();
        self.lines.push(format!("  {name} = {text} -> {}", ty(&shape)));
        Value { name, shape }
    }

    /// A `tosa.const` of `shape` whose elements are small multiples of 1/4.
    fn constant(&mut self, shape: Vec<i64>) -> Value {
        let n: i64 = shape.iter().product();
        let values: Vec<String> = (0..n)
            .map(|_| format!("{:?}", (self.rng.below(17) as f64 - 8.0) / 4.0))
            .collect();
        let literal = if shape.len() == 1 {
            format!("[{}]", values.join(", "))
        } else {
            // Splat: nested literals are not needed for the lowerings.
            values[0].clone()
        };
        let name = self.fresh();
        let t = ty(&shape);
        self.lines.push(format!(
            "  {name} = \"tosa.const\"() <{{values = dense<{literal}> : {t}}}> : () -> {t}"
        ));
        Value { name, shape }
    }

    /// A `tosa.const_shape` of `values`.
    fn const_shape(&mut self, values: &[i64]) -> String {
        let list: Vec<String> = values.iter().map(i64::to_string).collect();
        let name = self.fresh();
        self.lines.push(format!(
            "  {name} = tosa.const_shape {{values = dense<[{}]> : tensor<{}xindex>}} : () -> !tosa.shape<{}>",
            list.join(", "),
            values.len(),
            values.len()
        ));
        name
    }

    /// A zero point `tensor<1xf32>` of value 0.
    fn zero_point(&mut self) -> String {
        let name = self.fresh();
        self.lines.push(format!(
            "  {name} = \"tosa.const\"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>"
        ));
        name
    }

    /// Either a new argument or a constant of `shape`.
    fn operand(&mut self, shape: Vec<i64>) -> Value {
        if self.rng.chance(50) {
            self.arg(shape)
        } else {
            self.constant(shape)
        }
    }

    /// Pads, strides and dilations of a window of `k` over an extent `n`
    /// whose output size `(n - 1 + before + after - (k - 1) * dil) / stride + 1`
    /// divides exactly; `None` when the window does not fit. `pad_below_k`
    /// keeps pads smaller than the kernel (the pools' rule).
    fn window(&mut self, n: i64, k: i64, pad_below_k: bool, dilated: bool) -> Option<[i64; 5]> {
        let dil = if dilated && self.rng.chance(25) { 2 } else { 1 };
        let stride = self.rng.between(1, 2) as i64;
        let max_pad = if pad_below_k { k - 1 } else { k.min(2) };
        let before = self.rng.between(0, max_pad.max(0) as usize) as i64;
        for after in 0..=max_pad.max(0) {
            let span = n - 1 + before + after - (k - 1) * dil;
            if span >= 0 && span % stride == 0 {
                return Some([before, after, stride, dil, span / stride + 1]);
            }
        }
        None
    }

    /// A convolution, depthwise convolution or pool of a rank-4 value, or
    /// `None` when the drawn window does not fit.
    fn spatial(&mut self, x: &Value) -> Option<Value> {
        let [n, h, w, c] = [x.shape[0], x.shape[1], x.shape[2], x.shape[3]];
        let kind = self.rng.below(4);
        let kh = self.rng.between(1, 3.min(h as usize + 1)) as i64;
        let kw = self.rng.between(1, 3.min(w as usize + 1)) as i64;
        let pool = kind >= 2;
        let [pt, pb, sy, dy, oh] = self.window(h, kh, pool, !pool)?;
        let [pl, pr, sx, dx, ow] = self.window(w, kw, pool, !pool)?;
        let pad = arr(&[pt, pb, pl, pr]);
        let stride = arr(&[sy, sx]);
        let dilation = arr(&[dy, dx]);
        match kind {
            0 | 1 => {
                let depthwise = kind == 1;
                let (name, weights_shape, out_channels) = if depthwise {
                    let m = self.rng.between(1, 2) as i64;
                    ("tosa.depthwise_conv2d", vec![kh, kw, c, m], c * m)
                } else {
                    let o = self.rng.between(1, 4) as i64;
                    ("tosa.conv2d", vec![o, kh, kw, c], o)
                };
                let weights = self.operand(weights_shape);
                // conv2d also takes a one-element bias.
                let bias_len = if !depthwise && self.rng.chance(20) {
                    1
                } else {
                    out_channels
                };
                let bias = self.operand(vec![bias_len]);
                let zp = self.zero_point();
                let text = format!(
                    "{name} {}, {}, {}, {zp}, {zp} {{acc_type = f32, dilation = {dilation}, pad = {pad}, stride = {stride}}} : ({}, {}, {}, tensor<1xf32>, tensor<1xf32>)",
                    x.name,
                    weights.name,
                    bias.name,
                    ty(&x.shape),
                    ty(&weights.shape),
                    ty(&bias.shape)
                );
                Some(self.op(text, vec![n, oh, ow, out_channels]))
            }
            2 => {
                let text = format!(
                    "tosa.max_pool2d {} {{kernel = {}, pad = {pad}, stride = {stride}}} : ({})",
                    x.name,
                    arr(&[kh, kw]),
                    ty(&x.shape)
                );
                Some(self.op(text, vec![n, oh, ow, c]))
            }
            _ => {
                let zp = self.zero_point();
                let text = format!(
                    "tosa.avg_pool2d {}, {zp}, {zp} {{acc_type = f32, kernel = {}, pad = {pad}, stride = {stride}}} : ({}, tensor<1xf32>, tensor<1xf32>)",
                    x.name,
                    arr(&[kh, kw]),
                    ty(&x.shape)
                );
                Some(self.op(text, vec![n, oh, ow, c]))
            }
        }
    }

    fn reshape(&mut self, x: &Value, shape: Vec<i64>) -> Value {
        let s = self.const_shape(&shape);
        let text = format!(
            "tosa.reshape {}, {s} : ({}, !tosa.shape<{}>)",
            x.name,
            ty(&x.shape),
            shape.len()
        );
        self.op(text, shape)
    }

    /// The fully-connected form: reshape to rank 3, matmul, reshape back,
    /// add a bias row.
    fn fully_connected(&mut self, x: &Value) -> Value {
        let rows = x.shape[0];
        let k: i64 = x.shape[1..].iter().product();
        let flat = if x.shape.len() == 2 {
            x.clone()
        } else {
            self.reshape(x, vec![rows, k])
        };
        let n = self.rng.between(1, 6) as i64;
        let x3 = self.reshape(&flat, vec![1, rows, k]);
        let w = self.operand(vec![1, k, n]);
        let zp = self.zero_point();
        let text = format!(
            "tosa.matmul {}, {}, {zp}, {zp} : ({}, {}, tensor<1xf32>, tensor<1xf32>)",
            x3.name,
            w.name,
            ty(&x3.shape),
            ty(&w.shape)
        );
        let m = self.op(text, vec![1, rows, n]);
        let m2 = self.reshape(&m, vec![rows, n]);
        let b = self.operand(vec![1, n]);
        let text = format!(
            "tosa.add {}, {} : ({}, {})",
            m2.name,
            b.name,
            ty(&m2.shape),
            ty(&b.shape)
        );
        self.op(text, vec![rows, n])
    }

    /// An elementwise binary op with a new operand whose dims are 1 or
    /// the value's, in either operand order.
    fn binary(&mut self, x: &Value) -> Value {
        let other: Vec<i64> = x
            .shape
            .iter()
            .map(|&d| if self.rng.chance(30) { 1 } else { d })
            .collect();
        let y = self.operand(other);
        let (a, b) = if self.rng.chance(50) {
            (x.clone(), y)
        } else {
            (y, x.clone())
        };
        let names = ["tosa.add", "tosa.sub", "tosa.mul", "tosa.maximum", "tosa.minimum"];
        let name = *self.rng.pick(&names);
        let types = format!("{}, {}", ty(&a.shape), ty(&b.shape));
        let text = if name == "tosa.mul" {
            let shift = self.fresh();
            self.lines.push(format!(
                "  {shift} = \"tosa.const\"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>"
            ));
            format!("tosa.mul {}, {}, {shift} : ({types}, tensor<1xi8>)", a.name, b.name)
        } else {
            format!("{name} {}, {} : ({types})", a.name, b.name)
        };
        self.op(text, x.shape.clone())
    }

    fn unary(&mut self, x: &Value) -> Value {
        let t = ty(&x.shape);
        let text = match self.rng.below(7) {
            0 => format!("tosa.sigmoid {} : ({t})", x.name),
            1 => format!("tosa.tanh {} : ({t})", x.name),
            2 => format!("tosa.exp {} : ({t})", x.name),
            3 => format!("tosa.abs {} : ({t})", x.name),
            4 => {
                let zp = self.zero_point();
                format!(
                    "tosa.negate {}, {zp}, {zp} : ({t}, tensor<1xf32>, tensor<1xf32>)",
                    x.name
                )
            }
            5 => format!(
                "tosa.clamp {} {{max_val = 6.0 : f32, min_val = 0.0 : f32}} : ({t})",
                x.name
            ),
            _ => format!(
                "tosa.clamp {} {{max_val = 1.5 : f32, min_val = -1.0 : f32}} : ({t})",
                x.name
            ),
        };
        self.op(text, x.shape.clone())
    }

    fn data_movement(&mut self, x: &Value) -> Value {
        let rank = x.shape.len();
        let t = ty(&x.shape);
        match self.rng.below(7) {
            5 => {
                let multiples: Vec<i64> = x.shape.iter().map(|_| self.rng.between(1, 2) as i64).collect();
                let shape: Vec<i64> = x.shape.iter().zip(&multiples).map(|(d, m)| d * m).collect();
                let m = self.const_shape(&multiples);
                self.op(format!("tosa.tile {}, {m} : ({t}, !tosa.shape<{rank}>)", x.name), shape)
            }
            6 => {
                // A round trip through another element type.
                let elem = *self.rng.pick(&["i32", "i8", "f16", "bf16"]);
                let mid = t.replace("f32>", &format!("{elem}>"));
                let name = self.fresh();
                self.lines
                    .push(format!("  {name} = tosa.cast {} : ({t}) -> {mid}", x.name));
                self.op(format!("tosa.cast {name} : ({mid})"), x.shape.clone())
            }
            0 => {
                let axis = self.rng.below(rank);
                let mut shape = x.shape.clone();
                shape[axis] = 1;
                let name = *self
                    .rng
                    .pick(&["tosa.reduce_sum", "tosa.reduce_max", "tosa.reduce_min"]);
                self.op(format!("{name} {} {{axis = {axis} : i32}} : ({t})", x.name), shape)
            }
            1 => {
                let mut perms: Vec<usize> = (0..rank).collect();
                for i in (1..rank).rev() {
                    let j = self.rng.below(i + 1);
                    perms.swap(i, j);
                }
                let shape: Vec<i64> = perms.iter().map(|&p| x.shape[p]).collect();
                let list: Vec<String> = perms.iter().map(usize::to_string).collect();
                let text = format!(
                    "tosa.transpose {} {{perms = array<i32: {}>}} : ({t})",
                    x.name,
                    list.join(", ")
                );
                self.op(text, shape)
            }
            2 => {
                let mut start = Vec::new();
                let mut size = Vec::new();
                for &d in &x.shape {
                    let s = self.rng.below(d as usize) as i64;
                    start.push(s);
                    size.push(self.rng.between(1, (d - s) as usize) as i64);
                }
                let st = self.const_shape(&start);
                let sz = self.const_shape(&size);
                let text = format!(
                    "tosa.slice {}, {st}, {sz} : ({t}, !tosa.shape<{rank}>, !tosa.shape<{rank}>)",
                    x.name
                );
                self.op(text, size)
            }
            3 => {
                let mut pads = Vec::new();
                let mut shape = Vec::new();
                for &d in &x.shape {
                    let (lo, hi) = (self.rng.below(3) as i64, self.rng.below(3) as i64);
                    pads.extend([lo, hi]);
                    shape.push(d + lo + hi);
                }
                let p = self.const_shape(&pads);
                let c = self.constant(vec![1]);
                let text = format!(
                    "tosa.pad {}, {p}, {} : ({t}, !tosa.shape<{}>, tensor<1xf32>)",
                    x.name,
                    c.name,
                    2 * rank
                );
                self.op(text, shape)
            }
            _ => {
                let axis = self.rng.below(rank);
                let mut other = x.shape.clone();
                other[axis] = self.rng.between(1, 3) as i64;
                let y = self.operand(other.clone());
                let mut shape = x.shape.clone();
                shape[axis] += other[axis];
                let text = format!(
                    "tosa.concat {}, {} {{axis = {axis} : i32}} : ({t}, {})",
                    x.name,
                    y.name,
                    ty(&other)
                );
                self.op(text, shape)
            }
        }
    }

    /// One more op on `x`.
    fn step(&mut self, x: &Value) -> Value {
        let volume: i64 = x.shape.iter().product();
        loop {
            match self.rng.below(6) {
                0 | 1 if x.shape.len() == 4 => {
                    if let Some(v) = self.spatial(x) {
                        return v;
                    }
                }
                2 if volume <= 256 => return self.fully_connected(x),
                3 => return self.binary(x),
                4 => return self.unary(x),
                5 if volume <= 4096 => return self.data_movement(x),
                _ => {}
            }
        }
    }
}

/// A random valid TOSA function `@name` of `ops` chained steps, as a module
/// of its own (one function per module keeps mlir-opt-22's bufferization
/// order deterministic).
pub fn tosa_function(seed: u64, name: &str, ops: usize) -> String {
    let mut b = Builder {
        rng: Rng::new(seed),
        args: Vec::new(),
        lines: Vec::new(),
        next: 0,
    };
    let n = b.rng.between(1, 2) as i64;
    let h = b.rng.between(3, 7) as i64;
    let w = b.rng.between(3, 7) as i64;
    let c = b.rng.between(1, 3) as i64;
    let mut x = b.arg(vec![n, h, w, c]);
    for _ in 0..ops {
        x = b.step(&x);
    }
    let args: Vec<String> = b.args.iter().map(|a| format!("{}: {}", a.name, ty(&a.shape))).collect();
    let t = ty(&x.shape);
    format!(
        "func.func @{name}({}) -> {t} {{\n{}\n  return {} : {t}\n}}\n",
        args.join(", "),
        b.lines.join("\n"),
        x.name
    )
}
