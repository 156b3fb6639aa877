//! Generates upstream's op interfaces (`ods-dsl`'s `interfaces.ods`) into `OUT_DIR`
//! for `ir::interfaces`.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("interfaces.rs"), ods_dsl::codegen::upstream_interfaces()).expect("OUT_DIR is writable");
}
