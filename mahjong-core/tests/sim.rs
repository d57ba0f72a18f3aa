//! The game engine obeys the rules: after every step, tiles are conserved (152 American, 144
//! classical), every hand holds the tiles it should, no joker moves in the Charleston, and a call
//! or a Mah Jongg is made only when the rule functions offer it; the settlement agrees with the
//! scoring functions and with the payment rule worked by hand; the shortcut that skips matching
//! far hands changes nothing; seeds replay identically.
//!
//! The quick tests run in `cargo test`; the 100,000-game property test is `#[ignore]`d and run in
//! release by `scripts/test-all.sh`.

use mahjong_core::american::Card;
use mahjong_core::rules::{
    Call, CallFacts, Discard, RulesError, Seat, Table, Variant, american_call_facts, calls, chinese_call_facts,
    visible_tiles,
};
use mahjong_core::scoring::{AmericanRules, AmericanWin, ScoreRules, score, settle, settle_american, settle_hands};
use mahjong_core::sim::{
    Action, Actions, Bot, BotKind, Game, Outcome, Phase, Player, SimError, SplitMix64, WinBy, Xoshiro256, play,
};
use mahjong_core::standard::{RuleProfile, is_winning};
use mahjong_core::{Hand, MeldStatus, Tile, TileSet, WinContext, WinMethod, Wind};

/// Games for the quick tests: fewer in a debug build (`cargo test`), more in release.
fn quick(release: u64, debug: u64) -> u64 {
    if cfg!(debug_assertions) { debug } else { release }
}

/// How thoroughly each step is checked.
#[derive(Clone, Copy, PartialEq)]
enum Depth {
    /// Conservation, hand sizes, jokers, and every call or Mah Jongg taken against the rules.
    Taken,
    /// Also every seat's call options on every discard against the rule functions.
    Every,
}

fn counts_of<'a>(tiles: impl Iterator<Item = &'a Tile>, out: &mut [u32; Tile::COUNT]) {
    for t in tiles {
        out[t.index() as usize] += 1;
    }
}

/// Every tile of the set is somewhere: a hand (concealed, melds, bonus), the discards, the wall.
fn check_conservation(g: &Game<'_>) {
    let mut c = [0u32; Tile::COUNT];
    for h in g.hands() {
        counts_of(h.concealed().iter(), &mut c);
        counts_of(h.melds().iter().flat_map(|m| m.tiles()), &mut c);
        counts_of(h.bonus().iter(), &mut c);
    }
    counts_of(g.discards().iter(), &mut c);
    counts_of(g.wall_tiles().iter(), &mut c);
    let set = match g.table().variant() {
        Variant::American => TileSet::american(),
        _ => TileSet::chinese(true),
    };
    let expected: Vec<u32> = set.counts().iter().map(|&n| u32::from(n)).collect();
    assert_eq!(c.to_vec(), expected, "tiles not conserved, seed {} step {}", g.seed(), g.steps());
    assert_eq!(c.iter().sum::<u32>(), if g.table().variant() == Variant::American { 152 } else { 144 });
    assert_eq!(g.wall_tiles().len(), g.wall_remaining() as usize);
}

/// Tiles a hand holds for the rule on hand sizes: American every tile; classical a kong counts
/// three and bonus tiles are aside.
fn held(g: &Game<'_>, h: &Hand) -> usize {
    match g.table().variant() {
        Variant::American => h.concealed().len() + h.melds().iter().map(|m| m.tiles().len()).sum::<usize>(),
        _ => {
            h.concealed().iter().filter(|t| !t.is_bonus()).count()
                + h.melds().iter().map(|m| m.tiles().len().min(3)).sum::<usize>()
        }
    }
}

