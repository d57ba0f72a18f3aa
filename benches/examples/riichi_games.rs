//! A riichi simulator beside ours: the `riichienv-core` crate's game environment
//! (`riichienv_core::state::GameState`, the engine behind the RiichiEnv Python package), one
//! hand per game (its single-round mode), every player choosing uniformly among its legal
//! actions, as our random bots do. Prints the games, the environment steps (one `step` call
//! with every acting player's choice) and the decisions (one per acting player per step), so
//! `/usr/bin/time -f %U` gives steps per CPU-second on one core (BENCHMARKS.md, "Game engine").
//!
//! Run: `cargo run --release -p mahjong-benches --example riichi_games -- 2000`

use std::collections::HashMap;

use riichienv_core::action::Phase;
use riichienv_core::rule::GameRule;
use riichienv_core::state::GameState;
use riichienv_core::state::legal_actions::GameStateLegalActions;

/// SplitMix64: the bots' choices (the environment shuffles its wall from its own seed).
struct Mix(u64);

impl Mix {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((u128::from(z ^ (z >> 31)) * n as u128) >> 64) as usize
    }
}

fn main() {
    let usage = "usage: riichi_games GAMES";
    let games: u64 = std::env::args().nth(1).expect(usage).parse().expect(usage);
    let (mut steps, mut decisions, mut unfinished) = (0u64, 0u64, 0u64);
    let mut actions = HashMap::new();
    for seed in 0..games {
        let mut rng = Mix(seed);
        let mut g = GameState::new(0, true, Some(seed), 0, GameRule::default_tenhou());
        let mut guard = 0;
        while !g.is_done && guard < 10_000 {
            guard += 1;
            actions.clear();
            let acting: Vec<u8> = match g.phase {
                Phase::WaitAct => vec![g.current_player],
                Phase::WaitResponse => g.active_players.clone(),
            };
            for pid in acting {
                let legal = g._get_legal_actions_internal(pid);
                if !legal.is_empty() {
                    let a = legal[rng.below(legal.len())].clone();
                    actions.insert(pid, a);
                    decisions += 1;
                }
            }
            g.step(&actions);
            steps += 1;
        }
        unfinished += u64::from(!g.is_done);
    }
    println!("games {games} steps {steps} decisions {decisions} unfinished {unfinished}");
}
