//! `mahjong score`, `mahjong settle` and `mahjong settle-american`: the classical and British scoring tables and
//! payments, and the American payments.
use crate::batch;
use crate::common::{Failure, Output, json};
use mahjong_core::american::Card;
use mahjong_core::error::{Quoted, Window};
use mahjong_core::scoring::{
    self, AmericanFormat, AmericanReport, AmericanRules, AmericanSettlement, AmericanWin, HandSettlementReport,
    Payments, PaymentsReport, Score, ScoreError, ScoreRules,
};
use mahjong_core::standard::RuleProfile;
use mahjong_core::{Hand, TileSet, WinContext, Wind};
use serde_json::{Value, json};

/// Score a hand: the breakdown (each item's name, points or doubles, tiles) and the total.
#[derive(clap::Args, Debug)]
#[command(after_help = crate::batch::HELP)]
pub struct ScoreArgs {
    #[command(flatten)]
    hands: crate::batch::Hands,
    /// classical, british, two_player, three_player, or mcr (the Chinese Official rules).
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
    /// The player's own wind (E, S, W, N), replacing the hand's `seat_wind=`.
    #[arg(long, alias = "seat")]
    seat_wind: Option<String>,
    /// The prevailing wind (E, S, W, N), replacing the hand's `prevailing=`.
    #[arg(long)]
    prevailing: Option<String>,
    // The help names the core's default and English limits; the Chinese Official rules have no
    // limit, so a limit given with them is refused (`ScoreError::McrProfile`), never ignored.
    #[arg(long, help = limit_help())]
    limit: Option<u32>,
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
    /// The four hand scores: East, South, West, North (0 for a wind no player has).
    #[arg(num_args = 4, required = true, value_names = ["EAST", "SOUTH", "WEST", "NORTH"])]
    scores: Vec<u32>,
    /// The winner's wind (E, S, W, N); leave out for a wall game.
    #[arg(long)]
    winner: Option<String>,
    /// classical, british, two_player or three_player.
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
    /// The limit each score is cut to.
    #[arg(long, default_value_t = scoring::DEFAULT_LIMIT)]
    limit: u32,
}

/// Score every hand at the table and settle them in one go.
#[derive(clap::Args, Debug)]
pub struct SettleHandsArgs {
    /// East's hand (leave out a wind no player has: North in three-player, South and North in
    /// two-player).
    #[arg(long)]
    east: Option<String>,
    /// South's hand.
    #[arg(long)]
    south: Option<String>,
    /// West's hand.
    #[arg(long)]
    west: Option<String>,
    /// North's hand.
    #[arg(long)]
    north: Option<String>,
    /// The winner's wind (E, S, W, N); leave out for a wall game.
    #[arg(long)]
    winner: Option<String>,
    /// The prevailing wind (E, S, W, N). Each hand is scored at its own wind.
    #[arg(long)]
    prevailing: String,
    /// classical, british, two_player or three_player.
    #[arg(long, default_value = RuleProfile::default().name())]
    rules: String,
    /// The limit each score is cut to.
    #[arg(long, default_value_t = scoring::DEFAULT_LIMIT)]
    limit: u32,
}

pub fn run_settle_hands(args: SettleHandsArgs, as_json: bool) -> Result<Output, Failure> {
    let rules = ScoreRules::new(profile(&args.rules)?).with_limit(args.limit);
    let winner = args.winner.as_deref().map(|w| wind(w, "winner")).transpose()?;
    let prevailing = wind(&args.prevailing, "prevailing")?;
    let mut hands: [Option<Hand>; 4] = [None; 4];
    for (slot, text) in hands.iter_mut().zip([&args.east, &args.south, &args.west, &args.north]) {
        if let Some(t) = text {
            *slot = Some(crate::common::read_hand(t, &TileSet::any())?);
        }
    }
    let s = scoring::settle_hands(&rules, &hands, winner, prevailing)
        .map_err(|e| Failure::input(format!("cannot settle: {e}")))?;
    let totals = s.scores.map(|x| x.map(|x| x.total()));
    if as_json {
        let v = report_with(
            HandSettlementReport { settlement: &s, winner },
            json!({ "rules": rules.profile.name(), "limit": rules.limit, "prevailing": prevailing.name() }),
        )?;
        return Ok(json(&v)?.into());
    }
    let mut out = match winner {
        Some(w) => format!("rules: {}, limit {}, winner: {}\n", rules.profile.name(), rules.limit, w.name()),
        None => format!("rules: {}, wall game: nobody pays\n", rules.profile.name()),
    };
    for (w, t) in Wind::ALL.iter().zip(totals) {
        if let Some(t) = t {
            out.push_str(&format!("{}: {t}\n", w.name()));
        }
    }
    Ok(format!("{out}{}", payments_text(&s.payments)).into())
}

