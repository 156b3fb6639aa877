//! The custom form shared by function-like ops: MLIR's
//! `function_interface_impl::parseFunctionOp`/`printFunctionOp` and the
//! `call_interface_impl` signature helpers they use.
//!
//! ```text
//! func.func [visibility] @name(%arg0: T {attrs} loc(..), ...) -> (T {attrs}, ...)
//!     [attributes {...}] [{ body }]
//! func.func private @decl(T {attrs}, ...) -> T
//! ```

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct};
use ir::{Attr, AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

/// The attribute names a function-like op stores its signature under.
#[derive(Clone, Copy, Debug)]
pub struct FunctionAttrNames {
    /// The `TypeAttr` holding the function type (`function_type`).
    pub function_type: &'static str,
    /// The per-argument dictionaries (`arg_attrs`).
    pub arg_attrs: &'static str,
    /// The per-result dictionaries (`res_attrs`).
    pub res_attrs: &'static str,
}

/// `func.func`'s names.
pub const FUNC_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

/// Builds the function type from the parsed argument and result types
/// (`FuncTypeBuilder`); `Err` carries the reason ("failed to construct
/// function type: REASON").
pub type FuncTypeBuilder = fn(&Context, &[Type], &[Type], bool) -> Result<Type, String>;

/// The builder of `func.func`: a builtin function type.
pub fn builtin_function_type(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
    _variadic: bool,
) -> Result<Type, String> {
    Ok(ctx.function_type(inputs.to_vec(), results.to_vec()))
}

/// Attribute dictionaries as entry lists, one per argument or result.
pub type AttrLists = Vec<Vec<(Attr, Attr)>>;

/// One parsed argument: its SSA name (if written), type, attributes, location.
struct Argument<'a> {
    name: Option<ir::text::parser::asm::UnresolvedOperand<'a>>,
    ty: Type,
    attrs: Vec<(Attr, Attr)>,
    loc: Option<Attr>,
}

/// MLIR's `parseOptionalVisibilityKeyword`: `public`, `private` or
/// `nested` as `sym_visibility`.
pub fn parse_optional_visibility(p: &mut OpAsmParser<'_, '_>, attrs: &mut Vec<(Attr, Attr)>) {
    for kw in ["public", "private", "nested"] {
        if p.parse_optional_keyword(kw) {
            let ctx = p.ctx();
            attrs.push((ctx.string_attr(b"sym_visibility"), ctx.string_attr(kw.as_bytes())));
            return;
        }
    }
}

