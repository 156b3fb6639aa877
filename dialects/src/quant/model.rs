//! The quant dialect's types as values, and their canonical print
//! (`TypeParser.cpp`'s printers).

use ir::float::{self, FloatKind};
use ir::types::Signedness;
use ir::{Context, Type, TypeKind};

/// `QuantizationFlags::Signed`.
pub const FLAG_SIGNED: u64 = 1;

/// `QuantizedType::MaxStorageBits`.
pub const MAX_STORAGE_BITS: u32 = 32;

/// The storage part shared by the quantized types.
#[derive(Clone, Debug, PartialEq)]
pub struct Storage {
    /// `QuantizationFlags` (only `Signed` is defined).
    pub flags: u64,
    /// The storage type (an integer type).
    pub ty: Type,
    /// Storage minimum.
    pub min: i64,
    /// Storage maximum.
    pub max: i64,
}

/// The scales and zero points of a sub-channel type, as its dense
/// attributes hold them.
#[derive(Clone, Debug, PartialEq)]
pub struct SubChannelParams {
    /// Shape of the scale and zero point tensors.
    pub shape: Vec<i64>,
    /// Scales, as bit patterns of the expressed type.
    pub scales: Vec<u128>,
    /// Zero points, truncated to the storage width (sign-extended).
    pub zero_points: Vec<i64>,
    /// Quantized dimensions.
    pub dims: Vec<i64>,
    /// Block sizes, one per quantized dimension.
    pub block_sizes: Vec<i64>,
}

/// One quant dialect type.
#[derive(Clone, Debug, PartialEq)]
pub enum QuantType {
    /// `!quant.any<...>`
    Any {
        /// Storage.
        storage: Storage,
        /// Optional expressed type.
        expressed: Option<Type>,
    },
    /// `!quant.uniform<...>` per layer.
    Uniform {
        /// Storage.
        storage: Storage,
        /// Expressed type.
        expressed: Type,
        /// Scale.
        scale: f64,
        /// Zero point.
        zero_point: i64,
    },
    /// `!quant.uniform<...>` per axis.
    PerAxis {
        /// Storage.
        storage: Storage,
        /// Expressed type.
        expressed: Type,
        /// Scales.
        scales: Vec<f64>,
        /// Zero points.
        zero_points: Vec<i64>,
        /// Quantized dimension.
        dim: i64,
    },
    /// `!quant.uniform<...>` sub-channel.
    SubChannel {
        /// Storage.
        storage: Storage,
        /// Expressed type.
        expressed: Type,
        /// Scales, zero points and block sizes.
        params: SubChannelParams,
    },
    /// `!quant.calibrated<...>`
    Calibrated {
        /// Expressed type.
        expressed: Type,
        /// Minimum.
        min: f64,
        /// Maximum.
        max: f64,
    },
}

/// Width and signedness-by-flags of an integer storage type.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `getDefaultMinimumForInteger` / `getDefaultMaximumForInteger`.
pub fn default_range(signed: bool, width: u32) -> (i64, i64) {
    let width = width.clamp(1, 63);
    if signed {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    } else {
        (0, (1i64 << width) - 1)
    }
}

/// The float kind of a type, if it is a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// A double as MLIR's `printFloatValue` prints it.
pub fn fmt_double(v: f64) -> String {
    float::format(FloatKind::F64, u128::from(v.to_bits()))
}

/// A double as `raw_ostream << double` writes it (`%e`, `nan`, `INF`).
pub fn fmt_e(v: f64) -> String {
    if v.is_nan() {
        return "nan".to_string();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF" } else { "INF" }.to_string();
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
}

/// Sign-extends the low `width` bits of `v` (`APInt(width, v)` printed
/// signed).
pub fn truncate_signed(v: i64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return v;
    }
    let shift = 64 - width;
    (v << shift) >> shift
}

/// How a quantized type's storage type is spelled.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spelling {
    /// As MLIR prints it: `i` or `u` by the `Signed` flag, then the width.
    Printed,
    /// As the IR keys the type: a signed or unsigned storage type keeps its
    /// `si`/`ui` prefix, which MLIR keeps in the type but does not print.
    Key,
}

impl Storage {
    /// Whether the `Signed` flag is set.
    pub fn signed(&self) -> bool {
        self.flags & FLAG_SIGNED != 0
    }

