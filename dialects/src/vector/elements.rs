//! Type inference of `vector.shuffle` and `vector.to_elements`, and the
//! form of `vector.from_elements`.

use super::*;
use crate::common::syntax::op_attrs;
use crate::vector::ops::{FromElementsOp, ShuffleOp, ToElementsOp};
use ir::ods::infer::{InferInputs, InferResult};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::OperationState;

impl ir::interfaces::InferTypeOpInterface for ShuffleOp {
    /// `ShuffleOp::inferReturnTypes`: `vector<max(1, |mask|) x ...>` with
    /// `v1`'s trailing dimensions and element type.
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let operands = inputs.operand_types();
        let Some((shape, _, element)) = operands.first().and_then(|&t| vector_parts(ctx, t)) else {
            return Err(Some("expected a vector operand".into()));
        };
        let mask = (inputs.adaptor::<Self>(ctx).mask_attr())
            .and_then(|a| ir::ods::values::as_dense(ctx, a))
            .unwrap_or_default();
        let mut out = vec![i64::try_from(mask.len().max(1)).unwrap_or(i64::MAX)];
        out.extend(shape.iter().skip(1));
        let scalable = vec![false; out.len()];
        Ok(vec![ctx.get_type(TypeKind::Vector {
            shape: out,
            scalable,
            element,
        })])
    }
}

impl ir::interfaces::InferTypeOpInterface for ToElementsOp {
    /// `ToElementsOp::inferReturnTypes`: one result of the element type
    /// per element of the source.
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let operands = inputs.operand_types();
        let Some((shape, _, element)) = operands.first().and_then(|&t| vector_parts(ctx, t)) else {
            return Err(Some("expected a vector operand".into()));
        };
        let n = usize::try_from(shape.iter().product::<i64>()).unwrap_or(0);
        Ok(vec![element; n])
    }
}

impl FromElementsOp {
    /// The generated parser of `$elements attr-dict `:` type($dest)`, whose
    /// operand types are the result's element type, once per element.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let at = p.offset();
        let operands = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let dest = p.parse_colon_type()?;
        let (n, element) = match vector_parts(p.ctx(), dest) {
            Some((shape, _, element)) => (usize::try_from(shape.iter().product::<i64>()).unwrap_or(0), element),
            None => (0, dest),
        };
        if operands.len() != n {
            return Err(p.custom_op_error(
                "vector.from_elements",
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {n} types",
                    operands.len()
                ),
            ));
        }
        st.result_types = vec![dest];
        st.operands = p.resolve_operands(&operands, &vec![element; n], at)?;
        Ok(())
    }

    /// The generated printer of the same format.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        if !operands.is_empty() {
            p.print(" ");
            p.print_operands(&operands);
        }
        let attrs = op_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        let result = p.arena().result_types(op).next();
        if let Some(t) = result {
            p.print_type(t);
        }
    }
}
