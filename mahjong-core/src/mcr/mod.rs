//! The Chinese Official rules (Mahjong Competition Rules, MCR; 国标麻将): the hand forms, the
//! 81 fans and their counting principles, the 8-point minimum and the payments.
//!
//! ```
//! use mahjong_core::Hand;
//! use mahjong_core::mcr::{self, Fan};
//!
//! // Four chows and a pair of twos, won on a discard with the 6 dots that completes 456p
//! // (3 dots would have completed 345p, so the wait is not unique).
//! let hand = Hand::parse("123m456p789p345s22s ; win=6p").unwrap();
//! let s = mcr::score(&hand).unwrap();
//! assert_eq!(s.count(Fan::AllChows), 1);          // 2: four chows and a pair of numbers
//! assert_eq!(s.count(Fan::ConcealedHand), 1);     // 2: nothing melded, won on a discard
//! assert_eq!(s.count(Fan::ShortStraight), 1);     // 1: 456p and 789p
//! assert_eq!(s.count(Fan::NoHonors), 0);          // included in All Chows
//! assert_eq!(s.fan_points(), 5);
//! assert!(!s.meets_minimum());                    // 8 points are needed to win
//! assert_eq!(mcr::is_winning(&hand), Ok(false));
//! ```
//!
//! # Hand forms
//!
//! A hand wins with fourteen tiles (a kong counts three) in one of these forms
//! ([`HandForm`]): four sets (chows, pungs, kongs) and a pair; seven pairs (four of a face count
//! as two pairs); Thirteen Orphans (one of each terminal and honour and a pair of one of them);
//! Honors and Knitted Tiles (fourteen different tiles: honours and numbers all from one knitted
//! sequence 1-4-7, 2-5-8, 3-6-9 in three different suits); a Knitted Straight (all nine tiles of
//! a knitted sequence) with a set and a pair. Every decomposition of a hand is counted and the
//! highest total kept.
//!
//! # Counting principles
//!
//! - **Non-repeat**: a fan that a higher fan implies is not counted again (Big Four Winds does
//!   not also count All Pungs).
//! - **Non-separation**: the sets that make a fan are not taken apart to count smaller fans
//!   (a Pure Straight is not also two Short Straights).
//! - **Exclusion**: once some sets have made a combining fan, each further set combines at most
//!   once more with a set already used.
//! - **Account once**: a set is not combined with the same other set twice, and a set does not
//!   make the same fan twice.
//! - The decomposition with the highest total counts.
//!
//! Flowers score 1 point each ([`Fan::FlowerTiles`]) but do not count toward the 8-point
//! minimum. The full list of fans, their values and what each includes, in our words, is in
//! `docs/mcr.md`.
//!
//! # Winning context
//!
//! Read from [`Hand::context`](crate::Hand::context): the winning tile (`win=`, required, and
//! among the concealed tiles), how it was won (`by=discard`, `self`, `kong-replacement`,
//! `robbing-kong`, `last-tile` for the last tile of the wall drawn, `last-discard` for the last
//! discard of the game), the seat and prevailing winds, and `last-of-kind` (the winning tile is
//! the last of its kind; it is implied when the melds show the other three). Impossible contexts
//! are errors ([`McrError`]).
//!
//! # Choices where the rules leave room
//!
//! - Edge Wait, Closed Wait and Single Wait count only when the hand had exactly one winning
//!   tile (a tile whose four copies the hand already holds does not count as a winning tile);
//!   which one is read from where the winning tile sits (the end of a chow, its middle, the
//!   pair), one per hand.
//! - A pung completed by a discard counts as exposed for the concealed-pung fans unless the
//!   winning tile can be read as completing a concealed chow.
//! - A melded kong and a concealed kong count Melded Kong and Concealed Kong (3 points): the
//!   5-point "concealed and melded kong" of later rule books is not one of the 81 fans.

