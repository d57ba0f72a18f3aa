//! The score of one hand: the breakdown items of the classical and British scoring tables, the points, the doubles
//! and the total after the limit.

use super::ScoreRules;
use crate::standard::SpecialHand;
use crate::{Tile, TileKind, WinContext, WinMethod, Wind};

#[cfg(all(feature = "serde", feature = "alloc"))]
#[path = "deserialize.rs"]
mod deserialize;

/// The most items a [`Score`] holds.
pub const MAX_ITEMS: usize = 40;

crate::name::names! {
    /// One line of the classical and British scoring tables. [`ScoreItemKind::name`] gives the line's wording as the table
    /// prints it (with a straight apostrophe).
    ///
    /// ```
    /// use mahjong_core::scoring::ScoreItemKind;
    /// assert_eq!(ScoreItemKind::MajorPung.label(), "Major tile Pung");
    /// assert_eq!(str::parse::<ScoreItemKind>("No Chows").ok(), Some(ScoreItemKind::NoChows));
    /// assert!(ScoreItemKind::NoChows.is_mah_jong_only());
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    #[non_exhaustive]
    pub enum ScoreItemKind: "score item" {
        /// A pung of 2–8: 2 exposed, 4 concealed.
        MinorPung = 0 => "minor_pung" | "Minor tile Pung",
        /// A pung of ones, nines, winds or dragons: 4 exposed, 8 concealed.
        MajorPung = 1 => "major_pung" | "Major tile Pung",
        /// A kong of 2–8: 8 exposed, 16 concealed.
        MinorKong = 2 => "minor_kong" | "Minor tile Kong",
        /// A kong of ones, nines, winds or dragons: 16 exposed, 32 concealed.
        MajorKong = 3 => "major_kong" | "Major tile Kong",
        /// A pair of dragons: 2.
        PairOfDragons = 4 => "pair_of_dragons" | "Pair of Dragons",
        /// A pair of the prevailing wind: 2.
        PairOfPrevailingWind = 5 => "pair_of_prevailing_wind" | "Pair of prevailing Wind",
        /// A pair of the player's own wind: 2.
        PairOfOwnWind = 6 => "pair_of_own_wind" | "Pair of player's own Wind",
        /// Going Mah Jong: 10 (British 20).
        MahJong = 7 => "mah_jong" | "For going Mah Jong",
        /// The winning tile drawn from the wall: 2.
        WinningTileFromWall = 8 => "winning_tile_from_wall" | "For drawing the winning tile from the wall",
        /// Mah Jong with the only possible tile: 2.
        OnlyPossibleTile = 9 => "only_possible_tile" | "For going Mah Jong with the only possible tile",
        /// A flower: 4 (British).
        Flower = 10 => "flower" | "Flower",
        /// A season: 4 (British).
        Season = 11 => "season" | "Season",
        /// A pung or kong of the player's own wind: a double.
        PungOfOwnWind = 12 => "pung_of_own_wind" | "Pung or Kong of the player's own Wind",
        /// A pung or kong of the prevailing wind: a double.
        PungOfPrevailingWind = 13 => "pung_of_prevailing_wind" | "Pung or Kong of the prevailing Wind",
        /// A pung or kong of dragons: a double.
        PungOfDragons = 14 => "pung_of_dragons" | "Pung or Kong of Dragons",
        /// The player's own flower (1 = East … 4 = North): a double (British).
        OwnFlower = 15 => "own_flower" | "Holding player's own Flower",
        /// The player's own season: a double (British).
        OwnSeason = 16 => "own_season" | "Holding player's own Season",
        /// All four flowers: a double twice (British).
        CompleteSetOfFlowers = 17 => "complete_set_of_flowers" | "Holding complete set of Flowers",
        /// All four seasons: a double twice (British).
        CompleteSetOfSeasons = 18 => "complete_set_of_seasons" | "Holding complete set of Seasons",
        /// No chows: a double.
        NoChows = 19 => "no_chows" | "No Chows",
        /// Four chows and a pair that scores nothing: a double.
        NonScoringHand = 20 => "non_scoring_hand" | "Non-scoring hand",
        /// One suit with dragons and/or winds: a double.
        OneSuitWithHonours = 21 => "one_suit_with_honours" | "All one suit and some Dragons and/or Winds",
        /// Only ones, nines and dragons and/or winds: a double.
        MajorsWithHonours = 22 => "majors_with_honours" | "All major tiles and some Dragons and/or Winds",
        /// Only dragons and winds: a double.
        AllHonours = 23 => "all_honours" | "All Dragons and/or winds",
        /// Three sets and a pair of winds: a double (not British).
        AllFourWinds = 24 => "all_four_winds" | "All 4 Winds",
        /// Two sets and a pair of dragons: a double (not British).
        AllThreeDragons = 25 => "all_three_dragons" | "All 3 Dragons",
        /// Mah Jong with a loose tile: a double.
        LooseTile = 26 => "loose_tile" | "Going Mah Jong with a loose tile",
        /// Mah Jong with the last tile of the wall: a double.
        LastTileOfTheWall = 27 => "last_tile_of_the_wall" | "Going Mah Jong with the last tile from the wall",
        /// Mah Jong by robbing the kong: a double.
        RobbingTheKong = 28 => "robbing_the_kong" | "Going Mah Jong by Robbing the Kong",
        /// Mah Jong on an original call: a double.
        OriginalCall = 29 => "original_call" | "Original Call",
        /// Pungs or kongs of one suit and a pair, no honours, no chows: a double three times.
        PungsOfOneSuit = 30 => "pungs_of_one_suit" | "Pungs/Kongs of any one suit and a pair",
        /// No exposed meld: a double (British).
        AllConcealed = 31 => "all_concealed" | "All concealed hand",
        /// Mah Jong with the last discard: a double (British).
        LastDiscard = 32 => "last_discard" | "Going Mah Jong with the last discard",
        /// A special hand: the limit or half the limit ([`ScoreItem::special`] names it).
        SpecialHand = 33 => "special_hand" | "Special hand",
        /// A losing hand calling on a special hand at Mah Jong scores under that hand's rule
        /// ([`ScoreItem::special`] names it).
        CallingOnSpecialHand = 34 => "calling_on_special_hand" | "Calling on a special hand",
    }
    /// The line as the scoring table words it.
    ///
    /// ```
    /// use mahjong_core::scoring::ScoreItemKind;
    /// assert_eq!(ScoreItemKind::PairOfOwnWind.label(), "Pair of player's own Wind");
    /// assert_eq!(ScoreItemKind::PungsOfOneSuit.label(), "Pungs/Kongs of any one suit and a pair");
    /// ```
    fn label;
}

