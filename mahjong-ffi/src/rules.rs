//! C ABI for the table rules (`mahjong_core::rules`): calls on a discard, claim priority and the
//! claim window, joker exchange, dead hands, the Charleston, the deal and misdeals, the wall and
//! the Kong Box, kongs, and rotation.
//!
//! The state every rule reads is passed in: a [`mahjong_table`] (variant, players, house rules;
//! fill it with `mahjong_table_init`), seats 0–3 in turn order, hands as `mahjong_hand`
//! pointers. A table action the rules forbid returns `MAHJONG_RESULT_RULE_VIOLATION` and
//! `mahjong_last_error_message` says what is wrong and where (for example
//! `"pass 2 (over): seat 1 passes a joker at position 3"`). A seat outside 0–3 or an unknown
//! enum value returns `MAHJONG_RESULT_INVALID_ARGUMENT` with a message naming it.
//!
//! Arrays of four hands are `const mahjong_hand *const hands[4]`; a NULL entry is an empty hand.
//! Every hand written to a `mahjong_hand **` output is new and freed by the caller with
//! `mahjong_hand_free`.
use crate::american::{card_ref, mahjong_card};
use crate::error::fail;
use crate::ffi::{box_out, try_arg, try_ref, try_slice, write_array, write_out, write_slice, write_str, write_two};
use crate::hand::{mahjong_hand, mahjong_meld, meld_arg, meld_out};
use crate::kinds::{BetOutcomeKind, DeadHandReasonKind, FalseMahJongOutcomeKind};
use crate::mahjong_result;
use crate::names::{enum_in, enum_out};
use crate::tile::{mahjong_tile, tile_arg};
use mahjong_core::rules::{
    self as r, Bet, BetOutcome, CallFacts, CharlestonPass, Claim, DeadHandReason, Discard, FalseDeclaration,
    FalseMahJongOutcome, HandResult, HouseRules, Pass, Remedy, Round, RulesError, Seat, Table, TableAction, Turn,
    Variant, Wall,
};
use mahjong_core::{Hand, Tile};
use std::ffi::{c_char, c_void};

/// A seat, 0–3 in turn order (seat 1 plays after seat 0, on its right).
pub type mahjong_seat = u32;

/// The rule family: one of the `MAHJONG_VARIANT_*` values.
pub type mahjong_variant = u32;

/// House rules (`rules::HouseRules`), set once per table; `mahjong_table_init` fills League play.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_house_rules {
    /// Blanks in the set (0 for League play); a blank may be traded for a discard.
    pub blanks: u8,
    /// Play a Charleston with three players.
    pub three_player_charleston: bool,
    /// With five players, the one sitting out bets on a player or a wall game.
    pub fifth_player_bets: bool,
    /// The thrower of the winning tile pays everyone's share.
    pub thrower_pays_all: bool,
    /// A hand is dead once no card line is still possible given the visible tiles.
    pub strict_dead_hand: bool,
    /// Offer only the calls that leave a card line possible.
    pub calls_keep_a_line: bool,
    /// Chinese and British: wind rounds in a game (`HouseRules::wind_rounds`).
    pub wind_rounds: u8,
}

/// Copies house rules between the core's `HouseRules` and `mahjong_house_rules`, in either
/// direction: the two have the same fields, listed here once.
macro_rules! house_rules {
    ($from:expr => $to:ident) => {{
        let h = $from;
        $to {
            blanks: h.blanks,
            three_player_charleston: h.three_player_charleston,
            fifth_player_bets: h.fifth_player_bets,
            thrower_pays_all: h.thrower_pays_all,
            strict_dead_hand: h.strict_dead_hand,
            calls_keep_a_line: h.calls_keep_a_line,
            wind_rounds: h.wind_rounds,
        }
    }};
}

/// The table (`rules::Table`): variant, players and house rules; `mahjong_table_init` fills it.
/// Every function reading a table checks it with `Table::new`: a table the core refuses gives
/// `MAHJONG_RESULT_RULE_VIOLATION` naming the number.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_table {
    /// `MAHJONG_VARIANT_*`.
    pub variant: mahjong_variant,
    /// Players seated.
    pub players: u32,
    /// House rules.
    pub house: mahjong_house_rules,
}

/// A call on a discard: one of the `MAHJONG_CALL_*` values. A set of calls is a bit mask with bit
/// `1 << call` for each call.
pub type mahjong_call = u32;

/// A discard on the table.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_discard {
    /// The tile.
    pub tile: mahjong_tile,
    /// Who discarded it.
    pub discarder: mahjong_seat,
    /// True for the most recent discard (only it can be called).
    pub latest: bool,
}

/// What the card or the hand evaluator says about the caller's hand (`rules::CallFacts`);
/// `mahjong_call_facts_default` gives the core's default.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_call_facts {
    /// The caller's hand is dead.
    pub dead: bool,
    /// The discard completes the caller's hand.
    pub mah_jong: bool,
    /// American: only concealed (C) lines are still possible.
    pub concealed_only: bool,
    /// American: after a Pung, Kong, Quint, Sextet call (in that order) a line is still possible.
    pub keeps_a_line: [bool; 4],
}

/// A claim on the latest discard.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_claim {
    /// Who claims.
    pub seat: mahjong_seat,
    /// `MAHJONG_CALL_*`.
    pub call: mahjong_call,
    /// American: the claimant already racked the tile or began the exposure.
    pub committed: bool,
}

/// Something the next player did since the discard: one of the `MAHJONG_ACTION_*` values.
pub type mahjong_table_action = u32;

/// Where a player is in their turn: one of the `MAHJONG_PHASE_*` values.
pub type mahjong_turn_phase = u32;

/// The acting player.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_turn {
    /// The seat.
    pub seat: mahjong_seat,
    /// `MAHJONG_PHASE_*`.
    pub phase: mahjong_turn_phase,
    /// The player's hand is dead.
    pub dead: bool,
}

/// A joker exchange: where it happened and the changed exposure. The two changed hands come
/// through separate outputs.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_joker_exchange {
    /// Who exchanged.
    pub player: mahjong_seat,
    /// Whose rack held the exposure.
    pub owner: mahjong_seat,
    /// Index of the exposure among the owner's melds.
    pub meld: u32,
    /// Position of the redeemed joker in the exposure.
    pub position: u32,
    /// The exposure after the exchange.
    pub exposure: mahjong_meld,
}

/// Why a hand is dead: `MAHJONG_DEAD_NONE` or one of the `MAHJONG_DEAD_*` values
/// (`MAHJONG_NAMED_DEAD_HAND_REASON`, from `rules::DeadHandReason`).
pub type mahjong_dead_reason = u32;
/// The hand is not dead.
pub const MAHJONG_DEAD_NONE: mahjong_dead_reason = 0;