fn check_sizes(g: &Game<'_>) {
    for seat in Seat::ALL {
        let n = held(g, g.hand(seat));
        let s = seat.index() as usize;
        let ok = match g.phase() {
            _ if g.dead()[s] => n == 13 || n == 14,
            Phase::Charleston(_) | Phase::SecondCharlestonVote | Phase::CourtesyAsk | Phase::Courtesy => {
                n == if s == 0 { 14 } else { 13 }
            }
            Phase::Turn => n == if g.to_act() == Some(seat) { 14 } else { 13 },
            Phase::Claims | Phase::RobKong => n == 13,
            Phase::Over => match g.outcome().and_then(|o| o.winner) {
                Some(w) if w == seat => n == 14,
                _ => n == 13 || n == 14,
            },
        };
        assert!(ok, "seat {s} holds {n} in phase {:?}, seed {} step {}", g.phase(), g.seed(), g.steps());
    }
}

fn jokers(h: &Hand) -> usize {
    h.concealed().iter().filter(|t| t.is_joker()).count()
}

/// The rule functions' answer to "which calls may `seat` make on the open discard".
fn reference_calls(g: &Game<'_>, seat: Seat) -> mahjong_core::rules::CallSet {
    let (tile, discarder) = g.open_tile().unwrap();
    let d = Discard::latest(tile, discarder);
    let hand = g.hand(seat);
    let facts = match g.card() {
        Some(card) => {
            let visible = visible_tiles(g.discards(), g.hands());
            let f = american_call_facts(g.table(), card, hand, seat, &d, &visible).unwrap();
            CallFacts { dead: f.dead || g.dead()[seat.index() as usize], ..f }
        }
        None => chinese_call_facts(g.table(), hand, seat, &d).unwrap(),
    };
    calls(g.table(), hand, seat, &d, &facts).unwrap()
}

fn call_of(a: &Action) -> Option<Call> {
    match *a {
        Action::MahJong => Some(Call::MahJong),
        Action::Call { call, .. } => Some(call),
        Action::Chow { .. } => Some(Call::Chow),
        _ => None,
    }
}

/// Plays one seeded hand with `bots`, checking after every step; returns the outcome and the
/// moves.
fn checked_game(table: Table, card: Option<&Card>, seed: u64, bots: BotKind, depth: Depth) -> (Outcome, Vec<Action>) {
    let mut g = Game::new(table, card, seed).unwrap();
    let mut players = Bot::seats(bots, seed);
    let mut legal = Actions::new();
    let mut moves = Vec::new();
    let dealt_jokers: Vec<usize> = g.hands().iter().map(jokers).collect();
    let mut charleston_over = false;
    check_conservation(&g);
    check_sizes(&g);
    while let Some(seat) = g.to_act() {
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty());
        // Every legal action has its own index in the action space, which reads back to it.
        let mut seen = [false; mahjong_core::sim::ACTION_SPACE];
        for a in legal.as_slice() {
            let i = a.index();
            assert!(!std::mem::replace(&mut seen[i as usize], true), "two actions share index {i}: {a:?}");
            assert_eq!(g.action_from_index(i), Some(*a));
        }
        if g.phase() == Phase::Claims && depth == Depth::Every {
            for other in Seat::ALL {
                assert_eq!(g.call_options(other), reference_calls(&g, other), "seed {seed} step {}", g.steps());
            }
        }
        let i = players[seat.index() as usize].choose(&g, legal.as_slice());
        let action = legal.as_slice()[i];
        // A call only when the rules offer it.
        match (g.phase(), action) {
            (Phase::Claims, a) if call_of(&a).is_some() => {
                assert!(reference_calls(&g, seat).contains(call_of(&a).unwrap()), "seed {seed}: {a:?} not offered");
            }
            (Phase::Turn, Action::MahJong) => {
                let hand = g.hand(seat);
                let wins = match g.card() {
                    Some(card) => card.match_hand(hand).is_some(),
                    None => is_winning(hand, RuleProfile::Classical).unwrap(),
                };
                assert!(wins, "seed {seed}: Mah Jongg offered on a hand that does not win");
            }
            (Phase::Charleston(_) | Phase::Courtesy, Action::Pass { tile }) => assert!(!tile.is_joker()),
            _ => {}
        }
        g.step_as(seat, action).unwrap();
        moves.push(action);
        check_conservation(&g);
        check_sizes(&g);
        if !charleston_over && matches!(g.phase(), Phase::Turn | Phase::Claims | Phase::Over) {
            charleston_over = true;
            // No joker moved in the Charleston: every seat holds the jokers it was dealt.
            let now: Vec<usize> = g.hands().iter().map(jokers).collect();
            assert_eq!(now, dealt_jokers, "seed {seed}: a joker was passed");
        }
    }
    let out = *g.outcome().unwrap();
    check_settlement(&g, &out);
    (out, moves)
}

