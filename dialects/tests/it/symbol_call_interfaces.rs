//! `SymbolOpInterface`, `CallOpInterface`, `CallableOpInterface` and
//! `FunctionOpInterface` (declared in `ods-dsl/src/interfaces.ods`), queried through
//! their typed handles on ops parsed from text: what MLIR 22's implementations answer
//! for func, memref, ml_program, tosa and builtin ops. symbol-dce's use of them is checked against mlir-opt-22 by
//! `transforms::symbol_dce_matches_mlir_opt` (`data/transforms/symbol-dce`).

use crate::support::parsed::Parsed;
use ir::call::Callee;
use ir::interfaces::{CallOpInterfaceRef, CallableOpInterfaceRef, FunctionOpInterfaceRef, SymbolOpInterfaceRef};
use ir::symbol::{symbol_op, Visibility};
use ir::OpId;

const INPUT: &str = r#"module @top {
  memref.global "private" constant @g : memref<2xf32> = dense<1.0>
  ml_program.global private mutable @m(dense<4> : tensor<4xi32>) : tensor<4xi32>
  ml_program.func private @mf_decl(i32) -> i32
  ml_program.subgraph @sg(%arg0: i32) -> i32 {
    ml_program.output %arg0 : i32
  }
  tosa.variable @v = dense<0> : tensor<1xi8>
  func.func private @decl(i32) -> i32
  func.func nested @callee(%a: i32, %b: f32) -> (i32) attributes {arg_attrs = [{}, {test.x}]} {
    return %a : i32
  }
  func.func @caller(%x: i32, %y: f32) -> i32 {
    %0 = func.call @callee(%x, %y) {arg_attrs = [{test.a}, {}]} : (i32, f32) -> i32
    %f = func.constant @decl : (i32) -> i32
    %1 = func.call_indirect %f(%0) : (i32) -> i32
    return %1 : i32
  }
  module {
  }
}
"#;

/// The parsed input and the questions the tests ask of it.
struct Ir(Parsed);

impl std::ops::Deref for Ir {
    type Target = Parsed;
    fn deref(&self) -> &Parsed {
        &self.0
    }
}

impl Ir {
    fn parse() -> Ir {
        Ir(Parsed::new("sym.mlir", INPUT))
    }

    /// The op whose `sym_name` is `name`.
    fn symbol(&self, name: &str) -> OpId {
        *self
            .ops
            .iter()
            .find(|&&o| {
                ir::symbol::symbol_name(&self.ctx, &self.arena, o).map(|a| self.ctx.string_value(a))
                    == Some(name.as_bytes())
            })
            .unwrap_or_else(|| panic!("no symbol @{name}"))
    }

    fn sym(&self, op: OpId) -> SymbolOpInterfaceRef {
        symbol_op(&self.ctx, &self.arena, op).expect("a symbol")
    }

    fn text(&self, attr: Option<ir::Attr>) -> String {
        attr.map(|a| ir::text::printer::attr_to_string(&self.ctx, a))
            .unwrap_or_default()
    }
}

#[test]
fn symbol_ops_answer_like_upstream() {
    let ir = Ir::parse();
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    // (symbol, visibility, is_declaration, can_discard_on_use_empty)
    for (name, visibility, declaration, discardable) in [
        ("g", Visibility::Private, false, true),
        ("m", Visibility::Private, false, true),
        ("mf_decl", Visibility::Private, true, true),
        ("sg", Visibility::Public, false, false),
        ("v", Visibility::Public, false, false),
        ("decl", Visibility::Private, true, true),
        ("callee", Visibility::Nested, false, true),
        ("caller", Visibility::Public, false, false),
        ("top", Visibility::Public, false, false),
    ] {
        let s = ir.sym(ir.symbol(name));
        assert_eq!(s.visibility(ctx, arena), visibility, "@{name}");
        assert_eq!(s.is_declaration(ctx, arena), declaration, "@{name}");
        assert_eq!(s.can_discard_on_use_empty(ctx, arena), discardable, "@{name}");
        assert_eq!(s.is_private(ctx, arena), visibility == Visibility::Private, "@{name}");
        assert_eq!(s.is_nested(ctx, arena), visibility == Visibility::Nested, "@{name}");
        assert_eq!(ir.text(s.name(ctx, arena)), format!("\"{name}\""));
    }
    // `builtin.module` is an optional symbol: a symbol only with a name.
    let top = ir.nth("builtin.module", 0);
    assert!(ir.sym(top).is_optional_symbol(ctx, arena));
    let anonymous = ir.nth("builtin.module", 1);
    assert!(SymbolOpInterfaceRef::get(ctx, arena, anonymous).is_some());
    assert!(symbol_op(ctx, arena, anonymous).is_none());
    // Ops that are not symbols, and a func.func seen through another interface.
    for name in ["func.call", "func.return", "memref.get_global"] {
        let op = ir
            .ops
            .iter()
            .copied()
            .find(|&o| ctx.op_info(arena.op_name(o)).name() == name);
        assert!(op.is_none_or(|o| symbol_op(ctx, arena, o).is_none()), "{name}");
    }
    assert!(!ir.sym(ir.symbol("g")).is_optional_symbol(ctx, arena));
}

