//! Four sets and a pair: decompositions, special hands, waits and tiles away, for the Chinese
//! classical, British, two-player and three-player games.
//!
//! A winning hand holds "4 sets, 1 pair" — "a pair, and 4 Pungs, Kongs or Chows" — or
//! a special hand of its rule profile. Flowers and seasons "are not counted as part of
//! your four sets and one pair" and are ignored here; "a Kong counts as one complete set", so a
//! hand holds 14 tiles plus one per kong.
//!
//! ```
//! use mahjong_core::Hand;
//! use mahjong_core::standard::{self, RuleProfile, SpecialHand};
//!
//! let hand = Hand::parse("123m456p789s111z55z").unwrap();
//! assert_eq!(standard::is_winning(&hand, RuleProfile::Classical), Ok(true));
//! // British rules allow one chow per hand.
//! assert_eq!(standard::is_winning(&hand, RuleProfile::British), Ok(false));
//!
//! let waiting = Hand::parse("1112345678999m").unwrap();
//! let waits = standard::waits(&waiting, RuleProfile::Classical).unwrap();
//! assert_eq!(waits.len(), 9); // the nine-sided wait
//!
//! let away = standard::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap();
//! assert_eq!((away.standard(), away.thirteen_unique_wonders()), (8, Some(0)));
//!
//! let snake = Hand::parse("1123456789s1234z").unwrap();
//! let found = standard::special_hands(&snake, RuleProfile::Classical).unwrap();
//! assert!(found.contains(SpecialHand::WrigglingSnake));
//! # assert_eq!(standard::is_winning_counts(&[0; 34]), Err(standard::StandardError::WrongTileCount { count: 0, expected: "3n+2 (2, 5, 8, 11 or 14)" }));
//! ```
//!
//! # Results and errors
//!
//! Every function that reads a [`Hand`] returns `Result<_, StandardError>`: a hand
//! whose tiles in sets (concealed tiles plus three per meld) are not the count the question needs
//! (14 for [`is_winning`], [`decompose`] and [`special_hands`], 13 for [`waits`], 13 or 14 for
//! [`tiles_away`]) is an error, never a silent `false` or a panic. So are jokers or blanks in the
//! hand, quints and sextets, the North wind under [`RuleProfile::ThreePlayer`], more than four
//! copies of a tile, bonus tiles the profile does not play, and a seat where nobody sits. The fast paths on 34 counts ([`is_winning_counts`], [`tiles_away_counts`])
//! check their counts too.
//!
//! # Tiles away
//!
//! [`tiles_away`] follows the riichi shanten convention: `-1` is a complete hand, `0` is calling
//! ("one for Mah Jong"), `n` is `n` tiles from calling, and it is profile-aware: it gives a number
//! for each way the profile can go Mah Jong (see [`TilesAway`]). Each number is the least count
//! of tile exchanges, less one, that reaches a hand of that form with no face used more than four
//! times, counting the copies the melds hold. Two numbers are riichi-compatible: under the
//! classical and three-player rules the standard number of a hand without melds is the
//! profile-free fast path [`tiles_away_counts`] of its counts (sets missing from the counts are
//! taken as melds, four of each face available), and it equals the `mahjong` package's
//! `Shanten.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False)` on every hand we
//! have compared (the Python test suite compares 260,000 seeded hands, and
//! `benches/python/compare_tiles_away.py` runs longer comparisons, many hands holding four of a
//! face); the Thirteen Unique Wonders number is its kokushi count. Under the British (one chow)
//! and two-player (no chows) rules the standard number respects the chow limit. The special
//! hands that are not four sets and a pair have numbers too (All Pair Honours, Knitting, Triple
//! Knitting and The Gates of Heaven under British and two-player rules, The Wriggling Snake under
//! every profile with a North wind). Riichi's generic
//! "seven different pairs" is not a hand of these rules and has no number. So `best() == -1` exactly
//! when [`is_winning`] holds, and `best() == 0` exactly when [`waits`] finds a tile
//! (`tests/standard_away.rs` checks this on random hands of every profile, and each special
//! number against a brute force over the hands of its form).
//!
//! # Lookup tables
//!
//! [`is_winning_counts`] and tiles away read tables indexed by a suit's nine counts. Each
//! arrangement of a suit with at most 14 tiles (405,350 of them) has a keep profile: for each
//! number of sets (0 to 4) with or without the pair, how many of the suit's tiles the best such
//! target in the suit keeps (126 distinct profiles of 10 bytes). Its number is read in two steps:
//! the first six counts, read as a base-5 number, give a state (1,023 of them: two prefixes share
//! one when they give the same profile with every ending), and the state with the last three
//! counts gives the profile number. The winning check has two steps of its own (110 states), whose
//! last step says whether the suit splits into sets, or sets and one pair. Tiles away is the best
//! split of the sets and the pair among the suits and the honours, read from three chained tables
//! of bytes: the profile of two suits together (126 × 126 entries naming one of 180 profiles), of
//! the third suit with the honours (126 × 55 honour profiles, naming one of 165; honours never form
//! chows, so only how many faces are held once, twice, three or four times matters), and tiles
//! away of those two for each number of sets (180 × 165 × 5). So tiles away is four dependent
//! loads deep and a little arithmetic, and the winning check two loads a suit. For the improving
//! tables, each arrangement is also ranked in lexicographic order (two lookups: the first five
//! counts read as a base-5 number, and the last four with the first five's total).
//!
//! Improving tiles ([`improving_counts`], [`discards_counts`]) come from tables too: for every
//! arrangement of a suit, one 16-byte entry holding its keep profile number and the tiles whose
//! addition raises each entry of the profile (nine-bit masks); for every pair of profiles (two
//! suits; a suit and the honours), which entries of each the best splits of the sets and the pair
//! use; and for the honours, by how many faces are held once, twice and three times, which of
//! "held 0, 1 or 2 times" raise each entry. A drawn tile lowers tiles away exactly when it raises
//! its group's entry in some best split, so the improving tiles are the union of those masks over
//! the best splits. After a discard only one group changes, so the table of every discard reads
//! that group's entry and one pair row again.
//!
//! The tables (tiles away and the winning check 506,131 bytes, 743,955 with the `fast-tables`
//! feature, of which the 49,152 bytes of rank tables only with the improving tables; improving
//! tiles 3,538,120 bytes more) are written at
//! build time by `build.rs` from the generator `src/standard/table_gen.rs`, a dynamic programme
//! over the nine faces; the test `tests/standard_table.rs` checks completeness for every entry,
//! keep profiles against every target of one suit, and honour profiles against every target of
//! the honours, and `tests/standard_improving.rs` checks the improving tiles against working
//! tiles away out again for each tile.
//!
//! # Choices where the rule books leave things open
//!
//! - **Decompositions** are distinct multisets of sets plus the pair; four identical concealed
//!   tiles are never a kong (a kong must be declared). Melds come first in the hand's order.
//! - **British**: "each player may declare only one Chow per round" is read as at most one chow in
//!   the winning hand, melded or concealed. **Two-player**: no chows at all ("a player must
//!   gather four Pungs or Kongs"; the "plus a double" is scoring, left to scoring). Two-player
//!   also allows every special hand listed (it names half-limit hands, which only the
//!   British list has). **Three-player** (triangular) plays the Chinese classical hands without
//!   the North wind, so Four Blessings and the Thirteen Unique Wonders cannot be made; a North
//!   wind in a three-player hand is an error. Its set is [`TileSet::three_player`](crate::TileSet::three_player) (132, or 138 with flowers:
//!   the bamboo flower `4f` and Winter `4g` are removed, and are an error among the hand's bonus
//!   tiles).
//! - **Seat winds**: a win context whose seat wind nobody plays is an error
//!   ([`StandardError::WindNotInProfile`]): North in three-player, South and North in two-player
//!   ("One player plays East, the other West"). The prevailing wind is not checked: three-player
//!   plays "3 or 4 rounds as agreed" (a fourth round is North's), and two-player plays rounds "as
//!   with the standard game".
//! - **Special hands**: "Pungs/Kongs of …" hands are four pungs or kongs and a pair, all in the
//!   named tiles where the rule says so (Heads and Tails, Imperial Jade, All Winds and Dragons:
//!   the pair too). Buried Treasure: no exposed meld (concealed kongs allowed), suit tiles of
//!   exactly one suit ("Concealed Pungs in one suit"), winds and dragons allowed; a win on a
//!   discard makes the set it completes exposed, so the discard must complete the pair. The
//!   Wriggling Snake is exactly 1 1 2 3 4 5 6 7 8 9 of one suit with E S W N. The Gates of Heaven
//!   is 1 1 1 9 9 9 with 2 to 8 and one more of 2 to 8; its pungs of Ones and Nines are
//!   "concealed", so on a discard win (discard, robbing a kong, last discard) the winning tile may
//!   not be the suit's 1 or 9. All Pair Honours: seven pairs of ones, nines, winds and dragons, a
//!   face held four times counting as two pairs (as in the BMJA rules). Knitting (BMJA): seven
//!   knitted pairs, each the same number in the same two suits, a number allowed several times
//!   (`1123456m1123456p`): the two suits hold the same count of each number, seven tiles each.
//!   Triple Knitting: four numbers in all three suits and one number in two suits. Hands that are not four sets (Wriggling Snake, Thirteen Unique Wonders, the seven-pair
//!   hands, Triple Knitting, Gates of Heaven) must be held without melds.
//! - **Hands read from the win context**: Heaven's Blessing = East, `first_turn`, self-drawn;
//!   Earth's Blessing = not East, `first_turn`, on a discard; Plum Blossom = winning tile 5 dots on
//!   a loose tile (`kong-replacement`); the Moon = winning tile 1 dot as last wall tile. Twofold
//!   Fortune = a win on a loose tile with the context flag `kong_after_kong` (notation word
//!   `kong-after-kong`: the second kong was declared on the first kong's loose tile) by a hand
//!   holding at least two kongs. Each needs the hand to
//!   be complete in the standard form or a special hand of the profile.
//! - **Waits** offer the 34 faces except those the hand already holds four of (in hand or melds)
//!   and the North wind in three-player.
//!
//! # Performance
//!
//! Nothing here allocates (`tests/standard_noalloc.rs` proves it with a counting allocator).
//! `benches/benches/peers.rs` times [`tiles_away_counts`], [`tiles_away_counts_many`],
//! [`is_winning_counts`], [`improving_counts`] and [`discards_counts`] side by side with the
//! peers on crates.io (xiangting, riichienv-core), and `benches/benches/standard.rs` the rest;
//! BENCHMARKS.md has the figures, the commands and the machine.

