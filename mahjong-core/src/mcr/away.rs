//! Tiles away and waits under the Chinese Official rules, form by form.

use super::forms::{self, Counts, HONORS, KNITTED, ORPHANS};
use super::{HandForm, McrError};
use crate::{Hand, MeldKind, Tile};

/// How far a 13-tile hand (kongs count 3) is from winning in each MCR form, in the riichi
/// shanten convention: `0` is ready (one tile wins), `n` is `n` tiles from ready. Each number
/// is the least count of tile exchanges, less one, that completes the form. The 8-point
/// minimum is not part of tiles away: a ready hand may still fall short of 8 points.
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// let a = mcr::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap()).unwrap();
/// assert_eq!(a.thirteen_orphans(), Some(0));
/// assert_eq!(a.seven_pairs(), Some(6));
/// assert_eq!(a.best(), 0);
/// // With a meld only the regular form and the Knitted Straight (one meld) remain.
/// let a = mcr::tiles_away(&Hand::parse("147m258p369s1z [111z]").unwrap()).unwrap();
/// assert_eq!((a.knitted_straight(), a.seven_pairs()), (Some(0), None));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct McrTilesAway {
    regular: i8,
    seven_pairs: Option<i8>,
    thirteen_orphans: Option<i8>,
    honors_and_knitted: Option<i8>,
    knitted_straight: Option<i8>,
    concealed: Counts,
    held: Counts,
    melds: u8,
}

impl McrTilesAway {
    /// Four sets and a pair.
    pub fn regular(&self) -> i8 {
        self.regular
    }
    /// Seven pairs (four of a face count as two pairs); `None` with melds.
    pub fn seven_pairs(&self) -> Option<i8> {
        self.seven_pairs
    }
    /// Thirteen Orphans; `None` with melds.
    pub fn thirteen_orphans(&self) -> Option<i8> {
        self.thirteen_orphans
    }
    /// Honors and Knitted Tiles (Lesser or Greater); `None` with melds.
    pub fn honors_and_knitted(&self) -> Option<i8> {
        self.honors_and_knitted
    }
    /// Knitted Straight with a set and a pair; `None` with more than one meld.
    pub fn knitted_straight(&self) -> Option<i8> {
        self.knitted_straight
    }

    /// The number of `form`, if the form is open to the hand.
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let a = mcr::tiles_away(&Hand::parse("1122m3344p5566s7z").unwrap()).unwrap();
    /// assert_eq!(a.form(mcr::HandForm::SevenPairs), Some(0));
    /// ```
    pub fn form(&self, form: HandForm) -> Option<i8> {
        match form {
            HandForm::Regular => Some(self.regular),
            HandForm::SevenPairs => self.seven_pairs,
            HandForm::ThirteenOrphans => self.thirteen_orphans,
            HandForm::HonorsAndKnittedTiles => self.honors_and_knitted,
            HandForm::KnittedStraight => self.knitted_straight,
        }
    }

    /// The least of the forms.
    pub fn best(&self) -> i8 {
        HandForm::ALL.into_iter().filter_map(|f| self.form(f)).min().unwrap_or(self.regular)
    }

    /// The tiles that bring `form` one closer when drawn (the best discard then made), as a bit
    /// mask over the 34 face indices; a face whose four copies the hand holds is left out. Empty
    /// when the form is not open to the hand.
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let a = mcr::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap()).unwrap();
    /// // Ready for Thirteen Orphans: any terminal or honour wins.
    /// assert_eq!(a.improving(mcr::HandForm::ThirteenOrphans).count_ones(), 13);
    /// ```
    pub fn improving(&self, form: HandForm) -> u64 {
        let Some(now) = self.form(form) else { return 0 };
        let mut c = self.concealed;
        let mut out = 0u64;
        for t in 0..34 {
            if self.held[t] >= 4 {
                continue;
            }
            c[t] += 1;
            if form_away(&c, self.melds as usize, form).is_some_and(|n| n < now) {
                out |= 1 << t;
            }
            c[t] -= 1;
        }
        out
    }

    /// The improving tiles of the best forms together (every form at [`best`](Self::best)).
    pub fn improving_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::in_mask(self.improving_best())
    }

    /// [`improving_tiles`](Self::improving_tiles) as a mask over the 34 face indices.
    fn improving_best(&self) -> u64 {
        let best = self.best();
        HandForm::ALL.into_iter().filter(|&f| self.form(f) == Some(best)).fold(0u64, |m, f| m | self.improving(f))
    }
}

