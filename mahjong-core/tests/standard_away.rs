//! Tiles away under each rule profile, against the other questions of the module and against
//! hand-worked values.
//!
//! - `best() == -1` exactly when `is_winning`, and `best() == 0` exactly when `waits` finds a
//!   tile completing a form the numbers cover (every form but The Wriggling Snake, The Gates of
//!   Heaven and Triple Knitting), on random hands of every profile, with and without melds;
//! - the exact numbers (British and two-player standard, All Pair Honours, Knitting) obey the
//!   one-exchange recursion that defines them: a 13-tile hand is one more than its best draw, a
//!   14-tile hand that is not complete is its best discard. With the base case checked against
//!   `is_winning`, this pins every number down by induction;
//! - the improving tiles equal a brute force over draws (13 tiles) and discards then draws (14).

use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile, SpecialHand as S, StandardError};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// A hand under test: concealed counts and melds (tile counts of the melds, notation).
#[derive(Clone)]
struct Case {
    conc: [u8; 34],
    melded: [u8; 34],
    melds: String,
    chows: u8,
}

impl Case {
    fn hand(&self) -> Hand {
        let mut s = String::new();
        for (suit, letter) in [(0, 'm'), (1, 'p'), (2, 's'), (3, 'z')] {
            let len = if suit == 3 { 7 } else { 9 };
            let mut part = String::new();
            for k in 0..len {
                for _ in 0..self.conc[suit * 9 + k] {
                    part.push(char::from(b'1' + k as u8));
                }
            }
            if !part.is_empty() {
                s.push_str(&part);
                s.push(letter);
            }
        }
        Hand::parse(&format!("{s} {}", self.melds)).unwrap()
    }

    fn room(&self, t: usize, rules: RuleProfile) -> bool {
        !(rules == RuleProfile::ThreePlayer && t == 30) && self.conc[t] + self.melded[t] < 4
    }
}

fn tile_text(t: usize) -> String {
    format!("{}{}", t % 9 + 1, ['m', 'p', 's', 'z'][t / 9])
}

/// A random case of `n` tiles in sets under `rules` (13 or 14): random tiles, tiles near a
/// special hand, or a built hand with a tile or two changed; sometimes with one or two melds.
fn random_case(rng: &mut Rng, n: usize, rules: RuleProfile) -> Case {
    'again: loop {
        let mut case = Case { conc: [0; 34], melded: [0; 34], melds: String::new(), chows: 0 };
        let n_melds = if rng.below(3) == 0 { 1 + rng.below(2) } else { 0 };
        for _ in 0..n_melds {
            let kind = rng.below(4);
            if kind == 0 {
                let b = rng.below(3) * 9 + rng.below(7);
                for t in b..b + 3 {
                    case.melded[t] += 1;
                }
                case.melds.push_str(&format!(" [{}{}{}{}]", b % 9 + 1, b % 9 + 2, b % 9 + 3, ['m', 'p', 's'][b / 9]));
                case.chows += 1;
            } else {
                let t = rng.below(34);
                let k = if kind == 3 { 4 } else { 3 };
                case.melded[t] += k;
                case.melds.push_str(&format!(
                    " [{}{}]",
                    (1..k).map(|_| (t % 9 + 1).to_string()).collect::<String>(),
                    tile_text(t)
                ));
            }
        }
        let want = n - 3 * n_melds;
        let c = &mut case.conc;
        match rng.below(6) {
            // near All Pair Honours
            0 => {
                for _ in 0..7 {
                    c[ORPHANS[rng.below(13)]] += 2;
                }
            }
            // near Knitting
            1 => {
                let (a, b) = [(0, 9), (0, 18), (9, 18)][rng.below(3)];
                for _ in 0..7 {
                    let k = rng.below(9);
                    c[a + k] += 1;
                    c[b + k] += 1;
                }
            }
            // near the Thirteen Unique Wonders
            2 => {
                for i in ORPHANS {
                    c[i] += 1;
                }
                c[ORPHANS[rng.below(13)]] += 1;
            }
            // built from sets and a pair
            3 | 4 => {
                for _ in 0..4 {
                    if rng.below(2) == 0 {
                        let b = rng.below(3) * 9 + rng.below(7);
                        for x in &mut c[b..b + 3] {
                            *x += 1;
                        }
                    } else {
                        c[rng.below(34)] += 3;
                    }
                }
                c[rng.below(34)] += 2;
            }
            // random tiles
            _ => {}
        }
        // Trim to size, then change a tile or two, then fill to size at random.
        let changes = rng.below(3);
        let mut total: usize = c.iter().map(|&x| x as usize).sum();
        let mut guard = 0;
        while total > want.saturating_sub(changes) && total > 0 {
            let t = rng.below(34);
            if c[t] > 0 {
                c[t] -= 1;
                total -= 1;
            }
        }
        while total < want {
            let t = rng.below(34);
            c[t] += 1;
            total += 1;
            guard += 1;
            if guard > 200 {
                continue 'again;
            }
        }
        if (0..34).any(|t| c[t] + case.melded[t] > 4) {
            continue;
        }
        if rules == RuleProfile::ThreePlayer && c[30] + case.melded[30] > 0 {
            continue;
        }
        return case;
    }
}

