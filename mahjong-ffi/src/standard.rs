//! C ABI for four sets and a pair: decompositions, special hands, waits, tiles away.
//!
//! Every function reads a `mahjong_hand` under a rule profile (`MAHJONG_RULES_*`). A hand that
//! cannot be read as four sets and a pair (wrong tile count, more than four copies, a joker, a
//! quint, the North wind in three-player…) gives `MAHJONG_RESULT_INVALID_HAND` and
//! `mahjong_last_error_message` names the problem. Results are plain `#[repr(C)]` structs the
//! caller owns; nothing here allocates memory the caller must free.
use crate::hand::{MAHJONG_MELD_STATUS_ADDED, MAHJONG_MELD_STATUS_CONCEALED, MAHJONG_MELD_STATUS_EXPOSED};
use crate::hand::{hand_ref, mahjong_hand, mahjong_meld_status};
use crate::tile::mahjong_tile;
use crate::{mahjong_result, write_out, write_str};
use mahjong_core::MeldStatus;
use mahjong_core::standard::{self, RuleProfile, SetKind, SpecialHand, SpecialValue, StandardError};
use std::ffi::c_char;

/// A rule profile (classical, British, two- or three-player) (`MAHJONG_RULES_*`).
pub type mahjong_rule_profile = u32;
/// The Chinese classical game.
pub const MAHJONG_RULES_CLASSICAL: mahjong_rule_profile = 0;
/// The British game: one chow per hand, eighteen special hands.
pub const MAHJONG_RULES_BRITISH: mahjong_rule_profile = 1;
/// Two players: no chows.
pub const MAHJONG_RULES_TWO_PLAYER: mahjong_rule_profile = 2;
/// Three players at a triangle: no North wind.
pub const MAHJONG_RULES_THREE_PLAYER: mahjong_rule_profile = 3;

/// The shape of a set (`MAHJONG_SET_*`).
pub type mahjong_set_kind = u32;
/// Three consecutive numbers of one suit.
pub const MAHJONG_SET_CHOW: mahjong_set_kind = 0;
/// Three identical tiles.
pub const MAHJONG_SET_PUNG: mahjong_set_kind = 1;
/// Four identical tiles (a declared kong; counts as one set).
pub const MAHJONG_SET_KONG: mahjong_set_kind = 2;

/// A special hand of the classical and British rules (`MAHJONG_SPECIAL_*`), numbered in a fixed order; bit `id` of
/// a special-hand bitset.
pub type mahjong_special_hand = u32;
/// Buried Treasure.
pub const MAHJONG_SPECIAL_BURIED_TREASURE: mahjong_special_hand = 0;
/// Heads and Tails.
pub const MAHJONG_SPECIAL_HEADS_AND_TAILS: mahjong_special_hand = 1;
/// The Wriggling Snake.
pub const MAHJONG_SPECIAL_WRIGGLING_SNAKE: mahjong_special_hand = 2;
/// Three Great Scholars.
pub const MAHJONG_SPECIAL_THREE_GREAT_SCHOLARS: mahjong_special_hand = 3;
/// Four Blessings Hovering Over the Door.
pub const MAHJONG_SPECIAL_FOUR_BLESSINGS_HOVERING_OVER_THE_DOOR: mahjong_special_hand = 4;
/// The Thirteen Unique Wonders.
pub const MAHJONG_SPECIAL_THIRTEEN_UNIQUE_WONDERS: mahjong_special_hand = 5;
/// Heaven's Blessing.
pub const MAHJONG_SPECIAL_HEAVENS_BLESSING: mahjong_special_hand = 6;
/// Earth's Blessing.
pub const MAHJONG_SPECIAL_EARTHS_BLESSING: mahjong_special_hand = 7;
/// Gathering the Plum Blossom from the Roof.
pub const MAHJONG_SPECIAL_GATHERING_THE_PLUM_BLOSSOM_FROM_THE_ROOF: mahjong_special_hand = 8;
/// Plucking the Moon from the Bottom of the Sea.
pub const MAHJONG_SPECIAL_PLUCKING_THE_MOON_FROM_THE_BOTTOM_OF_THE_SEA: mahjong_special_hand = 9;
/// All Pair Honours (British).
pub const MAHJONG_SPECIAL_ALL_PAIR_HONOURS: mahjong_special_hand = 10;
/// Fourfold Plenty (British).
pub const MAHJONG_SPECIAL_FOURFOLD_PLENTY: mahjong_special_hand = 11;
/// Knitting (British).
pub const MAHJONG_SPECIAL_KNITTING: mahjong_special_hand = 12;
/// Triple Knitting (British).
pub const MAHJONG_SPECIAL_TRIPLE_KNITTING: mahjong_special_hand = 13;
/// The Gates of Heaven (British).
pub const MAHJONG_SPECIAL_GATES_OF_HEAVEN: mahjong_special_hand = 14;
/// Imperial Jade (British).
pub const MAHJONG_SPECIAL_IMPERIAL_JADE: mahjong_special_hand = 15;
/// Twofold Fortune (British).
pub const MAHJONG_SPECIAL_TWOFOLD_FORTUNE: mahjong_special_hand = 16;
/// All Winds and Dragons (British).
pub const MAHJONG_SPECIAL_ALL_WINDS_AND_DRAGONS: mahjong_special_hand = 17;