/// A dead-hand verdict with its reason. `mahjong_dead_hand_describe` gives the sentence.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_dead_hand {
    /// `MAHJONG_DEAD_*` (`MAHJONG_DEAD_NONE` for a live hand).
    pub reason: mahjong_dead_reason,
    /// Wrong tile count: tiles held.
    pub has: u8,
    /// Wrong tile count: tiles expected.
    pub expected: u8,
    /// Exposure fits no line: its index.
    pub meld: u8,
}

/// What a false Mah Jongg leads to: one of the `MAHJONG_FALSE_MAH_JONG_*` values
/// (`MAHJONG_NAMED_FALSE_MAH_JONG_OUTCOME`, from `rules::FalseMahJongOutcome`).
pub type mahjong_false_mah_jong = u32;

/// A remedy: one of the `MAHJONG_REMEDY_*` values.
pub type mahjong_remedy = u32;

/// A Charleston pass, 1–7: one of the `MAHJONG_PASS_*` values.
pub type mahjong_charleston_pass = u32;

/// The tiles one player passes: the first `len` (0–3) of `tiles`; `blind[i]` marks a tile just
/// received and passed on unseen.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_pass {
    /// The tiles.
    pub tiles: [mahjong_tile; 3],
    /// How many of `tiles` are passed, 0 to 3.
    pub len: u32,
    /// Blind marks, by position.
    pub blind: [bool; 3],
}

/// Tiles left in the live wall and in the Kong Box (British).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_wall {
    /// Tiles in the live wall.
    pub live: u32,
    /// Tiles in the Kong Box.
    pub kong_box: u32,
}

/// Where a replacement tile came from: one of the `MAHJONG_REPLACEMENT_*` values.
pub type mahjong_replacement = u32;

/// Where the wall is broken.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_wall_break {
    /// Who counts and breaks.
    pub breaker: mahjong_seat,
    /// Whose wall the break falls in.
    pub wall: mahjong_seat,
    /// The stack at the break, counted from the right end of that wall, 1-based.
    pub stack: u32,
}

/// The state of a game between hands (`rules::Round`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_round {
    /// The prevailing wind.
    pub prevailing: crate::tile::mahjong_wind,
    /// The dealer (East) of the next hand.
    pub dealer: mahjong_seat,
    /// The first dealer of the game.
    pub first_dealer: mahjong_seat,
    /// `Round::finished`: the game is over.
    pub finished: bool,
}

// ---------------------------------------------------------------------------------------------
// Argument conversion (no rules here).

fn invalid(msg: String) -> mahjong_result {
    crate::error::invalid_argument(&msg)
}

/// An argument outside its range (an index off the card, a count above the tile set's):
/// `MAHJONG_RESULT_OUT_OF_RANGE` with the message; any other rule error is a violation.
fn range_error(e: RulesError) -> mahjong_result {
    match e {
        RulesError::OutOfRange { .. }
        | RulesError::NoSuchCardHand { .. }
        | RulesError::NoSuchCardLine { .. }
        | RulesError::TooManyVisible { .. } => {
            crate::error::set_error(&e);
            mahjong_result::OutOfRange
        }
        other => fail(other),
    }
}

fn seat_arg(seat: mahjong_seat) -> Result<Seat, mahjong_result> {
    let last = Seat::ALL.len() - 1;
    u8::try_from(seat)
        .ok()
        .and_then(Seat::new)
        .ok_or_else(|| invalid(format!("seat {seat} is not a seat (0 to {last})")))
}

/// `n` as a `u8`, or a rule violation naming `argument` and the value.
fn small_arg(argument: &'static str, n: u32, expected: &'static str) -> Result<u8, mahjong_result> {
    u8::try_from(n).map_err(|_| fail(RulesError::OutOfRange { argument, value: n, expected }))
}

fn c_seat_out(seat: Seat) -> mahjong_seat {
    u32::from(seat.index())
}

fn table_arg(table: *const mahjong_table) -> Result<Table, mahjong_result> {
    let t = try_arg(table)?;
    let variant = enum_in(t.variant)?;
    let house = house_rules!(t.house => HouseRules);
    Table::new(variant, t.players, house).map_err(fail)
}

fn discard_arg(discard: *const mahjong_discard) -> Result<Discard, mahjong_result> {
    let d = try_arg(discard)?;
    Ok(Discard { tile: tile_arg(d.tile)?, discarder: seat_arg(d.discarder)?, latest: d.latest })
}

/// The facts given, or (NULL) the ones the core assumes (`mahjong_core::rules::assumed_call_facts`).
fn facts_arg(
    facts: *const mahjong_call_facts,
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
) -> Result<CallFacts, mahjong_result> {
    if facts.is_null() {
        return r::assumed_call_facts(table, hand, caller, discard).map_err(fail);
    }
    let f = try_arg(facts)?;
    Ok(CallFacts { dead: f.dead, mah_jong: f.mah_jong, concealed_only: f.concealed_only, keeps_a_line: f.keeps_a_line })
}

fn c_facts_out(f: CallFacts) -> mahjong_call_facts {
    mahjong_call_facts {
        dead: f.dead,
        mah_jong: f.mah_jong,
        concealed_only: f.concealed_only,
        keeps_a_line: f.keeps_a_line,
    }
}

fn claims_arg(claims: *const mahjong_claim, n: usize) -> Result<Vec<Claim>, mahjong_result> {
    try_slice(claims, n)?
        .iter()
        .map(|c| Ok(Claim { seat: seat_arg(c.seat)?, call: enum_in(c.call)?, committed: c.committed }))
        .collect()
}

fn c_claim_out(c: Claim) -> mahjong_claim {
    mahjong_claim { seat: c_seat_out(c.seat), call: enum_out(c.call), committed: c.committed }
}

fn actions_arg(actions: *const mahjong_table_action, n: usize) -> Result<Vec<TableAction>, mahjong_result> {
    try_slice(actions, n)?.iter().map(|&a| enum_in(a)).collect()
}

fn turn_arg(turn: *const mahjong_turn) -> Result<Turn, mahjong_result> {
    let t = try_arg(turn)?;
    Ok(Turn { seat: seat_arg(t.seat)?, phase: enum_in(t.phase)?, dead: t.dead })
}

fn hands_arg(hands: *const *const mahjong_hand) -> Result<[Hand; 4], mahjong_result> {
    let ptrs = try_slice(hands, 4)?;
    let mut out = [Hand::new(); 4];
    for (o, &p) in out.iter_mut().zip(ptrs) {
        if !p.is_null() {
            *o = *try_ref(p)?;
        }
    }
    Ok(out)
}

/// Writes four new hands; on a NULL output array nothing is allocated.
fn write_hands(hands: &[Hand; 4], out: *mut *mut mahjong_hand) -> mahjong_result {
    if out.is_null() {
        return mahjong_result::NullParameter;
    }
    for (i, h) in hands.iter().enumerate() {
        box_out(*h, out.wrapping_add(i)); // room for four pointers (the caller's contract)
    }
    mahjong_result::Ok
}

