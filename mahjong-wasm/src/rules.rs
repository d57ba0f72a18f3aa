//! `Table`: the table rules (calls and claims, joker exchange, dead hands, Charleston, the
//! deal, the wall and the rotation of dealers).
use crate::card::Card;
use crate::{Hand, Result, Thrown, invalid, parse_failed, thrown, to_js};
use mahjong_core::args::Limit;
use mahjong_core::rules::{self as core_rules, *};
use mahjong_core::{Hand as CoreHand, Tile, WinContext, WinMethod, Wind};
use serde_json::{Map, Value};
use wasm_bindgen::prelude::*;

type JsResult = core::result::Result<JsValue, JsValue>;

pub(crate) fn rules_failed(e: RulesError) -> Thrown {
    thrown("RulesError", e)
}

/// Seat `n` (0 to 3), checked as every face checks a seat.
fn seat(n: f64) -> Result<Seat> {
    crate::number("seat", n, Limit::SEAT).map(|i: usize| Seat::ALL[i])
}

/// A wall of `live` tiles and `kong_box` in the Kong Box, each within its limit.
fn wall(live: f64, kong_box: f64) -> Result<Wall> {
    Ok(Wall {
        live: crate::number("live", live, Limit::TILES)?,
        kong_box: crate::number("kong_box", kong_box, Limit::KONG_BOX)?,
    })
}

fn tile(text: &str) -> Result<Tile> {
    text.parse().map_err(parse_failed)
}

fn wind(name: &str) -> Result<Wind> {
    crate::name(name)
}

/// A plain object's own keys and values (`undefined`/`null`: none).
fn object(what: &str, value: &JsValue) -> Result<Map<String, Value>> {
    match crate::json_text(value) {
        None => Ok(Map::new()),
        Some(text) => match serde_json::from_str(&text) {
            Ok(Value::Object(m)) => Ok(m),
            _ => Err(invalid(format_args!("{what}: give a plain object"))),
        },
    }
}

/// A Charleston pass given by its name or its number (a string or a number): the core's
/// `rules::args::charleston_pass_text`, as the command line reads it.
pub(crate) fn charleston_pass(pass: &JsValue) -> Result<CharlestonPass> {
    let text = pass.as_string().or_else(|| pass.as_f64().map(|n| n.to_string()));
    let text = text.ok_or_else(|| invalid("pass: give a Charleston pass's name or number"))?;
    core_rules::args::charleston_pass_text(&text).map_err(|e| thrown("ArgumentError", e))
}

fn call(name: &str) -> Result<Call> {
    crate::name(name)
}

/// A winning context from `base` with the keys of a plain object set (the core's field names).
pub(crate) fn win_context(base: &WinContext, value: &JsValue) -> Result<WinContext> {
    let mut ctx = *base;
    for (k, v) in object("context", value)? {
        let text = || v.as_str().ok_or_else(|| invalid(format_args!("context.{k}: give a name")));
        let flag = || v.as_bool().ok_or_else(|| invalid(format_args!("context.{k}: give true or false")));
        match k.as_str() {
            "winning_tile" => ctx.winning_tile = if v.is_null() { None } else { Some(tile(text()?)?) },
            "method" => {
                let t = text()?;
                ctx.method = crate::name::<WinMethod>(t)?;
            }
            // `seat` is the older key for the seat wind, still read.
            "seat_wind" | "seat" => ctx.seat_wind = wind(text()?)?,
            "prevailing" => ctx.prevailing = wind(text()?)?,
            "first_turn" => ctx.first_turn = flag()?,
            "original_call" => ctx.original_call = flag()?,
            "kong_after_kong" => ctx.kong_after_kong = flag()?,
            "last_of_kind" => ctx.last_of_kind = flag()?,
            _ => return Err(invalid(format_args!("context: no field {k:?}"))),
        }
    }
    Ok(ctx)
}

/// `base` (a core default) with the keys of a plain object set, each a field of the core's serde
/// form (a key it has not is refused).
fn overlay<T: serde::Serialize + serde::de::DeserializeOwned>(
    what: &str,
    base: &T,
    given: Map<String, Value>,
) -> Result<T> {
    let Ok(Value::Object(mut fields)) = serde_json::to_value(base) else {
        return Err(invalid(format_args!("{what}: cannot convert")));
    };
    for (k, v) in given {
        if !fields.contains_key(&k) {
            return Err(invalid(format_args!("{what}: no field {k:?}")));
        }
        fields.insert(k, v);
    }
    serde_json::from_value(Value::Object(fields)).map_err(|e| invalid(format_args!("{what}: {e}")))
}

/// The call facts given (fields left out keep the core's default facts), or none (left out,
/// `undefined` or `null`: `rules::call_facts` then takes the ones the core assumes).
fn given_facts(value: Option<JsValue>) -> Result<Option<CallFacts>> {
    let given = value.filter(|v| !v.is_undefined() && !v.is_null());
    given.map(|v| overlay("facts", &CallFacts::default(), object("facts", &v)?)).transpose()
}

