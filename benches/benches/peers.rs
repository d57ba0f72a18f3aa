//! Side by side with the peers on crates.io, on the same hands in the same run: xiangting
//! (`calculate_replacement_number`, `calculate_necessary_tiles`) and riichienv-core
//! (`shanten::calc_shanten_from_counts`, a port of Nyanten; `agari::is_standard_agari`).
//!
//! Definitions, so that like is compared with like:
//!
//! - xiangting's functions and riichienv-core's shanten take the least of the standard form,
//!   seven pairs and thirteen orphans (xiangting's replacement number is shanten + 1). Ours is
//!   the standard form (`tiles_away_counts`); the rows `ours/three_forms` are the least over the
//!   same three forms (`tiles_away_three_forms_counts`), as the peers do.
//! - Improving tiles: xiangting's necessary tiles are the tiles that lower its number (for 13
//!   tiles, when drawn; for 14, when drawn after the best discard), over the three forms. Ours
//!   (`improving_counts`, 14 tiles `improving_any_counts`) are the standard form's;
//!   `ours/three_forms` (`improving_three_forms_counts`, 13 or 14 tiles) is the union over the
//!   three forms at the least number, equal to xiangting's on every hand of the pools (checked
//!   before timing).
//! - Winning check: riichienv-core's `is_standard_agari` is the standard form only, as ours.
//!   `calc_shanten_from_counts(..) == -1` and xiangting's `== 0` also accept seven pairs.
//!
//! Each group runs ours and the peers interleaved on one pool of 1,024 hands, cycled.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_benches::{Rng, window_counts, winning_counts};
use mahjong_core::standard;
use std::hint::black_box;

mod common;
use common::each;

const N: usize = 1024;

/// Random hands from the 136-tile wall.
fn random(rng: &mut Rng, n: usize) -> Vec<[u8; 34]> {
    (0..N).map(|_| window_counts(rng, n, 0, 34)).collect()
}

/// 13 tiles crowded onto a window of 5 to 9 consecutive faces of one suit.
fn crowded(rng: &mut Rng) -> Vec<[u8; 34]> {
    (0..N)
        .map(|_| {
            let width = 5 + rng.below(5);
            let from = 9 * rng.below(3) + rng.below(10 - width);
            window_counts(rng, 13, from, width)
        })
        .collect()
}

fn winning(rng: &mut Rng) -> Vec<[u8; 34]> {
    (0..N).map(|_| winning_counts(rng)).collect()
}