/// What a special hand scores (`MAHJONG_SPECIAL_VALUE_*`).
pub type mahjong_special_value = u32;
/// The limit.
pub const MAHJONG_SPECIAL_VALUE_LIMIT: mahjong_special_value = 0;
/// Half the limit.
pub const MAHJONG_SPECIAL_VALUE_HALF_LIMIT: mahjong_special_value = 1;

/// One set of a decomposition.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_standard_set {
    /// `MAHJONG_SET_CHOW`, `_PUNG` or `_KONG`.
    pub kind: mahjong_set_kind,
    /// The repeated tile, or the lowest tile of a chow.
    pub tile: mahjong_tile,
    /// The set's tiles; `tile_count` (3, or 4 for a kong) of them are used.
    pub tiles: [mahjong_tile; 4],
    /// 3, or 4 for a kong.
    pub tile_count: u8,
    /// True when the set is one of the hand's melds; false when made of concealed tiles.
    pub is_meld: bool,
    /// The meld's status (`MAHJONG_MELD_STATUS_*`) when `is_meld`; otherwise
    /// `MAHJONG_MELD_STATUS_CONCEALED`.
    pub meld_status: mahjong_meld_status,
    /// True when held concealed: concealed tiles, or a concealed kong.
    pub concealed: bool,
}

/// One way to read a 14-tile hand as four sets and a pair: melds first in the hand's order,
/// then the sets of concealed tiles in ascending tile order.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_decomposition {
    /// The four sets.
    pub sets: [mahjong_standard_set; 4],
    /// The pair's tile.
    pub pair: mahjong_tile,
    /// How many of the sets are chows.
    pub chows: u8,
}

/// The tiles that complete a 13-tile hand ("calling"), and in which form (the result of
/// `mahjong_waits`; C does not allow a type and a function of the same name).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_waits_result {
    /// Bit `i` set when tile `i` (0 to 33) completes the hand in some form.
    pub mask: u64,
    /// Bit `i` set when tile `i` completes the standard form (four sets and a pair).
    pub standard_mask: u64,
    /// For each tile `i`, the special hands it completes as a bitset (bit `MAHJONG_SPECIAL_*`).
    pub special_hands: [u32; 34],
    /// Number of completing tiles (faces).
    pub count: u32,
}

