//! The table rules (`mahjong_core::rules`), in the core's sections. Each function names the core
//! function it calls; the rules and their errors are documented there.
//!
//! A [`mahjong_table`] (fill it with `mahjong_table_init`) carries variant, players and house
//! rules; seats are 0–3 in turn order; arrays of four hands are `const mahjong_hand *const
//! hands[4]`, a NULL entry an empty hand. A move the rules forbid gives
//! `MAHJONG_RESULT_RULE_VIOLATION` (the message and `mahjong_last_error_kind` say which rule), a
//! number outside the core's range (a die, a count, a card index) `MAHJONG_RESULT_OUT_OF_RANGE`; a
//! seat or enum value C cannot convert gives `MAHJONG_RESULT_INVALID_ARGUMENT`. Every hand
//! written to a `mahjong_hand **` is new: free it with `mahjong_hand_free`.
use crate::american::mahjong_card;
use crate::ffi::{
    FromC, IntoC, Res, boxed, c_in, put, put2, slice_in, tile_array, try_arg, try_array, try_out, try_ref, try_slice,
    write_array, write_options, write_slice,
};
use crate::hand::{mahjong_hand, mahjong_meld};
use crate::mahjong_result;
use crate::names::{
    mahjong_bet_outcome, mahjong_call, mahjong_charleston_pass, mahjong_dead_reason, mahjong_false_mah_jong,
    mahjong_remedy, mahjong_replacement, mahjong_table_action, mahjong_turn_phase, mahjong_variant, mahjong_wind,
};
use crate::tile::mahjong_tile;
use mahjong_core::rules::{
    self as r, Bet, CallFacts, CharlestonPass, Claim, DeadHandReason, DeadHandReasonVariant as V, Discard,
    FalseDeclaration, FalseMahJongOutcome, HandResult, HouseRules, Pass, Remedy, Round, Seat, Table, Turn, Wall,
    limits,
};
use mahjong_core::{Hand, Tile};
use std::ffi::c_void;

/// A seat, 0–3 in turn order (seat 1 plays after seat 0, on its right).
pub type mahjong_seat = u32;

/// The hand is not dead.
pub const MAHJONG_DEAD_NONE: mahjong_dead_reason = 0;

/// Asks whether a Mah Jongg claim is valid: true when `seat`'s hand is a valid Mah Jongg.
pub type mahjong_claim_check = Option<unsafe extern "C" fn(seat: mahjong_seat, user: *mut c_void) -> bool>;

// A pass holds what the core's pass holds at most (cbindgen needs the number written).
const _: () = assert!(limits::PASS_TILES == 3);
// The chow options and the claim order are written to arrays C gives "room for 3" (the core's
// answers hold 3 at most): another size in the core stops the build here.
type ChowOptions = [Option<Tile>; 3];
type ClaimOrder = Result<[Option<Claim>; 3], r::RulesError>;
const _: fn(&Hand, Tile) -> ChowOptions = r::chow_options;
const _: fn(&Table, Seat, &[Claim]) -> ClaimOrder = r::claim_order;

