//! Joker exchange (American) and the blank-for-discard trade (an American house rule).
//!
//! Joker exchange: on the player's own turn, after drawing and racking or after completing an
//! exposure, a natural tile from the hand replaces a joker in any exposure on any rack (the
//! player's own included) and the joker goes to the hand. Any flower redeems a joker that stands
//! for a flower. Several exchanges per turn are allowed (call again). A discard is never used:
//! the natural must be in the hand. A concealed (C) hand may redeem another player's joker.
//! A dead hand's earlier valid exposures stay on its rack and can be redeemed; a dead player
//! does not exchange.

use super::calls::same_face;
use super::{RulesError, Seat, Table, Variant};
use crate::{Hand, Meld, MeldStatus, Tile};
use core::fmt;

crate::name::names! {
    /// Where a player is in their turn.
    ///
    /// ```
    /// use mahjong_core::rules::TurnPhase;
    /// assert_eq!(TurnPhase::Drawn.label(), "after drawing");
    /// assert!(TurnPhase::Exposed.may_exchange_joker());
    /// assert!(!TurnPhase::Waiting.may_exchange_joker());
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum TurnPhase: "turn phase" {
        /// Not the player's turn (13 tiles held).
        #[default]
        Waiting = 0 => "waiting" | "not on turn",
        /// Drew a tile from the wall and racked it (14 tiles).
        Drawn = 1 => "drawn" | "after drawing",
        /// Called a discard and completed the exposure (14 tiles).
        Exposed = 2 => "exposed" | "after exposing",
        /// Discarded, ending the turn (13 tiles).
        Discarded = 3 => "discarded" | "after discarding",
    }
    /// Words for messages.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::TurnPhase::Waiting.label(), "not on turn");
    /// ```
    fn label;
}

impl TurnPhase {
    /// True in the two moments a joker may be exchanged: after drawing, after exposing.
    ///
    /// ```
    /// assert!(mahjong_core::rules::TurnPhase::Drawn.may_exchange_joker());
    /// ```
    pub const fn may_exchange_joker(self) -> bool {
        matches!(self, TurnPhase::Drawn | TurnPhase::Exposed)
    }

    /// Tiles a live hand holds in this phase: 14 on turn before discarding, 13 otherwise.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::TurnPhase::Discarded.tiles_held(), 13);
    /// ```
    pub const fn tiles_held(self) -> u8 {
        if self.may_exchange_joker() { 14 } else { 13 }
    }
}

impl fmt::Display for TurnPhase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// The acting player: seat, turn phase, and whether the hand is dead.
///
/// ```
/// use mahjong_core::rules::{Seat, Turn, TurnPhase};
/// let t = Turn::new(Seat::ALL[2], TurnPhase::Drawn);
/// assert!(!t.dead);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Turn {
    /// The seat.
    pub seat: Seat,
    /// The phase.
    pub phase: TurnPhase,
    /// The player's hand is dead.
    pub dead: bool,
}

impl Turn {
    /// The phase of a turn given without one (Python's `exchange_joker` and `trade_blank`): after
    /// drawing, where every turn not begun by a call starts. A joker may be exchanged then
    /// ([`TurnPhase::may_exchange_joker`]); a blank is traded only then.
    ///
    /// ```
    /// use mahjong_core::rules::{Turn, TurnPhase};
    /// assert_eq!(Turn::DEFAULT_PHASE, TurnPhase::Drawn);
    /// assert!(Turn::DEFAULT_PHASE.may_exchange_joker());
    /// ```
    pub const DEFAULT_PHASE: TurnPhase = TurnPhase::Drawn;

    /// A live player's turn.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Turn, TurnPhase};
    /// assert_eq!(Turn::new(Seat::ALL[0], TurnPhase::Exposed).phase, TurnPhase::Exposed);
    /// ```
    pub const fn new(seat: Seat, phase: TurnPhase) -> Turn {
        Turn { seat, phase, dead: false }
    }
}

