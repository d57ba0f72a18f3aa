//! Matching a hand against a compiled card, and the nearest lines. Nothing here allocates.

// The hot loops index fixed-size arrays in lockstep so that they compile to vector code.
#![allow(clippy::needless_range_loop)]

use super::card::{Card, HandSpec, LineEntry};
use super::forms::{Concrete, OTHER, P, V, concretize, decode_combo, index_of, profile, tile_of};
use super::line::{LINE_TILES, Line, MAX_GROUPS};
use crate::{Hand, MeldKind, MeldStatus, Suit, Tile};

/// A hand folded into count vectors.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HandVec {
    /// Concealed naturals per tile.
    pub(crate) hc: [u8; V],
    /// Exposed tiles per tile (whole exposures, jokers included).
    pub(crate) x: [u8; V],
    /// `hc + x`.
    pub(crate) e: [u8; V],
    /// Suit-free profiles of `hc` and `e`.
    pub(crate) lo: [u8; P],
    pub(crate) hi: [u8; P],
    /// Concealed jokers.
    pub(crate) jc: u8,
    /// All jokers.
    pub(crate) jokers: u8,
    pub(crate) total: usize,
    /// Exposures: (tile index, size, jokers).
    pub(crate) expo: [(u8, u8, u8); 4],
    pub(crate) n_expo: u8,
    /// An exposed chow: no American line takes it.
    pub(crate) chow: bool,
}

impl HandVec {
    pub(crate) fn new(hand: &Hand) -> HandVec {
        let mut hv = HandVec {
            hc: [0; V],
            x: [0; V],
            e: [0; V],
            lo: [0; P],
            hi: [0; P],
            jc: 0,
            jokers: 0,
            total: 0,
            expo: [(0, 0, 0); 4],
            n_expo: 0,
            chow: false,
        };
        let concealed = hand.concealed().iter().chain(hand.bonus());
        let kongs = hand.melds().iter().filter(|m| m.status() == MeldStatus::Concealed).flat_map(|m| m.tiles());
        for &t in concealed.chain(kongs) {
            hv.total += 1;
            match index_of(t) {
                Some(i) => hv.hc[i] = hv.hc[i].saturating_add(1),
                None => hv.jc = hv.jc.saturating_add(1),
            }
        }
        hv.jokers = hv.jc;
        for m in hand.melds().iter().filter(|m| m.status() != MeldStatus::Concealed) {
            let size = m.tiles().len() as u8;
            hv.total += size as usize;
            hv.jokers = hv.jokers.saturating_add(m.jokers() as u8);
            if m.kind() == MeldKind::Chow {
                hv.chow = true;
                continue;
            }
            let i = index_of(m.tile()).unwrap_or(OTHER);
            hv.x[i] = hv.x[i].saturating_add(size);
            if (hv.n_expo as usize) < hv.expo.len() {
                hv.expo[hv.n_expo as usize] = (i as u8, size, m.jokers() as u8);
                hv.n_expo += 1;
            }
        }
        for i in 0..V {
            hv.e[i] = hv.hc[i].saturating_add(hv.x[i]);
        }
        hv.lo = profile(&hv.hc);
        hv.hi = profile(&hv.e);
        hv
    }

    pub(crate) fn exposures(&self) -> &[(u8, u8, u8)] {
        &self.expo[..self.n_expo as usize]
    }

    /// The hand less one concealed tile (`None`: a joker); the caller checks the hand holds it.
    pub(crate) fn without(&self, i: Option<usize>) -> HandVec {
        let mut hv = *self;
        match i {
            Some(i) => {
                hv.hc[i] -= 1;
                hv.e[i] -= 1;
                hv.lo = profile(&hv.hc);
                hv.hi = profile(&hv.e);
            }
            None => {
                hv.jc -= 1;
                hv.jokers -= 1;
            }
        }
        hv.total -= 1;
        hv
    }
}

/// Necessary condition from the suit-free profiles.
#[inline]
fn profile_fits(hv: &HandVec, nat: &[u8; P], slots: &[u8; P]) -> bool {
    let mut bad = 0u8;
    for k in 0..P {
        bad |= nat[k].saturating_sub(hv.lo[k]) | hv.hi[k].saturating_sub(slots[k]);
    }
    bad == 0
}