pub mod advice;
mod away;
mod away_special;
mod batch;
mod counts_in;
mod decompose;
#[cfg(all(feature = "serde", feature = "alloc"))]
mod deserialize;
mod display;
mod improving;
mod keep;
mod profile;
#[cfg(feature = "serde")]
pub(crate) mod serialize;
mod special;
mod table;
mod three_forms;

pub use away::{TilesAway, tiles_away, tiles_away_if_counted};
pub use batch::{ArrayError, array_layout, array_rows};
pub use counts_in::{CountOutOfRange, check_count};
pub use decompose::{Decomposition, SetKind, StandardSet};
pub use improving::Discards;
pub use profile::RuleProfile;
pub use special::{SpecialHand, SpecialHands, SpecialValue};

use crate::{Hand, MeldKind, MeldStatus, Tile, WinContext, Wind};
use decompose::Search;

crate::kind::error_enum! {
    /// Why a hand cannot be read as four sets and a pair.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{is_winning, RuleProfile, StandardError}};
    /// let err = is_winning(&Hand::parse("123m456p789s11z").unwrap(), RuleProfile::Classical).unwrap_err();
    /// assert_eq!(err, StandardError::WrongTileCount { count: 11, expected: "14" });
    /// assert_eq!(err.to_string(), "11 tiles in sets (kongs count 3); expected 14");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum StandardError {
        /// The hand holds the wrong number of tiles.
        #[error("{count} tiles in sets (kongs count 3); expected {expected}")]
        WrongTileCount {
            /// Concealed tiles plus three per meld (or the total of the counts).
            count: u8,
            /// What the question needs.
            expected: &'static str,
        } => StandardWrongTileCount,
        /// More than four copies of a tile.
        #[error("{count} copies of {tile}; there are 4")]
        TooManyCopies {
            /// The tile.
            tile: Tile,
            /// Copies held.
            count: u8,
        } => StandardTooManyCopies,
        /// A joker, blank or American flower among the hand's tiles.
        #[error("{0} is not played in the Chinese or British game")]
        NotPlayed(Tile) => StandardNotPlayed,
        /// A tile the rule profile removes (North wind in three-player).
        #[error("{tile} is not in the {profile} set")]
        NotInProfile {
            /// The tile.
            tile: Tile,
            /// The profile's name.
            profile: &'static str,
        } => StandardNotInProfile,
        /// A quint or sextet meld (American only).
        #[error("a {0} is not a set of the Chinese or British game")]
        NotASet(&'static str) => StandardNotASet,
        /// `only_possible_tile` needs `context().winning_tile`.
        #[error("the win context names no winning tile")]
        NoWinningTile => StandardNoWinningTile,
        /// The winning tile is not among the concealed tiles.
        #[error("the winning tile {0} is not among the concealed tiles")]
        WinningTileNotInHand(Tile) => StandardWinningTileNotInHand,
        /// The win context's seat wind is one nobody plays under the profile (North in
        /// three-player; South or North in two-player).
        #[error("seat wind {} is not played at the {profile} table", .wind.letter())]
        WindNotInProfile {
            /// The win context's seat wind.
            wind: Wind,
            /// The profile's name.
            profile: &'static str,
        } => StandardWindNotInProfile,
        /// The melds already hold more chows than the profile allows, so the hand cannot go Mah
        /// Jong in the standard form (asked of [`tiles_away`]).
        #[error("{chows} chows melded; {profile} rules allow at most {limit}")]
        TooManyChows {
            /// Chows among the melds.
            chows: u8,
            /// The profile's limit.
            limit: u8,
            /// The profile's name.
            profile: &'static str,
        } => StandardTooManyChows,
        /// The Chinese Official profile ([`RuleProfile::Mcr`]): its hand forms, waits and tiles
        /// away are answered by [`crate::mcr`].
        #[error("the Chinese Official rules (mcr) are read by their own hand forms: use the mcr functions")]
        McrProfile => StandardMcrProfile,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, Hand, standard};
    /// let e = standard::is_winning(&Hand::parse("123m").unwrap(), standard::RuleProfile::Classical).unwrap_err();
    /// assert_eq!(e.kind(), ErrorKind::StandardWrongTileCount);
    /// ```
    fn kind;
}