/// The settlement agrees with the scoring functions, and (American) with the payment rule:
/// the discarder pays twice the value and the others once; self-drawn, everyone pays twice.
fn check_settlement(g: &Game<'_>, out: &Outcome) {
    assert_eq!(out.nets.iter().sum::<i64>(), 0);
    let Some(w) = out.winner else {
        assert_eq!(out.nets, [0; 4], "a wall game pays nothing");
        return;
    };
    let wind = |s: Seat| Wind::ALL[s.index() as usize];
    let hand = g.hand(w);
    match g.card() {
        Some(card) => {
            let m = card.match_hand(hand).expect("the winning hand matches a line");
            let mut win = AmericanWin::from_match(&m, wind(w)).announce_jokerless(m.jokerless());
            win = match out.by {
                Some(WinBy::Discard) => win.by_discard(wind(out.discarder.unwrap())),
                Some(WinBy::JokerExchange) => win.after_joker_exchange(),
                _ => win,
            };
            for s in Seat::ALL {
                if out.dead[s.index() as usize] {
                    win = win.with_dead(wind(s));
                }
            }
            let settled = settle_american(&win, &AmericanRules::default()).unwrap();
            assert_eq!(settled.payments.nets(), out.nets);
            // By hand: the value, doubled when jokerless on a line that takes jokers.
            let value = i64::from(m.value()) * if m.jokerless() && m.has_joker_group() { 2 } else { 1 };
            assert_eq!(i64::from(out.value), value);
            for s in Seat::ALL.into_iter().filter(|&s| s != w) {
                let pays = match out.discarder {
                    Some(d) if out.by == Some(WinBy::Discard) => {
                        if d == s {
                            2 * value
                        } else {
                            value
                        }
                    }
                    _ => 2 * value,
                };
                assert_eq!(out.nets[s.index() as usize], -pays, "seat {s:?} pays, seed {}", g.seed());
            }
            assert_eq!(
                g.card().unwrap().hands()[out.card_hand.unwrap() as usize].section,
                m.section(),
                "the card hand named is the matched one"
            );
        }
        None => {
            let rules = ScoreRules::classical();
            let mut scores = [0u32; 4];
            let hands: [Option<Hand>; 4] = Seat::ALL.map(|s| Some(*g.hand(s)));
            for s in Seat::ALL {
                let mut h = *g.hand(s);
                let ctx = WinContext { seat_wind: wind(s), prevailing: Wind::East, ..*h.context() };
                h.set_context(ctx);
                scores[s.index() as usize] = if s == w {
                    score(&h, &rules).unwrap().total()
                } else {
                    mahjong_core::scoring::score_losing_hand(&h, &rules).unwrap().total()
                };
            }
            let paid = settle(&rules, Some(wind(w)), scores).unwrap();
            assert_eq!(paid.nets(), out.nets);
            assert_eq!(out.value, scores[w.index() as usize]);
            let whole = settle_hands(&rules, &hands, Some(wind(w)), Wind::East).unwrap();
            assert_eq!(whole.payments.nets(), out.nets);
            let method = g.hand(w).context().method;
            let expected = match out.by.unwrap() {
                WinBy::Discard => WinMethod::Discard,
                WinBy::SelfDrawn => WinMethod::SelfDrawn,
                WinBy::KongReplacement => WinMethod::KongReplacement,
                WinBy::RobbingKong => WinMethod::RobbingKong,
                WinBy::JokerExchange => unreachable!("no jokers in the classical game"),
            };
            assert_eq!(method, expected);
        }
    }
}

