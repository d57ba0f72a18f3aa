//! American settlement: what each player pays for a verified Mah Jongg.
//!
//! The line's value and its flags are plain inputs ([`AmericanWin`]); [`AmericanWin::from_match`]
//! reads them from the card engine's [`Match`] (the line's value, whether the hand holds no
//! joker, whether the line has a joker-eligible group). Whether "jokerless" was announced is
//! always an input: the match cannot know it.
//!
//! The payments:
//! - won on a discard: the player who threw the winning tile pays double the hand's value, the
//!   other two pay the value;
//! - self-drawn: all three other players pay double;
//! - Mah Jongg declared right after a joker exchange counts as self-drawn;
//! - a hand won with no jokers at all pays double on top of any other doubling, only if
//!   "jokerless" was announced, and never for a line that cannot use jokers at all (singles and
//!   pairs only);
//! - a player with a dead hand still pays the winner;
//! - a wall game pays nothing ([`settle_american_wall_game`]);
//! - house rule ([`AmericanRules::discarder_pays_all`], "paying for the party"): the player who
//!   threw the winning tile pays everyone's share and the others pay nothing;
//! - the American social format ([`AmericanFormat::Social`]) uses no money: settlement just
//!   names the winner.
//!
//! Seats are named by wind (East is the dealer); four play at a time.

use super::{Payments, ScoreError};
use crate::Wind;
#[cfg(feature = "alloc")]
use crate::american::Match;

crate::name::names! {
    /// Whether the table plays for money.
    ///
    /// ```
    /// use mahjong_core::scoring::AmericanFormat;
    /// assert_eq!(str::parse::<AmericanFormat>("social").ok(), Some(AmericanFormat::Social));
    /// assert_eq!(AmericanFormat::League.name(), "league");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum AmericanFormat: "American format" {
        /// League scoring: the card's values are paid (the default).
        #[default]
        League = 0 => "league",
        /// The American social format: no money, no payment penalties; the hand just names the winner.
        Social = 1 => "social",
    }
}

impl AmericanFormat {}

/// The table's settlement options.
///
/// ```
/// use mahjong_core::scoring::{AmericanFormat, AmericanRules};
/// let r = AmericanRules::default();
/// assert_eq!(r.format, AmericanFormat::League);
/// assert!(!r.discarder_pays_all);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AmericanRules {
    /// League (money) or social (no money).
    pub format: AmericanFormat,
    /// House rule "paying for the party": the discarder pays everyone's share.
    pub discarder_pays_all: bool,
}

crate::name::names! {
    /// How the winning tile came.
    ///
    /// ```
    /// use mahjong_core::scoring::AmericanWinBy;
    /// assert_eq!(str::parse::<AmericanWinBy>("joker-exchange").ok(), Some(AmericanWinBy::JokerExchange));
    /// assert!(AmericanWinBy::JokerExchange.is_self_drawn());
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum AmericanWinBy: "American win" {
        /// Called from another player's discard (the default).
        #[default]
        Discard = 0 => "discard" | "discard",
        /// Drawn from the wall.
        SelfDrawn = 1 => "self_drawn" | "self",
        /// Declared right after a joker exchange: counts as self-drawn.
        JokerExchange = 2 => "joker_exchange" | "joker-exchange",
    }
    /// `discard`, `self` or `joker-exchange`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::scoring::AmericanWinBy::SelfDrawn.label(), "self");
    /// ```
    fn label;
}

impl AmericanWinBy {
    /// True for a self-drawn win and for Mah Jongg right after a joker exchange.
    ///
    /// ```
    /// assert!(!mahjong_core::scoring::AmericanWinBy::Discard.is_self_drawn());
    /// ```
    pub const fn is_self_drawn(self) -> bool {
        !matches!(self, AmericanWinBy::Discard)
    }
}