/// A hand read for this module: counts, melds as sets, context.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View {
    pub conc: [u8; 34],
    pub all: [u8; 34],
    pub melds: [StandardSet; 4],
    pub n_melds: u8,
    pub n_kongs: u8,
    pub meld_chows: u8,
    /// Exposed or added melds.
    pub open_melds: u8,
    /// Concealed tiles plus three per meld.
    pub in_sets: u8,
    pub ctx: WinContext,
}

impl View {
    /// `conc` as the concealed counts and as all the counts, no melds yet, the context `ctx`.
    #[inline]
    const fn empty(conc: [u8; 34], ctx: WinContext) -> View {
        View {
            conc,
            all: conc,
            melds: [StandardSet::new(SetKind::Pung, Tile::BLANK, None); 4],
            n_melds: 0,
            n_kongs: 0,
            meld_chows: 0,
            open_melds: 0,
            in_sets: 0,
            ctx,
        }
    }

    /// `Ok` when `rules` reads hands as four sets and a pair and plays `seat_wind`.
    #[inline]
    fn check_profile(rules: RuleProfile, seat_wind: Wind) -> Result<(), StandardError> {
        if !rules.is_standard() {
            return Err(StandardError::McrProfile);
        }
        if !rules.has_wind(seat_wind) {
            return Err(StandardError::WindNotInProfile { wind: seat_wind, profile: rules.label() });
        }
        Ok(())
    }

    /// The hand read for `rules`. One pass over the concealed tiles adds up the counts and a
    /// mask of the tile indices held; the mask says at once whether every tile is a face the
    /// profile plays, and the counts are checked for a fifth copy eight at a time. A hand that
    /// fails either check is read again by [`View::new_checked`], which names the first
    /// problem in the hand's order.
    #[inline]
    fn new(hand: &Hand, rules: RuleProfile) -> Result<View, StandardError> {
        let ctx = *hand.context();
        View::check_profile(rules, ctx.seat_wind)?;
        let (conc, seen) = count_concealed(hand);
        let mut v = View::empty(conc, ctx);
        let faces = ((1u64 << 34) - 1) & !rules.removed_faces();
        let mut bad = seen & !faces;
        for m in hand.melds() {
            for &t in m.tiles() {
                let i = t.index() as usize & 63;
                bad |= (1u64 << i) & !faces;
                if let Some(n) = v.all.get_mut(i) {
                    *n += 1;
                }
            }
            let Some(set) = decompose::meld_set(m.kind(), m.tile(), m.status()) else {
                return Self::new_checked(hand, rules);
            };
            if let Some(slot) = v.melds.get_mut(v.n_melds as usize) {
                *slot = set;
            }
            v.n_melds += 1;
            v.n_kongs += (m.kind() == MeldKind::Kong) as u8;
            v.meld_chows += (m.kind() == MeldKind::Chow) as u8;
            v.open_melds += (m.status() != MeldStatus::Concealed) as u8;
        }
        for &t in hand.bonus() {
            bad |= !rules.uses_tile(t) as u64;
        }
        if bad != 0 || any_over_four(&v.all) {
            return Self::new_checked(hand, rules);
        }
        v.in_sets = (hand.concealed().len() + 3 * hand.melds().len()).min(255) as u8;
        Ok(v)
    }

