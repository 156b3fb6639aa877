//! `import-calibration-table`: TPU-MLIR's calibration step before INT8 lowering. It
//! reads a calibration table (activation ranges measured on sample inputs) and gives
//! each activation of a top model the element type `!quant.calibrated<f32<min:max>>`.
//!
//! The table is text, one activation per line: `name threshold min max`, the name
//! being the location name of the op that makes it; `#` lines are comments. TPU-MLIR's
//! other blocks (`#weight_scale`, `#int4_th`, fp8 thresholds, `asym_op`, `int4_op`)
//! open with a `#` line naming them; rods reports them as unsupported rather than
//! ignoring them. A line that is neither is an error with its line and column.
//!
//! Ranges follow TPU-MLIR's `getMinMax` (symmetric mode): `[-th, th]` when the measured
//! minimum is negative, `[0, th]` otherwise; `[0, th]` for ops with `do_relu`; `[0, 1]`
//! for sigmoid and softmax; `[-th, th]` for abs; products of an activation with itself
//! or of relu/sigmoid outputs are non-negative; a subtraction's minimum is `-1e-5` when
//! not negative. In asymmetric mode the measured `min` and `max` are used. Activations
//! the table does not name keep their type.

use crate::common::pass::pass_identity;
use std::collections::HashMap;

use ir::ods::access::dict_get;
use ir::ods::values::{as_bool, str_attr};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind};

use super::ops as top;
use super::to_tpu::set_attrs;
use crate::common::{entry_block, loc_name};

/// One activation's measured range.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CaliInfo {
    /// The threshold (largest magnitude to represent).
    pub threshold: f64,
    /// Measured minimum.
    pub min: f64,
    /// Measured maximum.
    pub max: f64,
}

/// A parsed calibration table: activation name to range.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CalibrationTable {
    entries: HashMap<String, CaliInfo>,
}

impl CalibrationTable {
    /// Parses the text of a table; `file` names it in errors (`file:line:col: ...`).
    pub fn parse(file: &str, text: &str) -> Result<CalibrationTable, String> {
        let mut entries = HashMap::new();
        for (index, raw) in text.lines().enumerate() {
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            let at = |col: usize, message: &str| format!("{file}:{}:{col}: {message}", index + 1);
            let trimmed = line.trim_start();
            if trimmed.is_empty() {
                continue;
            }
            if let Some(comment) = trimmed.strip_prefix('#') {
                if let Some(block) = unsupported_block(comment) {
                    return Err(at(
                        1,
                        &format!("calibration table blocks of `{block}` are not supported (INT8 thresholds are)"),
                    ));
                }
                continue;
            }
            let fields: Vec<&str> = trimmed.split_whitespace().collect();
            let numbers: Option<Vec<f64>> = fields
                .get(1..)
                .map(|f| f.iter().filter_map(|x| x.parse().ok()).collect());
            match (fields.as_slice(), numbers.as_deref()) {
                ([name, _, _, _], Some(&[threshold, min, max])) => {
                    entries.insert(name.to_string(), CaliInfo { threshold, min, max });
                }
                _ => {
                    let col = line.len() - trimmed.len() + 1;
                    return Err(at(col, "expected `name threshold min max`"));
                }
            }
        }
        Ok(CalibrationTable { entries })
    }

    /// The range of the activation `name`.
    pub fn get(&self, name: &str) -> Option<CaliInfo> {
        self.entries.get(name).copied()
    }
}

/// The name of a TPU-MLIR table block rods does not read, if `comment` opens one.
fn unsupported_block(comment: &str) -> Option<&'static str> {
    [
        "weight_scale",
        "int4_th",
        "tpu-mlir-fp8",
        "mqbench-fp8",
        "asym_op",
        "int4_op",
    ]
    .into_iter()
    .find(|b| comment.contains(b))
}

/// `import-calibration-table{file=T asymmetric=false}`.
#[derive(Clone, Debug, Default)]
pub struct ImportCalibrationTable {
    file: String,
    asymmetric: bool,
}

impl Pass for ImportCalibrationTable {
    pass_identity!("import-calibration-table", "ImportCalibrationTablePass", anchor "builtin.module");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        match key {
            "file" => self.file = value.to_string(),
            "asymmetric" => self.asymmetric = value == "true",
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!("file={} asymmetric={}", self.file, self.asymmetric)
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        let fail = |message: String| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), message);
        let text = std::fs::read_to_string(&self.file)
            .map_err(|e| fail(format!("cannot read the calibration table `{}`: {e}", self.file)))?;
        let table = CalibrationTable::parse(&self.file, &text).map_err(fail)?;
        import(ctx, arena, op, &table, self.asymmetric)?;
        Ok(())
    }
}

