//! SSA value and block numbering for printing (MLIR's `SSANameState`).
//!
//! Regions are numbered with a stack: the regions of an operation are pushed
//! in order and popped last-first. In generic form the counters never reset,
//! so every value in the module gets a unique number; otherwise each region
//! restarts from the counters its parent had (MLIR's default).
//!
//! In custom form, ops implementing `OpAsmOpInterface`
//! ([`crate::interfaces::OpAsmOpInterface`]) name their results
//! (`getAsmResultNames`: `%c0`, `%cst`, `%sum, %overflow`), their regions'
//! block arguments (`getAsmBlockArgumentNames`) and blocks (`getAsmBlockNames`). Names are uniqued as MLIR does: a name used
//! in the current region or an enclosing one gets `_N` appended, where `N`
//! comes from one conflict counter saved and restored with the others.

use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::interfaces::{OpAsmOpInterfaceMethods, OpAsmOpInterfaceRef};
use crate::registry::OpName;
use rustc_hash::{FxHashMap, FxHashSet};

const NONE: u32 = u32::MAX;
/// The value's name is in [`SsaNames::names`].
const NAMED: u32 = u32::MAX - 1;

/// Names of values and blocks for one print.
#[derive(Default)]
pub struct SsaNames {
    op_ids: Vec<u32>,
    arg_ids: Vec<Vec<u32>>,
    /// Per block: (ordering in its region, is the id an `argN` name).
    block_order: Vec<u32>,
    arg_is_entry: Vec<bool>,
    /// Names of values whose id is [`NAMED`] (or of later result groups).
    names: FxHashMap<Value, Box<str>>,
    /// Sorted first result numbers of the groups of ops whose results a
    /// hook named beyond the first (always starts with 0).
    groups: FxHashMap<OpId, Box<[u32]>>,
    /// Blocks an op named through `getAsmBlockNames` (`^name`).
    block_names: FxHashMap<BlockId, Box<str>>,
}

#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// MLIR's scoped `usedNames` table: names visible in the current region
/// and its ancestors. Scopes are identified by their depth.
#[derive(Default)]
struct UsedNames {
    set: FxHashSet<Box<str>>,
    /// Names in insertion order; a scope starts at `scopes[depth]`.
    log: Vec<Box<str>>,
    scopes: Vec<usize>,
}

impl UsedNames {
    fn push_scope(&mut self) -> usize {
        self.scopes.push(self.log.len());
        self.scopes.len()
    }

    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            let start = self.scopes.pop().unwrap_or(0);
            for name in self.log.drain(start..) {
                self.set.remove(&name);
            }
        }
    }

    /// MLIR's `uniqueValueName`: sanitizes `name`, then probes `name_N`
    /// with the shared conflict counter until the name is free.
    fn unique(&mut self, name: &str, conflict: &mut u32) -> Box<str> {
        let name = sanitize_identifier(name);
        let chosen: Box<str> = if !self.set.contains(name.as_str()) {
            name.into()
        } else {
            let mut buf = itoa::Buffer::new();
            loop {
                let probe = format!("{name}_{}", buf.format(*conflict));
                *conflict += 1;
                if !self.set.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.set.insert(chosen.clone());
        self.log.push(chosen.clone());
        chosen
    }
}

/// MLIR's `sanitizeIdentifier` for value names: letters, digits and `$._-`
/// are kept, a space becomes `_`, other bytes their hex code; a leading
/// digit gets a `_` prefix (it would clash with numeric ids).
fn sanitize_identifier(name: &str) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    let bytes = name.as_bytes();
    let leading_digit = bytes.first().is_some_and(u8::is_ascii_digit);
    if !leading_digit && bytes.iter().all(|&b| valid(b)) {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len() + 1);
    if leading_digit {
        out.push('_');
    }
    for &b in bytes {
        if valid(b) {
            out.push(b as char);
        } else if b == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{b:X}"));
        }
    }
    out
}

/// The traversal state while numbering.
struct Numbering<'n> {
    names: &'n mut SsaNames,
    used: UsedNames,
    counters: Counters,
    /// Whether result-name hooks apply (custom form).
    custom: bool,
    /// Each op name's `OpAsmOpInterface` implementation, looked up once.
    asm: FxHashMap<OpName, Option<OpAsmOpInterfaceMethods>>,
}

