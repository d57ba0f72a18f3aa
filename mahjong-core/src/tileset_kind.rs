//! The tile sets a face chooses by name or number ([`TileSetKind`]): each names one
//! [`TileSet`] constructor, so a binding converts a name or a number and never lists the sets
//! itself.
use crate::TileSet;

crate::name::names! {
    /// A tile set chosen by name: one [`TileSet`] constructor ([`TileSetKind::tile_set`]).
    ///
    /// ```
    /// use mahjong_core::{TileSet, tileset_kind::TileSetKind};
    /// let k: TileSetKind = "chinese_136".parse().unwrap();
    /// assert_eq!(k.tile_set().total(), TileSet::chinese(false).total());
    /// assert_eq!(TileSetKind::ThreePlayer138.name(), "three_player_138");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum TileSetKind: "tile set" {
        /// [`TileSet::american`].
        American => "american",
        /// [`TileSet::chinese`] with flowers and seasons: 144 tiles.
        Chinese144 => "chinese_144",
        /// [`TileSet::chinese`] without flowers and seasons: 136 tiles.
        Chinese136 => "chinese_136",
        /// [`TileSet::three_player`] without flowers and seasons: 132 tiles.
        ThreePlayer132 => "three_player_132",
        /// [`TileSet::three_player`] with flowers and seasons: 138 tiles.
        ThreePlayer138 => "three_player_138",
        /// [`TileSet::any`], the union of all sets.
        Any => "any",
    }
    aliases: [("chinese144", Chinese144), ("chinese136", Chinese136), ("three_player132", ThreePlayer132),
        ("three_player138", ThreePlayer138)]
}

impl TileSetKind {
    /// The tile set this kind names.
    ///
    /// ```
    /// use mahjong_core::{TileSet, tileset_kind::TileSetKind};
    /// assert_eq!(TileSetKind::Any.tile_set().total(), TileSet::any().total());
    /// ```
    pub const fn tile_set(self) -> TileSet {
        match self {
            TileSetKind::American => TileSet::american(),
            TileSetKind::Chinese144 => TileSet::chinese(true),
            TileSetKind::Chinese136 => TileSet::chinese(false),
            TileSetKind::ThreePlayer132 => TileSet::three_player(false),
            TileSetKind::ThreePlayer138 => TileSet::three_player(true),
            TileSetKind::Any => TileSet::any(),
        }
    }
}
