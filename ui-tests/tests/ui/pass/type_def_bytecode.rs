//! Declared bytecode encodings of `#[type_def]` (`bytecode = "..."`) and a
//! dialect's own type parser (`#[dialect(type_parser = "...")]`): two of
//! upstream's quant types, with `QuantDialectBytecode.td`'s encodings, read
//! from text by a hand-written parser and written to bytecode byte for byte
//! as mlir-opt-22 writes them (`UPSTREAM` is `mlir-opt-22
//! --allow-unregistered-dialect --emit-bytecode in.mlir` of `INPUT` in a
//! file `in.mlir`), then read back to the same types.

use ir::context::DialectTypeParser;
use ir::dialect_attr::ParamValue;
use ir::ods::attr_format::DefPrinter;
use ir::{Diagnostic, Type};
use ods_macros::{dialect, type_def};

/// Quantization types
#[dialect("quant", types = [AnyQuantized, Calibrated], type_parser = "parse_type")]
pub struct QuantDialect;

/// `!quant.any<i8:f32>`: a storage type and an optional expressed type.
#[type_def("quant.any",
           format = "`<` custom<Storage>($flags, $storage_type, $storage_type_min, $storage_type_max) `` custom<Expressed>($expressed_type) `>`",
           bytecode = "1 when absent($expressed_type) (VarInt:$flags, Type:$storage_type, SignedVarInt:$storage_type_min, SignedVarInt:$storage_type_max)",
           bytecode = "2 when present($expressed_type) (VarInt:$flags, Type:$storage_type, Type:$expressed_type, SignedVarInt:$storage_type_min, SignedVarInt:$storage_type_max)")]
pub struct AnyQuantized {
    flags: u32,
    storage_type: Type,
    expressed_type: Option<Type>,
    storage_type_min: i64,
    storage_type_max: i64,
}

/// `!quant.calibrated<f32<-0.998:1.5>>`: an expressed type and a range.
#[type_def("quant.calibrated",
           format = "`<` $expressed_type `<` custom<Double>($min) `` `:` `` custom<Double>($max) `>` `>`",
           bytecode = "3 (Type:$expressed_type, DoubleAPFloat:$min, DoubleAPFloat:$max)")]
pub struct Calibrated {
    expressed_type: Type,
    min: f64,
    max: f64,
}

type Slots<'a> = &'a mut [Option<ParamValue>];

fn set(args: Slots<'_>, i: usize, v: ParamValue) {
    if let Some(slot) = args.get_mut(i) {
        *slot = Some(v);
    }
}

