//! Seats, the variant being played and the house-rule profile: the explicit state every table
//! rule reads.

use super::RulesError;
use crate::args::Limit;
use crate::{TileSet, Wind};
use core::fmt;

/// A seat at the table, 0–3, numbered in turn order: seat 1 sits to the right of seat 0 and
/// plays after it. Which seat is East is a separate fact (the dealer, see [`Seat::wind`]).
///
/// Play moves to the right (counterclockwise), so "right" is the next seat in turn order,
/// "left" the previous one and "over" (across) the one two places on.
///
/// ```
/// use mahjong_core::rules::Seat;
/// let s = Seat::new(3).unwrap();
/// assert_eq!(s.right(), Seat::new(0).unwrap());
/// assert_eq!(s.left(), Seat::new(2).unwrap());
/// assert_eq!(s.across(), Seat::new(1).unwrap());
/// assert_eq!(s.to_string(), "seat 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8"))]
#[repr(transparent)]
pub struct Seat(u8);

/// The seat with this number; a number over 3 is refused. Reading a seat from its serde form
/// (its number) goes through this, so no form can hold a seat that does not exist.
///
/// ```
/// use mahjong_core::rules::Seat;
/// assert_eq!(Seat::try_from(2), Ok(Seat::ALL[2]));
/// assert_eq!(Seat::try_from(7), Err("a seat is a number from 0 to 3"));
/// # #[cfg(feature = "serde")] {
/// assert_eq!(serde_json::from_str::<Seat>("3").unwrap(), Seat::ALL[3]);
/// assert!(serde_json::from_str::<Seat>("7").is_err());
/// # }
/// ```
impl TryFrom<u8> for Seat {
    type Error = &'static str;

    fn try_from(n: u8) -> Result<Seat, &'static str> {
        Seat::new(n).ok_or("a seat is a number from 0 to 3")
    }
}

impl Seat {
    /// All four seats in turn order.
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat with this number, or `None` unless `n < 4`.
    ///
    /// ```
    /// assert!(mahjong_core::rules::Seat::new(4).is_none());
    /// ```
    pub const fn new(n: u8) -> Option<Seat> {
        if n < 4 { Some(Seat(n)) } else { None }
    }

    /// The seat number 0–3.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Seat::ALL[2].index(), 2);
    /// ```
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The seat to the right: the next in turn order.
    ///
    /// ```
    /// use mahjong_core::rules::Seat;
    /// assert_eq!(Seat::ALL[0].right(), Seat::ALL[1]);
    /// ```
    pub const fn right(self) -> Seat {
        Seat((self.0 + 1) % 4)
    }

    /// The seat to the left: the previous in turn order.
    ///
    /// ```
    /// use mahjong_core::rules::Seat;
    /// assert_eq!(Seat::ALL[0].left(), Seat::ALL[3]);
    /// ```
    pub const fn left(self) -> Seat {
        Seat((self.0 + 3) % 4)
    }

    /// The seat across the table.
    ///
    /// ```
    /// use mahjong_core::rules::Seat;
    /// assert_eq!(Seat::ALL[1].across(), Seat::ALL[3]);
    /// ```
    pub const fn across(self) -> Seat {
        Seat((self.0 + 2) % 4)
    }

    /// How many turns after `from` this seat plays (0 for the same seat, 1 for the seat to its
    /// right, … 3 for its left).
    ///
    /// ```
    /// use mahjong_core::rules::Seat;
    /// assert_eq!(Seat::ALL[1].turns_after(Seat::ALL[3]), 2);
    /// ```
    pub const fn turns_after(self, from: Seat) -> u8 {
        (self.0 + 4 - from.0) % 4
    }

