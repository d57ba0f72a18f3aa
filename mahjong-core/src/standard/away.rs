//! Tiles away (shanten) under a rule profile: the standard form with the profile's chow limit,
//! and the special forms the profile really has that are not four sets and a pair.

use super::{RuleProfile, SpecialHand, StandardError, View, improving, special, table};
use crate::{Hand, Tile, WinContext};
use core::fmt;

/// How far a hand is from complete under a rule profile, in the riichi shanten convention: `-1`
/// is a complete hand, `0` is calling ("one for Mah Jong"), `n` is `n` tiles from calling.
///
/// The numbers, each for one way of going Mah Jong:
///
/// - [`standard`](TilesAway::standard): four sets and a pair with the profile's chow limit.
///   It is the least number of tile exchanges, less one, to reach a complete hand of the
///   profile, counting only tiles still in play (four of a face at most, melds included). Under
///   the Chinese classical and three-player rules (four chows allowed) a hand without melds gets
///   exactly [`tiles_away_counts`](super::tiles_away_counts) of its counts (riichi-compatible:
///   equal to the `mahjong` package's regular shanten on every hand compared); with melds, the
///   copies they hold are left out, which riichi's count of the concealed tiles alone does not
///   do (`1m234p567p789p [111m]` is 1 away, not calling: the last 1m cannot make a pair).
/// - [`thirteen_unique_wonders`](TilesAway::thirteen_unique_wonders): every profile but
///   three-player (no North wind); equal to the package's kokushi shanten (riichi-compatible).
/// - [`all_pair_honours`](TilesAway::all_pair_honours) and [`knitting`](TilesAway::knitting):
///   British and two-player only, exact exchange counts for those hands as
///   [`special_hands`](super::special_hands) reads them (a face held four times may make two
///   pairs).
/// - [`wriggling_snake`](TilesAway::wriggling_snake): every profile but three-player (no North
///   wind); [`gates_of_heaven`](TilesAway::gates_of_heaven) and
///   [`triple_knitting`](TilesAway::triple_knitting): British and two-player only. Exact
///   exchange counts for those hands as [`special_hands`](super::special_hands) reads them: the
///   Snake's pair is of Ones; the Gates' pungs of Ones and Nines are concealed, so a win context
///   naming a discarded 1 or 9 as the winning tile rules the Gates out (no number); Triple
///   Knitting's pair is a knitted pair (one number in two suits).
///
/// Every number but the standard one needs a hand without melds (`None` otherwise). Each exact
/// number is the least count of tile exchanges, less one, to reach a complete hand of that
/// form, counting only copies still in play (four of a face at most, melds included; none of a
/// face the profile removes). So `-1` means [`special_hands`](super::special_hands) reports the
/// hand, and `0` on 13 tiles means [`waits`](super::waits) finds a tile completing it.
///
/// The special hands that are four pungs or kongs and a pair (Heads and Tails, Buried Treasure,
/// Three Great Scholars, …) are complete standard hands too, so the standard number covers them.
///
/// ```
/// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
/// let h = Hand::parse("1199m1199p1199s11z").unwrap();
/// let a = tiles_away(&h, RuleProfile::British).unwrap();
/// assert_eq!((a.standard(), a.all_pair_honours(), a.best()), (3, Some(-1), -1));
/// // Classical rules have no seven-pair hand: four pairs must grow into pungs.
/// assert_eq!(tiles_away(&h, RuleProfile::Classical).unwrap().best(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TilesAway {
    rules: RuleProfile,
    /// The numbers in [`Forms::numbers`] order, [`NONE`] where the form has no number; the
    /// standard number is [`LAZY`] where it is worked out when asked.
    numbers: [i8; FORMS],
    /// The Wriggling Snake's number, [`NONE`] where the form has none.
    snake: i8,
    /// The least of the numbers held (a [`LAZY`] standard number is not among them).
    least_held: i8,
    // What `improving` needs, so the (costlier) improving tiles are worked out only when asked.
    forms: Forms,
    conc: [u8; 34],
    total: u8,
}

const NONE: i8 = i8::MAX;

/// The standard number of a hand of the table-driven profiles (see [`Forms::table_driven`]): not
/// worked out by [`tiles_away`] but by [`TilesAway::standard`] and [`TilesAway::best`] when
/// asked, from the counts [`TilesAway`] keeps. A caller asking for the improving tiles only
/// never needs it: the improving tables give the standard number with the tiles.
const LAZY: i8 = i8::MIN;

/// How many numbers [`Forms::numbers`] gives, and their places.
const FORMS: usize = 6;
const STANDARD: usize = 0;
const THIRTEEN: usize = 1;
const ALL_PAIR_HONOURS: usize = 2;
const KNITTING: usize = 3;
const GATES_OF_HEAVEN: usize = 4;
const TRIPLE_KNITTING: usize = 5;

const fn some(n: i8) -> Option<i8> {
    if n == NONE { None } else { Some(n) }
}

/// What the numbers depend on besides the concealed counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Forms {
    rules: RuleProfile,
    /// Copies of each face still free for the concealed tiles: 4 less those in melds (0 for a
    /// face the profile removes).
    cap: [u8; 34],
    /// Sets the concealed tiles must make.
    sets: u8,
    /// Chows the concealed tiles may still make.
    chows: u8,
    /// Every face is free four times, except honours the profile removes (which no hand holds
    /// and no chow crosses): the table's numbers hold as they are.
    full_caps: bool,
    thirteen: bool,
    all_pair_honours: bool,
    knitting: bool,
    wriggling_snake: bool,
    gates_of_heaven: bool,
    triple_knitting: bool,
}

impl fmt::Debug for TilesAway {
    /// The numbers as the accessors give them (a number worked out when asked is worked out).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TilesAway")
            .field("rules", &self.rules)
            .field("standard", &self.standard())
            .field("thirteen_unique_wonders", &self.thirteen_unique_wonders())
            .field("all_pair_honours", &self.all_pair_honours())
            .field("knitting", &self.knitting())
            .field("wriggling_snake", &self.wriggling_snake())
            .field("gates_of_heaven", &self.gates_of_heaven())
            .field("triple_knitting", &self.triple_knitting())
            .field("best", &self.best())
            .finish()
    }
}