fn names(set: CallSet) -> Vec<&'static str> {
    Call::ALL.iter().filter(|c| set.contains(**c)).map(|c| c.name()).collect()
}

fn claim_list(claims: &JsValue) -> Result<Vec<Claim>> {
    let v: Value = serde_json::from_str(&crate::json_text(claims).unwrap_or_default())
        .map_err(|_| invalid("claims: give an array of { seat, call, committed }"))?;
    let Value::Array(items) = v else { return Err(invalid("claims: give an array of { seat, call, committed }")) };
    claim_values(items)
}

fn claim_values(items: Vec<Value>) -> Result<Vec<Claim>> {
    let mut out = Vec::new();
    for item in items {
        let s = item.get("seat").and_then(Value::as_i64).ok_or_else(|| invalid("claim.seat: give a seat number"))?;
        let c = item.get("call").and_then(Value::as_str).ok_or_else(|| invalid("claim.call: give a call name"))?;
        let mut claim = Claim::new(limits::seat(s).map_err(invalid)?, call(c)?);
        // Left out or null: the core's `Claim::new` says whether the claim is committed.
        match item.get("committed") {
            None | Some(Value::Null) => {}
            Some(v) => claim.committed = v.as_bool().ok_or_else(|| invalid("claim.committed: give true or false"))?,
        }
        out.push(claim);
    }
    Ok(out)
}

/// Four values, one per seat (`rules::args::per_seat`: the core's check and message).
fn per_seat<T: Copy>(what: &str, items: &[T]) -> Result<[T; 4]> {
    core_rules::args::per_seat(what, items).map_err(|e| thrown("ArgumentError", e))
}

fn hands4(hands: Vec<Hand>) -> Result<[CoreHand; 4]> {
    let v: Vec<CoreHand> = hands.iter().map(|h| h.inner).collect();
    per_seat("hands", &v)
}

fn passes(what: &str, lists: &JsValue) -> Result<[Pass; 4]> {
    let v: Vec<Vec<String>> = crate::from_js(what, lists)?;
    let mut out = [Pass::EMPTY; 4];
    for ((slot, tiles), seat) in out.iter_mut().zip(per_seat(what, &v.iter().collect::<Vec<_>>())?).zip(Seat::ALL) {
        let tiles: Vec<Tile> = tiles.iter().map(|t| tile(t)).collect::<Result<_>>()?;
        let pass = core_rules::args::pass_of(seat, &tiles);
        *slot = pass.map_err(|e| invalid(format_args!("{what}: {e}")))?;
    }
    Ok(out)
}

/// The table: variant, number of players and house rules. Every rule of play is asked of it.
#[wasm_bindgen]
pub struct Table {
    inner: core_rules::Table,
}