mod away;
#[cfg(all(feature = "serde", feature = "alloc"))]
mod deserialize;
mod fan;
pub(crate) mod forms;
mod score;
#[cfg(feature = "fast-tables")]
mod suit_table;

pub use away::{McrTilesAway, McrWaits, tiles_away, waits};
pub use fan::{CountedFan, Fan};

use crate::{Hand, MeldKind, MeldStatus, Tile, TileKind, WinMethod, Wind};
use forms::{Counts, Group, Kind};

/// The least points of fans (flowers not counted) a winning hand needs.
pub const MINIMUM_POINTS: u32 = 8;

/// What every player pays the winner on top of the total (and what the discarder adds).
pub const BASE_PAYMENT: i32 = 8;

/// The form a winning hand took.
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// let s = mcr::score(&Hand::parse("19m19p19s1234567z1m ; win=1m").unwrap()).unwrap();
/// assert_eq!(s.form(), mcr::HandForm::ThirteenOrphans);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum HandForm {
    /// Four sets and a pair (Nine Gates too).
    Regular = 0,
    /// Seven pairs (Seven Pairs or Seven Shifted Pairs).
    SevenPairs = 1,
    /// Thirteen Orphans.
    ThirteenOrphans = 2,
    /// Lesser or Greater Honors and Knitted Tiles.
    HonorsAndKnittedTiles = 3,
    /// A Knitted Straight with a set and a pair.
    KnittedStraight = 4,
}

crate::name::names! {
    HandForm, "hand form", label: HandForm::label,
    [
        Regular = "regular",
        SevenPairs = "seven_pairs",
        ThirteenOrphans = "thirteen_orphans",
        HonorsAndKnittedTiles = "honors_and_knitted_tiles",
        KnittedStraight = "knitted_straight",
    ]
}

impl HandForm {
    /// All forms in value order.
    pub const ALL: [HandForm; 5] = [
        HandForm::Regular,
        HandForm::SevenPairs,
        HandForm::ThirteenOrphans,
        HandForm::HonorsAndKnittedTiles,
        HandForm::KnittedStraight,
    ];

    /// Lower-case name: `regular`, `seven-pairs`, `thirteen-orphans`, `honors-and-knitted`,
    /// `knitted-straight`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::HandForm::SevenPairs.label(), "seven-pairs");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            HandForm::Regular => "regular",
            HandForm::SevenPairs => "seven-pairs",
            HandForm::ThirteenOrphans => "thirteen-orphans",
            HandForm::HonorsAndKnittedTiles => "honors-and-knitted",
            HandForm::KnittedStraight => "knitted-straight",
        }
    }
}

/// Why a hand cannot be scored under the Chinese Official rules.
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, McrError}};
/// let err = mcr::score(&Hand::parse("123m456p789s11z222z").unwrap()).unwrap_err();
/// assert_eq!(err, McrError::NoWinningTile);
/// assert_eq!(err.to_string(), "the win context names no winning tile (win=)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum McrError {
    /// The hand holds the wrong number of tiles.
    #[error("{count} tiles in sets (kongs count 3); expected {expected}")]
    WrongTileCount {
        /// Concealed tiles plus three per meld.
        count: u8,
        /// What the question needs: 14 to score, 13 for tiles away and waits.
        expected: u8,
    },
    /// More than four copies of a tile.
    #[error("{count} copies of {tile}; there are 4")]
    TooManyCopies {
        /// The tile.
        tile: Tile,
        /// Copies held.
        count: u8,
    },
    /// A joker, blank or American flower.
    #[error("{0} is not played in the Chinese Official rules")]
    NotPlayed(Tile),
    /// A quint or sextet.
    #[error("a {0} is not a set of the Chinese Official rules")]
    NotASet(&'static str),
    /// No winning tile in the context.
    #[error("the win context names no winning tile (win=)")]
    NoWinningTile,
    /// The winning tile is not among the concealed tiles.
    #[error("the winning tile {0} is not among the concealed tiles")]
    WinningTileNotConcealed(Tile),
    /// The hand is not complete in any form.
    #[error("not a complete hand in any form of the Chinese Official rules")]
    NotComplete,
    /// `last-of-kind` with other copies of the winning tile among the concealed tiles.
    #[error("last-of-kind: the hand holds {held} copies of {tile}, so the other three cannot all be shown")]
    LastOfKindHeld {
        /// The winning tile.
        tile: Tile,
        /// Concealed copies, the winning tile included.
        held: u8,
    },
    /// `by=robbing-kong` with another copy of the winning tile in the hand.
    #[error("by=robbing-kong: the hand holds another {0}, but the robbed kong had the other three")]
    RobbedTileHeld(Tile),
    /// `by=kong-replacement` without a kong.
    #[error("by=kong-replacement: the hand has no kong")]
    ReplacementWithoutKong,
    /// Flowers or seasons in a hand scored with a set that has none.
    #[error("{0} is a flower or season, and the set is played without them")]
    FlowerNotInSet(Tile),
    /// The discarder named for a payment is the winner.
    #[error("the discarder ({}) is the winner", .0.name())]
    DiscarderIsWinner(Wind),
}

