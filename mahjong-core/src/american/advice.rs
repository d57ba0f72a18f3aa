//! Advice for American hands: the odds of every card line, the best discard and the best
//! Charleston pass, exact (no sampling) and without allocation.
//!
//! # Definitions
//!
//! - **Unseen pool**: the tiles the player has not seen: the 152-tile set less the player's own
//!   tiles and exposures, less every tile the caller says is visible (discards, other players'
//!   exposures). By default nothing else is visible. A tile the player discards or passes stays
//!   seen, so it never returns to the pool.
//! - **Committed odds of a form**: the chance that, drawing `draws` tiles at random from the
//!   unseen pool, the player — keeping every tile the form can use and discarding the rest —
//!   holds the form complete (jokers placed only where the form allows them, in pungs, kongs,
//!   quints and sextets; exposures fixed). It has an exact value: a multivariate hypergeometric
//!   sum over how many of each needed tile, and of the jokers, are drawn. It is computed in f64
//!   from exact binomial ratios and agrees with the exact rational to 1e-12.
//! - **Odds of a line / a hand**: the best committed odds over its forms (the form a player
//!   would commit to now), reported with that form ([`LineOdds::form`]).
//! - **Draws** are the player's own draws from the wall; calling discards is not modelled (a
//!   called tile would only raise the odds). By default ([`DEFAULT_DRAWS`]) they are the draws
//!   left to one player in a fresh wall: the 152 tiles less the 53 dealt (13 to each player and
//!   a 14th to East) leave a wall of [`WALL_TILES`] = 99, with no dead wall (American play has
//!   no replacement draws); the players draw in turn from South, so East, who starts with 14,
//!   draws 24 and the others 25. The default is the fewer, 24.
//!
//! A hand of 13 or 14 tiles has the same odds: a 14-tile hand that is not complete first
//! discards a tile its form cannot use. The points of a line are its printed value (the
//! committed player keeps jokers, so the jokerless doubling is not counted); the expected points
//! of a line are its odds times that value.
//!
//! ```
//! use mahjong_core::Hand;
//! use mahjong_core::american::Card;
//! use mahjong_core::american::advice::{LineOdds, DEFAULT_DRAWS};
//!
//! let card = Card::sample();
//! let hand = Hand::parse("NNNN EEE WWW SSS").unwrap();
//! let mut out = [LineOdds::EMPTY; 3];
//! let n = card.odds(&hand, &[], None, &mut out).unwrap();
//! assert!(n >= 1);
//! // Winds-Dragons #1 needs one of the unseen Souths (1) or jokers (8) among 24 draws.
//! assert_eq!((out[0].form().section(), out[0].form().number()), ("Winds-Dragons", 1));
//! let pool = 152 - 13;
//! let miss = (0..DEFAULT_DRAWS).map(|i| (pool - 9 - i) as f64 / (pool - i) as f64).product::<f64>();
//! assert!((out[0].probability() - (1.0 - miss)).abs() < 1e-12);
//! ```
//!
//! # Discards and passes
//!
//! - [`Card::discard_advice`]: for each distinct tile of a 14-tile hand, the best lines of the
//!   13 tiles left (the discard is then seen), ranked by the best line's odds, ties by points, or
//!   by expected points ([`Ranking`]).
//! - [`Card::charleston_advice`]: for a concealed hand before a pass, every choice of the tiles
//!   to pass (never a joker), ranked by the odds of the tiles kept. The tiles that come back are
//!   more random tiles from the unseen pool, and the passed tiles are seen, so a choice's odds
//!   are exactly `odds(kept, visible + passed, draws + tiles received)`. On the last pass of each
//!   Charleston a blind pass is allowed: `b` of the tiles received are passed on unseen and only
//!   `3 − b` come from the hand, which keeps `10 + b` of its tiles and `3 − b` random tiles. The
//!   courtesy pass gives 0 to 3 tiles and gets as many back.
//!
//! # Cost
//!
//! A form's exact odds is a small dynamic programme over the tiles it still needs (how many
//! drawn in all, how many of its joker-eligible slots filled). Forms and lines are bounded first
//! by the chance of drawing at least as many of their useful tiles as they are tiles away (a
//! univariate hypergeometric tail), and only those that can still rank are computed; the numbers
//! reported stay exact. Nothing allocates.

// The dynamic programme indexes fixed-size arrays in lockstep.
#![allow(clippy::needless_range_loop)]

use super::CharlestonPass;
use super::card::Card;
use super::forms::{FLOWER, OTHER, P, V, class_of, index_of, tile_of};
use super::matcher::{HandVec, fit};
use super::nearest::Nearest;
use crate::{Hand, Tile};

pub use crate::advice::AdviceError;

/// Tiles in the American set: 4 of each of the 34 faces, 8 flowers, 8 jokers.
pub const SET_TILES: usize = 152;
/// Tiles dealt: 13 to each of four players and a 14th to East.
pub const DEALT_TILES: usize = 4 * 13 + 1;
/// Tiles in a fresh wall after the deal (there is no dead wall): 99.
pub const WALL_TILES: usize = SET_TILES - DEALT_TILES;
/// Draws left to one player in a fresh wall: 99 tiles drawn in turn from South give East 24 and
/// the others 25; the default is the fewer, 24.
pub const DEFAULT_DRAWS: usize = WALL_TILES / 4;
/// Jokers in the set.
const JOKERS: u8 = 8;
/// The most choices [`Card::charleston_advice`] can give: 0, 1, 2 or 3 of 14 different tiles
/// (East's hand on the courtesy pass or a pass allowing blind passes), 1 + 14 + 91 + 364. A
/// buffer this long holds every choice.
pub const MAX_PASS_CHOICES: usize = 1 + 14 + 91 + 364;
/// Lines kept per discard in [`DiscardAdvice`]: the best and two runners-up.
pub const DISCARD_LINES: usize = 3;
/// Most unseen tiles a form can still use: at most 14 open slots over at most 13 faces of 4 and
/// the flower (8), plus the 8 jokers.
const RMAX: usize = 72;
/// Width of the joker-eligible-slot dimension: 0 to 14.
const W: usize = 15;
/// Stride of the drawn-tiles dimension in the dynamic programme: 0 to [`RMAX`].
const DW: usize = RMAX + 1;
/// One in each byte of a word.
const BYTES: u64 = 0x0101_0101_0101_0101;
/// Multiplying a word holding 0 or 1 in each byte by this gathers byte `b` into bit `56 + b`.
const GATHER: u64 = 0x0102_0408_1020_4080;
/// Blocks and forms of a line whose first-pass bounds are kept for the second pass (a line with
/// more has the rest recomputed).
const LINE_BLOCKS: usize = 32;
const LINE_FORMS: usize = 192;
/// Lines visited best bound first (a fixed buffer; lines past it are visited in card order).
const SORTED_LINES: usize = 512;

fn set_count(i: usize) -> u8 {
    match i {
        0..=33 => 4,
        FLOWER => 8,
        _ => 0,
    }
}

