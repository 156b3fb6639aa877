//! `test-decompose-call-graph-types` (upstream's test pass
//! `TestDecomposeCallGraphTypes.cpp`): a partial conversion that splits
//! every tuple type at call graph boundaries into its (recursively
//! flattened) element types with func's structural 1:N patterns. Values
//! cross between the two forms through `test.make_tuple` and
//! `test.get_tuple_element`, ops of upstream's test dialect, which rods
//! treats as unknown ops of the open `test` dialect.

use super::type_conversion::{populate_call_pattern, populate_function_signature_pattern, populate_return_pattern};
use ir::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget, MaterializationRequest,
    TypeConversion, TypeConverter,
};
use ir::{Context, OpSpec, Type, TypeKind, Value};
use std::sync::Arc;

/// The element types of a tuple type, `None` for another type.
fn tuple_elements(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    match ctx.type_kind(ty) {
        TypeKind::Tuple(elements) => Some(elements.clone()),
        _ => None,
    }
}

/// `TupleType::getFlattenedTypes`: the non-tuple types nested in `ty`, in
/// order (`ty` itself when it is not a tuple).
fn flattened(ctx: &Context, ty: Type, out: &mut Vec<Type>) {
    match tuple_elements(ctx, ty) {
        Some(elements) => elements.into_iter().for_each(|e| flattened(ctx, e, out)),
        None => out.push(ty),
    }
}

/// Creates the unknown op `name` with `operands`, one result of type `ty`
/// and `properties` at the request's insertion point; returns its result.
fn create(
    req: &mut MaterializationRequest<'_>,
    name: &str,
    operands: Vec<Value>,
    ty: Type,
    properties: Option<ir::Attr>,
) -> Value {
    let op = req.arena.create_op(OpSpec {
        operands,
        result_types: vec![ty],
        properties,
        ..OpSpec::new(req.ctx.op_name(name), req.loc)
    });
    req.insert(op);
    req.arena.result(op, 0)
}

/// `buildMakeTupleOp`: a `test.make_tuple` of type `ty` from the flattened
/// `inputs`, nested tuples built first, recursively; `None` when the
/// inputs do not fit.
fn make_tuple(
    req: &mut MaterializationRequest<'_>,
    ty: Type,
    inputs: &mut std::slice::Iter<'_, Value>,
) -> Option<Value> {
    let mut elements = Vec::new();
    for element in tuple_elements(req.ctx, ty)? {
        let value = match tuple_elements(req.ctx, element) {
            Some(_) => make_tuple(req, element, inputs)?,
            None => *inputs.next()?,
        };
        elements.push(value);
    }
    Some(create(req, "test.make_tuple", elements, ty, None))
}

/// The source materialization: the tuple of the request's type from its
/// flattened inputs.
fn build_make_tuple(req: &mut MaterializationRequest<'_>) -> Option<Value> {
    let ty = req.result_type;
    let inputs = req.inputs.to_vec();
    let mut iter = inputs.iter();
    let tuple = make_tuple(req, ty, &mut iter)?;
    iter.next().is_none().then_some(tuple)
}

/// `buildDecomposeTuple`: the flattened elements of the single tuple
/// input, extracted with `test.get_tuple_element` recursively; `None` when
/// the input is not one tuple whose flattened types are `types`.
fn build_decompose_tuple(req: &mut MaterializationRequest<'_>, types: &[Type]) -> Option<Vec<Value>> {
    let [tuple] = *req.inputs else {
        return None;
    };
    let tuple_ty = req.arena.value_type(tuple);
    tuple_elements(req.ctx, tuple_ty)?;
    let mut flat = Vec::new();
    flattened(req.ctx, tuple_ty, &mut flat);
    if flat != types {
        return None;
    }
    let mut out = Vec::new();
    decompose(req, tuple, &mut out);
    Some(out)
}

/// Appends the flattened elements of `value` to `out`.
fn decompose(req: &mut MaterializationRequest<'_>, value: Value, out: &mut Vec<Value>) {
    let Some(elements) = tuple_elements(req.ctx, req.arena.value_type(value)) else {
        out.push(value);
        return;
    };
    for (i, element) in elements.into_iter().enumerate() {
        let index = ir::ods::values::int_attr(req.ctx, i as i64, "i32").ok();
        let properties = index.map(|a| req.ctx.dictionary_attr(vec![(req.ctx.string_attr(b"index"), a)]));
        let v = create(req, "test.get_tuple_element", vec![value], element, properties);
        decompose(req, v, out);
    }
}

/// The pass's type converter: tuples split into their flattened element
/// types, every other type stays.
fn type_converter() -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_conversion(|ctx, ty| match tuple_elements(ctx, ty) {
        Some(_) => {
            let mut types = Vec::new();
            flattened(ctx, ty, &mut types);
            TypeConversion::Types(types)
        }
        None => TypeConversion::NotHandled,
    });
    c.add_source_materialization(build_make_tuple);
    c.add_target_materialization_n(build_decompose_tuple);
    Arc::new(c)
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct TestDecomposeCallGraphTypes("test-decompose-call-graph-types", "TestDecomposeCallGraphTypes");
    fn run(ctx, arena, op, pc) {
        let converter = type_converter();
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("test");
        let c = converter.clone();
        target.add_dynamically_legal_op(super::ops::ReturnOp::NAME, move |ctx, arena, op| {
            c.all_legal(ctx, arena.operands(op).map(|v| arena.value_type(v)))
        });
        let c = converter.clone();
        target.add_dynamically_legal_op(super::ops::CallOp::NAME, move |ctx, arena, op| {
            c.is_op_legal(ctx, arena, op)
        });
        let c = converter.clone();
        target.add_dynamically_legal_op(super::ops::FuncOp::NAME, move |ctx, arena, op| {
            let ty = super::bufferize::function_type(ctx, arena, op);
            super::function_parts(ctx, ty).is_some_and(|(i, r)| c.is_signature_legal(ctx, &i, &r))
        });
        let mut patterns = ConversionPatternSet::new();
        populate_function_signature_pattern(&mut patterns, &converter);
        populate_return_pattern(&mut patterns, &converter);
        populate_call_pattern(&mut patterns, &converter);
        apply_partial_conversion(ctx, arena, op, &target, &patterns, ConversionConfig::default(), pc)?;
        Ok(())
    }
}