    /// The seat wind of this seat when `dealer` is East, at `table`: East, then South to East's
    /// right, West across, North to East's left. Three players (triangular Mah Jong)
    /// "eliminates the North position completely": East, South, West. Two players:
    /// "One player plays East, the other West". `None` when this seat or the dealer is not in
    /// play.
    ///
    /// ```
    /// use mahjong_core::{Wind, rules::{Seat, Table}};
    /// let s = Seat::ALL;
    /// assert_eq!(s[0].wind(s[1], &Table::chinese()), Some(Wind::North));
    /// let three = Table::chinese().with_players(3).unwrap();
    /// assert_eq!(s[0].wind(s[1], &three), Some(Wind::West));
    /// let two = Table::chinese().with_players(2).unwrap();
    /// assert_eq!(s[0].wind(s[1], &two), Some(Wind::West));
    /// assert_eq!(s[3].wind(s[0], &three), None);
    /// ```
    pub const fn wind(self, dealer: Seat, table: &Table) -> Option<Wind> {
        if !table.seated(self) || !table.seated(dealer) {
            return None;
        }
        let turns = table.turns_after(self, dealer);
        Some(if table.seats() == 2 && turns == 1 { Wind::West } else { Wind::from_index(turns) })
    }

    /// The seat holding `wind` when `dealer` is East, at `table`; `None` when no seat holds it
    /// (North with three players, South and North with two) or the dealer is not in play.
    ///
    /// ```
    /// use mahjong_core::{Wind, rules::{Seat, Table}};
    /// assert_eq!(Seat::with_wind(Wind::West, Seat::ALL[3], &Table::british()), Some(Seat::ALL[1]));
    /// let two = Table::chinese().with_players(2).unwrap();
    /// assert_eq!(Seat::with_wind(Wind::West, Seat::ALL[1], &two), Some(Seat::ALL[0]));
    /// assert_eq!(Seat::with_wind(Wind::South, Seat::ALL[1], &two), None);
    /// ```
    pub const fn with_wind(wind: Wind, dealer: Seat, table: &Table) -> Option<Seat> {
        let n = table.seats();
        if !table.seated(dealer) {
            return None;
        }
        let turns = match (n, wind) {
            (2, Wind::East) => 0,
            (2, Wind::West) => 1,
            (2, _) | (3, Wind::North) => return None,
            _ => wind as u8,
        };
        Some(Seat((dealer.0 + turns) % n))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

crate::name::names! {
    /// The rule family being played.
    ///
    /// ```
    /// use mahjong_core::rules::Variant;
    /// assert_eq!(str::parse::<Variant>("british").ok(), Some(Variant::British));
    /// assert_eq!(Variant::American.name(), "american");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum Variant: "variant" {
        /// American (National Mah Jongg League card, jokers, Charleston).
        #[default]
        American = 0 => "american",
        /// Chinese (classical: 4 sets and a pair, chows, loose tiles).
        Chinese = 1 => "chinese",
        /// British (Chinese rules plus the Kong Box, flowers and seasons, one chow per hand).
        British = 2 => "british",
    }
}

impl Variant {
    /// All variants.
    pub const ALL: [Variant; 3] = [Variant::American, Variant::Chinese, Variant::British];
}

/// A table's house rules (the American house rules and the optional rules of other rule books), set once by the
/// caller. [`HouseRules::LEAGUE`] (the [`Default`]) is the National Mah Jongg League's standard
/// play with every option off.
///
/// ```
/// use mahjong_core::rules::HouseRules;
/// let h = HouseRules::default();
/// assert_eq!(h, HouseRules::LEAGUE);
/// assert!(!h.three_player_charleston);
/// let mine = HouseRules { blanks: 2, three_player_charleston: true, ..HouseRules::LEAGUE };
/// assert_eq!(mine.blanks, 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HouseRules {
    /// Blanks in play (an American house rule): how many blank tiles are in the set. On their turn a
    /// player may trade a blank for a tile from the discards. League: 0.
    pub blanks: u8,
    /// Play a Charleston with three players (an American house rule). League: skipped.
    pub three_player_charleston: bool,
    /// With five players, the one sitting out bets on a player or on a wall game (an American house
    /// rule). League: no betting.
    pub fifth_player_bets: bool,
    /// The player who threw the winning tile pays everyone's share (an American house rule,
    /// "paying for the party"). League: the thrower pays double, the others pay the value. Read
    /// by settlement, not by the table rules here.
    pub thrower_pays_all: bool,
    /// Strict dead hand: a hand is dead once no card line is still possible given the tiles
    /// visible to all (optional). League: only the listed dead-hand reasons apply.
    pub strict_dead_hand: bool,
    /// Offer only the calls that leave at least one card line possible (optional).
    pub calls_keep_a_line: bool,
    /// Chinese and British: how many wind rounds the game lasts, 1–4 (East, then South, West,
    /// North). 0, the default, plays all four: the game ends after the North round. The classical rules
    /// lets a three-player table agree on "3 or 4 rounds": set 3 to end after the West round.
    /// Values over 4 are refused by [`HouseRules::check`] and [`Table::new`].
    pub wind_rounds: u8,
}