impl McrError {
    crate::kind::error_enum! {
        /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
        ///
        /// ```
        /// use mahjong_core::{ErrorKind, mcr::McrError};
        /// assert_eq!(McrError::NoWinningTile.kind(), ErrorKind::McrNoWinningTile);
        /// ```
        fn kind for [
            WrongTileCount => McrWrongTileCount, TooManyCopies => McrTooManyCopies, NotPlayed => McrNotPlayed,
            NotASet => McrNotASet, NoWinningTile => McrNoWinningTile,
            WinningTileNotConcealed => McrWinningTileNotConcealed, NotComplete => McrNotComplete,
            LastOfKindHeld => McrLastOfKindHeld, RobbedTileHeld => McrRobbedTileHeld,
            ReplacementWithoutKong => McrReplacementWithoutKong, FlowerNotInSet => McrFlowerNotInSet,
            DiscarderIsWinner => McrDiscarderIsWinner
        ];
    }
}

crate::kind::kinded_errors!(McrError);

/// The score of a winning hand: the fans counted (with how many times), the total, and the
/// form.
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, Fan}};
/// // Big Three Dragons (88), with a pung of East (Pung of Terminals or Honors, 1) and a pair
/// // of 5 craks, on a discard.
/// let s = mcr::score(&Hand::parse("555z 666z 777z 111z 55m ; win=5m seat=S prevailing=S").unwrap()).unwrap();
/// assert_eq!(s.count(Fan::BigThreeDragons), 1);
/// assert_eq!(s.fans().map(|(f, n)| (f.label(), n)).collect::<Vec<_>>(), [
///     ("Big Three Dragons", 1),
///     ("Four Concealed Pungs", 1),   // 64: won on the pair, every pung concealed
///     ("Half Flush", 1),             // 6: craks and honours
///     ("Pung of Terminals or Honors", 1),
///     ("Single Wait", 1),            // 1: only the 5 craks completed the hand
/// ]);
/// assert_eq!(s.total(), 88 + 64 + 6 + 1 + 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct McrScore {
    table: [u8; 82],
    fan_points: u16,
    flowers: u8,
    form: HandForm,
}

