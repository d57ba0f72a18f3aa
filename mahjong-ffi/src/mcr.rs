//! The Chinese Official rules (MCR): fans and total of a winning hand, the 8-point minimum,
//! payments, tiles away in the five forms and waits. Every answer comes from
//! `mahjong_core::mcr`.

use crate::error::set_last_error;
use crate::hand::{hand_ref, mahjong_hand};
use crate::{mahjong_result, write_out, write_str};
use mahjong_core::Wind;
use mahjong_core::mcr::{self, Fan, HandForm, McrError};
use std::ffi::c_char;

/// The form of an MCR hand: `MAHJONG_MCR_FORM_*`.
pub type mahjong_mcr_form = u32;
/// Four sets and a pair (Nine Gates too).
pub const MAHJONG_MCR_FORM_REGULAR: mahjong_mcr_form = 0;
/// Seven pairs.
pub const MAHJONG_MCR_FORM_SEVEN_PAIRS: mahjong_mcr_form = 1;
/// Thirteen Orphans.
pub const MAHJONG_MCR_FORM_THIRTEEN_ORPHANS: mahjong_mcr_form = 2;
/// Lesser or Greater Honors and Knitted Tiles.
pub const MAHJONG_MCR_FORM_HONORS_AND_KNITTED: mahjong_mcr_form = 3;
/// A Knitted Straight with a set and a pair.
pub const MAHJONG_MCR_FORM_KNITTED_STRAIGHT: mahjong_mcr_form = 4;

/// The score of a winning hand under the Chinese Official rules. `counts[n]` is how many times
/// fan number `n` (1 to 81, the official table's order; see `mahjong_mcr_fan_name`) is counted;
/// `counts[0]` is 0.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_mcr_score_result {
    /// Fans and flowers.
    pub total: u32,
    /// Fans without the flowers (what the 8-point minimum reads).
    pub fan_points: u32,
    /// Flowers and seasons, 1 point each.
    pub flowers: u32,
    /// Whether `fan_points` reaches the 8-point minimum.
    pub meets_minimum: bool,
    /// `MAHJONG_MCR_FORM_*`.
    pub form: mahjong_mcr_form,
    /// Times each fan is counted, by fan number.
    pub counts: [u8; 82],
}

fn mcr_err(e: McrError) -> mahjong_result {
    set_last_error(&e.to_string(), 0);
    mahjong_result::ScoreError
}

fn fan_arg(number: u32) -> Result<Fan, mahjong_result> {
    u8::try_from(number).ok().and_then(Fan::from_number).ok_or_else(|| {
        set_last_error(&format!("{number} is not an MCR fan number (1 to {})", Fan::COUNT), 0);
        mahjong_result::InvalidArgument
    })
}

fn wind_arg(w: i32, what: &str) -> Result<Option<Wind>, mahjong_result> {
    match w {
        -1 => Ok(None),
        0..=3 => Ok(Some(Wind::from_index(w as u8))),
        _ => {
            set_last_error(&format!("{what}: winds are 0 (East) to 3 (North), or -1 for none"), 0);
            Err(mahjong_result::InvalidArgument)
        }
    }
}

/// Scores a complete hand under the Chinese Official rules (its win context must name the
/// winning tile, among the concealed tiles); `flowers_and_seasons` false makes a flower in the
/// hand an error. Writes `*out` on success. Errors: `MAHJONG_RESULT_SCORE_ERROR` (not complete,
/// wrong tile count, no winning tile, an impossible context; see `mahjong_last_error_message`),
/// `MAHJONG_RESULT_NULL_PARAMETER`. Nothing to free.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_score(
    hand: *const mahjong_hand,
    flowers_and_seasons: bool,
    out: *mut mahjong_mcr_score_result,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let s = try_ffi!(mcr::score_in(h, flowers_and_seasons).map_err(mcr_err));
        let mut counts = [0u8; 82];
        for (f, n) in s.fans() {
            counts[f.number() as usize] = n;
        }
        let value = mahjong_mcr_score_result {
            total: s.total(),
            fan_points: s.fan_points(),
            flowers: s.flowers(),
            meets_minimum: s.meets_minimum(),
            form: s.form() as u32,
            counts,
        };
        // SAFETY: caller contract.
        unsafe { write_out(out, value) }
    }
}

/// Whether the hand wins under the Chinese Official rules (complete, at least 8 points of fans
/// without flowers), in `*out`; an incomplete hand is `false`. Errors:
/// `MAHJONG_RESULT_SCORE_ERROR` (a hand that cannot be read), `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_is_winning(hand: *const mahjong_hand, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let w = try_ffi!(mcr::is_winning(h).map_err(mcr_err));
        // SAFETY: caller contract.
        unsafe { write_out(out, w) }
    }
}

/// Copies the English name of fan `number` (1 to 81) into `buf`, NUL-terminated; `*out_n` gets
/// its length without the NUL. Errors: `MAHJONG_RESULT_INVALID_ARGUMENT`,
/// `MAHJONG_RESULT_INSUFFICIENT_SIZE`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_fan_name(
    number: u32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let f = try_ffi!(fan_arg(number));
        // SAFETY: caller contract.
        unsafe { write_str(f.label(), buf, len, out_n) }
    }
}