impl HouseRules {
    /// Standard League rules: no house rules.
    pub const LEAGUE: HouseRules = HouseRules {
        blanks: 0,
        three_player_charleston: false,
        fifth_player_bets: false,
        thrower_pays_all: false,
        strict_dead_hand: false,
        calls_keep_a_line: false,
        wind_rounds: 0,
    };

    /// The wind rounds the game lasts: [`HouseRules::wind_rounds`], with 0 meaning all four.
    ///
    /// ```
    /// use mahjong_core::rules::HouseRules;
    /// assert_eq!(HouseRules::LEAGUE.rounds(), 4);
    /// assert_eq!(HouseRules { wind_rounds: 3, ..HouseRules::LEAGUE }.rounds(), 3);
    /// ```
    pub const fn rounds(&self) -> u8 {
        if self.wind_rounds == 0 { 4 } else { self.wind_rounds }
    }
}

/// Everything the table rules need to know about the game being played: variant, number of
/// players at the table (2–4) and house rules.
///
/// A table is built valid or not at all: [`Table::new`] (and [`Table::with_players`],
/// [`Table::with_house`]) refuse a player count outside 2–4 and house rules outside their limits
/// (see [`HouseRules::check`]), so every rule that reads a table can rely on them.
///
/// With fewer than four players the seats in play are `0..players`; turn order wraps among them
/// (see [`Table::next`]).
///
/// ```
/// use mahjong_core::rules::{HouseRules, RulesError, Seat, Table, Variant};
/// let t = Table::american();
/// assert_eq!((t.variant(), t.players()), (Variant::American, 4));
/// let three = Table::new(Variant::British, 3, HouseRules::LEAGUE).unwrap();
/// assert_eq!(three.next(Seat::ALL[2]), Seat::ALL[0]);
/// assert_eq!(
///     Table::new(Variant::American, 9, HouseRules::LEAGUE),
///     Err(RulesError::OutOfRange { argument: "players", value: 9, expected: "2 to 4 players" })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "TableFields"))]
pub struct Table {
    variant: Variant,
    players: u8,
    house: HouseRules,
}

/// What a serialized table holds; read back through [`Table::new`], so a stored table is checked
/// like a built one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct TableFields {
    variant: Variant,
    players: u32,
    house: HouseRules,
}

#[cfg(feature = "serde")]
impl TryFrom<TableFields> for Table {
    type Error = RulesError;
    fn try_from(f: TableFields) -> Result<Table, RulesError> {
        Table::new(f.variant, f.players, f.house)
    }
}

impl Default for Table {
    fn default() -> Table {
        Table::american()
    }
}

impl HouseRules {
    /// The most blanks a set may hold (an American house rule).
    pub const MAX_BLANKS: u8 = Limit::BLANKS.max as u8;
    /// The most wind rounds a game may last (0 means all four).
    pub const MAX_WIND_ROUNDS: u8 = Limit::WIND_ROUNDS.max as u8;

    /// Checks the house rules' numbers: at most [`HouseRules::MAX_BLANKS`] blanks and
    /// [`HouseRules::wind_rounds`] 0 (all four) or 1 to 4.
    ///
    /// ```
    /// use mahjong_core::rules::{HouseRules, RulesError};
    /// assert_eq!(HouseRules::LEAGUE.check(), Ok(()));
    /// let e = HouseRules { blanks: 9, ..HouseRules::LEAGUE }.check().unwrap_err();
    /// assert_eq!(e.to_string(), "blanks 9 is out of range: 0 to 8 blanks");
    /// ```
    pub const fn check(&self) -> Result<(), RulesError> {
        // The words are the limits' (`Limit::BLANKS`, `Limit::WIND_ROUNDS`), which the readers of a
        // wider number (`limits::blanks`, `limits::wind_rounds`) check against, so every face says them.
        if self.blanks > HouseRules::MAX_BLANKS {
            return Err(RulesError::OutOfRange {
                argument: "blanks",
                value: self.blanks as u32,
                expected: Limit::BLANKS.expected,
            });
        }
        if self.wind_rounds > HouseRules::MAX_WIND_ROUNDS {
            return Err(RulesError::OutOfRange {
                argument: "wind_rounds",
                value: self.wind_rounds as u32,
                expected: Limit::WIND_ROUNDS.expected,
            });
        }
        Ok(())
    }
}

