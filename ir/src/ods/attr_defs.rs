//! The attribute parser a dialect declared in `.ods` gets (MLIR's generated
//! `Dialect::parseAttribute` with `useDefaultAttributePrinterParser`): enum
//! attributes (`#tpu<round_mode HalfUp>`, `#vector.kind<add>`: see
//! [`crate::ods::enum_attr`]) and attribute definitions with the
//! `` `<` params `>`  `` or `` `<` struct(params) `>` `` formats
//! (`#tpu.lg<out_addr = 0, eu_align = true, n_idx = [0]>`). Generated code
//! describes the dialect's attributes in a static [`DialectAttrs`] table
//! and registers a one-line hook calling [`parse`].
//!
//! The IR keeps these attributes opaque (`AttrKind::Opaque`), with the
//! text their printer writes as data: the parser checks the text with
//! MLIR's messages and returns it in canonical form (struct parameters in
//! declaration order, `name = value` with single spaces), so printing and
//! the text form in bytecode stay the dialect's own.

use crate::context::DialectTypeParser;
use crate::diag::Diagnostic;

pub use crate::ods::enum_attr::EnumAttrInfo;

/// The kind of an attribute-definition parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// `int64_t`
    I64,
    /// `uint64_t`
    U64,
    /// `int32_t`
    I32,
    /// `uint32_t`
    U32,
    /// `bool`: `true`/`false` (or 0/1, parsed as a 1-bit integer)
    Bool,
    /// `double`
    F64,
    /// a string, quoted
    String,
    /// a type
    Type,
    /// an attribute
    Attr,
    /// `DenseI64ArrayAttr`: `[1, 2]`
    DenseI64Array,
}

/// One parameter of an attribute definition.
#[derive(Debug)]
pub struct ParamInfo {
    /// Name.
    pub name: &'static str,
    /// Element kind.
    pub ty: ParamType,
    /// Whether it is a list (`[a, b]`) of `ty`.
    pub list: bool,
    /// The C++ type MLIR's messages name (`int64_t`).
    pub cpp_type: &'static str,
}

/// The assembly format of an attribute definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefFormat {
    /// `` `<` params `>` ``: values separated by commas.
    Params,
    /// `` `<` struct(params) `>` ``: `name = value` pairs, any order.
    Struct,
}

/// An attribute definition (`AttrDef` with a mnemonic).
#[derive(Debug)]
pub struct AttrDefInfo {
    /// Mnemonic (`lg`).
    pub mnemonic: &'static str,
    /// The definition's name, as MLIR's messages name it (`Tpu_LayerGroupAttr`).
    pub def_name: &'static str,
    /// Parameters in declaration order.
    pub params: &'static [ParamInfo],
    /// Format.
    pub format: DefFormat,
}

/// Every attribute a dialect declares.
#[derive(Debug)]
pub struct DialectAttrs {
    /// Namespace.
    pub dialect: &'static str,
    /// Enum attributes.
    pub enums: &'static [EnumAttrInfo],
    /// Attribute definitions.
    pub defs: &'static [AttrDefInfo],
}

impl DialectAttrs {
    /// Every mnemonic, enums first (for `DialectSymbols`).
    pub fn mnemonics(&self) -> Vec<&'static str> {
        let enums = self.enums.iter().map(|e| e.mnemonic);
        enums.chain(self.defs.iter().map(|d| d.mnemonic)).collect()
    }
}

type P<'a> = &'a mut dyn DialectTypeParser;

/// Parses one attribute of the dialect, starting at its mnemonic, and
/// returns its canonical data.
pub fn parse(info: &DialectAttrs, p: P<'_>) -> Result<String, Diagnostic> {
    let at = p.current_offset();
    let mnemonic = p.parse_optional_keyword().unwrap_or_default();
    if let Some(e) = info.enums.iter().find(|e| e.mnemonic == mnemonic) {
        return crate::ods::enum_attr::parse_full(e, p);
    }
    if let Some(d) = info.defs.iter().find(|d| d.mnemonic == mnemonic) {
        return def(d, p);
    }
    Err(p.error_at(
        at,
        format!("unknown attribute `{mnemonic}` in dialect `{}`", info.dialect),
    ))
}

/// Runs a parameter's parser; on failure MLIR adds "failed to parse ...".
fn with_followup<T>(
    p: P<'_>,
    def_name: &str,
    param: &str,
    cpp_type: &str,
    f: impl FnOnce(&mut dyn DialectTypeParser) -> Result<T, Diagnostic>,
) -> Result<T, Diagnostic> {
    f(&mut *p).map_err(|mut e| {
        let at = p.current_offset();
        e.followups.push(p.error_at(
            at,
            format!("failed to parse {def_name} parameter '{param}' which is to be a `{cpp_type}`"),
        ));
        e
    })
}