impl ScoreItemKind {
    /// Every item, in value order.
    pub const ALL: [ScoreItemKind; 35] = [
        ScoreItemKind::MinorPung,
        ScoreItemKind::MajorPung,
        ScoreItemKind::MinorKong,
        ScoreItemKind::MajorKong,
        ScoreItemKind::PairOfDragons,
        ScoreItemKind::PairOfPrevailingWind,
        ScoreItemKind::PairOfOwnWind,
        ScoreItemKind::MahJong,
        ScoreItemKind::WinningTileFromWall,
        ScoreItemKind::OnlyPossibleTile,
        ScoreItemKind::Flower,
        ScoreItemKind::Season,
        ScoreItemKind::PungOfOwnWind,
        ScoreItemKind::PungOfPrevailingWind,
        ScoreItemKind::PungOfDragons,
        ScoreItemKind::OwnFlower,
        ScoreItemKind::OwnSeason,
        ScoreItemKind::CompleteSetOfFlowers,
        ScoreItemKind::CompleteSetOfSeasons,
        ScoreItemKind::NoChows,
        ScoreItemKind::NonScoringHand,
        ScoreItemKind::OneSuitWithHonours,
        ScoreItemKind::MajorsWithHonours,
        ScoreItemKind::AllHonours,
        ScoreItemKind::AllFourWinds,
        ScoreItemKind::AllThreeDragons,
        ScoreItemKind::LooseTile,
        ScoreItemKind::LastTileOfTheWall,
        ScoreItemKind::RobbingTheKong,
        ScoreItemKind::OriginalCall,
        ScoreItemKind::PungsOfOneSuit,
        ScoreItemKind::AllConcealed,
        ScoreItemKind::LastDiscard,
        ScoreItemKind::SpecialHand,
        ScoreItemKind::CallingOnSpecialHand,
    ];

