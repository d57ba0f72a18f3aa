//! C ABI for the American card engine: cards, matching, nearest lines.
//!
//! Ownership: a `mahjong_card` comes from `mahjong_card_load`, `mahjong_card_from_str` or
//! `mahjong_card_sample` and is freed with `mahjong_card_free`. Results (`mahjong_match`,
//! `mahjong_match_list`, `mahjong_nearest_list`) own copies of everything they report (strings
//! included), so they stay valid after the card is freed; each has its own `_free`. Items of a
//! list (`mahjong_match_list_get`, `mahjong_nearest_list_get`) are borrowed from the list and
//! valid until the list is freed.
use crate::hand::{hand_ref, mahjong_hand};
use crate::tile::mahjong_tile;
use crate::{arg_str, mahjong_result, write_out, write_str};
use mahjong_core::american::{Card, CardError, GroupKind, Match, MatchError, Nearest};
use mahjong_core::{Suit, Tile};
use std::ffi::c_char;

/// A card file format: `MAHJONG_CARD_FORMAT_*`.
pub type mahjong_card_format = u32;
/// TOML (the card file format of `cards/sample-2026.toml`).
pub const MAHJONG_CARD_FORMAT_TOML: mahjong_card_format = 0;
/// JSON with the same fields as TOML.
pub const MAHJONG_CARD_FORMAT_JSON: mahjong_card_format = 1;

/// A suit given to a line's letter `a`, `b` or `c`: `MAHJONG_SUIT_*`.
pub type mahjong_suit = u32;
/// The letter is not used by the line.
pub const MAHJONG_SUIT_NONE: mahjong_suit = 0;
/// Craks (characters; MPSZ `m`).
pub const MAHJONG_SUIT_CRAKS: mahjong_suit = 1;
/// Dots (circles; MPSZ `p`).
pub const MAHJONG_SUIT_DOTS: mahjong_suit = 2;
/// Bams (bamboo; MPSZ `s`).
pub const MAHJONG_SUIT_BAMS: mahjong_suit = 3;

/// The shape of a group of a matched line: `MAHJONG_CARD_GROUP_*`.
pub type mahjong_card_group_kind = u32;
/// One tile.
pub const MAHJONG_CARD_GROUP_SINGLE: mahjong_card_group_kind = 1;
/// Two identical tiles (naturals only).
pub const MAHJONG_CARD_GROUP_PAIR: mahjong_card_group_kind = 2;
/// Three identical tiles.
pub const MAHJONG_CARD_GROUP_PUNG: mahjong_card_group_kind = 3;
/// Four identical tiles.
pub const MAHJONG_CARD_GROUP_KONG: mahjong_card_group_kind = 4;
/// Five identical tiles.
pub const MAHJONG_CARD_GROUP_QUINT: mahjong_card_group_kind = 5;
/// Six identical tiles.
pub const MAHJONG_CARD_GROUP_SEXTET: mahjong_card_group_kind = 6;
/// Different tiles written as one group (`2026a`, `NEWS`): that many singles, naturals only.
pub const MAHJONG_CARD_GROUP_SINGLES: mahjong_card_group_kind = 7;

/// One group of a matched line. `tiles[0..len]` are its tiles in line order, jokers (tile 43)
/// where they stand; `jokers` of them are jokers; `exposed` is true when the group is one of the
/// hand's exposures.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_card_group {
    /// `MAHJONG_CARD_GROUP_*`.
    pub kind: mahjong_card_group_kind,
    /// The tile of a set (for a group of singles, its first tile).
    pub tile: mahjong_tile,
    /// Tiles in the group (1 to 14).
    pub len: u8,
    /// Jokers standing in the group.
    pub jokers: u8,
    /// True when the group is one of the hand's exposures.
    pub exposed: bool,
    /// The group's tiles; entries past `len` are 44 (blank).
    pub tiles: [mahjong_tile; 14],
}

/// An opaque compiled card. Made by `mahjong_card_load`, `mahjong_card_from_str` or
/// `mahjong_card_sample`; freed by `mahjong_card_free`.
///
/// Threads: a card may be shared between threads: it is never changed after it is made, so any
/// number of threads may read it at once. Free it once, after every thread is done with it.
/// (Matching, nearest and the card-aware rules only read it.)
#[derive(Debug)]
pub struct mahjong_card {
    _private: [u8; 0],
}