/// Tiles away under a rule profile, riichi shanten convention: -1 complete, 0 calling, n tiles
/// from calling (the result of `mahjong_tiles_away`). A `has_*` flag is false when the profile
/// has no such hand or the hand has melds; the number beside it is then 0 and means nothing.
///
/// Layout: fields are only ever added at the end. `wriggling_snake` to `has_triple_knitting`
/// came after `improving`; the fields before them keep their offsets, so C source written for
/// the earlier struct compiles unchanged, but the struct grew from 16 to 24 bytes and
/// `mahjong_tiles_away` writes all of it: build against the `mahjong.h` of the library you link
/// (the header carries no version of its own; `mahjong_version()` names the library's).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_tiles_away_result {
    /// Standard form (four sets and a pair) within the profile's chow limit: the least number of
    /// exchanges, less one, counting the copies the melds hold. Classical and three-player
    /// without melds: the same as `mahjong_tiles_away_counts` of the counts (riichi-compatible).
    pub standard: i8,
    /// The Thirteen Unique Wonders (riichi kokushi count); valid when `has_thirteen_unique_wonders`.
    pub thirteen_unique_wonders: i8,
    /// False with melds, and under three-player rules (no North wind).
    pub has_thirteen_unique_wonders: bool,
    /// All Pair Honours; valid when `has_all_pair_honours`.
    pub all_pair_honours: i8,
    /// True only under British and two-player rules, without melds.
    pub has_all_pair_honours: bool,
    /// Knitting; valid when `has_knitting`.
    pub knitting: i8,
    /// True only under British and two-player rules, without melds.
    pub has_knitting: bool,
    /// The least of the forms: -1 exactly when `mahjong_is_winning` says so, 0 exactly when
    /// `mahjong_waits` finds a tile.
    pub best: i8,
    /// Bit `i` set when tile `i` brings `best` down (for 14 tiles: after some discard).
    pub improving: u64,
    /// The Wriggling Snake (1 1 2 3 4 5 6 7 8 9 of one suit with E S W N); valid when
    /// `has_wriggling_snake`.
    pub wriggling_snake: i8,
    /// False with melds, and under three-player rules (no North wind).
    pub has_wriggling_snake: bool,
    /// The Gates of Heaven (1 1 1, 2 to 8, 9 9 9 and one more of 2 to 8 in one suit); valid when
    /// `has_gates_of_heaven`.
    pub gates_of_heaven: i8,
    /// True only under British and two-player rules, without melds, and unless the hand's win
    /// context names a suit's 1 or 9 won on a discard (the pungs of Ones and Nines are concealed).
    pub has_gates_of_heaven: bool,
    /// Triple Knitting (four numbers in all three suits, one in two suits); valid when
    /// `has_triple_knitting`.
    pub triple_knitting: i8,
    /// True only under British and two-player rules, without melds.
    pub has_triple_knitting: bool,
}

pub(crate) fn rules_arg(rules: mahjong_rule_profile) -> Result<RuleProfile, mahjong_result> {
    RuleProfile::STANDARD.get(rules as usize).copied().ok_or_else(|| {
        crate::error::set_last_error(&format!("{rules} is not a rule profile (0 to 3)"), 0);
        mahjong_result::InvalidArgument
    })
}

fn invalid(e: StandardError) -> mahjong_result {
    crate::error::set_last_error(&e.to_string(), 0);
    mahjong_result::InvalidHand
}

fn special_arg(id: mahjong_special_hand) -> Result<SpecialHand, mahjong_result> {
    SpecialHand::ALL.get(id as usize).copied().ok_or_else(|| {
        crate::error::set_last_error(&format!("{id} is not a special hand (0 to 17)"), 0);
        mahjong_result::InvalidArgument
    })
}

fn set_out(s: &standard::StandardSet) -> mahjong_standard_set {
    let mut tiles = [0; 4];
    for (d, t) in tiles.iter_mut().zip(s.tiles()) {
        *d = t.index();
    }
    mahjong_standard_set {
        kind: match s.kind() {
            SetKind::Chow => MAHJONG_SET_CHOW,
            SetKind::Pung => MAHJONG_SET_PUNG,
            SetKind::Kong => MAHJONG_SET_KONG,
        },
        tile: s.tile().index(),
        tiles,
        tile_count: s.tiles().len() as u8,
        is_meld: s.meld_status().is_some(),
        meld_status: match s.meld_status() {
            Some(MeldStatus::Exposed) => MAHJONG_MELD_STATUS_EXPOSED,
            Some(MeldStatus::Added) => MAHJONG_MELD_STATUS_ADDED,
            _ => MAHJONG_MELD_STATUS_CONCEALED,
        },
        concealed: s.is_concealed(),
    }
}

