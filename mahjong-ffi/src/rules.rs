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
use crate::hand::{box_hand_out, hand_ref, mahjong_meld};
use crate::tile::{mahjong_tile, tile_arg};
use crate::{error::set_last_error_of_kind, mahjong_result, write_out, write_str};
use mahjong_core::rules::{
    self as r, Bet, BetOutcome, Call, CallFacts, CharlestonPass, Claim, DeadHandReason, Discard, FalseDeclaration,
    FalseMahJongOutcome, HandResult, HouseRules, Pass, Remedy, ReplacementSource, Round, RulesError, Seat, Table,
    TableAction, Turn, TurnPhase, Variant, Wall,
};
use mahjong_core::{Hand, Meld, MeldKind, MeldStatus, Tile, Wind};
use std::ffi::{c_char, c_void};

/// A seat, 0–3 in turn order (seat 1 plays after seat 0, on its right).
pub type mahjong_seat = u32;

/// The rule family: one of the `MAHJONG_VARIANT_*` values.
pub type mahjong_variant = u32;
/// American (National Mah Jongg League card, jokers, Charleston).
pub const MAHJONG_VARIANT_AMERICAN: mahjong_variant = 0;
/// Chinese classical.
pub const MAHJONG_VARIANT_CHINESE: mahjong_variant = 1;
/// British (Kong Box, one chow per hand).
pub const MAHJONG_VARIANT_BRITISH: mahjong_variant = 2;

/// House rules (the American house rules and the optional rules), set once per table. All zero is League play.
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
    /// Chinese and British: wind rounds in a game, 1 to 4; 0 (League default) plays all four
    /// (East to North). Three players agree on 3 or 4.
    pub wind_rounds: u8,
}

/// The table: variant, players (2–4) and house rules. `mahjong_table_init` fills League rules. Every
/// function reading a table checks it as the core's `Table::new` does: a table outside the limits gives
/// `MAHJONG_RESULT_RULE_VIOLATION` naming the number.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_table {
    /// `MAHJONG_VARIANT_*`.
    pub variant: mahjong_variant,
    /// Players seated, 2 to 4.
    pub players: u32,
    /// House rules.
    pub house: mahjong_house_rules,
}

/// A call on a discard: one of the `MAHJONG_CALL_*` values. A set of calls is a bit mask with bit
/// `1 << call` for each call.
pub type mahjong_call = u32;
/// Chow (Chinese and British).
pub const MAHJONG_CALL_CHOW: mahjong_call = 0;
/// Pung.
pub const MAHJONG_CALL_PUNG: mahjong_call = 1;
/// Kong.
pub const MAHJONG_CALL_KONG: mahjong_call = 2;
/// Quint (American).
pub const MAHJONG_CALL_QUINT: mahjong_call = 3;
/// Sextet (American).
pub const MAHJONG_CALL_SEXTET: mahjong_call = 4;
/// Mah Jongg.
pub const MAHJONG_CALL_MAH_JONG: mahjong_call = 5;

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

/// What the card or the hand evaluator says about the caller's hand. `mahjong_call_facts_init`
/// fills the default: live, not winning, not concealed-only, every exposure keeps a line.
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
/// Drew a tile (not racked).
pub const MAHJONG_ACTION_DRAW: mahjong_table_action = 0;
/// Racked the drawn tile.
pub const MAHJONG_ACTION_RACK: mahjong_table_action = 1;
/// Discarded.
pub const MAHJONG_ACTION_DISCARD: mahjong_table_action = 2;
/// Declared Mah Jongg.
pub const MAHJONG_ACTION_DECLARE_MAH_JONG: mahjong_table_action = 3;
/// Exchanged a joker.
pub const MAHJONG_ACTION_EXCHANGE_JOKER: mahjong_table_action = 4;

/// Where a player is in their turn: one of the `MAHJONG_PHASE_*` values.
pub type mahjong_turn_phase = u32;
/// Not on turn (13 tiles).
pub const MAHJONG_PHASE_WAITING: mahjong_turn_phase = 0;
/// Drew and racked (14 tiles).
pub const MAHJONG_PHASE_DRAWN: mahjong_turn_phase = 1;
/// Called a discard and exposed (14 tiles).
pub const MAHJONG_PHASE_EXPOSED: mahjong_turn_phase = 2;
/// Discarded (13 tiles).
pub const MAHJONG_PHASE_DISCARDED: mahjong_turn_phase = 3;

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

/// Why a hand is dead: one of the `MAHJONG_DEAD_*` values.
pub type mahjong_dead_reason = u32;
/// The hand is not dead.
pub const MAHJONG_DEAD_NONE: mahjong_dead_reason = 0;
/// Wrong tile count (`has`, `expected`).
pub const MAHJONG_DEAD_WRONG_TILE_COUNT: mahjong_dead_reason = 1;
/// A false Mah Jongg that was exposed.
pub const MAHJONG_DEAD_FALSE_MAH_JONG: mahjong_dead_reason = 2;
/// A concealed (C) hand improperly exposed.
pub const MAHJONG_DEAD_CONCEALED_HAND_EXPOSED: mahjong_dead_reason = 3;
/// An exposure (`meld`) fits no exposed line of the card.
pub const MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE: mahjong_dead_reason = 4;
/// The exposures fit no single exposed line.
pub const MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES: mahjong_dead_reason = 5;
/// Strict: no line is still possible given the visible tiles.
pub const MAHJONG_DEAD_NO_LINE_POSSIBLE: mahjong_dead_reason = 6;

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

/// What a false Mah Jongg leads to: one of the `MAHJONG_FALSE_MAH_JONG_*` values.
pub type mahjong_false_mah_jong = u32;
/// The declaration is withdrawn; play goes on.
pub const MAHJONG_FALSE_MAH_JONG_WITHDRAWN: mahjong_false_mah_jong = 0;
/// The declarer's hand is dead; the others play on.
pub const MAHJONG_FALSE_MAH_JONG_DEAD_HAND: mahjong_false_mah_jong = 1;
/// The hand ends; the remedy says how.
pub const MAHJONG_FALSE_MAH_JONG_ENDED: mahjong_false_mah_jong = 2;

/// A remedy: one of the `MAHJONG_REMEDY_*` values.
pub type mahjong_remedy = u32;
/// Nothing wrong: play on.
pub const MAHJONG_REMEDY_PLAY_ON: mahjong_remedy = 0;
/// The player to East's left takes the missing 13th tile during the Charleston.
pub const MAHJONG_REMEDY_DRAW_MISSING_TILE: mahjong_remedy = 1;
/// Misdeal: redeal with the same East.
pub const MAHJONG_REMEDY_REDEAL_SAME_EAST: mahjong_remedy = 2;
/// Return the accidentally passed joker.
pub const MAHJONG_REMEDY_RETURN_JOKER: mahjong_remedy = 3;
/// End with no winner; the next East deals.
pub const MAHJONG_REMEDY_REDEAL_NEXT_EAST: mahjong_remedy = 4;

/// A Charleston pass, 1–7: one of the `MAHJONG_PASS_*` values.
pub type mahjong_charleston_pass = u32;
/// First Charleston: right.
pub const MAHJONG_PASS_FIRST_RIGHT: mahjong_charleston_pass = 1;
/// First Charleston: over.
pub const MAHJONG_PASS_FIRST_OVER: mahjong_charleston_pass = 2;
/// First Charleston: left (blind pass allowed).
pub const MAHJONG_PASS_FIRST_LEFT: mahjong_charleston_pass = 3;
/// Second Charleston: left.
pub const MAHJONG_PASS_SECOND_LEFT: mahjong_charleston_pass = 4;
/// Second Charleston: over.
pub const MAHJONG_PASS_SECOND_OVER: mahjong_charleston_pass = 5;
/// Second Charleston: right (blind pass allowed).
pub const MAHJONG_PASS_SECOND_RIGHT: mahjong_charleston_pass = 6;
/// The courtesy pass: 0–3 tiles across.
pub const MAHJONG_PASS_COURTESY: mahjong_charleston_pass = 7;

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
/// The Kong Box (British).
pub const MAHJONG_REPLACEMENT_KONG_BOX: mahjong_replacement = 0;
/// A loose tile from the far end of the live wall.
pub const MAHJONG_REPLACEMENT_LOOSE_TILE: mahjong_replacement = 1;

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

