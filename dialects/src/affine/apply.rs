//! The affine ops computing an index: `affine.apply`, `affine.min`,
//! `affine.max`, `affine.delinearize_index` and `affine.linearize_index`.

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, OpId};

use crate::affine::ops::{ApplyOp, DelinearizeIndexOp, LinearizeIndexOp, MaxOp, MinOp};
use crate::affine::ssa_map::{parse_delimited_operands, parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::affine::symbols::{affine_scope, is_valid_dim, is_valid_symbol};
use crate::affine::{
    all_attrs, cerr, index_type, inherent, map_of, name_attr, name_loc, op_error, parse_map_attr, PResult,
};

impl ApplyOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let (attr, map) = parse_map_attr(p, st)?;
        st.properties.push((name_attr(p.ctx(), "map"), attr));
        let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        if map.num_dims as usize != num_dims || num_dims + map.num_symbols as usize != operands.len() {
            return Err(cerr(p, st, nl, "dimension or symbol index mismatch"));
        }
        st.operands = operands;
        st.result_types = vec![index_type(p.ctx()); map.num_results()];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_min_max_like(p, self.0);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, self.0, "map")) else {
            return Ok(());
        };
        if arena.num_operands(self.0) as u64 != map.num_inputs() {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "operand count and affine map dimension and symbol count must match",
            ));
        }
        if map.num_results() != 1 {
            return Err(op_error(ctx, arena, self.0, "mapping must produce one value"));
        }
        let scope = affine_scope(ctx, arena, self.0);
        for v in arena.operands(self.0).skip(map.num_dims as usize) {
            if is_valid_dim(ctx, arena, v, scope) && !is_valid_symbol(ctx, arena, v, scope) {
                return Err(ir::verify::op_error(
                    ctx,
                    arena,
                    self.0,
                    "dimensional operand cannot be used as a symbol".into(),
                ));
            }
        }
        Ok(())
    }
}

fn print_min_max_like(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let attr = inherent(p, op, "map");
    let map = map_of(p.ctx(), attr);
    p.print(" ");
    if let Some(a) = attr {
        p.print_attribute(a);
    }
    let operands = p.operands_of(op);
    let nd = map.map(|m| m.num_dims as usize).unwrap_or(0);
    print_dim_and_symbol_list(p, &operands, nd);
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
}

fn parse_min_max(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    let (attr, _) = parse_map_attr(p, st)?;
    st.properties.push((name_attr(p.ctx(), "map"), attr));
    let dims = parse_delimited_operands(p, Punct::LParen, Punct::RParen, false)?;
    let syms = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, true)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let idx = index_type(p.ctx());
    for u in dims.into_iter().chain(syms) {
        let v = p.resolve_operand(u, idx)?;
        st.operands.push(v);
    }
    st.result_types = vec![idx];
    Ok(())
}

fn verify_min_max(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) else {
        return Ok(());
    };
    if arena.num_operands(op) as u64 != map.num_inputs() {
        return Err(op_error(
            ctx,
            arena,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() == 0 {
        return Err(op_error(ctx, arena, op, "affine map expect at least one result"));
    }
    Ok(())
}

/// `affine.min` and `affine.max`, which share their form and verifier.
macro_rules! min_max_ops {
    ($($op:ident),*) => {
        $(
            impl $op {
                /// `#map(dims)[symbols] attr-dict`.
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_min_max(p, st)
                }

                /// Prints what `parse_assembly` reads.
                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    print_min_max_like(p, self.0);
                }

                /// The map's inputs match the operands; it has results.
                pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    verify_min_max(ctx, arena, self.0)
                }
            }
        )*
    };
}

min_max_ops!(MinOp, MaxOp);

/// The checks delinearize and linearize share: `count` (results or
/// indices) is one per element of the static basis, or one more (else
/// `count_message`), and there is one dynamic basis value per `kDynamic`
/// entry. Returns the static basis.
fn verify_basis(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    count: usize,
    count_message: &str,
    dynamic: usize,
) -> Result<Vec<i64>, Diagnostic> {
    let basis: Vec<i64> = ir::ods::access::inherent(ctx, arena, op, "static_basis")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default();
    if count != basis.len() && count != basis.len() + 1 {
        return Err(op_error(ctx, arena, op, count_message));
    }
    if basis.iter().filter(|&&v| v == ir::types::DYNAMIC).count() != dynamic {
        return Err(op_error(
            ctx,
            arena,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(basis)
}

impl DelinearizeIndexOp {
    /// `AffineDelinearizeIndexOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let basis = verify_basis(
            ctx,
            arena,
            op,
            arena.num_results(op),
            "should return an index for each basis element and up to one extra index",
            arena.num_operands(op).saturating_sub(1),
        )?;
        if basis.iter().any(|&v| v <= 0 && v != ir::types::DYNAMIC) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "no basis element may be statically non-positive",
            ));
        }
        Ok(())
    }
}

impl LinearizeIndexOp {
    /// `AffineLinearizeIndexOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let indexes = segs.first().copied().unwrap_or(0).max(0) as usize;
        let dynamic = segs.get(1).copied().unwrap_or(0).max(0) as usize;
        verify_basis(
            ctx,
            arena,
            op,
            indexes,
            "should be passed a basis element for each index except possibly the first",
            dynamic,
        )
        .map(|_| ())
    }
}
