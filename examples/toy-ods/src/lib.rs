//! The Toy dialect declared in `src/toy.ods`: what an out-of-tree crate
//! writes to get a dialect from rods.
//!
//! `build.rs` turns the `.ods` file into Rust (typed op handles, builders,
//! adaptors, verifiers, the assembly format's printer and parser, and
//! registration); [`ops`] includes it. This file holds only what the `.ods`
//! file asks for by name: the verifier of `toy.transpose` (`verifier;`), the folder of
//! `toy.constant` (`folder;`) and the canonicalizer of `toy.transpose`
//! (`canonicalizer;`).

use ir::ods::FoldResult;
use ir::{Attr, Context, Diagnostic, IrArena};

/// The generated code of `toy.ods`: one typed handle per op
/// (`ConstantOp`, `AddOp`, `NegateOp`, `TransposeOp`, `PrintOp`) and
/// `register`.
pub mod ops {
    include!(concat!(env!("OUT_DIR"), "/toy.rs"));
}

pub mod program;

pub use ops::{AddOp, ConstantOp, NegateOp, PrintOp, TransposeOp};

/// Registers the toy dialect, and the builtin and func dialects its
/// programs use, into `ctx`.
pub fn register(ctx: &Context) {
    dialects::register_all(ctx);
    ops::registration::register(ctx);
}

impl ConstantOp {
    /// A constant folds to its value.
    pub fn fold(self, ctx: &Context, arena: &IrArena, _operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
        self.value_attr(ctx, arena).map(|v| vec![FoldResult::Attr(v)])
    }
}

impl TransposeOp {
    /// The input has rank 2 and the output is its transposed shape.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let shape_of = |v| ctx.type_kind(arena.value_type(v)).shape().map(<[i64]>::to_vec);
        let input = shape_of(self.input(ctx, arena));
        let output = shape_of(self.output(ctx, arena));
        match (input.as_deref(), output.as_deref()) {
            (Some([a, b]), Some(out)) if out == [*b, *a] => Ok(()),
            (Some([_, _]), _) => Err(ir::ods::verify::op_error(
                ctx,
                arena,
                self.op(),
                "result shape must be the input's shape transposed",
            )),
            _ => Err(ir::ods::verify::op_error(
                ctx,
                arena,
                self.op(),
                "input must have rank 2",
            )),
        }
    }

    /// `transpose(transpose(x))` is `x`: the outer transpose's uses read `x`
    /// (canonicalize then erases both transposes once they are dead).
    pub fn canonicalize(self, ctx: &Context, arena: &mut IrArena) -> bool {
        let input = self.input(ctx, arena);
        let Some(inner) = arena
            .defining_op(input)
            .and_then(|op| TransposeOp::cast(ctx, arena, op))
        else {
            return false;
        };
        let x = inner.input(ctx, arena);
        let output = self.output(ctx, arena);
        if arena.use_empty(output) || arena.value_type(x) != arena.value_type(output) {
            return false;
        }
        arena.replace_all_uses(output, x);
        true
    }
}

#[cfg(test)]
mod tests;
