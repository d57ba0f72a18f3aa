//! Hands (`mahjong_core::Hand`): parse, print, read, set the win context, free.
use crate::error::{fail_as, mahjong_result};
use crate::ffi::{IntoC, box_out, c_in, tile_array, try_mut, try_ref, try_str};
use crate::names::{
    enum_out, mahjong_meld_kind, mahjong_meld_status, mahjong_notation, mahjong_tileset, mahjong_win_method,
    mahjong_wind,
};
use crate::tile::mahjong_tile;
use mahjong_core::rules::limits::wind;
use mahjong_core::{Hand, Meld, Tile, WinContext, args, hand, notation};
use std::ffi::c_char;

// A meld: its first `len` tiles (`len` read by `args::meld_len`) and its status (`Meld::new`, whose refusal C
// gets with its words and kind); the C form of a meld (`mahjong_meld`).
conv!(Meld, mahjong_meld: in |m| {
    let tiles: Vec<Tile> = m.tiles[..args::meld_len(m.len)?].iter().map(|&t| c_in(t)).collect::<Result<_, _>>()?;
    Ok(Meld::new(&tiles, c_in(m.status)?)?)
}, out |m| mahjong_meld::from(&m));

// A winning tile, or none for -1 (`args::tile_or_none`; another value gives `MAHJONG_RESULT_INVALID_TILE`).
conv!(Option<Tile>, i32: in |t| args::tile_or_none(t.into()).map_err(|e| fail_as(mahjong_result::InvalidTile, &e)),
    out |t| t.map_or(-1, |t| i32::from(t.index())));

// A win context, field by field in the order written, its winds read by `rules::limits::wind` naming the field.
conv!(WinContext, mahjong_win_context: in |c| {
    let mahjong_win_context { first_turn, original_call, kong_after_kong, last_of_kind, .. } = c;
    let (winning_tile, method) = (c_in(c.winning_tile)?, c_in(c.method)?);
    let (seat_wind, prevailing) = (wind("seat_wind", c.seat_wind.into())?, wind("prevailing", c.prevailing.into())?);
    let read = WinContext { winning_tile, method, seat_wind, prevailing, ..WinContext::default() };
    Ok(WinContext { first_turn, original_call, kong_after_kong, last_of_kind, ..read })
});

// The info arrays hold what the core's hand holds at most (cbindgen needs the numbers written).
const _: () = assert!(hand::MAX_CONCEALED == 34 && hand::MAX_BONUS == 8 && hand::MAX_MELDS == 4);

ffi! {
    /// An opaque hand, from `mahjong_hand_parse` (and the rules that deal or change hands); freed by
    /// `mahjong_hand_free`. Threads: any number of threads may read a hand at once;
    /// `mahjong_hand_set_context` needs it to itself.
    struct mahjong_hand(Hand);

    /// One meld: `kind` and `status` are the `Meld` accessors of their names as C values; the
    /// first `len` of `tiles` are `Meld::tiles`.
    struct mahjong_meld from m: &Meld {
        kind: mahjong_meld_kind = enum_out(m.kind()),
        status: mahjong_meld_status = enum_out(m.status()),
        tiles: [mahjong_tile; 6] = tile_array(m.tiles()).0,
        len: usize = m.tiles().len(),
    }

    /// The win context of a hand: each field is the `WinContext` field of its name, its enums
    /// as C values; `winning_tile` is -1 when not given.
    struct mahjong_win_context writes WinContext {
        winning_tile: i32,
        method: mahjong_win_method,
        seat_wind: mahjong_wind,
        prevailing: mahjong_wind,
        first_turn: bool,
        original_call: bool,
        kong_after_kong: bool,
        last_of_kind: bool,
    }

    /// Everything a hand holds, from `mahjong_hand_get_info`: each field is the `Hand` accessor of
    /// its name; the first `n_concealed`, `n_bonus` and `n_melds` entries of the arrays are valid
    /// (the arrays are as large as `mahjong_core::hand`'s `MAX_CONCEALED`, `MAX_BONUS` and `MAX_MELDS`).
    struct mahjong_hand_info from h: &Hand {
        tile_count: usize = h.tile_count(),
        concealed: [mahjong_tile; 34] = tile_array(h.concealed()).0,
        n_concealed: usize = h.concealed().len(),
        bonus: [mahjong_tile; 8] = tile_array(h.bonus()).0,
        n_bonus: usize = h.bonus().len(),
        melds: [mahjong_meld; 4] = std::array::from_fn(|i| h.melds().get(i).map_or_else(crate::ffi::zeroed, mahjong_meld::from)),
        n_melds: usize = h.melds().len(),
        context: mahjong_win_context = h.context().c(),
    }

    /// Parses a hand (`Hand::parse`) into a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_hand_parse(text: *const c_char, len: usize) -> hand_out: *mut *mut mahjong_hand =
        Hand::parse(try_str(text, len)?)?;

    /// Like `mahjong_hand_parse`, checking tile counts against tile set `set` (`Hand::parse_in`).
    fn mahjong_hand_parse_in(
        text: *const c_char, len: usize, set: mahjong_tileset, hand_out: *mut *mut mahjong_hand,
    ) -> mahjong_result {
        box_out(Hand::parse_in(try_str(text, len)?, &c_in(set)?)?, hand_out)
    }

    /// Frees a hand. NULL does nothing.
    fn mahjong_hand_free(hand: *mut mahjong_hand);

    /// Writes the hand in `notation` (`MAHJONG_NOTATION_*`) into `buf`, NUL-terminated.
    fn mahjong_hand_format(hand: *const mahjong_hand, notation: mahjong_notation) -> text =
        notation::write_in(hand, notation);

    /// Checks the hand's tile counts against tile set `set` (`Hand::check`).
    fn mahjong_hand_check(hand: *const mahjong_hand, set: mahjong_tileset) -> mahjong_result {
        Ok(try_ref(hand)?.check(&c_in(set)?)?)
    }

    /// Everything the hand holds (an empty hand's for NULL).
    fn mahjong_hand_get_info(hand: *const mahjong_hand) -> mahjong_hand_info {
        mahjong_hand_info::from(&try_ref(hand).copied().unwrap_or_default())
    }

    /// Sets the hand's win context (`Hand::try_set_context`); on error the hand is unchanged. A winning
    /// tile neither -1 nor a tile (`args::tile_or_none`) gives `MAHJONG_RESULT_INVALID_TILE`.
    fn mahjong_hand_set_context(hand: *mut mahjong_hand, context: *const mahjong_win_context) -> mahjong_result {
        let (h, c) = (try_mut(hand)?, c_in(context)?);
        Ok(h.try_set_context(c)?)
    }
}
