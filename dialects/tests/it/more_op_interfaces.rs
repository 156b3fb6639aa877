//! Upstream op interfaces that were once only names in sema (a closed list, now gone)
//! (`src/interfaces.ods`, ifaces3): `OpAsmOpInterface` (what the printer asks
//! for result, block argument and block names, and the parser and printer for
//! the default dialect), `ViewLikeOpInterface` (memref's views and
//! `vector.type_cast`) and `SelectLikeOpInterface` (`arith.select`), and (ifaces4)
//! `ArithFastMathInterface`, `VectorUnrollOpInterface` and
//! `WeightedBranchOpInterface` (`cf.cond_br`), on ops parsed from text; the custom and generic forms
//! printed are mlir-opt-22's (`data/more_op_interfaces`), and the sets of ops
//! implementing each interface are those MLIR 22 declares it on.

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use ir::interfaces::{
    ArithFastMathInterfaceMethods, ArithFastMathInterfaceRef, OpAsmOpInterfaceMethods, OpAsmOpInterfaceRef,
    SelectLikeOpInterfaceMethods, SelectLikeOpInterfaceRef, VectorUnrollOpInterfaceMethods, VectorUnrollOpInterfaceRef,
    ViewLikeOpInterfaceMethods, ViewLikeOpInterfaceRef, WeightedBranchOpInterfaceMethods, WeightedBranchOpInterfaceRef,
};
use ir::text::ParsedModule;
use ir::{Context, OpId};

const DATA: Data = Data("more_op_interfaces");

/// The upstream dialects' ops that registered an implementation of the interface
/// whose method table is `M`, sorted.
fn implementing_ops<M: Copy + Send + Sync + 'static>(ctx: &Context) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = dialects::op_schemas()
        .into_iter()
        .map(|s| s.name)
        .filter(|&name| {
            ctx.registry()
                .lookup(name)
                .is_some_and(|op| ctx.registry().interface::<M>(op).is_some())
        })
        .collect();
    names.sort_unstable();
    names
}

/// The ops of a parsed module named `name`.
fn ops_named(ctx: &Context, m: &ParsedModule, name: &str) -> Vec<OpId> {
    m.arena
        .walk_preorder(m.top)
        .into_iter()
        .filter(|&op| ctx.op_info(m.arena.op_name(op)).name() == name)
        .collect()
}

/// `(op name, answer(op))` for each op of `m`, in order, implementing the
/// interface whose handle is `I`.
fn answers<I: ir::ods::OpInterface, T>(ctx: &Context, m: &ParsedModule, answer: impl Fn(I) -> T) -> Vec<(String, T)> {
    m.arena
        .walk_preorder(m.top)
        .into_iter()
        .filter_map(|op| Some((op, I::get(ctx, &m.arena, op)?)))
        .map(|(op, i)| (ctx.op_info(m.arena.op_name(op)).name().to_string(), answer(i)))
        .collect()
}

fn parsed(ctx: &Context) -> ParsedModule {
    let m = DATA.parse_verified(ctx, "ops.mlir");
    assert_eq!(print(ctx, &m, false), DATA.expected("ops.custom"));
    m
}

/// The names `getAsmResultNames` gives `op`'s results.
fn result_names(ctx: &Context, m: &ParsedModule, op: OpId) -> Vec<(u32, String)> {
    let asm = OpAsmOpInterfaceRef::get(ctx, &m.arena, op).expect("OpAsmOpInterface");
    let mut names = Vec::new();
    asm.asm_result_names(ctx, &m.arena, &mut |i, n| names.push((i, n.to_string())));
    names
}