#[test]
fn splitmix64_and_xoshiro256_give_their_published_outputs() {
    // SplitMix64 from the seed 1234567: the sequence printed with the reference code.
    let mut s = SplitMix64::new(1_234_567);
    let got: Vec<u64> = (0..5).map(|_| s.next_u64()).collect();
    assert_eq!(
        got,
        [6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821]
    );
    // xoshiro256** from the state [1, 2, 3, 4] (worked from the definition by an independent
    // program).
    let mut x = Xoshiro256::from_state([1, 2, 3, 4]);
    let got: Vec<u64> = (0..6).map(|_| x.next_u64()).collect();
    assert_eq!(got, [11520, 0, 1509978240, 1215971899390074240, 1216172134540287360, 607988272756665600]);
    let mut x = Xoshiro256::seed_from(42);
    assert_eq!(
        [x.next_u64(), x.next_u64(), x.next_u64()],
        [1546998764402558742, 6990951692964543102, 12544586762248559009]
    );
}

#[test]
fn bounded_numbers_are_uniform_enough_and_in_range() {
    let mut x = Xoshiro256::seed_from(5);
    let mut hist = [0u32; 6];
    for _ in 0..60_000 {
        hist[x.below(6) as usize] += 1;
    }
    // Each face 10,000 ± 5 standard deviations (about 456).
    assert!(hist.iter().all(|&n| (9_544..=10_456).contains(&n)), "{hist:?}");
}

#[test]
fn the_shuffle_is_a_permutation_of_the_set_and_depends_on_the_seed() {
    let a = Game::new(Table::american(), Some(Card::sample()), 1).unwrap();
    let b = Game::new(Table::american(), Some(Card::sample()), 2).unwrap();
    assert_ne!(a.hands(), b.hands());
    check_conservation(&a);
    let c = Game::new(Table::chinese(), None, 1).unwrap();
    check_conservation(&c);
}

#[test]
fn a_simulated_game_obeys_the_rules_after_every_step_quick() {
    let card = Card::sample();
    for seed in 0..quick(20, 6) {
        checked_game(Table::american(), Some(card), seed, BotKind::Random, Depth::Every);
        checked_game(Table::chinese(), None, seed, BotKind::Random, Depth::Every);
    }
    for seed in 0..quick(5, 2) {
        checked_game(Table::american(), Some(card), seed, BotKind::Greedy, Depth::Every);
        checked_game(Table::chinese(), None, seed, BotKind::Greedy, Depth::Every);
    }
}

/// 100,000 seeded games (half American, half classical; random bots, and every tenth game
/// greedy), every step checked; every 100th game also checks every seat's call options on
/// every discard against the rule functions.
#[test]
#[ignore = "100,000 games: run in release (scripts/test-all.sh)"]
fn a_simulated_game_obeys_the_rules_after_every_step_100000_games() {
    let card = Card::sample();
    let mut outcomes = [0u64; 2];
    for seed in 0..50_000u64 {
        let bots = if seed % 10 == 9 { BotKind::Greedy } else { BotKind::Random };
        let depth = if seed % 100 == 0 { Depth::Every } else { Depth::Taken };
        let (a, _) = checked_game(Table::american(), Some(card), seed, bots, depth);
        let (c, _) = checked_game(Table::chinese(), None, seed, bots, depth);
        outcomes[0] += u64::from(a.winner.is_some());
        outcomes[1] += u64::from(c.winner.is_some());
    }
    // Both games are won sometimes (the checks above ran on wins as well as wall games).
    assert!(outcomes[0] > 1_000 && outcomes[1] > 1_000, "{outcomes:?}");
}

