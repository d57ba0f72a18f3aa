//! Four sets and a pair (`mahjong_core::standard`): decompositions, special hands, waits, tiles
//! away, under a rule profile (`MAHJONG_RULES_*`). A hand the core refuses gives
//! `MAHJONG_RESULT_INVALID_HAND` with its message and kind. Nothing here needs freeing.
use crate::ffi::{tile_array, try_out, try_ref, write_out, write_slice};
use crate::hand::{mahjong_hand, mahjong_meld_status};
use crate::mahjong_result;
use crate::names::{enum_in, enum_out};
use crate::tile::mahjong_tile;
use mahjong_core::MeldStatus;
use mahjong_core::name::Name;
use mahjong_core::standard::{self, RuleProfile, SpecialHand, StandardError};

/// A rule profile (`mahjong_core::standard::RuleProfile`): one of the `MAHJONG_RULES_*` values.
pub type mahjong_rule_profile = u32;

/// The shape of a set (`MAHJONG_SET_*`).
pub type mahjong_set_kind = u32;

/// A special hand of the classical and British rules (`MAHJONG_SPECIAL_*`), numbered in a fixed order; bit `id` of
/// a special-hand bitset.
pub type mahjong_special_hand = u32;

/// What a special hand scores (`MAHJONG_SPECIAL_VALUE_*`).
pub type mahjong_special_value = u32;

/// One set of a decomposition (`standard::StandardSet`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_standard_set {
    /// `MAHJONG_SET_CHOW`, `_PUNG` or `_KONG`.
    pub kind: mahjong_set_kind,
    /// The repeated tile, or the lowest tile of a chow.
    pub tile: mahjong_tile,
    /// The set's tiles; `tile_count` (3, or 4 for a kong) of them are used.
    pub tiles: [mahjong_tile; 4],
    pub tile_count: u8,
    /// True when the set is one of the hand's melds; false when made of concealed tiles.
    pub is_meld: bool,
    /// The meld's status (`MAHJONG_MELD_STATUS_*`) when `is_meld`; otherwise
    /// `MAHJONG_MELD_STATUS_CONCEALED`.
    pub meld_status: mahjong_meld_status,
    /// True when held concealed: concealed tiles, or a concealed kong.
    pub concealed: bool,
}

/// One reading of a 14-tile hand as four sets and a pair (`standard::Decomposition`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_decomposition {
    pub sets: [mahjong_standard_set; 4],
    pub pair: mahjong_tile,
    /// How many of the sets are chows.
    pub chows: u8,
}

/// The tiles that complete a 13-tile hand (`standard::Waits`), from `mahjong_waits`.
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

/// Tiles away under a rule profile (`standard::TilesAway`; -1 complete, 0 calling): `specials[s]` for
/// special hand `s` (`MAHJONG_SPECIAL_*`) is valid when `has_special[s]` (only the special hands the core
/// counts tiles away for, under the profile).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_tiles_away_result {
    pub standard: i8,
    pub best: i8,
    pub improving: u64,
    pub specials: [i8; 18],
    pub has_special: [bool; 18],
}

