//! Property tests: the table-driven fast paths against slow references written here.
//!
//! - completeness: a plain recursive search for sets and one pair over the 34 counts;
//! - shanten: the `mahjong` package's regular-form search ported line for line over all 34
//!   counts (honour pre-processing included), with no table;
//! - decompositions: every multiset of four sets and a pair, enumerated directly;
//! - waits: adding each tile and asking the reference.

use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile};

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

/// Random hand of `n` tiles: from the full wall, from a few faces, or built as a winning hand.
fn random_counts(rng: &mut Rng, n: usize) -> [u8; 34] {
    loop {
        let mut c = [0u8; 34];
        match rng.below(3) {
            0 => {
                let mut placed = 0;
                while placed < n {
                    let t = rng.below(34);
                    if c[t] < 4 {
                        c[t] += 1;
                        placed += 1;
                    }
                }
                return c;
            }
            1 => {
                let faces: Vec<usize> = (0..1 + rng.below(8)).map(|_| rng.below(34)).collect();
                for _ in 0..n {
                    c[faces[rng.below(faces.len())]] += 1;
                }
            }
            _ => {
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
                while c.iter().map(|&x| x as usize).sum::<usize>() > n {
                    let t = rng.below(34);
                    if c[t] > 0 {
                        c[t] -= 1;
                    }
                }
            }
        }
        if c.iter().all(|&x| x <= 4) && c.iter().map(|&x| x as usize).sum::<usize>() == n {
            return c;
        }
    }
}

fn sets_only(c: &mut [u8; 34]) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else { return true };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = sets_only(c);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = sets_only(c);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        return ok;
    }
    false
}

fn complete_ref(c: &[u8; 34]) -> bool {
    let mut c = *c;
    (0..34).any(|i| {
        if c[i] < 2 {
            return false;
        }
        c[i] -= 2;
        let ok = sets_only(&mut c);
        c[i] += 2;
        ok
    })
}

/// The `mahjong` package's `_RegularShanten`, ported over all 34 counts.
struct Riichi {
    t: [i32; 37],
    melds: i32,
    tatsu: i32,
    pairs: i32,
    jidahai: i32,
    four: u64,
    iso: u64,
    min: i32,
}