/// Every tile's concealed naturals at least the naturals required, and concealed plus exposed
/// tiles at most the slots.
#[inline]
fn fits(hv: &HandVec, nat: &[u8; V], slots: &[u8; V]) -> bool {
    let mut bad = 0u8;
    for i in 0..V {
        bad |= nat[i].saturating_sub(hv.hc[i]) | hv.e[i].saturating_sub(slots[i]);
    }
    bad == 0
}

/// Tiles of the hand that fit the form (naturals in their slots, concealed jokers in the
/// joker-eligible slots left), assuming the exposures are consistent with it.
#[inline]
pub(crate) fn fit(hv: &HandVec, nat: &[u8; V], slots: &[u8; V]) -> u8 {
    let mut s = 0u8;
    let mut m = 0u8;
    for i in 0..V {
        let a = hv.e[i].min(slots[i]);
        s = s.wrapping_add(a);
        m = m.wrapping_add(a.max(nat[i].wrapping_add(hv.x[i])));
    }
    s.wrapping_add(hv.jc.min(14u8.saturating_sub(m))).min(14)
}

/// Upper bound of [`fit`] over the forms of a block or line, from profiles.
#[inline]
fn fit_bound(hv: &HandVec, slots: &[u8; P]) -> u8 {
    let mut s = 0u8;
    for k in 0..P {
        s = s.wrapping_add(hv.hi[k].min(slots[k]));
    }
    s.saturating_add(hv.jc).min(14)
}

/// The shape of a group in a match.
///
/// ```
/// use mahjong_core::american::GroupKind;
/// assert_eq!(GroupKind::Quint.name(), "quint");
/// assert_eq!(GroupKind::from_name("singles"), Some(GroupKind::Singles));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum GroupKind {
    /// One tile.
    #[default]
    Single = 1,
    /// Two identical tiles (naturals only).
    Pair = 2,
    /// Three identical tiles.
    Pung = 3,
    /// Four identical tiles.
    Kong = 4,
    /// Five identical tiles.
    Quint = 5,
    /// Six identical tiles.
    Sextet = 6,
    /// Different tiles written as one group (`2026a`, `NEWS`): that many singles, naturals only.
    Singles = 7,
}

impl GroupKind {
    /// All kinds.
    pub const ALL: [GroupKind; 7] = [
        GroupKind::Single,
        GroupKind::Pair,
        GroupKind::Pung,
        GroupKind::Kong,
        GroupKind::Quint,
        GroupKind::Sextet,
        GroupKind::Singles,
    ];

    /// Lower-case rule-book name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::GroupKind::Sextet.name(), "sextet");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            GroupKind::Single => "single",
            GroupKind::Pair => "pair",
            GroupKind::Pung => "pung",
            GroupKind::Kong => "kong",
            GroupKind::Quint => "quint",
            GroupKind::Sextet => "sextet",
            GroupKind::Singles => "singles",
        }
    }

    /// Parses a [`GroupKind::name`].
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::GroupKind::from_name("pung"), Some(mahjong_core::american::GroupKind::Pung));
    /// ```
    pub fn from_name(s: &str) -> Option<GroupKind> {
        GroupKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// True for pungs, kongs, quints and sextets: the groups a joker may stand in.
    ///
    /// ```
    /// assert!(!mahjong_core::american::GroupKind::Pair.joker_eligible());
    /// ```
    pub const fn joker_eligible(self) -> bool {
        matches!(self, GroupKind::Pung | GroupKind::Kong | GroupKind::Quint | GroupKind::Sextet)
    }

    fn of(c: &Concrete) -> GroupKind {
        match (c.set, c.len) {
            (true, 1) => GroupKind::Single,
            (true, 2) => GroupKind::Pair,
            (true, 3) => GroupKind::Pung,
            (true, 4) => GroupKind::Kong,
            (true, 5) => GroupKind::Quint,
            (true, 6) => GroupKind::Sextet,
            _ => GroupKind::Singles,
        }
    }
}

