//! rods' dialects, one module per dialect, and the `rods-opt` driver.
//!
//! Each dialect's folder holds everything about its ops: the `.ods`
//! definitions (generated at build time into its `ops` module), the
//! hand-written syntax and verifiers, folders, canonicalization patterns
//! and interface implementations. [`common`] holds what several dialects
//! share; [`driver`] is `rods-opt`. [`top`] and [`tpu`] are TPU-MLIR's
//! dialects, which `backend-tpu` compiles to BM1684X commands. [`register_all`] registers every
//! dialect into a context.

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod common;
pub mod complex;
pub mod dlti;
pub mod driver;
pub mod func;
pub mod index;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod ml_program;
pub mod quant;
pub mod run;
pub mod scf;
pub mod tensor;
pub mod test_dialect;
pub mod top;
pub mod tosa;
pub mod tpu;
pub mod ub;
pub mod vector;

use ir::Context;

/// Declares [`register_ods_ops`] and [`op_schemas`] over the upstream
/// dialects declared in `.ods`, listed once in registration order.
macro_rules! upstream_ods_dialects {
    ($($dialect:ident),* $(,)?) => {
        /// Registers every op declared in the upstream dialects' `.ods` files (and
        /// their dialects), with the dialect attribute hooks they need.
        pub fn register_ods_ops(ctx: &Context) {
            $($dialect::ops::registration::register(ctx);)*
            ctx.add_attr_canonical_hook(complex::number_attr::canonical_attr);
            ctx.add_attr_type_hook(complex::number_attr::number_type);
        }

        /// The schemas of every op declared in the upstream dialects' `.ods` files.
        pub fn op_schemas() -> Vec<&'static ir::ods::OpSchema> {
            [$($dialect::ops::registration::SCHEMAS),*].concat()
        }
    };
}

upstream_ods_dialects!(
    arith,
    func,
    scf,
    memref,
    tosa,
    affine,
    linalg,
    tensor,
    vector,
    math,
    ub,
    index,
    complex,
    bufferization,
    quant,
    ml_program,
    dlti,
);

/// A pass registry with the core passes (`canonicalize`, `cse`, ...) and
/// every pass the dialects define: what `rods-opt --pass-pipeline` knows.
pub fn pass_registry() -> ir::pass::PassRegistry {
    let mut registry = ir::pass::PassRegistry::with_builtin_passes();
    register_passes(&mut registry);
    registry
}

/// Registers every pass the dialects define (the conversions out of TOSA,
/// TPU-MLIR's top and tpu passes) with
/// `registry`, besides the core's.
pub fn register_passes(registry: &mut ir::pass::PassRegistry) {
    use common::pass::info;
    for pass in [
        info::<tosa::to_top::ConvertTosaToTop>("Convert a TOSA model to a TPU-MLIR top model"),
        info::<tosa::to_arith::TosaToArith>("Lower TOSA to the Arith dialect"),
        info::<tosa::to_linalg::TosaToLinalg>("Lower TOSA to LinAlg on tensors"),
        info::<tosa::to_linalg_named::TosaToLinalgNamed>("Lower TOSA to LinAlg named operations"),
        info::<tosa::to_tensor::TosaToTensor>("Lower TOSA to the Tensor dialect"),
        info::<tosa::infer_shapes::TosaInferShapes>("Propagate shapes across TOSA operations"),
        info::<memref::resolve_shaped_type_result_dims::ResolveRankedShapedTypeResultDims>(
            "Resolve memref.dim of result values of ranked shape type",
        ),
        info::<memref::resolve_shaped_type_result_dims::ResolveShapedTypeResultDims>(
            "Resolve memref.dim of result values",
        ),
        info::<arith::int_range_optimizations::IntRangeOptimizations>(
            "Do optimizations based on integer range analysis",
        ),
        info::<arith::int_range_narrowing::ArithIntRangeNarrowing>(
            "Reduce integer operations bitwidth based on integer range analysis",
        ),
        info::<arith::unsigned_when_equivalent::ArithUnsignedWhenEquivalent>(
            "Replace signed ops with unsigned ones where they are proven equivalent",
        ),
        // Upstream's test pass (mlir-opt registers its test passes too).
        info::<func::decompose_call_graph_types::TestDecomposeCallGraphTypes>(
            "Decomposes types at call graph boundaries.",
        ),
        info::<vector::unrolling::test_pass::TestVectorUnrollingPatterns>(
            "Test lowering patterns to unroll contract ops in the vector dialect",
        ),
        info::<vector::unrolling::test_pass::TestVectorTransferUnrollingPatterns>(
            "Test lowering patterns to unroll transfer ops in the vector dialect",
        ),
    ] {
        registry.register(pass);
    }
    affine::register_passes(registry);
    linalg::register_passes(registry);
    scf::register_passes(registry);
    registry.register(info::<bufferization::one_shot::OneShotBufferize>("One-Shot Bufferize"));
    top::register_passes(registry);
    tpu::transforms::register_passes(registry);
}

/// Attaches the `BufferizableOpInterface` external models of the dialects
/// one-shot bufferization knows (each dialect's `bufferize::register`).
pub fn register_bufferization_models(ctx: &Context) {
    arith::bufferize::register(ctx);
    bufferization::bufferize::register(ctx);
    func::bufferize::register(ctx);
    linalg::bufferize::register(ctx);
    scf::bufferize::register(ctx);
    tensor::bufferize::register(ctx);
}

/// Registers every dialect rods knows into `ctx`: the ops (declared in
/// `.ods` or with `#[op]`, with the traits and effects their definitions
/// give), their folders, canonicalization patterns, constant materializers
/// and interface hooks.
pub fn register_all(ctx: &Context) {
    register_ods_ops(ctx);
    top::register(ctx);
    tpu::register(ctx);
    cf::register(ctx);
    quant::register(ctx);
    ml_program::register(ctx);
    dlti::register(ctx);
    linalg::memo::register(ctx);
    common::upstream_extras::register(ctx);
    bufferization::op_attrs::register(ctx);
    register_bufferization_models(ctx);

    common::builtin_facts::register(ctx);
    ub::folds::register(ctx);
    arith::register_folds(ctx);
    arith::casts::register(ctx);
    arith::patterns::register(ctx);
    arith::cmpf::register(ctx);
    cf::folds::register_patterns(ctx);
    func::folds::register(ctx);
    scf::folds::register(ctx);
    scf::folds::for_loop::register(ctx);
    scf::folds::while_loop::register(ctx);
    scf::folds::region::register(ctx);
    scf::folds::parallel::register(ctx);
    scf::folds::forall::register(ctx);
    vector::folds::register(ctx);
    tensor::folds::register(ctx);
    tosa::folds::register(ctx);
    memref::folds::register(ctx);
    index::folds::register(ctx);
    linalg::folds::register(ctx);
    affine::folds::register(ctx);
}
