//! What custom directives (`custom<Name>(...)`) receive: their arguments,
//! by position, as the slots of the generated parser (MLIR passes
//! references to its local variables) or the values of the op being printed.

use super::parse::ParseState;
use super::print::PrintCx;
use super::{AttrVar, CustomArg, TypeArg};
use crate::attrs::Attr;
use crate::body::{BlockId, OpId, RegionId, Value};
use crate::text::asm_printer::OpAsmPrinter;
use crate::text::parser::asm::UnresolvedOperand;
use crate::types::Type;
use smallvec::SmallVec;

fn strip_ref(a: &CustomArg) -> &CustomArg {
    match a {
        CustomArg::Ref(inner) => strip_ref(inner),
        other => other,
    }
}

/// The arguments of a custom directive being parsed.
pub struct CustomParseArgs<'s, 'a> {
    state: &'s mut ParseState<'a>,
    args: &'static [CustomArg],
    op_name: &'s str,
    name_loc: usize,
}

impl<'s, 'a> CustomParseArgs<'s, 'a> {
    pub(super) fn new(
        state: &'s mut ParseState<'a>,
        args: &'static [CustomArg],
        op_name: &'s str,
        name_loc: usize,
    ) -> Self {
        CustomParseArgs {
            state,
            args,
            op_name,
            name_loc,
        }
    }

    /// The op name as written (for MLIR's `custom op '...'` error prefix).
    pub fn op_name(&self) -> &str {
        self.op_name
    }

    /// Byte offset of the op name (MLIR's `getNameLoc()`).
    pub fn name_loc(&self) -> usize {
        self.name_loc
    }

    /// Number of arguments.
    pub fn len(&self) -> usize {
        self.args.len()
    }

    /// Whether there are no arguments.
    pub fn is_empty(&self) -> bool {
        self.args.is_empty()
    }

    /// Argument `i` as declared.
    pub fn arg(&self, i: usize) -> Option<&'static CustomArg> {
        self.args.get(i)
    }

    fn operand_group(&self, i: usize) -> Option<usize> {
        match self.args.get(i).map(strip_ref) {
            Some(CustomArg::Operand(g)) => Some(*g as usize),
            _ => None,
        }
    }

    /// The operand list of argument `i` (an operand variable): one element
    /// for a single operand, zero or one for an optional one.
    pub fn operands(&mut self, i: usize) -> Option<&mut Vec<UnresolvedOperand<'a>>> {
        let g = self.operand_group(i)?;
        self.state.operands.get_mut(g)
    }

    /// Sets the groups of a `VariadicOfVariadic` operand argument.
    pub fn set_operand_groups(&mut self, i: usize, groups: Vec<Vec<UnresolvedOperand<'a>>>) {
        let Some(g) = self.operand_group(i) else { return };
        if let (Some(ops), Some(sizes)) = (
            self.state.operands.get_mut(g),
            self.state.operand_group_sizes.get_mut(g),
        ) {
            for grp in groups {
                sizes.push(grp.len() as i32);
                ops.extend(grp);
            }
        }
    }

    /// The type list of argument `i` (a `type(...)` directive).
    pub fn types(&mut self, i: usize) -> Option<&mut Vec<Type>> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Type(TypeArg::Operand(g)) => self.state.operand_types.get_mut(*g as usize),
            CustomArg::Type(TypeArg::Result(g)) => self.state.result_types.get_mut(*g as usize),
            CustomArg::Type(TypeArg::Operands) => Some(&mut self.state.all_operand_types),
            CustomArg::Type(TypeArg::Results) => Some(&mut self.state.all_result_types),
            _ => None,
        }
    }

    fn attr_var(&self, i: usize) -> Option<&'static AttrVar> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Attr(v) => Some(v),
            _ => None,
        }
    }

    /// The value of attribute argument `i`, if set.
    pub fn attr(&self, i: usize) -> Option<Attr> {
        let v = self.attr_var(i)?;
        self.state.attrs.get(v.slot as usize).copied().flatten()
    }

    /// Sets attribute argument `i`.
    pub fn set_attr(&mut self, i: usize, value: Attr) {
        if let Some(v) = self.attr_var(i) {
            if let Some(slot) = self.state.attrs.get_mut(v.slot as usize) {
                *slot = Some(value);
            }
        }
    }

    /// The region of region argument `i` (parse into it).
    pub fn region(&self, i: usize) -> Option<RegionId> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Region(r) => self.state.regions.get(*r as usize)?.first().copied(),
            _ => None,
        }
    }

    /// The region list of a variadic region argument `i`.
    pub fn regions(&mut self, i: usize) -> Option<&mut Vec<RegionId>> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Region(r) => self.state.regions.get_mut(*r as usize),
            _ => None,
        }
    }

    /// The successor list of successor argument `i`.
    pub fn successors(&mut self, i: usize) -> Option<&mut Vec<BlockId>> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Successor(s) => self.state.successors.get_mut(*s as usize),
            _ => None,
        }
    }

    /// The attributes parsed so far by `attr-dict` (argument `attr-dict`).
    pub fn attr_dict(&mut self) -> &mut Vec<(Attr, Attr)> {
        &mut self.state.attr_dict
    }

    /// String argument `i`.
    pub fn string(&self, i: usize) -> Option<&'static str> {
        match self.args.get(i)? {
            CustomArg::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// The arguments of a custom directive being printed.
pub struct CustomPrintArgs<'c> {
    cx: &'c PrintCx<'c>,
    args: &'static [CustomArg],
}

