// from array_props.ods:3
::ir::ods_enum!(
    #[doc = " a test enum (`TestEnum`)."] TestEnum : "i32" { First = 0 "first", Second =
    1 "second" }
);

// from array_props.ods:4
/// `test.with_array_properties`
pub struct WithArrayPropertiesOp(pub ::ir::OpId);
impl WithArrayPropertiesOp {
    ::ir::ods_attr!(
        "ints", ints_attr, set_ints_attr, value ints : Vec < i64 > = | ctx, attr |
        __v::as_int_array(ctx, attr), set_ints : & [i64] = | ctx, v | __v::int_array(ctx,
        v, "i64"), default None
    );
    ::ir::ods_attr!(
        "strings", strings_attr, set_strings_attr, value strings : Vec < String > = |
        ctx, attr | __v::array_values(ctx, attr, | attr | __v::as_str(ctx, attr)),
        set_strings : & [& str] = | ctx, v | __v::array_values_attr(ctx, v, | v | { let v
        = * v; Ok(__v::str_attr(ctx, v)) }), default None
    );
    ::ir::ods_attr!(
        "nested", nested_attr, set_nested_attr, value nested : Vec < Vec < i64 > > = |
        ctx, attr | __v::array_values(ctx, attr, | attr | __v::as_int_array(ctx, attr)),
        set_nested : & [& [i64]] = | ctx, v | __v::array_values_attr(ctx, v, | v | { let
        v = * v; __v::int_array(ctx, v, "i32") }), default None
    );
    ::ir::ods_attr!(
        "flags", flags_attr, set_flags_attr, clear clear_flags, value flags : Vec < bool
        > = | ctx, attr | __v::optional_prop_value(ctx, attr).and_then(| attr |
        __v::array_values(ctx, attr, | attr | __v::as_bool(ctx, attr))), set_flags : &
        [bool] = | ctx, v | { let r : Result < ::ir::Attr, ::ir::ods::BuildError > =
        __v::array_values_attr(ctx, v, | v | { let v = * v; Ok(__v::bool_attr(ctx, v))
        }); r.map(| a | __v::optional_prop(ctx, Some(a))) }, default None
    );
    ::ir::ods_attr!(
        "units", units_attr, set_units_attr, value units : Vec < bool > = | ctx, attr |
        __v::array_values(ctx, attr, | attr | __v::as_unit_prop(ctx, attr)), set_units :
        & [bool] = | ctx, v | __v::array_values_attr(ctx, v, | v | { let v = * v;
        Ok(__v::unit_prop(ctx, v)) }), default None
    );
    ::ir::ods_attr!(
        "modes", modes_attr, set_modes_attr, value modes : Vec < TestEnum > = | ctx, attr
        | __v::array_values(ctx, attr, | attr | TestEnum::from_attr(ctx, attr)),
        set_modes : & [TestEnum] = | ctx, v | __v::array_values_attr(ctx, v, | v | { let
        v = * v; Ok(v.to_attr(ctx)) }), default None
    );
    ::ir::ods_attr!(
        "maybes", maybes_attr, set_maybes_attr, value maybes : Vec < Option < i64 > > = |
        ctx, attr | __v::array_values(ctx, attr, | attr | __v::optional_value(ctx, attr,
        | attr | __v::as_int(ctx, attr))), set_maybes : & [Option < i64 >] = | ctx, v |
        __v::array_values_attr(ctx, v, | v | { let v = * v; __v::optional_value_attr(ctx,
        v, | v | __v::int_attr(ctx, v, "i64")) }), default None
    );
    ::ir::ods_attr!(
        "byte", byte_attr, set_byte_attr, clear clear_byte, value byte : i64 = | ctx,
        attr | __v::optional_prop_value(ctx, attr).and_then(| attr | __v::as_uint(ctx,
        attr)), set_byte : i64 = | ctx, v | { let r : Result < ::ir::Attr,
        ::ir::ods::BuildError > = __v::int_attr(ctx, v, "i8"); r.map(| a |
        __v::optional_prop(ctx, Some(a))) }, default None
    );
    ::ir::ods_attr!(
        "twice", twice_attr, set_twice_attr, clear clear_twice, value twice : Option <
        i64 > = | ctx, attr | __v::optional_prop_value(ctx, attr).and_then(| attr |
        __v::optional_value(ctx, attr, | attr | __v::as_int(ctx, attr))), set_twice :
        Option < i64 > = | ctx, v | { let r : Result < ::ir::Attr, ::ir::ods::BuildError
        > = __v::optional_value_attr(ctx, v, | v | __v::int_attr(ctx, v, "i64")); r.map(|
        a | __v::optional_prop(ctx, Some(a))) }, default None
    );
    ::ir::ods_attr!(
        "long", long_attr, set_long_attr, clear clear_long, value long : String = | ctx,
        attr | __v::optional_prop_value(ctx, attr).and_then(| attr | __v::as_str(ctx,
        attr)), set_long : & str = | ctx, v | { let r : Result < ::ir::Attr,
        ::ir::ods::BuildError > = Ok(__v::str_attr(ctx, v)); r.map(| a |
        __v::optional_prop(ctx, Some(a))) }, default None
    );
    ::ir::ods_builders! {
        __WITH_ARRAY_PROPERTIES_OP_SCHEMA; fn build(builder, ints : ::ir::Attr, strings :
        ::ir::Attr, nested : ::ir::Attr, flags : Option < ::ir::Attr >, units :
        ::ir::Attr, modes : ::ir::Attr, maybes : ::ir::Attr, byte : Option < ::ir::Attr
        >, twice : Option < ::ir::Attr >, long : Option < ::ir::Attr >) | state | { let
        ctx = builder.ctx; state.attr("ints", Some(ints)); state.attr("strings",
        Some(strings)); state.attr("nested", Some(nested)); state.attr("flags",
        Some(::ir::ods::values::optional_prop(ctx, flags))); state.attr("units",
        Some(units)); state.attr("modes", Some(modes)); state.attr("maybes",
        Some(maybes)); state.attr("byte", Some(::ir::ods::values::optional_prop(ctx,
        byte))); state.attr("twice", Some(::ir::ods::values::optional_prop(ctx, twice)));
        state.attr("long", Some(::ir::ods::values::optional_prop(ctx, long))); } fn
        build_unwrapped(builder, ints : & [i64], strings : & [& str], nested : & [&
        [i64]], flags : Option < & [bool] >, units : & [bool], modes : & [TestEnum],
        maybes : & [Option < i64 >], byte : Option < i64 >, twice : Option < Option < i64
        > >, long : Option < & str >) { let ctx = builder.ctx; let ints : ::ir::Attr = {
        let v = ints; __v::int_array(ctx, v, "i64") } ?; let strings : ::ir::Attr = { let
        v = strings; __v::array_values_attr(ctx, v, | v | { let v = * v;
        Ok(__v::str_attr(ctx, v)) }) } ?; let nested : ::ir::Attr = { let v = nested;
        __v::array_values_attr(ctx, v, | v | { let v = * v; __v::int_array(ctx, v, "i32")
        }) } ?; let flags : Option < ::ir::Attr > = match flags { Some(v) => Some({ let r
        : Result < ::ir::Attr, ::ir::ods::BuildError > = __v::array_values_attr(ctx, v, |
        v | { let v = * v; Ok(__v::bool_attr(ctx, v)) }); r } ?), None => None }; let
        units : ::ir::Attr = { let v = units; __v::array_values_attr(ctx, v, | v | { let
        v = * v; Ok(__v::unit_prop(ctx, v)) }) } ?; let modes : ::ir::Attr = { let v =
        modes; __v::array_values_attr(ctx, v, | v | { let v = * v; Ok(v.to_attr(ctx)) })
        } ?; let maybes : ::ir::Attr = { let v = maybes; __v::array_values_attr(ctx, v, |
        v | { let v = * v; __v::optional_value_attr(ctx, v, | v | __v::int_attr(ctx, v,
        "i64")) }) } ?; let byte : Option < ::ir::Attr > = match byte { Some(v) => Some({
        let r : Result < ::ir::Attr, ::ir::ods::BuildError > = __v::int_attr(ctx, v,
        "i8"); r } ?), None => None }; let twice : Option < ::ir::Attr > = match twice {
        Some(v) => Some({ let r : Result < ::ir::Attr, ::ir::ods::BuildError > =
        __v::optional_value_attr(ctx, v, | v | __v::int_attr(ctx, v, "i64")); r } ?),
        None => None }; let long : Option < ::ir::Attr > = match long { Some(v) => Some({
        let r : Result < ::ir::Attr, ::ir::ods::BuildError > = Ok(__v::str_attr(ctx, v));
        r } ?), None => None }; Self::build(builder, ints, strings, nested, flags, units,
        modes, maybes, byte, twice, long) }
    }
}
::ir::ods_views!(
    WithArrayPropertiesOpView, WithArrayPropertiesOpAdaptor,
    WithArrayPropertiesOpFoldAdaptor for WithArrayPropertiesOp,
    __WITH_ARRAY_PROPERTIES_OP_SCHEMA { (attr ints_attr "ints") (value ints : Vec < i64 >
    = | ctx, attr | __v::as_int_array(ctx, attr), default None, "ints") (attr
    strings_attr "strings") (value strings : Vec < String > = | ctx, attr |
    __v::array_values(ctx, attr, | attr | __v::as_str(ctx, attr)), default None,
    "strings") (attr nested_attr "nested") (value nested : Vec < Vec < i64 > > = | ctx,
    attr | __v::array_values(ctx, attr, | attr | __v::as_int_array(ctx, attr)), default
    None, "nested") (attr flags_attr "flags") (value flags : Vec < bool > = | ctx, attr |
    __v::optional_prop_value(ctx, attr).and_then(| attr | __v::array_values(ctx, attr, |
    attr | __v::as_bool(ctx, attr))), default None, "flags") (attr units_attr "units")
    (value units : Vec < bool > = | ctx, attr | __v::array_values(ctx, attr, | attr |
    __v::as_unit_prop(ctx, attr)), default None, "units") (attr modes_attr "modes")
    (value modes : Vec < TestEnum > = | ctx, attr | __v::array_values(ctx, attr, | attr |
    TestEnum::from_attr(ctx, attr)), default None, "modes") (attr maybes_attr "maybes")
    (value maybes : Vec < Option < i64 > > = | ctx, attr | __v::array_values(ctx, attr, |
    attr | __v::optional_value(ctx, attr, | attr | __v::as_int(ctx, attr))), default
    None, "maybes") (attr byte_attr "byte") (value byte : i64 = | ctx, attr |
    __v::optional_prop_value(ctx, attr).and_then(| attr | __v::as_uint(ctx, attr)),
    default None, "byte") (attr twice_attr "twice") (value twice : Option < i64 > = |
    ctx, attr | __v::optional_prop_value(ctx, attr).and_then(| attr |
    __v::optional_value(ctx, attr, | attr | __v::as_int(ctx, attr))), default None,
    "twice") (attr long_attr "long") (value long : String = | ctx, attr |
    __v::optional_prop_value(ctx, attr).and_then(| attr | __v::as_str(ctx, attr)),
    default None, "long") }
);
::ir::ods_schema!(
    WithArrayPropertiesOp generic : __WITH_ARRAY_PROPERTIES_OP_SCHEMA =
    "test.with_array_properties" { attrs : & [__t::AttrDef::prop("ints",
    __t::Presence::Required, Some(& __AC0), None), __t::AttrDef::prop("strings",
    __t::Presence::Required, Some(& __AC1), None), __t::AttrDef::prop("nested",
    __t::Presence::Required, Some(& __AC2), None), __t::AttrDef::prop("flags",
    __t::Presence::Optional, Some(& __AC3), None), __t::AttrDef::prop("units",
    __t::Presence::Required, Some(& __AC4), None), __t::AttrDef::prop("modes",
    __t::Presence::Required, Some(& __AC5), None), __t::AttrDef::prop("maybes",
    __t::Presence::Required, Some(& __AC6), None), __t::AttrDef::prop("byte",
    __t::Presence::Optional, Some(& __AC7), None), __t::AttrDef::prop("twice",
    __t::Presence::Optional, Some(& __AC8), None), __t::AttrDef::prop("long",
    __t::Presence::Optional, Some(& __AC9), None)], attribute_names : & ["byte", "flags",
    "ints", "long", "maybes", "modes", "nested", "strings", "twice", "units"], }
);

