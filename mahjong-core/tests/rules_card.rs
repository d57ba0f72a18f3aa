//! American table rules that need the card (`rules`: american_call_facts and the dead-hand checks by the card), each test named after the rule
//! sentence of seeds 000, 001 and 004 it checks. Every hand is read against the lines of
//! `cards/sample-2026.toml`, worked out by hand in the comments; two property tests compare the
//! "still possible" test with slow references built on the public card API.

mod common;
use common::{StarRng, h, t};

use mahjong_core::american::{Card, Nearest};
use mahjong_core::rules::*;
use mahjong_core::{Hand, Meld, Tile, TileSet};

const S: [Seat; 4] = Seat::ALL;
const NONE: [u8; 45] = [0; 45];

fn card() -> &'static Card {
    Card::sample()
}
fn hand_index(section: &str, number: u32) -> usize {
    card().hands().iter().position(|s| s.section == section && s.number == number).unwrap()
}
fn facts(table: &Table, hand: &Hand, tile: &str, visible: &[u8; 45]) -> CallFacts {
    american_call_facts(table, card(), hand, S[2], &Discard::latest(t(tile), S[0]), visible).unwrap()
}
fn call_list(table: &Table, hand: &Hand, tile: &str, f: &CallFacts) -> Vec<Call> {
    calls(table, hand, S[2], &Discard::latest(t(tile), S[0]), f).unwrap().iter().collect()
}

/// Late in a game: two of every face, six flowers and all eight jokers visible. Every X line of
/// the sample card has a pung or larger, which now needs a joker (or a third flower): none is
/// possible. The C lines of pairs and singles are: 2468 4 (FF 2468a 2468b 44c 66c) and
/// Singles and Pairs 1–6. Year 2026 6 needs three soaps, Any Like Numbers 4 four flowers,
/// Consecutive Run 4 a dragon pung, 13579 6 and 369 8 kongs.
fn late_game() -> [u8; 45] {
    let mut seen = [0u8; 45];
    for c in seen.iter_mut().take(34) {
        *c = 2;
    }
    seen[t("1f").index() as usize] = 4;
    seen[t("2f").index() as usize] = 2;
    seen[Tile::JOKER.index() as usize] = 8;
    seen
}

#[test]
fn concealed_hands_may_not_call_discarded_tiles_except_for_the_final_tile_needed_to_declare_mahjong() {
    // Seed 000. Singles and Pairs 1 (NN EE WW SS XX0a XX0b XX0c) waiting on a 1 bam.
    let hand = h("NN EE WW SS 11c 11d 1b");
    let table = Table::american();
    let seen = late_game();
    assert_eq!(lines_possible(card(), &hand, &seen).unwrap(), LinesPossible { exposed: 0, concealed: 7 });
    // A North would make a pung: refused, the hand can only be a C hand now.
    let f = facts(&table, &hand, "4z", &seen);
    assert!(f.concealed_only && !f.mah_jong && !f.dead);
    assert_eq!(call_list(&table, &hand, "4z", &f), []);
    let e = check_american_call(&table, &hand, S[2], &Discard::latest(t("4z"), S[0]), Call::Pung, &f);
    assert_eq!(e, Err(RulesError::ConcealedHandCallsOnlyMahJong { seat: S[2] }));
    // Earlier, with nothing visible, every X line is still open and the pung may be called.
    let f = facts(&table, &hand, "4z", &NONE);
    assert!(!f.concealed_only);
    assert_eq!(call_list(&table, &hand, "4z", &f), [Call::Pung]);
}

#[test]
fn c_means_concealed_you_may_call_a_discard_only_for_the_tile_that_wins() {
    // Seed 004. The same hand calls the 1 bam that completes XX0b.
    let hand = h("NN EE WW SS 11c 11d 1b");
    let f = facts(&Table::american(), &hand, "1s", &late_game());
    assert!(f.concealed_only && f.mah_jong);
    assert_eq!(call_list(&Table::american(), &hand, "1s", &f), [Call::MahJong]);
}