fn pass_arg(p: &mahjong_pass, seat: usize) -> Result<Pass, mahjong_result> {
    if p.len > 3 {
        return Err(invalid(format!("seat {seat} passes {} tiles: a pass holds at most 3", p.len)));
    }
    let mut tiles = [Tile::JOKER; 3];
    for (d, &t) in tiles.iter_mut().zip(&p.tiles[..p.len as usize]) {
        *d = tile_arg(t)?;
    }
    let mut out = Pass::new(&tiles[..p.len as usize]).unwrap_or(Pass::EMPTY);
    for (i, &b) in p.blind.iter().enumerate() {
        if b {
            out = out.with_blind(i);
        }
    }
    Ok(out)
}

fn passes_arg(passes: *const mahjong_pass) -> Result<[Pass; 4], mahjong_result> {
    if passes.is_null() {
        return Ok([Pass::EMPTY; 4]);
    }
    let s = try_slice(passes, 4)?;
    Ok([pass_arg(&s[0], 0)?, pass_arg(&s[1], 1)?, pass_arg(&s[2], 2)?, pass_arg(&s[3], 3)?])
}

fn c_pass_out(p: &Pass) -> mahjong_pass {
    let mut out = mahjong_pass { len: p.tiles().len() as u32, ..mahjong_pass::default() };
    for (i, t) in p.tiles().iter().enumerate() {
        out.tiles[i] = t.index();
        out.blind[i] = p.is_blind(i);
    }
    out
}

fn c_dead_out(d: Option<DeadHandReason>) -> mahjong_dead_hand {
    let Some(d) = d else { return mahjong_dead_hand::default() };
    let reason = enum_out(DeadHandReasonKind(d));
    match d {
        DeadHandReason::WrongTileCount { has, expected } => mahjong_dead_hand { reason, has, expected, meld: 0 },
        DeadHandReason::ExposureFitsNoLine { meld } => mahjong_dead_hand { reason, meld, ..Default::default() },
        _ => mahjong_dead_hand { reason, ..Default::default() },
    }
}

fn dead_arg(d: &mahjong_dead_hand) -> Result<Option<DeadHandReason>, mahjong_result> {
    if d.reason == MAHJONG_DEAD_NONE {
        return Ok(None);
    }
    Ok(Some(match enum_in::<DeadHandReasonKind>(d.reason)?.0 {
        DeadHandReason::WrongTileCount { .. } => DeadHandReason::WrongTileCount { has: d.has, expected: d.expected },
        DeadHandReason::ExposureFitsNoLine { .. } => DeadHandReason::ExposureFitsNoLine { meld: d.meld },
        other => other,
    }))
}

fn wall_arg(wall: *const mahjong_wall) -> Result<Wall, mahjong_result> {
    let w = try_arg(wall)?;
    let live = u16::try_from(w.live).map_err(|_| invalid(format!("wall live {} is more than a set holds", w.live)))?;
    let kong_box = u8::try_from(w.kong_box)
        .map_err(|_| invalid(format!("wall kong_box {} is more than a set holds", w.kong_box)))?;
    Ok(Wall { live, kong_box })
}

fn c_wall_out(w: Wall) -> mahjong_wall {
    mahjong_wall { live: u32::from(w.live), kong_box: u32::from(w.kong_box) }
}

fn round_arg(round: *const mahjong_round) -> Result<Round, mahjong_result> {
    let r = try_arg(round)?;
    Ok(Round {
        prevailing: enum_in(r.prevailing)?,
        dealer: seat_arg(r.dealer)?,
        first_dealer: seat_arg(r.first_dealer)?,
        finished: r.finished,
    })
}

fn c_round_out(r: Round) -> mahjong_round {
    mahjong_round {
        prevailing: enum_out(r.prevailing),
        dealer: c_seat_out(r.dealer),
        first_dealer: c_seat_out(r.first_dealer),
        finished: r.finished,
    }
}

/// The body of every rule that changes one player's hand: reads `hand` and `seat`, checks
/// `hand_out`, asks `rule` and writes the new hand it gives into `*hand_out`.
fn new_hand(
    hand: *const mahjong_hand,
    seat: mahjong_seat,
    hand_out: *mut *mut mahjong_hand,
    rule: impl FnOnce(&Hand, Seat) -> Result<Hand, RulesError>,
) -> mahjong_result {
    let h = try_ffi!(try_ref(hand));
    let seat = try_ffi!(seat_arg(seat));
    try_ffi!(crate::ffi::try_out(hand_out));
    box_out(try_core!(rule(h, seat)), hand_out)
}

/// The arguments of every question about a call on a discard: table, caller's hand, caller, discard.
fn call_args<'h>(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
) -> Result<(Table, &'h Hand, Seat, Discard), mahjong_result> {
    Ok((table_arg(table)?, try_ref(hand)?, seat_arg(caller)?, discard_arg(discard)?))
}

fn opt_seat_out(s: Option<Seat>) -> i32 {
    s.map_or(-1, |s| i32::from(s.index()))
}

// ---------------------------------------------------------------------------------------------
// Table

/// Fills `*table_out` with the core's table for `variant` (`MAHJONG_VARIANT_*`): its default
/// players and League house rules (`Table::with_variant`). Errors: `MAHJONG_RESULT_INVALID_ARGUMENT`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_table_init(variant: mahjong_variant, table_out: *mut mahjong_table) -> mahjong_result {
    ffi_panic_boundary! {
        let t = Table::american().with_variant(try_ffi!(enum_in::<Variant>(variant)));
        let house = house_rules!(t.house() => mahjong_house_rules);
        write_out(table_out, mahjong_table { variant, players: u32::from(t.players()), house })
    }
}

// ---------------------------------------------------------------------------------------------
// Calls and claims

/// The core's default call facts (`CallFacts::default`).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_call_facts_default() -> mahjong_call_facts {
    c_facts_out(CallFacts::default())
}

/// Every call `caller` may make on `discard` (`rules::calls`), as a bit mask (`1 << MAHJONG_CALL_*`)
/// in `*calls_out`. `facts` NULL takes the facts the core assumes (`rules::assumed_call_facts`).
/// Errors: `MAHJONG_RESULT_RULE_VIOLATION` (the message and kind say why).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_calls(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    facts: *const mahjong_call_facts,
    calls_out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let (t, h, caller, d) = try_ffi!(call_args(table, hand, caller, discard));
        try_ffi!(crate::ffi::try_out(calls_out));
        let f = try_ffi!(facts_arg(facts, &t, h, caller, &d));
        let set = try_core!(r::calls(&t, h, caller, &d, &f));
        write_out(calls_out, u32::from(set.bits()))
    }
}

