//! The scoring options: the rule profile, the limit, and whether flowers and seasons score.

use super::ScoreError;
use crate::standard::{RuleProfile, SpecialHand, SpecialValue};

/// The default limit: 1000, the usual tournament limit.
pub const DEFAULT_LIMIT: u32 = 1000;
/// The English limit, offered as an option.
pub const ENGLISH_LIMIT: u32 = 2000;

/// Scoring options: the profile, the limit and whether flowers and seasons score.
///
/// ```
/// use mahjong_core::{scoring::ScoreRules, standard::RuleProfile};
/// let rules = ScoreRules::british().with_limit(2000);
/// assert_eq!(rules.profile, RuleProfile::British);
/// assert_eq!(rules.limit, 2000);
/// assert!(rules.flowers_and_seasons);
/// assert!(!ScoreRules::classical().flowers_and_seasons);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreRules {
    /// The game.
    pub profile: RuleProfile,
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
    /// use mahjong_core::{scoring::ScoreRules, standard::RuleProfile};
    /// assert_eq!(ScoreRules::new(RuleProfile::ThreePlayer).limit, 1000);
    /// ```
    pub const fn new(profile: RuleProfile) -> ScoreRules {
        ScoreRules { profile, limit: DEFAULT_LIMIT, flowers_and_seasons: matches!(profile, RuleProfile::British) }
    }

    /// Chinese classical, four players.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::classical().profile.label(), "classical");
    /// ```
    pub const fn classical() -> ScoreRules {
        ScoreRules::new(RuleProfile::Classical)
    }

    /// British (BMJA), with flowers and seasons.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::british().profile.label(), "british");
    /// ```
    pub const fn british() -> ScoreRules {
        ScoreRules::new(RuleProfile::British)
    }

    /// Two players.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::two_player().profile.label(), "two-player");
    /// ```
    pub const fn two_player() -> ScoreRules {
        ScoreRules::new(RuleProfile::TwoPlayer)
    }

    /// Three players, triangular.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::ScoreRules::three_player().profile.label(), "three-player");
    /// ```
    pub const fn three_player() -> ScoreRules {
        ScoreRules::new(RuleProfile::ThreePlayer)
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

    /// Checks the rules can score: the profile is one of the classical and British tables
    /// ([`ScoreError::McrProfile`] for the Chinese Official rules, scored by
    /// [`crate::mcr::score`]) and the limit is at least 1 ([`ScoreError::InvalidLimit`]
    /// otherwise). [`super::score`], [`super::score_losing_hand`] and [`super::settle`] call it.
    ///
    /// ```
    /// use mahjong_core::scoring::{ScoreError, ScoreRules};
    /// assert_eq!(ScoreRules::classical().check(), Ok(()));
    /// assert_eq!(ScoreRules::classical().with_limit(0).check(), Err(ScoreError::InvalidLimit(0)));
    /// ```
    pub const fn check(&self) -> Result<(), ScoreError> {
        if !self.profile.is_standard() {
            return Err(ScoreError::McrProfile);
        }
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

    /// What `hand` scores under these rules: the limit, or [`ScoreRules::half_limit`].
    pub(crate) const fn special_value(&self, hand: SpecialHand) -> u32 {
        match hand.value() {
            SpecialValue::Limit => self.limit,
            SpecialValue::HalfLimit => self.half_limit(),
        }
    }
}
