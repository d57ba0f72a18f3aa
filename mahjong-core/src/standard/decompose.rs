//! Decompositions of a hand into four sets and a pair.

use super::{RuleProfile, View};
use crate::{MeldKind, MeldStatus, Tile};

/// The shape of a set in a decomposition.
///
/// ```
/// use mahjong_core::standard::SetKind;
/// assert_eq!(SetKind::Chow.name(), "chow");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SetKind {
    /// Three consecutive numbers of one suit.
    Chow = 0,
    /// Three identical tiles.
    Pung = 1,
    /// Four identical tiles, declared (counts as one set).
    Kong = 2,
}

crate::name::names! {
    SetKind, "set kind",
    [
        Chow = "chow",
        Pung = "pung",
        Kong = "kong",
    ]
}

impl SetKind {}

/// One set of a decomposition: its shape, its tile (the lowest of a chow), and where it is: in
/// the concealed tiles, or a meld with its status.
///
/// ```
/// use mahjong_core::{Hand, standard::{decompose, RuleProfile, SetKind}};
/// let hand = Hand::parse("123m456p789s11z [555z]").unwrap();
/// let mut first = None;
/// decompose(&hand, RuleProfile::Classical, |d| first = Some(*d)).unwrap();
/// let set = first.unwrap().sets()[0];
/// assert_eq!((set.kind(), set.tile().to_string(), set.is_concealed()), (SetKind::Pung, "5z".to_string(), false));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StandardSet {
    kind: SetKind,
    tile: Tile,
    /// 0xFF for concealed tiles, else the meld status as u8.
    meld: u8,
}

impl StandardSet {
    pub(crate) const fn new(kind: SetKind, tile: Tile, meld: Option<MeldStatus>) -> StandardSet {
        let meld = match meld {
            None => 0xFF,
            Some(s) => s as u8,
        };
        StandardSet { kind, tile, meld }
    }

    /// A set from its parts, as [`StandardSet::kind`], [`StandardSet::tile`] and
    /// [`StandardSet::meld_status`] report them (to rebuild a saved set): `None` when they make
    /// no set (a chow not starting at a suit's 1 to 7, a set of a tile that is not played in
    /// sets, a chow or pung held as a concealed or added kong).
    ///
    /// ```
    /// use mahjong_core::standard::{SetKind, StandardSet};
    /// use mahjong_core::Tile;
    /// let t = |s: &str| s.parse::<Tile>().unwrap();
    /// assert_eq!(StandardSet::from_parts(SetKind::Chow, t("7m"), None).unwrap().tiles().len(), 3);
    /// assert!(StandardSet::from_parts(SetKind::Chow, t("8m"), None).is_none());
    /// assert!(StandardSet::from_parts(SetKind::Pung, t("0j"), None).is_none());
    /// ```
    pub fn from_parts(kind: SetKind, tile: Tile, meld: Option<MeldStatus>) -> Option<StandardSet> {
        if !tile.is_playing() {
            return None;
        }
        let fits = match kind {
            SetKind::Chow => tile.number().is_some_and(|n| n <= 7) && matches!(meld, None | Some(MeldStatus::Exposed)),
            SetKind::Pung => matches!(meld, None | Some(MeldStatus::Exposed)),
            SetKind::Kong => meld.is_some(),
        };
        fits.then(|| StandardSet::new(kind, tile, meld))
    }