/// Checks one call on `discard` (`rules::check_call`): `MAHJONG_RESULT_OK` when allowed, otherwise
/// `MAHJONG_RESULT_RULE_VIOLATION` with the reason. `facts` as in `mahjong_rules_calls`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_call(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    call: mahjong_call,
    facts: *const mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let (t, h, caller, d) = try_ffi!(call_args(table, hand, caller, discard));
        let call = try_ffi!(enum_in(call));
        let f = try_ffi!(facts_arg(facts, &t, h, caller, &d));
        try_core!(r::check_call(&t, h, caller, &d, call, &f));
        mahjong_result::Ok
    }
}

/// Chinese and British call facts (`rules::chinese_call_facts`) in `*facts_out`. Errors:
/// `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_chinese_call_facts(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    facts_out: *mut mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let (t, h, caller, d) = try_ffi!(call_args(table, hand, caller, discard));
        try_ffi!(crate::ffi::try_out(facts_out));
        let f = try_core!(r::chinese_call_facts(&t, h, caller, &d));
        write_out(facts_out, c_facts_out(f))
    }
}

/// Takes a called discard into the hand (`rules::expose`). `*hand_out` gets a new hand (free with
/// `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_expose(
    hand: *const mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    call: mahjong_call,
    jokers: u32,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let tile = try_ffi!(tile_arg(tile));
        let call = try_ffi!(enum_in(call));
        let jokers = u8::try_from(jokers).unwrap_or(u8::MAX);
        new_hand(hand, seat, hand_out, |h, seat| r::expose(h, seat, tile, call, jokers))
    }
}

/// Exposes a called chow (`rules::expose_chow`). `*hand_out` gets a new hand (free with
/// `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_expose_chow(
    hand: *const mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    lowest: mahjong_tile,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let tile = try_ffi!(tile_arg(tile));
        let lowest = try_ffi!(tile_arg(lowest));
        new_hand(hand, seat, hand_out, |h, seat| r::expose_chow(h, seat, tile, lowest))
    }
}

/// The chows the hand can make with `tile` (`rules::chow_options`), their lowest tiles into
/// `lows_out` (room for 3); `*out_n` gets how many.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_chow_options(
    hand: *const mahjong_hand,
    tile: mahjong_tile,
    lows_out: *mut mahjong_tile,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(try_ref(hand));
        let tile = try_ffi!(tile_arg(tile));
        let lows: Vec<mahjong_tile> = r::chow_options(h, tile).into_iter().flatten().map(|t| t.index()).collect();
        write_slice(&lows, lows_out, 3, out_n)
    }
}

/// The `n` claims on `discarder`'s discard in priority order (`rules::claim_order`), into
/// `order_out` (room for 3); `*out_n` gets how many. Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_claim_order(
    table: *const mahjong_table,
    discarder: mahjong_seat,
    claims: *const mahjong_claim,
    n: usize,
    order_out: *mut mahjong_claim,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let discarder = try_ffi!(seat_arg(discarder));
        let cs = try_ffi!(claims_arg(claims, n));
        let order = try_core!(r::claim_order(&t, discarder, &cs));
        let order: Vec<mahjong_claim> = order.iter().flatten().map(|c| c_claim_out(*c)).collect();
        write_slice(&order, order_out, 3, out_n)
    }
}

/// The claim that takes the discard (`rules::claim_winner`): `*found_out` false when there is none,
/// else `*winner_out` holds it. Errors as `mahjong_rules_claim_order`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_claim_winner(
    table: *const mahjong_table,
    discarder: mahjong_seat,
    claims: *const mahjong_claim,
    n: usize,
    winner_out: *mut mahjong_claim,
    found_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let discarder = try_ffi!(seat_arg(discarder));
        let cs = try_ffi!(claims_arg(claims, n));
        try_ffi!(crate::ffi::try_out(winner_out).and(crate::ffi::try_out(found_out)));
        let w = try_core!(r::claim_winner(&t, discarder, &cs));
        if let Some(c) = w {
            write_out(winner_out, c_claim_out(c));
        }
        write_out(found_out, w.is_some())
    }
}

/// Checks a Mah Jongg claim: return true when the seat's hand is a valid Mah Jongg.
pub type mahjong_claim_check = Option<unsafe extern "C" fn(seat: mahjong_seat, user: *mut c_void) -> bool>;

/// Several Mah Jongg claims (`rules::resolve_mah_jong_claims`), `is_valid(seat, user)` asked in
/// priority order: `*winner_out` gets the winning seat, or -1. Errors as `mahjong_rules_claim_order`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_resolve_mah_jong_claims(
    table: *const mahjong_table,
    discarder: mahjong_seat,
    claims: *const mahjong_claim,
    n: usize,
    is_valid: mahjong_claim_check,
    user: *mut c_void,
    winner_out: *mut i32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let discarder = try_ffi!(seat_arg(discarder));
        let cs = try_ffi!(claims_arg(claims, n));
        let Some(check) = is_valid else { return mahjong_result::NullParameter };
        try_ffi!(crate::ffi::try_out(winner_out));
        // SAFETY: the caller's callback, called with the user pointer it gave.
        let w = try_core!(r::resolve_mah_jong_claims(&t, discarder, &cs, |s| unsafe { check(c_seat_out(s), user) }));
        write_out(winner_out, opt_seat_out(w))
    }
}

/// Whether the latest discard may still be called after the `n` actions (`MAHJONG_ACTION_*`) the
/// next player took (`rules::claim_window_open`), in `*open_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_claim_window_open(
    table: *const mahjong_table,
    actions: *const mahjong_table_action,
    n: usize,
    open_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let a = try_ffi!(actions_arg(actions, n));
        write_out(open_out, r::claim_window_open(&t, &a))
    }
}

/// Whether a call was in time (`rules::call_in_time`), in `*in_time_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_call_in_time(
    table: *const mahjong_table,
    actions: *const mahjong_table_action,
    n: usize,
    simultaneous: bool,
    in_time_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let a = try_ffi!(actions_arg(actions, n));
        write_out(in_time_out, r::call_in_time(&t, &a, simultaneous))
    }
}

/// How many players lose their turn when `claimer` takes `discarder`'s discard.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_turns_lost(
    table: *const mahjong_table,
    discarder: mahjong_seat,
    claimer: mahjong_seat,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let d = try_ffi!(seat_arg(discarder));
        let c = try_ffi!(seat_arg(claimer));
        write_out(out, u32::from(r::turns_lost(&t, d, c)))
    }
}

/// Who plays after `discarder`'s discard (`rules::next_to_play`): the winning claim's seat, or with
/// `winner` NULL the next seat in play, in `*out`. Errors: `MAHJONG_RESULT_RULE_VIOLATION` for a
/// seat not in play.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_next_to_play(
    table: *const mahjong_table,
    discarder: mahjong_seat,
    winner: *const mahjong_claim,
    out: *mut mahjong_seat,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let d = try_ffi!(seat_arg(discarder));
        let w = if winner.is_null() { None } else { try_ffi!(claims_arg(winner, 1)).first().copied() };
        match r::next_to_play(&t, d, w.as_ref()) {
            Ok(next) => write_out(out, c_seat_out(next)),
            Err(e) => fail(e),
        }
    }
}

