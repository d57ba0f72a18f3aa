//! Dealer and prevailing wind: who deals the next hand; the rules and the choices made are written
//! in the `rules` module docs ("Dealer and prevailing wind").

use super::{RulesError, Seat, Table, Variant};
use crate::Wind;

/// How a hand ended.
///
/// ```
/// use mahjong_core::rules::{HandResult, Seat};
/// assert_eq!(HandResult::WallGame.winner(), None);
/// assert_eq!(HandResult::Won(Seat::ALL[1]).winner(), Some(Seat::ALL[1]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HandResult {
    /// A verified Mah Jongg by this seat.
    #[cfg_attr(feature = "serde", serde(alias = "Won"))]
    Won(Seat),
    /// Nobody won: a wall game (draw).
    #[cfg_attr(feature = "serde", serde(alias = "WallGame"))]
    WallGame,
}

impl HandResult {
    /// The canonical name of the kind of result (see [`crate::name`]).
    ///
    /// ```
    /// use mahjong_core::rules::{HandResult, Seat};
    /// assert_eq!(HandResult::Won(Seat::ALL[1]).name(), "won");
    /// assert_eq!(HandResult::WallGame.name(), "wall_game");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            HandResult::Won(_) => "won",
            HandResult::WallGame => "wall_game",
        }
    }

    /// The winner, if any.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::HandResult::WallGame.winner(), None);
    /// ```
    pub const fn winner(self) -> Option<Seat> {
        match self {
            HandResult::Won(s) => Some(s),
            HandResult::WallGame => None,
        }
    }
}

/// The result of a hand with this winner: `None` is a wall game.
///
/// ```
/// use mahjong_core::rules::{HandResult, Seat};
/// assert_eq!(HandResult::from(Some(Seat::ALL[2])), HandResult::Won(Seat::ALL[2]));
/// assert_eq!(HandResult::from(None), HandResult::WallGame);
/// ```
impl From<Option<Seat>> for HandResult {
    fn from(winner: Option<Seat>) -> HandResult {
        winner.map_or(HandResult::WallGame, HandResult::Won)
    }
}

/// The state of a game between hands: prevailing wind, dealer, and the first dealer of the game
/// (whose turn to deal again ends a wind round).
///
/// ```
/// use mahjong_core::{Wind, rules::{Round, Seat}};
/// let r = Round::start(Seat::ALL[2]);
/// assert_eq!((r.prevailing, r.dealer, r.finished), (Wind::East, Seat::ALL[2], false));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Round {
    /// The prevailing (round) wind.
    pub prevailing: Wind,
    /// The dealer, East for the next hand.
    pub dealer: Seat,
    /// The first dealer of the game.
    pub first_dealer: Seat,
    /// The last wind round has ended (the North round unless the table plays fewer rounds):
    /// the game is over.
    pub finished: bool,
}

impl Round {
    /// A new game: East round, `dealer` deals first.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Round::start(mahjong_core::rules::Seat::ALL[0]).first_dealer.index(), 0);
    /// ```
    pub const fn start(dealer: Seat) -> Round {
        Round { prevailing: Wind::East, dealer, first_dealer: dealer, finished: false }
    }

    /// A game under way in the `prevailing` round, `dealer` dealing the next hand and
    /// `first_dealer` the first of the game; none given is `dealer` (the game began with this
    /// deal's dealer, as [`Round::start`]). Not finished.
    ///
    /// ```
    /// use mahjong_core::{Wind, rules::{Round, Seat}};
    /// let r = Round::new(Wind::South, Seat::ALL[2], None);
    /// assert_eq!((r.prevailing, r.dealer, r.first_dealer, r.finished), (Wind::South, Seat::ALL[2], Seat::ALL[2], false));
    /// assert_eq!(Round::new(Wind::East, Seat::ALL[1], None), Round::start(Seat::ALL[1]));
    /// assert_eq!(Round::new(Wind::West, Seat::ALL[1], Some(Seat::ALL[3])).first_dealer, Seat::ALL[3]);
    /// ```
    pub const fn new(prevailing: Wind, dealer: Seat, first_dealer: Option<Seat>) -> Round {
        let first_dealer = match first_dealer {
            Some(f) => f,
            None => dealer,
        };
        Round { prevailing, dealer, first_dealer, finished: false }
    }

