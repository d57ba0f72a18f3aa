//! Who pays whom: the [`Payments`] table, and the settlement of the classical, British, two-player
//! and three-player games ([`settle`]).
//!
//! Four players:
//!
//! - every loser pays the winner the winner's score; if East wins the others pay double, if not,
//!   East pays double;
//! - each loser pays any other loser with a greater hand the difference, East paying or
//!   receiving double the difference.
//!
//! The triangular three-player game is "played in the same way as for 4 player Mah Jong", so it
//! settles the same way between East, South and West. Two players (East and West): East neither
//! pays nor receives double, and a winner with a lower score than the opponent receives the
//! normal total plus the difference. A wall game (no winner) pays nothing.
//!
//! Scores above the limit are cut to the limit before settling; the doubling for East is a
//! payment and may exceed it (a limit hand won by East collects twice the limit from each).

use super::{ScoreError, ScoreRules};
use crate::Wind;
use crate::standard::RuleProfile;

/// Amounts paid between the four winds. `amount(from, to)` is what `from` pays `to`; a wind
/// no player has pays and receives nothing.
///
/// ```
/// use mahjong_core::scoring::{settle, ScoreRules};
/// use mahjong_core::Wind::*;
/// // South wins with 100; everyone else scored nothing.
/// let p = settle(&ScoreRules::classical(), Some(South), [0, 100, 0, 0]).unwrap();
/// assert_eq!(p.amount(East, South), 200);
/// assert_eq!(p.amount(West, South), 100);
/// assert_eq!(p.net(South), 400);
/// assert_eq!(p.nets(), [-200, 400, -100, -100]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "PaymentsForm"))]
pub struct Payments {
    /// `transfers[from][to]`, indexed by wind (East 0 … North 3).
    transfers: [[u32; 4]; 4],
}

/// What a serialized table of payments holds; read back only when no wind pays itself, as
/// no settlement makes a wind do.
///
/// ```
/// use mahjong_core::scoring::{settle, Payments, ScoreRules};
/// let p = settle(&ScoreRules::classical(), Some(mahjong_core::Wind::West), [30, 8, 40, 12]).unwrap();
/// let text = serde_json::to_string(&p).unwrap();
/// assert_eq!(serde_json::from_str::<Payments>(&text).unwrap(), p);
/// let own = r#"{"transfers": [[5, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}"#;
/// assert!(serde_json::from_str::<Payments>(own).unwrap_err().to_string().starts_with("no wind pays itself"));
/// ```
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct PaymentsForm {
    transfers: [[u32; 4]; 4],
}

#[cfg(feature = "serde")]
impl TryFrom<PaymentsForm> for Payments {
    type Error = &'static str;

    fn try_from(f: PaymentsForm) -> Result<Payments, &'static str> {
        match Wind::ALL.into_iter().all(|w| f.transfers[w as usize][w as usize] == 0) {
            true => Ok(Payments { transfers: f.transfers }),
            false => Err("no wind pays itself"),
        }
    }
}

impl Payments {
    /// Nobody pays anything.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::Payments::NONE.nets(), [0; 4]);
    /// ```
    pub const NONE: Payments = Payments { transfers: [[0; 4]; 4] };

    /// What `from` pays `to`.
    ///
    /// ```
    /// use mahjong_core::{scoring::Payments, Wind};
    /// assert_eq!(Payments::NONE.amount(Wind::East, Wind::South), 0);
    /// ```
    pub const fn amount(&self, from: Wind, to: Wind) -> u32 {
        self.transfers[from as usize][to as usize]
    }