#[wasm_bindgen]
impl Table {
    /// The table of a variant (`american`, `chinese`, `british`) with the core's number of
    /// players and League rules, unless `players` or `house` (an object of the core's
    /// `HouseRules` fields: `blanks`, `three_player_charleston`, `fifth_player_bets`,
    /// `thrower_pays_all`, `strict_dead_hand`, `calls_keep_a_line`, `wind_rounds`) is given.
    /// Throws `RulesError` (kind `OutOfRange`) for a table the rules do not allow.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, players: Option<f64>, house: Option<JsValue>) -> core::result::Result<Table, JsValue> {
        let v: Variant = crate::name(variant)?;
        let mut t = core_rules::Table::american().with_variant(v);
        if let Some(p) = players {
            t = t.with_players(crate::number("players", p, Limit::U32)?).map_err(rules_failed)?;
        }
        if let Some(h) = house.filter(|h| !h.is_undefined() && !h.is_null()) {
            let mut given = object("house", &h)?;
            // The house-rule counts, however large, through the core's readers (a count past its
            // limit is the table's own RulesError, as in every face).
            let counts: [(_, _, fn(u32) -> _); 2] =
                [("blanks", Limit::BLANKS, limits::blanks), ("wind_rounds", Limit::WIND_ROUNDS, limits::wind_rounds)];
            for (key, limit, read) in counts {
                if let Some(n) = given.get(key).and_then(Value::as_f64) {
                    let n = crate::number(key, n, Limit::U32).or_else(|_| crate::number(key, n, limit))?;
                    given.insert(key.into(), read(n).map_err(rules_failed)?.into());
                }
            }
            t = t.with_house(overlay("house", &HouseRules::LEAGUE, given)?).map_err(rules_failed)?;
        }
        Ok(Table { inner: t })
    }

    /// The table as a plain object (`variant`, `players`, `house`).
    #[wasm_bindgen(js_name = toJSON, unchecked_return_type = "Json")]
    pub fn to_json(&self) -> JsResult {
        Ok(to_js(&self.inner)?)
    }

    /// The calls `seat` may make on `tile` discarded by `discarder`, in call order. `latest`
    /// left out: the core's latest discard; `facts` (the core's `CallFacts` fields: `dead`,
    /// `mah_jong`, `concealed_only`, `keeps_a_line`) left out: the core assumes them.
    pub fn calls(
        &self,
        hand: &Hand,
        seat_number: f64,
        discard_tile: &str,
        discarder: f64,
        latest: Option<bool>,
        facts: Option<JsValue>,
    ) -> core::result::Result<Vec<String>, JsValue> {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        let given = given_facts(facts)?;
        let set = core_rules::calls_given(&self.inner, &hand.inner, caller, &d, given).map_err(rules_failed)?;
        Ok(names(set).into_iter().map(String::from).collect())
    }

    /// Whether `seat` may make `call` on the discard: returns nothing, or throws `RulesError`
    /// with the rule that forbids it.
    #[wasm_bindgen(js_name = checkCall)]
    #[allow(clippy::too_many_arguments)]
    pub fn check_call(
        &self,
        hand: &Hand,
        seat_number: f64,
        discard_tile: &str,
        discarder: f64,
        call_name: &str,
        latest: Option<bool>,
        facts: Option<JsValue>,
    ) -> core::result::Result<(), JsValue> {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        let c = call(call_name)?;
        let given = given_facts(facts)?;
        core_rules::check_call_given(&self.inner, &hand.inner, caller, &d, c, given).map_err(rules_failed)?;
        Ok(())
    }

    /// Chinese and British: what the hand evaluator says about the discard (`dead`, `mah_jong`,
    /// `concealed_only`, `keeps_a_line`).
    #[wasm_bindgen(js_name = chineseCallFacts, unchecked_return_type = "Json")]
    pub fn chinese_call_facts(
        &self,
        hand: &Hand,
        seat_number: f64,
        discard_tile: &str,
        discarder: f64,
        latest: Option<bool>,
    ) -> JsResult {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        Ok(to_js(&core_rules::chinese_call_facts(&self.inner, &hand.inner, caller, &d).map_err(rules_failed)?)?)
    }

    /// The claim that takes the discard, or `null`: `claims` is an array of
    /// `{ seat, call, committed }`.
    #[wasm_bindgen(js_name = claimWinner, unchecked_return_type = "{ seat: number, call: string, committed: boolean } | null")]
    pub fn claim_winner(
        &self,
        discarder: f64,
        #[wasm_bindgen(unchecked_param_type = "Json[]")] claims: JsValue,
    ) -> JsResult {
        let claims = claim_list(&claims)?;
        let w = core_rules::claim_winner(&self.inner, seat(discarder)?, &claims).map_err(rules_failed)?;
        Ok(to_js(&w)?)
    }

    /// The claims that are served, first first.
    #[wasm_bindgen(js_name = claimOrder, unchecked_return_type = "Array<{ seat: number, call: string, committed: boolean }>")]
    pub fn claim_order(
        &self,
        discarder: f64,
        #[wasm_bindgen(unchecked_param_type = "Json[]")] claims: JsValue,
    ) -> JsResult {
        let claims = claim_list(&claims)?;
        let order = core_rules::claim_order(&self.inner, seat(discarder)?, &claims).map_err(rules_failed)?;
        Ok(to_js(&order.iter().flatten().collect::<Vec<_>>())?)
    }

    /// American: `seat` (whose turn it is, in `phase`: `drawn`, `exposed`, …) exchanges the
    /// natural `natural` for a joker in exposure `meld` of `owner`; the four hands after it.
    #[wasm_bindgen(js_name = exchangeJoker)]
    #[allow(clippy::too_many_arguments)]
    pub fn exchange_joker(
        &self,
        hands: Vec<Hand>,
        seat_number: f64,
        phase: &str,
        owner: f64,
        meld: f64,
        natural: &str,
        dead: Option<bool>,
    ) -> core::result::Result<Vec<Hand>, JsValue> {
        let mut hands = hands4(hands)?;
        let mut turn = Turn::new(seat(seat_number)?, crate::name::<TurnPhase>(phase)?);
        if let Some(d) = dead {
            turn.dead = d;
        }
        let x = core_rules::exchange_joker(
            &self.inner,
            &hands,
            turn,
            seat(owner)?,
            crate::number("meld", meld, Limit::INDEX)?,
            tile(natural)?,
        )
        .map_err(rules_failed)?;
        x.apply(&mut hands);
        Ok(hands.into_iter().map(|inner| Hand { inner }).collect())
    }

    /// American: why a hand is dead (`null` when it is live), from the card, the turn phase and
    /// the tiles visible to all (any notation; see `visible_counts`).
    #[wasm_bindgen(js_name = americanDeadHand, unchecked_return_type = "DeadHand | null")]
    pub fn american_dead_hand(&self, card: &Card, hand: &Hand, phase: &str, visible: Option<String>) -> JsResult {
        let phase: TurnPhase = crate::name::<TurnPhase>(phase)?;
        let r = core_rules::american_dead_hand(
            &self.inner,
            card.core(),
            &hand.inner,
            phase,
            &visible_counts(visible.as_deref())?,
        )
        .map_err(rules_failed)?;
        dead_js(r)
    }

    /// Why a hand is dead for its tile count in this turn phase, or `null`.
    #[wasm_bindgen(js_name = tileCountDead, unchecked_return_type = "DeadHand | null")]
    pub fn tile_count_dead(&self, hand: &Hand, phase: &str) -> JsResult {
        dead_js(core_rules::tile_count_dead(&self.inner, &hand.inner, crate::name::<TurnPhase>(phase)?))
    }

    /// American: the facts the card gives about a discard (`dead`, `mah_jong`,
    /// `concealed_only`, `keeps_a_line`), from the tiles visible to all (any notation).
    #[wasm_bindgen(js_name = americanCallFacts, unchecked_return_type = "Json")]
    #[allow(clippy::too_many_arguments)]
    pub fn american_call_facts(
        &self,
        card: &Card,
        hand: &Hand,
        seat_number: f64,
        discard_tile: &str,
        discarder: f64,
        latest: Option<bool>,
        visible: Option<String>,
    ) -> JsResult {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        let counts = visible_counts(visible.as_deref())?;
        let f = core_rules::american_call_facts(&self.inner, card.core(), &hand.inner, caller, &d, &counts)
            .map_err(rules_failed)?;
        Ok(to_js(&f)?)
    }

    /// Whether the Charleston is played at this table.
    #[wasm_bindgen(js_name = charlestonPlayed)]
    pub fn charleston_played(&self) -> bool {
        core_rules::charleston_played(&self.inner)
    }

    /// Whether the second Charleston is played, from each seat's agreement (four booleans).
    #[wasm_bindgen(js_name = secondCharleston)]
    pub fn second_charleston(&self, agree: Vec<u8>) -> core::result::Result<bool, JsValue> {
        let a = per_seat("agree", &agree)?;
        Ok(core_rules::second_charleston(&self.inner, a.map(|x| x != 0)))
    }

    /// Whether the claim window is still open after these table actions since the discard
    /// (`draw`, `rack`, `discard`, `declare_mah_jong`, `exchange_joker`).
    #[wasm_bindgen(js_name = claimWindowOpen)]
    pub fn claim_window_open(&self, since: Vec<String>) -> core::result::Result<bool, JsValue> {
        Ok(core_rules::claim_window_open(&self.inner, &actions(&since)?))
    }

    /// Whether a call is in time after these table actions (`simultaneous`: made together with
    /// the last of them).
    #[wasm_bindgen(js_name = callInTime)]
    pub fn call_in_time(&self, since: Vec<String>, simultaneous: bool) -> core::result::Result<bool, JsValue> {
        Ok(core_rules::call_in_time(&self.inner, &actions(&since)?, simultaneous))
    }

    /// Turns skipped when `claimer` takes `discarder`'s discard.
    #[wasm_bindgen(js_name = turnsLost)]
    pub fn turns_lost(&self, discarder: f64, claimer: f64) -> core::result::Result<u8, JsValue> {
        Ok(core_rules::turns_lost(&self.inner, seat(discarder)?, seat(claimer)?))
    }

    /// Who plays next after `discarder`'s discard, when `winner` (a claim, or `null`) takes it.
    #[wasm_bindgen(js_name = nextToPlay)]
    pub fn next_to_play(
        &self,
        discarder: f64,
        #[wasm_bindgen(unchecked_param_type = "{ seat: number, call: string, committed?: boolean } | null")]
        winner: JsValue,
    ) -> core::result::Result<u8, JsValue> {
        let w = match crate::json_text(&winner) {
            None => None,
            Some(text) => claim_values(vec![serde_json::from_str(&text).unwrap_or(Value::Null)])?.into_iter().next(),
        };
        Ok(core_rules::next_to_play(&self.inner, seat(discarder)?, w.as_ref()).map_err(rules_failed)?.index())
    }

    /// The next live seat after `seat` (`dead`: four booleans, seat 0 first), or `null`.
    #[wasm_bindgen(js_name = nextLiveSeat)]
    pub fn next_live_seat(&self, seat_number: f64, dead: Vec<u8>) -> core::result::Result<Option<u8>, JsValue> {
        let d = per_seat("dead", &dead)?;
        Ok(core_rules::next_live_seat(&self.inner, seat(seat_number)?, d.map(|x| x != 0)).map(|s| s.index()))
    }

    /// What the deal's counts call for: `{ remedy, seat }` (the core's remedy, seat or `null`).
    #[wasm_bindgen(js_name = checkDeal, unchecked_return_type = "{ remedy: Json, seat: number | null }")]
    pub fn check_deal(
        &self,
        dealer: f64,
        #[wasm_bindgen(unchecked_param_type = "number[]")] counts: Vec<f64>,
    ) -> JsResult {
        let counts: Vec<u8> =
            counts.iter().map(|&n| crate::number("counts", n, Limit::DEAL_COUNT)).collect::<Result<_>>()?;
        let c = per_seat("counts", &counts)?;
        let (remedy, s) = core_rules::check_deal(&self.inner, seat(dealer)?, c).map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({ "remedy": remedy, "seat": s.map(|s| s.index()) }))?)
    }

    /// Replacement tiles drawn for the flowers and seasons dealt in a hand.
    #[wasm_bindgen(js_name = bonusReplacements)]
    pub fn bonus_replacements(&self, hand: &Hand) -> u8 {
        core_rules::bonus_replacements(&self.inner, &hand.inner)
    }

    /// The wall after a replacement draw: `{ live, kong_box, source }`.
    #[wasm_bindgen(
        js_name = wallDrawReplacement,
        unchecked_return_type = "{ live: number, kong_box: number, source: Json }"
    )]
    pub fn wall_draw_replacement(&self, live: f64, kong_box: f64) -> JsResult {
        let (w, source) = wall(live, kong_box)?.draw_replacement(&self.inner).map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({ "live": w.live, "kong_box": w.kong_box, "source": source }))?)
    }

    /// The hand after adding `tile` to its exposed pung (a kong).
    #[wasm_bindgen(js_name = addToPung)]
    pub fn add_to_pung(
        &self,
        hand: &Hand,
        seat_number: f64,
        t: &str,
        self_drawn: bool,
    ) -> core::result::Result<Hand, JsValue> {
        let h = core_rules::add_to_pung(&self.inner, &hand.inner, seat(seat_number)?, tile(t)?, self_drawn)
            .map_err(rules_failed)?;
        Ok(Hand { inner: h })
    }

    /// The hand after declaring a concealed kong of `tile`.
    #[wasm_bindgen(js_name = declareConcealedKong)]
    pub fn declare_concealed_kong(
        &self,
        hand: &Hand,
        seat_number: f64,
        t: &str,
    ) -> core::result::Result<Hand, JsValue> {
        let h = core_rules::declare_concealed_kong(&self.inner, &hand.inner, seat(seat_number)?, tile(t)?)
            .map_err(rules_failed)?;
        Ok(Hand { inner: h })
    }

    /// The robber's hand after robbing the kong `kong` (one meld, e.g. `[5555p]`).
    #[wasm_bindgen(js_name = robKong)]
    pub fn rob_kong(&self, hand: &Hand, seat_number: f64, kong: &str) -> core::result::Result<Hand, JsValue> {
        let h = core_rules::rob_kong(&self.inner, &hand.inner, seat(seat_number)?, &one_meld(kong)?)
            .map_err(rules_failed)?;
        Ok(Hand { inner: h })
    }

    /// A Charleston pass (`first_right`, … or its number, 1 to 7): each seat passes
    /// `passes[seat]` (tile texts) and receives `received[seat]`; the four hands after it.
    #[wasm_bindgen(js_name = charlestonPass)]
    pub fn charleston_pass(
        &self,
        hands: Vec<Hand>,
        #[wasm_bindgen(unchecked_param_type = "string | number")] pass: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[][]")] passes_out: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[][]")] received: JsValue,
    ) -> core::result::Result<Vec<Hand>, JsValue> {
        let hands = hands4(hands)?;
        let p = charleston_pass(&pass)?;
        let out = apply_charleston_pass(
            &self.inner,
            &hands,
            p,
            &passes("passes", &passes_out)?,
            &passes("received", &received)?,
        )
        .map_err(rules_failed)?;
        Ok(out.hands.into_iter().map(|inner| Hand { inner }).collect())
    }

    /// The wind of `seat` when `dealer` deals (lower case: `east` …).
    #[wasm_bindgen(js_name = seatWind)]
    pub fn seat_wind(&self, seat_number: f64, dealer: f64) -> core::result::Result<String, JsValue> {
        let w = Round::start(seat(dealer)?).seat_wind(&self.inner, seat(seat_number)?).map_err(rules_failed)?;
        Ok(w.name().to_string())
    }

    /// The next hand after one that `winner` won (`null`: a wall game): the core's `Round`
    /// (`prevailing`, `dealer`, `first_dealer`, `finished`).
    #[wasm_bindgen(js_name = nextRound, unchecked_return_type = "Json")]
    pub fn next_round(&self, prevailing: &str, dealer: f64, first_dealer: f64, winner: Option<f64>) -> JsResult {
        let round = Round {
            prevailing: wind(prevailing)?,
            dealer: seat(dealer)?,
            first_dealer: seat(first_dealer)?,
            finished: false,
        };
        let result = HandResult::from(winner.map(seat).transpose()?);
        Ok(to_js(&core_rules::next_round(&self.inner, round, result).map_err(rules_failed)?)?)
    }

    /// Stacks in each player's wall.
    #[wasm_bindgen(js_name = wallStacks)]
    pub fn wall_stacks(&self, flowers: bool) -> u8 {
        core_rules::wall_stacks(&self.inner, flowers)
    }

    /// Tiles left in the live wall and the Kong Box after the deal from a set of `total` tiles.
    #[wasm_bindgen(js_name = wallAfterDeal, unchecked_return_type = "{ live: number, kong_box: number }")]
    pub fn wall_after_deal(&self, total: f64) -> JsResult {
        Ok(to_js(&Wall::after_deal(&self.inner, crate::number("total", total, Limit::TILES)?))?)
    }

    /// Where the wall is broken: `{ breaker, wall, stack }` from the dice or throws.
    #[wasm_bindgen(js_name = breakWall, unchecked_return_type = "{ breaker: number, wall: number, stack: number }")]
    pub fn break_wall(&self, dealer: f64, stacks_per_wall: f64, first: f64, second: f64) -> JsResult {
        let stacks_per_wall = crate::number("stacks_per_wall", stacks_per_wall, Limit::STACKS)?;
        let (first, second) =
            (crate::number("first", first, Limit::DIE)?, crate::number("second", second, Limit::DIE)?);
        let b =
            core_rules::break_wall(&self.inner, seat(dealer)?, stacks_per_wall, first, second).map_err(rules_failed)?;
        Ok(to_js(&b)?)
    }

    /// Tiles the deal takes from the wall.
    #[wasm_bindgen(js_name = tilesDealt)]
    pub fn tiles_dealt(&self) -> u16 {
        core_rules::tiles_dealt(&self.inner)
    }

    /// The seat receiving each tile, in the order the tiles leave the wall.
    #[wasm_bindgen(js_name = dealOrder)]
    pub fn deal_order(&self, dealer: f64) -> core::result::Result<Vec<u8>, JsValue> {
        let d = core_rules::deal_order(&self.inner, seat(dealer)?).map_err(rules_failed)?;
        Ok(d.seats().iter().map(|s| s.index()).collect())
    }
}