impl TilesAway {
    /// The rule profile the numbers are for.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("123456789m1234z").unwrap(), RuleProfile::TwoPlayer).unwrap();
    /// assert_eq!(a.rules(), RuleProfile::TwoPlayer);
    /// ```
    pub const fn rules(&self) -> RuleProfile {
        self.rules
    }

    /// Four sets and a pair within the profile's chow limit (see [`TilesAway`]).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let h = Hand::parse("123456789m1234z").unwrap();
    /// assert_eq!(tiles_away(&h, RuleProfile::Classical).unwrap().standard(), 2);
    /// // One chow only: 123m, then three pungs and a pair each hold one tile so far.
    /// assert_eq!(tiles_away(&h, RuleProfile::British).unwrap().standard(), 6);
    /// ```
    pub fn standard(&self) -> i8 {
        match self.numbers[STANDARD] {
            LAZY => table::shanten_unchecked(&self.conc, self.total),
            n => n,
        }
    }

    /// The Thirteen Unique Wonders; `None` with melds, and under three-player rules (no North).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("19m19p19s123456z5m").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.thirteen_unique_wonders(), Some(1));
    /// ```
    pub const fn thirteen_unique_wonders(&self) -> Option<i8> {
        some(self.numbers[THIRTEEN])
    }

    /// All Pair Honours (seven pairs of ones, nines, winds and dragons); `None` with melds and
    /// under profiles without the hand (classical, three-player).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("1199m1199p1155s1z").unwrap(), RuleProfile::British).unwrap();
    /// assert_eq!(a.all_pair_honours(), Some(2));
    /// ```
    pub const fn all_pair_honours(&self) -> Option<i8> {
        some(self.numbers[ALL_PAIR_HONOURS])
    }

    /// Knitting (seven pairs, each the same number in the same two suits); `None` with melds and
    /// under profiles without the hand (classical, three-player).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("1123456m1123459p").unwrap(), RuleProfile::British).unwrap();
    /// assert_eq!(a.knitting(), Some(0));
    /// ```
    pub const fn knitting(&self) -> Option<i8> {
        some(self.numbers[KNITTING])
    }

    /// The Wriggling Snake (1 1 2 3 4 5 6 7 8 9 of one suit with East, South, West and North);
    /// `None` with melds and under three-player rules (no North wind).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, waits, RuleProfile}};
    /// // The run and the winds are there; the second One completes it.
    /// let h = Hand::parse("123456789s1234z").unwrap();
    /// assert_eq!(tiles_away(&h, RuleProfile::Classical).unwrap().wriggling_snake(), Some(0));
    /// assert_eq!(waits(&h, RuleProfile::Classical).unwrap().iter().map(|t| t.to_string()).collect::<Vec<_>>(), ["1s"]);
    /// // The pair is of Ones: a pair of Nines is one exchange (a 9 for a 1) from it.
    /// let nines = Hand::parse("1234567899s1234z").unwrap();
    /// assert_eq!(tiles_away(&nines, RuleProfile::Classical).unwrap().wriggling_snake(), Some(0));
    /// ```
    pub fn wriggling_snake(&self) -> Option<i8> {
        some(self.snake)
    }

    /// The Gates of Heaven (1 1 1, 2 to 8, 9 9 9 and one more of 2 to 8 in one suit); `None`
    /// with melds, under profiles without the hand (classical, three-player), and when the win
    /// context names a suit's 1 or 9 won on a discard (the pungs of Ones and Nines are concealed).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let h = Hand::parse("1112345678999m").unwrap();
    /// assert_eq!(tiles_away(&h, RuleProfile::British).unwrap().gates_of_heaven(), Some(0));
    /// assert_eq!(tiles_away(&h, RuleProfile::Classical).unwrap().gates_of_heaven(), None);
    /// let won = Hand::parse("1112345678999m5m ; win=5m").unwrap();
    /// assert_eq!(tiles_away(&won, RuleProfile::British).unwrap().gates_of_heaven(), Some(-1));
    /// ```
    pub const fn gates_of_heaven(&self) -> Option<i8> {
        some(self.numbers[GATES_OF_HEAVEN])
    }

    /// Triple Knitting (four numbers each in all three suits and one number in two suits, no
    /// honours); `None` with melds and under profiles without the hand (classical,
    /// three-player).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// // 1, 2, 3 and 4 in all three suits and 5m: a 5p or a 5s completes it.
    /// let a = tiles_away(&Hand::parse("12345m1234p1234s").unwrap(), RuleProfile::British).unwrap();
    /// assert_eq!((a.triple_knitting(), a.best()), (Some(0), 0));
    /// ```
    pub const fn triple_knitting(&self) -> Option<i8> {
        some(self.numbers[TRIPLE_KNITTING])
    }

    /// The least of the numbers the hand has.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("19m19p19s123456z5m").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.best(), 1);
    /// ```
    pub fn best(&self) -> i8 {
        if self.numbers[STANDARD] == LAZY { self.least_held.min(self.standard()) } else { self.least_held }
    }

