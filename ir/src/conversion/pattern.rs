//! Conversion patterns (`ConversionPattern`, `OpConversionPattern`): like
//! rewrite patterns, but they receive the op's operands already converted
//! (the adaptor's values) and rewrite through a
//! [`ConversionPatternRewriter`]. With 1:N type conversions an operand
//! converts to any number of values (`OneToNOpAdaptor`); a pattern that
//! handles only 1:1 operands fails on others.

use super::rewriter::ConversionPatternRewriter;
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::body::{OpId, Value};
use crate::context::Context;
use crate::registry::OpName;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A conversion pattern.
pub trait ConversionPattern: Send + Sync {
    /// Name for debugging.
    fn name(&self) -> &str;
    /// The op name the pattern is rooted on; `None` for any op.
    fn root(&self) -> Option<&str>;
    /// Benefit: higher is tried first, among the patterns of equal
    /// legalization depth (see [`super::cost_model`]).
    fn benefit(&self) -> u16 {
        1
    }
    /// The ops the pattern may create (`getGeneratedOps`): the cost model
    /// orders an op's patterns by how deep the legalization of these goes,
    /// and drops a pattern one of whose ops can never become legal. Empty:
    /// unknown, the pattern counts as one step.
    fn generated_ops(&self) -> &[&str] {
        &[]
    }
    /// Whether the pattern may be applied again to the ops it creates
    /// while it is being applied (`hasBoundedRewriteRecursion`); by
    /// default it is not.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// The type converter the pattern's operands are converted with, if any.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }
    /// Matches `op` and rewrites it given its converted `operands`; `true`
    /// when it did. A pattern that returns `false` may have changed the IR:
    /// the driver rolls its changes back.
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rewriter: &mut ConversionPatternRewriter<'_>) -> bool;
    /// Matches `op` given the values each of its operands converted to
    /// (`matchAndRewrite` with a `OneToNOpAdaptor`). By default, calls
    /// [`Self::match_and_rewrite`] when every operand converted to one
    /// value and fails otherwise (upstream aborts: "does not support 1:N
    /// conversion").
    fn match_and_rewrite_n(
        &self,
        op: OpId,
        operands: &[Vec<Value>],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        match one_to_one_operands(operands) {
            Some(values) => self.match_and_rewrite(op, &values, rewriter),
            None => false,
        }
    }
}

/// The operands of a 1:1 adaptor: each operand's single value, `None`
/// when one converted to other than one value (`getOneToOneAdaptorOperands`).
pub fn one_to_one_operands(operands: &[Vec<Value>]) -> Option<Vec<Value>> {
    operands
        .iter()
        .map(|vs| match vs.as_slice() {
            [v] => Some(*v),
            _ => None,
        })
        .collect()
}