/// Settle an American Mah Jongg from the line's value, or from the hand against a
/// card (`--hand`), or a wall game (`--wall-game`).
#[derive(clap::Args, Debug)]
pub struct SettleAmericanArgs {
    /// The value printed for the card line.
    #[arg(long, required_unless_present_any = ["hand", "wall_game"], conflicts_with = "hand")]
    value: Option<u32>,
    /// The winning hand (14 tiles, e.g. "NNNN EEE WWW SSSS"): the best line of the card gives
    /// the value, whether the hand is jokerless and whether the line takes jokers.
    #[arg(long)]
    hand: Option<String>,
    /// A card file for --hand (TOML, or JSON when the name ends in .json); default: the
    /// embedded sample card.
    #[arg(long, requires = "hand")]
    card: Option<String>,
    /// The winner's wind (E, S, W, N).
    #[arg(long, required_unless_present = "wall_game")]
    winner: Option<String>,
    /// A wall game: nobody wins, nobody pays.
    #[arg(long, conflicts_with_all = ["winner", "value", "hand", "discarder", "self_drawn", "joker_exchange"])]
    wall_game: bool,
    /// Who threw the winning tile (a win on a discard; a self-drawn win has none).
    #[arg(long, required_unless_present_any = ["self_drawn", "joker_exchange", "wall_game"])]
    discarder: Option<String>,
    /// The winning tile was drawn from the wall.
    #[arg(long)]
    self_drawn: bool,
    /// Mah Jongg declared right after a joker exchange (counts as self-drawn; --self-drawn may
    /// be given too).
    #[arg(long)]
    joker_exchange: bool,
    /// The hand holds no joker (with --hand: a claim, an error if the hand holds jokers).
    #[arg(long)]
    jokerless: bool,
    /// "Jokerless" was announced when declaring (the bonus is lost without it).
    #[arg(long)]
    announced: bool,
    /// The line is singles and pairs only (no jokerless bonus); with --hand the card says so.
    #[arg(long, conflicts_with = "hand")]
    singles_and_pairs: bool,
    /// A wind whose hand is dead (it still pays); repeat for more.
    #[arg(long)]
    dead: Vec<String>,
    /// House rule: the discarder pays everyone's share.
    #[arg(long)]
    discarder_pays_all: bool,
    /// The social format: no money, just the winner.
    #[arg(long)]
    social: bool,
}

fn profile(name: &str) -> Result<RuleProfile, Failure> {
    crate::common::named("--rules", name)
}

fn wind(name: &str, what: &str) -> Result<Wind, Failure> {
    crate::common::named(&format!("--{what}"), name)
}

