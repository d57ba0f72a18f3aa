//! Improving tiles of the standard form from tables, without working tiles away out again for
//! each tile.
//!
//! Tiles away is read from how many held tiles the best target keeps, and a target is a split of
//! the sets and the pair between the three suits and the honours, each group keeping what its
//! keep profile says for its share. One tile more raises a group's profile entry by at most one.
//! So a drawn tile lowers tiles away exactly when, for some best split, it raises the entry of
//! its group's share: the improving tiles are the union, over the best splits, of each group's
//! improving tiles for its share.
//!
//! The generator (`table_gen.rs`, `generate_improving_tables`) stores those per-entry tiles for
//! every arrangement of a suit: a `u32` per rank holding the numbers of two lists of five 9-bit
//! masks (entries without the pair, entries with it; 11,795 and 30,255 distinct lists). The
//! honours need no arrangement table: faces held the same number of times are alike, so a table
//! by honour digit number (`honour_improving_table`) says which of "held 0, 1, 2 times" improve
//! each entry.

use super::StandardError;
use super::keep::KeepProfile;
use super::table::{self, byte, groups, honour_digits, honour_keep_profile, profile, suit_profile_at, suit_rank};
use crate::Tile;

const PROFILE_WIDTH: usize = 10;

#[cfg(feature = "improving-tables")]
static NUMBERS: &[u8; 405_350 * 4] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_numbers.bin"));
#[cfg(feature = "improving-tables")]
static SETS_LISTS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_sets.bin"));
#[cfg(feature = "improving-tables")]
static PAIR_LISTS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_pair.bin"));
static HONOUR_IMPROVING: &[u8; 512 * PROFILE_WIDTH] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_improving.bin"));

/// Bytes of the improving-tile tables.
pub(crate) fn table_bytes() -> usize {
    #[cfg(feature = "improving-tables")]
    let suits = NUMBERS.len() + SETS_LISTS.len() + PAIR_LISTS.len();
    #[cfg(not(feature = "improving-tables"))]
    let suits = 0;
    suits + HONOUR_IMPROVING.len()
}

/// A group of faces (a suit or the honours): its keep profile and, for each entry, the tiles
/// (34-bit mask) that raise the entry by one.
#[derive(Clone, Copy)]
struct Group {
    kept: KeepProfile,
    improving: [u64; PROFILE_WIDTH],
}

/// `u32` number `i` of the rank table.
#[cfg(feature = "improving-tables")]
#[inline(always)]
fn number_at(i: usize) -> u32 {
    match NUMBERS.get(4 * i..4 * i + 4) {
        Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
        _ => 0,
    }
}

/// List `n` of five masks.
#[cfg(feature = "improving-tables")]
#[inline(always)]
fn list_at(lists: &[u8], n: usize) -> [u16; 5] {
    let mut out = [0u16; 5];
    if let Some(bytes) = lists.get(10 * n..10 * n + 10) {
        for (m, x) in out.iter_mut().enumerate() {
            *x = u16::from_le_bytes([bytes[2 * m], bytes[2 * m + 1]]);
        }
    }
    out
}

/// Suit `s` (0, 1 or 2) holding `c`.
#[cfg(feature = "improving-tables")]
#[inline(always)]
fn suit_group(c: &[u8; 9], s: u32) -> Group {
    let rank = suit_rank(c);
    let n = number_at(rank) as usize;
    let (without, with) = (list_at(SETS_LISTS, n & 0xFFFF), list_at(PAIR_LISTS, n >> 16));
    let shift = 9 * s;
    let mut improving = [0u64; PROFILE_WIDTH];
    for m in 0..5 {
        improving[2 * m] = (without[m] as u64) << shift;
        improving[2 * m + 1] = (with[m] as u64) << shift;
    }
    Group { kept: profile(suit_profile_at(rank)), improving }
}

/// Suit `s` (0, 1 or 2) holding `c`, without the improving tables: a rank improves an entry
/// when one more tile of it raises the entry's kept number (faces held four times, and a suit of
/// 14 tiles, have none, as in the tables).
#[cfg(not(feature = "improving-tables"))]
fn suit_group(c: &[u8; 9], s: u32) -> Group {
    let kept = profile(suit_profile_at(suit_rank(c)));
    let mut improving = [0u64; PROFILE_WIDTH];
    if c.iter().sum::<u8>() < 14 {
        let mut more = *c;
        for r in 0..9 {
            if c[r] >= 4 {
                continue;
            }
            more[r] += 1;
            let up = profile(suit_profile_at(suit_rank(&more)));
            more[r] -= 1;
            for (e, x) in improving.iter_mut().enumerate() {
                if up[e] > kept[e] {
                    *x |= 1 << (9 * s as usize + r);
                }
            }
        }
    }
    Group { kept, improving }
}