    /// The concealed counts of a hand without melds (the caller checks that it has none),
    /// checked as [`View::new`] checks them, for callers that need nothing else.
    #[inline]
    pub(crate) fn concealed_only(hand: &Hand, rules: RuleProfile) -> Result<away::CountWords, StandardError> {
        View::check_profile(rules, hand.context().seat_wind)?;
        let (conc, seen) = count_concealed_words(hand);
        let mut bad = seen & !(((1u64 << 34) - 1) & !rules.removed_faces());
        for &t in hand.bonus() {
            bad |= !rules.uses_tile(t) as u64;
        }
        if bad != 0 || conc.any_over_four() {
            return Self::new_checked(hand, rules).map(|v| away::CountWords::of(&v.conc));
        }
        Ok(conc)
    }

    /// [`View::new`] tile by tile, checking each as it comes: the first bad tile (bonus tiles,
    /// then concealed tiles, then the melds' tiles) or set is the error, then a fifth copy.
    #[cold]
    #[inline(never)]
    fn new_checked(hand: &Hand, rules: RuleProfile) -> Result<View, StandardError> {
        let mut v = View::empty([0; 34], *hand.context());
        for &t in hand.bonus() {
            if !rules.uses_tile(t) {
                return Err(StandardError::NotInProfile { tile: t, profile: rules.label() });
            }
        }
        let check = |t: Tile| -> Result<usize, StandardError> {
            if !t.is_playing() {
                return Err(StandardError::NotPlayed(t));
            }
            if !rules.uses_tile(t) {
                return Err(StandardError::NotInProfile { tile: t, profile: rules.label() });
            }
            Ok(t.index() as usize)
        };
        for &t in hand.concealed() {
            let i = check(t)?;
            v.conc[i] += 1;
            v.all[i] += 1;
        }
        for m in hand.melds() {
            for &t in m.tiles() {
                v.all[check(t)?] += 1;
            }
            let set =
                decompose::meld_set(m.kind(), m.tile(), m.status()).ok_or(StandardError::NotASet(m.kind().name()))?;
            v.melds[v.n_melds as usize] = set;
            v.n_melds += 1;
            v.n_kongs += (m.kind() == MeldKind::Kong) as u8;
            v.meld_chows += (m.kind() == MeldKind::Chow) as u8;
            v.open_melds += (m.status() != MeldStatus::Concealed) as u8;
        }
        if let Some(i) = v.all.iter().position(|&n| n > 4) {
            return Err(StandardError::TooManyCopies {
                tile: Tile::from_index(i as u8).unwrap_or(Tile::BLANK),
                count: v.all[i],
            });
        }
        v.in_sets = (hand.concealed().len() + 3 * hand.melds().len()).min(255) as u8;
        Ok(v)
    }

    fn expect(&self, n: u8, expected: &'static str) -> Result<(), StandardError> {
        if self.in_sets == n { Ok(()) } else { Err(StandardError::WrongTileCount { count: self.in_sets, expected }) }
    }

    fn push(&mut self, i: usize) {
        self.conc[i] += 1;
        self.all[i] += 1;
        self.in_sets += 1;
    }

    fn pop(&mut self, i: usize) {
        self.conc[i] -= 1;
        self.all[i] -= 1;
        self.in_sets -= 1;
    }
}

/// The counts of the concealed tiles by face, and a mask of the tile indices among them (every
/// index is below 64; a tile that is not a playing face is in the mask, not in the counts).
#[inline(always)]
fn count_concealed(hand: &Hand) -> ([u8; 34], u64) {
    let mut conc = [0u8; 34];
    let mut seen = 0u64;
    for &t in hand.concealed() {
        let i = t.index() as usize & 63;
        if let Some(n) = conc.get_mut(i) {
            *n += 1;
        }
        seen |= 1 << i;
    }
    (conc, seen)
}

/// The concealed counts of `hand` as words of eight counts ([`away::CountWords`]), with the mask
/// of the tile indices held (every index is below 64; a tile that is not a playing face is in
/// the mask; its count, if any, is not read). Each tile adds one to a byte of a whole word, so
/// the words read back afterwards are each forwarded from one store of the same word.
#[inline(always)]
fn count_concealed_words(hand: &Hand) -> (away::CountWords, u64) {
    let mut w = [0u64; 5];
    let mut seen = 0u64;
    for &t in hand.concealed() {
        let i = t.index() as usize & 63;
        if let Some(x) = w.get_mut(i >> 3) {
            *x += 1 << (8 * (i & 7));
        }
        seen |= 1 << i;
    }
    (away::CountWords(w), seen)
}

/// Whether some count is above four, eight counts at a time: a byte of 5 to 127 has its high
/// bit set after adding 0x7B (one of 0x85 or more carries into the next byte, but its own high
/// bit is set already), and a byte of 128 or more has it set to begin with.
#[inline(always)]
fn any_over_four(c: &[u8; 34]) -> bool {
    const OVER: u64 = 0x7B7B_7B7B_7B7B_7B7B;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut over = 0u64;
    for from in [0, 8, 16, 24, 26] {
        let w = table::word(c, from);
        over |= (w | w.wrapping_add(OVER)) & HIGH;
    }
    over != 0
}

/// Standard form under the profile's chow limit, on a view of 14 tiles in sets.
fn standard_complete(v: &View, rules: RuleProfile) -> bool {
    if v.meld_chows > rules.max_chows() || !table::complete_unchecked(&v.conc) {
        return false;
    }
    if rules.max_chows() >= 4 {
        return true;
    }
    let mut found = false;
    decompose::search_view(v, rules, &mut |_: &Decomposition| {
        found = true;
        false
    });
    found
}

