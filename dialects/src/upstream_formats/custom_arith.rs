//! The hand-written parts of the arith ops declared here (MLIR's
//! `ArithOps.cpp`): `arith.select`'s custom form and verifier.

use super::arith::SelectOp;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Attr, Context, Diagnostic, IrArena, TypeKind};

impl SelectOp {
    /// `SelectOp::parse`: `%c, %a, %b {attrs} : [cond_type,] type`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let start = p.offset();
        let operands = p.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(p.custom_op_error("arith.select", start, "expected 3 operands"));
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let mut result = p.parse_colon_type()?;
        let condition = if p.parse_optional_punct(Punct::Comma) {
            let c = result;
            result = p.parse_type()?;
            c
        } else {
            p.ctx().int_type(1)
        };
        st.result_types = vec![result];
        let (name_at, _) = p.op_name_before(start);
        st.operands = p.resolve_operands(&operands, &[condition, result, result], name_at)?;
        Ok(())
    }

    /// `SelectOp::print`: the condition type only when it is shaped.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands);
        let ctx = p.ctx();
        let mut attrs: Vec<(Attr, Attr)> = Vec::new();
        for d in [p.arena().properties(op), p.arena().attrs(op)].into_iter().flatten() {
            attrs.extend_from_slice(ctx.dictionary_entries(d));
        }
        let merged = ctx.dictionary_attr(attrs);
        let attrs = ctx.dictionary_entries(merged).to_vec();
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        if let Some(&c) = operands.first() {
            let ct = p.arena().value_type(c);
            if is_shaped(p.ctx(), ct) {
                p.print_type(ct);
                p.print(", ");
            }
        }
        let result = p.arena().result_types(op).next();
        if let Some(t) = result {
            p.print_type(t);
        }
    }
}

/// `arith.select`'s `PredOpTrait`: the condition is `i1`, or `i1` elements
/// in the shape of the result.
pub fn select_condition_ok(ctx: &Context, arena: &IrArena, op: ir::OpId) -> bool {
    let (Some(c), Some(rt)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return true;
    };
    let ct = arena.value_type(c);
    ct == ctx.int_type(1) || ct == super::i1_same_shape(ctx, rt)
}

/// `ShapedType`: vectors, tensors and memrefs.
fn is_shaped(ctx: &Context, t: ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}