/// The state of a game between hands. Winds are 0 East, 1 South, 2 West, 3 North.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_round {
    /// The prevailing wind, 0–3.
    pub prevailing: u32,
    /// The dealer (East) of the next hand.
    pub dealer: mahjong_seat,
    /// The first dealer of the game.
    pub first_dealer: mahjong_seat,
    /// The last wind round has ended (North unless `wind_rounds` says fewer): the game is over.
    pub finished: bool,
}

// ---------------------------------------------------------------------------------------------
// Argument conversion (no rules here).

fn invalid(msg: String) -> mahjong_result {
    set_last_error_of_kind(&msg, 0, mahjong_core::ErrorKind::InvalidArgument as u16);
    mahjong_result::InvalidArgument
}

pub(crate) fn violation(e: RulesError) -> mahjong_result {
    set_last_error_of_kind(&e.to_string(), 0, e.kind() as u16);
    mahjong_result::RuleViolation
}

/// An argument outside its range (an index off the card, a count above the tile set's):
/// `MAHJONG_RESULT_OUT_OF_RANGE` with the message; any other rule error is a violation.
fn range_error(e: RulesError) -> mahjong_result {
    match e {
        RulesError::OutOfRange { .. }
        | RulesError::NoSuchCardHand { .. }
        | RulesError::NoSuchCardLine { .. }
        | RulesError::TooManyVisible { .. } => {
            set_last_error_of_kind(&e.to_string(), 0, e.kind() as u16);
            mahjong_result::OutOfRange
        }
        other => violation(other),
    }
}

fn seat_arg(seat: mahjong_seat) -> Result<Seat, mahjong_result> {
    u8::try_from(seat).ok().and_then(Seat::new).ok_or_else(|| invalid(format!("seat {seat} is not a seat (0 to 3)")))
}

/// `n` as a `u8`, or a rule violation naming `argument` and the value.
fn small_arg(argument: &'static str, n: u32, expected: &'static str) -> Result<u8, mahjong_result> {
    u8::try_from(n).map_err(|_| violation(RulesError::OutOfRange { argument, value: n, expected }))
}

fn c_seat_out(seat: Seat) -> mahjong_seat {
    u32::from(seat.index())
}

fn ptr_arg<'a, T>(p: *const T) -> Result<&'a T, mahjong_result> {
    if p.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: checked non-null; the caller passes a valid, aligned T.
    Ok(unsafe { &*p })
}

fn slice_arg<'a, T>(p: *const T, n: usize) -> Result<&'a [T], mahjong_result> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(mahjong_result::NullParameter);
    }
    // SAFETY: checked non-null; the caller passes `n` readable values.
    Ok(unsafe { std::slice::from_raw_parts(p, n) })
}

fn table_arg(table: *const mahjong_table) -> Result<Table, mahjong_result> {
    let t = ptr_arg(table)?;
    let variant = match t.variant {
        MAHJONG_VARIANT_AMERICAN => Variant::American,
        MAHJONG_VARIANT_CHINESE => Variant::Chinese,
        MAHJONG_VARIANT_BRITISH => Variant::British,
        v => return Err(invalid(format!("table variant {v} is not a variant (0 to 2)"))),
    };
    let h = t.house;
    let house = HouseRules {
        blanks: h.blanks,
        three_player_charleston: h.three_player_charleston,
        fifth_player_bets: h.fifth_player_bets,
        thrower_pays_all: h.thrower_pays_all,
        strict_dead_hand: h.strict_dead_hand,
        calls_keep_a_line: h.calls_keep_a_line,
        wind_rounds: h.wind_rounds,
    };
    Table::new(variant, t.players, house).map_err(violation)
}

fn call_arg(call: mahjong_call) -> Result<Call, mahjong_result> {
    Call::ALL.get(call as usize).copied().ok_or_else(|| invalid(format!("call {call} is not a call (0 to 5)")))
}

fn discard_arg(discard: *const mahjong_discard) -> Result<Discard, mahjong_result> {
    let d = ptr_arg(discard)?;
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
        return r::assumed_call_facts(table, hand, caller, discard).map_err(violation);
    }
    // SAFETY: checked non-null.
    let f = unsafe { *facts };
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
    slice_arg(claims, n)?
        .iter()
        .map(|c| Ok(Claim { seat: seat_arg(c.seat)?, call: call_arg(c.call)?, committed: c.committed }))
        .collect()
}

fn c_claim_out(c: Claim) -> mahjong_claim {
    mahjong_claim { seat: c_seat_out(c.seat), call: c.call as u32, committed: c.committed }
}

fn action_arg(a: mahjong_table_action) -> Result<TableAction, mahjong_result> {
    Ok(match a {
        MAHJONG_ACTION_DRAW => TableAction::Draw,
        MAHJONG_ACTION_RACK => TableAction::Rack,
        MAHJONG_ACTION_DISCARD => TableAction::Discard,
        MAHJONG_ACTION_DECLARE_MAH_JONG => TableAction::DeclareMahJong,
        MAHJONG_ACTION_EXCHANGE_JOKER => TableAction::ExchangeJoker,
        _ => return Err(invalid(format!("table action {a} is not an action (0 to 4)"))),
    })
}

fn actions_arg(actions: *const mahjong_table_action, n: usize) -> Result<Vec<TableAction>, mahjong_result> {
    slice_arg(actions, n)?.iter().map(|&a| action_arg(a)).collect()
}

fn phase_arg(p: mahjong_turn_phase) -> Result<TurnPhase, mahjong_result> {
    Ok(match p {
        MAHJONG_PHASE_WAITING => TurnPhase::Waiting,
        MAHJONG_PHASE_DRAWN => TurnPhase::Drawn,
        MAHJONG_PHASE_EXPOSED => TurnPhase::Exposed,
        MAHJONG_PHASE_DISCARDED => TurnPhase::Discarded,
        _ => return Err(invalid(format!("turn phase {p} is not a phase (0 to 3)"))),
    })
}

fn turn_arg(turn: *const mahjong_turn) -> Result<Turn, mahjong_result> {
    let t = ptr_arg(turn)?;
    Ok(Turn { seat: seat_arg(t.seat)?, phase: phase_arg(t.phase)?, dead: t.dead })
}

fn hands_arg(hands: *const *const crate::hand::mahjong_hand) -> Result<[Hand; 4], mahjong_result> {
    let ptrs = slice_arg(hands, 4)?;
    let mut out = [Hand::new(); 4];
    for (o, &p) in out.iter_mut().zip(ptrs) {
        if !p.is_null() {
            *o = *hand_ref(p)?;
        }
    }
    Ok(out)
}

/// Writes four new hands; on a NULL output array nothing is allocated.
unsafe fn write_hands(hands: &[Hand; 4], out: *mut *mut crate::hand::mahjong_hand) -> mahjong_result {
    if out.is_null() {
        return mahjong_result::NullParameter;
    }
    for (i, h) in hands.iter().enumerate() {
        // SAFETY: the caller gives room for four pointers.
        unsafe { box_hand_out(*h, out.add(i)) };
    }
    mahjong_result::Ok
}

fn c_meld_out(m: &Meld) -> mahjong_meld {
    let mut tiles = [0u8; 6];
    for (d, t) in tiles.iter_mut().zip(m.tiles()) {
        *d = t.index();
    }
    let kind = match m.kind() {
        MeldKind::Chow => crate::hand::MAHJONG_MELD_CHOW,
        MeldKind::Pung => crate::hand::MAHJONG_MELD_PUNG,
        MeldKind::Kong => crate::hand::MAHJONG_MELD_KONG,
        MeldKind::Quint => crate::hand::MAHJONG_MELD_QUINT,
        MeldKind::Sextet => crate::hand::MAHJONG_MELD_SEXTET,
    };
    let status = match m.status() {
        MeldStatus::Exposed => crate::hand::MAHJONG_MELD_STATUS_EXPOSED,
        MeldStatus::Concealed => crate::hand::MAHJONG_MELD_STATUS_CONCEALED,
        MeldStatus::Added => crate::hand::MAHJONG_MELD_STATUS_ADDED,
    };
    mahjong_meld { kind, status, tiles, len: m.tiles().len() }
}

