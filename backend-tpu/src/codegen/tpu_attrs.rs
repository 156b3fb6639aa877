//! Reading the tpu dialect's own attributes: the enum cases (`#tpu<pool_mode Max>`) and
//! the layer-group information `#tpu.lg<...>` (TPU-MLIR's `ginfo`) of local ops.
//!
//! TODO(generator): the tpu dialect keeps these attributes as text until the generator
//! has dialect enum attributes and attribute definitions (issue "The generator's
//! missing half"); then these readers become the generated typed accessors.

use ir::{Attr, AttrKind, Context, IrArena, OpId};

use super::error::CodegenError;

/// The case of a tpu enum attribute `#tpu<mnemonic Case>` whose mnemonic is `mnemonic`.
pub fn enum_case(ctx: &Context, attr: Attr, mnemonic: &str) -> Option<String> {
    let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
        return None;
    };
    if dialect != "tpu" {
        return None;
    }
    // `#tpu<pool_mode Max>` keeps `pool_mode Max` as its data.
    let body = data.trim();
    let (m, case) = body.split_once(char::is_whitespace)?;
    (m == mnemonic).then(|| case.trim().to_string())
}

/// TPU-MLIR's `#tpu.lg<...>`: where a local op's result lives in local memory, and the
/// slices of each dimension the group's loop runs through.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LayerGroupInfo {
    /// Per-lane byte offset of the result.
    pub out_addr: u64,
    /// Bytes per lane of the result.
    pub out_size: u64,
    /// Per-lane offset of the op's scratch buffer.
    pub buffer_addr: u64,
    /// Bytes per lane of the scratch buffer.
    pub buffer_size: u64,
    /// Whether the result is EU-aligned (else compact).
    pub eu_align: bool,
    /// Per slice: first index and size along n, c, d, h and w.
    pub n_idx: Vec<i64>,
    /// Slice sizes along n.
    pub n_slice: Vec<i64>,
    /// First channel of each slice.
    pub c_idx: Vec<i64>,
    /// Slice sizes along c.
    pub c_slice: Vec<i64>,
    /// First row of each slice.
    pub h_idx: Vec<i64>,
    /// Slice sizes along h.
    pub h_slice: Vec<i64>,
    /// First column of each slice.
    pub w_idx: Vec<i64>,
    /// Slice sizes along w.
    pub w_slice: Vec<i64>,
    /// The op's index in the group's `flow`.
    pub id: i64,
    /// Software-pipeline stage.
    pub stage: i64,
}

/// The `ginfo` of `op`, or an error if it has none.
pub fn layer_group_info(ctx: &Context, arena: &IrArena, op: OpId) -> Result<LayerGroupInfo, CodegenError> {
    let loc = arena.op_loc(op);
    let attr = ir::ods::access::dict_get(ctx, arena.attrs(op), "ginfo")
        .ok_or_else(|| CodegenError::at(loc, "op in a tpu.Group has no `ginfo`"))?;
    let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
        return Err(CodegenError::at(loc, "`ginfo` is not a #tpu.lg attribute"));
    };
    let body = (dialect == "tpu")
        .then(|| data.strip_prefix("lg<")?.strip_suffix('>'))
        .flatten()
        .ok_or_else(|| CodegenError::at(loc, "`ginfo` is not a #tpu.lg attribute"))?;
    parse_lg(body).map_err(|m| CodegenError::at(loc, format!("bad `ginfo`: {m}")))
}

/// Splits `k = v, k = [a, b], ...` at top-level commas.
fn fields(body: &str) -> Vec<(&str, &str)> {
    let mut pieces = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, ch) in body.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                pieces.push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&body[start..]);
    pieces
        .into_iter()
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect()
}

fn parse_lg(body: &str) -> Result<LayerGroupInfo, String> {
    let mut g = LayerGroupInfo::default();
    let int = |k: &str, v: &str| v.parse::<i64>().map_err(|_| format!("`{k}` is not an integer: `{v}`"));
    let uint = |k: &str, v: &str| {
        v.parse::<u64>()
            .map_err(|_| format!("`{k}` is not an unsigned integer: `{v}`"))
    };
    let list = |k: &str, v: &str| -> Result<Vec<i64>, String> {
        let inner = v
            .strip_prefix('[')
            .and_then(|s| s.strip_suffix(']'))
            .ok_or_else(|| format!("`{k}` is not a list"))?;
        inner
            .split(',')
            .filter(|s| !s.trim().is_empty())
            .map(|s| int(k, s.trim()))
            .collect()
    };
    for (k, v) in fields(body) {
        match k {
            "out_addr" => g.out_addr = uint(k, v)?,
            "out_size" => g.out_size = uint(k, v)?,
            "buffer_addr" => g.buffer_addr = uint(k, v)?,
            "buffer_size" => g.buffer_size = uint(k, v)?,
            "eu_align" => g.eu_align = v == "true",
            "n_idx" => g.n_idx = list(k, v)?,
            "n_slice" => g.n_slice = list(k, v)?,
            "c_idx" => g.c_idx = list(k, v)?,
            "c_slice" => g.c_slice = list(k, v)?,
            "h_idx" => g.h_idx = list(k, v)?,
            "h_slice" => g.h_slice = list(k, v)?,
            "w_idx" => g.w_idx = list(k, v)?,
            "w_slice" => g.w_slice = list(k, v)?,
            "id" => g.id = int(k, v)?,
            "stage" => g.stage = int(k, v)?,
            _ => {}
        }
    }
    Ok(g)
}
