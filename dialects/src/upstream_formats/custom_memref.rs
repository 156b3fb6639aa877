//! The memref dialect's hand-written custom forms (MLIR 22's
//! `MemRefOps.cpp`): `memref.transpose` (a bare permutation map) and
//! `memref.generic_atomic_rmw` (a region after the subscripts). Result
//! names are in [`super::names`].

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{AttrKind, Diagnostic, Type, Value};

use super::custom_affine::{all_attrs, cerr, element_type, inherent, map_of, parse_delimited_operands};
use super::memref::{GenericAtomicRMWOp, TransposeOp};

type PResult<T> = Result<T, Diagnostic>;

impl TransposeOp {
    /// `%in (d0, d1) -> (d1, d0) attr-dict : type to type`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let operand = p.parse_operand()?;
        let map = p.parse_affine_map()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let src = p.parse_colon_type()?;
        let v = p.resolve_operand(operand, src)?;
        st.operands.push(v);
        if !p.parse_optional_keyword("to") {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected 'to'"));
        }
        let dst = p.parse_type()?;
        st.result_types.push(dst);
        st.properties
            .push((ctx.string_attr(b"permutation"), ctx.get_attr(AttrKind::AffineMap(map))));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands);
        if let Some(map) = map_of(p.ctx(), inherent(p, op, "permutation")) {
            p.print(&format!(" {map}"));
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["permutation"]);
        p.print(" : ");
        if let Some(&v) = operands.first() {
            p.print_type(p.arena().value_type(v));
        }
        p.print(" to ");
        let results: Vec<Type> = p.arena().result_types(op).collect();
        if let Some(&t) = results.first() {
            p.print_type(t);
        }
    }
}

impl GenericAtomicRMWOp {
    /// `%m[%i, ...] : type {region} attr-dict`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let ivs = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        let ty = p.parse_colon_type()?;
        let at = p.offset();
        let m = p.resolve_operand(memref, ty)?;
        st.operands.push(m);
        let index = ctx.index_type();
        let types = vec![index; ivs.len()];
        let ivs: Vec<Value> = p.resolve_operands(&ivs, &types, at)?;
        st.operands.extend(ivs);
        let region = p.new_region();
        p.parse_region(region, &[], false)?;
        st.regions.push(region);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        st.result_types.push(element_type(ctx, ty));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&memref, ivs)) = operands.split_first() else {
            return;
        };
        p.print(" ");
        p.print_operand(memref);
        p.print("[");
        p.print_operands(ivs);
        p.print("] : ");
        p.print_type(p.arena().value_type(memref));
        p.print(" ");
        if let Some(&r) = p.arena().regions(op).first() {
            p.print_region(r, true, true);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}
