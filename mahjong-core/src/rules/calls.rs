//! Calls on a discard, claim priority and the claim window, for American, Chinese and British
//! play.
//!
//! American: a discard may be called to expose a Pung, Kong, Quint or
//! Sextet (jokers from the hand may join, the discard is the natural) or for Mah Jongg; a pair
//! or single only for Mah Jongg; only the latest discard; never a discarded joker; a concealed
//! (C) hand calls only for Mah Jongg. Chinese and British: Chow only from the
//! player on the left, Pung or Kong from anyone, Mah Jong; British allows one Chow per hand.
//!
//! What the card or the hand evaluator knows (does the tile complete the hand, are only C lines
//! left, does an exposure keep a line possible) comes in as [`CallFacts`]; the card-aware
//! wrappers ([`super::american_call_facts`]) fill it in.

use super::{RulesError, Seat, Table, Variant};
use crate::{Hand, Meld, MeldKind, MeldStatus, Tile};
use core::fmt;

crate::name::names! {
    /// A call on a discard.
    ///
    /// ```
    /// use mahjong_core::rules::Call;
    /// assert_eq!(Call::Quint.label(), "Quint");
    /// assert_eq!(str::parse::<Call>("mah jongg").ok(), Some(Call::MahJong));
    /// assert_eq!(Call::Kong.tiles_from_hand(), Some(3));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum Call: "call" {
        /// Three in a run (Chinese and British).
        Chow = 0 => "chow" | "Chow",
        /// Three identical tiles.
        Pung = 1 => "pung" | "Pung",
        /// Four identical tiles.
        Kong = 2 => "kong" | "Kong",
        /// Five identical tiles (American, with jokers).
        Quint = 3 => "quint" | "Quint",
        /// Six identical tiles (American, with jokers).
        Sextet = 4 => "sextet" | "Sextet",
        /// The discard completes the hand.
        MahJong = 5 => "mah_jong" | "Mah Jongg",
    }
    /// The rule-book name: `Chow`, `Pung`, `Kong`, `Quint`, `Sextet`, `Mah Jongg`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Call::MahJong.label(), "Mah Jongg");
    /// ```
    fn label;
}

impl Call {
    /// All calls, in value order.
    pub const ALL: [Call; 6] = [Call::Chow, Call::Pung, Call::Kong, Call::Quint, Call::Sextet, Call::MahJong];

    /// The identical-tile groups ([`Call::is_set`]), in the order of [`CallFacts::keeps_a_line`].
    ///
    /// ```
    /// use mahjong_core::rules::Call;
    /// assert!(Call::SETS.iter().all(|c| c.is_set()));
    /// ```
    pub const SETS: [Call; 4] = [Call::Pung, Call::Kong, Call::Quint, Call::Sextet];

    /// Tiles the caller supplies from the hand to expose the group (naturals or, in American
    /// play, jokers); `None` for Mah Jongg.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::Call::Chow.tiles_from_hand(), Some(2));
    /// ```
    pub const fn tiles_from_hand(self) -> Option<u8> {
        match self {
            Call::Chow | Call::Pung => Some(2),
            Call::Kong => Some(3),
            Call::Quint => Some(4),
            Call::Sextet => Some(5),
            Call::MahJong => None,
        }
    }

    /// True for the identical-tile groups Pung, Kong, Quint, Sextet.
    ///
    /// ```
    /// assert!(!mahjong_core::rules::Call::Chow.is_set());
    /// ```
    pub const fn is_set(self) -> bool {
        matches!(self, Call::Pung | Call::Kong | Call::Quint | Call::Sextet)
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A set of calls (a bit set; no allocation).
///
/// ```
/// use mahjong_core::rules::{Call, CallSet};
/// let s = CallSet::EMPTY.with(Call::Pung).with(Call::MahJong);
/// assert!(s.contains(Call::Pung));
/// assert_eq!(s.len(), 2);
/// assert_eq!(s.iter().collect::<Vec<_>>(), [Call::Pung, Call::MahJong]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8"))]
pub struct CallSet(u8);

/// The set with these bits ([`CallSet::bits`]); a bit that names no [`Call`] is refused.
/// Reading a set from its serde form (its bits) goes through this.
///
/// ```
/// use mahjong_core::rules::{Call, CallSet};
/// assert_eq!(CallSet::try_from(0b10), Ok(CallSet::EMPTY.with(Call::Pung)));
/// assert_eq!(CallSet::try_from(0x80), Err("a bit of the call set names no call"));
/// # #[cfg(feature = "serde")] {
/// assert_eq!(serde_json::from_str::<CallSet>("2").unwrap(), CallSet::EMPTY.with(Call::Pung));
/// assert!(serde_json::from_str::<CallSet>("255").is_err());
/// # }
/// ```
impl TryFrom<u8> for CallSet {
    type Error = &'static str;

    fn try_from(bits: u8) -> Result<CallSet, &'static str> {
        match bits & !CallSet::ALL.0 {
            0 => Ok(CallSet(bits)),
            _ => Err("a bit of the call set names no call"),
        }
    }
}

impl CallSet {
    /// No calls.
    pub const EMPTY: CallSet = CallSet(0);

    /// Every call.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::CallSet::ALL.len(), 6);
    /// ```
    pub const ALL: CallSet = CallSet((1 << Call::ALL.len()) - 1);

    /// This set plus `call`.
    ///
    /// ```
    /// assert!(mahjong_core::rules::CallSet::EMPTY.with(mahjong_core::rules::Call::Kong).contains(mahjong_core::rules::Call::Kong));
    /// ```
    pub const fn with(self, call: Call) -> CallSet {
        CallSet(self.0 | call.bit())
    }

    /// True when `call` is in the set.
    ///
    /// ```
    /// assert!(!mahjong_core::rules::CallSet::EMPTY.contains(mahjong_core::rules::Call::Chow));
    /// ```
    pub const fn contains(self, call: Call) -> bool {
        self.0 & call.bit() != 0
    }