/// The honours holding `h`.
#[inline(always)]
fn honour_group(h: &[u8; 7]) -> Group {
    let digits = honour_digits(h);
    // Faces held 0, 1 and 2 times, as masks of tiles 27..34.
    let mut by_count = [0u64; 3];
    for (f, &n) in h.iter().enumerate() {
        for (k, mask) in by_count.iter_mut().enumerate() {
            *mask |= ((n as usize == k) as u64) << (27 + f);
        }
    }
    let mut improving = [0u64; PROFILE_WIDTH];
    for (e, x) in improving.iter_mut().enumerate() {
        let bits = byte(HONOUR_IMPROVING, digits * PROFILE_WIDTH + e);
        for (k, mask) in by_count.iter().enumerate() {
            *x |= mask & 0u64.wrapping_sub((bits >> k & 1) as u64);
        }
    }
    Group { kept: honour_keep_profile(digits), improving }
}

/// The best way to give `m` sets and `p` pairs (at most) to `x` and `y` together: tiles kept and
/// the union of the improving tiles of every best split.
#[inline(always)]
fn best_split(x: &Group, y: &Group, m: usize, p: usize) -> (u8, u64) {
    let (mut best, mut improving) = (0u8, 0u64);
    for i in 0..=m.min(4) {
        for q in 0..=p {
            let (ex, ey) = (2 * i + q, 2 * (m - i) + (p - q));
            let (Some(&kx), Some(&ky)) = (x.kept.get(ex), y.kept.get(ey)) else { continue };
            let v = kx + ky;
            let mask = x.improving.get(ex).copied().unwrap_or(0) | y.improving.get(ey).copied().unwrap_or(0);
            if v > best {
                best = v;
                improving = mask;
            } else if v == best {
                improving |= mask;
            }
        }
    }
    (best, improving)
}

/// `x` and `y` as one group.
#[inline(always)]
fn combine(x: &Group, y: &Group) -> Group {
    let mut out = Group { kept: [0; PROFILE_WIDTH], improving: [0; PROFILE_WIDTH] };
    for m in 0..5 {
        for p in 0..2 {
            (out.kept[2 * m + p], out.improving[2 * m + p]) = best_split(x, y, m, p);
        }
    }
    out
}

/// The four groups of checked counts.
#[inline(always)]
fn four_groups(c: &[u8; 34]) -> [Group; 4] {
    let (a, b, s, h) = groups(c);
    [suit_group(a, 0), suit_group(b, 1), suit_group(s, 2), honour_group(h)]
}

/// Tiles away and improving tiles of checked counts with `total % 3 == 1`. The profiles of the
/// suit pair and of the other suit with the honours are combined on their kept numbers only;
/// the improving tiles are gathered just for the entries the best splits use.
#[inline(always)]
pub(crate) fn improving_unchecked(c: &[u8; 34], total: u8) -> (i8, u64) {
    let sets = (total / 3) as usize;
    let [a, b, s, h] = four_groups(c);
    let (ab, sh) = (combine_kept(&a.kept, &b.kept), combine_kept(&s.kept, &h.kept));
    let mut best = 0u8;
    for i in 0..=sets.min(4) {
        for q in 0..2 {
            best = best.max(kept_at(&ab, 2 * i + q) + kept_at(&sh, 2 * (sets - i) + 1 - q));
        }
    }
    let mut improving = 0u64;
    for i in 0..=sets.min(4) {
        for q in 0..2 {
            let (e, f) = (2 * i + q, 2 * (sets - i) + 1 - q);
            if kept_at(&ab, e) + kept_at(&sh, f) == best {
                improving |= entry_improving(&a, &b, e, kept_at(&ab, e)) | entry_improving(&s, &h, f, kept_at(&sh, f));
            }
        }
    }
    (3 * sets as i8 + 1 - best as i8, improving)
}

/// Entry `e` of a profile, 0 past its end.
#[inline(always)]
fn kept_at(p: &KeepProfile, e: usize) -> u8 {
    p.get(e).copied().unwrap_or(0)
}

/// The kept numbers of `x` and `y` together (the library's `combine_profiles`).
#[inline(always)]
fn combine_kept(x: &KeepProfile, y: &KeepProfile) -> KeepProfile {
    let mut out = [0u8; PROFILE_WIDTH];
    for m in 0..5 {
        for p in 0..2 {
            let mut best = 0;
            for i in 0..=m {
                for q in 0..=p {
                    best = best.max(x[2 * i + q] + y[2 * (m - i) + (p - q)]);
                }
            }
            out[2 * m + p] = best;
        }
    }
    out
}

