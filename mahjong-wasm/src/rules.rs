//! `Table`: the table rules (calls and claims, joker exchange, dead hands, Charleston, the
//! deal, the wall and the rotation of dealers).
use crate::card::Card;
use crate::{Hand, Result, Thrown, error, invalid, parse_failed, to_js};
use mahjong_core::rules::{self as core_rules, *};
use mahjong_core::{Hand as CoreHand, Tile, WinContext, WinMethod, Wind};
use serde_json::{Map, Value};
use wasm_bindgen::prelude::*;

type JsResult = core::result::Result<JsValue, JsValue>;

pub(crate) fn rules_failed(e: RulesError) -> Thrown {
    error("RulesError", &e, 0, Some(e.kind()))
}

fn seat(n: u32) -> Result<Seat> {
    u8::try_from(n).ok().and_then(Seat::new).ok_or_else(|| invalid(format_args!("seat {n}: seats are numbered 0 to 3")))
}

fn tile(text: &str) -> Result<Tile> {
    text.parse().map_err(parse_failed)
}

fn wind(name: &str) -> Result<Wind> {
    Wind::from_name(name).ok_or_else(|| invalid(format_args!("no wind {name:?}")))
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

/// An enum the core names only by its Rust variant (its `serde` name): `first_right` or
/// `FirstRight` both read `CharlestonPass::FirstRight`.
fn by_variant<T: serde::de::DeserializeOwned>(what: &str, name: &str) -> Result<T> {
    let mut pascal = String::new();
    for part in name.split(['_', '-', ' ']) {
        let mut chars = part.chars();
        if let Some(c) = chars.next() {
            pascal.extend(c.to_uppercase());
            pascal.push_str(chars.as_str());
        }
    }
    serde_json::from_value(Value::String(pascal)).map_err(|_| invalid(format_args!("no {what} {name:?}")))
}

pub(crate) fn charleston_pass(name: &str) -> Result<CharlestonPass> {
    by_variant("Charleston pass", name)
}

fn call(name: &str) -> Result<Call> {
    Call::from_name(name).ok_or_else(|| invalid(format_args!("no call {name:?}")))
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
                ctx.method = WinMethod::from_name(t).ok_or_else(|| invalid(format_args!("no win method {t:?}")))?;
            }
            "seat" => ctx.seat = wind(text()?)?,
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

fn call_facts(value: &JsValue) -> Result<Option<CallFacts>> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    // Fields left out keep the core's default facts.
    let mut fields = match serde_json::to_value(CallFacts::default()) {
        Ok(Value::Object(m)) => m,
        _ => return Err(invalid("facts: cannot convert")),
    };
    for (k, v) in object("facts", value)? {
        if !fields.contains_key(&k) {
            return Err(invalid(format_args!("facts: no field {k:?}")));
        }
        fields.insert(k, v);
    }
    serde_json::from_value(Value::Object(fields)).map(Some).map_err(|e| invalid(format_args!("facts: {e}")))
}

fn names(set: CallSet) -> Vec<&'static str> {
    Call::ALL.iter().filter(|c| set.contains(**c)).map(|c| c.name()).collect()
}

fn claim_list(claims: &JsValue) -> Result<Vec<Claim>> {
    let v: Value = serde_json::from_str(&crate::json_text(claims).unwrap_or_default())
        .map_err(|_| invalid("claims: give an array of { seat, call, committed }"))?;
    let Value::Array(items) = v else { return Err(invalid("claims: give an array of { seat, call, committed }")) };
    let mut out = Vec::new();
    for item in items {
        let s = item.get("seat").and_then(Value::as_u64).ok_or_else(|| invalid("claim.seat: give a seat number"))?;
        let c = item.get("call").and_then(Value::as_str).ok_or_else(|| invalid("claim.call: give a call name"))?;
        let committed = item.get("committed").and_then(Value::as_bool).unwrap_or(false);
        let seat = seat(u32::try_from(s).unwrap_or(u32::MAX))?;
        out.push(Claim { committed, ..Claim::new(seat, call(c)?) });
    }
    Ok(out)
}

