//! linalg's named structured ops, table-driven: the OpDSL ops of
//! `LinalgNamedStructuredOps.yaml` (their table is generated into
//! `custom_linalg_named_table.rs` by `dialects/tools/gen_linalg_named.py`)
//! and the region builders of the C++-defined contraction and elementwise
//! ops, all run by one interpreter of upstream's `RegionBuilderHelper`.

use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::attr_to_string;
use ir::{Attr, AttrKind, BlockId, Context, Diagnostic, IrArena, RegionId, Type, TypeKind, Value};

use crate::affine::{cerr, dense_ints, element_type};
use crate::linalg::named_table::NAMED_OPS;
use crate::linalg::{parse_common_parts, print_named, NAMED_ELIDED};

type PResult<T> = Result<T, Diagnostic>;

/// A value of a region builder: a block argument or the result of step
/// `n` (counted from 1, as the generated C++ names them `valueN`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ref {
    /// `block.getArgument(i)`.
    Arg(u8),
    /// `valueN`.
    Val(u8),
}

/// The type a `TypeFn` converts to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ToType {
    /// `block.getArgument(i).getType()`.
    ArgType(u8),
    /// `helper.getIntegerType(w)`.
    Int(u32),
    /// `helper.getFloat64Type()`.
    F64,
}

/// Which `TypeFn` a cast applies.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Cast {
    /// `TypeFn::cast_signed`.
    Signed,
    /// `TypeFn::cast_unsigned`.
    Unsigned,
    /// The op's `cast` attribute (`cast_signed` when absent).
    Attr,
}

/// One call of `RegionBuilderHelper`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Step {
    /// `buildTypeFn(fn, to, operand)`.
    Cast(Cast, ToType, Ref),
    /// `buildUnaryFn(UnaryFn::name, arg)`.
    Unary(&'static str, Ref),
    /// `buildBinaryFn(BinaryFn::name, lhs, rhs)`.
    Binary(&'static str, Ref, Ref),
    /// `buildTernaryFn(TernaryFn::name, a, b, c)`.
    Ternary(&'static str, Ref, Ref, Ref),
    /// `constant("value : type")`.
    Const(&'static str),
    /// `index(dim)`.
    Index(i64),
}

/// `getIteratorTypesArray`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Iters {
    /// Fixed: one letter per loop, `p`arallel or `r`eduction.
    Fixed(&'static str),
    /// As many parallel loops as the first init's rank.
    RankOfInit,
}

/// A strides/dilations value a map symbol is bound to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Window {
    /// `strides[i]`.
    Stride,
    /// `dilations[i]`.
    Dilation,
}

/// `getIndexingMaps`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Maps {
    /// Maps with shape symbols, some bound to stride/dilation values
    /// (`(symbol, window, index)`); memoized in
    /// `linalg.memoized_indexing_maps`.
    Static {
        maps: &'static [&'static str],
        bindings: &'static [(u32, Window, usize)],
    },
    /// Identity maps of the init's rank (empty maps for rank-0 operands).
    Elementwise,
}

/// One OpDSL named op.
#[derive(Debug)]
pub(crate) struct NamedSpec {
    /// Full op name.
    pub name: &'static str,
    /// `getNumRegionArgs`.
    pub num_args: usize,
    /// Length of the `strides`/`dilations` attributes (0: none).
    pub window: usize,
    /// Iterator types.
    pub iters: Iters,
    /// Indexing maps.
    pub maps: Maps,
    /// The region builder.
    pub steps: &'static [Step],
    /// What the body yields.
    pub yields: &'static [Ref],
}

/// The spec of the OpDSL op `name`.
pub(crate) fn spec(name: &str) -> Option<&'static NamedSpec> {
    NAMED_OPS.iter().find(|s| s.name == name)
}

// ----- the region builder -----

/// Where a region builder creates its ops: the parser (ops of a parsed
/// named op) or an IR arena (ops built by a rewrite).
pub(crate) trait RegionSink {
    /// The context.
    fn ctx(&self) -> &Context;
    /// The type of `v`.
    fn value_type(&self, v: Value) -> Type;
    /// Argument `index` of `block`.
    fn block_arg(&self, block: BlockId, index: usize) -> Value;
    /// Appends `op` to `block`; its results.
    fn append_new_op(&mut self, block: BlockId, op: NewOp<'_>) -> Vec<Value>;
}

/// An op a region builder creates: `name(operands) -> result_types` with
/// `properties`, at `loc`.
pub(crate) struct NewOp<'n> {
    /// The op name.
    name: &'n str,
    /// Its operands.
    operands: Vec<Value>,
    /// Its result types.
    result_types: Vec<Type>,
    /// Its properties.
    properties: Vec<(Attr, Attr)>,
    /// Its location.
    loc: Attr,
}