    /// True for the doubles "for the hand that went Mah Jong only" (and the points only the
    /// winner scores: Mah Jong, the tile from the wall, the only possible tile).
    ///
    /// ```
    /// use mahjong_core::scoring::ScoreItemKind;
    /// assert!(ScoreItemKind::MahJong.is_mah_jong_only());
    /// assert!(!ScoreItemKind::PungOfDragons.is_mah_jong_only());
    /// ```
    pub const fn is_mah_jong_only(self) -> bool {
        matches!(
            self,
            ScoreItemKind::MahJong
                | ScoreItemKind::WinningTileFromWall
                | ScoreItemKind::OnlyPossibleTile
                | ScoreItemKind::NoChows
                | ScoreItemKind::NonScoringHand
                | ScoreItemKind::OneSuitWithHonours
                | ScoreItemKind::MajorsWithHonours
                | ScoreItemKind::AllHonours
                | ScoreItemKind::AllFourWinds
                | ScoreItemKind::AllThreeDragons
                | ScoreItemKind::LooseTile
                | ScoreItemKind::LastTileOfTheWall
                | ScoreItemKind::RobbingTheKong
                | ScoreItemKind::OriginalCall
                | ScoreItemKind::PungsOfOneSuit
                | ScoreItemKind::AllConcealed
                | ScoreItemKind::LastDiscard
                | ScoreItemKind::SpecialHand
        )
    }
}

/// One breakdown line: what scored, its points or doubles, and the tiles it came from (empty
/// when the item is about the whole hand, such as "No Chows").
///
/// ```
/// use mahjong_core::scoring::{score_losing_hand, ScoreItemKind, ScoreRules};
/// let hand = mahjong_core::Hand::parse("[777z] 19m 2468p 1357s").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// let item = s.items()[0];
/// assert_eq!(item.kind(), ScoreItemKind::MajorPung);
/// assert_eq!((item.points(), item.doubles()), (4, 0));
/// assert_eq!(item.tiles().len(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScoreItem {
    kind: ScoreItemKind,
    points: u32,
    doubles: u32,
    tiles: [Tile; 4],
    n_tiles: u8,
    special: Option<SpecialHand>,
}

impl ScoreItem {
    const EMPTY: ScoreItem = ScoreItem {
        kind: ScoreItemKind::MahJong,
        points: 0,
        doubles: 0,
        tiles: [Tile::BLANK; 4],
        n_tiles: 0,
        special: None,
    };

    /// Which line of the tables.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[1].kind(), mahjong_core::scoring::ScoreItemKind::PungOfDragons);
    /// ```
    pub const fn kind(&self) -> ScoreItemKind {
        self.kind
    }

    /// The item's canonical name: its kind's name, or for a special hand the special hand's
    /// name (see [`crate::name`]).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[1].name(), "pung_of_dragons");
    /// ```
    pub const fn name(&self) -> &'static str {
        match self.special {
            Some(h) => h.name(),
            None => self.kind.name(),
        }
    }

    /// The line as the scoring table words it; for a special hand, the special hand's label.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[1].label(), "Pung or Kong of Dragons");
    /// ```
    pub const fn label(&self) -> &'static str {
        match self.special {
            Some(h) => h.label(),
            None => self.kind.label(),
        }
    }

    /// The special hand of a [`ScoreItemKind::SpecialHand`] or
    /// [`ScoreItemKind::CallingOnSpecialHand`] item.
    ///
    /// ```
    /// use mahjong_core::{Hand, scoring::{score, ScoreRules}, standard::SpecialHand};
    /// let h = Hand::parse("[111m] [999m] 111p 999p 99s ; win=9s").unwrap();
    /// let s = score(&h, &ScoreRules::classical()).unwrap();
    /// assert_eq!(s.items()[0].special(), Some(SpecialHand::HeadsAndTails));
    /// assert_eq!(s.items()[0].label(), "Heads and Tails");
    /// ```
    pub const fn special(&self) -> Option<SpecialHand> {
        self.special
    }

    /// Points added (0 for a double).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[0].points(), 4);
    /// ```
    pub const fn points(&self) -> u32 {
        self.points
    }

    /// How many times the item doubles the score (0 for points).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[1].doubles(), 1);
    /// ```
    pub const fn doubles(&self) -> u32 {
        self.doubles
    }

    /// The tiles the item came from (empty for an item about the whole hand).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] 1379m 2468p 13s").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.items()[0].tiles()[0].to_string(), "5z");
    /// ```
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.n_tiles as usize]
    }
}

