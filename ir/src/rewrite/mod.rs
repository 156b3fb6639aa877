//! Pattern rewriting: rewrite patterns, the [`PatternRewriter`] through
//! which they change the IR, folding, and the greedy worklist driver with
//! MLIR's semantics (see [`greedy`]).
//!
//! Ops bring their transformation hooks through the registry
//! ([`crate::registry::OpTransforms`]): a folder, canonicalization pattern
//! providers, facts such as `ConstantLike`, `Commutative` and memory
//! effects, and per dialect a constant materializer. [`OpTable`] snapshots
//! them for fast lookup.

pub mod block_merge;
pub mod clone;
pub mod constant;
pub mod drr;
pub mod fold;
pub mod folder;
pub mod greedy;
pub mod pattern;
pub mod redundant_args;
pub mod region_branch_canon;
pub mod region_simplify;
pub mod rewriter;
pub mod successor_operands;
pub mod table;
pub mod worklist;

pub use clone::IrMapping;
pub use constant::{constant_int, constant_value, is_constant_like};
pub use fold::{fold_op, Folded};
pub use greedy::{apply_patterns_greedily, GreedyConfig, GreedyOutcome, RegionSimplify};
pub use pattern::{FnPattern, FrozenPatternSet, PatternSet, RewritePattern};
pub use region_branch_canon::populate_region_branch_canonicalization;
pub use rewriter::{InsertPoint, Listener, PatternRewriter, SinkListener};
pub use table::{OpEntry, OpTable};

#[cfg(test)]
mod tests;
