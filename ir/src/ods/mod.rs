//! Shared runtime of code generated from `.ods` definitions: generated code
//! is static tables ([`schema::OpSchema`]) plus small calls into these
//! helpers, which verify ops with MLIR's order and wording, read and write
//! value groups and attributes, and build ops.

#![warn(missing_docs)]

pub mod access;
pub mod attr_defs;
pub mod attr_format;
pub mod build;
pub mod custom_props;
pub mod declared;
pub mod def_bytecode;
pub mod def_interface;
pub mod defs;
pub mod dialect_checks;
pub mod enum_attr;
mod enum_macros;
pub mod format;
pub mod infer;
pub mod infer_shaped;
pub mod interface;
mod macros;
pub(crate) mod native_props;
pub mod pred;
pub mod register;
pub mod schema;
pub mod tables;
pub mod trait_verifiers;
pub mod values;
pub mod verify;

pub use access::Adaptor;
pub use build::{OpBuilder, OpState};
pub use declared::DeclaredAttr;
pub use def_interface::{AttrInterface, DefImpl, DefKey, TypeInterface};
pub use interface::{
    declaring_ops, InterfaceImpls, InterfaceMap, InterfaceVerifier, InterfaceVerifyFn, OpInterface, TypedOp,
};
pub use pred::{AttrConstraint, AttrPred, DenseElem, TypeConstraint, TypePred};
pub use schema::{
    Arity, AttrDef, FoldResult, MemEffect, OpSchema, OpTrait, Presence, RegionDef, RegionKind, Resource, Segments,
    SuccessorDef, Transform, ValueDef,
};
pub use values::BuildError;
