//! The test dialect: definitions in `test.ods` that use every feature of
//! the `.ods` language, generated at build time, plus the Rust hooks they
//! name (custom builders, verifiers, inference, predicates).

#![warn(missing_docs)]

use ir::ods::infer::{InferInputs, InferResult};
use ir::ods::{BuildError, OpBuilder};
use ir::{Context, Diagnostic, IrArena, OpId, Type};

mod base_order;
mod branch;
pub mod custom_props;
mod int_range;
mod side_effects;
mod verify_order;
pub mod versioning;

// The constant materializer `test.ods` names.
use int_range::materialize_constant;

include!(concat!(env!("OUT_DIR"), "/test_dialect.rs"));

/// `custom<Range>($lo, $hi)` of `#test.span`: `lo` or `lo to hi`.
fn parse_range(
    p: &mut dyn ir::context::DialectTypeParser,
    args: &mut [Option<ir::dialect_attr::ParamValue>],
) -> Result<(), Diagnostic> {
    let lo = p.parse_integer_in(i64::MIN.into(), i64::MAX.into())?;
    let hi = if p.parse_optional_literal("to") {
        Some(p.parse_integer_in(i64::MIN.into(), i64::MAX.into())?)
    } else {
        None
    };
    let value = |v: i128| ir::dialect_attr::ParamValue::Int(i64::try_from(v).unwrap_or_default());
    if let [lo_slot, hi_slot] = args {
        *lo_slot = Some(value(lo));
        *hi_slot = Some(hi.map_or(ir::dialect_attr::ParamValue::Absent, value));
    }
    Ok(())
}

/// Prints `custom<Range>($lo, $hi)`.
fn print_range(w: &mut ir::ods::attr_format::DefPrinter<'_>, args: &[&ir::dialect_attr::ParamValue]) {
    if let [lo, hi] = args {
        w.value(lo);
        if !hi.is_absent() {
            w.write(" to ");
            w.value(hi);
        }
    }
}

/// `custom<CustomTypeA>($a)` of `!test.custom_type` (upstream's
/// `parseCustomTypeA`): an integer.
fn parse_custom_type_a(
    p: &mut dyn ir::context::DialectTypeParser,
    args: &mut [Option<ir::dialect_attr::ParamValue>],
) -> Result<(), Diagnostic> {
    let a = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())?;
    if let [slot] = args {
        *slot = Some(ir::dialect_attr::ParamValue::Int(i64::try_from(a).unwrap_or_default()));
    }
    Ok(())
}

/// Prints `custom<CustomTypeA>($a)`.
fn print_custom_type_a(w: &mut ir::ods::attr_format::DefPrinter<'_>, args: &[&ir::dialect_attr::ParamValue]) {
    if let [a] = args {
        w.value(a);
    }
}

/// `custom<CustomTypeB>(ref($a), $b)` (upstream's `parseCustomTypeB`):
/// nothing when `a` is negative, else the `a` integers `0 1 ...` and then
/// `b`.
fn parse_custom_type_b(
    p: &mut dyn ir::context::DialectTypeParser,
    args: &mut [Option<ir::dialect_attr::ParamValue>],
) -> Result<(), Diagnostic> {
    let [a, b] = args else { return Ok(()) };
    let a = a.as_ref().and_then(ir::dialect_attr::ParamValue::as_i64).unwrap_or(-1);
    if a < 0 {
        *b = Some(ir::dialect_attr::ParamValue::Absent);
        return Ok(());
    }
    for _ in 0..a {
        p.parse_integer_in(i32::MIN.into(), i32::MAX.into())?;
    }
    let v = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())?;
    *b = Some(ir::dialect_attr::ParamValue::Int(i64::try_from(v).unwrap_or_default()));
    Ok(())
}

/// Prints `custom<CustomTypeB>(ref($a), $b)`: ` 0 1 ... b` when `a` is not
/// negative.
fn print_custom_type_b(w: &mut ir::ods::attr_format::DefPrinter<'_>, args: &[&ir::dialect_attr::ParamValue]) {
    let [a, b] = args else { return };
    let Some(a) = a.as_i64().filter(|&a| a >= 0) else {
        return;
    };
    w.write(" ");
    for i in 0..a {
        w.write(&format!("{i} "));
    }
    w.value(b);
}

/// `!test.test_type` names itself (`TestTypeInterface`; `shout` is the default).
impl TestTypeInterface for TestType {
    fn type_name(_ctx: &Context, _ty: Type, width: usize) -> String {
        format!("{:<width$}", "test_type")
    }
}

/// `#test.memref_layout<"...">` is a memref layout whose map is `(d0) -> (d0)`, as
/// upstream's `TestMemRefLayoutAttr::getAffineMap` (so only rank-1 memrefs take it).
impl ir::interfaces::MemRefLayoutAttrInterface for TestMemRefLayoutAttr {
    fn affine_map(_ctx: &Context, _attr: ir::Attr) -> ir::affine::AffineMap {
        ir::affine::AffineMap::identity(1)
    }
}