fn score_failure(what: &str, e: ScoreError) -> Failure {
    match e {
        // A valid hand that does not win: exit 1, as for `check`.
        ScoreError::NotMahJong(_) => Failure { message: format!("cannot score {}: {e}", Quoted(what)), code: 1 },
        _ => Failure::input(format!("cannot score {}: {e}", Quoted(what))),
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
        let line = format!("  {:<48} {:>10}   {}", item.label(), value, tiles_text(item.tiles()));
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

/// The winds that `--seat-wind` and `--prevailing` put in place of the hand's own.
#[derive(Clone, Copy)]
struct Winds {
    seat_wind: Option<Wind>,
    prevailing: Option<Wind>,
}

/// Scores one hand under the rules and wind overrides of the arguments.
fn score_one(
    losing: bool,
    winds: Winds,
    rules: &ScoreRules,
    hand: &mut Hand,
) -> Result<(Score, WinContext), ScoreError> {
    let mut ctx = *hand.context();
    if let Some(s) = winds.seat_wind {
        ctx.seat_wind = s;
    }
    if let Some(p) = winds.prevailing {
        ctx.prevailing = p;
    }
    hand.set_context(ctx);
    let s = if losing { scoring::score_losing_hand(hand, rules) } else { scoring::score(hand, rules) }?;
    Ok((s, ctx))
}

fn score_json(rules: &ScoreRules, s: &Score, ctx: &WinContext) -> Result<Value, Failure> {
    let mut v = serde_json::to_value(s).map_err(|e| Failure::input(e.to_string()))?;
    if let Value::Object(m) = &mut v {
        m.insert("rules".into(), json!(rules.profile.name()));
        m.insert("flowers_and_seasons".into(), json!(rules.flowers_and_seasons));
        m.insert("seat_wind".into(), json!(ctx.seat_wind.name()));
        m.insert("prevailing".into(), json!(ctx.prevailing.name()));
    }
    Ok(v)
}

/// The help of `score --limit`: the profile's own limit (the core's default) unless given.
fn limit_help() -> String {
    format!(
        "The limit (default: the profile's own, {}; {} is the English limit). Not with mcr: the \
         Chinese Official rules have no limit",
        ScoreRules::default().limit,
        scoring::ENGLISH_LIMIT
    )
}

pub fn run_score(args: ScoreArgs, as_json: bool) -> Result<Output, Failure> {
    let profile = profile(&args.rules)?;
    if profile == RuleProfile::Mcr {
        // No table, so no limit and no losing hand's score: the core's `ScoreError::McrProfile`,
        // as the other faces answer.
        if let Some(limit) = args.limit {
            return Err(Failure::input(format!("--limit {limit}: {}", ScoreError::McrProfile)));
        }
        if args.losing {
            return Err(Failure::input(format!("--losing: {}", ScoreError::McrProfile)));
        }
        let seat_wind = args.seat_wind.as_deref().map(|s| wind(s, "seat-wind")).transpose()?;
        let prevailing = args.prevailing.as_deref().map(|p| wind(p, "prevailing")).transpose()?;
        let source = args.hands.source();
        let text = args.hands.text();
        return crate::mcr::score(text, source, seat_wind, prevailing, !args.no_flowers, as_json);
    }
    let mut rules = ScoreRules::new(profile);
    if let Some(limit) = args.limit {
        rules = rules.with_limit(limit);
    }
    if args.flowers || args.no_flowers {
        rules = rules.with_flowers_and_seasons(args.flowers);
    }
    let winds = Winds {
        seat_wind: args.seat_wind.as_deref().map(|s| wind(s, "seat-wind")).transpose()?,
        prevailing: args.prevailing.as_deref().map(|p| wind(p, "prevailing")).transpose()?,
    };
    if let Some(source) = args.hands.source() {
        return batch::run(source, as_json, |text| {
            let mut hand = Hand::parse_in(text, &TileSet::any())?;
            let (s, ctx) = score_one(args.losing, winds, &rules, &mut hand).map_err(batch::LineError::whole)?;
            let json = match score_json(&rules, &s, &ctx) {
                Ok(Value::Object(m)) => m,
                _ => return Err(batch::LineError::whole("the score could not be written as JSON")),
            };
            let mut text = format!("points {}, doubles {}, total {}", s.points(), s.doubles(), s.total());
            if s.is_limit() {
                text.push_str(" (limit)");
            }
            Ok(batch::LineResult { text, json })
        });
    }
    let hand_text = args.hands.text();
    let mut hand: Hand = crate::common::read_hand(hand_text, &TileSet::any())?;
    let (s, ctx) = score_one(args.losing, winds, &rules, &mut hand).map_err(|e| score_failure(hand_text, e))?;
    if as_json {
        return Ok(json(&score_json(&rules, &s, &ctx)?)?.into());
    }
    Ok(score_text(&rules, &s).into())
}

/// The core's report of a settlement with the fields only the command adds (its options and
/// notes). JSON objects print their keys sorted, so the order they are joined in does not show.
fn report_with(report: impl serde::Serialize, extra: Value) -> Result<Value, Failure> {
    let mut v = serde_json::to_value(report).map_err(|e| Failure::input(e.to_string()))?;
    if let (Value::Object(m), Value::Object(extra)) = (&mut v, extra) {
        m.extend(extra);
    }
    Ok(v)
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
            "payments": PaymentsReport(&p),
        });
        return Ok(json(&v)?.into());
    }
    let head = match winner {
        Some(w) => format!("rules: {}, limit {}, winner: {}\n", rules.profile.label(), rules.limit, w.name()),
        None => format!("rules: {}, wall game: nobody pays\n", rules.profile.label()),
    };
    Ok(format!("{head}{}", payments_text(&p)).into())
}