ffi! {
    /// House rules (`rules::HouseRules`, whose fields these are), set once per table;
    /// `mahjong_table_init` fills League play. `blanks` and `wind_rounds` are read by
    /// `rules::limits::blanks` and `rules::limits::wind_rounds`: past the house rule's limit
    /// (however large; never wrapped) `MAHJONG_RESULT_OUT_OF_RANGE` with the table's range.
    struct mahjong_house_rules writes HouseRules {
        blanks: u32,
        three_player_charleston: bool,
        fifth_player_bets: bool,
        thrower_pays_all: bool,
        strict_dead_hand: bool,
        calls_keep_a_line: bool,
        wind_rounds: u32,
    }

    /// The table (`rules::Table`): variant, players and house rules; `mahjong_table_init` fills it.
    /// Every function reading a table checks it with `Table::new`: a table the core refuses gives
    /// `MAHJONG_RESULT_OUT_OF_RANGE` naming the number.
    struct mahjong_table from t: Table {
        variant: mahjong_variant = t.variant().c(),
        players: u32 = u32::from(t.players()),
        house: mahjong_house_rules = t.house().c(),
    }

    /// A discard on the table (`rules::Discard`, whose fields these are).
    struct mahjong_discard reads Discard {
        tile: mahjong_tile,
        discarder: mahjong_seat,
        latest: bool,
    }

    /// What the card or the hand evaluator says about the caller's hand (`rules::CallFacts`, whose
    /// fields these are); `mahjong_call_facts_default` gives the core's default.
    struct mahjong_call_facts for CallFacts {
        dead: bool,
        mah_jong: bool,
        concealed_only: bool,
        keeps_a_line: [bool; 4],
    }

    /// A claim on the latest discard (`rules::Claim`, whose fields these are).
    struct mahjong_claim for Claim {
        seat: mahjong_seat,
        call: mahjong_call,
        committed: bool,
    }

    /// The acting player.
    struct mahjong_turn reads Turn {
        seat: mahjong_seat,
        phase: mahjong_turn_phase,
        dead: bool,
    }

    /// A joker exchange (`rules::JokerExchange`, whose fields these are but the two changed hands,
    /// which come through separate outputs).
    struct mahjong_joker_exchange writes r::JokerExchange {
        player: mahjong_seat,
        owner: mahjong_seat,
        meld: u32,
        position: u32,
        exposure: mahjong_meld,
    }

    /// A dead-hand verdict (`rules::DeadHandReason`): `reason` is `MAHJONG_DEAD_*` (`MAHJONG_DEAD_NONE`
    /// for a live hand), the reason's data `has`, `expected` and `meld` (`DeadHandReason::has`,
    /// `::expected`, `::exposure`), 0 where it has none. `mahjong_dead_hand_describe` gives the sentence.
    struct mahjong_dead_hand from d: Option<DeadHandReason> {
        reason: mahjong_dead_reason = d.map_or(MAHJONG_DEAD_NONE, |d| d.variant().c()),
        has: u8 = d.and_then(DeadHandReason::has).unwrap_or(0),
        expected: u8 = d.and_then(DeadHandReason::expected).unwrap_or(0),
        meld: u8 = d.and_then(DeadHandReason::exposure).unwrap_or(0),
    }

    /// The tiles one player passes: the first `len` (0–3) of `tiles`; `blind[i]` marks a tile just
    /// received and passed on unseen.
    struct mahjong_pass from p: Pass {
        tiles: [mahjong_tile; 3] = tile_array(p.tiles()).0,
        len: u32 = tile_array::<3>(p.tiles()).1 as u32,
        blind: [bool; 3] = std::array::from_fn(|i| p.is_blind(i)),
    }

    /// Tiles left in the live wall (`live`) and in the Kong Box (`kong_box`, British).
    struct mahjong_wall writes Wall {
        live: u32,
        kong_box: u32,
    }

    /// Where the wall is broken (`rules::WallBreak`, whose fields these are).
    struct mahjong_wall_break writes r::WallBreak {
        breaker: mahjong_seat,
        wall: mahjong_seat,
        stack: u32,
    }

    /// The state of a game between hands (`rules::Round`, whose fields these are).
    struct mahjong_round writes Round {
        prevailing: mahjong_wind,
        dealer: mahjong_seat,
        first_dealer: mahjong_seat,
        finished: bool,
    }

    /// What follows a false Mah Jongg (`rules::false_mah_jong`).
    struct mahjong_false_mah_jong_result from o: FalseMahJongOutcome {
        outcome: mahjong_false_mah_jong = o.variant().c(),
        /// The remedy when the hand ends (`MAHJONG_REMEDY_PLAY_ON` otherwise).
        remedy: mahjong_remedy = o.remedy().unwrap_or(Remedy::PlayOn).c(),
    }

    /// How many X (exposed) and C (concealed) lines are still possible (`rules::LinesPossible`,
    /// whose fields these are).
    struct mahjong_lines_possible writes r::LinesPossible {
        exposed: u32,
        concealed: u32,
    }
}

conv!(Seat, mahjong_seat: in |c| Ok(limits::seat(i64::from(c))?), out |s| u32::from(s.index()));
// A seat, or none for -1 (`limits::NO_SEAT`); a hand won by a seat or a wall game; a bet likewise.
conv!(Option<Seat>, i32: in |c| Ok(limits::seat_or_none(i64::from(c))?),
    out |s| s.map_or(limits::NO_SEAT as i32, |s| i32::from(s.index())));
// A player by number (0–4: the fifth player too), or none for -1 (`limits::NO_SEAT`).
conv!(Option<u8>, i32: out |p| p.map_or(limits::NO_SEAT as i32, i32::from));
conv!(HandResult, i32: in |c| Ok(HandResult::from(Option::<Seat>::from_c(c)?)));
conv!(Bet, i32: in |c| Ok(Bet::from(Option::<Seat>::from_c(c)?)));
// A new hand, boxed for C to free with `mahjong_hand_free` (only made for an output that takes it).
conv!(Hand, *mut mahjong_hand: out |h| boxed(h));
conv!(Wall, mahjong_wall: in |w| Ok(limits::wall(w.live, w.kong_box)?));
conv!(HouseRules, mahjong_house_rules: in |h| Ok(HouseRules {
    blanks: limits::blanks(h.blanks)?, wind_rounds: limits::wind_rounds(h.wind_rounds)?,
    three_player_charleston: h.three_player_charleston, fifth_player_bets: h.fifth_player_bets,
    thrower_pays_all: h.thrower_pays_all, strict_dead_hand: h.strict_dead_hand, calls_keep_a_line: h.calls_keep_a_line,
}));
conv!(Table, mahjong_table: in |t| Ok(Table::new(c_in(t.variant)?, t.players, c_in(t.house)?)?));

