//! Type interfaces through `#[type_def(interfaces = [...])]`: `!demo.cell`
//! lists upstream's `MemRefElementTypeInterface` (implemented by the generated
//! code: it has no methods), `!demo.boxed` declares it with
//! `DeclareTypeInterfaceMethods` and implements it beside the struct, and
//! `!demo.plain` lists nothing. The registration of the dialect attaches the
//! implementations, so the memref parser takes the first two as elements and
//! rejects the third with mlir-opt-22's message.

use ods_macros::{dialect, type_def};

/// Demo dialect
#[dialect("demo", types = [Cell, Boxed, Plain])]
pub struct DemoDialect;

/// A memory cell
#[type_def("demo.cell", interfaces = [MemRefElementTypeInterface])]
pub struct Cell {}

/// A boxed value
#[type_def("demo.boxed", interfaces = [DeclareTypeInterfaceMethods<MemRefElementTypeInterface>])]
pub struct Boxed {}

impl ir::interfaces::MemRefElementTypeInterface for Boxed {}

/// A plain type
#[type_def("demo.plain")]
pub struct Plain {}

fn main() {
    let ctx = ir::Context::new();
    DemoDialect::register(&ctx);
    let t = ir::text::parse_type_str(&ctx, "memref<2x!demo.cell>").expect("a memref of cells");
    assert!(matches!(ctx.type_kind(t), ir::TypeKind::MemRef { .. }));
    let cell = ir::text::parse_type_str(&ctx, "!demo.cell").expect("a cell");
    assert!(cell
        .interface::<ir::interfaces::MemRefElementTypeInterfaceRef>(&ctx)
        .is_some());
    assert!(ir::text::parse_type_str(&ctx, "memref<*x!demo.boxed>").is_ok());
    let e = ir::text::parse_type_str(&ctx, "memref<2x!demo.plain>").expect_err("not an element");
    assert_eq!(e.message, "invalid memref element type");
}
