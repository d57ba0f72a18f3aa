//! C ABI for scoring and settlement: the Chinese classical, British, two- and three-player
//! classical and British tables (`mahjong_hand_score`, `mahjong_hand_score_losing`, `mahjong_settle`) and
//! the American payments (`mahjong_settle_american`).
use crate::hand::{hand_ref, mahjong_hand};
use crate::tile::mahjong_tile;
use crate::{arg_str, mahjong_result, write_out, write_str};
use mahjong_core::Wind;
use mahjong_core::error::Quoted;
use mahjong_core::scoring::{
    self, AmericanFormat, AmericanRules, AmericanSettlement, AmericanWin, AmericanWinBy, Payments, Score, ScoreError,
    ScoreItemKind, ScoreRules,
};
use mahjong_core::standard::RuleProfile;
use std::ffi::c_char;

/// A scoring game: one of the `MAHJONG_SCORE_PROFILE_*` values.
pub type mahjong_score_profile = u32;
/// Chinese classical, four players.
pub const MAHJONG_SCORE_PROFILE_CLASSICAL: mahjong_score_profile = 0;
/// British (BMJA), four players.
pub const MAHJONG_SCORE_PROFILE_BRITISH: mahjong_score_profile = 1;
/// Two players, East and West.
pub const MAHJONG_SCORE_PROFILE_TWO_PLAYER: mahjong_score_profile = 2;
/// Three players, triangular (East, South, West).
pub const MAHJONG_SCORE_PROFILE_THREE_PLAYER: mahjong_score_profile = 3;

/// Scoring options. Fill with `mahjong_score_rules_default` and change what you need.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_score_rules {
    /// `MAHJONG_SCORE_PROFILE_*`.
    pub profile: mahjong_score_profile,
    /// The limit: 1000 (the default) or 2000 (the English limit); half-limit hands score half.
    pub limit: u32,
    /// Flowers and seasons score (on by default only for British).
    pub flowers_and_seasons: bool,
}

fn profile_arg(profile: mahjong_score_profile) -> Result<RuleProfile, mahjong_result> {
    match RuleProfile::STANDARD.get(profile as usize) {
        Some(&p) => Ok(p),
        None => {
            crate::error::set_last_error(&format!("{profile} is not a scoring profile (0 to 3)"), 0);
            Err(mahjong_result::InvalidArgument)
        }
    }
}

fn rules_arg(rules: *const mahjong_score_rules) -> Result<ScoreRules, mahjong_result> {
    if rules.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: checked non-null; the caller gives a readable mahjong_score_rules.
    let r = unsafe { *rules };
    Ok(ScoreRules::new(profile_arg(r.profile)?).with_limit(r.limit).with_flowers_and_seasons(r.flowers_and_seasons))
}

fn seat_arg(seat: u32, what: &str) -> Result<Wind, mahjong_result> {
    if seat > 3 {
        crate::error::set_last_error(&format!("{what} {seat} is not a seat: winds are 0 (East) to 3 (North)"), 0);
        return Err(mahjong_result::InvalidArgument);
    }
    Ok(Wind::from_index(seat as u8))
}

fn score_failed(e: ScoreError) -> mahjong_result {
    crate::error::set_last_error(&e.to_string(), 0);
    mahjong_result::ScoreError
}

/// Writes the default rules of `profile` (`MAHJONG_SCORE_PROFILE_*`): limit 1000, flowers and
/// seasons only for British. Errors: an unknown profile (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_rules_default(
    profile: mahjong_score_profile,
    rules_out: *mut mahjong_score_rules,
) -> mahjong_result {
    ffi_panic_boundary! {
        let r = ScoreRules::new(try_ffi!(profile_arg(profile)));
        let out = mahjong_score_rules { profile, limit: r.limit, flowers_and_seasons: r.flowers_and_seasons };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(rules_out, out) }
    }
}

