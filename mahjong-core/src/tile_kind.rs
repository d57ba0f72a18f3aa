//! A tile's kind by variant and its number within the kind ([`TileKind::name`],
//! [`TileKind::number`]), for faces that pass a kind and a number instead of the enum.
use crate::TileKind;

impl TileKind {
    /// The canonical name of the variant (lower snake_case), whatever it carries.
    ///
    /// ```
    /// use mahjong_core::{Tile, TileKind};
    /// assert_eq!(TileKind::AmericanFlower.name(), "american_flower");
    /// assert_eq!("7s".parse::<Tile>().unwrap().kind().name(), "suited");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            TileKind::Suited(..) => "suited",
            TileKind::Wind(_) => "wind",
            TileKind::Dragon(_) => "dragon",
            TileKind::Flower(_) => "flower",
            TileKind::Season(_) => "season",
            TileKind::AmericanFlower => "american_flower",
            TileKind::Joker => "joker",
            TileKind::Blank => "blank",
        }
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
