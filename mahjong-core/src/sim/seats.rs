//! A hand where some seats are played by bots and the others by the caller (a person, a
//! learning agent, another program): the bots play until a caller's seat must decide.
use super::{Actions, Game, Move, Player, SimError};
use crate::rules::Seat;
use alloc::vec::Vec;

/// Plays the seats that have a player in `players` (by seat) until a seat without one must
/// decide, or the hand is over: that seat, or None. Each action taken is pushed onto `log`. A
/// player's index past the legal actions takes the last, as in [`play`](super::play).
///
/// ```
/// use mahjong_core::{rules::{Seat, Table}, sim::{Bot, BotKind, Game, play_seats}};
/// let mut g = Game::new(Table::chinese(), None, 3).unwrap();
/// let [a, b, c, _] = Bot::seats(BotKind::Greedy, 3);
/// let mut log = Vec::new();
/// let waiting = play_seats(&mut g, &mut [Some(a), Some(b), Some(c), None], &mut log).unwrap();
/// assert!(waiting.is_none() || waiting == Some(Seat::ALL[3]));
/// assert_eq!(log.len() as u32, g.steps());
/// ```
pub fn play_seats<P: Player>(
    game: &mut Game<'_>,
    players: &mut [Option<P>; 4],
    log: &mut Vec<Move>,
) -> Result<Option<Seat>, SimError> {
    let mut legal = Actions::new();
    while let Some(seat) = game.to_act() {
        let Some(player) = players[seat.index() as usize].as_mut() else { return Ok(Some(seat)) };
        game.legal_actions(&mut legal);
        let i = player.choose(game, legal.as_slice());
        let action = legal.as_slice()[i.min(legal.len().saturating_sub(1))];
        game.step_as(seat, action)?;
        log.push(Move { seat, action });
    }
    Ok(None)
}
