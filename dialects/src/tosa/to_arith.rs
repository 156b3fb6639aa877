//! `tosa-to-arith` (upstream `TosaToArith`): a partial conversion with
//! `tosa.const` illegal, rewriting it to `arith.constant` with the same
//! value. `tosa.apply_scale` (the `include-apply-rescale` option) is not
//! lowered: asking for it fails the pass with a clear error.

use crate::arith::ops as arith;
use crate::common::pass::pass_identity;
use crate::tosa::ops as tosa;
use ir::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Context, Diagnostic, IrArena, OpId, Value};

/// `tosa.const` -> `arith.constant` (`ConstOpConverter`).
fn convert_const(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(c) = tosa::ConstOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(values) = c.values_attr(rw.ctx, rw.arena) else {
        return false;
    };
    let ty = rw.arena.value_type(c.output(rw.ctx, rw.arena));
    rw.replace_op_with_new(op, |b| Ok(arith::ConstantOp::build(b, ty, values)?.op()))
        .is_ok()
}

/// The patterns of `tosa-to-arith` (`populateTosaToArithConversionPatterns`).
pub fn populate_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_fn("ConstOpConverter", "tosa.const", 1, None, convert_const);
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct TosaToArith {
    include_apply_rescale: bool,
    use_32_bit: bool,
}

impl Pass for TosaToArith {
    pass_identity!("tosa-to-arith", "TosaToArithPass");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        match key {
            "include-apply-rescale" => self.include_apply_rescale = ir::passes::parse_bool(key, value)?,
            "use-32-bit" => self.use_32_bit = ir::passes::parse_bool(key, value)?,
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!(
            "include-apply-rescale={} use-32-bit={}",
            self.include_apply_rescale, self.use_32_bit
        )
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        if self.include_apply_rescale {
            let loc = ir::DiagLoc::Attr(arena.op_loc(op));
            return Err(
                Diagnostic::error(loc, "tosa-to-arith: include-apply-rescale is not supported by rods yet").into(),
            );
        }
        let mut target = ConversionTarget::new();
        target.add_illegal_op("tosa.const").add_legal_dialect("arith");
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(&mut patterns);
        apply_partial_conversion(ctx, arena, op, &target, &patterns, ConversionConfig::default(), pc)?;
        Ok(())
    }
}
