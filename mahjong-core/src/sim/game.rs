//! The game engine: one hand from the shuffle to the settlement, driven one action at a time.

use super::rng::Xoshiro256;
use crate::american::bound::HandProfile;
use crate::american::{Card, Nearest};
use crate::rules::witness::{self, Witness};
use crate::rules::{
    Call, CallFacts, CallSet, CharlestonPass, Claim, Discard, Pass, RulesError, Seat, Table, Turn, TurnPhase, Variant,
    Wall, add_to_pung, american_dead_hand, american_dead_hand_rack, apply_charleston_pass, apply_courtesy_pass,
    bonus_replacements, calls, calls_among, check_call, check_charleston_pass, chinese_call_facts, chow_options,
    claim_winner, courtesy_count, deal_order, declare_concealed_kong, discard_tile_in, exchange_joker, expose,
    expose_chow, next_live_seat, rob_kong, second_charleston, standard_profile, take_tile_in, tile_count_dead,
    visible_tiles,
};
use crate::scoring::{
    AmericanRules, AmericanWin, ScoreError, ScoreRules, SettleHandsError, settle_american, settle_hands,
};
use crate::standard::{is_winning, tiles_away, tiles_away_counts};
use crate::{Hand, Meld, MeldKind, MeldStatus, Tile, WinContext, WinMethod, Wind};

/// The most tiles a simulated set holds (the American 152).
pub const MAX_TILES: usize = 152;

/// The most legal actions any decision offers (see [`Actions`]).
pub const MAX_ACTIONS: usize = 64;

/// The seat of East, the dealer, in every simulated hand. Seat `n` has wind `n` (East, South,
/// West, North) and the prevailing wind is East.
pub const DEALER: Seat = Seat::ALL[0];

/// One decision of one player.
///
/// Charleston and courtesy passes are made one tile at a time ([`Action::Pass`]); calls on a
/// discard are answered by every player who has one, in turn order after the discarder, before
/// the priority rules pick the winning claim ([`crate::rules::claim_winner`]).
///
/// ```
/// use mahjong_core::sim::Action;
/// let a = Action::Discard { tile: "5p".parse().unwrap() };
/// assert_eq!(a.name(), "discard");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "action", rename_all = "snake_case"))]
pub enum Action {
    /// Charleston or courtesy pass: put `tile` into the pass this player is making.
    Pass {
        /// The tile passed (never a joker).
        tile: Tile,
    },
    /// The vote on the second Charleston (any one player can stop it).
    SecondCharleston {
        /// True to play the second Charleston.
        agree: bool,
    },
    /// How many tiles (0–3) to ask the player across for in the courtesy pass.
    CourtesyAsk {
        /// Tiles asked.
        count: u8,
    },
    /// Discard a tile to end the turn.
    Discard {
        /// The tile.
        tile: Tile,
    },
    /// Declare Mah Jongg: on the tile just drawn, on a called discard, or by robbing a kong.
    MahJong,
    /// Call the discard to expose a Pung, Kong, Quint or Sextet, with `jokers` jokers from the
    /// hand (American; always 0 in the classical game).
    Call {
        /// The call.
        call: Call,
        /// Jokers from the hand in the exposure.
        jokers: u8,
    },
    /// Call the discard for a Chow whose lowest tile is `lowest` (classical).
    Chow {
        /// The lowest tile of the run.
        lowest: Tile,
    },
    /// Let the discard (or the added kong) go.
    NoCall,
    /// Exchange `natural` from the hand for the joker in exposure `meld` of `owner` (American).
    ExchangeJoker {
        /// Whose rack holds the exposure.
        owner: Seat,
        /// The exposure's index among the owner's melds.
        meld: u8,
        /// The natural tile given for the joker.
        natural: Tile,
    },
    /// Declare a concealed kong of four held tiles (classical).
    ConcealedKong {
        /// The tile.
        tile: Tile,
    },
    /// Add a held tile to an exposed pung, making a kong (classical; it may be robbed).
    AddToPung {
        /// The tile.
        tile: Tile,
    },
}

/// The number of action indices ([`Action::index`]): a fixed discrete action space for learning
/// environments.
pub const ACTION_SPACE: usize = 273;

const N: u16 = Tile::COUNT as u16;
const PASS: u16 = 0;
const VOTE: u16 = PASS + N;
const ASK: u16 = VOTE + 2;
const DISCARD: u16 = ASK + 4;
const MAH_JONG: u16 = DISCARD + N;
const CALL: u16 = MAH_JONG + 1;
const CHOW: u16 = CALL + 24;
const NO_CALL: u16 = CHOW + N;
const EXCHANGE: u16 = NO_CALL + 1;
const CONCEALED_KONG: u16 = EXCHANGE + 16;
const ADD_TO_PUNG: u16 = CONCEALED_KONG + N;

impl Action {
    /// The action's place in a fixed action space of [`ACTION_SPACE`] indices: passes, the vote,
    /// courtesy asks, discards, Mah Jongg, calls (Pung, Kong, Quint, Sextet with 0–5 jokers),
    /// chows, no call, joker exchanges (by owner and exposure; the natural is the exposure's
    /// tile), concealed kongs, added kongs. [`Game::action_from_index`] reads it back.
    ///
    /// ```
    /// use mahjong_core::sim::{Action, ACTION_SPACE};
    /// assert_eq!(Action::Pass { tile: "1m".parse().unwrap() }.index(), 0);
    /// assert_eq!(Action::NoCall.index(), 166);
    /// assert!(Action::AddToPung { tile: mahjong_core::Tile::BLANK }.index() < ACTION_SPACE as u16);
    /// ```
    pub const fn index(&self) -> u16 {
        match *self {
            Action::Pass { tile } => PASS + tile.index() as u16,
            Action::SecondCharleston { agree } => VOTE + agree as u16,
            Action::CourtesyAsk { count } => ASK + if count > 3 { 3 } else { count as u16 },
            Action::Discard { tile } => DISCARD + tile.index() as u16,
            Action::MahJong => MAH_JONG,
            Action::Call { call, jokers } => {
                let c = match call {
                    Call::Kong => 1,
                    Call::Quint => 2,
                    Call::Sextet => 3,
                    _ => 0,
                };
                CALL + c * 6 + if jokers > 5 { 5 } else { jokers as u16 }
            }
            Action::Chow { lowest } => CHOW + lowest.index() as u16,
            Action::NoCall => NO_CALL,
            Action::ExchangeJoker { owner, meld, .. } => {
                EXCHANGE + owner.index() as u16 * 4 + if meld > 3 { 3 } else { meld as u16 }
            }
            Action::ConcealedKong { tile } => CONCEALED_KONG + tile.index() as u16,
            Action::AddToPung { tile } => ADD_TO_PUNG + tile.index() as u16,
        }
    }

    /// The tile the action names: the tile passed, discarded, declared or added, the chow's
    /// lowest tile or the natural given for a joker; `None` for the others.
    ///
    /// ```
    /// use mahjong_core::sim::Action;
    /// let t = "5p".parse().unwrap();
    /// assert_eq!(Action::Chow { lowest: t }.tile(), Some(t));
    /// assert_eq!(Action::NoCall.tile(), None);
    /// ```
    pub const fn tile(&self) -> Option<Tile> {
        match *self {
            Action::Pass { tile }
            | Action::Discard { tile }
            | Action::ConcealedKong { tile }
            | Action::AddToPung { tile }
            | Action::Chow { lowest: tile }
            | Action::ExchangeJoker { natural: tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// The call of an [`Action::Call`]; `None` for the others.
    ///
    /// ```
    /// use mahjong_core::{rules::Call, sim::Action};
    /// assert_eq!(Action::Call { call: Call::Pung, jokers: 1 }.call(), Some(Call::Pung));
    /// assert_eq!(Action::MahJong.call(), None);
    /// ```
    pub const fn call(&self) -> Option<Call> {
        match *self {
            Action::Call { call, .. } => Some(call),
            _ => None,
        }
    }

    /// The action's canonical name (lower snake case of the variant).
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Action::NoCall.name(), "no_call");
    /// ```
    pub const fn name(&self) -> &'static str {
        match self {
            Action::Pass { .. } => "pass",
            Action::SecondCharleston { .. } => "second_charleston",
            Action::CourtesyAsk { .. } => "courtesy_ask",
            Action::Discard { .. } => "discard",
            Action::MahJong => "mah_jong",
            Action::Call { .. } => "call",
            Action::Chow { .. } => "chow",
            Action::NoCall => "no_call",
            Action::ExchangeJoker { .. } => "exchange_joker",
            Action::ConcealedKong { .. } => "concealed_kong",
            Action::AddToPung { .. } => "add_to_pung",
        }
    }
}

/// Where the hand is.
///
/// ```
/// use mahjong_core::sim::{Game, Phase};
/// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 1).unwrap();
/// assert_eq!(g.phase(), Phase::Turn);
/// assert_eq!(g.phase().name(), "turn");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// A Charleston pass is being made (American); each player in seat order picks three tiles.
    Charleston(CharlestonPass),
    /// The vote on the second Charleston.
    SecondCharlestonVote,
    /// Each player says how many tiles to ask for in the courtesy pass.
    CourtesyAsk,
    /// Players pick their courtesy tiles.
    Courtesy,
    /// The player on turn holds one tile too many: discard, declare, exchange, kong.
    Turn,
    /// The latest discard is open to calls.
    Claims,
    /// An added kong may be robbed (classical).
    RobKong,
    /// The hand is over; see [`Game::outcome`].
    Over,
}

impl Phase {
    /// The phase's canonical name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Phase::RobKong.name(), "rob_kong");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Charleston(_) => "charleston",
            Phase::SecondCharlestonVote => "second_charleston_vote",
            Phase::CourtesyAsk => "courtesy_ask",
            Phase::Courtesy => "courtesy",
            Phase::Turn => "turn",
            Phase::Claims => "claims",
            Phase::RobKong => "rob_kong",
            Phase::Over => "over",
        }
    }
}