/// A verified American Mah Jongg, described by plain inputs.
///
/// ```
/// use mahjong_core::scoring::{AmericanWin, AmericanWinBy};
/// use mahjong_core::Wind;
/// let win = AmericanWin::new(Wind::South, 25).by_discard(Wind::North);
/// assert_eq!(win.by, AmericanWinBy::Discard);
/// assert_eq!(win.discarder, Wind::North);
/// assert!(win.line_takes_jokers);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AmericanWin {
    /// The winner's wind.
    pub winner: Wind,
    /// The value printed for the card line. Its serde form is read by [`american_value`], so a
    /// value past 32 bits is refused in the words every face gives.
    #[cfg_attr(feature = "serde", serde(deserialize_with = "value_of"))]
    pub value: u32,
    /// How the winning tile came.
    pub by: AmericanWinBy,
    /// Who threw the winning tile. A self-drawn win (or one after a joker exchange) has no
    /// discarder: leave it the winner ([`AmericanWin::new`] does); another wind is refused
    /// with [`ScoreError::DiscarderOnSelfDrawnWin`].
    pub discarder: Wind,
    /// The winning hand holds no joker at all.
    pub jokerless: bool,
    /// The winner announced "jokerless" when declaring.
    pub jokerless_announced: bool,
    /// The line has a group of three or more identical tiles, so it could use jokers. Lines of
    /// singles and pairs only do not get the jokerless bonus.
    pub line_takes_jokers: bool,
    /// Seats whose hands are dead. They still pay; a dead hand cannot win or throw the winning
    /// tile.
    pub dead: [bool; 4],
}

impl AmericanWin {
    /// A self-drawn win of `value` by `winner`, with jokers in the hand, on a line that takes
    /// jokers, and no dead hands.
    ///
    /// ```
    /// let w = mahjong_core::scoring::AmericanWin::new(mahjong_core::Wind::East, 30);
    /// assert!(w.by.is_self_drawn());
    /// ```
    pub const fn new(winner: Wind, value: u32) -> AmericanWin {
        AmericanWin {
            winner,
            value,
            by: AmericanWinBy::SelfDrawn,
            discarder: winner,
            jokerless: false,
            jokerless_announced: false,
            line_takes_jokers: true,
            dead: [false; 4],
        }
    }