fn complete_view(v: &View, rules: RuleProfile) -> bool {
    standard_complete(v, rules) || !special::shape_specials(v, rules).is_empty()
}

/// Whether a hand of 14 tiles in sets wins under `rules`: four sets and a pair (with the
/// profile's chow limit) or a special hand of the profile.
///
/// ```
/// use mahjong_core::{Hand, standard::{is_winning, RuleProfile}};
/// assert_eq!(is_winning(&Hand::parse("111m222p333s444z55z").unwrap(), RuleProfile::TwoPlayer), Ok(true));
/// assert_eq!(is_winning(&Hand::parse("19m19p19s12345677z").unwrap(), RuleProfile::Classical), Ok(true));
/// assert_eq!(is_winning(&Hand::parse("19m19p19s12345677z").unwrap(), RuleProfile::ThreePlayer).is_err(), true);
/// ```
pub fn is_winning(hand: &Hand, rules: RuleProfile) -> Result<bool, StandardError> {
    let v = View::new(hand, rules)?;
    v.expect(14, "14")?;
    Ok(complete_view(&v, rules))
}

/// Fast path: whether 34 counts (2, 5, 8, 11 or 14 tiles; missing sets are taken as melds)
/// split into sets and one pair. The standard form only, any number of chows — the `mahjong`
/// package's `Agari.is_agari` without seven pairs and thirteen orphans.
///
/// ```
/// let mut c = [0u8; 34];
/// for i in [0, 1, 2, 9, 10, 11, 18, 19, 20] { c[i] = 1; }
/// c[27] = 3;
/// c[33] = 2;
/// assert_eq!(mahjong_core::standard::is_winning_counts(&c), Ok(true));
/// c[33] = 1;
/// assert!(mahjong_core::standard::is_winning_counts(&c).is_err());
/// ```
#[inline]
pub fn is_winning_counts(counts: &[u8; 34]) -> Result<bool, StandardError> {
    let total = table::check_counts(counts)?;
    if total % 3 != 2 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+2 (2, 5, 8, 11 or 14)" });
    }
    Ok(table::complete_with_total(counts, total))
}

/// [`is_winning_counts`] without its checks, for counts known to be valid (each at most four)
/// totalling `total` (at most 14).
#[inline(always)]
pub(crate) fn is_winning_counts_unchecked(counts: &[u8; 34], total: u8) -> bool {
    table::complete_with_total(counts, total)
}

/// Calls `f` with every distinct decomposition of a 14-tile hand into four sets and a pair
/// allowed by `rules` (British: at most one chow; two-player: none), and returns how many there
/// were. Special hands are not decompositions (see [`special_hands`]).
///
/// ```
/// use mahjong_core::{Hand, standard::{decompose, RuleProfile}};
/// let hand = Hand::parse("111222333m789p55s").unwrap();
/// assert_eq!(decompose(&hand, RuleProfile::Classical, |_| {}), Ok(2));
/// assert_eq!(decompose(&hand, RuleProfile::British, |_| {}), Ok(1));
/// ```
pub fn decompose(hand: &Hand, rules: RuleProfile, mut f: impl FnMut(&Decomposition)) -> Result<usize, StandardError> {
    let v = View::new(hand, rules)?;
    v.expect(14, "14")?;
    if !table::complete_unchecked(&v.conc) {
        return Ok(0);
    }
    Ok(decompose::search_view(&v, rules, &mut |d: &Decomposition| {
        f(d);
        true
    }))
}

/// Fast path: calls `f` with every distinct decomposition of 14 concealed tiles given as 34
/// counts into four sets and a pair (any number of chows) and returns how many there were.
///
/// ```
/// let mut c = [0u8; 34];
/// for i in 0..3 { c[i] = 3; }
/// c[4] = 3;
/// c[20] = 2;
/// let mut chows = vec![];
/// let n = mahjong_core::standard::decompose_counts(&c, |d| chows.push(d.chows())).unwrap();
/// assert_eq!(n, 2);
/// assert_eq!(chows, [0, 3]);
/// ```
pub fn decompose_counts(counts: &[u8; 34], mut f: impl FnMut(&Decomposition)) -> Result<usize, StandardError> {
    let total = table::check_counts(counts)?;
    if total != 14 {
        return Err(StandardError::WrongTileCount { count: total, expected: "14" });
    }
    if !table::complete_unchecked(counts) {
        return Ok(0);
    }
    let blank = StandardSet::new(SetKind::Pung, Tile::BLANK, None);
    let mut g = |d: &Decomposition| {
        f(d);
        true
    };
    let mut s = Search {
        c: *counts,
        d: Decomposition::new([blank; 4], Tile::BLANK),
        n_sets: 0,
        has_pair: false,
        chows_left: 4,
        count: 0,
        stop: false,
        f: &mut g,
    };
    s.run(0);
    Ok(s.count)
}

/// The special hands of `rules` that a 14-tile hand is (several may hold at once). Hands that
/// depend on how it was won read `hand.context()`, and need the hand complete.
///
/// ```
/// use mahjong_core::{Hand, standard::{special_hands, RuleProfile, SpecialHand}};
/// let hand = Hand::parse("123m456p789s111z55p ; win=5p by=kong-replacement").unwrap();
/// let s = special_hands(&hand, RuleProfile::Classical).unwrap();
/// assert_eq!(s.iter().collect::<Vec<_>>(), [SpecialHand::GatheringThePlumBlossomFromTheRoof]);
/// ```
pub fn special_hands(hand: &Hand, rules: RuleProfile) -> Result<SpecialHands, StandardError> {
    let v = View::new(hand, rules)?;
    v.expect(14, "14")?;
    let shape = special::shape_specials(&v, rules);
    if shape.is_empty() && !standard_complete(&v, rules) {
        return Ok(SpecialHands::EMPTY);
    }
    Ok(SpecialHands::from_bits(shape.bits() | special::win_specials(&v, rules).bits()))
}

