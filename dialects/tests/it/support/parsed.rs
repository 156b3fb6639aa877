//! A module parsed from text with every dialect registered (and unregistered
//! ops allowed), verified, with its ops in pre-order: for the tests that query
//! ops of a given name through their interfaces.

use ir::{Context, IrArena, OpId};

/// A parsed, verified module.
pub struct Parsed {
    /// The context the module lives in.
    pub ctx: Context,
    /// The module's IR.
    pub arena: IrArena,
    /// Every op, the module first, in pre-order.
    pub ops: Vec<OpId>,
}

impl Parsed {
    /// Parses and verifies `text` (named `file` in diagnostics).
    pub fn new(file: &str, text: &str) -> Parsed {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        dialects::register_all(&ctx);
        let module = ir::text::parse_source(&ctx, file, text.as_bytes()).expect("parses");
        ir::verify::verify(&ctx, &module.arena, module.top).expect("verifies");
        let ops = module.arena.walk_preorder(module.top);
        Parsed {
            ctx,
            arena: module.arena,
            ops,
        }
    }

    /// Op number `n` (from 0) among those named `name`.
    pub fn nth(&self, name: &str, n: usize) -> OpId {
        *self
            .ops
            .iter()
            .filter(|&&o| self.ctx.op_info(self.arena.op_name(o)).name() == name)
            .nth(n)
            .unwrap_or_else(|| panic!("no {name} #{n}"))
    }
}
