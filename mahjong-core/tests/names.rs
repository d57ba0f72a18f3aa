//! Every value a user names has one canonical name (the lower snake_case of its variant) that
//! reads back to it, and every word the command line and the Python wheel accepted before the
//! names moved into the core still reads to the same value.
//!
//! The words below are listed by hand from the command line's and the Python wheel's parsers as
//! they were (`squash`-style comparisons, pass names, profile aliases), not from the core's
//! tables.

use mahjong_core::american::GroupKind;
use mahjong_core::american::advice::Ranking;
use mahjong_core::mcr::{Fan, HandForm};
use mahjong_core::name::{Name, UnknownName};
use mahjong_core::notation::NotationKind;
use mahjong_core::rules::{
    Call, CharlestonPass, PassDirection, Remedy, ReplacementSource, TableAction, TurnPhase, Variant,
};
use mahjong_core::scoring::{AmericanFormat, AmericanWinBy, ScoreItemKind};
use mahjong_core::standard::{RuleProfile, SetKind, SpecialHand, SpecialValue};
use mahjong_core::{Dragon, ErrorKind, MeldKind, MeldStatus, Suit, WinMethod, Wind};
use std::fmt::Debug;

/// `MahJong` -> `mah_jong`, written independently of the core: a `_` before every capital but
/// the first.
fn snake(variant: &str) -> String {
    let mut out = String::new();
    for (i, c) in variant.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The checks every named type passes: `name()` is the snake_case of the variant, reads back
/// (also upper case, with `-` or spaces), every listed word reads to its value, every alias the
/// core keeps is among the listed words, and a word naming nothing is an [`UnknownName`].
fn check<T: Name + Debug + PartialEq>(words: &[(&str, T)]) {
    assert_eq!(T::NAMES.len(), T::VALUES.len());
    for (v, n) in T::VALUES.iter().zip(T::NAMES) {
        assert_eq!(v.name(), *n);
        assert_eq!(snake(&format!("{v:?}")), *n, "{v:?}");
        assert_eq!(n.parse::<T>().as_ref(), Ok(v), "{n}");
        assert_eq!(n.to_uppercase().parse::<T>().as_ref(), Ok(v), "{n}");
        assert_eq!(n.replace('_', "-").parse::<T>().as_ref(), Ok(v), "{n}");
        assert_eq!(format!(" {} ", n.replace('_', " ")).parse::<T>().as_ref(), Ok(v), "{n}");
    }
    for (w, v) in words {
        assert_eq!(w.parse::<T>().as_ref(), Ok(v), "{w:?}");
    }
    for (alias, v) in T::ALIASES {
        assert!(
            words.iter().any(|(w, x)| w.eq_ignore_ascii_case(alias) && x == v),
            "alias {alias:?} is not listed by hand"
        );
    }
    // Every label reads to its own value (no label names another value first).
    for v in T::VALUES {
        if let Some(l) = v.label() {
            assert_eq!(l.parse::<T>().as_ref(), Ok(v), "{l}");
        }
    }
    for bad in ["", " ", "-", "no such name"] {
        let e: UnknownName = bad.parse::<T>().unwrap_err();
        assert_eq!((e.what(), e.names(), e.kind()), (T::WHAT, T::NAMES, ErrorKind::UnknownName));
    }
}

#[test]
fn calls_read_their_rule_book_names() {
    use Call::*;
    assert_eq!(Call::NAMES, ["chow", "pung", "kong", "quint", "sextet", "mah_jong"]);
    check(&[
        ("Chow", Chow),
        ("PUNG", Pung),
        ("Mah Jongg", MahJong),
        ("mahjong", MahJong),
        ("mah jong", MahJong),
        ("mah-jongg", MahJong),
        ("mahjongg", MahJong),
    ]);
}

#[test]
fn turn_phases_read_the_words_python_accepted() {
    use TurnPhase::*;
    assert_eq!(TurnPhase::NAMES, ["waiting", "drawn", "exposed", "discarded"]);
    check(&[
        ("notonturn", Waiting),
        ("not on turn", Waiting),
        ("afterdrawing", Drawn),
        ("after drawing", Drawn),
        ("afterexposing", Exposed),
        ("afterdiscarding", Discarded),
    ]);
}

#[test]
fn table_actions_read_the_words_python_accepted() {
    use TableAction::*;
    assert_eq!(TableAction::NAMES, ["draw", "rack", "discard", "declare_mah_jong", "exchange_joker"]);
    check(&[
        ("declaremahjong", DeclareMahJong),
        ("declaremahjongg", DeclareMahJong),
        ("declare Mah Jongg", DeclareMahJong),
        ("mah_jong", DeclareMahJong),
        ("mah_jongg", DeclareMahJong),
        ("mahjongg", DeclareMahJong),
        ("exchangejoker", ExchangeJoker),
        ("exchangeajoker", ExchangeJoker),
        ("exchange a joker", ExchangeJoker),
    ]);
}

#[test]
fn charleston_passes_read_numbers_and_pass_names() {
    use CharlestonPass::*;
    assert_eq!(
        CharlestonPass::NAMES,
        ["first_right", "first_over", "first_left", "second_left", "second_over", "second_right", "courtesy"]
    );
    check(&[
        ("1", FirstRight),
        ("4", SecondLeft),
        ("7", Courtesy),
        ("first-right", FirstRight),
        ("firstright", FirstRight),
        ("first Charleston, right", FirstRight),
        ("Second Charleston, over", SecondOver),
        ("second-right", SecondRight),
        ("courtesy pass", Courtesy),
    ]);
    assert!("8".parse::<CharlestonPass>().is_err());
    assert!("0".parse::<CharlestonPass>().is_err());
}

#[test]
fn rule_profiles_read_every_alias_and_mcr() {
    use RuleProfile::*;
    assert_eq!(RuleProfile::NAMES, ["classical", "british", "two_player", "three_player", "mcr"]);
    check(&[
        ("two-player", TwoPlayer),
        ("three-player", ThreePlayer),
        ("chinese", Classical),
        ("BMJA", British),
        ("two", TwoPlayer),
        ("three", ThreePlayer),
        ("triangular", ThreePlayer),
        ("chinese-official", Mcr),
        ("chinese_official", Mcr),
        ("MCR", Mcr),
    ]);
}

#[test]
fn winds_read_their_letters() {
    use Wind::*;
    assert_eq!(Wind::NAMES, ["east", "south", "west", "north"]);
    check(&[("E", East), ("s", South), ("W", West), ("n", North), ("North", North)]);
}

#[test]
fn win_methods_read_the_notation_words() {
    use WinMethod::*;
    assert_eq!(
        WinMethod::NAMES,
        ["discard", "self_drawn", "kong_replacement", "robbing_kong", "last_wall_tile", "last_discard"]
    );
    check(&[
        ("self", SelfDrawn),
        ("self-drawn", SelfDrawn),
        ("tsumo", SelfDrawn),
        ("ron", Discard),
        ("kong-replacement", KongReplacement),
        ("robbing-kong", RobbingKong),
        ("last-tile", LastWallTile),
        ("last-discard", LastDiscard),
    ]);
}

#[test]
fn american_wins_and_formats_read_their_words() {
    use AmericanWinBy::*;
    check(&[("self", SelfDrawn), ("self-drawn", SelfDrawn), ("joker-exchange", JokerExchange)]);
    check(&[("League", AmericanFormat::League)]);
    assert_eq!(AmericanWinBy::NAMES, ["discard", "self_drawn", "joker_exchange"]);
}

#[test]
fn score_items_read_the_scoring_table_lines() {
    use ScoreItemKind::*;
    check(&[
        ("original call", OriginalCall),
        ("Pair of player's own Wind", PairOfOwnWind),
        ("Pungs/Kongs of any one suit and a pair", PungsOfOneSuit),
        ("For going Mah Jong", MahJong),
    ]);
    assert_eq!(MajorPung.name(), "major_pung");
    assert_eq!(ScoreItemKind::NAMES.len(), ScoreItemKind::ALL.len());
}

#[test]
fn fans_read_english_chinese_and_numbers() {
    check(&[
        ("Out With Replacement Tile", Fan::OutWithReplacementTile),
        ("三色双龙会", Fan::ThreeSuitedTerminalChows),
        ("43", Fan::ChickenHand),
        ("1", Fan::BigFourWinds),
    ]);
    assert_eq!(Fan::NAMES.len(), 81);
    assert!("82".parse::<Fan>().is_err());
    let e = "riichi".parse::<Fan>().unwrap_err();
    assert_eq!(e.to_string(), "unknown fan \"riichi\": expected one of the 81 fan names");
}

#[test]
fn special_hands_read_with_or_without_the() {
    use SpecialHand::*;
    check(&[
        ("wriggling snake", WrigglingSnake),
        ("The Wriggling Snake", WrigglingSnake),
        ("Imperial Jade", ImperialJade),
        ("The Gates of Heaven", GatesOfHeaven),
        ("Heaven's Blessing", HeavensBlessing),
    ]);
    check(&[("half limit", SpecialValue::HalfLimit)]);
}

#[test]
fn hand_forms_read_their_old_words() {
    use HandForm::*;
    assert_eq!(
        HandForm::NAMES,
        ["regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted_tiles", "knitted_straight"]
    );
    check(&[("seven-pairs", SevenPairs), ("honors-and-knitted", HonorsAndKnittedTiles)]);
}

#[test]
fn the_other_named_values_read_their_names() {
    check(&[("American", Variant::American)]);
    check(&[("Over", PassDirection::Over)]);
    check(&[("play on", Remedy::PlayOn), ("redeal with the same East", Remedy::RedealSameEast)]);
    check(&[("Kong Box", ReplacementSource::KongBox), ("loose tile", ReplacementSource::LooseTile)]);
    check::<MeldKind>(&[]);
    check::<MeldStatus>(&[]);
    check::<SetKind>(&[]);
    check::<Suit>(&[]);
    check::<Dragon>(&[]);
    check(&[("Unicode", NotationKind::Unicode)]);
    check(&[("expected-points", Ranking::ExpectedPoints)]);
    check(&[("Sextet", GroupKind::Sextet)]);
}

#[test]
fn an_unknown_name_quotes_the_word_and_lists_the_names() {
    let e = "chi".parse::<Call>().unwrap_err();
    assert_eq!(e.to_string(), "unknown call \"chi\": expected chow, pung, kong, quint, sextet or mah_jong");
    let e = "x\u{1b}[2J".parse::<Wind>().unwrap_err();
    assert_eq!(e.to_string(), "unknown wind \"x\\u{1b}[2J\": expected east, south, west or north");
    // A long word is quoted as every message quotes input: its first 60 characters and its length.
    let long = "é".repeat(100);
    let e = long.parse::<Variant>().unwrap_err();
    assert_eq!(e.word(), "é".repeat(60));
    let quoted = format!("\"{}… (100 characters)\"", "é".repeat(60));
    assert_eq!(e.to_string(), format!("unknown variant {quoted}: expected american, chinese or british"));
}

#[test]
fn card_formats_read_the_words_python_accepted() {
    use mahjong_core::american::CardFormat::{self, *};
    assert_eq!(CardFormat::NAMES, ["toml", "json"]);
    check(&[("TOML", Toml), ("Json", Json)]);
}

/// With `serde`, a named value is written as its canonical name and read back through its
/// `FromStr`: the Rust variant names written before (`"MahJong"`) and the labels written before
/// (`"The Wriggling Snake"`, `"two-player"`) still read. Data-carrying enums write their
/// variants in snake_case and still read the variant names.
#[cfg(feature = "serde")]
#[test]
fn serde_writes_canonical_names_and_reads_the_old_forms() {
    use mahjong_core::rules::{BetOutcome, DeadHandReason, HandResult, Seat};
    fn json<T: serde::Serialize>(v: T) -> String {
        serde_json::to_string(&v).unwrap()
    }
    fn read<T: serde::de::DeserializeOwned>(text: &str) -> T {
        serde_json::from_str(text).unwrap()
    }
    assert_eq!(json(Call::MahJong), r#""mah_jong""#);
    assert_eq!(json(Variant::American), r#""american""#);
    assert_eq!(json(CharlestonPass::FirstRight), r#""first_right""#);
    assert_eq!(json(RuleProfile::TwoPlayer), r#""two_player""#);
    assert_eq!(json(SpecialHand::WrigglingSnake), r#""wriggling_snake""#);
    assert_eq!(json(Ranking::ExpectedPoints), r#""expected_points""#);
    assert_eq!(json(Fan::BigFourWinds), r#""big_four_winds""#);
    assert_eq!(read::<Call>(r#""MahJong""#), Call::MahJong);
    assert_eq!(read::<Call>(r#""mah_jong""#), Call::MahJong);
    assert_eq!(read::<Variant>(r#""American""#), Variant::American);
    assert_eq!(read::<CharlestonPass>(r#""FirstRight""#), CharlestonPass::FirstRight);
    assert_eq!(read::<RuleProfile>(r#""two-player""#), RuleProfile::TwoPlayer);
    assert_eq!(read::<SpecialHand>(r#""The Wriggling Snake""#), SpecialHand::WrigglingSnake);
    assert_eq!(read::<Wind>(r#""n""#), Wind::North);
    let e = serde_json::from_str::<Call>(r#""chi""#).unwrap_err().to_string();
    assert!(e.starts_with("unknown call \"chi\": expected chow, pung"), "{e}");
    assert!(serde_json::from_str::<Call>("5").is_err());

    assert_eq!(json(HandResult::WallGame), r#""wall_game""#);
    assert_eq!(json(BetOutcome::PaysAs(Seat::ALL[2])), r#"{"pays_as":2}"#);
    assert_eq!(
        json(DeadHandReason::WrongTileCount { has: 12, expected: 13 }),
        r#"{"wrong_tile_count":{"has":12,"expected":13}}"#
    );
    assert_eq!(read::<HandResult>(r#""WallGame""#), HandResult::WallGame);
    assert_eq!(read::<BetOutcome>(r#"{"PaysAs":2}"#), BetOutcome::PaysAs(Seat::ALL[2]));
    assert_eq!(read::<BetOutcome>(r#"{"pays_as":2}"#), BetOutcome::PaysAs(Seat::ALL[2]));
    assert_eq!(read::<DeadHandReason>(r#""NoLinePossible""#), DeadHandReason::NoLinePossible);
}
