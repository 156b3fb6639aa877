//! Lowering of a top model to the tpu dialect for one chip, as TPU-MLIR's passes do it
//! (`--processor-assign`, then `--convert-top-to-tpu`), in F32, in symmetric INT8
//! (after `import-calibration-table`; the INT8 part is in `lower_int8`) or in F16 and
//! BF16 (`lower_f16`).
//!
//! `processor-assign` records the target on the module (`module.chip`, `module.mode`,
//! cores, devices, address mode, precision). `convert-top-to-tpu` counts the model's
//! FLOPs, replaces each top op by its tpu op (TPU-MLIR's `lowering_common`: the tpu op
//! gets every attribute of the top op, its own defaults for the rest, string round modes
//! become `#tpu<round_mode ...>`, pools get their `pool_mode`, convolutions
//! `with_bias`; reshapes stay reshapes), gives each MatMul the two `none` operands TPU-MLIR's tpu.MatMul has (one
//! `top.None` at the start of the function), and marks the module `TPU_LOWERED`.
//! `top.Input`, `top.Weight` and `top.None` stay.

use crate::common::pass::pass_identity;
use ir::ods::access::dict_get;
use ir::ods::values::{as_str, bool_attr, int_attr, str_attr};
use ir::ods::{OpBuilder, OpSchema, OpState};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Attr, BlockId, Context, Diagnostic, IrArena, OpId, Value};

use ir::float::FloatKind;

use super::flops::op_flops;
use super::lower_f16;
use super::lower_int8;
use super::lower_int8_ops;
use super::none_value;
use super::ops as top;
use crate::common::entry_block;
use crate::tpu::ops as tpu;

/// The `func.func` ops of a module.
fn functions(ctx: &Context, arena: &IrArena, module: OpId) -> Vec<OpId> {
    entry_block(arena, module)
        .map(|b| {
            arena
                .block_ops(b)
                .filter(|&op| crate::func::ops::FuncOp::cast(ctx, arena, op).is_some())
                .collect()
        })
        .unwrap_or_default()
}

/// Sets entries of `op`'s attribute dictionary (replacing same-named ones).
pub(crate) fn set_attrs(ctx: &Context, arena: &mut IrArena, op: OpId, entries: &[(&str, Attr)]) {
    let mut all: Vec<(Attr, Attr)> = ctx
        .dictionary_entries(arena.attrs(op).unwrap_or_else(|| ctx.empty_dictionary()))
        .to_vec();
    for &(name, value) in entries {
        let key = ctx.string_attr(name.as_bytes());
        match all.iter_mut().find(|(k, _)| *k == key) {
            Some(e) => e.1 = value,
            None => all.push((key, value)),
        }
    }
    arena.set_attrs(op, Some(ctx.dictionary_attr(all)));
}

fn err(arena: &IrArena, op: OpId, message: String) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), message)
}

fn i64_attr(ctx: &Context, v: i64) -> Attr {
    int_attr(ctx, v, "i64").unwrap_or_else(|_| ctx.unit_attr())
}

/// `processor-assign`: the chip and mode the module is compiled for.
#[derive(Clone, Debug)]
pub struct ProcessorAssign {
    chip: String,
    mode: String,
    num_device: i64,
    num_core: i64,
    high_precision: bool,
}

impl Default for ProcessorAssign {
    fn default() -> Self {
        ProcessorAssign {
            chip: "bm1684x".into(),
            mode: "F32".into(),
            num_device: 1,
            num_core: 1,
            high_precision: false,
        }
    }
}

impl Pass for ProcessorAssign {
    pass_identity!("processor-assign", "ProcessorAssignPass", anchor "builtin.module");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        let int = |v: &str| {
            v.parse::<i64>()
                .map_err(|_| format!("`{key}` takes an integer, not `{v}`"))
        };
        match key {
            "chip" => self.chip = value.to_lowercase(),
            "mode" => self.mode = value.to_uppercase(),
            "num_device" => self.num_device = int(value)?,
            "num_core" => self.num_core = int(value)?,
            "high_precision" => self.high_precision = value == "true",
            "addr_mode" => {}
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!(
            "chip={} mode={} num_device={} num_core={} high_precision={}",
            self.chip, self.mode, self.num_device, self.num_core, self.high_precision
        )
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        if self.chip != "bm1684x" {
            return Err(err(
                arena,
                op,
                format!("processor-assign: chip `{}` is not supported (bm1684x is)", self.chip),
            )
            .into());
        }
        let entries = [
            ("module.addr_mode", str_attr(ctx, "basic")),
            ("module.chip", str_attr(ctx, &self.chip)),
            ("module.cores", i64_attr(ctx, self.num_core)),
            ("module.devices", i64_attr(ctx, self.num_device)),
            ("module.high_precision", bool_attr(ctx, self.high_precision)),
            ("module.mode", str_attr(ctx, &self.mode)),
        ];
        set_attrs(ctx, arena, op, &entries);
        Ok(())
    }
}