impl Riichi {
    fn shanten(c: &[u8; 34]) -> i32 {
        let mut r = Riichi { t: [0; 37], melds: 0, tatsu: 0, pairs: 0, jidahai: 0, four: 0, iso: 0, min: 8 };
        for (x, &n) in r.t.iter_mut().zip(c) {
            *x = n as i32;
        }
        let nc: i32 = r.t.iter().sum();
        let (mut four, mut iso) = (0u64, 0u64);
        for (pos, i) in (27..34).enumerate() {
            match r.t[i] {
                4 => {
                    r.melds += 1;
                    r.jidahai += 1;
                    four |= 1 << pos;
                    iso |= 1 << pos;
                }
                3 => r.melds += 1,
                2 => r.pairs += 1,
                1 => iso |= 1 << pos,
                _ => {}
            }
        }
        if r.jidahai > 0 && nc % 3 == 2 {
            r.jidahai -= 1;
        }
        if iso != 0 {
            r.iso |= 1 << 27;
            if four | iso == four {
                r.four |= 1 << 27;
            }
        }
        for i in 0..27 {
            if r.t[i] == 4 {
                r.four |= 1 << i;
            }
        }
        r.melds += (14 - nc) / 3;
        r.run(0);
        r.min
    }
    fn update(&mut self) {
        let mut ret = 8 - self.melds * 2 - self.tatsu - self.pairs;
        let mut kouho = self.melds + self.tatsu;
        if self.pairs > 0 {
            kouho += self.pairs - 1;
        } else if self.four != 0 && self.iso != 0 && (self.four | self.iso) == self.four {
            ret += 1;
        }
        if kouho > 4 {
            ret += kouho - 4;
        }
        if ret != -1 && ret < self.jidahai {
            ret = self.jidahai;
        }
        self.min = self.min.min(ret);
    }
    fn mv(&mut self, k: usize, d: [i32; 3], dm: i32, dt: i32, dp: i32) {
        for (x, dx) in self.t[k..k + 3].iter_mut().zip(d) {
            *x += dx;
        }
        self.melds += dm;
        self.tatsu += dt;
        self.pairs += dp;
    }
    fn run(&mut self, mut d: usize) {
        if self.min == -1 {
            return;
        }
        while d < 27 && self.t[d] == 0 {
            d += 1;
        }
        if d >= 27 {
            return self.update();
        }
        let i = d % 9;
        const SET: [i32; 3] = [-3, 0, 0];
        const PAIR: [i32; 3] = [-2, 0, 0];
        const CHOW: [i32; 3] = [-1, -1, -1];
        const FIRST: [i32; 3] = [-1, -1, 0];
        const SECOND: [i32; 3] = [-1, 0, -1];
        let neg = |a: [i32; 3]| [-a[0], -a[1], -a[2]];
        macro_rules! go {
            ($a:expr, $m:expr, $t:expr, $p:expr, $next:expr) => {{
                self.mv(d, $a, $m, $t, $p);
                self.run($next);
                self.mv(d, neg($a), -$m, -$t, -$p);
            }};
        }
        macro_rules! isolated {
            () => {{
                self.t[d] -= 1;
                self.iso |= 1 << d;
                self.run(d + 1);
                self.t[d] += 1;
                self.iso &= !(1u64 << d);
            }};
        }
        if self.t[d] == 4 {
            self.mv(d, SET, 1, 0, 0);
            if i < 7 && self.t[d + 2] > 0 {
                if self.t[d + 1] > 0 {
                    go!(CHOW, 1, 0, 0, d + 1);
                }
                go!(SECOND, 0, 1, 0, d + 1);
            }
            if i < 8 && self.t[d + 1] > 0 {
                go!(FIRST, 0, 1, 0, d + 1);
            }
            isolated!();
            self.mv(d, neg(SET), -1, 0, 0);
            self.mv(d, PAIR, 0, 0, 1);
            if i < 7 && self.t[d + 2] > 0 {
                if self.t[d + 1] > 0 {
                    go!(CHOW, 1, 0, 0, d);
                }
                go!(SECOND, 0, 1, 0, d + 1);
            }
            if i < 8 && self.t[d + 1] > 0 {
                go!(FIRST, 0, 1, 0, d + 1);
            }
            self.mv(d, neg(PAIR), 0, 0, -1);
        }
        if self.t[d] == 3 {
            go!(SET, 1, 0, 0, d + 1);
            self.mv(d, PAIR, 0, 0, 1);
            if i < 7 && self.t[d + 1] > 0 && self.t[d + 2] > 0 {
                go!(CHOW, 1, 0, 0, d + 1);
            } else {
                if i < 7 && self.t[d + 2] > 0 {
                    go!(SECOND, 0, 1, 0, d + 1);
                }
                if i < 8 && self.t[d + 1] > 0 {
                    go!(FIRST, 0, 1, 0, d + 1);
                }
            }
            self.mv(d, neg(PAIR), 0, 0, -1);
            if i < 7 && self.t[d + 2] >= 2 && self.t[d + 1] >= 2 {
                go!([-2, -2, -2], 2, 0, 0, d);
            }
        }
        if self.t[d] == 2 {
            go!(PAIR, 0, 0, 1, d + 1);
            if i < 7 && self.t[d + 2] > 0 && self.t[d + 1] > 0 {
                go!(CHOW, 1, 0, 0, d);
            }
        }
        if self.t[d] == 1 {
            if i < 6 && self.t[d + 1] == 1 && self.t[d + 2] > 0 && self.t[d + 3] != 4 {
                go!(CHOW, 1, 0, 0, d + 2);
            } else {
                isolated!();
                if i < 7 && self.t[d + 2] > 0 {
                    if self.t[d + 1] > 0 {
                        go!(CHOW, 1, 0, 0, d + 1);
                    }
                    go!(SECOND, 0, 1, 0, d + 1);
                }
                if i < 8 && self.t[d + 1] > 0 {
                    go!(FIRST, 0, 1, 0, d + 1);
                }
            }
        }
    }
}

/// Every multiset of sets (as sorted (kind, tile) codes) and a pair over the counts.
fn decompositions_ref(c: &[u8; 34]) -> Vec<Vec<(u8, u8)>> {
    fn rec(c: &mut [u8; 34], start: usize, acc: &mut Vec<(u8, u8)>, out: &mut Vec<Vec<(u8, u8)>>) {
        if c.iter().all(|&n| n == 0) {
            out.push(acc.clone());
            return;
        }
        // sets in non-decreasing order of code to make multisets unique
        for code in start..68 {
            let (kind, t) = ((code / 34) as u8, code % 34);
            let ok =
                if kind == 0 { c[t] >= 3 } else { t < 27 && t % 9 <= 6 && c[t] > 0 && c[t + 1] > 0 && c[t + 2] > 0 };
            if !ok {
                continue;
            }
            let take: &[usize] = if kind == 0 { &[t, t, t] } else { &[t, t + 1, t + 2] };
            for &x in take {
                c[x] -= 1;
            }
            acc.push((kind, t as u8));
            rec(c, code, acc, out);
            acc.pop();
            for &x in take {
                c[x] += 1;
            }
        }
    }
    let mut out = Vec::new();
    let mut c = *c;
    for p in 0..34 {
        if c[p] >= 2 {
            c[p] -= 2;
            let mut acc = vec![(9, p as u8)];
            rec(&mut c, 0, &mut acc, &mut out);
            c[p] += 2;
        }
    }
    for d in &mut out {
        d.sort();
    }
    out.sort();
    out
}