// The seats are read before the wind, so a round with a bad seat and a bad wind names the seat.
conv!(Round, mahjong_round: in |r| {
    let (dealer, first_dealer) = (c_in(r.dealer)?, c_in(r.first_dealer)?);
    let prevailing = limits::wind("prevailing", r.prevailing.into())?;
    Ok(Round { dealer, first_dealer, prevailing, finished: r.finished })
});

// A verdict: the reason's variant as `MAHJONG_DEAD_*`, its data in the other fields (0 where none).
conv!(Option<DeadHandReason>, mahjong_dead_hand: in |d| {
    if d.reason == MAHJONG_DEAD_NONE {
        return Ok(None);
    }
    Ok(Some(V::from_c(d.reason)?.with_data(d.has, d.expected, d.meld)))
});

/// Four passes by seat; NULL is four empty passes.
fn passes_arg(passes: *const mahjong_pass) -> Result<[Pass; 4], mahjong_result> {
    let Ok(s) = try_array::<_, 4>(passes) else { return Ok([Pass::EMPTY; 4]) };
    let pass = |seat: usize| -> Result<Pass, mahjong_result> {
        let (seat, p) = (Seat::ALL[seat], &s[seat]);
        let len = limits::pass_len(seat, p.len)?;
        Ok(limits::pass(seat, &slice_in(p.tiles.as_ptr(), len)?, p.blind)?)
    };
    Ok([pass(0)?, pass(1)?, pass(2)?, pass(3)?])
}

/// A pass for every seat: the table, four hands and four passes (required here) read and the outputs
/// checked, `apply` run, the four new hands and the four passes received written to arrays of four.
fn apply_pass(
    table: *const mahjong_table, hands: *const *const mahjong_hand, passes: *const mahjong_pass,
    hands_out: *mut *mut mahjong_hand, received_out: *mut mahjong_pass,
    apply: impl FnOnce(&Table, &[Hand; 4], &[Pass; 4]) -> Result<r::PassOutcome, mahjong_result>,
) -> Res {
    let (t, hs) = (c_in(table)?, c_in(hands)?);
    try_arg(passes).and(try_out(hands_out)).and(try_out(received_out))?;
    let out = apply(&t, &hs, &passes_arg(passes)?)?;
    write_array(&out.received.map(IntoC::c), received_out)?;
    write_array(&out.hands.map(IntoC::c), hands_out)
}

// An entry of an array of hands, empty for NULL; four hands by seat; a claim or call facts, or none for NULL
// (then `rules::call_facts` takes the ones the core assumes).
conv!(Hand, *const mahjong_hand: in |p| Ok(try_ref(p).copied().unwrap_or_default()));
conv!([Hand; 4], *const *const mahjong_hand: in |p| Ok(try_array::<_, 4>(p)?.map(|h| Hand::from_c(h).unwrap_or_default())));
conv!(Option<Claim>, *const mahjong_claim: in |p| if p.is_null() { Ok(None) } else { c_in(p).map(Some) });
conv!(Option<CallFacts>, *const mahjong_call_facts: in |p| if p.is_null() { Ok(None) } else { c_in(p).map(Some) });

/// The visible tiles: 45 counts by tile index; NULL is none.
struct Visible([u8; Tile::COUNT]);
conv!(Visible, *const u8: in |v| Ok(Visible(if v.is_null() { [0; Tile::COUNT] } else { try_array(v)? })));

/// The counts by tile index of the visible tiles.
fn counts(Visible(counts): Visible) -> [u8; Tile::COUNT] {
    counts
}