    /// Number of calls.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::CallSet::EMPTY.len(), 0);
    /// ```
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when no call is possible.
    ///
    /// ```
    /// assert!(mahjong_core::rules::CallSet::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The bits, one per [`Call`] value (for bindings).
    ///
    /// ```
    /// use mahjong_core::rules::{Call, CallSet};
    /// assert_eq!(CallSet::EMPTY.with(Call::Pung).bits(), 0b10);
    /// ```
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The calls, in value order.
    ///
    /// ```
    /// use mahjong_core::rules::{Call, CallSet};
    /// assert_eq!(CallSet::EMPTY.with(Call::Chow).iter().next(), Some(Call::Chow));
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Call> {
        Call::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

/// A discard on the table, as a caller sees it.
///
/// ```
/// use mahjong_core::rules::{Discard, Seat};
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[0]);
/// assert!(d.latest);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Discard {
    /// The tile.
    pub tile: Tile,
    /// Who discarded it.
    pub discarder: Seat,
    /// True for the most recent discard; older discards are dead.
    pub latest: bool,
}

impl Discard {
    /// Whether a discard given without saying is the most recent one: yes, as
    /// [`Discard::latest`] makes it (an older discard is dead: no call may take it).
    ///
    /// ```
    /// use mahjong_core::rules::{Discard, Seat};
    /// assert_eq!(Discard::latest(mahjong_core::Tile::JOKER, Seat::ALL[0]).latest, Discard::DEFAULT_LATEST);
    /// ```
    pub const DEFAULT_LATEST: bool = true;

    /// The most recent discard.
    ///
    /// ```
    /// use mahjong_core::rules::{Discard, Seat};
    /// assert_eq!(Discard::latest(mahjong_core::Tile::JOKER, Seat::ALL[2]).discarder, Seat::ALL[2]);
    /// ```
    pub const fn latest(tile: Tile, discarder: Seat) -> Discard {
        Discard { tile, discarder, latest: true }
    }
}

/// What the card (American) or the hand evaluator (Chinese, British) says about the caller's
/// hand; the card-aware functions ([`super::american_call_facts`]) compute it. The default is a live hand that
/// cannot win on the tile and whose exposures all keep a line possible.
///
/// ```
/// use mahjong_core::rules::CallFacts;
/// let f = CallFacts::default();
/// assert!(!f.mah_jong && !f.dead && !f.concealed_only);
/// assert_eq!(f.keeps_a_line, [true; 4]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CallFacts {
    /// The caller's hand is dead.
    pub dead: bool,
    /// The discard completes the caller's hand.
    pub mah_jong: bool,
    /// American: every line still possible for the hand is a concealed (C) line.
    pub concealed_only: bool,
    /// American: after a Pung, Kong, Quint, Sextet call (in that order) some line is still
    /// possible. Read only with [`super::HouseRules::calls_keep_a_line`]. Its serde form is
    /// refused without four values in the words of [`super::args::keeps_a_line`].
    #[cfg_attr(feature = "serde", serde(deserialize_with = "keeps_a_line_of"))]
    pub keeps_a_line: [bool; 4],
}

/// [`CallFacts::keeps_a_line`] read from its serde form: four booleans, or
/// [`ArgError::NotPerKeepsALine`](super::args::ArgError::NotPerKeepsALine) counting those given.
#[cfg(feature = "serde")]
fn keeps_a_line_of<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[bool; 4], D::Error> {
    use serde::de::{Error, SeqAccess, Visitor};
    struct Four;
    impl<'de> Visitor<'de> for Four {
        type Value = [bool; 4];
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("4 booleans (Pung, Kong, Quint, Sextet)")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<[bool; 4], A::Error> {
            let (mut values, mut got) = ([false; 4], 0);
            while let Some(b) = seq.next_element::<bool>()? {
                if let Some(slot) = values.get_mut(got) {
                    *slot = b;
                }
                got += 1;
            }
            let short = super::args::ArgError::NotPerKeepsALine { got };
            if got == values.len() { Ok(values) } else { Err(A::Error::custom(short)) }
        }
    }
    d.deserialize_seq(Four)
}

impl CallFacts {
    /// Whether some line is still possible after `call` (its entry of
    /// [`CallFacts::keeps_a_line`]); true for a call that exposes no identical-tile group (Chow,
    /// Mah Jongg), which that house rule does not limit.
    ///
    /// ```
    /// use mahjong_core::rules::{Call, CallFacts};
    /// let f = CallFacts { keeps_a_line: [true, false, true, true], ..CallFacts::default() };
    /// assert!(!f.keeps_a_line_after(Call::Kong));
    /// assert!(f.keeps_a_line_after(Call::Pung) && f.keeps_a_line_after(Call::Chow));
    /// ```
    pub const fn keeps_a_line_after(&self, call: Call) -> bool {
        !call.is_set() || self.keeps_a_line[call as usize - Call::Pung as usize]
    }
}

impl Default for CallFacts {
    fn default() -> CallFacts {
        CallFacts { dead: false, mah_jong: false, concealed_only: false, keeps_a_line: [true; 4] }
    }
}

/// True when two tiles are the same face for calling and joker exchange: equal, or both
/// flowers (American flowers are interchangeable; a Chinese flower or season counts as one, as
/// the card's lines read it).
pub(crate) fn same_face(a: Tile, b: Tile) -> bool {
    a == b || (a.is_bonus() && b.is_bonus())
}

fn naturals_and_jokers(hand: &Hand, tile: Tile) -> (u8, u8) {
    let mut naturals = 0;
    let mut jokers = 0;
    for &t in hand.concealed() {
        if t.is_joker() {
            jokers += 1;
        } else if same_face(t, tile) {
            naturals += 1;
        }
    }
    (naturals, jokers)
}