impl Table {
    fn discard(&self, t: &str, discarder: f64, latest: Option<bool>) -> Result<Discard> {
        let d = Discard::latest(tile(t)?, seat(discarder)?);
        Ok(match latest {
            Some(l) => Discard { latest: l, ..d },
            None => d,
        })
    }
}

/// Tiles dealt to `seat` when `dealer` deals.
#[wasm_bindgen(js_name = dealtTiles)]
pub fn dealt_tiles(seat_number: f64, dealer: f64) -> core::result::Result<u8, JsValue> {
    Ok(core_rules::dealt_tiles(seat(seat_number)?, seat(dealer)?))
}

/// The counts of the tiles visible to all, from their text (any notation), as
/// `rules::visible_tiles` counts them: the core's `visible` counts, every exposure included
/// (the hand's own exposures are counted as visible whether given or not).
fn visible_counts(text: Option<&str>) -> Result<[u8; Tile::COUNT]> {
    Ok(core_rules::visible_tiles(&crate::card::visible_tiles(text.unwrap_or(""))?, &[]))
}

/// A dead-hand reason as the core reports it (`rules::DeadHandReport`: `{ reason, message, has,
/// expected, exposure }`, as the command line tool's `--json` and Python's `to_dict()`), or `null`.
fn dead_js(r: Option<DeadHandReason>) -> JsResult {
    Ok(match r {
        None => JsValue::NULL,
        Some(r) => to_js(&DeadHandReport(r))?,
    })
}