/// One line's odds: the probability, and the form the player would commit to with the tiles it
/// still needs and the tiles it would discard.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::american::{Card, advice::LineOdds};
/// let card = Card::sample();
/// let mut out = [LineOdds::EMPTY; 1];
/// card.odds(&Hand::parse("NNNN EEE WWW SSSS").unwrap(), &[], None, &mut out).unwrap();
/// assert_eq!(out[0].probability(), 1.0);
/// assert_eq!(out[0].form().tiles_away(), 0);
/// assert_eq!(out[0].expected_points(), 25.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct LineOdds<'c> {
    probability: f64,
    form: Nearest<'c>,
}

impl Default for LineOdds<'_> {
    fn default() -> Self {
        LineOdds::EMPTY
    }
}

impl<'c> LineOdds<'c> {
    /// An empty entry, to fill a buffer before [`Card::odds`].
    pub const EMPTY: LineOdds<'static> = LineOdds { probability: 0.0, form: Nearest::EMPTY };

    /// The committed odds of the line: a float in [0, 1].
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::LineOdds::EMPTY.probability(), 0.0);
    /// ```
    pub fn probability(&self) -> f64 {
        self.probability
    }

    /// The form committed to: the line (section, number, value), its suits and base number, the
    /// tiles away, the tiles still needed and the tiles it would discard (see [`Nearest`]).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::LineOdds::EMPTY.form().section(), "");
    /// ```
    pub fn form(&self) -> &Nearest<'c> {
        &self.form
    }

    /// The odds times the line's printed value.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::LineOdds::EMPTY.expected_points(), 0.0);
    /// ```
    pub fn expected_points(&self) -> f64 {
        self.probability * self.form.value() as f64
    }

    /// True when `self` ranks before `other`: higher odds, ties by the higher value.
    fn beats(&self, other: &LineOdds<'_>) -> bool {
        self.probability > other.probability
            || (self.probability == other.probability && self.form.value() > other.form.value())
    }
}

crate::name::names! {
    /// How discard advice ranks the discards.
    ///
    /// ```
    /// use mahjong_core::american::advice::Ranking;
    /// assert_eq!(str::parse::<Ranking>("expected-points").ok(), Some(Ranking::ExpectedPoints));
    /// assert_eq!(Ranking::Odds.label(), "odds");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum Ranking: "ranking" {
        /// The best line's odds, ties by its value.
        #[default]
        Odds = 0 => "odds" | "odds",
        /// The best line's odds times its value.
        ExpectedPoints = 1 => "expected_points" | "expected-points",
    }
    /// `odds` or `expected-points`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::Ranking::ExpectedPoints.label(), "expected-points");
    /// ```
    fn label;
}

/// One discard of a 14-tile hand and the best lines of the 13 tiles left.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::american::{Card, advice::{DiscardAdvice, Ranking}};
/// let card = Card::sample();
/// let hand = Hand::parse("NNNN EEE WWW SSS 5b").unwrap();
/// let mut out = [DiscardAdvice::EMPTY; 14];
/// let n = card.discard_advice(&hand, &[], None, Ranking::Odds, &mut out).unwrap();
/// assert_eq!(n, 5); // N, E, W, S or the 5 of bams
/// assert_eq!(out[0].discard().to_string(), "5s");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DiscardAdvice<'c> {
    discard: Tile,
    lines: [LineOdds<'c>; DISCARD_LINES],
    n_lines: u8,
}

impl Default for DiscardAdvice<'_> {
    fn default() -> Self {
        DiscardAdvice::EMPTY
    }
}

impl<'c> DiscardAdvice<'c> {
    /// An empty entry, to fill a buffer before [`Card::discard_advice`].
    pub const EMPTY: DiscardAdvice<'static> =
        DiscardAdvice { discard: Tile::BLANK, lines: [LineOdds::EMPTY; DISCARD_LINES], n_lines: 0 };

    /// The tile to discard.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::DiscardAdvice::EMPTY.discard(), mahjong_core::Tile::BLANK);
    /// ```
    pub fn discard(&self) -> Tile {
        self.discard
    }

    /// The best lines after the discard, best first (up to [`DISCARD_LINES`]; empty when no
    /// line has a chance).
    ///
    /// ```
    /// assert!(mahjong_core::american::advice::DiscardAdvice::EMPTY.lines().is_empty());
    /// ```
    pub fn lines(&self) -> &[LineOdds<'c>] {
        &self.lines[..self.n_lines as usize]
    }

    /// The best line's odds (0 when no line has a chance).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::DiscardAdvice::EMPTY.probability(), 0.0);
    /// ```
    pub fn probability(&self) -> f64 {
        self.lines().first().map_or(0.0, |l| l.probability())
    }

    /// The best line's expected points (its odds times its value).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::DiscardAdvice::EMPTY.expected_points(), 0.0);
    /// ```
    pub fn expected_points(&self) -> f64 {
        self.lines().first().map_or(0.0, |l| l.expected_points())
    }

    fn beats(&self, other: &DiscardAdvice<'_>, ranking: Ranking) -> bool {
        match ranking {
            Ranking::Odds => match (self.lines().first(), other.lines().first()) {
                (Some(a), Some(b)) => a.beats(b),
                (a, b) => a.is_some() && b.is_none(),
            },
            Ranking::ExpectedPoints => self.expected_points() > other.expected_points(),
        }
    }
}

/// One choice of tiles to pass in the Charleston, and the best line of what is kept.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::american::{Card, advice::PassAdvice};
/// use mahjong_core::rules::CharlestonPass;
/// let card = Card::sample();
/// let hand = Hand::parse("NNN EEE WWW SS 1b 5c").unwrap();
/// let mut out = [PassAdvice::EMPTY; 3];
/// card.charleston_advice(&hand, &[], None, CharlestonPass::FirstRight, &mut out).unwrap();
/// let mut passed: Vec<String> = out[0].tiles().iter().map(|t| t.to_string()).collect();
/// passed.sort();
/// assert_eq!(out[0].blind(), 0);
/// assert!(passed.contains(&"1s".to_string()) && passed.contains(&"5m".to_string()));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PassAdvice<'c> {
    tiles: [Tile; 3],
    n_tiles: u8,
    blind: u8,
    best: Option<LineOdds<'c>>,
}

impl Default for PassAdvice<'_> {
    fn default() -> Self {
        PassAdvice::EMPTY
    }
}

impl<'c> PassAdvice<'c> {
    /// An empty entry, to fill a buffer before [`Card::charleston_advice`].
    pub const EMPTY: PassAdvice<'static> = PassAdvice { tiles: [Tile::BLANK; 3], n_tiles: 0, blind: 0, best: None };

