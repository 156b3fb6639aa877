::ir::custom_prop_kind!(
    NiceProps : hooks::Nice, from_attr = hooks::from_attr, to_attr = hooks::to_attr,
    write = hooks::write, read = hooks::read, hash = hooks::hash, print = hooks::print,
    parse = hooks::parse, default = hooks::nice_default
);

::ir::custom_prop_kind!(
    Plain : i64, from_attr = hooks::int_from_attr, to_attr = hooks::int_to_attr
);

// from custom_props.ods:19
/// `test.with_nice_properties`
pub struct WithNicePropertiesOp(pub ::ir::OpId);
impl WithNicePropertiesOp {
    ::ir::ods_attr!(
        "prop", prop_attr, set_prop_attr, value prop : ::ir::ods::custom_props::Storage <
        NiceProps > = | ctx, attr | ::ir::ods::custom_props::value:: < NiceProps > (ctx,
        attr), set_prop : & ::ir::ods::custom_props::Storage < NiceProps > = | ctx, v |
        ::ir::ods::custom_props::attr:: < NiceProps > (ctx, v), default None
    );
    ::ir::ods_attr!(
        "maybe", maybe_attr, set_maybe_attr, clear clear_maybe, value maybe :
        ::ir::ods::custom_props::Storage < Plain > = | ctx, attr |
        __v::optional_prop_value(ctx, attr).and_then(| attr |
        ::ir::ods::custom_props::value:: < Plain > (ctx, attr)), set_maybe : &
        ::ir::ods::custom_props::Storage < Plain > = | ctx, v | { let r : Result <
        ::ir::Attr, ::ir::ods::BuildError > = ::ir::ods::custom_props::attr:: < Plain >
        (ctx, v); r.map(| a | __v::optional_prop(ctx, Some(a))) }, default None
    );
    ::ir::ods_attr!(
        "many", many_attr, set_many_attr, value many : Vec <
        ::ir::ods::custom_props::Storage < Plain > > = | ctx, attr |
        __v::array_values(ctx, attr, | attr | ::ir::ods::custom_props::value:: < Plain >
        (ctx, attr)), set_many : & [::ir::ods::custom_props::Storage < Plain >] = | ctx,
        v | __v::array_values_attr(ctx, v, | v | { ::ir::ods::custom_props::attr:: <
        Plain > (ctx, v) }), default None
    );
    ::ir::ods_builders! {
        __WITH_NICE_PROPERTIES_OP_SCHEMA; fn build(builder, prop : ::ir::Attr, maybe :
        Option < ::ir::Attr >, many : ::ir::Attr) | state | { let ctx = builder.ctx;
        state.attr("prop", Some(prop)); state.attr("maybe",
        Some(::ir::ods::values::optional_prop(ctx, maybe))); state.attr("many",
        Some(many)); } fn build_unwrapped(builder, prop : &
        ::ir::ods::custom_props::Storage < NiceProps >, maybe : Option < &
        ::ir::ods::custom_props::Storage < Plain > >, many : &
        [::ir::ods::custom_props::Storage < Plain >]) { let ctx = builder.ctx; let prop :
        ::ir::Attr = { let v = prop; ::ir::ods::custom_props::attr:: < NiceProps > (ctx,
        v) } ?; let maybe : Option < ::ir::Attr > = match maybe { Some(v) => Some({ let r
        : Result < ::ir::Attr, ::ir::ods::BuildError > = ::ir::ods::custom_props::attr::
        < Plain > (ctx, v); r } ?), None => None }; let many : ::ir::Attr = { let v =
        many; __v::array_values_attr(ctx, v, | v | { ::ir::ods::custom_props::attr:: <
        Plain > (ctx, v) }) } ?; Self::build(builder, prop, maybe, many) }
    }
}
::ir::ods_views!(
    WithNicePropertiesOpView, WithNicePropertiesOpAdaptor,
    WithNicePropertiesOpFoldAdaptor for WithNicePropertiesOp,
    __WITH_NICE_PROPERTIES_OP_SCHEMA { (attr prop_attr "prop") (value prop :
    ::ir::ods::custom_props::Storage < NiceProps > = | ctx, attr |
    ::ir::ods::custom_props::value:: < NiceProps > (ctx, attr), default None, "prop")
    (attr maybe_attr "maybe") (value maybe : ::ir::ods::custom_props::Storage < Plain > =
    | ctx, attr | __v::optional_prop_value(ctx, attr).and_then(| attr |
    ::ir::ods::custom_props::value:: < Plain > (ctx, attr)), default None, "maybe") (attr
    many_attr "many") (value many : Vec < ::ir::ods::custom_props::Storage < Plain > > =
    | ctx, attr | __v::array_values(ctx, attr, | attr | ::ir::ods::custom_props::value::
    < Plain > (ctx, attr)), default None, "many") }
);
::ir::ods_schema!(
    WithNicePropertiesOp generic : __WITH_NICE_PROPERTIES_OP_SCHEMA =
    "test.with_nice_properties" { attrs : & [__t::AttrDef::prop("prop",
    __t::Presence::Required, None, None), __t::AttrDef::prop("maybe",
    __t::Presence::Optional, None, None), __t::AttrDef::prop("many",
    __t::Presence::Required, Some(& __AC0), None)], attribute_names : & ["many", "maybe",
    "prop"], }
);

// registration
::ir::ods_table!(
    static __OPS : OpTable = & [__t::OpEntry::format(& __WITH_NICE_PROPERTIES_OP_SCHEMA,
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
            static __LAYOUTS : OpLayouts = & [("test.with_nice_properties", Some(&
            [__t::StaticField::Prop("prop", __t::PropKind::Custom(& NiceProps), false,
            None), __t::StaticField::Prop("maybe", __t::PropKind::Custom(& Plain), true,
            None), __t::StaticField::Prop("many",
            __t::PropKind::Array(&__t::PropKind::Custom(& Plain)), false, None)]))]
        );
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }
    ::ir::ods_provided_interfaces! {
        ::ir::interfaces::BytecodeOpInterface,
        ::ir::interfaces::BytecodeOpInterfaceMethods : [WithNicePropertiesOp];
    }
    ::ir::ods_schemas!(__WITH_NICE_PROPERTIES_OP_SCHEMA);
}

// constraints
::ir::ods_table!(
    static __AC0 : AttrConstraint = __t::AttrConstraint { summary : "array of Plain",
    pred : __t::AttrPred::Array(& __t::AttrPred::Any) }
);
::ir::ods_table!(
    static __FMT0 : OpFormat = __t::OpFormat { elements : & [__t::Elem::Attr { var :
    __t::AttrVar { name : "prop", slot : 0, form : __t::AttrForm::CustomProperty(&
    NiceProps), ..__t::AttrVar::BASE }, space : true }, __t::Elem::AttrDict { keyword :
    false }], elided : & ["prop"], elided_props : & ["prop"], ..__t::OpFormat::BASE }
);