fn check_common(table: &Table, caller: Seat, discard: &Discard, facts: &CallFacts) -> Result<(), RulesError> {
    for seat in [caller, discard.discarder] {
        if !table.seated(seat) {
            return Err(RulesError::SeatNotInPlay { seat, players: table.seats() });
        }
    }
    if caller == discard.discarder {
        return Err(RulesError::OwnDiscard { seat: caller });
    }
    check_discard_tile(table, discard.tile)?;
    if !discard.latest {
        return Err(RulesError::NotLatestDiscard);
    }
    if discard.tile.is_joker() {
        return Err(RulesError::DiscardedJoker);
    }
    if facts.dead {
        return Err(RulesError::DeadHand { seat: caller });
    }
    Ok(())
}

/// Whether `tile` can be discarded at `table` at all: in Chinese and British play a tile the
/// table's set does not hold cannot be at the table ([`RulesError::DiscardNotInSet`]: a joker, a
/// North wind at three players). American play takes every tile: the set's eight flowers are
/// interchangeable, so any flower (a Chinese flower or season, `1f`) is read as the flower, and
/// a joker discard is dead ([`check_discard_callable`] says so). [`calls`] and [`check_call`]
/// check it first; a face that reads a discard may ask it as it reads.
///
/// ```
/// use mahjong_core::{Tile, rules::{check_discard_tile, RulesError, Table}};
/// let flower: Tile = "1f".parse().unwrap();
/// assert_eq!(check_discard_tile(&Table::american(), flower), Ok(()));
/// let e = check_discard_tile(&Table::chinese(), Tile::JOKER).unwrap_err();
/// assert_eq!(e.to_string(), "the discard 0j is not a tile of the Chinese 144 set");
/// ```
pub fn check_discard_tile(table: &Table, tile: Tile) -> Result<(), RulesError> {
    if table.variant() == Variant::American {
        return Ok(());
    }
    let set = table.tile_set();
    if set.count(tile) == 0 { Err(RulesError::DiscardNotInSet { tile, set: set.name() }) } else { Ok(()) }
}

/// Why `caller` can make no call at all on `discard`, before looking at the hand: a seat not in
/// play, a discard that is not a tile of a Chinese or British table's set, the caller's own
/// discard, a discard that is not the latest, a discarded joker, a dead hand. [`calls`] answers
/// "no calls" for all but the first two; this says why.
///
/// ```
/// use mahjong_core::rules::{check_discard_callable, CallFacts, Discard, RulesError, Seat, Table};
/// let d = Discard { latest: false, ..Discard::latest("5p".parse().unwrap(), Seat::ALL[0]) };
/// let why = check_discard_callable(&Table::american(), Seat::ALL[1], &d, &CallFacts::default());
/// assert_eq!(why, Err(RulesError::NotLatestDiscard));
/// ```
pub fn check_discard_callable(
    table: &Table,
    caller: Seat,
    discard: &Discard,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    check_common(table, caller, discard, facts)
}

/// Checks one call on a discard, with the reason when it is not allowed: the answer of
/// [`check_american_call`] or [`check_chinese_call`], by `table.variant`.
///
/// ```
/// use mahjong_core::{Hand, rules::{check_call, Call, CallFacts, Discard, Seat, Table}};
/// let hand = Hand::parse("55p 123m 456s 789s 11z").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[0]);
/// assert_eq!(check_call(&Table::chinese(), &hand, Seat::ALL[2], &d, Call::Pung, &CallFacts::default()), Ok(()));
/// ```
pub fn check_call(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    check_shared(table, hand, caller, discard, facts)?;
    check_call_tiles(table, hand, caller, discard, call, facts)
}

/// The checks of [`check_call`] that every call shares: [`check_discard_callable`] and, in
/// Chinese and British play, the caller's 13 tiles in sets.
fn check_shared(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    check_common(table, caller, discard, facts)?;
    if table.variant() != Variant::American {
        check_caller_tiles(hand, caller)?;
    }
    Ok(())
}

/// Every call `caller` may make on `discard`: empty when none is possible, including a discard
/// that can never be called by this player (the caller's own discard, a discard that is not the
/// latest, a discarded joker, a dead hand: [`check_call`] says which). Errors only for state that
/// cannot be at a table: a seat not in play, and, in Chinese and British play, a discard that is
/// not a tile of the table's set ([`RulesError::DiscardNotInSet`]: a joker, a North wind at three
/// players) and a caller without 13 tiles in sets ([`RulesError::CallerTileCount`]).
///
/// ```
/// use mahjong_core::{Hand, rules::{calls, Call, CallFacts, Discard, Seat, Table}};
/// // American: two 5 dots and a joker: Pung or Kong of 5 dots on a discarded 5 dot.
/// let hand = Hand::parse("5d 5d J 1b 2b").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[3]);
/// let c = calls(&Table::american(), &hand, Seat::ALL[1], &d, &CallFacts::default()).unwrap();
/// assert_eq!(c.iter().collect::<Vec<_>>(), [Call::Pung, Call::Kong]);
/// // The same discard once another has been made: no calls.
/// let old = Discard { latest: false, ..d };
/// assert!(calls(&Table::american(), &hand, Seat::ALL[1], &old, &CallFacts::default()).unwrap().is_empty());
/// ```
pub fn calls(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    facts: &CallFacts,
) -> Result<crate::rules::CallSet, RulesError> {
    calls_among(table, hand, caller, discard, facts, CallSet::ALL)
}