/// The result of a joker exchange: the changed exposure and both changed hands (the same hand
/// twice when the exposure is the player's own).
///
/// ```
/// use mahjong_core::{Hand, rules::{exchange_joker, Seat, Table, Turn, TurnPhase}};
/// let hands = [
///     Hand::parse("5d 1b 2b").unwrap(),
///     Hand::parse("[5d 5d J]").unwrap(),
///     Hand::new(),
///     Hand::new(),
/// ];
/// let turn = Turn::new(Seat::ALL[0], TurnPhase::Drawn);
/// let x = exchange_joker(&Table::american(), &hands, turn, Seat::ALL[1], 0, "5p".parse().unwrap()).unwrap();
/// assert_eq!(x.exposure.jokers(), 0);
/// assert_eq!(mahjong_core::notation::american(&x.hand).to_string(), "12b J");
/// let mut after = hands;
/// x.apply(&mut after);
/// assert_eq!(after[1].melds()[0], x.exposure);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(all(feature = "serde", feature = "alloc"), derive(serde::Deserialize))]
pub struct JokerExchange {
    /// Who exchanged.
    pub player: Seat,
    /// Whose rack held the exposure.
    pub owner: Seat,
    /// Index of the exposure among the owner's melds (`exposure_index` in the JSON form).
    #[cfg_attr(feature = "serde", serde(rename = "exposure_index"))]
    pub meld: u8,
    /// Position of the redeemed joker within the exposure.
    pub position: u8,
    /// The exposure after the exchange.
    pub exposure: Meld,
    /// The player's hand after the exchange (natural out, joker in; the tile count is unchanged).
    pub hand: Hand,
    /// The owner's hand after the exchange (equal to `hand` when `owner == player`).
    pub owner_hand: Hand,
}

impl JokerExchange {
    /// Writes both changed hands into `hands`.
    ///
    /// ```
    /// use mahjong_core::{Hand, notation, rules::{exchange_joker, Seat, Table, Turn, TurnPhase}};
    /// let mut hands = [Hand::parse("5d 1b").unwrap(), Hand::parse("[5d 5d J]").unwrap(), Hand::new(), Hand::new()];
    /// let turn = Turn::new(Seat::ALL[0], TurnPhase::Drawn);
    /// let x = exchange_joker(&Table::american(), &hands, turn, Seat::ALL[1], 0, "5p".parse().unwrap()).unwrap();
    /// x.apply(&mut hands);
    /// assert_eq!(notation::american(&hands[0]).to_string(), "1b J");
    /// assert_eq!(notation::american(&hands[1]).to_string(), "[555d]");
    /// ```
    pub fn apply(&self, hands: &mut [Hand; 4]) {
        hands[self.owner.index() as usize] = self.owner_hand;
        hands[self.player.index() as usize] = self.hand;
    }
}

