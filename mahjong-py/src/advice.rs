//! Advice results and arguments (`mahjong_core::american::advice`, `mahjong_core::standard::advice`):
//! the `Card` advice methods and the standard `discard_advice`.
use crate::american::PyNearest;
use crate::american::from_record;
use crate::error::{MahjongError, raise_as, with_attr};
use crate::hand::{PyTile, hand_arg, tile_arg};
use crate::rules::{RulesError, rules_args::Num};
use crate::standard::InvalidHandError;
use crate::text::Text;
use crate::{class, pickle::Restore, pyfns};
use mahjong_core::advice::{AdviceError as CoreAdviceError, CountReader, parse_visible};
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, PassAdvice};
use mahjong_core::args::Given;
use mahjong_core::rules::{CharlestonPass, args::charleston_pass, limits::DISCARD_CHOICES};
use mahjong_core::standard::advice::{StandardDiscard, discard_advice as core_discard_advice};
use mahjong_core::{Hand, Tile};
use pyo3::create_exception;
use pyo3::prelude::*;

create_exception!(mahjong_core, AdviceError, MahjongError, "Advice cannot be given; `.tile` names the tile.");

/// The core's refusal as `InvalidHandError` when it is about the hand (`is_about_hand`), else
/// `AdviceError`; `.tiles` or `.tile` set from the fields that carry them.
pub(crate) fn advice_error(py: Python<'_>, e: CoreAdviceError) -> PyErr {
    let err = if e.is_about_hand() { raise_as::<InvalidHandError>(&e) } else { raise_as::<AdviceError>(&e) };
    match e {
        CoreAdviceError::HandTiles { tiles, .. } => with_attr(py, err, "tiles", tiles),
        CoreAdviceError::Visible { tile, .. } | CoreAdviceError::NotInSet { tile } => {
            with_attr(py, err, "tile", tile.to_string())
        }
        _ => err,
    }
}

/// The visible tiles: None, a str of hand text (`advice::parse_visible`: "2026c NN J"), or an
/// iterable of `Tile`s or tile strings.
fn visible_arg(py: Python<'_>, obj: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<Tile>> {
    let Some(obj) = obj else { return Ok(Vec::new()) };
    let Ok(s) = obj.cast::<pyo3::types::PyString>() else {
        return obj.try_iter()?.map(|item| tile_arg(py, &item?)).collect();
    };
    parse_visible(&crate::text::decode(s, Some("visible"))?).map_err(|e| crate::error::parse_error(py, e))
}

/// A count read by the core's reader of it (`advice::k`, `advice::draws`); None when not given.
pub(crate) fn read_count(obj: Option<&Bound<'_, PyAny>>, read: CountReader) -> PyResult<Option<usize>> {
    obj.map(|o| o.extract::<Num>().and_then(|n| read(Given::Written(&n.1)).map_err(raise_as::<MahjongError>)))
        .transpose()
}

/// The Charleston pass numbered `n` in playing order, read as the rules functions read it (the
/// core's `rules::args::charleston_pass`): `RulesError` for a number that names no pass.
pub(crate) fn pass_arg(n: &Bound<'_, PyAny>) -> PyResult<CharlestonPass> {
    let n: Num = n.extract()?;
    charleston_pass(n.0, &n.1).map_err(raise_as::<RulesError>)
}

from_record!(
/// One line's odds (`mahjong_core::american::advice::LineOdds`).
PyLineOdds from |o: &LineOdds<'_>| {
    /// The committed odds of the line, exact, in [0, 1].
    probability: f64 = o.probability(),
    /// The odds times the line's printed value.
    expected_points: f64 = o.expected_points(),
    /// The form committed to.
    form: PyNearest = o.form().into(),
} as "LineOdds", |s| {} repr [probability, expected_points, form] own_dict to_dict pickle_record "LineOdds";);

from_record!(
/// One discard of a 14-tile hand (`mahjong_core::american::advice::DiscardAdvice`).
PyDiscardAdvice from |d: &DiscardAdvice<'_>| {
    /// The tile to discard.
    discard: PyTile = PyTile(d.discard()),
    /// The best lines after the discard, best first.
    lines: Vec<PyLineOdds> = d.lines().iter().map(PyLineOdds::from).collect(),
    /// The best line's odds (0 when no line has a chance).
    probability: f64 = d.probability(),
    /// The best line's odds times its value.
    expected_points: f64 = d.expected_points(),
} as "DiscardAdvice", |s| {}
    repr [discard, probability, expected_points] own_dict to_dict pickle_record "DiscardAdvice";);

