//! The serde form of a Charleston pass is read by the same readers as every face's pass
//! argument, so its errors are theirs, word for word: a blind position past the pass's tiles is
//! `ArgError::NotInPass` ("blind position 3 is not a tile of this pass (0 to 2)"), as Python's
//! `Pass(tiles, blind=[3])` and `rules::args::pass` say it.
#![cfg(feature = "serde")]

use mahjong_core::rules::{Pass, PassOutcome, args};
use mahjong_core::{Hand, Tile};

fn tiles(words: &[&str]) -> Vec<Tile> {
    words.iter().map(|w| w.parse().unwrap()).collect()
}

/// The message of a serde_json error without the place serde_json adds (` at line 1 column N`,
/// when reading text).
fn message(e: serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

#[test]
fn a_blind_position_past_the_tiles_of_a_pass_is_refused_in_the_readers_words() {
    // Three tiles: positions 0, 1 and 2; 3 is past them, -1 before them.
    let three = tiles(&["5p", "5p", "1z"]);
    for (position, written) in [(3i64, "3"), (-1, "-1"), (7, "7")] {
        let json = format!(r#"{{"tiles": ["5p", "5p", "1z"], "blind": [{written}]}}"#);
        let e = serde_json::from_str::<Pass>(&json).unwrap_err();
        let expected = format!("blind position {written} is not a tile of this pass (0 to 2)");
        assert_eq!(message(e), expected);
        // The reader every face calls says the same.
        assert_eq!(args::pass(&three, [(position, written)]).unwrap_err().to_string(), expected);
    }
    // One tile: only position 0.
    let e = serde_json::from_str::<Pass>(r#"{"tiles": ["J"], "blind": [0, 1]}"#).unwrap_err();
    assert_eq!(message(e), "blind position 1 is not a tile of this pass (0 to 0)");
}

#[test]
fn blind_positions_within_the_pass_are_read() {
    let p: Pass = serde_json::from_str(r#"{"tiles": ["5p", "5p", "1z"], "blind": [0, 2]}"#).unwrap();
    assert_eq!(p.tiles(), tiles(&["5p", "5p", "1z"]).as_slice());
    assert!(p.is_blind(0) && !p.is_blind(1) && p.is_blind(2));
    assert_eq!(serde_json::to_string(&p).unwrap(), r#"{"tiles":["5p","5p","1z"],"blind":[0,2]}"#);
    // No blind key: nothing blind.
    let p: Pass = serde_json::from_str(r#"{"tiles": ["5p"]}"#).unwrap();
    assert!(!p.is_blind(0));
}

#[test]
fn a_pass_too_long_names_its_seat_where_passes_are_given_by_seat() {
    let e = serde_json::from_str::<Pass>(r#"{"tiles": ["1m", "2m", "3m", "4m"]}"#).unwrap_err();
    assert_eq!(message(e), "a pass holds at most 3 tiles, not 4");
    let hands: Vec<serde_json::Value> =
        ["111m", "222m", "333m", "444m"].map(|h| serde_json::to_value(Hand::parse(h).unwrap()).unwrap()).into();
    let json = serde_json::json!({"hands": hands, "received": [[], ["1m"], ["2m", "2m", "2m", "2m", "2m"], []]});
    let e = serde_json::from_value::<PassOutcome>(json).unwrap_err();
    assert_eq!(message(e), "seat 2: a pass holds at most 3 tiles, not 5");
}
