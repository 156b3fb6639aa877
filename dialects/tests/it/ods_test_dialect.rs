//! The test dialect generated from `src/test_dialect/test.ods`: builders in
//! every form, every accessor kind, and each constraint and trait failing
//! once with MLIR's exact message.

use dialects::test_dialect::*;
use ir::float::FloatKind;
use ir::ods::OpBuilder;
use ir::{Attr, BlockId, Context, IrArena, OpId, OpSpec, Type, TypeKind, Value};

struct T {
    ctx: Context,
    arena: IrArena,
    block: BlockId,
}

impl T {
    fn new() -> T {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        registration::register(&ctx);
        let mut arena = IrArena::new();
        let block = arena.create_block(&[]);
        T { ctx, arena, block }
    }

    fn b(&mut self) -> OpBuilder<'_> {
        OpBuilder::new(&self.ctx, &mut self.arena).at_end(self.block)
    }

    fn i(&self, w: u32) -> Type {
        self.ctx.int_type(w)
    }

    fn f32(&self) -> Type {
        self.ctx.float_type(FloatKind::F32)
    }

    fn tensor(&self, shape: &[i64], element: Type) -> Type {
        self.ctx.get_type(TypeKind::RankedTensor {
            shape: shape.to_vec(),
            element,
            encoding: None,
        })
    }

    /// Values of the given types from an unregistered op.
    fn src(&mut self, types: &[Type]) -> Vec<Value> {
        let op = self.generic("x.src", types, &[], None);
        (0..types.len()).map(|i| self.arena.result(op, i)).collect()
    }

    fn generic(&mut self, name: &str, types: &[Type], operands: &[Value], props: Option<Attr>) -> OpId {
        let op = self.arena.create_op(OpSpec {
            operands: operands.to_vec(),
            result_types: types.to_vec(),
            properties: props,
            ..OpSpec::new(self.ctx.op_name(name), self.ctx.unknown_loc())
        });
        self.arena.append_op(self.block, op);
        op
    }

    fn attr(&self, text: &str) -> Attr {
        ir::text::parse_attribute_str(&self.ctx, text).unwrap()
    }

    fn props(&self, entries: &[(&str, &str)]) -> Option<Attr> {
        let e = entries
            .iter()
            .map(|(k, v)| (self.ctx.string_attr(k.as_bytes()), self.attr(v)))
            .collect();
        Some(self.ctx.dictionary_attr(e))
    }

    /// The verifier's message for `op` (via its registered hooks and the core verifier).
    fn error(&self, op: OpId) -> String {
        let info = self.ctx.op_info(self.arena.op_name(op));
        let hooks = info.hooks().expect("registered with hooks");
        match (hooks.verify.unwrap())(&self.ctx, &self.arena, op) {
            Err(d) => d.message,
            Ok(()) => match (hooks.verify_regions.unwrap())(&self.ctx, &self.arena, op) {
                Err(d) => d.message,
                Ok(()) => "<ok>".into(),
            },
        }
    }
}

#[test]
fn add_builders_accessors_and_adaptor() {
    let mut t = T::new();
    let i32t = t.i(32);
    let v = t.src(&[i32t, i32t]);
    let a = AddOp::build(&mut t.b(), i32t, v[0], v[1]).unwrap();
    let b = AddOp::build_with_result_types(&mut t.b(), &[i32t], v[0], v[1]).unwrap();
    let c = AddOp::build_inferred(&mut t.b(), v[1], v[0]).unwrap();
    let d = AddOp::build_generic(&mut t.b(), &[i32t], &[v[0], v[0]], &[]).unwrap();
    for op in [a, b, c, d] {
        assert_eq!(t.error(op.op()), "<ok>");
        assert_eq!(t.arena.value_type(op.result(&t.ctx, &t.arena)), i32t);
    }
    assert_eq!(c.lhs(&t.ctx, &t.arena), v[1]);
    assert_eq!(c.rhs(&t.ctx, &t.arena), v[0]);
    c.set_lhs(&t.ctx, &mut t.arena, v[0]);
    assert_eq!(c.lhs(&t.ctx, &t.arena), v[0]);
    assert_eq!(AddOp::cast(&t.ctx, &t.arena, a.op()), Some(a));
    let other = t.src(&[i32t]);
    let src_op = t.arena.defining_op(other[0]).unwrap();
    assert!(AddOp::cast(&t.ctx, &t.arena, src_op).is_none());
    assert!(AddOp::try_from((&t.ctx, &t.arena, src_op)).is_err());
    assert_eq!(AddOp::try_from((&t.ctx, &t.arena, a.op())).unwrap(), a);
    let operands = [v[0], v[1]];
    let adaptor = AddOpAdaptor::new(&t.ctx, &operands, None);
    assert_eq!(adaptor.lhs(), Some(v[0]));
    assert_eq!(adaptor.rhs(), Some(v[1]));
    // The view: the same accessors without `(ctx, arena)`.
    let view = a.view(&t.ctx, &t.arena);
    assert_eq!((view.lhs(), view.rhs()), (v[0], v[1]));
    assert_eq!(view.result(), a.result(&t.ctx, &t.arena));
    assert_eq!(view.handle, a);
    assert_eq!(view.op_loc(), t.arena.op_loc(a.op()));
    assert!(AddOpView::cast(&t.ctx, &t.arena, a.op()).is_some_and(|w| w.handle == a));
    assert!(AddOpView::cast(&t.ctx, &t.arena, src_op).is_none());
    assert_eq!(AddOp::NAME, "test.add");
    assert!(t.ctx.op_info(t.ctx.op_name("test.add")).traits().pure);
}

