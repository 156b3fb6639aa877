//! `tosa-to-linalg-named` (upstream `TosaToLinalgNamed`): a full
//! conversion in which `tosa.conv2d`, `tosa.conv3d`,
//! `tosa.depthwise_conv2d`, `tosa.matmul`, `tosa.max_pool2d`,
//! `tosa.avg_pool2d` and `tosa.transpose` are illegal and every other op
//! legal; they become linalg's named convolution, matmul, pooling and
//! transpose ops. The `prefer-conv2d-kernel-layout-hwcf` option lowers
//! `tosa.conv2d` to `linalg.conv_2d_nhwc_hwcf` with a transposed kernel
//! instead of `linalg.conv_2d_nhwc_fhwc`. What a pattern does not handle
//! (see each module) fails the pass with MLIR's `failed to legalize
//! operation` error.

mod conv;
mod matmul;
mod pool;
mod transpose;

use crate::common::pass::pass_identity;
use ir::conversion::{apply_full_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Context, IrArena, OpId};

/// The TOSA ops the pass lowers.
const ILLEGAL: [&str; 7] = [
    "tosa.conv2d",
    "tosa.conv3d",
    "tosa.depthwise_conv2d",
    "tosa.max_pool2d",
    "tosa.avg_pool2d",
    "tosa.matmul",
    "tosa.transpose",
];

/// The patterns (`populateTosaToLinalgNamedConversionPatterns`).
pub fn populate_patterns(patterns: &mut ConversionPatternSet, prefer_hwcf: bool) {
    let converter = Some(super::type_conversion::type_converter());
    if prefer_hwcf {
        patterns.add_fn("ConvConverter", "tosa.conv2d", 1, None, conv::conv2d_hwcf);
    } else {
        patterns.add_fn("ConvConverter", "tosa.conv2d", 1, None, conv::conv2d_fhwc);
    }
    patterns
        .add_fn("ConvConverter", "tosa.conv3d", 1, None, conv::conv3d)
        .add_fn(
            "DepthwiseConvConverter",
            "tosa.depthwise_conv2d",
            1,
            None,
            conv::depthwise,
        )
        .add_fn("MatMulConverter", "tosa.matmul", 1, None, matmul::convert)
        .add_fn("AvgPool2dConverter", "tosa.avg_pool2d", 1, None, pool::avg_pool)
        .add_fn("TransposeConverter", "tosa.transpose", 1, None, transpose::convert)
        .add_fn("MaxPool2dConverter", "tosa.max_pool2d", 1, converter, pool::max_pool);
}

/// The conversion target.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("linalg")
        .add_legal_dialect("tosa")
        .add_legal_dialect("tensor")
        .add_legal_dialect("scf");
    for op in ILLEGAL {
        target.add_illegal_op(op);
    }
    target.mark_unknown_op_dynamically_legal(|_, _, _| true);
    target
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct TosaToLinalgNamed {
    prefer_conv2d_kernel_layout_hwcf: bool,
}

impl Pass for TosaToLinalgNamed {
    pass_identity!("tosa-to-linalg-named", "TosaToLinalgNamed", anchor "func.func");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        match key {
            "prefer-conv2d-kernel-layout-hwcf" => {
                self.prefer_conv2d_kernel_layout_hwcf = ir::passes::parse_bool(key, value)?
            }
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!(
            "prefer-conv2d-kernel-layout-hwcf={}",
            self.prefer_conv2d_kernel_layout_hwcf
        )
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(&mut patterns, self.prefer_conv2d_kernel_layout_hwcf);
        apply_full_conversion(ctx, arena, op, &target(), &patterns, ConversionConfig::default(), pc)?;
        Ok(())
    }
}
