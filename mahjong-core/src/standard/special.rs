//! The special hands of the classical and British rules (Chinese classical and the British additions).

use super::{RuleProfile, View};
use crate::{Tile, WinContext, WinMethod, Wind};

/// What a special hand scores, in the classical and British tables.
///
/// ```
/// use mahjong_core::standard::{SpecialHand, SpecialValue};
/// assert_eq!(SpecialHand::Knitting.value(), SpecialValue::HalfLimit);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SpecialValue {
    /// The limit.
    Limit = 0,
    /// Half the limit.
    HalfLimit = 1,
}

crate::name::names! {
    SpecialValue, "special hand value", label: SpecialValue::label,
    [
        Limit = "limit",
        HalfLimit = "half_limit",
    ]
}

impl SpecialValue {
    /// `limit` or `half limit`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::SpecialValue::HalfLimit.label(), "half limit");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            SpecialValue::Limit => "limit",
            SpecialValue::HalfLimit => "half limit",
        }
    }
}

/// A special hand of the classical and British rules, numbered in a fixed order (Chinese ten, then the British
/// eight).
///
/// ```
/// use mahjong_core::standard::SpecialHand;
/// assert_eq!(SpecialHand::GatesOfHeaven.label(), "The Gates of Heaven");
/// assert_eq!(str::parse::<SpecialHand>("Imperial Jade").ok(), Some(SpecialHand::ImperialJade));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum SpecialHand {
    /// Concealed pungs in one suit with winds/dragons and a pair.
    BuriedTreasure = 0,
    /// Pungs/kongs of ones and nines (and a pair of them).
    HeadsAndTails = 1,
    /// A pair of ones and a run from two to nine in one suit, with each of the winds.
    WrigglingSnake = 2,
    /// Pungs/kongs of all three dragons, another pung/kong and a pair.
    ThreeGreatScholars = 3,
    /// Pungs/kongs of each of the four winds with any pair.
    FourBlessingsHoveringOverTheDoor = 4,
    /// One of each dragon, wind, one and nine, one of them paired.
    ThirteenUniqueWonders = 5,
    /// Mah Jong made by East with the fourteen tiles dealt.
    HeavensBlessing = 6,
    /// Mah Jong made by South, West or North with East's first discard.
    EarthsBlessing = 7,
    /// Mah Jong on a loose tile that is the five of dots.
    GatheringThePlumBlossomFromTheRoof = 8,
    /// Mah Jong on the last tile of the wall that is the one of dots.
    PluckingTheMoonFromTheBottomOfTheSea = 9,
    /// Seven pairs of ones, nines, winds and dragons (British).
    AllPairHonours = 10,
    /// Four kongs and a pair (British).
    FourfoldPlenty = 11,
    /// Seven pairs, each the same number in two suits (British).
    Knitting = 12,
    /// Four sets of the same number in the three suits and a pair (British).
    TripleKnitting = 13,
    /// Concealed pungs of ones and nines, a run from two to eight and a pair in one suit (British).
    GatesOfHeaven = 14,
    /// Pungs/kongs of green tiles and a pair (British).
    ImperialJade = 15,
    /// Mah Jong on the loose tile after two kongs in a row (British).
    TwofoldFortune = 16,
    /// Pungs/kongs of winds and dragons only (British).
    AllWindsAndDragons = 17,
}