crate::name::names! {
    /// How the winning tile came.
    ///
    /// ```
    /// use mahjong_core::sim::WinBy;
    /// assert_eq!(WinBy::KongReplacement.name(), "kong_replacement");
    /// assert_eq!("self-drawn".parse::<WinBy>(), Ok(WinBy::SelfDrawn));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum WinBy: "winning tile source" {
        /// Called from a discard.
        Discard => "discard",
        /// Drawn from the wall.
        SelfDrawn => "self_drawn",
        /// Declared right after a joker exchange (American; counts as self-drawn).
        JokerExchange => "joker_exchange",
        /// A loose tile drawn after a kong, flower or season (classical).
        KongReplacement => "kong_replacement",
        /// Taken from another player's added kong (classical).
        RobbingKong => "robbing_kong",
    }
}

/// The end of a hand: who won, how, and the payments.
///
/// ```
/// use mahjong_core::sim::{Game, RandomBot, play};
/// let mut g = Game::new(mahjong_core::rules::Table::chinese(), None, 5).unwrap();
/// let mut bots = RandomBot::seats(5);
/// let out = play(&mut g, &mut bots, None).unwrap();
/// assert_eq!(out.nets.iter().sum::<i64>(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The winner, or `None` for a wall game (or an American hand left with one live player).
    pub winner: Option<Seat>,
    /// Who threw the winning tile (a discard or a robbed kong).
    pub discarder: Option<Seat>,
    /// How the winning tile came.
    pub by: Option<WinBy>,
    /// American: the winning hand's index in [`Card::hands`].
    pub card_hand: Option<u32>,
    /// American: the card value paid by each non-discarder (jokerless doubled); classical: the
    /// winner's score.
    pub value: u32,
    /// Net payments by seat (they sum to zero).
    pub nets: [i64; 4],
    /// Dead hands at the end (American).
    pub dead: [bool; 4],
}

impl Outcome {
    /// True for a hand nobody won.
    ///
    /// ```
    /// let o = mahjong_core::sim::Outcome { winner: None, discarder: None, by: None, card_hand: None, value: 0, nets: [0; 4], dead: [false; 4] };
    /// assert!(o.wall_game());
    /// ```
    pub const fn wall_game(&self) -> bool {
        self.winner.is_none()
    }

    /// What the winner received in all.
    ///
    /// ```
    /// let mut o = mahjong_core::sim::Outcome { winner: None, discarder: None, by: None, card_hand: None, value: 0, nets: [0; 4], dead: [false; 4] };
    /// o.winner = Some(mahjong_core::rules::Seat::ALL[1]);
    /// o.nets = [-10, 30, -10, -10];
    /// assert_eq!(o.points_paid(), 30);
    /// ```
    pub fn points_paid(&self) -> i64 {
        self.winner.map_or(0, |w| self.nets[w.index() as usize])
    }
}

/// Why an action was refused, or why a game could not be set up or settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SimError {
    /// A table rule refused the action; the rule's own error.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The action came from a player whose decision it is not.
    #[error("{seat} cannot act now: it is {}'s decision", expected.map_or("nobody", |_| "another seat"))]
    WrongActor {
        /// Who tried to act.
        seat: Seat,
        /// Whose decision it is (`None` once the hand is over).
        expected: Option<Seat>,
    },
    /// The action is not one this phase of the hand has.
    #[error("{action} is not an action of the {phase} phase")]
    NotInPhase {
        /// The action's name.
        action: &'static str,
        /// The phase's name.
        phase: &'static str,
    },
    /// A Mah Jongg that the hand does not make.
    #[error("{seat} declares Mah Jongg, but the hand is not complete")]
    FalseMahJong {
        /// Who declared.
        seat: Seat,
    },
    /// American play needs a card.
    #[error("an American game needs a card")]
    NeedsCard,
    /// A table the simulator does not play (it plays four-player American and classical hands).
    #[error("the simulator plays four-player American and Chinese classical hands, not {what}")]
    Unsupported {
        /// What was asked for.
        what: &'static str,
    },
    /// Per-seat players that are not one per seat.
    #[error("players has {given} entries: one per seat (4)")]
    Players {
        /// Entries given.
        given: usize,
    },
    /// Games split over no workers.
    #[error("workers 0: at least one worker")]
    NoWorkers,
    /// A range of games whose end is before its start.
    #[error("games {start}..{end}: the range runs backwards")]
    BackwardRange {
        /// The first game.
        start: u64,
        /// One past the last game.
        end: u64,
    },
    /// An index past the legal actions of the decision ([`Actions::get`]).
    #[error("action {index} is out of range ({legal} legal actions)")]
    NoSuchAction {
        /// The index given.
        index: usize,
        /// How many legal actions the decision has.
        legal: usize,
    },
    /// Scoring or settling the hand failed.
    #[error("settling the hand: {0}")]
    Score(#[from] ScoreError),
    /// Scoring one of the hands failed.
    #[error("settling the hand: {0}")]
    Settle(SettleHandsError),
}

impl SimError {
    /// The kind of error, for bindings.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, sim::SimError};
    /// assert_eq!(SimError::NeedsCard.kind(), ErrorKind::InvalidArgument);
    /// ```
    pub const fn kind(&self) -> crate::ErrorKind {
        match self {
            SimError::Rules(e) => e.kind(),
            SimError::WrongActor { .. } | SimError::NotInPhase { .. } => crate::ErrorKind::WrongPhase,
            SimError::FalseMahJong { .. } => crate::ErrorKind::NotMahJong,
            SimError::NeedsCard
            | SimError::Unsupported { .. }
            | SimError::Score(_)
            | SimError::Settle(_)
            | SimError::Players { .. }
            | SimError::BackwardRange { .. } => crate::ErrorKind::InvalidArgument,
            SimError::NoWorkers | SimError::NoSuchAction { .. } => crate::ErrorKind::OutOfRange,
        }
    }
}

crate::kind::kinded_errors!(SimError);

/// A name and fields that are not an [`Action`] (a face's `Action(name, **fields)`, read with the
/// serde form): what was given and why, of kind [`ErrorKind::InvalidArgument`](crate::ErrorKind).
///
/// ```
/// use mahjong_core::{ErrorKind, sim::NotAnAction};
/// let e = NotAnAction { given: "{'tile': '9q', 'action': 'discard'}", reason: "unknown tile" };
/// assert_eq!(e.to_string(), "not an action: {'tile': '9q', 'action': 'discard'} (unknown tile)");
/// assert_eq!(e.kind(), ErrorKind::InvalidArgument);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an action: {given} ({reason})")]
pub struct NotAnAction<G, R> {
    /// The name and fields, as the face shows them.
    pub given: G,
    /// Why they are not an action.
    pub reason: R,
}

impl<G, R> NotAnAction<G, R> {
    /// Always [`ErrorKind::InvalidArgument`](crate::ErrorKind).
    pub const fn kind(&self) -> crate::ErrorKind {
        crate::ErrorKind::InvalidArgument
    }
}

impl<G: core::fmt::Display, R: core::fmt::Display> crate::KindedError for NotAnAction<G, R> {
    fn kind(&self) -> crate::ErrorKind {
        NotAnAction::kind(self)
    }
}

/// The legal actions of one decision, in a fixed-size buffer (no allocation).
///
/// ```
/// use mahjong_core::sim::{Actions, Game};
/// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 1).unwrap();
/// let mut a = Actions::new();
/// g.legal_actions(&mut a);
/// assert!(!a.is_empty());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Actions {
    items: [Action; MAX_ACTIONS],
    len: u8,
}

impl Default for Actions {
    fn default() -> Actions {
        Actions::new()
    }
}

impl Actions {
    /// An empty list.
    ///
    /// ```
    /// assert!(mahjong_core::sim::Actions::new().is_empty());
    /// ```
    pub const fn new() -> Actions {
        Actions { items: [Action::NoCall; MAX_ACTIONS], len: 0 }
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    fn push(&mut self, a: Action) {
        if (self.len as usize) < MAX_ACTIONS {
            self.items[self.len as usize] = a;
            self.len += 1;
        }
    }

    /// The actions.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Actions::new().as_slice().len(), 0);
    /// ```
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }

    /// How many.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Actions::new().len(), 0);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// True when there are none (only once the hand is over).
    ///
    /// ```
    /// assert!(mahjong_core::sim::Actions::new().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The action at `index`, or [`SimError::NoSuchAction`] past the last: an index read exactly.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, sim::{Actions, Game, SimError}};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 1).unwrap();
    /// let mut a = Actions::new();
    /// g.legal_actions(&mut a);
    /// assert_eq!(a.get(1), Ok(a.as_slice()[1]));
    /// let e = a.get(a.len()).unwrap_err();
    /// assert_eq!(e, SimError::NoSuchAction { index: a.len(), legal: a.len() });
    /// assert_eq!(e.to_string(), format!("action {} is out of range ({} legal actions)", a.len(), a.len()));
    /// assert_eq!(e.kind(), ErrorKind::OutOfRange);
    /// ```
    pub fn get(&self, index: usize) -> Result<Action, SimError> {
        self.as_slice().get(index).copied().ok_or(SimError::NoSuchAction { index, legal: self.len() })
    }

    /// The action a player's choice `index` takes: the action at `index`, and the last one for an
    /// index past it (how [`play`](super::play) and [`play_seats`](super::play_seats) read a
    /// [`Player`](super::Player)'s choice); [`SimError::NoSuchAction`] only when there are none.
    ///
    /// ```
    /// use mahjong_core::sim::{Actions, Game, SimError};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 1).unwrap();
    /// let mut a = Actions::new();
    /// g.legal_actions(&mut a);
    /// let last = a.as_slice()[a.len() - 1];
    /// assert_eq!((a.chosen(0), a.chosen(a.len() - 1), a.chosen(999)), (Ok(a.as_slice()[0]), Ok(last), Ok(last)));
    /// assert_eq!(Actions::new().chosen(2), Err(SimError::NoSuchAction { index: 2, legal: 0 }));
    /// ```
    pub fn chosen(&self, index: usize) -> Result<Action, SimError> {
        let last = self.as_slice().last();
        self.as_slice().get(index).or(last).copied().ok_or(SimError::NoSuchAction { index, legal: 0 })
    }

