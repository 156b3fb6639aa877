//! rods IR core: the context with uniqued types and attributes, the IR body
//! (operations, blocks, regions, values with ordered use lists), the MLIR text
//! format, diagnostics and the structural verifier.
//!
//! The crate knows no dialect but builtin; dialects register their operations
//! with the [`Context`].
//!
#![doc = include_str!("../README.md")]

// Generated code (`interfaces`) names this crate `::ir`, as it does everywhere.
extern crate self as ir;

pub mod affine;
pub mod alias_analysis;
pub mod apint;
pub mod attrs;
pub mod body;
pub mod branch;
pub mod branch_weights;
pub mod builtin;
pub mod builtin_interfaces;
pub mod bytecode;
pub mod call;
pub mod cast;
pub mod context;
pub mod conversion;
pub mod dense;
pub mod dense_bridge;
pub mod destination_style;
pub mod diag;
pub mod dialect_attr;
pub mod effects;
pub mod float;
pub mod int_range;
pub mod interfaces;
pub mod intern;
pub mod location;
pub mod loop_like;
pub mod ods;
pub mod op_asm;
pub mod pass;
pub mod passes;
pub mod region_branch;
pub mod registry;
pub mod reify;
pub mod resources;
pub mod rewrite;
pub mod shaped_dim;
pub mod speculation;
pub mod symbol;
pub mod text;
pub mod tiling;
pub mod types;
pub mod verify;

pub use attrs::{Attr, AttrKind, Location};
pub use body::{BlockId, IrArena, OpId, OpSpec, RegionId, Use, Value};
pub use context::Context;
pub use diag::{DiagLoc, Diagnostic, Severity};
pub use types::{Signedness, Type, TypeKind};
