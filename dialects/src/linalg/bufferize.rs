//! One-shot bufferization of the destination-style linalg ops (upstream
//! linalg `BufferizableOpInterfaceImpl.cpp`): every structured op
//! (`linalg.generic`, the named ops, `fill`, ...) reads the operands its
//! body uses, writes its inits, and its results are its inits' buffers.
//! Bufferized, the op takes buffers for its tensor operands, keeps its
//! attributes and body, and has no results.

use super::ops;
use crate::bufferization::one_shot::analysis::{is_tensor, State};
use crate::bufferization::one_shot::interface::{dps_aliasing_values, dps_writes, Alias};
use crate::bufferization::one_shot::rewrite::Bufferizer;
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use ir::affine::AffineMap;
use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::{AttrKind, Context, Diagnostic, IrArena, OpId, OpSpec, Use, Value};

/// `BufferizableOpInterface` for the structured ops listed after `$table:`
/// (all through [`StructuredModel`]), and `$table`, their attach functions.
macro_rules! structured_models {
    ($table:ident: $($op:ident),* $(,)?) => {
        $(
            impl BufferizableOpInterface for ops::$op {
                fn reads(self, st: &State<'_>, u: Use) -> bool {
                    StructuredModel.reads(st, u)
                }
                fn writes(self, st: &State<'_>, u: Use) -> bool {
                    StructuredModel.writes(st, u)
                }
                fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
                    StructuredModel.aliasing_values(st, u)
                }
                fn elementwise_access(self, st: &State<'_>, uses: &[Use]) -> bool {
                    StructuredModel.elementwise_access(st, uses)
                }
                fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
                    StructuredModel.bufferize(bz, self.0)
                }
            }
        )*

        /// Attaches the models of the ops listed with it.
        const $table: &[fn(&Context)] = &[$(BufferizableOpInterfaceMethods::attach::<ops::$op>),*];
    };
}

super::core_structured_ops!(structured_models! CORE_MODELS:);
super::opdsl_structured_ops!(structured_models! OPDSL_MODELS:);
structured_models!(DST_STYLE_MODELS: MapOp, ReduceOp, TransposeOp, BroadcastOp);

/// Attaches the `BufferizableOpInterface` external models of the structured
/// ops (those with `getDpsInits`; MLIR's
/// `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &Context) {
    for attach in CORE_MODELS.iter().chain(OPDSL_MODELS).chain(DST_STYLE_MODELS) {
        attach(ctx);
    }
}

/// The number of inputs (non-init operands) of a structured op
/// (`getNumDpsInputs`).
fn num_inputs(ctx: &Context, arena: &IrArena, op: OpId) -> usize {
    DestinationStyleOpInterfaceRef::get(ctx, arena, op).map_or(arena.num_operands(op), |d| {
        arena.num_operands(op).saturating_sub(d.num_dps_inits(ctx, arena))
    })
}

/// A destination-style structured op.
struct StructuredModel;

/// The interface methods every structured op shares.
impl StructuredModel {
    /// `payloadUsesValueForOperand`.
    fn reads(&self, st: &State<'_>, u: Use) -> bool {
        let block = st
            .arena
            .regions(u.op)
            .first()
            .and_then(|&r| st.arena.region_blocks(r).first().copied());
        match block {
            Some(b) if (u.operand as usize) < st.arena.num_args(b) => {
                !st.arena.use_empty(st.arena.arg(b, u.operand as usize))
            }
            _ => true,
        }
    }
    fn writes(&self, st: &State<'_>, u: Use) -> bool {
        dps_writes(st, u)
    }
    fn aliasing_values(&self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        dps_aliasing_values(st, u)
    }
    /// All loops parallel and identity maps for the tensor operands among
    /// `uses` (`linalg.generic`, `linalg.map` and the OpDSL named ops; the
    /// other ops answer no).
    fn elementwise_access(&self, st: &State<'_>, uses: &[Use]) -> bool {
        let (ctx, arena) = (st.ctx, st.arena);
        let Some(&first) = uses.first() else { return false };
        let Some(maps) = parallel_maps(ctx, arena, first.op) else {
            return false;
        };
        uses.iter().all(|u| {
            !is_tensor(ctx, arena.value_type(st.value_of(*u)))
                || maps.get(u.operand as usize).is_some_and(|m| m.is_identity())
        })
    }
    fn bufferize(&self, bz: &mut Bufferizer<'_>, op: OpId) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = bz.arena.operands(op).collect();
        if operands.iter().any(|&v| {
            matches!(
                bz.ctx.type_kind(bz.arena.value_type(v)),
                ir::TypeKind::MemRef { .. } | ir::TypeKind::UnrankedMemRef { .. }
            )
        }) {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                op,
                "op does not have pure tensor semantics",
            ));
        }
        let n = num_inputs(bz.ctx, bz.arena, op);
        let mut new_operands = Vec::with_capacity(operands.len());
        for (i, &v) in operands.iter().enumerate().take(n) {
            if is_tensor(bz.ctx, bz.arena.value_type(v)) {
                new_operands.push(bz.operand_buffer(op, i)?);
            } else {
                new_operands.push(v);
            }
        }
        let mut outputs = Vec::new();
        for i in n..operands.len() {
            let b = bz.operand_buffer(op, i)?;
            outputs.push(b);
        }
        new_operands.extend(&outputs);
        let regions = bz.take_regions(op);
        let spec = OpSpec {
            name: bz.arena.op_name(op),
            loc: bz.arena.op_loc(op),
            operands: new_operands,
            result_types: Vec::new(),
            successors: Vec::new(),
            regions,
            properties: bz.arena.properties(op),
            attrs: bz.arena.attrs(op),
        };
        let new = bz.arena.create_op(spec);
        bz.arena.insert_op_before(new, op);
        bz.notify_inserted(new);
        let results: Vec<Value> = outputs.into_iter().take(bz.arena.num_results(op)).collect();
        bz.replace_op(op, &results)
    }
}

/// The indexing maps of a structured op whose loops are all parallel
/// (`None` for other ops, or when rods does not know the maps).
fn parallel_maps(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<AffineMap>> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let attr_list = |name: &str| {
        ir::ods::access::inherent(ctx, arena, op, name).and_then(|a| ir::ods::values::as_attr_array(ctx, a))
    };
    match name {
        "linalg.generic" => {
            let iterators = attr_list("iterator_types")?;
            if !iterators
                .iter()
                .all(|&it| super::iterator_type_name(ctx, it).as_deref() == Some("parallel"))
            {
                return None;
            }
            attr_list("indexing_maps")?
                .iter()
                .map(|&m| match ctx.attr_kind(m) {
                    AttrKind::AffineMap(map) => Some(map.clone()),
                    _ => None,
                })
                .collect()
        }
        "linalg.map" => {
            let rank = arena
                .operands(op)
                .last()
                .and_then(|v| ctx.type_kind(arena.value_type(v)).shape().map(<[i64]>::len))?;
            Some(vec![AffineMap::identity(rank as u32); arena.num_operands(op)])
        }
        _ => {
            let spec = super::named::spec(name)?;
            let parallel = match spec.iters {
                super::named::Iters::Fixed(letters) => letters.chars().all(|c| c == 'p'),
                super::named::Iters::RankOfInit => true,
            };
            parallel.then(|| super::named::opdsl_maps(ctx, arena, op, spec))
        }
    }
}
