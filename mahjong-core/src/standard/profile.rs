//! The rule profile: which game a hand is read, won and scored under. One type serves the
//! hand evaluator ([`crate::standard`]), the classical and British scoring
//! ([`crate::scoring`]) and names the Chinese Official rules ([`crate::mcr`]), whose hands are
//! read and scored by their own module.

use super::{SpecialHands, special};
use crate::{Tile, Wind};

/// A rule profile: the Chinese classical game, the British game, the two- and three-player
/// games, or the Chinese Official rules (MCR).
///
/// The first four read a winning hand as four sets and a pair (or a special hand of the
/// profile) and score it with the classical or British table. The Chinese Official rules have
/// their own hand forms and 81 fans: [`crate::mcr`] answers them, and the four-sets-and-a-pair
/// functions of [`crate::standard`] and [`crate::scoring`] refuse [`RuleProfile::Mcr`] with
/// [`StandardError::McrProfile`](super::StandardError::McrProfile) and
/// [`ScoreError::McrProfile`](crate::scoring::ScoreError::McrProfile).
///
/// ```
/// use mahjong_core::standard::RuleProfile;
/// assert_eq!("two-player".parse(), Ok(RuleProfile::TwoPlayer));
/// assert_eq!("bmja".parse(), Ok(RuleProfile::British));
/// assert_eq!("chinese-official".parse(), Ok(RuleProfile::Mcr));
/// assert_eq!(RuleProfile::TwoPlayer.name(), "two_player");
/// assert_eq!(RuleProfile::British.max_chows(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum RuleProfile {
    /// The Chinese classical game, four players: ten special hands, 10 for going Mah Jong.
    #[default]
    Classical = 0,
    /// The British game (British Mah Jong Association), four players: one chow per hand,
    /// eighteen special hands, 20 for going Mah Jong.
    British = 1,
    /// Two players, East and West: no chows; every special hand; East neither pays nor
    /// receives double.
    TwoPlayer = 2,
    /// Three players at a triangular table: no North seat and no North wind; the classical
    /// hands.
    ThreePlayer = 3,
    /// The Chinese Official rules (MCR): 81 fans and an 8-point minimum ([`crate::mcr`]).
    Mcr = 4,
}

crate::name::names! {
    RuleProfile, "rule profile", label: RuleProfile::label,
    [
        Classical = "classical",
        British = "british",
        TwoPlayer = "two_player",
        ThreePlayer = "three_player",
        Mcr = "mcr",
    ],
    aliases: [
        ("chinese", Classical), ("bmja", British), ("two", TwoPlayer), ("three", ThreePlayer),
        ("triangular", ThreePlayer), ("chinese_official", Mcr),
    ]
}

impl RuleProfile {
    /// Every profile, in value order.
    pub const ALL: [RuleProfile; 5] = [
        RuleProfile::Classical,
        RuleProfile::British,
        RuleProfile::TwoPlayer,
        RuleProfile::ThreePlayer,
        RuleProfile::Mcr,
    ];

    /// The four profiles of four sets and a pair with the classical or British table (every
    /// profile but [`RuleProfile::Mcr`]).
    pub const STANDARD: [RuleProfile; 4] =
        [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer, RuleProfile::ThreePlayer];

