//! Side by side with the peers on crates.io, on the same hands in the same run: xiangting
//! (`calculate_replacement_number`, `calculate_necessary_tiles`) and riichienv-core
//! (`shanten::calc_shanten_from_counts`, a port of Nyanten; `agari::is_standard_agari`).
//!
//! Definitions, so that like is compared with like:
//!
//! - xiangting's functions and riichienv-core's shanten take the least of the standard form,
//!   seven pairs and thirteen orphans (xiangting's replacement number is shanten + 1). Ours is
//!   the standard form (`tiles_away_counts`); the rows `ours/three_forms` add the riichi seven
//!   pairs and thirteen orphans numbers, worked out here in a few lines of arithmetic (neither
//!   is a hand of the rules the library follows), and take the least, as the peers do.
//! - Improving tiles: xiangting's necessary tiles are the tiles that lower its number (for 13
//!   tiles, when drawn), over the three forms. Ours (`improving_counts`) are the standard
//!   form's; `ours/three_forms` adds the seven pairs and orphans tiles when those forms are at
//!   the least number.
//! - Winning check: riichienv-core's `is_standard_agari` is the standard form only, as ours.
//!   `calc_shanten_from_counts(..) == -1` and xiangting's `== 0` also accept seven pairs.
//!
//! Each group runs ours and the peers interleaved on one pool of 1,024 hands, cycled.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_core::standard;
use std::hint::black_box;

const N: usize = 1024;

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `n` tiles from faces `from..from + width`, at most four of each.
fn hand(rng: &mut Rng, n: usize, from: usize, width: usize) -> [u8; 34] {
    let mut c = [0u8; 34];
    let mut placed = 0;
    while placed < n {
        let t = from + rng.below(width);
        if c[t] < 4 {
            c[t] += 1;
            placed += 1;
        }
    }
    c
}

/// Random hands from the 136-tile wall.
fn random(rng: &mut Rng, n: usize) -> Vec<[u8; 34]> {
    (0..N).map(|_| hand(rng, n, 0, 34)).collect()
}

/// 13 tiles crowded onto a window of 5 to 9 consecutive faces of one suit.
fn crowded(rng: &mut Rng) -> Vec<[u8; 34]> {
    (0..N)
        .map(|_| {
            let width = 5 + rng.below(5);
            let from = 9 * rng.below(3) + rng.below(10 - width);
            hand(rng, 13, from, width)
        })
        .collect()
}

