//! Invalid `.ods` fixtures: every `tests/ods/<topic>/<case>.ods` must fail
//! validation with exactly the rendered diagnostics in `<case>.expected`.
//! Run with `RODS_BLESS=1` to rewrite the expected files.

use std::path::{Path, PathBuf};

fn fixtures(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            fixtures(&p, out);
        } else if p.extension().is_some_and(|e| e == "ods") {
            out.push(p);
        }
    }
}

fn render(path: &Path) -> String {
    let mut session = ods_dsl::Session::new();
    if let Err(e) = session.add_file(path) {
        return format!("io error: {e}\n");
    }
    match session.analyze() {
        Ok(_) => "<no errors>\n".to_string(),
        Err(f) => f.render(),
    }
}

#[test]
fn ods_fixtures_render_expected_diagnostics() {
    let mut files = Vec::new();
    fixtures(Path::new("tests/ods"), &mut files);
    assert!(files.len() >= 30, "only {} fixtures", files.len());
    let bless = std::env::var_os("RODS_BLESS").is_some();
    let mut failures = Vec::new();
    for f in &files {
        let got = render(f);
        let expected_path = f.with_extension("expected");
        if bless {
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if got == "<no errors>\n" || got != want {
            failures.push(format!("{}:\n--- expected\n{want}--- got\n{got}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} fixture(s) differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