    /// `printStorageType`, or the key spelling of the storage type.
    fn print(&self, ctx: &Context, out: &mut String, spelling: Spelling) {
        let (width, signedness) = match ctx.type_kind(self.ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            _ => (0, Signedness::Signless),
        };
        match (spelling, signedness) {
            (Spelling::Key, Signedness::Signed) => out.push_str("si"),
            (Spelling::Key, Signedness::Unsigned) => out.push_str("ui"),
            _ => out.push(if self.signed() { 'i' } else { 'u' }),
        }
        out.push_str(&width.to_string());
        if default_range(self.signed(), width) != (self.min, self.max) {
            out.push_str(&format!("<{}:{}>", self.min, self.max));
        }
    }
}

/// `printQuantParams`.
fn print_params(out: &mut String, scale: &str, zero_point: i64) {
    out.push_str(scale);
    if zero_point != 0 {
        out.push(':');
        out.push_str(&zero_point.to_string());
    }
}

/// `printDenseQuantizationParameters`: the nested `{...}` lists of a
/// sub-channel type's parameters.
fn print_dense(out: &mut String, scales: &[String], zero_points: &[i64], shape: &[i64]) {
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for (idx, scale) in scales.iter().enumerate() {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('{');
            open += 1;
        }
        print_params(out, scale, zero_points.get(idx).copied().unwrap_or(0));
        if let Some(last) = counter.last_mut() {
            *last += 1;
        }
        for i in (1..rank).rev() {
            if counter[i] >= shape.get(i).copied().unwrap_or(0) {
                counter[i] = 0;
                counter[i - 1] += 1;
                open = open.saturating_sub(1);
                out.push('}');
            }
        }
    }
    for _ in 0..open {
        out.push('}');
    }
}

impl QuantType {
    /// The canonical text after `!quant.` (what MLIR's printer writes).
    pub fn print(&self, ctx: &Context) -> String {
        self.render(ctx, Spelling::Printed)
    }

    /// The type's key after `!quant.`: its canonical text, with a signed or
    /// unsigned storage type spelled as such (`si8`), so that types MLIR
    /// tells apart but prints alike stay distinct opaque types.
    pub fn key(&self, ctx: &Context) -> String {
        self.render(ctx, Spelling::Key)
    }

    fn render(&self, ctx: &Context, spelling: Spelling) -> String {
        let ty = |t: Type| ir::text::printer::type_to_string(ctx, t);
        let mut out = String::new();
        match self {
            QuantType::Any { storage, expressed } => {
                out.push_str("any<");
                storage.print(ctx, &mut out, spelling);
                if let Some(e) = expressed {
                    out.push(':');
                    out.push_str(&ty(*e));
                }
                out.push('>');
            }
            QuantType::Uniform {
                storage,
                expressed,
                scale,
                zero_point,
            } => {
                out.push_str("uniform<");
                storage.print(ctx, &mut out, spelling);
                out.push_str(&format!(":{}, ", ty(*expressed)));
                print_params(&mut out, &fmt_double(*scale), *zero_point);
                out.push('>');
            }
            QuantType::PerAxis {
                storage,
                expressed,
                scales,
                zero_points,
                dim,
            } => {
                out.push_str("uniform<");
                storage.print(ctx, &mut out, spelling);
                out.push_str(&format!(":{}:{dim}, {{", ty(*expressed)));
                for (i, s) in scales.iter().enumerate() {
                    if i != 0 {
                        out.push(',');
                    }
                    print_params(&mut out, &fmt_double(*s), zero_points.get(i).copied().unwrap_or(0));
                }
                out.push_str("}>");
            }
            QuantType::SubChannel {
                storage,
                expressed,
                params,
            } => {
                out.push_str("uniform<");
                storage.print(ctx, &mut out, spelling);
                out.push_str(&format!(":{}:{{", ty(*expressed)));
                let blocks: Vec<String> = params
                    .dims
                    .iter()
                    .zip(&params.block_sizes)
                    .map(|(d, b)| format!("{d}:{b}"))
                    .collect();
                out.push_str(&blocks.join(", "));
                out.push_str("}, ");
                let kind = float_kind(ctx, *expressed).unwrap_or(FloatKind::F32);
                let scales: Vec<String> = params.scales.iter().map(|b| float::format(kind, *b)).collect();
                print_dense(&mut out, &scales, &params.zero_points, &params.shape);
                out.push('>');
            }
            QuantType::Calibrated { expressed, min, max } => {
                out.push_str(&format!(
                    "calibrated<{}<{}:{}>>",
                    ty(*expressed),
                    fmt_double(*min),
                    fmt_double(*max)
                ));
            }
        }
        out
    }
}