/// Whether a player who claimed with `call` must then discard (`rules::must_discard_after`), in
/// `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_must_discard_after(call: mahjong_call, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(enum_in(call));
        write_out(out, r::must_discard_after(c))
    }
}

// ---------------------------------------------------------------------------------------------
// Joker exchange and blanks

/// American joker exchange (`rules::exchange_joker`). `hands[4]` by seat (NULL entries empty). On
/// success `*exchange_out` gets the changed exposure and `*hand_out` / `*owner_hand_out` the two
/// new hands (free both with `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_exchange_joker(
    table: *const mahjong_table,
    hands: *const *const mahjong_hand,
    turn: *const mahjong_turn,
    owner: mahjong_seat,
    meld: u32,
    natural: mahjong_tile,
    exchange_out: *mut mahjong_joker_exchange,
    hand_out: *mut *mut mahjong_hand,
    owner_hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let hs = try_ffi!(hands_arg(hands));
        let turn = try_ffi!(turn_arg(turn));
        let owner = try_ffi!(seat_arg(owner));
        let natural = try_ffi!(tile_arg(natural));
        if exchange_out.is_null() || hand_out.is_null() || owner_hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let x = try_core!(r::exchange_joker(&t, &hs, turn, owner, meld as usize, natural));
        let out = mahjong_joker_exchange {
            player: c_seat_out(x.player),
            owner: c_seat_out(x.owner),
            meld: u32::from(x.meld),
            position: u32::from(x.position),
            exposure: meld_out(&x.exposure),
        };
        write_out(exchange_out, out);
        box_out(x.hand, hand_out);
        box_out(x.owner_hand, owner_hand_out)
    }
}

/// House rule: trade a blank for `discard_tile` (`rules::trade_blank`). `*hand_out` gets a new hand
/// (free with `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_trade_blank(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    turn: *const mahjong_turn,
    discard_tile: mahjong_tile,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(try_ref(hand));
        let turn = try_ffi!(turn_arg(turn));
        let tile = try_ffi!(tile_arg(discard_tile));
        try_ffi!(crate::ffi::try_out(hand_out));
        let after = try_core!(r::trade_blank(&t, h, turn, tile));
        box_out(after, hand_out)
    }
}

// ---------------------------------------------------------------------------------------------
// Dead hands

/// Dead hand by tile count (`rules::tile_count_dead`) in `*dead_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_tile_count_dead(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    phase: mahjong_turn_phase,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(try_ref(hand));
        let phase = try_ffi!(enum_in(phase));
        write_out(dead_out, c_dead_out(r::tile_count_dead(&t, h, phase)))
    }
}

/// Dead hand by an exposed concealed (C) hand (`rules::concealed_hand_exposed`); a live hand
/// (`MAHJONG_DEAD_NONE`) for NULL.
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_rules_concealed_hand_exposed(
    hand: *const mahjong_hand,
    concealed_line: bool,
) -> mahjong_dead_hand {
    c_dead_out(try_ref(hand).ok().and_then(|h| r::concealed_hand_exposed(h, concealed_line)))
}

/// Writes the sentence for a dead-hand verdict (`DeadHandReason`'s `Display`; `"live hand"` for
/// `MAHJONG_DEAD_NONE`) into `buf`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_dead_hand_describe(
    dead: *const mahjong_dead_hand,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let d = try_ffi!(try_arg(dead));
        let text = try_ffi!(dead_arg(d)).map_or_else(|| "live hand".to_string(), |r| r.to_string());
        write_str(&text, buf, len, out_n)
    }
}

/// What follows a false Mah Jongg (`rules::false_mah_jong`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_false_mah_jong_result {
    /// `MAHJONG_FALSE_MAH_JONG_*`.
    pub outcome: mahjong_false_mah_jong,
    /// The remedy when the hand ends (`MAHJONG_REMEDY_PLAY_ON` otherwise).
    pub remedy: mahjong_remedy,
}

/// What follows a false Mah Jongg (`rules::false_mah_jong`).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_rules_false_mah_jong(
    exposed: bool,
    others_threw_in: bool,
    wall_disturbed: bool,
) -> mahjong_false_mah_jong_result {
    let o = r::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed });
    let remedy = enum_out(if let FalseMahJongOutcome::Ended(rem) = o { rem } else { Remedy::PlayOn });
    mahjong_false_mah_jong_result { outcome: enum_out(FalseMahJongOutcomeKind(o)), remedy }
}

/// A dead hand's rack (`rules::dead_hand_rack`), `valid[n]` by exposure. `*hand_out` gets a new
/// hand (free with `mahjong_hand_free`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_dead_hand_rack(
    hand: *const mahjong_hand,
    valid: *const bool,
    n: usize,
    concealed_line: bool,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(try_ref(hand));
        let v = try_ffi!(try_slice(valid, n));
        try_ffi!(crate::ffi::try_out(hand_out));
        box_out(r::dead_hand_rack(h, v, concealed_line), hand_out)
    }
}

/// The next live seat after `from` (`rules::next_live_seat`; `dead[4]` by seat) in `*seat_out`, or
/// -1 when none.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_next_live_seat(
    table: *const mahjong_table,
    from: mahjong_seat,
    dead: *const bool,
    seat_out: *mut i32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let from = try_ffi!(seat_arg(from));
        let d = try_ffi!(try_slice(dead, 4));
        let dead = [d[0], d[1], d[2], d[3]];
        write_out(seat_out, opt_seat_out(r::next_live_seat(&t, from, dead)))
    }
}

// ---------------------------------------------------------------------------------------------
// Charleston

/// Validates and applies one Charleston pass for every seated player
/// (`rules::apply_charleston_pass`). `hands[4]` by seat, `passes[4]` what each passes,
/// `received[4]` what each received last (NULL for none). On success `hands_out[4]` gets four new
/// hands (free each with `mahjong_hand_free`) and `received_out[4]` what each received. Errors:
/// `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_apply_charleston_pass(
    table: *const mahjong_table,
    hands: *const *const mahjong_hand,
    pass: mahjong_charleston_pass,
    passes: *const mahjong_pass,
    received: *const mahjong_pass,
    hands_out: *mut *mut mahjong_hand,
    received_out: *mut mahjong_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let hs = try_ffi!(hands_arg(hands));
        let pass = try_ffi!(enum_in::<CharlestonPass>(pass));
        if passes.is_null() || hands_out.is_null() || received_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let ps = try_ffi!(passes_arg(passes));
        let rec = try_ffi!(passes_arg(received));
        let out = try_core!(r::apply_charleston_pass(&t, &hs, pass, &ps, &rec));
        write_pass_outcome(&out, hands_out, received_out)
    }
}