ffi! {
    // -----------------------------------------------------------------------------------------
    // Table, calls and claims

    /// Fills `*table_out` with the table of `variant` (`Table::with_variant`: its players, League house rules).
    fn mahjong_table_init(variant: mahjong_variant) -> table_out: *mut mahjong_table =
        Table::american().with_variant(variant);

    /// The core's default call facts (`CallFacts::default`).
    fn mahjong_call_facts_default() -> mahjong_call_facts {
        CallFacts::default().c()
    }

    /// Every call `caller` may make on `discard` (`rules::calls_given`), a mask of `1 << MAHJONG_CALL_*`, in
    /// `*calls_out`. `facts` NULL takes the facts the core assumes (`rules::call_facts`).
    fn mahjong_rules_calls(
        table: *const mahjong_table, hand: *const mahjong_hand, caller: mahjong_seat, discard: *const mahjong_discard,
        facts: *const mahjong_call_facts,
    ) -> calls_out: *mut u32 = r::calls_given(&table, hand, caller, &discard, facts)?.bits();

    /// `MAHJONG_RESULT_OK` when `call` is allowed (`rules::check_call_given`; `facts` as in `mahjong_rules_calls`).
    fn mahjong_rules_check_call(
        table: *const mahjong_table, hand: *const mahjong_hand, caller: mahjong_seat, discard: *const mahjong_discard,
        call: mahjong_call, facts: *const mahjong_call_facts,
    ) -> mahjong_result {
        let (t, h, caller, d) = (c_in(table)?, try_ref(hand)?, c_in(caller)?, c_in(discard)?);
        Ok(r::check_call_given(&t, h, caller, &d, c_in(call)?, c_in(facts)?)?)
    }

    /// Chinese and British call facts (`rules::chinese_call_facts`) in `*facts_out`.
    fn mahjong_rules_chinese_call_facts(
        table: *const mahjong_table, hand: *const mahjong_hand, caller: mahjong_seat, discard: *const mahjong_discard,
    ) -> facts_out: *mut mahjong_call_facts = r::chinese_call_facts(&table, hand, caller, &discard)?;

    /// Takes a called discard into the hand (`rules::expose`): a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_rules_expose(
        hand: *const mahjong_hand, seat: mahjong_seat, tile: mahjong_tile, call: mahjong_call, jokers: u32,
    ) -> hand_out: *mut *mut mahjong_hand = r::expose(hand, seat, tile, call, limits::byte("jokers", jokers)?)?;

    /// Exposes a called chow (`rules::expose_chow`): a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_rules_expose_chow(
        hand: *const mahjong_hand, seat: mahjong_seat, tile: mahjong_tile, lowest: mahjong_tile,
    ) -> hand_out: *mut *mut mahjong_hand = r::expose_chow(hand, seat, tile, lowest)?;

    /// The lowest tiles of the chows the hand can make with `tile` (`rules::chow_options`) into
    /// `lows_out` (room for 3), the count in `*out_n`.
    fn mahjong_rules_chow_options(
        hand: *const mahjong_hand, tile: mahjong_tile, lows_out: *mut mahjong_tile, out_n: *mut usize,
    ) -> mahjong_result {
        write_options(r::chow_options(try_ref(hand)?, c_in(tile)?), IntoC::c, lows_out, out_n)
    }

    /// The `n` claims in priority order (`rules::claim_order`; the first takes the discard) into
    /// `order_out` (room for 3), the count in `*out_n`.
    fn mahjong_rules_claim_order(
        table: *const mahjong_table, discarder: mahjong_seat, claims: *const mahjong_claim, n: usize,
        order_out: *mut mahjong_claim, out_n: *mut usize,
    ) -> mahjong_result {
        let (t, d, cs) = (c_in(table)?, c_in(discarder)?, slice_in(claims, n)?);
        write_options(r::claim_order(&t, d, &cs)?, IntoC::c, order_out, out_n)
    }

    /// Several Mah Jongg claims (`rules::resolve_mah_jong_claims`), `is_valid(seat, user)` asked in priority
    /// order; `*winner_out` gets the winning seat or -1.
    fn mahjong_rules_resolve_mah_jong_claims(
        table: *const mahjong_table, discarder: mahjong_seat, claims: *const mahjong_claim, n: usize,
        is_valid: mahjong_claim_check, user: *mut c_void, winner_out: *mut i32,
    ) -> mahjong_result {
        let (t, d, cs) = (c_in(table)?, c_in(discarder)?, slice_in(claims, n)?);
        let check = is_valid.ok_or(mahjong_result::NullParameter)?;
        try_out(winner_out)?;
        // SAFETY: the caller's callback, called with the user pointer it gave.
        put(winner_out, r::resolve_mah_jong_claims(&t, d, &cs, |s| unsafe { check(s.c(), user) })?)
    }

    /// Whether the discard may still be called after the `n` actions (`MAHJONG_ACTION_*`; `rules::claim_window_open`),
    /// in `*open_out`.
    fn mahjong_rules_claim_window_open(
        table: *const mahjong_table, actions: *const mahjong_table_action, n: usize, open_out: *mut bool,
    ) -> mahjong_result {
        put(open_out, r::claim_window_open(&c_in(table)?, &slice_in(actions, n)?))
    }

    /// Whether a call after the `n` actions was in time (`rules::call_in_time`), in `*in_time_out`.
    fn mahjong_rules_call_in_time(
        table: *const mahjong_table, actions: *const mahjong_table_action, n: usize, simultaneous: bool,
        in_time_out: *mut bool,
    ) -> mahjong_result {
        put(in_time_out, r::call_in_time(&c_in(table)?, &slice_in(actions, n)?, simultaneous))
    }

    /// Players losing their turn when `claimer` takes `discarder`'s discard (`rules::turns_lost`), in `*out`.
    fn mahjong_rules_turns_lost(
        table: *const mahjong_table, discarder: mahjong_seat, claimer: mahjong_seat,
    ) -> out: *mut u32 = r::turns_lost(&table, discarder, claimer);

    /// Who plays next (`rules::next_to_play`): the claim `winner`'s seat, or for NULL the next seat, in `*out`.
    fn mahjong_rules_next_to_play(
        table: *const mahjong_table, discarder: mahjong_seat, winner: *const mahjong_claim,
    ) -> out: *mut mahjong_seat = r::next_to_play(&table, discarder, Option::as_ref(&winner))?;

    /// Whether a player who claimed with `call` must then discard (`rules::must_discard_after`), in `*out`.
    fn mahjong_rules_must_discard_after(call: mahjong_call) -> out: *mut bool = r::must_discard_after(call);

    // -----------------------------------------------------------------------------------------
    // Joker exchange and blanks

    /// American joker exchange (`rules::exchange_joker`), `hands[4]` by seat (NULL entries empty), `meld` read by
    /// `rules::limits::exposure`: `*exchange_out` gets the changed exposure, `*hand_out` and `*owner_hand_out` two
    /// new hands (free both with `mahjong_hand_free`).
    fn mahjong_rules_exchange_joker(
        table: *const mahjong_table, hands: *const *const mahjong_hand, turn: *const mahjong_turn, owner: mahjong_seat,
        meld: u32, natural: mahjong_tile, exchange_out: *mut mahjong_joker_exchange, hand_out: *mut *mut mahjong_hand,
        owner_hand_out: *mut *mut mahjong_hand,
    ) -> mahjong_result {
        let (t, hs, turn) = (c_in(table)?, c_in(hands)?, c_in(turn)?);
        let (owner, meld, natural) = (c_in(owner)?, limits::exposure(meld)?, c_in(natural)?);
        try_out(exchange_out).and(try_out(hand_out)).and(try_out(owner_hand_out))?;
        let x = r::exchange_joker(&t, &hs, turn, owner, meld, natural)?;
        put(exchange_out, x)?;
        put2((hand_out, owner_hand_out), (x.hand, x.owner_hand))
    }

    /// Trades a blank for `discard_tile` (`rules::trade_blank`): a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_rules_trade_blank(
        table: *const mahjong_table, hand: *const mahjong_hand, turn: *const mahjong_turn, discard_tile: mahjong_tile,
    ) -> hand_out: *mut *mut mahjong_hand = r::trade_blank(&table, hand, turn, discard_tile)?;

    // -----------------------------------------------------------------------------------------
    // Dead hands

    /// Dead hand by tile count (`rules::tile_count_dead`) in `*dead_out`.
    fn mahjong_rules_tile_count_dead(
        table: *const mahjong_table, hand: *const mahjong_hand, phase: mahjong_turn_phase,
    ) -> dead_out: *mut mahjong_dead_hand = r::tile_count_dead(&table, hand, phase);

    /// Dead hand by an exposed concealed (C) hand (`rules::concealed_hand_exposed`); live for NULL.
    fn mahjong_rules_concealed_hand_exposed(hand: *const mahjong_hand, concealed_line: bool) -> mahjong_dead_hand {
        try_ref(hand).ok().and_then(|h| r::concealed_hand_exposed(h, concealed_line)).c()
    }

    /// Writes the verdict's sentence (`DeadHandReason`'s `Display`; `rules::LIVE_HAND` for `MAHJONG_DEAD_NONE`) into `buf`.
    fn mahjong_dead_hand_describe(dead: *const mahjong_dead_hand) -> text =
        Option::<DeadHandReason>::map_or_else(dead, || r::LIVE_HAND.to_string(), |r| r.to_string());

    /// What follows a false Mah Jongg (`rules::false_mah_jong`).
    fn mahjong_rules_false_mah_jong(
        exposed: bool, others_threw_in: bool, wall_disturbed: bool,
    ) -> mahjong_false_mah_jong_result {
        r::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed }).c()
    }

    /// A dead hand's rack (`rules::dead_hand_rack`), `valid[n]` by exposure: a new `*hand_out` (to free).
    fn mahjong_rules_dead_hand_rack(
        hand: *const mahjong_hand, valid: *const bool, n: usize, concealed_line: bool, hand_out: *mut *mut mahjong_hand,
    ) -> mahjong_result {
        put(hand_out, r::dead_hand_rack(try_ref(hand)?, try_slice(valid, n)?, concealed_line))
    }

    /// The next live seat after `from` (`rules::next_live_seat`; `dead[4]` by seat) in `*seat_out`, or -1.
    fn mahjong_rules_next_live_seat(
        table: *const mahjong_table, from: mahjong_seat, dead: *const bool,
    ) -> seat_out: *mut i32 = r::next_live_seat(&table, from, dead);

    // -----------------------------------------------------------------------------------------
    // Charleston

    /// One Charleston pass for every seated player (`rules::apply_charleston_pass`). By seat: `hands[4]`,
    /// `passes[4]` what each passes, `received[4]` what each received last (NULL for none); on success
    /// `hands_out[4]` gets four new hands (free each with `mahjong_hand_free`), `received_out[4]` what each received.
    fn mahjong_rules_apply_charleston_pass(
        table: *const mahjong_table, hands: *const *const mahjong_hand, pass: mahjong_charleston_pass,
        passes: *const mahjong_pass, received: *const mahjong_pass, hands_out: *mut *mut mahjong_hand,
        received_out: *mut mahjong_pass,
    ) -> mahjong_result {
        apply_pass(table, hands, passes, hands_out, received_out, |t, hs, ps| {
            Ok(r::apply_charleston_pass(t, hs, c_in(pass)?, ps, &passes_arg(received)?)?)
        })
    }

    /// The courtesy pass (`rules::apply_courtesy_pass`), `asks[4]` by seat (read by
    /// `rules::limits::courtesy_asks`); outputs as `mahjong_rules_apply_charleston_pass`.
    fn mahjong_rules_apply_courtesy_pass(
        table: *const mahjong_table, hands: *const *const mahjong_hand, asks: *const u32, passes: *const mahjong_pass,
        hands_out: *mut *mut mahjong_hand, received_out: *mut mahjong_pass,
    ) -> mahjong_result {
        apply_pass(table, hands, passes, hands_out, received_out, |t, hs, ps| {
            Ok(r::apply_courtesy_pass(t, hs, limits::courtesy_asks(try_array(asks)?)?, ps)?)
        })
    }

    /// Whether the second Charleston is played (`rules::second_charleston`; `agree[4]` by seat), in `*out`.
    fn mahjong_rules_second_charleston(table: *const mahjong_table, agree: *const bool) -> out: *mut bool =
        r::second_charleston(&table, agree);

    /// Whether the Charleston is played at this table (`rules::charleston_played`), in `*out`.
    fn mahjong_rules_charleston_played(table: *const mahjong_table) -> out: *mut bool = r::charleston_played(&table);

    /// The pass after `pass` (`CharlestonPass::next`) in `*next_out`, or 0 after the last.
    fn mahjong_rules_charleston_next(
        table: *const mahjong_table, pass: mahjong_charleston_pass, second_agreed: bool,
    ) -> next_out: *mut mahjong_charleston_pass =
        CharlestonPass::next(pass, &table, second_agreed).map_or(0, IntoC::c);

    /// The courtesy pass count for seats `a` and `b` (`rules::courtesy_count`) in `*count_out`; the seats read
    /// first, then the asks (`rules::limits::courtesy_ask`).
    fn mahjong_rules_courtesy_count(a: mahjong_seat, a_asks: u32, b: mahjong_seat, b_asks: u32) -> count_out: *mut u32 =
        r::courtesy_count(a, limits::courtesy_ask("a_asks", a_asks)?, b, limits::courtesy_ask("b_asks", b_asks)?)?;

    // -----------------------------------------------------------------------------------------
    // Deal, misdeals, wall, Kong Box

    /// Tiles dealt to `seat` when `dealer` deals (`rules::dealt_tiles`), in `*out`.
    fn mahjong_rules_dealt_tiles(seat: mahjong_seat, dealer: mahjong_seat) -> out: *mut u32 =
        r::dealt_tiles(seat, dealer);

    /// The seat receiving each tile of the deal (`rules::deal_order`) into `seats_out` (room for `capacity`; 53
    /// always suffices), the count in `*len_out` (too little room: `MAHJONG_RESULT_INSUFFICIENT_SIZE`, count needed).
    fn mahjong_rules_deal_order(
        table: *const mahjong_table, dealer: mahjong_seat, seats_out: *mut mahjong_seat, capacity: usize,
        len_out: *mut usize,
    ) -> mahjong_result {
        let seats: Vec<mahjong_seat> =
            r::deal_order(&c_in(table)?, c_in(dealer)?)?.seats().iter().map(|s| s.c()).collect();
        write_slice(&seats, seats_out, capacity, len_out)
    }

    /// Checks the counts after the deal (`rules::check_deal`; `counts[4]` by seat): the remedy in `*remedy_out`,
    /// the seat concerned or -1 in `*seat_out`.
    fn mahjong_rules_check_deal(
        table: *const mahjong_table, dealer: mahjong_seat, counts: *const u8, remedy_out: *mut mahjong_remedy,
        seat_out: *mut i32,
    ) -> mahjong_result {
        put2((remedy_out, seat_out), r::check_deal(&c_in(table)?, c_in(dealer)?, try_array(counts)?)?)
    }

    /// The remedy for a joker passed by accident (`rules::passed_joker_remedy`).
    fn mahjong_rules_passed_joker_remedy(identifiable: bool) -> mahjong_remedy {
        r::passed_joker_remedy(identifiable).c()
    }

    /// The wall after the deal for a set of `total` tiles (`Wall::after_deal`), in `*wall_out`.
    fn mahjong_rules_wall_after_deal(table: *const mahjong_table, total: u32) -> wall_out: *mut mahjong_wall =
        Wall::after_deal(&table, limits::total(total)?);

    /// Draws one tile from the live wall (`Wall::draw`) into `*wall_out`.
    fn mahjong_rules_wall_draw(wall: *const mahjong_wall) -> wall_out: *mut mahjong_wall = Wall::draw(wall)?;

    /// Draws a replacement tile (`Wall::draw_replacement`): the wall after it in `*wall_out`, where it came from
    /// (`MAHJONG_REPLACEMENT_*`) in `*source_out`.
    fn mahjong_rules_wall_draw_replacement(
        table: *const mahjong_table, wall: *const mahjong_wall, wall_out: *mut mahjong_wall,
        source_out: *mut mahjong_replacement,
    ) -> mahjong_result {
        let t = c_in(table)?;
        put2((wall_out, source_out), Wall::from_c(wall)?.draw_replacement(&t)?)
    }

    /// Whether the hand is a wall game (`Wall::is_wall_game`), in `*out`.
    fn mahjong_rules_wall_is_wall_game(wall: *const mahjong_wall) -> out: *mut bool = Wall::is_wall_game(wall);

    /// Stacks in each player's wall (`rules::wall_stacks`), in `*out`.
    fn mahjong_rules_wall_stacks(table: *const mahjong_table, flowers: bool) -> out: *mut u32 =
        r::wall_stacks(&table, flowers);

    /// Where the wall is broken (`rules::break_wall`), in `*break_out`; the numbers read in the order written.
    fn mahjong_rules_break_wall(
        table: *const mahjong_table, dealer: mahjong_seat, stacks_per_wall: u32, first: u32, second: u32,
    ) -> break_out: *mut mahjong_wall_break = r::break_wall(
        &table, dealer, limits::stacks_per_wall(stacks_per_wall)?, limits::die("first", first)?, limits::die("second", second)?,
    )?;

    /// Takes a drawn tile (`rules::take_tile`): a new `*hand_out` (`mahjong_hand_free` it), in `*replace_out`
    /// whether a replacement is drawn.
    fn mahjong_rules_take_tile(
        table: *const mahjong_table, hand: *const mahjong_hand, tile: mahjong_tile, hand_out: *mut *mut mahjong_hand,
        replace_out: *mut bool,
    ) -> mahjong_result {
        let (t, h, tile) = (c_in(table)?, try_ref(hand)?, c_in(tile)?);
        try_out(hand_out).and(try_out(replace_out))?;
        put2((hand_out, replace_out), r::take_tile(&t, h, tile)?)
    }

    /// The replacement draws a dealt hand needs (`rules::bonus_replacements`), in `*out`.
    fn mahjong_rules_bonus_replacements(table: *const mahjong_table, hand: *const mahjong_hand) -> out: *mut u32 =
        r::bonus_replacements(&table, hand);

    /// Whether the hand holds every flower and season (`rules::holds_all_bonus_tiles`); false for NULL.
    fn mahjong_rules_holds_all_bonus_tiles(hand: *const mahjong_hand) -> bool {
        try_ref(hand).is_ok_and(r::holds_all_bonus_tiles)
    }

    // -----------------------------------------------------------------------------------------
    // Kongs

    /// Declares a concealed kong of `tile` (`rules::declare_concealed_kong`): a new `*hand_out` (to free).
    fn mahjong_rules_declare_concealed_kong(
        table: *const mahjong_table, hand: *const mahjong_hand, seat: mahjong_seat, tile: mahjong_tile,
    ) -> hand_out: *mut *mut mahjong_hand = r::declare_concealed_kong(&table, hand, seat, tile)?;

    /// Adds a tile to an exposed pung (`rules::add_to_pung`): a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_rules_add_to_pung(
        table: *const mahjong_table, hand: *const mahjong_hand, seat: mahjong_seat, tile: mahjong_tile,
        self_drawn: bool,
    ) -> hand_out: *mut *mut mahjong_hand = r::add_to_pung(&table, hand, seat, tile, self_drawn)?;

    /// Whether the kong may be robbed (`rules::check_rob_kong`): `MAHJONG_RESULT_OK` when it may.
    fn mahjong_rules_check_rob_kong(kong: *const mahjong_meld, thirteen_unique_wonders: bool) -> mahjong_result {
        Ok(r::check_rob_kong(&c_in(kong)?, thirteen_unique_wonders)?)
    }

    /// Robs a kong (`rules::rob_kong`): a new `*hand_out` (`mahjong_hand_free` it).
    fn mahjong_rules_rob_kong(
        table: *const mahjong_table, robber_hand: *const mahjong_hand, robber: mahjong_seat, kong: *const mahjong_meld,
    ) -> hand_out: *mut *mut mahjong_hand = r::rob_kong(&table, robber_hand, robber, &kong)?;

    /// Whether one tile may be declared both a kong and Mah Jong (`rules::check_kong_or_mah_jong`).
    fn mahjong_rules_check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> mahjong_result {
        Ok(r::check_kong_or_mah_jong(kong, mah_jong)?)
    }

    // -----------------------------------------------------------------------------------------
    // Rotation and the fifth player

    /// A new game (`Round::start`): East round, `dealer` deals first.
    fn mahjong_round_start(dealer: mahjong_seat) -> round_out: *mut mahjong_round = Round::start(dealer);

    /// The round after a hand won by `winner`, a seat or -1 for a wall game (`rules::next_round`), in `*round_out`.
    fn mahjong_rules_next_round(
        table: *const mahjong_table, round: *const mahjong_round, winner: i32,
    ) -> round_out: *mut mahjong_round = r::next_round(&table, round, winner)?;

    /// The wind of `seat` when `dealer` deals (`Round::seat_wind`), in `*out` (`MAHJONG_WIND_*`).
    fn mahjong_rules_seat_wind(
        table: *const mahjong_table, seat: mahjong_seat, dealer: mahjong_seat,
    ) -> out: *mut mahjong_wind = Round::start(dealer).seat_wind(&table, seat)?;

    /// The player (0–4) who sits out game `game` (`rules::sitting_out`) in `*player_out`, or -1 when nobody does;
    /// `players` read by `rules::limits::byte`.
    fn mahjong_rules_sitting_out(players: u32, game: u32) -> player_out: *mut i32 =
        r::sitting_out(limits::byte("players", players)?, game);

    /// The fifth player's bet (`rules::settle_bet`; `bet`, `winner`: seats, -1 for a wall game): `MAHJONG_BET_*`
    /// in `*outcome_out`, in `*seat_out` the seat paid as (-1 unless `MAHJONG_BET_PAYS_AS`).
    fn mahjong_rules_settle_bet(
        table: *const mahjong_table, bet: i32, winner: i32, outcome_out: *mut mahjong_bet_outcome, seat_out: *mut i32,
    ) -> mahjong_result {
        let o = r::settle_bet(&c_in(table)?, c_in(bet)?, c_in(winner)?)?;
        put2((outcome_out, seat_out), (o.variant(), o.seat()))
    }

    // -----------------------------------------------------------------------------------------
    // American rules that need the card. `visible` is 45 counts by tile index (as
    // `mahjong_rules_visible_tiles` fills them), or NULL for none known. The card stays the caller's.

    /// The tiles visible to all (`rules::visible_tiles`) from `n_discards` discards and `n_racks` hands
    /// (NULL entries empty): 45 counts by tile index into `visible_out`.
    fn mahjong_rules_visible_tiles(
        discards: *const mahjong_tile, n_discards: usize, racks: *const *const mahjong_hand, n_racks: usize,
        visible_out: *mut u8,
    ) -> mahjong_result {
        write_array(&r::visible_tiles(&slice_in(discards, n_discards)?, &slice_in::<_, Hand>(racks, n_racks)?), visible_out)
    }

    /// How many lines of `card` are still possible for `hand` (`rules::lines_possible`), in `*out`.
    fn mahjong_rules_lines_possible(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const u8,
    ) -> out: *mut mahjong_lines_possible = r::lines_possible(card, hand, &counts(visible))?;

    /// Whether line `line` of card hand `hand_index` is still possible (`rules::line_possible`), in `*out`; the
    /// indices read by `rules::args::card_hand_line` (past 32 bits: `MAHJONG_RESULT_INVALID_ARGUMENT`).
    fn mahjong_rules_line_possible(
        card: *const mahjong_card, hand_index: usize, line: usize, hand: *const mahjong_hand, visible: *const u8,
    ) -> out: *mut bool = {
        // `as i64`: an index past `i64` wraps negative, which is refused as past 32 bits, naming the digits.
        let digits = (usize::to_string(&hand_index), usize::to_string(&line));
        let (i, line) = r::args::card_hand_line(card, (hand_index as i64, &digits.0), (line as i64, &digits.1))?;
        r::line_possible(card, i, line, hand, &counts(visible))?
    };

    /// The call facts of `hand` on `discard` from the card (`rules::american_call_facts`) in `*facts_out`.
    fn mahjong_rules_american_call_facts(
        table: *const mahjong_table, card: *const mahjong_card, hand: *const mahjong_hand, caller: mahjong_seat,
        discard: *const mahjong_discard, visible: *const u8,
    ) -> facts_out: *mut mahjong_call_facts =
        r::american_call_facts(&table, card, hand, caller, &discard, &counts(visible))?;

    /// Dead hand by the exposures (`rules::exposures_dead`) in `*dead_out`.
    fn mahjong_rules_exposures_dead(
        card: *const mahjong_card, hand: *const mahjong_hand,
    ) -> dead_out: *mut mahjong_dead_hand = r::exposures_dead(card, hand);

    /// Strict dead hand (`rules::no_line_possible`) in `*dead_out`.
    fn mahjong_rules_no_line_possible(
        card: *const mahjong_card, hand: *const mahjong_hand, visible: *const u8,
    ) -> dead_out: *mut mahjong_dead_hand = r::no_line_possible(card, hand, &counts(visible))?;

    /// Whether an American hand is dead, with the first reason (`rules::american_dead_hand`), in `*dead_out`.
    fn mahjong_rules_american_dead_hand(
        table: *const mahjong_table, card: *const mahjong_card, hand: *const mahjong_hand, phase: mahjong_turn_phase,
        visible: *const u8,
    ) -> dead_out: *mut mahjong_dead_hand = r::american_dead_hand(&table, card, hand, phase, &counts(visible))?;

    /// Which melds are valid exposures (`rules::valid_exposures`): 4 bools into `valid_out`.
    fn mahjong_rules_valid_exposures(
        card: *const mahjong_card, hand: *const mahjong_hand, valid_out: *mut bool,
    ) -> mahjong_result {
        write_array(&r::valid_exposures(c_in(card)?, try_ref(hand)?), valid_out)
    }
}
