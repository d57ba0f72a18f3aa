//! `mahjong score --rules mcr`: the Chinese Official rules (fans, total, the 8-point minimum).
use crate::common::{Failure, Output, json};
use mahjong_core::mcr::{self, McrScore};
use mahjong_core::{Hand, TileSet, Wind};
use serde_json::{Value, json};

/// Scores `text` under the Chinese Official rules. `flowers`: whether the set has flowers and
/// seasons (`--no-flowers` makes a flower in the hand an error).
pub fn score(
    text: &str,
    seat: Option<Wind>,
    prevailing: Option<Wind>,
    flowers: bool,
    as_json: bool,
) -> Result<Output, Failure> {
    let mut hand: Hand = crate::common::read_hand(text, &TileSet::any())?;
    let mut ctx = *hand.context();
    if let Some(s) = seat {
        ctx.seat = s;
    }
    if let Some(p) = prevailing {
        ctx.prevailing = p;
    }
    hand.set_context(ctx);
    let s = mcr::score_in(&hand, flowers).map_err(|e| Failure::input(format!("{text}: {e}")))?;
    if as_json {
        let mut v = serde_json::to_value(s).map_err(|e| Failure::input(e.to_string()))?;
        if let Value::Object(m) = &mut v {
            m.insert("rules".into(), json!(mcr::RULES_NAME));
            m.insert("seat".into(), json!(ctx.seat.name()));
            m.insert("prevailing".into(), json!(ctx.prevailing.name()));
        }
        return Ok(json(&v)?.into());
    }
    Ok(text_of(&s).into())
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
