//! Upstream's `ValueKnowledge` (`mlir/Dialect/Tosa/Utils/ShapeUtils.h`):
//! what is known of a tensor value's type (a rank and sizes, an element
//! type), its `join` (the most specific type compatible with both) and its
//! `meet` (the most specific type both are instances of), which
//! `--tosa-infer-shapes` and the inference of `tosa.cond_if` and
//! `tosa.while_loop` use.

use ir::ods::infer_shaped::ShapedTypeComponents;
use ir::types::DYNAMIC;
use ir::{Context, Type, TypeKind};

/// What is known of a value's type; a failed `join`/`meet` (upstream's
/// `hasError`) is `None` where they return one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ValueKnowledge {
    /// The sizes (`DYNAMIC` when unknown), `None` when unranked.
    pub sizes: Option<Vec<i64>>,
    /// The element type, `None` for a type that is not shaped.
    pub dtype: Option<Type>,
}

impl ValueKnowledge {
    /// `getKnowledgeFromType`: the shape and element type of a shaped type;
    /// nothing known of another type.
    pub fn of_type(ctx: &Context, ty: Type) -> Self {
        let kind = ctx.type_kind(ty);
        match kind.element() {
            Some(dtype) => ValueKnowledge {
                sizes: kind.shape().map(<[i64]>::to_vec),
                dtype: Some(dtype),
            },
            None => ValueKnowledge {
                sizes: None,
                dtype: None,
            },
        }
    }

    /// `join`: the ranked side wins over an unranked one, a static size over
    /// a dynamic one; `None` when the element types differ or two ranks or
    /// static sizes clash.
    pub fn join(&self, other: &Self) -> Option<Self> {
        if self.dtype != other.dtype {
            return None;
        }
        let sizes = match (&self.sizes, &other.sizes) {
            (None, None) => None,
            (Some(s), None) | (None, Some(s)) => Some(s.clone()),
            (Some(a), Some(b)) => {
                if a.len() != b.len() {
                    return None;
                }
                let joined = a.iter().zip(b).map(|(&x, &y)| match (x, y) {
                    (DYNAMIC, y) => Some(y),
                    (x, DYNAMIC) => Some(x),
                    (x, y) => (x == y).then_some(x),
                });
                Some(joined.collect::<Option<Vec<i64>>>()?)
            }
        };
        Some(ValueKnowledge {
            sizes,
            dtype: self.dtype,
        })
    }

    /// `meet`: unranked when either side is or the ranks differ, else the
    /// sizes both agree on (dynamic elsewhere); `None` when the element
    /// types differ.
    pub fn meet(&self, other: &Self) -> Option<Self> {
        if self.dtype != other.dtype {
            return None;
        }
        let sizes = match (&self.sizes, &other.sizes) {
            (Some(a), Some(b)) if a.len() == b.len() => Some(
                a.iter()
                    .zip(b)
                    .map(|(&x, &y)| if x == y { x } else { DYNAMIC })
                    .collect(),
            ),
            _ => None,
        };
        Some(ValueKnowledge {
            sizes,
            dtype: self.dtype,
        })
    }

    /// `getType`: the ranked or unranked tensor of this knowledge (`None`
    /// without an element type).
    pub fn to_type(&self, ctx: &Context) -> Option<Type> {
        let element = self.dtype?;
        Some(ctx.get_type(match &self.sizes {
            Some(shape) => TypeKind::RankedTensor {
                shape: shape.clone(),
                element,
                encoding: None,
            },
            None => TypeKind::UnrankedTensor { element },
        }))
    }

    /// `getShapedTypeComponents`: the shape only (no element type).
    pub fn components(&self) -> ShapedTypeComponents {
        match &self.sizes {
            Some(sizes) => ShapedTypeComponents::ranked(sizes.clone()),
            None => ShapedTypeComponents::unranked(),
        }
    }
}