    /// The tiles to pass from the hand (0 to 3; never a joker).
    ///
    /// ```
    /// assert!(mahjong_core::american::advice::PassAdvice::EMPTY.tiles().is_empty());
    /// ```
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.n_tiles as usize]
    }

    /// Tiles passed blind: received and passed on unseen (only on the last pass of each
    /// Charleston).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::PassAdvice::EMPTY.blind(), 0);
    /// ```
    pub fn blind(&self) -> usize {
        self.blind as usize
    }

    /// The best line of the tiles kept (`None` when no line has a chance).
    ///
    /// ```
    /// assert!(mahjong_core::american::advice::PassAdvice::EMPTY.best().is_none());
    /// ```
    pub fn best(&self) -> Option<&LineOdds<'c>> {
        self.best.as_ref()
    }

    /// The best line's odds (0 when no line has a chance).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::advice::PassAdvice::EMPTY.probability(), 0.0);
    /// ```
    pub fn probability(&self) -> f64 {
        self.best.map_or(0.0, |b| b.probability)
    }

    fn beats(&self, other: &PassAdvice<'_>) -> bool {
        match (&self.best, &other.best) {
            (Some(a), Some(b)) => a.beats(b),
            (a, b) => a.is_some() && b.is_none(),
        }
    }
}

/// Inserts `item` into the ranked prefix `out[..*n]` (keeping at most `out.len()`), after every
/// entry it does not beat.
fn insert<T: Copy>(out: &mut [T], n: &mut usize, item: T, beats: impl Fn(&T, &T) -> bool) {
    let k = out.len();
    let at = out[..*n].iter().position(|o| beats(&item, o)).unwrap_or(*n);
    if at >= k {
        return;
    }
    let last = (*n).min(k - 1);
    out.copy_within(at..last, at + 1);
    out[at] = item;
    *n = (*n + 1).min(k);
}

/// The unseen pool: the set less the player's tiles and the visible ones.
#[derive(Clone, Copy, Debug)]
struct Pool {
    unseen: [u8; V],
    jokers: u8,
    total: usize,
    /// Unseen tiles per suit-free profile class.
    profile: [u16; P],
}

impl Pool {
    fn new(hv: &HandVec, visible: &[Tile]) -> Result<Pool, AdviceError> {
        if hv.hc[OTHER] > 0 {
            return Err(AdviceError::NotInSet { tile: Tile::BLANK });
        }
        let mut seen = [0usize; V];
        for i in 0..V {
            seen[i] = hv.hc[i] as usize;
        }
        for &(t, size, jokers) in hv.exposures() {
            seen[t as usize] += (size - jokers) as usize;
        }
        let mut jokers_seen = hv.jokers as usize;
        for &t in visible {
            match index_of(t) {
                None => jokers_seen += 1,
                Some(OTHER) => return Err(AdviceError::NotInSet { tile: t }),
                Some(i) => seen[i] += 1,
            }
        }
        let mut pool = Pool { unseen: [0; V], jokers: 0, total: 0, profile: [0; P] };
        for i in 0..=FLOWER {
            let set = set_count(i);
            if seen[i] > set as usize {
                return Err(AdviceError::Visible { tile: tile_of(i), count: seen[i], set });
            }
            pool.unseen[i] = set - seen[i] as u8;
            pool.total += pool.unseen[i] as usize;
            pool.profile[class_of(i)] += pool.unseen[i] as u16;
        }
        if jokers_seen > JOKERS as usize {
            return Err(AdviceError::Visible { tile: Tile::JOKER, count: jokers_seen, set: JOKERS });
        }
        pool.jokers = JOKERS - jokers_seen as u8;
        pool.total += pool.jokers as usize;
        Ok(pool)
    }
}

/// Draws asked, checked against the wall and the pool (`extra` tiles come in by a pass).
fn check_draws(draws: Option<usize>, extra: usize, pool: &Pool) -> Result<usize, AdviceError> {
    let draws = draws.unwrap_or(DEFAULT_DRAWS);
    let most = WALL_TILES.min(pool.total.saturating_sub(extra));
    if draws > most {
        return Err(AdviceError::Draws { draws, most });
    }
    Ok(draws + extra)
}

/// What a form still needs: per tile still needed, the unseen copies `k`, the naturals `m` that
/// must be drawn (naturals-only slots) and the joker-eligible slots `e` its naturals may fill.
#[derive(Clone, Copy, Debug)]
struct Need {
    k: [u8; 16],
    m: [u8; 16],
    e: [u8; 16],
    len: usize,
    /// Unseen tiles of the kinds above (jokers included when they are needed).
    rel: usize,
    /// Joker-eligible slots still to fill after the jokers held.
    target: usize,
    /// Tiles away: naturals to draw plus `target`.
    away: usize,
}

/// Entries in the memo of exact odds.
const MEMO: usize = 512;

/// A form's needs in a canonical order (each kind packed as `k << 8 | m << 4 | e`, sorted) with
/// its target, and the odds they give.
#[derive(Clone, Copy, Debug)]
struct MemoEntry {
    key: [u16; 16],
    len: u8,
    target: u8,
    p: f64,
}

impl MemoEntry {
    /// All zero, so a fresh memo is zeroed memory. No form looked up matches it: a form with
    /// no kinds and no slots to fill is 0 tiles away, and [`Odds::exact`] answers those first.
    const EMPTY: MemoEntry = MemoEntry { key: [0; 16], len: 0, target: 0, p: 0.0 };
}

/// The exact-odds machinery for one pool and one number of draws.
struct Odds {
    pool: Pool,
    draws: usize,
    /// `h[r][d] = C(N − r, n − d) / C(N, n)`: the chance weight of drawing exactly the `d` chosen
    /// tiles of `r` named ones and the rest from the other `N − r`.
    h: [[f64; RMAX + 1]; RMAX + 1],
    rows: usize,
    /// `tail[u][t]`: the chance of drawing at least `t` of `u` named tiles (`t` ≤ 14).
    tail: [[f64; W]; RMAX + 1],
    tail_done: [bool; RMAX + 1],
    /// Odds already worked out, by the form's needs (direct-mapped; see [`Odds::exact`]).
    memo: [MemoEntry; MEMO],
    /// Dynamic-programme rows, reused between forms.
    cur: [f64; DW * W],
    next: [f64; DW * W],
}

impl Odds {
    fn new(pool: Pool, draws: usize) -> Odds {
        let mut o = Odds {
            pool,
            draws,
            h: [[0.0; RMAX + 1]; RMAX + 1],
            rows: 1,
            tail: [[0.0; W]; RMAX + 1],
            tail_done: [false; RMAX + 1],
            memo: [MemoEntry::EMPTY; MEMO],
            cur: [0.0; DW * W],
            next: [0.0; DW * W],
        };
        o.h[0][0] = 1.0;
        o
    }

    /// Makes rows of `h` up to `r` (`r` ≤ the pool).
    fn rows_to(&mut self, r: usize) {
        let (big, n) = (self.pool.total, self.draws);
        while self.rows <= r {
            let prev = self.rows - 1;
            let left = (big - prev) as f64;
            for d in 0..=prev.min(n) {
                let other = big - prev;
                let keep = other.saturating_sub(n - d);
                self.h[prev + 1][d] = self.h[prev][d] * keep as f64 / left;
            }
            if prev < n {
                self.h[prev + 1][prev + 1] = self.h[prev][prev] * (n - prev) as f64 / left;
            }
            self.rows += 1;
        }
    }

