//! Hands (`mahjong_core::Hand`): parse, print, inspect, free.
use crate::ffi::{
    Castable, box_out, free_box, tile_array, try_arg, try_index, try_mut, try_ref, try_str, write_out, write_slice,
    write_str,
};
use crate::mahjong_result;
use crate::names::{enum_in, enum_out};
use crate::tile::{mahjong_notation, mahjong_tile, mahjong_tileset, mahjong_wind, tile_arg, tileset_arg};
use mahjong_core::{Hand, Meld, Tile, WinContext, notation};
use std::ffi::c_char;

/// An opaque hand, from `mahjong_hand_parse` (and the rules that deal or change hands); freed by
/// `mahjong_hand_free`. Threads: any number of threads may read a hand at once;
/// `mahjong_hand_set_context` needs it to itself.
#[derive(Debug)]
pub struct mahjong_hand {
    _private: [u8; 0],
}

impl Castable for mahjong_hand {
    type Rust = Hand;
}

/// A meld kind (`mahjong_core::MeldKind`): one of the `MAHJONG_MELD_*` values.
pub type mahjong_meld_kind = u32;

/// A meld status (`mahjong_core::MeldStatus`): one of the `MAHJONG_MELD_STATUS_*` values.
pub type mahjong_meld_status = u32;

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

pub(crate) fn meld_out(m: &Meld) -> mahjong_meld {
    let (tiles, len) = tile_array(m.tiles());
    mahjong_meld { kind: enum_out(m.kind()), status: enum_out(m.status()), tiles, len }
}

pub(crate) fn meld_arg(meld: *const mahjong_meld) -> Result<Meld, mahjong_result> {
    let m = try_arg(meld)?;
    let status = enum_in(m.status)?;
    let tiles = m
        .tiles
        .get(..m.len)
        .ok_or_else(|| crate::error::invalid_argument(&format!("meld length {} is more than the 6 tiles", m.len)))?;
    let tiles = tiles.iter().map(|&t| tile_arg(t)).collect::<Result<Vec<Tile>, _>>()?;
    Meld::new(&tiles, status).map_err(|e| crate::error::invalid_argument(&format!("not a meld: {e}")))
}

/// Parses a hand (`Hand::parse`: MPSZ, American or Unicode notation, checked against the union
/// of all tile sets). `*hand_out` gets a new hand (free with `mahjong_hand_free`). Errors:
/// `MAHJONG_RESULT_PARSE_ERROR` (`mahjong_last_error_message` and `_column` say what and where).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_parse(
    text: *const c_char, len: usize, hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_str(text, len)?;
        crate::ffi::try_out(hand_out)?;
        let h = Hand::parse(s)?;
        box_out(h, hand_out)
    }
}

/// Like `mahjong_hand_parse`, checking tile counts against tile set `set` (`Hand::parse_in`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_parse_in(
    text: *const c_char, len: usize, set: mahjong_tileset, hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_str(text, len)?;
        let set = tileset_arg(set)?;
        crate::ffi::try_out(hand_out)?;
        let h = Hand::parse_in(s, &set)?;
        box_out(h, hand_out)
    }
}

/// Frees a hand. NULL does nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_free(hand: *mut mahjong_hand) {
    free_box(hand)
}

/// Writes the hand in `notation` (`MAHJONG_NOTATION_*`) into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_format(
    hand: *const mahjong_hand, notation: mahjong_notation, buf: *mut c_char, len: usize, out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ref(hand)?;
        let s = notation::write_in(h, enum_in(notation)?).to_string();
        write_str(&s, buf, len, out_n)
    }
}

/// Checks the hand's tile counts against tile set `set` (`Hand::check`);
/// `MAHJONG_RESULT_PARSE_ERROR` names the first tile with too many copies.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_check(hand: *const mahjong_hand, set: mahjong_tileset) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ref(hand)?;
        let set = tileset_arg(set)?;
        h.check(&set)?;
        Ok(())
    }
}

/// The tiles in concealed tiles and melds (`Hand::tile_count`; 0 for NULL).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_hand_tile_count(hand: *const mahjong_hand) -> usize {
    try_ref(hand).map_or(0, Hand::tile_count)
}

/// The number of melds (0 for NULL).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_hand_meld_count(hand: *const mahjong_hand) -> usize {
    try_ref(hand).map_or(0, |h| h.melds().len())
}

