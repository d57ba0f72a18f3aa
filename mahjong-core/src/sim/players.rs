//! Players: the decision trait, the built-in bots and the loop that plays a hand.

use super::game::{Action, Actions, Game, Outcome, Phase, SimError};
use super::rng::{SplitMix64, Xoshiro256};
use crate::american::Nearest;
use crate::american::advice::{DiscardAdvice, PassAdvice, Ranking};
use crate::rules::{CharlestonPass, Seat, expose, expose_chow, standard_profile};
use crate::standard::tiles_away;
use crate::{Hand, MeldStatus, Tile};
use alloc::vec::Vec;

/// A player's decisions: given the game (as the player may see it through
/// [`Game::observe`], [`Game::hand`] of its own seat and [`Game::call_options`]) and the legal
/// actions (never empty), pick one by index.
///
/// ```
/// use mahjong_core::sim::{Action, Game, Player, play};
/// /// Always takes the first legal action.
/// struct First;
/// impl Player for First {
///     fn choose(&mut self, _game: &Game<'_>, _legal: &[Action]) -> usize { 0 }
/// }
/// let mut g = Game::new(mahjong_core::rules::Table::chinese(), None, 1).unwrap();
/// let out = play(&mut g, &mut [First, First, First, First], None).unwrap();
/// assert!(g.outcome().is_some());
/// ```
pub trait Player {
    /// The index in `legal` of the action to take. An index out of range takes the last.
    fn choose(&mut self, game: &Game<'_>, legal: &[Action]) -> usize;
}

/// A seat's action in a played hand, in the order taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub action: Action,
}

/// Plays the hand to the end, asking `players[seat]` for each decision; pushes every action
/// onto `log` when given. Allocates nothing without a log.
///
/// Errors: a player's choice refused by the rules cannot happen (players pick from the legal
/// actions), but the settlement's errors are passed on.
///
/// ```
/// use mahjong_core::{american::Card, rules::Table, sim::{Bot, BotKind, Game, play}};
/// let mut g = Game::new(Table::american(), Some(Card::sample()), 7).unwrap();
/// let mut bots = Bot::seats(BotKind::Random, 7);
/// let mut log = Vec::new();
/// let out = play(&mut g, &mut bots, Some(&mut log)).unwrap();
/// assert_eq!(log.len() as u32, g.steps());
/// assert_eq!(out.nets.iter().sum::<i64>(), 0);
/// ```
pub fn play<P: Player>(
    game: &mut Game<'_>,
    players: &mut [P],
    mut log: Option<&mut Vec<Move>>,
) -> Result<Outcome, SimError> {
    let mut legal = Actions::new();
    while let Some(seat) = game.to_act() {
        game.legal_actions(&mut legal);
        let i = players[seat.index() as usize % players.len()].choose(game, legal.as_slice());
        let action = legal.chosen(i)?;
        game.step_as(seat, action)?;
        if let Some(log) = log.as_deref_mut() {
            log.push(Move { seat, action });
        }
    }
    game.outcome().copied().ok_or(SimError::NotInPhase { action: "play", phase: Phase::Over.name() })
}

crate::name::names! {
    /// The built-in strategies.
    ///
    /// ```
    /// use mahjong_core::sim::BotKind;
    /// assert_eq!("greedy".parse::<BotKind>(), Ok(BotKind::Greedy));
    /// assert_eq!(BotKind::Advice.name(), "advice");
    /// assert_eq!("clever".parse::<BotKind>().unwrap_err().to_string(), "unknown bot \"clever\": expected random, greedy or advice");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BotKind: "bot" {
        /// Uniform over the legal actions.
        Random => "random",
        /// Commits to the nearest line (American) or the fewest tiles away (classical): keeps what
        /// it needs, passes and discards what it does not, calls a discard when the exposure brings
        /// it closer, exchanges jokers, declares Mah Jongg whenever it can.
        Greedy => "greedy",
        /// American: the odds-based Charleston and discard advice of [`crate::american::advice`];
        /// calls and exchanges as [`BotKind::Greedy`]. Classical: as greedy.
        Advice => "advice",
    }
}

/// A built-in bot: a [`BotKind`] with its own random numbers (used by `random`, and to break
/// nothing else: `greedy` and `advice` are deterministic given the game).
///
/// ```
/// use mahjong_core::sim::{Bot, BotKind};
/// let bots = Bot::seats(BotKind::Greedy, 1);
/// assert_eq!(bots[2].kind(), BotKind::Greedy);
/// ```
#[derive(Clone, Debug)]
pub struct Bot {
    kind: BotKind,
    rng: Xoshiro256,
    plan: [Tile; 3],
    n_plan: u8,
    greedy_plan: Option<([Tile; 3], u8)>,
    waiting: Option<Waiting>,
}

