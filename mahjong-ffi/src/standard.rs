//! Four sets and a pair (`mahjong_core::standard`): decompositions, special hands, waits, tiles
//! away, under a rule profile (`MAHJONG_RULES_*`). A hand the core refuses gives
//! `MAHJONG_RESULT_INVALID_HAND` with its message and kind. Nothing here needs freeing.
use crate::ffi::{c_in, per_tile, put, put2, tile_array, try_array, try_out, try_ref, write_slice};
use crate::hand::mahjong_hand;
use crate::mahjong_result;
use crate::names::{
    enum_out, mahjong_meld_status, mahjong_rule_profile, mahjong_set_kind, mahjong_special_hand, mahjong_special_value,
};
use crate::tile::mahjong_tile;
use mahjong_core::MeldStatus;
use mahjong_core::name::Name;
use mahjong_core::standard::{self, SpecialHand};

/// `f` of each value of `T` in C value order (`Name::VALUES`): its answer (0 for none), and whether it has one.
pub(crate) fn by_value<T: Name, const N: usize>(f: impl Fn(T) -> Option<i8>) -> ([i8; N], [bool; N]) {
    const { assert!(T::VALUES.len() == N) };
    let all: [Option<i8>; N] = std::array::from_fn(|i| f(T::VALUES[i]));
    (all.map(|n| n.unwrap_or(0)), all.map(|n| n.is_some()))
}