    /// A self-drawn win by `winner` of the line `m` matched: the line's value, jokerless when
    /// the hand holds no joker, and whether the line has a joker-eligible group (pung or
    /// larger) all come from the match. "Jokerless" is not announced: set that with
    /// [`AmericanWin::announce_jokerless`] (American rules: "Announce "jokerless" when you declare,
    /// or the bonus is lost").
    ///
    /// ```
    /// use mahjong_core::{Hand, Wind, american::Card, scoring::{settle_american, AmericanRules, AmericanWin}};
    /// // Winds-Dragons #1 (25), no joker: jokerless, but only paid double when announced.
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap();
    /// let win = AmericanWin::from_match(&m, Wind::East).by_discard(Wind::South);
    /// assert_eq!((win.value, win.jokerless, win.line_takes_jokers), (25, true, true));
    /// let rules = AmericanRules::default();
    /// assert_eq!(settle_american(&win, &rules).unwrap().value, 25);
    /// assert_eq!(settle_american(&win.announce_jokerless(true), &rules).unwrap().value, 50);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn from_match(m: &Match<'_>, winner: Wind) -> AmericanWin {
        AmericanWin {
            jokerless: m.jokerless(),
            line_takes_jokers: m.has_joker_group(),
            ..AmericanWin::new(winner, m.value())
        }
    }

    /// The same win with "jokerless" announced (or not) when declaring; the hand's jokers are
    /// left as they are.
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// let w = AmericanWin::new(Wind::East, 25).announce_jokerless(true);
    /// assert!(w.jokerless_announced && !w.jokerless);
    /// ```
    pub const fn announce_jokerless(self, announced: bool) -> AmericanWin {
        AmericanWin { jokerless_announced: announced, ..self }
    }

    /// Checks a claim that the hand is jokerless against the hand (from
    /// [`AmericanWin::from_match`]): claiming it for a hand that holds jokers is
    /// [`ScoreError::JokerlessWithJokers`]; no claim, or a true one, leaves the win unchanged.
    ///
    /// ```
    /// use mahjong_core::{Wind, scoring::{AmericanWin, ScoreError}};
    /// let with_jokers = AmericanWin::new(Wind::East, 25);
    /// assert_eq!(with_jokers.check_jokerless_claim(true), Err(ScoreError::JokerlessWithJokers));
    /// assert_eq!(with_jokers.check_jokerless_claim(false), Ok(with_jokers));
    /// ```
    pub const fn check_jokerless_claim(self, claimed: bool) -> Result<AmericanWin, ScoreError> {
        if claimed && !self.jokerless {
            return Err(ScoreError::JokerlessWithJokers);
        }
        Ok(self)
    }

    /// The same win, on `discarder`'s discard.
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// assert_eq!(AmericanWin::new(Wind::East, 25).by_discard(Wind::West).discarder, Wind::West);
    /// ```
    pub const fn by_discard(self, discarder: Wind) -> AmericanWin {
        AmericanWin { by: AmericanWinBy::Discard, discarder, ..self }
    }

    /// The same win, made the way a face's three inputs say: right after a joker exchange when
    /// `after_joker_exchange` (with `self_drawn` too: such a win is self-drawn), else self-drawn
    /// when `self_drawn`, else on `discarder`'s discard. A discarder given with a self-drawn win
    /// is kept, for [`settle_american`] to refuse ([`ScoreError::DiscarderOnSelfDrawnWin`]) unless
    /// it is the winner. [`ScoreError::WinByNotGiven`] when none of the three is given: nothing
    /// says how the tile came.
    ///
    /// ```
    /// use mahjong_core::{scoring::{AmericanWin, AmericanWinBy, ScoreError}, Wind};
    /// let w = AmericanWin::new(Wind::East, 25);
    /// assert_eq!(w.won_by(Some(Wind::West), false, false), Ok(w.by_discard(Wind::West)));
    /// assert_eq!(w.won_by(None, true, true).map(|w| w.by), Ok(AmericanWinBy::JokerExchange));
    /// assert_eq!(w.won_by(None, true, false).map(|w| w.by), Ok(AmericanWinBy::SelfDrawn));
    /// assert_eq!(w.won_by(None, false, false), Err(ScoreError::WinByNotGiven));
    /// ```
    pub const fn won_by(
        self,
        discarder: Option<Wind>,
        self_drawn: bool,
        after_joker_exchange: bool,
    ) -> Result<AmericanWin, ScoreError> {
        let by = match (after_joker_exchange, self_drawn, discarder) {
            (true, ..) => AmericanWinBy::JokerExchange,
            (_, true, _) => AmericanWinBy::SelfDrawn,
            (_, _, Some(_)) => AmericanWinBy::Discard,
            _ => return Err(ScoreError::WinByNotGiven),
        };
        let discarder = match discarder {
            Some(d) => d,
            None => self.discarder,
        };
        Ok(AmericanWin { by, discarder, ..self })
    }

    /// The same win, declared right after a joker exchange.
    ///
    /// ```
    /// use mahjong_core::{scoring::{AmericanWin, AmericanWinBy}, Wind};
    /// assert_eq!(AmericanWin::new(Wind::East, 25).after_joker_exchange().by, AmericanWinBy::JokerExchange);
    /// ```
    pub const fn after_joker_exchange(self) -> AmericanWin {
        AmericanWin { by: AmericanWinBy::JokerExchange, ..self }
    }

    /// The same win with no jokers in the hand; `announced` says whether "jokerless" was called.
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// assert!(AmericanWin::new(Wind::East, 25).jokerless(true).jokerless_announced);
    /// ```
    pub const fn jokerless(self, announced: bool) -> AmericanWin {
        AmericanWin { jokerless: true, jokerless_announced: announced, ..self }
    }

    /// The same win on a line of singles and pairs only (no joker-eligible group).
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// assert!(!AmericanWin::new(Wind::East, 50).singles_and_pairs().line_takes_jokers);
    /// ```
    pub const fn singles_and_pairs(self) -> AmericanWin {
        AmericanWin { line_takes_jokers: false, ..self }
    }

    /// Whether the value is doubled for a jokerless hand: the hand holds no joker, "jokerless"
    /// was announced, and the line has a group a joker could stand in (not singles and pairs
    /// only). What [`settle_american`] pays.
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// assert!(AmericanWin::new(Wind::East, 25).jokerless(true).jokerless_doubles());
    /// assert!(!AmericanWin::new(Wind::East, 25).jokerless(false).jokerless_doubles());
    /// assert!(!AmericanWin::new(Wind::East, 50).jokerless(true).singles_and_pairs().jokerless_doubles());
    /// ```
    pub const fn jokerless_doubles(&self) -> bool {
        self.jokerless && self.jokerless_announced && self.line_takes_jokers
    }

    /// The same win with `wind`'s hand dead.
    ///
    /// ```
    /// use mahjong_core::{scoring::AmericanWin, Wind};
    /// assert!(AmericanWin::new(Wind::East, 25).with_dead(Wind::North).dead[3]);
    /// ```
    pub const fn with_dead(self, wind: Wind) -> AmericanWin {
        let mut dead = self.dead;
        dead[wind as usize] = true;
        AmericanWin { dead, ..self }
    }
}