    /// True when `a` is among them.
    ///
    /// ```
    /// assert!(!mahjong_core::sim::Actions::new().contains(&mahjong_core::sim::Action::NoCall));
    /// ```
    pub fn contains(&self, a: &Action) -> bool {
        self.as_slice().contains(a)
    }
}

/// What one player can see, as tile counts per [`Tile::index`] (45 faces): fixed-size arrays a
/// learning environment turns into tensors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// Whose decision it is.
    pub to_act: Option<Seat>,
    /// The observer's concealed tiles.
    pub own: [u8; Tile::COUNT],
    /// Every seat's exposed tiles (melds other than concealed kongs, and set-aside bonus tiles).
    pub exposed: [[u8; Tile::COUNT]; 4],
    /// Every seat's discards still on the table (called discards move into exposures).
    pub discards: [[u8; Tile::COUNT]; 4],
    /// Tiles visible to the observer: its own concealed tiles plus every exposure and discard.
    pub visible: [u8; Tile::COUNT],
    /// Tiles left in the live wall.
    pub wall: u16,
    /// The discard open to calls, if any.
    pub discard: Option<Tile>,
    /// Dead hands.
    pub dead: [bool; 4],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pending {
    /// The exposure (or chow) a seat chose, with the hand it makes, or Mah Jongg.
    claim: Option<Claim>,
    hand: Hand,
}

/// One hand of mahjong, driven by actions. See the [module docs](crate::sim).
#[derive(Clone, Debug)]
pub struct Game<'c> {
    table: Table,
    card: Option<&'c Card>,
    seed: u64,
    shortcuts: bool,
    // The wall: `wall[front..back]` is the live wall; loose tiles come from the back.
    wall: [Tile; MAX_TILES],
    total: u16,
    front: u16,
    back: u16,
    counts: Wall,
    hands: [Hand; 4],
    // Each hand's concealed tiles counted by face, kept as tiles come and go.
    held: [Held; 4],
    discards: [Tile; MAX_TILES],
    discarders: [u8; MAX_TILES],
    n_discards: u16,
    phase: Phase,
    actor: Seat,
    // The turn.
    turn: Turn,
    drawn: Option<Tile>,
    after_kong: bool,
    after_exchange: bool,
    called_from: Option<Seat>,
    may_win: bool,
    dead: [bool; 4],
    // The Charleston.
    passes: [Pass; 4],
    votes: [bool; 4],
    asks: [u8; 4],
    courtesy: [u8; 4],
    // Claims on a discard or an added kong.
    open: Option<(Tile, Seat)>,
    options: [CallSet; 4],
    claim_facts: [CallFacts; 4],
    pending: [Pending; 4],
    queue: [Seat; 3],
    n_queue: u8,
    at_queue: u8,
    kong_meld: u8,
    // Lower bounds on each hand's tiles away from complete (see the module docs): from the card
    // (American), or the standard and special forms' tiles away plus one (classical); 0 is a
    // complete hand, and 0 at the start means "not known yet".
    away: [u8; 4],
    // An X line (and its form) last found possible for each hand (American), given the visible
    // tiles or only the hand's exposures, tried first next time.
    witness: [Option<Witness>; 4],
    // The profile of each hand when its card floor was last computed, with that floor
    // (American; see `card_may_complete`).
    floor_at: [Option<(HandProfile, u8)>; 4],
    outcome: Option<Outcome>,
    steps: u32,
}

const NO_PENDING: Pending = Pending { claim: None, hand: Hand::new() };

impl<'c> Game<'c> {
    /// Shuffles and deals a hand at `table` from `seed`: four-player American (with `card`) or
    /// Chinese classical (144 tiles with flowers and seasons; `card` unused). East (seat 0) holds
    /// 14 tiles. An American hand starts with the Charleston, a classical one with East's turn
    /// (flowers and seasons dealt are already set aside and replaced).
    ///
    /// Errors: [`SimError::NeedsCard`], [`SimError::Unsupported`] for other tables.
    ///
    /// ```
    /// use mahjong_core::{american::Card, rules::{Table, Seat}, sim::{Game, Phase}};
    /// let g = Game::new(Table::american(), Some(Card::sample()), 42).unwrap();
    /// assert_eq!(g.phase(), Phase::Charleston(mahjong_core::rules::CharlestonPass::FirstRight));
    /// assert_eq!(g.hand(Seat::ALL[0]).tile_count(), 14);
    /// assert_eq!(g.wall_remaining(), 152 - 53);
    /// // Same seed, same deal.
    /// let again = Game::new(Table::american(), Some(Card::sample()), 42).unwrap();
    /// assert_eq!(g.hand(Seat::ALL[2]), again.hand(Seat::ALL[2]));
    /// ```
    pub fn new(table: Table, card: Option<&'c Card>, seed: u64) -> Result<Game<'c>, SimError> {
        if table.seats() != 4 {
            return Err(SimError::Unsupported { what: "a table of fewer than four players" });
        }
        let set = match table.variant() {
            Variant::American if card.is_none() => return Err(SimError::NeedsCard),
            Variant::American if table.house().blanks > 0 => return Err(SimError::Unsupported { what: "blanks" }),
            Variant::British => return Err(SimError::Unsupported { what: "British hands" }),
            Variant::American | Variant::Chinese => table.tile_set(),
        };
        let mut g = Game {
            table,
            card: if table.variant() == Variant::American { card } else { None },
            seed,
            shortcuts: true,
            wall: [Tile::BLANK; MAX_TILES],
            total: 0,
            front: 0,
            back: 0,
            counts: Wall { live: 0, kong_box: 0 },
            hands: [Hand::new(); 4],
            held: [Held::EMPTY; 4],
            discards: [Tile::BLANK; MAX_TILES],
            discarders: [0; MAX_TILES],
            n_discards: 0,
            phase: Phase::Turn,
            actor: DEALER,
            turn: Turn::new(DEALER, TurnPhase::Drawn),
            drawn: None,
            after_kong: false,
            after_exchange: false,
            called_from: None,
            may_win: false,
            dead: [false; 4],
            passes: [Pass::EMPTY; 4],
            votes: [false; 4],
            asks: [0; 4],
            courtesy: [0; 4],
            open: None,
            options: [CallSet::EMPTY; 4],
            claim_facts: [CallFacts { dead: true, mah_jong: false, concealed_only: false, keeps_a_line: [false; 4] };
                4],
            pending: [NO_PENDING; 4],
            queue: [DEALER; 3],
            n_queue: 0,
            at_queue: 0,
            kong_meld: 0,
            away: [0; 4],
            witness: [None; 4],
            floor_at: [None; 4],
            outcome: None,
            steps: 0,
        };
        let mut n = 0usize;
        for (slot, tile) in g.wall.iter_mut().zip(set.tiles()) {
            *slot = tile;
            n += 1;
        }
        g.total = n as u16;
        let mut rng = Xoshiro256::seed_from(seed);
        rng.shuffle(&mut g.wall[..n]);
        g.back = g.total;
        g.counts = Wall::after_deal(&table, g.total);
        g.deal()?;
        Ok(g)
    }

    /// Turns off the shortcuts: skipping matching hands against the card while they are still
    /// two or more tiles away, and not asking the call rule for a player who holds too few of
    /// the discard to call it (the results are the same; tests compare the two).
    #[doc(hidden)]
    pub fn without_shortcuts(mut self) -> Game<'c> {
        self.shortcuts = false;
        self.refresh_turn();
        self
    }

    fn deal(&mut self) -> Result<(), SimError> {
        let order = deal_order(&self.table, DEALER)?;
        let mut replace = [0u8; 4];
        for &seat in order.seats() {
            let tile = self.wall[self.front as usize];
            self.front += 1;
            let s = seat.index() as usize;
            let r = self.take(s, tile)?;
            replace[s] += u8::from(r);
        }
        debug_assert_eq!(self.front, crate::rules::tiles_dealt(&self.table));
        // Flowers and seasons dealt are set aside and replaced, East first.
        for seat in Seat::ALL {
            let s = seat.index() as usize;
            debug_assert_eq!(replace[s], bonus_replacements(&self.table, &self.hands[s]));
            for _ in 0..replace[s] {
                if !self.draw_loose(seat)? {
                    return Ok(());
                }
            }
        }
        if self.table.variant() == Variant::American {
            self.phase = Phase::Charleston(CharlestonPass::FirstRight);
            self.actor = DEALER;
        } else {
            self.start_turn(DEALER, None);
        }
        Ok(())
    }

    /// `tile` joins the hand of seat `s` ([`crate::rules::take_tile`]); true when it is a
    /// flower or season to replace.
    fn take(&mut self, s: usize, tile: Tile) -> Result<bool, SimError> {
        let (joined, replace) = take_tile_in(&self.table, &mut self.hands[s], tile)?;
        if let Some(t) = joined {
            self.held[s].add(t);
        }
        Ok(replace)
    }

    /// The hand of seat `s` is now `hand` (a call, a kong, a dead hand racked, the winning hand).
    fn set_hand(&mut self, s: usize, hand: Hand) {
        self.hands[s] = hand;
        self.held[s] = Held::of(&hand);
    }

    /// The four hands are now `hands` (a Charleston or courtesy pass).
    fn set_hands(&mut self, hands: [Hand; 4]) {
        self.hands = hands;
        self.held = hands.map(|h| Held::of(&h));
    }

    /// Draws a loose tile for `seat` (and more for each flower or season); false and the hand
    /// over when the wall has none.
    fn draw_loose(&mut self, seat: Seat) -> Result<bool, SimError> {
        loop {
            let Ok((w, _)) = self.counts.draw_replacement(&self.table) else {
                self.finish_wall_game()?;
                return Ok(false);
            };
            self.counts = w;
            self.back -= 1;
            let tile = self.wall[self.back as usize];
            let s = seat.index() as usize;
            let again = self.take(s, tile)?;
            if !again {
                self.gained(s, 1);
                self.drawn = Some(tile);
                return Ok(true);
            }
        }
    }

    /// The table.
    ///
    /// ```
    /// use mahjong_core::{rules::{Table, Variant}, sim::Game};
    /// assert_eq!(Game::new(Table::chinese(), None, 0).unwrap().table().variant(), Variant::Chinese);
    /// ```
    pub const fn table(&self) -> &Table {
        &self.table
    }