fn winning(rng: &mut Rng) -> Vec<[u8; 34]> {
    (0..N)
        .map(|_| {
            loop {
                let mut c = [0u8; 34];
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
                if c.iter().all(|&x| x <= 4) {
                    return c;
                }
            }
        })
        .collect()
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/// Bits of the orphan faces.
const ORPHAN_BITS: u64 = (1 << 0) | (1 << 8) | (1 << 9) | (1 << 17) | (1 << 18) | (1 << 26) | (0x7F << 27);

/// `(faces held at least once, faces held at least twice)` as 34-bit masks, eight counts at a
/// time (counts of at most 4: three bits each).
fn held_masks(c: &[u8; 34]) -> (u64, u64) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    let (mut once, mut twice) = (0u64, 0u64);
    for k in 0..5 {
        let mut b = [0u8; 8];
        let n = if k < 4 { 8 } else { 2 };
        b[..n].copy_from_slice(&c[8 * k..8 * k + n]);
        let w = u64::from_le_bytes(b);
        let (a, t) = ((w | w >> 1 | w >> 2) & LOW, (w >> 1 | w >> 2) & LOW);
        // One bit per byte gathered into eight bits (each byte's low bit lands in the top byte).
        once |= (a.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
        twice |= (t.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    (once, twice)
}

/// Riichi seven pairs shanten (13 or 14 tiles): 6 less the pairs, plus the faces missing to
/// make seven distinct ones.
fn seven_pairs(once: u64, twice: u64) -> i8 {
    let (pairs, kinds) = (twice.count_ones() as i8, once.count_ones() as i8);
    6 - pairs + (7 - kinds).max(0)
}

/// Riichi thirteen orphans shanten: 13 less the orphan faces held, less one with a pair of them.
fn orphans(once: u64, twice: u64) -> i8 {
    13 - (once & ORPHAN_BITS).count_ones() as i8 - (twice & ORPHAN_BITS != 0) as i8
}

fn three_forms(c: &[u8; 34]) -> i8 {
    let (once, twice) = held_masks(c);
    standard::tiles_away_counts(c).unwrap().min(seven_pairs(once, twice)).min(orphans(once, twice))
}

/// The tiles that lower the least of the three forms, for 13 tiles.
fn three_forms_improving(c: &[u8; 34]) -> (i8, u64) {
    let (std, std_tiles) = standard::improving_counts(c).unwrap();
    let (once, twice) = held_masks(c);
    let (sp, or) = (seven_pairs(once, twice), orphans(once, twice));
    let best = std.min(sp).min(or);
    let all = (1u64 << 34) - 1;
    let mut out = if std == best { std_tiles } else { 0 };
    if sp == best {
        // A second tile makes a pair; a new face counts while there are fewer than seven.
        out |= once & !twice;
        if once.count_ones() < 7 {
            out |= all & !once;
        }
    }
    if or == best {
        out |= ORPHAN_BITS & !once;
        if twice & ORPHAN_BITS == 0 {
            out |= ORPHAN_BITS & once;
        }
    }
    (best, out)
}

fn peers(c: &mut Criterion) {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let r14 = random(&mut rng, 14);
    let r13 = random(&mut rng, 13);
    let c13 = crowded(&mut rng);
    let win = winning(&mut rng);
    let mixed: Vec<[u8; 34]> = (0..N).map(|i| if i % 2 == 0 { win[i] } else { r14[i] }).collect();
    let four = xiangting::PlayerCount::Four;

    assert_eq!(ORPHAN_BITS, ORPHANS.iter().fold(0, |m, &i| m | 1 << i));
    for h in r14.iter().chain(&c13) {
        let plain = |k: u8| (0..34).filter(|&t| h[t] >= k).fold(0u64, |m, t| m | 1 << t);
        assert_eq!(held_masks(h), (plain(1), plain(2)));
    }
    // Same numbers before timing: ours (three forms) and both peers on every hand of every pool.
    for pool in [&r14, &r13, &c13, &win] {
        for h in pool.iter() {
            let n = h.iter().sum::<u8>();
            let ours = three_forms(h);
            assert_eq!(ours, riichienv_core::shanten::calc_shanten_from_counts(h, n / 3), "{h:?}");
            assert_eq!(ours + 1, xiangting::calculate_replacement_number(h, four).unwrap() as i8, "{h:?}");
        }
    }
    for pool in [&r13, &c13] {
        for h in pool.iter() {
            let (r, tiles) = xiangting::calculate_necessary_tiles(h, four).unwrap();
            assert_eq!(three_forms_improving(h), (r as i8 - 1, tiles), "{h:?}");
        }
    }

    for (name, pool) in [("14_random", &r14), ("13_random", &r13), ("13_crowded", &c13)] {
        let mut g = c.benchmark_group(format!("peers/tiles_away/{name}"));
        let mut i = 0;
        g.bench_function("ours/standard", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::tiles_away_counts(black_box(&pool[i])).unwrap()
            })
        });
        g.bench_function("ours/three_forms", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                three_forms(black_box(&pool[i]))
            })
        });
        g.bench_function("riichienv_nyanten", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                let h = black_box(&pool[i]);
                riichienv_core::shanten::calc_shanten_from_counts(h, h.iter().sum::<u8>() / 3)
            })
        });
        g.bench_function("xiangting", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                xiangting::calculate_replacement_number(black_box(&pool[i]), four).unwrap()
            })
        });
        let mut out = vec![0i8; N];
        g.bench_function("ours/many_per_hand_x1024", |b| {
            b.iter(|| standard::tiles_away_counts_many(black_box(pool), black_box(&mut out)).unwrap())
        });
        g.finish();
    }

    for (name, pool) in [("winning", &win), ("mixed", &mixed)] {
        let mut g = c.benchmark_group(format!("peers/winning/{name}"));
        let mut i = 0;
        g.bench_function("ours", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::is_winning_counts(black_box(&pool[i])).unwrap()
            })
        });
        let hands: Vec<riichienv_core::types::Hand> =
            pool.iter().map(|c| riichienv_core::types::Hand { counts: *c }).collect();
        let mut hands = hands;
        g.bench_function("riichienv_is_standard_agari", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                riichienv_core::agari::is_standard_agari(black_box(&mut hands[i]))
            })
        });
        g.bench_function("riichienv_nyanten", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                riichienv_core::shanten::calc_shanten_from_counts(black_box(&pool[i]), 4) == -1
            })
        });
        g.bench_function("xiangting", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                xiangting::calculate_replacement_number(black_box(&pool[i]), four).unwrap() == 0
            })
        });
        g.finish();
    }

    for (name, pool) in [("13_random", &r13), ("13_crowded", &c13)] {
        let mut g = c.benchmark_group(format!("peers/improving/{name}"));
        let mut i = 0;
        g.bench_function("ours/standard", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::improving_counts(black_box(&pool[i])).unwrap()
            })
        });
        g.bench_function("ours/three_forms", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                three_forms_improving(black_box(&pool[i]))
            })
        });
        g.bench_function("xiangting", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                xiangting::calculate_necessary_tiles(black_box(&pool[i]), four).unwrap()
            })
        });
        g.finish();
    }

    // 14 tiles: our table of every discard (tiles away and improving tiles after each), against
    // xiangting's necessary tiles of the 14 tiles, and against xiangting building the same table
    // (its necessary tiles after each distinct discard).
    let mut g = c.benchmark_group("peers/improving/14_random");
    let mut i = 0;
    g.bench_function("ours/discards_table", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::discards_counts(black_box(&r14[i])).unwrap()
        })
    });
    g.bench_function("xiangting/necessary_tiles_14", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            xiangting::calculate_necessary_tiles(black_box(&r14[i]), four).unwrap()
        })
    });
    g.bench_function("xiangting/discards_table", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            let mut h = *black_box(&r14[i]);
            let mut out = [(0u8, 0u64); 34];
            for t in 0..34 {
                if h[t] > 0 {
                    h[t] -= 1;
                    out[t] = xiangting::calculate_necessary_tiles(&h, four).unwrap();
                    h[t] += 1;
                }
            }
            out
        })
    });
    g.finish();
}

criterion_group!(benches, peers);
criterion_main!(benches);
