//! The simulator's random numbers: xoshiro256** seeded through SplitMix64.
//!
//! Both generators are implemented from their published definitions (Blackman and Vigna,
//! "Scrambled linear pseudorandom number generators", ACM TOMS 2021, and the reference C code at
//! <https://prng.di.unimi.it/>): SplitMix64 expands a 64-bit seed into the 256-bit xoshiro state,
//! as the authors recommend, and xoshiro256** makes every number after that. Integer arithmetic
//! only (wrapping adds, multiplies, shifts, rotations), so a seed gives the same numbers on every
//! platform. Bounded numbers use Lemire's multiply-and-reject method ("Fast random integer
//! generation in an interval", 2019), which is exactly uniform.

/// SplitMix64: a 64-bit state advanced by the golden-ratio increment and mixed by two
/// multiply-xorshift rounds. Used to seed [`Xoshiro256`] and to derive independent seeds.
///
/// ```
/// use mahjong_core::sim::SplitMix64;
/// let mut s = SplitMix64::new(0);
/// assert_eq!(s.next_u64(), 0xe220_a839_7b1d_cdaf);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose state is `seed`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::SplitMix64::new(7), mahjong_core::sim::SplitMix64::new(7));
    /// ```
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next number.
    ///
    /// ```
    /// let mut s = mahjong_core::sim::SplitMix64::new(0);
    /// s.next_u64();
    /// assert_eq!(s.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    /// ```
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// xoshiro256**: 256 bits of state, period 2^256 − 1; the output is `rotl(s1 × 5, 7) × 9`.
///
/// ```
/// use mahjong_core::sim::Xoshiro256;
/// // The state [1, 2, 3, 4] gives 11520 first: rotl(2 × 5, 7) × 9.
/// let mut x = Xoshiro256::from_state([1, 2, 3, 4]);
/// assert_eq!(x.next_u64(), 11520);
/// // Bounded numbers stay in range.
/// let mut r = Xoshiro256::seed_from(42);
/// assert!((0..1000).all(|_| r.below(6) < 6));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Xoshiro256 {
    s: [u64; 4],
}

impl Xoshiro256 {
    /// A generator with this exact state (not all zero; an all-zero state is replaced by the
    /// state seeded from 0).
    ///
    /// ```
    /// let x = mahjong_core::sim::Xoshiro256::from_state([0; 4]);
    /// assert_eq!(x, mahjong_core::sim::Xoshiro256::seed_from(0));
    /// ```
    pub const fn from_state(s: [u64; 4]) -> Xoshiro256 {
        if s[0] == 0 && s[1] == 0 && s[2] == 0 && s[3] == 0 { Xoshiro256::seed_from(0) } else { Xoshiro256 { s } }
    }

    /// The generator for a 64-bit seed: the state is four outputs of [`SplitMix64`] started at
    /// `seed`.
    ///
    /// ```
    /// use mahjong_core::sim::{SplitMix64, Xoshiro256};
    /// let mut sm = SplitMix64::new(9);
    /// let state = [sm.next_u64(), sm.next_u64(), sm.next_u64(), sm.next_u64()];
    /// assert_eq!(Xoshiro256::seed_from(9), Xoshiro256::from_state(state));
    /// ```
    pub const fn seed_from(seed: u64) -> Xoshiro256 {
        let mut sm = SplitMix64::new(seed);
        let s = [sm.next_u64(), sm.next_u64(), sm.next_u64(), sm.next_u64()];
        Xoshiro256 { s }
    }

    /// The next number.
    ///
    /// ```
    /// let mut x = mahjong_core::sim::Xoshiro256::from_state([1, 2, 3, 4]);
    /// x.next_u64();
    /// assert_eq!(x.next_u64(), 0);
    /// ```
    pub const fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number uniform in `0..n` (0 for `n == 0`), by Lemire's multiply-and-reject method.
    ///
    /// ```
    /// let mut x = mahjong_core::sim::Xoshiro256::seed_from(1);
    /// assert_eq!(x.below(1), 0);
    /// assert_eq!(x.below(0), 0);
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }

    /// Shuffles `items` in place (Fisher–Yates, from the last position down).
    ///
    /// ```
    /// let mut v = [1, 2, 3, 4, 5];
    /// mahjong_core::sim::Xoshiro256::seed_from(3).shuffle(&mut v);
    /// let mut sorted = v;
    /// sorted.sort();
    /// assert_eq!(sorted, [1, 2, 3, 4, 5]);
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}
