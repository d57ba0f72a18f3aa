//! Counting the fans of a complete hand: every form, every decomposition, the best total.

use super::Fan;
use super::forms::{self, Counts, Group, Kind, is_dragon, is_number, is_terminal, is_wind, rank, suit_of};

/// How many times each fan is counted, by fan number (index 0 unused), with a bit per fan
/// counted (bit `f` set exactly when `n[f]` is not zero), so that the non-repeat principle,
/// the Chicken Hand test and the points read only the fans present.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Table {
    pub n: [u8; 82],
    bits: u128,
}

impl Table {
    pub const EMPTY: Table = Table { n: [0; 82], bits: 0 };

    /// The points of the fans counted in `n` (by fan number), as [`points`] reads a table:
    /// Flower Tiles aside (the serde reader checks a score's fan points with it).
    #[cfg(all(feature = "serde", feature = "alloc"))]
    pub fn points_of(n: &[u8; 82]) -> u32 {
        let mut t = Table::EMPTY;
        for f in Fan::ALL.into_iter().filter(|&f| f != Fan::FlowerTiles) {
            put(&mut t, f, n[f as usize]);
        }
        points(&t)
    }
}

/// The winning context as the counting needs it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ctx {
    pub win: u8,
    pub self_drawn: bool,
    pub wall_last: bool,
    /// Kong replacement (self-drawn) or robbing the kong (on a discard).
    pub kong: bool,
    pub last_of_kind: bool,
    pub seat: u8,
    pub prevailing: u8,
}

/// What the counting reads from the whole hand.
pub(crate) struct Info<'a> {
    /// Counts over concealed tiles and melds (kongs four).
    pub all: &'a Counts,
    /// The melds as groups.
    pub melds: &'a [Group],
    /// The melds in the first places of four (the rest unused), where the regular form's
    /// concealed sets are written after them.
    pub meld_groups: &'a [Group; 4],
    /// The faces present in `all`, as a mask.
    pub present: u64,
    /// Whether the hand (less the winning tile) has exactly one winning tile: asked only when a
    /// wait fan could count, and worked out once.
    pub wait: WaitProbe<'a>,
}

/// The hand and its winning tile, to tell whether the winning tile was its only one.
pub(crate) struct WaitProbe<'a> {
    /// The concealed counts, the winning tile included.
    pub concealed: &'a Counts,
    /// The counts over concealed tiles and melds, the winning tile included.
    pub all: &'a Counts,
    pub melds: usize,
    pub win: u8,
    /// 0 not asked yet, 1 unique, 2 not unique.
    pub cached: core::cell::Cell<u8>,
}

impl WaitProbe<'_> {
    /// Whether the winning tile was the hand's only winning tile, with `groups` a decomposition
    /// of the whole hand. When a concealed chow of it has the winning tile at an end with a
    /// further face in the suit beyond the other end, that face completes the hand too (the
    /// chow shifted by one: 23 waiting on 1 or 4), so the answer is no without the search,
    /// unless the hand already holds all four of that face.
    pub fn unique_in(&self, groups: &[Group]) -> bool {
        if self.cached.get() == 0 {
            let w = self.win;
            let two_sided = groups.iter().any(|g| {
                g.kind == Kind::Chow
                    && !g.open
                    && (g.tile == w && rank(w) <= 6 && self.all[w as usize + 3] < 4
                        || g.tile + 2 == w && rank(w) >= 4 && self.all[w as usize - 3] < 4)
            });
            if two_sided {
                self.cached.set(2);
            }
        }
        self.unique()
    }

    pub fn unique(&self) -> bool {
        if self.cached.get() == 0 {
            // The hand less its winning tile; of the other faces it holds what it held.
            let mut rest = *self.concealed;
            rest[self.win as usize] -= 1;
            let u = forms::unique_wait(&mut rest, self.melds, self.all, self.win);
            self.cached.set(if u { 1 } else { 2 });
        }
        self.cached.get() == 1
    }
}

#[inline]
fn set(t: &mut Table, f: Fan) {
    put(t, f, 1);
}
#[inline]
fn has(t: &Table, f: Fan) -> bool {
    t.bits >> f as u32 & 1 != 0
}
#[inline]
fn clear(t: &mut Table, f: Fan) {
    put(t, f, 0);
}
#[inline]
fn add(t: &mut Table, f: Fan) {
    put(t, f, t.n[f as usize] + 1);
}
/// Counts `f` `k` times.
#[inline]
fn put(t: &mut Table, f: Fan, k: u8) {
    t.n[f as usize] = k;
    if k == 0 {
        t.bits &= !(1u128 << f as u32);
    } else {
        t.bits |= 1u128 << f as u32;
    }
}

/// Points of a table (flowers aside, as the table holds none while fans are counted).
pub(crate) fn points(t: &Table) -> u32 {
    let mut sum = 0u32;
    // Half by half: a 64-bit word's lowest bit is found and cleared in fewer instructions.
    for (half, base) in [(t.bits as u64, 0usize), ((t.bits >> 64) as u64, 64)] {
        let mut b = half;
        while b != 0 {
            let i = base + b.trailing_zeros() as usize;
            b &= b - 1;
            sum += t.n[i] as u32 * super::fan::POINTS[i - 1] as u32;
        }
    }
    sum
}

/// Fans of how the hand was won: Last Tile, Self-Drawn, Last Tile Draw, Last Tile Claim,
/// Out with Replacement Tile, Robbing the Kong.
fn win_fans(ctx: &Ctx, t: &mut Table) {
    if ctx.last_of_kind {
        set(t, Fan::LastTile);
    }
    if ctx.self_drawn {
        set(t, Fan::SelfDrawn);
        if ctx.wall_last {
            set(t, Fan::LastTileDraw);
            clear(t, Fan::SelfDrawn);
        }
        if ctx.kong {
            set(t, Fan::OutWithReplacementTile);
            clear(t, Fan::SelfDrawn);
        }
    } else {
        if ctx.wall_last {
            set(t, Fan::LastTileClaim);
        }
        if ctx.kong {
            // Robbing the Kong includes Last Tile: the robbed tile is the last of its kind.
            set(t, Fan::RobbingTheKong);
            clear(t, Fan::LastTile);
        }
    }
}

