//! How much text alias references stand for, so that a few lines of nested
//! aliases (`#a1 = [#a0, #a0]`, `#a2 = [#a1, #a1]`, ... the "billion laughs")
//! are an error at parse time instead of an attribute whose printed form, or
//! any walk that does not share sub-elements, is exponentially large.
//!
//! Every alias definition records the size of the text it stands for: its own
//! text plus what the aliases it references stand for. While an alias
//! definition or an operation is parsed, the text its alias references add is
//! summed; past a budget proportional to the input (64 times its size, plus 64
//! MiB), the reference is an error. Real inputs stay far below it: an alias
//! used many times adds its size once per use, which the input's own size
//! bounds; only aliases nested inside aliases multiply.

use rustc_hash::FxHashMap;

/// What the budget allows beyond 64 times the input's size.
const SLACK_BYTES: u64 = 64 << 20;
/// How many times the input's size alias references may add to one item.
const FACTOR: u64 = 64;

/// Alias sizes and the expansion of the item being parsed.
pub(super) struct AliasBudget {
    /// The text each attribute alias (`#name`) stands for, in bytes.
    attr_sizes: FxHashMap<String, u64>,
    /// The text each type alias (`!name`) stands for, in bytes.
    type_sizes: FxHashMap<String, u64>,
    /// The text alias references added to the item being parsed.
    expansion: u64,
    /// The most one item may add.
    limit: u64,
}

/// Which namespace an alias lives in.
#[derive(Clone, Copy)]
pub(super) enum AliasKind {
    /// `#name`.
    Attr,
    /// `!name`.
    Type,
}

impl AliasBudget {
    /// A budget for an input of `input_len` bytes.
    pub(super) fn new(input_len: usize) -> AliasBudget {
        AliasBudget {
            attr_sizes: FxHashMap::default(),
            type_sizes: FxHashMap::default(),
            expansion: 0,
            limit: (input_len as u64).saturating_mul(FACTOR).saturating_add(SLACK_BYTES),
        }
    }

    /// Starts an item (an alias definition or an operation): returns the
    /// expansion of the enclosing item, to give back to `end_item`.
    pub(super) fn begin_item(&mut self) -> u64 {
        std::mem::take(&mut self.expansion)
    }

    /// Ends an item: what its alias references added, and the enclosing
    /// item's expansion restored.
    pub(super) fn end_item(&mut self, enclosing: u64) -> u64 {
        std::mem::replace(&mut self.expansion, enclosing)
    }

    /// Records that alias `name` stands for `own_text` bytes of its own plus
    /// `expansion` bytes its references added.
    pub(super) fn define(&mut self, kind: AliasKind, name: &str, own_text: usize, expansion: u64) {
        let size = (own_text as u64).saturating_add(expansion);
        self.sizes(kind).insert(name.to_string(), size);
    }

    /// Counts a reference to alias `name` against the current item. `Err`
    /// holds the message when the item would grow past the budget.
    pub(super) fn reference(&mut self, kind: AliasKind, name: &str) -> Result<(), String> {
        let size = self.sizes(kind).get(name).copied().unwrap_or(0);
        self.expansion = self.expansion.saturating_add(size);
        if self.expansion <= self.limit {
            return Ok(());
        }
        let sigil = match kind {
            AliasKind::Attr => '#',
            AliasKind::Type => '!',
        };
        Err(format!(
            "alias '{sigil}{name}' expands this to more than {} bytes of text (nested aliases multiply)",
            self.limit
        ))
    }

    fn sizes(&mut self, kind: AliasKind) -> &mut FxHashMap<String, u64> {
        match kind {
            AliasKind::Attr => &mut self.attr_sizes,
            AliasKind::Type => &mut self.type_sizes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_aliases_multiply_and_hit_the_budget() {
        let mut budget = AliasBudget::new(1000);
        budget.define(AliasKind::Attr, "a0", 6, 0);
        let mut doubled = Vec::new();
        for i in 1..40 {
            let outer = budget.begin_item();
            let previous = format!("a{}", i - 1);
            let first = budget.reference(AliasKind::Attr, &previous);
            let second = budget.reference(AliasKind::Attr, &previous);
            let added = budget.end_item(outer);
            if first.is_err() || second.is_err() {
                doubled.push(i);
                break;
            }
            budget.define(AliasKind::Attr, &format!("a{i}"), 12, added);
        }
        // a_i stands for 18 * 2^i - 12 bytes; two references to a_21
        // (75.5 MB) pass the budget of 64 * 1000 bytes + 64 MiB.
        assert_eq!(doubled, vec![22]);
    }

    #[test]
    fn many_uses_of_one_alias_stay_within_the_budget() {
        let mut budget = AliasBudget::new(3_000_000);
        budget.define(AliasKind::Type, "t", 100, 0);
        for _ in 0..1_000_000 {
            let outer = budget.begin_item();
            assert!(budget.reference(AliasKind::Type, "t").is_ok());
            budget.end_item(outer);
        }
    }
}
