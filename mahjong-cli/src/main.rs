//! The `mahjong` command. Text output by default, `--json` for machine-readable output.
//!
//! Exit status: 0 success (for `check`: the hand matches a line), 1 the hand is valid input
//! but does not win, 2 bad input (the error names the column).

use clap::{Parser, Subcommand};
use mahjong_core::{Hand, ParseError, TileSet, notation};
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

#[derive(Subcommand, Debug)]
enum Command {
    /// Print a hand in MPSZ, American and Unicode forms.
    Parse {
        /// The hand, e.g. "123m456p789s11z [555s]" or "FFF 2026c 222b 2222d".
        hand: String,
        /// Check tile counts against a tile set: american, chinese-144, chinese-136,
        /// three-player-132, three-player-138 (default: the largest of all).
        #[arg(long)]
        set: Option<String>,
    },
}

/// A failure to report: message and exit code.
struct Failure {
    message: String,
    code: u8,
}

impl Failure {
    fn input(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), code: 2 }
    }
}

fn parse_error(input: &str, e: &ParseError) -> Failure {
    let mut msg = format!("cannot read {input:?}: {e}");
    if e.column > 0 {
        let pad: String = input.chars().take(e.column - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        msg.push_str(&format!("\n  {input}\n  {pad}^"));
    }
    Failure::input(msg)
}

fn tile_set(name: &str) -> Result<TileSet, Failure> {
    Ok(match name {
        "american" => TileSet::american(),
        "chinese-144" | "chinese" => TileSet::chinese(true),
        "chinese-136" => TileSet::chinese(false),
        "three-player-132" | "three-player" => TileSet::three_player(false),
        "three-player-138" => TileSet::three_player(true),
        "any" => TileSet::any(),
        other => {
            return Err(Failure::input(format!(
                "unknown tile set {other:?}: use american, chinese-144, chinese-136, three-player-132 or three-player-138"
            )));
        }
    })
}

fn read_hand(text: &str, set: &TileSet) -> Result<Hand, Failure> {
    Hand::parse_in(text, set).map_err(|e| parse_error(text, &e))
}

fn run(cli: Cli) -> Result<String, Failure> {
    match cli.command {
        Command::Parse { hand, set } => {
            let set = match set {
                Some(s) => tile_set(&s)?,
                None => TileSet::any(),
            };
            let h = read_hand(&hand, &set)?;
            if cli.json {
                Ok(serde_json::to_string_pretty(&h).map_err(|e| Failure::input(e.to_string()))?)
            } else {
                Ok(format!(
                    "mpsz:     {}\namerican: {}\nunicode:  {}\ntiles:    {}",
                    notation::mpsz(&h),
                    notation::american(&h),
                    notation::unicode(&h),
                    h.tile_count()
                ))
            }
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (`mahjong … | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{out}");
            ExitCode::SUCCESS
        }
        Err(f) => {
            eprintln!("mahjong: {}", f.message);
            ExitCode::from(f.code)
        }
    }
}
