//! Tiles away under each rule profile, against the other questions of the module and against
//! hand-worked values.
//!
//! - `best() == -1` exactly when `is_winning`, and `best() == 0` exactly when `waits` finds a
//!   tile, on random hands of every profile, with and without melds;
//! - the exact numbers (British and two-player standard, All Pair Honours, Knitting, and The
//!   Wriggling Snake, The Gates of Heaven and Triple Knitting under every profile that has them)
//!   obey the one-exchange recursion that defines them: a 13-tile hand is one more than its best
//!   draw, a 14-tile hand that is not complete is its best discard. With the base case checked
//!   against `special_hands`/`decompose`, this pins every number down by induction;
//! - The Wriggling Snake, The Gates of Heaven and Triple Knitting equal a slow reference that
//!   lists every complete hand of the form (each checked with `special_hands`) and takes the
//!   largest overlap with the held tiles, within the copies in play;
//! - the improving tiles equal a brute force over draws (13 tiles) and discards then draws (14).

mod common;
use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile, SpecialHand as S, StandardError, TilesAway};

use common::{Rng, add_sets_and_pair};

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
        match rng.below(9) {
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
                add_sets_and_pair(rng, c);
            }
            // near The Wriggling Snake: 1 1 2 3 4 5 6 7 8 9 of a suit and the four winds
            5 => {
                let s = rng.below(3) * 9;
                c[s] += 2;
                for x in &mut c[s + 1..s + 9] {
                    *x += 1;
                }
                for x in &mut c[27..31] {
                    *x += 1;
                }
            }
            // near The Gates of Heaven: 111 2345678 999 and one more of 2 to 8
            6 => {
                let s = rng.below(3) * 9;
                c[s] += 3;
                c[s + 8] += 3;
                for x in &mut c[s + 1..s + 8] {
                    *x += 1;
                }
                c[s + 1 + rng.below(7)] += 1;
            }
            // near Triple Knitting: four numbers in all three suits, one in two suits
            7 => {
                for _ in 0..4 {
                    let k = rng.below(9);
                    for s in [0, 9, 18] {
                        c[s + k] += 1;
                    }
                }
                let k = rng.below(9);
                let (a, b) = [(0, 9), (0, 18), (9, 18)][rng.below(3)];
                c[a + k] += 1;
                c[b + k] += 1;
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

const NEW_FORMS: [S; 3] = [S::WrigglingSnake, S::GatesOfHeaven, S::TripleKnitting];

#[test]
fn best_is_minus_one_exactly_when_winning_for_every_profile() {
    let mut rng = Rng(0x5EED_0003);
    for rules in RuleProfile::STANDARD {
        let mut wins = 0;
        let mut specials = 0;
        let mut new_forms = 0;
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
                        profile: rules.label()
                    })
                );
                assert!(!winning, "{hand}");
                continue;
            }
            let away = away.unwrap();
            let found = standard::special_hands(&hand, rules).unwrap();
            assert_eq!(away.best() == -1, winning, "{hand} under {}: {away:?}", rules.label());
            let complete = standard::decompose(&hand, rules, |_| {}).unwrap() > 0 || !found.is_empty();
            assert_eq!(away.best() == -1, complete, "{hand} under {}: {away:?}", rules.label());
            new_forms += found.iter().any(|h| NEW_FORMS.contains(&h)) as usize;
            wins += winning as usize;
            specials += (!found.is_empty() && !standard::is_winning_counts(&case.conc).unwrap_or(false)) as usize;
        }
        assert!(wins > 200, "{}: {wins} winning hands in the sample", rules.label());
        if rules == RuleProfile::British || rules == RuleProfile::TwoPlayer {
            assert!(specials > 20, "{}: {specials} seven-pair or orphan wins in the sample", rules.label());
        }
        if rules != RuleProfile::ThreePlayer {
            assert!(
                new_forms > 10,
                "{}: {new_forms} Snake, Gates or Triple Knitting wins in the sample",
                rules.label()
            );
        }
    }
}

