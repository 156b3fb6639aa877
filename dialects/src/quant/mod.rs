//! The quant dialect's types (`!quant.any`, `!quant.uniform` per layer, per
//! axis and sub-channel, `!quant.calibrated`), as MLIR 22 parses, verifies,
//! prints and writes them to bytecode.
//!
//! The types stay opaque dialect types in the IR, holding their canonical
//! text (with a `si`/`ui` storage type spelled out, which MLIR keeps but
//! does not print); the dialect's hooks ([`ir::context::DialectTypeHooks`]) parse and
//! verify them, read and write their bytecode encoding, and print them.

mod bytecode;
mod model;
mod parse;
mod reparse;
mod verify;

#[cfg(test)]
mod tests;

pub use model::{int_width, QuantType};

/// The quant type that `ty` is (an opaque `!quant.` type, parsed from the canonical
/// text the IR keeps), or `None` for any other type or text that does not parse.
pub fn quant_type(ctx: &ir::Context, ty: ir::Type) -> Option<QuantType> {
    match ctx.type_kind(ty) {
        ir::TypeKind::Opaque { dialect, data } if dialect == "quant" => {
            parse::parse(&mut reparse::TextParser::new(ctx, data)).ok()
        }
        _ => None,
    }
}

/// Registers the quant dialect and its type hooks.
pub fn register(ctx: &ir::Context) {
    ctx.registry().register_dialect("quant");
    ctx.set_dialect_type_hooks(
        "quant",
        ir::context::DialectTypeHooks {
            parse: Some(parse::parse_hook),
            encode: Some(bytecode::encode),
            decode: Some(bytecode::decode),
            print: Some(reparse::print_hook),
        },
    );
}
