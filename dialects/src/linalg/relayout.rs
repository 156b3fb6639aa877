//! The verifiers of `linalg.pack` and `linalg.unpack` (MLIR 22's
//! `LinalgOps.cpp`, `commonVerifierPackAndUnPackOp`) and their
//! `ConditionallySpeculatable` (`getSpeculatability`).

use ir::types::DYNAMIC;
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use crate::affine::element_type;
use crate::linalg::ops::{PackOp, UnPackOp};
use crate::linalg::verify_ops::{compatible_shape, shape_of};

type VResult = Result<(), Diagnostic>;

/// One inner tile (`getMixedTiles`): a static size or an SSA value.
#[derive(Clone, Copy)]
enum Tile {
    Static(i64),
    Dynamic(Value),
}

/// The parts of a pack or unpack the checks read.
struct Relayout {
    unpacked: Type,
    packed: Type,
    inner_dims_pos: Vec<i64>,
    outer_dims_perm: Vec<i64>,
    tiles: Vec<Tile>,
}

fn dense(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

impl Tile {
    fn constant(self, ctx: &Context, arena: &IrArena) -> Option<i64> {
        match self {
            Tile::Static(v) => Some(v),
            Tile::Dynamic(v) => ir::rewrite::constant_int(ctx, arena, v),
        }
    }

    /// The `getStaticTiles` entry.
    fn static_size(self) -> i64 {
        match self {
            Tile::Static(v) => v,
            Tile::Dynamic(_) => DYNAMIC,
        }
    }
}

impl Relayout {
    /// The parts of `op` with operands `source` and `dest`; `dynamic` are its
    /// `inner_tiles` operands and `is_pack` says which of source and dest is the
    /// unpacked one.
    fn of(
        ctx: &Context,
        arena: &IrArena,
        op: OpId,
        [source, dest]: [Value; 2],
        dynamic: &[Value],
        is_pack: bool,
    ) -> Option<Self> {
        let (source, dest) = (arena.value_type(source), arena.value_type(dest));
        let mut values = dynamic.iter();
        let tiles = dense(ctx, arena, op, "static_inner_tiles")
            .into_iter()
            .map(|s| match (s == DYNAMIC, values.next()) {
                (true, Some(&v)) => Tile::Dynamic(v),
                _ => Tile::Static(s),
            })
            .collect();
        let (unpacked, packed) = if is_pack { (source, dest) } else { (dest, source) };
        Some(Relayout {
            unpacked,
            packed,
            inner_dims_pos: dense(ctx, arena, op, "inner_dims_pos"),
            outer_dims_perm: dense(ctx, arena, op, "outer_dims_perm"),
            tiles,
        })
    }

    /// `commonVerifierPackAndUnPackOp` (errors without the op prefix).
    fn verify_common(&self, ctx: &Context, arena: &IrArena) -> Result<(), String> {
        if self.tiles.iter().any(|t| t.constant(ctx, arena) == Some(0)) {
            return Err("invalid zero tile factor".into());
        }
        let unpacked = shape_of(ctx, self.unpacked);
        let rank = unpacked.len();
        if invalid_positions(&self.inner_dims_pos, rank) {
            return Err("invalid inner_dims_pos vector".into());
        }
        if invalid_positions(&self.outer_dims_perm, rank) {
            return Err("invalid outer_dims_perm vector".into());
        }
        if !self.outer_dims_perm.is_empty() && self.outer_dims_perm.len() != rank {
            return Err("outer_dims_perm must be a permutation or empty".into());
        }
        if self.tiles.len() > rank {
            return Err(
                "tiling factors must be less than or equal to the input rank for pack or output rank for unpack".into(),
            );
        }
        if self.tiles.len() != self.inner_dims_pos.len() {
            return Err("tiling factors must equal the number of dimensions to tile".into());
        }
        let packed = shape_of(ctx, self.packed);
        let expected_rank = rank + self.tiles.len();
        if packed.len() != expected_rank {
            return Err(format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {expected_rank}",
                packed.len()
            ));
        }
        let tile_dims = packed.get(rank..).unwrap_or_default();
        let tiles_match = tile_dims.iter().zip(&self.tiles).all(|(&size, tile)| match tile {
            Tile::Static(t) => size == *t,
            Tile::Dynamic(_) => size == DYNAMIC,
        });
        if !tiles_match {
            return Err(
                "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".into(),
            );
        }
        let expected = self.packed_shape(&unpacked);
        if !compatible_shape(&expected, &packed) {
            let elem = element_type(ctx, self.unpacked);
            let expected_ty = ctx.get_type(ir::TypeKind::RankedTensor {
                shape: expected,
                element: elem,
                encoding: None,
            });
            let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
            return Err(format!(
                "expected '{}' for the packed domain value, got '{}'",
                t(expected_ty),
                t(self.packed)
            ));
        }
        Ok(())
    }

    /// `getPackOpResultTypeShape`: tiled dims divided (rounding up) by
    /// their tiles, permuted by `outer_dims_perm`, then the tiles.
    fn packed_shape(&self, unpacked: &[i64]) -> Vec<i64> {
        let mut shape = unpacked.to_vec();
        for (&pos, tile) in self.inner_dims_pos.iter().zip(&self.tiles) {
            let Some(slot) = usize::try_from(pos).ok().and_then(|p| shape.get_mut(p)) else {
                continue;
            };
            let t = tile.static_size();
            if *slot == DYNAMIC {
                continue;
            }
            *slot = if t == DYNAMIC || t == 0 {
                DYNAMIC
            } else {
                div_ceil(*slot, t)
            };
        }
        if !self.outer_dims_perm.is_empty() {
            shape = permute(&shape, &self.outer_dims_perm);
        }
        shape.extend(self.tiles.iter().map(|t| t.static_size()));
        shape
    }
}