    /// Words for messages: `classical`, `british`, `two-player`, `three-player`, `mcr`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::RuleProfile::ThreePlayer.label(), "three-player");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            RuleProfile::Classical => "classical",
            RuleProfile::British => "british",
            RuleProfile::TwoPlayer => "two-player",
            RuleProfile::ThreePlayer => "three-player",
            RuleProfile::Mcr => "mcr",
        }
    }

    /// True for the four profiles read as four sets and a pair and scored with the classical
    /// or British table; false for [`RuleProfile::Mcr`].
    ///
    /// ```
    /// use mahjong_core::standard::RuleProfile;
    /// assert!(RuleProfile::ThreePlayer.is_standard());
    /// assert!(!RuleProfile::Mcr.is_standard());
    /// ```
    pub const fn is_standard(self) -> bool {
        !matches!(self, RuleProfile::Mcr)
    }

    /// The most chows a winning hand may hold: 4, British 1 ("one chow per hand"), two-player
    /// 0 ("no chows are allowed").
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::RuleProfile::TwoPlayer.max_chows(), 0);
    /// ```
    pub const fn max_chows(self) -> u8 {
        match self {
            RuleProfile::Classical | RuleProfile::ThreePlayer | RuleProfile::Mcr => 4,
            RuleProfile::British => 1,
            RuleProfile::TwoPlayer => 0,
        }
    }

    /// Whether the profile plays with this tile: the 34 faces and the Chinese flowers and
    /// seasons, less what three-player removes (the North wind; with flowers, the bamboo flower
    /// `4f` and Winter `4g`, the 138-tile set).
    ///
    /// ```
    /// use mahjong_core::{Tile, Wind, standard::RuleProfile};
    /// assert!(!RuleProfile::ThreePlayer.uses_tile(Tile::wind(Wind::North)));
    /// assert!(!RuleProfile::ThreePlayer.uses_tile("4g".parse().unwrap()));
    /// assert!(RuleProfile::British.uses_tile("4g".parse().unwrap()));
    /// assert!(!RuleProfile::British.uses_tile(Tile::JOKER));
    /// ```
    pub const fn uses_tile(self, tile: Tile) -> bool {
        let i = tile.index();
        i < 42 && !(matches!(self, RuleProfile::ThreePlayer) && (i == 30 || i == 37 || i == 41))
    }

    /// The playing faces (bit `i` for tile index `i`, below 34) the profile plays without: those
    /// [`RuleProfile::uses_tile`] rejects.
    pub(crate) const fn removed_faces(self) -> u64 {
        const fn removed(p: RuleProfile) -> u64 {
            let mut mask = 0u64;
            let mut i = 0u8;
            while i < 34 {
                if let Some(t) = Tile::from_index(i) {
                    if !p.uses_tile(t) {
                        mask |= 1 << i;
                    }
                }
                i += 1;
            }
            mask
        }
        const TABLE: [u64; 5] = [
            removed(RuleProfile::Classical),
            removed(RuleProfile::British),
            removed(RuleProfile::TwoPlayer),
            removed(RuleProfile::ThreePlayer),
            removed(RuleProfile::Mcr),
        ];
        TABLE[self as usize]
    }

    /// Whether a player has this wind: four players are East, South, West and North;
    /// three-player has no North; two-player "One player plays East, the other West".
    ///
    /// ```
    /// use mahjong_core::{Wind, standard::RuleProfile};
    /// assert!(RuleProfile::Classical.has_wind(Wind::North));
    /// assert!(!RuleProfile::ThreePlayer.has_wind(Wind::North));
    /// assert!(!RuleProfile::TwoPlayer.has_wind(Wind::South));
    /// assert!(RuleProfile::TwoPlayer.has_wind(Wind::West));
    /// ```
    pub const fn has_wind(self, wind: Wind) -> bool {
        match self {
            RuleProfile::Classical | RuleProfile::British | RuleProfile::Mcr => true,
            RuleProfile::ThreePlayer => !matches!(wind, Wind::North),
            RuleProfile::TwoPlayer => matches!(wind, Wind::East | Wind::West),
        }
    }

    /// The special hands of the classical and British tables the profile allows (none for
    /// [`RuleProfile::Mcr`], whose special forms are fans of [`crate::mcr`]).
    ///
    /// ```
    /// use mahjong_core::standard::{RuleProfile, SpecialHand};
    /// assert!(!RuleProfile::Classical.special_hands().contains(SpecialHand::ImperialJade));
    /// assert_eq!(RuleProfile::British.special_hands().len(), 18);
    /// ```
    pub const fn special_hands(self) -> SpecialHands {
        match self {
            RuleProfile::Classical | RuleProfile::ThreePlayer => special::CLASSICAL_SPECIALS,
            RuleProfile::British | RuleProfile::TwoPlayer => special::ALL_SPECIALS,
            RuleProfile::Mcr => SpecialHands::EMPTY,
        }
    }

    /// The tile set of the profile: 136/144 tiles (the Chinese Official rules play 144 with their
    /// flowers), three-player 132/138.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::RuleProfile::ThreePlayer.tile_set(false).total(), 132);
    /// assert_eq!(mahjong_core::standard::RuleProfile::ThreePlayer.tile_set(true).total(), 138);
    /// ```
    pub const fn tile_set(self, flowers: bool) -> crate::TileSet {
        match self {
            RuleProfile::ThreePlayer => crate::TileSet::three_player(flowers),
            _ => crate::TileSet::chinese(flowers),
        }
    }

    /// The winds at the table: all four; East and West for two players; East, South and
    /// West for the triangular three-player game.
    ///
    /// ```
    /// use mahjong_core::{Wind, standard::RuleProfile};
    /// assert_eq!(RuleProfile::TwoPlayer.winds(), &[Wind::East, Wind::West]);
    /// ```
    pub const fn winds(self) -> &'static [Wind] {
        match self {
            RuleProfile::Classical | RuleProfile::British | RuleProfile::Mcr => &Wind::ALL,
            RuleProfile::TwoPlayer => &[Wind::East, Wind::West],
            RuleProfile::ThreePlayer => &[Wind::East, Wind::South, Wind::West],
        }
    }

    /// Points for going Mah Jong in the profile's scoring table: 10, British 20 (0 for
    /// [`RuleProfile::Mcr`], which scores fans and has no such item).
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::RuleProfile::British.mah_jong_points(), 20);
    /// ```
    pub const fn mah_jong_points(self) -> u32 {
        match self {
            RuleProfile::British => 20,
            RuleProfile::Mcr => 0,
            _ => 10,
        }
    }

    /// True when East pays and receives double: every profile but two-player and the Chinese
    /// Official rules (whose payments have no East double, [`crate::mcr::payments`]).
    ///
    /// ```
    /// use mahjong_core::standard::RuleProfile;
    /// assert!(!RuleProfile::TwoPlayer.east_doubles());
    /// assert!(RuleProfile::ThreePlayer.east_doubles());
    /// ```
    pub const fn east_doubles(self) -> bool {
        !matches!(self, RuleProfile::TwoPlayer | RuleProfile::Mcr)
    }
}