impl RegionSink for OpAsmParser<'_, '_> {
    fn ctx(&self) -> &Context {
        OpAsmParser::ctx(self)
    }
    fn value_type(&self, v: Value) -> Type {
        OpAsmParser::value_type(self, v)
    }
    fn block_arg(&self, block: BlockId, index: usize) -> Value {
        OpAsmParser::block_arg(self, block, index)
    }
    fn append_new_op(&mut self, block: BlockId, op: NewOp<'_>) -> Vec<Value> {
        OpAsmParser::append_new_op(
            self,
            block,
            op.name,
            op.operands,
            op.result_types,
            op.properties,
            op.loc,
        )
    }
}

/// A [`RegionSink`] over an IR arena.
struct ArenaSink<'c, 'a> {
    /// The context.
    ctx: &'c Context,
    /// The arena the ops are created in.
    arena: &'a mut IrArena,
}

impl RegionSink for ArenaSink<'_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn value_type(&self, v: Value) -> Type {
        self.arena.value_type(v)
    }
    fn block_arg(&self, block: BlockId, index: usize) -> Value {
        self.arena.arg(block, index)
    }
    fn append_new_op(&mut self, block: BlockId, op: NewOp<'_>) -> Vec<Value> {
        self.arena.append_new_op(
            self.ctx,
            block,
            op.name,
            op.operands,
            op.result_types,
            op.properties,
            Vec::new(),
            op.loc,
        )
    }
}

/// `RegionBuilderHelper` over a block being built.
struct Builder<'x> {
    p: &'x mut dyn RegionSink,
    block: BlockId,
    n_args: usize,
    loc: Attr,
    /// The warnings `convertScalarToDtype` gave ("could not cast operand
    /// ..."), in order.
    warnings: Vec<String>,
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(..))
}

fn is_int(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. })
}

fn is_complex(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Complex(_))
}

fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The default-valued properties a created `name` op holds
/// (`fastmath = #arith.fastmath<none>`, `overflowFlags =
/// #arith.overflow<none>`), from its registered inherent attributes.
pub(crate) fn default_props(ctx: &Context, name: &str) -> Vec<(Attr, Attr)> {
    let inherent: Vec<&str> = ctx
        .op_info(ctx.op_name(name))
        .definition()
        .map(|d| d.inherent_attrs.clone())
        .unwrap_or_default();
    let mut props = Vec::new();
    for (key, text) in [
        ("fastmath", "#arith.fastmath<none>"),
        ("overflowFlags", "#arith.overflow<none>"),
    ] {
        if inherent.contains(&key) {
            if let Ok(a) = ir::ods::values::attr_from_text(ctx, text) {
                props.push((ctx.string_attr(key.as_bytes()), a));
            }
        }
    }
    props
}

