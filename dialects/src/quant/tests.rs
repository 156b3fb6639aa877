//! Unit tests of the quant types: printing helpers, canonical text and the
//! bytecode text reparse.

use super::model::{default_range, fmt_e, truncate_signed};
use ir::{Context, TypeKind};

fn ctx() -> Context {
    let ctx = Context::new();
    super::register(&ctx);
    ctx
}

fn canonical(ctx: &Context, text: &str) -> String {
    let t = ir::text::parse_type_str(ctx, text).expect("parses");
    match ctx.type_kind(t) {
        TypeKind::Opaque { data, .. } => data.clone(),
        other => panic!("not opaque: {other:?}"),
    }
}

#[test]
fn raw_ostream_double_format() {
    assert_eq!(fmt_e(1.0), "1.000000e+00");
    assert_eq!(fmt_e(-1.5e-300), "-1.500000e-300");
    assert_eq!(fmt_e(f64::INFINITY), "INF");
    assert_eq!(fmt_e(f64::NAN), "nan");
}

#[test]
fn storage_helpers() {
    assert_eq!(default_range(true, 8), (-128, 127));
    assert_eq!(default_range(false, 32), (0, 4_294_967_295));
    assert_eq!(truncate_signed(300, 8), 44);
    assert_eq!(truncate_signed(3, 2), -1);
}

#[test]
fn canonical_print() {
    let ctx = ctx();
    assert_eq!(
        canonical(&ctx, "!quant.uniform<u8<0:255>:f32, 1.0:0>"),
        "uniform<u8:f32, 1.000000e+00>"
    );
    assert_eq!(
        canonical(&ctx, "!quant.uniform<i8:f32:1, {1.0, 2.0:3}>"),
        "uniform<i8:f32:1, {1.000000e+00,2.000000e+00:3}>"
    );
    assert_eq!(
        canonical(&ctx, "!quant.uniform<i8:f32:{0:1}, {{1.0}, {2.0}}>"),
        "uniform<i8:f32:{0:1}, {{1.000000e+00}, {2.000000e+00}}>"
    );
    assert_eq!(canonical(&ctx, "!quant.any<i8<-1:1>>"), "any<i8<-1:1>>");
}

#[test]
fn errors_do_not_panic() {
    let ctx = ctx();
    for bad in [
        "!quant.uniform<",
        "!quant.uniform<i8:f32, {",
        "!quant.uniform<i8:f32:{0:1}, {}>",
        "!quant.calibrated<f32<1.0:1.0>>",
        "!quant.any<u99999999999>",
    ] {
        assert!(ir::text::parse_type_str(&ctx, bad).is_err(), "{bad}");
    }
}

#[test]
fn reparse_reads_canonical_text() {
    let ctx = ctx();
    for text in [
        "uniform<i8<-8:7>:f16, 5.000000e-01:3>",
        "uniform<u8:f32:0, {1.000000e-01:128,0.1234567}>",
        "uniform<i8:bf16:{1:2}, {1.000980e-01:44}>",
        "calibrated<f32<-1.000000e+00:1.000000e+00>>",
        "uniform<i8:f32, 0x7FF8000000000000>",
    ] {
        let q = super::parse::parse(&mut super::reparse::TextParser::new(&ctx, text)).expect("reparses");
        assert_eq!(q.print(&ctx), text);
    }
}

#[test]
fn signed_storage_is_kept_in_the_key_and_hidden_in_print() {
    let ctx = ctx();
    let signed = ir::text::parse_type_str(&ctx, "!quant.uniform<si8:f32, 1.0>").expect("parses");
    let signless = ir::text::parse_type_str(&ctx, "!quant.uniform<i8:f32, 1.0>").expect("parses");
    assert_ne!(signed, signless);
    for t in [signed, signless] {
        assert_eq!(
            ir::text::printer::type_to_string(&ctx, t),
            "!quant.uniform<i8:f32, 1.000000e+00>"
        );
    }
    let unsigned = ir::text::parse_type_str(&ctx, "!quant.any<ui4<0:9>:f16>").expect("parses");
    assert_eq!(
        ir::text::printer::type_to_string(&ctx, unsigned),
        "!quant.any<u4<0:9>:f16>"
    );
}
