//! Hand-worked tests of the sentences of seeds 000 and 003 about forming hands.

mod common;
use common::h;

use mahjong_core::MeldStatus;
use mahjong_core::standard::{self, RuleProfile, SetKind, StandardError};

fn wins(s: &str, rules: RuleProfile) -> bool {
    standard::is_winning(&h(s), rules).unwrap()
}

// Seed 000: "A winning hand must contain: 4 sets 1 pair".
#[test]
fn four_sets_and_a_pair_win() {
    assert!(wins("123m456p789s111z55z", RuleProfile::Classical));
    // five pairs and a single: no.
    assert!(!wins("1122m3344p5566s77z", RuleProfile::Classical));
    // four sets and two singles: no.
    assert!(!wins("123m456p789s111z57z", RuleProfile::Classical));
}

// Seed 003: "A Pung – a set of 3 identical tiles", "A Chow – a run of 3 tiles in the same suit".
#[test]
fn chow_is_a_run_in_one_suit_and_never_of_honours() {
    assert!(wins("123m123m123m11z789m", RuleProfile::Classical));
    // 8m 9m 1p is not a run: suits do not wrap.
    assert!(!wins("89m1p111z222z333z44z", RuleProfile::Classical));
    // Seed 000: "Winds and Dragons cannot be used in a Chow."
    assert!(!wins("123z567z111m222m33p", RuleProfile::Classical));
}

// Seed 000: "A Kong counts as one complete set, even though it contains four tiles."
#[test]
fn a_kong_counts_as_one_set() {
    let hand = h("123m456p11z [7777s] (2222z)");
    assert_eq!(hand.tile_count(), 16);
    assert!(standard::is_winning(&hand, RuleProfile::Classical).unwrap());
    let mut kinds = Vec::new();
    let n = standard::decompose(&hand, RuleProfile::Classical, |d| {
        kinds = d.sets().iter().map(|s| (s.kind(), s.meld_status())).collect();
    })
    .unwrap();
    assert_eq!(n, 1);
    assert_eq!(
        kinds,
        [
            (SetKind::Kong, Some(MeldStatus::Exposed)),
            (SetKind::Kong, Some(MeldStatus::Concealed)),
            (SetKind::Chow, None),
            (SetKind::Chow, None)
        ]
    );
}

// Four identical concealed tiles are not a kong: a kong must be declared.
#[test]
fn four_concealed_identical_tiles_are_not_a_kong() {
    assert!(!wins("1111m222p333s444z5z", RuleProfile::Classical));
    // but 1111 2 3 can be a pung and a chow.
    assert!(wins("111123m456p789s55z", RuleProfile::Classical));
}

// Seed 000: "Flower and Season tiles are bonus tiles. They are not counted as part of your
// four sets and one pair."
#[test]
fn flowers_and_seasons_are_set_aside() {
    assert!(wins("123m444p777s111z55z 1f 3g", RuleProfile::British));
    assert_eq!(h("123m444p777s111z55z 1f 3g").bonus().len(), 2);
}

// Seed 003 British: "Each player may declare only one Chow per round."
#[test]
fn british_allows_one_chow() {
    assert!(wins("123m444p777s111z55z", RuleProfile::British));
    assert!(!wins("123m456p777s111z55z", RuleProfile::British));
    assert!(!wins("123m444p111z55z [789s]", RuleProfile::British));
    // 111222333m reads as three pungs, so it wins in British with one other chow.
    assert!(wins("111222333m789p55s", RuleProfile::British));
    assert_eq!(standard::decompose(&h("111222333m789p55s"), RuleProfile::British, |_| {}), Ok(1));
}

// Seed 003 two-player: "No chows are allowed. So to go Mah Jong, a player must gather four Pungs
// or Kongs".
#[test]
fn two_player_allows_no_chows() {
    assert!(wins("111m444p777s111z55z", RuleProfile::TwoPlayer));
    assert!(!wins("123m444p777s111z55z", RuleProfile::TwoPlayer));
    assert!(!wins("444p777s111z55z [123m]", RuleProfile::TwoPlayer));
}