impl SsaNames {
    /// Numbers everything under `top`. `generic` numbers every value
    /// uniquely in the module and ignores result-name hooks.
    pub fn new(ctx: &Context, arena: &IrArena, top: OpId, generic: bool) -> SsaNames {
        let mut names = SsaNames {
            op_ids: vec![NONE; arena.op_capacity()],
            arg_ids: vec![Vec::new(); arena.block_capacity()],
            block_order: vec![NONE; arena.block_capacity()],
            arg_is_entry: vec![false; arena.block_capacity()],
            names: FxHashMap::default(),
            groups: FxHashMap::default(),
            block_names: FxHashMap::default(),
        };
        let mut n = Numbering {
            names: &mut names,
            used: UsedNames::default(),
            counters: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
            custom: !generic,
            asm: FxHashMap::default(),
        };
        let top_scope = n.used.push_scope();
        let mut stack: Vec<(RegionId, Counters, usize)> = Vec::new();
        for &r in arena.regions(top) {
            stack.push((r, n.counters, top_scope));
        }
        n.number_op(ctx, arena, top);
        while let Some((region, saved, parent_scope)) = stack.pop() {
            if !generic {
                n.counters = saved;
            }
            n.used.pop_to(parent_scope);
            let scope = n.used.push_scope();
            if !generic {
                n.name_block_args(ctx, arena, region);
            }
            for (i, &block) in arena.region_blocks(region).iter().enumerate() {
                n.number_block(ctx, arena, block, i);
            }
            for &block in arena.region_blocks(region) {
                for op in arena.block_ops(block) {
                    for &r in arena.regions(op) {
                        stack.push((r, n.counters, scope));
                    }
                }
            }
        }
        names
    }

