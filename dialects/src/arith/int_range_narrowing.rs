//! `--arith-int-range-narrowing` (upstream's `IntRangeNarrowingPass`,
//! `mlir/lib/Dialect/Arith/Transforms/IntRangeOptimizations.cpp`): runs the
//! integer range analysis ([`ir::int_range::analysis`]) on the op, then the
//! greedy driver (bottom-up) with upstream's narrowing patterns, trying the
//! widths of the `int-bitwidths-supported` option in their order:
//!
//! - `NarrowElementwise`: an op with the `Elementwise` trait whose operands
//!   and results all have the result type and ranges that fit the narrower
//!   width (all signed, all unsigned, or either) is cloned on operands cast
//!   down, its results cast back (`arith.trunci`/`extsi`/`extui`, or
//!   `index_cast`/`index_castui` from and to `index`; an operand that cannot
//!   be negative is cast unsigned);
//! - `NarrowCmpI`: an `arith.cmpi` whose operands both fit compares them cast
//!   down;
//! - `FoldIndexCastChain`: `index_cast(ui)` of the same cast to `index` of a
//!   value of a supported width and the outer result type is that value.
//!
//! The casts are new to the analysis; the results cast back take the ranges
//! of the results they replace (upstream's `copyIntegerRange`).

use crate::arith::ops::{ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncIOp};
use crate::common::consts::{element_type, is_shaped};
use ir::int_range::analysis::IntRangeAnalysis;
use ir::int_range::{sext, unsigned_max, ConstantIntRanges};
use ir::interfaces::ShapedTypeInterfaceRef;
use ir::ods::OpTrait;
use ir::pass::{DiagnosticSink, Pass, PassContext, PassFailure, PassOptionError};
use ir::rewrite::{
    apply_patterns_greedily, GreedyConfig, IrMapping, OpTable, PatternRewriter, PatternSet, RewritePattern,
};
use ir::{Attr, Context, IrArena, OpId, Type, TypeKind, Value};
use std::sync::{Arc, Mutex};

/// `arith-int-range-narrowing`: integer ops at the narrowest supported width
/// their ranges allow.
#[derive(Clone, Debug, Default)]
pub struct ArithIntRangeNarrowing {
    /// `int-bitwidths-supported`: the widths to narrow to, tried in order.
    pub bitwidths_supported: Vec<u32>,
}

impl Pass for ArithIntRangeNarrowing {
    crate::common::pass::pass_identity!("arith-int-range-narrowing", "ArithIntRangeNarrowing");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), PassOptionError> {
        if key != "int-bitwidths-supported" {
            return Err(PassOptionError::NoSuchOption(key.to_string()));
        }
        let list = value.trim().trim_start_matches('{').trim_end_matches('}');
        self.bitwidths_supported = list
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse::<u32>()
                    .map_err(|_| format!("for the --{key} option: '{s}' value invalid for uint argument!"))
            })
            .collect::<Result<_, _>>()?;
        Ok(())
    }
    fn options_text(&self) -> String {
        let list: Vec<String> = self.bitwidths_supported.iter().map(u32::to_string).collect();
        format!("int-bitwidths-supported={{{}}}", list.join(","))
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let analysis = IntRangeAnalysis::run(ctx, arena, op);
        analysis.reflect(ctx, arena, op);
        let analysis = Arc::new(Mutex::new(analysis));
        let widths = self.bitwidths_supported.clone();
        let mut patterns = PatternSet::new();
        patterns.add(NarrowElementwise {
            analysis: analysis.clone(),
            widths: widths.clone(),
        });
        patterns.add(NarrowCmpI {
            analysis,
            widths: widths.clone(),
        });
        patterns.add(FoldIndexCastChain {
            root: "arith.index_castui",
            widths: widths.clone(),
        });
        patterns.add(FoldIndexCastChain {
            root: "arith.index_cast",
            widths,
        });
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        let outcome = apply_patterns_greedily(ctx, arena, op, &patterns.freeze(ctx), &OpTable::new(ctx), &config);
        pc.emit_all(outcome.diagnostics);
        Ok(())
    }
}

/// The analysis the patterns share.
type Shared = Arc<Mutex<IntRangeAnalysis>>;

/// `collectRanges`: the ranges of `values`, `None` when one is not known.
fn collect_ranges(analysis: &Shared, values: impl IntoIterator<Item = Value>) -> Option<Vec<ConstantIntRanges>> {
    let a = analysis.lock().ok()?;
    values.into_iter().map(|v| a.range(v)).collect()
}

