//! The hand-written parts of the bufferization dialect (MLIR 22's
//! `BufferizationOps.cpp`): `bufferization.alloc_tensor`'s custom form, the
//! verifiers, `bufferization.dealloc`'s result inference and the
//! `TensorAndBufferMatch` predicate of `to_tensor`/`to_buffer`.

pub mod bufferize;
pub mod one_shot;
pub mod op_attrs;
mod reify;
pub mod run;
crate::common::ods_ops!("bufferization");

use ir::ods::infer::{InferInputs, InferResult};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::types::DYNAMIC;
use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use crate::affine::{all_attrs, cerr};
use crate::bufferization::ops::{AllocTensorOp, DeallocOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp};
use crate::func::{op_error, plain_error};

type PResult<T> = Result<T, Diagnostic>;

/// `typesMatchAfterBufferization` for builtin types
/// (`TensorLikeType::verifyCompatibleBufferType`): the operand and the
/// result (one a tensor, the other a memref) have the same shape and
/// element type; it reports its own errors.
fn tensor_and_buffer_match(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let (Some(v), Some(r)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return Ok(());
    };
    let (a, b) = (ctx.type_kind(arena.value_type(v)), ctx.type_kind(r));
    if a.shape() != b.shape() {
        return Err(plain_error(ctx, arena, op, "shapes do not match"));
    }
    if a.element() != b.element() {
        return Err(plain_error(ctx, arena, op, "element types do not match"));
    }
    Ok(())
}

impl ToTensorOp {
    /// `Bufferization_TensorAndBufferMatch<"result", "buffer">`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        tensor_and_buffer_match(ctx, arena, self.0)
    }
}

impl ToBufferOp {
    /// `Bufferization_TensorAndBufferMatch<"tensor", "buffer">`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        tensor_and_buffer_match(ctx, arena, self.0)
    }
}

/// The segment sizes of an op with `AttrSizedOperandSegments`.
fn segments(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<usize> {
    ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes")
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect()
}

impl AllocTensorOp {
    /// `AllocTensorOp::parse`: `(sizes) [copy(%t)] [size_hint=%n] attr-dict
    /// : tensor-type`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        p.parse_punct(Punct::LParen)?;
        let sizes = if p.parse_optional_punct(Punct::RParen) {
            Vec::new()
        } else {
            let v = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
            v
        };
        let copy = if p.parse_optional_keyword("copy") {
            p.parse_punct(Punct::LParen)?;
            let c = p.parse_operand()?;
            p.parse_punct(Punct::RParen)?;
            Some(c)
        } else {
            None
        };
        let hint = if p.parse_optional_keyword("size_hint") {
            p.parse_punct(Punct::Equal)?;
            Some(p.parse_operand()?)
        } else {
            None
        };
        p.parse_optional_attr_dict(&mut st.attrs)?;
        p.parse_punct(Punct::Colon)?;
        let at = p.offset();
        let ty = p.parse_type()?;
        if !matches!(
            ctx.type_kind(ty),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ) {
            return Err(cerr(p, st, at, "invalid kind of type specified"));
        }
        st.result_types.push(ty);
        let index = ctx.index_type();
        let here = p.offset();
        st.operands
            .extend(p.resolve_operands(&sizes, &vec![index; sizes.len()], here)?);
        if let Some(c) = copy {
            st.operands.push(p.resolve_operand(c, ty)?);
        }
        if let Some(h) = hint {
            st.operands.push(p.resolve_operand(h, index)?);
        }
        let counts = [sizes.len() as i64, copy.is_some() as i64, hint.is_some() as i64];
        let seg = ir::ods::values::dense_array(ctx, &counts, "i32").map_err(|e| cerr(p, st, at, e))?;
        st.properties.push((ctx.string_attr(b"operandSegmentSizes"), seg));
        Ok(())
    }

    /// `AllocTensorOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let ops = p.operands_of(op);
        let seg = segments(ctx, p.arena(), op);
        let n = seg.first().copied().unwrap_or(ops.len()).min(ops.len());
        p.print("(");
        p.print_operands(&ops[..n]);
        p.print(")");
        let mut rest = ops[n..].iter();
        if seg.get(1).copied().unwrap_or(0) > 0 {
            if let Some(&c) = rest.next() {
                p.print(" copy(");
                p.print_operand(c);
                p.print(")");
            }
        }
        if seg.get(2).copied().unwrap_or(0) > 0 {
            if let Some(&h) = rest.next() {
                p.print(" size_hint=");
                p.print_operand(h);
            }
        }
        let attrs: Vec<(Attr, Attr)> = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
        p.print(" : ");
        let ty = p.arena().result_types(op).next();
        if let Some(t) = ty {
            p.print_type(t);
        }
    }

    /// `AllocTensorOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let seg = segments(ctx, arena, op);
        let sizes = seg.first().copied().unwrap_or(0);
        let has_copy = seg.get(1).copied().unwrap_or(0) > 0;
        let ty = arena.value_type(Value::Result { op, index: 0 });
        let err = |m: String| Err(plain_error(ctx, arena, op, m));
        if has_copy && sizes > 0 {
            return err("dynamic sizes not needed when copying a tensor".into());
        }
        let dynamic = ctx
            .type_kind(ty)
            .shape()
            .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
        if !has_copy && dynamic != sizes {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
            ));
        }
        if has_copy && arena.value_type(arena.operand(op, sizes)) != ty {
            return err("expected that `copy` and return type match".into());
        }
        Ok(())
    }
}