/// Four new hands and four passes received, into caller arrays of four (checked non-null).
fn write_pass_outcome(
    out: &r::PassOutcome,
    hands_out: *mut *mut mahjong_hand,
    received: *mut mahjong_pass,
) -> mahjong_result {
    write_array(&out.received.each_ref().map(c_pass_out), received);
    write_hands(&out.hands, hands_out)
}

/// Validates and applies the courtesy pass (`rules::apply_courtesy_pass`), `asks[4]` by seat.
/// Outputs and errors as `mahjong_rules_apply_charleston_pass`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_apply_courtesy_pass(
    table: *const mahjong_table,
    hands: *const *const mahjong_hand,
    asks: *const u8,
    passes: *const mahjong_pass,
    hands_out: *mut *mut mahjong_hand,
    received_out: *mut mahjong_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let hs = try_ffi!(hands_arg(hands));
        let a = try_ffi!(try_slice(asks, 4));
        if passes.is_null() || hands_out.is_null() || received_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let ps = try_ffi!(passes_arg(passes));
        let out = try_core!(r::apply_courtesy_pass(&t, &hs, [a[0], a[1], a[2], a[3]], &ps));
        write_pass_outcome(&out, hands_out, received_out)
    }
}

/// Whether the second Charleston is played (`rules::second_charleston`; `agree[4]` by seat), in
/// `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_second_charleston(
    table: *const mahjong_table,
    agree: *const bool,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let a = try_ffi!(try_slice(agree, 4));
        write_out(out, r::second_charleston(&t, [a[0], a[1], a[2], a[3]]))
    }
}

/// Whether the Charleston is played at this table (`rules::charleston_played`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_charleston_played(
    table: *const mahjong_table,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        write_out(out, r::charleston_played(&t))
    }
}

/// The pass after `pass` (`CharlestonPass::next`) in `*next_out`, or 0 after the last.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_charleston_next(
    table: *const mahjong_table,
    pass: mahjong_charleston_pass,
    second_agreed: bool,
    next_out: *mut mahjong_charleston_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let p = try_ffi!(enum_in::<CharlestonPass>(pass));
        write_out(next_out, p.next(&t, second_agreed).map_or(0, |n| u32::from(n.number())))
    }
}

/// The courtesy pass count for seats `a` and `b` (`rules::courtesy_count`) in `*count_out`.
/// Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_courtesy_count(
    a: mahjong_seat,
    a_asks: u32,
    b: mahjong_seat,
    b_asks: u32,
    count_out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let a = try_ffi!(seat_arg(a));
        let b = try_ffi!(seat_arg(b));
        let a_asks = try_ffi!(small_arg("a_asks", a_asks, "0 to 3 tiles"));
        let b_asks = try_ffi!(small_arg("b_asks", b_asks, "0 to 3 tiles"));
        let c = try_core!(r::courtesy_count(a, a_asks, b, b_asks));
        write_out(count_out, u32::from(c))
    }
}

// ---------------------------------------------------------------------------------------------
// Deal, misdeals, wall, Kong Box

/// Tiles dealt to `seat` when `dealer` deals (`rules::dealt_tiles`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_dealt_tiles(
    seat: mahjong_seat,
    dealer: mahjong_seat,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(seat_arg(seat));
        let d = try_ffi!(seat_arg(dealer));
        write_out(out, u32::from(r::dealt_tiles(s, d)))
    }
}

/// Tiles taken from the wall by the deal (`rules::tiles_dealt`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_tiles_dealt(table: *const mahjong_table, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        write_out(out, u32::from(r::tiles_dealt(&t)))
    }
}

/// Who receives each tile of the deal (`rules::deal_order`): one seat per tile into `seats_out`
/// (room for `capacity`; 53 always suffices), the count in `*len_out`. Errors:
/// `MAHJONG_RESULT_INVALID_ARGUMENT` (too little room), `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_deal_order(
    table: *const mahjong_table,
    dealer: mahjong_seat,
    seats_out: *mut mahjong_seat,
    capacity: usize,
    len_out: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let d = try_ffi!(seat_arg(dealer));
        try_ffi!(crate::ffi::try_out(seats_out).and(crate::ffi::try_out(len_out)));
        let order = try_core!(r::deal_order(&t, d));
        let seats: Vec<mahjong_seat> = order.seats().iter().map(|s| c_seat_out(*s)).collect();
        if capacity < seats.len() {
            return invalid(format!("capacity {capacity} is less than the {} tiles dealt", seats.len()));
        }
        write_slice(&seats, seats_out, capacity, len_out)
    }
}

/// Checks the tile counts after the deal (`counts[4]` by seat; `rules::check_deal`):
/// `*remedy_out` gets the remedy and `*seat_out` the seat concerned, or -1. Errors:
/// `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_deal(
    table: *const mahjong_table,
    dealer: mahjong_seat,
    counts: *const u8,
    remedy_out: *mut mahjong_remedy,
    seat_out: *mut i32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let d = try_ffi!(seat_arg(dealer));
        let c = try_ffi!(try_slice(counts, 4));
        let (rem, seat) = try_ffi!(r::check_deal(&t, d, [c[0], c[1], c[2], c[3]]).map_err(range_error));
        write_two(remedy_out, enum_out(rem), seat_out, opt_seat_out(seat))
    }
}

/// The remedy for a joker passed by accident (`rules::passed_joker_remedy`).
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_rules_passed_joker_remedy(identifiable: bool) -> mahjong_remedy {
    enum_out(r::passed_joker_remedy(identifiable))
}

/// The wall after the deal for a set of `total` tiles (`Wall::after_deal`), in `*wall_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_after_deal(
    table: *const mahjong_table,
    total: u32,
    wall_out: *mut mahjong_wall,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let total = u16::try_from(total).unwrap_or(u16::MAX);
        write_out(wall_out, c_wall_out(Wall::after_deal(&t, total)))
    }
}

/// Draws one tile from the live wall (`Wall::draw`) into `*wall_out`. Errors:
/// `MAHJONG_RESULT_RULE_VIOLATION` when the live wall is exhausted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_draw(
    wall: *const mahjong_wall,
    wall_out: *mut mahjong_wall,
) -> mahjong_result {
    ffi_panic_boundary! {
        let w = try_ffi!(wall_arg(wall));
        try_ffi!(crate::ffi::try_out(wall_out));
        let next = try_core!(w.draw());
        write_out(wall_out, c_wall_out(next))
    }
}

/// Draws a replacement tile (`Wall::draw_replacement`): `*wall_out` gets the wall after it and
/// `*source_out` where it came from (`MAHJONG_REPLACEMENT_*`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_draw_replacement(
    table: *const mahjong_table,
    wall: *const mahjong_wall,
    wall_out: *mut mahjong_wall,
    source_out: *mut mahjong_replacement,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let w = try_ffi!(wall_arg(wall));
        let (next, src) = try_core!(w.draw_replacement(&t));
        write_two(wall_out, c_wall_out(next), source_out, enum_out(src))
    }
}