/// Which cast keeps a range's values when narrowing (upstream's `CastKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CastKind {
    None,
    Signed,
    Unsigned,
    Both,
}

/// `getNumSignBits`: how many top bits of `bits` (`width` wide) equal its
/// sign bit.
fn num_sign_bits(width: u32, bits: u128) -> u32 {
    let negative = sext(width, bits) < 0;
    let v = if negative { !bits & unsigned_max(width) } else { bits };
    leading_zeros(width, v)
}

/// `countLeadingZeros` of a `width`-bit value.
fn leading_zeros(width: u32, bits: u128) -> u32 {
    (bits.leading_zeros() + width).saturating_sub(128)
}

/// `checkTruncatability`: how `range`'s values survive truncation to
/// `target` bits.
fn truncatability(range: &ConstantIntRanges, target: u32) -> CastKind {
    let w = range.width();
    if w <= target {
        return CastKind::None;
    }
    let removed = w - target;
    let signed = num_sign_bits(w, range.smin()) > removed && num_sign_bits(w, range.smax()) > removed;
    let unsigned = leading_zeros(w, range.umin()) >= removed && leading_zeros(w, range.umax()) >= removed;
    match (signed, unsigned) {
        (true, true) => CastKind::Both,
        (true, false) => CastKind::Signed,
        (false, true) => CastKind::Unsigned,
        (false, false) => CastKind::None,
    }
}