/// Fans of the suits present: No Honors, One Voided Suit, Half Flush, Full Flush, All Types.
fn suit_fans(present: u64, t: &mut Table) {
    let honors = present & forms::HONORS != 0;
    let suits = (0..3).filter(|s| present >> (s * 9) & 0x1ff != 0).count();
    if !honors {
        set(t, Fan::NoHonors);
    }
    match suits {
        2 => set(t, Fan::OneVoidedSuit),
        1 if honors => set(t, Fan::HalfFlush),
        1 => {
            set(t, Fan::FullFlush);
            clear(t, Fan::NoHonors);
        }
        3 => {
            let winds = present & (0b1111 << 27) != 0;
            let dragons = present & (0b111 << 31) != 0;
            if winds && dragons {
                set(t, Fan::AllTypes);
            }
        }
        _ => {}
    }
}

const REVERSIBLE: u64 = {
    // Dots 1 2 3 4 5 8 9, bams 2 4 5 6 8 9, white dragon.
    let mut m = 0u64;
    let dots = [1u8, 2, 3, 4, 5, 8, 9];
    let bams = [2u8, 4, 5, 6, 8, 9];
    let mut i = 0;
    while i < dots.len() {
        m |= 1 << (9 + dots[i] - 1);
        i += 1;
    }
    i = 0;
    while i < bams.len() {
        m |= 1 << (18 + bams[i] - 1);
        i += 1;
    }
    m | 1 << 31
};

const GREEN: u64 = {
    // Bams 2 3 4 6 8 and the green dragon.
    let mut m = 0u64;
    let bams = [2u8, 3, 4, 6, 8];
    let mut i = 0;
    while i < bams.len() {
        m |= 1 << (18 + bams[i] - 1);
        i += 1;
    }
    m | 1 << 32
};

const TERMINALS: u64 = forms::ORPHANS & !forms::HONORS;

/// Fans of the kinds of tiles: All Simples, Reversible Tiles, All Green, All Honors, All
/// Terminals, All Terminals and Honors.
fn tile_fans(present: u64, t: &mut Table) {
    let simples = present & forms::ORPHANS == 0;
    if simples {
        set(t, Fan::AllSimples);
    }
    if present & !REVERSIBLE == 0 {
        set(t, Fan::ReversibleTiles);
    }
    if present & !GREEN == 0 {
        set(t, Fan::AllGreen);
    }
    if simples {
        return;
    }
    if present & !forms::HONORS == 0 {
        set(t, Fan::AllHonors);
    } else if present & !TERMINALS == 0 {
        set(t, Fan::AllTerminals);
    } else if present & !forms::ORPHANS == 0 {
        set(t, Fan::AllTerminalsAndHonors);
    }
}

/// Fans of the range of numbers (no honours): Lower Tiles, Lower Four, Upper Tiles, Upper Four,
/// Middle Tiles.
fn range_fans(present: u64, t: &mut Table) {
    if present & forms::HONORS != 0 {
        return;
    }
    let mut ranks = 0u16;
    for s in 0..3 {
        ranks |= (present >> (s * 9) & 0x1ff) as u16;
    }
    // Bit r-1 for rank r.
    if ranks & !0b1111 == 0 {
        set(t, if ranks & 0b1000 != 0 { Fan::LowerFour } else { Fan::LowerTiles });
    } else if ranks & !(0b1111 << 5) == 0 {
        set(t, if ranks & (1 << 5) != 0 { Fan::UpperFour } else { Fan::UpperTiles });
    } else if ranks & !(0b111 << 3) == 0 {
        set(t, Fan::MiddleTiles);
    }
}

/// Tile Hog: each face held four times that is not a kong.
fn tile_hog(all: &Counts, kongs: usize, t: &mut Table) {
    put(t, Fan::TileHog, (fours(all) - kongs) as u8);
}

/// The number of faces held four times, eight counts at a time: each count being at most four
/// here (a checked hand), a count is four exactly when its bit 2 is set. The four words' marks
/// (bit 2 of each byte moved to bit 0) are added bytewise (at most 4 a byte) and the bytes summed
/// by one multiplication, with no count of set bits (a long instruction sequence without a
/// target CPU).
fn fours(all: &Counts) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut marks = 0u64;
    for k in 0..4 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&all[k * 8..k * 8 + 8]);
        marks += u64::from_le_bytes(b) >> 2 & ONES;
    }
    (marks.wrapping_mul(ONES) >> 56) as usize + (all[32] >> 2) as usize + (all[33] >> 2) as usize
}

/// The non-repeat principle: each higher fan with the lower fans it includes.
const NON_REPEAT: &[(Fan, &[Fan])] = &[
    (Fan::BigFourWinds, &[Fan::AllPungs, Fan::PungOfTerminalsOrHonors]),
    (Fan::BigThreeDragons, &[Fan::DragonPung]),
    (Fan::AllGreen, &[Fan::HalfFlush, Fan::OneVoidedSuit]),
    (Fan::FourKongs, &[Fan::SingleWait]),
    (
        Fan::AllTerminals,
        &[Fan::AllPungs, Fan::OutsideHand, Fan::PungOfTerminalsOrHonors, Fan::NoHonors, Fan::DoublePung],
    ),
    (Fan::LittleFourWinds, &[Fan::PungOfTerminalsOrHonors]),
    (Fan::LittleThreeDragons, &[Fan::DragonPung]),
    (Fan::AllHonors, &[Fan::AllPungs, Fan::OutsideHand, Fan::PungOfTerminalsOrHonors, Fan::OneVoidedSuit]),
    (Fan::PureTerminalChows, &[Fan::FullFlush, Fan::AllChows, Fan::NoHonors]),
    (Fan::FourPureShiftedPungs, &[Fan::AllPungs]),
    (Fan::AllTerminalsAndHonors, &[Fan::AllPungs, Fan::OutsideHand, Fan::PungOfTerminalsOrHonors]),
    (Fan::AllEvenPungs, &[Fan::AllPungs, Fan::AllSimples, Fan::NoHonors]),
    (Fan::UpperTiles, &[Fan::NoHonors]),
    (Fan::MiddleTiles, &[Fan::AllSimples, Fan::NoHonors]),
    (Fan::LowerTiles, &[Fan::NoHonors]),
    (Fan::ThreeSuitedTerminalChows, &[Fan::AllChows, Fan::NoHonors]),
    (Fan::AllFives, &[Fan::AllSimples, Fan::NoHonors]),
    (Fan::UpperFour, &[Fan::NoHonors]),
    (Fan::LowerFour, &[Fan::NoHonors]),
    (Fan::ReversibleTiles, &[Fan::OneVoidedSuit]),
    (Fan::LastTileDraw, &[Fan::SelfDrawn]),
    (Fan::OutWithReplacementTile, &[Fan::SelfDrawn]),
    (Fan::MeldedHand, &[Fan::SingleWait]),
    (Fan::TwoDragonPungs, &[Fan::DragonPung]),
    (Fan::FullyConcealedHand, &[Fan::SelfDrawn]),
    (Fan::AllChows, &[Fan::NoHonors]),
    (Fan::AllSimples, &[Fan::NoHonors]),
];