/// Copies the concealed tiles into `tiles_out` (room for `len`); `*out_n` gets how many. Too
/// little room gives `MAHJONG_RESULT_INSUFFICIENT_SIZE` and the count needed (at most 34).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_concealed(
    hand: *const mahjong_hand, tiles_out: *mut mahjong_tile, len: usize, out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! { write_tiles(hand, Hand::concealed, tiles_out, len, out_n) }
}

/// Copies the tiles `part` reads from the hand into `tiles_out`, as `mahjong_hand_concealed`.
fn write_tiles(
    hand: *const mahjong_hand, part: fn(&Hand) -> &[Tile], tiles_out: *mut mahjong_tile, len: usize, out_n: *mut usize,
) -> crate::ffi::Res {
    let h = try_ref(hand)?;
    let tiles: Vec<u8> = part(h).iter().map(|t| t.index()).collect();
    write_slice(&tiles, tiles_out, len, out_n)
}

/// Copies the flowers and seasons set aside into `tiles_out`, as `mahjong_hand_concealed`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_bonus(
    hand: *const mahjong_hand, tiles_out: *mut mahjong_tile, len: usize, out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! { write_tiles(hand, Hand::bonus, tiles_out, len, out_n) }
}

/// Copies meld `index` (from 0) into `*meld_out`; `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_meld(
    hand: *const mahjong_hand, index: usize, meld_out: *mut mahjong_meld,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ref(hand)?;
        let m = try_index(h.melds(), index, "meld")?;
        write_out(meld_out, self::meld_out(m))
    }
}

/// How the hand was won (`mahjong_core::WinMethod`, in `WinMethod::ALL` order): one of the
/// `MAHJONG_WIN_*` values.
pub type mahjong_win_method = u32;

/// The win context of a hand (`mahjong_core::WinContext`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_win_context {
    /// The winning tile, or -1 when not given.
    pub winning_tile: i32,
    /// `MAHJONG_WIN_*`.
    pub method: mahjong_win_method,
    /// The winner's own wind ([`mahjong_core::WinContext::seat_wind`]).
    pub seat_wind: mahjong_wind,
    /// The prevailing wind.
    pub prevailing: mahjong_wind,
    /// Won on the first draw or discard.
    pub first_turn: bool,
    /// Original call declared.
    pub original_call: bool,
    /// The winning loose tile came after two kongs in a row.
    pub kong_after_kong: bool,
    /// The winning tile was the last of its kind (notation word `last-of-kind`).
    pub last_of_kind: bool,
}

/// The hand's win context (zeros, winning tile -1, for NULL).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_hand_context(hand: *const mahjong_hand) -> mahjong_win_context {
    let c = try_ref(hand).map(|h| *h.context()).unwrap_or_default();
    mahjong_win_context {
        winning_tile: c.winning_tile.map_or(-1, |t| i32::from(t.index())),
        method: enum_out(c.method),
        seat_wind: enum_out(c.seat_wind),
        prevailing: enum_out(c.prevailing),
        first_turn: c.first_turn,
        original_call: c.original_call,
        kong_after_kong: c.kong_after_kong,
        last_of_kind: c.last_of_kind,
    }
}

/// Sets the hand's win context (`Hand::try_set_context`). Errors
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`): an unknown method or wind, a winning tile not -1 and
/// not in the hand (`MAHJONG_RESULT_INVALID_TILE` past the last tile). On error the hand is
/// unchanged.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_set_context(
    hand: *mut mahjong_hand, context: *const mahjong_win_context,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_mut(hand)?;
        let c = *try_arg(context)?;
        let winning_tile = match c.winning_tile {
            -1 => None,
            t => match u8::try_from(t) {
                Ok(t) => Some(tile_arg(t)?),
                Err(_) if t > 0 => Some(tile_arg(u8::MAX)?),
                Err(_) => {
                    return Err(crate::error::invalid_argument(&format!("winning_tile {t} is neither -1 (not given) nor a tile (0 to {})", Tile::COUNT - 1)));
                }
            },
        };
        let context = WinContext {
            winning_tile,
            method: enum_in(c.method)?,
            seat_wind: enum_in(c.seat_wind)?,
            prevailing: enum_in(c.prevailing)?,
            first_turn: c.first_turn,
            original_call: c.original_call,
            kong_after_kong: c.kong_after_kong,
            last_of_kind: c.last_of_kind,
        };
        h.try_set_context(context)?;
        Ok(())
    }
}