    /// The chance of drawing at least `t` of `u` named unseen tiles; 1 when `u` is past the table
    /// (no pruning).
    fn tail(&mut self, u: usize, t: usize) -> f64 {
        if t == 0 {
            return 1.0;
        }
        if t > self.draws || t > u {
            return 0.0;
        }
        if u > RMAX || t >= W {
            return 1.0;
        }
        if !self.tail_done[u] {
            self.rows_to(u);
            let top = u.min(self.draws);
            let mut c = [0.0f64; RMAX + 1];
            c[0] = 1.0;
            for d in 0..top {
                c[d + 1] = c[d] * (u - d) as f64 / (d + 1) as f64;
            }
            let mut acc = 0.0;
            let mut row = [0.0; W];
            for d in (1..=top).rev() {
                acc += c[d] * self.h[u][d];
                if d < W {
                    row[d] = acc;
                }
            }
            for d in top + 1..W {
                row[d] = 0.0;
            }
            row[0] = 1.0;
            self.tail[u] = row;
            self.tail_done[u] = true;
        }
        // Rounding may push a sum of chances a hair over 1.
        self.tail[u][t].min(1.0) * (1.0 + 1e-12)
    }

    /// What form (`nat`, `slots`) still needs from the pool; `None` when it cannot be completed
    /// (a naturals-only tile exhausted, or more tiles away than draws).
    fn need(&self, hv: &HandVec, nat: &[u8; V], slots: &[u8; V]) -> Option<Need> {
        let mut need = Need { k: [0; 16], m: [0; 16], e: [0; 16], len: 0, rel: 0, target: 0, away: 0 };
        // Lane by lane over the count vectors (vector code), then only the tiles still needed.
        let mut ms = [0u8; V];
        let mut es = [0u8; V];
        let mut short = 0u8;
        for i in 0..V {
            let cap = slots[i].saturating_sub(hv.x[i]);
            ms[i] = nat[i].saturating_sub(hv.hc[i]);
            es[i] = cap.saturating_sub(hv.hc[i].max(nat[i]));
            short |= ms[i].saturating_sub(self.pool.unseen[i]);
        }
        if short > 0 {
            return None;
        }
        // Eight lanes to a word: every count is below 16, so a word's byte sum fits its top byte
        // and adding 0x7f to a byte sets its high bit exactly when the byte is not zero.
        let mut big_m = 0usize;
        let mut big_e = 0usize;
        let mut open = 0u64;
        for c in 0..V / 8 {
            let word = |a: &[u8; V]| u64::from_le_bytes(a[8 * c..8 * c + 8].try_into().unwrap_or([0; 8]));
            let (mw, ew) = (word(&ms), word(&es));
            big_m += (mw.wrapping_mul(BYTES) >> 56) as usize;
            big_e += (ew.wrapping_mul(BYTES) >> 56) as usize;
            let nonzero = ((mw | ew) + 0x7f * BYTES) >> 7 & BYTES;
            open |= (nonzero.wrapping_mul(GATHER) >> 56) << (8 * c);
        }
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            let k = self.pool.unseen[i];
            if k > 0 && need.len < 16 {
                need.k[need.len] = k;
                need.m[need.len] = ms[i];
                need.e[need.len] = es[i];
                need.len += 1;
            }
        }
        let target = big_e.saturating_sub(hv.jc as usize);
        need.target = target;
        need.away = big_m + target;
        if need.away > self.draws {
            return None;
        }
        // Without slots left for naturals to fill, only the naturals-only needs count.
        let mut j = 0;
        for i in 0..need.len {
            let e = if target == 0 { 0 } else { need.e[i] };
            if need.m[i] > 0 || e > 0 {
                need.k[j] = need.k[i];
                need.m[j] = need.m[i];
                need.e[j] = e;
                need.rel += need.k[i] as usize;
                j += 1;
            }
        }
        need.len = j;
        if target > 0 && self.pool.jokers > 0 && j < 16 {
            need.k[j] = self.pool.jokers;
            need.m[j] = 0;
            need.e[j] = target as u8;
            need.rel += self.pool.jokers as usize;
            need.len += 1;
        }
        Some(need)
    }

    /// Unseen tiles of the kinds whose slots in a form (`slots`) the hand has not filled, plus
    /// the unseen jokers: at least the useful tiles of the form's needs (lane by lane).
    fn open_useful(&self, hv: &HandVec, slots: &[u8; V]) -> usize {
        // The set holds 144 natural tiles, so the sum fits a byte (and a byte-wide sum runs as
        // vector code).
        let mut open = 0u8;
        for i in 0..V {
            open = open.wrapping_add(self.pool.unseen[i] & 0u8.wrapping_sub(u8::from(slots[i] > hv.e[i])));
        }
        self.pool.jokers as usize + open as usize
    }

    /// An upper bound of a form's odds. The counts drawn of the tile kinds are negatively
    /// associated (sampling without replacement), so the chance that several increasing events on
    /// disjoint kinds all happen is at most the product of their chances: every naturals-only
    /// need met (one factor per tile), and enough of the other useful tiles drawn for the
    /// joker-eligible slots the mixed tiles cannot fill. It is also at most the chance of drawing
    /// at least as many useful tiles as the form is tiles away.
    fn bound(&mut self, need: &Need) -> f64 {
        let whole = self.tail(need.rel, need.away);
        let mut product = 1.0;
        let mut mixed_fill = 0usize;
        let mut rest = 0usize;
        for t in 0..need.len {
            if need.m[t] > 0 {
                product *= self.tail(need.k[t] as usize, need.m[t] as usize);
                mixed_fill += need.e[t] as usize;
            } else {
                rest += need.k[t] as usize;
            }
        }
        product *= self.tail(rest, need.target.saturating_sub(mixed_fill));
        whole.min(product)
    }

    /// The exact committed odds of a form, from the memo when a form with the same needs (the
    /// same kinds up to order: unseen copies, naturals to draw, slots to fill) was worked out.
    fn exact(&mut self, need: &Need) -> f64 {
        if need.away == 0 {
            return 1.0;
        }
        let mut key = [0u16; 16];
        for t in 0..need.len {
            key[t] = (need.k[t] as u16) << 8 | (need.m[t] as u16) << 4 | need.e[t] as u16;
        }
        // At most 16 short keys: an insertion sort, inlined.
        for i in 1..need.len {
            let x = key[i];
            let mut j = i;
            while j > 0 && key[j - 1] > x {
                key[j] = key[j - 1];
                j -= 1;
            }
            key[j] = x;
        }
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325 ^ need.target as u64;
        for &x in &key[..need.len] {
            hash = (hash ^ x as u64).wrapping_mul(0x0100_0000_01b3);
        }
        let slot = (hash ^ (hash >> 29)) as usize % MEMO;
        let e = &self.memo[slot];
        if e.len as usize == need.len && e.target as usize == need.target && e.key == key {
            return e.p;
        }
        let p = self.compute(need);
        self.memo[slot] = MemoEntry { key, len: need.len as u8, target: need.target as u8, p };
        p
    }

    /// The dynamic programme behind [`Odds::exact`].
    fn compute(&mut self, need: &Need) -> f64 {
        if need.away == 0 {
            return 1.0;
        }
        let n = self.draws;
        let target = need.target;
        self.rows_to(need.rel);
        // cur[w * DW + d]: ways (weighted by binomials) to draw d of the needed tiles so far,
        // filling w joker-eligible slots (capped at target), with every naturals-only need met.
        // Kinds with no joker-eligible slot to fill go first, while only w = 0 is reached.
        let mut order = [0usize; 16];
        let mut no = 0;
        for pass in 0..2 {
            for t in 0..need.len {
                if (need.e[t] == 0) == (pass == 0) {
                    order[no] = t;
                    no += 1;
                }
            }
        }
        // Rows by w, columns by d (stride DW), so each step is a run of multiply-adds along d.
        // Swapping the two references, not the rows they point to, moves no data.
        let mut cur = &mut self.cur;
        let mut next = &mut self.next;
        cur[0] = 1.0;
        let mut dmax = 0usize;
        let mut wmax = 0usize;
        for &t in &order[..no] {
            let (k, m, e) = (need.k[t] as usize, need.m[t] as usize, need.e[t] as usize);
            let new_max = (dmax + k).min(n);
            let new_wmax = (wmax + k.saturating_sub(m).min(e)).min(target);
            for w in 0..=new_wmax {
                next[w * DW..w * DW + new_max + 1].fill(0.0);
            }
            let mut c = 1.0f64; // C(k, d)
            for d in 0..=k.min(n) {
                if d >= m {
                    let gain = (d - m).min(e);
                    let len = (dmax + 1).min(n + 1 - d);
                    for w in 0..=wmax {
                        let to = (w + gain).min(target) * DW + d;
                        let from = &cur[w * DW..w * DW + len];
                        for (x, &v) in next[to..to + len].iter_mut().zip(from) {
                            *x += v * c;
                        }
                    }
                }
                c = c * (k - d) as f64 / (d + 1) as f64;
            }
            dmax = new_max;
            wmax = new_wmax;
            core::mem::swap(&mut cur, &mut next);
        }
        let mut p = 0.0;
        if wmax == target {
            for d in 0..=dmax {
                p += cur[target * DW + d] * self.h[need.rel][d];
            }
        }
        p.min(1.0)
    }
}