fn decomposition_out(d: &standard::Decomposition) -> mahjong_decomposition {
    mahjong_decomposition {
        sets: [set_out(&d.sets()[0]), set_out(&d.sets()[1]), set_out(&d.sets()[2]), set_out(&d.sets()[3])],
        pair: d.pair().index(),
        chows: d.chows() as u8,
    }
}

/// Reads 34 counts from a caller array.
unsafe fn counts_arg(counts: *const u8) -> Result<[u8; 34], mahjong_result> {
    if counts.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    let mut c = [0u8; 34];
    // SAFETY: the caller promises 34 readable bytes at `counts`.
    c.copy_from_slice(unsafe { std::slice::from_raw_parts(counts, 34) });
    Ok(c)
}

/// Whether a hand of 14 tiles in sets (concealed tiles plus three per meld) wins under `rules`
/// (`MAHJONG_RULES_*`): four sets and a pair within the profile's chow limit, or a special hand
/// of the profile. Writes `*out`. Errors: `MAHJONG_RESULT_INVALID_HAND` (wrong tile count, a
/// tile the profile does not play…), `MAHJONG_RESULT_INVALID_ARGUMENT` (unknown profile),
/// `MAHJONG_RESULT_NULL_PARAMETER`. Nothing to free.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_is_winning(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        let w = try_ffi!(standard::is_winning(h, r).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, w) }
    }
}

/// Fast path: whether 34 counts (`counts[0..34]`, 2, 5, 8, 11 or 14 tiles; missing sets taken as
/// melds) split into sets and one pair, any number of chows. Writes `*out`. Errors:
/// `MAHJONG_RESULT_INVALID_HAND` (a count above 4, a wrong total),
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_is_winning_counts(counts: *const u8, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let c = try_ffi!(unsafe { counts_arg(counts) });
        let w = try_ffi!(standard::is_winning_counts(&c).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, w) }
    }
}

/// Every decomposition of a 14-tile hand into four sets and a pair allowed by `rules` (British:
/// at most one chow; two-player: none). Writes the decompositions to `out[0..*out_n]` and their
/// number to `*out_n`; a hand that does not decompose gives 0. When `len` is smaller than the
/// number found, nothing is written to `out`, `*out_n` gets the number needed and the result is
/// `MAHJONG_RESULT_INSUFFICIENT_SIZE` (`out` may be NULL when `len` is 0). Errors:
/// `MAHJONG_RESULT_INVALID_HAND`, `MAHJONG_RESULT_INVALID_ARGUMENT`,
/// `MAHJONG_RESULT_NULL_PARAMETER`. The caller owns `out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_decompose(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut mahjong_decomposition,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        if out_n.is_null() || (out.is_null() && len > 0) {
            return mahjong_result::NullParameter;
        }
        let mut found = Vec::new();
        try_ffi!(standard::decompose(h, r, |d| found.push(decomposition_out(d))).map_err(invalid));
        // SAFETY: out_n checked non-null.
        unsafe { *out_n = found.len() };
        if found.len() > len {
            crate::error::set_last_error(
                &format!("room for {len} decompositions: {} needed", found.len()),
                0,
            );
            return mahjong_result::InsufficientSize;
        }
        if !found.is_empty() {
            // SAFETY: `len >= found.len()` writable elements at `out` per the caller's contract.
            unsafe { std::ptr::copy_nonoverlapping(found.as_ptr(), out, found.len()) };
        }
        mahjong_result::Ok
    }
}

/// The special hands of `rules` that a 14-tile hand is, as a bitset (bit `MAHJONG_SPECIAL_*`)
/// in `*out`; those that depend on how the hand was won read its win context. Names come from
/// `mahjong_special_hand_name`. Errors: `MAHJONG_RESULT_INVALID_HAND`,
/// `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_special_hands(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        let s = try_ffi!(standard::special_hands(h, r).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, s.bits()) }
    }
}

