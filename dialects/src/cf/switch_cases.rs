//! The `custom<SwitchOpCases>` directive of `cf.switch`'s assembly format:
//! upstream's `parseSwitchOpCases`/`printSwitchOpCases`.
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb1(%b : i32),
//!   43: ^bb3(%c : i32)
//! ]
//! ```
//! Arguments, in the directive's order: `ref(type($flag))`,
//! `$defaultDestination`, `$defaultOperands`, `type($defaultOperands)`,
//! `$case_values`, `$caseDestinations`, `$caseOperands`,
//! `type($caseOperands)`.

use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, Punct};
use ir::{AttrKind, Diagnostic, Value};

const FLAG_TYPE: usize = 0;
const DEFAULT_DEST: usize = 1;
const DEFAULT_OPERANDS: usize = 2;
const DEFAULT_TYPES: usize = 3;
const CASE_VALUES: usize = 4;
const CASE_DESTS: usize = 5;
const CASE_OPERANDS: usize = 6;
const CASE_TYPES: usize = 7;

/// `^bb` followed by an optional `(operands : types)`.
fn successor_and_uses<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<
    (
        ir::BlockId,
        Vec<ir::text::parser::asm::UnresolvedOperand<'a>>,
        Vec<ir::Type>,
    ),
    Diagnostic,
> {
    let dest = p.parse_successor()?;
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(Punct::LParen) {
        operands = p.parse_operand_list()?;
        p.parse_punct(Punct::Colon)?;
        types = p.parse_type_list()?;
        p.parse_punct(Punct::RParen)?;
    }
    Ok((dest, operands, types))
}

/// Upstream's `parseInteger(int64_t&)`: its errors come from the custom op
/// parser, so they carry the `custom op 'cf.switch'` prefix.
fn parse_case_value(p: &mut OpAsmParser<'_, '_>) -> Result<i64, Diagnostic> {
    let offset = p.offset();
    p.parse_optional_integer()?
        .ok_or_else(|| p.custom_op_error("cf.switch", offset, "expected integer value"))
}

/// The width of an integer type.
fn integer_width(ctx: &ir::Context, ty: ir::Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        ir::TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `APInt(width, v, /*isSigned=*/true)`: `v` truncated to `width` bits
/// (as an unsigned value) when narrower than 64 bits, else `v` itself (the
/// dense attribute sign-extends it).
fn truncate_signed(v: i64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return v;
    }
    v & ((1i64 << width) - 1)
}

/// Records a parsed successor: `dest` in the successor slot `slots.0` of
/// `args`, the types of its operands in the type slot `slots.1`.
fn push_successor(args: &mut CustomParseArgs<'_, '_>, slots: (usize, usize), dest: ir::BlockId, types: Vec<ir::Type>) {
    if let Some(s) = args.successors(slots.0) {
        s.push(dest);
    }
    if let Some(t) = args.types(slots.1) {
        t.extend(types);
    }
}

/// Parses `default: ^bb(...)` and `, value: ^bb(...)` cases.
pub fn parse_switch_op_cases<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    let flag_type = args.types(FLAG_TYPE).and_then(|t| t.first().copied());
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let (dest, operands, types) = successor_and_uses(p)?;
    push_successor(args, (DEFAULT_DEST, DEFAULT_TYPES), dest, types);
    if let Some(o) = args.operands(DEFAULT_OPERANDS) {
        o.extend(operands);
    }
    let mut values = Vec::new();
    let mut groups = Vec::new();
    let width = flag_type.and_then(|t| integer_width(p.ctx(), t));
    while p.parse_optional_punct(Punct::Comma) {
        let v = parse_case_value(p)?;
        values.push(width.map_or(v, |w| truncate_signed(v, w)));
        p.parse_punct(Punct::Colon)?;
        let (dest, operands, types) = successor_and_uses(p)?;
        push_successor(args, (CASE_DESTS, CASE_TYPES), dest, types);
        groups.push(operands);
    }
    args.set_operand_groups(CASE_OPERANDS, groups);
    if let (false, Some(ty)) = (values.is_empty(), flag_type) {
        let ctx = p.ctx();
        let attr = case_values_attr(ctx, ty, &values).ok_or_else(|| p.error("invalid case values"))?;
        args.set_attr(CASE_VALUES, attr);
    }
    Ok(true)
}

/// `dense<[...]> : vector<Nxty>`: the case values of a switch on a `ty` flag.
pub fn case_values_attr(ctx: &ir::Context, ty: ir::Type, values: &[i64]) -> Option<ir::Attr> {
    let vector = ctx.get_type(ir::TypeKind::Vector {
        shape: vec![values.len() as i64],
        scalable: vec![false],
        element: ty,
    });
    ir::dense_bridge::dense_int_attr(ctx, vector, values)
}

/// The case values as upstream prints them (`APInt::getLimitedValue`: the
/// unsigned value in the flag's width).
fn case_values(ctx: &ir::Context, attr: ir::Attr) -> Vec<u64> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return Vec::new();
    };
    let kind = ctx.type_kind(*ty);
    let (Some(shape), Some(elem)) = (kind.shape(), kind.element()) else {
        return Vec::new();
    };
    let Some(ek) = ir::dense_bridge::elem_kind(ctx, elem) else {
        return Vec::new();
    };
    let n = shape.iter().product::<i64>().max(0) as u64;
    (0..n)
        .map(|i| {
            data.element_bits(&ek, i)
                .map_or(0, |b| u64::try_from(b).unwrap_or(u64::MAX))
        })
        .collect()
}

/// Prints `default: ^bb(...)` and one `value: ^bb(...)` line per case.
pub fn print_switch_op_cases(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    p.print("  default: ");
    let default = args.successors(p, DEFAULT_DEST);
    let operands: Vec<Value> = args.operands(p, DEFAULT_OPERANDS).to_vec();
    if let Some(d) = default.first() {
        p.print_successor_and_use_list(*d, &operands);
    }
    let Some(values) = args.attr(p, CASE_VALUES) else {
        return;
    };
    let values = case_values(p.ctx(), values);
    let dests = args.successors(p, CASE_DESTS);
    let flat: Vec<Value> = args.operands(p, CASE_OPERANDS).to_vec();
    let sizes = ir::ods::access::inherent(p.ctx(), p.arena(), args.op(), "case_operand_segments")
        .and_then(|a| ir::ods::values::as_dense(p.ctx(), a))
        .unwrap_or_default();
    let mut at = 0usize;
    for (i, v) in values.iter().enumerate() {
        p.print(",");
        p.print_newline();
        p.print("  ");
        p.print(&v.to_string());
        p.print(": ");
        let n = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let group = flat.get(at..at + n).unwrap_or(&[]);
        at += n;
        if let Some(d) = dests.get(i) {
            p.print_successor_and_use_list(*d, group);
        }
    }
    p.print_newline();
}
