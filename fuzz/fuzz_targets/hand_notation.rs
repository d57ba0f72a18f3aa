//! Any text: parsing never panics, and a parsed hand prints to forms that parse back to it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::{Hand, notation};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = notation::parse_tile(text);
    let Ok(hand) = Hand::parse(text) else { return };
    let mpsz = notation::mpsz(&hand).to_string();
    let again = Hand::parse(&mpsz).unwrap_or_else(|e| panic!("{text:?} printed as {mpsz:?} which fails: {e}"));
    assert_eq!(again, hand, "{text:?} -> {mpsz:?}");
    let uni = notation::unicode(&hand).to_string();
    let u = Hand::parse(&uni).unwrap_or_else(|e| panic!("{text:?} printed as {uni:?} which fails: {e}"));
    assert_eq!(u, hand, "{text:?} -> {uni:?}");
    let american = notation::american(&hand).to_string();
    let a = Hand::parse(&american).unwrap_or_else(|e| panic!("{text:?} printed as {american:?} which fails: {e}"));
    assert_eq!(a, hand, "{text:?} -> {american:?}");
});
