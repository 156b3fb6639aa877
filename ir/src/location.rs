//! Constructors for location attributes with MLIR's canonicalisation rules.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;

impl Context {
    /// `FusedLoc::get`: flattens nested fused locations with the same metadata,
    /// drops unknown and duplicate locations, and collapses trivial results
    /// (no locations: unknown; one location and no metadata: that location).
    pub fn fused_loc(&self, locs: &[Attr], metadata: Option<Attr>) -> Attr {
        let mut out: Vec<Attr> = Vec::with_capacity(locs.len());
        let push = |l: Attr, out: &mut Vec<Attr>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &loc in locs {
            match self.attr_kind(loc) {
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &l in inner {
                        push(l, &mut out);
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => push(loc, &mut out),
            }
        }
        if out.is_empty() {
            return match metadata {
                None => self.unknown_loc(),
                Some(_) => self.get_attr(AttrKind::FusedLoc {
                    locs: vec![self.unknown_loc()],
                    metadata,
                }),
            };
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.get_attr(AttrKind::FusedLoc { locs: out, metadata })
    }

    /// `NameLoc::get(name, child)`.
    pub fn name_loc(&self, name: &[u8], child: Option<Attr>) -> Attr {
        let name = self.string_attr(name);
        let child = child.unwrap_or_else(|| self.unknown_loc());
        self.get_attr(AttrKind::NameLoc { name, child })
    }

    /// `CallSiteLoc::get(callee, caller)`.
    pub fn callsite_loc(&self, callee: Attr, caller: Attr) -> Attr {
        self.get_attr(AttrKind::CallSiteLoc { callee, caller })
    }
}
