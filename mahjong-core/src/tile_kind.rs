//! The word each kind of tile goes by, as every face prints it.

use crate::TileKind;

impl TileKind {
    /// `suited`, `wind`, `dragon`, `flower`, `season`, `american-flower`, `joker` or `blank`.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// assert_eq!("7s".parse::<Tile>().unwrap().kind().word(), "suited");
    /// assert_eq!("F".parse::<Tile>().unwrap().kind().word(), "american-flower");
    /// ```
    pub const fn word(&self) -> &'static str {
        match self {
            TileKind::Suited(..) => "suited",
            TileKind::Wind(_) => "wind",
            TileKind::Dragon(_) => "dragon",
            TileKind::Flower(_) => "flower",
            TileKind::Season(_) => "season",
            TileKind::AmericanFlower => "american-flower",
            TileKind::Joker => "joker",
            TileKind::Blank => "blank",
        }
    }
}
