//! Four sets and a pair (decompositions, waits, tiles away), scoring and settlement, and the
//! Chinese Official rules (MCR).
use crate::{Hand, Result, thrown, to_js};
use mahjong_core::args::Limit;
use mahjong_core::rules::limits::DISCARD_CHOICES;
use mahjong_core::scoring::{self, AmericanRules, AmericanWin, ScoreRules};
use mahjong_core::standard::{self, RuleProfile, StandardError};
use mahjong_core::{Wind, mcr};
use serde_json::json;
use wasm_bindgen::prelude::*;

type JsResult = core::result::Result<JsValue, JsValue>;

fn profile(name: &str) -> Result<RuleProfile> {
    crate::name(name)
}

pub(crate) fn hand_failed(e: StandardError) -> crate::Thrown {
    thrown("HandError", e)
}

fn score_failed(e: scoring::ScoreError) -> crate::Thrown {
    thrown("ScoreError", e)
}

fn mcr_failed(e: mcr::McrError) -> crate::Thrown {
    thrown("HandError", e)
}

fn wind(name: &str) -> Result<Wind> {
    crate::name(name)
}

/// Whether a 14-tile hand is complete (four sets and a pair, or a special hand) under the rule
/// profile `rules` (`classical`, `british`, `two-player`, `three-player`).
#[wasm_bindgen(js_name = isWinning)]
pub fn is_winning(hand: &Hand, rules: &str) -> core::result::Result<bool, JsValue> {
    Ok(standard::is_winning(&hand.inner, profile(rules)?).map_err(hand_failed)?)
}

/// Whether the winning tile (the hand's context names it) was the only tile that completed the
/// hand.
#[wasm_bindgen(js_name = onlyPossibleTile)]
pub fn only_possible_tile(hand: &Hand, rules: &str) -> core::result::Result<bool, JsValue> {
    Ok(standard::only_possible_tile(&hand.inner, profile(rules)?).map_err(hand_failed)?)
}

/// Every way to read a 14-tile hand as four sets and a pair, and its special hands:
/// `{ hand, rules, winning, decompositions, special_hands }`.
#[wasm_bindgen(unchecked_return_type = "Json")]
pub fn decompose(hand: &Hand, rules: &str) -> JsResult {
    let rules = profile(rules)?;
    let h = &hand.inner;
    let mut found = Vec::new();
    standard::decompose(h, rules, |d| found.push(*d)).map_err(hand_failed)?;
    let winning = standard::is_winning(h, rules).map_err(hand_failed)?;
    let special = standard::special_hands(h, rules).map_err(hand_failed)?;
    Ok(to_js(&json!({
        "hand": h.to_string(),
        "rules": rules,
        "winning": winning,
        "decompositions": found,
        "special_hands": special,
    }))?)
}

/// The tiles that complete a 13-tile hand and its tiles away:
/// `{ hand, rules, calling, waits, tiles_away }` (`tiles_away` is `null` when more chows are
/// melded than the rules allow).
#[wasm_bindgen(unchecked_return_type = "Json")]
pub fn waits(hand: &Hand, rules: &str) -> JsResult {
    let rules = profile(rules)?;
    let h = &hand.inner;
    let w = standard::waits(h, rules).map_err(hand_failed)?;
    let away = standard::tiles_away_if_counted(h, rules).map_err(hand_failed)?;
    Ok(to_js(&json!({
        "hand": h.to_string(),
        "rules": rules,
        "calling": w.is_calling(),
        "waits": w,
        "tiles_away": away,
    }))?)
}

/// Tiles away (shanten: -1 complete, 0 calling) of a 13- or 14-tile hand in each form, with the
/// improving tiles.
#[wasm_bindgen(js_name = tilesAway, unchecked_return_type = "Json")]
pub fn tiles_away(hand: &Hand, rules: &str) -> JsResult {
    Ok(to_js(&standard::tiles_away(&hand.inner, profile(rules)?).map_err(hand_failed)?)?)
}

/// The discards of a hand under a rule profile, best first, with improving tiles and chances.
#[wasm_bindgen(js_name = adviseStandardDiscard, unchecked_return_type = "Json[]")]
pub fn advise_standard_discard(hand: &Hand, rules: &str, visible: Option<String>) -> JsResult {
    let rules = profile(rules)?;
    let visible = crate::card::visible_tiles(visible.as_deref().unwrap_or(""))?;
    let mut out = [standard::advice::StandardDiscard::EMPTY; DISCARD_CHOICES];
    let n = standard::advice::discard_advice(&hand.inner, rules, &visible, &mut out)
        .map_err(|e| thrown("AdviceError", e))?;
    Ok(to_js(&out[..n])?)
}

