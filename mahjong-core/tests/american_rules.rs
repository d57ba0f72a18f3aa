//! Hand-worked tests, one per rule of the American card engine (CARD-NOTATION.md, Semantics), and
//! the card-file errors.

mod common;

use mahjong_core::american::{Card, CardErrorKind, GroupKind, HandSpec, LineErrorKind, MAX_FORMS, Nearest, Numbers};
use mahjong_core::{Hand, Suit, Tile};

fn card(hands: &[(&str, u32, u32, bool, &str)]) -> Card {
    common::card_of("test", "2026", hands)
}

fn hand(text: &str) -> Hand {
    Hand::parse(text).unwrap()
}

fn best(card: &Card, text: &str) -> Option<(u32, u64)> {
    card.match_hand(&hand(text)).map(|m| (m.number(), m.points()))
}

#[test]
fn joker_in_a_pair_is_rejected() {
    let c = card(&[("2468", 1, 25, false, "FF 222a 44a 666b 8888b")]);
    assert_eq!(best(&c, "FF 222b 44b 666c 8888c"), Some((1, 50)));
    // A joker for a 4 of the pair: no.
    assert_eq!(best(&c, "FF 222b 4b J 666c 8888c"), None);
    // A joker for a flower of the flower pair: no.
    assert_eq!(best(&c, "F J 222b 44b 666c 8888c"), None);
    // The same joker in the pung of 2s: yes, worth the value (not jokerless).
    assert_eq!(best(&c, "FF 22b J 44b 666c 8888c"), Some((1, 25)));
}

#[test]
fn two_pairs_are_never_a_kong() {
    let c =
        card(&[("Pairs", 1, 25, false, "22a 22a 333a 4444a 555a"), ("Kong", 2, 30, false, "2222a 333a 4444a 555a")]);
    // Four natural 2s fit both: the pairs line and the kong line; the kong line pays more.
    let all: Vec<u32> = c.matches(&hand("2222b 333b 4444b 555b")).map(|m| m.number()).collect();
    assert_eq!(all, [1, 2]);
    // With a joker among the 2s only the kong line fits (no joker in a pair).
    let all: Vec<u32> = c.matches(&hand("222b J 333b 4444b 555b")).map(|m| m.number()).collect();
    assert_eq!(all, [2]);
    // An exposed kong of 2s cannot take the place of two pairs.
    let all: Vec<u32> = c.matches(&hand("[2222b] 333b 4444b 555b")).map(|m| m.number()).collect();
    assert_eq!(all, [2]);
    let m = c.matches(&hand("2222b 333b 4444b 555b")).next().unwrap();
    assert_eq!((m.groups()[0].kind(), m.groups()[1].kind()), (GroupKind::Pair, GroupKind::Pair));
}

#[test]
fn soap_is_zero_in_a_year_and_white_dragon_in_a_dragon_pung() {
    let c = card(&[("Year", 1, 25, false, "FF 2026a 000 DDDb 22a")]);
    // b = bams: green dragons.
    let m = c.match_hand(&hand("FF 2026c 000 GGG 22c")).unwrap();
    assert_eq!((m.suit('a'), m.suit('b')), (Some(Suit::Craks), Some(Suit::Bams)));
    assert_eq!(m.groups()[2].tile(), Tile::SOAP);
    // b may not be craks, the suit of a: no red dragons.
    assert!(c.match_hand(&hand("FF 2026c 000 RRR 22c")).is_none());
    // b = dots: the dragon pung is white too. Four white naturals (the year's zero, two in the
    // soap pung, one in the dragon pung) and jokers for the rest.
    let m = c.match_hand(&hand("FF 2026c 00J JJ0 22c")).unwrap();
    assert_eq!(m.suit('b'), Some(Suit::Dots));
    // Naturals-only groups take their naturals first, then the sets in line order.
    assert_eq!((m.groups()[2].jokers(), m.groups()[3].jokers()), (0, 3));
    // A joker cannot be the year's zero: with no natural soap the year fails.
    assert!(c.match_hand(&hand("FF 2c J 2c 6c JJJ GGG 22c")).is_none());
    // With three soaps, one is the year's zero and a joker completes the soap pung.
    let m = c.match_hand(&hand("FF 2c J 2c 6c 000 GGG 22c")).unwrap();
    assert_eq!((m.groups()[2].jokers(), m.group_tiles(2)[2]), (1, Tile::JOKER));
}