/// Copies the name of special hand `id` (`MAHJONG_SPECIAL_*`), e.g. "The Wriggling
/// Snake", into `buf`, NUL-terminated; `*out_n` gets its length without the NUL. Errors:
/// `MAHJONG_RESULT_INVALID_ARGUMENT` (unknown id), `MAHJONG_RESULT_INSUFFICIENT_SIZE`,
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_special_hand_name(
    id: mahjong_special_hand,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(special_arg(id));
        // SAFETY: caller contract.
        unsafe { write_str(h.label(), buf, len, out_n) }
    }
}

/// What special hand `id` scores: `MAHJONG_SPECIAL_VALUE_LIMIT` or `_HALF_LIMIT`, in `*out`.
/// Errors: `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_special_hand_value(
    id: mahjong_special_hand,
    out: *mut mahjong_special_value,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(special_arg(id));
        let v = match h.value() {
            SpecialValue::Limit => MAHJONG_SPECIAL_VALUE_LIMIT,
            SpecialValue::HalfLimit => MAHJONG_SPECIAL_VALUE_HALF_LIMIT,
        };
        // SAFETY: caller contract.
        unsafe { write_out(out, v) }
    }
}

/// Every tile that completes a hand of 13 tiles in sets under `rules`, standard or special,
/// written to `*out`. Tiles the hand already holds four of are not offered, nor the North wind
/// in three-player. Errors: `MAHJONG_RESULT_INVALID_HAND`, `MAHJONG_RESULT_INVALID_ARGUMENT`,
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_waits(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut mahjong_waits_result,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        let w = try_ffi!(standard::waits(h, r).map_err(invalid));
        let mut special = [0u32; 34];
        for (i, s) in special.iter_mut().enumerate() {
            if let Some(t) = mahjong_core::Tile::from_index(i as u8) {
                *s = w.special_hands(t).bits();
            }
        }
        let value = mahjong_waits_result { mask: w.mask(), standard_mask: w.standard_mask(), special_hands: special, count: w.len() as u32 };
        // SAFETY: caller contract.
        unsafe { write_out(out, value) }
    }
}

/// Whether the winning tile of a complete 14-tile hand (its win context's winning tile, one of
/// the concealed tiles) was the only tile that could complete it. Writes `*out`. Errors:
/// `MAHJONG_RESULT_INVALID_HAND` (also: no winning tile in the context, or not among the
/// concealed tiles), `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_only_possible_tile(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        let only = try_ffi!(standard::only_possible_tile(h, r).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, only) }
    }
}

/// Tiles away for a hand of 13 or 14 tiles in sets under `rules` (`MAHJONG_RULES_*`): the
/// standard form within the profile's chow limit, and the special forms the profile has (The
/// Thirteen Unique Wonders and The Wriggling Snake, not under three-player rules; British and
/// two-player also All Pair Honours, Knitting, The Gates of Heaven and Triple Knitting; those
/// only without melds), with the tiles that improve the best of them, written to `*out`.
/// Errors: `MAHJONG_RESULT_INVALID_HAND` (wrong count, tile or seat not in the profile, or
/// melded chows beyond the profile's limit), `MAHJONG_RESULT_INVALID_ARGUMENT` (unknown
/// profile), `MAHJONG_RESULT_NULL_PARAMETER`. Nothing to free.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tiles_away(
    hand: *const mahjong_hand,
    rules: mahjong_rule_profile,
    out: *mut mahjong_tiles_away_result,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        let a = try_ffi!(standard::tiles_away(h, r).map_err(invalid));
        let value = mahjong_tiles_away_result {
            standard: a.standard(),
            thirteen_unique_wonders: a.thirteen_unique_wonders().unwrap_or(0),
            has_thirteen_unique_wonders: a.thirteen_unique_wonders().is_some(),
            all_pair_honours: a.all_pair_honours().unwrap_or(0),
            has_all_pair_honours: a.all_pair_honours().is_some(),
            knitting: a.knitting().unwrap_or(0),
            has_knitting: a.knitting().is_some(),
            best: a.best(),
            improving: a.improving(),
            wriggling_snake: a.wriggling_snake().unwrap_or(0),
            has_wriggling_snake: a.wriggling_snake().is_some(),
            gates_of_heaven: a.gates_of_heaven().unwrap_or(0),
            has_gates_of_heaven: a.gates_of_heaven().is_some(),
            triple_knitting: a.triple_knitting().unwrap_or(0),
            has_triple_knitting: a.triple_knitting().is_some(),
        };
        // SAFETY: caller contract.
        unsafe { write_out(out, value) }
    }
}