/// An opaque matched line (owns its data; stays valid after the card is freed). Made by
/// `mahjong_card_match`; freed by `mahjong_match_free`. Read with the `mahjong_match_*`
/// accessors.
///
/// Threads: a match may be shared between threads: it is never changed after it is made, so any
/// number of threads may read it at once. Free it once, after every thread is done with it.
#[derive(Debug)]
pub struct mahjong_match {
    _private: [u8; 0],
}

/// An opaque list of matched lines, from `mahjong_card_matches`; freed by
/// `mahjong_match_list_free`.
///
/// Threads: a list (with the matches borrowed from it) may be shared between threads: it is never changed after it is made, so any
/// number of threads may read it at once. Free it once, after every thread is done with it.
#[derive(Debug)]
pub struct mahjong_match_list {
    _private: [u8; 0],
}

/// An opaque line near a hand, borrowed from a `mahjong_nearest_list`. Read with the
/// `mahjong_nearest_*` accessors.
///
/// Threads: an entry may be shared between threads like its list.
#[derive(Debug)]
pub struct mahjong_nearest {
    _private: [u8; 0],
}

/// An opaque list of the lines nearest a hand, from `mahjong_card_nearest`; freed by
/// `mahjong_nearest_list_free`.
///
/// Threads: a list (with the entries borrowed from it) may be shared between threads: it is never changed after it is made, so any
/// number of threads may read it at once. Free it once, after every thread is done with it.
#[derive(Debug)]
pub struct mahjong_nearest_list {
    _private: [u8; 0],
}

enum CardBox {
    Sample(&'static Card),
    Owned(Box<Card>),
}

impl CardBox {
    fn card(&self) -> &Card {
        match self {
            CardBox::Sample(c) => c,
            CardBox::Owned(c) => c,
        }
    }
}

/// What a match reports, copied out of the card.
struct OwnedMatch {
    section: String,
    number: u32,
    text: String,
    line: String,
    value: u32,
    points: u64,
    concealed: bool,
    jokers: usize,
    suits: [Option<Suit>; 3],
    n: Option<i8>,
    groups: Vec<mahjong_card_group>,
    /// The match's settlement facts (value, jokerless, joker-eligible groups), for
    /// `mahjong_settle_american_match`; the winner is set there.
    pub(crate) win: mahjong_core::scoring::AmericanWin,
}

/// The settlement facts of a `*const mahjong_match` (NULL gives
/// `MAHJONG_RESULT_NULL_PARAMETER`).
pub(crate) fn match_win(m: *const mahjong_match) -> Result<mahjong_core::scoring::AmericanWin, mahjong_result> {
    match_ref(m).map(|m| m.win)
}

impl OwnedMatch {
    fn new(m: &Match<'_>) -> OwnedMatch {
        let groups = m
            .groups()
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let mut tiles = [Tile::BLANK.index(); 14];
                for (d, t) in tiles.iter_mut().zip(m.group_tiles(i)) {
                    *d = t.index();
                }
                mahjong_card_group {
                    kind: group_kind(g.kind()),
                    tile: g.tile().index(),
                    len: g.len() as u8,
                    jokers: g.jokers() as u8,
                    exposed: g.exposed(),
                    tiles,
                }
            })
            .collect();
        OwnedMatch {
            section: m.section().to_string(),
            number: m.number(),
            text: m.text().to_string(),
            line: m.line_text().to_string(),
            value: m.value(),
            points: m.points(),
            concealed: m.concealed(),
            jokers: m.jokers(),
            suits: [m.suit('a'), m.suit('b'), m.suit('c')],
            n: m.base_number(),
            groups,
            win: mahjong_core::scoring::AmericanWin::from_match(m, mahjong_core::Wind::East),
        }
    }
}

/// What a nearest line reports, copied out of the card.
pub(crate) struct OwnedNearest {
    section: String,
    number: u32,
    text: String,
    line: String,
    value: u32,
    concealed: bool,
    tiles_away: usize,
    needed_naturals: Vec<mahjong_tile>,
    needed_eligible: Vec<mahjong_tile>,
    jokers_fit: usize,
    unused: Vec<mahjong_tile>,
    suits: [Option<Suit>; 3],
    n: Option<i8>,
}

