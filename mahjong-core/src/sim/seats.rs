//! A hand where some seats are played by bots and the others by the caller (a person, a
//! learning agent, another program): the bots play until a caller's seat must decide.
use super::{Action, Actions, Game, Move, Player, SimError};
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
        let action = legal.chosen(i)?;
        game.step_as(seat, action)?;
        log.push(Move { seat, action });
    }
    Ok(None)
}

/// Takes `action` for `seat` (pushed onto `log`), then [`play_seats`]: a caller's move and the
/// players' replies, until a seat without a player must decide (that seat) or the hand is over
/// (None). A refused action changes nothing and plays no one.
///
/// ```
/// use mahjong_core::{rules::{Seat, Table}, sim::{Actions, Bot, BotKind, Game, step_then_play}};
/// let mut g = Game::new(Table::chinese(), None, 3).unwrap();
/// let [_, a, b, c] = Bot::seats(BotKind::Greedy, 3);
/// let mut players = [None, Some(a), Some(b), Some(c)];
/// let mut legal = Actions::new();
/// g.legal_actions(&mut legal);
/// let (east, first) = (Seat::ALL[0], legal.as_slice()[0]);
/// let mut log = Vec::new();
/// // North cannot act for East: nothing is taken or logged.
/// assert!(step_then_play(&mut g, Seat::ALL[3], first, &mut players, &mut log).is_err());
/// assert_eq!((log.len(), g.steps()), (0, 0));
/// let waiting = step_then_play(&mut g, east, first, &mut players, &mut log).unwrap();
/// assert!(waiting.is_none() || waiting == Some(east));
/// assert_eq!((log[0].seat, log[0].action), (east, first));
/// assert_eq!(log.len() as u32, g.steps());
/// assert!(g.steps() > 1 && log[1..].iter().all(|m| m.seat != east));
/// ```
pub fn step_then_play<P: Player>(
    game: &mut Game<'_>,
    seat: Seat,
    action: Action,
    players: &mut [Option<P>; 4],
    log: &mut Vec<Move>,
) -> Result<Option<Seat>, SimError> {
    game.step_as(seat, action)?;
    log.push(Move { seat, action });
    play_seats(game, players, log)
}