#[cfg(feature = "serde")]
crate::ser::serialize_map! {
    /// `{"regular": 1, "seven_pairs": 6 | null, "thirteen_orphans", "honors_and_knitted_tiles",
    /// "knitted_straight", "best": 1, "improving": ["1m", …]}`: each form by its
    /// [`HandForm::name`] (null where melds close it), then [`best`](McrTilesAway::best) and
    /// the [`improving_tiles`](McrTilesAway::improving_tiles).
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let a = mcr::tiles_away(&Hand::parse("147m258p369s1z [111z]").unwrap()).unwrap();
    /// let v = serde_json::to_value(a).unwrap();
    /// assert_eq!((v["knitted_straight"].as_i64(), v["seven_pairs"].is_null()), (Some(0), true));
    /// assert_eq!((v["best"].as_i64(), v["improving"].as_array().map(Vec::len)), (Some(0), Some(0)));
    /// ```
    McrTilesAway, |a| {
        "regular" => &a.regular, "seven_pairs" => &a.seven_pairs, "thirteen_orphans" => &a.thirteen_orphans,
        "honors_and_knitted_tiles" => &a.honors_and_knitted, "knitted_straight" => &a.knitted_straight,
        "best" => &a.best(), "improving" => &crate::standard::serialize::MaskTiles(a.improving_best()),
    }
}

/// Seven pairs: six less the pairs held (four of a face are two).
fn seven_pairs_away(m: &Masks) -> i8 {
    6 - (m.two.count_ones() + m.four.count_ones()) as i8
}

/// Thirteen Orphans: thirteen less the different terminals and honours held, one less with a
/// pair among them.
fn orphans_away(m: &Masks) -> i8 {
    13 - (m.one & ORPHANS).count_ones() as i8 - (m.two & ORPHANS != 0) as i8
}

/// Honors and Knitted Tiles: thirteen less the most different tiles of one knitted sequence and
/// the honours.
fn honors_knitted_away(m: &Masks) -> i8 {
    let best = KNITTED.iter().map(|&k| (m.one & (k | HONORS)).count_ones()).max().unwrap_or(0);
    13 - best.min(14) as i8
}

/// Knitted Straight: the knitted tiles missing, plus how far the rest is from a set and a pair
/// (with `melds` melds, fewer sets).
fn knitted_away(m: &Masks, melds: usize) -> i8 {
    // The rest is at most 2 and at least -1 from a set and a pair, so only sequences missing
    // at most three more tiles than the fullest can be best.
    let fewest = KNITTED.iter().map(|&k| 9 - (m.one & k).count_ones() as i8).min().unwrap_or(9);
    let mut best = i8::MAX;
    for &k in &KNITTED {
        let missing = 9 - (m.one & k).count_ones() as i8;
        if missing > fewest + 3 || missing > best {
            continue;
        }
        let rest = m.less_one_of(k);
        let rest_away = if melds == 0 { rest.one_set_and_pair_away() } else { -((rest.two != 0) as i8) };
        best = best.min(missing + rest_away);
    }
    best
}

/// Counts as bit masks of the faces held at least once, twice, three and four times.
#[derive(Clone, Copy)]
struct Masks {
    one: u64,
    two: u64,
    three: u64,
    four: u64,
}

/// Whether two tiles of `m` in one suit are at most two apart (a partial chow).
fn near_pair(m: u64) -> bool {
    (0..3).any(|s| {
        let x = m >> (9 * s) & 0x1ff;
        x & (x >> 1 | x >> 2) != 0
    })
}

impl Masks {
    fn of(c: &Counts) -> Masks {
        // Eight counts at a time (each at most a few, so no byte carries): a byte reaches `k`
        // when adding 128 − k sets its high bit; the high bits are gathered into eight bits.
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        const GATHER: u64 = 0x0102_0408_1020_4080;
        let gather = |x: u64, k: u64| (((x + (128 - k) * ONES) & HIGH) >> 7).wrapping_mul(GATHER) >> 56;
        let mut m = Masks { one: 0, two: 0, three: 0, four: 0 };
        for j in 0..4 {
            let mut b = [0u8; 8];
            b.copy_from_slice(&c[j * 8..j * 8 + 8]);
            let x = u64::from_le_bytes(b);
            m.one |= gather(x, 1) << (8 * j);
            m.two |= gather(x, 2) << (8 * j);
            m.three |= gather(x, 3) << (8 * j);
            m.four |= gather(x, 4) << (8 * j);
        }
        for (i, &n) in c.iter().enumerate().skip(32) {
            let b = 1u64 << i;
            m.one |= if n >= 1 { b } else { 0 };
            m.two |= if n >= 2 { b } else { 0 };
            m.three |= if n >= 3 { b } else { 0 };
            m.four |= if n >= 4 { b } else { 0 };
        }
        m
    }

