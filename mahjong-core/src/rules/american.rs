//! American rules that need the card: call facts, dead hands by the card and the strict dead hand,
//! the exposures that stay for joker exchange. The rules and the choices made are written in the
//! `rules` module docs ("Rules that need the card").

use super::{
    Call, CallFacts, DeadHandReason, Discard, RulesError, Seat, Table, TurnPhase, dead_hand_rack, expose,
    tile_count_dead,
};
use crate::american::forms::{FACE_OF, FLOWER, JOKER_FACE, OTHER, P, V, profile};
use crate::american::{Card, HandSpec};
use crate::{Hand, Meld, MeldKind, MeldStatus, Tile, TileSet};

pub(crate) mod witness;

/// Refuses visible counts above the American set's copies: four of each face, eight flowers
/// (every flower index counts as the American flower), eight jokers, six blanks.
fn check_visible(visible: &[u8; Tile::COUNT]) -> Result<(), RulesError> {
    let set = TileSet::american_with_blanks(6);
    let mut flowers = 0u32;
    for (i, &count) in visible.iter().enumerate() {
        let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
        if tile.is_bonus() {
            flowers += u32::from(count);
            if flowers > u32::from(SET_FLOWERS) {
                let count = u8::try_from(flowers).unwrap_or(u8::MAX);
                return Err(RulesError::TooManyVisible {
                    tile: Tile::AMERICAN_FLOWER,
                    count,
                    max: SET_FLOWERS,
                    set: "American",
                });
            }
        } else if count > set.count(tile) {
            return Err(RulesError::TooManyVisible { tile, count, max: set.count(tile), set: "American" });
        }
    }
    Ok(())
}

/// Flowers in the American set.
const SET_FLOWERS: u8 = 8;

/// Jokers in the American set.
const SET_JOKERS: u8 = 8;

/// Tiles of a count-vector face in the set: 4 of each playing face, 8 flowers, none of others
/// (blanks fit no line).
const fn in_set(face: usize) -> u8 {
    if face < FLOWER {
        4
    } else if face == FLOWER {
        8
    } else {
        0
    }
}

/// [`in_set`] of every count-vector face.
const IN_SET: [u8; V] = {
    let mut t = [0u8; V];
    let mut f = 0;
    while f < V {
        t[f] = in_set(f);
        f += 1;
    }
    t
};

/// The count-vector face of a tile (`None` for the joker), from the table.
#[inline]
fn face(t: Tile) -> Option<usize> {
    match FACE_OF.get(t.index() as usize) {
        Some(&f) if f != JOKER_FACE => Some(f as usize),
        _ => None,
    }
}

/// A hand's exposures and what the set can still supply, folded for the form test.
#[derive(Clone, Copy)]
struct Outlook {
    /// Exposures as (face, size, jokers), in meld order.
    expo: [(u8, u8, u8); 4],
    n_expo: u8,
    /// An exposure no line can take (an exposed chow).
    chow: bool,
    /// Exposed tiles per face (whole exposures).
    x: [u8; V],
    /// Naturals of each face not visible.
    avail: [u8; V],
    /// Jokers not visible.
    jokers: u8,
    /// Suit-free profiles of `avail` and `x`, for pruning whole blocks of forms.
    avail_p: [u8; P],
    x_p: [u8; P],
}