crate::name::names! {
    SpecialHand, "special hand", label: SpecialHand::label,
    [
        BuriedTreasure = "buried_treasure",
        HeadsAndTails = "heads_and_tails",
        WrigglingSnake = "wriggling_snake",
        ThreeGreatScholars = "three_great_scholars",
        FourBlessingsHoveringOverTheDoor = "four_blessings_hovering_over_the_door",
        ThirteenUniqueWonders = "thirteen_unique_wonders",
        HeavensBlessing = "heavens_blessing",
        EarthsBlessing = "earths_blessing",
        GatheringThePlumBlossomFromTheRoof = "gathering_the_plum_blossom_from_the_roof",
        PluckingTheMoonFromTheBottomOfTheSea = "plucking_the_moon_from_the_bottom_of_the_sea",
        AllPairHonours = "all_pair_honours",
        FourfoldPlenty = "fourfold_plenty",
        Knitting = "knitting",
        TripleKnitting = "triple_knitting",
        GatesOfHeaven = "gates_of_heaven",
        ImperialJade = "imperial_jade",
        TwofoldFortune = "twofold_fortune",
        AllWindsAndDragons = "all_winds_and_dragons",
    ]
}

impl SpecialHand {
    /// All special hands, in the order of the classical and British lists.
    pub const ALL: [SpecialHand; 18] = [
        SpecialHand::BuriedTreasure,
        SpecialHand::HeadsAndTails,
        SpecialHand::WrigglingSnake,
        SpecialHand::ThreeGreatScholars,
        SpecialHand::FourBlessingsHoveringOverTheDoor,
        SpecialHand::ThirteenUniqueWonders,
        SpecialHand::HeavensBlessing,
        SpecialHand::EarthsBlessing,
        SpecialHand::GatheringThePlumBlossomFromTheRoof,
        SpecialHand::PluckingTheMoonFromTheBottomOfTheSea,
        SpecialHand::AllPairHonours,
        SpecialHand::FourfoldPlenty,
        SpecialHand::Knitting,
        SpecialHand::TripleKnitting,
        SpecialHand::GatesOfHeaven,
        SpecialHand::ImperialJade,
        SpecialHand::TwofoldFortune,
        SpecialHand::AllWindsAndDragons,
    ];

    /// The name the classical and British rules give it.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::SpecialHand::HeavensBlessing.label(), "Heaven's Blessing");
    /// ```
    pub const fn label(self) -> &'static str {
        match self {
            SpecialHand::BuriedTreasure => "Buried Treasure",
            SpecialHand::HeadsAndTails => "Heads and Tails",
            SpecialHand::WrigglingSnake => "The Wriggling Snake",
            SpecialHand::ThreeGreatScholars => "Three Great Scholars",
            SpecialHand::FourBlessingsHoveringOverTheDoor => "Four Blessings Hovering Over the Door",
            SpecialHand::ThirteenUniqueWonders => "The Thirteen Unique Wonders",
            SpecialHand::HeavensBlessing => "Heaven's Blessing",
            SpecialHand::EarthsBlessing => "Earth's Blessing",
            SpecialHand::GatheringThePlumBlossomFromTheRoof => "Gathering the Plum Blossom from the Roof",
            SpecialHand::PluckingTheMoonFromTheBottomOfTheSea => "Plucking the Moon from the Bottom of the Sea",
            SpecialHand::AllPairHonours => "All Pair Honours",
            SpecialHand::FourfoldPlenty => "Fourfold Plenty",
            SpecialHand::Knitting => "Knitting",
            SpecialHand::TripleKnitting => "Triple Knitting",
            SpecialHand::GatesOfHeaven => "The Gates of Heaven",
            SpecialHand::ImperialJade => "Imperial Jade",
            SpecialHand::TwofoldFortune => "Twofold Fortune",
            SpecialHand::AllWindsAndDragons => "All Winds and Dragons",
        }
    }

    /// What it scores in the classical and British tables (scoring itself is elsewhere).
    ///
    /// ```
    /// use mahjong_core::standard::{SpecialHand, SpecialValue};
    /// assert_eq!(SpecialHand::FourfoldPlenty.value(), SpecialValue::Limit);
    /// ```
    pub const fn value(self) -> SpecialValue {
        match self {
            SpecialHand::AllPairHonours | SpecialHand::Knitting | SpecialHand::TripleKnitting => {
                SpecialValue::HalfLimit
            }
            _ => SpecialValue::Limit,
        }
    }

    /// True for the British additions (not in the Chinese classical list).
    ///
    /// ```
    /// assert!(mahjong_core::standard::SpecialHand::Knitting.is_british());
    /// ```
    pub const fn is_british(self) -> bool {
        self as u8 >= 10
    }

    /// True for hands recognised by how the hand was won (the win context) rather than by its
    /// tiles alone; these need a hand that is already complete in another form.
    ///
    /// ```
    /// assert!(mahjong_core::standard::SpecialHand::EarthsBlessing.depends_on_win());
    /// ```
    pub const fn depends_on_win(self) -> bool {
        matches!(
            self,
            SpecialHand::HeavensBlessing
                | SpecialHand::EarthsBlessing
                | SpecialHand::GatheringThePlumBlossomFromTheRoof
                | SpecialHand::PluckingTheMoonFromTheBottomOfTheSea
                | SpecialHand::TwofoldFortune
        )
    }

    const fn bit(self) -> u32 {
        1 << self as u8
    }
}

