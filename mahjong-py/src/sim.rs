//! `mahjong_core.sim`: the core's game engine ([`mahjong_core::sim`]) and card statistics
//! ([`mahjong_core::sim::stats`]) from Python. A `Game` is stepped one action at a time, with
//! built-in bots playing the seats Python does not; observations come out as numpy arrays. Every
//! rule, every legal action and every figure comes from the core; this file converts.
// pyo3 methods take `&self`; `to_dict` is Python's name.
#![allow(clippy::wrong_self_convention)]
use crate::american::PyCard;
use crate::error::MahjongError;
use crate::pickle::{Reduced, from_json, reduce_json};
use mahjong_core::Tile;
use mahjong_core::rules::{HouseRules, Seat, Table, Variant};
use mahjong_core::sim::stats::{CardStats, HandStats, card_stats, card_stats_range};
use mahjong_core::sim::{Action, Actions, Bot, BotKind, Game, MAX_ACTIONS, Move, Outcome, Player, SimError};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
create_exception!(
    mahjong_core,
    SimulationError,
    MahjongError,
    "A simulated game refused an action (not legal now, not this player's turn, a rule's error) or could not be \
     set up; `.kind` names the rule."
);

fn sim_error(py: Python<'_>, e: SimError) -> PyErr {
    let err = SimulationError::new_err(e.to_string());
    if let Ok(member) = crate::error::kind_member(py, e.kind()) {
        let _ = err.value(py).setattr("kind", member);
    }
    err
}

fn bot_kind(name: &str) -> PyResult<BotKind> {
    name.parse::<BotKind>().map_err(|e| MahjongError::new_err(format!("bots {}: {e}", crate::py_str(name))))
}