/// `mergeCastKinds`: the cast kind both allow.
fn merge(a: CastKind, b: CastKind) -> CastKind {
    match (a, b) {
        (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
        (CastKind::Both, k) | (k, CastKind::Both) => k,
        (a, b) if a == b => a,
        _ => CastKind::None,
    }
}

/// The cast kind all of `ranges` allow at `target` bits.
fn merged_truncatability(ranges: &[ConstantIntRanges], target: u32) -> CastKind {
    ranges
        .iter()
        .fold(CastKind::Both, |k, r| merge(k, truncatability(r, target)))
}

/// `getTargetType`: `iN`, or `ty`'s shape of `iN` for a shaped `ty`.
fn target_type(ctx: &Context, ty: Type, width: u32) -> Option<Type> {
    let int = ctx.int_type(width);
    if !is_shaped(ctx, ty) {
        return Some(int);
    }
    let shaped = ty.interface::<ShapedTypeInterfaceRef>(ctx)?;
    Some(shaped.clone_with(ctx, None, int))
}

/// `doCast`: `src` as `dst` (`src` itself when of that type).
fn cast(rw: &mut PatternRewriter<'_>, loc: Attr, src: Value, dst: Type, kind: CastKind) -> Option<Value> {
    let ctx = rw.ctx;
    let from = rw.arena.value_type(src);
    if from == dst {
        return Some(src);
    }
    let (from_elem, to_elem) = (element_type(ctx, from), element_type(ctx, dst));
    let is_index = |t| matches!(ctx.type_kind(t), TypeKind::Index);
    let width = |t| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let built = if is_index(from_elem) || is_index(to_elem) {
        if kind == CastKind::Signed {
            rw.build(loc, |b| IndexCastOp::build(b, dst, src)).map(|o| o.op())
        } else {
            rw.build(loc, |b| IndexCastUIOp::build(b, dst, src)).map(|o| o.op())
        }
    } else if width(to_elem)? < width(from_elem)? {
        rw.build(loc, |b| TruncIOp::build(b, dst, src, None)).map(|o| o.op())
    } else if kind == CastKind::Signed {
        rw.build(loc, |b| ExtSIOp::build(b, dst, src)).map(|o| o.op())
    } else {
        rw.build(loc, |b| ExtUIOp::build(b, dst, src)).map(|o| o.op())
    };
    built.ok().map(|op| rw.arena.result(op, 0))
}

/// Whether `op` has the `Elementwise` trait.
fn is_elementwise(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let info = ctx.op_info(arena.op_name(op));
    info.definition()
        .and_then(|d| d.schema)
        .is_some_and(|s| s.has(|t| matches!(t, OpTrait::Elementwise)))
}

/// `NarrowElementwise`.
struct NarrowElementwise {
    analysis: Shared,
    widths: Vec<u32>,
}

impl RewritePattern for NarrowElementwise {
    fn name(&self) -> &str {
        "NarrowElementwise"
    }
    fn root(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let arena = &*rw.arena;
        if !is_elementwise(rw.ctx, arena, op) || arena.num_results(op) == 0 {
            return false;
        }
        let operands: Vec<Value> = arena.operands(op).collect();
        let results: Vec<Value> = (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect();
        let Some(ranges) = collect_ranges(&self.analysis, operands.iter().chain(&results).copied()) else {
            return false;
        };
        let src_type = arena.value_type(results[0]);
        if results.iter().any(|&r| arena.value_type(r) != src_type)
            || operands.is_empty()
            || operands.iter().any(|&v| arena.value_type(v) != src_type)
        {
            return false;
        }
        for &target in &self.widths {
            let kind = merged_truncatability(&ranges, target);
            if kind == CastKind::None {
                continue;
            }
            let Some(target_ty) = target_type(rw.ctx, src_type, target).filter(|&t| t != src_type) else {
                continue;
            };
            let loc = rw.arena.op_loc(op);
            rw.set_insertion_point_before(op);
            let mut mapping = IrMapping::new();
            for (&arg, range) in operands.iter().zip(&ranges) {
                let arg_kind = if kind == CastKind::Signed && range.smin_value() >= 0 {
                    CastKind::Both
                } else {
                    kind
                };
                let Some(new_arg) = cast(rw, loc, arg, target_ty, arg_kind) else {
                    return false;
                };
                mapping.map(arg, new_arg);
            }
            let new_op = rw.clone_op(op, &mut mapping);
            rw.modify_in_place(new_op, |a| {
                for i in 0..a.num_results(new_op) {
                    a.set_result_type(new_op, i, target_ty);
                }
            });
            let mut new_results = Vec::with_capacity(results.len());
            for (i, &old) in results.iter().enumerate() {
                let narrow = rw.arena.result(new_op, i);
                let Some(back) = cast(rw, loc, narrow, src_type, kind) else {
                    return false;
                };
                if let Ok(mut a) = self.analysis.lock() {
                    a.copy_range(old, back);
                }
                new_results.push(back);
            }
            rw.replace_op(op, &new_results);
            return true;
        }
        false
    }
}

/// `NarrowCmpI`.
struct NarrowCmpI {
    analysis: Shared,
    widths: Vec<u32>,
}

impl RewritePattern for NarrowCmpI {
    fn name(&self) -> &str {
        "NarrowCmpI"
    }
    fn root(&self) -> Option<&str> {
        Some("arith.cmpi")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let operands: Vec<Value> = rw.arena.operands(op).collect();
        let [lhs, rhs] = operands[..] else {
            return false;
        };
        let Some(ranges) = collect_ranges(&self.analysis, [lhs, rhs]) else {
            return false;
        };
        let src_type = rw.arena.value_type(lhs);
        for &target in &self.widths {
            let (lhs_kind, rhs_kind) = (truncatability(&ranges[0], target), truncatability(&ranges[1], target));
            if merge(lhs_kind, rhs_kind) == CastKind::None {
                continue;
            }
            let Some(target_ty) = target_type(rw.ctx, src_type, target).filter(|&t| t != src_type) else {
                continue;
            };
            let loc = rw.arena.op_loc(op);
            rw.set_insertion_point_before(op);
            let (Some(l), Some(r)) = (
                cast(rw, loc, lhs, target_ty, lhs_kind),
                cast(rw, loc, rhs, target_ty, rhs_kind),
            ) else {
                return false;
            };
            let mut mapping = IrMapping::new();
            mapping.map(lhs, l);
            mapping.map(rhs, r);
            let new_op = rw.clone_op(op, &mut mapping);
            let (old, new) = (rw.arena.result(op, 0), rw.arena.result(new_op, 0));
            if let Ok(mut a) = self.analysis.lock() {
                a.copy_range(old, new);
            }
            rw.replace_op(op, &[new]);
            return true;
        }
        false
    }
}

/// `FoldIndexCastChain`: `cast(cast(x: iN) : index) : iN` is `x` for a
/// supported `N`.
struct FoldIndexCastChain {
    root: &'static str,
    widths: Vec<u32>,
}

impl RewritePattern for FoldIndexCastChain {
    fn name(&self) -> &str {
        "FoldIndexCastChain"
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (ctx, arena) = (rw.ctx, &*rw.arena);
        let Some(input) = arena.operands(op).next() else {
            return false;
        };
        let Some(inner) = arena.defining_op(input) else {
            return false;
        };
        if arena.op_name(inner) != arena.op_name(op) {
            return false;
        }
        let Some(src) = arena.operands(inner).next() else {
            return false;
        };
        let ty = arena.value_type(arena.result(op, 0));
        if arena.value_type(src) != ty || !matches!(ctx.type_kind(arena.value_type(input)), TypeKind::Index) {
            return false;
        }
        let supported = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => self.widths.contains(width),
            _ => false,
        };
        if !supported {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}
