//! The `mahjong` command. Text output by default, `--json` for machine-readable output.
//!
//! Exit status: 0 success, 1 a valid hand that does not win (for `check`), 2 bad input (the
//! error names the column).

mod american;
mod common;
mod mcr;
mod parse;
mod rules;
mod scoring;
mod standard;

use clap::{Parser, Subcommand};
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
    Check(american::CheckArgs),
    /// The American card lines fewest tiles away from a 13- or 14-tile hand.
    Nearest(american::NearestArgs),
    /// American card files: `mahjong card lint FILE`.
    Card(american::CardArgs),
    /// The table rules: `mahjong rules calls|dead|charleston|deal|next-round …`.
    Rules(rules::Args),
    /// The score of a Chinese classical, British, two- or three-player hand, or under the Chinese
    /// Official rules (--rules mcr): breakdown and total.
    Score(scoring::ScoreArgs),
    /// Who pays whom, from the four hand scores and the winner.
    Settle(scoring::SettleArgs),
    /// American Mah Jongg payments from the line's value.
    SettleAmerican(scoring::SettleAmericanArgs),
    /// Every way to read a 14-tile hand as four sets and a pair, and its special hands.
    Decompose(standard::DecomposeArgs),
    /// The tiles that complete a 13-tile hand, and tiles away.
    Waits(standard::WaitsArgs),
    /// Tiles away (shanten) of a 13- or 14-tile hand, with the improving tiles.
    TilesAway(standard::TilesAwayArgs),
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
        Command::SettleAmerican(a) => scoring::run_settle_american(a, json),
        Command::Decompose(a) => standard::decompose(a, json),
        Command::Waits(a) => standard::waits(a, json),
        Command::TilesAway(a) => standard::tiles_away(a, json),
    };
    match result {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (`mahjong … | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{}", out.text);
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
