//! The `mahjong` command. Text output by default, `--json` for machine-readable output.
//!
//! Exit status: 0 success, 1 a valid hand that does not win (for `check`), 2 bad input (the
//! error names the column).

mod advice;
mod american;
mod batch;
mod common;
mod mcr;
mod parse;
mod rules;
mod scoring;
mod sim;
mod standard;

use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "mahjong", version, about = "Check, parse and score mahjong hands")]
struct Cli {
    /// Print JSON instead of text.
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    command: Command,
}

/// One variant per subcommand; each module holds its arguments and its `run`.
#[derive(Subcommand, Debug)]
enum Command {
    Parse(parse::Args),
    /// The best line of the American card (the sample card, or --card FILE) for a 14-tile hand.
    ///
    /// Example: mahjong check "[222b] [FFJ] 2026c 2222d" (exposures in [ ]).
    Check(american::CheckArgs),
    /// The American card lines fewest tiles away from a 13- or 14-tile hand.
    ///
    /// Example: mahjong nearest "[222b] [FFJ] 2026c 222d".
    Nearest(american::NearestArgs),
    /// American card files: `mahjong card lint FILE`.
    Card(american::CardArgs),
    /// The table rules: `mahjong rules calls|dead|charleston|deal|next-round …`.
    Rules(rules::Args),
    /// The score of a Chinese classical, British, two- or three-player hand, or under the Chinese
    /// Official rules (--rules mcr): breakdown and total.
    ///
    /// Example: mahjong score "[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W".
    Score(scoring::ScoreArgs),
    /// Who pays whom, from the four hand scores and the winner.
    Settle(scoring::SettleArgs),
    /// Score every hand at the table (the winner's and the losers') and settle, in one go.
    SettleHands(scoring::SettleHandsArgs),
    /// American Mah Jongg payments from the line's value.
    SettleAmerican(scoring::SettleAmericanArgs),
    /// Every way to read a 14-tile hand as four sets and a pair, and its special hands.
    Decompose(standard::DecomposeArgs),
    /// The tiles that complete a 13-tile hand, and tiles away.
    ///
    /// Example: mahjong waits 1112345678999m (13 tiles in sets).
    Waits(standard::WaitsArgs),
    /// Tiles away (shanten) of a 13- or 14-tile hand, with the improving tiles.
    ///
    /// Example: mahjong tiles-away 123m456p789s11z5z (13 or 14 tiles in sets).
    TilesAway(standard::TilesAwayArgs),
    /// Print shell completions: `mahjong completions bash > /etc/bash_completion.d/mahjong`.
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
    /// Print a man page (roff): `mahjong man > ~/.local/share/man/man1/mahjong.1`, and
    /// `mahjong man check > …/mahjong-check.1` for a subcommand's own page.
    Man {
        /// A subcommand whose page to print (default: the page of `mahjong` itself).
        subcommand: Option<String>,
    },

    /// The exact odds of the American card's lines for a hand, with the form to commit to.
    Odds(advice::OddsArgs),
    /// The best discard (American or, with --rules, standard) or the best Charleston pass (--pass).
    Advise(advice::AdviseArgs),

    /// Play one seeded hand with four bots (American or classical); --log writes the game log.
    Play(sim::PlayArgs),
    /// Replay a game log under the rules; a move the rules refuse stops it with the rule's error.
    Replay(sim::ReplayArgs),
    /// Which hands of an American card bots win, over many seeded games on every core.
    Stats(sim::StatsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let json = cli.json;
    let result = match cli.command {
        Command::Parse(a) => parse::run(a, json),
        Command::Check(a) => american::check(a, json),
        Command::Nearest(a) => american::nearest(a, json),
        Command::Card(a) => american::card(a, json),
        Command::Rules(a) => rules::run(a, json),
        Command::Score(a) => scoring::run_score(a, json),
        Command::Settle(a) => scoring::run_settle(a, json),
        Command::SettleHands(a) => scoring::run_settle_hands(a, json),
        Command::SettleAmerican(a) => scoring::run_settle_american(a, json),
        Command::Decompose(a) => standard::decompose(a, json),
        Command::Waits(a) => standard::waits(a, json),
        Command::TilesAway(a) => standard::tiles_away(a, json),
        Command::Completions { shell } => {
            let mut command = Cli::command();
            let mut text = Vec::new();
            clap_complete::generate(shell, &mut command, "mahjong", &mut text);
            Ok(String::from_utf8_lossy(&text).trim_end().to_string().into())
        }
        Command::Man { subcommand } => {
            let top = Cli::command();
            let page = match &subcommand {
                None => Ok(top),
                Some(name) => top
                    .get_subcommands()
                    .find(|c| c.get_name() == name)
                    .map(|c| {
                        c.clone()
                            .display_name(format!("mahjong-{name}"))
                            .bin_name(format!("mahjong {name}"))
                            .version(env!("CARGO_PKG_VERSION"))
                    })
                    .ok_or_else(|| {
                        common::Failure::input(format!(
                            "no subcommand {}: see `mahjong --help`",
                            mahjong_core::error::Quoted(name)
                        ))
                    }),
            };
            let mut text = Vec::new();
            match page.and_then(|p| {
                clap_mangen::Man::new(p)
                    .render(&mut text)
                    .map_err(|e| common::Failure::input(format!("cannot write the man page: {e}")))
            }) {
                Ok(()) => Ok(String::from_utf8_lossy(&text).trim_end().to_string().into()),
                Err(f) => Err(f),
            }
        }

        Command::Odds(a) => advice::odds(a, json),
        Command::Advise(a) => advice::advise(a, json),
        Command::Play(a) => sim::play_one(a, json),
        Command::Replay(a) => sim::replay(a, json),
        Command::Stats(a) => sim::stats(a, json),
    };
    match result {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (`mahjong … | head`) is not an error worth a panic.
            // A batch run (`check -`, `--file`) has written its lines already.
            if !out.text.is_empty() {
                let _ = writeln!(std::io::stdout(), "{}", out.text);
            }
            ExitCode::from(out.code)
        }
        Err(f) => {
            if json {
                // With --json the error is JSON too, on stderr: {"error": "...", "exit_code": 2}.
                eprintln!("{}", serde_json::json!({ "error": f.message, "exit_code": f.code }));
            } else {
                eprintln!("mahjong: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}