/// For each fan, the lower fans it includes ([`NON_REPEAT`]) as a mask over fan numbers.
const INCLUDED: [u128; 82] = {
    let mut out = [0u128; 82];
    let mut i = 0;
    while i < NON_REPEAT.len() {
        let (higher, lower) = NON_REPEAT[i];
        let mut k = 0;
        while k < lower.len() {
            out[higher as usize] |= 1 << lower[k] as u32;
            k += 1;
        }
        i += 1;
    }
    out
};

/// The fans that include others, as a mask over fan numbers.
const INCLUDES: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < 82 {
        if INCLUDED[i] != 0 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// The fans a higher fan includes are not counted again (the non-repeat principle). A fan that
/// is both included and including (All Simples, All Chows) includes only fans that every fan
/// including it includes too, so clearing all at once gives what rule-by-rule clearing gives.
fn exclusions(t: &mut Table) {
    if has(t, Fan::FourConcealedPungs) {
        clear(t, Fan::AllPungs);
        clear(t, Fan::ConcealedHand);
        if has(t, Fan::FullyConcealedHand) {
            // Four Concealed Pungs includes Fully Concealed Hand's concealment, not its draw.
            clear(t, Fan::FullyConcealedHand);
            set(t, Fan::SelfDrawn);
        }
    }
    // Big Three Winds includes the three wind pungs' Pung of Terminals or Honors (unless a
    // higher fan has already taken them all).
    if has(t, Fan::BigThreeWinds) && !has(t, Fan::AllHonors) && !has(t, Fan::AllTerminalsAndHonors) {
        put(t, Fan::PungOfTerminalsOrHonors, t.n[Fan::PungOfTerminalsOrHonors as usize].saturating_sub(3));
    }
    let higher = t.bits & INCLUDES;
    let mut lower = 0u128;
    for (half, base) in [(higher as u64, 0usize), ((higher >> 64) as u64, 64)] {
        let mut b = half;
        while b != 0 {
            lower |= INCLUDED[base + b.trailing_zeros() as usize];
            b &= b - 1;
        }
    }
    lower &= t.bits;
    t.bits &= !lower;
    for (half, base) in [(lower as u64, 0usize), ((lower >> 64) as u64, 64)] {
        let mut b = half;
        while b != 0 {
            t.n[base + b.trailing_zeros() as usize] = 0;
            b &= b - 1;
        }
    }
}

/// Prevalent Wind and Seat Wind for each wind pung; they include that pung's Pung of Terminals
/// or Honors.
fn wind_fans(pungs: &[u8], ctx: &Ctx, t: &mut Table) {
    if has(t, Fan::BigFourWinds) {
        return;
    }
    let taken = has(t, Fan::BigThreeWinds)
        || has(t, Fan::AllTerminalsAndHonors)
        || has(t, Fan::AllHonors)
        || has(t, Fan::LittleFourWinds);
    for &p in pungs {
        if !is_wind(p) {
            continue;
        }
        let w = p - 27;
        let mut own = false;
        if w == ctx.prevailing {
            set(t, Fan::PrevalentWind);
            own = true;
        }
        if w == ctx.seat {
            set(t, Fan::SeatWind);
            own = true;
        }
        if own && !taken {
            put(t, Fan::PungOfTerminalsOrHonors, t.n[Fan::PungOfTerminalsOrHonors as usize].saturating_sub(1));
        }
    }
}

// ---- combining fans of sets ----

fn four_chows_fan(c: &[u8; 4]) -> Option<Fan> {
    let same_suit = c.iter().all(|&x| suit_of(x) == suit_of(c[0]));
    if !same_suit {
        return None;
    }
    if c[0] + 1 == c[1] && c[1] + 1 == c[2] && c[2] + 1 == c[3]
        || c[0] + 2 == c[1] && c[1] + 2 == c[2] && c[2] + 2 == c[3]
    {
        return Some(Fan::FourPureShiftedChows);
    }
    if c[0] == c[1] && c[1] == c[2] && c[2] == c[3] {
        return Some(Fan::QuadrupleChow);
    }
    None
}

/// Three chows given sorted by tile.
fn three_chows_fan(a: u8, b: u8, c: u8) -> Option<Fan> {
    let (sa, sb, sc) = (suit_of(a), suit_of(b), suit_of(c));
    if sa != sb && sa != sc && sb != sc {
        let mut r = [rank(a), rank(b), rank(c)];
        r.sort_unstable();
        if r[0] + 1 == r[1] && r[1] + 1 == r[2] {
            return Some(Fan::MixedShiftedChows);
        }
        if r[0] == r[2] {
            return Some(Fan::MixedTripleChow);
        }
        if r == [1, 4, 7] {
            return Some(Fan::MixedStraight);
        }
    } else if sa == sb && sb == sc {
        if a + 3 == b && b + 3 == c && rank(a) == 1 {
            return Some(Fan::PureStraight);
        }
        if a + 1 == b && b + 1 == c || a + 2 == b && b + 2 == c {
            return Some(Fan::PureShiftedChows);
        }
        if a == b && b == c {
            return Some(Fan::PureTripleChow);
        }
    }
    None
}

fn two_chows_fan(a: u8, b: u8) -> Option<Fan> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if suit_of(a) != suit_of(b) {
        if rank(a) == rank(b) {
            return Some(Fan::MixedDoubleChow);
        }
    } else {
        if a + 3 == b {
            return Some(Fan::ShortStraight);
        }
        if rank(a) == 1 && rank(b) == 7 {
            return Some(Fan::TwoTerminalChows);
        }
        if a == b {
            return Some(Fan::PureDoubleChow);
        }
    }
    None
}

