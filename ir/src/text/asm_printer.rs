//! `OpAsmPrinter`: the API custom operation printers (hand-written, or
//! generated from declarative assembly formats) use, mirroring MLIR's
//! `OpAsmPrinter`.
//!
//! The same printer code runs twice, as in MLIR: once against a collecting
//! sink that only records which attributes and types would be printed (to
//! choose aliases), then against the real output. Custom printers therefore
//! never write attributes or types as text themselves; they hand them to the
//! printer.

use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::types::{Type, TypeKind};

/// Where an [`OpAsmPrinter`] sends what it prints. Implemented by the real
/// printer and by the alias collector.
pub trait AsmSink {
    /// The context.
    fn ctx(&self) -> &Context;
    /// The IR being printed.
    fn arena(&self) -> &IrArena;
    /// Raw text (punctuation, keywords, spaces). Ignored when collecting.
    fn text(&mut self, s: &str);
    /// An attribute (alias if it has one); `elide_type` leaves out `: type`.
    fn attribute(&mut self, attr: Attr, elide_type: bool);
    /// A type (alias if it has one).
    fn ty(&mut self, ty: Type);
    /// A value's SSA name (`%0`, `%arg1`, `%3#1`).
    fn value(&mut self, v: Value);
    /// A block's name (`^bb1`).
    fn successor(&mut self, b: BlockId);
    /// A region in braces, as MLIR's `printRegion`.
    fn region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool, print_empty_block: bool);
    /// A newline followed by the current indentation.
    fn newline(&mut self);
    /// Changes the indentation of later newlines by `delta` levels.
    fn indent(&mut self, delta: i32);
    /// A trailing `loc(...)` when locations are printed.
    fn location(&mut self, loc: Attr);
    /// A trailing `loc(...)` written out in full even if the location has
    /// an alias (MLIR prints block argument locations so); the alias
    /// collector sees it as [`Self::location`].
    fn location_inline(&mut self, loc: Attr) {
        self.location(loc);
    }
    /// A nested op, without its results and location: its name and custom
    /// form, or its generic form (MLIR's `printCustomOrGenericOp`, which
    /// `vector.mask` prints its masked op with). The alias collector visits
    /// the op as the printer's dry run does, location included. Sinks that
    /// never see nested ops (format tests) may keep this default, which
    /// writes only the op's name.
    fn custom_or_generic_op(&mut self, op: OpId) {
        let name = self.ctx().op_info(self.arena().op_name(op)).name().to_string();
        self.text(&name);
    }
}

/// The printer handed to custom operation printers.
pub struct OpAsmPrinter<'s, 'c> {
    sink: &'s mut (dyn AsmSink + 'c),
}

/// Whether `s` is a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s.iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