    /// The counts less one of each face in `k` that is held.
    fn less_one_of(&self, k: u64) -> Masks {
        Masks {
            one: self.one & !k | self.two & k,
            two: self.two & !k | self.three & k,
            three: self.three & !k | self.four & k,
            four: self.four & !k,
        }
    }

    /// How far from one set and a pair (extra tiles discarded): `2 − value`, the value being 3
    /// for a set and a pair apart, 2 for a set, or a pair and a partial set apart, 1 for a pair
    /// or a partial set, 0 otherwise (the riichi count for one set).
    fn one_set_and_pair_away(&self) -> i8 {
        let mut value = 0i8;
        // Pungs.
        let mut t = self.three;
        while t != 0 {
            let b = t & t.wrapping_neg();
            t &= t - 1;
            value = value.max(2 + (self.two & !b != 0) as i8);
        }
        // Chows.
        for s in 0..3 {
            let x = self.one >> (9 * s) & 0x1ff;
            let mut starts = x & x >> 1 & x >> 2;
            while starts != 0 {
                let j = starts.trailing_zeros();
                starts &= starts - 1;
                let three = 0b111u64 << (9 * s + j);
                let pair_left = self.two & !three != 0 || self.three & three != 0;
                value = value.max(2 + pair_left as i8);
            }
        }
        // A pair, and a partial set from the rest.
        let mut p = self.two;
        while p != 0 && value < 2 {
            let b = p & p.wrapping_neg();
            p &= p - 1;
            let one = if self.three & b != 0 { self.one } else { self.one & !b };
            let two = if self.four & b != 0 { self.two } else { self.two & !b };
            value = value.max(1 + (two != 0 || near_pair(one)) as i8);
        }
        if value == 0 && (self.two != 0 || near_pair(self.one)) {
            value = 1;
        }
        2 - value
    }
}

/// How far `c` is from `sets` sets and a pair (extra tiles discarded): the riichi count
/// `2·sets − 2·(sets made) − (partial sets) − (pair)`, with sets plus partial sets at most
/// `sets`, maximised over the ways of reading the tiles.
pub(crate) fn sets_away(c: &mut Counts, sets: usize) -> i8 {
    let mut best = 0i32;
    search(c, 0, sets as i32, 0, 0, false, &mut best);
    2 * sets as i8 - best as i8
}

fn search(c: &mut Counts, from: usize, need: i32, made: i32, part: i32, pair: bool, best: &mut i32) {
    let mut i = from;
    while i < 34 && c[i] == 0 {
        i += 1;
    }
    let value = 2 * made + part.min(need - made) + pair as i32;
    if value > *best {
        *best = value;
    }
    if i >= 34 {
        return;
    }
    let t = i as u8;
    // Sets.
    if made < need {
        if c[i] >= 3 {
            c[i] -= 3;
            search(c, i, need, made + 1, part, pair, best);
            c[i] += 3;
        }
        if forms::is_number(t) && forms::rank(t) <= 7 && c[i + 1] > 0 && c[i + 2] > 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            search(c, i, need, made + 1, part, pair, best);
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
    }
    // The pair.
    if !pair && c[i] >= 2 {
        c[i] -= 2;
        search(c, i, need, made, part, true, best);
        c[i] += 2;
    }
    // Partial sets.
    if made + part < need {
        if c[i] >= 2 {
            c[i] -= 2;
            search(c, i, need, made, part + 1, pair, best);
            c[i] += 2;
        }
        if forms::is_number(t) {
            for d in 1..=2usize {
                if forms::rank(t) as usize + d <= 9 && c[i + d] > 0 {
                    c[i] -= 1;
                    c[i + d] -= 1;
                    search(c, i, need, made, part + 1, pair, best);
                    c[i] += 1;
                    c[i + d] += 1;
                }
            }
        }
    }
    // Leave this tile.
    let n = c[i];
    c[i] = 0;
    search(c, i + 1, need, made, part, pair, best);
    c[i] = n;
}

fn regular_away(c: &Counts) -> i8 {
    match crate::standard::tiles_away_counts(c) {
        Ok(n) => n,
        // Not reached: the counts are checked (13 or 14 tiles less three per meld, at most
        // four of a face) before any form is asked.
        Err(_) => {
            let mut c = *c;
            let total: usize = c.iter().map(|&n| n as usize).sum();
            sets_away(&mut c, total / 3)
        }
    }
}

