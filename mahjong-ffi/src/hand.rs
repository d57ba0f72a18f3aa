//! Hands (`mahjong_core::Hand`): parse, print, read, set the win context, free.
use crate::error::invalid_argument;
use crate::ffi::{Castable, box_out, tile_array, try_arg, try_mut, try_ref, try_str, write_str};
use crate::mahjong_result;
use crate::names::{enum_in, enum_out};
use crate::tile::{mahjong_notation, mahjong_tile, mahjong_tileset, mahjong_wind, tile_arg, tileset_arg};
use mahjong_core::{Hand, Meld, Tile, WinContext, hand, notation};
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

/// One meld (`mahjong_core::Meld`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_meld {
    pub kind: mahjong_meld_kind,
    pub status: mahjong_meld_status,
    /// The tiles (jokers included); the first `len` are valid.
    pub tiles: [mahjong_tile; 6],
    /// Number of tiles, 3 to 6.
    pub len: usize,
}

impl crate::ffi::Zeroable for mahjong_meld {}

pub(crate) fn meld_out(m: &Meld) -> mahjong_meld {
    let (tiles, len) = tile_array(m.tiles());
    mahjong_meld { kind: enum_out(m.kind()), status: enum_out(m.status()), tiles, len }
}

pub(crate) fn meld_arg(meld: *const mahjong_meld) -> Result<Meld, mahjong_result> {
    let m = try_arg(meld)?;
    let bad_len = || invalid_argument(&format!("meld length {} is more than the {} tiles", m.len, m.tiles.len()));
    let tiles = m.tiles.get(..m.len).ok_or_else(bad_len)?.iter().map(|&t| tile_arg(t));
    let tiles = tiles.collect::<Result<Vec<Tile>, _>>()?;
    Meld::new(&tiles, enum_in(m.status)?).map_err(|e| invalid_argument(&format!("not a meld: {e}")))
}

/// How the hand was won (`mahjong_core::WinMethod`): one of the `MAHJONG_WIN_*` values.
pub type mahjong_win_method = u32;

/// The win context of a hand (`mahjong_core::WinContext`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_win_context {
    /// The winning tile, or -1 when not given.
    pub winning_tile: i32,
    pub method: mahjong_win_method,
    /// The winner's own wind (`WinContext::seat_wind`).
    pub seat_wind: mahjong_wind,
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

// The info arrays hold what the core's hand holds at most (cbindgen needs the numbers written).
const _: () = assert!(hand::MAX_CONCEALED == 34 && hand::MAX_BONUS == 8 && hand::MAX_MELDS == 4);

/// Everything a hand holds, from `mahjong_hand_get_info` (the arrays are as large as
/// `mahjong_core::hand`'s `MAX_CONCEALED`, `MAX_BONUS` and `MAX_MELDS`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_hand_info {
    /// Tiles in concealed tiles and melds (`Hand::tile_count`).
    pub tile_count: usize,
    /// The concealed tiles: the first `n_concealed`.
    pub concealed: [mahjong_tile; 34],
    pub n_concealed: usize,
    /// The flowers and seasons set aside: the first `n_bonus`.
    pub bonus: [mahjong_tile; 8],
    pub n_bonus: usize,
    /// The melds, in the hand's order: the first `n_melds`.
    pub melds: [mahjong_meld; 4],
    pub n_melds: usize,
    pub context: mahjong_win_context,
}

ffi! {
    /// Parses a hand (`Hand::parse`) into a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_hand_parse(text: *const c_char, len: usize, hand_out: *mut *mut mahjong_hand) -> mahjong_result {
        box_out(Hand::parse(try_str(text, len)?)?, hand_out)
    }

    /// Like `mahjong_hand_parse`, checking tile counts against tile set `set` (`Hand::parse_in`).
    fn mahjong_hand_parse_in(
        text: *const c_char, len: usize, set: mahjong_tileset, hand_out: *mut *mut mahjong_hand,
    ) -> mahjong_result {
        box_out(Hand::parse_in(try_str(text, len)?, &tileset_arg(set)?)?, hand_out)
    }

    /// Frees a hand. NULL does nothing.
    fn mahjong_hand_free(hand: *mut mahjong_hand);

    /// Writes the hand in `notation` (`MAHJONG_NOTATION_*`) into `buf`, NUL-terminated.
    fn mahjong_hand_format(
        hand: *const mahjong_hand, notation: mahjong_notation, buf: *mut c_char, len: usize, out_n: *mut usize,
    ) -> mahjong_result {
        write_str(&notation::write_in(try_ref(hand)?, enum_in(notation)?).to_string(), buf, len, out_n)
    }

    /// Checks the hand's tile counts against tile set `set` (`Hand::check`).
    fn mahjong_hand_check(hand: *const mahjong_hand, set: mahjong_tileset) -> mahjong_result {
        Ok(try_ref(hand)?.check(&tileset_arg(set)?)?)
    }

    /// Everything the hand holds (an empty hand's for NULL).
    fn mahjong_hand_get_info(hand: *const mahjong_hand) -> mahjong_hand_info {
        let h = try_ref(hand).copied().unwrap_or_default();
        let ((concealed, n_concealed), (bonus, n_bonus)) = (tile_array(h.concealed()), tile_array(h.bonus()));
        let mut melds = [crate::ffi::zeroed::<mahjong_meld>(); hand::MAX_MELDS];
        for (d, m) in melds.iter_mut().zip(h.melds()) {
            *d = meld_out(m);
        }
        let c = h.context();
        let context = mahjong_win_context {
            winning_tile: c.winning_tile.map_or(-1, |t| i32::from(t.index())),
            method: enum_out(c.method),
            seat_wind: enum_out(c.seat_wind),
            prevailing: enum_out(c.prevailing),
            first_turn: c.first_turn,
            original_call: c.original_call,
            kong_after_kong: c.kong_after_kong,
            last_of_kind: c.last_of_kind,
        };
        let (tile_count, n_melds) = (h.tile_count(), h.melds().len());
        mahjong_hand_info { tile_count, concealed, n_concealed, bonus, n_bonus, melds, n_melds, context }
    }

    /// Sets the hand's win context (`Hand::try_set_context`); on error the hand is unchanged. A winning
    /// tile neither -1 nor a tile gives `MAHJONG_RESULT_INVALID_TILE` or `_INVALID_ARGUMENT`.
    fn mahjong_hand_set_context(hand: *mut mahjong_hand, context: *const mahjong_win_context) -> mahjong_result {
        let (h, c) = (try_mut(hand)?, *try_arg(context)?);
        let winning_tile = match c.winning_tile {
            -1 => None,
            t if t >= 0 => Some(tile_arg(u8::try_from(t).unwrap_or(u8::MAX))?),
            t => {
                let last = Tile::COUNT - 1;
                let message = format!("winning_tile {t} is neither -1 (not given) nor a tile (0 to {last})");
                return Err(invalid_argument(&message));
            }
        };
        let (method, seat_wind, prevailing) = (enum_in(c.method)?, enum_in(c.seat_wind)?, enum_in(c.prevailing)?);
        Ok(h.try_set_context(WinContext {
            winning_tile,
            method,
            seat_wind,
            prevailing,
            first_turn: c.first_turn,
            original_call: c.original_call,
            kong_after_kong: c.kong_after_kong,
            last_of_kind: c.last_of_kind,
        })?)
    }
}
