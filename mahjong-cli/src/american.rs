//! `mahjong check`, `mahjong nearest`, `mahjong card lint`: the American card engine against
//! the embedded sample card or a card file.
use crate::batch;
use crate::common::{Failure, Output, json, read_hand};
use mahjong_core::american::{AwayText, Card, CardFormat, JokersText, Match, MatchError, Nearest};
use mahjong_core::error::Window;
use mahjong_core::{Hand, Tile, TileSet};
use std::path::{Path, PathBuf};

/// The best line of the card for a 14-tile American hand (exit 0 when a line matches, 1 when
/// none does).
#[derive(clap::Args, Debug)]
#[command(after_help = crate::batch::HELP)]
pub struct CheckArgs {
    #[command(flatten)]
    hands: crate::batch::Hands,
    /// A card file (TOML, or JSON when the name ends in .json); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
    /// List every matching line, in card order, instead of the best one.
    #[arg(long)]
    all: bool,
}

/// The lines of the card fewest tiles away from a 13- or 14-tile American hand.
#[derive(clap::Args, Debug)]
#[command(after_help = crate::batch::HELP)]
pub struct NearestArgs {
    #[command(flatten)]
    hands: crate::batch::Hands,
    /// How many lines to show.
    #[arg(short, long, default_value_t = mahjong_core::american::DEFAULT_NEAREST,
        value_parser = crate::common::count(mahjong_core::advice::k))]
    k: usize,
    /// A card file (TOML, or JSON when the name ends in .json); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
}

/// Card files.
#[derive(clap::Args, Debug)]
pub struct CardArgs {
    #[command(subcommand)]
    command: CardCommand,
}

#[derive(clap::Subcommand, Debug)]
enum CardCommand {
    /// Every error of a card file, and the number of concrete forms per hand and in total
    /// (exit 1 when the card has errors, 2 when the file cannot be read).
    Lint {
        /// The card file (TOML, or JSON when the name ends in .json).
        #[arg(value_parser = clap::value_parser!(PathBuf))]
        file: PathBuf,
    },
}

pub(crate) enum CardChoice {
    Sample(&'static Card),
    Loaded(Box<Card>),
}

impl CardChoice {
    pub(crate) fn card(&self) -> &Card {
        match self {
            CardChoice::Sample(c) => c,
            CardChoice::Loaded(c) => c,
        }
    }
}

pub(crate) fn load(path: Option<&Path>) -> Result<CardChoice, Failure> {
    match path {
        None => Ok(CardChoice::Sample(Card::sample())),
        Some(p) => {
            Card::load(p).map(|c| CardChoice::Loaded(Box::new(c))).map_err(|e| Failure::input(format!("bad card: {e}")))
        }
    }
}

pub(crate) fn read(text: &str) -> Result<Hand, Failure> {
    read_hand(text, &TileSet::american())
}

/// Tiles of one group in American hand notation: `FF J`, `2222d`, `111c J`, `2026c`, `NEWS`
/// (jokers as separate tiles after the naturals, so the text parses back as a hand).
fn group_text(tiles: &[Tile]) -> String {
    let mut s = String::new();
    let mut suit = None;
    let mut jokers = 0;
    for t in tiles {
        if t.is_joker() {
            jokers += 1;
            continue;
        }
        let mut one = t.american().to_string();
        match (t.number(), one.pop()) {
            (Some(_), Some(letter)) => {
                s.push_str(&one);
                suit = Some(letter);
            }
            (_, Some(c)) => {
                one.push(c);
                s.push_str(&one);
            }
            _ => {}
        }
    }
    if let Some(letter) = suit {
        s.push(letter);
    }
    for _ in 0..jokers {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push('J');
    }
    s
}

pub(crate) fn tiles_text(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        return "-".to_string();
    }
    tiles.iter().map(|t| group_text(core::slice::from_ref(t))).collect::<Vec<_>>().join(" ")
}

/// The suit each letter stands for (the core's `Match::suits`, `Nearest::suits`): `a = bams, b = craks`.
fn suits_text(suits: &[(char, mahjong_core::Suit)]) -> String {
    let parts: Vec<String> = suits.iter().map(|(l, s)| format!("{l} = {}", s.name())).collect();
    if parts.is_empty() { "-".to_string() } else { parts.join(", ") }
}

/// The card line with a note that its letters are suit variables: `(a, b, c are suit variables)`.
/// A card line's `a b c` stand for suits and a hand's `b c d` name them, so both are labelled.
fn line_with_note(line: &str, suits: &[(char, mahjong_core::Suit)]) -> String {
    let used: Vec<String> = suits.iter().map(|(l, _)| l.to_string()).collect();
    match used.len() {
        0 => line.to_string(),
        1 => format!("{line}   ({} is a suit variable)", used[0]),
        _ => format!("{line}   ({} are suit variables)", used.join(", ")),
    }
}