/// `op_interface Describe<Out>`: implemented beside `test.add`, attached, queried by op,
/// called through the op's handle; `test.segments` declares it without an
/// implementation, and other ops do not declare it.
#[test]
fn op_interfaces_dispatch_to_the_ops_implementation() {
    let mut t = T::new();
    let i32t = t.i(32);
    let v = t.src(&[i32t, i32t]);
    let add = AddOp::build(&mut t.b(), i32t, v[0], v[1]).unwrap();
    let src = t.arena.defining_op(v[0]).unwrap();
    assert_eq!(DESCRIBE_OPS, &["test.add", "test.segments"]);
    let impls: DescribeImpls<String> = DescribeImpls::new();
    assert!(impls.get(&t.ctx, &t.arena, add.op()).is_none(), "nothing attached yet");
    assert_eq!(impls.missing(), vec!["test.add", "test.segments"]);
    let impls = impls.attach::<AddOp>();
    assert_eq!(impls.missing(), vec!["test.segments"]);
    assert!(impls.is_declared_by("test.segments") && !impls.is_declared_by("test.attrs"));
    let described = impls
        .get(&t.ctx, &t.arena, add.op())
        .expect("test.add implements Describe");
    assert_eq!(described.op(), add.op());
    let mut out = String::new();
    assert_eq!(described.describe(&mut out), out.len());
    assert_eq!(out, "integer addition of two operands");
    assert_eq!(described.arity(), 2);
    assert!(
        impls.get(&t.ctx, &t.arena, src).is_none(),
        "an op without the interface"
    );
}

/// `op_interface Arity` (no type parameters): the implementations of the ops declaring
/// it are registered with the dialect, queried through the context (MLIR's
/// `dyn_cast<Interface>(op)`); default bodies are provided methods an op may override.
#[test]
fn registered_op_interfaces_are_queried_through_the_context() {
    let mut t = T::new();
    let i32t = t.i(32);
    let v = t.src(&[i32t, i32t]);
    let add = AddOp::build(&mut t.b(), i32t, v[0], v[1]).unwrap();
    let neg = NegateOp::build(&mut t.b(), i32t, v[0]).unwrap();
    let src = t.arena.defining_op(v[0]).unwrap();
    assert_eq!(ARITY_OPS, &["test.add", "test.negate"]);
    let a: ArityRef = add.op().interface(&t.ctx, &t.arena).expect("test.add implements Arity");
    assert_eq!(a.op(), add.op());
    assert_eq!(
        (a.operand_count(&t.arena), a.is_binary(&t.arena), a.symbol()),
        (2, true, "+")
    );
    let n = ArityRef::get(&t.ctx, &t.arena, neg.op()).expect("test.negate implements Arity");
    assert_eq!(
        (n.operand_count(&t.arena), n.is_binary(&t.arena), n.symbol()),
        (1, false, "-")
    );
    assert!(
        src.interface::<ArityRef>(&t.ctx, &t.arena).is_none(),
        "an op without the interface"
    );
}

#[test]
fn add_constraint_and_count_failures() {
    let mut t = T::new();
    let (i32t, i64t, f32t) = (t.i(32), t.i(64), t.f32());
    let v = t.src(&[i32t, f32t]);
    let op = AddOp::build(&mut t.b(), i64t, v[0], v[0]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.add' op requires the same type for all operands and results"
    );
    let op = AddOp::build(&mut t.b(), i32t, v[1], v[1]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.add' op operand #0 must be signless-integer, but got 'f32'"
    );
    let op = AddOp::build(&mut t.b(), f32t, v[0], v[0]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.add' op result #0 must be signless-integer, but got 'f32'"
    );
    let op = t.generic("test.add", &[i32t], &[v[0]], None);
    assert_eq!(t.error(op), "'test.add' op expected 2 operands, but found 1");
    let op = t.generic("test.add", &[], &[v[0], v[0]], None);
    assert_eq!(t.error(op), "'test.add' op requires one result");
    let op = t.generic("test.i32_constant", &[i32t], &[v[0]], t.props(&[("value", "1 : i32")]));
    assert_eq!(t.error(op), "'test.i32_constant' op requires zero operands");
    let op = t.generic("test.two_results", &[i32t], &[], None);
    assert_eq!(t.error(op), "'test.two_results' op expected 2 results");
    assert!(AddOp::build_inferred(&mut t.b(), v[0], v[0]).is_ok());
}

