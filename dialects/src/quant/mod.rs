//! The quant dialect's types (`!quant.any`, `!quant.uniform` per layer, per
//! axis and sub-channel, `!quant.calibrated`), as MLIR 22 parses, verifies,
//! prints and writes them to bytecode, and its casts (`quant.dcast`,
//! `quant.qcast`, `quant.scast`, declared in `quant.ods`, checked in `casts`).
//!
//! The types stay opaque dialect types in the IR, holding their canonical
//! text (with a `si`/`ui` storage type spelled out, which MLIR keeps but
//! does not print); the dialect's hooks ([`ir::context::DialectTypeHooks`]) parse and
//! verify them, read and write their bytecode encoding, and print them.

mod bytecode;
pub mod casts;
mod model;
mod parse;
mod reparse;
mod verify;

#[cfg(test)]
mod tests;

pub use model::{fmt_double, int_width, QuantType};

crate::common::ods_ops!("quant");

/// The quant dialect type `ty` as a value; `None` for any other type.
pub fn quant_type(ctx: &ir::Context, ty: ir::Type) -> Option<QuantType> {
    match ctx.type_kind(ty) {
        ir::TypeKind::Opaque { dialect, data } if dialect == "quant" => {
            parse::parse(&mut reparse::TextParser::new(ctx, data)).ok()
        }
        _ => None,
    }
}

/// The type a value of element type `ty` is held in: a quantized type's storage
/// type (`i8` of `!quant.uniform<i8:f32, ...>`), a calibrated type's expressed type
/// (`f32`), `ty` itself otherwise (TPU-MLIR's `module::getStorageType`).
pub fn storage_type(ctx: &ir::Context, ty: ir::Type) -> ir::Type {
    match quant_type(ctx, ty) {
        Some(
            QuantType::Any { storage, .. }
            | QuantType::Uniform { storage, .. }
            | QuantType::PerAxis { storage, .. }
            | QuantType::SubChannel { storage, .. },
        ) => storage.ty,
        Some(QuantType::Calibrated { expressed, .. }) => expressed,
        None => ty,
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