/// The tiles that complete a 13-tile hand ("calling", "one for Mah Jong"), and in which form.
///
/// ```
/// use mahjong_core::{Hand, Tile, standard::{waits, RuleProfile}};
/// let w = waits(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap();
/// assert_eq!(w.len(), 13);
/// let east: Tile = "1z".parse().unwrap();
/// assert!(!w.completes_standard(east));
/// assert_eq!(w.special_hands(east).len(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waits {
    tiles: u64,
    standard: u64,
    special: [SpecialHands; 34],
}

impl Waits {
    /// The waiting tiles as a 34-bit mask (bit `i` = tile index `i`).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// let w = waits(&Hand::parse("1112345678999m").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(w.mask(), 0x1FF);
    /// ```
    pub const fn mask(&self) -> u64 {
        self.tiles
    }

    /// Tiles completing the standard form, as a mask.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// let w = waits(&Hand::parse("123456789m1122z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(w.standard_mask(), (1 << 27) | (1 << 28));
    /// ```
    pub const fn standard_mask(&self) -> u64 {
        self.standard
    }

    /// Number of waiting tiles (faces).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// assert_eq!(waits(&Hand::parse("123456789m1122z").unwrap(), RuleProfile::Classical).unwrap().len(), 2);
    /// ```
    pub const fn len(&self) -> usize {
        self.tiles.count_ones() as usize
    }

    /// True when no tile completes the hand.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// assert!(waits(&Hand::parse("147m258p369s1234z").unwrap(), RuleProfile::Classical).unwrap().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.tiles == 0
    }

    /// True when calling (one tile from Mah Jong).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// assert!(waits(&Hand::parse("123456789m1112z").unwrap(), RuleProfile::Classical).unwrap().is_calling());
    /// ```
    pub const fn is_calling(&self) -> bool {
        self.tiles != 0
    }

    /// Whether `tile` completes the hand.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// let w = waits(&Hand::parse("123456789m1112z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert!(w.contains("2z".parse().unwrap()));
    /// ```
    pub const fn contains(&self, tile: Tile) -> bool {
        tile.index() < 34 && self.tiles & (1 << tile.index()) != 0
    }

    /// Whether `tile` completes the standard form.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// let w = waits(&Hand::parse("123456789m1112z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert!(w.completes_standard("2z".parse().unwrap()));
    /// ```
    pub const fn completes_standard(&self, tile: Tile) -> bool {
        tile.index() < 34 && self.standard & (1 << tile.index()) != 0
    }

    /// The special hands (by their tiles; not those read from the win context) that `tile`
    /// completes.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile, SpecialHand}};
    /// let w = waits(&Hand::parse("111999m111p999s1z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert!(w.special_hands("1z".parse().unwrap()).contains(SpecialHand::HeadsAndTails) == false);
    /// ```
    pub fn special_hands(&self, tile: Tile) -> SpecialHands {
        self.special.get(tile.index() as usize).copied().unwrap_or_default()
    }

    /// The waiting tiles in index order.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
    /// let w = waits(&Hand::parse("123456789m1112z").unwrap(), RuleProfile::Classical).unwrap();
    /// let v: Vec<String> = w.iter().map(|t| t.to_string()).collect();
    /// assert_eq!(v, ["2z"]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::in_mask(self.tiles)
    }
}

/// Every tile that completes a hand of 13 tiles in sets, standard or special, under `rules`.
/// Tiles the hand already holds four of are not offered, nor the North wind in three-player.
///
/// ```
/// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
/// let w = waits(&Hand::parse("2345678p [111m] [999s]").unwrap(), RuleProfile::Classical).unwrap();
/// let v: Vec<String> = w.iter().map(|t| t.to_string()).collect();
/// assert_eq!(v, ["2p", "5p", "8p"]);
/// ```
pub fn waits(hand: &Hand, rules: RuleProfile) -> Result<Waits, StandardError> {
    let v = View::new(hand, rules)?;
    v.expect(13, "13")?;
    Ok(waits_view(v, rules))
}

fn waits_view(mut v: View, rules: RuleProfile) -> Waits {
    let mut w = Waits { tiles: 0, standard: 0, special: [SpecialHands::EMPTY; 34] };
    for i in 0..34 {
        if v.all[i] >= 4 || (rules == RuleProfile::ThreePlayer && i == 30) {
            continue;
        }
        v.push(i);
        let std_ok = standard_complete(&v, rules);
        let sp = special::shape_specials(&v, rules);
        v.pop(i);
        if std_ok {
            w.standard |= 1 << i;
        }
        w.special[i] = sp;
        if std_ok || !sp.is_empty() {
            w.tiles |= 1 << i;
        }
    }
    w
}

/// Whether the winning tile (`hand.context().winning_tile`, one of the concealed tiles) was the
/// only tile that could complete the hand: without it the 13 tiles wait on that one face alone.
///
/// ```
/// use mahjong_core::{Hand, standard::{only_possible_tile, RuleProfile}};
/// let edge = Hand::parse("12m3m456p789s111z55z ; win=3m").unwrap();
/// assert_eq!(only_possible_tile(&edge, RuleProfile::Classical), Ok(true));
/// let open = Hand::parse("23m4m456p789s111z55z ; win=4m").unwrap();
/// assert_eq!(only_possible_tile(&open, RuleProfile::Classical), Ok(false));
/// ```
pub fn only_possible_tile(hand: &Hand, rules: RuleProfile) -> Result<bool, StandardError> {
    let mut v = View::new(hand, rules)?;
    v.expect(14, "14")?;
    let t = hand.context().winning_tile.ok_or(StandardError::NoWinningTile)?;
    let i = t.index() as usize;
    if i >= 34 || v.conc[i] == 0 {
        return Err(StandardError::WinningTileNotInHand(t));
    }
    v.pop(i);
    let w = waits_view(v, rules);
    Ok(w.tiles == 1 << i)
}

