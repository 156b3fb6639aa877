//! Compile-time checks of the definitions a `#[dialect(types = [...], attrs
//! = [...])]` lists, which the macro cannot see (it has only their paths):
//! the generated code asserts them in a `const`, as `.ods`'s validation
//! checks the same for a file (`duplicate type mnemonic 'm' in dialect 'd'`).

/// Whether two of `mnemonics` (the listed definitions' `MNEMONIC`s) are the
/// same.
pub const fn duplicate_mnemonic(mnemonics: &[&str]) -> bool {
    let mut i = 0;
    while i < mnemonics.len() {
        let mut j = i + 1;
        while j < mnemonics.len() {
            if same(mnemonics[i].as_bytes(), mnemonics[j].as_bytes()) {
                return true;
            }
            j += 1;
        }
        i += 1;
    }
    false
}

/// `a == b`, at compile time.
pub(crate) const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicates_are_found() {
        assert!(!duplicate_mnemonic(&["a", "ab", "b"]));
        assert!(duplicate_mnemonic(&["a", "b", "a"]));
        assert!(!duplicate_mnemonic(&[]));
        // Evaluated at compile time, as the generated check is.
        const { assert!(duplicate_mnemonic(&["uniform", "uniform"])) };
    }
}