impl McrScore {
    /// How many times `fan` is counted (0 when not).
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr::{self, Fan}};
    /// let s = mcr::score(&Hand::parse("11m123456789p11z1z 1f2f ; win=1z by=self").unwrap()).unwrap();
    /// assert_eq!(s.count(Fan::FlowerTiles), 2);
    /// ```
    pub fn count(&self, fan: Fan) -> u8 {
        self.table[fan as usize]
    }

    /// The fans counted, in table order, with their counts (flowers included).
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr::{self, Fan}};
    /// let s = mcr::score(&Hand::parse("19m19p19s1234567z7z ; win=7z").unwrap()).unwrap();
    /// assert_eq!(s.fans().collect::<Vec<_>>(), [(Fan::ThirteenOrphans, 1)]);
    /// ```
    pub fn fans(&self) -> impl Iterator<Item = (Fan, u8)> + '_ {
        Fan::ALL.into_iter().filter_map(|f| {
            let n = self.table[f as usize];
            (n > 0).then_some((f, n))
        })
    }

    /// Points of the fans without the flowers (what the 8-point minimum reads).
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let s = mcr::score(&Hand::parse("19m19p19s1234567z7z 1f ; win=7z").unwrap()).unwrap();
    /// assert_eq!((s.fan_points(), s.total()), (88, 89));
    /// ```
    pub fn fan_points(&self) -> u32 {
        self.fan_points as u32
    }

    /// Flowers and seasons set aside (1 point each).
    pub fn flowers(&self) -> u32 {
        self.flowers as u32
    }

    /// The total: the fans' points and the flowers.
    pub fn total(&self) -> u32 {
        self.fan_points as u32 + self.flowers as u32
    }

    /// Whether the fans (without flowers) reach the 8-point minimum.
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let s = mcr::score(&Hand::parse("123m456p789p345s22s 1f2f3f4f ; win=6p").unwrap()).unwrap();
    /// assert_eq!(s.total(), 9);
    /// assert!(!s.meets_minimum()); // 5 points of fans; flowers do not count toward the 8
    /// ```
    pub fn meets_minimum(&self) -> bool {
        self.fan_points() >= MINIMUM_POINTS
    }

    /// The form of the counted decomposition.
    pub fn form(&self) -> HandForm {
        self.form
    }

    /// The total in words ([`TotalText`]): `28 points (28 in fans, 0 for flowers)`.
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let s = mcr::score(&Hand::parse("123m456p789p345s22s 1f ; win=6p").unwrap()).unwrap();
    /// assert_eq!(s.total_text().to_string(), "6 points (5 in fans, 1 for flowers)");
    /// ```
    pub fn total_text(&self) -> TotalText {
        TotalText { fan_points: self.fan_points(), flowers: self.flowers() }
    }

    /// What each seat pays (negative) or receives (positive), indexed by seat (East, South,
    /// West, North): see [`payments`].
    ///
    /// ```
    /// use mahjong_core::{Hand, Wind, mcr};
    /// let s = mcr::score(&Hand::parse("19m19p19s1234567z7z ; win=7z seat=S").unwrap()).unwrap();
    /// assert_eq!(s.payments(Wind::South, Some(Wind::West)), Ok([-8, 8 + 96 + 8, -96, -8]));
    /// ```
    pub fn payments(&self, winner: Wind, discarder: Option<Wind>) -> Result<[i32; 4], McrError> {
        payments(self.total(), winner, discarder)
    }
}

/// The score in words, as the faces print it under the fans: the total ([`TotalText`]), whether
/// the fans reach the 8-point minimum ([`MINIMUM_POINTS`]; a hand short of it is not a winning
/// hand) and the form ([`HandForm::name`]).
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// // Pure Straight 16, Half Flush 6, Fully Concealed Hand 4, Dragon Pung 2.
/// let s = mcr::score(&Hand::parse("123456789m777z11m ; win=9m by=self").unwrap()).unwrap();
/// assert_eq!(s.to_string(), "28 points (28 in fans, 0 for flowers); meets the 8-point minimum; form regular");
/// // All Chows 2, Concealed Hand 2, Short Straight 1, and a flower that the minimum does not read.
/// let s = mcr::score(&Hand::parse("123m456p789p345s22s 1f ; win=6p").unwrap()).unwrap();
/// assert_eq!(
///     s.to_string(),
///     "6 points (5 in fans, 1 for flowers); below the 8-point minimum: not a winning hand; form regular"
/// );
/// ```
impl core::fmt::Display for McrScore {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}; ", self.total_text())?;
        if self.meets_minimum() {
            write!(f, "meets the {MINIMUM_POINTS}-point minimum")?;
        } else {
            write!(f, "below the {MINIMUM_POINTS}-point minimum: not a winning hand")?;
        }
        write!(f, "; form {}", self.form.name())
    }
}

