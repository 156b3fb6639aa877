//! `OpAsmOpInterface::getAsmResultNames` of the constants whose result
//! names depend on their value (`%c42_i32`, `%cst`, `%idx3`, `%true`): ops
//! with fixed names declare them in `.ods` (`result_names "alloc";`), ops
//! with several result groups get ODS's default names from the generator
//! (`ir::ods::access::name_result_groups`). The text printer's SSA
//! numbering uniques them (`%cst_0`); this module only says which result
//! gets which name.

use crate::arith::ops::ConstantOp as ArithConstant;
use crate::index::ops::{BoolConstantOp as IndexBoolConstant, ConstantOp as IndexConstant};
use ir::{AttrKind, Context, IrArena, OpId, TypeKind, Value};

impl ArithConstant {
    /// `getAsmResultNames`: see [`constant_name`].
    pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        if let Some(name) = constant_name(ctx, arena, self.0) {
            set(0, &name);
        }
    }
}

impl IndexConstant {
    /// `getAsmResultNames`: `%idx<value>`.
    pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        let value = ir::ods::access::inherent(ctx, arena, self.0, "value");
        if let Some(v) = value.and_then(|v| ir::ods::pred::int_value(ctx, v)) {
            set(0, &format!("idx{v}"));
        }
    }
}

impl IndexBoolConstant {
    /// `getAsmResultNames`: `%true` or `%false`.
    pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        let value = ir::ods::access::inherent(ctx, arena, self.0, "value");
        if let Some(v) = value.and_then(|v| ir::ods::pred::int_value(ctx, v)) {
            set(0, if v != 0 { "true" } else { "false" });
        }
    }
}

/// `arith.constant`: `%true`/`%false` for `i1`, `%c<value>[_<type>]` for
/// integers (no type suffix for `index`), `%cst` otherwise.
fn constant_name(ctx: &Context, arena: &IrArena, op: OpId) -> Option<String> {
    let value = ir::ods::access::inherent(ctx, arena, op, "value")?;
    let ty = arena.value_type(Value::Result { op, index: 0 });
    Some(match ctx.attr_kind(value) {
        AttrKind::Bool(b) => b.to_string(),
        AttrKind::Integer { .. } => {
            let v = ir::text::printer::attr_to_string(ctx, value);
            let digits = v.split(" : ").next().unwrap_or("").to_string();
            match ctx.type_kind(ty) {
                TypeKind::Integer { width: 1, .. } => (digits != "0" && digits != "false").to_string(),
                TypeKind::Integer { .. } => format!("c{digits}_{}", ir::text::printer::type_to_string(ctx, ty)),
                _ => format!("c{digits}"),
            }
        }
        _ => "cst".to_string(),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_match_upstream() {
        let ctx = crate::driver::new_context(&crate::driver::Options::default());
        let src = "%0 = arith.constant 42 : i32\n%1 = arith.constant -7 : i8\n%2 = arith.constant 0 : index\n\
                   %3 = arith.constant true\n%4 = arith.constant 1.5 : f32\n%5 = arith.constant dense<1> : vector<2xi32>\n\
                   %6 = memref.alloc() : memref<4xf32>\n%7 = index.constant 3\n%8 = index.bool.constant false\n\
                   %9 = memref.cast %6 : memref<4xf32> to memref<?xf32>\n";
        let m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
        let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, Default::default());
        let names: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix('%')?.split(' ').next())
            .collect();
        assert_eq!(
            names,
            ["c42_i32", "c-7_i8", "c0", "true", "cst", "cst_0", "alloc", "idx3", "false", "cast"]
        );
    }
}
