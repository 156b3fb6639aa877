//! `OpAsmOpInterface::getAsmResultNames` of the ops declared here: the
//! names upstream's printer gives their results (`%c42_i32`, `%cst`,
//! `%alloc`); ops with several result groups get ODS's default names from
//! the generator (`ir::ods::access::name_result_groups`). The text
//! printer's SSA numbering uniques them (`%cst_0`); this module only says
//! which result gets which name.

use ir::{AttrKind, Context, IrArena, OpId, TypeKind, Value};

/// Hands `op`'s result names (see [`result_names`]) to a
/// `getAsmResultNames` callback: what the generated `result_names` hooks
/// of the ops declared with `result_names;` call.
pub fn set_names(ctx: &Context, arena: &IrArena, op: OpId, set: &mut dyn FnMut(u32, &str)) {
    for (i, name) in result_names(ctx, arena, op).unwrap_or_default() {
        if let Ok(i) = u32::try_from(i) {
            set(i, &name);
        }
    }
}

/// Implements the `result_names` hook of each listed op handle with
/// [`set_names`].
macro_rules! result_name_hooks {
    ($($ty:ty),* $(,)?) => {
        $(
            impl $ty {
                /// `getAsmResultNames`: upstream's names for the results.
                pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
                    set_names(ctx, arena, self.0, set)
                }
            }
        )*
    };
}

result_name_hooks!(
    crate::arith::ops::ConstantOp,
    crate::func::ops::ConstantOp,
    crate::memref::ops::AllocOp,
    crate::memref::ops::AllocaOp,
    crate::memref::ops::AssumeAlignmentOp,
    crate::memref::ops::CastOp,
    crate::memref::ops::DimOp,
    crate::memref::ops::ExtractAlignedPointerAsIndexOp,
    crate::memref::ops::MemorySpaceCastOp,
    crate::memref::ops::ReinterpretCastOp,
    crate::memref::ops::ReshapeOp,
    crate::memref::ops::SubViewOp,
    crate::memref::ops::ViewOp,
    crate::memref::ops::ExpandShapeOp,
    crate::memref::ops::CollapseShapeOp,
    crate::memref::ops::TransposeOp,
    crate::tensor::ops::CastOp,
    crate::tensor::ops::DimOp,
    crate::tensor::ops::ExtractOp,
    crate::tensor::ops::InsertOp,
    crate::tensor::ops::ExtractSliceOp,
    crate::tensor::ops::InsertSliceOp,
    crate::tensor::ops::ExpandShapeOp,
    crate::tensor::ops::CollapseShapeOp,
    crate::tensor::ops::FromElementsOp,
    crate::tensor::ops::ConcatOp,
    crate::tensor::ops::GatherOp,
    crate::tensor::ops::GenerateOp,
    crate::tensor::ops::PadOp,
    crate::tensor::ops::ReshapeOp,
    crate::tensor::ops::ScatterOp,
    crate::tensor::ops::SplatOp,
    crate::tensor::ops::RankOp,
    crate::index::ops::ConstantOp,
    crate::index::ops::BoolConstantOp,
    crate::complex::ops::ConstantOp,
    crate::vector::ops::VectorScaleOp,
);

/// Name hints for `op`'s results: (result number, name), in the order
/// upstream sets them; `None` when the op names none.
pub fn result_names(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<(usize, String)>> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let fixed = |names: &[&str]| Some(names.iter().enumerate().map(|(i, n)| (i, n.to_string())).collect());
    match name {
        "arith.constant" => Some(vec![(0, constant_name(ctx, arena, op)?)]),
        "func.constant" => fixed(&["f"]),
        "memref.alloc" => fixed(&["alloc"]),
        "memref.alloca" => fixed(&["alloca"]),
        "memref.assume_alignment" => fixed(&["assume_align"]),
        "memref.cast" => fixed(&["cast"]),
        "memref.dim" => fixed(&["dim"]),
        "memref.extract_aligned_pointer_as_index" => fixed(&["intptr"]),
        "memref.memory_space_cast" => fixed(&["memspacecast"]),
        "memref.reinterpret_cast" => fixed(&["reinterpret_cast"]),
        "memref.reshape" => fixed(&["reshape"]),
        "memref.subview" => fixed(&["subview"]),
        "memref.view" => fixed(&["view"]),
        "memref.transpose" => fixed(&["transpose"]),
        "memref.expand_shape" => fixed(&["expand_shape"]),
        "memref.collapse_shape" => fixed(&["collapse_shape"]),
        "tensor.extract" => fixed(&["extracted"]),
        "tensor.insert" => fixed(&["inserted"]),
        "tensor.from_elements" => fixed(&["from_elements"]),
        "tensor.extract_slice" => fixed(&["extracted_slice"]),
        "tensor.insert_slice" => fixed(&["inserted_slice"]),
        "tensor.cast" => fixed(&["cast"]),
        "tensor.dim" => fixed(&["dim"]),
        "tensor.expand_shape" => fixed(&["expanded"]),
        "tensor.collapse_shape" => fixed(&["collapsed"]),
        "tensor.pad" => fixed(&["padded"]),
        "tensor.splat" => fixed(&["splat"]),
        "tensor.generate" => fixed(&["generated"]),
        "tensor.reshape" => fixed(&["reshape"]),
        "tensor.concat" => fixed(&["concat"]),
        "tensor.rank" => fixed(&["rank"]),
        "tensor.gather" => fixed(&["gather"]),
        "tensor.scatter" => fixed(&["scatter"]),
        "complex.constant" => fixed(&["cst"]),
        "vector.vscale" => fixed(&["vscale"]),
        "index.constant" => {
            let value = ir::ods::access::inherent(ctx, arena, op, "value")?;
            Some(vec![(0, format!("idx{}", ir::ods::pred::int_value(ctx, value)?))])
        }
        "index.bool.constant" => {
            let value = ir::ods::access::inherent(ctx, arena, op, "value")?;
            Some(vec![(0, (ir::ods::pred::int_value(ctx, value)? != 0).to_string())])
        }
        _ => None,
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
    use super::*;

    #[test]
    fn names_match_upstream() {
        let ctx = crate::driver::new_context(&crate::driver::Options {
            allow_unregistered: true,
            ..Default::default()
        });
        let src = "%0 = arith.constant 42 : i32\n%1 = arith.constant -7 : i8\n%2 = arith.constant 0 : index\n\
                   %3 = arith.constant true\n%4 = arith.constant 1.5 : f32\n%5 = arith.constant dense<1> : vector<2xi32>\n\
                   %6 = memref.alloc() : memref<4xf32>\n";
        let m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
        let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
        let names: Vec<String> = m
            .arena
            .block_ops(body)
            .map(|op| result_names(&ctx, &m.arena, op).expect("named")[0].1.clone())
            .collect();
        assert_eq!(names, ["c42_i32", "c-7_i8", "c0", "true", "cst", "cst", "alloc"]);
    }
}
