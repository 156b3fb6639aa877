//! Copying an op and everything in it from one arena to another, keeping
//! value use-list orders, so that nested pipelines can run on isolated ops
//! in arenas of their own (see the [module documentation](super)).

use crate::body::{BlockId, IrArena, OpId, OpSpec, RegionId, Use, Value};
use rustc_hash::FxHashMap;

/// Maps from source ids to copied ids.
#[derive(Default)]
struct Maps {
    ops: FxHashMap<OpId, OpId>,
    blocks: FxHashMap<BlockId, BlockId>,
    regions: FxHashMap<RegionId, RegionId>,
}

impl Maps {
    fn value(&self, v: Value) -> Option<Value> {
        Some(match v {
            Value::Result { op, index } => Value::Result {
                op: *self.ops.get(&op)?,
                index,
            },
            Value::Arg { block, index } => Value::Arg {
                block: *self.blocks.get(&block)?,
                index,
            },
        })
    }

    fn use_(&self, u: Use) -> Option<Use> {
        Some(Use {
            op: *self.ops.get(&u.op)?,
            operand: u.operand,
        })
    }
}

/// Copies `root` (detached copy) from `src` into `dst`. Fails when an op
/// inside uses a value defined outside `root` (only isolated-from-above ops
/// can be copied).
pub fn copy_op(src: &IrArena, root: OpId, dst: &mut IrArena) -> Result<OpId, String> {
    let order = src.walk_preorder(root);
    let mut m = Maps::default();
    m.ops.reserve(order.len());
    // Regions and blocks first: ops refer to them as regions and successors.
    for &op in &order {
        for &r in src.regions(op) {
            let nr = dst.create_region();
            m.regions.insert(r, nr);
            for &b in src.region_blocks(r) {
                let args: Vec<_> = (0..src.num_args(b))
                    .map(|i| (src.value_type(src.arg(b, i)), src.arg_loc(b, i)))
                    .collect();
                let nb = dst.create_block(&args);
                dst.append_block(nr, nb);
                m.blocks.insert(b, nb);
            }
        }
    }
    dst.reserve_ops(order.len());
    for &op in &order {
        let successors = src
            .successors(op)
            .iter()
            .map(|b| m.blocks.get(b).copied())
            .collect::<Option<Vec<_>>>()
            .ok_or("successor outside the copied op")?;
        let regions = src
            .regions(op)
            .iter()
            .filter_map(|r| m.regions.get(r).copied())
            .collect();
        let new = dst.create_op(OpSpec {
            result_types: src.result_types(op).collect(),
            successors,
            regions,
            properties: src.properties(op),
            attrs: src.attrs(op),
            ..OpSpec::new(src.op_name(op), src.op_loc(op))
        });
        m.ops.insert(op, new);
    }
    for &op in &order {
        for &r in src.regions(op) {
            for &b in src.region_blocks(r) {
                for o in src.block_ops(b) {
                    dst.append_op(m.blocks[&b], m.ops[&o]);
                }
            }
        }
    }
    for &op in &order {
        let new = m.ops[&op];
        for v in src.operands(op) {
            let nv = m.value(v).ok_or("an op uses a value defined outside the copied op")?;
            dst.push_operand(new, nv);
        }
    }
    // Use-list orders: every use of a value defined inside is inside.
    for &op in &order {
        if op != root {
            for i in 0..src.num_results(op) {
                copy_use_order(src, dst, &m, src.result(op, i));
            }
        }
        for &r in src.regions(op) {
            for &b in src.region_blocks(r) {
                for i in 0..src.num_args(b) {
                    copy_use_order(src, dst, &m, src.arg(b, i));
                }
            }
        }
    }
    Ok(m.ops[&root])
}

fn copy_use_order(src: &IrArena, dst: &mut IrArena, m: &Maps, v: Value) {
    let Some(nv) = m.value(v) else { return };
    let uses: Option<Vec<Use>> = src.uses(v).map(|u| m.use_(u)).collect();
    if let Some(uses) = uses {
        dst.reorder_uses(nv, &uses);
    }
}

/// Replaces `old` (in `arena`) with `new` (a detached op of the same
/// arena): `new` takes `old`'s place and the uses of its results, in the
/// same use-list order; `old` is erased.
pub fn replace_in_place(arena: &mut IrArena, old: OpId, new: OpId) {
    arena.insert_op_before(new, old);
    for i in 0..arena.num_results(old).min(arena.num_results(new)) {
        let from = arena.result(old, i);
        let to = arena.result(new, i);
        let uses: Vec<Use> = arena.uses(from).collect();
        for &u in uses.iter().rev() {
            arena.set_operand(u, to);
        }
        arena.reorder_uses(to, &uses);
    }
    arena.erase_op(old);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{parse_source, print_operation, PrintOptions};
    use crate::Context;

    #[test]
    fn copy_round_trip_keeps_text_and_use_order() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let src = r#""builtin.module"() ({
  "t.iso"() ({
  ^bb0(%a: i32):
    %0 = "t.x"(%a, %a) : (i32, i32) -> i32
    %1 = "t.y"(%0, %a) : (i32, i32) -> i32
    "t.br"(%1)[^bb1] : (i32) -> ()
  ^bb1(%b: i32):
    "t.r"(%b, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
        let m = parse_source(&ctx, "x", src.as_bytes()).expect("parses");
        let mut main = m.arena;
        let body = main.regions(m.top)[0];
        let iso = main.first_op(main.region_blocks(body)[0]).expect("iso");
        let mut side = IrArena::new();
        let copy = copy_op(&main, iso, &mut side).expect("copies");
        let back = copy_op(&side, copy, &mut main).expect("copies back");
        let before = print_operation(&ctx, &main, m.top, PrintOptions::default());
        let entry = main.region_blocks(main.regions(iso)[0])[0];
        let a_uses: Vec<_> = main.uses(main.arg(entry, 0)).map(|u| u.operand).collect();
        replace_in_place(&mut main, iso, back);
        let after = print_operation(&ctx, &main, m.top, PrintOptions::default());
        assert_eq!(before, after);
        let entry2 = main.region_blocks(main.regions(back)[0])[0];
        let a_uses2: Vec<_> = main.uses(main.arg(entry2, 0)).map(|u| u.operand).collect();
        assert_eq!(a_uses, a_uses2);
    }
}