    /// The seed the hand was dealt from.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().seed(), 9);
    /// ```
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The card (American).
    ///
    /// ```
    /// assert!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().card().is_none());
    /// ```
    pub const fn card(&self) -> Option<&'c Card> {
        self.card
    }

    /// The phase.
    ///
    /// ```
    /// use mahjong_core::sim::{Game, Phase};
    /// assert_eq!(Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().phase(), Phase::Turn);
    /// ```
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose decision it is; `None` once the hand is over.
    ///
    /// ```
    /// use mahjong_core::{rules::Seat, sim::Game};
    /// assert_eq!(Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().to_act(), Some(Seat::ALL[0]));
    /// ```
    pub const fn to_act(&self) -> Option<Seat> {
        if matches!(self.phase, Phase::Over) { None } else { Some(self.actor) }
    }

    /// A seat's hand.
    ///
    /// ```
    /// use mahjong_core::{rules::Seat, sim::Game};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap();
    /// assert!(g.hand(Seat::ALL[1]).tile_count() >= 13);
    /// ```
    pub const fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat.index() as usize]
    }

    /// The four hands, by seat.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().hands().len(), 4);
    /// ```
    pub const fn hands(&self) -> &[Hand; 4] {
        &self.hands
    }

    /// The discards still on the table, oldest first.
    ///
    /// ```
    /// assert!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().discards().is_empty());
    /// ```
    pub fn discards(&self) -> &[Tile] {
        &self.discards[..self.n_discards as usize]
    }

    /// Who made each of [`Game::discards`].
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().discarders().count(), 0);
    /// ```
    pub fn discarders(&self) -> impl Iterator<Item = Seat> + '_ {
        self.discarders[..self.n_discards as usize].iter().map(|&s| Seat::ALL[s as usize])
    }

    /// Tiles left in the live wall.
    ///
    /// ```
    /// let g = mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap();
    /// assert!(g.wall_remaining() <= 144 - 53);
    /// ```
    pub const fn wall_remaining(&self) -> u16 {
        self.counts.live
    }

    /// The live wall's tiles, next draw first (hidden information: for tests and replays).
    ///
    /// ```
    /// let g = mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap();
    /// assert_eq!(g.wall_tiles().len(), g.wall_remaining() as usize);
    /// ```
    pub fn wall_tiles(&self) -> &[Tile] {
        &self.wall[self.front as usize..self.back as usize]
    }

    /// Every tile of the set (152 American, 144 classical).
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().total_tiles(), 144);
    /// ```
    pub const fn total_tiles(&self) -> u16 {
        self.total
    }

    /// Dead hands (American).
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().dead(), [false; 4]);
    /// ```
    pub const fn dead(&self) -> [bool; 4] {
        self.dead
    }

    /// The tile open to calls (a discard, or the tile added to a kong), and who gave it.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().open_tile(), None);
    /// ```
    pub const fn open_tile(&self) -> Option<(Tile, Seat)> {
        if matches!(self.phase, Phase::Claims | Phase::RobKong) { self.open } else { None }
    }

    /// The tiles `seat` has put into the Charleston or courtesy pass it is making.
    ///
    /// ```
    /// use mahjong_core::{american::Card, rules::{Seat, Table}, sim::{Action, Game}};
    /// let mut g = Game::new(Table::american(), Some(Card::sample()), 1).unwrap();
    /// let t = *g.hand(Seat::ALL[0]).concealed().iter().find(|t| !t.is_joker()).unwrap();
    /// g.step(Action::Pass { tile: t }).unwrap();
    /// assert_eq!(g.picked(Seat::ALL[0]), [t]);
    /// ```
    pub fn picked(&self, seat: Seat) -> &[Tile] {
        self.passes[seat.index() as usize].tiles()
    }

    /// The result, once the hand is over.
    ///
    /// ```
    /// assert!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().outcome().is_none());
    /// ```
    pub const fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Actions taken so far.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().steps(), 0);
    /// ```
    pub const fn steps(&self) -> u32 {
        self.steps
    }

    /// The turn of the player on turn (seat, phase, dead).
    ///
    /// ```
    /// use mahjong_core::rules::TurnPhase;
    /// assert_eq!(mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap().turn().phase, TurnPhase::Drawn);
    /// ```
    pub const fn turn(&self) -> Turn {
        self.turn
    }

    /// The calls `seat` may make on the open tile (empty when it has none or it is not the
    /// claims phase): what [`crate::rules::calls`] offers with the facts the card or the hand
    /// evaluator gives.
    ///
    /// ```
    /// use mahjong_core::rules::Seat;
    /// let g = mahjong_core::sim::Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap();
    /// assert!(g.call_options(Seat::ALL[1]).is_empty());
    /// ```
    pub const fn call_options(&self, seat: Seat) -> CallSet {
        if matches!(self.phase, Phase::Claims | Phase::RobKong) {
            self.options[seat.index() as usize]
        } else {
            CallSet::EMPTY
        }
    }

    /// What `seat` can see, as tile counts.
    ///
    /// ```
    /// use mahjong_core::{rules::Seat, sim::Game};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 9).unwrap();
    /// let o = g.observe(Seat::ALL[0]);
    /// assert_eq!(o.own.iter().map(|&n| n as usize).sum::<usize>(), g.hand(Seat::ALL[0]).concealed().len());
    /// ```
    pub fn observe(&self, seat: Seat) -> Observation {
        let mut o = Observation {
            seat,
            phase: self.phase,
            to_act: self.to_act(),
            own: [0; Tile::COUNT],
            exposed: [[0; Tile::COUNT]; 4],
            discards: [[0; Tile::COUNT]; 4],
            visible: [0; Tile::COUNT],
            wall: self.counts.live,
            discard: self.open_tile().map(|(t, _)| t),
            dead: self.dead,
        };
        for &t in self.hands[seat.index() as usize].concealed() {
            o.own[t.index() as usize] += 1;
        }
        for (s, h) in self.hands.iter().enumerate() {
            for m in h.melds().iter().filter(|m| m.status() != MeldStatus::Concealed) {
                for &t in m.tiles() {
                    o.exposed[s][t.index() as usize] += 1;
                }
            }
            for &t in h.bonus() {
                o.exposed[s][t.index() as usize] += 1;
            }
        }
        for (t, s) in self.discards().iter().zip(self.discarders()) {
            o.discards[s.index() as usize][t.index() as usize] += 1;
        }
        for i in 0..Tile::COUNT {
            o.visible[i] = o.own[i] + (0..4).map(|s| o.exposed[s][i] + o.discards[s][i]).sum::<u8>();
        }
        o
    }

    /// The actions the player to act may take, as [`Game::legal_actions`] writes them, in a new
    /// buffer (empty once the hand is over).
    ///
    /// ```
    /// use mahjong_core::sim::{Actions, Game};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 3).unwrap();
    /// let mut a = Actions::new();
    /// g.legal_actions(&mut a);
    /// assert_eq!(g.legal().as_slice(), a.as_slice());
    /// assert!(!a.is_empty());
    /// ```
    pub fn legal(&self) -> Actions {
        let mut out = Actions::new();
        self.legal_actions(&mut out);
        out
    }

    /// Writes the actions the player to act may take into `out` (emptied first; empty once the
    /// hand is over). Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::sim::{Action, Actions, Game};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 3).unwrap();
    /// let mut a = Actions::new();
    /// g.legal_actions(&mut a);
    /// assert!(a.as_slice().iter().any(|x| matches!(x, Action::Discard { .. })));
    /// ```
    pub fn legal_actions(&self, out: &mut Actions) {
        out.clear();
        let s = self.actor.index() as usize;
        let hand = &self.hands[s];
        match self.phase {
            Phase::Over => {}
            Phase::Charleston(_) | Phase::Courtesy => {
                // Each face held more times than it is already picked, jokers never.
                let mut spare = self.held[s].counts;
                for &t in self.passes[s].tiles() {
                    if let Some(c) = spare.get_mut(t.index() as usize) {
                        *c = c.saturating_sub(1);
                    }
                }
                for_each_in(self.held[s].faces, |t| {
                    if !t.is_joker() && spare.get(t.index() as usize).is_some_and(|&c| c > 0) {
                        out.push(Action::Pass { tile: t });
                    }
                });
            }
            Phase::SecondCharlestonVote => {
                out.push(Action::SecondCharleston { agree: true });
                out.push(Action::SecondCharleston { agree: false });
            }
            Phase::CourtesyAsk => {
                for count in 0..=3 {
                    out.push(Action::CourtesyAsk { count });
                }
            }
            Phase::Turn => {
                if self.may_win {
                    out.push(Action::MahJong);
                }
                let held = &self.held[s];
                for_each_in(held.faces, |t| out.push(Action::Discard { tile: t }));
                if self.table.variant() == Variant::American {
                    self.exchanges(|a| out.push(a));
                } else if self.counts.live > 0 && self.turn.phase == TurnPhase::Drawn {
                    // The faces held four times or held beside an exposed pung, in index order,
                    // each put to the kong rules.
                    let (once, four) = (held.faces, held.fours);
                    let pungs = hand.melds().iter().filter(|m| m.kind() == MeldKind::Pung);
                    let pung_of = pungs.fold(0u64, |m, p| m | 1 << p.tile().index());
                    for_each_in((four | pung_of) & once, |t| {
                        let bit = 1u64 << t.index();
                        if four & bit != 0 && declare_concealed_kong(&self.table, hand, self.actor, t).is_ok() {
                            out.push(Action::ConcealedKong { tile: t });
                        }
                        if pung_of & bit != 0 && add_to_pung(&self.table, hand, self.actor, t, true).is_ok() {
                            out.push(Action::AddToPung { tile: t });
                        }
                    });
                }
            }
            Phase::Claims | Phase::RobKong => {
                let options = self.options[s];
                let Some((tile, _)) = self.open else { return };
                if options.contains(Call::MahJong) {
                    out.push(Action::MahJong);
                }
                for call in [Call::Pung, Call::Kong, Call::Quint, Call::Sextet] {
                    if !options.contains(call) {
                        continue;
                    }
                    let need = call.tiles_from_hand().unwrap_or(0);
                    let jokers =
                        if self.table.variant() == Variant::American { self.held[s].of_tile(Tile::JOKER) } else { 0 };
                    for j in 0..=jokers.min(need) {
                        if expose(hand, self.actor, tile, call, j).is_ok() {
                            out.push(Action::Call { call, jokers: j });
                        }
                    }
                }
                if options.contains(Call::Chow) {
                    for lowest in chow_options(hand, tile).into_iter().flatten() {
                        out.push(Action::Chow { lowest });
                    }
                }
                out.push(Action::NoCall);
            }
        }
    }

    /// The joker exchanges open to the player on turn, each checked by
    /// [`crate::rules::exchange_joker`].
    fn exchanges(&self, mut f: impl FnMut(Action)) {
        // The faces held, as a mask: no natural held, no exchange.
        let held = self.held[self.actor.index() as usize].faces;
        if held & !(1u64 << Tile::JOKER.index()) == 0 {
            return;
        }
        for owner in Seat::ALL {
            for (i, m) in self.hands[owner.index() as usize].melds().iter().enumerate() {
                if m.status() == MeldStatus::Concealed {
                    continue;
                }
                let natural = m.tile();
                let natural = if natural.is_bonus() { Tile::AMERICAN_FLOWER } else { natural };
                // A natural the player does not hold is never given (the rule would refuse it).
                if !natural.is_bonus() && held & (1u64 << natural.index()) == 0 {
                    continue;
                }
                if m.jokers() == 0 {
                    continue;
                }
                if exchange_joker(&self.table, &self.hands, self.turn, owner, i, natural).is_ok() {
                    f(Action::ExchangeJoker { owner, meld: i as u8, natural });
                }
            }
        }
    }

    /// The action with this [`Action::index`] in the current state (a joker exchange's natural
    /// is the exposure's tile); `None` for an index out of range or an exchange of an exposure
    /// that does not exist. The action may still be illegal: check [`Game::legal_actions`].
    ///
    /// ```
    /// use mahjong_core::sim::{Actions, Game};
    /// let g = Game::new(mahjong_core::rules::Table::chinese(), None, 3).unwrap();
    /// let mut a = Actions::new();
    /// g.legal_actions(&mut a);
    /// for x in a.as_slice() {
    ///     assert_eq!(g.action_from_index(x.index()), Some(*x));
    /// }
    /// assert_eq!(g.action_from_index(9999), None);
    /// ```
    pub fn action_from_index(&self, index: u16) -> Option<Action> {
        let tile = |base: u16| Tile::from_index((index - base) as u8);
        Some(match index {
            i if i < VOTE => Action::Pass { tile: tile(PASS)? },
            i if i < ASK => Action::SecondCharleston { agree: i == VOTE + 1 },
            i if i < DISCARD => Action::CourtesyAsk { count: (i - ASK) as u8 },
            i if i < MAH_JONG => Action::Discard { tile: tile(DISCARD)? },
            MAH_JONG => Action::MahJong,
            i if i < CHOW => {
                let c = [Call::Pung, Call::Kong, Call::Quint, Call::Sextet][((i - CALL) / 6) as usize];
                Action::Call { call: c, jokers: ((i - CALL) % 6) as u8 }
            }
            i if i < NO_CALL => Action::Chow { lowest: tile(CHOW)? },
            NO_CALL => Action::NoCall,
            i if i < CONCEALED_KONG => {
                let owner = Seat::ALL[((i - EXCHANGE) / 4) as usize];
                let meld = ((i - EXCHANGE) % 4) as u8;
                let m = self.hands[owner.index() as usize].melds().get(meld as usize)?;
                let natural = if m.tile().is_bonus() { Tile::AMERICAN_FLOWER } else { m.tile() };
                Action::ExchangeJoker { owner, meld, natural }
            }
            i if i < ADD_TO_PUNG => Action::ConcealedKong { tile: tile(CONCEALED_KONG)? },
            i if i < ACTION_SPACE as u16 => Action::AddToPung { tile: tile(ADD_TO_PUNG)? },
            _ => return None,
        })
    }

    /// The seat whose decision it is, or, once the hand is over, [`SimError::NotInPhase`] naming
    /// `action` (what the caller was asked to do).
    ///
    /// ```
    /// use mahjong_core::{rules::{Seat, Table}, sim::{Bot, BotKind, Game, SimError, play}};
    /// let mut g = Game::new(Table::chinese(), None, 3).unwrap();
    /// assert_eq!(g.on_turn("step"), Ok(Seat::ALL[0]));
    /// play(&mut g, &mut Bot::seats(BotKind::Greedy, 3), None).unwrap();
    /// let over = g.on_turn("step").unwrap_err();
    /// assert_eq!(over, SimError::NotInPhase { action: "step", phase: "over" });
    /// assert_eq!(over.to_string(), "step is not an action of the over phase");
    /// ```
    pub fn on_turn(&self, action: &'static str) -> Result<Seat, SimError> {
        self.to_act().ok_or(SimError::NotInPhase { action, phase: self.phase.name() })
    }

    /// Takes `action` for the player to act ([`Game::to_act`]). On an error nothing changes.
    ///
    /// ```
    /// use mahjong_core::{rules::{RulesError, Seat}, sim::{Action, Game, SimError}};
    /// let mut g = Game::new(mahjong_core::rules::Table::chinese(), None, 3).unwrap();
    /// let tile = g.hand(Seat::ALL[0]).concealed()[0];
    /// g.step(Action::Discard { tile }).unwrap();
    /// assert_eq!(g.discards(), [tile]);
    /// ```
    pub fn step(&mut self, action: Action) -> Result<(), SimError> {
        self.step_as(self.actor, action)
    }

    /// Takes `action` for `seat`, refusing it when the decision is another seat's
    /// ([`SimError::WrongActor`]) and with the rule's error when the rules refuse it. On an
    /// error nothing changes.
    ///
    /// ```
    /// use mahjong_core::{rules::{RulesError, Seat}, sim::{Action, Game, SimError}};
    /// let mut g = Game::new(mahjong_core::rules::Table::chinese(), None, 3).unwrap();
    /// let err = g.step_as(Seat::ALL[2], Action::NoCall).unwrap_err();
    /// assert!(matches!(err, SimError::WrongActor { .. }));
    /// // A tile East does not hold.
    /// let missing = (0..34u8).map(|i| mahjong_core::Tile::from_index(i).unwrap())
    ///     .find(|t| !g.hand(Seat::ALL[0]).concealed().contains(t)).unwrap();
    /// assert_eq!(g.step(Action::Discard { tile: missing }),
    ///            Err(SimError::Rules(RulesError::TileNotHeld { seat: Seat::ALL[0], tile: missing })));
    /// ```
    pub fn step_as(&mut self, seat: Seat, action: Action) -> Result<(), SimError> {
        if self.to_act() != Some(seat) {
            return Err(SimError::WrongActor { seat, expected: self.to_act() });
        }
        self.apply(seat, action)?;
        debug_assert!((0..4).all(|s| self.held[s] == Held::of(&self.hands[s])), "counts kept by the engine");
        self.steps += 1;
        Ok(())
    }

    fn not_in_phase(&self, action: Action) -> SimError {
        SimError::NotInPhase { action: action.name(), phase: self.phase.name() }
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), SimError> {
        let s = seat.index() as usize;
        match (self.phase, action) {
            (Phase::Charleston(pass), Action::Pass { tile }) => {
                let mut tiles = [tile; 3];
                let n = self.passes[s].tiles().len();
                tiles[..n].copy_from_slice(self.passes[s].tiles());
                let p = Pass::new(&tiles[..n + 1]).ok_or(self.not_in_phase(action))?;
                check_charleston_pass(&self.hands[s], pass, seat, &p, &Pass::EMPTY, p.tiles().len() as u8)?;
                let mut passes = self.passes;
                passes[s] = p;
                if p.tiles().len() == 3 && s == 3 {
                    let out = apply_charleston_pass(&self.table, &self.hands, pass, &passes, &[Pass::EMPTY; 4])?;
                    self.set_hands(out.hands);
                }
                self.passes = passes;
                if p.tiles().len() == 3 {
                    if s == 3 {
                        self.passes = [Pass::EMPTY; 4];
                        for a in &mut self.away {
                            *a = a.saturating_sub(3);
                        }
                        self.after_pass(pass);
                    } else {
                        self.actor = Seat::ALL[s + 1];
                    }
                }
                Ok(())
            }
            (Phase::SecondCharlestonVote, Action::SecondCharleston { agree }) => {
                self.votes[s] = agree;
                if s == 3 {
                    let agreed = second_charleston(&self.table, self.votes);
                    match CharlestonPass::FirstLeft.next(&self.table, agreed) {
                        Some(CharlestonPass::Courtesy) | None => {
                            self.phase = Phase::CourtesyAsk;
                            self.actor = DEALER;
                        }
                        Some(p) => {
                            self.phase = Phase::Charleston(p);
                            self.actor = DEALER;
                        }
                    }
                } else {
                    self.actor = Seat::ALL[s + 1];
                }
                Ok(())
            }
            (Phase::CourtesyAsk, Action::CourtesyAsk { count }) => {
                courtesy_count(seat, count, seat.across(), 0)?;
                self.asks[s] = count;
                if s == 3 {
                    for x in Seat::ALL {
                        let i = x.index() as usize;
                        let other = x.across();
                        self.courtesy[i] = courtesy_count(x, self.asks[i], other, self.asks[other.index() as usize])?;
                    }
                    self.next_courtesy_picker(0);
                } else {
                    self.actor = Seat::ALL[s + 1];
                }
                Ok(())
            }
            (Phase::Courtesy, Action::Pass { tile }) => {
                let mut tiles = [tile; 3];
                let n = self.passes[s].tiles().len();
                tiles[..n].copy_from_slice(self.passes[s].tiles());
                let p = Pass::new(&tiles[..n + 1]).ok_or(self.not_in_phase(action))?;
                check_charleston_pass(
                    &self.hands[s],
                    CharlestonPass::Courtesy,
                    seat,
                    &p,
                    &Pass::EMPTY,
                    p.tiles().len() as u8,
                )?;
                if p.tiles().len() > self.courtesy[s] as usize {
                    return Err(RulesError::PassCount {
                        pass: CharlestonPass::Courtesy,
                        seat,
                        count: p.tiles().len() as u8,
                        expected: self.courtesy[s],
                    }
                    .into());
                }
                let mut passes = self.passes;
                passes[s] = p;
                let last =
                    p.tiles().len() == self.courtesy[s] as usize && !self.courtesy[s + 1..].iter().any(|&n| n > 0);
                if last {
                    let out = apply_courtesy_pass(&self.table, &self.hands, self.asks, &passes)?;
                    self.set_hands(out.hands);
                    for (a, &n) in self.away.iter_mut().zip(&self.courtesy) {
                        *a = a.saturating_sub(n);
                    }
                    self.passes = [Pass::EMPTY; 4];
                    self.start_play();
                    return Ok(());
                }
                self.passes = passes;
                if p.tiles().len() == self.courtesy[s] as usize {
                    self.next_courtesy_picker(s + 1);
                }
                Ok(())
            }
            (Phase::Turn, _) => self.apply_turn(seat, action),
            (Phase::Claims, Action::NoCall) | (Phase::RobKong, Action::NoCall) => {
                self.pending[s] = NO_PENDING;
                self.next_claimant()
            }
            (Phase::Claims, Action::MahJong | Action::Call { .. } | Action::Chow { .. }) => {
                let (tile, discarder) = self.open.ok_or(self.not_in_phase(action))?;
                let d = Discard::latest(tile, discarder);
                let facts = self.claim_facts[s];
                let call = match action {
                    Action::MahJong => Call::MahJong,
                    Action::Call { call, .. } => call,
                    _ => Call::Chow,
                };
                check_call(&self.table, &self.hands[s], seat, &d, call, &facts)?;
                let hand = match action {
                    Action::Call { call, jokers } => expose(&self.hands[s], seat, tile, call, jokers)?,
                    Action::Chow { lowest } => expose_chow(&self.hands[s], seat, tile, lowest)?,
                    _ => expose(&self.hands[s], seat, tile, Call::MahJong, 0)?,
                };
                self.pending[s] = Pending { claim: Some(Claim::new(seat, call)), hand };
                self.next_claimant()
            }
            (Phase::RobKong, Action::MahJong) => {
                let (_, konger) = self.open.ok_or(self.not_in_phase(action))?;
                let kong = self.hands[konger.index() as usize].melds()[self.kong_meld as usize];
                let hand = rob_kong(&self.table, &self.hands[s], seat, &kong)?;
                self.pending[s] = Pending { claim: Some(Claim::new(seat, Call::MahJong)), hand };
                self.next_claimant()
            }
            (Phase::Over, _) => Err(SimError::WrongActor { seat, expected: None }),
            _ => Err(self.not_in_phase(action)),
        }
    }

    fn after_pass(&mut self, pass: CharlestonPass) {
        self.actor = DEALER;
        if pass == CharlestonPass::FirstLeft && CharlestonPass::FirstLeft.next(&self.table, true).is_some() {
            self.phase = Phase::SecondCharlestonVote;
            return;
        }
        match pass.next(&self.table, true) {
            Some(CharlestonPass::Courtesy) => self.phase = Phase::CourtesyAsk,
            Some(p) => self.phase = Phase::Charleston(p),
            None => self.start_play(),
        }
    }

    fn next_courtesy_picker(&mut self, from: usize) {
        for i in from..4 {
            if self.courtesy[i] > 0 {
                self.phase = Phase::Courtesy;
                self.actor = Seat::ALL[i];
                return;
            }
        }
        // Nobody passes anything: the courtesy pass is over.
        self.passes = [Pass::EMPTY; 4];
        self.start_play();
    }

    fn start_play(&mut self) {
        self.start_turn(DEALER, None);
    }

    /// `seat` holds one tile too many: after the deal, a draw, or an exposure.
    fn start_turn(&mut self, seat: Seat, called_from: Option<Seat>) {
        self.phase = Phase::Turn;
        self.actor = seat;
        let phase = if called_from.is_some() { TurnPhase::Exposed } else { TurnPhase::Drawn };
        self.turn = Turn { seat, phase, dead: self.dead[seat.index() as usize] };
        self.called_from = called_from;
        self.refresh_turn();
    }

    /// Whether the player on turn may declare Mah Jongg with the hand as it is.
    fn refresh_turn(&mut self) {
        if self.phase != Phase::Turn {
            return;
        }
        let s = self.actor.index() as usize;
        self.may_win = !self.dead[s]
            && match self.card {
                Some(card) => {
                    let hand = self.hands[s];
                    (self.table.variant() == Variant::American)
                        && (self.turn.phase == TurnPhase::Drawn || self.called_from.is_some())
                        && self.card_may_complete(s, &hand, 0)
                        && card.match_hand(&hand).is_some()
                }
                None => {
                    self.turn.phase == TurnPhase::Drawn
                        && self.standard_may_complete(s, 0)
                        && is_winning(&self.hands[s], standard_profile(&self.table)).unwrap_or(false)
                }
            };
    }

    /// American: false only when the hand is known to be more than `slack` tiles from every
    /// line, so it cannot be complete with `slack` more tiles. Keeps `away[s]` a lower bound
    /// of the hand's tiles away ([`Card::nearest`]): a tile gained lowers tiles away by at most
    /// one, a tile given up never lowers it, and an exposure only removes lines.
    fn card_may_complete(&mut self, s: usize, hand: &Hand, slack: u8) -> bool {
        let Some(card) = self.card else { return true };
        if !self.shortcuts {
            return true;
        }
        if self.away[s] <= slack {
            // What the hand gained since its floor was last computed bounds how far the floor
            // fell: often enough to say the hand is still far without computing it again.
            let hp = HandProfile::new(hand);
            if let Some((earlier, floor)) = self.floor_at[s] {
                let bound = hp.floor_since(&earlier, floor);
                if bound > slack {
                    self.away[s] = bound;
                    return false;
                }
            }
            // The profile bound next: it is cheap, and it usually says the hand is still far.
            let floor = card.floor_of(&hp);
            self.floor_at[s] = Some((hp, floor));
            if floor > slack {
                self.away[s] = floor;
                return false;
            }
            let mut near = [Nearest::EMPTY; 1];
            self.away[s] = if card.nearest(hand, &mut near) == 0 { u8::MAX } else { near[0].tiles_away() as u8 };
        }
        self.away[s] <= slack
    }

    /// Classical: false only when the hand is known to be more than `slack` tiles from
    /// complete in every form of the profile (four sets and a pair, and the special hands), so
    /// that it cannot be complete with `slack` more tiles. Keeps `away[s]` a lower bound of the
    /// hand's [`tiles_away`] plus one (the same rules as the card's bound: a tile gained lowers
    /// it by at most one, a tile discarded never lowers it, and a meld only fixes a set), and
    /// works the number out again only when the bound says the hand may be that close.
    #[inline]
    fn standard_may_complete(&mut self, s: usize, slack: u8) -> bool {
        if !self.shortcuts {
            return true;
        }
        self.away[s] <= slack && self.refresh_standard_away(s, slack)
    }

    /// Works out `away[s]` again for [`Game::standard_may_complete`].
    #[inline(never)]
    fn refresh_standard_away(&mut self, s: usize, slack: u8) -> bool {
        let hand = &self.hands[s];
        let best = if hand.melds().is_empty() {
            tiles_away(hand, standard_profile(&self.table)).map(|a| a.best())
        } else {
            // With melds no special hand is in reach, and the concealed tiles' own count (the
            // melds' copies not left out) is at most the standard number: cheaper, and a lower
            // bound is all the bound needs.
            tiles_away_counts(&self.held[s].counts34())
        };
        // A hand the evaluator cannot read: ask the rules every time.
        self.away[s] = best.map_or(0, |b| (b + 1).max(0) as u8);
        self.away[s] <= slack
    }

    fn gained(&mut self, s: usize, n: u8) {
        self.away[s] = self.away[s].saturating_sub(n);
    }

    fn apply_turn(&mut self, seat: Seat, action: Action) -> Result<(), SimError> {
        let s = seat.index() as usize;
        match action {
            Action::Discard { tile } => {
                discard_tile_in(&self.table, &mut self.hands[s], self.turn, tile)?;
                self.held[s].take(tile);
                self.discards[self.n_discards as usize] = tile;
                self.discarders[self.n_discards as usize] = seat.index();
                self.n_discards += 1;
                self.after_kong = false;
                self.after_exchange = false;
                self.drawn = None;
                self.open_claims(tile, seat)
            }
            Action::MahJong => {
                if !self.may_win {
                    return Err(SimError::FalseMahJong { seat });
                }
                let by = if self.after_exchange {
                    WinBy::JokerExchange
                } else if self.called_from.is_some() {
                    WinBy::Discard
                } else if self.after_kong {
                    WinBy::KongReplacement
                } else {
                    WinBy::SelfDrawn
                };
                let hand = self.hands[s];
                self.finish_win(seat, hand, by, self.called_from, self.drawn)
            }
            Action::ExchangeJoker { owner, meld, natural } => {
                let x = exchange_joker(&self.table, &self.hands, self.turn, owner, meld as usize, natural)?;
                x.apply(&mut self.hands);
                self.held[s] = Held::of(&self.hands[s]);
                self.held[owner.index() as usize] = Held::of(&self.hands[owner.index() as usize]);
                self.after_exchange = true;
                self.gained(s, 1);
                self.gained(owner.index() as usize, 1);
                self.refresh_turn();
                Ok(())
            }
            Action::ConcealedKong { .. } | Action::AddToPung { .. } if self.turn.phase != TurnPhase::Drawn => {
                Err(RulesError::WrongPhase { seat, action: "declare a kong", phase: self.turn.phase }.into())
            }
            Action::ConcealedKong { tile } => {
                if self.counts.live == 0 {
                    return Err(RulesError::NoReplacement("the wall is empty").into());
                }
                let hand = declare_concealed_kong(&self.table, &self.hands[s], seat, tile)?;
                self.set_hand(s, hand);
                self.replacement(seat)
            }
            Action::AddToPung { tile } => {
                if self.counts.live == 0 {
                    return Err(RulesError::NoReplacement("the wall is empty").into());
                }
                let self_drawn = self.turn.phase == TurnPhase::Drawn;
                let hand = add_to_pung(&self.table, &self.hands[s], seat, tile, self_drawn)?;
                let meld = hand.melds().iter().position(|m| m.status() == MeldStatus::Added && m.tile() == tile);
                self.set_hand(s, hand);
                self.kong_meld = meld.unwrap_or(0) as u8;
                self.open_robbing(tile, seat)
            }
            _ => Err(self.not_in_phase(action)),
        }
    }

    /// After a kong: a loose tile, then the turn goes on.
    fn replacement(&mut self, seat: Seat) -> Result<(), SimError> {
        if self.draw_loose(seat)? {
            self.after_kong = true;
            self.after_exchange = false;
            self.start_turn(seat, None);
            self.after_kong = true;
        }
        Ok(())
    }

    /// The CallFacts for `seat` on `tile`, from the card or the hand evaluator.
    fn facts(&mut self, seat: Seat, tile: Tile, discarder: Seat) -> Result<CallFacts, SimError> {
        let s = seat.index() as usize;
        let hand = self.hands[s];
        let d = Discard::latest(tile, discarder);
        let Some(card) = self.card else {
            return Ok(chinese_call_facts(&self.table, &hand, seat, &d)?);
        };
        let mut facts = CallFacts { dead: self.dead[s], ..CallFacts::default() };
        if tile.is_joker() {
            return Ok(facts);
        }
        if self.card_may_complete(s, &hand, 1) {
            let mut with = hand;
            facts.mah_jong = with.push(tile).is_ok() && card.match_hand(&with).is_some();
        }
        let exposes = self.held[s].with_jokers(tile) >= 2;
        if exposes || self.table.house().calls_keep_a_line || !self.shortcuts {
            let visible = visible_tiles(self.discards(), &self.hands);
            if hand.melds().is_empty() {
                // No X line possible and some C line: `lines_possible(..).concealed_only()`.
                facts.concealed_only = !self.x_line_possible(card, s, &hand, &visible)?
                    && witness::c_line_possible(card, &hand, &visible)?;
            }
            if self.table.house().calls_keep_a_line || !self.shortcuts {
                // The whole rule, as the card-aware rules module answers it.
                let full = crate::rules::american_call_facts(&self.table, card, &hand, seat, &d, &visible)?;
                facts.keeps_a_line = full.keeps_a_line;
                if !self.shortcuts {
                    return Ok(CallFacts { dead: full.dead || self.dead[s], ..full });
                }
            }
        }
        Ok(facts)
    }

    /// True when some X line (exposures allowed) is still possible for the hand: the line and
    /// form that were possible last time are tried first, then the card in order
    /// ([`crate::rules::lines_possible`] gives the same answer).
    fn x_line_possible(
        &mut self,
        card: &Card,
        s: usize,
        hand: &Hand,
        visible: &[u8; Tile::COUNT],
    ) -> Result<bool, SimError> {
        Ok(witness::x_line_possible(card, hand, visible, &mut self.witness[s])?)
    }

    /// Whether the hand of seat `s` is dead after an exposure, as [`american_dead_hand`]
    /// answers (`Exposed` phase). With the shortcuts, the tile count and the house rule are
    /// asked as that rule asks them, and the exposures are tested together against the line
    /// and form that took them last time first ([`witness::exposures_dead_witnessed`]).
    fn dead_after_exposure(&mut self, card: &Card, s: usize) -> Result<bool, SimError> {
        let hand = &self.hands[s];
        if !self.shortcuts || self.table.house().strict_dead_hand {
            let visible = visible_tiles(self.discards(), &self.hands);
            return Ok(american_dead_hand(&self.table, card, hand, TurnPhase::Exposed, &visible)?.is_some());
        }
        Ok(tile_count_dead(&self.table.with_variant(Variant::American), hand, TurnPhase::Exposed).is_some()
            || witness::exposures_dead_witnessed(card, hand, &mut self.witness[s]))
    }

    fn open_claims(&mut self, tile: Tile, discarder: Seat) -> Result<(), SimError> {
        self.open = Some((tile, discarder));
        self.n_queue = 0;
        self.at_queue = 0;
        let d = Discard::latest(tile, discarder);
        let mut seat = discarder;
        for _ in 0..3 {
            seat = self.table.next(seat);
            let s = seat.index() as usize;
            self.options[s] = CallSet::EMPTY;
            self.pending[s].claim = None;
            if self.dead[s] {
                continue;
            }
            if self.card.is_none() && self.shortcuts {
                let (facts, options) = self.classical_claim(seat, &d)?;
                self.claim_facts[s] = facts;
                self.options[s] = options;
                if !options.is_empty() {
                    self.queue[self.n_queue as usize] = seat;
                    self.n_queue += 1;
                }
                continue;
            }
            let facts = self.facts(seat, tile, discarder)?;
            self.claim_facts[s] = facts;
            // With no Mah Jongg and fewer than two of the tile (American: the tile and jokers),
            // no exposure is possible, and elsewhere no chow either but for the discarder's
            // next player (the rules would answer the empty set; the tests check it).
            let hopeless = self.shortcuts
                && !facts.mah_jong
                && (self.card.is_some() || seat != self.table.next(discarder))
                && self.held[s].with_jokers(tile) < 2;
            let options = if hopeless { CallSet::EMPTY } else { calls(&self.table, &self.hands[s], seat, &d, &facts)? };
            self.options[s] = options;
            if !options.is_empty() {
                self.queue[self.n_queue as usize] = seat;
                self.n_queue += 1;
            }
        }
        self.phase = Phase::Claims;
        self.next_claimant()
    }

    /// Classical: the facts and calls of `seat` on the latest discard. Only the calls the hand
    /// may have are put to the call rule ([`calls_among`], which answers each as [`check_call`]
    /// does and makes the checks all calls share once): Mah Jong when the hand may be one
    /// tile from complete (its bound, [`Game::standard_may_complete`]; then the hand evaluator
    /// answers, [`chinese_call_facts`]), a Pung or Kong when it holds two or three of the tile,
    /// a Chow when it sits next after the discarder and holds a tile of the suit within two of
    /// it. The other calls are the ones the rule refuses such a hand; the tests compare the
    /// answer with [`calls`] at every discard.
    fn classical_claim(&mut self, seat: Seat, d: &Discard) -> Result<(CallFacts, CallSet), SimError> {
        let s = seat.index() as usize;
        let may_win = self.standard_may_complete(s, 1);
        let hand = &self.hands[s];
        let held = self.held[s].of_tile(d.tile);
        let chow = seat == self.table.next(d.discarder) && self.held[s].faces & neighbours(d.tile) != 0;
        if !may_win && held < 2 && !chow {
            return Ok((CallFacts::default(), CallSet::EMPTY));
        }
        let facts = if may_win { chinese_call_facts(&self.table, hand, seat, d)? } else { CallFacts::default() };
        let mut among = CallSet::EMPTY;
        for call in Call::ALL {
            let candidate = match call {
                Call::MahJong => facts.mah_jong,
                Call::Chow => chow,
                _ => call.tiles_from_hand().is_some_and(|need| held >= need),
            };
            if candidate {
                among = among.with(call);
            }
        }
        if among.is_empty() {
            return Ok((facts, CallSet::EMPTY));
        }
        Ok((facts, calls_among(&self.table, hand, seat, d, &facts, among)?))
    }

    fn open_robbing(&mut self, tile: Tile, konger: Seat) -> Result<(), SimError> {
        self.open = Some((tile, konger));
        self.n_queue = 0;
        self.at_queue = 0;
        let kong = self.hands[konger.index() as usize].melds()[self.kong_meld as usize];
        let mut seat = konger;
        for _ in 0..3 {
            seat = self.table.next(seat);
            let s = seat.index() as usize;
            self.pending[s].claim = None;
            self.options[s] = CallSet::EMPTY;
            if self.standard_may_complete(s, 1) && rob_kong(&self.table, &self.hands[s], seat, &kong).is_ok() {
                self.options[s] = CallSet::EMPTY.with(Call::MahJong);
                self.queue[self.n_queue as usize] = seat;
                self.n_queue += 1;
            }
        }
        self.phase = Phase::RobKong;
        self.next_claimant()
    }

    /// The next player with a decision on the open tile, or the claims resolved.
    fn next_claimant(&mut self) -> Result<(), SimError> {
        if self.at_queue < self.n_queue {
            self.actor = self.queue[self.at_queue as usize];
            self.at_queue += 1;
            return Ok(());
        }
        let Some((tile, giver)) = self.open else { return Ok(()) };
        let mut claims = [Claim::new(giver, Call::Pung); 3];
        let mut n = 0;
        for &seat in &self.queue[..self.n_queue as usize] {
            if let Some(c) = self.pending[seat.index() as usize].claim {
                claims[n] = c;
                n += 1;
            }
        }
        let winner = claim_winner(&self.table, giver, &claims[..n])?;
        let robbing = self.phase == Phase::RobKong;
        self.open = None;
        self.options = [CallSet::EMPTY; 4];
        match winner {
            Some(c) if c.call == Call::MahJong => {
                let hand = self.pending[c.seat.index() as usize].hand;
                if robbing {
                    // The robbed tile leaves the kong, which is a pung again.
                    let g = giver.index() as usize;
                    let meld = Meld::new(&[tile; 3], MeldStatus::Exposed).map_err(|_| RulesError::RobOnlyAddedKong)?;
                    if let Some(m) = self.hands[g].meld_mut(self.kong_meld as usize) {
                        *m = meld;
                    }
                }
                let by = if robbing { WinBy::RobbingKong } else { WinBy::Discard };
                if !robbing {
                    self.n_discards -= 1;
                }
                self.finish_win(c.seat, hand, by, Some(giver), Some(tile))
            }
            Some(c) => {
                let s = c.seat.index() as usize;
                self.set_hand(s, self.pending[s].hand);
                self.n_discards -= 1;
                self.gained(s, 1);
                if let Some(card) = self.card {
                    if self.dead_after_exposure(card, s)? {
                        self.make_dead(c.seat);
                        return self.next_draw(c.seat);
                    }
                }
                if c.call == Call::Kong && self.table.variant() != Variant::American {
                    self.replacement(c.seat)
                } else {
                    self.start_turn(c.seat, Some(giver));
                    Ok(())
                }
            }
            None if robbing => self.replacement(giver),
            None => self.next_draw(giver),
        }
    }

    fn make_dead(&mut self, seat: Seat) {
        let s = seat.index() as usize;
        self.dead[s] = true;
        if let Some(card) = self.card {
            let racked = american_dead_hand_rack(card, &self.hands[s], false);
            self.set_hand(s, racked);
        }
    }

    /// The next live player after `from` draws, or the hand is a wall game.
    fn next_draw(&mut self, from: Seat) -> Result<(), SimError> {
        let Some(next) = next_live_seat(&self.table, from, self.dead) else {
            return self.finish_wall_game();
        };
        let Ok(w) = self.counts.draw() else {
            return self.finish_wall_game();
        };
        self.counts = w;
        let tile = self.wall[self.front as usize];
        self.front += 1;
        let s = next.index() as usize;
        let replace = self.take(s, tile)?;
        self.after_exchange = false;
        self.after_kong = false;
        self.gained(s, 1);
        self.drawn = Some(tile);
        if replace {
            if !self.draw_loose(next)? {
                return Ok(());
            }
            self.start_turn(next, None);
            self.after_kong = true;
            self.refresh_turn();
            return Ok(());
        }
        self.start_turn(next, None);
        Ok(())
    }

    fn finish_wall_game(&mut self) -> Result<(), SimError> {
        // A wall game: nobody wins and nobody pays, in every variant.
        let nets = [0i64; 4];
        self.outcome =
            Some(Outcome { winner: None, discarder: None, by: None, card_hand: None, value: 0, nets, dead: self.dead });
        self.phase = Phase::Over;
        Ok(())
    }

    fn finish_win(
        &mut self,
        seat: Seat,
        hand: Hand,
        by: WinBy,
        discarder: Option<Seat>,
        tile: Option<Tile>,
    ) -> Result<(), SimError> {
        let s = seat.index() as usize;
        let wind = |x: Seat| x.wind(DEALER, &self.table).unwrap_or(Wind::East);
        let method = match by {
            WinBy::Discard => WinMethod::Discard,
            // A Mah Jongg right after a joker exchange counts as self-drawn.
            WinBy::SelfDrawn | WinBy::JokerExchange => WinMethod::SelfDrawn,
            WinBy::KongReplacement => WinMethod::KongReplacement,
            WinBy::RobbingKong => WinMethod::RobbingKong,
        };
        let mut hand = hand;
        let ctx =
            WinContext { winning_tile: tile, method, seat_wind: wind(seat), prevailing: Wind::East, ..*hand.context() };
        hand.set_context(ctx);
        let mut outcome = Outcome {
            winner: Some(seat),
            discarder: if by == WinBy::Discard || by == WinBy::RobbingKong { discarder } else { None },
            by: Some(by),
            card_hand: None,
            value: 0,
            nets: [0; 4],
            dead: self.dead,
        };
        if let Some(card) = self.card {
            let m = card.match_hand(&hand).ok_or(SimError::FalseMahJong { seat })?;
            let mut win = AmericanWin::from_match(&m, wind(seat)).announce_jokerless(m.jokerless());
            win = match (by, outcome.discarder) {
                (WinBy::Discard, Some(d)) => win.by_discard(wind(d)),
                (WinBy::JokerExchange, _) => win.after_joker_exchange(),
                _ => win,
            };
            for x in Seat::ALL {
                if self.dead[x.index() as usize] {
                    win = win.with_dead(wind(x));
                }
            }
            let settled = settle_american(&win, &AmericanRules::default())?;
            outcome.value = settled.value;
            outcome.nets = seat_nets(settled.payments.nets());
            outcome.card_hand =
                card.hands().iter().position(|h| h.section == m.section() && h.number == m.number()).map(|i| i as u32);
        } else {
            let mut hands = self.hands.map(Some);
            hands[s] = Some(hand);
            let settled = settle_hands(&ScoreRules::classical(), &hands, Some(wind(seat)), Wind::East)
                .map_err(SimError::Settle)?;
            outcome.value = settled.scores[s].map_or(0, |x| x.total());
            outcome.nets = seat_nets(settled.payments.nets());
        }
        self.set_hand(s, hand);
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        Ok(())
    }
}