/// Pairs of chows: under the account-once principle the fans of pairs of chows join each new
/// chow to the others at most once (the chosen pairs form a forest), and by the non-identical
/// principle a chow does not make the same fan twice. The most fans are taken; among equal
/// counts, Pure Double Chow is preferred, then Mixed Double Chow, Short Straight and Two
/// Terminal Chows.
fn chow_pairs(chows: &[u8], t: &mut Table) {
    // The kind of each pair of chows (0 none, else 1 + the kind), in base 5, pair by pair in
    // the order of `CHOW_PAIRS`.
    let n = chows.len();
    let mut idx = 0usize;
    let mut place = 1usize;
    for &(i, j) in &CHOW_PAIRS {
        if j < n {
            if let Some(f) = two_chows_fan(chows[i], chows[j]) {
                idx += (1 + fan_kind(f)) * place;
            }
        }
        place *= 5;
    }
    let best = CHOW_PAIR_BEST[idx];
    for (kind, &f) in KIND_FAN.iter().enumerate() {
        let k = (best >> (8 * kind) & 0xff) as u8;
        if k != 0 {
            put(t, f, t.n[f as usize] + k);
        }
    }
}

/// The fans of pairs of chows by kind (see [`fan_kind`]).
const KIND_FAN: [Fan; 4] = [Fan::TwoTerminalChows, Fan::ShortStraight, Fan::MixedDoubleChow, Fan::PureDoubleChow];

/// The kind of a fan of a pair of chows: 3 Pure Double Chow, 2 Mixed Double Chow, 1 Short
/// Straight, 0 Two Terminal Chows.
const fn fan_kind(f: Fan) -> usize {
    match f {
        Fan::PureDoubleChow => 3,
        Fan::MixedDoubleChow => 2,
        Fan::ShortStraight => 1,
        _ => 0,
    }
}

/// The six pairs of four chows.
const CHOW_PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// For each way the pairs of four chows can make fans (`chow_pairs`' base-5 number), how many
/// fans of each kind count (a byte per kind), worked out at compile time by trying every choice
/// of pairs.
/// (About four million steps of constant evaluation, a second or two of compile time.)
#[allow(long_running_const_eval)]
static CHOW_PAIR_BEST: [u32; 15_625] = chow_pair_table();

/// The choice of fans among pairs of chows. The chosen pairs form a forest on at most four
/// chows: at most three pairs, and three pairs on only three chows close a cycle. A chow takes
/// part in each kind of fan at most once. The most pairs win, then the most of the preferred
/// kinds (the key counts each kind in a byte).
const fn chow_pair_table() -> [u32; 15_625] {
    let mut out = [0u32; 15_625];
    let mut idx = 0;
    while idx < 15_625 {
        let mut masks = [0u8; 6];
        let mut kinds = [0usize; 6];
        let mut ne = 0;
        let (mut x, mut p) = (idx, 0);
        while p < 6 {
            let code = x % 5;
            x /= 5;
            if code != 0 {
                masks[ne] = 1 << CHOW_PAIRS[p].0 | 1 << CHOW_PAIRS[p].1;
                kinds[ne] = code - 1;
                ne += 1;
            }
            p += 1;
        }
        let mut best = (0u32, 0u32);
        let mut sub = 1u32;
        while sub < 1 << ne {
            let cnt = sub.count_ones();
            if cnt <= 3 {
                let (mut used, mut nodes, mut key, mut ok) = ([0u8; 4], 0u8, 0u32, true);
                let mut bits = sub;
                while bits != 0 {
                    let e = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let (m, kind) = (masks[e], kinds[e]);
                    if used[kind] & m != 0 {
                        ok = false;
                        break;
                    }
                    used[kind] |= m;
                    nodes |= m;
                    key += 1 << (8 * kind);
                }
                if ok && !(cnt == 3 && nodes.count_ones() == 3) && (cnt > best.0 || cnt == best.0 && key > best.1) {
                    best = (cnt, key);
                }
            }
            sub += 1;
        }
        out[idx] = best.1;
        idx += 1;
    }
    out
}

fn four_chows(c: &[u8; 4], t: &mut Table) {
    if let Some(f) = four_chows_fan(c) {
        set(t, f);
        return;
    }
    // A fan of three chows, then the fourth chow combines once with one of them: the best such
    // choice.
    let mut best: Option<(u32, Fan, Option<Fan>)> = None;
    for skip in 0..4 {
        let mut three = [0u8; 3];
        let mut k = 0;
        for (i, &x) in c.iter().enumerate() {
            if i != skip {
                three[k] = x;
                k += 1;
            }
        }
        if let Some(f) = three_chows_fan(three[0], three[1], three[2]) {
            let extra = three.iter().filter_map(|&x| two_chows_fan(x, c[skip])).max_by_key(|f| match f {
                Fan::PureDoubleChow => 3,
                Fan::MixedDoubleChow => 2,
                Fan::ShortStraight => 1,
                _ => 0,
            });
            let pts = f.points() as u32 + extra.map_or(0, |e| e.points() as u32);
            if best.is_none_or(|b| pts > b.0) {
                best = Some((pts, f, extra));
            }
        }
    }
    if let Some((_, f, extra)) = best {
        set(t, f);
        if let Some(e) = extra {
            set(t, e);
        }
        return;
    }
    chow_pairs(c, t);
}

#[inline]
fn three_pungs_fan(a: u8, b: u8, c: u8) -> Option<Fan> {
    if is_number(a) && is_number(b) && is_number(c) {
        let (sa, sb, sc) = (suit_of(a), suit_of(b), suit_of(c));
        if sa != sb && sa != sc && sb != sc {
            let mut r = [rank(a), rank(b), rank(c)];
            r.sort_unstable();
            if r[0] + 1 == r[1] && r[1] + 1 == r[2] {
                return Some(Fan::MixedShiftedPungs);
            }
            if r[0] == r[2] {
                return Some(Fan::TriplePung);
            }
        } else if sa == sb && sb == sc && a + 1 == b && b + 1 == c {
            return Some(Fan::PureShiftedPungs);
        }
    } else if is_wind(a) && is_wind(b) && is_wind(c) {
        return Some(Fan::BigThreeWinds);
    } else if is_dragon(a) && is_dragon(b) && is_dragon(c) {
        return Some(Fan::BigThreeDragons);
    }
    None
}