impl Table {
    /// The fewest players at a table.
    pub const MIN_PLAYERS: u8 = 2;
    /// The most players at a table (a fifth player sits out, see [`super::sitting_out`]).
    pub const MAX_PLAYERS: u8 = 4;
    /// The players at a table unless a face is told otherwise: four, the full table of every
    /// variant ([`Table::american`], [`Table::chinese`], [`Table::british`]).
    ///
    /// ```
    /// use mahjong_core::rules::Table;
    /// assert_eq!(Table::default().players(), Table::DEFAULT_PLAYERS);
    /// ```
    pub const DEFAULT_PLAYERS: u8 = 4;

    /// A table of `players` (2–4) playing `variant` with `house` rules; a player count outside
    /// 2–4 or house rules outside their limits ([`HouseRules::check`]) give
    /// [`RulesError::OutOfRange`] naming the number.
    ///
    /// ```
    /// use mahjong_core::rules::{HouseRules, Table, Variant};
    /// let t = Table::new(Variant::Chinese, 3, HouseRules::LEAGUE).unwrap();
    /// assert_eq!(t.seats(), 3);
    /// let e = Table::new(Variant::Chinese, 1, HouseRules::LEAGUE).unwrap_err();
    /// assert_eq!(e.to_string(), "players 1 is out of range: 2 to 4 players");
    /// ```
    pub const fn new(variant: Variant, players: u32, house: HouseRules) -> Result<Table, RulesError> {
        if players < Table::MIN_PLAYERS as u32 || players > Table::MAX_PLAYERS as u32 {
            return Err(RulesError::OutOfRange { argument: "players", value: players, expected: "2 to 4 players" });
        }
        if let Err(e) = house.check() {
            return Err(e);
        }
        Ok(Table { variant, players: players as u8, house })
    }

    /// Four players, American League rules.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Table::american().house().blanks, 0);
    /// ```
    pub const fn american() -> Table {
        Table { variant: Variant::American, players: Table::DEFAULT_PLAYERS, house: HouseRules::LEAGUE }
    }

    /// Four players, Chinese rules.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Table::chinese().variant(), mahjong_core::rules::Variant::Chinese);
    /// ```
    pub const fn chinese() -> Table {
        Table { variant: Variant::Chinese, players: Table::DEFAULT_PLAYERS, house: HouseRules::LEAGUE }
    }

    /// Four players, British rules.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Table::british().players(), 4);
    /// ```
    pub const fn british() -> Table {
        Table { variant: Variant::British, players: Table::DEFAULT_PLAYERS, house: HouseRules::LEAGUE }
    }

    /// This table with `players` players instead, checked as by [`Table::new`].
    ///
    /// ```
    /// use mahjong_core::rules::Table;
    /// assert_eq!(Table::chinese().with_players(3).unwrap().players(), 3);
    /// assert!(Table::chinese().with_players(9).is_err());
    /// ```
    pub const fn with_players(self, players: u32) -> Result<Table, RulesError> {
        Table::new(self.variant, players, self.house)
    }

    /// This table with `house` rules instead, checked as by [`Table::new`].
    ///
    /// ```
    /// use mahjong_core::rules::{HouseRules, Table};
    /// let t = Table::american().with_house(HouseRules { blanks: 2, ..HouseRules::LEAGUE }).unwrap();
    /// assert_eq!(t.house().blanks, 2);
    /// assert!(Table::american().with_house(HouseRules { blanks: 9, ..HouseRules::LEAGUE }).is_err());
    /// ```
    pub const fn with_house(self, house: HouseRules) -> Result<Table, RulesError> {
        Table::new(self.variant, self.players as u32, house)
    }