fn claim_js(c: &Claim) -> Value {
    serde_json::json!({ "seat": c.seat.index(), "call": c.call.name(), "committed": c.committed })
}

fn hands4(hands: Vec<Hand>) -> Result<[CoreHand; 4]> {
    let v: Vec<CoreHand> = hands.iter().map(|h| h.inner).collect();
    v.try_into().map_err(|_| invalid("hands: give four hands, seat 0 first"))
}

fn passes(what: &str, lists: &JsValue) -> Result<[Pass; 4]> {
    let v: Vec<Vec<String>> = crate::from_js(what, lists)?;
    if v.len() != 4 {
        return Err(invalid(format_args!("{what}: give four lists of tiles, seat 0 first")));
    }
    let mut out = [Pass::EMPTY; 4];
    for (slot, tiles) in out.iter_mut().zip(v) {
        let tiles: Vec<Tile> = tiles.iter().map(|t| tile(t)).collect::<Result<_>>()?;
        *slot = Pass::new(&tiles).ok_or_else(|| invalid(format_args!("{what}: a pass holds at most three tiles")))?;
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
    pub fn new(
        variant: &str,
        players: Option<u32>,
        #[wasm_bindgen(unchecked_param_type = "Json")] house: JsValue,
    ) -> core::result::Result<Table, JsValue> {
        let v = Variant::from_name(variant).ok_or_else(|| invalid(format_args!("no variant {variant:?}")))?;
        let mut t = core_rules::Table::american().with_variant(v);
        if let Some(p) = players {
            t = t.with_players(p).map_err(rules_failed)?;
        }
        let overlay = object("house", &house)?;
        if !overlay.is_empty() {
            let mut fields = match serde_json::to_value(HouseRules::LEAGUE) {
                Ok(Value::Object(m)) => m,
                _ => return Err(invalid("house: cannot convert").into()),
            };
            for (k, val) in overlay {
                if !fields.contains_key(&k) {
                    return Err(invalid(format_args!("house: no house rule {k:?}")).into());
                }
                fields.insert(k, val);
            }
            let h: HouseRules =
                serde_json::from_value(Value::Object(fields)).map_err(|e| invalid(format_args!("house: {e}")))?;
            t = t.with_house(h).map_err(rules_failed)?;
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
        seat_number: u32,
        discard_tile: &str,
        discarder: u32,
        latest: Option<bool>,
        #[wasm_bindgen(unchecked_param_type = "Json")] facts: JsValue,
    ) -> core::result::Result<Vec<String>, JsValue> {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        let facts = self.facts(&hand.inner, caller, &d, &facts)?;
        let set = core_rules::calls(&self.inner, &hand.inner, caller, &d, &facts).map_err(rules_failed)?;
        Ok(names(set).into_iter().map(String::from).collect())
    }

    /// Whether `seat` may make `call` on the discard: returns nothing, or throws `RulesError`
    /// with the rule that forbids it.
    #[wasm_bindgen(js_name = checkCall)]
    #[allow(clippy::too_many_arguments)]
    pub fn check_call(
        &self,
        hand: &Hand,
        seat_number: u32,
        discard_tile: &str,
        discarder: u32,
        call_name: &str,
        latest: Option<bool>,
        #[wasm_bindgen(unchecked_param_type = "Json")] facts: JsValue,
    ) -> core::result::Result<(), JsValue> {
        let (caller, d) = (seat(seat_number)?, self.discard(discard_tile, discarder, latest)?);
        let c = call(call_name)?;
        let facts = self.facts(&hand.inner, caller, &d, &facts)?;
        core_rules::check_call(&self.inner, &hand.inner, caller, &d, c, &facts).map_err(rules_failed)?;
        Ok(())
    }

    /// Chinese and British: what the hand evaluator says about the discard (`dead`, `mah_jong`,
    /// `concealed_only`, `keeps_a_line`).
    #[wasm_bindgen(js_name = chineseCallFacts, unchecked_return_type = "Json")]
    pub fn chinese_call_facts(
        &self,
        hand: &Hand,
        seat_number: u32,
        discard_tile: &str,
        discarder: u32,
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
        discarder: u32,
        #[wasm_bindgen(unchecked_param_type = "Json[]")] claims: JsValue,
    ) -> JsResult {
        let claims = claim_list(&claims)?;
        let w = core_rules::claim_winner(&self.inner, seat(discarder)?, &claims).map_err(rules_failed)?;
        Ok(match w {
            Some(c) => to_js(&claim_js(&c))?,
            None => JsValue::NULL,
        })
    }

    /// The claims that are served, first first.
    #[wasm_bindgen(js_name = claimOrder, unchecked_return_type = "Array<{ seat: number, call: string, committed: boolean }>")]
    pub fn claim_order(
        &self,
        discarder: u32,
        #[wasm_bindgen(unchecked_param_type = "Json[]")] claims: JsValue,
    ) -> JsResult {
        let claims = claim_list(&claims)?;
        let order = core_rules::claim_order(&self.inner, seat(discarder)?, &claims).map_err(rules_failed)?;
        let list: Vec<Value> = order.iter().flatten().map(claim_js).collect();
        Ok(to_js(&list)?)
    }

    /// American: `seat` (whose turn it is, in `phase`: `drawn`, `exposed`, …) exchanges the
    /// natural `natural` for a joker in exposure `meld` of `owner`; the four hands after it.
    #[wasm_bindgen(js_name = exchangeJoker)]
    pub fn exchange_joker(
        &self,
        hands: Vec<Hand>,
        seat_number: u32,
        phase: &str,
        owner: u32,
        meld: usize,
        natural: &str,
    ) -> core::result::Result<Vec<Hand>, JsValue> {
        let mut hands = hands4(hands)?;
        let turn = Turn::new(seat(seat_number)?, by_variant("turn phase", phase)?);
        let x = core_rules::exchange_joker(&self.inner, &hands, turn, seat(owner)?, meld, tile(natural)?)
            .map_err(rules_failed)?;
        x.apply(&mut hands);
        Ok(hands.into_iter().map(|inner| Hand { inner }).collect())
    }

    /// American: why a hand is dead (`null` when it is live), from the card, the turn phase and
    /// the tiles seen outside the hand (any notation).
    #[wasm_bindgen(js_name = americanDeadHand, unchecked_return_type = "string | null")]
    pub fn american_dead_hand(&self, card: &Card, hand: &Hand, phase: &str, visible: Option<String>) -> JsResult {
        let visible = crate::card::visible_tiles(visible.as_deref().unwrap_or(""))?;
        let mut counts = [0u8; Tile::COUNT];
        for t in &visible {
            counts[t.index() as usize] += 1;
        }
        let phase: TurnPhase = by_variant("turn phase", phase)?;
        let r = core_rules::american_dead_hand(&self.inner, card.core(), &hand.inner, phase, &counts)
            .map_err(rules_failed)?;
        Ok(r.map_or(JsValue::NULL, |r| JsValue::from_str(r.name())))
    }

    /// A Charleston pass (`first_right`, …): each seat passes `passes[seat]` (tile texts) and
    /// receives `received[seat]`; the four hands after it.
    #[wasm_bindgen(js_name = charlestonPass)]
    pub fn charleston_pass(
        &self,
        hands: Vec<Hand>,
        pass: &str,
        #[wasm_bindgen(unchecked_param_type = "string[][]")] passes_out: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[][]")] received: JsValue,
    ) -> core::result::Result<Vec<Hand>, JsValue> {
        let hands = hands4(hands)?;
        let p = charleston_pass(pass)?;
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
    pub fn seat_wind(&self, seat_number: u32, dealer: u32) -> core::result::Result<String, JsValue> {
        let w = Round::start(seat(dealer)?).seat_wind(&self.inner, seat(seat_number)?).map_err(rules_failed)?;
        Ok(w.name().to_string())
    }

    /// The next hand after one that `winner` won (`null`: a wall game): the core's `Round`
    /// (`prevailing`, `dealer`, `first_dealer`, `finished`).
    #[wasm_bindgen(js_name = nextRound, unchecked_return_type = "Json")]
    pub fn next_round(&self, prevailing: &str, dealer: u32, first_dealer: u32, winner: Option<u32>) -> JsResult {
        let round = Round {
            prevailing: wind(prevailing)?,
            dealer: seat(dealer)?,
            first_dealer: seat(first_dealer)?,
            finished: false,
        };
        let result = match winner {
            None => HandResult::WallGame,
            Some(s) => HandResult::Won(seat(s)?),
        };
        let next = core_rules::next_round(&self.inner, round, result).map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({
            "prevailing": next.prevailing.name(),
            "dealer": next.dealer.index(),
            "first_dealer": next.first_dealer.index(),
            "finished": next.finished,
        }))?)
    }

    /// Stacks in each player's wall.
    #[wasm_bindgen(js_name = wallStacks)]
    pub fn wall_stacks(&self, flowers: bool) -> u8 {
        core_rules::wall_stacks(&self.inner, flowers)
    }

    /// Tiles left in the live wall and the Kong Box after the deal from a set of `total` tiles.
    #[wasm_bindgen(js_name = wallAfterDeal, unchecked_return_type = "{ live: number, kong_box: number }")]
    pub fn wall_after_deal(&self, total: u16) -> JsResult {
        Ok(to_js(&Wall::after_deal(&self.inner, total))?)
    }

    /// Where the wall is broken: `{ breaker, wall, stack }` from the dice or throws.
    #[wasm_bindgen(js_name = breakWall, unchecked_return_type = "{ breaker: number, wall: number, stack: number }")]
    pub fn break_wall(&self, dealer: u32, stacks_per_wall: u8, first: u8, second: u8) -> JsResult {
        let b =
            core_rules::break_wall(&self.inner, seat(dealer)?, stacks_per_wall, first, second).map_err(rules_failed)?;
        Ok(to_js(&serde_json::json!({ "breaker": b.breaker.index(), "wall": b.wall.index(), "stack": b.stack }))?)
    }

    /// Tiles the deal takes from the wall.
    #[wasm_bindgen(js_name = tilesDealt)]
    pub fn tiles_dealt(&self) -> u16 {
        core_rules::tiles_dealt(&self.inner)
    }

    /// The seat receiving each tile, in the order the tiles leave the wall.
    #[wasm_bindgen(js_name = dealOrder)]
    pub fn deal_order(&self, dealer: u32) -> core::result::Result<Vec<u8>, JsValue> {
        let d = core_rules::deal_order(&self.inner, seat(dealer)?).map_err(rules_failed)?;
        Ok(d.seats().iter().map(|s| s.index()).collect())
    }
}

impl Table {
    fn discard(&self, t: &str, discarder: u32, latest: Option<bool>) -> Result<Discard> {
        let d = Discard::latest(tile(t)?, seat(discarder)?);
        Ok(match latest {
            Some(l) => Discard { latest: l, ..d },
            None => d,
        })
    }

    fn facts(&self, hand: &CoreHand, caller: Seat, d: &Discard, facts: &JsValue) -> Result<CallFacts> {
        match call_facts(facts)? {
            Some(f) => Ok(f),
            None => assumed_call_facts(&self.inner, hand, caller, d).map_err(rules_failed),
        }
    }
}

/// Tiles dealt to `seat` when `dealer` deals.
#[wasm_bindgen(js_name = dealtTiles)]
pub fn dealt_tiles(seat_number: u32, dealer: u32) -> core::result::Result<u8, JsValue> {
    Ok(core_rules::dealt_tiles(seat(seat_number)?, seat(dealer)?))
}