/// `parseFunctionArgumentList`: `(%a: T {..} loc(..), ...)` or
/// `(T {..}, ...)`, with `...` at the end when `allow_variadic`.
fn parse_argument_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    op: &str,
    allow_variadic: bool,
) -> Result<(Vec<Argument<'a>>, bool), Diagnostic> {
    let mut args: Vec<Argument<'a>> = Vec::new();
    let mut variadic = false;
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, variadic));
    }
    loop {
        if variadic {
            return Err(p.custom_op_error(
                op,
                p.offset(),
                "variadic arguments must be in the end of the argument list",
            ));
        }
        if allow_variadic && p.parse_optional_punct(Punct::Ellipsis) {
            variadic = true;
        } else if let Some(name) = p.parse_optional_argument_name()? {
            let ty = p.parse_colon_type()?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            let loc = p.parse_optional_location()?;
            if args.last().is_some_and(|a| a.name.is_none()) {
                return Err(p.custom_op_error(op, name.offset, "expected type instead of SSA identifier"));
            }
            args.push(Argument {
                name: Some(name),
                ty,
                attrs,
                loc,
            });
        } else {
            if args.last().is_some_and(|a| a.name.is_some()) {
                return Err(p.custom_op_error(op, p.offset(), "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            let loc = p.parse_optional_location()?;
            args.push(Argument {
                name: None,
                ty,
                attrs,
                loc,
            });
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, variadic))
}

/// `call_interface_impl::parseFunctionResultList` (after `->`): a single
/// type, or `(T {attrs}, ...)`.
pub fn parse_function_result_list(p: &mut OpAsmParser<'_, '_>) -> Result<(Vec<Type>, AttrLists), Diagnostic> {
    let mut types = Vec::new();
    let mut attrs = Vec::new();
    if !p.parse_optional_punct(Punct::LParen) {
        types.push(p.parse_type()?);
        attrs.push(Vec::new());
        return Ok((types, attrs));
    }
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((types, attrs));
    }
    loop {
        types.push(p.parse_type()?);
        let mut a = Vec::new();
        p.parse_optional_attr_dict(&mut a)?;
        attrs.push(a);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((types, attrs))
}

/// `call_interface_impl::addArgAndResultAttrs`: the arrays of dictionaries,
/// only when some dictionary is non-empty.
fn add_arg_and_result_attrs(
    ctx: &Context,
    st: &mut OperationState,
    arg_attrs: Vec<Vec<(Attr, Attr)>>,
    res_attrs: Vec<Vec<(Attr, Attr)>>,
    names: FunctionAttrNames,
) {
    for (name, dicts) in [(names.arg_attrs, arg_attrs), (names.res_attrs, res_attrs)] {
        if dicts.iter().all(|d| d.is_empty()) {
            continue;
        }
        let array = dicts.into_iter().map(|d| ctx.dictionary_attr(d)).collect();
        st.attrs
            .push((ctx.string_attr(name.as_bytes()), ctx.get_attr(AttrKind::Array(array))));
    }
}

/// MLIR's `function_interface_impl::parseFunctionOp`.
pub fn parse_function_op(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    allow_variadic: bool,
    names: FunctionAttrNames,
    build_type: FuncTypeBuilder,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let op_name = ctx.op_info(st.name).name().to_string();
    parse_optional_visibility(p, &mut st.attrs);
    let name = p.parse_symbol_name()?;
    st.attrs.push((ctx.string_attr(b"sym_name"), name));

    let signature_at = p.offset();
    let (args, variadic) = parse_argument_list(p, &op_name, allow_variadic)?;
    let (result_types, result_attrs) = if p.parse_optional_punct(Punct::Arrow) {
        parse_function_result_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    let arg_types: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let ty = build_type(ctx, &arg_types, &result_types, variadic).map_err(|e| {
        let sep = if e.is_empty() { "" } else { ": " };
        p.custom_op_error(
            &op_name,
            signature_at,
            format!("failed to construct function type{sep}{e}"),
        )
    })?;
    st.attrs.push((
        ctx.string_attr(names.function_type.as_bytes()),
        ctx.get_attr(AttrKind::Type(ty)),
    ));

    let dict_at = p.offset();
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    for disallowed in ["sym_visibility", "sym_name", names.function_type] {
        if parsed
            .iter()
            .any(|(k, _)| ctx.string_value(*k) == disallowed.as_bytes())
        {
            return Err(p.custom_op_error(
                &op_name,
                dict_at,
                format!(
                    "'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    st.attrs.extend(parsed);

    let mut entry = Vec::new();
    let mut arg_attrs = Vec::new();
    for a in args {
        if let Some(name) = a.name {
            entry.push(EntryArgument {
                name,
                ty: a.ty,
                loc: a.loc,
            });
        }
        arg_attrs.push(a.attrs);
    }
    add_arg_and_result_attrs(ctx, st, arg_attrs, result_attrs, names);

    let body = p.new_region();
    st.regions.push(body);
    let body_at = p.offset();
    if p.parse_optional_region(body, &entry, true)? && p.region_is_empty(body) {
        return Err(p.custom_op_error(&op_name, body_at, "expected non-empty function body"));
    }
    Ok(())
}

/// The entries of an optional array-of-dictionaries attribute, one list
/// per element (`None` when the attribute is absent or malformed).
fn dict_array(ctx: &Context, attr: Option<Attr>) -> Option<Vec<Vec<(Attr, Attr)>>> {
    match ctx.attr_kind(attr?) {
        AttrKind::Array(items) => Some(items.iter().map(|&d| ctx.dictionary_entries(d).to_vec()).collect()),
        _ => None,
    }
}

/// `printFunctionResultList`: parenthesised when there are several
/// results, a function type, or attributes on the first.
fn print_function_result_list(p: &mut OpAsmPrinter<'_, '_>, types: &[Type], attrs: Option<&[Vec<(Attr, Attr)>]>) {
    let first_has_attrs = attrs.and_then(|a| a.first()).is_some_and(|d| !d.is_empty());
    let parens = types.len() > 1
        || types
            .first()
            .is_some_and(|&t| matches!(p.ctx().type_kind(t), TypeKind::Function { .. }))
        || first_has_attrs;
    if parens {
        p.print("(");
    }
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        p.print_type(t);
        if let Some(d) = attrs.and_then(|a| a.get(i)) {
            p.print_optional_attr_dict(d, &[]);
        }
    }
    if parens {
        p.print(")");
    }
}

/// `call_interface_impl::printFunctionSignature` with
/// `printEmptyResult = false`: named region arguments when the body is
/// not empty, types only for declarations.
fn print_function_signature(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    arg_types: &[Type],
    result_types: &[Type],
    variadic: bool,
    names: FunctionAttrNames,
) {
    let ctx = p.ctx();
    let arg_attrs = dict_array(ctx, ir::ods::access::inherent(ctx, p.arena(), op, names.arg_attrs));
    let res_attrs = dict_array(ctx, ir::ods::access::inherent(ctx, p.arena(), op, names.res_attrs));
    let entry = p
        .arena()
        .regions(op)
        .first()
        .and_then(|&r| p.arena().region_blocks(r).first().copied());
    p.print("(");
    for (i, &t) in arg_types.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        let attrs: &[(Attr, Attr)] = arg_attrs.as_ref().and_then(|a| a.get(i)).map_or(&[], |d| d.as_slice());
        match entry {
            Some(b) if i < p.arena().num_args(b) => {
                // printRegionArgument: `%arg: type {attrs} loc(..)`.
                let arg = p.arena().arg(b, i);
                p.print_operand(arg);
                p.print(": ");
                let ty = p.arena().value_type(arg);
                p.print_type(ty);
                p.print_optional_attr_dict(attrs, &[]);
                let loc = p.arena().arg_loc(b, i);
                p.print_optional_location_inline(loc);
            }
            _ => {
                p.print_type(t);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    if variadic {
        if !arg_types.is_empty() {
            p.print(", ");
        }
        p.print("...");
    }
    p.print(")");
    if !result_types.is_empty() {
        p.print(" -> ");
        print_function_result_list(p, result_types, res_attrs.as_deref());
    }
}

/// `printFunctionAttributes`: discardable attributes, then inherent ones,
/// after `attributes`, leaving out `sym_name` and `elided`.
pub fn print_function_attributes(p: &mut OpAsmPrinter<'_, '_>, op: OpId, elided: &[&str]) {
    let ctx = p.ctx();
    let mut entries: Vec<(Attr, Attr)> = p
        .arena()
        .attrs(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    if let Some(props) = p.arena().properties(op) {
        entries.extend(
            ctx.dictionary_entries(props)
                .iter()
                .filter(|(_, v)| !matches!(ctx.attr_kind(*v), AttrKind::Bool(false)))
                .copied(),
        );
    }
    let mut ignored = vec!["sym_name"];
    ignored.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(&entries, &ignored);
}

/// MLIR's `function_interface_impl::printFunctionOp`.
pub fn print_function_op(p: &mut OpAsmPrinter<'_, '_>, op: OpId, variadic: bool, names: FunctionAttrNames) {
    let ctx = p.ctx();
    let arena = p.arena();
    let name = ir::ods::access::inherent(ctx, arena, op, "sym_name")
        .map(|a| ctx.string_value(a).to_vec())
        .unwrap_or_default();
    let visibility = ir::ods::access::inherent(ctx, arena, op, "sym_visibility")
        .filter(|&a| matches!(ctx.attr_kind(a), AttrKind::String { .. }))
        .map(|a| String::from_utf8_lossy(ctx.string_value(a)).into_owned());
    let (inputs, results) =
        match ir::ods::access::inherent(ctx, arena, op, names.function_type).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => match ctx.type_kind(*t) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => (Vec::new(), Vec::new()),
            },
            _ => (Vec::new(), Vec::new()),
        };
    p.print(" ");
    if let Some(v) = visibility {
        p.print(&v);
        p.print(" ");
    }
    p.print_symbol_name(&name);
    print_function_signature(p, op, &inputs, &results, variadic, names);
    print_function_attributes(
        p,
        op,
        &["sym_visibility", names.function_type, names.arg_attrs, names.res_attrs],
    );
    if let Some(&body) = p.arena().regions(op).first() {
        if !p.arena().region_blocks(body).is_empty() {
            p.print(" ");
            p.print_region(body, false, true);
        }
    }
}

/// The body of a function-like op, unless it is external (an empty region):
/// `getCallableRegion`.
pub fn function_body(arena: &ir::IrArena, op: OpId) -> Option<ir::RegionId> {
    let region = *arena.regions(op).first()?;
    (!arena.region_blocks(region).is_empty()).then_some(region)
}

/// Implements the hooks of function-like ops that store their signature
/// under [`FUNC_NAMES`] and take no variadic arguments (`func.func`,
/// `ml_program.func`, `ml_program.subgraph`): `parse_assembly` and
/// `print_assembly` (`parseFunctionOp`/`printFunctionOp`), `verify`
/// (`SymbolOpInterface` and `FunctionOpInterface`), `FunctionOpInterface` (its
/// default bodies read [`FUNC_NAMES`]), and the interfaces it extends:
/// `CallableOpInterface` (the body unless external, the rest from
/// `FunctionOpInterface`) and `SymbolOpInterface` (a declaration when external,
/// upstream's `isDeclaration`).
macro_rules! function_op_hooks {
    ($($op:ident),* $(,)?) => {
        $(
            impl $op {
                #[doc = concat!("`", stringify!($op), "::parse`: `parseFunctionOp` without variadic arguments.")]
                pub fn parse_assembly(
                    p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>,
                    st: &mut ir::text::parser::asm::OperationState,
                ) -> Result<(), ir::Diagnostic> {
                    use $crate::common::function_interface as fi;
                    fi::parse_function_op(p, st, false, fi::FUNC_NAMES, fi::builtin_function_type)
                }

                #[doc = concat!("`", stringify!($op), "::print`: `printFunctionOp`.")]
                pub fn print_assembly(self, p: &mut ir::text::asm_printer::OpAsmPrinter<'_, '_>) {
                    use $crate::common::function_interface as fi;
                    fi::print_function_op(p, self.0, false, fi::FUNC_NAMES);
                }

                /// `SymbolOpInterface` and `FunctionOpInterface` verification.
                pub fn verify(self, ctx: &ir::Context, arena: &ir::IrArena) -> Result<(), ir::Diagnostic> {
                    use $crate::common::function_interface as fi;
                    $crate::common::function_verify::verify_function_op(ctx, arena, self.0, fi::FUNC_NAMES)
                }
            }

            impl ir::interfaces::CallableOpInterface for $op {
                fn callable_region(self, _: &ir::Context, arena: &ir::IrArena) -> Option<ir::RegionId> {
                    $crate::common::function_interface::function_body(arena, self.0)
                }
                fn argument_types(self, ctx: &ir::Context, arena: &ir::IrArena) -> Vec<ir::Type> {
                    let ty = ir::interfaces::FunctionOpInterface::function_type(self, ctx, arena);
                    ir::call::function_signature(ctx, ty).0
                }
                fn result_types(self, ctx: &ir::Context, arena: &ir::IrArena) -> Vec<ir::Type> {
                    let ty = ir::interfaces::FunctionOpInterface::function_type(self, ctx, arena);
                    ir::call::function_signature(ctx, ty).1
                }
                fn arg_attrs(self, ctx: &ir::Context, arena: &ir::IrArena) -> Option<ir::Attr> {
                    ir::ods::access::inherent(ctx, arena, self.0, "arg_attrs")
                }
                fn res_attrs(self, ctx: &ir::Context, arena: &ir::IrArena) -> Option<ir::Attr> {
                    ir::ods::access::inherent(ctx, arena, self.0, "res_attrs")
                }
            }

            impl ir::interfaces::SymbolOpInterface for $op {
                fn is_declaration(self, _: &ir::Context, arena: &ir::IrArena) -> bool {
                    $crate::common::function_interface::function_body(arena, self.0).is_none()
                }
            }
        )*
    };
}
pub(crate) use function_op_hooks;
