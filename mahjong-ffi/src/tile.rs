//! Tiles and tile sets.
use crate::{arg_str, mahjong_result, write_out, write_str};
use mahjong_core::{Tile, TileKind, TileSet};
use std::ffi::c_char;

/// A tile: its index 0–44 (0–8 craks 1–9, 9–17 dots, 18–26 bams, 27–30 winds E S W N,
/// 31–33 dragons white green red, 34–37 flowers 1–4, 38–41 seasons 1–4, 42 American flower,
/// 43 joker, 44 blank).
pub type mahjong_tile = u8;

/// A notation for printing: one of the `MAHJONG_NOTATION_*` values.
pub type mahjong_notation = u32;
/// MPSZ: `123m456p11z`.
pub const MAHJONG_NOTATION_MPSZ: mahjong_notation = 0;
/// American: `2026c 44d J`.
pub const MAHJONG_NOTATION_AMERICAN: mahjong_notation = 1;
/// Unicode mahjong tiles U+1F000–U+1F02B.
pub const MAHJONG_NOTATION_UNICODE: mahjong_notation = 2;

/// A tile set: one of the `MAHJONG_TILESET_*` values.
pub type mahjong_tileset = u32;
/// American 152 (8 flowers, 8 jokers).
pub const MAHJONG_TILESET_AMERICAN: mahjong_tileset = 0;
/// Chinese 144 (flowers and seasons).
pub const MAHJONG_TILESET_CHINESE_144: mahjong_tileset = 1;
/// Chinese 136 (no flowers or seasons).
pub const MAHJONG_TILESET_CHINESE_136: mahjong_tileset = 2;
/// Triangular three-player 132 (no North wind).
pub const MAHJONG_TILESET_THREE_PLAYER_132: mahjong_tileset = 3;
/// Triangular three-player 138 (132 plus flowers and seasons less Winter and the bamboo flower).
pub const MAHJONG_TILESET_THREE_PLAYER_138: mahjong_tileset = 4;
/// The union of all sets (what `mahjong_hand_parse` checks against).
pub const MAHJONG_TILESET_ANY: mahjong_tileset = 5;

/// A tile kind: one of the `MAHJONG_TILE_KIND_*` values.
pub type mahjong_tile_kind = u32;
/// A numbered tile.
pub const MAHJONG_TILE_KIND_SUITED: mahjong_tile_kind = 0;
/// A wind.
pub const MAHJONG_TILE_KIND_WIND: mahjong_tile_kind = 1;
/// A dragon.
pub const MAHJONG_TILE_KIND_DRAGON: mahjong_tile_kind = 2;
/// A Chinese flower 1–4.
pub const MAHJONG_TILE_KIND_FLOWER: mahjong_tile_kind = 3;
/// A season 1–4.
pub const MAHJONG_TILE_KIND_SEASON: mahjong_tile_kind = 4;
/// The American flower.
pub const MAHJONG_TILE_KIND_AMERICAN_FLOWER: mahjong_tile_kind = 5;
/// The joker.
pub const MAHJONG_TILE_KIND_JOKER: mahjong_tile_kind = 6;
/// A blank.
pub const MAHJONG_TILE_KIND_BLANK: mahjong_tile_kind = 7;

pub(crate) fn tile_arg(tile: mahjong_tile) -> Result<Tile, mahjong_result> {
    Tile::from_index(tile).ok_or_else(|| {
        crate::error::set_last_error(&format!("{tile} is not a tile (valid tiles are 0 to 44)"), 0);
        mahjong_result::InvalidTile
    })
}

pub(crate) fn tileset_arg(set: mahjong_tileset) -> Result<TileSet, mahjong_result> {
    Ok(match set {
        MAHJONG_TILESET_AMERICAN => TileSet::american(),
        MAHJONG_TILESET_CHINESE_144 => TileSet::chinese(true),
        MAHJONG_TILESET_CHINESE_136 => TileSet::chinese(false),
        MAHJONG_TILESET_THREE_PLAYER_132 => TileSet::three_player(false),
        MAHJONG_TILESET_THREE_PLAYER_138 => TileSet::three_player(true),
        MAHJONG_TILESET_ANY => TileSet::any(),
        _ => {
            crate::error::set_last_error(&format!("{set} is not a tile set (0 to 5)"), 0);
            return Err(mahjong_result::InvalidArgument);
        }
    })
}

/// Parses one tile in MPSZ (`5p`), American (`5d`, `N`, `0`, `F`, `J`) or Unicode form.
/// On success writes the tile to `*tile_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_parse(
    text: *const c_char,
    len: usize,
    tile_out: *mut mahjong_tile,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let s = try_ffi!(unsafe { arg_str(text, len) });
        if tile_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let t = try_ffi!(mahjong_core::notation::parse_tile(s).map_err(crate::error::parse_failed));
        // SAFETY: checked non-null.
        unsafe { write_out(tile_out, t.index()) }
    }
}