fn meld_arg(meld: *const mahjong_meld) -> Result<Meld, mahjong_result> {
    let m = ptr_arg(meld)?;
    if !(3..=6).contains(&m.len) {
        return Err(invalid(format!("meld length {} is not 3 to 6", m.len)));
    }
    let status = match m.status {
        crate::hand::MAHJONG_MELD_STATUS_EXPOSED => MeldStatus::Exposed,
        crate::hand::MAHJONG_MELD_STATUS_CONCEALED => MeldStatus::Concealed,
        crate::hand::MAHJONG_MELD_STATUS_ADDED => MeldStatus::Added,
        s => return Err(invalid(format!("meld status {s} is not a status (0 to 2)"))),
    };
    let mut tiles = [Tile::JOKER; 6];
    for (d, &t) in tiles.iter_mut().zip(&m.tiles[..m.len]) {
        *d = tile_arg(t)?;
    }
    Meld::new(&tiles[..m.len], status).map_err(|e| invalid(format!("not a meld: {e}")))
}

fn pass_number_arg(pass: mahjong_charleston_pass) -> Result<CharlestonPass, mahjong_result> {
    u8::try_from(pass)
        .ok()
        .and_then(CharlestonPass::from_number)
        .ok_or_else(|| invalid(format!("Charleston pass {pass} is not a pass (1 to 7)")))
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
    let s = slice_arg(passes, 4)?;
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
    let mut out = mahjong_dead_hand::default();
    let Some(d) = d else { return out };
    out.reason = match d {
        DeadHandReason::WrongTileCount { has, expected } => {
            out.has = has;
            out.expected = expected;
            MAHJONG_DEAD_WRONG_TILE_COUNT
        }
        DeadHandReason::FalseMahJong => MAHJONG_DEAD_FALSE_MAH_JONG,
        DeadHandReason::ConcealedHandExposed => MAHJONG_DEAD_CONCEALED_HAND_EXPOSED,
        DeadHandReason::ExposureFitsNoLine { meld } => {
            out.meld = meld;
            MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE
        }
        DeadHandReason::IncompatibleExposures => MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES,
        DeadHandReason::NoLinePossible => MAHJONG_DEAD_NO_LINE_POSSIBLE,
    };
    out
}

fn dead_arg(d: &mahjong_dead_hand) -> Result<Option<DeadHandReason>, mahjong_result> {
    Ok(Some(match d.reason {
        MAHJONG_DEAD_NONE => return Ok(None),
        MAHJONG_DEAD_WRONG_TILE_COUNT => DeadHandReason::WrongTileCount { has: d.has, expected: d.expected },
        MAHJONG_DEAD_FALSE_MAH_JONG => DeadHandReason::FalseMahJong,
        MAHJONG_DEAD_CONCEALED_HAND_EXPOSED => DeadHandReason::ConcealedHandExposed,
        MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE => DeadHandReason::ExposureFitsNoLine { meld: d.meld },
        MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES => DeadHandReason::IncompatibleExposures,
        MAHJONG_DEAD_NO_LINE_POSSIBLE => DeadHandReason::NoLinePossible,
        r => return Err(invalid(format!("dead-hand reason {r} is not a reason (0 to 6)"))),
    }))
}

fn c_remedy_out(r: Remedy) -> mahjong_remedy {
    r as u32
}

fn wall_arg(wall: *const mahjong_wall) -> Result<Wall, mahjong_result> {
    let w = ptr_arg(wall)?;
    let live = u16::try_from(w.live).map_err(|_| invalid(format!("wall live {} is more than a set holds", w.live)))?;
    let kong_box = u8::try_from(w.kong_box)
        .map_err(|_| invalid(format!("wall kong_box {} is more than a set holds", w.kong_box)))?;
    Ok(Wall { live, kong_box })
}

fn c_wall_out(w: Wall) -> mahjong_wall {
    mahjong_wall { live: u32::from(w.live), kong_box: u32::from(w.kong_box) }
}

fn round_arg(round: *const mahjong_round) -> Result<Round, mahjong_result> {
    let r = ptr_arg(round)?;
    if r.prevailing > 3 {
        return Err(invalid(format!("prevailing wind {} is not a wind (0 East to 3 North)", r.prevailing)));
    }
    Ok(Round {
        prevailing: Wind::from_index(r.prevailing as u8),
        dealer: seat_arg(r.dealer)?,
        first_dealer: seat_arg(r.first_dealer)?,
        finished: r.finished,
    })
}

fn c_round_out(r: Round) -> mahjong_round {
    mahjong_round {
        prevailing: r.prevailing as u32,
        dealer: c_seat_out(r.dealer),
        first_dealer: c_seat_out(r.first_dealer),
        finished: r.finished,
    }
}

fn opt_seat_out(s: Option<Seat>) -> i32 {
    s.map_or(-1, |s| i32::from(s.index()))
}

// ---------------------------------------------------------------------------------------------
// Table

/// Fills `*table_out` with four players, League house rules (all off) and `variant`
/// (`MAHJONG_VARIANT_*`). Errors: an unknown variant (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_table_init(variant: mahjong_variant, table_out: *mut mahjong_table) -> mahjong_result {
    ffi_panic_boundary! {
        if variant > MAHJONG_VARIANT_BRITISH {
            return invalid(format!("table variant {variant} is not a variant (0 to 2)"));
        }
        let t = mahjong_table { variant, players: 4, house: mahjong_house_rules::default() };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(table_out, t) }
    }
}

// ---------------------------------------------------------------------------------------------
// Calls and claims

/// Fills `*facts_out` with the default call facts: a live hand, not completed by the discard,
/// not limited to concealed lines, every exposure keeping a card line possible.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_call_facts_init(facts_out: *mut mahjong_call_facts) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: write_out checks NULL.
        unsafe { write_out(facts_out, facts_out_default()) }
    }
}

fn facts_out_default() -> mahjong_call_facts {
    c_facts_out(CallFacts::default())
}

/// Every call `caller` may make on `discard`, as a bit mask (`1 << MAHJONG_CALL_*`) written to
/// `*calls_out` (0 when none). `facts` may be NULL for the facts the core assumes
/// (`mahjong_core::rules::assumed_call_facts`: at Chinese and British tables the hand evaluator
/// says whether the discard wins; American: not a winning tile). The caller's
/// own discard, a discard that is not the latest, a discarded joker and a dead hand give 0 (no
/// calls; `mahjong_rules_check_call` says why). Errors (`MAHJONG_RESULT_RULE_VIOLATION`): a seat
/// not in play, a Chinese or British caller without 13 tiles in sets (a kong counts three).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_calls(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    facts: *const mahjong_call_facts,
    calls_out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let caller = try_ffi!(seat_arg(caller));
        let d = try_ffi!(discard_arg(discard));
        if calls_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let f = try_ffi!(facts_arg(facts, &t, h, caller, &d));
        let set = try_ffi!(r::calls(&t, h, caller, &d, &f).map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(calls_out, u32::from(set.bits())) }
    }
}

/// Checks one call (`MAHJONG_CALL_*`) on `discard`. Returns `MAHJONG_RESULT_OK` when allowed,
/// otherwise `MAHJONG_RESULT_RULE_VIOLATION` with the reason in `mahjong_last_error_message`
/// (for example `"seat 0 can call chow only from seat 3, not from seat 1"`). `facts` may be NULL for the
/// facts the core assumes, as in `mahjong_rules_calls`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_call(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    call: mahjong_call,
    facts: *const mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let caller = try_ffi!(seat_arg(caller));
        let d = try_ffi!(discard_arg(discard));
        let call = try_ffi!(call_arg(call));
        let f = try_ffi!(facts_arg(facts, &t, h, caller, &d));
        try_ffi!(r::check_call(&t, h, caller, &d, call, &f).map_err(violation));
        mahjong_result::Ok
    }
}