/// Points in words: `1 point`, `28 points`.
///
/// ```
/// use mahjong_core::mcr::PointsText;
/// assert_eq!((PointsText(1).to_string(), PointsText(28).to_string()), ("1 point".into(), "28 points".into()));
/// assert_eq!(PointsText(0).to_string(), "0 points");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointsText(pub u32);

impl core::fmt::Display for PointsText {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            1 => f.write_str("1 point"),
            n => write!(f, "{n} points"),
        }
    }
}

/// A score's total in words, as the faces print it: the total ([`PointsText`]), then the points
/// of the fans and of the flowers, which together make it. [`McrScore::total_text`] gives it for a
/// score.
///
/// ```
/// use mahjong_core::mcr::TotalText;
/// assert_eq!(TotalText { fan_points: 28, flowers: 0 }.to_string(), "28 points (28 in fans, 0 for flowers)");
/// assert_eq!(TotalText { fan_points: 5, flowers: 4 }.to_string(), "9 points (5 in fans, 4 for flowers)");
/// assert_eq!(TotalText { fan_points: 0, flowers: 1 }.to_string(), "1 point (0 in fans, 1 for flowers)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TotalText {
    /// Points of the fans without the flowers ([`McrScore::fan_points`]).
    pub fan_points: u32,
    /// Flowers and seasons, 1 point each ([`McrScore::flowers`]).
    pub flowers: u32,
}

impl core::fmt::Display for TotalText {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let total = PointsText(self.fan_points.saturating_add(self.flowers));
        write!(f, "{total} ({} in fans, {} for flowers)", self.fan_points, self.flowers)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for McrScore {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        struct Fans<'a>(&'a McrScore);
        impl serde::Serialize for Fans<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut seq = s.serialize_seq(None)?;
                for (f, n) in self.0.fans() {
                    seq.serialize_element(&FanEntry(f, n))?;
                }
                seq.end()
            }
        }
        struct FanEntry(Fan, u8);
        impl serde::Serialize for FanEntry {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(5))?;
                m.serialize_entry("fan", self.0.label())?;
                m.serialize_entry("chinese", self.0.chinese())?;
                m.serialize_entry("number", &self.0.number())?;
                m.serialize_entry("points", &self.0.points())?;
                m.serialize_entry("count", &self.1)?;
                m.end()
            }
        }
        let mut m = s.serialize_map(Some(6))?;
        m.serialize_entry("form", self.form.label())?;
        m.serialize_entry("fans", &Fans(self))?;
        m.serialize_entry("fan_points", &self.fan_points())?;
        m.serialize_entry("flowers", &self.flowers())?;
        m.serialize_entry("total", &self.total())?;
        m.serialize_entry("meets_minimum", &self.meets_minimum())?;
        m.end()
    }
}

/// The largest total [`payments`] pays exactly: a quarter of what a payment (`i32`) holds, less
/// the base, so every payment and the winner's sum fit. [`payments`] pays a larger total as this
/// one; a face refuses it ([`payment_total`]).
pub const MAX_PAYMENT_TOTAL: u32 = i32::MAX as u32 / 4 - BASE_PAYMENT as u32;

/// The totals a face may give [`payments`] ([`payment_total`]): 0 to [`MAX_PAYMENT_TOTAL`].
pub const PAYMENT_TOTAL: crate::args::Limit =
    crate::args::Limit::out_of(0, MAX_PAYMENT_TOTAL as i64, "0 to 536870903 points (what a payment holds)");

