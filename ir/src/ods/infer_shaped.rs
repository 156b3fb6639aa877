//! Shaped result type inference through upstream's `InferShapedTypeOpInterface`
//! (declared in `ods-dsl`'s `interfaces.ods`): the components an op infers for each
//! shaped result (a shape or none, an element type, an attribute), and upstream's
//! `InferTensorType` bridge that turns them into `inferReturnTypes`' tensor types.

use crate::attrs::Attr;
use crate::context::Context;
use crate::interfaces::{InferShapedTypeOpInterface, InferShapedTypeOpInterfaceMethods};
use crate::registry::OpName;
use crate::types::{Type, TypeKind};

use super::infer::{InferInputs, InferResult};

/// MLIR's `ShapedTypeComponents`: what is known of one shaped result. Any part may
/// be unknown: no shape (unranked), no element type, no attribute.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapedTypeComponents {
    /// The dimensions (`ir::types::DYNAMIC` for an unknown size), `None` when unranked.
    pub dims: Option<Vec<i64>>,
    /// The element type, if known.
    pub element: Option<Type>,
    /// The attribute (a ranked tensor's encoding), if any.
    pub attribute: Option<Attr>,
}

/// What `inferReturnTypeComponents` gives: one entry per result, or a failure with
/// the message upstream emits at the location (`None`: no message).
pub type ComponentsResult = Result<Vec<ShapedTypeComponents>, Option<String>>;

impl ShapedTypeComponents {
    /// A ranked shape without element type (`ShapedTypeComponents(dims)`).
    pub fn ranked(dims: Vec<i64>) -> Self {
        ShapedTypeComponents {
            dims: Some(dims),
            ..Self::default()
        }
    }

    /// Nothing known: unranked, no element type (`ShapedTypeComponents()`).
    pub fn unranked() -> Self {
        Self::default()
    }

    /// The same with element type `element` (`ShapedTypeComponents(dims, element)`).
    pub fn with_element(mut self, element: Type) -> Self {
        self.element = Some(element);
        self
    }

    /// The components of a type (`ShapedTypeComponents(ShapedType)`): its shape
    /// when ranked and its element type; nothing known for a type that is not shaped.
    pub fn of_type(ctx: &Context, ty: Type) -> Self {
        let kind = ctx.type_kind(ty);
        ShapedTypeComponents {
            dims: kind.shape().map(<[i64]>::to_vec),
            element: kind.element(),
            attribute: None,
        }
    }

    /// `hasRank`.
    pub fn has_rank(&self) -> bool {
        self.dims.is_some()
    }
}

/// The components the op named `name` infers from `inputs`, if it implements
/// `InferShapedTypeOpInterface` (`None` otherwise): what `--tosa-infer-shapes` asks.
pub fn infer_return_type_components(
    ctx: &Context,
    name: OpName,
    location: Option<Attr>,
    inputs: InferInputs<'_>,
) -> Option<ComponentsResult> {
    let methods = InferShapedTypeOpInterfaceMethods::get(ctx, name)?;
    Some(methods.infer_return_type_components(ctx, location, inputs))
}

/// Upstream's `InferTensorType` trait (`detail::inferReturnTensorTypes`): op `T`'s
/// `inferReturnTypes` made from its `inferReturnTypeComponents`, a ranked tensor
/// (with the attribute as encoding) per ranked component and an unranked one
/// otherwise. A component without element type is a failure without a message
/// (upstream asserts it away).
pub fn infer_tensor_types<T: InferShapedTypeOpInterface>(
    ctx: &Context,
    location: Option<Attr>,
    inputs: InferInputs<'_>,
) -> InferResult {
    T::infer_return_type_components(ctx, location, inputs)?
        .into_iter()
        .map(|c| {
            let element = c.element.ok_or(None)?;
            Ok(ctx.get_type(match c.dims {
                Some(shape) => TypeKind::RankedTensor {
                    shape,
                    element,
                    encoding: c.attribute,
                },
                None => TypeKind::UnrankedTensor { element },
            }))
        })
        .collect()
}
