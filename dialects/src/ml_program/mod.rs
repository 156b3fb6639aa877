//! The ml_program dialect (MLIR's `MLProgramOps.cpp`): its ops are declared
//! in `ml_program.ods`; this module holds what upstream writes in C++ — the
//! function-like forms of `ml_program.func` and `ml_program.subgraph`, the
//! custom directives `SymbolVisibility`, `TypedInitialValue` and
//! `TokenOrdering`, the verifiers, the result names of the loads, the
//! `verifySymbolUses` checks of the global accesses — and the dialect's
//! type `!ml_program.token` and attribute `#ml_program.extern : TYPE`.

crate::common::ods_ops!("ml_program");

use crate::common::function_interface::FUNC_NAMES;
use crate::common::function_verify::verify_function_terminator;
use ir::context::{symbol_mnemonic, DialectSymbols, DialectTypeHooks};
use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
use ir::symbol::SymbolTableCollection;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, Punct};
use ir::text::printer::{attr_to_string, type_to_string};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type};
use ops::{
    FuncOp, GlobalLoadConstOp, GlobalLoadGraphOp, GlobalLoadOp, GlobalOp, GlobalStoreGraphOp, GlobalStoreOp, OutputOp,
    ReturnOp, SubgraphOp,
};

/// Registers the dialect's type and attribute (mnemonics, spelling, alias)
/// and the `verifySymbolUses` hooks of the global accesses.
pub fn register(ctx: &Context) {
    ctx.set_dialect_symbols(
        "ml_program",
        DialectSymbols {
            attributes: Some(&["extern"]),
            types: Some(&["token"]),
            self_typed_attributes: &["extern"],
        },
    );
    ctx.set_dialect_type_hooks(
        "ml_program",
        DialectTypeHooks {
            print: Some(print_type),
            ..DialectTypeHooks::default()
        },
    );
    ctx.add_attr_canonical_hook(canonical_attr);
    ctx.add_attr_alias_hook(attr_alias);
}

// ----- the type and the attribute -----

/// The mnemonic alone when `data` has more after it: the dialect's type and
/// attribute have no parameters (their `assemblyFormat` is empty), and
/// upstream's generated parsers read the mnemonic and drop what follows
/// (`!ml_program.token<1>` prints as `!ml_program.token`).
fn parameterless(data: &str) -> Option<String> {
    let m = symbol_mnemonic(data);
    (m.len() != data.len()).then(|| m.to_string())
}

/// The spelling of `!ml_program.token` (see [`parameterless`]).
fn print_type(_ctx: &Context, data: &str) -> Option<String> {
    parameterless(data)
}

/// The spelling of `#ml_program.extern` (see [`parameterless`]); its type
/// is the one written after it.
fn canonical_attr(dialect: &str, data: &str) -> Option<String> {
    (dialect == "ml_program").then(|| parameterless(data)).flatten()
}

/// `genMnemonicAlias` of `#ml_program.extern`: printed as `#extern`.
fn attr_alias(dialect: &str, data: &str) -> Option<&'static str> {
    (dialect == "ml_program" && symbol_mnemonic(data) == "extern").then_some("extern")
}

// ----- function-like ops -----

crate::common::function_interface::function_op_hooks!(FuncOp, SubgraphOp);

impl ReturnOp {
    /// `ReturnOp::verify`: the operands match the enclosing `ml_program.func`'s results.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_function_terminator(ctx, arena, self.0, FUNC_NAMES, "return")
    }
}

impl OutputOp {
    /// `OutputOp::verify`: the operands match the enclosing `ml_program.subgraph`'s results.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_function_terminator(ctx, arena, self.0, FUNC_NAMES, "output")
    }
}

// ----- globals -----