#[test]
fn the_card_shortcut_changes_no_game() {
    // The same seeds played with and without skipping hands known to be far from the card, and
    // without asking the call rule for players who hold too few of the discard to call it.
    let card = Card::sample();
    let mut legal = Actions::new();
    let seeds =
        || (0..quick(40, 10)).map(|s| (s, BotKind::Random)).chain((0..quick(10, 3)).map(|s| (s, BotKind::Greedy)));
    let american = seeds().map(|(s, b)| (Table::american(), Some(card), s, b));
    for (table, card, seed, bots) in american.chain(seeds().map(|(s, b)| (Table::chinese(), None, s, b))) {
        let mut fast = Game::new(table, card, seed).unwrap();
        let mut slow = Game::new(table, card, seed).unwrap().without_shortcuts();
        let mut players = Bot::seats(bots, seed);
        while let Some(seat) = fast.to_act() {
            fast.legal_actions(&mut legal);
            let mut slow_legal = Actions::new();
            slow.legal_actions(&mut slow_legal);
            assert_eq!(legal.as_slice(), slow_legal.as_slice(), "seed {seed} step {}", fast.steps());
            for s in Seat::ALL {
                assert_eq!(fast.call_options(s), slow.call_options(s));
            }
            let a = legal.as_slice()[players[seat.index() as usize].choose(&fast, legal.as_slice())];
            fast.step_as(seat, a).unwrap();
            slow.step_as(seat, a).unwrap();
        }
        assert_eq!(fast.outcome(), slow.outcome());
    }
}

#[test]
fn the_classical_tiles_away_bound_changes_no_game() {
    // Classical play asks the hand evaluator only when a hand's tiles-away bound says it may be
    // complete (after a draw) or one tile from complete (on a discard), and puts to the call
    // rule only the calls a hand may have. The same seeds without the shortcuts: the same legal
    // actions, call options and outcomes, step by step; and enough wins (by discard and drawn)
    // that the bound was put to the test.
    let mut legal = Actions::new();
    let mut slow_legal = Actions::new();
    let (mut by_discard, mut drawn) = (0, 0);
    let seeds =
        (0..quick(600, 40)).map(|s| (s, BotKind::Random)).chain((0..quick(300, 20)).map(|s| (s, BotKind::Greedy)));
    for (seed, bots) in seeds {
        let mut fast = Game::new(Table::chinese(), None, seed).unwrap();
        let mut slow = Game::new(Table::chinese(), None, seed).unwrap().without_shortcuts();
        let mut players = Bot::seats(bots, seed);
        while let Some(seat) = fast.to_act() {
            fast.legal_actions(&mut legal);
            slow.legal_actions(&mut slow_legal);
            assert_eq!(legal.as_slice(), slow_legal.as_slice(), "seed {seed} step {}", fast.steps());
            for s in Seat::ALL {
                assert_eq!(fast.call_options(s), slow.call_options(s), "seed {seed} step {}", fast.steps());
            }
            let a = legal.as_slice()[players[seat.index() as usize].choose(&fast, legal.as_slice())];
            fast.step_as(seat, a).unwrap();
            slow.step_as(seat, a).unwrap();
        }
        assert_eq!(fast.outcome(), slow.outcome(), "seed {seed}");
        match fast.outcome().unwrap().by {
            Some(WinBy::Discard | WinBy::RobbingKong) => by_discard += 1,
            Some(_) => drawn += 1,
            None => {}
        }
    }
    assert!(by_discard >= quick(20, 2) && drawn >= quick(20, 2), "{by_discard} won by discard, {drawn} drawn");
}