#[test]
fn only_if_it_gives_you_mah_jongg_otherwise_a_discard_can_be_called_only_for_a_group_of_three_or_more() {
    // Seed 004. Year 2026 5 (FF 2026a 2026b DDDDc): craks, dots, and green for bams; one flower
    // held, so a flower is a pair: callable only because it wins.
    let hand = h("F 2026c 2026d GGGG");
    let table = Table::american();
    let f = facts(&table, &hand, "1f", &NONE);
    assert!(f.mah_jong);
    assert_eq!(call_list(&table, &hand, "1f", &f), [Call::MahJong]);
    // A 3 crak makes nothing: none held, no joker.
    let f = facts(&table, &hand, "3m", &NONE);
    assert!(!f.mah_jong);
    assert_eq!(call_list(&table, &hand, "3m", &f), []);
}

#[test]
fn the_eight_flowers_are_interchangeable_so_any_flower_discarded_is_the_flower() {
    // Two flowers and a joker held: a Pung (two from the hand) and a Kong (three) of flowers on
    // a flower discard, not a Quint (four); a Chinese flower or season discarded is the flower,
    // as `F` is, and the table takes it (`check_discard_tile`).
    let hand = h("FF 2026c 22b 2222d J");
    let table = Table::american();
    let american = call_list(&table, &hand, "F", &facts(&table, &hand, "F", &NONE));
    assert!(american.starts_with(&[Call::Pung, Call::Kong]) && !american.contains(&Call::Quint), "{american:?}");
    for flower in ["1f", "4f", "1g", "4g"] {
        assert_eq!(check_discard_tile(&table, t(flower)), Ok(()));
        assert_eq!(call_list(&table, &hand, flower, &facts(&table, &hand, flower, &NONE)), american, "{flower}");
    }
}

#[test]
fn you_may_call_a_discard_to_complete_an_exposed_pung_kong_or_quint_or_to_win() {
    // Seed 004, with the option "keep only the calls that leave a line possible". NNNN is
    // exposed; two Easts and three jokers held; an East is discarded. Lines with NNNN: Winds-
    // Dragons 1 (NNNN EEE WWW SSSS), 5 (NNNN DDDa DDDb SSSS), 7 (ZZZZ ZZZZ DDDa DDDb). An East
    // pung fits WD 1, an East kong WD 7 (Z = E); no line has an East quint or sextet beside a
    // North kong.
    let hand = h("[NNNN] EE JJJ 1b 2b 3b 4b");
    let league = Table::american();
    let f = facts(&league, &hand, "1z", &NONE);
    assert_eq!(f.keeps_a_line, [true, true, false, false]);
    assert!(!f.mah_jong && !f.concealed_only && !f.dead);
    assert_eq!(call_list(&league, &hand, "1z", &f), [Call::Pung, Call::Kong, Call::Quint, Call::Sextet]);
    let house = league.with_house(HouseRules { calls_keep_a_line: true, ..HouseRules::LEAGUE }).unwrap();
    assert_eq!(call_list(&house, &hand, "1z", &f), [Call::Pung, Call::Kong]);
    let e = check_american_call(&house, &hand, S[2], &Discard::latest(t("1z"), S[0]), Call::Quint, &f);
    assert_eq!(e, Err(RulesError::CallLeavesNoLine { seat: S[2], call: Call::Quint }));
}

#[test]
fn an_exposure_is_offered_only_if_some_way_to_make_it_keeps_a_line() {
    // Issue 5 option. NNNN exposed, two 7 craks and a joker held, a 7 crak discarded. The lines
    // with a North kong (Winds-Dragons 1, 5, 7) have no group of 7s: no exposure of it keeps a
    // line, whatever the jokers.
    let hand = h("[NNNN] 77c J 1b 2b 3b 4b 5b 6b");
    let f = facts(&Table::american(), &hand, "7m", &NONE);
    assert_eq!(f.keeps_a_line, [false; 4]);
    // Two Easts and no joker: the pung keeps Winds-Dragons 1; a kong cannot be made at all.
    let f = facts(&Table::american(), &h("[NNNN] EE 1b 2b 3b 4b 5b 6b 7b"), "1z", &NONE);
    assert_eq!(f.keeps_a_line, [true, false, false, false]);
}