fn peers(c: &mut Criterion) {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let r14 = random(&mut rng, 14);
    let r13 = random(&mut rng, 13);
    let c13 = crowded(&mut rng);
    let win = winning(&mut rng);
    let mixed: Vec<[u8; 34]> = (0..N).map(|i| if i % 2 == 0 { win[i] } else { r14[i] }).collect();
    let four = xiangting::PlayerCount::Four;

    // Same numbers before timing: ours (three forms) and both peers on every hand of every pool.
    for pool in [&r14, &r13, &c13, &win] {
        for h in pool.iter() {
            let n = h.iter().sum::<u8>();
            let ours = standard::tiles_away_three_forms_counts(h).unwrap();
            assert_eq!(ours, riichienv_core::shanten::calc_shanten_from_counts(h, n / 3), "{h:?}");
            assert_eq!(ours + 1, xiangting::calculate_replacement_number(h, four).unwrap() as i8, "{h:?}");
        }
    }
    for pool in [&r13, &c13, &r14, &win] {
        for h in pool.iter() {
            let (r, tiles) = xiangting::calculate_necessary_tiles(h, four).unwrap();
            assert_eq!(standard::improving_three_forms_counts(h), Ok((r as i8 - 1, tiles)), "{h:?}");
        }
    }

    for (name, pool) in [("14_random", &r14), ("13_random", &r13), ("13_crowded", &c13)] {
        let mut g = c.benchmark_group(format!("peers/tiles_away/{name}"));
        each(&mut g, "ours/standard", &pool, |h| standard::tiles_away_counts(h).unwrap());
        each(&mut g, "ours/three_forms", &pool, |h| standard::tiles_away_three_forms_counts(h).unwrap());
        each(&mut g, "riichienv_nyanten", &pool, |h| {
            riichienv_core::shanten::calc_shanten_from_counts(h, h.iter().sum::<u8>() / 3)
        });
        each(&mut g, "xiangting", &pool, |h| xiangting::calculate_replacement_number(h, four).unwrap());
        let mut out = vec![0i8; N];
        g.bench_function("ours/many_per_hand_x1024", |b| {
            b.iter(|| standard::tiles_away_counts_many(black_box(pool), black_box(&mut out)).unwrap())
        });
        // The same 1,024 hands through the single-hand call in a loop (what the batch entry
        // point did before it read eight hands in lockstep), for the ratio in one run.
        g.bench_function("ours/single_loop_per_hand_x1024", |b| {
            b.iter(|| {
                for (c, o) in black_box(pool).iter().zip(out.iter_mut()) {
                    *o = standard::tiles_away_counts(c).unwrap();
                }
                black_box(&out);
            })
        });
        g.finish();
    }

    for (name, pool) in [("winning", &win), ("mixed", &mixed)] {
        let mut g = c.benchmark_group(format!("peers/winning/{name}"));
        let mut i = 0;
        each(&mut g, "ours", &pool, |h| standard::is_winning_counts(h).unwrap());
        let hands: Vec<riichienv_core::types::Hand> =
            pool.iter().map(|c| riichienv_core::types::Hand { counts: *c }).collect();
        let mut hands = hands;
        g.bench_function("riichienv_is_standard_agari", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                riichienv_core::agari::is_standard_agari(black_box(&mut hands[i]))
            })
        });
        each(&mut g, "riichienv_nyanten", &pool, |h| riichienv_core::shanten::calc_shanten_from_counts(h, 4) == -1);
        each(&mut g, "xiangting", &pool, |h| xiangting::calculate_replacement_number(h, four).unwrap() == 0);
        g.finish();
    }

    for (name, pool) in [("13_random", &r13), ("13_crowded", &c13)] {
        let mut g = c.benchmark_group(format!("peers/improving/{name}"));
        each(&mut g, "ours/standard", &pool, |h| standard::improving_counts(h).unwrap());
        each(&mut g, "ours/three_forms", &pool, |h| standard::improving_three_forms_counts(h).unwrap());
        // The classical profile's improving tiles (special hands included) of the same hands,
        // read from a `Hand`: the goal is at most twice `ours/standard`.
        let hands: Vec<mahjong_core::Hand> =
            pool.iter().map(|c| mahjong_core::Hand::from_counts34(c).unwrap()).collect();
        each(&mut g, "ours/classical_hand", &hands, |h| {
            standard::tiles_away(h, standard::RuleProfile::Classical).unwrap().improving()
        });
        each(&mut g, "xiangting", &pool, |h| xiangting::calculate_necessary_tiles(h, four).unwrap());
        g.finish();
    }

    // 14 tiles: our table of every discard (tiles away and improving tiles after each), against
    // xiangting's necessary tiles of the 14 tiles, and against xiangting building the same table
    // (its necessary tiles after each distinct discard).
    let mut g = c.benchmark_group("peers/improving/14_random");
    each(&mut g, "ours/standard_14", &r14, |h| standard::improving_any_counts(h).unwrap());
    each(&mut g, "ours/three_forms_14", &r14, |h| standard::improving_three_forms_counts(h).unwrap());
    each(&mut g, "ours/discards_table", &r14, |h| standard::discards_counts(h).unwrap());
    each(&mut g, "xiangting/necessary_tiles_14", &r14, |h| xiangting::calculate_necessary_tiles(h, four).unwrap());
    each(&mut g, "xiangting/discards_table", &r14, |h| {
        let mut h = *h;
        let mut out = [(0u8, 0u64); 34];
        for t in 0..34 {
            if h[t] > 0 {
                h[t] -= 1;
                out[t] = xiangting::calculate_necessary_tiles(&h, four).unwrap();
                h[t] += 1;
            }
        }
        out
    });
    g.finish();
}

criterion_group!(benches, peers);
criterion_main!(benches);