#[test]
fn segments_builders_and_accessors() {
    let mut t = T::new();
    let (i1, i32t, i64t, f32t) = (t.i(1), t.i(32), t.i(64), t.f32());
    let v = t.src(&[i32t, i32t, i64t, i1]);
    let op = SegmentsOp::build(&mut t.b(), &[f32t, f32t], None, &[v[0], v[1]], Some(v[2]), v[3]).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    let (ctx, arena) = (&t.ctx, &t.arena);
    assert_eq!(op.a(ctx, arena), vec![v[0], v[1]]);
    assert_eq!(op.b(ctx, arena), Some(v[2]));
    assert_eq!(op.c(ctx, arena), v[3]);
    assert_eq!(op.r1(ctx, arena).len(), 2);
    assert_eq!(op.r2(ctx, arena), None);
    let seg = ir::ods::access::segment_sizes(ctx, arena, op.op(), "operandSegmentSizes").unwrap();
    assert_eq!(seg, vec![2, 1, 1]);
    let seg = ir::ods::access::segment_sizes(ctx, arena, op.op(), "resultSegmentSizes").unwrap();
    assert_eq!(seg, vec![2, 0]);
    let operands = [v[0], v[1], v[2], v[3]];
    let adaptor = SegmentsOpAdaptor::new(ctx, &operands, arena.properties(op.op()));
    assert_eq!(adaptor.a(), &[v[0], v[1]]);
    assert_eq!(adaptor.b(), Some(v[2]));
    assert_eq!(adaptor.c(), Some(v[3]));
    // The view reads the groups in place, by the segment sizes.
    let view = op.view(ctx, arena);
    assert_eq!(view.a().collect::<Vec<_>>(), vec![v[0], v[1]]);
    assert_eq!(view.a().len(), 2);
    assert_eq!((view.b(), view.c()), (Some(v[2]), v[3]));
    assert_eq!(view.r1().collect::<Vec<_>>(), op.r1(ctx, arena));
    assert_eq!(view.r2(), None);
    // Wrong segment sizes.
    let bad = t.attr("array<i32: 1, 1, 1>");
    ir::ods::access::set_inherent(&t.ctx, &mut t.arena, op.op(), "operandSegmentSizes", Some(bad));
    assert_eq!(
        t.error(op.op()),
        "'test.segments' op operand count (4) does not match with the total size (3) specified in attribute 'operandSegmentSizes'"
    );
    let bad = t.attr("array<i32: 1, 3>");
    ir::ods::access::set_inherent(&t.ctx, &mut t.arena, op.op(), "operandSegmentSizes", Some(bad));
    assert_eq!(
        t.error(op.op()),
        "'test.segments' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2"
    );
    // An optional group with two values.
    let op = SegmentsOp::build(&mut t.b(), &[], Some(i32t), &[], Some(v[2]), v[3]).unwrap();
    let two = t.attr("array<i32: 0, 2, 1>");
    ir::ods::access::set_inherent(&t.ctx, &mut t.arena, op.op(), "operandSegmentSizes", Some(two));
    t.arena.push_operand(op.op(), v[2]);
    assert_eq!(
        t.error(op.op()),
        "'test.segments' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
    // Variadic element constraint uses "variadic of".
    let op = SegmentsOp::build(&mut t.b(), &[], None, &[v[2]], None, v[3]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.segments' op operand #0 must be variadic of 32-bit signless integer, but got 'i64'"
    );
}

#[test]
fn same_variadic_size_and_groups() {
    let mut t = T::new();
    let (i32t, idx) = (t.i(32), t.ctx.index_type());
    let v = t.src(&[i32t, i32t, i32t, i32t, idx]);
    let op = SameSizeOp::build(&mut t.b(), &[i32t], &[i32t], &[v[0], v[1]], &[v[2], v[3]], v[4]).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    assert_eq!(op.a(&t.ctx, &t.arena), vec![v[0], v[1]]);
    assert_eq!(op.b(&t.ctx, &t.arena), vec![v[2], v[3]]);
    assert_eq!(op.c(&t.ctx, &t.arena), v[4]);
    assert_eq!(op.x(&t.ctx, &t.arena).len(), 1);
    let view = op.view(&t.ctx, &t.arena);
    assert_eq!(view.b().collect::<Vec<_>>(), vec![v[2], v[3]]);
    assert_eq!(view.c(), v[4]);
    let g = GroupsOp::build(&mut t.b(), &[&[v[0]], &[v[1], v[2]]], None).unwrap();
    assert_eq!(t.error(g.op()), "<ok>");
    assert_eq!(g.groups(&t.ctx, &t.arena), vec![vec![v[0]], vec![v[1], v[2]]]);
    assert_eq!(g.group_sizes(&t.ctx, &t.arena), Some(vec![1, 2]));
    let view = g.view(&t.ctx, &t.arena);
    assert_eq!(view.groups(), vec![vec![v[0]], vec![v[1], v[2]]]);
    assert_eq!(view.group_sizes(), Some(vec![1, 2]));
    assert_eq!(g.extra(&t.ctx, &t.arena), None);
    let g = GroupsOp::build(&mut t.b(), &[&[v[4]]], Some(v[4])).unwrap();
    assert_eq!(
        t.error(g.op()),
        "'test.groups' op operand #0 must be variadic of 32-bit signless integer, but got 'index'"
    );
}

#[test]
fn attributes_properties_and_enums() {
    let mut t = T::new();
    let ctx_ty = t.i(16);
    let op = AttrsOp::build_unwrapped(
        &mut t.b(),
        5,
        Some("hello"),
        None,
        3,
        Some(&[1, 2]),
        true,
        Some(Color::Blue),
        Some(Flags::READ | Flags::EXEC),
        Some(ctx_ty),
        Some(&[1, 2, 3]),
        Some(true),
        Some(1.5),
        Some(42),
        None,
        9,
        Some("n"),
        None,
        Some(4),
    )
    .unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    let (ctx, arena) = (&t.ctx, &t.arena);
    assert_eq!(op.count(ctx, arena), Some(5));
    assert_eq!(op.label(ctx, arena), Some("hello".to_string()));
    assert_eq!(op.seven(ctx, arena), Some(7), "default filled by the builder");
    assert_eq!(op.bounded(ctx, arena), Some(3));
    assert_eq!(op.list(ctx, arena), Some(vec![1, 2]));
    assert!(op.flag(ctx, arena));
    assert_eq!(op.color(ctx, arena), Some(Color::Blue));
    assert_eq!(Color::Blue.spelling(), "bleu");
    assert_eq!(Color::parse("green"), Some(Color::Green));
    let flags = op.flags(ctx, arena).unwrap();
    assert!(flags.contains(Flags::READ) && !flags.contains(Flags::WRITE));
    assert_eq!(flags.spelling(), "read|exec");
    assert_eq!(Flags::parse("read|write"), Some(Flags::RW));
    assert_eq!(op.ty(ctx, arena), Some(ctx_ty));
    assert_eq!(op.dims(ctx, arena), Some(vec![1, 2, 3]));
    assert_eq!(op.enabled(ctx, arena), Some(true));
    assert_eq!(op.scale(ctx, arena), Some(1.5));
    assert_eq!(op.percent(ctx, arena), Some(42));
    assert_eq!(op.n(ctx, arena), Some(9));
    assert_eq!(op.name(ctx, arena), Some("n".to_string()));
    assert_eq!(op.three(ctx, arena), Some(3));
    let view = op.view(ctx, arena);
    assert_eq!(
        (view.count(), view.label(), view.list()),
        (Some(5), Some("hello".to_string()), Some(vec![1, 2]))
    );
    assert!(view.flag());
    assert_eq!(view.color(), Some(Color::Blue));
    assert_eq!(view.count_attr(), op.count_attr(ctx, arena));
    assert_eq!(op.positive(ctx, arena), Some(4));
    assert!(op.pair_attr(ctx, arena).is_none());
    // Setters and removal.
    op.set_count(&t.ctx, &mut t.arena, 6).unwrap();
    op.set_flag(&t.ctx, &mut t.arena, false);
    op.remove_label(&t.ctx, &mut t.arena);
    op.remove_seven(&t.ctx, &mut t.arena);
    let pair = Pair {
        first: 1,
        second: "a,b".into(),
    };
    let pair_attr = pair.get(&t.ctx);
    op.set_pair_attr(&t.ctx, &mut t.arena, pair_attr);
    let (ctx, arena) = (&t.ctx, &t.arena);
    assert_eq!(op.count(ctx, arena), Some(6));
    assert!(!op.flag(ctx, arena));
    assert_eq!(op.label(ctx, arena), None);
    assert_eq!(op.seven(ctx, arena), Some(7), "getter falls back to the default");
    assert_eq!(Pair::read(ctx, op.pair_attr(ctx, arena).unwrap()), Some(pair));
    assert_eq!(t.error(op.op()), "<ok>");
    // Raw builder: attributes as `Attr`.
    let count = t.attr("1 : i64");
    let bounded = t.attr("2 : i64");
    let n = t.attr("0 : i64");
    let raw = AttrsOp::build(
        &mut t.b(),
        count,
        None,
        None,
        bounded,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        n,
        None,
        None,
        None,
    )
    .unwrap();
    assert_eq!(t.error(raw.op()), "<ok>");
    assert_eq!(raw.three(&t.ctx, &t.arena), Some(3));
}

#[test]
fn attribute_constraint_failures() {
    let mut t = T::new();
    let base = [("count", "1 : i64"), ("bounded", "2 : i64"), ("n", "0 : i64")];
    let mut check = |extra: &[(&str, &str)], drop: &[&str], want: &str| {
        let mut entries: Vec<(&str, &str)> = base.iter().copied().filter(|(k, _)| !drop.contains(k)).collect();
        entries.extend_from_slice(extra);
        let props = t.props(&entries);
        let op = t.generic("test.attrs", &[], &[], props);
        assert_eq!(t.error(op), want, "for {extra:?} without {drop:?}");
    };
    check(
        &[],
        &["count", "bounded"],
        "'test.attrs' op requires attribute 'bounded'",
    );
    check(&[], &["count"], "'test.attrs' op requires attribute 'count'");
    check(
        &[("bounded", "11 : i64")],
        &["bounded"],
        "'test.attrs' op attribute 'bounded' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10",
    );
    check(
        &[("count", "1 : i32")],
        &["count"],
        "'test.attrs' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute",
    );
    check(
        &[("list", "[1 : i64]")],
        &[],
        "'test.attrs' op attribute 'list' failed to satisfy constraint: 64-bit integer array attribute with at least 2 elements",
    );
    check(
        &[("ty", "f32")],
        &[],
        "'test.attrs' op attribute 'ty' failed to satisfy constraint: type attribute of integer",
    );
    check(
        &[("dims", "array<i64: 1, -2, 3>")],
        &[],
        "'test.attrs' op attribute 'dims' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements whose value is non-negative",
    );
    check(
        &[("percent", "150 : i64")],
        &[],
        "'test.attrs' op attribute 'percent' failed to satisfy constraint: integer attribute between 0 and 100",
    );
    check(
        &[("positive", "[0]")],
        &[],
        // Upstream's summary of an `OptionalProp` (as mlir-opt-22 reports
        // `test.op_with_property_predicates`' `optional`).
        "'test.attrs' op property 'positive' failed to satisfy constraint: optional positive 64-bit integer",
    );
    check(
        &[("color", "7 : i32")],
        &[],
        "invalid properties {bounded = 2 : i64, color = 7 : i32, count = 1 : i64, n = 0 : i64} for op test.attrs: Invalid attribute `color` in property conversion: 7 : i32",
    );
    check(
        &[("flags", "8 : i32")],
        &[],
        "invalid properties {bounded = 2 : i64, count = 1 : i64, flags = 8 : i32, n = 0 : i64} for op test.attrs: Invalid attribute `flags` in property conversion: 8 : i32",
    );
    check(
        &[("enabled", "1 : i64")],
        &[],
        "invalid properties {bounded = 2 : i64, count = 1 : i64, enabled = 1 : i64, n = 0 : i64} for op test.attrs: Invalid attribute `enabled` in property conversion: 1 : i64",
    );
    // The adaptor checks attributes only.
    let props = t.props(&[("count", "1 : i64")]);
    assert_eq!(
        AttrsOpAdaptor::new(&t.ctx, &[], props).verify(),
        Err("'test.attrs' op requires attribute 'bounded'".to_string())
    );
}

/// An op with `n` regions of one block each, holding `body` ops built by `f`.
fn with_region(t: &mut T, name: &str, nblocks: usize, args: usize, f: &dyn Fn(&mut T, BlockId)) -> OpId {
    let region = t.arena.create_region();
    for _ in 0..nblocks {
        let loc = t.ctx.unknown_loc();
        let i32t = t.i(32);
        let arg_types: Vec<(Type, Attr)> = (0..args).map(|_| (i32t, loc)).collect();
        let b = t.arena.create_block(&arg_types);
        t.arena.append_block(region, b);
        f(t, b);
    }
    let op = t.arena.create_op(OpSpec {
        regions: vec![region],
        ..OpSpec::new(t.ctx.op_name(name), t.ctx.unknown_loc())
    });
    t.arena.append_op(t.block, op);
    op
}

fn yield_in(t: &mut T, b: BlockId) {
    YieldOp::build(&mut OpBuilder::new(&t.ctx, &mut t.arena).at_end(b), &[]).unwrap();
}

#[test]
fn region_traits() {
    let mut t = T::new();
    let op = with_region(&mut t, "test.region", 1, 0, &yield_in);
    assert_eq!(t.error(op), "<ok>");
    let r = RegionOp::cast(&t.ctx, &t.arena, op).unwrap();
    assert_eq!(t.arena.region_blocks(r.body(&t.arena)).len(), 1);
    assert_eq!(
        RegionOpView::cast(&t.ctx, &t.arena, op).map(|v| v.body()),
        Some(r.body(&t.arena))
    );
    let op = with_region(&mut t, "test.region", 1, 0, &|t, b| {
        let o = t.generic("x.end", &[], &[], None);
        t.arena.detach_op(o);
        t.arena.append_op(b, o);
    });
    assert_eq!(
        t.error(op),
        "'test.region' op expects regions to end with 'test.yield', found 'x.end'"
    );
    let op = with_region(&mut t, "test.region", 2, 0, &yield_in);
    assert_eq!(t.error(op), "'test.region' op expects region #0 to have 0 or 1 blocks");
    let op = with_region(&mut t, "test.region", 1, 0, &|_, _| {});
    assert_eq!(t.error(op), "'test.region' op expects a non-empty block");
    let op = with_region(&mut t, "test.region", 1, 1, &yield_in);
    assert_eq!(t.error(op), "'test.region' op region should have no arguments");
    let op = with_region(&mut t, "test.region", 1, 0, &|t, b| {
        let v = t.src(&[t.i(32)]);
        let src = t.arena.defining_op(v[0]).unwrap();
        t.arena.detach_op(src);
        t.arena.append_op(b, src);
        YieldOp::build(&mut OpBuilder::new(&t.ctx, &mut t.arena).at_end(b), &v).unwrap();
    });
    assert_eq!(t.error(op), "'test.region' op body must not yield values");
    let op = with_region(&mut t, "test.region", 0, 0, &yield_in);
    assert_eq!(
        t.error(op),
        "'test.region' op region #0 ('body') failed to verify constraint: region with 1 blocks"
    );
    let op = RegionOp::build(&mut t.b()).unwrap();
    assert_eq!(t.arena.regions(op.op()).len(), 1);
}

#[test]
fn parent_terminator_and_successor_traits() {
    let mut t = T::new();
    let y = YieldOp::build(&mut t.b(), &[]).unwrap();
    assert_eq!(t.error(y.op()), "'test.yield' op expects parent op 'test.region'");
    let c = ChildOp::build(&mut t.b()).unwrap();
    assert_eq!(
        t.error(c.op()),
        "'test.child' op expects parent op to be one of 'test.region, test.isolated'"
    );
    let mut inner = None;
    let op = with_region(&mut t, "test.region", 1, 0, &|t, b| {
        YieldOp::build(&mut OpBuilder::new(&t.ctx, &mut t.arena).at_end(b), &[]).unwrap();
        let o = t.generic("x.after", &[], &[], None);
        t.arena.detach_op(o);
        t.arena.append_op(b, o);
    });
    let body = t.arena.regions(op)[0];
    let blk = t.arena.region_blocks(body)[0];
    inner.get_or_insert(t.arena.first_op(blk).unwrap());
    assert_eq!(
        t.error(inner.unwrap()),
        "'test.yield' op must be the last operation in the parent block"
    );
    // Successors.
    let dest = t.arena.create_block(&[]);
    let br = BrOp::build(&mut t.b(), &[], dest, &[dest, dest]).unwrap();
    assert_eq!(br.dest(&t.arena), dest);
    assert_eq!(br.others(&t.arena).len(), 2);
    let op = t.generic("test.br", &[], &[], None);
    assert_eq!(t.error(op), "'test.br' op requires at least 1 successors but found 0");
    // Variadic regions.
    let m = MultiRegionOp::build(&mut t.b(), 2).unwrap();
    assert_eq!(m.rest(&t.arena).len(), 2);
    assert_eq!(
        t.error(m.op()),
        "'test.multi_region' op region #1 ('rest') failed to verify constraint: region with at least 1 blocks"
    );
    let op = t.generic("test.multi_region", &[], &[], None);
    assert_eq!(t.error(op), "'test.multi_region' op expected 1 or more regions");
    let op = t.generic("test.child", &[], &[], None);
    t.arena.detach_op(op);
    let r = t.arena.create_region();
    let region_op = t.arena.create_op(OpSpec {
        regions: vec![r],
        ..OpSpec::new(t.ctx.op_name("test.child"), t.ctx.unknown_loc())
    });
    assert_eq!(t.error(region_op), "'test.child' op requires zero regions");
}

#[test]
fn shape_and_type_traits() {
    let mut t = T::new();
    let (f32t, i32t) = (t.f32(), t.i(32));
    let (t4f, t5f, t4i) = (t.tensor(&[4], f32t), t.tensor(&[5], f32t), t.tensor(&[4], i32t));
    let (t23, t32, t6) = (t.tensor(&[2, 3], f32t), t.tensor(&[3, 2], f32t), t.tensor(&[6], f32t));
    let v = t.src(&[t4f, t5f, t4i, f32t, i32t, t23, t32, t6]);
    let op = ShapesOp::build(&mut t.b(), v[0], v[1]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.shapes' op requires the same shape for all operands"
    );
    let op = ShapesOp::build(&mut t.b(), v[0], v[2]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.shapes' op requires the same element type for all operands"
    );
    let op = MatchOp::build_inferred(&mut t.b(), v[0], v[3]).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    assert_eq!(t.arena.value_type(op.result(&t.ctx, &t.arena)), t4f);
    let op = MatchOp::build(&mut t.b(), t5f, v[0], v[3]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.match' op failed to verify that all of {a, result} have same type"
    );
    let op = MatchOp::build(&mut t.b(), t4f, v[0], v[4]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.match' op failed to verify that b is the element type of a"
    );
    let op = MatchOp::build(&mut t.b(), t4f, v[3], v[3]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.match' op operand #0 must be tensor of integer or floating-point values, but got 'f32'"
    );
    let op = PredOp::build(&mut t.b(), &[v[0]]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.pred' op failed to verify that the op has an even number of operands"
    );
    let op = SameOperandsOp::build(&mut t.b(), &[v[0], v[1]]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.same_operands' op requires all operands to have the same type"
    );
    let op = SameShapeOp::build(&mut t.b(), t5f, v[0]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.same_shape' op requires the same shape for all operands and results"
    );
    let op = t.generic("test.same_shape", &[t4f], &[], None);
    assert_eq!(t.error(op), "'test.same_shape' op requires a single operand");
    let op = TypedOp::build(&mut t.b(), None, v[5], v[6], None, None, None).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op failed to verify that all of {a, b} have same shape"
    );
    let op = RanksOp::build(&mut t.b(), v[5], v[7]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.ranks' op failed to verify that all of {a, b} have same rank"
    );
    let op = ElemTypesOp::build(&mut t.b(), v[0], v[4]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.elem_types' op failed to verify that all of {a, b} have same element type"
    );
    let op = ElemCountsOp::build(&mut t.b(), v[0], v[7]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.elem_counts' op failed to verify that all of {a, b} have same element count"
    );
    let op = ElemCountsOp::build(&mut t.b(), v[5], v[7]).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
}