/// Reads a profile name (`classical`, `british`, `two-player`, `three-player`; also `chinese`,
/// `bmja`, `two`, `three`, `triangular`; any case) into `*profile_out`. Errors: an unknown name
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`, the message lists the names).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_profile_from_name(
    name: *const c_char,
    len: usize,
    profile_out: *mut mahjong_score_profile,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: caller contract.
        let s = try_ffi!(unsafe { arg_str(name, len) });
        let Some(p) = s.parse::<RuleProfile>().ok().filter(|p| p.is_standard()) else {
            crate::error::set_last_error(
                &format!("unknown rules {}: use classical, british, two-player or three-player", Quoted(s)),
                0,
            );
            return mahjong_result::InvalidArgument;
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(profile_out, p as u32) }
    }
}

/// An opaque score: the breakdown, points, doubles and total of one hand. Made by
/// `mahjong_hand_score` or `mahjong_hand_score_losing`; freed by `mahjong_score_free`.
///
/// Threads: a score may be shared between threads: it is never changed after it is made, so any
/// number of threads may read it at once. Free it once, after every thread is done with it.
#[derive(Debug)]
pub struct mahjong_score {
    _private: [u8; 0],
}

fn score_ref<'a>(score: *const mahjong_score) -> Result<&'a Score, mahjong_result> {
    if score.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: every non-null mahjong_score pointer was made by Box::into_raw(Box<Score>) below.
    Ok(unsafe { &*score.cast::<Score>() })
}

unsafe fn box_score_out(score: Score, out: *mut *mut mahjong_score) -> mahjong_result {
    let p = Box::into_raw(Box::new(score)).cast::<mahjong_score>();
    // SAFETY: the callers check `out` non-null before scoring.
    unsafe { *out = p };
    mahjong_result::Ok
}

/// Scores the hand that went Mah Jong under `*rules`, reading the win (winning tile, how it
/// came, seat and prevailing wind, original call) from the hand's context (see
/// `mahjong_hand_set_context`). On success `*score_out` receives a new score that the caller
/// frees with `mahjong_score_free`. Errors: `MAHJONG_RESULT_SCORE_ERROR` when the hand does not
/// go Mah Jong under these rules, holds tiles or chows the game does not allow, or sits at a
/// seat not at the table (`mahjong_last_error_message` says which);
/// `MAHJONG_RESULT_INVALID_ARGUMENT` for an unknown profile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_score(
    hand: *const mahjong_hand,
    rules: *const mahjong_score_rules,
    score_out: *mut *mut mahjong_score,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        if score_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let s = try_ffi!(scoring::score(h, &r).map_err(score_failed));
        // SAFETY: checked above.
        unsafe { box_score_out(s, score_out) }
    }
}

/// Scores a hand that did not go Mah Jong (for the losers' settlement): its melds, the pungs
/// held concealed, its scoring pairs, flowers and seasons when the rules use them, and the
/// doubles for any player; a hand calling on a special hand scores under that hand's rule.
/// The caller frees `*score_out` with `mahjong_score_free`. Errors as `mahjong_hand_score`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_hand_score_losing(
    hand: *const mahjong_hand,
    rules: *const mahjong_score_rules,
    score_out: *mut *mut mahjong_score,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let r = try_ffi!(rules_arg(rules));
        if score_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let s = try_ffi!(scoring::score_losing_hand(h, &r).map_err(score_failed));
        // SAFETY: checked above.
        unsafe { box_score_out(s, score_out) }
    }
}

/// Frees a score made by this library. NULL is accepted and does nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_free(score: *mut mahjong_score) {
    let _ = std::panic::catch_unwind(|| {
        if !score.is_null() {
            // SAFETY: made by Box::into_raw in box_score_out; the caller gives up ownership.
            drop(unsafe { Box::from_raw(score.cast::<Score>()) });
        }
    });
}

/// Writes the score after the limit: min(points × 2^doubles, limit), or a special hand's value.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_total(score: *const mahjong_score, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.total()) }
    }
}

/// Writes points × 2^doubles before the limit (saturating), or a special hand's value.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_raw_total(score: *const mahjong_score, out: *mut u64) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.raw_total()) }
    }
}

/// Writes the sum of the points items.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_points(score: *const mahjong_score, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.points()) }
    }
}

/// Writes the number of doubles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_doubles(score: *const mahjong_score, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.doubles()) }
    }
}

/// Writes true when the total is the limit (reached by doubling, or a limit special hand).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_is_limit(score: *const mahjong_score, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.is_limit()) }
    }
}

/// Writes the number of breakdown items (points items first, then doubles, in table order).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_item_count(score: *const mahjong_score, out: *mut usize) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s.items().len()) }
    }
}

/// Which line of the classical and British scoring tables a breakdown item is: one of the `MAHJONG_SCORE_ITEM_*`
/// values (stable, never renumbered).
pub type mahjong_score_item_kind = u32;
/// "Minor tile Pung": 2 exposed, 4 concealed.
pub const MAHJONG_SCORE_ITEM_MINOR_PUNG: mahjong_score_item_kind = 0;
/// "Major tile Pung": 4 exposed, 8 concealed.
pub const MAHJONG_SCORE_ITEM_MAJOR_PUNG: mahjong_score_item_kind = 1;
/// "Minor tile Kong": 8 exposed, 16 concealed.
pub const MAHJONG_SCORE_ITEM_MINOR_KONG: mahjong_score_item_kind = 2;
/// "Major tile Kong": 16 exposed, 32 concealed.
pub const MAHJONG_SCORE_ITEM_MAJOR_KONG: mahjong_score_item_kind = 3;
/// "Pair of Dragons": 2.
pub const MAHJONG_SCORE_ITEM_PAIR_OF_DRAGONS: mahjong_score_item_kind = 4;
/// "Pair of prevailing Wind": 2.
pub const MAHJONG_SCORE_ITEM_PAIR_OF_PREVAILING_WIND: mahjong_score_item_kind = 5;
/// "Pair of player's own Wind": 2.
pub const MAHJONG_SCORE_ITEM_PAIR_OF_OWN_WIND: mahjong_score_item_kind = 6;
/// "For going Mah Jong": 10 (British 20).
pub const MAHJONG_SCORE_ITEM_MAH_JONG: mahjong_score_item_kind = 7;
/// "For drawing the winning tile from the wall": 2.
pub const MAHJONG_SCORE_ITEM_WINNING_TILE_FROM_WALL: mahjong_score_item_kind = 8;
/// "For going Mah Jong with the only possible tile": 2.
pub const MAHJONG_SCORE_ITEM_ONLY_POSSIBLE_TILE: mahjong_score_item_kind = 9;
/// "Flower": 4 (British).
pub const MAHJONG_SCORE_ITEM_FLOWER: mahjong_score_item_kind = 10;
/// "Season": 4 (British).
pub const MAHJONG_SCORE_ITEM_SEASON: mahjong_score_item_kind = 11;
/// "Pung or Kong of the player's own Wind": a double.
pub const MAHJONG_SCORE_ITEM_PUNG_OF_OWN_WIND: mahjong_score_item_kind = 12;
/// "Pung or Kong of the prevailing Wind": a double.
pub const MAHJONG_SCORE_ITEM_PUNG_OF_PREVAILING_WIND: mahjong_score_item_kind = 13;
/// "Pung or Kong of Dragons": a double.
pub const MAHJONG_SCORE_ITEM_PUNG_OF_DRAGONS: mahjong_score_item_kind = 14;
/// "Holding player's own Flower": a double (British).
pub const MAHJONG_SCORE_ITEM_OWN_FLOWER: mahjong_score_item_kind = 15;
/// "Holding player's own Season": a double (British).
pub const MAHJONG_SCORE_ITEM_OWN_SEASON: mahjong_score_item_kind = 16;
/// "Holding complete set of Flowers": a double twice (British).
pub const MAHJONG_SCORE_ITEM_COMPLETE_SET_OF_FLOWERS: mahjong_score_item_kind = 17;
/// "Holding complete set of Seasons": a double twice (British).
pub const MAHJONG_SCORE_ITEM_COMPLETE_SET_OF_SEASONS: mahjong_score_item_kind = 18;
/// "No Chows": a double.
pub const MAHJONG_SCORE_ITEM_NO_CHOWS: mahjong_score_item_kind = 19;
/// The non-scoring hand (four chows and a pair that scores nothing): a double.
pub const MAHJONG_SCORE_ITEM_NON_SCORING_HAND: mahjong_score_item_kind = 20;
/// All one suit and some dragons and/or winds: a double.
pub const MAHJONG_SCORE_ITEM_ONE_SUIT_WITH_HONOURS: mahjong_score_item_kind = 21;
/// All major tiles and some dragons and/or winds: a double.
pub const MAHJONG_SCORE_ITEM_MAJORS_WITH_HONOURS: mahjong_score_item_kind = 22;
/// All dragons and/or winds: a double.
pub const MAHJONG_SCORE_ITEM_ALL_HONOURS: mahjong_score_item_kind = 23;
/// All 4 Winds: a double (not British).
pub const MAHJONG_SCORE_ITEM_ALL_FOUR_WINDS: mahjong_score_item_kind = 24;
/// All 3 Dragons: a double (not British).
pub const MAHJONG_SCORE_ITEM_ALL_THREE_DRAGONS: mahjong_score_item_kind = 25;
/// Mah Jong with a loose tile: a double.
pub const MAHJONG_SCORE_ITEM_LOOSE_TILE: mahjong_score_item_kind = 26;
/// Mah Jong with the last tile of the wall: a double.
pub const MAHJONG_SCORE_ITEM_LAST_TILE_OF_THE_WALL: mahjong_score_item_kind = 27;
/// Mah Jong by robbing the kong: a double.
pub const MAHJONG_SCORE_ITEM_ROBBING_THE_KONG: mahjong_score_item_kind = 28;
/// Mah Jong on an original call: a double.
pub const MAHJONG_SCORE_ITEM_ORIGINAL_CALL: mahjong_score_item_kind = 29;
/// Pungs/Kongs of any one suit and a pair: a double three times.
pub const MAHJONG_SCORE_ITEM_PUNGS_OF_ONE_SUIT: mahjong_score_item_kind = 30;
/// All concealed hand: a double (British).
pub const MAHJONG_SCORE_ITEM_ALL_CONCEALED: mahjong_score_item_kind = 31;
/// Mah Jong with the last discard: a double (British).
pub const MAHJONG_SCORE_ITEM_LAST_DISCARD: mahjong_score_item_kind = 32;
/// A special hand at the limit or half the limit (the item's name is the hand's name).
pub const MAHJONG_SCORE_ITEM_SPECIAL_HAND: mahjong_score_item_kind = 33;
/// A losing hand calling on a special hand (the item's name is the hand's name).
pub const MAHJONG_SCORE_ITEM_CALLING_ON_SPECIAL_HAND: mahjong_score_item_kind = 34;

/// One breakdown item, copied out of a score. Its name is read with `mahjong_score_item_name`; copied out by
/// `mahjong_score_get_item`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_score_item {
    /// `MAHJONG_SCORE_ITEM_*`.
    pub kind: mahjong_score_item_kind,
    /// Points added (0 for a double).
    pub points: u32,
    /// How many times the item doubles the score (0 for points).
    pub doubles: u32,
    /// The tiles the item came from; the first `n_tiles` are valid.
    pub tiles: [mahjong_tile; 4],
    /// Number of tiles, 0 (an item about the whole hand, such as "No Chows") to 4.
    pub n_tiles: usize,
}

fn item_at(s: &Score, index: usize) -> Result<&scoring::ScoreItem, mahjong_result> {
    s.items().get(index).ok_or_else(|| {
        crate::error::set_last_error(&format!("item {index} out of range: the score has {}", s.items().len()), 0);
        mahjong_result::OutOfRange
    })
}

/// Copies breakdown item number `index` (from 0) into `*item_out`;
/// `MAHJONG_RESULT_OUT_OF_RANGE` past the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_get_item(
    score: *const mahjong_score,
    index: usize,
    item_out: *mut mahjong_score_item,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        let item = try_ffi!(item_at(s, index));
        let mut tiles = [0u8; 4];
        for (d, t) in tiles.iter_mut().zip(item.tiles()) {
            *d = t.index();
        }
        let out = mahjong_score_item {
            kind: item.kind() as u32,
            points: item.points(),
            doubles: item.doubles(),
            tiles,
            n_tiles: item.tiles().len(),
        };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(item_out, out) }
    }
}

/// Writes the name of breakdown item `index` into `buf`, NUL-terminated: the line as the scoring table
/// words it (e.g. "Major tile Pung"), or the special hand's name. `*out_n` gets its length
/// without the NUL. `MAHJONG_RESULT_OUT_OF_RANGE` past the last item.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_item_name(
    score: *const mahjong_score,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(score_ref(score));
        let item = try_ffi!(item_at(s, index));
        // SAFETY: caller contract.
        unsafe { write_str(item.name(), buf, len, out_n) }
    }
}

/// Writes the scoring table's wording of an item kind (`MAHJONG_SCORE_ITEM_*`) into `buf`,
/// NUL-terminated. Errors: an unknown kind (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_score_item_kind_name(
    kind: mahjong_score_item_kind,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let Some(k) = ScoreItemKind::ALL.get(kind as usize) else {
            crate::error::set_last_error(&format!("{kind} is not a score item kind (0 to 34)"), 0);
            return mahjong_result::InvalidArgument;
        };
        // SAFETY: caller contract.
        unsafe { write_str(k.label(), buf, len, out_n) }
    }
}

/// Who pays whom, and each seat's net. Seats are indexed by wind: 0 East, 1 South, 2 West,
/// 3 North; a seat not at the table pays and receives nothing.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_payments {
    /// `table[from][to]`: what `from` pays `to`.
    pub table: [[u32; 4]; 4],
    /// Received minus paid, per seat; the four sum to zero.
    pub nets: [i64; 4],
}

fn payments_out(p: &Payments) -> mahjong_payments {
    mahjong_payments { table: *p.table(), nets: p.nets() }
}

/// No winner: a wall game (pass as `winner` to `mahjong_settle`).
pub const MAHJONG_WALL_GAME: i32 = -1;

/// Settles a hand of the classical, British, two- or three-player game: every loser pays the
/// winner, East pays and receives double (not in the two-player game), losers settle their
/// differences. `scores` points to 4 hand scores (East, South, West, North; 0 for a seat not at
/// the table); scores over the limit are cut to it. `winner` is a seat 0–3, or
/// `MAHJONG_WALL_GAME` (nobody pays). Writes `*payments_out`. Errors: a winner or score at a
/// seat not at the table (`MAHJONG_RESULT_SCORE_ERROR`), an unknown seat or profile
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_settle(
    rules: *const mahjong_score_rules,
    winner: i32,
    scores: *const u32,
    payments_out: *mut mahjong_payments,
) -> mahjong_result {
    ffi_panic_boundary! {
        let r = try_ffi!(rules_arg(rules));
        if scores.is_null() {
            return mahjong_result::NullParameter;
        }
        let winner = if winner == MAHJONG_WALL_GAME {
            None
        } else {
            Some(try_ffi!(seat_arg(u32::try_from(winner).unwrap_or(u32::MAX), "winner")))
        };
        let mut s = [0u32; 4];
        // SAFETY: the caller gives 4 readable values at `scores`.
        s.copy_from_slice(unsafe { std::slice::from_raw_parts(scores, 4) });
        let p = try_ffi!(scoring::settle(&r, winner, s).map_err(score_failed));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(payments_out, self::payments_out(&p)) }
    }
}

/// How an American Mah Jongg's winning tile came: one of the `MAHJONG_AMERICAN_WIN_BY_*` values.
pub type mahjong_american_win_by = u32;
/// Called from another player's discard.
pub const MAHJONG_AMERICAN_WIN_BY_DISCARD: mahjong_american_win_by = 0;
/// Drawn from the wall.
pub const MAHJONG_AMERICAN_WIN_BY_SELF_DRAWN: mahjong_american_win_by = 1;
/// Declared right after a joker exchange: counts as self-drawn.
pub const MAHJONG_AMERICAN_WIN_BY_JOKER_EXCHANGE: mahjong_american_win_by = 2;

/// Whether an American table plays for money: one of the `MAHJONG_AMERICAN_FORMAT_*` values.
pub type mahjong_american_format = u32;
/// League scoring: the card's values are paid.
pub const MAHJONG_AMERICAN_FORMAT_LEAGUE: mahjong_american_format = 0;
/// The American social format: no money; settlement just names the winner.
pub const MAHJONG_AMERICAN_FORMAT_SOCIAL: mahjong_american_format = 1;

/// A verified American Mah Jongg. Seats are 0 East … 3 North.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_american_win {
    /// The winner's seat.
    pub winner: u32,
    /// The value printed for the card line.
    pub value: u32,
    /// `MAHJONG_AMERICAN_WIN_BY_*`.
    pub by: mahjong_american_win_by,
    /// Who threw the winning tile. A self-drawn win (or one after a joker exchange) has none: set the
    /// winner; another seat gives `MAHJONG_RESULT_SCORE_ERROR`.
    pub discarder: u32,
    /// The winning hand holds no joker at all.
    pub jokerless: bool,
    /// "Jokerless" was announced when declaring.
    pub jokerless_announced: bool,
    /// The line has a group of three or more identical tiles (false for singles and pairs
    /// lines, which get no jokerless bonus).
    pub line_takes_jokers: bool,
    /// Seats whose hands are dead (they still pay).
    pub dead: [bool; 4],
}

/// An American table's settlement options.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_american_rules {
    /// `MAHJONG_AMERICAN_FORMAT_*`.
    pub format: mahjong_american_format,
    /// House rule "paying for the party": the discarder pays everyone's share.
    pub discarder_pays_all: bool,
}

/// The outcome of an American hand.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_american_settlement {
    /// The winner's seat, or `MAHJONG_WALL_GAME`.
    pub winner: i32,
    /// What each non-discarder pays: the line's value, doubled for jokerless (0 in the social
    /// format).
    pub value: u32,
    /// The jokerless double was applied.
    pub jokerless_double: bool,
    /// Counted as self-drawn (from the wall, or right after a joker exchange).
    pub self_drawn: bool,
    /// Who pays whom.
    pub payments: mahjong_payments,
}

fn american_settlement_out(s: &AmericanSettlement) -> mahjong_american_settlement {
    mahjong_american_settlement {
        winner: s.winner.map_or(MAHJONG_WALL_GAME, |w| w as i32),
        value: s.value,
        jokerless_double: s.jokerless_double,
        self_drawn: s.self_drawn,
        payments: payments_out(&s.payments),
    }
}

fn american_rules_arg(r: &mahjong_american_rules) -> Result<AmericanRules, mahjong_result> {
    let format = match r.format {
        MAHJONG_AMERICAN_FORMAT_LEAGUE => AmericanFormat::League,
        MAHJONG_AMERICAN_FORMAT_SOCIAL => AmericanFormat::Social,
        other => {
            crate::error::set_last_error(&format!("{other} is not an American format (0 to 1)"), 0);
            return Err(mahjong_result::InvalidArgument);
        }
    };
    Ok(AmericanRules { format, discarder_pays_all: r.discarder_pays_all })
}

/// The seats, the way the tile came and the dead hands of `w` put on `base`.
fn american_win_arg(w: &mahjong_american_win, base: AmericanWin) -> Result<AmericanWin, mahjong_result> {
    let by = match w.by {
        MAHJONG_AMERICAN_WIN_BY_DISCARD => AmericanWinBy::Discard,
        MAHJONG_AMERICAN_WIN_BY_SELF_DRAWN => AmericanWinBy::SelfDrawn,
        MAHJONG_AMERICAN_WIN_BY_JOKER_EXCHANGE => AmericanWinBy::JokerExchange,
        other => {
            crate::error::set_last_error(&format!("{other} is not a way to win (0 to 2)"), 0);
            return Err(mahjong_result::InvalidArgument);
        }
    };
    let winner = seat_arg(w.winner, "winner")?;
    // Read for every win: the core refuses a discarder other than the winner on a self-drawn win.
    let discarder = seat_arg(w.discarder, "discarder")?;
    Ok(AmericanWin { winner, by, discarder, jokerless_announced: w.jokerless_announced, dead: w.dead, ..base })
}

/// Settles a verified American Mah Jongg: on a discard the discarder pays double and
/// the others the value; self-drawn (or right after a joker exchange) all three pay double;
/// announced jokerless doubles again (not for singles-and-pairs lines); dead hands still pay;
/// the house rule makes the discarder pay everyone's share; the social format pays nothing.
/// Writes `*settlement_out`. Errors: the winner is the discarder, a dead hand won or threw
/// the tile, or an amount does not fit in 32 bits (`MAHJONG_RESULT_SCORE_ERROR`); an unknown
/// seat, method or format (`MAHJONG_RESULT_INVALID_ARGUMENT`). For a wall game use
/// `mahjong_settle_american_wall_game`; to take the value and the jokerless facts from the card
/// engine use `mahjong_settle_american_match`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_settle_american(
    win: *const mahjong_american_win,
    rules: *const mahjong_american_rules,
    settlement_out: *mut mahjong_american_settlement,
) -> mahjong_result {
    ffi_panic_boundary! {
        if win.is_null() || rules.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: checked non-null; the caller gives readable structs.
        let (w, r) = unsafe { (*win, *rules) };
        let core_rules = try_ffi!(american_rules_arg(&r));
        let base = AmericanWin {
            jokerless: w.jokerless,
            line_takes_jokers: w.line_takes_jokers,
            ..AmericanWin::new(Wind::East, w.value)
        };
        let core_win = try_ffi!(american_win_arg(&w, base));
        let s = try_ffi!(scoring::settle_american(&core_win, &core_rules).map_err(score_failed));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(settlement_out, american_settlement_out(&s)) }
    }
}

/// Settles the line `m` matched (from `mahjong_card_match`): the value, whether the hand is
/// jokerless and whether the line has a joker-eligible group come from the match; the winner,
/// how the tile came, the discarder, whether "jokerless" was announced and the dead hands come
/// from `*win` (its `value` and `line_takes_jokers` are ignored). `win->jokerless` is a claim:
/// true for a match that holds jokers is an error. Jokerless doubles only when
/// `win->jokerless_announced` is true (American rules: "Announce "jokerless" when you declare, or the
/// bonus is lost"). Writes `*settlement_out`; the match stays owned by the caller. Errors as
/// `mahjong_settle_american`, plus `MAHJONG_RESULT_SCORE_ERROR` for the contradicting claim.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_settle_american_match(
    m: *const crate::american::mahjong_match,
    win: *const mahjong_american_win,
    rules: *const mahjong_american_rules,
    settlement_out: *mut mahjong_american_settlement,
) -> mahjong_result {
    ffi_panic_boundary! {
        let base = try_ffi!(crate::american::match_win(m));
        if win.is_null() || rules.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: checked non-null; the caller gives readable structs.
        let (w, r) = unsafe { (*win, *rules) };
        let core_rules = try_ffi!(american_rules_arg(&r));
        let base = try_ffi!(base.check_jokerless_claim(w.jokerless).map_err(score_failed));
        let core_win = try_ffi!(american_win_arg(&w, base));
        let s = try_ffi!(scoring::settle_american(&core_win, &core_rules).map_err(score_failed));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(settlement_out, american_settlement_out(&s)) }
    }
}

/// Settles an American wall game (American rules: "nobody wins, and in the standard game nobody
/// pays"): writes a settlement with `winner` `MAHJONG_WALL_GAME`, value 0 and no payments.
/// Errors: NULL `settlement_out` (`MAHJONG_RESULT_NULL_PARAMETER`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_settle_american_wall_game(
    settlement_out: *mut mahjong_american_settlement,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = scoring::settle_american_wall_game();
        // SAFETY: write_out checks NULL.
        unsafe { write_out(settlement_out, american_settlement_out(&s)) }
    }
}

/// Scores every hand at the table and settles them in one call: the winner's hand as Mah Jong
/// (`mahjong_hand_score`), every other seated player's as a losing hand
/// (`mahjong_hand_score_losing`), then `mahjong_settle`. `hands` points to 4 hand pointers by
/// seat (East, South, West, North); a seat nobody sits in (North in three-player, South and
/// North in two-player) must be NULL and every seated player's hand given. Each hand is scored
/// at its seat's wind with `prevailing` (0 East … 3 North), whatever its own context says.
/// `winner` is a seat 0–3, or `MAHJONG_WALL_GAME` (the hands are scored as losing hands and
/// nothing is paid).
///
/// On success `scores_out` (4 pointers) receives a new score for each seated player, which the
/// caller frees with `mahjong_score_free`, and NULL for an empty seat; `*payments_out` receives
/// the payments. Nothing is written on failure. Errors: `MAHJONG_RESULT_SCORE_ERROR` naming the
/// seat whose hand could not be scored (`"the west hand: …"`), a hand for an empty seat or none
/// for a seated player; `MAHJONG_RESULT_INVALID_ARGUMENT` for an unknown seat, wind or profile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_settle_hands(
    rules: *const mahjong_score_rules,
    hands: *const *const mahjong_hand,
    winner: i32,
    prevailing: u32,
    scores_out: *mut *mut mahjong_score,
    payments_out: *mut mahjong_payments,
) -> mahjong_result {
    ffi_panic_boundary! {
        let r = try_ffi!(rules_arg(rules));
        if hands.is_null() || scores_out.is_null() || payments_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let winner = if winner == MAHJONG_WALL_GAME {
            None
        } else {
            Some(try_ffi!(seat_arg(u32::try_from(winner).unwrap_or(u32::MAX), "winner")))
        };
        let prevailing = try_ffi!(seat_arg(prevailing, "prevailing wind"));
        let mut hs: [Option<mahjong_core::Hand>; 4] = [None; 4];
        for (i, slot) in hs.iter_mut().enumerate() {
            // SAFETY: the caller gives 4 readable hand pointers at `hands`.
            let p = unsafe { *hands.add(i) };
            if !p.is_null() {
                *slot = Some(*try_ffi!(hand_ref(p)));
            }
        }
        let s = match scoring::settle_hands(&r, &hs, winner, prevailing) {
            Ok(s) => s,
            Err(e) => {
                crate::error::set_last_error(&e.to_string(), 0);
                return mahjong_result::ScoreError;
            }
        };
        for (i, score) in s.scores.iter().enumerate() {
            let p = score.map_or(std::ptr::null_mut(), |sc| Box::into_raw(Box::new(sc)).cast::<mahjong_score>());
            // SAFETY: the caller gives 4 writable pointers at `scores_out` (checked non-null).
            unsafe { *scores_out.add(i) = p };
        }
        // SAFETY: write_out checks NULL.
        unsafe { write_out(payments_out, self::payments_out(&s.payments)) }
    }
}