#[test]
fn you_can_change_your_target_later_if_every_existing_exposure_still_fits() {
    // Seed 001. A pung of 7 craks fits these X lines: 13579 1 (777a), 13579 5 second line
    // (777a), Any Like Numbers 2 (XXX0b, n = 7) and 5 (XXX0b), Quints 1 (XXX2c, n = 5),
    // Consecutive Run 1 (XXX3a, n = 4), 2 (XXX2a, n = 5), 5 (XXX1a, n = 6), 7 (XXX3b, n = 4),
    // 13579 8 (XXX0a, n = 7 odd): ten lines. No C line once exposed.
    let hand = h("[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b");
    assert_eq!(lines_possible(card(), &hand, &NONE).unwrap(), LinesPossible { exposed: 10, concealed: 0 });
    assert!(line_possible(card(), hand_index("13579", 1), 0, &hand, &NONE).unwrap());
    assert!(line_possible(card(), hand_index("13579", 5), 1, &hand, &NONE).unwrap());
    assert!(!line_possible(card(), hand_index("13579", 5), 0, &hand, &NONE).unwrap());
    assert!(!line_possible(card(), hand_index("Winds-Dragons", 1), 0, &hand, &NONE).unwrap());
    // Indices off the card are errors naming the index and the range.
    let hands = card().hands().len();
    assert_eq!(
        line_possible(card(), 999, 0, &hand, &NONE).unwrap_err().to_string(),
        format!("hand 999 is out of range: the card has {hands}")
    );
    assert_eq!(
        line_possible(card(), hand_index("13579", 1), 999, &hand, &NONE).unwrap_err(),
        RulesError::NoSuchCardLine { hand: hand_index("13579", 1) as u32, line: 999, lines: 1 }
    );
    assert!(matches!(
        line_possible(card(), hand_index("13579", 1), 1, &hand, &NONE),
        Err(RulesError::NoSuchCardLine { line: 1, lines: 1, .. })
    ));
    // A second exposure, NNNN: no line takes both.
    assert!(lines_possible(card(), &h("[777c] [NNNN] 1b 2b 3b 4b 5b 6b"), &NONE).unwrap().none());
}

#[test]
fn incompatible_exposures_or_an_exposed_group_that_cannot_fit_any_x_hand_can_make_a_hand_dead() {
    // Seed 001.
    assert_eq!(
        exposures_dead(card(), &h("[777c] [NNNN] 1b 2b 3b 4b 5b 6b")),
        Some(DeadHandReason::IncompatibleExposures)
    );
    // No line has a sextet; the first exposure fits, the second (meld 1) does not.
    assert_eq!(
        exposures_dead(card(), &h("[777c] [2222c JJ] 1b 2b 3b 4b")),
        Some(DeadHandReason::ExposureFitsNoLine { meld: 1 })
    );
    // An exposed chow fits no American line.
    assert_eq!(exposures_dead(card(), &h("[123c] 1b")), Some(DeadHandReason::ExposureFitsNoLine { meld: 0 }));
    // A pung of 1 dot with a pung of 3 dots: 13579 1 (11a 333a …) takes 11a only as a pair;
    // 13579 5 (FF 111a 333a 5555b DDb) takes both.
    assert_eq!(exposures_dead(card(), &h("[111d] [333d] 5555b RR 1b 2b")), None);
    // Five Norths exist only with a joker: [NNNN J] fits 369 6 (NNNNN).
    assert_eq!(exposures_dead(card(), &h("[NNNN J] 333c 666d 9b")), None);
    // A concealed hand has nothing to judge.
    assert_eq!(exposures_dead(card(), &h("NN EE WW SS 11c 11d 1b")), None);
}

#[test]
fn a_hand_is_dead_if_the_player_has_exposures_that_can_no_longer_make_any_hand_on_the_card_or_the_wrong_number_of_tiles()
 {
    // Seed 004.
    let table = Table::american();
    let dead = h("[777c] [NNNN] 1b 2b 3b 4b 5b 6b");
    assert_eq!(
        american_dead_hand(&table, card(), &dead, TurnPhase::Waiting, &NONE).unwrap(),
        Some(DeadHandReason::IncompatibleExposures)
    );
    // After drawing the same hand holds 14: one tile short is a wrong count, reported first.
    assert_eq!(
        american_dead_hand(&table, card(), &dead, TurnPhase::Drawn, &NONE).unwrap(),
        Some(DeadHandReason::WrongTileCount { has: 13, expected: 14 })
    );
    let live = h("[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c");
    assert_eq!(american_dead_hand(&table, card(), &live, TurnPhase::Waiting, &NONE).unwrap(), None);
    // The call facts carry it.
    assert!(facts(&table, &dead, "1s", &NONE).dead);
    assert!(!facts(&table, &live, "1s", &NONE).dead);
}