/// A set of special hands (a bitset, bit `i` = `SpecialHand` number `i`).
///
/// ```
/// use mahjong_core::{Hand, standard::{special_hands, RuleProfile, SpecialHand}};
/// let hand = Hand::parse("111999m111999p11s").unwrap();
/// let found = special_hands(&hand, RuleProfile::Classical).unwrap();
/// assert!(found.contains(SpecialHand::HeadsAndTails));
/// assert_eq!(found.iter().map(|h| h.label()).collect::<Vec<_>>(), ["Heads and Tails"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SpecialHands(u32);

impl SpecialHands {
    /// The empty set.
    pub const EMPTY: SpecialHands = SpecialHands(0);

    /// The raw bits.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::SpecialHands::EMPTY.bits(), 0);
    /// ```
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// From raw bits (bits above 17 are dropped).
    ///
    /// ```
    /// use mahjong_core::standard::{SpecialHand, SpecialHands};
    /// assert!(SpecialHands::from_bits(1 << 5).contains(SpecialHand::ThirteenUniqueWonders));
    /// ```
    pub const fn from_bits(bits: u32) -> SpecialHands {
        SpecialHands(bits & ((1 << 18) - 1))
    }

    /// Whether `h` is in the set.
    ///
    /// ```
    /// assert!(!mahjong_core::standard::SpecialHands::EMPTY.contains(mahjong_core::standard::SpecialHand::Knitting));
    /// ```
    pub const fn contains(self, h: SpecialHand) -> bool {
        self.0 & h.bit() != 0
    }

    /// Adds `h`.
    ///
    /// ```
    /// let mut s = mahjong_core::standard::SpecialHands::EMPTY;
    /// s.insert(mahjong_core::standard::SpecialHand::Knitting);
    /// assert_eq!(s.len(), 1);
    /// ```
    pub fn insert(&mut self, h: SpecialHand) {
        self.0 |= h.bit();
    }