/// One group of a matched line: its shape, tile, where its tiles are in [`Match::tiles`], the
/// jokers standing in it and whether it was exposed.
///
/// ```
/// use mahjong_core::{Hand, american::{Card, GroupKind}};
/// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
/// let g = m.groups()[3];
/// assert_eq!((g.kind(), g.jokers(), g.exposed()), (GroupKind::Kong, 1, false));
/// assert_eq!(g.tile().to_string(), "2z");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupMatch {
    kind: GroupKind,
    tile: Tile,
    start: u8,
    len: u8,
    jokers: u8,
    exposed: bool,
}

impl Default for GroupMatch {
    fn default() -> GroupMatch {
        GroupMatch { kind: GroupKind::Single, tile: Tile::BLANK, start: 0, len: 0, jokers: 0, exposed: false }
    }
}

impl GroupMatch {
    /// The group's shape.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, GroupKind}};
    /// let m = Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap();
    /// assert_eq!(m.groups()[2].kind(), GroupKind::Singles);
    /// ```
    pub fn kind(&self) -> GroupKind {
        self.kind
    }

    /// The tile of a set (for a group of singles, its first tile).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap();
    /// assert_eq!(m.groups()[2].tile().to_string(), "1s");
    /// ```
    pub fn tile(&self) -> Tile {
        self.tile
    }

    /// Tiles in the group.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap();
    /// assert_eq!(m.groups()[2].len(), 9);
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Jokers standing in the group.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    /// assert_eq!(m.groups()[0].jokers(), 0);
    /// ```
    pub fn jokers(&self) -> usize {
        self.jokers as usize
    }

    /// True when the group is one of the hand's exposures.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("[NNNN] EEE WWW SSSJ").unwrap()).unwrap();
    /// assert!(m.groups()[0].exposed());
    /// ```
    pub fn exposed(&self) -> bool {
        self.exposed
    }
}

/// A line the hand matches, with the concrete form and where every tile and joker stands.
///
/// ```
/// use mahjong_core::{Hand, Suit, american::Card};
/// let hand = Hand::parse("FFF 22b 44b 666c J888d").unwrap();
/// let m = Card::sample().matches(&hand).find(|m| m.section() == "2468").unwrap();
/// assert_eq!(m.number(), 6);
/// assert_eq!((m.suit('a'), m.suit('b'), m.suit('c')), (Some(Suit::Bams), Some(Suit::Craks), Some(Suit::Dots)));
/// assert_eq!(m.jokers(), 1);
/// assert!(!m.jokerless());
/// assert_eq!(m.group_tiles(4).len(), 4);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Match<'c> {
    spec: &'c HandSpec,
    line: u8,
    suits: [u8; 3],
    n: i8,
    jokers: u8,
    joker_group: bool,
    tiles: [Tile; LINE_TILES],
    groups: [GroupMatch; MAX_GROUPS],
    n_groups: u8,
}

