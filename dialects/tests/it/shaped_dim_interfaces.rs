//! `ShapedDimOpInterface` (`src/interfaces.ods`): `memref.dim` and `tensor.dim`
//! give their shaped value and dimension through it, and affine's `isValidDim` /
//! `isValidSymbol` ask it for the ops defining a bound or an index, as mlir-opt-22
//! (`data/shaped_dim`).

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use ir::interfaces::ShapedDimOpInterfaceRef;
use ir::ods::FoldResult;

const DATA: Data = Data("shaped_dim");

#[test]
fn dims_give_their_shaped_value_and_dimension() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "accepted.mlir");
    assert_eq!(print(&ctx, &m, false), DATA.expected("accepted.custom"));
    let dims: Vec<ShapedDimOpInterfaceRef> = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter_map(|op| ShapedDimOpInterfaceRef::get(&ctx, &m.arena, op))
        .collect();
    assert_eq!(dims.len(), 3);
    for d in dims {
        let op = d.op();
        assert_eq!(d.shaped_value(&ctx, &m.arena), m.arena.operand(op, 0));
        assert_eq!(d.dimension(&ctx, &m.arena), FoldResult::Value(m.arena.operand(op, 1)));
    }
}

#[test]
fn a_dim_of_a_local_allocation_is_no_symbol() {
    let ctx = all_dialects_and_test();
    assert_eq!(
        DATA.split_errors(&ctx, "errors.mlir", true),
        DATA.error_lines("errors.expected")
    );
}