/// The calls in `among` that `caller` may make on `discard`: [`calls`] asked only about some
/// calls, for a caller that already knows the hand cannot make the others (the game engine,
/// which sees that a hand holds fewer than two of the discard). Each call in `among` is
/// answered as [`check_call`] answers it; the checks all calls share (the seats, the discard,
/// the caller's tiles) are made once. Errors as [`calls`].
pub(crate) fn calls_among(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    facts: &CallFacts,
    among: CallSet,
) -> Result<CallSet, RulesError> {
    match check_shared(table, hand, caller, discard, facts) {
        Err(
            RulesError::OwnDiscard { .. }
            | RulesError::NotLatestDiscard
            | RulesError::DiscardedJoker
            | RulesError::DeadHand { .. },
        ) => return Ok(CallSet::EMPTY),
        other => other?,
    }
    let mut set = CallSet::EMPTY;
    for call in Call::ALL {
        if among.contains(call) && check_call_tiles(table, hand, caller, discard, call, facts).is_ok() {
            set = set.with(call);
        }
    }
    Ok(set)
}

/// The part of [`check_call`] after the checks every call shares ([`check_shared`]): what this
/// call needs. The one place the call rule dispatches on the variant.
fn check_call_tiles(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    match table.variant() {
        Variant::American => american_call_tiles(table, hand, caller, discard, call, facts),
        Variant::Chinese | Variant::British => chinese_call_tiles(table, hand, caller, discard, call, facts),
    }
}

/// American: checks one call. Exposures (Pung, Kong, Quint, Sextet) need the other tiles of the
/// group in hand as naturals or jokers, with the discard as the natural; a pair or single may
/// be called only for Mah Jongg; a hand whose only possible lines are concealed (C) lines calls
/// only for Mah Jongg; with [`super::HouseRules::calls_keep_a_line`] an exposure must keep a
/// card line possible.
///
/// ```
/// use mahjong_core::{Hand, rules::{check_american_call, Call, CallFacts, Discard, RulesError, Seat, Table}};
/// let hand = Hand::parse("N J 1b 2b").unwrap();
/// let d = Discard::latest("4z".parse().unwrap(), Seat::ALL[0]);
/// let t = Table::american();
/// assert_eq!(check_american_call(&t, &hand, Seat::ALL[1], &d, Call::Pung, &CallFacts::default()), Ok(()));
/// let c_only = CallFacts { concealed_only: true, ..CallFacts::default() };
/// assert_eq!(check_american_call(&t, &hand, Seat::ALL[1], &d, Call::Pung, &c_only),
///            Err(RulesError::ConcealedHandCallsOnlyMahJong { seat: Seat::ALL[1] }));
/// ```
pub fn check_american_call(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    check_common(table, caller, discard, facts)?;
    american_call_tiles(table, hand, caller, discard, call, facts)
}

/// [`check_american_call`] after the checks all calls share.
fn american_call_tiles(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    let need = match call {
        Call::Chow => return Err(RulesError::CallNotInVariant { call, variant: "american" }),
        Call::MahJong => {
            return if facts.mah_jong {
                Ok(())
            } else {
                Err(RulesError::NotMahJong { seat: caller, tile: discard.tile })
            };
        }
        _ => call.tiles_from_hand().unwrap_or(0),
    };
    if facts.concealed_only {
        return Err(RulesError::ConcealedHandCallsOnlyMahJong { seat: caller });
    }
    if hand.melds().len() >= crate::hand::MAX_MELDS {
        return Err(RulesError::TooManyMelds { seat: caller });
    }
    let (naturals, jokers) = naturals_and_jokers(hand, discard.tile);
    // Blanks can never be part of a group; any flower is the flower (the set's eight are
    // interchangeable).
    let groupable = discard.tile.is_playing() || discard.tile.is_bonus();
    let have = if groupable { naturals + jokers } else { 0 };
    if have < need {
        return Err(RulesError::CannotCall { seat: caller, call, tile: discard.tile, have, need });
    }
    if table.house().calls_keep_a_line && !facts.keeps_a_line_after(call) {
        return Err(RulesError::CallLeavesNoLine { seat: caller, call });
    }
    Ok(())
}

/// Chinese and British: the chows the hand can make with `tile`, as their lowest tiles (up to
/// three: tile as the low, middle or high end).
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::chow_options};
/// let hand = Hand::parse("3467m").unwrap();
/// let five: Tile = "5m".parse().unwrap();
/// let lows: Vec<String> = chow_options(&hand, five).iter().flatten().map(|t| t.to_string()).collect();
/// assert_eq!(lows, ["3m", "4m", "5m"]);
/// ```
pub fn chow_options(hand: &Hand, tile: Tile) -> [Option<Tile>; 3] {
    let mut out = [None; 3];
    let (Some(suit), Some(n)) = (tile.suit(), tile.number()) else { return out };
    // The faces held, one bit per tile index (45 faces fit a u64).
    let held = hand.concealed().iter().fold(0u64, |m, t| m | 1u64 << (t.index() & 63));
    let has = |k: u8| Tile::suited(suit, k).is_some_and(|t| (held >> t.index()) & 1 != 0);
    for (slot, low) in out.iter_mut().zip([n as i8 - 2, n as i8 - 1, n as i8]) {
        if (1..=7).contains(&low) {
            let low = low as u8;
            let others_held = (low..low + 3).filter(|&k| k != n).all(has);
            if others_held {
                *slot = Tile::suited(suit, low);
            }
        }
    }
    out
}

/// Chinese and British: a caller holds 13 tiles in sets (a kong counts three, bonus tiles aside).
pub(super) fn check_caller_tiles(hand: &Hand, caller: Seat) -> Result<(), RulesError> {
    let melds: usize = hand.melds().iter().map(|m| m.tiles().len().min(3)).sum();
    let tiles = hand.concealed().iter().filter(|t| !t.is_bonus()).count() + melds;
    if tiles == 13 {
        Ok(())
    } else {
        Err(RulesError::CallerTileCount { seat: caller, tiles: u8::try_from(tiles).unwrap_or(u8::MAX) })
    }
}