impl Outlook {
    fn new<'m>(exposures: impl Iterator<Item = &'m Meld>, visible: &[u8; Tile::COUNT]) -> Outlook {
        let mut seen = [0u8; V];
        let mut seen_jokers = 0u8;
        for (&f, &c) in FACE_OF.iter().zip(visible) {
            match seen.get_mut(f as usize) {
                Some(s) => *s = s.saturating_add(c),
                None => seen_jokers = seen_jokers.saturating_add(c),
            }
        }
        let mut o = Outlook {
            expo: [(0, 0, 0); 4],
            n_expo: 0,
            chow: false,
            x: [0; V],
            avail: [0; V],
            jokers: 0,
            avail_p: [0; P],
            x_p: [0; P],
        };
        let mut own = [0u8; V];
        let mut own_jokers = 0u8;
        for m in exposures {
            for &t in m.tiles() {
                match face(t) {
                    Some(f) => own[f] = own[f].saturating_add(1),
                    None => own_jokers = own_jokers.saturating_add(1),
                }
            }
            if m.kind() == MeldKind::Chow {
                o.chow = true;
                continue;
            }
            let f = face(m.tile()).unwrap_or(OTHER);
            let size = m.tiles().len() as u8;
            o.x[f] = o.x[f].saturating_add(size);
            if let Some(slot) = o.expo.get_mut(o.n_expo as usize) {
                *slot = (f as u8, size, m.jokers() as u8);
                o.n_expo += 1;
            } else {
                // More exposures than any line has groups for: nothing can take them all.
                o.chow = true;
            }
        }
        for f in 0..V {
            o.avail[f] = IN_SET[f].saturating_sub(seen[f].max(own[f]));
        }
        o.jokers = SET_JOKERS.saturating_sub(seen_jokers.max(own_jokers));
        o.avail_p = profile(&o.avail);
        o.x_p = profile(&o.x);
        o
    }

    fn of_hand(hand: &Hand, visible: &[u8; Tile::COUNT]) -> Outlook {
        Outlook::new(exposures(hand).map(|(_, m)| m), visible)
    }

    fn exposures(&self) -> &[(u8, u8, u8)] {
        &self.expo[..self.n_expo as usize]
    }
}

/// The hand's exposures (exposed or added melds) with their meld indices.
fn exposures(hand: &Hand) -> impl Iterator<Item = (usize, &Meld)> {
    hand.melds().iter().enumerate().filter(|(_, m)| m.status() != MeldStatus::Concealed)
}

/// Condition 2 and 3 of the module docs for one form.
fn form_possible(card: &Card, f: usize, o: &Outlook) -> bool {
    let (Some(info), Some(nat), Some(slots)) = (card.info.get(f), card.nat.get(f), card.slots.get(f)) else {
        return false;
    };
    if !info.accepts(o.exposures()) {
        return false;
    }
    // Every lane at once, without an early exit, so that the loop runs as vector operations:
    // `short` is non-zero when some face needs more naturals than are left.
    let mut short = 0u8;
    let mut jokers_needed = 0u16;
    for i in 0..V {
        short |= nat[i].saturating_sub(o.avail[i]);
        // Joker-eligible slots outside the exposures, filled by spare naturals or jokers.
        let open = slots[i].saturating_sub(nat[i]).saturating_sub(o.x[i]);
        jokers_needed += u16::from(open.saturating_sub(o.avail[i].saturating_sub(nat[i])));
    }
    short == 0 && jokers_needed <= u16::from(o.jokers)
}

/// True when line `li` (in card order) is still possible.
fn line_possible_at(card: &Card, li: usize, o: &Outlook) -> bool {
    line_witness_at(card, li, o).is_some()
}

/// The whole-line tests of [`line_possible_at`]: necessary conditions for line `li`.
#[inline]
fn line_admits(card: &Card, li: usize, o: &Outlook) -> bool {
    let Some(le) = card.lines.get(li) else { return false };
    if o.chow || (le.concealed && o.n_expo > 0) {
        return false;
    }
    // The line's profiles bound every block's (its naturals the fewest, its slots the most): a
    // line that fails the block test below fails it for every block.
    let mut bad = 0u8;
    for k in 0..P {
        bad |= le.nat[k].saturating_sub(o.avail_p[k]) | o.x_p[k].saturating_sub(le.slots[k]);
    }
    // Every exposure needs a form with a joker-eligible group of its tile and size.
    bad == 0 && o.exposures().iter().all(|&(face, size, _)| le.may_take(face, size))
}