    /// True when empty.
    ///
    /// ```
    /// assert!(mahjong_core::standard::SpecialHands::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of hands in the set.
    ///
    /// ```
    /// assert_eq!(mahjong_core::standard::SpecialHands::from_bits(0b101).len(), 2);
    /// ```
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The hands, in the order of the classical and British lists.
    ///
    /// ```
    /// use mahjong_core::standard::{SpecialHand, SpecialHands};
    /// let v: Vec<_> = SpecialHands::from_bits(0b11).iter().collect();
    /// assert_eq!(v, [SpecialHand::BuriedTreasure, SpecialHand::HeadsAndTails]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = SpecialHand> {
        SpecialHand::ALL.into_iter().filter(move |h| self.contains(*h))
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const GREEN: [usize; 6] = [19, 20, 21, 23, 25, 32];

/// The special hands of the profile that the tiles form (context-free ones), given that the
/// view holds 14 tiles in sets (kongs counted as three).
pub(crate) fn shape_specials(v: &View, rules: RuleProfile) -> SpecialHands {
    let mut out = SpecialHands::EMPTY;
    let allowed = rules.special_hands();
    let c = &v.all;
    let conc = &v.conc;
    // All pungs (and kongs) and one pair: concealed counts 0, 2 or 3 with exactly one 2, melds
    // all pungs or kongs.
    // Counted without branches (random hands would mispredict them): bit n of 0b10010 is set
    // for the counts 1 and 4, the ones no pung or pair makes.
    let mut pairs = 0u32;
    let mut odd = 0u32;
    for &n in conc {
        pairs += (n == 2) as u32;
        odd |= (0b10010u32 >> (n & 31)) & 1 | (n > 4) as u32;
    }
    let all_pungs = v.meld_chows == 0 && odd == 0 && pairs == 1;
    if all_pungs {
        let pair_tile = conc.iter().position(|&n| n == 2).unwrap_or(34);
        let used = |i: usize| c[i] > 0;
        let all = |p: &dyn Fn(usize) -> bool| (0..34).all(|i| !used(i) || p(i));
        // Buried Treasure: every set concealed, suit tiles of one suit.
        let suits = (0..3).filter(|s| (0..9).any(|k| used(s * 9 + k))).count();
        let winning_in_pung = match v.ctx.winning_tile {
            Some(t) if !v.ctx.method.is_self_drawn() && t.is_playing() => t.index() as usize != pair_tile,
            _ => false,
        };
        if v.open_melds == 0 && suits == 1 && !winning_in_pung {
            out.insert(SpecialHand::BuriedTreasure);
        }
        if all(&|i| i < 27 && (i % 9 == 0 || i % 9 == 8)) {
            out.insert(SpecialHand::HeadsAndTails);
        }
        if c[31] >= 3 && c[32] >= 3 && c[33] >= 3 {
            out.insert(SpecialHand::ThreeGreatScholars);
        }
        if (27..31).all(|i| c[i] >= 3) {
            out.insert(SpecialHand::FourBlessingsHoveringOverTheDoor);
        }
        if v.n_kongs == 4 {
            out.insert(SpecialHand::FourfoldPlenty);
        }
        if all(&|i| GREEN.contains(&i)) {
            out.insert(SpecialHand::ImperialJade);
        }
        if all(&|i| i >= 27) {
            out.insert(SpecialHand::AllWindsAndDragons);
        }
    }
    if v.n_melds == 0 {
        // The Wriggling Snake: 1 1 2 3 4 5 6 7 8 9 of one suit and E S W N (each of the winds
        // once and no dragon, checked first).
        let snake_honours = c[27..34] == [1, 1, 1, 1, 0, 0, 0];
        for s in (0..3).filter(|_| snake_honours) {
            let mut want = [0u8; 34];
            want[s * 9] = 2;
            want[s * 9 + 1..s * 9 + 9].fill(1);
            want[27..31].fill(1);
            if *c == want {
                out.insert(SpecialHand::WrigglingSnake);
            }
        }
        // The Thirteen Unique Wonders.
        if ORPHANS.iter().all(|&i| c[i] >= 1) && ORPHANS.iter().map(|&i| c[i] as u32).sum::<u32>() == 14 {
            out.insert(SpecialHand::ThirteenUniqueWonders);
        }
        // All Pair Honours: seven pairs of ones, nines, winds and dragons; four of a face are
        // two pairs.
        if c.iter().enumerate().all(|(i, &n)| n == 0 || ((n == 2 || n == 4) && ORPHANS.contains(&i))) {
            out.insert(SpecialHand::AllPairHonours);
        }
        let honours = c[27..].iter().any(|&n| n > 0);
        if !honours {
            // Knitting: seven knitted pairs, each a number in two suits, the same two suits for
            // all; a number may make several pairs (1123456m1123456p).
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let third = 3 - a - b;
                let ok = (0..9).all(|k| c[third * 9 + k] == 0 && c[a * 9 + k] == c[b * 9 + k])
                    && (0..9).map(|k| c[a * 9 + k] as u32).sum::<u32>() == 7;
                if ok {
                    out.insert(SpecialHand::Knitting);
                }
            }
            // Triple Knitting: four numbers in all three suits plus one number in two suits.
            let mut odd = 0;
            let mut triples = 0;
            for k in 0..9 {
                let (x, y, z) = (c[k], c[9 + k], c[18 + k]);
                let lo = x.min(y).min(z);
                triples += lo as u32;
                let extra = (x - lo, y - lo, z - lo);
                match extra {
                    (0, 0, 0) => {}
                    (1, 1, 0) | (1, 0, 1) | (0, 1, 1) => odd += 1,
                    _ => odd += 10,
                }
            }
            if triples == 4 && odd == 1 {
                out.insert(SpecialHand::TripleKnitting);
            }
            // The Gates of Heaven: 111 2345678 999 of one suit and one more of 2..8. The pungs
            // of Ones and Nines are concealed, so a discard may not complete one of them.
            let discard_one_or_nine = gates_barred(&v.ctx);
            for s in (0..3).filter(|_| !discard_one_or_nine) {
                let x = &c[s * 9..s * 9 + 9];
                let only = (0..27).all(|i| i / 9 == s || c[i] == 0);
                if only
                    && x[0] == 3
                    && x[8] == 3
                    && x[1..8].iter().all(|&n| n == 1 || n == 2)
                    && x[1..8].iter().filter(|&&n| n == 2).count() == 1
                {
                    out.insert(SpecialHand::GatesOfHeaven);
                }
            }
        }
    }
    SpecialHands(out.0 & allowed.0)
}

