//! C ABI for the Chinese Official rules (`mahjong_core::mcr`): scores, fans, payments, tiles away
//! and waits.

use crate::hand::mahjong_hand;
use crate::names::{enum_out, mahjong_mcr_form};
use crate::standard::by_value;
use mahjong_core::args::Given;
use mahjong_core::mcr::{self, Fan};
use mahjong_core::rules::limits::{wind, wind_or_none};

// `counts` holds an entry per fan number, 1 to `Fan::COUNT` (cbindgen needs the number written).
const _: () = assert!(Fan::COUNT + 1 == 82);

ffi! {
    /// The score of a winning hand under the Chinese Official rules: each field is the `mcr::McrScore` accessor
    /// of its name; `counts[n]` is `count` of fan `n` (`MAHJONG_MCR_FAN_*`, named by `mahjong_name` with `label`).
    struct mahjong_mcr_score_result from s: &mcr::McrScore {
        total: u32 = s.total(),
        fan_points: u32 = s.fan_points(),
        flowers: u32 = s.flowers(),
        meets_minimum: bool = s.meets_minimum(),
        form: mahjong_mcr_form = enum_out(s.form()),
        counts: [u8; 82] = std::array::from_fn(|n| Fan::from_number(n as u8).map_or(0, |f| s.count(f))),
    }

    /// Scores a complete hand under the Chinese Official rules (`mcr::score_in`) into `*out`.
    fn mahjong_mcr_score(
        hand: *const mahjong_hand, flowers_and_seasons: bool,
    ) -> out: *mut mahjong_mcr_score_result = &mcr::score_in(hand, flowers_and_seasons)?;

    /// Whether the hand wins under the Chinese Official rules (`mcr::is_winning`), in `*out`.
    fn mahjong_mcr_is_winning(hand: *const mahjong_hand) -> out: *mut bool = mcr::is_winning(hand)?;

    /// Copies the Chinese name (UTF-8) of fan `number` (`MAHJONG_MCR_FAN_*`; `Fan::chinese`) into
    /// `buf`, NUL-terminated.
    fn mahjong_mcr_fan_chinese(number: u32) -> text = Fan::chinese(number);

    /// The points fan `number` is worth each time it is counted (`Fan::points`), in `*out`.
    fn mahjong_mcr_fan_points(number: u32) -> out: *mut u32 = Fan::points(number) as u32;

    /// MCR payments of a win worth `total` (`mcr::payments`, `mcr::payment_total`): `out[4]` by wind; -1 self-drawn.
    fn mahjong_mcr_payments(total: u32, winner: i32, discarder: i32) -> out: *mut [i32; 4] = mcr::payments(
        mcr::payment_total(Given::Number(total))?, wind("winner", winner)?, wind_or_none("discarder", discarder)?,
    )?;

    /// Tiles away of a 13-tile hand in each MCR form (`mcr::McrTilesAway`): `forms[f]` for form `f`
    /// (`MAHJONG_MCR_FORM_*`), valid when `has_form[f]`; `improving` (bit `i`) its `improving_tiles`.
    struct mahjong_mcr_tiles_away_result from a: &mcr::McrTilesAway {
        forms: [i8; 5] = by_value(|f| a.form(f)).0,
        has_form: [bool; 5] = by_value(|f| a.form(f)).1,
        best: i8 = a.best(),
        improving: u64 = a.improving_tiles().fold(0, |m, t| m | 1 << t.index()),
    }

    /// Tiles away in the five MCR forms (`mcr::tiles_away`) in `*out`.
    fn mahjong_mcr_tiles_away(hand: *const mahjong_hand) -> out: *mut mahjong_mcr_tiles_away_result =
        &mcr::tiles_away(hand)?;

    /// The winning tiles of a 13-tile hand (`mcr::McrWaits`): `mask` (bit `i` for tile `i`) and, per tile, the
    /// forms it completes (bit `MAHJONG_MCR_FORM_*`).
    struct mahjong_mcr_waits_result from w: &mcr::McrWaits {
        mask: u64 = w.mask(),
        forms: [u8; 34] = crate::ffi::per_tile(|t| w.forms(t).fold(0u8, |m, f| m | 1 << enum_out(f))),
        /// `McrWaits::len`.
        count: u32 = w.len() as u32,
    }

    /// The winning tiles of a 13-tile hand (`mcr::waits`) in `*out`.
    fn mahjong_mcr_waits(hand: *const mahjong_hand) -> out: *mut mahjong_mcr_waits_result = &mcr::waits(hand)?;
}
