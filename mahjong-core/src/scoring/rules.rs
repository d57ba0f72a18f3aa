//! Which game is being scored: the profile (classical, British, two-player, three-player) and
//! its options (the limit, flowers and seasons).

use super::ScoreError;
use crate::Wind;

/// The scoring game, as the classical and British rules describe them.
///
/// Two-player and three-player games use the Chinese classical tables (10 for Mah Jong, all
/// the classical doubles); only their seating, chow rule and payments differ.
///
/// ```
/// use mahjong_core::scoring::Profile;
/// assert_eq!(Profile::from_name("british"), Some(Profile::British));
/// assert_eq!(Profile::TwoPlayer.label(), "two-player");
/// assert_eq!(Profile::ThreePlayer.seats().len(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Profile {
    /// Chinese classical, four players (the default).
    #[default]
    Classical = 0,
    /// British Mah Jong Association rules, four players.
    British = 1,
    /// Two players, East and West: no chows, East neither pays nor receives double.
    TwoPlayer = 2,
    /// Three players at a triangular table: no North seat, no North winds.
    ThreePlayer = 3,
}

impl Profile {
    /// All profiles, in value order.
    pub const ALL: [Profile; 4] = [Profile::Classical, Profile::British, Profile::TwoPlayer, Profile::ThreePlayer];

    /// The profile's name: `classical`, `british`, `two-player`, `three-player`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::Profile::Classical.label(), "classical");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            Profile::Classical => "classical",
            Profile::British => "british",
            Profile::TwoPlayer => "two-player",
            Profile::ThreePlayer => "three-player",
        }
    }

    /// Parses a name given by [`Profile::name`] (also `chinese`, `bmja`, `two`, `three`,
    /// `triangular`), ignoring case.
    ///
    /// ```
    /// use mahjong_core::scoring::Profile;
    /// assert_eq!(Profile::from_name("BMJA"), Some(Profile::British));
    /// assert_eq!(Profile::from_name("triangular"), Some(Profile::ThreePlayer));
    /// assert_eq!(Profile::from_name("riichi"), None);
    /// ```
    pub fn from_name(s: &str) -> Option<Profile> {
        let s = s.trim();
        let alias = [
            ("chinese", Profile::Classical),
            ("bmja", Profile::British),
            ("two", Profile::TwoPlayer),
            ("three", Profile::ThreePlayer),
            ("triangular", Profile::ThreePlayer),
        ];
        Profile::ALL
            .into_iter()
            .map(|p| (p.label(), p))
            .chain(alias)
            .find(|(name, _)| s.eq_ignore_ascii_case(name))
            .map(|(_, p)| p)
    }

    /// The seats at the table: all four winds; East and West for two players; East, South and
    /// West for the triangular three-player game.
    ///
    /// ```
    /// use mahjong_core::{scoring::Profile, Wind};
    /// assert_eq!(Profile::TwoPlayer.seats(), &[Wind::East, Wind::West]);
    /// ```
    pub const fn seats(self) -> &'static [Wind] {
        match self {
            Profile::Classical | Profile::British => &Wind::ALL,
            Profile::TwoPlayer => &[Wind::East, Wind::West],
            Profile::ThreePlayer => &[Wind::East, Wind::South, Wind::West],
        }
    }

    /// True when `seat` plays in this game.
    ///
    /// ```
    /// use mahjong_core::{scoring::Profile, Wind};
    /// assert!(!Profile::ThreePlayer.has_seat(Wind::North));
    /// ```
    pub fn has_seat(self, seat: Wind) -> bool {
        self.seats().contains(&seat)
    }

    /// The most chows a Mah Jong hand may hold: 4, British 1 ("one chow per hand"), two-player
    /// 0 ("no chows are allowed").
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::Profile::British.max_chows(), 1);
    /// ```
    pub const fn max_chows(self) -> u8 {
        match self {
            Profile::British => 1,
            Profile::TwoPlayer => 0,
            Profile::Classical | Profile::ThreePlayer => 4,
        }
    }

    /// Points for going Mah Jong: 10, British 20.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::Profile::British.mah_jong_points(), 20);
    /// ```
    pub const fn mah_jong_points(self) -> u32 {
        match self {
            Profile::British => 20,
            _ => 10,
        }
    }

    /// True when East pays and receives double (every profile but two-player).
    ///
    /// ```
    /// assert!(!mahjong_core::scoring::Profile::TwoPlayer.east_doubles());
    /// ```
    pub const fn east_doubles(self) -> bool {
        !matches!(self, Profile::TwoPlayer)
    }
}