impl Builder<'_> {
    fn ctx(&self) -> &Context {
        self.p.ctx()
    }

    fn ty(&self, v: Value) -> Type {
        self.p.value_type(v)
    }

    /// Creates `name(operands) -> result` with its default properties.
    fn create(&mut self, name: &str, operands: Vec<Value>, result: Type, mut props: Vec<(Attr, Attr)>) -> Value {
        let mut all = default_props(self.ctx(), name);
        all.retain(|(k, _)| !props.iter().any(|(pk, _)| pk == k));
        all.append(&mut props);
        let fallback = operands.first().copied().unwrap_or(Value::Arg {
            block: self.block,
            index: 0,
        });
        self.p
            .append_new_op(
                self.block,
                NewOp {
                    name,
                    operands,
                    result_types: vec![result],
                    properties: all,
                    loc: self.loc,
                },
            )
            .into_iter()
            .next()
            .unwrap_or(fallback)
    }

    /// `convertScalarToDtype`: `v` converted to `to`, or `v` itself when
    /// no conversion applies (with upstream's warning, unless both are
    /// integers or both floats of one width).
    fn cast(&mut self, to: Type, v: Value, unsigned: bool) -> Value {
        let ctx = self.ctx();
        let from = self.ty(v);
        if from == to {
            return v;
        }
        if let TypeKind::Complex(to_elem) = *ctx.type_kind(to) {
            if let Some(c) = self.cast_to_complex(to, to_elem, v, unsigned) {
                return c;
            }
        }
        let ctx = self.ctx();
        let pick = |u: &'static str, s: &'static str| if unsigned { u } else { s };
        let name = match (ctx.type_kind(to), ctx.type_kind(from)) {
            (TypeKind::Integer { .. }, TypeKind::Float(_)) => pick("arith.fptoui", "arith.fptosi"),
            (TypeKind::Integer { .. }, TypeKind::Index) => "arith.index_cast",
            (TypeKind::Integer { width: t, .. }, TypeKind::Integer { width: f, .. }) if t > f => {
                pick("arith.extui", "arith.extsi")
            }
            (TypeKind::Integer { width: t, .. }, TypeKind::Integer { width: f, .. }) if t < f => "arith.trunci",
            (TypeKind::Float(_), TypeKind::Integer { .. }) => pick("arith.uitofp", "arith.sitofp"),
            (TypeKind::Float(t), TypeKind::Float(f)) if t.bit_width() > f.bit_width() => "arith.extf",
            (TypeKind::Float(t), TypeKind::Float(f)) if t.bit_width() < f.bit_width() => "arith.truncf",
            (TypeKind::Integer { .. }, TypeKind::Integer { .. }) | (TypeKind::Float(_), TypeKind::Float(_)) => {
                return v
            }
            _ => {
                let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
                let warning = format!("could not cast operand of type '{}' to '{}'", t(from), t(to));
                self.warnings.push(warning);
                return v;
            }
        };
        // The casts' optional attributes (`fastmath`, `roundingmode`) are
        // left unset, as upstream's builders leave them; `trunci`'s
        // default-valued `overflowFlags` is set.
        let mut props = default_props(ctx, name);
        props.retain(|(k, _)| ctx.string_value(*k) == b"overflowFlags");
        self.p
            .append_new_op(
                self.block,
                NewOp {
                    name,
                    operands: vec![v],
                    result_types: vec![to],
                    properties: props,
                    loc: self.loc,
                },
            )
            .into_iter()
            .next()
            .unwrap_or(v)
    }

    /// `convertScalarToDtype` to a complex type: a complex value's parts
    /// converted (`complex.re`, `complex.im`, `complex.create`), an integer
    /// or float converted to the element type with a zero imaginary part;
    /// `None` for any other operand.
    fn cast_to_complex(&mut self, to: Type, to_elem: Type, v: Value, unsigned: bool) -> Option<Value> {
        let ctx = self.ctx();
        let from = self.ty(v);
        if let TypeKind::Complex(from_elem) = *ctx.type_kind(from) {
            let re = self.create("complex.re", vec![v], from_elem, Vec::new());
            let im = self.create("complex.im", vec![v], from_elem, Vec::new());
            let re = self.cast(to_elem, re, unsigned);
            let im = self.cast(to_elem, im, unsigned);
            return Some(self.create("complex.create", vec![re, im], to, Vec::new()));
        }
        if !is_int(ctx, from) && !is_float(ctx, from) {
            return None;
        }
        let zero_text = format!("0.0 : {}", ir::text::printer::type_to_string(ctx, to_elem));
        let zero = ir::ods::values::attr_from_text(ctx, &zero_text).ok()?;
        let real = self.cast(to_elem, v, unsigned);
        let key = self.ctx().string_attr(b"value");
        let zero = self.create("arith.constant", Vec::new(), to_elem, vec![(key, zero)]);
        Some(self.create("complex.create", vec![real, zero], to, Vec::new()))
    }

    fn unary(&mut self, f: &str, a: Value) -> Result<Value, String> {
        let ty = self.ty(a);
        if !is_float(self.ctx(), ty) {
            return Err("unsupported non numeric type".into());
        }
        let name = match f {
            "exp" => "math.exp",
            "log" => "math.log",
            "abs" => "math.absf",
            "ceil" => "math.ceil",
            "floor" => "math.floor",
            "negf" => "arith.negf",
            "round" => "math.round",
            "sqrt" => "math.sqrt",
            "rsqrt" => "math.rsqrt",
            "tanh" => "math.tanh",
            "erf" => "math.erf",
            "square" => return Ok(self.create("arith.mulf", vec![a, a], ty, Vec::new())),
            "reciprocal" => {
                let one = one_attr(self.ctx(), ty).ok_or("unsupported unary function")?;
                let key = self.ctx().string_attr(b"value");
                let c = self.create("arith.constant", Vec::new(), ty, vec![(key, one)]);
                return Ok(self.create("arith.divf", vec![c, a], ty, Vec::new()));
            }
            _ => return Err("unsupported unary function".into()),
        };
        Ok(self.create(name, vec![a], ty, Vec::new()))
    }

    fn binary(&mut self, f: &str, a: Value, b: Value) -> Result<Value, String> {
        let ctx = self.ctx();
        let (ta, tb) = (self.ty(a), self.ty(b));
        let complex = is_complex(ctx, ta) && is_complex(ctx, tb);
        let float = is_float(ctx, ta) && is_float(ctx, tb);
        let int = is_int(ctx, ta) && is_int(ctx, tb);
        let boolean = int && int_width(ctx, ta) == Some(1) && int_width(ctx, tb) == Some(1);
        if !complex && !float && !int {
            let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{}' and '{}'",
                t(ta),
                t(tb)
            ));
        }
        let pick = |c: &'static str, f: &'static str, i: &'static str| {
            if complex {
                c
            } else if float {
                f
            } else {
                i
            }
        };
        let name = match f {
            "add" if boolean && !complex => "arith.ori",
            "add" => pick("complex.add", "arith.addf", "arith.addi"),
            "sub" if boolean => return Err("unsupported operation: sub with bools".into()),
            "sub" => pick("complex.sub", "arith.subf", "arith.subi"),
            "mul" if boolean => "arith.andi",
            "mul" => pick("complex.mul", "arith.mulf", "arith.muli"),
            "div" if boolean => return Err("unsupported operation: div with bools".into()),
            "div" => pick("complex.div", "arith.divf", "arith.divsi"),
            "div_unsigned" if !int || boolean => return Err("unsupported operation: unsigned div not on uint".into()),
            "div_unsigned" => "arith.divui",
            "max_signed" => pick("arith.maxsi", "arith.maximumf", "arith.maxsi"),
            "min_signed" => pick("arith.minsi", "arith.minimumf", "arith.minsi"),
            "max_unsigned" if !int || boolean => return Err("unsupported operation: unsigned max not on uint".into()),
            "max_unsigned" => "arith.maxui",
            "min_unsigned" if !int || boolean => return Err("unsupported operation: unsigned min not on uint".into()),
            "min_unsigned" => "arith.minui",
            "powf" => "math.powf",
            _ => return Err("unsupported binary function".into()),
        };
        Ok(self.create(name, vec![a, b], ta, Vec::new()))
    }

    fn run(&mut self, steps: &[Step], yields: &[Ref], unsigned_attr: bool) -> Result<(), String> {
        let n_args = self.n_args;
        let mut values: Vec<Value> = Vec::new();
        for step in steps {
            let get = |r: Ref, values: &[Value], p: &dyn RegionSink, block: BlockId| -> Option<Value> {
                match r {
                    Ref::Arg(i) => (usize::from(i) < n_args).then(|| p.block_arg(block, usize::from(i))),
                    Ref::Val(i) => values.get(usize::from(i).checked_sub(1)?).copied(),
                }
            };
            let missing = || "region builder expects more block arguments".to_string();
            let block = self.block;
            let v = match *step {
                Step::Cast(kind, to, r) => {
                    let v = get(r, &values, &*self.p, block).ok_or_else(missing)?;
                    let to = match to {
                        ToType::ArgType(i) => get(Ref::Arg(i), &values, &*self.p, block)
                            .map(|a| self.ty(a))
                            .ok_or_else(missing)?,
                        ToType::Int(w) => self.ctx().int_type(w),
                        ToType::F64 => ir::ods::values::type_from_text(self.ctx(), "f64").map_err(|e| e.to_string())?,
                    };
                    let unsigned = match kind {
                        Cast::Signed => false,
                        Cast::Unsigned => true,
                        Cast::Attr => unsigned_attr,
                    };
                    self.cast(to, v, unsigned)
                }
                Step::Unary(f, r) => {
                    let a = get(r, &values, &*self.p, block).ok_or_else(missing)?;
                    self.unary(f, a)?
                }
                Step::Binary(f, a, b) => {
                    let a = get(a, &values, &*self.p, block).ok_or_else(missing)?;
                    let b = get(b, &values, &*self.p, block).ok_or_else(missing)?;
                    self.binary(f, a, b)?
                }
                Step::Ternary(f, a, b, c) => {
                    if f != "select" {
                        return Err("unsupported ternary function".into());
                    }
                    let ops = [a, b, c]
                        .iter()
                        .map(|&r| get(r, &values, &*self.p, block).ok_or_else(missing))
                        .collect::<Result<Vec<_>, _>>()?;
                    let ty = self.ty(ops[1]);
                    self.create("arith.select", ops, ty, Vec::new())
                }
                Step::Const(text) => {
                    let attr = ir::ods::values::attr_from_text(self.ctx(), text).map_err(|e| e.to_string())?;
                    let ty = ir::ods::values::attr_type(self.ctx(), attr).ok_or("constant without a type")?;
                    let key = self.ctx().string_attr(b"value");
                    self.create("arith.constant", Vec::new(), ty, vec![(key, attr)])
                }
                Step::Index(dim) => {
                    let ctx = self.ctx();
                    let attr =
                        ir::ods::values::attr_from_text(ctx, &format!("{dim} : i64")).map_err(|e| e.to_string())?;
                    let key = ctx.string_attr(b"dim");
                    let index = ctx.index_type();
                    self.create("linalg.index", Vec::new(), index, vec![(key, attr)])
                }
            };
            values.push(v);
        }
        let block = self.block;
        let outs: Vec<Value> = yields
            .iter()
            .filter_map(|&r| match r {
                Ref::Arg(i) => (usize::from(i) < n_args).then(|| self.p.block_arg(block, usize::from(i))),
                Ref::Val(i) => values.get(usize::from(i).checked_sub(1)?).copied(),
            })
            .collect();
        self.p.append_new_op(
            self.block,
            NewOp {
                name: "linalg.yield",
                operands: outs,
                result_types: Vec::new(),
                properties: Vec::new(),
                loc: self.loc,
            },
        );
        Ok(())
    }
}

