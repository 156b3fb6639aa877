//! Macros the generated code of `.ods` enums expands: a dialect enum, a bit
//! enum and an enum attribute are each one invocation listing their cases,
//! so that an enum's generated code is a few lines and its behaviour lives
//! here and in [`crate::ods::enum_attr`].

/// A dialect enum (MLIR's `I32EnumAttr`/`I64EnumAttr` cases): a Rust `enum`
/// with `CASES`, `BITS` (`None`), `from_i64`, `to_i64`, `spelling`, `parse`
/// and the integer attribute conversions `to_attr`/`from_attr` (of the given
/// integer type). Each case is `Variant = value "spelling"`.
#[macro_export]
macro_rules! ods_enum {
    ($(#[$meta:meta])* $ty:ident : $width:literal {
        $($case:ident = $value:literal $spelling:literal),* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $ty {
            $(#[doc = concat!(" `", $spelling, "` = ", stringify!($value))] $case),*
        }
        impl $ty {
            /// Every case: value and spelling, in declaration order.
            pub const CASES: &'static [(i64, &'static str)] = &[$(($value, $spelling)),*];
            /// How the cases combine: not a bit enum.
            pub const BITS: Option<$crate::ods::enum_attr::BitEnumFormat> = None;
            /// The case of an integer value.
            pub fn from_i64(v: i64) -> Option<Self> {
                match v {
                    $($value => Some(Self::$case),)*
                    _ => None,
                }
            }
            /// The integer value.
            pub fn to_i64(self) -> i64 {
                match self {
                    $(Self::$case => $value),*
                }
            }
            /// The case's spelling.
            pub fn spelling(self) -> &'static str {
                match self {
                    $(Self::$case => $spelling),*
                }
            }
            /// The case of a spelling.
            pub fn parse(s: &str) -> Option<Self> {
                match s {
                    $($spelling => Some(Self::$case),)*
                    _ => None,
                }
            }
            /// As an integer attribute.
            pub fn to_attr(self, ctx: &$crate::Context) -> $crate::Attr {
                $crate::ods::values::int_attr(ctx, self.to_i64(), $width).unwrap_or_else(|_| ctx.unit_attr())
            }
            /// From an integer attribute.
            pub fn from_attr(ctx: &$crate::Context, attr: $crate::Attr) -> Option<Self> {
                $crate::ods::values::as_int(ctx, attr).and_then(Self::from_i64)
            }
        }
    };
}

/// A bit enum (MLIR's `I32BitEnumAttr`): a flags newtype over `i64` with a
/// constant per case, `CASES`, `BITS`, `MASK`, `contains`, `from_i64`,
/// `to_i64`, `spelling`/`parse` in the enum's format (separator, primary
/// groups: [`crate::ods::enum_attr::bit_spelling`]), the integer attribute
/// conversions and `|`. Each case is `CONST = value "spelling"`.
#[macro_export]
macro_rules! ods_bit_enum {
    ($(#[$meta:meta])* $ty:ident : $width:literal, separator $sep:literal, primary_groups $groups:literal {
        $($case:ident = $value:literal $spelling:literal),* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $ty(pub i64);
        impl $ty {
            $(#[doc = concat!(" `", $spelling, "`")] pub const $case: Self = Self($value);)*
            /// Every case: value and spelling, in declaration order.
            pub const CASES: &'static [(i64, &'static str)] = &[$(($value, $spelling)),*];
            /// How the cases print and parse.
            pub const FORMAT: $crate::ods::enum_attr::BitEnumFormat =
                $crate::ods::enum_attr::BitEnumFormat { separator: $sep, primary_groups: $groups };
            /// How the cases combine: as bits, in [`Self::FORMAT`].
            pub const BITS: Option<$crate::ods::enum_attr::BitEnumFormat> = Some(Self::FORMAT);
            /// All bits any case uses.
            pub const MASK: i64 = 0 $(| $value)*;
            /// Whether every bit of `other` is set.
            pub fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }
            /// The flags from an integer, if it only has known bits.
            pub fn from_i64(v: i64) -> Option<Self> {
                (v & !Self::MASK == 0).then_some(Self(v))
            }
            /// The integer value.
            pub fn to_i64(self) -> i64 {
                self.0
            }
            /// The spelling, cases joined by the separator (the zero
            /// case's spelling when empty).
            pub fn spelling(self) -> String {
                $crate::ods::enum_attr::bit_spelling(Self::CASES, Self::FORMAT, self.0)
            }
            /// Parses cases joined by the separator.
            pub fn parse(s: &str) -> Option<Self> {
                $crate::ods::enum_attr::bit_parse(Self::CASES, Self::FORMAT, s).map(Self)
            }
            /// As an integer attribute.
            pub fn to_attr(self, ctx: &$crate::Context) -> $crate::Attr {
                $crate::ods::values::int_attr(ctx, self.0, $width).unwrap_or_else(|_| ctx.unit_attr())
            }
            /// From an integer attribute.
            pub fn from_attr(ctx: &$crate::Context, attr: $crate::Attr) -> Option<Self> {
                $crate::ods::values::as_int(ctx, attr).and_then(Self::from_i64)
            }
        }
        impl ::core::ops::BitOr for $ty {
            type Output = Self;
            fn bitor(self, rhs: Self) -> Self {
                Self(self.0 | rhs.0)
            }
        }
    };
}