/// Payments by wind (East … North) to payments by seat: seat `n` has wind `n`, East the dealer.
fn seat_nets(by_wind: [i64; 4]) -> [i64; 4] {
    by_wind
}

// Every face has its own bit in a `u64` mask.
const _: () = assert!(Tile::COUNT <= 64);

/// A hand's concealed tiles counted by face ([`Tile::index`]), with masks of the faces held at
/// least once and at least four times: kept by the engine as tiles come and go, they answer how many of a
/// tile a hand holds, which faces it may discard and which it holds four of, without a pass over
/// the tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Held {
    counts: [u8; Tile::COUNT],
    faces: u64,
    fours: u64,
}

impl Held {
    const EMPTY: Held = Held { counts: [0; Tile::COUNT], faces: 0, fours: 0 };

    /// The counts of a hand's concealed tiles.
    fn of(hand: &Hand) -> Held {
        let mut h = Held::EMPTY;
        for &t in hand.concealed() {
            h.add(t);
        }
        h
    }

    #[inline]
    fn add(&mut self, t: Tile) {
        let i = t.index() as usize;
        let n = self.counts[i] + 1;
        self.counts[i] = n;
        self.faces |= 1 << i;
        if n == 4 {
            self.fours |= 1 << i;
        }
    }

    #[inline]
    fn take(&mut self, t: Tile) {
        let i = t.index() as usize;
        let n = self.counts[i] - 1;
        self.counts[i] = n;
        if n == 0 {
            self.faces &= !(1 << i);
        }
        if n == 3 {
            self.fours &= !(1 << i);
        }
    }