/// Chinese and British: checks one call. A Chow only from the player on the left (the previous
/// in turn), never with two players, and in British play only one per hand; a Pung (two
/// matching tiles held) or Kong (three held) from anyone; Mah Jong when the tile completes the
/// hand. The caller must hold 13 tiles in sets, a kong counting three and bonus tiles aside
/// ([`RulesError::CallerTileCount`]).
///
/// ```
/// use mahjong_core::{Hand, rules::{check_chinese_call, Call, CallFacts, Discard, RulesError, Seat, Table}};
/// let hand = Hand::parse("46m 99p 123s 456s 789s").unwrap();
/// let d = Discard::latest("5m".parse().unwrap(), Seat::ALL[0]);
/// let f = CallFacts::default();
/// assert_eq!(check_chinese_call(&Table::chinese(), &hand, Seat::ALL[1], &d, Call::Chow, &f), Ok(()));
/// assert!(matches!(check_chinese_call(&Table::chinese(), &hand, Seat::ALL[2], &d, Call::Chow, &f),
///                  Err(RulesError::ChowNotFromLeft { .. })));
/// let short = Hand::parse("46m 99p").unwrap();
/// assert_eq!(check_chinese_call(&Table::chinese(), &short, Seat::ALL[1], &d, Call::Chow, &f).unwrap_err().to_string(),
///            "seat 1 cannot call: the hand has 4 tiles in sets; a caller holds 13");
/// ```
pub fn check_chinese_call(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    check_common(table, caller, discard, facts)?;
    check_caller_tiles(hand, caller)?;
    chinese_call_tiles(table, hand, caller, discard, call, facts)
}

/// [`check_chinese_call`] after the checks all calls share (the caller's tiles included).
fn chinese_call_tiles(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    facts: &CallFacts,
) -> Result<(), RulesError> {
    let variant = table.variant().name();
    match call {
        Call::MahJong => {
            if facts.mah_jong {
                Ok(())
            } else {
                Err(RulesError::NotMahJong { seat: caller, tile: discard.tile })
            }
        }
        Call::Quint | Call::Sextet => Err(RulesError::CallNotInVariant { call, variant }),
        Call::Chow => {
            if table.seats() == 2 {
                return Err(RulesError::CallNotInVariant { call, variant: "two-player" });
            }
            let left = table.previous(caller);
            if discard.discarder != left {
                return Err(RulesError::ChowNotFromLeft { seat: caller, left, discarder: discard.discarder });
            }
            if table.variant() == Variant::British && hand.melds().iter().any(|m| m.kind() == MeldKind::Chow) {
                return Err(RulesError::OneChowPerHand { seat: caller });
            }
            if hand.melds().len() >= crate::hand::MAX_MELDS {
                return Err(RulesError::TooManyMelds { seat: caller });
            }
            if chow_options(hand, discard.tile).iter().any(Option::is_some) {
                Ok(())
            } else {
                let have = u8::from(discard.tile.is_suited());
                Err(RulesError::CannotCall { seat: caller, call, tile: discard.tile, have: have.min(1), need: 2 })
            }
        }
        Call::Pung | Call::Kong => {
            if hand.melds().len() >= crate::hand::MAX_MELDS {
                return Err(RulesError::TooManyMelds { seat: caller });
            }
            let need = call.tiles_from_hand().unwrap_or(0);
            let have = if discard.tile.is_playing() {
                hand.concealed().iter().filter(|&&t| t == discard.tile).count() as u8
            } else {
                0
            };
            if have < need {
                return Err(RulesError::CannotCall { seat: caller, call, tile: discard.tile, have, need });
            }
            Ok(())
        }
    }
}

/// Takes a called discard into the hand: for an exposure, the group is exposed with the discard
/// as its natural plus `jokers` jokers and the rest naturals from the hand; for Mah Jongg the
/// tile joins the hand. Chows go through [`expose_chow`].
///
/// ```
/// use mahjong_core::{Hand, rules::{expose, Call, Seat}};
/// let hand = Hand::parse("5d J J 1b").unwrap();
/// let after = expose(&hand, Seat::ALL[1], "5p".parse().unwrap(), Call::Kong, 2).unwrap();
/// assert_eq!(mahjong_core::notation::american(&after).to_string(), "1b [55d JJ]");
/// ```
pub fn expose(hand: &Hand, seat: Seat, tile: Tile, call: Call, jokers: u8) -> Result<Hand, RulesError> {
    let mut out = *hand;
    let need = match call {
        Call::MahJong => {
            out.push(tile).map_err(|_| RulesError::TooManyMelds { seat })?;
            return Ok(out);
        }
        Call::Chow => return Err(RulesError::NotAChow { tile, lowest: tile }),
        _ => call.tiles_from_hand().unwrap_or(0),
    };
    let (naturals, held_jokers) = naturals_and_jokers(hand, tile);
    if jokers > held_jokers || jokers > need {
        return Err(RulesError::JokerCount { call, tile, jokers, held: held_jokers });
    }
    let natural_need = need - jokers;
    if naturals < natural_need {
        return Err(RulesError::CannotCall { seat, call, tile, have: naturals + jokers, need });
    }
    let mut group = [tile; 6];
    for slot in group.iter_mut().skip(1 + natural_need as usize).take(jokers as usize) {
        *slot = Tile::JOKER;
    }
    for _ in 0..jokers {
        out.remove(Tile::JOKER);
    }
    for i in 0..natural_need as usize {
        let held = *hand.concealed().iter().find(|&&t| !t.is_joker() && same_face(t, tile)).unwrap_or(&tile);
        out.remove(held);
        group[1 + i] = held;
    }
    let meld = Meld::new(&group[..need as usize + 1], MeldStatus::Exposed).map_err(|_| RulesError::CannotCall {
        seat,
        call,
        tile,
        have: naturals + jokers,
        need,
    })?;
    out.push_meld(meld).map_err(|_| RulesError::TooManyMelds { seat })?;
    Ok(out)
}

