//! Printing registered ops through their custom assembly (hand-written or
//! generated): the real printer behind [`OpAsmPrinter`].

use super::{Elision, Printer};
use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::registry::OpDefinition;
use crate::text::asm_printer::{AsmSink, OpAsmPrinter};
use crate::types::Type;

/// Writes what a custom printer prints into the output.
struct PrintSink<'p, 'a> {
    printer: &'p Printer<'a>,
    out: &'p mut String,
    /// Indentation of the op being printed.
    indent: usize,
    /// Extra indentation levels from `increase_indent`.
    extra: i32,
}

impl AsmSink for PrintSink<'_, '_> {
    fn ctx(&self) -> &Context {
        self.printer.ctx
    }
    fn arena(&self) -> &IrArena {
        self.printer.arena
    }
    fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn attribute(&mut self, attr: Attr, elide_type: bool) {
        let elision = if elide_type { Elision::Must } else { Elision::Never };
        self.printer.print_attr(self.out, attr, elision);
    }
    fn ty(&mut self, ty: Type) {
        self.printer.print_type(self.out, ty);
    }
    fn value(&mut self, v: Value) {
        self.printer.print_value(self.out, v, true);
    }
    fn successor(&mut self, b: BlockId) {
        self.out.push_str(&self.printer.names.block_name(b));
    }
    fn region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool, print_empty_block: bool) {
        // Regions nest at the current indentation, raised by
        // `increase_indent` as MLIR's `printRegion` does.
        let indent = (self.indent as i64 + 2 * i64::from(self.extra)).max(0) as usize;
        self.printer.print_region_ext(
            self.out,
            r,
            indent,
            print_entry_args,
            print_empty_block,
            print_terminators,
        );
    }
    fn newline(&mut self) {
        self.out.push('\n');
        let n = (self.indent as i64 + 2 * i64::from(self.extra)).max(0) as usize;
        Printer::indent(self.out, n);
    }
    fn indent(&mut self, delta: i32) {
        self.extra += delta;
    }
    fn location(&mut self, loc: Attr) {
        if self.printer.opts.debug_info {
            self.out.push(' ');
            self.printer.print_location(self.out, loc, true);
        }
    }
    fn location_inline(&mut self, loc: Attr) {
        if self.printer.opts.debug_info {
            self.out.push(' ');
            self.printer.print_location(self.out, loc, false);
        }
    }
    fn custom_or_generic_op(&mut self, op: OpId) {
        let indent = (self.indent as i64 + 2 * i64::from(self.extra)).max(0) as usize;
        self.printer.print_op_body(self.out, op, indent);
    }
}

impl Printer<'_> {
    /// Prints the op name (without the enclosing op's default dialect) and
    /// hands the rest to the op's custom printer.
    pub(super) fn print_custom_op(&self, out: &mut String, op: OpId, indent: usize, def: &OpDefinition) {
        let Some(assembly) = def.assembly else { return };
        let name = self.ctx.op_info(self.arena.op_name(op)).name();
        out.push_str(self.short_op_name(op, name));
        let mut sink = PrintSink {
            printer: self,
            out,
            indent,
            extra: 0,
        };
        (assembly.print)(&mut OpAsmPrinter::new(&mut sink), op);
    }

    /// MLIR's `printOpName`: drops the default dialect of the op owning the
    /// enclosing region (`OpAsmOpInterface::getDefaultDialect`; `builtin` for
    /// `builtin.module` and at the top level, none for other ops) when the
    /// rest of the name has no further dot.
    fn short_op_name<'n>(&self, op: OpId, name: &'n str) -> &'n str {
        let parent = self.arena.op_parent(op).and_then(|b| self.arena.block_parent_op(b));
        let default = match parent {
            None => "builtin",
            Some(p) => {
                let name = self.arena.op_name(p);
                if self.ctx.op_info(name).name() == crate::builtin::MODULE {
                    "builtin"
                } else {
                    crate::op_asm::default_dialect(self.ctx, name)
                }
            }
        };
        match name.strip_prefix(default).and_then(|r| r.strip_prefix('.')) {
            Some(rest) if !default.is_empty() && !rest.contains('.') => rest,
            _ => name,
        }
    }
}