    /// The whole table, `[from][to]`, indexed by wind (East 0 … North 3).
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::Payments::NONE.table()[0][1], 0);
    /// ```
    pub const fn table(&self) -> &[[u32; 4]; 4] {
        &self.transfers
    }

    /// Total paid out by `wind`.
    ///
    /// ```
    /// use mahjong_core::{scoring::{settle, ScoreRules}, Wind};
    /// let p = settle(&ScoreRules::classical(), Some(Wind::East), [50, 0, 0, 0]).unwrap();
    /// assert_eq!(p.paid(Wind::North), 100);
    /// ```
    pub fn paid(&self, wind: Wind) -> u64 {
        self.transfers[wind as usize].iter().map(|&a| a as u64).sum()
    }

    /// Total received by `wind`.
    ///
    /// ```
    /// use mahjong_core::{scoring::{settle, ScoreRules}, Wind};
    /// let p = settle(&ScoreRules::classical(), Some(Wind::East), [50, 0, 0, 0]).unwrap();
    /// assert_eq!(p.received(Wind::East), 300);
    /// ```
    pub fn received(&self, wind: Wind) -> u64 {
        self.transfers.iter().map(|row| row[wind as usize] as u64).sum()
    }

    /// Received minus paid by `wind`.
    ///
    /// ```
    /// use mahjong_core::{scoring::{settle, ScoreRules}, Wind};
    /// let p = settle(&ScoreRules::classical(), Some(Wind::East), [50, 0, 0, 0]).unwrap();
    /// assert_eq!(p.net(Wind::South), -100);
    /// ```
    pub fn net(&self, wind: Wind) -> i64 {
        self.received(wind) as i64 - self.paid(wind) as i64
    }

    /// [`Payments::net`] of every wind, East … North. The four always sum to zero.
    ///
    /// ```
    /// use mahjong_core::{scoring::{settle, ScoreRules}, Wind};
    /// let p = settle(&ScoreRules::classical(), Some(Wind::West), [0, 0, 10, 0]).unwrap();
    /// assert_eq!(p.nets(), [-20, -10, 40, -10]);
    /// ```
    pub fn nets(&self) -> [i64; 4] {
        Wind::ALL.map(|w| self.net(w))
    }

    /// Adds `amount` to what `from` pays `to`; [`ScoreError::Overflow`] when the sum does not
    /// fit in 32 bits (nothing is cut short).
    pub(crate) fn add(&mut self, from: Wind, to: Wind, amount: u64) -> Result<(), ScoreError> {
        let cell = &mut self.transfers[from as usize][to as usize];
        let sum = u64::from(*cell) + amount;
        *cell = u32::try_from(sum).map_err(|_| ScoreError::Overflow(sum))?;
        Ok(())
    }
}

/// Settles a hand of the classical, British, two-player or three-player game.
///
/// `scores` holds each wind's hand score (East, South, West, North; the winner's Mah Jong hand
/// and the losers' hands, as [`super::score`] and [`super::score_losing_hand`] give them);
/// scores over the limit are cut to it. `winner` is `None` for a wall game, which pays nothing.
///
/// Errors: the limit is 0 ([`ScoreError::InvalidLimit`]), the winner is not at the table
/// ([`ScoreError::WindNotAtTable`]), a wind no player has at the table has a score
/// ([`ScoreError::ScoreForWindNotAtTable`]), or an amount does not fit in 32 bits
/// ([`ScoreError::Overflow`]: a limit above 2^30 can make East's doubled share too large).
///
/// ```
/// use mahjong_core::scoring::{settle, ScoreRules};
/// use mahjong_core::Wind::*;
/// // West wins with 40. East has 30, South 8, North 12.
/// let p = settle(&ScoreRules::classical(), Some(West), [30, 8, 40, 12]).unwrap();
/// // Winner: East pays double, the others pay 40.
/// assert_eq!((p.amount(East, West), p.amount(South, West), p.amount(North, West)), (80, 40, 40));
/// // Losers: South pays East 2 × 22, South pays North 4, North pays East 2 × 18.
/// assert_eq!((p.amount(South, East), p.amount(South, North), p.amount(North, East)), (44, 4, 36));
/// assert_eq!(p.nets(), [0, -88, 160, -72]);
/// ```
pub fn settle(rules: &ScoreRules, winner: Option<Wind>, scores: [u32; 4]) -> Result<Payments, ScoreError> {
    rules.check()?;
    let profile = rules.profile;
    for wind in Wind::ALL {
        if !profile.has_wind(wind) && scores[wind as usize] != 0 {
            return Err(ScoreError::ScoreForWindNotAtTable(wind));
        }
    }
    let mut payments = Payments::NONE;
    let Some(winner) = winner else {
        return Ok(payments);
    };
    if !profile.has_wind(winner) {
        return Err(ScoreError::WindNotAtTable(winner));
    }
    // In u64: a score is at most u32::MAX, so every sum and double below fits; `add` refuses
    // what does not fit in a payment.
    let score = |wind: Wind| u64::from(scores[wind as usize].min(rules.limit));
    let factor = |a: Wind, b: Wind| {
        if profile.east_doubles() && (a == Wind::East || b == Wind::East) { 2 } else { 1 }
    };
    let losers = || profile.winds().iter().copied().filter(move |&s| s != winner);
    for loser in losers() {
        let mut amount = score(winner);
        if profile == RuleProfile::TwoPlayer && score(loser) > score(winner) {
            amount += score(loser) - score(winner);
        }
        payments.add(loser, winner, amount * factor(loser, winner))?;
    }
    for a in losers() {
        for b in losers() {
            if score(a) < score(b) {
                payments.add(a, b, (score(b) - score(a)) * factor(a, b))?;
            }
        }
    }
    Ok(payments)
}
