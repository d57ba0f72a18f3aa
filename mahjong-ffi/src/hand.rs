//! Hands: parse, print, inspect, free.
use crate::tile::{
    MAHJONG_NOTATION_AMERICAN, MAHJONG_NOTATION_MPSZ, MAHJONG_NOTATION_UNICODE, mahjong_notation, mahjong_tile,
    mahjong_tileset, tile_arg, tileset_arg,
};
use crate::{arg_str, mahjong_result, write_out, write_str};
use mahjong_core::{Hand, MeldKind, MeldStatus, WinContext, WinMethod, Wind, notation};
use std::ffi::c_char;

/// An opaque hand. Made by `mahjong_hand_parse`; freed by `mahjong_hand_free`.
///
/// Threads: a hand may be shared between threads for reading: any number of threads may pass it
/// to functions taking `const mahjong_hand *` at once. `mahjong_hand_set_context` changes it, so
/// while it runs no other thread may use that hand. Free it once, after every thread is done.
#[derive(Debug)]
pub struct mahjong_hand {
    _private: [u8; 0],
}

pub(crate) fn hand_ref<'a>(hand: *const mahjong_hand) -> Result<&'a Hand, mahjong_result> {
    if hand.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: every non-null mahjong_hand pointer was made by Box::into_raw(Box<Hand>) below.
    Ok(unsafe { &*hand.cast::<Hand>() })
}

fn hand_mut<'a>(hand: *mut mahjong_hand) -> Result<&'a mut Hand, mahjong_result> {
    if hand.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: as in hand_ref; the caller holds the only reference during the call.
    Ok(unsafe { &mut *hand.cast::<Hand>() })
}

pub(crate) unsafe fn box_hand_out(hand: Hand, out: *mut *mut mahjong_hand) -> mahjong_result {
    if out.is_null() {
        return mahjong_result::NullParameter;
    }
    let p = Box::into_raw(Box::new(hand)).cast::<mahjong_hand>();
    // SAFETY: checked non-null.
    unsafe { *out = p };
    mahjong_result::Ok
}

/// Parses a hand in MPSZ, American or Unicode notation (detected from its letters) and checks
/// it against the union of all tile sets. On success `*hand_out` receives a new hand that the
/// caller frees with `mahjong_hand_free`. On a parse error returns `MAHJONG_RESULT_PARSE_ERROR`;
/// `mahjong_last_error_message` and `mahjong_last_error_column` say what and where.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_parse(
    text: *const c_char,
    len: usize,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let s = try_ffi!(unsafe { arg_str(text, len) });
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let h = try_ffi!(Hand::parse(s).map_err(crate::error::parse_failed));
        // SAFETY: checked above.
        unsafe { box_hand_out(h, hand_out) }
    }
}

/// Like `mahjong_hand_parse`, checking tile counts against tile set `set`
/// (`MAHJONG_TILESET_*`): five red dragons, or a joker in a Chinese set, is a parse error naming
/// the tile and its column.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_parse_in(
    text: *const c_char,
    len: usize,
    set: mahjong_tileset,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let s = try_ffi!(unsafe { arg_str(text, len) });
        let set = try_ffi!(tileset_arg(set));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let h = try_ffi!(Hand::parse_in(s, &set).map_err(crate::error::parse_failed));
        // SAFETY: checked above.
        unsafe { box_hand_out(h, hand_out) }
    }
}

/// Frees a hand made by this library. NULL is accepted and does nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_free(hand: *mut mahjong_hand) {
    let _ = std::panic::catch_unwind(|| {
        if !hand.is_null() {
            // SAFETY: made by Box::into_raw in hand_out; the caller gives up ownership.
            drop(unsafe { Box::from_raw(hand.cast::<Hand>()) });
        }
    });
}

/// Writes the hand in one notation (`MAHJONG_NOTATION_*`) into `buf`, NUL-terminated;
/// `*out_n` gets the length in bytes without the NUL.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_format(
    hand: *const mahjong_hand,
    notation: mahjong_notation,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let s = match notation {
            MAHJONG_NOTATION_MPSZ => notation::mpsz(h).to_string(),
            MAHJONG_NOTATION_AMERICAN => notation::american(h).to_string(),
            MAHJONG_NOTATION_UNICODE => notation::unicode(h).to_string(),
            _ => {
                crate::error::set_last_error(&format!("{notation} is not a notation (0 to 2)"), 0);
                return mahjong_result::InvalidArgument;
            }
        };
        // SAFETY: caller contract.
        unsafe { write_str(&s, buf, len, out_n) }
    }
}

