//! `rods-tblgen --gen-docs` output for the test dialect is checked in as a
//! golden file (`data/test_dialect.md`); `RODS_BLESS=1` rewrites it.

#[test]
fn test_dialect_docs_match_golden_file() {
    let mut session = ods_dsl::Session::new();
    session
        .add_file(std::path::Path::new("src/test_dialect/test.ods"))
        .unwrap();
    let compiled = session.analyze().unwrap();
    let docs = ods_dsl::docs::generate(&compiled.module);
    let golden = std::path::Path::new("tests/data/test_dialect.md");
    if std::env::var_os("RODS_BLESS").is_some() {
        std::fs::write(golden, &docs).unwrap();
    }
    let want = std::fs::read_to_string(golden).unwrap();
    assert_eq!(
        docs, want,
        "docs differ from tests/data/test_dialect.md (RODS_BLESS=1 to update)"
    );
}
