//! `IsolatedFromAbove`: no operation inside the op's regions may use a value
//! defined outside them (MLIR's `verifyIsIsolatedFromAbove`).

use super::Verifier;
use crate::body::{OpId, RegionId};
use crate::diag::{DiagLoc, Diagnostic};

impl Verifier<'_> {
    /// Whether `ancestor` is `region` or contains it.
    fn region_contains(&self, ancestor: RegionId, mut region: RegionId) -> bool {
        loop {
            if region == ancestor {
                return true;
            }
            let parent = self
                .arena
                .region_parent(region)
                .and_then(|op| self.arena.op_parent(op))
                .and_then(|b| self.arena.block_parent(b));
            match parent {
                Some(r) => region = r,
                None => return false,
            }
        }
    }

    /// Checks one isolated-from-above op; nested isolated ops check themselves.
    pub(super) fn verify_isolated_from_above(&self, isolated: OpId) -> Result<(), Diagnostic> {
        for &region in self.arena.regions(isolated) {
            let mut pending = vec![region];
            while let Some(r) = pending.pop() {
                for &b in self.arena.region_blocks(r) {
                    for op in self.arena.block_ops(b) {
                        for v in self.arena.operands(op) {
                            let defined_in = self.arena.value_block(v).and_then(|b| self.arena.block_parent(b));
                            let inside = defined_in.is_some_and(|d| self.region_contains(region, d));
                            if !inside {
                                let name = self.ctx.op_info(self.arena.op_name(op)).name();
                                return Err(super::op_error(
                                    self.ctx,
                                    self.arena,
                                    op,
                                    format!("'{name}' op using value defined outside the region"),
                                )
                                .with_note(
                                    DiagLoc::Attr(self.arena.op_loc(isolated)),
                                    "required by region isolation constraints",
                                ));
                            }
                        }
                        let info = self.ctx.op_info(self.arena.op_name(op));
                        if !info.traits().isolated_from_above {
                            pending.extend(self.arena.regions(op).iter().copied());
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
