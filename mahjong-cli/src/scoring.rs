//! `mahjong score`, `mahjong settle` and `mahjong settle-american`: the seed 003 tables and
//! payments, and the seed 004 American payments.
use crate::common::{Failure, Output, json};
use mahjong_core::scoring::{
    self, AmericanFormat, AmericanRules, AmericanSettlement, AmericanWin, AmericanWinBy, Payments, Profile, Score,
    ScoreError, ScoreRules,
};
use mahjong_core::{Hand, TileSet, Wind};
use serde_json::{Value, json};

/// Score a hand: the breakdown (each item's name, points or doubles, tiles) and the total.
#[derive(clap::Args, Debug)]
pub struct ScoreArgs {
    /// The hand with its win context, e.g. "[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W".
    hand: String,
    /// classical, british, two-player or three-player.
    #[arg(long, default_value = "classical")]
    rules: String,
    /// The player's seat wind (E, S, W, N), replacing the hand's `seat=`.
    #[arg(long)]
    seat: Option<String>,
    /// The prevailing wind (E, S, W, N), replacing the hand's `prevailing=`.
    #[arg(long)]
    prevailing: Option<String>,
    /// The limit: 1000, or 2000 for the English limit.
    #[arg(long, default_value_t = scoring::DEFAULT_LIMIT)]
    limit: u32,
    /// Flowers and seasons score (the default only for british).
    #[arg(long, conflicts_with = "no_flowers")]
    flowers: bool,
    /// Flowers and seasons do not score.
    #[arg(long)]
    no_flowers: bool,
    /// Score a hand that did not go Mah Jong (for the losers' settlement).
    #[arg(long)]
    losing: bool,
}

/// Settle a hand: who pays whom, from the four scores and the winner.
#[derive(clap::Args, Debug)]
pub struct SettleArgs {
    /// The four hand scores: East, South, West, North (0 for a seat not at the table).
    #[arg(num_args = 4, required = true, value_names = ["EAST", "SOUTH", "WEST", "NORTH"])]
    scores: Vec<u32>,
    /// The winner's seat (E, S, W, N); leave out for a wall game.
    #[arg(long)]
    winner: Option<String>,
    /// classical, british, two-player or three-player.
    #[arg(long, default_value = "classical")]
    rules: String,
    /// The limit each score is cut to.
    #[arg(long, default_value_t = scoring::DEFAULT_LIMIT)]
    limit: u32,
}

/// Settle an American Mah Jongg (seed 004) from the line's value.
#[derive(clap::Args, Debug)]
pub struct SettleAmericanArgs {
    /// The value printed for the card line.
    #[arg(long)]
    value: u32,
    /// The winner's seat (E, S, W, N).
    #[arg(long)]
    winner: String,
    /// Who threw the winning tile (a win on a discard).
    #[arg(long, required_unless_present_any = ["self_drawn", "joker_exchange"], conflicts_with_all = ["self_drawn", "joker_exchange"])]
    discarder: Option<String>,
    /// The winning tile was drawn from the wall.
    #[arg(long)]
    self_drawn: bool,
    /// Mah Jongg declared right after a joker exchange (counts as self-drawn).
    #[arg(long, conflicts_with = "self_drawn")]
    joker_exchange: bool,
    /// The hand holds no joker.
    #[arg(long)]
    jokerless: bool,
    /// "Jokerless" was announced when declaring.
    #[arg(long)]
    announced: bool,
    /// The line is singles and pairs only (no jokerless bonus).
    #[arg(long)]
    singles_and_pairs: bool,
    /// A seat whose hand is dead (it still pays); repeat for more.
    #[arg(long)]
    dead: Vec<String>,
    /// House rule: the discarder pays everyone's share.
    #[arg(long)]
    discarder_pays_all: bool,
    /// The social format: no money, just the winner.
    #[arg(long)]
    social: bool,
}

fn profile(name: &str) -> Result<Profile, Failure> {
    Profile::from_name(name).ok_or_else(|| {
        Failure::input(format!("unknown rules {name:?}: use classical, british, two-player or three-player"))
    })
}

fn wind(name: &str, what: &str) -> Result<Wind, Failure> {
    Wind::from_name(name).ok_or_else(|| {
        Failure::input(format!("unknown {what} wind {name:?}: use E, S, W, N or east, south, west, north"))
    })
}

fn score_failure(what: &str, e: ScoreError) -> Failure {
    match e {
        // A valid hand that does not win: exit 1, as for `check`.
        ScoreError::NotMahJong(_) => Failure { message: format!("cannot score {what:?}: {e}"), code: 1 },
        _ => Failure::input(format!("cannot score {what:?}: {e}")),
    }
}

fn tiles_text(tiles: &[mahjong_core::Tile]) -> String {
    tiles.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
}

fn score_text(rules: &ScoreRules, s: &Score) -> String {
    let mut out = format!(
        "rules: {}, limit {}{}\n",
        rules.profile.name(),
        rules.limit,
        if rules.flowers_and_seasons { ", flowers and seasons" } else { "" }
    );
    for item in s.items() {
        let value = if item.doubles() > 0 {
            format!("{} double{}", item.doubles(), if item.doubles() == 1 { "" } else { "s" })
        } else {
            format!("{} points", item.points())
        };
        let line = format!("  {:<48} {:>10}   {}", item.name(), value, tiles_text(item.tiles()));
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("points: {}, doubles: {}\n", s.points(), s.doubles()));
    out.push_str(&format!("total: {}", s.total()));
    if s.is_limit() {
        out.push_str(" (limit");
        if s.raw_total() > u64::from(s.total()) {
            out.push_str(&format!("; {} before the limit", s.raw_total()));
        }
        out.push(')');
    }
    out
}