/// `convert-top-to-tpu`.
#[derive(Clone, Debug, Default)]
pub struct ConvertTopToTpu {
    weight_file: Option<String>,
    asymmetric: bool,
    q_group_size: i64,
    q_symmetric: bool,
    do_winograd: bool,
}

impl Pass for ConvertTopToTpu {
    pass_identity!("convert-top-to-tpu", "ConvertTopToTpu", anchor "builtin.module");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        match key {
            "weightFileName" => self.weight_file = Some(value.to_string()),
            "asymmetric" => self.asymmetric = value == "true",
            "q_symmetric" => self.q_symmetric = value == "true",
            "q_group_size" => {
                self.q_group_size = value
                    .parse()
                    .map_err(|_| format!("`q_group_size` takes an integer, not `{value}`"))?
            }
            "doWinograd" => self.do_winograd = value == "true",
            "matmul_perchannel" | "gelu_mode" => {}
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        let mode = dict_get(ctx, arena.attrs(op), "module.mode").and_then(|a| as_str(ctx, a));
        let half = mode.as_deref().and_then(lower_f16::mode_kind);
        let mode = match (mode.as_deref(), half) {
            (None | Some("F32"), _) => Mode::F32,
            (Some("INT8"), _) if !self.asymmetric => Mode::Int8 {
                do_winograd: self.do_winograd,
            },
            (_, Some(kind)) => Mode::Half(kind),
            (Some(other), None) => {
                return Err(err(
                    arena,
                    op,
                    format!(
                    "convert-top-to-tpu: mode {other}{} is not supported yet (F32, F16, BF16 and symmetric INT8 are)",
                    if self.asymmetric { " (asymmetric)" } else { "" }
                ),
                )
                .into())
            }
        };
        let funcs = functions(ctx, arena, op);
        let flops: i64 = funcs
            .iter()
            .filter_map(|&f| entry_block(arena, f))
            .flat_map(|b| arena.block_ops(b).collect::<Vec<_>>())
            .map(|o| op_flops(ctx, arena, o))
            .sum();
        for f in funcs {
            lower_function(ctx, arena, f, mode)?;
        }
        let name = ir::ods::access::inherent(ctx, arena, op, "sym_name").and_then(|a| as_str(ctx, a));
        let weight_file = self
            .weight_file
            .clone()
            .unwrap_or_else(|| format!("{}_tpu_weights.npz", name.unwrap_or_else(|| "model".into())));
        let entries = [
            ("module.FLOPs", i64_attr(ctx, flops)),
            ("module.asymmetric", bool_attr(ctx, self.asymmetric)),
            ("module.q_group_size", i64_attr(ctx, self.q_group_size)),
            ("module.q_symmetric", bool_attr(ctx, self.q_symmetric)),
            ("module.state", str_attr(ctx, "TPU_LOWERED")),
            ("module.weight_file", str_attr(ctx, &weight_file)),
        ];
        set_attrs(ctx, arena, op, &entries);
        Ok(())
    }
}

/// What replaces one top op.
struct Lowering {
    schema: &'static OpSchema,
    operands: Vec<Value>,
    extra: Vec<(&'static str, Attr)>,
    /// The result type when it changes (INT8); else the top op's.
    result_type: Option<ir::Type>,
    /// Whether the tpu op gets the top op's attributes (TPU-MLIR's INT8 addition does
    /// not).
    keep_top_attrs: bool,
}

/// The precision `convert-top-to-tpu` lowers a module in (its `module.mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Every op in F32.
    F32,
    /// Symmetric INT8 where an op has an INT8 lowering (with the `doWinograd` option).
    Int8 { do_winograd: bool },
    /// F16 or BF16 (`lower_f16`).
    Half(FloatKind),
}

