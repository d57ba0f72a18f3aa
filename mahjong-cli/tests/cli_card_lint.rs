//! `mahjong card lint` names every bad line of every hand. The places were counted by hand in the
//! line strings of the card below.
mod common;
use common::{run, temp_file};

/// 2468 #1 has three bad lines out of four, 369 #1 none, Quints #1 one out of two.
const CARD: &str = include_str!("../../mahjong-core/tests/data/lint-card.toml");

#[test]
fn card_lint_names_every_bad_line_of_a_hand() {
    let path = temp_file("card-lint", "card.toml", CARD.as_bytes());
    let out = run(&["card", "lint", &path], 1);
    assert_eq!(
        out,
        format!(
            // Line 2 is 21 characters of 13 tiles; the Q of line 3 is its 16th character; the
            // "2a" at column 9 of line 4 is the fifth natural 2 of one suit; "XXXX1" of Quints
            // line 2 ends at column 14 with no suit letter, found at column 15.
            "error: {path}: hand 1 (2468 #1), line 2, column 22: the line has 13 tiles; a line has exactly 14\n\
             error: {path}: hand 1 (2468 #1), line 3, column 16: unexpected character 'Q'\n\
             error: {path}: hand 1 (2468 #1), line 4, column 9: the line needs 5 naturals of 2 craks (2c); the American set has 4\n\
             error: {path}: hand 3 (Quints #1), line 2, column 15: numbers, D and X need a suit letter a, b or c after the group\n\
             369 #1: 3 forms\n\
             total: 3 forms in 1 hands, 4 errors, 0 warnings\n"
        )
    );
    let out = run(&["--json", "card", "lint", &path], 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let places: Vec<_> = v["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["hand"].clone(), e["line"].clone(), e["column"].clone()))
        .collect();
    let want: Vec<_> = [(1, 2, 22), (1, 3, 16), (1, 4, 9), (3, 2, 15)]
        .iter()
        .map(|&(h, l, c)| (serde_json::json!(h), serde_json::json!(l), serde_json::json!(c)))
        .collect();
    assert_eq!(places, want);
    std::fs::remove_file(path).unwrap();
}