#[test]
fn elementwise_trait() {
    let mut t = T::new();
    let f32t = t.f32();
    let (t4f, t4i) = (t.tensor(&[4], f32t), t.tensor(&[4], t.i(32)));
    let vec4 = t.ctx.get_type(TypeKind::Vector {
        shape: vec![4],
        scalable: vec![false],
        element: f32t,
    });
    let v = t.src(&[f32t, t4f, vec4]);
    let cases = [
        (
            v[0],
            v[0],
            t4f,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ),
        (
            v[1],
            v[1],
            f32t,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ),
        (
            v[1],
            v[2],
            t4f,
            "all non-scalar operands/results must have the same shape and base type",
        ),
        (
            v[1],
            v[1],
            t4i,
            "requires the same element type for all operands and results",
        ),
    ];
    for (a, b, r, want) in cases {
        let op = ElementwiseOp::build(&mut t.b(), r, a, b).unwrap();
        assert_eq!(t.error(op.op()), format!("'test.elementwise' op {want}"));
    }
    let op = ElementwiseOp::build(&mut t.b(), t4f, v[1], v[1]).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
}

#[test]
fn inferred_and_custom_builders_and_hooks() {
    let mut t = T::new();
    let (i32t, i64t, f32t) = (t.i(32), t.i(64), t.f32());
    let v = t.src(&[i32t, f32t, i64t, i64t]);
    let op = InferOp::build_inferred(&mut t.b(), v[0]).unwrap();
    assert_eq!(t.arena.value_type(op.r(&t.ctx, &t.arena)), i64t);
    assert_eq!(t.error(op.op()), "<ok>");
    let op = InferOp::build(&mut t.b(), i32t, v[0]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.infer' op inferred type(s) 'i64' are incompatible with return type(s) of operation 'i32'"
    );
    // Then, as upstream's `verifyInferredResultTypes`, a second error.
    let hooks = t.ctx.op_info(t.arena.op_name(op.op())).hooks().expect("hooks");
    let verified = (hooks.verify.unwrap())(&t.ctx, &t.arena, op.op())
        .and_then(|()| (hooks.verify_regions.unwrap())(&t.ctx, &t.arena, op.op()));
    let second: Vec<String> = match verified {
        Err(d) => d.followups.iter().map(|f| f.message.clone()).collect(),
        Ok(()) => Vec::new(),
    };
    assert_eq!(second, ["'test.infer' op failed to infer returned types"]);
    let op = InferOp::build(&mut t.b(), i64t, v[1]).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.infer' op operand #0 must be 32-bit signless integer, but got 'f32'"
    );
    // Custom builder with a default argument.
    let op = CustomOp::with_value(&mut t.b(), 5, None).unwrap();
    assert_eq!(op.value(&t.ctx, &t.arena), Some(5));
    let op = CustomOp::with_value(&mut t.b(), 5, Some(true)).unwrap();
    assert_eq!(op.value(&t.ctx, &t.arena), Some(-5));
    assert_eq!(op.x(&t.ctx, &t.arena), None);
    assert_eq!(t.error(op.op()), "<ok>");
    let schema = CustomOp::schema();
    let folded = (schema.fold.unwrap())(&t.ctx, &t.arena, op.op(), &[]).unwrap();
    assert_eq!(folded, vec![ir::ods::FoldResult::Attr(t.attr("-5 : i64"))]);
    assert!((schema.canonicalize.unwrap())(&t.ctx, &mut t.arena, op.op()));
    assert_eq!(op.value(&t.ctx, &t.arena), Some(5));
    assert!(!(schema.canonicalize.unwrap())(&t.ctx, &mut t.arena, op.op()));
    assert!(AddOp::schema().fold.is_none());
    let op = CustomOp::with_value(&mut t.b(), 13, None).unwrap();
    assert_eq!(t.error(op.op()), "'test.custom' op value must not be 13");
    let props = t.props(&[("value", "1 : i64")]);
    let op = t.generic("test.custom", &[i64t], &[v[2], v[3]], props);
    assert_eq!(
        t.error(op),
        "'test.custom' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
    // Buildable results and first-attribute-derived result types.
    let three = t.attr("3 : i32");
    let c = I32ConstantOp::build_inferred(&mut t.b(), three).unwrap();
    assert_eq!(t.arena.value_type(c.r(&t.ctx, &t.arena)), i32t);
    let c2 = I32ConstantOp::build_unwrapped(&mut t.b(), i32t, 4).unwrap();
    assert_eq!(c2.value(&t.ctx, &t.arena), Some(4));
    let three16 = t.attr("3 : i16");
    let f = FirstAttrOp::build_inferred(&mut t.b(), three16).unwrap();
    assert_eq!(t.arena.value_type(f.r(&t.ctx, &t.arena)), t.i(16));
    assert_eq!(t.error(f.op()), "<ok>");
}