/// `builder.getOneAttr(ty)` of a float type.
fn one_attr(ctx: &Context, ty: Type) -> Option<Attr> {
    let text = format!("1.0 : {}", ir::text::printer::type_to_string(ctx, ty));
    ir::ods::values::attr_from_text(ctx, &text).ok()
}

/// `fillStructuredOpRegion`: a block with one argument per operand (element
/// types of memrefs and ranked tensors, unknown locations) filled by the
/// region builder `steps`; `Err` with the builder's error message. The
/// builder's warnings are reported through the parser, at an unknown
/// location as upstream's, whether or not it fails.
pub(crate) fn fill_region(
    p: &mut OpAsmParser<'_, '_>,
    region: RegionId,
    ins: &[Type],
    outs: &[Type],
    steps: &[Step],
    yields: &[Ref],
    unsigned_attr: bool,
) -> Result<(), String> {
    let ctx = p.ctx();
    let loc = ctx.unknown_loc();
    let types: Vec<Type> = ins
        .iter()
        .chain(outs)
        .map(|&t| match ctx.type_kind(t) {
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => element_type(ctx, t),
            _ => t,
        })
        .collect();
    let block = p.append_block(region, &types, loc);
    let n_args = types.len();
    let mut builder = Builder {
        p,
        block,
        n_args,
        loc,
        warnings: Vec::new(),
    };
    let built = builder.run(steps, yields, unsigned_attr);
    let at = ir::diag::DiagLoc::Attr(ctx.unknown_loc());
    for message in builder.warnings {
        let mut warning = Diagnostic::error(at, message);
        warning.severity = ir::diag::Severity::Warning;
        p.emit_warning(warning);
    }
    built
}

