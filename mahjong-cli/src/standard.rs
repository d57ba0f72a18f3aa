//! `mahjong decompose`, `mahjong waits`, `mahjong tiles-away`: four sets and a pair under a
//! rule profile (classical, British, two- or three-player); `--rules mcr` goes to `mcr.rs`.
use crate::batch;
use crate::common::{Failure, Output, json, parse_error};
use mahjong_core::error::Quoted;
use mahjong_core::standard::{self, RuleProfile, SpecialHand, StandardError, TilesAway};
use mahjong_core::{Hand, Tile};

/// Every way to read a 14-tile hand as four sets and a pair, and its special hands.
#[derive(clap::Args, Debug)]
pub struct DecomposeArgs {
    /// The hand, e.g. "11123456789999m" or "123m456p789s11z [555z]".
    hand: String,
    /// Rule profile: classical, british, two_player or three_player.
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
}

/// The tiles that complete a 13-tile hand, standard or special, and how far it is from calling.
#[derive(clap::Args, Debug)]
#[command(after_help = crate::batch::HELP)]
pub struct WaitsArgs {
    #[command(flatten)]
    hands: crate::batch::Hands,
    /// Rule profile: classical, british, two_player, three_player, or mcr (the Chinese Official
    /// rules: the forms each tile completes).
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
}

/// Tiles away (shanten: -1 complete, 0 calling) of a 13- or 14-tile hand, with improving tiles.
#[derive(clap::Args, Debug)]
#[command(after_help = crate::batch::HELP)]
pub struct TilesAwayArgs {
    #[command(flatten)]
    hands: crate::batch::Hands,
    /// Rule profile: classical, british, two_player, three_player, or mcr (the Chinese Official
    /// rules: tiles away in each of their forms, 13 tiles).
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
}

fn profile(name: &str) -> Result<RuleProfile, Failure> {
    crate::common::named("--rules", name)
}

fn read(text: &str) -> Result<Hand, Failure> {
    Hand::parse(text).map_err(|e| parse_error(text, &e))
}

fn invalid(text: &str, e: StandardError) -> Failure {
    Failure::input(format!("cannot use {}: {e}", Quoted(text)))
}

fn tile_list(tiles: impl Iterator<Item = Tile>) -> String {
    let v: Vec<String> = tiles.map(|t| t.to_string()).collect();
    if v.is_empty() { "none".to_string() } else { v.join(" ") }
}

fn set_text(s: &standard::StandardSet) -> String {
    let tiles: String = s.tiles().iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ");
    let place = match s.meld_status() {
        None => "concealed".to_string(),
        Some(st) => format!("{} meld", st.name()),
    };
    format!("{} {tiles} ({place})", s.kind().name())
}

/// `mahjong decompose`.
pub fn decompose(args: DecomposeArgs, as_json: bool) -> Result<Output, Failure> {
    let rules = profile(&args.rules)?;
    let hand = read(&args.hand)?;
    let mut found = Vec::new();
    standard::decompose(&hand, rules, |d| found.push(*d)).map_err(|e| invalid(&args.hand, e))?;
    let winning = standard::is_winning(&hand, rules).map_err(|e| invalid(&args.hand, e))?;
    let special = standard::special_hands(&hand, rules).map_err(|e| invalid(&args.hand, e))?;
    if as_json {
        let v = serde_json::json!({
            "hand": hand.to_string(),
            "rules": rules,
            "winning": winning,
            "decompositions": found,
            "special_hands": special,
        });
        return Ok(json(&v)?.into());
    }
    let mut out = format!(
        "{} under {} rules: {} decomposition{}; {}",
        hand,
        rules.label(),
        found.len(),
        if found.len() == 1 { "" } else { "s" },
        if winning { "winning" } else { "not winning" }
    );
    for (k, d) in found.iter().enumerate() {
        let sets: Vec<String> = d.sets().iter().map(set_text).collect();
        out.push_str(&format!("\n{}. {} + pair {} {}", k + 1, sets.join(", "), d.pair(), d.pair()));
    }
    let names: Vec<String> = special.iter().map(|h| format!("{} ({})", h.label(), h.value().label())).collect();
    out.push_str(&format!("\nspecial hands: {}", if names.is_empty() { "none".to_string() } else { names.join(", ") }));
    Ok(out.into())
}

/// Each form's tiles away, standard first, then each special hand whose tiles away the core
/// counts, by the core's name and order: `standard 1, Thirteen Unique Wonders 9`…
fn away_forms(a: &TilesAway) -> String {
    let mut forms = vec![format!("standard {}", a.standard())];
    forms.extend(SpecialHand::ALL.into_iter().filter_map(|h| a.special(h).map(|n| format!("{} {n}", h.label()))));
    forms.join(", ")
}

fn away_text(a: &TilesAway) -> String {
    format!("tiles away: {}; best {}\nimproving: {}", away_forms(a), a.best(), tile_list(a.improving_tiles()))
}

/// Tiles away on one line: `standard 1, Thirteen Unique Wonders 9; best 1; improving 1m 4m`.
fn away_summary(a: &TilesAway) -> String {
    format!("tiles away {}; best {}; improving {}", away_forms(a), a.best(), tile_list(a.improving_tiles()))
}