/// Chinese and British: the call facts for `hand` on `discard`, with `mah_jong` answered by the
/// hand evaluator. Errors: an American table (`MAHJONG_RESULT_RULE_VIOLATION`: the card decides).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_chinese_call_facts(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    facts_out: *mut mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let caller = try_ffi!(seat_arg(caller));
        let d = try_ffi!(discard_arg(discard));
        if facts_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let f = try_ffi!(r::chinese_call_facts(&t, h, caller, &d).map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(facts_out, c_facts_out(f)) }
    }
}

/// Takes a called discard `tile` into the hand: for a Pung, Kong, Quint or Sextet the group is
/// exposed with the discard as its natural plus `jokers` jokers from the hand; for Mah Jongg the
/// tile joins the hand. Chows go through `mahjong_rules_expose_chow`. `*hand_out` gets a new hand
/// (free with `mahjong_hand_free`). Errors: too few tiles or jokers
/// (`MAHJONG_RESULT_RULE_VIOLATION`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_expose(
    hand: *const crate::hand::mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    call: mahjong_call,
    jokers: u32,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let seat = try_ffi!(seat_arg(seat));
        let tile = try_ffi!(tile_arg(tile));
        let call = try_ffi!(call_arg(call));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let jokers = u8::try_from(jokers).unwrap_or(u8::MAX);
        let after = try_ffi!(r::expose(h, seat, tile, call, jokers).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(after, hand_out) }
    }
}

/// Exposes a called Chow: the discard `tile` with the two held tiles of the run starting at
/// `lowest`. `*hand_out` gets a new hand (free with `mahjong_hand_free`). Errors: not a chow the
/// hand holds (`MAHJONG_RESULT_RULE_VIOLATION`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_expose_chow(
    hand: *const crate::hand::mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    lowest: mahjong_tile,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let seat = try_ffi!(seat_arg(seat));
        let tile = try_ffi!(tile_arg(tile));
        let lowest = try_ffi!(tile_arg(lowest));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let after = try_ffi!(r::expose_chow(h, seat, tile, lowest).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(after, hand_out) }
    }
}

/// The chows the hand can make with `tile`, as their lowest tiles, written to `lows_out` (room
/// for 3); `*out_n` gets how many (0 to 3).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_chow_options(
    hand: *const crate::hand::mahjong_hand,
    tile: mahjong_tile,
    lows_out: *mut mahjong_tile,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let tile = try_ffi!(tile_arg(tile));
        if lows_out.is_null() || out_n.is_null() {
            return mahjong_result::NullParameter;
        }
        let lows: Vec<Tile> = r::chow_options(h, tile).into_iter().flatten().collect();
        for (i, t) in lows.iter().enumerate() {
            // SAFETY: the caller gives room for 3 tiles; at most 3 are written.
            unsafe { *lows_out.add(i) = t.index() };
        }
        // SAFETY: checked non-null.
        unsafe { *out_n = lows.len() };
        mahjong_result::Ok
    }
}

/// Puts the `n` claims on `discarder`'s discard in priority order into `order_out` (room for 3);
/// `*out_n` gets how many (at most 3). American: Mah Jongg beats an exposure, then a committed
/// claim, then the nearest in turn after the discarder. Chinese and British: Mah Jong, then Pung
/// or Kong, then Chow; ties to the nearest in turn. Errors (`MAHJONG_RESULT_RULE_VIOLATION`): a
/// claim by the discarder, two claims by one seat, a call the variant lacks.
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
        if order_out.is_null() || out_n.is_null() {
            return mahjong_result::NullParameter;
        }
        let order = try_ffi!(r::claim_order(&t, discarder, &cs).map_err(violation));
        let mut k = 0;
        for c in order.iter().flatten() {
            // SAFETY: the caller gives room for 3 claims; at most 3 are written.
            unsafe { *order_out.add(k) = c_claim_out(*c) };
            k += 1;
        }
        // SAFETY: checked non-null.
        unsafe { *out_n = k };
        mahjong_result::Ok
    }
}

/// The claim that takes the discard: `*found_out` is false when there are no claims, otherwise
/// true and `*winner_out` holds the claim. Errors as `mahjong_rules_claim_order`.
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
        if winner_out.is_null() || found_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let w = try_ffi!(r::claim_winner(&t, discarder, &cs).map_err(violation));
        // SAFETY: both checked non-null.
        unsafe {
            *found_out = w.is_some();
            if let Some(c) = w {
                *winner_out = c_claim_out(c);
            }
        }
        mahjong_result::Ok
    }
}

/// Checks a Mah Jongg claim: return true when the seat's hand is a valid Mah Jongg.
pub type mahjong_claim_check = Option<unsafe extern "C" fn(seat: mahjong_seat, user: *mut c_void) -> bool>;

/// Several Mah Jongg claims: calls `is_valid(seat, user)` for the priority claimant first, then
/// the next, and stops at the first valid one; the tile is resolved once. `*winner_out` gets the
/// winning seat, or -1 when no claim is valid. Errors as `mahjong_rules_claim_order`.
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
        if winner_out.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: the caller's callback, called with the user pointer it gave.
        let w = try_ffi!(r::resolve_mah_jong_claims(&t, discarder, &cs, |s| unsafe { check(c_seat_out(s), user) })
            .map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(winner_out, opt_seat_out(w)) }
    }
}

/// True in `*open_out` while the latest discard may still be called, given the `n` actions
/// (`MAHJONG_ACTION_*`) the next player took since it. American: racking, discarding, declaring
/// or exchanging a joker closes the window (a draw alone does not); Chinese and British: the
/// next player's draw closes it.
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
        // SAFETY: write_out checks NULL.
        unsafe { write_out(open_out, r::claim_window_open(&t, &a)) }
    }
}

/// True in `*in_time_out` when a call was in time: the window was open when it was made. A call
/// made together with the closing action (`simultaneous`) counts in American play when that
/// action was racking.
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
        // SAFETY: write_out checks NULL.
        unsafe { write_out(in_time_out, r::call_in_time(&t, &a, simultaneous)) }
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
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, u32::from(r::turns_lost(&t, d, c))) }
    }
}