/// The region builder of the named op `name` (an OpDSL op, or one of the
/// contractions `linalg.matmul`, `linalg.batch_matmul`,
/// `linalg.batch_reduce_matmul`).
pub(crate) fn region_builder(name: &str) -> Option<(&'static [Step], &'static [Ref])> {
    match name {
        "linalg.matmul" | "linalg.batch_matmul" | "linalg.batch_reduce_matmul" => Some(MUL_ACC),
        _ => spec(name).map(|s| (s.steps, s.yields)),
    }
}

/// `fillStructuredOpRegion` for a named op built by a rewrite: a block in
/// `region` with one argument per operand (element types, unknown
/// locations) filled by the op's region builder; `Err` with the builder's
/// error message (or for an op without one).
pub(crate) fn fill_built_region(
    ctx: &Context,
    arena: &mut IrArena,
    name: &str,
    region: RegionId,
    operands: &[Value],
) -> Result<(), String> {
    let (steps, yields) = region_builder(name).ok_or_else(|| format!("'{name}' has no region builder"))?;
    let loc = ctx.unknown_loc();
    let args: Vec<(Type, Attr)> = operands
        .iter()
        .map(|&v| {
            let t = arena.value_type(v);
            match ctx.type_kind(t) {
                TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => (element_type(ctx, t), loc),
                _ => (t, loc),
            }
        })
        .collect();
    let block = arena.create_block(&args);
    arena.append_block(region, block);
    let mut sink = ArenaSink { ctx, arena };
    Builder {
        p: &mut sink,
        block,
        n_args: args.len(),
        loc,
        warnings: Vec::new(),
    }
    .run(steps, yields, false)
}

/// The `cast` attribute of the parsed attribute dictionary is
/// `cast_unsigned` (the region builders read `cast` from there).
pub(crate) fn cast_is_unsigned(ctx: &Context, st: &OperationState) -> bool {
    st.attrs
        .iter()
        .any(|&(k, v)| ctx.string_value(k) == b"cast" && attr_to_string(ctx, v).contains("cast_unsigned"))
}