    /// Tiles that bring [`TilesAway::best`] down, as a 34-bit mask: for 13 tiles, drawing the
    /// tile; for 14, drawing it after some discard. Faces with no copy left (four held, in hand
    /// or melds) and faces the profile removes are left out. Worked out on each call, so the
    /// numbers above stay cheap for callers who do not need it.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("123456789m1122z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.improving(), (1 << 27) | (1 << 28));
    /// ```
    pub fn improving(&self) -> u64 {
        let f = &self.forms;
        if f.table_driven() {
            return self.improving_from_tables();
        }
        let (total, best) = (self.total, self.least_held);
        let mut improving = 0u64;
        let mut c = self.conc;
        if total % 3 == 1 {
            for t in 0..34 {
                if c[t] >= f.cap[t] {
                    continue;
                }
                c[t] += 1;
                if f.best(&c, total + 1) < best {
                    improving |= 1 << t;
                }
                c[t] -= 1;
            }
        } else if best > -1 {
            for d in 0..34 {
                if c[d] == 0 {
                    continue;
                }
                c[d] -= 1;
                // A draw lowers the number by at most one, so only discards that keep it matter.
                if f.best(&c, total - 1) <= best {
                    for t in 0..34 {
                        if t == d || c[t] >= f.cap[t] || improving & (1 << t) != 0 {
                            continue;
                        }
                        c[t] += 1;
                        if f.best(&c, total) < best {
                            improving |= 1 << t;
                        }
                        c[t] -= 1;
                    }
                }
                c[d] += 1;
            }
        }
        improving
    }

    /// [`TilesAway::best`] and [`TilesAway::improving`] together, for a caller that wants both:
    /// where the improving tables give the standard number with the tiles, it is read once.
    pub(crate) fn best_and_improving(&self) -> (i8, u64) {
        if self.forms.table_driven() && self.total % 3 == 1 {
            self.improving13_from_tables()
        } else {
            (self.best(), self.improving())
        }
    }

    /// The 13-tile (and 10-, 7-, …) case of [`TilesAway::improving_from_tables`]:
    /// `(best, improving tiles)`.
    fn improving13_from_tables(&self) -> (i8, u64) {
        // The counts read where they are (a copy would make its word reads wait on it).
        let c = &self.conc;
        // The improving tables give the standard number with the tiles (`tiles_away` leaves
        // it to be worked out when asked, see `LAZY`): the standard work is done once.
        let (standard, tiles) = improving::improving_unchecked(c, self.total);
        let best = standard.min(self.least_held);
        let out = if standard == best { tiles & !self.forms.rules.removed_faces() } else { 0 };
        (best, out | special_improving(&self.forms, c, best, self.numbers[THIRTEEN], self.snake))
    }

    /// [`TilesAway::improving`] when the standard number comes from the table (any number of
    /// chows, every face free four times) and the only special forms are the Thirteen Unique
    /// Wonders and the Wriggling Snake (the classical and three-player hands): the standard
    /// form's improving tiles are read from the improving tables, and the special forms' are
    /// worked out from the counts' bit planes ([`thirteen_improving`], [`snake_improving`]) for
    /// the forms at the least number (a form above it cannot drop below it with one tile).
    fn improving_from_tables(&self) -> u64 {
        let f = &self.forms;
        let total = self.total;
        // The table's improving tiles leave out faces held four times already; only the faces
        // the profile removes are left to take out.
        let removed = f.rules.removed_faces();
        if total % 3 == 1 {
            return self.improving13_from_tables().1;
        }
        let best = self.best();
        let mut c = self.conc;
        if best == -1 {
            return 0;
        }
        let table = improving::discards_unchecked(&c, total);
        let mut out = 0u64;
        let mut held = table.held();
        let mut k = 0;
        while held != 0 {
            let d = held.trailing_zeros() as usize;
            held &= held - 1;
            // After a discard no form is below `best`; only the forms at `best` matter.
            let (standard, tiles) = table.nth(k);
            k += 1;
            if standard == best {
                out |= tiles & !removed;
            }
            if let Some(x) = c.get_mut(d) {
                *x -= 1;
            }
            let thirteen = if f.thirteen { thirteen_of(&c) } else { NONE };
            let snake = if f.wriggling_snake { wriggling_snake_of(&c) } else { NONE };
            out |= special_improving(f, &c, best, thirteen, snake);
            if let Some(x) = c.get_mut(d) {
                *x += 1;
            }
        }
        out
    }

    /// The improving tiles in index order.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("123456789m1122z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.improving_tiles().count(), 2);
    /// ```
    pub fn improving_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::in_mask(self.improving())
    }
}

impl Forms {
    /// Whether the standard number comes from the table (any number of chows, every face free
    /// four times) and the only special forms are the Thirteen Unique Wonders and the Wriggling
    /// Snake (the classical and three-player hands without melds).
    #[inline(always)]
    fn table_driven(&self) -> bool {
        self.rules.max_chows() >= 4
            && self.full_caps
            && !(self.all_pair_honours || self.knitting || self.gates_of_heaven || self.triple_knitting)
    }

    /// `[standard, thirteen, all pair honours, knitting, gates of heaven, triple knitting]` of
    /// concealed counts `c` (total `total`), [`NONE`] for a form the hand cannot make. The
    /// Wriggling Snake is left to [`Forms::best_of`] and [`TilesAway::wriggling_snake`].
    fn numbers(&self, c: &[u8; 34], total: u8) -> [i8; FORMS] {
        let standard = if self.rules.max_chows() >= 4 && self.full_caps {
            table::shanten_unchecked(c, total)
        } else if self.rules.max_chows() >= 4 {
            table::shanten_capped(c, total, &self.cap)
        } else {
            standard_exact(c, &self.cap, self.sets, self.chows)
        };
        [
            standard,
            if self.thirteen { thirteen_of(c) } else { NONE },
            if self.all_pair_honours { all_pair_honours_of(c) } else { NONE },
            if self.knitting { knitting_of(c) } else { NONE },
            if self.gates_of_heaven { gates_of_heaven_of(c) } else { NONE },
            if self.triple_knitting { triple_knitting_of(c) } else { NONE },
        ]
    }

    fn best(&self, c: &[u8; 34], total: u8) -> i8 {
        self.best_of(&self.numbers(c, total), c)
    }

    /// The least of `numbers` (of counts `c`) and the Wriggling Snake's. The Snake's number is
    /// worked out only when it could be the least: it is at least `3 -` the winds held (13,
    /// less four winds and the ten tiles of the suit).
    fn best_of(&self, numbers: &[i8; FORMS], c: &[u8; 34]) -> i8 {
        let best = least(numbers);
        if self.wriggling_snake && best > 3 - winds_held(c) as i8 { best.min(wriggling_snake_of(c)) } else { best }
    }
}