#[test]
fn typedef_constraints_and_definitions() {
    let mut t = T::new();
    let f32t = t.f32();
    let shape = Shape {
        rank: 2,
        element: f32t,
        dims: vec![2, 3],
    };
    let st = shape.get(&t.ctx);
    assert_eq!(
        ir::text::printer::type_to_string(&t.ctx, st),
        "!test.shape<2, f32, [2, 3]>"
    );
    assert_eq!(Shape::read(&t.ctx, st), Some(shape));
    let (t23, i8t, i32t, t6) = (t.tensor(&[2, 3], f32t), t.i(8), t.i(32), t.tensor(&[6], f32t));
    let v = t.src(&[t23, st, i8t, i32t, t6]);
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], Some(v[1]), Some(v[2]), None).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    assert_eq!(op.s(&t.ctx, &t.arena), Some(v[1]));
    assert_eq!(op.small(&t.ctx, &t.arena), Some(v[2]));
    assert_eq!(op.even(&t.ctx, &t.arena), None);
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], Some(v[3]), None, None).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op operand #2 must be shape type, but got 'i32'"
    );
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], None, Some(v[3]), None).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op operand #2 must be 8-bit or 16-bit signless integer, but got 'i32'"
    );
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], None, None, Some(v[0])).unwrap();
    assert_eq!(t.error(op.op()), "<ok>");
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], None, None, Some(v[4])).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op operand #2 must be tensor of rank 2 or 4, but got 'tensor<6xf32>'"
    );
    let op = TypedOp::build(&mut t.b(), None, v[0], v[0], None, None, None).unwrap();
    let r = t.arena.regions(op.op())[0];
    for _ in 0..3 {
        let b = t.arena.create_block(&[]);
        t.arena.append_block(r, b);
    }
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op region #0 ('r1') failed to verify constraint: region with at most 2 blocks"
    );
    let op = TypedOp::build(&mut t.b(), Some(i32t), v[0], v[0], None, None, None).unwrap();
    assert_eq!(
        t.error(op.op()),
        "'test.typed' op result #0 must be tensor of 32-bit float or 64-bit float values, but got 'i32'"
    );
}