impl OwnedNearest {
    pub(crate) fn new(n: &Nearest<'_>) -> OwnedNearest {
        let idx = |ts: &[Tile]| ts.iter().map(|t| t.index()).collect();
        OwnedNearest {
            section: n.section().to_string(),
            number: n.number(),
            text: n.text().to_string(),
            line: n.line_text().to_string(),
            value: n.value(),
            concealed: n.concealed(),
            tiles_away: n.tiles_away(),
            needed_naturals: idx(n.needed_naturals()),
            needed_eligible: idx(n.needed_eligible()),
            jokers_fit: n.jokers_fit(),
            unused: idx(n.unused()),
            suits: [n.suit('a'), n.suit('b'), n.suit('c')],
            n: n.base_number(),
        }
    }
}

fn group_kind(k: GroupKind) -> mahjong_card_group_kind {
    match k {
        GroupKind::Single => MAHJONG_CARD_GROUP_SINGLE,
        GroupKind::Pair => MAHJONG_CARD_GROUP_PAIR,
        GroupKind::Pung => MAHJONG_CARD_GROUP_PUNG,
        GroupKind::Kong => MAHJONG_CARD_GROUP_KONG,
        GroupKind::Quint => MAHJONG_CARD_GROUP_QUINT,
        GroupKind::Sextet => MAHJONG_CARD_GROUP_SEXTET,
        GroupKind::Singles => MAHJONG_CARD_GROUP_SINGLES,
    }
}

fn suit_code(s: Option<Suit>) -> mahjong_suit {
    match s {
        None => MAHJONG_SUIT_NONE,
        Some(Suit::Craks) => MAHJONG_SUIT_CRAKS,
        Some(Suit::Dots) => MAHJONG_SUIT_DOTS,
        Some(Suit::Bams) => MAHJONG_SUIT_BAMS,
    }
}

fn letter_index(letter: c_char) -> Result<usize, mahjong_result> {
    match letter as u8 {
        b'a' => Ok(0),
        b'b' => Ok(1),
        b'c' => Ok(2),
        other => {
            crate::error::set_last_error(&format!("letter {other} is not 'a', 'b' or 'c'"), 0);
            Err(mahjong_result::InvalidArgument)
        }
    }
}

