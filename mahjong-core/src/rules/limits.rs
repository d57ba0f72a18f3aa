//! The ranges of the numbers the table rules read, for the faces that receive them as wider
//! integers (C's `uint32_t` and `int32_t`, Python's `int`): a face converts here, so every face
//! checks the same range and names it in the same words.
//!
//! A number that names nothing of its kind (no seat, a wall count no set reaches) is a
//! [`NotInRange`] (kind [`ErrorKind::InvalidArgument`](crate::ErrorKind::InvalidArgument)); a
//! pass longer than a pass holds is the one error of every pass reader,
//! [`ArgError::PassTooLong`] (the same kind); a count the rules bound (a die, a courtesy ask) is
//! a [`RulesError::OutOfRange`], as the rule itself reports it. Each range and its words are a
//! [`Limit`], shared with the other faces.
//!
//! ```
//! use mahjong_core::rules::{RulesError, Seat, limits};
//! assert_eq!(limits::seat(2), Ok(Seat::ALL[2]));
//! assert_eq!(limits::seat(7).unwrap_err().to_string(), "seat 7 is not a seat (0 to 3)");
//! assert_eq!(limits::seat_or_none(limits::NO_SEAT), Ok(None));
//! assert_eq!(limits::courtesy_ask("a_asks", 2), Ok(2));
//! assert!(matches!(limits::courtesy_ask("a_asks", 300), Err(RulesError::OutOfRange { value: 300, .. })));
//! ```
use super::args::ArgError;
use super::{Pass, RulesError, Seat, Wall};
use crate::Tile;
use crate::args::{Given, Limit};

/// The number a face gives for "no seat": the winner of a wall game, a bet on a wall game, no
/// live seat left.
pub const NO_SEAT: i64 = -1;

pub use crate::args::{DISCARD_CHOICES, PASS_TILES};

/// A number that names nothing of its kind, as a C face gives it: the one out-of-range error
/// every face gives ([`crate::args::NotInRange`]), here with the value as a number.
///
/// ```
/// use mahjong_core::rules::limits::{NotInRange, wall};
/// assert_eq!(wall(0, 300).unwrap_err().to_string(), "wall kong_box 300 is not a tile count a Kong Box holds (0 to 255)");
/// assert_eq!(wall(0, 300).unwrap_err().kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub type NotInRange = crate::args::NotInRange<'static>;

/// The seat numbered `n` (0 to 3 in turn order).
///
/// ```
/// assert!(mahjong_core::rules::limits::seat(4).is_err());
/// ```
pub fn seat(n: i64) -> Result<Seat, NotInRange> {
    within("seat", n, Limit::SEAT).map(|i| Seat::ALL[i as usize])
}

/// `value` when within `limit`, or [`NotInRange`] naming `argument`.
fn within(argument: &'static str, value: i64, limit: Limit) -> Result<i64, NotInRange> {
    limit.check(value).ok_or(NotInRange { argument, value: Given::Number(value), limit })
}

/// The seat numbered `n`, or none for [`NO_SEAT`].
///
/// ```
/// use mahjong_core::rules::limits::seat_or_none;
/// assert_eq!(seat_or_none(-2).unwrap_err().to_string(), "seat -2 is not a seat (0 to 3, or -1 for none)");
/// ```
pub fn seat_or_none(n: i64) -> Result<Option<Seat>, NotInRange> {
    within("seat", n, Limit::SEAT_OR_NONE)?;
    if n == NO_SEAT { Ok(None) } else { seat(n).map(Some) }
}

/// The length `len` of the pass of `seat` (one of four passes given by seat): at most
/// [`PASS_TILES`], or the one error of a pass too long ([`ArgError::PassTooLong`]).
///
/// ```
/// use mahjong_core::rules::{Seat, limits::pass_len};
/// assert_eq!(pass_len(Seat::ALL[2], 3), Ok(3));
/// let e = pass_len(Seat::ALL[2], 4).unwrap_err();
/// assert_eq!(e.to_string(), "seat 2: a pass holds at most 3 tiles, not 4");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn pass_len(seat: Seat, len: u32) -> Result<usize, ArgError<'static>> {
    let tiles = usize::try_from(len).unwrap_or(usize::MAX);
    if tiles <= PASS_TILES { Ok(tiles) } else { Err(ArgError::PassTooLong { seat: Some(seat), tiles }) }
}