/// Checks the hand's tile counts against tile set `set`; `MAHJONG_RESULT_PARSE_ERROR` names
/// the first tile with too many copies.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_check(hand: *const mahjong_hand, set: mahjong_tileset) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let set = try_ffi!(tileset_arg(set));
        try_ffi!(h.check(&set).map_err(crate::error::parse_failed));
        mahjong_result::Ok
    }
}

/// Writes the number of tiles in concealed tiles and melds (bonus tiles not counted).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_tile_count(hand: *const mahjong_hand, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, h.tile_count()) }
    }
}

unsafe fn write_tiles(
    tiles: &[mahjong_core::Tile],
    out: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    if out.is_null() || out_n.is_null() {
        return mahjong_result::NullParameter;
    }
    if len < tiles.len() {
        // SAFETY: checked non-null.
        unsafe { *out_n = tiles.len() };
        return mahjong_result::InsufficientSize;
    }
    for (i, t) in tiles.iter().enumerate() {
        // SAFETY: `len >= tiles.len()` writable slots.
        unsafe { *out.add(i) = t.index() };
    }
    // SAFETY: checked non-null.
    unsafe { *out_n = tiles.len() };
    mahjong_result::Ok
}

/// Copies the concealed tiles into `tiles_out` (room for `len`); `*out_n` gets how many.
/// With too little room returns `MAHJONG_RESULT_INSUFFICIENT_SIZE` and `*out_n` the count
/// needed (at most 34).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_concealed(
    hand: *const mahjong_hand,
    tiles_out: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: caller contract.
        unsafe { write_tiles(h.concealed(), tiles_out, len, out_n) }
    }
}

/// Copies the flowers and seasons set aside into `tiles_out` (room for `len`, at most 8 needed).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_bonus(
    hand: *const mahjong_hand,
    tiles_out: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: caller contract.
        unsafe { write_tiles(h.bonus(), tiles_out, len, out_n) }
    }
}

/// A meld kind: one of the `MAHJONG_MELD_*` values.
pub type mahjong_meld_kind = u32;
/// Chow.
pub const MAHJONG_MELD_CHOW: mahjong_meld_kind = 0;
/// Pung.
pub const MAHJONG_MELD_PUNG: mahjong_meld_kind = 1;
/// Kong.
pub const MAHJONG_MELD_KONG: mahjong_meld_kind = 2;
/// Quint.
pub const MAHJONG_MELD_QUINT: mahjong_meld_kind = 3;
/// Sextet.
pub const MAHJONG_MELD_SEXTET: mahjong_meld_kind = 4;

/// A meld status: one of the `MAHJONG_MELD_STATUS_*` values.
pub type mahjong_meld_status = u32;
/// Exposed (claimed): `[...]`.
pub const MAHJONG_MELD_STATUS_EXPOSED: mahjong_meld_status = 0;
/// Concealed kong: `(...)`.
pub const MAHJONG_MELD_STATUS_CONCEALED: mahjong_meld_status = 1;
/// Added kong: `[...+]`.
pub const MAHJONG_MELD_STATUS_ADDED: mahjong_meld_status = 2;

/// One meld, copied out of a hand.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_meld {
    /// `MAHJONG_MELD_*`.
    pub kind: mahjong_meld_kind,
    /// `MAHJONG_MELD_STATUS_*`.
    pub status: mahjong_meld_status,
    /// The tiles (jokers included); the first `len` are valid.
    pub tiles: [mahjong_tile; 6],
    /// Number of tiles, 3 to 6.
    pub len: usize,
}

/// Writes the number of melds.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_meld_count(hand: *const mahjong_hand, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, h.melds().len()) }
    }
}

/// Copies meld number `index` (from 0) into `*meld_out`; `MAHJONG_RESULT_OUT_OF_RANGE` past
/// the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_meld(
    hand: *const mahjong_hand,
    index: usize,
    meld_out: *mut mahjong_meld,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let Some(m) = h.melds().get(index) else {
            crate::error::set_last_error(&format!("meld {index} out of range: the hand has {}", h.melds().len()), 0);
            return mahjong_result::OutOfRange;
        };
        let mut tiles = [0u8; 6];
        for (d, t) in tiles.iter_mut().zip(m.tiles()) {
            *d = t.index();
        }
        let kind = match m.kind() {
            MeldKind::Chow => MAHJONG_MELD_CHOW,
            MeldKind::Pung => MAHJONG_MELD_PUNG,
            MeldKind::Kong => MAHJONG_MELD_KONG,
            MeldKind::Quint => MAHJONG_MELD_QUINT,
            MeldKind::Sextet => MAHJONG_MELD_SEXTET,
        };
        let status = match m.status() {
            MeldStatus::Exposed => MAHJONG_MELD_STATUS_EXPOSED,
            MeldStatus::Concealed => MAHJONG_MELD_STATUS_CONCEALED,
            MeldStatus::Added => MAHJONG_MELD_STATUS_ADDED,
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(meld_out, mahjong_meld { kind, status, tiles, len: m.tiles().len() }) }
    }
}

