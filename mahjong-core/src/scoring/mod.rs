//! Scoring and settlement: the Chinese classical and British tables (with the
//! two- and three-player games), and the American payments.
//!
//! - [`score`] scores a Mah Jong hand: a [`Score`] holds the breakdown (each [`ScoreItem`] under
//!   its name in the scoring table, with its points or doubles and the tiles it came from), the points, the
//!   doubles and the total after the limit. [`score_losing_hand`] scores the other players'
//!   hands for the losers' settlement.
//! - [`settle`] turns the four scores into [`Payments`] (every loser pays the winner, East pays
//!   and receives double, losers settle their differences).
//! - [`settle_american`] settles an American Mah Jongg from the line's value and flags;
//!   `AmericanWin::from_match` (with `alloc`) takes the value, "jokerless" and the joker-eligible groups
//!   from the card engine's [`Match`](crate::american::Match) (the announcement stays an input);
//!   [`settle_american_wall_game`] settles a wall game.
//!
//! ```
//! use mahjong_core::scoring::{settle, settle_american, AmericanRules, AmericanWin, ScoreRules};
//! use mahjong_core::Wind::*;
//!
//! // Classical: East wins with 64 points, South holds 16, West 4, North 0.
//! let p = settle(&ScoreRules::classical(), Some(East), [64, 16, 4, 0]).unwrap();
//! assert_eq!(p.nets(), [384, -100, -136, -148]);
//!
//! // American: a 25-point line won on South's discard.
//! let s = settle_american(&AmericanWin::new(North, 25).by_discard(South), &AmericanRules::default()).unwrap();
//! assert_eq!(s.payments.nets(), [-25, -50, -25, 100]);
//! ```
//!
//! # American settlement
//!
//! - won on a discard: the player who threw the winning tile pays double the hand's value, the
//!   other two pay the value; self-drawn: all three pay double;
//! - Mah Jongg declared right after a joker exchange counts as self-drawn;
//! - a hand with no jokers at all pays double on top of any other doubling, only if
//!   "jokerless" was announced, and never for a line of singles and pairs only;
//! - a dead hand still pays; a wall game pays nothing ([`settle_american_wall_game`]);
//! - house rule [`AmericanRules::discarder_pays_all`]: the discarder pays everyone's share;
//! - the American social format ([`AmericanFormat::Social`]) just names the winner.
//!
//! # Choices where the rule books leave room
//!
//! Written down here, following the most common published practice:
//!
//! - Each profile plays its own table: classical, two- and three-player use the Chinese table
//!   (10 for Mah Jong); British uses 20 for Mah Jong, adds "All concealed hand" and "Going Mah
//!   Jong with the last discard", drops "All 4 Winds" and "All 3 Dragons", and scores flowers
//!   and seasons ([`ScoreRules::flowers_and_seasons`], on by default only for British).
//! - A pung completed by a discarded winning tile counts as exposed (the classical rules: concealed means
//!   "completed by drawing from the wall"); when the winning tile could complete another set or
//!   the pair instead, the reading that scores most is taken.
//! - A pair of a wind that is both the prevailing wind and the player's own wind scores both
//!   items (4 points); a pung of such a wind doubles twice.
//! - "Non-scoring hand" is four chows and a pair that scores no points. "All one suit and some
//!   Dragons and/or Winds" needs at least one suit tile and one honour; "All major tiles and
//!   some Dragons and/or Winds" needs at least one terminal and one honour; "All Dragons and/or
//!   winds" is the all-honours hand. The three do not overlap.
//! - "For drawing the winning tile from the wall" also counts a loose tile and the last tile of
//!   the wall (both are drawn).
//! - British "All concealed hand": no exposed meld; the winning discard may complete the hand.
//!   British "one chow per hand" counts every chow of the hand, concealed or exposed.
//! - Holding a complete set of flowers also holds the own flower: both lines apply (three
//!   doubles); the same for seasons.
//! - Losing hands score their melds, pungs held concealed (three identical tiles in hand), each
//!   scoring pair held, flowers and seasons, and the doubles for any player; no Mah Jong items.
//! - The limit caps a hand's score; East's double is a payment and may exceed it. A limit of 0
//!   is refused ([`ScoreError::InvalidLimit`]); amounts that would not fit in 32 bits are
//!   refused ([`ScoreError::Overflow`]), never cut short.
//! - A losing hand holds 13 tiles in sets (a kong counts 3); any other count is an error.
//! - The triangular three-player game with flowers and seasons removes one flower and one
//!   season, "usually Winter and Bamboo tiles": the Bamboo flower (4f) and the Winter season
//!   (4g) are refused at that table.
//! - When a special hand and a standard reading reach the same total (both at the limit), the
//!   special hand is named. When several special hands of the same value apply, any other is
//!   named before Buried Treasure (whose concealed pungs come with most pung-based special hands
//!   held concealed), then the first in the table's order.
//! - A hand that is both a special hand and four sets and a pair scores whichever is higher
//!   (a half-limit hand can be beaten by a well-doubled standard reading). A losing hand calling
//!   on a special hand scores that hand's value, or its own score if higher.
//! - Two players: the two-player rules say a hand needs "four Pungs or Kongs plus a double"; every
//!   all-pung hand already has the "No Chows" double, so no extra minimum is applied.
//! - When the winning tile is not among the concealed tiles (written inside a meld), the
//!   "only possible tile" item is not given.

