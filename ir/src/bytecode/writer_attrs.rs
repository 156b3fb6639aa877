//! The builtin dialect's custom attribute and type encodings, as MLIR 22.1.8
//! writes them (`BuiltinDialectBytecode.td`). The same code serves the
//! numbering dry run and the real emission through the [`Sink`] trait.

use super::reader_attrs::identity_layout;
use crate::apint::ApInt;
use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind};

/// Where an encoding goes: the numbering (which only cares about nested
/// attributes, types and resources) or the output.
pub(crate) trait Sink {
    fn attr(&mut self, a: Attr);
    fn ty(&mut self, t: Type);
    fn varint(&mut self, v: u64);
    fn signed_varint(&mut self, v: u64);
    fn byte(&mut self, b: u8);
    fn string(&mut self, s: &[u8]);
    fn blob(&mut self, b: &[u8]);
    fn resource(&mut self, key: &str);
}

fn list<T: Copy>(s: &mut dyn Sink, items: &[T], mut f: impl FnMut(&mut dyn Sink, T)) {
    s.varint(items.len() as u64);
    for &i in items {
        f(s, i);
    }
}

/// MLIR's `writeAPIntWithKnownWidth` for a value given as words.
pub(crate) fn apint(s: &mut dyn Sink, width: u32, words: &[u64], active_bits: u32) {
    let w0 = words.first().copied().unwrap_or(0);
    if width <= 8 {
        s.byte(w0 as u8);
    } else if width <= 64 {
        s.signed_varint(w0);
    } else {
        let n = if active_bits == 0 {
            1
        } else {
            (active_bits as usize).div_ceil(64)
        };
        s.varint(n as u64);
        for i in 0..n {
            s.signed_varint(words.get(i).copied().unwrap_or(0));
        }
    }
}

fn write_apint(s: &mut dyn Sink, v: &ApInt) {
    apint(s, v.width(), v.words(), v.active_bits());
}

fn write_float_bits(s: &mut dyn Sink, kind: FloatKind, bits: u128) {
    let width = kind.bit_width();
    let active = 128 - bits.leading_zeros();
    apint(s, width, &[bits as u64, (bits >> 64) as u64], active);
}

/// Whether MLIR's builtin dialect writes this type natively (otherwise text).
fn float_code(k: FloatKind) -> Option<u64> {
    Some(match k {
        FloatKind::BF16 => 3,
        FloatKind::F16 => 4,
        FloatKind::F32 => 5,
        FloatKind::F64 => 6,
        FloatKind::F80 => 7,
        FloatKind::F128 => 8,
        _ => return None,
    })
}

