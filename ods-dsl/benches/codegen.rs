//! Generating Rust for a 300-op dialect: parse, validate, generate and
//! format (`cargo bench -p ods-dsl --bench codegen`).

use criterion::{criterion_group, criterion_main, Criterion};

/// A synthetic dialect of `n` ops mixing every kind of operand, attribute,
/// region and trait.
fn dialect(n: usize) -> String {
    let mut s = String::from("dialect bench { summary \"Benchmark dialect\"; }\n");
    s.push_str("enum Mode : i32 { a = 0, b = 1, c = 2 }\n");
    for i in 0..n {
        let body = match i % 5 {
            0 => "[Pure, SameOperandsAndResultType] {\n  operands { lhs: FloatLike, rhs: FloatLike }\n  results { result: FloatLike }\n}".to_string(),
            1 => "[AttrSizedOperandSegments] {\n  operands { a: Variadic<I32>, b: Optional<Index>, c: TensorOf<[F32, F64]> }\n  attributes { count: ConfinedAttr<I64Attr, [IntMinValue<0>]>, mode: DefaultValuedAttr<Mode, \"0\">, name: OptionalAttr<StrAttr> }\n  results { r: AnyTensor }\n}".to_string(),
            2 => "[SingleBlockImplicitTerminator<\"bench.yield\">, RecursiveMemoryEffects] {\n  operands { x: Index }\n  regions { body: SizedRegion<1> }\n  results { r: Variadic<AnyType> }\n}".to_string(),
            3 => "[AllTypesMatch<[\"a\", \"r\"]>, Elementwise] {\n  operands { a: SignlessIntegerLike, b: BoolLike }\n  attributes { flag: UnitAttr, dims: DenseI64ArrayAttr }\n  results { r: SignlessIntegerLike }\n}".to_string(),
            _ => "[Terminator] {\n  operands { args: Variadic<AnyType> }\n  successors { dest: AnySuccessor }\n  properties { weight: I64Prop }\n}".to_string(),
        };
        s.push_str(&format!("op Op{i} \"bench.op{i}\" {body}\n"));
    }
    s
}

fn bench(c: &mut Criterion) {
    let text = dialect(300);
    c.bench_function("codegen_300_ops", |b| {
        b.iter(|| {
            let compiled = ods_dsl::check_source("bench.ods", &text).expect("valid");
            ods_dsl::codegen::generate(&compiled.module, &compiled.sources)
        })
    });
    c.bench_function("check_300_ops", |b| {
        b.iter(|| ods_dsl::check_source("bench.ods", &text).expect("valid"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
