//! The deal and misdeals, breaking the wall, the live wall and the Kong Box (loose tiles), flowers
//! and seasons and the wall game (kongs are in `kong.rs`); the rules and the choices made are
//! written in the `rules` module docs ("The deal, the wall and kongs").

use super::{RulesError, Seat, Table, Variant};
use crate::{Hand, Tile, TileKind};

/// Tiles dealt to `seat` when `dealer` is East: East 14, every other player 13.
///
/// ```
/// use mahjong_core::rules::{dealt_tiles, Seat};
/// assert_eq!(dealt_tiles(Seat::ALL[2], Seat::ALL[2]), 14);
/// assert_eq!(dealt_tiles(Seat::ALL[3], Seat::ALL[2]), 13);
/// ```
pub const fn dealt_tiles(seat: Seat, dealer: Seat) -> u8 {
    if seat.index() == dealer.index() { 14 } else { 13 }
}

/// Tiles taken from the wall by the deal at `table`.
///
/// ```
/// use mahjong_core::rules::{tiles_dealt, Table};
/// assert_eq!(tiles_dealt(&Table::american()), 53);
/// assert_eq!(tiles_dealt(&Table::chinese().with_players(3).unwrap()), 40);
/// ```
pub const fn tiles_dealt(table: &Table) -> u16 {
    13 * table.seats() as u16 + 1
}

/// Who receives each tile of the deal, in the order the tiles leave the wall: see
/// [`deal_order`]. Holds `13 × players + 1` seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DealOrder {
    seats: [Seat; 53],
    len: u8,
}

impl DealOrder {
    /// The seats, one per tile dealt, in order.
    ///
    /// ```
    /// use mahjong_core::rules::{deal_order, Seat, Table};
    /// let two = Table::chinese().with_players(2).unwrap();
    /// assert_eq!(deal_order(&two, Seat::ALL[0]).unwrap().seats().len(), 27);
    /// ```
    pub fn seats(&self) -> &[Seat] {
        &self.seats[..self.len as usize]
    }
}

/// Who receives each tile of the deal, in the order the tiles leave the wall (top tile before
/// the one beneath). The players take four tiles (two stacks) each in turn from East, three
/// times round; then each takes one more tile in turn from East, and East a last one. With four
/// players East takes the top tiles of the first and third remaining stacks, the player to
/// East's right the next end tile, the opposite player the next top tile and the last player
/// the next end tile. With three or two players only the seats in play are
/// dealt to. Errors: the dealer is not in play.
///
/// ```
/// use mahjong_core::rules::{deal_order, Seat, Table};
/// let east = Seat::ALL[0];
/// let order = deal_order(&Table::american(), east).unwrap();
/// let order = order.seats();
/// assert_eq!(&order[..5], &[east, east, east, east, Seat::ALL[1]]);
/// // Wall tiles 48..53 (stacks A, B, C top and bottom): A-top East, A-bottom right, B-top across,
/// // B-bottom left, C-top East.
/// assert_eq!(&order[48..], &[east, Seat::ALL[1], Seat::ALL[2], Seat::ALL[3], east]);
/// let three = deal_order(&Table::chinese().with_players(3).unwrap(), east).unwrap();
/// assert_eq!(three.seats().len(), 40);
/// assert!(!three.seats().contains(&Seat::ALL[3]));
/// ```
pub fn deal_order(table: &Table, dealer: Seat) -> Result<DealOrder, RulesError> {
    let n = table.seats();
    if !table.seated(dealer) {
        return Err(RulesError::SeatNotInPlay { seat: dealer, players: n });
    }
    let mut seats = [dealer; 53];
    let rounds = 12 * n as usize;
    for (i, s) in seats.iter_mut().enumerate().take(rounds) {
        let offset = ((i / 4) % n as usize) as u8;
        *s = Seat::ALL[((dealer.index() + offset) % n) as usize];
    }
    let mut seat = dealer;
    for s in seats.iter_mut().skip(rounds).take(n as usize) {
        *s = seat;
        seat = table.next(seat);
    }
    seats[rounds + n as usize] = dealer;
    Ok(DealOrder { seats, len: tiles_dealt(table) as u8 })
}

