//! Card files round-tripped through `to_toml`: a card read from any TOML or JSON text prints to
//! TOML that reads back to the same card (the same hands, forms and printed text), and reading
//! never keeps more than the caps allow. The input is a card text, or (when it is not one) the
//! bytes pick the hands of a card from a small palette of lines and fields, so most inputs are
//! cards.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::american::{Card, HandSpec, MAX_HANDS, MAX_LINES, Numbers};

const LINES: [&str; 8] = [
    "FF 222a 44a 666b 8888b",
    "NNNN EEE WWW SSSS",
    "FF XXX0a XXXX1b DDDDDc",
    "FFFF 2026a 222b 222c",
    "11a 33a|55a 77b 99b NN EE WW",
    "ZZZZ DDDa DDDb FFFF",
    "XXXX0a XXXX0b XXXX0c FF",
    "333a 666a 9999a DDDDa",
];

fn same(a: &Card, b: &Card) {
    assert_eq!((a.name(), a.edition()), (b.name(), b.edition()));
    assert_eq!(a.hands(), b.hands());
    assert_eq!(a.form_count(), b.form_count());
    assert_eq!(a.form_counts().collect::<Vec<_>>(), b.form_counts().collect::<Vec<_>>());
}

fn check(card: &Card) {
    assert!(card.hands().len() <= MAX_HANDS);
    assert!(card.hands().iter().all(|h| h.lines.len() <= MAX_LINES));
    let toml = card.to_toml();
    let again = Card::from_toml_str(&toml, None).unwrap_or_else(|e| panic!("{e}\n{toml}"));
    same(card, &again);
    assert_eq!(again.to_toml(), toml, "to_toml is not stable");
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        for card in [Card::from_toml_str(text, None), Card::from_json_str(text, None)].into_iter().flatten() {
            check(&card);
        }
    }
    // A card from the palette, with names and texts taken from the input (any characters).
    let Some((&n, rest)) = data.split_first() else { return };
    let words: Vec<String> = rest.split(|&b| b == 0).map(|w| String::from_utf8_lossy(w).into_owned()).collect();
    let word = |i: usize| words.get(i % words.len().max(1)).cloned().unwrap_or_default();
    let mut hands = Vec::new();
    for (i, &b) in rest.iter().take(1 + n as usize % 4).enumerate() {
        let lines: Vec<&str> = (0..1 + b as usize % 2).map(|k| LINES[(b as usize + 3 * k) % LINES.len()]).collect();
        let mut spec = HandSpec::new(&word(i), u32::from(b) << (i % 4), u32::from(n), b & 1 == 1, &lines);
        spec.text = word(i + 1);
        spec.numbers = match b % 4 {
            0 => Numbers::Odd,
            1 => Numbers::Even,
            2 => Numbers::List((1..=9).filter(|k| (b as u16 + i as u16) & (1 << (k % 8)) != 0).collect()),
            _ => Numbers::Any,
        };
        hands.push(spec);
    }
    if let Ok(card) = Card::compile(&word(7), &word(8), hands) {
        check(&card);
        let json = serde_json::to_string(&toml::from_str::<toml::Value>(&card.to_toml()).unwrap()).unwrap();
        same(&card, &Card::from_json_str(&json, None).unwrap_or_else(|e| panic!("{e}\n{json}")));
    }
});
