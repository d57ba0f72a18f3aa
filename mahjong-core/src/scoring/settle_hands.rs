//! One call settles a whole hand of the classical, British, two- or three-player game: every
//! hand scored (the winner's as Mah Jong, the others as losing hands) and the payments.
use super::{Payments, Score, ScoreError, ScoreRules, score, score_losing_hand, settle};
use crate::{Hand, Wind};
use core::fmt;

/// A whole hand settled by [`settle_hands`]: each wind's score and who pays whom. Its JSON form
/// (features `serde` and `alloc`) is `{"scores", "payments"}`; `HandSettlementReport` (feature
/// `serde`) adds the winner and the payments' nets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(all(feature = "serde", feature = "alloc"), derive(serde::Serialize, serde::Deserialize))]
pub struct HandSettlement {
    /// Each wind's score, East … North: the winner's Mah Jong hand, the losers' hands; `None`
    /// for a wind no player has.
    pub scores: [Option<Score>; 4],
    /// Who pays whom.
    pub payments: Payments,
}

/// Why [`settle_hands`] failed: the scoring or settling error, and the wind whose hand it
/// concerns (`None` when it concerns the settlement as a whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettleHandsError {
    /// The wind whose hand could not be scored, or `None`.
    pub wind: Option<Wind>,
    /// What went wrong.
    pub error: ScoreError,
}

impl SettleHandsError {
    /// The [`ErrorKind`](crate::ErrorKind) of the score error it carries.
    pub fn kind(&self) -> crate::ErrorKind {
        self.error.kind()
    }
}

crate::kind::kinded_errors!(SettleHandsError);

impl fmt::Display for SettleHandsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.wind {
            Some(s) => write!(f, "the {} hand: {}", s.name(), self.error),
            None => self.error.fmt(f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SettleHandsError {}

/// Scores every hand at the table and settles them, in one call: the three steps of
/// [`score`] for the winner, [`score_losing_hand`] for every other player, and
/// [`settle`].
///
/// `hands` holds the four hands by wind (East, South, West, North); a wind no player has
/// (North in three-player; South and North in two-player) must be `None`, and every
/// player's hand must be given. Each hand is scored with its own wind set from its place in
/// `hands` and the prevailing wind set to `prevailing`, whatever its own context says (the rest
/// of its context, such as the winning tile, is kept). `winner` is `None` for a wall game: the
/// hands are scored as losing hands and nothing is paid.
///
/// ```
/// use mahjong_core::scoring::{score, score_losing_hand, settle, settle_hands, ScoreRules};
/// use mahjong_core::{Hand, Wind::*};
/// let rules = ScoreRules::classical();
/// let p = |s: &str| Hand::parse(s).unwrap();
/// let hands = [
///     Some(p("123m456m789m111p22p; win=2p by=self")),
///     Some(p("111s 222s 345p 77z 99m")),
///     Some(p("[555z] 123s 456s 78s 99p")),
///     Some(p("[666z] 11z 234m 567p 88s")),
/// ];
/// let s = settle_hands(&rules, &hands, Some(East), East).unwrap();
/// // The same as scoring each hand and settling the four scores.
/// let winner = score(&hands[0].unwrap(), &rules).unwrap();
/// let south = score_losing_hand(&{ let mut h = hands[1].unwrap(); let mut c = *h.context(); c.seat_wind = South; h.set_context(c); h }, &rules).unwrap();
/// assert_eq!(s.scores[0], Some(winner));
/// assert_eq!(s.scores[1], Some(south));
/// let totals = s.scores.map(|x| x.map_or(0, |x| x.total()));
/// assert_eq!(s.payments, settle(&rules, Some(East), totals).unwrap());
/// ```
pub fn settle_hands(
    rules: &ScoreRules,
    hands: &[Option<Hand>; 4],
    winner: Option<Wind>,
    prevailing: Wind,
) -> Result<HandSettlement, SettleHandsError> {
    let whole = |error| SettleHandsError { wind: None, error };
    rules.check().map_err(whole)?;
    if let Some(w) = winner
        && !rules.profile.has_wind(w)
    {
        return Err(whole(ScoreError::WindNotAtTable(w)));
    }
    let mut scores: [Option<Score>; 4] = [None; 4];
    for wind in Wind::ALL {
        let given = hands[wind as usize];
        let at_table = rules.profile.has_wind(wind);
        let at = |error| SettleHandsError { wind: Some(wind), error };
        let mut hand = match (given, at_table) {
            (None, false) => continue,
            (Some(_), false) => return Err(at(ScoreError::WindNotAtTable(wind))),
            (None, true) => return Err(at(ScoreError::MissingHand(wind))),
            (Some(h), true) => h,
        };
        let mut ctx = *hand.context();
        ctx.seat_wind = wind;
        ctx.prevailing = prevailing;
        hand.set_context(ctx);
        let s = if winner == Some(wind) { score(&hand, rules) } else { score_losing_hand(&hand, rules) };
        scores[wind as usize] = Some(s.map_err(at)?);
    }
    let totals = scores.map(|s| s.map_or(0, |s| s.total()));
    let payments = settle(rules, winner, totals).map_err(whole)?;
    Ok(HandSettlement { scores, payments })
}
