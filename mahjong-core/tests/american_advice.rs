//! American advice: committed odds against a brute force over every draw sequence, the
//! properties the definition implies, a seeded Monte Carlo of the committed policy, and advice
//! that agrees with its own odds.

mod common;

use common::{Rng, american_set};
use mahjong_core::american::Card;
use mahjong_core::american::advice::{
    AdviceError, DEFAULT_DRAWS, DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking,
};
use mahjong_core::rules::CharlestonPass;
use mahjong_core::{Hand, Meld, Tile};

fn tiles(text: &str) -> Vec<Tile> {
    let h = Hand::parse(text).unwrap();
    h.concealed().iter().chain(h.bonus()).copied().collect()
}

/// Every tile of the set except `keep` (a multiset): the tiles to declare visible so that the
/// unseen pool is exactly `pool`.
fn all_but(hand: &Hand, pool: &[Tile]) -> Vec<Tile> {
    let mut left = american_set();
    let own = hand
        .concealed()
        .iter()
        .chain(hand.bonus())
        .copied()
        .chain(hand.melds().iter().flat_map(|m| m.tiles().iter().copied()))
        .chain(pool.iter().copied());
    for t in own {
        let t = if t.is_bonus() { Tile::AMERICAN_FLOWER } else { t };
        let at = left.iter().position(|&x| x == t).unwrap_or_else(|| panic!("no {t} left"));
        left.swap_remove(at);
    }
    left
}

/// True when some 14-tile hand made of the exposures and 14 − exposed of `concealed` matches
/// line (`section`, `number`) of `card`.
fn completes(card: &Card, melds: &[Meld], concealed: &[Tile], section: &str, number: u32) -> bool {
    let exposed: usize = melds.iter().map(|m| m.tiles().len()).sum();
    let keep = 14 - exposed;
    let n = concealed.len();
    if n < keep {
        return false;
    }
    // Choose the indices to drop (n − keep of them), in increasing order.
    let drop = n - keep;
    let mut idx: Vec<usize> = (0..drop).collect();
    loop {
        let mut h = Hand::new();
        for &m in melds {
            h.push_meld(m).unwrap();
        }
        for (i, &t) in concealed.iter().enumerate() {
            if !idx.contains(&i) {
                h.push(t).unwrap();
            }
        }
        if card.matches(&h).any(|m| m.section() == section && m.number() == number) {
            return true;
        }
        // Next combination.
        let mut j = drop;
        loop {
            if j == 0 {
                return false;
            }
            j -= 1;
            if idx[j] < n - drop + j {
                idx[j] += 1;
                for l in j + 1..drop {
                    idx[l] = idx[l - 1] + 1;
                }
                break;
            }
        }
    }
}

