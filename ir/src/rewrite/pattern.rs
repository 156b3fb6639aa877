//! Rewrite patterns and pattern sets, with MLIR's application order: for a
//! given op, the patterns rooted on its name and the patterns for any op,
//! highest benefit first, ties in insertion order (`PatternApplicator` with
//! the default cost model).

use super::rewriter::PatternRewriter;
use crate::body::OpId;
use crate::context::Context;
use crate::registry::OpName;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A rewrite pattern (`RewritePattern`): matches an op and rewrites it
/// through the [`PatternRewriter`], which notifies the driver of every change.
pub trait RewritePattern: Send + Sync {
    /// Name for debugging and pattern filters.
    fn name(&self) -> &str;
    /// The op name the pattern is rooted on; `None` for any op.
    fn root(&self) -> Option<&str>;
    /// Benefit: higher is tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Matches `op` and rewrites it; `true` when it did. A pattern that
    /// returns `false` must not have changed the IR.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// A pattern from a plain function (most hand-written patterns).
pub struct FnPattern {
    /// Debug name.
    pub name: &'static str,
    /// Root op name (`None` for any op).
    pub root: Option<&'static str>,
    /// Benefit.
    pub benefit: u16,
    /// The match-and-rewrite function.
    pub apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for FnPattern {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.apply)(op, rewriter)
    }
}

/// A `.ods` canonicalization hook (`canonicalizer;`) as a pattern: the
/// hook rewrites the op in place; the driver hears of a modification.
pub struct SchemaCanonicalization {
    /// The op name.
    pub root: &'static str,
    /// The hook.
    pub hook: crate::ods::schema::CanonicalizeFn,
}

impl RewritePattern for SchemaCanonicalization {
    fn name(&self) -> &str {
        "SchemaCanonicalization"
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        if !(self.hook)(rewriter.ctx, rewriter.arena, op) {
            return false;
        }
        if !rewriter.arena.is_erased(op) {
            rewriter.notify_modified(op);
        }
        true
    }
}

/// A set of patterns being collected (`RewritePatternSet`).
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> PatternSet {
        PatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) {
        self.patterns.push(Arc::new(pattern));
    }

    /// Adds a shared pattern.
    pub fn add_shared(&mut self, pattern: Arc<dyn RewritePattern>) {
        self.patterns.push(pattern);
    }

    /// Adds a function pattern rooted on `root` with `benefit`.
    pub fn add_fn(
        &mut self,
        name: &'static str,
        root: &'static str,
        benefit: u16,
        apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
    ) {
        self.add(FnPattern {
            name,
            root: Some(root),
            benefit,
            apply,
        });
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Freezes the set for application in `ctx`, keeping only the patterns
    /// `keep` accepts (by name).
    pub fn freeze_filtered(self, ctx: &Context, keep: impl Fn(&str) -> bool) -> FrozenPatternSet {
        let mut by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for p in self.patterns {
            if !keep(p.name()) {
                continue;
            }
            match p.root() {
                Some(r) => by_op.entry(ctx.op_name(r)).or_default().push(p),
                None => any_op.push(p),
            }
        }
        // Stable: equal benefits keep insertion order.
        for list in by_op.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any_op.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { by_op, any_op }
    }

    /// Freezes the set for application in `ctx`.
    pub fn freeze(self, ctx: &Context) -> FrozenPatternSet {
        self.freeze_filtered(ctx, |_| true)
    }
}

/// Patterns ready to apply, sorted per root (`FrozenRewritePatternSet` plus
/// `PatternApplicator`'s ordering).
#[derive(Default, Clone)]
pub struct FrozenPatternSet {
    by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>>,
    any_op: Vec<Arc<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    /// Tries the patterns for `op` in order until one succeeds.
    pub fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let name = rewriter.arena.op_name(op);
        let specific: &[Arc<dyn RewritePattern>] = self.by_op.get(&name).map_or(&[], |v| v.as_slice());
        if specific.is_empty() && self.any_op.is_empty() {
            return false;
        }
        // Merge the two sorted lists by benefit; op-specific patterns win ties.
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any_op.len() {
            let take_specific = match (specific.get(i), self.any_op.get(j)) {
                (Some(a), Some(b)) => a.benefit() >= b.benefit(),
                (Some(_), None) => true,
                _ => false,
            };
            let p = if take_specific {
                i += 1;
                &specific[i - 1]
            } else {
                j += 1;
                &self.any_op[j - 1]
            };
            // `PatternApplicator` puts the insertion point before the root.
            rewriter.set_insertion_point_before(op);
            if p.match_and_rewrite(op, rewriter) {
                return true;
            }
            if rewriter.arena.is_erased(op) {
                // A failing pattern must leave the op alone; stop if not.
                return true;
            }
        }
        false
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.by_op.is_empty() && self.any_op.is_empty()
    }
}