/// Who plays next after `discarder`'s discard: the winning claim's seat (`winner`, from
/// `mahjong_rules_claim_winner`; claiming counts as that player's turn), or with `winner` NULL
/// (nobody claimed) the next seat in play. `*out` gets the seat. Errors
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`): a bad table, seat or call; (`MAHJONG_RESULT_RULE_VIOLATION`)
/// a seat not in play.
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
        for s in std::iter::once(d).chain(w.map(|c| c.seat)) {
            if !t.seated(s) {
                return violation(RulesError::SeatNotInPlay { seat: s, players: t.seats() });
            }
        }
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, c_seat_out(r::next_to_play(&t, d, w.as_ref()))) }
    }
}

/// `*out` is true when a player who claimed with `call` (`MAHJONG_CALL_*`) must then discard:
/// every call except Mah Jongg. Errors: an unknown call (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_must_discard_after(call: mahjong_call, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(call_arg(call));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, r::must_discard_after(c)) }
    }
}

// ---------------------------------------------------------------------------------------------
// Joker exchange and blanks

/// American joker exchange: the acting player (`turn`) gives `natural` from the hand for a joker
/// in exposure `meld` on `owner`'s rack. `hands` holds the four hands by seat (NULL entries are
/// empty). On success `*exchange_out` gets the changed exposure, `*hand_out` the player's new
/// hand and `*owner_hand_out` the owner's new hand (a second copy of the same hand when the
/// exposure is the player's own); the caller frees both with `mahjong_hand_free`. Errors
/// (`MAHJONG_RESULT_RULE_VIOLATION`): not the player's turn, a dead hand, no such exposure or no
/// joker in it, a natural that does not match, a natural not in hand, a non-American table.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_exchange_joker(
    table: *const mahjong_table,
    hands: *const *const crate::hand::mahjong_hand,
    turn: *const mahjong_turn,
    owner: mahjong_seat,
    meld: u32,
    natural: mahjong_tile,
    exchange_out: *mut mahjong_joker_exchange,
    hand_out: *mut *mut crate::hand::mahjong_hand,
    owner_hand_out: *mut *mut crate::hand::mahjong_hand,
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
        let x = try_ffi!(r::exchange_joker(&t, &hs, turn, owner, meld as usize, natural).map_err(violation));
        let out = mahjong_joker_exchange {
            player: c_seat_out(x.player),
            owner: c_seat_out(x.owner),
            meld: u32::from(x.meld),
            position: u32::from(x.position),
            exposure: c_meld_out(&x.exposure),
        };
        // SAFETY: all three checked non-null.
        unsafe {
            *exchange_out = out;
            box_hand_out(x.hand, hand_out);
            box_hand_out(x.owner_hand, owner_hand_out);
        }
        mahjong_result::Ok
    }
}

/// House rule (blanks in play): after drawing, trade a blank from the hand for `discard_tile`
/// from the discards. `*hand_out` gets a new hand (free with `mahjong_hand_free`). Errors
/// (`MAHJONG_RESULT_RULE_VIOLATION`): blanks not played, not after drawing, a dead hand, a
/// discarded joker, no blank in hand.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_trade_blank(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    turn: *const mahjong_turn,
    discard_tile: mahjong_tile,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let turn = try_ffi!(turn_arg(turn));
        let tile = try_ffi!(tile_arg(discard_tile));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let after = try_ffi!(r::trade_blank(&t, h, turn, tile).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(after, hand_out) }
    }
}

// ---------------------------------------------------------------------------------------------
// Dead hands

/// A wrong tile count makes a hand dead: 14 tiles after drawing or exposing, 13 otherwise.
/// Chinese and British count a kong as three tiles ("A Kong counts as one complete set") and
/// leave flowers and seasons out; American counts every tile. `*dead_out` gets the verdict
/// (`reason` `MAHJONG_DEAD_NONE` for a live hand). Errors: a bad table or phase
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_tile_count_dead(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    phase: mahjong_turn_phase,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let phase = try_ffi!(phase_arg(phase));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(dead_out, c_dead_out(r::tile_count_dead(&t, h, phase))) }
    }
}

/// A concealed (C) hand (`concealed_line` true) with any exposure is dead. `*dead_out` gets the
/// verdict.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_concealed_hand_exposed(
    hand: *const crate::hand::mahjong_hand,
    concealed_line: bool,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(dead_out, c_dead_out(r::concealed_hand_exposed(h, concealed_line))) }
    }
}

/// Writes the sentence for a dead-hand verdict into `buf` (NUL-terminated), e.g.
/// `"wrong tile count: 13 tiles, 14 expected"`; `"live hand"` for `MAHJONG_DEAD_NONE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_dead_hand_describe(
    dead: *const mahjong_dead_hand,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> mahjong_result {
    ffi_panic_boundary! {
        let d = try_ffi!(ptr_arg(dead));
        let text = try_ffi!(dead_arg(d)).map_or_else(|| "live hand".to_string(), |r| r.to_string());
        // SAFETY: caller contract.
        unsafe { write_str(&text, buf, len, out_n) }
    }
}

/// What follows a false Mah Jongg (the League's procedure): `*outcome_out` gets `MAHJONG_FALSE_MAH_JONG_*` and
/// `*remedy_out` the remedy when the hand ends (`MAHJONG_REMEDY_PLAY_ON` otherwise).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_false_mah_jong(
    exposed: bool,
    others_threw_in: bool,
    wall_disturbed: bool,
    outcome_out: *mut mahjong_false_mah_jong,
    remedy_out: *mut mahjong_remedy,
) -> mahjong_result {
    ffi_panic_boundary! {
        if outcome_out.is_null() || remedy_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (o, rem) = match r::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed }) {
            FalseMahJongOutcome::Withdrawn => (MAHJONG_FALSE_MAH_JONG_WITHDRAWN, Remedy::PlayOn),
            FalseMahJongOutcome::DeadHand => (MAHJONG_FALSE_MAH_JONG_DEAD_HAND, Remedy::PlayOn),
            FalseMahJongOutcome::Ended(rem) => (MAHJONG_FALSE_MAH_JONG_ENDED, rem),
        };
        // SAFETY: both checked non-null.
        unsafe {
            *outcome_out = o;
            *remedy_out = c_remedy_out(rem);
        }
        mahjong_result::Ok
    }
}

/// The dead hand's rack: exposures marked valid (`valid[i]` for exposure `i`, `n` entries) stay
/// for joker exchange, the others go back to the concealed tiles; a C hand (`concealed_line`)
/// keeps none. `*hand_out` gets a new hand (free with `mahjong_hand_free`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_dead_hand_rack(
    hand: *const crate::hand::mahjong_hand,
    valid: *const bool,
    n: usize,
    concealed_line: bool,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        let v = try_ffi!(slice_arg(valid, n));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: checked above.
        unsafe { box_hand_out(r::dead_hand_rack(h, v, concealed_line), hand_out) }
    }
}

/// The next seat to play after `from`, skipping dead hands (`dead[4]`, by seat); `*seat_out`
/// gets -1 when fewer than two players are live (the hand ends with no winner).
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
        let d = try_ffi!(slice_arg(dead, 4));
        let dead = [d[0], d[1], d[2], d[3]];
        // SAFETY: write_out checks NULL.
        unsafe { write_out(seat_out, opt_seat_out(r::next_live_seat(&t, from, dead))) }
    }
}

// ---------------------------------------------------------------------------------------------
// Charleston

/// Validates one Charleston pass (`MAHJONG_PASS_FIRST_RIGHT` to `MAHJONG_PASS_SECOND_RIGHT`) for
/// every seated player and applies it. `hands` are the four hands by seat (NULL entries empty),
/// `passes[4]` what each seat passes, `received[4]` what each seat received in the previous pass
/// (for blind passes; NULL for none). On success `hands_out[4]` gets four new hands (the caller
/// frees each with `mahjong_hand_free`) and `received_out[4]` what each seat received. Errors
/// (`MAHJONG_RESULT_RULE_VIOLATION`): a joker passed, a pass not of three tiles, a tile not
/// held, a blind pass outside the last pass of a Charleston, a pass not played at this table.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_apply_charleston_pass(
    table: *const mahjong_table,
    hands: *const *const crate::hand::mahjong_hand,
    pass: mahjong_charleston_pass,
    passes: *const mahjong_pass,
    received: *const mahjong_pass,
    hands_out: *mut *mut crate::hand::mahjong_hand,
    received_out: *mut mahjong_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let hs = try_ffi!(hands_arg(hands));
        let pass = try_ffi!(pass_number_arg(pass));
        if passes.is_null() || hands_out.is_null() || received_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let ps = try_ffi!(passes_arg(passes));
        let rec = try_ffi!(passes_arg(received));
        let out = try_ffi!(r::apply_charleston_pass(&t, &hs, pass, &ps, &rec).map_err(violation));
        // SAFETY: checked non-null; room for four passes and four hand pointers.
        unsafe { write_pass_outcome(&out, hands_out, received_out) }
    }
}

unsafe fn write_pass_outcome(
    out: &r::PassOutcome,
    hands_out: *mut *mut crate::hand::mahjong_hand,
    received_out: *mut mahjong_pass,
) -> mahjong_result {
    for (i, p) in out.received.iter().enumerate() {
        // SAFETY: the caller gives room for four passes.
        unsafe { *received_out.add(i) = c_pass_out(p) };
    }
    // SAFETY: forwarded caller contract.
    unsafe { write_hands(&out.hands, hands_out) }
}

/// Validates and applies the courtesy pass: each pair across passes the lower of the two counts
/// asked (`asks[4]` by seat, each 0–3). Outputs and freeing as
/// `mahjong_rules_apply_charleston_pass`. Errors (`MAHJONG_RESULT_RULE_VIOLATION`): a count over
/// 3, a pass of another size than agreed, a joker, a tile not held, fewer than four players.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_apply_courtesy_pass(
    table: *const mahjong_table,
    hands: *const *const crate::hand::mahjong_hand,
    asks: *const u8,
    passes: *const mahjong_pass,
    hands_out: *mut *mut crate::hand::mahjong_hand,
    received_out: *mut mahjong_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let hs = try_ffi!(hands_arg(hands));
        let a = try_ffi!(slice_arg(asks, 4));
        if passes.is_null() || hands_out.is_null() || received_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let ps = try_ffi!(passes_arg(passes));
        let out = try_ffi!(r::apply_courtesy_pass(&t, &hs, [a[0], a[1], a[2], a[3]], &ps).map_err(violation));
        // SAFETY: checked non-null; room for four passes and four hand pointers.
        unsafe { write_pass_outcome(&out, hands_out, received_out) }
    }
}

