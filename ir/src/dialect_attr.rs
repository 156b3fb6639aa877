//! Dialect attributes and types declared with parameters (`attrdef` and
//! `typedef` in `.ods`, MLIR's `AttrDef`/`TypeDef`): stored as their
//! definition and a list of typed parameter values
//! ([`AttrKind::Dialect`](crate::AttrKind::Dialect),
//! [`TypeKind::Dialect`](crate::TypeKind::Dialect)), so
//! a parameter that is an attribute or a type is a real IR handle: it is
//! printed through the normal printer (with its alias), read without
//! parsing, and uniqued with the rest.

use crate::attrs::Attr;
use crate::ods::attr_defs::AttrDefInfo;
use crate::types::Type;

/// The value of one parameter of a dialect attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ParamValue {
    /// A signed integer (`int64_t`, `int32_t`).
    Int(i64),
    /// An unsigned integer (`uint64_t`, `uint32_t`).
    UInt(u64),
    /// `bool`.
    Bool(bool),
    /// A `double`, by its bit pattern.
    Float(u64),
    /// A string.
    Str(Box<str>),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
    /// A list (`ArrayRefParameter`, `DenseI64ArrayAttr`).
    List(Vec<ParamValue>),
    /// An optional parameter (`OptionalParameter`) that has no value.
    Absent,
}

/// A value that is a type or an attribute (MLIR's `PointerUnion<Type,
/// Attribute>` parameters, like DLTI's entry keys).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeOrAttr {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
}

impl TypeOrAttr {
    /// The parameter value holding it.
    pub fn to_value(self) -> ParamValue {
        match self {
            TypeOrAttr::Type(t) => ParamValue::Type(t),
            TypeOrAttr::Attr(a) => ParamValue::Attr(a),
        }
    }
}

impl ParamValue {
    /// The value of an `Int` (or an `UInt` that fits).
    pub fn as_i64(&self) -> Option<i64> {
        match *self {
            ParamValue::Int(v) => Some(v),
            ParamValue::UInt(v) => i64::try_from(v).ok(),
            _ => None,
        }
    }

    /// The value of a `UInt` (or a non-negative `Int`).
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            ParamValue::UInt(v) => Some(v),
            ParamValue::Int(v) => u64::try_from(v).ok(),
            _ => None,
        }
    }

    /// The value as an `i32`, if it fits.
    pub fn as_i32(&self) -> Option<i32> {
        self.as_i64().and_then(|v| i32::try_from(v).ok())
    }

    /// The value as a `u32`, if it fits.
    pub fn as_u32(&self) -> Option<u32> {
        self.as_u64().and_then(|v| u32::try_from(v).ok())
    }

    /// The value of a `Bool`.
    pub fn as_bool(&self) -> Option<bool> {
        match *self {
            ParamValue::Bool(v) => Some(v),
            _ => None,
        }
    }

    /// The value of a `Float`.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            ParamValue::Float(bits) => Some(f64::from_bits(bits)),
            _ => None,
        }
    }

    /// The value of a `Str`.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            ParamValue::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value of a `Type`.
    pub fn as_type(&self) -> Option<Type> {
        match *self {
            ParamValue::Type(t) => Some(t),
            _ => None,
        }
    }

    /// The value of an `Attr`.
    pub fn as_attr(&self) -> Option<Attr> {
        match *self {
            ParamValue::Attr(a) => Some(a),
            _ => None,
        }
    }

    /// The value of a `Type` or an `Attr`.
    pub fn as_type_or_attr(&self) -> Option<TypeOrAttr> {
        match *self {
            ParamValue::Type(t) => Some(TypeOrAttr::Type(t)),
            ParamValue::Attr(a) => Some(TypeOrAttr::Attr(a)),
            _ => None,
        }
    }

    /// Whether this is an optional parameter's missing value.
    pub fn is_absent(&self) -> bool {
        matches!(self, ParamValue::Absent)
    }

    /// The items of a `List`.
    pub fn as_list(&self) -> Option<&[ParamValue]> {
        match self {
            ParamValue::List(v) => Some(v),
            _ => None,
        }
    }

    /// The items of a `List`, each read with `f`; `None` if one does not read.
    pub fn list_of<T>(&self, f: impl Fn(&ParamValue) -> Option<T>) -> Option<Vec<T>> {
        self.as_list()?.iter().map(f).collect()
    }
}

/// A dialect attribute (or type: [`DialectType`]) with its definition and
/// parameter values, in the definition's order.
#[derive(Clone, Debug)]
pub struct DialectAttr {
    /// The definition (dialect, mnemonic, parameters, format).
    pub def: &'static AttrDefInfo,
    /// One value per parameter of `def`.
    pub params: Box<[ParamValue]>,
}

/// A dialect type with its definition and parameter values: the same
/// storage as a dialect attribute (one model for both kinds of definition).
pub type DialectType = DialectAttr;

impl DialectAttr {
    /// The attribute of `def` with `params`.
    pub fn new(def: &'static AttrDefInfo, params: Vec<ParamValue>) -> Self {
        DialectAttr {
            def,
            params: params.into_boxed_slice(),
        }
    }

    /// The dialect namespace.
    pub fn dialect(&self) -> &'static str {
        self.def.dialect
    }

    /// The mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        self.def.mnemonic
    }

    /// The value of the parameter named `name`.
    pub fn param(&self, name: &str) -> Option<&ParamValue> {
        let i = self.def.params.iter().position(|p| p.name == name)?;
        self.params.get(i)
    }
}

// Two attributes are the same when their dialect, mnemonic, definition and
// values are (the definition tables are statics, compared by what they name;
// several type definitions may share a mnemonic).
impl PartialEq for DialectAttr {
    fn eq(&self, other: &Self) -> bool {
        self.def.dialect == other.def.dialect
            && self.def.mnemonic == other.def.mnemonic
            && self.def.def_name == other.def.def_name
            && self.params == other.params
    }
}

impl Eq for DialectAttr {}

impl std::hash::Hash for DialectAttr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.def.dialect.hash(state);
        self.def.mnemonic.hash(state);
        self.def.def_name.hash(state);
        self.params.hash(state);
    }
}