impl GlobalOp {
    /// `GlobalOp::verify`: an immutable global has an initial value.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        if !self.is_mutable(ctx, arena) && self.value_attr(ctx, arena).is_none() {
            return Err(ir::ods::verify::op_error(
                ctx,
                arena,
                self.0,
                "immutable global must have an initial value",
            ));
        }
        Ok(())
    }

    /// The global's declared type.
    fn declared_type(self, ctx: &Context, arena: &IrArena) -> Option<Type> {
        match ctx.attr_kind(self.type_attr(ctx, arena)?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
}

/// How an access finds its global (upstream's `getGlobalOp`s differ).
#[derive(Clone, Copy)]
enum Lookup {
    /// `lookupNearestSymbolFrom` from each enclosing op outwards, the first
    /// found (`global_load`, `global_store`).
    Outwards,
    /// `lookupNearestSymbolFrom` from the parent op only (the const and
    /// graph forms).
    Parent,
}

/// What an access does with its global.
#[derive(Clone, Copy, PartialEq)]
enum Access {
    Load,
    LoadConst,
    Store,
}

/// `verifySymbolUses` of a global access `op`, found by its rule's lookup:
/// the global exists, is mutable when stored to (immutable when loaded as a
/// constant), and has the type of `accessed` (the loaded result or the
/// stored value).
fn verify_global_access(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    global: Option<Attr>,
    accessed: Type,
    (lookup, access): (Lookup, Access),
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let Some(reference) = global else { return Ok(()) };
    let is_global = |g: &OpId| ctx.op_info(arena.op_name(*g)).name() == "ml_program.global";
    let mut from = arena.op_parent(op).and_then(|b| arena.block_parent_op(b));
    let mut found = None;
    while let Some(parent) = from {
        found = tables
            .lookup_nearest_symbol_from(ctx, arena, parent, reference)
            .filter(is_global);
        if found.is_some() || matches!(lookup, Lookup::Parent) {
            break;
        }
        from = arena.op_parent(parent).and_then(|b| arena.block_parent_op(b));
    }
    let fail = |message: String| Err(ir::ods::verify::op_error(ctx, arena, op, message));
    let shown = attr_to_string(ctx, reference);
    let Some(found) = found.map(GlobalOp) else {
        return fail(format!("undefined global: {shown}"));
    };
    let mutable = found.is_mutable(ctx, arena);
    match access {
        Access::LoadConst if mutable => return fail(format!("cannot load as const from mutable global {shown}")),
        Access::Store if !mutable => return fail(format!("cannot store to an immutable global {shown}")),
        _ => {}
    }
    let Some(global_type) = found.declared_type(ctx, arena) else {
        return Ok(());
    };
    if global_type != accessed {
        let (g, a) = (type_to_string(ctx, global_type), type_to_string(ctx, accessed));
        return fail(match access {
            Access::Store => format!("cannot store to a global typed '{g}' from '{a}'"),
            Access::Load | Access::LoadConst => format!("cannot load from global typed '{g}' as '{a}'"),
        });
    }
    Ok(())
}

/// Implements `verifySymbolUses` for a global access op: `$value` reads the
/// accessed value (the loaded result or the stored operand), then the
/// lookup rule and the kind of access (see [`verify_global_access`]).
macro_rules! global_access {
    ($($op:ident: $value:ident, $lookup:ident, $access:ident;)*) => {
        $(
            impl ir::interfaces::SymbolUserOpInterface for $op {
                #[doc = concat!("`", stringify!($op), "::verifySymbolUses`.")]
                fn verify_symbol_uses(
                    self,
                    ctx: &Context,
                    arena: &IrArena,
                    tables: &mut SymbolTableCollection,
                ) -> Result<(), Diagnostic> {
                    let accessed = arena.value_type(self.$value(ctx, arena));
                    let global = self.global_attr(ctx, arena);
                    let rule = (Lookup::$lookup, Access::$access);
                    verify_global_access(ctx, arena, self.0, global, accessed, rule, tables)
                }
            }
        )*
    };
}

global_access! {
    GlobalLoadOp: result, Outwards, Load;
    GlobalLoadConstOp: result, Parent, LoadConst;
    GlobalLoadGraphOp: result, Parent, Load;
    GlobalStoreOp: value, Outwards, Store;
    GlobalStoreGraphOp: value, Parent, Store;
}

impl GlobalLoadOp {
    /// `getAsmResultNames`: the result is named after the global.
    pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        set_global_name(ctx, self.global_attr(ctx, arena), set);
    }
}