#[test]
fn registered_ops_are_verified_by_the_core_verifier() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    registration::register(&ctx);
    let text = "%0 = \"x.src\"() : () -> f32\n%1 = \"test.add\"(%0, %0) : (f32, f32) -> f32\n";
    let m = ir::text::parse_source(&ctx, "t.mlir", text.as_bytes()).unwrap();
    let err = ir::verify::verify(&ctx, &m.arena, m.top).unwrap_err();
    assert_eq!(
        err.message,
        "'test.add' op operand #0 must be signless-integer, but got 'f32'"
    );
    let text = "%0 = \"x.src\"() : () -> i8\n%1 = \"test.add\"(%0, %0) : (i8, i8) -> i8\n";
    let m = ir::text::parse_source(&ctx, "t.mlir", text.as_bytes()).unwrap();
    assert!(ir::verify::verify(&ctx, &m.arena, m.top).is_ok());
    let info = ctx.op_info(ctx.op_name("test.attrs"));
    assert_eq!(
        info.definition().unwrap().inherent_attrs,
        vec![
            "bounded", "color", "count", "dims", "enabled", "flag", "flags", "label", "list", "n", "name", "pair",
            "percent", "positive", "scale", "seven", "three", "ty"
        ]
    );
    assert!(ctx.op_info(ctx.op_name("test.isolated")).traits().isolated_from_above);
    assert!(ctx.op_info(ctx.op_name("test.yield")).traits().is_terminator);
    // `ReturnLike` is known at run time (`hasTrait<ReturnLike>`).
    assert!(ctx.op_info(ctx.op_name("test.yield")).traits().return_like);
    assert!(!ctx.op_info(ctx.op_name("test.br")).traits().return_like);
    assert_eq!(registration::SCHEMAS.len(), 59);
}