    /// How many of `t` are held.
    #[inline]
    fn of_tile(&self, t: Tile) -> u8 {
        self.counts[t.index() as usize]
    }

    /// How many of `t` and jokers are held (a joker counted once).
    fn with_jokers(&self, t: Tile) -> u8 {
        let jokers = self.counts[Tile::JOKER.index() as usize];
        if t.is_joker() { jokers } else { jokers + self.of_tile(t) }
    }

    /// The counts of the 34 playing faces ([`Hand::concealed_counts34`]).
    #[inline]
    fn counts34(&self) -> [u8; 34] {
        let mut c = [0u8; 34];
        c.copy_from_slice(&self.counts[..34]);
        c
    }
}

/// Calls `f` once per face in `mask`, in index order.
fn for_each_in(mut mask: u64, mut f: impl FnMut(Tile)) {
    while mask != 0 {
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        f(Tile::from_index(i as u8).unwrap_or(Tile::BLANK));
    }
}

/// The faces of `tile`'s suit one or two numbers from it, as a mask: a hand holds one of them
/// when it can make any chow on `tile` ([`chow_options`] says which chows there are).
fn neighbours(tile: Tile) -> u64 {
    let Some(suit) = tile.suit() else { return 0 };
    // Bits i - 2, i - 1, i + 1 and i + 2 for the tile's index i, within the suit's nine.
    let i = tile.index();
    let suit_faces = 0x1FFu64 << (9 * suit as u8);
    (0b11011u64 << i) >> 2 & suit_faces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{Bot, BotKind, Player};

    /// The counts of a hand's concealed tiles, counted here tile by tile.
    fn counted(hand: &Hand) -> [u8; Tile::COUNT] {
        let mut c = [0u8; Tile::COUNT];
        for t in hand.concealed() {
            c[t.index() as usize] += 1;
        }
        c
    }

    fn check_kept(g: &Game<'_>, at: &str) {
        for s in 0..4 {
            let c = counted(&g.hands[s]);
            let held = &g.held[s];
            assert_eq!(held.counts, c, "{at} seat {s}");
            for (i, &n) in c.iter().enumerate() {
                assert_eq!(held.faces >> i & 1 == 1, n > 0, "{at} seat {s} face {i}");
                assert_eq!(held.fours >> i & 1 == 1, n >= 4, "{at} seat {s} face {i}");
            }
        }
    }

    /// Plays `games` seeds at `table` with `kind` bots, checking the kept counts after each step.
    fn play_checked(table: Table, card: Option<&Card>, kind: BotKind, games: u64) -> u64 {
        let mut legal = Actions::new();
        let mut steps = 0;
        for seed in 0..games {
            let mut g = Game::new(table, card, seed).unwrap();
            check_kept(&g, &alloc::format!("seed {seed} dealt"));
            let mut bots = Bot::seats(kind, seed);
            while let Some(seat) = g.to_act() {
                g.legal_actions(&mut legal);
                let i = bots[seat.index() as usize].choose(&g, legal.as_slice());
                g.step_as(seat, legal.as_slice()[i]).unwrap();
                check_kept(&g, &alloc::format!("seed {seed} step {}", g.steps()));
                steps += 1;
            }
        }
        steps
    }

    #[test]
    fn the_counts_the_engine_keeps_are_the_hands_tiles_counted_after_every_step() {
        let games = if cfg!(debug_assertions) { 40 } else { 400 };
        assert!(play_checked(Table::chinese(), None, BotKind::Random, games) > games * 50);
        assert!(play_checked(Table::chinese(), None, BotKind::Greedy, games / 4) > games * 5);
        #[cfg(feature = "card-files")]
        {
            let card = Card::sample();
            assert!(play_checked(Table::american(), Some(card), BotKind::Random, games / 4) > games * 5);
            assert!(play_checked(Table::american(), Some(card), BotKind::Greedy, games / 8) > games * 2);
        }
    }
}
