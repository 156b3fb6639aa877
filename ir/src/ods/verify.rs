//! The generic op verifier driven by an [`OpSchema`]: count traits,
//! structural traits, the generated invariants (properties, attributes,
//! operands, results, predicate traits, regions), the remaining traits with
//! the interfaces' verifiers among them in list order, then the user hook;
//! after the nested ops, the region traits and the interfaces verifying with
//! regions in list order, then the region hook — MLIR's order and wording.

use super::access::{inherent, operand_ranges, result_ranges};
use super::pred::{attr_matches, type_matches};
use super::schema::{Arity, OpSchema, OpTrait, Presence, RegionKind, Transform};
use crate::attrs::Attr;
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::text::printer::type_to_string;
use crate::types::{Type, TypeKind, DYNAMIC};
use smallvec::SmallVec;

type VResult = Result<(), Diagnostic>;

/// Everything needed to check one op.
struct Check<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    op: OpId,
    schema: &'a OpSchema,
    /// The op's value of each of `schema.attrs` (looked up once: several
    /// checks read them); empty when the checks at hand read none.
    attr_values: SmallVec<[Option<Attr>; 8]>,
}

/// Types of an op's operands or results.
type TypeList = SmallVec<[Type; 4]>;

/// Runs every check MLIR's `verifyInvariants` runs for this op.
pub fn verify_invariants(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> VResult {
    let attr_values = schema.attrs.iter().map(|a| inherent(ctx, arena, op, a.name)).collect();
    let c = Check {
        ctx,
        arena,
        op,
        schema,
        attr_values,
    };
    c.property_conversion()?;
    c.counts()?;
    for t in schema.traits.iter().filter(|t| t.is_structural()) {
        c.structural(t)?;
    }
    c.invariants()?;
    // The other traits in list order, an interface's verifier where the op lists
    // it (MLIR's `verifyTraits` after `OpInvariants`).
    for (i, t) in schema.traits.iter().enumerate() {
        if t.is_structural() || t.is_pred() {
            continue;
        }
        if !matches!(t, OpTrait::Interface(_)) {
            c.other_trait(t)?;
        }
        for v in c.interface_verifiers(i).iter().filter(|v| !v.with_regions) {
            (v.verify)(ctx, arena, op)?;
        }
    }
    if let Some(hook) = schema.verify {
        hook(ctx, arena, op)?;
    }
    Ok(())
}

/// Runs the region-level checks (after nested ops were verified).
pub fn verify_region_invariants(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> VResult {
    let c = Check {
        ctx,
        arena,
        op,
        schema,
        attr_values: SmallVec::new(),
    };
    // MLIR's `verifyRegionTraits`: the traits' region checks and the verifiers of
    // interfaces with `verifyWithRegions`, in list order.
    for (i, t) in schema.traits.iter().enumerate() {
        if let OpTrait::SingleBlockImplicitTerminator(term) = t {
            c.implicit_terminator(term)?;
        }
        for v in c.interface_verifiers(i).iter().filter(|v| v.with_regions) {
            (v.verify)(ctx, arena, op)?;
        }
    }
    if let Some(hook) = schema.verify_regions {
        hook(ctx, arena, op)?;
    }
    Ok(())
}

/// An error on `op` prefixed `'name' op `, with the current-operation note.
pub fn op_error(ctx: &Context, arena: &IrArena, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    crate::verify::op_error(ctx, arena, op, format!("'{name}' op {message}"))
}

fn element_or_self(ctx: &Context, ty: Type) -> Type {
    crate::ods::values::element_type_or_self(ctx, ty)
}

/// MLIR's `isa<ShapedType>`.
fn is_shaped(ctx: &Context, ty: Type) -> bool {
    ty.interface::<crate::interfaces::ShapedTypeInterfaceRef>(ctx).is_some()
}

/// MLIR's `verifyCompatibleShapes`.
fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|t| is_shaped(ctx, **t)).count();
    if shaped == 0 {
        return true;
    }
    if shaped != types.len() {
        return false;
    }
    // Some, but not all, scalable vectors.
    let scalable = types.iter().filter(|t| is_scalable_vector(ctx, **t)).count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    ranked_shapes_compatible(ctx, types)
}

