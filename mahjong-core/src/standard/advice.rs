//! Discard advice for standard hands (Chinese classical, British, two- and three-player): for
//! each discard of a 14-tile hand, the tiles away after it, the improving tiles with how many
//! unseen copies of each remain, and the chance of improving on the next draw.
//!
//! # Definitions
//!
//! - **Unseen pool**: the profile's playing tiles (four of each face it plays; the three-player
//!   set has no North) less the player's own tiles and melds, less every tile the caller says is
//!   visible (discards, other players' melds). Flowers and seasons are left out: one drawn is set
//!   aside and replaced, so it never is the next tile kept. The discard itself is then seen, so
//!   the pool is the same whichever tile is discarded.
//! - **Tiles away** after a discard: [`TilesAway::best`](super::TilesAway::best) of the 13 tiles
//!   left (riichi convention: 0 is calling).
//! - **Improving tiles**: the faces whose draw brings that number down
//!   ([`TilesAway::improving`](super::TilesAway::improving)); **improving copies** the unseen
//!   copies of them; the **chance of improving on the next draw** is improving copies divided by
//!   the unseen pool.
//!
//! Discards are ranked the way efficiency tables rank them: fewest tiles away, then most
//! improving copies, then tile order. Calling discards is not modelled.
//!
//! ```
//! use mahjong_core::Hand;
//! use mahjong_core::standard::{RuleProfile, advice::{StandardDiscard, discard_advice}};
//!
//! let hand = Hand::parse("123456789m1122z5p").unwrap();
//! let mut out = [StandardDiscard::EMPTY; 14];
//! let n = discard_advice(&hand, RuleProfile::Classical, &[], &mut out).unwrap();
//! assert_eq!(n, 12); // twelve different tiles
//! let top = &out[0];
//! assert_eq!((top.discard().to_string().as_str(), top.tiles_away()), ("5p", 0));
//! // Waiting on 1z or 2z: two copies of each unseen, among 136 − 14 tiles.
//! assert_eq!(top.improving_copies(), 4);
//! assert!((top.chance() - 4.0 / 122.0).abs() < 1e-15);
//! ```

use super::{RuleProfile, StandardError, View, tiles_away};
use crate::{Hand, Tile};

/// One discard of a standard 14-tile hand.
///
/// ```
/// use mahjong_core::standard::advice::StandardDiscard;
/// assert_eq!(StandardDiscard::EMPTY.improving_copies(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StandardDiscard {
    discard: Tile,
    tiles_away: i8,
    improving: u64,
    unseen: [u8; 34],
    pool: u16,
}

impl Default for StandardDiscard {
    fn default() -> Self {
        StandardDiscard::EMPTY
    }
}

impl StandardDiscard {
    /// An empty entry, to fill a buffer before [`discard_advice`].
    pub const EMPTY: StandardDiscard =
        StandardDiscard { discard: Tile::BLANK, tiles_away: i8::MAX, improving: 0, unseen: [0; 34], pool: 0 };

    /// The entry made again from the parts its getters give: the discard, the tiles away, the
    /// improving faces as a mask of tile indices and the unseen copies of each face (the pool is
    /// their sum). None when they make no entry: a discard that is no playing tile, tiles away
    /// below -1, a mask bit past the 34 faces, or more than four unseen copies of a face.
    ///
    /// ```
    /// use mahjong_core::{Hand, Tile};
    /// use mahjong_core::standard::{RuleProfile, advice::{StandardDiscard, discard_advice}};
    /// let mut out = [StandardDiscard::EMPTY; 14];
    /// discard_advice(&Hand::parse("123456789m1122z5p").unwrap(), RuleProfile::Classical, &[], &mut out).unwrap();
    /// let d = out[0];
    /// let mut unseen = [0u8; Tile::PLAYING];
    /// Tile::all().take(Tile::PLAYING).for_each(|t| unseen[usize::from(t.index())] = d.unseen(t));
    /// assert_eq!(StandardDiscard::from_parts(d.discard(), d.tiles_away(), d.improving(), unseen), Some(d));
    /// unseen[0] = 5;
    /// assert_eq!(StandardDiscard::from_parts(d.discard(), d.tiles_away(), d.improving(), unseen), None);
    /// assert_eq!(StandardDiscard::from_parts(Tile::BLANK, 0, 0, [0; 34]), None);
    /// ```
    pub fn from_parts(
        discard: Tile,
        tiles_away: i8,
        improving: u64,
        unseen: [u8; Tile::PLAYING],
    ) -> Option<StandardDiscard> {
        let ok = discard.is_playing() && tiles_away >= -1 && improving >> 34 == 0 && unseen.iter().all(|&n| n <= 4);
        let pool = unseen.iter().map(|&n| u16::from(n)).sum();
        ok.then_some(StandardDiscard { discard, tiles_away, improving, unseen, pool })
    }

