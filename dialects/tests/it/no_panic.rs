//! Deterministic robustness test of the text parser, verifier, printer and
//! diagnostic rendering: thousands of seeded mutations of the corpus files
//! (byte flips, truncations, insertions of syntax fragments, splices between
//! files) must each give output or a diagnostic — never a panic, and never
//! pathological slowness.
//!
//! This is the in-tree companion of the cargo-fuzz target in `fuzz/`.
//!
//! Environment: `RODS_NO_PANIC_CASES` (default 4000 in release builds, 400 in
//! debug builds), `RODS_NO_PANIC_SEED` (default 1).

use dialects::driver::{run_buffer, Options};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

/// splitmix64: small, seedable, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Fragments that tend to reach interesting parser states.
const FRAGMENTS: &[&[u8]] = &[
    b"{",
    b"}",
    b"(",
    b")",
    b"[",
    b"]",
    b"<",
    b">",
    b"\"",
    b"%",
    b"%0",
    b"%0#1",
    b"^bb0",
    b"^bb1:",
    b"#",
    b"#map",
    b"!",
    b"!t",
    b"@",
    b"@f",
    b":",
    b"::",
    b"->",
    b",",
    b"=",
    b"loc(",
    b"loc(#loc)",
    b"unknown",
    b"callsite(",
    b"fused[",
    b"dense<",
    b"dense<\"0x",
    b"array<i8:",
    b"sparse<",
    b"strided<[",
    b"distinct[0]<",
    b"affine_map<(d0) -> (",
    b"affine_set<(d0) : (",
    b"tensor<",
    b"memref<",
    b"vector<[4]x",
    b"complex<",
    b"tuple<",
    b"i32",
    b"f32",
    b"index",
    b"0x",
    b"0x7FC00000",
    b"-",
    b"1.5e",
    b"18446744073709551616",
    b"-0",
    b"\\",
    b"\\\"",
    b"\n",
    b"\r",
    b"\t",
    b"\0",
    b"\xff",
    b"\xc3\xa9",
    b"//",
    b"// -----\n",
    b"{-#",
    b"#-}",
    b"dialect_resources: {",
    b"\"foo.op\"() : () -> ()",
    b"\"func.return\"() : () -> ()",
    b"module {",
    b"...",
    b"|",
    b"*x",
    b"?x",
    b"x",
    b"@\"",
    b"#-",
];

fn mutate(rng: &mut Rng, base: &[u8], others: &[Vec<u8>]) -> Vec<u8> {
    let mut data = base.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = data.len();
        match rng.below(6) {
            // Flip a byte to a random value.
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] = rng.next() as u8;
            }
            // Truncate.
            1 => data.truncate(rng.below(len + 1)),
            // Insert a fragment.
            2 | 3 => {
                let frag = FRAGMENTS[rng.below(FRAGMENTS.len())];
                let at = rng.below(len + 1);
                data.splice(at..at, frag.iter().copied());
            }
            // Delete a range.
            4 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(64)).min(len);
                data.drain(a..b);
            }
            // Splice in a piece of another file.
            _ => {
                let other = &others[rng.below(others.len())];
                if !other.is_empty() {
                    let a = rng.below(other.len());
                    let b = (a + 1 + rng.below(256)).min(other.len());
                    let at = rng.below(len + 1);
                    data.splice(at..at, other[a..b].iter().copied());
                }
            }
        }
    }
    data
}

fn corpus() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    for dir in ["corpus", "errors"] {
        let mut names: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("test data dir")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        names.sort();
        for p in names {
            files.push(std::fs::read(&p).expect("read corpus file"));
        }
    }
    files
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[test]
fn mutated_corpus_never_panics() {
    let files = corpus();
    assert!(!files.is_empty());
    let default_cases = if cfg!(debug_assertions) { 400 } else { 4000 };
    let cases = env_or("RODS_NO_PANIC_CASES", default_cases);
    let mut rng = Rng(env_or("RODS_NO_PANIC_SEED", 1));
    // Generous: the slowest corpus file parses in milliseconds.
    let per_case_limit = if cfg!(debug_assertions) {
        Duration::from_secs(20)
    } else {
        Duration::from_secs(2)
    };
    let started = Instant::now();
    let mut failures = Vec::new();
    for case in 0..cases {
        let base = &files[rng.below(files.len())];
        let input = mutate(&mut rng, base, &files);
        let opts = Options {
            allow_unregistered: rng.below(8) != 0,
            generic: rng.below(2) == 0,
            debug_info: rng.below(3) == 0,
            verify_diagnostics: rng.below(10) == 0,
            split_input_file: rng.below(10) == 0,
            ..Default::default()
        };
        let t = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| run_buffer(&opts, "fuzz.mlir", &input)));
        let took = t.elapsed();
        let problem = match outcome {
            Err(_) => Some("panicked".to_string()),
            Ok(_) if took > per_case_limit => Some(format!("took {took:?}")),
            Ok(_) => None,
        };
        if let Some(problem) = problem {
            let dir = std::env::temp_dir().join("rods-no-panic");
            let _ = std::fs::create_dir_all(&dir);
            let path = dir.join(format!("case-{case}.mlir"));
            let _ = std::fs::write(&path, &input);
            failures.push(format!("case {case} {problem} (input saved to {})", path.display()));
            if failures.len() >= 20 {
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{cases} mutated inputs in {:?}", started.elapsed());
}