/// `total`, the points of a win to pay ([`payments`]), as a face gives it: within
/// [`PAYMENT_TOTAL`], or [`NotInRange`](crate::args::NotInRange) naming `total`.
///
/// ```
/// use mahjong_core::{args::Given, mcr};
/// assert_eq!(mcr::payment_total(Given::Number(536_870_903)), Ok(mcr::MAX_PAYMENT_TOTAL));
/// let e = mcr::payment_total(Given::Number(536_870_904)).unwrap_err();
/// assert_eq!(e.to_string(), "total 536870904 is out of range: 0 to 536870903 points (what a payment holds)");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn payment_total(value: crate::args::Given<'_>) -> Result<u32, crate::args::NotInRange<'_>> {
    PAYMENT_TOTAL.read("total", value).map(|n| n as u32)
}

/// MCR payments for a win worth `total` points: on a discard the discarder pays the total plus
/// 8 and the other two losers 8 each; self-drawn, each of the three pays the total plus 8. The
/// result is indexed by seat (East, South, West, North); it sums to zero.
///
/// ```
/// use mahjong_core::{Wind, mcr};
/// assert_eq!(mcr::payments(10, Wind::East, None), Ok([54, -18, -18, -18]));
/// assert_eq!(mcr::payments(10, Wind::East, Some(Wind::North)), Ok([34, -8, -8, -18]));
/// assert!(mcr::payments(10, Wind::East, Some(Wind::East)).is_err());
/// ```
pub fn payments(total: u32, winner: Wind, discarder: Option<Wind>) -> Result<[i32; 4], McrError> {
    if discarder == Some(winner) {
        return Err(McrError::DiscarderIsWinner(winner));
    }
    let total = total.min(MAX_PAYMENT_TOTAL) as i32;
    let mut out = [0i32; 4];
    for w in Wind::ALL {
        if w == winner {
            continue;
        }
        let pay = match discarder {
            None => total + BASE_PAYMENT,
            Some(d) if d == w => total + BASE_PAYMENT,
            Some(_) => BASE_PAYMENT,
        };
        out[w as usize] -= pay;
        out[winner as usize] += pay;
    }
    Ok(out)
}

/// Whether any count is over four, eight counts at a time: a count is at most 58 (34 concealed
/// tiles and four melds of at most six), so adding 123 to each byte carries into none and sets
/// a byte's high bit exactly when its count is over four.
fn over_four(c: &Counts) -> bool {
    const ADD: u64 = 0x7b7b_7b7b_7b7b_7b7b;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut over = (c[32] > 4) | (c[33] > 4);
    for k in 0..4 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[k * 8..k * 8 + 8]);
        over |= (u64::from_le_bytes(b) + ADD) & HIGH != 0;
    }
    over
}

/// The hand read for counting.
struct Read {
    concealed: Counts,
    all: Counts,
    melds: [Group; 4],
    n_melds: usize,
    flowers: u8,
    ctx: score::Ctx,
}