fn two_pungs_fan(a: u8, b: u8) -> Option<Fan> {
    if is_number(a) && is_number(b) {
        if suit_of(a) != suit_of(b) && rank(a) == rank(b) {
            return Some(Fan::DoublePung);
        }
    } else if is_dragon(a) && is_dragon(b) {
        return Some(Fan::TwoDragonPungs);
    }
    None
}

fn pung_combos(p: &[u8], t: &mut Table) {
    match p.len() {
        4 => {
            if is_number(p[0])
                && suit_of(p[0]) == suit_of(p[3])
                && p[0] + 1 == p[1]
                && p[1] + 1 == p[2]
                && p[2] + 1 == p[3]
            {
                set(t, Fan::FourPureShiftedPungs);
                return;
            }
            if p == [27, 28, 29, 30] {
                set(t, Fan::BigFourWinds);
                return;
            }
            for skip in (0..4).rev() {
                let mut three = [0u8; 3];
                let mut k = 0;
                for (i, &x) in p.iter().enumerate() {
                    if i != skip {
                        three[k] = x;
                        k += 1;
                    }
                }
                if let Some(f) = three_pungs_fan(three[0], three[1], three[2]) {
                    set(t, f);
                    // The fourth pung combines once more.
                    if let Some(e) = three.iter().find_map(|&x| two_pungs_fan(x, p[skip])) {
                        add(t, e);
                    }
                    return;
                }
            }
            for i in 0..4 {
                for j in i + 1..4 {
                    if let Some(f) = two_pungs_fan(p[i], p[j]) {
                        add(t, f);
                    }
                }
            }
        }
        3 => {
            if let Some(f) = three_pungs_fan(p[0], p[1], p[2]) {
                set(t, f);
                return;
            }
            for i in 0..3 {
                for j in i + 1..3 {
                    if let Some(f) = two_pungs_fan(p[i], p[j]) {
                        add(t, f);
                    }
                }
            }
        }
        2 => {
            if let Some(f) = two_pungs_fan(p[0], p[1]) {
                add(t, f);
            }
        }
        _ => {}
    }
}

/// Kongs and concealed pungs. `cp` counts concealed pungs and concealed kongs.
fn kong_fans(melded: usize, concealed: usize, cp: usize, t: &mut Table) {
    match (melded + concealed, concealed) {
        (1, 0) => set(t, Fan::MeldedKong),
        (1, 1) => set(t, Fan::ConcealedKong),
        (2, 0) => set(t, Fan::TwoMeldedKongs),
        (2, 1) => {
            set(t, Fan::MeldedKong);
            set(t, Fan::ConcealedKong);
        }
        (2, 2) => set(t, Fan::TwoConcealedKongs),
        (3, _) => set(t, Fan::ThreeKongs),
        (4, _) => set(t, Fan::FourKongs),
        _ => {}
    }
    // Two Concealed Kongs includes Two Concealed Pungs.
    let two_kongs_only = melded == 0 && concealed == 2 && cp == 2;
    match cp {
        2 if !two_kongs_only => set(t, Fan::TwoConcealedPungs),
        3 => set(t, Fan::ThreeConcealedPungs),
        4 => set(t, Fan::FourConcealedPungs),
        _ => {}
    }
}

/// Edge, closed or single wait (one of them) for a hand with a unique winning tile, read from
/// where the winning tile sits among the concealed groups.
fn wait_fans(groups: &[Group], win: u8, t: &mut Table) {
    let (mut edge, mut closed, mut single) = (false, false, false);
    for g in groups.iter().filter(|g| !g.open) {
        match g.kind {
            Kind::Chow if g.holds(win) => {
                if win == g.tile + 1 {
                    closed = true;
                } else {
                    edge = true;
                }
            }
            Kind::Pair if g.tile == win => single = true,
            _ => {}
        }
    }
    if edge {
        set(t, Fan::EdgeWait);
    } else if closed {
        set(t, Fan::ClosedWait);
    } else if single {
        set(t, Fan::SingleWait);
    }
}

/// A group holds a terminal or an honour (Outside Hand).
const OUTSIDE: u8 = 1;
/// A group holds a five (All Fives).
const FIVE: u8 = 2;
/// A group is a pung, kong or pair of an even number (All Even Pungs).
const EVEN: u8 = 4;

/// What a group adds toward Outside Hand, All Fives and All Even Pungs, by whether it is a
/// chow (0) or of one face (1), and its tile (the lowest of a chow).
const GROUP_FLAGS: [[u8; 34]; 2] = {
    let mut out = [[0u8; 34]; 2];
    let mut t = 0;
    while t < 34 {
        if t >= 27 {
            out[0][t] = OUTSIDE;
            out[1][t] = OUTSIDE;
        } else {
            let r = t % 9 + 1;
            if r == 1 || r == 7 {
                out[0][t] |= OUTSIDE;
            }
            if r >= 3 && r <= 5 {
                out[0][t] |= FIVE;
            }
            if r == 1 || r == 9 {
                out[1][t] |= OUTSIDE;
            }
            if r == 5 {
                out[1][t] |= FIVE;
            }
            if r % 2 == 0 {
                out[1][t] |= EVEN;
            }
        }
        t += 1;
    }
    out
};