/// The block test of [`line_possible_at`]. Necessary: suit-free naturals within what is left,
/// exposures within the slots.
#[inline]
fn block_fits(card: &Card, bi: usize, o: &Outlook) -> bool {
    let Some(b) = card.blocks.get(bi) else { return false };
    (0..P).all(|k| b.nat[k] <= o.avail_p[k] && b.slots[k] >= o.x_p[k])
}

/// [`line_possible_at`] with the form that makes line `li` possible (the first in card order),
/// as (block index, form index).
fn line_witness_at(card: &Card, li: usize, o: &Outlook) -> Option<(u32, u32)> {
    if !line_admits(card, li, o) {
        return None;
    }
    let (first, end) = card.lines.get(li)?.blocks;
    (first..end).find_map(|bi| {
        let b = card.blocks.get(bi as usize)?;
        if !block_fits(card, bi as usize, o) {
            return None;
        }
        let f = (b.start..b.end).find(|&f| form_possible(card, f as usize, o))?;
        Some((bi, f))
    })
}

/// True when some line whose C marking passes `want` is still possible.
fn any_line(card: &Card, o: &Outlook, want: impl Fn(bool) -> bool) -> bool {
    !o.chow && (0..card.lines.len()).any(|li| want(card.lines[li].concealed) && line_possible_at(card, li, o))
}

/// How many lines of the card are still possible for a hand, X and C lines apart. See the
/// module docs for "still possible".
///
/// ```
/// use mahjong_core::rules::LinesPossible;
/// let p = LinesPossible { exposed: 0, concealed: 3 };
/// assert!(p.concealed_only());
/// assert_eq!(p.total(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LinesPossible {
    /// X lines (exposures allowed) still possible.
    pub exposed: u32,
    /// C lines still possible (0 once the hand has an exposure).
    pub concealed: u32,
}

impl LinesPossible {
    /// All lines still possible.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::LinesPossible { exposed: 2, concealed: 1 }.total(), 3);
    /// ```
    pub const fn total(&self) -> u32 {
        self.exposed + self.concealed
    }

    /// True when no line is possible any more.
    ///
    /// ```
    /// assert!(mahjong_core::rules::LinesPossible::default().none());
    /// ```
    pub const fn none(&self) -> bool {
        self.total() == 0
    }

    /// True when some line is possible and every one is a C line: the hand may call a discard
    /// only for Mah Jongg.
    ///
    /// ```
    /// assert!(!mahjong_core::rules::LinesPossible { exposed: 1, concealed: 1 }.concealed_only());
    /// ```
    pub const fn concealed_only(&self) -> bool {
        self.exposed == 0 && self.concealed > 0
    }
}

/// The tiles visible to all, as counts per [`Tile::index`]: every tile in `discards` and every
/// tile of every exposure (exposed or added meld, jokers included) on the `racks`. Concealed
/// melds are not visible. Counts saturate at 255.
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::visible_tiles};
/// let racks = [Hand::parse("[5d 5d J] 1b").unwrap(), Hand::parse("[NNNN]").unwrap()];
/// let seen = visible_tiles(&["5p".parse().unwrap(), Tile::JOKER], &racks);
/// assert_eq!(seen["5p".parse::<Tile>().unwrap().index() as usize], 3);
/// assert_eq!(seen[Tile::JOKER.index() as usize], 2);
/// assert_eq!(seen["4z".parse::<Tile>().unwrap().index() as usize], 4);
/// assert_eq!(seen["1s".parse::<Tile>().unwrap().index() as usize], 0);
/// ```
pub fn visible_tiles(discards: &[Tile], racks: &[Hand]) -> [u8; Tile::COUNT] {
    let mut out = [0u8; Tile::COUNT];
    let exposed = racks.iter().flat_map(|h| exposures(h).flat_map(|(_, m)| m.tiles()));
    for &t in discards.iter().chain(exposed) {
        if let Some(c) = out.get_mut(t.index() as usize) {
            *c = c.saturating_add(1);
        }
    }
    out
}