mod american;
mod breakdown;
mod display;
mod hand_score;
mod payments;
#[cfg(feature = "serde")]
mod report;
mod score_rules;
mod settle_hands;

pub use american::{
    AmericanFormat, AmericanRules, AmericanSettlement, AmericanWin, AmericanWinBy, american_value, settle_american,
    settle_american_wall_game,
};
pub use breakdown::{MAX_ITEMS, Score, ScoreItem, ScoreItemKind};
pub use hand_score::{score, score_losing_hand};
pub use payments::{Payments, settle};
#[cfg(feature = "serde")]
pub use report::{AmericanReport, HandSettlementReport, PaymentsReport};
pub use score_rules::{DEFAULT_LIMIT, ENGLISH_LIMIT, ScoreRules};
pub use settle_hands::{HandSettlement, SettleHandsError, settle_hands};

use crate::standard::StandardError;
use crate::{Tile, Wind};

crate::kind::error_enum! {
    /// Why a hand cannot be scored or settled.
    ///
    /// ```
    /// use mahjong_core::{scoring::ScoreError, Wind};
    /// assert_eq!(ScoreError::WindNotAtTable(Wind::North).to_string(), "no player has the north wind at this table");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum ScoreError {
        /// No player has this wind in this game (North in the three-player game, South and North in
        /// the two-player game).
        #[error("no player has the {} wind at this table", .0.name())]
        WindNotAtTable(Wind) => ScoreWindNotAtTable,
        /// A wind that plays in this game was given no hand to score.
        #[error("no hand was given for the player with the {} wind, who is at this table", .0.name())]
        MissingHand(Wind) => ScoreMissingHand,
        /// A score was given for a wind no player has in this game.
        #[error("a score was given for the {} wind, which no player has at this table", .0.name())]
        ScoreForWindNotAtTable(Wind) => ScoreForWindNotAtTable,
        /// The winner was named as the player who threw the winning tile.
        #[error("the player with the {} wind cannot both win and throw the winning tile", .0.name())]
        WinnerIsDiscarder(Wind) => ScoreWinnerIsDiscarder,
        /// A self-drawn win (or one right after a joker exchange) named a discarder other than the
        /// winner: nobody threw the winning tile.
        #[error(
            "a win on the discard of the player with the {} wind cannot also be self-drawn or after a joker exchange",
            .0.name()
        )]
        DiscarderOnSelfDrawnWin(Wind) => ScoreDiscarderOnSelfDrawnWin,
        /// A dead hand cannot win or throw the winning tile.
        #[error("the hand of the player with the {} wind is dead: it cannot win or throw the winning tile", .0.name())]
        DeadHand(Wind) => ScoreDeadHand,
        /// The hand holds a tile or group this game does not use (a joker, a quint, an American
        /// flower, a North wind at the three-player table).
        #[error("{0} is not used in this game")]
        NotInThisGame(Tile) => ScoreNotInThisGame,
        /// The hand is neither four sets and a pair allowed by the game nor a special hand.
        #[error("not a Mah Jong hand under the {0} rules")]
        NotMahJong(&'static str) => ScoreNotMahJong,
        /// The hand cannot be read as sets (wrong tile count, too many copies…).
        #[error(transparent)]
        Standard(#[from] StandardError) => inner,
        /// More chows than the game allows (British one, two-player none).
        #[error("{count} chows; this game allows {max}")]
        TooManyChows {
            /// Chows in the hand.
            count: u8,
            /// Chows allowed.
            max: u8,
        } => ScoreTooManyChows,
        /// The limit is 0: no hand could score anything. The limit must be at least 1.
        #[error("limit {0} is not a limit: it must be at least 1")]
        InvalidLimit(u32) => ScoreInvalidLimit,
        /// An amount does not fit in the 32 bits a payment holds (a value or a limit too large to
        /// double); nothing is settled rather than a wrong amount.
        #[error("the amount {0} does not fit in 32 bits")]
        Overflow(u64) => ScoreOverflow,
        /// The rules name the Chinese Official profile ([`RuleProfile::Mcr`](crate::standard::RuleProfile::Mcr)):
        /// its hands are scored by [`crate::mcr::score`], not with the classical or British table.
        #[error("the Chinese Official rules (mcr) are scored by their own fans, not this table")]
        McrProfile => ScoreMcrProfile,
        /// "Jokerless" was claimed for a hand that holds jokers.
        #[error("jokerless was claimed but the hand holds jokers")]
        JokerlessWithJokers => ScoreJokerlessWithJokers,
        /// An American win named no discarder and was neither self-drawn nor declared after a
        /// joker exchange ([`AmericanWin::won_by`]): nothing says how the winning tile came.
        #[error(
            "nothing says how the winning tile came: name the discarder, or say the win was self-drawn or after a joker exchange"
        )]
        WinByNotGiven => ScoreWinByNotGiven,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, Wind, scoring::ScoreError};
    /// assert_eq!(ScoreError::DeadHand(Wind::East).kind(), ErrorKind::ScoreDeadHand);
    /// ```
    fn kind;
}