/// The fans of one regular decomposition: `sets` (melds first) and the pair, written over `t`
/// (in place: the table is not moved).
pub(crate) fn regular(sets: &[Group; 4], pair: u8, info: &Info, ctx: &Ctx, t: &mut Table) {
    *t = Table::EMPTY;
    win_fans(ctx, t);

    let mut chows = [0u8; 4];
    let mut nc = 0;
    let mut pungs = [0u8; 4];
    let mut np = 0;
    let (mut cp, mut mk, mut ck) = (0usize, 0usize, 0usize);
    // In the same pass: the exposed sets; what every group holds (terminals or honours, fives,
    // even pungs); whether a concealed chow holds the winning tile and whether a concealed pung
    // is of it.
    let mut exposed = 0usize;
    let mut every = GROUP_FLAGS[1][pair as usize];
    let (mut win_chow, mut win_pung) = (false, false);
    for g in sets {
        exposed += g.open as usize;
        every &= GROUP_FLAGS[(g.kind != Kind::Chow) as usize][g.tile as usize];
        match g.kind {
            Kind::Chow => {
                chows[nc] = g.tile;
                nc += 1;
                win_chow |= !g.open && g.holds(ctx.win);
            }
            Kind::Pung => {
                pungs[np] = g.tile;
                np += 1;
                if !g.open {
                    cp += 1;
                    win_pung |= g.tile == ctx.win;
                }
            }
            Kind::Kong => {
                pungs[np] = g.tile;
                np += 1;
                if g.open {
                    mk += 1;
                } else {
                    ck += 1;
                }
            }
            Kind::Pair => {}
        }
    }
    // A discard that completes a concealed pung makes it exposed, unless the winning tile can be
    // read as part of a concealed chow.
    if !ctx.self_drawn && !win_chow && win_pung {
        cp -= 1;
    }
    if np > 0 {
        kong_fans(mk, ck, cp + ck, t);
        if np == 4 && !has(t, Fan::FourKongs) && !has(t, Fan::FourConcealedPungs) {
            set(t, Fan::AllPungs);
        }
        for &p in &pungs[..np] {
            if is_dragon(p) {
                add(t, Fan::DragonPung);
            } else if is_terminal(p) || is_wind(p) {
                add(t, Fan::PungOfTerminalsOrHonors);
            }
        }
    }
    let chows = &mut chows[..nc];
    chows.sort_unstable();
    let pungs_sorted = {
        let mut p = pungs;
        p[..np].sort_unstable();
        p
    };
    let pungs_s = &pungs_sorted[..np];
    match nc {
        4 => {
            let c4 = [chows[0], chows[1], chows[2], chows[3]];
            if let Some(f) = terminal_chows(&c4, pair) {
                set(t, f);
            } else {
                four_chows(&c4, t);
            }
        }
        3 => {
            if let Some(f) = three_chows_fan(chows[0], chows[1], chows[2]) {
                set(t, f);
            } else {
                chow_pairs(chows, t);
            }
        }
        2 => {
            if let Some(f) = two_chows_fan(chows[0], chows[1]) {
                add(t, f);
            }
            pung_combos(pungs_s, t);
        }
        _ => pung_combos(pungs_s, t),
    }

    // Concealment.
    match exposed {
        0 => set(t, if ctx.self_drawn { Fan::FullyConcealedHand } else { Fan::ConcealedHand }),
        4 if !ctx.self_drawn => set(t, Fan::MeldedHand),
        _ => {}
    }

    // The pair.
    if nc == 4 && is_number(pair) {
        set(t, Fan::AllChows);
    }
    if has(t, Fan::TwoDragonPungs) && is_dragon(pair) {
        clear(t, Fan::TwoDragonPungs);
        set(t, Fan::LittleThreeDragons);
    }
    if has(t, Fan::BigThreeWinds) && is_wind(pair) {
        clear(t, Fan::BigThreeWinds);
        set(t, Fan::LittleFourWinds);
    }

    // Every group: terminals or honours, fives, even pungs.
    if every & OUTSIDE != 0 {
        set(t, Fan::OutsideHand);
    } else if every & FIVE != 0 {
        set(t, Fan::AllFives);
    } else if every & EVEN != 0 {
        set(t, Fan::AllEvenPungs);
    }

    let present = info.present;
    suit_fans(present, t);
    tile_fans(present, t);
    range_fans(present, t);
    if !has(t, Fan::QuadrupleChow) {
        tile_hog(info.all, mk + ck, t);
    }
    // Only when the winning tile sits where a wait fan could count: in a concealed chow or the
    // pair.
    if (win_chow || pair == ctx.win) && !has(t, Fan::MeldedHand) && !has(t, Fan::FourKongs) {
        let mut all = [Group::new(Kind::Pair, pair, false); 5];
        all[..4].copy_from_slice(sets);
        if info.wait.unique_in(&all) {
            wait_fans(&all, ctx.win, t);
        }
    }
    exclusions(t);
    wind_fans(pungs_s, ctx, t);
    if t.bits == 0 {
        set(t, Fan::ChickenHand);
    }
}

/// Three-Suited Terminal Chows (123 and 789 in each of two suits, a pair of fives in the third)
/// or Pure Terminal Chows (123 123 789 789 and a pair of fives, one suit).
fn terminal_chows(c: &[u8; 4], pair: u8) -> Option<Fan> {
    if !is_number(pair) || rank(pair) != 5 {
        return None;
    }
    let ps = suit_of(pair);
    let mut low = [0u8; 3];
    let mut high = [0u8; 3];
    for &x in c {
        match rank(x) {
            1 => low[suit_of(x) as usize] += 1,
            7 => high[suit_of(x) as usize] += 1,
            _ => return None,
        }
    }
    let p = ps as usize;
    if low[p] == 2 && high[p] == 2 {
        return Some(Fan::PureTerminalChows);
    }
    let others = (0..3).filter(|&s| s != p);
    if low[p] == 0 && high[p] == 0 && others.clone().all(|s| low[s] == 1 && high[s] == 1) {
        return Some(Fan::ThreeSuitedTerminalChows);
    }
    None
}

/// Seven pairs: Seven Shifted Pairs, or Seven Pairs with the fans of its tiles.
pub(crate) fn seven_pairs(c: &Counts, ctx: &Ctx) -> Table {
    let mut t = Table::EMPTY;
    let present = forms::mask(c);
    let shifted = (0..3).any(|s| (0..3).any(|start| (present >> (s * 9)) & 0x1ff == 0b111_1111 << start))
        && present.count_ones() == 7;
    if shifted {
        set(&mut t, Fan::SevenShiftedPairs);
        // Seven Shifted Pairs includes Full Flush, Seven Pairs, Concealed Hand and Single Wait
        // (and No Honors); of 2 to 8 it is also All Simples.
        if present & forms::ORPHANS == 0 {
            set(&mut t, Fan::AllSimples);
        }
        win_fans(ctx, &mut t);
        return t;
    }
    set(&mut t, Fan::SevenPairs);
    suit_fans(present, &mut t);
    tile_fans(present, &mut t);
    range_fans(present, &mut t);
    tile_hog(c, 0, &mut t);
    win_fans(ctx, &mut t);
    exclusions(&mut t);
    t
}

