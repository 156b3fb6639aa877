//! Upstream MLIR's op interfaces that generic code queries (`BranchOpInterface`, ...),
//! generated from their `.ods` declarations (`ods-dsl/src/interfaces.ods`). Ops list
//! them by name in their definitions and implement the trait beside the op; the op's
//! registration registers the implementation, and generic code asks
//! `op.interface::<BranchOpInterfaceRef>(ctx, arena)`.

include!(concat!(env!("OUT_DIR"), "/interfaces.rs"));