/// The bound of a line or block from its suit-free profiles (naturals `nat`, slots `slots`): at
/// least as many tiles away as the profiles allow, drawn from the unseen tiles of the classes it
/// uses; and, class by class, the naturals-only tiles the hand lacks drawn from that class (a
/// product over disjoint classes, as in [`Odds::bound`]).
fn profile_bound(odds: &mut Odds, hv: &HandVec, nat: &[u8; P], slots: &[u8; P]) -> (f64, usize) {
    // Lane by lane first (vector code), then a tail per class lacking naturals.
    let mut fit = 0u8;
    let mut useful = 0u16;
    let mut lack = [0u8; P];
    let mut lacking = 0u32;
    for k in 0..P {
        fit = fit.wrapping_add(hv.hi[k].min(slots[k]));
        useful += odds.pool.profile[k] & 0u16.wrapping_sub(u16::from(slots[k] > 0));
        lack[k] = nat[k].saturating_sub(hv.lo[k]);
        lacking |= u32::from(lack[k] > 0) << k;
    }
    let useful = odds.pool.jokers as usize + useful as usize;
    let mut product = 1.0;
    while lacking != 0 {
        let k = lacking.trailing_zeros() as usize;
        lacking &= lacking - 1;
        product *= odds.tail(odds.pool.profile[k] as usize, lack[k] as usize);
    }
    let away = 14usize.saturating_sub(fit as usize + hv.jc as usize);
    (odds.tail(useful, away).min(product), useful)
}

