//! `Card::lint` names every bad line of every hand, not only the first of each hand. The expected
//! places were counted by hand, character by character, in the line strings below.

use mahjong_core::american::{Card, CardErrorKind, CardFormat, LineErrorKind};

/// Three hands: 2468 #1 with three bad lines out of four, 369 #1 clean, Quints #1 with one bad
/// line out of two.
const CARD: &str = r#"name = "Lint"

[[hand]]
section = "2468"
number = 1
value = 25
lines = [
    "FF 222a 44a 666b 8888b",
    "FF 222a 44a 666b 888b",
    "FF 222a 44a 666Qb 8888b",
    "22a 22a 2a 444b 6666b 88b",
]

[[hand]]
section = "369"
number = 1
value = 25
lines = ["333a 666a 9999a DDDDa"]

[[hand]]
section = "Quints"
number = 1
value = 40
lines = ["FF XXX0a XXXX1b DDDDDc", "FF XXX0a XXXX1 DDDDDc"]
"#;

#[test]
fn lint_names_every_bad_line_of_every_hand_with_its_column() {
    let lint = Card::lint_str(CARD, CardFormat::Toml, Some("lint.toml"));
    let places: Vec<_> = lint.errors.iter().map(|e| (e.hand, e.line, e.column, e.kind.clone())).collect();
    assert_eq!(
        places,
        [
            // "FF 222a 44a 666b 888b" is 21 characters of 13 tiles: the count is short at the end.
            (Some(1), Some(2), 22, CardErrorKind::Line(LineErrorKind::TileCount(13))),
            // "FF 222a 44a 666Q": the Q is the 16th character.
            (Some(1), Some(3), 16, CardErrorKind::Line(LineErrorKind::UnexpectedChar('Q'))),
            // "22a 22a 2a": the fifth natural 2 of one suit is the group "2a" at column 9.
            (Some(1), Some(4), 9, CardErrorKind::Impossible { tile: "2m".parse().unwrap(), count: 5, max: 4 }),
            // "FF XXX0a XXXX1 ": the group XXXX1 (columns 10-14) ends without a suit letter at 15.
            (Some(3), Some(2), 15, CardErrorKind::Line(LineErrorKind::MissingSuitLetter)),
        ]
    );
    assert_eq!(lint.errors[1].to_string(), "lint.toml: hand 1 (2468 #1), line 3, column 16: unexpected character 'Q'");
    assert_eq!((lint.error_count(), lint.warning_count()), (4, 0));
    // Only the clean hand is compiled: 369 #1, one suit letter, 3 forms.
    let card = lint.card.unwrap();
    assert_eq!(card.hands().len(), 1);
    assert_eq!((card.hands()[0].section.as_str(), card.form_count()), ("369", 3));
}

#[test]
fn compiling_still_stops_at_the_first_bad_line() {
    let err = Card::from_toml_str(CARD, None).unwrap_err();
    assert_eq!((err.hand, err.line, err.column), (Some(1), Some(2), 22));
}