/// `llvm::divideCeilSigned`.
fn div_ceil(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `applyPermutationToVector`: `out[i] = v[perm[i]]`.
fn permute(v: &[i64], perm: &[i64]) -> Vec<i64> {
    perm.iter()
        .map(|&p| {
            usize::try_from(p)
                .ok()
                .and_then(|p| v.get(p))
                .copied()
                .unwrap_or(DYNAMIC)
        })
        .collect()
}

/// `isInvalidPackingPosSpecification`: too many, duplicated or out of
/// range positions.
fn invalid_positions(positions: &[i64], rank: usize) -> bool {
    if positions.len() > rank {
        return true;
    }
    let mut seen = std::collections::HashSet::new();
    if !positions.iter().all(|p| seen.insert(*p)) {
        return true;
    }
    positions
        .iter()
        .any(|&p| usize::try_from(p).map_or(true, |p| p >= rank))
}

/// `PackOp::requirePaddingValue`: some tiled dim is not a multiple of its
/// (constant, or else output) tile size.
fn requires_padding(ctx: &Context, arena: &IrArena, r: &Relayout) -> bool {
    let input = shape_of(ctx, r.unpacked);
    let output = shape_of(ctx, r.packed);
    let mut outer: Vec<i64> = output.iter().take(input.len()).copied().collect();
    if !r.outer_dims_perm.is_empty() {
        // Apply the inverse permutation.
        let mut inverse = vec![DYNAMIC; outer.len()];
        for (i, &p) in r.outer_dims_perm.iter().enumerate() {
            if let (Some(slot), Some(&v)) = (usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)), outer.get(i)) {
                *slot = v;
            }
        }
        outer = inverse;
    }
    r.inner_dims_pos.iter().zip(&r.tiles).any(|(&pos, tile)| {
        let pos = usize::try_from(pos).unwrap_or(usize::MAX);
        let size = input.get(pos).copied().unwrap_or(DYNAMIC);
        if size == DYNAMIC {
            return false;
        }
        match tile.constant(ctx, arena) {
            Some(t) if t != 0 => size % t != 0,
            Some(_) => false,
            None => outer.get(pos).is_some_and(|&o| o != DYNAMIC && o != 0 && size % o != 0),
        }
    })
}

impl PackOp {
    /// The op's padding value (if any) and its parts.
    fn parts(self, ctx: &Context, arena: &IrArena) -> Option<(Option<Value>, Relayout)> {
        let operands = [self.source(ctx, arena), self.dest(ctx, arena)];
        let tiles = self.inner_tiles(ctx, arena);
        let relayout = Relayout::of(ctx, arena, self.0, operands, &tiles, true)?;
        Some((self.padding_value(ctx, arena), relayout))
    }

    /// `PackOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((padding, r)) = self.parts(ctx, arena) else {
            return Ok(());
        };
        r.verify_common(ctx, arena)
            .map_err(|m| ir::verify::op_error(ctx, arena, op, m))?;
        let err = |m: String| Err(ir::ods::verify::op_error(ctx, arena, op, m));
        let elem = element_type(ctx, r.unpacked);
        if let Some(pad) = padding {
            let pad_ty = arena.value_type(pad);
            if pad_ty != elem {
                let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
                return err(format!(
                    "expected padding_value has '{}' but got: '{}'",
                    t(elem),
                    t(pad_ty)
                ));
            }
        } else if requires_padding(ctx, arena, &r) {
            return err(
                "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"
                    .into(),
            );
        }
        Ok(())
    }
}

impl UnPackOp {
    /// The op's parts.
    fn parts(self, ctx: &Context, arena: &IrArena) -> Option<Relayout> {
        let operands = [self.source(ctx, arena), self.dest(ctx, arena)];
        Relayout::of(ctx, arena, self.0, operands, &self.inner_tiles(ctx, arena), false)
    }

    /// `UnPackOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some(r) = self.parts(ctx, arena) else {
            return Ok(());
        };
        r.verify_common(ctx, arena)
            .map_err(|m| ir::verify::op_error(ctx, arena, op, m))
    }
}

impl Relayout {
    /// `areTilesAndTiledDimsAllConstant`: every inner tile is a constant and the
    /// packed type's dims they tile (its trailing ones) are static.
    fn tiles_and_tiled_dims_constant(&self, ctx: &Context, arena: &IrArena) -> bool {
        let shape = shape_of(ctx, self.packed);
        let tiled = &shape[shape.len().saturating_sub(self.tiles.len())..];
        tiled
            .iter()
            .zip(&self.tiles)
            .all(|(&dim, tile)| dim != DYNAMIC && tile.constant(ctx, arena).is_some())
    }
}

impl ir::interfaces::ConditionallySpeculatable for PackOp {
    /// `PackOp::getSpeculatability`: speculatable with a padding value, or when
    /// its tiles and tiled dims are constant.
    fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
        let safe = self
            .parts(ctx, arena)
            .is_some_and(|(padding, r)| padding.is_some() || r.tiles_and_tiled_dims_constant(ctx, arena));
        crate::common::speculation::speculatable_if(safe)
    }
}

impl ir::interfaces::ConditionallySpeculatable for UnPackOp {
    /// `UnPackOp::getSpeculatability`: speculatable when its tiles and tiled dims
    /// are constant.
    fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
        let safe = self
            .parts(ctx, arena)
            .is_some_and(|r| r.tiles_and_tiled_dims_constant(ctx, arena));
        crate::common::speculation::speculatable_if(safe)
    }
}
