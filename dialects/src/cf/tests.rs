//! cf, declared with `#[op]`, tested as the `.ods` dialects are: builders,
//! accessors, registration, and every invalid generic-form case of
//! `testdata/invalid.mlir` failing with the first error line mlir-opt-22
//! printed (`testdata/invalid.expected`, made by `testdata/regen.sh`).

use super::*;
use ir::diag::SourceFile;
use ir::{OpId, OpSpec, Type};

const CASES: &str = include_str!("testdata/invalid.mlir");
const EXPECTED: &str = include_str!("testdata/invalid.expected");

/// Byte ranges of the `// -----` separated chunks.
fn chunks(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut pos) = (0, 0);
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(start..pos);
            start = pos + line.len();
        }
        pos += line.len();
    }
    out.push(start..text.len());
    out
}

fn first_error(range: std::ops::Range<usize>) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    register(&ctx);
    let file = SourceFile {
        name: "invalid.mlir",
        text: CASES.as_bytes(),
    };
    let diag = match ir::text::parse_source_range(&ctx, "invalid.mlir", CASES.as_bytes(), range) {
        Ok(m) => match ir::verify::verify(&ctx, &m.arena, m.top) {
            Ok(()) => return "<verified>".into(),
            Err(d) => d,
        },
        Err(d) => d,
    };
    ir::diag::render(&ctx, &file, &diag)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn verifier_messages_match_mlir_opt() {
    let expected: Vec<&str> = EXPECTED.lines().collect();
    let ranges = chunks(CASES);
    assert_eq!(ranges.len(), expected.len(), "one expected line per case");
    let mut failures = Vec::new();
    for (r, want) in ranges.into_iter().zip(expected) {
        let got = first_error(r);
        if got != want {
            failures.push(format!("  want: {want}\n  got:  {got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A context with cf registered and a region of `n` blocks.
struct T {
    ctx: Context,
    arena: IrArena,
    blocks: Vec<BlockId>,
}

impl T {
    /// Blocks with `i32` arguments, `args[i]` of them for block `i`.
    fn new(args: &[usize]) -> T {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        // Every dialect: the constants the canonicalizations read are
        // `ConstantLike` ops folded by their dialect's hooks (arith's).
        crate::register_all(&ctx);
        let mut arena = IrArena::new();
        let region = arena.create_region();
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let blocks = args
            .iter()
            .map(|n| {
                let spec: Vec<(Type, ir::Attr)> = (0..*n).map(|_| (i32t, loc)).collect();
                let b = arena.create_block(&spec);
                arena.append_block(region, b);
                b
            })
            .collect();
        let holder = arena.create_op(OpSpec {
            regions: vec![region],
            ..OpSpec::new(ctx.op_name("x.region"), loc)
        });
        let _ = holder;
        T { ctx, arena, blocks }
    }

    fn b(&mut self, block: usize) -> OpBuilder<'_> {
        OpBuilder::new(&self.ctx, &mut self.arena).at_end(self.blocks[block])
    }

    fn src(&mut self, block: usize, types: &[Type]) -> Vec<Value> {
        let op = self.arena.create_op(OpSpec {
            result_types: types.to_vec(),
            ..OpSpec::new(self.ctx.op_name("x.src"), self.ctx.unknown_loc())
        });
        self.arena.append_op(self.blocks[block], op);
        (0..types.len()).map(|i| self.arena.result(op, i)).collect()
    }

    fn verify(&self, op: OpId) -> String {
        let info = self.ctx.op_info(self.arena.op_name(op));
        let hooks = info.hooks().expect("registered with hooks");
        match (hooks.verify.expect("verify hook"))(&self.ctx, &self.arena, op) {
            Ok(()) => "<ok>".into(),
            Err(d) => d.message,
        }
    }
}

#[test]
fn dialect_registration_and_metadata() {
    assert_eq!(ControlFlowDialect::NAMESPACE, "cf");
    assert_eq!(ControlFlowDialect::SUMMARY, "Low-level, non-region-based control flow");
    assert_eq!(ControlFlowDialect::DEPENDENT, &["arith"]);
    let names: Vec<&str> = ControlFlowDialect::schemas().iter().map(|s| s.name).collect();
    assert_eq!(names, ["cf.assert", "cf.br", "cf.cond_br", "cf.switch"]);
    let ctx = Context::new();
    register(&ctx);
    for n in names {
        assert!(ctx.op_info(ctx.op_name(n)).hooks().is_some(), "{n} registered");
    }
    let br = ctx.op_info(ctx.op_name("cf.br"));
    assert!(br.traits().is_terminator && br.traits().pure);
    assert!(!ctx.op_info(ctx.op_name("cf.assert")).traits().pure);
    assert_eq!(AssertOp::NAME, "cf.assert");
    assert_eq!(
        SwitchOp::schema().attribute_names,
        ["case_operand_segments", "case_values", "operandSegmentSizes"]
    );
}

#[test]
fn assert_builders_and_accessors() {
    let mut t = T::new(&[0]);
    let i1 = t.ctx.int_type(1);
    let v = t.src(0, &[i1]);
    let a = AssertOp::build_unwrapped(&mut t.b(0), v[0], "boom").unwrap();
    assert_eq!(a.arg(&t.ctx, &t.arena), v[0]);
    assert_eq!(a.msg(&t.ctx, &t.arena).as_deref(), Some("boom"));
    assert_eq!(t.verify(a.op()), "<ok>");
    let msg = t.ctx.string_attr(b"other");
    let b = AssertOp::build(&mut t.b(0), v[0], msg).unwrap();
    assert_eq!(b.msg_attr(&t.ctx, &t.arena), Some(msg));
    let i32t = t.ctx.int_type(32);
    let w = t.src(0, &[i32t]);
    a.set_arg(&t.ctx, &mut t.arena, w[0]);
    assert_eq!(
        t.verify(a.op()),
        "'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'"
    );
}

#[test]
fn branch_builders_accessors_and_verifier() {
    let mut t = T::new(&[0, 1]);
    let i32t = t.ctx.int_type(32);
    let v = t.src(0, &[i32t]);
    let dest = t.blocks[1];
    let br = BranchOp::to(&mut t.b(0), dest, Some(&v)).unwrap();
    assert_eq!(br.dest(&t.arena), dest);
    assert_eq!(br.dest_operands(&t.ctx, &t.arena), v);
    assert_eq!(t.verify(br.op()), "<ok>");
    let empty = BranchOp::to(&mut t.b(0), dest, None).unwrap();
    assert_eq!(
        t.verify(empty.op()),
        "branch has 0 operands for successor #0, but target block has 1"
    );
    let adaptor = BranchOpAdaptor::new(&t.ctx, &v, None);
    assert_eq!(adaptor.dest_operands(), v.as_slice());
}

#[test]
fn cond_branch_builders_weights_and_verifier() {
    let mut t = T::new(&[0, 1, 0]);
    let (i1, i32t) = (t.ctx.int_type(1), t.ctx.int_type(32));
    let v = t.src(0, &[i1, i32t]);
    let (b1, b2) = (t.blocks[1], t.blocks[2]);
    let op = CondBranchOp::branch(&mut t.b(0), v[0], b1, &[v[1]], b2, &[], Some(&[3, 1])).unwrap();
    assert_eq!(op.condition(&t.ctx, &t.arena), v[0]);
    assert_eq!(op.true_dest_operands(&t.ctx, &t.arena), vec![v[1]]);
    assert!(op.false_dest_operands(&t.ctx, &t.arena).is_empty());
    assert_eq!((op.true_dest(&t.arena), op.false_dest(&t.arena)), (b1, b2));
    assert_eq!(op.branch_weights(&t.ctx, &t.arena), Some(vec![3, 1]));
    assert_eq!(t.verify(op.op()), "<ok>");
    let seg = ir::ods::access::segment_sizes(&t.ctx, &t.arena, op.op(), "operandSegmentSizes").unwrap();
    assert_eq!(seg, vec![1, 1, 0]);
    let no_weights = CondBranchOp::branch(&mut t.b(0), v[0], b1, &[v[1]], b2, &[], None).unwrap();
    assert_eq!(no_weights.branch_weights_attr(&t.ctx, &t.arena), None);
    let zero = CondBranchOp::branch(&mut t.b(0), v[0], b1, &[v[1]], b2, &[], Some(&[0, 0])).unwrap();
    assert_eq!(t.verify(zero.op()), "branch weights cannot all be zero");
    let swapped = CondBranchOp::branch(&mut t.b(0), v[0], b2, &[], b1, &[v[0]], None).unwrap();
    assert_eq!(
        t.verify(swapped.op()),
        "type mismatch for bb argument #0 of successor #1"
    );
}

#[test]
fn switch_builders_groups_and_verifier() {
    let mut t = T::new(&[0, 0, 1, 2]);
    let i32t = t.ctx.int_type(32);
    let v = t.src(0, &[i32t, i32t]);
    let (d, c1, c2) = (t.blocks[1], t.blocks[2], t.blocks[3]);
    let groups: [&[Value]; 2] = [&[v[1]], &[v[0], v[1]]];
    let op = SwitchOp::with_cases(
        &mut t.b(0),
        v[0],
        d,
        &[],
        Some(&[42, 43]),
        Some(&[c1, c2]),
        Some(&groups),
    )
    .unwrap();
    assert_eq!(op.flag(&t.ctx, &t.arena), v[0]);
    assert_eq!(op.case_operands(&t.ctx, &t.arena), vec![vec![v[1]], vec![v[0], v[1]]]);
    assert_eq!(op.case_destinations(&t.arena), vec![c1, c2]);
    assert_eq!(op.default_destination(&t.arena), d);
    assert_eq!(op.case_operand_segments(&t.ctx, &t.arena), Some(vec![1, 2]));
    let values = op.case_values_attr(&t.ctx, &t.arena).unwrap();
    assert_eq!(
        ir::text::printer::attr_to_string(&t.ctx, values),
        "dense<[42, 43]> : vector<2xi32>"
    );
    assert_eq!(t.verify(op.op()), "<ok>");
    let default_only = SwitchOp::with_cases(&mut t.b(0), v[0], d, &[], None, None, None).unwrap();
    assert_eq!(t.verify(default_only.op()), "<ok>");
    let missing = SwitchOp::with_cases(
        &mut t.b(0),
        v[0],
        d,
        &[],
        Some(&[1]),
        Some(&[c1, c1]),
        Some(&[&[v[0]], &[v[0]]]),
    )
    .unwrap();
    assert_eq!(
        t.verify(missing.op()),
        "'cf.switch' op number of case values (1) should match number of case destinations (2)"
    );
}

#[test]
fn canonicalization_hooks() {
    let mut t = T::new(&[0, 0, 0]);
    let i1 = t.ctx.int_type(1);
    let truth = ir::text::parse_attribute_str(&t.ctx, "true").unwrap();
    let konst = crate::arith::ops::ConstantOp::build(&mut t.b(0), i1, truth).unwrap();
    let c = t.arena.result(konst.op(), 0);
    let a = AssertOp::build_unwrapped(&mut t.b(0), c, "never").unwrap();
    let schema = AssertOp::schema();
    assert!((schema.canonicalize.unwrap())(&t.ctx, &mut t.arena, a.op()));
    assert!(t.arena.is_erased(a.op()));
    // `cf.cond_br`'s canonicalizations are patterns (`folds.rs`), tested
    // against mlir-opt-22 by the canonicalize corpus.
    assert!(CondBranchOp::schema().canonicalize.is_none());
    let b1 = t.blocks[1];
    let br = BranchOp::build(&mut t.b(0), &[], b1).unwrap();
    // b1 has this branch as its only predecessor: it is merged.
    assert!((BranchOp::schema().canonicalize.unwrap())(
        &t.ctx,
        &mut t.arena,
        br.op()
    ));
    assert!(t.arena.is_erased(br.op()));
}

fn round_trip(text: &str, generic: bool) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    register(&ctx);
    let m = ir::text::parse_source(&ctx, "custom.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    let opts = ir::text::printer::PrintOptions {
        generic,
        debug_info: false,
    };
    let mut out = ir::text::printer::print_operation(&ctx, &m.arena, m.top, opts);
    out.push('\n');
    out
}

/// The custom forms (declared `format`s, `custom<SwitchOpCases>`) parse
/// to what mlir-opt-22 parses them to.
#[test]
fn custom_forms_parse_as_mlir_opt() {
    let input = include_str!("testdata/custom.mlir");
    let custom = include_str!("testdata/custom.expected");
    let generic = include_str!("testdata/custom.generic");
    assert_eq!(round_trip(input, true), generic);
    assert_eq!(round_trip(custom, true), generic);
    assert_eq!(round_trip(generic, true), generic);
}

/// ... and print as mlir-opt-22 prints them.
#[test]
fn custom_forms_print_as_mlir_opt() {
    let input = include_str!("testdata/custom.mlir");
    let custom = include_str!("testdata/custom.expected");
    let generic = include_str!("testdata/custom.generic");
    assert_eq!(round_trip(input, false), custom);
    assert_eq!(round_trip(generic, false), custom);
}
