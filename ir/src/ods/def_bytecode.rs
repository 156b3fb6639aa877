//! The bytecode interface of a dialect whose type and attribute definitions
//! are declared one by one (`#[type_def]`/`#[attr_def]`, each with its
//! `DEFAULT_BYTECODE` and `DECLARED_BYTECODE`) and listed by
//! `#[dialect(types = [...], attrs = [...])]`: the same tables a `.ods`
//! file's registration writes out, gathered at registration time under the
//! same rule (a dialect's declared encodings, when it has any, are its only
//! ones for types, or for attributes).

use crate::bytecode::dialect::{DeclaredEncoding, DefEncoding, DialectBytecode, UpgradeFn};

/// One definition's bytecode: its default positional encoding (if it has
/// one) and its declared encodings.
pub type DefBytecode = (Option<DefEncoding>, &'static [DeclaredEncoding]);

/// A dialect's encodings of one kind (types or attributes).
#[derive(Clone, Debug, Default)]
pub struct Encodings {
    /// Default encodings, in code order (empty when some are declared).
    pub defaults: Vec<DefEncoding>,
    /// Declared encodings, in declaration order.
    pub declared: Vec<DeclaredEncoding>,
}

impl Encodings {
    /// The encodings of `defs`, listed in the dialect's order.
    pub fn new(defs: &[DefBytecode]) -> Encodings {
        let declared: Vec<DeclaredEncoding> = defs.iter().flat_map(|(_, d)| d.iter().copied()).collect();
        let defaults = if declared.is_empty() {
            defs.iter().filter_map(|(d, _)| *d).collect()
        } else {
            Vec::new()
        };
        Encodings { defaults, declared }
    }

    fn is_empty(&self) -> bool {
        self.defaults.is_empty() && self.declared.is_empty()
    }
}

/// A dialect's tables, built once (a `static` `OnceLock` in the generated
/// registration) so that the interface can borrow them for `'static`.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    /// The attribute definitions' encodings.
    pub attrs: Encodings,
    /// The type definitions' encodings.
    pub types: Encodings,
}

impl Tables {
    /// The tables of a dialect's attribute and type definitions.
    pub fn new(attrs: &[DefBytecode], types: &[DefBytecode]) -> Tables {
        Tables {
            attrs: Encodings::new(attrs),
            types: Encodings::new(types),
        }
    }

    /// The dialect's bytecode interface, or `None` when it has neither a
    /// version nor an encoding (its definitions are then written as text).
    pub fn interface(
        &'static self,
        version: Option<&'static [u64]>,
        upgrade: Option<UpgradeFn>,
    ) -> Option<DialectBytecode> {
        if version.is_none() && self.attrs.is_empty() && self.types.is_empty() {
            return None;
        }
        Some(DialectBytecode {
            version,
            upgrade,
            attrs: &self.attrs.defaults,
            types: &self.types.defaults,
            declared_attrs: &self.attrs.declared,
            declared_types: &self.types.declared,
        })
    }
}

/// The first code declared twice in `defs` (each a definition's
/// `DECLARED_BYTECODE`), for the compile-time check of
/// `#[dialect(types = [...])]`: `duplicate bytecode code N in dialect 'd'`.
pub const fn duplicate_code(defs: &[&[DeclaredEncoding]]) -> Option<u64> {
    let mut i = 0;
    while i < defs.len() {
        let mut j = 0;
        while j < defs[i].len() {
            let code = defs[i][j].code;
            // Every later encoding, in this definition and the next ones.
            let (mut k, mut l) = (i, j + 1);
            while k < defs.len() {
                while l < defs[k].len() {
                    if defs[k][l].code == code {
                        return Some(code);
                    }
                    l += 1;
                }
                k += 1;
                l = 0;
            }
            j += 1;
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::dialect::{Field, FieldEncoding, Param, ParamKind};
    use crate::ods::attr_defs::AttrDefInfo;

    const INFO: AttrDefInfo = AttrDefInfo {
        dialect: "t",
        mnemonic: "a",
        def_name: "A",
        params: &[],
        format: &[],
        verify: None,
    };
    const FIELDS: &[Field] = &[Field {
        param: 0,
        enc: FieldEncoding::VarInt,
        list: false,
    }];
    const fn enc(code: u64) -> DeclaredEncoding {
        DeclaredEncoding {
            def: &INFO,
            code,
            when: None,
            fields: FIELDS,
        }
    }
    const DEFAULT: DefEncoding = DefEncoding {
        mnemonic: "a",
        params: &[Param {
            kind: ParamKind::Int,
            list: false,
        }],
    };

    #[test]
    fn declared_encodings_replace_the_defaults() {
        let only_defaults = Encodings::new(&[(Some(DEFAULT), &[]), (None, &[])]);
        assert_eq!(only_defaults.defaults, [DEFAULT]);
        assert!(only_defaults.declared.is_empty());
        const DECLARED: &[DeclaredEncoding] = &[enc(1), enc(2)];
        let declared = Encodings::new(&[(Some(DEFAULT), &[]), (None, DECLARED)]);
        assert!(declared.defaults.is_empty());
        assert_eq!(declared.declared.iter().map(|e| e.code).collect::<Vec<_>>(), [1, 2]);
    }

    #[test]
    fn duplicate_codes_are_found_across_definitions() {
        assert_eq!(duplicate_code(&[&[enc(1), enc(2)], &[enc(3)]]), None);
        assert_eq!(duplicate_code(&[&[enc(1)], &[enc(2), enc(1)]]), Some(1));
        assert_eq!(duplicate_code(&[&[enc(4), enc(4)]]), Some(4));
        assert_eq!(duplicate_code(&[]), None);
    }
}
