//! Upstream's control-flow interfaces declared in `ods-dsl/src/interfaces.ods`
//! (`RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface`,
//! `LoopLikeOpInterface`), implemented beside the scf and affine ops and given to
//! every `ReturnLike` op by the trait, and the questions `ir::region_branch`
//! answers from them for any op (upstream's `ControlFlowInterfaces.cpp` facts).

use ir::interfaces::{LoopLikeOpInterfaceRef, RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef};
use ir::region_branch::{
    enclosing_repetitive_region, inside_mutually_exclusive_regions, is_repetitive_region, RegionBranchPoint,
    RegionSuccessor,
};
use ir::{Context, IrArena, OpId};

const INPUT: &str = r#"func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %s = scf.if %c -> (tensor<4xf32>) {
      %x = "u.then"() : () -> tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      %y = "u.else"() : () -> tensor<4xf32>
      scf.yield %y : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  %w = scf.while (%b = %c0) : (index) -> index {
    %p = "u.before"(%b) : (index) -> i1
    scf.condition(%p) %b : index
  } do {
  ^bb0(%e: index):
    %q = "u.after"(%e) : (index) -> index
    scf.yield %q : index
  }
  affine.for %j = 0 to 1 {
    "u.once"() : () -> ()
  }
  affine.for %k = 0 to 10 {
    "u.ten"() : () -> ()
  }
  return %r : tensor<4xf32>
}
"#;

struct Ir {
    ctx: Context,
    arena: IrArena,
    ops: Vec<OpId>,
}

impl Ir {
    fn parse() -> Ir {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        dialects::register_all(&ctx);
        let module = ir::text::parse_source(&ctx, "rb.mlir", INPUT.as_bytes()).expect("parses");
        let ops = module.arena.walk_preorder(module.top);
        Ir {
            ctx,
            arena: module.arena,
            ops,
        }
    }

    /// The first op named `name`.
    fn op(&self, name: &str) -> OpId {
        self.nth(name, 0)
    }

    fn nth(&self, name: &str, n: usize) -> OpId {
        *self
            .ops
            .iter()
            .filter(|&&o| self.ctx.op_info(self.arena.op_name(o)).name() == name)
            .nth(n)
            .unwrap_or_else(|| panic!("no {name} #{n}"))
    }

    fn repetitive(&self, op: OpId, index: usize) -> bool {
        is_repetitive_region(&self.ctx, &self.arena, op, index)
    }
}

#[test]
fn region_branch_ops_answer_through_the_interface() {
    let t = Ir::parse();
    let (ctx, arena) = (&t.ctx, &t.arena);
    for name in ["scf.for", "scf.if", "scf.while", "affine.for"] {
        assert!(
            RegionBranchOpInterfaceRef::get(ctx, arena, t.op(name)).is_some(),
            "{name}"
        );
    }
    assert!(RegionBranchOpInterfaceRef::get(ctx, arena, t.op("func.func")).is_none());
    let while_op = RegionBranchOpInterfaceRef::get(ctx, arena, t.op("scf.while")).expect("scf.while");
    assert_eq!(
        while_op.successor_regions(ctx, arena, RegionBranchPoint::Region(0)),
        vec![RegionSuccessor::Parent, RegionSuccessor::Region(1)]
    );
    assert_eq!(
        while_op.entry_successor_regions(ctx, arena, &[]),
        vec![RegionSuccessor::Region(0)]
    );
    // `scf.if` with a constant condition enters one branch.
    let if_op = RegionBranchOpInterfaceRef::get(ctx, arena, t.op("scf.if")).expect("scf.if");
    let (yes, no) = (
        Some(ctx.get_attr(ir::AttrKind::Bool(true))),
        Some(ctx.get_attr(ir::AttrKind::Bool(false))),
    );
    let all = if_op.entry_successor_regions(ctx, arena, &[None]);
    assert_eq!(all.len(), 2);
    assert_eq!(
        if_op.entry_successor_regions(ctx, arena, &[yes]),
        vec![RegionSuccessor::Region(0)]
    );
    assert_eq!(if_op.entry_successor_regions(ctx, arena, &[no]), all[1..].to_vec());
    assert_eq!(
        while_op.entry_successor_operands(ctx, arena, RegionSuccessor::Region(0)),
        0..arena.num_operands(t.op("scf.while"))
    );

    // Loop bodies repeat (both regions of `scf.while`); `scf.if`'s branches do not;
    // an `affine.for` with a constant trip count of one does not.
    assert!(t.repetitive(t.op("scf.for"), 0));
    assert!(t.repetitive(t.op("scf.while"), 0) && t.repetitive(t.op("scf.while"), 1));
    assert!(!t.repetitive(t.op("scf.if"), 0) && !t.repetitive(t.op("scf.if"), 1));
    assert!(!t.repetitive(t.nth("affine.for", 0), 0));
    assert!(t.repetitive(t.nth("affine.for", 1), 0));
    let then_op = t.op("u.then");
    let for_body = arena.regions(t.op("scf.for"))[0];
    assert_eq!(enclosing_repetitive_region(ctx, arena, then_op), Some(for_body));
    assert_eq!(enclosing_repetitive_region(ctx, arena, t.op("u.once")), None);

    // The branches of `scf.if` exclude each other; `scf.while`'s regions do not.
    assert!(inside_mutually_exclusive_regions(ctx, arena, then_op, t.op("u.else")));
    assert!(!inside_mutually_exclusive_regions(
        ctx,
        arena,
        t.op("u.before"),
        t.op("u.after")
    ));
    assert!(!inside_mutually_exclusive_regions(
        ctx,
        arena,
        then_op,
        t.op("u.before")
    ));
}

#[test]
fn terminators_and_loops_answer_through_the_interface() {
    let t = Ir::parse();
    let (ctx, arena) = (&t.ctx, &t.arena);
    // `ReturnLike` gives the interface with its default body: all operands.
    for name in ["scf.yield", "func.return", "affine.yield"] {
        let op = t.op(name);
        let term = RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, op).expect(name);
        assert_eq!(
            term.successor_operands(ctx, arena, RegionSuccessor::Parent),
            0..arena.num_operands(op)
        );
        // The trait itself is known at run time too (`hasTrait<ReturnLike>`).
        assert!(ctx.op_info(arena.op_name(op)).traits().return_like, "{name}");
    }
    // `scf.condition` passes the operands after the condition (it has the
    // interface, not the trait).
    let cond = t.op("scf.condition");
    assert!(!ctx.op_info(arena.op_name(cond)).traits().return_like);
    let term = RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, cond).expect("scf.condition");
    assert_eq!(
        term.successor_operands(ctx, arena, RegionSuccessor::Region(1)),
        1..arena.num_operands(cond)
    );
    let for_op = t.op("scf.for");
    let looped = LoopLikeOpInterfaceRef::get(ctx, arena, for_op).expect("scf.for is a loop");
    assert_eq!(
        looped.inits(ctx, arena),
        arena.operands(for_op).skip(3).collect::<Vec<_>>()
    );
    assert_eq!(looped.loop_regions(ctx, arena), arena.regions(for_op).to_vec());
    let x = arena.result(t.op("u.then"), 0);
    assert!(!looped.is_defined_outside_of_loop(ctx, arena, x));
    assert!(looped.is_defined_outside_of_loop(ctx, arena, arena.operand(for_op, 0)));
    assert!(LoopLikeOpInterfaceRef::get(ctx, arena, t.op("scf.if")).is_none());
}