fn actions(words: &[String]) -> Result<Vec<TableAction>> {
    words.iter().map(|w| crate::name::<TableAction>(w)).collect()
}

fn one_meld(text: &str) -> Result<mahjong_core::Meld> {
    let h = CoreHand::parse(text).map_err(parse_failed)?;
    match h.melds() {
        [m] if h.concealed().is_empty() => Ok(*m),
        _ => Err(invalid(format_args!("{text:?} is not one meld"))),
    }
}

/// Whether `kong` (one meld) may be robbed (`thirteen_unique_wonders`: the robber completes that
/// hand). Throws `RulesError` when it may not.
#[wasm_bindgen(js_name = checkRobKong)]
pub fn check_rob_kong(kong: &str, thirteen_unique_wonders: bool) -> core::result::Result<(), JsValue> {
    Ok(core_rules::check_rob_kong(&one_meld(kong)?, thirteen_unique_wonders).map_err(rules_failed)?)
}

/// Whether one tile may make both a kong and Mah Jong. Throws `RulesError` when not.
#[wasm_bindgen(js_name = checkKongOrMahJong)]
pub fn check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> core::result::Result<(), JsValue> {
    Ok(core_rules::check_kong_or_mah_jong(kong, mah_jong).map_err(rules_failed)?)
}

