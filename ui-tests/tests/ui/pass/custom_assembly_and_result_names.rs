//! A hand-written custom form, result names and a default dialect on an
//! `#[op]`: the registration carries the custom form and attaches
//! `OpAsmOpInterface`, whose default dialect is the one declared.
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState};
use ods_macros::op;

/// `t.const 42 : i32`, results named `%k`.
#[op("t.const", custom_assembly, result_names, default_dialect = "t")]
struct ConstOp {
    #[attr]
    value: I32Attr,
    #[result]
    out: I32,
}

impl ConstOp {
    fn parse_assembly(_: &mut OpAsmParser<'_, '_>, _: &mut OperationState) -> Result<(), ir::Diagnostic> {
        Ok(())
    }
    fn print_assembly(self, _: &mut OpAsmPrinter<'_, '_>) {}
    fn result_names(self, _: &ir::Context, _: &ir::IrArena, set: &mut dyn FnMut(u32, &str)) {
        set(0, "k");
    }
}

fn main() {
    let ctx = ir::Context::new();
    ConstOp::register(&ctx);
    let name = ctx.op_name("t.const");
    let info = ctx.op_info(name);
    let def = info.definition().expect("registered");
    assert!(def.assembly.is_some());
    let asm = ir::interfaces::OpAsmOpInterfaceMethods::get(&ctx, name).expect("OpAsmOpInterface");
    assert_eq!(asm.default_dialect(), "t");
    assert!(def.schema.and_then(|s| s.result_names).is_some());
}
