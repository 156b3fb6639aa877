//! What upstream dialects' C++ gives beyond their op definitions: the spelling and
//! alias of `#sparse_tensor.encoding` (a dialect rods keeps opaque), the dialects'
//! symbol tables (`dialect_symbols`), the bytecode property layouts of upstream
//! ops (`data/bytecode_props.tsv`), and which of MLIR's dialects rods keeps as text. Every upstream op rods knows is declared in `.ods`
//! or with `#[op]`, with its traits, attributes and effects.

use ir::Context;

/// The dialects `mlir-opt-22 --show-dialects` lists that rods has no
/// definitions for: their attributes and types are kept as text.
const TEXT_DIALECTS: &[&str] = &[
    "acc",
    "amdgpu",
    "amx",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "dlti",
    "emitc",
    "gpu",
    "irdl",
    "llvm",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "rocdl",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "transform",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Registers the attribute hooks, the dialects' symbols, the bytecode property
/// layouts and the dialects rods keeps as text.
pub fn register(ctx: &Context) {
    for namespace in TEXT_DIALECTS {
        ctx.registry().register_text_dialect(namespace);
    }
    ctx.add_attr_alias_hook(attr_alias);
    ctx.add_attr_canonical_hook(canonical_attr);
    crate::common::dialect_symbols::register(ctx);
    // The table is checked in and parsed by a test; a malformed line is a bug here.
    if let Err(e) = ir::bytecode::props::register_layout_table(ctx, include_str!("../../data/bytecode_props.tsv")) {
        debug_assert!(false, "bytecode_props.tsv: {e}");
    }
}

/// The spelling of `sparse_tensor.encoding<{ map = ..., posWidth = ... }>`
/// (a dialect rods keeps opaque): the dictionary body padded with a space
/// inside its braces, as `SparseTensorEncodingAttr::print` writes it.
fn canonical_attr(dialect: &str, data: &str) -> Option<String> {
    if dialect != "sparse_tensor" {
        return None;
    }
    let body = data.strip_prefix("encoding")?.trim_start().strip_prefix('<')?;
    let body = body
        .strip_suffix('>')?
        .trim()
        .strip_prefix('{')?
        .strip_suffix('}')?
        .trim();
    let text = format!("encoding<{{ {body} }}>");
    (text != data).then_some(text)
}

/// Aliases upstream dialects give their attributes (`OpAsmDialectInterface`).
fn attr_alias(dialect: &str, data: &str) -> Option<&'static str> {
    match dialect {
        "sparse_tensor" if data.starts_with("encoding<") => Some("sparse"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_ops_come_from_their_definitions() {
        let ctx = Context::new();
        crate::register_all(&ctx);
        let ret = ctx.op_info(ctx.op_name("func.return"));
        assert!(ret.is_registered() && ret.traits().is_terminator);
        let func = ctx.op_info(ctx.op_name("func.func"));
        assert!(func.traits().isolated_from_above);
        assert!(func.definition().unwrap().inherent_attrs.contains(&"sym_name"));
        assert!(!ctx.op_info(ctx.op_name("utest.x")).is_registered());
        assert!(ctx.registry().is_dialect_registered("arith"));
    }
}

#[cfg(test)]
mod layout_table_tests {
    #[test]
    fn bytecode_properties_table_parses() {
        let ctx = ir::Context::new();
        ir::bytecode::props::register_layout_table(&ctx, include_str!("../../data/bytecode_props.tsv"))
            .expect("bytecode_props.tsv is well formed");
        assert!(ir::bytecode::props::layout_of(&ctx, "func.func").is_some());
    }
}