/// Whether the win context rules The Gates of Heaven out: its pungs of Ones and Nines are
/// "concealed", so a win on a discard (discard, robbing a kong, last discard) may not take a
/// suit's 1 or 9 as the winning tile. [`tiles_away`](super::tiles_away) reads the same rule.
pub(crate) fn gates_barred(ctx: &WinContext) -> bool {
    match ctx.winning_tile {
        Some(t) if !ctx.method.is_self_drawn() => t.is_suited() && matches!(t.number(), Some(1 | 9)),
        _ => false,
    }
}

/// The special hands that depend on how the hand was won, given a complete hand.
pub(crate) fn win_specials(v: &View, rules: RuleProfile) -> SpecialHands {
    let mut out = SpecialHands::EMPTY;
    let ctx = &v.ctx;
    if ctx.first_turn && ctx.seat_wind == Wind::East && ctx.method == WinMethod::SelfDrawn {
        out.insert(SpecialHand::HeavensBlessing);
    }
    if ctx.first_turn && ctx.seat_wind != Wind::East && ctx.method == WinMethod::Discard {
        out.insert(SpecialHand::EarthsBlessing);
    }
    let five_dots = Tile::from_index(13);
    let one_dot = Tile::from_index(9);
    if ctx.method == WinMethod::KongReplacement && ctx.winning_tile.is_some() && ctx.winning_tile == five_dots {
        out.insert(SpecialHand::GatheringThePlumBlossomFromTheRoof);
    }
    if ctx.method == WinMethod::LastWallTile && ctx.winning_tile.is_some() && ctx.winning_tile == one_dot {
        out.insert(SpecialHand::PluckingTheMoonFromTheBottomOfTheSea);
    }
    if ctx.method == WinMethod::KongReplacement && ctx.kong_after_kong && v.n_kongs >= 2 {
        out.insert(SpecialHand::TwofoldFortune);
    }
    SpecialHands(out.0 & rules.special_hands().0)
}

pub(crate) const CLASSICAL_SPECIALS: SpecialHands = SpecialHands((1 << 10) - 1);
pub(crate) const ALL_SPECIALS: SpecialHands = SpecialHands((1 << 18) - 1);