/// The outcome of an American hand: the winner (if any) and the payments.
///
/// ```
/// use mahjong_core::scoring::{settle_american, AmericanRules, AmericanWin};
/// use mahjong_core::Wind::*;
/// let s = settle_american(&AmericanWin::new(West, 25).by_discard(East), &AmericanRules::default()).unwrap();
/// assert_eq!(s.winner, Some(West));
/// assert_eq!(s.payments.nets(), [-50, -25, 100, -25]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AmericanSettlement {
    /// The winner, or `None` for a wall game.
    pub winner: Option<Wind>,
    /// The value each non-discarder pays: the line's value, doubled for jokerless (0 in the
    /// social format and for a wall game).
    pub value: u32,
    /// The jokerless double applied.
    pub jokerless_double: bool,
    /// Counted as self-drawn (drawn from the wall or right after a joker exchange).
    pub self_drawn: bool,
    /// Who pays whom.
    pub payments: Payments,
}

impl AmericanSettlement {
    /// A wall game: no winner, nobody pays (what [`settle_american_wall_game`] returns).
    ///
    /// ```
    /// let s = mahjong_core::scoring::AmericanSettlement::WALL_GAME;
    /// assert_eq!(s.winner, None);
    /// assert_eq!(s.payments.nets(), [0; 4]);
    /// ```
    pub const WALL_GAME: AmericanSettlement = AmericanSettlement {
        winner: None,
        value: 0,
        jokerless_double: false,
        self_drawn: false,
        payments: Payments::NONE,
    };
}

/// `value`, the printed value of a won line ([`AmericanWin::value`]), as a face gives it: 0 to
/// 4294967295 ([`Limit::U32`](crate::args::Limit::U32), the value's width), or
/// [`NotInRange`](crate::args::NotInRange) naming `value`. The settlement then refuses an amount
/// past 32 bits ([`ScoreError::Overflow`]).
///
/// ```
/// use mahjong_core::{args::Given, scoring::american_value};
/// assert_eq!(american_value(Given::Number(4_294_967_295)), Ok(u32::MAX));
/// let e = american_value(Given::Written("4294967296")).unwrap_err();
/// assert_eq!(e.to_string(), "value 4294967296 is out of range: 0 to 4294967295");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn american_value(value: crate::args::Given<'_>) -> Result<u32, crate::args::NotInRange<'_>> {
    crate::args::Limit::U32.read("value", value).map(|n| n as u32)
}