impl<'c> Match<'c> {
    /// The hand's section.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().section(), "Winds-Dragons");
    /// ```
    pub fn section(&self) -> &'c str {
        &self.spec.section
    }

    /// The hand's number in its section.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().number(), 1);
    /// ```
    pub fn number(&self) -> u32 {
        self.spec.number
    }

    /// The hand as printed on the card.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().text(), "NNNN EEE WWW SSSS");
    /// ```
    pub fn text(&self) -> &'c str {
        &self.spec.text
    }

    /// The line string matched (one of the hand's lines).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().line_text(), "NNNN EEE WWW SSSS");
    /// ```
    pub fn line_text(&self) -> &'c str {
        self.spec.lines.get(self.line as usize).map_or("", |s| s.as_str())
    }

    /// 0-based index of the matched line among the hand's lines.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().line_index(), 0);
    /// ```
    pub fn line_index(&self) -> usize {
        self.line as usize
    }

    /// The printed value.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().value(), 25);
    /// ```
    pub fn value(&self) -> u32 {
        self.spec.value
    }

    /// The value won **if "jokerless" is announced**: doubled when the hand holds no joker,
    /// except for lines with no group a joker could stand in (singles and pairs). The rule:
    /// "Announce "jokerless" when you declare, or the bonus is lost" — without the announcement
    /// the value won is [`Match::value`]; [`Match::points_announced`] takes the announcement,
    /// and `scoring::AmericanWin::from_match` settles the payments.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().points(), 50);
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap().points(), 25);
    /// ```
    pub fn points(&self) -> u64 {
        self.points_announced(true)
    }

    /// The value won, given whether "jokerless" was announced when declaring: the value,
    /// doubled only for an announced jokerless hand on a line with a joker-eligible group.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap();
    /// assert_eq!((m.points_announced(true), m.points_announced(false)), (50, 25));
    /// ```
    pub fn points_announced(&self, announced: bool) -> u64 {
        points(self.spec.value, announced && self.jokerless(), self.joker_group)
    }

    /// True for a concealed (C) hand.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert!(!Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().concealed());
    /// ```
    pub fn concealed(&self) -> bool {
        self.spec.concealed
    }

    /// `"C"` or `"X"`.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().marking(), "X");
    /// ```
    pub fn marking(&self) -> &'static str {
        self.spec.marking()
    }

    /// True when the hand holds no joker.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().jokerless());
    /// ```
    pub fn jokerless(&self) -> bool {
        self.jokers == 0
    }

    /// Jokers in the hand (all stand in joker-eligible groups).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWJ SSSJ").unwrap()).unwrap().jokers(), 2);
    /// ```
    pub fn jokers(&self) -> usize {
        self.jokers as usize
    }

    /// True when the line has a group a joker could stand in (so jokerless doubles).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert!(!Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap().has_joker_group());
    /// ```
    pub fn has_joker_group(&self) -> bool {
        self.joker_group
    }

    /// The suit given to letter `a`, `b` or `c`, if the line uses it.
    ///
    /// ```
    /// use mahjong_core::{Hand, Suit, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap();
    /// assert_eq!((m.suit('a'), m.suit('b')), (Some(Suit::Bams), None));
    /// ```
    pub fn suit(&self, letter: char) -> Option<Suit> {
        suit_of(&self.suits, letter)
    }

    /// The base number n, for lines with `X` groups (0 or below when the line has no `X0` and
    /// its lowest group is low: `XXXX1a` at n = 0 is a kong of 1s).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("FF 7777c 7777b 7777d").unwrap()).unwrap();
    /// assert_eq!(m.base_number(), Some(7));
    /// ```
    pub fn base_number(&self) -> Option<i8> {
        (self.n != super::card::NO_N).then_some(self.n)
    }

    /// The groups in line order.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// assert_eq!(Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap().groups().len(), 4);
    /// ```
    pub fn groups(&self) -> &[GroupMatch] {
        &self.groups[..self.n_groups as usize]
    }

    /// The 14 tiles in line order, jokers where they stand.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    /// assert_eq!(m.tiles()[13], mahjong_core::Tile::JOKER);
    /// ```
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The tiles of group `i`, jokers included (empty when out of range).
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    /// assert_eq!(m.group_tiles(1).len(), 3);
    /// ```
    pub fn group_tiles(&self, i: usize) -> &[Tile] {
        self.groups().get(i).map_or(&[], |g| &self.tiles[g.start as usize..(g.start + g.len) as usize])
    }
}

fn suit_of(suits: &[u8; 3], letter: char) -> Option<Suit> {
    let l = (letter as u32).checked_sub('a' as u32)? as usize;
    suits.get(l).and_then(|&s| Suit::ALL.get(s as usize).copied())
}

fn points(value: u32, jokerless: bool, joker_group: bool) -> u64 {
    value as u64 * if jokerless && joker_group { 2 } else { 1 }
}

/// A line near the hand: how many tiles away, the tiles still needed, and the hand's tiles that
/// fit nowhere in it.
///
/// ```
/// use mahjong_core::{Hand, american::{Card, Nearest}};
/// let mut out = [Nearest::EMPTY; 3];
/// let n = Card::sample().nearest(&Hand::parse("NNNN EEE WWW SSS").unwrap(), &mut out);
/// assert_eq!(n, 3);
/// assert_eq!((out[0].section(), out[0].number(), out[0].tiles_away()), ("Winds-Dragons", 1, 1));
/// assert_eq!(out[0].needed_eligible()[0].to_string(), "2z");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Nearest<'c> {
    spec: Option<&'c HandSpec>,
    line: u8,
    pub(crate) line_idx: u32,
    form: u32,
    fit: u8,
    suits: [u8; 3],
    n: i8,
    jokers_fit: u8,
    needed_naturals: [Tile; LINE_TILES],
    n_needed_naturals: u8,
    needed_eligible: [Tile; LINE_TILES],
    n_needed_eligible: u8,
    unused: [Tile; LINE_TILES],
    n_unused: u8,
}

