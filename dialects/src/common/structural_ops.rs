//! Interim registry of upstream MLIR 22 operations, until the dialects are
//! declared in `.ods`: names, structural traits and inherent attribute names
//! from `data/upstream_ops.tsv` (extracted from the upstream `.td` files by
//! `tools/extract_upstream_ops.py`). Registering them makes rods treat these
//! ops as mlir-opt does structurally: terminators, isolation, graph regions,
//! inherent attributes printed as properties and visited for aliases.

use ir::registry::{OpDefinition, OpTraits};
use ir::Context;

const TABLE: &str = include_str!("../../data/upstream_ops.tsv");

/// One parsed line of the table.
struct Row {
    name: &'static str,
    traits: OpTraits,
    inherent: Vec<&'static str>,
}

fn rows() -> impl Iterator<Item = Row> {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|line| {
            let mut cols = line.split('\t');
            let name = cols.next()?;
            let flags = cols.next().unwrap_or("-");
            let attrs = cols.next().unwrap_or("-");
            let mut traits = OpTraits::default();
            for f in flags.split(',') {
                match f {
                    "terminator" => traits.is_terminator = true,
                    "no_terminator" => traits.no_terminator = true,
                    "isolated" => traits.isolated_from_above = true,
                    "symbol_table" => traits.symbol_table = true,
                    "graph" => traits.graph_regions = true,
                    "single_block" => traits.single_block = true,
                    "pure" => traits.pure = true,
                    "alloc_scope" => traits.automatic_allocation_scope = true,
                    "affine_scope" => traits.affine_scope = true,
                    _ => {}
                }
            }
            let inherent = if attrs == "-" {
                Vec::new()
            } else {
                attrs.split(',').collect()
            };
            Some(Row { name, traits, inherent })
        })
}

/// Registers every upstream op in the table (and its dialect). Call it
/// after the ops declared in `.ods` and with `#[op]` are registered
/// ([`crate::register_all`] does): their full definitions win over the
/// structural rows.
pub fn register(ctx: &Context) {
    for row in rows() {
        if let Some((dialect, _)) = row.name.split_once('.') {
            ctx.registry().register_dialect(dialect);
        }
        ctx.registry().register_op(
            row.name,
            OpDefinition {
                traits: row.traits,
                inherent_attrs: row.inherent,
                ..Default::default()
            },
        );
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
    fn table_registers_known_ops_with_traits() {
        let ctx = Context::new();
        register(&ctx);
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
