//! An op interface declared in Rust whose verifier runs with the regions
//! (`#[op_interface(verify = path, verify_with_regions)]`, `.ods`'s
//! `verify_with_regions;`, MLIR's `verifyWithRegions = 1`): after the op's
//! nested ops were verified, where a plain interface verifier runs with the
//! op's traits, before them.

use ods_macros::op;

mod ifaces {
    use ir::{Context, Diagnostic, IrArena, OpId};

    /// A declaring op carries no discardable attribute.
    pub fn no_discardable_attrs(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        match arena.attrs(op) {
            Some(_) => Err(ir::ods::verify::op_error(ctx, arena, op, "must carry no discardable attribute")),
            None => Ok(()),
        }
    }

    /// A declaring op's regions hold one op each.
    pub fn one_op_per_region(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        for &r in arena.regions(op) {
            let ops: usize = arena.region_blocks(r).iter().map(|&b| arena.block_ops(b).count()).sum();
            if ops != 1 {
                return Err(ir::ods::verify::op_error(ctx, arena, op, "must hold one op in each region"));
            }
        }
        Ok(())
    }

    /// Ops that check themselves
    #[ods_macros::op_interface(verify = self::no_discardable_attrs)]
    pub trait Checked {
        /// A width, 8 unless overridden.
        fn width(self) -> usize {
            8
        }
    }

    /// Ops whose regions are checked after their nested ops
    #[ods_macros::op_interface(verify = self::one_op_per_region, verify_with_regions)]
    pub trait RegionsChecked {
        /// A depth, 1 unless overridden.
        fn depth(self) -> usize {
            1
        }
    }
}

/// Checked with the traits.
#[op("demo.leaf", interfaces = [ifaces::Checked])]
pub struct LeafOp {}

/// Checked with the traits, and with the regions.
#[op("demo.outer", traits = [SingleBlock, NoTerminator], interfaces = [ifaces::RegionsChecked, ifaces::Checked])]
pub struct OuterOp {
    #[region]
    body: AnyRegion,
}

fn main() {
    let ctx = ir::Context::new();
    LeafOp::register(&ctx);
    OuterOp::register(&ctx);
    let mut arena = ir::IrArena::new();
    let top = arena.create_block(&[]);
    let outer = OuterOp::build(&mut ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(top)).expect("built");
    let inner = arena.create_block(&[]);
    arena.append_block(outer.body(&arena), inner);
    let message = |arena: &ir::IrArena| ir::verify::verify(&ctx, arena, outer.0).map_err(|d| d.message);
    let region_error = Err("'demo.outer' op must hold one op in each region".to_string());
    assert_eq!(message(&arena), region_error);
    LeafOp::build(&mut ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(inner)).expect("built");
    assert_eq!(message(&arena), Ok(()));
    let second = LeafOp::build(&mut ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(inner)).expect("built");
    assert_eq!(message(&arena), region_error);
    // The nested op's error comes before the region verifier's...
    let attrs = ctx.dictionary_attr(vec![(ctx.string_attr(b"note"), ctx.unit_attr())]);
    arena.set_attrs(second.0, Some(attrs));
    assert_eq!(message(&arena), Err("'demo.leaf' op must carry no discardable attribute".to_string()));
    // ... and after the op's own interface verifier, which runs with its traits.
    arena.set_attrs(outer.0, Some(attrs));
    assert_eq!(message(&arena), Err("'demo.outer' op must carry no discardable attribute".to_string()));
    assert_eq!(ifaces::RegionsCheckedMethods::declaring_ops(&ctx), ["demo.outer"]);
}