impl Default for Nearest<'_> {
    fn default() -> Self {
        Nearest::EMPTY
    }
}

impl<'c> Nearest<'c> {
    /// An empty entry, to fill a buffer before [`Card::nearest`].
    pub const EMPTY: Nearest<'static> = Nearest {
        spec: None,
        line: 0,
        line_idx: 0,
        form: 0,
        fit: 0,
        suits: [0xff; 3],
        n: super::card::NO_N,
        jokers_fit: 0,
        needed_naturals: [Tile::BLANK; LINE_TILES],
        n_needed_naturals: 0,
        needed_eligible: [Tile::BLANK; LINE_TILES],
        n_needed_eligible: 0,
        unused: [Tile::BLANK; LINE_TILES],
        n_unused: 0,
    };

    /// The hand's section ("" for an empty entry).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.section(), "");
    /// ```
    pub fn section(&self) -> &'c str {
        self.spec.map_or("", |s| s.section.as_str())
    }

    /// The hand's number in its section.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.number(), 0);
    /// ```
    pub fn number(&self) -> u32 {
        self.spec.map_or(0, |s| s.number)
    }

    /// The printed value.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.value(), 0);
    /// ```
    pub fn value(&self) -> u32 {
        self.spec.map_or(0, |s| s.value)
    }

    /// True for a concealed (C) hand.
    ///
    /// ```
    /// assert!(!mahjong_core::american::Nearest::EMPTY.concealed());
    /// ```
    pub fn concealed(&self) -> bool {
        self.spec.is_some_and(|s| s.concealed)
    }

    /// The hand as printed.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.text(), "");
    /// ```
    pub fn text(&self) -> &'c str {
        self.spec.map_or("", |s| s.text.as_str())
    }

    /// The line string (one of the hand's lines).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.line_text(), "");
    /// ```
    pub fn line_text(&self) -> &'c str {
        self.spec.and_then(|s| s.lines.get(self.line as usize)).map_or("", |s| s.as_str())
    }

    /// 0-based index of the line among the hand's lines.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.line_index(), 0);
    /// ```
    pub fn line_index(&self) -> usize {
        self.line as usize
    }

    /// Tiles away: 14 minus the hand's tiles that fit the closest form (naturals in their slots,
    /// jokers in joker-eligible slots). 0 for a winning hand.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.tiles_away(), 14);
    /// ```
    pub fn tiles_away(&self) -> usize {
        14 - self.fit.min(14) as usize
    }

    /// Tiles still needed that must be naturals (singles, pairs, singles groups).
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.needed_naturals().is_empty());
    /// ```
    pub fn needed_naturals(&self) -> &[Tile] {
        &self.needed_naturals[..self.n_needed_naturals as usize]
    }

    /// Empty slots of joker-eligible groups (pungs and larger), before the hand's spare jokers
    /// are placed; [`Nearest::jokers_fit`] of them are filled by jokers already held.
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.needed_eligible().is_empty());
    /// ```
    pub fn needed_eligible(&self) -> &[Tile] {
        &self.needed_eligible[..self.n_needed_eligible as usize]
    }

    /// Concealed jokers that fit the line's empty joker-eligible slots.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.jokers_fit(), 0);
    /// ```
    pub fn jokers_fit(&self) -> usize {
        self.jokers_fit as usize
    }

    /// Concealed tiles that fit nowhere in the line (discard candidates); spare jokers come last.
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.unused().is_empty());
    /// ```
    pub fn unused(&self) -> &[Tile] {
        &self.unused[..self.n_unused as usize]
    }

    /// The suit given to letter `a`, `b` or `c` in the closest form.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.suit('a'), None);
    /// ```
    pub fn suit(&self, letter: char) -> Option<Suit> {
        suit_of(&self.suits, letter)
    }

    /// The base number n of the closest form, for lines with `X` groups.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.base_number(), None);
    /// ```
    pub fn base_number(&self) -> Option<i8> {
        (self.n != super::card::NO_N).then_some(self.n)
    }
}

