//! Seeded random hands, shared by the core's integration tests (through `common`) and the
//! benches (`benches/src/lib.rs` includes this file), so a bench times the kind of hand a test
//! checks and neither keeps its own copy of the generator.

use mahjong_core::Tile;

/// A seeded xorshift64 generator: the same numbers on every run and every machine.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A seeded xorshift64* generator (xorshift64 with a multiplied output), for the tests whose
/// seeds were chosen with it.
pub struct StarRng(pub u64);

impl StarRng {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// `n` random tiles from the 136-tile wall, as 34 counts.
pub fn random_counts(rng: &mut Rng, n: usize) -> [u8; 34] {
    window_counts(rng, n, 0, 34)
}

/// `n` random tiles from the faces `from..from + width` (at most four of each), as 34 counts:
/// with a narrow window, a hand crowded onto a few faces.
pub fn window_counts(rng: &mut Rng, n: usize, from: usize, width: usize) -> [u8; 34] {
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

/// Adds four random sets (each a chow or a pung, even odds) and a random pair to the 34 counts
/// `c`; a face may pass 4 copies (the caller checks).
pub fn add_sets_and_pair(rng: &mut Rng, c: &mut [u8; 34]) {
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

/// A random winning hand of four sets (chows or pungs) and a pair, as 34 counts.
pub fn winning_counts(rng: &mut Rng) -> [u8; 34] {
    loop {
        let mut c = [0u8; 34];
        add_sets_and_pair(rng, &mut c);
        if c.iter().all(|&x| x <= 4) {
            return c;
        }
    }
}

/// The 152-tile American set: 4 of each face, 8 flowers, 8 jokers.
pub fn american_set() -> Vec<Tile> {
    let mut set = Vec::new();
    for i in 0..34u8 {
        for _ in 0..4 {
            set.push(Tile::from_index(i).unwrap());
        }
    }
    set.extend([Tile::AMERICAN_FLOWER; 8]);
    set.extend([Tile::JOKER; 8]);
    set
}