/// Writes the custom encoding of builtin attribute `a`; false if MLIR 22
/// writes it as text instead.
pub(crate) fn encode_attr(ctx: &Context, a: Attr, s: &mut dyn Sink) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => {
            s.varint(0);
            list(s, items, |s, x| s.attr(x));
        }
        AttrKind::Dictionary(entries) => {
            s.varint(1);
            list(s, entries, |s, (k, v)| {
                s.attr(k);
                s.attr(v);
            });
        }
        AttrKind::String { value, ty } => {
            let ty = ty.filter(|t| !matches!(ctx.type_kind(*t), TypeKind::None));
            match ty {
                None => {
                    s.varint(2);
                    s.string(value);
                }
                Some(t) => {
                    s.varint(3);
                    s.string(value);
                    s.ty(t);
                }
            }
        }
        AttrKind::SymbolRef { root, nested } => {
            if nested.is_empty() {
                s.varint(4);
                s.attr(*root);
            } else {
                s.varint(5);
                s.attr(*root);
                s.varint(nested.len() as u64);
                for &n in nested {
                    let flat = ctx.get_attr(AttrKind::SymbolRef {
                        root: n,
                        nested: Vec::new(),
                    });
                    s.attr(flat);
                }
            }
        }
        AttrKind::Type(t) => {
            s.varint(6);
            s.ty(*t);
        }
        AttrKind::Unit => s.varint(7),
        AttrKind::Bool(b) => {
            s.varint(8);
            s.ty(ctx.integer_type(1, Signedness::Signless));
            s.byte(u8::from(*b));
        }
        AttrKind::Integer { ty, value } => {
            s.varint(8);
            s.ty(*ty);
            write_apint(s, value);
        }
        AttrKind::Float { ty, bits } => {
            let TypeKind::Float(k) = *ctx.type_kind(*ty) else {
                return false;
            };
            s.varint(9);
            s.ty(*ty);
            write_float_bits(s, k, bits.get());
        }
        AttrKind::CallSiteLoc { callee, caller } => {
            s.varint(10);
            s.attr(*callee);
            s.attr(*caller);
        }
        AttrKind::FileLoc {
            file,
            line,
            col,
            end_line,
            end_col,
            nums,
        } => {
            // A `FileLineColLoc` (written with two numbers) has its own
            // code; any other form is a range, written with the fewest
            // numbers that give its values (MLIR's
            // `writeFileLineColRangeLocs`).
            let (line, col, end_line, end_col) = (*line, *col, *end_line, *end_col);
            if *nums == 2 {
                s.varint(11);
                s.attr(*file);
                s.varint(u64::from(line));
                s.varint(u64::from(col));
            } else {
                s.varint(22);
                s.attr(*file);
                let point = line == end_line && col == end_col;
                let nums: Vec<u32> = if line == 0 && col == 0 && end_line == 0 && end_col == 0 {
                    vec![]
                } else if col == 0 && line == end_line {
                    vec![line]
                } else if point {
                    vec![line, col]
                } else if line == end_line {
                    vec![line, col, end_col]
                } else {
                    vec![line, col, end_line, end_col]
                };
                list(s, &nums, |s, n| s.varint(u64::from(n)));
            }
        }
        AttrKind::FusedLoc { locs, metadata } => {
            match metadata {
                None => s.varint(12),
                Some(_) => s.varint(13),
            }
            list(s, locs, |s, l| s.attr(l));
            if let Some(m) = metadata {
                s.attr(*m);
            }
        }
        AttrKind::NameLoc { name, child } => {
            s.varint(14);
            s.attr(*name);
            s.attr(*child);
        }
        AttrKind::UnknownLoc => s.varint(15),
        AttrKind::DenseResource { ty, key } => {
            s.varint(16);
            s.ty(*ty);
            s.resource(key);
        }
        AttrKind::DenseArray { element, len, raw } => {
            s.varint(17);
            s.ty(*element);
            s.varint(*len as u64);
            s.blob(raw);
        }
        AttrKind::DenseElements { ty, data } => {
            s.varint(18);
            s.ty(*ty);
            s.blob(&data.raw);
        }
        AttrKind::DenseStrings { ty, data } => {
            s.varint(19);
            s.ty(*ty);
            s.varint(u64::from(data.splat));
            if data.splat {
                if let Some(v) = data.values.first() {
                    s.string(v);
                }
            } else {
                for v in &data.values {
                    s.string(v);
                }
            }
        }
        AttrKind::Sparse { ty, indices, values } => {
            s.varint(20);
            s.ty(*ty);
            s.attr(*indices);
            s.attr(*values);
        }
        AttrKind::Distinct { referenced, .. } => {
            s.varint(21);
            s.attr(*referenced);
        }
        AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Strided { .. } => return false,
        AttrKind::Opaque { .. } | AttrKind::Dialect(_) => return super::dialect::encode_attr(ctx, a, s),
        // MLIR writes `OpaqueAttr` as text; rods has no typed dialect
        // attribute with a custom encoding.
        AttrKind::TypedOpaque { .. } => return false,
    }
    true
}

/// Writes the custom encoding of builtin type `t`; false if MLIR 22 writes
/// it as text instead.
pub(crate) fn encode_type(ctx: &Context, t: Type, s: &mut dyn Sink) -> bool {
    let shape = |s: &mut dyn Sink, shape: &[i64]| list(s, shape, |s, d| s.signed_varint(d as u64));
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            s.varint(0);
            let sg = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            s.varint((u64::from(*width) << 2) | sg);
        }
        TypeKind::Index => s.varint(1),
        TypeKind::Function { inputs, results } => {
            s.varint(2);
            list(s, inputs, |s, x| s.ty(x));
            list(s, results, |s, x| s.ty(x));
        }
        TypeKind::Float(k) => match float_code(*k) {
            Some(c) => s.varint(c),
            None => return false,
        },
        TypeKind::Complex(e) => {
            s.varint(9);
            s.ty(*e);
        }
        TypeKind::MemRef {
            shape: dims,
            element,
            layout,
            memory_space,
        } => {
            let layout = layout.unwrap_or_else(|| identity_layout(ctx, dims.len()));
            match memory_space {
                None => s.varint(10),
                Some(m) => {
                    s.varint(11);
                    s.attr(*m);
                }
            }
            shape(s, dims);
            s.ty(*element);
            s.attr(layout);
        }
        TypeKind::None => s.varint(12),
        TypeKind::RankedTensor {
            shape: dims,
            element,
            encoding,
        } => {
            match encoding {
                None => s.varint(13),
                Some(e) => {
                    s.varint(14);
                    s.attr(*e);
                }
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::Tuple(items) => {
            s.varint(15);
            list(s, items, |s, x| s.ty(x));
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            match memory_space {
                None => s.varint(16),
                Some(m) => {
                    s.varint(17);
                    s.attr(*m);
                }
            }
            s.ty(*element);
        }
        TypeKind::UnrankedTensor { element } => {
            s.varint(18);
            s.ty(*element);
        }
        TypeKind::Vector {
            shape: dims,
            scalable,
            element,
        } => {
            if scalable.iter().any(|&b| b) {
                s.varint(20);
                list(s, scalable, |s, b| s.byte(u8::from(b)));
            } else {
                s.varint(19);
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::Opaque { .. } | TypeKind::Dialect(_) => return super::dialect::encode_type(ctx, t, s),
    }
    true
}