/// The lines of `card` still possible for `hand` given the `visible` tiles (module docs).
///
/// ```
/// use mahjong_core::{Hand, american::Card, rules::lines_possible};
/// let card = Card::sample();
/// // An exposed sextet of North: only Quints 2 (ZZZZZ) and 369 6 (NNNNN) take a North group
/// // that large, and neither takes six.
/// assert!(lines_possible(card, &Hand::parse("[NNNN JJ] 1b").unwrap(), &[0; 45]).unwrap().none());
/// // Nothing exposed, nothing visible: every line of the card is possible.
/// let all = lines_possible(card, &Hand::parse("1b 2b").unwrap(), &[0; 45]).unwrap();
/// assert_eq!(all.total() as usize, card.line_count());
/// // Five red dragons cannot be visible.
/// let mut seen = [0u8; 45];
/// seen[33] = 5;
/// assert_eq!(lines_possible(card, &Hand::parse("1b").unwrap(), &seen).unwrap_err().to_string(),
///            "5 of 7z visible, but the American set has 4");
/// ```
///
/// Errors: [`RulesError::TooManyVisible`].
pub fn lines_possible(card: &Card, hand: &Hand, visible: &[u8; Tile::COUNT]) -> Result<LinesPossible, RulesError> {
    check_visible(visible)?;
    let o = Outlook::of_hand(hand, visible);
    let mut out = LinesPossible::default();
    if o.chow {
        return Ok(out);
    }
    for (li, le) in card.lines.iter().enumerate() {
        if line_possible_at(card, li, &o) {
            if le.concealed {
                out.concealed += 1;
            } else {
                out.exposed += 1;
            }
        }
    }
    Ok(out)
}

/// Hand `index` of the card (0-based, in card order, as [`Card::hands`] lists them).
///
/// Errors: [`RulesError::NoSuchCardHand`] for an index off the card.
///
/// ```
/// use mahjong_core::{american::Card, rules::hand_of_card};
/// let card = Card::sample();
/// assert_eq!(hand_of_card(card, 0).unwrap().number, card.hands()[0].number);
/// assert_eq!(hand_of_card(card, 999).unwrap_err().to_string(),
///            format!("hand 999 is out of range: the card has {}", card.hands().len()));
/// ```
pub fn hand_of_card(card: &Card, index: usize) -> Result<&HandSpec, RulesError> {
    let big = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    let hands = card.hands();
    hands.get(index).ok_or(RulesError::NoSuchCardHand { index: big(index), hands: big(hands.len()) })
}

/// True when line `line` (0-based, among the lines of hand `hand_index` of [`Card::hands`]) is
/// still possible for `hand` given the `visible` tiles.
///
/// Errors: [`RulesError::NoSuchCardHand`] and [`RulesError::NoSuchCardLine`] for indices off the
/// card, [`RulesError::TooManyVisible`].
///
/// ```
/// use mahjong_core::{Hand, Tile, american::Card, rules::line_possible};
/// let card = Card::sample();
/// // Winds-Dragons 1 is NNNN EEE WWW SSSS. With all four Easts discarded it needs three jokers
/// // for EEE: still possible while jokers remain…
/// let hand = Hand::parse("NNN WWW").unwrap();
/// let mut seen = [0u8; 45];
/// seen["1z".parse::<Tile>().unwrap().index() as usize] = 4;
/// let wd1 = card.hands().iter().position(|h| h.section == "Winds-Dragons" && h.number == 1).unwrap();
/// assert!(line_possible(card, wd1, 0, &hand, &seen).unwrap());
/// // …and impossible once every South and six jokers are visible too (EEE and SSSS need seven
/// // jokers; two are left).
/// seen["2z".parse::<Tile>().unwrap().index() as usize] = 4;
/// seen[Tile::JOKER.index() as usize] = 6;
/// assert!(!line_possible(card, wd1, 0, &hand, &seen).unwrap());
/// assert_eq!(line_possible(card, 999, 0, &hand, &seen).unwrap_err().to_string(),
///            format!("hand 999 is out of range: the card has {}", card.hands().len()));
/// ```
pub fn line_possible(
    card: &Card,
    hand_index: usize,
    line: usize,
    hand: &Hand,
    visible: &[u8; Tile::COUNT],
) -> Result<bool, RulesError> {
    let big = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    let spec = hand_of_card(card, hand_index)?;
    if line >= spec.lines.len() {
        return Err(RulesError::NoSuchCardLine {
            hand: big(hand_index),
            line: big(line),
            lines: big(spec.lines.len()),
        });
    }
    check_visible(visible)?;
    let o = Outlook::of_hand(hand, visible);
    Ok(card
        .lines
        .iter()
        .position(|le| le.hand as usize == hand_index && le.line as usize == line)
        .is_some_and(|li| line_possible_at(card, li, &o)))
}