fn least(n: &[i8; FORMS]) -> i8 {
    let mut best = n[0];
    for &x in &n[1..] {
        best = best.min(x);
    }
    best
}

/// The tiles lowering a special form (the Thirteen Unique Wonders, the Wriggling Snake) of
/// forms `f` below the least number `best` when drawn, of counts `c` whose Wonders and Snake
/// numbers are `thirteen` and `snake` ([`NONE`] for a form the hand cannot make): none unless
/// the form is at the least number (a form above it cannot drop below it with one tile). The
/// counts' bit planes are read only for a form at the least number.
#[inline]
fn special_improving(f: &Forms, c: &[u8; 34], best: i8, thirteen: i8, snake: i8) -> u64 {
    let thirteen_at = thirteen == best;
    let snake_at = snake == best;
    if !(thirteen_at || snake_at) {
        return 0;
    }
    let p = Planes::of(c);
    let free = p.free(f.rules.removed_faces());
    let mut out = 0;
    if thirteen_at {
        out |= thirteen_improving(&p);
    }
    if snake_at {
        out |= snake_improving(c, &p, best);
    }
    out & free
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The orphan faces (ones, nines and honours) as a 34-bit mask.
const ORPHAN_FACES: u64 = {
    let mut m = 0u64;
    let mut k = 0;
    while k < ORPHANS.len() {
        m |= 1 << ORPHANS[k];
        k += 1;
    }
    m
};

/// The riichi kokushi count: 13 less the orphan faces held, less one more with a pair of them.
/// The six terminal counts and the seven honour counts are read as two words of bytes.
fn thirteen_of(c: &impl Counts) -> i8 {
    let ends = u64::from_le_bytes([c.at(0), c.at(8), c.at(9), c.at(17), c.at(18), c.at(26), 0, 0]);
    let honours = c.eight(26) >> 8;
    let kinds = held_faces(ends) + held_faces(honours);
    // A count of 2 or more has bit 1 or bit 2 set.
    let pair = ((ends | honours) >> 1 | (ends | honours) >> 2) & LOW_BITS != 0;
    13 - kinds as i8 - pair as i8
}

/// The counts' bit planes: bit `i` of `bits[k]` is bit `k` of `c[i]` (counts are at most 4).
struct Planes {
    bits: [u64; 3],
}

impl Planes {
    #[inline]
    fn of(c: &[u8; 34]) -> Planes {
        // One bit per byte gathered into the top byte, byte `j`'s bit landing at bit `56 + j`.
        const GATHER: u64 = 0x0102_0408_1020_4080;
        let mut bits = [0u64; 3];
        // The words and bytes [`CountWords::counts`] writes, so each read is one store's.
        for from in [0, 9, 18, 26] {
            let w = eight(c, from);
            for (k, plane) in bits.iter_mut().enumerate() {
                *plane |= (((w >> k) & LOW_BITS).wrapping_mul(GATHER) >> 56) << from;
            }
        }
        for i in [8, 17] {
            for (k, plane) in bits.iter_mut().enumerate() {
                *plane |= ((c[i] >> k) as u64 & 1) << i;
            }
        }
        Planes { bits }
    }

    /// Faces held at all.
    #[inline]
    fn held(&self) -> u64 {
        self.bits[0] | self.bits[1] | self.bits[2]
    }

    /// Faces held twice or more.
    #[inline]
    fn twice(&self) -> u64 {
        self.bits[1] | self.bits[2]
    }

    /// Faces with a copy left when every face is free four times but the `removed` ones.
    #[inline]
    fn free(&self, removed: u64) -> u64 {
        ALL_FACES & !self.bits[2] & !removed
    }
}

/// The 34 faces as a mask.
const ALL_FACES: u64 = (1 << 34) - 1;

/// The tiles that lower the Thirteen Unique Wonders' number when drawn (by [`thirteen_of`]), of
/// counts with bit planes `p`, before leaving out faces with no copy left: an orphan face not
/// held adds a face; without a pair, any orphan face makes one; nothing else changes it.
fn thirteen_improving(p: &Planes) -> u64 {
    if p.twice() & ORPHAN_FACES != 0 { ORPHAN_FACES & !p.held() } else { ORPHAN_FACES }
}

/// The tiles that lower the Wriggling Snake's number when drawn (by [`wriggling_snake_of`]), of
/// counts `c` with bit planes `p`, before leaving out faces with no copy left, when that number
/// is `at` (none otherwise): a wind not held raises the overlap of every target; in a suit
/// whose target overlaps the most, a One while fewer than two are held, or a Two to Nine not
/// held, raises that target's; nothing else raises the best overlap.
fn snake_improving(c: &[u8; 34], p: &Planes, at: i8) -> u64 {
    const WINDS: u64 = 0xF << 27;
    let held = p.held();
    let overlap = |s: usize| c[s].min(2) as u32 + held_faces(eight(c, s + 1));
    let overlaps = [overlap(0), overlap(9), overlap(18)];
    let best = overlaps[0].max(overlaps[1]).max(overlaps[2]);
    if 13 - (winds_held(c) + best) as i8 != at {
        return 0;
    }
    let mut out = WINDS & !held;
    for (k, &o) in overlaps.iter().enumerate() {
        if o == best {
            let s = 9 * k;
            let ones = (1u64 << s) & !p.twice();
            let rest = (0x1FEu64 << s) & !held;
            out |= ones | rest;
        }
    }
    out
}

/// Tiles away for a form whose target is built from seven "units", from the number of units
/// that would find two tiles already held (`twos`) and one tile (`ones`): the best seven units
/// hold `overlap` of the 14 tiles, and the number is `13 - overlap`.
fn seven_units(twos: u32, ones: u32) -> i8 {
    let t = twos.min(7);
    let o = ones.min(7 - t);
    13 - (2 * t + o) as i8
}

/// All Pair Honours: seven pairs of orphan faces, a face used for two pairs when held four
/// times. The first pair of a face finds `min(n, 2)` held tiles, the second `n - 2` (when
/// `n > 2`); the second never finds more than the first, so the best seven pairs are the seven
/// largest finds.
fn all_pair_honours_of(c: &[u8; 34]) -> i8 {
    let (mut twos, mut ones) = (0, 0);
    for i in ORPHANS {
        let n = c[i].min(4) as u32;
        for found in [n.min(2), n.saturating_sub(2)] {
            twos += (found == 2) as u32;
            ones += (found == 1) as u32;
        }
    }
    seven_units(twos, ones)
}

/// Knitting: in two suits, seven knitted pairs (the same number in both suits), a number used
/// up to four times. The `j`-th knitted pair of number `k` finds one held tile per suit holding
/// at least `j` of it; finds never grow with `j`, so the best seven are the seven largest.
fn knitting_of(c: &[u8; 34]) -> i8 {
    let mut best = NONE;
    for (a, b) in [(0, 1), (0, 2), (1, 2)] {
        let (mut twos, mut ones) = (0, 0);
        for k in 0..9 {
            for j in 1..=4u8 {
                let found = (c[a * 9 + k] >= j) as u32 + (c[b * 9 + k] >= j) as u32;
                twos += (found == 2) as u32;
                ones += (found == 1) as u32;
            }
        }
        best = best.min(seven_units(twos, ones));
    }
    best
}

/// The Wriggling Snake, read as [`special_hands`](super::special_hands) reads it: exactly
/// 1 1 2 3 4 5 6 7 8 9 of one suit and East, South, West, North — the pair is of Ones ("A pair
/// of Ones and a run from Two to Nine in the same suit, with each of the winds").
///
/// So there are three targets, one per suit, each a fixed 14 tiles. Reaching a target takes one
/// exchange per target tile not yet held, so the least number of exchanges is 14 less the best
/// overlap `Σ min(held, wanted)` and the number is `13 - overlap` (for 13 tiles: draws to
/// complete, less one — the same). No face is wanted more than twice and the hand has no melds,
/// so every missing tile still has a copy in play; under three-player rules the North wind has
/// none, and the hand has no number there.
fn wriggling_snake_of(c: &impl Counts) -> i8 {
    // The classical profile has the Snake, so this reads eight counts at a time.
    let winds = winds_held(c);
    let mut best = 0;
    for s in [0, 9, 18] {
        best = best.max(c.at(s).min(2) as u32 + held_faces(c.eight(s + 1)));
    }
    13 - (winds + best) as i8
}

/// How many of East, South, West and North `c` holds.
#[inline]
fn winds_held(c: &impl Counts) -> u32 {
    held_faces(c.eight(26) >> 8 & 0xFFFF_FFFF)
}

/// Counts `c[from..from + 8]` as the bytes of a word, `c[from]` lowest.
#[inline]
fn eight(c: &[u8; 34], from: usize) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[from..from + 8]);
    u64::from_le_bytes(b)
}

