//! Any text as a TOML or JSON card file: reading, compiling and linting never panic, and a card
//! that compiles stays under the form cap and its per-hand counts add up to the total.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::american::{Card, CardFormat, MAX_FORMS, MAX_LINT_PROBLEMS};

fn check(card: &Card) {
    assert!(card.form_count() <= MAX_FORMS);
    assert_eq!(card.form_counts().map(|c| c.forms).sum::<usize>(), card.form_count());
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(card) = Card::from_toml_str(text, Some("fuzz.toml")) {
        check(&card);
    }
    if let Ok(card) = Card::from_json_str(text, Some("fuzz.json")) {
        check(&card);
    }
    for format in [CardFormat::Toml, CardFormat::Json] {
        let lint = Card::lint_str(text, format, Some("fuzz\u{1b}"));
        if let Some(card) = &lint.card {
            check(card);
        }
        assert!(lint.errors.len() <= MAX_LINT_PROBLEMS && lint.warnings.len() <= MAX_LINT_PROBLEMS);
        for e in &lint.errors {
            // Messages are bounded and carry no control character.
            let message = e.to_string();
            assert!(message.len() < 1500, "a {}-byte message", message.len());
            assert!(!message.chars().any(char::is_control), "{message:?}");
        }
    }
});
