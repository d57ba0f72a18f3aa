//! What a match reports: the line matched ([`Match`]) and each of its groups ([`GroupMatch`]).

use super::forms::NO_N;
use super::group::GroupKind;
use super::line::{LINE_TILES, MAX_GROUPS};
use super::spec::HandSpec;
use crate::{Suit, Tile};
use core::fmt;

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
    pub(super) kind: GroupKind,
    pub(super) tile: Tile,
    pub(super) start: u8,
    pub(super) len: u8,
    pub(super) jokers: u8,
    pub(super) exposed: bool,
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
    pub(super) spec: &'c HandSpec,
    pub(super) line: u8,
    pub(super) suits: [u8; 3],
    pub(super) n: i8,
    pub(super) jokers: u8,
    pub(super) joker_group: bool,
    pub(super) tiles: [Tile; LINE_TILES],
    pub(super) groups: [GroupMatch; MAX_GROUPS],
    pub(super) n_groups: u8,
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

    /// What the line pays, in words ([`PointsText`]): `50 points if jokerless is announced, else
    /// 25`, or `25 points` when announcing changes nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    /// assert_eq!(m.points_text().to_string(), "25 points");
    /// ```
    pub fn points_text(&self) -> PointsText {
        PointsText { announced: self.points_announced(true), not_announced: self.points_announced(false) }
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
        jokerless(self.jokers.into())
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

    /// Each letter the line uses (`a`, `b`, `c`, in that order) with the suit given to it.
    ///
    /// ```
    /// use mahjong_core::{Hand, Suit, american::Card};
    /// let m = Card::sample().match_hand(&Hand::parse("FFF 22b 44b 666c J888d").unwrap()).unwrap();
    /// assert_eq!(m.suits().collect::<Vec<_>>(), [('a', Suit::Bams), ('b', Suit::Craks), ('c', Suit::Dots)]);
    /// ```
    pub fn suits(&self) -> impl Iterator<Item = (char, Suit)> + use<> {
        suits_in(self.suits)
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
        (self.n != NO_N).then_some(self.n)
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

pub(super) fn suit_of(suits: &[u8; 3], letter: char) -> Option<Suit> {
    let l = (letter as u32).checked_sub('a' as u32)? as usize;
    suits.get(l).and_then(|&s| Suit::ALL.get(s as usize).copied())
}

/// The letters `a`, `b`, `c` that `suits` gives a suit, each with its suit.
pub(super) fn suits_in(suits: [u8; 3]) -> impl Iterator<Item = (char, Suit)> {
    ['a', 'b', 'c'].into_iter().filter_map(move |l| suit_of(&suits, l).map(|s| (l, s)))
}

pub(super) fn points(value: u32, jokerless: bool, joker_group: bool) -> u64 {
    value as u64 * if jokerless && joker_group { 2 } else { 1 }
}

/// What a line pays, in words, as the faces print it: `25 points` when announcing "jokerless"
/// changes nothing, else `50 points if jokerless is announced, else 25` ("Announce "jokerless"
/// when you declare, or the bonus is lost"). [`Match::points_text`] gives it for a match.
///
/// ```
/// use mahjong_core::american::PointsText;
/// assert_eq!(PointsText { announced: 50, not_announced: 25 }.to_string(), "50 points if jokerless is announced, else 25");
/// assert_eq!(PointsText { announced: 25, not_announced: 25 }.to_string(), "25 points");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointsText {
    /// The value won when "jokerless" is announced ([`Match::points_announced`] `(true)`).
    pub announced: u64,
    /// The value won when it is not ([`Match::points_announced`] `(false)`).
    pub not_announced: u64,
}

impl fmt::Display for PointsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.announced == self.not_announced {
            write!(f, "{} points", self.not_announced)
        } else {
            write!(f, "{} points if jokerless is announced, else {}", self.announced, self.not_announced)
        }
    }
}

/// The jokers a hand holds, in words: `jokerless` for none ([`jokerless`]), `1 joker`,
/// `3 jokers`.
///
/// ```
/// use mahjong_core::american::JokersText;
/// assert_eq!((JokersText(0).to_string(), JokersText(1).to_string()), ("jokerless".into(), "1 joker".into()));
/// assert_eq!(JokersText(3).to_string(), "3 jokers");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JokersText(pub usize);

impl fmt::Display for JokersText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n if jokerless(n) => f.write_str("jokerless"),
            1 => f.write_str("1 joker"),
            n => write!(f, "{n} jokers"),
        }
    }
}

/// Tiles away from a line, in words, as the faces print a [`Nearest`](super::Nearest) line:
/// `1 tile away`, `3 tiles away` (and `0 tiles away` for a winning hand).
///
/// ```
/// use mahjong_core::american::AwayText;
/// assert_eq!((AwayText(1).to_string(), AwayText(3).to_string()), ("1 tile away".into(), "3 tiles away".into()));
/// assert_eq!(AwayText(0).to_string(), "0 tiles away");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwayText(pub usize);

impl fmt::Display for AwayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 tile away"),
            n => write!(f, "{n} tiles away"),
        }
    }
}

/// Whether a hand holding `jokers` jokers is jokerless: it holds none (what
/// [`Match::jokerless`] gives, and the jokerless bonus asks).
///
/// ```
/// use mahjong_core::american::jokerless;
/// assert!(jokerless(0) && !jokerless(1));
/// ```
pub const fn jokerless(jokers: usize) -> bool {
    jokers == 0
}