/// Lowers the top ops of function `f`: in INT8 those that have an INT8 lowering, the
/// others in F32, then the casts between them (`lower_int8`); in F16 and BF16 each op
/// in the 16-bit kind unless TPU-MLIR keeps it F32 (`lower_f16`), then the casts.
fn lower_function(ctx: &Context, arena: &mut IrArena, f: OpId, mode: Mode) -> Result<(), Diagnostic> {
    let Some(block) = entry_block(arena, f) else {
        return Ok(());
    };
    if matches!(mode, Mode::Int8 { .. }) {
        lower_int8::adjust_calibration(ctx, arena, block);
    }
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    for op in ops {
        let lowering = match mode {
            Mode::Int8 { do_winograd } => int8_lowering_of(ctx, arena, block, op, do_winograd)?,
            Mode::Half(kind) => half_lowering_of(ctx, arena, block, op, kind)?,
            Mode::F32 => None,
        };
        let lowering = match lowering {
            Some(l) => l,
            None => match lowering_of(ctx, arena, block, op)? {
                Some(l) => l,
                None => continue,
            },
        };
        replace(ctx, arena, op, lowering)?;
    }
    if mode != Mode::F32 {
        lower_int8::insert_casts(ctx, arena, block)?;
        crate::func::update_function_type(ctx, arena, f);
    }
    Ok(())
}

/// The F16 or BF16 lowering of `op` (`lower_f16`), or `None` when it stays F32 or is
/// not lowered (inputs, weights).
fn half_lowering_of(
    ctx: &Context,
    arena: &mut IrArena,
    block: BlockId,
    op: OpId,
    kind: FloatKind,
) -> Result<Option<Lowering>, Diagnostic> {
    if lower_f16::stays_f32(ctx, arena, op, kind) || arena.num_results(op) != 1 {
        return Ok(None);
    }
    let Some(mut lowering) = lowering_of(ctx, arena, block, op)? else {
        return Ok(None);
    };
    lowering.operands = lower_f16::half_operands(ctx, arena, op, &lowering.operands, kind)?;
    let ty = arena.value_type(arena.result(op, 0));
    lowering.result_type = Some(lower_f16::half_result(ctx, arena, op, ty, kind)?);
    Ok(Some(lowering))
}

/// The INT8 lowering of `op`, or `None` when it has none (then it is lowered in F32).
fn int8_lowering_of(
    ctx: &Context,
    arena: &mut IrArena,
    block: BlockId,
    op: OpId,
    do_winograd: bool,
) -> Result<Option<Lowering>, Diagnostic> {
    let with = |schema: &'static OpSchema, l: lower_int8::Int8Lowering| Lowering {
        schema,
        operands: l.operands,
        extra: l.extra,
        result_type: Some(l.result_type),
        keep_top_attrs: true,
    };
    if let Some(l) = lower_int8::lower_conv(ctx, arena, op, do_winograd)? {
        return Ok(Some(with(tpu::Conv2DOp::schema(), l)));
    }
    if let Some(mut l) = lower_int8::lower_matmul(ctx, arena, op)? {
        let none = none_value(ctx, arena, block)?;
        l.operands.extend([none, none]);
        return Ok(Some(with(tpu::MatMulOp::schema(), l)));
    }
    if let Some(l) = lower_int8::lower_add(ctx, arena, op)? {
        let mut lowering = with(tpu::AddOp::schema(), l);
        lowering.keep_top_attrs = false;
        return Ok(Some(lowering));
    }
    if let Some(l) = lower_int8_ops::lower_mul(ctx, arena, op)? {
        let mut lowering = with(tpu::MulOp::schema(), l);
        lowering.keep_top_attrs = false;
        return Ok(Some(lowering));
    }
    if let Some(l) = lower_int8_ops::lower_sub(ctx, arena, op)? {
        let mut lowering = with(tpu::SubOp::schema(), l);
        lowering.keep_top_attrs = false;
        return Ok(Some(lowering));
    }
    if let Some(l) = lower_int8_ops::lower_concat(ctx, arena, op)? {
        return Ok(Some(with(tpu::ConcatOp::schema(), l)));
    }
    if let Some(l) = lower_int8::lower_avgpool(ctx, arena, op)? {
        return Ok(Some(with(tpu::Pool2DOp::schema(), l)));
    }
    if let Some(l) = lower_int8_ops::lower_sigmoid(ctx, arena, op)? {
        let mut lowering = with(tpu::LutOp::schema(), l);
        lowering.keep_top_attrs = false;
        return Ok(Some(lowering));
    }
    // TPU-MLIR 1.30.2 lowers a clip in F16 in INT8 models (`docs/int8.md` §23), a
    // subtraction with an input's range beyond its output's (§19) and an addition of
    // inputs whose ranges differ more than 64 times (§15): the result
    // `!quant.calibrated<f16<min:max>>`; `insert_casts` adds the casts to and from f16.
    let in_f16 = top::ClipOp::cast(ctx, arena, op).is_some()
        || lower_int8_ops::sub_in_f16(ctx, arena, op)
        || lower_int8::add_in_f16(ctx, arena, op);
    if in_f16 && arena.num_results(op) == 1 {
        let ty = arena.value_type(arena.result(op, 0));
        if super::quantize::is_calibrated(ctx, ty) {
            if let Some(mut lowering) = lowering_of(ctx, arena, block, op)? {
                lowering.result_type = Some(super::quantize::f16_type(ctx, ty).map_err(|e| err(arena, op, e))?);
                return Ok(Some(lowering));
            }
        }
    }
    // Relu, max pooling, reshapes and permutes: the F32 lowering on the INT8 type of their range.
    let same_op = top::ReluOp::cast(ctx, arena, op).is_some()
        || top::MaxPoolOp::cast(ctx, arena, op).is_some()
        || top::ReshapeOp::cast(ctx, arena, op).is_some()
        || top::PermuteOp::cast(ctx, arena, op).is_some();
    if !same_op || arena.num_results(op) != 1 {
        return Ok(None);
    }
    let ty = arena.value_type(arena.result(op, 0));
    if !super::quantize::is_calibrated(ctx, ty) {
        return Ok(None);
    }
    let Some(mut lowering) = lowering_of(ctx, arena, block, op)? else {
        return Ok(None);
    };
    lowering.result_type = Some(super::quantize::int8_type(ctx, ty).map_err(|e| err(arena, op, e))?);
    Ok(Some(lowering))
}