/// The [`CallFacts`] of `hand` (seat `caller`) on `discard`, from the card:
///
/// - `mah_jong`: the hand plus the discard matches a line ([`Card::match_hand`]); never for a
///   joker.
/// - `concealed_only`: some line is still possible and every one is a C line.
/// - `keeps_a_line[k]` for Pung, Kong, Quint, Sextet: the hand can make that exposure of the
///   discard with some number of its jokers and an X line is still possible afterwards (false
///   when the hand cannot make it at all).
/// - `dead`: [`exposures_dead`], or with [`super::HouseRules::strict_dead_hand`] no line still
///   possible. Dead-hand states the card cannot see (a false Mah Jongg, a wrong tile count, a C
///   hand exposed) are the caller's to add.
///
/// `visible` is as in [`visible_tiles`] (the discard may be counted among them or not). Reads
/// only `table.house`; the card rules apply whatever `table.variant` says. Errors:
/// [`RulesError::TooManyVisible`].
///
/// ```
/// use mahjong_core::{Hand, american::Card, rules::*};
/// let card = Card::sample();
/// let table = Table::american();
/// let d = Discard::latest("2s".parse().unwrap(), Seat::ALL[0]);
/// // Year 2026 1 (FFF 2026a 222b 2222c) waiting on a 2 bam.
/// let hand = Hand::parse("[FFF] 2026c 22b 2222d").unwrap();
/// let facts = american_call_facts(&table, card, &hand, Seat::ALL[1], &d, &[0; 45]).unwrap();
/// assert!(facts.mah_jong && !facts.dead && !facts.concealed_only);
/// assert_eq!(calls(&table, &hand, Seat::ALL[1], &d, &facts).unwrap().iter().collect::<Vec<_>>(),
///            [Call::Pung, Call::MahJong]);
/// ```
pub fn american_call_facts(
    table: &Table,
    card: &Card,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    visible: &[u8; Tile::COUNT],
) -> Result<CallFacts, RulesError> {
    check_visible(visible)?;
    let o = Outlook::of_hand(hand, visible);
    let tile = discard.tile;
    let mut facts = CallFacts {
        dead: exposures_dead(card, hand).is_some() || (table.house().strict_dead_hand && !any_line(card, &o, |_| true)),
        ..CallFacts::default()
    };
    if !tile.is_joker() {
        let mut with = *hand;
        facts.mah_jong = with.push(tile).is_ok() && card.match_hand(&with).is_some();
    }
    facts.concealed_only = o.n_expo == 0 && !any_line(card, &o, |c| !c) && any_line(card, &o, |c| c);
    let groupable = tile.is_playing() || tile.is_bonus();
    for (keeps, call) in facts.keeps_a_line.iter_mut().zip([Call::Pung, Call::Kong, Call::Quint, Call::Sextet]) {
        let need = call.tiles_from_hand().unwrap_or(0);
        *keeps = groupable
            && (0..=need).any(|jokers| {
                expose(hand, caller, tile, call, jokers)
                    .is_ok_and(|after| any_line(card, &Outlook::of_hand(&after, visible), |c| !c))
            });
    }
    Ok(facts)
}

