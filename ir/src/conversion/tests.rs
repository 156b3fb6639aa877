//! Unit tests of the conversion pieces: target precedence, type converter
//! order, and the journal undoing each kind of change.

use super::{ConversionPatternRewriter, ConversionTarget, Legality, TypeConversion, TypeConverter};
use crate::text::{parse_source, print_operation, PrintOptions};
use crate::{Context, IrArena, OpId};

fn module(ctx: &Context, src: &str) -> (IrArena, OpId) {
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_source(ctx, "t.mlir", src.as_bytes()).expect("parses");
    (m.arena, m.top)
}

fn generic(ctx: &Context, arena: &IrArena, top: OpId) -> String {
    let opts = PrintOptions::GENERIC;
    print_operation(ctx, arena, top, opts)
}

const SRC: &str = r#""builtin.module"() ({
  "x.region"() ({
  ^bb0(%a: i32):
    %0 = "x.a"(%a) : (i32) -> i32
    "x.b"(%0) : (i32) -> ()
  }) : () -> ()
  "x.other"() ({
  }) : () -> ()
}) : () -> ()
"#;

fn ops(arena: &IrArena, top: OpId) -> Vec<OpId> {
    arena.walk_preorder(top)
}

#[test]
fn op_entries_override_dialect_entries() {
    let ctx = Context::new();
    let (arena, top) = module(&ctx, SRC);
    let all = ops(&arena, top);
    let (a, b) = (all[2], all[3]);
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("x").add_legal_op("x.a");
    assert_eq!(target.legality(&ctx, &arena, a), Legality::Legal);
    assert_eq!(target.legality(&ctx, &arena, b), Legality::Illegal);
    assert!(target.is_illegal(&ctx, &arena, b));
    assert_eq!(target.legality(&ctx, &arena, top), Legality::Unknown);
    target.mark_unknown_op_dynamically_legal(|_, _, _| false);
    // Rejected by the unknown-op callback only: not explicitly illegal.
    assert!(!target.is_illegal(&ctx, &arena, top));
}

#[test]
fn latest_conversion_callback_decides_first() {
    let ctx = Context::new();
    let (i32t, i64t) = (ctx.int_type(32), ctx.int_type(64));
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_conversion(move |_, t| {
        if t == i32t {
            TypeConversion::Types(vec![i64t, i64t])
        } else {
            TypeConversion::NotHandled
        }
    });
    assert_eq!(c.convert_type_n(&ctx, i32t), Some(vec![i64t, i64t]));
    // Not 1:1: no single converted type.
    assert_eq!(c.convert_type(&ctx, i32t), None);
    assert_eq!(c.convert_type(&ctx, i64t), Some(i64t));
    c.add_conversion(|_, _| TypeConversion::Failed);
    assert_eq!(c.convert_type_n(&ctx, i64t), None);
}

#[test]
fn rollback_undoes_every_kind_of_change() {
    let ctx = Context::new();
    let (mut arena, top) = module(&ctx, SRC);
    let before = generic(&ctx, &arena, top);
    let all = ops(&arena, top);
    let (region_op, a, b, other) = (all[1], all[2], all[3], all[4]);
    let mut rw = ConversionPatternRewriter::new(&ctx, &mut arena);
    let mark = rw.mark();
    // Retype the block argument (its use goes through a cast), modify,
    // move and replace ops, move the region's block.
    let region = rw.arena.regions(region_op)[0];
    let block = rw.arena.region_blocks(region)[0];
    rw.retype_block_arg(block, 0, ctx.int_type(64), None);
    let key = ctx.string_attr(b"k");
    let dict = ctx.dictionary_attr(vec![(key, ctx.unit_attr())]);
    rw.modify_op_in_place(b, |arena| arena.set_attrs(b, Some(dict)));
    rw.move_op_before(b, a);
    let arg = rw.arena.arg(block, 0);
    rw.replace_op(a, &[arg]);
    let dest = rw.arena.regions(other)[0];
    rw.inline_region_before(region, dest, None);
    assert!(rw.is_ignored(a));
    assert_ne!(generic(&ctx, rw.arena, top), before);
    rw.rollback(mark);
    assert!(!rw.is_ignored(a));
    assert_eq!(rw.lookup(rw.arena.result(a, 0)), Some(rw.arena.result(a, 0)));
    assert_eq!(generic(&ctx, rw.arena, top), before);
}

#[test]
fn split_block_moves_the_tail_and_rolls_back() {
    let ctx = Context::new();
    let (mut arena, top) = module(&ctx, SRC);
    let before = generic(&ctx, &arena, top);
    let all = ops(&arena, top);
    let (region_op, b) = (all[1], all[3]);
    let mut rw = ConversionPatternRewriter::new(&ctx, &mut arena);
    let mark = rw.mark();
    let region = rw.arena.regions(region_op)[0];
    let first = rw.arena.region_blocks(region)[0];
    let loc = rw.arena.op_loc(b);
    let tail = rw.split_block(b, &[(ctx.int_type(64), loc)]).expect("splits");
    assert_eq!(rw.arena.region_blocks(region), &[first, tail]);
    assert_eq!(rw.arena.block_ops(tail).collect::<Vec<_>>(), vec![b]);
    assert_eq!(rw.arena.block_ops(first).count(), 1);
    assert_eq!(rw.arena.num_args(tail), 1);
    rw.rollback(mark);
    assert_eq!(rw.arena.region_blocks(region), &[first]);
    assert_eq!(generic(&ctx, rw.arena, top), before);
}