/// Thirteen Orphans (it includes All Types, Concealed Hand and Single Wait).
pub(crate) fn thirteen_orphans(ctx: &Ctx) -> Table {
    let mut t = Table::EMPTY;
    set(&mut t, Fan::ThirteenOrphans);
    win_fans(ctx, &mut t);
    t
}

/// Greater or Lesser Honors and Knitted Tiles (they include All Types and Concealed Hand); the
/// lesser form with all nine knitted numbers is also a Knitted Straight.
pub(crate) fn honors_and_knitted(honors: u32, ctx: &Ctx) -> Table {
    let mut t = Table::EMPTY;
    if honors == 7 {
        set(&mut t, Fan::GreaterHonorsAndKnittedTiles);
    } else {
        set(&mut t, Fan::LesserHonorsAndKnittedTiles);
        if honors == 5 {
            set(&mut t, Fan::KnittedStraight);
        }
    }
    win_fans(ctx, &mut t);
    t
}

/// Knitted Straight with a set and a pair: the set is a meld (`meld`) or concealed in `rest`
/// (the counts without the nine knitted tiles).
pub(crate) fn knitted_straight(rest: &Counts, info: &Info, ctx: &Ctx) -> Option<Table> {
    let mut set_g: Option<Group> = info.melds.first().copied();
    let mut pair: Option<u8> = None;
    let need = if set_g.is_some() { 0 } else { 1 };
    forms::decompose(rest, need, &mut |sets, p| {
        if pair.is_none() {
            pair = Some(p.tile);
            if let Some(&g) = sets.first() {
                set_g = Some(g);
            }
        }
    });
    let pair = pair?;
    let g = set_g?;
    let mut t = Table::EMPTY;
    set(&mut t, Fan::KnittedStraight);
    win_fans(ctx, &mut t);
    match g.kind {
        Kind::Chow => {
            if is_number(pair) {
                set(&mut t, Fan::AllChows);
            }
        }
        _ => {
            if is_dragon(g.tile) {
                set(&mut t, Fan::DragonPung);
                if is_wind(pair) {
                    set(&mut t, Fan::AllTypes);
                }
            } else if is_wind(g.tile) {
                if is_dragon(pair) {
                    set(&mut t, Fan::AllTypes);
                }
                let own = g.tile - 27 == ctx.prevailing || g.tile - 27 == ctx.seat;
                if g.tile - 27 == ctx.prevailing {
                    set(&mut t, Fan::PrevalentWind);
                }
                if g.tile - 27 == ctx.seat {
                    set(&mut t, Fan::SeatWind);
                }
                if !own {
                    set(&mut t, Fan::PungOfTerminalsOrHonors);
                }
            } else {
                if is_terminal(g.tile) {
                    set(&mut t, Fan::PungOfTerminalsOrHonors);
                }
                if is_number(pair) {
                    set(&mut t, Fan::NoHonors);
                }
            }
            if g.kind == Kind::Kong {
                set(&mut t, if g.open { Fan::MeldedKong } else { Fan::ConcealedKong });
            }
        }
    }
    // Tile Hog: four of a face in the hand outside a kong.
    let kong_tile = if g.kind == Kind::Kong { Some(g.tile) } else { None };
    let hogs = info.all.iter().enumerate().filter(|&(i, &n)| n == 4 && Some(i as u8) != kong_tile).count();
    put(&mut t, Fan::TileHog, hogs as u8);
    if !g.open {
        if ctx.self_drawn {
            set(&mut t, Fan::FullyConcealedHand);
        } else {
            set(&mut t, Fan::ConcealedHand);
        }
    }
    // A unique wait on the set or the pair (the knitted tiles are not a chow).
    if (g.holds(ctx.win) || pair == ctx.win) && info.wait.unique() {
        let groups = [g, Group::new(Kind::Pair, pair, false)];
        if g.open {
            if pair == ctx.win {
                set(&mut t, Fan::SingleWait);
            }
        } else {
            wait_fans(&groups, ctx.win, &mut t);
        }
    }
    exclusions(&mut t);
    Some(t)
}

/// Nine Gates: 1112345678999 of one suit held concealed, won on any tile of that suit. It
/// includes Full Flush, Concealed Hand, No Honors and one Pung of Terminals; the hand also
/// scores what its best regular arrangement adds: on a One or a Nine, Pure Straight and Tile
/// Hog (11 123 456 789 999); on a Two or an Eight, Two Concealed Pungs, Short Straight and the
/// other Pung of Terminals (111 22 345 678 999); on a Five, Two Concealed Pungs and the other
/// Pung of Terminals (111 234 55 678 999); on a Three, Four, Six or Seven, Short Straight
/// (11 123 345 678 999, and alike).
pub(crate) fn nine_gates(c: &Counts, ctx: &Ctx) -> Option<Table> {
    if !is_number(ctx.win) {
        return None;
    }
    let base = suit_of(ctx.win) as usize * 9;
    let mut held = *c;
    held[ctx.win as usize] -= 1;
    let pattern = [3u8, 1, 1, 1, 1, 1, 1, 1, 3];
    if held[base..base + 9] != pattern || held.iter().map(|&n| n as usize).sum::<usize>() != 13 {
        return None;
    }
    let mut t = Table::EMPTY;
    set(&mut t, Fan::NineGates);
    match rank(ctx.win) {
        1 | 9 => {
            set(&mut t, Fan::PureStraight);
            set(&mut t, Fan::TileHog);
        }
        2 | 8 => {
            set(&mut t, Fan::TwoConcealedPungs);
            set(&mut t, Fan::ShortStraight);
            set(&mut t, Fan::PungOfTerminalsOrHonors);
        }
        5 => {
            set(&mut t, Fan::TwoConcealedPungs);
            set(&mut t, Fan::PungOfTerminalsOrHonors);
        }
        _ => set(&mut t, Fan::ShortStraight),
    }
    win_fans(ctx, &mut t);
    Some(t)
}