/// Exposed NNNN and SSS+J fit only Winds-Dragons 1, 5 and 7. Every East, red and green dragon
/// discarded, seven jokers discarded (the eighth is in the exposure): WD 1 needs EEE, WD 5 and
/// WD 7 a second dragon pung besides the white; each needs jokers and none is left.
fn blocked() -> (Hand, [u8; 45]) {
    let hand = h("[NNNN] [SSS J] WWW 0 1b");
    let discards: Vec<Tile> = ["1z", "6z", "7z"].iter().flat_map(|&s| [t(s); 4]).chain([Tile::JOKER; 7]).collect();
    let seen = visible_tiles(&discards, &[hand]);
    (hand, seen)
}

#[test]
fn strict_no_line_still_possible_given_the_tiles_visible_to_all_makes_a_hand_dead() {
    // Issue 5 strict option (house rule strict_dead_hand).
    let (hand, seen) = blocked();
    assert_eq!(seen[Tile::JOKER.index() as usize], 8);
    assert_eq!(seen[t("4z").index() as usize], 4);
    assert_eq!(no_line_possible(card(), &hand, &seen).unwrap(), Some(DeadHandReason::NoLinePossible));
    let league = Table::american();
    let strict = league.with_house(HouseRules { strict_dead_hand: true, ..HouseRules::LEAGUE }).unwrap();
    assert_eq!(american_dead_hand(&league, card(), &hand, TurnPhase::Waiting, &seen).unwrap(), None);
    assert_eq!(
        american_dead_hand(&strict, card(), &hand, TurnPhase::Waiting, &seen).unwrap(),
        Some(DeadHandReason::NoLinePossible)
    );
    assert!(facts(&strict, &hand, "1s", &seen).dead);
    assert!(!facts(&league, &hand, "1s", &seen).dead);
    // One joker fewer visible: WD 1's EEE still needs three, WD 5 and 7 a green or red pung of
    // three jokers; one joker is not enough.
    let mut one_left = seen;
    one_left[Tile::JOKER.index() as usize] = 7;
    assert_eq!(no_line_possible(card(), &hand, &one_left).unwrap(), Some(DeadHandReason::NoLinePossible));
    // Two left: still one short of EEE.
    let mut two_left = seen;
    two_left[Tile::JOKER.index() as usize] = 6;
    assert_eq!(no_line_possible(card(), &hand, &two_left).unwrap(), Some(DeadHandReason::NoLinePossible));
    // Three jokers left: EEE of jokers, WD 1 is possible again.
    let mut three_left = seen;
    three_left[Tile::JOKER.index() as usize] = 5;
    assert_eq!(no_line_possible(card(), &hand, &three_left).unwrap(), None);
    assert!(line_possible(card(), hand_index("Winds-Dragons", 1), 0, &hand, &three_left).unwrap());
    // Three Easts back in play (one visible): EEE of naturals, WD 1 is possible; WD 5 still
    // needs jokers.
    let mut easts = seen;
    easts[t("1z").index() as usize] = 1;
    assert!(line_possible(card(), hand_index("Winds-Dragons", 1), 0, &hand, &easts).unwrap());
    assert!(!line_possible(card(), hand_index("Winds-Dragons", 5), 0, &hand, &easts).unwrap());
}

#[test]
fn an_active_player_may_challenge_using_only_publicly_visible_exposures_and_discards_never_hidden_tiles() {
    // Seed 001: the answer depends on the exposures and the visible tiles, not on the concealed
    // tiles of the challenged hand.
    let (hand, seen) = blocked();
    let other = h("[NNNN] [SSS J] 1c 2c 3c 4c 5c");
    assert_eq!(no_line_possible(card(), &other, &seen).unwrap(), no_line_possible(card(), &hand, &seen).unwrap());
    assert_eq!(lines_possible(card(), &other, &NONE).unwrap(), lines_possible(card(), &hand, &NONE).unwrap());
    // WD 1, 5 and 7, nothing else.
    assert_eq!(lines_possible(card(), &hand, &NONE).unwrap(), LinesPossible { exposed: 3, concealed: 0 });
}