/// Tiles passed by each of two seats across in the courtesy pass, from what each asks.
#[wasm_bindgen(js_name = courtesyCount)]
pub fn courtesy_count(a: f64, a_asks: f64, b: f64, b_asks: f64) -> core::result::Result<u8, JsValue> {
    let (a_asks, b_asks) =
        (crate::number("a_asks", a_asks, Limit::ASKS)?, crate::number("b_asks", b_asks, Limit::ASKS)?);
    Ok(core_rules::courtesy_count(seat(a)?, a_asks, seat(b)?, b_asks).map_err(rules_failed)?)
}

/// Whether a player must discard after making `call`.
#[wasm_bindgen(js_name = mustDiscardAfter)]
pub fn must_discard_after(call_name: &str) -> core::result::Result<bool, JsValue> {
    Ok(core_rules::must_discard_after(call(call_name)?))
}

/// Who sits out game `game` with `players` at the table, or `null`.
#[wasm_bindgen(js_name = sittingOut)]
pub fn sitting_out(players: f64, game: f64) -> core::result::Result<Option<u8>, JsValue> {
    Ok(core_rules::sitting_out(
        crate::number("players", players, Limit::BYTE)?,
        crate::number("game", game, Limit::U32)?,
    ))
}

/// Whether a hand holds every bonus tile (flowers and seasons).
#[wasm_bindgen(js_name = holdsAllBonusTiles)]
pub fn holds_all_bonus_tiles(hand: &Hand) -> bool {
    core_rules::holds_all_bonus_tiles(&hand.inner)
}

