//! Generates the toy dialect from `src/toy.ods` into `OUT_DIR/toy.rs`
//! (`RODS_DUMP_DIR=dir cargo build` also writes it to `dir`).

fn main() {
    ods_dsl::build::Generator::new()
        .file("src/toy.ods")
        .output("toy.rs")
        .run();
}