    /// The tile to discard.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.discard(), mahjong_core::Tile::BLANK);
    /// ```
    pub fn discard(&self) -> Tile {
        self.discard
    }

    /// Tiles away after the discard (riichi convention: 0 is calling, -1 complete).
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.tiles_away(), i8::MAX);
    /// ```
    pub fn tiles_away(&self) -> i8 {
        self.tiles_away
    }

    /// The improving tiles as a 34-bit mask of face indices.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.improving(), 0);
    /// ```
    pub fn improving(&self) -> u64 {
        self.improving
    }

    /// The improving tiles in index order.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.improving_tiles().count(), 0);
    /// ```
    pub fn improving_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::in_mask(self.improving)
    }

    /// Unseen copies of a face (0 for other tiles).
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.unseen("1m".parse().unwrap()), 0);
    /// ```
    pub fn unseen(&self, tile: Tile) -> u8 {
        self.unseen.get(tile.index() as usize).copied().unwrap_or(0)
    }

    /// Unseen copies of the improving tiles.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.improving_copies(), 0);
    /// ```
    pub fn improving_copies(&self) -> u32 {
        (0..34).filter(|&i| self.improving & (1 << i) != 0).map(|i| self.unseen[i] as u32).sum()
    }

    /// Tiles in the unseen pool.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.pool(), 0);
    /// ```
    pub fn pool(&self) -> u32 {
        self.pool as u32
    }

    /// The chance that the next draw is an improving tile: improving copies over the pool.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::advice::StandardDiscard::EMPTY.chance(), 0.0);
    /// ```
    pub fn chance(&self) -> f64 {
        if self.pool == 0 { 0.0 } else { self.improving_copies() as f64 / self.pool as f64 }
    }

    fn beats(&self, other: &StandardDiscard) -> bool {
        (self.tiles_away, core::cmp::Reverse(self.improving_copies()))
            < (other.tiles_away, core::cmp::Reverse(other.improving_copies()))
    }
}

