//! Op interfaces declared in Rust (`#[op_interface]`) listed by `#[op]`: one
//! whose methods all have default bodies, listed plainly, is implemented for
//! the op by the interface's hidden macro (no `impl` written), and so are its
//! bases declared in Rust, transitively and each once (a chain, a diamond
//! across modules, a base listed too), as for attribute and type interfaces;
//! listed as `DeclareOpInterfaceMethods<path::X>` (or with a method without a
//! default) the op implements it itself, and still gets its bases. The
//! op's registration attaches them all and records the op as declaring
//! each, so `XMethods::declaring_ops(ctx)` lists the `#[op]` ops, for an
//! interface declared in Rust, one an included `.ods` declares (`Counted`,
//! beside the `.ods` op `demo.listed`) and one of rods
//! (`MemoryEffectsOpInterface`, given by `Pure`).

use ods_macros::op;

mod ifaces {
    /// Ops with a name
    #[ods_macros::op_interface]
    pub trait Named {
        /// The name, "anon" unless overridden.
        fn name(self) -> &'static str {
            "anon"
        }
    }

    /// Ops with a size
    #[ods_macros::op_interface]
    pub trait Measured: self::Named {
        /// The name's length unless overridden.
        fn size(self) -> usize {
            self.name().len()
        }
    }

    /// Ops with a symbol, which each op gives
    #[ods_macros::op_interface]
    pub trait Symbolic: self::Named {
        /// The symbol.
        fn symbol(self) -> &'static str;
    }

    pub mod deep {
        /// Ops at the top of a diamond: measured (so named) and named
        #[ods_macros::op_interface]
        pub trait Top: super::Measured + crate::ifaces::Named {
            /// Always true.
            fn top(self) -> bool {
                true
            }
        }
    }
}

/// The `.ods` op and interface, with `include_ods!`.
pub mod counted {
    ods_macros::include_ods!("rust_op_interface_bases_provided.ods");

    impl Counted for ListedOp {
        fn count(self) -> usize {
            1
        }
    }
}
use counted::{Counted, CountedMethods};

/// Lists `Measured`: `Named` comes with it; `Pure` gives `MemoryEffectsOpInterface`.
#[op("demo.plain", include = "rust_op_interface_bases_provided.ods", traits = [Pure],
    interfaces = [ifaces::Measured, Counted])]
pub struct PlainOp {}

impl Counted for PlainOp {
    fn count(self) -> usize {
        2
    }
}

/// Lists `Top` and `Named`: `Measured` and `Named` (reached three ways) once.
#[op("demo.diamond", interfaces = [ifaces::deep::Top, crate::ifaces::Named])]
pub struct DiamondOp {}

/// Implements `Measured` itself; `Named` is provided.
#[op("demo.custom", traits = [DeclareOpInterfaceMethods<ifaces::Measured>])]
pub struct CustomOp {}

impl ifaces::Measured for CustomOp {
    fn size(self) -> usize {
        16
    }
}

/// Implements `Symbolic` (a method without default) and overrides `Named`,
/// listed with `DeclareOpInterfaceMethods` first.
#[op("demo.sym", interfaces = [DeclareOpInterfaceMethods<ifaces::Named>, ifaces::Symbolic])]
pub struct SymOp {}

impl ifaces::Named for SymOp {
    fn name(self) -> &'static str {
        "plus"
    }
}

impl ifaces::Symbolic for SymOp {
    fn symbol(self) -> &'static str {
        "+"
    }
}

fn main() {
    let ctx = ir::Context::new();
    counted::registration::register(&ctx);
    PlainOp::register(&ctx);
    DiamondOp::register(&ctx);
    CustomOp::register(&ctx);
    SymOp::register(&ctx);
    let mut arena = ir::IrArena::new();
    let block = arena.create_block(&[]);
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
    let plain = PlainOp::build(&mut b).expect("built").0;
    let diamond = DiamondOp::build(&mut b).expect("built").0;
    let custom = CustomOp::build(&mut b).expect("built").0;
    let sym = SymOp::build(&mut b).expect("built").0;
    let listed = counted::ListedOp::build(&mut b).expect("built").0;
    let name = |op| op_interface::<ifaces::NamedRef>(&ctx, &arena, op).map(|r| r.name());
    let size = |op| op_interface::<ifaces::MeasuredRef>(&ctx, &arena, op).map(|r| r.size());
    for op in [plain, diamond, custom] {
        assert_eq!(name(op), Some("anon"));
    }
    assert_eq!(name(sym), Some("plus"));
    assert_eq!(size(plain), Some(4));
    assert_eq!(size(diamond), Some(4));
    assert_eq!(size(custom), Some(16));
    assert_eq!(size(sym), None);
    let symbol = op_interface::<ifaces::SymbolicRef>(&ctx, &arena, sym).map(|r| r.symbol());
    assert_eq!(symbol, Some("+"));
    assert!(op_interface::<ifaces::deep::TopRef>(&ctx, &arena, diamond).is_some_and(|r| r.top()));
    assert!(op_interface::<ifaces::deep::TopRef>(&ctx, &arena, plain).is_none());
    let count = |op| op_interface::<counted::CountedRef>(&ctx, &arena, op).map(|r| r.count());
    assert_eq!((count(plain), count(listed)), (Some(2), Some(1)));
    // The ops declaring each interface, recorded by their registration.
    assert!(ifaces::NAMED_OPS.is_empty());
    let named = ["demo.custom", "demo.diamond", "demo.plain", "demo.sym"];
    assert_eq!(ifaces::NamedMethods::declaring_ops(&ctx), named);
    let sized = ["demo.custom", "demo.diamond", "demo.plain"];
    assert_eq!(ifaces::MeasuredMethods::declaring_ops(&ctx), sized);
    assert_eq!(ifaces::deep::TopMethods::declaring_ops(&ctx), ["demo.diamond"]);
    assert_eq!(ifaces::SymbolicMethods::declaring_ops(&ctx), ["demo.sym"]);
    // `Counted`'s `_OPS` has the `.ods` op; the registry adds the `#[op]` one.
    assert_eq!(counted::COUNTED_OPS, ["demo.listed"]);
    assert_eq!(CountedMethods::declaring_ops(&ctx), ["demo.listed", "demo.plain"]);
    let effects = ir::interfaces::MemoryEffectsOpInterfaceMethods::declaring_ops(&ctx);
    assert_eq!(effects, ["demo.plain"]);
    // The traits are implemented: the bounds hold.
    fn measured<T: ifaces::Measured>() {}
    measured::<DiamondOp>();
    measured::<PlainOp>();
}

/// `op` seen through the interface `R`.
fn op_interface<R: ir::ods::OpInterface>(ctx: &ir::Context, arena: &ir::IrArena, op: ir::OpId) -> Option<R> {
    R::get(ctx, arena, op)
}