/// Whether `ty` is a vector with at least one scalable dimension.
fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.contains(&true))
}

/// Whether the ranked ones of `types` (all shaped) have one rank and, per
/// dimension, no two different static sizes.
fn ranked_shapes_compatible(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<&[i64]> = types.iter().filter_map(|t| ctx.type_kind(*t).shape()).collect();
    let Some(first) = shapes.first() else { return true };
    if shapes.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let dims: Vec<i64> = shapes.iter().map(|s| s[i]).filter(|&d| d != DYNAMIC).collect();
        dims.windows(2).all(|w| w[0] == w[1])
    })
}

/// MLIR's `verifyCompatibleShape` for two types.
fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (is_shaped(ctx, a), is_shaped(ctx, b)) {
        (false, false) => true,
        (true, true) => ranked_shapes_compatible(ctx, &[a, b]),
        _ => false,
    }
}

/// What the `All...Match` traits compare of each named value's type.
#[derive(PartialEq)]
enum TypeKey<'a> {
    /// The type itself, or its element type.
    Type(Type),
    /// The shape.
    Shape(&'a [i64]),
    /// The rank, or the element count.
    Count(i64),
}

fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    ctx.type_kind(ty).shape().map(|s| s.iter().product())
}

impl<'a> Check<'a> {
    fn err(&self, message: impl std::fmt::Display) -> Diagnostic {
        op_error(self.ctx, self.arena, self.op, message)
    }

    fn fail(&self, message: impl std::fmt::Display) -> VResult {
        Err(self.err(message))
    }

    fn operand_types(&self) -> TypeList {
        self.arena.operands(self.op).map(|v| self.arena.value_type(v)).collect()
    }

    fn result_types(&self) -> TypeList {
        self.arena.result_types(self.op).collect()
    }

    /// The op's value of `schema.attrs[i]`.
    fn attr_value(&self, i: usize) -> Option<Attr> {
        match self.attr_values.get(i) {
            Some(v) => *v,
            None => inherent(self.ctx, self.arena, self.op, self.schema.attrs.get(i)?.name),
        }
    }

    fn quoted(&self, ty: Type) -> String {
        format!("'{}'", type_to_string(self.ctx, ty))
    }

    /// MLIR's `setPropertiesFromAttr` (a parse-time error there): every
    /// inherent attribute must have its storage class; attributes in name order.
    /// Ops that keep inherent attributes in the dictionary have no
    /// properties to convert: their constraints report a wrong attribute.
    fn property_conversion(&self) -> VResult {
        if self.ctx.op_info(self.arena.op_name(self.op)).attributes_in_dictionary() {
            return Ok(());
        }
        // The first failing attribute in name order (found without sorting
        // the schema's attributes for every op).
        let mut failing: Option<(&str, Attr)> = None;
        for (i, a) in self.schema.attrs.iter().enumerate().filter(|(_, a)| !a.property) {
            if failing.is_some_and(|(name, _)| name <= a.name) {
                continue;
            }
            let (Some(storage), Some(v)) = (a.storage.as_ref(), self.attr_value(i)) else {
                continue;
            };
            if !attr_matches(self.ctx, v, storage) {
                failing = Some((a.name, v));
            }
        }
        let props_text = || {
            self.arena
                .properties(self.op)
                .map(|p| crate::text::printer::attr_to_string(self.ctx, p))
                .unwrap_or_else(|| "{}".into())
        };
        if let Some((name, v)) = failing {
            let message = format!(
                "invalid properties {} for op {}: Invalid attribute `{name}` in property conversion: {}",
                props_text(),
                self.schema.name,
                crate::text::printer::attr_to_string(self.ctx, v)
            );
            return Err(Diagnostic::error(DiagLoc::Attr(self.arena.op_loc(self.op)), message));
        }
        if self.schema.attrs.iter().any(|a| a.property) {
            let entries = self
                .arena
                .properties(self.op)
                .map(|p| self.ctx.dictionary_entries(p).to_vec())
                .unwrap_or_default();
            if let Some(why) = super::native_props::conversion_error(self.ctx, self.schema.name, &entries) {
                let message = format!("invalid properties {} for op {}: {why}", props_text(), self.schema.name);
                return Err(Diagnostic::error(DiagLoc::Attr(self.arena.op_loc(self.op)), message));
            }
        }
        Ok(())
    }