/// The seeds of the four seats' bots for a hand dealt from `seed` (see [`Bot::seats`]).
fn seat_seeds(seed: u64) -> [u64; 4] {
    let mut sm = SplitMix64::new(seed ^ 0x6d61_686a_6f6e_6721);
    [sm.next_u64(), sm.next_u64(), sm.next_u64(), sm.next_u64()]
}

/// A waiting hand's nearest line: its tiles away and the tiles its groups still need.
#[derive(Clone, Copy, Debug)]
struct Waiting {
    hand: Hand,
    away: i32,
    needed: [bool; Tile::COUNT],
}

impl Waiting {
    fn of(hand: Hand, n: &Nearest<'_>) -> Waiting {
        let mut needed = [false; Tile::COUNT];
        for t in n.needed_eligible() {
            needed[t.index() as usize] = true;
        }
        Waiting { hand, away: n.tiles_away() as i32, needed }
    }

    fn needs(&self, t: Tile) -> bool {
        self.needed[t.index() as usize]
    }
}

impl Bot {
    /// A bot of `kind` whose random numbers come from `seed`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Bot::new(mahjong_core::sim::BotKind::Random, 3).kind().name(), "random");
    /// ```
    pub const fn new(kind: BotKind, seed: u64) -> Bot {
        Bot {
            kind,
            rng: Xoshiro256::seed_from(seed),
            plan: [Tile::BLANK; 3],
            n_plan: 0,
            greedy_plan: None,
            waiting: None,
        }
    }

    /// Four bots of `kind` for a hand dealt from `seed`, each with its own stream: the seeds are
    /// the second to fifth outputs of [`SplitMix64`] started at `seed` (the first seeds the
    /// shuffle's generator).
    ///
    /// ```
    /// let a = mahjong_core::sim::Bot::seats(mahjong_core::sim::BotKind::Random, 5);
    /// assert_eq!(a.len(), 4);
    /// ```
    pub fn seats(kind: BotKind, seed: u64) -> [Bot; 4] {
        seat_seeds(seed).map(|s| Bot::new(kind, s))
    }

    /// Per seat, the bot of `players[seat]` as [`Bot::seats`] seats it for a hand dealt from
    /// `seed`, or `None` for a seat whose decisions come from elsewhere (a person, a program).
    ///
    /// Errors: [`SimError::Players`] unless `players` has one entry per seat.
    ///
    /// ```
    /// use mahjong_core::sim::{Bot, BotKind, SimError};
    /// let bots = Bot::for_players(&[None, Some(BotKind::Greedy), None, None], 1).unwrap();
    /// assert_eq!(bots.each_ref().map(|b| b.as_ref().map(Bot::kind)), [None, Some(BotKind::Greedy), None, None]);
    /// assert_eq!(Bot::for_players(&[None; 3], 1).unwrap_err(), SimError::Players { given: 3 });
    /// ```
    pub fn for_players(players: &[Option<BotKind>], seed: u64) -> Result<[Option<Bot>; 4], SimError> {
        let players: &[Option<BotKind>; 4] =
            players.try_into().map_err(|_| SimError::Players { given: players.len() })?;
        let seeds = seat_seeds(seed);
        Ok(core::array::from_fn(|i| players[i].map(|kind| Bot::new(kind, seeds[i]))))
    }

    /// The strategy.
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::Bot::new(mahjong_core::sim::BotKind::Advice, 0).kind(), mahjong_core::sim::BotKind::Advice);
    /// ```
    pub const fn kind(&self) -> BotKind {
        self.kind
    }
}

/// `random` bots for every seat.
#[derive(Clone, Copy, Debug)]
pub struct RandomBot;

impl RandomBot {
    /// Four random bots for a hand dealt from `seed` ([`Bot::seats`]).
    ///
    /// ```
    /// assert_eq!(mahjong_core::sim::RandomBot::seats(1)[0].kind(), mahjong_core::sim::BotKind::Random);
    /// ```
    pub fn seats(seed: u64) -> [Bot; 4] {
        Bot::seats(BotKind::Random, seed)
    }
}