/// Dead hand by the exposures: the first exposure (meld index) that fits no X
/// line of the card on its own ([`DeadHandReason::ExposureFitsNoLine`]; an exposed chow never
/// fits), or [`DeadHandReason::IncompatibleExposures`] when each fits some line but no line takes
/// them all. "Fits" is "still possible" with only the hand's own exposures visible. `None` for a
/// hand whose exposures still make some X line.
///
/// ```
/// use mahjong_core::{Hand, american::Card, rules::{exposures_dead, DeadHandReason}};
/// let card = Card::sample();
/// // A pung of 7 craks fits 13579 1 (777a)…
/// assert_eq!(exposures_dead(card, &Hand::parse("[777c] 1b").unwrap()), None);
/// // …and a kong of North fits Winds-Dragons 1, but no line has both.
/// assert_eq!(exposures_dead(card, &Hand::parse("[777c] [NNNN] 1b").unwrap()),
///            Some(DeadHandReason::IncompatibleExposures));
/// // No line has a sextet of 2 craks.
/// assert_eq!(exposures_dead(card, &Hand::parse("[777c] [2222c JJ]").unwrap()),
///            Some(DeadHandReason::ExposureFitsNoLine { meld: 1 }));
/// ```
pub fn exposures_dead(card: &Card, hand: &Hand) -> Option<DeadHandReason> {
    const NONE: [u8; Tile::COUNT] = [0; Tile::COUNT];
    for (i, m) in exposures(hand) {
        if !any_line(card, &Outlook::new(core::iter::once(m), &NONE), |c| !c) {
            return Some(DeadHandReason::ExposureFitsNoLine { meld: i as u8 });
        }
    }
    let o = Outlook::of_hand(hand, &NONE);
    (o.n_expo > 0 && !any_line(card, &o, |c| !c)).then_some(DeadHandReason::IncompatibleExposures)
}

/// Strict dead hand (house option [`super::HouseRules::strict_dead_hand`]): no line of the card
/// is still possible for the hand's exposures given the `visible` tiles (discards and every
/// exposure, see [`visible_tiles`]). Applies whatever the table's house rules say; see
/// [`american_dead_hand`] for the check that reads them.
///
/// ```
/// use mahjong_core::{Hand, Tile, american::Card, rules::{no_line_possible, DeadHandReason}};
/// let card = Card::sample();
/// // Exposed NNNN and SSSS fit only Winds-Dragons 1 (NNNN EEE WWW SSSS), 5 (NNNN DDDa DDDb
/// // SSSS) and 7 (ZZZZ ZZZZ DDDa DDDb). Visible: the exposures, and discarded every East, every
/// // red and green dragon and seven jokers (the eighth is in the exposure). WD 1's EEE and a
/// // second dragon pung (only white is left) need jokers, and none is left.
/// let hand = Hand::parse("[NNNN] [SSS J] WWW 0").unwrap();
/// let mut seen = [0u8; 45];
/// for (t, n) in [("1z", 4), ("6z", 4), ("7z", 4), ("4z", 4), ("2z", 3)] {
///     seen[t.parse::<Tile>().unwrap().index() as usize] = n;
/// }
/// seen[Tile::JOKER.index() as usize] = 8;
/// assert_eq!(no_line_possible(card, &hand, &seen), Ok(Some(DeadHandReason::NoLinePossible)));
/// assert_eq!(no_line_possible(card, &hand, &[0; 45]), Ok(None));
/// ```
///
/// Errors: [`RulesError::TooManyVisible`].
pub fn no_line_possible(
    card: &Card,
    hand: &Hand,
    visible: &[u8; Tile::COUNT],
) -> Result<Option<DeadHandReason>, RulesError> {
    check_visible(visible)?;
    Ok((!any_line(card, &Outlook::of_hand(hand, visible), |_| true)).then_some(DeadHandReason::NoLinePossible))
}