/// Exchanges `natural` from the acting player's hand for a joker in exposure `meld` on
/// `owner`'s rack. See the [`rules`](crate::rules) module docs for the rules.
///
/// ```
/// use mahjong_core::{Hand, rules::{exchange_joker, RulesError, Seat, Table, Turn, TurnPhase}};
/// let hands = [Hand::parse("F [5d 5d J]").unwrap(), Hand::parse("[FFJ]").unwrap(), Hand::new(), Hand::new()];
/// let turn = Turn::new(Seat::ALL[0], TurnPhase::Exposed);
/// let t = Table::american();
/// // Any flower redeems a joker standing for a flower, on another player's rack.
/// let x = exchange_joker(&t, &hands, turn, Seat::ALL[1], 0, mahjong_core::Tile::AMERICAN_FLOWER).unwrap();
/// assert_eq!(x.exposure.jokers(), 0);
/// // The flower is not a 5 dot.
/// let err = exchange_joker(&t, &hands, turn, Seat::ALL[0], 0, mahjong_core::Tile::AMERICAN_FLOWER).unwrap_err();
/// assert_eq!(err.to_string(), "0f does not match the joker, which stands for 5p");
/// ```
pub fn exchange_joker(
    table: &Table,
    hands: &[Hand; 4],
    turn: Turn,
    owner: Seat,
    meld: usize,
    natural: Tile,
) -> Result<JokerExchange, RulesError> {
    if table.variant() != Variant::American {
        return Err(RulesError::NoJokers { variant: table.variant().name() });
    }
    for seat in [turn.seat, owner] {
        if !table.seated(seat) {
            return Err(RulesError::SeatNotInPlay { seat, players: table.seats() });
        }
    }
    if turn.dead {
        return Err(RulesError::DeadHand { seat: turn.seat });
    }
    if !turn.phase.may_exchange_joker() {
        return Err(RulesError::WrongPhase { seat: turn.seat, action: "exchange a joker", phase: turn.phase });
    }
    let index = meld.min(u8::MAX as usize) as u8;
    let owner_hand = &hands[owner.index() as usize];
    let exposure = owner_hand.melds().get(meld).ok_or(RulesError::NoSuchExposure { seat: owner, index })?;
    if exposure.status() == MeldStatus::Concealed {
        return Err(RulesError::ExposureConcealed { seat: owner, index });
    }
    let position = exposure
        .tiles()
        .iter()
        .position(|t| t.is_joker())
        .ok_or(RulesError::NoJokerInExposure { seat: owner, index })?;
    let stands_for = exposure.tile();
    if natural.is_joker() || !same_face(natural, stands_for) {
        return Err(RulesError::NaturalDoesNotMatch { offered: natural, stands_for });
    }
    let mut hand = hands[turn.seat.index() as usize];
    if !hand.remove(natural) {
        return Err(RulesError::TileNotHeld { seat: turn.seat, tile: natural });
    }
    hand.push(Tile::JOKER).map_err(|_| RulesError::TileNotHeld { seat: turn.seat, tile: natural })?;
    let mut owner_after = if owner == turn.seat { hand } else { *owner_hand };
    let m = owner_after.meld_mut(meld).ok_or(RulesError::NoSuchExposure { seat: owner, index })?;
    m.replace(position, natural);
    let exposure = *m;
    if owner == turn.seat {
        hand = owner_after;
    }
    Ok(JokerExchange {
        player: turn.seat,
        owner,
        meld: index,
        position: position as u8,
        exposure,
        hand,
        owner_hand: owner_after,
    })
}

/// American house rule (blanks in play): on their own turn, after drawing, a player may trade a
/// blank from the hand for a tile from the discards. Choices where the rule leaves it open
/// (most common published practice): only on the player's own turn before discarding, the blank
/// goes to the discards face down, and a discarded joker is dead and cannot be taken.
/// Returns the hand with the blank out and the tile in.
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::{trade_blank, HouseRules, Seat, Table, Turn, TurnPhase}};
/// let t = Table::american().with_house(HouseRules { blanks: 2, ..HouseRules::LEAGUE }).unwrap();
/// let h = Hand::parse("12s0k").unwrap();
/// let turn = Turn::new(Seat::ALL[0], TurnPhase::Drawn);
/// let after = trade_blank(&t, &h, turn, "3s".parse().unwrap()).unwrap();
/// assert_eq!(after.to_string(), "123s");
/// ```
pub fn trade_blank(table: &Table, hand: &Hand, turn: Turn, discard: Tile) -> Result<Hand, RulesError> {
    if table.variant() != Variant::American || table.house().blanks == 0 {
        return Err(RulesError::HouseRuleOff { rule: "blanks in play" });
    }
    if turn.dead {
        return Err(RulesError::DeadHand { seat: turn.seat });
    }
    if turn.phase != TurnPhase::Drawn {
        return Err(RulesError::WrongPhase { seat: turn.seat, action: "trade a blank", phase: turn.phase });
    }
    if discard.is_joker() {
        return Err(RulesError::DiscardedJoker);
    }
    let mut out = *hand;
    if !out.remove(Tile::BLANK) {
        return Err(RulesError::TileNotHeld { seat: turn.seat, tile: Tile::BLANK });
    }
    out.push(discard).map_err(|_| RulesError::TileNotHeld { seat: turn.seat, tile: Tile::BLANK })?;
    Ok(out)
}