ffi! {
    /// One set of a decomposition: each field is the `standard::StandardSet` accessor of its name.
    struct mahjong_standard_set from s: &standard::StandardSet {
        kind: mahjong_set_kind = enum_out(s.kind()),
        tile: mahjong_tile = s.tile().index(),
        /// The set's tiles; `tile_count` (3, or 4 for a kong) of them are used.
        tiles: [mahjong_tile; 4] = tile_array(s.tiles()).0,
        tile_count: u8 = tile_array::<4>(s.tiles()).1 as u8,
        /// True when the set is one of the hand's melds; false when made of concealed tiles.
        is_meld: bool = s.meld_status().is_some(),
        /// The meld's status (`MAHJONG_MELD_STATUS_*`) when `is_meld`; otherwise
        /// `MAHJONG_MELD_STATUS_CONCEALED`.
        meld_status: mahjong_meld_status = enum_out(s.meld_status().unwrap_or(MeldStatus::Concealed)),
        /// `StandardSet::is_concealed`.
        concealed: bool = s.is_concealed(),
    }

    /// One reading of a 14-tile hand as four sets and a pair: each field is the `standard::Decomposition`
    /// accessor of its name.
    struct mahjong_decomposition from d: &standard::Decomposition {
        sets: [mahjong_standard_set; 4] = d.sets().each_ref().map(mahjong_standard_set::from),
        pair: mahjong_tile = d.pair().index(),
        chows: u8 = d.chows() as u8,
    }

    /// The tiles that complete a 13-tile hand (`standard::Waits`), from `mahjong_waits`.
    struct mahjong_waits_result from w: standard::Waits {
        /// Bit `i` set when tile `i` (0 to 33) completes the hand in some form.
        mask: u64 = w.mask(),
        /// Bit `i` set when tile `i` completes the standard form (four sets and a pair).
        standard_mask: u64 = w.standard_mask(),
        /// For each tile `i`, the special hands it completes as a bitset (bit `MAHJONG_SPECIAL_*`).
        special_hands: [u32; 34] = per_tile(|t| w.special_hands(t).bits()),
        /// Number of completing tiles (faces).
        count: u32 = w.len() as u32,
    }

    /// Tiles away under a rule profile (`standard::TilesAway`; -1 complete, 0 calling): `specials[s]` for
    /// special hand `s` (`MAHJONG_SPECIAL_*`) is valid when `has_special[s]` (only the special hands the core
    /// counts tiles away for, under the profile).
    struct mahjong_tiles_away_result from a: standard::TilesAway {
        standard: i8 = a.standard(),
        best: i8 = a.best(),
        improving: u64 = a.improving(),
        specials: [i8; 18] = by_value(|h| a.special(h)).0,
        has_special: [bool; 18] = by_value(|h| a.special(h)).1,
    }

    /// Whether a 14-tile hand wins under `rules` (`standard::is_winning`), in `*out`.
    fn mahjong_is_winning(hand: *const mahjong_hand, rules: mahjong_rule_profile) -> out: *mut bool =
        standard::is_winning(hand, rules)?;

    /// Whether 34 counts split into sets and one pair (`standard::is_winning_counts`), in `*out`.
    fn mahjong_is_winning_counts(counts: *const u8) -> out: *mut bool = standard::is_winning_counts(&counts)?;

    /// Every decomposition of a 14-tile hand under `rules` (`standard::decompose`) into `out` (room for `len`),
    /// the count in `*out_n`.
    fn mahjong_decompose(
        hand: *const mahjong_hand, rules: mahjong_rule_profile, out: *mut mahjong_decomposition, len: usize,
        out_n: *mut usize,
    ) -> mahjong_result {
        let mut found = Vec::new();
        standard::decompose(try_ref(hand)?, c_in(rules)?, |d| found.push(mahjong_decomposition::from(d)))?;
        write_slice(&found, out, len, out_n)
    }

    /// The special hands a 14-tile hand is (`standard::special_hands`): bit `MAHJONG_SPECIAL_*` in `*out`.
    fn mahjong_special_hands(hand: *const mahjong_hand, rules: mahjong_rule_profile) -> out: *mut u32 =
        standard::special_hands(hand, rules)?.bits();

    /// What special hand `id` scores (`SpecialHand::value`), `MAHJONG_SPECIAL_VALUE_*` in `*out`.
    fn mahjong_special_hand_value(id: mahjong_special_hand) -> out: *mut mahjong_special_value =
        SpecialHand::value(id);

    /// Every tile that completes a 13-tile hand under `rules` (`standard::waits`), in `*out`.
    fn mahjong_waits(hand: *const mahjong_hand, rules: mahjong_rule_profile) -> out: *mut mahjong_waits_result =
        standard::waits(hand, rules)?;

    /// Whether the winning tile was the only one to complete the hand (`standard::only_possible_tile`).
    fn mahjong_only_possible_tile(hand: *const mahjong_hand, rules: mahjong_rule_profile) -> out: *mut bool =
        standard::only_possible_tile(hand, rules)?;

    /// Tiles away of a 13- or 14-tile hand under `rules` (`standard::tiles_away`) in `*out`.
    fn mahjong_tiles_away(
        hand: *const mahjong_hand, rules: mahjong_rule_profile,
    ) -> out: *mut mahjong_tiles_away_result = standard::tiles_away(hand, rules)?;

    /// Three-form tiles away of 34 counts (`standard::tiles_away_three_forms_counts`) in `*out`.
    fn mahjong_tiles_away_three_forms_counts(counts: *const u8) -> out: *mut i8 =
        standard::tiles_away_three_forms_counts(&counts)?;

    /// `standard::improving_three_forms_counts`: tiles away in `*away`, the tiles that lower it (bit `i`) in
    /// `*improving`.
    fn mahjong_improving_three_forms_counts(counts: *const u8, away: *mut i8, improving: *mut u64) -> mahjong_result {
        try_out(away).and(try_out(improving))?;
        put2((away, improving), standard::improving_three_forms_counts(&try_array(counts)?)?)
    }
}

/// The standard-form tiles away of 34 counts (`standard::tiles_away_counts`) in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_tiles_away_counts(counts: *const u8, out: *mut i8) -> mahjong_result {
    // The common case without the error bookkeeping: both pointers given and good counts. Any
    // other case (or a panic) takes the full path below, which records the error message.
    // SAFETY: NULL or 34 readable bytes at `counts` (`[u8; 34]` has alignment 1), NULL or a writable `int8_t`.
    let (c, o) = unsafe { (counts.cast::<[u8; 34]>().as_ref(), out.as_mut()) };
    if let (Some(c), Some(o)) = (c, o)
        && let Ok(Ok(n)) = std::panic::catch_unwind(|| standard::tiles_away_counts(c))
    {
        *o = n;
        return mahjong_result::Ok;
    }
    crate::panic::boundary(|| put(out, standard::tiles_away_counts(&try_array(counts)?)?))
}