/// Fast path: the standard-form tiles away (shanten) of 34 counts (`counts[0..34]`, 3n+1 or
/// 3n+2 tiles, at most 14), any number of chows — the least number of exchanges, less one, to
/// sets and a pair with four of each face at most (equal to the `mahjong` package's regular
/// shanten on every hand compared), the classical number of `mahjong_tiles_away` — written to
/// `*out`. Errors: `MAHJONG_RESULT_INVALID_HAND`,
/// `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tiles_away_counts(counts: *const u8, out: *mut i8) -> mahjong_result {
    // The common case without the error bookkeeping: both pointers given and good counts. Any
    // other case (or a panic) takes the full path below, which records the error message.
    if !counts.is_null() && !out.is_null() {
        // SAFETY: the caller promises 34 readable bytes at `counts`; `[u8; 34]` has alignment 1.
        let c = unsafe { &*counts.cast::<[u8; 34]>() };
        if let Ok(Ok(n)) = std::panic::catch_unwind(|| standard::tiles_away_counts(c)) {
            // SAFETY: checked non-null; the caller gives a writable `int8_t`.
            unsafe { out.write(n) };
            return mahjong_result::Ok;
        }
    }
    // SAFETY: the caller's contract, passed on.
    unsafe { tiles_away_counts_checked(counts, out) }
}

/// [`mahjong_tiles_away_counts`] with every check and the error message.
unsafe fn tiles_away_counts_checked(counts: *const u8, out: *mut i8) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let c = try_ffi!(unsafe { counts_arg(counts) });
        let n = try_ffi!(standard::tiles_away_counts(&c).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, n) }
    }
}

/// Fast path: the least tiles away of 13 or 14 counts (`counts[0..34]`) over three forms — the
/// standard form (as `mahjong_tiles_away_counts`), seven pairs of seven different faces, and
/// thirteen orphans (one of each 1, 9 and honour, with a pair of one of them) — the number riichi
/// efficiency tools call shanten, written to `*out`. Errors: `MAHJONG_RESULT_INVALID_HAND`
/// (not 13 or 14 tiles, a count above 4), `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tiles_away_three_forms_counts(counts: *const u8, out: *mut i8) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let c = try_ffi!(unsafe { counts_arg(counts) });
        let n = try_ffi!(standard::tiles_away_three_forms_counts(&c).map_err(invalid));
        // SAFETY: caller contract.
        unsafe { write_out(out, n) }
    }
}

/// Fast path: `mahjong_tiles_away_three_forms_counts` written to `*away`, and the tiles that
/// lower it when drawn (for 14 tiles, drawn after the best discard; none for a complete hand) to
/// `*improving`, as a 34-bit mask (bit `i` for the tile of index `i`): the union over the forms
/// at the least number; faces held four times are left out. Errors:
/// `MAHJONG_RESULT_INVALID_HAND`, `MAHJONG_RESULT_NULL_PARAMETER`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_improving_three_forms_counts(
    counts: *const u8,
    away: *mut i8,
    improving: *mut u64,
) -> mahjong_result {
    ffi_panic_boundary! {
        if away.is_null() || improving.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: caller contract.
        let c = try_ffi!(unsafe { counts_arg(counts) });
        let (n, tiles) = try_ffi!(standard::improving_three_forms_counts(&c).map_err(invalid));
        // SAFETY: checked non-null; the caller gives writable storage.
        unsafe {
            away.write(n);
            improving.write(tiles);
        }
        mahjong_result::Ok
    }
}
