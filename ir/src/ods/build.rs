//! Building ops: the insertion point generated builders take, and the
//! operation state they fill (segment sizes and default values included).

use super::schema::{OpSchema, Presence, Segments};
use super::values::{attr_from_text, dense_array, BuildError};
use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, OpSpec, RegionId, Value};
use crate::context::Context;
use crate::types::Type;

/// Where and with what location builders create ops.
pub struct OpBuilder<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The arena ops are created in.
    pub arena: &'a mut IrArena,
    /// Location of created ops.
    pub loc: Attr,
    /// Block new ops are appended to (detached when `None`).
    pub block: Option<BlockId>,
}

impl<'a> OpBuilder<'a> {
    /// A builder creating detached ops at an unknown location.
    pub fn new(ctx: &'a Context, arena: &'a mut IrArena) -> Self {
        let loc = ctx.unknown_loc();
        OpBuilder {
            ctx,
            arena,
            loc,
            block: None,
        }
    }

    /// Appends created ops to the end of `block`.
    pub fn at_end(mut self, block: BlockId) -> Self {
        self.block = Some(block);
        self
    }

    /// Sets the location of created ops.
    pub fn with_loc(mut self, loc: Attr) -> Self {
        self.loc = loc;
        self
    }

    /// The type of a value.
    pub fn type_of(&self, v: Value) -> Type {
        self.arena.value_type(v)
    }
}

/// What a generated builder collects before creating the op.
#[derive(Default, Debug)]
pub struct OpState {
    operands: Vec<Value>,
    operand_segments: Vec<i64>,
    result_types: Vec<Type>,
    result_segments: Vec<i64>,
    attrs: Vec<(&'static str, Attr)>,
    regions: usize,
    successors: Vec<BlockId>,
}

impl OpState {
    /// An empty state.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an operand group.
    pub fn operands(&mut self, values: &[Value]) -> &mut Self {
        self.operands.extend_from_slice(values);
        self.operand_segments.push(values.len() as i64);
        self
    }

    /// Adds a `VariadicOfVariadic` operand group; records the inner sizes in `attr`.
    pub fn operand_groups(
        &mut self,
        groups: &[&[Value]],
        attr: &'static str,
        ctx: &Context,
    ) -> Result<&mut Self, BuildError> {
        let sizes: Vec<i64> = groups.iter().map(|g| g.len() as i64).collect();
        let flat: Vec<Value> = groups.iter().flat_map(|g| g.iter().copied()).collect();
        self.attrs.retain(|(n, _)| *n != attr);
        self.attrs.push((attr, dense_array(ctx, &sizes, "i32")?));
        Ok(self.operands(&flat))
    }

    /// Adds a result group.
    pub fn results(&mut self, types: &[Type]) -> &mut Self {
        self.result_types.extend_from_slice(types);
        self.result_segments.push(types.len() as i64);
        self
    }

    /// Sets an inherent attribute (`None` leaves it absent).
    pub fn attr(&mut self, name: &'static str, value: Option<Attr>) -> &mut Self {
        self.attrs.retain(|(n, _)| *n != name);
        if let Some(v) = value {
            self.attrs.push((name, v));
        }
        self
    }

    /// Adds `n` empty regions.
    pub fn regions(&mut self, n: usize) -> &mut Self {
        self.regions += n;
        self
    }

    /// Adds successors.
    pub fn successors(&mut self, blocks: &[BlockId]) -> &mut Self {
        self.successors.extend_from_slice(blocks);
        self
    }

    /// Result types so far.
    pub fn result_types(&self) -> &[Type] {
        &self.result_types
    }

    /// Operands so far.
    pub fn operand_values(&self) -> &[Value] {
        &self.operands
    }

    /// An attribute set so far.
    pub fn attr_value(&self, name: &str) -> Option<Attr> {
        self.attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// The attributes so far as a properties dictionary.
    pub fn properties(&self, ctx: &Context) -> Option<Attr> {
        (!self.attrs.is_empty()).then(|| {
            ctx.dictionary_attr(
                self.attrs
                    .iter()
                    .map(|(n, v)| (ctx.string_attr(n.as_bytes()), *v))
                    .collect(),
            )
        })
    }
}

/// A custom builder's argument, or its default when `None` (the default is
/// computed only then).
pub fn arg_or<T>(arg: Option<T>, default: impl FnOnce() -> T) -> T {
    match arg {
        Some(v) => v,
        None => default(),
    }
}

/// Creates the op: fills segment sizes and default-valued attributes, then
/// appends it to the builder's block if it has one.
pub fn create(b: &mut OpBuilder<'_>, schema: &OpSchema, mut state: OpState) -> Result<OpId, BuildError> {
    let ctx = b.ctx;
    if schema.operand_segments == Segments::AttrSized {
        let a = dense_array(ctx, &state.operand_segments, "i32")?;
        state.attr("operandSegmentSizes", Some(a));
    }
    if schema.result_segments == Segments::AttrSized {
        let a = dense_array(ctx, &state.result_segments, "i32")?;
        state.attr("resultSegmentSizes", Some(a));
    }
    for def in schema.attrs {
        if let Presence::Default(text) = def.presence {
            if !state.attrs.iter().any(|(n, _)| *n == def.name) {
                let v = attr_from_text(ctx, text)?;
                state.attrs.push((def.name, v));
            }
        }
    }
    finish(b, schema.name, state)
}

/// Creates an op from a generic description (`build_generic`): no segment
/// sizes or defaults are added.
pub fn create_generic(
    b: &mut OpBuilder<'_>,
    schema: &OpSchema,
    result_types: &[Type],
    operands: &[Value],
    attrs: &[(&'static str, Attr)],
) -> Result<OpId, BuildError> {
    let mut state = OpState::new();
    state.result_types = result_types.to_vec();
    state.operands = operands.to_vec();
    state.attrs = attrs.to_vec();
    state.regions = schema.regions.iter().filter(|r| !r.variadic).count();
    for seg in ["operandSegmentSizes", "resultSegmentSizes"] {
        if schema.attribute_names.contains(&seg) && !attrs.iter().any(|(n, _)| *n == seg) {
            return Err(BuildError(format!("'{}' needs the '{seg}' attribute", schema.name)));
        }
    }
    finish(b, schema.name, state)
}

fn finish(b: &mut OpBuilder<'_>, name: &str, state: OpState) -> Result<OpId, BuildError> {
    let ctx = b.ctx;
    let dict = state.properties(ctx);
    let op_name = ctx.op_name(name);
    // A dialect without properties for attributes keeps them in the dictionary.
    let (props, attrs) = if ctx.op_info(op_name).attributes_in_dictionary() {
        (None, dict)
    } else {
        (dict, None)
    };
    let regions: Vec<RegionId> = (0..state.regions).map(|_| b.arena.create_region()).collect();
    let op = b.arena.create_op(OpSpec {
        operands: state.operands,
        result_types: state.result_types,
        successors: state.successors,
        regions,
        properties: props,
        attrs,
        ..OpSpec::new(op_name, b.loc)
    });
    if let Some(block) = b.block {
        b.arena.append_op(block, op);
    }
    Ok(op)
}