/// The hand's suit letters that occur in `tiles`: `(tile suits: b bams, c craks, d dots)`.
fn tile_suits_note<'t>(tiles: impl Iterator<Item = &'t Tile>) -> String {
    let mut suits: Vec<mahjong_core::Suit> = tiles.filter_map(|t| t.suit()).collect();
    suits.sort_by_key(|s| s.american_letter());
    suits.dedup();
    if suits.is_empty() {
        return String::new();
    }
    let names: Vec<String> = suits.iter().map(|s| format!("{} {}", s.american_letter(), s.name())).collect();
    format!("   (tile suits: {})", names.join(", "))
}

fn match_text(m: &Match<'_>) -> String {
    let groups: Vec<String> = (0..m.groups().len())
        .map(|i| {
            let t = group_text(m.group_tiles(i));
            if m.groups()[i].exposed() { format!("[{t}]") } else { t }
        })
        .collect();
    let mut out = format!(
        "{} #{}: {} ({}, value {}; {}, {})\n  line:   {}\n  suits:  {}",
        m.section(),
        m.number(),
        m.text(),
        m.marking(),
        m.value(),
        m.points_text(),
        JokersText(m.jokers()),
        line_with_note(m.line_text(), &m.suits().collect::<Vec<_>>()),
        suits_text(&m.suits().collect::<Vec<_>>()),
    );
    if let Some(n) = m.base_number() {
        out.push_str(&format!("\n  n:      {n}"));
    }
    let all_tiles = (0..m.groups().len()).flat_map(|i| m.group_tiles(i).iter());
    out.push_str(&format!("\n  groups: {}{}", groups.join(" "), tile_suits_note(all_tiles)));
    out
}

/// One line of `check` in a batch: the best line (or every line with `--all`), on one line.
fn check_line(card: &Card, all: bool, text: &str) -> Result<batch::LineResult, batch::LineError> {
    let hand = mahjong_core::american::parse_hand_in(text, &TileSet::american())?;
    let found: Vec<Match<'_>> = if all {
        card.try_matches(&hand).map_err(batch::LineError::whole)?.collect()
    } else {
        card.try_match_hand(&hand).map_err(batch::LineError::whole)?.into_iter().collect()
    };
    let text = if found.is_empty() {
        "no line matches".to_string()
    } else {
        found.iter().map(match_summary).collect::<Vec<_>>().join("; ")
    };
    let mut json = serde_json::Map::new();
    let value = if all { serde_json::to_value(&found) } else { serde_json::to_value(found.first()) };
    let value = value.map_err(batch::LineError::whole)?;
    json.insert(if all { "matches" } else { "match" }.into(), value);
    Ok(batch::LineResult { text, json })
}

/// A match on one line: `Year 2026 #1 (value 25; 50 points if jokerless is announced, else 25; jokerless)`.
fn match_summary(m: &Match<'_>) -> String {
    let (points, jokers) = (m.points_text(), JokersText(m.jokers()));
    format!("{} #{} (value {}; {points}; {jokers})", m.section(), m.number(), m.value())
}

pub fn check(args: CheckArgs, as_json: bool) -> Result<Output, Failure> {
    let choice = load(args.card.as_deref())?;
    let card = choice.card();
    if let Some(source) = args.hands.source() {
        return batch::run(source, as_json, |text| check_line(card, args.all, text));
    }
    let hand_text = args.hands.text();
    let hand = read(hand_text)?;
    let wrong = |e: mahjong_core::american::MatchError| Failure::input(format!("{hand_text}: {e}"));
    let found: Vec<Match<'_>> = if args.all {
        card.try_matches(&hand).map_err(wrong)?.collect()
    } else {
        card.try_match_hand(&hand).map_err(wrong)?.into_iter().collect()
    };
    let code = if found.is_empty() { 1 } else { 0 };
    let text = if as_json {
        let value = if args.all {
            serde_json::json!({ "card": card.name(), "matches": found })
        } else {
            serde_json::json!({ "card": card.name(), "match": found.first() })
        };
        json(&value)?
    } else if found.is_empty() {
        format!("no line of {} matches", card.name())
    } else {
        found.iter().map(match_text).collect::<Vec<_>>().join("\n")
    };
    Ok(Output { text, code })
}