#[test]
fn op_asm_interface_names_results_block_arguments_and_the_default_dialect() {
    let ctx = all_dialects_and_test();
    let m = parsed(&ctx);
    let first = |name: &str| ops_named(&ctx, &m, name)[0];
    assert_eq!(
        result_names(&ctx, &m, first("memref.alloc")),
        [(0, "alloc".to_string())]
    );
    assert_eq!(result_names(&ctx, &m, first("arith.constant")), [(0, "c0".to_string())]);
    assert_eq!(
        result_names(&ctx, &m, first("arith.addui_extended")),
        [(0, "sum".to_string()), (1, "overflow".to_string())]
    );
    // ODS's names of several result groups (an op not listing the interface).
    assert_eq!(
        result_names(&ctx, &m, first("memref.extract_strided_metadata")),
        [
            (0, "base_buffer".to_string()),
            (1, "offset".to_string()),
            (2, "sizes".to_string()),
            (4, "strides".to_string())
        ]
    );
    let generic = first("linalg.generic");
    let asm = OpAsmOpInterfaceRef::get(&ctx, &m.arena, generic).expect("linalg.generic");
    let region = m.arena.regions(generic)[0];
    let mut args = Vec::new();
    asm.asm_block_argument_names(&ctx, &m.arena, region, &mut |_, i, n| args.push((i, n.to_string())));
    assert_eq!(args, [(0, "in".to_string()), (1, "out".to_string())]);
    let mut blocks = 0;
    asm.asm_block_names(&ctx, &m.arena, &mut |_, _| blocks += 1);
    assert_eq!(blocks, 0);
    let func = OpAsmOpInterfaceMethods::get(&ctx, m.arena.op_name(first("func.func"))).expect("func.func");
    assert_eq!(func.default_dialect(), "func");
    let constant = OpAsmOpInterfaceMethods::get(&ctx, m.arena.op_name(first("arith.constant"))).expect("constant");
    assert_eq!(constant.default_dialect(), "");
    // An op without names has no implementation.
    assert!(OpAsmOpInterfaceRef::get(&ctx, &m.arena, first("arith.select")).is_none());
    let declaring = implementing_ops::<OpAsmOpInterfaceMethods>(&ctx);
    for op in [
        "arith.constant",
        "arith.addui_extended",
        "memref.alloc",
        "memref.assume_alignment",
        "memref.extract_strided_metadata",
        "func.func",
        "linalg.generic",
    ] {
        assert!(declaring.contains(&op), "{op}");
    }
}

#[test]
fn view_like_ops_give_their_source_and_view() {
    let ctx = all_dialects_and_test();
    let m = parsed(&ctx);
    let views: Vec<ViewLikeOpInterfaceRef> = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter_map(|op| ViewLikeOpInterfaceRef::get(&ctx, &m.arena, op))
        .collect();
    assert_eq!(views.len(), 11);
    for v in views {
        let op = v.op();
        assert_eq!(v.view_source(&ctx, &m.arena), m.arena.operand(op, 0));
        assert_eq!(v.view_dest(&ctx, &m.arena), m.arena.result(op, 0));
    }
    // Every op MLIR 22 declares it on (`MemRefOps.td`, `VectorOps.td`).
    assert_eq!(
        implementing_ops::<ViewLikeOpInterfaceMethods>(&ctx),
        [
            "memref.assume_alignment",
            "memref.cast",
            "memref.collapse_shape",
            "memref.expand_shape",
            "memref.extract_strided_metadata",
            "memref.memory_space_cast",
            "memref.reinterpret_cast",
            "memref.reshape",
            "memref.subview",
            "memref.view",
            "vector.type_cast",
        ]
    );
}

#[test]
fn select_gives_its_condition_and_values() {
    let ctx = all_dialects_and_test();
    let m = parsed(&ctx);
    let select = ops_named(&ctx, &m, "arith.select")[0];
    let s = SelectLikeOpInterfaceRef::get(&ctx, &m.arena, select).expect("arith.select");
    assert_eq!(s.condition(&ctx, &m.arena), m.arena.operand(select, 0));
    assert_eq!(s.true_value(&ctx, &m.arena), m.arena.operand(select, 1));
    assert_eq!(s.false_value(&ctx, &m.arena), m.arena.operand(select, 2));
    assert_eq!(implementing_ops::<SelectLikeOpInterfaceMethods>(&ctx), ["arith.select"]);
}

