//! The conversion target (`ConversionTarget`): which ops are legal after a
//! conversion, by op name or by dialect, statically or through a callback.

use crate::body::{IrArena, OpId};
use crate::context::Context;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A legality callback: `true` when the op is legal as it stands.
pub type LegalityFn = Arc<dyn Fn(&Context, &IrArena, OpId) -> bool + Send + Sync>;

/// What the target says about an op name or a dialect
/// (`ConversionTarget::LegalizationAction`).
#[derive(Clone)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when the callback says so.
    Dynamic(LegalityFn),
    /// Never legal: the conversion fails if the op remains.
    Illegal,
}

/// The legality of one op as the target sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Legality {
    /// Legal: the op may stay.
    Legal,
    /// Illegal: by action, or by a dynamic callback of its name or dialect.
    Illegal,
    /// The target says nothing about the op (or only its unknown-op
    /// callback rejected it).
    Unknown,
}

/// The ops a conversion must produce (`ConversionTarget`). An op-name entry
/// overrides its dialect's entry; an op the target knows nothing about is
/// judged by the unknown-op callback, if any, else is unknown (legal in a
/// partial conversion, illegal in a full one).
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, LegalizationAction>,
    dialects: FxHashMap<String, LegalizationAction>,
    unknown: Option<LegalityFn>,
}

impl ConversionTarget {
    /// A target that knows no op.
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    /// Marks the op `name` legal (`addLegalOp`).
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), LegalizationAction::Legal);
        self
    }

    /// Marks the op `name` illegal (`addIllegalOp`).
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), LegalizationAction::Illegal);
        self
    }

    /// Makes the op `name` legal when `callback` says so (`addDynamicallyLegalOp`).
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        callback: impl Fn(&Context, &IrArena, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(name.to_string(), LegalizationAction::Dynamic(Arc::new(callback)));
        self
    }

    /// Marks every op of `dialect` legal (`addLegalDialect`).
    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), LegalizationAction::Legal);
        self
    }

    /// Marks every op of `dialect` illegal (`addIllegalDialect`).
    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), LegalizationAction::Illegal);
        self
    }

    /// Makes the ops of `dialect` legal when `callback` says so
    /// (`addDynamicallyLegalDialect`).
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        callback: impl Fn(&Context, &IrArena, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(dialect.to_string(), LegalizationAction::Dynamic(Arc::new(callback)));
        self
    }

    /// Judges the ops the target knows nothing about with `callback`
    /// (`markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        callback: impl Fn(&Context, &IrArena, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Arc::new(callback));
        self
    }

    /// The action for `op`: its name's, else its dialect's (`getOpAction`).
    pub fn action(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Option<&LegalizationAction> {
        self.action_for_name(ctx.op_info(arena.op_name(op)).name())
    }

    /// The action for ops named `name`: the name's, else its dialect's.
    pub fn action_for_name(&self, name: &str) -> Option<&LegalizationAction> {
        if let Some(a) = self.ops.get(name) {
            return Some(a);
        }
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.dialects.get(dialect)
    }

    /// The legality of `op` (`isLegal` / `isIllegal`).
    pub fn legality(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Legality {
        let verdict = |legal: bool| if legal { Legality::Legal } else { Legality::Illegal };
        match self.action(ctx, arena, op) {
            Some(LegalizationAction::Legal) => Legality::Legal,
            Some(LegalizationAction::Illegal) => Legality::Illegal,
            Some(LegalizationAction::Dynamic(f)) => verdict(f(ctx, arena, op)),
            None => match &self.unknown {
                Some(f) if f(ctx, arena, op) => Legality::Legal,
                _ => Legality::Unknown,
            },
        }
    }

    /// Whether `op` is explicitly illegal: its action is `Illegal`, or a
    /// dynamic callback of its name or dialect rejects it (`isIllegal`).
    /// An op rejected only by the unknown-op callback is not.
    pub fn is_illegal(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        self.action(ctx, arena, op).is_some() && self.legality(ctx, arena, op) == Legality::Illegal
    }
}
