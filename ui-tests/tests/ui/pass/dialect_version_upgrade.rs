//! `#[dialect]` with a bytecode version and an upgrade hook: the writer
//! gives the dialect a version entry, `#[op]` registers the op's properties
//! layout, and reading a file written at an older version runs the hook.

use ods_macros::{dialect, op};

#[dialect("vers", ops = [MarkOp], version = 3, upgrade = "upgrade")]
pub struct VersDialect;

/// An op with an inherent attribute
#[op("vers.mark")]
pub struct MarkOp {
    #[attr]
    level: I64Attr,
}

/// Version 2 files lack `level`; it defaults to 7.
fn upgrade(
    ctx: &ir::Context,
    arena: &mut ir::IrArena,
    top: ir::OpId,
    version: &ir::bytecode::dialect::DialectVersion,
) -> Result<(), String> {
    if version.component(0) >= 3 {
        return Ok(());
    }
    let key = ctx.string_attr(b"level");
    for op in arena.walk_preorder(top) {
        if ctx.op_info(arena.op_name(op)).name() == MarkOp::NAME && arena.properties(op).is_none() {
            let seven = ir::ods::values::int_attr(ctx, 7, "i64").map_err(|e| e.0)?;
            arena.set_properties(op, Some(ctx.dictionary_attr(vec![(key, seven)])));
        }
    }
    Ok(())
}

fn main() {
    let ctx = ir::Context::new();
    VersDialect::register(&ctx);
    let generic = ir::text::PrintOptions::GENERIC;
    assert!(ir::bytecode::props::is_generated(&ctx, "vers.mark"));
    let m = ir::text::parse_source(&ctx, "a.mlir", br#""vers.mark"() : () -> ()"#).unwrap();
    let old = ir::bytecode::write(
        &ctx,
        &m.arena,
        m.top,
        &ir::bytecode::WriteOptions {
            version: 4,
            dialect_versions: vec![("vers".into(), ir::bytecode::dialect::DialectVersion::new(&[2]))],
            ..Default::default()
        },
    )
    .unwrap();
    let back = ir::bytecode::read(&ctx, &old).unwrap();
    let text = ir::text::print_operation(&ctx, &back.arena, back.top, generic);
    assert!(text.contains(r#""vers.mark"() <{level = 7 : i64}>"#), "{text}");
    let current = ir::bytecode::write(&ctx, &back.arena, back.top, &Default::default()).unwrap();
    // varint(3) in the dialect's version section.
    assert!(current.windows(3).any(|w| w == [0x07, 0x03, 0x07]));
}