/// `parseNamedStructuredOp` with the region builder `steps`: the common
/// parts, the attribute dictionary, the result types, then the region.
/// `num_args` is `getNumRegionArgs` (checked when given).
pub(crate) fn parse_named_with(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    num_args: Option<usize>,
    steps: &[Step],
    yields: &[Ref],
) -> PResult<(Vec<Type>, Vec<Type>)> {
    let loc = p.offset();
    let (ins, outs) = parse_common_parts(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.parse_optional_punct(Punct::Arrow) {
        st.result_types = p.parse_function_result_types()?;
    }
    if let Some(n) = num_args {
        if n != ins.len() + outs.len() {
            let here = p.offset();
            let msg = format!(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects {n} args, got {}",
                ins.len() + outs.len()
            );
            return Err(cerr(p, st, here, msg));
        }
    }
    let region = p.new_region();
    let unsigned = cast_is_unsigned(p.ctx(), st);
    fill_region(p, region, &ins, &outs, steps, yields, unsigned).map_err(|message| cerr(p, st, loc, message))?;
    st.regions.push(region);
    Ok((ins, outs))
}

/// The static indexing maps of `spec` with its symbols bound to `strides`
/// and `dilations` (`getIndexingMaps` before memoization).
pub(crate) fn static_maps(spec: &NamedSpec, strides: &[i64], dilations: &[i64]) -> Option<Vec<AffineMap>> {
    let Maps::Static { maps, bindings } = spec.maps else {
        return None;
    };
    maps.iter()
        .map(|text| {
            let (map, _) = ir::affine::parse_affine_map(&format!("{text}>")).ok()?;
            let symbols: Vec<AffineExpr> = (0..map.num_symbols)
                .map(|s| {
                    let bound = bindings.iter().find(|b| b.0 == s).and_then(|&(_, w, i)| match w {
                        Window::Stride => strides.get(i),
                        Window::Dilation => dilations.get(i),
                    });
                    match bound {
                        Some(&c) => AffineExpr::constant(c),
                        None => AffineExpr::symbol(s),
                    }
                })
                .collect();
            let results = map
                .results
                .iter()
                .map(|e| e.replace_dims_and_symbols(&[], &symbols))
                .collect();
            Some(AffineMap::new(map.num_dims, 0, results))
        })
        .collect()
}

/// Parses the OpDSL op being parsed (`st.name`), with its region built.
/// Its static indexing maps are memoized when it is verified
/// ([`crate::linalg::memo`]), as upstream's verifier memoizes them.
pub(crate) fn parse_opdsl(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    let name = p.ctx().op_info(st.name).name().to_string();
    let Some(spec) = spec(&name) else {
        return Err(p.error(format!("unknown named op '{name}'")));
    };
    parse_named_with(p, st, Some(spec.num_args), spec.steps, spec.yields)?;
    Ok(())
}

/// Prints an OpDSL op (`printNamedStructuredOp`).
pub(crate) fn print_opdsl(p: &mut OpAsmPrinter<'_, '_>, op: ir::OpId) {
    print_named(p, op, NAMED_ELIDED);
}

/// The region builder of matmul, batch_matmul, batch_reduce_matmul and
/// contract: `out + cast(in0) * cast(in1)` with the `cast` attribute.
pub(crate) const MUL_ACC: (&[Step], &[Ref]) = (
    &[
        Step::Cast(Cast::Attr, ToType::ArgType(2), Ref::Arg(0)),
        Step::Cast(Cast::Attr, ToType::ArgType(2), Ref::Arg(1)),
        Step::Binary("mul", Ref::Val(1), Ref::Val(2)),
        Step::Binary("add", Ref::Arg(2), Ref::Val(3)),
    ],
    &[Ref::Val(4)],
);

/// `TCopVTEtIsSameAs<0, 1>`: operands 0 and 1 have the same element type.
pub fn same_element_type_0_1(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> bool {
    let operands: Vec<Value> = arena.operands(op).collect();
    match operands.as_slice() {
        [a, b, ..] => element_type(ctx, arena.value_type(*a)) == element_type(ctx, arena.value_type(*b)),
        _ => true,
    }
}

// ----- verifyStructuredOpInterface -----

/// `LinalgOp::getShape`: the shape of a tensor or memref operand, empty
/// for scalars (a vector is an elemental type there, rank 0).
fn static_shape(ctx: &Context, ty: Type) -> Vec<i64> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// `getRank` of an operand's type (0 for scalars).
fn rank_of(ctx: &Context, ty: Type) -> usize {
    static_shape(ctx, ty).len()
}

/// `inversePermutation` of the concatenated maps: for each loop, the first
/// flattened result position that is exactly that loop's dim; `None` when
/// some loop has none.
fn shapes_to_loops(maps: &[AffineMap], num_loops: usize) -> Option<Vec<usize>> {
    let mut found: Vec<Option<usize>> = vec![None; num_loops];
    let mut pos = 0;
    for m in maps {
        for e in &m.results {
            if let AffineExpr::Dim(d) = e {
                if let Some(slot) = found.get_mut(*d as usize) {
                    slot.get_or_insert(pos);
                }
            }
            pos += 1;
        }
    }
    if pos == 0 && num_loops == 0 {
        return Some(Vec::new());
    }
    found.into_iter().collect()
}

/// `e` evaluated with `d_i = dims[i]`.
fn eval(e: &AffineExpr, dims: &[i64]) -> Option<i64> {
    let consts: Vec<AffineExpr> = dims.iter().map(|&v| AffineExpr::constant(v)).collect();
    e.replace_dims_and_symbols(&consts, &[]).as_constant()
}

/// A tensor type, ranked or not.
fn is_tensor(k: &TypeKind) -> bool {
    matches!(k, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// A memref type, ranked or not.
fn is_memref(k: &TypeKind) -> bool {
    matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

/// Not `DestinationStyleOpInterface::isScalar`: a tensor or a memref (a
/// vector operand counts as a scalar).
fn is_tensor_or_memref(k: &TypeKind) -> bool {
    is_tensor(k) || is_memref(k)
}

/// `hasPureTensorSemantics() || hasPureBufferSemantics()` (trivially
/// true without operands): the non-scalar operands are all tensors or all
/// memrefs.
fn pure_semantics(ctx: &Context, arena: &ir::IrArena, operands: &[Value]) -> bool {
    let kinds: Vec<&TypeKind> = operands.iter().map(|&v| ctx.type_kind(arena.value_type(v))).collect();
    operands.is_empty() || !kinds.iter().any(|k| is_memref(k)) || !kinds.iter().any(|k| is_tensor(k))
}

/// `verifyStructuredOpInterface`: the indexing maps against the operands
/// and the loops, the static shapes against the inferred loop ranges, and
/// the body's arguments against the operands' element types.
pub(crate) fn verify_structured(
    ctx: &Context,
    arena: &ir::IrArena,
    op: ir::OpId,
    maps: &[AffineMap],
    num_loops: usize,
) -> Result<(), String> {
    let operands: Vec<Value> = arena.operands(op).collect();
    if !pure_semantics(ctx, arena, &operands) {
        return Err("expected to have pure tensor or buffer semantics".into());
    }
    if maps.len() != operands.len() {
        return Err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            operands.len()
        ));
    }
    // `IndexingMapOpInterface::verifyImpl`: no symbols, and as many
    // results as the operand's rank, operand by operand.
    let types: Vec<Type> = operands.iter().map(|&v| arena.value_type(v)).collect();
    for (i, (m, &ty)) in maps.iter().zip(&types).enumerate() {
        if m.num_symbols != 0 {
            return Err(format!("unexpected symbols in indexing_map #{i}"));
        }
        let rank = rank_of(ctx, ty);
        if m.results.len() != rank {
            return Err(format!(
                "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                m.results.len()
            ));
        }
    }
    // `getLoopsToShapesMap` must be invertible.
    let concat_dims = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
    if shapes_to_loops(maps, concat_dims as usize).is_none() {
        let concat = AffineMap::new(
            concat_dims,
            0,
            maps.iter().flat_map(|m| m.results.iter().cloned()).collect(),
        );
        return Err(format!("invalid indexing maps are non-invertible: ({concat})"));
    }
    // The domain of every map is the loop nest.
    for (i, m) in maps.iter().enumerate() {
        if m.num_dims as usize != num_loops {
            return Err(format!(
                "expected indexing_map #{i} to have {num_loops} dim(s) to match the number of loops"
            ));
        }
    }
    let Some(inverse) = shapes_to_loops(maps, num_loops) else {
        return Err("expected the shape-to-loops map to be non-null".into());
    };
    let flat: Vec<i64> = types.iter().flat_map(|&t| static_shape(ctx, t)).collect();
    let ranges: Vec<i64> = inverse.iter().filter_map(|&j| flat.get(j).copied()).collect();
    if ranges.len() == num_loops && !ranges.contains(&ir::types::DYNAMIC) {
        let start = vec![0; ranges.len()];
        let end: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
        for (i, (m, &ty)) in maps.iter().zip(&types).enumerate() {
            for (dim, (&size, e)) in static_shape(ctx, ty).iter().zip(&m.results).enumerate() {
                if size == ir::types::DYNAMIC || size == 0 {
                    continue;
                }
                let (Some(a), Some(b)) = (eval(e, &start), eval(e, &end)) else {
                    continue;
                };
                let inferred = a.max(b) + 1;
                if a.min(b) < 0 {
                    return Err(format!("unexpected result less than 0 at expression #{dim} in {m}"));
                }
                if matches!(e, AffineExpr::Dim(_)) {
                    if inferred != size {
                        return Err(format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"
                        ));
                    }
                } else if inferred > size {
                    return Err(format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                    ));
                }
            }
        }
    }
    let regions = arena.regions(op);
    let block = match regions {
        [r] => match arena.region_blocks(*r) {
            [b] => *b,
            _ => return Err("expects to have 1 region with 1 block".into()),
        },
        _ => return Err("expects to have 1 region with 1 block".into()),
    };
    if arena.num_args(block) != operands.len() {
        return Err(
            "expected as many non-induction variable region arguments as the number of input/output operands".into(),
        );
    }
    for (i, &ty) in types.iter().enumerate() {
        // The element type of a tensor or memref operand; any other operand
        // (a scalar, a vector) is its own elemental type.
        let elem = match ctx.type_kind(ty) {
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => element_type(ctx, ty),
            _ => ty,
        };
        let arg = arena.value_type(arena.arg(block, i));
        if elem != arg {
            let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
            return Err(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                t(arg),
                t(elem)
            ));
        }
    }
    Ok(())
}