const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// Counts read eight at a time or one at a time: the counts as bytes, or [`CountWords`].
pub(super) trait Counts {
    /// Counts `from..from + 8` as the bytes of a word, the count of `from` lowest (`from <= 26`).
    fn eight(&self, from: usize) -> u64;
    /// The count of face `i`.
    fn at(&self, i: usize) -> u8;
}

impl Counts for [u8; 34] {
    #[inline(always)]
    fn eight(&self, from: usize) -> u64 {
        eight(self, from)
    }

    #[inline(always)]
    fn at(&self, i: usize) -> u8 {
        self[i]
    }
}

/// Concealed counts held in registers as five words of eight counts: face `i` in byte `i % 8`
/// of word `i / 8` (the last word holds faces 32 and 33). [`View::concealed_only`] adds the
/// tiles up into them; a word read over several narrower stores waits until they are written,
/// so the counts are worked on as words and written out once, as the words the table reads
/// take ([`CountWords::counts`]).
#[derive(Clone, Copy)]
pub(crate) struct CountWords(pub(super) [u64; 5]);

impl CountWords {
    /// The words of counts `c`.
    #[inline]
    pub(super) fn of(c: &[u8; 34]) -> CountWords {
        let mut w = [0u64; 5];
        for (k, x) in w.iter_mut().enumerate().take(4) {
            *x = eight(c, 8 * k);
        }
        w[4] = u16::from_le_bytes([c[32], c[33]]) as u64;
        CountWords(w)
    }

    /// Whether some count is above four: a byte of 5 to 127 has its high bit set after adding
    /// 0x7B (one of 0x85 or more carries into the next byte, but its own high bit is set
    /// already), and a byte of 128 or more has it set to begin with.
    #[inline(always)]
    pub(super) fn any_over_four(&self) -> bool {
        const OVER: u64 = 0x7B7B_7B7B_7B7B_7B7B;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        self.0.iter().fold(0, |over, &w| over | ((w | w.wrapping_add(OVER)) & HIGH)) != 0
    }

    /// The counts as bytes, written as the words and bytes the tables read (the words at faces
    /// 0, 9, 18 and 26, the counts of faces 8 and 17): each of those reads is then forwarded
    /// from one store.
    #[inline(always)]
    fn counts(&self) -> [u8; 34] {
        let mut c = [0u8; 34];
        c[..8].copy_from_slice(&self.eight(0).to_le_bytes());
        c[8] = self.at(8);
        c[9..17].copy_from_slice(&self.eight(9).to_le_bytes());
        c[17] = self.at(17);
        c[18..26].copy_from_slice(&self.eight(18).to_le_bytes());
        c[26..].copy_from_slice(&self.eight(26).to_le_bytes());
        c
    }
}

impl Counts for CountWords {
    #[inline(always)]
    fn eight(&self, from: usize) -> u64 {
        let (k, s) = (from / 8, 8 * (from % 8));
        if s == 0 { self.0[k] } else { self.0[k] >> s | self.0[k + 1] << (64 - s) }
    }

    #[inline(always)]
    fn at(&self, i: usize) -> u8 {
        (self.0[i / 8] >> (8 * (i % 8))) as u8
    }
}