#[test]
fn fast_math_ops_give_their_flags() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "fast_math.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("fast_math.generic"));
    let flags = answers(&ctx, &m, |f: ArithFastMathInterfaceRef| {
        let attr = f.fast_math_flags_attr(&ctx, &m.arena);
        attr.map(|a| ir::text::printer::attr_to_string(&ctx, a))
    });
    let some = |op: &str, f: &str| (op.to_string(), Some(format!("#arith.fastmath<{f}>")));
    assert_eq!(
        flags,
        [
            some("arith.addf", "nnan,ninf"),
            some("arith.mulf", "none"),
            some("arith.cmpf", "fast"),
            ("arith.extf".to_string(), None),
            some("arith.truncf", "contract"),
            some("math.sqrt", "afn"),
            some("math.isnan", "none"),
            some("math.fpowi", "reassoc"),
            some("complex.add", "nsz"),
            some("complex.re", "none"),
            ("complex.powi".to_string(), None),
            some("vector.reduction", "arcp"),
        ]
    );
    let methods = ArithFastMathInterfaceMethods::get(&ctx, m.arena.op_name(ops_named(&ctx, &m, "math.sqrt")[0]))
        .expect("math.sqrt");
    assert_eq!(methods.fast_math_attr_name(), "fastmath");
    // Every op MLIR 22 declares it on (`ArithOps.td`, `MathOps.td`, `ComplexOps.td`,
    // `VectorOps.td`).
    assert_eq!(
        implementing_ops::<ArithFastMathInterfaceMethods>(&ctx),
        UPSTREAM_FAST_MATH
    );
}

/// The ops of MLIR 22 declaring `ArithFastMathInterface` (from its generated
/// `*Ops.h.inc`), sorted.
const UPSTREAM_FAST_MATH: &[&str] = &[
    "arith.addf",
    "arith.cmpf",
    "arith.divf",
    "arith.extf",
    "arith.maximumf",
    "arith.maxnumf",
    "arith.minimumf",
    "arith.minnumf",
    "arith.mulf",
    "arith.negf",
    "arith.remf",
    "arith.scaling_extf",
    "arith.scaling_truncf",
    "arith.subf",
    "arith.truncf",
    "complex.abs",
    "complex.add",
    "complex.angle",
    "complex.atan2",
    "complex.conj",
    "complex.cos",
    "complex.div",
    "complex.exp",
    "complex.expm1",
    "complex.im",
    "complex.log",
    "complex.log1p",
    "complex.mul",
    "complex.neg",
    "complex.pow",
    "complex.powi",
    "complex.re",
    "complex.rsqrt",
    "complex.sign",
    "complex.sin",
    "complex.sqrt",
    "complex.sub",
    "complex.tan",
    "complex.tanh",
    "math.absf",
    "math.acos",
    "math.acosh",
    "math.asin",
    "math.asinh",
    "math.atan",
    "math.atan2",
    "math.atanh",
    "math.cbrt",
    "math.ceil",
    "math.clampf",
    "math.copysign",
    "math.cos",
    "math.cosh",
    "math.erf",
    "math.erfc",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.floor",
    "math.fma",
    "math.fpowi",
    "math.isfinite",
    "math.isinf",
    "math.isnan",
    "math.isnormal",
    "math.log",
    "math.log10",
    "math.log1p",
    "math.log2",
    "math.powf",
    "math.round",
    "math.roundeven",
    "math.rsqrt",
    "math.sin",
    "math.sincos",
    "math.sinh",
    "math.sqrt",
    "math.tan",
    "math.tanh",
    "math.trunc",
    "vector.reduction",
];

#[test]
fn vector_unroll_ops_give_their_unroll_shape() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "vector_unroll.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("vector_unroll.generic"));
    let shapes = answers(&ctx, &m, |u: VectorUnrollOpInterfaceRef| {
        u.shape_for_unroll(&ctx, &m.arena)
    });
    let of = |op: &str, shape: &[i64]| (op.to_string(), Some(shape.to_vec()));
    assert_eq!(
        shapes,
        [
            of("arith.addf", &[4, 8]),
            ("arith.addi".to_string(), None),
            of("math.exp", &[4, 8]),
            of("vector.contract", &[4, 2, 8]),
            of("vector.reduction", &[4]),
            of("vector.multi_reduction", &[4, 8]),
            of("vector.broadcast", &[3, 4]),
            of("vector.fma", &[4, 8]),
            of("vector.transfer_read", &[2, 4]),
            of("vector.transfer_write", &[4, 8]),
            of("vector.load", &[8]),
            of("vector.store", &[4]),
            of("vector.gather", &[4]),
            of("vector.shape_cast", &[32]),
            of("vector.transpose", &[8, 4]),
            of("vector.constant_mask", &[4, 8]),
            of("vector.create_mask", &[6]),
            of("vector.step", &[5]),
            of("arith.select", &[4]),
            ("arith.addui_extended".to_string(), None),
        ]
    );
    // Every op MLIR 22 declares it on (from its generated `*Ops.h.inc`).
    assert_eq!(
        implementing_ops::<VectorUnrollOpInterfaceMethods>(&ctx),
        UPSTREAM_VECTOR_UNROLL
    );
}

