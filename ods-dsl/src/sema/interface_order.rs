//! Where an op's interfaces stand among its traits once their bases are added:
//! mlir-tblgen's trait list, which puts an interface's bases (MLIR's
//! `baseInterfaces`, depth first, each before the interface extending it) just
//! before it and keeps every trait where it first appears. Checked with
//! `mlir-tblgen-22 --gen-op-decls` on an op listing `FunctionOpInterface`:
//! `SymbolOpInterface`, `ArgAndResultAttrsOpInterface`, `CallableOpInterface`,
//! `FunctionOpInterface`, where `FunctionOpInterface` is listed.

use super::Sema;

/// An op's interfaces in trait-list order, with their positions among the traits.
pub(super) struct Ordered {
    /// The interfaces, each base just before the first interface extending it
    /// (unless listed before that).
    pub interfaces: Vec<String>,
    /// The position among the traits of each interface that has one: a base
    /// takes the position of the interface that brings it in.
    pub positions: Vec<(String, usize)>,
    /// The bases added (not listed by the op).
    pub added: Vec<String>,
}

impl Sema<'_> {
    /// `listed` (an op's interfaces in list order, `positions` where the trait
    /// list puts them) with the bases of each added before it.
    pub(super) fn with_bases(&self, listed: &[String], positions: &[(String, usize)]) -> Ordered {
        let mut out = Ordered {
            interfaces: Vec::new(),
            positions: Vec::new(),
            added: Vec::new(),
        };
        for name in listed {
            let at = positions.iter().find(|(n, _)| n == name).map(|p| p.1);
            self.push_with_bases(name, at, &mut out);
        }
        out.added = out.interfaces.iter().filter(|n| !listed.contains(n)).cloned().collect();
        out
    }

    fn push_with_bases(&self, name: &str, at: Option<usize>, out: &mut Ordered) {
        if out.interfaces.iter().any(|n| n == name) {
            return;
        }
        // Marked before its bases are (a cycle, sema's error, ends here).
        let marker = out.interfaces.len();
        out.interfaces.push(name.to_string());
        if let Some((i, _)) = self.interfaces.get(name) {
            for b in &i.bases {
                self.push_with_bases(&b.name, at, out);
            }
        }
        let name = out.interfaces.remove(marker);
        if let Some(at) = at {
            out.positions.push((name.clone(), at));
        }
        out.interfaces.push(name);
    }
}