crate::name::names! {
    /// What to do about the tile counts found after the deal.
    ///
    /// ```
    /// use mahjong_core::rules::Remedy;
    /// assert_eq!(Remedy::RedealSameEast.label(), "redeal with the same East");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum Remedy: "remedy" {
        /// Nothing wrong: play on.
        PlayOn = 0 => "play_on" | "play on",
        /// The player to East's left takes the missing 13th tile from the wall during the
        /// Charleston.
        DrawMissingTile = 1 => "draw_missing_tile" | "draw the missing tile",
        /// Misdeal: remix and redeal with the same East.
        RedealSameEast = 2 => "redeal_same_east" | "redeal with the same East",
        /// A joker passed by accident goes back at once.
        ReturnJoker = 3 => "return_joker" | "return the joker",
        /// End the hand with no winner; the next East deals.
        RedealNextEast = 4 => "redeal_next_east" | "end with no winner and redeal under the next East",
    }
    /// Words for messages.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Remedy::PlayOn.label(), "play on");
    /// ```
    fn label;
}

impl Remedy {
    /// Every remedy, in declaration order.
    pub const ALL: [Remedy; 5] =
        [Remedy::PlayOn, Remedy::DrawMissingTile, Remedy::RedealSameEast, Remedy::ReturnJoker, Remedy::RedealNextEast];
}

/// Checks the counts after the deal (`counts[seat]`, bonus tiles set aside not counted). Returns
/// the remedy and the seat it concerns (the one to draw a missing tile).
///
/// A misdeal is off by a tile or two, so a count above [`MAX_DEAL_COUNT`] (15) is not a deal
/// but a mistake in the input: [`RulesError::OutOfRange`] naming the count. Counts of seats not
/// in play are not read.
///
/// ```
/// use mahjong_core::rules::{check_deal, Remedy, Seat, Table};
/// let east = Seat::ALL[0];
/// assert_eq!(check_deal(&Table::american(), east, [14, 13, 13, 13]), Ok((Remedy::PlayOn, None)));
/// assert_eq!(check_deal(&Table::american(), east, [14, 13, 13, 12]), Ok((Remedy::DrawMissingTile, Some(Seat::ALL[3]))));
/// assert_eq!(check_deal(&Table::american(), east, [14, 12, 13, 13]), Ok((Remedy::RedealSameEast, None)));
/// assert_eq!(check_deal(&Table::american(), east, [14, 13, 200, 13]).unwrap_err().to_string(),
///            "deal count 200 is out of range: 0 to 15 tiles a seat");
/// ```
pub fn check_deal(table: &Table, dealer: Seat, counts: [u8; 4]) -> Result<(Remedy, Option<Seat>), RulesError> {
    let seats = &Seat::ALL[..table.seats() as usize];
    if let Some(&bad) = seats.iter().map(|s| &counts[s.index() as usize]).find(|&&c| c > MAX_DEAL_COUNT) {
        return Err(RulesError::OutOfRange {
            argument: "deal count",
            value: u32::from(bad),
            expected: "0 to 15 tiles a seat",
        });
    }
    let wrong = |s: &Seat| counts[s.index() as usize] != dealt_tiles(*s, dealer);
    let n_wrong = seats.iter().filter(|s| wrong(s)).count();
    if n_wrong == 0 {
        return Ok((Remedy::PlayOn, None));
    }
    let left = table.previous(dealer);
    if table.variant() == Variant::American && n_wrong == 1 && counts[left.index() as usize] == 12 {
        return Ok((Remedy::DrawMissingTile, Some(left)));
    }
    Ok((Remedy::RedealSameEast, None))
}

/// The largest per-seat count [`check_deal`] accepts: East is dealt 14, and a misdeal is off by
/// one.
pub const MAX_DEAL_COUNT: u8 = 15;