#[test]
fn earlier_valid_exposures_stay_available_for_joker_exchange_an_illegal_exposure_returns_to_the_concealed_rack() {
    // Seed 001. [FF J] fits many lines (FFF); [777c J] then fits 13579 8 (FFF XXX0a … with n =
    // 7); [NNNN] fits no line with them and returns to the rack.
    let hand = h("[FF J] [77c J] [NNNN] 1b 2b");
    assert_eq!(valid_exposures(card(), &hand), [true, true, false, false]);
    assert_eq!(exposures_dead(card(), &hand), Some(DeadHandReason::IncompatibleExposures));
    let rack = american_dead_hand_rack(card(), &hand, false);
    assert_eq!(rack.melds().len(), 2);
    assert_eq!(rack.concealed().len(), 6);
    assert_eq!(rack.tile_count(), hand.tile_count());
    // Another player redeems the joker in the dead hand's flower pung.
    let hands = [h("F 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c"), rack, Hand::new(), Hand::new()];
    let x =
        exchange_joker(&Table::american(), &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, Tile::AMERICAN_FLOWER)
            .unwrap();
    assert_eq!(x.exposure.jokers(), 0);
    // An exposure that fits nothing is not valid even when made first; later ones are judged on
    // their own.
    assert_eq!(valid_exposures(card(), &h("[2222c JJ] [777c] 1b")), [false, true, false, false]);
}

#[test]
fn if_the_dead_hand_resulted_from_exposed_tiles_belonging_to_a_c_hand_all_its_exposures_return() {
    // Seed 001.
    let hand = h("[FF J] [77c J] 1b 2b 3b 4b 5b 6b");
    let rack = american_dead_hand_rack(card(), &hand, true);
    assert_eq!(rack.melds().len(), 0);
    assert_eq!(rack.concealed().len(), 12);
    assert_eq!(american_dead_hand_rack(card(), &hand, false).melds().len(), 2);
}

#[test]
fn a_discarded_joker_is_dead_and_may_never_be_claimed_even_for_mah_jongg() {
    // Seed 000. Year 2026 1 (FFF 2026a 222b 2222c) waiting on a 2 bam: a joker would fill 222b
    // but a discarded joker completes nothing.
    let hand = h("[FFF] 2026c 22b 2222d");
    let f = facts(&Table::american(), &hand, "2s", &NONE);
    assert!(f.mah_jong);
    let f = american_call_facts(&Table::american(), card(), &hand, S[2], &Discard::latest(Tile::JOKER, S[0]), &NONE)
        .unwrap();
    assert!(!f.mah_jong);
    assert_eq!(f.keeps_a_line, [false; 4]);
}

// ---------------------------------------------------------------- slow references

/// (hand index, line index) of every line.
fn all_lines() -> Vec<(usize, usize)> {
    card().hands().iter().enumerate().flat_map(|(i, s)| (0..s.lines.len()).map(move |l| (i, l))).collect()
}

/// Exposures taken from winning hands of the sample card (one group each), with and without
/// jokers, plus some that fit nothing.
fn exposure_pool() -> Vec<Meld> {
    let groups = [
        "FFF", "FF J", "FFFF", "222c", "2222d", "2b 2b JJ", "000", "666c", "6666c", "444c", "888c", "8888d", "GGGG",
        "RRR", "RR J", "NNNN", "NNN", "EEE", "EE J", "WWW", "SSSS", "333c", "3333d", "777c", "7c JJ", "5555b",
        "5555c J", "5555d J", "9999c", "NNNN J", "JJJ 1b", "111c", "1111d", "9999b J", "4444d", "2222b",
    ];
    groups.iter().map(|g| h(&format!("[{g}]")).melds()[0]).collect()
}

fn with_exposures(melds: &[Meld]) -> Hand {
    let mut hand = Hand::new();
    for m in melds {
        hand.push_meld(*m).unwrap();
    }
    hand
}

#[test]
fn still_possible_matches_nearest_when_nothing_is_visible() {
    // With no visible tiles, a line is possible exactly when it has a form taking every
    // exposure: what `Card::nearest` lists with a buffer as large as the card.
    let card = card();
    let lines = all_lines();
    let pool = exposure_pool();
    let mut rng = StarRng(0x5eed_0001);
    let mut found_some = 0;
    for _ in 0..300 {
        let n = 1 + rng.below(3);
        let melds: Vec<Meld> = (0..n).map(|_| pool[rng.below(pool.len())]).collect();
        let hand = with_exposures(&melds);
        let mut near = vec![Nearest::EMPTY; card.line_count()];
        let k = card.nearest(&hand, &mut near);
        let mut expected: Vec<(usize, usize)> = near[..k]
            .iter()
            .map(|e| {
                (
                    card.hands().iter().position(|s| s.section == e.section() && s.number == e.number()).unwrap(),
                    e.line_index(),
                )
            })
            .collect();
        expected.sort();
        let got: Vec<(usize, usize)> =
            lines.iter().copied().filter(|&(i, l)| line_possible(card, i, l, &hand, &NONE).unwrap()).collect();
        assert_eq!(got, expected, "exposures {}", mahjong_core::notation::american(&hand));
        let p = lines_possible(card, &hand, &NONE).unwrap();
        assert_eq!((p.total() as usize, p.concealed), (expected.len(), 0));
        found_some += usize::from(!expected.is_empty());
    }
    assert!(found_some > 50, "the sample exposures should often fit: {found_some}");
}