/// How many bytes of `x` are not zero, for bytes of at most 4 (three bits; counts never pass
/// 4): a byte's three low bits folded onto its lowest, and the eight bytes of 0 or 1 summed
/// into the top byte by one multiplication (no population-count instruction on the baseline
/// target).
#[inline]
fn held_faces(x: u64) -> u32 {
    (((x | x >> 1 | x >> 2) & LOW_BITS).wrapping_mul(LOW_BITS) >> 56) as u32
}

/// The Gates of Heaven, read as [`special_hands`](super::special_hands) reads it: in one suit
/// 1 1 1, 2 3 4 5 6 7 8, 9 9 9 and one more of 2 to 8, nothing else (so no honours).
///
/// That is 21 targets (three suits, seven choices of the extra tile). In suit `s` they share
/// 111 2345678 999, which finds `min(n1, 3) + min(n9, 3)` plus the faces 2 to 8 held at all;
/// the extra tile finds one more exactly when some face 2 to 8 is held twice (choose it as the
/// extra). The number is `13 -` the best overlap, as for the Snake; no face is wanted more
/// than three times, so every missing tile has a copy in play. The rule that the pungs of Ones
/// and Nines are concealed is about the winning tile, not the tiles: [`tiles_away`] leaves the
/// number out when the win context rules the hand out.
fn gates_of_heaven_of(c: &[u8; 34]) -> i8 {
    let mut best = 0;
    for s in [0, 9, 18] {
        // Faces 2 to 8 (seven bytes); a byte of 2 to 4 has bit 1 or 2 set.
        let mid = eight(c, s + 1) & 0x00FF_FFFF_FFFF_FFFF;
        let twice = (mid >> 1 | mid >> 2) & LOW_BITS != 0;
        let found = c[s].min(3) as u32 + c[s + 8].min(3) as u32 + held_faces(mid) + twice as u32;
        best = best.max(found);
    }
    13 - best as i8
}

/// Triple Knitting, read as [`special_hands`](super::special_hands) reads it: four knitted
/// triples (one number in all three suits; a number may make several, up to four) and one
/// knitted pair (one number in two of the suits, above any triples of that number), no honours.
///
/// Stack the triples of number `k` in layers: the `j`-th triple of `k` finds `f(k, j)`, the
/// number of suits holding at least `j` of `k` (0 to 3), and `f(k, j)` never grows with `j`.
/// Put the pair on number `p` above `t` triples of `p` (`t <= 3`, so no face is wanted five
/// times): it finds `min(2, f(p, t + 1))` (the two suits holding most), the triples of `p` find
/// `f(p, 1) + … + f(p, t)`, and the other `4 - t` triples do best with the `4 - t` largest layers
/// of the other numbers (the largest values of lists that never grow can always be taken as a
/// prefix of each list). The number is `13 -` the best overlap over `p` and `t`; no face is
/// wanted more than four times and the hand has no melds, so every missing tile has a copy in
/// play.
fn triple_knitting_of(c: &[u8; 34]) -> i8 {
    // layers[k][j] = f(k, j + 1): the suits holding at least j + 1 of number k.
    let mut layers = [[0u8; 4]; 9];
    for s in [0, 9, 18] {
        for (k, row) in layers.iter_mut().enumerate() {
            for (j, x) in row.iter_mut().enumerate() {
                *x += (c[s + k] > j as u8) as u8;
            }
        }
    }
    let mut all = Finds::default();
    for &x in layers.iter().flatten() {
        all.add(x);
    }
    let f = |k: usize, j: usize| layers[k][j];
    // A pair on a number held nowhere finds nothing and leaves the four best layers of all.
    let mut best = if (0..9).any(|k| f(k, 0) == 0) { all.top(4) } else { 0 };
    for p in (0..9).filter(|&p| f(p, 0) > 0) {
        let mut others = all;
        for j in 0..4 {
            others.remove(f(p, j));
        }
        // `own` = f(p, 1) + … + f(p, t); `above` = f(p, t + 1). Once a layer of `p` finds
        // nothing, more triples of `p` cannot help (the pair finds nothing above them, and the
        // other numbers lose a triple), so the search stops there.
        let mut own = 0;
        for t in 0..4 {
            let above = f(p, t);
            best = best.max(own + above.min(2) + others.top(4 - t as u8));
            if above == 0 {
                break;
            }
            own += above;
        }
    }
    13 - best as i8
}

/// How many layers (see [`triple_knitting_of`]) find one, two and three tiles.
#[derive(Clone, Copy, Default)]
struct Finds {
    ones: u8,
    twos: u8,
    threes: u8,
}

impl Finds {
    #[inline]
    fn add(&mut self, x: u8) {
        self.ones += (x == 1) as u8;
        self.twos += (x == 2) as u8;
        self.threes += (x == 3) as u8;
    }

    #[inline]
    fn remove(&mut self, x: u8) {
        self.ones -= (x == 1) as u8;
        self.twos -= (x == 2) as u8;
        self.threes -= (x == 3) as u8;
    }

    /// Tiles found by the `m` best layers.
    #[inline]
    fn top(&self, m: u8) -> u8 {
        let threes = m.min(self.threes);
        let twos = (m - threes).min(self.twos);
        let ones = (m - threes - twos).min(self.ones);
        3 * threes + 2 * twos + ones
    }
}

const NEG: i32 = -1000;

/// Exact standard-form tiles away with a chow limit: the largest overlap between the concealed
/// tiles and a target of `sets` sets (at most `chows` of them chows) and a pair, each face used
/// at most `cap` times, gives `3 * sets + 1 - overlap`.
pub(crate) fn standard_exact(c: &[u8; 34], cap: &[u8; 34], sets: u8, chows: u8) -> i8 {
    let mut used = [0u8; 34];
    let overlap = place_chows(c, cap, &mut used, sets, chows, 0);
    (3 * sets as i32 + 1 - overlap) as i8
}

