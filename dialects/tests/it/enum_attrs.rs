//! Upstream's dialect enum attributes (`EnumAttr`: `#arith.fastmath<...>`,
//! `#vector.kind<...>`, `#index<cmp_predicate ...>`, linalg's and tosa's),
//! declared as enums in the dialects' `.ods`: valid ones print and encode
//! as mlir-opt-22 does (`data/enum_attrs`, made by its `regen.sh`), an
//! invalid case read from bytecode is rejected (a fuzz finding), and the
//! typed accessors and setters work with the Rust enums. The text-form
//! diagnostics are in `data/dialect_errors/enum_attrs.mlir`.

use crate::support::mlir_opt_data::Data;
use dialects::arith::ops::{AddFOp, AddIOp, FastMathAttr, FastMathFlags, IntegerOverflowFlags};
use dialects::index::ops::{CmpOp, IndexCmpPredicate};
use ir::bytecode::{self, WriteOptions};
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::Context;
use std::path::{Path, PathBuf};

const DATA: Data = Data("enum_attrs");

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(DATA.0)
}

fn context() -> Context {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    ctx
}

/// The module printed as mlir-opt writes it (with its final newline).
fn custom(ctx: &Context, m: &ir::text::ParsedModule) -> String {
    format!("{}\n", print_operation(ctx, &m.arena, m.top, PrintOptions::default()))
}

#[test]
fn valid_enum_attributes_print_and_encode_as_mlir_opt() {
    let ctx = context();
    let m = DATA.parse(&ctx, "valid.mlir");
    let expected = String::from_utf8(DATA.read("valid.out.mlir")).expect("utf-8");
    assert_eq!(custom(&ctx, &m), expected);
    let bc = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    assert!(bc == DATA.read("valid.mlirbc"), "bytecode differs from mlir-opt-22's");
    let back = bytecode::read(&ctx, &DATA.read("valid.mlirbc")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(custom(&ctx, &back), expected);
}

#[test]
fn valid_outputs_are_mlir_opts_own() {
    // The stored outputs are mlir-opt-22's; checked live where it is installed.
    let Some(mlir_opt) = crate::support::find_on_path("mlir-opt-22") else {
        return;
    };
    let out = std::process::Command::new(mlir_opt)
        .arg(data_dir().join("valid.mlir"))
        .output()
        .expect("mlir-opt-22 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.stdout, DATA.read("valid.out.mlir"));
}

#[test]
fn invalid_case_in_bytecode_is_rejected() {
    // `#index<cmp_predicate sgE>`: mlir-opt-22 says "expected
    // ::mlir::index::IndexCmpPredicate to be one of: ...".
    let ctx = context();
    let err = match bytecode::read(&ctx, &DATA.read("cmp_predicate_sgE.mlirbc")) {
        Ok(_) => panic!("an invalid cmp_predicate was accepted"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains(
            "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"
        ),
        "{err}"
    );
    // The same file with the valid case reads.
    let valid = String::from_utf8(DATA.read("cmp_predicate.mlir")).expect("utf-8");
    let m = parse_source(&ctx, "cmp_predicate.mlir", valid.as_bytes()).expect("parses");
    assert!(bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).is_ok());
}

#[test]
fn typed_accessors_and_setters_use_the_enums() {
    let ctx = context();
    let mut m = parse_source(&ctx, "valid.mlir", &DATA.read("valid.mlir")).expect("parses");
    let ops = m.arena.walk_preorder(m.top);
    let addf = ops
        .iter()
        .find_map(|&op| AddFOp::cast(&ctx, &m.arena, op))
        .expect("an arith.addf");
    let all = FastMathFlags::REASSOC
        | FastMathFlags::NNAN
        | FastMathFlags::NINF
        | FastMathFlags::NSZ
        | FastMathFlags::ARCP
        | FastMathFlags::CONTRACT
        | FastMathFlags::AFN;
    assert_eq!(addf.fastmath(&ctx, &m.arena), Some(all));
    assert_eq!(all, FastMathFlags::FAST);
    let addi = ops
        .iter()
        .find_map(|&op| AddIOp::cast(&ctx, &m.arena, op))
        .expect("an arith.addi");
    assert_eq!(
        addi.overflow_flags(&ctx, &m.arena),
        Some(IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW)
    );
    let cmp = ops
        .iter()
        .find_map(|&op| CmpOp::cast(&ctx, &m.arena, op))
        .expect("an index.cmp");
    assert_eq!(cmp.pred(&ctx, &m.arena), Some(IndexCmpPredicate::Uge));

    // Setters build the attribute in upstream's spelling.
    addf.set_fastmath(&ctx, &mut m.arena, FastMathFlags::NINF | FastMathFlags::NNAN)
        .expect("sets");
    cmp.set_pred(&ctx, &mut m.arena, IndexCmpPredicate::Sle).expect("sets");
    let text = custom(&ctx, &m);
    assert!(
        text.contains("arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32"),
        "{text}"
    );
    assert!(text.contains("index.cmp sle(%arg2, %arg3)"), "{text}");

    // Bits no case names are dropped; no bit is `none`.
    let none = FastMathAttr::get(&ctx, FastMathFlags(0));
    assert_eq!(ir::text::printer::attr_to_string(&ctx, none), "#arith.fastmath<none>");
    let stray = FastMathAttr::get(&ctx, FastMathFlags(FastMathFlags::NNAN.0 | 1 << 20));
    assert_eq!(ir::text::printer::attr_to_string(&ctx, stray), "#arith.fastmath<nnan>");
    assert_eq!(FastMathAttr::read(&ctx, stray), Some(FastMathFlags::NNAN));
}
