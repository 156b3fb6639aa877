//! `test-alias-analysis` and `test-alias-analysis-modref`: upstream's test
//! passes of alias analysis (`mlir/test/lib/Analysis/TestAliasAnalysis.cpp`)
//! over [`LocalAliasAnalysis`]. Both print, on the tool's error stream (the
//! pass context's text, [`PassContext::write_text`]), `Testing : <sym_name>`,
//! then for the values of the ops tagged with a `test.ptr` attribute (their
//! results and their regions' block arguments, ops in post-order):
//! `<a> <-> <b>: <AliasResult>` for each pair, or `<op> -> <value>:
//! <ModRefResult>` for each tagged op and value. A value is named by its op's
//! `test.ptr` string (else the op's name) and `#<result>`, or
//! `.region<N>[.block<M>]#<argument>` for a block argument.

use crate::alias_analysis::LocalAliasAnalysis;
use crate::attrs::Attr;
use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use crate::ods::access::{dict_get, inherent};
use crate::pass::{Pass, PassContext, PassFailure};
use crate::AttrKind;

/// `test-alias-analysis`: the alias result of every pair of tagged values
/// (on any op; upstream's `OperationPass<>`, named as its `PassWrapper` names
/// it).
#[derive(Clone, Copy, Default)]
pub struct TestAliasAnalysis;

impl Pass for TestAliasAnalysis {
    crate::pass_identity!("test-alias-analysis", "(anonymous namespace)::TestAliasAnalysisPass");

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let aa = LocalAliasAnalysis;
        pc.write_text(&testing_line(ctx, arena, op));
        let values = tagged_values(ctx, arena, op);
        for (i, &rhs) in values.iter().enumerate() {
            for &lhs in &values[..i] {
                let result = aa.alias(ctx, arena, lhs, rhs);
                let (l, r) = (value_name(ctx, arena, lhs), value_name(ctx, arena, rhs));
                pc.write_text(&format!("{l} <-> {r}: {result}\n"));
            }
        }
        Ok(())
    }
}

/// `test-alias-analysis-modref`: what each tagged op may do to each tagged
/// value.
#[derive(Clone, Copy, Default)]
pub struct TestAliasAnalysisModRef;

impl Pass for TestAliasAnalysisModRef {
    crate::pass_identity!(
        "test-alias-analysis-modref",
        "(anonymous namespace)::TestAliasAnalysisModRefPass"
    );

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let aa = LocalAliasAnalysis;
        pc.write_text(&testing_line(ctx, arena, op));
        let tagged: Vec<OpId> = arena
            .walk_postorder(op)
            .into_iter()
            .filter(|&o| tag(ctx, arena, o).is_some())
            .collect();
        for location in tagged_values(ctx, arena, op) {
            for &o in &tagged {
                let result = aa.mod_ref(ctx, arena, o, location);
                let (name, value) = (op_label(ctx, arena, o), value_name(ctx, arena, location));
                pc.write_text(&format!("{name} -> {value}: {result}\n"));
            }
        }
        Ok(())
    }
}

/// `Testing : <sym_name>` (the attribute as MLIR prints it).
fn testing_line(ctx: &Context, arena: &IrArena, op: OpId) -> String {
    let name = inherent(ctx, arena, op, "sym_name").map_or_else(
        || "<<NULL ATTRIBUTE>>".to_string(),
        |a| crate::text::printer::attr_to_string(ctx, a),
    );
    format!("Testing : {name}\n")
}

/// The `test.ptr` discardable attribute of `op`.
fn tag(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Attr> {
    dict_get(ctx, arena.attrs(op), "test.ptr")
}

/// The results, then the block arguments of every block of every region, of
/// each tagged op in `op` (`op` included), in post-order.
fn tagged_values(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<Value> {
    let mut values = Vec::new();
    for o in arena.walk_postorder(op) {
        if tag(ctx, arena, o).is_none() {
            continue;
        }
        values.extend((0..arena.num_results(o)).map(|i| arena.result(o, i)));
        for &r in arena.regions(o) {
            for &b in arena.region_blocks(r) {
                values.extend((0..arena.num_args(b)).map(|i| arena.arg(b, i)));
            }
        }
    }
    values
}

/// An op's `test.ptr` string, else its name.
fn op_label(ctx: &Context, arena: &IrArena, op: OpId) -> String {
    match inherent(ctx, arena, op, "test.ptr").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => ctx.op_info(arena.op_name(op)).name().to_string(),
    }
}

/// `<op>#<result>`, or `<parent op>.region<N>[.block<M>]#<argument>`.
fn value_name(ctx: &Context, arena: &IrArena, value: Value) -> String {
    match value {
        Value::Result { op, index } => format!("{}#{index}", op_label(ctx, arena, op)),
        Value::Arg { block, index } => {
            let region = arena.block_parent(block);
            let parent = match region.and_then(|r| arena.region_parent(r)) {
                Some(p) => op_label(ctx, arena, p),
                None => "<<UNKNOWN PARENT>>".to_string(),
            };
            let mut name = parent;
            if let Some(r) = region {
                name.push_str(&format!(".region{}", arena.region_index(r)));
                let number = arena.region_blocks(r).iter().position(|&b| b == block).unwrap_or(0);
                if number != 0 {
                    name.push_str(&format!(".block{number}"));
                }
            }
            format!("{name}#{index}")
        }
    }
}
