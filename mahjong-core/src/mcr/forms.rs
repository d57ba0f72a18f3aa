//! Hand forms of the Chinese Official rules on 34 counts: the regular form (four sets and a
//! pair, every decomposition), seven pairs, Thirteen Orphans, Honors and Knitted Tiles, and the
//! Knitted Straight with a set and a pair; and the waits of a hand one tile short.
//!
//! Tiles are indices 0–33 in the crate's order (craks, dots, bams 1–9, East South West North,
//! white green red).

#[cfg(feature = "fast-tables")]
use super::suit_table::{Suit, split_pair, split_set, split_sets};

/// 34 counts.
pub(crate) type Counts = [u8; 34];

/// The kind of a group of a decomposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Three consecutive numbers; the group's tile is the lowest.
    Chow,
    /// Three of a kind.
    Pung,
    /// Four of a kind (always a declared meld).
    Kong,
    /// Two of a kind.
    Pair,
}

/// A group: kind, tile (lowest of a chow), and whether it is an exposed meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub kind: Kind,
    pub tile: u8,
    pub open: bool,
}

impl Group {
    pub const fn new(kind: Kind, tile: u8, open: bool) -> Group {
        Group { kind, tile, open }
    }

    /// Whether the group holds `t`.
    pub const fn holds(&self, t: u8) -> bool {
        match self.kind {
            Kind::Chow => t >= self.tile && t <= self.tile + 2,
            _ => t == self.tile,
        }
    }
}

pub(crate) const fn is_number(t: u8) -> bool {
    t < 27
}
pub(crate) const fn suit_of(t: u8) -> u8 {
    t / 9
}
pub(crate) const fn rank(t: u8) -> u8 {
    t % 9 + 1
}
pub(crate) const fn is_terminal(t: u8) -> bool {
    t < 27 && (t % 9 == 0 || t % 9 == 8)
}
pub(crate) const fn is_wind(t: u8) -> bool {
    t >= 27 && t <= 30
}
pub(crate) const fn is_dragon(t: u8) -> bool {
    t >= 31
}

/// The six knitted sequences: 1-4-7 of one suit, 2-5-8 of another, 3-6-9 of the third, as
/// bit masks over the 34 faces.
pub(crate) const KNITTED: [u64; 6] = {
    const PERMS: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut out = [0u64; 6];
    let mut i = 0;
    while i < 6 {
        let mut m = 0u64;
        let mut k = 0;
        while k < 3 {
            let s = PERMS[i][k] as u64;
            m |= 1 << (s * 9 + k as u64) | 1 << (s * 9 + k as u64 + 3) | 1 << (s * 9 + k as u64 + 6);
            k += 1;
        }
        out[i] = m;
        i += 1;
    }
    out
};

/// The thirteen terminals and honours.
pub(crate) const ORPHANS: u64 = {
    let mut m = 0u64;
    let ts = [0u8, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    let mut i = 0;
    while i < 13 {
        m |= 1 << ts[i];
        i += 1;
    }
    m
};

/// The seven honours.
pub(crate) const HONORS: u64 = 0b111_1111 << 27;

/// Faces present as a mask.
pub(crate) fn mask(c: &Counts) -> u64 {
    // Eight counts at a time: the high bit of each non-zero byte, gathered into eight bits.
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let mut m = 0u64;
    for k in 0..4 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[k * 8..k * 8 + 8]);
        let x = u64::from_le_bytes(b);
        let high = (((x & LOW7) + LOW7) | x) & !LOW7;
        m |= ((high >> 7).wrapping_mul(GATHER) >> 56) << (k * 8);
    }
    m | ((c[32] != 0) as u64) << 32 | ((c[33] != 0) as u64) << 33
}

/// The faces whose addition can let `c` split into sets and one pair: sets never cross a suit or
/// an honour, so in a split each suit's count and each honour's count is a multiple of three,
/// but for the one holding the pair, which is two more.
fn completing_faces(c: &Counts) -> u64 {
    let mut ones = 0u32;
    let mut twos = 0u32;
    let mut one_at = 0u64;
    let mut two_at = 0u64;
    for s in 0..3 {
        // The suit's total, its first eight counts summed by one multiplication (each count at
        // most four: no carry).
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[s * 9..s * 9 + 8]);
        let n = (u64::from_le_bytes(b).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32 + c[s * 9 + 8] as u32;
        match n % 3 {
            1 => {
                ones += 1;
                one_at |= 0x1ff << (s * 9);
            }
            2 => {
                twos += 1;
                two_at |= 0x1ff << (s * 9);
            }
            _ => {}
        }
    }
    // The honours, when the hand holds any (counts 26 to 33 as a word, less the suit's nine).
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[26..34]);
    let honours = if u64::from_le_bytes(b) >> 8 != 0 { &c[27..] } else { &[] };
    for (h, &n) in honours.iter().enumerate().map(|(i, n)| (i + 27, n)) {
        match n % 3 {
            1 => {
                ones += 1;
                one_at |= 1 << h;
            }
            2 => {
                twos += 1;
                two_at |= 1 << h;
            }
            _ => {}
        }
    }
    match (ones, twos) {
        // The one short group takes the tile and holds the pair.
        (1, 0) => one_at,
        // Either group two over takes the tile and becomes sets; the other holds the pair.
        (0, 2) => two_at,
        _ => 0,
    }
}

