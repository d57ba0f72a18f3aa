//! Tile sets with exact contents, and the check that a hand holds no more copies of a tile
//! than its set has.
//!
//! | set | contents | total |
//! |---|---|---|
//! | [`TileSet::american`] | 4 × 34 faces, 8 flowers, 8 jokers | 152 |
//! | [`TileSet::chinese`]`(true)` | 4 × 34 faces, flowers 1–4, seasons 1–4 | 144 |
//! | [`TileSet::chinese`]`(false)` | 4 × 34 faces | 136 |
//! | [`TileSet::three_player`]`(false)` | 136 less the four North winds | 132 |
//! | [`TileSet::three_player`]`(true)` | 132 plus flowers and seasons, less Winter and the bamboo flower | 138 |
//!
//! ```
//! use mahjong_core::TileSet;
//! assert_eq!(TileSet::american().total(), 152);
//! assert_eq!(TileSet::chinese(true).total(), 144);
//! assert_eq!(TileSet::chinese(false).total(), 136);
//! assert_eq!(TileSet::three_player(false).total(), 132);
//! assert_eq!(TileSet::three_player(true).total(), 138);
//! ```

use crate::{ParseError, ParseErrorKind, Tile, Wind};

/// A tile set: how many copies of each of the 45 tiles it holds.
///
/// ```
/// use mahjong_core::{TileSet, Tile};
/// let set = TileSet::american();
/// assert_eq!(set.count(Tile::JOKER), 8);
/// assert_eq!(set.count("1f".parse().unwrap()), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileSet {
    counts: [u8; Tile::COUNT],
    name: &'static str,
}

impl TileSet {
    /// Whether [`TileSet::chinese`] holds flowers and seasons when a face does not say: yes,
    /// the 144-tile set (136 without them).
    ///
    /// ```
    /// use mahjong_core::TileSet;
    /// assert_eq!(TileSet::chinese(TileSet::CHINESE_FLOWERS).total(), 144);
    /// ```
    pub const CHINESE_FLOWERS: bool = true;

    /// Whether [`TileSet::three_player`] holds flowers and seasons when a face does not say: no,
    /// the triangular game's 132 tiles (the rules add flowers and seasons, less one of each, as
    /// an option: 138).
    ///
    /// ```
    /// use mahjong_core::TileSet;
    /// assert_eq!(TileSet::three_player(TileSet::THREE_PLAYER_FLOWERS).total(), 132);
    /// ```
    pub const THREE_PLAYER_FLOWERS: bool = false;

    const fn faces(name: &'static str) -> TileSet {
        let mut counts = [0u8; Tile::COUNT];
        let mut i = 0;
        while i < Tile::PLAYING {
            counts[i] = 4;
            i += 1;
        }
        TileSet { counts, name }
    }

    /// The American set: 152 tiles with 8 interchangeable flowers and 8 jokers.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::american().name(), "American 152");
    /// ```
    pub const fn american() -> TileSet {
        let mut s = TileSet::faces("American 152");
        s.counts[Tile::AMERICAN_FLOWER.index() as usize] = 8;
        s.counts[Tile::JOKER.index() as usize] = 8;
        s
    }

    /// The American set with `blanks` blank tiles in play (a house rule; sets carry six).
    ///
    /// ```
    /// let s = mahjong_core::TileSet::american_with_blanks(6);
    /// assert_eq!(s.total(), 158);
    /// assert_eq!(s.name(), "American with blanks");
    /// ```
    pub const fn american_with_blanks(blanks: u8) -> TileSet {
        let mut s = TileSet::american();
        s.counts[Tile::BLANK.index() as usize] = blanks;
        s.name = "American with blanks";
        s
    }

    /// The Chinese set: 144 tiles with flowers and seasons, or 136 without.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::chinese(true).name(), "Chinese 144");
    /// ```
    pub const fn chinese(flowers: bool) -> TileSet {
        if flowers {
            let mut s = TileSet::faces("Chinese 144");
            let mut i = 34;
            while i < 42 {
                s.counts[i] = 1;
                i += 1;
            }
            s
        } else {
            TileSet::faces("Chinese 136")
        }
    }

    /// The triangular three-player set: 132 tiles (no North wind), or 138 with flowers and
    /// seasons less Winter (season 4) and the bamboo flower (flower 4).
    ///
    /// ```
    /// use mahjong_core::{TileSet, Tile, Wind};
    /// assert_eq!(TileSet::three_player(false).count(Tile::wind(Wind::North)), 0);
    /// assert_eq!(TileSet::three_player(true).count(Tile::season(4).unwrap()), 0);
    /// ```
    pub const fn three_player(flowers: bool) -> TileSet {
        let mut s = TileSet::chinese(flowers);
        s.counts[Tile::wind(Wind::North).index() as usize] = 0;
        if flowers {
            s.counts[37] = 0; // flower 4, bamboo
            s.counts[41] = 0; // season 4, winter
            s.name = "three-player 138";
        } else {
            s.name = "three-player 132";
        }
        s
    }

    /// The union of every set: the most copies of each tile any set has. [`crate::Hand::parse`]
    /// checks against it.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::any().count(mahjong_core::Tile::BLANK), 6);
    /// ```
    pub const fn any() -> TileSet {
        let mut s = TileSet::chinese(true);
        s.counts[Tile::AMERICAN_FLOWER.index() as usize] = 8;
        s.counts[Tile::JOKER.index() as usize] = 8;
        s.counts[Tile::BLANK.index() as usize] = 6;
        s.name = "largest";
        s
    }