fn lowering_of(ctx: &Context, arena: &mut IrArena, block: BlockId, op: OpId) -> Result<Option<Lowering>, Diagnostic> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let is_none = |v: Value, arena: &IrArena| matches!(ctx.type_kind(arena.value_type(v)), ir::TypeKind::None);
    let lowering = |schema, operands, extra| {
        Ok(Some(Lowering {
            schema,
            operands,
            extra,
            result_type: None,
            keep_top_attrs: true,
        }))
    };
    if top::InputOp::cast(ctx, arena, op).is_some()
        || top::WeightOp::cast(ctx, arena, op).is_some()
        || top::NoneOp::cast(ctx, arena, op).is_some()
    {
        return Ok(None);
    }
    if let Some(conv) = top::ConvOp::cast(ctx, arena, op) {
        let with_bias = !is_none(conv.bias(ctx, arena), arena);
        return lowering(
            tpu::Conv2DOp::schema(),
            operands,
            vec![("with_bias", bool_attr(ctx, with_bias))],
        );
    }
    if let Some(mm) = top::MatMulOp::cast(ctx, arena, op) {
        let none = none_value(ctx, arena, block)?;
        let operands = vec![
            mm.input(ctx, arena),
            mm.right(ctx, arena),
            mm.bias(ctx, arena),
            none,
            none,
        ];
        return lowering(tpu::MatMulOp::schema(), operands, vec![]);
    }
    if top::AddOp::cast(ctx, arena, op).is_some() {
        return lowering(tpu::AddOp::schema(), operands, vec![]);
    }
    if top::ReluOp::cast(ctx, arena, op).is_some() {
        return lowering(tpu::ReluOp::schema(), operands, vec![]);
    }
    if let Some(l) = extra_ops_lowering(ctx, arena, block, op)? {
        return Ok(Some(l));
    }
    if let Some(reshape) = top::ReshapeOp::cast(ctx, arena, op) {
        if reshape.shape_t(ctx, arena).is_some() {
            return Err(err(
                arena,
                op,
                "'top.Reshape' op with a shape operand has no lowering yet".into(),
            ));
        }
        return lowering(tpu::ReshapeOp::schema(), vec![reshape.input(ctx, arena)], vec![]);
    }
    let pool_mode = if top::MaxPoolOp::cast(ctx, arena, op).is_some() {
        Some(tpu::PoolMode::Max)
    } else if top::AvgPoolOp::cast(ctx, arena, op).is_some() {
        Some(tpu::PoolMode::Avg)
    } else {
        None
    };
    if let Some(mode) = pool_mode {
        let extra = vec![("pool_mode", tpu::PoolModeAttr::get(ctx, mode))];
        return lowering(tpu::Pool2DOp::schema(), operands, extra);
    }
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    if name.starts_with("top.") {
        return Err(err(
            arena,
            op,
            format!("'{name}' op has no F32 lowering to the tpu dialect yet"),
        ));
    }
    Ok(None)
}

