//! A worked example for each of the 81 fans of the Chinese Official rules: a hand that scores it
//! and a close hand that does not, each worked out from the rule (see docs/mcr.md), and full
//! scores worked out by hand.

use mahjong_core::Hand;
use mahjong_core::mcr::{self, Fan, HandForm, McrError};

/// A hand with no fan at all but its chows: melded, won on a discard of 3 bams that 6 bams would
/// also have completed.
const B: &str = "[234m] [678p] 345567s77z";

fn score(text: &str) -> mcr::McrScore {
    let hand = Hand::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    mcr::score(&hand).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// (fan, a hand that scores it, a close hand that does not).
fn examples() -> Vec<(Fan, String, String)> {
    let b = |ctx: &str| format!("{B} ; {ctx}");
    let rows: Vec<(Fan, &str, &str)> = vec![
        (Fan::BigFourWinds, "111z222z333z444z55m ; win=5m", "111z222z333z44z555m ; win=5m"),
        (Fan::BigThreeDragons, "555z666z777z123m99p ; win=9p", "555z666z77z123m999p ; win=9p"),
        (Fan::AllGreen, "234s234s666s888s66z ; win=6z", "234s234s666s888s55z ; win=5z"),
        (Fan::NineGates, "1112345678999m5m ; win=5m", "1112345678999m5m ; win=1m"),
        (Fan::FourKongs, "[1111m] [2222p] [3333s] [4444z] 55z ; win=5z", "[1111m] [2222p] [3333s] [444z] 55z ; win=5z"),
        (Fan::SevenShiftedPairs, "11223344556677p ; win=7p", "11223344556688p ; win=8p"),
        (Fan::ThirteenOrphans, "19m19p19s1234567z1m ; win=1m", "1199m1199p11s1122z ; win=2z"),
        (Fan::AllTerminals, "111m999m111p999p11s ; win=1s", "111m999m111p999p11z ; win=1z"),
        (Fan::LittleFourWinds, "111z222z333z44z123m ; win=4z", "111z222z333z55z123m ; win=5z"),
        (Fan::LittleThreeDragons, "555z666z77z123m456p ; win=7z", "555z666z11z123m456p ; win=1z"),
        (Fan::AllHonors, "111z222z555z666z77z ; win=7z", "111z222z555z666z11m ; win=1m"),
        (Fan::FourConcealedPungs, "111m222p333s444z55z ; win=5z", "111m222p333s444z55z ; win=4z"),
        (Fan::PureTerminalChows, "123123789789m55m ; win=5m", "123123789789m55p ; win=5p"),
        (Fan::QuadrupleChow, "123123123123m55p ; win=5p", "123123123m234m55p ; win=5p"),
        (
            Fan::FourPureShiftedPungs,
            "[111m] [222m] [333m] [444m] 55p ; win=5p",
            "[111m] [222m] [333m] [555m] 55p ; win=5p",
        ),
        (Fan::FourPureShiftedChows, "123234345456m99p ; win=9p", "123234345567m99p ; win=9p"),
        (Fan::ThreeKongs, "[1111m] [2222p] [3333s] 456m77z ; win=7z", "[1111m] [2222p] [333s] 456m77z ; win=7z"),
        (Fan::AllTerminalsAndHonors, "111m999p111z555z99s ; win=9s", "111m999p111z789s55z ; win=5z"),
        (Fan::SevenPairs, "1133m5577p22s4466z ; win=6z", "112233m456p789s11z ; win=1z"),
        (Fan::GreaterHonorsAndKnittedTiles, "147m25p36s1234567z ; win=7z", "147m258p36s123456z ; win=6z"),
        (Fan::AllEvenPungs, "222m444p666s888m66p ; win=6p", "222m444p666s888m55p ; win=5p"),
        (Fan::FullFlush, "123m345m567m999m11m ; win=1m", "123m345m567m999m11z ; win=1z"),
        (Fan::PureTripleChow, "[123m] [123m] [123m] 456p11z ; win=1z", "[123m] [123m] [234m] 456p11z ; win=1z"),
        (Fan::PureShiftedPungs, "[222m] [333m] [444m] 456p11z ; win=1z", "[222m] [333m] [555m] 456p11z ; win=1z"),
        (Fan::UpperTiles, "789m789p789s999m88p ; win=8p", "789m789p678s999m88p ; win=8p"),
        (Fan::MiddleTiles, "456m456p456s444m55p ; win=5p", "456m456p345s444m55p ; win=5p"),
        (Fan::LowerTiles, "123m123p123s111m22p ; win=2p", "123m123p234s111m22p ; win=2p"),
        (Fan::PureStraight, "123456789m123p11z ; win=1z", "123456m678m123p11z ; win=1z"),
        (Fan::ThreeSuitedTerminalChows, "123789m123789p55s ; win=5s", "123789m123789p55m ; win=5m"),
        (Fan::PureShiftedChows, "123m234m345m789p11z ; win=1z", "123m234m456m789p11z ; win=1z"),
        (Fan::AllFives, "345m456p567s555m55p ; win=5p", "345m456p567s555m22p ; win=2p"),
        (Fan::TriplePung, "[111m] [111p] [111s] 456m11z ; win=1z", "[111m] [111p] [222s] 456m11z ; win=1z"),
        (Fan::ThreeConcealedPungs, "111m222p333s456m11z ; win=1z", "111m222p333s456m11z ; win=3s"),
        (Fan::LesserHonorsAndKnittedTiles, "147m258p36s123456z ; win=6z", "147m25p36s1234567z ; win=7z"),
        (Fan::KnittedStraight, "147m258p369s123m11z ; win=1z", "123m456p789s123m11z ; win=1z"),
        (Fan::UpperFour, "678m789p789s999m66p ; win=6p", "567m789p789s999m66p ; win=6p"),
        (Fan::LowerFour, "234m123p123s111m44p ; win=4p", "345m123p123s111m44p ; win=4p"),
        (Fan::BigThreeWinds, "111z222z333z123m55p ; win=5p", "111z222z55z123m456p ; win=5z"),
        (Fan::MixedStraight, "123m456p789s345m11z ; win=1z", "123m456p789p345m11z ; win=1z"),
        (Fan::ReversibleTiles, "123p345p888p555z22s ; win=2s", "123p345p888p555z33s ; win=3s"),
        (Fan::MixedTripleChow, "123m123p123s456m11z ; win=1z", "123m123p234s456m11z ; win=1z"),
        (Fan::MixedShiftedPungs, "[111m] [222p] [333s] 456m11z ; win=1z", "[111m] [222p] [444s] 456m11z ; win=1z"),
        (Fan::AllPungs, "[111m] [222p] [333s] 555z66z ; win=6z", "[111m] [222p] [345s] 555z66z ; win=6z"),
        (Fan::HalfFlush, "123m345m678m111z22z ; win=2z", "123m345m678m111z22p ; win=2p"),
        (Fan::MixedShiftedChows, "123m234p345s789m11z ; win=1z", "123m234p456s789m11z ; win=1z"),
        (Fan::AllTypes, "123m456p789s111z55z ; win=5z", "123m456p789s111z22z ; win=2z"),
        (
            Fan::MeldedHand,
            "[123m] [456p] [789s] [111z] 55z ; win=5z",
            "[123m] [456p] [789s] [111z] 55z ; win=5z by=self",
        ),
        (Fan::TwoConcealedKongs, "(1111m) (2222p) 345s678s55z ; win=5z", "(1111m) [2222p] 345s678s55z ; win=5z"),
        (Fan::TwoDragonPungs, "555z666z123m456p99s ; win=9s", "555z666z123m456p77z ; win=7z"),
        (Fan::OutsideHand, "123m789p111s999s11z ; win=1z", "123m678p111s999s11z ; win=1z"),
        (Fan::FullyConcealedHand, "123m456p789s234m55z ; win=5z by=self", "123m456p789s234m55z ; win=5z"),
        (Fan::TwoMeldedKongs, "[1111m] [2222p] 345s678s55z ; win=5z", "[1111m] (2222p) 345s678s55z ; win=5z"),
        (Fan::DragonPung, "555z123m456p678s11m ; win=1m", "111z123m456p678s11m ; win=1m"),
        (Fan::PrevalentWind, "222z123m456p678s11m ; win=1m prevailing=S", "222z123m456p678s11m ; win=1m prevailing=W"),
        (Fan::SeatWind, "222z123m456p678s11m ; win=1m seat_wind=S", "222z123m456p678s11m ; win=1m seat_wind=N"),
        (Fan::ConcealedHand, "123m456p678s234m55z ; win=5z", "[123m] 456p678s234m55z ; win=5z"),
        (Fan::AllChows, "123m456p678s234m55p ; win=5p", "123m456p678s234m55z ; win=5z"),
        (Fan::TileHog, "123m123m456p789s11m ; win=1m", "123m123m456p789s11p ; win=1p"),
        (Fan::DoublePung, "222m222p123s456s99m ; win=9m", "222m333p123s456s99m ; win=9m"),
        (Fan::TwoConcealedPungs, "222m555p123s456s99m ; win=9m", "[222m] 555p123s456s99m ; win=9m"),
        (Fan::ConcealedKong, "(2222m) 123p456s789s99m ; win=9m", "[2222m] 123p456s789s99m ; win=9m"),
        (Fan::AllSimples, "234m456p678s345m55p ; win=5p", "234m456p678s345m99p ; win=9p"),
        (Fan::PureDoubleChow, "123m123m456p678s55z ; win=5z", "123m234m456p678s55z ; win=5z"),
        (Fan::MixedDoubleChow, "123m123p456s678s55z ; win=5z", "123m234p456s678s55z ; win=5z"),
        (Fan::ShortStraight, "123m456m789p234s55z ; win=5z", "123m567m789p234s55z ; win=5z"),
        (Fan::TwoTerminalChows, "123m789m456p234s55z ; win=5z", "123m678m456p234s55z ; win=5z"),
        (Fan::PungOfTerminalsOrHonors, "111m456p678s234m55z ; win=5z", "222m456p678s234m55z ; win=5z"),
        (Fan::MeldedKong, "[2222m] 123p456s789s99m ; win=9m", "[222m] 123p456s789s99m ; win=9m"),
        (Fan::OneVoidedSuit, "123m456m789p234p55z ; win=5z", "123m456m789p234s55z ; win=5z"),
        (Fan::NoHonors, "123m456p789s111m99p ; win=9p", "123m456p789s111m11z ; win=1z"),
        (Fan::EdgeWait, "123m456p789s234s55z ; win=3m", "234m456p789s234s55z ; win=4m"),
        (Fan::ClosedWait, "123m456p789s234s55z ; win=2m", "123m456p789s234s55z ; win=1m"),
        (Fan::SingleWait, "123m456p789s234s55z ; win=5z", "123m456p789s234s55s ; win=5s"),
    ];
    let mut out: Vec<(Fan, String, String)> =
        rows.into_iter().map(|(f, y, n)| (f, y.to_string(), n.to_string())).collect();
    out.push((Fan::ChickenHand, b("win=3s"), b("win=3s by=self")));
    out.push((Fan::LastTileDraw, b("win=3s by=last-tile"), b("win=3s by=self")));
    out.push((Fan::LastTileClaim, b("win=3s by=last-discard"), b("win=3s")));
    out.push((
        Fan::OutWithReplacementTile,
        "[2222m] [678p] 345567s77z ; win=3s by=kong-replacement".into(),
        "[2222m] [678p] 345567s77z ; win=3s by=self".into(),
    ));
    out.push((Fan::RobbingTheKong, b("win=3s by=robbing-kong"), b("win=3s")));
    out.push((Fan::LastTile, b("win=3s last-of-kind"), b("win=3s")));
    out.push((Fan::SelfDrawn, b("win=3s by=self"), b("win=3s")));
    out.push((Fan::FlowerTiles, format!("{B} 1f2f ; win=3s"), b("win=3s")));
    out
}

#[test]
fn every_fan_has_a_hand_that_scores_it_and_a_close_hand_that_does_not() {
    let rows = examples();
    let mut seen = [false; 82];
    for (fan, yes, no) in &rows {
        let s = score(yes);
        assert!(s.count(*fan) > 0, "{fan} expected in {yes}: {:?}", s.fans().collect::<Vec<_>>());
        let s = score(no);
        assert_eq!(s.count(*fan), 0, "{fan} not expected in {no}: {:?}", s.fans().collect::<Vec<_>>());
        seen[fan.number() as usize] = true;
    }
    let missing: Vec<Fan> = Fan::ALL.into_iter().filter(|f| !seen[f.number() as usize]).collect();
    assert!(missing.is_empty(), "fans without an example: {missing:?}");
}

#[test]
fn the_fan_table_has_81_fans_with_the_official_values() {
    // 7 fans of 88, 6 of 64, 2 of 48, 3 of 32, 9 of 24, 6 of 16, 5 of 12, 9 of 8, 7 of 6, 4 of 4,
    // 10 of 2, 13 of 1 (flowers included).
    let mut by_value = std::collections::BTreeMap::new();
    for f in Fan::ALL {
        *by_value.entry(f.points()).or_insert(0) += 1;
    }
    let expected =
        [(1, 13), (2, 10), (4, 4), (6, 7), (8, 9), (12, 5), (16, 6), (24, 9), (32, 3), (48, 2), (64, 6), (88, 7)];
    assert_eq!(by_value.into_iter().collect::<Vec<_>>(), expected);
    for (i, f) in Fan::ALL.into_iter().enumerate() {
        assert_eq!(f.number() as usize, i + 1);
        assert_eq!(str::parse::<Fan>(f.label()).ok(), Some(f));
        assert_eq!(str::parse::<Fan>(f.chinese()).ok(), Some(f));
    }
}

fn breakdown(text: &str) -> (Vec<(&'static str, u8)>, u32) {
    let s = score(text);
    (s.fans().map(|(f, n)| (f.label(), n)).collect(), s.total())
}

#[test]
fn a_chicken_hand_scores_8_and_its_flowers_do_not_count_toward_the_minimum() {
    assert_eq!(breakdown(&format!("{B} ; win=3s")), (vec![("Chicken Hand", 1)], 8));
    let s = score(&format!("{B} 1f2f3f ; win=3s"));
    assert_eq!((s.fan_points(), s.flowers(), s.total()), (8, 3, 11));
    assert!(s.meets_minimum());
}

#[test]
fn big_four_winds_includes_all_pungs_the_wind_fans_and_the_pungs_of_honors() {
    // 88 + Half Flush 6 + Four Concealed Pungs 64 (won on the pair) + Single Wait 1.
    assert_eq!(
        breakdown("111z222z333z444z55m ; win=5m seat_wind=E prevailing=E"),
        (vec![("Big Four Winds", 1), ("Four Concealed Pungs", 1), ("Half Flush", 1), ("Single Wait", 1)], 159)
    );
}

#[test]
fn a_discard_that_completes_a_pung_makes_it_exposed_for_the_concealed_pung_fans() {
    // 111m 222p 333s 444z 55z: won on the pair, four concealed pungs (64, which includes All
    // Pungs and Concealed Hand); won on a 4z discard, three concealed pungs (16) with All Pungs
    // (6) and Concealed Hand (2).
    let on_pair = score("111m222p333s444z55z ; win=5z");
    assert_eq!(on_pair.count(Fan::FourConcealedPungs), 1);
    assert_eq!(on_pair.count(Fan::AllPungs), 0);
    let on_pung = score("111m222p333s444z55z ; win=4z");
    assert_eq!(on_pung.count(Fan::ThreeConcealedPungs), 1);
    assert_eq!(on_pung.count(Fan::AllPungs), 1);
    assert_eq!(on_pung.count(Fan::ConcealedHand), 1);
}

#[test]
fn the_pairs_of_chows_follow_the_account_once_and_non_identical_principles() {
    // 234s 234p 234p 567p: Pure Double Chow (the two 234p), Mixed Double Chow (234s with one
    // 234p) and Short Straight (the other 234p with 567p): three, not Mixed Double Chow twice.
    let s = score("234s234234567p55m ; win=5m");
    assert_eq!((s.count(Fan::PureDoubleChow), s.count(Fan::MixedDoubleChow), s.count(Fan::ShortStraight)), (1, 1, 1));
    // 234s 567s 234p 567p: two Short Straights and two Mixed Double Chows would join the same
    // sets twice; three are counted.
    let s = score("234567s234567p55m ; win=5m");
    let pairs = s.count(Fan::MixedDoubleChow) + s.count(Fan::ShortStraight);
    assert_eq!(pairs, 3);
}

#[test]
fn a_pure_straight_is_not_also_short_straights() {
    let s = score("123456789m123p11z ; win=1z");
    assert_eq!((s.count(Fan::PureStraight), s.count(Fan::ShortStraight)), (1, 0));
}

#[test]
fn the_best_decomposition_is_kept() {
    // 111222333m: three pungs (Pure Shifted Pungs 24) or three chows (Pure Triple Chow 24); with
    // 456m and 99m both are Full Flush; the pung reading adds Three Concealed Pungs (16).
    let s = score("111222333456m99m ; win=9m");
    assert_eq!(s.count(Fan::PureShiftedPungs), 1);
    assert_eq!(s.count(Fan::ThreeConcealedPungs), 1);
    // Seven pairs or four sets: 22334455m 667788p reads as seven pairs (24) or as 234m 234m
    // 5 5? (not a regular hand); the seven pairs count.
    let s = score("22334455m667788p ; win=8p");
    assert_eq!(s.form(), HandForm::SevenPairs);
}

#[test]
fn nine_gates_counts_what_its_arrangement_adds() {
    // On a One: 11 123 456 789 999 gives Pure Straight (16) and Tile Hog (2).
    assert_eq!(
        breakdown("11112345678999m ; win=1m"),
        (vec![("Nine Gates", 1), ("Pure Straight", 1), ("Tile Hog", 1)], 106)
    );
}

#[test]
fn honors_and_knitted_tiles_with_nine_numbers_is_also_a_knitted_straight() {
    assert_eq!(
        breakdown("147m258p369s12345z ; win=5z by=self"),
        (vec![("Lesser Honors and Knitted Tiles", 1), ("Knitted Straight", 1), ("Self-Drawn", 1)], 25)
    );
}

#[test]
fn the_8_point_minimum() {
    assert_eq!(mcr::is_winning(&Hand::parse(&format!("{B} ; win=3s")).unwrap()), Ok(true));
    // All Chows 2, Concealed Hand 2, Short Straight 1: 5 points.
    let h = Hand::parse("123m456p789p345s22s ; win=6p").unwrap();
    assert_eq!(mcr::is_winning(&h), Ok(false));
    assert_eq!(mcr::score(&h).unwrap().fan_points(), 5);
    // Not complete: not winning, no error.
    assert_eq!(mcr::is_winning(&Hand::parse("123m456p789p345s23s ; win=6p").unwrap()), Ok(false));
}

#[test]
fn payments_discarder_pays_total_plus_8_and_the_others_8() {
    use mahjong_core::Wind;
    assert_eq!(mcr::payments(24, Wind::South, Some(Wind::East)), Ok([-32, 48, -8, -8]));
    assert_eq!(mcr::payments(24, Wind::South, None), Ok([-32, 96, -32, -32]));
}

#[test]
fn impossible_contexts_are_errors_naming_the_tile() {
    let err = |t: &str| mcr::score(&Hand::parse(t).unwrap()).unwrap_err();
    assert_eq!(err("123m456p789s234s55z"), McrError::NoWinningTile);
    assert_eq!(err("[123m] 456p789s234s55z ; win=1m"), McrError::WinningTileNotConcealed("1m".parse().unwrap()));
    assert_eq!(
        err("123m456p789s234s55z ; win=5z last-of-kind"),
        McrError::LastOfKindHeld { tile: "5z".parse().unwrap(), held: 2 }
    );
    assert_eq!(err("123m456p789s234s55z ; win=5z by=robbing-kong"), McrError::RobbedTileHeld("5z".parse().unwrap()));
    assert_eq!(err("123m456p789s234s55z ; win=5z by=kong-replacement"), McrError::ReplacementWithoutKong);
    assert_eq!(err("123m456p789s234s56z ; win=5z"), McrError::NotComplete);
    assert_eq!(err("123m456p789s234s5z ; win=5z"), McrError::WrongTileCount { count: 13, expected: 14 });
    assert_eq!(err("123m456p789s234s55z0j ; win=5z"), McrError::NotPlayed(mahjong_core::Tile::JOKER));
    assert_eq!(
        err("123m456p789s234s55z ; win=5z last-of-kind").to_string(),
        "last-of-kind: the hand holds 2 copies of 5z, so the other three cannot all be shown"
    );
}

#[test]
fn the_melds_showing_three_copies_make_the_winning_tile_the_last_of_its_kind() {
    // The melded pung of 5 craks shows three; the 5 craks that completes 345m is the fourth.
    assert_eq!(score("[555m] 345m678p789s11z ; win=5m").count(Fan::LastTile), 1);
    assert_eq!(score("[555m] 345m678p789s11z ; win=3m").count(Fan::LastTile), 0);
}