    /// The set's name, as used in error messages.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::three_player(false).name(), "three-player 132");
    /// ```
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// Copies of `tile` in the set.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::chinese(true).count(mahjong_core::Tile::JOKER), 0);
    /// ```
    pub const fn count(&self, tile: Tile) -> u8 {
        self.counts[tile.index() as usize]
    }

    /// All 45 counts, by tile index.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::american().counts()[42], 8);
    /// ```
    pub const fn counts(&self) -> &[u8; Tile::COUNT] {
        &self.counts
    }

    /// Every tile of the set, copies included, in index order (a wall before shuffling).
    ///
    /// ```
    /// use mahjong_core::{Tile, TileSet};
    /// let set = TileSet::chinese(false);
    /// assert_eq!(set.tiles().count(), 136);
    /// assert_eq!(set.tiles().nth(4), Tile::from_index(1));
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().flat_map(|t| core::iter::repeat_n(t, usize::from(self.count(t))))
    }

    /// Total number of tiles.
    ///
    /// ```
    /// assert_eq!(mahjong_core::TileSet::chinese(false).total(), 136);
    /// ```
    pub const fn total(&self) -> u32 {
        let mut t = 0u32;
        let mut i = 0;
        while i < Tile::COUNT {
            t += self.counts[i] as u32;
            i += 1;
        }
        t
    }

    /// Checks tile counts (by index) against the set. The error names the first tile over its
    /// count; its column is 0 (no text is involved).
    ///
    /// ```
    /// use mahjong_core::{TileSet, ParseErrorKind, Tile};
    /// let mut counts = [0u8; Tile::COUNT];
    /// counts[33] = 5;
    /// let err = TileSet::chinese(false).check_counts(&counts).unwrap_err();
    /// assert!(matches!(err.kind, ParseErrorKind::TooManyCopies { count: 5, max: 4, .. }));
    /// ```
    pub fn check_counts(&self, counts: &[u8; Tile::COUNT]) -> Result<(), ParseError> {
        for (i, (&have, &max)) in counts.iter().zip(self.counts.iter()).enumerate() {
            if have > max {
                let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
                return Err(ParseError::new(
                    0,
                    ParseErrorKind::TooManyCopies { tile, count: have, max, set: self.name },
                ));
            }
        }
        Ok(())
    }
}

/// The tile sets by name, for the faces that let a user name one: the canonical names, then
/// the aliases `chinese` (the 144-tile set) and `three_player` (the 132-tile set).
const SET_NAMES: [&str; 6] = ["american", "chinese_144", "chinese_136", "three_player_132", "three_player_138", "any"];

/// Reads a tile set's name: `american`, `chinese_144`, `chinese_136`, `three_player_132`,
/// `three_player_138` or `any` (the largest of all), also `chinese` (144) and `three_player`
/// (132); case, spaces, `-` and `_` are ignored as for every name ([`crate::name`]).
///
/// ```
/// use mahjong_core::TileSet;
/// assert_eq!("chinese-136".parse::<TileSet>().map(|s| s.total()), Ok(136));
/// assert_eq!("three-player".parse::<TileSet>().map(|s| s.total()), Ok(132));
/// assert_eq!(
///     "riichi".parse::<TileSet>().unwrap_err().to_string(),
///     "unknown tile set \"riichi\": expected american, chinese_144, chinese_136, three_player_132, three_player_138 or any"
/// );
/// ```
impl core::str::FromStr for TileSet {
    type Err = crate::name::UnknownName;

    fn from_str(text: &str) -> Result<TileSet, crate::name::UnknownName> {
        let same = |n: &str| crate::name::same_name(text, n);
        Ok(if same("american") {
            TileSet::american()
        } else if same("chinese_144") || same("chinese") {
            TileSet::chinese(true)
        } else if same("chinese_136") {
            TileSet::chinese(false)
        } else if same("three_player_132") || same("three_player") {
            TileSet::three_player(false)
        } else if same("three_player_138") {
            TileSet::three_player(true)
        } else if same("any") {
            TileSet::any()
        } else {
            return Err(crate::name::UnknownName::with(text, "tile set", &SET_NAMES));
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_contents() {
        // 3 suits × 9 numbers × 4 = 108, winds 16, dragons 12.
        let a = TileSet::american();
        assert_eq!(a.counts()[..27].iter().map(|&c| c as u32).sum::<u32>(), 108);
        assert_eq!(a.counts()[27..31].iter().map(|&c| c as u32).sum::<u32>(), 16);
        assert_eq!(a.counts()[31..34].iter().map(|&c| c as u32).sum::<u32>(), 12);
        assert_eq!(a.total(), 108 + 16 + 12 + 8 + 8);
        let c = TileSet::chinese(true);
        assert_eq!(c.total(), 136 + 8);
        for i in 34..42 {
            assert_eq!(c.counts()[i], 1);
        }
        let t = TileSet::three_player(true);
        assert_eq!(t.count(Tile::flower(4).unwrap()), 0);
        assert_eq!(t.count(Tile::flower(3).unwrap()), 1);
        assert_eq!(t.count(Tile::season(3).unwrap()), 1);
        assert_eq!(t.total(), 132 + 6);
    }
}