/// Every multiset of `r` tiles from the pool (`avail` naturals per face index 0..34, the flower
/// at 34, `jokers`), as a callback.
fn completions(
    avail: &[u8; 35],
    jokers: u8,
    r: usize,
    from: usize,
    picked: &mut Vec<Tile>,
    f: &mut dyn FnMut(&[Tile]),
) {
    if r == 0 {
        f(picked);
        return;
    }
    for face in from..36 {
        let (tile, left) = match face {
            0..=33 => (Tile::from_index(face as u8).unwrap(), avail[face]),
            34 => (Tile::AMERICAN_FLOWER, avail[34]),
            _ => (Tile::JOKER, jokers),
        };
        let used = picked.iter().filter(|&&t| t == tile).count() as u8;
        if used < left {
            picked.push(tile);
            completions(avail, jokers, r - 1, face, picked, f);
            picked.pop();
        }
    }
}

#[test]
fn still_possible_means_some_completion_from_the_tiles_not_visible_matches_the_line() {
    // Exposures of 11 or 12 tiles; random discards. Reference: try every way to fill the hand
    // from the tiles not visible (set minus discards minus exposures) and ask the matcher.
    let card = card();
    let lines = all_lines();
    // Exposures of winning hands (11 to 14 tiles), one with jokers, one fitting nothing.
    let winners = [
        "[NNNN] [EEE] [SSSS]",         // Winds-Dragons 1
        "[NNNN] [SSS J] [RRR]",        // Winds-Dragons 5, 7
        "[9999c] [RRRR] [333c]",       // 369 2 (333a 666a 9999a DDDDa)
        "[FFF] [7777d] [7777b]",       // 13579 8 (n = 7)
        "[666c] [2222b] [4444b]",      // 2468 3, second line
        "[1111c J] [5555d J] [9999b]", // Quints 5, complete
        "[3333c] [3333d] [3333b]",     // Any Like Numbers 1, 369 8 is C
        "[NNNN J] [33c J] [666d]",     // 369 6
        "[5555c] [EEEE] [WWWW]",       // nothing
    ];
    let mut rng = StarRng(0x5eed_0002);
    let mut agreements = [0usize; 2];
    for round in 0..45 {
        let base = h(winners[round % winners.len()]);
        let melds: Vec<Meld> = base.melds().to_vec();
        let hand = with_exposures(&melds);
        let exposed = hand.tile_count();
        assert!((11..=14).contains(&exposed), "{exposed}");
        // Random discards, biased to the faces the exposures use and to jokers.
        let mut discards = Vec::new();
        for _ in 0..rng.below(40) {
            let tile = match rng.below(4) {
                0 => Tile::JOKER,
                1 => melds[rng.below(melds.len())].tile(),
                _ => Tile::from_index(rng.below(35) as u8).unwrap(),
            };
            let tile = if tile.index() == 34 { Tile::AMERICAN_FLOWER } else { tile };
            // Only discards the set can supply: more copies than the set has are refused.
            let mut trial = discards.clone();
            trial.push(tile);
            if lines_possible(card, &Hand::new(), &visible_tiles(&trial, &[hand])).is_ok() {
                discards.push(tile);
            }
        }
        let seen = visible_tiles(&discards, &[hand]);
        let mut avail = [0u8; 35];
        let seen_flowers = seen[34..43].iter().fold(0u8, |a, &c| a.saturating_add(c));
        for (i, a) in avail.iter_mut().enumerate() {
            *a = if i < 34 { 4u8.saturating_sub(seen[i]) } else { 8u8.saturating_sub(seen_flowers) };
        }
        let jokers = 8u8.saturating_sub(seen[Tile::JOKER.index() as usize]);
        let mut reference = vec![false; lines.len()];
        completions(&avail, jokers, 14 - exposed, 0, &mut Vec::new(), &mut |tiles| {
            let mut full = hand;
            for &t in tiles {
                full.push(t).unwrap();
            }
            for m in card.matches(&full) {
                let i = card.hands().iter().position(|s| s.section == m.section() && s.number == m.number()).unwrap();
                reference[lines.iter().position(|&x| x == (i, m.line_index())).unwrap()] = true;
            }
        });
        for (j, &(i, l)) in lines.iter().enumerate() {
            let got = line_possible(card, i, l, &hand, &seen).unwrap();
            assert_eq!(
                got,
                reference[j],
                "line {} {} of hand {}, discards {discards:?}",
                card.hands()[i].section,
                card.hands()[i].number,
                mahjong_core::notation::american(&hand)
            );
            agreements[usize::from(got)] += 1;
        }
    }
    assert!(agreements[1] >= 20, "some lines should stay possible: {agreements:?}");
}