/// Copies the Chinese name (UTF-8) of fan `number` into `buf`, as `mahjong_mcr_fan_name`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_fan_chinese(
    number: u32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let f = try_ffi!(fan_arg(number));
        // SAFETY: caller contract.
        unsafe { write_str(f.chinese(), buf, len, out_n) }
    }
}

/// The points fan `number` is worth each time it is counted, in `*out`. Errors:
/// `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_fan_points(number: u32, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let f = try_ffi!(fan_arg(number));
        // SAFETY: caller contract.
        unsafe { write_out(out, f.points() as u32) }
    }
}

/// MCR payments of a win worth `total`: `out[4]` (East, South, West, North) gets what each seat
/// pays (negative) or receives. `winner` 0–3; `discarder` 0–3, or -1 for a self-drawn win.
/// Errors: `MAHJONG_RESULT_INVALID_ARGUMENT` (a wind out of range, the discarder is the
/// winner), `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_payments(
    total: u32,
    winner: i32,
    discarder: i32,
    out: *mut [i32; 4],
) -> mahjong_result {
    ffi_panic_boundary! {
        let Some(w) = try_ffi!(wind_arg(winner, "winner")) else {
            set_last_error("winner: winds are 0 (East) to 3 (North)", 0);
            return mahjong_result::InvalidArgument;
        };
        let d = try_ffi!(wind_arg(discarder, "discarder"));
        let p = try_ffi!(mcr::payments(total, w, d).map_err(|e| {
            set_last_error(&e.to_string(), 0);
            mahjong_result::InvalidArgument
        }));
        // SAFETY: caller contract.
        unsafe { write_out(out, p) }
    }
}

/// Tiles away (riichi convention: 0 ready) of a 13-tile hand in each MCR form; a form closed by
/// the melds has `has_* = false`. `improving` is the mask (bit = tile index) of tiles that bring
/// a best form one closer. The 8-point minimum is not part of tiles away.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_mcr_tiles_away_result {
    /// Four sets and a pair.
    pub regular: i8,
    /// Seven pairs.
    pub seven_pairs: i8,
    /// Whether seven pairs is open (no melds).
    pub has_seven_pairs: bool,
    /// Thirteen Orphans.
    pub thirteen_orphans: i8,
    /// Whether Thirteen Orphans is open.
    pub has_thirteen_orphans: bool,
    /// Honors and Knitted Tiles.
    pub honors_and_knitted: i8,
    /// Whether Honors and Knitted Tiles is open.
    pub has_honors_and_knitted: bool,
    /// Knitted Straight with a set and a pair.
    pub knitted_straight: i8,
    /// Whether the Knitted Straight is open (at most one meld).
    pub has_knitted_straight: bool,
    /// The least of the open forms.
    pub best: i8,
    /// Tiles that improve a best form.
    pub improving: u64,
}

/// Tiles away in the five MCR forms of a hand one tile short (13 tiles, kongs count 3),
/// written to `*out`. Errors: `MAHJONG_RESULT_SCORE_ERROR` (wrong count, a joker…),
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_tiles_away(
    hand: *const mahjong_hand,
    out: *mut mahjong_mcr_tiles_away_result,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let a = try_ffi!(mcr::tiles_away(h).map_err(mcr_err));
        let best = a.best();
        let improving = HandForm::ALL.into_iter().filter(|&f| a.form(f) == Some(best)).fold(0, |m, f| m | a.improving(f));
        let value = mahjong_mcr_tiles_away_result {
            regular: a.regular(),
            seven_pairs: a.seven_pairs().unwrap_or(0),
            has_seven_pairs: a.seven_pairs().is_some(),
            thirteen_orphans: a.thirteen_orphans().unwrap_or(0),
            has_thirteen_orphans: a.thirteen_orphans().is_some(),
            honors_and_knitted: a.honors_and_knitted().unwrap_or(0),
            has_honors_and_knitted: a.honors_and_knitted().is_some(),
            knitted_straight: a.knitted_straight().unwrap_or(0),
            has_knitted_straight: a.knitted_straight().is_some(),
            best,
            improving,
        };
        // SAFETY: caller contract.
        unsafe { write_out(out, value) }
    }
}

/// The winning tiles of a 13-tile hand under the Chinese Official rules: `mask` (bit = tile
/// index), and for each tile `forms[tile]`, a bit mask of the forms it completes (bit
/// `MAHJONG_MCR_FORM_*`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_mcr_waits_result {
    /// The winning tiles.
    pub mask: u64,
    /// The forms each tile completes.
    pub forms: [u8; 34],
    /// How many tiles win.
    pub count: u32,
}

/// The winning tiles of a hand one tile short (13 tiles) with the forms each completes, written
/// to `*out` (the 8-point minimum is not checked). Errors: `MAHJONG_RESULT_SCORE_ERROR`,
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_mcr_waits(
    hand: *const mahjong_hand,
    out: *mut mahjong_mcr_waits_result,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let w = try_ffi!(mcr::waits(h).map_err(mcr_err));
        let mut forms = [0u8; 34];
        for t in w.tiles() {
            forms[t.index() as usize] = w.forms(t).fold(0u8, |m, f| m | 1 << f as u8);
        }
        let value = mahjong_mcr_waits_result { mask: w.mask(), forms, count: w.len() as u32 };
        // SAFETY: caller contract.
        unsafe { write_out(out, value) }
    }
}