/// `#test.tagged<N>`'s static method (its other methods are the defaults).
impl TestTaggedAttrInterface for Tagged {
    fn default_tag() -> i64 {
        7
    }
}

/// `!test.shaped<N>` names itself with its rank and overrides `shout`.
impl TestTypeInterface for Shaped {
    fn type_name(ctx: &Context, ty: Type, width: usize) -> String {
        let rank = Shaped::read(ctx, ty).map_or(0, |s| s.rank);
        format!("{:<width$}", format!("shaped{rank}"))
    }
    fn shout(ctx: &Context, ty: Type, width: usize) -> String {
        format!("{}!", Self::type_name(ctx, ty, width))
    }
}

impl TestTypeVerification {
    /// `!test.type_verification`'s parameter constraint
    /// (`AnyTypeOf<[I16, I32]>`), with MLIR's message.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        match ctx.type_kind(self.param) {
            ir::TypeKind::Integer {
                width: 16 | 32,
                signedness: ir::types::Signedness::Signless,
            } => Ok(()),
            _ => Err("failed to verify 'param': 16-bit signless integer or 32-bit signless integer".to_string()),
        }
    }
}

impl Entry {
    /// `#test.entry`'s verifier (`verifier;`): the key is not empty.
    pub fn verify(&self, _ctx: &Context) -> Result<(), String> {
        if self.key.is_empty() {
            return Err("entry key must not be empty".to_string());
        }
        Ok(())
    }
}

/// `Describe` for `test.add`, beside the op (the other op declaring it, `test.segments`,
/// has no implementation: what `DescribeImpls::missing` reports).
impl Describe<String> for AddOp {
    fn describe(self, out: &mut String) -> usize {
        let text = "integer addition of two operands";
        out.push_str(text);
        text.len()
    }
    fn arity(self) -> usize {
        2
    }
}

/// `Arity` for `test.add`: the default methods.
impl Arity for AddOp {
    fn symbol(self) -> &'static str {
        "+"
    }
}

/// `Arity` for `test.negate`: overrides a default method.
impl Arity for NegateOp {
    fn operand_count(self, _arena: &IrArena) -> usize {
        1
    }
    fn symbol(self) -> &'static str {
        "-"
    }
}

pub use versioning::upgrade_from_version;

/// `PredOpTrait` predicate of `test.pred`.
pub fn even_operands(_ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    arena.num_operands(op).is_multiple_of(2)
}

impl ir::interfaces::InferTypeOpInterface for InferOp {
    /// `InferTypeOpInterface`: the result is `i64`.
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let operands = inputs.operand_types();
        if operands.len() != 1 {
            return Err(Some("test.infer takes one operand".into()));
        }
        Ok(vec![ctx.int_type(64)])
    }
}

impl ir::interfaces::InferTypeOpInterface for FormatInferTypeRegionsOp {
    /// Upstream's: the types of the first region's entry block arguments (none
    /// for a region without blocks); a failure without a message when there is no
    /// region (as when building).
    fn infer_return_types(_ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let arena = inputs.arena;
        let region = inputs.regions.first().ok_or(None)?;
        let Some(&entry) = arena.region_blocks(*region).first() else {
            return Ok(Vec::new());
        };
        Ok((0..arena.num_args(entry))
            .map(|i| arena.value_type(arena.arg(entry, i)))
            .collect())
    }
}

impl ir::interfaces::InferTypeOpInterface for OpWithInferTypeInterfaceOp {
    /// Upstream's: the first operand's type; `operand type mismatch 'A' vs 'B'` at
    /// the location when the two differ.
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let types = inputs.operand_types();
        let [a, b] = types[..] else {
            return Err(Some(format!("expected 2 operands, got {}", types.len())));
        };
        if a != b {
            let quoted = |t| format!("'{}'", ir::text::printer::type_to_string(ctx, t));
            return Err(Some(format!("operand type mismatch {} vs {}", quoted(a), quoted(b))));
        }
        Ok(vec![a])
    }
}

impl ir::interfaces::InferShapedTypeOpInterface for OpWithResultShapeInterfaceOp {
    /// Upstream's: for each operand, last first, a `tensor.from_elements` of
    /// its folded `tensor.dim`s.
    fn reify_return_type_shapes(
        self,
        rw: &mut ir::rewrite::PatternRewriter<'_>,
        operands: &[ir::Value],
    ) -> Option<Vec<ir::Value>> {
        let loc = rw.arena.op_loc(self.0);
        let index = rw.ctx.index_type();
        let mut shapes = Vec::with_capacity(operands.len());
        for &operand in operands.iter().rev() {
            let rank = rw.ctx.type_kind(rw.arena.value_type(operand)).shape()?.len();
            let dims: Vec<ir::Value> = (0..rank)
                .map(|d| crate::common::reify::dim_or_fold(rw, loc, operand, d))
                .collect::<Option<_>>()?;
            let ty = rw.ctx.get_type(ir::TypeKind::RankedTensor {
                shape: vec![i64::try_from(rank).ok()?],
                element: index,
                encoding: None,
            });
            let shape = rw
                .build(loc, |b| crate::tensor::ops::FromElementsOp::build(b, ty, &dims))
                .ok()?;
            shapes.push(rw.arena.result(shape.0, 0));
        }
        Some(shapes)
    }
}