/// The default limit: 1000, the usual tournament limit.
pub const DEFAULT_LIMIT: u32 = 1000;
/// The English limit, offered as an option.
pub const ENGLISH_LIMIT: u32 = 2000;

/// Scoring options: the profile, the limit and whether flowers and seasons score.
///
/// ```
/// use mahjong_core::scoring::{Profile, ScoreRules};
/// let rules = ScoreRules::british().with_limit(2000);
/// assert_eq!(rules.profile, Profile::British);
/// assert_eq!(rules.limit, 2000);
/// assert!(rules.flowers_and_seasons);
/// assert!(!ScoreRules::classical().flowers_and_seasons);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreRules {
    /// The game.
    pub profile: Profile,
    /// The limit: no hand scores more ([`DEFAULT_LIMIT`] 1000, or [`ENGLISH_LIMIT`] 2000).
    /// Half-limit hands score half of it.
    pub limit: u32,
    /// Flowers and seasons score (British: on by default; the Chinese game does not use them,
    /// so bonus tiles in a hand are ignored when this is off).
    pub flowers_and_seasons: bool,
}

impl Default for ScoreRules {
    fn default() -> ScoreRules {
        ScoreRules::classical()
    }
}

impl ScoreRules {
    /// The rules of `profile` with its defaults: limit 1000, flowers and seasons only in the
    /// British game.
    ///
    /// ```
    /// use mahjong_core::scoring::{Profile, ScoreRules};
    /// assert_eq!(ScoreRules::new(Profile::ThreePlayer).limit, 1000);
    /// ```
    pub const fn new(profile: Profile) -> ScoreRules {
        ScoreRules { profile, limit: DEFAULT_LIMIT, flowers_and_seasons: matches!(profile, Profile::British) }
    }

    /// Chinese classical, four players.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::classical().profile.label(), "classical");
    /// ```
    pub const fn classical() -> ScoreRules {
        ScoreRules::new(Profile::Classical)
    }

    /// British (BMJA), with flowers and seasons.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::british().profile.label(), "british");
    /// ```
    pub const fn british() -> ScoreRules {
        ScoreRules::new(Profile::British)
    }

    /// Two players.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::two_player().profile.label(), "two-player");
    /// ```
    pub const fn two_player() -> ScoreRules {
        ScoreRules::new(Profile::TwoPlayer)
    }

    /// Three players, triangular.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::three_player().profile.label(), "three-player");
    /// ```
    pub const fn three_player() -> ScoreRules {
        ScoreRules::new(Profile::ThreePlayer)
    }

    /// The same rules with another limit.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::classical().with_limit(2000).limit, 2000);
    /// ```
    pub const fn with_limit(self, limit: u32) -> ScoreRules {
        ScoreRules { limit, ..self }
    }

    /// The same rules with flowers and seasons on or off.
    ///
    /// ```
    /// assert!(!mahjong_core::scoring::ScoreRules::british().with_flowers_and_seasons(false).flowers_and_seasons);
    /// ```
    pub const fn with_flowers_and_seasons(self, on: bool) -> ScoreRules {
        ScoreRules { flowers_and_seasons: on, ..self }
    }

    /// Checks the rules can score: the limit is at least 1 ([`ScoreError::InvalidLimit`]
    /// otherwise). [`super::score`], [`super::score_losing_hand`] and [`super::settle`] call it.
    ///
    /// ```
    /// use mahjong_core::scoring::{ScoreError, ScoreRules};
    /// assert_eq!(ScoreRules::classical().check(), Ok(()));
    /// assert_eq!(ScoreRules::classical().with_limit(0).check(), Err(ScoreError::InvalidLimit(0)));
    /// ```
    pub const fn check(&self) -> Result<(), ScoreError> {
        if self.limit == 0 {
            return Err(ScoreError::InvalidLimit(self.limit));
        }
        Ok(())
    }

    /// Half the limit (rounded down), the value of a half-limit hand.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::classical().half_limit(), 500);
    /// ```
    pub const fn half_limit(&self) -> u32 {
        self.limit / 2
    }
}