#[test]
fn matching_and_opposite_dragons() {
    let c =
        card(&[("Match", 1, 25, false, "FFFF 444a 666a DDDDa"), ("Opp", 2, 25, false, "111a 33a 55a 77a 999a DDb")]);
    // D with the same letter: the dragon of the suit (green with bams, red with craks, white with dots).
    assert_eq!(best(&c, "FFFF 444b 666b GGGG"), Some((1, 50)));
    assert_eq!(best(&c, "FFFF 444c 666c RRRR"), Some((1, 50)));
    assert_eq!(best(&c, "FFFF 444d 666d 0000"), Some((1, 50)));
    assert_eq!(best(&c, "FFFF 444b 666b RRRR"), None);
    // D with another letter: a dragon of another suit.
    assert_eq!(best(&c, "111c 33c 55c 77c 999c GG"), Some((2, 50)));
    assert_eq!(best(&c, "111c 33c 55c 77c 999c 00"), Some((2, 50)));
    assert_eq!(best(&c, "111c 33c 55c 77c 999c RR"), None);
}

#[test]
fn consecutive_runs_reach_both_ends_of_one_to_nine() {
    let c = card(&[("Run", 1, 25, false, "XX0a XXX1a XXXX2a XXX3a XX4a")]);
    assert_eq!(c.form_count(), 5 * 3);
    let low = c.match_hand(&hand("11b 222b 3333b 444b 55b")).unwrap();
    assert_eq!(low.base_number(), Some(1));
    let high = c.match_hand(&hand("55d 666d 7777d 888d 99d")).unwrap();
    assert_eq!((high.base_number(), high.suit('a')), (Some(5), Some(Suit::Dots)));
    // One step past the top (6..10) does not exist; a run in two suits is not this line.
    assert!(c.match_hand(&hand("66d 777d 8888d 999d 11d")).is_none());
    assert!(c.match_hand(&hand("11b 222b 3333b 444b 55c")).is_none());
}

#[test]
fn concealed_line_with_an_exposure_is_rejected() {
    let c = card(&[("Like", 1, 35, true, "FFFF XXX0a XXX0b XXXX0c")]);
    assert_eq!(best(&c, "FFFF 333b 333c 3333d"), Some((1, 70)));
    assert_eq!(best(&c, "[FFFF] 333b 333c 3333d"), None);
    assert_eq!(best(&c, "FFFF 333b 333c [3333d]"), None);
    // Nearest leaves C lines out when the hand has an exposure.
    let mut out = [Nearest::EMPTY; 2];
    assert_eq!(c.nearest(&hand("[FFFF] 333b 333c 333d"), &mut out), 0);
    assert_eq!(c.nearest(&hand("FFFF 333b 333c 333d"), &mut out), 1);
    assert_eq!(out[0].tiles_away(), 1);
}

#[test]
fn exposure_that_would_split_a_group_is_rejected() {
    let c = card(&[("2468", 1, 25, false, "FF 222a 44a 666b 8888b")]);
    assert_eq!(best(&c, "FF 222c 44c 666b [8888b]"), Some((1, 50)));
    // A pung of 8s exposed against the kong of 8s: the exposure must be the whole group.
    assert_eq!(best(&c, "FF 222c 44c 666b [888b] 8b"), None);
    // A kong of 2s exposed where the line has a pung of 2s.
    assert_eq!(best(&c, "FF [2222c] 4c 666b 8888b"), None);
    // An exposure of one tile of the pung plus a joker is fine: the whole group, one natural.
    let m = c.match_hand(&hand("FF [2c J J] 44c 666b 8888b")).unwrap();
    assert!(m.groups()[1].exposed());
    assert_eq!(m.groups()[1].jokers(), 2);
}

#[test]
fn best_value_is_chosen() {
    let c = card(&[
        ("Pairs", 1, 30, true, "FF 33a 33a 33b 33b 33c 33c"),
        ("Kongs", 2, 25, false, "FF 3333a 3333b 3333c"),
        ("Kongs again", 3, 25, false, "FF XXXX0a XXXX0b XXXX0c"),
    ]);
    // Jokerless: the kongs pay 25 doubled = 50, more than the pairs' 30 (no doubling there);
    // of the two kong lines of equal pay, the first in card order.
    assert_eq!(best(&c, "FF 3333b 3333c 3333d"), Some((2, 50)));
    // With a joker only the kong lines fit, at their value.
    assert_eq!(best(&c, "FF 333b J 3333c 3333d"), Some((2, 25)));
    let c =
        card(&[("Pairs", 1, 60, true, "FF 33a 33a 33b 33b 33c 33c"), ("Kongs", 2, 25, false, "FF 3333a 3333b 3333c")]);
    assert_eq!(best(&c, "FF 3333b 3333c 3333d"), Some((1, 60)));
}