/// Exposes a called Chow: the discard with the two held tiles of the run starting at `lowest`.
///
/// ```
/// use mahjong_core::{Hand, rules::{expose_chow, Seat}};
/// let hand = Hand::parse("46m 9p").unwrap();
/// let after = expose_chow(&hand, Seat::ALL[1], "5m".parse().unwrap(), "4m".parse().unwrap()).unwrap();
/// assert_eq!(after.to_string(), "9p [456m]");
/// ```
pub fn expose_chow(hand: &Hand, seat: Seat, tile: Tile, lowest: Tile) -> Result<Hand, RulesError> {
    if !chow_options(hand, tile).contains(&Some(lowest)) {
        return Err(RulesError::NotAChow { tile, lowest });
    }
    let mut out = *hand;
    let mut run = [lowest; 3];
    for (i, slot) in run.iter_mut().enumerate() {
        *slot = Tile::from_index(lowest.index() + i as u8).unwrap_or(lowest);
        if *slot != tile {
            out.remove(*slot);
        }
    }
    let meld = Meld::new(&run, MeldStatus::Exposed).map_err(|_| RulesError::NotAChow { tile, lowest })?;
    out.push_meld(meld).map_err(|_| RulesError::TooManyMelds { seat })?;
    Ok(out)
}

/// A claim on the latest discard.
///
/// ```
/// use mahjong_core::rules::{Call, Claim, Seat};
/// let c = Claim::new(Seat::ALL[2], Call::Pung);
/// assert!(!c.committed);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Claim {
    /// Who claims.
    pub seat: Seat,
    /// For what.
    pub call: Call,
    /// American: the claimant has already committed (put the discard atop the rack or begun
    /// the exposure).
    pub committed: bool,
}

impl Claim {
    /// An uncommitted claim.
    ///
    /// ```
    /// use mahjong_core::rules::{Call, Claim, Seat};
    /// assert_eq!(Claim::new(Seat::ALL[1], Call::Kong).call, Call::Kong);
    /// ```
    pub const fn new(seat: Seat, call: Call) -> Claim {
        Claim { seat, call, committed: false }
    }
}

fn rank(variant: Variant, call: Call) -> u8 {
    match (variant, call) {
        (_, Call::MahJong) => 2,
        (Variant::American, _) => 1,
        (_, Call::Chow) => 0,
        _ => 1,
    }
}

/// The claims in priority order (up to three claimants). American: Mah Jongg beats an exposure;
/// between claims for the same purpose a committed claim comes first, then the claimant nearest
/// in turn after the discarder. Chinese and British: Mah Jong, then Pung or Kong, then Chow;
/// ties go to the nearest in turn after the discarder. Errors: a seat not in play, the
/// discarder's own claim, two claims by one seat, a call the variant does not have, a chow
/// claimed by anyone but the player after the discarder (or at a two-player table).
///
/// ```
/// use mahjong_core::rules::{claim_order, Call, Claim, RulesError, Seat, Table};
/// let s = Seat::ALL;
/// let order = claim_order(&Table::chinese(), s[0], &[Claim::new(s[1], Call::Chow), Claim::new(s[3], Call::Pung)]).unwrap();
/// assert_eq!(order[0].map(|c| c.seat), Some(s[3]));
/// assert_eq!(order[1].map(|c| c.seat), Some(s[1]));
/// assert_eq!(order[2], None);
/// let from_across = claim_order(&Table::chinese(), s[0], &[Claim::new(s[2], Call::Chow)]);
/// assert_eq!(from_across, Err(RulesError::ChowNotFromLeft { seat: s[2], left: s[1], discarder: s[0] }));
/// ```
pub fn claim_order(table: &Table, discarder: Seat, claims: &[Claim]) -> Result<[Option<Claim>; 3], RulesError> {
    let mut out = [None; 3];
    let mut n = 0;
    if !table.seated(discarder) {
        return Err(RulesError::SeatNotInPlay { seat: discarder, players: table.seats() });
    }
    for (i, c) in claims.iter().enumerate() {
        if !table.seated(c.seat) {
            return Err(RulesError::SeatNotInPlay { seat: c.seat, players: table.seats() });
        }
        if c.seat == discarder {
            return Err(RulesError::OwnDiscard { seat: c.seat });
        }
        if claims[..i].iter().any(|o| o.seat == c.seat) {
            return Err(RulesError::DuplicateClaim { seat: c.seat });
        }
        let bad = match table.variant() {
            Variant::American => c.call == Call::Chow,
            _ => matches!(c.call, Call::Quint | Call::Sextet),
        };
        if bad {
            return Err(RulesError::CallNotInVariant { call: c.call, variant: table.variant().name() });
        }
        if c.call == Call::Chow && table.seats() == 2 {
            return Err(RulesError::CallNotInVariant { call: Call::Chow, variant: "two-player" });
        }
        if c.call == Call::Chow && table.previous(c.seat) != discarder {
            return Err(RulesError::ChowNotFromLeft { seat: c.seat, left: table.previous(c.seat), discarder });
        }
        if n < 3 {
            out[n] = Some(*c);
            n += 1;
        }
    }
    let american = table.variant() == Variant::American;
    let key = |c: &Claim| {
        let committed = american && c.committed;
        (core::cmp::Reverse(rank(table.variant(), c.call)), !committed, table.turns_after(c.seat, discarder))
    };
    out[..n].sort_unstable_by_key(|c| c.as_ref().map(key));
    Ok(out)
}