/// Gives every activation of `module` that `table` names its calibrated type, updates
/// the function types, and marks the module `TOP_CALIBRATED`.
pub fn import(
    ctx: &Context,
    arena: &mut IrArena,
    module: OpId,
    table: &CalibrationTable,
    asymmetric: bool,
) -> Result<(), Diagnostic> {
    for op in arena.walk_preorder(module) {
        if !is_activation_op(ctx, arena, op) || arena.num_results(op) != 1 {
            continue;
        }
        let Some(name) = loc_name(ctx, arena.op_loc(op)) else {
            continue;
        };
        let result = arena.result(op, 0);
        let ty = arena.value_type(result);
        let TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } = ctx.type_kind(ty).clone()
        else {
            continue;
        };
        if !matches!(ctx.type_kind(element), TypeKind::Float(_)) {
            continue;
        }
        let info = table.get(&name).unwrap_or_default();
        let (min, max) = min_max(ctx, arena, op, info, asymmetric);
        if min == 0.0 && max == 0.0 {
            continue;
        }
        let calibrated = calibrated_type(ctx, element, min, max)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), e))?;
        let new = ctx.get_type(TypeKind::RankedTensor {
            shape,
            element: calibrated,
            encoding,
        });
        arena.set_result_type(op, 0, new);
    }
    if let Some(body) = entry_block(arena, module) {
        let funcs: Vec<OpId> = arena
            .block_ops(body)
            .filter(|&f| crate::func::ops::FuncOp::cast(ctx, arena, f).is_some())
            .collect();
        for f in funcs {
            crate::func::update_function_type(ctx, arena, f);
        }
    }
    set_attrs(ctx, arena, module, &[("module.state", str_attr(ctx, "TOP_CALIBRATED"))]);
    Ok(())
}

/// Whether `op` makes an activation TPU-MLIR calibrates (`top.Input` and the ops with
/// an inference interface: every top op but weights and `none`).
fn is_activation_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let info = ctx.op_info(arena.op_name(op));
    info.dialect() == "top"
        && top::WeightOp::cast(ctx, arena, op).is_none()
        && top::NoneOp::cast(ctx, arena, op).is_none()
}

/// `!quant.calibrated<E<min:max>>` for the float type `element`.
pub fn calibrated_type(ctx: &Context, element: Type, min: f64, max: f64) -> Result<Type, String> {
    let expressed = ir::text::printer::type_to_string(ctx, element);
    let text = format!(
        "!quant.calibrated<{expressed}<{}:{}>>",
        crate::quant::fmt_double(min),
        crate::quant::fmt_double(max)
    );
    ir::text::parse_type_str(ctx, &text).map_err(|d| format!("cannot make the type `{text}`: {}", d.message))
}

/// TPU-MLIR's `getMinMax`: the range an op's output is given from its table entry.
fn min_max(ctx: &Context, arena: &IrArena, op: OpId, info: CaliInfo, asymmetric: bool) -> (f64, f64) {
    let th = info.threshold;
    let signed_or_zero = if info.min < 0.0 { -th } else { 0.0 };
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    let is = |n: &str| name == n;
    let produced_by = |v: ir::Value, names: &[&str]| {
        arena
            .defining_op(v)
            .is_some_and(|d| names.contains(&ctx.op_info(arena.op_name(d)).name()))
    };
    let (mut min, max) = if is("top.Abs") {
        (-th, th)
    } else if (is("top.Sigmoid") && !attr_true(ctx, arena, op, "log")) || is("top.Softmax") {
        (0.0, 1.0)
    } else if is("top.Mul") {
        let operands: Vec<ir::Value> = arena.operands(op).collect();
        let same = operands.windows(2).all(|w| w[0] == w[1]);
        let positive = operands.iter().all(|&v| produced_by(v, &["top.Sigmoid", "top.Relu"]));
        if same || positive {
            (0.0, th)
        } else {
            (signed_or_zero, th)
        }
    } else if is("top.Sub") {
        (if info.min < 0.0 { -th } else { -1e-5 }, th)
    } else if !asymmetric {
        (signed_or_zero, th)
    } else {
        (info.min, info.max)
    };
    if !is("top.Sub") && attr_true(ctx, arena, op, "do_relu") {
        min = 0.0;
    }
    (min, max)
}

fn attr_true(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> bool {
    dict_get(ctx, arena.attrs(op), name).and_then(|a| as_bool(ctx, a)) == Some(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_parse_with_comments_and_carriage_returns() {
        let t = CalibrationTable::parse(
            "t",
            "# op_name threshold min max\r\nin0 2.75 -2.5 2.75\r\n\nout 4.5 0 4.5\n",
        )
        .unwrap();
        assert_eq!(
            t.get("in0"),
            Some(CaliInfo {
                threshold: 2.75,
                min: -2.5,
                max: 2.75
            })
        );
        assert_eq!(t.get("out").map(|i| i.min), Some(0.0));
        assert_eq!(t.get("missing"), None);
    }

    #[test]
    fn bad_lines_and_unsupported_blocks_are_located_errors() {
        let e = CalibrationTable::parse("t", "in0 1 2 3\n  out 1.0 x 2\n").unwrap_err();
        assert_eq!(e, "t:2:3: expected `name threshold min max`");
        let e = CalibrationTable::parse("t", "in0 1 2 3\n#int4_th\nin0 1 2 3\n").unwrap_err();
        assert!(e.starts_with("t:2:1: calibration table blocks of `int4_th`"), "{e}");
    }
}
