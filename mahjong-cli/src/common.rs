//! Shared helpers of the subcommands: reading hands, reporting failures, printing.
use mahjong_core::{Hand, ParseError, TileSet};

/// A failure to report: message and exit code (2 bad input, 1 a valid hand that does not win).
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    /// Bad input (exit code 2).
    pub fn input(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), code: 2 }
    }
}

/// A parse error with the input echoed and a caret under the column. Long input is shown as a
/// window of about 60 characters around the column, so the message stays readable.
pub fn parse_error(input: &str, e: &ParseError) -> Failure {
    const WINDOW: usize = 60;
    let chars: Vec<char> = input.chars().collect();
    let shown = |from: usize, to: usize| chars[from..to].iter().collect::<String>();
    let quoted = if chars.len() > WINDOW {
        format!("{:?}… ({} characters)", shown(0, WINDOW), chars.len())
    } else {
        format!("{input:?}")
    };
    let mut msg = format!("cannot read {quoted}: {e}");
    if e.column > 0 {
        let at = (e.column - 1).min(chars.len());
        let from = at.saturating_sub(WINDOW / 2);
        let to = (from + WINDOW).min(chars.len());
        let (lead, tail) = (if from > 0 { "…" } else { "" }, if to < chars.len() { "…" } else { "" });
        let pad: String = chars[from..at]
            .iter()
            .map(|&c| if c == '\t' { '\t' } else { ' ' })
            .chain(lead.chars().map(|_| ' '))
            .collect();
        msg.push_str(&format!("\n  {lead}{}{tail}\n  {pad}^", shown(from, to)));
    }
    Failure::input(msg)
}

/// A tile set by its CLI name.
pub fn tile_set(name: &str) -> Result<TileSet, Failure> {
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

/// Reads a hand checked against `set`.
pub fn read_hand(text: &str, set: &TileSet) -> Result<Hand, Failure> {
    Hand::parse_in(text, set).map_err(|e| parse_error(text, &e))
}

/// Pretty JSON of a serializable value.
pub fn json<T: serde::Serialize>(value: &T) -> Result<String, Failure> {
    serde_json::to_string_pretty(value).map_err(|e| Failure::input(e.to_string()))
}

/// What a subcommand produces: its text and its exit code (0, or 1 for "valid but no win").
pub struct Output {
    pub text: String,
    pub code: u8,
}

impl From<String> for Output {
    fn from(text: String) -> Output {
        Output { text, code: 0 }
    }
}