/// Stacks (two tiles high) in each player's wall: American 19; Chinese and British 18 with
/// flowers and seasons, 17 without; triangular three-player 23 with, 22 without.
///
/// ```
/// use mahjong_core::rules::{wall_stacks, Table};
/// assert_eq!(wall_stacks(&Table::american(), true), 19);
/// assert_eq!(wall_stacks(&Table::british(), true), 18);
/// assert_eq!(wall_stacks(&Table::chinese().with_players(3).unwrap(), false), 22);
/// ```
pub const fn wall_stacks(table: &Table, flowers: bool) -> u8 {
    match (table.variant(), table.seats(), flowers) {
        (Variant::American, _, _) => 19,
        (_, 3, true) => 23,
        (_, 3, false) => 22,
        (_, _, true) => 18,
        (_, _, false) => 17,
    }
}

/// Where the wall is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WallBreak {
    /// Who counts and breaks.
    pub breaker: Seat,
    /// Whose wall the break falls in.
    pub wall: Seat,
    /// The stack at the break, counted from the right end of that wall, 1-based. The counted
    /// stacks stay right of the break.
    pub stack: u8,
}

/// Breaks the wall. American (the League's procedure): "East rolls both dice" and counts their sum in stacks
/// from the right end of East's own wall; that segment is used last. Chinese and British:
/// East's throw (`first`) counts the players from East counterclockwise to find the
/// breaker, who throws again (`second`) and counts the total of both throws along their own
/// wall from right to left, continuing into the wall on their left.
///
/// Errors ([`RulesError::OutOfRange`]): `stacks_per_wall` 0; an American die outside 1–6; a
/// Chinese or British throw (two dice) outside 2–12. [`RulesError::SeatNotInPlay`]: the dealer.
///
/// ```
/// use mahjong_core::rules::{break_wall, RulesError, Seat, Table, WallBreak};
/// let east = Seat::ALL[0];
/// // Classical rules: East throws 11, so West breaks; West throws 8: 19 stacks, the 17 of West's wall
/// // and the 2nd stack of South's.
/// let b = break_wall(&Table::chinese(), east, 17, 11, 8).unwrap();
/// assert_eq!(b, WallBreak { breaker: Seat::ALL[2], wall: Seat::ALL[1], stack: 2 });
/// // American: both dice, 4 + 5 = 9 stacks into East's wall.
/// assert_eq!(break_wall(&Table::american(), east, 19, 4, 5).unwrap().stack, 9);
/// assert!(matches!(break_wall(&Table::american(), east, 19, 0, 5), Err(RulesError::OutOfRange { argument: "first", .. })));
/// ```
pub fn break_wall(
    table: &Table,
    dealer: Seat,
    stacks_per_wall: u8,
    first: u8,
    second: u8,
) -> Result<WallBreak, RulesError> {
    let n = table.seats();
    if !table.seated(dealer) {
        return Err(RulesError::SeatNotInPlay { seat: dealer, players: n });
    }
    if stacks_per_wall == 0 {
        return Err(RulesError::OutOfRange { argument: "stacks_per_wall", value: 0, expected: "at least 1 stack" });
    }
    let (range, expected) = match table.variant() {
        Variant::American => (1..=6, "a die shows 1 to 6"),
        _ => (2..=12, "a throw of two dice is 2 to 12"),
    };
    for (argument, value) in [("first", first), ("second", second)] {
        if !range.contains(&value) {
            return Err(RulesError::OutOfRange { argument, value: u32::from(value), expected });
        }
    }
    let stacks = u16::from(stacks_per_wall);
    let total = u16::from(first) + u16::from(second);
    let breaker = match table.variant() {
        Variant::American => dealer,
        _ => Seat::ALL[((dealer.index() + (first - 1) % n) % n) as usize],
    };
    let walls_on = ((total - 1) / stacks) as u8 % n;
    let mut wall = breaker;
    for _ in 0..walls_on {
        wall = table.previous(wall);
    }
    Ok(WallBreak { breaker, wall, stack: ((total - 1) % stacks) as u8 + 1 })
}