/// A hand's score: the breakdown, the points, the doubles and the total after the limit.
///
/// `total = min(points × 2^doubles, limit)`; a limit or half-limit special hand scores its
/// value directly.
///
/// ```
/// use mahjong_core::scoring::{score_losing_hand, ScoreRules};
/// // A concealed kong of red dragons (32) held by the South player: one double.
/// let hand = mahjong_core::Hand::parse("(7777z) 12m 468p 1357s 2z ; seat_wind=S").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!((s.points(), s.doubles(), s.total()), (32, 1, 64));
/// assert!(!s.is_limit());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    items: [ScoreItem; MAX_ITEMS],
    n_items: u8,
    points: u32,
    doubles: u32,
    limit: u32,
    limit_value: u32,
}

impl Score {
    pub(crate) const fn new(limit: u32) -> Score {
        Score { items: [ScoreItem::EMPTY; MAX_ITEMS], n_items: 0, points: 0, doubles: 0, limit, limit_value: 0 }
    }

    /// The breakdown, points items first, then doubles, in table order.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[111z] 1379m 2468p 13s ; seat_wind=E prevailing=E").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// let names: Vec<_> = s.items().iter().map(|i| i.label()).collect();
    /// assert_eq!(names, ["Major tile Pung", "Pung or Kong of the player's own Wind", "Pung or Kong of the prevailing Wind"]);
    /// ```
    pub fn items(&self) -> &[ScoreItem] {
        &self.items[..self.n_items as usize]
    }

    /// The sum of the points items.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[222m] [333p] 1379s 579m").unwrap();
    /// assert_eq!(mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap().points(), 4);
    /// ```
    pub const fn points(&self) -> u32 {
        self.points
    }

    /// The number of doubles.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[555z] [666z] 1379m 246p").unwrap();
    /// assert_eq!(mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap().doubles(), 2);
    /// ```
    pub const fn doubles(&self) -> u32 {
        self.doubles
    }

    /// Points × 2^doubles before the limit (saturating), or the special hand's value.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("(5555z) (6666z) (7777z) 1357m").unwrap();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap();
    /// assert_eq!(s.raw_total(), 96 * 8);
    /// ```
    pub const fn raw_total(&self) -> u64 {
        if self.limit_value > 0 {
            return self.limit_value as u64;
        }
        let shift = if self.doubles > 63 { 63 } else { self.doubles };
        let factor = 1u64 << shift;
        (self.points as u64).saturating_mul(factor)
    }