/// The wall after one draw from the live wall: `{ live, kong_box }`.
#[wasm_bindgen(js_name = wallDraw, unchecked_return_type = "{ live: number, kong_box: number }")]
pub fn wall_draw(live: f64, kong_box: f64) -> JsResult {
    Ok(to_js(&wall(live, kong_box)?.draw().map_err(rules_failed)?)?)
}

/// Whether the wall is a wall game (no tile left to draw).
#[wasm_bindgen(js_name = wallIsWallGame)]
pub fn wall_is_wall_game(live: f64, kong_box: f64) -> core::result::Result<bool, JsValue> {
    Ok(wall(live, kong_box)?.is_wall_game())
}

/// What a false Mah Jongg costs: the core's outcome.
#[wasm_bindgen(js_name = falseMahJong, unchecked_return_type = "Json")]
pub fn false_mah_jong(exposed: bool, others_threw_in: bool, wall_disturbed: bool) -> JsResult {
    Ok(to_js(&core_rules::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed }))?)
}

/// Why a concealed hand is dead for an exposure, or `null`.
#[wasm_bindgen(js_name = concealedHandExposed, unchecked_return_type = "DeadHand | null")]
pub fn concealed_hand_exposed(hand: &Hand, concealed_line: bool) -> JsResult {
    dead_js(core_rules::concealed_hand_exposed(&hand.inner, concealed_line))
}

/// American card rules: lines still possible `{ exposed, concealed }`.
#[wasm_bindgen(js_name = linesPossible, unchecked_return_type = "Json")]
pub fn lines_possible(card: &Card, hand: &Hand, visible: Option<String>) -> JsResult {
    let p = core_rules::lines_possible(card.core(), &hand.inner, &visible_counts(visible.as_deref())?)
        .map_err(rules_failed)?;
    Ok(to_js(&p)?)
}

/// American card rules: why the exposures make the hand dead, or `null`.
#[wasm_bindgen(js_name = exposuresDead, unchecked_return_type = "DeadHand | null")]
pub fn exposures_dead(card: &Card, hand: &Hand) -> JsResult {
    dead_js(core_rules::exposures_dead(card.core(), &hand.inner))
}

/// American card rules: `no_line_possible` when no line can still be made, or `null`.
#[wasm_bindgen(js_name = noLinePossible, unchecked_return_type = "DeadHand | null")]
pub fn no_line_possible(card: &Card, hand: &Hand, visible: Option<String>) -> JsResult {
    dead_js(
        core_rules::no_line_possible(card.core(), &hand.inner, &visible_counts(visible.as_deref())?)
            .map_err(rules_failed)?,
    )
}

/// American card rules: for each exposure, whether it fits some exposed line (1 or 0).
#[wasm_bindgen(js_name = validExposures)]
pub fn valid_exposures(card: &Card, hand: &Hand) -> Vec<u8> {
    core_rules::valid_exposures(card.core(), &hand.inner).map(u8::from).to_vec()
}

/// American card rules: whether line `line` of hand `hand_index` (file order, from 0) of the
/// card is still possible for the hand, given the tiles seen outside it.
#[wasm_bindgen(js_name = linePossible)]
pub fn line_possible(
    card: &Card,
    hand_index: usize,
    line: usize,
    hand: &Hand,
    visible: Option<String>,
) -> core::result::Result<bool, JsValue> {
    let counts = visible_counts(visible.as_deref())?;
    Ok(core_rules::line_possible(card.core(), hand_index, line, &hand.inner, &counts).map_err(rules_failed)?)
}

/// The hand after exposing `call` (`pung`, `kong`, `quint`, `sextet`) on the discard `tile`,
/// with `jokers` jokers from the hand.
#[wasm_bindgen]
pub fn expose(
    hand: &Hand,
    seat_number: f64,
    t: &str,
    call_name: &str,
    jokers: f64,
) -> core::result::Result<Hand, JsValue> {
    let jokers = crate::number("jokers", jokers, Limit::BYTE)?;
    let h = core_rules::expose(&hand.inner, seat(seat_number)?, tile(t)?, call(call_name)?, jokers)
        .map_err(rules_failed)?;
    Ok(Hand { inner: h })
}

/// The lowest tile of each chow the discard `tile` makes with the hand (MPSZ text).
#[wasm_bindgen(js_name = chowOptions)]
pub fn chow_options(hand: &Hand, t: &str) -> core::result::Result<Vec<String>, JsValue> {
    Ok(core_rules::chow_options(&hand.inner, tile(t)?).iter().flatten().map(|t| t.to_string()).collect())
}