/// Discard advice for a hand of 14 tiles in sets (kongs count 3) under `rules`: one entry per
/// distinct concealed tile, ranked fewest tiles away, then most improving copies, then tile order,
/// written into `out` (as many as it holds); returns how many. `visible` are the tiles seen
/// outside the hand (flowers and seasons among them are ignored). Allocates nothing.
///
/// Errors: a hand not of 14 tiles in sets, a hand the rules refuse (see [`StandardError`]), a
/// visible joker or blank, more copies of a face (hand, melds and visible) than the set holds,
/// an empty `out`.
///
/// ```
/// use mahjong_core::{Hand, Tile};
/// use mahjong_core::advice::AdviceError;
/// use mahjong_core::standard::{RuleProfile, advice::{StandardDiscard, discard_advice}};
/// let hand = Hand::parse("123456789m1122z5p").unwrap();
/// let mut out = [StandardDiscard::EMPTY; 14];
/// // Two East winds seen: only the two Souths are left to improve on.
/// let seen: [Tile; 2] = ["1z".parse().unwrap(), "1z".parse().unwrap()];
/// discard_advice(&hand, RuleProfile::Classical, &seen, &mut out).unwrap();
/// assert_eq!((out[0].unseen("1z".parse().unwrap()), out[0].improving_copies()), (0, 2));
/// let too_many = ["1z".parse().unwrap(); 3];
/// assert_eq!(
///     discard_advice(&hand, RuleProfile::Classical, &too_many, &mut out).unwrap_err().to_string(),
///     "tile 1z: the hand and the visible tiles hold 5 of it; the set has 4"
/// );
/// ```
pub fn discard_advice(
    hand: &Hand,
    rules: RuleProfile,
    visible: &[Tile],
    out: &mut [StandardDiscard],
) -> Result<usize, AdviceError> {
    let v = View::new(hand, rules)?;
    if v.in_sets != 14 {
        return Err(StandardError::WrongTileCount { count: v.in_sets, expected: "14" }.into());
    }
    if out.is_empty() {
        return Err(AdviceError::NoRoom);
    }
    let mut seen = [0usize; 34];
    for (s, &a) in seen.iter_mut().zip(&v.all) {
        *s = a as usize;
    }
    for &t in visible {
        if t.is_bonus() {
            continue;
        }
        if !t.is_playing() {
            return Err(AdviceError::NotInSet { tile: t });
        }
        seen[t.index() as usize] += 1;
    }
    let mut unseen = [0u8; 34];
    let mut pool = 0u16;
    for t in 0..34 {
        let face = Tile::from_index(t as u8).unwrap_or(Tile::BLANK);
        let set = if rules.uses_tile(face) { 4 } else { 0 };
        if seen[t] > set as usize {
            return Err(AdviceError::Visible { tile: face, count: seen[t], set });
        }
        unseen[t] = set - seen[t] as u8;
        pool += unseen[t] as u16;
    }
    let mut n = 0usize;
    for t in 0..34 {
        if v.conc[t] == 0 {
            continue;
        }
        let face = Tile::from_index(t as u8).unwrap_or(Tile::BLANK);
        let mut left = *hand;
        left.remove(face);
        let (best, improving) = tiles_away(&left, rules)?.best_and_improving();
        let entry = StandardDiscard { discard: face, tiles_away: best, improving, unseen, pool };
        let k = out.len();
        let at = out[..n].iter().position(|o| entry.beats(o)).unwrap_or(n);
        if at < k {
            let last = n.min(k - 1);
            out.copy_within(at..last, at + 1);
            out[at] = entry;
            n = (n + 1).min(k);
        }
    }
    Ok(n)
}

/// [`discard_advice`] with the room it needs ([`DISCARD_CHOICES`](crate::args::DISCARD_CHOICES))
/// made here and its entries returned, for a face that keeps them.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::standard::{RuleProfile, advice::{StandardDiscard, discard_advice, discard_advice_vec}};
/// let hand = Hand::parse("123456789m1122z5p").unwrap();
/// let mut out = [StandardDiscard::EMPTY; 14];
/// let n = discard_advice(&hand, RuleProfile::Classical, &[], &mut out).unwrap();
/// assert_eq!(discard_advice_vec(&hand, RuleProfile::Classical, &[]).unwrap(), out[..n]);
/// ```
#[cfg(feature = "alloc")]
pub fn discard_advice_vec(
    hand: &Hand,
    rules: RuleProfile,
    visible: &[Tile],
) -> Result<alloc::vec::Vec<StandardDiscard>, AdviceError> {
    let mut out = alloc::vec![StandardDiscard::EMPTY; crate::args::DISCARD_CHOICES];
    let n = discard_advice(hand, rules, visible, &mut out)?;
    out.truncate(n);
    Ok(out)
}

/// The JSON form of a [`StandardDiscard`] (feature `serde`).
#[cfg(feature = "serde")]
mod serialize {
    use super::StandardDiscard;
    use crate::Tile;

    crate::ser::serialize_map! {
        /// `{"discard", "tiles_away", "improving": [{"tile", "unseen"}], "improving_copies", "pool",
        /// "chance"}` (feature `serde`).
        StandardDiscard, |v| {
            "discard" => &v.discard(), "tiles_away" => &v.tiles_away(), "improving" => &Improving(v),
            "improving_copies" => &v.improving_copies(), "pool" => &v.pool(), "chance" => &v.chance(),
        }
    }