/// Python's `True` / `False`.
fn py_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// Python's literal for a JSON value: `'text'`, `True`, `None`, numbers, lists.
fn py_literal(v: &serde_json::Value) -> String {
    use serde_json::Value;
    match v {
        Value::Null => "None".to_owned(),
        Value::Bool(b) => py_bool(*b).to_owned(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => crate::py_str(s),
        Value::Array(a) => format!("[{}]", a.iter().map(py_literal).collect::<Vec<_>>().join(", ")),
        Value::Object(o) => format!(
            "{{{}}}",
            o.iter().map(|(k, v)| format!("{}: {}", crate::py_str(k), py_literal(v))).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// One decision of one player: `Action('discard', tile='5p')`, `Action('no_call')`,
/// `Action('call', call='pung', jokers=1)`. `.name` is the action's canonical name; the other
/// attributes are its fields (`to_dict()` gives them all). Made by `Game.legal_actions()`.
#[pyclass(module = "mahjong_core.sim", name = "Action", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyAction(pub Action);

impl PyAction {
    fn json(&self) -> PyResult<serde_json::Map<String, serde_json::Value>> {
        match serde_json::to_value(self.0).map_err(|e| MahjongError::new_err(e.to_string()))? {
            serde_json::Value::Object(o) => Ok(o),
            _ => Err(MahjongError::new_err("an action's serde form is not a map")),
        }
    }
}

crate::record!(PyAction, |s| {
    /// The canonical name: `pass`, `discard`, `mah_jong`, `call`, `no_call`, …
    name: &'static str = s.0.name();
    /// The tile passed, discarded, declared as a kong or added to a pung; None for other actions.
    tile: Option<crate::hand::PyTile> = match s.0 {
        Action::Pass { tile }
        | Action::Discard { tile }
        | Action::ConcealedKong { tile }
        | Action::AddToPung { tile } => Some(crate::hand::PyTile(tile)),
        Action::Chow { lowest } => Some(crate::hand::PyTile(lowest)),
        Action::ExchangeJoker { natural, .. } => Some(crate::hand::PyTile(natural)),
        _ => None,
    };
    /// The action's place in the fixed action space of `ACTION_SPACE` indices (what a learning
    /// agent's output layer indexes); `Game.action_from_index` reads it back.
    index: u16 = s.0.index();
    /// The call's name (`Action('call', …)`), or None.
    call: Option<&'static str> = match s.0 {
        Action::Call { call, .. } => Some(call.name()),
        _ => None,
    };
};
    /// `Action(name, **fields)`: the action whose canonical name is `name`, e.g.
    /// `Action('discard', tile='5p')`.
    #[new]
    #[pyo3(signature = (name, **fields: "typing.Any"))]
    fn py_new(py: Python<'_>, name: &str, fields: Option<&Bound<'_, PyDict>>) -> PyResult<PyAction> {
        let json = py.import("json")?;
        let d = PyDict::new(py);
        if let Some(f) = fields {
            for (k, v) in f.iter() {
                // A Tile is written as its text.
                let v = if v.is_instance_of::<crate::hand::PyTile>() { v.str()?.into_any() } else { v };
                d.set_item(k, v)?;
            }
        }
        d.set_item("action", name)?;
        let text: String = json.call_method1("dumps", (d,))?.extract()?;
        let mut value: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| MahjongError::new_err(e.to_string()))?;
        // A call is given by its name, read by the core.
        if let Some(c) = value.get_mut("call") {
            let word = c.as_str().unwrap_or_default().to_owned();
            let call = crate::error::parse_name::<mahjong_core::rules::Call>(&word)
                .map_err(crate::error::name_error::<MahjongError>)?;
            *c = serde_json::to_value(call).map_err(|e| MahjongError::new_err(e.to_string()))?;
        }
        serde_json::from_value(value)
            .map(PyAction)
            .map_err(|e| MahjongError::new_err(format!("not an action: {} ({e})", crate::py_str(&text))))
    }

    /// The fields as plain Python data, with `action` the name.
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::to_py(py, &self.0)
    }

    fn __repr__(&self) -> PyResult<String> {
        let mut o = self.json()?;
        o.remove("action");
        if let Action::Call { call, .. } = self.0 {
            o.insert("call".to_owned(), serde_json::Value::String(call.name().to_owned()));
        }
        let mut s = format!("Action({}", crate::py_str(self.0.name()));
        for (k, v) in &o {
            s.push_str(&format!(", {k}={}", py_literal(v)));
        }
        s.push(')');
        Ok(s)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce_json(py, "SimAction", &self.0)
    }
);

/// The end of a hand: the winner (a seat 0–3, None for a wall game), who threw the winning tile,
/// how it came (`by`), the card hand's index (American), the value, the net payments by seat
/// (they sum to zero) and the dead hands.
#[pyclass(module = "mahjong_core.sim", name = "Outcome", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyOutcome(pub Outcome);

crate::record!(PyOutcome, |s| {
    /// The winning seat, or None.
    winner: Option<u8> = s.0.winner.map(Seat::index);
    /// The seat that threw the winning tile (a discard or a robbed kong), or None.
    discarder: Option<u8> = s.0.discarder.map(Seat::index);
    /// How the winning tile came (canonical name), or None.
    by: Option<&'static str> = s.0.by.map(|b| b.name());
    /// American: the winning hand's index in the card, or None.
    card_hand: Option<u32> = s.0.card_hand;
    /// American: the card value paid by each non-discarder; classical: the winner's score.
    value: u32 = s.0.value;
    /// True for a hand nobody won.
    wall_game: bool = s.0.wall_game();
    /// What the winner received in all.
    points_paid: i64 = s.0.points_paid();
};
    /// Net payments by seat.
    #[getter]
    fn nets(&self) -> (i64, i64, i64, i64) {
        let n = self.0.nets;
        (n[0], n[1], n[2], n[3])
    }
    /// Dead hands by seat (American).
    #[getter]
    fn dead(&self) -> (bool, bool, bool, bool) {
        let d = self.0.dead;
        (d[0], d[1], d[2], d[3])
    }
    /// The fields as plain Python data.
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::to_py(py, &self.0)
    }
    fn __repr__(&self) -> String {
        let o = &self.0;
        format!(
            "Outcome(winner={}, discarder={}, by={}, card_hand={}, value={}, nets=({}, {}, {}, {}), dead=({}, {}, {}, {}))",
            crate::py_opt(o.winner.map(Seat::index)),
            crate::py_opt(o.discarder.map(Seat::index)),
            o.by.map_or_else(|| "None".to_owned(), |b| crate::py_str(b.name())),
            crate::py_opt(o.card_hand),
            o.value,
            o.nets[0],
            o.nets[1],
            o.nets[2],
            o.nets[3],
            py_bool(o.dead[0]),
            py_bool(o.dead[1]),
            py_bool(o.dead[2]),
            py_bool(o.dead[3]),
        )
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce_json(py, "SimOutcome", &self.0)
    }
);