#[test]
fn symbol_setters_edit_the_symbol_attributes() {
    let mut ir = Ir::parse();
    let op = ir.symbol("caller");
    let s = ir.sym(op);
    let Parsed { ctx, arena, .. } = &mut ir.0;
    s.set_visibility(ctx, arena, Visibility::Private);
    s.set_name(ctx, arena, "renamed");
    assert_eq!(s.visibility(ctx, arena), Visibility::Private);
    assert_eq!(s.name(ctx, arena), Some(ctx.string_attr(b"renamed")));
    // Public removes `sym_visibility`, as upstream's setVisibility does.
    s.set_visibility(ctx, arena, Visibility::Public);
    assert!(ir::ods::access::inherent(ctx, arena, op, "sym_visibility").is_none());
    let printed = ir::text::print_operation(ctx, arena, op, ir::text::PrintOptions::default());
    assert!(printed.starts_with("func.func @renamed("), "{printed}");
}

#[test]
fn calls_name_their_callee_and_arguments() {
    let ir = Ir::parse();
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let call = ir.nth("func.call", 0);
    let c = CallOpInterfaceRef::get(ctx, arena, call).expect("func.call is a call");
    let Some(Callee::Symbol(callee)) = c.callable_for_callee(ctx, arena) else {
        panic!("a symbol callee")
    };
    assert_eq!(ir.text(Some(callee)), "@callee");
    assert_eq!(c.arg_operands_range(ctx, arena), 0..2);
    assert_eq!(c.arg_operands(ctx, arena), arena.operands(call).collect::<Vec<_>>());
    assert_eq!(ir.text(c.arg_attrs(ctx, arena)), "[{test.a}, {}]");
    assert_eq!(c.res_attrs(ctx, arena), None);
    assert_eq!(c.resolve_callable(ctx, arena), Some(ir.symbol("callee")));

    let indirect = ir.nth("func.call_indirect", 0);
    let c = CallOpInterfaceRef::get(ctx, arena, indirect).expect("func.call_indirect is a call");
    let constant = ir.nth("func.constant", 0);
    assert_eq!(
        c.callable_for_callee(ctx, arena),
        Some(Callee::Value(arena.result(constant, 0)))
    );
    assert_eq!(c.arg_operands_range(ctx, arena), 1..2);
    // upstream's resolveCallable: the op defining the callee value.
    assert_eq!(c.resolve_callable(ctx, arena), Some(constant));
    for name in ["func.func", "func.return", "func.constant"] {
        assert!(CallOpInterfaceRef::get(ctx, arena, ir.nth(name, 0)).is_none(), "{name}");
    }
}

