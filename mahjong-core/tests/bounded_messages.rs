//! Every error that quotes input shows at most a 60-character window of it, control characters
//! escaped: each error path below is fed a 1 MiB name (a file name, a section, a key, a word, a
//! hand) and its message stays a few hundred bytes with no control character.

use mahjong_core::Hand;
use mahjong_core::american::{Card, CardFormat, HandSpec};
use mahjong_core::error::{Excerpt, MESSAGE_WINDOW, Quoted, Window};

const MIB: usize = 1 << 20;

/// A name of 1 MiB that starts with an escape sequence and holds a line break.
fn huge() -> String {
    format!("\u{1b}[2J\n{}", "n".repeat(MIB))
}

fn bounded(what: &str, message: &str) {
    assert!(message.len() <= 400, "{what}: a {}-byte message: {}…", message.len(), &message[..300]);
    assert!(!message.chars().any(|c| c.is_control()), "{what}: a control character in {message:?}");
}

#[test]
fn card_errors_quote_a_window_of_a_huge_file_name_section_or_key() {
    let name = huge();
    let good = "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"FF 222a 44a 666b 8888b\"]\n";
    // The file name: in every card error (here a line error), from a path and from a source.
    let bad_line = good.replace("8888b", "888b");
    let err = Card::from_toml_str(&bad_line, Some(&name)).unwrap_err();
    bounded("source name", &err.to_string());
    assert!(err.to_string().starts_with(&format!("…{}: hand 1 (s #1)", "n".repeat(MESSAGE_WINDOW - 1))));
    let missing = format!("/tmp/{name}.toml");
    bounded("path", &Card::load(&missing).unwrap_err().to_string());
    // The section, in a compile error and in a warning.
    let spec = HandSpec::new(&name, 1, 25, false, &["FF 222a 44a 666b 888b"]);
    bounded("section", &Card::compile("c", "", vec![spec.clone()]).unwrap_err().to_string());
    let lint = Card::lint("c", "", vec![spec.clone(), spec]);
    bounded("section in a lint error", &lint.errors[0].to_string());
    bounded("section in a warning", &lint.warnings[0].to_string());
    // Keys and values quoted by the TOML and JSON readers.
    let key = format!("{} = 1\n", "k".repeat(MIB));
    bounded("TOML key", &Card::from_toml_str(&key, None).unwrap_err().to_string());
    let json_key = format!("{{\"{}\": 1}}", "k".repeat(MIB));
    bounded("JSON key", &Card::from_json_str(&json_key, None).unwrap_err().to_string());
    let hand_key = format!("[[hand]]\n{} = 1\n", "k".repeat(MIB));
    bounded("TOML hand key", &Card::from_toml_str(&hand_key, None).unwrap_err().to_string());
    let word = good.replace("value = 25", &format!("value = 25\nnumbers = \"{}\"", "w".repeat(MIB)));
    bounded("numbers word", &Card::from_toml_str(&word, None).unwrap_err().to_string());
    let json_word = format!(
        r#"{{"hand": [{{"section": "s", "number": 1, "value": 1, "lines": ["FF"], "numbers": "{}\u001b"}}]}}"#,
        "w".repeat(MIB)
    );
    bounded("JSON numbers word", &Card::from_json_str(&json_word, None).unwrap_err().to_string());
    let wrong_type = format!("name = 1\nedition = \"{}\"\n", "\\u001b".repeat(MIB / 6));
    bounded("wrong type", &Card::from_toml_str(&wrong_type, None).unwrap_err().to_string());
    let string_value = format!("[[hand]]\nsection = 5\nnumber = \"{}\"\n", "v".repeat(MIB));
    bounded("string value", &Card::from_toml_str(&string_value, None).unwrap_err().to_string());
    // The same through lint, and through the serialized message.
    for format in [CardFormat::Toml, CardFormat::Json] {
        for e in Card::lint_str(&key, format, Some(&name)).errors {
            bounded("lint", &e.to_string());
        }
    }
}

#[test]
fn hand_errors_quote_a_window_of_a_huge_hand_with_the_caret_aligned() {
    let text = format!("{}1m\u{1b}x{}", " ".repeat(MIB), "2p".repeat(100));
    let err = Hand::parse(&text).unwrap_err();
    bounded("hand", &err.to_string());
    let quoted = Quoted(&text).to_string();
    bounded("quoted hand", &quoted);
    assert!(quoted.ends_with(&format!("… ({} characters)\"", text.chars().count())));
    let excerpt = Excerpt::new(&text, err.column).to_string();
    let lines: Vec<&str> = excerpt.lines().collect();
    assert_eq!(lines.len(), 2);
    bounded("excerpt", lines[0]);
    // The caret stands under the escaped character the error names.
    let caret = lines[1].chars().count() - 1;
    assert_eq!(lines[1].chars().last(), Some('^'));
    assert_eq!(lines[0].chars().skip(caret).take(6).collect::<String>(), "\\u{1b}");
    assert_eq!(err.column, MIB + 3);
    let chars = text.chars().count();
    assert_eq!(Window::head(&text).to_string(), format!("{}… ({chars} characters)", " ".repeat(MESSAGE_WINDOW)));
}