/// The signless storage type, signed, with its full range.
fn parse_storage(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> Result<(), Diagnostic> {
    let at = p.current_offset();
    let ty = p.parse_type()?;
    let width = match p.context().type_kind(ty) {
        ir::TypeKind::Integer { width, .. } if (1..=63).contains(width) => *width,
        _ => return Err(p.error_at(at, "invalid storage type".into())),
    };
    set(args, 0, ParamValue::UInt(1));
    set(args, 1, ParamValue::Type(ty));
    set(args, 2, ParamValue::Int(-(1i64 << (width - 1))));
    set(args, 3, ParamValue::Int((1i64 << (width - 1)) - 1));
    Ok(())
}

fn print_storage(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(t) = args.get(1) {
        w.value(t);
    }
}

fn parse_expressed(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> Result<(), Diagnostic> {
    if p.parse_optional_punct(':') {
        let t = p.parse_type()?;
        set(args, 0, ParamValue::Type(t));
    }
    Ok(())
}

fn print_expressed(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(t @ ParamValue::Type(_)) = args.first() {
        w.write(":");
        w.value(t);
    }
}

fn parse_double(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> Result<(), Diagnostic> {
    let v = p.parse_float()?;
    set(args, 0, ParamValue::Float(v.to_bits()));
    Ok(())
}

fn print_double(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(ParamValue::Float(bits)) = args.first() {
        w.write(&f64::from_bits(*bits).to_string());
    }
}

/// The dialect's type parser (upstream's `QuantDialect::parseType`, for
/// these two types): the mnemonic, then each type's own syntax.
fn parse_type(p: &mut dyn DialectTypeParser) -> Result<Type, Diagnostic> {
    let at = p.current_offset();
    let name = p.parse_keyword()?;
    let mut slots: Vec<Option<ParamValue>> = vec![None; 5];
    match name.as_str() {
        "any" => {
            p.parse_punct('<')?;
            parse_storage(p, &mut slots[..4])?;
            parse_expressed(p, &mut slots[4..])?;
            p.parse_punct('>')?;
            let [Some(ParamValue::UInt(flags)), Some(ParamValue::Type(storage_type)), Some(ParamValue::Int(min)), Some(ParamValue::Int(max)), expressed] =
                <[Option<ParamValue>; 5]>::try_from(slots).unwrap_or_default()
            else {
                return Err(p.error_at(at, "invalid quantized type".into()));
            };
            let expressed_type = expressed.and_then(|e| e.as_type());
            let q = AnyQuantized {
                flags: flags as u32,
                storage_type,
                expressed_type,
                storage_type_min: min,
                storage_type_max: max,
            };
            Ok(q.get(p.context()))
        }
        "calibrated" => {
            p.parse_punct('<')?;
            let expressed_type = p.parse_type()?;
            p.parse_punct('<')?;
            let min = p.parse_float()?;
            p.parse_punct(':')?;
            let max = p.parse_float()?;
            p.parse_punct('>')?;
            p.parse_punct('>')?;
            Ok(Calibrated { expressed_type, min, max }.get(p.context()))
        }
        _ => Err(p.error_at(at, format!("unknown quantized type {name}"))),
    }
}

const INPUT: &str = "\"t.x\"() : () -> (!quant.calibrated<f32<-0.998:1.5>>, !quant.any<i8:f32>)\n";

/// mlir-opt-22's bytecode of `INPUT`.
const UPSTREAM: &[u8] = &[
    0x4d, 0x4c, 0xef, 0x52, 0x0d, 0x4d, 0x4c, 0x49, 0x52, 0x32, 0x32, 0x2e, 0x31, 0x2e, 0x38, 0x00, 0x01, 0x17, 0x07,
    0x01, 0x05, 0x09, 0x05, 0x01, 0x03, 0x0f, 0x03, 0x03, 0x11, 0x03, 0x1f, 0x07, 0x09, 0x01, 0x07, 0x0b, 0x13, 0x13,
    0x01, 0x05, 0x07, 0x0b, 0x05, 0x05, 0x53, 0x23, 0x02, 0x53, 0x05, 0x0b, 0x17, 0x01, 0x01, 0x01, 0x17, 0x01, 0x03,
    0x03, 0x0b, 0x01, 0x41, 0x07, 0x01, 0x00, 0x53, 0xe3, 0xa5, 0x9b, 0xc4, 0x20, 0x20, 0x80, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0xf0, 0x7f, 0x05, 0x03, 0x03, 0x01, 0xfe, 0x03, 0xfa, 0x03, 0x04, 0x23, 0x05, 0x01, 0x50, 0x03,
    0x01, 0x07, 0x04, 0x13, 0x03, 0x05, 0x05, 0x03, 0x02, 0x05, 0x05, 0x05, 0x07, 0x06, 0x03, 0x01, 0x05, 0x01, 0x00,
    0x51, 0x0d, 0x11, 0x05, 0x0f, 0x0d, 0x05, 0x11, 0x62, 0x75, 0x69, 0x6c, 0x74, 0x69, 0x6e, 0x00, 0x74, 0x00, 0x71,
    0x75, 0x61, 0x6e, 0x74, 0x00, 0x6d, 0x6f, 0x64, 0x75, 0x6c, 0x65, 0x00, 0x78, 0x00, 0x69, 0x6e, 0x2e, 0x6d, 0x6c,
    0x69, 0x72, 0x00, 0x08, 0x09, 0x03, 0x05, 0x01, 0x01,
];

fn main() {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    QuantDialect::register(&ctx);
    let m = ir::text::parse_source(&ctx, "in.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    assert_eq!(bytes, UPSTREAM);
    // Read back (the declared encodings of the codes read), to the same
    // values: the `when present` encoding for `any` with an expressed type.
    let back = ir::bytecode::read(&ctx, UPSTREAM).unwrap_or_else(|e| panic!("{e}"));
    let opts = ir::text::printer::PrintOptions { generic: true, debug_info: false };
    assert_eq!(
        ir::text::printer::print_operation(&ctx, &back.arena, back.top, opts),
        ir::text::printer::print_operation(&ctx, &m.arena, m.top, opts)
    );
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let cal = ir::text::parse_type_str(&ctx, "!quant.calibrated<f32<-0.998:1.5>>").unwrap();
    assert_eq!(Calibrated::read(&ctx, cal), Some(Calibrated { expressed_type: f32t, min: -0.998, max: 1.5 }));
    let any = ir::text::parse_type_str(&ctx, "!quant.any<i8:f32>").unwrap();
    let q = AnyQuantized::read(&ctx, any).unwrap();
    assert_eq!((q.flags, q.expressed_type, q.storage_type_min, q.storage_type_max), (1, Some(f32t), -128, 127));
    // The type parser reports unknown mnemonics itself.
    let err = ir::text::parse_type_str(&ctx, "!quant.uniform<i8:f32, 1.0>").unwrap_err();
    assert_eq!(err.message, "unknown quantized type uniform");
    assert_eq!(AnyQuantized::DECLARED_BYTECODE.len(), 2);
    assert_eq!(Calibrated::DEFAULT_BYTECODE, None);
}