/// Best overlap with chows placed from `from` on (in ascending order, so each multiset of chows
/// is tried once), the rest pungs and the pair. A chow that finds no held tile is never needed:
/// a pung on an unused face does at least as well.
fn place_chows(c: &[u8; 34], cap: &[u8; 34], used: &mut [u8; 34], sets: u8, chows: u8, from: usize) -> i32 {
    let mut best = pungs_and_pair(c, cap, used, sets);
    if chows == 0 || sets == 0 {
        return best;
    }
    for s in from..27 {
        if s % 9 > 6 || (s..s + 3).any(|t| used[t] >= cap[t]) {
            continue;
        }
        let found: i32 = (s..s + 3).map(|t| (c[t] > used[t]) as i32).sum();
        if found == 0 {
            continue;
        }
        for u in &mut used[s..s + 3] {
            *u += 1;
        }
        best = best.max(found + place_chows(c, cap, used, sets - 1, chows - 1, s));
        for u in &mut used[s..s + 3] {
            *u -= 1;
        }
    }
    best
}

/// Best overlap of `sets` pungs on distinct faces plus a pair on another face, over what `used`
/// (the chows) already takes. A pung and the pair never share a face (five tiles), nor do two
/// pungs; so each face's pung find is independent, and for each pair face the best pungs are the
/// largest finds among the other faces.
fn pungs_and_pair(c: &[u8; 34], cap: &[u8; 34], used: &[u8; 34], sets: u8) -> i32 {
    let j = sets as usize;
    // The j + 1 largest pung finds (value, face), largest first.
    let mut top = [(NEG, 34usize); 5];
    let mut pung = [NEG; 34];
    for t in 0..34 {
        let (n, u) = (c[t] as i32, used[t] as i32);
        if u + 3 <= cap[t] as i32 {
            pung[t] = n.min(u + 3) - n.min(u);
            let mut k = j + 1;
            while k > 0 && top[k - 1].0 < pung[t] {
                if k <= j {
                    top[k] = top[k - 1];
                }
                k -= 1;
            }
            if k <= j {
                top[k] = (pung[t], t);
            }
        }
    }
    let sum_j: i32 = top[..j].iter().map(|x| x.0).sum();
    let sum_j1 = sum_j + top[j].0;
    let mut best = NEG;
    for p in 0..34 {
        let (n, u) = (c[p] as i32, used[p] as i32);
        if u + 2 > cap[p] as i32 {
            continue;
        }
        let pair = n.min(u + 2) - n.min(u);
        let rest = if top[..j].iter().any(|x| x.1 == p) { sum_j1 - pung[p] } else { sum_j };
        best = best.max(pair + rest);
    }
    best
}

/// Tiles away for a hand of 13 or 14 tiles in sets under `rules` (see [`TilesAway`]). A hand
/// whose melded chows already pass the profile's limit cannot go Mah Jong in the standard form:
/// [`StandardError::TooManyChows`].
///
/// ```
/// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile, StandardError}};
/// let a = tiles_away(&Hand::parse("123m456p789s11z [555z]").unwrap(), RuleProfile::Classical).unwrap();
/// assert_eq!((a.standard(), a.thirteen_unique_wonders(), a.best()), (-1, None, -1));
/// assert!(tiles_away(&Hand::parse("123m").unwrap(), RuleProfile::Classical).is_err());
/// let two_chows = Hand::parse("456p78s11z [123m] [789m]").unwrap();
/// assert_eq!(
///     tiles_away(&two_chows, RuleProfile::British),
///     Err(StandardError::TooManyChows { chows: 2, limit: 1, profile: "british" })
/// );
/// ```
pub fn tiles_away(hand: &Hand, rules: RuleProfile) -> Result<TilesAway, StandardError> {
    if hand.melds().is_empty() {
        // Only the concealed counts are needed: no view of the melds.
        let conc = View::concealed_only(hand, rules)?;
        let in_sets = hand.concealed().len().min(255) as u8;
        return tiles_away_of(rules, &conc, None, in_sets, 0, 0, hand.context());
    }
    let v = View::new(hand, rules)?;
    tiles_away_of(rules, &CountWords::of(&v.conc), Some(&v.all), v.in_sets, v.n_melds, v.meld_chows, &v.ctx)
}

