//! The type converter (`TypeConverter`): how a conversion changes types,
//! and how it bridges a value of one type to a use expecting another
//! (source and target materializations).

use crate::attrs::Attr;
use crate::body::{IrArena, Value};
use crate::context::Context;
use crate::rewrite::InsertPoint;
use crate::types::Type;
use std::sync::Arc;

/// What one conversion callback says about a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// The callback does not handle the type: the next one is asked.
    NotHandled,
    /// The type cannot be converted (`failure()`).
    Failed,
    /// The type converts to these types (none: the value is dropped).
    Types(Vec<Type>),
}

/// A conversion callback.
pub type ConversionFn = Arc<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Where a materialization builds its ops, and with what.
pub struct MaterializationRequest<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub arena: &'a mut IrArena,
    /// Where to insert the ops the materialization creates.
    pub at: InsertPoint,
    /// The type the materialized value must have.
    pub result_type: Type,
    /// The values to convert.
    pub inputs: &'a [Value],
    /// The location for the new ops.
    pub loc: Attr,
}

impl MaterializationRequest<'_> {
    /// Inserts the detached `op` at the request's insertion point.
    pub fn insert(&mut self, op: crate::body::OpId) {
        self.at.insert(self.arena, op);
    }
}

/// A materialization callback: builds ops producing a value of the
/// requested type from the inputs, or returns `None` when it cannot.
pub type MaterializationFn = Arc<dyn Fn(&mut MaterializationRequest<'_>) -> Option<Value> + Send + Sync>;

/// A 1:N target materialization callback: builds ops producing values of
/// the requested types (one value each) from the inputs, or returns
/// `None` when it cannot (`addTargetMaterialization` with a
/// `SmallVector<Value>` result). The request's `result_type` is the
/// original type of the inputs.
pub type MultiMaterializationFn =
    Arc<dyn Fn(&mut MaterializationRequest<'_>, &[Type]) -> Option<Vec<Value>> + Send + Sync>;

/// A target materialization callback of either kind, asked in the order
/// they were added (most recent first).
#[derive(Clone)]
enum TargetMaterialization {
    /// Builds one value; asked only when one type is requested.
    One(MaterializationFn),
    /// Builds one value per requested type.
    Many(MultiMaterializationFn),
}

/// Converts types for a conversion (`TypeConverter`). Callbacks are asked
/// most recently added first; the first that handles a type decides.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<TargetMaterialization>,
}

impl TypeConverter {
    /// A converter with no callbacks (it converts nothing).
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Adds a conversion callback (`addConversion`).
    pub fn add_conversion(
        &mut self,
        callback: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(callback));
        self
    }

    /// Adds a 1:1 conversion callback: `Some(t)` converts to `t`, `None`
    /// leaves the type to earlier callbacks.
    pub fn add_conversion_1to1(
        &mut self,
        callback: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_conversion(move |ctx, ty| match callback(ctx, ty) {
            Some(t) => TypeConversion::Types(vec![t]),
            None => TypeConversion::NotHandled,
        })
    }

    /// Adds the identity conversion for every type (`addConversion([](Type t) { return t; })`).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion_1to1(|_, ty| Some(ty))
    }

    /// Adds a source materialization: from converted values back to an
    /// original type (`addSourceMaterialization`).
    pub fn add_source_materialization(
        &mut self,
        callback: impl Fn(&mut MaterializationRequest<'_>) -> Option<Value> + Send + Sync + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Arc::new(callback));
        self
    }

    /// Adds a target materialization: from original values to a converted
    /// type (`addTargetMaterialization`).
    pub fn add_target_materialization(
        &mut self,
        callback: impl Fn(&mut MaterializationRequest<'_>) -> Option<Value> + Send + Sync + 'static,
    ) -> &mut Self {
        self.target_materializations
            .push(TargetMaterialization::One(Arc::new(callback)));
        self
    }

    /// Adds a 1:N target materialization: from original values to the
    /// several types a type converts to (`addTargetMaterialization` with a
    /// callback returning a value vector).
    pub fn add_target_materialization_n(
        &mut self,
        callback: impl Fn(&mut MaterializationRequest<'_>, &[Type]) -> Option<Vec<Value>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.target_materializations
            .push(TargetMaterialization::Many(Arc::new(callback)));
        self
    }

    /// The types `ty` converts to, `None` when it cannot be converted
    /// (`convertType` with a result vector).
    pub fn convert_type_n(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        for c in self.conversions.iter().rev() {
            match c(ctx, ty) {
                TypeConversion::NotHandled => continue,
                TypeConversion::Failed => return None,
                TypeConversion::Types(t) => return Some(t),
            }
        }
        None
    }

    /// The single type `ty` converts to, `None` when it cannot be converted
    /// or converts to other than one type (`convertType`).
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type_n(ctx, ty)?.as_slice() {
            [t] => Some(*t),
            _ => None,
        }
    }

    /// The types `types` convert to, flattened (`convertTypes`); `None`
    /// when one cannot be converted.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type_n(ctx, t)?);
        }
        Some(out)
    }

    /// Whether the function type `inputs -> results` converts to itself
    /// (`isSignatureLegal`).
    pub fn is_signature_legal(&self, ctx: &Context, inputs: &[Type], results: &[Type]) -> bool {
        self.all_legal(ctx, inputs.iter().chain(results).copied())
    }

    /// Whether `ty` converts to itself (`isLegal`).
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Whether every type in `types` is legal.
    pub fn all_legal(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }

    /// Whether `op`'s operand and result types are all legal
    /// (`isLegal(Operation *)`).
    pub fn is_op_legal(&self, ctx: &Context, arena: &IrArena, op: crate::body::OpId) -> bool {
        self.all_legal(ctx, arena.operands(op).map(|v| arena.value_type(v)))
            && self.all_legal(ctx, arena.result_types(op))
    }

    /// Builds a source materialization with the callbacks, most recent
    /// first (`materializeSourceConversion`).
    pub fn materialize_source(&self, request: &mut MaterializationRequest<'_>) -> Option<Value> {
        self.source_materializations.iter().rev().find_map(|m| m(request))
    }

    /// Builds a target materialization to `request.result_type` with the
    /// callbacks, most recent first (`materializeTargetConversion`).
    pub fn materialize_target(&self, request: &mut MaterializationRequest<'_>) -> Option<Value> {
        let ty = request.result_type;
        self.materialize_target_n(request, &[ty])?.into_iter().next()
    }

    /// Builds a target materialization to `types` (one value each) with
    /// the callbacks, most recent first; the one-value callbacks are asked
    /// only for one type (`materializeTargetConversion` with a type range).
    pub fn materialize_target_n(&self, request: &mut MaterializationRequest<'_>, types: &[Type]) -> Option<Vec<Value>> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|m| match (m, types) {
                (TargetMaterialization::One(f), [ty]) => {
                    let saved = request.result_type;
                    request.result_type = *ty;
                    let built = f(request);
                    request.result_type = saved;
                    built.map(|v| vec![v])
                }
                (TargetMaterialization::One(_), _) => None,
                (TargetMaterialization::Many(f), _) => f(request, types).filter(|vs| vs.len() == types.len()),
            })
    }
}