fn def(d: &AttrDefInfo, p: P<'_>) -> Result<String, Diagnostic> {
    if d.params.is_empty() && d.format == DefFormat::Params {
        return Ok(d.mnemonic.to_string());
    }
    p.parse_punct('<')?;
    let values = match d.format {
        DefFormat::Params => {
            let mut values = Vec::with_capacity(d.params.len());
            for (i, param) in d.params.iter().enumerate() {
                if i > 0 {
                    p.parse_punct(',')?;
                }
                values.push(with_followup(p, d.def_name, param.name, param.cpp_type, |p| {
                    value(param, p)
                })?);
            }
            values
        }
        DefFormat::Struct => struct_values(d, p)?,
    };
    p.parse_punct('>')?;
    Ok(match d.format {
        DefFormat::Params => crate::ods::defs::format_params(d.mnemonic, &values),
        DefFormat::Struct => format_struct(d.mnemonic, d.params.iter().map(|p| p.name).zip(values)),
    })
}

/// MLIR's struct parser for required parameters: exactly one `key = value`
/// per parameter, in any order, separated by commas.
fn struct_values(d: &AttrDefInfo, p: P<'_>) -> Result<Vec<String>, Diagnostic> {
    let n = d.params.len();
    let mut values: Vec<Option<String>> = vec![None; n];
    for index in 0..n {
        let key = match p.parse_keyword() {
            Ok(k) => k,
            Err(mut e) => {
                let at = p.current_offset();
                e.followups
                    .push(p.error_at(at, "expected a parameter name in struct".into()));
                return Err(e);
            }
        };
        p.parse_punct('=')?;
        let slot = d
            .params
            .iter()
            .position(|param| param.name == key)
            .filter(|&i| values.get(i).is_some_and(|v| v.is_none()));
        let (Some(i), Some(param)) = (slot, slot.and_then(|i| d.params.get(i))) else {
            let at = p.current_offset();
            return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {key}")));
        };
        let v = with_followup(p, d.def_name, param.name, param.cpp_type, |p| value(param, p))?;
        if let Some(slot) = values.get_mut(i) {
            *slot = Some(v);
        }
        if index + 1 != n {
            p.parse_punct(',')?;
        }
    }
    // Each of the n rounds filled a distinct slot.
    Ok(values.into_iter().map(Option::unwrap_or_default).collect())
}

fn value(param: &ParamInfo, p: P<'_>) -> Result<String, Diagnostic> {
    if !param.list && param.ty != ParamType::DenseI64Array {
        return scalar(param.ty, p);
    }
    let elem = if param.ty == ParamType::DenseI64Array {
        ParamType::I64
    } else {
        param.ty
    };
    p.parse_punct('[')?;
    let mut items = Vec::new();
    if !p.parse_optional_punct(']') {
        loop {
            items.push(scalar(elem, p)?);
            if !p.parse_optional_punct(',') {
                break;
            }
        }
        p.parse_punct(']')?;
    }
    Ok(format!("[{}]", items.join(", ")))
}

fn scalar(ty: ParamType, p: P<'_>) -> Result<String, Diagnostic> {
    let int = |p: P<'_>, min: i128, max: i128| p.parse_integer_in(min, max).map(|v| v.to_string());
    match ty {
        ParamType::I64 | ParamType::DenseI64Array => int(p, i64::MIN.into(), i64::MAX.into()),
        ParamType::U64 => int(p, 0, u64::MAX.into()),
        ParamType::I32 => int(p, i32::MIN.into(), i32::MAX.into()),
        ParamType::U32 => int(p, 0, u32::MAX.into()),
        ParamType::Bool => p.parse_integer_in(0, 1).map(|v| (v != 0).to_string()),
        ParamType::F64 => p.parse_float().map(|v| v.to_string()),
        ParamType::String => p.parse_string().map(|s| crate::ods::defs::quote(&s)),
        ParamType::Type => {
            let t = p.parse_type()?;
            Ok(crate::text::printer::type_to_string(p.context(), t))
        }
        ParamType::Attr => {
            let a = p.parse_attribute()?;
            Ok(crate::text::printer::attr_to_string(p.context(), a))
        }
    }
}

/// `mnemonic<a = 1, b = [2]>`: the struct format's print of `(name, value)`
/// pairs in declaration order.
pub fn format_struct<N: AsRef<str>, V: AsRef<str>>(mnemonic: &str, fields: impl IntoIterator<Item = (N, V)>) -> String {
    let parts: Vec<String> = fields
        .into_iter()
        .map(|(n, v)| format!("{} = {}", n.as_ref(), v.as_ref()))
        .collect();
    format!("{mnemonic}<{}>", parts.join(", "))
}

/// The values of a struct-format attribute's canonical data
/// (`mnemonic<a = 1, b = [2]>`) in the order of `names`; `None` when the
/// mnemonic or the names differ.
pub fn struct_values_of(data: &str, mnemonic: &str, names: &[&str]) -> Option<Vec<String>> {
    let parts = crate::ods::defs::split_params(data, mnemonic)?;
    if parts.len() != names.len() {
        return None;
    }
    parts
        .iter()
        .zip(names)
        .map(|(part, name)| {
            let (key, value) = part.split_once('=')?;
            (key.trim() == *name).then(|| value.trim().to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_data_round_trips() {
        let data = format_struct("lg", [("a", "1"), ("b", "[2, 3]")]);
        assert_eq!(data, "lg<a = 1, b = [2, 3]>");
        assert_eq!(
            struct_values_of(&data, "lg", &["a", "b"]).unwrap(),
            vec!["1".to_string(), "[2, 3]".to_string()]
        );
        assert!(struct_values_of(&data, "lg", &["b", "a"]).is_none());
    }
}