/// A hand the matcher refuses: the wrong tile count (`MAHJONG_RESULT_INVALID_HAND`) or k = 0
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`), with the message set.
fn hand_failed(e: MatchError) -> mahjong_result {
    crate::error::set_last_error(&e.to_string(), 0);
    match e {
        MatchError::NoRoom => mahjong_result::InvalidArgument,
        _ => mahjong_result::InvalidHand,
    }
}

fn card_failed(e: CardError) -> mahjong_result {
    crate::error::set_last_error(&e.to_string(), e.column);
    mahjong_result::CardError
}

pub(crate) fn obj_ref<'a, T, P>(p: *const P) -> Result<&'a T, mahjong_result> {
    if p.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: every non-null pointer of the opaque type P was made by Box::into_raw(Box<T>) in
    // this module (or, for list items, points into a live Vec<T> of a list).
    Ok(unsafe { &*p.cast::<T>() })
}

/// Borrows the card behind a `*const mahjong_card` (NULL gives `MAHJONG_RESULT_NULL_PARAMETER`).
pub(crate) fn card_ref<'a>(card: *const mahjong_card) -> Result<&'a Card, mahjong_result> {
    obj_ref::<CardBox, _>(card).map(CardBox::card)
}

pub(crate) unsafe fn box_out<T, P>(value: T, out: *mut *mut P) -> mahjong_result {
    if out.is_null() {
        return mahjong_result::NullParameter;
    }
    // SAFETY: checked non-null; the caller gives writable storage for a pointer.
    unsafe { *out = Box::into_raw(Box::new(value)).cast::<P>() };
    mahjong_result::Ok
}

pub(crate) unsafe fn free_box<T, P>(p: *mut P) {
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if !p.is_null() {
            // SAFETY: made by Box::into_raw(Box<T>) in box_out; the caller gives up ownership.
            drop(unsafe { Box::from_raw(p.cast::<T>()) });
        }
    }));
}

/// Writes tiles to a caller array of `len` entries; `*out_n` gets the count. A too-small array
/// gives `MAHJONG_RESULT_INSUFFICIENT_SIZE` with the count needed in `*out_n`.
unsafe fn write_tiles(tiles: &[mahjong_tile], buf: *mut mahjong_tile, len: usize, out_n: *mut usize) -> mahjong_result {
    if out_n.is_null() || (buf.is_null() && !tiles.is_empty()) {
        return mahjong_result::NullParameter;
    }
    // SAFETY: out_n checked non-null.
    unsafe { *out_n = tiles.len() };
    if len < tiles.len() {
        crate::error::set_last_error(&format!("array of {len} tiles is too small: {} needed", tiles.len()), 0);
        return mahjong_result::InsufficientSize;
    }
    if !tiles.is_empty() {
        // SAFETY: `len >= tiles.len()` writable entries at `buf` per the caller's contract.
        unsafe { std::ptr::copy_nonoverlapping(tiles.as_ptr(), buf, tiles.len()) };
    }
    mahjong_result::Ok
}

/// Loads a card file (`path` is `len` bytes of UTF-8, not NUL-terminated): JSON when the name
/// ends in `.json`, TOML otherwise. On success `*card_out` receives a new card that the caller
/// frees with `mahjong_card_free`. Errors: `MAHJONG_RESULT_CARD_ERROR` when the file cannot be
/// read or compiled (also a file over 256 KiB, or a card without hands);
/// `mahjong_last_error_message` names the file, the hand (section and number), the line and the
/// column, and `mahjong_last_error_column` gives the column. `MAHJONG_RESULT_INVALID_ARGUMENT`
/// when the path holds a NUL byte (its 0-based byte offset is in the message).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_load(
    path: *const c_char,
    len: usize,
    card_out: *mut *mut mahjong_card,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let p = try_ffi!(unsafe { arg_str(path, len) });
        if card_out.is_null() {
            return mahjong_result::NullParameter;
        }
        if let Some(at) = p.bytes().position(|b| b == 0) {
            crate::error::set_last_error(&format!("the path contains a NUL byte at byte {at}"), 0);
            return mahjong_result::InvalidArgument;
        }
        let card = try_ffi!(Card::load(p).map_err(card_failed));
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_card>(CardBox::Owned(Box::new(card)), card_out) }
    }
}

/// Compiles a card from the text of a card file (`len` bytes of UTF-8) in `format`
/// (`MAHJONG_CARD_FORMAT_TOML` or `MAHJONG_CARD_FORMAT_JSON`). On success `*card_out` receives
/// a new card that the caller frees with `mahjong_card_free`. Errors: `MAHJONG_RESULT_CARD_ERROR`
/// (the message names the hand, line and column; `mahjong_last_error_column` the column),
/// `MAHJONG_RESULT_INVALID_ARGUMENT` for an unknown format.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_from_str(
    text: *const c_char,
    len: usize,
    format: mahjong_card_format,
    card_out: *mut *mut mahjong_card,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let s = try_ffi!(unsafe { arg_str(text, len) });
        if card_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let card = match format {
            MAHJONG_CARD_FORMAT_TOML => Card::from_toml_str(s, None),
            MAHJONG_CARD_FORMAT_JSON => Card::from_json_str(s, None),
            _ => {
                crate::error::set_last_error(&format!("{format} is not a card format (0 TOML, 1 JSON)"), 0);
                return mahjong_result::InvalidArgument;
            }
        };
        let card = try_ffi!(card.map_err(card_failed));
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_card>(CardBox::Owned(Box::new(card)), card_out) }
    }
}

/// Gives the embedded sample card (`cards/sample-2026.toml`, our own card, not the League's).
/// `*card_out` receives a new handle that the caller frees with `mahjong_card_free` like any
/// other card; the compiled card behind it is built once and shared, so this is cheap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_sample(card_out: *mut *mut mahjong_card) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: box_out checks NULL.
        unsafe { box_out::<_, mahjong_card>(CardBox::Sample(Card::sample()), card_out) }
    }
}

/// Frees a card made by this library. NULL is accepted and does nothing. Matches and lists
/// made from the card stay valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_free(card: *mut mahjong_card) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<CardBox, _>(card) }
}

/// Writes the number of hands on the card.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_hand_count(card: *const mahjong_card, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, c.hands().len()) }
    }
}

/// Writes the number of concrete forms the card compiled into (every suit assignment, base
/// number and wind of every line).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_form_count(card: *const mahjong_card, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, c.form_count()) }
    }
}

/// Writes the number of concrete forms of hand `index` (from 0, in card order);
/// `MAHJONG_RESULT_OUT_OF_RANGE` past the last hand.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_hand_form_count(
    card: *const mahjong_card,
    index: usize,
    out: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let Some(f) = c.form_counts().nth(index) else {
            crate::error::set_last_error(&format!("hand {index} is out of range: the card has {}", c.hands().len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, f.forms) }
    }
}

/// Matches a 14-tile hand (concealed tiles and exposures) against the card and gives the best
/// line: the one paying most (value doubled when jokerless), ties in card order.
/// On success (`MAHJONG_RESULT_OK`) `*matched_out` says whether any line matches; when it does,
/// `*match_out` receives a new match that the caller frees with `mahjong_match_free`, otherwise
/// `*match_out` is set to NULL. A hand that is not 14 tiles (exposures, jokers and flowers
/// included) gives `MAHJONG_RESULT_INVALID_HAND`, with `mahjong_last_error_message` saying how
/// many tiles it has; the outputs are then untouched.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_match(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    matched_out: *mut bool,
    match_out: *mut *mut mahjong_match,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        if matched_out.is_null() || match_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let found = try_ffi!(c.try_match_hand(h).map_err(hand_failed)).map(|m| OwnedMatch::new(&m));
        // SAFETY: both checked non-null above.
        unsafe {
            *matched_out = found.is_some();
            match found {
                Some(m) => box_out::<_, mahjong_match>(m, match_out),
                None => {
                    *match_out = std::ptr::null_mut();
                    mahjong_result::Ok
                }
            }
        }
    }
}

/// Gives every line the hand matches, in card order (each line once). `*list_out` receives a
/// new list (possibly empty) that the caller frees with `mahjong_match_list_free`. A hand that
/// is not 14 tiles gives `MAHJONG_RESULT_INVALID_HAND` (see `mahjong_card_match`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_matches(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    list_out: *mut *mut mahjong_match_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let found = try_ffi!(c.try_matches(h).map_err(hand_failed));
        let list: Vec<OwnedMatch> = found.map(|m| OwnedMatch::new(&m)).collect();
        // SAFETY: box_out checks NULL.
        unsafe { box_out::<_, mahjong_match_list>(list, list_out) }
    }
}

/// Gives the `k` lines fewest tiles away from a 13- or 14-tile hand (with exposures), closest
/// first, ties in card order; C lines are left out when the hand has exposures. `*list_out`
/// receives a new list (up to `k` entries) that the caller frees with
/// `mahjong_nearest_list_free`. A hand that is not 13 or 14 tiles gives
/// `MAHJONG_RESULT_INVALID_HAND` and `k` = 0 gives `MAHJONG_RESULT_INVALID_ARGUMENT`, each with
/// `mahjong_last_error_message` saying why.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_card_nearest(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    k: usize,
    list_out: *mut *mut mahjong_nearest_list,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        if list_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let mut buf = vec![Nearest::EMPTY; k.min(c.line_count().max(1))];
        let n = try_ffi!(c.try_nearest(h, &mut buf).map_err(hand_failed));
        let list: Vec<OwnedNearest> = buf[..n].iter().map(OwnedNearest::new).collect();
        // SAFETY: checked above.
        unsafe { box_out::<_, mahjong_nearest_list>(list, list_out) }
    }
}

/// Frees a match. NULL is accepted and does nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_free(m: *mut mahjong_match) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<OwnedMatch, _>(m) }
}

/// Frees a list of matches (and the matches borrowed from it). NULL is accepted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_list_free(list: *mut mahjong_match_list) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<Vec<OwnedMatch>, _>(list) }
}

/// Frees a list of nearest lines (and the entries borrowed from it). NULL is accepted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_list_free(list: *mut mahjong_nearest_list) {
    // SAFETY: forwarded caller contract.
    unsafe { free_box::<Vec<OwnedNearest>, _>(list) }
}

/// Writes the number of matches in the list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_list_len(list: *const mahjong_match_list, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedMatch>, _>(list));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, l.len()) }
    }
}

/// Writes a pointer to match `index` (from 0) of the list into `*match_out`. The match is
/// borrowed from the list: do not free it; it is valid until the list is freed.
/// `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_list_get(
    list: *const mahjong_match_list,
    index: usize,
    match_out: *mut *const mahjong_match,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedMatch>, _>(list));
        let Some(m) = l.get(index) else {
            crate::error::set_last_error(&format!("match {index} is out of range: the list has {}", l.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(match_out, (m as *const OwnedMatch).cast::<mahjong_match>()) }
    }
}

