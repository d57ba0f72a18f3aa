//! The discard that ends a turn.

use super::{RulesError, Table, Turn, TurnPhase};
use crate::{Hand, Tile};

/// Discards `tile` from the hand of the player whose `turn` it is: only after drawing or after
/// exposing a called group (a player holds one tile too many then), never from a dead hand, and
/// only a tile held among the concealed tiles (bonus tiles are set aside, exposures stay).
/// Returns the hand without the tile. In American play a joker may be discarded (it is then dead:
/// nobody can call it); in every variant the discard is the player's own choice.
///
/// ```
/// use mahjong_core::{Hand, rules::{discard_tile, RulesError, Seat, Table, Turn, TurnPhase}};
/// let hand = Hand::parse("123m 5p").unwrap();
/// let t = Table::chinese();
/// let after = discard_tile(&t, &hand, Turn::new(Seat::ALL[1], TurnPhase::Drawn), "5p".parse().unwrap()).unwrap();
/// assert_eq!(after.to_string(), "123m");
/// assert_eq!(discard_tile(&t, &hand, Turn::new(Seat::ALL[1], TurnPhase::Drawn), "9s".parse().unwrap()),
///            Err(RulesError::TileNotHeld { seat: Seat::ALL[1], tile: "9s".parse().unwrap() }));
/// assert!(matches!(discard_tile(&t, &hand, Turn::new(Seat::ALL[1], TurnPhase::Waiting), "5p".parse().unwrap()),
///                  Err(RulesError::WrongPhase { .. })));
/// ```
pub fn discard_tile(table: &Table, hand: &Hand, turn: Turn, tile: Tile) -> Result<Hand, RulesError> {
    let mut out = *hand;
    discard_tile_in(table, &mut out, turn, tile)?;
    Ok(out)
}

/// [`discard_tile`] on the hand itself (the game engine's discard, with no copy of the hand).
/// On an error the hand is unchanged.
pub(crate) fn discard_tile_in(table: &Table, hand: &mut Hand, turn: Turn, tile: Tile) -> Result<(), RulesError> {
    if !table.seated(turn.seat) {
        return Err(RulesError::SeatNotInPlay { seat: turn.seat, players: table.seats() });
    }
    if turn.dead {
        return Err(RulesError::DeadHand { seat: turn.seat });
    }
    if !matches!(turn.phase, TurnPhase::Drawn | TurnPhase::Exposed) {
        return Err(RulesError::WrongPhase { seat: turn.seat, action: "discard", phase: turn.phase });
    }
    if !hand.remove(tile) {
        return Err(RulesError::TileNotHeld { seat: turn.seat, tile });
    }
    Ok(())
}