/// Whether `c` splits into `sets` sets (pungs and chows) and, if `pair`, one pair.
pub(crate) fn regular_ok(c: &mut Counts, sets: usize, pair: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        return sets == 0 && !pair;
    };
    if pair && c[i] >= 2 {
        c[i] -= 2;
        let ok = regular_ok(c, sets, false);
        c[i] += 2;
        if ok {
            return true;
        }
    }
    if sets == 0 {
        return false;
    }
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = regular_ok(c, sets - 1, pair);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    let t = i as u8;
    if is_number(t) && rank(t) <= 7 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = regular_ok(c, sets - 1, pair);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        return ok;
    }
    false
}

/// Calls `f` with every distinct decomposition of `c` into `sets` concealed sets and one pair
/// (the pair last). Each multiset of groups is produced once, in the order of a search over the
/// faces (pair face ascending; then at the lowest face held a pung before a chow), which picks
/// among decompositions of equal value.
pub(crate) fn decompose(c: &Counts, sets: usize, f: &mut dyn FnMut(&[Group], Group)) {
    decompose_after(c, &[Group::new(Kind::Pair, 0, false); 4], 0, sets, |buf, n, pair| f(&buf[..n], pair));
}

/// [`decompose`] after the first `nm` groups of `melds` (the melds; the rest unused): `f` gets a
/// buffer whose first groups are the melds and the next `sets` the concealed sets found, the
/// number of groups in use, and the pair. The regular form's scoring reads the four sets in
/// place, with nothing copied.
pub(crate) fn decompose_after(
    c: &Counts,
    melds: &[Group; 4],
    nm: usize,
    sets: usize,
    mut f: impl FnMut(&[Group; 4], usize, Group),
) {
    let mut buf = *melds;
    let nm = nm.min(4);
    #[cfg(feature = "fast-tables")]
    by_table(c, &mut buf, nm, sets, &mut f);
    // The table-free build: the search, giving the same decompositions in the same order.
    #[cfg(not(feature = "fast-tables"))]
    {
        let mut w = *c;
        by_search::decompose_by_search(&mut w, sets, &mut |found, pair| {
            let n = (nm + found.len()).min(4);
            buf[nm..n].copy_from_slice(&found[..n - nm]);
            f(&buf, n, pair);
        });
    }
}

/// [`decompose_after`] by the per-suit table: sets never cross a suit or an honour, so each
/// suit splits on its own. The splits of each suit come from a table built with the crate
/// (`suit_table`), already in the search's order, and the decompositions are their
/// combinations, suit by suit, with the honours' pungs.
#[cfg(feature = "fast-tables")]
fn by_table(c: &Counts, buf: &mut [Group; 4], nm: usize, sets: usize, f: &mut impl FnMut(&[Group; 4], usize, Group)) {
    let mut lists: [&'static [u32]; 3] = [&[]; 3];
    let mut at = [0usize; 3];
    let mut n = nm;
    // The suit holding the pair (3: an honour).
    let mut pair_suit = usize::MAX;
    for (s, list) in lists.iter_mut().enumerate() {
        let suit = Suit::of(c, s);
        match suit.total() % 3 {
            0 => {}
            2 if pair_suit == usize::MAX => pair_suit = s,
            _ => return,
        }
        let Some(l) = suit.key().splits() else { return };
        *list = l;
        at[s] = n;
        n += split_sets(l[0]);
    }
    let mut pair = Group::new(Kind::Pair, 0, false);
    // The honours, when the hand holds any (counts 26 to 33 as a word, less the suit's nine).
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[26..34]);
    let honours = if u64::from_le_bytes(b) >> 8 != 0 { 27..34u8 } else { 34..34 };
    for h in honours {
        match c[h as usize] {
            0 => {}
            3 if n < 4 => {
                buf[n] = Group::new(Kind::Pung, h, false);
                n += 1;
            }
            2 if pair_suit == usize::MAX => {
                pair_suit = 3;
                pair.tile = h;
            }
            _ => return,
        }
    }
    if n != nm + sets || pair_suit == usize::MAX {
        return;
    }
    if pair_suit == 3 {
        combine(&lists, &at, buf, n, pair, f);
        return;
    }
    // The pair suit's splits come by pair face; each face's run is combined in turn.
    let all = lists[pair_suit];
    let mut i = 0;
    while i < all.len() {
        let face = split_pair(all[i]);
        let mut j = i + 1;
        while j < all.len() && split_pair(all[j]) == face {
            j += 1;
        }
        lists[pair_suit] = &all[i..j];
        pair.tile = (pair_suit * 9) as u8 + face as u8 - 1;
        combine(&lists, &at, buf, n, pair, f);
        i = j;
    }
}

#[cfg(feature = "fast-tables")]
/// Every combination of one split per suit (suit 0 slowest), written at the suit's place in
/// `buf` (whose tail holds the honours' pungs); `n` groups in use. A suit with one split is
/// written once.
fn combine(
    lists: &[&[u32]; 3],
    at: &[usize; 3],
    buf: &mut [Group; 4],
    n: usize,
    pair: Group,
    f: &mut impl FnMut(&[Group; 4], usize, Group),
) {
    if lists.iter().all(|l| l.len() == 1) {
        for s in 0..3 {
            write_split(lists[s][0], 9 * s as u8, at[s], buf);
        }
        f(buf, n, pair);
        return;
    }
    for &a in lists[0] {
        write_split(a, 0, at[0], buf);
        for &b in lists[1] {
            write_split(b, 9, at[1], buf);
            for &d in lists[2] {
                write_split(d, 18, at[2], buf);
                f(buf, n, pair);
            }
        }
    }
}

