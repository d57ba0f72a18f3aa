//! Advice (`mahjong_core::american::advice`, `mahjong_core::standard::advice`): the exact odds
//! of a card's lines, discard advice, Charleston advice and standard discard advice.
use crate::american::{OwnedNearest, mahjong_card, mahjong_nearest};
use crate::error::mahjong_result;
use crate::ffi::{borrow_ptr, box_out, c_in, slice_in, try_ref};
use crate::hand::mahjong_hand;
use crate::list::{List, entry, mahjong_list, pick};
use crate::names::{mahjong_charleston_pass, mahjong_ranking, mahjong_rule_profile};
use crate::tile::mahjong_tile;
use mahjong_core::american::Card;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, PassAdvice, Ranking};
use mahjong_core::standard::advice::{StandardDiscard, discard_advice_vec};
use mahjong_core::{Tile, advice, args::Given};

ffi! {
    /// One entry of an odds list: each field is the `LineOdds` accessor of its name; `form` is borrowed from the
    /// list.
    struct mahjong_line_odds from o: &LineOdds<'_> {
        probability: f64 = o.probability(),
        expected_points: f64 = o.expected_points(),
        /// The committed form, read with `mahjong_nearest_get_info`.
        form: *const mahjong_nearest = std::ptr::null(),
    }

    /// One entry of a discard list: each field is the `DiscardAdvice` accessor of its name; `lines` (an odds
    /// list) is borrowed from the list.
    struct mahjong_discard_choice from d: &DiscardAdvice<'_> {
        discard: mahjong_tile = d.discard().index(),
        probability: f64 = d.probability(),
        expected_points: f64 = d.expected_points(),
        lines: *const mahjong_list = std::ptr::null(),
    }

    /// One entry of a pass list: each field is the `PassAdvice` accessor of its name, the first `n_tiles` of
    /// `tiles` valid; `best` is borrowed from the list.
    struct mahjong_pass_choice from a: &PassAdvice<'_> {
        tiles: [mahjong_tile; 3] = crate::ffi::tile_array(a.tiles()).0,
        n_tiles: usize = crate::ffi::tile_array::<3>(a.tiles()).1,
        blind: usize = a.blind(),
        probability: f64 = a.probability(),
        /// An odds list of 0 or 1 entries.
        best: *const mahjong_list = std::ptr::null(),
    }

    /// One discard of a standard 14-tile hand: each field is the `StandardDiscard` accessor of its name.
    struct mahjong_standard_discard from d: &StandardDiscard {
        discard: mahjong_tile = d.discard().index(),
        /// 0 is calling, -1 complete.
        tiles_away: i8 = d.tiles_away(),
        /// Bit `i` for face index `i`.
        improving: u64 = d.improving(),
        improving_copies: u32 = d.improving_copies(),
        pool: u32 = d.pool(),
        chance: f64 = d.chance(),
        /// By face index (0 to 33).
        unseen: [u8; 34] = crate::ffi::per_tile(|t| d.unseen(t)),
    }
}

/// An odds list: each entry with the form it points to (`form` is set when the entry is read).
fn odds_list<'a>(odds: impl IntoIterator<Item = &'a LineOdds<'a>>) -> List {
    List::Odds(odds.into_iter().map(|o| (o.into(), OwnedNearest::new(o.form()))).collect())
}

/// The card, the hand, the visible tiles and the draws (None: the core's default).
type CardArgs<'a> = (&'a Card, &'a mahjong_core::Hand, Vec<Tile>, Option<usize>);

/// The arguments every card advice reads (draws by `advice::draws_or_default`), its list output checked.
fn card_args<'a>(
    card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize, draws: i64,
    list_out: *mut *mut mahjong_list,
) -> Result<CardArgs<'a>, mahjong_result> {
    let args = (c_in(card)?, try_ref(hand)?, slice_in(visible, n_visible)?, advice::draws_or_default(draws)?);
    crate::ffi::try_out(list_out).map(|_| args)
}