/// One card hand's figures in a `CardStats`: games won, the sums behind the mean tiles away at
/// the deal and after the Charleston, points paid; `win_rate(games)` and the `mean_*` give the
/// means.
#[pyclass(module = "mahjong_core.sim", name = "HandStats", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyHandStats(pub HandStats);

crate::record!(PyHandStats, |s| {
    section: &str = &s.0.section;
    number: u32 = s.0.number;
    value: u32 = s.0.value;
    concealed: bool = s.0.concealed;
    won: u64 = s.0.won;
    away_deal: u64 = s.0.away_deal;
    away_charleston: u64 = s.0.away_charleston;
    players: u64 = s.0.players;
    points: i64 = s.0.points;
    /// Mean tiles away at the deal.
    mean_away_deal: f64 = s.0.mean_away_deal();
    /// Mean tiles away after the Charleston.
    mean_away_charleston: f64 = s.0.mean_away_charleston();
    /// Mean points paid to the winner when this hand won.
    mean_points: f64 = s.0.mean_points();
};
    /// How often the hand won, per game of a run of `games`.
    fn win_rate(&self, games: u64) -> f64 {
        self.0.win_rate(games)
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::to_py(py, &self.0)
    }
    fn __hash__(&self) -> u64 {
        crate::hash_of(&(&self.0.section, self.0.number, self.0.won, self.0.away_deal, self.0.points))
    }
    fn __repr__(&self) -> String {
        hand_stats_repr(&self.0)
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce_json(py, "HandStats", &self.0)
    }
);

fn hand_stats_repr(h: &HandStats) -> String {
    format!(
        "HandStats(section={}, number={}, value={}, concealed={}, won={}, away_deal={}, away_charleston={}, players={}, points={})",
        crate::py_str(&h.section),
        h.number,
        h.value,
        py_bool(h.concealed),
        h.won,
        h.away_deal,
        h.away_charleston,
        h.players,
        h.points
    )
}

/// A card's statistics over a run of seeded games (see `card_stats`): games, wall games and one
/// `HandStats` per card hand, in card order. Every figure is a sum, so `merge` of the results of
/// two ranges of games gives exactly the result of the whole run.
#[pyclass(module = "mahjong_core.sim", name = "CardStats", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyCardStats(pub CardStats);

crate::record!(PyCardStats, |s| {
    /// The card's name.
    card: &str = &s.0.card;
    /// The run's seed.
    seed: u64 = s.0.seed;
    /// The bots' canonical name.
    bots: &'static str = s.0.bots.name();
    /// Games played.
    games: u64 = s.0.games;
    /// Games nobody won.
    wall_games: u64 = s.0.wall_games;
    /// Games nobody won, per game.
    wall_game_rate: f64 = s.0.wall_game_rate();
    /// Per card hand, in card order.
    hands: Vec<PyHandStats> = s.0.hands.iter().cloned().map(PyHandStats).collect();
};
    /// This result with `other`'s games added (the same card, seed and bots; else
    /// `MahjongError`).
    fn merge(&self, other: &PyCardStats) -> PyResult<PyCardStats> {
        let mut s = self.0.clone();
        s.merge(&other.0).map_err(|e| MahjongError::new_err(e.to_string()))?;
        Ok(PyCardStats(s))
    }
    /// An SVG bar chart, one bar per card hand (the share of games it won).
    fn to_svg(&self) -> String {
        self.0.to_svg()
    }
    /// The whole result as plain Python data (what `mahjong stats --json` prints under `stats`).
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::to_py(py, &self.0)
    }
    fn __hash__(&self) -> u64 {
        crate::hash_of(&(&self.0.card, self.0.seed, self.0.games, self.0.wall_games))
    }
    fn __repr__(&self) -> String {
        let s = &self.0;
        format!(
            "CardStats(card={}, seed={}, bots={}, games={}, wall_games={}, hands=[{}])",
            crate::py_str(&s.card),
            s.seed,
            crate::py_str(s.bots.name()),
            s.games,
            s.wall_games,
            s.hands.iter().map(hand_stats_repr).collect::<Vec<_>>().join(", ")
        )
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce_json(py, "CardStats", &self.0)
    }
);