/// [`AmericanWin::value`] read from its serde form by [`american_value`].
#[cfg(feature = "serde")]
fn value_of<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    use serde::de::{Error, Unexpected, Visitor};
    struct Value;
    impl Visitor<'_> for Value {
        type Value = u32;
        fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str("a line's value, a whole number")
        }
        fn visit_i64<E: Error>(self, n: i64) -> Result<u32, E> {
            american_value(crate::args::Given::Number(n)).map_err(E::custom)
        }
        fn visit_u64<E: Error>(self, n: u64) -> Result<u32, E> {
            let n = i64::try_from(n).map_err(|_| E::invalid_value(Unexpected::Unsigned(n), &Value))?;
            self.visit_i64(n)
        }
    }
    d.deserialize_u32(Value)
}

/// Settles a wall game (American rules: "It is a wall game: nobody wins, and in the standard game
/// nobody pays"): no winner, no payments, dead hands or not, in either format.
///
/// ```
/// use mahjong_core::scoring::settle_american_wall_game;
/// let s = settle_american_wall_game();
/// assert_eq!((s.winner, s.value, s.payments.nets()), (None, 0, [0; 4]));
/// ```
pub const fn settle_american_wall_game() -> AmericanSettlement {
    AmericanSettlement::WALL_GAME
}

/// Settles a verified American Mah Jongg (see the [scoring module docs](crate::scoring) and
/// [`AmericanWin`] for the rules applied). A wall game has no winner: see
/// [`settle_american_wall_game`].
///
/// Errors: the winner threw the winning tile ([`ScoreError::WinnerIsDiscarder`]), a dead
/// hand won or threw it ([`ScoreError::DeadHand`]), or an amount does not fit in 32 bits
/// ([`ScoreError::Overflow`]; amounts are worked out in 64 bits, never cut short).
///
/// ```
/// use mahjong_core::scoring::{settle_american, AmericanRules, AmericanWin};
/// use mahjong_core::Wind::*;
/// let rules = AmericanRules::default();
/// // Self-drawn, jokerless announced: 25 × 2 (jokerless) × 2 (self-drawn) from each.
/// let s = settle_american(&AmericanWin::new(North, 25).jokerless(true), &rules).unwrap();
/// assert_eq!(s.payments.nets(), [-100, -100, -100, 300]);
/// ```
pub fn settle_american(win: &AmericanWin, rules: &AmericanRules) -> Result<AmericanSettlement, ScoreError> {
    let self_drawn = win.by.is_self_drawn();
    if win.dead[win.winner as usize] {
        return Err(ScoreError::DeadHand(win.winner));
    }
    if self_drawn && win.discarder != win.winner {
        return Err(ScoreError::DiscarderOnSelfDrawnWin(win.discarder));
    }
    if !self_drawn {
        if win.discarder == win.winner {
            return Err(ScoreError::WinnerIsDiscarder(win.winner));
        }
        if win.dead[win.discarder as usize] {
            return Err(ScoreError::DeadHand(win.discarder));
        }
    }
    let jokerless_double = win.jokerless_doubles();
    let mut settlement = AmericanSettlement {
        winner: Some(win.winner),
        value: 0,
        jokerless_double,
        self_drawn,
        payments: Payments::NONE,
    };
    if rules.format == AmericanFormat::Social {
        return Ok(settlement);
    }
    let value = u64::from(win.value) * if jokerless_double { 2 } else { 1 };
    settlement.value = u32::try_from(value).map_err(|_| ScoreError::Overflow(value))?;
    for loser in Wind::ALL.into_iter().filter(|&s| s != win.winner) {
        let share = if self_drawn || loser == win.discarder { 2 * value } else { value };
        let payer = if !self_drawn && rules.discarder_pays_all { win.discarder } else { loser };
        settlement.payments.add(payer, win.winner, share)?;
    }
    Ok(settlement)
}