impl Card {
    /// The best committed odds of line `li` (a form and its odds), when at least `floor`.
    /// Each form is first bounded cheaply from its tiles away (the vector fit of the matcher) and
    /// its block's useful tiles, then from its needs ([`Odds::bound`]); the form with the
    /// highest cheap bound is computed first, then every form whose bounds beat the best so far.
    fn line_odds(&self, odds: &mut Odds, hv: &HandVec, li: usize, floor: f64) -> Option<(f64, usize)> {
        let le = &self.lines[li];
        if le.concealed && hv.n_expo > 0 {
            return None;
        }
        let blocks = &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize];
        // The bounds of the first pass, kept for the second: per block (bound, useful tiles) and
        // per form its quick bound (−1 until worked out); past the buffers they are recomputed.
        let mut block_bounds = [(0.0f64, 0usize); LINE_BLOCKS];
        let mut quick_bounds = [-1.0f64; LINE_FORMS];
        let f0 = blocks.first().map_or(0, |b| b.start as usize);
        let mut top: Option<(f64, usize)> = None;
        for (bi, b) in blocks.iter().enumerate() {
            let (bb, useful) = profile_bound(odds, hv, &b.nat, &b.slots);
            if let Some(slot) = block_bounds.get_mut(bi) {
                *slot = (bb, useful);
            }
            if bb <= 0.0 || bb < floor || top.is_some_and(|(t, _)| bb <= t) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                let q = self.quick_bound(odds, hv, f, useful);
                if let Some(slot) = quick_bounds.get_mut(f.wrapping_sub(f0)) {
                    *slot = q;
                }
                let quick = q.min(bb);
                if quick > 0.0
                    && quick >= floor
                    && top.is_none_or(|(t, _)| quick > t)
                    && self.info[f].accepts(hv.exposures())
                {
                    top = Some((quick, f));
                }
            }
        }
        let (_, first) = top?;
        let mut best = None;
        let mut beat = floor;
        if let Some(need) = odds.need(hv, &self.nat[first], &self.slots[first]) {
            let p = odds.exact(&need);
            if p > 0.0 {
                best = Some((p, first));
                beat = beat.max(p);
            }
        }
        let loses = |bound: f64, beat: f64, best: Option<(f64, usize)>| {
            bound <= 0.0 || bound < beat || best.is_some_and(|(p, _)| bound <= p)
        };
        for (bi, b) in blocks.iter().enumerate() {
            let (bb, useful) = match block_bounds.get(bi) {
                Some(&kept) => kept,
                None => profile_bound(odds, hv, &b.nat, &b.slots),
            };
            if loses(bb, beat, best) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                if f == first {
                    continue;
                }
                let quick = match quick_bounds.get(f.wrapping_sub(f0)) {
                    Some(&q) if q >= 0.0 => q,
                    _ => self.quick_bound(odds, hv, f, useful),
                };
                if loses(quick, beat, best) || !self.info[f].accepts(hv.exposures()) {
                    continue;
                }
                let Some(need) = odds.need(hv, &self.nat[f], &self.slots[f]) else { continue };
                if loses(odds.bound(&need), beat, best) {
                    continue;
                }
                let p = odds.exact(&need);
                if p > 0.0 && best.is_none_or(|(bp, bf)| p > bp || (p == bp && f < bf)) {
                    best = Some((p, f));
                    beat = beat.max(p);
                }
            }
        }
        best
    }

    /// A form's quick bound: the chance of drawing as many tiles as it is away (the vector fit
    /// of the matcher) from its open kinds' unseen tiles, at most its block's `useful` tiles.
    fn quick_bound(&self, odds: &mut Odds, hv: &HandVec, f: usize, useful: usize) -> f64 {
        let away = 14 - fit(hv, &self.nat[f], &self.slots[f]) as usize;
        odds.tail(odds.open_useful(hv, &self.slots[f]).min(useful), away)
    }

    /// The top lines of a hand vector into `out`; returns how many. Lines are visited best
    /// bound first (the first [`SORTED_LINES`] of the card; the rest after, in card order), and
    /// the visit stops once no line left can reach the `out.len()`-th odds found.
    fn odds_into<'c>(&'c self, odds: &mut Odds, hv: &HandVec, out: &mut [LineOdds<'c>]) -> usize {
        let k = out.len();
        if k == 0 || hv.chow || hv.total > 14 {
            return 0;
        }
        let mut order = [(0.0f64, 0u16); SORTED_LINES];
        let sorted = self.lines.len().min(SORTED_LINES);
        for (li, o) in order[..sorted].iter_mut().enumerate() {
            let le = &self.lines[li];
            *o = (profile_bound(odds, hv, &le.nat, &le.slots).0, li as u16);
        }
        order[..sorted].sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut n = 0usize;
        let floor = |out: &[LineOdds<'c>], n: usize| if n == k { out[k - 1].probability } else { 0.0 };
        for &(bound, li) in &order[..sorted] {
            let f = floor(out, n);
            if bound <= 0.0 || bound < f {
                break;
            }
            self.consider_line(odds, hv, li as usize, f, out, &mut n);
        }
        for li in sorted..self.lines.len() {
            let f = floor(out, n);
            self.consider_line(odds, hv, li, f, out, &mut n);
        }
        n
    }

    fn consider_line<'c>(
        &'c self,
        odds: &mut Odds,
        hv: &HandVec,
        li: usize,
        floor: f64,
        out: &mut [LineOdds<'c>],
        n: &mut usize,
    ) {
        let Some((p, f)) = self.line_odds(odds, hv, li, floor) else { return };
        let entry = LineOdds { probability: p, form: self.form_entry(hv, li, f) };
        // Card order breaks the remaining ties, whatever order the lines were visited in.
        insert(out, n, entry, |a, b| a.beats(b) || (!b.beats(a) && a.form.line_idx < b.form.line_idx));
    }

    /// The odds of the card's lines for a hand of 13 or 14 tiles (10 to 12 after passing tiles in
    /// the Charleston, the tiles to come back counted in `draws`): the top `out.len()` lines with
    /// a non-zero chance, ranked by odds (ties by value, then card order), each with the form
    /// committed to. `visible` are the tiles seen outside the hand (discards, other players'
    /// exposures); `draws` the player's draws still to come (`None`: [`DEFAULT_DRAWS`]). Pass a
    /// buffer of [`Card::line_count`] entries for every line. Allocates nothing.
    ///
    /// Errors: a hand not of 10 to 14 tiles, visible tiles past what the set holds, `draws`
    /// beyond the wall or the unseen pool, a card with no lines, an empty `out`.
    ///
    /// ```
    /// use mahjong_core::{Hand, Tile};
    /// use mahjong_core::american::{Card, advice::{AdviceError, LineOdds}};
    /// let card = Card::sample();
    /// let hand = Hand::parse("NNNN EEE WWW SSS").unwrap();
    /// let mut out = [LineOdds::EMPTY; 2];
    /// card.odds(&hand, &[], Some(1), &mut out).unwrap();
    /// // One draw: the last South or one of the 8 jokers, among 139 unseen tiles.
    /// assert!((out[0].probability() - 9.0 / 139.0).abs() < 1e-15);
    /// // Every joker seen elsewhere: only the South is left.
    /// let jokers = [Tile::JOKER; 8];
    /// card.odds(&hand, &jokers, Some(1), &mut out).unwrap();
    /// assert!((out[0].probability() - 1.0 / 131.0).abs() < 1e-15);
    /// let five_souths = ["2z".parse().unwrap(); 2];
    /// assert_eq!(
    ///     card.odds(&hand, &five_souths, None, &mut out).unwrap_err().to_string(),
    ///     "tile 2z: the hand and the visible tiles hold 5 of it; the set has 4"
    /// );
    /// ```
    pub fn odds<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        out: &mut [LineOdds<'c>],
    ) -> Result<usize, AdviceError> {
        let hv = HandVec::new(hand);
        if !(10..=14).contains(&hv.total) {
            return Err(AdviceError::HandTiles { tiles: hv.total, call: "odds", expected: "10 to 14" });
        }
        let (pool, n) = self.prepare(&hv, visible, draws, 0, out.len())?;
        let mut odds = Odds::new(pool, n);
        Ok(self.odds_into(&mut odds, &hv, out))
    }

    fn prepare(
        &self,
        hv: &HandVec,
        visible: &[Tile],
        draws: Option<usize>,
        extra: usize,
        room: usize,
    ) -> Result<(Pool, usize), AdviceError> {
        if self.lines.is_empty() {
            return Err(AdviceError::NoLines);
        }
        if room == 0 {
            return Err(AdviceError::NoRoom);
        }
        let pool = Pool::new(hv, visible)?;
        let n = check_draws(draws, extra, &pool)?;
        Ok((pool, n))
    }

    /// Discard advice for a 14-tile hand: for each distinct concealed tile, the best
    /// [`DISCARD_LINES`] lines of the 13 tiles left after discarding it (the discard is then
    /// seen), ranked by `ranking` (ties in tile order). Every distinct tile gets an entry, even
    /// when no line has a chance after it. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::Hand;
    /// use mahjong_core::american::{Card, advice::{DiscardAdvice, LineOdds, Ranking}};
    /// let card = Card::sample();
    /// let hand = Hand::parse("FF 2026c 2026b 202d 9b").unwrap();
    /// let mut out = [DiscardAdvice::EMPTY; 14];
    /// card.discard_advice(&hand, &[], None, Ranking::Odds, &mut out).unwrap();
    /// assert_eq!(out[0].discard().to_string(), "9s");
    /// // The same number as the odds of the hand left, with the discard seen.
    /// let left = Hand::parse("FF 2026c 2026b 202d").unwrap();
    /// let mut best = [LineOdds::EMPTY; 1];
    /// card.odds(&left, &["9s".parse().unwrap()], None, &mut best).unwrap();
    /// assert_eq!(out[0].probability(), best[0].probability());
    /// ```
    pub fn discard_advice<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        ranking: Ranking,
        out: &mut [DiscardAdvice<'c>],
    ) -> Result<usize, AdviceError> {
        let hv = HandVec::new(hand);
        if hv.total != 14 {
            return Err(AdviceError::HandTiles { tiles: hv.total, call: "discard advice", expected: "14" });
        }
        let (pool, n) = self.prepare(&hv, visible, draws, 0, out.len())?;
        let mut odds = Odds::new(pool, n);
        let mut count = 0usize;
        let mut candidates = [None; V + 1];
        let mut nc = 0;
        for i in 0..V {
            if hv.hc[i] > 0 {
                candidates[nc] = Some(i);
                nc += 1;
            }
        }
        if hv.jc > 0 {
            candidates[nc] = None;
            nc += 1;
        }
        for &c in &candidates[..nc] {
            let left = hv.without(c);
            let mut lines = [LineOdds::EMPTY; DISCARD_LINES];
            let got = self.odds_into(&mut odds, &left, &mut lines);
            let entry = DiscardAdvice { discard: c.map_or(Tile::JOKER, tile_of), lines, n_lines: got as u8 };
            insert(out, &mut count, entry, |a, b| a.beats(b, ranking));
        }
        Ok(count)
    }

    /// Charleston advice for a concealed hand of 13 tiles (East's 14 too) before `pass`: every
    /// choice of the tiles to pass (never a joker), ranked by the odds of the best line of what
    /// is kept, with the tiles received and `draws` still to come (`None`: [`DEFAULT_DRAWS`]).
    /// Three tiles from the hand on every pass; on the last pass of each Charleston also 2, 1 or
    /// 0 from the hand with 1, 2 or 3 passed blind; on the courtesy pass 0 to 3 tiles. Each
    /// multiset of tiles is one choice (286 at most for three of 13 different tiles). Allocates
    /// nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, Tile};
    /// use mahjong_core::american::{Card, advice::{LineOdds, PassAdvice}};
    /// use mahjong_core::rules::CharlestonPass;
    /// let card = Card::sample();
    /// let hand = Hand::parse("NNN EEE WWW SS 1b 5c").unwrap();
    /// let mut out = [PassAdvice::EMPTY; 400];
    /// let n = card.charleston_advice(&hand, &[], None, CharlestonPass::Courtesy, &mut out).unwrap();
    /// assert!(out[..n].iter().any(|a| a.tiles().is_empty()));
    /// // A choice's odds are the odds of what is kept, with the passed tiles seen and the tiles
    /// // received as extra draws.
    /// let kept = Hand::parse("NNN EEE WWW SS 1b").unwrap();
    /// let a = out[..n].iter().find(|a| a.tiles().len() == 1 && a.tiles()[0] == "5m".parse().unwrap()).unwrap();
    /// let mut best = [LineOdds::EMPTY; 1];
    /// card.odds(&kept, &["5m".parse().unwrap()], Some(24 + 1), &mut best).unwrap();
    /// assert_eq!(a.probability(), best[0].probability());
    /// ```
    pub fn charleston_advice<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        pass: CharlestonPass,
        out: &mut [PassAdvice<'c>],
    ) -> Result<usize, AdviceError> {
        let hv = HandVec::new(hand);
        if hv.total != 13 && hv.total != 14 {
            return Err(AdviceError::HandTiles { tiles: hv.total, call: "Charleston advice", expected: "13 or 14" });
        }
        if hv.n_expo > 0 || hv.chow {
            return Err(AdviceError::Exposed { exposures: hand.melds().len() });
        }
        // (tiles from the hand, tiles passed blind) choices the pass allows.
        let mut kinds = [(3usize, 0usize); 4];
        let nk = if pass == CharlestonPass::Courtesy {
            kinds = [(0, 0), (1, 0), (2, 0), (3, 0)];
            4
        } else if pass.allows_blind_pass() {
            kinds = [(3, 0), (2, 1), (1, 2), (0, 3)];
            4
        } else {
            1
        };
        let (pool, _) = self.prepare(&hv, visible, draws, 3, out.len())?;
        let draws = draws.unwrap_or(DEFAULT_DRAWS);
        let mut count = 0usize;
        // The hand's distinct natural tiles, with how many of each.
        let mut faces = [(0usize, 0u8); 14];
        let mut nf = 0;
        for i in 0..V {
            if hv.hc[i] > 0 && nf < faces.len() {
                faces[nf] = (i, hv.hc[i]);
                nf += 1;
            }
        }
        let faces = &faces[..nf];
        for &(from_hand, blind) in &kinds[..nk] {
            // Received tiles kept: those not passed on blind.
            let received = if pass == CharlestonPass::Courtesy { from_hand } else { 3 - blind };
            let mut odds = Odds::new(pool, draws + received);
            let mut take = [0u8; 14];
            each_multiset(faces, from_hand, 0, &mut take, &mut |take| {
                let mut kept = hv;
                let mut entry = PassAdvice { blind: blind as u8, ..PassAdvice::EMPTY };
                for (j, &(i, _)) in faces.iter().enumerate() {
                    for _ in 0..take[j] {
                        kept = kept.without(Some(i));
                        entry.tiles[entry.n_tiles as usize] = tile_of(i);
                        entry.n_tiles += 1;
                    }
                }
                let mut best = [LineOdds::EMPTY; 1];
                if self.odds_into(&mut odds, &kept, &mut best) == 1 {
                    entry.best = Some(best[0]);
                }
                insert(out, &mut count, entry, |a, b| a.beats(b));
            });
        }
        Ok(count)
    }
}