pub fn run_score(args: ScoreArgs, as_json: bool) -> Result<Output, Failure> {
    let mut rules = ScoreRules::new(profile(&args.rules)?).with_limit(args.limit);
    if args.flowers || args.no_flowers {
        rules = rules.with_flowers_and_seasons(args.flowers);
    }
    let mut hand: Hand = crate::common::read_hand(&args.hand, &TileSet::any())?;
    let mut ctx = *hand.context();
    if let Some(s) = &args.seat {
        ctx.seat = wind(s, "seat")?;
    }
    if let Some(p) = &args.prevailing {
        ctx.prevailing = wind(p, "prevailing")?;
    }
    hand.set_context(ctx);
    let s = if args.losing { scoring::score_losing_hand(&hand, &rules) } else { scoring::score(&hand, &rules) }
        .map_err(|e| score_failure(&args.hand, e))?;
    if as_json {
        let mut v = serde_json::to_value(s).map_err(|e| Failure::input(e.to_string()))?;
        if let Value::Object(m) = &mut v {
            m.insert("rules".into(), json!(rules.profile.name()));
            m.insert("flowers_and_seasons".into(), json!(rules.flowers_and_seasons));
            m.insert("seat".into(), json!(ctx.seat.name()));
            m.insert("prevailing".into(), json!(ctx.prevailing.name()));
        }
        return Ok(json(&v)?.into());
    }
    Ok(score_text(&rules, &s).into())
}

fn payments_json(p: &Payments) -> Value {
    json!({ "seats": Wind::ALL.map(Wind::name), "table": p.table(), "nets": p.nets() })
}

fn payments_text(p: &Payments) -> String {
    let mut out = format!("{:<10}", "pays\\to");
    for w in Wind::ALL {
        out.push_str(&format!("{:>8}", w.name()));
    }
    for from in Wind::ALL {
        out.push_str(&format!("\n{:<10}", from.name()));
        for to in Wind::ALL {
            out.push_str(&format!("{:>8}", p.amount(from, to)));
        }
    }
    out.push_str(&format!("\n{:<10}", "net"));
    for n in p.nets() {
        out.push_str(&format!("{n:>8}"));
    }
    out
}

pub fn run_settle(args: SettleArgs, as_json: bool) -> Result<Output, Failure> {
    let rules = ScoreRules::new(profile(&args.rules)?).with_limit(args.limit);
    let winner = args.winner.as_deref().map(|w| wind(w, "winner")).transpose()?;
    let scores: [u32; 4] = args.scores.as_slice().try_into().map_err(|_| Failure::input("give four scores"))?;
    let p = scoring::settle(&rules, winner, scores).map_err(|e| Failure::input(format!("cannot settle: {e}")))?;
    if as_json {
        let v = json!({
            "rules": rules.profile.name(),
            "limit": rules.limit,
            "winner": winner.map(Wind::name),
            "scores": scores,
            "payments": payments_json(&p),
        });
        return Ok(json(&v)?.into());
    }
    let head = match winner {
        Some(w) => format!("rules: {}, limit {}, winner: {}\n", rules.profile.name(), rules.limit, w.name()),
        None => format!("rules: {}, wall game: nobody pays\n", rules.profile.name()),
    };
    Ok(format!("{head}{}", payments_text(&p)).into())
}

pub fn run_settle_american(args: SettleAmericanArgs, as_json: bool) -> Result<Output, Failure> {
    let winner = wind(&args.winner, "winner")?;
    let mut win = AmericanWin::new(winner, args.value);
    win.by = if args.joker_exchange {
        AmericanWinBy::JokerExchange
    } else if args.self_drawn {
        AmericanWinBy::SelfDrawn
    } else {
        AmericanWinBy::Discard
    };
    if let Some(d) = &args.discarder {
        win.discarder = wind(d, "discarder")?;
    }
    win.jokerless = args.jokerless;
    win.jokerless_announced = args.announced;
    win.line_takes_jokers = !args.singles_and_pairs;
    for d in &args.dead {
        win.dead[wind(d, "dead")? as usize] = true;
    }
    let rules = AmericanRules {
        format: if args.social { AmericanFormat::Social } else { AmericanFormat::League },
        discarder_pays_all: args.discarder_pays_all,
    };
    let s: AmericanSettlement =
        scoring::settle_american(&win, &rules).map_err(|e| Failure::input(format!("cannot settle: {e}")))?;
    if as_json {
        let v = json!({
            "format": rules.format.name(),
            "winner": s.winner.map(Wind::name),
            "value": s.value,
            "jokerless_double": s.jokerless_double,
            "self_drawn": s.self_drawn,
            "payments": payments_json(&s.payments),
        });
        return Ok(json(&v)?.into());
    }
    let mut head = format!("winner: {}", winner.name());
    if rules.format == AmericanFormat::Social {
        head.push_str(" (social format: no payments)");
        return Ok(head.into());
    }
    head.push_str(&format!(", value {}", s.value));
    if s.jokerless_double {
        head.push_str(" (jokerless doubled)");
    }
    head.push_str(if s.self_drawn { ", self-drawn" } else { ", on a discard" });
    Ok(format!("{head}\n{}", payments_text(&s.payments)).into())
}