impl CustomOp {
    /// Custom builder body: `value` (negated when asked) and an `i64` result.
    pub fn with_value_impl(builder: &mut OpBuilder<'_>, value: i64, negate: bool) -> Result<Self, BuildError> {
        let ctx = builder.ctx;
        let v = if negate { -value } else { value };
        let attr = ir::ods::values::int_attr(ctx, v, "i64")?;
        let i64t = ctx.int_type(64);
        Self::build_generic_unchecked(builder, &[i64t], &[], &[("value", attr)])
    }

    fn build_generic_unchecked(
        builder: &mut OpBuilder<'_>,
        result_types: &[Type],
        operands: &[ir::Value],
        attrs: &[(&'static str, ir::Attr)],
    ) -> Result<Self, BuildError> {
        ir::ods::build::create_generic(builder, Self::schema(), result_types, operands, attrs).map(Self)
    }

    /// Folder: the op folds to its `value` attribute when it has no operand.
    pub fn fold(
        self,
        ctx: &Context,
        arena: &IrArena,
        _operands: &[Option<ir::Attr>],
    ) -> Option<Vec<ir::ods::FoldResult>> {
        if self.x(ctx, arena).is_some() {
            return None;
        }
        self.value_attr(ctx, arena).map(|a| vec![ir::ods::FoldResult::Attr(a)])
    }

    /// Canonicalization: a negative `value` becomes its absolute value.
    pub fn canonicalize(self, ctx: &Context, arena: &mut IrArena) -> bool {
        match self.value(ctx, arena) {
            Some(v) if v < 0 => self.set_value(ctx, arena, -v).is_ok(),
            _ => false,
        }
    }

    /// User verifier: `value` must not be 13.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        if self.value(ctx, arena) == Some(13) {
            return Err(ir::ods::verify::op_error(ctx, arena, self.0, "value must not be 13"));
        }
        Ok(())
    }
}

impl RegionOp {
    /// Region verifier: the body's yield must yield nothing.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let body = self.body(arena);
        for &b in arena.region_blocks(body) {
            if let Some(last) = arena.last_op(b) {
                if arena.num_operands(last) > 0 {
                    return Err(ir::ods::verify::op_error(
                        ctx,
                        arena,
                        self.0,
                        "body must not yield values",
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Test ops for the parts of declarative assembly formats the upstream ops do
/// not use (`formats.ods`), with the `custom<Echo>` directive they name.
pub mod formats {
    use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
    use ir::text::asm_printer::OpAsmPrinter;
    use ir::text::parser::asm::{OpAsmParser, Punct};
    use ir::Diagnostic;

    include!(concat!(env!("OUT_DIR"), "/test_formats.rs"));

    /// `custom<Echo>(type($x), ref($x), "tag")`: `<tag: TYPE>`.
    pub fn parse_echo<'a>(p: &mut OpAsmParser<'_, 'a>, args: &mut CustomParseArgs<'_, 'a>) -> Result<bool, Diagnostic> {
        p.parse_punct(Punct::Less)?;
        let tag = args.string(2).unwrap_or_default();
        p.parse_keyword(tag)?;
        p.parse_punct(Punct::Colon)?;
        let t = p.parse_type()?;
        p.parse_punct(Punct::Greater)?;
        if let Some(types) = args.types(0) {
            types.push(t);
        }
        // `ref($x)` sees the operand bound before.
        Ok(args.operands(1).is_some_and(|o| o.len() == 1))
    }

    /// Printer of `custom<Echo>`.
    pub fn print_echo(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
        let types = args.types(p, 0);
        p.print("<");
        p.print(args.string(2).unwrap_or_default());
        p.print(": ");
        if let Some(&t) = types.first() {
            p.print_type(t);
        }
        p.print(">");
    }
}

/// The bits of an integer attribute and its width (`None` past 128 bits).
fn int_bits(ctx: &Context, attr: Option<ir::Attr>) -> Option<(u32, u128)> {
    match ctx.attr_kind(attr?) {
        ir::AttrKind::Integer { value, .. } => Some((value.width(), value.to_u128()?)),
        _ => None,
    }
}

crate::common::int_range::result_range!(
    /// `TestWithBoundsOp::inferResultRanges`: the four bounds its attributes
    /// hold (of their own width).
    WithBoundsOp,
    |op, ctx, arena, _args| {
        let (w, umin) = int_bits(ctx, op.umin_attr(ctx, arena))?;
        let (_, umax) = int_bits(ctx, op.umax_attr(ctx, arena))?;
        let (_, smin) = int_bits(ctx, op.smin_attr(ctx, arena))?;
        let (_, smax) = int_bits(ctx, op.smax_attr(ctx, arena))?;
        let range = ir::int_range::ConstantIntRanges::new(w, umin, umax, smin, smax);
        Some((op.fake_val(ctx, arena), range))
    }
);