#[cfg(feature = "fast-tables")]
#[inline(always)]
fn write_split(code: u32, base: u8, at: usize, buf: &mut [Group; 4]) {
    for k in 0..split_sets(code) {
        let (chow, r) = split_set(code, k);
        buf[(at + k) & 3] = Group::new(if chow { Kind::Chow } else { Kind::Pung }, base + r, false);
    }
}

/// Seven pairs: fourteen concealed tiles, every count even (four of a face are two pairs).
pub(crate) fn is_seven_pairs(c: &Counts, total: usize) -> bool {
    total == 14 && odd_faces(c) == 0
}

/// The faces held an odd number of times, as a mask: each count's low bit, eight counts at a
/// time, gathered as [`mask`] gathers.
fn odd_faces(c: &Counts) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let mut odd = ((c[32] & 1) as u64) << 32 | ((c[33] & 1) as u64) << 33;
    for k in 0..4 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[k * 8..k * 8 + 8]);
        odd |= ((u64::from_le_bytes(b) & ONES).wrapping_mul(GATHER) >> 56) << (k * 8);
    }
    odd
}

/// Thirteen Orphans: one of each terminal and honour and one more of any of them.
pub(crate) fn is_thirteen_orphans(c: &Counts, total: usize) -> bool {
    total == 14 && mask(c) == ORPHANS
}

/// Honors and Knitted Tiles: fourteen different tiles, honours and numbers of one knitted
/// sequence. Returns the number of honours (7 is the greater form).
pub(crate) fn honors_and_knitted(c: &Counts, total: usize) -> Option<u32> {
    if total != 14 || c.iter().any(|&n| n > 1) {
        return None;
    }
    let m = mask(c);
    let numbers = m & !HONORS;
    if KNITTED.iter().any(|&k| numbers & !k == 0) { Some((m & HONORS).count_ones()) } else { None }
}

/// The knitted sequence the counts hold whole, if any.
pub(crate) fn knitted_in(c: &Counts) -> Option<u64> {
    let m = mask(c);
    KNITTED.iter().copied().find(|&k| m & k == k)
}

pub(crate) fn remove_mask(c: &mut Counts, m: u64) {
    let mut m = m;
    while m != 0 {
        c[m.trailing_zeros() as usize] -= 1;
        m &= m - 1;
    }
}

pub(crate) fn add_mask(c: &mut Counts, m: u64) {
    let mut m = m;
    while m != 0 {
        c[m.trailing_zeros() as usize] += 1;
        m &= m - 1;
    }
}

/// The faces to try for the special forms of `c` (concealed counts one tile short of a
/// complete hand, `present` their faces, `melds` melds declared): each form is tried only when
/// the hand is one tile from it, and then on its own faces.
struct SpecialTries {
    /// Thirteen Orphans and Honors and Knitted Tiles.
    special: u64,
    /// The one face held an odd number of times, when the rest are pairs (seven pairs).
    seven_pairs_tile: Option<usize>,
    /// A Knitted Straight: with eight tiles of a knitted sequence, only its ninth completes it;
    /// with all nine, the tile must make the other tiles a set and a pair (no second sequence
    /// fits in them).
    knitted: u64,
}

/// The candidate faces of the special forms (see [`SpecialTries`]), read eight counts at a
/// time (no count of set bits: without a target CPU that is a long instruction sequence).
fn special_tries(c: &Counts, present: u64, melds: usize) -> SpecialTries {
    let mut special = 0u64;
    let mut seven_pairs_tile = None;
    if melds == 0 {
        let odd = odd_faces(c);
        // Whether a face is held twice or more: a count with a bit above its lowest.
        let mut doubled = (c[32] | c[33]) > 1;
        for k in 0..4 {
            let mut b = [0u8; 8];
            b.copy_from_slice(&c[k * 8..k * 8 + 8]);
            doubled |= u64::from_le_bytes(b) & !0x0101_0101_0101_0101 != 0;
        }
        if odd != 0 && odd & (odd - 1) == 0 {
            seven_pairs_tile = Some(odd.trailing_zeros() as usize);
        }
        if present & !ORPHANS == 0 && present.count_ones() >= 12 {
            special |= ORPHANS;
        }
        if !doubled && KNITTED.iter().any(|&k| present & !(k | HONORS) == 0) {
            special |= HONORS | KNITTED.iter().fold(0, |m, k| m | k);
        }
    }
    let mut knitted = 0u64;
    if melds <= 1 {
        for &k in &KNITTED {
            let missing = k & !present;
            if missing == 0 {
                let mut r = *c;
                remove_mask(&mut r, k);
                knitted |= completing_faces(&r) & near_faces(mask(&r));
            } else if missing & (missing - 1) == 0 {
                knitted |= missing;
            }
        }
    }
    SpecialTries { special, seven_pairs_tile, knitted }
}

