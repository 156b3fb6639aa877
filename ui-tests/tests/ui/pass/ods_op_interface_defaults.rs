//! An op interface declared in `.ods` whose methods all have default bodies,
//! as upstream's rule: listed plainly (`Tally`) it is implemented for the op by
//! the generator, in `.ods` and from `#[op]` alike, and so are the bases of a
//! listed interface with default bodies only (`Labelled : Tally`); listed as
//! `DeclareOpInterfaceMethods<Tally, ["tally"]>` the op's own code implements
//! it (an `impl` beside the op; with a plain listing that `impl` would be
//! rustc's conflicting-implementation error,
//! `tests/ui/interfaces/plain_all_default_implemented.rs`). An op listing an
//! interface with type parameters (`Gauge<Cx>`), from the `.ods` file or from
//! `#[op]`, is recorded for `GaugeMethods::declaring_ops(ctx)` by its
//! registration.

use ods_macros::op;

/// The `.ods` ops and interfaces, with `include_ods!`.
pub mod tally {
    ods_macros::include_ods!("ods_op_interface_defaults.ods");

    impl Tally for OwnOp {
        fn tally(self) -> usize {
            5
        }
    }
}
use tally::{Gauge, GaugeMethods, Labelled, LabelledMethods, Tally, TallyMethods};

/// Lists `Tally` plainly: its default bodies.
#[op("demo.macro_plain", include = "ods_op_interface_defaults.ods", traits = [Tally])]
pub struct MacroPlainOp {}

/// Implements `Tally` itself.
#[op("demo.macro_own", include = "ods_op_interface_defaults.ods",
    interfaces = [DeclareOpInterfaceMethods<Tally, ["tally"]>])]
pub struct MacroOwnOp {}

impl Tally for MacroOwnOp {
    fn tally(self) -> usize {
        7
    }
}

/// Lists `Labelled` plainly: `Tally` comes with it, provided too.
#[op("demo.macro_derived", include = "ods_op_interface_defaults.ods", interfaces = [Labelled])]
pub struct MacroDerivedOp {}

/// Lists `Gauge`, an interface with type parameters, declared in the `.ods` file.
#[op("demo.macro_measured", include = "ods_op_interface_defaults.ods", interfaces = [Gauge])]
pub struct MacroMeasuredOp {}

impl Gauge<u32> for MacroMeasuredOp {
    fn gauge(self, cx: &u32) -> usize {
        *cx as usize
    }
}

fn main() {
    let ctx = ir::Context::new();
    tally::registration::register(&ctx);
    MacroPlainOp::register(&ctx);
    MacroOwnOp::register(&ctx);
    MacroDerivedOp::register(&ctx);
    MacroMeasuredOp::register(&ctx);
    let mut arena = ir::IrArena::new();
    let block = arena.create_block(&[]);
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
    let ops = [
        tally::PlainOp::build(&mut b).expect("built").0,
        tally::OwnOp::build(&mut b).expect("built").0,
        tally::DerivedOp::build(&mut b).expect("built").0,
        MacroPlainOp::build(&mut b).expect("built").0,
        MacroOwnOp::build(&mut b).expect("built").0,
        MacroDerivedOp::build(&mut b).expect("built").0,
    ];
    let measured = MacroMeasuredOp::build(&mut b).expect("built").0;
    let counts: Vec<Option<(usize, usize)>> = ops
        .iter()
        .map(|&op| op_interface::<tally::TallyRef>(&ctx, &arena, op).map(|r| (r.tally(), r.twice())))
        .collect();
    let expected = [(1, 2), (5, 10), (1, 2), (1, 2), (7, 14), (1, 2)];
    assert_eq!(counts, expected.map(Some));
    let label = |op| op_interface::<tally::LabelledRef>(&ctx, &arena, op).map(|r| r.label());
    assert_eq!((label(ops[2]), label(ops[5]), label(ops[0])), (Some("none"), Some("none"), None));
    // Every op listing the interface is recorded as declaring it.
    let tallied = [
        "demo.derived",
        "demo.macro_derived",
        "demo.macro_own",
        "demo.macro_plain",
        "demo.own",
        "demo.plain",
    ];
    assert_eq!(TallyMethods::declaring_ops(&ctx), tallied);
    assert_eq!(LabelledMethods::declaring_ops(&ctx), ["demo.derived", "demo.macro_derived"]);
    // `Gauge`'s `_OPS` has the `.ods` op; the registry adds the `#[op]` one.
    assert_eq!(tally::GAUGE_OPS, ["demo.measured"]);
    assert_eq!(GaugeMethods::declaring_ops(&ctx), ["demo.macro_measured", "demo.measured"]);
    let impls = tally::GaugeImpls::<u32>::new().attach::<MacroMeasuredOp>();
    assert_eq!(impls.get(&ctx, &arena, measured).map(|r| r.gauge(&3)), Some(3));
    assert_eq!(impls.missing_in(&ctx), ["demo.measured"]);
    // The traits are implemented: the bounds hold.
    fn tallied_op<T: Tally>() {}
    tallied_op::<MacroPlainOp>();
    tallied_op::<MacroDerivedOp>();
    tallied_op::<tally::PlainOp>();
}

/// `op` seen through the interface `R`.
fn op_interface<R: ir::ods::OpInterface>(ctx: &ir::Context, arena: &ir::IrArena, op: ir::OpId) -> Option<R> {
    R::get(ctx, arena, op)
}