/// Writes the number of entries in the list.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_list_len(
    list: *const mahjong_nearest_list,
    out: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedNearest>, _>(list));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, l.len()) }
    }
}

/// Writes a pointer to entry `index` (from 0, closest first) into `*nearest_out`. The entry is
/// borrowed from the list: do not free it; it is valid until the list is freed.
/// `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_list_get(
    list: *const mahjong_nearest_list,
    index: usize,
    nearest_out: *mut *const mahjong_nearest,
) -> mahjong_result {
    ffi_panic_boundary! {
        let l = try_ffi!(obj_ref::<Vec<OwnedNearest>, _>(list));
        let Some(n) = l.get(index) else {
            crate::error::set_last_error(&format!("entry {index} is out of range: the list has {}", l.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(nearest_out, (n as *const OwnedNearest).cast::<mahjong_nearest>()) }
    }
}

fn match_ref<'a>(m: *const mahjong_match) -> Result<&'a OwnedMatch, mahjong_result> {
    obj_ref::<OwnedMatch, _>(m)
}

fn nearest_ref<'a>(n: *const mahjong_nearest) -> Result<&'a OwnedNearest, mahjong_result> {
    obj_ref::<OwnedNearest, _>(n)
}

/// Copies the matched hand's section (e.g. `"Year 2026"`) into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_section(
    m: *const mahjong_match,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: caller contract.
        unsafe { write_str(&m.section, buf, len, out_n) }
    }
}