/// A dialect enum attribute (MLIR's `EnumAttr<Dialect, Enum, "mnemonic">`)
/// of enum `$en` (an [`ods_enum!`] or [`ods_bit_enum!`] type): a unit
/// struct with `DIALECT`, `MNEMONIC`, the parsers' `INFO`, `get` (the
/// uniqued attribute of a value), `read` (the value of an attribute) and
/// `parse_stripped` (an op format's stripped form), and its
/// [`DeclaredAttr`](crate::ods::DeclaredAttr) (`$summary`: what a failed
/// constraint prints).
#[macro_export]
macro_rules! ods_enum_attr {
    ($(#[$meta:meta])* $ty:ident : $en:ident, $dialect:literal, $mnemonic:literal,
        def $def:literal, cpp $cpp:literal, angle $angle:literal, summary $summary:literal) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $ty;
        impl $ty {
            /// Dialect namespace.
            pub const DIALECT: &'static str = $dialect;
            /// Mnemonic.
            pub const MNEMONIC: &'static str = $mnemonic;
            /// Cases, format and C++ names (what the parsers check).
            pub const INFO: $crate::ods::enum_attr::EnumAttrInfo = $crate::ods::enum_attr::EnumAttrInfo {
                mnemonic: $mnemonic,
                def_name: $def,
                cpp_type: $cpp,
                cases: $en::CASES,
                angle: $angle,
                bits: $en::BITS,
            };
            /// The uniqued attribute of a value.
            pub fn get(ctx: &$crate::Context, value: $en) -> $crate::Attr {
                ctx.get_attr($crate::AttrKind::Opaque {
                    dialect: $dialect.to_string(),
                    data: Self::INFO.data_of_known_bits(value.to_i64()),
                })
            }
            /// The value of an attribute of this kind.
            pub fn read(ctx: &$crate::Context, attr: $crate::Attr) -> Option<$en> {
                let $crate::AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
                    return None;
                };
                if dialect != $dialect {
                    return None;
                }
                Self::INFO.value_of_data(data).and_then($en::from_i64)
            }
            /// Parses the stripped form an op's format prints, with MLIR's
            /// diagnostics for op `op_name`; returns the attribute's data.
            pub fn parse_stripped(
                p: &mut $crate::text::parser::asm::OpAsmParser<'_, '_>,
                op_name: &str,
            ) -> Result<String, $crate::Diagnostic> {
                $crate::ods::enum_attr::parse_stripped(&Self::INFO, p, op_name)
            }
        }
        impl $crate::ods::DeclaredAttr for $ty {
            type Value = $en;
            type Param<'a> = $en;
            const NAMESPACE: &'static str = $dialect;
            const KEYWORD: &'static str = $mnemonic;
            const SUMMARY: &'static str = $summary;
            const STRIPPED_PARSER: Option<$crate::ods::format::StrippedParseFn> = Some(Self::parse_stripped);
            const CASES: Option<&'static [(i64, &'static str)]> = Some($en::CASES);
            const ENUM: &'static str = stringify!($en);
            const CONST_BUILDER: Option<(&'static str, &'static str)> = Some(if $angle {
                (concat!("#", $dialect, ".", $mnemonic, "<"), ">")
            } else {
                (concat!("#", $dialect, "<", $mnemonic, " "), ">")
            });
            fn read_value(ctx: &$crate::Context, attr: $crate::Attr) -> Option<$en> {
                Self::read(ctx, attr)
            }
            fn build(ctx: &$crate::Context, value: $en) -> $crate::Attr {
                Self::get(ctx, value)
            }
        }
    };
}
