//! `mahjong_core.sim`: the core's game engine ([`mahjong_core::sim`]) and card statistics
//! ([`mahjong_core::sim::stats`]) from Python. A `Game` is stepped one action at a time, with
//! built-in bots playing the seats Python does not; observations come out as numpy arrays. Every
//! rule, every legal action and every figure comes from the core; this file converts.
// pyo3 methods take `&self`; `to_dict` is Python's name.
#![allow(clippy::wrong_self_convention)]
use crate::american::PyCard;
use crate::class;
use crate::error::{MahjongError, raise_about, raise_as};
use crate::hand::PyTile;
use crate::rules::{NameArg, SeatArg};
use mahjong_core::Tile;
use mahjong_core::rules::{Seat, Table, Variant};
use mahjong_core::sim::stats::{
    CardStats, Engine, HandStats, card_stats, card_stats_range, check_chart_name, chunks, default_workers,
};
use mahjong_core::sim::{
    Action, Bot, BotKind, Game, MAX_ACTIONS, Move, NotAnAction, Outcome, play_seats, step_then_play,
};
use pyo3::create_exception;
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyDict};
create_exception!(
    mahjong_core,
    SimulationError,
    MahjongError,
    "A simulated game refused an action (not legal now, not this player's turn, a rule's error) or could not be \
     set up; `.kind` names the rule."
);

class!(
/// One decision of one player (the core's `sim::Action`): `Action('discard', tile='5p')`,
/// `Action('call', call='pung', jokers=1)`; `to_dict()` gives every field.
PyAction(Action) in "mahjong_core.sim" as "Action" [Copy, Hash] [hash], |s| {
    name: &'static str = s.0.name();
    /// The core's `Action::tile`.
    tile: Option<PyTile> = s.0.tile().map(PyTile);
    /// The core's `Action::index` (below `ACTION_SPACE`).
    index: u16 = s.0.index();
    call: Option<&'static str> = s.0.call().map(|c| c.name());
} to_dict |s| (s.0) pickle "SimAction";
    /// `Action(name, **fields)`.
    #[new]
    #[pyo3(signature = (name, **fields: "typing.Any"))]
    fn py_new(py: Python<'_>, name: &str, fields: Option<&Bound<'_, PyDict>>) -> PyResult<PyAction> {
        // The core's serde form: a call is read by its `FromStr`, a `Tile` by its text.
        let d = PyDict::new(py);
        for (k, v) in fields.into_iter().flatten() {
            d.set_item(k, if v.is_instance_of::<PyTile>() { v.str()?.into_any() } else { v })?;
        }
        d.set_item("action", name)?;
        pythonize::depythonize(&d)
            .map(PyAction)
            .map_err(|e| raise_as::<MahjongError>(NotAnAction { given: d.repr().map_or(String::new(), |r| r.to_string()), reason: e }))
    }
    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let d = slf.call_method0("to_dict")?.cast_into::<PyDict>()?;
        d.del_item("action")?;
        let fields = d.iter().map(|(k, v)| Ok(format!(", {k}={}", v.repr()?))).collect::<PyResult<String>>()?;
        Ok(format!("Action({}{fields})", crate::py_str(slf.get().0.name())))
    }
);

class!(
/// The end of a hand (the core's `sim::Outcome`): seats as ints, `by` as its name, None for
/// what is absent.
PyOutcome(Outcome) in "mahjong_core.sim" as "Outcome" [Copy, Hash] [hash], |s| {
    winner: Option<u8> = s.0.winner.map(Seat::index);
    discarder: Option<u8> = s.0.discarder.map(Seat::index);
    by: Option<&'static str> = s.0.by.map(|b| b.name());
    card_hand: Option<u32> = s.0.card_hand;
    value: u32 = s.0.value;
    wall_game: bool = s.0.wall_game();
    points_paid: i64 = s.0.points_paid();
    nets: (i64, i64, i64, i64) = s.0.nets.into();
    dead: (bool, bool, bool, bool) = s.0.dead.into();
} repr [winner, discarder, by, card_hand, value, nets, dead] to_dict |s| (s.0) pickle "SimOutcome";
);