/// Whether `win` is the only face that completes the concealed counts `c` (one tile short,
/// `melds` melds declared), leaving out faces of which `held` (the hand's counts over concealed
/// tiles and melds; read only at faces other than `win`) already has four. Faces that can
/// complete no form are not tried: the regular form needs a held face or a neighbour in its
/// suit, the special forms their own faces. The regular form is read from the per-suit table
/// (see [`regular_completes`]).
#[cfg(feature = "fast-tables")]
pub(crate) fn unique_wait(c: &mut Counts, melds: usize, held: &Counts, win: u8) -> bool {
    let present = mask(c);
    // The caller holds a checked hand of 14 tiles less its winning tile.
    debug_assert_eq!(c.iter().map(|&n| n as usize).sum::<usize>() + 3 * melds, 13);
    let near = near_faces(present);
    let others = !(1u64 << win);
    // The regular form first: its faces held fewer than four times.
    let mut regular = 0u64;
    let mut cand = near & completing_faces(c) & others;
    while cand != 0 {
        let t = cand.trailing_zeros() as usize;
        cand &= cand - 1;
        if held[t] < 4 {
            regular |= 1 << t;
        }
    }
    let completes = regular != 0 && regular_completes(c, regular);
    debug_assert_eq!(completes, regular_completes_by_standard(c, melds, regular), "{c:?} on {regular:#x}");
    if completes {
        return false;
    }
    let SpecialTries { special, seven_pairs_tile, knitted } = special_tries(c, present, melds);
    let seven = seven_pairs_tile.map_or(0, |t| 1u64 << t);
    let mut tries = (special | seven | knitted) & others;
    while tries != 0 {
        let t = tries.trailing_zeros() as usize;
        tries &= tries - 1;
        if held[t] >= 4 {
            continue;
        }
        if seven_pairs_tile == Some(t) {
            return false;
        }
        c[t] += 1;
        let done = special >> t & 1 == 1 && (is_thirteen_orphans(c, 14) || honors_and_knitted(c, 14).is_some())
            || knitted >> t & 1 == 1 && knitted_straight_ok(c, melds);
        c[t] -= 1;
        if done {
            return false;
        }
    }
    true
}

/// Whether `win` is the only face that completes the concealed counts `c` (see the table-driven
/// version; the table-free build tries each candidate face on the standard module's check).
#[cfg(not(feature = "fast-tables"))]
pub(crate) fn unique_wait(c: &mut Counts, melds: usize, held: &Counts, win: u8) -> bool {
    by_search::unique_wait_by_search(c, melds, held, win)
}

#[cfg(feature = "fast-tables")]
/// Whether one of the faces `faces` (each held fewer than four times in `c`), added to `c`
/// (one tile short of sets and a pair), lets it split into sets and a pair: each suit and each
/// honour on its own, a suit by the table. The tile goes to a suit or honour one short of a
/// multiple of three, which then holds the pair, or to one of two that are two over, the other
/// holding the pair; every other suit and honour splits into sets.
pub(crate) fn regular_completes(c: &Counts, faces: u64) -> bool {
    // Groups one over and two over a multiple of three: a suit 0–2 or an honour's face.
    let (mut one, mut n_one) = (0usize, 0);
    let mut two = [0usize; 2];
    let mut n_two = 0;
    let mut keys = [Suit::of(c, 0).key(); 3];
    for (s, key) in keys.iter_mut().enumerate() {
        let suit = Suit::of(c, s);
        *key = suit.key();
        match suit.total() % 3 {
            0 => {
                if !key.splits_at_all() {
                    return false;
                }
            }
            1 => {
                one = s;
                n_one += 1;
            }
            _ => {
                if n_two == 2 {
                    return false;
                }
                two[n_two] = s;
                n_two += 1;
            }
        }
    }
    for (h, &n) in c.iter().enumerate().skip(27) {
        match n {
            0 | 3 => {}
            1 => {
                one = h;
                n_one += 1;
            }
            2 if n_two < 2 => {
                two[n_two] = h;
                n_two += 1;
            }
            _ => return false,
        }
    }
    // Whether a face of `faces` completes group `g` (a suit into sets and a pair or into sets,
    // by its count; an honour by its own face).
    let takes = |g: usize| -> bool {
        if g >= 27 {
            return faces >> g & 1 == 1;
        }
        let mut f = faces >> (g * 9) & 0x1ff;
        while f != 0 {
            let r = f.trailing_zeros() as usize;
            f &= f - 1;
            if keys[g].plus(r).splits_at_all() {
                return true;
            }
        }
        false
    };
    // Whether group `g`, two over, splits into sets and a pair as it is.
    let holds_pair = |g: usize| g >= 27 || keys[g].splits_at_all();
    match (n_one, n_two) {
        (1, 0) => takes(one),
        (0, 2) => holds_pair(two[1]) && takes(two[0]) || holds_pair(two[0]) && takes(two[1]),
        _ => false,
    }
}

#[cfg(feature = "fast-tables")]
/// [`regular_completes`] by the standard module's check of the whole hand, face by face (for
/// debug builds to check the table against).
fn regular_completes_by_standard(c: &Counts, melds: usize, faces: u64) -> bool {
    let mut w = *c;
    let mut f = faces;
    while f != 0 {
        let t = f.trailing_zeros() as usize;
        f &= f - 1;
        w[t] += 1;
        let done = crate::standard::is_winning_counts_unchecked(&w, (14 - 3 * melds) as u8);
        w[t] -= 1;
        if done {
            return true;
        }
    }
    false
}