    /// This table playing `variant` instead (every variant seats 2–4 under the same house rules).
    ///
    /// ```
    /// use mahjong_core::rules::{Table, Variant};
    /// assert_eq!(Table::chinese().with_variant(Variant::British), Table::british());
    /// ```
    pub const fn with_variant(self, variant: Variant) -> Table {
        Table { variant, ..self }
    }

    /// The rule family.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Players seated, 2–4.
    pub const fn players(&self) -> u8 {
        self.players
    }

    /// The house rules.
    pub const fn house(&self) -> HouseRules {
        self.house
    }

    /// Number of seats in play: the players seated, 2–4 (a table holds no other count).
    ///
    /// ```
    /// let t = mahjong_core::rules::Table::american().with_players(2).unwrap();
    /// assert_eq!(t.seats(), 2);
    /// ```
    pub const fn seats(&self) -> u8 {
        self.players
    }

    /// The next seat in turn order among the seats in play.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Table};
    /// assert_eq!(Table::american().next(Seat::ALL[3]), Seat::ALL[0]);
    /// ```
    pub const fn next(&self, seat: Seat) -> Seat {
        Seat((seat.0 + 1) % self.seats())
    }

    /// The previous seat in turn order among the seats in play.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Table};
    /// let t = Table::chinese().with_players(3).unwrap();
    /// assert_eq!(t.previous(Seat::ALL[0]), Seat::ALL[2]);
    /// ```
    pub const fn previous(&self, seat: Seat) -> Seat {
        let n = self.seats();
        Seat((seat.0 + n - 1) % n)
    }

    /// How many turns after `from` the seat `seat` plays, among the seats in play.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Table};
    /// assert_eq!(Table::american().turns_after(Seat::ALL[0], Seat::ALL[3]), 1);
    /// ```
    pub const fn turns_after(&self, seat: Seat, from: Seat) -> u8 {
        let n = self.seats();
        (seat.0 % n + n - from.0 % n) % n
    }

    /// True when `seat` is one of the seats in play.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Table};
    /// assert!(!Table::american().with_players(3).unwrap().seated(Seat::ALL[3]));
    /// ```
    pub const fn seated(&self, seat: Seat) -> bool {
        seat.0 < self.seats()
    }

    /// The tiles this table plays with: the American set (with the house's blanks when there
    /// are any) at an American table; at a Chinese or British table the set with flowers and
    /// seasons, triangular ([`TileSet::three_player`]) for three players.
    ///
    /// ```
    /// use mahjong_core::rules::{HouseRules, Table};
    /// assert_eq!(Table::american().tile_set().total(), 152);
    /// let blanks = Table::american().with_house(HouseRules { blanks: 2, ..HouseRules::LEAGUE }).unwrap();
    /// assert_eq!(blanks.tile_set().total(), 154);
    /// assert_eq!(Table::british().tile_set().total(), 144);
    /// assert_eq!(Table::chinese().with_players(3).unwrap().tile_set().total(), 138);
    /// ```
    pub const fn tile_set(&self) -> TileSet {
        match (self.variant, self.players) {
            (Variant::American, _) if self.house.blanks > 0 => TileSet::american_with_blanks(self.house.blanks),
            (Variant::American, _) => TileSet::american(),
            (_, 3) => TileSet::three_player(true),
            _ => TileSet::chinese(true),
        }
    }

    /// `seat` when it is one of the seats in play, else [`RulesError::SeatNotInPlay`]: the check
    /// the rules make of every seat they are given, for a face that checks a seat as it reads it.
    ///
    /// ```
    /// use mahjong_core::rules::{Seat, Table};
    /// let three = Table::chinese().with_players(3).unwrap();
    /// assert_eq!(three.seat_in_play(Seat::ALL[2]), Ok(Seat::ALL[2]));
    /// assert_eq!(three.seat_in_play(Seat::ALL[3]).unwrap_err().to_string(), "seat 3 is not in play at a table of 3");
    /// ```
    pub const fn seat_in_play(&self, seat: Seat) -> Result<Seat, RulesError> {
        if self.seated(seat) { Ok(seat) } else { Err(RulesError::SeatNotInPlay { seat, players: self.seats() }) }
    }
}
