//! The hand-written part of the tensor dialect (MLIR 22's `TensorOps.cpp`):
//! `tensor.from_elements`' form and verifier. Result names are in
//! [`super::names`].

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, TypeKind};

use super::custom_func::op_error;
use super::tensor::FromElementsOp;

impl FromElementsOp {
    /// `$elements attr-dict `:` type($result)`; the elements' types are
    /// the result's element type, one per element (upstream's
    /// `TypesMatchWith` with a type-range transform).
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let at = p.offset();
        let elements = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let ctx = p.ctx();
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. } => (
                shape
                    .iter()
                    .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?)),
                *element,
            ),
            _ => (None, ty),
        };
        let Some(count) = count else {
            let shown = ir::text::printer::type_to_string(ctx, ty);
            return Err(p.error_at(at, format!("expected a statically shaped tensor, but got '{shown}'")));
        };
        if elements.len() != count {
            let message = format!(
                "number of operands and types do not match: got {} operands and {count} types",
                elements.len()
            );
            return Err(p.custom_op_error("tensor.from_elements", at, message));
        }
        st.operands = p.resolve_operands(&elements, &vec![element; count], at)?;
        st.result_types.push(ty);
        Ok(())
    }

    /// Prints the form [`Self::parse_assembly`] reads (a space before the
    /// elements even when there are none, as upstream's printer does).
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let elements = p.operands_of(self.0);
        p.print(" ");
        p.print_operands(&elements);
        let attrs = p
            .arena()
            .attrs(self.0)
            .map(|d| p.ctx().dictionary_entries(d).to_vec())
            .unwrap_or_default();
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        let ty = p.arena().value_type(ir::Value::Result { op: self.0, index: 0 });
        p.print_type(ty);
    }

    /// `TypesMatchWith<"operand types match result element type">`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ty = arena.value_type(ir::Value::Result { op: self.0, index: 0 });
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. } => (
                shape
                    .iter()
                    .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?)),
                *element,
            ),
            _ => return Ok(()),
        };
        let mut operands = arena.operands(self.0);
        let matches = Some(operands.len()) == count && operands.all(|v| arena.value_type(v) == element);
        if !matches {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "failed to verify that operand types match result element type",
            ));
        }
        Ok(())
    }
}