/// The claim that takes the discard, or `None` without claims. See [`claim_order`].
///
/// ```
/// use mahjong_core::rules::{claim_winner, Call, Claim, Seat, Table};
/// let s = Seat::ALL;
/// // American: the exposure claim nearest after the discarder wins…
/// let claims = [Claim::new(s[3], Call::Pung), Claim::new(s[2], Call::Kong)];
/// assert_eq!(claim_winner(&Table::american(), s[1], &claims).unwrap().unwrap().seat, s[2]);
/// // …unless the other has already committed.
/// let claims = [Claim { committed: true, ..Claim::new(s[3], Call::Pung) }, Claim::new(s[2], Call::Kong)];
/// assert_eq!(claim_winner(&Table::american(), s[1], &claims).unwrap().unwrap().seat, s[3]);
/// ```
pub fn claim_winner(table: &Table, discarder: Seat, claims: &[Claim]) -> Result<Option<Claim>, RulesError> {
    Ok(claim_order(table, discarder, claims)?[0])
}

/// Several Mah Jongg claims: checks the priority claimant first with `is_valid`, then the next;
/// the tile goes to the first valid claim and is resolved once (at most one winner).
///
/// ```
/// use mahjong_core::rules::{resolve_mah_jong_claims, Call, Claim, Seat, Table};
/// let s = Seat::ALL;
/// let claims = [Claim::new(s[3], Call::MahJong), Claim::new(s[1], Call::MahJong)];
/// // Seat 1 has priority after seat 0's discard, but its hand is false; seat 3 wins.
/// let winner = resolve_mah_jong_claims(&Table::american(), s[0], &claims, |seat| seat == s[3]).unwrap();
/// assert_eq!(winner, Some(s[3]));
/// ```
pub fn resolve_mah_jong_claims(
    table: &Table,
    discarder: Seat,
    claims: &[Claim],
    mut is_valid: impl FnMut(Seat) -> bool,
) -> Result<Option<Seat>, RulesError> {
    let order = claim_order(table, discarder, claims)?;
    for c in order.iter().flatten().filter(|c| c.call == Call::MahJong) {
        if is_valid(c.seat) {
            return Ok(Some(c.seat));
        }
    }
    Ok(None)
}

crate::name::names! {
    /// Something the next player does after a discard, which may close the claim window.
    ///
    /// ```
    /// use mahjong_core::rules::TableAction;
    /// assert_eq!(TableAction::ExchangeJoker.label(), "exchange a joker");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum TableAction: "table action" {
        /// Draws a tile from the wall (still in hand, not racked).
        Draw = 0 => "draw" | "draw",
        /// Racks the drawn tile.
        Rack = 1 => "rack" | "rack",
        /// Discards.
        Discard = 2 => "discard" | "discard",
        /// Declares Mah Jongg.
        DeclareMahJong = 3 => "declare_mah_jong" | "declare Mah Jongg",
        /// Exchanges a joker.
        ExchangeJoker = 4 => "exchange_joker" | "exchange a joker",
    }
    /// Words for messages: `draw`, `rack`, `discard`, `declare Mah Jongg`, `exchange a joker`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::TableAction::Rack.label(), "rack");
    /// ```
    fn label;
    aliases: [("mah_jong", DeclareMahJong), ("mah_jongg", DeclareMahJong)]
}

impl TableAction {
    /// True when this action closes the claim window. American: racking the drawn tile,
    /// discarding, declaring or exchanging a joker (a draw alone does not). Chinese and British:
    /// the next player's draw (calls come "before the next player draws"), and anything after.
    ///
    /// ```
    /// use mahjong_core::rules::{TableAction, Variant};
    /// assert!(!TableAction::Draw.closes_window(Variant::American));
    /// assert!(TableAction::Draw.closes_window(Variant::British));
    /// ```
    pub const fn closes_window(self, variant: Variant) -> bool {
        match variant {
            Variant::American => !matches!(self, TableAction::Draw),
            _ => true,
        }
    }
}

/// True while the latest discard may still be called, given what the next player has done
/// since it was discarded.
///
/// ```
/// use mahjong_core::rules::{claim_window_open, TableAction, Table};
/// assert!(claim_window_open(&Table::american(), &[TableAction::Draw]));
/// assert!(!claim_window_open(&Table::american(), &[TableAction::Draw, TableAction::Rack]));
/// ```
pub fn claim_window_open(table: &Table, since_discard: &[TableAction]) -> bool {
    !since_discard.iter().any(|a| a.closes_window(table.variant()))
}

/// True when a call is in time: the window was still open when it was made. A call made at the
/// same moment as the action that closed the window (`simultaneous`) counts in American play
/// when that action was racking ("a simultaneous rack-and-call favors the caller").
///
/// ```
/// use mahjong_core::rules::{call_in_time, TableAction, Table};
/// let rack = [TableAction::Draw, TableAction::Rack];
/// assert!(call_in_time(&Table::american(), &rack, true));
/// assert!(!call_in_time(&Table::american(), &rack, false));
/// ```
pub fn call_in_time(table: &Table, since_discard: &[TableAction], simultaneous: bool) -> bool {
    match since_discard.split_last() {
        None => true,
        Some((&last, before)) => {
            claim_window_open(table, before)
                && (!last.closes_window(table.variant())
                    || (simultaneous && table.variant() == Variant::American && last == TableAction::Rack))
        }
    }
}

/// Who plays next after a discard: the winning claimant (claiming counts as their turn), or the
/// next player in turn when nobody claims.
///
/// # Errors
///
/// [`RulesError::SeatNotInPlay`]: the discarder or the claimant is not seated at this table;
/// [`RulesError::OwnDiscard`]: the claimant is the discarder.
///
/// ```
/// use mahjong_core::rules::{next_to_play, Call, Claim, RulesError, Seat, Table};
/// let s = Seat::ALL;
/// assert_eq!(next_to_play(&Table::chinese(), s[0], None), Ok(s[1]));
/// assert_eq!(next_to_play(&Table::chinese(), s[0], Some(&Claim::new(s[2], Call::Pung))), Ok(s[2]));
/// let three = Table::chinese().with_players(3).unwrap();
/// assert_eq!(next_to_play(&three, s[3], None), Err(RulesError::SeatNotInPlay { seat: s[3], players: 3 }));
/// ```
pub fn next_to_play(table: &Table, discarder: Seat, winner: Option<&Claim>) -> Result<Seat, RulesError> {
    for seat in core::iter::once(discarder).chain(winner.map(|c| c.seat)) {
        if !table.seated(seat) {
            return Err(RulesError::SeatNotInPlay { seat, players: table.seats() });
        }
    }
    match winner {
        Some(c) if c.seat == discarder => Err(RulesError::OwnDiscard { seat: c.seat }),
        Some(c) => Ok(c.seat),
        None => Ok(table.next(discarder)),
    }
}