// registration
::ir::ods_table!(
    static __OPS : OpTable = & [__t::OpEntry::format(& __WITH_ARRAY_PROPERTIES_OP_SCHEMA,
    false, & __FMT0)]
);
/// Registration of the ops of this file: `register(ctx)` and their `SCHEMAS`
/// (in a module of their own, so that they take no name of the including module).
pub mod registration {
    #[allow(unused_imports)]
    use super::*;
    /// Registers every op of this file (and their dialects) with `ctx`.
    pub fn register(ctx: &::ir::Context) {
        ::ir::ods::register::register_ops(ctx, __OPS);
        attach_provided_interfaces(ctx);
        ::ir::ods_table!(
            static __LAYOUTS : OpLayouts = & [("test.with_array_properties", Some(&
            [__t::StaticField::Prop("ints", __t::PropKind::Array(&__t::PropKind::I64),
            false, None), __t::StaticField::Prop("strings",
            __t::PropKind::Array(&__t::PropKind::String), false, None),
            __t::StaticField::Prop("nested",
            __t::PropKind::Array(&__t::PropKind::Array(&__t::PropKind::I32)), false,
            None), __t::StaticField::Prop("flags",
            __t::PropKind::Array(&__t::PropKind::Bool), true, None),
            __t::StaticField::Prop("units", __t::PropKind::Array(&__t::PropKind::Unit),
            false, None), __t::StaticField::Prop("modes",
            __t::PropKind::Array(&__t::PropKind::Enum(32, "test::TestEnum")), false,
            None), __t::StaticField::Prop("maybes",
            __t::PropKind::Array(&__t::PropKind::Optional(&__t::PropKind::I64)), false,
            None), __t::StaticField::Prop("byte", __t::PropKind::IntN(8, true), true,
            None), __t::StaticField::Prop("twice",
            __t::PropKind::Optional(&__t::PropKind::I64), true, None),
            __t::StaticField::Prop("long", __t::PropKind::String, true, None)]))]
        );
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }
    ::ir::ods_provided_interfaces! {
        ::ir::interfaces::BytecodeOpInterface,
        ::ir::interfaces::BytecodeOpInterfaceMethods : [WithArrayPropertiesOp];
    }
    ::ir::ods_schemas!(__WITH_ARRAY_PROPERTIES_OP_SCHEMA);
}