/// The faces of `m` and those within two of one of them in its suit: the faces a tile can
/// join in a set or a pair.
fn near_faces(m: u64) -> u64 {
    // Each suit's nine bits spread by one and two ranks up and down, kept inside the suit.
    const SUITS: u64 = 0x7ff_ffff;
    const NOT_RANK_1: u64 = SUITS & !(1 | 1 << 9 | 1 << 18);
    const NOT_RANK_12: u64 = NOT_RANK_1 & !(2 | 2 << 9 | 2 << 18);
    const NOT_RANK_9: u64 = SUITS & !(1 << 8 | 1 << 17 | 1 << 26);
    const NOT_RANK_89: u64 = NOT_RANK_9 & !(1 << 7 | 1 << 16 | 1 << 25);
    let n = m & SUITS;
    m | (n << 1 & NOT_RANK_1) | (n << 2 & NOT_RANK_12) | (n >> 1 & NOT_RANK_9) | (n >> 2 & NOT_RANK_89)
}

/// Whether `c` (14 tiles less three per meld, at most one meld) is a Knitted Straight with a set
/// and a pair.
fn knitted_straight_ok(c: &mut Counts, melds: usize) -> bool {
    let Some(k) = knitted_in(c) else { return false };
    remove_mask(c, k);
    let ok = regular_ok(c, 1 - melds, true);
    add_mask(c, k);
    ok
}

/// The searches the per-suit table replaced: the table-free build's path, and what the tests
/// check the table-driven paths against.
#[cfg(any(not(feature = "fast-tables"), all(test, feature = "std")))]
mod by_search {
    use super::*;

    /// The faces where a pair can sit in a split of `c` into sets and one pair, as a mask: sets
    /// never cross a suit or an honour, so each suit's count and each honour's count is a multiple
    /// of three, but for the one holding the pair, which is two more. Empty when no split exists.
    fn pair_faces(c: &Counts) -> u64 {
        let mut ones = 0u32;
        let mut twos = 0u32;
        let mut where_two = 0u64;
        for s in 0..3 {
            let n: u32 = c[s * 9..s * 9 + 9].iter().map(|&n| n as u32).sum();
            match n % 3 {
                1 => ones += 1,
                2 => {
                    twos += 1;
                    where_two = 0x1ff << (s * 9);
                }
                _ => {}
            }
        }
        for (h, &n) in c.iter().enumerate().skip(27) {
            match n % 3 {
                1 => ones += 1,
                2 => {
                    twos += 1;
                    where_two = 1 << h;
                }
                _ => {}
            }
        }
        if ones == 0 && twos == 1 { where_two } else { 0 }
    }

    /// The search the table replaced: calls `f` with every distinct decomposition of `c` into `sets` concealed sets and one pair
    /// (the pair last). Each multiset of groups is produced once.
    pub(super) fn decompose_by_search(c: &mut Counts, sets: usize, f: &mut dyn FnMut(&[Group], Group)) {
        let mut buf = [Group::new(Kind::Pair, 0, false); 4];
        let mut faces = pair_faces(c);
        if faces == 0 {
            return;
        }
        let present = mask(c);
        while faces != 0 {
            let p = faces.trailing_zeros() as usize;
            faces &= faces - 1;
            if c[p] >= 2 {
                c[p] -= 2;
                let nz = if c[p] == 0 { present & !(1 << p) } else { present };
                sets_rec(c, nz, 0, sets, &mut buf, 0, Group::new(Kind::Pair, p as u8, false), f);
                c[p] += 2;
            }
        }
    }

    /// The probe the table replaced: whether `win` is the only face that completes the concealed counts `c` (one tile short,
    /// `melds` melds declared), leaving out faces of which `held` (the hand's counts over concealed
    /// tiles and melds; read only at faces other than `win`) already has four. Faces that can
    /// complete no form are not tried: the regular form needs a held face or a neighbour in its
    /// suit, the special forms their own faces.
    pub(super) fn unique_wait_by_search(c: &mut Counts, melds: usize, held: &Counts, win: u8) -> bool {
        let present = mask(c);
        // The caller holds a checked hand of 14 tiles less its winning tile.
        debug_assert_eq!(c.iter().map(|&n| n as usize).sum::<usize>() + 3 * melds, 13);
        let near = near_faces(present);
        let SpecialTries { special, seven_pairs_tile, knitted } = special_tries(c, present, melds);
        let regular = completing_faces(c);
        // Only faces that can complete some form are tried; the order does not change the answer,
        // so the faces of the winning tile's suit, where another winning tile usually is, go first.
        let seven = seven_pairs_tile.map_or(0, |t| 1u64 << t);
        let can = near & regular | special | seven | knitted;
        let all = can & !(1u64 << win);
        let suit = if (win as usize) < 27 { 0x1ffu64 << (win / 9 * 9) } else { 0 };
        let mut first = all & suit;
        let mut tries = all & !suit;
        loop {
            let t = if first != 0 {
                let t = first.trailing_zeros() as usize;
                first &= first - 1;
                t
            } else if tries != 0 {
                let t = tries.trailing_zeros() as usize;
                tries &= tries - 1;
                t
            } else {
                break;
            };
            if held[t] >= 4 {
                continue;
            }
            if seven_pairs_tile == Some(t) {
                return false;
            }
            c[t] += 1;
            // Every count is at most four (`held` has fewer than four of `t`) and the total is
            // 14 less three per meld, so the standard table answers without checks.
            let done = regular >> t & 1 == 1 && crate::standard::is_winning_counts_unchecked(c, (14 - 3 * melds) as u8)
                || special >> t & 1 == 1 && (is_thirteen_orphans(c, 14) || honors_and_knitted(c, 14).is_some())
                || knitted >> t & 1 == 1 && knitted_straight_ok(c, melds);
            c[t] -= 1;
            if done {
                return false;
            }
        }
        true
    }