/// How many players lose their turn when `claimer` takes a discard: those between the
/// discarder and the claimer.
///
/// ```
/// use mahjong_core::rules::{turns_lost, Seat, Table};
/// assert_eq!(turns_lost(&Table::american(), Seat::ALL[0], Seat::ALL[3]), 2);
/// ```
pub fn turns_lost(table: &Table, discarder: Seat, claimer: Seat) -> u8 {
    table.turns_after(claimer, discarder).saturating_sub(1)
}

/// True when the claimant must discard after taking the tile: every call except Mah Jongg.
///
/// ```
/// use mahjong_core::rules::{must_discard_after, Call};
/// assert!(must_discard_after(Call::Pung));
/// assert!(!must_discard_after(Call::MahJong));
/// ```
pub const fn must_discard_after(call: Call) -> bool {
    !matches!(call, Call::MahJong)
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::*;
    use crate::sim::Xoshiro256;
    use crate::{TileSet, rules::Table};

    /// The 136 tiles of the classical set without flowers and seasons, and how many there are.
    fn classical_tiles() -> ([Tile; 144], usize) {
        let mut set = [Tile::BLANK; 144];
        let mut n = 0;
        for (slot, tile) in set.iter_mut().zip(TileSet::chinese(false).tiles()) {
            *slot = tile;
            n += 1;
        }
        (set, n)
    }

    /// `chow_options` against the runs worked out tile by tile: for the tile as the low, middle
    /// and high end, the run is offered when it stays within 1-9 and the hand holds its other
    /// two tiles. Random hands of 1 to 14 tiles from the classical set, every tile as the discard.
    #[test]
    fn chow_options_are_the_runs_whose_other_two_tiles_are_held() {
        let (mut set, n) = classical_tiles();
        let mut rng = Xoshiro256::seed_from(8);
        let mut offered = 0u32;
        for round in 0..400 {
            rng.shuffle(&mut set[..n]);
            let mut hand = Hand::new();
            for &t in &set[..1 + round % 14] {
                hand.push(t).unwrap();
            }
            for face in 0..Tile::COUNT as u8 {
                let tile = Tile::from_index(face).unwrap();
                let mut want = [None; 3];
                if let (Some(suit), Some(k)) = (tile.suit(), tile.number()) {
                    for (slot, low) in want.iter_mut().zip([k as i32 - 2, k as i32 - 1, k as i32]) {
                        let run: [i32; 3] = [low, low + 1, low + 2];
                        let inside = low >= 1 && low + 2 <= 9;
                        let others_held = |run: [i32; 3]| {
                            run.iter()
                                .filter(|&&x| x != k as i32)
                                .all(|&x| hand.concealed().contains(&Tile::suited(suit, x as u8).unwrap()))
                        };
                        if inside && others_held(run) {
                            *slot = Tile::suited(suit, low as u8);
                        }
                    }
                }
                offered += want.iter().flatten().count() as u32;
                assert_eq!(chow_options(&hand, tile), want, "{hand} on {tile}");
            }
        }
        assert!(offered > 1000, "{offered} chows offered");
    }

    /// `calls_among` answers each call it is asked about as `check_call` does, and no other:
    /// random hands of 13 tiles in sets (some with melds) from the classical set, every discard
    /// face, every caller, every subset of the calls, classical and British tables.
    #[test]
    fn calls_among_is_check_call_on_the_calls_asked() {
        let (mut set, n) = classical_tiles();
        let mut rng = Xoshiro256::seed_from(15);
        let mut asked = 0u32;
        for round in 0..120 {
            rng.shuffle(&mut set[..n]);
            let mut hand = Hand::new();
            let melds = round % 3;
            for &t in &set[..melds] {
                if t.is_playing() {
                    hand.push_meld(Meld::new(&[t; 3], MeldStatus::Exposed).unwrap()).unwrap();
                }
            }
            for &t in &set[4..4 + 13 - 3 * hand.melds().len()] {
                hand.push(t).unwrap();
            }
            // A hand with the wrong number of tiles now and then: the errors must agree too.
            if round % 25 == 0 {
                hand.push(set[40]).unwrap();
            }
            for table in [Table::chinese(), Table::british()] {
                for face in 0..34u8 {
                    let d = Discard::latest(Tile::from_index(face).unwrap(), Seat::ALL[0]);
                    for caller in Seat::ALL {
                        let facts = CallFacts { mah_jong: face % 5 == 0, ..CallFacts::default() };
                        let all = calls(&table, &hand, caller, &d, &facts);
                        for bits in 0..64u8 {
                            let among = CallSet(bits);
                            let got = calls_among(&table, &hand, caller, &d, &facts, among);
                            let want = all.map(|a| CallSet(a.bits() & bits));
                            assert_eq!(got, want, "{hand} on {} by {caller}, among {bits:b}", d.tile);
                            if let Ok(s) = got {
                                for call in Call::ALL.into_iter().filter(|&c| among.contains(c)) {
                                    let one = check_call(&table, &hand, caller, &d, call, &facts).is_ok();
                                    assert_eq!(s.contains(call), one, "{hand} {call:?} on {}", d.tile);
                                    asked += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(asked > 100_000, "{asked}");
    }
}