/// The ops of MLIR 22 declaring `VectorUnrollOpInterface`, sorted.
const UPSTREAM_VECTOR_UNROLL: &[&str] = &[
    "arith.addf",
    "arith.addi",
    "arith.addui_extended",
    "arith.andi",
    "arith.bitcast",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.cmpf",
    "arith.cmpi",
    "arith.divf",
    "arith.divsi",
    "arith.divui",
    "arith.extf",
    "arith.extsi",
    "arith.extui",
    "arith.floordivsi",
    "arith.fptosi",
    "arith.fptoui",
    "arith.index_cast",
    "arith.index_castui",
    "arith.maximumf",
    "arith.maxnumf",
    "arith.maxsi",
    "arith.maxui",
    "arith.minimumf",
    "arith.minnumf",
    "arith.minsi",
    "arith.minui",
    "arith.mulf",
    "arith.muli",
    "arith.mulsi_extended",
    "arith.mului_extended",
    "arith.negf",
    "arith.ori",
    "arith.remf",
    "arith.remsi",
    "arith.remui",
    "arith.scaling_extf",
    "arith.scaling_truncf",
    "arith.select",
    "arith.shli",
    "arith.shrsi",
    "arith.shrui",
    "arith.sitofp",
    "arith.subf",
    "arith.subi",
    "arith.truncf",
    "arith.trunci",
    "arith.uitofp",
    "arith.xori",
    "math.absf",
    "math.absi",
    "math.acos",
    "math.acosh",
    "math.asin",
    "math.asinh",
    "math.atan",
    "math.atan2",
    "math.atanh",
    "math.cbrt",
    "math.ceil",
    "math.clampf",
    "math.copysign",
    "math.cos",
    "math.cosh",
    "math.ctlz",
    "math.ctpop",
    "math.cttz",
    "math.erf",
    "math.erfc",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.floor",
    "math.fma",
    "math.fpowi",
    "math.ipowi",
    "math.isfinite",
    "math.isinf",
    "math.isnan",
    "math.isnormal",
    "math.log",
    "math.log10",
    "math.log1p",
    "math.log2",
    "math.powf",
    "math.round",
    "math.roundeven",
    "math.rsqrt",
    "math.sin",
    "math.sincos",
    "math.sinh",
    "math.sqrt",
    "math.tan",
    "math.tanh",
    "math.trunc",
    "tosa.apply_scale",
    "vector.broadcast",
    "vector.constant_mask",
    "vector.contract",
    "vector.create_mask",
    "vector.fma",
    "vector.gather",
    "vector.load",
    "vector.multi_reduction",
    "vector.reduction",
    "vector.shape_cast",
    "vector.step",
    "vector.store",
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.transpose",
];

#[test]
fn cond_br_gives_and_sets_its_branch_weights() {
    let ctx = all_dialects_and_test();
    let mut m = DATA.parse_verified(&ctx, "weighted_branch.mlir");
    let branches: Vec<WeightedBranchOpInterfaceRef> = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter_map(|op| WeightedBranchOpInterfaceRef::get(&ctx, &m.arena, op))
        .collect();
    let weights: Vec<Vec<i32>> = branches.iter().map(|b| b.weights(&ctx, &m.arena)).collect();
    assert_eq!(weights, [vec![3, 1], vec![]]);
    branches[1].set_weights(&ctx, &mut m.arena, &[5, 7]);
    assert_eq!(branches[1].weights(&ctx, &m.arena), [5, 7]);
    assert_eq!(print(&ctx, &m, false), DATA.expected("weighted_branch.custom"));
    // MLIR 22 declares it on `cf.cond_br` only (`ControlFlowOps.td`): no op of
    // the `.ods` dialects, and of cf's (declared with `#[op]`, outside
    // `dialects::op_schemas`) only `cond_br`.
    assert!(implementing_ops::<WeightedBranchOpInterfaceMethods>(&ctx).is_empty());
    let cf: Vec<&str> = ["cf.assert", "cf.br", "cf.cond_br", "cf.switch"]
        .into_iter()
        .filter(|name| {
            let op = ctx.registry().lookup(name).expect("cf op");
            WeightedBranchOpInterfaceMethods::get(&ctx, op).is_some()
        })
        .collect();
    assert_eq!(cf, ["cf.cond_br"]);
}