/// The line a `--hand` matched, for the output.
struct Line {
    section: String,
    number: u32,
    value: u32,
    jokerless: bool,
}

pub fn run_settle_american(args: SettleAmericanArgs, as_json: bool) -> Result<Output, Failure> {
    let rules = AmericanRules {
        format: if args.social { AmericanFormat::Social } else { AmericanFormat::League },
        discarder_pays_all: args.discarder_pays_all,
    };
    let settle_failed = |e: ScoreError| Failure::input(format!("cannot settle: {e}"));
    let mut line = None;
    let mut notes = Vec::new();
    let s: AmericanSettlement = if args.wall_game {
        scoring::settle_american_wall_game()
    } else {
        let winner_name =
            args.winner.as_deref().ok_or_else(|| Failure::input("name the --winner or pass --wall-game"))?;
        let winner = wind(winner_name, "winner")?;
        let mut win = match &args.hand {
            Some(text) => {
                let hand = crate::common::read_hand(text, &TileSet::american())?;
                let card: Box<Card>;
                let card: &Card = match &args.card {
                    Some(path) => {
                        card = Box::new(Card::load(path).map_err(|e| Failure::input(format!("bad card: {e}")))?);
                        &card
                    }
                    None => Card::sample(),
                };
                let m = card.match_hand(&hand).ok_or_else(|| Failure {
                    message: format!(
                        "cannot settle {}: no line of {} matches the hand",
                        Quoted(text),
                        Window::head(card.name())
                    ),
                    code: 1,
                })?;
                let base =
                    AmericanWin::from_match(&m, winner).check_jokerless_claim(args.jokerless).map_err(settle_failed)?;
                line = Some(Line {
                    section: m.section().to_string(),
                    number: m.number(),
                    value: m.value(),
                    jokerless: m.jokerless(),
                });
                base
            }
            None => {
                let mut w = AmericanWin::new(winner, args.value.unwrap_or(0));
                w.jokerless = args.jokerless;
                w.line_takes_jokers = !args.singles_and_pairs;
                w
            }
        };
        win = win.announce_jokerless(args.announced);
        // The announcement counts only when the core doubles for it (`jokerless_doubles`).
        if args.announced && !win.jokerless_doubles() {
            notes.push(match (win.jokerless, args.hand.is_some()) {
                (false, true) => "the hand holds jokers: announcing jokerless changes nothing",
                (false, false) => "--announced without --jokerless changes nothing",
                (true, _) => "the line is singles and pairs only: announcing jokerless changes nothing",
            });
        }
        let discarder = args.discarder.as_deref().map(|d| wind(d, "discarder")).transpose()?;
        let mut win = win.won_by(discarder, args.self_drawn, args.joker_exchange).map_err(settle_failed)?;
        for d in &args.dead {
            win = win.with_dead(wind(d, "dead")?);
        }
        scoring::settle_american(&win, &rules).map_err(settle_failed)?
    };
    if as_json {
        let v = report_with(
            AmericanReport(&s),
            json!({
                "format": rules.format.name(),
                "wall_game": s.winner.is_none(),
                "line": line.as_ref().map(|l| json!({
                    "section": l.section, "number": l.number, "value": l.value, "jokerless": l.jokerless,
                })),
                "notes": notes,
            }),
        )?;
        return Ok(json(&v)?.into());
    }
    let mut out = String::new();
    for n in &notes {
        out.push_str(&format!("note: {n}\n"));
    }
    if let Some(l) = &line {
        out.push_str(&format!(
            "line: {} #{} (value {}{})\n",
            l.section,
            l.number,
            l.value,
            if l.jokerless { ", jokerless" } else { "" }
        ));
    }
    let Some(winner) = s.winner else {
        out.push_str("wall game: nobody wins, nobody pays");
        return Ok(out.into());
    };
    out.push_str(&format!("winner: {}", winner.name()));
    if rules.format == AmericanFormat::Social {
        out.push_str(" (social format: no payments)");
        return Ok(out.into());
    }
    out.push_str(&format!(", value {}", s.value));
    if s.jokerless_double {
        out.push_str(" (jokerless doubled)");
    }
    out.push_str(if s.self_drawn { ", self-drawn" } else { ", on a discard" });
    Ok(format!("{out}\n{}", payments_text(&s.payments)).into())
}