/// Whether an American hand is dead by what the library can see, with the first reason: a wrong
/// tile count for `phase` ([`tile_count_dead`]), then [`exposures_dead`], then, when
/// `table.house.strict_dead_hand` is on, [`no_line_possible`]. A false Mah Jongg and an exposed
/// C hand are facts of the play the caller records ([`super::false_mah_jong`],
/// [`super::concealed_hand_exposed`]).
///
/// ```
/// use mahjong_core::{Hand, american::Card, rules::*};
/// let card = Card::sample();
/// let hand = Hand::parse("[777c] [NNNN] 1b 2b 3b 4b 5b 6b").unwrap();
/// let t = Table::american();
/// assert_eq!(american_dead_hand(&t, card, &hand, TurnPhase::Waiting, &[0; 45]),
///            Ok(Some(DeadHandReason::IncompatibleExposures)));
/// let short = Hand::parse("[777c] 1b").unwrap();
/// assert_eq!(american_dead_hand(&t, card, &short, TurnPhase::Waiting, &[0; 45]),
///            Ok(Some(DeadHandReason::WrongTileCount { has: 4, expected: 13 })));
/// ```
///
/// Errors: [`RulesError::TooManyVisible`].
pub fn american_dead_hand(
    table: &Table,
    card: &Card,
    hand: &Hand,
    phase: TurnPhase,
    visible: &[u8; Tile::COUNT],
) -> Result<Option<DeadHandReason>, RulesError> {
    check_visible(visible)?;
    if let Some(r) = tile_count_dead(&table.with_variant(super::Variant::American), hand, phase)
        .or_else(|| exposures_dead(card, hand))
    {
        return Ok(Some(r));
    }
    if table.house().strict_dead_hand { no_line_possible(card, hand, visible) } else { Ok(None) }
}

/// Which melds of a hand are valid exposures, by meld index: judged in the order they were
/// made, an exposure is valid when it fits an X line together with the valid exposures before
/// it (only the hand's own exposures visible). Concealed melds and missing indices are `false`.
/// Feed the result to [`dead_hand_rack`], or use [`american_dead_hand_rack`].
///
/// ```
/// use mahjong_core::{Hand, american::Card, rules::valid_exposures};
/// // 13579 1 takes 777a; no line takes it with NNNN, so the kong made second is not valid.
/// let hand = Hand::parse("[777c] [NNNN] 1b").unwrap();
/// assert_eq!(valid_exposures(Card::sample(), &hand), [true, false, false, false]);
/// ```
pub fn valid_exposures(card: &Card, hand: &Hand) -> [bool; 4] {
    const NONE: [u8; Tile::COUNT] = [0; Tile::COUNT];
    let mut valid = [false; 4];
    for (i, _) in exposures(hand) {
        if i >= valid.len() {
            break;
        }
        valid[i] = true;
        let kept = hand.melds().iter().zip(valid).filter(|(_, v)| *v).map(|(m, _)| m);
        valid[i] = any_line(card, &Outlook::new(kept, &NONE), |c| !c);
    }
    valid
}

/// A dead hand's rack, judged by the card: the valid exposures ([`valid_exposures`]) stay for
/// joker exchange, the others return to the concealed rack; for a C hand (`concealed_line`)
/// every exposure returns ([`dead_hand_rack`]).
///
/// ```
/// use mahjong_core::{Hand, american::Card, notation, rules::american_dead_hand_rack};
/// let hand = Hand::parse("[777c] [NNNN] 1b").unwrap();
/// let rack = american_dead_hand_rack(Card::sample(), &hand, false);
/// assert_eq!(rack.melds().len(), 1);
/// assert_eq!(rack.melds()[0].tile().to_string(), "7m");
/// assert_eq!(rack.concealed().len(), 5);
/// ```
pub fn american_dead_hand_rack(card: &Card, hand: &Hand, concealed_line: bool) -> Hand {
    dead_hand_rack(hand, &valid_exposures(card, hand), concealed_line)
}
