//! `mahjong score --rules mcr`, `mahjong tiles-away --rules mcr`, `mahjong waits --rules mcr`:
//! the Chinese Official rules (fans, total, the 8-point minimum; tiles away and waits form by
//! form).
use crate::batch;
use crate::common::{Failure, Output, json};
use mahjong_core::mcr::{self, HandForm, McrScore};
use mahjong_core::{Hand, Tile, TileSet, Wind};
use serde_json::{Value, json};

/// Scores one hand under the Chinese Official rules, with the winds of `--seat-wind` and
/// `--prevailing` in place of the hand's own: the score and its JSON object.
fn score_one(
    hand: &mut Hand,
    seat_wind: Option<Wind>,
    prevailing: Option<Wind>,
    flowers: bool,
) -> Result<(McrScore, serde_json::Map<String, Value>), mcr::McrError> {
    let mut ctx = *hand.context();
    if let Some(s) = seat_wind {
        ctx.seat_wind = s;
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
    m.insert("rules".into(), json!(mahjong_core::standard::RuleProfile::Mcr.name()));
    m.insert("seat_wind".into(), json!(ctx.seat_wind.name()));
    m.insert("prevailing".into(), json!(ctx.prevailing.name()));
    Ok((s, m))
}

/// Scores `text` under the Chinese Official rules, or, with `source`, one hand per line of a
/// file or standard input. `flowers`: whether the set has flowers and seasons (`--no-flowers`
/// makes a flower in the hand an error).
pub fn score(
    text: &str,
    source: Option<batch::Source<'_>>,
    seat_wind: Option<Wind>,
    prevailing: Option<Wind>,
    flowers: bool,
    as_json: bool,
) -> Result<Output, Failure> {
    if let Some(source) = source {
        return batch::run(source, as_json, |line| {
            let mut hand = Hand::parse_in(line, &TileSet::any())?;
            let (s, json) = score_one(&mut hand, seat_wind, prevailing, flowers).map_err(batch::LineError::whole)?;
            Ok(batch::LineResult { text: s.to_string(), json })
        });
    }
    let mut hand: Hand = crate::common::read_hand(text, &TileSet::any())?;
    let (s, m) =
        score_one(&mut hand, seat_wind, prevailing, flowers).map_err(|e| Failure::input(format!("{text}: {e}")))?;
    if as_json {
        return Ok(json(&Value::Object(m))?.into());
    }
    Ok(text_of(&s).into())
}

/// The fans, one a line with their points, then the score in the core's words
/// (`McrScore`'s `Display`).
fn text_of(s: &McrScore) -> String {
    let mut out = String::new();
    for (f, n) in s.fans() {
        let fan = mcr::CountedFan(f, n);
        out.push_str(&format!("{:<44}{:>4}\n", fan.to_string(), fan.points()));
    }
    out.push_str(&s.to_string());
    out
}

/// The forms open to the hand with their tiles away, by the core's names:
/// `regular 1, seven_pairs 6, …` (a form melds close is left out).
fn away_forms(a: &mcr::McrTilesAway) -> String {
    let forms: Vec<String> =
        HandForm::ALL.into_iter().filter_map(|f| a.form(f).map(|n| format!("{} {n}", f.name()))).collect();
    forms.join(", ")
}

fn tile_list(tiles: impl Iterator<Item = Tile>) -> String {
    let v: Vec<String> = tiles.map(|t| t.to_string()).collect();
    if v.is_empty() { "none".to_string() } else { v.join(" ") }
}

fn away_line(a: &mcr::McrTilesAway) -> String {
    format!("tiles away {}; best {}; improving {}", away_forms(a), a.best(), tile_list(a.improving_tiles()))
}

fn away_text(a: &mcr::McrTilesAway) -> String {
    format!("tiles away: {}; best {}\nimproving: {}", away_forms(a), a.best(), tile_list(a.improving_tiles()))
}

fn invalid(text: &str, e: mcr::McrError) -> Failure {
    Failure::input(format!("cannot use {}: {e}", mahjong_core::error::Quoted(text)))
}

/// `mahjong tiles-away --rules mcr`: tiles away of a 13-tile hand in each form, or, with
/// `source`, of one hand per line.
pub fn tiles_away(text: &str, source: Option<batch::Source<'_>>, as_json: bool) -> Result<Output, Failure> {
    if let Some(source) = source {
        return batch::run(source, as_json, |line| {
            let hand = Hand::parse_in(line, &TileSet::any())?;
            let a = mcr::tiles_away(&hand).map_err(batch::LineError::whole)?;
            let mut json = serde_json::Map::new();
            json.insert("rules".into(), json!(mahjong_core::standard::RuleProfile::Mcr.name()));
            json.insert("tiles_away".into(), json!(a));
            Ok(batch::LineResult { text: away_line(&a), json })
        });
    }
    let hand = crate::common::read_hand(text, &TileSet::any())?;
    let a = mcr::tiles_away(&hand).map_err(|e| invalid(text, e))?;
    if as_json {
        let v = json!({ "hand": hand.to_string(), "rules": mahjong_core::standard::RuleProfile::Mcr.name(), "tiles_away": json!(a) });
        return Ok(json(&v)?.into());
    }
    Ok(format!("{hand} under {} rules\n{}", mahjong_core::standard::RuleProfile::Mcr.name(), away_text(&a)).into())
}

/// `mahjong waits --rules mcr`: the winning tiles of a 13-tile hand with the forms each
/// completes, and tiles away; or, with `source`, of one hand per line.
pub fn waits(text: &str, source: Option<batch::Source<'_>>, as_json: bool) -> Result<Output, Failure> {
    if let Some(source) = source {
        return batch::run(source, as_json, |line| {
            let hand = Hand::parse_in(line, &TileSet::any())?;
            let w = mcr::waits(&hand).map_err(batch::LineError::whole)?;
            let a = mcr::tiles_away(&hand).map_err(batch::LineError::whole)?;
            let mut json = serde_json::Map::new();
            json.insert("rules".into(), json!(mahjong_core::standard::RuleProfile::Mcr.name()));
            json.insert("waits".into(), json!(w));
            json.insert("tiles_away".into(), json!(a));
            Ok(batch::LineResult { text: format!("waits {}; {}", tile_list(w.tiles()), away_line(&a)), json })
        });
    }
    let hand = crate::common::read_hand(text, &TileSet::any())?;
    let w = mcr::waits(&hand).map_err(|e| invalid(text, e))?;
    let a = mcr::tiles_away(&hand).map_err(|e| invalid(text, e))?;
    if as_json {
        let v = json!({
            "hand": hand.to_string(),
            "rules": mahjong_core::standard::RuleProfile::Mcr.name(),
            "waits": json!(w),
            "tiles_away": json!(a),
        });
        return Ok(json(&v)?.into());
    }
    let mut out = format!(
        "{hand} under {} rules: waits {}",
        mahjong_core::standard::RuleProfile::Mcr.name(),
        tile_list(w.tiles())
    );
    for t in w.tiles() {
        let forms: Vec<&str> = w.forms(t).map(HandForm::name).collect();
        out.push_str(&format!("\n  {t}: {}", forms.join(", ")));
    }
    out.push('\n');
    out.push_str(&away_text(&a));
    Ok(out.into())
}