class!(
/// One card hand's figures in a `CardStats` (the core's `sim::stats::HandStats`).
PyHandStats(HandStats) in "mahjong_core.sim" as "HandStats" [Hash] [hash], |s| {
    section: &str = &s.0.section;
    number: u32 = s.0.number;
    value: u32 = s.0.value;
    concealed: bool = s.0.concealed;
    won: u64 = s.0.won;
    away_deal: u64 = s.0.away_deal;
    away_charleston: u64 = s.0.away_charleston;
    players: u64 = s.0.players;
    points: i64 = s.0.points;
    mean_away_deal: f64 = s.0.mean_away_deal();
    mean_away_charleston: f64 = s.0.mean_away_charleston();
    mean_points: f64 = s.0.mean_points();
} repr [section, number, value, concealed, won, away_deal, away_charleston, players, points]
  to_dict |s| (s.0) pickle "HandStats";
    /// How often the hand won, per game of a run of `games`.
    fn win_rate(&self, games: u64) -> f64 { self.0.win_rate(games) }
);

class!(
/// A card's statistics over a run of seeded games (the core's `sim::stats::CardStats`, as
/// `card_stats` returns it); `bots` is the bots' name.
PyCardStats(CardStats) in "mahjong_core.sim" as "CardStats" [Hash] [hash], |s| {
    card: &str = &s.0.card;
    seed: u64 = s.0.seed;
    bots: &'static str = s.0.bots.name();
    games: u64 = s.0.games;
    wall_games: u64 = s.0.wall_games;
    wall_game_rate: f64 = s.0.wall_game_rate();
    hands: Vec<PyHandStats> = s.0.hands.iter().cloned().map(PyHandStats).collect();
} repr [card, seed, bots, games, wall_games, hands] to_dict |s| (s.0) pickle "CardStats";
    /// This result with `other`'s games added (the core's `CardStats::merge`).
    fn merge(&self, other: &PyCardStats) -> PyResult<PyCardStats> {
        let mut s = self.0.clone();
        s.merge(&other.0).map_err(raise_as::<MahjongError>)?;
        Ok(PyCardStats(s))
    }
    /// The core's `CardStats::to_svg`: an SVG bar chart.
    fn to_svg(&self) -> String { self.0.to_svg() }
);

/// One hand of mahjong driven from Python: `Game(variant='american', seed=7, card=Card.sample(),
/// players=[None, 'greedy', 'greedy', 'greedy'])`. `players`: per seat a bot name, or None for a
/// seat Python plays (default: every seat). After each `step` the bots play until a Python seat
/// must decide (`to_act`) or the hand is over (`outcome`); the bots are `mahjong play --seed`'s.
#[pyclass(module = "mahjong_core.sim", name = "Game")]
#[derive(Debug)]
pub struct PyGame {
    // Borrows the card held by `card` (see `new`); declared first so it is dropped first.
    game: Game<'static>,
    card: Option<Py<PyCard>>,
    bots: [Option<Bot>; 4],
    moves: Vec<Move>,
}

/// Tile counts as a new numpy `uint8` array of `shape`.
fn counts<'py>(np: &Bound<'py, PyAny>, data: &[u8], shape: &[usize]) -> PyResult<Bound<'py, PyAny>> {
    let a = np.call_method1("frombuffer", (PyByteArray::new(np.py(), data), np.getattr("uint8")?))?;
    a.call_method1("reshape", (shape.to_vec(),))
}