impl ir::interfaces::DestinationStyleOpInterface for MaterializeInDestinationOp {
    /// `MaterializeInDestinationOp::getDpsInitsMutable`: the destination when it
    /// is a tensor (then tied to the result), else none.
    fn dps_inits_range(self, ctx: &Context, arena: &IrArena) -> std::ops::Range<usize> {
        let dest = arena
            .operands(self.0)
            .nth(1)
            .map(|v| ctx.type_kind(arena.value_type(v)));
        match dest {
            Some(TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }) => 1..2,
            _ => 0..0,
        }
    }
}

impl ir::interfaces::MemoryEffectsOpInterface for MaterializeInDestinationOp {
    /// `MaterializeInDestinationOp::getEffects`: writes its destination when that
    /// is a memref; none on tensors.
    fn effects(self, ctx: &Context, arena: &IrArena) -> Vec<ir::effects::EffectInstance> {
        let dest = arena.operands(self.0).nth(1);
        dest.filter(|&v| ir::effects::is_base_memref(ctx, arena.value_type(v)))
            .map(|v| ir::effects::EffectInstance::on(ir::effects::MemEffect::Write, v))
            .into_iter()
            .collect()
    }
}

impl MaterializeInDestinationOp {
    /// `MaterializeInDestinationOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let err = |m: &str| Err(op_error(ctx, arena, op, m));
        let source = ctx.type_kind(arena.value_type(arena.operand(op, 0))).clone();
        let dest_ty = arena.value_type(arena.operand(op, 1));
        let dest = ctx.type_kind(dest_ty).clone();
        let is_tensor = matches!(dest, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
        let is_memref = matches!(dest, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. });
        let results: Vec<Type> = arena.result_types(op).collect();
        if !is_tensor && !is_memref {
            return err("'dest' must be a tensor or a memref");
        }
        if is_tensor {
            if results.len() != 1 {
                return err("tensor 'dest' implies exactly one tensor result");
            }
            if results[0] != dest_ty {
                return err("result and 'dest' types must match");
            }
        }
        if is_memref && !results.is_empty() {
            return err("memref 'dest' implies zero results");
        }
        let flag = |n: &str| ir::ods::access::inherent(ctx, arena, op, n).is_some();
        if flag("restrict") && !is_memref {
            return err("'restrict' is valid only for memref destinations");
        }
        if flag("writable") != is_memref {
            return err("'writable' must be specified if and only if the destination is of memref type");
        }
        match (source.shape(), dest.shape()) {
            (Some(s), Some(d)) => {
                if s.len() != d.len() {
                    return err("rank mismatch between source and destination shape");
                }
                if s.iter().zip(d).any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b) {
                    return err("source/destination shapes are incompatible");
                }
            }
            (None, None) => {}
            _ => return err("source/destination shapes are incompatible"),
        }
        Ok(())
    }
}

impl ir::interfaces::InferTypeOpInterface for DeallocOp {
    /// `inferReturnTypes`: one `i1` per retained memref (read through the
    /// op's adaptor, upstream's `InferTypeOpAdaptor` form).
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let retained = inputs.adaptor::<Self>(ctx).retained().len();
        Ok(vec![ctx.int_type(1); retained])
    }
}

impl DeallocOp {
    /// `DeallocOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let seg = segments(ctx, arena, op);
        let count = |i: usize| seg.get(i).copied().unwrap_or(0);
        if count(0) != count(1) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "must have the same number of conditions as memrefs to deallocate",
            ));
        }
        if count(2) != arena.num_results(op) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "must have the same number of updated conditions (results) as retained operands",
            ));
        }
        Ok(())
    }
}
