//! Deterministic random generator of *valid* modules of registered dialects
//! (`func`, `arith`, `math`, `index`, `scf`, `cf`; with [`Families`], also
//! `tensor`, `memref` and `vector` ops on small shaped values, and the
//! region-branch ops `scf.while`, `scf.execute_region`, `scf.index_switch`), in custom
//! form, for the differential test against `mlir-opt-22`
//! (`differential_dialects.rs`).
//!
//! Every module is accepted by `mlir-opt-22` without flags: values are
//! typed, defined before use and visible where used; ops get operands of the
//! types their verifiers want (cast widths ordered, `select` conditions of the
//! right shape, `scf.for` bounds of `index`), and constants cover the values
//! folders care about (0, 1, -1, the extremes, NaN, -0.0, infinities).
//! A seed names the same module everywhere.

use super::random_mlir::Rng;
use std::fmt::Write as _;

mod regions;

/// A value type the generator uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `index`.
    Index,
    /// `f16`.
    F16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `vector<4xi32>`.
    VecI32,
    /// `vector<4xf32>`.
    VecF32,
    /// `vector<4xi1>`.
    VecI1,
    /// `vector<2x2xi32>` (vector family only).
    Vec2x2I32,
    /// `tensor<4xi32>` (extended modules only, as the types below).
    TensorI32,
    /// `tensor<4xf32>`.
    TensorF32,
    /// `tensor<?xi32>`.
    TensorDynI32,
    /// `tensor<2x2xi32>`.
    Tensor2x2I32,
    /// `memref<4xi32>`.
    MemI32,
    /// `memref<?xi32>`.
    MemDynI32,
}

const INT_TYPES: &[Ty] = &[Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::Index, Ty::VecI32];
const FLOAT_TYPES: &[Ty] = &[Ty::F16, Ty::F32, Ty::F64, Ty::VecF32];
const ALL_TYPES: &[Ty] = &[
    Ty::I1,
    Ty::I8,
    Ty::I16,
    Ty::I32,
    Ty::I64,
    Ty::Index,
    Ty::F16,
    Ty::F32,
    Ty::F64,
    Ty::VecI32,
    Ty::VecF32,
    Ty::VecI1,
];

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F16 => "f16",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::VecI32 => "vector<4xi32>",
            Ty::VecF32 => "vector<4xf32>",
            Ty::VecI1 => "vector<4xi1>",
            Ty::Vec2x2I32 => "vector<2x2xi32>",
            Ty::TensorI32 => "tensor<4xi32>",
            Ty::TensorF32 => "tensor<4xf32>",
            Ty::TensorDynI32 => "tensor<?xi32>",
            Ty::Tensor2x2I32 => "tensor<2x2xi32>",
            Ty::MemI32 => "memref<4xi32>",
            Ty::MemDynI32 => "memref<?xi32>",
        }
    }

    fn is_int(self) -> bool {
        matches!(
            self,
            Ty::I1 | Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64 | Ty::Index | Ty::VecI32 | Ty::VecI1
        )
    }

    fn is_vector(self) -> bool {
        matches!(self, Ty::VecI32 | Ty::VecF32 | Ty::VecI1)
    }

    /// Bit width of a scalar integer or float, or of the elements of a
    /// shaped type (index: 64).
    fn width(self) -> u32 {
        match self {
            Ty::I1 | Ty::VecI1 => 1,
            Ty::I8 => 8,
            Ty::I16 | Ty::F16 => 16,
            Ty::I64 | Ty::F64 | Ty::Index => 64,
            _ => 32,
        }
    }

    /// The `i1`-like type of a comparison of two values of this type.
    fn bool_like(self) -> Ty {
        if self.is_vector() {
            Ty::VecI1
        } else {
            Ty::I1
        }
    }
}

/// One function's values in scope: names and types, innermost region last.
struct Scope {
    frames: Vec<Vec<(String, Ty)>>,
}

impl Scope {
    fn of(&self, ty: Ty) -> Vec<&str> {
        self.frames
            .iter()
            .flatten()
            .filter(|(_, t)| *t == ty)
            .map(|(n, _)| n.as_str())
            .collect()
    }

    fn define(&mut self, name: String, ty: Ty) {
        if let Some(frame) = self.frames.last_mut() {
            frame.push((name, ty));
        }
    }
}

/// Generator state for one module.
struct Gen {
    rng: Rng,
    /// Which op families beyond the first generator's are generated.
    families: Families,
    next_value: usize,
    out: String,
    /// Functions already generated: name, argument types, result types.
    functions: Vec<(String, Vec<Ty>, Vec<Ty>)>,
}

/// The op families a module may use beyond the first generator's (func,
/// arith, math, index, scf, cf). With none, a seed gives the module the
/// first version of this generator gave.
#[derive(Copy, Clone, Debug, Default)]
pub struct Families {
    /// `tensor` and `memref` ops on small shaped values.
    pub shaped: bool,
    /// `vector` ops beyond arith's elementwise ones.
    pub vector: bool,
    /// `scf.while`, `scf.execute_region` and `scf.index_switch`
    /// (`random_dialects/regions.rs`); drawn first in [`Gen::op`], so
    /// without it a seed gives the module it gave before the family.
    pub regions: bool,
}

