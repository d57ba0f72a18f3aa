//! Writes the standard-hand lookup table (see `src/standard/table_gen.rs`) to `OUT_DIR`.

include!("src/standard/table_gen.rs");

fn main() {
    println!("cargo::rerun-if-changed=src/standard/table_gen.rs");
    println!("cargo::rerun-if-changed=src/standard/keep.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let (entries, pool) = generate_suit_table();
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR is set by cargo"));
    let bytes: Vec<u8> = entries.iter().flat_map(|e| e.to_le_bytes()).collect();
    std::fs::write(out.join("standard_suit.bin"), bytes).expect("write standard_suit.bin");
    let (suits, with_honours) = generate_combination_tables(&pool);
    std::fs::write(out.join("standard_profiles.bin"), pool).expect("write standard_profiles.bin");
    std::fs::write(out.join("standard_suit_pairs.bin"), suits).expect("write standard_suit_pairs.bin");
    std::fs::write(out.join("standard_suit_honours.bin"), with_honours).expect("write standard_suit_honours.bin");
    std::fs::write(out.join("standard_honour_class.bin"), honour_class_map()).expect("write standard_honour_class.bin");
}