/// One hand of mahjong driven from Python: `Game(variant='american', seed=7, card=Card.sample(),
/// players=[None, 'greedy', 'greedy', 'greedy'])`. Each entry of `players` is a bot name
/// (`random`, `greedy`, `advice`) that plays that seat, or None for a seat Python plays; without
/// `players` Python plays every seat. After each `step`, the bots play until a Python seat must
/// decide (`to_act`) or the hand is over (`outcome`). The bots of a seed are those of
/// `mahjong play --seed` for the same seed.
#[pyclass(module = "mahjong_core.sim", name = "Game")]
#[derive(Debug)]
pub struct PyGame {
    // Borrows the card held by `card` (see `new`); declared first so it is dropped first.
    game: Game<'static>,
    card: Option<Py<PyCard>>,
    bots: [Option<Bot>; 4],
    moves: Vec<Move>,
    legal: Actions,
}

impl PyGame {
    /// Lets the bots play until a Python seat must decide or the hand is over.
    fn advance(&mut self, py: Python<'_>) -> PyResult<()> {
        while let Some(seat) = self.game.to_act() {
            let Some(bot) = self.bots[seat.index() as usize].as_mut() else { break };
            self.game.legal_actions(&mut self.legal);
            let i = bot.choose(&self.game, self.legal.as_slice());
            let action = self.legal.as_slice()[i.min(self.legal.len().saturating_sub(1))];
            self.game.step_as(seat, action).map_err(|e| sim_error(py, e))?;
            self.moves.push(Move { seat, action });
        }
        Ok(())
    }

    fn seat_of(&self, py: Python<'_>, seat: Option<u8>) -> PyResult<Seat> {
        match seat {
            Some(s) => Seat::new(s).ok_or_else(|| MahjongError::new_err(format!("seat {s} is not a seat (0 to 3)"))),
            None => self
                .game
                .to_act()
                .ok_or_else(|| sim_error(py, SimError::NotInPhase { action: "observe", phase: "over" })),
        }
    }
}

fn counts<'py>(np: &Bound<'py, PyAny>, data: &[u8], shape: (usize, usize)) -> PyResult<Bound<'py, PyAny>> {
    let py = np.py();
    let a = np.call_method1("frombuffer", (PyBytes::new(py, data), np.getattr("uint8")?))?;
    let a = if shape.0 == 0 { a } else { a.call_method1("reshape", (shape.0, shape.1))? };
    a.call_method0("copy")
}