crate::name::names! {
    /// Where a replacement (loose) tile comes from.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::ReplacementSource::KongBox.label(), "Kong Box");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum ReplacementSource: "replacement source" {
        /// The Kong Box (British dead wall).
        KongBox = 0 => "kong_box" | "Kong Box",
        /// A loose tile from the far end of the wall (Chinese, or British once the Kong Box is
        /// empty).
        LooseTile = 1 => "loose_tile" | "loose tile",
    }
    /// `Kong Box` or `loose tile`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::ReplacementSource::LooseTile.label(), "loose tile");
    /// ```
    fn label;
}

impl ReplacementSource {
    /// Every source, in declaration order.
    pub const ALL: [ReplacementSource; 2] = [ReplacementSource::KongBox, ReplacementSource::LooseTile];
}

/// Tiles left in the live wall and in the Kong Box.
///
/// ```
/// use mahjong_core::rules::{Table, Wall};
/// let w = Wall::after_deal(&Table::british(), 144);
/// assert_eq!(w, Wall { live: 144 - 53 - 14, kong_box: 14 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Wall {
    /// Tiles in the live wall.
    pub live: u16,
    /// Tiles in the Kong Box (British only).
    pub kong_box: u8,
}

/// Tiles in the British Kong Box: six stacks plus the two loose tiles.
pub const KONG_BOX_TILES: u8 = 14;

impl Wall {
    /// The Kong Box of a wall given without one: empty, as at every table but the British,
    /// whose wall keeps [`KONG_BOX_TILES`] ([`Wall::after_deal`]).
    ///
    /// ```
    /// use mahjong_core::rules::{Table, Wall};
    /// assert_eq!(Wall::after_deal(&Table::chinese(), 144).kong_box, Wall::DEFAULT_KONG_BOX);
    /// ```
    pub const DEFAULT_KONG_BOX: u8 = 0;

    /// The wall after the deal, for a set of `total` tiles.
    ///
    /// ```
    /// use mahjong_core::rules::{Table, Wall};
    /// assert_eq!(Wall::after_deal(&Table::american(), 152).live, 99);
    /// ```
    pub const fn after_deal(table: &Table, total: u16) -> Wall {
        let kong_box = if matches!(table.variant(), Variant::British) { KONG_BOX_TILES } else { 0 };
        let used = tiles_dealt(table) + kong_box as u16;
        Wall { live: total.saturating_sub(used), kong_box }
    }

    /// Draws one tile from the live wall.
    ///
    /// ```
    /// use mahjong_core::rules::{RulesError, Wall};
    /// assert_eq!(Wall { live: 1, kong_box: 0 }.draw(), Ok(Wall { live: 0, kong_box: 0 }));
    /// assert_eq!(Wall { live: 0, kong_box: 14 }.draw(), Err(RulesError::WallExhausted));
    /// ```
    pub const fn draw(self) -> Result<Wall, RulesError> {
        if self.live == 0 {
            return Err(RulesError::WallExhausted);
        }
        Ok(Wall { live: self.live - 1, kong_box: self.kong_box })
    }

    /// Draws a replacement tile after a kong, flower or season. American play has none.
    ///
    /// ```
    /// use mahjong_core::rules::{ReplacementSource, Table, Wall};
    /// let w = Wall { live: 10, kong_box: 1 };
    /// assert_eq!(w.draw_replacement(&Table::british()), Ok((Wall { live: 10, kong_box: 0 }, ReplacementSource::KongBox)));
    /// assert_eq!(w.draw_replacement(&Table::chinese()), Ok((Wall { live: 9, kong_box: 1 }, ReplacementSource::LooseTile)));
    /// assert!(w.draw_replacement(&Table::american()).is_err());
    /// ```
    pub const fn draw_replacement(self, table: &Table) -> Result<(Wall, ReplacementSource), RulesError> {
        match table.variant() {
            Variant::American => Err(RulesError::NoReplacement("American play has no replacement draw")),
            Variant::British if self.kong_box > 0 => {
                Ok((Wall { live: self.live, kong_box: self.kong_box - 1 }, ReplacementSource::KongBox))
            }
            _ if self.live > 0 => {
                Ok((Wall { live: self.live - 1, kong_box: self.kong_box }, ReplacementSource::LooseTile))
            }
            _ => Err(RulesError::NoReplacement("the wall is empty")),
        }
    }