/// Copies the matched hand as printed on the card into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_text(
    m: *const mahjong_match,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: caller contract.
        unsafe { write_str(&m.text, buf, len, out_n) }
    }
}

/// Copies the line string matched (one of the hand's lines, e.g. `"FFF 2026a 222b 2222c"`) into
/// `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_line(
    m: *const mahjong_match,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: caller contract.
        unsafe { write_str(&m.line, buf, len, out_n) }
    }
}

/// Writes the matched hand's number in its section.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_number(m: *const mahjong_match, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.number) }
    }
}

/// Writes the printed value of the matched hand.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_value(m: *const mahjong_match, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.value) }
    }
}

/// Writes the value won if "jokerless" is announced: doubled when the hand holds no joker, except
/// for lines with no joker-eligible group. American rules: announce "jokerless" when you declare, or the
/// bonus is lost — without the announcement the hand wins `mahjong_match_value`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_points(m: *const mahjong_match, out: *mut u64) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.points) }
    }
}

/// Writes true for a concealed (C) hand, false for an exposed (X) one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_concealed(m: *const mahjong_match, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.concealed) }
    }
}

/// Writes true when the hand holds no joker.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_jokerless(m: *const mahjong_match, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.jokers == 0) }
    }
}

/// Writes the number of jokers in the hand (all stand in joker-eligible groups).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_jokers(m: *const mahjong_match, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.jokers) }
    }
}

/// Writes the suit given to letter `'a'`, `'b'` or `'c'` (`MAHJONG_SUIT_*`;
/// `MAHJONG_SUIT_NONE` when the line does not use the letter). Another letter gives
/// `MAHJONG_RESULT_INVALID_ARGUMENT`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_suit(
    m: *const mahjong_match,
    letter: c_char,
    out: *mut mahjong_suit,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        let l = try_ffi!(letter_index(letter));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, suit_code(m.suits[l])) }
    }
}

/// Writes whether the matched line has `X` groups to `*has_out`, and its base number n to
/// `*n_out` (0 when it has none). n is 1–9 for lines with an `X0` group; a line whose lowest
/// group is `X<k>` with k > 0 may have n down to 1 − k (`XXXX1a` at n = 0 is a kong of 1s).
/// Both outputs are required (NULL gives `MAHJONG_RESULT_NULL_PARAMETER`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_base_number(
    m: *const mahjong_match,
    has_out: *mut bool,
    n_out: *mut i8,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: forwarded caller contract.
        unsafe { write_base_number(m.n, has_out, n_out) }
    }
}

