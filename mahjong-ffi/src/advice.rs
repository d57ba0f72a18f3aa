//! Advice: the exact odds of a card's lines (`mahjong_card_odds`), discard advice
//! (`mahjong_card_discard_advice`), Charleston advice (`mahjong_card_charleston_advice`) and
//! standard discard advice (`mahjong_standard_discard_advice`). The definitions and every number
//! come from `mahjong_core::american::advice` and `mahjong_core::standard::advice`.
use crate::american::{OwnedNearest, box_out, card_ref, free_box, mahjong_card, mahjong_nearest, obj_ref};
use crate::error::mahjong_result;
use crate::hand::{hand_ref, mahjong_hand};
use crate::standard::{mahjong_rule_profile, rules_arg};
use crate::tile::{mahjong_tile, tile_arg};
use crate::write_out;
use mahjong_core::advice::AdviceError;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking};
use mahjong_core::rules::CharlestonPass;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};
use mahjong_core::{Hand, Tile};

/// How discard advice ranks the discards: `MAHJONG_RANKING_ODDS` (the best line's odds, ties by
/// value) or `MAHJONG_RANKING_EXPECTED_POINTS` (odds × value).
pub type mahjong_ranking = u32;
/// Rank by the best line's odds, ties by its value.
pub const MAHJONG_RANKING_ODDS: mahjong_ranking = 0;
/// Rank by the best line's odds times its value.
pub const MAHJONG_RANKING_EXPECTED_POINTS: mahjong_ranking = 1;

/// An opaque list of line odds, best first, from `mahjong_card_odds` (freed by
/// `mahjong_odds_list_free`) or borrowed from a discard or pass list (not to be freed).
#[derive(Debug)]
pub struct mahjong_odds_list {
    _private: [u8; 0],
}

/// An opaque list of discards, best first, from `mahjong_card_discard_advice`; freed by
/// `mahjong_discard_list_free`.
#[derive(Debug)]
pub struct mahjong_discard_list {
    _private: [u8; 0],
}

/// An opaque list of Charleston choices, best first, from `mahjong_card_charleston_advice`;
/// freed by `mahjong_pass_list_free`.
#[derive(Debug)]
pub struct mahjong_pass_list {
    _private: [u8; 0],
}

/// One discard of a standard 14-tile hand, written by `mahjong_standard_discard_advice`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_standard_discard {
    /// The tile to discard.
    pub discard: mahjong_tile,
    /// Tiles away after the discard (0 is calling, -1 complete).
    pub tiles_away: i8,
    /// The improving tiles: bit `i` set for face index `i` (0 to 33).
    pub improving: u64,
    /// Unseen copies of the improving tiles.
    pub improving_copies: u32,
    /// Tiles in the unseen pool.
    pub pool: u32,
    /// The chance that the next draw improves the hand: improving copies over the pool.
    pub chance: f64,
    /// Unseen copies of each face index (0 to 33).
    pub unseen: [u8; 34],
}

struct OwnedOdds {
    probability: f64,
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
}

struct OwnedDiscard {
    discard: Tile,
    probability: f64,
    expected_points: f64,
    lines: Vec<OwnedOdds>,
}

struct OwnedPass {
    tiles: Vec<mahjong_tile>,
    blind: usize,
    probability: f64,
    best: Vec<OwnedOdds>,
}

fn failed(e: AdviceError) -> mahjong_result {
    crate::error::set_last_error(&e.to_string(), 0);
    match e {
        AdviceError::HandTiles { .. } | AdviceError::Exposed { .. } | AdviceError::Standard(_) => {
            mahjong_result::InvalidHand
        }
        _ => mahjong_result::InvalidArgument,
    }
}

/// The visible tiles: `n` tile values at `tiles` (NULL allowed when `n` is 0).
unsafe fn visible_arg(tiles: *const mahjong_tile, n: usize) -> Result<Vec<Tile>, mahjong_result> {
    if n == 0 {
        return Ok(Vec::new());
    }
    if tiles.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: the caller promises `n` readable tile values at `tiles`.
    let raw = unsafe { std::slice::from_raw_parts(tiles, n) };
    raw.iter().map(|&t| tile_arg(t)).collect()
}

