//! Op facts of the upstream ops, from `op_facts.tsv` (see
//! `extract_facts.py`), plus builtin's.

use ir::registry::{OpEffects, OpFacts};
use ir::Context;

const TABLE: &str = include_str!("op_facts.tsv");

/// Parses one line's facts (`name` decides what effects computed in C++
/// amount to: operand-dependent for destination-style `linalg` ops, "may
/// write" for the rest).
pub fn parse_facts(name: &str, text: &str) -> OpFacts {
    let mut f = OpFacts::default();
    for fact in text.split(',') {
        match fact {
            "interface" if name.starts_with("linalg.") => f.effects.memref_operands = true,
            "interface" => {
                f.effects.known = true;
                f.effects.write = true;
            }
            "constant_like" => f.constant_like = true,
            "commutative" => f.commutative = true,
            "idempotent" => f.idempotent = true,
            "involution" => f.involution = true,
            "symbol" => f.symbol = true,
            "cast" => f.cast = true,
            "recursive" => f.effects.recursive = true,
            "no_effect" => f.effects.known = true,
            "read" => {
                f.effects.known = true;
                f.effects.read = true;
            }
            "write" => {
                f.effects.known = true;
                f.effects.write = true;
            }
            "alloc" => {
                f.effects.known = true;
                f.effects.allocate = true;
            }
            "free" => {
                f.effects.known = true;
                f.effects.free = true;
            }
            _ => {}
        }
    }
    f
}

/// Registers the facts of every op in the table and of builtin's ops.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    for line in TABLE.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let mut cols = line.split('\t');
        let (Some(name), Some(facts)) = (cols.next(), cols.next()) else {
            continue;
        };
        reg.set_op_facts(name, parse_facts(name, facts));
    }
    reg.set_op_facts(
        "builtin.module",
        OpFacts {
            symbol: true,
            ..OpFacts::default()
        },
    );
    reg.set_op_facts(
        "builtin.unrealized_conversion_cast",
        OpFacts {
            effects: OpEffects::NONE,
            ..OpFacts::default()
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_parses() {
        let mut n = 0;
        for line in TABLE.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            assert_eq!(line.split('\t').count(), 2, "{line}");
            n += 1;
        }
        assert!(n > 400);
        let f = parse_facts("t.x", "commutative,idempotent,no_effect");
        assert!(f.commutative && f.idempotent && f.effects.has_no_effect());
        assert!(parse_facts("t.x", "read").effects.only_reads());
        assert!(!parse_facts("t.x", "-").effects.known);
        assert!(parse_facts("cf.assert", "interface").effects.write);
        assert!(
            parse_facts("linalg.generic", "recursive,interface")
                .effects
                .memref_operands
        );
    }
}