const UNCOVERED: [S; 3] = [S::WrigglingSnake, S::GatesOfHeaven, S::TripleKnitting];

fn covered(s: standard::SpecialHands) -> bool {
    s.iter().any(|h| !UNCOVERED.contains(&h))
}

#[test]
fn best_is_minus_one_exactly_when_winning_for_every_profile() {
    let mut rng = Rng(0x5EED_0003);
    for rules in RuleProfile::ALL {
        let mut wins = 0;
        let mut specials = 0;
        for _ in 0..3000 {
            let case = random_case(&mut rng, 14, rules);
            let hand = case.hand();
            let away = standard::tiles_away(&hand, rules);
            let winning = standard::is_winning(&hand, rules).unwrap();
            if case.chows > rules.max_chows() {
                assert_eq!(
                    away,
                    Err(StandardError::TooManyChows {
                        chows: case.chows,
                        limit: rules.max_chows(),
                        profile: rules.name()
                    })
                );
                assert!(!winning, "{hand}");
                continue;
            }
            let away = away.unwrap();
            let found = standard::special_hands(&hand, rules).unwrap();
            if found.iter().any(|h| UNCOVERED.contains(&h)) {
                continue;
            }
            assert_eq!(away.best() == -1, winning, "{hand} under {}: {away:?}", rules.name());
            wins += winning as usize;
            specials += (!found.is_empty() && !standard::is_winning_counts(&case.conc).unwrap_or(false)) as usize;
        }
        assert!(wins > 200, "{}: {wins} winning hands in the sample", rules.name());
        if rules == RuleProfile::British || rules == RuleProfile::TwoPlayer {
            assert!(specials > 20, "{}: {specials} seven-pair or orphan wins in the sample", rules.name());
        }
    }
}

#[test]
fn best_is_zero_exactly_when_calling_for_every_profile() {
    let mut rng = Rng(0x5EED_0013);
    for rules in RuleProfile::ALL {
        let mut calling = 0;
        for _ in 0..1500 {
            let case = random_case(&mut rng, 13, rules);
            let hand = case.hand();
            let w = standard::waits(&hand, rules).unwrap();
            if case.chows > rules.max_chows() {
                assert!(w.is_empty(), "{hand}");
                continue;
            }
            let away = standard::tiles_away(&hand, rules).unwrap();
            assert!(away.best() >= 0);
            let covered_wait = w.iter().any(|t| w.completes_standard(t) || covered(w.special_hands(t)));
            assert_eq!(away.best() == 0, covered_wait, "{hand} under {}: {away:?}", rules.name());
            if away.best() == 0 {
                assert!(!w.is_empty());
            }
            calling += covered_wait as usize;
        }
        assert!(calling > 100, "{}: {calling} calling hands in the sample", rules.name());
    }
}

/// Adds or removes tile `t` from a case.
fn with(case: &Case, t: usize, add: bool) -> Case {
    let mut c = case.clone();
    if add {
        c.conc[t] += 1;
    } else {
        c.conc[t] -= 1;
    }
    c
}

fn numbers(a: &standard::TilesAway) -> [Option<i8>; 3] {
    [Some(a.standard()), a.all_pair_honours(), a.knitting()]
}

