//! TOSA's hand-written custom forms (MLIR 22's `TosaOps.cpp`,
//! `parseWithEnumHandling` and `printWithEnumHandling`/
//! `printWithNanPropagationHandling`): `operands {attrs} : functional-type`
//! where the enum attributes (`nan_mode`, `rounding_mode`, `mode`) are
//! written as bare keywords (`nan_mode = IGNORE`).

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Attr, AttrKind, Context, Diagnostic, OpId, Type};

use super::custom_affine::{all_attrs, cerr};
use super::tosa::{ArgMaxOp, ClampOp, MaxPool2dOp, MaximumOp, MinimumOp, ReduceMaxOp, ReduceMinOp, RescaleOp};

type PResult<T> = Result<T, Diagnostic>;

/// A TOSA enum attribute: its mnemonic, the attribute name that takes it
/// bare, and its cases.
struct TosaEnum {
    mnemonic: &'static str,
    attr_name: &'static str,
    what: &'static str,
    cases: &'static [&'static str],
}

const NAN_MODE: TosaEnum = TosaEnum {
    mnemonic: "nan_mode",
    attr_name: "nan_mode",
    what: "nan_mode value",
    cases: &["PROPAGATE", "IGNORE"],
};

const ROUNDING_MODE: TosaEnum = TosaEnum {
    mnemonic: "rounding_mode",
    attr_name: "rounding_mode",
    what: "rounding_mode value",
    cases: &["SINGLE_ROUND", "INEXACT_ROUND", "DOUBLE_ROUND"],
};

const RESIZE_MODE: TosaEnum = TosaEnum {
    mnemonic: "resize_mode",
    attr_name: "mode",
    what: "resize mode value",
    cases: &["NEAREST_NEIGHBOR", "BILINEAR"],
};

fn enum_attr(ctx: &Context, e: &TosaEnum, value: &str) -> Attr {
    ctx.get_attr(AttrKind::Opaque {
        dialect: "tosa".into(),
        data: format!("{}<{value}>", e.mnemonic),
    })
}

/// The case of a TOSA enum attribute (`#tosa.nan_mode<IGNORE>` → `IGNORE`).
fn enum_value(ctx: &Context, attr: Attr) -> Option<String> {
    let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
        return None;
    };
    if dialect != "tosa" {
        return None;
    }
    [NAN_MODE, ROUNDING_MODE, RESIZE_MODE].iter().find_map(|e| {
        data.strip_prefix(e.mnemonic)
            .and_then(|d| d.strip_prefix('<'))
            .and_then(|d| d.strip_suffix('>'))
            .map(|d| d.trim().to_string())
    })
}

/// `parseWithEnumHandling<E>`.
fn parse_with_enum(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, e: &TosaEnum) -> PResult<()> {
    let ctx = p.ctx();
    let mut operands = vec![p.parse_operand()?];
    while p.parse_optional_punct(Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    if p.parse_optional_punct(Punct::LBrace) && !p.parse_optional_punct(Punct::RBrace) {
        loop {
            let Some(name) = p.parse_optional_any_keyword() else {
                return Err(p.error_wrong_token("expected attribute name"));
            };
            p.parse_punct(Punct::Equal)?;
            let key = ctx.string_attr(name.as_bytes());
            let bare = if name == e.attr_name {
                p.parse_optional_any_keyword()
            } else {
                None
            };
            let value = match bare {
                Some(kw) => {
                    if !e.cases.contains(&kw.as_str()) {
                        let here = p.offset();
                        return Err(cerr(p, st, here, format!("invalid {}: {kw}", e.what)));
                    }
                    enum_attr(ctx, e, &kw)
                }
                None => p.parse_attribute(None)?,
            };
            st.attrs.push((key, value));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    let at = p.offset();
    if operands.len() != inputs.len() {
        return Err(cerr(
            p,
            st,
            at,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    st.operands = p.resolve_operands(&operands, &inputs, at)?;
    if let Some(&r) = results.first() {
        st.result_types.push(r);
    }
    Ok(())
}

/// [`parse_with_enum`] for the ops whose `nan_mode` defaults to
/// `PROPAGATE` (set here when absent, as the default-valued property is).
fn parse_with_nan_mode(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    parse_with_enum(p, st, &NAN_MODE)?;
    let ctx = p.ctx();
    let key = ctx.string_attr(b"nan_mode");
    if !st.attrs.iter().chain(&st.properties).any(|(k, _)| *k == key) {
        st.properties.push((key, enum_attr(ctx, &NAN_MODE, "PROPAGATE")));
    }
    Ok(())
}

/// ` %a, %b {name = value, ...} : (types) -> type`, enum values bare.
fn print_entries(p: &mut OpAsmPrinter<'_, '_>, op: OpId, attrs: &[(Attr, Attr)]) {
    p.print(" ");
    let operands = p.operands_of(op);
    p.print_operands(&operands);
    if !attrs.is_empty() {
        p.print(" {");
        for (i, &(k, v)) in attrs.iter().enumerate() {
            if i > 0 {
                p.print(", ");
            }
            let name = String::from_utf8_lossy(p.ctx().string_value(k)).into_owned();
            p.print(&format!("{name} = "));
            match enum_value(p.ctx(), v) {
                Some(bare) => p.print(&bare),
                None => p.print_attribute(v),
            }
        }
        p.print("}");
    }
    p.print(" : ");
    let inputs: Vec<Type> = operands.iter().map(|&v| p.arena().value_type(v)).collect();
    let results: Vec<Type> = p.arena().result_types(op).collect();
    p.print_functional_type(&inputs, &results);
}

/// `printWithNanPropagationHandling`: the first `nan_mode` that is
/// `PROPAGATE` (the default) is elided.
fn print_with_nan_mode(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let mut attrs = all_attrs(p, op);
    let ctx = p.ctx();
    if let Some(i) = attrs.iter().position(|(_, v)| {
        matches!(ctx.attr_kind(*v), AttrKind::Opaque { dialect, data } if dialect == "tosa" && data.starts_with("nan_mode<"))
    }) {
        if enum_value(ctx, attrs[i].1).as_deref() == Some("PROPAGATE") {
            attrs.remove(i);
        }
    }
    print_entries(p, op, &attrs);
}

macro_rules! nan_mode_ops {
    ($($ty:ident),* $(,)?) => {
        $(
            impl $ty {
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_with_nan_mode(p, st)
                }

                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    print_with_nan_mode(p, self.0);
                }
            }
        )*
    };
}

nan_mode_ops!(
    ClampOp,
    MaximumOp,
    MinimumOp,
    MaxPool2dOp,
    ReduceMaxOp,
    ReduceMinOp,
    ArgMaxOp
);

impl RescaleOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_with_enum(p, st, &ROUNDING_MODE)
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let attrs = all_attrs(p, self.0);
        print_entries(p, self.0, &attrs);
    }
}
