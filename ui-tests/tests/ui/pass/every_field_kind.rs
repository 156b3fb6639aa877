//! An op with every kind of field, built, read back and verified.

use ir::ods::OpBuilder;
use ir::{Context, IrArena};
use ods_macros::op;

/// Every field kind
///
/// Operands, attributes, properties, results, regions and successors.
#[op("demo.every", traits = [AttrSizedOperandSegments, AttrSizedResultSegments],
     interfaces = [BranchOpInterface], verifier)]
pub struct EveryOp {
    /// A single operand.
    #[operand]
    x: I32,
    #[operand]
    maybe: Option<I64>,
    #[operand(name = "restValues")]
    rest: Vec<AnyType>,
    #[operand(segments = "group_sizes")]
    groups: Vec<Vec<Index>>,
    #[attr]
    group_sizes: DenseI32ArrayAttr,
    #[attr]
    count: I64Attr,
    #[attr]
    label: Option<StrAttr>,
    #[attr(default = "7")]
    seven: I32Attr,
    #[attr]
    bounded: ConfinedAttr<I64Attr, (IntMinValue<0>, IntMaxValue<10>)>,
    #[attr]
    flag: UnitAttr,
    #[property]
    n: I64Prop,
    #[property(default = "3")]
    three: I32Prop,
    #[property]
    name: Option<StringProp>,
    #[result]
    r: TensorOf<(F32, F64)>,
    #[result]
    more: Vec<AnyType>,
    #[region]
    body: SizedRegion<1>,
    #[region]
    others: Vec<AnyRegion>,
    #[successor]
    next: AnySuccessor,
    #[successor]
    targets: Vec<AnySuccessor>,
}

impl EveryOp {
    fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), ir::Diagnostic> {
        if self.count(ctx, arena) == Some(13) {
            return Err(ir::ods::verify::op_error(ctx, arena, self.0, "count must not be 13"));
        }
        Ok(())
    }
}

/// The op forwards no operands to its successors.
impl ir::interfaces::BranchOpInterface for EveryOp {
    fn successor_operands(self, _: &Context, _: &IrArena, _: usize) -> std::ops::Range<usize> {
        0..0
    }
}

fn main() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    EveryOp::register(&ctx);
    let mut arena = IrArena::new();
    let region = arena.create_region();
    let entry = arena.create_block(&[]);
    let next = arena.create_block(&[]);
    arena.append_block(region, entry);
    arena.append_block(region, next);
    let loc = ctx.unknown_loc();
    let (i32t, idx) = (ctx.int_type(32), ctx.index_type());
    let x = arena.add_block_arg(entry, i32t, loc);
    let i = arena.add_block_arg(entry, idx, loc);
    let tensor = ir::text::parse_type_str(&ctx, "tensor<2xf32>").unwrap();
    let mut b = OpBuilder::new(&ctx, &mut arena).at_end(entry);
    let op = EveryOp::build_unwrapped(
        &mut b,
        tensor,
        &[],
        x,
        None,
        &[x, x],
        &[&[i], &[i, i]],
        5,
        Some("hello"),
        None,
        3,
        true,
        42,
        None,
        None,
        2,
        next,
        &[],
    )
    .unwrap();
    let body_block = arena.create_block(&[]);
    arena.append_block(op.body(&arena), body_block);
    assert_eq!(op.x(&ctx, &arena), x);
    assert_eq!(op.maybe(&ctx, &arena), None);
    assert_eq!(op.rest_values(&ctx, &arena), vec![x, x]);
    assert_eq!(op.groups(&ctx, &arena), vec![vec![i], vec![i, i]]);
    assert_eq!(op.count(&ctx, &arena), Some(5));
    assert_eq!(op.label(&ctx, &arena).as_deref(), Some("hello"));
    assert_eq!(op.seven(&ctx, &arena), Some(7));
    assert!(op.flag(&ctx, &arena));
    assert_eq!(op.n(&ctx, &arena), Some(42));
    assert_eq!(op.three(&ctx, &arena), Some(3));
    assert_eq!(op.others(&arena).len(), 2);
    assert_eq!(op.next(&arena), next);
    assert!(op.targets(&arena).is_empty());
    assert_eq!(op.verify_invariants(&ctx, &arena).map_err(|d| d.message), Ok(()));
    op.set_count(&ctx, &mut arena, 13).unwrap();
    let err = op.verify_invariants(&ctx, &arena).unwrap_err();
    assert_eq!(err.message, "'demo.every' op count must not be 13");
    assert_eq!(EveryOp::NAME, "demo.every");
    let branch = op
        .op()
        .interface::<ir::interfaces::BranchOpInterfaceRef>(&ctx, &arena)
        .expect("registered with the op");
    assert_eq!(branch.successor_operands(&ctx, &arena, 0), 0..0);
}
