//! Writes the standard-hand lookup table (see `src/standard/table_gen.rs`) to `OUT_DIR`.

include!("src/standard/table_gen.rs");

fn main() {
    println!("cargo::rerun-if-changed=src/standard/table_gen.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let (entries, pool) = generate_suit_table();
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR is set by cargo"));
    let bytes: Vec<u8> = entries.iter().flat_map(|e| e.to_le_bytes()).collect();
    std::fs::write(out.join("standard_suit.bin"), bytes).expect("write standard_suit.bin");
    std::fs::write(out.join("standard_frontier.bin"), pool).expect("write standard_frontier.bin");
}
