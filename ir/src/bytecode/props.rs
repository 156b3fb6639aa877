//! How registered operations encode their properties in bytecode (what ODS
//! generates as `writeProperties`/`readProperties`), as data.
//!
//! A layout lists the fields in the order the generated code writes them.
//! Layouts come from a table with one line per op, `NAME<TAB>FIELDS`, where
//! `FIELDS` is `-` (no properties), `custom` (an encoding rods cannot do
//! generically), or a comma-separated list (possibly empty) of:
//!
//! | field | meaning |
//! | --- | --- |
//! | `name` | required attribute (`writeAttribute`) |
//! | `?name` | optional attribute (`writeOptionalAttribute`) |
//! | `<name:N` | segment sizes before version 6: a `DenseI32ArrayAttr` reference |
//! | `>name:N` | segment sizes from version 6: a sparse array of `N` integers |
//! | `!name:bool` | native `UnitProp`/`BoolProp`: one byte |
//!
//! `dialects/data/bytecode_props.tsv` holds the table for MLIR 22's upstream
//! ops (extracted from the ODS-generated code by
//! `dialects/tools/extract_bytecode_props.py`).
//! TODO(ods): the `.ods` generator will register these layouts (or real
//! hooks) per op; the global table is the stop-gap until then.

use crate::context::Context;
use rustc_hash::FxHashMap;
use std::sync::{Arc, RwLock};

/// One field of a properties encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// A required inherent attribute.
    Attr(String),
    /// An optional inherent attribute.
    OptionalAttr(String),
    /// Segment sizes written as an attribute before version 6.
    LegacySegments(String, usize),
    /// Segment sizes written as a sparse array from version 6.
    SparseSegments(String, usize),
    /// A native boolean property (`UnitProp`): set is the unit attribute,
    /// unset is `false`.
    BoolProp(String),
}

/// The properties encoding of one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The op has no properties storage.
    None,
    /// The fields, in encoding order.
    Fields(Vec<Field>),
    /// A hand-written encoding rods does not support.
    Custom,
}

impl Layout {
    /// Names of native (non-attribute) properties.
    pub fn native_props(&self) -> impl Iterator<Item = &str> {
        let fields: &[Field] = match self {
            Layout::Fields(f) => f,
            _ => &[],
        };
        fields.iter().filter_map(|f| match f {
            Field::BoolProp(n) => Some(n.as_str()),
            _ => None,
        })
    }
}

/// The per-context table of layouts, keyed by op name.
#[derive(Default)]
pub struct LayoutTable {
    layouts: RwLock<FxHashMap<String, Arc<Layout>>>,
}

/// Parses one `FIELDS` column.
pub fn parse_layout(fields: &str) -> Result<Layout, String> {
    let fields = fields.trim();
    match fields {
        "-" => return Ok(Layout::None),
        "custom" => return Ok(Layout::Custom),
        "" => return Ok(Layout::Fields(Vec::new())),
        _ => {}
    }
    let mut out = Vec::new();
    for f in fields.split(',') {
        let sized = |rest: &str| -> Result<(String, usize), String> {
            let (name, n) = rest.split_once(':').ok_or_else(|| format!("missing size in '{f}'"))?;
            let n = n.parse::<usize>().map_err(|_| format!("bad size in '{f}'"))?;
            Ok((name.to_string(), n))
        };
        out.push(if let Some(rest) = f.strip_prefix('?') {
            Field::OptionalAttr(rest.to_string())
        } else if let Some(rest) = f.strip_prefix('<') {
            let (n, s) = sized(rest)?;
            Field::LegacySegments(n, s)
        } else if let Some(rest) = f.strip_prefix('>') {
            let (n, s) = sized(rest)?;
            Field::SparseSegments(n, s)
        } else if let Some(rest) = f.strip_prefix('!') {
            match rest.split_once(':') {
                Some((name, "bool")) => Field::BoolProp(name.to_string()),
                _ => return Err(format!("unsupported native property '{f}'")),
            }
        } else if f.is_empty() || !f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("bad field '{f}'"));
        } else {
            Field::Attr(f.to_string())
        });
    }
    Ok(Layout::Fields(out))
}

/// Registers the layouts of a table (see the module documentation). Later
/// registrations of an op replace earlier ones. Lines starting with `#` and
/// empty lines are skipped.
pub fn register_layout_table(ctx: &Context, table: &str) -> Result<(), String> {
    let mut parsed = Vec::new();
    for (i, line) in table.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (name, fields) = line
            .split_once('\t')
            .ok_or_else(|| format!("line {}: expected NAME<TAB>FIELDS", i + 1))?;
        let layout = parse_layout(fields).map_err(|e| format!("line {}: {e}", i + 1))?;
        parsed.push((name.to_string(), Arc::new(layout)));
    }
    let mut reg = ctx
        .bytecode_layouts()
        .layouts
        .write()
        .unwrap_or_else(|e| e.into_inner());
    reg.extend(parsed);
    Ok(())
}

/// Registers the layout of one op.
pub fn register_layout(ctx: &Context, op: &str, layout: Layout) {
    ctx.bytecode_layouts()
        .layouts
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(op.to_string(), Arc::new(layout));
}

/// The registered layout of `op`. `builtin.module` and
/// `builtin.unrealized_conversion_cast` are always known.
pub fn layout_of(ctx: &Context, op: &str) -> Option<Arc<Layout>> {
    if let Some(l) = ctx
        .bytecode_layouts()
        .layouts
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(op)
    {
        return Some(l.clone());
    }
    match op {
        crate::builtin::MODULE => Some(Arc::new(Layout::Fields(vec![
            Field::OptionalAttr("sym_name".into()),
            Field::OptionalAttr("sym_visibility".into()),
        ]))),
        crate::builtin::UNREALIZED_CAST => Some(Arc::new(Layout::None)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_field_kind() {
        let l = parse_layout("a,?b,<operandSegmentSizes:3,!disjoint:bool,>operandSegmentSizes:3").unwrap();
        assert_eq!(
            l,
            Layout::Fields(vec![
                Field::Attr("a".into()),
                Field::OptionalAttr("b".into()),
                Field::LegacySegments("operandSegmentSizes".into(), 3),
                Field::BoolProp("disjoint".into()),
                Field::SparseSegments("operandSegmentSizes".into(), 3),
            ])
        );
        assert_eq!(parse_layout("-").unwrap(), Layout::None);
        assert_eq!(parse_layout("custom").unwrap(), Layout::Custom);
        assert!(parse_layout("!x:i64").is_err());
    }
}