/// Checks that the counts in sets with the melds fit, then counts every form and keeps the best.
/// Returns the slot of `slots` holding the best table (the tables are written in the caller's
/// slots, not moved out), its points and the form, or `None` when the hand is not complete in
/// any form.
pub(crate) fn best(
    concealed: &Counts,
    info: &Info,
    ctx: &Ctx,
    slots: &mut [Table; 2],
) -> Option<(usize, u32, super::HandForm)> {
    use super::HandForm;
    let nm = info.melds.len();
    // The caller checked the hand: 14 tiles, three of them a meld (a kong's fourth aside).
    let total = 14 - 3 * nm;
    debug_assert_eq!(total, concealed.iter().map(|&n| n as usize).sum::<usize>());
    // The best table so far and the next candidate, in two slots: a candidate is written in
    // place and kept by switching slots, not by moving the table.
    // The best slot, its points and its form.
    let mut best: Option<(usize, u32, HandForm)> = None;
    let consider = |slots: &[Table; 2], form: HandForm, best: &mut Option<(usize, u32, HandForm)>| {
        let cand = best.map_or(0, |b| b.0 ^ 1);
        let t = &slots[cand];
        let p = points(t);
        // Between decompositions of equal value, one with Pure Triple Chow or Triple Pung is
        // listed (the reading of the sets as alike chows or pungs, as players announce it).
        let alike = |t: &Table| has(t, Fan::PureTripleChow) || has(t, Fan::TriplePung);
        if best.is_none_or(|b| p > b.1 || p == b.1 && alike(t) && !alike(&slots[b.0])) {
            *best = Some((cand, p, form));
        }
    };
    // The slot the next candidate is written in.
    let free = |best: &Option<(usize, u32, HandForm)>| best.map_or(0, |b| b.0 ^ 1);
    // Without melds the concealed tiles are the whole hand, whose mask the caller made; with
    // two or more, no special form is tried and no mask is needed.
    let present = match nm {
        0 => info.present,
        1 => forms::mask(concealed),
        _ => 0,
    };
    if nm == 0 {
        if let Some(t) = nine_gates(concealed, ctx) {
            slots[0] = t;
            return Some((0, points(&t), HandForm::Regular));
        }
        if present == forms::ORPHANS {
            slots[0] = thirteen_orphans(ctx);
            return Some((0, points(&slots[0]), HandForm::ThirteenOrphans));
        }
        if present.count_ones() == 14 {
            if let Some(h) = forms::honors_and_knitted(concealed, total) {
                slots[0] = honors_and_knitted(h, ctx);
                return Some((0, points(&slots[0]), HandForm::HonorsAndKnittedTiles));
            }
        }
    }
    if nm <= 1 {
        if let Some(k) = forms::KNITTED.iter().copied().find(|&k| present & k == k) {
            let mut rest = *concealed;
            forms::remove_mask(&mut rest, k);
            if let Some(t) = knitted_straight(&rest, info, ctx) {
                slots[free(&best)] = t;
                consider(slots, HandForm::KnittedStraight, &mut best);
            }
        }
    }
    // The melds first, then the concealed sets, read in place.
    forms::decompose_after(concealed, info.meld_groups, nm, 4 - nm, |sets, _, pair| {
        regular(sets, pair.tile, info, ctx, &mut slots[free(&best)]);
        consider(slots, HandForm::Regular, &mut best);
    });
    if nm == 0 && forms::is_seven_pairs(concealed, total) {
        slots[free(&best)] = seven_pairs(concealed, ctx);
        consider(slots, HandForm::SevenPairs, &mut best);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The non-repeat principle applied one rule after another, in the order of the rules: a
    /// higher fan clears its lower fans only if no earlier rule has cleared it.
    fn rule_by_rule(t: &mut Table) {
        for &(higher, lower) in NON_REPEAT {
            if has(t, higher) {
                for &f in lower {
                    clear(t, f);
                }
            }
        }
    }

    /// Seeded tables over the fans the non-repeat rules name (each present or not, counted
    /// once or twice): clearing all included fans at once gives what clearing rule by rule gives.
    #[test]
    fn non_repeat_all_at_once_matches_rule_by_rule() {
        let mut fans: [Fan; 82] = [Fan::ChickenHand; 82];
        let mut k = 0;
        for &(higher, lower) in NON_REPEAT {
            for &f in core::iter::once(&higher).chain(lower) {
                if !fans[..k].contains(&f) {
                    fans[k] = f;
                    k += 1;
                }
            }
        }
        assert_eq!(k, 38);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..300_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Sparse tables half the time (a few fans, as hands have), dense the other half.
            let pick = if round % 2 == 0 { seed & seed >> 20 & seed >> 40 } else { seed };
            let mut t = Table::EMPTY;
            for (i, &f) in fans[..k].iter().enumerate() {
                if pick >> i & 1 == 1 {
                    put(&mut t, f, 1 + (seed >> (i + 20) & 1) as u8);
                }
            }
            let mut want = t;
            rule_by_rule(&mut want);
            exclusions(&mut t);
            assert_eq!(t.n, want.n, "fans {pick:#x}");
            for f in 0..82 {
                assert_eq!(t.bits >> f & 1 == 1, t.n[f] != 0, "bit {f} of {pick:#x}");
            }
        }
    }

    /// The faces held four times, counted eight at a time, equal a count face by face, on
    /// seeded count vectors of 0 to 4 (every face four, none four, and mixed).
    #[test]
    fn fours_counted_by_words_match_a_count_face_by_face() {
        let naive = |c: &Counts| c.iter().filter(|&&n| n == 4).count();
        for c in [[4u8; 34], [0u8; 34], [3u8; 34]] {
            assert_eq!(fours(&c), naive(&c));
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            let mut c = [0u8; 34];
            for n in c.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                *n = (seed % 5) as u8;
            }
            assert_eq!(fours(&c), naive(&c), "{c:?}");
        }
    }

    /// The points read from the bits equal the points summed over every count.
    #[test]
    fn points_from_bits_match_the_sum_over_every_fan() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            let mut t = Table::EMPTY;
            for _ in 0..8 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let f = Fan::ALL[(seed % 81) as usize];
                put(&mut t, f, (seed >> 32) as u8 % 5);
            }
            let sum: u32 = (1..82).map(|i| t.n[i] as u32 * super::super::fan::POINTS[i - 1] as u32).sum();
            assert_eq!(points(&t), sum);
        }
    }
}