// Seed 003 three-player: "the 4 North wind tiles are removed from the set ... 132 tiles".
#[test]
fn three_player_has_no_north_wind() {
    assert!(wins("123m456p789s111z55z", RuleProfile::ThreePlayer));
    let err = standard::is_winning(&h("123m456p789s444z55z"), RuleProfile::ThreePlayer).unwrap_err();
    assert_eq!(err.to_string(), "4z is not in the three-player set");
    assert_eq!(RuleProfile::ThreePlayer.tile_set(false).total(), 132);
    assert_eq!(RuleProfile::ThreePlayer.tile_set(true).total(), 138);
}

// The number of tiles is checked, never guessed.
#[test]
fn wrong_tile_counts_are_errors() {
    assert_eq!(
        standard::is_winning(&h("123m456p789s111z"), RuleProfile::Classical),
        Err(StandardError::WrongTileCount { count: 12, expected: "14" })
    );
    assert_eq!(
        standard::waits(&h("123m456p789s111z55z"), RuleProfile::Classical),
        Err(StandardError::WrongTileCount { count: 14, expected: "13" })
    );
    assert!(standard::decompose(&h("123m"), RuleProfile::Classical, |_| {}).is_err());
    assert!(standard::special_hands(&h("123m"), RuleProfile::Classical).is_err());
    assert_eq!(
        standard::tiles_away(&h("123m456p"), RuleProfile::Classical),
        Err(StandardError::WrongTileCount { count: 6, expected: "13 or 14" })
    );
    let mut five = [0u8; 34];
    five[0] = 5;
    assert_eq!(
        standard::is_winning_counts(&five),
        Err(StandardError::TooManyCopies { tile: "1m".parse().unwrap(), count: 5 })
    );
    assert!(standard::is_winning(&h("123m456p789s111z5z0j"), RuleProfile::Classical).is_err());
}

// Seed 003: "Once a player has reached the point where a player needs one more tile go out, that
// player declares 'one for Mah Jong'" — the waits.
#[test]
fn calling_hands_list_their_waits() {
    let w = standard::waits(&h("123m456p789s11z23m"), RuleProfile::Classical).unwrap();
    let v: Vec<String> = w.iter().map(|t| t.to_string()).collect();
    assert_eq!(v, ["1m", "4m"]);
    assert!(w.is_calling());
    // Under British rules the second chow is not allowed: 123m + 234m/1234m would be two chows.
    let w = standard::waits(&h("123m444p777s11z23m"), RuleProfile::British).unwrap();
    assert!(w.is_empty());
    // Seven different tiles wait on nothing.
    assert!(!standard::waits(&h("159m159p159s1234z"), RuleProfile::Classical).unwrap().is_calling());
    // A tile held four times is not a wait: 1111m with three sets could only use a fifth 1m, so
    // the hand waits on nothing, and the riichi count (the `mahjong` package) calls it 1 away.
    let hand = h("1111m234p567s789s");
    assert!(standard::waits(&hand, RuleProfile::Classical).unwrap().is_empty());
    assert_eq!(standard::tiles_away(&hand, RuleProfile::Classical).unwrap().standard(), 1);
    // British, one chow: the best target keeps chow 234p, pung 1m, a pair of 7s and two pungs
    // finding one tile each (5s, 6s): 3 + 3 + 2 + 1 + 1 = 10 of 13 tiles, so 13 - 10 = 3.
    assert_eq!(standard::tiles_away(&hand, RuleProfile::British).unwrap().standard(), 3);
}