/// The second Charleston is played only if every seated player agrees (`agree[4]` by seat):
/// `*out` is false as soon as one says no, or when no Charleston is played at this table.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_second_charleston(
    table: *const mahjong_table,
    agree: *const bool,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let a = try_ffi!(slice_arg(agree, 4));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, r::second_charleston(&t, [a[0], a[1], a[2], a[3]])) }
    }
}

/// True in `*out` when the Charleston is played at this table (American with four players, or
/// three with the house rule).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_charleston_played(
    table: *const mahjong_table,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, r::charleston_played(&t)) }
    }
}

/// The pass after `pass` at this table (`second_agreed`: all agreed to the second Charleston);
/// `*next_out` gets `MAHJONG_PASS_*`, or 0 after the last pass.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_charleston_next(
    table: *const mahjong_table,
    pass: mahjong_charleston_pass,
    second_agreed: bool,
    next_out: *mut mahjong_charleston_pass,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let p = try_ffi!(pass_number_arg(pass));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(next_out, p.next(&t, second_agreed).map_or(0, |n| u32::from(n.number()))) }
    }
}

/// The courtesy pass count for seats `a` and `b` across from each other: the lower of the two
/// numbers asked. Errors (`MAHJONG_RESULT_RULE_VIOLATION`): a number over 3, naming the seat (or,
/// past 255, naming the argument `a_asks` / `b_asks` and the value received).
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
        let c = try_ffi!(r::courtesy_count(a, a_asks, b, b_asks).map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(count_out, u32::from(c)) }
    }
}

// ---------------------------------------------------------------------------------------------
// Deal, misdeals, wall, Kong Box

/// Tiles dealt to `seat` when `dealer` is East: 14 for East, 13 for every other player.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_dealt_tiles(
    seat: mahjong_seat,
    dealer: mahjong_seat,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let s = try_ffi!(seat_arg(seat));
        let d = try_ffi!(seat_arg(dealer));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, u32::from(r::dealt_tiles(s, d))) }
    }
}

/// Tiles taken from the wall by the deal at `table`: 13 per player plus East's fourteenth (53
/// for four players, 40 for three, 27 for two), written to `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_tiles_dealt(table: *const mahjong_table, out: *mut u32) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, u32::from(r::tiles_dealt(&t))) }
    }
}

/// Who receives each tile of the deal, in the order the tiles leave the wall: `seats_out` (room
/// for `capacity` seats; 53 is always enough) gets one seat per tile and `*len_out` the number of
/// tiles dealt (13 × players + 1). The players take four tiles each in turn from East three
/// times round, then one each from East, then East a last one; only seats in play are dealt to.
/// Errors: `capacity` too small (`MAHJONG_RESULT_INVALID_ARGUMENT`, nothing written), a dealer
/// not in play (`MAHJONG_RESULT_RULE_VIOLATION`).
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
        if seats_out.is_null() || len_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let order = try_ffi!(r::deal_order(&t, d).map_err(violation));
        let seats = order.seats();
        if capacity < seats.len() {
            return invalid(format!("capacity {capacity} is less than the {} tiles dealt", seats.len()));
        }
        // SAFETY: both checked non-null; the caller gives room for `capacity` seats.
        unsafe {
            for (i, s) in seats.iter().enumerate() {
                *seats_out.add(i) = c_seat_out(*s);
            }
            *len_out = seats.len();
        }
        mahjong_result::Ok
    }
}

/// Checks the tile counts after the deal (`counts[4]` by seat). `*remedy_out` gets
/// `MAHJONG_REMEDY_PLAY_ON`, `MAHJONG_REMEDY_DRAW_MISSING_TILE` (American: the player to East's
/// left, written to `*seat_out`, takes the missing 13th tile) or `MAHJONG_REMEDY_REDEAL_SAME_EAST`;
/// `*seat_out` is -1 when no seat is concerned. Errors: a count of a seat in play above 15
/// (`MAHJONG_RESULT_OUT_OF_RANGE`: a misdeal is off by a tile, so no seat holds more than 15).
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
        let c = try_ffi!(slice_arg(counts, 4));
        if remedy_out.is_null() || seat_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (rem, seat) = try_ffi!(r::check_deal(&t, d, [c[0], c[1], c[2], c[3]]).map_err(range_error));
        // SAFETY: both checked non-null.
        unsafe {
            *remedy_out = c_remedy_out(rem);
            *seat_out = opt_seat_out(seat);
        }
        mahjong_result::Ok
    }
}

/// The remedy for a joker passed by accident: `MAHJONG_REMEDY_RETURN_JOKER` when the exchange can
/// still be identified, otherwise `MAHJONG_REMEDY_REDEAL_SAME_EAST`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_passed_joker_remedy(
    identifiable: bool,
    remedy_out: *mut mahjong_remedy,
) -> mahjong_result {
    ffi_panic_boundary! {
        // SAFETY: write_out checks NULL.
        unsafe { write_out(remedy_out, c_remedy_out(r::passed_joker_remedy(identifiable))) }
    }
}

/// The wall after the deal for a set of `total` tiles: the live wall, and for British play the
/// 14-tile Kong Box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_after_deal(
    table: *const mahjong_table,
    total: u32,
    wall_out: *mut mahjong_wall,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let total = u16::try_from(total).unwrap_or(u16::MAX);
        // SAFETY: write_out checks NULL.
        unsafe { write_out(wall_out, c_wall_out(Wall::after_deal(&t, total))) }
    }
}

/// Draws one tile from the live wall. Errors: an empty live wall (`MAHJONG_RESULT_RULE_VIOLATION`,
/// "the live wall is exhausted": the hand is a wall game).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_draw(
    wall: *const mahjong_wall,
    wall_out: *mut mahjong_wall,
) -> mahjong_result {
    ffi_panic_boundary! {
        let w = try_ffi!(wall_arg(wall));
        if wall_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let next = try_ffi!(w.draw().map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(wall_out, c_wall_out(next)) }
    }
}

/// Draws a replacement tile after a kong, flower or season: British from the Kong Box (then the
/// live wall once it is empty), Chinese a loose tile from the live wall. `*source_out` gets
/// `MAHJONG_REPLACEMENT_*`. Errors (`MAHJONG_RESULT_RULE_VIOLATION`): American play has no
/// replacement draw; the wall is empty.
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
        if wall_out.is_null() || source_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (next, src) = try_ffi!(w.draw_replacement(&t).map_err(violation));
        // SAFETY: both checked non-null.
        unsafe {
            *wall_out = c_wall_out(next);
            *source_out = match src {
                ReplacementSource::KongBox => MAHJONG_REPLACEMENT_KONG_BOX,
                ReplacementSource::LooseTile => MAHJONG_REPLACEMENT_LOOSE_TILE,
            };
        }
        mahjong_result::Ok
    }
}

/// True in `*out` when the live wall is empty: a player who must draw cannot, and the hand is a
/// wall game (the Kong Box is never drawn).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_is_wall_game(wall: *const mahjong_wall, out: *mut bool) -> mahjong_result {
    ffi_panic_boundary! {
        let w = try_ffi!(wall_arg(wall));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, w.is_wall_game()) }
    }
}

/// Stacks in each player's wall: American 19; Chinese and British 18 with flowers, 17 without;
/// three-player 23 or 22.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_wall_stacks(
    table: *const mahjong_table,
    flowers: bool,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, u32::from(r::wall_stacks(&t, flowers))) }
    }
}