#[test]
fn jokerless_doubles_except_lines_without_a_joker_group() {
    let c = card(&[("Singles", 1, 50, true, "FF 2468a 22b 44b 66c 88c"), ("Winds", 2, 25, false, "NNNN EEE WWW SSSS")]);
    let m = c.match_hand(&hand("FF 2468b 22c 44c 66d 88d")).unwrap();
    assert!(m.jokerless());
    assert!(!m.has_joker_group());
    assert_eq!((m.value(), m.points()), (50, 50));
    let m = c.match_hand(&hand("NNNN EEE WWW SSSS")).unwrap();
    assert_eq!((m.value(), m.points()), (25, 50));
    let m = c.match_hand(&hand("NNNN EEJ WWW SSSS")).unwrap();
    assert_eq!((m.value(), m.points(), m.jokerless()), (25, 25, false));
}

#[test]
fn any_wind_is_one_wind_per_group() {
    let c = card(&[("Z", 1, 25, false, "ZZZZ ZZZZ DDDa DDDb")]);
    assert_eq!(c.form_count(), 16 * 6);
    assert!(c.match_hand(&hand("NNNN EEEE RRR GGG")).is_some());
    // Two Z groups may be the same wind (four naturals and four jokers).
    assert!(c.match_hand(&hand("NNNN JJJJ RRR GGG")).is_some());
    // Three winds cannot fill two Z groups.
    assert!(c.match_hand(&hand("NNNS EEEE RRR GGG")).is_none());
}

#[test]
fn numbers_domain_limits_the_base_number() {
    let mut spec = HandSpec::new("369", 1, 25, false, &["XXXX0a XXXX0b XXXX0c FF"]);
    spec.numbers = Numbers::List(vec![3, 6, 9]);
    let c = Card::compile("t", "", vec![spec]).unwrap();
    assert_eq!(c.form_count(), 3 * 6);
    assert!(c.match_hand(&hand("6666b 6666c 6666d FF")).is_some());
    assert!(c.match_hand(&hand("5555b 5555c 5555d FF")).is_none());
}

#[test]
fn impossible_lines_are_rejected_with_hand_and_column() {
    let five = HandSpec::new("2468", 4, 25, false, &["22a 22a 2a 444b 6666b 88b"]);
    let err = Card::compile("t", "", vec![five]).unwrap_err();
    assert_eq!((err.hand, err.number, err.line, err.column), (Some(1), Some(4), Some(1), 9));
    assert!(matches!(err.kind, CardErrorKind::Impossible { count: 5, max: 4, .. }));
    let nine_flowers = HandSpec::new("F", 2, 25, false, &["FF FF FF FF F 2222a 5a"]);
    let err = Card::compile("t", "", vec![nine_flowers]).unwrap_err();
    assert_eq!(err.column, 13);
    assert_eq!(err.kind, CardErrorKind::Impossible { tile: Tile::AMERICAN_FLOWER, count: 9, max: 8 });
    // Thirteen 1s of one suit: four naturals and nine jokers, one more than the set has.
    let jokers = HandSpec::new("J", 3, 25, false, &["111111a 111111a 1a 1b"]);
    let err = Card::compile("t", "", vec![jokers]).unwrap_err();
    assert_eq!((err.column, err.kind.clone()), (17, CardErrorKind::TooManyJokers(9)));
    let short = HandSpec::new("S", 1, 25, false, &["FF 222a"]);
    let err = Card::compile("t", "", vec![short]).unwrap_err();
    assert_eq!((err.column, err.kind), (8, CardErrorKind::Line(LineErrorKind::TileCount(5))));
}