/// The improving tiles of entry `e` (`2 * m + p`) of `x` and `y` together, whose kept number is
/// `best`: the union over the splits that keep `best`.
#[inline(always)]
fn entry_improving(x: &Group, y: &Group, e: usize, best: u8) -> u64 {
    let (m, p) = (e / 2, e % 2);
    let mut out = 0;
    for i in 0..=m.min(4) {
        for q in 0..=p {
            let (ex, ey) = (2 * i + q, 2 * (m - i) + (p - q));
            if kept_at(&x.kept, ex) + kept_at(&y.kept, ey) == best {
                out |= x.improving.get(ex).copied().unwrap_or(0) | y.improving.get(ey).copied().unwrap_or(0);
            }
        }
    }
    out
}

/// Tiles away and improving tiles after each discard of checked counts with `total % 3 == 2`.
pub(crate) fn discards_unchecked(c: &[u8; 34], total: u8) -> Discards {
    let sets = ((total - 1) / 3) as usize;
    let g = four_groups(c);
    let (ab, sh) = (combine(&g[0], &g[1]), combine(&g[2], &g[3]));
    // For each group, the other three together.
    let rest = [combine(&g[1], &sh), combine(&g[0], &sh), combine(&ab, &g[3]), combine(&ab, &g[2])];
    let mut out = Discards { held: 0, away: [NOT_HELD; 34], improving: [0; 34] };
    let mut less = *c;
    for t in 0..34 {
        if c[t] == 0 {
            continue;
        }
        less[t] -= 1;
        let (a, b, s, h) = groups(&less);
        let (group, k) = match t {
            0..9 => (suit_group(a, 0), 0),
            9..18 => (suit_group(b, 1), 1),
            18..27 => (suit_group(s, 2), 2),
            _ => (honour_group(h), 3),
        };
        let (kept, improving) = best_split(&group, &rest[k], sets, 1);
        out.held |= 1 << t;
        out.away[t] = 3 * sets as i8 + 1 - kept as i8;
        out.improving[t] = improving;
        less[t] += 1;
    }
    out
}

const NOT_HELD: i8 = i8::MAX;

/// Tiles away and improving tiles after each possible discard from a hand of 3n+2 tiles (see
/// [`discards_counts`](super::discards_counts)): the table an efficiency tool shows.
///
/// ```
/// use mahjong_core::{Tile, standard::discards_counts};
/// let mut c = [0u8; 34];
/// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
/// let d = discards_counts(&c).unwrap();
/// let white = Tile::from_index(31).unwrap();
/// // Discarding the White leaves 123m 123p 123s EEE and the Red alone: calling on the Red.
/// assert_eq!(d.away(white), Some(0));
/// assert_eq!(d.improving(white), 1 << 33);
/// assert_eq!(d.away(Tile::from_index(5).unwrap()), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discards {
    held: u64,
    away: [i8; 34],
    improving: [u64; 34],
}

impl Discards {
    /// Tiles away after discarding tile index `t` (held).
    pub(crate) fn away_at(&self, t: usize) -> i8 {
        self.away.get(t).copied().unwrap_or(NOT_HELD)
    }

    /// Improving tiles after discarding tile index `t` (held).
    pub(crate) fn improving_at(&self, t: usize) -> u64 {
        self.improving.get(t).copied().unwrap_or(0)
    }

    /// Tiles away after discarding `t`, `None` when the hand holds no `t` (or `t` is not a
    /// playing tile).
    ///
    /// ```
    /// use mahjong_core::{Tile, standard::discards_counts};
    /// let mut c = [0u8; 34];
    /// for t in [0, 0, 0, 1, 2, 3, 9, 10, 11, 18, 19, 20, 27, 27] { c[t] += 1; }
    /// let d = discards_counts(&c).unwrap();
    /// // 111234m 123p 123s EE is complete; after discarding the 4m or a 1m it is calling.
    /// assert_eq!(d.away(Tile::from_index(3).unwrap()), Some(0));
    /// assert_eq!(d.away(Tile::from_index(0).unwrap()), Some(0));
    /// ```
    pub fn away(&self, t: Tile) -> Option<i8> {
        let i = t.index() as usize;
        if i < 34 && self.held & (1 << i) != 0 { self.away.get(i).copied() } else { None }
    }