    /// The implicit count traits: regions, results, successors, operands.
    fn counts(&self) -> VResult {
        let s = self.schema;
        let nreg = self.arena.regions(self.op).len();
        let fixed_regions = s.regions.iter().filter(|r| !r.variadic).count();
        let variadic_regions = s.regions.iter().any(|r| r.variadic);
        if !variadic_regions {
            match fixed_regions {
                0 if nreg != 0 => return self.fail("requires zero regions"),
                1 if nreg != 1 => return self.fail("requires one region"),
                n if n > 1 && nreg != n => return self.fail(format!("expected {n} regions")),
                _ => {}
            }
        } else if fixed_regions > 0 && nreg < fixed_regions {
            return self.fail(format!("expected {fixed_regions} or more regions"));
        }

        let nres = self.arena.num_results(self.op);
        let fixed_results = s.results.iter().filter(|r| !r.arity.is_variable()).count();
        if s.results.iter().all(|r| !r.arity.is_variable()) {
            match fixed_results {
                0 if nres != 0 => return self.fail("requires zero results"),
                1 if nres != 1 => return self.fail("requires one result"),
                n if n > 1 && nres != n => return self.fail(format!("expected {n} results")),
                _ => {}
            }
        } else if fixed_results > 0 && nres < fixed_results {
            return self.fail(format!("expected {fixed_results} or more results"));
        }

        let nsucc = self.arena.successors(self.op).len();
        let fixed_succ = s.successors.iter().filter(|x| !x.variadic).count();
        if !s.successors.iter().any(|x| x.variadic) {
            match fixed_succ {
                0 if nsucc != 0 => return self.fail(format!("requires 0 successors but found {nsucc}")),
                1 if nsucc != 1 => return self.fail(format!("requires 1 successor but found {nsucc}")),
                n if n > 1 && nsucc != n => return self.fail(format!("requires {n} successors but found {nsucc}")),
                _ => {}
            }
        } else if fixed_succ > 0 && nsucc < fixed_succ {
            return self.fail(format!("requires at least {fixed_succ} successors but found {nsucc}"));
        }

        let nops = self.arena.num_operands(self.op);
        let fixed_ops = s.operands.iter().filter(|r| !r.arity.is_variable()).count();
        if s.operands.iter().all(|r| !r.arity.is_variable()) {
            match fixed_ops {
                0 if nops != 0 => return self.fail("requires zero operands"),
                1 if nops != 1 => return self.fail("requires a single operand"),
                n if n > 1 && nops != n => return self.fail(format!("expected {n} operands, but found {nops}")),
                _ => {}
            }
        } else if fixed_ops > 0 && nops < fixed_ops {
            return self.fail(format!("expected {fixed_ops} or more operands, but found {nops}"));
        }
        Ok(())
    }