from_record!(
/// One choice of tiles to pass in the Charleston (`mahjong_core::american::advice::PassAdvice`).
PyPassAdvice from |a: &PassAdvice<'_>| {
    /// The tiles to pass from the hand (never a joker).
    tiles: Vec<PyTile> = a.tiles().iter().copied().map(PyTile).collect(),
    /// Tiles passed blind.
    blind: usize = a.blind(),
    /// The best line of the tiles kept, or None.
    best: Option<PyLineOdds> = a.best().map(PyLineOdds::from),
    /// The best line's odds (0 when no line has a chance).
    probability: f64 = a.probability(),
} as "PassAdvice", |s| {} repr [tiles, blind, probability] own_dict to_dict pickle_record "PassAdvice";);

class!(
/// One discard of a standard 14-tile hand (`mahjong_core::standard::advice::StandardDiscard`).
PyStandardDiscard(StandardDiscard) in "mahjong_core" as "StandardDiscard" [Hash] [hash], |s| {
    /// The tile to discard.
    discard: PyTile = PyTile(s.0.discard());
    /// Tiles away after the discard (0 is calling, -1 complete).
    tiles_away: i8 = s.0.tiles_away();
    /// The tiles whose draw brings tiles away down.
    improving: Vec<PyTile> = s.0.improving_tiles().map(PyTile).collect();
    /// Unseen copies of the improving tiles.
    improving_copies: u32 = s.0.improving_copies();
    /// Tiles in the unseen pool.
    pool: u32 = s.0.pool();
    /// The chance that the next draw improves the hand.
    chance: f64 = s.0.chance();
} repr [discard, tiles_away, improving_copies, pool, chance] to_dict |s| (s.0);
    /// Unseen copies of a tile.
    fn unseen(&self, tile: crate::hand::TileArg) -> u8 {
        self.0.unseen(tile.0)
    }

    // Pickled as the parts `StandardDiscard::from_parts` takes (its serde form leaves some out).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<crate::pickle::Reduced<'py>> {
        let (d, unseen) = (self.0, Tile::all().take(Tile::PLAYING).map(|t| self.0.unseen(t)).collect::<Vec<_>>());
        crate::pickle::reduce(py, Self::KIND, (PyTile(d.discard()), d.tiles_away(), d.improving(), unseen))
    }
);

crate::pickle::restore!(PyStandardDiscard, "StandardDiscard", |py, state| {
    let (t, away, improving, unseen): (crate::hand::TileArg, i8, u64, [u8; Tile::PLAYING]) = state.extract()?;
    let d = StandardDiscard::from_parts(t.0, away, improving, unseen);
    PyStandardDiscard(d.ok_or_else(|| crate::pickle::bad(Self::KIND, "the parts make no discard"))?)
});

impl From<&StandardDiscard> for PyStandardDiscard {
    fn from(d: &StandardDiscard) -> PyStandardDiscard {
        PyStandardDiscard(*d)
    }
}

/// The hand, the visible tiles and the draws of an advice call.
pub(crate) fn inputs(
    py: Python<'_>, hand: &Bound<'_, PyAny>, visible: Option<&Bound<'_, PyAny>>, draws: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Hand, Vec<Tile>, Option<usize>)> {
    Ok((hand_arg(py, hand)?, visible_arg(py, visible)?, read_count(draws, mahjong_core::advice::draws)?))
}

/// The entries `f` writes into `len` empty ones, without the GIL, as records.
pub(crate) fn advised<T: Copy + Send, P: for<'a> From<&'a T>>(
    py: Python<'_>, empty: T, len: usize, f: impl FnOnce(&mut [T]) -> Result<usize, CoreAdviceError> + Send,
) -> PyResult<Vec<P>> {
    let mut buf = vec![empty; len];
    let n = py.detach(|| f(&mut buf)).map_err(|e| advice_error(py, e))?;
    Ok(buf[..n].iter().map(P::from).collect())
}

pyfns! {
/// Standard discard advice for a hand of 14 tiles in sets under `rules` (the core's
/// `standard::advice::discard_advice`): one entry per distinct tile, fewest tiles away first, then
/// most improving copies; `visible`: tiles seen outside the hand.
#[pyo3(
    signature = (hand: "Hand | str", rules = crate::standard::default_rules(), visible: "str | typing.Iterable[Tile | str] | None" = None),
    text_signature = "(hand, rules = 'classical', visible = None)"
)]
fn discard_advice(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text, visible: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyStandardDiscard>> = {
    let (h, r, visible) = (hand_arg(py, hand)?, crate::standard::profile(&rules)?, visible_arg(py, visible)?);
    advised(py, StandardDiscard::EMPTY, DISCARD_CHOICES, |buf| core_discard_advice(&h, r, &visible, buf))
};
}