/// The scoring rules `profile` (`classical`, `british`, `two-player`, `three-player`) with the
/// core's limit and flowers unless given.
fn score_rules(profile: &str, limit: Option<f64>, flowers_and_seasons: Option<bool>) -> Result<ScoreRules> {
    let p: RuleProfile = crate::name(profile)?;
    let mut rules = ScoreRules::new(p);
    if let Some(l) = limit {
        rules = rules.with_limit(crate::number("limit", l, Limit::SCORE_LIMIT)?);
    }
    if let Some(f) = flowers_and_seasons {
        rules = rules.with_flowers_and_seasons(f);
    }
    rules.check().map_err(score_failed)?;
    Ok(rules)
}

/// The score of a winning hand (its context gives seat, prevailing wind and how it won): the
/// breakdown and the total.
#[wasm_bindgen(unchecked_return_type = "Json")]
pub fn score(hand: &Hand, profile: &str, limit: Option<f64>, flowers_and_seasons: Option<bool>) -> JsResult {
    let rules = score_rules(profile, limit, flowers_and_seasons)?;
    Ok(to_js(&scoring::score(&hand.inner, &rules).map_err(score_failed)?)?)
}

/// The score of a losing hand at the end of a hand.
#[wasm_bindgen(js_name = scoreLosingHand, unchecked_return_type = "Json")]
pub fn score_losing_hand(
    hand: &Hand,
    profile: &str,
    limit: Option<f64>,
    flowers_and_seasons: Option<bool>,
) -> JsResult {
    let rules = score_rules(profile, limit, flowers_and_seasons)?;
    Ok(to_js(&scoring::score_losing_hand(&hand.inner, &rules).map_err(score_failed)?)?)
}

/// Who pays whom from the four hand scores (East, South, West, North) and the winner's wind
/// (`null` for a wall game): the payments table and each seat's net.
#[wasm_bindgen(unchecked_return_type = "Json")]
pub fn settle(
    profile: &str,
    winner: Option<String>,
    #[wasm_bindgen(unchecked_param_type = "number[]")] scores: Vec<f64>,
    limit: Option<f64>,
) -> JsResult {
    let rules = score_rules(profile, limit, None)?;
    let scores: Vec<u32> = scores.iter().map(|&n| crate::number("scores", n, Limit::U32)).collect::<Result<_>>()?;
    let scores = mahjong_core::rules::args::per_seat("scores", &scores).map_err(|e| thrown("ArgumentError", e))?;
    let winner = winner.as_deref().map(wind).transpose()?;
    let p = scoring::settle(&rules, winner, scores).map_err(score_failed)?;
    Ok(to_js(&json!({ "payments": p, "nets": p.nets() }))?)
}

/// American Mah Jongg payments: `win` is the core's `AmericanWin` as a plain object (`winner`,
/// `value`, `by`, `discarder`, `jokerless`, … with the core's field names), `rules` the core's
/// `AmericanRules` (`format`, `discarder_pays_all`).
#[wasm_bindgen(js_name = settleAmerican, unchecked_return_type = "Json")]
pub fn settle_american(
    #[wasm_bindgen(unchecked_param_type = "Json")] win: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Json")] rules: JsValue,
) -> JsResult {
    let win: AmericanWin = crate::from_js("win", &win)?;
    let rules: AmericanRules = crate::from_js("rules", &rules)?;
    Ok(to_js(&scoring::settle_american(&win, &rules).map_err(score_failed)?)?)
}

/// The score of a winning hand under the Chinese Official rules (MCR): its form, fans and total.
#[wasm_bindgen(js_name = mcrScore, unchecked_return_type = "Json")]
pub fn mcr_score(hand: &Hand, flowers_and_seasons: Option<bool>) -> JsResult {
    let s = match flowers_and_seasons {
        Some(f) => mcr::score_in(&hand.inner, f),
        None => mcr::score(&hand.inner),
    };
    Ok(to_js(&s.map_err(mcr_failed)?)?)
}

/// Whether a hand wins under the Chinese Official rules (MCR).
#[wasm_bindgen(js_name = mcrIsWinning)]
pub fn mcr_is_winning(hand: &Hand) -> core::result::Result<bool, JsValue> {
    Ok(mcr::is_winning(&hand.inner).map_err(mcr_failed)?)
}