/// Reads `hand` into `r` (all zero but the melds' places, which are written), in place: the
/// counts are not moved again.
#[inline(always)]
fn read(hand: &Hand, r: &mut Read) -> Result<(), McrError> {
    let Read { concealed, all, melds, n_melds, flowers, ctx } = r;
    // Two tiles a step (half the loop's own instructions), in order: the first tile not played
    // is the one named.
    let mut count = |t: Tile| {
        if !t.is_playing() {
            return Err(McrError::NotPlayed(t));
        }
        concealed[t.index() as usize] += 1;
        Ok(())
    };
    let two = hand.concealed().chunks_exact(2);
    let rest = two.remainder();
    for p in two {
        count(p[0])?;
        count(p[1])?;
    }
    for &t in rest {
        count(t)?;
    }
    *all = *concealed;
    *n_melds = hand.melds().len();
    for (i, m) in hand.melds().iter().enumerate() {
        if let Some(&t) = m.tiles().iter().find(|t| !t.is_playing()) {
            return Err(McrError::NotPlayed(t));
        }
        let kind = match m.kind() {
            MeldKind::Chow => Kind::Chow,
            MeldKind::Pung => Kind::Pung,
            MeldKind::Kong => Kind::Kong,
            k @ (MeldKind::Quint | MeldKind::Sextet) => return Err(McrError::NotASet(k.name())),
        };
        for &t in m.tiles() {
            all[t.index() as usize] += 1;
        }
        melds[i] = Group::new(kind, m.tile().index(), m.status() != MeldStatus::Concealed);
    }
    for &t in hand.bonus() {
        if !matches!(t.kind(), TileKind::Flower(_) | TileKind::Season(_)) {
            return Err(McrError::NotPlayed(t));
        }
    }
    if over_four(all) {
        let i = all.iter().position(|&n| n > 4).unwrap_or(0);
        return Err(McrError::TooManyCopies { tile: Tile::from_index(i as u8).unwrap_or(Tile::BLANK), count: all[i] });
    }
    let count = hand.concealed().len() + 3 * *n_melds;
    if count != 14 {
        return Err(McrError::WrongTileCount { count: count.min(255) as u8, expected: 14 });
    }
    let c = hand.context();
    let win = c.winning_tile.ok_or(McrError::NoWinningTile)?;
    if !win.is_playing() || concealed[win.index() as usize] == 0 {
        return Err(McrError::WinningTileNotConcealed(win));
    }
    let w = win.index();
    let (self_drawn, wall_last, kong) = match c.method {
        WinMethod::Discard => (false, false, false),
        WinMethod::SelfDrawn => (true, false, false),
        WinMethod::KongReplacement => (true, false, true),
        WinMethod::RobbingKong => (false, false, true),
        WinMethod::LastWallTile => (true, true, false),
        WinMethod::LastDiscard => (false, true, false),
    };
    if c.method == WinMethod::KongReplacement && !hand.melds().iter().any(|m| m.kind() == MeldKind::Kong) {
        return Err(McrError::ReplacementWithoutKong);
    }
    if c.method == WinMethod::RobbingKong && all[w as usize] > 1 {
        return Err(McrError::RobbedTileHeld(win));
    }
    let held = concealed[w as usize];
    if c.last_of_kind && held > 1 {
        return Err(McrError::LastOfKindHeld { tile: win, held });
    }
    // The melds show the other three: the winning tile is the last of its kind.
    let last_of_kind = c.last_of_kind || all[w as usize] - held == 3;
    *ctx = score::Ctx {
        win: w,
        self_drawn,
        wall_last,
        kong,
        last_of_kind,
        seat: c.seat_wind as u8,
        prevailing: c.prevailing as u8,
    };
    *flowers = hand.bonus().len() as u8;
    Ok(())
}