fn draws_arg(draws: i64) -> Option<usize> {
    usize::try_from(draws).ok()
}

/// The exact committed odds of the card's lines for a hand of 10 to 14 tiles (13 or 14 in play;
/// fewer after passing tiles in the Charleston), best first: the top `k` lines with a chance
/// (every line when `k` is at least the card's line count). `visible` holds `n_visible` tiles
/// seen outside the hand (discards, other players' exposures; NULL when 0). `draws` is the
/// player's draws to come; a negative value asks for the default, the draws left to one player
/// in a fresh wall. `*list_out` receives a new list the caller frees with
/// `mahjong_odds_list_free`. Errors, with `mahjong_last_error_message` naming the tile, count or
/// argument: `MAHJONG_RESULT_INVALID_HAND` for a hand of the wrong size,
/// `MAHJONG_RESULT_INVALID_ARGUMENT` for visible tiles past what the set holds, draws beyond the
/// wall, a card with no lines or k = 0, `MAHJONG_RESULT_INVALID_TILE` for a visible value that
/// is not a tile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_odds(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    visible: *const mahjong_tile,
    n_visible: usize,
    draws: i64,
    k: usize,
    list_out: *mut *mut mahjong_odds_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: caller contract.
        let seen = try_ffi!(unsafe { visible_arg(visible, n_visible) });
        if list_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let mut buf = vec![LineOdds::EMPTY; k.min(c.line_count())];
        let n = try_ffi!(c.odds(h, &seen, draws_arg(draws), &mut buf).map_err(failed));
        let list: Vec<OwnedOdds> = buf[..n].iter().map(OwnedOdds::new).collect();
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_odds_list>(list, list_out) }
    }
}

/// Frees a list of line odds from `mahjong_card_odds`. NULL is accepted. Never free a list
/// borrowed from a discard or pass list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_odds_list_free(list: *mut mahjong_odds_list) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<Vec<OwnedOdds>, _>(list) }
}

/// Writes the number of lines in the list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_odds_list_len(list: *const mahjong_odds_list, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedOdds>, _>(list));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, l.len()) }
    }
}

/// Writes entry `index` (from 0, best first): its odds (in [0, 1]), its expected points (odds ×
/// value) and a pointer to its committed form, read with the `mahjong_nearest_*` accessors
/// (borrowed from the list: valid until the list is freed). `MAHJONG_RESULT_OUT_OF_RANGE` past
/// the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_odds_list_get(
    list: *const mahjong_odds_list,
    index: usize,
    probability_out: *mut f64,
    expected_points_out: *mut f64,
    form_out: *mut *const mahjong_nearest,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedOdds>, _>(list));
        if probability_out.is_null() || expected_points_out.is_null() || form_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let Some(o) = l.get(index) else {
            crate::error::set_last_error(&format!("entry {index} is out of range: the list has {}", l.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: all three checked non-null.
        unsafe {
            *probability_out = o.probability;
            *expected_points_out = o.expected_points;
            *form_out = (&o.form as *const OwnedNearest).cast::<mahjong_nearest>();
        }
        mahjong_result::Ok
    }
}

/// Discard advice for a 14-tile hand: for each distinct tile, the best lines of the 13 tiles
/// left (the discard then seen), ranked by `ranking` (`MAHJONG_RANKING_*`). `visible`,
/// `n_visible` and `draws` as for `mahjong_card_odds`. `*list_out` receives a new list the
/// caller frees with `mahjong_discard_list_free`. Errors as for `mahjong_card_odds`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_discard_advice(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    visible: *const mahjong_tile,
    n_visible: usize,
    draws: i64,
    ranking: mahjong_ranking,
    list_out: *mut *mut mahjong_discard_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: caller contract.
        let seen = try_ffi!(unsafe { visible_arg(visible, n_visible) });
        let rank = match ranking {
            MAHJONG_RANKING_ODDS => Ranking::Odds,
            MAHJONG_RANKING_EXPECTED_POINTS => Ranking::ExpectedPoints,
            other => {
                crate::error::set_last_error(&format!("{other} is not a ranking (0 or 1)"), 0);
                return mahjong_result::InvalidArgument;
            }
        };
        if list_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let mut buf = [DiscardAdvice::EMPTY; 14];
        let n = try_ffi!(c.discard_advice(h, &seen, draws_arg(draws), rank, &mut buf).map_err(failed));
        let list: Vec<OwnedDiscard> = buf[..n]
            .iter()
            .map(|d| OwnedDiscard {
                discard: d.discard(),
                probability: d.probability(),
                expected_points: d.expected_points(),
                lines: d.lines().iter().map(OwnedOdds::new).collect(),
            })
            .collect();
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_discard_list>(list, list_out) }
    }
}