// Seed 003 scoring: "For going Mah Jong with the only possible tile".
#[test]
fn only_possible_tile() {
    // closed wait 1m_3m on 2m
    assert_eq!(standard::only_possible_tile(&h("13m2m456p789s111z55z ; win=2m"), RuleProfile::Classical), Ok(true));
    // pair wait
    assert_eq!(standard::only_possible_tile(&h("123m456p789s111z5z5z ; win=5z"), RuleProfile::Classical), Ok(true));
    // two-sided
    assert_eq!(standard::only_possible_tile(&h("34m2m456p789s111z55z ; win=2m"), RuleProfile::Classical), Ok(false));
    // a shanpon wait (two pairs) has two tiles
    assert_eq!(standard::only_possible_tile(&h("123m456p11s111z55z1s ; win=1s"), RuleProfile::Classical), Ok(false));
    assert_eq!(
        standard::only_possible_tile(&h("123m456p789s111z55z"), RuleProfile::Classical),
        Err(StandardError::NoWinningTile)
    );
}

// Decompositions report each reading once.
#[test]
fn decompositions_of_a_pure_hand() {
    // 111 222 333 444 55, worked out by hand: with 55 as pair {111,222,333,444},
    // {123,123,123,444}, {111,234,234,234}; 11, 33 and 44 cannot be the pair;
    let mut seen = Vec::new();
    let n = standard::decompose(&h("11122233344455m"), RuleProfile::Classical, |d| {
        let mut v: Vec<String> = d.sets().iter().map(|s| format!("{}{}", s.kind().name(), s.tile())).collect();
        v.sort();
        seen.push(v.join(" "));
    })
    .unwrap();
    seen.sort();
    // and with 22 as pair: {111,234,345,345}.
    assert_eq!(
        seen,
        [
            "chow1m chow1m chow1m pung4m",
            "chow2m chow2m chow2m pung1m",
            "chow2m chow3m chow3m pung1m",
            "pung1m pung2m pung3m pung4m"
        ]
    );
    assert_eq!(n, 4);
    // a calling hand has no decomposition... and a wrong count is an error
    assert_eq!(standard::decompose(&h("123m456p789s11z24m5z"), RuleProfile::Classical, |_| {}), Ok(0));
    assert!(standard::decompose(&h("123m456p789s11z23m"), RuleProfile::Classical, |_| {}).is_err());
}

#[test]
fn tiles_away_conventions() {
    let c = RuleProfile::Classical;
    // complete
    assert_eq!(standard::tiles_away(&h("123m456p789s111z55z"), c).unwrap().standard(), -1);
    // calling
    assert_eq!(standard::tiles_away(&h("123m456p789s111z5z"), c).unwrap().standard(), 0);
    // Six pairs and a single: no seven-pair hand in the classical list, so only the standard
    // form counts (riichi: 3 pairs become pungs... 8 - 2*0 - 4 partials - pair = 3).
    let a = standard::tiles_away(&h("1122m3344p5566s7z"), c).unwrap();
    assert_eq!((a.standard(), a.all_pair_honours(), a.knitting(), a.best()), (3, None, None, 3));
    // thirteen orphans calling on 13 faces
    let a = standard::tiles_away(&h("19m19p19s1234567z"), c).unwrap();
    assert_eq!((a.thirteen_unique_wonders(), a.improving().count_ones()), (Some(0), 13));
    // three sets, a pair and two single honours: 1z, 4z or 5z make it calling
    let a = standard::tiles_away(&h("123m456p789s11z45z"), c).unwrap();
    assert_eq!(a.standard(), 1);
    let v: Vec<String> = a.improving_tiles().map(|t| t.to_string()).collect();
    assert_eq!(v, ["1z", "4z", "5z"]);
}

#[test]
fn rule_profile_names_round_trip() {
    for p in RuleProfile::ALL {
        assert_eq!(p.label().parse(), Ok(p));
        assert_eq!(p.name().parse(), Ok(p));
    }
    assert_eq!(RuleProfile::ALL.map(|p| p.label()), ["classical", "british", "two-player", "three-player", "mcr"]);
    assert_eq!(RuleProfile::STANDARD.map(|p| p.name()), ["classical", "british", "two_player", "three_player"]);
}