fn line_odds(out: &[LineOdds<'_>], section: &str, number: u32) -> f64 {
    out.iter().find(|o| o.form().section() == section && o.form().number() == number).map_or(0.0, |o| o.probability())
}

/// A card whose every line has exactly one form (winds, flowers, red and green dragons, soaps),
/// so a line's committed odds are the chance that some 14 of the tiles held match it.
fn one_form_card() -> Card {
    common::card_of(
        "one form per line",
        "test",
        &[
            ("Winds", 1, 25, false, "NNNN EEE WWW SSSS"),
            ("Winds", 2, 30, false, "FF NNN EEE WWWW RR"),
            ("Pairs", 3, 50, true, "NN EE WW SS FF RR GG"),
            ("Soaps", 4, 25, false, "000 RRR GGGG NEWS"),
            ("Soaps", 5, 35, false, "FFFF NNN 00 RRRRR"),
        ],
    )
}

fn brute_force_case(hand_text: &str, pool_text: &str, max_draws: usize) {
    let card = one_form_card();
    let hand = Hand::parse(hand_text).unwrap();
    let pool = tiles(pool_text);
    let visible = all_but(&hand, &pool);
    let specs: Vec<(String, u32)> = card.hands().iter().map(|h| (h.section.clone(), h.number)).collect();
    let mut out = vec![LineOdds::EMPTY; card.line_count()];
    for n in 0..=max_draws {
        let got = card.odds(&hand, &visible, Some(n), &mut out).unwrap();
        // Every ordered sequence of n distinct pool tiles.
        let mut wins = vec![0u64; specs.len()];
        let mut total = 0u64;
        let mut seq = Vec::new();
        let mut used = vec![false; pool.len()];
        fn walk(n: usize, pool: &[Tile], used: &mut Vec<bool>, seq: &mut Vec<Tile>, f: &mut dyn FnMut(&[Tile])) {
            if seq.len() == n {
                f(seq);
                return;
            }
            for i in 0..pool.len() {
                if !used[i] {
                    used[i] = true;
                    seq.push(pool[i]);
                    walk(n, pool, used, seq, f);
                    seq.pop();
                    used[i] = false;
                }
            }
        }
        walk(n, &pool, &mut used, &mut seq, &mut |drawn| {
            total += 1;
            let concealed: Vec<Tile> =
                hand.concealed().iter().chain(hand.bonus()).copied().chain(drawn.iter().copied()).collect();
            for (s, (section, number)) in specs.iter().enumerate() {
                if completes(&card, hand.melds(), &concealed, section, *number) {
                    wins[s] += 1;
                }
            }
        });
        for (s, (section, number)) in specs.iter().enumerate() {
            let exact = wins[s] as f64 / total as f64;
            let p = line_odds(&out[..got], section, *number);
            assert!(
                (p - exact).abs() < 1e-12,
                "{hand_text}, {n} draws, {section} #{number}: {p} vs {}/{total}",
                wins[s]
            );
        }
    }
}

#[test]
fn committed_odds_equal_a_brute_force_over_every_draw_sequence_from_a_small_pool() {
    brute_force_case("NNN EE WWW SS F R G", "N E S S F R J J G 0", 3);
}

#[test]
fn committed_odds_with_an_exposure_and_a_joker_equal_the_brute_force() {
    brute_force_case("[NNNJ] EE WW SS F R G", "N E E W S F R J G 0 0", 3);
}

fn random_hand(rng: &mut Rng, set: &mut [Tile], size: usize) -> Hand {
    for i in (1..set.len()).rev() {
        set.swap(i, rng.below(i + 1));
    }
    let mut h = Hand::new();
    for &t in &set[..size] {
        h.push(t).unwrap();
    }
    h
}

/// Seeded random hands of `size` tiles from `set`, each from a fresh shuffle of it.
fn random_hands(seed: u64, mut set: Vec<Tile>, size: usize) -> impl Iterator<Item = Hand> {
    let mut rng = Rng(seed);
    std::iter::repeat_with(move || random_hand(&mut rng, &mut set, size))
}

/// Lines keyed by (section, number, line index).
fn by_line(out: &[LineOdds<'_>]) -> Vec<((String, u32, usize), f64)> {
    out.iter()
        .map(|o| ((o.form().section().to_string(), o.form().number(), o.form().line_index()), o.probability()))
        .collect()
}

fn odds_of(list: &[((String, u32, usize), f64)], key: &(String, u32, usize)) -> f64 {
    list.iter().find(|(k, _)| k == key).map_or(0.0, |(_, p)| *p)
}

#[test]
fn odds_rise_with_the_number_of_draws() {
    let card = Card::sample();
    let mut out = vec![LineOdds::EMPTY; card.line_count()];
    for hand in random_hands(0xd2a0_5001, american_set(), 13).take(6) {
        let mut before: Vec<((String, u32, usize), f64)> = Vec::new();
        for draws in [0, 1, 3, 6, 10, 16, 24, 40, 60] {
            let n = card.odds(&hand, &[], Some(draws), &mut out).unwrap();
            let now = by_line(&out[..n]);
            for (key, p) in &before {
                assert!(odds_of(&now, key) >= p - 1e-12, "{hand}: {key:?} fell at {draws} draws");
            }
            before = now;
        }
    }
}

/// Seeing a tile the committed form needs lowers its odds. (On a card with several forms per
/// line the line's odds can rise: seeing a tile one form needs makes the others' tiles likelier,
/// so this uses the one-form card, whose line odds are a form's odds.)
#[test]
fn odds_fall_when_a_needed_tile_becomes_visible() {
    let card = one_form_card();
    // Winds, dragons, flowers and jokers: the tiles the card's lines use.
    let set: Vec<Tile> = american_set().into_iter().filter(|t| t.index() >= 27).collect();
    let mut out = vec![LineOdds::EMPTY; card.line_count()];
    let mut fell = 0;
    for hand in random_hands(0xd2a0_5002, set, 13).take(40) {
        let n = card.odds(&hand, &[], Some(12), &mut out).unwrap();
        let before = by_line(&out[..n]);
        for o in &out[..n] {
            let form = o.form();
            let needed = form.needed_naturals().first().or(form.needed_eligible().first()).copied();
            let Some(t) = needed else { continue };
            // (A needed tile is never one the hand holds all copies of.)
            let mut after = [LineOdds::EMPTY; 8];
            let m = card.odds(&hand, &[t], Some(12), &mut after).unwrap();
            let after = by_line(&after[..m]);
            let key = (form.section().to_string(), form.number(), form.line_index());
            let was = odds_of(&before, &key);
            let now = odds_of(&after, &key);
            assert!(now <= was + 1e-12, "{hand}: seeing {t} raised {key:?} from {was} to {now}");
            fell += usize::from(now < was);
        }
    }
    assert!(fell >= 20, "seeing a needed tile lowered the odds only {fell} times");
}

#[test]
fn a_complete_hand_has_odds_1_for_its_line_even_with_no_draws() {
    let card = Card::sample();
    let mut out = vec![LineOdds::EMPTY; card.line_count()];
    for text in ["FFF 2026c 222b 2222d", "NNNN EEE WWJ SSSS", "[222b] [FFJ] 2026c 2222d", "NEWS F 123456789b"] {
        let hand = Hand::parse(text).unwrap();
        let m = card.match_hand(&hand).unwrap();
        for draws in [0, 5] {
            let n = card.odds(&hand, &[], Some(draws), &mut out).unwrap();
            assert_eq!(line_odds(&out[..n], m.section(), m.number()), 1.0, "{text}");
            assert_eq!(out[0].probability(), 1.0);
            assert_eq!(out[0].form().tiles_away(), 0);
        }
    }
}

#[test]
fn a_line_needing_an_exhausted_natural_has_odds_0_whatever_jokers_are_left() {
    let card = Card::sample();
    // NEWS F 123456789a: the 8 of bams is a single, which no joker may replace; 8 jokers unseen.
    let hand = Hand::parse("NEWS F 1234567b 9b").unwrap();
    let eights = [Tile::suited(mahjong_core::Suit::Bams, 8).unwrap(); 4];
    let mut out = vec![LineOdds::EMPTY; card.line_count()];
    let n = card.odds(&hand, &[], Some(3), &mut out).unwrap();
    let key = out[..n]
        .iter()
        .find(|o| o.form().text().starts_with("NEWS F"))
        .map(|o| (o.form().section(), o.form().number()));
    let (section, number) = key.expect("the line is reachable while the 8s are unseen");
    assert!(line_odds(&out[..n], section, number) > 0.0);
    // Every 8 of bams seen: the bams form is dead, and with 3 draws the other suits' forms, 9
    // tiles away, cannot be reached either.
    let n = card.odds(&hand, &eights, Some(3), &mut out).unwrap();
    assert_eq!(line_odds(&out[..n], section, number), 0.0);
    // The same on a one-form line: Pairs #3 needs naturals only.
    let card = one_form_card();
    let hand = Hand::parse("NN EE WW SS FF RR G").unwrap();
    let n = card.odds(&hand, &[], None, &mut out).unwrap();
    assert!(line_odds(&out[..n], "Pairs", 3) > 0.0);
    let greens = [Tile::dragon(mahjong_core::Dragon::Green); 3];
    let n = card.odds(&hand, &greens, None, &mut out).unwrap();
    assert_eq!(line_odds(&out[..n], "Pairs", 3), 0.0);
}

/// The committed policy played out: keep a drawn tile when the form still needs it (a natural
/// for its naturals-only slots, a natural or a joker for its joker-eligible slots), discard it
/// otherwise; won when nothing is needed.
fn simulate(form: &mahjong_core::american::Nearest<'_>, pool: &[Tile], draws: usize) -> bool {
    let mut naturals: Vec<Tile> = form.needed_naturals().to_vec();
    let mut eligible: Vec<Tile> = form.needed_eligible().to_vec();
    let mut open = eligible.len() - form.jokers_fit();
    for &t in &pool[..draws] {
        if naturals.is_empty() && open == 0 {
            break;
        }
        if let Some(at) = naturals.iter().position(|&x| x == t) {
            naturals.swap_remove(at);
        } else if open > 0 && t.is_joker() {
            open -= 1;
        } else if open > 0 {
            if let Some(at) = eligible.iter().position(|&x| x == t) {
                eligible.swap_remove(at);
                open -= 1;
            }
        }
    }
    naturals.is_empty() && open == 0
}

#[test]
fn a_seeded_monte_carlo_of_the_committed_policy_agrees_within_4_standard_errors_on_100_hands() {
    let card = Card::sample();
    let mut rng = Rng(0x3c4d_0100);
    let mut set = american_set();
    let mut out = [LineOdds::EMPTY; 1];
    let trials = 2000;
    for _ in 0..100 {
        let hand = random_hand(&mut rng, &mut set, 13);
        let n = card.odds(&hand, &[], None, &mut out).unwrap();
        if n == 0 {
            continue;
        }
        let p = out[0].probability();
        // The unseen pool: the set less the hand (the rest of the shuffled set).
        let mut pool: Vec<Tile> =
            set[13..].iter().map(|&t| if t.is_bonus() { Tile::AMERICAN_FLOWER } else { t }).collect();
        let mut wins = 0;
        for _ in 0..trials {
            for i in 0..DEFAULT_DRAWS {
                let j = i + rng.below(pool.len() - i);
                pool.swap(i, j);
            }
            wins += usize::from(simulate(out[0].form(), &pool, DEFAULT_DRAWS));
        }
        let est = wins as f64 / trials as f64;
        let se = (p * (1.0 - p) / trials as f64).sqrt();
        assert!((est - p).abs() <= 4.0 * se + 1e-9, "{hand}: simulated {est}, exact {p} (se {se})");
    }
}

#[test]
fn the_top_discard_is_the_one_whose_hand_left_has_the_highest_best_line_odds() {
    let card = Card::sample();
    let mut advice = [DiscardAdvice::EMPTY; 14];
    let mut best = [LineOdds::EMPTY; 1];
    for hand in random_hands(0xd15c_a4d0, american_set(), 14).take(6) {
        let n = card.discard_advice(&hand, &[], None, Ranking::Odds, &mut advice).unwrap();
        let mut distinct: Vec<Tile> = hand.concealed().iter().chain(hand.bonus()).copied().collect();
        distinct.sort();
        distinct.dedup_by_key(|t| if t.is_bonus() { Tile::AMERICAN_FLOWER } else { *t });
        assert_eq!(n, distinct.len(), "{hand}");
        let mut top = 0.0f64;
        for &d in &distinct {
            let mut left = hand;
            assert!(left.remove(d) || left.bonus().contains(&d));
            if d.is_bonus() {
                // Flowers sit among the bonus tiles: rebuild without one.
                left = Hand::new();
                let mut skipped = false;
                for &t in hand.concealed().iter().chain(hand.bonus()) {
                    if t == d && !skipped {
                        skipped = true;
                    } else {
                        left.push(t).unwrap();
                    }
                }
            }
            let got = card.odds(&left, &[d], None, &mut best).unwrap();
            let p = if got == 0 { 0.0 } else { best[0].probability() };
            let entry =
                advice[..n].iter().find(|a| a.discard() == d || (d.is_bonus() && a.discard().is_bonus())).unwrap();
            assert!((entry.probability() - p).abs() < 1e-12, "{hand}: discard {d}");
            top = top.max(p);
        }
        assert!((advice[0].probability() - top).abs() < 1e-12, "{hand}");
        // Expected points rank by odds × value.
        let n = card.discard_advice(&hand, &[], None, Ranking::ExpectedPoints, &mut advice).unwrap();
        for w in advice[..n].windows(2) {
            assert!(w[0].expected_points() >= w[1].expected_points());
        }
    }
}

#[test]
fn each_charleston_choice_has_the_odds_of_the_tiles_kept_with_the_passed_tiles_seen() {
    let card = Card::sample();
    let mut rng = Rng(0xc4a5_1e57);
    let mut set = american_set();
    let hand = random_hand(&mut rng, &mut set, 13);
    let mut out = vec![PassAdvice::EMPTY; 400];
    let mut best = [LineOdds::EMPTY; 1];
    for pass in [CharlestonPass::FirstRight, CharlestonPass::FirstLeft, CharlestonPass::Courtesy] {
        let n = card.charleston_advice(&hand, &[], Some(10), pass, &mut out).unwrap();
        let mut seen = std::collections::HashSet::new();
        for a in &out[..n] {
            assert!(a.tiles().iter().all(|t| !t.is_joker()), "a joker is never passed");
            let mut key: Vec<String> = a.tiles().iter().map(|t| t.to_string()).collect();
            key.sort();
            assert!(seen.insert((key, a.blind())), "each choice once");
            let received = match pass {
                CharlestonPass::Courtesy => {
                    assert_eq!(a.blind(), 0);
                    a.tiles().len()
                }
                CharlestonPass::FirstLeft => {
                    assert_eq!(a.tiles().len() + a.blind(), 3);
                    3 - a.blind()
                }
                _ => {
                    assert_eq!((a.tiles().len(), a.blind()), (3, 0));
                    3
                }
            };
            let mut kept = Hand::new();
            let mut passed = a.tiles().to_vec();
            for &t in hand.concealed().iter().chain(hand.bonus()) {
                let t = if t.is_bonus() { Tile::AMERICAN_FLOWER } else { t };
                if let Some(at) = passed.iter().position(|&x| x == t) {
                    passed.swap_remove(at);
                } else {
                    kept.push(t).unwrap();
                }
            }
            let got = card.odds(&kept, a.tiles(), Some(10 + received), &mut best).unwrap();
            let p = if got == 0 { 0.0 } else { best[0].probability() };
            assert!((a.probability() - p).abs() < 1e-12, "{hand}: pass {:?}", a.tiles());
        }
        for w in out[..n].windows(2) {
            assert!(w[0].probability() >= w[1].probability());
        }
        let distinct_of_3 = match pass {
            CharlestonPass::FirstRight => n,
            _ => out[..n].iter().filter(|a| a.tiles().len() == 3).count(),
        };
        assert!(distinct_of_3 <= 286);
    }
}

/// East's 14 different tiles on the courtesy pass: every choice of 0 to 3 of them, 1 + 14 + 91 +
/// 364, which is the most there can be.
#[test]
fn the_courtesy_pass_of_14_different_tiles_has_every_choice_of_up_to_3() {
    let card = Card::sample();
    let hand = Hand::parse("1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c").unwrap();
    let mut out = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES + 5];
    let n = card.charleston_advice(&hand, &[], Some(3), CharlestonPass::Courtesy, &mut out).unwrap();
    assert_eq!(n, 1 + 14 + 91 + 364);
    assert_eq!(n, MAX_PASS_CHOICES);
}

#[test]
fn bad_input_is_a_clear_error_naming_the_tile_count_or_argument() {
    let card = Card::sample();
    let hand = Hand::parse("NNNN EEE WWW SSS").unwrap();
    let mut out = [LineOdds::EMPTY; 3];
    let north: Tile = "4z".parse().unwrap();
    assert_eq!(
        card.odds(&hand, &[north], None, &mut out).unwrap_err(),
        AdviceError::Visible { tile: north, count: 5, set: 4 }
    );
    assert_eq!(
        card.odds(&hand, &[Tile::JOKER; 9], None, &mut out).unwrap_err().to_string(),
        "tile 0j: the hand and the visible tiles hold 9 of it; the set has 8"
    );
    let short = Hand::parse("NNNN EEE WW").unwrap();
    assert_eq!(
        card.odds(&short, &[], None, &mut out).unwrap_err().to_string(),
        "the hand has 9 tiles; odds takes 10 to 14"
    );
    assert_eq!(card.odds(&hand, &[], Some(100), &mut out).unwrap_err(), AdviceError::Draws { draws: 100, most: 99 });
    assert_eq!(card.odds(&hand, &[], None, &mut []).unwrap_err(), AdviceError::NoRoom);
    let empty = Card::lint("empty", "test", vec![]).card.expect("a card of no hands is built (with an error)");
    assert_eq!(empty.odds(&hand, &[], None, &mut [LineOdds::EMPTY]).unwrap_err(), AdviceError::NoLines);
    let mut advice = [DiscardAdvice::EMPTY; 14];
    assert_eq!(
        card.discard_advice(&hand, &[], None, Ranking::Odds, &mut advice).unwrap_err().to_string(),
        "the hand has 13 tiles; discard advice takes 14"
    );
    let exposed = Hand::parse("[NNNN] EEE WWW SSS").unwrap();
    let mut passes = [PassAdvice::EMPTY; 4];
    assert_eq!(
        card.charleston_advice(&exposed, &[], None, CharlestonPass::FirstRight, &mut passes).unwrap_err(),
        AdviceError::Exposed { exposures: 1 }
    );
    // Dots, winds, dragons and flowers all seen: 152 − 13 − 72 = 67 unseen, and the pass brings
    // in 3 of them, so at most 64 draws.
    let mut seen = american_set();
    seen.retain(|t| !t.is_joker() && (t.index() >= 27 || (9..18).contains(&t.index())));
    let concealed = Hand::parse("1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c").unwrap();
    assert_eq!(
        card.charleston_advice(&concealed, &seen, Some(65), CharlestonPass::FirstRight, &mut passes).unwrap_err(),
        AdviceError::Draws { draws: 65, most: 64 }
    );
    assert!(card.charleston_advice(&concealed, &seen, Some(64), CharlestonPass::FirstRight, &mut passes).is_ok());
    assert_eq!(
        card.odds(&Hand::parse("NNNN EEE WWW SS 0b").unwrap(), &[Tile::BLANK], None, &mut out).unwrap_err(),
        AdviceError::NotInSet { tile: Tile::BLANK }
    );
}