    /// The score after the limit.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("(5555z) (6666z) (7777z) 1357m ; seat_wind=S").unwrap();
    /// let rules = mahjong_core::scoring::ScoreRules::classical();
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &rules).unwrap();
    /// assert_eq!(s.total(), 768);
    /// let s = mahjong_core::scoring::score_losing_hand(&h, &rules.with_limit(500)).unwrap();
    /// assert_eq!(s.total(), 500);
    /// ```
    pub const fn total(&self) -> u32 {
        let raw = self.raw_total();
        if raw > self.limit as u64 { self.limit } else { raw as u32 }
    }

    /// True when the total is the limit (reached by doubling, or a limit special hand).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[222m] 1379s 2468p 13m").unwrap();
    /// assert!(!mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap().is_limit());
    /// ```
    pub const fn is_limit(&self) -> bool {
        self.total() >= self.limit
    }

    /// The limit the total was cut to.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[222m] 1379s 2468p 13m").unwrap();
    /// assert_eq!(mahjong_core::scoring::score_losing_hand(&h, &Default::default()).unwrap().limit(), 1000);
    /// ```
    pub const fn limit(&self) -> u32 {
        self.limit
    }

    /// A score of one special-hand item, worth what `hand` scores under `rules` (the limit or
    /// half of it, [`ScoreRules::special_value`]).
    pub(crate) fn from_special(kind: ScoreItemKind, hand: SpecialHand, rules: &ScoreRules) -> Score {
        let value = rules.special_value(hand);
        let mut s = Score::new(rules.limit);
        s.push(kind, value, 0, &[]);
        s.items[0].special = Some(hand);
        s.limit_value = value;
        s
    }

    /// The special hand this score is for, if any.
    ///
    /// ```
    /// use mahjong_core::{Hand, scoring::{score, ScoreRules}, standard::SpecialHand};
    /// let h = Hand::parse("[555z] [666z] [777z] 111m 22p ; win=2p").unwrap();
    /// assert_eq!(score(&h, &ScoreRules::classical()).unwrap().special(), Some(SpecialHand::ThreeGreatScholars));
    /// ```
    pub fn special(&self) -> Option<SpecialHand> {
        self.items().first().and_then(|i| i.special)
    }

    fn push(&mut self, kind: ScoreItemKind, points: u32, doubles: u32, tiles: &[Tile]) {
        let n = tiles.len().min(4);
        let mut buf = [Tile::BLANK; 4];
        buf[..n].copy_from_slice(&tiles[..n]);
        // MAX_ITEMS bounds every hand (5 groups, 3 pair lines, 3 Mah Jong points, 8 bonus
        // tiles, 10 set doubles, 4 bonus doubles, 7 hand doubles); keep the first ones if not.
        if (self.n_items as usize) < MAX_ITEMS {
            self.items[self.n_items as usize] =
                ScoreItem { kind, points, doubles, tiles: buf, n_tiles: n as u8, special: None };
            self.n_items += 1;
        }
        self.points = self.points.saturating_add(points);
        self.doubles = self.doubles.saturating_add(doubles);
    }

    pub(crate) fn add_points(&mut self, kind: ScoreItemKind, points: u32, tiles: &[Tile]) {
        self.push(kind, points, 0, tiles);
    }

    pub(crate) fn add_doubles(&mut self, kind: ScoreItemKind, doubles: u32, tiles: &[Tile]) {
        self.push(kind, 0, doubles, tiles);
    }

    /// Puts the items in table order (points first), keeping the order of equal kinds.
    fn sort(&mut self) {
        let n = self.n_items as usize;
        let items = &mut self.items[..n];
        // Insertion sort: stable and allocation-free; n is at most MAX_ITEMS.
        for i in 1..n {
            let mut j = i;
            while j > 0
                && (items[j - 1].doubles > 0 && items[j].doubles == 0 || {
                    let (a, b) = (items[j - 1], items[j]);
                    (a.doubles > 0) == (b.doubles > 0) && (a.kind as u8) > (b.kind as u8)
                })
            {
                items.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

#[cfg(feature = "serde")]
crate::ser::serialize_map! {
    /// JSON form: `{"name", "kind", "points", "doubles", "tiles"}`; `name` is the table's wording
    /// (or the special hand's name), `kind` the [`ScoreItemKind`] variant, `tiles` MPSZ strings.
    ScoreItem, |v| struct "ScoreItem" {
        "name" => v.label(), "kind" => &v.kind, "points" => &v.points, "doubles" => &v.doubles,
        "tiles" => v.tiles(),
    }
}

#[cfg(feature = "serde")]
crate::ser::serialize_map! {
    /// JSON form: `{"items", "points", "doubles", "raw_total", "total", "limit", "is_limit",
    /// "special"}`; `special` is the special hand's name or null.
    Score, |v| struct "Score" {
        "items" => v.items(), "points" => &v.points, "doubles" => &v.doubles, "raw_total" => &v.raw_total(),
        "total" => &v.total(), "limit" => &v.limit, "is_limit" => &v.is_limit(),
        "special" => &v.special().map(SpecialHand::label),
    }
}

/// The shape of a group of the arrangement being scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Chow,
    Pung,
    Kong,
    Pair,
}

/// A group of a hand as the scorer reads it: its shape, its tile (the lowest of a chow), and
/// whether it counts as concealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) shape: Shape,
    pub(crate) tile: Tile,
    pub(crate) concealed: bool,
}

impl Group {
    fn tiles(&self) -> ([Tile; 4], usize) {
        let t = self.tile;
        match self.shape {
            Shape::Chow => {
                let next = |k: u8| Tile::from_index(t.index() + k).unwrap_or(t);
                ([t, next(1), next(2), t], 3)
            }
            Shape::Pung => ([t; 4], 3),
            Shape::Kong => ([t; 4], 4),
            Shape::Pair => ([t; 4], 2),
        }
    }

    fn is_set(&self) -> bool {
        matches!(self.shape, Shape::Pung | Shape::Kong)
    }
}

/// What the scorer knows about the win beyond the groups.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WinFacts {
    /// The hand went Mah Jong (the winner's hand).
    pub(crate) mah_jong: bool,
    /// The winning tile was the only tile that could complete the hand.
    pub(crate) only_possible_tile: bool,
    /// No meld was exposed (all melds are concealed kongs).
    pub(crate) all_concealed: bool,
}