/// Frees a discard list (and the odds lists borrowed from it). NULL is accepted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_discard_list_free(list: *mut mahjong_discard_list) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<Vec<OwnedDiscard>, _>(list) }
}

/// Writes the number of discards in the list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_discard_list_len(
    list: *const mahjong_discard_list,
    out: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedDiscard>, _>(list));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, l.len()) }
    }
}

/// Writes discard `index` (from 0, best first): the tile, the best line's odds and expected
/// points, and its best lines as an odds list borrowed from the discard list (do not free it;
/// valid until the discard list is freed). `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_discard_list_get(
    list: *const mahjong_discard_list,
    index: usize,
    tile_out: *mut mahjong_tile,
    probability_out: *mut f64,
    expected_points_out: *mut f64,
    lines_out: *mut *const mahjong_odds_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedDiscard>, _>(list));
        if tile_out.is_null() || probability_out.is_null() || expected_points_out.is_null() || lines_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let Some(d) = l.get(index) else {
            crate::error::set_last_error(&format!("discard {index} is out of range: the list has {}", l.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: all four checked non-null.
        unsafe {
            *tile_out = d.discard.index();
            *probability_out = d.probability;
            *expected_points_out = d.expected_points;
            *lines_out = (&d.lines as *const Vec<OwnedOdds>).cast::<mahjong_odds_list>();
        }
        mahjong_result::Ok
    }
}

/// Charleston advice for a concealed hand of 13 tiles (East's 14 too) before pass `pass` (1 to
/// 7 in playing order): every choice of tiles to pass (never a joker; with blind passes on the
/// passes that allow them, and 0 to 3 tiles on the courtesy pass), ranked by the odds of what is
/// kept. `visible`, `n_visible` and `draws` as for `mahjong_card_odds`. `*list_out` receives a
/// new list the caller frees with `mahjong_pass_list_free`. Errors as for `mahjong_card_odds`;
/// also `MAHJONG_RESULT_INVALID_HAND` for a hand with exposures and
/// `MAHJONG_RESULT_INVALID_ARGUMENT` for a pass number outside 1 to 7.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_charleston_advice(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    visible: *const mahjong_tile,
    n_visible: usize,
    draws: i64,
    pass: u8,
    list_out: *mut *mut mahjong_pass_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h: &Hand = try_ffi!(hand_ref(hand));
        // SAFETY: caller contract.
        let seen = try_ffi!(unsafe { visible_arg(visible, n_visible) });
        let Some(p) = CharlestonPass::from_number(pass) else {
            crate::error::set_last_error(&format!("pass {pass} is not a Charleston pass (1 to 7)"), 0);
            return mahjong_result::InvalidArgument;
        };
        if list_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let mut buf = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
        let n = try_ffi!(c.charleston_advice(h, &seen, draws_arg(draws), p, &mut buf).map_err(failed));
        let list: Vec<OwnedPass> = buf[..n]
            .iter()
            .map(|a| OwnedPass {
                tiles: a.tiles().iter().map(|t| t.index()).collect(),
                blind: a.blind(),
                probability: a.probability(),
                best: a.best().iter().map(|b| OwnedOdds::new(b)).collect(),
            })
            .collect();
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_pass_list>(list, list_out) }
    }
}

