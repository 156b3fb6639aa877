/// The hooks of the custom-storage property kind `NiceProps`.
#[allow(non_upper_case_globals)]
pub static NiceProps: ::ir::bytecode::props::CustomProp = ::ir::custom_prop!(
    "NiceProps", hooks::Nice, from_attr = hooks::from_attr, to_attr = hooks::to_attr,
    write = hooks::write, read = hooks::read, print = hooks::print, parse = hooks::parse
);

// from custom_props.ods:12
/// `test.with_nice_properties`
pub struct WithNicePropertiesOp(pub ::ir::OpId);
impl WithNicePropertiesOp {
    ::ir::ods_attr!("prop", prop_attr, set_prop_attr);
    ::ir::ods_builders! {
        __WITH_NICE_PROPERTIES_OP_SCHEMA; fn build(builder, prop : ::ir::Attr) | state |
        { state.attr("prop", Some(prop)); }
    }
}
::ir::ods_views!(
    WithNicePropertiesOpView, WithNicePropertiesOpAdaptor,
    WithNicePropertiesOpFoldAdaptor for WithNicePropertiesOp,
    __WITH_NICE_PROPERTIES_OP_SCHEMA { (attr prop_attr "prop") }
);
::ir::ods_schema!(
    WithNicePropertiesOp generic : __WITH_NICE_PROPERTIES_OP_SCHEMA =
    "test.with_nice_properties" { attrs : & [__t::AttrDef::prop("prop",
    __t::Presence::Required, None, None)], attribute_names : & ["prop"], }
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
        ::ir::ods_table!(
            static __LAYOUTS : OpLayouts = & [("test.with_nice_properties", Some(&
            [__t::StaticField::Prop("prop", __t::PropKind::Custom(& NiceProps), false,
            None)]))]
        );
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }
    ::ir::ods_schemas!(__WITH_NICE_PROPERTIES_OP_SCHEMA);
}

// constraints
::ir::ods_table!(
    static __FMT0 : OpFormat = __t::OpFormat { elements : & [__t::Elem::Attr { var :
    __t::AttrVar { name : "prop", slot : 0, form : __t::AttrForm::CustomProperty(&
    NiceProps), ..__t::AttrVar::BASE }, space : true }, __t::Elem::AttrDict { keyword :
    false }], elided : & ["prop"], elided_props : & ["prop"], ..__t::OpFormat::BASE }
);
