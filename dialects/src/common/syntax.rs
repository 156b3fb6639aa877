//! Custom directives several dialects' formats use (`DynamicIndexList`),
//! and helpers of hand-written syntax and verifiers: the Rust versions of
//! MLIR's `parse<Name>`/`print<Name>` functions, found by the generated code
//! under the names `parse_<name>`/`print_<name>`. A directive only one
//! dialect uses lives in that dialect's module.

use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{Attr, Diagnostic, OpId, RegionId, Value};

/// The attributes of `op`: its properties' entries, then its discardable
/// attributes', in stored order.
pub(crate) fn op_attrs(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<(Attr, Attr)> {
    let ctx = p.ctx();
    let mut attrs: Vec<(Attr, Attr)> = Vec::new();
    for d in [p.arena().properties(op), p.arena().attrs(op)].into_iter().flatten() {
        attrs.extend_from_slice(ctx.dictionary_entries(d));
    }
    attrs
}

/// The attributes of `op` (properties, then discardable), sorted by name.
pub(crate) fn sorted_attrs(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<(Attr, Attr)> {
    let ctx = p.ctx();
    let merged = ctx.dictionary_attr(op_attrs(p, op));
    ctx.dictionary_entries(merged).to_vec()
}

/// The delimiters of a `custom<DynamicIndexList>` (its fourth argument
/// names an `AsmParser::Delimiter`; square brackets by default).
fn index_list_delimiters(args_delimiter: Option<&str>) -> (Punct, Punct, &'static str, &'static str) {
    match args_delimiter.unwrap_or("") {
        d if d.ends_with("Paren") => (Punct::LParen, Punct::RParen, "(", ")"),
        d if d.ends_with("LessGreater") => (Punct::Less, Punct::Greater, "<", ">"),
        d if d.ends_with("Braces") => (Punct::LBrace, Punct::RBrace, "{", "}"),
        _ => (Punct::LSquare, Punct::RSquare, "[", "]"),
    }
}

/// `custom<DynamicIndexList>($values, $static_values[, scalables, delimiter])`:
/// `[%a, 4, %b]`, static entries as integers and dynamic ones
/// (`ShapedType::kDynamic` in the static list) as SSA values.
pub fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    let (open, close, ..) = index_list_delimiters(args.string(3));
    let (operands, ints) = parse_index_list(p, open, close, args.op_name(), args.name_loc())?;
    if let Some(list) = args.operands(0) {
        list.extend(operands);
    }
    let attr = ir::ods::values::dense_array(p.ctx(), &ints, "i64").map_err(|e| p.error(e.0))?;
    args.set_attr(1, attr);
    Ok(true)
}

/// `parseDynamicIndexList`'s body: `open`, then SSA values and integers
/// separated by commas, then `close`; a dynamic entry takes `i64::MIN` in
/// the static list. Errors are `op_name`'s, with the "expected SSA value or
/// integer" follow-up at `name_at` (the op name's offset).
#[allow(clippy::type_complexity)]
pub(crate) fn parse_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    open: Punct,
    close: Punct,
    op_name: &str,
    name_at: usize,
) -> Result<(Vec<UnresolvedOperand<'a>>, Vec<i64>), Diagnostic> {
    let with_context = |mut d: Diagnostic, p: &OpAsmParser<'_, 'a>| {
        d.message.push_str(" in dynamic index list");
        d.followups
            .push(p.custom_op_error(op_name, name_at, "expected SSA value or integer"));
        d
    };
    if let Err(d) = p.parse_punct(open) {
        return Err(with_context(d, p));
    }
    let mut operands = Vec::new();
    let mut ints = Vec::new();
    if !p.parse_optional_punct(close) {
        loop {
            if let Some(u) = p.parse_optional_operand()? {
                operands.push(u);
                ints.push(i64::MIN);
            } else {
                match p.parse_optional_integer()? {
                    Some(v) => ints.push(v),
                    None => {
                        let mut d = p.custom_op_error(op_name, p.offset(), "expected integer value");
                        d.followups
                            .push(p.custom_op_error(op_name, name_at, "expected SSA value or integer"));
                        return Err(d);
                    }
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if let Err(d) = p.parse_punct(close) {
            return Err(with_context(d, p));
        }
    }
    Ok((operands, ints))
}

/// The regions and attributes that end `scf.if`'s and `affine.if`'s custom
/// forms: the `then` region, `else` and the else region when present, each
/// given an implicit `yield` terminator when it ends without one, then an
/// optional attribute dictionary.
pub(crate) fn parse_then_else(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    then_region: RegionId,
    else_region: RegionId,
    yield_name: &str,
) -> Result<(), Diagnostic> {
    p.parse_region(then_region, &[], false)?;
    p.ensure_terminator(then_region, yield_name, st.loc);
    if p.parse_optional_keyword("else") {
        p.parse_region(else_region, &[], false)?;
        p.ensure_terminator(else_region, yield_name, st.loc);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// Printer of `custom<DynamicIndexList>`.
pub fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    let (.., open, close) = index_list_delimiters(args.string(3));
    let values = args.operands(p, 0);
    let ints = args
        .attr(p, 1)
        .and_then(|a| ir::ods::values::as_dense(p.ctx(), a))
        .unwrap_or_default();
    print_index_list(p, open, close, &values, &ints);
}

/// `printDynamicIndexList`'s body: the static values `ints`, with each
/// dynamic one (`i64::MIN`) taken in order from `values`, between `open`
/// and `close`.
pub(crate) fn print_index_list(p: &mut OpAsmPrinter<'_, '_>, open: &str, close: &str, values: &[Value], ints: &[i64]) {
    p.print(open);
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        if v == i64::MIN {
            if let Some(&value) = next.next() {
                p.print_operand(value);
            }
        } else {
            p.print(&v.to_string());
        }
    }
    p.print(close);
}