/// Frees a pass list (and the odds lists borrowed from it). NULL is accepted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_pass_list_free(list: *mut mahjong_pass_list) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<Vec<OwnedPass>, _>(list) }
}

/// Writes the number of choices in the list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_pass_list_len(list: *const mahjong_pass_list, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedPass>, _>(list));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, l.len()) }
    }
}

/// Writes choice `index` (from 0, best first): the tiles passed from the hand into `tiles_out`
/// (room for 3) with their count in `*n_tiles_out`, the tiles passed blind, the best line's odds,
/// and the best line as an odds list of 0 or 1 entries borrowed from the pass list (do not free
/// it). `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_pass_list_get(
    list: *const mahjong_pass_list,
    index: usize,
    tiles_out: *mut mahjong_tile,
    n_tiles_out: *mut usize,
    blind_out: *mut usize,
    probability_out: *mut f64,
    best_out: *mut *const mahjong_odds_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedPass>, _>(list));
        if tiles_out.is_null() || n_tiles_out.is_null() || blind_out.is_null() || probability_out.is_null() || best_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let Some(a) = l.get(index) else {
            crate::error::set_last_error(&format!("choice {index} is out of range: the list has {}", l.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: all checked non-null; tiles_out has room for 3 per the contract.
        unsafe {
            std::ptr::copy_nonoverlapping(a.tiles.as_ptr(), tiles_out, a.tiles.len());
            *n_tiles_out = a.tiles.len();
            *blind_out = a.blind;
            *probability_out = a.probability;
            *best_out = (&a.best as *const Vec<OwnedOdds>).cast::<mahjong_odds_list>();
        }
        mahjong_result::Ok
    }
}

/// Standard discard advice for a hand of 14 tiles in sets under `rules`: one entry per distinct
/// tile, fewest tiles away first, then most improving copies, written into `out` (room for
/// `len` entries; 14 is always enough); `*out_n` gets the count written. `visible` as for
/// `mahjong_card_odds` (flowers and seasons among them are ignored). Errors:
/// `MAHJONG_RESULT_INVALID_HAND` for a hand the rules refuse or not of 14 tiles,
/// `MAHJONG_RESULT_INVALID_ARGUMENT` for visible tiles past what the set holds, an unknown rule
/// profile or `len` = 0.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_standard_discard_advice(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    visible: *const mahjong_tile,
    n_visible: usize,
    out: *mut mahjong_standard_discard,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        // SAFETY: caller contract.
        let seen = try_ffi!(unsafe { visible_arg(visible, n_visible) });
        if out_n.is_null() || (out.is_null() && len > 0) {
            return mahjong_result::NullParameter;
        }
        let mut buf = [StandardDiscard::EMPTY; 14];
        let room = len.min(buf.len());
        let n = try_ffi!(discard_advice(h, r, &seen, &mut buf[..room]).map_err(failed));
        for (i, d) in buf[..n].iter().enumerate() {
            let mut unseen = [0u8; 34];
            for (t, u) in unseen.iter_mut().enumerate() {
                *u = d.unseen(Tile::from_index(t as u8).unwrap_or(Tile::BLANK));
            }
            let entry = mahjong_standard_discard {
                discard: d.discard().index(),
                tiles_away: d.tiles_away(),
                improving: d.improving(),
                improving_copies: d.improving_copies(),
                pool: d.pool(),
                chance: d.chance(),
                unseen,
            };
            // SAFETY: i < n <= len writable entries at out per the caller's contract.
            unsafe { out.add(i).write(entry) };
        }
        // SAFETY: checked non-null.
        unsafe { *out_n = n };
        mahjong_result::Ok
    }
}
