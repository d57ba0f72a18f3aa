//! Tiles and tile sets (`mahjong_core::Tile`, `mahjong_core::TileSet`).
use crate::error::{fail_as, mahjong_result};
use crate::ffi::{c_in, put, try_str};
use crate::names::{mahjong_notation, mahjong_suit, mahjong_tile_kind, mahjong_tileset};
use mahjong_core::tileset_kind::TileSetKind;
use mahjong_core::{Suit, Tile, TileSet, args};
use std::ffi::c_char;

/// A tile: its index (`Tile::index`, 0 to 44).
pub type mahjong_tile = u8;

/// No suit (an honour, a bonus tile, a joker; a line letter not used).
pub const MAHJONG_SUIT_NONE: mahjong_suit = 0;

pub(crate) fn suit_out(s: Option<Suit>) -> mahjong_suit {
    s.map_or(MAHJONG_SUIT_NONE, crate::names::enum_out)
}

// A tile by its index (`args::tile`); another value gives `MAHJONG_RESULT_INVALID_TILE`.
conv!(Tile, mahjong_tile: in |t| args::tile(t.into()).map_err(|e| fail_as(mahjong_result::InvalidTile, &e)),
    out |t| t.index());

// A tile set by its kind (`TileSetKind::tile_set`).
conv!(TileSet, mahjong_tileset: in |set| Ok(c_in::<_, TileSetKind>(set)?.tile_set()));

ffi! {
    /// A tile's kind (`MAHJONG_TILE_KIND_*`), suit (`MAHJONG_SUIT_NONE` unless suited), number
    /// (`TileKind::number`) and Unicode code point (`Tile::unicode`).
    struct mahjong_tile_info from t: Tile {
        kind: mahjong_tile_kind = crate::names::enum_out(t.kind().variant()),
        suit: mahjong_suit = suit_out(t.suit()),
        number: u8 = t.kind().number(),
        unicode: u32 = u32::from(t.unicode()),
    }

    /// Parses one tile (`notation::parse_tile`: MPSZ `5p`, American `5d`, `N`, `0`, `F`, `J`, or
    /// Unicode) into `*tile_out`.
    fn mahjong_tile_parse(text: *const c_char, len: usize) -> tile_out: *mut mahjong_tile =
        mahjong_core::notation::parse_tile(try_str(text, len)?)?;

    /// The tile of a Unicode code point (`notation::tile_of_code_point`) in `*tile_out`;
    /// `MAHJONG_RESULT_INVALID_TILE` for any other code point, with the core's words and kind.
    fn mahjong_tile_from_unicode(code_point: u32) -> tile_out: *mut mahjong_tile =
        mahjong_core::notation::tile_of_code_point(code_point).map_err(|e| fail_as(mahjong_result::InvalidTile, &e))?;

    /// The tile's kind, suit, number and code point in `*out`.
    fn mahjong_tile_classify(tile: mahjong_tile, out: *mut mahjong_tile_info) -> mahjong_result {
        put(out, c_in::<_, Tile>(tile)?)
    }

    /// Writes the tile in `notation` (`MAHJONG_NOTATION_*`; `notation::tile_in`) into `buf`,
    /// NUL-terminated.
    fn mahjong_tile_format(tile: mahjong_tile, notation: mahjong_notation) -> text =
        mahjong_core::notation::tile_in(tile, notation);

    /// Writes the tile's English name (`Tile::english_name`: `5 dots`, `east wind`) into `buf`.
    fn mahjong_tile_name(tile: mahjong_tile) -> text = Tile::english_name(tile);

    /// The copies of `tile` in tile set `set` (`TileSet::count`) in `*out`.
    fn mahjong_tileset_count(set: mahjong_tileset, tile: mahjong_tile) -> out: *mut u32 =
        TileSet::count(&set, tile) as u32;

    /// The tiles in tile set `set` (`TileSet::total`) in `*out`.
    fn mahjong_tileset_total(set: mahjong_tileset) -> out: *mut u32 = TileSet::total(&set);
}