crate::record!(PyGame, |s| {
    seed: u64 = s.game.seed();
    variant: &'static str = s.game.table().variant().name();
    /// The card (American), or None.
    card(py): Option<Py<PyCard>> = s.card.as_ref().map(|c| c.clone_ref(py));
    /// Per seat: the bot's name, or None for a seat Python plays.
    players: Vec<Option<&'static str>> = s.bots.iter().map(|b| b.as_ref().map(|b| b.kind().name())).collect();
    /// The phase's canonical name.
    phase: &'static str = s.game.phase().name();
    /// The seat whose decision it is; None once the hand is over.
    to_act: Option<u8> = s.game.to_act().map(Seat::index);
    done: bool = s.game.outcome().is_some();
    /// How the hand ended, or None while it goes on.
    outcome: Option<PyOutcome> = s.game.outcome().copied().map(PyOutcome);
    /// Actions taken so far (by bots and by Python).
    steps: u32 = s.game.steps();
    wall_remaining: u16 = s.game.wall_remaining();
    /// Every action taken, in order, as `(seat, Action)`.
    moves: Vec<(u8, PyAction)> = s.moves.iter().map(|m| (m.seat.index(), PyAction(m.action))).collect();
} repr [seed, variant, players];
    #[new]
    #[pyo3(signature = (*, seed, variant = None, players = None, card = None))]
    fn py_new(seed: u64, variant: Option<NameArg<Variant>>, players: Option<Vec<Option<NameArg<BotKind>>>>,
        card: Option<Py<PyCard>>,
    ) -> PyResult<PyGame> {
        let table = variant.map_or_else(Table::default, |v| Table::default().with_variant(v.0));
        let kinds: Vec<Option<BotKind>> =
            players.map_or(vec![None; Seat::ALL.len()], |p| p.into_iter().map(|k| Some(k?.0)).collect());
        let bots = Bot::for_players(&kinds, seed).map_err(raise_as::<SimulationError>)?;
        let game =
            Game::new(table, card.as_ref().map(|c| card_of(c.get())), seed).map_err(raise_as::<SimulationError>)?;
        let mut g = PyGame { game, card, bots, moves: Vec::new() };
        play_seats(&mut g.game, &mut g.bots, &mut g.moves).map_err(raise_as::<SimulationError>)?;
        Ok(g)
    }
    /// A seat's concealed hand.
    fn hand(&self, seat: SeatArg) -> crate::hand::PyHand { crate::hand::PyHand::new(*self.game.hand(seat.0)) }
    /// The legal actions of the decision now (empty once the hand is over), in the core's order.
    fn legal_actions(&self) -> Vec<PyAction> { self.game.legal().as_slice().iter().copied().map(PyAction).collect() }
    /// The legal action a player's choice `index` takes, as the bots' choices are read (the core's
    /// `Actions::chosen`): the action at `index`, the last one past it; IndexError once the hand is over.
    fn chosen_action(&self, index: usize) -> PyResult<PyAction> {
        self.game.legal().chosen(index).map(PyAction).map_err(raise_as::<PyIndexError>)
    }
    /// The action at `index` of the fixed action space for the decision now, or None; it may
    /// not be legal (check `legal_actions()`).
    fn action_from_index(&self, index: u16) -> Option<PyAction> { self.game.action_from_index(index).map(PyAction) }
    /// Takes `action` (an `Action`, or an index into `legal_actions()`) for the seat on turn,
    /// then lets the bots play; the outcome once the hand is over, else None.
    #[pyo3(signature = (action: "Action | int"))]
    fn step(&mut self, action: &Bound<'_, PyAny>) -> PyResult<Option<PyOutcome>> {
        let seat = self.game.on_turn("step").map_err(raise_as::<SimulationError>)?;
        let action = match action.cast::<PyAction>() {
            Ok(a) => a.get().0,
            Err(_) => self.game.legal().get(action.extract()?).map_err(raise_as::<PyIndexError>)?,
        };
        step_then_play(&mut self.game, seat, action, &mut self.bots, &mut self.moves)
            .map_err(raise_as::<SimulationError>)?;
        Ok(self.outcome())
    }
    /// What `seat` (default: the seat on turn) sees: numpy tile counts by `Tile.index` (`own`,
    /// `exposed` and `discards` by seat, `visible`), with `wall`, `dead`, `seat`, `to_act`,
    /// `phase` and `discard` (the tile open to calls, or None).
    #[pyo3(signature = (seat = None) -> "dict[str, typing.Any]")]
    fn observe<'py>(&self, py: Python<'py>, seat: Option<SeatArg>) -> PyResult<Bound<'py, PyDict>> {
        let s = seat.map_or_else(|| self.game.on_turn("observe"), |s| Ok(s.0)).map_err(raise_as::<SimulationError>)?;
        let (o, np, d) = (self.game.observe(s), py.import("numpy")?, PyDict::new(py));
        d.set_item("seat", s.index())?;
        d.set_item("to_act", o.to_act.map(Seat::index))?;
        d.set_item("phase", o.phase.name())?;
        d.set_item("own", counts(&np, &o.own, &[Tile::COUNT])?)?;
        d.set_item("exposed", counts(&np, o.exposed.as_flattened(), &[o.exposed.len(), Tile::COUNT])?)?;
        d.set_item("discards", counts(&np, o.discards.as_flattened(), &[o.discards.len(), Tile::COUNT])?)?;
        d.set_item("visible", counts(&np, &o.visible, &[Tile::COUNT])?)?;
        d.set_item("wall", o.wall)?;
        d.set_item("dead", np.call_method1("array", (o.dead.to_vec(),))?)?;
        d.set_item("discard", o.discard.map(PyTile))?;
        Ok(d)
    }
    /// The hand as a JSON Lines game log (`mahjong play --log`; `mahjong replay` reads it).
    fn log(&self) -> String { mahjong_core::sim::log::write(&self.game, &self.moves) }
    /// An independent copy of the hand as it stands, bots included (the card is shared).
    fn __copy__(&self, py: Python<'_>) -> PyGame {
        let card = self.card.as_ref().map(|c| c.clone_ref(py));
        let (game, bots, moves) = (self.game.clone(), self.bots.clone(), self.moves.clone());
        PyGame { game, card, bots, moves }
    }
    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyGame { self.__copy__(py) }
);