/// Fast path: the standard-form shanten of 34 counts (1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles;
/// missing sets taken as melds): the least number of tile exchanges, less one, that makes the
/// counts into sets and a pair with at most four of each face. It agrees with the `mahjong`
/// package's `Shanten.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False)` on every
/// hand compared (see the module docs).
///
/// ```
/// let mut c = [0u8; 34];
/// c[0] = 3;
/// c[9] = 1;
/// assert_eq!(mahjong_core::standard::tiles_away_counts(&c), Ok(0));
/// c[9] = 0;
/// assert!(mahjong_core::standard::tiles_away_counts(&c).is_err());
/// ```
// Always inlined: the C ABI's fast path then keeps the result in registers.
#[inline(always)]
pub fn tiles_away_counts(counts: &[u8; 34]) -> Result<i8, StandardError> {
    let total = table::check_counts(counts)?;
    if total % 3 == 0 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+1 or 3n+2, at most 14" });
    }
    Ok(table::shanten_unchecked(counts, total))
}

/// Fast path: tiles away of many hands of 34 counts at once, into `out` (one number per hand,
/// as [`tiles_away_counts`] gives it). Nothing is allocated. The first bad hand stops the call
/// with an error naming its place in the slice (the numbers of the hands before it are written,
/// the rest of `out` is left as it was). `out` must be at least as long as `hands`.
///
/// ```
/// use mahjong_core::standard::{tiles_away_counts_many, ManyError, StandardError};
/// let mut calling = [0u8; 34];
/// calling[0] = 3;
/// calling[9] = 1;
/// let mut complete = calling;
/// complete[9] = 2;
/// let mut out = [0i8; 2];
/// tiles_away_counts_many(&[calling, complete], &mut out).unwrap();
/// assert_eq!(out, [0, -1]);
/// let three = [[1u8; 34], [0; 34]];
/// assert!(matches!(tiles_away_counts_many(&three, &mut out), Err(ManyError::Hand { index: 0, .. })));
/// assert_eq!(tiles_away_counts_many(&[calling; 3], &mut out), Err(ManyError::OutputTooShort { hands: 3, out: 2 }));
/// ```
pub fn tiles_away_counts_many(hands: &[[u8; 34]], out: &mut [i8]) -> Result<(), ManyError> {
    if out.len() < hands.len() {
        return Err(ManyError::OutputTooShort { hands: hands.len(), out: out.len() });
    }
    let out = &mut out[..hands.len()];
    // Eight hands at a time in lockstep (see `batch.rs`); a group with a bad hand, and the last
    // hands short of a group, go one by one.
    let whole = hands.len() / batch::GROUP * batch::GROUP;
    let (group_out, left_out) = out.split_at_mut(whole);
    for (k, (g, o)) in hands.chunks_exact(batch::GROUP).zip(group_out.chunks_exact_mut(batch::GROUP)).enumerate() {
        let done = match (g.first_chunk::<{ batch::GROUP }>(), o.first_chunk_mut::<{ batch::GROUP }>()) {
            (Some(g), Some(o)) => batch::group(g, o),
            _ => false,
        };
        if !done {
            one_by_one(g, o, k * batch::GROUP)?;
        }
    }
    one_by_one(&hands[whole..], left_out, whole)
}

/// [`tiles_away_counts_many`] one hand at a time, `first` the place of `hands[0]`.
fn one_by_one(hands: &[[u8; 34]], out: &mut [i8], first: usize) -> Result<(), ManyError> {
    for (i, (c, o)) in hands.iter().zip(out.iter_mut()).enumerate() {
        *o = tiles_away_counts(c).map_err(|error| ManyError::Hand { index: first + i, error })?;
    }
    Ok(())
}

/// `f` on many hands of 34 counts, one after another, into `out` (one answer per hand): the batch
/// form every `_many` function of a face shares. As [`tiles_away_counts_many`], the first bad hand
/// stops the call with an error naming its place, and `out` must be at least as long as `hands`.
///
/// ```
/// use mahjong_core::standard::{ManyError, is_winning_counts, map_counts_many};
/// // 111m 222m 333m 444m 55m wins; a hand of 1 tile (1m) is no hand of 3n+2 tiles.
/// let mut win = [0u8; 34];
/// (win[0], win[1], win[2], win[3], win[4]) = (3, 3, 3, 3, 2);
/// let mut one = [0u8; 34];
/// one[0] = 1;
/// let mut out = [false; 2];
/// map_counts_many(&[win, win], &mut out, is_winning_counts).unwrap();
/// assert_eq!(out, [true, true]);
/// assert!(matches!(map_counts_many(&[win, one], &mut out, is_winning_counts), Err(ManyError::Hand { index: 1, .. })));
/// assert_eq!(map_counts_many(&[win; 3], &mut out, is_winning_counts), Err(ManyError::OutputTooShort { hands: 3, out: 2 }));
/// ```
pub fn map_counts_many<T>(
    hands: &[[u8; 34]],
    out: &mut [T],
    f: impl Fn(&[u8; 34]) -> Result<T, StandardError>,
) -> Result<(), ManyError> {
    if out.len() < hands.len() {
        return Err(ManyError::OutputTooShort { hands: hands.len(), out: out.len() });
    }
    for (index, (h, o)) in hands.iter().zip(out).enumerate() {
        *o = f(h).map_err(|error| ManyError::Hand { index, error })?;
    }
    Ok(())
}

/// What went wrong in a call over many hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ManyError {
    /// A hand's counts are not a hand the function takes.
    #[error("hand {index}: {error}")]
    Hand {
        /// The hand's place in the slice, from 0.
        index: usize,
        /// What is wrong with it.
        error: StandardError,
    },
    /// The output slice is shorter than the list of hands.
    #[error("{hands} hands but room for {out} results")]
    OutputTooShort {
        /// Hands given.
        hands: usize,
        /// Length of the output slice.
        out: usize,
    },
}