/// The signature of a 1:N conversion pattern written as a function: each
/// operand's converted values.
pub type ConversionFnNPtr = fn(OpId, &[Vec<Value>], &mut ConversionPatternRewriter<'_>) -> bool;

/// The signature of a conversion pattern written as a function.
pub type ConversionFnPtr = fn(OpId, &[Value], &mut ConversionPatternRewriter<'_>) -> bool;

/// The function of a [`FnConversionPattern`]: 1:1 (one value per operand)
/// or 1:N (each operand's converted values).
#[derive(Clone, Copy)]
pub enum PatternFn {
    /// Sees one value per operand; fails on an operand converted to other
    /// than one value.
    OneToOne(ConversionFnPtr),
    /// Sees each operand's converted values.
    OneToN(ConversionFnNPtr),
}

/// A conversion pattern from a plain function, with an optional type
/// converter.
pub struct FnConversionPattern {
    /// Debug name.
    pub name: &'static str,
    /// Root op name (`None` for any op).
    pub root: Option<&'static str>,
    /// Benefit.
    pub benefit: u16,
    /// The ops the pattern may create (empty: unknown).
    pub generated: &'static [&'static str],
    /// The type converter for the operands, if any.
    pub converter: Option<Arc<TypeConverter>>,
    /// The match-and-rewrite function.
    pub apply: PatternFn,
}

impl ConversionPattern for FnConversionPattern {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn generated_ops(&self) -> &[&str] {
        self.generated
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rewriter: &mut ConversionPatternRewriter<'_>) -> bool {
        match self.apply {
            PatternFn::OneToOne(f) => f(op, operands, rewriter),
            PatternFn::OneToN(f) => {
                let groups: Vec<Vec<Value>> = operands.iter().map(|&v| vec![v]).collect();
                f(op, &groups, rewriter)
            }
        }
    }
    fn match_and_rewrite_n(
        &self,
        op: OpId,
        operands: &[Vec<Value>],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        match (self.apply, one_to_one_operands(operands)) {
            (PatternFn::OneToN(f), _) => f(op, operands, rewriter),
            (PatternFn::OneToOne(f), Some(values)) => f(op, &values, rewriter),
            (PatternFn::OneToOne(_), None) => false,
        }
    }
}

/// The conversion patterns of one conversion.
#[derive(Default, Clone)]
pub struct ConversionPatternSet {
    patterns: Vec<Arc<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> ConversionPatternSet {
        ConversionPatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a function pattern rooted on `root`.
    pub fn add_fn(
        &mut self,
        name: &'static str,
        root: &'static str,
        benefit: u16,
        converter: Option<Arc<TypeConverter>>,
        apply: ConversionFnPtr,
    ) -> &mut Self {
        self.add_rooted(name, root, benefit, &[], converter, PatternFn::OneToOne(apply))
    }

    /// Adds a function pattern rooted on `root` that creates the ops
    /// `generated` (`RewritePattern` with generated names), for the cost
    /// model.
    pub fn add_fn_generating(
        &mut self,
        name: &'static str,
        root: &'static str,
        benefit: u16,
        generated: &'static [&'static str],
        apply: ConversionFnPtr,
    ) -> &mut Self {
        self.add_rooted(name, root, benefit, generated, None, PatternFn::OneToOne(apply))
    }

    /// Adds a 1:N function pattern rooted on `root`.
    pub fn add_fn_n(
        &mut self,
        name: &'static str,
        root: &'static str,
        benefit: u16,
        converter: Option<Arc<TypeConverter>>,
        apply: ConversionFnNPtr,
    ) -> &mut Self {
        self.add_rooted(name, root, benefit, &[], converter, PatternFn::OneToN(apply))
    }

    /// Adds a function pattern rooted on `root` (the `add_fn*` forms).
    fn add_rooted(
        &mut self,
        name: &'static str,
        root: &'static str,
        benefit: u16,
        generated: &'static [&'static str],
        converter: Option<Arc<TypeConverter>>,
        apply: PatternFn,
    ) -> &mut Self {
        self.add(FnConversionPattern {
            name,
            root: Some(root),
            benefit,
            generated,
            converter,
            apply,
        })
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Orders the patterns of each root op with the cost model for
    /// `target` ([`super::cost_model`]).
    pub(super) fn freeze(&self, ctx: &Context, target: &ConversionTarget) -> FrozenConversionPatterns {
        let ordered = super::cost_model::order_patterns(&self.patterns, target);
        let mut by_op: FxHashMap<OpName, Vec<RankedPattern>> = FxHashMap::default();
        for (root, list) in ordered.by_root {
            let n = list.len();
            let ranked = list.into_iter().enumerate().map(|(i, p)| (n - i, p)).collect();
            by_op.insert(ctx.op_name(&root), ranked);
        }
        let n = ordered.any_op.len();
        let any_op = ordered
            .any_op
            .into_iter()
            .enumerate()
            .map(|(i, p)| (n - i, p))
            .collect();
        FrozenConversionPatterns { by_op, any_op }
    }
}

/// A pattern with its rank from the cost model (higher is tried first).
type RankedPattern = (usize, Arc<dyn ConversionPattern>);

/// Patterns indexed by root op, each with its rank from the cost model
/// (higher is tried first).
pub(super) struct FrozenConversionPatterns {
    by_op: FxHashMap<OpName, Vec<RankedPattern>>,
    any_op: Vec<RankedPattern>,
}

impl FrozenConversionPatterns {
    /// The patterns that may apply to an op named `name`, in the order the
    /// applicator tries them: the op's and the any-op ones merged by rank,
    /// the op's first on ties (`PatternApplicator::matchAndRewrite`).
    pub(super) fn for_op(&self, name: OpName) -> Vec<Arc<dyn ConversionPattern>> {
        let own = self.by_op.get(&name).map_or(&[][..], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        let mut out = Vec::with_capacity(own.len() + self.any_op.len());
        while i < own.len() || j < self.any_op.len() {
            let take_any = match (own.get(i), self.any_op.get(j)) {
                (Some((a, _)), Some((b, _))) => a < b,
                (None, Some(_)) => true,
                _ => false,
            };
            if take_any {
                out.push(self.any_op[j].1.clone());
                j += 1;
            } else {
                out.push(own[i].1.clone());
                i += 1;
            }
        }
        out
    }
}