/// The indexing maps of an OpDSL op: memoized, or computed from its spec.
pub(crate) fn opdsl_maps(ctx: &Context, arena: &ir::IrArena, op: ir::OpId, spec: &NamedSpec) -> Vec<AffineMap> {
    let memo = ir::ods::access::dict_get(ctx, arena.attrs(op), "linalg.memoized_indexing_maps")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a));
    if let Some(maps) = memo {
        return maps
            .iter()
            .filter_map(|&a| match ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
    }
    let window = |name: &str| {
        ir::ods::access::inherent(ctx, arena, op, name)
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_else(|| vec![1; spec.window])
    };
    if let Some(maps) = static_maps(spec, &window("strides"), &window("dilations")) {
        return maps;
    }
    elementwise_maps(ctx, arena, op)
}

/// Identity maps of the first init's rank (empty ones for rank-0 operands).
fn elementwise_maps(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> Vec<AffineMap> {
    let loops = init_rank(ctx, arena, op) as u32;
    arena
        .operands(op)
        .map(|v| {
            if rank_of(ctx, arena.value_type(v)) == 0 {
                AffineMap::new(loops, 0, Vec::new())
            } else {
                AffineMap::identity(loops)
            }
        })
        .collect()
}

/// The rank of the first init (`getDpsInitOperand(0)`).
fn init_rank(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> usize {
    let n = arena.num_operands(op);
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let n_in = (segs.first().copied().unwrap_or(0).max(0) as usize).min(n);
    arena
        .operands(op)
        .nth(n_in)
        .map(|v| rank_of(ctx, arena.value_type(v)))
        .unwrap_or(0)
}

/// The OpDSL ops implementing `ContractionOpInterface`.
const CONTRACTION_OPS: &[&str] = &[
    "linalg.mmt4d",
    "linalg.batch_mmt4d",
    "linalg.matvec",
    "linalg.vecmat",
    "linalg.batch_matvec",
    "linalg.batch_vecmat",
    "linalg.dot",
];

/// The number of inits (the second `operandSegmentSizes` entry).
fn init_count(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> usize {
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    usize::try_from(segs.get(1).copied().unwrap_or(0)).unwrap_or(0)
}

/// `verifyFillInterface`: one input, a scalar, and one init. A scalar is
/// `LinalgOp::isScalar`'s: anything but a tensor or a memref (a vector
/// value fills a tensor of vectors).
fn verify_fill_interface(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> Result<(), Diagnostic> {
    let n = arena.num_operands(op);
    let inits = init_count(ctx, arena, op);
    let err = |m: &str| Err(ir::verify::op_error(ctx, arena, op, m.to_string()));
    if inits != 1 || n != 2 {
        return err("expected op with 1 input and 1 output");
    }
    let input = arena.operands(op).next().map(|v| ctx.type_kind(arena.value_type(v)));
    if input.is_some_and(is_tensor_or_memref) {
        return err("expected op with scalar input");
    }
    Ok(())
}

/// The checks MLIR runs on an OpDSL op before its region's ops: the
/// convolution interface (`verifyConvolutionInterface`), the fill
/// interface (`verifyFillInterface`) and `FillOp::verify`.
pub(crate) fn verify_opdsl(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_info(arena.op_name(op)).name();
    if crate::linalg::convolution::is_convolution_op(name) {
        return verify_convolution_interface(ctx, arena, op, name);
    }
    if name != "linalg.fill" {
        return Ok(());
    }
    verify_fill_interface(ctx, arena, op)?;
    let types: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
    if let [value, output, ..] = types.as_slice() {
        let elem = element_type(ctx, *output);
        if *value != elem {
            let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
            return Err(ir::ods::verify::op_error(
                ctx,
                arena,
                op,
                format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    t(*value),
                    t(elem)
                ),
            ));
        }
    }
    Ok(())
}

/// `verifyConvolutionInterface` of OpDSL op `name`.
fn verify_convolution_interface(
    ctx: &Context,
    arena: &ir::IrArena,
    op: ir::OpId,
    name: &str,
) -> Result<(), Diagnostic> {
    let Some(spec) = spec(name) else {
        return Ok(());
    };
    let Iters::Fixed(iterators) = spec.iters else {
        return Ok(());
    };
    let inits = init_count(ctx, arena, op);
    let inputs = arena.num_operands(op).saturating_sub(inits);
    let maps = opdsl_maps(ctx, arena, op, spec);
    crate::linalg::convolution::check(inputs, inits, &maps, iterators)
        .map_err(|m| ir::verify::op_error(ctx, arena, op, m.to_string()))
}

/// The interface checks MLIR runs on an OpDSL op after its region's ops
/// (`verifyWithRegions`, after `DestinationStyleOpInterface`'s):
/// `verifyStructuredOpInterface` and, for contractions,
/// `verifyContractionInterface`.
pub(crate) fn verify_opdsl_regions(ctx: &Context, arena: &ir::IrArena, op: ir::OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    let Some(spec) = spec(&name) else {
        return Ok(());
    };
    let loops = match spec.iters {
        Iters::Fixed(s) => s.len(),
        Iters::RankOfInit => init_rank(ctx, arena, op),
    };
    let maps = opdsl_maps(ctx, arena, op, spec);
    let err = |m: String| ir::ods::verify::op_error(ctx, arena, op, m);
    verify_structured(ctx, arena, op, &maps, loops).map_err(err)?;
    if CONTRACTION_OPS.contains(&name.as_str()) {
        let reductions = match spec.iters {
            Iters::Fixed(s) => s.chars().filter(|&c| c == 'r').count(),
            Iters::RankOfInit => 0,
        };
        let n_in = arena.num_operands(op).saturating_sub(init_count(ctx, arena, op));
        crate::linalg::verify_contraction_interface(ctx, arena, op, n_in, &maps, reductions)?;
    }
    Ok(())
}