impl ManyError {
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, standard::ManyError};
    /// assert_eq!(ManyError::OutputTooShort { hands: 2, out: 1 }.kind(), ErrorKind::OutputTooShort);
    /// ```
    pub fn kind(&self) -> crate::ErrorKind {
        use ManyError as E;
        match self {
            E::OutputTooShort { .. } => crate::ErrorKind::OutputTooShort,
            E::Hand { error, .. } => error.kind(),
        }
    }
}

crate::kind::kinded_errors!(ManyError);

/// Fast path: tiles away of 34 counts with 3n+1 tiles (1, 4, 7, 10 or 13; missing sets taken as
/// melds) and the tiles that lower it when drawn, as a 34-bit mask (bit `i` for the tile of index
/// `i`; faces held four times are left out). The number is [`tiles_away_counts`]'s; the mask is
/// read from tables, not worked out again for each tile.
///
/// ```
/// let mut c = [0u8; 34];
/// // 123m 456m 789m 12p EE: calling on 3p.
/// for t in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 27, 27] { c[t] += 1; }
/// assert_eq!(mahjong_core::standard::improving_counts(&c), Ok((0, 1 << 11)));
/// // The Red for the 9m: one away, and 6m, 9m or 3p helps.
/// c[8] = 0;
/// c[33] = 1;
/// let (away, improving) = mahjong_core::standard::improving_counts(&c).unwrap();
/// assert_eq!(away, 1);
/// assert!(improving & (1 << 8) != 0 && improving & (1 << 11) != 0);
/// ```
pub fn improving_counts(counts: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    improving::improving_checked(counts)
}

/// Fast path: for 34 counts with 3n+2 tiles (2, 5, 8, 11 or 14), tiles away and the improving
/// tiles after each possible discard (see [`Discards`]); read from the same tables as
/// [`improving_counts`].
///
/// ```
/// let mut c = [0u8; 34];
/// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
/// let d = mahjong_core::standard::discards_counts(&c).unwrap();
/// assert_eq!(d.best(), 0);
/// ```
pub fn discards_counts(counts: &[u8; 34]) -> Result<Discards, StandardError> {
    improving::discards_checked(counts)
}

/// Fast path: for 34 counts with 3n+1 or 3n+2 tiles (at most 14), the standard-form tiles away
/// and the tiles that lower it when drawn — for 3n+2 tiles, drawn after the best discard (the
/// union of [`Discards::improving`] over the best discards), and none for a complete hand. Read
/// from the same tables as [`improving_counts`] in one pass, without a table of every discard.
///
/// ```
/// let mut c = [0u8; 34];
/// // 123m 123p 123s EEE, White and Red: discard either honour and wait on the other.
/// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
/// assert_eq!(mahjong_core::standard::improving_any_counts(&c), Ok((0, (1 << 31) | (1 << 33))));
/// c[31] = 0;
/// c[33] = 2;
/// assert_eq!(mahjong_core::standard::improving_any_counts(&c), Ok((-1, 0)));
/// ```
pub fn improving_any_counts(counts: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    improving::improving_any_checked(counts)
}

/// Fast path: the least tiles away of 13 or 14 counts over three forms — the standard form (as
/// [`tiles_away_counts`]), seven pairs of seven different faces, and thirteen orphans (one of
/// each 1, 9 and honour, with a pair of one of them) — each the least number of exchanges, less
/// one, that completes it: the number riichi efficiency tools call shanten.
///
/// ```
/// use mahjong_core::standard::tiles_away_three_forms_counts;
/// let mut c = [0u8; 34];
/// // 11m 22m 33p 44p 55s 66s E: calling on East for seven pairs.
/// for t in [0, 0, 1, 1, 11, 11, 12, 12, 22, 22, 23, 23, 27] { c[t] += 1; }
/// assert_eq!(tiles_away_three_forms_counts(&c), Ok(0));
/// assert!(tiles_away_three_forms_counts(&[0; 34]).is_err());
/// ```
#[inline]
pub fn tiles_away_three_forms_counts(counts: &[u8; 34]) -> Result<i8, StandardError> {
    three_forms::tiles_away_checked(counts)
}

/// Fast path: [`tiles_away_three_forms_counts`] and the tiles that lower it when drawn (for 14
/// tiles, drawn after the best discard; none for a complete hand), as a 34-bit mask: the union
/// of the improving tiles of each form at the least number. Faces held four times are left out.
///
/// ```
/// use mahjong_core::standard::improving_three_forms_counts;
/// let mut c = [0u8; 34];
/// // 1m 9m 1p 9p 1s 9s and the seven honours: thirteen orphans waiting on any of the thirteen.
/// for t in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] { c[t] += 1; }
/// let (away, tiles) = improving_three_forms_counts(&c).unwrap();
/// assert_eq!((away, tiles.count_ones()), (0, 13));
/// ```
#[inline]
pub fn improving_three_forms_counts(counts: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    three_forms::improving_checked(counts)
}

/// Bytes of lookup tables the module holds: at most 1 MiB for tiles away and the winning check,
/// and at most 4 MiB more for the improving tiles (with the `improving-tables` feature).
///
/// ```
/// assert!(mahjong_core::standard::table_bytes() <= 5 << 20);
/// ```
pub fn table_bytes() -> usize {
    table::table_bytes() + improving::table_bytes()
}

/// Slow references for the fuzz targets (feature `reference`, off by default; not part of the
/// API): the fast paths are checked against them.
#[cfg(feature = "reference")]
#[doc(hidden)]
pub mod reference {
    /// Standard-form tiles away by the definition search: the largest overlap of the concealed
    /// counts with `sets` sets (at most `chows` chows) and a pair, each face used at most `cap`
    /// times, gives `3 * sets + 1 - overlap`.
    pub fn standard_tiles_away(counts: &[u8; 34], cap: &[u8; 34], sets: u8, chows: u8) -> i8 {
        super::away::standard_exact(counts, cap, sets, chows)
    }
}