/// Whether the hand is a wall game (`Wall::is_wall_game`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_is_wall_game(wall: *const mahjong_wall, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let w = try_ffi!(wall_arg(wall));
        write_out(out, w.is_wall_game())
    }
}

/// Stacks in each player's wall (`rules::wall_stacks`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_stacks(
    table: *const mahjong_table,
    flowers: bool,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        write_out(out, u32::from(r::wall_stacks(&t, flowers)))
    }
}

/// Where the wall is broken (`rules::break_wall`), in `*out`. Errors:
/// `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_break_wall(
    table: *const mahjong_table,
    dealer: mahjong_seat,
    stacks_per_wall: u32,
    first: u32,
    second: u32,
    break_out: *mut mahjong_wall_break,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let d = try_ffi!(seat_arg(dealer));
        let dice = "a die shows 1 to 6, a throw of two dice 2 to 12";
        let stacks = try_ffi!(small_arg("stacks_per_wall", stacks_per_wall, "1 to 255 stacks"));
        let first = try_ffi!(small_arg("first", first, dice));
        let second = try_ffi!(small_arg("second", second, dice));
        let b = try_core!(r::break_wall(&t, d, stacks, first, second));
        let out = mahjong_wall_break { breaker: c_seat_out(b.breaker), wall: c_seat_out(b.wall), stack: u32::from(b.stack) };
        write_out(break_out, out)
    }
}

/// Takes a drawn tile into the hand (`rules::take_tile`): `*hand_out` gets a new hand (free with
/// `mahjong_hand_free`) and `*replace_out` whether a replacement is drawn.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_take_tile(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    tile: mahjong_tile,
    hand_out: *mut *mut mahjong_hand,
    replace_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(try_ref(hand));
        let tile = try_ffi!(tile_arg(tile));
        try_ffi!(crate::ffi::try_out(hand_out).and(crate::ffi::try_out(replace_out)));
        let (after, replace) = try_core!(r::take_tile(&t, h, tile));
        write_out(replace_out, replace);
        box_out(after, hand_out)
    }
}

/// The replacement draws a dealt hand needs (`rules::bonus_replacements`), in `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_bonus_replacements(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(try_ref(hand));
        write_out(out, u32::from(r::bonus_replacements(&t, h)))
    }
}

/// Whether the hand holds every flower and season (`rules::holds_all_bonus_tiles`); false for NULL.
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_rules_holds_all_bonus_tiles(hand: *const mahjong_hand) -> bool {
    try_ref(hand).is_ok_and(r::holds_all_bonus_tiles)
}

// ---------------------------------------------------------------------------------------------
// Kongs

/// Declares a concealed kong of `tile` (`rules::declare_concealed_kong`). `*hand_out` gets a new
/// hand (free with `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_declare_concealed_kong(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let tile = try_ffi!(tile_arg(tile));
        new_hand(hand, seat, hand_out, |h, seat| r::declare_concealed_kong(&t, h, seat, tile))
    }
}

/// Adds a tile to an exposed pung (`rules::add_to_pung`). `*hand_out` gets a new hand (free with
/// `mahjong_hand_free`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_add_to_pung(
    table: *const mahjong_table,
    hand: *const mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    self_drawn: bool,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let tile = try_ffi!(tile_arg(tile));
        new_hand(hand, seat, hand_out, |h, seat| r::add_to_pung(&t, h, seat, tile, self_drawn))
    }
}

/// Whether the kong may be robbed (`rules::check_rob_kong`): `MAHJONG_RESULT_OK`, or
/// `MAHJONG_RESULT_RULE_VIOLATION` with the reason.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_rob_kong(
    kong: *const mahjong_meld,
    thirteen_unique_wonders: bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let k = try_ffi!(meld_arg(kong));
        try_core!(r::check_rob_kong(&k, thirteen_unique_wonders));
        mahjong_result::Ok
    }
}

/// Robs a kong (`rules::rob_kong`). `*hand_out` gets a new hand (free with `mahjong_hand_free`).
/// Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_rob_kong(
    table: *const mahjong_table,
    robber_hand: *const mahjong_hand,
    robber: mahjong_seat,
    kong: *const mahjong_meld,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let k = try_ffi!(meld_arg(kong));
        new_hand(robber_hand, robber, hand_out, |h, robber| r::rob_kong(&t, h, robber, &k))
    }
}

/// `rules::check_kong_or_mah_jong`: `MAHJONG_RESULT_RULE_VIOLATION` when one tile is declared both
/// a kong and Mah Jong.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> mahjong_result {
    ffi_panic_boundary! {
        try_core!(r::check_kong_or_mah_jong(kong, mah_jong));
        mahjong_result::Ok
    }
}

// ---------------------------------------------------------------------------------------------
// Rotation

/// A new game: East round, `dealer` deals first.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_round_start(dealer: mahjong_seat, round_out: *mut mahjong_round) -> mahjong_result {
    ffi_panic_boundary! {
        let d = try_ffi!(seat_arg(dealer));
        write_out(round_out, c_round_out(Round::start(d)))
    }
}

/// The round after a hand won by `winner` (a seat, or -1 for a wall game; `rules::next_round`),
/// in `*round_out`. Errors: `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_next_round(
    table: *const mahjong_table,
    round: *const mahjong_round,
    winner: i32,
    round_out: *mut mahjong_round,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let rd = try_ffi!(round_arg(round));
        let result = if winner < 0 { HandResult::WallGame } else { HandResult::Won(try_ffi!(seat_arg(winner as u32))) };
        try_ffi!(crate::ffi::try_out(round_out));
        let next = try_core!(r::next_round(&t, rd, result));
        write_out(round_out, c_round_out(next))
    }
}

/// The wind of `seat` when `dealer` deals (`Round::seat_wind`; the core's "Seats and winds"), in
/// `*out` (`MAHJONG_WIND_*`). Errors: `MAHJONG_RESULT_RULE_VIOLATION` for a seat not in play.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_seat_wind(
    table: *const mahjong_table,
    seat: mahjong_seat,
    dealer: mahjong_seat,
    out: *mut crate::tile::mahjong_wind,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let s = try_ffi!(seat_arg(seat));
        let d = try_ffi!(seat_arg(dealer));
        let w = try_core!(Round::start(d).seat_wind(&t, s));
        write_out(out, enum_out(w))
    }
}

/// The player who sits out game `game` (`rules::sitting_out`), or -1 when nobody does.
#[unsafe(no_mangle)]
pub extern "C" fn mahjong_rules_sitting_out(players: u32, game: u32) -> i32 {
    r::sitting_out(u8::try_from(players).unwrap_or(u8::MAX), game).map_or(-1, i32::from)
}

