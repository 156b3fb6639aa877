//! `one-shot-bufferize` (upstream `OneShotBufferizePass`,
//! `OneShotModuleBufferize.cpp`): tensors become buffers in one pass. The
//! analysis ([`analysis`]) decides which tensor operands bufferize in
//! place; the copies it asks for are made explicit as
//! `bufferization.alloc_tensor` ops ([`copies`]); then every op is
//! rewritten on memrefs ([`rewrite`]) through the hooks each dialect
//! registers for its ops ([`interface`]). With
//! `bufferize-function-boundaries`, functions are analyzed and bufferized
//! callees first, their arguments become memrefs (a fully dynamic layout
//! by default) and, with `infer-layout-map`, result types take the layout
//! of the returned buffers.

pub mod analysis;
mod conflicts;
pub mod copies;
pub mod interface;
mod order;
pub mod rewrite;

use crate::common::pass::pass_identity;
use analysis::Analysis;
use ir::call::Callee;
use ir::interfaces::{CallOpInterfaceRef, FunctionOpInterfaceRef};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Context, Diagnostic, IrArena, OpId};
use std::collections::HashMap;

/// `LayoutMapOption`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LayoutMap {
    /// `infer-layout-map`.
    InferLayoutMap,
    /// `identity-layout-map`.
    IdentityLayoutMap,
    /// `fully-dynamic-layout-map`.
    FullyDynamicLayoutMap,
}

impl LayoutMap {
    fn parse(key: &str, value: &str) -> Result<LayoutMap, String> {
        match value {
            "infer-layout-map" => Ok(LayoutMap::InferLayoutMap),
            "identity-layout-map" => Ok(LayoutMap::IdentityLayoutMap),
            "fully-dynamic-layout-map" => Ok(LayoutMap::FullyDynamicLayoutMap),
            _ => Err(format!("for the --{key} option: Cannot find option named '{value}'!")),
        }
    }

    fn name(self) -> &'static str {
        match self {
            LayoutMap::InferLayoutMap => "infer-layout-map",
            LayoutMap::IdentityLayoutMap => "identity-layout-map",
            LayoutMap::FullyDynamicLayoutMap => "fully-dynamic-layout-map",
        }
    }
}

/// The options of the pass (`OneShotBufferizationOptions`).
#[derive(Clone, Debug)]
pub struct Options {
    /// `bufferize-function-boundaries`.
    pub function_boundaries: bool,
    /// `function-boundary-type-conversion`.
    pub function_boundary_type_conversion: LayoutMap,
    /// `unknown-type-conversion`.
    pub unknown_type_conversion: LayoutMap,
    /// `allow-return-allocs-from-loops`.
    pub allow_return_allocs_from_loops: bool,
    /// `allow-unknown-ops`.
    pub allow_unknown_ops: bool,
    /// `buffer-alignment`.
    pub buffer_alignment: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            function_boundaries: false,
            function_boundary_type_conversion: LayoutMap::InferLayoutMap,
            unknown_type_conversion: LayoutMap::FullyDynamicLayoutMap,
            allow_return_allocs_from_loops: false,
            allow_unknown_ops: false,
            buffer_alignment: 64,
        }
    }
}

