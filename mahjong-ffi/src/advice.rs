//! Advice (`mahjong_core::american::advice`, `mahjong_core::standard::advice`): the exact odds
//! of a card's lines, discard advice, Charleston advice and standard discard advice.
use crate::american::{OwnedNearest, card_ref, mahjong_card, mahjong_nearest};
use crate::error::mahjong_result;
use crate::ffi::{borrow_ptr, box_out, try_ref, try_slice};
use crate::hand::mahjong_hand;
use crate::list::{List, mahjong_list};
use crate::standard::mahjong_rule_profile;
use crate::tile::{mahjong_tile, tile_arg};
use mahjong_core::Tile;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking};
use mahjong_core::rules::limits::DISCARD_CHOICES;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};

/// How discard advice ranks the discards (`Ranking`): one of the `MAHJONG_RANKING_*` values.
pub type mahjong_ranking = u32;

/// One entry of an odds list (`LineOdds`); `form` is borrowed from the list.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_line_odds {
    /// The odds of completing the line, in [0, 1].
    pub probability: f64,
    /// Odds × value.
    pub expected_points: f64,
    /// The committed form, read with `mahjong_nearest_get_info`.
    pub form: *const mahjong_nearest,
}

/// One entry of a discard list (`DiscardAdvice`); `lines` is borrowed from the list.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_discard_choice {
    pub discard: mahjong_tile,
    /// The best line's odds.
    pub probability: f64,
    /// The best line's expected points.
    pub expected_points: f64,
    /// The best lines of the 13 tiles left.
    pub lines: *const mahjong_list,
}

/// One entry of a pass list (`PassAdvice`); `best` is borrowed from the list.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_pass_choice {
    /// The tiles passed from the hand: the first `n_tiles`.
    pub tiles: [mahjong_tile; 3],
    pub n_tiles: usize,
    /// Tiles passed blind.
    pub blind: usize,
    /// The best line's odds after the pass.
    pub probability: f64,
    /// The best line, an odds list of 0 or 1 entries.
    pub best: *const mahjong_list,
}

impl crate::ffi::Zeroable for mahjong_line_odds {}
impl crate::ffi::Zeroable for mahjong_discard_choice {}
impl crate::ffi::Zeroable for mahjong_pass_choice {}

/// One discard of a standard 14-tile hand (`StandardDiscard`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_standard_discard {
    pub discard: mahjong_tile,
    /// Tiles away after the discard (0 is calling, -1 complete).
    pub tiles_away: i8,
    /// The improving tiles: bit `i` for face index `i`.
    pub improving: u64,
    /// Unseen copies of the improving tiles.
    pub improving_copies: u32,
    /// Tiles in the unseen pool.
    pub pool: u32,
    /// Improving copies over the pool.
    pub chance: f64,
    /// Unseen copies of each face index (0 to 33).
    pub unseen: [u8; 34],
}

pub(crate) struct OwnedOdds {
    pub(crate) probability: f64,
    expected_points: f64,
    form: OwnedNearest,
}

impl OwnedOdds {
    fn new(o: &LineOdds<'_>) -> OwnedOdds {
        OwnedOdds {
            probability: o.probability(),
            expected_points: o.expected_points(),
            form: OwnedNearest::new(o.form()),
        }
    }

    fn list(odds: &[LineOdds<'_>]) -> List {
        List::Odds(odds.iter().map(OwnedOdds::new).collect())
    }
}

/// The visible tiles: `n` tile values at `tiles` (NULL allowed when `n` is 0).
fn visible_arg(tiles: *const mahjong_tile, n: usize) -> Result<Vec<Tile>, mahjong_result> {
    try_slice(tiles, n)?.iter().map(|&t| tile_arg(t)).collect()
}

/// The arguments every card advice reads (the card, the hand and the visible tiles), its list output checked.
fn card_args<'a>(
    card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
    list_out: *mut *mut mahjong_list,
) -> Result<(&'a mahjong_core::american::Card, &'a mahjong_core::Hand, Vec<Tile>), mahjong_result> {
    let args = (card_ref(card)?, try_ref(hand)?, visible_arg(visible, n_visible)?);
    crate::ffi::try_out(list_out).map(|_| args)
}

/// A negative count of draws asks for the core's default.
fn draws_arg(draws: i64) -> Option<usize> {
    usize::try_from(draws).ok()
}