#[test]
fn isolation_no_terminator_and_symbol_table_through_the_core_verifier() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    registration::register(&ctx);
    let verify = |text: &str| {
        let m = ir::text::parse_source(&ctx, "t.mlir", text.as_bytes()).unwrap();
        ir::verify::verify(&ctx, &m.arena, m.top).err().map(|d| d.message)
    };
    let ok = "\"test.isolated\"() <{sym_name = \"a\"}> ({\n  \"x.use\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(verify(ok), None, "NoTerminator: the block needs no terminator");
    let leak = "%0 = \"x.src\"() : () -> i32\n\"test.isolated\"() <{sym_name = \"a\"}> ({\n  \"x.use\"(%0) : (i32) -> ()\n}) : () -> ()\n";
    assert_eq!(
        verify(leak).as_deref(),
        Some("'x.use' op using value defined outside the region")
    );
    let dup = "\"test.isolated\"() <{sym_name = \"a\"}> ({\n  \"x.s\"() {sym_name = \"f\"} : () -> ()\n  \"x.s\"() {sym_name = \"f\"} : () -> ()\n}) : () -> ()\n";
    assert_eq!(verify(dup).as_deref(), Some("redefinition of symbol named 'f'"));
    let missing = "\"test.isolated\"() ({\n}) : () -> ()\n";
    assert_eq!(
        verify(missing).as_deref(),
        Some("'test.isolated' op requires attribute 'sym_name'")
    );
}

/// Canonicalizes then CSEs `text` with the test dialect and every upstream dialect.
fn canonicalize_and_cse(text: &str) -> String {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    registration::register(&ctx);
    let mut module = ir::text::parse_source(&ctx, "t.mlir", text.as_bytes()).expect("parses");
    let mut registry = ir::pass::PassRegistry::with_builtin_passes();
    dialects::register_passes(&mut registry);
    let root = ir::pass::parse_pass_pipeline("builtin.module(func.func(canonicalize,cse))", &registry).unwrap();
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).unwrap();
    let (result, _) = pm.run(&ctx, &mut module.arena, module.top);
    assert!(result.is_ok(), "the pipeline fails");
    let print = ir::text::PrintOptions::default();
    ir::text::print_operation(&ctx, &module.arena, module.top, print)
}

/// The traits declared in `.ods` have their MLIR meaning, with no other registration:
/// `Involution` and `Idempotent` fold, `Commutative` moves constants last, and an
/// effect on an operand (`Arg<T, "", [MemRead]>`) lets CSE merge two reads but not
/// across a write.
#[test]
fn declared_traits_and_operand_effects_act_in_the_passes() {
    let out = canonicalize_and_cse(
        "func.func @f(%x: i32, %m: memref<i32>) -> (i32, i32, i32, i32, i32, i32) {
  %c = arith.constant 3 : i32
  %0 = test.negate %x : i32
  %1 = test.negate %0 : i32
  %2 = test.abs %x : i32
  %3 = test.abs %2 : i32
  %4 = test.add %c, %x : i32
  %5 = test.load %m : memref<i32> -> i32
  %6 = test.load %m : memref<i32> -> i32
  test.store %x, %m : i32, memref<i32>
  %7 = test.load %m : memref<i32> -> i32
  %8 = arith.addi %5, %6 : i32
  return %1, %3, %4, %8, %7, %2 : i32, i32, i32, i32, i32, i32
}",
    );
    let want = "module {
  func.func @f(%arg0: i32, %arg1: memref<i32>) -> (i32, i32, i32, i32, i32, i32) {
    %c3_i32 = arith.constant 3 : i32
    %0 = test.abs %arg0 : i32
    %1 = test.add %arg0, %c3_i32 : i32
    %2 = test.load %arg1 : memref<i32> -> i32
    test.store %arg0, %arg1 : i32, memref<i32>
    %3 = test.load %arg1 : memref<i32> -> i32
    %4 = arith.addi %2, %2 : i32
    return %arg0, %0, %1, %4, %3, %0 : i32, i32, i32, i32, i32, i32
  }
}
";
    assert_eq!(out, want);
    let facts = |name: &str| ir::ods::register::schema_facts(load_schema(name));
    assert!(facts("test.load").effects.only_reads());
    assert!(facts("test.store").effects.write && !facts("test.store").effects.read);
    assert!(facts("test.negate").involution && facts("test.negate").effects.has_no_effect());
}

/// Registering a dialect's generated definitions again is harmless (the same schemas).
#[test]
fn registering_a_dialect_twice_keeps_one_definition() {
    let ctx = Context::new();
    registration::register(&ctx);
    registration::register(&ctx);
    assert!(ctx.op_info(ctx.op_name("test.negate")).traits().pure);
}

fn load_schema(name: &str) -> &'static ir::ods::OpSchema {
    registration::SCHEMAS
        .iter()
        .copied()
        .find(|s| s.name == name)
        .expect("declared in test.ods")
}