    fn structural(&self, t: &OpTrait) -> VResult {
        match t {
            OpTrait::SingleBlock | OpTrait::SingleBlockImplicitTerminator(_) => self.single_block(),
            OpTrait::NoTerminator => Ok(()),
            OpTrait::HasParent(p) => self.parent(&[p]),
            OpTrait::ParentOneOf(ps) => self.parent(ps),
            OpTrait::AttrSizedOperandSegments => self.segment_attr(
                "operandSegmentSizes",
                "operand",
                self.schema.operands.len(),
                self.arena.num_operands(self.op),
            ),
            OpTrait::AttrSizedResultSegments => self.segment_attr(
                "resultSegmentSizes",
                "result",
                self.schema.results.len(),
                self.arena.num_results(self.op),
            ),
            OpTrait::NoRegionArguments => {
                let regions = self.arena.regions(self.op);
                for (i, &r) in regions.iter().enumerate() {
                    let Some(&entry) = self.arena.region_blocks(r).first() else {
                        continue;
                    };
                    if self.arena.num_args(entry) != 0 {
                        if regions.len() > 1 {
                            return self.fail(format!("region #{i} should have no arguments"));
                        }
                        return self.fail("region should have no arguments");
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn single_block(&self) -> VResult {
        let no_terminator = self.schema.has(|t| matches!(t, OpTrait::NoTerminator));
        for (i, &r) in self.arena.regions(self.op).iter().enumerate() {
            let blocks = self.arena.region_blocks(r);
            if blocks.is_empty() {
                continue;
            }
            if blocks.len() != 1 {
                return self.fail(format!("expects region #{i} to have 0 or 1 blocks"));
            }
            if !no_terminator && self.arena.first_op(blocks[0]).is_none() {
                return self.fail("expects a non-empty block");
            }
        }
        Ok(())
    }

    fn implicit_terminator(&self, term: &str) -> VResult {
        for &r in self.arena.regions(self.op) {
            let Some(&b) = self.arena.region_blocks(r).first() else {
                continue;
            };
            let Some(last) = self.arena.last_op(b) else { continue };
            let name = self.ctx.op_info(self.arena.op_name(last)).name();
            if name == term {
                continue;
            }
            let loc = self.arena.op_loc(self.op);
            return Err(self
                .err(format!("expects regions to end with '{term}', found '{name}'"))
                .with_note(
                    DiagLoc::Attr(loc),
                    format!("in custom textual format, the absence of terminator implies '{term}'"),
                ));
        }
        Ok(())
    }

    fn parent(&self, names: &[&str]) -> VResult {
        let parent = self
            .arena
            .op_parent(self.op)
            .and_then(|b| self.arena.block_parent_op(b))
            .map(|p| self.ctx.op_info(self.arena.op_name(p)).name());
        if parent.is_some_and(|p| names.contains(&p)) {
            return Ok(());
        }
        if names.len() == 1 {
            self.fail(format!("expects parent op '{}'", names[0]))
        } else {
            self.fail(format!("expects parent op to be one of '{}'", names.join(", ")))
        }
    }

    fn segment_attr(&self, attr: &str, what: &str, groups: usize, count: usize) -> VResult {
        let sizes = match inherent(self.ctx, self.arena, self.op, attr) {
            None => vec![0; groups],
            Some(a) => match self.i32_array(a) {
                Some(v) => v,
                None => return self.fail(format!("requires dense i32 array attribute '{attr}'")),
            },
        };
        if sizes.len() != groups {
            return self.fail(format!(
                "'{attr}' attribute for specifying {what} segments must have {groups} elements, but got {}",
                sizes.len()
            ));
        }
        self.sizes_total(attr, what, &sizes, count)
    }

    /// MLIR's `verifyValueSizeAttr`, the generated invariants' check of a
    /// `VariadicOfVariadic` group `group` of `count` values against its sizes
    /// attribute `attr`.
    fn value_size_attr(&self, attr: &str, group: &str, count: usize) -> VResult {
        match inherent(self.ctx, self.arena, self.op, attr).and_then(|a| self.i32_array(a)) {
            Some(sizes) => self.sizes_total(attr, group, &sizes, count),
            None => self.fail(format!("requires dense i32 array attribute '{attr}'")),
        }
    }

    /// The values of `a` if it is a `DenseI32ArrayAttr`.
    fn i32_array(&self, a: Attr) -> Option<Vec<i64>> {
        let is_i32 = matches!(self.ctx.attr_kind(a), crate::attrs::AttrKind::DenseArray { element, .. } if matches!(self.ctx.type_kind(*element), TypeKind::Integer { width: 32, .. }));
        is_i32.then(|| super::pred::dense_ints(self.ctx, a)).flatten()
    }

    /// Sizes in `attr` that are not negative and add up to `count` (`what`'s).
    fn sizes_total(&self, attr: &str, what: &str, sizes: &[i64], count: usize) -> VResult {
        if sizes.iter().any(|&s| s < 0) {
            return self.fail(format!("'{attr}' attribute cannot have negative elements"));
        }
        let total: i64 = sizes.iter().sum();
        if total != count as i64 {
            return self.fail(format!(
                "{what} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"
            ));
        }
        Ok(())
    }

    /// The generated `verifyInvariantsImpl`.
    fn invariants(&self) -> VResult {
        let s = self.schema;
        // (1) native properties, declaration order.
        for (i, a) in s.attrs.iter().enumerate().filter(|(_, a)| a.property) {
            let Some(mut v) = self.attr_value(i) else {
                continue;
            };
            // An `OptionalProp` (`[v]` or `[]`) constrains its value when
            // present (`Or<[!has_value(), P]>`).
            if a.presence == Presence::Optional {
                match super::values::optional_prop_value(self.ctx, v) {
                    Some(inner) => v = inner,
                    None => continue,
                }
            }
            for c in a.constraint.iter().chain(a.confined.iter()) {
                if !attr_matches(self.ctx, v, &c.pred) {
                    return self.fail(format!(
                        "property '{}' failed to satisfy constraint: {}",
                        a.name, c.summary
                    ));
                }
            }
        }
        // (2) required attributes, alphabetical.
        let missing = s
            .attrs
            .iter()
            .enumerate()
            .filter(|(i, a)| !a.property && a.presence == Presence::Required && self.attr_value(*i).is_none())
            .map(|(_, a)| a.name)
            .min();
        if let Some(name) = missing {
            return self.fail(format!("requires attribute '{name}'"));
        }
        // (3) attribute constraints, declaration order.
        for (i, a) in s.attrs.iter().enumerate().filter(|(_, a)| !a.property) {
            let (Some(c), Some(v)) = (a.constraint, self.attr_value(i)) else {
                continue;
            };
            if !attr_matches(self.ctx, v, &c.pred) {
                return self.fail(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, c.summary
                ));
            }
        }
        // (4) operands, (5) results.
        let op_ranges = operand_ranges(self.ctx, self.arena, self.op, s);
        self.value_groups("operand", s.operands, &op_ranges, |i| {
            self.arena.value_type(self.arena.operand(self.op, i))
        })?;
        let res_ranges = result_ranges(self.ctx, self.arena, self.op, s);
        self.value_groups("result", s.results, &res_ranges, |i| {
            self.arena.value_type(self.arena.result(self.op, i))
        })?;
        // (6) predicate traits.
        for t in s.traits.iter().filter(|t| t.is_pred()) {
            self.pred_trait(t, &op_ranges, &res_ranges)?;
        }
        // (7) regions.
        let regions = self.arena.regions(self.op);
        for (i, def) in s.regions.iter().enumerate() {
            let indices: Vec<usize> = if def.variadic {
                (i..regions.len()).collect()
            } else {
                vec![i]
            };
            for k in indices {
                let Some(&r) = regions.get(k) else { continue };
                let n = self.arena.region_blocks(r).len() as u32;
                let ok = match def.kind {
                    RegionKind::Any => true,
                    RegionKind::Sized(m) => n == m,
                    RegionKind::MinSized(m) => n >= m,
                    RegionKind::MaxSized(m) => n <= m,
                };
                if !ok {
                    return self.fail(format!(
                        "region #{k} ('{}') failed to verify constraint: {}",
                        def.name, def.summary
                    ));
                }
            }
        }
        Ok(())
    }

    fn value_groups(
        &self,
        kind: &str,
        groups: &[super::schema::ValueDef],
        ranges: &[std::ops::Range<usize>],
        ty: impl Fn(usize) -> Type,
    ) -> VResult {
        for (g, r) in groups.iter().zip(ranges) {
            if g.arity == Arity::Optional && r.len() > 1 {
                return self.fail(format!(
                    "{kind} group starting at #{} requires 0 or 1 element, but found {}",
                    r.start,
                    r.len()
                ));
            }
            if let Arity::VariadicOfVariadic(attr) = g.arity {
                self.value_size_attr(attr, g.name, r.len())?;
            }
            let Some(c) = g.constraint else { continue };
            for i in r.clone() {
                let t = ty(i);
                if !type_matches(self.ctx, t, &c.pred) {
                    let summary = if matches!(g.arity, Arity::Variadic | Arity::VariadicOfVariadic(_)) {
                        format!("variadic of {}", c.summary)
                    } else {
                        c.summary.to_string()
                    };
                    return self.fail(format!("{kind} #{i} must be {summary}, but got {}", self.quoted(t)));
                }
            }
        }
        Ok(())
    }

    /// The first value (or attribute type) named `name`.
    fn named_type(
        &self,
        name: &str,
        op_ranges: &[std::ops::Range<usize>],
        res_ranges: &[std::ops::Range<usize>],
    ) -> Option<Type> {
        let s = self.schema;
        if let Some(i) = s.operands.iter().position(|g| g.name == name) {
            let r = op_ranges.get(i)?;
            return (r.start < r.end).then(|| self.arena.value_type(self.arena.operand(self.op, r.start)));
        }
        if let Some(i) = s.results.iter().position(|g| g.name == name) {
            let r = res_ranges.get(i)?;
            return (r.start < r.end).then(|| self.arena.value_type(self.arena.result(self.op, r.start)));
        }
        let a = inherent(self.ctx, self.arena, self.op, name)?;
        super::values::attr_type(self.ctx, a)
    }

    fn pred_trait(&self, t: &OpTrait, ops: &[std::ops::Range<usize>], res: &[std::ops::Range<usize>]) -> VResult {
        let all = |names: &[&str], what: &str, key: &dyn Fn(Type) -> Option<TypeKey<'a>>| -> VResult {
            let mut keys = names.iter().filter_map(|n| self.named_type(n, ops, res)).map(key);
            let same = match keys.next() {
                Some(first) => keys.all(|k| k == first),
                None => true,
            };
            if same {
                return Ok(());
            }
            self.fail(format!(
                "failed to verify that all of {{{}}} have same {what}",
                names.join(", ")
            ))
        };
        let ctx = self.ctx;
        match t {
            OpTrait::AllTypesMatch(n) => all(n, "type", &|t| Some(TypeKey::Type(t))),
            OpTrait::AllShapesMatch(n) => all(n, "shape", &|t| ctx.type_kind(t).shape().map(TypeKey::Shape)),
            OpTrait::AllRanksMatch(n) => all(n, "rank", &|t| {
                ctx.type_kind(t).shape().map(|s| TypeKey::Count(s.len() as i64))
            }),
            OpTrait::AllElementTypesMatch(n) => {
                all(n, "element type", &|t| Some(TypeKey::Type(element_or_self(ctx, t))))
            }
            OpTrait::AllElementCountsMatch(n) => all(n, "element count", &|t| num_elements(ctx, t).map(TypeKey::Count)),
            OpTrait::TypesMatchWith {
                summary,
                from,
                to,
                transform,
            } => {
                let (Some(a), Some(b)) = (self.named_type(from, ops, res), self.named_type(to, ops, res)) else {
                    return Ok(());
                };
                let mapped = match transform {
                    Transform::Identity => a,
                    Transform::ElementType => element_or_self(ctx, a),
                    Transform::Rust(f) => f(ctx, a),
                };
                if mapped == b {
                    Ok(())
                } else {
                    self.fail(format!("failed to verify that {summary}"))
                }
            }
            OpTrait::Pred(descr, f) => {
                if f(ctx, self.arena, self.op) {
                    Ok(())
                } else {
                    self.fail(format!("failed to verify that {descr}"))
                }
            }
            _ => Ok(()),
        }
    }

    fn at_least(&self, operands: bool, results: bool) -> VResult {
        if operands && self.arena.num_operands(self.op) == 0 {
            return self.fail("expected 1 or more operands, but found 0");
        }
        if results && self.arena.num_results(self.op) == 0 {
            return self.fail("expected 1 or more results, but found 0");
        }
        Ok(())
    }

    fn other_trait(&self, t: &OpTrait) -> VResult {
        let ctx = self.ctx;
        match t {
            OpTrait::Terminator => {
                let Some(b) = self.arena.op_parent(self.op) else {
                    return Ok(());
                };
                if self.arena.last_op(b) != Some(self.op) {
                    return self.fail("must be the last operation in the parent block");
                }
                Ok(())
            }
            OpTrait::SameTypeOperands => {
                let tys = self.operand_types();
                if tys.iter().any(|t| *t != tys[0]) {
                    return self.fail("requires all operands to have the same type");
                }
                Ok(())
            }
            OpTrait::SameOperandsAndResultType => {
                self.at_least(true, true)?;
                let results = self.result_types();
                let ty = results[0];
                let elem = element_or_self(ctx, ty);
                let encoding = |t: Type| match ctx.type_kind(t) {
                    TypeKind::RankedTensor { encoding, .. } => *encoding,
                    _ => None,
                };
                for other in results.iter().skip(1).chain(self.operand_types().iter()) {
                    if element_or_self(ctx, *other) != elem || !compatible_shape(ctx, *other, ty) {
                        return self.fail("requires the same type for all operands and results");
                    }
                    if encoding(ty).is_some() && encoding(*other) != encoding(ty) {
                        return self.fail("requires the same encoding for all operands and results");
                    }
                }
                Ok(())
            }
            OpTrait::SameOperandsShape => {
                self.at_least(true, false)?;
                if !compatible_shapes(ctx, &self.operand_types()) {
                    return self.fail("requires the same shape for all operands");
                }
                Ok(())
            }
            OpTrait::SameOperandsAndResultShape => {
                self.at_least(true, true)?;
                let mut tys = self.operand_types();
                tys.extend(self.result_types());
                if !compatible_shapes(ctx, &tys) {
                    return self.fail("requires the same shape for all operands and results");
                }
                Ok(())
            }
            OpTrait::SameOperandsElementType => {
                self.at_least(true, false)?;
                let tys = self.operand_types();
                let e = element_or_self(ctx, tys[0]);
                if tys.iter().any(|t| element_or_self(ctx, *t) != e) {
                    return self.fail("requires the same element type for all operands");
                }
                Ok(())
            }
            OpTrait::SameOperandsAndResultElementType => {
                self.at_least(true, true)?;
                let results = self.result_types();
                let e = element_or_self(ctx, results[0]);
                if results
                    .iter()
                    .chain(self.operand_types().iter())
                    .any(|t| element_or_self(ctx, *t) != e)
                {
                    return self.fail("requires the same element type for all operands and results");
                }
                Ok(())
            }
            OpTrait::Elementwise => self.elementwise(),
            _ => Ok(()),
        }
    }

    /// The verifiers run at schema trait `index` if it is an interface: those of
    /// its bases not verified before it, then its own (upstream's `verify` of the
    /// interface, `.ods`'s `verify`), registered with the op by the interface's
    /// `attach` ([`super::trait_verifiers`]).
    fn interface_verifiers(&self, index: usize) -> std::borrow::Cow<'a, [super::interface::InterfaceVerifier]> {
        if !matches!(self.schema.traits.get(index), Some(OpTrait::Interface(_))) {
            return std::borrow::Cow::Borrowed(&[]);
        }
        let op = self.arena.op_name(self.op);
        self.ctx.registry().trait_verifiers(op, self.schema.traits, index)
    }

    fn elementwise(&self) -> VResult {
        let ctx = self.ctx;
        let mappable = |t: &Type| {
            matches!(
                ctx.type_kind(*t),
                TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        };
        let results: Vec<Type> = self.result_types().into_iter().filter(mappable).collect();
        let operands: Vec<Type> = self.operand_types().into_iter().filter(mappable).collect();
        if results.is_empty() && operands.is_empty() {
            return Ok(());
        }
        if !results.is_empty() && operands.is_empty() {
            return self.fail("if a result is non-scalar, then at least one operand must be non-scalar");
        }
        if results.is_empty() {
            return self.fail("if an operand is non-scalar, then there must be at least one non-scalar result");
        }
        if results.len() != self.arena.num_results(self.op) {
            return self.fail("if an operand is non-scalar, then all results must be non-scalar");
        }
        let all: Vec<Type> = operands.into_iter().chain(results).collect();
        let base = |t: Type| std::mem::discriminant(ctx.type_kind(t));
        if all.iter().any(|t| base(*t) != base(all[0])) || !compatible_shapes(ctx, &all) {
            return self.fail("all non-scalar operands/results must have the same shape and base type");
        }
        Ok(())
    }
}

/// MLIR's `RegisteredOperationName::verifyInherentAttrs` on attributes read
/// from an attribute dictionary: the message for the first inherent
/// attribute of `schema` among `entries` that breaks its constraint
/// ("'NAME' op attribute 'x' failed to satisfy constraint: ...").
pub fn inherent_attr_violation(
    ctx: &Context,
    schema: &OpSchema,
    entries: &[(crate::attrs::Attr, crate::attrs::Attr)],
) -> Option<String> {
    for &(k, v) in entries {
        let name = ctx.string_value(k);
        let Some(def) = schema.attrs.iter().find(|a| a.name.as_bytes() == name) else {
            continue;
        };
        if let Some(message) = attr_violation(ctx, schema, def, v) {
            return Some(message);
        }
    }
    None
}

/// The message for `value` breaking a constraint of attribute `def` of
/// `schema` (its storage constraint, then its confinement), if it does.
fn attr_violation(
    ctx: &Context,
    schema: &OpSchema,
    def: &super::schema::AttrDef,
    value: crate::attrs::Attr,
) -> Option<String> {
    let c = def
        .constraint
        .iter()
        .chain(def.confined.iter())
        .find(|c| !attr_matches(ctx, value, &c.pred))?;
    let what = if def.property { "property" } else { "attribute" };
    Some(format!(
        "'{}' op {what} '{}' failed to satisfy constraint: {}",
        schema.name, def.name, c.summary
    ))
}

/// The attribute checks of MLIR's `Adaptor::verify`: presence of required
/// attributes and their constraints, on a properties dictionary.
pub fn verify_attrs(ctx: &Context, properties: Option<crate::attrs::Attr>, schema: &OpSchema) -> Result<(), String> {
    let get = |n: &str| super::access::dict_get(ctx, properties, n);
    let mut required: Vec<&str> = schema
        .attrs
        .iter()
        .filter(|a| !a.property && a.presence == Presence::Required)
        .map(|a| a.name)
        .collect();
    required.sort_unstable();
    for name in required {
        if get(name).is_none() {
            return Err(format!("'{}' op requires attribute '{name}'", schema.name));
        }
    }
    for a in schema.attrs {
        let Some(v) = get(a.name) else { continue };
        if let Some(message) = attr_violation(ctx, schema, a, v) {
            return Err(message);
        }
    }
    Ok(())
}