    /// Tiles that lower tiles away when drawn after discarding `t`, as a 34-bit mask (bit `i`
    /// for the tile of index `i`); 0 when the hand holds no `t`.
    ///
    /// ```
    /// use mahjong_core::{Tile, standard::discards_counts};
    /// let mut c = [0u8; 34];
    /// for t in [0, 0, 0, 1, 2, 3, 9, 10, 11, 18, 19, 20, 27, 27] { c[t] += 1; }
    /// let d = discards_counts(&c).unwrap();
    /// // Without the 4m, 11123m 123p 123s EE completes with 1m or 4m (111m and 123m or 234m),
    /// // or with East (11m 123m and a pung of East).
    /// assert_eq!(d.improving(Tile::from_index(3).unwrap()), (1 << 0) | (1 << 3) | (1 << 27));
    /// ```
    pub fn improving(&self, t: Tile) -> u64 {
        let i = t.index() as usize;
        if i < 34 && self.held & (1 << i) != 0 { self.improving.get(i).copied().unwrap_or(0) } else { 0 }
    }

    /// The faces the hand holds (the possible discards), as a 34-bit mask.
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// c[0] = 2;
    /// assert_eq!(discards_counts(&c).unwrap().held(), 1);
    /// ```
    pub const fn held(&self) -> u64 {
        self.held
    }

    /// The least tiles away over the discards: the hand's own tiles away, except that a
    /// complete hand (`-1`) is calling (`0`) after any discard.
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// c[0] = 2;
    /// assert_eq!(discards_counts(&c).unwrap().best(), 0);
    /// c[0] = 1;
    /// c[10] = 1;
    /// assert_eq!(discards_counts(&c).unwrap().best(), 0);
    /// ```
    pub fn best(&self) -> i8 {
        let mut best = NOT_HELD;
        for (t, &a) in self.away.iter().enumerate() {
            if self.held & (1 << t) != 0 {
                best = best.min(a);
            }
        }
        best
    }

    /// Tiles that lower the hand's tiles away when drawn after some discard that keeps it: the
    /// union of [`Discards::improving`] over the discards whose tiles away is
    /// [`Discards::best`].
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
    /// // Calling after discarding the White (on the Red) or the Red (on the White).
    /// assert_eq!(discards_counts(&c).unwrap().improving_any(), (1 << 31) | (1 << 33));
    /// ```
    pub fn improving_any(&self) -> u64 {
        let best = self.best();
        let mut out = 0;
        for t in 0..34 {
            if self.held & (1 << t) != 0 && self.away[t] == best {
                out |= self.improving[t];
            }
        }
        out
    }
}

/// Checks counts for [`improving_counts`](super::improving_counts).
pub(crate) fn improving_checked(c: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 != 1 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+1 (1, 4, 7, 10 or 13)" });
    }
    Ok(improving_unchecked(c, total))
}

/// Checks counts for [`improving_any_counts`](super::improving_any_counts). With 3n+2 tiles the
/// same reading holds: a best target keeping fewer than all the tiles leaves a tile to discard,
/// so a drawn tile lowers tiles away after the best discard exactly when it raises a best
/// target's kept number; a complete hand keeps every entry full and so has none.
pub(crate) fn improving_any_checked(c: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 == 0 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+1 or 3n+2, at most 14" });
    }
    Ok(improving_any_unchecked(c, total))
}

/// [`improving_unchecked`] for checked counts with `total % 3 != 0`, 3n+2 tiles included. The
/// suit tables hold no improving tiles for a suit of 14 tiles (no hand draws a fifteenth), so a
/// hand of 14 tiles of one suit (or of the honours alone) takes the table of every discard.
#[inline(always)]
pub(crate) fn improving_any_unchecked(c: &[u8; 34], total: u8) -> (i8, u64) {
    if total == 14 {
        let (a, b, s, h) = groups(c);
        let sum = |x: &[u8]| x.iter().sum::<u8>();
        if sum(a) == 14 || sum(b) == 14 || sum(s) == 14 || sum(h) == 14 {
            let away = table::shanten_unchecked(c, total);
            if away < 0 {
                return (away, 0);
            }
            let d = discards_unchecked(c, total);
            return (d.best(), d.improving_any());
        }
    }
    improving_unchecked(c, total)
}

/// Checks counts for [`discards_counts`](super::discards_counts).
pub(crate) fn discards_checked(c: &[u8; 34]) -> Result<Discards, StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 != 2 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+2 (2, 5, 8, 11 or 14)" });
    }
    Ok(discards_unchecked(c, total))
}