#[test]
fn exact_numbers_obey_the_one_exchange_recursion() {
    let mut rng = Rng(0x5EED_0042);
    for rules in [RuleProfile::British, RuleProfile::TwoPlayer] {
        for n in [13usize, 14] {
            for _ in 0..250 {
                let case = random_case(&mut rng, n, rules);
                if case.chows > rules.max_chows() {
                    continue;
                }
                let hand = case.hand();
                let a = standard::tiles_away(&hand, rules).unwrap();
                let mine = numbers(&a);
                if n == 13 {
                    // One more than the best draw.
                    let mut best = [i8::MAX; 3];
                    for t in (0..34).filter(|&t| case.room(t, rules)) {
                        let b = standard::tiles_away(&with(&case, t, true).hand(), rules).unwrap();
                        for (x, y) in best.iter_mut().zip(numbers(&b)) {
                            *x = (*x).min(y.unwrap_or(i8::MAX));
                        }
                    }
                    for (k, m) in mine.iter().enumerate() {
                        if let Some(m) = m {
                            assert_eq!(*m, best[k] + 1, "{hand} number {k} under {}", rules.name());
                        }
                    }
                } else {
                    // -1 exactly when that form is complete; otherwise the best discard.
                    let complete = [
                        standard::decompose(&hand, rules, |_| {}).unwrap() > 0,
                        standard::special_hands(&hand, rules).unwrap().contains(S::AllPairHonours),
                        standard::special_hands(&hand, rules).unwrap().contains(S::Knitting),
                    ];
                    let mut best = [i8::MAX; 3];
                    for t in (0..34).filter(|&t| case.conc[t] > 0) {
                        let b = standard::tiles_away(&with(&case, t, false).hand(), rules).unwrap();
                        for (x, y) in best.iter_mut().zip(numbers(&b)) {
                            *x = (*x).min(y.unwrap_or(i8::MAX));
                        }
                    }
                    for (k, m) in mine.iter().enumerate() {
                        if let Some(m) = m {
                            assert_eq!(*m == -1, complete[k], "{hand} number {k} under {}", rules.name());
                            if !complete[k] {
                                assert_eq!(*m, best[k], "{hand} number {k} under {}", rules.name());
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn improving_tiles_match_draws_and_discards_for_every_profile() {
    let mut rng = Rng(0x5EED_0077);
    for rules in RuleProfile::ALL {
        for n in [13usize, 14] {
            for _ in 0..60 {
                let case = random_case(&mut rng, n, rules);
                if case.chows > rules.max_chows() {
                    continue;
                }
                let a = standard::tiles_away(&case.hand(), rules).unwrap();
                let best = |c: &Case| standard::tiles_away(&c.hand(), rules).unwrap().best();
                let mut want = 0u64;
                if n == 13 {
                    for t in (0..34).filter(|&t| case.room(t, rules)) {
                        if best(&with(&case, t, true)) < a.best() {
                            want |= 1 << t;
                        }
                    }
                } else if a.best() > -1 {
                    for d in (0..34).filter(|&d| case.conc[d] > 0) {
                        let less = with(&case, d, false);
                        for t in (0..34).filter(|&t| t != d && less.room(t, rules)) {
                            if best(&with(&less, t, true)) < a.best() {
                                want |= 1 << t;
                            }
                        }
                    }
                }
                assert_eq!(a.improving(), want, "{} under {}", case.hand(), rules.name());
            }
        }
    }
}

// Hand-worked numbers.

fn away(s: &str, rules: RuleProfile) -> standard::TilesAway {
    standard::tiles_away(&Hand::parse(s).unwrap(), rules).unwrap()
}

// British: "Each player may declare only one Chow per round".
#[test]
fn british_standard_number_allows_one_chow() {
    // 123m 456m 789p 11z 55z: classical calls on 1z or 5z with three chows. British keeps one
    // chow: 123m (3), pungs 11z and 55z (2 each), a pung finding one tile (4m) and a pair
    // finding one (5m): 3 + 2 + 2 + 1 + 1 = 9 of 13 tiles, so 13 - 9 = 4.
    let h = "123456m789p1155z";
    assert_eq!(away(h, RuleProfile::Classical).standard(), 0);
    assert_eq!(away(h, RuleProfile::British).standard(), 4);
    // Two-player, no chows: pungs 11z, 55z (2 each), two pungs and the pair finding one tile
    // each: 2 + 2 + 1 + 1 + 1 = 7, so 13 - 7 = 6.
    assert_eq!(away(h, RuleProfile::TwoPlayer).standard(), 6);
    // A hand of pungs is the same under every profile: calling on 5z or 7z.
    let p = "111m444p777s11z55z";
    for rules in [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer] {
        assert_eq!(away(p, rules).standard(), 0, "{}", rules.name());
    }
}

// The melded chow uses up the British allowance: a concealed chow then cannot count.
#[test]
fn melded_chow_spends_the_british_chow() {
    // [123m] melded; concealed 456p 777s 11z 5z 6z (10 tiles): target 3 sets, no more chows:
    // pungs 777s (3), 11z (2), and one finding one tile (4p), pair 5z (1): 7 of 10, so
    // 3 * 3 + 1 - 7 = 3.
    let h = "456p777s11z5z6z [123m]";
    assert_eq!(away(h, RuleProfile::British).standard(), 3);
    // Classical: chow 456p, pung 777s, pair 11z, and 5z/6z to pair up: 1 away.
    assert_eq!(away(h, RuleProfile::Classical).standard(), 1);
}

// "All Pair Honours – Seven pairs of Ones/Nines/Winds/Dragons"; "Knitting – Seven pairs of tiles
// in any two out of the three suits"; "The Thirteen Unique Wonders".
#[test]
fn special_forms_are_numbered_only_where_the_profile_has_them() {
    let aph = "1199m1199p11s11z7z";
    // 1m 9m 1p 9p 1s 1z pairs (6) and 7z single: one draw (7z) completes it: calling.
    let b = away(aph, RuleProfile::British);
    assert_eq!((b.all_pair_honours(), b.best()), (Some(0), 0));
    let v: Vec<String> = b.improving_tiles().map(|t| t.to_string()).collect();
    assert_eq!(v, ["7z"]);
    assert!(standard::waits(&Hand::parse(aph).unwrap(), RuleProfile::British).unwrap().contains("7z".parse().unwrap()));
    // Classical has no seven-pair hand: no number, and no wait on 7z.
    let c = away(aph, RuleProfile::Classical);
    assert_eq!((c.all_pair_honours(), c.knitting()), (None, None));
    assert!(c.best() > 0);
    assert!(standard::waits(&Hand::parse(aph).unwrap(), RuleProfile::Classical).unwrap().is_empty());
    // Four of a face count as two pairs.
    assert_eq!(away("1111m99p11s22z557z", RuleProfile::British).all_pair_honours(), Some(0));
    // Knitting with a repeated number: 1123456m 112345p waits on 6p.
    let k = away("1123456m112345p", RuleProfile::British);
    assert_eq!(k.knitting(), Some(0));
    let v: Vec<String> = k.improving_tiles().map(|t| t.to_string()).collect();
    assert_eq!(v, ["6p"]);
    // Two-player has every special hand; three-player has no Thirteen Unique Wonders (no North).
    assert_eq!(away("1123456m112345p", RuleProfile::TwoPlayer).knitting(), Some(0));
    let t = away("19m19p19s123567z1m", RuleProfile::ThreePlayer);
    assert_eq!((t.thirteen_unique_wonders(), t.all_pair_honours()), (None, None));
    // Classical: twelve faces and the pair of 1m, calling on the North wind.
    assert_eq!(away("19m19p19s123567z1m", RuleProfile::Classical).thirteen_unique_wonders(), Some(0));
    // Melds rule the pair forms out.
    let m = away("19m19p123567z [111s]", RuleProfile::British);
    assert_eq!((m.thirteen_unique_wonders(), m.all_pair_honours(), m.knitting()), (None, None, None));
}

// Tiles held four times (in hand or melds) cannot be drawn: the exact count sees it.
#[test]
fn exhausted_faces_are_not_counted_as_drawable() {
    // Two-player, [1111m] melded; concealed 12p 444p 777s 11z (10 tiles) must make three pungs
    // and a pair (11 tiles): 444p and 777s (3 each), pair 11z (2), a pung of 1p finding one
    // tile: 9, so 3 * 3 + 1 - 9 = 1.
    let h = "12p444p777s11z [1111m]";
    assert_eq!(away(h, RuleProfile::TwoPlayer).standard(), 1);
    // Concealed 1111m: its fourth copy cannot make a pair with a fifth.
    let four = "1111m444p777s11z5z";
    // Pungs 1m, 4p, 7s (3 each), pair 11z (2) and a pung of 5z finding one tile: 12 of the 14
    // tiles, so 13 - 12 = 1. It is not calling: neither 5z nor 1z completes it (the fourth 1m
    // cannot pair with a fifth).
    assert_eq!(away(four, RuleProfile::TwoPlayer).standard(), 1);
    assert!(standard::waits(&Hand::parse(four).unwrap(), RuleProfile::TwoPlayer).unwrap().is_empty());
}
