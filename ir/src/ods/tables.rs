//! The types of generated tables under one short path: generated statics
//! (`ir::ods_table!`) name them `__t::OpSchema`, `__t::Elem`, ... instead
//! of their full paths.

pub use super::format::{
    Anchor, AttrForm, AttrVar, CustomArg, CustomDirective, Elem, Lead, OIClause, OpFormat, OptGroup, PropElem, TypeArg,
    TypeClass, TypeElem, TypeRes, Xform,
};
pub use super::pred::{AttrConstraint, AttrPred, DenseElem, TypeConstraint, TypePred};
pub use super::register::OpEntry;
pub use super::schema::{
    Arity, AttrDef, MemEffect, OpSchema, OpTrait, Presence, RegionDef, RegionKind, Segments, SuccessorDef, Transform,
    ValueDef,
};
pub use crate::bytecode::props::{PropKind, StaticField};
pub use crate::float::FloatKind;
pub use crate::Signedness;

/// The table of a generated file's op list (`__OPS`).
pub type OpTable = &'static [OpEntry];

/// The bytecode property layouts of a generated file's ops (`__LAYOUTS`):
/// op name and fields (`None`: no properties encoding).
pub type OpLayouts = &'static [(&'static str, Option<&'static [StaticField]>)];
