//! `mahjong odds`, `mahjong advise`: exact odds of the card's lines, the best discard, the best
//! Charleston pass, and standard discard advice.
use crate::american::{CardChoice, load, nearest_text, read, tiles_text};
use crate::common::{Failure, Output, json, parse_error, read_tiles};
use mahjong_core::Hand;
use mahjong_core::american::advice::{
    AdviceError, DEFAULT_DRAWS, DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking,
};
use mahjong_core::rules::limits::DISCARD_CHOICES;
use mahjong_core::standard::RuleProfile;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};
use std::path::PathBuf;

/// The exact odds of the American card's lines for a 13- or 14-tile hand.
#[derive(clap::Args, Debug)]
pub struct OddsArgs {
    /// The hand, e.g. "FF 2026c 2026b 202d" (exposures in [ ]).
    hand: String,
    /// Tiles seen outside the hand (discards, other players' exposures), e.g. "2026c NN J".
    #[arg(long, default_value = "")]
    visible: String,
    /// The player's draws still to come; default: the draws left to one player in a fresh wall.
    #[arg(long, value_parser = crate::common::count(mahjong_core::advice::draws))]
    draws: Option<usize>,
    /// How many lines to show; default: every line with a chance.
    #[arg(short, long, value_parser = crate::common::count(mahjong_core::advice::k))]
    k: Option<usize>,
    /// A card file (TOML, or JSON when the name ends in .json); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
}

/// Advice: the best discard of a 14-tile American hand, the best Charleston pass (--pass), or
/// the best discard of a standard hand (--rules).
#[derive(clap::Args, Debug)]
pub struct AdviseArgs {
    /// The hand: 14 tiles for a discard, 13 (East 14) for a Charleston pass.
    hand: String,
    /// Tiles seen outside the hand (discards, other players' exposures).
    #[arg(long, default_value = "")]
    visible: String,
    /// The player's draws still to come (American); default: the draws left to one player in a
    /// fresh wall.
    #[arg(long, value_parser = crate::common::count(mahjong_core::advice::draws))]
    draws: Option<usize>,
    /// Advise a Charleston pass instead of a discard: its number 1–7 or name (first_right, …,
    /// courtesy).
    #[arg(long, value_name = "PASS")]
    pass: Option<String>,
    /// Rank discards by "odds" (ties by value) or "expected_points" (odds × value).
    #[arg(long, default_value = Ranking::default().name())]
    rank: String,
    /// A standard rule profile (classical, british, two_player, three_player): standard discard
    /// advice instead of the American card.
    #[arg(long)]
    rules: Option<String>,
    /// How many choices to show; default: all.
    #[arg(short, long)]
    k: Option<usize>,
    /// A card file (TOML, or JSON when the name ends in .json); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
}

fn advice_error(hand: &str, e: AdviceError) -> Failure {
    match e {
        AdviceError::Draws { .. } => Failure::input(format!("--draws: {e}")),
        AdviceError::Visible { .. } | AdviceError::NotInSet { .. } => Failure::input(format!("--visible: {e}")),
        AdviceError::NoRoom => Failure::input(format!("-k: {e}")),
        _ => Failure::input(format!("{hand}: {e}")),
    }
}

fn percent(p: f64) -> String {
    format!("{p:.6} ({:.2}%)", p * 100.0)
}

fn odds_text(i: usize, o: &LineOdds<'_>) -> String {
    let body = nearest_text(i, o.form());
    let (head, rest) = body.split_once('\n').unwrap_or((&body, ""));
    format!("{head}\n   odds:   {}, expected points {:.3}\n{rest}", percent(o.probability()), o.expected_points())
}

fn draws_text(draws: Option<usize>) -> String {
    match draws {
        Some(d) => format!("{d} draws"),
        None => format!("{DEFAULT_DRAWS} draws (a fresh wall)"),
    }
}

/// `mahjong odds`.
pub fn odds(args: OddsArgs, as_json: bool) -> Result<Output, Failure> {
    let choice: CardChoice = load(args.card.as_deref())?;
    let card = choice.card();
    let hand = read(&args.hand)?;
    let visible = read_tiles("--visible", &args.visible)?;
    let mut buf = vec![LineOdds::EMPTY; card.odds_room(args.k)];
    let n = card.odds(&hand, &visible, args.draws, &mut buf).map_err(|e| advice_error(&args.hand, e))?;
    let lines = &buf[..n];
    let text = if as_json {
        json(&serde_json::json!({
            "card": card.name(),
            "draws": args.draws.unwrap_or(DEFAULT_DRAWS),
            "lines": lines,
        }))?
    } else if lines.is_empty() {
        format!("no line of {} can be completed in {}", card.name(), draws_text(args.draws))
    } else {
        let mut out = format!("odds over {}:", draws_text(args.draws));
        for (i, o) in lines.iter().enumerate() {
            out.push('\n');
            out.push_str(&odds_text(i, o));
        }
        out
    };
    Ok(text.into())
}

