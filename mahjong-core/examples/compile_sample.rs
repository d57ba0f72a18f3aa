//! Reads and compiles the embedded sample card N times (default 1) and prints the forms made, for
//! counting the card compiler's instructions:
//!   cargo build --release -p mahjong-core --example compile_sample
//!   valgrind --tool=callgrind target/release/examples/compile_sample 10   (and with 0, the start-up)
use mahjong_core::american::Card;

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut forms = 0;
    for _ in 0..n {
        match Card::from_toml_str(std::hint::black_box(Card::sample_toml()), Some("sample")) {
            Ok(card) => forms += card.form_count(),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
    println!("{forms}");
}