#[test]
fn the_card_rules_take_any_input_without_panicking() {
    // Hands with blanks, chows, four exposures, over-full visible counts.
    let mut seen = [255u8; 45];
    seen[0] = 0;
    let hands =
        [h("[123c] [456d] [789b] [111c] 1b"), h("[0000] [FFFF] [NNNN] [RRRR]"), Hand::new(), h("JJJJ JJJJ 1b 1b")];
    for hand in &hands {
        for (visible, ok) in [(&NONE, true), (&seen, false)] {
            assert_eq!(lines_possible(card(), hand, visible).is_ok(), ok);
            assert_eq!(no_line_possible(card(), hand, visible).is_ok(), ok);
            for tile in ["1m", "1z", "1f", "5z"] {
                let d = Discard::latest(t(tile), S[0]);
                assert_eq!(american_call_facts(&Table::american(), card(), hand, S[2], &d, visible).is_ok(), ok);
            }
            let d = Discard::latest(Tile::BLANK, S[0]);
            assert_eq!(american_call_facts(&Table::american(), card(), hand, S[1], &d, visible).is_ok(), ok);
        }
        let _ = american_dead_hand_rack(card(), hand, false);
        let _ = valid_exposures(card(), hand);
    }
    // Every tile of the set visible: nothing is possible, not even for an empty hand.
    let mut all = *TileSet::american_with_blanks(6).counts();
    all[Tile::AMERICAN_FLOWER.index() as usize] = 8;
    assert!(lines_possible(card(), &Hand::new(), &all).unwrap().none());
    assert_eq!(no_line_possible(card(), &Hand::new(), &all).unwrap(), Some(DeadHandReason::NoLinePossible));
}

#[test]
fn visible_counts_above_the_american_set_are_refused() {
    // The American set has four of each face, eight flowers, eight jokers and no Chinese flower.
    let hand = h("1b 2b");
    let mut seen = NONE;
    seen[t("5p").index() as usize] = 5;
    assert_eq!(
        lines_possible(card(), &hand, &seen).unwrap_err().to_string(),
        "5 of 5p visible, but the American set has 4"
    );
    let mut jokers = NONE;
    jokers[Tile::JOKER.index() as usize] = 9;
    assert_eq!(
        no_line_possible(card(), &hand, &jokers).unwrap_err(),
        RulesError::TooManyVisible { tile: Tile::JOKER, count: 9, max: 8, set: "American" }
    );
    // Flowers and seasons of every index count as American flowers: eight in all.
    let mut flower = NONE;
    flower[t("1f").index() as usize] = 4;
    flower[Tile::AMERICAN_FLOWER.index() as usize] = 5;
    assert_eq!(
        american_dead_hand(&Table::american(), card(), &hand, TurnPhase::Waiting, &flower),
        Err(RulesError::TooManyVisible { tile: Tile::AMERICAN_FLOWER, count: 9, max: 8, set: "American" })
    );
    let all = [255u8; 45];
    assert!(
        american_call_facts(&Table::american(), card(), &hand, S[2], &Discard::latest(t("1s"), S[0]), &all).is_err()
    );
    assert!(line_possible(card(), 0, 0, &hand, &all).is_err());
    // Exactly the set's copies is fine: every 5 dot and all eight jokers seen.
    let mut full = NONE;
    full[t("5p").index() as usize] = 4;
    full[Tile::JOKER.index() as usize] = 8;
    assert!(lines_possible(card(), &hand, &full).is_ok());
}