ffi! {
    /// The committed odds of the card's lines, best first, at most `k` (`Card::odds`). `visible`: `n_visible`
    /// tiles seen outside the hand (NULL when 0); `draws` < 0 takes the core's default. A new `*list_out` of odds
    /// (`mahjong_odds_list_get`; `mahjong_list_free` it).
    fn mahjong_card_odds(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, k: usize, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen) = card_args(card, hand, visible, n_visible, list_out)?;
        let mut buf = vec![LineOdds::EMPTY; k.min(c.line_count())];
        let n = c.odds(h, &seen, draws_arg(draws), &mut buf)?;
        box_out(OwnedOdds::list(&buf[..n]), list_out)
    }

    /// Entry `index` of an odds list; zeros (NULL `form`) past the last or for another list.
    fn mahjong_odds_list_get(list: *const mahjong_list, index: usize) -> mahjong_line_odds {
        crate::list::entry(list, index, crate::list::pick!(Odds), |o| mahjong_line_odds {
            probability: o.probability,
            expected_points: o.expected_points,
            form: borrow_ptr(&o.form),
        })
    }

    /// Discard advice for a 14-tile hand ranked by `ranking` (`Card::discard_advice`); other arguments as
    /// `mahjong_card_odds`. A new `*list_out` of discards (`mahjong_discard_list_get`; `mahjong_list_free` it).
    fn mahjong_card_discard_advice(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, ranking: mahjong_ranking, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen) = card_args(card, hand, visible, n_visible, list_out)?;
        let rank = crate::names::enum_in::<Ranking>(ranking)?;
        let mut buf = [DiscardAdvice::EMPTY; DISCARD_CHOICES];
        let n = c.discard_advice(h, &seen, draws_arg(draws), rank, &mut buf)?;
        let list = buf[..n].iter().map(|d| {
            let choice = mahjong_discard_choice {
                discard: d.discard().index(),
                probability: d.probability(),
                expected_points: d.expected_points(),
                lines: std::ptr::null(),
            };
            (choice, OwnedOdds::list(d.lines()))
        });
        box_out(List::Discards(list.collect()), list_out)
    }

    /// Entry `index` of a discard list; zeros (NULL `lines`) past the last or for another list.
    fn mahjong_discard_list_get(list: *const mahjong_list, index: usize) -> mahjong_discard_choice {
        crate::list::entry(list, index, crate::list::pick!(Discards), |(d, l)| mahjong_discard_choice {
            lines: borrow_ptr(l),
            ..*d
        })
    }

    /// Charleston advice before pass `pass` (`MAHJONG_PASS_*`; `Card::charleston_advice`); other arguments as
    /// `mahjong_card_odds`. A new `*list_out` of choices (`mahjong_pass_list_get`; `mahjong_list_free` it).
    fn mahjong_card_charleston_advice(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, pass: u8, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen) = card_args(card, hand, visible, n_visible, list_out)?;
        let p = crate::names::enum_in(u32::from(pass))?;
        let mut buf = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
        let n = c.charleston_advice(h, &seen, draws_arg(draws), p, &mut buf)?;
        let list = buf[..n].iter().map(|a| {
            let (tiles, n_tiles) = crate::ffi::tile_array(a.tiles());
            let (blind, probability, best) = (a.blind(), a.probability(), std::ptr::null());
            let choice = mahjong_pass_choice { tiles, n_tiles, blind, probability, best };
            (choice, List::Odds(a.best().into_iter().map(OwnedOdds::new).collect()))
        });
        box_out(List::Passes(list.collect()), list_out)
    }

    /// Entry `index` of a pass list; zeros (NULL `best`) past the last or for another list.
    fn mahjong_pass_list_get(list: *const mahjong_list, index: usize) -> mahjong_pass_choice {
        crate::list::entry(list, index, crate::list::pick!(Passes), |(c, l)| mahjong_pass_choice {
            best: borrow_ptr(l),
            ..*c
        })
    }

    /// Standard discard advice under `rules` (`standard::advice::discard_advice`) into `out` (room for `len`;
    /// 14 always suffices), the count in `*out_n`; `visible` as `mahjong_card_odds`.
    fn mahjong_standard_discard_advice(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, visible: *const mahjong_tile, n_visible: usize,
        out: *mut mahjong_standard_discard, len: usize, out_n: *mut usize,
    ) -> mahjong_result {
        let (h, r, seen) = (try_ref(hand)?, crate::names::enum_in(rules)?, visible_arg(visible, n_visible)?);
        let mut buf = [StandardDiscard::EMPTY; DISCARD_CHOICES];
        let n = discard_advice(h, r, &seen, &mut buf[..len.min(DISCARD_CHOICES)])?;
        let entries: Vec<mahjong_standard_discard> = buf[..n].iter().map(|d| mahjong_standard_discard {
            discard: d.discard().index(),
            tiles_away: d.tiles_away(),
            improving: d.improving(),
            improving_copies: d.improving_copies(),
            pool: d.pool(),
            chance: d.chance(),
            unseen: std::array::from_fn(|t| d.unseen(Tile::from_index(t as u8).unwrap_or(Tile::BLANK))),
        }).collect();
        crate::ffi::write_slice(&entries, out, len, out_n)
    }
}