impl<'c> CustomPrintArgs<'c> {
    pub(super) fn new(cx: &'c PrintCx<'c>, args: &'static [CustomArg]) -> Self {
        CustomPrintArgs { cx, args }
    }

    /// The op being printed.
    pub fn op(&self) -> OpId {
        self.cx.op
    }

    /// Argument `i` as declared.
    pub fn arg(&self, i: usize) -> Option<&'static CustomArg> {
        self.args.get(i)
    }

    /// The values of operand argument `i`.
    pub fn operands(&self, p: &OpAsmPrinter<'_, '_>, i: usize) -> SmallVec<[Value; 4]> {
        match self.args.get(i).map(strip_ref) {
            Some(CustomArg::Operand(g)) => self.cx.operand_values(p, *g as usize),
            _ => SmallVec::new(),
        }
    }

    /// The types of `type(...)` argument `i`.
    pub fn types(&self, p: &OpAsmPrinter<'_, '_>, i: usize) -> SmallVec<[Type; 4]> {
        match self.args.get(i).map(strip_ref) {
            Some(CustomArg::Type(arg)) => self.cx.types_of(p, *arg),
            _ => SmallVec::new(),
        }
    }

    /// The value of attribute argument `i`.
    pub fn attr(&self, p: &OpAsmPrinter<'_, '_>, i: usize) -> Option<Attr> {
        match self.args.get(i).map(strip_ref)? {
            CustomArg::Attr(v) => self.cx.attr(p, v.name),
            _ => None,
        }
    }

    /// The regions of region argument `i`.
    pub fn regions(&self, p: &OpAsmPrinter<'_, '_>, i: usize) -> Vec<RegionId> {
        match self.args.get(i).map(strip_ref) {
            Some(CustomArg::Region(r)) => {
                let variadic = self.cx.schema.regions.get(*r as usize).is_some_and(|d| d.variadic);
                self.cx.regions(p, *r as usize, variadic)
            }
            _ => Vec::new(),
        }
    }

    /// The successors of successor argument `i`.
    pub fn successors(&self, p: &OpAsmPrinter<'_, '_>, i: usize) -> Vec<BlockId> {
        match self.args.get(i).map(strip_ref) {
            Some(CustomArg::Successor(s)) => {
                let all = p.arena().successors(self.cx.op);
                let variadic = self.cx.schema.successors.get(*s as usize).is_some_and(|d| d.variadic);
                let s = *s as usize;
                if variadic {
                    all.get(s..).map(<[_]>::to_vec).unwrap_or_default()
                } else {
                    all.get(s).map(|&b| vec![b]).unwrap_or_default()
                }
            }
            _ => Vec::new(),
        }
    }

    /// The op's attribute dictionary (argument `attr-dict`).
    pub fn attr_dict(&self, p: &OpAsmPrinter<'_, '_>) -> Vec<(Attr, Attr)> {
        crate::text::printer::visible_attrs(p.ctx(), p.arena(), self.cx.op)
    }

    /// String argument `i`.
    pub fn string(&self, i: usize) -> Option<&'static str> {
        match self.args.get(i)? {
            CustomArg::Str(s) => Some(s),
            _ => None,
        }
    }
}
