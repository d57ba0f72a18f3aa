//! `Card::lint` names every bad line of every hand, not only the first of each hand. The expected
//! places were counted by hand, character by character, in the line strings below.

use mahjong_core::american::{Card, CardErrorKind, CardFormat, LineErrorKind};

/// The card of the lint tests (three hands: 2468 #1 with three bad lines out of four, 369 #1
/// clean, Quints #1 with one bad line out of two), shared with the CLI and Python tests.
const CARD: &str = include_str!("data/lint-card.toml");

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