/// The pass of `seat` of `tiles` (at most [`PASS_TILES`], as [`pass_len`] says), the tile at
/// position `i` blind when `blind[i]`.
///
/// ```
/// use mahjong_core::{Tile, rules::{Seat, limits::pass}};
/// let p = pass(Seat::ALL[0], &[Tile::JOKER, Tile::BLANK], [false, true, true]).unwrap();
/// assert_eq!((p.tiles().len(), p.is_blind(1), p.is_blind(2)), (2, true, false));
/// ```
pub fn pass(seat: Seat, tiles: &[Tile], blind: [bool; PASS_TILES]) -> Result<Pass, ArgError<'static>> {
    let p = super::args::pass_of(seat, tiles)?;
    Ok((0..tiles.len()).filter(|&i| blind[i]).fold(p, |p, i| p.with_blind(i)))
}

/// A wall of `live` tiles and `kong_box` in the Kong Box, as [`Wall`] holds them.
///
/// ```
/// use mahjong_core::rules::{Wall, limits::wall};
/// assert_eq!(wall(70, 14), Ok(Wall { live: 70, kong_box: 14 }));
/// assert_eq!(wall(70_000, 0).unwrap_err().to_string(), "wall live 70000 is not a tile count a wall holds (0 to 65535)");
/// ```
pub fn wall(live: u32, kong_box: u32) -> Result<Wall, NotInRange> {
    let live = within("wall live", i64::from(live), Limit::TILES)? as u16;
    let kong_box = within("wall kong_box", i64::from(kong_box), Limit::KONG_BOX)? as u8;
    Ok(Wall { live, kong_box })
}

/// A count of one byte, as the core's `u8` counts take it ([`Limit::BYTE`]; the rule then
/// checks its own range, as for jokers used in an exposure).
///
/// ```
/// use mahjong_core::rules::limits::byte;
/// assert_eq!(byte("jokers", 6), Ok(6));
/// assert_eq!(byte("jokers", 300).unwrap_err().to_string(), "jokers 300 is out of range: 0 to 255");
/// ```
pub fn byte(argument: &'static str, value: u32) -> Result<u8, NotInRange> {
    within(argument, i64::from(value), Limit::BYTE).map(|n| n as u8)
}

/// An exposure's index among a rack's melds ([`Limit::INDEX`], as
/// [`exchange_joker`](super::exchange_joker) takes it; the rule then refuses an index with no
/// exposure).
///
/// ```
/// use mahjong_core::rules::limits::exposure;
/// assert_eq!(exposure(255), Ok(255));
/// assert_eq!(exposure(300).unwrap_err().to_string(), "exposure 300 is not an index");
/// ```
pub fn exposure(value: u32) -> Result<usize, NotInRange> {
    within("exposure", i64::from(value), Limit::INDEX).map(|n| n as usize)
}

/// The tiles of a whole set, from which a wall is built ([`Limit::TILES`], as
/// [`Wall::after_deal`] takes them).
///
/// ```
/// use mahjong_core::rules::limits::total;
/// assert_eq!(total(144), Ok(144));
/// assert_eq!(total(70_000).unwrap_err().to_string(), "total 70000 is not a tile count a wall holds (0 to 65535)");
/// ```
pub fn total(value: u32) -> Result<u16, NotInRange> {
    within("total", i64::from(value), Limit::TILES).map(|n| n as u16)
}

/// `value` as the small count a rule takes, or [`RulesError::OutOfRange`] naming `argument` and
/// what `limit` allows.
fn small(argument: &'static str, value: u32, limit: Limit) -> Result<u8, RulesError> {
    let bad = RulesError::OutOfRange { argument, value, expected: limit.expected };
    limit.check(i64::from(value)).map(|v| v as u8).ok_or(bad)
}

/// A courtesy ask (the core checks 0 to 3 when it counts the pass).
///
/// ```
/// assert!(mahjong_core::rules::limits::courtesy_ask("b_asks", 256).is_err());
/// ```
pub fn courtesy_ask(argument: &'static str, value: u32) -> Result<u8, RulesError> {
    small(argument, value, Limit::ASKS)
}

/// A die or a throw (the core checks the variant's range when it breaks the wall).
///
/// ```
/// assert!(mahjong_core::rules::limits::die("first", 300).is_err());
/// ```
pub fn die(argument: &'static str, value: u32) -> Result<u8, RulesError> {
    small(argument, value, Limit::DIE)
}

/// A wall's stack count (the core checks that it is at least 1 when it breaks the wall).
///
/// ```
/// assert_eq!(mahjong_core::rules::limits::stacks_per_wall(19), Ok(19));
/// ```
pub fn stacks_per_wall(value: u32) -> Result<u8, RulesError> {
    small("stacks_per_wall", value, Limit::STACKS)
}

