//! The transformation passes of the core: `canonicalize`, `cse`,
//! `loop-invariant-code-motion` and `symbol-dce`, with MLIR's semantics and
//! options; and upstream's test passes `test-side-effects`,
//! `test-alias-analysis` and `test-alias-analysis-modref`.

pub mod canonicalize;
pub mod cse;
mod dominance;
pub mod loop_invariant_code_motion;
pub mod symbol_dce;
pub mod test_alias_analysis;
pub mod test_side_effects;

use crate::pass::{PassInfo, PassRegistry};

/// Parses a boolean option value as LLVM's command line does.
pub fn parse_bool(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!(
            "for the --{key} option: '{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Parses an integer option value as LLVM's command line does.
pub fn parse_i64(key: &str, value: &str) -> Result<i64, String> {
    value
        .parse::<i64>()
        .map_err(|_| format!("for the --{key} option: '{value}' value invalid for long argument!"))
}

/// Registers every pass of this module.
pub fn register_all(r: &mut PassRegistry) {
    r.register(PassInfo {
        argument: "canonicalize",
        summary: "Canonicalize operations",
        create: || Box::new(canonicalize::Canonicalizer::default()),
    });
    r.register(PassInfo {
        argument: "cse",
        summary: "Eliminate common sub-expressions",
        create: || Box::new(cse::Cse),
    });
    r.register(PassInfo {
        argument: "loop-invariant-code-motion",
        summary: "Hoist loop invariant instructions outside of the loop",
        create: || Box::new(loop_invariant_code_motion::LoopInvariantCodeMotion),
    });
    r.register(PassInfo {
        argument: "symbol-dce",
        summary: "Eliminate dead symbols",
        create: || Box::new(symbol_dce::SymbolDce),
    });
    r.register(PassInfo {
        argument: "test-alias-analysis",
        summary: "Test alias analysis results.",
        create: || Box::new(test_alias_analysis::TestAliasAnalysis),
    });
    r.register(PassInfo {
        argument: "test-alias-analysis-modref",
        summary: "Test alias analysis ModRef results.",
        create: || Box::new(test_alias_analysis::TestAliasAnalysisModRef),
    });
    r.register(PassInfo {
        argument: "test-side-effects",
        summary: "Test side effects interfaces",
        create: || Box::new(test_side_effects::TestSideEffects),
    });
}
