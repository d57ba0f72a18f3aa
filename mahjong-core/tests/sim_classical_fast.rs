//! The classical engine's fast paths give the rules' answers, move by move.
//!
//! The engine keeps each hand's concealed tiles counted by face as tiles come and go, asks the
//! call rule only about the calls a hand may have (`calls_among`: Pung or Kong by the count of
//! the discard held, Chow by a mask of the faces held), and finds the kongs on offer and the
//! legal discards from masks of the faces held. Here every seat's call options on every discard
//! are compared with the plain rule calls (`chinese_call_facts` and `calls`), Mah Jong after
//! each draw with `is_winning`, over many seeded games; and whole games are compared with the
//! games the engine played before these shortcuts.

use mahjong_core::rules::{CallSet, Discard, Seat, Table, calls, chinese_call_facts};
use mahjong_core::sim::{Action, Actions, Bot, BotKind, Game, Phase, Player, play};
use mahjong_core::standard::{RuleProfile, is_winning};

/// Games for the tests: fewer in a debug build (`cargo test`), more in release.
fn quick(release: u64, debug: u64) -> u64 {
    if cfg!(debug_assertions) { debug } else { release }
}

/// The calls the rule functions offer `seat` on the open discard.
fn rule_calls(g: &Game<'_>, seat: Seat) -> CallSet {
    let (tile, discarder) = g.open_tile().unwrap();
    let d = Discard::latest(tile, discarder);
    let facts = chinese_call_facts(g.table(), g.hand(seat), seat, &d).unwrap();
    calls(g.table(), g.hand(seat), seat, &d, &facts).unwrap()
}

#[test]
fn every_classical_call_option_and_mah_jong_is_the_rule_s_answer() {
    let mut legal = Actions::new();
    let (mut discards, mut offered, mut wins) = (0u64, 0u64, 0u64);
    let seeds = (0..quick(3000, 60))
        .map(|s| (s, BotKind::Random))
        .chain((10_000..10_000 + quick(300, 10)).map(|s| (s, BotKind::Greedy)));
    for (seed, bots) in seeds {
        let mut g = Game::new(Table::chinese(), None, seed).unwrap();
        let mut players = Bot::seats(bots, seed);
        while let Some(seat) = g.to_act() {
            g.legal_actions(&mut legal);
            match g.phase() {
                Phase::Claims => {
                    let (_, discarder) = g.open_tile().unwrap();
                    discards += 1;
                    for s in Seat::ALL.into_iter().filter(|&s| s != discarder) {
                        let want = rule_calls(&g, s);
                        assert_eq!(g.call_options(s), want, "seed {seed} step {} seat {s}", g.steps());
                        offered += u64::from(!want.is_empty());
                    }
                }
                Phase::Turn => {
                    let hand = g.hand(seat);
                    // Mah Jong after a draw exactly when the hand evaluator says the hand wins.
                    if g.turn().phase == mahjong_core::rules::TurnPhase::Drawn && hand.tile_count() >= 14 {
                        let wins_now = is_winning(hand, RuleProfile::Classical).unwrap_or(false);
                        assert_eq!(legal.contains(&Action::MahJong), wins_now, "seed {seed} step {}", g.steps());
                        wins += u64::from(wins_now);
                    }
                }
                _ => {}
            }
            let i = players[seat.index() as usize].choose(&g, legal.as_slice());
            g.step_as(seat, legal.as_slice()[i]).unwrap();
        }
    }
    eprintln!("{discards} claim decisions, {offered} call options, {wins} self-drawn wins offered");
    // The shortcuts were put to the test: many claim decisions, many calls offered, some wins.
    assert!(discards > quick(20_000, 400), "{discards} claim decisions");
    assert!(offered > quick(20_000, 400), "{offered} call options");
    assert!(wins > quick(100, 0), "{wins} self-drawn wins offered");
}

#[test]
fn the_classical_games_are_the_games_played_before_the_counts_check_and_call_shortcuts() {
    // A digest of whole games (the sum over the seeds of seat 0's net and the moves, as the
    // `sim_games` bench example prints it), computed by the engine before it ruled out Mah Jong
    // by the counts check, asked only the possible calls and found kongs from bit masks.
    let digests = if cfg!(debug_assertions) {
        [(BotKind::Random, 200, 21_275i64), (BotKind::Greedy, 30, 711)]
    } else {
        [(BotKind::Random, 3000, 315_534), (BotKind::Greedy, 300, 17_313)]
    };
    for (bots, games, before) in digests {
        let mut sum = 0i64;
        for seed in 0..games {
            let mut g = Game::new(Table::chinese(), None, seed).unwrap();
            let out = play(&mut g, &mut Bot::seats(bots, seed), None).unwrap();
            sum += out.nets[0] + i64::from(g.steps());
        }
        assert_eq!(sum, before, "{bots:?}");
    }
}