    /// The faces a chow can start on: ranks 1 to 7 of each suit.
    const CHOW_STARTS: u64 = 0x7f | 0x7f << 9 | 0x7f << 18;

    /// The sets of `c`, whose faces held are exactly the bits of `nz` (the lowest is where the next
    /// set starts: every face below it is used up). At each face the pungs come before the chows
    /// (`pungs_from` is the lowest face a pung may still start on), so each multiset of sets is
    /// found once.
    #[allow(clippy::too_many_arguments)]
    fn sets_rec(
        c: &mut Counts,
        nz: u64,
        pungs_from: usize,
        sets: usize,
        buf: &mut [Group; 4],
        n: usize,
        pair: Group,
        f: &mut dyn FnMut(&[Group], Group),
    ) {
        if nz == 0 {
            if n == sets {
                f(&buf[..n], pair);
            }
            return;
        }
        if n == sets {
            return;
        }
        let i = nz.trailing_zeros() as usize;
        if c[i] >= 3 && i >= pungs_from {
            c[i] -= 3;
            buf[n] = Group::new(Kind::Pung, i as u8, false);
            let rest = if c[i] == 0 { nz & !(1 << i) } else { nz };
            sets_rec(c, rest, i, sets, buf, n + 1, pair, f);
            c[i] += 3;
        }
        if CHOW_STARTS >> i & 1 == 1 && nz >> (i + 1) & 0b11 == 0b11 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            let mut rest = nz;
            for (k, &n) in c.iter().enumerate().skip(i).take(3) {
                if n == 0 {
                    rest &= !(1 << k);
                }
            }
            buf[n] = Group::new(Kind::Chow, i as u8, false);
            sets_rec(c, rest, i + 1, sets, buf, n + 1, pair, f);
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
    }
}