    /// True when the hand is a wall game: a player must draw and the live wall is empty (the
    /// Kong Box is not drawn). Call it when play would need a wall draw; the last discard is
    /// claimed before that.
    ///
    /// ```
    /// use mahjong_core::rules::Wall;
    /// assert!(Wall { live: 0, kong_box: 12 }.is_wall_game());
    /// ```
    pub const fn is_wall_game(self) -> bool {
        self.live == 0
    }
}

/// A tile just drawn (or dealt), taken into the hand. Chinese and British: a flower or season
/// is exposed and set aside at once and a replacement must be drawn (`true`). American: flowers
/// are ordinary tiles kept in the hand; nothing is replaced.
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::{take_tile, Table}};
/// let (h, replace) = take_tile(&Table::british(), &Hand::parse("11m").unwrap(), Tile::flower(2).unwrap()).unwrap();
/// assert!(replace);
/// assert_eq!(h.bonus().len(), 1);
/// ```
pub fn take_tile(table: &Table, hand: &Hand, tile: Tile) -> Result<(Hand, bool), RulesError> {
    let mut out = *hand;
    let (_, replace) = take_tile_in(table, &mut out, tile)?;
    Ok((out, replace))
}

/// [`take_tile`] on the hand itself (the game engine's draw, with no copy of the hand): the
/// tile as it joins the hand, or `None` when it is set aside as a bonus tile, and whether a
/// replacement is due. On an error the hand is unchanged.
pub(crate) fn take_tile_in(table: &Table, hand: &mut Hand, tile: Tile) -> Result<(Option<Tile>, bool), RulesError> {
    let bonus = matches!(tile.kind(), TileKind::Flower(_) | TileKind::Season(_));
    if table.variant() == Variant::American && bonus {
        hand.push(Tile::AMERICAN_FLOWER).map_err(|_| RulesError::WallExhausted)?;
        return Ok((Some(Tile::AMERICAN_FLOWER), false));
    }
    hand.push(tile).map_err(|_| RulesError::WallExhausted)?;
    Ok(if bonus { (None, table.variant() != Variant::American) } else { (Some(tile), false) })
}

/// Chinese and British: flowers and seasons dealt to a player are declared at once and each is
/// replaced; the number of replacement draws the dealt hand needs (0 in American play).
///
/// ```
/// use mahjong_core::{Hand, rules::{bonus_replacements, Table}};
/// let h = Hand::parse("1f 3g 123m").unwrap();
/// assert_eq!(bonus_replacements(&Table::british(), &h), 2);
/// assert_eq!(bonus_replacements(&Table::american(), &h), 0);
/// ```
pub fn bonus_replacements(table: &Table, hand: &Hand) -> u8 {
    if table.variant() == Variant::American { 0 } else { hand.bonus().len() as u8 }
}

/// Some rules award an automatic win for all eight flowers and seasons.
///
/// ```
/// use mahjong_core::{Hand, rules::holds_all_bonus_tiles};
/// assert!(holds_all_bonus_tiles(&Hand::parse("1234f 1234g").unwrap()));
/// assert!(!holds_all_bonus_tiles(&Hand::parse("1234f 123g").unwrap()));
/// ```
pub fn holds_all_bonus_tiles(hand: &Hand) -> bool {
    let c = hand.counts_all();
    c[34..42].iter().all(|&n| n >= 1)
}