/// The blanks in play, a house rule ([`HouseRules::blanks`](super::HouseRules::blanks)), from a
/// wider number: past [`HouseRules::MAX_BLANKS`](super::HouseRules::MAX_BLANKS) the table's own
/// [`RulesError::OutOfRange`] ([`HouseRules::check`](super::HouseRules::check)), however large,
/// never a byte's range first.
///
/// ```
/// use mahjong_core::rules::{HouseRules, limits::blanks};
/// assert_eq!(blanks(8), Ok(8));
/// let nine = HouseRules { blanks: 9, ..HouseRules::LEAGUE }.check().unwrap_err();
/// assert_eq!(blanks(9), Err(nine));
/// assert_eq!(blanks(256).unwrap_err().to_string(), "blanks 256 is out of range: 0 to 8 blanks");
/// assert_eq!(blanks(256).unwrap_err().kind(), mahjong_core::ErrorKind::OutOfRange);
/// ```
pub fn blanks(value: u32) -> Result<u8, RulesError> {
    small("blanks", value, Limit::BLANKS)
}

/// The wind rounds a game lasts, a house rule ([`HouseRules::wind_rounds`](super::HouseRules::wind_rounds)),
/// from a wider number: past 4 the table's own [`RulesError::OutOfRange`], as [`blanks`].
///
/// ```
/// use mahjong_core::rules::limits::wind_rounds;
/// assert_eq!(wind_rounds(3), Ok(3));
/// let e = wind_rounds(300).unwrap_err();
/// assert_eq!(e.to_string(), "wind_rounds 300 is out of range: 0 (all four) or 1 to 4 wind rounds");
/// ```
pub fn wind_rounds(value: u32) -> Result<u8, RulesError> {
    small("wind_rounds", value, Limit::WIND_ROUNDS)
}

/// The wind numbered `n` (0 East to 3 North, [`Limit::SEAT`]), `argument` naming it: a seat's
/// wind, the prevailing wind, a winner or discarder by wind.
///
/// ```
/// use mahjong_core::{Wind, rules::limits::wind};
/// assert_eq!(wind("prevailing", 3), Ok(Wind::North));
/// assert_eq!(wind("winner", 4).unwrap_err().to_string(), "winner 4 is not a seat (0 to 3)");
/// ```
pub fn wind(argument: &'static str, n: i64) -> Result<crate::Wind, NotInRange> {
    within(argument, n, Limit::SEAT).map(|i| crate::Wind::from_index(i as u8))
}

/// The wind numbered `n`, or none for [`NO_SEAT`] (a wall game's winner, a self-drawn win's
/// discarder), `argument` naming it.
///
/// ```
/// use mahjong_core::rules::limits::{NO_SEAT, wind_or_none};
/// assert_eq!(wind_or_none("winner", NO_SEAT), Ok(None));
/// assert_eq!(wind_or_none("winner", -2).unwrap_err().to_string(), "winner -2 is not a seat (0 to 3, or -1 for none)");
/// ```
pub fn wind_or_none(argument: &'static str, n: i64) -> Result<Option<crate::Wind>, NotInRange> {
    within(argument, n, Limit::SEAT_OR_NONE)?;
    if n == NO_SEAT { Ok(None) } else { wind(argument, n).map(Some) }
}

/// The tiles each seat asks for in the courtesy pass (`asks[4]` by seat, as
/// [`apply_courtesy_pass`](super::apply_courtesy_pass) takes them): each within [`Limit::ASKS`],
/// or [`NotInRange`] naming it (`asks[2]`); the pass then checks the most, [`PASS_TILES`].
///
/// ```
/// use mahjong_core::rules::limits::courtesy_asks;
/// assert_eq!(courtesy_asks([2, 1, 255, 0]), Ok([2, 1, 255, 0]));
/// let e = courtesy_asks([2, 1, 256, 0]).unwrap_err();
/// assert_eq!(e.to_string(), "asks[2] 256 is out of range: 0 to 3 tiles");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn courtesy_asks(asks: [u32; 4]) -> Result<[u8; 4], NotInRange> {
    const NAMES: [&str; 4] = ["asks[0]", "asks[1]", "asks[2]", "asks[3]"];
    let mut out = [0; 4];
    for (i, ask) in asks.into_iter().enumerate() {
        out[i] = within(NAMES[i], i64::from(ask), Limit::ASKS)? as u8;
    }
    Ok(out)
}