/// The result of converting a block signature (`SignatureConversion`):
/// the new argument types, and for each original argument the range of
/// new arguments that replace it (none: the argument is dropped; several:
/// a 1:N conversion).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureConversion {
    /// The new argument types, in order.
    pub converted: Vec<Type>,
    /// For each original argument, its `(first, count)` range in `converted`.
    pub inputs: Vec<(usize, usize)>,
}

impl SignatureConversion {
    /// An empty conversion for `count` original arguments, to be filled
    /// with [`Self::add_inputs`].
    pub fn new(count: usize) -> SignatureConversion {
        SignatureConversion {
            converted: Vec::new(),
            inputs: Vec::with_capacity(count),
        }
    }

    /// Maps the next original argument to `types` (`addInputs`).
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.inputs.push((self.converted.len(), types.len()));
        self.converted.extend_from_slice(types);
    }

    /// Whether every original argument maps to exactly one new argument.
    pub fn is_one_to_one(&self) -> bool {
        self.inputs.iter().all(|&(_, n)| n == 1)
    }
}

impl TypeConverter {
    /// Converts the argument types `types`, each to any number of types
    /// (`convertSignatureArgs`); `None` when one cannot be converted.
    pub fn convert_signature(&self, ctx: &Context, types: &[Type]) -> Option<SignatureConversion> {
        let mut sig = SignatureConversion::new(types.len());
        for &t in types {
            sig.add_inputs(&self.convert_type_n(ctx, t)?);
        }
        Some(sig)
    }
}