/// Writes an optional base number to two out-parameters, both or neither.
unsafe fn write_base_number(n: Option<i8>, has_out: *mut bool, n_out: *mut i8) -> mahjong_result {
    if has_out.is_null() || n_out.is_null() {
        return mahjong_result::NullParameter;
    }
    // SAFETY: both checked non-null; the caller passes valid pointers.
    unsafe {
        *has_out = n.is_some();
        *n_out = n.unwrap_or(0);
    }
    mahjong_result::Ok
}

/// Writes the number of groups of the matched line.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_group_count(m: *const mahjong_match, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, m.groups.len()) }
    }
}

/// Copies group `index` (from 0, in line order) into `*group_out`: its kind, tile, tiles,
/// jokers and whether it is exposed. `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_match_get_group(
    m: *const mahjong_match,
    index: usize,
    group_out: *mut mahjong_card_group,
) -> mahjong_result {
    ffi_panic_boundary! {
        let m = try_ffi!(match_ref(m));
        let Some(g) = m.groups.get(index) else {
            crate::error::set_last_error(&format!("group {index} is out of range: the line has {}", m.groups.len()), 0);
            return mahjong_result::OutOfRange;
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(group_out, *g) }
    }
}

/// Copies the nearest line's section into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_section(
    n: *const mahjong_nearest,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_str(&n.section, buf, len, out_n) }
    }
}

/// Copies the nearest hand as printed on the card into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_text(
    n: *const mahjong_nearest,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_str(&n.text, buf, len, out_n) }
    }
}

/// Copies the nearest line string into `buf`, NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_line(
    n: *const mahjong_nearest,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_str(&n.line, buf, len, out_n) }
    }
}

/// Writes the nearest hand's number in its section.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_number(n: *const mahjong_nearest, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, n.number) }
    }
}

/// Writes the nearest hand's printed value.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_value(n: *const mahjong_nearest, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, n.value) }
    }
}

/// Writes true for a concealed (C) hand.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_concealed(n: *const mahjong_nearest, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, n.concealed) }
    }
}

/// Writes the tiles away: 14 minus the hand's tiles that fit the closest form (0 for a winning
/// hand).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_tiles_away(n: *const mahjong_nearest, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, n.tiles_away) }
    }
}

/// Writes how many of the hand's jokers already fill the line's empty joker-eligible slots.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_jokers_fit(n: *const mahjong_nearest, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, n.jokers_fit) }
    }
}

/// Copies the tiles still needed that must be naturals (singles, pairs, singles groups) into the
/// array `tiles` of `len` entries; `*out_n` gets their count. An array too small gives
/// `MAHJONG_RESULT_INSUFFICIENT_SIZE` with the count in `*out_n` (14 entries always suffice).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_needed_naturals(
    n: *const mahjong_nearest,
    tiles: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_tiles(&n.needed_naturals, tiles, len, out_n) }
    }
}

/// Copies the empty slots of joker-eligible groups (pungs and larger), before the hand's spare
/// jokers are placed, into `tiles` as `mahjong_nearest_needed_naturals` does.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_needed_eligible(
    n: *const mahjong_nearest,
    tiles: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_tiles(&n.needed_eligible, tiles, len, out_n) }
    }
}

/// Copies the concealed tiles that fit nowhere in the line (discard candidates; spare jokers
/// last) into `tiles` as `mahjong_nearest_needed_naturals` does.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_unused(
    n: *const mahjong_nearest,
    tiles: *mut mahjong_tile,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: caller contract.
        unsafe { write_tiles(&n.unused, tiles, len, out_n) }
    }
}

/// Writes the suit given to letter `'a'`, `'b'` or `'c'` in the closest form
/// (`MAHJONG_SUIT_NONE` when unused); another letter gives `MAHJONG_RESULT_INVALID_ARGUMENT`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_suit(
    n: *const mahjong_nearest,
    letter: c_char,
    out: *mut mahjong_suit,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        let l = try_ffi!(letter_index(letter));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, suit_code(n.suits[l])) }
    }
}

/// Writes whether the closest line has `X` groups to `*has_out`, and the base number n of its
/// closest form to `*n_out` (0 when it has none); see `mahjong_match_base_number`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_nearest_base_number(
    n: *const mahjong_nearest,
    has_out: *mut bool,
    n_out: *mut i8,
) -> mahjong_result {
    ffi_panic_boundary! {
        let n = try_ffi!(nearest_ref(n));
        // SAFETY: forwarded caller contract.
        unsafe { write_base_number(n.n, has_out, n_out) }
    }
}
