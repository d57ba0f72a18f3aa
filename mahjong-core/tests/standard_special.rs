//! Each special hand of seed 003: a hand that is it, and one that nearly is.

use mahjong_core::Hand;
use mahjong_core::Wind;
use mahjong_core::standard::{self, RuleProfile, SpecialHand as S, SpecialValue, StandardError};

fn specials(s: &str, rules: RuleProfile) -> Vec<S> {
    standard::special_hands(&Hand::parse(s).unwrap(), rules).unwrap().iter().collect()
}

fn is(s: &str, h: S) -> bool {
    specials(s, RuleProfile::British).contains(&h)
}

// "Buried Treasure – Concealed Pungs in one suit with Winds/Dragons and a pair"
#[test]
fn buried_treasure() {
    assert!(is("111333777m111z55z ; by=self", S::BuriedTreasure));
    assert!(is("111333777m55z (1111z) ; win=5z", S::BuriedTreasure));
    // an exposed pung is not concealed
    assert!(!is("111333m111z55z [777m]", S::BuriedTreasure));
    // two suits
    assert!(!is("111333m777p111z55z ; by=self", S::BuriedTreasure));
    // a discard completing a pung exposes it
    assert!(!is("111333777m111z55z ; win=7m", S::BuriedTreasure));
    // "in one suit": a hand of winds and dragons only has no suit (it is All Winds and Dragons)
    assert!(!is("111222555666z77z ; by=self", S::BuriedTreasure));
    assert!(is("111222555666z77z ; by=self", S::AllWindsAndDragons));
    // one suit with a pair of dragons, the rest honours: still one suit
    assert!(is("111m222555666z77z ; by=self", S::BuriedTreasure));
}

// "Heads and Tails – Pungs/Kongs of Ones and Nines"
#[test]
fn heads_and_tails() {
    assert!(is("111999m111p99s [999p]", S::HeadsAndTails));
    assert!(!is("111999m111p99s [888p]", S::HeadsAndTails));
}

// "The Wriggling Snake – A pair of Ones and a run from Two to Nine in the same suit, with each of
// the winds"
#[test]
fn wriggling_snake() {
    assert!(is("1123456789s1234z", S::WrigglingSnake));
    // a dragon instead of the North wind
    assert!(!is("1123456789s1235z", S::WrigglingSnake));
}

// "Three Great Scholars – Pungs/Kongs of all three Dragons, another Pung/Kong and a pair"
#[test]
fn three_great_scholars() {
    assert!(is("555666z111m22p [7777z]", S::ThreeGreatScholars));
    // a pair of red dragons, not a pung
    assert!(!is("555666z111m222p77z", S::ThreeGreatScholars));
    // the other set a chow
    assert!(!is("555666777z123m22p", S::ThreeGreatScholars));
}

// "Four Blessings Hovering Over The Door – Pungs/Kongs of each of the four Winds with any pair"
#[test]
fn four_blessings() {
    assert!(is("111222333444z55m", S::FourBlessingsHoveringOverTheDoor));
    assert!(!is("111222333z44z555m", S::FourBlessingsHoveringOverTheDoor));
}