/// Breaks the wall. American: East rolls both dice (`first`, `second`, 1 to 6 each) and counts
/// their sum in stacks from the right end of East's wall. Chinese and British: East's throw
/// `first` (two dice, 2 to 12) picks the breaker, who throws `second` (2 to 12) and counts
/// `first + second` along their wall and on into the wall on their left. Errors
/// (`MAHJONG_RESULT_RULE_VIOLATION`, the message naming the argument): a die or throw out of
/// range, `stacks_per_wall` 0 or over 255, a dealer not in play.
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
        let b = try_ffi!(r::break_wall(&t, d, stacks, first, second).map_err(violation));
        let out = mahjong_wall_break { breaker: c_seat_out(b.breaker), wall: c_seat_out(b.wall), stack: u32::from(b.stack) };
        // SAFETY: write_out checks NULL.
        unsafe { write_out(break_out, out) }
    }
}

/// Takes a drawn tile into the hand. Chinese and British: a flower or season is set aside and
/// `*replace_out` is true (draw a replacement). American: flowers stay in the hand. `*hand_out`
/// gets a new hand (free with `mahjong_hand_free`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_take_tile(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    tile: mahjong_tile,
    hand_out: *mut *mut crate::hand::mahjong_hand,
    replace_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let tile = try_ffi!(tile_arg(tile));
        if hand_out.is_null() || replace_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (after, replace) = try_ffi!(r::take_tile(&t, h, tile).map_err(violation));
        // SAFETY: both checked non-null.
        unsafe {
            *replace_out = replace;
            box_hand_out(after, hand_out)
        }
    }
}

/// Chinese and British: the replacement draws a dealt hand needs, one per flower or season set
/// aside (0 in American play), written to `*out`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_bonus_replacements(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, u32::from(r::bonus_replacements(&t, h))) }
    }
}

/// `*out` is true when the hand holds all eight flowers and seasons (some rules award an
/// automatic win for it).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_holds_all_bonus_tiles(
    hand: *const crate::hand::mahjong_hand,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, r::holds_all_bonus_tiles(h)) }
    }
}

// ---------------------------------------------------------------------------------------------
// Kongs

/// Chinese and British: declares a concealed kong of four `tile`s held in the hand. `*hand_out`
/// gets a new hand (free with `mahjong_hand_free`). Errors (`MAHJONG_RESULT_RULE_VIOLATION`):
/// fewer than four held; an American table (no kong replacement draws).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_declare_concealed_kong(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let seat = try_ffi!(seat_arg(seat));
        let tile = try_ffi!(tile_arg(tile));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let after = try_ffi!(r::declare_concealed_kong(&t, h, seat, tile).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(after, hand_out) }
    }
}

/// Chinese and British: a melded pung becomes a kong only with a self-drawn tile (`self_drawn`
/// true, the tile held in hand). `*hand_out` gets a new hand with the added kong (free with
/// `mahjong_hand_free`). Errors (`MAHJONG_RESULT_RULE_VIOLATION`): not self-drawn, no melded
/// pung of the tile, an American table (exposures change only through a joker exchange).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_add_to_pung(
    table: *const mahjong_table,
    hand: *const crate::hand::mahjong_hand,
    seat: mahjong_seat,
    tile: mahjong_tile,
    self_drawn: bool,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(hand));
        let seat = try_ffi!(seat_arg(seat));
        let tile = try_ffi!(tile_arg(tile));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let after = try_ffi!(r::add_to_pung(&t, h, seat, tile, self_drawn).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(after, hand_out) }
    }
}

/// Robbing the kong is allowed on an added kong only, except a concealed kong robbed to complete
/// The Thirteen Unique Wonders (`thirteen_unique_wonders`). Returns `MAHJONG_RESULT_OK` when
/// allowed, otherwise `MAHJONG_RESULT_RULE_VIOLATION`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_rob_kong(
    kong: *const mahjong_meld,
    thirteen_unique_wonders: bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let k = try_ffi!(meld_arg(kong));
        try_ffi!(r::check_rob_kong(&k, thirteen_unique_wonders).map_err(violation));
        mahjong_result::Ok
    }
}

/// Chinese and British: `robber` takes the tile of `kong` to go Mah Jong. `*hand_out` gets the
/// robber's winning hand (win method robbing the kong; free with `mahjong_hand_free`). Errors
/// (`MAHJONG_RESULT_RULE_VIOLATION`): the tile does not complete the hand, or the kong is not an
/// added kong (outside The Thirteen Unique Wonders), or the table is American.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_rob_kong(
    table: *const mahjong_table,
    robber_hand: *const crate::hand::mahjong_hand,
    robber: mahjong_seat,
    kong: *const mahjong_meld,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let h = try_ffi!(hand_ref(robber_hand));
        let robber = try_ffi!(seat_arg(robber));
        let k = try_ffi!(meld_arg(kong));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let won = try_ffi!(r::rob_kong(&t, h, robber, &k).map_err(violation));
        // SAFETY: checked above.
        unsafe { box_hand_out(won, hand_out) }
    }
}

/// A player cannot declare a kong and Mah Jong on the same tile. `MAHJONG_RESULT_RULE_VIOLATION`
/// when both `kong` and `mah_jong` are true.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> mahjong_result {
    ffi_panic_boundary! {
        try_ffi!(r::check_kong_or_mah_jong(kong, mah_jong).map_err(violation));
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
        // SAFETY: write_out checks NULL.
        unsafe { write_out(round_out, c_round_out(Round::start(d))) }
    }
}

/// The round after a hand won by `winner` (a seat, or -1 for a wall game). American: East passes
/// to the right after every hand. Chinese and British: East keeps the deal after winning or a
/// draw, otherwise the deal passes on; the prevailing wind advances when the deal returns to the
/// first dealer; `finished` after the North round.
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
        if round_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let next = try_ffi!(r::next_round(&t, rd, result).map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(round_out, c_round_out(next)) }
    }
}

/// The seat wind (0 East to 3 North) of `seat` when `dealer` is East at `table`: South to
/// East's right, West across, North on East's left. Three players are East, South, West (no
/// North); two players are East and West. Errors (`MAHJONG_RESULT_RULE_VIOLATION`): `seat` or
/// `dealer` not in play at the table.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_seat_wind(
    table: *const mahjong_table,
    seat: mahjong_seat,
    dealer: mahjong_seat,
    out: *mut u32,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let s = try_ffi!(seat_arg(seat));
        let d = try_ffi!(seat_arg(dealer));
        let w = try_ffi!(Round::start(d).seat_wind(&t, s).map_err(violation));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, w as u32) }
    }
}

/// With five players, four play each game and one sits out in rotation: `*out` gets the player
/// (0 to 4) who sits out game `game` (0-based), or -1 unless `players` is 5.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_sitting_out(players: u32, game: u32, out: *mut i32) -> mahjong_result {
    ffi_panic_boundary! {
        let p = u8::try_from(players).unwrap_or(0);
        let s = r::sitting_out(p, game).map_or(-1, i32::from);
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, s) }
    }
}

/// How the bettor settles: one of the `MAHJONG_BET_*` values.
pub type mahjong_bet_outcome = u32;
/// Right guess: collects from the losers.
pub const MAHJONG_BET_COLLECTS_FROM_LOSERS: mahjong_bet_outcome = 0;
/// Wrong guess on a player: pays as that player pays (the seat is written too).
pub const MAHJONG_BET_PAYS_AS: mahjong_bet_outcome = 1;
/// Wrong guess on a wall game: pays as a losing player.
pub const MAHJONG_BET_PAYS_AS_LOSER: mahjong_bet_outcome = 2;