/// Calls `f` with every way to take `left` tiles from `faces[at..]` (each at most its count).
fn each_multiset(faces: &[(usize, u8)], left: usize, at: usize, take: &mut [u8; 14], f: &mut impl FnMut(&[u8; 14])) {
    if left == 0 {
        f(take);
        return;
    }
    if at >= faces.len() {
        return;
    }
    for c in (0..=(faces[at].1 as usize).min(left)).rev() {
        take[at] = c as u8;
        each_multiset(faces, left - c, at + 1, take, f);
    }
    take[at] = 0;
}

/// Each advice call with the room it needs made here ([`Card::odds_room`],
/// [`DISCARD_CHOICES`](crate::args::DISCARD_CHOICES), [`MAX_PASS_CHOICES`]) and its
/// entries returned, for a face that keeps them (the C face's lists): the same entries as the
/// call that writes into a caller's buffer.
///
/// ```
/// use mahjong_core::{Hand, american::{Card, advice::LineOdds}};
/// let card = Card::sample();
/// let hand = Hand::parse("2026c 2222b NN").unwrap();
/// let odds = card.odds_vec(&hand, &[], None, Some(3)).unwrap();
/// let mut out = [LineOdds::EMPTY; 3];
/// let n = card.odds(&hand, &[], None, &mut out).unwrap();
/// let p = |o: &[LineOdds]| o.iter().map(|o| o.probability()).collect::<Vec<_>>();
/// assert_eq!(p(&odds), p(&out[..n]));
/// ```
#[cfg(feature = "alloc")]
impl Card {
    /// [`Card::odds`] of the top `k` lines (`None`: every line).
    pub fn odds_vec<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        k: Option<usize>,
    ) -> Result<alloc::vec::Vec<LineOdds<'c>>, AdviceError> {
        let mut out = alloc::vec![LineOdds::EMPTY; self.odds_room(k)];
        let n = self.odds(hand, visible, draws, &mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// [`Card::discard_advice`].
    pub fn discard_advice_vec<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        ranking: Ranking,
    ) -> Result<alloc::vec::Vec<DiscardAdvice<'c>>, AdviceError> {
        let mut out = alloc::vec![DiscardAdvice::EMPTY; crate::args::DISCARD_CHOICES];
        let n = self.discard_advice(hand, visible, draws, ranking, &mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// [`Card::charleston_advice`].
    pub fn charleston_advice_vec<'c>(
        &'c self,
        hand: &Hand,
        visible: &[Tile],
        draws: Option<usize>,
        pass: CharlestonPass,
    ) -> Result<alloc::vec::Vec<PassAdvice<'c>>, AdviceError> {
        let mut out = alloc::vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
        let n = self.charleston_advice(hand, visible, draws, pass, &mut out)?;
        out.truncate(n);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// Exact binomial in u128.
    fn binom(n: usize, k: usize) -> u128 {
        if k > n {
            return 0;
        }
        let mut r: u128 = 1;
        for i in 0..k {
            r = r * (n - i) as u128 / (i + 1) as u128;
        }
        r
    }

    /// The committed odds as an exact rational: every vector of how many of each needed kind
    /// is drawn, weighted by the multivariate hypergeometric count.
    fn reference(need: &Need, big: usize, n: usize) -> (u128, u128) {
        let len = need.len;
        let mut d = [0usize; 16];
        let mut ways: u128 = 0;
        loop {
            let drawn: usize = d[..len].iter().sum();
            if drawn <= n {
                let ok_m = (0..len).all(|t| d[t] >= need.m[t] as usize);
                let filled: usize =
                    (0..len).map(|t| d[t].saturating_sub(need.m[t] as usize).min(need.e[t] as usize)).sum();
                if ok_m && filled >= need.target {
                    let mut w: u128 = binom(big - need.rel, n - drawn);
                    for t in 0..len {
                        w *= binom(need.k[t] as usize, d[t]);
                    }
                    ways += w;
                }
            }
            // Next vector.
            let mut t = 0;
            while t < len {
                d[t] += 1;
                if d[t] <= need.k[t] as usize {
                    break;
                }
                d[t] = 0;
                t += 1;
            }
            if t == len {
                break;
            }
        }
        (ways, binom(big, n))
    }

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    fn empty_pool(total: usize) -> Pool {
        Pool { unseen: [0; V], jokers: 0, total, profile: [0; P] }
    }

    #[test]
    fn the_dynamic_programme_agrees_with_the_exact_rational_sum_to_1e_12() {
        let mut rng = Rng(0x5eed_0013);
        let mut between = 0;
        for case in 0..400 {
            let len = 1 + rng.below(5);
            let mut need = Need { k: [0; 16], m: [0; 16], e: [0; 16], len, rel: 0, target: 0, away: 0 };
            let mut big_m = 0;
            let mut big_e = 0;
            for t in 0..len {
                let k = 1 + rng.below(if t == len - 1 { 8 } else { 4 });
                need.k[t] = k as u8;
                need.m[t] = rng.below(k.min(2) + 1) as u8;
                need.e[t] = rng.below(4) as u8;
                need.rel += k;
                big_m += need.m[t] as usize;
                big_e += need.e[t] as usize;
            }
            need.target = if big_e == 0 { 0 } else { rng.below(big_e + 1) };
            need.away = big_m + need.target;
            let big = need.rel + rng.below(60);
            let n = rng.below(big.min(30) + 1);
            let (ways, all) = reference(&need, big, n);
            let mut odds = Odds::new(empty_pool(big), n);
            let p = if need.away > n { 0.0 } else { odds.exact(&need) };
            let exact = ways as f64 / all as f64;
            assert!((p - exact).abs() < 1e-12, "case {case}: {p} vs {ways}/{all}");
            between += usize::from(exact > 0.01 && exact < 0.99);
            // The bound is a bound.
            assert!(odds.bound(&need) >= exact - 1e-12, "case {case}");
        }
        assert!(between > 100, "only {between} cases strictly between 0 and 1");
    }

    #[test]
    fn pruned_odds_equal_the_best_form_of_every_line_computed_without_pruning() {
        let card = Card::sample();
        let mut rng = Rng(0xad71ce);
        let mut wall: Vec<Tile> = Vec::new();
        for i in 0..=FLOWER {
            for _ in 0..set_count(i) {
                wall.push(tile_of(i));
            }
        }
        for _ in 0..8 {
            wall.push(Tile::JOKER);
        }
        for _ in 0..12 {
            for i in (1..wall.len()).rev() {
                wall.swap(i, rng.below(i + 1));
            }
            let mut hand = Hand::new();
            for &t in &wall[..13] {
                hand.push(t).unwrap();
            }
            let hv = HandVec::new(&hand);
            let pool = Pool::new(&hv, &[]).unwrap();
            let mut odds = Odds::new(pool, DEFAULT_DRAWS);
            let mut out = [LineOdds::EMPTY; 80];
            let got = card.odds_into(&mut odds, &hv, &mut out);
            for li in 0..card.lines.len() {
                let le = &card.lines[li];
                let mut best = 0.0f64;
                for b in &card.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
                    for f in b.start as usize..b.end as usize {
                        if let Some(need) = odds.need(&hv, &card.nat[f], &card.slots[f]) {
                            assert_eq!(need.away, 14 - fit(&hv, &card.nat[f], &card.slots[f]) as usize);
                            best = best.max(odds.exact(&need));
                        }
                    }
                }
                let found = out[..got].iter().find(|o| o.form.line_idx as usize == li).map_or(0.0, |o| o.probability);
                assert!((found - best).abs() < 1e-12, "{hand} line {li}: {found} vs {best}");
            }
        }
    }
}

/// JSON-ready forms (feature `serde`): probabilities as numbers in [0, 1], tiles as MPSZ
/// strings, the committed form as [`Nearest`] serializes it.
#[cfg(feature = "serde")]
mod serialize {
    use super::{DiscardAdvice, LineOdds, PassAdvice};

    crate::ser::serialize_map! {
        /// `{"probability", "expected_points", "form": {…}}`.
        LineOdds<'_>, |v| {
            "probability" => &v.probability(), "expected_points" => &v.expected_points(), "form" => v.form(),
        }
    }

    crate::ser::serialize_map! {
        /// `{"discard", "probability", "expected_points", "lines": […]}`.
        DiscardAdvice<'_>, |v| {
            "discard" => &v.discard(), "probability" => &v.probability(), "expected_points" => &v.expected_points(),
            "lines" => v.lines(),
        }
    }

    crate::ser::serialize_map! {
        /// `{"pass": [tiles], "blind", "probability", "best": {…} or null}`.
        PassAdvice<'_>, |v| {
            "pass" => v.tiles(), "blind" => &v.blind(), "probability" => &v.probability(), "best" => &v.best(),
        }
    }
}