    /// Chow, pung or kong.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("111m222p333s44z [789m]").unwrap();
    /// let mut kinds = vec![];
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| kinds.push(d.sets()[0].kind())).unwrap();
    /// assert_eq!(kinds, [mahjong_core::standard::SetKind::Chow]);
    /// ```
    pub const fn kind(&self) -> SetKind {
        self.kind
    }

    /// The set's tile: the repeated tile of a pung or kong, the lowest tile of a chow.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("111m222p333s44z [789m]").unwrap();
    /// let mut t = vec![];
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| t.push(d.sets()[0].tile().to_string())).unwrap();
    /// assert_eq!(t, ["7m"]);
    /// ```
    pub const fn tile(&self) -> Tile {
        self.tile
    }

    /// The meld's status when the set is a meld; `None` when it is made of concealed tiles.
    ///
    /// ```
    /// use mahjong_core::{Hand, MeldStatus, standard::decompose};
    /// let h = Hand::parse("111m222p333s44z (7777m)").unwrap();
    /// let mut s = vec![];
    /// decompose(&h, Default::default(), |d| s.push(d.sets()[0].meld_status())).unwrap();
    /// assert_eq!(s, [Some(MeldStatus::Concealed)]);
    /// ```
    pub const fn meld_status(&self) -> Option<MeldStatus> {
        match self.meld {
            0 => Some(MeldStatus::Exposed),
            1 => Some(MeldStatus::Concealed),
            2 => Some(MeldStatus::Added),
            _ => None,
        }
    }

    /// True when the set is held concealed: concealed tiles, or a concealed kong.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("111m222p333s44z [7777m+]").unwrap();
    /// let mut c = vec![];
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| c.push(d.sets()[0].is_concealed())).unwrap();
    /// assert_eq!(c, [false]);
    /// ```
    pub const fn is_concealed(&self) -> bool {
        self.meld == 0xFF || self.meld == MeldStatus::Concealed as u8
    }

    /// The set's tiles: 3, or 4 for a kong.
    ///
    /// ```
    /// use mahjong_core::standard::{SetKind, StandardSet};
    /// # let h = mahjong_core::Hand::parse("123m222p333s44z [789m]").unwrap();
    /// # let mut sets = vec![];
    /// # mahjong_core::standard::decompose(&h, Default::default(), |d| sets.push(d.sets()[1])).unwrap();
    /// let set: StandardSet = sets[0];
    /// let names: Vec<String> = set.tiles().iter().map(|t| t.to_string()).collect();
    /// assert_eq!(names, ["1m", "2m", "3m"]);
    /// ```
    pub fn tiles(&self) -> &'static [Tile] {
        let i = self.tile.index() as usize;
        match self.kind {
            SetKind::Chow => &SEQUENCE[i..i + 3],
            SetKind::Pung => &REPEATS[i * 4..i * 4 + 3],
            SetKind::Kong => &REPEATS[i * 4..i * 4 + 4],
        }
    }
}

static SEQUENCE: [Tile; 36] = {
    let mut a = [Tile::BLANK; 36];
    let mut i = 0;
    while i < 34 {
        a[i] = match Tile::from_index(i as u8) {
            Some(t) => t,
            None => Tile::BLANK,
        };
        i += 1;
    }
    a
};

static REPEATS: [Tile; 136] = {
    let mut a = [Tile::BLANK; 136];
    let mut i = 0;
    while i < 136 {
        a[i] = match Tile::from_index((i / 4) as u8) {
            Some(t) => t,
            None => Tile::BLANK,
        };
        i += 1;
    }
    a
};

/// One way to read a 14-tile hand as four sets and a pair. Melds come first, in the hand's
/// order, then the sets of concealed tiles in ascending tile order.
///
/// ```
/// use mahjong_core::{Hand, standard::{decompose, RuleProfile}};
/// let hand = Hand::parse("111222333m789p55s").unwrap();
/// let mut pairs = vec![];
/// let n = decompose(&hand, RuleProfile::Classical, |d| pairs.push((d.pair().to_string(), d.chows()))).unwrap();
/// assert_eq!(n, 2);
/// assert_eq!(pairs, [("5s".to_string(), 1), ("5s".to_string(), 4)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decomposition {
    sets: [StandardSet; 4],
    pair: Tile,
}

impl Decomposition {
    pub(crate) const fn new(sets: [StandardSet; 4], pair: Tile) -> Decomposition {
        Decomposition { sets, pair }
    }

    /// A decomposition from its four sets and its pair's tile (to rebuild a saved one); `None`
    /// when the pair's tile is not played in sets.
    ///
    /// ```
    /// use mahjong_core::standard::{decompose_counts, Decomposition};
    /// let mut c = [0u8; 34];
    /// for i in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] { c[i] += 1; }
    /// c[20] = 2;
    /// let mut found = vec![];
    /// decompose_counts(&c, |d| found.push(*d)).unwrap();
    /// let d = found[0];
    /// assert_eq!(Decomposition::from_parts(*d.sets(), d.pair()), Some(d));
    /// ```
    pub fn from_parts(sets: [StandardSet; 4], pair: Tile) -> Option<Decomposition> {
        pair.is_playing().then_some(Decomposition { sets, pair })
    }

