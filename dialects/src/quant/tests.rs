//! Unit tests of the quant types: number formats, printing in the
//! typedefs' formats, and the parser's dispatch between the `uniform` types.

use super::model::{default_range, fmt_e, truncate_signed};
use super::QuantType;
use ir::Context;

fn ctx() -> Context {
    let ctx = Context::new();
    crate::register_all(&ctx);
    ctx
}

fn printed(ctx: &Context, text: &str) -> String {
    let t = ir::text::parse_type_str(ctx, text).expect("parses");
    ir::text::printer::type_to_string(ctx, t)
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
fn prints_in_the_typedef_formats() {
    let ctx = ctx();
    for (text, want) in [
        (
            "!quant.uniform<u8<0:255>:f32, 1.0:0>",
            "!quant.uniform<u8:f32, 1.000000e+00>",
        ),
        (
            "!quant.uniform<i8:f32:1, {1.0, 2.0:3}>",
            "!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:3}>",
        ),
        (
            "!quant.uniform<i8:f32:{0:1}, {{1.0}, {2.0}}>",
            "!quant.uniform<i8:f32:{0:1}, {{1.000000e+00}, {2.000000e+00}}>",
        ),
        ("!quant.any<i8<-1:1>>", "!quant.any<i8<-1:1>>"),
        ("!quant.any<u4<0:9>:f16>", "!quant.any<u4<0:9>:f16>"),
        (
            "!quant.calibrated<f32<-1.0:1.0>>",
            "!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>",
        ),
    ] {
        assert_eq!(printed(&ctx, text), want);
    }
}

#[test]
fn the_parser_tells_the_uniform_types_apart() {
    let ctx = ctx();
    let kind = |text: &str| {
        let t = ir::text::parse_type_str(&ctx, text).expect("parses");
        match QuantType::read(&ctx, t).expect("a quant type") {
            QuantType::Uniform(_) => "per-tensor",
            QuantType::PerAxis(_) => "per-axis",
            QuantType::SubChannel(_) => "sub-channel",
            QuantType::Any(_) => "any",
            QuantType::Calibrated(_) => "calibrated",
        }
    };
    assert_eq!(kind("!quant.uniform<i8:f32, 1.0>"), "per-tensor");
    assert_eq!(kind("!quant.uniform<i8:f32:0, {1.0}>"), "per-axis");
    assert_eq!(kind("!quant.uniform<i8:f32:{0:2}, {{1.0}}>"), "sub-channel");
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
fn signed_storage_is_kept_in_the_type_and_hidden_in_print() {
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
    assert_eq!(printed(&ctx, "!quant.any<ui4<0:9>:f16>"), "!quant.any<u4<0:9>:f16>");
}