/// The hand after exposing the chow from `lowest` on the discard `tile`.
#[wasm_bindgen(js_name = exposeChow)]
pub fn expose_chow(hand: &Hand, seat_number: f64, t: &str, lowest: &str) -> core::result::Result<Hand, JsValue> {
    let h = core_rules::expose_chow(&hand.inner, seat(seat_number)?, tile(t)?, tile(lowest)?).map_err(rules_failed)?;
    Ok(Hand { inner: h })
}

/// The remedy when a joker was passed in the Charleston (the core's remedy name).
#[wasm_bindgen(js_name = passedJokerRemedy)]
pub fn passed_joker_remedy(identifiable: bool) -> String {
    core_rules::passed_joker_remedy(identifiable).name().to_string()
}

/// The rack a dead hand keeps: its valid exposures (`valid`, one boolean per exposure) and its
/// tiles.
#[wasm_bindgen(js_name = deadHandRack)]
pub fn dead_hand_rack(hand: &Hand, valid: Vec<u8>, concealed_line: bool) -> Hand {
    let v: Vec<bool> = valid.iter().map(|&x| x != 0).collect();
    Hand { inner: core_rules::dead_hand_rack(&hand.inner, &v, concealed_line) }
}

/// American: the rack a dead hand keeps, the card deciding which exposures are valid.
#[wasm_bindgen(js_name = americanDeadHandRack)]
pub fn american_dead_hand_rack(card: &Card, hand: &Hand, concealed_line: bool) -> Hand {
    Hand { inner: core_rules::american_dead_hand_rack(card.core(), &hand.inner, concealed_line) }
}

#[wasm_bindgen]
impl Table {
    /// The hand after trading a blank for the discard `tile` (American, blanks in play).
    #[wasm_bindgen(js_name = tradeBlank)]
    pub fn trade_blank(
        &self,
        hand: &Hand,
        seat_number: f64,
        t: &str,
        phase: &str,
        dead: Option<bool>,
    ) -> core::result::Result<Hand, JsValue> {
        let mut turn = Turn::new(seat(seat_number)?, crate::name::<TurnPhase>(phase)?);
        if let Some(d) = dead {
            turn.dead = d;
        }
        let h = core_rules::trade_blank(&self.inner, &hand.inner, turn, tile(t)?).map_err(rules_failed)?;
        Ok(Hand { inner: h })
    }

    /// The hand after drawing `tile`, and whether a replacement is drawn for it:
    /// `{ hand, replacement }`.
    #[wasm_bindgen(js_name = takeTile, unchecked_return_type = "{ hand: Hand, replacement: boolean }")]
    pub fn take_tile(&self, hand: &Hand, t: &str) -> JsResult {
        let (after, replacement) = core_rules::take_tile(&self.inner, &hand.inner, tile(t)?).map_err(rules_failed)?;
        Ok(TakeTile { hand: Hand { inner: after }, replacement }.into())
    }

    /// Several claims of a discard for Mah Jongg: the seats checked in order, each asked whether
    /// its hand is valid (`valid`: the seats whose hands are), and the winner.
    #[wasm_bindgen(
        js_name = resolveMahJongClaims,
        unchecked_return_type = "{ winner: number | null, checked: number[] }"
    )]
    pub fn resolve_mah_jong_claims(
        &self,
        discarder: f64,
        #[wasm_bindgen(unchecked_param_type = "Json[]")] claims: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] valid: Vec<f64>,
    ) -> JsResult {
        let claims = claim_list(&claims)?;
        let valid: Vec<Seat> = valid.iter().map(|&s| seat(s)).collect::<Result<_>>()?;
        let mut checked = Vec::new();
        let w = core_rules::resolve_mah_jong_claims(&self.inner, seat(discarder)?, &claims, |s| {
            checked.push(s.index());
            valid.contains(&s)
        })
        .map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({ "winner": w.map(|s| s.index()), "checked": checked }))?)
    }

    /// A fifth player's bet on `bet` (a seat, or `null` for a wall game) when `winner` (a seat,
    /// or `null`) won: the core's outcome name and, for a bet paid as a seat, that seat.
    #[wasm_bindgen(js_name = settleBet, unchecked_return_type = "{ outcome: string, pays_as: number | null }")]
    pub fn settle_bet(&self, bet: Option<f64>, winner: Option<f64>) -> JsResult {
        let bet = Bet::from(bet.map(seat).transpose()?);
        let result = HandResult::from(winner.map(seat).transpose()?);
        let o = core_rules::settle_bet(&self.inner, bet, result).map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({ "outcome": o.name(), "pays_as": o.seat().map(Seat::index) }))?)
    }
}

/// What `takeTile` gives.
#[wasm_bindgen(getter_with_clone)]
pub struct TakeTile {
    /// The hand after the draw.
    pub hand: Hand,
    /// Whether a replacement tile is drawn (a bonus tile was drawn).
    pub replacement: bool,
}