    /// The improving tiles, each with its unseen copies.
    struct Improving<'a>(&'a StandardDiscard);

    impl serde::Serialize for Improving<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            use serde::ser::SerializeSeq;
            let mut seq = s.serialize_seq(None)?;
            for t in self.0.improving_tiles() {
                seq.serialize_element(&Copies(t, self.0.unseen(t)))?;
            }
            seq.end()
        }
    }

    /// A tile and its unseen copies.
    struct Copies(Tile, u8);

    crate::ser::serialize_map! {
        Copies, |v| { "tile" => &v.0, "unseen" => &v.1 }
    }
}

crate::kind::error_enum! {
    /// Why a question to the advisor cannot be answered. Each variant names the tile, the count or
    /// the argument at fault.
    ///
    /// ```
    /// use mahjong_core::advice::AdviceError;
    /// let err = AdviceError::Draws { draws: 120, most: 99 };
    /// assert_eq!(err.to_string(), "draws is 120, beyond the wall: at most 99");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum AdviceError {
        /// The hand holds the wrong number of tiles for the question.
        #[error("the hand has {tiles} tiles; {call} takes {expected}")]
        HandTiles {
            /// Tiles the hand holds (exposures, jokers and flowers included).
            tiles: usize,
            /// The question asked (`odds`, `discard advice`, …).
            call: &'static str,
            /// What it takes (`13 or 14`, `14`).
            expected: &'static str,
        } => AdviceHandTiles,
        /// The player's own tiles and the visible tiles hold more of a tile than the set has.
        #[error("tile {tile}: the hand and the visible tiles hold {count} of it; the set has {set}")]
        Visible {
            /// The tile.
            tile: Tile,
            /// Copies counted (hand, exposures and visible tiles).
            count: usize,
            /// Copies in the set.
            set: u8,
        } => AdviceVisible,
        /// A tile the set does not hold at all (a blank in the American set, a joker in a standard
        /// hand's visible tiles).
        #[error("tile {tile} is not in the set the advice draws from")]
        NotInSet {
            /// The tile.
            tile: Tile,
        } => AdviceNotInSet,
        /// More draws asked than the wall (or the unseen pool) can give.
        #[error("draws is {draws}, beyond the wall: at most {most}")]
        Draws {
            /// Draws asked (with the tiles a pass brings in, for Charleston advice).
            draws: usize,
            /// The most the wall and the unseen pool allow.
            most: usize,
        } => AdviceDraws,
        /// The card has no lines, so there is nothing to aim for.
        #[error("the card has no lines")]
        NoLines => AdviceNoLines,
        /// No result asked for: room for none (`k` is 0, an empty slice).
        #[error("0 results asked for (k is 0): ask for at least one")]
        NoRoom => AdviceNoRoom,
        /// Charleston advice for a hand with exposures (nothing is exposed before the Charleston).
        #[error("the hand has {exposures} exposures; the Charleston is passed from a concealed hand")]
        Exposed {
            /// Exposures in the hand.
            exposures: usize,
        } => AdviceExposed,
        /// The standard rules refuse the hand (see [`StandardError`]).
        #[error(transparent)]
        Standard(#[from] StandardError) => inner,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, advice::AdviceError};
    /// assert_eq!(AdviceError::NoLines.kind(), ErrorKind::AdviceNoLines);
    /// ```
    fn kind;
}

impl AdviceError {
    /// Whether the hand itself does not fit the question (its tile count, its exposures, or the
    /// standard rules refuse it), rather than another argument (the visible tiles, the draws, the
    /// card, the room for results): every face reports the two apart, so the split is made here.
    ///
    /// ```
    /// use mahjong_core::advice::AdviceError;
    /// assert!(AdviceError::Exposed { exposures: 1 }.is_about_hand());
    /// assert!(!AdviceError::Draws { draws: 120, most: 99 }.is_about_hand());
    /// ```
    pub const fn is_about_hand(&self) -> bool {
        match self {
            AdviceError::HandTiles { .. } | AdviceError::Exposed { .. } | AdviceError::Standard(_) => true,
            AdviceError::Visible { .. }
            | AdviceError::NotInSet { .. }
            | AdviceError::Draws { .. }
            | AdviceError::NoLines
            | AdviceError::NoRoom => false,
        }
    }
}