    /// The seat wind of `seat` in this hand at `table` (see [`Seat::wind`]: three players are
    /// East, South, West; two are East and West). Errors: `seat` or the dealer not in play.
    ///
    /// ```
    /// use mahjong_core::{Wind, rules::{Round, Seat, Table}};
    /// let r = Round::start(Seat::ALL[1]);
    /// assert_eq!(r.seat_wind(&Table::chinese(), Seat::ALL[0]), Ok(Wind::North));
    /// assert_eq!(r.seat_wind(&Table::chinese().with_players(2).unwrap(), Seat::ALL[0]), Ok(Wind::West));
    /// assert!(r.seat_wind(&Table::chinese().with_players(3).unwrap(), Seat::ALL[3]).is_err());
    /// ```
    pub fn seat_wind(&self, table: &Table, seat: Seat) -> Result<Wind, RulesError> {
        for s in [seat, self.dealer] {
            if !table.seated(s) {
                return Err(RulesError::SeatNotInPlay { seat: s, players: table.seats() });
            }
        }
        seat.wind(self.dealer, table).ok_or(RulesError::SeatNotInPlay { seat, players: table.seats() })
    }
}

/// The round after a hand with `result`. See [Dealer and prevailing wind](super#dealer-and-prevailing-wind).
///
/// ```
/// use mahjong_core::{Wind, rules::{next_round, HandResult, HouseRules, Round, Seat, Table}};
/// let s = Seat::ALL;
/// let t = Table::chinese();
/// let r = Round::start(s[0]);
/// // East wins: East keeps the deal.
/// assert_eq!(next_round(&t, r, HandResult::Won(s[0])).unwrap().dealer, s[0]);
/// // South wins: the deal passes to South.
/// assert_eq!(next_round(&t, r, HandResult::Won(s[1])).unwrap().dealer, s[1]);
/// // The fourth dealer loses the deal: South round.
/// let last = Round { dealer: s[3], ..r };
/// let next = next_round(&t, last, HandResult::Won(s[2])).unwrap();
/// assert_eq!((next.prevailing, next.dealer), (Wind::South, s[0]));
/// // Three players agreeing on three rounds: the West round's third dealer ends the game.
/// let three = Table::chinese().with_players(3).unwrap().with_house(HouseRules { wind_rounds: 3, ..HouseRules::LEAGUE }).unwrap();
/// let west = Round { prevailing: Wind::West, dealer: s[2], ..r };
/// assert!(next_round(&three, west, HandResult::Won(s[0])).unwrap().finished);
/// ```
pub fn next_round(table: &Table, round: Round, result: HandResult) -> Result<Round, RulesError> {
    for seat in [round.dealer, round.first_dealer].into_iter().chain(result.winner()) {
        if !table.seated(seat) {
            return Err(RulesError::SeatNotInPlay { seat, players: table.seats() });
        }
    }
    if round.finished {
        return Ok(round);
    }
    let keeps = match table.variant() {
        Variant::American => false,
        _ => match result {
            HandResult::WallGame => true,
            HandResult::Won(w) => w == round.dealer,
        },
    };
    if keeps {
        return Ok(round);
    }
    let dealer = table.next(round.dealer);
    let mut out = Round { dealer, ..round };
    if dealer == round.first_dealer && table.variant() != Variant::American {
        if round.prevailing as u8 + 1 >= table.house().rounds() {
            out.finished = true;
        } else {
            out.prevailing = round.prevailing.next();
        }
    }
    Ok(out)
}

/// With five players, four play each game and one sits out, in rotation: the player (0–4) who
/// sits out game `game` (0-based). `None` with four or fewer players.
///
/// ```
/// use mahjong_core::rules::sitting_out;
/// assert_eq!(sitting_out(5, 0), Some(4));
/// assert_eq!(sitting_out(5, 1), Some(3));
/// assert_eq!(sitting_out(4, 7), None);
/// ```
pub const fn sitting_out(players: u8, game: u32) -> Option<u8> {
    if players != 5 {
        return None;
    }
    Some((4 + 5 - (game % 5) as u8) % 5)
}

