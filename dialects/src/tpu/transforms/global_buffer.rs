//! The global buffers `address-assign` gives ops before placing activations (TPU-MLIR's
//! `populateGlobalBufferBM168xPatterns`), for the ops rods generates: a `tpu.Permute`
//! whose last dimension stays last after simplification ([`simplify_permute`]; e.g.
//! `0,2,1,3`) gets a `tpu.Buffer` (GMEM) of `tensor<B x T>`, `B` the input's size in
//! bytes and `T` its storage type (TPU-MLIR's `getStorageType`: f32, f16 or bf16),
//! located `<permute name>_buffer`, right before it, as its `buffer` operand (TPU-MLIR's
//! transpose library asks for one there; swept on 0213, and in F16 and BF16 on 1023 and
//! 0321). A `top.None` left unused is erased, as the greedy rewriter does.

use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId};

use crate::top::ops::NoneOp;
use crate::tpu::ops::{BufferOp, PermuteOp};

/// A permutation with size-1 dimensions dropped and dimensions that stay neighbours
/// merged: the merged sizes (in input order) and the order of the merged dimensions.
pub fn simplify_permute(shape: &[u64], order: &[usize]) -> (Vec<u64>, Vec<usize>) {
    let kept: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&d| shape.get(d).is_some_and(|&s| s != 1))
        .collect();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for d in kept {
        match groups.last_mut() {
            Some(g) if g.last().is_some_and(|&l| l + 1 == d) => g.push(d),
            _ => groups.push(vec![d]),
        }
    }
    let mut by_input: Vec<usize> = (0..groups.len()).collect();
    by_input.sort_by_key(|&g| groups[g][0]);
    let dims = by_input
        .iter()
        .map(|&g| groups[g].iter().map(|&d| shape[d]).product())
        .collect();
    let new_order = (0..groups.len())
        .map(|g| by_input.iter().position(|&x| x == g).unwrap_or(0))
        .collect();
    (dims, new_order)
}

/// Whether TPU-MLIR's permute keeps rows whole (the last merged dimension stays last,
/// something moves): a single strided copy, with a global buffer.
pub fn permute_keeps_rows(shape: &[u64], order: &[usize]) -> bool {
    let (_, simple) = simplify_permute(shape, order);
    simple.len() >= 3 && simple.last() == Some(&(simple.len() - 1))
}

/// Adds the buffers to the ops of `block`.
pub(crate) fn run(ctx: &Context, arena: &mut IrArena, block: ir::BlockId) -> Result<(), Diagnostic> {
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    for op in ops {
        let Some(p) = PermuteOp::cast(ctx, arena, op) else {
            continue;
        };
        let buffer = p.buffer(ctx, arena);
        if !matches!(ctx.type_kind(arena.value_type(buffer)), ir::TypeKind::None) {
            continue;
        }
        let input = p.input(ctx, arena);
        let (shape, element) = match ctx.type_kind(arena.value_type(input)) {
            ir::TypeKind::RankedTensor { shape, element, .. } => (shape.to_vec(), *element),
            _ => continue,
        };
        let dims: Vec<u64> = shape.iter().map(|&d| d.max(0) as u64).collect();
        let order: Vec<usize> = p
            .order(ctx, arena)
            .unwrap_or_default()
            .iter()
            .filter_map(|&d| usize::try_from(d).ok())
            .collect();
        if !permute_keeps_rows(&dims, &order) {
            continue;
        }
        let storage = crate::quant::storage_type(ctx, element);
        let bits = match ctx.type_kind(storage) {
            ir::TypeKind::Integer { width, .. } => u64::from(*width),
            ir::TypeKind::Float(f) => u64::from(f.bit_width()),
            _ => continue,
        };
        let bytes = (dims.iter().product::<u64>() * bits).div_ceil(8);
        let buffer_type = ctx.get_type(ir::TypeKind::RankedTensor {
            shape: vec![bytes as i64],
            element: storage,
            encoding: None,
        });
        let name = match ctx.attr_kind(arena.op_loc(op)) {
            ir::AttrKind::NameLoc { name, .. } => String::from_utf8_lossy(ctx.string_value(*name)).into_owned(),
            _ => String::new(),
        };
        let loc = ctx.name_loc(format!("{name}_buffer").as_bytes(), None);
        let mut state = OpState::new();
        state.results(&[buffer_type]);
        let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
        let created = ir::ods::build::create(&mut b, BufferOp::schema(), state)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
        arena.insert_op_before(created, op);
        let new_value = arena.result(created, 0);
        arena.set_operand(ir::Use { op, operand: 1 }, new_value);
        if let Some(none) = arena
            .defining_op(buffer)
            .filter(|&d| NoneOp::cast(ctx, arena, d).is_some())
        {
            if arena.use_empty(buffer) {
                arena.erase_op(none);
            }
        }
    }
    Ok(())
}