/// Ops upstream bufferizes that rods' pass does not handle yet: they fail
/// with a clear error instead of "op was not bufferized".
pub(crate) fn unsupported(name: &str) -> bool {
    matches!(
        name,
        "tensor.concat"
            | "tensor.splat"
            | "tensor.reshape"
            | "tensor.rank"
            | "tensor.parallel_insert_slice"
            | "scf.while"
            | "scf.forall"
            | "scf.execute_region"
            | "scf.index_switch"
            | "arith.select"
            | "bufferization.dealloc_tensor"
            | "linalg.softmax"
    )
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct OneShotBufferize {
    /// Its options.
    pub options: Options,
}

impl Pass for OneShotBufferize {
    pass_identity!("one-shot-bufferize", "OneShotBufferizePass", anchor "builtin.module");
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), ir::pass::PassOptionError> {
        let o = &mut self.options;
        match key {
            "bufferize-function-boundaries" => o.function_boundaries = ir::passes::parse_bool(key, value)?,
            "allow-return-allocs-from-loops" => o.allow_return_allocs_from_loops = ir::passes::parse_bool(key, value)?,
            "allow-unknown-ops" => o.allow_unknown_ops = ir::passes::parse_bool(key, value)?,
            "function-boundary-type-conversion" => o.function_boundary_type_conversion = LayoutMap::parse(key, value)?,
            "unknown-type-conversion" => o.unknown_type_conversion = LayoutMap::parse(key, value)?,
            "buffer-alignment" => {
                o.buffer_alignment = value
                    .parse()
                    .map_err(|_| format!("for the --{key} option: '{value}' value invalid for ulong argument!"))?
            }
            _ => return Err(ir::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        let o = &self.options;
        format!(
            "allow-return-allocs-from-loops={} allow-unknown-ops={} bufferize-function-boundaries={} function-boundary-type-conversion={} unknown-type-conversion={} buffer-alignment={}",
            o.allow_return_allocs_from_loops,
            o.allow_unknown_ops,
            o.function_boundaries,
            o.function_boundary_type_conversion.name(),
            o.unknown_type_conversion.name(),
            o.buffer_alignment
        )
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        run_one_shot(ctx, arena, op, &self.options)
    }
}

/// Runs one-shot bufferization on `module`.
pub fn run_one_shot(ctx: &Context, arena: &mut IrArena, module: OpId, options: &Options) -> Result<(), PassFailure> {
    let failure = |diagnostics: Vec<Diagnostic>| PassFailure { diagnostics };
    let mut analysis = Analysis::new(ctx, arena, module, options);
    let mut funcs = Vec::new();
    if options.function_boundaries {
        let (ordered, remaining) = functions_by_calls(ctx, arena, module);
        for &f in &ordered {
            analysis.analyze(ctx, arena, options, f).map_err(failure)?;
            analysis.record_function(ctx, arena, options, f);
        }
        for &f in &remaining {
            analysis.analyze(ctx, arena, options, f).map_err(failure)?;
        }
        funcs.extend(ordered);
        funcs.extend(remaining);
    } else {
        analysis.analyze(ctx, arena, options, module).map_err(failure)?;
    }
    copies::insert_tensor_copies(ctx, arena, &analysis, options, module)?;
    if !options.function_boundaries {
        rewrite::Bufferizer::new(ctx, arena, &analysis, options, module).run(module)?;
        return Ok(());
    }
    let mut symbol_counter = 0;
    for f in funcs {
        let mut bz = rewrite::Bufferizer::new(ctx, arena, &analysis, options, module);
        bz.symbol_counter = symbol_counter;
        bz.run(f)?;
        symbol_counter = bz.symbol_counter;
        if options.function_boundary_type_conversion == LayoutMap::InferLayoutMap {
            crate::func::bufferize::fold_memref_casts(ctx, arena, f);
        }
    }
    for f in module_functions(ctx, arena, module) {
        crate::func::bufferize::remove_bufferization_attributes(ctx, arena, f);
    }
    Ok(())
}

/// `getFuncOpsOrderedByCalls`: the functions of `module`, callees before
/// their callers (calls to functions without tensors in their signature
/// do not count), and the functions in call cycles. Calls are the
/// `CallOpInterface` ops calling a symbol that names a function of the module
/// (upstream's `getCalledFunction`).
fn functions_by_calls(ctx: &Context, arena: &IrArena, module: OpId) -> (Vec<OpId>, Vec<OpId>) {
    let funcs: Vec<OpId> = module_functions(ctx, arena, module);
    let mut called_by: HashMap<OpId, Vec<OpId>> = HashMap::new();
    let mut pending: HashMap<OpId, usize> = HashMap::new();
    let mut tables = ir::symbol::SymbolTableCollection::new();
    for &f in &funcs {
        pending.insert(f, 0);
        for op in arena.walk_preorder(f) {
            let Some(call) = CallOpInterfaceRef::get(ctx, arena, op) else {
                continue;
            };
            let Some(Callee::Symbol(symbol)) = call.callable_for_callee(ctx, arena) else {
                continue;
            };
            let callee = tables.lookup_nearest_symbol_from(ctx, arena, op, symbol);
            let Some(callee) = callee.filter(|c| funcs.contains(c)) else {
                continue;
            };
            if !has_tensor_signature(ctx, arena, callee) {
                continue;
            }
            let callers = called_by.entry(callee).or_default();
            if !callers.contains(&f) {
                callers.push(f);
                *pending.entry(f).or_default() += 1;
            }
        }
    }
    let mut worklist: Vec<OpId> = funcs.iter().copied().filter(|f| pending.get(f) == Some(&0)).collect();
    let mut ordered = Vec::new();
    while let Some(f) = worklist.pop() {
        ordered.push(f);
        pending.remove(&f);
        for &caller in called_by.get(&f).map(Vec::as_slice).unwrap_or_default() {
            if let Some(n) = pending.get_mut(&caller) {
                *n -= 1;
                if *n == 0 {
                    worklist.push(caller);
                }
            }
        }
    }
    let remaining = funcs.into_iter().filter(|f| pending.contains_key(f)).collect();
    (ordered, remaining)
}

/// Whether the function `func` takes or returns a tensor.
pub(crate) fn has_tensor_signature(ctx: &Context, arena: &IrArena, func: OpId) -> bool {
    FunctionOpInterfaceRef::get(ctx, arena, func).is_some_and(|f| {
        let f = ir::interfaces::CallableOpInterfaceRef::from(f);
        let types = f
            .argument_types(ctx, arena)
            .into_iter()
            .chain(f.result_types(ctx, arena));
        types.into_iter().any(|t| analysis::is_tensor(ctx, t))
    })
}

/// The functions directly in `module`: the ops implementing
/// `FunctionOpInterface`.
fn module_functions(ctx: &Context, arena: &IrArena, module: OpId) -> Vec<OpId> {
    let Some(&region) = arena.regions(module).first() else {
        return Vec::new();
    };
    arena
        .region_blocks(region)
        .iter()
        .flat_map(|&b| arena.block_ops(b).collect::<Vec<_>>())
        .filter(|&o| FunctionOpInterfaceRef::get(ctx, arena, o).is_some())
        .collect()
}