impl GlobalLoadConstOp {
    /// `getAsmResultNames`: the result is named after the global.
    pub fn result_names(self, ctx: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        set_global_name(ctx, self.global_attr(ctx, arena), set);
    }
}

/// Names result 0 after the leaf of the symbol reference `global`
/// (`getGlobal().getLeafReference()`).
fn set_global_name(ctx: &Context, global: Option<Attr>, set: &mut dyn FnMut(u32, &str)) {
    let Some(global) = global else { return };
    let leaf = match ctx.attr_kind(global) {
        AttrKind::SymbolRef { root, nested } => *nested.last().unwrap_or(root),
        _ => return,
    };
    let name = String::from_utf8_lossy(ctx.string_value(leaf)).into_owned();
    set(0, &name);
}

// ----- custom directives -----

/// `custom<SymbolVisibility>($sym_visibility)`: one of `public`, `private`
/// or `nested`, required (upstream stores `public` too).
pub fn parse_symbol_visibility<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    let Some(visibility) = ["public", "private", "nested"]
        .into_iter()
        .find(|kw| p.parse_optional_keyword(kw))
    else {
        return Err(p.custom_op_error(args.op_name(), p.offset(), "expected 'public', 'private', or 'nested'"));
    };
    let attr = p.ctx().string_attr(visibility.as_bytes());
    args.set_attr(0, attr);
    Ok(true)
}

/// Printer of `custom<SymbolVisibility>`: the stored visibility, `public`
/// when there is none.
pub fn print_symbol_visibility(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    match args.attr(p, 0) {
        Some(v) => {
            let text = String::from_utf8_lossy(p.ctx().string_value(v)).into_owned();
            p.print(&text)
        }
        None => p.print("public"),
    }
}

/// `custom<TypedInitialValue>($type, $value)`: `[(ATTR)] : TYPE`.
pub fn parse_typed_initial_value<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    if p.parse_optional_punct(Punct::LParen) {
        let value = p.parse_attribute(None)?;
        p.parse_punct(Punct::RParen)?;
        args.set_attr(1, value);
    }
    let ty = p.parse_colon_type()?;
    let attr = p.ctx().get_attr(AttrKind::Type(ty));
    args.set_attr(0, attr);
    Ok(true)
}

/// Printer of `custom<TypedInitialValue>`.
pub fn print_typed_initial_value(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    if let Some(value) = args.attr(p, 1) {
        p.print("(");
        p.print_attribute(value);
        p.print(")");
    }
    p.print(" : ");
    if let Some(ty) = args.attr(p, 0) {
        p.print_attribute(ty);
    }
}

/// `custom<TokenOrdering>($consumeTokens, type($produceToken))`:
/// `ordering(%a, %b -> !ml_program.token)` or `ordering(() -> TYPE)`;
/// nothing at all when the clause is absent.
pub fn parse_token_ordering<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    if !p.parse_optional_keyword("ordering") {
        return Ok(true);
    }
    p.parse_punct(Punct::LParen)?;
    let mut consumed = Vec::new();
    if p.parse_optional_punct(Punct::LParen) {
        p.parse_punct(Punct::RParen)?;
    } else {
        consumed = p.parse_operand_list()?;
    }
    p.parse_punct(Punct::Arrow)?;
    let produced = p.parse_type()?;
    p.parse_punct(Punct::RParen)?;
    if let Some(list) = args.operands(0) {
        list.extend(consumed);
    }
    if let Some(types) = args.types(1) {
        types.push(produced);
    }
    Ok(true)
}

/// Printer of `custom<TokenOrdering>`.
pub fn print_token_ordering(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    let consumed = args.operands(p, 0);
    let produced = args.types(p, 1);
    if consumed.is_empty() && produced.is_empty() {
        return;
    }
    p.print(" ordering(");
    if consumed.is_empty() {
        p.print("()");
    } else {
        p.print_operands(&consumed);
    }
    if let Some(&ty) = produced.first() {
        p.print(" -> ");
        p.print_type(ty);
    }
    p.print(")");
}
