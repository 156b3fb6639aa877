//! The builtin dialect's operations: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.

use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, OpSpec};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::registry::{CustomAssembly, OpDefinition, OpHooks, OpTraits};
use crate::text::asm_printer::OpAsmPrinter;
use crate::text::parser::asm::{OpAsmParser, OperationState, Punct};

/// Name of the module operation.
pub const MODULE: &str = "builtin.module";
/// Name of the cast operation (also used for parser placeholders).
pub const UNREALIZED_CAST: &str = "builtin.unrealized_conversion_cast";

/// `builtin.module`'s inherent attributes (`OptionalAttr<SymbolNameAttr>`,
/// `OptionalAttr<StrAttr>`): both string attributes.
pub const MODULE_INHERENT_ATTRS: [&str; 2] = ["sym_name", "sym_visibility"];

/// The first of `builtin.module`'s inherent attributes among `entries` that
/// is not a string attribute: its name and value.
pub fn module_attr_not_string(
    ctx: &Context,
    entries: &[(crate::attrs::Attr, crate::attrs::Attr)],
) -> Option<(&'static str, crate::attrs::Attr)> {
    MODULE_INHERENT_ATTRS.iter().find_map(|&name| {
        let &(_, v) = entries.iter().find(|(k, _)| ctx.string_value(*k) == name.as_bytes())?;
        let is_string = matches!(ctx.attr_kind(v), crate::attrs::AttrKind::String { .. });
        (!is_string).then_some((name, v))
    })
}

/// Creates a detached, empty `builtin.module` at `loc`, with its one region
/// and that region's block; returns the module and the block to fill.
pub fn create_module(ctx: &Context, arena: &mut IrArena, loc: Attr) -> (OpId, BlockId) {
    let region = arena.create_region();
    let body = arena.add_block(region, &[]);
    (module_with_region(ctx, arena, loc, region), body)
}

/// Creates a detached `builtin.module` at `loc` that takes over the detached
/// `region` (which the caller fills, or has filled, with its one block).
pub fn module_with_region(ctx: &Context, arena: &mut IrArena, loc: Attr, region: crate::body::RegionId) -> OpId {
    arena.create_op(OpSpec {
        regions: vec![region],
        ..OpSpec::new(ctx.op_name(MODULE), loc)
    })
}

/// The spec of a `builtin.unrealized_conversion_cast` of `inputs` to `ty`
/// at `loc`.
pub fn unrealized_cast_spec(
    ctx: &Context,
    loc: crate::Attr,
    inputs: &[crate::Value],
    ty: crate::Type,
) -> crate::OpSpec {
    unrealized_cast_n_spec(ctx, loc, inputs, &[ty])
}

/// The spec of a `builtin.unrealized_conversion_cast` of `inputs` to the
/// results `types` (N:M) at `loc`.
pub fn unrealized_cast_n_spec(
    ctx: &Context,
    loc: crate::Attr,
    inputs: &[crate::Value],
    types: &[crate::Type],
) -> crate::OpSpec {
    crate::OpSpec {
        name: ctx.op_name(UNREALIZED_CAST),
        loc,
        operands: inputs.to_vec(),
        result_types: types.to_vec(),
        successors: Vec::new(),
        regions: Vec::new(),
        properties: None,
        attrs: None,
    }
}

/// `builtin.module` as a typed op handle, for the interfaces it implements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ModuleOp(pub OpId);

/// `builtin.module`'s schema: its name (its checks are the verifier's own).
static MODULE_SCHEMA: crate::ods::OpSchema = crate::ods::OpSchema {
    name: MODULE,
    ..crate::ods::OpSchema::EMPTY
};

impl crate::ods::TypedOp for ModuleOp {
    const NAME: &'static str = MODULE;
    fn from_op_unchecked(op: OpId) -> Self {
        ModuleOp(op)
    }
    fn op_id(self) -> OpId {
        self.0
    }
    fn op_schema() -> &'static crate::ods::OpSchema {
        &MODULE_SCHEMA
    }
}

/// `ModuleOp`'s `SymbolOpInterface`: an optional symbol (a module is one only
/// when it has a `sym_name`).
impl crate::interfaces::SymbolOpInterface for ModuleOp {
    fn is_optional_symbol(self, _: &Context, _: &IrArena) -> bool {
        true
    }
}

/// `ModuleOp`'s `BytecodeOpInterface` (given by mlir-tblgen: its `sym_name` and
/// `sym_visibility` are properties): the default bodies, over its layout.
impl crate::interfaces::BytecodeOpInterface for ModuleOp {}

/// Registers the builtin dialect into `ctx`.
pub fn register(ctx: &Context) {
    let registry = ctx.registry();
    registry.register_dialect("builtin");
    registry.register_op(
        MODULE,
        OpDefinition {
            traits: OpTraits {
                no_terminator: true,
                isolated_from_above: true,
                symbol_table: true,
                graph_regions: true,
                single_block: true,
                affine_scope: true,
                ..Default::default()
            },
            inherent_attrs: vec!["sym_name", "sym_visibility"],
            ..Default::default()
        },
    );
    registry.register_op_with_hooks(
        UNREALIZED_CAST,
        OpDefinition {
            traits: OpTraits {
                pure: true,
                ..Default::default()
            },
            inherent_attrs: vec![],
            assembly: Some(CustomAssembly {
                parse: parse_cast,
                print: print_cast,
            }),
            ..Default::default()
        },
        OpHooks {
            verify: Some(verify_cast),
            verify_regions: None,
        },
    );
    crate::interfaces::SymbolOpInterfaceMethods::attach::<ModuleOp>(ctx);
    crate::interfaces::BytecodeOpInterfaceMethods::attach::<ModuleOp>(ctx);
}

/// The cast's declarative format, written out:
/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
fn parse_cast(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let at = p.offset();
    let inputs = p.parse_operand_list()?;
    let mut input_types = Vec::new();
    if !inputs.is_empty() {
        p.parse_punct(Punct::Colon)?;
        input_types = p.parse_type_list()?;
    }
    if !p.parse_optional_keyword("to") {
        return Err(p.custom_op_error(UNREALIZED_CAST, p.offset(), "expected 'to'"));
    }
    if let Some(first) = p.parse_optional_type()? {
        st.result_types.push(first);
        while p.parse_optional_punct(Punct::Comma) {
            st.result_types.push(p.parse_type()?);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if inputs.len() != input_types.len() {
        let message = format!(
            "number of operands and types do not match: got {} operands and {} types",
            inputs.len(),
            input_types.len()
        );
        return Err(p.custom_op_error(UNREALIZED_CAST, at, message));
    }
    st.operands = p.resolve_operands(&inputs, &input_types, at)?;
    Ok(())
}

fn print_cast(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let inputs = p.operands_of(op);
    if !inputs.is_empty() {
        p.print(" ");
        p.print_operands(&inputs);
        p.print(" : ");
        let types: Vec<_> = inputs.iter().map(|&v| p.arena().value_type(v)).collect();
        p.print_type_list(&types);
    }
    p.print(" to");
    let results: Vec<_> = p.arena().result_types(op).collect();
    if !results.is_empty() {
        p.print(" ");
        p.print_type_list(&results);
    }
    let attrs = p
        .arena()
        .attrs(op)
        .map(|d| p.ctx().dictionary_entries(d).to_vec())
        .unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `UnrealizedConversionCastOp::verify`.
fn verify_cast(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    if arena.num_results(op) == 0 {
        let message = format!("'{UNREALIZED_CAST}' op expected at least one result for cast operation");
        return Err(crate::verify::op_error(ctx, arena, op, message));
    }
    Ok(())
}