impl Player for Bot {
    fn choose(&mut self, game: &Game<'_>, legal: &[Action]) -> usize {
        match self.kind {
            BotKind::Random => self.rng.below(legal.len() as u64) as usize,
            BotKind::Greedy => greedy(game, legal, &mut self.greedy_plan, &mut self.waiting),
            BotKind::Advice => self.advice(game, legal),
        }
    }
}

fn find(legal: &[Action], f: impl Fn(&Action) -> bool) -> Option<usize> {
    legal.iter().position(f)
}

/// The hand's nearest line (American): tiles away and the tiles it does not use.
fn nearest<'c>(game: &Game<'c>, hand: &Hand) -> Option<Nearest<'c>> {
    let card = game.card()?;
    let mut out = [Nearest::EMPTY; 1];
    (card.nearest(hand, &mut out) == 1).then_some(out[0])
}

/// Tiles away of a hand for the greedy bot: the card's nearest line, or four sets and a pair.
fn away(game: &Game<'_>, hand: &Hand) -> i32 {
    if game.card().is_some() {
        nearest(game, hand).map_or(99, |n| n.tiles_away() as i32)
    } else {
        tiles_away(hand, standard_profile(game.table())).map_or(99, |a| i32::from(a.standard()))
    }
}

fn count(tiles: &[Tile], t: Tile) -> usize {
    tiles.iter().filter(|&&x| x == t).count()
}

fn greedy(game: &Game<'_>, legal: &[Action], plan: &mut Option<([Tile; 3], u8)>, cache: &mut Option<Waiting>) -> usize {
    let Some(seat) = game.to_act() else { return 0 };
    let hand = *game.hand(seat);
    if let Some(i) = find(legal, |a| *a == Action::MahJong) {
        return i;
    }
    match game.phase() {
        Phase::Charleston(_) | Phase::Courtesy => {
            let picked = game.picked(seat);
            // The tiles the nearest line does not use, worked out once a pass.
            if picked.is_empty() || plan.is_none() {
                let mut unused = [Tile::BLANK; 3];
                let mut n_unused = 0;
                if let Some(n) = nearest(game, &hand) {
                    for &t in n.unused().iter().filter(|t| !t.is_joker()).take(3) {
                        unused[n_unused] = t;
                        n_unused += 1;
                    }
                }
                *plan = Some((unused, n_unused as u8));
            }
            if let Some((unused, n)) = *plan {
                let unused = &unused[..n as usize];
                if let Some(i) =
                    find(legal, |a| matches!(a, Action::Pass { tile } if count(unused, *tile) > count(picked, *tile)))
                {
                    return i;
                }
            }
            // Nothing unused left: pass what costs least.
            best_by(legal, |a| match a {
                Action::Pass { tile } => {
                    let mut h = hand;
                    for &t in picked {
                        h.remove(t);
                    }
                    h.remove(*tile);
                    -away(game, &h)
                }
                _ => i32::MIN,
            })
        }
        Phase::SecondCharlestonVote => find(legal, |a| *a == Action::SecondCharleston { agree: true }).unwrap_or(0),
        Phase::CourtesyAsk => {
            let spare = nearest(game, &hand).map_or(0, |n| n.unused().iter().filter(|t| !t.is_joker()).count());
            find(legal, |a| *a == Action::CourtesyAsk { count: spare.min(3) as u8 }).unwrap_or(0)
        }
        Phase::Turn => {
            if let Some(i) = find(legal, |a| matches!(a, Action::ExchangeJoker { .. })) {
                return i;
            }
            if let Some(i) = find(legal, |a| matches!(a, Action::ConcealedKong { .. } | Action::AddToPung { .. })) {
                return i;
            }
            if let Some(n) = nearest(game, &hand) {
                let unused = n.unused();
                if let Some(i) =
                    find(legal, |a| matches!(a, Action::Discard { tile } if !tile.is_joker() && unused.contains(tile)))
                {
                    return i;
                }
            }
            best_by(legal, |a| match a {
                Action::Discard { tile } => {
                    let mut h = hand;
                    h.remove(*tile);
                    -away(game, &h) * 2 - i32::from(tile.is_joker())
                }
                _ => i32::MIN,
            })
        }
        Phase::Claims | Phase::RobKong => {
            let Some((tile, _)) = game.open_tile() else { return 0 };
            let no_call = find(legal, |a| *a == Action::NoCall).unwrap_or(0);
            // American: only a tile the nearest line still needs in a group is worth an exposure.
            // The hand waits unchanged through the other players' discards: its nearest line is
            // kept until it changes.
            let before = if game.card().is_some() {
                if cache.as_ref().is_none_or(|c| c.hand != hand) {
                    *cache = nearest(game, &hand).map(|n| Waiting::of(hand, &n));
                }
                match cache {
                    Some(c) if c.needs(tile) => c.away,
                    _ => return no_call,
                }
            } else {
                away(game, &hand)
            };
            let mut best = (before, no_call);
            for (i, a) in legal.iter().enumerate() {
                let after = match *a {
                    Action::Call { call, jokers } => expose(&hand, seat, tile, call, jokers).ok(),
                    Action::Chow { lowest } => expose_chow(&hand, seat, tile, lowest).ok(),
                    _ => None,
                };
                if let Some(h) = after {
                    let d = away(game, &h);
                    if d < best.0 {
                        best = (d, i);
                    }
                }
            }
            best.1
        }
        Phase::Over => 0,
    }
}