#[test]
fn standard_form_completeness_matches_reference_on_random_hands() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for n in [2usize, 5, 8, 11, 14] {
        for _ in 0..4000 {
            let c = random_counts(&mut rng, n);
            assert_eq!(standard::is_winning_counts(&c), Ok(complete_ref(&c)), "{c:?}");
        }
    }
}

#[test]
fn tiles_away_matches_ported_mahjong_package_search() {
    let mut rng = Rng(0xDEAD_BEEF_1234_5678);
    for n in [1usize, 2, 4, 5, 7, 8, 10, 11, 13, 14] {
        for _ in 0..1500 {
            let c = random_counts(&mut rng, n);
            assert_eq!(standard::tiles_away_counts(&c), Ok(Riichi::shanten(&c) as i8), "{c:?}");
        }
    }
}

#[test]
fn tiles_away_minus_one_exactly_when_complete() {
    let mut rng = Rng(42);
    for _ in 0..5000 {
        let c = random_counts(&mut rng, 14);
        assert_eq!(standard::tiles_away_counts(&c).unwrap() == -1, complete_ref(&c), "{c:?}");
    }
}

#[test]
fn every_distinct_decomposition_is_enumerated_once() {
    let mut rng = Rng(7);
    let mut multi = 0;
    for _ in 0..4000 {
        let c = random_counts(&mut rng, 14);
        let mut got = Vec::new();
        let n = standard::decompose_counts(&c, |d| {
            let mut v: Vec<(u8, u8)> = d
                .sets()
                .iter()
                .map(|s| (if s.kind() == standard::SetKind::Pung { 0 } else { 1 }, s.tile().index()))
                .collect();
            v.push((9, d.pair().index()));
            v.sort();
            got.push(v);
        })
        .unwrap();
        got.sort();
        assert_eq!(n, got.len());
        let want = decompositions_ref(&c);
        assert_eq!(got, want, "{c:?}");
        multi += (want.len() > 1) as usize;
    }
    assert!(multi > 10, "the sample has hands with several readings: {multi}");
}

#[test]
fn waits_match_reference_on_random_13_tile_hands() {
    let mut rng = Rng(99);
    let mut calling = 0;
    for _ in 0..1500 {
        let c = random_counts(&mut rng, 13);
        let hand = Hand::from_counts34(&c).unwrap();
        let w = standard::waits(&hand, RuleProfile::Classical).unwrap();
        let mut want = 0u64;
        let mut d = c;
        for t in 0..34 {
            if d[t] < 4 {
                d[t] += 1;
                if complete_ref(&d) {
                    want |= 1 << t;
                }
                d[t] -= 1;
            }
        }
        assert_eq!(w.standard_mask(), want, "{c:?}");
        calling += (want != 0) as usize;
    }
    assert!(calling > 50, "{calling}");
}

#[test]
fn improving_tiles_lower_tiles_away_for_13_tiles() {
    let mut rng = Rng(5);
    for _ in 0..300 {
        let c = random_counts(&mut rng, 13);
        let hand = Hand::from_counts34(&c).unwrap();
        let a = standard::tiles_away(&hand, RuleProfile::Classical).unwrap();
        let best = |c: &[u8; 34]| {
            let s = Riichi::shanten(c) as i8;
            let h = Hand::from_counts34(c).unwrap();
            let t = standard::tiles_away(&h, RuleProfile::Classical).unwrap();
            assert_eq!(t.standard(), s);
            t.best()
        };
        let mut want = 0u64;
        let mut d = c;
        for t in 0..34 {
            if d[t] < 4 {
                d[t] += 1;
                if best(&d) < a.best() {
                    want |= 1 << t;
                }
                d[t] -= 1;
            }
        }
        assert_eq!(a.improving(), want, "{c:?}");
    }
}