ffi! {
    /// The committed odds of the card's lines, best first, at most `k` (`Card::odds_vec`, `advice::k`). `visible`:
    /// `n_visible` tiles seen outside the hand (NULL when 0); `draws` < 0 takes the core's default, another is read by
    /// `advice::draws` (`advice::draws_or_default`). A new `*list_out` of odds (`mahjong_odds_list_get`; `mahjong_list_free` it).
    fn mahjong_card_odds(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, k: usize, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen, draws) = card_args(card, hand, visible, n_visible, draws, list_out)?;
        let odds = c.odds_vec(h, &seen, draws, Some(advice::k(Given::Written(&k.to_string()))?))?;
        box_out(odds_list(&odds), list_out)
    }

    /// Entry `index` of an odds list; zeros (NULL `form`) past the last or for another list.
    fn mahjong_odds_list_get(list: *const mahjong_list, index: usize) -> mahjong_line_odds {
        entry(list, index, pick!(Odds), |(o, f)| mahjong_line_odds { form: borrow_ptr(f), ..*o })
    }

    /// Discard advice for a 14-tile hand ranked by `ranking` (`Card::discard_advice_vec`); other arguments as
    /// `mahjong_card_odds`. A new `*list_out` of discards (`mahjong_discard_list_get`; `mahjong_list_free` it).
    fn mahjong_card_discard_advice(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, ranking: mahjong_ranking, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen, draws) = card_args(card, hand, visible, n_visible, draws, list_out)?;
        let advice = c.discard_advice_vec(h, &seen, draws, c_in::<_, Ranking>(ranking)?)?;
        box_out(List::Discards(advice.iter().map(|d| (d.into(), odds_list(d.lines()))).collect()), list_out)
    }

    /// Entry `index` of a discard list; zeros (NULL `lines`) past the last or for another list.
    fn mahjong_discard_list_get(list: *const mahjong_list, index: usize) -> mahjong_discard_choice {
        entry(list, index, pick!(Discards), |(d, l)| mahjong_discard_choice { lines: borrow_ptr(l), ..*d })
    }

    /// Charleston advice before pass `pass` (`MAHJONG_PASS_*`; `Card::charleston_advice_vec`); other arguments as
    /// `mahjong_card_odds`. A new `*list_out` of choices (`mahjong_pass_list_get`; `mahjong_list_free` it).
    fn mahjong_card_charleston_advice(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const mahjong_tile, n_visible: usize,
        draws: i64, pass: mahjong_charleston_pass, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h, seen, draws) = card_args(card, hand, visible, n_visible, draws, list_out)?;
        let advice = c.charleston_advice_vec(h, &seen, draws, c_in(pass)?)?;
        box_out(List::Passes(advice.iter().map(|a| (a.into(), odds_list(a.best()))).collect()), list_out)
    }

    /// Entry `index` of a pass list; zeros (NULL `best`) past the last or for another list.
    fn mahjong_pass_list_get(list: *const mahjong_list, index: usize) -> mahjong_pass_choice {
        entry(list, index, pick!(Passes), |(c, l)| mahjong_pass_choice { best: borrow_ptr(l), ..*c })
    }

    /// Standard discard advice under `rules` (`standard::advice::discard_advice_vec`) into `out` (room for `len`;
    /// 14 always suffices), the count in `*out_n`; `visible` as `mahjong_card_odds`.
    fn mahjong_standard_discard_advice(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, visible: *const mahjong_tile, n_visible: usize,
        out: *mut mahjong_standard_discard, len: usize, out_n: *mut usize,
    ) -> mahjong_result {
        let (h, r, seen) = (try_ref(hand)?, c_in(rules)?, slice_in(visible, n_visible)?);
        let advice = discard_advice_vec(h, r, &seen)?;
        let entries: Vec<mahjong_standard_discard> = advice.iter().map(mahjong_standard_discard::from).collect();
        crate::ffi::write_slice(&entries, out, len, out_n)
    }
}