/// The card of a `Card` with the lifetime a `Game` keeps it for.
fn card_of(card: &PyCard) -> &'static mahjong_core::american::Card {
    // SAFETY: the card lives in a frozen `PyCard` (never mutated, never moved: Python objects do
    // not move); a `Game` holds the `Py<PyCard>` for as long as it lives and drops its `Game`
    // first, and the statistics functions use it only while the caller holds `card`.
    unsafe { &*(card.card() as *const mahjong_core::american::Card) }
}

crate::pyfns! {
    /// The core's `sim::stats::card_stats` on `workers` threads (default: every core), GIL released.
    #[pyo3(signature = (card, *, games, seed, bots, workers = None))]
    fn _card_stats(
        py: Python<'_>, card: &Bound<'_, PyCard>, games: u64, seed: u64, bots: NameArg<BotKind>,
        workers: Option<usize>,
    ) -> PyResult<PyCardStats> = {
        let (c, workers) = (card_of(card.get()), workers.unwrap_or_else(default_workers));
        py.detach(|| card_stats(c, games, seed, bots.0, workers))
            .map(PyCardStats)
            .map_err(raise_as::<SimulationError>)
    };
    /// The core's `sim::stats::card_stats_range`: games `start..stop` on one thread, GIL released.
    #[pyo3(signature = (card, *, seed, bots, start, stop))]
    fn _card_stats_range(py: Python<'_>, card: &Bound<'_, PyCard>, seed: u64, bots: NameArg<BotKind>, start: u64,
        stop: u64,
    ) -> PyResult<PyCardStats> = {
        let c = card_of(card.get());
        py.detach(|| card_stats_range(c, seed, bots.0, start..stop))
            .map(PyCardStats)
            .map_err(raise_as::<SimulationError>)
    };
    /// The core's `sim::stats::chunks`: games `0..games` as `workers` `(start, stop)` chunks.
    fn _chunks(games: u64, workers: usize) -> PyResult<Vec<(u64, u64)>> = {
        Ok(chunks(games, workers).map_err(raise_as::<SimulationError>)?.map(|r| (r.start, r.end)).collect())
    };
    /// The core's bot names, most legal actions, tile faces, action space size, engine names and seats.
    fn _sim_constants() -> (Vec<&'static str>, usize, usize, usize, Vec<&'static str>, usize) =
        (BotKind::NAMES.to_vec(), MAX_ACTIONS, Tile::COUNT, mahjong_core::sim::ACTION_SPACE, Engine::NAMES.to_vec(), Seat::ALL.len());
    /// The canonical name of the core's `sim::stats::Engine` named `engine`, or its `RulesError`.
    fn _engine(engine: NameArg<Engine>) -> &'static str = engine.0.name();
    /// The core's `sim::stats::check_chart_name`, the error naming `plot`.
    fn _check_chart_name(plot: &str) -> PyResult<()> = check_chart_name(plot.as_ref())
        .map_err(|e| raise_about::<MahjongError>(format_args!("plot {}", crate::py_str(plot)), e));
}