/// How the bettor settles: one of the `MAHJONG_BET_*` values (`MAHJONG_NAMED_BET_OUTCOME`,
/// from `rules::BetOutcome`).
pub type mahjong_bet_outcome = u32;

/// The fifth player's bet (`rules::settle_bet`): `bet` and `winner` are seats, or -1 for a wall
/// game. `*outcome_out` gets `MAHJONG_BET_*` and `*seat_out` the seat paid as (-1 unless
/// `MAHJONG_BET_PAYS_AS`). Errors: `MAHJONG_RESULT_RULE_VIOLATION`, `MAHJONG_RESULT_INVALID_ARGUMENT`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_settle_bet(
    table: *const mahjong_table,
    bet: i32,
    winner: i32,
    outcome_out: *mut mahjong_bet_outcome,
    seat_out: *mut i32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let seat = |n: i32| {
            u32::try_from(n).map_err(|_| invalid(format!("seat {n} is not a seat (0 to 3, or -1)"))).and_then(seat_arg)
        };
        let b = if bet == -1 { Bet::WallGame } else { Bet::On(try_ffi!(seat(bet))) };
        let w = if winner == -1 { HandResult::WallGame } else { HandResult::Won(try_ffi!(seat(winner))) };
        let outcome = try_core!(r::settle_bet(&t, b, w));
        let s = if let BetOutcome::PaysAs(s) = outcome { i32::from(s.index()) } else { -1 };
        write_two(outcome_out, enum_out(BetOutcomeKind(outcome)), seat_out, s)
    }
}

// ---------------------------------------------------------------------------------------------
// American rules that need the card (`mahjong_core::rules::american_call_facts` and its neighbours)
//
// `visible` arguments are 45 counts by tile index (as
// `mahjong_rules_visible_tiles` fills them): the tiles visible to all. NULL means none known
// (the hand's own exposures always count as visible). The card comes from `mahjong_card_sample`
// or `mahjong_card_load` and stays owned by the caller.

/// How many X (exposed) and C (concealed) lines are still possible (`rules::LinesPossible`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct mahjong_lines_possible {
    /// X lines still possible.
    pub exposed: u32,
    /// C lines still possible (0 once the hand has an exposure).
    pub concealed: u32,
}

fn visible_arg(visible: *const u8) -> Result<[u8; Tile::COUNT], mahjong_result> {
    let mut out = [0u8; Tile::COUNT];
    if !visible.is_null() {
        out.copy_from_slice(try_slice(visible, Tile::COUNT)?);
    }
    Ok(out)
}

/// The tiles visible to all (`rules::visible_tiles`) from `n_discards` discards and `n_racks`
/// hands (NULL entries empty): 45 counts by tile index into `visible_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_visible_tiles(
    discards: *const mahjong_tile,
    n_discards: usize,
    racks: *const *const mahjong_hand,
    n_racks: usize,
    visible_out: *mut u8,
) -> mahjong_result {
    ffi_panic_boundary! {
        let ds = try_ffi!(try_slice(discards, n_discards));
        let tiles = try_ffi!(ds.iter().map(|&t| tile_arg(t)).collect::<Result<Vec<Tile>, _>>());
        let mut hands = Vec::with_capacity(n_racks);
        for &p in try_ffi!(try_slice(racks, n_racks)) {
            if !p.is_null() {
                hands.push(*try_ffi!(try_ref(p)));
            }
        }
        write_array(&r::visible_tiles(&tiles, &hands), visible_out)
    }
}

/// How many lines of `card` are still possible for `hand` (`rules::lines_possible`), `visible`
/// 45 counts or NULL, in `*out`. Errors: `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_lines_possible(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    visible: *const u8,
    out: *mut mahjong_lines_possible,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let p = try_ffi!(r::lines_possible(c, h, &v).map_err(range_error));
        write_out(out, mahjong_lines_possible { exposed: p.exposed, concealed: p.concealed })
    }
}

/// Whether line `line` of card hand `hand_index` is still possible (`rules::line_possible`), in
/// `*out`. Errors: `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_line_possible(
    card: *const mahjong_card,
    hand_index: usize,
    line: usize,
    hand: *const mahjong_hand,
    visible: *const u8,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let possible = try_ffi!(r::line_possible(c, hand_index, line, h, &v).map_err(range_error));
        write_out(out, possible)
    }
}

/// The call facts of `hand` on `discard` from the card (`rules::american_call_facts`), for
/// `mahjong_rules_calls`. `visible` as in `mahjong_rules_lines_possible`. Errors:
/// `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_INVALID_TILE`, `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_call_facts(
    table: *const mahjong_table,
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    visible: *const u8,
    facts_out: *mut mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let (t, h, caller, d) = try_ffi!(call_args(table, hand, caller, discard));
        let c = try_ffi!(card_ref(card));
        let v = try_ffi!(visible_arg(visible));
        let facts = try_ffi!(r::american_call_facts(&t, c, h, caller, &d, &v).map_err(range_error));
        write_out(facts_out, c_facts_out(facts))
    }
}

/// Dead hand by the exposures (`rules::exposures_dead`) in `*dead_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_exposures_dead(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        write_out(dead_out, c_dead_out(r::exposures_dead(c, h)))
    }
}

/// Strict dead hand (`rules::no_line_possible`) in `*dead_out`. Errors:
/// `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_no_line_possible(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    visible: *const u8,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let dead = try_ffi!(r::no_line_possible(c, h, &v).map_err(range_error));
        write_out(dead_out, c_dead_out(dead))
    }
}

/// Whether an American hand is dead, with the first reason (`rules::american_dead_hand`), in
/// `*dead_out`. Errors: `MAHJONG_RESULT_INVALID_ARGUMENT`, `MAHJONG_RESULT_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_dead_hand(
    table: *const mahjong_table,
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    phase: mahjong_turn_phase,
    visible: *const u8,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        let p = try_ffi!(enum_in(phase));
        let v = try_ffi!(visible_arg(visible));
        let dead = try_ffi!(r::american_dead_hand(&t, c, h, p, &v).map_err(range_error));
        write_out(dead_out, c_dead_out(dead))
    }
}

/// Which melds are valid exposures (`rules::valid_exposures`): 4 bools into `valid_out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_valid_exposures(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    valid_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        write_array(&r::valid_exposures(c, h), valid_out)
    }
}

/// A dead hand's rack judged by the card (`rules::american_dead_hand_rack`). `*hand_out` gets a new
/// hand (free with `mahjong_hand_free`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_dead_hand_rack(
    card: *const mahjong_card,
    hand: *const mahjong_hand,
    concealed_line: bool,
    hand_out: *mut *mut mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(card_ref(card));
        let h = try_ffi!(try_ref(hand));
        try_ffi!(crate::ffi::try_out(hand_out));
        box_out(r::american_dead_hand_rack(c, h, concealed_line), hand_out)
    }
}