/// Scores the points and the doubles "for any player" of the groups and bonus tiles, then the
/// Mah Jong items when `facts.mah_jong`.
pub(crate) fn score_groups(
    groups: &[Group],
    bonus: &[Tile],
    ctx: &WinContext,
    rules: &ScoreRules,
    facts: WinFacts,
) -> Score {
    use ScoreItemKind as K;
    let british = rules.profile == crate::standard::RuleProfile::British;
    let mut s = Score::new(rules.limit);
    let (own, prevailing) = (Tile::wind(ctx.seat_wind), Tile::wind(ctx.prevailing));

    for g in groups {
        let (tiles, n) = g.tiles();
        let tiles = &tiles[..n];
        let major = g.tile.is_major();
        let factor = if g.concealed { 2 } else { 1 };
        match g.shape {
            Shape::Chow => {}
            Shape::Pung => {
                let kind = if major { K::MajorPung } else { K::MinorPung };
                s.add_points(kind, if major { 4 } else { 2 } * factor, tiles);
            }
            Shape::Kong => {
                let kind = if major { K::MajorKong } else { K::MinorKong };
                s.add_points(kind, if major { 16 } else { 8 } * factor, tiles);
            }
            Shape::Pair => {
                if g.tile.is_dragon() {
                    s.add_points(K::PairOfDragons, 2, tiles);
                }
                if g.tile == prevailing {
                    s.add_points(K::PairOfPrevailingWind, 2, tiles);
                }
                if g.tile == own {
                    s.add_points(K::PairOfOwnWind, 2, tiles);
                }
            }
        }
        if g.is_set() {
            if g.tile == own {
                s.add_doubles(K::PungOfOwnWind, 1, tiles);
            }
            if g.tile == prevailing {
                s.add_doubles(K::PungOfPrevailingWind, 1, tiles);
            }
            if g.tile.is_dragon() {
                s.add_doubles(K::PungOfDragons, 1, tiles);
            }
        }
    }

    if rules.flowers_and_seasons {
        score_bonus(&mut s, bonus, ctx.seat_wind);
    }

    if facts.mah_jong {
        score_mah_jong(&mut s, groups, ctx, rules, facts, british);
    }
    s.sort();
    s
}