/// Replaces `op` by the op `lowering` describes: same results and location, the top
/// op's attributes over the tpu op's defaults, then `lowering.extra`.
fn replace(ctx: &Context, arena: &mut IrArena, op: OpId, lowering: Lowering) -> Result<(), Diagnostic> {
    let loc = arena.op_loc(op);
    let result_types: Vec<ir::Type> = match lowering.result_type {
        Some(ty) => vec![ty],
        None => arena.result_types(op).collect(),
    };
    let top_attrs: Vec<(Attr, Attr)> = arena
        .attrs(op)
        .filter(|_| lowering.keep_top_attrs)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    let mut state = OpState::new();
    state.results(&result_types);
    state.operands(&lowering.operands);
    let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
    let new = ir::ods::build::create(&mut b, lowering.schema, state).map_err(|e| err(arena, op, e.0))?;
    // Top attributes first (TPU-MLIR copies them all), then the lowering's own.
    // TPU-MLIR's `TopLowering` removes the round modes before lowering: the tpu op gets
    // its own default (`HalfAwayFromZero`) where it has one.
    let mut entries: Vec<(String, Attr)> = top_attrs
        .iter()
        .filter(|(k, _)| {
            let name = String::from_utf8_lossy(ctx.string_value(*k));
            !lowering.extra.iter().any(|(e, _)| *e == name) && name != "round_mode" && name != "first_round_mode"
        })
        .map(|(k, v)| (String::from_utf8_lossy(ctx.string_value(*k)).into_owned(), *v))
        .collect();
    entries.extend(lowering.extra.iter().map(|(k, v)| (k.to_string(), *v)));
    let borrowed: Vec<(&str, Attr)> = entries.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    set_attrs(ctx, arena, new, &borrowed);
    arena.insert_op_before(new, op);
    for i in 0..arena.num_results(op) {
        let (from, to) = (arena.result(op, i), arena.result(new, i));
        arena.replace_all_uses(from, to);
    }
    arena.erase_op(op);
    Ok(())
}

/// The F32 lowerings of the ops beyond the first set (TPU-MLIR's `lowering_common_f32`
/// unless said otherwise): `top.Mul`, `top.Sub`, `top.Clip`, `top.Concat` to the tpu op
/// of the same name, `top.Sigmoid` to `tpu.Active` with `mode = SIGMOID` (its `scale`,
/// `bias` and `log` kept), `top.Permute` to `tpu.Permute` with a `none` buffer operand.
fn extra_ops_lowering(
    ctx: &Context,
    arena: &mut IrArena,
    block: BlockId,
    op: OpId,
) -> Result<Option<Lowering>, Diagnostic> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let lowering = |schema, operands, extra| Lowering {
        schema,
        operands,
        extra,
        result_type: None,
        keep_top_attrs: true,
    };
    let l = if top::MulOp::cast(ctx, arena, op).is_some() {
        lowering(tpu::MulOp::schema(), operands, vec![])
    } else if top::SubOp::cast(ctx, arena, op).is_some() {
        lowering(tpu::SubOp::schema(), operands, vec![])
    } else if top::ClipOp::cast(ctx, arena, op).is_some() {
        lowering(tpu::ClipOp::schema(), operands, vec![])
    } else if top::ConcatOp::cast(ctx, arena, op).is_some() {
        lowering(tpu::ConcatOp::schema(), operands, vec![])
    } else if top::SigmoidOp::cast(ctx, arena, op).is_some() {
        let mode = tpu::ActiveModeAttr::get(ctx, tpu::ActiveMode::Sigmoid);
        lowering(tpu::ActiveOp::schema(), operands, vec![("mode", mode)])
    } else if let Some(p) = top::PermuteOp::cast(ctx, arena, op) {
        let none = none_value(ctx, arena, block)?;
        lowering(tpu::PermuteOp::schema(), vec![p.input(ctx, arena), none], vec![])
    } else {
        return Ok(None);
    };
    Ok(Some(l))
}
