//! A dialect registering its ops, and a type and an attribute definition.

use ods_macros::{attr_def, dialect, op, type_def};

/// Demo dialect
///
/// For the UI tests.
#[dialect("demo", ops = [ConstOp, YieldOp], types = [Shape, Win], attrs = [Pair, Window],
          dependent = [builtin], version = 3)]
pub struct DemoDialect;

/// A constant
#[op("demo.const", traits = [ConstantLike, Pure],
     format = "$value attr-dict",
     builders = [of(value: i64)], skip_default_builders)]
pub struct ConstOp {
    #[attr]
    value: I64Attr,
    #[result]
    r: I64,
}

impl ConstOp {
    fn of_impl(b: &mut ir::ods::OpBuilder<'_>, value: i64) -> Result<Self, ir::ods::BuildError> {
        let attr = ir::ods::values::int_attr(b.ctx, value, "i64")?;
        let i64t = b.ctx.int_type(64);
        ir::ods::build::create_generic(b, Self::schema(), &[i64t], &[], &[("value", attr)]).map(Self)
    }
}

/// A terminator
#[op("demo.yield", traits = [Terminator, ReturnLike])]
pub struct YieldOp {
    #[operand]
    values: Vec<AnyType>,
}

/// Shape type
///
/// A rank, an element type and dimensions.
#[type_def("demo.shape")]
pub struct Shape {
    /// The rank.
    rank: i64,
    element: Type,
    dims: Vec<i64>,
}

/// Pair attribute
#[attr_def("demo.pair")]
pub struct Pair {
    first: i64,
    second: String,
}

/// An optional parameter (`Option<T>`: MLIR's `OptionalParameter`).
#[attr_def("demo.window")]
pub struct Window {
    size: i64,
    pad: Option<i64>,
}

/// A window type: a declarative format, a defaulted parameter
/// (`#[default]`, MLIR's `DefaultValuedParameter`) and a verifier.
#[type_def("demo.win", format = "`<` $size (`stride` $stride^)? `>`", verifier)]
pub struct Win {
    size: i64,
    #[default = "1"]
    stride: i64,
}

impl Win {
    /// The size must be positive.
    fn verify(&self, _ctx: &ir::Context) -> Result<(), String> {
        if self.size > 0 {
            Ok(())
        } else {
            Err("size must be positive".into())
        }
    }
}

fn main() {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    DemoDialect::register(&ctx);
    assert_eq!(DemoDialect::NAMESPACE, "demo");
    assert_eq!(DemoDialect::SUMMARY, "Demo dialect");
    assert_eq!(DemoDialect::DESCRIPTION, "For the UI tests.");
    assert_eq!(DemoDialect::VERSION, Some(&[3u64][..]));
    assert_eq!(DemoDialect::DEPENDENT, &["builtin"]);
    let names: Vec<&str> = DemoDialect::schemas().iter().map(|s| s.name).collect();
    assert_eq!(names, ["demo.const", "demo.yield"]);
    let mut arena = ir::IrArena::new();
    let block = arena.create_block(&[]);
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
    let c = ConstOp::of(&mut b, 7).unwrap();
    assert_eq!(c.value(&ctx, &arena), Some(7));
    let r = c.r(&ctx, &arena);
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
    let y = YieldOp::build(&mut b, &[r]).unwrap();
    assert_eq!(y.values(&ctx, &arena), vec![r]);
    assert!(ctx.op_info(ctx.op_name("demo.yield")).traits().is_terminator);
    // `ReturnLike` is known at run time (`hasTrait<ReturnLike>`), as from `.ods`.
    assert!(ctx.op_info(ctx.op_name("demo.yield")).traits().return_like);
    assert!(!ctx.op_info(ctx.op_name("demo.const")).traits().return_like);

    let s = Shape { rank: 2, element: ctx.int_type(32), dims: vec![2, 3] };
    let t = s.get(&ctx);
    assert_eq!(Shape::read(&ctx, t), Some(s));
    let p = Pair { first: 1, second: "x".into() };
    assert_eq!(Pair::read(&ctx, p.get(&ctx)), Some(p));
    let w = Window { size: 4, pad: None };
    assert_eq!(Window::read(&ctx, w.get(&ctx)), Some(w));
    let w = Window { size: 4, pad: Some(2) };
    assert_eq!(Window::read(&ctx, w.get(&ctx)), Some(w));

    // Registered by `#[dialect(types = [...])]`: read from text with the
    // format, structured, printed back; the default is not printed.
    let t = ir::text::parse_type_str(&ctx, "!demo.win<4 stride 2>").unwrap();
    assert_eq!(Win::read(&ctx, t), Some(Win { size: 4, stride: 2 }));
    let d = Win { size: 4, stride: 1 }.get(&ctx);
    assert_eq!(ir::text::printer::type_to_string(&ctx, d), "!demo.win<4>");
    assert_eq!(ir::text::parse_type_str(&ctx, "!demo.win<4>").ok(), Some(d));
    let err = ir::text::parse_type_str(&ctx, "!demo.win<0>").unwrap_err();
    assert_eq!(err.message, "size must be positive");
    let t = ir::text::parse_type_str(&ctx, "!demo.shape<2, i32, [2, 3]>").unwrap();
    assert_eq!(Shape::read(&ctx, t).map(|s| s.rank), Some(2));
}