/// A bet by the player sitting out (an American house rule): on a player or on a wall game.
///
/// ```
/// use mahjong_core::rules::{Bet, Seat};
/// assert_eq!(Bet::On(Seat::ALL[1]).label(), "on a player");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Bet {
    /// That seat wins.
    #[cfg_attr(feature = "serde", serde(alias = "On"))]
    On(Seat),
    /// Nobody wins.
    #[cfg_attr(feature = "serde", serde(alias = "WallGame"))]
    WallGame,
}

impl Bet {
    /// The canonical name of the kind of bet (see [`crate::name`]).
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Bet::WallGame.name(), "wall_game");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Bet::On(_) => "on",
            Bet::WallGame => "wall_game",
        }
    }

    /// `on a player` or `on a wall game`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Bet::WallGame.label(), "on a wall game");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            Bet::On(_) => "on a player",
            Bet::WallGame => "on a wall game",
        }
    }
}

/// A bet on this winner: `None` is a bet on a wall game (as [`HandResult`]'s `From`).
///
/// ```
/// use mahjong_core::rules::{Bet, Seat};
/// assert_eq!(Bet::from(Some(Seat::ALL[2])), Bet::On(Seat::ALL[2]));
/// assert_eq!(Bet::from(None), Bet::WallGame);
/// ```
impl From<Option<Seat>> for Bet {
    fn from(winner: Option<Seat>) -> Bet {
        winner.map_or(Bet::WallGame, Bet::On)
    }
}

/// How the bettor settles (an American house rule): a right guess collects from the losers; a
/// wrong guess pays as the chosen player pays (a wrong wall-game bet pays as a losing player).
///
/// ```
/// use mahjong_core::rules::{BetOutcome, Seat};
/// assert_eq!(BetOutcome::PaysAs(Seat::ALL[2]).label(), "pays as the chosen player");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BetOutcome {
    /// Right guess: collects from the losers.
    #[cfg_attr(feature = "serde", serde(alias = "CollectsFromLosers"))]
    CollectsFromLosers,
    /// Wrong guess on a player: pays as that player pays.
    #[cfg_attr(feature = "serde", serde(alias = "PaysAs"))]
    PaysAs(Seat),
    /// Wrong guess on a wall game: pays as a losing player.
    #[cfg_attr(feature = "serde", serde(alias = "PaysAsLoser"))]
    PaysAsLoser,
}

impl BetOutcome {
    /// The canonical name of the kind of outcome (see [`crate::name`]): its [`variant`](Self::variant)'s.
    ///
    /// ```
    /// use mahjong_core::rules::{BetOutcome, Seat};
    /// assert_eq!(BetOutcome::PaysAs(Seat::ALL[2]).name(), "pays_as");
    /// ```
    pub const fn name(self) -> &'static str {
        self.variant().name()
    }

    /// Words for messages.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::BetOutcome::CollectsFromLosers.label(), "collects from the losers");
    /// ```
    pub const fn label(self) -> &'static str {
        self.variant().label()
    }
}

/// Settles the sitting-out player's bet after a hand (house rule `fifth_player_bets`).
///
/// ```
/// use mahjong_core::rules::{settle_bet, Bet, BetOutcome, HandResult, HouseRules, Seat, Table};
/// let t = Table::american().with_house(HouseRules { fifth_player_bets: true, ..HouseRules::LEAGUE }).unwrap();
/// let s = Seat::ALL;
/// assert_eq!(settle_bet(&t, Bet::On(s[1]), HandResult::Won(s[1])), Ok(BetOutcome::CollectsFromLosers));
/// assert_eq!(settle_bet(&t, Bet::On(s[1]), HandResult::Won(s[2])), Ok(BetOutcome::PaysAs(s[1])));
/// assert!(settle_bet(&Table::american(), Bet::WallGame, HandResult::WallGame).is_err());
/// ```
pub fn settle_bet(table: &Table, bet: Bet, result: HandResult) -> Result<BetOutcome, RulesError> {
    if !table.house().fifth_player_bets {
        return Err(RulesError::HouseRuleOff { rule: "fifth player bets" });
    }
    Ok(match (bet, result) {
        (Bet::On(s), HandResult::Won(w)) if s == w => BetOutcome::CollectsFromLosers,
        (Bet::WallGame, HandResult::WallGame) => BetOutcome::CollectsFromLosers,
        (Bet::On(s), _) => BetOutcome::PaysAs(s),
        (Bet::WallGame, HandResult::Won(_)) => BetOutcome::PaysAsLoser,
    })
}
