//! A tile's kind by variant and its number within the kind ([`TileKind::variant`],
//! [`TileKind::number`]), for faces that pass a kind and a number instead of the enum.
use crate::TileKind;

crate::name::names! {
    /// The variant of a [`TileKind`] without its data ([`TileKind::variant`]).
    ///
    /// ```
    /// use mahjong_core::{Tile, TileKindVariant};
    /// assert_eq!(Tile::JOKER.kind().variant(), TileKindVariant::Joker);
    /// assert_eq!("American flower".parse::<TileKindVariant>(), Ok(TileKindVariant::AmericanFlower));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum TileKindVariant: "tile kind" {
        /// [`TileKind::Suited`].
        Suited => "suited",
        /// [`TileKind::Wind`].
        Wind => "wind",
        /// [`TileKind::Dragon`].
        Dragon => "dragon",
        /// [`TileKind::Flower`].
        Flower => "flower",
        /// [`TileKind::Season`].
        Season => "season",
        /// [`TileKind::AmericanFlower`].
        AmericanFlower => "american_flower",
        /// [`TileKind::Joker`].
        Joker => "joker",
        /// [`TileKind::Blank`].
        Blank => "blank",
    }
}

impl TileKind {
    /// The variant, a named value ([`TileKindVariant`]).
    pub const fn variant(self) -> TileKindVariant {
        match self {
            TileKind::Suited(..) => TileKindVariant::Suited,
            TileKind::Wind(_) => TileKindVariant::Wind,
            TileKind::Dragon(_) => TileKindVariant::Dragon,
            TileKind::Flower(_) => TileKindVariant::Flower,
            TileKind::Season(_) => TileKindVariant::Season,
            TileKind::AmericanFlower => TileKindVariant::AmericanFlower,
            TileKind::Joker => TileKindVariant::Joker,
            TileKind::Blank => TileKindVariant::Blank,
        }
    }

    /// The canonical name of the variant (lower snake_case), whatever it carries.
    ///
    /// ```
    /// use mahjong_core::{Tile, TileKind};
    /// assert_eq!(TileKind::AmericanFlower.name(), "american_flower");
    /// assert_eq!("7s".parse::<Tile>().unwrap().kind().name(), "suited");
    /// ```
    pub const fn name(self) -> &'static str {
        self.variant().name()
    }

    /// The tile's number within its kind: 1–9 suited; winds 1–4 (East, South, West, North);
    /// dragons 1–3 (white, green, red); flowers and seasons 1–4; 0 for the American flower, the
    /// joker and the blank.
    ///
    /// ```
    /// use mahjong_core::{Tile, Wind};
    /// assert_eq!(Tile::wind(Wind::West).kind().number(), 3);
    /// assert_eq!("5p".parse::<Tile>().unwrap().kind().number(), 5);
    /// assert_eq!(Tile::JOKER.kind().number(), 0);
    /// ```
    pub const fn number(self) -> u8 {
        match self {
            TileKind::Suited(_, n) | TileKind::Flower(n) | TileKind::Season(n) => n,
            TileKind::Wind(w) => w as u8 + 1,
            TileKind::Dragon(d) => d as u8 + 1,
            TileKind::AmericanFlower | TileKind::Joker | TileKind::Blank => 0,
        }
    }

    /// The name the Python `Tile.kind` has always printed: [`TileKind::name`] with `-` for `_`
    /// (`suited`, `wind`, `dragon`, `flower`, `season`, `american-flower`, `joker`, `blank`).
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// assert_eq!("7s".parse::<Tile>().unwrap().kind().word(), "suited");
    /// assert_eq!("F".parse::<Tile>().unwrap().kind().word(), "american-flower");
    /// ```
    pub const fn word(&self) -> &'static str {
        match self {
            TileKind::AmericanFlower => "american-flower",
            k => k.name(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TileKindVariant;
    use crate::{Tile, name::Name};

    /// The 45 tile indexes fall into the eight variants as the index layout says: 27 suited,
    /// 4 winds, 3 dragons, 4 flowers, 4 seasons, then one each of the rest.
    #[test]
    fn every_tile_index_has_the_variant_of_its_block() {
        let count = |v| (0..Tile::COUNT as u8).filter(|&i| Tile::from_index(i).unwrap().kind().variant() == v).count();
        let counts: [usize; 8] = core::array::from_fn(|i| count(TileKindVariant::VALUES[i]));
        assert_eq!(counts, [27, 4, 3, 4, 4, 1, 1, 1]);
    }
}