/// Writes the tile's Unicode code point (U+1F000–U+1F02B) to `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_unicode(tile: mahjong_tile, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(tile_arg(tile));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, t.unicode() as u32) }
    }
}

/// The tile for a Unicode code point; `MAHJONG_RESULT_INVALID_TILE` outside U+1F000–U+1F02B.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_from_unicode(code_point: u32, tile_out: *mut mahjong_tile) -> mahjong_result {
    ffi_panic_boundary! {
        let t = char::from_u32(code_point).and_then(Tile::from_unicode);
        match t {
            // SAFETY: write_out checks NULL.
            Some(t) => unsafe { write_out(tile_out, t.index()) },
            None => {
                crate::error::set_last_error(&format!("U+{code_point:X} is not a mahjong tile"), 0);
                mahjong_result::InvalidTile
            }
        }
    }
}

/// Writes the tile's kind (`MAHJONG_TILE_KIND_*`) and its number: 1–9 for suited tiles, 1–4 for
/// winds (East, South, West, North), 1–3 for dragons (white, green, red), 1–4 for flowers and
/// seasons, 0 for the American flower, the joker and the blank. Either out pointer may be NULL
/// if not wanted, but not both. The suit of a suited tile comes from `mahjong_tile_suit`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_classify(
    tile: mahjong_tile,
    kind_out: *mut mahjong_tile_kind,
    number_out: *mut u8,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(tile_arg(tile));
        if kind_out.is_null() && number_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (k, n) = match t.kind() {
            TileKind::Suited(_, n) => (MAHJONG_TILE_KIND_SUITED, n),
            TileKind::Wind(w) => (MAHJONG_TILE_KIND_WIND, w as u8 + 1),
            TileKind::Dragon(d) => (MAHJONG_TILE_KIND_DRAGON, d as u8 + 1),
            TileKind::Flower(n) => (MAHJONG_TILE_KIND_FLOWER, n),
            TileKind::Season(n) => (MAHJONG_TILE_KIND_SEASON, n),
            TileKind::AmericanFlower => (MAHJONG_TILE_KIND_AMERICAN_FLOWER, 0),
            TileKind::Joker => (MAHJONG_TILE_KIND_JOKER, 0),
            TileKind::Blank => (MAHJONG_TILE_KIND_BLANK, 0),
        };
        // SAFETY: each pointer is checked before writing.
        unsafe {
            if !kind_out.is_null() {
                *kind_out = k;
            }
            if !number_out.is_null() {
                *number_out = n;
            }
        }
        mahjong_result::Ok
    }
}

/// Writes the suit of a tile to `*suit_out`: `MAHJONG_SUIT_CRAKS`, `_DOTS` or `_BAMS`, or
/// `MAHJONG_SUIT_NONE` for a tile without a suit (wind, dragon, bonus tile, joker, blank).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_suit(
    tile: mahjong_tile,
    suit_out: *mut crate::american::mahjong_suit,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(tile_arg(tile));
        let code = match t.suit() {
            None => crate::american::MAHJONG_SUIT_NONE,
            Some(mahjong_core::Suit::Craks) => crate::american::MAHJONG_SUIT_CRAKS,
            Some(mahjong_core::Suit::Dots) => crate::american::MAHJONG_SUIT_DOTS,
            Some(mahjong_core::Suit::Bams) => crate::american::MAHJONG_SUIT_BAMS,
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(suit_out, code) }
    }
}

/// Writes the tile in one notation (`MAHJONG_NOTATION_*`) into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_format(
    tile: mahjong_tile,
    notation: mahjong_notation,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(tile_arg(tile));
        let mut s = String::new();
        match notation {
            MAHJONG_NOTATION_MPSZ => s = t.to_string(),
            MAHJONG_NOTATION_AMERICAN => { let _ = t.write_american(&mut s); }
            MAHJONG_NOTATION_UNICODE => s.push(t.unicode()),
            _ => {
                crate::error::set_last_error(&format!("{notation} is not a notation (0 to 2)"), 0);
                return mahjong_result::InvalidArgument;
            }
        }
        // SAFETY: caller contract.
        unsafe { write_str(&s, buf, len, out_n) }
    }
}

/// Writes the tile's English name (`5 dots`, `east wind`, `red dragon`, `joker`) into `buf`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tile_name(
    tile: mahjong_tile,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(tile_arg(tile));
        let mut s = String::new();
        let _ = t.write_name(&mut s);
        // SAFETY: caller contract.
        unsafe { write_str(&s, buf, len, out_n) }
    }
}

/// Writes the number of copies of `tile` in tile set `set` (`MAHJONG_TILESET_*`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tileset_count(
    set: mahjong_tileset,
    tile: mahjong_tile,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(tileset_arg(set));
        let t = try_ffi!(tile_arg(tile));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.count(t) as u32) }
    }
}

/// Writes the total number of tiles in tile set `set` (152, 144, 136, 132, 138).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tileset_total(set: mahjong_tileset, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(tileset_arg(set));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.total()) }
    }
}
