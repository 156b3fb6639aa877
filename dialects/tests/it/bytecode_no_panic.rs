//! The bytecode reader never panics: every corpus bytecode file, mutated in
//! many deterministic ways (bit flips, byte overwrites with interesting
//! values, truncation, insertion, deletion, duplicated ranges), is read
//! eagerly and lazily; whatever reads successfully is also printed and
//! written back. Errors are fine; a panic fails the test with the input's
//! case, version and mutation.

use dialects::driver::{new_context, Options};
use ir::bytecode::{self, ReadOptions, WriteOptions};
use ir::text::{print_operation, PrintOptions};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus")
}

/// xorshift64*: deterministic, no dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const INTERESTING: &[u8] = &[0x00, 0x01, 0x02, 0x03, 0x7f, 0x80, 0xcb, 0xfe, 0xff, 0x0d, 0x11];

fn mutate(input: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = input.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if b.is_empty() {
            b.push(0);
        }
        let at = rng.below(b.len());
        match rng.below(7) {
            0 => b[at] ^= 1 << rng.below(8),
            1 => b[at] = INTERESTING[rng.below(INTERESTING.len())],
            2 => b.truncate(at),
            3 => b.insert(at, INTERESTING[rng.below(INTERESTING.len())]),
            4 => {
                let end = (at + 1 + rng.below(8)).min(b.len());
                b.drain(at..end);
            }
            5 => {
                let end = (at + 1 + rng.below(16)).min(b.len());
                let chunk = b[at..end].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, chunk);
            }
            _ => b[at] = rng.next() as u8,
        }
    }
    b
}

/// Reads, prints and rewrites `bytes`; any panic propagates.
fn exercise(bytes: &[u8]) {
    let ctx = new_context(&Options {
        allow_unregistered: true,
        ..Default::default()
    });
    if let Ok(m) = bytecode::read(&ctx, bytes) {
        let _ = print_operation(&ctx, &m.arena, m.top, PrintOptions::GENERIC_WITH_LOCATIONS);
        for version in [0, 5, 6] {
            let _ = bytecode::write(
                &ctx,
                &m.arena,
                m.top,
                &WriteOptions {
                    version,
                    ..Default::default()
                },
            );
        }
    }
    let ctx = new_context(&Options {
        allow_unregistered: true,
        ..Default::default()
    });
    if let Ok(mut lazy) = bytecode::read_lazy(&ctx, bytes, &ReadOptions::default()) {
        let _ = lazy.materialize_all();
    }
}

#[test]
fn mutated_corpus_bytecode_never_panics() {
    let per_file: usize = std::env::var("RODS_BC_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24);
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlirbc"))
        .collect();
    files.sort();
    assert!(files.len() >= 23 * 7, "corpus incomplete");
    let mut panics = Vec::new();
    let mut runs = 0;
    let prev_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for (fi, file) in files.iter().enumerate() {
        let original = std::fs::read(file).expect("read");
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (fi as u64 + 1));
        for m in 0..per_file {
            let input = mutate(&original, &mut rng);
            runs += 1;
            if std::panic::catch_unwind(|| exercise(&input)).is_err() {
                let name = file
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                panics.push(format!("{name} mutation {m} ({} bytes)", input.len()));
                let _ = std::fs::write(std::env::temp_dir().join(format!("rods-bc-panic-{name}-{m}")), &input);
            }
        }
    }
    std::panic::set_hook(prev_hook);
    assert!(
        panics.is_empty(),
        "{} of {runs} mutated inputs panicked (inputs saved in {}):\n{}",
        panics.len(),
        std::env::temp_dir().display(),
        panics.join("\n")
    );
}

#[test]
fn every_prefix_of_a_corpus_file_is_an_error_not_a_panic() {
    for name in [
        "locations.mlirbc",
        "dense_resource.mlirbc",
        "custom_memref_affine_scf.v3.mlirbc",
    ] {
        let bytes = std::fs::read(corpus_dir().join(name)).expect("read");
        for len in 0..bytes.len() {
            let ctx = new_context(&Options {
                allow_unregistered: true,
                ..Default::default()
            });
            let r = bytecode::read(&ctx, &bytes[..len]);
            // A prefix can only succeed if the cut removed whole trailing
            // sections that are optional.
            if let Err(e) = r {
                assert!(e.offset.is_some_and(|o| o <= len), "{name}[..{len}]: {e}");
            }
        }
    }
}