// constraints
::ir::ods_table!(
    static __AC0 : AttrConstraint = __t::AttrConstraint { summary : "array of int64_t",
    pred : __t::AttrPred::Array(& __t::AttrPred::Integer(Some(64u32),
    Some(__t::Signedness::Signless))) }
);
::ir::ods_table!(
    static __AC1 : AttrConstraint = __t::AttrConstraint { summary : "array of string",
    pred : __t::AttrPred::Array(& __t::AttrPred::String) }
);
::ir::ods_table!(
    static __AC2 : AttrConstraint = __t::AttrConstraint { summary :
    "array of array of int32_t", pred : __t::AttrPred::Array(& __t::AttrPred::Array(&
    __t::AttrPred::Integer(Some(32u32), Some(__t::Signedness::Signless)))) }
);
::ir::ods_table!(
    static __AC3 : AttrConstraint = __t::AttrConstraint { summary : "array of bool", pred
    : __t::AttrPred::Array(& __t::AttrPred::Bool) }
);
::ir::ods_table!(
    static __AC4 : AttrConstraint = __t::AttrConstraint { summary : "array of unit", pred
    : __t::AttrPred::Array(& __t::AttrPred::Or(& [__t::AttrPred::Unit,
    __t::AttrPred::Bool])) }
);
::ir::ods_table!(
    static __AC5 : AttrConstraint = __t::AttrConstraint { summary :
    "array of a test enum", pred : __t::AttrPred::Array(& __t::AttrPred::And(&
    [__t::AttrPred::Integer(Some(32u32), Some(__t::Signedness::Signless)),
    __t::AttrPred::IntIn(& [0i64, 1i64])])) }
);
::ir::ods_table!(
    static __AC6 : AttrConstraint = __t::AttrConstraint { summary :
    "array of optional int64_t", pred : __t::AttrPred::Array(& __t::AttrPred::And(&
    [__t::AttrPred::Array(& __t::AttrPred::Integer(Some(64u32),
    Some(__t::Signedness::Signless))), __t::AttrPred::ArrayMaxCount(1i64)])) }
);
::ir::ods_table!(
    static __AC7 : AttrConstraint = __t::AttrConstraint { summary : "uint8_t", pred :
    __t::AttrPred::Integer(Some(8u32), Some(__t::Signedness::Signless)) }
);
::ir::ods_table!(
    static __AC8 : AttrConstraint = __t::AttrConstraint { summary : "optional int64_t",
    pred : __t::AttrPred::And(& [__t::AttrPred::Array(&
    __t::AttrPred::Integer(Some(64u32), Some(__t::Signedness::Signless))),
    __t::AttrPred::ArrayMaxCount(1i64)]) }
);
::ir::ods_table!(
    static __AC9 : AttrConstraint = __t::AttrConstraint { summary : "string", pred :
    __t::AttrPred::String }
);
::ir::ods_table!(
    static __FMT0 : OpFormat = __t::OpFormat { elements : & [__t::Elem::Literal { text :
    "ints", space : true }, __t::Elem::Literal { text : "=", space : true },
    __t::Elem::Attr { var : __t::AttrVar { name : "ints", slot : 0, form :
    __t::AttrForm::PropertyArray(__t::PropElem::Int("i64")), ..__t::AttrVar::BASE },
    space : true }, __t::Elem::Literal { text : "strings", space : true },
    __t::Elem::Literal { text : "=", space : true }, __t::Elem::Attr { var : __t::AttrVar
    { name : "strings", slot : 1, form :
    __t::AttrForm::PropertyArray(__t::PropElem::String), ..__t::AttrVar::BASE }, space :
    true }, __t::Elem::Literal { text : "nested", space : true }, __t::Elem::Literal {
    text : "=", space : true }, __t::Elem::Attr { var : __t::AttrVar { name : "nested",
    slot : 2, form : __t::AttrForm::PropertyArray(__t::PropElem::Array(&
    __t::PropElem::Int("i32"))), ..__t::AttrVar::BASE }, space : true },
    __t::Elem::Optional(& __t::OptGroup { then_elements : & [__t::Elem::Literal { text :
    "flags", space : true }, __t::Elem::Attr { var : __t::AttrVar { name : "flags", slot
    : 3, form : __t::AttrForm::Property(__t::PropElem::Optional { elem : &
    __t::PropElem::Array(& __t::PropElem::Bool), long : false, summary :
    "optional array of boolean" }), optional : true, ..__t::AttrVar::BASE }, space : true
    }], else_elements : & [], anchor : __t::Anchor::Attr(__t::AttrVar { name : "flags",
    slot : 3, form : __t::AttrForm::Property(__t::PropElem::Optional { elem : &
    __t::PropElem::Array(& __t::PropElem::Bool), long : false, summary :
    "optional array of boolean" }), optional : true, ..__t::AttrVar::BASE }), inverted :
    false, then_start : 0, else_start : 0, elided_unit : None, }), __t::Elem::Attr { var
    : __t::AttrVar { name : "units", slot : 4, form :
    __t::AttrForm::PropertyArray(__t::PropElem::Unit), ..__t::AttrVar::BASE }, space :
    true }, __t::Elem::Attr { var : __t::AttrVar { name : "modes", slot : 5, form :
    __t::AttrForm::PropertyArray(__t::PropElem::Enum { cases : TestEnum::CASES, width :
    32u32, summary : "a test enum" }), ..__t::AttrVar::BASE }, space : true },
    __t::Elem::Attr { var : __t::AttrVar { name : "maybes", slot : 6, form :
    __t::AttrForm::PropertyArray(__t::PropElem::Optional { elem : &
    __t::PropElem::Int("i64"), long : false, summary : "optional int64_t" }),
    ..__t::AttrVar::BASE }, space : true }, __t::Elem::Optional(& __t::OptGroup {
    then_elements : & [__t::Elem::Literal { text : "byte", space : true },
    __t::Elem::Attr { var : __t::AttrVar { name : "byte", slot : 7, form :
    __t::AttrForm::Property(__t::PropElem::Optional { elem : & __t::PropElem::UInt("i8"),
    long : false, summary : "optional uint8_t" }), optional : true, ..__t::AttrVar::BASE
    }, space : true }], else_elements : & [], anchor : __t::Anchor::Attr(__t::AttrVar {
    name : "byte", slot : 7, form : __t::AttrForm::Property(__t::PropElem::Optional {
    elem : & __t::PropElem::UInt("i8"), long : false, summary : "optional uint8_t" }),
    optional : true, ..__t::AttrVar::BASE }), inverted : false, then_start : 0,
    else_start : 0, elided_unit : None, }), __t::Elem::Optional(& __t::OptGroup {
    then_elements : & [__t::Elem::Literal { text : "twice", space : true },
    __t::Elem::Attr { var : __t::AttrVar { name : "twice", slot : 8, form :
    __t::AttrForm::Property(__t::PropElem::Optional { elem : & __t::PropElem::Optional {
    elem : & __t::PropElem::Int("i64"), long : false, summary : "optional int64_t" },
    long : true, summary : "optional optional int64_t" }), optional : true,
    ..__t::AttrVar::BASE }, space : true }], else_elements : & [], anchor :
    __t::Anchor::Attr(__t::AttrVar { name : "twice", slot : 8, form :
    __t::AttrForm::Property(__t::PropElem::Optional { elem : & __t::PropElem::Optional {
    elem : & __t::PropElem::Int("i64"), long : false, summary : "optional int64_t" },
    long : true, summary : "optional optional int64_t" }), optional : true,
    ..__t::AttrVar::BASE }), inverted : false, then_start : 0, else_start : 0,
    elided_unit : None, }), __t::Elem::Optional(& __t::OptGroup { then_elements : &
    [__t::Elem::Literal { text : "long", space : true }, __t::Elem::Attr { var :
    __t::AttrVar { name : "long", slot : 9, form :
    __t::AttrForm::Property(__t::PropElem::Optional { elem : & __t::PropElem::String,
    long : true, summary : "optional string" }), optional : true, ..__t::AttrVar::BASE },
    space : true }], else_elements : & [], anchor : __t::Anchor::Attr(__t::AttrVar { name
    : "long", slot : 9, form : __t::AttrForm::Property(__t::PropElem::Optional { elem : &
    __t::PropElem::String, long : true, summary : "optional string" }), optional : true,
    ..__t::AttrVar::BASE }), inverted : false, then_start : 0, else_start : 0,
    elided_unit : None, }), __t::Elem::AttrDict { keyword : false }], elided : & ["ints",
    "strings", "nested", "flags", "units", "modes", "maybes", "byte", "twice", "long"],
    elided_props : & ["ints", "strings", "nested", "flags", "units", "modes", "maybes",
    "byte", "twice", "long"], ..__t::OpFormat::BASE }
);