fn score_bonus(s: &mut Score, bonus: &[Tile], wind: Wind) {
    use ScoreItemKind as K;
    let own = wind as u8 + 1;
    let (mut flowers, mut seasons) = ([false; 4], [false; 4]);
    for &t in bonus {
        match t.kind() {
            TileKind::Flower(n) => {
                s.add_points(K::Flower, 4, &[t]);
                flowers[n as usize - 1] = true;
            }
            TileKind::Season(n) => {
                s.add_points(K::Season, 4, &[t]);
                seasons[n as usize - 1] = true;
            }
            _ => {}
        }
    }
    let own_flower = Tile::flower(own).unwrap_or(Tile::BLANK);
    let own_season = Tile::season(own).unwrap_or(Tile::BLANK);
    if flowers[own as usize - 1] {
        s.add_doubles(K::OwnFlower, 1, &[own_flower]);
    }
    if seasons[own as usize - 1] {
        s.add_doubles(K::OwnSeason, 1, &[own_season]);
    }
    let all = |f: fn(u8) -> Option<Tile>| [1, 2, 3, 4].map(|n| f(n).unwrap_or(Tile::BLANK));
    if flowers == [true; 4] {
        s.add_doubles(K::CompleteSetOfFlowers, 2, &all(Tile::flower));
    }
    if seasons == [true; 4] {
        s.add_doubles(K::CompleteSetOfSeasons, 2, &all(Tile::season));
    }
}

fn score_mah_jong(
    s: &mut Score,
    groups: &[Group],
    ctx: &WinContext,
    rules: &ScoreRules,
    facts: WinFacts,
    british: bool,
) {
    use ScoreItemKind as K;
    let winning: &[Tile] = match &ctx.winning_tile {
        Some(t) => core::slice::from_ref(t),
        None => &[],
    };
    s.add_points(K::MahJong, rules.profile.mah_jong_points(), &[]);
    if ctx.method.is_self_drawn() {
        s.add_points(K::WinningTileFromWall, 2, winning);
    }
    if facts.only_possible_tile {
        s.add_points(K::OnlyPossibleTile, 2, winning);
    }

    let chows = groups.iter().filter(|g| g.shape == Shape::Chow).count();
    let pair = groups.iter().find(|g| g.shape == Shape::Pair);
    let (mut suits, mut honours, mut terminals, mut simples) = ([false; 3], false, false, false);
    for g in groups {
        let (tiles, n) = g.tiles();
        for t in &tiles[..n] {
            match t.suit() {
                Some(suit) => {
                    suits[suit as usize] = true;
                    if t.is_terminal() {
                        terminals = true;
                    } else {
                        simples = true;
                    }
                }
                None => honours = true,
            }
        }
    }
    let n_suits = suits.iter().filter(|&&b| b).count();
    let wind_sets = groups.iter().filter(|g| g.is_set() && g.tile.is_wind()).count();
    let dragon_sets = groups.iter().filter(|g| g.is_set() && g.tile.is_dragon()).count();

    if chows == 0 {
        s.add_doubles(K::NoChows, 1, &[]);
    }
    if let Some(pair) = pair {
        let pair_scores =
            pair.tile.is_dragon() || pair.tile == Tile::wind(ctx.seat_wind) || pair.tile == Tile::wind(ctx.prevailing);
        if chows == 4 && !pair_scores {
            s.add_doubles(K::NonScoringHand, 1, &[]);
        }
        if !british && wind_sets == 3 && pair.tile.is_wind() {
            s.add_doubles(K::AllFourWinds, 1, &[]);
        }
        if !british && dragon_sets == 2 && pair.tile.is_dragon() {
            s.add_doubles(K::AllThreeDragons, 1, &[]);
        }
    }
    if n_suits == 1 && honours {
        s.add_doubles(K::OneSuitWithHonours, 1, &[]);
    }
    if honours && terminals && !simples {
        s.add_doubles(K::MajorsWithHonours, 1, &[]);
    }
    if n_suits == 0 && honours {
        s.add_doubles(K::AllHonours, 1, &[]);
    }
    match ctx.method {
        WinMethod::KongReplacement => s.add_doubles(K::LooseTile, 1, winning),
        WinMethod::LastWallTile => s.add_doubles(K::LastTileOfTheWall, 1, winning),
        WinMethod::RobbingKong => s.add_doubles(K::RobbingTheKong, 1, winning),
        WinMethod::LastDiscard if british => s.add_doubles(K::LastDiscard, 1, winning),
        _ => {}
    }
    if ctx.original_call {
        s.add_doubles(K::OriginalCall, 1, &[]);
    }
    if chows == 0 && !honours && n_suits == 1 {
        s.add_doubles(K::PungsOfOneSuit, 3, &[]);
    }
    if british && facts.all_concealed {
        s.add_doubles(K::AllConcealed, 1, &[]);
    }
}