/// `#test.entry` (an `attrdef` with attribute, type and list parameters
/// and a verifier) is stored with its values: built and read through the
/// typed struct, nested attributes and types printed with their aliases,
/// the verifier's error reported at the parameters.
#[test]
fn structured_attributes_keep_typed_values_and_print_nested_aliases() {
    let t = T::new();
    let ctx = &t.ctx;
    let map = t.attr("affine_map<(d0) -> (d0)>");
    let entry = Entry {
        key: "k".into(),
        value: map,
        ty: t.i(32),
        sizes: vec![1, 2],
    };
    let attr = entry.get(ctx);
    assert_eq!(Entry::read(ctx, attr).as_ref(), Some(&entry));
    assert!(matches!(ctx.attr_kind(attr), ir::AttrKind::Dialect(_)));
    // The text form reads back as the same uniqued attribute.
    let text = "#test.entry<key = \"k\", value = affine_map<(d0) -> (d0)>, ty = i32, sizes = [1, 2]>";
    assert_eq!(ir::text::printer::attr_to_string(ctx, attr), text);
    let reordered = "#test.entry<sizes = [1, 2], ty = i32, key = \"k\", value = affine_map<(d0) -> (d0)>>";
    assert_eq!(t.attr(reordered), attr);
    // In a module, the nested map gets its alias.
    let src = format!("\"test.x\"() {{a = {text}}} : () -> ()\n");
    let m = ir::text::parse_source(ctx, "<t>", src.as_bytes()).expect("parses");
    let printed = ir::text::print_operation(ctx, &m.arena, m.top, ir::text::PrintOptions::default());
    assert!(printed.starts_with("#map = affine_map<(d0) -> (d0)>\n"), "{printed}");
    assert!(
        printed.contains("#test.entry<key = \"k\", value = #map, ty = i32, sizes = [1, 2]>"),
        "{printed}"
    );
    // The verifier runs when the attribute is parsed.
    let bad = "#test.entry<key = \"\", value = 1, ty = i32, sizes = []>";
    let err = ir::text::parse_attribute_str(ctx, bad).expect_err("verifier rejects");
    assert_eq!(err.message, "entry key must not be empty");
}

/// Reads `text` as an attribute, prints it back.
fn attr_round_trip(ctx: &Context, text: &str) -> String {
    let attr = ir::text::parse_attribute_str(ctx, text).unwrap_or_else(|e| panic!("{text}: {}", e.message));
    ir::text::printer::attr_to_string(ctx, attr)
}

/// Optional (`Optional<T>`) and defaulted (`DefaultValued<T, "v">`)
/// parameters in optional groups: absent values and values equal to the
/// default are not printed, mlir-tblgen's spacing (` pad 2`, no space
/// before `>`), the typed struct fields.
#[test]
fn optional_groups_elide_absent_and_default_values() {
    let t = T::new();
    let ctx = &t.ctx;
    assert_eq!(attr_round_trip(ctx, "#test.window<4>"), "#test.window<4>");
    assert_eq!(attr_round_trip(ctx, "#test.window<4 stride 1>"), "#test.window<4>");
    assert_eq!(
        attr_round_trip(ctx, "#test.window<4 pad 2 stride 3>"),
        "#test.window<4 pad 2 stride 3>"
    );
    let w = Window::read(ctx, t.attr("#test.window<4 stride 3>")).expect("a window");
    assert_eq!(
        w,
        Window {
            size: 4,
            pad: None,
            stride: 3
        }
    );
    let defaulted = Window {
        size: 4,
        pad: Some(2),
        stride: 1,
    };
    assert_eq!(
        ir::text::printer::attr_to_string(ctx, defaulted.get(ctx)),
        "#test.window<4 pad 2>"
    );
    // The else branch is printed and read when the anchor is absent.
    assert_eq!(attr_round_trip(ctx, "#test.bound<max 5>"), "#test.bound<max 5>");
    assert_eq!(attr_round_trip(ctx, "#test.bound<unbounded>"), "#test.bound<unbounded>");
    assert_eq!(
        Bound::read(ctx, t.attr("#test.bound<unbounded>")),
        Some(Bound { limit: None })
    );
    let err = ir::text::parse_attribute_str(ctx, "#test.bound<>").expect_err("no branch");
    assert_eq!(err.message, "expected 'unbounded'");
    // An optional parameter reads with its optional parser (upstream's
    // `FieldParser<std::optional<int64_t>>`): nothing after `pad` is no pad.
    assert_eq!(attr_round_trip(ctx, "#test.window<4 pad>"), "#test.window<4>");
    // A defaulted one reads with its plain parser.
    let err = ir::text::parse_attribute_str(ctx, "#test.window<4 stride>").expect_err("stride needs a value");
    assert_eq!(err.message, "expected integer value");
}

/// `struct(params)` with optional members: any order, printed in
/// declaration order without the absent and default ones; a missing
/// required member and a repeated one are MLIR's errors.
#[test]
fn structs_with_optional_members() {
    let t = T::new();
    let ctx = &t.ctx;
    assert_eq!(
        attr_round_trip(ctx, "#test.options<name = \"a\">"),
        "#test.options<name = \"a\">"
    );
    assert_eq!(
        attr_round_trip(ctx, "#test.options<extra = unit, level = 0, name = \"b\">"),
        "#test.options<name = \"b\", extra = unit>"
    );
    assert_eq!(
        attr_round_trip(ctx, "#test.options<level = 2, name = \"c\">"),
        "#test.options<name = \"c\", level = 2>"
    );
    let err = ir::text::parse_attribute_str(ctx, "#test.options<level = 2>").expect_err("name is required");
    assert_eq!(err.message, "struct is missing required parameter: name");
    let err = ir::text::parse_attribute_str(ctx, "#test.options<level = 2, level = 3>").expect_err("repeated");
    assert_eq!(err.message, "duplicate or unknown struct parameter name: level");
}

/// A custom directive binding a required and an optional parameter.
#[test]
fn custom_directives_bind_parameters() {
    let t = T::new();
    let ctx = &t.ctx;
    assert_eq!(attr_round_trip(ctx, "#test.span<1>"), "#test.span<1>");
    assert_eq!(attr_round_trip(ctx, "#test.span<1 to 5>"), "#test.span<1 to 5>");
    assert_eq!(
        Span::read(ctx, t.attr("#test.span<1 to 5>")),
        Some(Span { lo: 1, hi: Some(5) })
    );
}