    /// The four sets.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("123456789m11122z").unwrap();
    /// let mut n = 0;
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| n = d.sets().len()).unwrap();
    /// assert_eq!(n, 4);
    /// ```
    pub const fn sets(&self) -> &[StandardSet; 4] {
        &self.sets
    }

    /// The pair's tile.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("123456789m11122z").unwrap();
    /// let mut p = None;
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| p = Some(d.pair())).unwrap();
    /// assert_eq!(p.unwrap().to_string(), "2z");
    /// ```
    pub const fn pair(&self) -> Tile {
        self.pair
    }

    /// Number of chows.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("123456789m11122z").unwrap();
    /// let mut c = 0;
    /// mahjong_core::standard::decompose(&h, Default::default(), |d| c = d.chows()).unwrap();
    /// assert_eq!(c, 3);
    /// ```
    pub fn chows(&self) -> usize {
        self.sets.iter().filter(|s| s.kind == SetKind::Chow).count()
    }
}

/// Search state over concealed counts (canonical: at the lowest tile left, choose whether it
/// holds the pair and a pung; the rest of its copies must start chows).
pub(crate) struct Search<'a, F: FnMut(&Decomposition) -> bool> {
    pub c: [u8; 34],
    pub d: Decomposition,
    pub n_sets: usize,
    pub has_pair: bool,
    pub chows_left: u8,
    pub count: usize,
    pub stop: bool,
    pub f: &'a mut F,
}

impl<F: FnMut(&Decomposition) -> bool> Search<'_, F> {
    pub(crate) fn run(&mut self, from: usize) {
        let mut i = from;
        while i < 34 && self.c[i] == 0 {
            i += 1;
        }
        if i == 34 {
            if self.n_sets == 4 && self.has_pair {
                self.count += 1;
                if !(self.f)(&self.d) {
                    self.stop = true;
                }
            }
            return;
        }
        let n = self.c[i];
        let tile = SEQUENCE[i];
        let chowable = i < 27 && i % 9 <= 6;
        for pair in [true, false] {
            if pair && (self.has_pair || n < 2) {
                continue;
            }
            for pung in [true, false] {
                let used = 2 * pair as u8 + 3 * pung as u8;
                if used > n {
                    continue;
                }
                let r = n - used;
                if r > 0 && (!chowable || self.c[i + 1] < r || self.c[i + 2] < r || r > self.chows_left) {
                    continue;
                }
                if self.n_sets + pung as usize + r as usize > 4 {
                    continue;
                }
                let saved = self.n_sets;
                if pair {
                    self.has_pair = true;
                    self.d.pair = tile;
                }
                if pung {
                    self.d.sets[self.n_sets] = StandardSet::new(SetKind::Pung, tile, None);
                    self.n_sets += 1;
                }
                for _ in 0..r {
                    self.d.sets[self.n_sets] = StandardSet::new(SetKind::Chow, tile, None);
                    self.n_sets += 1;
                }
                self.c[i] = 0;
                if r > 0 {
                    self.c[i + 1] -= r;
                    self.c[i + 2] -= r;
                }
                self.chows_left -= r;
                self.run(i + 1);
                self.chows_left += r;
                if r > 0 {
                    self.c[i + 1] += r;
                    self.c[i + 2] += r;
                }
                self.c[i] = n;
                self.n_sets = saved;
                if pair {
                    self.has_pair = false;
                }
                if self.stop {
                    return;
                }
            }
        }
    }
}

/// Runs the search over a view's concealed tiles with its melds placed first; `f` returns
/// `false` to stop. Returns the number of decompositions visited.
pub(crate) fn search_view<F: FnMut(&Decomposition) -> bool>(v: &View, rules: RuleProfile, f: &mut F) -> usize {
    let limit = rules.max_chows();
    if v.meld_chows > limit {
        return 0;
    }
    let mut d = Decomposition { sets: [StandardSet::new(SetKind::Pung, Tile::BLANK, None); 4], pair: Tile::BLANK };
    for (k, m) in v.melds[..v.n_melds as usize].iter().enumerate() {
        d.sets[k] = *m;
    }
    let mut s = Search {
        c: v.conc,
        d,
        n_sets: v.n_melds as usize,
        has_pair: false,
        chows_left: limit - v.meld_chows,
        count: 0,
        stop: false,
        f,
    };
    s.run(0);
    s.count
}

/// Maps a meld of the hand to a set; `None` for quints and sextets (not standard sets).
pub(crate) fn meld_set(kind: MeldKind, tile: Tile, status: MeldStatus) -> Option<StandardSet> {
    let k = match kind {
        MeldKind::Chow => SetKind::Chow,
        MeldKind::Pung => SetKind::Pung,
        MeldKind::Kong => SetKind::Kong,
        _ => return None,
    };
    Some(StandardSet::new(k, tile, Some(status)))
}