/// The number of `form` for counts `c` (13 or 14 tiles less three per meld).
fn form_away(c: &Counts, melds: usize, form: HandForm) -> Option<i8> {
    match form {
        HandForm::Regular => Some(regular_away(c)),
        _ => special_away(&Masks::of(c), melds, form),
    }
}

/// The number of a special form from the counts' masks.
fn special_away(m: &Masks, melds: usize, form: HandForm) -> Option<i8> {
    match form {
        HandForm::Regular => None,
        HandForm::SevenPairs => (melds == 0).then(|| seven_pairs_away(m)),
        HandForm::ThirteenOrphans => (melds == 0).then(|| orphans_away(m)),
        HandForm::HonorsAndKnittedTiles => (melds == 0).then(|| honors_knitted_away(m)),
        HandForm::KnittedStraight => (melds <= 1).then(|| knitted_away(m, melds)),
    }
}

/// Reads a hand one tile short of winning: its concealed counts, all counts, meld count.
fn read13(hand: &Hand) -> Result<(Counts, Counts, usize), McrError> {
    let mut concealed = [0u8; 34];
    let mut held = [0u8; 34];
    for &t in hand.concealed() {
        if !t.is_playing() {
            return Err(McrError::NotPlayed(t));
        }
        concealed[t.index() as usize] += 1;
        held[t.index() as usize] += 1;
    }
    for m in hand.melds() {
        if matches!(m.kind(), MeldKind::Quint | MeldKind::Sextet) {
            return Err(McrError::NotASet(m.kind().name()));
        }
        for &t in m.tiles() {
            if !t.is_playing() {
                return Err(McrError::NotPlayed(t));
            }
            held[t.index() as usize] += 1;
        }
    }
    if let Some(i) = held.iter().position(|&n| n > 4) {
        return Err(McrError::TooManyCopies { tile: Tile::from_index(i as u8).unwrap_or(Tile::BLANK), count: held[i] });
    }
    let count = hand.concealed().len() + 3 * hand.melds().len();
    if count != 13 {
        return Err(McrError::WrongTileCount { count: count.min(255) as u8, expected: 13 });
    }
    Ok((concealed, held, hand.melds().len()))
}

/// Tiles away in each MCR form of a hand one tile short of winning (13 tiles, kongs count 3).
///
/// ```
/// use mahjong_core::{Hand, mcr};
/// let a = mcr::tiles_away(&Hand::parse("147m258p369s1357z").unwrap()).unwrap();
/// assert_eq!(a.honors_and_knitted(), Some(0));
/// assert_eq!(a.knitted_straight(), Some(2));
/// ```
pub fn tiles_away(hand: &Hand) -> Result<McrTilesAway, McrError> {
    let (concealed, held, melds) = read13(hand)?;
    Ok(tiles_away_counts(&concealed, &held, melds))
}

pub(crate) fn tiles_away_counts(concealed: &Counts, held: &Counts, melds: usize) -> McrTilesAway {
    let m = Masks::of(concealed);
    McrTilesAway {
        regular: regular_away(concealed),
        seven_pairs: special_away(&m, melds, HandForm::SevenPairs),
        thirteen_orphans: special_away(&m, melds, HandForm::ThirteenOrphans),
        honors_and_knitted: special_away(&m, melds, HandForm::HonorsAndKnittedTiles),
        knitted_straight: special_away(&m, melds, HandForm::KnittedStraight),
        concealed: *concealed,
        held: *held,
        melds: melds as u8,
    }
}

/// The winning tiles of a hand one tile short, with the forms each completes.
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, HandForm}};
/// // 1122m 3344p 5566s 7z: seven pairs on the red dragon.
/// let w = mcr::waits(&Hand::parse("1122m3344p5566s7z").unwrap()).unwrap();
/// let red = "7z".parse().unwrap();
/// assert_eq!(w.tiles().collect::<Vec<_>>(), [red]);
/// assert_eq!(w.forms(red).collect::<Vec<_>>(), [HandForm::SevenPairs]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct McrWaits {
    tiles: u64,
    forms: [u8; 34],
}