/// `mahjong advise`.
pub fn advise(args: AdviseArgs, as_json: bool) -> Result<Output, Failure> {
    let visible = read_tiles("--visible", &args.visible)?;
    if let Some(name) = &args.rules {
        let rules: RuleProfile = crate::common::named("--rules", name)?;
        let hand = Hand::parse(&args.hand).map_err(|e| parse_error(&args.hand, &e))?;
        let mut buf = [StandardDiscard::EMPTY; DISCARD_CHOICES];
        let n = discard_advice(&hand, rules, &visible, &mut buf).map_err(|e| advice_error(&args.hand, e))?;
        let shown = &buf[..n.min(args.k.unwrap_or(n))];
        if as_json {
            return Ok(json(&serde_json::json!({ "rules": rules, "discards": shown }))?.into());
        }
        let mut out = format!("discards under {} rules:", rules.name());
        for (i, d) in shown.iter().enumerate() {
            let improving: Vec<String> = d.improving_tiles().map(|t| format!("{t}×{}", d.unseen(t))).collect();
            out.push_str(&format!(
                "\n{}. discard {}: {} away, {} improving copies of {} unseen, chance {}\n   improving: {}",
                i + 1,
                d.discard(),
                match d.tiles_away() {
                    -1 => "complete, 0 tiles".to_string(),
                    1 => "1 tile".to_string(),
                    a => format!("{a} tiles"),
                },
                d.improving_copies(),
                d.pool(),
                percent(d.chance()),
                if improving.is_empty() { "none".to_string() } else { improving.join(" ") }
            ));
        }
        return Ok(out.into());
    }
    let choice = load(args.card.as_deref())?;
    let card = choice.card();
    let hand = read(&args.hand)?;
    if let Some(pass) = &args.pass {
        let pass = crate::rules::charleston_pass(pass)?;
        let mut buf = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
        let n = card
            .charleston_advice(&hand, &visible, args.draws, pass, &mut buf)
            .map_err(|e| advice_error(&args.hand, e))?;
        let shown = &buf[..n.min(args.k.unwrap_or(n))];
        if as_json {
            return Ok(json(&serde_json::json!({
                "card": card.name(),
                "pass": pass.name(),
                "draws": args.draws.unwrap_or(DEFAULT_DRAWS),
                "choices": shown,
            }))?
            .into());
        }
        let mut out = format!("{} over {}:", pass.name(), draws_text(args.draws));
        for (i, a) in shown.iter().enumerate() {
            let blind = if a.blind() > 0 { format!(" and {} blind", a.blind()) } else { String::new() };
            let best = match a.best() {
                Some(b) => format!("{} #{} ({})", b.form().section(), b.form().number(), b.form().line_text()),
                None => "no line".to_string(),
            };
            out.push_str(&format!(
                "\n{}. pass {}{blind}: odds {}, best line {best}",
                i + 1,
                tiles_text(a.tiles()),
                percent(a.probability())
            ));
        }
        return Ok(out.into());
    }
    let ranking: Ranking = crate::common::named("--rank", &args.rank)?;
    let mut buf = [DiscardAdvice::EMPTY; DISCARD_CHOICES];
    let n =
        card.discard_advice(&hand, &visible, args.draws, ranking, &mut buf).map_err(|e| advice_error(&args.hand, e))?;
    let shown = &buf[..n.min(args.k.unwrap_or(n))];
    if as_json {
        return Ok(json(&serde_json::json!({
            "card": card.name(),
            "rank": ranking,
            "draws": args.draws.unwrap_or(DEFAULT_DRAWS),
            "discards": shown,
        }))?
        .into());
    }
    let mut out = format!("discards over {}, ranked by {}:", draws_text(args.draws), ranking.name());
    for (i, d) in shown.iter().enumerate() {
        out.push_str(&format!(
            "\n{}. discard {}: odds {}, expected points {:.3}",
            i + 1,
            tiles_text(&[d.discard()]),
            percent(d.probability()),
            d.expected_points()
        ));
        for o in d.lines() {
            out.push_str(&format!(
                "\n   {} #{} ({}): {}",
                o.form().section(),
                o.form().number(),
                o.form().line_text(),
                percent(o.probability())
            ));
        }
    }
    Ok(out.into())
}