/// How the hand was won: one of the `MAHJONG_WIN_*` values.
pub type mahjong_win_method = u32;
/// On a discard.
pub const MAHJONG_WIN_DISCARD: mahjong_win_method = 0;
/// Self-drawn from the wall.
pub const MAHJONG_WIN_SELF_DRAWN: mahjong_win_method = 1;
/// A loose tile (replacement for a kong, flower or season).
pub const MAHJONG_WIN_KONG_REPLACEMENT: mahjong_win_method = 2;
/// Robbing a kong.
pub const MAHJONG_WIN_ROBBING_KONG: mahjong_win_method = 3;
/// The last tile of the wall.
pub const MAHJONG_WIN_LAST_WALL_TILE: mahjong_win_method = 4;
/// The last discard.
pub const MAHJONG_WIN_LAST_DISCARD: mahjong_win_method = 5;

/// The win context of a hand. Winds are 0 East, 1 South, 2 West, 3 North.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_win_context {
    /// The winning tile (`mahjong_tile`), or -1 when not given. Any other negative value is an
    /// error (`MAHJONG_RESULT_INVALID_ARGUMENT`).
    pub winning_tile: i32,
    /// `MAHJONG_WIN_*`.
    pub method: mahjong_win_method,
    /// The winner's seat wind, 0–3.
    pub seat: u32,
    /// The prevailing wind, 0–3.
    pub prevailing: u32,
    /// Won on the first draw or discard.
    pub first_turn: bool,
    /// Original call declared.
    pub original_call: bool,
    /// The winning loose tile came after two kongs in a row (Twofold Fortune).
    pub kong_after_kong: bool,
    /// The winning tile was the last of its kind, the other three shown (notation word
    /// `last-of-kind`; the Chinese Official rules' Last Tile).
    pub last_of_kind: bool,
}

/// Copies the hand's win context into `*context_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_context(
    hand: *const mahjong_hand,
    context_out: *mut mahjong_win_context,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let c = h.context();
        let ctx = mahjong_win_context {
            winning_tile: c.winning_tile.map_or(-1, |t| t.index() as i32),
            method: c.method as u32,
            seat: c.seat as u32,
            prevailing: c.prevailing as u32,
            first_turn: c.first_turn,
            original_call: c.original_call,
            kong_after_kong: c.kong_after_kong,
            last_of_kind: c.last_of_kind,
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(context_out, ctx) }
    }
}

/// Sets the hand's win context from `*context`. Errors: an unknown method or wind, a negative
/// winning tile other than -1, or a winning tile that is not in the hand
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`), a winning tile past the last tile
/// (`MAHJONG_RESULT_INVALID_TILE`). On error the hand is unchanged.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_set_context(
    hand: *mut mahjong_hand,
    context: *const mahjong_win_context,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_mut(hand));
        if context.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: checked non-null.
        let c = unsafe { *context };
        let winning_tile = match c.winning_tile {
            -1 => None,
            t if t < 0 => {
                crate::error::set_last_error(
                    &format!("winning_tile {t} is neither -1 (not given) nor a tile (0 to 44)"),
                    0,
                );
                return mahjong_result::InvalidArgument;
            }
            t => Some(try_ffi!(tile_arg(u8::try_from(t).unwrap_or(u8::MAX)))),
        };
        let Some(method) = WinMethod::ALL.get(c.method as usize).copied() else {
            crate::error::set_last_error(&format!("{} is not a win method (0 to 5)", c.method), 0);
            return mahjong_result::InvalidArgument;
        };
        if c.seat > 3 || c.prevailing > 3 {
            crate::error::set_last_error("winds are 0 (East) to 3 (North)", 0);
            return mahjong_result::InvalidArgument;
        }
        let context = WinContext {
            winning_tile,
            method,
            seat: Wind::from_index(c.seat as u8),
            prevailing: Wind::from_index(c.prevailing as u8),
            first_turn: c.first_turn,
            original_call: c.original_call,
            kong_after_kong: c.kong_after_kong,
            last_of_kind: c.last_of_kind,
        };
        if let Err(k) = h.try_set_context(context) {
            crate::error::set_last_error(&k.to_string(), 0);
            return mahjong_result::InvalidArgument;
        }
        mahjong_result::Ok
    }
}
