//! The two front ends give the same error text for the same mistake: for
//! every `.ods` fixture `tests/ods/<topic>/<case>.ods` that has a `#[op]`
//! (or `#[type_def]`, ...) twin `tests/ui/<topic>/<case>.rs` (most are
//! translations of the fixture), the messages of the expected diagnostics
//! (`<case>.expected`) and of the expected compiler errors (`<case>.stderr`)
//! are the same, in the same order. Only the rendering differs (codespan
//! snippets there, rustc's here). A fixture may hold several cases, one op
//! each with its own mistake (`tests/ui/format/operand_and_region.rs`
//! declares its ops with `ui_tests::ops_with_formats!`): its twin then
//! declares the same ops in the same order.

use std::path::Path;

/// The `error: ...` lines of a rendering. A check the macros leave to
/// compile-time evaluation (a default value of an enum attribute declared in
/// Rust, which the op's macro cannot see) fails with `.ods`'s message as
/// rustc's `error[E0080]: evaluation panicked: <message>`: its message is
/// compared.
fn messages(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("error: ") || l.starts_with("error["))
        .map(|l| match l.strip_prefix("error[E0080]: evaluation panicked: ") {
            Some(m) => format!("error: {m}"),
            None => l.to_string(),
        })
        .collect()
}

#[test]
fn same_mistake_same_message() {
    let mut pairs = 0;
    let mut compared = 0;
    let mut failures = Vec::new();
    let mut topics: Vec<_> = std::fs::read_dir("tests/ods").unwrap().filter_map(|e| e.ok()).collect();
    topics.sort_by_key(|e| e.file_name());
    for topic in topics {
        let mut cases: Vec<_> = std::fs::read_dir(topic.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .collect();
        cases.sort_by_key(|e| e.file_name());
        for case in cases {
            let p = case.path();
            if p.extension().is_none_or(|e| e != "expected") {
                continue;
            }
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            let twin = Path::new("tests/ui")
                .join(topic.file_name())
                .join(format!("{stem}.stderr"));
            let Ok(stderr) = std::fs::read_to_string(&twin) else {
                continue;
            };
            pairs += 1;
            let want = messages(&std::fs::read_to_string(&p).unwrap());
            let got = messages(&stderr);
            compared += want.len();
            if want != got {
                failures.push(format!("{}:\n  .ods:    {want:?}\n  #[op]:   {got:?}", twin.display()));
            }
        }
    }
    assert!(pairs >= 100, "only {pairs} pairs");
    assert!(compared >= 170, "only {compared} messages in {pairs} pairs");
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