/// American house rule (`fifth_player_bets`): the player sitting out bet on seat `bet` (or -1 for
/// a wall game); the hand was won by `winner` (or -1 for a wall game). `*outcome_out` gets a
/// `MAHJONG_BET_*` value and `*seat_out` the seat the bettor pays as (-1 unless
/// `MAHJONG_BET_PAYS_AS`). Errors (`MAHJONG_RESULT_RULE_VIOLATION`): the house rule is off;
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`) a seat outside 0 to 3 and not -1.
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
        if outcome_out.is_null() || seat_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let (outcome, s) = match try_ffi!(r::settle_bet(&t, b, w).map_err(violation)) {
            BetOutcome::CollectsFromLosers => (MAHJONG_BET_COLLECTS_FROM_LOSERS, -1),
            BetOutcome::PaysAs(s) => (MAHJONG_BET_PAYS_AS, i32::from(s.index())),
            BetOutcome::PaysAsLoser => (MAHJONG_BET_PAYS_AS_LOSER, -1),
        };
        // SAFETY: both checked non-null.
        unsafe {
            *outcome_out = outcome;
            *seat_out = s;
        }
        mahjong_result::Ok
    }
}

// ---------------------------------------------------------------------------------------------
// American rules that need the card (`mahjong_core::rules::american_call_facts` and its neighbours)
//
// `visible` arguments are 45 counts by tile index (as
// `mahjong_rules_visible_tiles` fills them): the tiles visible to all. NULL means none known
// (the hand's own exposures always count as visible). The card comes from `mahjong_card_sample`
// or `mahjong_card_load` and stays owned by the caller.

/// How many lines of the card are still possible for a hand, X (exposed) and C (concealed)
/// lines apart.
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
        out.copy_from_slice(slice_arg(visible, Tile::COUNT)?);
    }
    Ok(out)
}

/// The tiles visible to all: every tile of the `n_discards` `discards` and every tile of every
/// exposure (jokers included; concealed kongs excluded) on the `n_racks` hands of `racks` (NULL
/// entries are empty). Writes 45 counts by tile index to `visible_out` (room for 45). Errors: an
/// unknown tile (`MAHJONG_RESULT_INVALID_TILE`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_visible_tiles(
    discards: *const mahjong_tile,
    n_discards: usize,
    racks: *const *const crate::hand::mahjong_hand,
    n_racks: usize,
    visible_out: *mut u8,
) -> mahjong_result {
    ffi_panic_boundary! {
        let ds = try_ffi!(slice_arg(discards, n_discards));
        let tiles = try_ffi!(ds.iter().map(|&t| tile_arg(t)).collect::<Result<Vec<Tile>, _>>());
        let mut hands = Vec::with_capacity(n_racks);
        for &p in try_ffi!(slice_arg(racks, n_racks)) {
            if !p.is_null() {
                hands.push(*try_ffi!(hand_ref(p)));
            }
        }
        if visible_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let seen = r::visible_tiles(&tiles, &hands);
        // SAFETY: checked non-null; the caller gives room for 45 counts.
        unsafe { std::ptr::copy_nonoverlapping(seen.as_ptr(), visible_out, seen.len()) };
        mahjong_result::Ok
    }
}

/// How many lines of `card` are still possible for `hand` given the `visible` tiles (NULL for
/// none), written to `*out`. Errors: a visible count above the American set's copies (four of
/// each face, eight flowers of any index together, eight jokers, six blanks):
/// `MAHJONG_RESULT_OUT_OF_RANGE`, the message naming the tile and the count.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_lines_possible(
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    visible: *const u8,
    out: *mut mahjong_lines_possible,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let p = try_ffi!(r::lines_possible(c, h, &v).map_err(range_error));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, mahjong_lines_possible { exposed: p.exposed, concealed: p.concealed }) }
    }
}

/// True in `*out` when line `line` (0-based) of hand `hand_index` (0-based, in card order) is
/// still possible for `hand` given the `visible` tiles (NULL for none). Errors
/// (`MAHJONG_RESULT_OUT_OF_RANGE`, message naming the index and the range): a hand index off the
/// card, a line index off that hand, a visible count above the American set's copies.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_line_possible(
    card: *const crate::american::mahjong_card,
    hand_index: usize,
    line: usize,
    hand: *const crate::hand::mahjong_hand,
    visible: *const u8,
    out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let possible = try_ffi!(r::line_possible(c, hand_index, line, h, &v).map_err(range_error));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(out, possible) }
    }
}

/// The call facts of `hand` (seat `caller`) on `discard`, from the card: Mah Jongg on the
/// discard, only C lines left, which exposures keep a line, dead by the card (strict with the
/// table's `strict_dead_hand`). Pass the result to `mahjong_rules_calls`. `visible` may be NULL.
/// Errors: an unknown seat (`MAHJONG_RESULT_INVALID_ARGUMENT`) or tile
/// (`MAHJONG_RESULT_INVALID_TILE`); a visible count above the American set's copies
/// (`MAHJONG_RESULT_OUT_OF_RANGE`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_call_facts(
    table: *const mahjong_table,
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    caller: mahjong_seat,
    discard: *const mahjong_discard,
    visible: *const u8,
    facts_out: *mut mahjong_call_facts,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let caller = try_ffi!(seat_arg(caller));
        let d = try_ffi!(discard_arg(discard));
        let v = try_ffi!(visible_arg(visible));
        let facts = try_ffi!(r::american_call_facts(&t, c, h, caller, &d, &v).map_err(range_error));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(facts_out, c_facts_out(facts)) }
    }
}

/// Dead hand by the exposures: the first exposure that fits no X line of the card
/// (`MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE`, its index in `meld`), or
/// `MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES`; `MAHJONG_DEAD_NONE` when the exposures still make a line.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_exposures_dead(
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(dead_out, c_dead_out(r::exposures_dead(c, h))) }
    }
}

/// Strict dead hand: `MAHJONG_DEAD_NO_LINE_POSSIBLE` when no line of the card is still possible
/// given the `visible` tiles (NULL for none), `MAHJONG_DEAD_NONE` otherwise. Errors: a visible
/// count above the American set's copies (`MAHJONG_RESULT_OUT_OF_RANGE`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_no_line_possible(
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    visible: *const u8,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let v = try_ffi!(visible_arg(visible));
        let dead = try_ffi!(r::no_line_possible(c, h, &v).map_err(range_error));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(dead_out, c_dead_out(dead)) }
    }
}

/// Whether an American hand is dead, with the first reason: a wrong tile count for `phase`
/// (`MAHJONG_PHASE_*`), then the exposures, then (with the table's `strict_dead_hand`) no line
/// still possible given `visible` (NULL for none). Errors: an unknown phase
/// (`MAHJONG_RESULT_INVALID_ARGUMENT`); a visible count above the American set's copies
/// (`MAHJONG_RESULT_OUT_OF_RANGE`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_dead_hand(
    table: *const mahjong_table,
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    phase: mahjong_turn_phase,
    visible: *const u8,
    dead_out: *mut mahjong_dead_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let t = try_ffi!(table_arg(table));
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        let p = try_ffi!(phase_arg(phase));
        let v = try_ffi!(visible_arg(visible));
        let dead = try_ffi!(r::american_dead_hand(&t, c, h, p, &v).map_err(range_error));
        // SAFETY: write_out checks NULL.
        unsafe { write_out(dead_out, c_dead_out(dead)) }
    }
}

/// Which melds of the hand are valid exposures (by meld index, judged in the order made): writes
/// 4 bools to `valid_out` (room for 4). Feed them to `mahjong_rules_dead_hand_rack`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_valid_exposures(
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    valid_out: *mut bool,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        if valid_out.is_null() {
            return mahjong_result::NullParameter;
        }
        let v = r::valid_exposures(c, h);
        // SAFETY: checked non-null; the caller gives room for 4 bools.
        unsafe { std::ptr::copy_nonoverlapping(v.as_ptr(), valid_out, v.len()) };
        mahjong_result::Ok
    }
}

/// A dead hand's rack judged by the card: the valid exposures stay for joker exchange, the
/// others return to the concealed tiles; a C hand (`concealed_line`) keeps none. `*hand_out` gets
/// a new hand (free with `mahjong_hand_free`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_rules_american_dead_hand_rack(
    card: *const crate::american::mahjong_card,
    hand: *const crate::hand::mahjong_hand,
    concealed_line: bool,
    hand_out: *mut *mut crate::hand::mahjong_hand,
) -> mahjong_result {
    ffi_panic_boundary! {
        let c = try_ffi!(crate::american::card_ref(card));
        let h = try_ffi!(hand_ref(hand));
        if hand_out.is_null() {
            return mahjong_result::NullParameter;
        }
        // SAFETY: checked above.
        unsafe { box_hand_out(r::american_dead_hand_rack(c, h, concealed_line), hand_out) }
    }
}
