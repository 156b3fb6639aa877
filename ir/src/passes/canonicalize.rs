//! `canonicalize`: the greedy driver with every registered canonicalization
//! pattern and folder (MLIR's `Canonicalizer` pass and its options).

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::pass::{DiagnosticSink, Pass, PassContext, PassFailure};
use crate::rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, OpTable, PatternSet, RegionSimplify};
use std::sync::Arc;

/// The canonicalizer pass.
#[derive(Clone)]
pub struct Canonicalizer {
    /// Driver configuration (from the options).
    pub config: GreedyConfig,
    /// `test-convergence`: fail when the driver does not converge.
    pub test_convergence: bool,
    /// `disable-patterns`.
    pub disabled: Vec<String>,
    /// `enable-patterns` (empty: all).
    pub enabled: Vec<String>,
    state: Option<Arc<(FrozenPatternSet, OpTable)>>,
}

impl Default for Canonicalizer {
    fn default() -> Self {
        Canonicalizer {
            config: GreedyConfig::canonicalizer(),
            test_convergence: false,
            disabled: Vec::new(),
            enabled: Vec::new(),
            state: None,
        }
    }
}

/// Every canonicalization pattern registered in `ctx`: dialect patterns
/// first, then each op's, ops sorted by name (MLIR's collection order).
pub fn collect_canonicalization_patterns(ctx: &Context) -> PatternSet {
    let mut set = PatternSet::new();
    for (_, t) in ctx.registry().all_dialect_transforms() {
        for p in t.canonicalization {
            p(ctx, &mut set);
        }
    }
    for (name, t) in ctx.registry().all_op_transforms() {
        if !ctx.op_info(name).is_registered() {
            continue;
        }
        for p in t.canonicalization {
            p(ctx, &mut set);
        }
        for p in t.patterns {
            set.add_shared(p.0);
        }
    }
    set
}

fn level_name(l: RegionSimplify) -> &'static str {
    match l {
        RegionSimplify::Disabled => "disabled",
        RegionSimplify::Normal => "normal",
        RegionSimplify::Aggressive => "aggressive",
    }
}

fn list(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

impl Pass for Canonicalizer {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), crate::pass::PassOptionError> {
        match key {
            "top-down" => self.config.top_down = super::parse_bool(key, value)?,
            "region-simplify" => {
                self.config.region_simplify = match value {
                    "disabled" => RegionSimplify::Disabled,
                    "normal" => RegionSimplify::Normal,
                    "aggressive" => RegionSimplify::Aggressive,
                    _ => {
                        return Err(crate::pass::PassOptionError::InvalidValue(format!(
                            "for the --{key} option: Cannot find option named '{value}'!"
                        )))
                    }
                }
            }
            "max-iterations" => self.config.max_iterations = super::parse_i64(key, value)?,
            "max-num-rewrites" => self.config.max_num_rewrites = super::parse_i64(key, value)?,
            "test-convergence" => self.test_convergence = super::parse_bool(key, value)?,
            "disable-patterns" => self.disabled = list(value),
            "enable-patterns" => self.enabled = list(value),
            _ => return Err(crate::pass::PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "max-iterations={} max-num-rewrites={} region-simplify={} test-convergence={} top-down={}",
            self.config.max_iterations,
            self.config.max_num_rewrites,
            level_name(self.config.region_simplify),
            self.test_convergence,
            self.config.top_down
        )
    }

    fn initialize(&mut self, ctx: &Context) -> Result<(), String> {
        let set = collect_canonicalization_patterns(ctx);
        let (disabled, enabled) = (self.disabled.clone(), self.enabled.clone());
        let frozen = set.freeze_filtered(ctx, |name| {
            !disabled.iter().any(|d| d == name) && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        });
        self.state = Some(Arc::new((frozen, OpTable::new(ctx))));
        Ok(())
    }

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let local;
        let state = match &self.state {
            Some(s) => s.as_ref(),
            None => {
                let mut p = self.clone();
                p.initialize(ctx).map_err(|_| PassFailure::default())?;
                local = p.state.unwrap_or_default();
                local.as_ref()
            }
        };
        let outcome = apply_patterns_greedily(ctx, arena, op, &state.0, &state.1, &self.config);
        pc.emit_all(outcome.diagnostics);
        if self.test_convergence && !outcome.converged {
            return Err(PassFailure::default());
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Canonicalizer {
            state: None,
            ..self.clone()
        })
    }
}