/// Scores a complete hand: every form and decomposition, the best total. The hand needs a
/// winning tile among its concealed tiles (`win=`).
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, Fan}};
/// // Pure Straight (16) with a pung of red dragons (Dragon Pung, 2), self-drawn with nothing
/// // melded (Fully Concealed Hand, 4), craks and honours only (Half Flush, 6).
/// let s = mcr::score(&Hand::parse("123456789m777z11m ; win=9m by=self").unwrap()).unwrap();
/// assert_eq!(s.count(Fan::PureStraight), 1);
/// assert_eq!(s.total(), 16 + 2 + 4 + 6);
/// ```
pub fn score(hand: &Hand) -> Result<McrScore, McrError> {
    let mut r = Read {
        concealed: [0; 34],
        all: [0; 34],
        melds: [Group::new(Kind::Pair, 0, false); 4],
        n_melds: 0,
        flowers: 0,
        ctx: score::Ctx {
            win: 0,
            self_drawn: false,
            wall_last: false,
            kong: false,
            last_of_kind: false,
            seat: 0,
            prevailing: 0,
        },
    };
    read(hand, &mut r)?;
    let melds = &r.melds[..r.n_melds];
    let wait = score::WaitProbe {
        concealed: &r.concealed,
        all: &r.all,
        melds: r.n_melds,
        win: r.ctx.win,
        cached: core::cell::Cell::new(0),
    };
    let info = score::Info { all: &r.all, melds, meld_groups: &r.melds, present: forms::mask(&r.all), wait };
    let mut slots = [score::Table::EMPTY; 2];
    let (slot, fan_points, form) = score::best(&r.concealed, &info, &r.ctx, &mut slots).ok_or(McrError::NotComplete)?;
    let mut table = slots[slot & 1].n;
    table[Fan::FlowerTiles as usize] = r.flowers;
    Ok(McrScore { table, fan_points: fan_points as u16, flowers: r.flowers, form })
}

/// [`score`] for a game played with or without the eight flowers and seasons: without them, a
/// flower or season in the hand is an error naming it.
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// let h = Hand::parse("19m19p19s1234567z7z 1f ; win=7z").unwrap();
/// assert_eq!(mcr::score_in(&h, true).unwrap().total(), 89);
/// assert_eq!(mcr::score_in(&h, false).unwrap_err().to_string(), "1f is a flower or season, and the set is played without them");
/// ```
pub fn score_in(hand: &Hand, flowers_and_seasons: bool) -> Result<McrScore, McrError> {
    if let (false, Some(&t)) = (flowers_and_seasons, hand.bonus().first()) {
        return Err(McrError::FlowerNotInSet(t));
    }
    score(hand)
}

/// Whether the hand wins under the Chinese Official rules: complete in some form with at least
/// 8 points of fans (flowers not counted). An incomplete hand is `Ok(false)`; a hand that cannot
/// be read (wrong tile count, no winning tile, an impossible context) is an error.
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// assert_eq!(mcr::is_winning(&Hand::parse("123456789m777z11m ; win=9m by=self").unwrap()), Ok(true));
/// assert_eq!(mcr::is_winning(&Hand::parse("123456789m777z12m ; win=9m").unwrap()), Ok(false));
/// ```
pub fn is_winning(hand: &Hand) -> Result<bool, McrError> {
    match score(hand) {
        Ok(s) => Ok(s.meets_minimum()),
        Err(McrError::NotComplete) => Ok(false),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::over_four;

    #[test]
    fn over_four_agrees_with_a_count_by_count_check_at_every_place_and_count() {
        for place in 0..34 {
            for n in 0..=58u8 {
                let mut c = [4u8; 34];
                c[place] = n;
                assert_eq!(over_four(&c), c.iter().any(|&x| x > 4), "count {n} at {place}");
                c = [0u8; 34];
                c[place] = n;
                assert_eq!(over_four(&c), n > 4, "count {n} at {place} among zeros");
            }
        }
    }

    /// The largest total a face may give is paid exactly: self-drawn, each loser pays it plus 8
    /// (536870911) and the winner takes three times that, 1610612733, within an `i32`.
    #[test]
    fn the_largest_payment_total_is_paid_exactly() {
        use super::{MAX_PAYMENT_TOTAL, PAYMENT_TOTAL, payments};
        use crate::Wind;
        extern crate alloc;
        assert_eq!(MAX_PAYMENT_TOTAL, 536_870_903);
        assert_eq!(PAYMENT_TOTAL.expected, alloc::format!("0 to {MAX_PAYMENT_TOTAL} points (what a payment holds)"));
        let p = payments(MAX_PAYMENT_TOTAL, Wind::East, None).unwrap();
        assert_eq!(p, [1_610_612_733, -536_870_911, -536_870_911, -536_870_911]);
    }
}