#[test]
fn callables_give_their_region_and_signature() {
    let ir = Ir::parse();
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let types = |ts: Vec<ir::Type>| {
        let v: Vec<String> = ts.iter().map(|&t| ir::text::printer::type_to_string(ctx, t)).collect();
        v.join(",")
    };
    // (symbol, has a body, arguments, results)
    for (name, body, args, results) in [
        ("callee", true, "i32,f32", "i32"),
        ("decl", false, "i32", "i32"),
        ("mf_decl", false, "i32", "i32"),
        ("sg", true, "i32", "i32"),
    ] {
        let op = ir.symbol(name);
        let c = CallableOpInterfaceRef::get(ctx, arena, op).expect("callable");
        assert_eq!(c.callable_region(ctx, arena).is_some(), body, "@{name}");
        if body {
            assert_eq!(c.callable_region(ctx, arena), arena.regions(op).first().copied());
        }
        assert_eq!(types(c.argument_types(ctx, arena)), args, "@{name}");
        assert_eq!(types(c.result_types(ctx, arena)), results, "@{name}");
    }
    let callee = CallableOpInterfaceRef::get(ctx, arena, ir.symbol("callee")).expect("callable");
    assert_eq!(ir.text(callee.arg_attrs(ctx, arena)), "[{}, {test.x}]");
    for name in ["g", "m", "v"] {
        assert!(
            CallableOpInterfaceRef::get(ctx, arena, ir.symbol(name)).is_none(),
            "@{name}"
        );
    }
}

#[test]
fn functions_give_their_type_attributes_and_body() {
    let ir = Ir::parse();
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let ty = |t: Option<ir::Type>| t.map(|t| ir::text::printer::type_to_string(ctx, t)).unwrap_or_default();
    // (symbol, function type, external, entry arguments)
    for (name, function_type, external, arguments) in [
        ("callee", "(i32, f32) -> i32", false, 2),
        ("decl", "(i32) -> i32", true, 0),
        ("mf_decl", "(i32) -> i32", true, 0),
        ("sg", "(i32) -> i32", false, 1),
        ("caller", "(i32, f32) -> i32", false, 2),
    ] {
        let op = ir.symbol(name);
        let f = FunctionOpInterfaceRef::get(ctx, arena, op).unwrap_or_else(|| panic!("@{name} is a function"));
        assert_eq!(ty(f.function_type(ctx, arena)), function_type, "@{name}");
        assert_eq!(f.is_external(ctx, arena), external, "@{name}");
        assert_eq!(
            f.function_body(ctx, arena),
            arena.regions(op).first().copied(),
            "@{name}"
        );
        assert_eq!(f.arguments(ctx, arena).len(), arguments, "@{name}");
        // The signature is `CallableOpInterface`'s, a base: the function converts to
        // it, the same implementation as the op's registered one.
        let c = CallableOpInterfaceRef::get(ctx, arena, op).expect("callable");
        let base = CallableOpInterfaceRef::from(f);
        assert_eq!(base.op(), op);
        assert_eq!(c.argument_types(ctx, arena), base.argument_types(ctx, arena), "@{name}");
        assert_eq!(c.result_types(ctx, arena), base.result_types(ctx, arena), "@{name}");
        assert_eq!(f.num_arguments(ctx, arena), c.argument_types(ctx, arena).len());
        // ...and to `SymbolOpInterface`, the other base.
        let sym = SymbolOpInterfaceRef::from(f);
        assert_eq!(sym.is_declaration(ctx, arena), external, "@{name}");
        assert_eq!(f.num_results(ctx, arena), 1, "@{name}");
    }
    // `getArgAttrDict`: none for an empty dictionary or without `arg_attrs`.
    let callee = FunctionOpInterfaceRef::get(ctx, arena, ir.symbol("callee")).expect("function");
    let callable = CallableOpInterfaceRef::from(callee);
    assert_eq!(ir.text(callable.arg_attrs(ctx, arena)), "[{}, {test.x}]");
    assert_eq!(callee.arg_attr_dict(ctx, arena, 0), None);
    assert_eq!(ir.text(callee.arg_attr_dict(ctx, arena, 1)), "{test.x}");
    assert_eq!(callee.arg_attr_dict(ctx, arena, 2), None);
    assert_eq!(callable.res_attrs(ctx, arena), None);
    assert_eq!(callee.result_attr_dict(ctx, arena, 0), None);
    // Globals and calls are no functions; builtin.module is none either.
    for op in [
        ir.symbol("g"),
        ir.symbol("m"),
        ir.symbol("v"),
        ir.nth("func.call", 0),
        ir.nth("builtin.module", 0),
    ] {
        assert!(FunctionOpInterfaceRef::get(ctx, arena, op).is_none());
    }
}