/// [`tiles_away`], or `None` when the melded chows already pass the profile's limit
/// ([`StandardError::TooManyChows`]): such a hand cannot go Mah Jong in the standard form, so a
/// report of its waits has no tiles-away number. Other errors as [`tiles_away`].
///
/// ```
/// use mahjong_core::{Hand, standard::{tiles_away_if_counted, RuleProfile}};
/// let two_chows = Hand::parse("456p78s11z [123m] [789m]").unwrap();
/// assert_eq!(tiles_away_if_counted(&two_chows, RuleProfile::British), Ok(None));
/// // Classical rules take any chows: 456p and the pair 11z made, 78s waits on 6s or 9s (calling, 0).
/// assert_eq!(tiles_away_if_counted(&two_chows, RuleProfile::Classical).unwrap().map(|a| a.standard()), Some(0));
/// assert!(tiles_away_if_counted(&Hand::parse("123m").unwrap(), RuleProfile::Classical).is_err());
/// ```
pub fn tiles_away_if_counted(hand: &Hand, rules: RuleProfile) -> Result<Option<TilesAway>, StandardError> {
    match tiles_away(hand, rules) {
        Ok(a) => Ok(Some(a)),
        Err(StandardError::TooManyChows { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// [`tiles_away`] of concealed counts `conc`, with `all` the counts of the concealed tiles and
/// the melds' (`None` without melds), `in_sets` the tiles in sets, `n_melds` melds of which
/// `meld_chows` chows, and win context `ctx`.
#[inline(always)]
fn tiles_away_of(
    rules: RuleProfile,
    words: &CountWords,
    all: Option<&[u8; 34]>,
    in_sets: u8,
    n_melds: u8,
    meld_chows: u8,
    ctx: &WinContext,
) -> Result<TilesAway, StandardError> {
    if in_sets != 13 && in_sets != 14 {
        return Err(StandardError::WrongTileCount { count: in_sets, expected: "13 or 14" });
    }
    if meld_chows > rules.max_chows() {
        return Err(StandardError::TooManyChows {
            chows: meld_chows,
            limit: rules.max_chows(),
            profile: rules.label(),
        });
    }
    let conc = &words.counts();
    let removed = rules.removed_faces();
    let no_melds = n_melds == 0;
    let mut cap = [4u8; 34];
    if let Some(all) = all {
        for ((x, &all), &conc) in cap.iter_mut().zip(all).zip(conc) {
            *x = 4 - (all - conc);
        }
    }
    if removed != 0 {
        for (t, x) in cap.iter_mut().enumerate() {
            if removed >> t & 1 != 0 {
                *x = 0;
            }
        }
    }
    let has = |h: SpecialHand| no_melds && rules.special_hands().contains(h);
    // Three-player removes the North wind, which the Wonders and the Snake need.
    let north = rules != RuleProfile::ThreePlayer;
    let forms = Forms {
        rules,
        cap,
        sets: 4 - n_melds,
        chows: rules.max_chows() - meld_chows,
        // No face is in a meld (every meld holds tiles, and the view holds no face the profile
        // removes), and the profile removes no suit face.
        full_caps: no_melds && removed & ((1 << 27) - 1) == 0,
        thirteen: has(SpecialHand::ThirteenUniqueWonders) && north,
        all_pair_honours: has(SpecialHand::AllPairHonours),
        knitting: has(SpecialHand::Knitting),
        wriggling_snake: has(SpecialHand::WrigglingSnake) && north,
        gates_of_heaven: has(SpecialHand::GatesOfHeaven) && !special::gates_barred(ctx),
        triple_knitting: has(SpecialHand::TripleKnitting),
    };
    // The concealed tiles: those in sets less three per meld.
    let total = in_sets - 3 * n_melds;
    let snake = if forms.wriggling_snake { wriggling_snake_of(words) } else { NONE };
    let (numbers, least_held) = if forms.table_driven() {
        // The classical and three-player hands without melds: the Wonders' number; the table's
        // is worked out when asked (`LAZY`).
        let thirteen = if forms.thirteen { thirteen_of(words) } else { NONE };
        ([LAZY, thirteen, NONE, NONE, NONE, NONE], thirteen.min(snake))
    } else {
        let numbers = forms.numbers(conc, total);
        (numbers, least(&numbers).min(snake))
    };
    Ok(TilesAway { rules, numbers, snake, least_held, forms, conc: *conc, total })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seeded counts of `n` tiles (each face at most four times).
    fn random_counts(state: &mut u64, n: usize) -> [u8; 34] {
        let mut c = [0u8; 34];
        let mut placed = 0;
        while placed < n {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            let t = (*state % 34) as usize;
            if c[t] < 4 {
                c[t] += 1;
                placed += 1;
            }
        }
        c
    }

    /// Counts crowded onto orphans, winds and one suit, where the special forms are near.
    fn crowded_counts(state: &mut u64, n: usize) -> [u8; 34] {
        const FACES: [usize; 18] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 1, 2, 3, 4, 5];
        let mut c = [0u8; 34];
        let mut placed = 0;
        while placed < n {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            let t = FACES[(*state % FACES.len() as u64) as usize];
            if c[t] < 4 {
                c[t] += 1;
                placed += 1;
            }
        }
        c
    }

    /// The tiles lowering `number` when drawn, by trying each face with a copy left.
    fn by_trying(c: &[u8; 34], number: fn(&[u8; 34]) -> i8) -> u64 {
        let mut more = *c;
        let mut out = 0;
        for t in 0..34 {
            if c[t] >= 4 {
                continue;
            }
            more[t] += 1;
            if number(&more) < number(c) {
                out |= 1 << t;
            }
            more[t] -= 1;
        }
        out
    }

    #[test]
    fn bit_planes_read_every_count() {
        let mut state = 0x5EED_0001u64;
        for _ in 0..2_000 {
            let c = random_counts(&mut state, 14);
            let p = Planes::of(&c);
            for t in 0..34 {
                for k in 0..3 {
                    assert_eq!(p.bits[k] >> t & 1, (c[t] >> k & 1) as u64, "{c:?} face {t} bit {k}");
                }
            }
            assert_eq!(p.free(0), (0..34).filter(|&t| c[t] < 4).fold(0u64, |m, t| m | 1 << t));
        }
    }

    #[test]
    fn thirteen_unique_wonders_number_and_improving_tiles_match_the_definition() {
        let mut state = 0x5EED_0002u64;
        for k in 0..20_000 {
            let c = if k % 2 == 0 { random_counts(&mut state, 13) } else { crowded_counts(&mut state, 13) };
            // The definition: 13 less the orphan faces held, less one with a pair of them.
            let kinds = ORPHANS.iter().filter(|&&i| c[i] > 0).count() as i8;
            let pair = ORPHANS.iter().any(|&i| c[i] >= 2) as i8;
            assert_eq!(thirteen_of(&c), 13 - kinds - pair, "{c:?}");
            let p = Planes::of(&c);
            assert_eq!(thirteen_improving(&p) & p.free(0), by_trying(&c, thirteen_of), "{c:?}");
        }
    }

    #[test]
    fn wriggling_snake_improving_tiles_match_trying_every_tile() {
        let mut state = 0x5EED_0003u64;
        let mut near = 0;
        for k in 0..20_000 {
            let c = if k % 2 == 0 { random_counts(&mut state, 13) } else { crowded_counts(&mut state, 13) };
            let p = Planes::of(&c);
            let number = wriggling_snake_of(&c);
            near += (number <= 4) as u32;
            assert_eq!(snake_improving(&c, &p, number) & p.free(0), by_trying(&c, wriggling_snake_of), "{c:?}");
            assert_eq!(snake_improving(&c, &p, number + 1), 0);
        }
        assert!(near > 50, "the crowded hands come near the Snake ({near})");
    }
}
