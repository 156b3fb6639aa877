//! What the format tests compare custom forms with: an `AsmSink` writing one
//! op's custom form as plain text (attributes and types without aliases,
//! values and successors with the printer's SSA numbering), and [`anonymize`].

use ir::text::asm_printer::AsmSink;
use ir::text::names::SsaNames;
use ir::text::printer::{attr_to_string, type_to_string};
use ir::{Attr, BlockId, Context, IrArena, RegionId, Type, Value};

/// How an [`OpText`] writes a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regions {
    /// As `{...}`.
    Elided,
    /// As `{N ops, terminators: T}`: its op count and whether the printer
    /// asked for terminators.
    Counted,
}

/// The text an op's format printer writes, after `out`'s initial text (the
/// op's name).
pub struct OpText<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    names: &'a SsaNames,
    regions: Regions,
    /// The text so far.
    pub out: String,
}

impl<'a> OpText<'a> {
    /// A sink starting with `out`, numbering values with `names`.
    pub fn new(ctx: &'a Context, arena: &'a IrArena, names: &'a SsaNames, regions: Regions, out: String) -> Self {
        OpText {
            ctx,
            arena,
            names,
            regions,
            out,
        }
    }
}

impl AsmSink for OpText<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn arena(&self) -> &IrArena {
        self.arena
    }
    fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn attribute(&mut self, attr: Attr, elide_type: bool) {
        let mut s = attr_to_string(self.ctx, attr);
        if elide_type {
            if let Some(t) = ir::ods::values::attr_type(self.ctx, attr) {
                if let Some(x) = s.strip_suffix(&format!(" : {}", type_to_string(self.ctx, t))) {
                    s = x.to_string();
                }
            }
        }
        self.out.push_str(&s);
    }
    fn ty(&mut self, ty: Type) {
        let s = type_to_string(self.ctx, ty);
        self.out.push_str(&s);
    }
    fn value(&mut self, v: Value) {
        self.names.print_value(&mut self.out, self.arena, v, true);
    }
    fn successor(&mut self, b: BlockId) {
        let s = self.names.block_name(b);
        self.out.push_str(&s);
    }
    fn region(&mut self, r: RegionId, _: bool, terminators: bool, _: bool) {
        match self.regions {
            Regions::Elided => self.out.push_str("{...}"),
            Regions::Counted => {
                let n: usize = self
                    .arena
                    .region_blocks(r)
                    .iter()
                    .map(|&b| self.arena.block_ops(b).count())
                    .sum();
                self.out.push_str(&format!("{{{n} ops, terminators: {terminators}}}"));
            }
        }
    }
    fn newline(&mut self) {
        self.out.push('\n');
    }
    fn indent(&mut self, _: i32) {}
    fn location(&mut self, _: Attr) {}
}

/// `s` with SSA names replaced by `%` (upstream's result-name hints, such as
/// `%alloc` or `%c42_i32`, come from op interfaces the printer adds).
pub fn anonymize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' {
            while chars
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
            {
                chars.next();
            }
        }
    }
    out
}
