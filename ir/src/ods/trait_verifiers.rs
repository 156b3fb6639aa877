//! The interface verifiers an op runs at each entry of its schema traits
//! (upstream's `verifyTraits` over the op's trait list): an
//! `OpTrait::Interface` entry runs the verifiers of the interface's bases the
//! list does not have before it, then its own, as mlir-tblgen's trait list
//! puts an interface's bases (MLIR's `baseInterfaces`, depth first) just
//! before it, each once, where it first appears. Sema places the bases it
//! knows (those `.ods` declares) in the schema itself; the bases of an
//! interface declared in Rust, which an op's definition cannot see, are
//! recorded when the op registers the interface and placed here.

use smallvec::SmallVec;

use super::interface::InterfaceVerifier;
use super::OpTrait;

/// The verifiers run at one schema entry, in order.
pub type TraitVerifiers = SmallVec<[InterfaceVerifier; 1]>;

/// The verifiers of each entry of `traits`, given the registered `verifiers`
/// by interface name and the `bases` (interface, one of its direct bases) in
/// declaration order.
pub fn resolve(
    traits: &[OpTrait],
    verifiers: &[(&'static str, InterfaceVerifier)],
    bases: &[(&'static str, &'static str)],
) -> Box<[TraitVerifiers]> {
    let mut seen: Vec<&str> = Vec::new();
    traits
        .iter()
        .map(|t| {
            let mut out = TraitVerifiers::new();
            if let OpTrait::Interface(name) = t {
                expand(name, verifiers, bases, &mut seen, &mut out);
            }
            out
        })
        .collect()
}

/// Adds the verifiers of interface `name`'s bases not seen yet, then its own
/// (unless `name` was seen: an interface is verified where it first appears).
fn expand<'a>(
    name: &'a str,
    verifiers: &[(&'static str, InterfaceVerifier)],
    bases: &[(&'static str, &'static str)],
    seen: &mut Vec<&'a str>,
    out: &mut TraitVerifiers,
) {
    if seen.contains(&name) {
        return;
    }
    seen.push(name);
    for (_, base) in bases.iter().filter(|(derived, _)| *derived == name) {
        expand(base, verifiers, bases, seen, out);
    }
    if let Some((_, v)) = verifiers.iter().find(|(n, _)| *n == name) {
        out.push(*v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, IrArena, OpId};

    fn ok(_: &Context, _: &IrArena, _: OpId) -> Result<(), crate::diag::Diagnostic> {
        Ok(())
    }

    fn v(with_regions: bool) -> InterfaceVerifier {
        InterfaceVerifier {
            verify: ok,
            with_regions,
        }
    }

    #[test]
    fn bases_run_just_before_the_interface_extending_them_once() {
        // D : B, C; B : A. Listed: Terminator, D, C (C seen through D already).
        let traits = [OpTrait::Terminator, OpTrait::Interface("D"), OpTrait::Interface("C")];
        let verifiers = [("A", v(false)), ("B", v(true)), ("C", v(false)), ("D", v(true))];
        let bases = [("D", "B"), ("D", "C"), ("B", "A")];
        let r = resolve(&traits, &verifiers, &bases);
        let kinds: Vec<Vec<bool>> = r.iter().map(|e| e.iter().map(|v| v.with_regions).collect()).collect();
        // A, B, C, D at D's entry; nothing more at C's.
        assert_eq!(kinds, vec![vec![], vec![false, true, false, true], vec![]]);
        // A base listed before the interface runs where it is listed.
        let traits = [OpTrait::Interface("B"), OpTrait::Interface("D")];
        let r = resolve(&traits, &verifiers, &bases);
        assert_eq!(r.iter().map(|e| e.len()).collect::<Vec<_>>(), vec![2, 2]);
    }
}