#[test]
fn the_same_seed_plays_the_same_game_and_bots_are_deterministic() {
    let card = Card::sample();
    for kind in [BotKind::Random, BotKind::Greedy] {
        for seed in [3u64, 77, 1 << 40] {
            let run = || {
                let mut g = Game::new(Table::american(), Some(card), seed).unwrap();
                let mut log = Vec::new();
                let out = play(&mut g, &mut Bot::seats(kind, seed), Some(&mut log)).unwrap();
                (out, log)
            };
            assert_eq!(run(), run());
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "the exact odds are slow in a debug build: run in release (scripts/test-all.sh)")]
fn advice_bots_play_whole_american_games() {
    let card = Card::sample();
    for seed in 0..2 {
        checked_game(Table::american(), Some(card), seed, BotKind::Advice, Depth::Taken);
    }
}

#[test]
fn greedy_bots_win_more_often_than_random_ones() {
    let card = Card::sample();
    let wins = |kind| {
        (0..40u64)
            .filter(|&s| {
                let mut g = Game::new(Table::american(), Some(card), s).unwrap();
                play(&mut g, &mut Bot::seats(kind, s), None).unwrap().winner.is_some()
            })
            .count()
    };
    let (random, greedy) = (wins(BotKind::Random), wins(BotKind::Greedy));
    assert!(greedy > random + 10, "greedy {greedy}, random {random}");
}

#[test]
fn a_refused_action_is_the_rule_s_error_and_changes_nothing() {
    let card = Card::sample();
    let mut g = Game::new(Table::american(), Some(card), 9).unwrap();
    let before = g.clone();
    // A joker in the Charleston.
    let east = *g.hand(Seat::ALL[0]);
    if east.concealed().contains(&Tile::JOKER) {
        let err = g.step(Action::Pass { tile: Tile::JOKER }).unwrap_err();
        assert!(matches!(err, SimError::Rules(RulesError::PassesJoker { .. })), "{err:?}");
    }
    // A tile East does not hold.
    let missing = (0..34u8).map(|i| Tile::from_index(i).unwrap()).find(|t| !east.concealed().contains(t)).unwrap();
    let err = g.step(Action::Pass { tile: missing }).unwrap_err();
    assert!(matches!(err, SimError::Rules(RulesError::PassesTileNotHeld { tile, .. }) if tile == missing), "{err:?}");
    // A discard in the Charleston.
    assert!(matches!(g.step(Action::Discard { tile: missing }), Err(SimError::NotInPhase { .. })));
    // Another seat.
    assert!(matches!(g.step_as(Seat::ALL[1], Action::NoCall), Err(SimError::WrongActor { .. })));
    assert_eq!(g.hands(), before.hands());
    assert_eq!(g.steps(), 0);
}

#[test]
fn an_american_game_needs_a_card_and_four_players() {
    assert_eq!(Game::new(Table::american(), None, 1).unwrap_err(), SimError::NeedsCard);
    assert!(matches!(Game::new(Table::chinese().with_players(3).unwrap(), None, 1), Err(SimError::Unsupported { .. })));
}

#[test]
fn observations_count_what_the_seat_can_see() {
    let card = Card::sample();
    let mut g = Game::new(Table::chinese(), None, 4).unwrap();
    let mut players = Bot::seats(BotKind::Random, 4);
    let mut legal = Actions::new();
    for _ in 0..60 {
        let Some(seat) = g.to_act() else { break };
        g.legal_actions(&mut legal);
        let a = legal.as_slice()[players[seat.index() as usize].choose(&g, legal.as_slice())];
        g.step_as(seat, a).unwrap();
    }
    for seat in Seat::ALL {
        let o = g.observe(seat);
        let own: u32 = o.own.iter().map(|&n| u32::from(n)).sum();
        assert_eq!(own as usize, g.hand(seat).concealed().len());
        let discards: u32 = o.discards.iter().flatten().map(|&n| u32::from(n)).sum();
        assert_eq!(discards as usize, g.discards().len());
        let exposed: usize = g
            .hands()
            .iter()
            .map(|h| {
                h.melds().iter().filter(|m| m.status() != MeldStatus::Concealed).map(|m| m.tiles().len()).sum::<usize>()
                    + h.bonus().len()
            })
            .sum();
        assert_eq!(o.exposed.iter().flatten().map(|&n| n as usize).sum::<usize>(), exposed);
        assert_eq!(o.visible.iter().map(|&n| n as usize).sum::<usize>(), own as usize + discards as usize + exposed);
        assert_eq!(o.wall, g.wall_remaining());
    }
    let _ = card;
}

#[test]
fn classical_kongs_loose_tiles_and_robbing_happen_and_are_settled() {
    // Greedy bots declare every kong they can: over many seeds, kong replacements and the other
    // classical win methods occur, and every one settles (checked in `checked_game`).
    let mut by = std::collections::BTreeSet::new();
    for seed in 0..quick(100, 30) {
        let (out, moves) = checked_game(Table::chinese(), None, seed, BotKind::Greedy, Depth::Taken);
        if let Some(b) = out.by {
            by.insert(format!("{b:?}"));
        }
        let _ = moves;
    }
    assert!(by.contains("Discard") && by.contains("SelfDrawn"), "{by:?}");
    assert!(by.contains("KongReplacement"), "{by:?}");
}

#[test]
fn american_dead_hands_and_joker_exchanges_happen_in_random_games() {
    let card = Card::sample();
    let (mut dead, mut exchanges) = (0, 0);
    for seed in 0..quick(60, 20) {
        let (out, moves) = checked_game(Table::american(), Some(card), seed, BotKind::Random, Depth::Taken);
        dead += out.dead.iter().filter(|&&d| d).count();
        exchanges += moves.iter().filter(|a| matches!(a, Action::ExchangeJoker { .. })).count();
    }
    assert!(dead > 0 && exchanges > 0, "dead {dead}, exchanges {exchanges}");
}

#[test]
fn a_wall_game_pays_nothing() {
    let card = Card::sample();
    let out = (0..50)
        .map(|s| {
            let mut g = Game::new(Table::american(), Some(card), s).unwrap();
            play(&mut g, &mut Bot::seats(BotKind::Random, s), None).unwrap()
        })
        .find(|o| o.wall_game())
        .expect("random bots draw the wall out");
    assert_eq!(out.nets, [0; 4]);
    assert_eq!(out.points_paid(), 0);
}

#[test]
fn mah_jongg_is_refused_on_a_hand_that_does_not_win() {
    let mut g = Game::new(Table::chinese(), None, 3).unwrap();
    let hand = *g.hand(Seat::ALL[0]);
    if !is_winning(&hand, RuleProfile::Classical).unwrap() {
        assert_eq!(g.step(Action::MahJong), Err(SimError::FalseMahJong { seat: Seat::ALL[0] }));
    }
}

#[test]
fn card_statistics_are_the_same_with_any_number_of_workers_and_chunks() {
    use mahjong_core::sim::stats::{card_stats, card_stats_range};
    let card = Card::sample();
    let one = card_stats(card, 24, 5, BotKind::Random, 1).unwrap();
    for workers in [2, 3, 7] {
        assert_eq!(card_stats(card, 24, 5, BotKind::Random, workers).unwrap(), one);
    }
    let mut merged = card_stats_range(card, 5, BotKind::Random, 20..24).unwrap();
    for r in [0..7, 7..20] {
        merged.merge(&card_stats_range(card, 5, BotKind::Random, r).unwrap()).unwrap();
    }
    assert_eq!(merged, one);
    // Every game is counted once: won by one hand, or a wall game; four players a game.
    assert_eq!(one.hands.iter().map(|h| h.won).sum::<u64>() + one.wall_games, 24);
    assert!(one.hands.iter().all(|h| h.players == 96 && h.away_deal <= 14 * 96));
    // A different seed plays different games.
    assert_ne!(card_stats(card, 24, 6, BotKind::Random, 1).unwrap().hands, one.hands);
}

#[test]
fn games_split_into_contiguous_chunks_and_bad_splits_are_refused() {
    use mahjong_core::sim::{
        SimError,
        stats::{card_stats, card_stats_range, chunks},
    };
    // Every split covers 0..games in order, without gaps, in min(workers, games) chunks whose
    // sizes differ by at most one (worked out: 10 over 4 is 2, 3, 2, 3).
    assert_eq!(chunks(10, 4).unwrap().collect::<Vec<_>>(), [0..2, 2..5, 5..7, 7..10]);
    assert_eq!(chunks(0, 3).unwrap().map(|r| (r.start, r.end)).collect::<Vec<_>>(), [(0, 0)]);
    for (games, workers) in [(1u64, 1usize), (5, 9), (24, 7), (1000, 16), (u64::MAX, 3)] {
        let parts: Vec<_> = chunks(games, workers).unwrap().collect();
        assert_eq!(parts.len() as u64, (workers as u64).min(games));
        assert_eq!((parts[0].start, parts[parts.len() - 1].end), (0, games));
        assert!(parts.windows(2).all(|w| w[0].end == w[1].start));
        let sizes = parts.iter().map(|r| r.end - r.start);
        assert!(sizes.clone().max().unwrap() - sizes.min().unwrap() <= 1);
    }
    let card = Card::sample();
    assert!(matches!(chunks(10, 0).map(|_| ()), Err(SimError::NoWorkers)));
    assert!(matches!(card_stats(card, 10, 1, BotKind::Random, 0), Err(SimError::NoWorkers)));
    // A backward range, written as the struct it is.
    let e = card_stats_range(card, 1, BotKind::Random, std::ops::Range { start: 5, end: 4 }).unwrap_err();
    assert!(matches!(e, SimError::BackwardRange { start: 5, end: 4 }), "{e}");
}

#[test]
fn an_added_kong_is_robbed_and_the_robber_is_paid_as_the_rules_score_it() {
    // Greedy bots add to their pungs whenever they can; in these hands (found by playing seeds
    // in order) another player goes Mah Jong on the added tile. `checked_game` checks every step
    // and the settlement against `score` and `settle`.
    for seed in [295, 648, 995] {
        let (out, moves) = checked_game(Table::chinese(), None, seed, BotKind::Greedy, Depth::Every);
        assert_eq!(out.by, Some(WinBy::RobbingKong), "seed {seed}");
        // The last moves: the kong added, then the answers to it, the robber's Mah Jong among them.
        let added = moves.iter().rposition(|a| matches!(a, Action::AddToPung { .. })).unwrap();
        let answers = &moves[added + 1..];
        assert!(answers.iter().all(|a| matches!(a, Action::MahJong | Action::NoCall)), "{answers:?}");
        assert!(answers.contains(&Action::MahJong));
        let robber = out.winner.unwrap();
        let giver = out.discarder.unwrap();
        assert_ne!(robber, giver);
        assert!(out.nets[robber.index() as usize] > 0 && out.nets[giver.index() as usize] < 0);
    }
}

#[test]
fn the_american_games_are_the_games_played_before_the_exposure_witness() {
    // A digest of whole games (the sum over the seeds of seat 0's net and the moves, as the
    // `sim_games` bench example prints it), computed by the engine before the dead-hand and
    // call-fact tests learned to try the last line and form that was possible first.
    let card = Card::sample();
    for (bots, games, before) in [(BotKind::Random, 3000, 462_393i64), (BotKind::Greedy, 300, 81_182)] {
        let mut sum = 0i64;
        for seed in 0..games {
            let mut g = Game::new(Table::american(), Some(card), seed).unwrap();
            let out = play(&mut g, &mut Bot::seats(bots, seed), None).unwrap();
            sum += out.nets[0] + i64::from(g.steps());
        }
        assert_eq!(sum, before, "{bots:?}");
    }
}

#[test]
fn the_exposure_witness_changes_no_american_game() {
    // More random seeds than `the_card_shortcut_changes_no_game`, compared move by move and by
    // the dead hands after each move: the dead-hand test after an exposure and the "concealed
    // only" call fact try the line and form that were possible last time first.
    let card = Card::sample();
    let mut legal = Actions::new();
    let mut dead = 0;
    for seed in 0..quick(400, 20) {
        let mut fast = Game::new(Table::american(), Some(card), seed).unwrap();
        let mut slow = Game::new(Table::american(), Some(card), seed).unwrap().without_shortcuts();
        let mut players = Bot::seats(BotKind::Random, seed);
        while let Some(seat) = fast.to_act() {
            assert_eq!(slow.to_act(), Some(seat), "seed {seed} step {}", fast.steps());
            fast.legal_actions(&mut legal);
            for s in Seat::ALL {
                assert_eq!(fast.call_options(s), slow.call_options(s), "seed {seed} step {}", fast.steps());
            }
            let a = legal.as_slice()[players[seat.index() as usize].choose(&fast, legal.as_slice())];
            fast.step_as(seat, a).unwrap();
            slow.step_as(seat, a).unwrap();
            assert_eq!(fast.dead(), slow.dead(), "seed {seed} step {}", fast.steps());
        }
        assert_eq!(fast.outcome(), slow.outcome());
        dead += fast.dead().iter().filter(|&&d| d).count();
    }
    // Dead hands came up, so the dead-hand test was put to the test both ways.
    assert!(dead > quick(100, 2) as usize, "{dead}");
}