/// The index of the action scoring highest (the first of equals).
fn best_by(legal: &[Action], f: impl Fn(&Action) -> i32) -> usize {
    let mut best = (i32::MIN, 0);
    for (i, a) in legal.iter().enumerate() {
        let v = f(a);
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// The tiles every player can see: discards and every exposure.
fn visible(game: &Game<'_>, out: &mut [Tile; 160]) -> usize {
    let mut n = 0;
    let exposed = game.hands().iter().flat_map(|h| h.melds().iter().filter(|m| m.status() != MeldStatus::Concealed));
    for &t in game.discards().iter().chain(exposed.flat_map(|m| m.tiles())) {
        if n < out.len() {
            out[n] = t;
            n += 1;
        }
    }
    n
}

impl Bot {
    fn advice(&mut self, game: &Game<'_>, legal: &[Action]) -> usize {
        let (Some(card), Some(seat)) = (game.card(), game.to_act()) else {
            return greedy(game, legal, &mut self.greedy_plan, &mut self.waiting);
        };
        let hand = *game.hand(seat);
        let mut seen = [Tile::BLANK; 160];
        let n_seen = visible(game, &mut seen);
        let seen = &seen[..n_seen];
        match game.phase() {
            Phase::Charleston(_) | Phase::Courtesy if game.picked(seat).is_empty() || self.n_plan > 0 => {
                let pass = match game.phase() {
                    Phase::Charleston(p) => p,
                    _ => CharlestonPass::Courtesy,
                };
                if game.picked(seat).is_empty() {
                    let mut out = [PassAdvice::EMPTY; 1];
                    self.n_plan = 0;
                    if card.charleston_advice(&hand, seen, None, pass, &mut out).is_ok_and(|n| n > 0) {
                        for &t in out[0].tiles() {
                            if (self.n_plan as usize) < 3 {
                                self.plan[self.n_plan as usize] = t;
                                self.n_plan += 1;
                            }
                        }
                    }
                }
                let picked = game.picked(seat);
                let plan = &self.plan[..self.n_plan as usize];
                find(legal, |a| matches!(a, Action::Pass { tile } if count(plan, *tile) > count(picked, *tile)))
                    .unwrap_or_else(|| greedy(game, legal, &mut self.greedy_plan, &mut self.waiting))
            }
            Phase::CourtesyAsk => {
                let mut out = [PassAdvice::EMPTY; 1];
                let n = match card.charleston_advice(&hand, seen, None, CharlestonPass::Courtesy, &mut out) {
                    Ok(k) if k > 0 => out[0].tiles().len(),
                    _ => 0,
                };
                find(legal, |a| *a == Action::CourtesyAsk { count: n.min(3) as u8 }).unwrap_or(0)
            }
            Phase::Turn if !legal.contains(&Action::MahJong) && hand.tile_count() == 14 => {
                if let Some(i) = find(legal, |a| matches!(a, Action::ExchangeJoker { .. })) {
                    return i;
                }
                let mut out = [DiscardAdvice::EMPTY; 1];
                match card.discard_advice(&hand, seen, None, Ranking::Odds, &mut out) {
                    Ok(k) if k > 0 => find(legal, |a| *a == Action::Discard { tile: out[0].discard() })
                        .unwrap_or_else(|| greedy(game, legal, &mut self.greedy_plan, &mut self.waiting)),
                    _ => greedy(game, legal, &mut self.greedy_plan, &mut self.waiting),
                }
            }
            _ => greedy(game, legal, &mut self.greedy_plan, &mut self.waiting),
        }
    }
}