// "The Thirteen Unique Wonders – One of each Dragon, one of each Wind, one of each One and one of
// each Nine. Any one of these tiles must be paired"
#[test]
fn thirteen_unique_wonders() {
    assert!(is("19m19p19s12345677z", S::ThirteenUniqueWonders));
    assert!(standard::is_winning(&Hand::parse("119m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap());
    // a two instead of a nine
    assert!(!is("12m19p19s12345677z", S::ThirteenUniqueWonders));
}

// "Heaven's Blessing – Mah Jong immediately made by East with the original fourteen tiles"
#[test]
fn heavens_blessing() {
    assert!(is("123m444p777s111z55z ; by=self seat_wind=E first-turn", S::HeavensBlessing));
    assert!(!is("123m444p777s111z55z ; by=self seat_wind=S first-turn", S::HeavensBlessing));
    // "with the original fourteen tiles": East's win on a discard is not Heaven's Blessing.
    assert!(!is("123m444p777s111z55z ; seat_wind=E first-turn", S::HeavensBlessing));
    // not complete: nothing
    assert!(specials("123m456p789s111z56z ; by=self seat_wind=E first-turn", RuleProfile::Classical).is_empty());
}

// "Earth's Blessing – Mah Jong immediately made by West, North or South using the first discard
// made by East"
#[test]
fn earths_blessing() {
    assert!(is("123m444p777s111z55z ; seat_wind=W first-turn", S::EarthsBlessing));
    assert!(!is("123m444p777s111z55z ; seat_wind=W", S::EarthsBlessing));
    // "using the first discard made by East": a self-drawn first-turn win is not Earth's Blessing.
    assert!(!is("123m444p777s111z55z ; by=self seat_wind=W first-turn", S::EarthsBlessing));
}

// Three-player: "eliminates the North position completely"; two-player: "One player plays East,
// the other West". A seat wind nobody plays is an error, not an Earth's Blessing.
#[test]
fn seats_not_at_the_table_are_errors() {
    let north = Hand::parse("123m444p777s111z55z ; seat_wind=N first-turn").unwrap();
    let err = StandardError::WindNotInProfile { wind: Wind::North, profile: "three-player" };
    assert_eq!(standard::special_hands(&north, RuleProfile::ThreePlayer), Err(err));
    assert_eq!(err.to_string(), "seat wind N is not played at the three-player table");
    assert_eq!(standard::is_winning(&north, RuleProfile::ThreePlayer), Err(err));
    assert!(standard::special_hands(&north, RuleProfile::Classical).unwrap().contains(S::EarthsBlessing));
    // West sits at both small tables
    let west = Hand::parse("123m444p777s111z55z ; seat_wind=W first-turn").unwrap();
    assert!(standard::special_hands(&west, RuleProfile::ThreePlayer).unwrap().contains(S::EarthsBlessing));
    let west = Hand::parse("111m444p777s111z55z ; seat_wind=W first-turn").unwrap();
    assert!(standard::special_hands(&west, RuleProfile::TwoPlayer).unwrap().contains(S::EarthsBlessing));
    for w in ["S", "N"] {
        let h = Hand::parse(&format!("111m444p777s111z55z ; seat_wind={w} first-turn")).unwrap();
        let wind = str::parse::<Wind>(w).ok().unwrap();
        assert_eq!(
            standard::is_winning(&h, RuleProfile::TwoPlayer),
            Err(StandardError::WindNotInProfile { wind, profile: "two-player" })
        );
        assert_eq!(
            standard::waits(
                &Hand::parse(&format!("111m444p777s111z5z ; seat_wind={w}")).unwrap(),
                RuleProfile::TwoPlayer
            )
            .unwrap_err(),
            StandardError::WindNotInProfile { wind, profile: "two-player" }
        );
    }
}

// Three-player with flowers: "one season and one flower is removed, usually Winter and Bamboo
// tiles so that 138 tiles are used".
#[test]
fn three_player_bonus_tiles_leave_out_winter_and_bamboo() {
    for (bonus, index) in [("4f", 37), ("4g", 41)] {
        let h = Hand::parse(&format!("123m444p777s111z55z {bonus}")).unwrap();
        let tile = mahjong_core::Tile::from_index(index).unwrap();
        assert_eq!(
            standard::is_winning(&h, RuleProfile::ThreePlayer),
            Err(StandardError::NotInProfile { tile, profile: "three-player" })
        );
        assert_eq!(standard::is_winning(&h, RuleProfile::Classical), Ok(true));
    }
    let h = Hand::parse("123m444p777s111z55z 1f2f3f1g2g3g").unwrap();
    assert_eq!(standard::is_winning(&h, RuleProfile::ThreePlayer), Ok(true));
}

// "Gathering the Plum Blossom from the Roof – ... a loose tile ... is the Five of Circles"
#[test]
fn plum_blossom() {
    assert!(is("123m444p777s111z55p ; win=5p by=kong-replacement", S::GatheringThePlumBlossomFromTheRoof));
    assert!(!is("123m444p777s111z55p ; win=5p by=self", S::GatheringThePlumBlossomFromTheRoof));
}

// "Plucking the Moon from the Bottom of the Sea – ... the last tile from the wall ... is the One
// of Circles"
#[test]
fn moon_from_the_sea() {
    assert!(is("123m444p777s111z11p ; win=1p by=last-tile", S::PluckingTheMoonFromTheBottomOfTheSea));
    assert!(!is("123m444p777s111z11p ; win=1p by=last-discard", S::PluckingTheMoonFromTheBottomOfTheSea));
}

// "All Pair Honours – Seven pairs of Ones/Nines/Winds/Dragons = Half Limit"
#[test]
fn all_pair_honours() {
    assert!(is("11m99p11s1122z5577z", S::AllPairHonours));
    assert!(!is("11m88p11s1122z5577z", S::AllPairHonours));
    // four of a face are two pairs (BMJA)
    assert!(is("1111m99p11s22z5577z", S::AllPairHonours));
    // three of a face and a single are not
    assert!(!is("111m99p11s22z55577z", S::AllPairHonours));
    assert_eq!(S::AllPairHonours.value(), SpecialValue::HalfLimit);
    // British only
    assert!(!specials("11m99p11s1122z5577z", RuleProfile::Classical).contains(&S::AllPairHonours));
}

// "Fourfold Plenty – Four Kongs and a pair = Limit"
#[test]
fn fourfold_plenty() {
    assert!(is("55z [1111m] [2222p] (3333s) [4444z+]", S::FourfoldPlenty));
    assert!(!is("55z [1111m] [2222p] (3333s) [444z]", S::FourfoldPlenty));
}

// "Knitting – Seven pairs of tiles in any two out of the three suits. No Winds or Dragons"
#[test]
fn knitting() {
    assert!(is("1234567m1234567s", S::Knitting));
    // one number in the third suit
    assert!(!is("1234567m123456s7p", S::Knitting));
    // BMJA: the same numbers in the two suits, a number may repeat
    assert!(is("1123456m1123456p", S::Knitting));
    assert!(is("1111234m1111234p", S::Knitting));
    // the repeated numbers differ between the suits (1m 1m against 3p 3p)
    assert!(!is("1123456m1233456p", S::Knitting));
    // winds are not allowed
    assert!(!is("112345m112345p11z", S::Knitting));
    assert_eq!(S::Knitting.value(), SpecialValue::HalfLimit);
}

// "Triple Knitting – Four sets of the three tiles in the different suits and a pair. No Winds or
// Dragons"
#[test]
fn triple_knitting() {
    assert!(is("12349m1234p12349s", S::TripleKnitting));
    // the pair in one suit
    assert!(!is("123499m1234p1234s", S::TripleKnitting));
}

// "The Gates of Heaven – A concealed Pung of Ones, a concealed Pung of Nines, a run from Two to
// Eight with one pair in the same suit"
#[test]
fn gates_of_heaven() {
    assert!(is("11123455678999p", S::GatesOfHeaven));
    // the extra tile a one, not in the run
    assert!(!is("11112345678999p", S::GatesOfHeaven));
    // "A concealed Pung of Ones": a discard completing the Ones (or Nines) makes it exposed
    assert!(!is("11123455678999p ; win=1p", S::GatesOfHeaven));
    assert!(!is("11123455678999p ; win=9p by=robbing-kong", S::GatesOfHeaven));
    assert!(!is("11123455678999p ; win=1p by=last-discard", S::GatesOfHeaven));
    // drawn from the wall, the pungs stay concealed
    assert!(is("11123455678999p ; win=1p by=self", S::GatesOfHeaven));
    // a discard completing the run or the pair is fine
    assert!(is("11123455678999p ; win=5p", S::GatesOfHeaven));
}

// "Imperial Jade – Pungs/Kongs of the green tiles and a pair. Green tiles are Green Dragons and
// Twos, Threes, Fours, Sixes and Eights of Bamboos"
#[test]
fn imperial_jade() {
    assert!(is("222444666s666z88s", S::ImperialJade));
    // a pung of fives
    assert!(!is("222555666s666z88s", S::ImperialJade));
}

// "Twofold Fortune – ... declares a Kong, draws a tile which allows the declaration of another
// Kong and then draws a tile which allows the declaration of Mah Jong"
#[test]
fn twofold_fortune() {
    assert!(is("123m11z444p [5555s] (7777z) ; win=1z by=kong-replacement kong-after-kong", S::TwofoldFortune));
    // Two kongs, won on a loose tile, but the kongs were not declared one on the other's loose tile.
    assert!(!is("123m11z444p [5555s] (7777z) ; win=1z by=kong-replacement", S::TwofoldFortune));
    assert!(!is("123m11z444p555s (7777z) ; win=1z by=kong-replacement kong-after-kong", S::TwofoldFortune));
}

// "All Winds and Dragons – Pungs/Kongs of Winds/Dragons. No Suit tiles"
#[test]
fn all_winds_and_dragons() {
    assert!(is("111222555666z77z", S::AllWindsAndDragons));
    assert!(!is("111222555666z11m", S::AllWindsAndDragons));
}

#[test]
fn names_and_values_follow_the_seed() {
    for h in S::ALL {
        assert_eq!(h.label().parse::<S>(), Ok(h));
    }
    assert_eq!(S::ALL.iter().filter(|h| h.value() == SpecialValue::HalfLimit).count(), 3);
    assert_eq!(S::ALL.iter().filter(|h| !h.is_british()).count(), 10);
}

// Special hands win where the profile has them, and not elsewhere.
#[test]
fn special_hands_win_only_in_their_profiles() {
    let knit = Hand::parse("1234567m1234567s").unwrap();
    assert!(standard::is_winning(&knit, RuleProfile::British).unwrap());
    assert!(!standard::is_winning(&knit, RuleProfile::Classical).unwrap());
    // Four Blessings is not possible without the North wind.
    assert!(standard::is_winning(&Hand::parse("111222333444z55m").unwrap(), RuleProfile::ThreePlayer).is_err());
    // waits name the form: 19m19p19s123456z7z waits on 7z for the Thirteen Unique Wonders
    let w = standard::waits(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap();
    let red = "7z".parse().unwrap();
    assert!(w.special_hands(red).contains(S::ThirteenUniqueWonders));
    assert!(!w.completes_standard(red));
}