    /// Appends `%N`, `%argN`, `%name` or any of them with `#i`.
    pub fn print_value(&self, out: &mut String, arena: &IrArena, v: Value, with_result_no: bool) {
        let mut buf = itoa::Buffer::new();
        match v {
            Value::Result { op, index } => {
                let (head, result_no) = self.result_group_head(arena, op, index);
                match self.op_ids.get(op.index()).copied().filter(|&i| i != NONE) {
                    Some(id) if head == 0 && id != NAMED => {
                        out.push('%');
                        out.push_str(buf.format(id));
                    }
                    Some(_) => match self.names.get(&Value::Result { op, index: head }) {
                        Some(name) => {
                            out.push('%');
                            out.push_str(name);
                        }
                        None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                    },
                    None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
                if let Some(no) = result_no.filter(|_| with_result_no) {
                    out.push('#');
                    out.push_str(buf.format(no));
                }
            }
            Value::Arg { block, index } => match self.arg_ids.get(block.index()).and_then(|a| a.get(index as usize)) {
                Some(&NAMED) => match self.names.get(&v) {
                    Some(name) => {
                        out.push('%');
                        out.push_str(name);
                    }
                    None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                },
                Some(&id) => {
                    out.push_str(if self.arg_is_entry[block.index()] { "%arg" } else { "%" });
                    out.push_str(buf.format(id));
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Appends the result list of `op` before ` = `: `%0`, `%0:2`, or one
    /// entry per result group (`%sum, %overflow`, `%a:2, %b`).
    pub fn print_result_list(&self, out: &mut String, arena: &IrArena, op: OpId) {
        let n = arena.num_results(op) as u32;
        let single = [0u32];
        let starts: &[u32] = self.groups.get(&op).map_or(&single, |g| g);
        for (i, &start) in starts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let end = starts.get(i + 1).copied().unwrap_or(n);
            self.print_value(out, arena, Value::Result { op, index: start }, false);
            if end - start > 1 {
                out.push(':');
                out.push_str(itoa::Buffer::new().format(end - start));
            }
        }
    }

    /// The first result of the group holding result `index` of `op`, and
    /// the number to print after `#` (none for one-result groups).
    fn result_group_head(&self, arena: &IrArena, op: OpId, index: u32) -> (u32, Option<u32>) {
        let n = arena.num_results(op) as u32;
        if n <= 1 {
            return (0, None);
        }
        let Some(starts) = self.groups.get(&op) else {
            return (0, Some(index));
        };
        let pos = starts.partition_point(|&s| s <= index);
        let head = starts[pos.saturating_sub(1)];
        let end = starts.get(pos).copied().unwrap_or(n);
        (head, (end - head != 1).then_some(index - head))
    }

    /// `^bbN`, or the name the block's op gave it (`getAsmBlockNames`).
    pub fn block_name(&self, block: BlockId) -> String {
        if let Some(name) = self.block_names.get(&block) {
            return name.to_string();
        }
        match self.block_order.get(block.index()).copied().filter(|&i| i != NONE) {
            Some(i) => format!("^bb{i}"),
            None => "^INVALIDBLOCK".to_string(),
        }
    }

    /// Position of a block in its region.
    pub fn block_order(&self, block: BlockId) -> u32 {
        self.block_order.get(block.index()).copied().unwrap_or(NONE)
    }
}

impl Numbering<'_> {
    /// The `OpAsmOpInterface` of `op`, if its op implements it (one registry
    /// look-up per op name).
    fn asm_interface(&mut self, ctx: &Context, arena: &IrArena, op: OpId) -> Option<OpAsmOpInterfaceRef> {
        let name = arena.op_name(op);
        let methods = *self
            .asm
            .entry(name)
            .or_insert_with(|| crate::op_asm::methods(ctx, name));
        methods.map(|m| OpAsmOpInterfaceRef::__from_parts(op, m))
    }

    /// MLIR's `getAsmBlockArgumentNames` of the region's parent op: the
    /// arguments it names are uniqued now and skipped by the numbering.
    fn name_block_args(&mut self, ctx: &Context, arena: &IrArena, region: RegionId) {
        let Some(parent) = arena.region_parent(region) else {
            return;
        };
        let Some(asm) = self.asm_interface(ctx, arena, parent) else {
            return;
        };
        let blocks = arena.region_blocks(region);
        let mut set = |block: BlockId, index: u32, name: &str| {
            if !blocks.contains(&block) || index as usize >= arena.num_args(block) {
                return;
            }
            let v = Value::Arg { block, index };
            if name.is_empty() || self.names.names.contains_key(&v) {
                return;
            }
            let unique = self.used.unique(name, &mut self.counters.conflict);
            self.names.names.insert(v, unique);
        };
        asm.asm_block_argument_names(ctx, arena, region, &mut set);
    }

    fn number_block(&mut self, ctx: &Context, arena: &IrArena, block: BlockId, position: usize) {
        let names = &mut *self.names;
        names.block_order[block.index()] = position as u32;
        let entry = position == 0;
        names.arg_is_entry[block.index()] = entry;
        let n = arena.num_args(block);
        let mut ids = Vec::with_capacity(n);
        for index in 0..n {
            let v = Value::Arg {
                block,
                index: index as u32,
            };
            if self.custom && self.names.names.contains_key(&v) {
                // Named by the parent's hook: no number is used up.
                ids.push(NAMED);
                continue;
            }
            if !entry {
                ids.push(self.counters.value);
                self.counters.value += 1;
                continue;
            }
            let id = self.counters.arg;
            self.counters.arg += 1;
            if !self.custom {
                // Generic form: no hook names anything, so `argN` is unique.
                ids.push(id);
                continue;
            }
            let wanted = format!("arg{id}");
            let got = self.used.unique(&wanted, &mut self.counters.conflict);
            if *got == *wanted {
                ids.push(id);
            } else {
                ids.push(NAMED);
                self.names.names.insert(v, got);
            }
        }
        self.names.arg_ids[block.index()] = ids;
        for op in arena.block_ops(block) {
            self.number_op(ctx, arena, op);
        }
    }

    fn number_op(&mut self, ctx: &Context, arena: &IrArena, op: OpId) {
        let num_results = arena.num_results(op);
        let has_regions = !arena.regions(op).is_empty();
        if self.custom && (num_results > 0 || has_regions) {
            if let Some(asm) = self.asm_interface(ctx, arena, op) {
                if has_regions {
                    self.apply_block_names(ctx, arena, asm);
                }
                if num_results > 0 {
                    self.apply_result_names(ctx, arena, asm);
                }
            }
        }
        if num_results == 0 {
            return;
        }
        let first = &mut self.names.op_ids[op.index()];
        if *first == NONE {
            *first = self.counters.value;
            self.counters.value += 1;
        }
    }

    /// MLIR's `setBlockNameFn`: the blocks directly under the op that
    /// `getAsmBlockNames` names print as `^name` (the first name of a block wins).
    fn apply_block_names(&mut self, ctx: &Context, arena: &IrArena, asm: OpAsmOpInterfaceRef) {
        let op = asm.op();
        let names = &mut self.names.block_names;
        asm.asm_block_names(ctx, arena, &mut |block, name| {
            if arena.block_parent_op(block) != Some(op) || names.contains_key(&block) {
                return;
            }
            names.insert(block, format!("^{}", sanitize_identifier(name)).into());
        });
    }

    /// MLIR's `setResultNameFn`: names (or, for an empty name, numbers)
    /// each result the hook mentions; results other than the first start
    /// a new result group.
    fn apply_result_names(&mut self, ctx: &Context, arena: &IrArena, asm: OpAsmOpInterfaceRef) {
        let op = asm.op();
        let num_results = arena.num_results(op) as u32;
        let mut starts = vec![0u32];
        let mut set = |index: u32, name: &str| {
            if index >= num_results {
                return;
            }
            let v = Value::Result { op, index };
            if self.names.names.contains_key(&v) || (index == 0 && self.names.op_ids[op.index()] != NONE) {
                return;
            }
            let name: Box<str> = if name.is_empty() {
                let id = self.counters.value;
                self.counters.value += 1;
                itoa::Buffer::new().format(id).into()
            } else {
                self.used.unique(name, &mut self.counters.conflict)
            };
            self.names.names.insert(v, name);
            if index == 0 {
                self.names.op_ids[op.index()] = NAMED;
            } else {
                starts.push(index);
            }
        };
        asm.asm_result_names(ctx, arena, &mut set);
        if starts.len() > 1 {
            starts.sort_unstable();
            starts.dedup();
            // An unnamed first group is numbered after the hook, in `number_op`.
            self.names.groups.insert(op, starts.into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sanitize_identifier;

    #[test]
    fn sanitizes_like_mlir() {
        assert_eq!(sanitize_identifier("c42_i32"), "c42_i32");
        assert_eq!(sanitize_identifier("0abc"), "_0abc");
        assert_eq!(sanitize_identifier("a b"), "a_b");
        assert_eq!(sanitize_identifier("a+b"), "a2Bb");
        assert_eq!(sanitize_identifier("x$.-_"), "x$.-_");
    }
}