#[test]
fn best_is_zero_exactly_when_calling_for_every_profile() {
    let mut rng = Rng(0x5EED_0013);
    for rules in RuleProfile::STANDARD {
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
            assert_eq!(away.best() == 0, w.is_calling(), "{hand} under {}: {away:?}", rules.label());
            // Each number is 0 exactly when some waiting tile completes its form.
            let forms = [
                (S::WrigglingSnake, away.wriggling_snake()),
                (S::GatesOfHeaven, away.gates_of_heaven()),
                (S::TripleKnitting, away.triple_knitting()),
                (S::AllPairHonours, away.all_pair_honours()),
                (S::Knitting, away.knitting()),
                (S::ThirteenUniqueWonders, away.thirteen_unique_wonders()),
            ];
            for (form, n) in forms {
                let waits_on_it = w.iter().any(|t| w.special_hands(t).contains(form));
                assert_eq!(n == Some(0), waits_on_it, "{hand} under {}: {} {n:?}", rules.label(), form.label());
            }
            calling += w.is_calling() as usize;
        }
        assert!(calling > 100, "{}: {calling} calling hands in the sample", rules.label());
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

/// The exact numbers: the standard one where the profile limits chows (classical and
/// three-player give the riichi count), and the special forms.
fn numbers(a: &standard::TilesAway) -> [Option<i8>; 6] {
    let exact_standard = a.rules().max_chows() < 4;
    [
        exact_standard.then_some(a.standard()),
        a.all_pair_honours(),
        a.knitting(),
        a.wriggling_snake(),
        a.gates_of_heaven(),
        a.triple_knitting(),
    ]
}

#[test]
fn exact_numbers_obey_the_one_exchange_recursion() {
    let mut rng = Rng(0x5EED_0042);
    for rules in [RuleProfile::British, RuleProfile::TwoPlayer, RuleProfile::Classical] {
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
                    let mut best = [i8::MAX; 6];
                    for t in (0..34).filter(|&t| case.room(t, rules)) {
                        let b = standard::tiles_away(&with(&case, t, true).hand(), rules).unwrap();
                        for (x, y) in best.iter_mut().zip(numbers(&b)) {
                            *x = (*x).min(y.unwrap_or(i8::MAX));
                        }
                    }
                    for (k, m) in mine.iter().enumerate() {
                        if let Some(m) = m {
                            assert_eq!(*m, best[k] + 1, "{hand} number {k} under {}", rules.label());
                        }
                    }
                } else {
                    // -1 exactly when that form is complete; otherwise the best discard.
                    let found = standard::special_hands(&hand, rules).unwrap();
                    let complete = [
                        standard::decompose(&hand, rules, |_| {}).unwrap() > 0,
                        found.contains(S::AllPairHonours),
                        found.contains(S::Knitting),
                        found.contains(S::WrigglingSnake),
                        found.contains(S::GatesOfHeaven),
                        found.contains(S::TripleKnitting),
                    ];
                    let mut best = [i8::MAX; 6];
                    for t in (0..34).filter(|&t| case.conc[t] > 0) {
                        let b = standard::tiles_away(&with(&case, t, false).hand(), rules).unwrap();
                        for (x, y) in best.iter_mut().zip(numbers(&b)) {
                            *x = (*x).min(y.unwrap_or(i8::MAX));
                        }
                    }
                    for (k, m) in mine.iter().enumerate() {
                        if let Some(m) = m {
                            assert_eq!(*m == -1, complete[k], "{hand} number {k} under {}", rules.label());
                            if !complete[k] {
                                assert_eq!(*m, best[k], "{hand} number {k} under {}", rules.label());
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Calls `check` with the rules, the tile count, the case and its tiles away on `per` seeded
/// random cases of 13 and then of 14 tiles under each standard profile, the cases with more
/// chows than the profile allows left out.
fn each_allowed_case(seed: u64, per: usize, mut check: impl FnMut(RuleProfile, usize, &Case, standard::TilesAway)) {
    let mut rng = Rng(seed);
    for rules in RuleProfile::STANDARD {
        for n in [13usize, 14] {
            for _ in 0..per {
                let case = random_case(&mut rng, n, rules);
                if case.chows > rules.max_chows() {
                    continue;
                }
                let a = standard::tiles_away(&case.hand(), rules).unwrap();
                check(rules, n, &case, a);
            }
        }
    }
}

#[test]
fn improving_tiles_match_draws_and_discards_for_every_profile() {
    each_allowed_case(0x5EED_0077, 60, |rules, n, case, a| {
        let best = |c: &Case| standard::tiles_away(&c.hand(), rules).unwrap().best();
        let mut want = 0u64;
        if n == 13 {
            for t in (0..34).filter(|&t| case.room(t, rules)) {
                if best(&with(case, t, true)) < a.best() {
                    want |= 1 << t;
                }
            }
        } else if a.best() > -1 {
            for d in (0..34).filter(|&d| case.conc[d] > 0) {
                let less = with(case, d, false);
                for t in (0..34).filter(|&t| t != d && less.room(t, rules)) {
                    if best(&with(&less, t, true)) < a.best() {
                        want |= 1 << t;
                    }
                }
            }
        }
        assert_eq!(a.improving(), want, "{} under {}", case.hand(), rules.label());
    });
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
        assert_eq!(away(p, rules).standard(), 0, "{}", rules.label());
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

// The Wriggling Snake, The Gates of Heaven and Triple Knitting against a slow reference.

/// Every complete hand of `form` as 34 counts, listed straight from the rules as `special.rs`
/// reads them (checked below with `special_hands`).
fn targets(form: S) -> Vec<[u8; 34]> {
    let mut out = Vec::new();
    match form {
        // "A pair of Ones and a run from Two to Nine in the same suit, with each of the winds".
        S::WrigglingSnake => {
            for s in [0, 9, 18] {
                let mut t = [0u8; 34];
                t[s] = 2;
                t[s + 1..s + 9].fill(1);
                t[27..31].fill(1);
                out.push(t);
            }
        }
        // "A concealed Pung of Ones, a concealed Pung of Nines, a run from Two to Eight with one
        // pair in the same suit".
        S::GatesOfHeaven => {
            for s in [0, 9, 18] {
                for extra in 1..8 {
                    let mut t = [0u8; 34];
                    t[s] = 3;
                    t[s + 8] = 3;
                    t[s + 1..s + 8].fill(1);
                    t[s + extra] += 1;
                    out.push(t);
                }
            }
        }
        // "Four sets of the three tiles in the different suits and a pair": four numbers (with
        // repeats) in all three suits, and one number in two suits.
        S::TripleKnitting => {
            fn triples(from: usize, left: usize, t: &mut [u8; 34], out: &mut Vec<[u8; 34]>) {
                if left == 0 {
                    for k in 0..9 {
                        for (a, b) in [(0, 9), (0, 18), (9, 18)] {
                            let mut u = *t;
                            u[a + k] += 1;
                            u[b + k] += 1;
                            if u.iter().all(|&n| n <= 4) {
                                out.push(u);
                            }
                        }
                    }
                    return;
                }
                for k in from..9 {
                    for s in [0, 9, 18] {
                        t[s + k] += 1;
                    }
                    triples(k, left - 1, t, out);
                    for s in [0, 9, 18] {
                        t[s + k] -= 1;
                    }
                }
            }
            triples(0, 4, &mut [0u8; 34], &mut out);
        }
        _ => unreachable!(),
    }
    out
}

/// The reference number: 13 less the largest overlap with a target that fits the copies in
/// play (`cap` = 4 less melded copies, 0 for a face the profile removes); `None` with melds,
/// where the profile lacks the hand, or when no target fits.
fn reference(case: &Case, rules: RuleProfile, form: S, all: &[Sparse]) -> Option<i8> {
    if !case.melds.is_empty() || !rules.special_hands().contains(form) {
        return None;
    }
    let cap = |t: usize| if rules == RuleProfile::ThreePlayer && t == 30 { 0 } else { 4 - case.melded[t] };
    all.iter()
        .filter(|target| target.iter().all(|&(t, n)| n <= cap(t)))
        .map(|target| target.iter().map(|&(t, n)| case.conc[t].min(n) as i8).sum::<i8>())
        .max()
        .map(|overlap| 13 - overlap)
}

/// A target as its faces and counts (to keep the reference quick in debug builds).
type Sparse = Vec<(usize, u8)>;

fn sparse(t: &[u8; 34]) -> Sparse {
    (0..34).filter(|&i| t[i] > 0).map(|i| (i, t[i])).collect()
}

#[test]
fn reference_targets_are_exactly_complete_hands_of_their_form() {
    for (form, n) in [(S::WrigglingSnake, 3), (S::GatesOfHeaven, 21), (S::TripleKnitting, 0)] {
        let all = targets(form);
        if n > 0 {
            assert_eq!(all.len(), n);
        }
        let mut seen = std::collections::HashSet::new();
        for t in &all {
            assert!(seen.insert(*t), "{} listed twice", form.label());
            assert_eq!(t.iter().map(|&x| x as u32).sum::<u32>(), 14);
            let hand = Hand::from_counts34(t).unwrap();
            assert!(standard::special_hands(&hand, RuleProfile::British).unwrap().contains(form), "{hand}");
        }
    }
    // Triple Knitting: 495 multisets of four numbers, times 27 pairs, less those wanting a fifth
    // copy (a number used four times leaves no room for the pair on it: 9 numbers, 3 pairs of
    // suits each): 495 * 27 - 27 = 13338.
    assert_eq!(targets(S::TripleKnitting).len(), 495 * 27 - 27);
}

#[test]
fn snake_gates_and_triple_knitting_match_the_reference_for_every_profile() {
    let all: Vec<(S, Vec<Sparse>)> = NEW_FORMS.iter().map(|&f| (f, targets(f).iter().map(sparse).collect())).collect();
    let mut seen = [[0usize; 4]; 3]; // per form: numbers -1, 0, 1..=3, 4 or more
    each_allowed_case(0x5EED_0A5A, 600, |rules, _, case, a| {
        let mine = [a.wriggling_snake(), a.gates_of_heaven(), a.triple_knitting()];
        for (k, (form, targets)) in all.iter().enumerate() {
            let want = reference(case, rules, *form, targets);
            assert_eq!(mine[k], want, "{} under {}: {}", case.hand(), rules.label(), form.label());
            if let Some(x) = want {
                seen[k][match x {
                    -1 => 0,
                    0 => 1,
                    1..=3 => 2,
                    _ => 3,
                }] += 1;
                assert!(a.best() <= x);
            }
        }
    });
    for (k, s) in seen.iter().enumerate() {
        assert!(s.iter().all(|&x| x >= 20), "{}: too few of each kind in the sample: {s:?}", NEW_FORMS[k].label());
    }
}

// Hand-worked: The Wriggling Snake ("A pair of Ones and a run from Two to Nine in the same suit,
// with each of the winds"), classical, British and two-player; not three-player (no North).

fn tiles(v: impl Iterator<Item = mahjong_core::Tile>) -> Vec<String> {
    v.map(|t| t.to_string()).collect()
}

fn waits_of(s: &str, rules: RuleProfile) -> standard::Waits {
    standard::waits(&Hand::parse(s).unwrap(), rules).unwrap()
}

/// `complete` is a complete hand of the special form `form` (its number and the best -1) and
/// `calling` calls on it (0), every wait completing that special hand; returns the calling
/// hand's waits and improving tiles.
fn complete_and_calling(complete: &str, calling: &str, rules: RuleProfile, form: S) -> (Vec<String>, Vec<String>) {
    let number = |a: &TilesAway| match form {
        S::WrigglingSnake => a.wriggling_snake(),
        S::GatesOfHeaven => a.gates_of_heaven(),
        S::TripleKnitting => a.triple_knitting(),
        _ => unreachable!("{form:?} has no number of its own"),
    };
    let a = away(complete, rules);
    assert_eq!((number(&a), a.best()), (Some(-1), -1), "{complete} {}", rules.label());
    let a = away(calling, rules);
    assert_eq!((number(&a), a.best()), (Some(0), 0), "{calling} {}", rules.label());
    let w = waits_of(calling, rules);
    assert!(w.iter().all(|t| w.special_hands(t).contains(form)), "{calling} {}", rules.label());
    (tiles(w.iter()), tiles(a.improving_tiles()))
}

#[test]
fn wriggling_snake_hand_worked() {
    for rules in [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer] {
        // Complete; then 1s to 9s and the four winds: 13 of the 14 tiles, the second 1s
        // missing: calling.
        let (waits, improving) = complete_and_calling("1123456789s1234z", "123456789s1234z", rules, S::WrigglingSnake);
        assert_eq!(waits, ["1s"]);
        assert_eq!(improving, ["1s"]);
        // Missing North instead: 1123456789s 123z, calling on 4z.
        let h = "1123456789s123z";
        assert_eq!(away(h, rules).wriggling_snake(), Some(0));
        assert_eq!(tiles(waits_of(h, rules).iter()), ["4z"]);
    }
    let c = RuleProfile::Classical;
    // 11 34567 s and the four winds: 2 + 5 + 4 = 11 of the target's 14, missing 2s 8s 9s:
    // three draws complete it, so 2. The dragons 55z do not help.
    assert_eq!(away("1134567s1234z55z", c).wriggling_snake(), Some(2));
    // 14 tiles with a pair of Nines instead of Ones: 1s, 2s to 9s once and the winds are 13 of
    // the target; discard a 9s and draw the second 1s: one exchange, so 0 — and not the Snake.
    let nines = "1234567899s1234z";
    assert_eq!(away(nines, c).wriggling_snake(), Some(0));
    assert!(standard::special_hands(&Hand::parse(nines).unwrap(), c).unwrap().is_empty());
    // The dragons instead of the winds: 1123456789s (10) and no wind: 13 - 10 = 3.
    assert_eq!(away("1123456789s567z", c).wriggling_snake(), Some(3));
    // 111 222 333 444 m and 5z: 1m twice (the pair), 2m 3m 4m once: 5, so 13 - 5 = 8.
    assert_eq!(away("111222333444m5z", c).wriggling_snake(), Some(8));
    // Three-player has no North wind: no Snake. Melds rule it out anywhere.
    let t = away("1123456789s123z5z", RuleProfile::ThreePlayer);
    assert_eq!(t.wriggling_snake(), None);
    assert!(t.best() > 0);
    assert_eq!(away("1123456789s1z [222z]", c).wriggling_snake(), None);
}

// Hand-worked: The Gates of Heaven ("A concealed Pung of Ones, a concealed Pung of Nines, a run
// from Two to Eight with one pair in the same suit"), British and two-player only.

#[test]
fn gates_of_heaven_hand_worked() {
    for rules in [RuleProfile::British, RuleProfile::TwoPlayer] {
        // Complete: 111 2345678 999 and a second 5m. Then 111 2345678 999: any of 2m to 8m
        // completes it (and nothing else under these rules: the standard reading needs two chows).
        let (waits, _) = complete_and_calling("11123455678999m", "1112345678999m", rules, S::GatesOfHeaven);
        assert_eq!(waits, ["2m", "3m", "4m", "5m", "6m", "7m", "8m"]);
        // 11 2345678 999 and a second 5m: only the third 1m completes the Gates.
        let h = "1123455678999m";
        assert_eq!(away(h, rules).gates_of_heaven(), Some(0));
        let w = waits_of(h, rules);
        assert!(w.special_hands("1m".parse().unwrap()).contains(S::GatesOfHeaven));
        assert_eq!(w.iter().filter(|&t| w.special_hands(t).contains(S::GatesOfHeaven)).count(), 1);
        // 111 345678 99 m, 5p 9p: 3 + 2 + 6 = 11 of a target (the extra tile not held twice),
        // missing 2m, 9m and the extra: three draws, so 2.
        assert_eq!(away("11134567899m5p9p", rules).gates_of_heaven(), Some(2));
        // One tile of each third in each suit: at best 1 and 9 plus 4 and 7 (the craks), or 9
        // and 3 and 6 (the bamboos): 3 of 14, so 13 - 3 = 10.
        assert_eq!(away("147m258p369s1234z", rules).gates_of_heaven(), Some(10));
    }
    let b = RuleProfile::British;
    // The pungs of Ones and Nines are concealed: won on a discarded 1m the tiles are no Gates
    // of Heaven, and the hand has no number for them; on 5m, or 1m self-drawn, it is complete.
    for (ctx, n) in
        [("win=1m", None), ("win=9m by=robbing-kong", None), ("win=5m", Some(-1)), ("win=1m by=self-drawn", Some(-1))]
    {
        let h = format!("11123455678999m ; {ctx}");
        let found = standard::special_hands(&Hand::parse(&h).unwrap(), b).unwrap().contains(S::GatesOfHeaven);
        assert_eq!(away(&h, b).gates_of_heaven(), n, "{h}");
        assert_eq!(found, n == Some(-1), "{h}");
    }
    // Not a classical or three-player hand; melds rule it out.
    assert_eq!(away("1112345678999m", RuleProfile::Classical).gates_of_heaven(), None);
    assert_eq!(away("1112345678999m", RuleProfile::ThreePlayer).gates_of_heaven(), None);
    assert_eq!(away("2345678999m5m [111m]", b).gates_of_heaven(), None);
}

// Hand-worked: Triple Knitting ("Four sets of the three tiles in the different suits and a
// pair"), British and two-player only.

#[test]
fn triple_knitting_hand_worked() {
    for rules in [RuleProfile::British, RuleProfile::TwoPlayer] {
        // Complete: 1, 2, 3, 4 in all three suits, 5m and 5p. Without the 5p: the pair 5m wants
        // a 5p or a 5s.
        let (waits, improving) =
            complete_and_calling("12345m12345p1234s", "12345m1234p1234s", rules, S::TripleKnitting);
        assert_eq!(waits, ["5p", "5s"]);
        assert_eq!(improving, ["5p", "5s"]);
        // 123 in all suits, 4 and 5 in craks and dots: 4s makes the fourth triple (pair 5m-5p),
        // 5s makes it of Fives (pair 4m-4p).
        assert_eq!(tiles(waits_of("12345m12345p123s", rules).iter()), ["4s", "5s"]);
        // 1234m 1234p 12s 5m 6p 7s: triples of 1 and 2 (3 each), of 3 and 4 (2 each), and the
        // pair on 5, 6 or 7 finds one: 11, so 13 - 11 = 2 (draw 3s, 4s and a partner).
        assert_eq!(away("1234m1234p12s5m6p7s", rules).triple_knitting(), Some(2));
        // A complete Knitting hand: seven knitted pairs of craks and dots. Four triples find two
        // tiles each (say 1 1 2 3), the pair two more (4m-4p): 10, so 3.
        let k = away("1123456m1123456p", rules);
        assert_eq!((k.knitting(), k.triple_knitting()), (Some(-1), Some(3)));
        // Seven pairs of honours: nothing in common, 13 - 0 = 13.
        assert_eq!(away("11223344556677z", rules).triple_knitting(), Some(13));
    }
    // Not a classical or three-player hand; melds rule it out.
    assert_eq!(away("12345m12345p1234s", RuleProfile::Classical).triple_knitting(), None);
    assert_eq!(away("12345m1234p1234s", RuleProfile::ThreePlayer).triple_knitting(), None);
    assert_eq!(away("45m12345p1234s [123m]", RuleProfile::British).triple_knitting(), None);
}

#[test]
fn classical_number_counts_the_copies_in_melds() {
    // 1m 234p 567p 789p with 111m melded: only one 1m is left in play, and the hand holds it, so
    // 1m cannot be the pair. The best target keeps the three chows (9 tiles) and needs a new pair
    // (2 tiles): 11 - 9 = 2 exchanges, tiles away 1 — not calling, and no tile completes it.
    let h = Hand::parse("1m234p567p789p [111m]").unwrap();
    let a = standard::tiles_away(&h, RuleProfile::Classical).unwrap();
    assert_eq!((a.standard(), a.best()), (1, 1));
    assert_eq!(standard::waits(&h, RuleProfile::Classical).unwrap().mask(), 0);
    // British: one chow at most; 234p stays, 567p and 789p must become pungs and a pair.
    assert_eq!(standard::tiles_away(&h, RuleProfile::British).unwrap().standard(), 3);
    // Without the meld's copies in the way (111s melded instead) the same concealed tiles call
    // on 1m for the pair.
    let free = Hand::parse("1m234p567p789p [111s]").unwrap();
    assert_eq!(standard::tiles_away(&free, RuleProfile::Classical).unwrap().standard(), 0);
}