fn push_tiles(list: &mut [Tile; LINE_TILES], len: &mut u8, tile: Tile, count: u8) {
    for _ in 0..count {
        if (*len as usize) < LINE_TILES {
            list[*len as usize] = tile;
            *len += 1;
        }
    }
}

/// Iterator over every line a hand matches, in card order. Made by [`Card::matches`].
#[derive(Clone, Debug)]
pub struct Matches<'c> {
    card: &'c Card,
    hv: HandVec,
    next: usize,
}

impl<'c> Iterator for Matches<'c> {
    type Item = Match<'c>;
    fn next(&mut self) -> Option<Match<'c>> {
        if self.hv.total != LINE_TILES || self.hv.chow {
            return None;
        }
        while self.next < self.card.lines.len() {
            let li = self.next;
            self.next += 1;
            if let Some(f) = self.card.line_match(&self.card.lines[li], &self.hv) {
                if let Some(m) = self.card.build_match(&self.hv, li, f) {
                    return Some(m);
                }
            }
        }
        None
    }
}

impl Card {
    /// The first form of the line the hand matches (preferring one with a joker-eligible group
    /// when the hand is jokerless, for the doubling).
    fn line_match(&self, le: &LineEntry, hv: &HandVec) -> Option<usize> {
        if le.concealed && hv.n_expo > 0 {
            return None;
        }
        if !profile_fits(hv, &le.nat, &le.slots) {
            return None;
        }
        let prefer_jokers = hv.jokers == 0 && le.any_joker_group;
        let mut found = None;
        for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
            if !profile_fits(hv, &b.nat, &b.slots) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                if fits(hv, &self.nat[f], &self.slots[f]) && self.info[f].accepts(hv.exposures()) {
                    if !prefer_jokers || self.info[f].has_joker_group() {
                        return Some(f);
                    }
                    found.get_or_insert(f);
                }
            }
        }
        found
    }

    /// The best line the hand matches: the most points (the value, doubled when jokerless for
    /// lines with a joker-eligible group); ties go to the line first in card order. `None` when
    /// the hand does not hold 14 tiles or matches no line. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let card = Card::sample();
    /// let m = card.match_hand(&Hand::parse("FF 2026c 2026b 2026d").unwrap()).unwrap();
    /// assert_eq!((m.section(), m.number(), m.concealed(), m.value()), ("Year 2026", 6, true, 50));
    /// assert!(card.match_hand(&Hand::parse("FF 2026c 2026b 2026d 1b").unwrap()).is_none());
    /// ```
    pub fn match_hand(&self, hand: &Hand) -> Option<Match<'_>> {
        let hv = HandVec::new(hand);
        if hv.total != LINE_TILES || hv.chow {
            return None;
        }
        let mut best: Option<(u64, usize, usize)> = None;
        for (li, le) in self.lines.iter().enumerate() {
            let most = points(le.value, hv.jokers == 0, le.any_joker_group);
            if best.is_some_and(|b| most <= b.0) {
                continue;
            }
            if let Some(f) = self.line_match(le, &hv) {
                let p = points(le.value, hv.jokers == 0, self.info[f].has_joker_group());
                if best.is_none_or(|b| p > b.0) {
                    best = Some((p, li, f));
                }
            }
        }
        best.and_then(|(_, li, f)| self.build_match(&hv, li, f))
    }

    /// Every line the hand matches, in card order. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let hand = Hand::parse("FF 3333b 3333c 3333d").unwrap();
    /// let found: Vec<_> = Card::sample().matches(&hand).map(|m| (m.section(), m.number())).collect();
    /// assert_eq!(found, [("Any Like Numbers", 1), ("369", 8)]);
    /// ```
    pub fn matches<'c>(&'c self, hand: &Hand) -> Matches<'c> {
        Matches { card: self, hv: HandVec::new(hand), next: 0 }
    }

    fn build_match(&self, hv: &HandVec, li: usize, f: usize) -> Option<Match<'_>> {
        let le = &self.lines[li];
        let spec = self.hands.get(le.hand as usize)?;
        let line = Line::parse(spec.lines.get(le.line as usize)?).ok()?;
        let info = &self.info[f];
        let mut groups = [Concrete::default(); MAX_GROUPS];
        let ng = concretize(&line, &decode_combo(&line, info.combo), info.suits, info.n, info.winds, &mut groups);
        let groups = &groups[..ng];
        let mut m = Match {
            spec,
            line: le.line,
            suits: info.suits,
            n: info.n,
            jokers: hv.jokers,
            joker_group: info.has_joker_group(),
            tiles: [Tile::BLANK; LINE_TILES],
            groups: [GroupMatch::default(); MAX_GROUPS],
            n_groups: ng as u8,
        };
        // Exposures take joker-eligible groups of their tile and size, first come first served.
        let mut exposure_of = [None; MAX_GROUPS];
        let mut used = [false; 4];
        for (g, c) in groups.iter().enumerate() {
            if !c.joker_eligible() {
                continue;
            }
            let e =
                hv.exposures().iter().enumerate().position(|(i, &(t, s, _))| !used[i] && t == c.tiles[0] && s == c.len);
            if let Some(e) = e {
                used[e] = true;
                exposure_of[g] = Some(e);
            }
        }
        // Naturals-only groups take their naturals first; concealed sets take what is left,
        // jokers fill the rest.
        let mut left = hv.hc;
        for c in groups.iter().filter(|c| !c.joker_eligible()) {
            for &t in &c.tiles[..c.len as usize] {
                left[t as usize] = left[t as usize].checked_sub(1)?;
            }
        }
        let mut pos = 0usize;
        for (g, c) in groups.iter().enumerate() {
            let tile = tile_of(c.tiles[0] as usize);
            let jokers = match exposure_of[g] {
                Some(e) => hv.expo[e].2,
                None if c.joker_eligible() => {
                    let naturals = left[c.tiles[0] as usize].min(c.len);
                    left[c.tiles[0] as usize] -= naturals;
                    c.len - naturals
                }
                None => 0,
            };
            for (i, &t) in c.tiles[..c.len as usize].iter().enumerate() {
                m.tiles[pos + i] = if i >= (c.len - jokers) as usize { Tile::JOKER } else { tile_of(t as usize) };
            }
            m.groups[g] = GroupMatch {
                kind: GroupKind::of(c),
                tile,
                start: pos as u8,
                len: c.len,
                jokers,
                exposed: exposure_of[g].is_some(),
            };
            pos += c.len as usize;
        }
        Some(m)
    }

    /// The lines closest to the hand, fewest tiles away first (ties in card order), written into
    /// `out` (as many as it holds); returns how many were written. Works for hands of up to 14
    /// tiles (usually 13 or 14), exposures included: only lines with a form that takes every
    /// exposure count, and concealed (C) lines are left out when the hand has exposures. Hands
    /// over 14 tiles give 0. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, Nearest}};
    /// let mut out = [Nearest::EMPTY; 8];
    /// let hand = Hand::parse("[NNNN] EEE WWW SSS 1b").unwrap();
    /// // Only six lines take an exposed kong of North (three of them Winds-Dragons #7's).
    /// assert_eq!(Card::sample().nearest(&hand, &mut out), 6);
    /// assert_eq!((out[0].section(), out[0].tiles_away()), ("Winds-Dragons", 1));
    /// assert_eq!(out[0].unused()[0].to_string(), "1s");
    /// assert!(out.iter().all(|n| !n.concealed()));
    /// ```
    pub fn nearest<'c>(&'c self, hand: &Hand, out: &mut [Nearest<'c>]) -> usize {
        let k = out.len();
        let hv = HandVec::new(hand);
        if k == 0 || hv.total > LINE_TILES || hv.chow {
            return 0;
        }
        let eligible = |le: &LineEntry| !(le.concealed && hv.n_expo > 0);
        // Pass 1: bound every line, find the bound reached by at least k lines.
        let mut hist = [0usize; 15];
        for le in self.lines.iter().filter(|le| eligible(le)) {
            hist[fit_bound(&hv, &le.slots) as usize] += 1;
        }
        let mut threshold = 0u8;
        let mut acc = 0;
        for t in (0..=14u8).rev() {
            acc += hist[t as usize];
            if acc >= k {
                threshold = t;
                break;
            }
        }
        // Pass 2: the lines at or above it; pass 3: the lines below it that may still beat the
        // k-th found.
        let mut n = 0usize;
        for (li, le) in self.lines.iter().enumerate() {
            if eligible(le) && fit_bound(&hv, &le.slots) >= threshold {
                self.consider(li, &hv, out, &mut n);
            }
        }
        let kth = if n == k { out[k - 1].fit } else { 0 };
        if kth < threshold {
            for (li, le) in self.lines.iter().enumerate() {
                let b = fit_bound(&hv, &le.slots);
                if eligible(le) && b < threshold && b >= kth {
                    self.consider(li, &hv, out, &mut n);
                }
            }
        }
        for entry in &mut out[..n] {
            self.fill_nearest(&hv, entry);
        }
        n
    }

    fn consider<'c>(&'c self, li: usize, hv: &HandVec, out: &mut [Nearest<'c>], n: &mut usize) {
        let k = out.len();
        let le = &self.lines[li];
        let beats = |fit: u8, out: &[Nearest<'c>], n: usize| {
            n < k || fit > out[k - 1].fit || (fit == out[k - 1].fit && (li as u32) < out[k - 1].line_idx)
        };
        let mut best: Option<(u8, usize)> = None;
        for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
            let bound = fit_bound(hv, &b.slots);
            if best.is_some_and(|(bf, _)| bound <= bf) || !beats(bound, out, *n) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                let v = fit(hv, &self.nat[f], &self.slots[f]);
                if best.is_none_or(|(bf, _)| v > bf) && self.info[f].accepts(hv.exposures()) {
                    best = Some((v, f));
                }
            }
        }
        let Some((v, f)) = best else { return };
        if !beats(v, out, *n) {
            return;
        }
        let at = out[..*n].iter().position(|o| v > o.fit || (v == o.fit && (li as u32) < o.line_idx)).unwrap_or(*n);
        if at >= k {
            return;
        }
        let last = (*n).min(k - 1);
        out.copy_within(at..last, at + 1);
        let info = &self.info[f];
        out[at] = Nearest {
            spec: self.hands.get(le.hand as usize),
            line: le.line,
            line_idx: li as u32,
            form: f as u32,
            fit: v,
            suits: info.suits,
            n: info.n,
            ..Nearest::EMPTY
        };
        *n = (*n + 1).min(k);
    }

    /// The [`Nearest`] entry describing form `f` of line `li` for the hand: tiles away, the
    /// tiles still needed and the tiles that fit nowhere in it.
    pub(crate) fn form_entry(&self, hv: &HandVec, li: usize, f: usize) -> Nearest<'_> {
        let le = &self.lines[li];
        let info = &self.info[f];
        let mut entry = Nearest {
            spec: self.hands.get(le.hand as usize),
            line: le.line,
            line_idx: li as u32,
            form: f as u32,
            fit: fit(hv, &self.nat[f], &self.slots[f]),
            suits: info.suits,
            n: info.n,
            ..Nearest::EMPTY
        };
        self.fill_nearest(hv, &mut entry);
        entry
    }

    fn fill_nearest(&self, hv: &HandVec, entry: &mut Nearest<'_>) {
        let f = entry.form as usize;
        let (nat, slots) = (&self.nat[f], &self.slots[f]);
        let mut room = 0u8;
        for i in 0..V {
            let tile = tile_of(i);
            let a = hv.e[i].min(slots[i]);
            push_tiles(&mut entry.needed_naturals, &mut entry.n_needed_naturals, tile, nat[i].saturating_sub(hv.hc[i]));
            let open = slots[i].saturating_sub(a.max(nat[i].saturating_add(hv.x[i])));
            push_tiles(&mut entry.needed_eligible, &mut entry.n_needed_eligible, tile, open);
            room = room.saturating_add(open);
            push_tiles(&mut entry.unused, &mut entry.n_unused, tile, hv.e[i].saturating_sub(slots[i]));
        }
        entry.jokers_fit = hv.jc.min(room);
        push_tiles(&mut entry.unused, &mut entry.n_unused, Tile::JOKER, hv.jc - entry.jokers_fit);
    }
}