#[test]
fn pathological_line_hits_the_form_cap() {
    let wild = HandSpec::new("Z", 1, 25, false, &["Z Z Z Z Z Z Z Z Z ZZZZZ"]);
    let err = Card::compile("t", "", vec![wild]).unwrap_err();
    match err.kind {
        CardErrorKind::TooManyForms { forms, cap } => {
            assert_eq!(cap, MAX_FORMS);
            assert!(forms > MAX_FORMS as u64);
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("the cap is 65536"), "{err}");
}

#[test]
fn card_file_errors_name_file_hand_and_column() {
    let text = "name = \"t\"\n\n[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n\n[[hand]]\nsection = \"369\"\nnumber = 2\nvalue = 25\nlines = [\"333a 666a 99Qa DDDDa\"]\n";
    let err = Card::from_toml_str(text, Some("my.toml")).unwrap_err();
    assert_eq!(err.to_string(), "my.toml: hand 2 (369 #2), line 1, column 13: unexpected character 'Q'");
    let typo = text.replace("number = 2", "numbre = 2");
    let err = Card::from_toml_str(&typo, Some("my.toml")).unwrap_err();
    assert_eq!((err.hand, err.file_line), (Some(2), Some(11)));
    assert!(matches!(&err.kind, CardErrorKind::Syntax(m) if m.contains("unknown field `numbre`")), "{err}");
    let json =
        r#"{"name": "t", "hand": [{"section": "369", "number": 1, "value": 25, "lines": ["333a 666a 9999a DDDa"]}]}"#;
    let err = Card::from_json_str(json, Some("my.json")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "my.json: hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14"
    );
    let err = Card::from_json_str(r#"{"name": "t", "colour": 1}"#, Some("my.json")).unwrap_err();
    assert!(matches!(&err.kind, CardErrorKind::Syntax(m) if m.contains("unknown field `colour`")), "{err}");
}

#[test]
fn sample_card_is_our_own_with_nine_sections() {
    let c = Card::sample();
    assert!(c.hands().len() >= 50);
    let sections = [
        "Year 2026",
        "2468",
        "Any Like Numbers",
        "Quints",
        "Consecutive Run",
        "13579",
        "Winds-Dragons",
        "369",
        "Singles and Pairs",
    ];
    for s in sections {
        assert!(c.hands().iter().filter(|h| h.section == s).count() >= 5, "{s}");
    }
    assert!(c.hands().iter().all(|h| sections.contains(&h.section.as_str())));
    assert!(c.hands().iter().any(|h| h.concealed) && c.hands().iter().any(|h| !h.concealed));
    assert_eq!(c.form_counts().map(|f| f.forms).sum::<usize>(), c.form_count());
    assert!(c.memory_size() <= 256 * 1024, "{}", c.memory_size());
    // Written back as TOML, it compiles to the same forms.
    assert_eq!(Card::from_toml_str(&c.to_toml(), None).unwrap().form_count(), c.form_count());
}

#[test]
fn nearest_lists_needed_and_unused_tiles() {
    let c = card(&[("2468", 1, 25, false, "FF 222a 44a 666b 8888b")]);
    let mut out = [Nearest::EMPTY; 1];
    // 13 tiles: one 4 missing from the pair, a joker held, a 9 that fits nowhere.
    assert_eq!(c.nearest(&hand("FF 22b 4b 666c 888c J 9d"), &mut out), 1);
    let n = out[0];
    assert_eq!(n.needed_naturals(), [Tile::suited(Suit::Bams, 4).unwrap()]);
    // In tile order: craks before bams.
    assert_eq!(n.needed_eligible(), [Tile::suited(Suit::Craks, 8).unwrap(), Tile::suited(Suit::Bams, 2).unwrap()]);
    assert_eq!(n.jokers_fit(), 1);
    assert_eq!(n.unused(), [Tile::suited(Suit::Dots, 9).unwrap()]);
    assert_eq!(n.tiles_away(), 2);
}

#[test]
fn no_panics_on_random_lines_cards_and_hands() {
    let mut rng = common::Rng(0x9E37_79B9_7F4A_7C15);
    let mut next = move || rng.next();
    let alphabet: Vec<char> = "0123456789abcdDFNEWSRGZX|+-x×/=* Qé\t".chars().collect();
    let (mut parsed, mut refused) = (0, 0);
    for _ in 0..4000 {
        let len = (next() % 30) as usize;
        let text: String = (0..len).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]).collect();
        match mahjong_core::american::Line::parse(&text) {
            Ok(_) => parsed += 1,
            Err(_) => refused += 1,
        }
        if let Ok(card) = Card::compile("f", "", vec![HandSpec::new("S", 1, 25, false, &[&text])]) {
            let mut out = [Nearest::EMPTY; 3];
            let h = hand("FF 2222b 44b 666c 8888c");
            let _ = card.match_hand(&h);
            let _ = card.nearest(&h, &mut out);
        }
    }
    // The generator reaches both the accepting and the refusing paths of the parser.
    assert!(parsed > 0 && refused > 0, "{parsed} parsed, {refused} refused");
    assert_eq!(Card::from_toml_str("", None).unwrap_err().kind, CardErrorKind::Empty);
    for text in ["[[hand]]", "name = 3", "[[hand]]\nsection = 1", "\u{0}\u{ffff}"] {
        let err = Card::from_toml_str(text, None).unwrap_err();
        assert!(matches!(err.kind, CardErrorKind::Syntax(_)), "{text:?}: {err}");
    }
    for text in
        ["", "{\"hand\": [{}]}", "[1, 2]", "{\"name\": \"x\", \"hand\": [{\"section\": \"S\", \"number\": -1}]}"]
    {
        let err = Card::from_json_str(text, None).unwrap_err();
        assert!(matches!(err.kind, CardErrorKind::Syntax(_)), "{text:?}: {err}");
    }
}