impl McrWaits {
    /// Waits from their parts (the serde reader builds them so): `tiles` a mask over the 34
    /// faces, `forms[i]` the bits by [`HandForm`] of the forms face `i` completes. `None`
    /// unless every winning face, and only those, completes a form, and every bit names one.
    #[cfg(all(feature = "serde", feature = "alloc"))]
    pub(super) fn from_parts(tiles: u64, forms: [u8; 34]) -> Option<McrWaits> {
        let named = HandForm::ALL.iter().fold(0u8, |bits, &f| bits | 1 << f as u8);
        let wins = |i: usize| tiles >> i & 1 == 1;
        let fits = tiles >> 34 == 0 && forms.iter().enumerate().all(|(i, &f)| (f != 0) == wins(i) && f & !named == 0);
        fits.then_some(McrWaits { tiles, forms })
    }

    /// The winning tiles, in index order (a face whose four copies the hand holds is left out).
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::in_mask(self.tiles)
    }
    /// The winning tiles as a bit mask over the 34 face indices.
    pub fn mask(&self) -> u64 {
        self.tiles
    }
    /// The number of winning tiles.
    pub fn len(&self) -> usize {
        self.tiles.count_ones() as usize
    }
    /// Whether no tile wins.
    pub fn is_empty(&self) -> bool {
        self.tiles == 0
    }
    /// The forms `tile` completes (none if it does not win).
    pub fn forms(&self, tile: Tile) -> impl Iterator<Item = HandForm> + '_ {
        let bits = if tile.is_playing() { self.forms[tile.index() as usize] } else { 0 };
        HandForm::ALL.into_iter().filter(move |f| bits >> (*f as u8) & 1 == 1)
    }
}

/// Each waiting tile with the forms it completes (`None`), or the forms of one tile (`Some`).
#[cfg(feature = "serde")]
struct WaitForms<'a>(&'a McrWaits, Option<Tile>);

#[cfg(feature = "serde")]
impl serde::Serialize for WaitForms<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.1 {
            Some(t) => s.collect_seq(self.0.forms(t).map(HandForm::name)),
            None => s.collect_map(self.0.tiles().map(|t| (t, WaitForms(self.0, Some(t))))),
        }
    }
}

#[cfg(feature = "serde")]
crate::ser::serialize_map! {
    /// `{"tiles": ["1z", …], "forms": {"1z": ["knitted_straight"], …}}`: the winning tiles, and
    /// the forms each completes by [`HandForm::name`].
    ///
    /// ```
    /// use mahjong_core::{Hand, mcr};
    /// let w = mcr::waits(&Hand::parse("1122m3344p5566s7z").unwrap()).unwrap();
    /// let v = serde_json::to_value(w).unwrap();
    /// assert_eq!(v, serde_json::json!({"tiles": ["7z"], "forms": {"7z": ["seven_pairs"]}}));
    /// ```
    McrWaits, |w| {
        "tiles" => &crate::standard::serialize::MaskTiles(w.tiles),
        "forms" => &WaitForms(w, None),
    }
}

/// The forms the counts `c` (14 tiles less three per meld) complete, as bits by [`HandForm`].
pub(crate) fn forms_completed(c: &mut Counts, melds: usize) -> u8 {
    let total: usize = c.iter().map(|&n| n as usize).sum();
    let mut out = 0u8;
    if forms::regular_ok(c, 4 - melds, true) {
        out |= 1 << HandForm::Regular as u8;
    }
    if melds == 0 {
        if forms::is_seven_pairs(c, total) {
            out |= 1 << HandForm::SevenPairs as u8;
        }
        if forms::is_thirteen_orphans(c, total) {
            out |= 1 << HandForm::ThirteenOrphans as u8;
        }
        if forms::honors_and_knitted(c, total).is_some() {
            out |= 1 << HandForm::HonorsAndKnittedTiles as u8;
        }
    }
    if melds <= 1 {
        if let Some(k) = forms::knitted_in(c) {
            forms::remove_mask(c, k);
            if forms::regular_ok(c, 1 - melds, true) {
                out |= 1 << HandForm::KnittedStraight as u8;
            }
            forms::add_mask(c, k);
        }
    }
    out
}

/// The winning tiles of a hand one tile short of winning (13 tiles, kongs count 3), with the
/// forms each completes. The 8-point minimum is not checked.
pub fn waits(hand: &Hand) -> Result<McrWaits, McrError> {
    let (mut c, held, melds) = read13(hand)?;
    let mut w = McrWaits { tiles: 0, forms: [0; 34] };
    for t in 0..34 {
        if held[t] >= 4 {
            continue;
        }
        c[t] += 1;
        let f = forms_completed(&mut c, melds);
        c[t] -= 1;
        if f != 0 {
            w.tiles |= 1 << t;
            w.forms[t] = f;
        }
    }
    Ok(w)
}
