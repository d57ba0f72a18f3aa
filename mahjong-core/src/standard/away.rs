//! Tiles away (shanten) under a rule profile: the standard form with the profile's chow limit,
//! and the special forms the profile really has that are not four sets and a pair.

use super::{RuleProfile, SpecialHand, StandardError, View, table};
use crate::{Hand, Tile};

/// How far a hand is from complete under a rule profile, in the riichi shanten convention: `-1`
/// is a complete hand, `0` is calling ("one for Mah Jong"), `n` is `n` tiles from calling.
///
/// The numbers, each for one way of going Mah Jong:
///
/// - [`standard`](TilesAway::standard): four sets and a pair with the profile's chow limit.
///   Under the Chinese classical and three-player rules (four chows allowed) it is exactly the
///   `mahjong` package's regular shanten (riichi-compatible, as [`tiles_away_counts`](super::tiles_away_counts)).
///   Under British rules (at most one chow) and two-player rules (none) it is the least number
///   of tile exchanges, less one, to reach a complete hand of the profile — counting only tiles
///   still in play (four of a face at most, melds included).
/// - [`thirteen_unique_wonders`](TilesAway::thirteen_unique_wonders): every profile but
///   three-player (no North wind); equal to the package's kokushi shanten (riichi-compatible).
/// - [`all_pair_honours`](TilesAway::all_pair_honours) and [`knitting`](TilesAway::knitting):
///   British and two-player only, exact exchange counts for those hands as
///   [`special_hands`](super::special_hands) reads them (a face held four times may make two
///   pairs).
///
/// The special hands that are four pungs or kongs and a pair (Heads and Tails, Buried Treasure,
/// Three Great Scholars, …) are complete standard hands too, so the standard number covers them.
/// The Wriggling Snake, The Gates of Heaven and Triple Knitting have no number here: a hand
/// calling only on one of them shows `best >= 0` while [`waits`](super::waits) is not empty.
///
/// ```
/// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
/// let h = Hand::parse("1199m1199p1199s11z").unwrap();
/// let a = tiles_away(&h, RuleProfile::British).unwrap();
/// assert_eq!((a.standard(), a.all_pair_honours(), a.best()), (3, Some(-1), -1));
/// // Classical rules have no seven-pair hand: four pairs must grow into pungs.
/// assert_eq!(tiles_away(&h, RuleProfile::Classical).unwrap().best(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TilesAway {
    rules: RuleProfile,
    standard: i8,
    thirteen: i8,
    all_pair_honours: i8,
    knitting: i8,
    best: i8,
    // What `improving` needs, so the (costlier) improving tiles are worked out only when asked.
    forms: Forms,
    conc: [u8; 34],
    total: u8,
}

const NONE: i8 = i8::MAX;

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
    thirteen: bool,
    all_pair_honours: bool,
    knitting: bool,
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
    pub const fn standard(&self) -> i8 {
        self.standard
    }

    /// The Thirteen Unique Wonders; `None` with melds, and under three-player rules (no North).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("19m19p19s123456z5m").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.thirteen_unique_wonders(), Some(1));
    /// ```
    pub const fn thirteen_unique_wonders(&self) -> Option<i8> {
        if self.thirteen == NONE { None } else { Some(self.thirteen) }
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
        if self.all_pair_honours == NONE { None } else { Some(self.all_pair_honours) }
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
        if self.knitting == NONE { None } else { Some(self.knitting) }
    }

    /// The least of the numbers the hand has.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("19m19p19s123456z5m").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.best(), 1);
    /// ```
    pub const fn best(&self) -> i8 {
        self.best
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
        let (total, best) = (self.total, self.best);
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

    /// The improving tiles in index order.
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{tiles_away, RuleProfile}};
    /// let a = tiles_away(&Hand::parse("123456789m1122z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.improving_tiles().count(), 2);
    /// ```
    pub fn improving_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        let improving = self.improving();
        (0..34u8).filter(move |i| improving & (1 << i) != 0).filter_map(Tile::from_index)
    }
}

impl Forms {
    /// `[standard, thirteen, all pair honours, knitting]` of concealed counts `c` (total `total`).
    fn numbers(&self, c: &[u8; 34], total: u8) -> [i8; 4] {
        let standard = if self.rules.max_chows() >= 4 {
            table::shanten_unchecked(c, total)
        } else {
            standard_exact(c, &self.cap, self.sets, self.chows)
        };
        [
            standard,
            if self.thirteen { thirteen_of(c) } else { NONE },
            if self.all_pair_honours { all_pair_honours_of(c) } else { NONE },
            if self.knitting { knitting_of(c) } else { NONE },
        ]
    }

    fn best(&self, c: &[u8; 34], total: u8) -> i8 {
        let n = self.numbers(c, total);
        n[0].min(n[1]).min(n[2]).min(n[3])
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The riichi kokushi count: 13 less the orphan faces held, less one more with a pair of them.
fn thirteen_of(c: &[u8; 34]) -> i8 {
    let mut kinds = 0;
    let mut pair = false;
    for i in ORPHANS {
        kinds += (c[i] > 0) as i8;
        pair |= c[i] >= 2;
    }
    13 - kinds - pair as i8
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

const NEG: i32 = -1000;

/// Exact standard-form tiles away with a chow limit: the largest overlap between the concealed
/// tiles and a target of `sets` sets (at most `chows` of them chows) and a pair, each face used
/// at most `cap` times, gives `3 * sets + 1 - overlap`.
fn standard_exact(c: &[u8; 34], cap: &[u8; 34], sets: u8, chows: u8) -> i8 {
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
    let v = View::new(hand, rules)?;
    if v.in_sets != 13 && v.in_sets != 14 {
        return Err(StandardError::WrongTileCount { count: v.in_sets, expected: "13 or 14" });
    }
    if v.meld_chows > rules.max_chows() {
        return Err(StandardError::TooManyChows {
            chows: v.meld_chows,
            limit: rules.max_chows(),
            profile: rules.name(),
        });
    }
    let mut cap = [0u8; 34];
    for (t, x) in cap.iter_mut().enumerate() {
        let face = Tile::from_index(t as u8).unwrap_or(Tile::BLANK);
        *x = if rules.uses_tile(face) { 4 - (v.all[t] - v.conc[t]) } else { 0 };
    }
    let no_melds = v.n_melds == 0;
    let has = |h: SpecialHand| no_melds && rules.special_hands().contains(h);
    let forms = Forms {
        rules,
        cap,
        sets: 4 - v.n_melds,
        chows: rules.max_chows() - v.meld_chows,
        thirteen: has(SpecialHand::ThirteenUniqueWonders) && rules != RuleProfile::ThreePlayer,
        all_pair_honours: has(SpecialHand::AllPairHonours),
        knitting: has(SpecialHand::Knitting),
    };
    let total = v.conc.iter().sum::<u8>();
    let n = forms.numbers(&v.conc, total);
    Ok(TilesAway {
        rules,
        standard: n[0],
        thirteen: n[1],
        all_pair_honours: n[2],
        knitting: n[3],
        best: n[0].min(n[1]).min(n[2]).min(n[3]),
        forms,
        conc: v.conc,
        total,
    })
}
