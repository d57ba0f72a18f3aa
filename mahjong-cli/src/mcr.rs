//! `mahjong score --rules mcr`: the Chinese Official rules (fans, total, the 8-point minimum).
use crate::batch;
use crate::common::{Failure, Output, json};
use mahjong_core::mcr::{self, McrScore};
use mahjong_core::{Hand, TileSet, Wind};
use serde_json::{Value, json};

/// Scores one hand under the Chinese Official rules, with the winds of `--seat` and
/// `--prevailing` in place of the hand's own: the score as text and as a JSON object.
fn score_one(
    hand: &mut Hand,
    seat: Option<Wind>,
    prevailing: Option<Wind>,
    flowers: bool,
) -> Result<(String, serde_json::Map<String, Value>), mcr::McrError> {
    let mut ctx = *hand.context();
    if let Some(s) = seat {
        ctx.seat = s;
    }
    if let Some(p) = prevailing {
        ctx.prevailing = p;
    }
    hand.set_context(ctx);
    let s = mcr::score_in(hand, flowers)?;
    let mut m = match serde_json::to_value(s) {
        Ok(Value::Object(m)) => m,
        _ => serde_json::Map::new(),
    };
    m.insert("rules".into(), json!(mcr::RULES_NAME));
    m.insert("seat".into(), json!(ctx.seat.name()));
    m.insert("prevailing".into(), json!(ctx.prevailing.name()));
    Ok((text_of(&s), m))
}

/// Scores `text` under the Chinese Official rules, or, with `source`, one hand per line of a
/// file or standard input. `flowers`: whether the set has flowers and seasons (`--no-flowers`
/// makes a flower in the hand an error).
pub fn score(
    text: &str,
    source: Option<batch::Source<'_>>,
    seat: Option<Wind>,
    prevailing: Option<Wind>,
    flowers: bool,
    as_json: bool,
) -> Result<Output, Failure> {
    if let Some(source) = source {
        return batch::run(source, as_json, |line| {
            let mut hand = Hand::parse_in(line, &TileSet::any())?;
            let (_, json) = score_one(&mut hand, seat, prevailing, flowers).map_err(batch::LineError::whole)?;
            let summary = format!(
                "total {}, {} meet the 8-point minimum",
                json.get("total").and_then(Value::as_u64).unwrap_or_default(),
                if json.get("meets_minimum").and_then(Value::as_bool).unwrap_or(false) { "does" } else { "does not" }
            );
            Ok(batch::LineResult { text: summary, json })
        });
    }
    let mut hand: Hand = crate::common::read_hand(text, &TileSet::any())?;
    let (out, m) =
        score_one(&mut hand, seat, prevailing, flowers).map_err(|e| Failure::input(format!("{text}: {e}")))?;
    if as_json {
        return Ok(json(&Value::Object(m))?.into());
    }
    Ok(out.into())
}

fn text_of(s: &McrScore) -> String {
    let mut out = String::new();
    for (f, n) in s.fans() {
        let times = if n > 1 { format!(" x{n}") } else { String::new() };
        let line = format!("{} ({}){times}", f.name(), f.chinese());
        out.push_str(&format!("{line:<44}{:>4}\n", f.points() as u32 * n as u32));
    }
    let minimum = if s.meets_minimum() {
        "meets the 8-point minimum".to_string()
    } else {
        format!("below the {}-point minimum: not a winning hand", mcr::MINIMUM_POINTS)
    };
    out.push_str(&format!(
        "total {} ({} in fans, {} for flowers; {}; form {})",
        s.total(),
        s.fan_points(),
        s.flowers(),
        minimum,
        s.form().name()
    ));
    out
}