/// Steps `n` to the next one-suit count vector in base 5 (face 0 least significant); false
/// after the last, `[4; 9]`. For the tests that visit every one-suit vector.
#[cfg(all(test, feature = "std"))]
pub(crate) fn next_counts(n: &mut [u8; 9]) -> bool {
    let Some(i) = n.iter().position(|&x| x < 4) else {
        return false;
    };
    n[..i].fill(0);
    n[i] += 1;
    true
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::vec::Vec;

    /// A seeded xorshift draw below `m`, for the seeded-hand tests.
    fn seeded(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |m| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        }
    }

    /// A decomposition as a sorted list of (kind, tile) with the pair last, to compare sets of
    /// decompositions.
    type Key = Vec<(u8, u8)>;

    fn key(sets: &[Group], pair: Group) -> Key {
        let mut k: Key = sets.iter().map(|g| (g.kind as u8, g.tile)).collect();
        k.sort_unstable();
        k.push((Kind::Pair as u8, pair.tile));
        k
    }

    fn ours(c: &Counts, sets: usize) -> Vec<Key> {
        let mut out: Vec<Key> = in_order(c, sets).iter().map(|(s, p)| key(s, *p)).collect();
        out.sort();
        out
    }

    /// The decompositions as found, each with its sets in the order given.
    fn in_order(c: &Counts, sets: usize) -> Vec<(Vec<Group>, Group)> {
        let mut out = Vec::new();
        decompose(c, sets, &mut |s, p| out.push((s.to_vec(), p)));
        out
    }

    /// The same by the search the table replaced.
    #[cfg(feature = "fast-tables")]
    fn in_order_by_search(c: &Counts, sets: usize) -> Vec<(Vec<Group>, Group)> {
        let mut out = Vec::new();
        let mut w = *c;
        by_search::decompose_by_search(&mut w, sets, &mut |s, p| out.push((s.to_vec(), p)));
        assert_eq!(&w, c, "the counts are restored");
        out
    }

    /// The search as it was before it followed a mask of the faces held and took pungs before
    /// chows: the slow definition, trying a pair on every face held twice and scanning the counts
    /// face by face; the same multiset found twice (a pung and a chow on one face, in either
    /// order) is kept once.
    fn by_definition(c: &Counts, sets: usize) -> Vec<Key> {
        fn rec(c: &mut Counts, from: usize, sets: usize, buf: &mut Vec<Group>, pair: Group, out: &mut Vec<Key>) {
            let Some(i) = (from..34).find(|&i| c[i] > 0) else {
                if buf.len() == sets {
                    out.push(key(buf, pair));
                }
                return;
            };
            if buf.len() == sets {
                return;
            }
            if c[i] >= 3 {
                c[i] -= 3;
                buf.push(Group::new(Kind::Pung, i as u8, false));
                rec(c, i, sets, buf, pair, out);
                buf.pop();
                c[i] += 3;
            }
            if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
                c[i..i + 3].iter_mut().for_each(|n| *n -= 1);
                buf.push(Group::new(Kind::Chow, i as u8, false));
                rec(c, i, sets, buf, pair, out);
                buf.pop();
                c[i..i + 3].iter_mut().for_each(|n| *n += 1);
            }
        }
        let mut out = Vec::new();
        let mut w = *c;
        for p in 0..34 {
            if w[p] >= 2 {
                w[p] -= 2;
                rec(&mut w, 0, sets, &mut Vec::new(), Group::new(Kind::Pair, p as u8, false), &mut out);
                w[p] += 2;
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Every one-suit hand of 14 tiles (each face at most four times) gives exactly the
    /// decompositions found by choosing four sets and a pair among all the suit's sets, and none
    /// when no choice fits.
    #[test]
    fn decompositions_of_every_one_suit_hand_match_the_choice_of_groups() {
        // Every multiset of four sets (7 chows, 9 pungs) and a pair, by the counts it makes.
        let groups: Vec<Group> = (0..7u8)
            .map(|t| Group::new(Kind::Chow, t, false))
            .chain((0..9u8).map(|t| Group::new(Kind::Pung, t, false)))
            .collect();
        let mut expected: BTreeMap<Vec<u8>, Vec<Key>> = BTreeMap::new();
        for a in 0..16 {
            for b in a..16 {
                for c in b..16 {
                    for d in c..16 {
                        for p in 0..9u8 {
                            let mut n = [0u8; 9];
                            let sets = [groups[a], groups[b], groups[c], groups[d]];
                            for g in &sets {
                                match g.kind {
                                    Kind::Chow => (0..3).for_each(|k| n[(g.tile + k) as usize] += 1),
                                    _ => n[g.tile as usize] += 3,
                                }
                            }
                            n[p as usize] += 2;
                            if n.iter().all(|&x| x <= 4) {
                                let k = key(&sets, Group::new(Kind::Pair, p, false));
                                expected.entry(n.to_vec()).or_default().push(k);
                            }
                        }
                    }
                }
            }
        }
        for v in expected.values_mut() {
            v.sort();
            v.dedup();
        }
        // Every count vector of 14 tiles in one suit, placed in each suit.
        let mut checked = 0;
        let mut n = [0u8; 9];
        loop {
            if n.iter().map(|&x| x as u32).sum::<u32>() == 14 {
                let want = expected.get(n.as_slice()).cloned().unwrap_or_default();
                for s in 0..3u8 {
                    let mut c = [0u8; 34];
                    c[s as usize * 9..s as usize * 9 + 9].copy_from_slice(&n);
                    let shifted: Vec<Key> =
                        want.iter().map(|k| k.iter().map(|&(kind, t)| (kind, t + 9 * s)).collect()).collect();
                    assert_eq!(ours(&c, 4), shifted, "{n:?} in suit {s}");
                }
                checked += 1;
            }
            if !next_counts(&mut n) {
                break;
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// Seeded hands over all suits and honours, complete or a tile off, with up to four sets to
    /// find (melds taken out): the search gives what the definition gives.
    #[test]
    fn decompositions_of_seeded_hands_match_the_definition() {
        let mut next = seeded(0x9e37_79b9_7f4a_7c15u64);
        let mut complete = 0;
        for round in 0..200_000 {
            let sets = 1 + (round % 4) as usize;
            let mut c = [0u8; 34];
            // Sets and a pair drawn at random, close together half the time.
            let base = next(34) as u8;
            for _ in 0..sets {
                let t = if round % 2 == 0 { (base as u64 + next(5)) % 34 } else { next(34) } as usize;
                if next(2) == 0 && t < 27 && t % 9 <= 6 {
                    (t..t + 3).for_each(|k| c[k] += 1);
                } else {
                    c[t] += 3;
                }
            }
            c[next(34) as usize] += 2;
            if round % 3 == 0 {
                // Move one tile: mostly no decomposition.
                let held: Vec<usize> = (0..34).filter(|&i| c[i] > 0).collect();
                let from = held[next(held.len() as u64) as usize];
                c[from] -= 1;
                c[next(34) as usize] += 1;
            }
            if c.iter().any(|&x| x > 4) {
                continue;
            }
            let want = by_definition(&c, sets);
            complete += usize::from(!want.is_empty());
            assert_eq!(ours(&c, sets), want, "{c:?} with {sets} sets");
            // The same decompositions in the same order, each with its sets in the same order,
            // as the search the per-suit table replaced (the order picks among equal totals).
            #[cfg(feature = "fast-tables")]
            assert_eq!(in_order(&c, sets), in_order_by_search(&c, sets), "{c:?} with {sets} sets");
        }
        assert!(complete > 50_000, "{complete}");
    }

    /// Seeded hands one tile short, with melds (counted in `held`) and now and then a face held
    /// four times: the table-driven unique-wait probe answers what the probe it replaced (the
    /// standard module's whole-hand check on every candidate face) answers.
    #[cfg(feature = "fast-tables")]
    #[test]
    fn unique_wait_matches_the_search_it_replaced_on_seeded_hands() {
        let mut next = seeded(0x2545_f491_4f6c_dd1du64);
        let (mut tried, mut unique) = (0, 0);
        for round in 0..200_000 {
            let melds = (round % 5) as usize % 4;
            let mut c = [0u8; 34];
            let mut held = [0u8; 34];
            let base = next(34);
            let mut place = |c: &mut Counts, near: bool| {
                let t = if near { (base + next(6)) % 34 } else { next(34) } as usize;
                if next(3) != 0 && t < 27 && t % 9 <= 6 {
                    (t..t + 3).for_each(|k| c[k] += 1);
                } else {
                    c[t] += 3;
                }
            };
            for _ in 0..4 - melds {
                place(&mut c, round % 2 == 0);
            }
            let mut m = [0u8; 34];
            for _ in 0..melds {
                place(&mut m, false);
            }
            c[if round % 2 == 0 { (base + next(6)) % 34 } else { next(34) } as usize] += 2;
            if round % 4 == 0 {
                // Knitted and honour hands, and near-misses of every form.
                c = [0u8; 34];
                for _ in 0..14 - 3 * melds {
                    c[next(34) as usize] += 1;
                }
            }
            for i in 0..34 {
                held[i] = c[i] + m[i];
            }
            if held.iter().any(|&x| x > 4) {
                continue;
            }
            let faces: Vec<usize> = (0..34).filter(|&i| c[i] > 0).collect();
            let win = faces[next(faces.len() as u64) as usize];
            let mut rest = c;
            rest[win] -= 1;
            let want = by_search::unique_wait_by_search(&mut rest.clone(), melds, &held, win as u8);
            let got = unique_wait(&mut rest, melds, &held, win as u8);
            assert_eq!(got, want, "{c:?} less {win} with {melds} melds, held {held:?}");
            tried += 1;
            unique += usize::from(got);
        }
        assert!(tried > 100_000 && unique > 10_000 && tried - unique > 10_000, "{tried} {unique}");
    }

    /// The faces near a mask, spread over the whole word at once, equal a spread suit by suit
    /// (each suit's nine bits shifted by one and two both ways, cut to the suit), on seeded masks
    /// over all 34 faces and on every one-suit mask in each suit.
    #[test]
    fn near_faces_match_a_suit_by_suit_spread() {
        let by_suit = |m: u64| {
            let mut near = m;
            for s in 0..3 {
                let suit = m >> (s * 9) & 0x1ff;
                near |= ((suit | suit << 1 | suit << 2 | suit >> 1 | suit >> 2) & 0x1ff) << (s * 9);
            }
            near
        };
        for s in 0..3 {
            for suit in 0..512u64 {
                let m = suit << (s * 9);
                assert_eq!(near_faces(m), by_suit(m), "{m:#x}");
            }
        }
        let mut next = seeded(0x2545_f491_4f6c_dd1du64);
        for _ in 0..20_000 {
            let m = next(1 << 34);
            assert_eq!(near_faces(m), by_suit(m), "{m:#x}");
        }
    }

    /// The special forms' candidate faces read eight counts at a time equal what a count by
    /// count reading gives (the odd faces counted one by one, every count compared with one, the
    /// knitted sequences' faces counted), on seeded hands one tile short with no meld or one,
    /// drawn near the special forms: orphans, knitted numbers with honours, and pairs.
    #[test]
    fn special_tries_match_a_count_by_count_reading() {
        let mut next = seeded(0x9e37_79b9_7f4a_7c15u64);
        let knitted_all = KNITTED.iter().fold(0, |m, k| m | k);
        let (mut sevens, mut specials, mut knitteds) = (0, 0, 0);
        for round in 0..100_000 {
            let melds = (round % 3 == 0) as usize;
            let pool: Vec<usize> = match round % 4 {
                0 => (0..34).filter(|&i| ORPHANS >> i & 1 == 1).collect(),
                1 => {
                    let k = KNITTED[next(6) as usize] | HONORS;
                    (0..34).filter(|&i| k >> i & 1 == 1).collect()
                }
                2 => {
                    let k = KNITTED[next(6) as usize] | 1 << next(34);
                    (0..34).filter(|&i| k >> i & 1 == 1).collect()
                }
                _ => (0..34).collect(),
            };
            let mut c = [0u8; 34];
            let mut n = 0;
            while n < 13 - 3 * melds {
                let t = pool[next(pool.len() as u64) as usize];
                let k = if round % 4 == 3 { 2.min(13 - 3 * melds - n) as u8 } else { 1 };
                // Near the orphans and the knitted forms, twelve different faces first.
                if c[t] + k <= 4 && (round % 4 > 1 || c[t] == 0 || n >= 12) {
                    c[t] += k;
                    n += k as usize;
                }
            }
            let present = mask(&c);
            let got = special_tries(&c, present, melds);
            // The same reading, count by count.
            let odd: Vec<usize> = (0..34).filter(|&i| c[i] % 2 == 1).collect();
            let want_seven = if melds == 0 && odd.len() == 1 { Some(odd[0]) } else { None };
            let mut want_special = 0u64;
            if melds == 0 {
                if present & !ORPHANS == 0 && present.count_ones() >= 12 {
                    want_special |= ORPHANS;
                }
                if c.iter().all(|&n| n <= 1) && KNITTED.iter().any(|&k| present & !(k | HONORS) == 0) {
                    want_special |= HONORS | knitted_all;
                }
            }
            let mut want_knitted = 0u64;
            for &k in &KNITTED {
                match (present & k).count_ones() {
                    9 => {
                        let mut r = c;
                        remove_mask(&mut r, k);
                        want_knitted |= completing_faces(&r) & near_faces(mask(&r));
                    }
                    8 => want_knitted |= k & !present,
                    _ => {}
                }
            }
            assert_eq!(got.seven_pairs_tile, want_seven, "{c:?}");
            assert_eq!(got.special, want_special, "{c:?}");
            assert_eq!(got.knitted, want_knitted, "{c:?}");
            sevens += usize::from(want_seven.is_some());
            specials += usize::from(want_special != 0);
            knitteds += usize::from(want_knitted != 0);
        }
        assert!(sevens > 1_000 && specials > 1_000 && knitteds > 1_000, "{sevens} {specials} {knitteds}");
    }
}
