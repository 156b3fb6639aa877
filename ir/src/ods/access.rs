//! Reading and writing an op through its schema: value groups (segment
//! aware), inherent attributes and properties.

use super::pred::{dense_int_iter, dense_ints};
use super::schema::{Arity, OpSchema, Segments, ValueDef};
use crate::attrs::Attr;
use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use std::ops::Range;

/// An inherent attribute or property of `op`: from its properties, else from
/// its discardable dictionary (ops built before registration keep them there).
pub fn inherent(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Attr> {
    inherent_where(ctx, arena, op, |k| ctx.string_value(k) == name.as_bytes())
}

/// [`inherent`] by the interned attribute name `key` (`ctx.string_attr`):
/// names then compare as handles, for scans over many ops.
pub fn inherent_by_key(ctx: &Context, arena: &IrArena, op: OpId, key: Attr) -> Option<Attr> {
    inherent_where(ctx, arena, op, |k| k == key)
}

/// The first property (else discardable attribute) of `op` whose name
/// satisfies `is_name`.
pub fn inherent_where(ctx: &Context, arena: &IrArena, op: OpId, is_name: impl Fn(Attr) -> bool) -> Option<Attr> {
    let find = |dict: Option<Attr>| {
        dict.and_then(|d| {
            ctx.dictionary_entries(d)
                .iter()
                .find(|&&(k, _)| is_name(k))
                .map(|&(_, v)| v)
        })
    };
    find(arena.properties(op)).or_else(|| find(arena.attrs(op)))
}

/// Sets (or with `None` removes) an inherent attribute in the properties,
/// or in the attribute dictionary for an op whose dialect keeps inherent
/// attributes there.
pub fn set_inherent(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str, value: Option<Attr>) {
    if ctx.op_info(arena.op_name(op)).attributes_in_dictionary() {
        set_discardable(ctx, arena, op, name, value);
        return;
    }
    let props = with_entry(ctx, arena.properties(op), name, value);
    arena.set_properties(op, props);
}

/// Sets (or with `None` removes) an entry of the op's attribute dictionary.
pub fn set_discardable(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str, value: Option<Attr>) {
    let attrs = with_entry(ctx, arena.attrs(op), name, value);
    arena.set_attrs(op, attrs);
}

/// `dict` with the entry `name` set to `value` (or removed); `None` when
/// no entry is left.
pub fn with_entry(ctx: &Context, dict: Option<Attr>, name: &str, value: Option<Attr>) -> Option<Attr> {
    let mut entries: Vec<(Attr, Attr)> = dict.map(|d| ctx.dictionary_entries(d).to_vec()).unwrap_or_default();
    entries.retain(|(k, _)| ctx.string_value(*k) != name.as_bytes());
    if let Some(v) = value {
        entries.push((ctx.string_attr(name.as_bytes()), v));
    }
    (!entries.is_empty()).then(|| ctx.dictionary_attr(entries))
}

/// The entries of a segment-sizes attribute (`array<i32: ...>`).
pub fn segment_sizes(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Vec<i64>> {
    inherent(ctx, arena, op, name).and_then(|a| dense_ints(ctx, a))
}

/// An op's segment sizes: one per value group, kept inline (ops have a few
/// groups, and typed accessors read them on every call).
type SegmentSizes = smallvec::SmallVec<[i64; 8]>;

/// [`segment_sizes`] without a heap allocation, for [`Layout`]s.
fn inline_segment_sizes(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<SegmentSizes> {
    inherent(ctx, arena, op, name).and_then(|a| dense_int_iter(ctx, a).map(|it| it.collect()))
}

/// Start and length of each group among `total` values, as MLIR's
/// `getODS{Operand,Result}IndexAndLength` computes them. Out-of-range
/// groups are clamped, so accessors never index past the op's values.
pub fn group_ranges(groups: &[ValueDef], segments: Segments, total: usize, sizes: Option<&[i64]>) -> Vec<Range<usize>> {
    ranges_of_groups(groups, segments, total, sizes).collect()
}

/// The range of group `i` alone (empty when there is no such group).
pub fn group_range(
    groups: &[ValueDef],
    segments: Segments,
    total: usize,
    sizes: Option<&[i64]>,
    i: usize,
) -> Range<usize> {
    ranges_of_groups(groups, segments, total, sizes).nth(i).unwrap_or(0..0)
}

/// The ranges of [`group_ranges`], one group after the other.
fn ranges_of_groups<'g>(
    groups: &'g [ValueDef],
    segments: Segments,
    total: usize,
    sizes: Option<&'g [i64]>,
) -> impl Iterator<Item = Range<usize>> + 'g {
    let num_variable = groups.iter().filter(|g| g.arity.is_variable()).count();
    let num_fixed = groups.len() - num_variable;
    let variadic_size = total.saturating_sub(num_fixed).checked_div(num_variable).unwrap_or(0);
    let attr_sized = matches!(segments, Segments::AttrSized);
    // MLIR's `start = i + prevVariadic * (size - 1)` is the running sum of
    // the previous groups' lengths.
    let mut start = 0usize;
    groups.iter().enumerate().map(move |(i, g)| {
        let len = if attr_sized {
            sizes.and_then(|s| s.get(i)).copied().unwrap_or(0).max(0) as usize
        } else if g.arity.is_variable() {
            variadic_size
        } else {
            1
        };
        let r = start..start.saturating_add(len);
        start = r.end;
        r.start.min(total)..r.end.min(total)
    })
}

/// What locates `op`'s value groups: the schema's groups, how they are
/// segmented, the op's value count and its segment sizes (when attribute
/// sized).
type Layout = (&'static [ValueDef], Segments, usize, Option<SegmentSizes>);

/// The [`Layout`] of `op`'s operands.
fn operand_layout(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> Layout {
    let sizes = match schema.operand_segments {
        Segments::AttrSized => inline_segment_sizes(ctx, arena, op, "operandSegmentSizes"),
        _ => None,
    };
    (schema.operands, schema.operand_segments, arena.num_operands(op), sizes)
}

/// The [`Layout`] of `op`'s results.
fn result_layout(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> Layout {
    let sizes = match schema.result_segments {
        Segments::AttrSized => inline_segment_sizes(ctx, arena, op, "resultSegmentSizes"),
        _ => None,
    };
    (schema.results, schema.result_segments, arena.num_results(op), sizes)
}

/// Ranges of the operand groups of `op`.
pub fn operand_ranges(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> Vec<Range<usize>> {
    let (groups, segments, total, sizes) = operand_layout(ctx, arena, op, schema);
    group_ranges(groups, segments, total, sizes.as_deref())
}

/// Ranges of the result groups of `op`.
pub fn result_ranges(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> Vec<Range<usize>> {
    let (groups, segments, total, sizes) = result_layout(ctx, arena, op, schema);
    group_ranges(groups, segments, total, sizes.as_deref())
}

/// `getAsmResultNames` of an op declared with fixed result names
/// (`result_names "alloc";`): result `i` gets `names[i]`, for the results
/// the op has.
pub fn set_fixed_result_names(arena: &IrArena, op: OpId, names: &[&str], set: &mut dyn FnMut(u32, &str)) {
    let count = arena.num_results(op);
    for (i, name) in (0u32..).zip(names).take(count) {
        set(i, name);
    }
}

/// ODS's default `getAsmResultNames` for an op with several result groups
/// and no name hook of its own (`OpEmitter::genOpAsmInterface`): the first
/// value of each non-empty group is named after the group (`%sum,
/// %overflow`, `%base_buffer, %offset, %sizes:2, %strides:2`).
pub fn name_result_groups(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, set: &mut dyn FnMut(u32, &str)) {
    for (def, range) in schema.results.iter().zip(result_ranges(ctx, arena, op, schema)) {
        if range.is_empty() || def.name.is_empty() {
            continue;
        }
        if let Ok(first) = u32::try_from(range.start) {
            set(first, def.name);
        }
    }
}

/// Range of operand group `i` of `op` (the other groups are not collected).
pub fn operand_range(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Range<usize> {
    let (groups, segments, total, sizes) = operand_layout(ctx, arena, op, schema);
    group_range(groups, segments, total, sizes.as_deref(), i)
}

/// Range of result group `i` of `op`.
pub fn result_range(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Range<usize> {
    let (groups, segments, total, sizes) = result_layout(ctx, arena, op, schema);
    group_range(groups, segments, total, sizes.as_deref(), i)
}

/// The operands of group `i`, read in place from the op's operand list.
pub fn operand_iter<'a>(
    ctx: &Context,
    arena: &'a IrArena,
    op: OpId,
    schema: &OpSchema,
    i: usize,
) -> impl ExactSizeIterator<Item = Value> + 'a {
    let r = operand_range(ctx, arena, op, schema, i);
    arena.operands(op).skip(r.start).take(r.len())
}

/// The results of group `i`.
pub fn result_iter(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    schema: &OpSchema,
    i: usize,
) -> impl ExactSizeIterator<Item = Value> + Clone {
    result_range(ctx, arena, op, schema, i).map(move |k| Value::Result { op, index: k as u32 })
}

/// The operands of group `i`.
pub fn operand_group(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Vec<Value> {
    operand_iter(ctx, arena, op, schema, i).collect()
}

/// The results of group `i`.
pub fn result_group(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Vec<Value> {
    result_iter(ctx, arena, op, schema, i).collect()
}

/// The single operand of group `i` (`None` when the group is empty).
pub fn operand_one(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Option<Value> {
    operand_iter(ctx, arena, op, schema, i).next()
}

/// The single result of group `i`.
pub fn result_one(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Option<Value> {
    result_iter(ctx, arena, op, schema, i).next()
}

/// A `VariadicOfVariadic` operand group split by its segment attribute.
pub fn operand_group_split(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Vec<Vec<Value>> {
    let flat = operand_group(ctx, arena, op, schema, i);
    let Some(ValueDef {
        arity: Arity::VariadicOfVariadic(attr),
        ..
    }) = schema.operands.get(i)
    else {
        return vec![flat];
    };
    let sizes = segment_sizes(ctx, arena, op, attr).unwrap_or_default();
    let mut out = Vec::new();
    let mut rest = flat.as_slice();
    for s in sizes {
        let n = (s.max(0) as usize).min(rest.len());
        out.push(rest[..n].to_vec());
        rest = &rest[n..];
    }
    out
}

/// Region `i` or, for a trailing variadic region group, regions `i..`.
pub fn regions_from(arena: &IrArena, op: OpId, i: usize) -> Vec<crate::body::RegionId> {
    arena.regions(op).get(i..).map(|r| r.to_vec()).unwrap_or_default()
}

/// Successors from index `i` on.
pub fn successors_from(arena: &IrArena, op: OpId, i: usize) -> Vec<crate::body::BlockId> {
    arena.successors(op).get(i..).map(|r| r.to_vec()).unwrap_or_default()
}

/// The operand of a single-value group (generated accessors call this on
/// handles that [`is_instance`] accepted).
pub fn operand_single(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Value {
    let r = operand_range(ctx, arena, op, schema, i);
    arena.operand(op, r.start)
}

/// The result of a single-value group.
pub fn result_single(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, i: usize) -> Value {
    let r = result_range(ctx, arena, op, schema, i);
    arena.result(op, r.start)
}

/// Replaces the operand of a single-value group.
pub fn set_operand_single(ctx: &Context, arena: &mut IrArena, op: OpId, schema: &OpSchema, i: usize, value: Value) {
    let r = operand_ranges(ctx, arena, op, schema).get(i).cloned().unwrap_or(0..0);
    if r.start < arena.num_operands(op) {
        arena.set_operand(
            crate::body::Use {
                op,
                operand: r.start as u32,
            },
            value,
        );
    }
}

/// An inherent attribute, or its default (MLIR text) when absent.
pub fn inherent_or_default(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    name: &str,
    default: Option<&str>,
) -> Option<Attr> {
    inherent(ctx, arena, op, name).or_else(|| default.and_then(|t| super::values::attr_from_text(ctx, t).ok()))
}

/// An entry of a dictionary attribute.
pub fn dict_get(ctx: &Context, dict: Option<Attr>, name: &str) -> Option<Attr> {
    dict.and_then(|d| {
        ctx.dictionary_entries(d)
            .iter()
            .find(|(k, _)| ctx.string_value(*k) == name.as_bytes())
            .map(|&(_, v)| v)
    })
}

/// Operand group ranges for an adaptor over `count` values.
pub fn adaptor_ranges(ctx: &Context, schema: &OpSchema, count: usize, properties: Option<Attr>) -> Vec<Range<usize>> {
    let sizes = match schema.operand_segments {
        Segments::AttrSized => dict_get(ctx, properties, "operandSegmentSizes").and_then(|a| dense_ints(ctx, a)),
        _ => None,
    };
    group_ranges(schema.operands, schema.operand_segments, count, sizes.as_deref())
}

/// Whether the groups of `layout` cover its values exactly, each with a
/// length its arity allows.
fn groups_fit(layout: Layout) -> bool {
    let (groups, segments, total, sizes) = layout;
    let mut covered = 0usize;
    for (g, r) in groups
        .iter()
        .zip(ranges_of_groups(groups, segments, total, sizes.as_deref()))
    {
        let fits = match g.arity {
            Arity::Single => r.len() == 1,
            Arity::Optional => r.len() <= 1,
            _ => true,
        };
        if !fits {
            return false;
        }
        covered += r.len();
    }
    covered == total
}

/// Whether `op` is an instance of `schema`'s op whose value groups, regions
/// and successors have the shape the schema describes (so accessors are safe).
pub fn is_instance(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> bool {
    if arena.check_op(op).is_err() || ctx.op_info(arena.op_name(op)).name() != schema.name {
        return false;
    }
    let fixed_regions = schema.regions.iter().filter(|r| !r.variadic).count();
    let fixed_succ = schema.successors.iter().filter(|s| !s.variadic).count();
    groups_fit(operand_layout(ctx, arena, op, schema))
        && groups_fit(result_layout(ctx, arena, op, schema))
        && arena.regions(op).len() >= fixed_regions
        && arena.successors(op).len() >= fixed_succ
}

/// The runtime part of generated operand adaptors.
pub struct Adaptor<'a> {
    ctx: &'a Context,
    schema: &'static OpSchema,
    operands: &'a [Value],
    properties: Option<Attr>,
    ranges: Vec<Range<usize>>,
}

impl<'a> Adaptor<'a> {
    /// An adaptor over `operands` of `schema`'s op with its properties.
    pub fn new(ctx: &'a Context, schema: &'static OpSchema, operands: &'a [Value], properties: Option<Attr>) -> Self {
        let ranges = adaptor_ranges(ctx, schema, operands.len(), properties);
        Adaptor {
            ctx,
            schema,
            operands,
            properties,
            ranges,
        }
    }

    /// The operands of group `i`.
    pub fn group(&self, i: usize) -> &'a [Value] {
        let r = self.ranges.get(i).cloned().unwrap_or(0..0);
        &self.operands[r]
    }

    /// An inherent attribute from the properties.
    pub fn attr(&self, name: &str) -> Option<Attr> {
        dict_get(self.ctx, self.properties, name)
    }

    /// Whether unit attribute `name` is present (a cleared `UnitProp` is
    /// stored as `false`).
    pub fn unit(&self, name: &str) -> bool {
        self.attr(name)
            .is_some_and(|a| !matches!(self.ctx.attr_kind(a), crate::AttrKind::Bool(false)))
    }

    /// Attribute `name` converted by `from`, or its `default` (attribute
    /// text) when absent: the typed accessors of generated adaptors.
    pub fn typed<T>(&self, name: &str, default: Option<&str>, from: fn(&Context, Attr) -> Option<T>) -> Option<T> {
        let attr = self
            .attr(name)
            .or_else(|| default.and_then(|t| super::values::attr_from_text(self.ctx, t).ok()))?;
        from(self.ctx, attr)
    }

    /// Attribute presence and constraints (MLIR's `Adaptor::verify`).
    pub fn verify(&self) -> Result<(), String> {
        super::verify::verify_attrs(self.ctx, self.properties, self.schema)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn g(arity: Arity) -> ValueDef {
        ValueDef {
            name: "x",
            arity,
            constraint: None,
            effects: &[],
        }
    }

    #[test]
    fn group_ranges_follow_ods_index_rules() {
        let fixed_one_variadic = [g(Arity::Single), g(Arity::Variadic), g(Arity::Single)];
        assert_eq!(
            group_ranges(&fixed_one_variadic, Segments::Fixed, 5, None),
            vec![0..1, 1..4, 4..5]
        );
        assert_eq!(
            group_ranges(&fixed_one_variadic, Segments::Fixed, 2, None),
            vec![0..1, 1..1, 1..2]
        );
        let same = [g(Arity::Variadic), g(Arity::Single), g(Arity::Variadic)];
        assert_eq!(group_ranges(&same, Segments::SameSize, 5, None), vec![0..2, 2..3, 3..5]);
        assert_eq!(group_ranges(&same, Segments::SameSize, 1, None), vec![0..0, 0..1, 1..1]);
        let sized = [g(Arity::Variadic), g(Arity::Optional), g(Arity::Single)];
        assert_eq!(
            group_ranges(&sized, Segments::AttrSized, 4, Some(&[2, 1, 1])),
            vec![0..2, 2..3, 3..4]
        );
        // Bad sizes are clamped, never out of range.
        assert_eq!(
            group_ranges(&sized, Segments::AttrSized, 2, Some(&[5, -1, 1])),
            vec![0..2, 2..2, 2..2]
        );
    }
}

/// The runtime part of generated fold adaptors (MLIR's `FoldAdaptor`): the
/// constant value of each operand of an op being folded, by operand group.
#[derive(Copy, Clone)]
pub struct FoldAdaptor<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    op: OpId,
    schema: &'static OpSchema,
    constants: &'a [Option<Attr>],
}

impl<'a> FoldAdaptor<'a> {
    /// The constants `constants` (one per operand of `op`, `None` where the
    /// operand is not a constant) seen through `schema`'s operand groups.
    pub fn new(
        ctx: &'a Context,
        arena: &'a IrArena,
        op: OpId,
        schema: &'static OpSchema,
        constants: &'a [Option<Attr>],
    ) -> Self {
        FoldAdaptor {
            ctx,
            arena,
            op,
            schema,
            constants,
        }
    }

    /// The constants of operand group `i` (empty when out of range).
    pub fn group(&self, i: usize) -> &'a [Option<Attr>] {
        let r = operand_range(self.ctx, self.arena, self.op, self.schema, i);
        self.constants.get(r).unwrap_or(&[])
    }

    /// The constant of single or optional operand group `i`.
    pub fn one(&self, i: usize) -> Option<Attr> {
        self.group(i).first().copied().flatten()
    }

    /// The op being folded.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// An inherent attribute of the op (MLIR's adaptor attribute getters).
    pub fn attr(&self, name: &str) -> Option<Attr> {
        inherent(self.ctx, self.arena, self.op, name)
    }
}