fn set_out(s: &standard::StandardSet) -> mahjong_standard_set {
    let (tiles, tile_count) = tile_array(s.tiles());
    mahjong_standard_set {
        kind: enum_out(s.kind()),
        tile: s.tile().index(),
        tiles,
        tile_count: tile_count as u8,
        is_meld: s.meld_status().is_some(),
        meld_status: enum_out(s.meld_status().unwrap_or(MeldStatus::Concealed)),
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

fn waits_out(w: standard::Waits) -> mahjong_waits_result {
    let special =
        std::array::from_fn(|i| mahjong_core::Tile::from_index(i as u8).map_or(0, |t| w.special_hands(t).bits()));
    mahjong_waits_result {
        mask: w.mask(),
        standard_mask: w.standard_mask(),
        special_hands: special,
        count: w.len() as u32,
    }
}

fn tiles_away_out(a: standard::TilesAway) -> mahjong_tiles_away_result {
    const _: () = assert!(SpecialHand::VALUES.len() == 18);
    let special: [Option<i8>; 18] = std::array::from_fn(|i| SpecialHand::VALUES.get(i).and_then(|&h| a.special(h)));
    mahjong_tiles_away_result {
        standard: a.standard(),
        best: a.best(),
        improving: a.improving(),
        specials: special.map(|n| n.unwrap_or(0)),
        has_special: special.map(|n| n.is_some()),
    }
}

/// Reads 34 counts, asks `rule` and writes its answer into `*out`.
fn counts_answer<T>(
    counts: *const u8, out: *mut T, rule: fn(&[u8; 34]) -> Result<T, StandardError>,
) -> crate::ffi::Res {
    write_out(out, rule(&crate::ffi::try_array(counts)?)?)
}

/// Reads a hand and a rule profile, asks `rule` and writes its answer, made C by `to_c`, into `*out`.
fn hand_answer<T, C>(
    hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut C,
    rule: fn(&mahjong_core::Hand, RuleProfile) -> Result<T, StandardError>, to_c: fn(T) -> C,
) -> crate::ffi::Res {
    write_out(out, to_c(rule(try_ref(hand)?, enum_in(rules)?)?))
}

ffi! {
    /// Whether a 14-tile hand wins under `rules` (`standard::is_winning`), in `*out`.
    fn mahjong_is_winning(hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut bool) -> mahjong_result {
        hand_answer(hand, rules, out, standard::is_winning, |w| w)
    }

    /// Whether 34 counts split into sets and one pair (`standard::is_winning_counts`), in `*out`.
    fn mahjong_is_winning_counts(counts: *const u8, out: *mut bool) -> mahjong_result {
        counts_answer(counts, out, standard::is_winning_counts)
    }

    /// Every decomposition of a 14-tile hand under `rules` (`standard::decompose`) into `out` (room for `len`),
    /// the count in `*out_n`.
    fn mahjong_decompose(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut mahjong_decomposition, len: usize,
        out_n: *mut usize,
    ) -> mahjong_result {
        let mut found = Vec::new();
        standard::decompose(try_ref(hand)?, enum_in(rules)?, |d| found.push(decomposition_out(d)))?;
        write_slice(&found, out, len, out_n)
    }

    /// The special hands a 14-tile hand is (`standard::special_hands`): bit `MAHJONG_SPECIAL_*` in `*out`.
    fn mahjong_special_hands(hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut u32) -> mahjong_result {
        hand_answer(hand, rules, out, standard::special_hands, |s| s.bits())
    }

    /// What special hand `id` scores (`SpecialHand::value`), `MAHJONG_SPECIAL_VALUE_*` in `*out`.
    fn mahjong_special_hand_value(id: mahjong_special_hand, out: *mut mahjong_special_value) -> mahjong_result {
        write_out(out, enum_out(enum_in::<SpecialHand>(id)?.value()))
    }

    /// Every tile that completes a 13-tile hand under `rules` (`standard::waits`), in `*out`.
    fn mahjong_waits(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut mahjong_waits_result,
    ) -> mahjong_result {
        hand_answer(hand, rules, out, standard::waits, waits_out)
    }

    /// Whether the winning tile was the only one to complete the hand (`standard::only_possible_tile`).
    fn mahjong_only_possible_tile(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut bool,
    ) -> mahjong_result {
        hand_answer(hand, rules, out, standard::only_possible_tile, |o| o)
    }

    /// Tiles away of a 13- or 14-tile hand under `rules` (`standard::tiles_away`) in `*out`.
    fn mahjong_tiles_away(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut mahjong_tiles_away_result,
    ) -> mahjong_result {
        hand_answer(hand, rules, out, standard::tiles_away, tiles_away_out)
    }
}

/// The standard-form tiles away of 34 counts (`standard::tiles_away_counts`) in `*out`.
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
    ffi_panic_boundary! { counts_answer(counts, out, standard::tiles_away_counts) }
}

ffi! {
    /// Three-form tiles away of 34 counts (`standard::tiles_away_three_forms_counts`) in `*out`.
    fn mahjong_tiles_away_three_forms_counts(counts: *const u8, out: *mut i8) -> mahjong_result {
        counts_answer(counts, out, standard::tiles_away_three_forms_counts)
    }

    /// `standard::improving_three_forms_counts`: tiles away in `*away`, the tiles that lower it (bit `i`) in
    /// `*improving`.
    fn mahjong_improving_three_forms_counts(counts: *const u8, away: *mut i8, improving: *mut u64) -> mahjong_result {
        try_out(away).and(try_out(improving))?;
        let (n, tiles) = standard::improving_three_forms_counts(&crate::ffi::try_array(counts)?)?;
        crate::ffi::write_two(away, n, improving, tiles)
    }
}