crate::record!(PyGame, |s| {
    /// The seed the hand was dealt from.
    seed: u64 = s.game.seed();
    /// The variant's canonical name.
    variant: &'static str = s.game.table().variant().name();
    /// The card (American), or None.
    card(py): Option<Py<PyCard>> = s.card.as_ref().map(|c| c.clone_ref(py));
    /// Per seat: the bot's name, or None for a seat Python plays.
    players: Vec<Option<&'static str>> = s.bots.iter().map(|b| b.as_ref().map(|b| b.kind().name())).collect();
    /// The phase's canonical name (`charleston`, `turn`, `claim`, …, `over`).
    phase: &'static str = s.game.phase().name();
    /// The seat whose decision it is; None once the hand is over.
    to_act: Option<u8> = s.game.to_act().map(Seat::index);
    /// True once the hand is over.
    done: bool = s.game.outcome().is_some();
    /// How the hand ended, or None while it goes on.
    outcome: Option<PyOutcome> = s.game.outcome().copied().map(PyOutcome);
    /// Actions taken so far (by bots and by Python).
    steps: u32 = s.game.steps();
    /// Tiles left in the live wall.
    wall_remaining: u16 = s.game.wall_remaining();
    /// Every action taken, in order, as `(seat, Action)`.
    moves: Vec<(u8, PyAction)> = s.moves.iter().map(|m| (m.seat.index(), PyAction(m.action))).collect();
};
    #[new]
    #[pyo3(signature = (*, seed, variant = None, players = None, card = None))]
    fn py_new(
        py: Python<'_>,
        seed: u64,
        variant: Option<&str>,
        players: Option<Vec<Option<String>>>,
        card: Option<Py<PyCard>>,
    ) -> PyResult<PyGame> {
        let table = match variant {
            None => Table::default(),
            Some(v) => {
                let v = crate::error::parse_name::<Variant>(v).map_err(crate::error::name_error::<MahjongError>)?;
                Table::new(v, Seat::ALL.len() as u32, HouseRules::LEAGUE)
                    .map_err(|e| MahjongError::new_err(e.to_string()))?
            }
        };
        let mut bots: [Option<Bot>; 4] = [None, None, None, None];
        if let Some(p) = players {
            if p.len() != Seat::ALL.len() {
                return Err(MahjongError::new_err(format!(
                    "players has {} entries: one per seat ({}), a bot name or None",
                    p.len(),
                    Seat::ALL.len()
                )));
            }
            for (i, name) in p.iter().enumerate() {
                if let Some(name) = name {
                    bots[i] = Some(Bot::seats(bot_kind(name)?, seed)[i].clone());
                }
            }
        }
        // SAFETY: the card lives in a frozen `PyCard` (never mutated, never moved: Python objects
        // do not move) that `card` keeps alive for as long as this game, which is dropped first.
        let card_ref: Option<&'static mahjong_core::american::Card> =
            card.as_ref().map(|c| unsafe { &*(c.get().card() as *const mahjong_core::american::Card) });
        let game = Game::new(table, card_ref, seed).map_err(|e| sim_error(py, e))?;
        let mut g = PyGame { game, card, bots, moves: Vec::new(), legal: Actions::new() };
        g.advance(py)?;
        Ok(g)
    }

    /// A seat's concealed hand.
    fn hand(&self, seat: u8) -> PyResult<crate::hand::PyHand> {
        let s = Seat::new(seat).ok_or_else(|| MahjongError::new_err(format!("seat {seat} is not a seat (0 to 3)")))?;
        Ok(crate::hand::PyHand::new(*self.game.hand(s)))
    }
    /// The legal actions of the decision now (empty once the hand is over), in the core's order.
    fn legal_actions(&mut self) -> Vec<PyAction> {
        self.game.legal_actions(&mut self.legal);
        self.legal.as_slice().iter().copied().map(PyAction).collect()
    }
    /// The action at `index` of the fixed action space for the decision now (a joker exchange's
    /// natural tile is read from the exposure), or None when the index names nothing here. Not
    /// every action it gives is legal: check it is in `legal_actions()`.
    fn action_from_index(&self, index: u16) -> Option<PyAction> {
        self.game.action_from_index(index).map(PyAction)
    }
    /// Takes `action` (an `Action`, or an index into `legal_actions()`) for the seat on turn,
    /// then lets the bots play; returns the outcome once the hand is over, else None. An action
    /// the rules refuse raises `SimulationError` and changes nothing.
    #[pyo3(signature = (action: "Action | int"))]
    fn step(&mut self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<Option<PyOutcome>> {
        let seat =
            self.game.to_act().ok_or_else(|| sim_error(py, SimError::NotInPhase { action: "step", phase: "over" }))?;
        let action = if let Ok(a) = action.cast::<PyAction>() {
            a.get().0
        } else {
            let i: usize = action.extract()?;
            self.game.legal_actions(&mut self.legal);
            *self.legal.as_slice().get(i).ok_or_else(|| {
                pyo3::exceptions::PyIndexError::new_err(format!(
                    "action {i} is out of range ({} legal actions)",
                    self.legal.len()
                ))
            })?
        };
        self.game.step_as(seat, action).map_err(|e| sim_error(py, e))?;
        self.moves.push(Move { seat, action });
        self.advance(py)?;
        Ok(self.outcome())
    }
    /// What `seat` (default: the seat on turn) sees, as numpy arrays of tile counts indexed by
    /// `Tile.index`: `own` (its concealed tiles), `exposed` and `discards` (one row per seat),
    /// `visible` (its own plus every exposure and discard); with `wall` (tiles left), `dead`
    /// (per seat), `seat`, `to_act` and `discard` (the tile open to calls, or None).
    #[pyo3(signature = (seat = None) -> "dict[str, typing.Any]")]
    fn observe<'py>(&self, py: Python<'py>, seat: Option<u8>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.seat_of(py, seat)?;
        let o = self.game.observe(s);
        let np = py.import("numpy")?;
        let d = PyDict::new(py);
        d.set_item("seat", s.index())?;
        d.set_item("to_act", o.to_act.map(Seat::index))?;
        d.set_item("phase", o.phase.name())?;
        d.set_item("own", counts(&np, &o.own, (0, 0))?)?;
        d.set_item("exposed", counts(&np, o.exposed.as_flattened(), (4, Tile::COUNT))?)?;
        d.set_item("discards", counts(&np, o.discards.as_flattened(), (4, Tile::COUNT))?)?;
        d.set_item("visible", counts(&np, &o.visible, (0, 0))?)?;
        d.set_item("wall", o.wall)?;
        let dead: Vec<u8> = o.dead.iter().map(|&b| u8::from(b)).collect();
        d.set_item("dead", counts(&np, &dead, (0, 0))?.call_method1("astype", (np.getattr("bool_")?,))?)?;
        d.set_item("discard", o.discard.map(crate::hand::PyTile))?;
        Ok(d)
    }
    /// The hand as a JSON Lines game log (what `mahjong play --log` writes; `mahjong replay`
    /// reads it).
    fn log(&self) -> String {
        mahjong_core::sim::log::write(&self.game, &self.moves)
    }
    /// An independent copy of the hand as it stands (its bots included): for search, step the
    /// copy and keep the original.
    fn __copy__(&self, py: Python<'_>) -> PyGame {
        PyGame {
            game: self.game.clone(),
            card: self.card.as_ref().map(|c| c.clone_ref(py)),
            bots: self.bots.clone(),
            moves: self.moves.clone(),
            legal: Actions::new(),
        }
    }
    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyGame {
        // The card is immutable and shared; everything else is copied.
        self.__copy__(py)
    }
    fn __repr__(&self) -> String {
        format!(
            "Game(seed={}, variant={}, players=[{}])",
            self.game.seed(),
            crate::py_str(self.game.table().variant().name()),
            self.bots
                .iter()
                .map(|b| b.as_ref().map_or_else(|| "None".to_owned(), |b| crate::py_str(b.kind().name())))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
);

fn card_of(card: &Bound<'_, PyCard>) -> &'static mahjong_core::american::Card {
    // SAFETY: as in `PyGame::py_new`; used only while `card` is borrowed by the caller.
    unsafe { &*(card.get().card() as *const mahjong_core::american::Card) }
}

/// Card statistics over `games` seeded games on this machine's threads (the GIL released):
/// game `i` is fixed by `(seed, i)`, so the result is the same for any `workers` (default: the
/// machine's cores, as `mahjong stats`).
#[pyfunction]
#[pyo3(signature = (card, *, games, seed, bots, workers = None))]
pub(crate) fn _card_stats(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    games: u64,
    seed: u64,
    bots: &str,
    workers: Option<usize>,
) -> PyResult<PyCardStats> {
    let kind = bot_kind(bots)?;
    let workers = match workers {
        Some(0) => return Err(MahjongError::new_err("workers 0: at least one worker")),
        Some(w) => w,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let c = card_of(card);
    let s = py.detach(|| card_stats(c, games, seed, kind, workers)).map_err(|e| sim_error(py, e))?;
    Ok(PyCardStats(s))
}

/// Card statistics over games `start..stop` of the run (`seed`, `bots`), on one thread with the
/// GIL released: the chunk a cluster worker plays. Merging the chunks of `0..games` gives the
/// result of the whole run.
#[pyfunction]
#[pyo3(signature = (card, *, seed, bots, start, stop))]
pub(crate) fn _card_stats_range(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    seed: u64,
    bots: &str,
    start: u64,
    stop: u64,
) -> PyResult<PyCardStats> {
    let kind = bot_kind(bots)?;
    if stop < start {
        return Err(MahjongError::new_err(format!("games {start}..{stop}: the range runs backwards")));
    }
    let c = card_of(card);
    let s = py.detach(|| card_stats_range(c, seed, kind, start..stop)).map_err(|e| sim_error(py, e))?;
    Ok(PyCardStats(s))
}

/// The core's bot names and buffer size, for the Python layer (which states none itself).
#[pyfunction]
pub(crate) fn _sim_constants() -> (Vec<&'static str>, usize, usize, usize) {
    (BotKind::ALL.iter().map(|k| k.name()).collect(), MAX_ACTIONS, Tile::COUNT, mahjong_core::sim::ACTION_SPACE)
}

pub(crate) fn restore(py: Python<'_>, kind: &str, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    Ok(match kind {
        "SimAction" => Py::new(py, PyAction(from_json(kind, state)?))?.into_any(),
        "SimOutcome" => Py::new(py, PyOutcome(from_json(kind, state)?))?.into_any(),
        "HandStats" => Py::new(py, PyHandStats(from_json(kind, state)?))?.into_any(),
        _ => Py::new(py, PyCardStats(from_json(kind, state)?))?.into_any(),
    })
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SimulationError", m.py().get_type::<SimulationError>())?;
    Ok(())
}