pub(crate) fn nearest_text(i: usize, n: &Nearest<'_>) -> String {
    let away = AwayText(n.tiles_away());
    let mut out = format!(
        "{}. {} #{}: {} ({}, value {}): {away}\n   line:   {}\n   suits:  {}",
        i + 1,
        n.section(),
        n.number(),
        n.text(),
        n.marking(),
        n.value(),
        line_with_note(n.line_text(), &n.suits().collect::<Vec<_>>()),
        suits_text(&n.suits().collect::<Vec<_>>()),
    );
    if let Some(b) = n.base_number() {
        out.push_str(&format!("\n   n:      {b}"));
    }
    out.push_str(&format!(
        "\n   needed, naturals only:  {}\n   needed, joker-eligible: {}{}\n   unused (discards):      {}",
        tiles_text(n.needed_naturals()),
        tiles_text(n.needed_eligible()),
        if n.jokers_fit() > 0 { format!(" ({} filled by jokers held)", n.jokers_fit()) } else { String::new() },
        tiles_text(n.unused()),
    ));
    out
}

pub fn nearest(args: NearestArgs, as_json: bool) -> Result<Output, Failure> {
    let choice = load(args.card.as_deref())?;
    let card = choice.card();
    let mut buf = vec![Nearest::EMPTY; card.nearest_room(args.k)];
    // An error about -k rather than the hand (the core's `MatchError::NoRoom` for -k 0) names -k.
    let failed = |hand: &str, e: MatchError| {
        Failure::input(if e.is_about_hand() { format!("{hand}: {e}") } else { format!("-k: {e}") })
    };
    if let Some(source) = args.hands.source() {
        if buf.is_empty() {
            // Room for no line (-k 0): `try_nearest` refuses it for every hand, so it is said once.
            return Err(failed("-k", MatchError::NoRoom));
        }
        return batch::run(source, as_json, |text| {
            let hand = mahjong_core::american::parse_hand_in(text, &TileSet::american())?;
            let n = card.try_nearest(&hand, &mut buf).map_err(batch::LineError::whole)?;
            let near = &buf[..n];
            let text = if near.is_empty() {
                "no line fits the hand's exposures".to_string()
            } else {
                near.iter()
                    .map(|l| format!("{} #{} ({})", l.section(), l.number(), AwayText(l.tiles_away())))
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            let mut json = serde_json::Map::new();
            json.insert("nearest".into(), serde_json::to_value(near).map_err(batch::LineError::whole)?);
            Ok(batch::LineResult { text, json })
        });
    }
    let hand_text = args.hands.text();
    let hand = read(hand_text)?;
    let n = card.try_nearest(&hand, &mut buf).map_err(|e| failed(hand_text, e))?;
    let near = &buf[..n];
    let text = if as_json {
        json(&serde_json::json!({ "card": card.name(), "nearest": near }))?
    } else if near.is_empty() {
        format!("no line of {} fits the hand's exposures", card.name())
    } else {
        near.iter().enumerate().map(|(i, n)| nearest_text(i, n)).collect::<Vec<_>>().join("\n")
    };
    Ok(Output { text, code: 0 })
}

pub fn card(args: CardArgs, as_json: bool) -> Result<Output, Failure> {
    let CardCommand::Lint { file: path } = args.command;
    // Shown lossily: any path works, UTF-8 or not.
    let file = path.display().to_string();
    let text = Card::read_file(&path).map_err(|e| Failure::input(e.to_string()))?;
    let lint = Card::lint_str(&text, CardFormat::from_path(&file), Some(&file));
    let shown = Window::tail(&file);
    let warnings: Vec<String> = lint.warnings.iter().map(|w| format!("{shown}: {w}")).collect();
    let (errors, warning_count) = (lint.error_count(), lint.warning_count());
    let code = if errors == 0 { 0 } else { 1 };
    let counts: Vec<_> = lint.card.iter().flat_map(|c| c.form_counts()).collect();
    let total = lint.card.as_ref().map_or(0, |c| c.form_count());
    let out = if as_json {
        json(&serde_json::json!({
            "file": file,
            "errors": lint.errors,
            "more_errors": lint.more_errors,
            "warnings": warnings,
            "more_warnings": lint.more_warnings,
            "hands": counts,
            "total_forms": total,
        }))?
    } else {
        let mut lines: Vec<String> = lint.errors.iter().map(|e| format!("error: {e}")).collect();
        if lint.more_errors > 0 {
            lines.push(format!("error: … and {} more", lint.more_errors));
        }
        lines.extend(warnings.iter().map(|w| format!("warning: {w}")));
        if lint.more_warnings > 0 {
            lines.push(format!("warning: … and {} more", lint.more_warnings));
        }
        lines.extend(counts.iter().map(|c| format!("{} #{}: {} forms", Window::head(c.section), c.number, c.forms)));
        lines.push(format!(
            "total: {total} forms in {} hands, {errors} error{}, {warning_count} warning{}",
            counts.len(),
            if errors == 1 { "" } else { "s" },
            if warning_count == 1 { "" } else { "s" }
        ));
        lines.join("\n")
    };
    Ok(Output { text: out, code })
}