/// Generates a module of `functions` functions with about `ops` ops each.
pub fn generate_module(seed: u64, functions: usize, ops: usize, families: Families) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        families,
        next_value: 0,
        out: String::new(),
        functions: Vec::new(),
    };
    for i in 0..functions.max(1) {
        g.function(i, ops);
    }
    g.out
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    fn pick_type(&mut self, from: &[Ty]) -> Ty {
        *self.rng.pick(from)
    }

    fn function(&mut self, index: usize, ops: usize) {
        let n_args = self.rng.between(1, 4);
        let args: Vec<Ty> = (0..n_args).map(|_| self.pick_type(ALL_TYPES)).collect();
        let mut scope = Scope {
            frames: vec![Vec::new()],
        };
        let mut sig = String::new();
        for (i, t) in args.iter().enumerate() {
            if i > 0 {
                sig.push_str(", ");
            }
            let name = format!("%a{i}");
            let _ = write!(sig, "{name}: {}", t.text());
            scope.define(name, *t);
        }
        let mut body = String::new();
        self.block(&mut scope, ops, 1, &mut body);
        if self.rng.chance(25) {
            self.diamond(&mut scope, ops, &mut body);
        }
        // Return a few values, so that not everything is dead.
        let n_results = self.rng.between(0, 3);
        let mut results = Vec::new();
        for _ in 0..n_results {
            let all: Vec<(String, Ty)> = scope.frames.iter().flatten().cloned().collect();
            let (name, ty) = self.rng.pick(&all).clone();
            results.push((name, ty));
        }
        let name = format!("f{index}");
        let result_types: Vec<Ty> = results.iter().map(|r| r.1).collect();
        let ret_types = results.iter().map(|r| r.1.text()).collect::<Vec<_>>().join(", ");
        let ret_sig = match results.len() {
            0 => String::new(),
            1 => format!(" -> {ret_types}"),
            _ => format!(" -> ({ret_types})"),
        };
        let _ = writeln!(self.out, "func.func @{name}({sig}){ret_sig} {{");
        self.out.push_str(&body);
        if results.is_empty() {
            self.out.push_str("  return\n");
        } else {
            let names = results.iter().map(|r| r.0.as_str()).collect::<Vec<_>>().join(", ");
            let _ = writeln!(self.out, "  return {names} : {ret_types}");
        }
        self.out.push_str("}\n");
        self.functions.push((name, args, result_types));
    }

    /// Ends the entry block with a `cf.cond_br` into two blocks that join
    /// in a third with block arguments (the function's return block, with
    /// the join's values and the entry block's in scope).
    fn diamond(&mut self, scope: &mut Scope, ops: usize, body: &mut String) {
        let cond = self.operand(scope, Ty::I1, 1, body);
        let n = self.rng.below(3);
        let types: Vec<Ty> = (0..n).map(|_| self.pick_type(ALL_TYPES)).collect();
        let tys = types.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
        // Both sides may forward entry values straight to the join.
        let direct = self.rng.chance(30);
        if direct && !types.is_empty() {
            let vals: Vec<String> = types.iter().map(|t| self.operand(scope, *t, 1, body)).collect();
            let _ = writeln!(body, "  cf.cond_br {cond}, ^bb1, ^bb3({} : {tys})", vals.join(", "));
        } else {
            let _ = writeln!(body, "  cf.cond_br {cond}, ^bb1, ^bb2");
        }
        for label in [1, 2] {
            if label == 2 && direct && !types.is_empty() {
                continue;
            }
            let _ = writeln!(body, "^bb{label}:");
            scope.frames.push(Vec::new());
            let inner = self.rng.between(0, ops.min(4));
            self.block(scope, inner, 1, body);
            let vals: Vec<String> = types.iter().map(|t| self.operand(scope, *t, 1, body)).collect();
            scope.frames.pop();
            if types.is_empty() {
                let _ = writeln!(body, "  cf.br ^bb3");
            } else {
                let _ = writeln!(body, "  cf.br ^bb3({} : {tys})", vals.join(", "));
            }
        }
        let args: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        if args.is_empty() {
            let _ = writeln!(body, "^bb3:");
        } else {
            let params: Vec<String> = args
                .iter()
                .zip(&types)
                .map(|(a, t)| format!("{a}: {}", t.text()))
                .collect();
            let _ = writeln!(body, "^bb3({}):", params.join(", "));
        }
        define_results(scope, &args, &types);
        let tail = self.rng.between(0, 3);
        self.block(scope, tail, 1, body);
    }

    /// A value of type `ty` in scope, or a new constant of it (a new
    /// buffer or a cast for the types without constants).
    fn operand(&mut self, scope: &mut Scope, ty: Ty, indent: usize, out: &mut String) -> String {
        let have = scope.of(ty);
        if !have.is_empty() && self.rng.chance(80) {
            return self.rng.pick(&have).to_string();
        }
        match ty {
            Ty::TensorDynI32 => {
                let t = self.operand(scope, Ty::TensorI32, indent, out);
                self.define_line(
                    scope,
                    ty,
                    indent,
                    out,
                    format!("tensor.cast {t} : tensor<4xi32> to tensor<?xi32>"),
                )
            }
            Ty::MemI32 => {
                let op = *self.rng.pick(&["alloca", "alloc"]);
                self.define_line(scope, ty, indent, out, format!("memref.{op}() : memref<4xi32>"))
            }
            Ty::MemDynI32 => {
                let m = self.operand(scope, Ty::MemI32, indent, out);
                self.define_line(
                    scope,
                    ty,
                    indent,
                    out,
                    format!("memref.cast {m} : memref<4xi32> to memref<?xi32>"),
                )
            }
            _ => self.constant(scope, ty, indent, out),
        }
    }

    /// `%new = RHS`, a value of type `ty` from then on.
    fn define_line(&mut self, scope: &mut Scope, ty: Ty, indent: usize, out: &mut String, rhs: String) -> String {
        let name = self.fresh();
        emit(out, indent, format_args!("{name} = {rhs}"));
        scope.define(name.clone(), ty);
        name
    }

    /// An `index` operand: one in scope, or a constant that is mostly a
    /// valid position in a 4-element dimension.
    fn position(&mut self, scope: &mut Scope, indent: usize, out: &mut String) -> String {
        let have = scope.of(Ty::Index);
        if !have.is_empty() && self.rng.chance(30) {
            return self.rng.pick(&have).to_string();
        }
        let k = *self.rng.pick(&[0, 1, 2, 3, 3, 0, 1, 5]);
        self.define_line(scope, Ty::Index, indent, out, format!("arith.constant {k} : index"))
    }

    /// `tensor` ops on 4-element tensors and the values they hold.
    fn tensor_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let (elem, tensor) = if self.rng.chance(70) {
            (Ty::I32, Ty::TensorI32)
        } else {
            (Ty::F32, Ty::TensorF32)
        };
        let t = tensor.text();
        match self.rng.below(12) {
            0 => {
                let v: Vec<String> = (0..4).map(|_| self.operand(scope, elem, indent, out)).collect();
                self.define_line(
                    scope,
                    tensor,
                    indent,
                    out,
                    format!("tensor.from_elements {} : {t}", v.join(", ")),
                );
            }
            1 => {
                let v = self.operand(scope, elem, indent, out);
                self.define_line(scope, tensor, indent, out, format!("tensor.splat {v} : {t}"));
            }
            2 | 3 => {
                let src = self.operand(scope, tensor, indent, out);
                let i = self.position(scope, indent, out);
                self.define_line(scope, elem, indent, out, format!("tensor.extract {src}[{i}] : {t}"));
            }
            4 => {
                let v = self.operand(scope, elem, indent, out);
                let dst = self.operand(scope, tensor, indent, out);
                let i = self.position(scope, indent, out);
                self.define_line(
                    scope,
                    tensor,
                    indent,
                    out,
                    format!("tensor.insert {v} into {dst}[{i}] : {t}"),
                );
            }
            5 => self.dim_or_static_cast(scope, indent, out, "tensor", Ty::TensorDynI32, Ty::TensorI32),
            6 => {
                if self.rng.chance(50) {
                    self.define_line(scope, tensor, indent, out, format!("tensor.empty() : {t}"));
                } else {
                    let n = self.operand(scope, Ty::Index, indent, out);
                    let text = format!("tensor.empty({n}) : tensor<?xi32>");
                    self.define_line(scope, Ty::TensorDynI32, indent, out, text);
                }
            }
            7 | 8 => {
                let name = if elem == Ty::I32 {
                    *self
                        .rng
                        .pick(&["addi", "subi", "muli", "andi", "maxsi", "minui", "xori"])
                } else {
                    *self.rng.pick(&["addf", "subf", "mulf", "maximumf"])
                };
                let a = self.operand(scope, tensor, indent, out);
                let b = self.operand(scope, tensor, indent, out);
                self.define_line(scope, tensor, indent, out, format!("arith.{name} {a}, {b} : {t}"));
            }
            9 => {
                let src = self.operand(scope, Ty::TensorI32, indent, out);
                let text = format!(
                    "tensor.expand_shape {src} [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>"
                );
                self.define_line(scope, Ty::Tensor2x2I32, indent, out, text);
            }
            10 => {
                let src = self.operand(scope, Ty::Tensor2x2I32, indent, out);
                let text = format!("tensor.collapse_shape {src} [[0, 1]] : tensor<2x2xi32> into tensor<4xi32>");
                self.define_line(scope, Ty::TensorI32, indent, out, text);
            }
            _ => {
                let src = self.operand(scope, tensor, indent, out);
                let dst = self.operand(scope, tensor, indent, out);
                let text = if self.rng.chance(50) {
                    format!("tensor.extract_slice {src}[0] [4] [1] : {t} to {t}")
                } else {
                    format!("tensor.insert_slice {src} into {dst}[0] [4] [1] : {t} into {t}")
                };
                self.define_line(scope, tensor, indent, out, text);
            }
        }
    }

    /// `vector` ops on `vector<4xi32>` and `vector<4xf32>`, and on
    /// `vector<2x2xi32>` (shape casts, transposes, broadcasts, elements).
    fn vector_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let (elem, vector) = if self.rng.chance(65) {
            (Ty::I32, Ty::VecI32)
        } else {
            (Ty::F32, Ty::VecF32)
        };
        let (e, v) = (elem.text(), vector.text());
        match self.rng.below(13) {
            0 => {
                let s = self.operand(scope, elem, indent, out);
                self.define_line(scope, vector, indent, out, format!("vector.broadcast {s} : {e} to {v}"));
            }
            1 | 2 => {
                let src = self.operand(scope, vector, indent, out);
                let k = self.rng.below(4);
                self.define_line(
                    scope,
                    elem,
                    indent,
                    out,
                    format!("vector.extract {src}[{k}] : {e} from {v}"),
                );
            }
            3 => {
                let s = self.operand(scope, elem, indent, out);
                let dst = self.operand(scope, vector, indent, out);
                let k = self.rng.below(4);
                self.define_line(
                    scope,
                    vector,
                    indent,
                    out,
                    format!("vector.insert {s}, {dst} [{k}] : {e} into {v}"),
                );
            }
            4 => {
                let kind = if elem == Ty::I32 {
                    *self.rng.pick(&["add", "mul", "minsi", "maxui", "and", "or", "xor"])
                } else {
                    *self.rng.pick(&["add", "mul", "minimumf", "maxnumf"])
                };
                let src = self.operand(scope, vector, indent, out);
                self.define_line(
                    scope,
                    elem,
                    indent,
                    out,
                    format!("vector.reduction <{kind}>, {src} : {v} into {e}"),
                );
            }
            5 => {
                let a = self.operand(scope, vector, indent, out);
                let b = self.operand(scope, vector, indent, out);
                let mask: Vec<String> = (0..4).map(|_| self.rng.below(8).to_string()).collect();
                let text = format!("vector.shuffle {a}, {b} [{}] : {v}, {v}", mask.join(", "));
                self.define_line(scope, vector, indent, out, text);
            }
            6 => {
                let vals: Vec<String> = (0..4).map(|_| self.operand(scope, elem, indent, out)).collect();
                self.define_line(
                    scope,
                    vector,
                    indent,
                    out,
                    format!("vector.from_elements {} : {v}", vals.join(", ")),
                );
            }
            7 => {
                let (from, to) = if elem == Ty::I32 {
                    (Ty::VecI32, Ty::VecF32)
                } else {
                    (Ty::VecF32, Ty::VecI32)
                };
                let src = self.operand(scope, from, indent, out);
                let text = format!("vector.bitcast {src} : {} to {}", from.text(), to.text());
                self.define_line(scope, to, indent, out, text);
            }
            9 => self.vector_2x2_op(scope, indent, out),
            10 => {
                let (from, to) = if self.rng.chance(50) {
                    (Ty::VecI32, Ty::Vec2x2I32)
                } else {
                    (Ty::Vec2x2I32, Ty::VecI32)
                };
                let src = self.operand(scope, from, indent, out);
                let text = format!("vector.shape_cast {src} : {} to {}", from.text(), to.text());
                self.define_line(scope, to, indent, out, text);
            }
            11 => {
                let src = self.operand(scope, Ty::Vec2x2I32, indent, out);
                let perm = *self.rng.pick(&["[1, 0]", "[1, 0]", "[0, 1]"]);
                let text = format!("vector.transpose {src}, {perm} : vector<2x2xi32> to vector<2x2xi32>");
                self.define_line(scope, Ty::Vec2x2I32, indent, out, text);
            }
            12 => {
                let s = self.operand(scope, Ty::I32, indent, out);
                let text = format!("vector.broadcast {s} : i32 to vector<2x2xi32>");
                self.define_line(scope, Ty::Vec2x2I32, indent, out, text);
            }
            _ => {
                let a = self.operand(scope, Ty::VecF32, indent, out);
                let b = self.operand(scope, Ty::VecF32, indent, out);
                let c = self.operand(scope, Ty::VecF32, indent, out);
                self.define_line(
                    scope,
                    Ty::VecF32,
                    indent,
                    out,
                    format!("vector.fma {a}, {b}, {c} : vector<4xf32>"),
                );
            }
        }
    }

    /// `vector.extract`, `vector.insert` and `vector.from_elements` on
    /// `vector<2x2xi32>`: scalars at `[i, j]` or rows (`vector<4xi32>` is
    /// not a row, so rows go through a shape cast's chain instead).
    fn vector_2x2_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let (i, j) = (self.rng.below(2), self.rng.below(2));
        match self.rng.below(3) {
            0 => {
                let src = self.operand(scope, Ty::Vec2x2I32, indent, out);
                let text = format!("vector.extract {src}[{i}, {j}] : i32 from vector<2x2xi32>");
                self.define_line(scope, Ty::I32, indent, out, text);
            }
            1 => {
                let s = self.operand(scope, Ty::I32, indent, out);
                let dst = self.operand(scope, Ty::Vec2x2I32, indent, out);
                let text = format!("vector.insert {s}, {dst} [{i}, {j}] : i32 into vector<2x2xi32>");
                self.define_line(scope, Ty::Vec2x2I32, indent, out, text);
            }
            _ => {
                let vals: Vec<String> = (0..4).map(|_| self.operand(scope, Ty::I32, indent, out)).collect();
                let text = format!("vector.from_elements {} : vector<2x2xi32>", vals.join(", "));
                self.define_line(scope, Ty::Vec2x2I32, indent, out, text);
            }
        }
    }

    /// `DIALECT.dim` of a value of the 1-d `dynamic` type, or its
    /// `DIALECT.cast` to the 4-element type `fixed`, half and half.
    fn dim_or_static_cast(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        out: &mut String,
        dialect: &str,
        dynamic: Ty,
        fixed: Ty,
    ) {
        let d = self.operand(scope, dynamic, indent, out);
        let (dynamic, fixed_text) = (dynamic.text(), fixed.text());
        if self.rng.chance(50) {
            let c0 = self.define_line(scope, Ty::Index, indent, out, "arith.constant 0 : index".into());
            let text = format!("{dialect}.dim {d}, {c0} : {dynamic}");
            self.define_line(scope, Ty::Index, indent, out, text);
        } else {
            let text = format!("{dialect}.cast {d} : {dynamic} to {fixed_text}");
            self.define_line(scope, fixed, indent, out, text);
        }
    }

    /// `memref` ops on 4-element buffers of `i32`.
    fn memref_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        match self.rng.below(6) {
            0 | 1 => {
                let v = self.operand(scope, Ty::I32, indent, out);
                let m = self.operand(scope, Ty::MemI32, indent, out);
                let i = self.position(scope, indent, out);
                emit(out, indent, format_args!("memref.store {v}, {m}[{i}] : memref<4xi32>"));
            }
            2 | 3 => {
                let m = self.operand(scope, Ty::MemI32, indent, out);
                let i = self.position(scope, indent, out);
                self.define_line(
                    scope,
                    Ty::I32,
                    indent,
                    out,
                    format!("memref.load {m}[{i}] : memref<4xi32>"),
                );
            }
            4 => self.dim_or_static_cast(scope, indent, out, "memref", Ty::MemDynI32, Ty::MemI32),
            _ => {
                let a = self.operand(scope, Ty::MemI32, indent, out);
                let b = self.operand(scope, Ty::MemI32, indent, out);
                emit(
                    out,
                    indent,
                    format_args!("memref.copy {a}, {b} : memref<4xi32> to memref<4xi32>"),
                );
            }
        }
    }

    fn constant(&mut self, scope: &mut Scope, ty: Ty, indent: usize, out: &mut String) -> String {
        let value = match ty {
            Ty::I1 => self.rng.pick(&["true", "false"]).to_string(),
            Ty::VecI1 => format!(
                "dense<{}> : vector<4xi1>",
                self.rng.pick(&["true", "false", "[true, false, true, true]"])
            ),
            Ty::VecI32 => {
                let v = self.int_value(Ty::I32);
                if self.rng.chance(50) {
                    format!("dense<{v}> : vector<4xi32>")
                } else {
                    let w: Vec<String> = (0..4).map(|_| self.int_value(Ty::I32)).collect();
                    format!("dense<[{}]> : vector<4xi32>", w.join(", "))
                }
            }
            Ty::VecF32 => format!("dense<{}> : vector<4xf32>", self.float_value(Ty::F32)),
            Ty::TensorI32 | Ty::Tensor2x2I32 | Ty::Vec2x2I32 => {
                let w: Vec<String> = (0..4).map(|_| self.int_value(Ty::I32)).collect();
                match (ty, self.rng.chance(40)) {
                    (_, true) => format!("dense<{}> : {}", w[0], ty.text()),
                    (Ty::TensorI32, false) => format!("dense<[{}]> : tensor<4xi32>", w.join(", ")),
                    _ => format!("dense<[[{}, {}], [{}, {}]]> : {}", w[0], w[1], w[2], w[3], ty.text()),
                }
            }
            Ty::TensorF32 => format!("dense<{}> : tensor<4xf32>", self.float_value(Ty::F32)),
            t if t.is_int() => format!("{} : {}", self.int_value(t), t.text()),
            t => format!("{} : {}", self.float_value(t), t.text()),
        };
        let name = self.fresh();
        emit(out, indent, format_args!("{name} = arith.constant {value}"));
        scope.define(name.clone(), ty);
        name
    }

    fn int_value(&mut self, ty: Ty) -> String {
        let w = ty.width();
        let max = if w >= 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 };
        let min = if w >= 64 { i64::MIN } else { -(1i64 << (w - 1)) };
        let v = match self.rng.below(8) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => max,
            4 => min,
            5 => 2,
            _ => (self.rng.next_u64() % 200) as i64 - 100,
        };
        v.clamp(min, max).to_string()
    }

    fn float_value(&mut self, ty: Ty) -> String {
        let nan = match ty {
            Ty::F16 => "0x7E00",
            Ty::F64 => "0x7FF8000000000000",
            _ => "0x7FC00000",
        };
        let inf = match ty {
            Ty::F16 => "0x7C00",
            Ty::F64 => "0x7FF0000000000000",
            _ => "0x7F800000",
        };
        match self.rng.below(10) {
            0 => "0.000000e+00".into(),
            1 => "-0.000000e+00".into(),
            2 => "1.000000e+00".into(),
            3 => "-1.000000e+00".into(),
            4 => nan.into(),
            5 => inf.into(),
            6 => "2.500000e-01".into(),
            _ => format!(
                "{}.{}e+0{}",
                self.rng.below(9) + 1,
                self.rng.below(100),
                self.rng.below(3)
            ),
        }
    }

    fn block(&mut self, scope: &mut Scope, ops: usize, indent: usize, out: &mut String) {
        for _ in 0..ops {
            self.op(scope, indent, out);
        }
    }

    fn op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let pad = indent * 2;
        let Families {
            shaped,
            vector,
            regions,
        } = self.families;
        if regions && indent < 3 && self.rng.chance(6) {
            return self.region_op(scope, indent, out);
        }
        if (shaped || vector) && self.rng.chance(35) {
            let family = match (shaped, vector) {
                (true, true) => self.rng.below(3),
                (true, false) => self.rng.below(2),
                _ => 2,
            };
            return match family {
                0 => self.tensor_op(scope, indent, out),
                1 => self.memref_op(scope, indent, out),
                _ => self.vector_op(scope, indent, out),
            };
        }
        match self.rng.below(100) {
            0..=29 => self.int_binary(scope, indent, out),
            30..=44 => self.float_binary(scope, indent, out),
            45..=52 => self.compare(scope, indent, out),
            53..=57 => {
                let ty = self.pick_type(ALL_TYPES);
                let cond_ty = if ty.is_vector() && self.rng.chance(50) {
                    ty.bool_like()
                } else {
                    Ty::I1
                };
                let c = self.operand(scope, cond_ty, indent, out);
                let a = self.operand(scope, ty, indent, out);
                let b = self.operand(scope, ty, indent, out);
                let r = self.fresh();
                let cond_text = if cond_ty == Ty::I1 {
                    String::new()
                } else {
                    format!("{}, ", cond_ty.text())
                };
                let _ = writeln!(
                    out,
                    "{:pad$}{r} = arith.select {c}, {a}, {b} : {cond_text}{}",
                    "",
                    ty.text()
                );
                scope.define(r, ty);
            }
            58..=69 => self.cast(scope, indent, out),
            70..=77 => self.math(scope, indent, out),
            78..=82 => {
                let ty = self.pick_type(ALL_TYPES);
                self.constant(scope, ty, indent, out);
            }
            83..=88 if indent < 3 => self.scf_if(scope, indent, out),
            89..=93 if indent < 3 => self.scf_for(scope, indent, out),
            94..=96 => self.call(scope, indent, out),
            _ => self.index_op(scope, indent, out),
        }
    }

    fn int_binary(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        const OPS: &[(&str, bool)] = &[
            ("addi", true),
            ("subi", true),
            ("muli", true),
            ("divsi", false),
            ("divui", false),
            ("remsi", false),
            ("remui", false),
            ("ceildivsi", false),
            ("ceildivui", false),
            ("floordivsi", false),
            ("andi", false),
            ("ori", false),
            ("xori", false),
            ("shli", true),
            ("shrsi", false),
            ("shrui", false),
            ("maxsi", false),
            ("minsi", false),
            ("maxui", false),
            ("minui", false),
        ];
        let (name, with_flags) = *self.rng.pick(OPS);
        let ty = self.pick_type(INT_TYPES);
        let flags: &[&str] = &["", "", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"];
        self.binary(scope, indent, out, name, ty, with_flags.then_some(flags));
    }

    fn float_binary(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        const OPS: &[&str] = &[
            "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
        ];
        let name = *self.rng.pick(OPS);
        let ty = self.pick_type(FLOAT_TYPES);
        let fastmath: &[&str] = &[
            "",
            "",
            "",
            " fastmath<fast>",
            " fastmath<nnan,ninf>",
            " fastmath<contract>",
        ];
        self.binary(scope, indent, out, name, ty, Some(fastmath));
    }

    /// `%r = arith.NAME %a, %b[SUFFIX] : TY`, the suffix (flags) drawn from
    /// `suffixes` after the operands.
    fn binary(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        out: &mut String,
        name: &str,
        ty: Ty,
        suffixes: Option<&[&str]>,
    ) {
        let a = self.operand(scope, ty, indent, out);
        let b = self.operand(scope, ty, indent, out);
        let suffix = suffixes.map_or("", |s| *self.rng.pick(s));
        let r = self.fresh();
        emit(
            out,
            indent,
            format_args!("{r} = arith.{name} {a}, {b}{suffix} : {}", ty.text()),
        );
        scope.define(r, ty);
    }

    fn compare(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let r = self.fresh();
        if self.rng.chance(60) {
            let ty = self.pick_type(INT_TYPES);
            let a = self.operand(scope, ty, indent, out);
            let b = self.operand(scope, ty, indent, out);
            let p = *self
                .rng
                .pick(&["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]);
            emit(
                out,
                indent,
                format_args!("{r} = arith.cmpi {p}, {a}, {b} : {}", ty.text()),
            );
            scope.define(r, ty.bool_like());
        } else {
            let ty = self.pick_type(FLOAT_TYPES);
            let a = self.operand(scope, ty, indent, out);
            let b = self.operand(scope, ty, indent, out);
            let p = *self.rng.pick(&[
                "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
                "uno", "true",
            ]);
            emit(
                out,
                indent,
                format_args!("{r} = arith.cmpf {p}, {a}, {b} : {}", ty.text()),
            );
            scope.define(r, ty.bool_like());
        }
    }

    fn cast(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        const INTS: &[Ty] = &[Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64];
        const FLOATS: &[Ty] = &[Ty::F16, Ty::F32, Ty::F64];
        let (name, from, to) = match self.rng.below(12) {
            0..=2 => {
                let (a, b) = (self.pick_type(INTS), self.pick_type(INTS));
                if a.width() == b.width() {
                    return self.int_binary(scope, indent, out);
                }
                let (small, big) = if a.width() < b.width() { (a, b) } else { (b, a) };
                match self.rng.below(3) {
                    0 => ("extsi", small, big),
                    1 => ("extui", small, big),
                    _ => ("trunci", big, small),
                }
            }
            3 => ("sitofp", self.pick_type(INTS), self.pick_type(FLOATS)),
            4 => ("uitofp", self.pick_type(INTS), self.pick_type(FLOATS)),
            5 => ("fptosi", self.pick_type(FLOATS), self.pick_type(INTS)),
            6 => ("fptoui", self.pick_type(FLOATS), self.pick_type(INTS)),
            7 | 8 => {
                let (a, b) = (self.pick_type(FLOATS), self.pick_type(FLOATS));
                if a == b {
                    return self.float_binary(scope, indent, out);
                }
                if a.width() < b.width() {
                    ("extf", a, b)
                } else {
                    ("truncf", a, b)
                }
            }
            9 => {
                let t = self.pick_type(&[Ty::I8, Ty::I32, Ty::I64]);
                if self.rng.chance(50) {
                    ("index_cast", t, Ty::Index)
                } else {
                    ("index_castui", Ty::Index, t)
                }
            }
            _ => match self.rng.below(4) {
                0 => ("bitcast", Ty::I32, Ty::F32),
                1 => ("bitcast", Ty::F64, Ty::I64),
                2 => ("bitcast", Ty::F16, Ty::I16),
                _ => ("bitcast", Ty::VecI32, Ty::VecF32),
            },
        };
        let a = self.operand(scope, from, indent, out);
        let r = self.fresh();
        emit(
            out,
            indent,
            format_args!("{r} = arith.{name} {a} : {} to {}", from.text(), to.text()),
        );
        scope.define(r, to);
    }

    fn math(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let r = self.fresh();
        if self.rng.chance(30) {
            let name = *self.rng.pick(&["absi", "ctlz", "cttz", "ctpop"]);
            let ty = self.pick_type(&[Ty::I8, Ty::I32, Ty::I64, Ty::VecI32]);
            let a = self.operand(scope, ty, indent, out);
            emit(out, indent, format_args!("{r} = math.{name} {a} : {}", ty.text()));
            scope.define(r, ty);
            return;
        }
        let ty = self.pick_type(FLOAT_TYPES);
        let a = self.operand(scope, ty, indent, out);
        let unary = [
            "absf", "sqrt", "rsqrt", "exp", "exp2", "log", "log2", "sin", "cos", "tanh", "floor", "ceil", "round",
            "trunc", "erf",
        ];
        if self.rng.chance(80) {
            let name = *self.rng.pick(&unary);
            emit(out, indent, format_args!("{r} = math.{name} {a} : {}", ty.text()));
        } else {
            let b = self.operand(scope, ty, indent, out);
            let name = *self.rng.pick(&["powf", "atan2", "copysign"]);
            emit(out, indent, format_args!("{r} = math.{name} {a}, {b} : {}", ty.text()));
        }
        scope.define(r, ty);
    }

    fn index_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let pad = indent * 2;
        let r = self.fresh();
        match self.rng.below(5) {
            0 => {
                let v = self.int_value(Ty::Index);
                let _ = writeln!(out, "{:pad$}{r} = index.constant {v}", "");
                scope.define(r, Ty::Index);
            }
            1 => {
                let a = self.operand(scope, Ty::Index, indent, out);
                let b = self.operand(scope, Ty::Index, indent, out);
                let p = *self
                    .rng
                    .pick(&["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]);
                let _ = writeln!(out, "{:pad$}{r} = index.cmp {p}({a}, {b})", "");
                scope.define(r, Ty::I1);
            }
            2 => {
                let t = self.pick_type(&[Ty::I8, Ty::I32, Ty::I64]);
                let name = *self.rng.pick(&["casts", "castu"]);
                if self.rng.chance(50) {
                    let a = self.operand(scope, Ty::Index, indent, out);
                    let _ = writeln!(out, "{:pad$}{r} = index.{name} {a} : index to {}", "", t.text());
                    scope.define(r, t);
                } else {
                    let a = self.operand(scope, t, indent, out);
                    let _ = writeln!(out, "{:pad$}{r} = index.{name} {a} : {} to index", "", t.text());
                    scope.define(r, Ty::Index);
                }
            }
            _ => {
                let name = *self.rng.pick(&[
                    "add",
                    "sub",
                    "mul",
                    "divs",
                    "divu",
                    "ceildivs",
                    "ceildivu",
                    "floordivs",
                    "rems",
                    "remu",
                    "maxs",
                    "maxu",
                    "mins",
                    "minu",
                    "shl",
                    "shrs",
                    "shru",
                    "and",
                    "or",
                    "xor",
                ]);
                let a = self.operand(scope, Ty::Index, indent, out);
                let b = self.operand(scope, Ty::Index, indent, out);
                let _ = writeln!(out, "{:pad$}{r} = index.{name} {a}, {b}", "");
                scope.define(r, Ty::Index);
            }
        }
    }

    fn yield_values(&mut self, scope: &mut Scope, types: &[Ty], indent: usize, out: &mut String) {
        let vals: Vec<String> = types.iter().map(|t| self.operand(scope, *t, indent, out)).collect();
        let pad = indent * 2;
        if types.is_empty() {
            let _ = writeln!(out, "{:pad$}scf.yield", "");
        } else {
            let tys = types.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
            let _ = writeln!(out, "{:pad$}scf.yield {} : {tys}", "", vals.join(", "));
        }
    }

    fn scf_if(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let pad = indent * 2;
        let cond = self.operand(scope, Ty::I1, indent, out);
        let n = self.rng.below(3);
        let types: Vec<Ty> = (0..n).map(|_| self.pick_type(ALL_TYPES)).collect();
        let results: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let inner = self.rng.between(0, 4);
        let mut text = String::new();
        let head = if results.is_empty() {
            format!("scf.if {cond}")
        } else {
            let tys = types.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
            format!("{} = scf.if {cond} -> ({tys})", tuple_name(&results))
        };
        let _ = writeln!(text, "{:pad$}{head} {{", "");
        scope.frames.push(Vec::new());
        self.block(scope, inner, indent + 1, &mut text);
        self.yield_values(scope, &types, indent + 1, &mut text);
        scope.frames.pop();
        if !types.is_empty() || self.rng.chance(50) {
            let _ = writeln!(text, "{:pad$}}} else {{", "");
            scope.frames.push(Vec::new());
            self.block(scope, inner, indent + 1, &mut text);
            self.yield_values(scope, &types, indent + 1, &mut text);
            scope.frames.pop();
        }
        let _ = writeln!(text, "{:pad$}}}", "");
        out.push_str(&text);
        define_results(scope, &results, &types);
    }

    fn scf_for(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let pad = indent * 2;
        let lb = self.operand(scope, Ty::Index, indent, out);
        let ub = self.operand(scope, Ty::Index, indent, out);
        let step_value = self.rng.between(1, 3);
        let step = self.fresh();
        let _ = writeln!(out, "{:pad$}{step} = arith.constant {step_value} : index", "");
        let n = self.rng.below(3);
        let types: Vec<Ty> = (0..n).map(|_| self.pick_type(ALL_TYPES)).collect();
        let inits: Vec<String> = types.iter().map(|t| self.operand(scope, *t, indent, out)).collect();
        let results: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let iv = self.fresh();
        let iters: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let mut head = String::new();
        if !results.is_empty() {
            let _ = write!(head, "{} = ", tuple_name(&results));
        }
        let _ = write!(head, "scf.for {iv} = {lb} to {ub} step {step}");
        if !types.is_empty() {
            let pairs: Vec<String> = iters.iter().zip(&inits).map(|(i, v)| format!("{i} = {v}")).collect();
            let tys = types.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
            let _ = write!(head, " iter_args({}) -> ({tys})", pairs.join(", "));
        }
        let mut text = String::new();
        let _ = writeln!(text, "{:pad$}{head} {{", "");
        scope.frames.push(Vec::new());
        scope.define(iv, Ty::Index);
        for (i, t) in iters.iter().zip(&types) {
            scope.define(i.clone(), *t);
        }
        let inner = self.rng.between(0, 4);
        self.block(scope, inner, indent + 1, &mut text);
        self.yield_values(scope, &types, indent + 1, &mut text);
        scope.frames.pop();
        let _ = writeln!(text, "{:pad$}}}", "");
        out.push_str(&text);
        define_results(scope, &results, &types);
    }

    fn call(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        if self.functions.is_empty() {
            return self.int_binary(scope, indent, out);
        }
        let (name, args, results) = self.rng.pick(&self.functions).clone();
        let vals: Vec<String> = args.iter().map(|t| self.operand(scope, *t, indent, out)).collect();
        let names: Vec<String> = results.iter().map(|_| self.fresh()).collect();
        let arg_tys = args.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
        let res_tys = results.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
        let lhs = if names.is_empty() {
            String::new()
        } else {
            format!("{} = ", tuple_name(&names))
        };
        let res_sig = if results.len() == 1 {
            res_tys
        } else {
            format!("({res_tys})")
        };
        emit(
            out,
            indent,
            format_args!("{lhs}func.call @{name}({}) : ({arg_tys}) -> {res_sig}", vals.join(", ")),
        );
        define_results(scope, &names, &results);
    }
}

/// The left-hand side of an op with these results: each result has its own
/// name (`%a, %b = ...`).
fn tuple_name(results: &[String]) -> String {
    results.join(", ")
}

fn define_results(scope: &mut Scope, names: &[String], types: &[Ty]) {
    for (n, t) in names.iter().zip(types) {
        scope.define(n.clone(), *t);
    }
}

/// Writes one line at `indent` (two spaces a level).
fn emit(out: &mut String, indent: usize, line: std::fmt::Arguments<'_>) {
    let _ = writeln!(out, "{:w$}{line}", "", w = indent * 2);
}