impl<'s, 'c> OpAsmPrinter<'s, 'c> {
    /// Wraps a sink.
    pub fn new(sink: &'s mut (dyn AsmSink + 'c)) -> Self {
        OpAsmPrinter { sink }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.sink.ctx()
    }

    /// The IR being printed.
    pub fn arena(&self) -> &IrArena {
        self.sink.arena()
    }

    /// Raw text.
    pub fn print(&mut self, s: &str) {
        self.sink.text(s);
    }

    /// An attribute with its type.
    pub fn print_attribute(&mut self, attr: Attr) {
        self.sink.attribute(attr, false);
    }

    /// An attribute without its type (`printAttributeWithoutType`).
    pub fn print_attribute_without_type(&mut self, attr: Attr) {
        self.sink.attribute(attr, true);
    }

    /// A type.
    pub fn print_type(&mut self, ty: Type) {
        self.sink.ty(ty);
    }

    /// Types separated by `, `.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.print(", ");
            }
            self.print_type(t);
        }
    }

    /// `(inputs) -> results` with MLIR's parenthesisation of results.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.print("(");
        self.print_type_list(inputs);
        self.print(") -> ");
        self.print_result_types(results);
    }

    /// Results after `->`: a single non-function type bare, else `(...)`.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let single = results.len() == 1 && !matches!(self.ctx().type_kind(results[0]), TypeKind::Function { .. });
        if single {
            self.print_type(results[0]);
        } else {
            self.print("(");
            self.print_type_list(results);
            self.print(")");
        }
    }

    /// `-> type` / `-> (t1, t2)`, nothing when `results` is empty
    /// (`printOptionalArrowTypeList`).
    pub fn print_optional_arrow_type_list(&mut self, results: &[Type]) {
        if results.is_empty() {
            return;
        }
        self.print(" -> ");
        self.print_result_types(results);
    }

    /// A value's SSA name.
    pub fn print_operand(&mut self, v: Value) {
        self.sink.value(v);
    }

    /// Values separated by `, `.
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.print(", ");
            }
            self.print_operand(v);
        }
    }

    /// A successor block name.
    pub fn print_successor(&mut self, b: BlockId) {
        self.sink.successor(b);
    }

    /// A successor with its operands: `^bb1(%0, %1 : i32, i32)`.
    pub fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.print("(");
        self.print_operands(operands);
        self.print(" : ");
        let types: Vec<Type> = operands.iter().map(|&v| self.arena().value_type(v)).collect();
        self.print_type_list(&types);
        self.print(")");
    }

    /// `@name`, quoted when not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        self.print("@");
        self.print_keyword_or_string(name);
    }

    /// A bare identifier, or an escaped string.
    pub fn print_keyword_or_string(&mut self, s: &[u8]) {
        if is_bare_identifier(s) {
            self.print(&String::from_utf8_lossy(s));
        } else {
            self.print_string(s);
        }
    }

    /// An escaped, quoted string.
    pub fn print_string(&mut self, s: &[u8]) {
        let mut out = String::new();
        super::printer::print_escaped(&mut out, s);
        self.print(&out);
    }

    /// ` {a = 1, b}` for the entries not named in `elided`; nothing if none.
    pub fn print_optional_attr_dict(&mut self, entries: &[(Attr, Attr)], elided: &[&str]) {
        self.attr_dict(entries, elided, false);
    }

    /// ` attributes {a = 1}` for the entries not named in `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, entries: &[(Attr, Attr)], elided: &[&str]) {
        self.attr_dict(entries, elided, true);
    }

    fn attr_dict(&mut self, entries: &[(Attr, Attr)], elided: &[&str], keyword: bool) {
        let kept: Vec<(Attr, Attr)> = entries
            .iter()
            .copied()
            .filter(|(k, _)| {
                let name = self.ctx().string_value(*k);
                !elided.iter().any(|e| e.as_bytes() == name)
            })
            .collect();
        if kept.is_empty() {
            return;
        }
        self.print(if keyword { " attributes {" } else { " {" });
        for (i, &(k, v)) in kept.iter().enumerate() {
            if i > 0 {
                self.print(", ");
            }
            let name = self.ctx().string_value(k).to_vec();
            self.print_keyword_or_string(&name);
            if !matches!(self.ctx().attr_kind(v), crate::attrs::AttrKind::Unit) {
                self.print(" = ");
                self.print_attribute(v);
            }
        }
        self.print("}");
    }

    /// `printCustomOrGenericOp`: `op` inline, without its results and
    /// location, in custom form if it has one (generic form otherwise).
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        self.sink.custom_or_generic_op(op);
    }

    /// A region (`printRegion`).
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        self.sink.region(r, print_entry_args, print_terminators, false);
    }

    /// A newline at the current indentation.
    pub fn print_newline(&mut self) {
        self.sink.newline();
    }

    /// Indents later newlines one level more.
    pub fn increase_indent(&mut self) {
        self.sink.indent(1);
    }

    /// Indents later newlines one level less.
    pub fn decrease_indent(&mut self) {
        self.sink.indent(-1);
    }

    /// ` loc(...)` when locations are printed (`printOptionalLocationSpecifier`).
    pub fn print_optional_location(&mut self, loc: Attr) {
        self.sink.location(loc);
    }

    /// ` loc(...)` in full (no alias) when locations are printed: how MLIR
    /// prints block argument locations (`printRegionArgument` with
    /// `omitType`).
    pub fn print_optional_location_inline(&mut self, loc: Attr) {
        self.sink.location_inline(loc);
    }

    /// `printRegionArgument`: `%name: type` and, when locations are
    /// printed, the argument's location in full (`loc("f.mlir":1:2)`).
    pub fn print_region_argument(&mut self, v: Value) {
        self.print_operand(v);
        self.print(": ");
        let ty = self.arena().value_type(v);
        self.print_type(ty);
        if let Value::Arg { block, index } = v {
            let loc = self.arena().arg_loc(block, index as usize);
            self.sink.location_inline(loc);
        }
    }

    /// The op being printed's results, operands... are reached via the arena:
    /// a convenience for the operands of `op`.
    pub fn operands_of(&self, op: OpId) -> Vec<Value> {
        self.arena().operands(op).collect()
    }
}
