//! Writes the standard-hand lookup tables (see `src/standard/table_gen.rs`) to `OUT_DIR`.

include!("src/standard/table_gen.rs");

/// The Chinese Official rules' per-suit decomposition table (self-contained).
#[path = "src/mcr/table_gen.rs"]
mod mcr_table_gen;

fn main() {
    println!("cargo::rerun-if-changed=src/standard/table_gen.rs");
    println!("cargo::rerun-if-changed=src/standard/keep.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR is set by cargo"));
    println!("cargo::rerun-if-changed=src/mcr/table_gen.rs");
    if std::env::var_os("CARGO_FEATURE_FAST_TABLES").is_some() {
        mcr_table_gen::mcr_write_tables(&out);
    }
    let write = |name: &str, bytes: &[u8]| std::fs::write(out.join(name), bytes).expect("write a table to OUT_DIR");
    let (entries, pool) = generate_suit_table();
    write("standard_suit_profile.bin", &suit_profile_bytes(&entries));
    write("standard_profiles.bin", &pool);
    let (two, sh, away, pairs, suit_honours) = generate_chain_tables(&pool);
    write("standard_two_suits.bin", &two);
    write("standard_suit_honours.bin", &sh);
    write("standard_away.bin", &away);
    let (profile_first, profile_second, winning_first, winning_second) = generate_two_step_tables(&entries);
    write("standard_profile_first.bin", &profile_first.iter().flat_map(|s| s.to_le_bytes()).collect::<Vec<u8>>());
    write("standard_profile_second.bin", &profile_second);
    write("standard_winning_first.bin", &winning_first);
    write("standard_winning_second.bin", &winning_second);
    let (honours, honour_numbers) = honour_profiles();
    write("standard_honour_profile.bin", &honour_numbers);
    write("standard_honour_profiles.bin", &honours.concat());
    if std::env::var_os("CARGO_FEATURE_FAST_TABLES").is_some() {
        write("standard_honour_base5.bin", &honour_base5_table(&honour_numbers));
        // The suit-and-honours table padded with zeros to twice its size, so that any two
        // bytes `s * 64 | h` index it.
        let mut padded = sh.clone();
        padded.resize(2 * sh.len(), 0);
        write("standard_suit_honours_fast.bin", &padded);
    }
    write("standard_honour_improving.bin", &honour_improving_table());
    if std::env::var_os("CARGO_FEATURE_IMPROVING_TABLES").is_none() {
        return;
    }
    let (numbers, sets, pair) = generate_improving_tables(&entries, &pool);
    let (index, improving_entries, bases) = generate_improving_entries(&entries, &numbers, &sets, &pair);
    write("standard_improving_index.bin", &index.iter().flat_map(|n| n.to_le_bytes()).collect::<Vec<u8>>());
    write("standard_improving_entries.bin", &improving_entries);
    write("standard_improving_bases.bin", &bases.iter().flat_map(|n| n.to_le_bytes()).collect::<Vec<u8>>());
    let suits: Vec<KeepProfile> =
        pool.chunks_exact(PROFILE_WIDTH).map(|p| p.try_into().expect("whole profiles")).collect();
    write("standard_improving_suit_pairs.bin", &generate_improving_pairs(&suits, &suits));
    write("standard_improving_honour_pairs.bin", &generate_improving_pairs(&suits, &honours));
    write("standard_improving_honour_ids.bin", &honour_numbers);
    write("standard_improving_suit_packed.bin", &packed_profiles(&suits));
    write("standard_improving_honour_packed.bin", &packed_profiles(&honours));
    write("standard_improving_rest_suit.bin", &generate_rest_table(&suits, &suit_honours));
    write("standard_improving_rest_honours.bin", &generate_rest_table(&pairs, &honours));
    write("standard_improving_rest_third.bin", &generate_rest_table(&pairs, &suits));
}