/// Runs `waits` or `tiles-away`: under `--rules mcr` the Chinese Official command (`mcr`)
/// answers; with a file or `-`, `line` answers each hand; otherwise `one` answers the hand (with
/// its text, for errors).
fn analyse(
    hands: &batch::Hands,
    rules: &str,
    as_json: bool,
    mcr: fn(&str, Option<batch::Source<'_>>, bool) -> Result<Output, Failure>,
    line: impl Fn(&Hand, RuleProfile) -> Result<batch::LineResult, batch::LineError>,
    one: impl FnOnce(&str, &Hand, RuleProfile) -> Result<Output, Failure>,
) -> Result<Output, Failure> {
    let (text, source, rules) = (hands.text(), hands.source(), profile(rules)?);
    if rules == RuleProfile::Mcr {
        return mcr(text, source, as_json);
    }
    match source {
        Some(source) => batch::run(source, as_json, |t| line(&Hand::parse(t)?, rules)),
        None => one(text, &read(text)?, rules),
    }
}

/// `mahjong waits`.
pub fn waits(args: WaitsArgs, as_json: bool) -> Result<Output, Failure> {
    let one = |hand_text: &str, hand: &Hand, rules| waits_one(hand_text, hand, rules, as_json);
    analyse(&args.hands, &args.rules, as_json, crate::mcr::waits, waits_line, one)
}

fn waits_line(hand: &Hand, rules: RuleProfile) -> Result<batch::LineResult, batch::LineError> {
    let w = standard::waits(hand, rules).map_err(batch::LineError::whole)?;
    let away = standard::tiles_away_if_counted(hand, rules).map_err(batch::LineError::whole)?;
    let mut text = format!("waits {}", tile_list(w.iter()));
    match &away {
        Some(a) => text.push_str(&format!("; {}", away_summary(a))),
        None => text.push_str("; tiles away none (more chows melded than the rules allow)"),
    }
    let mut json = serde_json::Map::new();
    json.insert("rules".into(), serde_json::json!(rules));
    json.insert("calling".into(), serde_json::json!(w.is_calling()));
    json.insert("waits".into(), serde_json::to_value(w).map_err(batch::LineError::whole)?);
    json.insert("tiles_away".into(), serde_json::to_value(away).map_err(batch::LineError::whole)?);
    Ok(batch::LineResult { text, json })
}

fn waits_one(hand_text: &str, hand: &Hand, rules: RuleProfile, as_json: bool) -> Result<Output, Failure> {
    let w = standard::waits(hand, rules).map_err(|e| invalid(hand_text, e))?;
    // Melded chows past the profile's limit leave no tiles-away number (and no waits).
    let away = standard::tiles_away_if_counted(hand, rules).map_err(|e| invalid(hand_text, e))?;
    if as_json {
        let v = serde_json::json!({
            "hand": hand.to_string(),
            "rules": rules,
            "calling": w.is_calling(),
            "waits": w,
            "tiles_away": away,
        });
        return Ok(json(&v)?.into());
    }
    let mut out = format!("{} under {} rules: waits {}", hand, rules.label(), tile_list(w.iter()));
    out.push_str(if w.is_calling() { "\ncalling: yes — one for Mah Jong" } else { "\ncalling: no" });
    for t in w.iter() {
        let mut forms: Vec<&str> = Vec::new();
        if w.completes_standard(t) {
            forms.push("standard");
        }
        forms.extend(w.special_hands(t).iter().map(|h| h.label()));
        out.push_str(&format!("\n  {t}: {}", forms.join(", ")));
    }
    out.push('\n');
    match &away {
        Some(a) => out.push_str(&away_text(a)),
        None => out.push_str(&format!(
            "tiles away: none — more chows melded than {} rules allow ({})",
            rules.label(),
            rules.max_chows()
        )),
    }
    Ok(out.into())
}

/// `mahjong tiles-away`.
pub fn tiles_away(args: TilesAwayArgs, as_json: bool) -> Result<Output, Failure> {
    let line = |hand: &Hand, rules| {
        let away = standard::tiles_away(hand, rules).map_err(batch::LineError::whole)?;
        let mut json = serde_json::Map::new();
        json.insert("rules".into(), serde_json::json!(rules));
        json.insert("tiles_away".into(), serde_json::to_value(away).map_err(batch::LineError::whole)?);
        Ok(batch::LineResult { text: away_summary(&away), json })
    };
    let one = |hand_text: &str, hand: &Hand, rules: RuleProfile| {
        let away = standard::tiles_away(hand, rules).map_err(|e| invalid(hand_text, e))?;
        if as_json {
            let v = serde_json::json!({ "hand": hand.to_string(), "rules": rules, "tiles_away": away });
            return Ok(json(&v)?.into());
        }
        Ok(format!("{} under {} rules\n{}", hand, rules.label(), away_text(&away)).into())
    };
    analyse(&args.hands, &args.rules, as_json, crate::mcr::tiles_away, line, one)
}
